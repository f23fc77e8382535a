/*
 * verdict_match.c — direct grounding: a figure matched to a cell, a row
 * count, a total, an average or a share of the rows, where the column's
 * name and the answer's words allow it.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- grounding ---- */
bool
vd_is_wordch(uchar c)
{
	return ascii_is_alpha(c) || ascii_is_digit(c) || c >= 0x80 || c == '_';
}

/* See verdict_int.h. */
bool
vd_eq_word(const uchar *t, size_t n, const char *w)
{
	size_t		k;

	for (k = 0; k < n; k++)
		if (w[k] == '\0' || ascii_lower(t[k]) != (uchar) w[k])
			return false;
	return w[n] == '\0';
}

/* See verdict_int.h. */
bool
vd_in_words(const uchar *t, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (vd_eq_word(t, n, *list))
			return true;
	return false;
}

/*
 * The length of t[0..n) without a plural ending ("orders" → "order",
 * "categories" → "categor"), a gerund's ("seating" → "seat") or a
 * possessive's ("Canada's" → "Canada").
 */
static size_t
stem_len(const uchar *t, size_t n)
{
	/* "Canada's", "Canada’s": the possessive's name */
	if (n > 3 && ascii_lower(t[n - 1]) == 's' && t[n - 2] == '\'')
		return n - 2;
	if (n > 5 && ascii_lower(t[n - 1]) == 's' && t[n - 2] == 0x99 && t[n - 3] == 0x80 && t[n - 4] == 0xe2)
		return n - 4;
	if (n > 6 && ascii_lower(t[n - 1]) == 'g' && ascii_lower(t[n - 2]) == 'n' && ascii_lower(t[n - 3]) == 'i')
		return n - 3;
	if (n > 4 && ascii_lower(t[n - 1]) == 's' && ascii_lower(t[n - 2]) == 'e' && ascii_lower(t[n - 3]) == 'i')
		return n - 3;
	if (n > 3 && ascii_lower(t[n - 1]) == 's' && ascii_lower(t[n - 2]) != 's')
		return n - 1;
	if (n > 3 && ascii_lower(t[n - 1]) == 'y')
		return n - 1;
	return n;
}

/* See verdict_int.h. */
bool
vd_same_stem(const uchar *a, size_t an, const uchar *b, size_t bn)
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

/* See verdict_int.h. */
bool
vd_name_words(const char *name, bool (*fn) (const uchar *w, size_t n, const void *arg), const void *arg)
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

/* See verdict_int.h. */
const char *const vd_versus_words[] = {"vs", "v", "versus", "against", NULL};

/* See verdict_int.h. */
const char *const vd_generic_name_words[] = {
	"id", "ids", "name", "names", "the", "of", "and", "total", "sum", "avg", "average", "mean",
	"count", "num", "number", "pct", "percent", "percentage", "min", "max", "median", "value",
	"values", "per", "rate", "col", "column", "with", "all", "amount", "new", "old", NULL
};

/* See verdict_int.h. */
bool
vd_span_names_col(const VerdictCtx *cx, size_t from, size_t to, int sr, int c)
{
	const char *name = vd_col_name(&cx->reads[sr], c);
	size_t		k;

	for (k = 0; k < cx->ntokens && name != NULL; k++)
	{
		const VerdictToken *t = &cx->tokens[k];
		WordArg		a = {cx->answer + t->start, t->len};

		if (t->start >= from && t->start < to && !t->number && t->len >= 3 &&
			vd_name_words(name, vd_word_matches, &a))
			return true;
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_divisor_ok(const VerdictCtx *cx, size_t fi, int sr, int col)
{
	const FigCtx *fx = &cx->fx[fi];
	const StepRead *rd = &cx->reads[sr];
	size_t		w0 = fx->per_noun,
				w1 = w0;
	int			c;

	if (w0 == 0)
		return true;
	while (w1 < cx->len && ascii_is_alpha(cx->answer[w1]))
		w1++;
	if (vd_span_names_col(cx, w0, w1, sr, col))
		return true;
	for (c = 0; c < rd->cells.ncolumns; c++)
		if (c != col && rd->colclass[c] == CC_COUNT && rd->aggs[c].count > 0 && vd_span_names_col(cx, w0, w1, sr, c))
			return false;
	return true;
}

/* See verdict_int.h. */
bool
vd_word_matches(const uchar *w, size_t n, const void *arg)
{
	const WordArg *a = arg;

	if (n < 3 || vd_in_words(w, n, vd_generic_name_words))
		return false;
	return vd_same_stem(w, n, a->w, a->n);
}

static bool
word_equal(const uchar *w, size_t n, const void *arg)
{
	const WordArg *a = arg;

	return n == a->n && vd_eq_word(w, n, (const char *) a->w);
}

/* See verdict_int.h. */
bool
vd_name_has(const char *name, const char *w)
{
	WordArg		a = {(const uchar *) w, strlen(w)};

	return vd_name_words(name, word_equal, &a);
}

/* See verdict_int.h. */
int
vd_rate_period(const VerdictCtx *cx, size_t s0, size_t s1, const char *name)
{
	static const char *const month[] = {"month", "months", "monthly", "mo", "mos", "mth", NULL};
	static const char *const day[] = {"day", "days", "daily", "d", NULL};
	static const char *const week[] = {"week", "weeks", "weekly", "wk", "wks", NULL};
	static const char *const year[] = {"year", "years", "yearly", "annual", "annually", "yr", "annum", NULL};
	static const char *const hour[] = {"hour", "hours", "hourly", "hr", "hrs", NULL};
	static const char *const quarter[] = {"quarter", "quarters", "quarterly", "qtr", NULL};
	static const struct
	{
		const char *rate;		/* the column's word for the rate */
		const char *noun;		/* or the period after "per" */
		const char *const *said;
	}			periods[] = {
		{"monthly", "month", month}, {"daily", "day", day}, {"weekly", "week", week},
		{"yearly", "year", year}, {"annual", "year", year}, {"hourly", "hour", hour},
		{"quarterly", "quarter", quarter},
	};
	size_t		i;

	for (i = 0; i < sizeof(periods) / sizeof(periods[0]); i++)
		if (vd_name_has(name, periods[i].rate) || (vd_name_has(name, "per") && vd_name_has(name, periods[i].noun)))
			return vd_says(cx, s0, s1, periods[i].said) ? 1 : 0;
	return -1;
}

/* A span of the answer, for the word tests below. */
typedef struct SpanArg
{
	const VerdictCtx *cx;
	size_t		from,
				to;
	int			words;
} SpanArg;

/* Is the word not said in the span (by its stem)? */
static bool
word_not_said(const uchar *w, size_t n, const void *arg)
{
	const SpanArg *sa = arg;
	size_t		k;

	for (k = vd_token_at(sa->cx, sa->from); k < sa->cx->ntokens && sa->cx->tokens[k].start < sa->to; k++)
		if (!sa->cx->tokens[k].number &&
			vd_same_stem(w, n, sa->cx->answer + sa->cx->tokens[k].start, sa->cx->tokens[k].len))
			return false;
	return true;
}

/* Is the word not one of the column name's (arg)? */
static bool
word_not_in_name(const uchar *w, size_t n, const void *arg)
{
	WordArg		a = {w, n};

	return !vd_name_words((const char *) arg, word_equal, &a);
}

/* Count a name's words (never stops). */
static bool
count_word(const uchar *w, size_t n, const void *arg)
{
	((SpanArg *) arg)->words++;
	return false;
}

/* See verdict_int.h. */
bool
vd_span_names_other_col(const VerdictCtx *cx, size_t from, size_t to, int sr, int c)
{
	const StepRead *rd = &cx->reads[sr];
	const char *name = vd_col_name(rd, c);
	SpanArg		sa = {cx, from, to, 0};
	int			d,
				cwords;
	size_t		k;

	if (name == NULL)
		return false;
	/* "on 1997 net sales" over sales_1996 and sales_1997: the year said is the other column's */
	if (rd->colyear[c] != 0)
	{
		bool		other = false;

		for (k = vd_token_at(cx, from); k < cx->ntokens && cx->tokens[k].start < to; k++)
		{
			const VerdictToken *t = &cx->tokens[k];
			double		y = 0;
			size_t		i;

			if (!t->number || t->len != 4)
				continue;
			for (i = 0; i < 4 && ascii_is_digit(cx->answer[t->start + i]); i++)
				y = y * 10 + (cx->answer[t->start + i] - '0');
			if (i < 4)
				continue;
			if (y == rd->colyear[c])
				return false;
			for (d = 0; d < rd->cells.ncolumns && !other; d++)
				other = d != c && rd->colyear[d] == y;
		}
		if (other)
			return true;
	}
	/* "on stock value" over stock and stock_value: every word of the longer name said */
	(void) vd_name_words(name, count_word, &sa);
	cwords = sa.words;
	for (d = 0; d < rd->cells.ncolumns; d++)
	{
		const char *other = vd_col_name(rd, d);

		if (d == c || other == NULL || rd->aggs[d].count == 0)
			continue;
		sa.words = 0;
		(void) vd_name_words(other, count_word, &sa);
		if (sa.words > cwords && !vd_name_words(name, word_not_in_name, other) &&
			!vd_name_words(other, word_not_said, &sa))
			return true;
	}
	return false;
}

/* See verdict_int.h. */
const char *
vd_col_name(const StepRead *sr, int c)
{
	const VerdictStep *st = sr->step;

	if (st->column_names == NULL || c < 0 || c >= st->ncolumn_names)
		return NULL;
	return st->column_names[c];
}

/* The year a column's name holds ("rev_2023", "f1997"), 0 for none: a pivot's period. */
static double
column_year(const char *name)
{
	size_t		i,
				n;

	if (name == NULL)
		return 0;
	n = strlen(name);
	for (i = 0; i + 4 <= n; i++)
		if ((name[i] == '1' || name[i] == '2') && ascii_is_digit(name[i + 1]) && ascii_is_digit(name[i + 2]) &&
			ascii_is_digit(name[i + 3]) && (i == 0 || !ascii_is_digit(name[i - 1])) &&
			(i + 4 == n || !ascii_is_digit(name[i + 4])))
		{
			int			y = atoi(name + i);

			return y >= 1900 && y <= 2099 ? y : 0;
		}
	return 0;
}

/* See verdict_int.h. */
bool
vd_name_contains(const char *name, const char *frag)
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


/* Does the column's name end in "_min", minutes ("total_min"), where "min_time" is a minimum? */
static bool
minutes_suffix(const char *name)
{
	size_t		n = name ? strlen(name) : 0;

	return n > 4 && strcmp(name + n - 4, "_min") == 0;
}
/* See verdict_int.h. */
int
vd_classify_columns(StepRead *sr)
{
	int			nc = sr->cells.ncolumns;
	int			c;

	sr->colclass = calloc(nc > 0 ? nc : 1, 1);
	sr->nameagg = calloc(nc > 0 ? nc : 1, 1);
	sr->ratio_named = calloc(nc > 0 ? nc : 1, 1);
	sr->colunit = calloc(nc > 0 ? nc : 1, sizeof(FigureUnit));
	sr->colyear = calloc(nc > 0 ? nc : 1, sizeof(double));
	if (!sr->colclass || !sr->nameagg || !sr->ratio_named || !sr->colunit || !sr->colyear)
		return -1;
	/* a column the query computes as avg(...) holds means whatever its name: "weight_kg" */
	if (vd_query_means(sr->step->sql, nc, sr->nameagg) != 0)
		return -1;
	for (c = 0; c < nc; c++)
	{
		const char *name = vd_col_name(sr, c);
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
		if (vd_name_contains(name, "pct") || vd_name_contains(name, "percent") || vd_name_contains(name, "perc_") ||
			vd_name_contains(name, "%"))
			sr->colclass[c] = CC_PCT;
		else if (integral)
			sr->colclass[c] = CC_COUNT;
		else if (vd_name_contains(name, "share") || vd_name_contains(name, "ratio") || vd_name_contains(name, "fraction") ||
				 vd_name_contains(name, "proportion") || vd_name_has(name, "frac"))
			sr->colclass[c] = CC_FRAC_NAMED;
		else if (frac_values && fractional)
			sr->colclass[c] = CC_FRAC_VALUES;
		else
			sr->colclass[c] = CC_LEVEL;
		if (sr->nameagg[c])
			sr->nameagg[c] = NA_AVG;
		else if (vd_name_has(name, "median"))
			sr->nameagg[c] = NA_MEDIAN;
		else if (vd_name_has(name, "avg") || vd_name_has(name, "average") || vd_name_has(name, "mean"))
			sr->nameagg[c] = NA_AVG;
		else if (vd_name_has(name, "max") || vd_name_has(name, "maximum") || vd_name_has(name, "highest") ||
				 vd_name_has(name, "largest") || vd_name_has(name, "peak") || vd_name_has(name, "longest"))
			sr->nameagg[c] = NA_MAX;
		else if ((vd_name_has(name, "min") && !minutes_suffix(name)) || vd_name_has(name, "minimum") ||
				 vd_name_has(name, "lowest") ||
				 vd_name_has(name, "smallest") || vd_name_has(name, "shortest"))
			sr->nameagg[c] = NA_MIN;
		else if (vd_name_has(name, "sum") || vd_name_has(name, "total"))
			sr->nameagg[c] = NA_SUM;
		else if (vd_name_has(name, "count") || vd_name_has(name, "num") || vd_name_has(name, "number"))
			sr->nameagg[c] = NA_COUNT;
		sr->ratio_named[c] = vd_name_contains(name, "ratio") || vd_name_contains(name, "growth") ||
			vd_name_has(name, "times") || vd_name_has(name, "multiple") || vd_name_has(name, "factor");
		sr->colunit[c] = name ? figure_unit_of_name(name, strlen(name)) : UNIT_NONE;
		sr->colyear[c] = column_year(name);
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

/* See verdict_int.h. */
int
vd_compute_medians(StepRead *sr)
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

/*
 * Does the value v of a column of class cc ground the figure? A percentage is
 * grounded by a value that is itself a percentage, or by a fraction times 100;
 * not by a fraction as it stands, nor by a percentage times 100.
 */
static inline bool
value_grounds(const FigureRange *r, const Figure *f, double v, ColClass cc)
{
	if (!f->percent)
		return vd_in_range(r, v);
	/* integers may be whole percentages ("26%"), but not for the wide windows of words and bounds */
	/* "about a quarter" is a fraction of a whole: a level of 25.16 (a price) is not one */
	if ((cc == CC_PCT || (cc == CC_LEVEL && !f->words && !(f->approximate && f->half_unit >= 1)) ||
		 (cc == CC_COUNT && !f->words && f->bound == 0 && !f->approximate)) &&
		vd_in_range(r, v))
		return true;
	/* a count of 1 is not "all of them": a fraction in words is never read from a column of integers */
	if (cc == CC_COUNT && f->words)
		return false;
	return cc != CC_PCT && (fabs(v) <= 1 || cc == CC_FRAC_NAMED) && vd_in_range(r, v * 100);
}

/* See verdict_int.h. */
bool
vd_mention_has_row(const Mention *m, size_t row)
{
	size_t		k;

	for (k = 0; k < m->nrows; k++)
		if (m->rows[k] == row)
			return true;
	return false;
}

/* Is the row first or last, or its cell the column's largest or smallest? */
static bool
extreme_row(const StepRead *rd, size_t row, int col)
{
	double		v;

	if (row == 0 || row + 1 == rd->cells.nrows)
		return true;
	if (col < 0 || col >= rd->cells.ncolumns || row >= rd->cells.nrows)
		return false;
	v = rd->cells.cells[row * rd->cells.ncolumns + col];
	return v == rd->aggs[col].max || v == rd->aggs[col].min;
}

/*
 * Does the answer write, in the figure's sentence (or the one it points
 * back to), a text cell of the row that is no name ("1997-08", "Q3-2023")?
 * Text cells are in row order: the row's are found by bisection.
 */
static bool
row_text_named(const VerdictCtx *cx, const FigCtx *fx, const StepRead *rd, size_t row)
{
	size_t		lo = 0,
				hi = rd->cells.ntexts,
				p;

	while (lo < hi)
	{
		size_t		mid = lo + (hi - lo) / 2;

		if (rd->cells.texts[mid].row < row)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < rd->cells.ntexts && rd->cells.texts[lo].row == row; lo++)
	{
		const TextCell *tc = &rd->cells.texts[lo];

		if (tc->len < 2 || tc->len > MAX_NAME || fx->s1 - fx->r0 < tc->len)
			continue;
		for (p = fx->r0; p + tc->len <= fx->s1; p++)
			if (memcmp(cx->answer + p, tc->text, tc->len) == 0 &&
				(p == 0 || !vd_is_wordch(cx->answer[p - 1])) &&
				(p + tc->len >= cx->len || !vd_is_wordch(cx->answer[p + tc->len])))
				return true;
	}
	return false;
}

/* Does a mention in the figure's scope name row of read sr? */
static bool
scope_mentions_row(const VerdictCtx *cx, const FigCtx *fx, int sr, size_t row)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && m->offset >= fx->r0 && m->offset < fx->s1 && m->sread == sr &&
			vd_mention_has_row(m, row))
			return true;
	}
	return false;
}

/*
 * Is row the only row the mentions in the figure's scope name?  A row named
 * past a comma after the figure ("122 orders in total, the same number as
 * those in the USA") is another clause's.
 */
static bool
only_row_named(const VerdictCtx *cx, const FigCtx *fx, int sr, size_t row)
{
	const Figure *f = &cx->figs[fx - cx->fx];
	size_t		k,
				fend = f->offset + f->length;
	bool		named = false;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->offset < fx->r0 || m->offset >= fx->s1)
			continue;
		if (m->offset > fend && memchr(cx->answer + fend, ',', m->offset - fend) != NULL)
			continue;
		if (m->many || m->sread != sr || m->nrows != 1 || m->rows[0] != row)
			return false;
		named = true;
	}
	return named;
}

/* Has a column of read rd a name that says aggregate na ("max_fare": NA_MAX)? */
static bool
has_nameagg(const StepRead *rd, NameAgg na)
{
	int			c;

	for (c = 0; c < rd->cells.ncolumns; c++)
		if ((NameAgg) rd->nameagg[c] == na)
			return true;
	return false;
}

/*
 * "$131,918.09 for the 25% tier": a percentage right after "the" and before a
 * noun, over a cell of the step's first column (its key, a fraction), names
 * that row; it is no value of the column the sentence names.
 */
static bool
names_key_row(const VerdictCtx *cx, size_t fi, GroundKind kind, int col)
{
	static const char *const the[] = {"the", NULL};
	static const char *const not_noun[] = {"of", "more", "less", "higher", "lower", "above", "below", "up", "down",
	"increase", "decrease", "rise", "drop", "fall", "gain", "cut", "share", "than", NULL};
	size_t		k = vd_token_at(cx, cx->figs[fi].offset),
				e = vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length);

	return kind == GROUND_CELL && col == 0 && cx->figs[fi].percent && !cx->figs[fi].words && k > 0 &&
		!cx->tokens[k - 1].number && vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, the) &&
		e < cx->ntokens && !cx->tokens[e].number &&
		cx->tokens[e].start == cx->figs[fi].offset + cx->figs[fi].length + 1 &&
		!vd_in_words(cx->answer + cx->tokens[e].start, cx->tokens[e].len, not_noun);
}

/* Does the header of the markdown table column holding figure fi name column c of read sr ("Net per line")? */
static bool
header_names(const VerdictCtx *cx, size_t fi, int sr, int c)
{
	const FigCtx *fx = &cx->fx[fi];

	return fx->in_table && vd_span_names_col(cx, fx->head_s, fx->head_e, sr, c);
}

/*
 * Is figure fi a cell headed "Target", "Goal" or "Plan" of a table with a
 * column headed "Actual"?  Such a target is any value of the row its line
 * names: the columns the line names are its actual's ("| Dairy on order |
 * 110 | 140 |" under "| KR | Target | Actual |", 110 the reorder floor).
 */
static bool
target_cell(const VerdictCtx *cx, size_t fi)
{
	static const char *const targets[] = {"target", "goal", "plan", "baseline", NULL};
	static const char *const actuals[] = {"actual", "actuals", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		i,
				hs,
				he;

	if (!fx->in_table || !vd_says(cx, fx->head_s, fx->head_e, targets))
		return false;
	for (i = 0; i < cx->nfigs && cx->figs[i].offset < fx->s1; i++)
		if (i != fi && cx->figs[i].offset >= fx->s0 && cx->fx[i].in_table &&
			vd_table_header(cx, cx->figs[i].offset, &hs, &he) && vd_says(cx, hs, he, actuals))
			return true;
	return false;
}

/* Is figure fi followed by "of" ("+31.8% of all avg")? */
static bool
of_after_figure(const VerdictCtx *cx, size_t fi)
{
	size_t		k = vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length);

	return k < cx->ntokens && !cx->tokens[k].number && vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, "of");
}

/* Is figure fi followed by "of the way" ("a third of the way there")? */
static bool
of_the_way(const VerdictCtx *cx, size_t fi)
{
	static const char *const words[] = {"of", "the", "way"};
	size_t		k = vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length),
				i;

	for (i = 0; i < 3; i++, k++)
		if (k >= cx->ntokens || cx->tokens[k].number ||
			!vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, words[i]))
			return false;
	return true;
}

/* Is figure fi said to be the whole the sentence's part is "out of" ("out of just over 51,000")? */
static bool
out_of_before(const VerdictCtx *cx, size_t fi)
{
	size_t		o = cx->figs[fi].offset,
				from = o > 30 ? o - 30 : 0,
				k;

	if (from < cx->fx[fi].s0)
		from = cx->fx[fi].s0;
	for (k = from; k + 7 <= o; k++)
		if (ascii_equal_nocase_n((const char *) cx->answer + k, "out of ", 7))
		{
			size_t		j;

			/* only words of how close between: no other figure */
			for (j = k + 7; j < o; j++)
				if (ascii_is_digit(cx->answer[j]))
					return false;
			return true;
		}
	return false;
}

/*
 * Does a mention name row `row` of read sr by its cell of column col (an id,
 * a table line's key), figure fi being none of those names?
 */
static bool
key_named_elsewhere(const VerdictCtx *cx, size_t fi, int sr, int64_t row, int col)
{
	const Figure *f = &cx->figs[fi];
	size_t		k;
	bool		named = false;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->by_value || m->sread != sr || m->column != col || !vd_mention_has_row(m, (size_t) row))
			continue;
		if (f->offset < m->offset + m->len && f->offset + f->length > m->offset)
			return false;		/* the name itself */
		named = true;
	}
	return named;
}

/* Does a figure of fx's sentence set a row against the mean ("71.1% below the average rep")? */
static bool
sentence_vs_mean(const VerdictCtx *cx, const FigCtx *fx)
{
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
		if (cx->fx[j].s0 == fx->s0 && cx->fx[j].vs_mean)
			return true;
	return false;
}

static bool article_before(const VerdictCtx *cx, size_t offset);

/* Does the figure's sentence state, before it, the cell of that row and column (the share's part)? */
static bool
part_stated(const VerdictCtx *cx, const FigCtx *fx, int sr, size_t row, int col)
{
	size_t		fi = (size_t) (fx - cx->fx),
				j;
	int			cc = cx->reads[sr].colclass[col];

	/* (of counts and amounts: a rate's or a share's column adds up to nothing) */
	if (cc == CC_PCT || cc == CC_FRAC_NAMED || cc == CC_FRAC_VALUES)
		return false;
	for (j = vd_figure_at(cx, fx->s0); j < fi; j++)
		if (!cx->figs[j].percent && cx->grounds[j].kind == GROUND_CELL && cx->gread[j] == sr && cx->gcol[j] == col &&
			cx->grounds[j].row == (int64_t) row + 1)
			return true;
	/* a table line's, its label said again ("| Marvel villains | 118 |" … "Marvel villains came to …") */
	for (j = 0; j < fi && cx->figs[j].offset < fx->s0; j++)
		if (cx->fx[j].in_table && !cx->figs[j].percent && cx->grounds[j].kind == GROUND_CELL && cx->gread[j] == sr &&
			cx->gcol[j] == col && cx->grounds[j].row == (int64_t) row + 1 &&
			vd_table_label_said(cx, cx->figs[j].offset, fx->s0, fx->s1))
			return true;
	return false;
}

/*
 * Is the figure written inside a name of the row ("exceeded 90's Music",
 * "over 90's Music")?  It is the name's number, whatever bound the words
 * around the name seem to put on it.
 */
static bool
written_in_name(const VerdictCtx *cx, const Figure *f, int sr, size_t row)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && m->sread == sr && f->offset >= m->offset &&
			f->offset + f->length <= m->offset + m->len && vd_mention_has_row(m, row))
			return true;
	}
	return false;
}

/*
 * Does figure fi's sentence count, before it, the units it is per ("85 men
 * killed across 5 ships … 3.0 per ship"): a number followed by the per
 * noun's word, after another figure of the sentence to divide?
 */
static bool
units_counted_before(const VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		w0 = fx->per_noun,
				w1 = w0,
				k;

	if (w0 == 0 || fi == 0 || cx->figs[0].offset < fx->s0)
		return false;
	while (w1 < cx->len && ascii_is_alpha(cx->answer[w1]))
		w1++;
	for (k = vd_token_at(cx, fx->s0); k + 1 < cx->ntokens && cx->tokens[k + 1].start < cx->figs[fi].offset; k++)
		if (cx->tokens[k].number && !cx->tokens[k + 1].number &&
			vd_same_stem(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, cx->answer + w0, w1 - w0))
		{
			size_t		j;

			for (j = 0; j < fi; j++)
				if (cx->figs[j].offset >= fx->s0 && cx->figs[j].offset < cx->tokens[k].start &&
					!cx->figs[j].percent && !cx->figs[j].multiple)
					return true;
		}
	return false;
}

/*
 * Is column named the divisor the words after figure fx say it is per
 * ("265.6 s per track" over avg_s and tracks), where the cell grounding it
 * is of a column of means (col): a mean is already per unit of what it
 * averaged over.  Not where the sentence states a figure before it: "32
 * over six templates, 5.33 per template" is derived from what it states.
 * So is a column's mean per row: "an average of $285.47 per order" over
 * freight and order_value is freight's mean over the orders (a column
 * counting the orders would weigh it instead).
 */
static bool
per_noun_names(const VerdictCtx *cx, const FigCtx *fx, int sr, int named, GroundKind kind, int col)
{
	size_t		fi = (size_t) (fx - cx->fx),
				w1 = fx->per_noun;

	if (!fx->per_after || fx->per_noun == 0 || col < 0 || named == col ||
		!((kind == GROUND_AVG && fx->agg == AGW_AVG && cx->reads[sr].colclass[named] != CC_COUNT) ||
		  (kind == GROUND_CELL && cx->reads[sr].nameagg[col] == NA_AVG &&
		   !(fi > 0 && cx->figs[fi - 1].offset >= fx->s0))))
		return false;
	while (w1 < cx->len && ascii_is_alpha(cx->answer[w1]))
		w1++;
	return vd_span_names_col(cx, fx->per_noun, w1, sr, named);
}

/*
 * "USA ahead of Canada by ~42%", "trails Germany by 9%": is the figure said
 * after "by", in a sentence that sets one row ahead of or behind another?
 */
static bool
ahead_by(const VerdictCtx *cx, size_t fi)
{
	static const char *const by[] = {"by", NULL};
	static const char *const ahead[] = {"ahead", "behind", "leads", "trails", "trailed", "beats", "outpaces",
	"outpaced", NULL};
	/* "by slightly more than 16%", "by about 36%" */
	static const char *const hedges[] = {"slightly", "more", "less", "than", "about", "roughly", "nearly", "almost",
	"just", "over", "under", "around", "some", "approximately", "a", "little", "bit", "shade", "well", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		k = vd_token_at(cx, cx->figs[fi].offset),
				j;

	for (j = 0; j < 4 && k > 0 && cx->tokens[k - 1].start >= fx->s0 &&
		 vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, hedges); j++)
		k--;
	if (k == 0 || cx->tokens[k - 1].start < fx->s0 ||
		!vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, by))
		return false;
	for (j = k - 1; j > 0 && cx->tokens[j - 1].start >= fx->s0; j--)
		if (vd_in_words(cx->answer + cx->tokens[j - 1].start, cx->tokens[j - 1].len, ahead))
			return true;
	return false;
}

/* Does the figure's sentence call it a ratio or a rate ("the loss ratio for Austria is") before it? */
static bool
ratio_named_before(const VerdictCtx *cx, size_t fi)
{
	static const char *const ratio[] = {"ratio", "rate", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		k;

	for (k = vd_token_at(cx, fx->s0); k < cx->ntokens && cx->tokens[k].start < cx->figs[fi].offset; k++)
		if (!cx->tokens[k].number && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, ratio))
			return true;
	return false;
}

/* See verdict_int.h. */
bool
vd_allowed(const VerdictCtx *cx, FigCtx *fx, int sr, GroundKind kind, int64_t row, int col)
{
	const StepRead *rd = &cx->reads[sr];
	NameAgg		na = (col >= 0 && col < rd->cells.ncolumns) ? (NameAgg) rd->nameagg[col] : NA_NONE;
	int			why = 0;

	/* "Ten of the 156 orders …, which is 6.4%": of that part and whole only (verdict_parts.c) */
	if (fx->linked)
		why = 1;
	/* "just over 4.2M" read in millions: a cell 4.3 of ratings is none of them */
	if (cx->scaled_to > 1 && col >= 0 && kind != GROUND_ROW_COUNT && vd_column_magnitude(rd, col) != cx->scaled_to)
		why = 2;
	if (fx->mention >= 0)
	{
		const Mention *m = &cx->mentions[fx->mention];

		/*
		 * an operand of a computation the answer writes, or a value of a
		 * bracketed pair: a value of any row the sentence names
		 */
		/* (a model's number, "than a 737", names its own row) */
		if (m->sread == sr && row >= 0 && !vd_mention_has_row(m, (size_t) row) &&
			!((fx->operand || fx->pair_value) && scope_mentions_row(cx, fx, sr, (size_t) row)) &&
			!(kind == GROUND_TEXT && cx->figs[fx - cx->fx].value >= 100 && cx->figs[fx - cx->fx].decimals == 0 &&
			  !cx->figs[fx - cx->fx].currency && !cx->figs[fx - cx->fx].percent))
			why = 1;
		if (fx->own_cell_only && (m->sread != sr || row < 0 || kind != GROUND_CELL))
			why = 1;
		/*
		 * a bound on a named row is a bound on that row's value, not on a
		 * total; but "out of just over 51,000 in total" is the whole, and
		 * "the top three — A, B and C — took just under half" their sum
		 */
		if (fx->bound && (m->sread != sr || row < 0) &&
			!(kind == GROUND_SUM && fx->agg == AGW_TOTAL && out_of_before(cx, (size_t) (fx - cx->fx))) &&
			!(kind == GROUND_SUM && row < 0 && fx->topk >= 2 && m->offset >= fx->s0 && m->offset < fx->s1))
			why = 1;
	}
	/* "the average genre ($382.14 against $97)": the second of the pair is the mean, nothing else */
	if (why == 0 && fx->pair_mean && kind != GROUND_AVG)
		why = 3;
	/* "(… $14,144 versus $49.0 thousand)" below "the average representative": that column's mean */
	if (why == 0 && fx->other_side && (sr != fx->pair_read || col != fx->pair_col || kind != GROUND_CELL) &&
		!(kind == GROUND_AVG && sr == fx->pair_read && col == fx->pair_col && sentence_vs_mean(cx, fx)))
		why = 1;
	/*
	 * "25% off" names its row by the key: the key is that row's name, no
	 * amount said in other words ("nearly a quarter"); written as the key
	 * is ("order 10865"), it names the row again
	 */
	if (why == 0 && kind == GROUND_CELL && row >= 0 &&
		(cx->figs[fx - cx->fx].words || cx->figs[fx - cx->fx].bound != 0 || cx->figs[fx - cx->fx].approximate) &&
		key_named_elsewhere(cx, (size_t) (fx - cx->fx), sr, row, col))
		why = 2;
	/* "13.03M in total, so roughly 6.5M an episode": a figure per unit is not a cell of a column of totals */
	if (why == 0 && fx->per_after && kind == GROUND_CELL && na == NA_SUM)
		why = 3;
	/*
	 * "MTV Dance: 13.03M viewers in total", "Metallica: 38,916,130 ms in
	 * total": the one row named, its cell of a column that adds up (no
	 * means, no extremes) is a sum already
	 */
	if (why == 0 && fx->summed && (kind == GROUND_CELL || kind == GROUND_TEXT || kind == GROUND_SHARE) &&
		!(kind == GROUND_CELL && na != NA_AVG && na != NA_MEDIAN && na != NA_MAX && na != NA_MIN && row >= 0 &&
		  only_row_named(cx, fx, sr, (size_t) row)))
		why = 3;
	/*
	 * A row's share is a fact about that row: said where no row is named
	 * ("Wildstorm has 2.1%" over rows without Wildstorm), only the extreme
	 * row a rank word points at ("the largest holds 52%") or the row an
	 * ordinal names ("the 2nd row makes up 25%") or whose label the
	 * sentence writes ("1997-08 makes up 9.5%") or whose cell it states
	 * before ("Women number 10, which is just over 29 percent") may hold
	 * it; another row's share would match by chance.
	 */
	/*
	 * A result a LIMIT cut holds as many rows as the limit, whatever else
	 * qualifies: its count grounds "the top 30 customers" or "these 30 rows",
	 * not "30 customers spent over $1,000".
	 */
	if (why == 0 && kind == GROUND_ROW_COUNT && rd->step->limit > 0 && rd->step->row_count >= rd->step->limit &&
		!fx->listing && !fx->rank)
		why = 3;
	if (why == 0 && kind == GROUND_SHARE && !fx->names_row && rd->cells.nrows > 1 && fx->ordinal_row != row + 1 &&
		!(fx->rank && row >= 0 && extreme_row(rd, (size_t) row, col)) &&
		!(row >= 0 && row_text_named(cx, fx, rd, (size_t) row)) &&
		!(row >= 0 && part_stated(cx, fx, sr, (size_t) row, col)) &&
		!(cx->subject_read == sr && cx->subject_row == row))
		why = 1;
	/*
	 * "Blended list price: $26 per product", "weighted by orders, 8.49 days":
	 * a weighted mean of several rows is no one row's cell, where the
	 * sentence names none
	 */
	if (why == 0 && fx->weighted_word && kind == GROUND_CELL && !fx->names_row && !fx->operand && rd->cells.nrows > 1)
		why = 1;
	/* "15,000.0 per flight for AA": a figure per unit, where the sentence names rows, is no other row's cell */
	if (why == 0 && fx->per_after && kind == GROUND_CELL && fx->names_row && fx->mention < 0 && row >= 0 &&
		!scope_mentions_row(cx, fx, sr, (size_t) row))
		why = 1;
	/*
	 * "85 men killed across 5 ships, which works out to 3.0 per ship": a
	 * figure per unit after the count of those units in its sentence is
	 * what the sentence divides, no value or mean of the rows as it stands
	 */
	if (why == 0 && fx->per_after && fx->agg == AGW_NONE && kind != GROUND_DERIVED && kind != GROUND_TEXT &&
		units_counted_before(cx, (size_t) (fx - cx->fx)))
		why = 3;
	/* "Net of paid losses, Germany comes to $219,001.33": a difference, never a value as it stands */
	if (why == 0 && kind != GROUND_DERIVED && !cx->figs[fx - cx->fx].percent && fx->net_of)
		why = 3;
	/* "Gap ≈ $21K": a difference, never a value as it stands, unless of a column of differences */
	if (why == 0 && fx->gap_said && kind != GROUND_DERIVED &&
		!(kind == GROUND_CELL && col >= 0 &&
		  (vd_name_contains(vd_col_name(rd, col), "diff") || vd_name_contains(vd_col_name(rd, col), "gap") ||
		   vd_name_contains(vd_col_name(rd, col), "delta") || vd_name_contains(vd_col_name(rd, col), "change"))))
		why = 3;
	/*
	 * "roughly a fifth of U2's total", "a third of the level recorded for
	 * Germany": a part of that row's figure, not a share of a column total
	 */
	if (why == 0 && kind == GROUND_SHARE &&
		(vd_of_row_possessive(cx, (size_t) (fx - cx->fx)) || vd_of_row_base(cx, (size_t) (fx - cx->fx)) >= 0))
		why = 3;
	/* "Top 3 = under half of 1997 net sales": the top rows' share together, not one's */
	if (why == 0 && kind == GROUND_SHARE && fx->top_rows)
		why = 1;
	/* "one in five of the customers are in the USA": where the sentence names rows, a share is of one of them */
	if (why == 0 && kind == GROUND_SHARE && fx->names_row && fx->mention < 0 && row >= 0 &&
		fx->ordinal_row != row + 1 && !(fx->rank && extreme_row(rd, (size_t) row, col)) &&
		!scope_mentions_row(cx, fx, sr, (size_t) row))
		why = 1;
	/* "A and B together bring $X. That is less than half of the total": a bound not on A's or B's share alone */
	if (why == 0 && kind == GROUND_SHARE && fx->back_to_many && fx->bound)
		why = 1;
	/*
	 * "Federal Shipping takes about 8.5 days", "compared with 4.0 for Double
	 * Down": the row's own figure, not its column's mean or total
	 */
	if (why == 0 && (kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_WAVG) &&
		fx->agg == AGW_NONE && (fx->row_pointed || vd_row_owns(cx, (size_t) (fx - cx->fx), sr)))
		why = 1;
	/*
	 * "an increase of a shade under 56%", "nearly a fifth below America",
	 * "(+70%, +45 vs. 1975-78)": a change, a comparison or a figure written
	 * with its sign is no row's share of a total, unless "of" says what it
	 * is a share of ("makes up +31.8% of all avg")
	 */
	if (why == 0 && kind == GROUND_SHARE &&
		(cx->figs[fx - cx->fx].direction != 0 || fx->compared_here || ahead_by(cx, (size_t) (fx - cx->fx)) ||
		 (cx->figs[fx - cx->fx].explicit_sign && !of_after_figure(cx, (size_t) (fx - cx->fx)))))
		why = 3;
	/*
	 * "USA ahead of Canada by ~42%", "USA ran about 42% above Canada": a
	 * comparison's percentage is the two rows' change, never a mean, a total
	 * or a cell of a column of amounts
	 */
	if (why == 0 && cx->figs[fx - cx->fx].percent && (ahead_by(cx, (size_t) (fx - cx->fx)) || fx->compared_here) &&
		(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_WAVG ||
		 kind == GROUND_CELL) &&
		col >= 0 && col < rd->cells.ncolumns && rd->colclass[col] != CC_PCT && rd->colclass[col] != CC_FRAC_NAMED &&
		!rd->ratio_named[col])
		why = 3;
	/*
	 * "The loss ratio for Austria is 13.8%", "the discount rate for Produce":
	 * a ratio of the row's own figures, not its share of a column's total
	 */
	if (why == 0 && kind == GROUND_SHARE && ratio_named_before(cx, (size_t) (fx - cx->fx)))
		why = 3;
	/* "we got roughly a fifth of the way there": progress, an actual over its target, no share of a total */
	if (why == 0 && kind == GROUND_SHARE && of_the_way(cx, (size_t) (fx - cx->fx)))
		why = 3;
	/* "weighted by ..., the overall average is": not the plain mean of the group averages; nor the other way */
	if (why == 0 && ((fx->weighted && kind == GROUND_AVG) || (fx->plain_mean && kind == GROUND_WAVG)))
		why = 3;
	/*
	 * "That is an average of 122 per group", no row named: a mean over the
	 * rows, not one row's cell (unless the column holds means itself)
	 */
	if (why == 0 && fx->agg == AGW_AVG && kind == GROUND_CELL && !fx->names_row && rd->cells.nrows > 1 &&
		na != NA_AVG && fx->ordinal_row == 0 && !fx->rank &&
		/* "Units sold per month (1997 avg)" over monthly_units: a rate per period is an average already */
		!(col >= 0 && vd_rate_period(cx, fx->s0, fx->s1, vd_col_name(rd, col)) == 1))
		why = 3;
	/*
	 * an operand of a computation the answer writes, or a value of a
	 * bracketed pair ("(52 years vs. 25 years)" over age and release_year),
	 * may be of a column the sentence does not name; so may a row's name
	 * said with an article ("the range of the 787")
	 */
	if (why == 0 && fx->ncols > 0 && !fx->cols_for_anchors && !fx->operand && !fx->pair_value && col >= 0 &&
		kind != GROUND_ROW_COUNT &&
		!(kind == GROUND_TEXT && article_before(cx, cx->figs[fx - cx->fx].offset)) &&
		/* "(vs. 150+ hp at 13.13)": the number of the row's name, said as its name */
		!(kind == GROUND_TEXT && row >= 0 && written_in_name(cx, &cx->figs[fx - cx->fx], sr, (size_t) row)))
	{
		bool		step_named = false,
					col_named = false;
		int			k;

		for (k = 0; k < fx->ncols; k++)
		{
			if (fx->col_read[k] == sr && !per_noun_names(cx, fx, sr, fx->col_col[k], kind, col))
			{
				step_named = true;
				if (fx->col_col[k] == col)
					col_named = true;
			}
		}
		/* "| **All measured heroes** | **518** |" under "Measured": the column its header names */
		if (step_named && !col_named && header_names(cx, (size_t) (fx - cx->fx), sr, col))
			col_named = true;
		/* "(1,973 of 3,663)": a part of a whole that is this column's total is of this column */
		if (step_named && !col_named && fx->part_of >= 0 && col < rd->cells.ncolumns &&
			fabs(rd->aggs[col].sum - cx->figs[fx->part_of].value) <= cx->figs[fx->part_of].half_unit + 1e-9)
			col_named = true;
		if (step_named && !col_named && names_key_row(cx, (size_t) (fx - cx->fx), kind, col))
			col_named = true;
		if (step_named && !col_named && kind == GROUND_CELL && target_cell(cx, (size_t) (fx - cx->fx)))
			col_named = true;
		if (step_named && !col_named)
			why = 2;
	}
	if (why == 0)
	{
		bool		ok = true;
		bool		named = false;
		int			k;

		int			in_step = 0;

		/* a column the sentence names alone is what it says, whatever its name's vd_aggregate */
		for (k = 0; k < fx->ncols; k++)
		{
			named = named || (fx->col_read[k] == sr && fx->col_col[k] == col);
			in_step += fx->col_read[k] == sr;
		}
		if (named && in_step == 1)
			na = NA_NONE;
		/* an vd_aggregate over many values is of the column, whatever each value is (an average count) */
		if (kind != GROUND_CELL && kind != GROUND_TEXT && col >= 0 && col < rd->cells.ncolumns &&
			rd->aggs[col].count > 1)
			na = NA_NONE;
		switch (fx->agg)
		{
			case AGW_MEDIAN:
				ok = !(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_WAVG || kind == GROUND_ROW_COUNT ||
					   na == NA_AVG || na == NA_SUM || na == NA_MAX || na == NA_MIN || na == NA_COUNT);
				break;
			/*
			 * the largest of per-group totals is a total: only other
			 * aggregates conflict; the highest of a column of minimums
			 * ("top the list" over minimum_connect_time) only where a column
			 * of maximums is there to be meant
			 */
			case AGW_MAX:
				ok = !(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_WAVG ||
					   kind == GROUND_ROW_COUNT || na == NA_AVG || na == NA_MEDIAN ||
					   (na == NA_MIN && has_nameagg(rd, NA_MAX)));
				break;
			case AGW_MIN:
				ok = !(kind == GROUND_AVG || kind == GROUND_SUM || kind == GROUND_MEDIAN || kind == GROUND_WAVG ||
					   kind == GROUND_ROW_COUNT || na == NA_AVG || na == NA_MEDIAN ||
					   (na == NA_MAX && has_nameagg(rd, NA_MIN)));
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
		/*
		 * "Asgardian is top at 216.6 kg" over avg_weight: the named row's
		 * own cell, the column's largest (smallest), ranks that row
		 */
		if (!ok && (fx->agg == AGW_MAX || fx->agg == AGW_MIN) && (na == NA_AVG || na == NA_MEDIAN) &&
			kind == GROUND_CELL && row >= 0 && fx->mention >= 0 && cx->mentions[fx->mention].sread == sr &&
			cx->mentions[fx->mention].nrows == 1 && vd_mention_has_row(&cx->mentions[fx->mention], (size_t) row) &&
			(size_t) row < rd->cells.nrows && col >= 0 && col < rd->cells.ncolumns &&
			rd->cells.cells[(size_t) row * rd->cells.ncolumns + col] ==
			(fx->agg == AGW_MAX ? rd->aggs[col].max : rd->aggs[col].min))
			ok = true;
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
set_ground(VerdictCtx *cx, size_t fi, GroundKind kind, int sr, int64_t row, int col, double value)
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

/* Do a column's values add up to a total ("avg_price" and "max_fare" do not)? */
static bool
adds_up(unsigned char na)
{
	return na != NA_AVG && na != NA_MEDIAN && na != NA_MAX && na != NA_MIN;
}

/* Is col the only column of read sr the figure's sentence names? */
static bool
only_col_named(const FigCtx *fx, int sr, int col)
{
	bool		named = false;
	int			k;

	for (k = 0; k < fx->ncols; k++)
	{
		if (fx->col_read[k] != sr)
			continue;
		if (fx->col_col[k] != col)
			return false;
		named = true;
	}
	return named;
}

static bool names_column(const VerdictCtx *cx, const FigCtx *fx, int sr, int col);

/*
 * "16.7% of the records were earned online": a count column's total over
 * the total of another count column that holds it row by row (online <=
 * records in every row), both named by the sentence.
 */
static bool
sub_count_share(VerdictCtx *cx, size_t fi, int s, const FigureRange *r)
{
	FigCtx	   *fx = &cx->fx[fi];
	const StepRead *sr = &cx->reads[s];
	const StepCells *cells = &sr->cells;
	int			nc = cells->ncolumns,
				a,
				b;

	for (a = 0; a < nc && a < MAX_WAVG_COLUMNS; a++)
	{
		if (sr->colclass[a] != CC_COUNT || sr->aggs[a].count < 2 || !sr->aggs[a].nonnegative ||
			!names_column(cx, fx, s, a))
			continue;
		for (b = 0; b < nc && b < MAX_WAVG_COLUMNS; b++)
		{
			size_t		rr;
			bool		within = true;
			Grounding  *g;

			if (b == a || sr->colclass[b] != CC_COUNT || sr->aggs[b].count != sr->aggs[a].count ||
				!(sr->aggs[b].sum > sr->aggs[a].sum) || !names_column(cx, fx, s, b))
				continue;
			for (rr = 0; rr < cells->nrows && within; rr++)
				within = cells->cells[rr * nc + a] <= cells->cells[rr * nc + b];
			/* of every row: not where the sentence is about a row it names */
			if (!within || fx->names_row || !vd_in_range(r, 100.0 * sr->aggs[a].sum / sr->aggs[b].sum))
				continue;
			g = &cx->grounds[fi];
			memset(g, 0, sizeof(*g));
			g->kind = GROUND_DERIVED;
			g->op = OP_RATIO;
			g->step = sr->step->number;
			g->a.kind = g->b.kind = GROUND_SUM;
			g->a.step = g->b.step = sr->step->number;
			g->a.column = a;
			g->b.column = b;
			g->a.value = sr->aggs[a].sum;
			g->b.value = sr->aggs[b].sum;
			g->derived = 100.0 * sr->aggs[a].sum / sr->aggs[b].sum;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return true;
		}
	}
	return false;
}

/* Does the figure's sentence name column col of read sr (by its words, or its whole name: "of all avg")? */
static bool
names_column(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	const char *name = vd_col_name(&cx->reads[sr], col);
	size_t		n,
				p;
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr && fx->col_col[k] == col)
			return true;
	if (name == NULL || (n = strlen(name)) == 0)
		return false;
	for (p = fx->s0; p + n <= fx->s1; p++)
		if ((p == 0 || !vd_is_wordch(cx->answer[p - 1])) &&
			(p + n == cx->len || !vd_is_wordch(cx->answer[p + n])) &&
			vd_eq_word(cx->answer + p, n, name))
			return true;
	return false;
}

/*
 * "30 mph" quotes no cell of miles_distant: a unit other than the column's
 * ("9.3 pounds" of a column of kg), of its family or another.  Nor is "73%" a cell of avg_kg: a percentage is no value of
 * a column of a physical unit (money and calendar words aside: "pct_year").
 */
static bool
unit_clash(const Figure *f, const StepRead *sr, int c)
{
	FigureUnit	cu = (FigureUnit) sr->colunit[c];

	if (f->percent)
		return cu != UNIT_NONE && cu != UNIT_CENT && cu != UNIT_DOLLAR && cu != UNIT_MONTH && cu != UNIT_YEAR &&
			sr->colclass[c] != CC_PCT && sr->colclass[c] != CC_FRAC_NAMED;
	/* "weighs 9.3 pounds" over kg, money aside (a column "in cents" may be quoted in dollars' words) */
	return f->unit != UNIT_NONE && cu != UNIT_NONE && f->unit != cu &&
		(figure_unit_family(f->unit) != figure_unit_family(cu) || figure_unit_family(cu) != 5);
}

/*
 * "avg. clarity (weighted, n = 27 reviews)": where the sentence names a
 * column besides the averaged one x, the weights are one it names, never
 * another that happens to give the figure.
 */
static bool
weight_said(const VerdictCtx *cx, const FigCtx *fx, int sr, int x, int w)
{
	int			c;
	bool		other = false;

	if (!fx->weighted)
		return true;
	for (c = 0; c < cx->reads[sr].cells.ncolumns; c++)
		if (c != x && cx->reads[sr].aggs[c].count > 0 && vd_span_names_col(cx, fx->s0, fx->s1, sr, c))
		{
			if (c == w)
				return true;
			other = true;
		}
	return !other;
}

/* Is the figure said of one row named ("`AD`: ≈ 1.33 per document"), with no aggregate word? */
static bool
one_row_named(const VerdictCtx *cx, const FigCtx *fx)
{
	return fx->mention >= 0 && cx->mentions[fx->mention].nrows == 1 && fx->agg == AGW_NONE;
}

/*
 * "Jane: $7.45 per customer / - blended across the three owners: $7.64 per
 * customer": a sentence that says it is over every row, past the one row a
 * sentence before named.
 */
static bool
overall_past_row(const VerdictCtx *cx, const FigCtx *fx)
{
	return one_row_named(cx, fx) && cx->mentions[fx->mention].offset < fx->s0 && vd_says_overall(cx, fx);
}

/* Is the word right before offset an article ("a 737", "the 777")? */
static bool
article_before(const VerdictCtx *cx, size_t offset)
{
	static const char *const articles[] = {"a", "an", "the", NULL};
	size_t		k = vd_token_at(cx, offset);

	return k > 0 && vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, articles);
}

/* See verdict_int.h. */
bool
vd_says_overall(const VerdictCtx *cx, const FigCtx *fx)
{
	static const char *const overall[] = {"overall", "all", "across", "grand", "every", "whole", NULL};
	size_t		k;

	for (k = vd_token_at(cx, fx->s0); k < cx->ntokens && cx->tokens[k].start < fx->s1; k++)
		if (!cx->tokens[k].number && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, overall))
			return true;
	return false;
}

/*
 * "just under 8.2% of the total", "12% of all revenue": is the percentage
 * said as a share of a whole, right after it?
 */
static bool
share_of_whole_after(const VerdictCtx *cx, const Figure *f)
{
	static const char *const of[] = {"of", NULL};
	static const char *const the[] = {"the", "your", "our", "its", "their", NULL};
	static const char *const whole[] = {"total", "all", "overall", "whole", "entire", NULL};
	size_t		k = vd_token_at(cx, f->offset + f->length);

	if (!f->percent || k >= cx->ntokens || cx->tokens[k].start > f->offset + f->length + 1 ||
		!vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, of))
		return false;
	k++;
	if (k < cx->ntokens && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, the))
		k++;
	return k < cx->ntokens && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, whole);
}

/*
 * "a 26% increase" is a change, never a count's cell or aggregate as it
 * stands (26 orders); "49.4% of the total" (share) a share, never of a
 * column holding values past 100 (amounts, not shares).
 */
static bool
percent_not_of(const Figure *f, bool share, const StepRead *sr, int c)
{
	return f->percent && sr->colclass[c] != CC_PCT && sr->colclass[c] != CC_FRAC_NAMED && !sr->ratio_named[c] &&
		((f->direction != 0 && sr->colclass[c] == CC_COUNT) || (share && sr->aggs[c].max > 100));
}

/* See verdict_int.h. */
int
vd_ground_direct(VerdictCtx *cx, size_t fi)
{
	static const char *const top[] = {"top", "bottom", NULL};
	const Figure *f = &cx->figs[fi];
	FigCtx	   *fx = &cx->fx[fi];
	Grounding  *g = &cx->grounds[fi];
	FigureRange r;
	size_t		s;
	bool		share = share_of_whole_after(cx, f);

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
	/* "the average maker in the top ten", "the top ten's listings": the rows a LIMIT of ten keeps */
	if (!f->percent && !f->currency && !f->multiple && f->bound == 0 && f->value == floor(f->value) &&
		f->value >= 2 && vd_word_before_in(cx, f->offset, top) != f->offset)
		for (s = 0; s < cx->nreads; s++)
			if (cx->reads[s].step->limit == (int64_t) f->value && cx->reads[s].step->row_count == (int64_t) f->value)
			{
				set_ground(cx, fi, GROUND_ROW_COUNT, (int) s, -1, -1, f->value);
				return 0;
			}
	for (s = 0; s < cx->nreads; s++)
	{
		StepRead   *sr = &cx->reads[s];
		const StepCells *cells = &sr->cells;
		int			nc = cells->ncolumns;
		size_t		ncells = cells->nrows * (size_t) nc;
		size_t		k;
		int			c;
		signed char named[64];	/* per column: 0 not yet known, 1 named by the sentence, -1 not */

		memset(named, 0, sizeof(named));
		for (k = 0; k < ncells; k += nc)
		{
			for (c = 0; c < nc; c++)
			{
				double		v = cells->cells[k + c];
				double		av = fabs(v);

				if (!(av >= amin && av <= amax))
					continue;	/* also NaN */
				if ((f->multiple && !sr->ratio_named[c]) ||
					(f->currency && sr->nameagg[c] == NA_COUNT) || unit_clash(f, sr, c))
					continue;
				/*
				 * "$17,400 less than in May, or 32 percent" is no 32 orders: a
				 * percentage is a whole number's cell only of a column its
				 * sentence names
				 */
				if (percent_not_of(f, share, sr, c))
					continue;
				if (f->percent && sr->colclass[c] == CC_COUNT && !sr->ratio_named[c])
				{
					if (c >= 64 || named[c] == 0)
					{
						bool		yes = vd_span_names_col(cx, fx->s0, fx->s1, (int) s, c);

						if (c < 64)
							named[c] = yes ? 1 : -1;
						if (!yes)
							continue;
					}
					else if (named[c] < 0)
						continue;
				}
				/* a bound said of every row holds for the smallest (or largest) of them */
				if (fx->universal && v != (f->bound > 0 ? sr->aggs[c].min : sr->aggs[c].max))
					continue;
				/* "just under a third" is no $0.30 of a column of amounts: fractions in words are of fractions */
				if (f->words && f->percent && sr->colclass[c] == CC_LEVEL && fabs(v) <= 1)
					continue;
				if (value_grounds(&r, f, v, (ColClass) sr->colclass[c]) &&
					vd_allowed(cx, fx, (int) s, GROUND_CELL, (int64_t) (k / nc), c))
				{
					int			m;

					/* "$126" over 126 invoices and $125.85 of revenue in one row: the amount */
					for (m = c + 1; f->currency && sr->colclass[c] == CC_COUNT && m < nc; m++)
					{
						double		w = cells->cells[k + m];

						if (sr->colclass[m] != CC_COUNT && sr->nameagg[m] != NA_COUNT && !unit_clash(f, sr, m) &&
							isfinite(w) && value_grounds(&r, f, w, (ColClass) sr->colclass[m]) &&
							vd_allowed(cx, fx, (int) s, GROUND_CELL, (int64_t) (k / nc), m))
						{
							c = m;
							v = w;
							break;
						}
					}
					set_ground(cx, fi, GROUND_CELL, (int) s, (int64_t) (k / nc), c, v);
					return 0;
				}
			}
		}
		/* a bound said of every row: only the extremes, above */
		if (f->multiple || fx->universal)
			continue;
		/*
		 * "$0 in revenue" over a step that found nothing: the empty result
		 * grounds a zero; "(vs. 2.0 overall)" shown with decimals is no count
		 */
		if (!f->percent && (!f->currency || (f->value == 0 && sr->step->row_count == 0)) &&
			(f->half_unit >= 0.5 || f->value == 0) &&
			vd_in_range(&r, (double) sr->step->row_count) &&
			vd_allowed(cx, fx, (int) s, GROUND_ROW_COUNT, -1, -1))
		{
			set_ground(cx, fi, GROUND_ROW_COUNT, (int) s, -1, -1, (double) sr->step->row_count);
			return 0;
		}
		for (c = 0; c < nc; c++)
		{
			const ColumnAgg *a = &sr->aggs[c];
			ColClass	cc = (ColClass) sr->colclass[c];

			if (unit_clash(f, sr, c) || percent_not_of(f, share, sr, c))
				continue;
			/* a total of many counts may be a percentage ("100.0% reported"); one count is not */
			if (cc == CC_COUNT && a->count > 1)
				cc = CC_LEVEL;

			if (a->count == 0 || (f->currency && sr->nameagg[c] == NA_COUNT))
				continue;
			/* a percentage is no sum of averages or extremes ("some 100 per cent" over avg_price) */
			if (value_grounds(&r, f, a->sum, cc) && !(f->percent && !adds_up(sr->nameagg[c])) &&
				vd_allowed(cx, fx, (int) s, GROUND_SUM, -1, c))
			{
				set_ground(cx, fi, GROUND_SUM, (int) s, -1, c, a->sum);
				return 0;
			}
			if (value_grounds(&r, f, a->sum / (double) a->count, cc) && vd_allowed(cx, fx, (int) s, GROUND_AVG, -1, c))
			{
				set_ground(cx, fi, GROUND_AVG, (int) s, -1, c, a->sum / (double) a->count);
				return 0;
			}
		}
		if (fx->agg == AGW_MEDIAN)
		{
			if (vd_compute_medians(sr) != 0)
				return -1;
			for (c = 0; c < nc; c++)
			{
				if (sr->medians && value_grounds(&r, f, sr->medians[c], (ColClass) sr->colclass[c]) &&
					vd_allowed(cx, fx, (int) s, GROUND_MEDIAN, -1, c))
				{
					set_ground(cx, fi, GROUND_MEDIAN, (int) s, -1, c, sr->medians[c]);
					return 0;
				}
			}
		}
		/* a weighted average: one column's mean weighted by a count column ("across all 31 visits") */
		/* (a percentage, "weighted by order lines, the mean discount was 5.6%", only of a column of percentages) */
		if ((fx->avg_context || (fx->per_unit && fx->pooled_all)) && (!f->percent || fx->weighted_word) &&
			cells->nrows >= 2)
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

					/* a money figure is no mean of counts (avg_fare of whole dollars is no count) */
					if (x == w || sr->aggs[x].count < 2 ||
						(f->currency && sr->colclass[x] == CC_COUNT && sr->nameagg[x] != NA_AVG) ||
						(f->percent && sr->colclass[x] != CC_PCT))
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
					/*
					 * "weighted by fares, the average one-way fare is 214": the
					 * column the sentence names may be the weights
					 */
					/*
					 * "the overall average is $28.83 per product" over avg_price
					 * and products: a mean per unit of the count it averaged over
					 */
					if (den > 0 && (f->percent ? value_grounds(&r, f, num / den, CC_PCT) : vd_in_range(&r, num / den)) &&
						weight_said(cx, fx, (int) s, x, w) &&
						(vd_allowed(cx, fx, (int) s, GROUND_WAVG, -1, x) ||
						 ((fx->weighted_word || (fx->per_unit && !f->percent && sr->nameagg[x] == NA_AVG &&
												 !one_row_named(cx, fx))) &&
						  sr->colclass[w] == CC_COUNT && only_col_named(fx, (int) s, w))))
					{
						set_ground(cx, fi, GROUND_WAVG, (int) s, -1, x, num / den);
						g->step2 = sr->step->number;
						g->column2 = w;
						return 0;
					}
					/*
					 * a total per unit of a count: "freight per order averaged
					 * $78.24", "freight averages $78.24 per order" (the column
					 * "per" names is the divisor's)
					 */
					if (!f->percent && sr->colclass[w] == CC_COUNT && vd_in_range(&r, sr->aggs[x].sum / aw->sum) &&
						/* ("Speedy Express averaged $79.58 per order": that row's, not every row's) */
						!(fx->per_unit && fx->mention >= 0 && cx->mentions[fx->mention].nrows == 1 && !fx->pooled_all &&
						  !vd_says_overall(cx, fx)) &&
						(vd_allowed(cx, fx, (int) s, GROUND_WAVG, -1, x) ||
						 (fx->per_unit && only_col_named(fx, (int) s, w) &&
						  (!one_row_named(cx, fx) || overall_past_row(cx, fx))) ||
						 /* "compared with a pooled figure of $78.24 per order across all three years" */
						 (fx->per_unit && fx->pooled_all && !f->percent &&
						  (names_column(cx, fx, (int) s, x) || only_col_named(fx, (int) s, w) ||
						   header_names(cx, fi, (int) s, x)))))
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

			/*
			 * a column of one value ("750 heroes in all" on every row) has
			 * shares of 1/n only: no fraction in words, unless the sentence
			 * names the row and the column ("Ben Jones makes up about a third
			 * of the cartoons", three directors tied on four)
			 */
			if (a->count < 2 || !a->nonnegative || !(a->sum > 0) || !isfinite(v) ||
				(a->min == a->max && f->words &&
				 !(fx->names_row && fx->mention >= 0 && cx->mentions[fx->mention].sread == (int) s &&
				   cx->mentions[fx->mention].nrows == 1 &&
				   cx->mentions[fx->mention].rows[0] == k / nc && names_column(cx, fx, (int) s, (int) (k % nc)))))
				continue;
			/* averages and extremes do not add up: no share of their total unless the sentence names the column */
			if (!adds_up(sr->nameagg[k % nc]) && !names_column(cx, fx, (int) s, (int) (k % nc)))
				continue;
			/* identifiers do not add up either: fare 6 is no sixth of anything */
			if (sr->colclass[k % nc] == CC_COUNT && vd_name_has(vd_col_name(sr, (int) (k % nc)), "id") &&
				!names_column(cx, fx, (int) s, (int) (k % nc)))
				continue;
			if (vd_in_range(&r, 100.0 * v / a->sum) &&
				vd_allowed(cx, fx, (int) s, GROUND_SHARE, (int64_t) (k / nc), (int) (k % nc)))
			{
				set_ground(cx, fi, GROUND_SHARE, (int) s, (int64_t) (k / nc), (int) (k % nc), NAN);
				cx->grounds[fi].derived = 100.0 * v / a->sum;	/* the share unrounded, for a gap between shares */
				cx->gread[fi] = -1;
				return 0;
			}
		}
		if (sub_count_share(cx, fi, (int) s, &r))
			return 0;
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
				if (vd_in_range(&r, 100.0 * cx->scalars[i].value / cx->scalars[j].value))
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

		if (!sr->texts_read && vd_read_text_values(sr) != 0)
			return -1;
		for (k = 0; k < sr->ntext_values; k++)
		{
			const TextCell *tc = &sr->cells.texts[sr->text_cells[k]];
			double		v = sr->text_values[k];

			/* a model's number only where it is said as a name: "than a 737", not "against 330 for B747" */
			if (v > 0 && v == vd_code_number(tc->text, tc->len) && !article_before(cx, f->offset))
				continue;
			if ((vd_in_range(&r, v) || (f->percent && vd_in_range(&r, v * 100)) ||
				 (v == f->value && written_in_name(cx, f, (int) s, tc->row))) &&
				vd_allowed(cx, fx, (int) s, GROUND_TEXT, (int64_t) tc->row, tc->column))
			{
				set_ground(cx, fi, GROUND_TEXT, (int) s, (int64_t) tc->row, tc->column, NAN);
				cx->gread[fi] = -1;
				return 0;
			}
		}
	}
	return 0;
}
