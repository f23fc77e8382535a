/*
 * verdict_search.c — the last derivation tried for a figure nothing else
 * grounds: a small, typed search over the values in play, whatever words the
 * sentence uses around them.
 *
 * The values in play are the cells of the rows the sentence names, then
 * those of the sentence before it (a comparison often names its rows once
 * and states its figures after: "A drew 9.16 million, B 6.94 million. Its
 * rating was 1.4 points higher"); when neither names a row, every row of a
 * result of at most SEARCH_SMALL_RESULT rows.  Columns are those the
 * sentence names, when it names any.  What the figure looks like says what
 * it may be:
 *   - a multiple ("1.36 times", "1.3x", "12.0 to one"): the ratio of one
 *     column's values in two rows in play;
 *   - a percentage: the change between them, from either side, with the
 *     sign the words say (never a ratio: a ratio called a share is wrong);
 *   - a plain number: their difference (where the sentence compares), a
 *     total per unit of one row (where it says per, each, on average), the
 *     mean or the weighted mean of a column over the rows in play (where it
 *     averages), the rest of a total (where it says remaining, rest,
 *     other), and a cell of a row the sentence before names, where this one
 *     names none and sets it against another ("the other's 4.4").
 * Every kind is grounded at the precision shown (vd_in_range), pairs are
 * capped at SEARCH_MAX_PAIRS, and each kind's chance grounding is measured
 * by bench/plausibility_derived.py --chance.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <string.h>

#define SEARCH_MAX_ROWS		6	/* rows in play */
#define SEARCH_SMALL_RESULT	4	/* a result this small has all its rows in play when none is named */
#define SEARCH_MAX_PAIRS	64	/* pairs of values tried per figure */

/* A row in play: a read and a 0-based row. */
typedef struct PlayRow
{
	int			sread;
	size_t		row;
	size_t		at;				/* where the answer names it */
	bool		base;			/* named as the base ("against X", "relative to X") */
} PlayRow;

/* Words that say a comparison's direction: up (more, higher) and down (fewer, lower). */
static const char *const up_words[] = {"more", "higher", "longer", "larger", "bigger", "older", "greater", "above",
	"taller", "heavier", "wider", "richer",
	"ahead", "up", "grew", "rose", "increase", "increased", "outnumber", "outnumbers", "outdrew", "leads",
	"lead", "tops", "topped", "surpasses", "surpassed", "outstrips", "outstripped", "added", "adds", "gained",
	"gains", NULL};
static const char *const down_words[] = {"fewer", "less", "lower", "shorter", "smaller", "younger", "below",
	"lighter", "narrower", "poorer",
	"behind", "down", "fell", "dropped", "decrease", "decreased", "decline", "declined", "shrank", "lost",
	"losing", "trails", "saving", "savings", "saves", "discount", "cheaper", "off", NULL};

/* See verdict_int.h. */
bool
vd_says(const VerdictCtx *cx, size_t s0, size_t s1, const char *const *words)
{
	size_t		k;

	/* from the first token at s0: a long answer is not walked from its start */
	for (k = vd_token_at(cx, s0); k < cx->ntokens; k++)
	{
		const VerdictToken *t = &cx->tokens[k];

		if (t->start < s0 || t->number)
			continue;
		if (t->start >= s1)
			break;
		if (vd_in_words(cx->answer + t->start, t->len, words))
			return true;
	}
	return false;
}

/* The word right after the figure, lower-cased into w (empty when none). */
static void
word_after(const VerdictCtx *cx, size_t fi, char *w, size_t cap)
{
	const Figure *f = &cx->figs[fi];
	size_t		i = f->offset + f->length,
				n = 0;

	while (i < cx->len && cx->answer[i] == ' ')
		i++;
	while (i < cx->len && vd_is_wordch(cx->answer[i]) && n + 1 < cap)
	{
		uchar		c = cx->answer[i++];

		w[n++] = (char) (c >= 'A' && c <= 'Z' ? c + 32 : c);
	}
	w[n] = '\0';
}

/* Add the rows the mentions in [from, to) name, once each; returns the new count. */
static size_t
add_rows(const VerdictCtx *cx, size_t from, size_t to, PlayRow *rows, size_t n)
{
	size_t		k,
				j;

	for (k = 0; k < cx->nmentions && n < SEARCH_MAX_ROWS; k++)
	{
		const Mention *m = &cx->mentions[k];

		/*
		 * a mention naming several rows names none of them in particular;
		 * rows named by their year are ordered in time (verdict_derive.c)
		 */
		if (m->dropped || m->many || m->nrows != 1 || m->offset < from || m->offset >= to || m->year != 0)
			continue;
		for (j = 0; j < n; j++)
			if (rows[j].sread == m->sread && rows[j].row == m->rows[0])
				break;
		if (j == n)
		{
			rows[n].sread = m->sread;
			rows[n].row = m->rows[0];
			rows[n].at = m->offset;
			rows[n].base = vd_named_as_base(cx, m->offset);
			n++;
		}
	}
	return n;
}

/* Does a figure of the answer in [s0, s1), other than fi, quote a cell of column c of read sr? */
static bool
stated_col(const VerdictCtx *cx, size_t fi, size_t s0, size_t s1, int sr, int c)
{
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
		if (j != fi && cx->figs[j].offset >= s0 && cx->figs[j].offset < s1 &&
			cx->grounds[j].kind == GROUND_CELL && cx->gread[j] == sr && cx->gcol[j] == c)
			return true;
	return false;
}

/* Does a word of the answer in [from, to) name column c of read sr (not an identifier's)? */
static bool
span_names_col(const VerdictCtx *cx, size_t from, size_t to, int sr, int c)
{
	const char *name = vd_col_name(&cx->reads[sr], c);

	return name != NULL && !vd_name_has(name, "id") && vd_span_names_col(cx, from, to, sr, c);
}

/* See verdict_int.h. */
bool
vd_pair_col_ok(const VerdictCtx *cx, size_t fi, size_t from, int sr, int c)
{
	const FigCtx *fx = &cx->fx[fi];
	int			k;
	bool		some = false;

	if (vd_span_names_other_col(cx, fx->s0, fx->s1, sr, c))
		return false;
	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr)
		{
			if (fx->col_col[k] == c)
				return true;
			some = true;
		}
	/* "For round trips the ratio is 1.38x": a column its sentence names by words away from the figure */
	if (!some && span_names_col(cx, fx->s0, fx->s1, sr, c))
		return true;
	for (k = 0; k < cx->reads[sr].cells.ncolumns && !some; k++)
		some = stated_col(cx, fi, from, fx->s1, sr, k);
	return !some || stated_col(cx, fi, from, fx->s1, sr, c);
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

static double
cell(const VerdictCtx *cx, int sr, size_t row, int c)
{
	const StepCells *cs = &cx->reads[sr].cells;

	return cs->cells[row * cs->ncolumns + c];
}

static void
ref_cell(const VerdictCtx *cx, GroundRef *r, int sr, size_t row, int c)
{
	memset(r, 0, sizeof(*r));
	r->kind = GROUND_CELL;
	r->step = cx->reads[sr].step->number;
	r->row = (int64_t) row + 1;
	r->column = c;
	r->value = cell(cx, sr, row, c);
}

/* A figure written in a unit ("minutes") is a value of a column in that unit only (conversions are verdict_derive.c's). */
static bool
unit_ok(const VerdictCtx *cx, size_t fi, int sr, int c)
{
	FigureUnit	u = cx->figs[fi].unit;

	return u == UNIT_NONE || cx->reads[sr].colunit[c] == u;
}

/* Does the sentence name column c of read sr? */
static bool
fx_col_named(const FigCtx *fx, int sr, int c)
{
	int			k;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr && fx->col_col[k] == c)
			return true;
	return false;
}

/* Record a cell of a row in play as the figure's grounding. */
static void
set_cell(VerdictCtx *cx, size_t fi, int sr, size_t row, int c)
{
	Grounding  *g = &cx->grounds[fi];

	g->kind = GROUND_CELL;
	g->step = cx->reads[sr].step->number;
	g->row = (int64_t) row + 1;
	g->column = c;
	g->searched = true;
	cx->gvalues[fi] = cell(cx, sr, row, c);
	cx->gread[fi] = sr;
	cx->gcol[fi] = c;
}

/* Is the text between the figures j (before) and k (after) only a word setting them against each other? */
static bool
versus_between(const VerdictCtx *cx, size_t j, size_t k)
{
	size_t		i = cx->figs[j].offset + cx->figs[j].length,
				e = cx->figs[k].offset,
				w;

	if (i >= e)
		return false;
	while (i < e && cx->answer[i] == ' ')
		i++;
	for (w = i; w < e && vd_is_wordch(cx->answer[w]); w++)
		;
	/* "987,000 lb vs 174,200 lb": the first figure's unit word before it */
	if (w > i && cx->figs[j].unit != UNIT_NONE && cx->figs[j].unit == cx->figs[k].unit &&
		!vd_in_words(cx->answer + i, w - i, vd_versus_words))
	{
		for (i = w; i < e && cx->answer[i] == ' '; i++)
			;
		for (w = i; w < e && vd_is_wordch(cx->answer[w]); w++)
			;
	}
	if (w == i || !vd_in_words(cx->answer + i, w - i, vd_versus_words))
		return false;
	if (w < e && cx->answer[w] == '.')
		w++;
	while (w < e && cx->answer[w] == ' ')
		w++;
	return w == e;
}

/*
 * "5.3 against 3.8", "(9.16 vs 4.24 million)": a figure set against one
 * that quotes a cell is a cell of another row in play, in that column.
 */
static bool
search_versus(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows)
{
	size_t		j,
				i;

	for (j = 0; j < cx->nfigs; j++)
	{
		int			sr = cx->gread[j],
					c = cx->gcol[j];

		if (j == fi || cx->grounds[j].kind != GROUND_CELL || sr < 0 || c < 0 ||
			!(j < fi ? versus_between(cx, j, fi) : versus_between(cx, fi, j)))
			continue;
		if (!unit_ok(cx, fi, sr, c))
			continue;
		for (i = 0; i < nrows; i++)
			if (rows[i].sread == sr && (int64_t) rows[i].row + 1 != cx->grounds[j].row &&
				vd_in_range(r, cell(cx, sr, rows[i].row, c)))
			{
				set_cell(cx, fi, sr, rows[i].row, c);
				return true;
			}
	}
	return false;
}

/* Record a search's derivation over two cells. */
static void
set_pair(VerdictCtx *cx, size_t fi, GroundOp op, int sr, size_t ra, int ca, size_t rb, int cb, double value)
{
	Grounding  *g = &cx->grounds[fi];

	g->kind = GROUND_DERIVED;
	g->op = op;
	ref_cell(cx, &g->a, sr, ra, ca);
	ref_cell(cx, &g->b, sr, rb, cb);
	g->derived = value;
	g->step = g->a.step;
	g->searched = true;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/*
 * Keep a pair's derivation as the figure's nearest when the figure has none
 * yet from the other derivations, or this one is nearer; *best is the gap.
 */
static void
note_pair(VerdictCtx *cx, size_t fi, GroundOp op, int sr, size_t ra, size_t rb, int c, double v, double *best)
{
	Grounding  *g = &cx->grounds[fi];
	double		d = fabs(fabs(v) - fabs(cx->figs[fi].value));

	if (!isfinite(v) || !(d < *best) || (g->has_nearest && *best == HUGE_VAL &&
										 fabs(fabs(g->nearest) - fabs(cx->figs[fi].value)) <= d))
		return;
	*best = d;
	g->has_nearest = true;
	g->nearest_op = op;
	ref_cell(cx, &g->nearest_a, sr, ra, c);
	ref_cell(cx, &g->nearest_b, sr, rb, c);
	g->nearest = v;
	g->nearest_nterms = 0;
}

/* Is v a count of something: a whole number of at least one? */
static bool
counts(double v)
{
	return v >= 1 && v == floor(v) && v < 1e15;
}

/*
 * Is row a the subject rather than row b: the row the figure's own
 * sentence names before it ("Japan has 0.67 times as many"), then a row of
 * the sentence before, then one named after the figure; among equals, the
 * one named first? own: named in the figure's sentence; fig: its offset.
 */
static bool
named_before(const PlayRow *a, bool a_own, const PlayRow *b, bool b_own, size_t fig)
{
	int			ra = a_own && a->at < fig ? 0 : a->at < fig ? 1 : 2,
				rb = b_own && b->at < fig ? 0 : b->at < fig ? 1 : 2;

	/* "against X", "relative to X": X is what the other is set against */
	if (a->base != b->base)
		return b->base;

	return ra != rb ? ra < rb : a->at < b->at;
}

/* Is the figure said "by a factor of", which is never below one? */
static bool
said_factor(const VerdictCtx *cx, size_t fi)
{
	static const char factor_of[] = "factor of ";
	size_t		at = cx->figs[fi].offset,
				k;

	if (at < 10)
		return false;
	for (k = 0; k < 10 && (cx->answer[at - 10 + k] | 0x20) == (uchar) factor_of[k]; k++)
		;
	return k == 10;
}

/*
 * Multiples, changes and differences between two rows in play of one
 * column: row i is the subject, row j what it is set against. The subject
 * is the row named_before() says ("A drew 1.3x B's audience", "A is 5%
 * shorter than B", "Germany tops the list. Japan has 0.67 times as many"),
 * but after "from" the other is the subject and this the base ("grew 25%
 * from Q1 to Q2"); sign is the direction the words give (0: either). When
 * the sentence names rows, one of the pair is its own (the first nown).
 */
static bool
search_pairs(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows, size_t nown,
			 bool ratio, bool change, bool diff, bool from_first, int sign, size_t from)
{
	size_t		i,
				j,
				fend = cx->figs[fi].offset;
	int			tried = 0;
	double		best = HUGE_VAL;
	bool		factor = ratio && said_factor(cx, fi);

	for (i = 0; i < nrows; i++)
		for (j = 0; j < nrows; j++)
		{
			int			sr = rows[i].sread,
						c;

			if (i == j || rows[j].sread != sr)
				continue;
			/* two of the sentence's own rows when it names two; one when it names one */
			if ((nown >= 2 && (i >= nown || j >= nown)) || (nown == 1 && i != 0 && j != 0))
				continue;
			if (from_first ? named_before(&rows[i], i < nown, &rows[j], j < nown, fend) :
				named_before(&rows[j], j < nown, &rows[i], i < nown, fend))
				continue;
			for (c = 0; c < cx->reads[sr].cells.ncolumns; c++)
			{
				double		a = cell(cx, sr, rows[i].row, c),
							b = cell(cx, sr, rows[j].row, c);

				if (!isfinite(a) || !isfinite(b) || !vd_pair_col_ok(cx, fi, from, sr, c) || !unit_ok(cx, fi, sr, c) ||
					tried++ >= SEARCH_MAX_PAIRS)
					continue;
				/* row i over row j: a multiple of positive values; "by a factor of": the larger over the smaller */
				if (ratio && a > 0 && b > 0 && vd_in_range_edge(r, a / b) && !(factor && a < b))
				{
					set_pair(cx, fi, OP_RATIO, sr, rows[i].row, c, rows[j].row, c, a / b);
					return true;
				}
				if (ratio && factor && a > 0 && b > a && vd_in_range_edge(r, b / a))
				{
					set_pair(cx, fi, OP_RATIO, sr, rows[j].row, c, rows[i].row, c, b / a);
					return true;
				}
				/* from row j to row i, with the sign the words give (none: either) */
				if (change && b != 0 && (sign == 0 || (a - b) * sign > 0) &&
					vd_in_range_edge(r, 100.0 * (a - b) / fabs(b)))
				{
					set_pair(cx, fi, OP_CHANGE, sr, rows[j].row, c, rows[i].row, c, 100.0 * (a - b) / fabs(b));
					return true;
				}
				if (ratio && a > 0 && b > 0)
					note_pair(cx, fi, OP_RATIO, sr, rows[i].row, rows[j].row, c, a / b, &best);
				if (change && b != 0 && (sign == 0 || (a - b) * sign > 0))
					note_pair(cx, fi, OP_CHANGE, sr, rows[j].row, rows[i].row, c, 100.0 * (a - b) / fabs(b), &best);
				if (diff && nown == 0 && a != b && (sign == 0 || (a - b) * sign > 0))
					note_pair(cx, fi, OP_DIFF, sr, a > b ? rows[j].row : rows[i].row, a > b ? rows[i].row : rows[j].row,
							  c, fabs(a - b), &best);
				if (diff && a != b && (sign == 0 || (a - b) * sign > 0) && vd_in_range_edge(r, fabs(a - b)))
				{
					if (a > b)
						set_pair(cx, fi, OP_DIFF, sr, rows[j].row, c, rows[i].row, c, a - b);
					else
						set_pair(cx, fi, OP_DIFF, sr, rows[i].row, c, rows[j].row, c, b - a);
					return true;
				}
			}
		}
	return false;
}

/*
 * Are columns a and b of one read the same measure of two periods or
 * groups: names alike but for one word ("sales_1996" and "sales_1997",
 * "q1_sales" and "q2_sales", "home_wins" and "away_wins"), in one unit?
 */
static bool
parallel_columns(const VerdictCtx *cx, int sr, int a, int b)
{
	const char *na = vd_col_name(&cx->reads[sr], a),
			   *nb = vd_col_name(&cx->reads[sr], b);
	size_t		la,
				lb,
				pre = 0,
				suf = 0,
				k;

	if (na == NULL || nb == NULL || cx->reads[sr].colunit[a] != cx->reads[sr].colunit[b] ||
		vd_name_has(na, "id") || vd_name_has(nb, "id"))
		return false;
	la = strlen(na);
	lb = strlen(nb);
	while (pre < la && pre < lb && ascii_lower((uchar) na[pre]) == ascii_lower((uchar) nb[pre]))
		pre++;
	while (pre > 0 && na[pre - 1] != '_')
		pre--;
	while (suf < la - pre && suf < lb - pre &&
		   ascii_lower((uchar) na[la - 1 - suf]) == ascii_lower((uchar) nb[lb - 1 - suf]))
		suf++;
	while (suf > 0 && na[la - suf] != '_')
		suf--;
	/* what is alike is a word at least, what differs one word on each side */
	if (pre + suf < 3 || la - pre - suf == 0 || lb - pre - suf == 0)
		return false;
	/* "top_one_way" and "low_one_way" are a measure's extremes, not two periods of it */
	{
		static const char *const aggregates[] = {"top", "low", "high", "min", "max", "avg", "mean", "median",
			"lowest", "highest", "total", "sum", "count", "first", "last", "best", "worst", "peak", "average",
		"minimum", "maximum", NULL};

		if (vd_in_words((const uchar *) na + pre, la - pre - suf, aggregates) ||
			vd_in_words((const uchar *) nb + pre, lb - pre - suf, aggregates))
			return false;
	}
	for (k = pre; k < la - suf; k++)
		if (na[k] == '_')
			return false;
	for (k = pre; k < lb - suf; k++)
		if (nb[k] == '_')
			return false;
	return true;
}

/*
 * The row a clause of its own says the figure of: the row named right
 * before the figure, no other row and no word setting it against another
 * ("than", "vs.", "compared") between them ("…, while Austria grew 124%").
 */
static bool
own_clause_row(const VerdictCtx *cx, size_t fi, PlayRow *out)
{
	static const char *const against[] = {"than", "vs", "versus", "against", "compared", "relative", "over", "ahead",
	"behind", "outpaced", "exceeded", "trailed", "beat", NULL};
	static const char *const than[] = {"than", NULL};
	static const char *const multiplied[] = {"doubled", "tripled", "trebled", "quadrupled", "halved", "twice",
	"double", "triple", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m;
	size_t		k,
				e;

	if (fx->mention < 0)
		return false;
	m = &cx->mentions[fx->mention];
	e = m->offset + m->len;
	if (m->dropped || m->many || m->nrows != 1 || m->offset < fx->s0 || e > cx->figs[fi].offset)
		return false;
	for (k = 0; k < cx->nmentions; k++)
		if ((int) k != fx->mention && !cx->mentions[k].dropped && cx->mentions[k].offset >= e &&
			cx->mentions[k].offset < cx->figs[fi].offset)
			return false;
	for (k = 0; k < cx->ntokens && cx->tokens[k].start < cx->figs[fi].offset; k++)
	{
		const VerdictToken *t = &cx->tokens[k];

		if (t->start < e || t->number || !vd_in_words(cx->answer + t->start, t->len, against))
			continue;
		/* "more than tripled": a bound on the multiple, no other row */
		if (k + 1 < cx->ntokens && vd_in_words(cx->answer + t->start, t->len, than) &&
			vd_in_words(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, multiplied))
			continue;
		return false;
	}
	out->sread = m->sread;
	out->row = m->rows[0];
	out->at = m->offset;
	out->base = false;
	return true;
}

/*
 * "Confections: $29,685.55 in 1996, +178.4% in 1997", "That is 2.816 times
 * the earlier year's": a multiple, change or difference between two cells
 * of one row, in two columns of one measure (parallel_columns), the later
 * column over the earlier unless the words set them the other way; the
 * row is the sentence's own, else the one row the sentence before names.
 */
static bool
search_columns(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows, size_t nown,
			   bool ratio, bool change, bool diff, int sign)
{
	size_t		i,
				n = nown > 0 ? nown : nrows == 1 ? 1 : 0;
	PlayRow		own;

	/*
	 * one row in play: where the sentence sets two rows against each other,
	 * the change is between them; but in "Germany grew 231%, while Austria
	 * grew 124%" each clause says its own row's change
	 */
	if (n != 1 && own_clause_row(cx, fi, &own))
	{
		rows = &own;
		n = 1;
	}
	if (n != 1)
		return false;
	for (i = 0; i < n; i++)
	{
		int			sr = rows[i].sread,
					ca,
					cb;

		for (ca = 0; ca < cx->reads[sr].cells.ncolumns; ca++)
			for (cb = 0; cb < cx->reads[sr].cells.ncolumns; cb++)
			{
				double		a = cell(cx, sr, rows[i].row, ca),
							b = cell(cx, sr, rows[i].row, cb),
							ya = cx->reads[sr].colyear[ca],
							yb = cx->reads[sr].colyear[cb];
				bool		in_time = ya > 0 && yb > 0;

				if (ca == cb || !isfinite(a) || !isfinite(b) || !parallel_columns(cx, sr, ca, cb) ||
					!unit_ok(cx, fi, sr, ca))
					continue;
				/* columns of two years: a change or a gap goes from the earlier to the later */
				if (in_time && !ratio && ya > yb)
					continue;
				if (diff && in_time && (sign == 0 || (b - a) * sign > 0) && vd_in_range_edge(r, b - a))
				{
					set_pair(cx, fi, OP_DIFF, sr, rows[i].row, ca, rows[i].row, cb, b - a);
					return true;
				}
				/* b set against a: from a to b */
				if (ratio && a > 0 && b > 0 && vd_in_range_edge(r, b / a))
				{
					set_pair(cx, fi, OP_RATIO, sr, rows[i].row, cb, rows[i].row, ca, b / a);
					return true;
				}
				if (change && a != 0 && (sign == 0 || (b - a) * sign > 0) && vd_in_range_edge(r, 100.0 * (b - a) / fabs(a)))
				{
					set_pair(cx, fi, OP_CHANGE, sr, rows[i].row, ca, rows[i].row, cb, 100.0 * (b - a) / fabs(a));
					return true;
				}
				if (diff && !in_time && a < b && vd_in_range_edge(r, b - a))
				{
					set_pair(cx, fi, OP_DIFF, sr, rows[i].row, ca, rows[i].row, cb, b - a);
					return true;
				}
			}
	}
	return false;
}

/* A total over a count in one row in play ("23 over six templates, 3.83 per template"). */
static bool
search_per_unit(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows, size_t from)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		i;

	for (i = 0; i < nrows; i++)
	{
		int			sr = rows[i].sread,
					a,
					b;
		const StepRead *rd = &cx->reads[sr];

		for (b = 0; b < rd->cells.ncolumns; b++)
		{
			double		n = cell(cx, sr, rows[i].row, b);

			/* the divisor: a column of counts, and more than one of them */
			if (rd->colclass[b] != CC_COUNT || !counts(n) || n < 2 || !vd_divisor_ok(cx, fi, sr, b))
				continue;
			for (a = 0; a < rd->cells.ncolumns; a++)
			{
				double		t = cell(cx, sr, rows[i].row, a);

				/*
				 * the total: a column the sentence names, or one whose cell it
				 * states ("sum to 23"), or the one before when its rows are
				 * those in play ("moved $28,244.90. That is $86.64 per order")
				 */
				if (a == b || !isfinite(t) || rd->colclass[a] == CC_PCT || !unit_ok(cx, fi, sr, a) ||
					!(col_ok(fx, sr, a) || stated_col(cx, fi, from, fx->s1, sr, a)))
					continue;
				if (vd_in_range_edge(r, t / n))
				{
					set_pair(cx, fi, OP_PER_UNIT, sr, rows[i].row, a, rows[i].row, b, t / n);
					return true;
				}
			}
		}
	}
	return false;
}

/* Does a mention in [s0, s1) name rows by a value of column c of read sr? */
static bool
names_rows(const VerdictCtx *cx, size_t s0, size_t s1, int sr, int c)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].sread == sr && cx->mentions[k].column == c &&
			cx->mentions[k].offset >= s0 && cx->mentions[k].offset < s1)
			return true;
	return false;
}

/* The mean of a column over the rows in play, plain or weighted by a column of counts. */
static bool
search_means(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows, bool weighted,
			 size_t from)
{
	const FigCtx *fx = &cx->fx[fi];
	int			sr,
				c,
				w;

	if (nrows < 2)
		return false;
	sr = rows[0].sread;
	for (size_t i = 1; i < nrows; i++)
		if (rows[i].sread != sr)
			return false;
	for (c = 0; c < cx->reads[sr].cells.ncolumns; c++)
	{
		if (!col_ok(fx, sr, c) || !unit_ok(cx, fi, sr, c))
			continue;
		for (w = weighted ? 0 : -1; w < (weighted ? cx->reads[sr].cells.ncolumns : 0); w++)
		{
			double		sum = 0,
						wsum = 0;
			size_t		i;
			bool		ok = true;
			Grounding  *g;

			/* the weight: a column of counts, not one that names the rows ("major 520") */
			if (w == c || (w >= 0 && (cx->reads[sr].colclass[w] != CC_COUNT || names_rows(cx, from, fx->s1, sr, w))))
				continue;
			for (i = 0; i < nrows && ok; i++)
			{
				double		v = cell(cx, sr, rows[i].row, c),
							k = w >= 0 ? cell(cx, sr, rows[i].row, w) : 1;

				ok = isfinite(v) && counts(k);
				sum += v * k;
				wsum += k;
			}
			if (!ok || wsum <= 0 || !vd_in_range_edge(r, sum / wsum))
				continue;
			g = &cx->grounds[fi];
			g->kind = GROUND_DERIVED;
			g->op = w >= 0 ? OP_WAVG : OP_AVG;
			g->nterms = (int) nrows;
			g->step = cx->reads[sr].step->number;
			memset(&g->a, 0, sizeof(g->a));
			g->a.kind = GROUND_AVG;
			g->a.step = g->step;
			g->a.column = c;
			g->a.value = sum / wsum;
			if (w >= 0)
			{
				memset(&g->b, 0, sizeof(g->b));
				g->b.kind = GROUND_SUM;
				g->b.step = g->step;
				g->b.column = w;
				g->b.value = wsum;
			}
			g->derived = sum / wsum;
			g->searched = true;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return true;
		}
	}
	return false;
}

/*
 * Ground figure fi as column c's total less part: a figure of the answer
 * (part_fig, its index) or, with part_fig -1, the nterms rows named.
 */
static void
set_rest_of_sum(VerdictCtx *cx, size_t fi, const StepRead *rd, int c, double part, int64_t part_fig, int nterms)
{
	Grounding  *g = &cx->grounds[fi];

	g->kind = GROUND_DERIVED;
	g->op = OP_REST;
	g->step = rd->step->number;
	memset(&g->a, 0, sizeof(g->a));
	memset(&g->b, 0, sizeof(g->b));
	g->a.kind = GROUND_SUM;
	g->a.step = g->step;
	g->a.column = c;
	g->a.value = rd->aggs[c].sum;
	g->b.kind = GROUND_NONE;
	g->b.row = part_fig;
	g->b.value = part;
	g->nterms = nterms;
	g->derived = rd->aggs[c].sum - part;
	g->searched = true;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/* Does answer[from, to) name a column of read sr? */
static bool
names_a_col(const VerdictCtx *cx, int sr, size_t from, size_t to)
{
	int			c;

	for (c = 0; c < cx->reads[sr].cells.ncolumns; c++)
		if (cx->reads[sr].aggs[c].count > 0 && vd_span_names_col(cx, from, to, sr, c))
			return true;
	return false;
}

/*
 * "The remaining 48 states share 225": a total (the row count, a column's
 * sum) less the part the answer names (the rows named, their sum, or a
 * figure of the sentence or the one before).
 */
static bool
search_rest(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows, size_t from)
{
	size_t		s,
				j;

	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *rd = &cx->reads[s];
		double		total = (double) rd->step->row_count;
		Grounding  *g = &cx->grounds[fi];
		int			c;

		/* the rows not named */
		if (nrows > 0 && rows[0].sread == (int) s && total > (double) nrows &&
			vd_in_range_edge(r, total - (double) nrows))
		{
			g->kind = GROUND_DERIVED;
			g->op = OP_REST;
			g->step = rd->step->number;
			memset(&g->a, 0, sizeof(g->a));
			memset(&g->b, 0, sizeof(g->b));
			g->a.kind = GROUND_ROW_COUNT;
			g->a.step = g->step;
			g->a.value = total;
			g->b.kind = GROUND_NONE;
			g->b.row = -1;
			g->b.value = (double) nrows;
			g->nterms = (int) nrows;
			g->derived = total - (double) nrows;
			g->searched = true;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return true;
		}
		/* a column's total less a figure stated before it in the sentence or the one before */
		for (c = 0; c < rd->cells.ncolumns; c++)
		{
			if (rd->aggs[c].count < 2 || !rd->aggs[c].nonnegative)
				continue;
			for (j = 0; j < cx->nfigs; j++)
			{
				const Grounding *gj = &cx->grounds[j];
				double		part = cx->figs[j].value;

				if (j == fi || gj->kind == GROUND_NONE || cx->figs[j].offset < from ||
					cx->figs[j].offset >= cx->figs[fi].offset || cx->figs[j].percent || cx->figs[j].bound != 0)
					continue;
				if (!(part > 0 && part < rd->aggs[c].sum) || !vd_in_range_edge(r, rd->aggs[c].sum - part))
					continue;
				set_rest_of_sum(cx, fi, rd, c, part, (int64_t) j, 0);
				return true;
			}
		}
		/*
		 * then, no part stated: "Rock, Latin, Metal and Alternative & Punk
		 * …; the remaining twenty genres made up the balance of $617": a
		 * column's total less the rows named, in a column the sentences
		 * name if they name one
		 */
		if (nrows > 0 && rows[0].sread == (int) s && (double) nrows < total)
			for (c = 0; c < rd->cells.ncolumns; c++)
			{
				double		part = 0;
				size_t		k;
				unsigned	na = rd->nameagg[c];

				if (rd->aggs[c].count < 2 || !rd->aggs[c].nonnegative || rd->colclass[c] == CC_PCT ||
					na == NA_AVG || na == NA_MEDIAN || na == NA_MAX || na == NA_MIN ||
					(names_a_col(cx, (int) s, from, cx->fx[fi].s1) && !vd_span_names_col(cx, from, cx->fx[fi].s1, (int) s, c)))
					continue;
				for (k = 0; k < nrows && rows[k].sread == (int) s; k++)
					part += rd->cells.cells[rows[k].row * rd->cells.ncolumns + c];
				if (k < nrows || !isfinite(part) || !(part > 0 && part < rd->aggs[c].sum) ||
					!vd_in_range_edge(r, rd->aggs[c].sum - part))
					continue;
				set_rest_of_sum(cx, fi, rd, c, part, -1, (int) nrows);
				return true;
			}
	}
	return false;
}

/*
 * Add the rows whose cells the answer's other figures in [from, to) quote,
 * once each: rows in play by value, whatever the answer calls them (an id, a
 * code, a name the cells do not hold). Only a cell its column holds in that
 * row alone says which row it is.
 */
static size_t
add_value_rows(const VerdictCtx *cx, size_t fi, size_t from, size_t to, PlayRow *rows, size_t n, bool unknown_only)
{
	size_t		j,
				k,
				r;

	for (j = 0; j < cx->nfigs && n < SEARCH_MAX_ROWS; j++)
	{
		const Grounding *g = &cx->grounds[j];
		int			sr = cx->gread[j],
					c = cx->gcol[j];
		const StepCells *cs;
		size_t		same = 0;

		if (j == fi || g->kind != GROUND_CELL || sr < 0 || c < 0 || g->row < 1 ||
			cx->figs[j].offset < from || cx->figs[j].offset >= to || cx->figs[j].percent ||
			(unknown_only && !cx->fx[j].unknown_subject))
			continue;
		cs = &cx->reads[sr].cells;
		if ((size_t) g->row > cs->nrows)
			continue;
		for (r = 0; r < cs->nrows && same < 2; r++)
			if (cs->cells[r * cs->ncolumns + c] == cx->gvalues[j])
				same++;
		if (same != 1)
			continue;
		for (k = 0; k < n; k++)
			if (rows[k].sread == sr && rows[k].row == (size_t) g->row - 1)
				break;
		if (k == n)
		{
			rows[n].sread = sr;
			rows[n].row = (size_t) g->row - 1;
			rows[n].at = cx->figs[j].offset;
			rows[n].base = false;
			n++;
		}
	}
	return n;
}

/*
 * The count said right before the figure, in words ("two one-ways ($360)",
 * "three nights would cost $570"): 2 to 12, at most five words before it,
 * no figure between, nor a word that makes the figure one of them ("two
 * fares average $340"); 0: none.
 */
static int
said_count(const VerdictCtx *cx, size_t fi)
{
	static const char *const counts[] = {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", NULL};
	static const char *const one_of[] = {"per", "each", "apiece", "average", "averages", "averaged", "averaging",
		"mean", "an", "a", "every", "of", "out", "between", "among", "together", "combined", "total", "all", "both",
	NULL};
	const Figure *f = &cx->figs[fi];
	size_t		k,
				seen = 0;

	for (k = cx->ntokens; k-- > 0 && seen < 6;)
	{
		const VerdictToken *t = &cx->tokens[k];
		const uchar *w = cx->answer + t->start;
		size_t		j;

		if (t->start >= f->offset)
			continue;
		if (t->start < cx->fx[fi].s0)
			return 0;
		/* "2 × one-way ($380.00)", "3x the nightly rate": a small count times it */
		if (t->number)
		{
			size_t		e = t->start + t->len;
			int			n = t->len == 1 ? w[0] - '0' : t->len == 2 && ascii_is_digit(w[1]) ? (w[0] - '0') * 10 + w[1] - '0' : 0;

			while (e < cx->len && cx->answer[e] == ' ')
				e++;
			if (n >= 2 && n <= 12 && ascii_is_digit(w[0]) &&
				((e + 1 < cx->len && cx->answer[e] == 0xc3 && cx->answer[e + 1] == 0x97) ||
				 (e + 1 < cx->len && cx->answer[e] == 'x' && cx->answer[e + 1] == ' ')))
				return n;
			return 0;
		}
		seen++;
		/* "one-ways": a number word joined to a noun is no count */
		if (t->start + t->len < cx->len && cx->answer[t->start + t->len] == '-')
			continue;
		if (vd_in_words(w, t->len, one_of))
			return 0;
		for (j = 0; counts[j]; j++)
			if (vd_eq_word(w, t->len, counts[j]))
				return (int) j + 2;
	}
	return 0;
}

/* A cell of a row in play times the count said before the figure: "two one-ways ($360)". */
static bool
search_times(VerdictCtx *cx, size_t fi, const FigureRange *r, const PlayRow *rows, size_t nrows)
{
	const FigCtx *fx = &cx->fx[fi];
	int			k = said_count(cx, fi);
	size_t		i;

	if (k < 2)
		return false;
	for (i = 0; i < nrows; i++)
	{
		int			sr = rows[i].sread,
					c;
		const StepRead *rd = &cx->reads[sr];

		for (c = 0; c < rd->cells.ncolumns; c++)
		{
			double		v = cell(cx, sr, rows[i].row, c);
			Grounding  *g;

			/* an amount: not a percentage, an identifier or the column the rows are named by */
			if (!isfinite(v) || v <= 0 || rd->colclass[c] == CC_PCT || vd_name_has(vd_col_name(rd, c), "id") ||
				names_rows(cx, fx->s0, fx->s1, sr, c) || !unit_ok(cx, fi, sr, c) || !col_ok(fx, sr, c) ||
				!vd_in_range_edge(r, k * v))
				continue;
			g = &cx->grounds[fi];
			g->kind = GROUND_DERIVED;
			g->op = OP_TIMES;
			ref_cell(cx, &g->a, sr, rows[i].row, c);
			memset(&g->b, 0, sizeof(g->b));
			g->nterms = k;
			g->derived = k * v;
			g->step = g->a.step;
			g->searched = true;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return true;
		}
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_says_saving(const VerdictCtx *cx, size_t fi)
{
	static const char *const saving_words[] = {"saving", "savings", "saves", "save", "saved", "discount",
	"cheaper", "off", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Figure *f = &cx->figs[fi];

	return vd_says(cx, fx->s0, f->offset, saving_words) ||
		vd_says(cx, f->offset + f->length, f->offset + f->length + 12 < fx->s1 ? f->offset + f->length + 12 : fx->s1,
			 saving_words);
}

/* See verdict_int.h. */
bool
vd_says_relative(const VerdictCtx *cx, size_t fi)
{
	static const char *const relative_words[] = {"relative", "relatively", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Figure *f = &cx->figs[fi];

	size_t		end = f->offset + f->length;

	/*
	 * "a relative drop of 8%", or after it: "+295% in relative terms", "~95%
	 * more in relative terms"; or the sentence opens with it: "In relative
	 * terms, this represents an increase of 15.8%"
	 */
	return vd_says(cx, f->offset > 40 && f->offset - 40 > fx->s0 ? f->offset - 40 : fx->s0, f->offset, relative_words) ||
		vd_says(cx, fx->s0, fx->s0 + 12 < f->offset ? fx->s0 + 12 : f->offset, relative_words) ||
		vd_says(cx, end, end + 24 < fx->s1 ? end + 24 : fx->s1, relative_words);
}

/* The way figure fi's own words compare: 1 ahead or more, -1 behind or less, 0 none. */
static int
compare_sign_own(const VerdictCtx *cx, size_t fi)
{
	static const char *const ahead[] = {"ahead", "leads", "lead", "leading", "exceeds", "exceeded", "exceed", "beats",
		"beat", "beaten", "tops", "topped", "outnumbers", "outnumbered", "outpaces", "outpaced", "outsold", "outspent",
		"outweighed", "outweighs", "outlasted", "outlasts", "outscored", "outperformed", "surpassed", "surpasses",
		"outstrips", "outstripped", "dwarfed", "dwarfs", "clear", "holds", "held", "pulls", "pulled", "edges",
		"edged", "wins", "won",
	NULL};
	static const char *const behind[] = {"behind", "trails", "trail", "trailing", "trailed", "lags", "lagged", NULL};
	static const char *const hedge_words[] = {"about", "around", "roughly", "approximately", "approx", "nearly",
	"almost", "some", "circa", "ca", "c", "right", NULL};
	/* "by north of 31 percent", "by just over a quarter", "by not quite 27 percent": a bound's or hedge's words */
	static const char *const bound_words[] = {"north", "south", "of", "just", "over", "under", "a", "shade", "touch",
		"hair", "tad", "bit", "little", "not", "quite", "well", "more", "less", "than", "upwards", "slightly", "comfortably", "at",
	"least", "most", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		k,
				seen = 0;


	/*
	 * "ahead by 15.7%", "trails Peacock by 13.6%", "is outsold by Jane
	 * Peacock by 15.7%": "by" right before it, the word of direction before
	 * (the excess of the larger over the smaller, active or passive)
	 */
	k = vd_token_at(cx, f->offset);
	/* "by about 36%", "by c. 36%": past the hedge */
	while (k >= 3 && !cx->tokens[k - 1].number && cx->tokens[k - 1].len <= 13 &&
		   !vd_eq_word(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, "by") &&
		   (vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, hedge_words) ||
			vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, bound_words)))
		k--;
	if (k >= 2 && vd_eq_word(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, "by"))
	{
		size_t		j;

		for (j = k - 1; j > 0 && k - j <= 9; j--)
		{
			const VerdictToken *w = &cx->tokens[j - 1];

			/*
			 * "exceeded that of the USA (18.6%) by 0.4 points": past a figure in
			 * brackets, or in a row's name ("trailed Protected MPEG-4 video files by")
			 */
			if (w->number && !vd_in_mention(cx, w->start) && !(w->start >= 1 && (cx->answer[w->start - 1] == '(' ||
												 (w->start >= 2 && cx->answer[w->start - 1] == '$' &&
												  cx->answer[w->start - 2] == '('))))
				break;
			if (w->number)
				continue;
			if (vd_in_words(cx->answer + w->start, w->len, ahead))
				return 1;
			if (vd_in_words(cx->answer + w->start, w->len, behind))
				return -1;
		}
	}
	seen = 0;
	for (k = vd_token_at(cx, f->offset + f->length); k < cx->ntokens && seen < 3; k++)
	{
		const VerdictToken *t = &cx->tokens[k];

		if (t->number)
			break;
		/* "68.6%, a bit more than two fifths": past a comma the words are another clause's */
		if (seen == 0 && memchr(cx->answer + f->offset + f->length, ',', t->start - f->offset - f->length) != NULL)
			break;
		seen++;
		if (vd_in_words(cx->answer + t->start, t->len, up_words))
			return 1;
		/* ("came in 50.0% under Margaret Peacock": right after a percentage, under is below) */
		if (vd_in_words(cx->answer + t->start, t->len, down_words) ||
			(seen == 1 && f->percent && vd_eq_word(cx->answer + t->start, t->len, "under")))
			return -1;
	}
	return 0;
}

/* See verdict_int.h. */
int
vd_compare_sign(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	int			sign = compare_sign_own(cx, fi);

	/* "trailed B by $63.47 in 2024 sales, or 47 percent": a restatement of the gap before it, the same way */
	if (sign == 0 && fi > 0 && f->percent && !cx->figs[fi - 1].percent && cx->fx[fi - 1].s0 == cx->fx[fi].s0)
	{
		const Figure *g = &cx->figs[fi - 1];
		size_t		p = f->offset;

		while (p > g->offset + g->length && cx->answer[p - 1] == ' ')
			p--;
		if (p >= g->offset + g->length + 4 && memcmp(cx->answer + p - 4, ", or", 4) == 0 &&
			p - 4 - (g->offset + g->length) <= 30 &&
			memchr(cx->answer + g->offset + g->length, ',', p - 4 - (g->offset + g->length)) == NULL)
			sign = compare_sign_own(cx, fi - 1);
	}
	return sign;
}

/* See verdict_int.h. */
void
vd_search(VerdictCtx *cx, size_t fi, size_t prev0, bool rest_only)
{
	static const char *const compare_words[] = {"more", "fewer", "less", "higher", "lower", "gap", "difference",
		"ahead", "behind", "lead", "leads", "margin", "older", "younger", "longer", "shorter", "grew", "fell", "rose",
		"dropped", "up", "down", "increase", "decrease", "decline", "than", "between", "outnumber", "outnumbers",
	"larger", "smaller", "bigger", "tops", "topped", "surpasses", "surpassed", "outstrips", "outstripped", "added",
	"adds", "gained", "gains", "exceeds", "exceeded", "exceeding", "outpaced", "trails", "trailed", "taller",
	"heavier", "lighter", "faster", "slower", "cheaper", "costlier", "pricier", "wider", "deeper", "richer",
	"poorer", "busier", NULL};
	static const char *const per_words[] = {"per", "each", "apiece", "average", "averages", "averaged", "an",
	NULL};
	static const char *const mean_words[] = {"average", "averages", "averaged", "averaging", "mean", NULL};
	static const char *const weight_words[] = {"weighted", "pooling", "pooled", "overall", "across", NULL};
	static const char *const rest_words[] = {"remaining", "rest", "other", "others", NULL};
	static const char *const against_words[] = {"other", "other's", "against", "versus", "vs", "compared", "while",
	"whereas", NULL};
	static const char *const times_words[] = {"times", "fold", "x", NULL};
	static const char *const from_words[] = {"from", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	PlayRow		rows[SEARCH_MAX_ROWS];
	size_t		nrows,
				nown,
				s;
	FigureRange r;
	char		next[16];
	bool		multiple,
				from_first;
	size_t		pfrom;
	int			sign;

	if (cx->grounds[fi].kind != GROUND_NONE || (f->bound != 0 && !f->close) || !figure_range(f, &r))
		return;
	/* "Top 3 = almost a third of 1997 units": the top rows together (vd_ground_topk), no row in play */
	if (fx->top_rows)
		return;
	/*
	 * "ahead of the runner-up", "the next": rows beside a named one are
	 * verdict_derive.c's; "+178.4% on a year earlier" may still be between
	 * the named row's own columns
	 */
	word_after(cx, fi, next, sizeof(next));
	multiple = f->multiple || said_factor(cx, fi) || vd_in_words((const uchar *) next, strlen(next), times_words) ||
		(strcmp(next, "to") == 0 && f->value >= 1);
	if (fx->neighbour && !said_factor(cx, fi))
	{
		nown = add_rows(cx, fx->s0, fx->s1, rows, 0);
		nrows = nown > 0 ? nown : add_rows(cx, prev0, fx->s0, rows, 0);
		if (!rest_only && nrows > 0 && (f->percent || multiple) && f->half_unit <= 0.1 * fabs(f->value))
			search_columns(cx, fi, &r, rows, nrows, nown, multiple, f->percent, false,
						   f->direction != 0 ? f->direction : f->explicit_sign ? (f->value < 0 ? -1 : 1) : 0);
		return;
	}
	/* one or two significant digits are matched by too much */
	if (!(f->half_unit <= (f->percent || f->multiple ? 0.1 : 0.065) * fabs(f->value)))
		return;
	/* the rows the sentence names, then those of the sentence before */
	nown = add_rows(cx, fx->s0, fx->s1, rows, 0);
	nrows = add_rows(cx, prev0, fx->s0, rows, nown);
	/* no row named: the rows the figures of its sentence, then of the one before, quote */
	if (nrows == 0)
	{
		nown = add_value_rows(cx, fi, fx->s0, fx->s1, rows, 0, false);
		nrows = add_value_rows(cx, fi, prev0, fx->s0, rows, nown, false);
	}
	/* and beside rows named, those of figures said of a name the rows do not hold ("O'Hare's $200.00") */
	else
		nrows = add_value_rows(cx, fi, prev0, fx->s1, rows, nrows, true);
	if (nrows == 0)
		for (s = 0; s < cx->nreads && nrows == 0; s++)
		{
			const StepRead *rd = &cx->reads[s];

			if (rd->cells.nrows >= 2 && rd->cells.nrows <= SEARCH_SMALL_RESULT)
				for (; nrows < rd->cells.nrows; nrows++)
				{
					rows[nrows].sread = (int) s;
					rows[nrows].row = nrows;
					rows[nrows].at = f->offset;
					rows[nrows].base = false;
				}
		}
	/* rows named by their year are compared in time order, by verdict_derive.c only */
	for (s = 0; s < cx->nmentions; s++)
		if (!cx->mentions[s].dropped && cx->mentions[s].year != 0 && cx->mentions[s].offset >= prev0 &&
			cx->mentions[s].offset < fx->s1)
			return;
	/* one row named by the sentence, of a small result: the others are what it is set against ("UK ... 4.6% higher than Italy") */
	if (nrows == 1 && nown == 1 && cx->reads[rows[0].sread].cells.nrows <= SEARCH_SMALL_RESULT)
	{
		const PlayRow named = rows[0];
		size_t		k;

		for (k = 0; k < cx->reads[named.sread].cells.nrows; k++)
			if (k != named.row)
			{
				rows[nrows].sread = named.sread;
				rows[nrows].row = k;
				rows[nrows].at = f->offset;
				rows[nrows].base = false;
				nrows++;
			}
	}
	if (nrows == 0)
		return;
	from_first = vd_says(cx, fx->s0, fx->s1, from_words);
	/* the columns quoted: in the sentence and the one before */
	pfrom = prev0;
	/* the words of both directions, or none: either sign */
	sign = f->direction != 0 ? f->direction : vd_compare_sign(cx, fi) != 0 ? vd_compare_sign(cx, fi) :
		(vd_says(cx, fx->s0, fx->s1, up_words) ? 1 : 0) + (vd_says(cx, fx->s0, fx->s1, down_words) ? -1 : 0);
	if (f->explicit_sign && sign == 0)
		sign = f->value < 0 ? -1 : 1;
	if (rest_only)
	{
		if (!multiple && !f->percent && vd_says(cx, fx->s0, fx->s1, rest_words))
			search_rest(cx, fi, &r, rows, nrows, prev0);
		return;
	}
	if (multiple)
	{
		if (!search_pairs(cx, fi, &r, rows, nrows, nown, true, false, false, false, 0, pfrom))
			search_columns(cx, fi, &r, rows, nrows, nown, true, false, false, 0);
		return;
	}
	if (f->percent)
	{
		/* "at 59.4% of Brazil's mark": a share of that row, verdict_derive.c's, never a change */
		if (!f->explicit_sign && f->direction == 0 && vd_of_row_base(cx, fi) >= 0)
			return;
		/* "a gap of 59.9 percentage points": points are no change between amounts */
		if (vd_points_written(cx, fi))
			return;
		/*
		 * a change where the sentence compares; a share is not searched (a
		 * ratio called a share is wrong), nor one of rows summed ("together
		 * make up 20%")
		 */
		if ((vd_says(cx, fx->s0, fx->s1, compare_words) || f->direction != 0) && !fx->sum_words && !fx->summed &&
			search_pairs(cx, fi, &r, rows, nrows, nown, false, true, false, from_first, sign, pfrom))
			return;
		/* "+178.4%" beside a row's two years: the change between its columns */
		if ((vd_says(cx, fx->s0, fx->s1, compare_words) || f->direction != 0 || f->explicit_sign) && !fx->sum_words &&
			!fx->summed)
			search_columns(cx, fi, &r, rows, nrows, nown, false, true, false, sign);
		return;
	}
	if (vd_says(cx, fx->s0, fx->s1, compare_words) &&
		(search_pairs(cx, fi, &r, rows, nrows, nown, false, false, true, from_first, sign, pfrom) ||
		 search_columns(cx, fi, &r, rows, nrows, nown, false, false, true, sign)))
		return;
	if ((fx->per_unit || vd_says(cx, fx->s0, fx->s1, per_words)) && search_per_unit(cx, fi, &r, rows, nown ? nown : nrows,
																		 nown ? fx->s0 : prev0))
		return;
	if (vd_says(cx, fx->s0, fx->s1, mean_words) &&
		search_means(cx, fi, &r, rows, nown >= 2 ? nown : nrows,
					 !fx->plain_mean && (fx->weighted || vd_says(cx, prev0, fx->s1, weight_words) ||
										 vd_says(cx, fx->s0, fx->s1, weight_words)), prev0))
		return;
	if (vd_says(cx, fx->s0, fx->s1, rest_words) && search_rest(cx, fi, &r, rows, nrows, prev0))
		return;
	if (search_times(cx, fi, &r, rows, nown ? nown : nrows))
		return;
	/* "5.3 against 3.8", "(9.16 vs 4.24 million)": the other row's cell of the column set against it */
	if (search_versus(cx, fi, &r, rows, nrows))
		return;
	/* "Its rating of 5.8 was higher than the other's 4.4": a cell of the other row named before */
	if (nown == 0 && vd_says(cx, fx->s0, fx->s1, against_words))
	{
		size_t		i;
		int			c;

		for (i = 0; i < nrows; i++)
			for (c = 0; c < cx->reads[rows[i].sread].cells.ncolumns; c++)
			{
				int			sr = rows[i].sread;

				if (!(fx_col_named(fx, sr, c) || stated_col(cx, fi, fx->s0, fx->s1, sr, c)) ||
					!vd_in_range(&r, cell(cx, sr, rows[i].row, c)))
					continue;
				set_cell(cx, fi, sr, rows[i].row, c);
				return;
			}
	}
}

/*
 * "range $350–$2,733", "ranged from 1.1 to 9.8 per order": the two ends of a
 * range the sentence names, the smallest and the largest over the rows of
 * one column over a column of counts (a value per unit of each row), where
 * no cell of the rows holds them.  Both ends must hold, each in its place.
 */
void
vd_ground_range_ratio(VerdictCtx *cx, size_t fi)
{
	static const char *const range_words[] = {"range", "ranged", "ranging", "ranges", NULL};
	const FigCtx *fx = &cx->fx[fi];
	const Figure *lo = &cx->figs[fi];
	const Figure *hi;
	FigureRange rlo,
				rhi;
	size_t		gap,
				s;

	if (fi + 1 >= cx->nfigs || cx->grounds[fi].kind != GROUND_NONE || cx->grounds[fi + 1].kind != GROUND_NONE ||
		cx->fx[fi + 1].s0 != fx->s0 || lo->percent || lo->bound != 0)
		return;
	hi = &cx->figs[fi + 1];
	gap = lo->offset + lo->length;
	/* "350–2,733", "$350 - $2,733", "350 to 2,733" */
	while (gap < hi->offset && (cx->answer[gap] == ' ' || cx->answer[gap] == '-' || cx->answer[gap] == '$'))
		gap++;
	if (gap + 3 <= hi->offset && cx->answer[gap] == 0xe2 && cx->answer[gap + 1] == 0x80 &&
		(cx->answer[gap + 2] == 0x93 || cx->answer[gap + 2] == 0x94))
		gap += 3;
	else if (gap + 2 <= hi->offset && cx->answer[gap] == 't' && cx->answer[gap + 1] == 'o')
		gap += 2;
	while (gap < hi->offset && (cx->answer[gap] == ' ' || cx->answer[gap] == '$'))
		gap++;
	if (gap != hi->offset || hi->percent || hi->bound != 0 || !(hi->value > lo->value) ||
		!vd_says(cx, fx->s0, lo->offset, range_words) || !figure_range(lo, &rlo) || !figure_range(hi, &rhi))
		return;
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			nc = sr->cells.ncolumns,
					c,
					d;

		for (d = 0; d < nc; d++)
		{
			if (sr->colclass[d] != CC_COUNT || !vd_divisor_ok(cx, fi, (int) s, d))
				continue;
			for (c = 0; c < nc; c++)
			{
				size_t		row,
							rmin = 0,
							rmax = 0;
				double		vmin = INFINITY,
							vmax = -INFINITY;
				if (c == d || sr->colclass[c] == CC_PCT || !unit_ok(cx, fi, (int) s, c))
					continue;
				for (row = 0; row < sr->cells.nrows; row++)
				{
					double		num = cell(cx, (int) s, row, c),
								den = cell(cx, (int) s, row, d);

					if (!isfinite(num) || !(den > 0))
						continue;
					if (num / den < vmin)
					{
						vmin = num / den;
						rmin = row;
					}
					if (num / den > vmax)
					{
						vmax = num / den;
						rmax = row;
					}
				}
				/* a column of values per unit already (no ratio of it is meant) holds them as cells */
				if (!(vmax > vmin) || !vd_in_range(&rlo, vmin) || !vd_in_range(&rhi, vmax) ||
					(vmin == cell(cx, (int) s, rmin, c) && vmax == cell(cx, (int) s, rmax, c)))
					continue;
				set_pair(cx, fi, OP_PER_UNIT, (int) s, rmin, c, rmin, d, vmin);
				set_pair(cx, fi + 1, OP_PER_UNIT, (int) s, rmax, c, rmax, d, vmax);
				return;
			}
		}
	}
}
