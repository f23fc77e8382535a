/*
 * verdict.c — the verdict of check_answer: every figure of the answer
 * grounded in turn (directly, by a derivation, or echoed from the question),
 * then the report: the reason, the groundings, what was expected.
 *
 * Pure C: no PostgreSQL headers. The rules are listed in verdict.h.  The
 * phases live beside this file: verdict_rows.c reads the rows,
 * verdict_words.c what the answer's words say, verdict_match.c matches a
 * figure to the rows directly, verdict_derive.c derives it.
 *
 * The rows JSON is the extension's own (execute.c writes it), but it is read
 * defensively: every read is bounds-checked, nesting is skipped with a
 * counter (no recursion), and reading stops at the first malformed byte.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

bool		(*verdict_stop_requested) (void) = NULL;

/* Whether to stop now (see verdict.h); remembered in the context. */
static bool
stop_requested(VerdictCtx *cx)
{
	if (verdict_stop_requested != NULL && verdict_stop_requested())
		cx->stopped = true;
	return cx->stopped;
}

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

static void drop_narration(VerdictCtx *cx);
static void lead_paragraphs(VerdictCtx *cx);
static void title_said_again(VerdictCtx *cx, size_t i);
static bool opens_with_heading(const VerdictCtx *cx, size_t p);

/* Ground a figure directly (for vd_ground_scaled). */
static int
ground_direct(VerdictCtx *cx, size_t fi, void *arg)
{
	(void) arg;
	return vd_ground_direct(cx, fi);
}

/* Does a column of some read hold speeds? */
static bool
speed_column(const VerdictCtx *cx)
{
	size_t		s;
	int			c;

	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
			if (figure_unit_family(cx->reads[s].colunit[c]) == 8)
				return true;
	return false;
}

/* Does the answer write a cell as a speed ("| B787 | 593 mph |" over cruising_speed)? */
static bool
speed_written(const VerdictCtx *cx)
{
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
		if (cx->grounds[j].kind == GROUND_CELL && figure_unit_family(cx->figs[j].unit) == 8)
			return true;
	return false;
}

/* Does a figure start in [from, to)? */
static bool
states_figure(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		k = vd_figure_at(cx, from);

	return k < cx->nfigs && cx->figs[k].offset < to;
}

/*
 * Where the rows a figure's search may take start: the sentence before, or,
 * when its sentence points back through a chain ("The A380 seats 853, 2.05x
 * the B747's 416. Its range ... It is also 25.1% heavier"), the chain's first.
 * Up to three sentences that state no figure are passed over: a takeaway
 * after a list of caveats ("Watch items: - VX has a single fare on file.
 * Takeaway: VX ahead by ~$183") sets the rows of the last figures against
 * each other.
 */
static size_t
rows_back(const VerdictCtx *cx, size_t fi)
{
	size_t		s0 = cx->fx[fi].s0,
				before = vd_sentence_before(cx, s0);
	int			skipped;

	for (skipped = 0; skipped < 3 && before > 0 && !states_figure(cx, before, s0); skipped++)
	{
		s0 = before;
		before = vd_sentence_before(cx, s0);
	}
	return cx->fx[fi].chain0 < before ? cx->fx[fi].chain0 : before;
}

/* Ground a figure by the derivations over its anchors, in order; the anchors are arg. */
static int
ground_derivations(VerdictCtx *cx, size_t i, void *arg)
{
	Anchor	   *anchors = (Anchor *) arg;
	size_t		na;

	/*
	 * a speed is a distance over a time (vd_ground_rate, once every figure is
	 * grounded) or another speed converted, never a sum of cells; unless the
	 * cells are speeds, as a column's unit or the answer says ("593 mph")
	 */
	if (figure_unit_family(cx->figs[i].unit) == 8 && !speed_column(cx) && !speed_written(cx))
	{
		na = vd_collect_anchors(cx, i, anchors);
		vd_ground_converted(cx, i, anchors, na);
		return 0;
	}
	/* a figure said of a group: the group's mean, sum or share, never a value of some of its rows */
	if (vd_group_owns(cx, i))
	{
		vd_ground_group(cx, i);
		return 0;
	}
	vd_ground_column_ratio(cx, i);
	if (cx->grounds[i].kind != GROUND_NONE)
		return 0;
	na = vd_collect_anchors(cx, i, anchors);
	/*
	 * a value of a bracketed pair: a named row's, in another unit perhaps,
	 * or per unit of its own row, never a gap or a ratio
	 */
	if (cx->fx[i].pair_value)
	{
		if (cx->figs[i].unit != UNIT_NONE)
			vd_ground_converted(cx, i, anchors, na);
		if (cx->grounds[i].kind == GROUND_NONE)
			vd_ground_per_unit(cx, i, anchors, na);
		return 0;
	}

	vd_ground_derived(cx, i, anchors, na);
	/* "the rate for the UK is about 2.1 times that for Germany": of the two rates stated, or nothing */
	if (cx->fx[i].rates_said)
		return 0;
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_ground_per_unit(cx, i, anchors, na);
	if (cx->grounds[i].kind == GROUND_NONE && cx->figs[i].unit != UNIT_NONE)
		vd_ground_converted(cx, i, anchors, na);
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_ground_run_rate(cx, i, anchors, na);
	if (cx->grounds[i].kind == GROUND_NONE && cx->fx[i].topk > 0)
		vd_ground_topk(cx, i);
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_ground_median_half(cx, i);
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_ground_named_sum(cx, i);
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_ground_group(cx, i);
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_ground_rows_at_value(cx, i);
	if (cx->grounds[i].kind == GROUND_NONE)
		vd_search(cx, i, rows_back(cx, i), false);
	/*
	 * "68.4% ... 28.3% ... a gap of 40.0 points", "Δ = +67.5 pp": between
	 * the shares (or ratios) unrounded, once as written failed
	 */
	if (cx->grounds[i].kind == GROUND_NONE && !cx->figs[i].currency && !cx->exact_shares)
	{
		size_t		j;
		bool		any = false;

		for (j = 0; j < cx->nfigs && !any; j++)
			any = j != i && cx->figs[j].percent && (cx->grounds[j].kind == GROUND_SHARE ||
												   (cx->grounds[j].kind == GROUND_DERIVED && cx->grounds[j].op == OP_RATIO));
		if (any)
		{
			cx->exact_shares = true;
			na = vd_collect_anchors(cx, i, anchors);
			vd_ground_derived(cx, i, anchors, na);
			cx->exact_shares = false;
		}
	}
	return 0;
}

/*
 * Does figure i's grounding contradict what the words around it say of it:
 * "well over 500 of the 750 heroes" grounded by more than its whole, or as
 * a bound by the whole itself; "about a third (50.0%)", a percentage
 * restating a fraction in words outside that fraction's range?
 */
static bool
grounding_contradicts_words(const VerdictCtx *cx, size_t i)
{
	const Grounding *g = &cx->grounds[i];
	const Figure *f = &cx->figs[i];
	int			w = cx->fx[i].part_of,
				rs = cx->fx[i].restates;
	double		v = g->kind == GROUND_DERIVED ? g->derived : cx->gvalues[i];

	if (rs >= 0)
	{
		const Figure *q = &cx->figs[rs];
		double		slack = q->half_unit + f->half_unit;

		/* "well over half (72%)": past the bound on its side */
		if (q->bound > 0 ? f->value < q->value - slack :
			q->bound < 0 ? f->value > q->value + slack : fabs(f->value - q->value) > slack)
			return true;
	}
	/* "29.1% …, about two in ten": a fraction saying a percentage again holds it */
	if (cx->fx[i].says_again >= 0)
	{
		const Figure *q = &cx->figs[cx->fx[i].says_again];
		FigureRange r;

		if (figure_range(f, &r) && (r.hi < q->value - q->half_unit || r.lo > q->value + q->half_unit))
			return true;
	}
	/* "nearly a quarter ($32,979.52 of $88,653)": the part and whole beside it say what it is */
	if (vd_part_whole_contradicts(cx, i))
		return true;
	/*
	 * "at 28.7 percent of the villainous camp's level": a share of that
	 * value, never a change, unless what it is of is a gap said before it
	 */
	if (g->kind == GROUND_DERIVED && g->op == OP_CHANGE && f->percent && f->direction == 0 && !f->explicit_sign &&
		!cx->fx[i].gap_said && vd_of_possessive(cx, i))
		return true;
	/* "10,000 s, i.e. roughly 1.0 hours": a restatement in another unit says the same amount */
	if (vd_unit_restatement_contradicts(cx, i))
		return true;
	if (w < 0 || vd_narration(g->kind) || !(cx->figs[w].value > 0) || !isfinite(v))
		return false;
	return v > cx->figs[w].value + cx->figs[w].half_unit ||
		(f->bound != 0 && v >= cx->figs[w].value - cx->figs[w].half_unit);
}

/*
 * "Discounted lines: 23 of 67 order lines": a part said of a whole that is
 * one row's cell is of that row.  A part grounded as another row's cell is
 * that row's own cell where it holds the value, else no part of it (a total
 * line, holding the column's total of the other rows, is every row's whole).
 */
static void
part_in_whole_row(VerdictCtx *cx, size_t i)
{
	Grounding  *g = &cx->grounds[i];
	const Grounding *gw;
	const StepRead *sr = NULL;
	int			w = cx->fx[i].part_of,
				nc,
				c,
				s;
	size_t		k;
	FigureRange r,
				rw;
	double		whole,
				rest;

	if (w < 0 || g->kind != GROUND_CELL || cx->grounds[w].kind != GROUND_CELL || !figure_range(&cx->figs[i], &r))
		return;
	gw = &cx->grounds[w];
	if (gw->step != g->step || gw->row == g->row || gw->row < 1)
		return;
	for (s = 0; s < (int) cx->nreads && sr == NULL; s++)
		if (cx->reads[s].step->number == gw->step)
			sr = &cx->reads[s];
	if (sr == NULL || (size_t) gw->row > sr->cells.nrows || gw->column < 0 || gw->column >= sr->cells.ncolumns)
		return;
	nc = sr->cells.ncolumns;
	whole = sr->cells.cells[(gw->row - 1) * nc + gw->column];
	rest = sr->aggs[gw->column].sum - whole;
	if (rest > 0 && fabs(whole - rest) <= fabs(whole) * 0.005)
		return;
	/* (the whole's row, or another that holds the whole just as well) */
	if (!figure_range(&cx->figs[w], &rw))
		return;
	for (k = 0; k <= sr->cells.nrows; k++)
	{
		size_t		row = k == 0 ? (size_t) gw->row - 1 : k - 1;

		if (k > 0 && (row == (size_t) gw->row - 1 || !vd_in_range(&rw, sr->cells.cells[row * nc + gw->column])))
			continue;
		for (c = 0; c < nc; c++)
		{
			double		v = sr->cells.cells[row * nc + c];

			if (c != gw->column && isfinite(v) && vd_in_range(&r, v))
			{
				g->row = (int64_t) row + 1;
				g->column = c;
				cx->gvalues[i] = v;
				cx->gcol[i] = c;
				return;
			}
		}
	}
	memset(g, 0, sizeof(Grounding));
	cx->gvalues[i] = NAN;
	cx->gread[i] = cx->gcol[i] = -1;
}

/* Is ref one of the two figures right after figure i in its sentence, derived itself? */
static bool
later_operand(const VerdictCtx *cx, size_t i, const GroundRef *ref)
{
	return ref->kind == GROUND_NONE && ref->row > (int64_t) i && ref->row <= (int64_t) i + 2 &&
		(size_t) ref->row < cx->nfigs && cx->fx[ref->row].s0 == cx->fx[i].s0 &&
		cx->grounds[ref->row].kind == GROUND_DERIVED;
}

/* Is ref a figure of the answer derived before figure i in its sentence? */
static bool
earlier_operand(const VerdictCtx *cx, size_t i, const GroundRef *ref)
{
	return ref->kind == GROUND_NONE && ref->row >= 0 && ref->row < (int64_t) i &&
		cx->fx[ref->row].s0 == cx->fx[i].s0 && cx->grounds[ref->row].kind == GROUND_DERIVED;
}

/* Does the figure name no column of read sr, or column col among those it names? */
static bool
label_allows_column(const FigCtx *fx, int sr, int col)
{
	bool		any = false;
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr)
		{
			if (fx->col_col[k] == col)
				return true;
			any = true;
		}
	return !any;
}

/*
 * An answer that names one row of a result and no other ("Subject: Meat/
 * Poultry sales" over "- H2 1996: $19,391") speaks of that row: a figure
 * it lists as an item ("label: figure") that is a cell of another row only
 * is no value of it.
 */
static void
lone_subject_cells(VerdictCtx *cx)
{
	static const char *const summary[] = {"avg", "average", "mean", "median", "total", "sum", "overall", "all",
	"combined", "max", "min", "highest", "lowest", NULL};
	int			sread = -1;
	size_t		row = 0,
				first = SIZE_MAX,
				k,
				i;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->many || m->by_value || m->period || m->nrows == 0)
			continue;
		if (m->nrows != 1 || (sread >= 0 && (m->sread != sread || m->rows[0] != row)))
			return;
		sread = m->sread;
		row = m->rows[0];
		if (m->offset < first)
			first = m->offset;
	}
	if (sread < 0 || cx->reads[sread].cells.nrows < 2)
		return;
	for (i = 0; i < cx->nfigs; i++)
	{
		const StepCells *c = &cx->reads[sread].cells;
		const FigCtx *fx = &cx->fx[i];
		bool		own = false;
		int			col;
		size_t		ls,
					le;
		FigureRange r;

		/*
		 * an item after the row was named (a subject line, a title), whose
		 * label says no summary of the rows ("Avg … per airline: $220.00")
		 */
		if (cx->grounds[i].kind != GROUND_CELL || cx->gread[i] != sread || cx->grounds[i].row - 1 == (int64_t) row ||
			first > cx->figs[i].offset || fx->neighbour || fx->agg != AGW_NONE || fx->rank || fx->listing ||
			fx->top_rows || fx->topk != 0 || fx->ordinal_row != 0 || vd_in_mention(cx, cx->figs[i].offset) ||
			!vd_item_label(cx, i, &ls, &le) || !figure_range(&cx->figs[i], &r))
			continue;
		for (k = vd_token_at(cx, ls); k < cx->ntokens && cx->tokens[k].start < le && !own; k++)
			own = vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, summary);
		/* the row named holds a value the figure may be, as shown (in a column its label names, if any) */
		for (col = 0; col < c->ncolumns && !own; col++)
			own = vd_in_range(&r, c->cells[row * c->ncolumns + col]) && label_allows_column(fx, sread, col);
		/* a row named on the item's own line ("(vs. 150+ hp at 13.13)") sets it against that row */
		if (!own)
		{
			size_t		a = cx->figs[i].offset,
						e = cx->figs[i].offset;

			while (a > 0 && cx->answer[a - 1] != '\n')
				a--;
			while (e < cx->len && cx->answer[e] != '\n')
				e++;
			for (k = 0; k < cx->nmentions && !own; k++)
				own = !cx->mentions[k].dropped && cx->mentions[k].offset >= a && cx->mentions[k].offset < e;
		}
		if (own)
			continue;
		memset(&cx->grounds[i], 0, sizeof(Grounding));
		cx->gvalues[i] = NAN;
		cx->gread[i] = cx->gcol[i] = -1;
	}
}

/*
 * Ground every figure of the answer; -1 on allocation failure or when asked
 * to stop (cx->stopped).  Each pass over the figures asks once a figure.
 */
static int
ground_all(VerdictCtx *cx)
{
	Anchor		anchors[MAX_ANCHORS];
	bool	   *late;
	size_t		i,
				s;

	cx->gvalues = malloc(cx->nfigs * sizeof(double));
	cx->gread = malloc(cx->nfigs * sizeof(int));
	cx->gcol = malloc(cx->nfigs * sizeof(int));
	cx->fx = calloc(cx->nfigs, sizeof(FigCtx));
	cx->qfigs = calloc(cx->nreads ? cx->nreads : 1, sizeof(Figure *));
	cx->nqfigs = calloc(cx->nreads ? cx->nreads : 1, sizeof(size_t));
	cx->qbounds = calloc(cx->nreads ? cx->nreads : 1, sizeof(QueryBound *));
	cx->nqbounds = calloc(cx->nreads ? cx->nreads : 1, sizeof(size_t));
	if (!cx->gvalues || !cx->gread || !cx->gcol || !cx->fx || !cx->qfigs || !cx->nqfigs || !cx->qbounds ||
		!cx->nqbounds)
		return -1;
	for (s = 0; s < cx->nreads; s++)
	{
		const VerdictStep *st = cx->reads[s].step;

		if (vd_classify_columns(&cx->reads[s]) != 0)
			return -1;
		if (st->question && st->question_len > 0)
		{
			errno = 0;
			cx->nqfigs[s] = figures_extract(st->question, st->question_len, &cx->qfigs[s]);
			if (cx->nqfigs[s] == 0 && errno == EINTR)
				cx->stopped = true;
			if (cx->nqfigs[s] == 0 && (errno == ENOMEM || errno == EINTR))
				return -1;
		}
		if (vd_query_bounds(st->sql, &cx->qbounds[s], &cx->nqbounds[s]) != 0)
			return -1;
	}
	if (stop_requested(cx) || vd_tokenize(cx) != 0 || vd_find_mentions(cx) != 0 ||
		vd_index_sentences(cx) != 0)
		return -1;
	for (i = 0; i < cx->nfigs; i++)
	{
		if (stop_requested(cx))
			return -1;
		cx->gvalues[i] = NAN;
		cx->gread[i] = cx->gcol[i] = -1;
		memset(&cx->grounds[i], 0, sizeof(Grounding));
		vd_figure_context(cx, i);
	}
	vd_find_computations(cx);
	if (cx->small_need)
		drop_narration(cx);
	lead_paragraphs(cx);
	/* first what the rows hold as they stand, so the derivations can start from it */
	for (i = 0; i < cx->nfigs; i++)
	{
		if (stop_requested(cx))
			return -1;
		if (!cx->figs[i].multiple && vd_echoed(cx, i))
			continue;
		if (vd_word_in_row_name(cx, i) || vd_table_header_figure(cx, i))
			continue;
		/* "there are 60 minutes in an hour": a factor between units, no value of the rows */
		vd_ground_factor(cx, i);
		if (cx->grounds[i].kind != GROUND_NONE)
			continue;
		/* "2 ahead of": a difference, never a value as it stands */
		if (cx->fx[i].small_diff)
			continue;
		if (vd_ground_direct(cx, i) != 0 || vd_ground_scaled(cx, i, ground_direct, NULL) != 0)
			return -1;
	}
	/* a figure said of a group is no aggregate over every row, nor a share read off a cell */
	for (i = 0; i < cx->nfigs; i++)
	{
		GroundKind	k = cx->grounds[i].kind;

		if ((k == GROUND_AVG || k == GROUND_SUM || k == GROUND_MEDIAN || k == GROUND_WAVG ||
			 (k == GROUND_CELL && cx->figs[i].percent && cx->gread[i] >= 0 && cx->gcol[i] >= 0 &&
			  cx->reads[cx->gread[i]].colclass[cx->gcol[i]] != CC_PCT)) && vd_group_owns(cx, i))
		{
			memset(&cx->grounds[i], 0, sizeof(Grounding));
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
	}
	for (i = 0; i < cx->nfigs; i++)
		if (cx->grounds[i].kind != GROUND_NONE && vd_scale_misread(cx, i))
		{
			memset(&cx->grounds[i], 0, sizeof(Grounding));
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
	lone_subject_cells(cx);
	/* "$5,729.24 in January–March": a period's sum first, so that a change said before it starts from it */
	for (i = 0; i < cx->nfigs; i++)
		if (cx->grounds[i].kind == GROUND_NONE && !cx->fx[i].own_cell_only && vd_period_owns(cx, i))
			vd_ground_group(cx, i);
	for (i = 0; i < cx->nfigs; i++)
	{
		size_t		na;

		if (cx->grounds[i].kind != GROUND_NONE)
			continue;
		if (stop_requested(cx))
			return -1;
		/* a single digit said of a named row is that row's cell, never a derivation */
		if (cx->fx[i].own_cell_only)
		{
			vd_search(cx, i, rows_back(cx, i), true);
			/* "`population / area` for Ohio: 8.18": the ratio of the row's own cells written */
			vd_ground_column_ratio(cx, i);
			/* "Florida: 5,791.5 sq mi", "Grunge: 68.7 min": the row's value in another unit */
			if (cx->grounds[i].kind == GROUND_NONE && cx->figs[i].unit != UNIT_NONE)
			{
				na = vd_collect_anchors(cx, i, anchors);
				vd_ground_converted(cx, i, anchors, na);
			}
			if (cx->grounds[i].kind == GROUND_NONE && vd_expect(cx, i) != 0)
				return -1;
			continue;
		}
		ground_derivations(cx, i, anchors);
		if (vd_ground_scaled(cx, i, ground_derivations, anchors) != 0)
			return -1;
		if (cx->grounds[i].kind == GROUND_NONE)
		{
			na = vd_collect_anchors(cx, i, anchors);
			vd_nearest_derivation(cx, i, anchors, na);
		}
		if (cx->grounds[i].kind == GROUND_NONE && vd_expect(cx, i) != 0)
			return -1;
	}
	/*
	 * "1.67x Germany's value per unit ($34.14 vs. $20.41)": once a figure
	 * after it in its sentence is derived, those are operands too
	 */
	for (i = 0; i < cx->nfigs; i++)
	{
		size_t		j;
		bool		later = false;
		Grounding	was;

		if (cx->grounds[i].kind != GROUND_NONE || cx->fx[i].own_cell_only)
			continue;
		for (j = i + 1; j < cx->nfigs && !later; j++)
			later = cx->fx[j].s0 == cx->fx[i].s0 && cx->grounds[j].kind == GROUND_DERIVED;
		if (!later)
			continue;
		if (stop_requested(cx))
			return -1;
		was = cx->grounds[i];
		memset(&cx->grounds[i], 0, sizeof(Grounding));
		ground_derivations(cx, i, anchors);
		/*
		 * only from those figures, both, or one of them and one derived
		 * before it ("($2,733) was 2.7-fold that of Brazil ($999)"): the
		 * figure's own pair, not a new reading of the rows
		 */
		if (cx->grounds[i].kind != GROUND_DERIVED ||
			!((later_operand(cx, i, &cx->grounds[i].a) &&
			   (later_operand(cx, i, &cx->grounds[i].b) || earlier_operand(cx, i, &cx->grounds[i].b))) ||
			  (later_operand(cx, i, &cx->grounds[i].b) && earlier_operand(cx, i, &cx->grounds[i].a))))
		{
			cx->grounds[i] = was;
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
	}
	/* shares and rates of figures grounded after them ("a third (2,200 of 6,600)") */
	late = calloc(cx->nfigs ? cx->nfigs : 1, sizeof(bool));
	if (late == NULL)
		return -1;
	for (i = 0; i < cx->nfigs; i++)
	{
		/* a table's share column holds shares, not another derivation that matched */
		if (vd_table_column_misread(cx, i))
		{
			memset(&cx->grounds[i], 0, sizeof(Grounding));
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
		late[i] = cx->grounds[i].kind == GROUND_NONE;
	}
	for (i = 0; i < cx->nfigs; i++)
		if (cx->grounds[i].kind == GROUND_NONE)
		{
			if (stop_requested(cx))
				return -1;
			vd_ground_computed(cx, i);
			vd_ground_move_delta(cx, i);
			vd_ground_part_of(cx, i);
			vd_ground_rate(cx, i);
			vd_ground_range_ratio(cx, i);
			vd_ground_restated(cx, i);
			vd_ground_rounded(cx, i);
			vd_ground_fraction_restated(cx, i);
			vd_ground_parallel_ratio(cx, i);
			vd_ground_change_amount(cx, i);
			vd_ground_index(cx, i);
			vd_ground_points_change(cx, i);
			vd_ground_repeated(cx, i);
			vd_ground_rescaled(cx, i);
			vd_ground_score(cx, i);
			vd_ground_per_measure(cx, i);
			vd_ground_weight_total(cx, i);
			vd_ground_table_column(cx, i);
		}
	/*
	 * "from 4.6% in 1996 (7 of 152) to 5.4% …, an increase of 0.8
	 * percentage points": a figure after one grounded only just now, in its
	 * sentence (or the one it points back to), may be derived from it
	 */
	for (i = 0; i < cx->nfigs; i++)
	{
		size_t		j;
		bool		fresh = false;

		if (cx->grounds[i].kind != GROUND_NONE || cx->fx[i].own_cell_only)
			continue;
		/*
		 * (a multiple of two rates the paragraph states: of the percentages
		 * before it there; a lede's change: of the list under it)
		 */
		for (j = 0; j < i && !fresh; j++)
			fresh = late[j] && cx->grounds[j].kind != GROUND_NONE &&
				(cx->fx[j].s0 == cx->fx[i].s0 || cx->figs[j].offset >= cx->fx[i].p0 ||
				 (cx->figs[i].multiple && cx->figs[j].percent &&
				  cx->figs[j].offset >= vd_paragraph_start(cx, cx->fx[i].s0)));
		for (j = i + 1; j < cx->nfigs && !fresh; j++)
			fresh = cx->grounds[j].kind != GROUND_NONE && cx->fx[j].linked &&
				cx->figs[j].offset >= cx->fx[i].s1 && cx->figs[j].offset < cx->fx[i].h1;
		if (!fresh)
			continue;
		if (stop_requested(cx))
		{
			free(late);
			return -1;
		}
		if (cx->grounds[i].has_nearest)
		{
			Grounding	nearest = cx->grounds[i];

			memset(&cx->grounds[i], 0, sizeof(Grounding));
			ground_derivations(cx, i, anchors);
			if (cx->grounds[i].kind == GROUND_NONE)
				cx->grounds[i] = nearest;
		}
		else
			ground_derivations(cx, i, anchors);
	}
	free(late);
	/* "Main points: roughly one in every fifteen …": a lead's share, worked out further down */
	for (i = 0; i < cx->nfigs && cx->figs[i].offset < cx->lead_end; i++)
		if (cx->grounds[i].kind == GROUND_NONE && !cx->fx[i].own_cell_only)
			vd_ground_repeated(cx, i);
	for (i = 0; i < cx->nfigs; i++)
		title_said_again(cx, i);
	/* "3,504 × 0.4536 ≈ 1,589 kg": the factor of a computation that holds */
	for (i = 0; i < cx->nfigs; i++)
		vd_ground_shown_operand(cx, i);
	for (i = 0; i < cx->nfigs; i++)
		part_in_whole_row(cx, i);
	for (i = 0; i < cx->nfigs; i++)
	{
		int			rs = cx->fx[i].restates;

		if (cx->grounds[i].kind != GROUND_NONE &&
			(grounding_contradicts_words(cx, i) || cx->fx[i].calc_wrong || vd_range_end_not_extreme(cx, i) ||
			 vd_unit_relabelled(cx, i)))
		{
			memset(&cx->grounds[i], 0, sizeof(Grounding));
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
		/* "200,000 + 200,000 + 150,000 = 600,000": the arithmetic the answer shows is the nearest */
		if (cx->fx[i].calc_wrong)
			vd_calc_wrong_nearest(cx, i, &cx->grounds[i]);
		/* "about a third (33.3%)": the percentage is the fraction's derivation, shown more finely */
		if (rs >= 0 && cx->grounds[i].kind == GROUND_NONE && cx->grounds[rs].kind == GROUND_DERIVED &&
			fabs(cx->grounds[rs].derived - cx->figs[i].value) <= cx->figs[i].half_unit * (1 + 1e-9))
		{
			cx->grounds[i] = cx->grounds[rs];
			cx->grounds[i].has_nearest = false;
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
	}
	/* "29.4%, about three in ten": the fraction holds the share the percentage before it is, unrounded */
	for (i = 0; i < cx->nfigs; i++)
	{
		int			sa = cx->fx[i].says_again;
		const Grounding *g;
		FigureRange r;
		double		v;

		if (sa < 0 || cx->grounds[i].kind != GROUND_NONE || !figure_range(&cx->figs[i], &r))
			continue;
		g = &cx->grounds[sa];
		v = g->kind == GROUND_DERIVED || g->kind == GROUND_SHARE ? g->derived : NAN;
		if (isfinite(v) && vd_in_range(&r, v))
		{
			cx->grounds[i] = *g;
			cx->grounds[i].has_nearest = false;
			cx->gvalues[i] = NAN;
			cx->gread[i] = cx->gcol[i] = -1;
		}
	}
	/* "just over two fifths of revenue (43.9%)": the fraction holds what the percentage restating it is */
	for (i = 0; i < cx->nfigs; i++)
	{
		int			rs = cx->fx[i].restates;
		const Grounding *g = &cx->grounds[i];
		FigureRange r;
		double		v;

		if (rs < 0 || cx->grounds[rs].kind != GROUND_NONE || (g->kind != GROUND_DERIVED && g->kind != GROUND_SHARE) ||
			!cx->figs[rs].percent || !cx->figs[i].percent || !figure_range(&cx->figs[rs], &r))
			continue;
		v = g->kind == GROUND_DERIVED ? g->derived : cx->figs[i].value;
		if (isfinite(v) && vd_in_range(&r, v))
		{
			cx->grounds[rs] = *g;
			cx->grounds[rs].has_nearest = false;
			cx->gvalues[rs] = NAN;
			cx->gread[rs] = cx->gcol[rs] = -1;
		}
	}
	for (i = 0; i < cx->nfigs; i++)
	{
		cx->grounds[i].bound_held = cx->grounds[i].kind != GROUND_NONE && cx->figs[i].bound != 0;
		/* a nearest derivation is said of ungrounded figures only */
		if (cx->grounds[i].kind != GROUND_NONE)
			cx->grounds[i].has_nearest = false;
	}
	return 0;
}

/* Free what grounding allocated (not the reads, figures or groundings). */
static void
free_ctx(VerdictCtx *cx)
{
	size_t		s;

	if (cx->qfigs)
		for (s = 0; s < cx->nreads; s++)
			free(cx->qfigs[s]);
	free(cx->qfigs);
	free(cx->nqfigs);
	if (cx->qbounds)
		for (s = 0; s < cx->nreads; s++)
			free(cx->qbounds[s]);
	free(cx->qbounds);
	free(cx->nqbounds);
	free(cx->tokens);
	free(cx->line_starts);
	free(cx->mentions);
	free(cx->sentence_ends);
	free(cx->bar_ends);
	free(cx->gvalues);
	free(cx->gread);
	free(cx->gcol);
	free(cx->fx);
	free(cx->small_need);
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
		free(reads[i].colyear);
		free(reads[i].medians);
	}
	free(reads);
}

/*
 * Does the word t[w..e) say a comparison ("ahead", "more"), or is it one word
 * before such a word and "than" or "of" ("2 papers more than", "2 orders
 * ahead of")? SN_NAMED_ROW for more, SN_NAMED_ROW_LESS for fewer; SN_NONE.
 */
static unsigned char
compares(const uchar *t, size_t len, size_t w, size_t e)
{
	static const char *const cmp[] = {"ahead", "behind", "more", "fewer", "less", NULL};
	static const char *const less[] = {"behind", "fewer", "less", NULL};
	size_t		w2,
				e2,
				w3,
				e3;

	if (vd_in_words(t + w, e - w, cmp))
		return vd_in_words(t + w, e - w, less) ? SN_NAMED_ROW_LESS : SN_NAMED_ROW;
	/* "2 albums more than" */
	for (w2 = e; w2 < len && t[w2] == ' '; w2++)
		;
	for (e2 = w2; e2 < len && vd_is_wordch(t[e2]); e2++)
		;
	for (w3 = e2; w3 < len && t[w3] == ' '; w3++)
		;
	for (e3 = w3; e3 < len && vd_is_wordch(t[e3]); e3++)
		;
	if (e2 > w2 && vd_in_words(t + w2, e2 - w2, cmp) &&
		(vd_eq_word(t + w3, e3 - w3, "than") || vd_eq_word(t + w3, e3 - w3, "of")))
		return vd_in_words(t + w2, e2 - w2, less) ? SN_NAMED_ROW_LESS : SN_NAMED_ROW;
	return SN_NONE;
}

/* Does "top", "first", "last", "past" or "next" end right before t[b] ("the last 3 years")? */
static bool
window_before(const uchar *t, size_t b)
{
	static const char *const window[] = {"top", "first", "last", "past", "next", "bottom", NULL};
	size_t		e = b,
				s;

	while (e > 0 && t[e - 1] == ' ')
		e--;
	for (s = e; s > 0 && vd_is_wordch(t[s - 1]); s--)
		;
	return s < e && vd_in_words(t + s, e - s, window);
}

/*
 * Keep the single digits that may be counts of what the rows hold; the
 * others are narration.  A figure "9.16m" is kept only where a column counts
 * in millions. With all (nl2sql_heal.check_small_counts), every
 * one whose next word names a column of the rows ("5 papers" over a column
 * papers or paper_count). By default only those said of a row named just
 * before them ("Ada wrote 4 papers"), and differences said as a comparison
 * in a sentence that names a row ("Ada is 2 ahead of Bob"): *need says,
 * per kept figure, which of the two must still be shown once the answer's
 * rows are read. Over no rows at all, every one said of a thing is kept.
 * -1 on allocation failure.
 */
static int
keep_small_counts(const StepRead *reads, size_t nreads, const char *answer, size_t len, bool all,
				  Verdict *out, unsigned char **need)
{
	const uchar *t = (const uchar *) answer;
	size_t		i,
				n = 0;
	bool		millions = false,
				empty = nreads > 0;

	*need = calloc(out->nfigures, 1);
	if (*need == NULL)
		return -1;
	/* over no rows at all, "6 concerts", "two students" count what is not there */
	for (i = 0; i < nreads && empty; i++)
		empty = reads[i].cells.nrows == 0;
	/* "9.16m" is millions where a column counts in millions ("viewers_m"); elsewhere it may be metres */
	for (i = 0; i < nreads && !millions; i++)
	{
		int			c;

		for (c = 0; c < reads[i].cells.ncolumns && !millions; c++)
			millions = vd_column_magnitude(&reads[i], c) == 1e6;
	}
	for (i = 0; i < out->nfigures; i++)
	{
		const Figure *f = &out->figures[i];
		bool		keep = !f->small_count && !(f->glued_m && !millions);
		unsigned char why = SN_NONE;
		size_t		w = f->offset + f->length,
					e;

		while (w < len && t[w] == ' ')
			w++;
		for (e = w; e < len && vd_is_wordch(t[e]); e++)
			;
		if (!keep && e - w >= 3)
		{
			WordArg		a = {t + w, e - w};
			size_t		s;
			int			c;

			/* a comparison is a difference, whatever word it counts: "2 papers more than" */
			why = compares(t, len, w, e);
			keep = why != SN_NONE;
			/* the names, not the cells: an empty result still has its columns */
			for (s = 0; s < nreads && !keep; s++)
				for (c = 0; c < (int) reads[s].step->ncolumn_names && !keep; c++)
					keep = reads[s].step->column_names[c] != NULL &&
						vd_name_words(reads[s].step->column_names[c], vd_word_matches, &a);
			if (keep && why == SN_NONE && !all)
				why = SN_NAMED_COLUMN;
			/*
			 * over no rows, "there were 6 concerts", "4 are male" are
			 * checked whatever they count; not a span or a window ("in the
			 * last 3 years", "the top 5")
			 */
			if (empty && f->small_count && f->value != 0 &&
				figure_unit_of_name((const char *) t + w, e - w) == UNIT_NONE && !window_before(t, f->offset))
			{
				keep = true;
				why = SN_NONE;
			}
		}
		if (keep)
		{
			(*need)[n] = why;
			out->figures[n++] = *f;
		}
	}
	out->nfigures = n;
	if (n == 0)
	{
		free(out->figures);
		free(out->grounds);
		out->figures = NULL;
		out->grounds = NULL;
	}
	return 0;
}

/*
 * The end of the title line holding offset p: a heading ("**The $300
 * club**", "## …") or the answer's first line alone above a blank line, short
 * and ending on no stop ("Nobody breaks 30"); 0 when p is on no title.
 */
static size_t
title_end(const VerdictCtx *cx, size_t p)
{
	const uchar *t = cx->answer;
	size_t		ls = p,
				e = p,
				last;

	while (ls > 0 && t[ls - 1] != '\n')
		ls--;
	while (e < cx->len && t[e] != '\n')
		e++;
	if (e >= cx->len)
		return 0;
	if (opens_with_heading(cx, ls))
		return e;
	for (last = e; last > ls && t[last - 1] == ' '; last--)
		;
	if (ls == 0 && last > ls && e - ls <= 80 && e + 1 < cx->len && t[e + 1] == '\n' &&
		t[last - 1] != '.' && t[last - 1] != '!' && t[last - 1] != '?' && t[last - 1] != ':')
		return e;
	return 0;
}

/*
 * Does every row the title line (holding p, ending at e) names come again
 * in the sentence of figure j?  "#1: December at $67k" is not said again by
 * "October ranks second with $67k".
 */
static bool
title_rows_named_at(const VerdictCtx *cx, size_t p, size_t e, size_t j)
{
	size_t		ls = p,
				k,
				m;

	while (ls > 0 && cx->answer[ls - 1] != '\n')
		ls--;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *t = &cx->mentions[k];
		bool		again = false;

		if (t->dropped || t->offset < ls || t->offset >= e || t->nrows == 0)
			continue;
		for (m = 0; m < cx->nmentions && !again; m++)
		{
			const Mention *b = &cx->mentions[m];

			again = !b->dropped && b->offset >= cx->fx[j].s0 && b->offset < cx->fx[j].s1 && b->sread == t->sread &&
				b->nrows > 0 && vd_mention_has_row(b, t->rows[0]);
		}
		if (!again)
			return false;
	}
	return true;
}

/*
 * "**The $300 club**" over "No product is priced above $300": a figure of a
 * title that the body says again, grounded there, stands on that grounding
 * (a bound of the body only as the question's or the query's threshold).
 */
static void
title_said_again(VerdictCtx *cx, size_t i)
{
	const Figure *f = &cx->figs[i];
	size_t		e,
				j;

	if (cx->grounds[i].kind != GROUND_NONE || f->multiple || f->bound != 0 || f->direction != 0 ||
		(e = title_end(cx, f->offset)) == 0)
		return;
	for (j = i + 1; j < cx->nfigs; j++)
	{
		const Figure *g = &cx->figs[j];

		bool		threshold = cx->grounds[j].kind == GROUND_QUESTION || cx->grounds[j].kind == GROUND_QUERY;

		if (g->offset <= e || cx->grounds[j].kind == GROUND_NONE || (vd_narration(cx->grounds[j].kind) && !threshold) ||
			g->value != f->value || g->percent != f->percent || (f->currency && !g->currency) ||
			g->multiple || g->direction != 0 ||
			(g->bound != 0 && !threshold))
			continue;
		if (!title_rows_named_at(cx, f->offset, e, j))
			continue;
		cx->grounds[i] = cx->grounds[j];
		cx->grounds[i].has_nearest = false;
		cx->gvalues[i] = cx->gvalues[j];
		cx->gread[i] = cx->gread[j];
		cx->gcol[i] = cx->gcol[j];
		return;
	}
}

/* Where a paragraph that holds offset p ends: at the next blank line, or the answer's end. */
static size_t
paragraph_end(const VerdictCtx *cx, size_t p)
{
	while (p + 1 < cx->len && !(cx->answer[p] == '\n' && cx->answer[p + 1] == '\n'))
		p++;
	return p + 1 < cx->len ? p : cx->len;
}

/*
 * Does the paragraph at p open with a heading: in bold ("**Key movements**",
 * "**Key movements.** ..."), a markdown one ("## Detail"), or a short line
 * of words alone ("Key movements")?  Not a list's next item.
 */
static bool
opens_with_heading(const VerdictCtx *cx, size_t p)
{
	const uchar *t = cx->answer;

	return (p + 2 < cx->len && ((t[p] == '*' && t[p + 1] == '*' && t[p + 2] != ' ') || t[p] == '#')) ||
		vd_words_title_line(cx, p);
}

/*
 * Past a line that heads a list ("Key figures:"), of words ending in a
 * colon and no figure, at p; p itself when there is none.
 */
static size_t
past_list_heading(const VerdictCtx *cx, size_t p, size_t end)
{
	size_t		e = p,
				c,
				i;

	while (e < end && cx->answer[e] != '\n')
		e++;
	if (e == end)
		return p;
	for (c = e; c > p && cx->answer[c - 1] == ' '; c--)
		;
	if (c == p || cx->answer[c - 1] != ':')
		return p;
	for (i = 0; i < cx->nfigs; i++)
		if (cx->figs[i].offset >= p && cx->figs[i].offset < e)
			return p;
	return e + 1;
}

/*
 * Does the paragraph at p open with two lines that each label a figure
 * ("💵 2021: $449.46" / "💵 2022: $481.45"): the figures a conclusion said
 * just before rests on?
 */
static bool
opens_with_labelled_lines(const VerdictCtx *cx, size_t p)
{
	size_t		end = paragraph_end(cx, p),
				i = 0;
	int			lines;

	p = past_list_heading(cx, p, end);
	for (lines = 0; lines < 2 && p < end; lines++)
	{
		size_t		e = p,
					c;

		while (e < end && cx->answer[e] != '\n')
			e++;
		c = p;
		while (c < e && cx->answer[c] != ':')
			c++;
		if (c == e)
			return false;
		for (c++; c < e && cx->answer[c] == ' '; c++)
			;
		/*
		 * the figure (or its currency sign) right after the colon, alone on
		 * the line: a label with a figure of its own ("Invoice 62 (…): $0.99")
		 * is a list of items, not the figures of a conclusion
		 */
		while (i < cx->nfigs && cx->figs[i].offset < p)
			i++;
		if (i == cx->nfigs || cx->figs[i].offset < c || cx->figs[i].offset > c + 3 || cx->figs[i].offset >= e ||
			(i + 1 < cx->nfigs && cx->figs[i + 1].offset < e))
			return false;
		p = e + 1;
	}
	return lines == 2;
}

/* See verdict_int.h. */
size_t
vd_labelled_pair_before(const VerdictCtx *cx, size_t fi)
{
	const uchar *t = cx->answer;
	size_t		ps = cx->figs[fi].offset,
				pp,
				j,
				n = 0;

	while (ps > 0 && !(ps >= 2 && t[ps - 1] == '\n' && t[ps - 2] == '\n'))
		ps--;
	if (ps < 2 || (fi > 0 && cx->figs[fi - 1].offset >= ps))
		return SIZE_MAX;
	/* the paragraph before: its two lines, each a label and its figure, and nothing else */
	pp = ps - 2;
	while (pp > 0 && t[pp - 1] == '\n')
		pp--;
	while (pp > 0 && !(pp >= 2 && t[pp - 1] == '\n' && t[pp - 2] == '\n'))
		pp--;
	for (j = 0; j < fi; j++)
		if (cx->figs[j].offset >= pp)
			n++;
	if (n != 2 || !opens_with_labelled_lines(cx, pp))
		return SIZE_MAX;
	pp = past_list_heading(cx, pp, ps);
	if (memchr(t + pp, '\n', ps - pp) == NULL)
		return SIZE_MAX;
	{
		const uchar *nl = memchr(t + pp, '\n', ps - pp);
		const uchar *nl2 = memchr(nl + 1, '\n', t + ps - (nl + 1));

		/* no third line */
		if (nl2 != NULL && nl2 + 1 < t + ps && nl2[1] != '\n')
			return SIZE_MAX;
	}
	return pp;
}

/*
 * The answer's lead: the first paragraph that states a figure, and the one
 * after it where that opens with a heading ("**Summary.** ... twice ...
 * **Key movements.** A: 1,317. B: 645.") or with lines that label figures
 * ("Revenue ↑ 7.1% YoY." then "2021: $449.46" / "2022: $481.45"), where a
 * conclusion said first may take its operands from.
 */
static void
lead_paragraphs(VerdictCtx *cx)
{
	size_t		p;

	cx->lead_end = cx->lead_next_end = 0;
	if (cx->nfigs == 0)
		return;
	cx->lead_end = paragraph_end(cx, cx->figs[0].offset);
	for (p = cx->lead_end; p < cx->len && cx->answer[p] == '\n'; p++)
		;
	cx->lead_next_end = p < cx->len && (opens_with_heading(cx, p) || opens_with_labelled_lines(cx, p))
		? paragraph_end(cx, p) : cx->lead_end;
}

/*
 * Drop the single digits that did not show what they had to (their rows are
 * read now), and read the others' sentences again without them.
 */
static void
drop_narration(VerdictCtx *cx)
{
	size_t		i,
				n = 0;

	for (i = 0; i < cx->nfigs; i++)
	{
		unsigned char why = cx->small_need[i];

		if (why != SN_NONE && !vd_small_count_attributed(cx, i, why == SN_NAMED_COLUMN))
			continue;
		cx->figs[n] = cx->figs[i];
		cx->small_need[n] = why;
		n++;
	}
	if (n < cx->nfigs)
	{
		cx->nfigs = n;
		for (i = 0; i < cx->nfigs; i++)
			vd_figure_context(cx, i);
		vd_find_computations(cx);
	}
	for (i = 0; i < cx->nfigs; i++)
	{
		const Figure *f = &cx->figs[i];

		cx->fx[i].own_cell_only = cx->fx[i].own_cell_only || cx->small_need[i] == SN_NAMED_COLUMN;
		cx->fx[i].small_diff = cx->small_need[i] == SN_NAMED_ROW ? 1 : cx->small_need[i] == SN_NAMED_ROW_LESS ? -1 : 0;
		/*
		 * "Seafood lists 10 products": a whole count said of the row named
		 * just before it is that row's cell; "Speedy Express: 133 of 408
		 * shipments" names the whole its part is of, which may be every row's
		 */
		if (cx->small_need[i] == SN_NONE && !f->small_count && f->decimals == 0 && !f->percent && !f->multiple &&
			!f->currency && f->bound == 0 && !f->approximate && !f->words && f->unit == UNIT_NONE &&
			!(i > 0 && cx->fx[i - 1].part_of == (int) i) && vd_small_count_attributed(cx, i, true))
			cx->fx[i].own_cell_only = true;
	}
}

/* Decide whether the answer follows from the steps' rows. */
int
verdict_decide(const VerdictStep *steps, size_t nsteps,
			   const char *answer, size_t answer_len, Verdict *out)
{
	return verdict_decide_counts(steps, nsteps, answer, answer_len, false, out);
}

/* The verdict on an answer as read (its numbers with decimal points). */
static int
decide(const VerdictStep *steps, size_t nsteps, const char *answer, size_t answer_len, bool small_counts,
	   Verdict *out)
{
	StepRead   *reads = NULL;
	size_t		nreads = 0;
	Scalar		scalars[MAX_SCALARS];
	size_t		nscalars = 0;
	size_t		i;
	VerdictCtx			cx;
	bool		idents;

	memset(out, 0, sizeof(*out));
	memset(&cx, 0, sizeof(cx));
	errno = 0;
	out->nfigures = figures_extract_counts(answer, answer ? answer_len : 0, &out->figures);
	if (out->nfigures == 0 && errno == EINTR)
		cx.stopped = true;
	if (out->nfigures == 0 && (errno == ENOMEM || errno == EINTR))
		goto oom;
	if (out->nfigures > 0)
	{
		out->grounds = calloc(out->nfigures, sizeof(Grounding));
		if (out->grounds == NULL)
			goto oom;
	}
	out->acknowledges_empty = answer != NULL && figures_acknowledges_empty(answer, answer_len);
	idents = answer != NULL && vd_has_ident(answer, answer_len);

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
		/* without figures or identifiers, only the row counts matter */
		if ((out->nfigures > 0 || idents) &&
			step_cells_parse_sized(st->rows, st->rows ? st->rows_len : 0,
								   st->row_count > 0 ? (size_t) st->row_count : 0, &sr->cells) != 0)
			goto oom;
		sr->aggs = calloc(sr->cells.ncolumns > 0 ? sr->cells.ncolumns : 1, sizeof(ColumnAgg));
		if (sr->aggs == NULL)
			goto oom;
		vd_aggregate(sr);
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

	if (out->nfigures > 0 &&
		keep_small_counts(reads, nreads, answer, answer_len, small_counts, out, &cx.small_need) != 0)
		goto oom;
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
		out->nfigures = cx.nfigs;
		if (out->nfigures == 0)
		{
			/* every figure was narration */
			free(out->figures);
			free(out->grounds);
			out->figures = NULL;
			out->grounds = NULL;
		}
		for (i = 0; i < out->nfigures; i++)
			if (out->grounds[i].kind == GROUND_NONE)
				out->nungrounded++;
	}
	if (idents)
	{
		int			rc = vd_check_idents(reads, nreads, answer, answer_len, out);

		if (rc == -2)
			cx.stopped = true;
		if (rc != 0)
			goto oom;
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
	errno = cx.stopped ? EINTR : ENOMEM;
	return -1;
}

/*
 * See verdict.h.  "1.234,56 €", "12,5 %": an answer written with decimal
 * commas is read as if written with decimal points (figures_decimal_comma:
 * the copy is as long, so the figures' offsets hold for both).  One whose
 * numbers do not tell ("Music: 6.580 tracks") is read as written, and, where
 * that leaves figures ungrounded, with its dots as thousands separators: that
 * reading stands only where it grounds every figure.
 */
int
verdict_decide_counts(const VerdictStep *steps, size_t nsteps,
					  const char *answer, size_t answer_len, bool small_counts, Verdict *out)
{
	char	   *points = NULL;
	int			rc;

	errno = 0;
	if (answer != NULL && (points = figures_decimal_comma(answer, answer_len)) == NULL && errno == ENOMEM)
	{
		memset(out, 0, sizeof(*out));
		return -1;
	}
	rc = decide(steps, nsteps, points != NULL ? points : answer, answer_len, small_counts, out);
	free(points);
	if (rc == 0 && points == NULL && answer != NULL && out->nungrounded > 0)
	{
		char	   *dots = figures_thousands_dots(answer, answer_len);
		Verdict		other;

		if (dots != NULL)
		{
			rc = decide(steps, nsteps, dots, answer_len, small_counts, &other);
			free(dots);
			if (rc != 0)
			{
				verdict_free(out);
				return rc;
			}
			if (other.nungrounded == 0 && other.nfigures > 0)
			{
				verdict_free(out);
				*out = other;
			}
			else
				verdict_free(&other);
		}
	}
	return rc;
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
