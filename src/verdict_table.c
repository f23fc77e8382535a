/*
 * verdict_table.c — the markdown tables an answer writes.
 *
 * A chat assistant often answers with a table: a header line, a "|---|"
 * line, one line per row, a bold "Total" or "All categories" line, and
 * columns it computed itself ("Share", "Cumulative", "vs. avg").  A figure
 * in a table cell is said of the row its line names, in the measure its
 * column's header names.  This file reads the table around a figure and
 * grounds the computed columns whose figures come from the rows above them
 * in the same table: a running total, a change over the overall line, and
 * the whole's own 100%.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Where the line holding offset at starts. */
static size_t
line_start_of(const VerdictCtx *cx, size_t at)
{
	return vd_line_start(cx, at);
}

/* Where the line holding offset ls ends (its newline, or the end). */
static size_t
line_end_of(const VerdictCtx *cx, size_t ls)
{
	return vd_line_end(cx, ls);
}

/* Is the line starting at ls a table line ("| … |", past spaces)? */
static bool
table_line(const VerdictCtx *cx, size_t ls)
{
	while (ls < cx->len && cx->answer[ls] == ' ')
		ls++;
	return ls < cx->len && cx->answer[ls] == '|';
}

/* Is the line starting at ls the "|---|:--:|" line under a table's header? */
static bool
rule_line(const VerdictCtx *cx, size_t ls)
{
	size_t		le = line_end_of(cx, ls),
				k;
	bool		dash = false;

	if (!table_line(cx, ls))
		return false;
	for (k = ls; k < le; k++)
	{
		uchar		c = cx->answer[k];

		if (c == '-')
			dash = true;
		else if (c != '|' && c != ':' && c != ' ')
			return false;
	}
	return dash;
}

/* The start of the line before the one starting at ls; ls itself when there is none. */
static size_t
line_before(const VerdictCtx *cx, size_t ls)
{
	return ls == 0 ? 0 : line_start_of(cx, ls - 1);
}

/* How many '|' stand on the line between its start and offset at: the figure's cell number. */
static int
cell_number(const VerdictCtx *cx, size_t at)
{
	size_t		k;
	int			n = 0;

	for (k = line_start_of(cx, at); k < at; k++)
		n += cx->answer[k] == '|';
	return n;
}

/*
 * The start of the header line of the table holding the body line starting
 * at ls, up at most limit lines (false: none).
 */
static bool
header_line(const VerdictCtx *cx, size_t ls, int limit, size_t *hl)
{
	size_t		p;
	int			k;

	for (k = 0, p = ls; k < limit && p > 0 && !rule_line(cx, p); k++)
	{
		size_t		prev = line_before(cx, p);

		if (prev == p || !table_line(cx, prev))
			return false;
		p = prev;
	}
	if (!rule_line(cx, p) || p == 0 || p == ls || !table_line(cx, line_before(cx, p)))
		return false;
	*hl = line_before(cx, p);
	return true;
}

/* See verdict_int.h. */
bool
vd_table_header(const VerdictCtx *cx, size_t at, size_t *hs, size_t *he)
{
	const uchar *t = cx->answer;
	size_t		ls = line_start_of(cx, at),
				p;
	int			col;

	if (!table_line(cx, ls) || rule_line(cx, ls) || !header_line(cx, ls, 64, &p))
		return false;
	col = cell_number(cx, at);
	/* the header's cell number col */
	for (; p < cx->len && t[p] != '\n' && col > 0; p++)
		if (t[p] == '|' && --col == 0)
			break;
	if (col != 0 || p >= cx->len || t[p] != '|')
		return false;
	*hs = ++p;
	*he = p;
	while (*he < cx->len && t[*he] != '|' && t[*he] != '\n')
		(*he)++;
	return *he > *hs;
}

/* See verdict_int.h. */
bool
vd_table_header_figure(VerdictCtx *cx, size_t fi)
{
	size_t		ls = line_start_of(cx, cx->figs[fi].offset),
				le = line_end_of(cx, ls);

	if (cx->nreads == 0 || !table_line(cx, ls) || rule_line(cx, ls) || le >= cx->len || !rule_line(cx, le + 1))
		return false;
	cx->grounds[fi].kind = GROUND_HEADER;
	cx->grounds[fi].step = cx->reads[0].step->number;
	return true;
}

/* The first cell of the line starting at ls, [*cs, *ce), past its leading '|'; false when there is none. */
static bool
first_cell(const VerdictCtx *cx, size_t ls, size_t *cs, size_t *ce)
{
	size_t		le = line_end_of(cx, ls),
				p = ls;

	while (p < le && cx->answer[p] != '|')
		p++;
	*cs = ++p;
	while (p < le && cx->answer[p] != '|')
		p++;
	*ce = p;
	return *ce > *cs && *ce < le;
}

/* Narrow the cell [*cs, *ce) to its text, past spaces and bold marks ("| **Total** |"). */
static void
cell_text(const VerdictCtx *cx, size_t *cs, size_t *ce)
{
	while (*cs < *ce && (cx->answer[*cs] == ' ' || cx->answer[*cs] == '*'))
		(*cs)++;
	while (*ce > *cs && (cx->answer[*ce - 1] == ' ' || cx->answer[*ce - 1] == '*'))
		(*ce)--;
}

/* Does the table whose header line starts at hl open with a rank column ("| # |", "| Rank |")? */
static bool
rank_column(const VerdictCtx *cx, size_t hl)
{
	static const char *const rank[] = {"rank", "no", "pos", "position", NULL};
	size_t		cs,
				ce,
				k;

	if (!first_cell(cx, hl, &cs, &ce))
		return false;
	cell_text(cx, &cs, &ce);
	while (ce > cs && cx->answer[ce - 1] == '.')
		ce--;
	if (ce == cs + 1 && cx->answer[cs] == '#')
		return true;
	for (k = cs; k < ce && ascii_is_alpha(cx->answer[k]); k++)
		;
	return k == ce && k > cs && vd_in_words(cx->answer + cs, ce - cs, rank);
}

/*
 * The cell that labels the table line holding offset at, [*cs, *ce): its
 * first, or its second past a rank column; false when it is in no table.
 */
static bool
line_label(const VerdictCtx *cx, size_t at, size_t *cs, size_t *ce)
{
	size_t		ls = line_start_of(cx, at),
				hl;

	if (!table_line(cx, ls) || !first_cell(cx, ls, cs, ce))
		return false;
	if (!rule_line(cx, ls) && header_line(cx, ls, 256, &hl) && rank_column(cx, hl))
		return first_cell(cx, *ce, cs, ce);
	return true;
}

/* See verdict_int.h. */
bool
vd_table_label_said(const VerdictCtx *cx, size_t at, size_t s0, size_t s1)
{
	size_t		cs,
				ce,
				p;

	if (!line_label(cx, at, &cs, &ce))
		return false;
	cell_text(cx, &cs, &ce);
	/* a label of a few letters ("All", "Q4") is said by chance */
	if (ce - cs < 5)
		return false;
	for (p = s0; p + (ce - cs) <= s1; p++)
		if (ascii_equal_nocase_n((const char *) cx->answer + p, (const char *) cx->answer + cs, ce - cs) &&
			(p == 0 || !ascii_is_alpha(cx->answer[p - 1])) &&
			(p + (ce - cs) >= cx->len || !ascii_is_alpha(cx->answer[p + (ce - cs)])))
			return true;
	return false;
}

/* Does the text [s, e) hold one of words (case-insensitive, whole words)? */
static bool
holds_word(const VerdictCtx *cx, size_t s, size_t e, const char *const *words)
{
	size_t		k = s;

	while (k < e)
	{
		size_t		w;

		while (k < e && !ascii_is_alpha(cx->answer[k]))
			k++;
		for (w = k; w < e && ascii_is_alpha(cx->answer[w]); w++)
			;
		if (w > k && vd_in_words(cx->answer + k, w - k, words))
			return true;
		k = w;
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_table_line_of_all(const VerdictCtx *cx, size_t at)
{
	static const char *const all[] = {"all", "overall", "total", "totals", "combined", "grand", "everyone",
	"everything", NULL};
	size_t		cs,
				ce,
				k,
				w;

	if (!line_label(cx, at, &cs, &ce))
		return false;
	/* the label's first word, past bold or italic marks: "**Total**", "All categories" */
	for (k = cs; k < ce && !ascii_is_alpha(cx->answer[k]); k++)
		;
	for (w = k; w < ce && ascii_is_alpha(cx->answer[w]); w++)
		;
	/* "The field", "The total": the word after the article */
	if (w - k == 3 && vd_eq_word(cx->answer + k, 3, "the"))
	{
		static const char *const the_all[] = {"field", "total", "whole", "lot", NULL};

		for (k = w; k < ce && cx->answer[k] == ' '; k++)
			;
		for (w = k; w < ce && ascii_is_alpha(cx->answer[w]); w++)
			;
		return w > k && vd_in_words(cx->answer + k, w - k, the_all);
	}
	return w > k && vd_in_words(cx->answer + k, w - k, all);
}

/* The row the table line holding offset at names in its first cell (-1: none, or several). */
static int
line_row(const VerdictCtx *cx, size_t at, int *sread)
{
	size_t		cs,
				ce,
				k;
	int			found = -1;

	if (!line_label(cx, at, &cs, &ce))
		return -1;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->offset < cs || m->offset >= ce)
			continue;
		if (m->many || m->nrows != 1 || found >= 0)
			return -1;
		found = (int) m->rows[0];
		*sread = m->sread;
	}
	return found;
}

/* The value a grounded figure stands for, as precisely as it was grounded. */
static double
grounded_value(const VerdictCtx *cx, size_t j)
{
	const Grounding *g = &cx->grounds[j];

	if (g->kind == GROUND_DERIVED && isfinite(g->derived))
		return g->derived;
	if (isfinite(cx->gvalues[j]))
		return cx->figs[j].percent && g->kind == GROUND_SHARE ? cx->figs[j].value : cx->gvalues[j];
	return cx->figs[j].value;
}

/* Record a derivation from the table's rows. */
static void
set_table(VerdictCtx *cx, size_t fi, GroundOp op, int step, int column, double a, double b, int nterms, double v)
{
	Grounding  *g = &cx->grounds[fi];

	memset(g, 0, sizeof(*g));
	g->kind = GROUND_DERIVED;
	g->op = op;
	g->step = step;
	g->a.kind = g->b.kind = GROUND_NONE;
	g->a.step = g->b.step = step;
	g->a.column = g->b.column = column;
	g->a.row = g->b.row = -1;
	g->a.value = a;
	g->b.value = b;
	g->nterms = nterms;
	g->derived = v;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/*
 * The rows the table's body lines name, from its first line down to the
 * line starting at last (included, when it names one); false when a line
 * names no row of the one result the others name ("| … |").
 */
static bool
listed_rows(const VerdictCtx *cx, size_t last, bool include_last, size_t *rows, size_t cap, size_t *n, int *sread)
{
	size_t		p = last;

	*n = 0;
	*sread = -1;
	while (p > 0 && !rule_line(cx, line_before(cx, p)) && table_line(cx, line_before(cx, p)))
		p = line_before(cx, p);
	if (p == 0 || !rule_line(cx, line_before(cx, p)))
		return false;
	for (; p <= last && *n < cap; p = line_end_of(cx, p) + 1)
	{
		int			sr = -1,
					row;

		if (p == last && !include_last)
			break;
		row = line_row(cx, p, &sr);
		if (row < 0 || (*sread >= 0 && sr != *sread))
			return false;
		*sread = sr;
		rows[(*n)++] = (size_t) row;
		if (line_end_of(cx, p) >= cx->len)
			break;
	}
	return *n > 0 && *sread >= 0;
}

/*
 * "| **Total** | 41 | $20,311 |" under the lines of four categories of
 * eight: the sum over the rows the table lists (or, under a header "per …",
 * the ratio of two columns' sums over them).
 */
static bool
listed_total(VerdictCtx *cx, size_t fi, const FigureRange *r, size_t hs, size_t he)
{
	size_t		rows[64],
				n,
				k,
				ls = line_start_of(cx, cx->figs[fi].offset);
	int			sread,
				c,
				w;
	const StepRead *rd;
	static const char *const per[] = {"per", "each", NULL};
	bool		per_unit = holds_word(cx, hs, he, per) || memchr(cx->answer + hs, '/', he - hs) != NULL;

	if (cx->figs[fi].percent || !listed_rows(cx, ls, false, rows, 64, &n, &sread) || n < 2)
		return false;
	rd = &cx->reads[sread];
	if (n >= rd->cells.nrows)
		return false;			/* every row: the column's own total or mean grounds it */
	for (c = 0; c < rd->cells.ncolumns; c++)
	{
		double		sum = 0;

		if (rd->aggs[c].count < 2 || !vd_span_names_col(cx, hs, he, sread, c))
			continue;
		for (k = 0; k < n; k++)
			sum += rd->cells.cells[rows[k] * rd->cells.ncolumns + c];
		if (!per_unit && rd->colclass[c] != CC_PCT && rd->nameagg[c] != NA_AVG && isfinite(sum) && vd_in_range(r, sum))
		{
			set_table(cx, fi, OP_SUM, rd->step->number, c, sum, 0, (int) n, sum);
			return true;
		}
		/* "Net per product" over those rows: their net over their products */
		for (w = 0; per_unit && w < rd->cells.ncolumns; w++)
		{
			double		den = 0;

			if (w == c || rd->colclass[w] != CC_COUNT || rd->nameagg[c] == NA_AVG)
				continue;
			for (k = 0; k < n; k++)
				den += rd->cells.cells[rows[k] * rd->cells.ncolumns + w];
			if (den > 0 && isfinite(sum) && vd_in_range(r, sum / den))
			{
				set_table(cx, fi, OP_PER_UNIT, rd->step->number, c, sum, den, (int) n, sum / den);
				return true;
			}
		}
	}
	return false;
}

/*
 * "| 1996 | 152 | 7 | 4.6% |" under "Late rate": the row's part over its
 * whole, two count columns of the row, the part's named by the header and
 * no larger than the whole in any row.
 */
static bool
row_rate(VerdictCtx *cx, size_t fi, const FigureRange *r, size_t hs, size_t he)
{
	int			sread = -1,
				row = line_row(cx, cx->figs[fi].offset, &sread),
				a,
				b;
	const StepRead *rd;

	if (!cx->figs[fi].percent || row < 0)
		return false;
	rd = &cx->reads[sread];
	for (a = 0; a < rd->cells.ncolumns; a++)
	{
		if (rd->colclass[a] != CC_COUNT || !vd_span_names_col(cx, hs, he, sread, a))
			continue;
		for (b = 0; b < rd->cells.ncolumns; b++)
		{
			size_t		k;
			bool		within = true;
			double		part = rd->cells.cells[(size_t) row * rd->cells.ncolumns + a],
						whole = rd->cells.cells[(size_t) row * rd->cells.ncolumns + b];

			if (b == a || rd->colclass[b] != CC_COUNT || !(whole > 0))
				continue;
			for (k = 0; k < rd->cells.nrows && within; k++)
				within = rd->cells.cells[k * rd->cells.ncolumns + a] <= rd->cells.cells[k * rd->cells.ncolumns + b];
			if (within && vd_in_range(r, 100.0 * part / whole))
			{
				set_table(cx, fi, OP_RATIO, rd->step->number, a, part, whole, 0, 100.0 * part / whole);
				cx->grounds[fi].a.kind = cx->grounds[fi].b.kind = GROUND_CELL;
				cx->grounds[fi].a.row = cx->grounds[fi].b.row = row + 1;
				cx->grounds[fi].b.column = b;
				return true;
			}
		}
	}
	return false;
}

/*
 * "| All others | $174K | 52% |" under the lines of the top three: the
 * rest of the column's total past the rows the table lists above it (as a
 * percentage, its share of that total).  The line names no row itself.
 */
static bool
rest_of_total(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	static const char *const rest[] = {"other", "others", "rest", "remaining", "remainder", "else", NULL};
	size_t		rows[64],
				n,
				k,
				cs,
				ce,
				ls = line_start_of(cx, cx->figs[fi].offset);
	int			sread = -1,
				c;

	if (!line_label(cx, ls, &cs, &ce) || !holds_word(cx, cs, ce, rest) || line_row(cx, ls, &sread) >= 0 ||
		!listed_rows(cx, ls, false, rows, 64, &n, &sread) || n >= cx->reads[sread].cells.nrows)
		return false;
	for (c = 0; c < cx->reads[sread].cells.ncolumns; c++)
	{
		const StepRead *rd = &cx->reads[sread];
		const ColumnAgg *a = &rd->aggs[c];
		double		sum = 0,
					v;

		if (a->count != rd->cells.nrows || !a->nonnegative || !(a->sum > 0) || rd->colclass[c] == CC_PCT ||
			rd->nameagg[c] == NA_AVG)
			continue;
		for (k = 0; k < n; k++)
			sum += rd->cells.cells[rows[k] * rd->cells.ncolumns + c];
		v = cx->figs[fi].percent ? 100.0 * (a->sum - sum) / a->sum : a->sum - sum;
		if (isfinite(v) && vd_in_range(r, v))
		{
			if (cx->figs[fi].percent)
				set_table(cx, fi, OP_NAMED_SHARE, rd->step->number, c, a->sum - sum, a->sum,
						  (int) (rd->cells.nrows - n), v);
			else
				set_table(cx, fi, OP_SUM, rd->step->number, c, a->sum - sum, 0, (int) (rd->cells.nrows - n), v);
			return true;
		}
	}
	return false;
}

/*
 * "| Confections | $167.4K | 13.1% | 52.9% |" under "Cumulative": the sum
 * (as a percentage, the share of the column's total) of one column over the
 * rows the table lists from its first line down to this one.  Every line
 * must name one row of one result.
 */
static bool
running_total(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	size_t		rows[64];
	size_t		n,
				k;
	int			sread,
				c;

	if (!listed_rows(cx, line_start_of(cx, cx->figs[fi].offset), true, rows, 64, &n, &sread))
		return false;
	for (c = 0; c < cx->reads[sread].cells.ncolumns; c++)
	{
		const StepRead *rd = &cx->reads[sread];
		const ColumnAgg *a = &rd->aggs[c];
		double		sum = 0,
					v;

		if (a->count < 2 || !a->nonnegative || !(a->sum > 0) || rd->colclass[c] == CC_PCT)
			continue;
		for (k = 0; k < n; k++)
			sum += rd->cells.cells[rows[k] * rd->cells.ncolumns + c];
		v = cx->figs[fi].percent ? 100.0 * sum / a->sum : sum;
		if (isfinite(v) && vd_in_range(r, v))
		{
			if (cx->figs[fi].percent)
				set_table(cx, fi, OP_NAMED_SHARE, rd->step->number, c, sum, a->sum, (int) n, v);
			else
				set_table(cx, fi, OP_SUM, rd->step->number, c, sum, 0, (int) n, v);
			return true;
		}
	}
	return false;
}

/*
 * "| Beverages | $663.04 | +12.9% |" under "vs. avg", over "| **All
 * categories** | **$587.37** | — |": the change (or, for an amount, the
 * difference) from the figure the overall line holds in the same table
 * column as the figure right before it on this line.  With no overall
 * line, "vs. avg" is against the mean of that figure's column over every
 * row of its result ("| Sweden | 10.22 | +22.4% |", four countries of ten).
 */
static bool
against_overall(VerdictCtx *cx, size_t fi, const FigureRange *r, size_t hs, size_t he)
{
	static const char *const mean_word[] = {"avg", "average", "mean", NULL};
	size_t		j,
				k;
	int			col;
	double		v,
				base = NAN;

	if (fi == 0 || line_start_of(cx, cx->figs[fi - 1].offset) != line_start_of(cx, cx->figs[fi].offset))
		return false;
	j = fi - 1;
	if (cx->grounds[j].kind == GROUND_NONE || vd_narration(cx->grounds[j].kind) || vd_table_line_of_all(cx, cx->figs[fi].offset))
		return false;
	v = grounded_value(cx, j);
	col = cell_number(cx, cx->figs[j].offset);
	/* the overall line's figure in that table column */
	for (k = 0; k < cx->nfigs; k++)
		if (k != j && cx->grounds[k].kind != GROUND_NONE && !vd_narration(cx->grounds[k].kind) &&
			cell_number(cx, cx->figs[k].offset) == col && vd_table_line_of_all(cx, cx->figs[k].offset) &&
			cx->figs[k].percent == cx->figs[j].percent)
		{
			size_t		ks,
						ke,
						js,
						je;

			/* of the same table: the same header cell */
			if (!vd_table_header(cx, cx->figs[k].offset, &ks, &ke) ||
				!vd_table_header(cx, cx->figs[j].offset, &js, &je) || ks != js)
				continue;
			base = grounded_value(cx, k);
			break;
		}
	if (k == cx->nfigs && cx->grounds[j].kind == GROUND_CELL && cx->gread[j] >= 0 && cx->gcol[j] >= 0 &&
		holds_word(cx, hs, he, mean_word))
	{
		const ColumnAgg *a = &cx->reads[cx->gread[j]].aggs[cx->gcol[j]];

		if (a->count >= 2)
			base = a->sum / (double) a->count;
	}
	if (!isfinite(base) || base == 0 || !isfinite(v))
		return false;
	if (cx->figs[fi].percent ? !vd_in_range(r, 100.0 * (v - base) / fabs(base)) : !vd_in_range(r, v - base))
		return false;
	if (cx->figs[fi].percent)
		set_table(cx, fi, OP_CHANGE, cx->grounds[j].step, -1, base, v, 0, 100.0 * (v - base) / fabs(base));
	else
		set_table(cx, fi, OP_DIFF, cx->grounds[j].step, -1, base, v, 0, v - base);
	return true;
}

/*
 * The first figure on the table line holding offset at, in table column
 * col: any, or (grounded) the first one grounded as a value (-1: none).
 */
static int
cell_figure(const VerdictCtx *cx, size_t at, int col, bool grounded)
{
	size_t		ls = line_start_of(cx, at),
				le = line_end_of(cx, ls),
				k;

	for (k = 0; k < cx->nfigs; k++)
		if (cx->figs[k].offset >= ls && cx->figs[k].offset < le && cell_number(cx, cx->figs[k].offset) == col &&
			(!grounded || (cx->grounds[k].kind != GROUND_NONE && !vd_narration(cx->grounds[k].kind))))
			return (int) k;
	return -1;
}

/* The figure on the table line holding offset at, in table column col, grounded (-1: none). */
static int
figure_in_cell(const VerdictCtx *cx, size_t at, int col)
{
	return cell_figure(cx, at, col, true);
}

/*
 * "| Datsun | 31.11 | ≈ 1.64× |" under "vs. Ford", "| Chevrolet | 115.7 |
 * 108 |" under "Index (Ford = 100)", "| Plymouth | 21.03 | 10.08 mpg |"
 * under "Gap to Datsun", "| Chevrolet | 48 | -5 |" under "Δ vs. prior",
 * "| 2 | Mutant | 63 | 156 |" under "Behind": the figure right before it on
 * its line set against the base the header names (a row, the line before,
 * or the table's first line, the leader), in the same table column: a
 * multiple, an index (times 100), a change in percent, or a difference.
 */
static bool
against_named(VerdictCtx *cx, size_t fi, const FigureRange *r, size_t hs, size_t he)
{
	static const char *const prior[] = {"prior", "previous", "prev", "preceding", NULL};
	static const char *const index_word[] = {"index", "indexed", NULL};
	static const char *const behind[] = {"behind", "back", "deficit", "adrift", "trailing", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		j,
				k,
				ls = line_start_of(cx, f->offset);
	int			col,
				b = -1,
				base_row = -1,
				base_read = -1;
	double		v,
				base,
				out;
	GroundOp	op;

	if (fi == 0 || line_start_of(cx, cx->figs[fi - 1].offset) != ls)
		return false;
	j = fi - 1;
	/* a change in percent of an amount, or an amount's difference, multiple or index */
	if (cx->grounds[j].kind == GROUND_NONE || vd_narration(cx->grounds[j].kind) || cx->figs[j].percent)
		return false;
	v = grounded_value(cx, j);
	col = cell_number(cx, cx->figs[j].offset);
	/* the base: a row the header names, else the line before where it says "prior" */
	for (k = 0; k < cx->nmentions && base_row < 0; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && !m->many && m->nrows == 1 && m->offset >= hs && m->offset < he)
		{
			base_row = (int) m->rows[0];
			base_read = m->sread;
		}
	}
	if (base_row >= 0)
	{
		/* that row's line of the table, its figure in the same column */
		size_t		p = ls;

		while (p > 0 && table_line(cx, line_before(cx, p)) && !rule_line(cx, line_before(cx, p)))
			p = line_before(cx, p);
		for (; p < cx->len && table_line(cx, p) && b < 0; p = line_end_of(cx, p) + 1)
		{
			int			sr = -1;

			if (line_row(cx, p, &sr) == base_row && sr == base_read)
				b = figure_in_cell(cx, p, col);
			if (line_end_of(cx, p) >= cx->len)
				break;
		}
	}
	else if (holds_word(cx, hs, he, prior) && ls > 0 && table_line(cx, line_before(cx, ls)) &&
			 !rule_line(cx, line_before(cx, ls)))
		b = figure_in_cell(cx, line_before(cx, ls), col);
	else if (holds_word(cx, hs, he, behind))
	{
		/* "| 2 | Mutant | 63 | 156 |" under "Behind": the gap to the table's first line, the leader */
		size_t		p = ls;

		while (p > 0 && table_line(cx, line_before(cx, p)) && !rule_line(cx, line_before(cx, p)))
			p = line_before(cx, p);
		b = p != ls ? figure_in_cell(cx, p, col) : -1;
		if (b < 0)
			return false;
	}
	else if (holds_word(cx, hs, he, index_word))
	{
		/* "Index (ep. 1 = 100)": the line whose index is 100 is the base */
		int			icol = cell_number(cx, f->offset);

		for (k = 0; k < cx->nfigs && b < 0; k++)
			if (cx->figs[k].value == 100 && !cx->figs[k].percent && cell_number(cx, cx->figs[k].offset) == icol &&
				line_start_of(cx, cx->figs[k].offset) != line_start_of(cx, hs) && table_line(cx, line_start_of(cx, cx->figs[k].offset)))
			{
				size_t		hs2,
							he2;

				if (vd_table_header(cx, cx->figs[k].offset, &hs2, &he2) && hs2 == hs)
					b = figure_in_cell(cx, cx->figs[k].offset, col);
			}
	}
	if (b >= 0 && (size_t) b == j && !(f->multiple || holds_word(cx, hs, he, index_word)))
		return false;			/* the base row's own line: only its multiple (1×) or index (100) */
	if (b >= 0)
		base = grounded_value(cx, (size_t) b);
	else if (base_row >= 0 && cx->grounds[j].kind == GROUND_CELL && cx->gread[j] == base_read && cx->gcol[j] >= 0)
	{
		/* a row the table leaves out: its cell in the column of the figure before */
		const StepCells *cs = &cx->reads[base_read].cells;

		base = cs->cells[(size_t) base_row * cs->ncolumns + cx->gcol[j]];
	}
	else
		return false;
	if (!isfinite(v) || !isfinite(base) || base == 0)
		return false;
	if (f->multiple)
		op = OP_RATIO, out = v / base;
	else if (f->percent)
		op = OP_CHANGE, out = 100.0 * (v - base) / fabs(base);
	else if (holds_word(cx, hs, he, index_word))
		op = OP_RATIO, out = 100.0 * v / base;
	else
		op = OP_DIFF, out = v - base;
	if (!vd_in_range(r, out) && !(op == OP_DIFF && !f->explicit_sign && vd_in_range(r, -out)))
		return false;
	set_table(cx, fi, op, cx->grounds[j].step, -1, base, v, 0, out);
	if (op == OP_DIFF && !vd_in_range(r, out))
		cx->grounds[fi].derived = -out;
	return true;
}

/*
 * "| Mount Everest | 10,000 | 32,808 |" under "Altitude (m)" and
 * "Altitude (ft)": the figure before it on its line, in the unit its own
 * header names, of the same kind.
 */
static bool
unit_column(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	size_t		j = fi - 1;
	FigureUnit	u = f->unit,
				from;
	double		v;

	if (fi == 0 || u == UNIT_NONE || f->percent || f->currency ||
		line_start_of(cx, cx->figs[j].offset) != line_start_of(cx, f->offset) ||
		cx->grounds[j].kind == GROUND_NONE || vd_narration(cx->grounds[j].kind) || !cx->fx[j].in_table)
		return false;
	from = cx->figs[j].unit;
	if (from == UNIT_NONE || from == u || figure_unit_family(from) != figure_unit_family(u) ||
		figure_unit_family(u) == 5)
		return false;
	v = grounded_value(cx, j) * figure_unit_size(from, false) / figure_unit_size(u, false);
	if (!isfinite(v) || !vd_in_range(r, v))
		return false;
	set_table(cx, fi, OP_CONVERT, cx->grounds[j].step, -1, grounded_value(cx, j), 0, 0, v);
	cx->grounds[fi].unit_from = from;
	cx->grounds[fi].unit_to = u;
	return true;
}

/*
 * Does every body line of the table holding the line at ls (past its
 * overall line) show, in table column cf, its figure in column ca over its
 * figure in column cb (times 100 for a percentage)?  At least three lines.
 */
static bool
ratio_down_table(const VerdictCtx *cx, size_t ls, int cf, int ca, int cb, bool percent)
{
	size_t		p = ls;
	int			lines = 0;

	while (p > 0 && !rule_line(cx, line_before(cx, p)) && table_line(cx, line_before(cx, p)))
		p = line_before(cx, p);
	for (; p < cx->len && table_line(cx, p); p = line_end_of(cx, p) + 1)
	{
		int			f,
					a,
					b;
		FigureRange r;
		double		v;

		if (lines >= 64)
			return false;		/* a long table: each line's lookup walks the figures */
		if (vd_table_line_of_all(cx, p))
			continue;
		f = cell_figure(cx, p, cf, false);
		a = figure_in_cell(cx, p, ca);
		b = figure_in_cell(cx, p, cb);
		if (f < 0 || a < 0 || b < 0 || !figure_range(&cx->figs[f], &r))
			return false;
		v = grounded_value(cx, (size_t) a) / grounded_value(cx, (size_t) b) * (percent ? 100.0 : 1.0);
		if (!isfinite(v) || !vd_in_range(&r, v))
			return false;
		lines++;
	}
	return lines >= 3;
}

/*
 * "| Guangdong | 200,000 | 30,000 | 6.67 |" under "Density", down twelve
 * lines: a column that is, on every line, one of the line's figures over
 * another (a density, a rate, "Avg % full").  One line could match by
 * chance; every line of three or more does not.
 */
static bool
row_ratio_column(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	size_t		ls = line_start_of(cx, cx->figs[fi].offset),
				le = line_end_of(cx, ls),
				first = fi,
				last = fi,
				i,
				j;
	int			cf = cell_number(cx, cx->figs[fi].offset);

	if (vd_table_line_of_all(cx, ls) || cx->figs[fi].multiple)
		return false;
	/* the line's figures, around fi in the answer's order */
	while (first > 0 && cx->figs[first - 1].offset >= ls)
		first--;
	while (last + 1 < cx->nfigs && cx->figs[last + 1].offset < le)
		last++;
	for (i = first; i <= last; i++)
		for (j = first; j <= last; j++)
		{
			double		v;
			int			ca,
						cb;

			if (i == j || i == fi || j == fi || cx->grounds[i].kind != GROUND_CELL ||
				cx->grounds[j].kind != GROUND_CELL || cx->figs[i].percent || cx->figs[j].percent)
				continue;
			ca = cell_number(cx, cx->figs[i].offset);
			cb = cell_number(cx, cx->figs[j].offset);
			v = grounded_value(cx, i) / grounded_value(cx, j) * (cx->figs[fi].percent ? 100.0 : 1.0);
			if (ca == cf || cb == cf || !isfinite(v) || !vd_in_range(r, v) ||
				!ratio_down_table(cx, ls, cf, ca, cb, cx->figs[fi].percent))
				continue;
			set_table(cx, fi, OP_RATIO, cx->grounds[i].step, -1, grounded_value(cx, i), grounded_value(cx, j), 0, v);
			cx->grounds[fi].a.kind = cx->grounds[fi].b.kind = GROUND_CELL;
			cx->grounds[fi].a.row = cx->grounds[i].row;
			cx->grounds[fi].a.column = cx->grounds[i].column;
			cx->grounds[fi].b.row = cx->grounds[j].row;
			cx->grounds[fi].b.column = cx->grounds[j].column;
			return true;
		}
	return false;
}

/*
 * The rows every body line of the table holding the line at ls names,
 * past its overall line ("| **Combined** |"); false when a line names no
 * row of the one result the others name.
 */
static bool
table_rows(const VerdictCtx *cx, size_t ls, size_t *rows, size_t cap, size_t *n, int *sread)
{
	size_t		p = ls;

	*n = 0;
	*sread = -1;
	while (p > 0 && !rule_line(cx, line_before(cx, p)) && table_line(cx, line_before(cx, p)))
		p = line_before(cx, p);
	if (p == 0 || !rule_line(cx, line_before(cx, p)))
		return false;
	for (; p < cx->len && table_line(cx, p) && *n < cap; p = line_end_of(cx, p) + 1)
	{
		int			sr = -1,
					row;

		if (vd_table_line_of_all(cx, p))
			continue;
		row = line_row(cx, p, &sr);
		if (row < 0 || (*sread >= 0 && sr != *sread))
			return false;
		*sread = sr;
		rows[(*n)++] = (size_t) row;
	}
	return *n > 0 && *sread >= 0;
}

/*
 * "| Good | 504 | 70.4% |" under "Share of the two", over "| **Combined**
 * | **716** |": the row's cell (the figure before it on its line) over the
 * sum of its column across the rows the table lists, where the table lists
 * some of the result's rows and its header or an overall line says the
 * share is among them.
 */
static bool
listed_share(VerdictCtx *cx, size_t fi, const FigureRange *r, size_t hs, size_t he)
{
	static const char *const among[] = {"two", "three", "four", "these", "both", "pair", "listed", "shown",
	"combined", NULL};
	size_t		rows[64],
				n,
				k,
				j = fi - 1,
				ls = line_start_of(cx, cx->figs[fi].offset);
	int			sread,
				c;
	double		sum = 0,
				v;
	const StepRead *rd;
	bool		overall = false;

	if (fi == 0 || !cx->figs[fi].percent || line_start_of(cx, cx->figs[j].offset) != ls ||
		cx->grounds[j].kind != GROUND_CELL || cx->gread[j] < 0 || cx->gcol[j] < 0 ||
		!table_rows(cx, ls, rows, 64, &n, &sread) || n < 2 || sread != cx->gread[j])
		return false;
	rd = &cx->reads[sread];
	c = cx->gcol[j];
	if (n >= rd->cells.nrows || !rd->aggs[c].nonnegative)
		return false;
	for (k = ls; k < cx->len && table_line(cx, k) && !overall; k = line_end_of(cx, k) + 1)
		overall = vd_table_line_of_all(cx, k);
	if (!overall && !holds_word(cx, hs, he, among))
		return false;
	for (k = 0; k < n; k++)
		sum += rd->cells.cells[rows[k] * rd->cells.ncolumns + c];
	v = 100.0 * cx->gvalues[j] / sum;
	if (!(sum > 0) || !isfinite(v) || !vd_in_range(r, v))
		return false;
	set_table(cx, fi, OP_NAMED_SHARE, rd->step->number, c, cx->gvalues[j], sum, (int) n, v);
	return true;
}

static bool label_number(const VerdictCtx *cx, size_t cs, size_t ce, double *v, size_t *from, size_t *to);

/*
 * "| Late shipments | 8 | 6.7% |" above "| All | 120 | 100% |": a line's
 * percentage under a header of shares, its figure before it over the
 * figure the table's overall line states in the same table column.
 */
static bool
share_of_overall_line(VerdictCtx *cx, size_t fi, const FigureRange *r, size_t hs, size_t he)
{
	static const char *const share[] = {"share", "shares", "%", "pct", "percent", NULL};
	size_t		ls = line_start_of(cx, cx->figs[fi].offset),
				p = ls,
				bar = cx->figs[fi].offset,
				cs,
				from,
				to;
	int			w,
				ca = cell_number(cx, cx->figs[fi].offset) - 1;
	double		part,
				v;

	if (!cx->figs[fi].percent || !holds_word(cx, hs, he, share))
		return false;
	/* the part: the figure in the cell before, or the single digit it holds ("| 8 |" is no figure) */
	if (fi > 0 && line_start_of(cx, cx->figs[fi - 1].offset) == ls &&
		cell_number(cx, cx->figs[fi - 1].offset) == ca && !cx->figs[fi - 1].percent &&
		cx->grounds[fi - 1].kind != GROUND_NONE && !vd_narration(cx->grounds[fi - 1].kind))
		part = grounded_value(cx, fi - 1);
	else
	{
		while (bar > ls && cx->answer[bar - 1] != '|')
			bar--;
		if (bar <= ls + 1)
			return false;
		for (cs = bar - 1; cs > ls && cx->answer[cs - 1] != '|'; cs--)
			;
		if (!label_number(cx, cs, bar - 1, &part, &from, &to))
			return false;
	}
	/* the table's first body line, then down to its overall line */
	while (p > 0 && !rule_line(cx, line_before(cx, p)) && table_line(cx, line_before(cx, p)))
		p = line_before(cx, p);
	for (; p < cx->len && table_line(cx, p); p = line_end_of(cx, p) + 1)
		if (p != ls && vd_table_line_of_all(cx, p))
			break;
	if (p >= cx->len || !table_line(cx, p) || (w = cell_figure(cx, p, ca, false)) < 0 || cx->figs[w].percent ||
		!(cx->figs[w].value > 0))
		return false;
	v = 100.0 * part / cx->figs[w].value;
	if (!isfinite(v) || !vd_in_range(r, v) || cx->grounds[w].kind == GROUND_NONE)
		return false;
	set_table(cx, fi, OP_RATIO, cx->grounds[w].step, -1, part, cx->figs[w].value, 0, v);
	return true;
}

/*
 * Does the line of figure fi state the whole v ("| Total | 387 | 100% |"
 * under "| Marvel villains | 118 | 30.5% |", 30.5% being 118 / 387)?
 */
static bool
whole_on_line(const VerdictCtx *cx, size_t fi, double v)
{
	size_t		ls = line_start_of(cx, cx->figs[fi].offset),
				k;
	FigureRange r;

	for (k = fi; k > 0 && cx->figs[k - 1].offset >= ls; k--)
		if (cx->grounds[k - 1].kind != GROUND_NONE && figure_range(&cx->figs[k - 1], &r) && vd_in_range(&r, v))
			return true;
	return false;
}

/*
 * "| **Total** | $1.27M | 100% |": the whole's share of itself, where the
 * figures above it in its table column are shares of one column, or ratios
 * over the whole the line states.
 */
static bool
whole_share(VerdictCtx *cx, size_t fi)
{
	int			col = cell_number(cx, cx->figs[fi].offset);
	size_t		k;

	if (!cx->figs[fi].percent || cx->figs[fi].value != 100 || !vd_table_line_of_all(cx, cx->figs[fi].offset))
		return false;
	for (k = 0; k < fi; k++)
	{
		const Grounding *g = &cx->grounds[k];
		size_t		hs,
					he,
					hs2,
					he2;
		int			sr;

		if ((g->kind != GROUND_SHARE && !(g->kind == GROUND_DERIVED && g->op == OP_NAMED_SHARE) &&
			 !(g->kind == GROUND_DERIVED && g->op == OP_RATIO && whole_on_line(cx, fi, g->b.value))) ||
			cell_number(cx, cx->figs[k].offset) != col ||
			!vd_table_header(cx, cx->figs[k].offset, &hs, &he) ||
			!vd_table_header(cx, cx->figs[fi].offset, &hs2, &he2) || hs != hs2)
			continue;
		if (g->kind == GROUND_DERIVED && g->op == OP_RATIO)
		{
			/* a ratio of two cells, its denominator the total line's figure */
			set_table(cx, fi, OP_RATIO, g->step, g->b.column, g->b.value, g->b.value, 0, 100.0);
			return true;
		}
		if (g->kind == GROUND_DERIVED)
		{
			/* a share among the rows listed: the whole is their sum */
			set_table(cx, fi, OP_NAMED_SHARE, g->step, g->a.column, g->b.value, g->b.value, g->nterms, 100.0);
			return true;
		}
		for (sr = 0; sr < (int) cx->nreads && cx->reads[sr].step->number != g->step; sr++)
			;
		if (sr >= (int) cx->nreads || g->column < 0 || g->column >= cx->reads[sr].cells.ncolumns)
			continue;
		set_table(cx, fi, OP_NAMED_SHARE, g->step, g->column, cx->reads[sr].aggs[g->column].sum,
				  cx->reads[sr].aggs[g->column].sum, (int) cx->reads[sr].cells.nrows, 100.0);
		return true;
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_table_column_misread(const VerdictCtx *cx, size_t fi)
{
	static const char *const share[] = {"share", "shares", NULL};
	static const char *const running[] = {"cumulative", "cum", "running", NULL};
	const Grounding *g = &cx->grounds[fi];
	const GroundRef *b = &g->b;
	size_t		ls = line_start_of(cx, cx->figs[fi].offset);

	if (!cx->fx[fi].in_table || g->kind == GROUND_NONE || vd_narration(g->kind) || vd_table_line_of_all(cx, ls))
		return false;
	/* "Cumulative": below the first line, a running total, not the line's own figure */
	if (holds_word(cx, cx->fx[fi].head_s, cx->fx[fi].head_e, running))
		return !rule_line(cx, line_before(cx, ls)) &&
			!(g->kind == GROUND_DERIVED && (g->op == OP_NAMED_SHARE || g->op == OP_SUM || g->op == OP_TOPK ||
											g->op == OP_TOPK_SHARE));
	if (!cx->figs[fi].percent || g->kind != GROUND_DERIVED ||
		!holds_word(cx, cx->fx[fi].head_s, cx->fx[fi].head_e, share))
		return false;
	if (g->op == OP_CHANGE || g->op == OP_DIFF)
		return true;
	if (g->op != OP_RATIO)
		return false;
	/* the denominator another line's figure, or another row's cell */
	if (b->kind == GROUND_NONE && b->row >= 0 && (size_t) b->row < cx->nfigs)
	{
		size_t		bl = line_start_of(cx, cx->figs[b->row].offset);

		return bl != ls && table_line(cx, bl) && !vd_table_line_of_all(cx, bl);
	}
	if (b->kind == GROUND_CELL)
	{
		int			sr = -1,
					row = line_row(cx, ls, &sr);

		return row >= 0 && b->row != row + 1;
	}
	return false;
}

/* See verdict_int.h. */
void
vd_ground_table_column(VerdictCtx *cx, size_t fi)
{
	static const char *const running[] = {"cumulative", "cum", "running", NULL};
	static const char *const versus[] = {"vs", "versus", "against", NULL};
	static const char *const overall[] = {"avg", "average", "mean", "overall", "all", "total", NULL};
	FigureRange r;
	size_t		hs = cx->fx[fi].head_s,
				he = cx->fx[fi].head_e;

	if (cx->grounds[fi].kind != GROUND_NONE || !cx->fx[fi].in_table || !figure_range(&cx->figs[fi], &r))
		return;
	if (whole_share(cx, fi) || rest_of_total(cx, fi, &r))
		return;
	if (vd_table_line_of_all(cx, cx->figs[fi].offset) ? listed_total(cx, fi, &r, hs, he) : row_rate(cx, fi, &r, hs, he))
		return;
	if (holds_word(cx, hs, he, running))
	{
		(void) running_total(cx, fi, &r);
		return;
	}
	if (holds_word(cx, hs, he, versus) && holds_word(cx, hs, he, overall))
	{
		(void) against_overall(cx, fi, &r, hs, he);
		return;
	}
	if (!listed_share(cx, fi, &r, hs, he) && !share_of_overall_line(cx, fi, &r, hs, he) && !unit_column(cx, fi, &r) &&
		!against_named(cx, fi, &r, hs, he))
		(void) row_ratio_column(cx, fi, &r);
}

/*
 * The number a table line's label cell [cs, ce) opens with, past bold marks
 * ("| **25% off** |"), its digits at [*from, *to); false when the cell holds
 * other digits too or none.
 */
static bool
label_number(const VerdictCtx *cx, size_t cs, size_t ce, double *v, size_t *from, size_t *to)
{
	const uchar *t = cx->answer;
	size_t		p = cs,
				k;
	char		buf[32];

	while (p < ce && (t[p] == ' ' || t[p] == '*'))
		p++;
	*from = p;
	while (p < ce && (ascii_is_digit(t[p]) || (t[p] == '.' && p + 1 < ce && ascii_is_digit(t[p + 1]))))
		p++;
	*to = p;
	if (*to == *from || *to - *from >= sizeof(buf))
		return false;
	for (k = p; k < ce; k++)
		if (ascii_is_digit(t[k]))
			return false;
	memcpy(buf, t + *from, *to - *from);
	buf[*to - *from] = '\0';
	*v = strtod(buf, NULL);
	return isfinite(*v);
}

/* Does some other figure on the line [ls, le), past offset from, hold a cell of row r of read s? */
static bool
line_holds_row_cell(const VerdictCtx *cx, size_t ls, size_t le, size_t from, size_t s, size_t r)
{
	const StepCells *cs = &cx->reads[s].cells;
	size_t		k;
	int			c;

	for (k = 0; k < cx->nfigs; k++)
	{
		const Figure *f = &cx->figs[k];

		if (f->offset < ls || f->offset >= le || f->offset <= from)
			continue;
		for (c = 0; c < cs->ncolumns; c++)
		{
			double		v = cs->cells[r * cs->ncolumns + c];

			if (isfinite(v) && fabs(v - f->value) <= f->half_unit + 1e-9 * fabs(v))
				return true;
		}
	}
	return false;
}

/* Is the table line starting at ls a header: the "|---|" line right under it? */
static bool
header_of_table(const VerdictCtx *cx, size_t ls)
{
	size_t		le = line_end_of(cx, ls);

	return le < cx->len && rule_line(cx, le + 1);
}

/*
 * The label "25% off" of the table line starting at ls, its number at from,
 * said again outside the table or in a header ("| vs. 25% off |") ("25% off comes out ahead per line"): that
 * names the row too.  Only a label with words past its number: a bare
 * number elsewhere is no label.  False when every mention is taken.
 */
static bool
label_said_again(VerdictCtx *cx, size_t s, double key, size_t from, size_t ls)
{
	const uchar *t = cx->answer;
	size_t		cs,
				ce,
				e,
				p;
	bool		word = false;

	if (!line_label(cx, ls, &cs, &ce))
		return true;
	for (e = ce; e > from && (t[e - 1] == ' ' || t[e - 1] == '*'); e--)
		;
	for (p = from; p < e; p++)
		word = word || ascii_is_alpha(t[p]);
	if (!word)
		return true;
	for (p = 0; p + (e - from) <= cx->len; p++)
	{
		size_t		num_end = p;

		if (p == from || (p > 0 && (ascii_is_alpha(t[p - 1]) || ascii_is_digit(t[p - 1]) || t[p - 1] == '.')) ||
			memcmp(t + p, t + from, e - from) != 0 ||
			(p + (e - from) < cx->len && (ascii_is_alpha(t[p + (e - from)]) || ascii_is_digit(t[p + (e - from)]))) ||
			(table_line(cx, line_start_of(cx, p)) && !header_of_table(cx, line_start_of(cx, p))))
			continue;
		while (num_end < p + (e - from) && (ascii_is_digit(t[num_end]) || t[num_end] == '.'))
			num_end++;
		if (!vd_mention_rows_holding(cx, s, 0, key, p, num_end, false))
			return false;
	}
	return true;
}

/*
 * The body of the table starting at line body, labelled by numbers:
 * "| 25% off | $32,979.52 |" over a first column discount_pct.  Where every
 * line's label is a number that one row's first cell holds, and the line's
 * other figures show a cell of that row, the label names the row.
 */
static void
key_lines(VerdictCtx *cx, size_t body)
{
	enum
	{
		MAX_LINES = 64
	};
	double		keys[MAX_LINES];
	size_t		from[MAX_LINES],
				to[MAX_LINES],
				start[MAX_LINES],
				n = 0,
				ls,
				s,
				k;

	for (ls = body; ls < cx->len && table_line(cx, ls); ls = line_end_of(cx, ls) + 1)
	{
		size_t		cs,
					ce;

		if (!line_label(cx, ls, &cs, &ce) || vd_table_line_of_all(cx, ls))
			continue;
		if (n == MAX_LINES || !label_number(cx, cs, ce, &keys[n], &from[n], &to[n]))
			return;
		for (k = 0; k < cx->nmentions; k++)
			if (cx->mentions[k].offset < ce && cx->mentions[k].offset + cx->mentions[k].len > cs)
				return;			/* named already */
		start[n++] = ls;
	}
	if (n < 2)
		return;
	for (s = 0; s < cx->nreads; s++)
	{
		const StepCells *cs = &cx->reads[s].cells;
		size_t		rows[MAX_LINES];
		bool		all = cs->ncolumns > 1;

		for (k = 0; k < n && all; k++)
		{
			size_t		r,
						hits = 0;

			for (r = 0; r < cs->nrows; r++)
				if (cs->cells[r * cs->ncolumns] == keys[k])
				{
					hits++;
					rows[k] = r;
				}
			all = hits == 1 && line_holds_row_cell(cx, start[k], line_end_of(cx, start[k]), to[k], s, rows[k]);
		}
		if (!all)
			continue;
		for (k = 0; k < n; k++)
			if (!vd_mention_rows_holding(cx, s, 0, keys[k], from[k], to[k], false) ||
				!label_said_again(cx, s, keys[k], from[k], start[k]))
				return;
		return;
	}
}

/* See verdict_int.h. */
void
vd_table_key_mentions(VerdictCtx *cx)
{
	size_t		ls = 0;

	while (ls < cx->len)
	{
		size_t		le = line_end_of(cx, ls);

		if (ls > 0 && rule_line(cx, ls) && table_line(cx, line_before(cx, ls)) && le < cx->len)
			key_lines(cx, le + 1);
		ls = le + 1;
	}
}

/*
 * Is the line [ls, le) a lead-in between a table and its commentary: a
 * heading ("**Takeaways**", "### Key points", "What stands out:") or an
 * earlier item of the commentary's list ("- Dairy leads ...")?
 */
static bool
commentary_lead_line(const VerdictCtx *cx, size_t ls, size_t le)
{
	const uchar *t = cx->answer;

	while (ls < le && t[ls] == ' ')
		ls++;
	while (le > ls && (t[le - 1] == ' ' || t[le - 1] == '\r'))
		le--;
	if (ls >= le)
		return true;
	if (t[ls] == '#' || (le - ls > 4 && t[ls] == '*' && t[ls + 1] == '*' && (t[le - 1] == '*' || t[le - 1] == ':')) ||
		(t[le - 1] == ':' && le - ls <= 80))
		return true;
	return vd_list_item(cx, ls);
}

/* See verdict_int.h. */
bool
vd_table_before(const VerdictCtx *cx, size_t s0, size_t *top, size_t *bottom)
{
	const uchar *t = cx->answer;
	size_t		ls = s0,
				lines;
	bool		in_table = false;

	/* the sentence opens its line, or the item of a list it is; a table's own line is none */
	while (ls > 0 && t[ls - 1] == ' ')
		ls--;
	if ((ls > 0 && t[ls - 1] != '\n' && !vd_list_item(cx, s0)) || table_line(cx, line_start_of(cx, s0)))
		return false;
	while (ls > 0 && t[ls - 1] != '\n')
		ls--;
	/* up past the lead-in lines to the table's last line, then through the table to its first */
	for (lines = 0; ls > 0 && lines < 4096; lines++)
	{
		size_t		le = ls - 1;

		ls = line_start_of(cx, le);
		if (table_line(cx, ls))
		{
			if (!in_table)
				*bottom = le;
			in_table = true;
			*top = ls;
			continue;
		}
		if (in_table)
			return true;
		if (lines >= 12 || !commentary_lead_line(cx, ls, le))
			return false;
	}
	return in_table;
}

/* See verdict_int.h. */
void
vd_table_before_columns(const VerdictCtx *cx, size_t s0, FigCtx *fx)
{
	size_t		top,
				bottom,
				p,
				le;

	if (!vd_table_before(cx, s0, &top, &bottom))
		return;
	le = line_end_of(cx, top);
	for (p = top; p < le;)
	{
		size_t		cs,
					ce,
					sr;

		while (p < le && cx->answer[p] != '|')
			p++;
		cs = ++p;
		while (p < le && cx->answer[p] != '|')
			p++;
		ce = p;
		if (cs >= le)
			break;
		for (sr = 0; sr < cx->nreads; sr++)
		{
			int			c;

			for (c = 0; c < cx->reads[sr].cells.ncolumns; c++)
				if (cx->reads[sr].aggs[c].count > 0 && fx->ncols < MAX_FIG_COLUMNS &&
					vd_span_names_col(cx, cs, ce, (int) sr, c))
				{
					fx->col_read[fx->ncols] = (int) sr;
					fx->col_col[fx->ncols] = c;
					fx->ncols++;
				}
		}
	}
}

/* See verdict_int.h. */
int
vd_table_rows_above(const VerdictCtx *cx, size_t at)
{
	size_t		ls = line_start_of(cx, at);
	int			rows = 0,
				lines;
	bool		blank_seen = false,
				in_table = false,
				rule = false;

	if (table_line(cx, ls))
		return 0;
	for (lines = 0; ls > 0 && lines < 4096; lines++)
	{
		size_t		le = ls - 1,
					p;

		ls = line_start_of(cx, le);
		for (p = ls; p < le && cx->answer[p] == ' '; p++)
			;
		if (!table_line(cx, ls))
		{
			/* one blank line between the table and the sentence under it */
			if (!in_table && p == le && !blank_seen)
			{
				blank_seen = true;
				continue;
			}
			break;
		}
		in_table = true;
		if (rule_line(cx, ls))
		{
			rule = true;
			break;
		}
		if (!vd_table_line_of_all(cx, ls))
			rows++;
	}
	return rule ? rows : 0;
}
