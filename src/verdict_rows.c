/*
 * verdict_rows.c — the numbers of a receipt's rows: numeric strings, the rows
 * JSON parsed into cells (json-c), column aggregates and the figures of text
 * cells.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <errno.h>
#include <json-c/json.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- numbers ---- */

/*
 * Read s[0..n) as a JSON-style number (-?digits[.digits][e[+-]digits]; a
 * leading '+' or '.' is tolerated). Without an exponent it is converted here,
 * not by strtod: up to 19 significant digits in an integer, trailing zeros of
 * the fraction dropped ("85.0000000000000000" is 85), scaled by a power of
 * ten. Short decimals (a mantissa below 2^53) come out correctly rounded;
 * longer ones within a few units in the last place, far below the precision
 * any figure shows.
 */
static size_t
scan_number(const uchar *s, size_t n, double *out)
{
	static const double p10[] = {
		1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
		1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
	};
	size_t		i = 0;
	bool		neg = false;
	uint64_t	mant = 0;
	int			sig = 0;		/* significant digits in mant */
	int			scale = 0;		/* value = mant * 10^scale */
	int			zeros = 0;		/* fraction zeros not yet multiplied in */
	int			ndigits = 0;
	char		buf[MAX_NUMBER_TOKEN + 1];
	char	   *end;
	double		v;

	if (n == 0)
		return 0;
	if (s[i] == '-' || s[i] == '+')
	{
		neg = s[i] == '-';
		i++;
	}
	for (; i < n && ascii_is_digit(s[i]); i++, ndigits++)
	{
		if (sig < 19)
		{
			mant = mant * 10 + (uint64_t) (s[i] - '0');
			if (mant > 0)
				sig++;
		}
		else
			scale++;			/* digits past 19 only scale the integer */
	}
	if (i < n && s[i] == '.')
	{
		for (i++; i < n && ascii_is_digit(s[i]); i++, ndigits++)
		{
			if (s[i] == '0')
			{
				zeros++;
				continue;
			}
			/* a nonzero digit: the zeros before it count */
			for (; zeros > 0 && sig < 19; zeros--)
			{
				mant *= 10;
				scale--;
				if (mant > 0)
					sig++;
			}
			zeros = 0;
			if (sig < 19)
			{
				mant = mant * 10 + (uint64_t) (s[i] - '0');
				scale--;
				sig++;
			}
		}
	}
	if (ndigits == 0 || i > MAX_NUMBER_TOKEN)
		return 0;
	if (i < n && (s[i] == 'e' || s[i] == 'E'))
	{
		size_t		k;

		i++;
		if (i < n && (s[i] == '-' || s[i] == '+'))
			i++;
		for (k = i; i < n && ascii_is_digit(s[i]); i++)
			;
		if (i == k || i > MAX_NUMBER_TOKEN)
			return 0;
		/* exponents are rare (float output): let strtod do it */
		memcpy(buf, s, i);
		buf[i] = '\0';
		v = strtod(buf, &end);
		if (end != buf + i || !isfinite(v))
			return 0;
		*out = v;
		return i;
	}
	v = (double) mant;
	if (scale < 0)
		v = -scale <= 22 ? v / p10[-scale] : v / p10[22] / pow(10.0, -scale - 22);
	else if (scale > 0)
		v = scale <= 22 ? v * p10[scale] : v * p10[22] * pow(10.0, scale - 22);
	if (!isfinite(v))
		return 0;
	*out = neg ? -v : v;
	return i;
}

/* Is s[0..n) exactly a number (scan_number's grammar)? Sets *out. */
static bool
parse_number(const uchar *s, size_t n, double *out)
{
	double		v;

	if (scan_number(s, n, &v) != n || n == 0)
		return false;
	*out = v;
	return true;
}

/* Is the string (a JSON string's raw contents) a number and nothing else? */
bool
numeric_string(const char *str, size_t len, double *value)
{
	const uchar *s = (const uchar *) str;
	char		buf[MAX_NUMERIC_STRING + 1];
	size_t		i = 0;
	size_t		n = 0;
	bool		neg = false;
	bool		money = false;
	int			group = -1;		/* digits since the last comma; -1 before any comma */
	bool		point = false;

	if (str == NULL || len == 0 || len > MAX_NUMERIC_STRING)
		return false;
	if (parse_number(s, len, value))
		return true;
	/* money: [-]$1,234.50 or $-1,234.50 */
	if (s[i] == '-')
	{
		neg = true;
		i++;
	}
	if (i < len && s[i] == '$')
	{
		money = true;
		i++;
	}
	if (!neg && i < len && s[i] == '-')
	{
		neg = true;
		i++;
	}
	if (neg)
		buf[n++] = '-';
	if (i >= len || !ascii_is_digit(s[i]))
		return false;
	for (; i < len; i++)
	{
		if (ascii_is_digit(s[i]))
		{
			buf[n++] = (char) s[i];
			if (group >= 0 && !point)
				group++;
		}
		else if (s[i] == ',' && !point && i > 0 && ascii_is_digit(s[i - 1]))
		{
			if (group >= 0 && group != 3)
				return false;
			group = 0;
		}
		else if (s[i] == '.' && !point)
		{
			if (group >= 0 && group != 3)
				return false;
			point = true;
			buf[n++] = '.';
		}
		else
			return false;
	}
	if (group >= 0 && !point && group != 3)
		return false;
	if (!money && group < 0)
		return false;			/* plain numbers were parse_number's */
	return parse_number((const uchar *) buf, n, value);
}

/* ---- rows JSON ---- */

/* Deepest nesting of the rows JSON read (cells may hold jsonb documents of their own). */
#define MAX_JSON_DEPTH		2048

/*
 * Is the string a date, a time or a timestamp as PostgreSQL writes them
 * ("2024-01-02", "10:30:00", "2024-01-02 10:30:00+02", "2024-01-02T10:30")?
 * Those are narration: no need to look for figures in them.
 */
static bool
date_shaped(const uchar *t, size_t n)
{
	size_t		i;

	if (n >= 10 && ascii_is_digit(t[0]) && ascii_is_digit(t[1]) && ascii_is_digit(t[2]) && ascii_is_digit(t[3]) &&
		t[4] == '-' && ascii_is_digit(t[5]) && ascii_is_digit(t[6]) && t[7] == '-' && ascii_is_digit(t[8]) && ascii_is_digit(t[9]))
		i = 10;
	else if (n >= 5 && ascii_is_digit(t[0]) && ascii_is_digit(t[1]) && t[2] == ':' && ascii_is_digit(t[3]) && ascii_is_digit(t[4]))
		i = 5;
	else
		return false;
	if (i < n && (t[i] == ' ' || t[i] == 'T'))
		i++;
	for (; i < n; i++)
		if (!ascii_is_digit(t[i]) && t[i] != ':' && t[i] != '.' && t[i] != '+' && t[i] != '-')
			return false;
	return true;
}

/*
 * The number a JSON cell holds, NaN when none: a JSON number, or a string
 * that is a number and nothing else. An integer json-c clamped at the 64-bit
 * limits lost its value: not a number then.
 */
static double
cell_value(json_object *cell)
{
	double		v;

	switch (json_object_get_type(cell))
	{
		case json_type_int:
			{
				int64_t		i = json_object_get_int64(cell);

				if (i == INT64_MIN)
					return NAN;
				if (i == INT64_MAX)
				{
					uint64_t	u = json_object_get_uint64(cell);

					return u == UINT64_MAX ? NAN : (double) u;
				}
				return (double) i;
			}
		case json_type_double:
			v = json_object_get_double(cell);
			return isfinite(v) ? v : NAN;
		case json_type_string:
			if (numeric_string(json_object_get_string(cell), (size_t) json_object_get_string_len(cell), &v))
				return v;
			return NAN;
		default:
			return NAN;
	}
}

/* Append a text cell to *list; false on allocation failure. */
static bool
push_text(TextCell **list, size_t *n, size_t *cap, const char *text, size_t len, size_t row, int col)
{
	TextCell   *tc;

	if (*n == *cap)
	{
		size_t		ncap = *cap ? *cap * 2 : 16;
		TextCell   *grown;

		if (ncap > SIZE_MAX / sizeof(TextCell))
			return false;
		grown = realloc(*list, ncap * sizeof(TextCell));
		if (grown == NULL)
			return false;
		*list = grown;
		*cap = ncap;
	}
	tc = &(*list)[(*n)++];
	tc->text = text;
	tc->len = len;
	tc->row = row;
	tc->column = col;
	return true;
}

/* Make room for need cells; false on allocation failure. */
static bool
reserve_cells(StepCells *out, size_t *cap, size_t need)
{
	size_t		ncap;
	double	   *grown;

	if (need <= *cap)
		return true;
	ncap = *cap ? *cap : 64;
	while (ncap < need)
	{
		if (ncap > SIZE_MAX / 2 / sizeof(double))
			return false;
		ncap *= 2;
	}
	grown = realloc(out->cells, ncap * sizeof(double));
	if (grown == NULL)
		return false;
	out->cells = grown;
	*cap = ncap;
	return true;
}

/*
 * The end of the JSON value that starts at s[i] (a container, a string or a
 * scalar), for cutting the outer array into its elements; n when it does not
 * end. Only brackets and strings are followed: json-c checks the rest.
 */
static size_t
value_end(const char *s, size_t i, size_t n)
{
	size_t		depth = 0;

	for (; i < n; i++)
	{
		char		ch = s[i];

		if (ch == '"')
		{
			for (i++; i < n && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
			if (i >= n)
				return n;
			if (depth == 0)
				return i + 1;
		}
		else if (ch == '[' || ch == '{')
			depth++;
		else if (ch == ']' || ch == '}')
		{
			if (depth == 0)
				return i;		/* a scalar ends at its array's close */
			if (--depth == 0)
				return i + 1;
		}
		else if (depth == 0 && (ch == ',' || ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'))
			return i;
	}
	return n;
}

/* Bytes of row text parsed at a time: the objects of one chunk are freed before the next. */
#define ROWS_CHUNK	32768

/*
 * Parse the elements s[0..n) of the outer array (whole elements, with the
 * commas between them) with json-c, as the array "[...]" built in *scratch:
 * NULL unless it is well-formed.
 */
static json_object *
parse_chunk(json_tokener *tok, const char *s, size_t n, char **scratch, size_t *scap, bool *oom)
{
	json_object *obj;

	if (n > INT32_MAX - 2)
		return NULL;
	if (n + 2 > *scap)
	{
		char	   *grown = realloc(*scratch, n + 2);

		if (grown == NULL)
		{
			*oom = true;
			return NULL;
		}
		*scratch = grown;
		*scap = n + 2;
	}
	(*scratch)[0] = '[';
	memcpy(*scratch + 1, s, n);
	(*scratch)[n + 1] = ']';
	json_tokener_reset(tok);
	obj = json_tokener_parse_ex(tok, *scratch, (int) (n + 2));
	if (obj == NULL || json_tokener_get_error(tok) != json_tokener_success ||
		json_tokener_get_parse_end(tok) != n + 2 || !json_object_is_type(obj, json_type_array))
	{
		json_object_put(obj);
		obj = NULL;
	}
	return obj;
}

/* Copy a text cell's contents into the arena; false on allocation failure. */
static bool
arena_copy(StepCells *out, size_t *acap, size_t *alen, const char *text, size_t tlen, size_t *offset)
{
	if (*alen + tlen + 1 > *acap)
	{
		size_t		ncap = *acap ? *acap : 4096;
		char	   *grown;

		while (ncap < *alen + tlen + 1)
		{
			if (ncap > SIZE_MAX / 2)
				return false;
			ncap *= 2;
		}
		grown = realloc(out->doc, ncap);
		if (grown == NULL)
			return false;
		out->doc = grown;
		*acap = ncap;
	}
	memcpy((char *) out->doc + *alen, text, tlen);
	((char *) out->doc)[*alen + tlen] = '\0';
	*offset = *alen;
	*alen += tlen + 1;
	return true;
}

/*
 * Read the numeric cells of a rows JSON text (an array of arrays). The outer
 * array is cut into chunks of whole elements, each parsed with json-c, copied
 * out and freed before the next: a parsed document of the whole result (thousands of
 * small objects) made the heap grow and shrink back on every check. The first
 * row sets the width; shorter rows leave NaN, longer ones are cut. Elements of
 * the outer array that are not arrays are no rows; text that is not a
 * well-formed array reads as no rows at all.
 */
int
step_cells_parse(const char *json, size_t len, StepCells *out)
{
	json_tokener *tok;
	char	   *scratch = NULL;
	size_t		scap = 0,
				cap = 0,
				tcap = 0,
				ncap_names = 0,
				acap = 0,
				alen = 0,
				i = 0,
				k;
	bool		oom = false,
				done = false;

	memset(out, 0, sizeof(*out));
	if (json == NULL || len == 0 || len > INT32_MAX)
		return 0;
	tok = json_tokener_new_ex(MAX_JSON_DEPTH);
	if (tok == NULL)
		goto oom;
#define SKIP_WS() while (i < len && (json[i] == ' ' || json[i] == '\t' || json[i] == '\n' || json[i] == '\r')) i++
	SKIP_WS();
	if (i >= len || json[i] != '[')
		goto malformed;
	i++;
	SKIP_WS();
	if (i < len && json[i] == ']')
		done = true;
	while (!done)
	{
		size_t		start = i,
					nelem,
					e;
		json_object *chunk;

		/* whole elements up to about ROWS_CHUNK bytes */
		for (;;)
		{
			size_t		end = value_end(json, i, len);

			if (end == i || end >= len)
				goto malformed;
			i = end;
			SKIP_WS();
			if (i < len && json[i] == ']')
			{
				done = true;
				break;
			}
			if (i >= len || json[i] != ',')
				goto malformed;
			if (i - start >= ROWS_CHUNK)
				break;
			i++;
			SKIP_WS();
		}
		chunk = parse_chunk(tok, json + start, i - start, &scratch, &scap, &oom);
		if (oom)
			goto oom;
		if (chunk == NULL)
			goto malformed;
		if (!done)
			i++;				/* the comma after the chunk */
		SKIP_WS();
		nelem = json_object_array_length(chunk);
		for (e = 0; e < nelem; e++)
		{
			json_object *row = json_object_array_get_idx(chunk, e);
			size_t		ncells,
						base,
						c;

			if (!json_object_is_type(row, json_type_array))
				continue;
			ncells = json_object_array_length(row);
			if (out->nrows == 0)
				out->ncolumns = (int) (ncells < MAX_COLUMNS ? ncells : MAX_COLUMNS);
			base = out->nrows * (size_t) out->ncolumns;
			if (out->ncolumns > 0 && !reserve_cells(out, &cap, base + out->ncolumns))
				oom = true;
			for (c = 0; !oom && c < (size_t) out->ncolumns; c++)
			{
				json_object *cell = c < ncells ? json_object_array_get_idx(row, c) : NULL;
				const char *text;
				size_t		tlen,
							at,
							j;
				bool		digit = false,
							letter = false;

				out->cells[base + c] = cell ? cell_value(cell) : NAN;
				if (!json_object_is_type(cell, json_type_string) || isfinite(out->cells[base + c]))
					continue;
				text = json_object_get_string(cell);
				tlen = (size_t) json_object_get_string_len(cell);
				if (date_shaped((const uchar *) text, tlen))
					continue;
				for (j = 0; j < tlen; j++)
				{
					if (ascii_is_digit((uchar) text[j]))
						digit = true;
					else if ((text[j] | 0x20) >= 'a' && (text[j] | 0x20) <= 'z')
						letter = true;
				}
				letter = letter && tlen >= 2 && tlen <= MAX_NAME;
				if (!digit && !letter)
					continue;
				/* kept in the arena, as the chunk's objects go (offsets until the end) */
				if (!arena_copy(out, &acap, &alen, text, tlen, &at))
					oom = true;
				/* a string with a digit that is not a number may write figures ("Boeing 747") */
				else if (digit && !push_text(&out->texts, &out->ntexts, &tcap, (const char *) (uintptr_t) at,
											 tlen, out->nrows, (int) c))
					oom = true;
				/* one with a letter may name a row ("Brazil", "Store A") */
				else if (letter && !push_text(&out->names, &out->nnames, &ncap_names,
											  (const char *) (uintptr_t) at, tlen, out->nrows, (int) c))
					oom = true;
			}
			if (oom)
				break;
			out->nrows++;
		}
		json_object_put(chunk);
		if (oom)
			goto oom;
	}
	i++;						/* the closing bracket */
	SKIP_WS();
#undef SKIP_WS
	if (i != len)
		goto malformed;
	json_tokener_free(tok);
	free(scratch);
	/* offsets into the arena become pointers, now that it no longer moves */
	for (k = 0; k < out->ntexts; k++)
		out->texts[k].text = (const char *) out->doc + (uintptr_t) out->texts[k].text;
	for (k = 0; k < out->nnames; k++)
		out->names[k].text = (const char *) out->doc + (uintptr_t) out->names[k].text;
	return 0;

malformed:
	json_tokener_free(tok);
	free(scratch);
	step_cells_free(out);
	return 0;

oom:
	json_tokener_free(tok);
	free(scratch);
	step_cells_free(out);
	errno = ENOMEM;
	return -1;
}

/* Free the cells (the struct itself is the caller's). */
void
step_cells_free(StepCells *cells)
{
	if (cells == NULL)
		return;
	free(cells->cells);
	free(cells->texts);
	free(cells->names);
	free(cells->doc);
	memset(cells, 0, sizeof(*cells));
}

/* See verdict_int.h. */
void
vd_aggregate(StepRead *s)
{
	size_t		r;
	int			c;

	for (c = 0; c < s->cells.ncolumns; c++)
	{
		ColumnAgg  *a = &s->aggs[c];

		a->nonnegative = true;
		for (r = 0; r < s->cells.nrows; r++)
		{
			double		v = s->cells.cells[r * s->cells.ncolumns + c];

			if (!isfinite(v))
				continue;
			if (a->count == 0 || v < a->min)
				a->min = v;
			if (a->count == 0 || v > a->max)
				a->max = v;
			if (v < 0)
				a->nonnegative = false;
			a->sum += v;
			a->count++;
		}
	}
}

/* See verdict_int.h. */
int
vd_read_text_values(StepRead *sr)
{
	size_t		cap = 0;
	size_t		k;

	sr->texts_read = true;
	for (k = 0; k < sr->cells.ntexts; k++)
	{
		const TextCell *tc = &sr->cells.texts[k];
		Figure	   *figs = NULL;
		size_t		n;
		size_t		j;

		errno = 0;
		n = figures_extract_plain(tc->text, tc->len, &figs);
		if (n == 0 && errno == ENOMEM)
			return -1;
		if (sr->ntext_values + n > cap)
		{
			size_t		ncap = cap ? cap : 16;
			double	   *v;
			size_t	   *c;

			while (ncap < sr->ntext_values + n)
				ncap *= 2;
			v = realloc(sr->text_values, ncap * sizeof(double));
			if (v != NULL)
				sr->text_values = v;
			c = v ? realloc(sr->text_cells, ncap * sizeof(size_t)) : NULL;
			if (c != NULL)
				sr->text_cells = c;
			if (v == NULL || c == NULL)
			{
				free(figs);
				return -1;
			}
			cap = ncap;
		}
		for (j = 0; j < n; j++)
		{
			sr->text_values[sr->ntext_values] = figs[j].value;
			sr->text_cells[sr->ntext_values] = k;
			sr->ntext_values++;
		}
		free(figs);
	}
	return 0;
}
