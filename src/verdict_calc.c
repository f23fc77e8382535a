/*
 * verdict_calc.c — computations the answer writes out: "(826.65 ÷ 216 =
 * 3.83)", "by $63,038 ($163,022 − $99,985)", "(16.62 − 12.84) / 12.84 ≈
 * 29.4%", "4,125 + 4,000 + 3,960 = 12,085".  A result holds when its
 * operands are grounded and the arithmetic holds at the precision each
 * figure shows; a factor shown in one ("× 0.4536") holds when the result and
 * the other operand are grounded.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <string.h>

/*
 * The operator at t[i..e), after spaces: "÷", "/" and "over" divide, "×", "*" and
 * "x" multiply, "−", "-", "–" and "minus" subtract, "+" and "plus" add.
 * "/", "x", "-" and "–" need a space on both sides ("12–15", "253/406" and
 * "4x4" are no computations).  *past: where the spaces after it end.
 */
static GroundOp
operator_at(const uchar *t, size_t i, size_t e, size_t *past)
{
	size_t		w,
				s0 = i;
	bool		spaced;
	GroundOp	op = OP_NONE;

	while (i < e && t[i] == ' ')
		i++;
	spaced = i > s0;
	for (w = i; w < e && t[w] != ' '; w++)
		;
	if (w == i)
		return OP_NONE;
	if ((w - i == 2 && t[i] == 0xc3 && t[i + 1] == 0xb7) || (w - i == 1 && t[i] == '/' && spaced))
		op = OP_RATIO;
	else if ((w - i == 2 && t[i] == 0xc3 && t[i + 1] == 0x97) || (w - i == 1 && t[i] == '*') ||
			 (w - i == 1 && t[i] == 'x' && spaced))
		op = OP_PRODUCT;
	else if ((w - i == 3 && t[i] == 0xe2 && t[i + 1] == 0x88 && t[i + 2] == 0x92) ||
			 (w - i == 1 && t[i] == '-' && spaced) ||
			 (w - i == 3 && t[i] == 0xe2 && t[i + 1] == 0x80 && t[i + 2] == 0x93 && spaced) ||
			 vd_eq_word(t + i, w - i, "minus"))
		op = OP_DIFF;
	else if ((w - i == 1 && t[i] == '+') || vd_eq_word(t + i, w - i, "plus"))
		op = OP_SUM;
	else if (vd_eq_word(t + i, w - i, "over") || vd_eq_word(t + i, w - i, "across"))
		op = OP_RATIO;			/* "(90,000 over 11,000 sq km)", "(114 across 14 albums)", checked as any
								 * computation is */
	else if (vd_eq_word(t + i, w - i, "divided") && w + 4 <= e && memcmp(t + w, " by ", 4) == 0)
	{
		op = OP_RATIO;
		w += 3;
	}
	if (op == OP_NONE || w >= e || t[w] != ' ')
		return OP_NONE;
	while (w < e && t[w] == ' ')
		w++;
	*past = w;
	return op;
}

/* Is t[i..e) only spaces, "=" or "≈", and spaces? */
static bool
equals_sign(const uchar *t, size_t i, size_t e)
{
	while (i < e && t[i] == ' ')
		i++;
	if (i < e && t[i] == '=')
		i++;
	else if (i + 3 <= e && t[i] == 0xe2 && t[i + 1] == 0x89 && t[i + 2] == 0x88)
		i += 3;
	else
		return false;
	while (i < e && t[i] == ' ')
		i++;
	return i == e;
}

/*
 * Does a bracket open right before figure k, after figure z in the same
 * sentence ("by $63,038 ($163,022 − ...", "five times the time in the air of
 * flight 9 (20,000 ÷ ...")?
 */
static bool
bracket_opens(const VerdictCtx *cx, size_t z, size_t k)
{
	const uchar *t = cx->answer;
	size_t		i = cx->figs[k].offset;

	while (i > 0 && t[i - 1] == ' ')
		i--;
	return i > 0 && t[i - 1] == '(' && cx->fx[z].s0 == cx->fx[k].s0 &&
		cx->figs[z].offset + cx->figs[z].length < i;
}

/* a op b, NaN where it is undefined */
static double
apply(GroundOp op, double a, double b)
{
	switch (op)
	{
		case OP_RATIO:
			return b != 0 ? a / b : NAN;
		case OP_PRODUCT:
			return a * b;
		case OP_DIFF:
			return a - b;
		case OP_SUM:
			return a + b;
		default:
			return NAN;
	}
}

/* A computation the answer writes: figure a, an operator, and figure b or a bare digit ("÷ 3"). */
typedef struct Calc
{
	size_t		a;
	int			b;				/* the answer's figure, -1: the digit */
	double		digit;
	GroundOp	op;
	size_t		end;			/* where its second operand ends */
} Calc;

/* The length of the unit's character at t[w] (a letter, "/", "²", "³"); 0: none. */
static int
unit_char(const uchar *t, size_t w, size_t e)
{
	if (ascii_is_alpha(t[w]) || t[w] == '/')
		return 1;
	if (w + 1 < e && t[w] == 0xc2 && (t[w + 1] == 0xb2 || t[w + 1] == 0xb3))
		return 2;
	return 0;
}

/* The computation that starts at figure j, if one does. */
static bool
calc_at(const VerdictCtx *cx, size_t j, Calc *c)
{
	const uchar *t = cx->answer;
	size_t		i = cx->figs[j].offset + cx->figs[j].length,
				e = j + 1 < cx->nfigs ? cx->figs[j + 1].offset : cx->len,
				d;

	c->a = j;
	/* past the first figure's unit word ("4,105.2 lbs ÷ 158.5 hp") */
	if (cx->figs[j].unit != UNIT_NONE)
	{
		size_t		w = i;

		while (w < e && t[w] == ' ')
			w++;
		if (w < e && ascii_is_alpha(t[w]))
		{
			while (w < e && unit_char(t, w, e) > 0)
				w += unit_char(t, w, e);
			if (operator_at(t, w, e, &d) != OP_NONE)
				i = w;
		}
	}
	c->op = operator_at(t, i, e, &i);
	if (c->op == OP_NONE)
		return false;
	if (i == e && j + 1 < cx->nfigs)
	{
		c->b = (int) j + 1;
		c->end = cx->figs[j + 1].offset + cx->figs[j + 1].length;
		return true;
	}
	/* a single digit is narration to the extraction, but here an operand */
	for (d = i; d < e && d < i + 2 && ascii_is_digit(t[d]); d++)
		;
	if (d == i || (d < cx->len && (ascii_is_digit(t[d]) || t[d] == '.' || t[d] == ',' || ascii_is_alpha(t[d]))))
		return false;
	c->b = -1;
	c->digit = t[i] - '0';
	if (d == i + 2)
		c->digit = c->digit * 10 + (t[i + 1] - '0');
	c->end = d;
	return true;
}

/* The second operand's value, and half a unit of its last digit. */
static double
calc_b(const VerdictCtx *cx, const Calc *c, double *half)
{
	*half = c->b >= 0 ? cx->figs[c->b].half_unit : 0;
	return c->b >= 0 ? cx->figs[c->b].value : c->digit;
}

/*
 * Does figure r state the computation, its operands as written, give or
 * take the rounding each shows? (Loose: only to tell a computation from a
 * range or a list.)
 */
static bool
computes_loosely(const VerdictCtx *cx, const Calc *c, const Figure *r)
{
	const Figure *a = &cx->figs[c->a];
	FigureRange rr;
	double		hb,
				b = calc_b(cx, c, &hb),
				lo = INFINITY,
				hi = -INFINITY;
	int			i;

	if (!figure_range(r, &rr))
		return false;
	for (i = 0; i < 4; i++)
	{
		double		v = apply(c->op, a->value + ((i & 1) ? a->half_unit : -a->half_unit),
							  b + ((i & 2) ? hb : -hb));

		if (!isfinite(v))
			return false;
		lo = fmin(lo, v);
		hi = fmax(hi, v);
	}
	/* a share written as a percentage of a ratio */
	if (r->percent && !a->percent && c->op == OP_RATIO)
	{
		lo *= 100;
		hi *= 100;
	}
	return hi >= rr.lo && lo <= rr.hi;
}

/* Mark figure r the result of the computation. */
static void
mark_result(VerdictCtx *cx, const Calc *c, size_t r)
{
	FigCtx	   *fx = &cx->fx[r];

	fx->calc = true;
	fx->calc_op = c->op;
	fx->calc_a = (int) c->a;
	fx->calc_b = c->b;
	fx->calc_digit = c->digit;
	cx->fx[c->a].operand = true;
	if (c->b >= 0)
		cx->fx[c->b].operand = true;
}

/*
 * Record figure fi as derived by op from two values the answer writes (no
 * cell of the rows: operands of kind GROUND_NONE, row -1).
 */
static void
set_written(VerdictCtx *cx, size_t fi, GroundOp op, double a, double b, double derived)
{
	Grounding  *g = &cx->grounds[fi];

	memset(g, 0, sizeof(*g));
	g->kind = GROUND_DERIVED;
	g->op = op;
	g->a.kind = g->b.kind = GROUND_NONE;
	g->a.row = g->b.row = -1;
	g->a.value = a;
	g->b.value = b;
	g->derived = derived;
	g->step = cx->nreads > 0 ? cx->reads[0].step->number : 0;
	cx->gvalues[fi] = NAN;
	cx->gread[fi] = cx->gcol[fi] = -1;
}

/*
 * Longer computations, read by a small recursive-descent parser over the
 * answer's text: operands are the answer's figures and bare one- or
 * two-digit numbers, "×", "÷", "+" and "−" (as operator_at reads them) with
 * the usual precedence, and brackets.  Each value carries the interval its
 * operands' rounding allows, so that "(16.62 − 12.84) / 12.84 ≈ 29.4%" holds
 * as written.
 */
#define MAX_EXPR_OPERANDS 16
#define EXPR_ALL_LOOSE (-2)
#define EXPR_EXACT (-1)
#define MAX_EXPR_DEPTH 4

typedef struct ExprVal
{
	double		lo,
				hi,
				v;				/* the interval and the value as written */
} ExprVal;

typedef struct Expr
{
	const VerdictCtx *cx;
	size_t		p,				/* where the parser is */
				end;			/* where the computation ends (its "=" or "≈") */
	size_t		fig;			/* the first figure at or after p */
	bool		held;			/* read grounded operands as the values that grounded them */
	int			loose;			/* whose rounding widens the interval: EXPR_ALL_LOOSE, EXPR_EXACT or
								 * one figure's index */
	int			depth;
	int			nfigs;			/* the figures read, and the digits */
	int			figs[MAX_EXPR_OPERANDS];
	int			ndigits;
	int			nops;
	bool		brackets;
	bool		any_percent;
	GroundOp	top;			/* the operator applied last, and its two sides */
	double		left,
				right;
} Expr;

static bool expr_sum(Expr *e, ExprVal *out);

static void
expr_spaces(Expr *e)
{
	while (e->p < e->end && e->cx->answer[e->p] == ' ')
		e->p++;
}

/* a op b on intervals; false where it is undefined */
static bool
expr_apply(Expr *e, GroundOp op, const ExprVal *a, const ExprVal *b, ExprVal *out)
{
	double		c[4];
	int			i;

	if (op == OP_RATIO && b->lo <= 0 && b->hi >= 0)
		return false;
	c[0] = apply(op, a->lo, b->lo);
	c[1] = apply(op, a->lo, b->hi);
	c[2] = apply(op, a->hi, b->lo);
	c[3] = apply(op, a->hi, b->hi);
	out->lo = out->hi = c[0];
	for (i = 1; i < 4; i++)
	{
		out->lo = fmin(out->lo, c[i]);
		out->hi = fmax(out->hi, c[i]);
	}
	out->v = apply(op, a->v, b->v);
	e->top = op;
	e->left = a->v;
	e->right = b->v;
	e->nops++;
	return isfinite(out->lo) && isfinite(out->hi) && isfinite(out->v);
}

/*
 * After a figure, a unit word or two before the next operator or bracket
 * ("1,235,000 lbs × 0.4536", "2,106 average attendance / 10,104 seats").
 */
static void
expr_unit_words(Expr *e)
{
	const uchar *t = e->cx->answer;
	size_t		q = e->p,
				d,
				words = 0;

	while (words < 2)
	{
		size_t		w;

		while (q < e->end && t[q] == ' ')
			q++;
		for (w = q; w < e->end && ascii_is_alpha(t[w]) && unit_char(t, w, e->end) > 0;)
			w += unit_char(t, w, e->end);
		if (w == q)
			break;
		q = w;
		words++;
		if (q == e->end || operator_at(t, q, e->end, &d) != OP_NONE || t[q] == ')' ||
			(q + 1 < e->end && t[q] == ' ' && t[q + 1] == ')'))
		{
			e->p = q;
			return;
		}
	}
}

/* An operand: a figure, a bare digit or two, or a bracketed computation. */
static bool
expr_operand(Expr *e, ExprVal *out)
{
	const VerdictCtx *cx = e->cx;
	const uchar *t = cx->answer;
	size_t		d;

	expr_spaces(e);
	if (e->p >= e->end)
		return false;
	if (t[e->p] == '(')
	{
		bool		ok;

		if (++e->depth > MAX_EXPR_DEPTH)
			return false;
		e->p++;
		e->brackets = true;
		ok = expr_sum(e, out);
		e->depth--;
		expr_spaces(e);
		if (!ok || e->p >= e->end || t[e->p] != ')')
			return false;
		e->p++;
		return true;
	}
	while (e->fig < cx->nfigs && cx->figs[e->fig].offset < e->p)
		e->fig++;
	if (e->fig < cx->nfigs && cx->figs[e->fig].offset == e->p)
	{
		size_t		k = e->fig;
		const Figure *f = &cx->figs[k];
		double		v = f->value;

		if (f->offset + f->length > e->end || e->nfigs >= MAX_EXPR_OPERANDS || f->multiple || f->bound != 0)
			return false;
		if (e->held && isfinite(cx->gvalues[k]))
			v = cx->gvalues[k];
		out->v = v;
		out->lo = out->hi = v;
		if (e->loose == EXPR_ALL_LOOSE || e->loose == (int) k)
		{
			out->lo -= f->half_unit;
			out->hi += f->half_unit;
		}
		e->figs[e->nfigs++] = (int) k;
		e->any_percent = e->any_percent || f->percent;
		e->p = f->offset + f->length;
		e->fig++;
		expr_unit_words(e);
		return true;
	}
	/* a single digit is narration to the extraction, but here an operand */
	for (d = e->p; d < e->end && d < e->p + 2 && ascii_is_digit(t[d]); d++)
		;
	if (d == e->p || (d < e->end && (ascii_is_digit(t[d]) || t[d] == '.' || t[d] == ',' || ascii_is_alpha(t[d]))))
		return false;
	out->v = t[e->p] - '0';
	if (d == e->p + 2)
		out->v = out->v * 10 + (t[e->p + 1] - '0');
	out->lo = out->hi = out->v;
	e->ndigits++;
	e->p = d;
	return true;
}

/* The operator at the parser's place if it is one of the two given. */
static GroundOp
expr_operator(Expr *e, GroundOp a, GroundOp b)
{
	size_t		past;
	GroundOp	op = operator_at(e->cx->answer, e->p, e->end, &past);

	if (op != a && op != b)
		return OP_NONE;
	e->p = past;
	return op;
}

static bool
expr_product(Expr *e, ExprVal *out)
{
	GroundOp	op;

	if (!expr_operand(e, out))
		return false;
	while ((op = expr_operator(e, OP_PRODUCT, OP_RATIO)) != OP_NONE)
	{
		ExprVal		b,
					a = *out;

		if (!expr_operand(e, &b) || !expr_apply(e, op, &a, &b, out))
			return false;
	}
	return true;
}

static bool
expr_sum(Expr *e, ExprVal *out)
{
	GroundOp	op;

	if (!expr_product(e, out))
		return false;
	while ((op = expr_operator(e, OP_SUM, OP_DIFF)) != OP_NONE)
	{
		ExprVal		b,
					a = *out;

		if (!expr_product(e, &b) || !expr_apply(e, op, &a, &b, out))
			return false;
	}
	return true;
}

/* Read the computation at [from, to) whole; false where it is none. */
static bool
expr_read(const VerdictCtx *cx, size_t from, size_t to, bool held, int loose, Expr *e, ExprVal *v)
{
	memset(e, 0, sizeof(*e));
	e->cx = cx;
	e->p = from;
	e->end = to;
	e->held = held;
	e->loose = loose;
	e->top = OP_NONE;
	e->fig = vd_figure_at(cx, from);
	if (!expr_sum(e, v))
		return false;
	expr_spaces(e);
	return e->p == e->end && e->nops > 0 && e->nfigs > 0;
}

/*
 * Does the value of computation e lie in figure r's range: as it is, or, for
 * a percentage worked out as a ratio of amounts, a hundred times it?
 */
static bool
expr_states(const Expr *e, const ExprVal *v, const Figure *r, double *said)
{
	FigureRange rr;
	double		k = (r->percent && !e->any_percent && e->top == OP_RATIO) ? 100 : 1;

	if (!figure_range(r, &rr) || v->hi * k < rr.lo || v->lo * k > rr.hi)
		return false;
	*said = v->v * k;
	return true;
}

/*
 * expr_states, or as its size or its size negated: the sign may be dropped
 * ("1,526 − 1,973 = 447 fewer") or a change's carried over to its ratio
 * ("1.29 / 8.23 ≈ −15.7%").
 */
static bool
expr_states_unsigned(const Expr *e, const ExprVal *v, const Figure *r, double *said)
{
	ExprVal		size = {fmin(fabs(v->lo), fabs(v->hi)), fmax(fabs(v->lo), fabs(v->hi)), fabs(v->v)},
				negated = {-size.hi, -size.lo, -size.v};

	if (expr_states(e, v, r, said))
		return true;
	if (v->lo * v->hi <= 0)
		return false;
	return expr_states(e, &size, r, said) || expr_states(e, &negated, r, said);
}

/* Where the "=" or "≈" right before figure r starts, if one does; 0: none. */
static size_t
sign_before(const VerdictCtx *cx, size_t r)
{
	const uchar *t = cx->answer;
	size_t		i = cx->figs[r].offset;

	while (i > 0 && t[i - 1] == ' ')
		i--;
	if (i >= 1 && t[i - 1] == '=')
		i--;
	else if (i >= 3 && t[i - 3] == 0xe2 && t[i - 2] == 0x89 && t[i - 1] == 0x88)
		i -= 3;
	else
		return 0;
	while (i > 0 && t[i - 1] == ' ')
		i--;
	return i;
}

/*
 * "(16.62 − 12.84) / 12.84 ≈ 29.4%", "$30 + $40 + $50 = $120", "2,106
 * average attendance / 10,104 seats ≈ 0.2084": a computation calc_at does
 * not read, that ends in "=" or "≈" right before figure r, read from the
 * earliest place in r's sentence (160 bytes back at most) where one starts
 * and reads whole.
 */
static void
find_expression(VerdictCtx *cx, size_t r)
{
	const uchar *t = cx->answer;
	size_t		to = sign_before(cx, r),
				from,
				i;
	FigCtx	   *fx = &cx->fx[r];

	if (to == 0 || to <= fx->s0)
		return;
	from = to - fx->s0 > 160 ? to - 160 : fx->s0;
	for (i = from; i < to; i++)
	{
		Expr		e;
		ExprVal		v;
		double		said;
		int			k;

		if (!(t[i] == '(' || t[i] == '$' || t[i] >= 0x80 || ascii_is_digit(t[i])) ||
			(i > 0 && (ascii_is_alpha(t[i - 1]) || ascii_is_digit(t[i - 1]) || t[i - 1] == ',' ||
					   t[i - 1] == '.' || t[i - 1] == '$' || t[i - 1] >= 0x80)))
			continue;
		if (!expr_read(cx, i, to, false, EXPR_ALL_LOOSE, &e, &v))
			continue;
		/* "200,000 + 200,000 + 150,000 = 600,000" does not hold */
		if (!expr_states_unsigned(&e, &v, &cx->figs[r], &said))
		{
			fx->calc_wrong = true;
			fx->calc_from = i;
			fx->calc_to = to;
			return;
		}
		fx->calc = true;
		fx->calc_op = e.top;
		fx->calc_from = i;
		fx->calc_to = to;
		for (k = 0; k < e.nfigs; k++)
			cx->fx[e.figs[k]].operand = true;
		return;
	}
}

/* See verdict_int.h. */
int
vd_calc_operands(const VerdictCtx *cx, size_t fi, int *out, int cap)
{
	const FigCtx *fx = &cx->fx[fi];
	Expr		e;
	ExprVal		v;
	int			n = 0,
				k;

	if (!fx->calc)
		return 0;
	if (fx->calc_to == 0)
	{
		if (cap > 0)
			out[n++] = fx->calc_a;
		if (fx->calc_b >= 0 && n < cap)
			out[n++] = fx->calc_b;
		return n;
	}
	if (!expr_read(cx, fx->calc_from, fx->calc_to, false, EXPR_EXACT, &e, &v))
		return 0;
	for (k = 0; k < e.nfigs && n < cap; k++)
		out[n++] = e.figs[k];
	return n;
}

/* See verdict_int.h. */
void
vd_find_computations(VerdictCtx *cx)
{
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
	{
		Calc		c;
		size_t		r;

		if (!calc_at(cx, j, &c))
			continue;
		/* "(826.65 ÷ 216 = 3.83)" */
		r = c.b >= 0 ? (size_t) c.b + 1 : j + 1;
		if (r < cx->nfigs && equals_sign(cx->answer, c.end, cx->figs[r].offset) &&
			computes_loosely(cx, &c, &cx->figs[r]))
			mark_result(cx, &c, r);
		/* "by $63,038 ($163,022 − $99,985)", "28.4 per line (4,456 ÷ 157 = 28.4)" */
		if (j > 0 && bracket_opens(cx, j - 1, j) && computes_loosely(cx, &c, &cx->figs[j - 1]))
			mark_result(cx, &c, j - 1);
	}
	for (j = 0; j < cx->nfigs; j++)
		if (!cx->fx[j].calc)
			find_expression(cx, j);
}

/*
 * The result of a longer computation: every figure in it grounded (a "× 100"
 * that makes a percentage needs none), and the computation holds as written
 * or as the grounded values stand.
 */
static void
ground_expression(VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	Expr		e;
	ExprVal		v;
	double		said;
	int			k;

	if (!expr_read(cx, fx->calc_from, fx->calc_to, false, EXPR_EXACT, &e, &v))
		return;
	for (k = 0; k < e.nfigs; k++)
	{
		const Figure *o = &cx->figs[e.figs[k]];

		if (cx->grounds[e.figs[k]].kind == GROUND_NONE && !(o->value == 100 && !o->percent && o->half_unit <= 0.5))
			return;
	}
	if (!expr_states_unsigned(&e, &v, &cx->figs[fi], &said) &&
		!(expr_read(cx, fx->calc_from, fx->calc_to, true, EXPR_EXACT, &e, &v) &&
		  expr_states_unsigned(&e, &v, &cx->figs[fi], &said)))
		return;
	/* OP_DIFF reads b − a */
	set_written(cx, fi, e.top, e.top == OP_DIFF ? e.right : e.left, e.top == OP_DIFF ? e.left : e.right, said);
}

/* See verdict_int.h. */
void
vd_ground_computed(VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	const Figure *f = &cx->figs[fi];
	FigureRange r;
	size_t		a;
	int			b;
	double		written,
				held,
				bv;
	Grounding  *g = &cx->grounds[fi];

	if (!fx->calc || g->kind != GROUND_NONE || !figure_range(f, &r))
		return;
	if (fx->calc_to != 0)
	{
		ground_expression(cx, fi);
		return;
	}
	a = (size_t) fx->calc_a;
	b = fx->calc_b;
	if (cx->grounds[a].kind == GROUND_NONE || (b >= 0 && cx->grounds[b].kind == GROUND_NONE))
		return;
	/* as written, or as the values that grounded the operands stand */
	bv = b >= 0 ? cx->figs[b].value : fx->calc_digit;
	written = apply(fx->calc_op, cx->figs[a].value, bv);
	held = apply(fx->calc_op, isfinite(cx->gvalues[a]) ? cx->gvalues[a] : cx->figs[a].value,
				 b >= 0 && isfinite(cx->gvalues[b]) ? cx->gvalues[b] : bv);
	if (!vd_in_range_edge(&r, written))
		written = held;
	if (!vd_in_range_edge(&r, written))
		return;
	/* OP_DIFF reads b − a */
	set_written(cx, fi, fx->calc_op, fx->calc_op == OP_DIFF ? bv : cx->figs[a].value,
				fx->calc_op == OP_DIFF ? cx->figs[a].value : bv, written);
}

/* The column of read s named exactly by t[b, e) ("late_orders"), -1: none. */
static int
column_named_exactly(const VerdictCtx *cx, int s, size_t b, size_t e)
{
	const StepRead *sr = &cx->reads[s];
	int			c;

	for (c = 0; c < sr->cells.ncolumns; c++)
	{
		const char *name = vd_col_name(sr, c);

		if (name != NULL && strlen(name) == e - b &&
			ascii_equal_nocase_n(name, (const char *) cx->answer + b, e - b))
			return c;
	}
	return -1;
}

static bool
name_char(uchar c)
{
	return ascii_is_alpha(c) || ascii_is_digit(c) || c == '_';
}

/*
 * "`four_cyl / cars`", "late_orders/orders", "average ÷ capacity": two
 * columns of one result divided (with product, multiplied: "`avg_mpg` ×
 * `cars`"), each written as its name; the first such in [from, to).
 */
static bool
columns_written(const VerdictCtx *cx, size_t from, size_t to, bool product, int *sr, int *num, int *den)
{
	const uchar *t = cx->answer;
	size_t		i;

	for (i = from; i < to; i++)
	{
		size_t		oplen = product ?
			(t[i] == '*' ? 1 : (i + 1 < to && t[i] == 0xc3 && t[i + 1] == 0x97) ? 2 : 0) :
			(t[i] == '/' ? 1 : (i + 1 < to && t[i] == 0xc3 && t[i + 1] == 0xb7) ? 2 : 0),
					b,
					e,
					a0,
					a1;
		int			s;

		if (oplen == 0)
			continue;
		for (e = i; e > from && (t[e - 1] == ' ' || t[e - 1] == '`');)
			e--;
		for (b = e; b > from && name_char(t[b - 1]);)
			b--;
		for (a0 = i + oplen; a0 < to && (t[a0] == ' ' || t[a0] == '`');)
			a0++;
		for (a1 = a0; a1 < to && name_char(t[a1]);)
			a1++;
		if (b == e || a0 == a1 || ascii_is_digit(t[b]) || ascii_is_digit(t[a0]))
			continue;
		for (s = 0; s < (int) cx->nreads; s++)
		{
			int			n = column_named_exactly(cx, s, b, e),
						d = n >= 0 ? column_named_exactly(cx, s, a0, a1) : -1;

			if (n >= 0 && d >= 0 && n != d)
			{
				*sr = s;
				*num = n;
				*den = d;
				return true;
			}
		}
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_columns_multiplied(const VerdictCtx *cx, size_t from, size_t to)
{
	int			sr,
				a,
				b;

	return columns_written(cx, from, to, true, &sr, &a, &b);
}

/*
 * The column ratio figure fi is said under: in its sentence, else in the
 * line that leads the list it is an item of (a heading, a bold line, a line
 * ending in ":"), past the items before it.
 */
static bool
column_ratio_said(const VerdictCtx *cx, size_t fi, int *sr, int *num, int *den)
{
	const uchar *t = cx->answer;
	const FigCtx *fx = &cx->fx[fi];
	size_t		ls = fx->s0;
	int			lines;

	if (columns_written(cx, fx->s0, fx->s1, false, sr, num, den))
		return true;
	if (!vd_list_item(cx, fx->s0))
		return false;
	while (ls > 0 && t[ls - 1] != '\n')
		ls--;
	for (lines = 0; lines < 16 && ls > 0; lines++)
	{
		size_t		pe = ls - 1,
					pb = pe,
					i;

		while (pb > 0 && t[pb - 1] != '\n')
			pb--;
		ls = pb;
		for (i = pb; i < pe && t[i] == ' '; i++)
			;
		if (i == pe)
			continue;			/* a blank line */
		if (vd_list_item(cx, i))
			continue;
		while (pe > i && t[pe - 1] == ' ')
			pe--;
		if (t[i] == '#' || (i + 1 < pe && t[i] == '*' && t[i + 1] == '*') || t[pe - 1] == ':')
			return columns_written(cx, i, pe, false, sr, num, den);
		return false;
	}
	return false;
}

/* See verdict_int.h. */
void
vd_ground_column_ratio(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	int			s,
				num,
				den;
	size_t		k;

	if (cx->grounds[fi].kind != GROUND_NONE || !figure_range(f, &r) || !column_ratio_said(cx, fi, &s, &num, &den))
		return;
	/* the row it is said of, else each row its sentence names */
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		const StepRead *rd = &cx->reads[s];
		int			nc = rd->cells.ncolumns;
		size_t		j;

		if (fx->mention >= 0 ? (int) k != fx->mention :
			(m->dropped || m->many || m->offset < fx->s0 || m->offset >= fx->s1))
			continue;
		if (m->sread != s)
			continue;
		for (j = 0; j < m->nrows; j++)
		{
			size_t		row = m->rows[j];
			double		a = rd->cells.cells[row * nc + num],
						b = rd->cells.cells[row * nc + den],
						v = b != 0 ? a / b : NAN;
			Grounding  *g = &cx->grounds[fi];

			if (f->percent)
				v *= 100;
			if (!isfinite(a) || !isfinite(b) || !vd_in_range(&r, v))
				continue;
			memset(g, 0, sizeof(*g));
			g->kind = GROUND_DERIVED;
			g->op = OP_RATIO;
			g->step = rd->step->number;
			g->a.kind = g->b.kind = GROUND_CELL;
			g->a.step = g->b.step = rd->step->number;
			g->a.row = g->b.row = (int64_t) row + 1;
			g->a.column = num;
			g->b.column = den;
			g->a.value = a;
			g->b.value = b;
			g->derived = v;
			cx->gvalues[fi] = NAN;
			cx->gread[fi] = cx->gcol[fi] = -1;
			return;
		}
	}
}

/*
 * The number written at t[i..] ("41", "1,234.5", "$9"), as the text has it:
 * *end past it; false where none starts there.
 */
static bool
number_at(const uchar *t, size_t i, size_t e, double *v, size_t *end)
{
	double		x = 0,
				scale = 0;
	size_t		d0;

	if (i < e && t[i] == '$')
		i++;
	d0 = i;
	for (; i < e; i++)
	{
		if (ascii_is_digit(t[i]))
		{
			if (scale > 0)
			{
				scale /= 10;
				x += (t[i] - '0') * scale;
			}
			else
				x = x * 10 + (t[i] - '0');
		}
		else if (t[i] == ',' && scale == 0 && i + 3 < e && ascii_is_digit(t[i + 1]) && ascii_is_digit(t[i + 3]))
			continue;
		else if (t[i] == '.' && scale == 0 && i + 1 < e && ascii_is_digit(t[i + 1]))
			scale = 1;
		else
			break;
	}
	if (i == d0)
		return false;
	*v = x;
	*end = i;
	return true;
}

/* The number that ends right before t[e] (past spaces): its value and where it starts. */
static bool
number_before(const uchar *t, size_t from, size_t e, double *v, size_t *start)
{
	size_t		b,
				end;

	while (e > from && t[e - 1] == ' ')
		e--;
	b = e;
	while (b > from && (ascii_is_digit(t[b - 1]) || t[b - 1] == ',' || t[b - 1] == '.' || t[b - 1] == '$'))
		b--;
	while (b < e && !(ascii_is_digit(t[b]) || t[b] == '$'))
		b++;
	if (!number_at(t, b, e, v, &end) || end != e)
		return false;
	*start = b;
	return true;
}

/* See verdict_int.h. */
void
vd_ground_move_delta(VerdictCtx *cx, size_t fi)
{
	const uchar *t = cx->answer;
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r;
	size_t		i = f->offset,
				arrow;
	double		from,
				to;
	size_t		fs,
				te,
				k;
	bool		versus = false;

	if (cx->grounds[fi].kind != GROUND_NONE || f->percent || f->multiple || cx->nreads == 0 || !figure_range(f, &r))
		return;
	/* "Δ −2", "Δ = −4", "delta: +17" right before it */
	while (i > fx->s0 && (t[i - 1] == ' ' || t[i - 1] == '=' || t[i - 1] == ':'))
		i--;
	if (i >= fx->s0 + 2 && t[i - 2] == 0xce && t[i - 1] == 0x94)
		i -= 2;
	else if (i >= fx->s0 + 5 && ascii_equal_nocase_n((const char *) t + i - 5, "delta", 5))
		i -= 5;
	else
		return;
	/*
	 * the nearest move before it in its sentence: "41 → 39", "9 -> 5"; or a
	 * pair set against each other, "80 vs 83, so Δ = −3" (the first less the
	 * second)
	 */
	for (arrow = i; arrow > fx->s0; arrow--)
		if ((arrow >= fx->s0 + 3 && t[arrow - 3] == 0xe2 && t[arrow - 2] == 0x86 && t[arrow - 1] == 0x92) ||
			(arrow >= fx->s0 + 2 && t[arrow - 2] == '-' && t[arrow - 1] == '>'))
			break;
		else if (arrow >= fx->s0 + 4 && t[arrow - 4] == ' ' && t[arrow - 3] == 'v' && t[arrow - 2] == 's' &&
				 (t[arrow - 1] == ' ' || t[arrow - 1] == '.'))
		{
			versus = true;
			break;
		}
	if (arrow == fx->s0)
		return;
	{
		size_t		op = versus ? 3 : t[arrow - 1] == '>' ? 2 : 3,
					a = arrow;

		while (a < i && t[a] == ' ')
			a++;
		/* "41 → `orders_1998` = 39": past a column's name and its "=" */
		if (a < i && t[a] == '`')
		{
			size_t		c = a + 1;

			while (c < i && t[c] != '`')
				c++;
			for (c++; c < i && (t[c] == ' ' || t[c] == '=' || t[c] == ':'); c++)
				;
			if (c < i && (ascii_is_digit(t[c]) || t[c] == '$'))
				a = c;
		}
		if (!number_before(t, fx->s0, arrow - op, &from, &fs) || !number_at(t, a, i, &to, &te))
			return;
	}
	/* only the two numbers between the move and the delta, no other figure */
	for (k = 0; k < cx->nfigs; k++)
		if (k != fi && cx->figs[k].offset > te && cx->figs[k].offset < f->offset)
			return;
	/* the operands the answer states as figures are grounded */
	for (k = 0; k < cx->nfigs; k++)
		if (k != fi && cx->figs[k].offset >= fs && cx->figs[k].offset < te && cx->grounds[k].kind == GROUND_NONE)
			return;
	if (versus)
	{
		double		first = from;

		from = to;
		to = first;
	}
	if (!vd_in_range_edge(&r, to - from))
		return;
	set_written(cx, fi, OP_DIFF, from, to, to - from);
}

/*
 * The operand of "a op b = result" that is not known: b when the known one
 * is a, else a (a - b = r gives b = a - r and a = r + b).
 */
static double
missing_operand(GroundOp op, double result, double known, bool missing_first)
{
	switch (op)
	{
		case OP_PRODUCT:
			return apply(OP_RATIO, result, known);
		case OP_RATIO:
			return missing_first ? result * known : apply(OP_RATIO, known, result);
		case OP_DIFF:
			return missing_first ? result + known : known - result;
		case OP_SUM:
			return result - known;
		default:
			return NAN;
	}
}

/*
 * "2,342,940 ms × (1 / 60,000) ≈ 39.05 min": the one figure of a longer
 * computation that is not grounded, where its result is and it holds as
 * written, within the rounding each figure shows.
 */
static void
shown_in_expression(VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	Expr		e;
	ExprVal		v;
	double		said;
	int			k,
				unknown = -1;

	if (!expr_read(cx, fx->calc_from, fx->calc_to, false, EXPR_EXACT, &e, &v))
		return;
	for (k = 0; k < e.nfigs; k++)
		if (cx->grounds[e.figs[k]].kind == GROUND_NONE)
		{
			if (unknown >= 0)
				return;
			unknown = e.figs[k];
		}
	if (unknown < 0)
		return;
	/*
	 * as written, or with the factor's rounding, where it is shown to three
	 * figures or more (as for one operator)
	 */
	if (!expr_states_unsigned(&e, &v, &cx->figs[fi], &said) &&
		!(cx->figs[unknown].half_unit <= 0.005 * fabs(cx->figs[unknown].value) &&
		  expr_read(cx, fx->calc_from, fx->calc_to, false, unknown, &e, &v) &&
		  expr_states_unsigned(&e, &v, &cx->figs[fi], &said)))
		return;
	set_written(cx, (size_t) unknown, e.top, cx->figs[fi].value, cx->figs[unknown].value, cx->figs[unknown].value);
}

/* See verdict_int.h. */
void
vd_ground_shown_operand(VerdictCtx *cx, size_t fi)
{
	const FigCtx *fx = &cx->fx[fi];
	FigureRange r,
				u;
	size_t		a;
	int			b;
	double		written,
				implied;
	const Figure *unknown;
	Grounding  *g;

	if (fx->calc && fx->calc_to != 0 && cx->grounds[fi].kind != GROUND_NONE)
	{
		shown_in_expression(cx, fi);
		return;
	}
	if (!fx->calc || fx->calc_to != 0 || fx->calc_b < 0 || cx->grounds[fi].kind == GROUND_NONE ||
		!figure_range(&cx->figs[fi], &r))
		return;
	a = (size_t) fx->calc_a;
	b = fx->calc_b;
	if ((cx->grounds[a].kind == GROUND_NONE) == (cx->grounds[b].kind == GROUND_NONE))
		return;
	written = apply(fx->calc_op, cx->figs[a].value, cx->figs[b].value);
	/* the unknown operand, from the result as written and the other operand */
	if (cx->grounds[b].kind == GROUND_NONE)
	{
		implied = missing_operand(fx->calc_op, cx->figs[fi].value, cx->figs[a].value, false);
		g = &cx->grounds[b];
	}
	else
	{
		implied = missing_operand(fx->calc_op, cx->figs[fi].value, cx->figs[b].value, true);
		g = &cx->grounds[a];
	}
	/*
	 * it holds as written, or the factor is shown rounded to three figures
	 * or more: "1,235,000 lbs × 0.4536 ≈ 560,186.6 kg" was worked out with
	 * 0.45359237 (but "× 0.5" is no rounding of it)
	 */
	unknown = &cx->figs[g - cx->grounds];
	if (!isfinite(implied) ||
		!(vd_in_range_edge(&r, written) ||
		  (unknown->half_unit <= 0.005 * fabs(unknown->value) && figure_range(unknown, &u) && vd_in_range_edge(&u, implied))))
		return;
	set_written(cx, (size_t) (g - cx->grounds), fx->calc_op, cx->figs[a].value, cx->figs[b].value, implied);
}

/* See verdict_int.h. */
void
vd_calc_wrong_nearest(const VerdictCtx *cx, size_t fi, Grounding *g)
{
	const FigCtx *fx = &cx->fx[fi];
	const Figure *r = &cx->figs[fi];
	Expr		e;
	ExprVal		v;

	if (!fx->calc_wrong || !expr_read(cx, fx->calc_from, fx->calc_to, false, EXPR_EXACT, &e, &v))
		return;
	g->has_nearest = true;
	g->nearest_op = e.top;
	g->nearest_a.kind = g->nearest_b.kind = GROUND_NONE;
	g->nearest_a.row = g->nearest_b.row = -1;
	/* OP_DIFF reads b − a */
	g->nearest_a.value = e.top == OP_DIFF ? e.right : e.left;
	g->nearest_b.value = e.top == OP_DIFF ? e.left : e.right;
	g->nearest = (r->percent && !e.any_percent && e.top == OP_RATIO) ? v.v * 100 : v.v;
}
