/*
 * verdict_rows.c — the numbers of a receipt's rows: numeric strings, the rows
 * JSON read into cells (in place, no document built), column aggregates and the figures of text
 * cells.  See verdict.h.
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
	/* "09", "007": zero-padded text is a code (a month, a zip), not an amount */
	if (len >= 2 && s[0] == '0' && ascii_is_digit(s[1]))
		return false;
	if (len >= 3 && s[0] == '-' && s[1] == '0' && ascii_is_digit(s[2]))
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
	tc->len = (uint32_t) len;
	tc->row = (uint32_t) row;
	tc->column = col;
	return true;
}

/* Append an index to a growable list; false on allocation failure. */
static bool
push_index(size_t **list, size_t *n, size_t *cap, size_t v)
{
	if (*n == *cap)
	{
		size_t		ncap = *cap ? *cap * 2 : 8;
		size_t	   *grown;

		if (ncap > SIZE_MAX / sizeof(size_t))
			return false;
		grown = realloc(*list, ncap * sizeof(size_t));
		if (grown == NULL)
			return false;
		*list = grown;
		*cap = ncap;
	}
	(*list)[(*n)++] = v;
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

/* Copy a text cell's contents into the arena; false on allocation failure. */
static bool
arena_copy(StepCells *out, size_t *acap, size_t *alen, const char *text, size_t tlen, size_t *offset)
{
	if (*alen + tlen + 1 > *acap)
	{
		size_t		ncap = *acap ? *acap : 256;
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
 * The rows JSON is read by the scanner below, in place: no document is
 * built. Parsing it with json-c made thousands of small objects per check
 * (most of a check's time, and a heap that grew past glibc's trim threshold
 * and was given back on every check). The grammar is JSON's (RFC 8259) plus
 * json-c's NaN and Infinity literals; anything else makes the whole text
 * read as no rows, as before.
 */
#define JSON_BAD	SIZE_MAX

static size_t
json_ws(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
		i++;
	return i;
}

static int
hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* The end of the string that starts at s[i] (a quote); JSON_BAD. *escaped: it has escapes. */
static size_t
json_string_end(const char *s, size_t i, size_t n, bool *escaped)
{
	*escaped = false;
	for (i++; i < n; i++)
	{
		if (s[i] == '"')
			return i + 1;
		if (s[i] != '\\')
			continue;
		*escaped = true;
		if (++i >= n)
			return JSON_BAD;
		if (s[i] == 'u')
		{
			int			k;

			if (n - i < 5)
				return JSON_BAD;
			for (k = 1; k <= 4; k++)
				if (hex_digit(s[i + k]) < 0)
					return JSON_BAD;
			i += 4;
		}
		else if (!strchr("\"\\/bfnrt", s[i]) || s[i] == '\0')
			return JSON_BAD;
	}
	return JSON_BAD;
}

/* The end of the number that starts at s[i]; JSON_BAD. *integer: no fraction, no exponent. */
static size_t
json_number_end(const char *s, size_t i, size_t n, bool *integer)
{
	size_t		k;

	*integer = true;
	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0')
		i++;
	else
	{
		for (k = i; i < n && ascii_is_digit((uchar) s[i]); i++)
			;
		if (i == k)
			return JSON_BAD;
	}
	if (i < n && s[i] == '.')
	{
		*integer = false;
		for (k = ++i; i < n && ascii_is_digit((uchar) s[i]); i++)
			;
		if (i == k)
			return JSON_BAD;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E'))
	{
		*integer = false;
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (k = i; i < n && ascii_is_digit((uchar) s[i]); i++)
			;
		if (i == k)
			return JSON_BAD;
	}
	return i;
}

/* The end of a literal at s[i] (true, false, null, NaN, Infinity, -Infinity); JSON_BAD. */
static size_t
json_literal_end(const char *s, size_t i, size_t n)
{
	static const char *const lits[] = {"true", "false", "null", "NaN", "Infinity", "-Infinity", NULL};
	int			k;

	for (k = 0; lits[k]; k++)
	{
		size_t		l = strlen(lits[k]);

		if (n - i >= l && memcmp(s + i, lits[k], l) == 0)
			return i + l;
	}
	return JSON_BAD;
}

/* The end of a scalar at s[i] (string, number or literal); JSON_BAD. */
static size_t
json_scalar_end(const char *s, size_t i, size_t n)
{
	bool		flag;

	if (i >= n)
		return JSON_BAD;
	if (s[i] == '"')
		return json_string_end(s, i, n, &flag);
	if (s[i] == '-' || ascii_is_digit((uchar) s[i]))
	{
		size_t		e = json_number_end(s, i, n, &flag);

		return e != JSON_BAD ? e : json_literal_end(s, i, n);
	}
	return json_literal_end(s, i, n);
}

/* After '{' or ',' in an object: a key and its colon; the value's start, JSON_BAD. */
static size_t
json_key(const char *s, size_t i, size_t n)
{
	bool		escaped;

	i = json_ws(s, i, n);
	if (i >= n || s[i] != '"')
		return JSON_BAD;
	i = json_string_end(s, i, n, &escaped);
	if (i == JSON_BAD)
		return JSON_BAD;
	i = json_ws(s, i, n);
	if (i >= n || s[i] != ':')
		return JSON_BAD;
	return i + 1;
}

/*
 * The end of the value at s[i] (after white space), checked whole; JSON_BAD.
 * Nesting is followed with a bit per level, not by recursion.
 */
static size_t
json_value_end(const char *s, size_t i, size_t n)
{
	unsigned char is_obj[MAX_JSON_DEPTH / 8];
	int			depth = 0;

	for (;;)
	{
		i = json_ws(s, i, n);
		if (i >= n)
			return JSON_BAD;
		if (s[i] == '[' || s[i] == '{')
		{
			bool		obj = s[i] == '{';

			if (depth >= MAX_JSON_DEPTH)
				return JSON_BAD;
			if (obj)
				is_obj[depth / 8] |= (unsigned char) (1u << (depth % 8));
			else
				is_obj[depth / 8] &= (unsigned char) ~(1u << (depth % 8));
			depth++;
			i = json_ws(s, i + 1, n);
			if (i < n && s[i] == (obj ? '}' : ']'))
			{
				i++;
				depth--;
			}
			else
			{
				if (obj && (i = json_key(s, i, n)) == JSON_BAD)
					return JSON_BAD;
				continue;		/* the first value */
			}
		}
		else if ((i = json_scalar_end(s, i, n)) == JSON_BAD)
			return JSON_BAD;
		/* after a value: a comma and the next, or the containers that close here */
		for (;;)
		{
			bool		obj;

			if (depth == 0)
				return i;
			obj = (is_obj[(depth - 1) / 8] >> ((depth - 1) % 8)) & 1;
			i = json_ws(s, i, n);
			if (i >= n)
				return JSON_BAD;
			if (s[i] == ',')
			{
				i++;
				if (obj && (i = json_key(s, i, n)) == JSON_BAD)
					return JSON_BAD;
				break;
			}
			if (s[i] != (obj ? '}' : ']'))
				return JSON_BAD;
			i++;
			depth--;
		}
	}
}

/* Append the UTF-8 bytes of code point cp to buf at *k. */
static void
put_utf8(char *buf, size_t *k, unsigned cp)
{
	if (cp < 0x80)
		buf[(*k)++] = (char) cp;
	else if (cp < 0x800)
	{
		buf[(*k)++] = (char) (0xC0 | (cp >> 6));
		buf[(*k)++] = (char) (0x80 | (cp & 0x3F));
	}
	else if (cp < 0x10000)
	{
		buf[(*k)++] = (char) (0xE0 | (cp >> 12));
		buf[(*k)++] = (char) (0x80 | ((cp >> 6) & 0x3F));
		buf[(*k)++] = (char) (0x80 | (cp & 0x3F));
	}
	else
	{
		buf[(*k)++] = (char) (0xF0 | (cp >> 18));
		buf[(*k)++] = (char) (0x80 | ((cp >> 12) & 0x3F));
		buf[(*k)++] = (char) (0x80 | ((cp >> 6) & 0x3F));
		buf[(*k)++] = (char) (0x80 | (cp & 0x3F));
	}
}

static unsigned
hex4(const char *s)
{
	return (unsigned) (hex_digit(s[0]) << 12 | hex_digit(s[1]) << 8 | hex_digit(s[2]) << 4 | hex_digit(s[3]));
}

/*
 * Unescape the contents s[0..n) of a checked string into buf (n bytes at
 * least: no escape grows); its length. A lone surrogate becomes U+FFFD.
 */
static size_t
json_unescape(const char *s, size_t n, char *buf)
{
	size_t		i,
				k = 0;

	for (i = 0; i < n; i++)
	{
		unsigned	cp;

		if (s[i] != '\\')
		{
			buf[k++] = s[i];
			continue;
		}
		i++;
		switch (s[i])
		{
			case 'b':
				buf[k++] = '\b';
				continue;
			case 'f':
				buf[k++] = '\f';
				continue;
			case 'n':
				buf[k++] = '\n';
				continue;
			case 'r':
				buf[k++] = '\r';
				continue;
			case 't':
				buf[k++] = '\t';
				continue;
			case 'u':
				break;
			default:
				buf[k++] = s[i];
				continue;
		}
		cp = hex4(s + i + 1);
		i += 4;
		if (cp >= 0xD800 && cp < 0xDC00 && i + 6 < n && s[i + 1] == '\\' && s[i + 2] == 'u' &&
			hex4(s + i + 3) >= 0xDC00 && hex4(s + i + 3) < 0xE000)
		{
			cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4(s + i + 3) - 0xDC00);
			i += 6;
		}
		else if (cp >= 0xD800 && cp < 0xE000)
			cp = 0xFFFD;
		/* \u0000 would cut the text: not a character a name or figure holds */
		if (cp == 0)
			cp = 0xFFFD;
		put_utf8(buf, &k, cp);
	}
	return k;
}

/*
 * The number a JSON number token s[0..n) holds, NaN when none. An integer
 * beyond 64 bits has lost its value (json-c clamped them): not a number.
 */
static double
json_number_value(const char *s, size_t n, bool integer)
{
	double		v;

	if (integer)
	{
		bool		neg = s[0] == '-';
		uint64_t	u = 0;
		size_t		i;

		for (i = neg ? 1 : 0; i < n; i++)
		{
			unsigned	d = (unsigned) (s[i] - '0');

			if (u > (UINT64_MAX - d) / 10)
				return NAN;
			u = u * 10 + d;
		}
		if (neg)
			return u >= (uint64_t) 1 << 63 ? NAN : -(double) u;
		return u == UINT64_MAX ? NAN : (double) u;
	}
	if (parse_number((const uchar *) s, n, &v))
		return v;
	return NAN;
}

/* What step_cells_parse keeps between cells. */
typedef struct RowsScan
{
	StepCells  *out;
	size_t		tcap,
				ncap,
				acap,
				alen;
	size_t	   *fix_texts;		/* texts and names whose contents are in the arena (offsets until the end) */
	size_t		nfix_texts,
				fix_tcap;
	size_t	   *fix_names;
	size_t		nfix_names,
				fix_ncap;
	char	   *unesc;			/* an escaped string's contents */
	size_t		unesc_cap;
} RowsScan;

/* Is text[0..n) a band of two numbers, "1970-74", "18-24", "100-199": digits, one hyphen, digits? */
static bool
digit_band(const char *text, size_t n)
{
	size_t		j = 0,
				a,
				b;

	while (j < n && ascii_is_digit((uchar) text[j]))
		j++;
	a = j;
	if (a == 0 || a > 4 || j >= n || text[j] != '-')
		return false;
	for (j++; j < n && ascii_is_digit((uchar) text[j]); j++)
		;
	b = j - a - 1;
	return j == n && b > 0 && b <= 4;
}

/*
 * Read the string cell s[i..e) (quotes included) at (row, col): its number,
 * or keep it as a text cell with a digit or a name. False on allocation failure.
 */
static bool
string_cell(RowsScan *rs, const char *s, size_t i, size_t e, bool escaped, size_t row, int col, double *value)
{
	StepCells  *out = rs->out;
	const char *text = s + i + 1;
	size_t		tlen = e - i - 2,
				j,
				at = 0;
	bool		digit = false,
				letter = false;

	if (escaped)
	{
		if (tlen + 1 > rs->unesc_cap)
		{
			char	   *grown = realloc(rs->unesc, tlen + 1);

			if (grown == NULL)
				return false;
			rs->unesc = grown;
			rs->unesc_cap = tlen + 1;
		}
		tlen = json_unescape(text, tlen, rs->unesc);
		text = rs->unesc;
	}
	*value = NAN;
	if (numeric_string(text, tlen, value))
		return true;
	*value = NAN;
	if (date_shaped((const uchar *) text, tlen))
		return true;
	for (j = 0; j < tlen; j++)
	{
		if (ascii_is_digit((uchar) text[j]))
			digit = true;
		else if ((text[j] | 0x20) >= 'a' && (text[j] | 0x20) <= 'z')
			letter = true;
	}
	/* a capital letter alone may name rows too (grade "A", sex "F"): verdict_words.c reads it so only in context */
	letter = letter && ((tlen >= 2 && tlen <= MAX_NAME) || (tlen == 1 && text[0] >= 'A' && text[0] <= 'Z'));
	/* a band of digits names its row too: "1970-74", "18-24" */
	letter = letter || digit_band(text, tlen);
	if (!digit && !letter)
		return true;
	/* unescaped contents point into the rows text; escaped ones are copied into the arena */
	if (escaped)
	{
		if (!arena_copy(out, &rs->acap, &rs->alen, text, tlen, &at))
			return false;
		text = (const char *) (uintptr_t) at;
	}
	/* a string with a digit that is not a number may write figures ("Boeing 747") */
	if (digit)
	{
		if (!push_text(&out->texts, &out->ntexts, &rs->tcap, text, tlen, row, col))
			return false;
		if (escaped && !push_index(&rs->fix_texts, &rs->nfix_texts, &rs->fix_tcap, out->ntexts - 1))
			return false;
	}
	/* one with a letter may name a row ("Brazil", "Store A") */
	if (letter)
	{
		if (!push_text(&out->names, &out->nnames, &rs->ncap, text, tlen, row, col))
			return false;
		if (escaped && !push_index(&rs->fix_names, &rs->nfix_names, &rs->fix_ncap, out->nnames - 1))
			return false;
	}
	return true;
}

/* The number of elements of the array at s[i] (checked whole), *end after it; -1 when malformed. */
static long
json_array_length(const char *s, size_t i, size_t n, size_t *end)
{
	long		count = 0;

	i = json_ws(s, i + 1, n);
	*end = i + 1;
	if (i < n && s[i] == ']')
		return 0;
	for (;;)
	{
		i = json_value_end(s, i, n);
		if (i == JSON_BAD)
			return -1;
		count++;
		i = json_ws(s, i, n);
		if (i >= n)
			return -1;
		if (s[i] == ']')
		{
			*end = i + 1;
			return count;
		}
		if (s[i] != ',')
			return -1;
		i++;
	}
}

/*
 * Read the numeric cells of a rows JSON text (an array of arrays), in place
 * (see the scanner above). The first row sets the width; shorter rows leave
 * NaN, longer ones are cut. Elements of the outer array that are not arrays
 * are no rows; text that is not a well-formed array reads as no rows at all.
 * Text cells point into the rows text, or into the arena when the JSON
 * escaped them: the rows text must outlive the cells.
 */
int
step_cells_parse(const char *json, size_t len, StepCells *out)
{
	return step_cells_parse_sized(json, len, 0, out);
}

/* See verdict.h. */
int
step_cells_parse_sized(const char *json, size_t len, size_t expected_rows, StepCells *out)
{
	RowsScan	rs;
	size_t		i,
				k,
				cap = 0;
	bool		oom = false;

	memset(out, 0, sizeof(*out));
	memset(&rs, 0, sizeof(rs));
	rs.out = out;
	if (json == NULL || len == 0 || len > INT32_MAX)
		return 0;
	i = json_ws(json, 0, len);
	if (i >= len || json[i] != '[')
		goto malformed;
	i = json_ws(json, i + 1, len);
	if (i < len && json[i] == ']')
		goto close;
	for (;;)
	{
		/* one element of the outer array */
		if (i >= len)
			goto malformed;
		if (json[i] != '[')
		{
			/* not an array: no row */
			if ((i = json_value_end(json, i, len)) == JSON_BAD)
				goto malformed;
		}
		else
		{
			size_t		base;
			int			c = 0;

			if (out->nrows == 0)
			{
				size_t		end;
				long		w = json_array_length(json, i, len, &end);

				if (w < 0)
					goto malformed;
				out->ncolumns = (int) (w < MAX_COLUMNS ? w : MAX_COLUMNS);
				/*
				 * rows as long as the first fill the text: a hint far beyond
				 * that counts rows that were not captured (nl2sql_heal.max_rows)
				 */
				if (expected_rows > 0 && out->ncolumns > 0 && expected_rows <= 2 * (len / (end - i)))
				{
					out->cells = malloc(expected_rows * (size_t) out->ncolumns * sizeof(double));
					if (out->cells == NULL)
						goto oom;
					cap = expected_rows * (size_t) out->ncolumns;
				}
			}
			base = out->nrows * (size_t) out->ncolumns;
			if (out->ncolumns > 0 && !reserve_cells(out, &cap, base + out->ncolumns))
				goto oom;
			i = json_ws(json, i + 1, len);
			if (i < len && json[i] == ']')
				i++;
			else
				for (;;)
				{
					size_t		e;
					double		v = NAN;

					if (i >= len)
						goto malformed;
					if (c < out->ncolumns && json[i] == '"')
					{
						bool		escaped;

						e = json_string_end(json, i, len, &escaped);
						if (e == JSON_BAD)
							goto malformed;
						if (!string_cell(&rs, json, i, e, escaped, out->nrows, c, &v))
							goto oom;
					}
					else if (c < out->ncolumns && (json[i] == '-' || ascii_is_digit((uchar) json[i])))
					{
						bool		integer;

						e = json_number_end(json, i, len, &integer);
						if (e != JSON_BAD)
							v = json_number_value(json + i, e - i, integer);
						else if ((e = json_literal_end(json, i, len)) == JSON_BAD)
							goto malformed;
					}
					else if ((e = json_value_end(json, i, len)) == JSON_BAD)
						goto malformed;
					if (c < out->ncolumns)
						out->cells[base + c] = v;
					c++;
					i = json_ws(json, e, len);
					if (i >= len)
						goto malformed;
					if (json[i] == ']')
					{
						i++;
						break;
					}
					if (json[i] != ',')
						goto malformed;
					i = json_ws(json, i + 1, len);
				}
			for (; c < out->ncolumns; c++)
				out->cells[base + c] = NAN;
			out->nrows++;
		}
		i = json_ws(json, i, len);
		if (i >= len)
			goto malformed;
		if (json[i] == ']')
			break;
		if (json[i] != ',')
			goto malformed;
		i = json_ws(json, i + 1, len);
	}
close:
	i = json_ws(json, i + 1, len);
	if (i != len)
		goto malformed;
	/* arena offsets become pointers, now that it no longer moves */
	for (k = 0; k < rs.nfix_texts; k++)
		out->texts[rs.fix_texts[k]].text = (const char *) out->doc + (uintptr_t) out->texts[rs.fix_texts[k]].text;
	for (k = 0; k < rs.nfix_names; k++)
		out->names[rs.fix_names[k]].text = (const char *) out->doc + (uintptr_t) out->names[rs.fix_names[k]].text;
	free(rs.fix_texts);
	free(rs.fix_names);
	free(rs.unesc);
	return 0;

malformed:
	oom = false;
	goto fail;
oom:
	oom = true;
fail:
	free(rs.fix_texts);
	free(rs.fix_names);
	free(rs.unesc);
	step_cells_free(out);
	if (oom)
		errno = ENOMEM;
	return oom ? -1 : 0;
}
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
double
vd_code_number(const char *text, size_t len)
{
	size_t		i = 0;
	double		v = 0;

	while (i < len && i < 2 && text[i] >= 'A' && text[i] <= 'Z')
		i++;
	if (i == 0 || len - i < 3 || len - i > 4)
		return 0;
	for (; i < len; i++)
	{
		if (!ascii_is_digit((unsigned char) text[i]))
			return 0;
		v = v * 10 + (text[i] - '0');
	}
	return v;
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
		double		code = vd_code_number(tc->text, tc->len);

		errno = 0;
		n = figures_extract_plain(tc->text, tc->len, &figs);
		if (n == 0 && errno == ENOMEM)
			return -1;
		if (sr->ntext_values + n + 1 > cap)
		{
			size_t		ncap = cap ? cap : 16;
			double	   *v;
			size_t	   *c;

			while (ncap < sr->ntext_values + n + 1)
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
		/* "B777", "A380": a model code's number, as the answer may say it ("a 777") */
		if (code > 0)
		{
			sr->text_values[sr->ntext_values] = code;
			sr->text_cells[sr->ntext_values] = k;
			sr->ntext_values++;
		}
	}
	return 0;
}
