/*
 * verdict_rows.c — the numbers of a receipt's rows: JSON numbers read exactly,
 * numeric strings, the rows JSON parsed into cells, column aggregates and
 * the figures of text cells.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <errno.h>
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

/* Index of the first non-whitespace byte at or after i. */
static size_t
skip_ws(const uchar *t, size_t len, size_t i)
{
	while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
		i++;
	return i;
}

/* From the opening quote at t[i], the index after the closing one; 0 if unterminated. */
static size_t
skip_string(const uchar *t, size_t len, size_t i, bool *escaped)
{
	for (i++; i < len; i++)
	{
		if (t[i] == '\\')
		{
			*escaped = true;
			i++;
		}
		else if (t[i] == '"')
			return i + 1;
	}
	return 0;
}

/* From an opening [ or { at t[i], the index after its matching close (len if none). */
static size_t
skip_nested(const uchar *t, size_t len, size_t i)
{
	size_t		depth = 0;
	bool		escaped;

	while (i < len)
	{
		uchar		c = t[i];

		if (c == '"')
		{
			i = skip_string(t, len, i, &escaped);
			if (i == 0)
				return len;
			continue;
		}
		if (c == '[' || c == '{')
			depth++;
		else if (c == ']' || c == '}')
		{
			if (depth == 0)
				return i;		/* unbalanced: let the caller stop */
			if (--depth == 0)
				return i + 1;
		}
		i++;
	}
	return len;
}

/*
 * Read one JSON value at t[i]: *value is its number (NaN when not numeric);
 * *text_len is nonzero for a string with a digit that is not a number (its
 * contents at *text_off, without escapes). Returns the index after the value,
 * or 0 for a malformed one.
 */
static size_t
read_cell(const uchar *t, size_t len, size_t i, double *value, size_t *text_off, size_t *text_len,
		  bool *is_name)
{
	size_t		start = i;
	uchar		c = t[i];

	*value = NAN;
	*text_len = 0;
	*is_name = false;
	if (c == '"')
	{
		bool		escaped = false;
		size_t		end = skip_string(t, len, i, &escaped);
		size_t		k;
		bool		letter = false;

		if (end == 0)
			return 0;
		if (escaped)
			return end;
		if (!numeric_string((const char *) t + start + 1, end - start - 2, value))
		{
			*value = NAN;
			if (date_shaped(t + start + 1, end - start - 2))
				return end;
			*text_off = start + 1;
			for (k = start + 1; k + 1 < end; k++)
			{
				if (ascii_is_digit(t[k]))
					*text_len = end - start - 2;
				else if ((t[k] | 0x20) >= 'a' && (t[k] | 0x20) <= 'z')
					letter = true;
			}
			*is_name = letter && end - start - 2 >= 2 && end - start - 2 <= MAX_NAME;
		}
		return end;
	}
	if (c == '-' || ascii_is_digit(c))
	{
		size_t		used = scan_number(t + i, len - i, value);

		i += used;
		if (used > 0 && (i >= len || t[i] == ',' || t[i] == ']' || t[i] == '}' || t[i] == ' ' ||
						 t[i] == '\n' || t[i] == '\t' || t[i] == '\r'))
			return i;
		/* not a number after all ("1-2"): skip the token */
		*value = NAN;
		while (i < len && (ascii_is_digit(t[i]) || t[i] == '-' || t[i] == '+' || t[i] == '.' ||
						   t[i] == 'e' || t[i] == 'E'))
			i++;
		return i;
	}
	if (c == '[' || c == '{')
	{
		i = skip_nested(t, len, i);
		return i > start && i <= len && (t[i - 1] == ']' || t[i - 1] == '}') ? i : 0;
	}
	if (c >= 'a' && c <= 'z')
	{
		while (i < len && t[i] >= 'a' && t[i] <= 'z')
			i++;
		return i;
	}
	return 0;
}

/* The length of a string cell's contents from toff, the cell ending (after its quote) at next. */
static size_t
end_of_name(const uchar *t, size_t toff, size_t next)
{
	(void) t;
	return next - 1 - toff;
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

/* Read the numeric cells of a rows JSON text (an array of arrays). */
int
step_cells_parse(const char *json, size_t len, StepCells *out)
{
	const uchar *t = (const uchar *) json;
	size_t		cap = 0;
	size_t		tcap = 0;
	size_t		ncap_names = 0;
	size_t		i;

	memset(out, 0, sizeof(*out));
	if (json == NULL)
		return 0;
	i = skip_ws(t, len, 0);
	if (i >= len || t[i] != '[')
		return 0;
	i++;
	for (;;)
	{
		size_t		base;
		int			col = 0;

		i = skip_ws(t, len, i);
		if (i >= len || t[i] == ']')
			break;
		if (t[i] == ',')
		{
			i++;
			continue;
		}
		if (t[i] != '[')
		{
			double		ignored;
			size_t		toff,
						tlen;
			bool		name;
			size_t		next = read_cell(t, len, i, &ignored, &toff, &tlen, &name);

			if (next == 0)
				break;
			i = next;
			continue;
		}
		/* one row */
		i++;
		base = out->nrows * (size_t) out->ncolumns;
		if (out->nrows > 0)
		{
			size_t		k;

			if (!reserve_cells(out, &cap, base + out->ncolumns))
				goto oom;
			for (k = 0; k < (size_t) out->ncolumns; k++)
				out->cells[base + k] = NAN;
		}
		for (;;)
		{
			double		v;
			size_t		next;
			size_t		toff = 0,
						tlen = 0;
			bool		name = false;

			i = skip_ws(t, len, i);
			if (i >= len)
				break;
			if (t[i] == ']')
			{
				i++;
				break;
			}
			if (t[i] == ',')
			{
				i++;
				continue;
			}
			next = read_cell(t, len, i, &v, &toff, &tlen, &name);
			if (next == 0)
			{
				i = len;		/* malformed: stop reading */
				break;
			}
			i = next;
			if (out->nrows == 0)
			{
				/* the first row sets the width */
				if (col < MAX_COLUMNS)
				{
					if (!reserve_cells(out, &cap, (size_t) col + 1))
						goto oom;
					out->cells[col] = v;
					out->ncolumns = col + 1;
				}
			}
			else if (col < out->ncolumns)
				out->cells[base + col] = v;
			if (tlen > 0 && (out->nrows == 0 ? col < MAX_COLUMNS : col < out->ncolumns))
			{
				TextCell   *tc;

				if (out->ntexts == tcap)
				{
					size_t		ncap = tcap ? tcap * 2 : 16;
					TextCell   *grown;

					if (ncap > SIZE_MAX / sizeof(TextCell))
						goto oom;
					grown = realloc(out->texts, ncap * sizeof(TextCell));
					if (grown == NULL)
						goto oom;
					out->texts = grown;
					tcap = ncap;
				}
				tc = &out->texts[out->ntexts++];
				tc->offset = toff;
				tc->len = tlen;
				tc->row = out->nrows;
				tc->column = col;
			}
			if (name && (out->nrows == 0 ? col < MAX_COLUMNS : col < out->ncolumns))
			{
				TextCell   *tc;

				if (out->nnames == ncap_names)
				{
					size_t		ncap = ncap_names ? ncap_names * 2 : 16;
					TextCell   *grown;

					if (ncap > SIZE_MAX / sizeof(TextCell))
						goto oom;
					grown = realloc(out->names, ncap * sizeof(TextCell));
					if (grown == NULL)
						goto oom;
					out->names = grown;
					ncap_names = ncap;
				}
				tc = &out->names[out->nnames++];
				tc->offset = toff;
				tc->len = end_of_name(t, toff, next);
				tc->row = out->nrows;
				tc->column = col;
			}
			col++;
		}
		out->nrows++;
		if (i >= len)
			break;
	}
	return 0;

oom:
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
		n = figures_extract_plain(sr->step->rows + tc->offset, tc->len, &figs);
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
