/*
 * verdict.c — reading the numeric cells of captured rows, grounding an
 * answer's figures in them, and deciding the verdict of check_answer.
 *
 * Pure C: no PostgreSQL headers. The rules are listed in verdict.h.
 *
 * The rows JSON is the extension's own (execute.c writes it), but it is read
 * defensively: every read is bounds-checked, nesting is skipped with a
 * counter (no recursion), and reading stops at the first malformed byte.
 */
#include "verdict.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned char uchar;

/* Longest number token read; longer ones (huge numerics) are not values. */
#define MAX_NUMBER_TOKEN	400
/* Longest string cell tried as a number ("$1,234,567.89" and the like). */
#define MAX_NUMERIC_STRING	64
/* Step totals a percentage may be a ratio of (pairs are tried). */
#define MAX_SCALARS			64
/* Cells past this column are not read (PostgreSQL allows 1664 result columns). */
#define MAX_COLUMNS			2048
/* Longest text cell that may name a row in prose. */
#define MAX_NAME			64

/* Sum, extremes and count of one column's numeric cells. */
typedef struct ColumnAgg
{
	size_t		count;
	double		sum;
	double		min;
	double		max;
	bool		nonnegative;
} ColumnAgg;

/* One executed step, read. */
typedef struct StepRead
{
	const VerdictStep *step;
	StepCells	cells;
	ColumnAgg  *aggs;			/* cells.ncolumns of them */
	bool		texts_read;		/* the figures of its text cells, read when first needed */
	size_t		ntext_values;
	double	   *text_values;
	size_t	   *text_cells;		/* the index in cells.texts of each text value */
	unsigned char *colclass;	/* ColClass of each column */
	unsigned char *nameagg;		/* NameAgg of each column's name */
	unsigned char *ratio_named;	/* the name says a ratio or multiple (growth, ratio, times) */
	FigureUnit *colunit;		/* the unit the name says */
	double	   *medians;		/* computed when a sentence asks for a median */
} StepRead;

/* A step total: a row count, or a cell of a single-row step. */
typedef struct Scalar
{
	int			step;
	int			column;			/* -1: the row count */
	double		value;
} Scalar;

/* The reason's name as stored in the verdict. */
const char *
verdict_reason_name(VerdictReason reason)
{
	switch (reason)
	{
		case VERDICT_GROUNDED:
			return "grounded";
		case VERDICT_NO_FIGURES:
			return "no_figures";
		case VERDICT_ZERO_ROWS_ACKNOWLEDGED:
			return "zero_rows_acknowledged";
		case VERDICT_NO_QUERY_EXECUTED:
			return "no_query_executed";
		case VERDICT_ZERO_ROWS_UNACKNOWLEDGED:
			return "zero_rows_unacknowledged";
		case VERDICT_UNGROUNDED_FIGURES:
			return "ungrounded_figures";
	}
	return "ungrounded_figures";
}

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

/* ---- grounding ---- */

/* Per-column sums and extremes of a step's numeric cells. */
static void
aggregate(StepRead *s)
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

/* Read the figures written in a step's text cells; -1 on allocation failure. */
static int
read_text_values(StepRead *sr)
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


/* Mentions of rows, anchors of derivations: small fixed caps keep the search bounded. */
#define MAX_MENTIONS		32	/* text cells the answer names */
#define MAX_MENTION_ROWS	16	/* a text in more rows than this names no row */
#define MAX_ANCHORS			48	/* values a derivation may start from, per figure */
#define MAX_NAMED			12	/* figures of the answer used as anchors */
#define MAX_ANCHOR_ROWS		4	/* rows of one mention used as anchors */
#define MAX_FIG_COLUMNS		8	/* columns one figure may be attached to */
#define MAX_ATTACH_WORDS	12	/* how far (in words) a figure may be from the row it names */
#define MAX_WAVG_COLUMNS	12	/* columns tried as values and weights of a weighted average */
#define MAX_TOPK			20

/* What a column holds, for percentages. */
typedef enum ColClass
{
	CC_LEVEL,					/* counts, amounts, or percentages already (values beyond 1) */
	CC_PCT,						/* the name says percent: pct, percent */
	CC_FRAC_NAMED,				/* the name says a fraction: share, ratio, fraction, proportion */
	CC_FRAC_VALUES,				/* every value within [-1, 1], some not integers */
	CC_COUNT					/* integers only: counts and ids, never a percentage as they stand */
} ColClass;

/* The aggregate a column's name says it holds. */
typedef enum NameAgg
{
	NA_NONE,
	NA_AVG,
	NA_SUM,
	NA_MAX,
	NA_MIN,
	NA_MEDIAN,
	NA_COUNT
} NameAgg;

/* A word or number of the answer. */
typedef struct Token
{
	size_t		start;
	size_t		len;
	bool		number;
} Token;

/* A text cell the answer names: the rows of one step that hold it. */
typedef struct Mention
{
	size_t		offset;			/* in the answer */
	size_t		len;
	int			sread;			/* index into the reads */
	int			column;
	size_t		nrows;
	size_t		rows[MAX_MENTION_ROWS];	/* 0-based */
	bool		many;			/* in more rows than that: names no row */
	bool		dropped;		/* inside a longer mention */
	double		year;			/* a year named ("from 2009 to 2010"): orders changes in time; 0: none */
} Mention;

/* A disallowed match, remembered to say what was expected instead. */
typedef struct Reject
{
	bool		set;
	GroundKind	kind;
	int			sread;
	int64_t		row;			/* 0-based; -1 for aggregates */
	int			column;
	int			why;			/* 1: another row than the one named; 2: another column; 3: the aggregate word */
} Reject;

/* What the sentence around a figure says about it. */
typedef struct FigCtx
{
	size_t		s0,
				s1;				/* its sentence */
	int			mention;		/* the row it is about: index into mentions, -1 */
	AggWord		agg;
	int			topk;			/* "the top 3": 3 */
	bool		avg_context;	/* the sentence speaks of an average */
	bool		bound;			/* the figure is a bound */
	bool		universal;		/* "every one scores above 7.5": the bound holds for the extreme */
	bool		summed;			/* "... combined", "... in total": a sum over rows, not one cell */
	bool		cols_for_anchors;	/* a change or a multiple: its columns pick its operands only */
	int			ncols;
	int			col_read[MAX_FIG_COLUMNS];	/* the columns the sentence names next to it */
	int			col_col[MAX_FIG_COLUMNS];
	Reject		rej;
} FigCtx;

/* Everything the grounding of one answer reads. */
typedef struct Ctx
{
	const uchar *answer;
	size_t		len;
	StepRead   *reads;
	size_t		nreads;
	const Scalar *scalars;
	size_t		nscalars;
	Token	   *tokens;
	size_t		ntokens;
	Mention    *mentions;
	size_t		nmentions;
	Figure	   *figs;
	size_t		nfigs;
	Grounding  *grounds;
	double	   *gvalues;		/* the value that grounded each figure (NaN: none, or not a value) */
	int		   *gread;			/* its read and column, for anchors (-1: none) */
	int		   *gcol;
	FigCtx	   *fx;
	Figure	  **qfigs;			/* each read's question figures */
	size_t	   *nqfigs;
} Ctx;

const char *
verdict_agg_name(AggWord word)
{
	switch (word)
	{
		case AGW_MEDIAN:
			return "median";
		case AGW_MAX:
			return "maximum";
		case AGW_MIN:
			return "minimum";
		case AGW_AVG:
			return "average";
		case AGW_TOTAL:
			return "total";
		case AGW_NONE:
			break;
	}
	return "";
}

/* A letter, digit or a UTF-8 byte: part of a word. */
static bool
is_wordch(uchar c)
{
	return ascii_is_alpha(c) || ascii_is_digit(c) || c >= 0x80 || c == '_';
}

/* Does t[0..n) equal the lower-case word w, ignoring case? */
static bool
eq_word(const uchar *t, size_t n, const char *w)
{
	size_t		k;

	for (k = 0; k < n; k++)
		if (w[k] == '\0' || ascii_lower(t[k]) != (uchar) w[k])
			return false;
	return w[n] == '\0';
}

/* Is t[0..n) one of the words (NULL-terminated list)? */
static bool
in_words(const uchar *t, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (eq_word(t, n, *list))
			return true;
	return false;
}

/* The length of t[0..n) without a plural ending ("orders" → "order", "categories" → "categor"). */
static size_t
stem_len(const uchar *t, size_t n)
{
	if (n > 4 && ascii_lower(t[n - 1]) == 's' && ascii_lower(t[n - 2]) == 'e' && ascii_lower(t[n - 3]) == 'i')
		return n - 3;
	if (n > 3 && ascii_lower(t[n - 1]) == 's' && ascii_lower(t[n - 2]) != 's')
		return n - 1;
	if (n > 3 && ascii_lower(t[n - 1]) == 'y')
		return n - 1;
	return n;
}

/* Do two words share a stem, ignoring case? */
static bool
same_stem(const uchar *a, size_t an, const uchar *b, size_t bn)
{
	size_t		x = stem_len(a, an),
				y = stem_len(b, bn),
				k;

	if (x != y || x < 3)
		return false;
	for (k = 0; k < x; k++)
		if (ascii_lower(a[k]) != ascii_lower(b[k]))
			return false;
	return true;
}

/*
 * Call back for each word of a column name: split at non-letters and at
 * camelCase humps, so "avg_unit_price" and "AvgUnitPrice" are avg, unit, price.
 * Stops early when fn returns true; returns that.
 */
static bool
name_words(const char *name, bool (*fn) (const uchar *w, size_t n, const void *arg), const void *arg)
{
	const uchar *t = (const uchar *) name;
	size_t		i = 0;

	if (name == NULL)
		return false;
	while (t[i])
	{
		size_t		k;

		if (!ascii_is_alpha(t[i]))
		{
			i++;
			continue;
		}
		for (k = i + 1; t[k] && ascii_is_alpha(t[k]); k++)
			if (t[k] >= 'A' && t[k] <= 'Z' && !(t[k - 1] >= 'A' && t[k - 1] <= 'Z'))
				break;
		if (fn(t + i, k - i, arg))
			return true;
		i = k;
	}
	return false;
}

typedef struct WordArg
{
	const uchar *w;
	size_t		n;
} WordArg;

/* Words of names that identify no column ("avg", "total", "id", "name"). */
static const char *const generic_name_words[] = {
	"id", "ids", "name", "names", "the", "of", "and", "total", "sum", "avg", "average", "mean",
	"count", "num", "number", "pct", "percent", "percentage", "min", "max", "median", "value",
	"values", "per", "rate", "col", "column", "with", "all", "amount", "new", "old", NULL
};

static bool
word_matches(const uchar *w, size_t n, const void *arg)
{
	const WordArg *a = arg;

	if (n < 3 || in_words(w, n, generic_name_words))
		return false;
	return same_stem(w, n, a->w, a->n);
}

static bool
word_equal(const uchar *w, size_t n, const void *arg)
{
	const WordArg *a = arg;

	return n == a->n && eq_word(w, n, (const char *) a->w);
}

/* Is the lower-case word w a word of the name? */
static bool
name_has(const char *name, const char *w)
{
	WordArg		a = {(const uchar *) w, strlen(w)};

	return name_words(name, word_equal, &a);
}

/* The name of column c of a read, NULL when unknown. */
static const char *
col_name(const StepRead *sr, int c)
{
	const VerdictStep *st = sr->step;

	if (st->column_names == NULL || c < 0 || c >= st->ncolumn_names)
		return NULL;
	return st->column_names[c];
}

/* Does the name hold the lower-case fragment (ignoring case)? */
static bool
name_contains(const char *name, const char *frag)
{
	size_t		n = strlen(frag),
				i,
				k;

	if (name == NULL)
		return false;
	for (i = 0; name[i]; i++)
	{
		for (k = 0; k < n && name[i + k] && ascii_lower((uchar) name[i + k]) == (uchar) frag[k]; k++)
			;
		if (k == n)
			return true;
	}
	return false;
}

/* Classify every column of a read: percent or fraction, the aggregate its name says, its unit. */
static int
classify_columns(StepRead *sr)
{
	int			nc = sr->cells.ncolumns;
	int			c;

	sr->colclass = calloc(nc > 0 ? nc : 1, 1);
	sr->nameagg = calloc(nc > 0 ? nc : 1, 1);
	sr->ratio_named = calloc(nc > 0 ? nc : 1, 1);
	sr->colunit = calloc(nc > 0 ? nc : 1, sizeof(FigureUnit));
	if (!sr->colclass || !sr->nameagg || !sr->ratio_named || !sr->colunit)
		return -1;
	for (c = 0; c < nc; c++)
	{
		const char *name = col_name(sr, c);
		bool		frac_values = sr->aggs[c].count > 0;
		bool		fractional = false;
		bool		integral = sr->aggs[c].count > 0;
		size_t		r;

		for (r = 0; r < sr->cells.nrows; r++)
		{
			double		v = sr->cells.cells[r * nc + c];

			if (!isfinite(v))
				continue;
			if (v != floor(v))
			{
				fractional = true;
				integral = false;
			}
			if (fabs(v) > 1)
				frac_values = false;
		}
		if (name_contains(name, "pct") || name_contains(name, "percent") || name_contains(name, "perc_") ||
			name_contains(name, "%"))
			sr->colclass[c] = CC_PCT;
		else if (integral)
			sr->colclass[c] = CC_COUNT;
		else if (name_contains(name, "share") || name_contains(name, "ratio") || name_contains(name, "fraction") ||
				 name_contains(name, "proportion") || name_has(name, "frac"))
			sr->colclass[c] = CC_FRAC_NAMED;
		else if (frac_values && fractional)
			sr->colclass[c] = CC_FRAC_VALUES;
		else
			sr->colclass[c] = CC_LEVEL;
		if (name_has(name, "median"))
			sr->nameagg[c] = NA_MEDIAN;
		else if (name_has(name, "avg") || name_has(name, "average") || name_has(name, "mean"))
			sr->nameagg[c] = NA_AVG;
		else if (name_has(name, "max") || name_has(name, "maximum") || name_has(name, "highest") ||
				 name_has(name, "largest") || name_has(name, "peak") || name_has(name, "longest"))
			sr->nameagg[c] = NA_MAX;
		else if (name_has(name, "min") || name_has(name, "minimum") || name_has(name, "lowest") ||
				 name_has(name, "smallest") || name_has(name, "shortest"))
			sr->nameagg[c] = NA_MIN;
		else if (name_has(name, "sum") || name_has(name, "total"))
			sr->nameagg[c] = NA_SUM;
		else if (name_has(name, "count") || name_has(name, "num") || name_has(name, "number"))
			sr->nameagg[c] = NA_COUNT;
		sr->ratio_named[c] = name_contains(name, "ratio") || name_contains(name, "growth") ||
			name_has(name, "times") || name_has(name, "multiple") || name_has(name, "factor");
		sr->colunit[c] = name ? figure_unit_of_name(name, strlen(name)) : UNIT_NONE;
	}
	return 0;
}

/* qsort order for doubles. */
static int
cmp_dbl(const void *a, const void *b)
{
	double		x = *(const double *) a,
				y = *(const double *) b;

	return (x > y) - (x < y);
}

/* The median of each column (NaN without numbers); -1 on allocation failure. */
static int
compute_medians(StepRead *sr)
{
	int			nc = sr->cells.ncolumns;
	size_t		nr = sr->cells.nrows;
	double	   *buf;
	int			c;

	if (sr->medians || nc == 0)
		return 0;
	sr->medians = malloc(nc * sizeof(double));
	buf = malloc((nr > 0 ? nr : 1) * sizeof(double));
	if (!sr->medians || !buf)
	{
		free(buf);
		return -1;
	}
	for (c = 0; c < nc; c++)
	{
		size_t		n = 0,
					r;

		for (r = 0; r < nr; r++)
			if (isfinite(sr->cells.cells[r * nc + c]))
				buf[n++] = sr->cells.cells[r * nc + c];
		if (n == 0)
		{
			sr->medians[c] = NAN;
			continue;
		}
		qsort(buf, n, sizeof(double), cmp_dbl);
		sr->medians[c] = n % 2 ? buf[n / 2] : (buf[n / 2 - 1] + buf[n / 2]) / 2;
	}
	free(buf);
	return 0;
}

/* Is v in the range (either sign when no sign was written)? NaN compares false. */
static inline bool
in_range(const FigureRange *r, double v)
{
	if (v >= r->lo && v <= r->hi)
		return r->valid;
	return r->either_sign && -v >= r->lo && -v <= r->hi && r->valid;
}

/*
 * Does the value v of a column of class cc ground the figure? A percentage is
 * grounded by a value that is itself a percentage, or by a fraction times 100;
 * not by a fraction as it stands, nor by a percentage times 100.
 */
static inline bool
value_grounds(const FigureRange *r, const Figure *f, double v, ColClass cc)
{
	if (!f->percent)
		return in_range(r, v);
	/* integers may be whole percentages ("26%"), but not for the wide windows of words and bounds */
	if ((cc == CC_PCT || cc == CC_LEVEL || (cc == CC_COUNT && !f->words && f->bound == 0 && !f->approximate)) &&
		in_range(r, v))
		return true;
	return cc != CC_PCT && (fabs(v) <= 1 || cc == CC_FRAC_NAMED) && in_range(r, v * 100);
}

/* Is the row one of the rows the mention names? */
static bool
mention_has_row(const Mention *m, size_t row)
{
	size_t		k;

	for (k = 0; k < m->nrows; k++)
		if (m->rows[k] == row)
			return true;
	return false;
}

/*
 * May the value (a cell, aggregate or row count of read sr) ground the figure,
 * given what its sentence says? A figure next to a named row must not be
 * another row's value; next to a named column, not another column's; after an
 * aggregate word, not another aggregate. Remembers the first refusal.
 */
static bool
allowed(const Ctx *cx, FigCtx *fx, int sr, GroundKind kind, int64_t row, int col)
{
	const StepRead *rd = &cx->reads[sr];
	NameAgg		na = (col >= 0 && col < rd->cells.ncolumns) ? (NameAgg) rd->nameagg[col] : NA_NONE;
	int			why = 0;

	if (fx->mention >= 0)
	{
		const Mention *m = &cx->mentions[fx->mention];

		if (m->sread == sr && row >= 0 && !mention_has_row(m, (size_t) row))
			why = 1;
		/* a bound on a named row is a bound on that row's value, not on a total */
		if (fx->bound && (m->sread != sr || row < 0))
			why = 1;
	}
	if (why == 0 && fx->summed && (kind == GROUND_CELL || kind == GROUND_TEXT || kind == GROUND_SHARE))
		why = 3;
	if (why == 0 && fx->ncols > 0 && !fx->cols_for_anchors && col >= 0 && kind != GROUND_ROW_COUNT)
	{
		bool		step_named = false,
					col_named = false;
		int			k;

		for (k = 0; k < fx->ncols; k++)
		{
			if (fx->col_read[k] == sr)
			{
				step_named = true;
				if (fx->col_col[k] == col)
					col_named = true;
			}
		}
		if (step_named && !col_named)
			why = 2;
	}
	if (why == 0)
	{
		bool		ok = true;
		bool		named = false;
		int			k;

		int			in_step = 0;

		/* a column the sentence names alone is what it says, whatever its name's aggregate */
		for (k = 0; k < fx->ncols; k++)
		{
			named = named || (fx->col_read[k] == sr && fx->col_col[k] == col);
			in_step += fx->col_read[k] == sr;
		}
		if (named && in_step == 1)
			na = NA_NONE;
		/* an aggregate over many values is of the column, whatever each value is (an average count) */
		if (kind != GROUND_CELL && kind != GROUND_TEXT && col >= 0 && col < rd->cells.ncolumns &&
			rd->aggs[col].count > 1)
			na = NA_NONE;
		switch (fx->agg)
		{
			case AGW_MEDIAN:
				ok = !(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_WAVG || kind == GROUND_ROW_COUNT ||
					   na == NA_AVG || na == NA_SUM || na == NA_MAX || na == NA_MIN || na == NA_COUNT);
				break;
			/* the largest of per-group totals is a total: only other aggregates conflict */
			case AGW_MAX:
				ok = !(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_WAVG ||
					   kind == GROUND_ROW_COUNT || na == NA_AVG || na == NA_MIN || na == NA_MEDIAN);
				break;
			case AGW_MIN:
				ok = !(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_WAVG ||
					   kind == GROUND_ROW_COUNT || na == NA_AVG || na == NA_MAX || na == NA_MEDIAN);
				break;
			case AGW_AVG:
				ok = !(kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_ROW_COUNT ||
					   na == NA_SUM || na == NA_MAX || na == NA_MIN || na == NA_MEDIAN);
				break;
			case AGW_TOTAL:
				ok = !(kind == GROUND_AVG || kind == GROUND_MEDIAN || kind == GROUND_WAVG ||
					   na == NA_AVG || na == NA_MEDIAN || na == NA_MAX || na == NA_MIN);
				break;
			case AGW_NONE:
				break;
		}
		if (!ok)
			why = 3;
	}
	if (why == 0)
		return true;
	if (!fx->rej.set)
	{
		fx->rej.set = true;
		fx->rej.kind = kind;
		fx->rej.sread = sr;
		fx->rej.row = row;
		fx->rej.column = col;
		fx->rej.why = why;
	}
	return false;
}

/* Record a grounding on a value of read sr. */
static void
set_ground(Ctx *cx, size_t fi, GroundKind kind, int sr, int64_t row, int col, double value)
{
	Grounding  *g = &cx->grounds[fi];

	g->kind = kind;
	g->step = cx->reads[sr].step->number;
	g->row = row >= 0 ? row + 1 : 0;
	g->column = col;
	cx->gvalues[fi] = value;
	cx->gread[fi] = sr;
	cx->gcol[fi] = col;
}

/* Ground the figure directly in a value of the rows (no derivation). */
static int
ground_direct(Ctx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	FigCtx	   *fx = &cx->fx[fi];
	Grounding  *g = &cx->grounds[fi];
	FigureRange r;
	size_t		s;

	double		amin,
				amax;

	if (!figure_range(f, &r))
		return 0;
	/* the magnitudes any cell must have to ground the figure: a cheap first test per cell */
	amin = fabs(r.lo) < fabs(r.hi) ? fabs(r.lo) : fabs(r.hi);
	amax = fabs(r.lo) < fabs(r.hi) ? fabs(r.hi) : fabs(r.lo);
	if (r.lo <= 0 && r.hi >= 0)
		amin = 0;
	if (f->percent)
		amin /= 100.0;
	for (s = 0; s < cx->nreads; s++)
	{
		StepRead   *sr = &cx->reads[s];
		const StepCells *cells = &sr->cells;
		int			nc = cells->ncolumns;
		size_t		ncells = cells->nrows * (size_t) nc;
		size_t		k;
		int			c;

		for (k = 0; k < ncells; k += nc)
		{
			for (c = 0; c < nc; c++)
			{
				double		v = cells->cells[k + c];
				double		av = fabs(v);

				if (!(av >= amin && av <= amax))
					continue;	/* also NaN */
				if ((f->multiple && !sr->ratio_named[c]) ||
					(f->currency && sr->nameagg[c] == NA_COUNT))
					continue;
				/* a bound said of every row holds for the smallest (or largest) of them */
				if (fx->universal && v != (f->bound > 0 ? sr->aggs[c].min : sr->aggs[c].max))
					continue;
				if (value_grounds(&r, f, v, (ColClass) sr->colclass[c]) &&
					allowed(cx, fx, (int) s, GROUND_CELL, (int64_t) (k / nc), c))
				{
					set_ground(cx, fi, GROUND_CELL, (int) s, (int64_t) (k / nc), c, v);
					return 0;
				}
			}
		}
		/* a bound said of every row: only the extremes, above */
		if (f->multiple || fx->universal)
			continue;
		if (!f->percent && !f->currency && in_range(&r, (double) sr->step->row_count) &&
			allowed(cx, fx, (int) s, GROUND_ROW_COUNT, -1, -1))
		{
			set_ground(cx, fi, GROUND_ROW_COUNT, (int) s, -1, -1, (double) sr->step->row_count);
			return 0;
		}
		for (c = 0; c < nc; c++)
		{
			const ColumnAgg *a = &sr->aggs[c];
			ColClass	cc = (ColClass) sr->colclass[c];

			/* a total of many counts may be a percentage ("100.0% reported"); one count is not */
			if (cc == CC_COUNT && a->count > 1)
				cc = CC_LEVEL;

			if (a->count == 0 || (f->currency && sr->nameagg[c] == NA_COUNT))
				continue;
			if (value_grounds(&r, f, a->sum, cc) && allowed(cx, fx, (int) s, GROUND_SUM, -1, c))
			{
				set_ground(cx, fi, GROUND_SUM, (int) s, -1, c, a->sum);
				return 0;
			}
			if (value_grounds(&r, f, a->sum / (double) a->count, cc) && allowed(cx, fx, (int) s, GROUND_AVG, -1, c))
			{
				set_ground(cx, fi, GROUND_AVG, (int) s, -1, c, a->sum / (double) a->count);
				return 0;
			}
		}
		if (fx->agg == AGW_MEDIAN)
		{
			if (compute_medians(sr) != 0)
				return -1;
			for (c = 0; c < nc; c++)
			{
				if (sr->medians && value_grounds(&r, f, sr->medians[c], (ColClass) sr->colclass[c]) &&
					allowed(cx, fx, (int) s, GROUND_MEDIAN, -1, c))
				{
					set_ground(cx, fi, GROUND_MEDIAN, (int) s, -1, c, sr->medians[c]);
					return 0;
				}
			}
		}
		/* a weighted average: one column's mean weighted by a count column ("across all 31 visits") */
		if (fx->avg_context && !f->percent && cells->nrows >= 2)
		{
			int			x,
						w;
			int			lim = nc < MAX_WAVG_COLUMNS ? nc : MAX_WAVG_COLUMNS;

			for (w = 0; w < lim; w++)
			{
				const ColumnAgg *aw = &sr->aggs[w];

				if (aw->count < 2 || !aw->nonnegative || !(aw->sum > 0))
					continue;
				for (x = 0; x < lim; x++)
				{
					double		num = 0,
								den = 0;
					size_t		rr;

					if (x == w || sr->aggs[x].count < 2)
						continue;
					for (rr = 0; rr < cells->nrows; rr++)
					{
						double		xv = cells->cells[rr * nc + x],
									wv = cells->cells[rr * nc + w];

						if (isfinite(xv) && isfinite(wv))
						{
							num += xv * wv;
							den += wv;
						}
					}
					if (den > 0 && in_range(&r, num / den) && allowed(cx, fx, (int) s, GROUND_WAVG, -1, x))
					{
						set_ground(cx, fi, GROUND_WAVG, (int) s, -1, x, num / den);
						g->step2 = sr->step->number;
						g->column2 = w;
						return 0;
					}
					/* a total per unit of a count: "freight per order averaged $78.24" */
					if (sr->colclass[w] == CC_COUNT && in_range(&r, sr->aggs[x].sum / aw->sum) &&
						allowed(cx, fx, (int) s, GROUND_WAVG, -1, x))
					{
						set_ground(cx, fi, GROUND_DERIVED, (int) s, -1, x, sr->aggs[x].sum / aw->sum);
						g->op = OP_RATIO;
						g->a.kind = g->b.kind = GROUND_SUM;
						g->a.step = g->b.step = sr->step->number;
						g->a.column = x;
						g->b.column = w;
						g->a.value = sr->aggs[x].sum;
						g->b.value = aw->sum;
						g->derived = sr->aggs[x].sum / aw->sum;
						return 0;
					}
				}
			}
		}
		if (!f->percent)
			continue;
		/* a cell's share of its column total */
		for (k = 0; k < ncells; k++)
		{
			const ColumnAgg *a = &sr->aggs[k % nc];
			double		v = cells->cells[k];

			if (a->count < 2 || !a->nonnegative || !(a->sum > 0) || !isfinite(v))
				continue;
			if (in_range(&r, 100.0 * v / a->sum) &&
				allowed(cx, fx, (int) s, GROUND_SHARE, (int64_t) (k / nc), (int) (k % nc)))
			{
				set_ground(cx, fi, GROUND_SHARE, (int) s, (int64_t) (k / nc), (int) (k % nc), NAN);
				cx->gread[fi] = -1;
				return 0;
			}
		}
	}
	if (f->percent)
	{
		size_t		i,
					j;

		/* the ratio of two step totals */
		for (i = 0; i < cx->nscalars; i++)
		{
			if (!(cx->scalars[i].value >= 0))
				continue;
			for (j = 0; j < cx->nscalars; j++)
			{
				if (i == j || !(cx->scalars[j].value > 0))
					continue;
				if (f->bound != 0 && cx->scalars[i].value > cx->scalars[j].value)
					continue;	/* "more than half of them": a part of a whole */
				if (in_range(&r, 100.0 * cx->scalars[i].value / cx->scalars[j].value))
				{
					g->kind = GROUND_RATIO;
					g->step = cx->scalars[i].step;
					g->column = cx->scalars[i].column;
					g->step2 = cx->scalars[j].step;
					g->column2 = cx->scalars[j].column;
					g->row = 0;
					return 0;
				}
			}
		}
	}
	if (f->multiple)
		return 0;
	/* last, the figures written in text cells */
	for (s = 0; s < cx->nreads; s++)
	{
		StepRead   *sr = &cx->reads[s];
		size_t		k;

		if (!sr->texts_read && read_text_values(sr) != 0)
			return -1;
		for (k = 0; k < sr->ntext_values; k++)
		{
			const TextCell *tc = &sr->cells.texts[sr->text_cells[k]];
			double		v = sr->text_values[k];

			if ((in_range(&r, v) || (f->percent && in_range(&r, v * 100))) &&
				allowed(cx, fx, (int) s, GROUND_TEXT, (int64_t) tc->row, tc->column))
			{
				set_ground(cx, fi, GROUND_TEXT, (int) s, (int64_t) tc->row, tc->column, NAN);
				cx->gread[fi] = -1;
				return 0;
			}
		}
	}
	return 0;
}

/* ---- the answer's words: sentences, named rows, named columns ---- */

/* Split the answer into words and numbers; -1 on allocation failure. */
static int
tokenize(Ctx *cx)
{
	const uchar *t = cx->answer;
	size_t		len = cx->len;
	size_t		i = 0,
				cap = 0;

	while (i < len)
	{
		size_t		start = i;
		bool		number = ascii_is_digit(t[i]);

		if (!is_wordch(t[i]))
		{
			i++;
			continue;
		}
		while (i < len && (is_wordch(t[i]) ||
						   ((t[i] == '\'' || ((t[i] == '.' || t[i] == ',') && number)) &&
							i + 1 < len && is_wordch(t[i + 1]) && i > start)))
			i++;
		if (cx->ntokens == cap)
		{
			size_t		ncap = cap ? cap * 2 : 64;
			Token	   *grown = realloc(cx->tokens, ncap * sizeof(Token));

			if (grown == NULL)
				return -1;
			cx->tokens = grown;
			cap = ncap;
		}
		cx->tokens[cx->ntokens].start = start;
		cx->tokens[cx->ntokens].len = i - start;
		cx->tokens[cx->ntokens].number = number;
		cx->ntokens++;
	}
	return 0;
}

/* Index of the first token starting at or after offset. */
static size_t
token_at(const Ctx *cx, size_t offset)
{
	size_t		a = 0,
				b = cx->ntokens;

	while (a < b)
	{
		size_t		m = a + (b - a) / 2;

		if (cx->tokens[m].start < offset)
			a = m + 1;
		else
			b = m;
	}
	return a;
}

/* Does a sentence end at t[i] (". ", "! ", "? ", ";", a line break)? */
static bool
sentence_end(const uchar *t, size_t len, size_t i)
{
	uchar		c = t[i];

	if (c == ';' || c == '\n')
		return true;
	if (c == '.' || c == '!' || c == '?')
	{
		if (c == '.' && i > 0 && i + 1 < len && ascii_is_digit(t[i - 1]) && ascii_is_digit(t[i + 1]))
			return false;
		return i + 1 >= len || t[i + 1] == ' ' || t[i + 1] == '\n';
	}
	return false;
}

/* The sentence holding [off, off + n): its bounds. */
static void
sentence_of(const Ctx *cx, size_t off, size_t n, size_t *s0, size_t *s1)
{
	size_t		i = off;

	while (i > 0 && !sentence_end(cx->answer, cx->len, i - 1))
		i--;
	*s0 = i;
	i = off + n;
	while (i < cx->len && !sentence_end(cx->answer, cx->len, i))
		i++;
	*s1 = i;
}

/* Texts that are too common in prose to name a row. */
static const char *const not_names[] = {
	"yes", "no", "none", "null", "other", "others", "all", "total", "unknown", "true", "false",
	"and", "the", "not", "any", "some", "average", "sum", "count", "min", "max", "mean", "median",
	"na", "n/a", "it", "in", "on", "at", "is", "of", "to", "by", "or", "an", "as", "one", "two", NULL
};

/* Find the text cells the answer names (whole words, longest first); -1 on allocation failure. */
static int
find_mentions(Ctx *cx)
{
	enum
	{
		NBUCKETS = 1024
	};
	int			head[NBUCKETS];
	int		   *next;
	size_t		s,
				k;

	if (cx->ntokens == 0)
		return 0;
	next = malloc(cx->ntokens * sizeof(int));
	cx->mentions = calloc(MAX_MENTIONS, sizeof(Mention));
	if (next == NULL || cx->mentions == NULL)
	{
		free(next);
		return -1;
	}
	for (k = 0; k < NBUCKETS; k++)
		head[k] = -1;
	for (k = 0; k < cx->ntokens; k++)
	{
		const Token *tk = &cx->tokens[k];
		unsigned	h;

		if (tk->len < 2)
		{
			next[k] = -1;
			continue;
		}
		h = ((unsigned) ascii_lower(cx->answer[tk->start]) * 31u + ascii_lower(cx->answer[tk->start + 1])) % NBUCKETS;
		next[k] = head[h];
		head[h] = (int) k;
	}
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		const uchar *rows = (const uchar *) sr->step->rows;

		for (k = 0; k < sr->cells.nnames; k++)
		{
			const TextCell *tc = &sr->cells.names[k];
			const uchar *cell = rows + tc->offset;
			size_t		n = tc->len;
			unsigned	h;
			int			ti;

			bool		checked = false;

			if (n < 2)
				continue;
			h = ((unsigned) ascii_lower(cell[0]) * 31u + ascii_lower(cell[1])) % NBUCKETS;
			for (ti = head[h]; ti >= 0; ti = next[ti])
			{
				size_t		p = cx->tokens[ti].start;
				size_t		j;
				Mention    *m = NULL;

				if (p + n > cx->len || (p + n < cx->len && (is_wordch(cx->answer[p + n]) || cx->answer[p + n] == '-')) ||
					(p > 0 && cx->answer[p - 1] == '-'))
					continue;
				for (j = 0; j < n; j++)
					if (n <= 2 ? cx->answer[p + j] != cell[j] : ascii_lower(cx->answer[p + j]) != ascii_lower(cell[j]))
						break;
				if (j < n)
					continue;
				/* only now, for a text the answer holds: is it a name at all? */
				if (!checked)
				{
					checked = true;
					if (in_words(cell, n, not_names) || !is_wordch(cell[0]) || !is_wordch(cell[n - 1]))
						break;
				}
				for (j = 0; j < cx->nmentions; j++)
				{
					Mention    *o = &cx->mentions[j];

					if (o->offset == p && o->len == n && o->sread == (int) s)
					{
						m = o;
						break;
					}
				}
				if (m == NULL)
				{
					if (cx->nmentions >= MAX_MENTIONS)
						continue;
					m = &cx->mentions[cx->nmentions++];
					m->offset = p;
					m->len = n;
					m->sread = (int) s;
					m->column = tc->column;
				}
				if (m->nrows < MAX_MENTION_ROWS)
				{
					if (!mention_has_row(m, tc->row))
						m->rows[m->nrows++] = tc->row;
				}
				else
					m->many = true;
			}
		}
	}
	free(next);
	/* a bare year names the rows of a year column ("from 2009 to 2010") */
	for (k = 0; k < cx->ntokens; k++)
	{
		const Token *tk = &cx->tokens[k];
		double		year = 0;
		size_t		j;

		if (!tk->number || tk->len != 4)
			continue;
		for (j = 0; j < 4; j++)
			year = year * 10 + (cx->answer[tk->start + j] - '0');
		if (year < 1900 || year > 2100 || (tk->start + 4 < cx->len && is_wordch(cx->answer[tk->start + 4])))
			continue;
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];
			int			nc = sr->cells.ncolumns;
			int			c;

			for (c = 0; c < nc; c++)
			{
				Mention    *m = NULL;
				size_t		r;

				if (!name_contains(col_name(sr, c), "year") || sr->aggs[c].count == 0)
					continue;
				for (r = 0; r < sr->cells.nrows; r++)
				{
					if (sr->cells.cells[r * nc + c] != year)
						continue;
					if (m == NULL)
					{
						if (cx->nmentions >= MAX_MENTIONS)
							break;
						m = &cx->mentions[cx->nmentions++];
						m->offset = tk->start;
						m->len = 4;
						m->sread = (int) s;
						m->column = c;
						m->year = year;
					}
					if (m->nrows < MAX_MENTION_ROWS)
						m->rows[m->nrows++] = r;
					else
						m->many = true;
				}
			}
		}
	}
	/* a name inside a longer one ("Rock" in "Rock And Roll") is that longer one */
	for (s = 0; s < cx->nmentions; s++)
		for (k = 0; k < cx->nmentions; k++)
		{
			Mention    *a = &cx->mentions[s],
					   *b = &cx->mentions[k];

			if (s != k && b->len > a->len && a->offset >= b->offset && a->offset + a->len <= b->offset + b->len)
				a->dropped = true;
		}
	return 0;
}

/* Is the token one of the words (lower case)? */
static bool
tok_word(const Ctx *cx, size_t ti, const char *const *list)
{
	const Token *tk = &cx->tokens[ti];

	return !tk->number && in_words(cx->answer + tk->start, tk->len, list);
}

/* Is the token a word of some column's name (then it names the column, not an aggregate)? */
static bool
token_names_column(const Ctx *cx, size_t ti)
{
	const Token *tk = &cx->tokens[ti];
	size_t		s;
	int			c;
	char		w[24];
	size_t		k;

	if (tk->len >= sizeof(w))
		return false;
	for (k = 0; k < tk->len; k++)
		w[k] = (char) ascii_lower(cx->answer[tk->start + k]);
	w[tk->len] = '\0';
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
			if (name_has(col_name(&cx->reads[s], c), w))
				return true;
	return false;
}

/* The aggregate word a token is ("median", "peak", "on average"), AGW_NONE if none. */
static AggWord
agg_of_token(const Ctx *cx, size_t ti)
{
	static const char *const median[] = {"median", NULL};
	static const char *const maxw[] = {
		"peak", "peaked", "highest", "maximum", "max", "largest", "biggest", "greatest", "longest",
		"priciest", "record", "top", NULL
	};
	static const char *const minw[] = {
		"lowest", "minimum", "min", "smallest", "cheapest", "shortest", "fewest", NULL
	};
	static const char *const avgw[] = {"average", "averages", "averaged", "averaging", "mean", "avg", NULL};
	static const char *const totalw[] = {"total", "totals", "totaled", "totalled", "sum", "combined", "altogether", NULL};

	if (tok_word(cx, ti, median))
		return AGW_MEDIAN;
	if (tok_word(cx, ti, maxw))
		return AGW_MAX;
	if (tok_word(cx, ti, minw))
		return AGW_MIN;
	if (tok_word(cx, ti, avgw))
		return AGW_AVG;
	if (tok_word(cx, ti, totalw))
		return AGW_TOTAL;
	return AGW_NONE;
}

/* Is the token a small count in digits or words ("3", "five", "ten")? Sets *n. */
static bool
token_count(const Ctx *cx, size_t ti, int *n)
{
	static const char *const small[] = {
		"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
		"nineteen", "twenty", NULL
	};
	const Token *tk = &cx->tokens[ti];
	int			k;

	if (tk->number)
	{
		int			v = 0;
		size_t		j;

		if (tk->len > 2)
			return false;
		for (j = 0; j < tk->len; j++)
			v = v * 10 + (cx->answer[tk->start + j] - '0');
		*n = v;
		return true;
	}
	for (k = 0; small[k]; k++)
		if (eq_word(cx->answer + tk->start, tk->len, small[k]))
		{
			*n = k;
			return true;
		}
	return false;
}

/* Attach a column named next to the figure: "1,297 tracks", "the freight was 64,942.69". */
static void
attach_column_word(Ctx *cx, FigCtx *fx, size_t ti)
{
	const Token *tk = &cx->tokens[ti];
	WordArg		a = {cx->answer + tk->start, tk->len};
	size_t		s;
	int			c;

	if (tk->number || tk->len < 3 || in_words(a.w, a.n, generic_name_words))
		return;
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			int			k;
			bool		dup = false;

			if (cx->reads[s].aggs[c].count == 0 || !name_words(col_name(&cx->reads[s], c), word_matches, &a))
				continue;
			for (k = 0; k < fx->ncols; k++)
				dup = dup || (fx->col_read[k] == (int) s && fx->col_col[k] == c);
			if (!dup && fx->ncols < MAX_FIG_COLUMNS)
			{
				fx->col_read[fx->ncols] = (int) s;
				fx->col_col[fx->ncols] = c;
				fx->ncols++;
			}
		}
}

/* Attach the columns whose names hold the token as a word ("median" → median_total). */
static void
attach_column_exact(Ctx *cx, FigCtx *fx, size_t ti)
{
	const Token *tk = &cx->tokens[ti];
	char		w[24];
	size_t		s,
				k;
	int			c;

	if (tk->len >= sizeof(w))
		return;
	for (k = 0; k < tk->len; k++)
		w[k] = (char) ascii_lower(cx->answer[tk->start + k]);
	w[tk->len] = '\0';
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
			if (cx->reads[s].aggs[c].count > 0 && name_has(col_name(&cx->reads[s], c), w) &&
				fx->ncols < MAX_FIG_COLUMNS)
			{
				fx->col_read[fx->ncols] = (int) s;
				fx->col_col[fx->ncols] = c;
				fx->ncols++;
			}
}

/* Read what the sentence around figure fi says about it. */
static void
figure_context(Ctx *cx, size_t fi)
{
	static const char *const pointing[] = {"for", "in", "of", "at", "by", "from", "to", NULL};
	static const char *const skip_after[] = {"of", "in", "the", "all", "total", NULL};
	static const char *const avg_words[] = {"average", "averages", "averaging", "averaged", "mean", "avg", "across",
	"overall", "per", NULL};
	static const char *const top_words[] = {"top", "first", "leading", "largest", "biggest", "highest", NULL};
	const Figure *f = &cx->figs[fi];
	FigCtx	   *fx = &cx->fx[fi];
	size_t		fstart = f->offset,
				fend = f->offset + f->length;
	size_t		t0,
				t1,
				ti,
				k;
	int			best = -1;
	size_t		best_score = (size_t) -1;
	int			n;
	int			nexact = 0;
	int			exact_read[MAX_FIG_COLUMNS],
				exact_col[MAX_FIG_COLUMNS];

	memset(fx, 0, sizeof(*fx));
	fx->mention = -1;
	sentence_of(cx, fstart, f->length, &fx->s0, &fx->s1);
	t0 = token_at(cx, fx->s0);
	t1 = token_at(cx, fx->s1);
	ti = token_at(cx, fstart);	/* the figure's first token */

	/* the row it is about: the nearest named row, before it preferred */
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		size_t		score;

		if (m->dropped || m->many || m->offset < fx->s0 || m->offset >= fx->s1)
			continue;
		if (m->offset + m->len <= fstart)
			score = 2 * (token_at(cx, fstart) - token_at(cx, m->offset + m->len)) + 1;
		else if (m->offset >= fend)
		{
			/* a row named after the figure only when pointed at: "8.2 for Store A" */
			size_t		d = token_at(cx, m->offset) - token_at(cx, fend);
			size_t		j,
						lim = token_at(cx, fend) + 3;
			bool		points = false;

			(void) lim;
			j = token_at(cx, fend);
			points = j < cx->ntokens && cx->tokens[j].start < m->offset && tok_word(cx, j, pointing);
			if (!(points && d <= 2))
				continue;
			score = 2 * d;		/* "408 in 1997": pointed at, it wins over the row before */
		}
		else
			score = 0;			/* the figure is part of the name ("item 500") */
		if (score < best_score || (score == best_score && best >= 0 && cx->mentions[best].offset > m->offset))
		{
			best_score = score;
			best = (int) k;
		}
	}
	if (best >= 0 && best_score <= 2 * MAX_ATTACH_WORDS + 1)
		fx->mention = best;
	/* "France and Brazil are tied at $195.10 and $190.10": rows named in a list, then their figures in order */
	{
		size_t		nbefore = 0,
					nfig = 0,
					mine = 0,
					j;
		int			list[MAX_MENTIONS];
		size_t		first_fig = fstart;

		for (j = 0; j < cx->nfigs; j++)
		{
			const Figure *o = &cx->figs[j];

			if (o->offset >= fx->s0 && o->offset < fx->s1)
			{
				if (o->offset < first_fig)
					first_fig = o->offset;
				if (o->offset < fstart)
					mine++;
				nfig++;
			}
		}
		for (k = 0; k < cx->nmentions; k++)
		{
			const Mention *m = &cx->mentions[k];
			bool		dup = false;

			if (m->dropped || m->many || m->offset < fx->s0 || m->offset >= fx->s1)
				continue;
			if (m->offset >= first_fig)
			{
				nbefore = 0;	/* a row named among the figures: no list */
				break;
			}
			for (j = 0; j < nbefore; j++)
				dup = dup || cx->mentions[list[j]].offset == m->offset;
			if (!dup && nbefore < MAX_MENTIONS)
				list[nbefore++] = (int) k;
		}
		if (nbefore >= 2 && nfig >= nbefore && mine < nbefore)
		{
			/* in the order they are named */
			size_t		a,
						b;

			for (a = 0; a < nbefore; a++)
				for (b = a + 1; b < nbefore; b++)
					if (cx->mentions[list[b]].offset < cx->mentions[list[a]].offset)
					{
						int			tmp = list[a];

						list[a] = list[b];
						list[b] = tmp;
					}
			fx->mention = list[mine];
		}
	}

	/* the aggregate word: the nearest one before it in the sentence, else "on average" after it */
	for (k = ti; k > t0 && ti - k < 8; k--)
	{
		AggWord		w;

		if (cx->tokens[k - 1].number && k - 1 != ti)
		{
			/* another figure: its words are its own */
			if (k < ti)
				break;
		}
		w = agg_of_token(cx, k - 1);
		if (w != AGW_NONE && token_names_column(cx, k - 1))
		{
			/* "the median total" over a column median_total: the word names that column */
			if (nexact == 0)
			{
				attach_column_exact(cx, fx, k - 1);
				nexact = fx->ncols;
				memcpy(exact_read, fx->col_read, sizeof(exact_read));
				memcpy(exact_col, fx->col_col, sizeof(exact_col));
			}
			continue;
		}
		if (w != AGW_NONE)
		{
			/* "the top 3", "the five biggest" count rows: no maximum */
			if (!(w == AGW_MAX && tok_word(cx, k - 1, top_words) &&
				  ((k < cx->ntokens && token_count(cx, k, &n)) || (k - 1 > t0 && token_count(cx, k - 2, &n)))))
			{
				fx->agg = w;
				break;
			}
		}
	}
	if (fx->agg == AGW_NONE)
	{
		/* "212.4 on average", "77 products in total", "$5,000 combined" */
		static const char *const on[] = {"on", NULL};
		static const char *const in[] = {"in", NULL};
		static const char *const avg1[] = {"average", "avg", NULL};
		static const char *const total1[] = {"total", "all", "aggregate", NULL};
		static const char *const together[] = {"combined", "altogether", "together", NULL};
		size_t		e = token_at(cx, fend);

		for (k = e; k < t1 && k < e + 2; k++)
		{
			if (cx->tokens[k].number)
				break;
			if (tok_word(cx, k, together))
			{
				fx->agg = AGW_TOTAL;
				fx->summed = true;	/* over several rows: no one cell */
			}
			else if (k + 1 < t1 && tok_word(cx, k, on) && tok_word(cx, k + 1, avg1))
				fx->agg = AGW_AVG;
			else if (k + 1 < t1 && tok_word(cx, k, in) && tok_word(cx, k + 1, total1))
			{
				fx->agg = AGW_TOTAL;
				fx->summed = true;
			}
			if (fx->agg != AGW_NONE)
				break;
		}
	}
	/* "the top 3", "the first five" */
	for (k = t0; k + 1 < t1; k++)
		if ((tok_word(cx, k, top_words) && token_count(cx, k + 1, &n)) ||
			(tok_word(cx, k + 1, top_words) && token_count(cx, k, &n)))
		{
			if (n >= 2 && n <= MAX_TOPK)
			{
				fx->topk = n;
				break;
			}
		}
	for (k = t0; k < t1; k++)
		if (tok_word(cx, k, avg_words))
			fx->avg_context = true;
	/* "every country spent at least $40", "no product costs more than $300" */
	{
		static const char *const every[] = {"every", "each", "all", "no", "none", "nobody", "nothing", NULL};
		static const char *const in_all[] = {"in", "at", "of", NULL};

		static const char *const clause[] = {"and", "but", "while", "whereas", "though", NULL};

		for (k = ti; k > t0 && ti - k < 6; k--)
		{
			if (tok_word(cx, k - 1, clause))
				break;
			if (tok_word(cx, k - 1, every) && !(k - 1 > t0 && tok_word(cx, k - 2, in_all)))
				fx->universal = f->bound != 0;
		}
	}

	/*
	 * Columns named next to it: up to two words after ("1,297 tracks"), or
	 * the words before it across linking words ("revenue was", "the freight
	 * of", "sales: "). Not for a change or a multiple: "revenue rose by
	 * $8,400" is a change of revenue, not revenue.
	 */
	fx->bound = f->bound != 0;
	fx->cols_for_anchors = f->direction != 0 || f->multiple;
	{
		static const char *const linking[] = {
			"is", "was", "were", "are", "of", "at", "to", "came", "comes", "stood", "stands", "totaled",
			"totalled", "reached", "amounted", "hit", "the", "be", "been", "above", "over", "under", "below",
			"than", "more", "less", "fewer", "least", "most", "exceeds", "exceeded", "exceeding", NULL
		};
		size_t		e = token_at(cx, fend),
					j,
					used = 0;

		for (j = e; j < t1 && used < 2; j++)
		{
			if (cx->tokens[j].number)
				break;
			if (tok_word(cx, j, skip_after))
				continue;
			attach_column_word(cx, fx, j);
			used++;
		}
		j = ti;
		while (j > t0 && ti - j < 3 && tok_word(cx, j - 1, linking))
			j--;
		if (j > t0 && !cx->tokens[j - 1].number)
			attach_column_word(cx, fx, j - 1);
	}
	/* columns named by an aggregate word of their own name are the ones meant */
	if (nexact > 0)
	{
		fx->ncols = nexact;
		memcpy(fx->col_read, exact_read, sizeof(exact_read));
		memcpy(fx->col_col, exact_col, sizeof(exact_col));
	}
}

/* ---- figures echoed from the question ---- */

/* The lower-case ASCII word just before offset (across spaces and a currency sign), into w. */
static void
word_near(const uchar *t, size_t len, size_t off, bool after, char *w, size_t cap)
{
	size_t		i = off,
				n = 0,
				k;

	w[0] = '\0';
	if (after)
	{
		while (i < len && !ascii_is_alpha(t[i]) && (t[i] == ' ' || t[i] == '%' || t[i] == ')'))
			i++;
		while (i + n < len && ascii_is_alpha(t[i + n]) && n + 1 < cap)
			n++;
		for (k = 0; k < n; k++)
			w[k] = (char) ascii_lower(t[i + k]);
		w[n] = '\0';
		return;
	}
	while (i > 0 && !ascii_is_alpha(t[i - 1]) && (t[i - 1] == ' ' || t[i - 1] == '$' || t[i - 1] == '('))
		i--;
	while (i > n && ascii_is_alpha(t[i - n - 1]) && n + 1 < cap)
		n++;
	for (k = 0; k < n; k++)
		w[k] = (char) ascii_lower(t[i - n + k]);
	w[n] = '\0';
}

/* Does figure fi repeat a figure of some step's question, in the same words around it? */
static bool
echoed(Ctx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	size_t		s,
				k;
	char		fb[20],
				fa[20];

	word_near(cx->answer, cx->len, f->offset, false, fb, sizeof(fb));
	word_near(cx->answer, cx->len, f->offset + f->length, true, fa, sizeof(fa));
	for (s = 0; s < cx->nreads; s++)
	{
		const VerdictStep *st = cx->reads[s].step;

		for (k = 0; k < cx->nqfigs[s]; k++)
		{
			const Figure *q = &cx->qfigs[s][k];
			double		tol = (q->half_unit > f->half_unit ? q->half_unit : f->half_unit) + 1e-9 * fabs(f->value);
			char		qb[20],
						qa[20];

			if (q->percent != f->percent || fabs(fabs(q->value) - fabs(f->value)) > tol)
				continue;
			word_near((const uchar *) st->question, st->question_len, q->offset, false, qb, sizeof(qb));
			word_near((const uchar *) st->question, st->question_len, q->offset + q->length, true, qa, sizeof(qa));
			if (f->decimals > 0 || (fb[0] && strcmp(fb, qb) == 0) || (fa[0] && strcmp(fa, qa) == 0))
			{
				cx->grounds[fi].kind = GROUND_QUESTION;
				cx->grounds[fi].step = st->number;
				return true;
			}
		}
	}
	return false;
}

/* ---- derivations ---- */

/* A value a derivation may start from. */
typedef struct Anchor
{
	double		value;
	size_t		order;			/* where the answer names it (mention order decides "from" and "to") */
	int			sread;			/* its column, when it is a cell or an aggregate of one (-1: none) */
	int			col;
	bool		named;			/* a figure of the answer */
	bool		percent;
	bool		cell;			/* a cell (sums are of cells only) */
	double		time;			/* the year of the row it is in, when the answer named it by year */
	FigureUnit	unit;
	GroundRef	ref;
} Anchor;

/* The anchors of figure fi: the answer's other grounded figures, and the cells of the rows its sentence names. */
static size_t
collect_anchors(const Ctx *cx, size_t fi, Anchor *out)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		n = 0,
				j,
				named = 0;

	for (j = 0; j < cx->nfigs && n < MAX_ANCHORS && named < MAX_NAMED; j++)
	{
		const Grounding *g = &cx->grounds[j];
		Anchor	   *a;

		if (j == fi || g->kind == GROUND_NONE || g->kind == GROUND_QUESTION || cx->figs[j].multiple)
			continue;
		a = &out[n++];
		named++;
		memset(a, 0, sizeof(*a));
		a->named = true;
		a->order = cx->figs[j].offset;
		a->percent = cx->figs[j].percent;
		a->unit = cx->figs[j].unit;
		a->sread = cx->gread[j];
		a->col = cx->gcol[j];
		a->value = isfinite(cx->gvalues[j]) && !a->percent ? cx->gvalues[j] : cx->figs[j].value;
		if (!isfinite(cx->gvalues[j]) || a->percent)
			a->sread = a->col = -1;
		if (cx->figs[j].direction < 0 && a->value > 0 && !cx->figs[j].explicit_sign)
			a->value = -a->value;
		a->ref.kind = GROUND_NONE;
		a->ref.row = (int64_t) j;
		a->ref.value = a->value;
		a->ref.step = g->step;
		a->cell = g->kind == GROUND_CELL;
	}
	for (j = 0; j < cx->nmentions && n < MAX_ANCHORS; j++)
	{
		const Mention *m = &cx->mentions[j];
		const StepRead *sr;
		size_t		r;

		if (m->dropped || m->many || m->offset < fx->s0 || m->offset >= fx->s1)
			continue;
		sr = &cx->reads[m->sread];
		for (r = 0; r < m->nrows && r < MAX_ANCHOR_ROWS; r++)
		{
			int			c;

			for (c = 0; c < sr->cells.ncolumns && n < MAX_ANCHORS; c++)
			{
				double		v = sr->cells.cells[m->rows[r] * sr->cells.ncolumns + c];
				Anchor	   *a;
				int			k;
				bool		named_here = false,
							named_other = false;

				if (!isfinite(v))
					continue;
				/* the sentence named a column of this step: only its cells */
				for (k = 0; k < fx->ncols; k++)
					if (fx->col_read[k] == m->sread)
					{
						if (fx->col_col[k] == c)
							named_here = true;
						else
							named_other = true;
					}
				if (named_other && !named_here)
					continue;
				a = &out[n++];
				memset(a, 0, sizeof(*a));
				a->value = v;
				a->order = m->offset * 64 + r;
				a->sread = m->sread;
				a->col = c;
				a->unit = sr->colunit[c];
				a->percent = sr->colclass[c] == CC_PCT;
				a->cell = true;
				a->time = m->year;
				a->ref.kind = GROUND_CELL;
				a->ref.step = sr->step->number;
				a->ref.row = (int64_t) m->rows[r] + 1;
				a->ref.column = c;
				a->ref.value = v;
			}
		}
	}
	/* named figures are ordered by offset, named rows by offset * 64: compare on one scale */
	for (j = 0; j < n; j++)
		if (out[j].named)
			out[j].order *= 64;
	return n;
}

/* Record a derivation as the figure's grounding. */
static void
set_derived(Ctx *cx, size_t fi, GroundOp op, const Anchor *a, const Anchor *b, double value)
{
	Grounding  *g = &cx->grounds[fi];

	g->kind = GROUND_DERIVED;
	g->op = op;
	g->a = a->ref;
	if (b)
		g->b = b->ref;
	g->derived = value;
	g->step = a->ref.step;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/* Ground figure fi as a bounded derivation from its anchors. */
static void
ground_derived(Ctx *cx, size_t fi, Anchor *an, size_t na)
{
	const Figure *f = &cx->figs[fi];
	FigureRange r;
	size_t		i,
				j;

	if (!figure_range(f, &r))
		return;
	/* a figure shown to one or two significant digits is matched by too many differences */
	if (!(f->half_unit <= (f->percent || f->multiple ? 0.1 : 0.065) * fabs(f->value)))
		return;
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			bool		same_col;

			/* a is named first (the base of a change, the start of a difference) */
			if (i == j || a->order >= b->order)
				continue;
			same_col = a->sread >= 0 && a->sread == b->sread && a->col == b->col;
			if (!(a->named && b->named) && !same_col)
				continue;
			if (a->ref.kind == b->ref.kind && a->ref.kind == GROUND_CELL && a->ref.step == b->ref.step &&
				a->ref.row == b->ref.row && a->ref.column == b->ref.column)
				continue;
			if (f->multiple)
			{
				if (a->value != 0 && in_range(&r, b->value / a->value))
				{
					set_derived(cx, fi, OP_RATIO, b, a, b->value / a->value);
					return;
				}
				if (b->value != 0 && in_range(&r, a->value / b->value))
				{
					set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
					return;
				}
				continue;
			}
			if (f->percent && !(a->percent && b->percent))
			{
				if (a->percent != b->percent)
					continue;
				if (b->value != 0 && in_range(&r, 100.0 * a->value / b->value) && f->direction == 0)
				{
					set_derived(cx, fi, OP_RATIO, a, b, 100.0 * a->value / b->value);
					return;
				}
				if (a->value != 0 && in_range(&r, 100.0 * b->value / a->value) && f->direction == 0)
				{
					set_derived(cx, fi, OP_RATIO, b, a, 100.0 * b->value / a->value);
					return;
				}
				/* a change: from the earlier year when both are years, else from either */
				if (a->time > 0 && b->time > 0)
				{
					const Anchor *from = a->time < b->time ? a : b,
							   *to = a->time < b->time ? b : a;

					if (from->value != 0 && in_range(&r, 100.0 * (to->value - from->value) / fabs(from->value)))
					{
						set_derived(cx, fi, OP_CHANGE, from, to, 100.0 * (to->value - from->value) / fabs(from->value));
						return;
					}
					continue;
				}
				if (a->value != 0 && in_range(&r, 100.0 * (b->value - a->value) / fabs(a->value)))
				{
					set_derived(cx, fi, OP_CHANGE, a, b, 100.0 * (b->value - a->value) / fabs(a->value));
					return;
				}
				if (b->value != 0 && in_range(&r, 100.0 * (a->value - b->value) / fabs(b->value)))
				{
					set_derived(cx, fi, OP_CHANGE, b, a, 100.0 * (a->value - b->value) / fabs(b->value));
					return;
				}
				continue;
			}
			/* amounts, and percentage points between two percentages */
			if (a->time > 0 && b->time > 0)
			{
				const Anchor *from = a->time < b->time ? a : b,
						   *to = a->time < b->time ? b : a;

				if (in_range(&r, to->value - from->value))
				{
					set_derived(cx, fi, OP_DIFF, from, to, to->value - from->value);
					return;
				}
				continue;
			}
			if (in_range(&r, b->value - a->value))
			{
				set_derived(cx, fi, OP_DIFF, a, b, b->value - a->value);
				return;
			}
			if (in_range(&r, a->value - b->value))
			{
				set_derived(cx, fi, OP_DIFF, b, a, a->value - b->value);
				return;
			}
			/* sums of cells only: "A and B together" */
			if (!f->percent && f->direction == 0 &&
				a->cell && b->cell &&
				in_range(&r, a->value + b->value))
			{
				set_derived(cx, fi, OP_SUM, a, b, a->value + b->value);
				return;
			}
		}
}

/* Ground a figure written in a unit as a conversion of a value in another unit of its family. */
static void
ground_converted(Ctx *cx, size_t fi, Anchor *an, size_t na)
{
	const Figure *f = &cx->figs[fi];
	int			fam = figure_unit_family(f->unit);
	FigureRange r;
	size_t		i,
				s;
	int			u,
				dec;

	if (fam == 0 || f->percent || !figure_range(f, &r))
		return;
	/* the rows' unit-named columns: their totals, means and extremes are anchors too */
	for (s = 0; s < cx->nreads && na < MAX_ANCHORS; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			c;

		for (c = 0; c < sr->cells.ncolumns && na + 4 <= MAX_ANCHORS; c++)
		{
			const ColumnAgg *ag = &sr->aggs[c];
			int			k;

			if (ag->count == 0 || figure_unit_family(sr->colunit[c]) != fam)
				continue;
			for (k = 0; k < 4; k++)
			{
				Anchor	   *a = &an[na++];

				memset(a, 0, sizeof(*a));
				a->value = k == 0 ? ag->sum : k == 1 ? ag->sum / ag->count : k == 2 ? ag->max : ag->min;
				a->unit = sr->colunit[c];
				a->sread = (int) s;
				a->col = c;
				a->ref.kind = k == 0 ? GROUND_SUM : k == 1 ? GROUND_AVG : GROUND_CELL;
				a->ref.step = sr->step->number;
				a->ref.column = c;
				a->ref.value = a->value;
				a->ref.agg = k == 2 ? AGW_MAX : k == 3 ? AGW_MIN : AGW_NONE;
			}
		}
	}
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];

		if (a->percent)
			continue;
		for (u = 1; u <= UNIT_DOLLAR; u++)
		{
			if (u == (int) f->unit || figure_unit_family((FigureUnit) u) != fam)
				continue;
			/* a value whose unit is known converts only from that unit */
			if (a->unit != UNIT_NONE && a->unit != (FigureUnit) u)
				continue;
			for (dec = 0; dec < (fam == 2 ? 2 : 1); dec++)
			{
				double		v = a->value * figure_unit_size((FigureUnit) u, dec) / figure_unit_size(f->unit, dec);

				if (in_range(&r, v))
				{
					set_derived(cx, fi, OP_CONVERT, a, NULL, v);
					cx->grounds[fi].unit_from = (FigureUnit) u;
					cx->grounds[fi].unit_to = f->unit;
					return;
				}
			}
		}
	}
}

/* "The top 3 account for ...": the sum of a column's first k rows, or its share of the total. */
static void
ground_topk(Ctx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	FigCtx	   *fx = &cx->fx[fi];
	int			k = fx->topk;
	FigureRange r;
	size_t		s;

	if (k < 2 || f->multiple || !figure_range(f, &r))
		return;
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			nc = sr->cells.ncolumns;
		int			c;

		if (sr->cells.nrows <= (size_t) k)
			continue;
		for (c = 0; c < nc; c++)
		{
			const ColumnAgg *ag = &sr->aggs[c];
			double		sum = 0;
			size_t		rr;
			int			n = 0;
			Grounding  *g = &cx->grounds[fi];

			if (ag->count <= (size_t) k || !allowed(cx, fx, (int) s, GROUND_SUM, -1, c))
				continue;
			for (rr = 0; rr < (size_t) k; rr++)
				if (isfinite(sr->cells.cells[rr * nc + c]))
				{
					sum += sr->cells.cells[rr * nc + c];
					n++;
				}
			if (n < k)
				continue;
			if ((!f->percent && in_range(&r, sum)) ||
				(f->percent && ag->nonnegative && ag->sum > 0 && in_range(&r, 100.0 * sum / ag->sum)))
			{
				g->kind = GROUND_DERIVED;
				g->op = f->percent ? OP_TOPK_SHARE : OP_TOPK;
				g->nterms = k;
				g->step = sr->step->number;
				g->a.kind = GROUND_SUM;
				g->a.step = sr->step->number;
				g->a.column = c;
				g->a.value = sum;
				g->b.kind = GROUND_SUM;
				g->b.step = sr->step->number;
				g->b.column = c;
				g->b.value = ag->sum;
				g->derived = f->percent ? 100.0 * sum / ag->sum : sum;
				return;
			}
		}
	}
}

/* "A, B and C together account for ...": the sum of a column over the rows the sentence names. */
static void
ground_named_sum(Ctx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		s;

	if (f->multiple || f->percent || !figure_range(f, &r))
		return;
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			nc = sr->cells.ncolumns;
		int			c;

		for (c = 0; c < nc; c++)
		{
			double		sum = 0;
			int			terms = 0;
			size_t		m;

			for (m = 0; m < cx->nmentions; m++)
			{
				const Mention *mn = &cx->mentions[m];
				size_t		rr;

				if (mn->dropped || mn->many || mn->sread != (int) s || mn->offset < fx->s0 || mn->offset >= fx->s1)
					continue;
				for (rr = 0; rr < mn->nrows; rr++)
				{
					double		v = sr->cells.cells[mn->rows[rr] * nc + c];

					if (isfinite(v))
					{
						sum += v;
						terms++;
					}
				}
			}
			if (terms >= 2 && in_range(&r, sum))
			{
				Grounding  *g = &cx->grounds[fi];

				g->kind = GROUND_DERIVED;
				g->op = OP_SUM;
				g->nterms = terms;
				g->step = sr->step->number;
				g->a.kind = GROUND_SUM;
				g->a.step = sr->step->number;
				g->a.column = c;
				g->a.value = sum;
				g->derived = sum;
				return;
			}
		}
	}
}

/* For an ungrounded figure, what the rows hold where its sentence named a row, a column or an aggregate. */
static int
expect(Ctx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	FigCtx	   *fx = &cx->fx[fi];
	Grounding  *g = &cx->grounds[fi];
	int			sr = -1,
				col = -1;
	int64_t		row = -1;

	if (fx->mention >= 0)
	{
		const Mention *m = &cx->mentions[fx->mention];

		g->entity_offset = m->offset;
		g->entity_length = m->len;
	}
	g->agg_word = fx->agg;
	/* the column: of the refused value, else the one named, else the nearest value in the named row */
	if (fx->rej.set && fx->rej.column >= 0)
	{
		sr = fx->rej.sread;
		col = fx->rej.column;
	}
	else if (fx->ncols > 0)
	{
		sr = fx->col_read[0];
		col = fx->col_col[0];
	}
	if (fx->mention >= 0)
	{
		const Mention *m = &cx->mentions[fx->mention];
		const StepRead *rd = &cx->reads[m->sread];
		int			nc = rd->cells.ncolumns;

		row = (int64_t) m->rows[0];
		if (sr != m->sread || col < 0)
		{
			double		best = INFINITY;
			int			c;

			sr = m->sread;
			col = -1;
			for (c = 0; c < nc; c++)
			{
				double		v = rd->cells.cells[row * nc + c];
				double		d = fabs(log((fabs(v) + 1e-9) / (fabs(f->value) + 1e-9)));

				if (isfinite(v) && c != m->column && d < best)
				{
					best = d;
					col = c;
				}
			}
		}
		if (col >= 0 && isfinite(rd->cells.cells[row * nc + col]))
		{
			g->has_expected = true;
			g->expected.kind = GROUND_CELL;
			g->expected.step = rd->step->number;
			g->expected.row = row + 1;
			g->expected.column = col;
			g->expected.value = rd->cells.cells[row * nc + col];
		}
		return 0;
	}
	if (fx->agg != AGW_NONE && sr >= 0 && col >= 0)
	{
		StepRead   *rd = &cx->reads[sr];
		const ColumnAgg *a = &rd->aggs[col];
		double		v = NAN;

		if (a->count == 0)
			return 0;
		switch (fx->agg)
		{
			case AGW_MEDIAN:
				if (compute_medians(rd) != 0)
					return -1;
				v = rd->medians[col];
				break;
			case AGW_MAX:
				v = a->max;
				break;
			case AGW_MIN:
				v = a->min;
				break;
			case AGW_AVG:
				v = a->sum / a->count;
				break;
			case AGW_TOTAL:
				v = a->sum;
				break;
			case AGW_NONE:
				break;
		}
		if (isfinite(v))
		{
			g->has_expected = true;
			g->expected.kind = fx->agg == AGW_MEDIAN ? GROUND_MEDIAN : fx->agg == AGW_AVG ? GROUND_AVG :
				fx->agg == AGW_TOTAL ? GROUND_SUM : GROUND_CELL;
			g->expected.agg = fx->agg;
			g->expected.step = rd->step->number;
			g->expected.column = col;
			g->expected.value = v;
		}
	}
	else if (fx->ncols > 0 && sr >= 0 && col >= 0 && cx->reads[sr].cells.nrows == 1 &&
			 isfinite(cx->reads[sr].cells.cells[col]))
	{
		g->has_expected = true;
		g->expected.kind = GROUND_CELL;
		g->expected.step = cx->reads[sr].step->number;
		g->expected.row = 1;
		g->expected.column = col;
		g->expected.value = cx->reads[sr].cells.cells[col];
	}
	return 0;
}

/* Ground every figure of the answer; -1 on allocation failure. */
static int
ground_all(Ctx *cx)
{
	Anchor		anchors[MAX_ANCHORS];
	size_t		i,
				s;

	cx->gvalues = malloc(cx->nfigs * sizeof(double));
	cx->gread = malloc(cx->nfigs * sizeof(int));
	cx->gcol = malloc(cx->nfigs * sizeof(int));
	cx->fx = calloc(cx->nfigs, sizeof(FigCtx));
	cx->qfigs = calloc(cx->nreads ? cx->nreads : 1, sizeof(Figure *));
	cx->nqfigs = calloc(cx->nreads ? cx->nreads : 1, sizeof(size_t));
	if (!cx->gvalues || !cx->gread || !cx->gcol || !cx->fx || !cx->qfigs || !cx->nqfigs)
		return -1;
	for (s = 0; s < cx->nreads; s++)
	{
		const VerdictStep *st = cx->reads[s].step;

		if (classify_columns(&cx->reads[s]) != 0)
			return -1;
		if (st->question && st->question_len > 0)
		{
			errno = 0;
			cx->nqfigs[s] = figures_extract(st->question, st->question_len, &cx->qfigs[s]);
			if (cx->nqfigs[s] == 0 && errno == ENOMEM)
				return -1;
		}
	}
	if (tokenize(cx) != 0 || find_mentions(cx) != 0)
		return -1;
	for (i = 0; i < cx->nfigs; i++)
	{
		cx->gvalues[i] = NAN;
		cx->gread[i] = cx->gcol[i] = -1;
		memset(&cx->grounds[i], 0, sizeof(Grounding));
		figure_context(cx, i);
	}
	/* first what the rows hold as they stand, so the derivations can start from it */
	for (i = 0; i < cx->nfigs; i++)
	{
		if (!cx->figs[i].multiple && echoed(cx, i))
			continue;
		if (ground_direct(cx, i) != 0)
			return -1;
	}
	for (i = 0; i < cx->nfigs; i++)
	{
		size_t		na;

		if (cx->grounds[i].kind != GROUND_NONE)
			continue;
		na = collect_anchors(cx, i, anchors);
		ground_derived(cx, i, anchors, na);
		if (cx->grounds[i].kind == GROUND_NONE && cx->figs[i].unit != UNIT_NONE)
			ground_converted(cx, i, anchors, na);
		if (cx->grounds[i].kind == GROUND_NONE && cx->fx[i].topk > 0)
			ground_topk(cx, i);
		if (cx->grounds[i].kind == GROUND_NONE)
			ground_named_sum(cx, i);
		if (cx->grounds[i].kind == GROUND_NONE && expect(cx, i) != 0)
			return -1;
	}
	for (i = 0; i < cx->nfigs; i++)
		cx->grounds[i].bound_held = cx->grounds[i].kind != GROUND_NONE && cx->figs[i].bound != 0;
	return 0;
}

/* Free what grounding allocated (not the reads, figures or groundings). */
static void
free_ctx(Ctx *cx)
{
	size_t		s;

	if (cx->qfigs)
		for (s = 0; s < cx->nreads; s++)
			free(cx->qfigs[s]);
	free(cx->qfigs);
	free(cx->nqfigs);
	free(cx->tokens);
	free(cx->mentions);
	free(cx->gvalues);
	free(cx->gread);
	free(cx->gcol);
	free(cx->fx);
}

/* Free what verdict_decide allocated for the steps. */
static void
free_reads(StepRead *reads, size_t n)
{
	size_t		i;

	if (reads == NULL)
		return;
	for (i = 0; i < n; i++)
	{
		step_cells_free(&reads[i].cells);
		free(reads[i].aggs);
		free(reads[i].text_values);
		free(reads[i].text_cells);
		free(reads[i].colclass);
		free(reads[i].nameagg);
		free(reads[i].ratio_named);
		free(reads[i].colunit);
		free(reads[i].medians);
	}
	free(reads);
}

/* Decide whether the answer follows from the steps' rows. */
int
verdict_decide(const VerdictStep *steps, size_t nsteps,
			   const char *answer, size_t answer_len, Verdict *out)
{
	StepRead   *reads = NULL;
	size_t		nreads = 0;
	Scalar		scalars[MAX_SCALARS];
	size_t		nscalars = 0;
	size_t		i;
	Ctx			cx;

	memset(out, 0, sizeof(*out));
	memset(&cx, 0, sizeof(cx));
	errno = 0;
	out->nfigures = figures_extract(answer, answer ? answer_len : 0, &out->figures);
	if (out->nfigures == 0 && errno == ENOMEM)
		goto oom;
	if (out->nfigures > 0)
	{
		out->grounds = calloc(out->nfigures, sizeof(Grounding));
		if (out->grounds == NULL)
			goto oom;
	}
	out->acknowledges_empty = answer != NULL && figures_acknowledges_empty(answer, answer_len);

	if (nsteps > 0)
	{
		reads = calloc(nsteps, sizeof(StepRead));
		if (reads == NULL)
			goto oom;
	}
	for (i = 0; i < nsteps; i++)
	{
		const VerdictStep *st = &steps[i];
		StepRead   *sr;

		if (!st->executed)
			continue;
		out->executed_any = true;
		if (st->row_count > 0)
			out->rows_seen += st->row_count;
		sr = &reads[nreads++];
		sr->step = st;
		/* without figures, only the row counts matter */
		if (out->nfigures > 0 &&
			step_cells_parse(st->rows, st->rows ? st->rows_len : 0, &sr->cells) != 0)
			goto oom;
		sr->aggs = calloc(sr->cells.ncolumns > 0 ? sr->cells.ncolumns : 1, sizeof(ColumnAgg));
		if (sr->aggs == NULL)
			goto oom;
		aggregate(sr);
		/* a single row's count is no total: it would make 1/x a "percentage" of every cell */
		if (st->row_count != 1 && nscalars < MAX_SCALARS)
		{
			scalars[nscalars].step = st->number;
			scalars[nscalars].column = -1;
			scalars[nscalars].value = (double) st->row_count;
			nscalars++;
		}
		if (st->row_count == 1 && sr->cells.nrows == 1)
		{
			int			c;

			for (c = 0; c < sr->cells.ncolumns && nscalars < MAX_SCALARS; c++)
			{
				if (!isfinite(sr->cells.cells[c]))
					continue;
				scalars[nscalars].step = st->number;
				scalars[nscalars].column = c;
				scalars[nscalars].value = sr->cells.cells[c];
				nscalars++;
			}
		}
	}

	if (out->nfigures > 0)
	{
		cx.answer = (const uchar *) answer;
		cx.len = answer_len;
		cx.reads = reads;
		cx.nreads = nreads;
		cx.scalars = scalars;
		cx.nscalars = nscalars;
		cx.figs = out->figures;
		cx.nfigs = out->nfigures;
		cx.grounds = out->grounds;
		if (ground_all(&cx) != 0)
			goto oom;
		for (i = 0; i < out->nfigures; i++)
			if (out->grounds[i].kind == GROUND_NONE)
				out->nungrounded++;
	}
	free_ctx(&cx);
	free_reads(reads, nsteps);

	if (!out->executed_any)
		out->reason = VERDICT_NO_QUERY_EXECUTED;
	else if (out->rows_seen == 0 && !out->acknowledges_empty)
		out->reason = VERDICT_ZERO_ROWS_UNACKNOWLEDGED;
	else if (out->nungrounded > 0)
		out->reason = VERDICT_UNGROUNDED_FIGURES;
	else if (out->rows_seen == 0)
		out->reason = VERDICT_ZERO_ROWS_ACKNOWLEDGED;
	else if (out->nfigures > 0)
		out->reason = VERDICT_GROUNDED;
	else
		out->reason = VERDICT_NO_FIGURES;
	out->plausible = out->reason == VERDICT_GROUNDED || out->reason == VERDICT_NO_FIGURES ||
		out->reason == VERDICT_ZERO_ROWS_ACKNOWLEDGED;
	return 0;

oom:
	free_ctx(&cx);
	free_reads(reads, nsteps);
	verdict_free(out);
	errno = ENOMEM;
	return -1;
}

/* Free a verdict's figures and groundings. */
void
verdict_free(Verdict *verdict)
{
	if (verdict == NULL)
		return;
	free(verdict->figures);
	free(verdict->grounds);
	memset(verdict, 0, sizeof(*verdict));
}
