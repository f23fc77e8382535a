/*
 * verdict_derive.c — figures derived from the rows: differences, ratios,
 * growth, sums of named rows, unit conversions, top-k, and the expected
 * value reported for an ungrounded figure.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- derivations ---- */

/*
 * Does the figure's scope name rows of read sr: 1 when row (0-based) is one
 * of them, 0 when only others, -1 when it names none of that read.
 */
static int
scope_names_row(const VerdictCtx *cx, const FigCtx *fx, int sr, int64_t row)
{
	int			found = -1;
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->many || m->sread != sr || m->offset >= fx->h1 ||
			(m->offset < fx->r0 && !(fx->greeted && (int) k == fx->mention)))
			continue;
		if (row >= 0 && vd_mention_has_row(m, (size_t) row))
			return 1;
		found = 0;
	}
	return found;
}


/*
 * The row a sentence that names none is about: the first named where its
 * chain of sentences pointing back starts ("Somerset Park averages ... It is
 * ... Its peak was"); -1 when the sentence names a row, or nothing is named.
 */
static int64_t
chain_subject(const VerdictCtx *cx, const FigCtx *fx, int sr)
{
	const Mention *first = NULL;
	size_t		k;
	bool		first_base = false;

	/* no chain, or a sentence about several rows ("both", "the two", "they") */
	if (fx->chain0 >= fx->s0 || fx->rows_said > 0 || fx->plural_back)
		return -1;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		bool		base;

		if (m->dropped || m->many || m->offset < fx->chain0 || m->offset >= fx->s1)
			continue;
		if (m->offset >= fx->s0)
			return -1;
		/* "Compared with Germany ($37.60), France came in ...": the row set against is no subject */
		base = vd_named_as_base(cx, m->offset);
		if (first == NULL || (first_base && !base) || (base == first_base && m->offset < first->offset))
		{
			first = m;
			first_base = base;
		}
	}
	if (first == NULL)
		return -1;
	/* -2: the subject is in another step, or names several rows: no row of this one */
	return first->sread == sr && first->nrows == 1 ? (int64_t) first->rows[0] : -2;
}

/*
 * May row (one of the rows mention m names) give anchors? A text that
 * several rows share, in a scope that also names one of them alone ("fare 3
 * (AA, ORD to JFK)"), describes that row: its other rows are not in play.
 */
static bool
pinned_ok(const VerdictCtx *cx, const FigCtx *fx, const Mention *m, size_t row)
{
	size_t		k;
	bool		pinned = false;

	if (m->nrows < 2)
		return true;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *o = &cx->mentions[k];

		if (o == m || o->dropped || o->many || o->nrows != 1 || o->sread != m->sread ||
			o->offset < fx->r0 || o->offset >= fx->s1 || !vd_mention_has_row(m, o->rows[0]))
			continue;
		if (o->rows[0] == row)
			return true;
		pinned = true;
	}
	return !pinned;
}

static size_t scope_rows(const VerdictCtx *cx, const FigCtx *fx, int sr, size_t *out, size_t cap);
static bool quoted_in_other_column(const VerdictCtx *cx, const Anchor *a, const Anchor *b);
static bool row_quoted(const VerdictCtx *cx, int sr, int64_t row, int col);
static int	read_of_step(const VerdictCtx *cx, int step);

/*
 * "• Δ vs. Q4 1997: +55.6% / • Q4 1997 base: $9,712": is figure j, stated
 * after change fi, in an item further down the same list, every line
 * between an item too?
 */
static bool
later_in_card(const VerdictCtx *cx, size_t fi, size_t j)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		p;

	if ((cx->figs[fi].direction == 0 && !cx->figs[fi].explicit_sign) || !vd_list_item(cx, fx->s0) ||
		!vd_list_item(cx, cx->fx[j].s0))
		return false;
	for (p = fx->s1; p < cx->fx[j].s0; p++)
		if (cx->answer[p] == '\n' && p + 1 < cx->fx[j].s0 && cx->answer[p + 1] != '\n' && !vd_list_item(cx, p + 1))
			return false;
		else if (cx->answer[p] == '\n' && p + 1 < cx->len && cx->answer[p + 1] == '\n')
			return false;		/* a blank line ends the list */
	return true;
}

/*
 * Is the line starting at s0 (before limit) a bare label leading a list
 * ("Key numbers:"): ending in ":", with no figure and no row named?
 */
static bool
bare_label_line(const VerdictCtx *cx, size_t s0, size_t limit)
{
	size_t		e = s0,
				k,
				last = s0;

	while (e < limit && cx->answer[e] != '\n')
	{
		if (cx->answer[e] != ' ')
			last = e;
		e++;
	}
	if (e == s0 || cx->answer[last] != ':')
		return false;
	for (k = 0; k < cx->nfigs; k++)
		if (cx->figs[k].offset >= s0 && cx->figs[k].offset < e)
			return false;
	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= s0 && cx->mentions[k].offset < e)
			return false;
	return true;
}

/*
 * "In 1970 it stood at 148.9. 1976 came in at 101.1, down 47.8": a change
 * said of the one row its sentence names is from the row the sentence
 * before quoted, the row the answer walked from; in a list ("- Latin: 117
 * / - Alternative & Punk: 93 / - Gap: 24, i.e. 25.8% more for Latin"), from
 * a row an item before it quoted.  Is figure j, grounded by a cell, that
 * row's figure for the change fi?
 */
static bool
walked_from(const VerdictCtx *cx, size_t fi, size_t j)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		before = vd_sentence_before(cx, fx->r0),
				rows[2];
	int			k;

	if (cx->figs[fi].direction == 0 && !cx->figs[fi].explicit_sign && !fx->comparative)
		return false;
	/* back through the items of its list, and the line that leads them */
	for (k = 0; k < 8 && vd_list_item(cx, fx->s0) && vd_list_item(cx, before) && before > 0; k++)
	{
		size_t		b = vd_sentence_before(cx, before);

		if (b >= before)
			break;
		before = b;
	}
	/* "Q4 1997 landed at 120. / Key numbers: / - Net change: +38 (vs. Q4 1996)": past a bare label */
	if (vd_list_item(cx, fx->s0) && before < fx->r0 && bare_label_line(cx, before, fx->r0))
		before = vd_sentence_before(cx, before);
	if (before >= fx->r0 || cx->figs[j].offset < before || cx->figs[j].offset >= fx->r0)
		return false;
	return scope_rows(cx, fx, cx->gread[j], rows, 2) == 1;
}

/*
 * Where a column's name holds a year ("units_h2_1996"), the year's offset in
 * it; -1 when none.
 */
static int
name_year_at(const char *name)
{
	size_t		i,
				n = strlen(name);

	for (i = 0; i + 4 <= n; i++)
		if ((name[i] == '1' || name[i] == '2') && ascii_is_digit(name[i + 1]) && ascii_is_digit(name[i + 2]) &&
			ascii_is_digit(name[i + 3]) && (i == 0 || !ascii_is_digit(name[i - 1])) &&
			(i + 4 == n || !ascii_is_digit(name[i + 4])))
			return (int) i;
	return -1;
}

/*
 * The period a column's name holds: the year at *ps, with a quarter or a
 * half beside it ("q4_1997", "sales_1997_h2"), [*ps, *pe); false when none.
 */
static bool
name_period(const char *name, size_t *ps, size_t *pe)
{
	int			y = name_year_at(name);
	size_t		n = strlen(name);

	if (y < 0)
		return false;
	*ps = (size_t) y;
	*pe = *ps + 4;
	if (*ps >= 3 && name[*ps - 1] == '_' && strchr("qQhH", name[*ps - 3]) && ascii_is_digit(name[*ps - 2]) &&
		(*ps == 3 || name[*ps - 4] == '_'))
		*ps -= 3;
	else if (*pe + 3 <= n && name[*pe] == '_' && strchr("qQhH", name[*pe + 1]) && ascii_is_digit(name[*pe + 2]) &&
			 (*pe + 3 == n || name[*pe + 3] == '_'))
		*pe += 3;
	return true;
}

/*
 * The two digits of a year written short at t[i] after an apostrophe ("Q4
 * '97", "FY ’24"), or -1.
 */
static int
short_year_at(const VerdictCtx *cx, size_t i)
{
	const uchar *t = cx->answer;

	if (i + 2 > cx->len || !ascii_is_digit(t[i]) || !ascii_is_digit(t[i + 1]) ||
		(i + 2 < cx->len && (vd_is_wordch(t[i + 2]) || t[i + 2] == '%' ||
							 ((t[i + 2] == ',' || t[i + 2] == '.') && i + 3 < cx->len && ascii_is_digit(t[i + 3])))))
		return -1;
	if ((i >= 1 && t[i - 1] == '\'' && (i == 1 || !vd_is_wordch(t[i - 2]))) ||
		(i >= 3 && memcmp(t + i - 3, "\xe2\x80\x99", 3) == 0 && (i == 3 || !vd_is_wordch(t[i - 4]))))
		return (t[i] - '0') * 10 + (t[i + 1] - '0');
	return -1;
}

/*
 * Does the figure's sentence name a year that column col of read sr holds
 * in its name ("a drop of $37.74 from 2023" over rev_2023)?  Columns of a
 * pivot by year are named by their years.
 */
static bool
year_names_col(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	const char *name = vd_col_name(&cx->reads[sr], col);
	const uchar *t = cx->answer;
	size_t		i;

	if (name == NULL || cx->reads[sr].colyear[col] == 0)
		return false;
	/*
	 * "$77,557 (▼ 33.9% vs LY)", the $77,557 a cell of sales_1998: "last
	 * year" names the column of the year before the one a figure of the
	 * sentence is from
	 */
	if (fx->last_year)
		for (i = 0; i < cx->nfigs; i++)
			if (cx->figs[i].offset >= fx->s0 && cx->figs[i].offset < fx->s1 &&
				cx->grounds[i].kind == GROUND_CELL && cx->gread[i] == sr && cx->gcol[i] >= 0 &&
				cx->reads[sr].colyear[cx->gcol[i]] == cx->reads[sr].colyear[col] + 1)
				return true;
	for (i = fx->s0; i + 4 <= fx->s1; i++)
	{
		char		year[5];

		if (!(ascii_is_digit(t[i]) && (i == 0 || !(ascii_is_digit(t[i - 1]) || t[i - 1] == ',' ||
													t[i - 1] == '.' || t[i - 1] == '$'))))
			continue;
		if (!(ascii_is_digit(t[i + 1]) && ascii_is_digit(t[i + 2]) && ascii_is_digit(t[i + 3])) ||
			(i + 4 < cx->len && (ascii_is_digit(t[i + 4]) || t[i + 4] == '%' ||
								 ((t[i + 4] == ',' || t[i + 4] == '.') && i + 5 < cx->len &&
								  ascii_is_digit(t[i + 5])))) ||
			!(t[i] == '1' || t[i] == '2'))
			continue;
		memcpy(year, t + i, 4);
		year[4] = '\0';
		if (strstr(name, year) != NULL)
			return true;
	}
	for (i = fx->s0; i + 2 <= fx->s1; i++)
		if (short_year_at(cx, i) == (int) cx->reads[sr].colyear[col] % 100)
			return true;
	return false;
}

/*
 * Does the sentence name column col of read sr by its year, and by its
 * quarter or half where the name holds one ("q4_1997")?  A sentence that
 * says "Q1" names no q4_1997; one that says no quarter names any of its
 * year's.
 */
static bool
period_names_col(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	const char *name = vd_col_name(&cx->reads[sr], col);
	const uchar *t = cx->answer;
	size_t		ps,
				pe,
				i;
	bool		other = false;
	char		letter,
				digit;

	if (!year_names_col(cx, fx, sr, col))
		return false;
	if (!name_period(name, &ps, &pe) || pe - ps == 4)
		return true;
	letter = (char) ascii_lower((uchar) (ascii_is_digit(name[ps]) ? name[pe - 2] : name[ps]));
	digit = ascii_is_digit(name[ps]) ? name[pe - 1] : name[ps + 1];
	for (i = fx->s0; i + 2 <= fx->s1; i++)
		if (ascii_lower(t[i]) == (uchar) letter && ascii_is_digit(t[i + 1]) &&
			(i == 0 || !vd_is_wordch(t[i - 1])) && (i + 2 >= cx->len || !vd_is_wordch(t[i + 2])))
		{
			if (t[i + 1] == (uchar) digit)
				return true;
			other = true;
		}
	return !other;
}

/*
 * Does label a[0..an) name the year before label b[0..bn) ("Q1 1997" and
 * "Q1 1998", "FY2018" and "FY2019")?  The same text but for one year, one
 * less.
 */
static bool
label_a_year_before(const char *a, size_t an, const char *b, size_t bn)
{
	size_t		i;

	if (an != bn)
		return false;
	for (i = 0; i + 4 <= bn; i++)
	{
		int			ya = 0,
					yb = 0,
					j;

		if (memcmp(a, b, i) != 0)
			return false;
		if ((i > 0 && ascii_is_digit((uchar) b[i - 1])) || (i + 4 < bn && ascii_is_digit((uchar) b[i + 4])))
			continue;
		for (j = 0; j < 4 && ascii_is_digit((uchar) a[i + j]) && ascii_is_digit((uchar) b[i + j]); j++)
		{
			ya = ya * 10 + (a[i + j] - '0');
			yb = yb * 10 + (b[i + j] - '0');
		}
		if (j == 4 && yb > 1900 && yb <= 2100 && ya == yb - 1)
			return memcmp(a + i + 4, b + i + 4, bn - i - 4) == 0;
	}
	return false;
}

/* The text of row r's cell in column col among cells (names or texts); NULL: none. */
static const TextCell *
text_cell(const TextCell *cells, size_t n, size_t r, int col)
{
	size_t		i;

	for (i = 0; i < n; i++)
		if (cells[i].row == r && cells[i].column == col)
			return &cells[i];
	return NULL;
}

/*
 * "2015: 19,098 (−6,964 vs. last year)", "Q1 1998 ... up 116% YoY": the
 * row of the same period a year before the row the mention names, by its
 * year cell one less or by its label with the year one less; -1: none.
 */
static int64_t
row_a_year_before(const VerdictCtx *cx, const Mention *m, size_t r)
{
	const StepRead *sr = &cx->reads[m->sread];
	const StepCells *c = &sr->cells;
	int			nc = c->ncolumns;
	double		v = c->cells[r * nc + m->column];
	size_t		i;
	int			pass;

	if (isfinite(v))
	{
		if (v != floor(v) || v <= 1900 || v > 2100)
			return -1;
		for (i = 0; i < c->nrows; i++)
			if (c->cells[i * nc + m->column] == v - 1)
				return (int64_t) i;
		return -1;
	}
	for (pass = 0; pass < 2; pass++)
	{
		const TextCell *cells = pass == 0 ? c->names : c->texts;
		size_t		n = pass == 0 ? c->nnames : c->ntexts;
		const TextCell *own = text_cell(cells, n, r, m->column);

		if (own == NULL)
			continue;
		for (i = 0; i < n; i++)
			if (cells[i].column == m->column && cells[i].row != r &&
				label_a_year_before(cells[i].text, cells[i].len, own->text, own->len))
				return (int64_t) cells[i].row;
	}
	return -1;
}


/*
 * Is figure j a close bound ("just over twelve thousand dollars") that a
 * derivation grounds: its operands' exact result is the value it stands for?
 */
static bool
close_derived(const VerdictCtx *cx, size_t j)
{
	const Grounding *g = &cx->grounds[j];

	return cx->figs[j].close && !cx->figs[j].percent && g->kind == GROUND_DERIVED && isfinite(g->derived) &&
		g->derived != 0;
}

/* See verdict_int.h. */
size_t
vd_collect_anchors(const VerdictCtx *cx, size_t fi, Anchor *out)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		n = 0,
				j,
				named = 0,
				table_top = 0,
				table_end = 0;
	bool		neighbours = fx->neighbour;

	/* the table the sentence comments on, if any: its lines' figures are the sentence's operands too */
	if (!vd_table_before(cx, fx->s0, &table_top, &table_end))
		table_top = table_end = 0;
	for (j = 0; j < cx->nfigs && n < MAX_ANCHORS && named < MAX_NAMED; j++)
	{
		const Grounding *g = &cx->grounds[j];
		Anchor	   *a;
		bool		in_table_before = cx->figs[j].offset >= table_top && cx->figs[j].offset < table_end;

		if (j == fi || g->kind == GROUND_NONE || vd_narration(g->kind) || cx->figs[j].multiple)
			continue;
		/* digits of a row's name ("Classical 101 - Deep Cuts") name it; they are no amount */
		if (g->kind == GROUND_TEXT && vd_in_mention(cx, cx->figs[j].offset))
			continue;
		/*
		 * a bound or a fraction in words ("less than a third") is no value
		 * to compute from, unless the value that holds it is the figure
		 * ("between 1,294 and 4,812": the lowest and the highest) or a close
		 * bound names a cell ("just over three thousand tracks": the 3,034)
		 */
		if ((cx->figs[j].bound != 0 && !close_derived(cx, j) &&
			 !(isfinite(cx->gvalues[j]) &&
			   (fabs(cx->gvalues[j] - cx->figs[j].value) <= cx->figs[j].half_unit ||
				(cx->figs[j].close && g->kind == GROUND_CELL)))) ||
			(cx->figs[j].words && cx->figs[j].percent))
			continue;
		/*
		 * a figure derived in another sentence is no operand: chained
		 * derivations stay within a sentence, unless the figure names it as
		 * its whole ("; of the 12 the pair hold between them, ... 66.7%"),
		 * or it is a share its clause states in the list the sentence leads
		 * ("Breaking that down: - 2023: 7.2% of units sold (26 of 362)")
		 */
		if (g->kind == GROUND_DERIVED && (cx->figs[j].offset < fx->p0 || cx->figs[j].offset >= fx->s1) &&
			(int) j != fx->of_figure && !in_table_before &&
			!(cx->fx[j].linked && cx->figs[j].offset >= fx->s1 && cx->figs[j].offset < fx->h1))
			continue;
		/* a cell of a row other than those the sentence names is another row's figure */
		if (g->kind == GROUND_CELL && cx->gread[j] >= 0 && !cx->fx[j].unknown_subject && !cx->fx[j].other_side &&
			scope_names_row(cx, fx, cx->gread[j], g->row - 1) == 0 && !walked_from(cx, fi, j) &&
			!(cx->fx[j].in_table && in_table_before))
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
		/* "just over twelve thousand dollars": the gap it bounds, not the round figure */
		if (cx->figs[j].bound != 0 && close_derived(cx, j))
			a->value = copysign(fabs(g->derived), cx->figs[j].value);
		/* "the gap of about 110 is about 271.4% of B's": the gap derived, not as rounded */
		else if (g->kind == GROUND_DERIVED && cx->figs[j].approximate && !a->percent && isfinite(g->derived) &&
				 g->op == OP_DIFF)
			a->value = copysign(fabs(g->derived), cx->figs[j].value);
		/* "4.92 million" over a column in millions: in the column's unit, as its cells are */
		if (g->scale > 1 && !a->percent && !isfinite(cx->gvalues[j]))
			a->value /= g->scale;
		/* "68.4%" and "28.3%", shares of 487: "a gap of 40.0 points" is between the shares, not as rounded */
		if (cx->exact_shares && a->percent && (g->kind == GROUND_SHARE || (g->kind == GROUND_DERIVED && g->op == OP_RATIO)) &&
			isfinite(g->derived) && g->derived != 0 &&
			fabs(g->derived - cx->figs[j].value) <= cx->figs[j].half_unit * 1.0001)
			a->value = g->derived;
		a->row = g->kind == GROUND_CELL ? g->row - 1 : -1;
		if (!isfinite(cx->gvalues[j]) || a->percent)
		{
			a->sread = a->col = -1;
			a->row = -1;
		}
		if (cx->figs[j].direction < 0 && a->value > 0 && !cx->figs[j].explicit_sign)
			a->value = -a->value;
		a->ref.kind = GROUND_NONE;
		a->ref.row = (int64_t) j;
		a->ref.value = a->value;
		a->ref.step = g->step;
		a->cell = g->kind == GROUND_CELL;
		/*
		 * (a conclusion said first, in the answer's lead, is over the cells
		 * quoted in the lead's later lines and in the section after it)
		 */
		a->later = cx->figs[j].offset >= fx->h1 && !later_in_card(cx, fi, j) &&
			!(g->kind == GROUND_CELL && cx->figs[fi].offset < cx->lead_end && cx->figs[j].offset < cx->lead_next_end &&
			  memchr(cx->answer + cx->figs[fi].offset, '\n', cx->figs[j].offset - cx->figs[fi].offset) != NULL);
	}
	/* "A is ahead of B by 42%": where the sentence names both rows, the rows beside them are not meant */
	for (j = 0; j < cx->nmentions && neighbours && fx->mention >= 0; j++)
	{
		const Mention *o = &cx->mentions[j],
				   *own = &cx->mentions[fx->mention];

		if (!o->dropped && (int) j != fx->mention && o->offset >= fx->s0 && o->offset < fx->s1 &&
			own->offset >= fx->s0 && own->offset < fx->s1 && o->nrows == 1 && o->sread == own->sread &&
			!vd_mention_has_row(own, o->rows[0]))
			neighbours = false;
	}
	/* "Top 3 = under half of 1997 net sales": the top rows together (vd_ground_topk), no one row's cells */
	for (j = 0; j < cx->nmentions && n < MAX_ANCHORS && !fx->top_rows; j++)
	{
		const Mention *m = &cx->mentions[j];
		const StepRead *sr;
		size_t		r;
		int64_t		subject;

		/*
		 * a period's months are its parts, summed as a group: one month is no
		 * operand of "Q3"; the row a table on its side names in its header
		 * is the figure's own
		 */
		if (m->dropped || m->many || m->period ||
			((m->offset < fx->r0 || m->offset >= fx->h1) &&
			 !((int) j == fx->mention && (fx->in_table || fx->greeted))))
			continue;
		sr = &cx->reads[m->sread];
		subject = chain_subject(cx, fx, m->sread);
		for (r = 0; r < m->nrows && r < MAX_ANCHOR_ROWS; r++)
		{
			int			c;

			/*
			 * "It accounts for 30.7% of the 88": a sentence naming no row
			 * speaks of its chain's subject; "It is also 25.1% heavier",
			 * "It's up 214.3 percent": a comparison or a change, of the
			 * subject and the rows it was compared with
			 */
			if (subject != -1 && subject != (int64_t) m->rows[r] && !fx->comparative &&
				!(cx->figs[fi].percent && cx->figs[fi].direction != 0))
				continue;
			/* "fare 3 (AA, ORD to JFK)": texts several rows share describe the one row named beside them */
			if (!pinned_ok(cx, fx, m, m->rows[r]))
				continue;

			for (c = 0; c < sr->cells.ncolumns && n < MAX_ANCHORS; c++)
			{
				double		v = sr->cells.cells[m->rows[r] * sr->cells.ncolumns + c];
				Anchor	   *a;
				int			k;
				bool		named_here = false,
							named_other = false;

				if (!isfinite(v))
					continue;
				/*
				 * the sentence named a column of this step: only its cells;
				 * a figure per unit named by its divisor alone ("comes to
				 * $92.49 per order") is over the row's other cells too
				 */
				for (k = 0; k < fx->ncols; k++)
					if (fx->col_read[k] == m->sread)
					{
						if (fx->col_col[k] == c)
							named_here = true;
						else if (!fx->per_unit || sr->colclass[fx->col_col[k]] != CC_COUNT ||
								 sr->colunit[fx->col_col[k]] != UNIT_NONE)
							named_other = true;
					}
				/* "climbed 278% in 1997" over f1996 and f1997: a column of a year the sentence names is named */
				if (named_other && !named_here && !period_names_col(cx, fx, m->sread, c))
					continue;
				a = &out[n++];
				memset(a, 0, sizeof(*a));
				a->value = v;
				a->row = (int64_t) m->rows[r];
				a->order = m->offset * 64 + r;
				a->sread = m->sread;
				a->col = c;
				a->unit = sr->colunit[c];
				a->percent = sr->colclass[c] == CC_PCT;
				a->cell = true;
				a->time = m->year != 0 ? m->year : sr->colyear[c];
				a->ref.kind = GROUND_CELL;
				a->ref.step = sr->step->number;
				a->ref.row = (int64_t) m->rows[r] + 1;
				a->ref.column = c;
				a->ref.value = v;
				/*
				 * "the runner-up", "ahead of the next": the rows just before
				 * and after, same column; "(−6,964 vs. last year)": the row of
				 * the same period a year before (four rows back over quarters)
				 */
				if ((neighbours || fx->last_year) && m->nrows == 1)
				{
					const Anchor base = *a;
					size_t		scoped[2];
					int			d;

					/* only for a row named alone: "2023: $42.61 (vs 2022's $39.60, +7.1% YoY)" compares the two */
					int64_t		year_back = fx->last_year && scope_rows(cx, fx, m->sread, scoped, 2) == 1 ?
						row_a_year_before(cx, m, m->rows[r]) : -1;

					for (d = -1; d <= 2 && n < MAX_ANCHORS; d++)
					{
						int64_t		nr = d == 2 ? year_back : (int64_t) m->rows[r] + d;
						double		nv;

						if (d == 0 || nr < 0 || nr >= (int64_t) sr->cells.nrows)
							continue;
						if (d != 2 && (!neighbours || (fx->neighbour_side != 0 && d != fx->neighbour_side)))
							continue;
						/* taken already as the row before, or named by the sentence itself */
						if (d == 2 && ((neighbours && nr == (int64_t) m->rows[r] - 1 && fx->neighbour_side != 1) ||
									   scope_names_row(cx, fx, m->sread, nr) == 1))
							continue;
						nv = sr->cells.cells[nr * sr->cells.ncolumns + c];
						if (!isfinite(nv))
							continue;
						a = &out[n++];
						*a = base;
						a->value = nv;
						a->row = nr;
						a->order = m->offset * 64 + 32 + (size_t) (d + 1);
						a->time = 0;
						a->ref.row = nr + 1;
						a->ref.value = nv;
						a->neighbour = true;
						a->beside = (int64_t) m->rows[r];
					}
				}
			}
		}
	}
	/*
	 * "Peacock: $129k (1.9x the average)": the one row named against its
	 * column's mean, which pairs with that row's cell only
	 */
	if (fx->vs_mean && (cx->figs[fi].multiple || cx->figs[fi].percent || cx->figs[fi].direction != 0 || fx->comparative))
	{
		size_t		had = n,
					scoped[2];

		for (j = 0; j < had && n < MAX_ANCHORS; j++)
		{
			const StepRead *sr;
			const ColumnAgg *ag;
			Anchor	   *a;

			if (out[j].named || out[j].neighbour || !out[j].cell || out[j].row < 0 || out[j].sread < 0 ||
				scope_rows(cx, fx, out[j].sread, scoped, 2) != 1)
				continue;
			sr = &cx->reads[out[j].sread];
			ag = &sr->aggs[out[j].col];
			if (ag->count < 3 || (int64_t) sr->cells.nrows != sr->step->row_count)
				continue;
			a = &out[n++];
			*a = out[j];
			a->value = ag->sum / (double) ag->count;
			a->order = out[j].order + 40;
			a->time = 0;
			a->cell = false;
			a->row = -1;
			a->neighbour = true;
			a->beside = out[j].row;
			a->ref.kind = GROUND_AVG;
			a->ref.row = 0;
			a->ref.value = a->value;
		}
	}
	/* named figures are ordered by offset, named rows by offset * 64: compare on one scale */
	for (j = 0; j < n; j++)
		if (out[j].named)
			out[j].order *= 64;
	return n;
}

/* Is one of the two a row beside the other, the named row it was taken for? */
static bool
beside_pair(const Anchor *a, const Anchor *b)
{
	if (a->neighbour == b->neighbour || a->sread != b->sread || a->sread < 0)
		return false;
	return a->neighbour ? a->beside == b->row : b->beside == a->row;
}

/* Is the anchor a cell of a row other than those the mention names, in its step? */
static bool
other_row(const VerdictCtx *cx, int mention, const Anchor *a)
{
	const Mention *m = &cx->mentions[mention];

	return a->row >= 0 && a->sread == m->sread && !vd_mention_has_row(m, (size_t) a->row);
}

/* Record a derivation as the figure's grounding. */
static void
set_derived(VerdictCtx *cx, size_t fi, GroundOp op, const Anchor *a, const Anchor *b, double value)
{
	Grounding  *g = &cx->grounds[fi];

	/*
	 * "an increase of 0.8 percentage points": a difference of two shares,
	 * never a change or a ratio; "in relative terms, an increase of 17.1%":
	 * never their difference
	 */
	if (cx->figs[fi].percent && (op != OP_DIFF ? vd_points_written(cx, fi) : vd_says_relative(cx, fi) &&
								 !vd_points_written(cx, fi)))
		return;
	/* "four times UK's 7": the base is the value said of it */
	if (cx->figs[fi].multiple && op == OP_RATIO && b && isfinite(cx->fx[fi].base_said) &&
		fabs(b->value - cx->fx[fi].base_said) > 0.5)
		return;
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

/* Record a derivation over `terms` named rows of one step's column as the figure's grounding. */
static Grounding *
set_over_rows(VerdictCtx *cx, size_t fi, GroundOp op, int terms, int step, GroundKind kind, int column, double value)
{
	Grounding  *g = &cx->grounds[fi];

	g->kind = GROUND_DERIVED;
	g->op = op;
	g->nterms = terms;
	g->step = step;
	g->a.kind = kind;
	g->a.step = step;
	g->a.column = column;
	g->a.value = value;
	g->derived = value;
	return g;
}

/* Does the figure's sentence name a column of read sr? */
static bool
fx_names_step(const FigCtx *fx, int sr)
{
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr)
			return true;
	return false;
}

/* Does it name column col of read sr? */
static bool
fx_names_col(const FigCtx *fx, int sr, int col)
{
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr && fx->col_col[k] == col)
			return true;
	return false;
}

/* Does the sentence name column col of read sr, by its name or by the kind of value it holds ("peak")? */
static bool
names_col_or_kind(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	unsigned	na = cx->reads[sr].nameagg[col];

	return fx_names_col(fx, sr, col) ||
		((na == NA_MAX || na == NA_MIN || na == NA_AVG) && (fx->aggs_said & (1u << na)) != 0);
}

/*
 * "Its record crowd of 4,812 is 3,518 above its lowest": two columns of one
 * row the sentence names, each operand a figure of the answer or a cell of a
 * column the sentence names beside the figure (by name, or by the kind of
 * value: "its peak was 1.6 times its average"). Any two cells of a row would
 * ground too many figures by chance; the columns named keep it to one pair.
 * A sentence that names no row speaks of the row its chain of pronouns starts
 * from, not of another row named on the way.
 */
static bool
row_columns(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	const FigCtx *fx = &cx->fx[fi];
	int64_t		subject;

	if (a->sread < 0 || a->sread != b->sread || a->row < 0 || a->row != b->row || a->col == b->col ||
		a->neighbour || b->neighbour)
		return false;
	/* "Top 3 = almost a third of 1997 units": of the top rows together, not of one */
	if (fx->top_rows)
		return false;
	if (!(a->named || names_col_or_kind(cx, fx, a->sread, a->col) || period_names_col(cx, fx, a->sread, a->col)) ||
		!(b->named || names_col_or_kind(cx, fx, b->sread, b->col) || period_names_col(cx, fx, b->sread, b->col)))
		return false;
	subject = chain_subject(cx, fx, a->sread);
	if (subject != -1 && subject != a->row)
		return false;
	return scope_names_row(cx, fx, a->sread, a->row) == 1;
}

/*
 * Does the answer quote the cells of both anchors' rows in one column other
 * than theirs ("Median list price, Australia: $30.68" and Denmark's)?  Then
 * that column is the one the answer compares them in.
 */
static bool
quoted_in_other_column(const VerdictCtx *cx, const Anchor *a, const Anchor *b)
{
	int			c,
				other = -1;

	if (a->sread < 0 || a->row < 0 || b->row < 0)
		return false;
	for (c = 0; c < cx->reads[a->sread].cells.ncolumns; c++)
		if (row_quoted(cx, a->sread, a->row, c) && row_quoted(cx, a->sread, b->row, c))
		{
			/* (quoted in theirs too: "Seafood: $25,612.55 in Q3, $20,676 in Q4") */
			if (c == a->col)
				return false;
			other = c;
		}
	return other >= 0;
}

/* Does the answer quote the cell of row (0-based) and column col of read sr? */
static bool
row_quoted(const VerdictCtx *cx, int sr, int64_t row, int col)
{
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
		if (cx->grounds[j].kind == GROUND_CELL && cx->gread[j] == sr && cx->gcol[j] == col &&
			cx->grounds[j].row == row + 1)
			return true;
	return false;
}

/* Do a column's values add up: no means, medians or extremes? */
static bool
adds_up_col(const StepRead *sr, int col)
{
	unsigned	na = sr->nameagg[col];

	return na != NA_AVG && na != NA_MEDIAN && na != NA_MAX && na != NA_MIN;
}

/*
 * Do two values add up: one column, or columns of one kind of which neither
 * holds means or extremes ("21 killed and 14 injured, 35 casualties"; never
 * 2 students and an average age of 17.5)?
 */
static bool
sums_alike(const VerdictCtx *cx, const Anchor *a, const Anchor *b)
{
	const StepRead *sr;

	if (a->sread < 0 || a->sread != b->sread || a->col < 0 || b->col < 0 || a->col == b->col)
		return true;
	sr = &cx->reads[a->sread];
	return sr->colclass[a->col] == sr->colclass[b->col] && adds_up_col(sr, a->col) && adds_up_col(sr, b->col);
}

/*
 * Of a pair of operands of a multiple: 1 when a is a cell of the row the
 * figure's sentence names before it and b comes from an earlier sentence, -1
 * the other way round, 0 otherwise.
 */
static int
subject_side(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	static const char *const than[] = {"than", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m;
	size_t		before = fx->s0 * 64;
	int			side = 1;

	if (fx->mention < 0)
		return 0;
	m = &cx->mentions[fx->mention];
	/* "That's nearly twice UK's 7": a row named right after the multiple is its base */
	if (m->offset >= cx->figs[fi].offset + cx->figs[fi].length && m->offset < fx->s1 &&
		vd_token_at(cx, m->offset) <= vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length) + 1)
		side = -1;
	else if (m->offset < fx->s0 || m->offset >= cx->figs[fi].offset)
		return 0;
	/*
	 * "Against Asia alone, that is 3.20 to 1": the row so named is the base;
	 * "how much bigger is A than B? About two times": the row after "than"
	 */
	if (vd_named_as_base(cx, m->offset) || vd_word_before_in(cx, m->offset, than) != m->offset)
		side = -1;
	if (a->row >= 0 && a->sread == m->sread && vd_mention_has_row(m, (size_t) a->row) && b->order < before)
		return side;
	if (b->row >= 0 && b->sread == m->sread && vd_mention_has_row(m, (size_t) b->row) && a->order < before)
		return -side;
	return 0;
}

/* Does answer[from, to) name a row? */
static bool
names_any_row(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= from && cx->mentions[k].offset < to)
			return true;
	return false;
}

/* Where a mention in [from, to) names anchor an's row (SIZE_MAX: nowhere). */
static size_t
named_in_span(const VerdictCtx *cx, const Anchor *an, size_t from, size_t to)
{
	size_t		k;

	if (an->row >= 0 && an->sread >= 0)
		for (k = 0; k < cx->nmentions; k++)
		{
			const Mention *m = &cx->mentions[k];

			if (!m->dropped && !m->many && m->sread == an->sread && m->offset >= from && m->offset < to &&
				vd_mention_has_row(m, (size_t) an->row))
				return m->offset;
		}
	return SIZE_MAX;
}

/*
 * Where the figure's sentence names the anchor's row ("For A, 19. B sits at
 * 6. So A is 3.17x B": A's 19 is named in the last sentence too); else
 * where the anchor itself is.
 */
static size_t
named_in_sentence(const VerdictCtx *cx, const FigCtx *fx, const Anchor *an)
{
	size_t		at = named_in_span(cx, an, fx->s0, fx->s1);

	return at != SIZE_MAX ? at : an->order / 64;
}

/*
 * Does the figure's sentence say "A ahead of B by" the figure ("8-cyl ahead
 * of 6-cyl by 58%", "A trails B by 9%"), A and B the pair's rows: the row
 * named first is the one ahead (or behind), over the other?  Not in the
 * passive ("Steve Johnson is outsold by Jane Peacock by 15.7%").
 */
static bool
ahead_of_pair(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	static const char *const by[] = {"by", NULL};
	static const char *const ahead[] = {"ahead", "behind", "leads", "lead", "trails", "trail", "outpaces",
	"beats", "tops", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		at_a = named_in_span(cx, a, fx->s0, fx->s1),
				at_b = named_in_span(cx, b, fx->s0, fx->s1),
				first,
				second;

	if (at_a == SIZE_MAX || at_b == SIZE_MAX || at_a == at_b)
		return false;
	first = at_a < at_b ? at_a : at_b;
	second = at_a < at_b ? at_b : at_a;
	return second < cx->figs[fi].offset && vd_says(cx, first, second, ahead) && !vd_says(cx, first, second, by) &&
		vd_says(cx, second, cx->figs[fi].offset, by);
}

/* Does the figure's sentence name a row of the read other than row? */
static bool
other_row_named(const VerdictCtx *cx, size_t fi, int sr, size_t row)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && !m->many && m->sread == sr && m->nrows > 0 && m->offset >= fx->s0 && m->offset < fx->s1 &&
			!vd_mention_has_row(m, row))
			return true;
	}
	return false;
}

/* Is the figure a ratio said to one: "2.6 to 1", "12 to one", "1.7:1"? */
static bool
ratio_to_one(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const uchar *s = cx->answer + f->offset;
	size_t		n = f->length;

	return f->multiple && n >= 3 &&
		((s[n - 1] == '1' && (s[n - 2] == ':' || (n >= 5 && memcmp(s + n - 5, " to 1", 5) == 0))) ||
		 (n >= 7 && memcmp(s + n - 7, " to one", 7) == 0));
}

/*
 * Does the answer pair the two rows in order right before the ratio:
 * "Confections to Produce", "Confections:Produce", "Confections/Produce",
 * "Lost vs Iron Maiden", "Lost versus Iron Maiden"?
 */
static bool
rows_paired_in_order(const VerdictCtx *cx, size_t first, size_t second)
{
	const uchar *t = cx->answer;
	size_t		k,
				p = SIZE_MAX;

	for (k = 0; k < cx->nmentions; k++)
		if (cx->mentions[k].offset == first)
			p = first + cx->mentions[k].len;
	if (p == SIZE_MAX || second <= p)
		return false;
	while (p < second && t[p] == ' ')
		p++;
	if (p + 2 < second && t[p] == 't' && t[p + 1] == 'o' && t[p + 2] == ' ')
		p += 3;
	else if (p < second && (t[p] == ':' || t[p] == '/'))
		p++;
	else if (p + 3 < second && memcmp(t + p, "vs. ", 4) == 0)
		p += 4;
	else if (p + 2 < second && memcmp(t + p, "vs ", 3) == 0)
		p += 3;
	else if (p + 6 < second && memcmp(t + p, "versus ", 7) == 0)
		p += 7;
	else
		return false;
	while (p < second && t[p] == ' ')
		p++;
	return p == second;
}

/*
 * Of a multiple said as a ratio to one whose side the words gave the other
 * way round: may it be the larger row over the smaller?  "Produce trails
 * Confections by 8 (2.6 to 1)": a ratio to one is written larger first,
 * unless the answer pairs the rows in order ("Produce to Confections is 2.6
 * to 1" says the smaller is first, and is wrong).
 */
static bool
ratio_larger_first(const VerdictCtx *cx, size_t fi, const Anchor *num, const Anchor *den)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		at_n = named_in_sentence(cx, fx, num),
				at_d = named_in_sentence(cx, fx, den);

	if (!ratio_to_one(cx, fi) || !(fabs(den->value) > fabs(num->value)))
		return false;
	return !rows_paired_in_order(cx, at_n, at_d) && !rows_paired_in_order(cx, at_d, at_n);
}

/*
 * "The ratio of Seafood to Produce is nearly four to one": of a ratio to one,
 * the pair said in order is the first over the second; 1 where a is first,
 * -1 where b is, 0 where the words pair neither.
 */
static int
paired_side(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	size_t		at_a,
				at_b;

	if (!ratio_to_one(cx, fi))
		return 0;
	at_a = named_in_sentence(cx, &cx->fx[fi], a);
	at_b = named_in_sentence(cx, &cx->fx[fi], b);
	return rows_paired_in_order(cx, at_a, at_b) ? 1 : rows_paired_in_order(cx, at_b, at_a) ? -1 : 0;
}

/* Do the words "in favour of" (or "favor") end right before the name at offset at? */
static bool
in_favour_of(const VerdictCtx *cx, size_t at)
{
	static const char *const favour[] = {"favour", "favor", NULL};
	/* "a clear edge for Male", "an advantage to Germany" */
	static const char *const edge[] = {"edge", "advantage", NULL};
	static const char *const for_to[] = {"for", "to", NULL};
	size_t		k = vd_token_at(cx, at);

	if (k >= 2 && !cx->tokens[k - 1].number && !cx->tokens[k - 2].number &&
		vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, for_to) &&
		vd_in_words(cx->answer + cx->tokens[k - 2].start, cx->tokens[k - 2].len, edge))
		return true;
	return k >= 3 && !cx->tokens[k - 1].number && !cx->tokens[k - 2].number && !cx->tokens[k - 3].number &&
		vd_eq_word(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, "of") &&
		vd_in_words(cx->answer + cx->tokens[k - 2].start, cx->tokens[k - 2].len, favour) &&
		vd_eq_word(cx->answer + cx->tokens[k - 3].start, cx->tokens[k - 3].len, "in");
}

/* Does "'s favour" (or "favor") follow the name of a row mentioned at offset at ("in Lost's favour")? */
static bool
favour_after(const VerdictCtx *cx, size_t at)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		size_t		p = m->offset + m->len;

		if (m->offset != at || m->dropped)
			continue;
		if (p + 2 <= cx->len && cx->answer[p] == '\'' && cx->answer[p + 1] == 's')
			p += 2;
		else if (p + 4 <= cx->len && memcmp(cx->answer + p, "\xe2\x80\x99s", 4) == 0)
			p += 4;
		else
			continue;
		if ((p + 7 <= cx->len && memcmp(cx->answer + p, " favour", 7) == 0) ||
			(p + 6 <= cx->len && memcmp(cx->answer + p, " favor", 6) == 0))
			return true;
	}
	return false;
}


/*
 * "Texas has 25, California 36 — so Texas comes to 0.7 of California's
 * figure", "running at 0.8 of Iron Maiden's pace": a decimal said "of" a
 * row's possessive is one named row's value over that row's, in one column,
 * the subject named before it.  True when the figure is such a decimal (it
 * is grounded so or not at all).
 */
static bool
decimal_of_row(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		i,
				j;

	if (f->percent || f->multiple || f->words || f->decimals == 0 || !(f->value > 0) || f->value >= 10 ||
		f->direction != 0 || f->explicit_sign || f->unit != UNIT_NONE || f->currency || !vd_of_possessive(cx, fi))
		return false;
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			size_t		at_a,
						at_b;

			if (i == j || !a->cell || !b->cell || a->row < 0 || b->row < 0 || a->row == b->row ||
				a->sread != b->sread || a->col != b->col || !(b->value > 0) || a->later || b->later)
				continue;
			at_a = named_in_sentence(cx, fx, a);
			at_b = named_in_span(cx, b, f->offset + f->length, fx->s1);
			/* the base named after it, in its sentence; the subject before it */
			if (at_b == SIZE_MAX || at_a >= f->offset || named_in_span(cx, a, f->offset, fx->s1) != SIZE_MAX ||
				!vd_in_range(r, a->value / b->value))
				continue;
			set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
			return true;
		}
	return true;
}

/*
 * "That's about six to one in favour of Seafood", "in Lost's favour": a
 * ratio to one said in favour of a row is that row's over the other's.  1
 * when a is that row, -1 when b is, 0 when the sentence says neither.
 */
static int
favoured_side(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		at_a = named_in_sentence(cx, fx, a),
				at_b = named_in_sentence(cx, fx, b);
	bool		fa,
				fb;

	if (!ratio_to_one(cx, fi))
		return 0;
	fa = at_a >= fx->s0 && at_a < fx->s1 && (in_favour_of(cx, at_a) || favour_after(cx, at_a));
	fb = at_b >= fx->s0 && at_b < fx->s1 && (in_favour_of(cx, at_b) || favour_after(cx, at_b));
	return fa == fb ? 0 : fa ? 1 : -1;
}

/*
 * Of a pair of operands of a multiple, both named in the figure's sentence
 * (a first): 1 when a is the numerator, -1 when b is.  The row named right
 * before the figure is the subject ("France has 3; Japan, with 5, has 1.67
 * times as many"), the one right after it the base ("is 1.72 times
 * Canada"); else the one named first ("Japan has 1.67 for every one France
 * has"); a row after "against" or "relative to" is the base.
 */
static int
sentence_side(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		at_a = named_in_sentence(cx, fx, a),
				at_b = named_in_sentence(cx, fx, b);

	/* two columns of one row ("its record crowd of 4,812 was 3.7 times its lowest"): the words decide */
	if (a->row >= 0 && a->row == b->row && a->sread == b->sread)
		return 0;
	/* "The Volga (800 km) is 167% longer than the Yangtze. That makes it 2.67x": the row it points back to */
	if (fx->mention >= 0 && cx->mentions[fx->mention].offset < fx->s0 && fx->chain0 < fx->s0 &&
		!names_any_row(cx, fx->s0, fx->s1))
	{
		const Mention *m = &cx->mentions[fx->mention];
		bool		has_a = a->row >= 0 && a->sread == m->sread && vd_mention_has_row(m, (size_t) a->row),
					has_b = b->row >= 0 && b->sread == m->sread && vd_mention_has_row(m, (size_t) b->row);

		if (has_a != has_b)
			return has_a ? 1 : -1;
	}
	if (at_a < fx->s0 || at_b < fx->s0 || at_a >= fx->s1 || at_b >= fx->s1)
		return 0;
	/* "For every order in Ireland there are 4.4 in Brazil": the row the words make the base */
	if (vd_named_as_base(cx, at_a) != vd_named_as_base(cx, at_b))
		return vd_named_as_base(cx, at_a) ? -1 : 1;
	if (fx->mention >= 0)
	{
		const Mention *m = &cx->mentions[fx->mention];
		int			side = vd_named_as_base(cx, m->offset) ? -1 : 1;

		/* "1.72 times Canada": a row named right after the figure is the base */
		if (m->offset >= cx->figs[fi].offset)
			side = -side;
		if (m->offset >= fx->s0)
		{
			bool		has_a = a->row >= 0 && a->sread == m->sread && vd_mention_has_row(m, (size_t) a->row),
						has_b = b->row >= 0 && b->sread == m->sread && vd_mention_has_row(m, (size_t) b->row);

			if (has_a != has_b)
				return has_a ? side : -side;
		}
	}
	return vd_named_as_base(cx, at_a) ? -1 : 1;
}


/* See verdict_int.h. */
bool
vd_points_written(const VerdictCtx *cx, size_t fi)
{
	static const char *const points[] = {"pp", "pts", "pt", "points", "point", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		e = f->offset + f->length,
				k;

	/* "2.3 pp", "0.8 percentage points", "35 bps"; not "forty-eight point three percent" */
	for (k = f->offset; k + 1 < e; k++)
		if ((cx->answer[k] == 'p' && cx->answer[k + 1] == 'p') || (cx->answer[k] == 'b' && cx->answer[k + 1] == 'p') ||
			(k + 5 <= e && memcmp(cx->answer + k, "point", 5) == 0 && (k + 5 == e || cx->answer[k + 5] == 's')))
			return true;
	for (k = 0; k < cx->ntokens; k++)
		if (cx->tokens[k].start >= e)
			return !cx->tokens[k].number && cx->tokens[k].start <= e + 1 &&
				vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, points);
	return false;
}

/* Does figure b open a bracket right after figure a ("11% (about 10 …"), past a hedge? */
static bool
bracket_after(const VerdictCtx *cx, size_t a, size_t b)
{
	static const char *const hedge[] = {"about", "around", "roughly", "approximately", "some", "nearly", "almost",
	NULL};
	const uchar *t = cx->answer;
	size_t		p = cx->figs[a].offset + cx->figs[a].length,
				e = cx->figs[b].offset;

	while (p < e && t[p] == ' ')
		p++;
	if (p >= e || t[p] != '(')
		return false;
	for (p++; p < e && t[p] == ' '; p++)
		;
	if (p < e)
	{
		size_t		w = p;

		while (w < e && ascii_is_alpha(t[w]))
			w++;
		if (!vd_in_words(t + p, w - p, hedge))
			return false;
		for (p = w; p < e && t[p] == ' '; p++)
			;
	}
	return p == e;
}

/* Are figures a and b said as a move, "from a … to b" (the "from" right before a) or "a → b"? */
static bool
moved_between(const VerdictCtx *cx, size_t a, size_t b)
{
	const uchar *t = cx->answer;
	size_t		i = cx->figs[a].offset,
				k;

	if (a >= b || b >= cx->nfigs)
		return false;
	/* "FY2023 18 → FY2025 21": an arrow between two figures in a row */
	if (b == a + 1)
		for (k = cx->figs[a].offset + cx->figs[a].length; k + 2 <= cx->figs[b].offset && t[k] != '\n'; k++)
			if ((k + 3 <= cx->figs[b].offset && t[k] == 0xe2 && t[k + 1] == 0x86 && t[k + 2] == 0x92) ||
				(t[k] == '-' && t[k + 1] == '>'))
				return true;
	while (i > 0 && t[i - 1] == ' ')
		i--;
	if (!(i >= 5 && ascii_equal_nocase_n((const char *) t + i - 4, "from", 4) && !ascii_is_alpha(t[i - 5])))
		return false;
	for (k = cx->figs[a].offset + cx->figs[a].length; k + 4 <= cx->figs[b].offset; k++)
		if (memcmp(t + k, " to ", 4) == 0)
			return true;
	return false;
}

/*
 * Does figure fi's sentence say a move, "from x to y", between values a and
 * b (either way round) against the direction fi says ("went from 84 to 96,
 * a drop of 12")?
 */
static bool
move_against(const VerdictCtx *cx, size_t fi, double a, double b)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		j;

	for (j = 0; j + 1 < cx->nfigs; j++)
	{
		size_t		k;
		double		x = isfinite(cx->gvalues[j]) ? cx->gvalues[j] : cx->figs[j].value,
					y;

		if (cx->figs[j].offset < fx->s0 || cx->figs[j].offset >= fx->s1 || cx->grounds[j].kind == GROUND_NONE)
			continue;
		for (k = j + 1; k < cx->nfigs && cx->figs[k].offset < fx->s1; k++)
		{
			if (cx->grounds[k].kind == GROUND_NONE || cx->figs[k].percent != cx->figs[j].percent ||
				!moved_between(cx, j, k))
				continue;
			y = isfinite(cx->gvalues[k]) ? cx->gvalues[k] : cx->figs[k].value;
			if (((x == a && y == b) || (x == b && y == a)) && (y - x) * cx->figs[fi].direction < 0)
				return true;
		}
	}
	return false;
}

/* Does figure fi's sentence open with "Of" or "Out of" ("Of that total, 68.6% comes from …"): a share's frame? */
static bool
opens_with_of(const VerdictCtx *cx, size_t fi)
{
	size_t		k = vd_token_at(cx, cx->fx[fi].s0);
	const uchar *t = cx->answer;

	if (k < cx->ntokens && vd_eq_word(t + cx->tokens[k].start, cx->tokens[k].len, "out"))
		k++;
	return k < cx->ntokens && cx->tokens[k].start < cx->figs[fi].offset &&
		vd_eq_word(t + cx->tokens[k].start, cx->tokens[k].len, "of");
}

/*
 * Of a pair of operands of figure fi, where its sentence says a move "from
 * x to y" between two figures whose values they are: 1 when a is the move's
 * end, -1 when b is, 0 when they are no such pair.
 */
static int
move_side(const VerdictCtx *cx, size_t fi, const Anchor *a, const Anchor *b)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		j,
				k;

	for (j = vd_figure_at(cx, fx->s0); j + 1 < cx->nfigs && cx->figs[j].offset < fx->s1; j++)
	{
		double		x = isfinite(cx->gvalues[j]) ? cx->gvalues[j] : cx->figs[j].value;

		if (j == fi || cx->grounds[j].kind == GROUND_NONE)
			continue;
		for (k = j + 1; k < cx->nfigs && cx->figs[k].offset < fx->s1; k++)
		{
			double		y = isfinite(cx->gvalues[k]) ? cx->gvalues[k] : cx->figs[k].value;

			if (k == fi || cx->grounds[k].kind == GROUND_NONE || !moved_between(cx, j, k) || x == y)
				continue;
			if (a->value == y && b->value == x)
				return 1;
			if (a->value == x && b->value == y)
				return -1;
		}
	}
	return 0;
}

/* Does figure fi's sentence state a move "from x to y" between two other grounded figures? */
static bool
sentence_moves(const VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		j,
				k;

	for (j = vd_figure_at(cx, fx->s0); j + 1 < cx->nfigs && cx->figs[j].offset < fx->s1; j++)
		for (k = j + 1; j != fi && cx->grounds[j].kind != GROUND_NONE && k < cx->nfigs && cx->figs[k].offset < fx->s1; k++)
			if (k != fi && cx->grounds[k].kind != GROUND_NONE && moved_between(cx, j, k))
				return true;
	return false;
}

/* Is the line at s0 an indented bullet ("  - ") with nothing before offset at but its marker? */
static bool
sub_bullet_opens(const VerdictCtx *cx, size_t s0, size_t at)
{
	size_t		i = s0,
				indent = 0;

	if (s0 == 0 || cx->answer[s0 - 1] != '\n')
		return false;
	while (i < at && cx->answer[i] == ' ')
	{
		i++;
		indent++;
	}
	if (indent < 2 || i >= at || (cx->answer[i] != '-' && cx->answer[i] != '*'))
		return false;
	/* (past an opening bracket: "  - (+3 vs. FY2023)") */
	for (i++; i < at; i++)
		if (cx->answer[i] != ' ' && !(cx->answer[i] == '(' && i + 1 == at))
			return false;
	return true;
}

/*
 * "his 3.5 GPA is 0.3 points higher than her 3.2": a figure of one or two
 * significant digits, said as a comparison, is the difference of the two
 * figures its sentence states on either side of it, in that order and in
 * the direction its words say.  The operands are given, not searched for,
 * so the few digits shown ground nothing by chance.
 */
static void
stated_difference(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r, int cmp_sign)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	int			sign = f->direction != 0 ? f->direction : cmp_sign;
	const Anchor *before = NULL;
	const Anchor *after = NULL;
	const Anchor *first = NULL;
	size_t		i,
				from;

	/* a difference of two percentages only where it is said in points ("by 0.4 percentage points") */
	bool		points = vd_points_written(cx, fi);

	/* "an increase of 11% (about 10 in absolute terms)": the change's own amount, in its direction */
	if (sign == 0 && fi > 0 && cx->figs[fi - 1].percent && cx->figs[fi - 1].direction != 0 &&
		bracket_after(cx, fi - 1, fi))
		sign = cx->figs[fi - 1].direction;

	if ((f->percent && !points) || f->multiple || f->bound != 0 || (sign == 0 && !f->explicit_sign))
		return;
	/*
	 * the nearest figure of the answer on each side, within the sentence (a
	 * named anchor's order is its offset, scaled); a sub-bullet that opens on
	 * the figure goes on from its parent line ("15.4% (Q4) → 10.4% (Q1) /
	 * - -5 pts QoQ")
	 */
	from = fx->s0;
	if (sub_bullet_opens(cx, fx->s0, f->offset))
		from = vd_sentence_before(cx, fx->s0);
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];
		size_t		at;

		if (!a->named || a->later || (a->percent != f->percent && !(points && a->percent)))
			continue;
		at = cx->figs[a->ref.row].offset;
		if (at < from || at >= fx->s1)
			continue;
		if (at < f->offset && (before == NULL || a->order > before->order))
		{
			first = before;
			before = a;
		}
		else if (at < f->offset && (first == NULL || a->order > first->order))
			first = a;
		if (at > f->offset && (after == NULL || a->order < after->order))
			after = a;
	}
	/*
	 * "rose from 18.3% in 1996 to 18.6% in 1997, a change of +0.3 percentage
	 * points", "from 4.6% … to 5.4% …, an increase of 0.8 percentage points":
	 * a signed change, or one after a move, is the second share less the first
	 */
	/*
	 * "went from 93 in Q2 to 103 in Q3, a gain of about 10": an amount after
	 * a move is the second less the first too, even shown coarsely
	 */
	if (f->explicit_sign || (after == NULL && first != NULL && (points || !f->percent) &&
							 moved_between(cx, (size_t) first->ref.row, (size_t) before->ref.row)))
	{
		double		v = after == NULL && first != NULL ? before->value - first->value : 0;
		bool		alike = first != NULL && (points ? first->percent && before->percent :
											  !first->percent && !before->percent && first->unit == before->unit &&
											  (first->sread < 0 || before->sread < 0 ||
											   (first->sread == before->sread && first->col == before->col)));

		/* an amount written with its sign is of a move only ("FY2023 18 → FY2025 21 (+3 vs. FY2023)") */
		/* (a fall said in words is a negative range: "down ~600 lb") */
		if (v != 0 && alike && v * (f->explicit_sign ? f->value : sign) > 0 &&
			vd_in_range(r, f->explicit_sign || f->direction != 0 ? v : fabs(v)) &&
			(points || moved_between(cx, (size_t) first->ref.row, (size_t) before->ref.row)))
			set_derived(cx, fi, OP_DIFF, first, before, v);
		return;
	}
	/* "A (19.0%) exceeded B (18.6%) by 0.4 points": both before it, the first ahead of the second */
	if (after == NULL && first != NULL && points && first->percent && before->percent)
	{
		after = before;
		before = first;
	}
	if (before == NULL || after == NULL || before->unit != after->unit || before->percent != after->percent ||
		(before->sread >= 0 && after->sread >= 0 && (before->sread != after->sread || before->col != after->col)))
		return;
	if (sign * (before->value - after->value) > 0 && vd_in_range(r, sign * (before->value - after->value)))
		set_derived(cx, fi, OP_DIFF, after, before, before->value - after->value);
}

/* The percentage figure j stands for, unrounded: what it was derived as, or the cell's share of its column. */
static double
exact_share(const VerdictCtx *cx, size_t j)
{
	const Grounding *g = &cx->grounds[j];
	int			sr = read_of_step(cx, g->step);

	if (g->kind == GROUND_DERIVED)
		return g->derived;
	if (g->kind == GROUND_SHARE && sr >= 0 && g->row > 0)
	{
		const StepRead *rd = &cx->reads[sr];
		double		v = rd->cells.cells[(size_t) (g->row - 1) * rd->cells.ncolumns + g->column];

		if (rd->aggs[g->column].sum > 0 && isfinite(v))
			return 100.0 * v / rd->aggs[g->column].sum;
	}
	return cx->figs[j].value;
}

/*
 * "Orders fell by about a third between 1997 and 1998": a percentage shown
 * too coarsely for every pair, said as a rise or a fall, is a change
 * between the two rows its sentence names, in the one column it names, in
 * the direction it says.  With two rows and one column there is one pair;
 * a cell the sentence states picks the column among those it names.
 */
static bool
named_pair_change(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r, int sign)
{
	const FigCtx *fx = &cx->fx[fi];
	const Anchor *cells[2] = {NULL, NULL};
	size_t		i,
				n = 0;
	int			said_sr = -1,
				said_col = -1;

	/* "came in at 78 in the second half, up roughly seven percent": the column of the cell it states */
	for (i = 0; i < na; i++)
		if (an[i].named && an[i].row >= 0 && an[i].sread >= 0 && cx->figs[an[i].ref.row].offset >= fx->s0 &&
			cx->figs[an[i].ref.row].offset < fx->s1)
		{
			if (said_sr >= 0 && (an[i].sread != said_sr || an[i].col != said_col))
				return false;
			said_sr = an[i].sread;
			said_col = an[i].col;
		}
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];

		if ((a->named && said_sr < 0) || !a->cell || a->neighbour || a->row < 0 || a->sread < 0 ||
			(said_sr >= 0 && (a->sread != said_sr || a->col != said_col)) ||
			!(fx_names_col(fx, a->sread, a->col) || vd_span_names_col(cx, fx->s0, fx->s1, a->sread, a->col)))
			continue;
		if (n > 0 && (a->sread != cells[0]->sread || a->col != cells[0]->col))
			return false;		/* the sentence names more than one column */
		if ((n >= 1 && a->row == cells[0]->row) || (n == 2 && a->row == cells[1]->row))
			continue;
		if (n == 2)
			return false;		/* more than two rows */
		cells[n++] = a;
	}
	if (n != 2)
		return false;
	for (i = 0; i < 2; i++)
	{
		const Anchor *base = cells[i],
				   *to = cells[1 - i];
		double		v;

		if (!(base->value > 0) || !(to->value > 0))
			continue;
		v = 100.0 * (to->value - base->value) / base->value;
		if (sign * v > 0 && vd_in_range(r, v))
		{
			set_derived(cx, fi, OP_CHANGE, base, to, v);
			return true;
		}
	}
	return false;
}


/*
 * Is the figure at offset at said as a base: "against 23.0%", "vs. 8%",
 * "(from 9.3%", "on the 6.7%", "compared with 12%"?
 */
static bool
said_as_base(const VerdictCtx *cx, size_t at)
{
	static const char *const base_words[] = {"from", "on", NULL};
	size_t		e = at,
				s;

	if (vd_named_as_base(cx, at))
		return true;
	while (e > 0 && (cx->answer[e - 1] == ' ' || cx->answer[e - 1] == '('))
		e--;
	for (s = e; s > 0 && vd_is_wordch(cx->answer[s - 1]); s--)
		;
	/* "on the 6.7% of 1996" */
	if (vd_eq_word(cx->answer + s, e - s, "the"))
	{
		for (e = s; e > 0 && cx->answer[e - 1] == ' '; e--)
			;
		for (s = e; s > 0 && vd_is_wordch(cx->answer[s - 1]); s--)
			;
	}
	return s < e && vd_in_words(cx->answer + s, e - s, base_words);
}

/* Is offset at inside brackets opened since s0? */
static bool
in_brackets(const VerdictCtx *cx, size_t s0, size_t at)
{
	int			depth = 0;
	size_t		p;

	for (p = s0; p < at; p++)
		depth += cx->answer[p] == '(' ? 1 : cx->answer[p] == ')' && depth > 0 ? -1 : 0;
	return depth > 0;
}

/*
 * The value of the one amount figure fi's sentence says as a base ("against
 * $383.4 thousand for Federal Shipping"), in *v; false when none or several.
 * Not in brackets ("(1,297 against 579)" lists a pair in the order of its
 * rows), nor in a sentence that says a move "from … to …".
 */
static bool
stated_base(const VerdictCtx *cx, size_t fi, double *v)
{
	static const char *const from[] = {"from", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		j;
	int			n = 0;

	if (vd_says(cx, fx->s0, fx->s1, from))
		return false;
	for (j = vd_figure_at(cx, fx->s0); j < cx->nfigs && cx->figs[j].offset < fx->s1; j++)
	{
		if (j == fi || cx->figs[j].percent || cx->grounds[j].kind == GROUND_NONE ||
			!vd_named_as_base(cx, cx->figs[j].offset) || in_brackets(cx, fx->s0, cx->figs[j].offset))
			continue;
		*v = isfinite(cx->gvalues[j]) ? cx->gvalues[j] : cx->figs[j].value;
		n++;
	}
	return n == 1;
}

/* Where the shares of a relative change may be stated: its chain, else the sentence or the list right above. */
static size_t
relative_from(const VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		p0;

	if (fx->r0 < fx->s0 || fx->s0 == 0)
		return fx->r0;
	p0 = vd_sentence_before(cx, fx->s0);
	/* "…, to 9.3 percent from 12.3 percent. In relative terms, the share shrank by 24 percent" */
	return vd_list_item(cx, p0) ? vd_list_start(cx, p0) : p0;
}

/*
 * "Q3 came in at $113, 4% above Q2 ($109)", "Good trails Neutral by 3%"
 * over "83.61 against 86.15": a percentage shown too coarsely for every
 * pair is a change only between two figures the answer states in its
 * sentence (or, for a headline, the sentence under it), of one column,
 * over either as the base, in the direction the sentence says.
 */
static void
stated_change(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r, int cmp_sign,
			  bool relative)
{
	static const char *const set_against[] = {"vs", "v", "versus", "against", "compared", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	/* "(-3% vs. the average)": a sign written is the change's direction */
	int			sign = f->direction != 0 ? f->direction : cmp_sign != 0 ? cmp_sign :
		f->explicit_sign ? (f->value < 0 ? -1 : 1) : 0;
	bool		sign_written = f->direction == 0 && cmp_sign == 0 && sign != 0;
	size_t		i,
				j,
				pair_above;

	/* (a close bound is as good as a figure: "grew by a little under a fifth") */
	if (!f->percent || f->multiple || (f->bound != 0 && !f->close) || (f->words && relative) ||
		(sign == 0 && !fx->comparative && !relative))
		return;
	if (!relative && sign != 0 && named_pair_change(cx, fi, an, na, r, sign))
		return;
	pair_above = vd_labelled_pair_before(cx, fi);
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *base = &an[i],
					   *to = &an[j];
			size_t		ab = base->named ? cx->figs[base->ref.row].offset : 0,
						at = to->named ? cx->figs[to->ref.row].offset : 0;
			double		v;

			/*
			 * a relative change may be of the shares of the sentence it points
			 * back to ("- Δ = +67.5 pp (+295% relative)"), or of the list right
			 * above ("• Share: 20.4% → 18.1%" then "In relative terms the share
			 * shrank by 11%")
			 */
			size_t		from = relative ? relative_from(cx, fi) : fx->p0 < fx->s0 ? fx->p0 : fx->s0;

			/*
			 * "Q2 '24: $112.86" / "Q3 '24: $133.95", then "Revenue up nearly a
			 * fifth": that pair, from the first line to the second
			 */
			if (!relative && pair_above != SIZE_MAX && pair_above < from)
			{
				if (ab > at)
					continue;
				from = pair_above;
			}

			if (i == j || !base->named || !to->named || base->later || to->later ||
				ab < from || ab >= fx->h1 || at < from || at >= fx->h1 || base->unit != to->unit ||
				!(base->value > 0) || !(to->value > 0))
				continue;
			/*
			 * only a sign says which way: "$450.58 vs. an average of $465.72
			 * (-3%)" is over the value set against, "18 → 21 (+16.7%)" over
			 * the first
			 */
			if (sign_written && (ab > at) != vd_says(cx, ab < at ? ab : at, ab < at ? at : ab, set_against))
				continue;
			/*
			 * two shares, "a relative gain of 56%" (16.8% → 26.3%), or the
			 * base second where the words make it so ("12.7%, against 23.0%";
			 * "to 9% …, 38.7% on the 6.7%"); else two values of one column
			 */
			if (relative ? !(base->percent && to->percent &&
							 (ab < at || (said_as_base(cx, ab) && !said_as_base(cx, at)))) :
				(base->percent || to->percent || base->sread < 0 || base->sread != to->sread ||
				 base->col != to->col || base->row == to->row))
				continue;
			{
				/* a share the answer derived, at the precision it was derived, not as shown */
				double		b = relative ? exact_share(cx, (size_t) base->ref.row) : base->value,
							t = relative ? exact_share(cx, (size_t) to->ref.row) : to->value;

				if (!(b > 0))
					continue;
				v = 100.0 * (t - b) / b;
			}
			/* "Relative change: −60%": a sign written is the change's own */
			if ((sign == 0 || sign * v > 0) && vd_in_range(r, sign == 0 && !f->explicit_sign ? fabs(v) : v))
			{
				set_derived(cx, fi, OP_CHANGE, base, to, v);
				return;
			}
		}
}

/* See verdict_int.h. */
bool
vd_of_possessive(const VerdictCtx *cx, size_t fi)
{
	const uchar *t = cx->answer;
	size_t		p = cx->figs[fi].offset + cx->figs[fi].length,
				words = 0;

	while (p < cx->len && t[p] == ' ')
		p++;
	if (!(p + 3 <= cx->len && strncmp((const char *) t + p, "of ", 3) == 0))
		return false;
	for (p += 3; p < cx->len && words < 5; words++)
	{
		while (p < cx->len && t[p] == ' ')
			p++;
		while (p < cx->len && (ascii_is_alpha(t[p]) || ascii_is_digit(t[p]) || t[p] == '-'))
			p++;
		if (p + 1 < cx->len && (t[p] == '\'' && (t[p + 1] == 's' || t[p + 1] == ' ')))
			return true;
		if (p + 3 < cx->len && t[p] == 0xe2 && t[p + 1] == 0x80 && t[p + 2] == 0x99)
			return true;
		if (p >= cx->len || t[p] != ' ')
			return false;
	}
	return false;
}

/*
 * The word after the "of" right after figure fi, past "the", "all", "total"
 * and "our" ("12% of the total revenue"), in [*w0, *w1); *total says whether
 * "total" was passed.  False when no "of" follows the figure.
 */
static bool
word_after_of(const VerdictCtx *cx, size_t fi, size_t *w0, size_t *w1, bool *total)
{
	const uchar *t = cx->answer;
	size_t		p = cx->figs[fi].offset + cx->figs[fi].length,
				w;

	*total = false;
	while (p < cx->len && t[p] == ' ')
		p++;
	if (!(p + 3 <= cx->len && strncmp((const char *) t + p, "of ", 3) == 0))
		return false;
	p += 3;
	for (;;)
	{
		while (p < cx->len && t[p] == ' ')
			p++;
		for (w = p; w < cx->len && ascii_is_alpha(t[w]); w++)
			;
		if (vd_eq_word(t + p, w - p, "total"))
			*total = true;
		else if (!(vd_eq_word(t + p, w - p, "the") || vd_eq_word(t + p, w - p, "all") ||
				   vd_eq_word(t + p, w - p, "our")))
			break;
		p = w;
	}
	*w0 = p;
	*w1 = w;
	return true;
}

/*
 * Is percentage fi said "of the revenue", "of all invoices": of a column's
 * whole, the word right after "of" (past "the", "all", "total") naming a
 * column of numbers?
 */
static bool
of_column_total(const VerdictCtx *cx, size_t fi)
{
	size_t		w0,
				w1,
				s;
	bool		total;
	int			c;

	if (!word_after_of(cx, fi, &w0, &w1, &total) || w1 - w0 < 3)
		return false;
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			WordArg		a = {cx->answer + w0, w1 - w0};

			if (cx->reads[s].aggs[c].count > 0 && vd_name_words(vd_col_name(&cx->reads[s], c), vd_word_matches, &a))
				return true;
		}
	return false;
}

/* Is the anchor a value of a row mention m names? */
static bool
anchor_in_mention(const Mention *m, const Anchor *an)
{
	return an->row >= 0 && an->sread == m->sread && vd_mention_has_row(m, (size_t) an->row);
}

/* Is figure fi followed by "relative to" ("or 72.1% relative to Canada")? */
static bool
relative_to_after(const VerdictCtx *cx, size_t fi)
{
	size_t		p = cx->figs[fi].offset + cx->figs[fi].length;

	while (p < cx->len && cx->answer[p] == ' ')
		p++;
	return p + 12 <= cx->len && strncmp((const char *) cx->answer + p, "relative to ", 12) == 0;
}

/*
 * Does "of the level", "of the figure", "of that" follow figure fi: a part of
 * another value named after it, never the share of a whole ("of UK orders")?
 */
static bool
of_level_word(const VerdictCtx *cx, size_t fi)
{
	static const char *const levels[] = {"level", "figure", "value", "mark", "that", NULL};
	size_t		k = vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length);

	if (k >= cx->ntokens || cx->tokens[k].number ||
		!vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, "of"))
		return false;
	k++;
	if (k < cx->ntokens && !cx->tokens[k].number &&
		vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, "the"))
		k++;
	return k < cx->ntokens && !cx->tokens[k].number &&
		vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, levels);
}

/*
 * Is percentage fi an attainment, an actual over its target: "(attainment
 * 118%)", "127% to goal", "94% of target", or a table cell headed "% to
 * goal"?  *actual is then the figure said as the actual ("actual
 * $181,681.46", the cell headed "Actual" on its line), or -1 when none is.
 */
static bool
attainment(const VerdictCtx *cx, size_t fi, int64_t *actual)
{
	static const char *const attained[] = {"attainment", "attained", NULL};
	static const char *const goals[] = {"goal", "target", "plan", "quota", NULL};
	static const char *const actuals[] = {"actual", "actuals", NULL};
	static const char *const to_of[] = {"to", "of", "vs", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		k = vd_token_at(cx, f->offset),
				hs,
				he,
				i;
	bool		said = false;

	*actual = -1;
	if (!f->percent || f->direction != 0 || f->explicit_sign)
		return false;
	/* (a header "Target" alone heads targets: "% to goal", "% of plan" head attainments) */
	if (fx->in_table)
		said = vd_says(cx, fx->head_s, fx->head_e, attained) ||
			(vd_says(cx, fx->head_s, fx->head_e, goals) && vd_says(cx, fx->head_s, fx->head_e, to_of));
	else if (k > 0 && !cx->tokens[k - 1].number &&
			 vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, attained))
		said = true;
	else
	{
		k = vd_token_at(cx, f->offset + f->length);
		said = k + 1 < cx->ntokens && !cx->tokens[k].number && !cx->tokens[k + 1].number &&
			(vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, "to") ||
			 vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, "of")) &&
			vd_in_words(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, goals);
	}
	if (!said)
		return false;
	for (i = 0; i < cx->nfigs && cx->figs[i].offset < fx->s1; i++)
	{
		size_t		j = vd_token_at(cx, cx->figs[i].offset);

		if (i == fi || cx->figs[i].offset < fx->s0 || cx->figs[i].percent)
			continue;
		if (fx->in_table ? (cx->fx[i].in_table && vd_table_header(cx, cx->figs[i].offset, &hs, &he) &&
							vd_says(cx, hs, he, actuals)) :
			(j > 0 && !cx->tokens[j - 1].number &&
			 vd_in_words(cx->answer + cx->tokens[j - 1].start, cx->tokens[j - 1].len, actuals)))
			*actual = (int64_t) i;
	}
	return true;
}

/*
 * Where the words after figure fi name its whole: past "of" and "the" ("28%
 * of the 2025 revenue"), or, where relative is true, "relative to" ("or
 * 72.1% relative to Canada"); 0 when they do not.
 */
static size_t
of_after(const VerdictCtx *cx, size_t fi, bool relative)
{
	const Figure *f = &cx->figs[fi];
	size_t		p = f->offset + f->length;

	while (p < cx->len && cx->answer[p] == ' ')
		p++;
	if (relative && p + 12 <= cx->len && strncmp((const char *) cx->answer + p, "relative to ", 12) == 0)
		p += 9;
	else if (!(p + 3 <= cx->len && strncmp((const char *) cx->answer + p, "of ", 3) == 0))
		return 0;
	p += 3;
	while (p < cx->len && cx->answer[p] == ' ')
		p++;
	if (p + 4 <= cx->len && strncmp((const char *) cx->answer + p, "the ", 4) == 0)
		p += 4;
	return p;
}

/* See verdict_int.h. */
int
vd_of_row_base(const VerdictCtx *cx, size_t fi)
{
	size_t		p = of_after(cx, fi, true),
				k;

	if (p == 0)
		return -1;
	/*
	 * "at a little over three fifths of the level of January", "of the level
	 * recorded for the USA", "of that for Germany"
	 */
	{
		static const char *const levels[] = {"level ", "figure ", "value ", "mark ", "that ", NULL};
		static const char *const verbs[] = {"recorded ", "reported ", "seen ", "posted ", "shown ", NULL};
		static const char *const ofs[] = {"of ", "for ", NULL};
		size_t		q = p;
		int			l;

		for (l = 0; levels[l]; l++)
			if (q + strlen(levels[l]) <= cx->len && strncmp((const char *) cx->answer + q, levels[l], strlen(levels[l])) == 0)
				break;
		if (levels[l])
		{
			q += strlen(levels[l]);
			for (l = 0; verbs[l]; l++)
				if (q + strlen(verbs[l]) <= cx->len && strncmp((const char *) cx->answer + q, verbs[l], strlen(verbs[l])) == 0)
				{
					q += strlen(verbs[l]);
					break;
				}
			for (l = 0; ofs[l]; l++)
				if (q + strlen(ofs[l]) <= cx->len && strncmp((const char *) cx->answer + q, ofs[l], strlen(ofs[l])) == 0)
				{
					p = q + strlen(ofs[l]);
					if (p + 4 <= cx->len && strncmp((const char *) cx->answer + p, "the ", 4) == 0)
						p += 4;
					break;
				}
		}
	}
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && !m->many && m->offset == p)
			return (int) k;
	}
	return -1;
}

/* See verdict_int.h. */
int
vd_of_period_base(const VerdictCtx *cx, size_t fi)
{
	size_t		p = of_after(cx, fi, false),
				k;

	if (p == 0)
		return -1;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && m->period && m->nrows >= 2 && m->offset == p)
			return (int) k;
	}
	return -1;
}

/* See verdict_int.h. */
bool
vd_of_row_possessive(const VerdictCtx *cx, size_t fi)
{
	int			k = vd_of_row_base(cx, fi);
	const uchar *t = cx->answer;
	size_t		e;

	if (k < 0)
		return false;
	e = cx->mentions[k].offset + cx->mentions[k].len;
	if (e + 1 < cx->len && t[e] == '\'')
		e += t[e + 1] == 's' ? 2 : 1;
	else if (e + 2 < cx->len && t[e] == 0xe2 && t[e + 1] == 0x80 && t[e + 2] == 0x99)
		e += e + 3 < cx->len && t[e + 3] == 's' ? 4 : 3;
	else
		return false;
	/* "of Marvel's 384 heroes": of the figure after it */
	while (e < cx->len && t[e] == ' ')
		e++;
	return !(e < cx->len && (ascii_is_digit(t[e]) || t[e] == '$'));
}

/* Does a row named in the figure's sentence (or the chain it points back through) go by column c ("6-cylinder")? */
static bool
names_by_column(const VerdictCtx *cx, size_t fi, int sr, int c)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && m->by_value && m->sread == sr && m->column == c && m->offset >= cx->fx[fi].r0 &&
			m->offset < cx->fx[fi].s1)
			return true;
	}
	return false;
}

/*
 * "Intelligence accounts for 156 heroes, about one in five (20.8%)": a
 * share of two columns of one row, the part over the whole (heroes of
 * all_heroes), neither a percentage. "A third of the total" is of a
 * total: a whole of another column of the row only where its name says so.
 */
static bool
row_share(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	size_t		i,
				j,
				w0,
				w1;
	bool		of_the_total;

	/* "Top 3 = almost a third of 1997 units": of the top rows together, not of one */
	if (cx->fx[fi].top_rows)
		return false;
	/* "a third of the total", "of total revenue" */
	(void) word_after_of(cx, fi, &w0, &w1, &of_the_total);
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];

			if (a->row < 0 || a->row != b->row || a->sread < 0 || a->sread != b->sread || a->col == b->col ||
				a->percent || b->percent || a->later || b->later || a->neighbour || b->neighbour ||
				!(a->value > 0) || !(b->value > a->value))
				continue;
			if (of_the_total && !vd_name_has(vd_col_name(&cx->reads[b->sread], b->col), "total") &&
				!vd_name_has(vd_col_name(&cx->reads[b->sread], b->col), "all"))
				continue;
			/* "6-cylinder's": the column the row is named by holds no part nor whole */
			if (names_by_column(cx, fi, a->sread, a->col) || names_by_column(cx, fi, b->sread, b->col))
				continue;
			/* like with like: a count of a count, never cars of a mean displacement */
			if (cx->reads[a->sread].colclass[a->col] != cx->reads[b->sread].colclass[b->col] ||
				cx->reads[b->sread].nameagg[b->col] == NA_AVG)
				continue;
			if (vd_in_range(r, 100.0 * a->value / b->value))
			{
				set_derived(cx, fi, OP_RATIO, a, b, 100.0 * a->value / b->value);
				return true;
			}
		}
	return false;
}

/*
 * Does figure fi's sentence say a rate or a share before it ("our discount
 * rate moved down to 6.3%", "Canada's share of revenue in 2024: 8.9%")?
 */
static bool
rate_said(const VerdictCtx *cx, size_t fi)
{
	static const char *const rate[] = {"rate", "share", NULL};
	size_t		k;

	for (k = vd_token_at(cx, cx->fx[fi].s0) + 1; k < cx->ntokens && cx->tokens[k].start < cx->figs[fi].offset; k++)
		if (cx->tokens[k - 1].start >= cx->fx[fi].s0 && !cx->tokens[k - 1].number &&
			vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, rate))
			return true;
	return false;
}

/* The cell of row (0-based) and column col of read sread, as an operand. */
static void
cell_anchor(const VerdictCtx *cx, int sread, size_t row, int col, Anchor *a)
{
	const StepRead *sr = &cx->reads[sread];

	memset(a, 0, sizeof(*a));
	a->sread = sread;
	a->row = (int64_t) row;
	a->col = col;
	a->value = sr->cells.cells[row * sr->cells.ncolumns + col];
	a->cell = true;
	a->ref.kind = GROUND_CELL;
	a->ref.step = sr->step->number;
	a->ref.row = (int64_t) row + 1;
	a->ref.column = col;
	a->ref.value = a->value;
}

/* Ground figure fi as the ratio of two cells of one row (part over whole, times 100); true if set. */
static bool
set_row_ratio(VerdictCtx *cx, size_t fi, int sread, size_t row, int part, int whole)
{
	Anchor		a,
				b;

	cell_anchor(cx, sread, row, part, &a);
	cell_anchor(cx, sread, row, whole, &b);
	set_derived(cx, fi, OP_RATIO, &a, &b, 100.0 * a.value / b.value);
	return cx->grounds[fi].kind != GROUND_NONE;
}

/* See verdict_int.h. */
bool
vd_net_of(const VerdictCtx *cx, size_t fi, size_t *w0, size_t *w1)
{
	static const char *const net[] = {"net", NULL};
	static const char *const of[] = {"of", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		k = vd_token_at(cx, fx->s0),
				e;

	for (; k + 2 < cx->ntokens && cx->tokens[k + 2].start < cx->figs[fi].offset; k++)
		if (vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, net) &&
			vd_in_words(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, of))
		{
			*w0 = cx->tokens[k + 2].start;
			for (e = *w0; e < cx->figs[fi].offset && cx->answer[e] != ','; e++)
				;
			*w1 = e;
			return true;
		}
	return false;
}

/*
 * "Net of paid losses, Germany comes to $219,001.33": the one row the
 * sentence names, its cell of a column of the same kind less its cell of
 * the column "net of" names (the larger less the smaller).  True if the
 * figure is said net of something, set or not.
 */
static bool
net_of_row(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m = NULL;
	const StepRead *sr;
	size_t		w0,
				w1,
				k,
				row;
	int			d,
				g,
				nc;

	if (!vd_net_of(cx, fi, &w0, &w1))
		return false;
	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= fx->s0 && cx->mentions[k].offset < fx->s1)
		{
			if (m != NULL || cx->mentions[k].nrows != 1 || cx->mentions[k].many)
				return true;
			m = &cx->mentions[k];
		}
	if (m == NULL)
		return true;
	sr = &cx->reads[m->sread];
	nc = sr->cells.ncolumns;
	row = m->rows[0];
	for (d = 0; d < nc; d++)
	{
		double		dv = sr->cells.cells[row * nc + d];

		if (sr->aggs[d].count == 0 || !isfinite(dv) || sr->colclass[d] == CC_PCT ||
			!vd_span_names_col(cx, w0, w1, m->sread, d))
			continue;
		for (g = 0; g < nc; g++)
		{
			double		gv = sr->cells.cells[row * nc + g];
			Anchor		a,
						b;

			if (g == d || sr->aggs[g].count == 0 || !isfinite(gv) || !(gv > dv) ||
				sr->colclass[g] != sr->colclass[d] || sr->colunit[g] != sr->colunit[d] || !vd_in_range(r, gv - dv))
				continue;
			cell_anchor(cx, m->sread, row, d, &a);
			cell_anchor(cx, m->sread, row, g, &b);
			set_derived(cx, fi, OP_DIFF, &a, &b, gv - dv);
			return true;
		}
	}
	return true;
}

/* Is figure fi a share written as its two counts in digits ("60 out of 223"), exact as they stand? */
static bool
counts_written(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const uchar *t = cx->answer + f->offset;
	size_t		i;

	if (!f->percent || !f->words || f->length < 10 || !ascii_is_digit(t[0]) || !ascii_is_digit(t[f->length - 1]))
		return false;
	for (i = 0; i + 8 <= f->length; i++)
		if (memcmp(t + i, " out of ", 8) == 0)
			return true;
	return false;
}

/* The part and the whole of a share written as its counts ("22 out of 408"); false unless both read. */
static bool
written_counts(const VerdictCtx *cx, size_t fi, double *pw)
{
	const Figure *f = &cx->figs[fi];
	const uchar *t = cx->answer + f->offset;
	size_t		i = 0;
	int			n;

	for (n = 0; n < 2; n++)
	{
		char		buf[32];
		size_t		b = 0;

		while (i < f->length && !ascii_is_digit(t[i]))
			i++;
		while (i < f->length && (ascii_is_digit(t[i]) || (t[i] == ',' && i + 1 < f->length && ascii_is_digit(t[i + 1]))))
		{
			if (t[i] != ',' && b + 1 < sizeof(buf))
				buf[b++] = (char) t[i];
			i++;
		}
		if (b == 0)
			return false;
		buf[b] = '\0';
		pw[n] = strtod(buf, NULL);
	}
	return pw[1] > 0 && pw[0] <= pw[1];
}

/*
 * "Freight with Federal Shipping ran to 5.35% of the net sales it carried",
 * "Villains make up 78.6% of the Image Comics roster": a share of one row's
 * two columns, the part a column its sentence names before the figure, the
 * whole a column it names after "of", else a column of the same kind no
 * smaller than the part.  Only for the one row the sentence names.
 */
static bool
row_column_share(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m;
	const StepRead *sr;
	size_t		w0,
				w1,
				end,
				row,
				from;
	bool		total;
	int			part,
				whole,
				nc;
	bool		named_whole = false;
	int			mention = fx->mention;

	/* (a fraction in words too: "make up just over two fifths of the Rock catalogue") */
	if (!f->percent || f->explicit_sign || f->multiple || fx->comparative)
		return false;
	/* "villains? … That's 60 out of 223": the counts written, of the row the sentence points back to */
	from = counts_written(cx, fi) ? fx->r0 : fx->s0;
	for (row = 0; mention < 0 && row < cx->nmentions && from < fx->s0; row++)
		if (!cx->mentions[row].dropped && cx->mentions[row].offset >= from && cx->mentions[row].offset < fx->s0)
			mention = (int) row;
	if (mention < 0)
		return false;
	/* "… of the net sales it carried"; or "our discount rate moved down to 6.3%": a rate of the part named */
	if (word_after_of(cx, fi, &w0, &w1, &total) && f->direction == 0)
	{
		static const char *const all[] = {"all", "overall", "entire", "whole", NULL};

		/* "of all citations", "of the country's 305": of a total, or of a figure stated */
		if (total || fx->of_figure >= 0 ||
			vd_says(cx, cx->figs[fi].offset + cx->figs[fi].length, w1, all))
			return false;
	}
	else if (!rate_said(cx, fi) && !counts_written(cx, fi))
		return false;
	else
		w0 = w1 = fx->s0;
	m = &cx->mentions[mention];
	if (m->dropped || m->many || m->nrows != 1 || m->offset >= fx->s1 ||
		(m->offset < from && !(fx->greeted && mention == fx->mention)))
		return false;
	sr = &cx->reads[m->sread];
	nc = sr->cells.ncolumns;
	row = m->rows[0];
	/* "in 1997 shipped after the required date: 22 out of 408": two cells of the row, written as they are */
	if (counts_written(cx, fi))
	{
		double		pw[2];

		if (written_counts(cx, fi, pw))
			for (part = 0; part < nc; part++)
				for (whole = 0; whole < nc; whole++)
				{
					int			c;
					bool		other = false;

					if (part == whole || sr->colclass[part] == CC_PCT || sr->colclass[whole] == CC_PCT ||
						sr->cells.cells[row * nc + part] != pw[0] || sr->cells.cells[row * nc + whole] != pw[1] ||
						!vd_in_range(r, 100.0 * pw[0] / pw[1]))
						continue;
					/* (no other column named: "DC characters are villains? … 63 out of 223" is no share of women) */
					for (c = 0; c < nc && !other; c++)
						other = c != part && c != whole && c != m->column && sr->aggs[c].count > 0 &&
							sr->colclass[c] == sr->colclass[part] && vd_span_names_col(cx, from, fx->s1, m->sread, c);
					if (!other)
						return set_row_ratio(cx, fi, m->sread, row, part, whole);
				}
	}
	/* the whole: a column named after "of", up to the clause's end */
	for (end = w0; end < fx->s1 && end > fx->s0 && cx->answer[end] != ',' && cx->answer[end] != ';' &&
		 cx->answer[end] != '('; end++)
		;
	for (whole = 0; whole < nc && !named_whole; whole++)
		named_whole = sr->aggs[whole].count > 0 && vd_span_names_col(cx, w0, end, m->sread, whole);
	for (part = 0; part < nc; part++)
	{
		double		pv = sr->cells.cells[row * nc + part];

		if ((named_whole && vd_span_names_col(cx, w0, end, m->sread, part)) || sr->aggs[part].count == 0 ||
			!isfinite(pv) || !(pv > 0) ||
			sr->colclass[part] == CC_PCT || !vd_span_names_col(cx, from, f->offset, m->sread, part) ||
			names_by_column(cx, fi, m->sread, part))
			continue;
		for (whole = 0; whole < nc; whole++)
		{
			double		wv = sr->cells.cells[row * nc + whole],
						v;

			if (whole == part || (named_whole && !vd_span_names_col(cx, w0, end, m->sread, whole)) ||
				!isfinite(wv) || !(wv > 0) ||
				sr->colclass[whole] == CC_PCT || names_by_column(cx, fi, m->sread, whole))
				continue;
			/* unnamed, the whole is of the part's kind and holds it; a mean or an extreme holds nothing */
			if (!named_whole && (sr->colclass[whole] != sr->colclass[part] || wv < pv ||
								 sr->colunit[whole] != sr->colunit[part] || !adds_up_col(sr, whole)))
				continue;
			v = 100.0 * pv / wv;
			if (vd_in_range(r, v))
				return set_row_ratio(cx, fi, m->sread, row, part, whole);
		}
	}
	return false;
}

/*
 * "Share of orders with freight over $100, the first quarter: 15.2%": a label
 * that says a share of a count column (orders), then names one row, then the
 * percentage after its colon (or in the table cell after it): that row's
 * cell of another count column, no larger, over its cell of the column
 * named.  The part is said in words no column's name holds, so any such
 * column of the row may be it.
 */
static bool
label_share(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	static const char *const share[] = {"share", "proportion", "percentage", "rate", NULL};
	static const char *const of[] = {"of", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		colon = f->offset,
				ls,
				k,
				t;
	const Mention *m = NULL;
	const StepRead *sr;
	int			part,
				whole,
				nc;

	if (!f->percent || f->explicit_sign || f->multiple || f->words || f->direction != 0 || f->bound != 0)
		return false;
	while (colon > 0 && cx->answer[colon - 1] == ' ')
		colon--;
	if (colon == 0 || (cx->answer[colon - 1] != ':' && cx->answer[colon - 1] != '|'))
		return false;
	colon--;
	/* the label's line, past a list's mark; a table line's label is its first cell */
	for (ls = colon; ls > 0 && cx->answer[ls - 1] != '\n'; ls--)
		;
	if (cx->answer[colon] == '|' &&
		(colon <= ls + 1 || cx->answer[ls] != '|' || memchr(cx->answer + ls + 1, '|', colon - ls - 1)))
		return false;
	t = vd_token_at(cx, ls);
	if (t + 1 >= cx->ntokens || cx->tokens[t].start >= colon ||
		!vd_in_words(cx->answer + cx->tokens[t].start, cx->tokens[t].len, share) ||
		!vd_in_words(cx->answer + cx->tokens[t + 1].start, cx->tokens[t + 1].len, of))
		return false;
	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset > cx->tokens[t + 1].start &&
			cx->mentions[k].offset < colon)
		{
			if (m != NULL || cx->mentions[k].many || cx->mentions[k].nrows != 1)
				return false;
			m = &cx->mentions[k];
		}
	if (m == NULL)
		return false;
	sr = &cx->reads[m->sread];
	nc = sr->cells.ncolumns;
	for (whole = 0; whole < nc; whole++)
	{
		double		wv = sr->cells.cells[m->rows[0] * nc + whole];

		if (sr->colclass[whole] != CC_COUNT || !isfinite(wv) || !(wv > 0) ||
			!vd_span_names_col(cx, cx->tokens[t + 1].start, m->offset, m->sread, whole))
			continue;
		for (part = 0; part < nc; part++)
		{
			double		pv = sr->cells.cells[m->rows[0] * nc + part];

			if (part == whole || part == m->column || sr->colclass[part] != CC_COUNT || !isfinite(pv) ||
				pv > wv || !adds_up_col(sr, part) || !vd_in_range(r, 100.0 * pv / wv))
				continue;
			return set_row_ratio(cx, fi, m->sread, m->rows[0], part, whole);
		}
	}
	return false;
}

/*
 * "On a typical day, Glebe Park is a little under fourteen percent full",
 * "ran at 20.84% of capacity": the one row named, its column the sentence
 * names (or, where it says average or typical, its column of means) over its
 * column of capacity.
 */
static bool
capacity_share(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	static const char *const full[] = {"full", "occupied", NULL};
	static const char *const of[] = {"of", NULL};
	static const char *const capacity[] = {"capacity", NULL};
	static const char *const typical[] = {"average", "typical", "typically", "avg", "mean", "usually", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m;
	const StepRead *sr;
	size_t		k = vd_token_at(cx, f->offset + f->length),
				row;
	int			c,
				part = -1,
				whole = -1,
				nc;

	if (!f->percent || f->explicit_sign || f->multiple || fx->comparative || fx->mention < 0 || k >= cx->ntokens ||
		!(vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, full) ||
		  (k + 1 < cx->ntokens && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, of) &&
		   vd_in_words(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, capacity))))
		return false;
	m = &cx->mentions[fx->mention];
	if (m->dropped || m->many || m->nrows != 1 || m->offset < fx->s0 || m->offset >= fx->s1)
		return false;
	sr = &cx->reads[m->sread];
	nc = sr->cells.ncolumns;
	row = m->rows[0];
	for (c = 0; c < nc && whole < 0; c++)
		if (vd_name_has(vd_col_name(sr, c), "capacity") && sr->aggs[c].count > 0)
			whole = c;
	if (whole < 0)
		return false;
	/* the column the sentence names; else, said on average, the one column of means */
	for (c = 0; c < nc; c++)
		if (c != whole && sr->aggs[c].count > 0 && vd_span_names_col(cx, fx->s0, fx->s1, m->sread, c))
			part = part < 0 ? c : -2;
	if (part == -1 && vd_says(cx, fx->s0, fx->s1, typical))
		for (c = 0; c < nc; c++)
			if (c != whole && sr->aggs[c].count > 0 && sr->nameagg[c] == NA_AVG)
				part = part < 0 ? c : -2;
	if (part < 0 || !isfinite(sr->cells.cells[row * nc + part]) || !(sr->cells.cells[row * nc + whole] > 0) ||
		!vd_in_range(r, 100.0 * sr->cells.cells[row * nc + part] / sr->cells.cells[row * nc + whole]))
		return false;
	return set_row_ratio(cx, fi, m->sread, row, part, whole);
}

/*
 * "* Callahan: $1,038 per order / * All reps: $1.5K per order / So Callahan
 * runs at ~0.7× the overall rate": a multiple, however coarse, of two figures
 * the answer states, the one said of the row its sentence names over the one
 * said of no row, where the sentence sets the row against the overall
 * figure.
 */
static bool
multiple_of_overall(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	static const char *const overall[] = {"overall", "average", "mean", "typical", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Figure *f = &cx->figs[fi];
	size_t		e = f->offset + f->length,
				i,
				j;

	if (!f->multiple || (f->words && !ascii_is_digit(cx->answer[f->offset])) ||
		(fx->mention >= 0 && cx->mentions[fx->mention].nrows != 1) ||
		!vd_says(cx, e, e + 24 < fx->s1 ? e + 24 : fx->s1, overall))
		return false;
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *num = &an[i],
					   *den = &an[j];
			const FigCtx *nx,
					   *dx;

			if (i == j || !num->named || !den->named || num->percent || den->percent || num->later || den->later ||
				!(num->value > 0) || !(den->value > 0) || num->unit != den->unit)
				continue;
			nx = &cx->fx[num->ref.row];
			dx = &cx->fx[den->ref.row];
			/*
			 * "the opening episode (9.16 million) stood at 1.5 times that
			 * mean": no row named, a cell of its sentence over a mean stated
			 */
			if (fx->mention < 0)
			{
				if (cx->grounds[num->ref.row].kind == GROUND_CELL && nx->s0 == fx->s0 &&
					(cx->grounds[den->ref.row].kind == GROUND_AVG || cx->grounds[den->ref.row].kind == GROUND_WAVG) &&
					vd_in_range(r, num->value / den->value))
				{
					set_derived(cx, fi, OP_RATIO, num, den, num->value / den->value);
					return true;
				}
				continue;
			}
			if (nx->mention < 0 || dx->mention >= 0 || cx->mentions[nx->mention].nrows != 1 ||
				cx->mentions[nx->mention].sread != cx->mentions[fx->mention].sread ||
				cx->mentions[nx->mention].rows[0] != cx->mentions[fx->mention].rows[0])
				continue;
			if (vd_in_range(r, num->value / den->value))
			{
				set_derived(cx, fi, OP_RATIO, num, den, num->value / den->value);
				return true;
			}
		}
	return false;
}

/* See verdict_int.h. */
bool
vd_item_label(const VerdictCtx *cx, size_t j, size_t *ls, size_t *le)
{
	const uchar *t = cx->answer;
	size_t		at = cx->figs[j].offset,
				s,
				e,
				c,
				k;

	/* the item's end: the line's, a semicolon, a bar ("A: 1 | B: 2"), or a stop before a space */
	for (e = at + cx->figs[j].length; e < cx->len && t[e] != '\n' && t[e] != ';' && t[e] != '|' &&
		 !(t[e] == '.' && (e + 1 == cx->len || t[e + 1] == ' ' || t[e + 1] == '\n')); e++)
		;
	for (k = j + 1; k < cx->nfigs && cx->figs[k].offset < e; k++)
		if (!vd_in_mention(cx, cx->figs[k].offset))
			return false;
	/* the colon right before the figure (or its currency sign), or a dash set off by spaces ("Week 9 — 16") */
	c = at;
	while (c > 0 && (t[c - 1] == ' ' || t[c - 1] == '$' || t[c - 1] == 0xa3 || t[c - 1] == 0xc2))
		c--;
	if (c >= 4 && at - c <= 4 && c < at && t[c - 3] == 0xe2 && t[c - 2] == 0x80 &&
		(t[c - 1] == 0x94 || t[c - 1] == 0x93) && t[c - 4] == ' ')
		c -= 2;
	else if (c == 0 || t[c - 1] != ':' || at - c > 4)
		return false;
	c--;
	/* the label's start: the line's, or past a semicolon, a bar, a colon, a stop or a dash before it */
	for (s = c; s > 0 && t[s - 1] != '\n' && t[s - 1] != ';' && t[s - 1] != '|' && t[s - 1] != ':' &&
		 !(s >= 2 && t[s - 1] == ' ' && t[s - 2] == '.') &&
		 !(s >= 3 && t[s - 3] == 0xe2 && t[s - 2] == 0x80 && t[s - 1] == 0x94); s--)
		;
	/* no other figure in the item but the digits of a row's name ("K2: 5,000 m") */
	for (k = j; k-- > 0 && cx->figs[k].offset >= s;)
		if (!vd_in_mention(cx, cx->figs[k].offset))
			return false;
	/* past "2/4 ", "(3/4) ", "3) ", bullets, emoji and spaces, to the first letter */
	while (s < c && (t[s] == ' ' || t[s] == '(' || t[s] == ')' || t[s] == '/' || t[s] == '-' || t[s] == '*' ||
					 ascii_is_digit(t[s]) || t[s] >= 0x80))
		s++;
	while (c > s && t[c - 1] == ' ')
		c--;
	if (c - s < 2)
		return false;
	*ls = s;
	*le = c;
	return true;
}

/* Is there a blank line in the answer in [from, to)? */
static bool
blank_line_between(const VerdictCtx *cx, size_t from, size_t to)
{
	for (; from + 1 < to; from++)
		if (cx->answer[from] == '\n' && cx->answer[from + 1] == '\n')
			return true;
	return false;
}

/* Where the text [ls, le) is said, as words of their own, in [from, to); SIZE_MAX if nowhere. */
static size_t
said_at(const VerdictCtx *cx, size_t ls, size_t le, size_t from, size_t to)
{
	const uchar *t = cx->answer;
	size_t		n = le - ls,
				i,
				k;

	for (i = from; i + n <= to; i++)
	{
		for (k = 0; k < n && ascii_lower(t[i + k]) == ascii_lower(t[ls + k]); k++)
			;
		if (k == n && (i == 0 || !vd_is_wordch(t[i - 1])) && (i + n >= cx->len || !vd_is_wordch(t[i + n])))
			return i;
	}
	return SIZE_MAX;
}

/* The answer's figure j, a cell grounded, as an operand. */
static void
item_anchor(const VerdictCtx *cx, size_t j, Anchor *a)
{
	memset(a, 0, sizeof(*a));
	a->named = true;
	a->cell = true;
	a->sread = cx->gread[j];
	a->col = cx->gcol[j];
	a->row = cx->grounds[j].row - 1;
	a->value = cx->gvalues[j];
	a->ref.kind = GROUND_NONE;
	a->ref.step = cx->grounds[j].step;
	a->ref.row = (int64_t) j;
	a->ref.value = a->value;
}

/*
 * A multiple said of two labelled lines the answer stated before it:
 * "Jan–May '97: 45" / "Jan–May '98: 75" then "Jan–May '98 = 1.7 times
 * Jan–May '97" (the line whose label is said before the figure over the
 * one said after it), or "Lost: 3,971 minutes" / "Iron Maiden: 1,197
 * minutes" right above "In numbers: 3.3 times" (the larger over the
 * smaller).  The two are cells of one step: one column's of two rows, or
 * one row's of two columns.  True if the figure is of such lines, set or
 * not.
 */
static bool
multiple_of_labelled_lines(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		pair_above,
				num = SIZE_MAX,
				den = SIZE_MAX,
				j;
	bool		named = false;

	if (f->percent || !(f->multiple || vd_times_after(cx, fi)))
		return false;
	/*
	 * a sentence that names a row says which is over which ("six to one in
	 * favour of Produce"): not the pair's larger over its smaller, only what
	 * the labels it says give
	 */
	for (j = 0; j < cx->nmentions && !named; j++)
		named = !cx->mentions[j].dropped && cx->mentions[j].offset >= fx->s0 && cx->mentions[j].offset < fx->s1;
	pair_above = named ? SIZE_MAX : vd_labelled_pair_before(cx, fi);
	/* "Nanga Parbat: 9,000 m; K2: 5,000 m. Expressed as a multiple, that is 1.8 times": the sentence before */
	if (pair_above == SIZE_MAX && fx->s0 > 0 && !named)
	{
		size_t		ls,
					le,
					k,
					items[2],
					n = 0;

		/* the two items right before the sentence (past the digits of names), no blank line between */
		for (k = fi; k-- > 0 && n < 2;)
			if (!vd_in_mention(cx, cx->figs[k].offset))
				items[n++] = k;
		if (n == 2 && cx->figs[items[0]].offset < fx->s0 && vd_item_label(cx, items[1], &ls, &le) &&
			vd_item_label(cx, items[0], &ls, &le) && !blank_line_between(cx, cx->figs[items[1]].offset, f->offset))
			pair_above = cx->figs[items[1]].offset;
	}
	for (j = 0; j < cx->nfigs; j++)
	{
		size_t		ls,
					le;
		bool		before,
					after;

		/* the lines stated before it, or, for a conclusion said first, in the paragraph after the lead */
		if (j == fi || (cx->figs[j].offset >= fx->s0 &&
						!(pair_above == SIZE_MAX && f->offset < cx->lead_end && cx->figs[j].offset >= fx->s1 &&
						  cx->figs[j].offset < cx->lead_next_end)) ||
			cx->grounds[j].kind != GROUND_CELL || !vd_item_label(cx, j, &ls, &le))
			continue;
		if (pair_above != SIZE_MAX && cx->figs[j].offset >= pair_above)
		{
			/* the pair right above: the larger over the smaller */
			if (num == SIZE_MAX)
				num = j;
			else
				den = j;
			continue;
		}
		if (pair_above != SIZE_MAX)
			continue;
		before = said_at(cx, ls, le, fx->s0, f->offset) != SIZE_MAX;
		after = said_at(cx, ls, le, f->offset, fx->s1) != SIZE_MAX;
		if (before && !after)
			num = num == SIZE_MAX ? j : SIZE_MAX - 1;
		else if (after && !before)
			den = den == SIZE_MAX ? j : SIZE_MAX - 1;
	}
	if (num >= SIZE_MAX - 1 || den >= SIZE_MAX - 1 || num == den || cx->gread[num] != cx->gread[den])
		return false;
	/* one column's cells of two rows, or one row's of two columns */
	if (!((cx->gcol[num] == cx->gcol[den]) != (cx->grounds[num].row == cx->grounds[den].row)))
		return false;
	if (pair_above != SIZE_MAX && cx->gvalues[num] < cx->gvalues[den])
	{
		size_t		x = num;

		num = den;
		den = x;
	}
	/* the lines it is said of are its operands, nothing else ("more than triple UK" over 122 and 56 is false) */
	if (!(cx->gvalues[den] > 0) || !vd_in_range(r, cx->gvalues[num] / cx->gvalues[den]))
		return true;
	{
		Anchor		a,
					b;

		item_anchor(cx, num, &a);
		item_anchor(cx, den, &b);
		set_derived(cx, fi, OP_RATIO, &a, &b, a.value / b.value);
	}
	return true;
}

/*
 * The answer's figure j, where it ends a line that labels it ("Units in
 * stock: 701", "Inventory (USA): 665 units"): the offset its line starts
 * at; SIZE_MAX when it is not such a line's figure.
 */
static size_t
line_figure_start(const VerdictCtx *cx, size_t j)
{
	const uchar *t = cx->answer;
	size_t		at = cx->figs[j].offset,
				c = at,
				e,
				k;

	while (c > 0 && (t[c - 1] == ' ' || t[c - 1] == '$'))
		c--;
	if (c == 0 || t[c - 1] != ':')
		return SIZE_MAX;
	for (e = at + cx->figs[j].length; e < cx->len && t[e] != '\n'; e++)
		;
	for (k = j + 1; k < cx->nfigs && cx->figs[k].offset < e; k++)
		if (!vd_in_mention(cx, cx->figs[k].offset))
			return SIZE_MAX;
	while (c > 0 && t[c - 1] != '\n')
		c--;
	return c;
}

/*
 * "Inventory (USA): 665" / "Units sold per month: 270.5" / "Months of
 * supply: 2.46": a labelled line right under two labelled lines whose
 * figures are cells of one step (one row's of two columns, or one column's
 * of two rows) may hold the first over the second, nothing else of theirs.
 * True if set.
 */
static bool
ratio_of_lines_above(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	size_t		ops[2],
				n = 0,
				line = line_figure_start(cx, fi),
				k;

	if (f->percent || f->multiple || f->words || f->direction != 0 || f->explicit_sign || line == SIZE_MAX ||
		line == 0)
		return false;
	/* the figures of the two lines right above, past the digits of names */
	for (k = fi; k-- > 0 && n < 2;)
		if (!vd_in_mention(cx, cx->figs[k].offset))
			ops[n++] = k;
	if (n < 2)
		return false;
	for (k = 0; k < 2; k++)
	{
		size_t		start = line_figure_start(cx, ops[k]),
					e;

		if (start == SIZE_MAX || cx->grounds[ops[k]].kind != GROUND_CELL)
			return false;
		/* the line right above the one after it */
		for (e = cx->figs[ops[k]].offset; e < cx->len && cx->answer[e] != '\n'; e++)
			;
		if (e + 1 != line)
			return false;
		line = start;
	}
	if (cx->gread[ops[0]] != cx->gread[ops[1]] ||
		!((cx->gcol[ops[0]] == cx->gcol[ops[1]]) != (cx->grounds[ops[0]].row == cx->grounds[ops[1]].row)) ||
		!(cx->gvalues[ops[0]] > 0) || !vd_in_range(r, cx->gvalues[ops[1]] / cx->gvalues[ops[0]]))
		return false;
	{
		Anchor		a,
					b;

		item_anchor(cx, ops[1], &a);
		item_anchor(cx, ops[0], &b);
		set_derived(cx, fi, OP_RATIO, &a, &b, a.value / b.value);
	}
	return cx->grounds[fi].kind == GROUND_DERIVED;
}

/*
 * "(2.17:1, 256 against 118)", "1.7x (387 vs. 224)": a multiple followed by
 * the pair it is of, the first over the second.  True if set.
 */
static bool
multiple_of_pair_after(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	static const char *const joins[] = {"against", "vs", "versus", "to", NULL};
	const Figure *f = &cx->figs[fi];
	const Anchor *a = NULL,
			   *b = NULL;
	size_t		i,
				p,
				e;

	if (!f->multiple || fi + 2 >= cx->nfigs)
		return false;
	for (i = 0; i < na; i++)
		if (an[i].named && an[i].ref.row == (int64_t) fi + 1)
			a = &an[i];
		else if (an[i].named && an[i].ref.row == (int64_t) fi + 2)
			b = &an[i];
	if (a == NULL || b == NULL || a->percent != b->percent || !(b->value > 0))
		return false;
	/*
	 * right after it, past a comma or an opening bracket; or the bracket
	 * that follows in its sentence ("about two to one on listings (79 to
	 * 39)", "four times the revenue of the average genre ($382.14 against
	 * $97)")
	 */
	for (p = f->offset + f->length, e = cx->figs[fi + 1].offset; p < e; p++)
		if (!(cx->answer[p] == ' ' || cx->answer[p] == ',' || cx->answer[p] == '(' || cx->answer[p] == ';'))
			break;
	if (p < e)
	{
		while (e > p && cx->answer[e - 1] == ' ')
			e--;
		if (cx->figs[fi + 1].offset >= cx->fx[fi].s1 || cx->answer[e - 1] != '(' ||
			memchr(cx->answer + p, ')', e - p) != NULL)
			return false;
	}
	/* joined by "against", "vs.", "versus", "to" */
	{
		size_t		k = vd_token_at(cx, cx->figs[fi + 1].offset + cx->figs[fi + 1].length);

		if (k + 1 >= cx->ntokens || cx->tokens[k].number ||
			!vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, joins) ||
			vd_token_at(cx, cx->figs[fi + 2].offset) != k + 1)
			return false;
	}
	if (!vd_in_range(r, a->value / b->value))
		return false;
	set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
	return cx->grounds[fi].kind != GROUND_NONE;
}

/*
 * The operand figure j of the answer is: its anchor, else (a figure of
 * another row than those named) the figure itself, written into *own; NULL
 * when nothing grounds it.
 */
static const Anchor *
then_now_operand(const VerdictCtx *cx, size_t j, const Anchor *an, size_t na, Anchor *own)
{
	size_t		i;

	for (i = 0; i < na; i++)
		if (an[i].named && an[i].ref.row == (int64_t) j)
			return &an[i];
	if (cx->grounds[j].kind == GROUND_NONE)
		return NULL;			/* a figure nothing grounds is no operand */
	memset(own, 0, sizeof(*own));
	own->value = isfinite(cx->gvalues[j]) ? cx->gvalues[j] : cx->figs[j].value;
	own->named = true;
	own->sread = own->col = -1;
	own->row = -1;
	own->ref.kind = GROUND_NONE;
	own->ref.step = cx->grounds[j].step;
	own->ref.row = (int64_t) j;
	own->ref.value = own->value;
	return own;
}

/*
 * "grew by about a quarter on last year (64 then, 80 now)", "about three
 * times the same months last year (12 then, 36 now)": a percentage or a
 * multiple followed in its sentence by a bracketed pair marked "then" and
 * "now" is the change from the first to the second, or the second over the
 * first, and nothing else. True when the pair is there (set if it holds).
 */
static bool
then_now_pair(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const Anchor *a,
			   *b;
	Anchor		own[2];
	size_t		j = fi + 1;

	if ((!f->percent && !f->multiple) || j + 1 >= cx->nfigs || cx->figs[j + 1].offset >= cx->fx[fi].s1 ||
		!vd_then_of_pair(cx, j))
		return false;
	a = then_now_operand(cx, j, an, na, &own[0]);
	b = then_now_operand(cx, j + 1, an, na, &own[1]);
	if (a == NULL || b == NULL || !(fabs(a->value) > 0))
		return true;
	if (f->multiple && vd_in_range(r, b->value / a->value))
		set_derived(cx, fi, OP_RATIO, b, a, b->value / a->value);
	else if (f->percent && (vd_in_range(r, 100.0 * (b->value - a->value) / fabs(a->value)) ||
							(f->direction * (b->value - a->value) >= 0 &&
							 vd_in_range(r, 100.0 * fabs(b->value - a->value) / fabs(a->value)))))
		set_derived(cx, fi, OP_CHANGE, a, b, 100.0 * (b->value - a->value) / fabs(a->value));
	return true;
}

/* Does answer[from, to) hold only letters, spaces, apostrophes and currency signs (no clause break)? */
static bool
plain_words(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		p;

	for (p = from; p < to; p++)
	{
		uchar		c = cx->answer[p];

		if (!(ascii_is_alpha(c) || c == ' ' || c == '\'' || c == '$' || (c >= 0x80 && !(c == 0xe2 && p + 2 < to &&
																				 cx->answer[p + 1] == 0x80 &&
																				 (cx->answer[p + 2] == 0x93 ||
																				  cx->answer[p + 2] == 0x94)))))
			return false;
	}
	return true;
}

/* Offset a, or that of the comma right before it (past spaces): ", against $9,508" */
static size_t
comma_before(const VerdictCtx *cx, size_t a)
{
	size_t		p = a;

	while (p > 0 && cx->answer[p - 1] == ' ')
		p--;
	return p > 0 && cx->answer[p - 1] == ',' ? p - 1 : a;
}

/*
 * "Rock had 1,297 tracks against 579 for Latin — that's more than double",
 * "$120 against $30 for the bus, about four times as much": a multiple
 * after a pair set against each other ("against", "vs.", "versus") is the
 * first over the second, and nothing else.  Between the pair and the
 * multiple, a few words of the second's row, one break (a comma, a dash, a
 * colon, a semicolon, or the end of the pair's sentence: "… against $9,508
 * in 1996. So about triple") and nothing but "that's" and the hedge.  True
 * when the pair is there (set if it holds).
 */
static bool
multiple_of_pair_before(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	static const char *const restating[] = {"that's", "that", "is", "which", "it's", "or", "so", "about", "nearly",
		"roughly", "almost", "around", "approximately", "some", "more", "less", "than", "over", "under", "just",
		"close", "to", "well", "a", "little", "bit", "shade", "touch", "hair", "tad", "not", "quite", "north",
		"south", "of", "right", "fully", "at", "least", "most", "better", "easily", NULL};
	const Figure *f = &cx->figs[fi];
	const Anchor *a,
			   *b;
	Anchor		own[2];
	size_t		ka,
				kb,
				k,
				p,
				words = 0;
	bool		from;

	if (!f->multiple || f->percent || fi < 2 ||
		(cx->figs[fi - 2].offset < cx->fx[fi].s0 &&
		 (cx->figs[fi - 1].offset >= cx->fx[fi].s0 || cx->figs[fi - 2].offset < vd_sentence_before(cx, cx->fx[fi].s0))))
		return false;
	/* the pair: a few words of unit after the first, then "against" (or "to") right before the second */
	ka = vd_token_at(cx, cx->figs[fi - 2].offset + cx->figs[fi - 2].length);
	kb = vd_token_at(cx, cx->figs[fi - 1].offset);
	if (kb <= ka || kb - ka > 5 || cx->tokens[kb - 1].number ||
		!(vd_in_words(cx->answer + cx->tokens[kb - 1].start, cx->tokens[kb - 1].len, vd_versus_words) ||
		  vd_eq_word(cx->answer + cx->tokens[kb - 1].start, cx->tokens[kb - 1].len, "to")) ||
		!plain_words(cx, cx->figs[fi - 2].offset + cx->figs[fi - 2].length,
					 comma_before(cx, cx->tokens[kb - 1].start)))
		return false;
	/* "from 35 to 164 — nearly five times": a move, the second over the first */
	from = ka >= 2 && vd_token_at(cx, cx->figs[fi - 2].offset) >= 1 &&
		vd_eq_word(cx->answer + cx->tokens[vd_token_at(cx, cx->figs[fi - 2].offset) - 1].start,
				   cx->tokens[vd_token_at(cx, cx->figs[fi - 2].offset) - 1].len, "from");
	/* then up to six words ("for the bus", "in the second half of 1996") and one break */
	for (p = cx->figs[fi - 1].offset + cx->figs[fi - 1].length; p < f->offset; p++)
	{
		uchar		c = cx->answer[p];

		if (c == ',' || c == ';' || c == ':' || (c == '.' && p < cx->fx[fi].s0) ||
			(c == '-' && p > 0 && cx->answer[p - 1] == ' ') ||
			(c == 0xe2 && p + 2 < f->offset && cx->answer[p + 1] == 0x80 &&
			 (cx->answer[p + 2] == 0x93 || cx->answer[p + 2] == 0x94)))
			break;
		/* (digits past the last figure are no figure: "in the second half of 1996") */
		if ((ascii_is_alpha(c) || ascii_is_digit(c)) && (p == 0 || cx->answer[p - 1] == ' '))
			words++;
		else if (!(ascii_is_alpha(c) || ascii_is_digit(c) || c == ' ' || c == '\''))
			return false;
	}
	if (p >= f->offset || words > 6)
		return false;
	/* and past the break only "that's" and the hedge */
	for (k = vd_token_at(cx, p + (cx->answer[p] == 0xe2 ? 3 : 1)); k < cx->ntokens && cx->tokens[k].start < f->offset;
		 k++)
		if (cx->tokens[k].number ||
			!vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, restating))
			return false;
	a = then_now_operand(cx, fi - (from ? 1 : 2), an, na, &own[0]);
	b = then_now_operand(cx, fi - (from ? 2 : 1), an, na, &own[1]);
	if (a == NULL || b == NULL || !(b->value > 0) || a->percent != b->percent)
		return true;
	if (vd_in_range(r, a->value / b->value))
		set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
	return true;
}

/*
 * "Your videos average 2,342,940 ms. That's about nine times MP3s' 265,574":
 * a multiple of the figure said right after it in the possessive, the
 * numerator the last figure stated before it.  True if set.
 */
static bool
multiple_of_said_base(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const Anchor *num = NULL,
			   *den = NULL;
	size_t		i;

	if (!f->multiple || !isfinite(cx->fx[fi].base_said) || fi + 1 >= cx->nfigs ||
		cx->figs[fi + 1].value != cx->fx[fi].base_said)
		return false;
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];

		if (!a->named || a->percent)
			continue;
		if (a->ref.row == (int64_t) fi + 1)
			den = a;
		else if (a->ref.row < (int64_t) fi && (num == NULL || a->ref.row > num->ref.row))
			num = a;
	}
	if (num == NULL || den == NULL || num->ref.row != (int64_t) fi - 1 || !(den->value > 0) ||
		!vd_in_range(r, num->value / den->value))
		return false;
	set_derived(cx, fi, OP_RATIO, num, den, num->value / den->value);
	return cx->grounds[fi].kind != GROUND_NONE;
}

/* The figure the answer states before fi in its paragraph as the share of one row's two cells; -1 if none. */
static int
stated_row_rate(const VerdictCtx *cx, size_t fi, size_t para, int sread, size_t row)
{
	size_t		j;

	for (j = fi; j-- > 0 && cx->figs[j].offset >= para;)
	{
		const Grounding *g = &cx->grounds[j];
		const Mention *m;

		/* (grounded as the row's part of its whole, or not yet: a share its clause states is grounded late) */
		if (!cx->figs[j].percent || !(g->kind == GROUND_NONE || (g->kind == GROUND_DERIVED && g->op == OP_RATIO)) ||
			cx->fx[j].mention < 0)
			continue;
		m = &cx->mentions[cx->fx[j].mention];
		if (m->sread == sread && m->nrows == 1 && m->rows[0] == row)
			return (int) j;
	}
	return -1;
}

/*
 * "UK: 4 of 30 orders shipped late (13.3%); Germany: 4 of 64 (6%). … The
 * rate for the UK is about 2.1 times that for Germany": a multiple of the
 * two rates the paragraph states for the two rows the sentence names, in
 * that order, unrounded.  True where the paragraph states both rates, set
 * or not: then nothing else grounds it.
 */
static bool
multiple_of_stated_rates(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const FigCtx *fx = &cx->fx[fi];
	const Mention *pair[2];
	size_t		para,
				k,
				n;
	int			ja,
				jb;
	Anchor		a,
				b;

	if (!cx->figs[fi].multiple)
		return false;
	/* the first row the sentence names, then the next other row of its step (mentions are not in order) */
	for (n = 0; n < 2; n++)
	{
		pair[n] = NULL;
		for (k = 0; k < cx->nmentions; k++)
		{
			const Mention *m = &cx->mentions[k];

			if (m->dropped || m->many || m->nrows != 1 || m->offset < fx->s0 || m->offset >= fx->s1 ||
				(n == 1 && (m->sread != pair[0]->sread || m->rows[0] == pair[0]->rows[0] ||
							m->offset < pair[0]->offset)) ||
				(pair[n] && pair[n]->offset <= m->offset))
				continue;
			pair[n] = m;
		}
		if (pair[n] == NULL)
			return false;
	}
	para = vd_paragraph_start(cx, fx->s0);
	ja = stated_row_rate(cx, fi, para, pair[0]->sread, pair[0]->rows[0]);
	jb = stated_row_rate(cx, fi, para, pair[1]->sread, pair[1]->rows[0]);
	if (ja < 0 || jb < 0)
		return false;
	/* the rates are what it compares: nothing else the rows hold (tried again once both are grounded) */
	cx->fx[fi].rates_said = true;
	if (cx->grounds[ja].kind == GROUND_NONE || cx->grounds[jb].kind == GROUND_NONE ||
		!(cx->grounds[jb].derived > 0) || !vd_in_range(r, cx->grounds[ja].derived / cx->grounds[jb].derived))
		return true;
	memset(&a, 0, sizeof(a));
	a.named = true;
	a.percent = true;
	a.sread = a.col = -1;
	a.row = -1;
	a.ref.kind = GROUND_NONE;
	b = a;
	a.value = a.ref.value = cx->grounds[ja].derived;
	a.ref.row = ja;
	a.ref.step = cx->grounds[ja].step;
	b.value = b.ref.value = cx->grounds[jb].derived;
	b.ref.row = jb;
	b.ref.step = cx->grounds[jb].step;
	set_derived(cx, fi, OP_RATIO, &a, &b, a.value / b.value);
	return cx->grounds[fi].kind != GROUND_NONE;
}

/*
 * "* Nanga Parbat: 9,000 m / * Dhaulagiri: 6,000 m / - Gap ≈ 3,000 m": a gap
 * however coarse, the line's label saying so, between the two figures of
 * one column the items above state.
 */
static bool
label_gap(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	const FigCtx *fx = &cx->fx[fi];
	const Anchor *pair[2];
	size_t		i,
				n = 0;

	if (!fx->gap_said || fx->r0 >= fx->s0 || cx->figs[fi].percent || cx->figs[fi].multiple)
		return false;
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];
		size_t		at;

		if (!a->named || a->later || a->percent)
			continue;
		at = cx->figs[a->ref.row].offset;
		if (at < fx->r0 || at >= fx->s0)
			continue;
		if (n == 2)
			return false;
		pair[n++] = a;
	}
	if (n != 2 || pair[0]->unit != pair[1]->unit || pair[0]->sread < 0 || pair[0]->sread != pair[1]->sread ||
		pair[0]->col != pair[1]->col || pair[0]->row == pair[1]->row)
		return false;
	if (!vd_in_range(r, fabs(pair[0]->value - pair[1]->value)))
		return false;
	set_derived(cx, fi, OP_DIFF, pair[1], pair[0], pair[0]->value - pair[1]->value);
	return true;
}

/*
 * "The gap is just over $12,000, just over a quarter of France's total": a
 * fraction in words of a row's figure, the part a difference stated right
 * before it in its sentence whose operand is that row's value, or another
 * named row's value in the same column.
 */
static bool
part_of_row_named(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	int			base = vd_of_row_base(cx, fi);
	const Mention *m;
	size_t		i,
				k;

	if (base < 0)
		return false;
	m = &cx->mentions[base];
	if (m->nrows != 1)
		return false;
	for (i = 0; i < na; i++)
	{
		const Anchor *part = &an[i];
		const Grounding *g;
		size_t		j;

		if (!part->named || part->cell || part->percent || part->ref.kind != GROUND_NONE || !(part->value > 0))
			continue;
		j = (size_t) part->ref.row;
		g = &cx->grounds[j];
		if (g->kind != GROUND_DERIVED || g->op != OP_DIFF || cx->figs[j].offset < cx->fx[fi].s0 ||
			cx->figs[j].offset > cx->figs[fi].offset)
			continue;
		for (k = 0; k < na; k++)
		{
			const Anchor *whole = &an[k];

			if (!whole->cell || whole->sread != m->sread || whole->row != (int64_t) m->rows[0] ||
				!(whole->value > part->value) ||
				!(fabs(whole->value - g->a.value) <= 1e-9 * fabs(whole->value) ||
				  fabs(whole->value - g->b.value) <= 1e-9 * fabs(whole->value)))
				continue;
			if (vd_in_range(r, 100.0 * part->value / whole->value))
			{
				set_derived(cx, fi, OP_RATIO, part, whole, 100.0 * part->value / whole->value);
				return true;
			}
		}
	}
	/* "A taxi ($50) costs well under half of the helicopter's $120": one stated value of the other's */
	for (i = 0; i < na; i++)
	{
		const Anchor *part = &an[i];

		if (!part->cell || part->row < 0 || part->neighbour || part->percent || part->row == (int64_t) m->rows[0] ||
			!(part->value > 0))
			continue;
		for (k = 0; k < na; k++)
		{
			const Anchor *whole = &an[k];

			if (!whole->cell || whole->neighbour || whole->sread != m->sread || whole->row != (int64_t) m->rows[0] ||
				part->sread != whole->sread || part->col != whole->col || !(whole->value > part->value))
				continue;
			if (vd_in_range(r, 100.0 * part->value / whole->value))
			{
				set_derived(cx, fi, OP_RATIO, part, whole, 100.0 * part->value / whole->value);
				return true;
			}
		}
	}
	return false;
}

/* Where the figure's sentence names columns by their words ("on tracks"), is column c of read sr one? */
static bool
words_name_col(const VerdictCtx *cx, size_t fi, int sr, int c)
{
	const FigCtx *fx = &cx->fx[fi];
	int			k;

	size_t		j;

	/*
	 * a recap is of the column whose cells the answer quoted before it
	 * ("GM averaged 124.6 horsepower. Volkswagen? 68.9. … Quick recap: GM,
	 * about two to one over Volkswagen")
	 */
	if (fx->recap)
	{
		for (j = 0; j < fi; j++)
			if (cx->grounds[j].kind == GROUND_CELL && cx->gread[j] == sr && cx->gcol[j] == c &&
				cx->figs[j].offset < fx->s0)
				return true;
		return false;
	}
	if (vd_span_names_col(cx, fx->s0, fx->s1, sr, c))
		return true;
	/* a column of names ("Frontier Airlines" names airline) says nothing of which amount */
	for (k = 0; k < cx->reads[sr].cells.ncolumns; k++)
		if (cx->reads[sr].aggs[k].count > 0 && vd_span_names_col(cx, fx->s0, fx->s1, sr, k))
			return false;
	return true;
}

/*
 * "United Package 9.23 days; Federal 8.53 days (0.7 days faster)": a coarse
 * gap in a bracket right after a figure, against the figure of its kind
 * before it (its sentence or the one before), in the direction its word says (faster,
 * shorter, less: the bracketed row's is the smaller).
 */
static bool
bracketed_gap(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	static const char *const smaller[] = {"faster", "quicker", "shorter", "less", "fewer", "lower", "cheaper",
	"smaller", "lighter", "younger", "behind", "under", "below", NULL};
	static const char *const larger[] = {"slower", "longer", "more", "higher", "costlier", "larger", "bigger",
	"heavier", "older", "ahead", "over", "above", NULL};
	const Figure *f = &cx->figs[fi];
	const uchar *t = cx->answer;
	const Anchor *before = NULL,
			   *first = NULL;
	size_t		k = vd_token_at(cx, f->offset + f->length),
				p,
				i;
	int			side = 0,
				words = 0;

	if (fi == 0 || f->percent || f->multiple || f->bound != 0 || f->explicit_sign)
		return false;
	/* the word after it, past a unit word: "0.7 days faster" */
	for (i = k; i < cx->ntokens && i < k + 2 && side == 0 && !cx->tokens[i].number; i++)
		side = vd_in_words(t + cx->tokens[i].start, cx->tokens[i].len, smaller) ? -1 :
			vd_in_words(t + cx->tokens[i].start, cx->tokens[i].len, larger) ? 1 : 0;
	if (side == 0)
		return false;
	/* a bracket right after the figure before, past its unit */
	p = cx->figs[fi - 1].offset + cx->figs[fi - 1].length;
	while (p < f->offset && (t[p] == ' ' || ascii_is_alpha(t[p])))
	{
		if (ascii_is_alpha(t[p]) && (p == 0 || t[p - 1] == ' ') && ++words > 2)
			return false;
		p++;
	}
	if (p >= f->offset || t[p] != '(')
		return false;
	for (p++; p < f->offset && t[p] == ' '; p++)
		;
	if (p != f->offset)
		return false;
	for (i = 0; i < na; i++)
		if (an[i].named && (size_t) an[i].ref.row == fi - 1)
			before = &an[i];
	if (before == NULL || before->percent)
		return false;
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];

		if (!a->named || a == before || (size_t) a->ref.row >= fi - 1 || a->percent ||
			cx->figs[a->ref.row].offset < vd_sentence_before(cx, cx->fx[fi].s0) || a->unit != before->unit ||
			(a->sread >= 0 && before->sread >= 0 && (a->sread != before->sread || a->col != before->col)))
			continue;
		if (first == NULL || a->ref.row > first->ref.row)
			first = a;
	}
	if (first == NULL || (before->value - first->value) * side <= 0 || !vd_in_range(r, fabs(before->value - first->value)))
		return false;
	set_derived(cx, fi, OP_DIFF, first, before, before->value - first->value);
	return cx->grounds[fi].kind != GROUND_NONE;
}

/*
 * "Confections stock sits at 386, roughly three times its 130 floor": a
 * coarse multiple between two figures its sentence states, the one before
 * it over the one right after.  The operands are given, not searched for.
 */
static bool
stated_pair_multiple(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	const Anchor *before = NULL,
			   *after = NULL;
	size_t		i;

	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];
		size_t		at;

		if (!a->named || a->percent || cx->grounds[a->ref.row].kind == GROUND_NONE)
			continue;
		at = cx->figs[a->ref.row].offset;
		if (at < fx->s0 || at >= fx->s1)
			continue;
		if (at < f->offset && (before == NULL || at > cx->figs[before->ref.row].offset))
			before = a;
		if (at > f->offset && (after == NULL || at < cx->figs[after->ref.row].offset))
			after = a;
	}
	if (before == NULL || after == NULL || cx->figs[before->ref.row].currency != cx->figs[after->ref.row].currency ||
		!(after->value > 0) || !vd_in_range(r, before->value / after->value))
		return false;
	set_derived(cx, fi, OP_RATIO, before, after, before->value / after->value);
	return cx->grounds[fi].kind != GROUND_NONE;
}

/*
 * "Classical is roughly five times Grunge on tracks": a multiple in words
 * is shown too coarsely for every pair; only the ratio of two named rows'
 * cells of one column, the subject over the base the sentence sets.
 */
static bool
words_multiple(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	size_t		i,
				j;

	/* "52,500 seats — about five times the average": the named row's cell over its column's mean */
	for (i = 0; i < na && cx->fx[fi].vs_mean; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];

			if (!a->cell || a->row < 0 || a->neighbour || b->ref.kind != GROUND_AVG || !b->neighbour ||
				b->beside != a->row || b->sread != a->sread || b->col != a->col || !(b->value > 0) ||
				!vd_in_range(r, a->value / b->value))
				continue;
			set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
			return true;
		}

	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			int			side;

			if (i == j || !a->cell || !b->cell || a->row < 0 || b->row < 0 || a->row == b->row ||
				a->sread != b->sread || a->col != b->col || a->neighbour || b->neighbour || a->later || b->later ||
				!(a->value > 0) || !(b->value > 0) || !vd_pair_col_ok(cx, fi, cx->fx[fi].s0, a->sread, a->col) ||
				/* (the column its words name, or the one the answer quotes both rows in) */
				!(words_name_col(cx, fi, a->sread, a->col) ||
				  (row_quoted(cx, a->sread, a->row, a->col) && row_quoted(cx, a->sread, b->row, a->col))) ||
				(!a->named && !b->named && !fx_names_step(&cx->fx[fi], a->sread) && quoted_in_other_column(cx, a, b)))
				continue;
			/*
			 * "A has 3,034. B has 237. That's about thirteen times as many":
			 * two rows stated before a sentence that names none, in the
			 * column of a figure stated (B's "six" is narration, its cell
			 * is not); the multiple says which is over which
			 */
			if ((a->named || b->named) && a->order < cx->fx[fi].s0 * 64 && b->order < cx->fx[fi].s0 * 64 &&
				!names_any_row(cx, cx->fx[fi].s0, cx->fx[fi].s1))
				side = 1;
			else if ((side = favoured_side(cx, fi, a, b)) == 0)
			{
				int			paired = paired_side(cx, fi, a, b);

				side = paired;
				if (side == 0)
					side = subject_side(cx, fi, a, b);
				if (side == 0)
					side = sentence_side(cx, fi, a, b);
				/*
				 * "the US 39, France 20 — about two to one": a ratio to one is
				 * the larger first, unless the pair was said in order ("Lost vs
				 * Iron Maiden: about five to one" is Lost's over Iron Maiden's)
				 */
				if (side < 0 && paired == 0 && ratio_larger_first(cx, fi, b, a))
					side = 1;
			}
			if (side > 0 && vd_in_range(r, a->value / b->value))
			{
				set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
				return true;
			}
		}
	return false;
}

/*
 * Does [from, to) of the answer hold the four digits y as a word of its own,
 * or a year's last two after an apostrophe ("Q4 '97", "Q1 ’98")?
 */
static bool
says_digits(const VerdictCtx *cx, size_t from, size_t to, const char *y)
{
	const uchar *t = cx->answer;
	size_t		i;

	for (i = from; i + 4 <= to; i++)
		if (memcmp(t + i, y, 4) == 0 && (i == 0 || !ascii_is_digit(t[i - 1])) &&
			(i + 4 >= cx->len || !ascii_is_digit(t[i + 4])))
			return true;
	if (!((y[0] == '1' && y[1] == '9') || (y[0] == '2' && y[1] == '0')))
		return false;
	for (i = from; i + 2 <= to; i++)
		if (t[i] == (uchar) y[2] && t[i + 1] == (uchar) y[3] && short_year_at(cx, i) >= 0)
			return true;
	return false;
}

/* Does [from, to) say the period p[0..n) of a column's name: its year, and its quarter or half ("Q4 1997")? */
static bool
says_period(const VerdictCtx *cx, size_t from, size_t to, const char *p, size_t n)
{
	size_t		y = (n == 4 || ascii_is_digit(p[0])) ? 0 : 3,
				i;
	const char *sub = n == 4 ? NULL : y == 0 ? p + 5 : p;

	if (!says_digits(cx, from, to, p + y))
		return false;
	if (sub == NULL)
		return true;
	for (i = from; i + 2 <= to; i++)
		if (ascii_lower(cx->answer[i]) == ascii_lower((uchar) sub[0]) && cx->answer[i + 1] == (uchar) sub[1] &&
			(i == 0 || !vd_is_wordch(cx->answer[i - 1])) && (i + 2 >= cx->len || !vd_is_wordch(cx->answer[i + 2])))
			return true;
	return false;
}

/*
 * "Produce units in H2 1997 came to about one and a half times the H2 1996
 * figure", "Q1 1998 at nearly four times Q4 1997": of one row, the cells of
 * two columns whose names differ only in their period (a year, with its
 * quarter or half), the subject's period said before the multiple and the
 * base's after it, in its sentence.
 */
static bool
year_columns_multiple(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na, const FigureRange *r)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		i,
				j;

	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			const char *na_name,
					   *nb_name;
			size_t		pa,
						pae,
						pb,
						pbe;

			if (i == j || !a->cell || !b->cell || a->row < 0 || a->row != b->row || a->sread != b->sread ||
				a->col == b->col || a->neighbour || b->neighbour || !(a->value > 0) || !(b->value > 0) ||
				!vd_in_range(r, a->value / b->value))
				continue;
			na_name = vd_col_name(&cx->reads[a->sread], a->col);
			nb_name = vd_col_name(&cx->reads[b->sread], b->col);
			if (na_name == NULL || nb_name == NULL || strlen(na_name) != strlen(nb_name) ||
				!name_period(na_name, &pa, &pae) || !name_period(nb_name, &pb, &pbe) || pa != pb || pae != pbe ||
				memcmp(na_name, nb_name, pa) != 0 || strcmp(na_name + pae, nb_name + pbe) != 0 ||
				memcmp(na_name + pa, nb_name + pb, pae - pa) == 0)
				continue;
			/* the subject's period before the figure, the base's after it */
			if (!says_period(cx, fx->s0, f->offset, na_name + pa, pae - pa) ||
				!says_period(cx, f->offset + f->length, fx->s1, nb_name + pb, pbe - pb) ||
				says_period(cx, f->offset + f->length, fx->s1, na_name + pa, pae - pa))
				continue;
			set_derived(cx, fi, OP_RATIO, a, b, a->value / b->value);
			return true;
		}
	return false;
}

/*
 * Is the anchor whole the answer's figure that figure fi names as its whole
 * ("of the 12 the pair hold"), derived from cells of part's column, so that
 * the two pair though they are not of one column as they stand?
 */
static bool
whole_of_part(const VerdictCtx *cx, size_t fi, const Anchor *whole, const Anchor *part)
{
	const Grounding *g;

	if (cx->fx[fi].of_figure < 0 || !whole->named || whole->ref.row != cx->fx[fi].of_figure || whole->sread >= 0)
		return false;
	g = &cx->grounds[cx->fx[fi].of_figure];
	return g->kind == GROUND_DERIVED && g->a.kind == GROUND_CELL && part->sread >= 0 &&
		cx->reads[part->sread].step->number == g->a.step && part->col == g->a.column;
}

/*
 * Does figure fi's sentence speak of two rows as a pair ("between the two",
 * "of the pair", "both"), naming the one it is said of, with no whole of its
 * own ("of 77")?  "Together A and B hold 48%" is their share of all rows.
 */
static bool
pair_said(const VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];

	return fx->mention >= 0 && fx->of_figure < 0 && (fx->rows_said == 2 || fx->pair_words);
}

/*
 * "Between them A and B account for 136 orders; A's slice is 59.6 per
 * cent": a sum of two rows' cells said as one ("between them", "together")
 * in the sentence before figure fi's, one of them the row fi is said of.  Its share of that
 * pair, as its grounding, when the figure shows it.  True if so, or if the
 * sentence says a share that the figure does not show: it is ungrounded.
 */
static bool
share_of_pair_summed(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	static const char *const slice_words[] = {"share", "slice", "portion", "part", "proportion", "accounts",
	"account", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m;
	size_t		g,
				prev = (size_t) -1;

	/* the row named in its own sentence; "That is less than half of the total" is of all rows */
	if (fx->mention < 0 || fx->of_figure >= 0 || cx->figs[fi].bound != 0)
		return false;
	m = &cx->mentions[fx->mention];
	if (m->offset < fx->s0 || m->offset >= fx->s1)
		return false;
	for (g = fi; g-- > 0;)
	{
		const Grounding *gr = &cx->grounds[g];
		Anchor		part,
					other;
		double		sum;

		/* in the sentence before: in its own, "A and B account for 211 of 790, 38.4%" is of the 790 */
		if (cx->fx[g].s0 == fx->s0)
			continue;
		if (prev == (size_t) -1)
			prev = cx->fx[g].s0;
		else if (cx->fx[g].s0 != prev)
			break;
		if (!cx->fx[g].sum_words || gr->kind != GROUND_DERIVED || gr->op != OP_SUM || gr->a.kind != GROUND_CELL ||
			gr->b.kind != GROUND_CELL || gr->a.step != gr->b.step || gr->a.column != gr->b.column ||
			gr->a.row == gr->b.row || m->sread < 0 || cx->reads[m->sread].step->number != gr->a.step)
			continue;
		memset(&part, 0, sizeof(part));
		memset(&other, 0, sizeof(other));
		if (vd_mention_has_row(m, (size_t) gr->a.row - 1) && !vd_mention_has_row(m, (size_t) gr->b.row - 1))
			part.ref = gr->a, other.ref = gr->b;
		else if (vd_mention_has_row(m, (size_t) gr->b.row - 1) && !vd_mention_has_row(m, (size_t) gr->a.row - 1))
			part.ref = gr->b, other.ref = gr->a;
		else
			continue;
		sum = part.ref.value + other.ref.value;
		if (part.ref.value <= 0 || other.ref.value <= 0)
			return false;
		if (vd_in_range(r, 100.0 * part.ref.value / sum))
		{
			set_derived(cx, fi, OP_PAIR_SHARE, &part, &other, 100.0 * part.ref.value / sum);
			return true;
		}
		/* "A's slice is 48.0 per cent": said as a share, it is that or nothing (not 12 / 25) */
		return vd_says(cx, fx->s0, fx->s1, slice_words);
	}
	return false;
}

/*
 * "The gap of about 6 is about 86% of UK's customer count": the gap said in
 * digits (no figure of its own) over the named row's value, where another
 * row of that column is that far from it; the change from the named row to
 * that row.  True if set.
 */
static bool
digit_gap_share(VerdictCtx *cx, size_t fi, const Mention *m, const Anchor *an, size_t na, const FigureRange *r)
{
	double		gap = cx->fx[fi].gap_digits;
	size_t		i,
				row;

	for (i = 0; i < na; i++)
	{
		const StepRead *sr;
		int			nc;

		if (!anchor_in_mention(m, &an[i]) || an[i].ref.kind != GROUND_CELL || an[i].col < 0 || !(an[i].value > 0) ||
			!vd_in_range(r, 100.0 * gap / an[i].value))
			continue;
		sr = &cx->reads[an[i].sread];
		nc = sr->cells.ncolumns;
		for (row = 0; row < sr->cells.nrows; row++)
		{
			double		v = sr->cells.cells[row * nc + an[i].col];
			Anchor		other = an[i];

			if (row == (size_t) an[i].row || isnan(v) || fabs(fabs(v - an[i].value) - gap) > 0.5)
				continue;
			other.row = (int64_t) row;
			other.value = v;
			other.named = false;
			other.ref.row = (int64_t) row + 1;
			other.ref.value = v;
			set_derived(cx, fi, OP_CHANGE, &an[i], &other, 100.0 * (v - an[i].value) / an[i].value);
			return cx->grounds[fi].kind != GROUND_NONE;
		}
	}
	return false;
}

/* Is v the value figure f shows, within its rounding? */
static bool
figure_holds(const Figure *f, double v)
{
	return fabs(v - f->value) <= f->half_unit + 1e-9 * fabs(f->value);
}

/*
 * "Q4: ~28% of 2025 revenue": a row's cell over the sum of the period rows
 * the base names (the year's quarters), the row the one of them that the
 * sentence names before the figure, the column one it names.
 */
static bool
share_within_period(VerdictCtx *cx, size_t fi, int of_base, const FigureRange *r)
{
	const Mention *base = &cx->mentions[of_base];
	const FigCtx *fx = &cx->fx[fi];
	const StepRead *rd;
	size_t		k,
				j;
	int			c;

	rd = &cx->reads[base->sread];
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		int64_t		row = -1;

		if ((int) k == of_base || m->dropped || m->sread != base->sread || m->offset < fx->s0 ||
			m->offset >= cx->figs[fi].offset)
			continue;
		/* "Q4" over Q4 of two years: the one of the period's rows */
		for (j = 0; j < m->nrows && row != -2; j++)
			if (vd_mention_has_row(base, m->rows[j]))
				row = row == -1 ? (int64_t) m->rows[j] : -2;
		if (row < 0)
			continue;
		for (c = 0; c < rd->cells.ncolumns; c++)
		{
			double		sum = 0,
						part = rd->cells.cells[(size_t) row * rd->cells.ncolumns + c];
			Grounding  *g;

			if (rd->colclass[c] == CC_PCT ||
				!(fx_names_col(fx, base->sread, c) || vd_span_names_col(cx, fx->s0, fx->s1, base->sread, c)))
				continue;
			for (j = 0; j < base->nrows; j++)
				sum += rd->cells.cells[(size_t) base->rows[j] * rd->cells.ncolumns + c];
			if (!(sum > 0) || !isfinite(part) || !vd_in_range(r, 100.0 * part / sum))
				continue;
			g = set_over_rows(cx, fi, OP_RATIO, (int) base->nrows, rd->step->number, GROUND_CELL, c, part);
			g->a.row = row + 1;
			g->b.kind = GROUND_SUM;
			g->b.step = rd->step->number;
			g->b.column = c;
			g->b.row = -1;
			g->b.value = sum;
			g->derived = 100.0 * part / sum;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return true;
		}
	}
	return false;
}

/* See verdict_int.h. */
void
vd_ground_derived(VerdictCtx *cx, size_t fi, Anchor *an, size_t na)
{
	const Figure *f = &cx->figs[fi];
	FigureRange r;
	int			cmp_sign,
				of_base;
	bool		of_level,
				of_total,
				pair,
				has_base;
	double		base_value = 0;
	int64_t		versus_first = -1,
				actual = -1;
	size_t		i,
				j;

	if (!figure_range(f, &r))
		return;
	if (!f->percent && net_of_row(cx, fi, &r))
		return;
	/* "… and 900 sq km for China": that row's value, never a gap or a sum of others */
	if (cx->fx[fi].parallel_value && !f->percent && !f->multiple && f->direction == 0 && !cx->fx[fi].gap_said &&
		!cx->fx[fi].comparative && !cx->fx[fi].compares)
		return;
	of_base = f->percent && f->direction == 0 && !f->explicit_sign ? vd_of_period_base(cx, fi) : -1;
	if (of_base >= 0 && share_within_period(cx, fi, of_base, &r))
		return;
	if (decimal_of_row(cx, fi, an, na, &r))
		return;
	of_base = f->percent && f->direction == 0 && !f->explicit_sign ? vd_of_row_base(cx, fi) : -1;
	of_level = f->percent && f->direction == 0 && !f->explicit_sign && vd_of_possessive(cx, fi);
	/* "beat Q3's net sales ($153,938) — actual $181,681.46 (attainment 118%)": the actual over the target */
	if (attainment(cx, fi, &actual))
		of_level = true;
	of_total = f->percent && f->direction == 0 && !f->explicit_sign && of_column_total(cx, fi);
	/* "61% of the round trip ($200 vs. $326)": of the pair, the first over the second only */
	for (i = fi + 1; f->percent && i < cx->nfigs && cx->figs[i].offset < cx->fx[fi].s1 && versus_first < 0; i++)
		if (vd_opens_versus_pair(cx, i, cx->fx[fi].s0))
			versus_first = (int64_t) i;
	cmp_sign = f->direction == 0 && !f->explicit_sign ? vd_compare_sign(cx, fi) : 0;
	pair = f->percent && f->direction == 0 && !f->explicit_sign && !cx->fx[fi].comparative && pair_said(cx, fi);
	if (f->percent && f->direction == 0 && !f->explicit_sign && !cx->fx[fi].comparative && !pair && !of_total &&
		share_of_pair_summed(cx, fi, &r))
		return;
	/* "saving $60, or 16.7%": a saving is a fall from the dearer of the two */
	if (cmp_sign == 0 && f->percent && f->direction == 0 && !f->explicit_sign && vd_says_saving(cx, fi))
		cmp_sign = -1;
	/* "Ada is 2 ahead of Bob": a single digit is only the exact difference of two named rows' cells */
	if (cx->fx[fi].small_diff)
	{
		int			pass;
		bool		two_named = false;

		for (i = 0; i < na && !two_named; i++)
			for (j = 0; j < na && !two_named; j++)
				two_named = !an[i].neighbour && !an[j].neighbour && an[i].row >= 0 && an[j].row >= 0 &&
					an[i].sread == an[j].sread && an[i].row != an[j].row;
		/*
		 * the rows named; where only one is, "ahead of the runner-up": a row
		 * beside it, with that row only
		 */
		for (pass = 0; pass < (two_named ? 1 : 2); pass++)
		{
			for (i = 0; i < na; i++)
				for (j = 0; j < na; j++)
					if (i != j && an[i].row >= 0 && an[j].row >= 0 && an[i].sread >= 0 &&
						an[i].sread == an[j].sread && an[i].col == an[j].col && an[i].row != an[j].row &&
						(pass == 0 ? !(an[i].neighbour || an[j].neighbour) :
						 beside_pair(&an[i], &an[j])) &&
						/* the row named first (or the named one beside a neighbour) is the subject */
						(pass == 0 ? an[i].order < an[j].order : !an[i].neighbour) &&
						/* counts: whole cells of a column the sentence names, when it names one */
						an[i].value == floor(an[i].value) && an[j].value == floor(an[j].value) &&
						(!fx_names_step(&cx->fx[fi], an[i].sread) || fx_names_col(&cx->fx[fi], an[i].sread, an[i].col)) &&
						fabs((an[i].value - an[j].value) - cx->fx[fi].small_diff * fabs(f->value)) < 1e-9)
					{
						set_derived(cx, fi, OP_DIFF, &an[j], &an[i], an[i].value - an[j].value);
						return;
					}
		}
		return;
	}
	/* "fell by about a quarter ($15,211 then, $11,525.55 now)": of that pair, nothing else */
	if (then_now_pair(cx, fi, an, na, &r) || multiple_of_pair_before(cx, fi, an, na, &r))
		return;
	/* "a relative drop of 8%" beside "(13.1% → 12.1%)": a change between the two shares stated */
	if (f->percent && vd_says_relative(cx, fi))
	{
		stated_change(cx, fi, an, na, &r, cmp_sign, true);
		if (cx->grounds[fi].kind != GROUND_NONE)
			return;
	}
	/* "just over a quarter of France's total": of that row's value, nothing else */
	if (f->words && f->percent && f->direction == 0 && !f->explicit_sign && cx->fx[fi].of_figure < 0 &&
		vd_of_row_possessive(cx, fi))
	{
		/* or "Women make up just over a quarter of Marvel's characters": of the row's two columns */
		if (!part_of_row_named(cx, fi, an, na, &r))
			(void) row_column_share(cx, fi, &r);
		return;
	}
	if (multiple_of_overall(cx, fi, an, na, &r) || multiple_of_stated_rates(cx, fi, &r) ||
		multiple_of_labelled_lines(cx, fi, &r) || ratio_of_lines_above(cx, fi, &r) ||
		multiple_of_pair_after(cx, fi, an, na, &r) || multiple_of_said_base(cx, fi, an, na, &r))
		return;
	if (of_base >= 0 && cx->fx[fi].gap_digits > 0 && digit_gap_share(cx, fi, &cx->mentions[of_base], an, na, &r))
		return;
	if (row_column_share(cx, fi, &r) || capacity_share(cx, fi, &r) || label_share(cx, fi, &r))
		return;
	has_base = f->percent && (f->direction != 0 || cmp_sign != 0 || cx->fx[fi].comparative) &&
		stated_base(cx, fi, &base_value);
	/* a figure shown to one or two significant digits is matched by too many differences */
	if (!(f->half_unit <= (f->percent || f->multiple ? 0.1 : 0.065) * fabs(f->value)))
	{
		/* "406 of the orders, nearly two in five of the 830 total": a share of that figure, nothing else */
		if (f->percent && cx->fx[fi].of_figure >= 0)
		{
			const Anchor *whole = NULL;

			for (j = 0; j < na && whole == NULL; j++)
				if (an[j].named && an[j].ref.row == cx->fx[fi].of_figure)
					whole = &an[j];
			for (i = 0; whole && whole->value > 0 && i < na; i++)
				if (&an[i] != whole && !an[i].percent && vd_in_range(&r, 100.0 * an[i].value / whole->value))
				{
					set_derived(cx, fi, OP_RATIO, &an[i], whole, 100.0 * an[i].value / whole->value);
					return;
				}
			return;
		}
		/* "Texas reaches roughly a quarter of the level recorded for Guangdong": one named row's of the other's */
		if (f->words && f->percent && f->direction == 0 && !f->explicit_sign && of_base >= 0 &&
			(part_of_row_named(cx, fi, an, na, &r) || of_level_word(cx, fi)))
			return;
		/* "about one in five heroes": a fraction in words is one row's part of its whole at most */
		if (f->words && f->percent && f->direction == 0 && !f->explicit_sign && !cx->fx[fi].compared_here &&
			row_share(cx, fi, an, na, &r))
			return;

		/* "Classical is roughly five times Grunge": a multiple in words, of two named rows' one column */
		if (f->words && f->multiple && (words_multiple(cx, fi, an, na, &r) || year_columns_multiple(cx, fi, an, na, &r)))
			return;
		if (f->multiple && stated_pair_multiple(cx, fi, an, na, &r))
			return;
		if (bracketed_gap(cx, fi, an, na, &r))
			return;
		if (label_gap(cx, fi, an, na, &r))
			return;
		stated_difference(cx, fi, an, na, &r, cmp_sign);
		if (cx->grounds[fi].kind == GROUND_NONE)
			stated_change(cx, fi, an, na, &r, cmp_sign, false);
		return;
	}
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			bool		same_col,
						cols,
						fall_ok;

			/*
			 * a is named first (the base of a change, the start of a
			 * difference); two cells of one name, once each way round
			 */
			if (i == j || a->order > b->order || (a->order == b->order && i > j))
				continue;
			/*
			 * a figure the answer states only in a later sentence compares
			 * with nothing here (a share of the wrong column would find one)
			 */
			if (a->later || b->later)
				continue;
			same_col = a->sread >= 0 && a->sread == b->sread && a->col == b->col;
			cols = !(a->named && b->named) && !same_col;
			/* "On claims, April carried more than triple November": rows' cells of the column named only */
			if (same_col && !a->named && !b->named && cx->fx[fi].topic_cols &&
				!fx_names_col(&cx->fx[fi], a->sread, a->col))
				continue;
			/* "A: $30.68 / B: $10.75 … A posted about five times B": of the column the answer quotes them in */
			if (same_col && !a->named && !b->named && !fx_names_step(&cx->fx[fi], a->sread) &&
				quoted_in_other_column(cx, a, b))
				continue;
			/* the whole the figure names ("of the 12 the pair hold") pairs with any value */
			if (cols && !whole_of_part(cx, fi, a, b) && !whole_of_part(cx, fi, b, a) && !row_columns(cx, fi, a, b))
				continue;
			/* a gap or a sum of two columns is of one unit: never 4,218 lb less 13.13 mpg */
			if (cols && !f->percent && !f->multiple && a->sread >= 0 && a->sread == b->sread && a->col >= 0 &&
				b->col >= 0 && cx->reads[a->sread].colunit[a->col] != cx->reads[b->sread].colunit[b->col])
				continue;
			/* a row beside the named one pairs with that row only */
			if ((a->neighbour || b->neighbour) && !beside_pair(a, b))
				continue;
			if (a->ref.kind == b->ref.kind && a->ref.kind == GROUND_CELL && a->ref.step == b->ref.step &&
				a->ref.row == b->ref.row && a->ref.column == b->ref.column)
				continue;
			/*
			 * a bound said of a named row bounds a figure of that row, not of
			 * another; a multiple is of two, and so is a part "of the level of"
			 * another row; so is a gap ("So that's just over $390 more",
			 * "Seafood is ahead by just shy of 530")
			 */
			if (cx->fx[fi].bound && cx->fx[fi].mention >= 0 && !f->multiple && f->direction == 0 &&
				!cx->fx[fi].comparative && !cx->fx[fi].compares && of_base < 0 &&
				(other_row(cx, cx->fx[fi].mention, a) || other_row(cx, cx->fx[fi].mention, b)))
				continue;
			/* 6.06 of a column in millions and 3.8 of one as it stands are no operands of one figure */
			{
				double		ma = vd_anchor_magnitude(cx, a),
							mb = vd_anchor_magnitude(cx, b);

				if (ma >= 0 && mb >= 0 && ma != mb)
					continue;
			}
			/* a figure of the answer and the cell it quotes are one operand */
			if (same_col && a->row >= 0 && a->row == b->row)
				continue;
			if (f->multiple)
			{
				/* a multiple of a percentage is one of another percentage, never of an amount */
				if (a->percent != b->percent)
					continue;
				/* a count of the rows and a cell of them are no two sizes of one thing */
				if (a->sread >= 0 && b->sread >= 0 && (a->col < 0) != (b->col < 0))
					continue;
				/*
				 * like with like: two values of one column, or two columns of
				 * one row ("its peak was 1.6 times its average"), never one
				 * row's horsepower over another's count
				 */
				if (a->sread >= 0 && a->sread == b->sread && a->col >= 0 && b->col >= 0 && a->col != b->col &&
					!(a->row >= 0 && a->row == b->row))
					continue;
				/* "The UK recorded less than twice the units on order of Sweden": of two rows, not one row's columns */
				if (a->sread >= 0 && a->sread == b->sread && a->col != b->col && a->row >= 0 && a->row == b->row &&
					other_row_named(cx, fi, a->sread, (size_t) a->row))
					continue;
				/* two rows' cells of a column other than the one the sentence names or quotes */
				if (!a->named && !b->named && same_col && !vd_pair_col_ok(cx, fi, cx->fx[fi].s0, a->sread, a->col))
					continue;
				/*
				 * "Germany supplies 90. Japan has 0.67 times as many": the row
				 * the sentence names before the figure is the numerator, the
				 * row of a sentence before the denominator
				 */
				{
					int			side = paired_side(cx, fi, a, b),
								moved = move_side(cx, fi, a, b);

					if (side == 0)
						side = subject_side(cx, fi, a, b);

					/* "more than doubled, from $138,289 to $298.5K": the move's end over its start */
					if (moved != 0)
						side = moved;
					if (side == 0)
						side = sentence_side(cx, fi, a, b);
					if (side != 0)
					{
						const Anchor *num = side > 0 ? a : b,
								   *den = side > 0 ? b : a;

						if (den->value != 0 && vd_in_range(&r, num->value / den->value))
						{
							set_derived(cx, fi, OP_RATIO, num, den, num->value / den->value);
							return;
						}
						if (num->value != 0 && ratio_larger_first(cx, fi, num, den) &&
							vd_in_range(&r, den->value / num->value))
						{
							set_derived(cx, fi, OP_RATIO, den, num, den->value / num->value);
							return;
						}
						continue;
					}
				}
				/* "0.73 times the 110.0": a multiple of that figure */
				if (cx->fx[fi].of_figure >= 0)
				{
					const Anchor *whole = a->named && a->ref.row == cx->fx[fi].of_figure ? a :
						b->named && b->ref.row == cx->fx[fi].of_figure ? b : NULL,
							   *part = whole == a ? b : a;

					if (whole && whole->value != 0 && vd_in_range(&r, part->value / whole->value))
					{
						set_derived(cx, fi, OP_RATIO, part, whole, part->value / whole->value);
						return;
					}
					continue;
				}
				if (a->value != 0 && vd_in_range(&r, b->value / a->value))
				{
					set_derived(cx, fi, OP_RATIO, b, a, b->value / a->value);
					return;
				}
				if (b->value != 0 && vd_in_range(&r, a->value / b->value))
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
				/* "Net revenue rose ..., an increase of 15.3%": of the column the sentence names, never of units */
				if (!a->named && !b->named && same_col && !vd_pair_col_ok(cx, fi, cx->fx[fi].s0, a->sread, a->col))
					continue;
				/* "United Kingdom at 59.4% of Brazil's mark": that row's value is the whole, never a change */
				if (of_base >= 0)
				{
					const Mention *m = &cx->mentions[of_base];
					bool		a_in = anchor_in_mention(m, a),
								b_in = anchor_in_mention(m, b);
					const Anchor *whole = a_in ? a : b,
							   *part = a_in ? b : a;

					/*
					 * "February landed at three fifths of the level of January":
					 * two rows' cells of a column the answer states
					 */
					if (!a->named && !b->named && a->sread == b->sread && a->col == b->col &&
						!vd_pair_col_ok(cx, fi, 0, a->sread, a->col))
						continue;
					/* "two thirds of Marvel's 384 heroes (256)": both of that row, the part of its whole */
					if (a_in && b_in)
					{
						whole = fabs(a->value) >= fabs(b->value) ? a : b;
						part = whole == a ? b : a;
					}
					/*
					 * the part is a value the rows hold, never a gap the answer
					 * derived, unless the gap is said right before it: "exceeds
					 * B by 14, representing 11.1% of the latter"
					 */
					if (part->named && cx->grounds[part->ref.row].kind == GROUND_DERIVED &&
						!(fi > 0 && (size_t) part->ref.row == fi - 1 && cx->grounds[fi - 1].op == OP_DIFF))
						continue;
					if ((a_in || b_in) && whole->value != 0 && vd_in_range(&r, 100.0 * part->value / whole->value))
					{
						set_derived(cx, fi, OP_RATIO, part, whole, 100.0 * part->value / whole->value);
						return;
					}
					/*
					 * "a difference of 6, or 28.6% relative to Boruy", "the gap of
					 * about 110 is about 271.4% of Steven's order count": the other
					 * row's change over that row's
					 */
					if (a_in != b_in && (relative_to_after(cx, fi) || cx->fx[fi].gap_said) && whole->value > 0 &&
						part->value > 0 &&
						part->row >= 0 && part->sread == whole->sread && part->col == whole->col &&
						vd_in_range(&r, fabs(100.0 * (part->value - whole->value) / whole->value)))
					{
						set_derived(cx, fi, OP_CHANGE, whole, part, 100.0 * (part->value - whole->value) / whole->value);
						return;
					}
					continue;
				}
				/* "23.9% of the 88 deaths": a share of that figure, nothing else */
				if (cx->fx[fi].of_figure >= 0)
				{
					const Anchor *part = b->named && b->ref.row == cx->fx[fi].of_figure ? a : b,
							   *whole = part == a ? b : a;

					if (whole->named && whole->ref.row == cx->fx[fi].of_figure && whole->value != 0 &&
						part != whole && vd_in_range(&r, 100.0 * part->value / whole->value))
					{
						set_derived(cx, fi, OP_RATIO, part, whole, 100.0 * part->value / whole->value);
						return;
					}
					continue;
				}
				/*
				 * "added $47,363.90 (+498.15% on $9,507.92)": a change, or a figure
				 * written with its sign, over the value it was a change from;
				 * over any other value ("down 17.3 kg (-16.8%)" of 102.8 where
				 * it fell from 120.1) it is no share of anything
				 */
				{
					const Anchor *chg = NULL,
							   *base = NULL;

					if (a->named && (cx->figs[a->ref.row].direction != 0 || cx->figs[a->ref.row].explicit_sign))
						chg = a, base = b;
					else if (b->named && (cx->figs[b->ref.row].direction != 0 || cx->figs[b->ref.row].explicit_sign))
						chg = b, base = a;
					if (chg != NULL)
					{
						const Grounding *cg = &cx->grounds[chg->ref.row];

						if (cg->kind == GROUND_DERIVED && cg->op == OP_DIFF && base->value != 0 &&
							fabs(cg->a.value - base->value) <= 1e-9 * fabs(base->value) &&
							vd_in_range(&r, 100.0 * chg->value / base->value))
						{
							set_derived(cx, fi, OP_RATIO, chg, base, 100.0 * chg->value / base->value);
							return;
						}
						continue;
					}
				}
				/*
				 * "which leaves it at 57.8 percent of Kearsley Brown's level": a
				 * share of the other's value, of a value the rows hold, never
				 * the gap the answer derived, unless the gap is said right
				 * before it ("the gap of about 2,077,000 is about 782% of
				 * MP3s' length")
				 */
				if (of_level && !cx->fx[fi].gap_said &&
					((a->named && cx->grounds[a->ref.row].kind == GROUND_DERIVED) ||
								 (b->named && cx->grounds[b->ref.row].kind == GROUND_DERIVED)))
					continue;
				/*
				 * "~35% of the revenue": a share of the column's total, not one
				 * row's cell over another's ("20.8% of capacity" is over its own)
				 */
				if (of_total && a->cell && b->cell && a->row >= 0 && b->row >= 0 && a->row != b->row)
					continue;
				/*
				 * "Between the two, 1973 holds 59.7%": one row's part of the
				 * pair's sum, the row the figure is said of
				 */
				if (pair && same_col && a->row >= 0 && b->row >= 0 && a->row != b->row && a->value > 0 &&
					b->value > 0)
				{
					const Anchor *part = NULL;

					if (vd_in_range(&r, 100.0 * a->value / (a->value + b->value)) &&
						!other_row(cx, cx->fx[fi].mention, a))
						part = a;
					else if (vd_in_range(&r, 100.0 * b->value / (a->value + b->value)) &&
							 !other_row(cx, cx->fx[fi].mention, b))
						part = b;
					if (part != NULL)
					{
						set_derived(cx, fi, OP_PAIR_SHARE, part, part == a ? b : a,
									100.0 * part->value / (a->value + b->value));
						return;
					}
				}
				/* "70.7% of the pair's total": of the two summed, never one over the other */
				if (pair && same_col && a->row >= 0 && b->row >= 0 && a->row != b->row)
					continue;
				/* "the top three account for over half": the three together, never one row over another */
				if (cx->fx[fi].topk >= 2 && same_col && a->cell && b->cell && a->row != b->row)
					continue;
				if (b->value != 0 && vd_in_range(&r, 100.0 * a->value / b->value) && f->direction == 0 &&
					(!cx->fx[fi].comparative || of_level) && !f->explicit_sign &&
					(actual < 0 || (a->named && a->ref.row == actual)) &&
					!(versus_first >= 0 && figure_holds(&cx->figs[versus_first + 1], a->value) &&
					  figure_holds(&cx->figs[versus_first], b->value)))
				{
					set_derived(cx, fi, OP_RATIO, a, b, 100.0 * a->value / b->value);
					return;
				}
				if (a->value != 0 && vd_in_range(&r, 100.0 * b->value / a->value) && f->direction == 0 &&
					(!cx->fx[fi].comparative || of_level) && !f->explicit_sign &&
					(actual < 0 || (b->named && b->ref.row == actual)) &&
					!(versus_first >= 0 && figure_holds(&cx->figs[versus_first + 1], b->value) &&
					  figure_holds(&cx->figs[versus_first], a->value)))
				{
					set_derived(cx, fi, OP_RATIO, b, a, 100.0 * b->value / a->value);
					return;
				}
				/*
				 * a fraction in words is a share unless the sentence says it is a
				 * change or it is written with its sign; so is a percentage of
				 * rows summed ("together make up 20%")
				 */
				if ((f->words || cx->fx[fi].sum_words || cx->fx[fi].summed || of_level || opens_with_of(cx, fi)) &&
					f->direction == 0 && !cx->fx[fi].comparative && !f->explicit_sign)
					continue;
				/*
				 * "fell by a little under a third …, from 148.9 to 78.8": a
				 * coarse change beside the move it is of is that move's
				 */
				if ((f->words || f->bound != 0) && !(a->named && b->named) && sentence_moves(cx, fi))
					continue;
				/* a change: from the earlier year when both are years, else from either */
				if (a->time > 0 && b->time > 0 && a->time != b->time)
				{
					const Anchor *from = a->time < b->time ? a : b,
							   *to = a->time < b->time ? b : a;

					/* "rose" or "fell": the way time went */
					if (from->value != 0 && vd_in_range(&r, 100.0 * (to->value - from->value) / fabs(from->value)) &&
						f->direction * (to->value - from->value) >= 0)
					{
						set_derived(cx, fi, OP_CHANGE, from, to, 100.0 * (to->value - from->value) / fabs(from->value));
						return;
					}
					continue;
				}
				/*
				 * "A trailed with $348.8 thousand, against $383.4 thousand for
				 * B — a shortfall of 9.0%": the figure said as the base is it
				 */
				if (has_base && (a->value == base_value) != (b->value == base_value))
				{
					const Anchor *base = a->value == base_value ? a : b,
							   *to = base == a ? b : a;
					double		v = 100.0 * (to->value - base->value) / fabs(base->value);

					if (base->value != 0 && f->direction * v >= 0 &&
						vd_in_range(&r, f->direction != 0 || f->explicit_sign ? v : fabs(v)))
					{
						set_derived(cx, fi, OP_CHANGE, base, to, v);
						return;
					}
					continue;
				}
				/*
				 * "accounts for 29.6% of that": where no word says a change,
				 * a fall is no reading of it (the complement of a share is one)
				 */
				fall_ok = f->direction != 0 || cx->fx[fi].comparative || f->explicit_sign;
				/*
				 * "41.9% more than": a rise, whichever side is the base; but
				 * "8-cyl ahead of 6-cyl by 58%", where the sentence names both
				 * rows: the row named first is the one ahead (or behind), over
				 * the other
				 */
				if (cmp_sign != 0 && a->cell && b->cell && a->row >= 0 && b->row >= 0 && a->row != b->row &&
					ahead_of_pair(cx, fi, a, b))
				{
					bool		a_first = named_in_span(cx, a, cx->fx[fi].s0, cx->fx[fi].s1) <
						named_in_span(cx, b, cx->fx[fi].s0, cx->fx[fi].s1);
					const Anchor *subj = a_first ? a : b,
							   *other = a_first ? b : a;

					if (other->value != 0 && (subj->value - other->value) * cmp_sign > 0 &&
						vd_in_range(&r, 100.0 * fabs(subj->value - other->value) / fabs(other->value)))
					{
						set_derived(cx, fi, OP_CHANGE, other, subj, 100.0 * (subj->value - other->value) / fabs(other->value));
						return;
					}
					continue;
				}
				if (cmp_sign != 0)
				{
					if (a->value != 0 && (b->value - a->value) * cmp_sign > 0 &&
						vd_in_range(&r, 100.0 * (b->value - a->value) / fabs(a->value)))
					{
						set_derived(cx, fi, OP_CHANGE, a, b, 100.0 * (b->value - a->value) / fabs(a->value));
						return;
					}
					if (b->value != 0 && (a->value - b->value) * cmp_sign > 0 &&
						vd_in_range(&r, 100.0 * (a->value - b->value) / fabs(b->value)))
					{
						set_derived(cx, fi, OP_CHANGE, b, a, 100.0 * (a->value - b->value) / fabs(b->value));
						return;
					}
					continue;
				}
				/* "a fall of 19%": from the larger, never the rise from the smaller (over the wrong base) */
				if (a->value != 0 && vd_in_range(&r, 100.0 * (b->value - a->value) / fabs(a->value)) &&
					(fall_ok || b->value >= a->value) && f->direction * (b->value - a->value) >= 0)
				{
					set_derived(cx, fi, OP_CHANGE, a, b, 100.0 * (b->value - a->value) / fabs(a->value));
					return;
				}
				if (b->value != 0 && vd_in_range(&r, 100.0 * (a->value - b->value) / fabs(b->value)) &&
					(fall_ok || a->value >= b->value) && f->direction * (a->value - b->value) >= 0)
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

				if (vd_in_range(&r, to->value - from->value) && f->direction * (to->value - from->value) >= 0)
				{
					set_derived(cx, fi, OP_DIFF, from, to, to->value - from->value);
					return;
				}
				continue;
			}
			/* "went from 84 to 96, a drop of 12": a move's change is in the direction it went */
			if (f->direction != 0 && move_against(cx, fi, a->value, b->value))
				continue;
			if (vd_in_range(&r, b->value - a->value))
			{
				set_derived(cx, fi, OP_DIFF, a, b, b->value - a->value);
				return;
			}
			/* "from 4.6% … to 5.4% …, a change of −0.8 points": a move's signed change is the later less the earlier */
			if (vd_in_range(&r, a->value - b->value) &&
				!(f->explicit_sign && a->named && b->named && moved_between(cx, (size_t) a->ref.row, (size_t) b->ref.row)))
			{
				set_derived(cx, fi, OP_DIFF, b, a, a->value - b->value);
				return;
			}
			/* sums of cells only: "A and B together" */
			if (!f->percent && f->direction == 0 &&
				a->cell && b->cell && (!cols || cx->fx[fi].sum_words) && !cx->fx[fi].compares &&
				(cx->fx[fi].rows_said == 0 || cx->fx[fi].rows_said == 2) && sums_alike(cx, a, b) &&
				vd_in_range(&r, a->value + b->value))
			{
				set_derived(cx, fi, OP_SUM, a, b, a->value + b->value);
				return;
			}
		}
}

/* Is v a count: a whole number above one? */
static bool
count_like(double v)
{
	return v > 1 && v == floor(v) && v < 1e15;
}

/* The read of step number `step`, -1 when none. */
static int
read_of_step(const VerdictCtx *cx, int step)
{
	size_t		s;

	for (s = 0; s < cx->nreads; s++)
		if (cx->reads[s].step->number == step)
			return (int) s;
	return -1;
}

/* A step total as an operand: a row count, or the cell of a single-row step. */
static void
scalar_ref(const VerdictCtx *cx, const Scalar *sc, GroundRef *ref)
{
	memset(ref, 0, sizeof(*ref));
	ref->kind = sc->column < 0 ? GROUND_ROW_COUNT : GROUND_CELL;
	ref->step = sc->step;
	ref->row = sc->column < 0 ? 0 : 1;
	ref->column = sc->column;
	ref->value = sc->value;
}

/*
 * "Each customer brought in $39.47 on average" over one step totalling the
 * revenue and another counting the customers: a step total over a count
 * another step gives (its row count, or a count cell of its single row),
 * neither stated.
 */
static void
per_unit_steps(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	size_t		i,
				j;

	for (j = 0; j < cx->nscalars; j++)
	{
		const Scalar *b = &cx->scalars[j];
		int			rb = read_of_step(cx, b->step);

		if (!count_like(b->value) || rb < 0 || (b->column >= 0 && cx->reads[rb].colclass[b->column] != CC_COUNT))
			continue;
		for (i = 0; i < cx->nscalars; i++)
		{
			const Scalar *a = &cx->scalars[i];
			int			ra = read_of_step(cx, a->step);
			Grounding  *g;

			if (a->step == b->step || a->column < 0 || ra < 0 || !(a->value > 0) ||
				cx->reads[ra].colclass[a->column] == CC_PCT || !vd_in_range(r, a->value / b->value))
				continue;
			g = &cx->grounds[fi];
			g->kind = GROUND_DERIVED;
			g->op = OP_PER_UNIT;
			scalar_ref(cx, a, &g->a);
			scalar_ref(cx, b, &g->b);
			g->derived = a->value / b->value;
			g->step = a->step;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return;
		}
	}
}

/*
 * "Across all your shippers, the average is $79.58 per order": over every
 * row, one column's total over the total of a column of counts the word
 * after "per" names (of the same year, where the names hold one), in a
 * sentence that names no row and says it speaks of all of them.
 */
static void
per_unit_of_totals(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		s,
				k,
				w1 = fx->per_noun;

	if (fx->per_noun == 0)
		return;
	while (w1 < cx->len && ascii_is_alpha(cx->answer[w1]))
		w1++;
	/* (a row named in a line before is no row of its own: "- April 1998: $1,673 …\n- Overall baseline: …") */
	if (!vd_says_overall(cx, fx) || (fx->mention >= 0 && cx->mentions[fx->mention].offset >= fx->s0))
		return;
	/* (a row named past a comma after it is another clause's: "…$5.65 per invoice, so Margaret Park sits below") */
	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= fx->s0 && cx->mentions[k].offset < fx->s1 &&
			!(cx->mentions[k].offset > cx->figs[fi].offset &&
			  memchr(cx->answer + cx->figs[fi].offset, ',', cx->mentions[k].offset - cx->figs[fi].offset) != NULL))
			return;
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			a,
					b;

		if (sr->cells.nrows < 2)
			continue;
		for (b = 0; b < sr->cells.ncolumns; b++)
		{
			if (sr->colclass[b] != CC_COUNT || !(sr->aggs[b].sum > 0) ||
				!vd_span_names_col(cx, fx->per_noun, w1, (int) s, b))
				continue;
			for (a = 0; a < sr->cells.ncolumns; a++)
			{
				Grounding  *g;

				if (a == b || sr->colclass[a] == CC_COUNT || sr->colclass[a] == CC_PCT ||
					sr->nameagg[a] != NA_NONE || sr->colyear[a] != sr->colyear[b] || !(sr->aggs[a].sum > 0) ||
					!vd_in_range(r, sr->aggs[a].sum / sr->aggs[b].sum))
					continue;
				g = set_over_rows(cx, fi, OP_PER_UNIT, (int) sr->cells.nrows, sr->step->number, GROUND_SUM, a,
								  sr->aggs[a].sum);
				g->b.kind = GROUND_SUM;
				g->b.step = sr->step->number;
				g->b.column = b;
				g->b.value = sr->aggs[b].sum;
				g->derived = sr->aggs[a].sum / sr->aggs[b].sum;
				cx->gvalues[fi] = NAN;
				cx->gread[fi] = cx->gcol[fi] = -1;
				return;
			}
		}
	}
}

/* See verdict_int.h. */
void
vd_ground_per_unit(VerdictCtx *cx, size_t fi, Anchor *an, size_t na)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		i,
				j;
	int			pass;

	if (!fx->per_unit || f->percent || f->multiple || (f->bound != 0 && !f->close) || !figure_range(f, &r))
		return;
	if (!(f->half_unit <= 0.065 * fabs(f->value)))
		return;
	for (pass = 0; pass < 2; pass++)
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			bool		same_row;

			if (i == j || a->neighbour || b->neighbour || a->percent || b->percent ||
				!(count_like(b->value) || b->value == 1))
				continue;
			/*
			 * two cells of one row, the divisor from a column of counts; then
			 * a figure of the answer quoting a cell of that row ("31,644,336,029
			 * bytes ... or 340.3 MB a track")
			 */
			same_row = a->row >= 0 && b->row >= 0 && a->sread >= 0 && a->sread == b->sread && a->row == b->row &&
				a->col != b->col && b->cell && (pass == 1 || a->ref.kind == GROUND_CELL) &&
				cx->reads[b->sread].colclass[b->col] == CC_COUNT;
			/* "Chile: $46.62 per customer" over its one customer: the row's total, per that one */
			if (b->value == 1 && !(same_row && fx->per_after && a->sread >= 0 && a->col >= 0 &&
								   cx->reads[a->sread].nameagg[a->col] != NA_AVG &&
								   cx->reads[a->sread].colclass[a->col] != CC_PCT))
				continue;
			if (!same_row && !(a->named && b->named))
				continue;
			if (b->sread >= 0 && b->col >= 0 && !vd_divisor_ok(cx, fi, b->sread, b->col))
				continue;
			/* "($34.14 vs. $20.41)" after "value per unit": each the per-unit figure of its own row */
			if (fx->pair_value && !(same_row && a->sread == cx->mentions[fx->mention].sread &&
									(size_t) a->row == cx->mentions[fx->mention].rows[0]))
				continue;
			/*
			 * "each track lasts 4.7 minutes" over a column of milliseconds:
			 * one conversion of the quotient, only when the figure names its
			 * unit and the column's name names another of the same kind; a
			 * quotient in the column's unit is then no match as it stands.
			 */
			if (f->unit != UNIT_NONE && a->unit != UNIT_NONE && a->unit != f->unit)
			{
				int			fam = figure_unit_family(f->unit),
							dec;

				if (fam == 0 || figure_unit_family(a->unit) != fam)
					continue;
				for (dec = 0; dec < (fam == 1 || fam == 2 ? 2 : 1); dec++)
				{
					double		v = a->value / b->value * figure_unit_size(a->unit, dec) /
						figure_unit_size(f->unit, dec);

					if (vd_in_range(&r, v))
					{
						set_derived(cx, fi, OP_PER_UNIT, a, b, v);
						cx->grounds[fi].unit_from = a->unit;
						cx->grounds[fi].unit_to = f->unit;
						return;
					}
				}
				continue;
			}
			if (vd_in_range(&r, a->value / b->value))
			{
				set_derived(cx, fi, OP_PER_UNIT, a, b, a->value / b->value);
				return;
			}
		}
	if (!fx->pair_value)
		per_unit_steps(cx, fi, &r);
	if (cx->grounds[fi].kind == GROUND_NONE && !fx->pair_value)
		per_unit_of_totals(cx, fi, &r);
}

/* Keep a sum, mean or conversion over named rows as the nearest derivation when it is the nearest yet. */
static void
note_nearest_over(VerdictCtx *cx, size_t fi, GroundOp op, const GroundRef *a, const GroundRef *b, int nterms,
				  double v)
{
	Grounding  *g = &cx->grounds[fi];
	double		d = fabs(fabs(v) - fabs(cx->figs[fi].value));

	if (!isfinite(v) || (g->has_nearest && !(d < fabs(fabs(g->nearest) - fabs(cx->figs[fi].value)))))
		return;
	g->has_nearest = true;
	g->nearest_op = op;
	g->nearest_a = *a;
	if (b)
		g->nearest_b = *b;
	g->nearest_nterms = nterms;
	g->nearest = v;
}

/* Keep op(a, b) = v as the nearest derivation when it is nearer to the figure than the one kept. */
static void
note_nearest(VerdictCtx *cx, size_t fi, GroundOp op, const Anchor *a, const Anchor *b, double v, double *best)
{
	Grounding  *g = &cx->grounds[fi];
	double		d = fabs(fabs(v) - fabs(cx->figs[fi].value));

	if (!isfinite(v) || !(d < *best))
		return;
	*best = d;
	g->has_nearest = true;
	g->nearest_op = op;
	g->nearest_a = a->ref;
	g->nearest_b = b->ref;
	g->nearest = v;
}

/* See verdict_int.h. */
void
vd_nearest_derivation(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	double		best = cx->grounds[fi].has_nearest ? fabs(fabs(cx->grounds[fi].nearest) - fabs(f->value)) : INFINITY;
	size_t		i,
				j;

	/* a sum, mean or conversion its sentence speaks of is the nearest that matters */
	if (cx->grounds[fi].has_nearest)
		return;
	/* only where the sentence reads as a derivation: a multiple, a percentage, a per-unit figure, a gap */
	if (!(f->multiple || f->percent || fx->per_unit || fx->neighbour || fx->last_year || f->direction != 0 ||
		  fx->comparative))
		return;
	for (i = 0; i < na; i++)
		for (j = 0; j < na; j++)
		{
			const Anchor *a = &an[i],
					   *b = &an[j];
			bool		same_col = a->sread >= 0 && a->sread == b->sread && a->col == b->col;

			if (i == j || b->value == 0 || !((a->named && b->named) || same_col ||
											 (fx->per_unit && a->ref.kind == GROUND_CELL &&
											  a->ref.row == b->ref.row && a->ref.step == b->ref.step)))
				continue;
			if (f->multiple)
				note_nearest(cx, fi, OP_RATIO, a, b, a->value / b->value, &best);
			else if (f->percent)
				note_nearest(cx, fi, OP_CHANGE, b, a, 100.0 * (a->value - b->value) / fabs(b->value), &best);
			else if (fx->per_unit && !same_col && count_like(b->value))
				note_nearest(cx, fi, OP_PER_UNIT, a, b, a->value / b->value, &best);
			else if (same_col || (a->named && b->named))
				note_nearest(cx, fi, OP_DIFF, b, a, a->value - b->value, &best);
		}
}

/*
 * Years as writers round them: 52 weeks, 365.25 days (so 41 years are "about
 * 2,132 weeks"); the factor from unit `from` to unit `to`, NaN for others.
 */
static double
round_years(int from, FigureUnit to)
{
	if (from == UNIT_YEAR && to == UNIT_WEEK)
		return 52;
	if (from == UNIT_WEEK && to == UNIT_YEAR)
		return 1.0 / 52;
	if (from == UNIT_YEAR && to == UNIT_DAY)
		return 365.25;
	if (from == UNIT_DAY && to == UNIT_YEAR)
		return 1.0 / 365.25;
	return NAN;
}

/*
 * "assuming seconds", "if these are minutes": the unit, of family fam, the
 * figure's sentence assumes its values are in before it; UNIT_NONE: none.
 */
static FigureUnit
assumed_unit(const VerdictCtx *cx, size_t fi, int fam)
{
	static const char *const assuming[] = {"assuming", "assume", "assumed", "if", NULL};
	const FigCtx *fx = &cx->fx[fi];
	size_t		k,
				j;

	for (k = 0; k < cx->ntokens && cx->tokens[k].start < cx->figs[fi].offset; k++)
	{
		if (cx->tokens[k].start < fx->s0 || cx->tokens[k].number ||
			!vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, assuming))
			continue;
		for (j = k + 1; j < cx->ntokens && j <= k + 3 && cx->tokens[j].start < cx->figs[fi].offset; j++)
		{
			FigureUnit	u = figure_unit_of_name((const char *) cx->answer + cx->tokens[j].start, cx->tokens[j].len);

			if (u != UNIT_NONE && figure_unit_family(u) == fam && u != cx->figs[fi].unit)
				return u;
		}
	}
	return UNIT_NONE;
}

/*
 * The figure that figure fi restates in brackets right after it, in another
 * unit ("142.1 kg (>310 lb)", "593 mph (~954 km/h)"): the only value it may
 * convert; -1 when it opens no such bracket.
 */
static int64_t
restated_in_brackets(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi],
			   *g;
	size_t		p,
				open = 0;

	if (fi == 0)
		return -1;
	g = &cx->figs[fi - 1];
	if (g->unit == UNIT_NONE || g->percent)
		return -1;
	for (p = g->offset + g->length; p < f->offset; p++)
	{
		if (cx->answer[p] == '(')
			open++;
		if (cx->answer[p] == ')' || cx->answer[p] == '\n' || cx->answer[p] == '.' || cx->answer[p] == ',')
			return -1;
	}
	return open == 1 && f->offset - (g->offset + g->length) <= 24 ? (int64_t) (fi - 1) : -1;
}

/* See verdict_int.h. */
void
vd_ground_converted(VerdictCtx *cx, size_t fi, Anchor *an, size_t na)
{
	const Figure *f = &cx->figs[fi];
	int			fam = figure_unit_family(f->unit);
	FigureRange r;
	size_t		i,
				s;
	int			u,
				dec;
	FigureUnit	assumed;
	int64_t		restated;

	if (fam == 0 || f->percent || !figure_range(f, &r))
		return;
	assumed = assumed_unit(cx, fi, fam);
	restated = restated_in_brackets(cx, fi);
	/*
	 * The rows' unit-named columns: their totals, means and extremes are
	 * anchors too; not for a figure said of a named row, which converts that
	 * row's value.
	 */
	for (s = 0; s < cx->nreads && na < MAX_ANCHORS && (cx->fx[fi].mention < 0 || cx->fx[fi].agg != AGW_NONE) &&
		 restated < 0; s++)
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
				Anchor	   *a;

				/* with a named row, only the aggregate the sentence's word names ("on average": the mean) */
				if (cx->fx[fi].mention >= 0 &&
					cx->fx[fi].agg != (k == 0 ? AGW_TOTAL : k == 1 ? AGW_AVG : k == 2 ? AGW_MAX : AGW_MIN))
					continue;
				a = &an[na++];

				memset(a, 0, sizeof(*a));
				a->row = -1;
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
	/*
	 * "Pets over 50 kg (~110 lb): zero": a threshold the question or the
	 * query sets, said before it in its sentence in another unit of the
	 * family, converts as a value does
	 */
	for (i = fi; i-- > 0 && cx->figs[i].offset >= cx->fx[fi].s0 && na < MAX_ANCHORS;)
	{
		Anchor	   *a;

		if ((cx->grounds[i].kind != GROUND_QUESTION && cx->grounds[i].kind != GROUND_QUERY) ||
			cx->figs[i].percent || cx->figs[i].unit == UNIT_NONE || cx->figs[i].unit == f->unit ||
			(figure_unit_family(cx->figs[i].unit) != fam && !isfinite(figure_fuel_inverse(1, cx->figs[i].unit, f->unit))))
			continue;
		a = &an[na++];
		memset(a, 0, sizeof(*a));
		a->named = true;
		a->row = -1;
		a->sread = a->col = -1;
		a->value = cx->figs[i].value;
		a->unit = cx->figs[i].unit;
		a->order = cx->figs[i].offset;
		a->ref.kind = GROUND_NONE;
		a->ref.step = cx->grounds[i].step;
		a->ref.row = (int64_t) i;
		a->ref.value = a->value;
	}
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];

		FigureUnit	au = a->unit;

		if (a->percent || (restated >= 0 && !(a->named && a->ref.row == restated)))
			continue;
		/* "`time_elapsed` = 20,000; assuming seconds, that's ≈ 333.3 min": the unit the sentence assumes */
		if (au == UNIT_NONE && assumed != UNIT_NONE && a->named && cx->figs[a->ref.row].offset >= cx->fx[fi].r0)
			au = assumed;
		/* "$200 (20,000 cents)": an amount of money said with its sign is in the currency's whole units */
		else if (au == UNIT_NONE && a->named && a->ref.kind == GROUND_NONE && a->ref.row >= 0 &&
				 (size_t) a->ref.row < cx->nfigs && cx->figs[a->ref.row].currency && fam == 5)
			au = UNIT_DOLLAR;
		/*
		 * a cell of a column whose name names no unit is no duration or
		 * amount, nor is the answer's figure that quotes a count
		 */
		else if (au == UNIT_NONE && a->sread >= 0 && a->col >= 0 &&
				 (!a->named || cx->reads[a->sread].colclass[a->col] == CC_COUNT))
			continue;
		/* "28.86 mpg, roughly 8.15 litres per 100 km": an economy is a consumption by 100 over it */
		if (isfinite(figure_fuel_inverse(1, au, f->unit)))
		{
			double		v = figure_fuel_inverse(a->value, au, f->unit);

			if (isfinite(v) && vd_in_range(&r, v))
			{
				set_derived(cx, fi, OP_CONVERT, a, NULL, v);
				cx->grounds[fi].unit_from = au;
				cx->grounds[fi].unit_to = f->unit;
				return;
			}
			continue;
		}
		for (u = 1; u < UNIT_END; u++)
		{
			if (u == (int) f->unit || figure_unit_family((FigureUnit) u) != fam)
				continue;
			/* a value whose unit is known converts only from that unit */
			if (au != UNIT_NONE && au != (FigureUnit) u)
				continue;
			for (dec = 0; dec < (fam == 1 || fam == 2 ? 3 : 1); dec++)
			{
				/* the third reading: the writer's round years of 52 weeks and 365.25 days */
				double		v = dec < 2 ?
					a->value * figure_unit_size((FigureUnit) u, dec) / figure_unit_size(f->unit, dec) :
					a->value * round_years(u, f->unit);

				if (!isfinite(v))
					continue;
				if (vd_in_range(&r, v))
				{
					set_derived(cx, fi, OP_CONVERT, a, NULL, v);
					cx->grounds[fi].unit_from = (FigureUnit) u;
					cx->grounds[fi].unit_to = f->unit;
					return;
				}
				/* the nearest conversion, from a value in the unit it converts from */
				if (a->unit == (FigureUnit) u || a->named)
				{
					double		before = cx->grounds[fi].has_nearest ? cx->grounds[fi].nearest : NAN;

					note_nearest_over(cx, fi, OP_CONVERT, &a->ref, NULL, 0, v);
					if (!(cx->grounds[fi].nearest == before))
					{
						cx->grounds[fi].nearest_unit_from = (FigureUnit) u;
						cx->grounds[fi].nearest_unit_to = f->unit;
					}
				}
			}
		}
	}
}

/*
 * Does "one <unit> is", "a year has about", "each day has", "1 kg ≈" end
 * right before figure fi: a unit said one of, a verb of measure, then hedges?
 */
static bool
unit_said_as(const VerdictCtx *cx, size_t fi)
{
	static const char *const verbs[] = {"is", "has", "equals", "makes", "contains", "holds", NULL};
	static const char *const hedges[] = {"about", "roughly", "approximately", "around", "nearly", "almost",
		"just", "over", "under", "some", "exactly", NULL};
	static const char *const one[] = {"a", "an", "one", "every", "each", "1", NULL};
	const uchar *t = cx->answer;
	size_t		k = vd_token_at(cx, cx->figs[fi].offset),
				hedged = 0,
				w;

	/* the hedges ("is about 2.2 pounds") */
	while (k > 0 && hedged < 2 && vd_in_words(t + cx->tokens[k - 1].start, cx->tokens[k - 1].len, hedges))
		k--, hedged++;
	if (k == 0 || !vd_in_words(t + cx->tokens[k - 1].start, cx->tokens[k - 1].len, verbs))
		return false;
	k--;
	/* one to three words of a unit ("inch", "square kilometre", "cubic inch"), after "one" */
	for (w = 1; w <= 3 && w < k; w++)
	{
		const VerdictToken *first = &cx->tokens[k - w],
				   *last = &cx->tokens[k - 1],
				   *said = &cx->tokens[k - w - 1];

		if (first->number)
			break;
		if (vd_in_words(t + said->start, said->len, one) &&
			said->start + said->len < first->start &&
			figure_unit_of_name((const char *) t + first->start, last->start + last->len - first->start) != UNIT_NONE)
			return true;
	}
	return false;
}

/*
 * Is figure fi said as a factor: "N <unit> in a/an/one/every/each <unit>",
 * "N <unit> per <unit>", "divide(d) by N", "multiply by N", "× N", "÷ N",
 * "/ N", "1 <unit> = N", "one <unit> is about N"?
 */
static bool
said_as_factor(const VerdictCtx *cx, size_t fi)
{
	static const char *const by_verbs[] = {"divide", "divided", "dividing", "multiply", "multiplied", "multiplying",
	NULL};
	static const char *const in_per[] = {"in", "per", "to", NULL};
	static const char *const one[] = {"a", "an", "one", "every", "each", "the", NULL};
	const Figure *f = &cx->figs[fi];
	const uchar *t = cx->answer;
	size_t		b = f->offset,
				e = f->offset + f->length,
				k = vd_token_at(cx, e);

	/* "× 60", "÷ 1,000", "/ 2.54", "= 2.2" right before it */
	while (b > 0 && t[b - 1] == ' ')
		b--;
	if ((b >= 2 && t[b - 2] == 0xc3 && (t[b - 1] == 0x97 || t[b - 1] == 0xb7)) || (b >= 1 && (t[b - 1] == '/' || t[b - 1] == '=')))
		return true;
	/* "divide by 60,000", "multiplied by 2.2", "multiply the speed by 1.6" */
	if (b >= 3 && t[b - 1] == 'y' && t[b - 2] == 'b' && t[b - 3] == ' ')
	{
		size_t		w1 = b - 3,
					w0;
		int			words;

		for (words = 0; words < 4 && w1 > 0; words++)
		{
			for (w0 = w1; w0 > 0 && vd_is_wordch(t[w0 - 1]); w0--)
				;
			if (w0 == w1)
				break;			/* a comma, a bracket: another clause */
			if (vd_in_words(t + w0, w1 - w0, by_verbs))
				return true;
			if (w0 == 0 || t[w0 - 1] != ' ')
				break;
			w1 = w0 - 1;
		}
	}
	/* "60 minutes in an hour", "2.2 pounds per kilogram": the unit, then "in a" / "per" */
	if (k + 1 < cx->ntokens && !cx->tokens[k].number &&
		figure_unit_of_name((const char *) t + cx->tokens[k].start, cx->tokens[k].len) != UNIT_NONE &&
		vd_in_words(t + cx->tokens[k + 1].start, cx->tokens[k + 1].len, in_per) &&
		k + 2 < cx->ntokens &&
		(vd_in_words(t + cx->tokens[k + 2].start, cx->tokens[k + 2].len, one) ||
		 figure_unit_of_name((const char *) t + cx->tokens[k + 2].start, cx->tokens[k + 2].len) != UNIT_NONE))
		return true;
	return unit_said_as(cx, fi);
}

/* Ground figure fi as the factor from one unit to another (none: a percentage's hundred). */
static void
set_factor(VerdictCtx *cx, size_t fi, FigureUnit from, FigureUnit to)
{
	Grounding  *g = &cx->grounds[fi];

	memset(g, 0, sizeof(*g));
	g->kind = GROUND_FACTOR;
	g->step = cx->reads[0].step->number;
	g->unit_from = from;
	g->unit_to = to;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/* Is figure fi multiplied by: "multiply by", "multiplied by", "× " right before it? */
static bool
multiplied_by(const VerdictCtx *cx, size_t fi)
{
	static const char *const verbs[] = {"multiply", "multiplied", "multiplying", NULL};
	const uchar *t = cx->answer;
	size_t		b = cx->figs[fi].offset,
				k = vd_token_at(cx, b);

	while (b > 0 && t[b - 1] == ' ')
		b--;
	if (b >= 2 && t[b - 2] == 0xc3 && t[b - 1] == 0x97)
		return true;
	return k >= 2 && vd_eq_word(t + cx->tokens[k - 1].start, cx->tokens[k - 1].len, "by") &&
		vd_in_words(t + cx->tokens[k - 2].start, cx->tokens[k - 2].len, verbs);
}

/* See verdict_int.h. */
void
vd_ground_factor(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureUnit	named[16];
	size_t		nnamed = 0,
				k,
				i,
				j;
	FigureRange r;

	if (cx->nreads == 0 || f->percent || f->currency || f->multiple || f->bound != 0 || !(f->value > 0) ||
		!figure_range(f, &r) || !said_as_factor(cx, fi))
		return;
	/* "multiply by 100", "× 100": what makes a fraction a percentage */
	if (f->value == 100 && f->decimals == 0 && !f->approximate && multiplied_by(cx, fi))
	{
		set_factor(cx, fi, UNIT_NONE, UNIT_NONE);
		return;
	}
	/* a factor shows two digits at least: "0.45 kg" is one, "0.5" too rough to be told from a share */
	if (f->half_unit > f->value * 0.05)
		return;
	/* the units its sentence and the one before name, in words and as its figures' units ("km per litre") */
	for (k = vd_token_at(cx, vd_sentence_before(cx, fx->s0)); k < cx->ntokens && cx->tokens[k].start < fx->s1 &&
		 nnamed < 16; k++)
	{
		FigureUnit	u;

		if (cx->tokens[k].number)
		{
			size_t		g = vd_figure_at(cx, cx->tokens[k].start + 1);

			u = g > 0 && cx->figs[g - 1].offset + cx->figs[g - 1].length > cx->tokens[k].start ?
				cx->figs[g - 1].unit : UNIT_NONE;
		}
		else
			u = figure_unit_of_name((const char *) cx->answer + cx->tokens[k].start, cx->tokens[k].len);
		for (i = 0; i < nnamed && u != UNIT_NONE; i++)
			if (named[i] == u)
				u = UNIT_NONE;
		if (u != UNIT_NONE)
			named[nnamed++] = u;
	}
	for (i = 0; i < nnamed; i++)
		for (j = 0; j < nnamed; j++)
		{
			int			dec;

			if (i == j || figure_unit_family(named[i]) == 0 || figure_unit_family(named[i]) != figure_unit_family(named[j]))
				continue;
			for (dec = 0; dec < 2; dec++)
			{
				double		v = figure_unit_size(named[i], dec) / figure_unit_size(named[j], dec);

				if (isfinite(v) && vd_in_range(&r, v))
				{
					int			ops[8],
								n = vd_calc_operands(cx, fi, ops, 8),
								o;

					set_factor(cx, fi, named[i], named[j]);
					/* "an hour is 60 × 60 × 1,000 = 3,600,000 milliseconds": the factor worked out */
					for (o = 0; o < n; o++)
						if (cx->grounds[ops[o]].kind == GROUND_NONE)
							set_factor(cx, (size_t) ops[o], named[i], named[j]);
					return;
				}
			}
		}
}

/*
 * The months a period word spans: "quarter", "quarterly", "Q3" 3; "month",
 * "monthly", "March" 1; "half", "H2" 6; "year", "annual", "annualised",
 * "FY" 12; "week", "weekly" 12/52; 0 for any other word.
 */
static double
period_months(const uchar *w, size_t n)
{
	static const char *const quarter[] = {"quarter", "quarters", "quarterly", "q1", "q2", "q3", "q4", NULL};
	static const char *const month[] = {"month", "months", "monthly", "january", "february", "march", "april",
		"may", "june", "july", "august", "september", "october", "november", "december", NULL};
	static const char *const half[] = {"half", "h1", "h2", NULL};
	static const char *const year[] = {"year", "years", "annual", "annually", "annualised", "annualized",
		"yearly", "fy", NULL};
	static const char *const week[] = {"week", "weeks", "weekly", NULL};

	if (vd_in_words(w, n, quarter))
		return 3;
	if (vd_in_words(w, n, month))
		return 1;
	if (vd_in_words(w, n, half))
		return 6;
	if (vd_in_words(w, n, year))
		return 12;
	if (vd_in_words(w, n, week))
		return 12.0 / 52;
	return 0;
}

/*
 * "Our first-quarter net sales of $298.5K imply an annualised run-rate of
 * just under $1.2 million", "$181.7 thousand in Q4, a monthly run rate of
 * just over $60K": an amount of one period at the pace of another.  Only
 * where the sentence says "run-rate" or "annualised", and only from a
 * figure the sentence states before it, over the period its words give.
 */
void
vd_ground_run_rate(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na)
{
	static const char *const annualised[] = {"annualised", "annualized", "annualising", "annualizing", NULL};
	static const char *const to_date[] = {"ytd", "date", "so", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	double		to_months = 0,
				from_months = 0;
	size_t		k,
				run = 0,
				i;
	bool		has_run = false;

	if (f->percent || f->multiple || !figure_range(f, &r))
		return;
	/* the pace: "annualised", or the word before "run-rate" ("a monthly run rate") */
	for (k = vd_token_at(cx, fx->s0); k + 1 < cx->ntokens && cx->tokens[k].start < fx->s1; k++)
	{
		const VerdictToken *t = &cx->tokens[k];

		if (t->start < fx->s0 || t->number)
			continue;
		if (vd_in_words(cx->answer + t->start, t->len, annualised))
			to_months = 12;
		if ((vd_eq_word(cx->answer + t->start, t->len, "run") &&
			 vd_eq_word(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, "rate")) ||
			vd_eq_word(cx->answer + t->start, t->len, "runrate"))
		{
			has_run = true;
			run = k;
			if (to_months == 0 && k > 0 && cx->tokens[k - 1].start >= fx->s0)
				to_months = period_months(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len);
		}
	}
	if (to_months == 0 || (!has_run && !vd_says(cx, fx->s0, fx->s1, annualised)))
		return;
	/* "1998 to date", "so far": a period not yet whole has no length to scale */
	if (vd_says(cx, fx->s0, fx->s1, to_date))
		return;
	for (i = 0; i < na; i++)
	{
		const Anchor *a = &an[i];
		size_t		at;
		double		v;

		if (!a->named || a->percent || a->later || a->ref.kind != GROUND_NONE)
			continue;
		at = cx->figs[a->ref.row].offset;
		if (at < fx->s0 || at >= f->offset || cx->figs[a->ref.row].multiple)
			continue;
		/* the operand's period: the first period word of the sentence other than the pace's, else a year named */
		from_months = 0;
		for (k = vd_token_at(cx, fx->s0); k < cx->ntokens && cx->tokens[k].start < fx->s1 && from_months == 0; k++)
		{
			const VerdictToken *t = &cx->tokens[k];

			if (t->start < fx->s0 || t->number || (has_run && (k + 1 == run || k == run || k == run + 1)) ||
				vd_in_words(cx->answer + t->start, t->len, annualised))
				continue;
			from_months = period_months(cx->answer + t->start, t->len);
		}
		for (k = vd_token_at(cx, fx->s0); k < cx->ntokens && cx->tokens[k].start < at && from_months == 0; k++)
			if (cx->tokens[k].start >= fx->s0 && cx->tokens[k].number && cx->tokens[k].len == 4 &&
				cx->answer[cx->tokens[k].start] >= '1' && cx->answer[cx->tokens[k].start] <= '2')
				from_months = 12;
		if (from_months == 0 || from_months == to_months)
			return;
		v = a->value * to_months / from_months;
		if (vd_in_range(&r, v))
		{
			set_derived(cx, fi, OP_RUN_RATE, a, NULL, v);
			cx->grounds[fi].unit_to = to_months == 12 ? UNIT_YEAR : to_months == 1 ? UNIT_MONTH :
				to_months < 1 ? UNIT_WEEK : UNIT_NONE;	/* none: a quarter, a half */
			return;
		}
		note_nearest_over(cx, fi, OP_RUN_RATE, &a->ref, NULL, 0, v);
		return;
	}
}

/*
 * "Top 3 = under half of 1997 net sales": where the figure's sentence names
 * columns of read sr by their words, is col one of them (and of the year it
 * names, over columns by year)?  Any column, where it names none.
 */
static bool
sentence_col_ok(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	int			c;
	bool		named = false,
				by_year = false;

	for (c = 0; c < cx->reads[sr].cells.ncolumns; c++)
		if (cx->reads[sr].aggs[c].count > 0 && vd_span_names_col(cx, fx->s0, fx->s1, sr, c))
		{
			named = true;
			by_year = by_year || year_names_col(cx, fx, sr, c);
		}
	if (!named)
		return true;
	return vd_span_names_col(cx, fx->s0, fx->s1, sr, col) && (!by_year || year_names_col(cx, fx, sr, col));
}

/* The sum of the k largest cells of column c of read sr (k small: one pass per term). */
static double
largest_sum(const StepRead *sr, int c, int k)
{
	int			nc = sr->cells.ncolumns,
				t;
	double		sum = 0,
				below = INFINITY;
	size_t		rr,
				taken_at = SIZE_MAX;

	for (t = 0; t < k; t++)
	{
		double		best = -INFINITY;
		size_t		at = SIZE_MAX;

		/* the largest below the last taken (ties: the next row holding it) */
		for (rr = 0; rr < sr->cells.nrows; rr++)
		{
			double		v = sr->cells.cells[rr * nc + c];

			if (!isfinite(v) || v > below || (v == below && rr <= taken_at))
				continue;
			if (v > best)
			{
				best = v;
				at = rr;
			}
		}
		if (at == SIZE_MAX)
			return NAN;
		sum += best;
		below = best;
		taken_at = at;
	}
	return sum;
}

/* See verdict_int.h. */
void
vd_ground_topk(VerdictCtx *cx, size_t fi)
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
		/* "20 items are not shown": the rows past them */
		if (fx->topk_rest && !f->percent && !f->currency && f->decimals == 0 &&
			vd_in_range(&r, (double) sr->step->row_count - k))
		{
			Grounding  *g = &cx->grounds[fi];

			g->kind = GROUND_DERIVED;
			g->op = OP_REST;
			g->nterms = k;
			g->step = sr->step->number;
			g->a.kind = GROUND_ROW_COUNT;
			g->a.step = sr->step->number;
			g->a.value = (double) sr->step->row_count;
			g->b.kind = GROUND_NONE;
			g->b.row = -1;
			g->b.value = k;
			g->derived = (double) sr->step->row_count - k;
			return;
		}
		for (c = 0; c < nc; c++)
		{
			const ColumnAgg *ag = &sr->aggs[c];
			double		sum = 0;
			size_t		rr;
			int			n = 0;
			Grounding  *g = &cx->grounds[fi];

			if (ag->count <= (size_t) k || !vd_allowed(cx, fx, (int) s, GROUND_SUM, -1, c) ||
				!sentence_col_ok(cx, fx, (int) s, c))
				continue;
			for (rr = 0; rr < (size_t) k; rr++)
				if (isfinite(sr->cells.cells[rr * nc + c]))
				{
					sum += sr->cells.cells[rr * nc + c];
					n++;
				}
			if (n < k || (fx->topk_rest && f->percent))
				continue;
			/* "everything outside the top three adds up to 201": the column's total less theirs */
			if (fx->topk_rest)
			{
				double		top = vd_in_range(&r, ag->sum - sum) ? sum : largest_sum(sr, c, k);

				if (vd_in_range(&r, ag->sum - top))
				{
					g->kind = GROUND_DERIVED;
					g->op = OP_REST;
					g->nterms = k;
					g->step = sr->step->number;
					g->a.kind = GROUND_SUM;
					g->a.step = sr->step->number;
					g->a.column = c;
					g->a.value = ag->sum;
					g->b.kind = GROUND_NONE;
					g->b.row = -1;
					g->b.value = top;
					g->derived = ag->sum - top;
					return;
				}
				continue;
			}
			/* the rows come in another order: "the top two" are the two largest */
			if (!((!f->percent && vd_in_range(&r, sum)) ||
				  (f->percent && ag->nonnegative && ag->sum > 0 && vd_in_range(&r, 100.0 * sum / ag->sum))))
				sum = largest_sum(sr, c, k);
			/*
			 * "out of 3,119 altogether, that's just under two fifths": of that
			 * total only (as written, or as the column holds it: "75.29 million")
			 */
			if (f->percent && fx->of_figure >= 0 &&
				fabs(cx->figs[fx->of_figure].value - ag->sum) > cx->figs[fx->of_figure].half_unit + 1e-9 * fabs(ag->sum) &&
				!(cx->gvalues[fx->of_figure] == ag->sum))
				continue;
			if ((!f->percent && vd_in_range(&r, sum)) ||
				(f->percent && ag->nonnegative && ag->sum > 0 && vd_in_range(&r, 100.0 * sum / ag->sum)))
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

/*
 * "The median is $44.12, meaning half of the 24 items are above it": the
 * rows above (below) the median its sentence states, half of them to within
 * one row.  Only "half", only beside a median.
 */
void
vd_ground_median_half(VerdictCtx *cx, size_t fi)
{
	static const char *const median[] = {"median", NULL};
	static const char *const above[] = {"above", "over", "more", "higher", "exceed", "exceeds", NULL};
	static const char *const below[] = {"below", "under", "less", "lower", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		j;

	if (!f->words || !f->percent || f->value != 50 || !vd_says(cx, fx->s0, fx->s1, median))
		return;
	for (j = 0; j < cx->nfigs; j++)
	{
		const Grounding *g = &cx->grounds[j];
		int			sr = read_of_step(cx, g->step);
		const StepRead *rd;
		size_t		r,
					n = 0,
					side = 0;
		bool		up = vd_says(cx, f->offset, fx->s1, above),
					down = vd_says(cx, f->offset, fx->s1, below);
		double		m;

		/* the median stated, or a cell that is the median ("the median age is 33", John's 33) */
		if (j == fi || (g->kind != GROUND_MEDIAN && g->kind != GROUND_CELL) || cx->fx[j].s0 != fx->s0 || sr < 0 ||
			up == down || g->column < 0 || g->column >= cx->reads[sr].cells.ncolumns)
			continue;
		rd = &cx->reads[sr];
		m = cx->gvalues[j];
		for (r = 0; r < rd->cells.nrows; r++)
		{
			double		v = rd->cells.cells[r * rd->cells.ncolumns + g->column];

			if (!isfinite(v))
				continue;
			n++;
			side += up ? v > m : v < m;
		}
		if (n >= 2 && fabs(2.0 * side - n) <= 2)
		{
			Grounding  *h = &cx->grounds[fi];

			memset(h, 0, sizeof(*h));
			h->kind = GROUND_DERIVED;
			h->op = OP_MEDIAN_SIDE;
			h->step = g->step;
			h->column = g->column;
			h->a.kind = GROUND_NONE;
			h->a.value = (double) side;
			h->b.kind = GROUND_ROW_COUNT;
			h->b.step = g->step;
			h->b.value = (double) n;
			h->derived = 100.0 * side / n;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return;
		}
	}
}

/*
 * The distinct rows of read sr that the mentions in the figure's scope name,
 * in out (at most cap); a row named twice ("in 1971 ... in 1971") is one term.
 */
static size_t
scope_rows(const VerdictCtx *cx, const FigCtx *fx, int sr, size_t *out, size_t cap)
{
	size_t		n = 0,
				m,
				rr,
				j;

	for (m = 0; m < cx->nmentions; m++)
	{
		const Mention *mn = &cx->mentions[m];

		if (mn->dropped || mn->many || mn->sread != sr || mn->offset < fx->r0 || mn->offset >= fx->h1)
			continue;
		for (rr = 0; rr < mn->nrows && n < cap; rr++)
		{
			bool		dup = false;

			for (j = 0; j < n; j++)
				dup = dup || out[j] == mn->rows[rr];
			if (!dup)
				out[n++] = mn->rows[rr];
		}
	}
	return n;
}

/* Is column col of read sr the one a mention in the figure's scope names rows by ("major 520")? No weight, then. */
static bool
names_rows(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	size_t		m;

	for (m = 0; m < cx->nmentions; m++)
	{
		const Mention *mn = &cx->mentions[m];

		if (!mn->dropped && mn->sread == sr && mn->column == col && mn->offset >= fx->r0 && mn->offset < fx->s1)
			return true;
	}
	return false;
}

/* Is there a column of counts, other than col and not naming the rows, that could weigh col's mean? */
static bool
has_weight(const VerdictCtx *cx, const FigCtx *fx, int sr, int col)
{
	const StepRead *rd = &cx->reads[sr];
	int			w;

	for (w = 0; w < rd->cells.ncolumns; w++)
		if (w != col && rd->colclass[w] == CC_COUNT && rd->aggs[w].count > 0 && !names_rows(cx, fx, sr, w) &&
			!vd_name_has(vd_col_name(rd, w), "id"))
			return true;
	return false;
}

/* Does another figure of fi's sentence, grounded, state the sum? */
static bool
sum_stated(const VerdictCtx *cx, size_t fi, double sum)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
	{
		const Figure *g = &cx->figs[j];

		if (j != fi && cx->grounds[j].kind != GROUND_NONE && g->offset >= fx->s0 && g->offset < fx->s1 &&
			!g->percent && g->bound == 0 && fabs(g->value - sum) <= g->half_unit + 1e-9 * fabs(sum))
			return true;
	}
	return false;
}

/* Is answer[from, to) only what separates the items of a list (spaces, commas, "&", "and", "or")? */
static bool
list_gap(const VerdictCtx *cx, size_t from, size_t to)
{
	static const char *const joins[] = {"and", "or", NULL};
	size_t		i = from;

	while (i < to)
	{
		size_t		w = i;

		if (cx->answer[i] == ' ' || cx->answer[i] == ',' || cx->answer[i] == '&')
		{
			i++;
			continue;
		}
		while (w < to && vd_is_wordch(cx->answer[w]))
			w++;
		if (w == i || !vd_in_words(cx->answer + i, w - i, joins))
			return false;
		i = w;
	}
	return true;
}

/*
 * The rows of read sr that a list names last before the figure in its
 * sentence: mentions of one row each with only list separators between them
 * ("more than the E190, CRJ200 and B737 combined (394 seats)", "the four
 * shortest (Yukon, Yangtze, Mississippi, Po) add up to 1,000 km").  The
 * figure follows the list with no other figure in between.
 */
static size_t
list_rows(const VerdictCtx *cx, size_t fi, int sr, size_t *out, size_t cap)
{
	static const char *const the[] = {"the", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		n = 0,
				end = f->offset,
				j;
	bool		first = true;

	for (;;)
	{
		const Mention *best = NULL;
		size_t		m;

		/* the mention ending last before end */
		for (m = 0; m < cx->nmentions; m++)
		{
			const Mention *mn = &cx->mentions[m];

			if (mn->dropped || mn->offset < fx->s0 || mn->offset + mn->len > end)
				continue;
			if (best == NULL || mn->offset + mn->len > best->offset + best->len)
				best = mn;
		}
		if (best == NULL || best->sread != sr || best->many || best->nrows != 1 ||
			(!first && !list_gap(cx, best->offset + best->len, end)))
			break;
		if (first)
			for (j = 0; j < cx->nfigs; j++)
				if (j != fi && cx->figs[j].offset >= best->offset + best->len && cx->figs[j].offset < f->offset)
					return 0;
		for (j = 0; j < n && out[j] != best->rows[0]; j++)
			;
		if (j < n || n >= cap)
			break;
		out[n++] = best->rows[0];
		end = best->offset;
		/* "Germany, the US and Austria": an item's article is the item's */
		end = vd_word_before_in(cx, end, the);
		first = false;
	}
	return n;
}

/*
 * A figure over the rows named: over every row its scope names, or (list)
 * over the list named right before it only, a sum or, where the sentence
 * averages, a mean.
 */
static void
named_sum(VerdictCtx *cx, size_t fi, bool list)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		s;

	/*
	 * "221 more than media type 4": a comparison, never a sum over the rows it
	 * names; their mean may be set against another figure ("average 3.30,
	 * below the 3.46 of all").  A list right before the figure is summed:
	 * "more than the E190, CRJ200 and B737 combined (394 seats)".
	 */
	if (f->multiple || (fx->compares && !fx->avg_context && !list) || !figure_range(f, &r))
		return;
	/*
	 * a percentage over named rows only as their share: "between them, 7 of
	 * the 34 students, 20.6%"; or a bound on the share of rows summed in the
	 * sentence it points back to ("A and B together bring $X. That is less
	 * than half of the total")
	 */
	if (f->percent && !(f->bound != 0 && fx->back_to_many && !list) &&
		(list || f->direction != 0 || fx->comparative || !(fx->sum_words || fx->summed)))
		return;
	/* "a fifth of U2's total": of that row's figure, not the rows' share of a column total */
	if (f->percent && vd_of_row_possessive(cx, fi))
		return;
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			nc = sr->cells.ncolumns;
		int			c;
		size_t		rows[MAX_MENTIONS];
		size_t		nrows = scope_rows(cx, fx, (int) s, rows, MAX_MENTIONS);

		if (list)
		{
			size_t		nscope = nrows;

			/* a list that is not every row named (those were tried) */
			nrows = list_rows(cx, fi, (int) s, rows, MAX_MENTIONS);
			if (nrows < 2 || nrows >= nscope)
				continue;
		}
		/* "the three pets", "both years": as many rows as the sentence says, or none of this */
		if (fx->rows_said > 0 && nrows != (size_t) fx->rows_said)
			continue;
		for (c = 0; c < nc; c++)
		{
			double		sum = 0;
			int			terms = 0;
			size_t		m;

			for (m = 0; m < nrows; m++)
			{
				double		v = sr->cells.cells[rows[m] * nc + c];

				if (isfinite(v))
				{
					sum += v;
					terms++;
				}
			}
			if (f->percent)
			{
				const ColumnAgg *ag = &sr->aggs[c];

				/* of a column the sentence names, when it names one; never of means or extremes (no total) */
				if ((fx_names_step(fx, (int) s) && !fx_names_col(fx, (int) s, c)) || !adds_up_col(sr, c))
					continue;
				/*
				 * "That is more than half of the total": one row, the chain's
				 * subject, has no share over rows; unless the sentence it points
				 * back to summed several ("A and B together bring $X")
				 */
				if (chain_subject(cx, fx, (int) s) != -1 && !fx->back_to_many)
					continue;
				/* and then of the column that sentence names ("... bring $X in freight") */
				if (fx->back_to_many && !vd_span_names_col(cx, fx->chain0, fx->s0, (int) s, c))
					continue;
				/* said "of" a figure of the answer: of that total only */
				if (fx->of_figure >= 0 && fabs(cx->figs[fx->of_figure].value - ag->sum) >
					cx->figs[fx->of_figure].half_unit + 1e-9 * fabs(ag->sum))
					continue;
				if (terms >= 2 && ag->nonnegative && ag->sum > 0 && (size_t) terms < ag->count &&
					vd_in_range(&r, 100.0 * sum / ag->sum))
				{
					Grounding  *g = set_over_rows(cx, fi, OP_NAMED_SHARE, terms, sr->step->number, GROUND_SUM, c, sum);

					g->b.kind = GROUND_SUM;
					g->b.step = sr->step->number;
					g->b.column = c;
					g->b.value = ag->sum;
					g->derived = 100.0 * sum / ag->sum;
					return;
				}
				continue;
			}
			if (terms >= 2)
			{
				GroundRef	ref;

				memset(&ref, 0, sizeof(ref));
				ref.step = sr->step->number;
				ref.column = c;
				ref.kind = fx->avg_context ? GROUND_AVG : GROUND_SUM;
				ref.value = fx->avg_context ? sum / terms : sum;
				if (!fx->weighted && (fx->avg_context || fx->summed || fx->sum_words || fx->agg == AGW_TOTAL))
					note_nearest_over(cx, fi, fx->avg_context ? OP_AVG : OP_SUM, &ref, NULL, terms, ref.value);
			}
			/* compared to something else: only their mean */
			if (fx->compares && !list && !(terms >= 2 && !fx->weighted && vd_in_range(&r, sum / terms)))
				continue;
			/* "across A, B and C, the average is ...": their mean, or weighted by a column of counts */
			if (terms >= 2 && fx->avg_context && !fx->weighted && vd_in_range(&r, sum / terms))
			{
				set_over_rows(cx, fi, OP_AVG, terms, sr->step->number, GROUND_AVG, c, sum / terms);
				return;
			}
			/*
			 * "1,973 passengers combined, 493.25 on average": the pooling word is the
			 * sum's, which the answer states; the mean is that sum over the rows
			 */
			if (terms >= 2 && fx->avg_context && fx->weighted && !fx->weighted_word &&
				sum_stated(cx, fi, sum) && vd_in_range(&r, sum / terms))
			{
				set_over_rows(cx, fi, OP_AVG, terms, sr->step->number, GROUND_AVG, c, sum / terms);
				return;
			}
			/*
			 * "Taken together, UK, Venezuela and Austria average 47.3 orders":
			 * pooled, where no other column of counts could weigh it, the
			 * mean is the plain one ("weighted" always asks for weights)
			 */
			if (terms >= 2 && fx->weighted && !fx->weighted_word && fx->avg_context && adds_up_col(sr, c) &&
				!has_weight(cx, fx, (int) s, c) && vd_in_range(&r, sum / terms))
			{
				set_over_rows(cx, fi, OP_AVG, terms, sr->step->number, GROUND_AVG, c, sum / terms);
				return;
			}
			if (terms >= 2 && fx->weighted)
			{
				int			w;

				for (w = 0; w < nc; w++)
				{
					double		sw = 0,
								swv = 0;
					size_t		m2;

					if (w == c || sr->colclass[w] != CC_COUNT || names_rows(cx, fx, (int) s, w))
						continue;
					for (m2 = 0; m2 < nrows; m2++)
					{
						double		v = sr->cells.cells[rows[m2] * nc + c],
									wt = sr->cells.cells[rows[m2] * nc + w];

						if (isfinite(v) && isfinite(wt))
						{
							sw += wt;
							swv += wt * v;
						}
					}
					if (sw > 0)
					{
						GroundRef	ra,
									rb;

						memset(&ra, 0, sizeof(ra));
						memset(&rb, 0, sizeof(rb));
						ra.kind = GROUND_AVG;
						ra.step = rb.step = sr->step->number;
						ra.column = c;
						ra.value = swv / sw;
						rb.kind = GROUND_SUM;
						rb.column = w;
						rb.value = sw;
						note_nearest_over(cx, fi, OP_WAVG, &ra, &rb, terms, swv / sw);
					}
					/* "weighted by count, the 64 cars of the two years": the weights' total */
					if (sw > 0 && !f->words && vd_in_range(&r, sw))
					{
						set_over_rows(cx, fi, OP_SUM, terms, sr->step->number, GROUND_SUM, w, sw);
						return;
					}
					if (sw > 0 && vd_in_range(&r, swv / sw))
					{
						Grounding  *g = set_over_rows(cx, fi, OP_WAVG, terms, sr->step->number, GROUND_AVG, c, swv / sw);

						g->b.kind = GROUND_SUM;
						g->b.step = sr->step->number;
						g->b.column = w;
						g->b.value = sw;
						return;
					}
				}
				continue;
			}
			if (terms >= 2 && vd_in_range(&r, sum))
			{
				set_over_rows(cx, fi, OP_SUM, terms, sr->step->number, GROUND_SUM, c, sum);
				return;
			}
		}
	}
}

/* See verdict_int.h. */
void
vd_ground_named_sum(VerdictCtx *cx, size_t fi)
{
	size_t		s,
				rows[MAX_MENTIONS];

	/* a list right before the figure, of fewer rows than the sentence names: that list only */
	for (s = 0; s < cx->nreads; s++)
		if (list_rows(cx, fi, (int) s, rows, MAX_MENTIONS) >= 2 &&
			list_rows(cx, fi, (int) s, rows, MAX_MENTIONS) < scope_rows(cx, &cx->fx[fi], (int) s, rows, MAX_MENTIONS))
		{
			named_sum(cx, fi, true);
			return;
		}
	named_sum(cx, fi, false);
}

/* See verdict_int.h. */
int
vd_expect(VerdictCtx *cx, size_t fi)
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
				if (vd_compute_medians(rd) != 0)
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
