/*
 * verdict_parts.c — figures that the answer's own grounded figures beside
 * them make, whatever the rows: a share stated with its part and whole ("a
 * third of the total area (2,200 of 6,600 km²)", "36.4%, 2,400 out of
 * 6,600"), and a rate in a unit made of two units ("550 miles over 1,100
 * minutes, 30 mph"), from two figures of the sentence or the one before,
 * from two cells of a row the sentence names, or from two columns' totals.
 * The operands are grounded first, so a wrong part or whole is caught where
 * it stands, and the figure must match them at the precision shown.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <string.h>

/*
 * May column c of read sr be the amount over column per: the sentence names
 * it, or names no column of that read but per ("an hour" names hours)?
 */
static bool
col_ok(const FigCtx *fx, int sr, int c, int per)
{
	int			k;
	bool		named_other = false;

	for (k = 0; k < fx->ncols; k++)
		if (fx->col_read[k] == sr && fx->col_col[k] != per)
		{
			if (fx->col_col[k] == c)
				return true;
			named_other = true;
		}
	return !named_other;
}

/* Is the text between figures j and k (j first) only "of", "out of", "of the" or "/"? */
static bool
of_between(const VerdictCtx *cx, size_t j, size_t k)
{
	static const char *const joins[] = {" of ", " out of ", " of the ", " out of the ", "/", " / ", " of your ",
	" of her ", " of his ", " of their ", " of its ", " of our ", NULL};
	size_t		i = cx->figs[j].offset + cx->figs[j].length,
				e = cx->figs[k].offset,
				w;

	if (e <= i)
		return false;
	/* "3,100 km² of 6,600 km²": past the first figure's unit */
	if (cx->figs[j].unit != UNIT_NONE && i + 1 < e && cx->answer[i] == ' ' && cx->answer[i + 1] != ' ' &&
		!(i + 3 < e && cx->answer[i + 1] == 'o' && cx->answer[i + 2] == 'f' && cx->answer[i + 3] == ' '))
	{
		size_t		u = i + 1;

		while (u < e && cx->answer[u] != ' ')
			u++;
		i = u;
	}
	for (w = 0; joins[w]; w++)
	{
		size_t		n = strlen(joins[w]),
					c;

		if (e - i != n)
			continue;
		for (c = 0; c < n; c++)
			if (ascii_lower(cx->answer[i + c]) != (uchar) joins[w][c])
				break;
		if (c == n)
			return true;
	}
	return false;
}

/* Is figure j a grounded plain amount of fi's sentence: no share, bound or multiple? */
static bool
operand(const VerdictCtx *cx, size_t fi, size_t j)
{
	const Figure *g = &cx->figs[j];

	return j != fi && cx->grounds[j].kind != GROUND_NONE && !vd_narration(cx->grounds[j].kind) &&
		!g->percent && !g->multiple && g->bound == 0 && g->offset >= cx->fx[fi].s0 && g->offset < cx->fx[fi].s1;
}

static void
set_ratio(VerdictCtx *cx, size_t fi, size_t j, size_t k, double value)
{
	Grounding  *g = &cx->grounds[fi];

	memset(g, 0, sizeof(*g));
	g->kind = GROUND_DERIVED;
	g->op = OP_RATIO;
	g->a.kind = g->b.kind = GROUND_NONE;
	g->a.row = g->b.row = -1;
	g->a.value = cx->figs[j].value;
	g->b.value = cx->figs[k].value;
	g->derived = value;
	g->step = cx->nreads > 0 ? cx->reads[0].step->number : 0;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/*
 * "late rate approx. 9.3% (4 of 43)": a single digit is narration to the
 * extraction, but as the part of a cell right after, it is a value of that
 * cell's row, so a part no cell holds grounds nothing.
 */
static void
digit_part_of(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const uchar *t = cx->answer;
	size_t		k = fi + 1,
				i = cx->figs[fi].offset + cx->figs[fi].length,
				d;
	int			c;
	const Grounding *gk;
	const StepCells *cs;
	double		part;

	/* "4.6% in 1996 (7 of 152)": past a period the rate is said of, one word after "in" */
	if (i + 4 < cx->len && memcmp(t + i, " in ", 4) == 0)
	{
		size_t		w = i + 4;

		while (w < cx->len && (ascii_is_alpha(t[w]) || ascii_is_digit(t[w])))
			w++;
		if (w + 1 < cx->len && t[w] == ' ' && t[w + 1] == '(')
		{
			i = w;
			while (k < cx->nfigs && cx->figs[k].offset < w)
				k++;
		}
	}
	if (k >= cx->nfigs || cx->grounds[k].kind != GROUND_CELL || cx->gread[k] < 0 || !operand(cx, fi, k))
		return;
	while (i < cx->figs[k].offset && (t[i] == ' ' || t[i] == '('))
		i++;
	for (d = i; d < cx->figs[k].offset && d < i + 2 && ascii_is_digit(t[d]); d++)
		;
	if (d == i || d >= cx->figs[k].offset || t[d] != ' ')
		return;
	part = t[i] - '0';
	if (d == i + 2)
		part = part * 10 + (t[i + 1] - '0');
	/* " of " or " out of " right before the whole */
	if (!((cx->figs[k].offset - d == 4 && memcmp(t + d, " of ", 4) == 0) ||
		  (cx->figs[k].offset - d == 8 && memcmp(t + d, " out of ", 8) == 0)))
		return;
	gk = &cx->grounds[k];
	cs = &cx->reads[cx->gread[k]].cells;
	if (gk->row < 1 || (size_t) gk->row > cs->nrows || !(part > 0 && cx->figs[k].value > part) ||
		!vd_in_range_edge(r, 100.0 * part / cx->figs[k].value))
		return;
	for (c = 0; c < cs->ncolumns; c++)
		if (cs->cells[(size_t) (gk->row - 1) * cs->ncolumns + c] == part)
		{
			set_ratio(cx, fi, k, k, 100.0 * part / cx->figs[k].value);
			cx->grounds[fi].a.value = part;
			return;
		}
}

/*
 * "Customers: 13 vs 3 (+333.3%)": a change in brackets right after two
 * values set against each other, the second a single digit (narration to
 * the extraction). The digit must be a cell of the first value's column in
 * another row, so a digit no row holds grounds nothing.
 */
static void
digit_versus_change(VerdictCtx *cx, size_t fi, const FigureRange *r)
{
	const uchar *t = cx->answer;
	size_t		j,
				i,
				d,
				row;
	const StepCells *cs;
	double		base,
				now;
	int			col;

	if (fi == 0)
		return;
	j = fi - 1;
	if (cx->grounds[j].kind != GROUND_CELL || cx->gread[j] < 0 || cx->gcol[j] < 0 || !operand(cx, fi, j))
		return;
	i = cx->figs[j].offset + cx->figs[j].length;
	if (i + 4 <= cx->figs[fi].offset && memcmp(t + i, " vs ", 4) == 0)
		i += 4;
	else if (i + 5 <= cx->figs[fi].offset && memcmp(t + i, " vs. ", 5) == 0)
		i += 5;
	else
		return;
	for (d = i; d < cx->figs[fi].offset && d < i + 2 && ascii_is_digit(t[d]); d++)
		;
	if (d == i || d + 2 > cx->figs[fi].offset || memcmp(t + d, " (", 2) != 0 || d + 2 != cx->figs[fi].offset)
		return;
	base = t[i] - '0';
	if (d == i + 2)
		base = base * 10 + (t[i + 1] - '0');
	now = cx->figs[j].value;
	if (!(base > 0) || !vd_in_range_edge(r, 100.0 * (now - base) / base))
		return;
	cs = &cx->reads[cx->gread[j]].cells;
	col = cx->gcol[j];
	for (row = 0; row < cs->nrows; row++)
		if ((int64_t) row + 1 != cx->grounds[j].row && cs->cells[row * cs->ncolumns + col] == base)
		{
			set_ratio(cx, fi, j, j, 100.0 * (now - base) / base);
			cx->grounds[fi].op = OP_CHANGE;
			cx->grounds[fi].a.value = base;
			cx->grounds[fi].b.value = now;
			return;
		}
}

/*
 * The value of the number token k ("156", "1,297", "Ten", "twenty-eight");
 * false if none, or if it is part of a row's name ("in Q4 1997").
 */
static bool
number_token(const VerdictCtx *cx, size_t k, double *v)
{
	static const char *const units[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
		"nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
	"nineteen", NULL};
	static const char *const tens[] = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
	NULL};
	const uchar *t = cx->answer + cx->tokens[k].start;
	size_t		n = cx->tokens[k].len,
				i,
				h;
	int			w;

	if (vd_in_mention(cx, cx->tokens[k].start))
		return false;
	if (cx->tokens[k].number)
	{
		double		x = 0;

		for (i = 0; i < n; i++)
			if (ascii_is_digit(t[i]))
				x = x * 10 + (t[i] - '0');
			else if (t[i] != ',')
				return false;
		*v = x;
		return true;
	}
	for (w = 0; units[w]; w++)
		if (vd_eq_word(t, n, units[w]))
		{
			*v = w;
			return true;
		}
	/* "twenty", "twenty-eight" */
	for (h = 0; h < n && t[h] != '-'; h++)
		;
	for (w = 0; tens[w]; w++)
		if (vd_eq_word(t, h, tens[w]))
		{
			int			u;

			*v = 20 + 10 * w;
			if (h == n)
				return true;
			for (u = 1; u < 10; u++)
				if (vd_eq_word(t + h + 1, n - h - 1, units[u]))
				{
					*v += u;
					return true;
				}
		}
	return false;
}

/* Is [s0, at) a bullet and an equals sign only ("  - = ")? */
static bool
opens_with_equals(const VerdictCtx *cx, size_t s0, size_t at)
{
	size_t		i;
	int			eq = 0;

	for (i = s0; i < at; i++)
		if (cx->answer[i] == '=')
			eq++;
		else if (cx->answer[i] != ' ' && cx->answer[i] != '-' && cx->answer[i] != '*')
			return false;
	return eq == 1;
}

/*
 * Is the noun at token e ("of documents", "of the documents") one the
 * tokens [t0, k) say, the clause's own whole?  "all" names another.
 */
static bool
whole_noun_said(const VerdictCtx *cx, size_t e, size_t t0, size_t k)
{
	const uchar *t = cx->answer;
	size_t		q;

	if (e < cx->ntokens && vd_eq_word(t + cx->tokens[e].start, cx->tokens[e].len, "the"))
		e++;
	if (e >= cx->ntokens || cx->tokens[e].number || cx->tokens[e].len < 3 ||
		vd_eq_word(t + cx->tokens[e].start, cx->tokens[e].len, "all"))
		return false;
	for (q = t0; q < k; q++)
		if (cx->tokens[q].len == cx->tokens[e].len && !cx->tokens[q].number &&
			ascii_equal_nocase_n((const char *) t + cx->tokens[q].start, (const char *) t + cx->tokens[e].start,
								 cx->tokens[e].len))
			return true;
	return false;
}

/* See verdict_int.h. */
bool
vd_part_whole_linked(const VerdictCtx *cx, size_t fi, double *part, double *whole)
{
	static const char *const links[] = {"which", "that", "this", "is", "was", "comes", "works", "out", "to", "or",
	"about", "roughly", "around", "approximately", "nearly", "almost", "just", "i.e.", NULL};
	static const char *const dets[] = {"the", "your", "her", "his", "their", "its", "our", NULL};
	static const char *const bounds[] = {"over", "under", "above", "below", "than", "least", "most", NULL};
	static const char *const rate_nouns[] = {"rate", "share", "proportion", "percentage", NULL};
	static const char *const articles[] = {"a", "an", NULL};
	const uchar *t = cx->answer;
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		k = vd_token_at(cx, f->offset),
				t0 = vd_token_at(cx, fx->s0),
				e,
				last;
	double		p,
				w;

	if (!f->percent || f->words)
		return false;
	/* "Empty documents: 5 of 15 / - = 33.3%": a line that opens with "=" goes on from the one before */
	if (opens_with_equals(cx, fx->s0, f->offset))
		t0 = vd_token_at(cx, vd_sentence_before(cx, fx->s0));
	/*
	 * "late rate for Margaret is 6.6% (10 of 151)": the part and whole
	 * bracketed right after it; not a single digit's part, which no cell
	 * check holds to its row ("4.8% (5 of 104)" for a row of 4)
	 */
	e = vd_token_at(cx, f->offset + f->length);
	{
		size_t		b = f->offset + f->length,
					q = e,
					c;

		while (b < cx->len && t[b] == ' ')
			b++;
		if (b < cx->len && t[b] == '(' && q + 2 < cx->ntokens && cx->tokens[q].start == b + 1 && number_token(cx, q, &p))
		{
			q++;
			if (vd_eq_word(t + cx->tokens[q].start, cx->tokens[q].len, "out") && q + 2 < cx->ntokens)
				q++;
			c = cx->tokens[q + 1].start + cx->tokens[q + 1].len;
			while (c < cx->len && t[c] == ' ')
				c++;
			if (vd_eq_word(t + cx->tokens[q].start, cx->tokens[q].len, "of") && number_token(cx, q + 1, &w) &&
				c < cx->len && t[c] == ')' && p >= 10)
			{
				*part = p;
				*whole = w;
				return w > p;
			}
		}
	}
	/* "5.7% of the USA's orders (7 of 122) shipped late": the part and whole bracketed after its noun */
	if (e < cx->ntokens && vd_eq_word(t + cx->tokens[e].start, cx->tokens[e].len, "of") &&
		cx->tokens[e].start <= f->offset + f->length + 1)
	{
		size_t		q;

		for (q = e + 1; q < e + 8 && q + 2 < cx->ntokens && cx->tokens[q + 2].start < fx->s1; q++)
		{
			size_t		b = cx->tokens[q].start,
						c = cx->tokens[q + 2].start + cx->tokens[q + 2].len;

			while (b > 0 && t[b - 1] == ' ')
				b--;
			while (c < cx->len && t[c] == ' ')
				c++;
			if (b > 0 && t[b - 1] == '(' && c < cx->len && t[c] == ')' &&
				vd_eq_word(t + cx->tokens[q + 1].start, cx->tokens[q + 1].len, "of") &&
				number_token(cx, q, &p) && number_token(cx, q + 2, &w))
			{
				*part = p;
				*whole = w;
				return p > 0 && w > p;
			}
			if (cx->tokens[q].number)
				break;
		}
	}
	/* the link back to the clause: ", which is 27.0%", "— that's 9.3%", "(66.7%)" */
	while (k > t0 && vd_in_words(t + cx->tokens[k - 1].start, cx->tokens[k - 1].len, links))
		k--;
	/* ", a late rate of 5.1%", ", a share of 6.4%": the rate the clause before makes, named as such */
	if (k >= t0 + 3 && vd_eq_word(t + cx->tokens[k - 1].start, cx->tokens[k - 1].len, "of") &&
		vd_in_words(t + cx->tokens[k - 2].start, cx->tokens[k - 2].len, rate_nouns))
	{
		size_t		a = k - 3;

		if (a > t0 && !vd_in_words(t + cx->tokens[a].start, cx->tokens[a].len, articles) && !cx->tokens[a].number)
			a--;
		if (vd_in_words(t + cx->tokens[a].start, cx->tokens[a].len, articles))
			k = a;
	}
	if (k == t0)
		return false;
	{
		size_t		b = cx->tokens[k - 1].start + cx->tokens[k - 1].len,
					i;
		bool		clause = false;

		for (i = b; i < f->offset && !clause; i++)
			clause = t[i] == ',' || t[i] == '(' || t[i] == '=' ||
				(i + 2 < f->offset && t[i] == 0xe2 && t[i + 1] == 0x80 && t[i + 2] == 0x94);
		if (!clause)
			return false;
	}
	/*
	 * no other whole named after it ("27.0% of all late orders"); the
	 * clause's own noun may be ("5 of 15 documents, or 33.3% of documents")
	 */
	e = vd_token_at(cx, f->offset + f->length);
	if (e < cx->ntokens && vd_eq_word(t + cx->tokens[e].start, cx->tokens[e].len, "of") &&
		cx->tokens[e].start <= f->offset + f->length + 1 && !whole_noun_said(cx, e + 1, t0, k))
		return false;
	/*
	 * "Ten of the 156 orders …", "4 of your 6 products …", "7 heroes out of
	 * 19 …", "sixty-seven of 406 cars weigh over 4,000 lb": a number of the
	 * clause before it, past others that are no whole
	 */
	for (last = k; last > t0 && last + 14 > k; last--)
	{
		size_t		o,
					gap;

		if (!number_token(cx, last - 1, &w))
			continue;
		e = last - 1;
		if (e >= t0 + 2 && vd_in_words(t + cx->tokens[e - 1].start, cx->tokens[e - 1].len, dets))
			e--;
		/* past a bound ("weigh over 4,000 lb"), never past another count ("on two (33.3%)") */
		if (e < t0 + 2 || !vd_eq_word(t + cx->tokens[e - 1].start, cx->tokens[e - 1].len, "of"))
		{
			if (e > t0 && vd_in_words(t + cx->tokens[e - 1].start, cx->tokens[e - 1].len, bounds))
				continue;
			break;
		}
		o = e - 1;
		if (o > t0 && vd_eq_word(t + cx->tokens[o - 1].start, cx->tokens[o - 1].len, "out"))
			o--;
		/* the part right before, or past a noun of a word or two ("7 heroes out of 19") */
		for (gap = 1; gap <= 3 && o >= t0 + gap; gap++)
		{
			if (number_token(cx, o - gap, &p))
			{
				*part = p;
				*whole = w;
				return p > 0 && w > p;
			}
			if (cx->tokens[o - gap].number)
				break;
		}
	}
	/* the last number of the clause before it */
	for (last = k; last > t0 && !number_token(cx, last - 1, &w); last--)
		if (last + 12 < k)
			return false;
	if (last == t0)
		return false;
	last--;
	/* "… handled 127 orders, and 5 of them shipped late" */
	if (last + 2 < k && vd_eq_word(t + cx->tokens[last + 1].start, cx->tokens[last + 1].len, "of") &&
		vd_eq_word(t + cx->tokens[last + 2].start, cx->tokens[last + 2].len, "them"))
	{
		p = w;
		for (e = last; e > t0 && e + 10 > last; e--)
			if (number_token(cx, e - 1, &w))
			{
				*part = p;
				*whole = w;
				return p > 0 && w > p;
			}
	}
	return false;
}

/* See verdict_int.h. */
void
vd_ground_part_of(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	FigureRange r;
	size_t		j;

	/* "Ten of the 156 orders shipped late, which is 6.4%": that part of that whole, nothing else */
	if (cx->fx[fi].linked && cx->grounds[fi].kind == GROUND_NONE && cx->nreads > 0 && figure_range(f, &r))
	{
		double		v = 100.0 * cx->fx[fi].linked_part / cx->fx[fi].linked_whole;

		if (vd_in_range_edge(&r, v))
		{
			set_ratio(cx, fi, fi, fi, v);
			cx->grounds[fi].a.value = cx->fx[fi].linked_part;
			cx->grounds[fi].b.value = cx->fx[fi].linked_whole;
		}
		return;
	}

	/*
	 * the direction words say nothing here: "make up a third"; a bound holds
	 * as it reads ("a bit more than one in four (108 of 406)")
	 */
	if (cx->grounds[fi].kind != GROUND_NONE || !f->percent || cx->fx[fi].comparative || !figure_range(f, &r))
		return;
	/* the part and whole right after it ("a third (2,200 of 6,600)") or right before ("2,200 of 6,600, a third") */
	for (j = 0; j + 1 < cx->nfigs; j++)
	{
		size_t		k = j + 1;
		double		part = cx->figs[j].value,
					whole = cx->figs[k].value;

		if (!(k + 1 == fi || j == fi + 1) || !operand(cx, fi, j) || !operand(cx, fi, k) || !of_between(cx, j, k))
			continue;
		if (part > 0 && whole > part && vd_in_range_edge(&r, 100.0 * part / whole))
		{
			set_ratio(cx, fi, j, k, 100.0 * part / whole);
			return;
		}
	}
	digit_part_of(cx, fi, &r);
	if (cx->grounds[fi].kind == GROUND_NONE)
		digit_versus_change(cx, fi, &r);
}

/* See verdict_int.h. */
bool
vd_part_whole_contradicts(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	FigureRange r;
	size_t		j = fi + 1;
	double		part,
				whole;

	/* (in digits too: "around 63% of the course reviews (10 of 27)", unless it says a change) */
	if (!f->percent || (!f->words && (f->direction != 0 || f->explicit_sign || cx->fx[fi].comparative)) ||
		j + 1 >= cx->nfigs || !figure_range(f, &r) ||
		cx->figs[j + 1].offset >= cx->fx[fi].s1 || !of_between(cx, j, j + 1) || cx->figs[j].percent ||
		cx->figs[j + 1].percent)
		return false;
	part = cx->figs[j].value;
	whole = cx->figs[j + 1].value;
	if (!(part > 0 && whole > part))
		return false;
	if (f->words)
		return !vd_in_range_edge(&r, 100.0 * part / whole);
	/*
	 * digits, said as a share ("63% of the course reviews") with the pair in
	 * brackets after it: against every ratio the two could round from
	 * ("$792k of $1.3M"); not "the 25% tier accounted for $32,979.52 of …"
	 */
	{
		size_t		e = f->offset + f->length,
					w0,
					w1;

		while (e < cx->figs[j].offset && cx->answer[e] == ' ')
			e++;
		for (w0 = e, w1 = e; w1 < cx->figs[j].offset && ascii_is_alpha(cx->answer[w1]); w1++)
			;
		if (!vd_eq_word(cx->answer + w0, w1 - w0, "of") ||
			memchr(cx->answer + e, '(', cx->figs[j].offset - e) == NULL)
			return false;
	}
	{
		double		hp = cx->figs[j].half_unit,
					hw = cx->figs[j + 1].half_unit,
					lo = 100.0 * (part - hp) / (whole + hw),
					hi = whole - hw > 0 ? 100.0 * (part + hp) / (whole - hw) : INFINITY;

		return hi < r.lo || lo > r.hi;
	}
}

/*
 * Is the text between offsets a and b only what links a figure to its
 * restatement in another unit: its unit ("10,000 s") and a few words of it
 * before a comma or a bracket ("100 miles from JFK, roughly 100 km"), then
 * brackets, "i.e.", "or", "that is", "which is", a hedge, and spaces and
 * commas?
 */
static bool
restates_in_unit(const uchar *t, size_t a, size_t b)
{
	static const char *const links[] = {"i.e.", "or", "that", "which", "is", "about", "roughly", "around",
	"approximately", "nearly", "almost", "some", "just", "over", "under", NULL};
	static const char *const clauses[] = {"and", "but", "while", "whereas", "against", "versus", "vs.", "vs",
	"than", "to", "per", "a", "an", "each", NULL};
	size_t		i = a,
				last_sep = a;
	int			other = 0;

	for (i = a; i < b; i++)
		if (t[i] == ',' || t[i] == '(')
			last_sep = i;
	i = a;
	while (i < b)
	{
		size_t		w = i;
		int			k;

		if (t[i] == ' ' || t[i] == ',' || t[i] == '(' || t[i] == '~' || t[i] == '=')
		{
			i++;
			continue;
		}
		/* "≈" */
		if (i + 3 <= b && t[i] == 0xe2 && t[i + 1] == 0x89 && t[i + 2] == 0x88)
		{
			i += 3;
			continue;
		}
		/* the square or cube of a unit: "km²" */
		if (i + 2 <= b && t[i] == 0xc2 && (t[i + 1] == 0xb2 || t[i + 1] == 0xb3))
		{
			i += 2;
			continue;
		}
		/* (a hyphenated word is one: "order-to-ship") */
		while (w < b && (ascii_is_alpha(t[w]) || t[w] == '.' ||
						 (t[w] == '-' && w > i && w + 1 < b && ascii_is_alpha(t[w + 1]))))
			w++;
		if (w == i)
			return false;
		for (k = 0; links[k]; k++)
			if (w - i == strlen(links[k]) && strncmp((const char *) t + i, links[k], w - i) == 0)
				break;
		/*
		 * the first figure's unit, the only other word ("miles", "s"), or its
		 * first of up to three before the comma ("miles from JFK")
		 */
		if (links[k] == NULL)
		{
			bool		clause = false;

			for (k = 0; clauses[k] && !clause; k++)
				clause = w - i == strlen(clauses[k]) && strncmp((const char *) t + i, clauses[k], w - i) == 0;
			if (other == 0 ? i != a + 1 : (i > last_sep || other > 3 || clause))
				return false;
			other++;
		}
		i = w;
	}
	return true;
}

/* See verdict_int.h. */
bool
vd_unit_restatement_contradicts(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi],
			   *g;
	FigureRange r;
	int			family,
				dec;
	double		lo,
				hi,
				scale;

	/*
	 * not a figure per unit after a total ("4.5 gigabytes, or 7.7 MB a
	 * track"); a mean after a mean is one ("averaged 8.69 days, around 1.2
	 * weeks")
	 */
	if (fi == 0 || f->unit == UNIT_NONE || !figure_range(f, &r) ||
		((cx->fx[fi].per_after || cx->fx[fi].per_unit) &&
		 !(cx->fx[fi - 1].per_unit && !cx->fx[fi].per_after && !cx->fx[fi - 1].per_after)))
		return false;
	g = &cx->figs[fi - 1];
	family = figure_unit_family(f->unit);
	if (g->unit == UNIT_NONE || g->unit == f->unit || figure_unit_family(g->unit) != family || family == 5 ||
		cx->fx[fi - 1].s0 != cx->fx[fi].s0 ||
		!restates_in_unit(cx->answer, g->offset + g->length, f->offset))
		return false;
	/* either reading of the unit: "85,758.7 MB (~84 GB)" counts 1,024 MB to the GB */
	for (dec = 0; dec < 2; dec++)
	{
		scale = figure_unit_size(g->unit, dec == 0) / figure_unit_size(f->unit, dec == 0);
		if (!(scale > 0) || !isfinite(scale))
			return false;
		lo = (fabs(g->value) - g->half_unit) * scale;
		hi = (fabs(g->value) + g->half_unit) * scale;
		if (!(hi < r.lo || lo > r.hi))
			return false;
	}
	return true;
}

/* A distance over a time, in the speed unit u; NAN when the units are not a distance and a time. */
static double
rate(double dist, FigureUnit du, double time, FigureUnit tu, FigureUnit u)
{
	if (figure_unit_family(du) != 3 || figure_unit_family(tu) != 1 || !(time > 0) || !(dist > 0))
		return NAN;
	return dist * figure_unit_size(du, false) / (time * figure_unit_size(tu, false)) / figure_unit_size(u, false);
}

/* Record a rate over two cells, or two columns' totals (row -1). */
static void
set_rate(VerdictCtx *cx, size_t fi, int sr, int64_t row, int dc, int tc, double dist, double time, double value)
{
	Grounding  *g = &cx->grounds[fi];
	const StepRead *rd = &cx->reads[sr];

	memset(g, 0, sizeof(*g));
	g->kind = GROUND_DERIVED;
	g->op = OP_RATE;
	g->step = rd->step->number;
	g->a.kind = g->b.kind = row >= 0 ? GROUND_CELL : GROUND_SUM;
	g->a.step = g->b.step = g->step;
	g->a.row = g->b.row = row >= 0 ? row + 1 : -1;
	g->a.column = dc;
	g->b.column = tc;
	g->a.value = dist;
	g->b.value = time;
	g->unit_from = rd->colunit[dc];
	g->unit_to = cx->figs[fi].unit;
	g->derived = value;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/* See verdict_int.h. */
void
vd_ground_rate(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		from = vd_sentence_before(cx, fx->s0),
				j,
				k,
				s;

	if (cx->grounds[fi].kind != GROUND_NONE || figure_unit_family(f->unit) != 8 || f->percent || f->bound != 0 ||
		!figure_range(f, &r))
		return;
	/* two figures of the sentence or the one before, grounded: "550 miles over 1,100 minutes" */
	for (j = 0; j < cx->nfigs; j++)
		for (k = 0; k < cx->nfigs; k++)
		{
			const Figure *d = &cx->figs[j],
					   *t = &cx->figs[k];
			double		v;

			if (j == fi || k == fi || d->offset < from || t->offset < from || d->offset >= fx->s1 ||
				t->offset >= fx->s1 || cx->grounds[j].kind == GROUND_NONE || cx->grounds[k].kind == GROUND_NONE)
				continue;
			v = rate(d->value, d->unit, t->value, t->unit, f->unit);
			if (vd_in_range_edge(&r, v))
			{
				set_ratio(cx, fi, j, k, v);
				cx->grounds[fi].op = OP_RATE;
				cx->grounds[fi].unit_from = d->unit;
				cx->grounds[fi].unit_to = f->unit;
				return;
			}
		}
	/* a row the sentence names: its distance over its time; else the columns' totals */
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *rd = &cx->reads[s];
		int			nc = rd->cells.ncolumns,
					dc,
					tc;

		for (dc = 0; dc < nc; dc++)
			for (tc = 0; tc < nc; tc++)
			{
				double		v;
				size_t		m;
				bool		named = false;

				if (figure_unit_family(rd->colunit[dc]) != 3 || figure_unit_family(rd->colunit[tc]) != 1)
					continue;
				for (m = 0; m < cx->nmentions; m++)
				{
					const Mention *mn = &cx->mentions[m];
					size_t		row;

					if (mn->dropped || mn->many || mn->nrows != 1 || mn->sread != (int) s || mn->offset < fx->r0 ||
						mn->offset >= fx->s1)
						continue;
					named = true;
					row = mn->rows[0];
					v = rate(rd->cells.cells[row * nc + dc], rd->colunit[dc], rd->cells.cells[row * nc + tc],
							 rd->colunit[tc], f->unit);
					if (vd_in_range_edge(&r, v))
					{
						set_rate(cx, fi, (int) s, (int64_t) row, dc, tc, rd->cells.cells[row * nc + dc],
								 rd->cells.cells[row * nc + tc], v);
						return;
					}
				}
				if (named || rd->aggs[dc].count < 2 || rd->aggs[dc].count != rd->aggs[tc].count)
					continue;
				v = rate(rd->aggs[dc].sum, rd->colunit[dc], rd->aggs[tc].sum, rd->colunit[tc], f->unit);
				if (vd_in_range_edge(&r, v))
				{
					set_rate(cx, fi, (int) s, -1, dc, tc, rd->aggs[dc].sum, rd->aggs[tc].sum, v);
					return;
				}
			}
	}
}

/* The unit a sentence names with "in" before offset at ("In feet, that is 18,045"); UNIT_NONE: none. */
static FigureUnit
unit_named_before(const VerdictCtx *cx, size_t s0, size_t at)
{
	static const char *const in[] = {"in", NULL};
	size_t		k;

	for (k = 0; k + 1 < cx->ntokens; k++)
	{
		const VerdictToken *t = &cx->tokens[k],
				   *w = &cx->tokens[k + 1];

		if (t->start < s0 || t->number || w->number)
			continue;
		if (w->start >= at)
			break;
		if (vd_in_words(cx->answer + t->start, t->len, in))
		{
			FigureUnit	u = figure_unit_of_name((const char *) cx->answer + w->start, w->len);

			if (u != UNIT_NONE)
				return u;
		}
	}
	return UNIT_NONE;
}

/* See verdict_int.h. */
void
vd_ground_restated(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		from = vd_sentence_before(cx, fx->s0),
				j;
	FigureUnit	u;
	FigureRange r;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->currency || f->multiple || f->bound != 0 ||
		!figure_range(f, &r))
		return;
	/* the unit said before it is its own (verdict_words.c gives it the figure) */
	u = unit_named_before(cx, fx->s0, f->offset);
	if (u == UNIT_NONE || figure_unit_family(u) == 5 || (f->unit != UNIT_NONE && f->unit != u))
		return;
	/* a figure in another unit of that kind, grounded, in the sentence or the one before */
	for (j = 0; j < fi; j++)
	{
		const Figure *g = &cx->figs[j];
		const Grounding *gj = &cx->grounds[j];
		/* "5,649 m": a bare m is metres beside a length said in words */
		FigureUnit	gu = g->bare_m ? UNIT_METRE : g->unit;
		double		exact = gj->kind == GROUND_DERIVED ? gj->derived : cx->gvalues[j],
					k,
					v;

		if (g->offset < from || gj->kind == GROUND_NONE || vd_narration(gj->kind) || gu == UNIT_NONE ||
			gu == u || figure_unit_family(gu) != figure_unit_family(u) || g->percent)
			continue;
		k = figure_unit_size(gu, false) / figure_unit_size(u, false);
		/* the value that grounded it, when that is the figure as shown; else the figure */
		v = isfinite(exact) && fabs(exact - g->value) <= g->half_unit * 1.001 ? exact * k : g->value * k;
		if (vd_in_range_edge(&r, v) || vd_in_range_edge(&r, g->value * k))
		{
			Grounding  *gr = &cx->grounds[fi];

			set_ratio(cx, fi, j, j, v);
			gr->op = OP_CONVERT;
			gr->b.kind = GROUND_NONE;
			gr->unit_from = gu;
			gr->unit_to = u;
			return;
		}
	}
}

/*
 * The step "round(ed|ing) to the nearest ..." names in tokens [k, end): 10
 * for "ten", 1,000 for "thousand", 100,000 for "hundred thousand", 1 for "whole
 * number", "dollar" or "integer", 0.1 for "tenth"; 0: none said.
 */
static double
rounding_step(const VerdictCtx *cx, size_t k, size_t end)
{
	static const char *const round[] = {"round", "rounded", "rounding", "rounds", NULL};
	static const struct
	{
		const char *word;
		double		step;
	}			steps[] = {
		{"ten", 10}, {"tens", 10}, {"hundred", 100}, {"hundreds", 100}, {"thousand", 1e3}, {"thousands", 1e3},
		{"million", 1e6}, {"millions", 1e6}, {"billion", 1e9}, {"whole", 1}, {"integer", 1}, {"unit", 1},
		{"dollar", 1}, {"cent", 0.01}, {"tenth", 0.1}, {"hundredth", 0.01}, {"percent", 1}, {"point", 1},
		{NULL, 0}
	};
	const uchar *t = cx->answer;

	for (; k + 4 < end; k++)
	{
		double		step = 0;
		int			s;

		if (!vd_in_words(t + cx->tokens[k].start, cx->tokens[k].len, round) ||
			!vd_eq_word(t + cx->tokens[k + 1].start, cx->tokens[k + 1].len, "to") ||
			!vd_eq_word(t + cx->tokens[k + 2].start, cx->tokens[k + 2].len, "the") ||
			!vd_eq_word(t + cx->tokens[k + 3].start, cx->tokens[k + 3].len, "nearest"))
			continue;
		for (s = 0; steps[s].word; s++)
			if (vd_eq_word(t + cx->tokens[k + 4].start, cx->tokens[k + 4].len, steps[s].word))
				step = steps[s].step;
		/* "the nearest ten thousand", "the nearest hundred thousand" */
		if (step >= 10 && step < 1e3 && k + 5 < end &&
			(vd_eq_word(t + cx->tokens[k + 5].start, cx->tokens[k + 5].len, "thousand") ||
			 vd_eq_word(t + cx->tokens[k + 5].start, cx->tokens[k + 5].len, "million")))
			step *= vd_eq_word(t + cx->tokens[k + 5].start, cx->tokens[k + 5].len, "thousand") ? 1e3 : 1e6;
		return step;
	}
	return 0;
}

/* See verdict_int.h. */
void
vd_ground_rounded(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	const Figure *p;
	size_t		k0,
				k1,
				pi;
	double		step;

	if (cx->grounds[fi].kind != GROUND_NONE || fi == 0 || f->multiple || f->words)
		return;
	pi = fi - 1;
	p = &cx->figs[pi];
	if (p->offset < fx->s0 || cx->grounds[pi].kind == GROUND_NONE || vd_narration(cx->grounds[pi].kind) ||
		p->percent != f->percent || p->multiple)
		return;
	/* the words from the figure before to the end of its sentence, eight past it at most */
	k0 = vd_token_at(cx, p->offset + p->length);
	for (k1 = vd_token_at(cx, f->offset + f->length); k1 < cx->ntokens && cx->tokens[k1].start < fx->s1 &&
		 cx->tokens[k1].start < f->offset + f->length + 80; k1++)
		;
	step = rounding_step(cx, k0, k1);
	/* the value rounded to that step, as shown or as a bound past it */
	if (!(step > 0) || fabs(f->value / step - round(f->value / step)) > 1e-6 ||
		!(fabs(p->value - f->value) <= step / 2 * (1 + 1e-9)) ||
		(f->bound > 0 && p->value < f->value) || (f->bound < 0 && p->value > f->value))
		return;
	cx->grounds[fi] = cx->grounds[pi];
	cx->grounds[fi].has_nearest = false;
	cx->gvalues[fi] = cx->gvalues[pi];
	cx->gread[fi] = cx->gread[pi];
	cx->gcol[fi] = cx->gcol[pi];
}

static bool figure_on_row(const VerdictCtx *cx, size_t k, const Mention *m, int depth);

/* Is ref a cell of the row mention m names alone, or an answer's figure grounded on one? */
static bool
ref_on_row(const VerdictCtx *cx, const GroundRef *ref, const Mention *m, int depth)
{
	if (ref->kind == GROUND_NONE)
		return ref->row >= 0 && (size_t) ref->row < cx->nfigs && figure_on_row(cx, (size_t) ref->row, m, depth);
	return ref->kind == GROUND_CELL && m->nrows == 1 && ref->step == cx->reads[m->sread].step->number &&
		ref->row == (int64_t) m->rows[0] + 1;
}

/*
 * Is figure k grounded on a cell of the row mention m names alone: as the
 * cell, or through the operands of its derivation or of the computation the
 * answer writes for it, depth steps deep at most?
 */
static bool
figure_on_row(const VerdictCtx *cx, size_t k, const Mention *m, int depth)
{
	const Grounding *g = &cx->grounds[k];
	int			ops[8],
				n,
				i;

	if (g->kind == GROUND_CELL)
		return m->nrows == 1 && g->step == cx->reads[m->sread].step->number && g->row == (int64_t) m->rows[0] + 1;
	if (depth == 0 || g->kind != GROUND_DERIVED)
		return false;
	if (ref_on_row(cx, &g->a, m, depth - 1) || ref_on_row(cx, &g->b, m, depth - 1))
		return true;
	n = vd_calc_operands(cx, k, ops, 8);
	for (i = 0; i < n; i++)
		if (figure_on_row(cx, (size_t) ops[i], m, depth - 1))
			return true;
	return false;
}

/*
 * Is every row named in [a0, a1) named in [b0, b1) too (the same rows of
 * the same step), or a row whose cell is an operand of figure j's
 * derivation ("Net: −36.3% ... In short: down 36.3% on 1997")?
 */
static bool
rows_named_within(const VerdictCtx *cx, size_t a0, size_t a1, size_t b0, size_t b1, size_t j)
{
	size_t		k,
				l;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		bool		found = false;

		if (m->dropped || m->many || m->offset < a0 || m->offset >= a1)
			continue;
		if (figure_on_row(cx, j, m, 3))
			continue;
		for (l = 0; l < cx->nmentions && !found; l++)
		{
			const Mention *o = &cx->mentions[l];

			found = !o->dropped && o->offset >= b0 && o->offset < b1 && o->sread == m->sread &&
				o->nrows == m->nrows && memcmp(o->rows, m->rows, m->nrows * sizeof(size_t)) == 0;
		}
		if (!found)
			return false;
	}
	return true;
}

/* Is the figure money: "$45.12", or "forty-five dollars" said in words? */
static bool
is_money(const Figure *f)
{
	return f->currency || f->unit == UNIT_DOLLAR;
}

/* The sign a figure says: its own ("−36.3%") or its words' ("down 36.3%"); 0: none. */
static int
said_sign(const Figure *f)
{
	if (f->explicit_sign)
		return f->value < 0 ? -1 : 1;
	return f->direction;
}

/*
 * "Full-price lines made up about three fifths of all order lines. / Q: Can
 * you be more precise? / A: It's 61.1 percent": a figure shown roughly, its
 * sentence the last before a question, and figure j the first of the
 * answer to it, shown exactly.  The question asks for the same figure again.
 */
static bool
asked_again(const VerdictCtx *cx, size_t fi, size_t j)
{
	const Figure *f = &cx->figs[fi],
			   *g = &cx->figs[j];
	size_t		from = cx->fx[fi].s1,
				to = cx->fx[j].s0,
				p,
				asks = 0;

	if (j != fi + 1 || !(f->approximate || f->close || f->words) || g->approximate || g->bound != 0 ||
		to <= from || to - from > 160)
		return false;
	for (p = from; p < to; p++)
	{
		uchar		c = cx->answer[p];

		if (c == '?')
			asks++;
		else if ((c == '.' || c == '!') && p > from)
			return false;
	}
	return asks == 1;
}

/*
 * "Main points: roughly one in every fifteen orders …" over a table below
 * that works out "eight of 120 orders (6.7%)": a share in words in the
 * answer's lead, said again in digits past the lead, neither with a sign or
 * a way (a change is no share).
 */
static bool
detailed_after_lead(const VerdictCtx *cx, size_t fi, size_t j)
{
	const Figure *f = &cx->figs[fi];
	const Figure *g = &cx->figs[j];

	return f->percent && f->words && !g->words && f->offset < cx->lead_end && g->offset >= cx->lead_end &&
		said_sign(f) == 0 && said_sign(g) == 0 && !cx->fx[fi].comparative && !cx->fx[j].comparative;
}

/* See verdict_int.h. */
void
vd_ground_repeated(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		j,
				last = SIZE_MAX;
	bool		recap;

	/*
	 * "if you simply average the five media types, you get 31.96 MB": a
	 * plain mean is the column's own mean or nothing, never the weighted
	 * one said before it again
	 */
	if (cx->grounds[fi].kind != GROUND_NONE || fx->plain_mean || !figure_range(f, &r))
		return;
	recap = fx->recap;
	/*
	 * A bound that is no close one ("So, one more time: north of 45
	 * percent") says again only the last figure of its kind before it; a
	 * close one ("just over a quarter") says a value, as a figure does.
	 */
	if (f->bound != 0 && !f->close)
	{
		if (!f->percent && !f->multiple && !recap)
			return;
		for (j = fi; j-- > 0 && last == SIZE_MAX;)
			if (cx->figs[j].percent == f->percent && cx->figs[j].multiple == f->multiple &&
				is_money(&cx->figs[j]) == is_money(f) && cx->figs[j].offset < fx->s0 &&
				(f->percent || f->multiple || rows_named_within(cx, fx->s0, fx->s1, cx->fx[j].s0, cx->fx[j].s1, j)))
				last = j;
		if (last == SIZE_MAX)
			return;
	}
	/*
	 * "For reference, that average is 261.3. To sum up: the average genre, a
	 * bit more than 260 seconds": an amount in a recap says again one the
	 * answer stated before, within what it shows (the latest that holds)
	 */
	for (j = fi; recap && !f->percent && !f->multiple && j-- > 0;)
	{
		const Figure *g = &cx->figs[j];
		const Grounding *gj = &cx->grounds[j];
		double		exact = gj->kind == GROUND_DERIVED ? gj->derived : cx->gvalues[j];

		if ((last != SIZE_MAX && j != last) || g->percent || g->multiple || is_money(g) != is_money(f) ||
			g->offset >= fx->s0 || gj->kind == GROUND_NONE || vd_narration(gj->kind) || !isfinite(exact) ||
			said_sign(g) != 0 || !vd_in_range_edge(&r, exact) ||
			!rows_named_within(cx, fx->s0, fx->s1, cx->fx[j].s0, cx->fx[j].s1, j))
			continue;
		cx->grounds[fi] = *gj;
		cx->grounds[fi].has_nearest = false;
		cx->gvalues[fi] = cx->gvalues[j];
		cx->gread[fi] = cx->gread[j];
		cx->gcol[fi] = cx->gcol[j];
		return;
	}
	/* said again before, or after in a recap at the end ("To sum up: down just shy of 25%") */
	for (j = 0; j < cx->nfigs; j++)
	{
		const Figure *g = &cx->figs[j];
		const Grounding *gj = &cx->grounds[j];
		int			fs = said_sign(f),
					gs = said_sign(g);
		bool		same;

		/*
		 * (one said after it: in a recap only, "To sum up: … down just shy of
		 * 25 percent", or asked for again)
		 */
		if (j == fi || gj->kind != GROUND_DERIVED ||
			(j > fi && !cx->fx[j].recap && !asked_again(cx, fi, j) && !detailed_after_lead(cx, fi, j)) ||
			(last != SIZE_MAX && j != last) ||
			g->multiple != f->multiple || g->percent != f->percent || !isfinite(gj->derived))
			continue;

		/*
		 * "down 36.3%" says again "−36.3%": the size, and the sign where both
		 * say one; "or 32 percent" after "less than in May", the change's
		 * own sign
		 */
		same = vd_in_range_edge(&r, gj->derived) ||
			(fs != 0 && (fs == gs || (gs == 0 && gj->derived * fs > 0)) && vd_in_range_edge(&r, fabs(gj->derived)));

		/*
		 * "81 − 54 = 27. ... 27 / 54 ≈ 50%", "= 493.25 per type. So the
		 * answer is ~493.25": an amount is said again in the same digits
		 */
		if (!f->multiple && !f->percent)
			same = fs == 0 && gs == 0 && g->currency == f->currency && g->bound == 0 &&
				vd_in_range_edge(&r, g->value) && vd_in_range_edge(&r, fabs(gj->derived));
		if (!same || (fs != 0 && gs != 0 && fs != gs) ||
			cx->fx[j].s0 == fx->s0 ||
			/* "73.1% less than B ... B has 73.1% more": the other way round is no repeat */
			(g->percent && vd_compare_sign(cx, fi) * vd_compare_sign(cx, j) < 0) ||
			!rows_named_within(cx, fx->s0, fx->s1, cx->fx[j].s0, cx->fx[j].s1, j))
			continue;
		cx->grounds[fi] = *gj;
		cx->grounds[fi].has_nearest = false;
		cx->gvalues[fi] = NAN;
		return;
	}
}

/* Is t[a, i) a noun of three words at most, commas and spaces aside ("viewers", "people")? */
static bool
only_noun(const uchar *t, size_t a, size_t i)
{
	int			words = 0;

	while (i > a)
	{
		while (i > a && (t[i - 1] == ' ' || t[i - 1] == ','))
			i--;
		if (i == a)
			break;
		if (!ascii_is_alpha(t[i - 1]) || ++words > 3)
			return false;
		while (i > a && ascii_is_alpha(t[i - 1]))
			i--;
	}
	return true;
}

/*
 * Is the text between offsets a and b a restatement's link: at most three
 * words, then an opening bracket, "i.e.", "that is" or "or"?
 */
static bool
restating_link(const VerdictCtx *cx, size_t a, size_t b)
{
	const uchar *t = cx->answer;
	size_t		i = b;

	static const char *const hedge[] = {"roughly", "about", "approximately", "around", "some", NULL};
	size_t		w;

	while (i > a && (t[i - 1] == ' ' || t[i - 1] == ','))
		i--;
	/* "which is roughly 9,160,000": past a hedge */
	for (w = i; w > a && ascii_is_alpha(t[w - 1]); w--)
		;
	if (w < i && vd_in_words(t + w, i - w, hedge))
		for (i = w; i > a && t[i - 1] == ' '; i--)
			;
	if (i > a && t[i - 1] == '(')
		i--;
	else if (i >= a + 4 && strncmp((const char *) t + i - 4, "i.e.", 4) == 0)
		i -= 4;
	else if (i >= a + 7 && strncmp((const char *) t + i - 7, "that is", 7) == 0)
		i -= 7;
	else if (i >= a + 8 && strncmp((const char *) t + i - 8, "which is", 8) == 0)
		i -= 8;
	else if (i >= a + 2 && strncmp((const char *) t + i - 2, "or", 2) == 0 && (i - 2 == a || t[i - 3] == ' '))
		i -= 2;
	else if (i >= a + 2 && strncmp((const char *) t + i - 2, "so", 2) == 0 && i - 2 > a && t[i - 3] == ' ' &&
			 i - 3 > a && t[i - 4] == ',')
		i -= 2;
	else
		return false;
	/* the words before it: the first figure's unit or noun ("viewers", "people") */
	return only_noun(t, a, i);
}

/* Is the word right before figure fi, past a colon, "=" or "of", a score's ("scored 0.7", "Score: 0.6")? */
static bool
said_as_score(const VerdictCtx *cx, size_t fi)
{
	static const char *const score[] = {"score", "scored", "scores", "scoring", "graded", "grade", NULL};
	const uchar *t = cx->answer;
	size_t		i = cx->figs[fi].offset,
				w;

	while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == ':' || t[i - 1] == '='))
		i--;
	for (w = i; w > 0 && ascii_is_alpha(t[w - 1]); w--)
		;
	if (w < i && vd_eq_word(t + w, i - w, "of"))
	{
		for (i = w; i > 0 && t[i - 1] == ' '; i--)
			;
		for (w = i; w > 0 && ascii_is_alpha(t[w - 1]); w--)
			;
	}
	return w < i && vd_in_words(t + w, i - w, score);
}

/* See verdict_int.h. */
void
vd_ground_score(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	size_t		from = vd_sentence_before(cx, cx->fx[fi].s0),
				j,
				k;
	FigureRange r;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || f->words || f->decimals == 0 ||
		f->value < 0 || f->value > 1.5 || !said_as_score(cx, fi) || !figure_range(f, &r))
		return;
	for (j = fi; j-- > 0 && cx->figs[j].offset >= from;)
	{
		const Figure *p = &cx->figs[j];
		const Grounding *g = &cx->grounds[j];
		double		v;

		if (!p->percent || g->kind == GROUND_NONE || vd_narration(g->kind))
			continue;
		/* "66% attainment, score 0.7": the share as a fraction; past the goal, the score is 1.0 */
		v = (g->kind == GROUND_DERIVED && isfinite(g->derived) ? g->derived : p->value) / 100.0;
		if (vd_in_range_edge(&r, v) || (v >= 1 && f->value == 1))
		{
			set_ratio(cx, fi, j, j, v);
			cx->grounds[fi].op = OP_CONVERT;
			return;
		}
	}
	/* "92 against a target of 152. Score: 0.6": the one figure over the other */
	for (j = 0; j < fi; j++)
		for (k = j + 1; k < fi; k++)
		{
			const Figure *a = &cx->figs[j],
					   *b = &cx->figs[k];

			if (a->offset < from || a->percent || b->percent || a->currency != b->currency ||
				cx->grounds[j].kind == GROUND_NONE || cx->grounds[k].kind == GROUND_NONE ||
				vd_narration(cx->grounds[j].kind) || vd_narration(cx->grounds[k].kind) ||
				!(a->value > 0) || !(b->value > 0))
				continue;
			if (vd_in_range_edge(&r, a->value / b->value))
			{
				set_ratio(cx, fi, j, k, a->value / b->value);
				return;
			}
			if (vd_in_range_edge(&r, b->value / a->value))
			{
				set_ratio(cx, fi, k, j, b->value / a->value);
				return;
			}
		}
}

/* See verdict_int.h. */
bool
vd_unit_relabelled(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi],
			   *g;
	size_t		b;
	double		k;

	if (fi == 0 || f->unit == UNIT_NONE || f->percent || figure_unit_family(f->unit) == 5)
		return false;
	g = &cx->figs[fi - 1];
	if (g->unit == UNIT_NONE || g->unit == f->unit || g->percent ||
		figure_unit_family(g->unit) != figure_unit_family(f->unit) ||
		fabs(f->value - g->value) > (f->half_unit > g->half_unit ? f->half_unit : g->half_unit) * 1.001)
		return false;
	k = figure_unit_size(g->unit, false) / figure_unit_size(f->unit, false);
	if (!isfinite(k) || (k > 0.9 && k < 1.1))
		return false;
	/* "(~286.9 L)", "(≈ 1,000 mi)": past the sign of an approximation */
	b = f->offset;
	for (;;)
	{
		while (b > 0 && cx->answer[b - 1] == ' ')
			b--;
		if (b > 0 && cx->answer[b - 1] == '~')
			b--;
		else if (b >= 3 && memcmp(cx->answer + b - 3, "\xE2\x89\x88", 3) == 0)
			b -= 3;
		else
			break;
	}
	return restating_link(cx, g->offset + g->length, b);
}

/* Where the hedge of a bound figure fi starts ("a hair under 9,200,000"); its offset when it has none. */
static size_t
bound_words_start(const VerdictCtx *cx, size_t fi)
{
	static const char *const hedge[] = {"a", "hair", "under", "over", "just", "tad", "touch", "shy", "of", "bit",
	"little", "below", "above", "nearly", "almost", "slightly", "barely", "than", "more", "less", NULL};
	const uchar *t = cx->answer;
	size_t		b = cx->figs[fi].offset,
				w;

	if (cx->figs[fi].bound == 0)
		return b;
	for (;;)
	{
		while (b > 0 && t[b - 1] == ' ')
			b--;
		for (w = b; w > 0 && ascii_is_alpha(t[w - 1]); w--)
			;
		if (w == b || !vd_in_words(t + w, b - w, hedge))
			return b;
		b = w;
	}
}

/*
 * Is [a, b) a noun of three words at most and a comma ("8.23 million
 * viewers, just over 8,200,000 people": a hedged restatement after it)?
 */
static bool
hedged_after_comma(const VerdictCtx *cx, size_t a, size_t b)
{
	const uchar *t = cx->answer;
	size_t		i = b;

	while (i > a && t[i - 1] == ' ')
		i--;
	return i > a && t[i - 1] == ',' && only_noun(t, a, i - 1);
}

/* See verdict_int.h. */
void
vd_ground_rescaled(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	int			side;
	FigureRange r;

	/* a bound only as a hedge beside it: "9.16M viewers, so a hair under 9,200,000 people" */
	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || (f->bound != 0 && !f->close) ||
		!figure_range(f, &r))
		return;
	for (side = -1; side <= 1; side += 2)
	{
		size_t		j = fi + side;
		const Figure *g;
		const Grounding *gj;
		double		fs,
					gs;

		if ((side < 0 && fi == 0) || j >= cx->nfigs)
			continue;
		g = &cx->figs[j];
		gj = &cx->grounds[j];
		fs = f->scale > 1 ? f->scale : 1;
		gs = g->scale > 1 ? g->scale : 1;
		if (gj->kind == GROUND_NONE || vd_narration(gj->kind) || g->percent ||
			g->multiple || g->bound != 0 || fs == gs || g->currency != f->currency)
			continue;
		if (f->bound != 0 ? side > 0 || !vd_in_range(&r, g->value) :
			fabs(f->value - g->value) > (f->half_unit > g->half_unit ? f->half_unit : g->half_unit) * 1.001)
			continue;
		if (!(side < 0 ? restating_link(cx, g->offset + g->length, bound_words_start(cx, fi)) ||
			  (f->bound != 0 && hedged_after_comma(cx, g->offset + g->length, bound_words_start(cx, fi))) :
			  restating_link(cx, f->offset + f->length, g->offset)))
			continue;
		set_ratio(cx, fi, j, j, g->value);
		cx->grounds[fi].op = OP_CONVERT;
		cx->grounds[fi].b.kind = GROUND_NONE;
		cx->grounds[fi].unit_from = cx->grounds[fi].unit_to = UNIT_NONE;
		return;
	}
}

/* The unit of "per hour", "an hour", "a mile" within a few words after the figure; UNIT_NONE: none. */
static FigureUnit
per_unit_after(const VerdictCtx *cx, size_t fi)
{
	static const char *const per[] = {"per", "an", "a", "each", "every", NULL};
	size_t		end = cx->figs[fi].offset + cx->figs[fi].length,
				k,
				seen = 0;

	for (k = 0; k + 1 < cx->ntokens && seen < 3; k++)
	{
		const VerdictToken *t = &cx->tokens[k],
				   *w = &cx->tokens[k + 1];

		if (t->start < end)
			continue;
		if (t->number)
			break;
		seen++;
		if (!w->number && vd_in_words(cx->answer + t->start, t->len, per))
		{
			FigureUnit	u = figure_unit_of_name((const char *) cx->answer + w->start, w->len);
			int			fam = figure_unit_family(u);

			/* time, distance, mass, area, power ("29.5 lbs per hp") */
			if (fam == 1 || fam == 3 || fam == 4 || fam == 6 || fam == 10)
				return u;
		}
	}
	return UNIT_NONE;
}

/* See verdict_int.h. */
void
vd_ground_per_measure(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureUnit	pu;
	FigureRange r;
	size_t		from = vd_sentence_before(cx, fx->s0),
				j,
				k,
				s;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || f->bound != 0 ||
		figure_unit_family(f->unit) == 8 || !figure_range(f, &r))
		return;
	pu = per_unit_after(cx, fi);
	if (pu == UNIT_NONE || figure_unit_family(f->unit) == figure_unit_family(pu))
		return;
	/* two grounded figures of the sentence or the one before: an amount, and a measure in pu's kind */
	for (j = 0; j < cx->nfigs; j++)
		for (k = 0; k < cx->nfigs; k++)
		{
			const Figure *a = &cx->figs[j],
					   *b = &cx->figs[k];
			double		v;

			if (j == fi || k == fi || j == k || a->offset < from || b->offset < from || a->offset >= fx->s1 ||
				b->offset >= fx->s1 || cx->grounds[j].kind == GROUND_NONE || cx->grounds[k].kind == GROUND_NONE ||
				a->percent || b->percent || a->unit != f->unit || a->currency != f->currency ||
				figure_unit_family(b->unit) != figure_unit_family(pu) || !(b->value > 0))
				continue;
			v = a->value / (b->value * figure_unit_size(b->unit, false) / figure_unit_size(pu, false));
			if (vd_in_range_edge(&r, v))
			{
				set_ratio(cx, fi, j, k, v);
				cx->grounds[fi].op = OP_PER_MEASURE;
				cx->grounds[fi].unit_from = b->unit;
				cx->grounds[fi].unit_to = pu;
				return;
			}
		}
	/* a row the sentence names, or the columns' totals: a column over one in pu's kind */
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *rd = &cx->reads[s];
		int			nc = rd->cells.ncolumns,
					ac,
					bc;

		for (bc = 0; bc < nc; bc++)
		{
			double		bk;

			if (figure_unit_family(rd->colunit[bc]) != figure_unit_family(pu))
				continue;
			bk = figure_unit_size(rd->colunit[bc], false) / figure_unit_size(pu, false);
			for (ac = 0; ac < nc; ac++)
			{
				double		v,
							ak = rd->colunit[ac] == f->unit ? 1 : NAN;
				size_t		m;
				bool		named = false;

				/*
				 * "5.2 MB a minute" of a column of bytes: the amount in the figure's
				 * unit, storage in powers of 1000 only (both would double the chance)
				 */
				if (f->unit != UNIT_NONE && rd->colunit[ac] != UNIT_NONE &&
					figure_unit_family(f->unit) == figure_unit_family(rd->colunit[ac]) && figure_unit_family(f->unit) != 5)
					ak = figure_unit_size(rd->colunit[ac], true) / figure_unit_size(f->unit, true);
				if (ac == bc || !isfinite(ak) || rd->colclass[ac] == CC_PCT || !col_ok(fx, (int) s, ac, bc))
					continue;
				for (m = 0; m < cx->nmentions; m++)
				{
					const Mention *mn = &cx->mentions[m];
					size_t		row;

					if (mn->dropped || mn->many || mn->nrows != 1 || mn->sread != (int) s || mn->offset < fx->r0 ||
						mn->offset >= fx->s1)
						continue;
					named = true;
					row = mn->rows[0];
					v = ak * rd->cells.cells[row * nc + ac] / (rd->cells.cells[row * nc + bc] * bk);
					if (rd->cells.cells[row * nc + bc] > 0 && vd_in_range_edge(&r, v))
					{
						set_rate(cx, fi, (int) s, (int64_t) row, ac, bc, rd->cells.cells[row * nc + ac],
								 rd->cells.cells[row * nc + bc], v);
						cx->grounds[fi].op = OP_PER_MEASURE;
						cx->grounds[fi].unit_from = rd->colunit[bc];
						cx->grounds[fi].unit_to = pu;
						return;
					}
				}
				if (named || rd->aggs[ac].count < 2 || rd->aggs[ac].count != rd->aggs[bc].count ||
					!(rd->aggs[bc].sum > 0))
					continue;
				v = ak * rd->aggs[ac].sum / (rd->aggs[bc].sum * bk);
				if (vd_in_range_edge(&r, v))
				{
					set_rate(cx, fi, (int) s, -1, ac, bc, rd->aggs[ac].sum, rd->aggs[bc].sum, v);
					cx->grounds[fi].op = OP_PER_MEASURE;
					cx->grounds[fi].unit_from = rd->colunit[bc];
					cx->grounds[fi].unit_to = pu;
					return;
				}
			}
		}
	}
}

/* See verdict_int.h. */
void
vd_ground_fraction_restated(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		from = vd_sentence_before(cx, fx->s0),
				j,
				k;
	FigureRange r;
	double		exact;

	if (cx->grounds[fi].kind != GROUND_NONE || !f->words || !(f->percent || f->multiple) || !figure_range(f, &r))
		return;

	/*
	 * "Roughly one in every nineteen orders … shipped late: 22 out of 408",
	 * "by just over two to one (2.17:1, 256 against 118)": the share or the
	 * multiple its colon or its bracket details, exactly
	 */
	if (fi + 1 < cx->nfigs && cx->figs[fi + 1].offset < fx->s1 && cx->figs[fi + 1].percent == f->percent &&
		cx->figs[fi + 1].multiple == f->multiple && !cx->figs[fi + 1].approximate && cx->figs[fi + 1].bound == 0 &&
		cx->grounds[fi + 1].kind == GROUND_DERIVED && isfinite(cx->grounds[fi + 1].derived) &&
		vd_in_range_edge(&r, cx->grounds[fi + 1].derived))
	{
		size_t		c = cx->figs[fi + 1].offset;

		while (c > 0 && cx->answer[c - 1] == ' ')
			c--;
		if (c > 0 && ((cx->answer[c - 1] == ':' && (fi + 2 >= cx->nfigs || cx->figs[fi + 2].offset >= fx->s1)) ||
					  (cx->answer[c - 1] == '(' && c - 1 <= cx->figs[fi].offset + cx->figs[fi].length + 1)))
		{
			cx->grounds[fi] = cx->grounds[fi + 1];
			cx->grounds[fi].has_nearest = false;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return;
		}
	}
	if (fi == 0 || from >= fx->s0 || !f->percent)
		return;
	/* past a heading or label with no figure ("Impact:") to the sentence before it */
	for (k = 0; k < 2 && from > 0 && cx->figs[fi - 1].offset < from; k++)
		from = vd_sentence_before(cx, from);
	/* alone in its sentence but for narration ("of 1997 freight"), which names no row */
	for (k = 0; k < cx->nfigs; k++)
		if (k != fi && cx->figs[k].offset >= fx->s0 && cx->figs[k].offset < fx->s1 &&
			!(cx->grounds[k].kind != GROUND_NONE && vd_narration(cx->grounds[k].kind)))
			return;
	/*
	 * the last percentage of the sentence before, grounded, past counts after
	 * it ("(49%), across 21 entries in all")
	 */
	for (j = fi - 1; j > 0 && cx->figs[j].offset >= from && !cx->figs[j].percent && !cx->figs[j].multiple; j--)
		;
	if (cx->figs[j].offset < from || !cx->figs[j].percent || cx->grounds[j].kind == GROUND_NONE ||
		vd_narration(cx->grounds[j].kind))
		return;
	/* the rows it names, if any, are those the sentence before names ("just over half of TV Shows' tracks") */
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		size_t		o;
		bool		again = false;

		if (m->dropped || m->offset < fx->s0 || m->offset >= fx->s1)
			continue;
		for (o = 0; o < cx->nmentions && !again; o++)
			again = !cx->mentions[o].dropped && cx->mentions[o].offset >= cx->fx[j].s0 &&
				cx->mentions[o].offset < cx->fx[j].s1 && cx->mentions[o].sread == m->sread &&
				cx->mentions[o].nrows == m->nrows && m->nrows >= 1 && cx->mentions[o].rows[0] == m->rows[0];
		if (!again)
			return;
	}
	exact = cx->grounds[j].kind == GROUND_DERIVED ? cx->grounds[j].derived : cx->gvalues[j];
	if (!isfinite(exact) || fabs(exact - cx->figs[j].value) > cx->figs[j].half_unit * 1.001 + cx->figs[j].reach)
		exact = cx->figs[j].value;
	/* "fell by just over a fifth": the change with its sign */
	if (!vd_in_range_edge(&r, f->direction != 0 ? exact : fabs(exact)))
		return;
	/* a cell is the same cell only where it holds the figure as it stands */
	if (cx->grounds[j].kind == GROUND_CELL && !(isfinite(cx->gvalues[j]) && vd_in_range_edge(&r, cx->gvalues[j])))
		return;
	cx->grounds[fi] = cx->grounds[j];
	cx->grounds[fi].has_nearest = false;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/*
 * Ground figure fi as op over two operands of one step, each a cell (row
 * 1-based, column), a column's total (kind GROUND_SUM, row 0) or a figure of
 * the answer (kind GROUND_NONE, row its index).
 */
static Grounding *
set_two_operands(VerdictCtx *cx, size_t fi, GroundOp op, int step, GroundKind kind, int64_t ra, int ca, double va,
				 int64_t rb, int cb, double vb, double derived)
{
	Grounding  *h = &cx->grounds[fi];

	memset(h, 0, sizeof(*h));
	h->kind = GROUND_DERIVED;
	h->op = op;
	h->step = step;
	h->a.kind = h->b.kind = kind;
	h->a.step = h->b.step = step;
	h->a.row = ra;
	h->b.row = rb;
	h->a.column = ca;
	h->b.column = cb;
	h->a.value = va;
	h->b.value = vb;
	h->derived = derived;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
	return h;
}

/* The one column of row (1-based) that holds value exactly; -1 if none or several. */
static int
row_column(const StepRead *sr, int64_t row, double value)
{
	int			nc = sr->cells.ncolumns,
				c,
				found = -1;

	if (row < 1 || (size_t) row > sr->cells.nrows)
		return -1;
	for (c = 0; c < nc; c++)
		if (sr->cells.cells[(row - 1) * nc + c] == value)
		{
			if (found >= 0)
				return -1;
			found = c;
		}
	return found;
}

/*
 * The row (1-based) whose cells hold a and b, each in one column of its own
 * (*ca, *cb): the same two columns in every row that holds both, or none
 * (-1).  Of the rows that do, the one m names, else the first.
 */
static int64_t
row_holding_both(const StepRead *sr, double a, double b, const Mention *m, int *ca, int *cb)
{
	int64_t		found = -1,
				r;

	for (r = 1; r <= (int64_t) sr->cells.nrows; r++)
	{
		int			x = row_column(sr, r, a),
					y = row_column(sr, r, b);

		if (x < 0 || y < 0 || x == y)
			continue;
		if (found > 0 && (x != *ca || y != *cb))
			return -1;
		if (found < 0 || (m != NULL && m->nrows == 1 && (size_t) (r - 1) == m->rows[0]))
			found = r;
		*ca = x;
		*cb = y;
	}
	return found;
}

/*
 * The column of a cell a derivation's operand is, directly or through the
 * answer's figure quoting it; -1 if none.  A figure of the answer that
 * grounded nothing of its own ("four of 96 orders": four is narration) is
 * the cell of the row other (1-based; 0: none) that holds it, in the one
 * column of that row that does.
 */
static int
operand_cell(const VerdictCtx *cx, const GroundRef *ref, const StepRead *sr, int64_t other, int64_t *row)
{
	if (ref->kind == GROUND_CELL)
	{
		*row = ref->row;
		return ref->column;
	}
	if (ref->kind == GROUND_NONE && ref->row >= 0 && (size_t) ref->row < cx->nfigs &&
		cx->grounds[ref->row].kind == GROUND_CELL)
	{
		*row = cx->grounds[ref->row].row;
		return cx->grounds[ref->row].column;
	}
	if (ref->kind == GROUND_NONE)
	{
		*row = other;
		return row_column(sr, other, ref->value);
	}
	return -1;
}

/*
 * The row (1-based; 0: none) of a cell an operand is, or of the cell a figure
 * of the answer quotes where the operand is that figure or its value ("10 of
 * 156 orders (6.4%)": 156 quotes Peacock's orders), nearest before figure j.
 */
static int64_t
quoted_row(const VerdictCtx *cx, const GroundRef *ref, size_t j)
{
	size_t		k;

	if (ref->kind == GROUND_CELL)
		return ref->row;
	if (ref->kind != GROUND_NONE)
		return 0;
	if (ref->row >= 0 && (size_t) ref->row < cx->nfigs)
		return cx->grounds[ref->row].kind == GROUND_CELL ? cx->grounds[ref->row].row : 0;
	for (k = j + 1; k-- > 0;)
		if (cx->grounds[k].kind == GROUND_CELL && cx->figs[k].value == ref->value)
			return cx->grounds[k].row;
	return 0;
}

/* The step read a grounding's step number is, or NULL. */
static const StepRead *
read_of_step(const VerdictCtx *cx, int number, int *index)
{
	int			s;

	for (s = 0; s < (int) cx->nreads; s++)
		if (cx->reads[s].step->number == number)
		{
			*index = s;
			return &cx->reads[s];
		}
	return NULL;
}

/* See verdict_int.h. */
void
vd_ground_parallel_ratio(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		from = vd_sentence_before(cx, fx->s0),
				j,
				k;
	const Mention *m = NULL;
	FigureRange r;
	bool		says_all;

	if (cx->grounds[fi].kind != GROUND_NONE || !(f->percent || f->multiple || fx->per_unit) ||
		(f->words && !f->multiple) || f->direction != 0 || fi == 0 || from >= fx->s0 || !figure_range(f, &r))
		return;
	/* alone in its sentence but for a count of the rows ("across all 21 countries") */
	for (k = 0; k < cx->nfigs; k++)
		if (k != fi && cx->figs[k].offset >= fx->s0 && cx->figs[k].offset < fx->s1 &&
			cx->grounds[k].kind != GROUND_ROW_COUNT && !vd_narration(cx->grounds[k].kind))
			return;
	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= fx->s0 && cx->mentions[k].offset < fx->s1)
		{
			if (m != NULL || cx->mentions[k].nrows != 1)
				return;
			m = &cx->mentions[k];
		}
	/*
	 * one row named, or the sentence speaks of all of them ("the rate across
	 * all nine employees is 4.46 per cent", naming none, or only the row the
	 * ratio before is of: "so Buchanan is below the benchmark")
	 */
	says_all = !f->multiple && vd_says_overall(cx, fx);
	if (m == NULL && !says_all)
		return;
	/* past a heading or label with no figure ("Impact:") */
	for (k = 0; k < 2 && from > 0 && cx->figs[fi - 1].offset < from; k++)
		from = vd_sentence_before(cx, from);
	for (j = fi; j-- > 0 && cx->figs[j].offset >= from;)
	{
		const Grounding *g = &cx->grounds[j];
		const StepRead *sr;
		int64_t		ra = -1,
					rb = -1,
					other;
		bool		overall;
		int			ca = -1,
					cb = -1,
					nc,
					s = -1;
		double		pv,
					wv,
					scale = cx->figs[j].percent ? 100.0 : 1.0,
					here = NAN,
					v;

		if (g->kind != GROUND_DERIVED || !(g->op == OP_RATIO || g->op == OP_PER_UNIT) || cx->figs[j].multiple ||
			(!f->multiple && cx->figs[j].percent != f->percent))
			continue;
		sr = read_of_step(cx, g->step, &s);
		if (sr == NULL || (m != NULL && s != m->sread))
			return;
		/*
		 * the row of an operand the answer quotes as a cell: its other
		 * operand is of that row too ("21 of 140 invoices" where 21 is also
		 * another row's customers: the row that holds both)
		 */
		ra = rb = -1;
		for (k = 0; k < 2 && (ra < 1 || ra != rb); k++)
		{
			other = quoted_row(cx, k == 0 ? &g->a : &g->b, j);
			ca = row_column(sr, other, g->a.value);
			cb = row_column(sr, other, g->b.value);
			ra = rb = ca >= 0 && cb >= 0 ? other : -1;
		}
		/*
		 * "1 of 3 flights (33.3%)": both said as narration, quoted by no
		 * figure, or quoted as the cell of a row that holds only one of
		 * them (a tie: Canada's 17 orders for Sweden's); the rows that hold
		 * both, each in one column, the same two columns in every such row
		 * (the one named, where it is one)
		 */
		if (ra < 1)
			ra = rb = row_holding_both(sr, g->a.value, g->b.value, m, &ca, &cb);
		if (ra < 1)
		{
			other = quoted_row(cx, &g->a, j);
			if (other == 0)
				other = quoted_row(cx, &g->b, j);
			ca = operand_cell(cx, &g->a, sr, other, &ra);
			cb = operand_cell(cx, &g->b, sr, other, &rb);
		}
		if (ca < 0 || cb < 0 || ca == cb || ra != rb || ra < 1)
			return;
		overall = says_all && (m == NULL || (size_t) (ra - 1) == m->rows[0]);
		if (!overall && (m == NULL || (size_t) (ra - 1) == m->rows[0]))
			return;
		nc = sr->cells.ncolumns;
		if (overall)
		{
			pv = sr->aggs[ca].sum;
			wv = sr->aggs[cb].sum;
			/* a total is of every row only where every row has both */
			if (sr->aggs[ca].count != sr->cells.nrows || sr->aggs[cb].count != sr->cells.nrows)
				return;
		}
		else
		{
			pv = sr->cells.cells[m->rows[0] * nc + ca];
			wv = sr->cells.cells[m->rows[0] * nc + cb];
		}
		if (!isfinite(pv) || !isfinite(wv) || wv == 0)
			return;
		v = scale * pv / wv;
		/* "about four times the rate observed at Davolio": the ratio before over the named row's */
		if (f->multiple)
		{
			here = scale * sr->cells.cells[(ra - 1) * nc + ca] / sr->cells.cells[(ra - 1) * nc + cb];
			if (!(v > 0) || !isfinite(here))
				return;
			v = here / v;
		}
		/* (the multiple: row ra's ratio of the two over the named row's) */
		if (vd_in_range(&r, v) && f->multiple)
			set_two_operands(cx, fi, OP_RATE_RATIO, sr->step->number, GROUND_CELL, ra, ca, here,
							 (int64_t) m->rows[0] + 1, ca, here / v, v)->column2 = cb;
		else if (vd_in_range(&r, v))
			set_two_operands(cx, fi, g->op, sr->step->number, overall ? GROUND_SUM : GROUND_CELL,
							 overall ? 0 : (int64_t) m->rows[0] + 1, ca, pv, overall ? 0 : (int64_t) m->rows[0] + 1,
							 cb, wv, v);
		return;
	}
}

/* Is a derivation's operand a figure of the answer written without a currency (no amount of money)? */
static bool
operand_not_money(const VerdictCtx *cx, const GroundRef *ref)
{
	return ref->kind == GROUND_NONE && ref->row >= 0 && (size_t) ref->row < cx->nfigs && !cx->figs[ref->row].currency;
}

/* See verdict_int.h. */
void
vd_ground_change_amount(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		j;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || f->words || fi == 0 ||
		!figure_range(f, &r))
		return;
	/* the change the sentence states right before it, nearest first */
	for (j = fi; j-- > 0 && cx->figs[j].offset >= fx->s0;)
	{
		const Grounding *g = &cx->grounds[j];
		double		d;

		if (!cx->figs[j].percent)
			continue;
		if (g->kind != GROUND_DERIVED || g->op != OP_CHANGE || (f->currency && operand_not_money(cx, &g->a)))
			return;
		d = g->b.value - g->a.value;
		/* "increased by 44% ..., a change of $2,523.91": its size, signed only where the figure is */
		if (!vd_in_range(&r, f->explicit_sign || f->direction != 0 ? d : fabs(d)))
			return;
		{
			Grounding  *h = &cx->grounds[fi];

			memset(h, 0, sizeof(*h));
			h->kind = GROUND_DERIVED;
			h->op = OP_DIFF;
			h->step = g->step;
			h->a = g->a;
			h->b = g->b;
			h->derived = d;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
		}
		return;
	}
}

/* See verdict_int.h. */
void
vd_ground_points_change(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		p0 = vd_sentence_before(cx, vd_sentence_before(cx, fx->s0)),
				j;
	int			first = -1,
				last = -1;
	FigureRange r;
	double		d;

	if (cx->grounds[fi].kind != GROUND_NONE || f->direction == 0 || f->explicit_sign || f->words ||
		!vd_points_written(cx, fi) || !figure_range(f, &r))
		return;
	/* no percentage of its own sentence before it */
	for (j = 0; j < fi; j++)
		if (cx->figs[j].percent && cx->figs[j].offset >= fx->s0)
			return;
	for (j = 0; j < fi; j++)
	{
		if (!cx->figs[j].percent || cx->figs[j].offset < p0 || cx->figs[j].offset >= fx->s0)
			continue;
		if (cx->grounds[j].kind == GROUND_NONE || vd_narration(cx->grounds[j].kind))
			return;
		first = last;
		last = (int) j;
	}
	/*
	 * a lede before the figures ("- The rate was down 9 percentage points
	 * … / | Share …, the second quarter | 19% | …"): the first two
	 * percentages after its sentence, within the next four
	 */
	if (first < 0 && last < 0)
	{
		size_t		s0 = fx->s0;
		int			sentences = 0;

		for (j = fi + 1; j < cx->nfigs && last < 0; j++)
		{
			if (cx->fx[j].s0 != s0)
			{
				s0 = cx->fx[j].s0;
				if (++sentences > 4)
					break;
			}
			if (!cx->figs[j].percent || cx->figs[j].offset < fx->s1)
				continue;
			if (cx->grounds[j].kind == GROUND_NONE || vd_narration(cx->grounds[j].kind))
				return;
			if (first < 0)
				first = (int) j;
			else
				last = (int) j;
		}
	}
	if (first < 0 || last < 0)
		return;
	d = cx->figs[last].value - cx->figs[first].value;
	if (!(d * f->direction > 0) || !vd_in_range(&r, fabs(d)))
		return;
	set_two_operands(cx, fi, OP_DIFF, cx->grounds[last].step, GROUND_NONE, first, 0, cx->figs[first].value, last, 0,
					 cx->figs[last].value, d);
}

/* Does the sentence [s0, s1) say "index" ("on an index with 1996 set to 100", "indexed to Q1")? */
static bool
says_index(const VerdictCtx *cx, size_t s0, size_t s1)
{
	static const char *const index_words[] = {"index", "indexed", NULL};
	size_t		k;

	for (k = vd_token_at(cx, s0); k < cx->ntokens && cx->tokens[k].start < s1; k++)
		if (!cx->tokens[k].number && vd_in_words(cx->answer + cx->tokens[k].start, cx->tokens[k].len, index_words))
			return true;
	return false;
}

/* The one row the last mention before offset at, from s0 on, names (-1: none), and its read. */
static int
row_named_before(const VerdictCtx *cx, size_t s0, size_t at, int *sread)
{
	int			row = -1;
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->many || m->offset < s0 || m->offset >= at)
			continue;
		row = m->nrows == 1 ? (int) m->rows[0] : -1;
		*sread = m->sread;
	}
	return row;
}

/* See verdict_int.h. */
void
vd_ground_index(VerdictCtx *cx, size_t fi)
{
	static const char *const set_to[] = {"to", "at", "equals", NULL};
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	size_t		b,
				k;
	int			base_row,
				row,
				base_read = -1,
				read = -1,
				c;
	const StepRead *sr;
	FigureRange r;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || f->currency || f->words ||
		!says_index(cx, fx->s0, fx->s1) || !figure_range(f, &r))
		return;
	/* the base: "set to 100", "= 100", a 100 of its own in the sentence */
	for (b = 0; b < cx->nfigs; b++)
	{
		size_t		t = vd_token_at(cx, cx->figs[b].offset),
					p = cx->figs[b].offset;

		while (p > fx->s0 && cx->answer[p - 1] == ' ')
			p--;
		if (cx->figs[b].offset >= fx->s0 && cx->figs[b].offset < fx->s1 && cx->figs[b].value == 100 &&
			!cx->figs[b].percent && t > 0 &&
			((p > fx->s0 && cx->answer[p - 1] == '=') ||
			 vd_in_words(cx->answer + cx->tokens[t - 1].start, cx->tokens[t - 1].len, set_to)))
			break;
	}
	if (b == cx->nfigs)
		return;
	if (b == fi)
	{
		if (cx->nreads == 0)
			return;
		memset(&cx->grounds[fi], 0, sizeof(Grounding));
		cx->grounds[fi].kind = GROUND_INDEX_BASE;
		cx->grounds[fi].step = cx->reads[0].step->number;
		cx->gvalues[fi] = NAN;
		cx->gread[fi] = cx->gcol[fi] = -1;
		return;
	}
	if (b > fi)
		return;
	base_row = row_named_before(cx, fx->s0, cx->figs[b].offset, &base_read);
	row = row_named_before(cx, cx->figs[b].offset + cx->figs[b].length, f->offset, &read);
	if (base_row < 0 || row < 0 || row == base_row || read != base_read)
		return;
	sr = &cx->reads[read];
	/* a column the answer quotes the base row's or the row's value from */
	for (k = 0; k < cx->nfigs; k++)
	{
		const Grounding *g = &cx->grounds[k];
		double		v,
					w;

		if (g->kind != GROUND_CELL || g->step != sr->step->number ||
			(g->row != base_row + 1 && g->row != row + 1))
			continue;
		c = g->column;
		v = sr->cells.cells[(size_t) row * sr->cells.ncolumns + c];
		w = sr->cells.cells[(size_t) base_row * sr->cells.ncolumns + c];
		if (isfinite(v) && isfinite(w) && w > 0 && v >= 0 && vd_in_range(&r, 100.0 * v / w))
		{
			set_two_operands(cx, fi, OP_RATIO, sr->step->number, GROUND_CELL, row + 1, c, v, base_row + 1, c, w,
							 100.0 * v / w);
			return;
		}
	}
}

/*
 * "Across all 270 measured characters, the overall average height is 185
 * cm": the mean figure j states holds weighted by another column of counts
 * too (with_height beside characters), whose total is r's.  That column, or
 * -1.
 */
static int
other_weights(const VerdictCtx *cx, size_t j, const StepRead *rd, const FigureRange *r)
{
	const Grounding *gj = &cx->grounds[j];
	FigureRange rj;
	int			nc = rd->cells.ncolumns,
				c = gj->column,
				w;

	if (c < 0 || c >= nc || !figure_range(&cx->figs[j], &rj))
		return -1;
	for (w = 0; w < nc; w++)
	{
		double		sw = 0,
					swv = 0;
		size_t		row;

		if (w == c || w == gj->column2 || rd->colclass[w] != CC_COUNT || !vd_in_range_edge(r, rd->aggs[w].sum))
			continue;
		for (row = 0; row < rd->cells.nrows; row++)
		{
			double		v = rd->cells.cells[row * nc + c],
						wt = rd->cells.cells[row * nc + w];

			if (isfinite(v) && isfinite(wt))
			{
				sw += wt;
				swv += wt * v;
			}
		}
		if (sw > 0 && vd_in_range(&rj, swv / sw))
			return w;
	}
	return -1;
}

/* See verdict_int.h. */
void
vd_ground_weight_total(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		j,
				s;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || f->bound != 0 || !figure_range(f, &r))
		return;
	for (j = 0; j < cx->nfigs; j++)
	{
		const Grounding *gj = &cx->grounds[j];

		if (j == fi || gj->kind != GROUND_WAVG ||
			!(cx->fx[j].s0 == fx->s0 || (j > fi && vd_sentence_before(cx, cx->fx[j].s0) == fx->s0)))
			continue;
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *rd = &cx->reads[s];
			int			w = gj->column2;
			Grounding  *g = &cx->grounds[fi];

			if (rd->step->number != gj->step2 || w < 0 || w >= rd->cells.ncolumns || rd->aggs[w].count == 0 ||
				!isfinite(cx->gvalues[j]))
				continue;
			/* the weights' total (or another column's that weighs it as well), in the average's sentence */
			if (cx->fx[j].s0 == fx->s0 && !f->currency)
			{
				int			tw = vd_in_range_edge(&r, rd->aggs[w].sum) ? w : other_weights(cx, j, rd, &r);

				if (tw >= 0)
				{
					memset(g, 0, sizeof(Grounding));
					g->kind = GROUND_SUM;
					g->step = rd->step->number;
					g->column = tw;
					cx->gvalues[fi] = rd->aggs[tw].sum;
					cx->gread[fi] = (int) s;
					cx->gcol[fi] = tw;
					return;
				}
			}
			/* "multiply each average by its count and add: $2,220.16", there or the sentence before */
			if (vd_in_range_edge(&r, cx->gvalues[j] * rd->aggs[w].sum))
			{
				memset(g, 0, sizeof(Grounding));
				g->kind = GROUND_DERIVED;
				g->step = rd->step->number;
				g->op = OP_PRODUCT;
				g->a.kind = GROUND_NONE;
				g->a.row = (int64_t) j;
				g->a.value = cx->gvalues[j];
				g->b.kind = GROUND_SUM;
				g->b.step = rd->step->number;
				g->b.column = w;
				g->b.value = rd->aggs[w].sum;
				g->derived = cx->gvalues[j] * rd->aggs[w].sum;
				cx->gvalues[fi] = NAN;
				cx->gread[fi] = cx->gcol[fi] = -1;
				return;
			}
		}
	}
}

