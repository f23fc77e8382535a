/*
 * verdict_subset.c — figures over a group of rows that one word names: a
 * text several rows share in one column ("Computer Science majors average
 * 3.30", "Rock tracks run 4.2 minutes on average", "Rock accounts for 34.2%
 * of the tracks", "12 Rock tracks").  The group is the rows whose cell in
 * that column is the text named, however many (a mention names at most
 * MAX_MENTION_ROWS rows; a group may hold more).  What the figure may be:
 *   - a percentage: the group's share of the rows, or of a column's total;
 *   - a whole number right before the name: how many rows the group holds;
 *   - where the sentence averages, or says each, per, or sets the figure
 *     against another: the mean of a column over the group;
 *   - where it sums (total, together, combined, in all): the sum.
 * A group is a proper part of a complete result: the rows captured are all
 * the query returned, and some are not in it.  So is the group a count
 * names by its value ("15 of them have just one customer"): the rows whose
 * cell of that count column is (above, below) the value said.  Columns are those the
 * sentence names, when it names any; a figure in a unit is a value of a
 * column in that unit's family, converted.  Each kind's chance grounding is
 * measured by bench/plausibility_derived.py --chance.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GROUP_MAX_ROWS		4096	/* a larger group is not summed */
#define COUNT_GAP			24		/* bytes between a count and the name it counts ("12 Rock tracks") */

/*
 * The rows of read sr whose cell in column c is the text name[0, len), case
 * aside; plural: or that text with an "s" more ("dogs" for "dog"); -1: too many.
 */
static long
group_rows(const VerdictCtx *cx, int sr, int c, const uchar *name, size_t len, bool plural, uint32_t *rows)
{
	const StepCells *cs = &cx->reads[sr].cells;
	long		n = 0;
	size_t		k,
				j;

	for (k = 0; k < cs->nnames; k++)
	{
		const TextCell *tc = &cs->names[k];

		if (tc->column != c || !(tc->len == len || (plural && tc->len + 1 == len && (name[len - 1] | 0x20) == 's')))
			continue;
		for (j = 0; j < tc->len; j++)
			if (ascii_lower((uchar) tc->text[j]) != ascii_lower(name[j]))
				break;
		if (j < tc->len)
			continue;
		if (n >= GROUP_MAX_ROWS)
			return -1;
		/* a row holds one cell per column: no row twice */
		if (n == 0 || rows[n - 1] != tc->row)
			rows[n++] = tc->row;
	}
	return n;
}

/* The rows a mention names as a group: those whose cell reads as it does. */
static long
mention_group(const VerdictCtx *cx, const Mention *m, uint32_t *rows)
{
	const StepCells *cs = &cx->reads[m->sread].cells;
	size_t		k;

	if (!m->place)
		/* "dogs": the label "dog" named in the plural (see vd_find_mentions) */
		return group_rows(cx, m->sread, m->column, cx->answer + m->offset, m->len, true, rows);
	/* "the American cities": by the text of the cell the place names ("USA") */
	if (m->nrows == 0)
		return 0;
	for (k = 0; k < cs->nnames; k++)
		if (cs->names[k].column == m->column && cs->names[k].row == m->rows[0])
			return group_rows(cx, m->sread, m->column, (const uchar *) cs->names[k].text, cs->names[k].len, false,
							  rows);
	return 0;
}

/* Is the text from the end of a figure to offset e only "in", "for", "during" or "over", maybe with "the"? */
static bool
period_follows(const VerdictCtx *cx, size_t from, size_t e)
{
	static const char *const joins[] = {" in ", " in the ", " for ", " for the ", " during ", " during the ",
	" over ", " over the ", NULL};
	int			j;

	for (j = 0; joins[j]; j++)
		if (e >= from && e - from == strlen(joins[j]) && memcmp(cx->answer + from, joins[j], e - from) == 0)
			return true;
	return false;
}

/* See verdict_int.h. */
int
vd_scope_group(const VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		at = cx->figs[fi].offset;
	int			best = -1;
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		/* rows named by a year are ordered in time, not grouped */
		if (m->dropped || m->year != 0 || !(m->many || m->nrows >= 2) || m->offset < fx->r0 || m->offset >= fx->s1)
			continue;
		/* "$5,729.24 in January–March, $8,253.15 in April–June": the period right after it is its own */
		if (m->period && period_follows(cx, at + cx->figs[fi].length, m->offset))
			return (int) k;
		/* the last named before its figure, else the first after it */
		if (best < 0 || (m->offset < at && (cx->mentions[best].offset > at ||
													 m->offset > cx->mentions[best].offset)))
			best = (int) k;
	}
	return best;
}

/* A figure in unit u, from a value of column c of read sr: the factor (NAN: another family, or no unit). */
static double
unit_factor(const VerdictCtx *cx, FigureUnit u, int sr, int c)
{
	FigureUnit	cu = cx->reads[sr].colunit[c];

	/* a column whose name says no unit holds the figure's, as a cell would ground it */
	if (u == UNIT_NONE || cu == UNIT_NONE)
		return 1;
	if (figure_unit_family(u) != figure_unit_family(cu) || figure_unit_family(u) == 5)
		return cu == u ? 1 : NAN;
	return figure_unit_size(cu, false) / figure_unit_size(u, false);
}

/* May column c of read sr be an operand: the sentence names it, or names no column of that read? */
static bool
col_ok(const FigCtx *fx, int sr, int c)
{
	int			k;
	bool		named_other = false;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr)
		{
			if (fx->col_col[k] == c)
				return true;
			named_other = true;
		}
	return !named_other;
}

/* Does the sentence name column c of read sr? */
static bool
named_col(const FigCtx *fx, int sr, int c)
{
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr && fx->col_col[k] == c)
			return true;
	return false;
}

/* Does the sentence name a column of read sr other than c? */
static bool
names_other_col(const FigCtx *fx, int sr, int c)
{
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr && fx->col_col[k] != c)
			return true;
	return false;
}

/* The range, a hair wider, so that a value exactly at the rounding edge holds. */
static bool
in_range(const FigureRange *r, double v)
{
	FigureRange w = *r;
	double		eps = 1e-9 * (fabs(r->lo) + fabs(r->hi));

	w.lo -= eps;
	w.hi += eps;
	return isfinite(v) && vd_in_range(&w, v);
}

/* Record a derivation over the group's n rows. */
static Grounding *
set_group(VerdictCtx *cx, size_t fi, GroundOp op, int sr, GroundKind kind, int column, double a, double b,
		  double value, long n)
{
	Grounding  *g = &cx->grounds[fi];

	memset(&g->a, 0, sizeof(g->a));
	memset(&g->b, 0, sizeof(g->b));
	g->kind = GROUND_DERIVED;
	g->op = op;
	g->nterms = (int) n;
	g->step = cx->reads[sr].step->number;
	g->a.kind = kind;
	g->a.step = g->step;
	g->a.column = column;
	g->a.value = a;
	g->b.kind = GROUND_NONE;
	g->b.step = g->step;
	g->b.column = column;
	g->b.value = b;
	g->b.row = -1;
	g->derived = value;
	g->searched = true;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
	return g;
}

/* Is the text between the figure's end and offset e at most a few words, no figure ("12 Rock", "twelve of the Rock")? */
static bool
counts_name(const VerdictCtx *cx, size_t fi, size_t e)
{
	const Figure *f = &cx->figs[fi];
	size_t		i = f->offset + f->length,
				j;

	if (e < i || e - i > COUNT_GAP)
		return false;
	for (j = i; j < e; j++)
		if (cx->answer[j] == '.' || cx->answer[j] == ',' || cx->answer[j] == ';' || cx->answer[j] == '(' ||
			cx->answer[j] == ':' || ascii_is_digit(cx->answer[j]))
			return false;
	return true;
}

/* See verdict_int.h. */
void
vd_ground_group(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	uint32_t   *rows;
	const Mention *m;
	const StepRead *rd;
	FigureRange r;
	long		n;
	int			gi,
				sr,
				c;
	size_t		total;
	bool		mean,
				sum;

	if (cx->grounds[fi].kind != GROUND_NONE || f->multiple || f->bound != 0 || fx->topk > 0 || !figure_range(f, &r))
		return;
	/* "12% more", "fell 40%": a change, not a group's figure */
	if (f->percent && (f->direction != 0 || fx->comparative || fx->compares))
		return;
	gi = vd_scope_group(cx, fi);
	if (gi < 0)
		return;
	m = &cx->mentions[gi];
	/* the row beside or the extreme the sentence speaks of, unless the figure is said "in" its period */
	if ((fx->neighbour || fx->last_year || fx->rank) && !vd_period_owns(cx, fi))
		return;
	sr = m->sread;
	rd = &cx->reads[sr];
	total = rd->cells.nrows;
	/* the whole result was captured, and the group is a part of it */
	if (total < 3 || (int64_t) total != rd->step->row_count)
		return;
	rows = malloc(GROUP_MAX_ROWS * sizeof(uint32_t));
	if (rows == NULL)
		return;
	if (m->period)
	{
		/* the months of a quarter: its rows are named, not matched by text */
		for (n = 0; n < (long) m->nrows; n++)
			rows[n] = (uint32_t) m->rows[n];
	}
	else
		n = mention_group(cx, m, rows);
	/* "the three pets" is no group of two */
	if (n < 2 || (size_t) n >= total || (fx->rows_said > 0 && n != fx->rows_said))
	{
		free(rows);
		return;
	}
	/* the group's share of the rows ("three of the five, 60%"), where the sentence names no column it totals */
	if (f->percent && !names_other_col(fx, sr, m->column) && in_range(&r, 100.0 * (double) n / (double) total))
	{
		Grounding  *g = set_group(cx, fi, OP_COUNT_SHARE, sr, GROUND_NONE, m->column, (double) n,
								  (double) total, 100.0 * (double) n / (double) total, n);

		g->a.kind = GROUND_NONE;
		g->b.kind = GROUND_ROW_COUNT;
		free(rows);
		return;
	}
	/* how many rows it holds: a whole number right before the name, in no unit */
	if (!f->percent && !f->currency && f->unit == UNIT_NONE && f->value == (double) n && f->offset < m->offset &&
		counts_name(cx, fi, m->offset))
	{
		Grounding  *g = set_group(cx, fi, OP_COUNT_SHARE, sr, GROUND_NONE, m->column, (double) n,
								  (double) total, (double) n, n);

		g->op = OP_GROUP_COUNT;
		free(rows);
		return;
	}
	mean = !f->percent && (fx->avg_context || fx->per_unit || fx->compares);
	/* "$154k in Q3" over month rows: a period's figure is the sum of its parts */
	sum = !f->percent && !fx->compares && (fx->sum_words || fx->summed || fx->agg == AGW_TOTAL || m->period);
	for (c = 0; c < rd->cells.ncolumns; c++)
	{
		const ColumnAgg *ag = &rd->aggs[c];
		double		s = 0,
					k = unit_factor(cx, f->unit, sr, c);
		long		i,
					terms = 0;

		if (c == m->column || !col_ok(fx, sr, c) || !isfinite(k) || ag->count < 2)
			continue;
		for (i = 0; i < n; i++)
		{
			double		v = rd->cells.cells[(size_t) rows[i] * rd->cells.ncolumns + c];

			if (isfinite(v))
			{
				s += v;
				terms++;
			}
		}
		if (terms < 2)
			continue;
		/* its share of a column's total the sentence names: of values that add up, all of them counted */
		if (f->percent)
		{
			if (named_col(fx, sr, c) && ag->nonnegative && ag->sum > 0 && ag->count == total && terms == n &&
				rd->nameagg[c] != NA_AVG && rd->nameagg[c] != NA_MEDIAN && rd->nameagg[c] != NA_MAX &&
				rd->nameagg[c] != NA_MIN && rd->colclass[c] != CC_PCT && in_range(&r, 100.0 * s / ag->sum))
			{
				set_group(cx, fi, OP_NAMED_SHARE, sr, GROUND_SUM, c, s, ag->sum, 100.0 * s / ag->sum, n);
				cx->grounds[fi].b.kind = GROUND_SUM;
				break;
			}
			continue;
		}
		if (mean && in_range(&r, k * s / (double) terms))
		{
			set_group(cx, fi, OP_AVG, sr, GROUND_AVG, c, s / (double) terms, 0, k * s / (double) terms, terms);
			break;
		}
		if (sum && rd->nameagg[c] != NA_AVG && rd->nameagg[c] != NA_MEDIAN && in_range(&r, k * s))
		{
			set_group(cx, fi, OP_SUM, sr, GROUND_SUM, c, s, 0, k * s, terms);
			break;
		}
	}
	free(rows);
}

/* Words that say a figure is over every row, not the group named before it. */
static const char *const whole_words[] = {"all", "overall", "every", "whole", "entire", "across", "total",
"altogether", NULL};

/*
 * Does mention gi own figure fi: named before it in its sentence, no other
 * row named before it there, no figure in between; a share may name its
 * group after it ("7 of the 77 (9.1%) are Grains"), no other row named in
 * the sentence.  No word saying every row stands between them or right
 * after it ("the 3.46 of all five").
 */
static bool
mention_owns(const VerdictCtx *cx, size_t fi, int gi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m = &cx->mentions[gi];
	size_t		k,
				seen = 0;

	if (m->offset < fx->s0 || (m->offset > f->offset && !f->percent))
		return false;
	/* "Q4: ~28% of 2025 revenue": the period after "of" is the whole, not what the share is of */
	if (m->offset > f->offset && vd_of_period_base(cx, fi) == gi)
		return false;
	/* "rose roughly 22 per cent over the course of 2025": a change within the period, between its rows */
	if (m->period && f->direction != 0)
		return false;
	for (k = 0; k < cx->nmentions; k++)
		if ((int) k != gi && !cx->mentions[k].dropped && cx->mentions[k].offset >= fx->s0 &&
			cx->mentions[k].offset < (m->offset > f->offset ? fx->s1 : f->offset))
			return false;
	if (m->offset > f->offset)
		return true;
	for (k = 0; k < cx->nfigs; k++)
		if (k != fi && cx->figs[k].offset > m->offset && cx->figs[k].offset < f->offset)
			return false;
	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *t = &cx->tokens[k];

		if (t->start < m->offset + m->len)
			continue;
		/* after a share, "of all" names its whole: "Rock holds 34.2% of all tracks" */
		if (t->start >= f->offset + f->length && (t->number || ++seen > 3 || f->percent))
			break;
		if (t->start >= f->offset && t->start < f->offset + f->length)
			continue;
		if (!t->number && vd_in_words(cx->answer + t->start, t->len, whole_words))
			return false;
	}
	return true;
}

/* See verdict_int.h. */
bool
vd_group_owns(const VerdictCtx *cx, size_t fi)
{
	int			gi = vd_scope_group(cx, fi);

	return gi >= 0 && mention_owns(cx, fi, gi);
}

/* Is token k the word w? */
static bool
token_is(const VerdictCtx *cx, size_t k, const char *w)
{
	return vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, w);
}

/* See verdict_int.h. */
bool
vd_row_owns(const VerdictCtx *cx, size_t fi, int sr)
{
	static const char *const others[] = {"other", "others", "rest", "remaining", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Figure *f = &cx->figs[fi];
	const Mention *m;
	size_t		k,
				at = 0;			/* the figure's first token */

	if (fx->mention < 0)
		return false;
	m = &cx->mentions[fx->mention];
	if (m->dropped || m->many || m->period || m->nrows != 1 || m->sread != sr || m->offset >= f->offset ||
		fx->sum_words || !mention_owns(cx, fi, fx->mention))
		return false;
	/* "Blue and Brown, 365 between them": no other row anywhere in the sentence */
	for (k = 0; k < cx->nmentions; k++)
		if ((int) k != fx->mention && !cx->mentions[k].dropped && cx->mentions[k].offset >= fx->s0 &&
			cx->mentions[k].offset < fx->s1)
			return false;
	/* "37 at the other two" is of other rows, said before it or in the three words after */
	while (at < cx->ntokens && cx->tokens[at].start < f->offset)
		at++;
	for (k = 0; k < cx->ntokens && cx->tokens[k].start < fx->s1 && k < at + 4; k++)
		if (cx->tokens[k].start >= m->offset + m->len && !cx->tokens[k].number &&
			vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, others))
			return false;
	/* "five of 15", "of the ten" name a whole */
	k = at;
	if (k > 0 && cx->tokens[k - 1].start >= fx->s0 && token_is(cx, k - 1, "the"))
		k--;
	return !(k > 0 && cx->tokens[k - 1].start >= fx->s0 && token_is(cx, k - 1, "of"));
}

/* See verdict_int.h. */
bool
vd_period_owns(const VerdictCtx *cx, size_t fi)
{
	int			gi = vd_scope_group(cx, fi);

	return gi >= 0 && cx->mentions[gi].period &&
		period_follows(cx, cx->figs[fi].offset + cx->figs[fi].length, cx->mentions[gi].offset);
}

/* Is token k one of the words? */
static bool
token_in(const VerdictCtx *cx, size_t k, const char *const *words)
{
	return k < cx->ntokens && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, words);
}

/* See verdict_int.h. */
void
vd_ground_rows_at_value(VerdictCtx *cx, size_t fi)
{
	static const char *const have[] = {"have", "has", "had", "with", "hold", "holds", "held", NULL};
	static const char *const equal[] = {"just", "only", "exactly", "precisely", NULL};
	static const char *const above[] = {"more", "over", "above", NULL};
	static const char *const below[] = {"fewer", "less", "under", "below", NULL};
	static const char *const than[] = {"than", NULL};
	static const char *const comparatives[] = {"more", "fewer", "less", NULL};
	static const char *const single[] = {"a", "single", NULL};
	static const char *const words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
	"nine", "ten", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		k,
				e,
				s;
	int			cmp = 0;
	double		v = -1;
	WordArg		noun;

	if (f->percent || f->currency || f->multiple || f->bound != 0 || f->unit != UNIT_NONE || f->decimals > 0 ||
		f->value < 1 || !figure_range(f, &r))
		return;
	/* "15 of them have", "3 of the 24 countries had", "9 customers with" */
	k = vd_token_at(cx, f->offset + f->length);
	for (e = k; e < cx->ntokens && e < k + 5 && cx->tokens[e].start < fx->s1 && !token_in(cx, e, have); e++)
		;
	if (e >= cx->ntokens || cx->tokens[e].start >= fx->s1 || !token_in(cx, e, have))
		return;
	e++;
	if (token_in(cx, e, equal))
		e++;
	else if (token_in(cx, e, above) || token_in(cx, e, below))
	{
		/* "more than 5 orders", "over 5 orders"; "more orders" says no value */
		bool		needs_than = token_in(cx, e, comparatives);

		cmp = token_in(cx, e, above) ? 1 : -1;
		if (token_in(cx, ++e, than))
			e++;
		else if (needs_than)
			return;
	}
	/* the value: digits, a number word, or "a single" */
	if (e + 1 < cx->ntokens && token_in(cx, e, single) && token_in(cx, e + 1, single) &&
		vd_eq_word(cx->answer + cx->tokens[e + 1].start, cx->tokens[e + 1].len, "single"))
	{
		v = 1;
		e += 2;
	}
	else if (e < cx->ntokens && cx->tokens[e].number)
	{
		size_t		n = vd_figure_at(cx, cx->tokens[e].start);

		if (n >= cx->nfigs || cx->figs[n].offset != cx->tokens[e].start || cx->figs[n].percent)
			return;
		v = cx->figs[n].value;
		e = vd_token_at(cx, cx->figs[n].offset + cx->figs[n].length);
	}
	else if (e < cx->ntokens)
	{
		int			w;

		for (w = 0; words[w] != NULL; w++)
			if (vd_eq_word(cx->answer + cx->tokens[e].start, cx->tokens[e].len, words[w]))
				v = w;
		e++;
	}
	if (v < 0 || e >= cx->ntokens || cx->tokens[e].number || cx->tokens[e].start >= fx->s1)
		return;
	noun.w = cx->answer + cx->tokens[e].start;
	noun.n = cx->tokens[e].len;
	/* the count column the noun names, of a complete result, and the rows whose cell holds that value */
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *rd = &cx->reads[s];
		int			c;

		if (rd->cells.nrows < 3 || (int64_t) rd->cells.nrows != rd->step->row_count)
			continue;
		for (c = 0; c < rd->cells.ncolumns; c++)
		{
			long		n = 0;
			size_t		i;

			if (rd->colclass[c] != CC_COUNT || rd->aggs[c].count < 3 ||
				!vd_name_words(vd_col_name(rd, c), vd_word_matches, &noun))
				continue;
			for (i = 0; i < rd->cells.nrows; i++)
			{
				double		x = rd->cells.cells[i * rd->cells.ncolumns + c];

				n += isfinite(x) && (cmp == 0 ? x == v : cmp > 0 ? x > v : x < v);
			}
			if (n > 0 && (size_t) n < rd->cells.nrows && vd_in_range(&r, (double) n))
			{
				(void) set_group(cx, fi, OP_ROWS_AT_VALUE, (int) s, GROUND_NONE, c, v, (double) cmp, (double) n, n);
				return;
			}
		}
	}
}
