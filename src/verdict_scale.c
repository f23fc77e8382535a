/*
 * verdict_scale.c — columns whose name states their magnitude ("viewers_m",
 * "revenue_millions", "population_k"): a figure written with that magnitude
 * ("9.16 million viewers") is grounded in the column's numbers as they stand,
 * and so are the figures derived from them ("losing 4.92 million").  Only a
 * value of such a column grounds the figure so read: a cell 9.16 of any other
 * column is not 9.16 million.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <string.h>

/* The magnitude a name word says: "m", "mn", "millions" 1e6; "k", "thousands" 1e3; "bn" 1e9; 0: none. */
static bool
magnitude_word(const uchar *w, size_t n, const void *arg)
{
	static const char *const million[] = {"m", "mn", "mln", "mio", "million", "millions", NULL};
	static const char *const thousand[] = {"k", "thousand", "thousands", NULL};
	static const char *const billion[] = {"bn", "bln", "billion", "billions", NULL};
	double	   *out = (double *) arg;

	if (vd_in_words(w, n, million))
		*out = 1e6;
	else if (vd_in_words(w, n, thousand))
		*out = 1e3;
	else if (vd_in_words(w, n, billion))
		*out = 1e9;
	return *out != 0;
}

/*
 * The magnitude the step's question gives column name in brackets right
 * after it: "viewers (millions)", "revenue (in thousands)", "sales ($m)";
 * 0: none.
 */
static double
question_magnitude(const VerdictStep *st, const char *name)
{
	const uchar *q = (const uchar *) st->question;
	size_t		n = strlen(name),
				i;

	if (q == NULL || n < 3)
		return 0;
	for (i = 0; i + n + 3 < st->question_len; i++)
	{
		size_t		b = i + n,
					e,
					w;
		double		m = 0;

		if ((i > 0 && vd_is_wordch(q[i - 1])) || !ascii_equal_nocase_n((const char *) q + i, name, n) ||
			q[b] != ' ' || q[b + 1] != '(')
			continue;
		for (e = b + 2; e < st->question_len && q[e] != ')'; e++)
			;
		if (e >= st->question_len || e - b > 20)
			continue;
		/* the bracket's last word: "(millions)", "(in millions)", "($m)" */
		for (w = e; w > b + 2 && vd_is_wordch(q[w - 1]); w--)
			;
		if (magnitude_word(q + w, e - w, &m))
			return m;
	}
	return 0;
}

/* See verdict_int.h. */
double
vd_column_magnitude(const StepRead *sr, int col)
{
	const char *name = vd_col_name(sr, col);
	double		m = 0;

	if (name == NULL)
		return 0;
	vd_name_words(name, magnitude_word, &m);
	if (m == 0 && sr->step != NULL)
		m = question_magnitude(sr->step, name);
	return m;
}

/* Does some column of the reads state the magnitude? */
static bool
any_column_of(const VerdictCtx *cx, double scale)
{
	size_t		s;
	int			c;

	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
			if (vd_column_magnitude(&cx->reads[s], c) == scale)
				return true;
	return false;
}

/* Is the operand a value of a column of that magnitude, or a figure of the answer written in it? */
static bool
ref_in(const VerdictCtx *cx, const GroundRef *r, double scale)
{
	size_t		s;

	if (r->kind == GROUND_NONE)
		return r->row >= 0 && (size_t) r->row < cx->nfigs && cx->figs[r->row].scale == scale;
	if (r->kind == GROUND_ROW_COUNT)
		return false;
	for (s = 0; s < cx->nreads; s++)
		if (cx->reads[s].step->number == r->step)
			return vd_column_magnitude(&cx->reads[s], r->column) == scale;
	return false;
}

/* Was the figure grounded by a value of a column of that magnitude? */
static bool
grounded_in(const VerdictCtx *cx, size_t fi, double scale)
{
	const Grounding *g = &cx->grounds[fi];
	size_t		s;

	switch (g->kind)
	{
		case GROUND_CELL:
			/* "averaged 10.30 million" is not a cell of a column of totals, nor the other way round */
			for (s = 0; s < cx->nreads; s++)
				if (cx->reads[s].step->number == g->step)
				{
					const StepRead *sr = &cx->reads[s];
					unsigned	na = g->column >= 0 && g->column < sr->cells.ncolumns ? sr->nameagg[g->column] : NA_NONE;

					if ((cx->fx[fi].agg == AGW_AVG && na == NA_SUM) || (cx->fx[fi].agg == AGW_TOTAL && na == NA_AVG))
						return false;
					return vd_column_magnitude(sr, g->column) == scale;
				}
			return false;
		case GROUND_SUM:
		case GROUND_AVG:
		case GROUND_MEDIAN:
		case GROUND_WAVG:
			for (s = 0; s < cx->nreads; s++)
				if (cx->reads[s].step->number == g->step)
					return vd_column_magnitude(&cx->reads[s], g->column) == scale;
			return false;
		case GROUND_DERIVED:
			/* a difference, sum or total per unit of such values; a ratio of them has no magnitude */
			if (g->op == OP_RATIO || g->op == OP_CHANGE || g->op == OP_NAMED_SHARE || g->op == OP_TOPK_SHARE)
				return false;
			if (g->op == OP_PER_UNIT || g->op == OP_TOPK || g->op == OP_AVG || g->op == OP_WAVG ||
				(g->op == OP_SUM && g->nterms > 0))
				return ref_in(cx, &g->a, scale);
			if (g->op == OP_DIFF || g->op == OP_SUM)
				return ref_in(cx, &g->a, scale) && ref_in(cx, &g->b, scale);
			return false;
		default:
			return false;
	}
}

/* See verdict_int.h. */
bool
vd_scale_misread(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];

	if (!(f->scale > 1) || !(fabs(f->value) < f->scale) || f->percent || f->multiple ||
		cx->grounds[fi].scale > 1 || !any_column_of(cx, f->scale))
		return false;
	return !grounded_in(cx, fi, f->scale);
}

/* See verdict_int.h. */
double
vd_anchor_magnitude(const VerdictCtx *cx, const Anchor *a)
{
	if (a->sread >= 0 && a->col >= 0)
		return vd_column_magnitude(&cx->reads[a->sread], a->col);
	if (a->named && a->ref.row >= 0 && (size_t) a->ref.row < cx->nfigs && cx->grounds[a->ref.row].scale > 1)
		return cx->grounds[a->ref.row].scale;
	return -1;
}

/* See verdict_int.h. */
int
vd_ground_scaled(VerdictCtx *cx, size_t fi, int (*ground) (VerdictCtx *cx, size_t fi, void *arg), void *arg)
{
	Figure	   *f = &cx->figs[fi];
	const Figure saved = *f;
	double		scale = f->scale;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple)
		return 0;
	/*
	 * "6.09 million viewers, about 6,100,000 people": a number of millions
	 * written out in full is read in millions too, where a column counts in
	 * them
	 */
	if (!(scale > 1) && fabs(f->value) >= 1e6)
		scale = 1e6;
	if (!(scale > 1) || !any_column_of(cx, scale))
		return 0;
	f->value /= scale;
	f->half_unit /= scale;
	f->reach /= scale;
	cx->scaled_to = scale;
	if (ground(cx, fi, arg) != 0)
	{
		cx->scaled_to = 0;
		*f = saved;
		return -1;
	}
	cx->scaled_to = 0;
	if (cx->grounds[fi].kind != GROUND_NONE && !grounded_in(cx, fi, scale))
	{
		const Grounding keep = cx->grounds[fi];

		memset(&cx->grounds[fi], 0, sizeof(Grounding));
		/* what the sentence named is still worth saying */
		cx->grounds[fi].has_expected = keep.has_expected;
		cx->grounds[fi].expected = keep.expected;
		cx->gvalues[fi] = NAN;
		cx->gread[fi] = cx->gcol[fi] = -1;
	}
	if (cx->grounds[fi].kind != GROUND_NONE)
		cx->grounds[fi].scale = scale;
	*f = saved;
	return 0;
}
