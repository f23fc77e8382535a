/*
 * figures_ground.c — whether an answer admits that nothing was found, and
 * the grounding of figures in returned values (a sorted index of the values,
 * each figure's interval looked up in it).  See figures.h.
 */
#include "figures.h"
#include "figures_int.h"
#include "text_util.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- acknowledging an empty result ---- */

typedef enum TokKind
{
	TK_NONE,					/* before the start or past the end */
	TK_WORD,
	TK_NUM,
	TK_PUNCT
} TokKind;

/* A token of the prose, for phrase matching. */
typedef struct Tok
{
	TokKind		kind;
	size_t		start;
	size_t		len;
} Tok;

/*
 * The next token at or after *pos: a word (letters, joined by inner
 * apostrophes ' ’ or hyphens: "didn't", "non-zero"), a number (digits joined
 * by . or ,), or one other character. Whitespace separates.
 */
static void
next_tok(const uchar *t, size_t len, size_t *pos, Tok *tok)
{
	size_t		i = *pos;

	for (;;)
	{
		size_t		s = fig_space_len(t, len, i);

		if (s > 0)
			i += s;
		else if (i < len && (t[i] == '\n' || t[i] == '\r' || t[i] == '\f' || t[i] == '\v'))
			i++;
		/* markdown emphasis ("**0** characters") says nothing */
		else if (i < len && t[i] == '*')
			i++;
		else
			break;
	}
	tok->start = i;
	if (i >= len)
	{
		tok->kind = TK_NONE;
		tok->len = 0;
		*pos = i;
		return;
	}
	if (fig_letter_len(t, len, i) > 0)
	{
		size_t		n;

		tok->kind = TK_WORD;
		for (;;)
		{
			while (i < len && (n = fig_letter_len(t, len, i)) > 0)
				i += n;
			if (i + 1 < len && (t[i] == '\'' || t[i] == '-') && fig_letter_len(t, len, i + 1) > 0)
				i++;
			else if (fig_has_at(t, len, i, U_RSQUO) && i + 3 < len && fig_letter_len(t, len, i + 3) > 0)
				i += 3;
			else
				break;
		}
	}
	else if (ascii_is_digit(t[i]))
	{
		tok->kind = TK_NUM;
		while (i < len && (ascii_is_digit(t[i]) ||
						   ((t[i] == '.' || t[i] == ',') && i + 1 < len && ascii_is_digit(t[i + 1]))))
			i++;
	}
	else
	{
		tok->kind = TK_PUNCT;
		i += utf8_lead_len(t, len, i);
	}
	tok->len = i - tok->start;
	*pos = i;
}

/* Does the token spell kw (lower-case ASCII; ' also matches ’), ignoring case? */
static bool
tok_is(const uchar *t, const Tok *tok, const char *kw)
{
	size_t		i = tok->start;
	size_t		end = tok->start + tok->len;

	if (tok->kind != TK_WORD && tok->kind != TK_NUM)
		return false;
	for (; *kw; kw++)
	{
		if (i >= end)
			return false;
		if (*kw == '\'' && end - i >= 3 && memcmp(t + i, U_RSQUO, 3) == 0)
			i += 3;
		else if (ascii_lower(t[i]) == (uchar) *kw)
			i++;
		else
			return false;
	}
	return i == end;
}

/* Does the token spell one of the keywords (NULL-terminated list)? */
static bool
tok_in(const uchar *t, const Tok *tok, const char *const *list)
{
	for (; *list; list++)
		if (tok_is(t, tok, *list))
			return true;
	return false;
}

/* Is the token a negation: "not", "cannot", or a contraction in n't / n’t? */
static bool
tok_negates(const uchar *t, const Tok *tok)
{
	size_t		end = tok->start + tok->len;

	if (tok->kind != TK_WORD)
		return false;
	if (tok_is(t, tok, "not") || tok_is(t, tok, "cannot"))
		return true;
	if (tok->len >= 4 && ascii_lower(t[end - 3]) == 'n' && t[end - 2] == '\'' && ascii_lower(t[end - 1]) == 't')
		return true;
	return tok->len >= 6 && ascii_lower(t[end - 5]) == 'n' && memcmp(t + end - 4, U_RSQUO, 3) == 0 &&
		ascii_lower(t[end - 1]) == 't';
}

/*
 * Does the phrase at w[2] acknowledge an empty result? w[0], w[1] are the two
 * tokens before it, w[3..6] the four after.
 */
static bool
acknowledges_at(const uchar *t, const Tok *w)
{
	static const char *const no_not[] = {
		"more", "less", "fewer", "longer", "later", "earlier", "sooner", "doubt",
		"matter", "further", "worse", "better", NULL
	};
	/* the writer's own asides ("no manual edits", "no rounding"), unless found wanting ("no edits were found") */
	static const char *const asides[] = {
		"manual", "edit", "edits", "editing", "rounding", "need", "problem", "problems", "issue", "issues",
		"worries", "worry", "idea", "surprise", "surprises", "action", "change", "changes", "concern", "concerns",
		NULL
	};
	static const char *const zero_not[] = {
		"than", "above", "below", "over", "under", "not", "non", "from", "near",
		"nearly", "almost", "approximately", "about", "around", NULL
	};
	static const char *const nothing_not[] = {"but", "less", "more", "short", NULL};
	static const char *const nobody[] = {"nobody", "no-one", "noone", NULL};
	static const char *const after_neg[] = {
		"found", "find", "exist", "exists", "existed", "match", "matched", "matches",
		"return", "returned", "yield", "yielded", "produce", "produced", "contain",
		"contains", "available", "present", "locate", "located", "retrieve",
		"retrieved", NULL
	};
	static const char *const any[] = {"any", "anything", "anyone", "anybody", NULL};
	static const char *const before_zero_count[] = {
		"returned", "returns", "found", "yielded", "produced", "is", "was", "were",
		"are", "of", NULL
	};
	static const char *const empty_after[] = {
		"result", "results", "set", "response", "output", "table", "list", NULL
	};
	static const char *const empty_before[] = {
		"is", "was", "were", "are", "be", "been", "being", "returned", "back",
		"came", "comes", "looks", "appears", "remains", "remained", "seems", "got", NULL
	};
	const Tok  *p2 = &w[0],
			   *p1 = &w[1],
			   *c = &w[2],
			   *n1 = &w[3],
			   *n2 = &w[4];
	int			k;

	if (tok_is(t, c, "none"))
		return !(tok_is(t, p1, "to") && tok_is(t, p2, "second")) && !tok_is(t, n1, "other");
	if (tok_is(t, c, "nothing"))
		return !tok_in(t, n1, nothing_not);
	if (tok_in(t, c, nobody))
		return true;
	if (tok_is(t, c, "no"))
	{
		if (n1->kind != TK_WORD || tok_in(t, n1, no_not))
			return false;
		if (tok_in(t, n1, asides))
			return tok_in(t, n2, after_neg) || tok_in(t, &w[5], after_neg);
		return true;
	}
	if (tok_is(t, c, "zero"))
		return !tok_in(t, p1, zero_not) &&
			!(tok_is(t, p1, "to") && (tok_is(t, p2, "close") || tok_is(t, p2, "near")));
	if (c->kind == TK_NUM && tok_is(t, c, "0"))
	{
		if (n1->kind == TK_PUNCT && t[n1->start] == '%')
			return false;
		if (n1->kind == TK_WORD)
			return !tok_is(t, n1, "percent") && !tok_is(t, n1, "per") &&
				!tok_is(t, n1, "am") && !tok_is(t, n1, "pm");
		/* "rows: 0", "count = 0", a table's cell "| All types | 0 |" */
		if (p1->kind == TK_PUNCT && (t[p1->start] == ':' || t[p1->start] == '=' ||
									 (t[p1->start] == '|' && n1->kind == TK_PUNCT && t[n1->start] == '|')))
			return true;
		return tok_in(t, p1, before_zero_count);
	}
	if (tok_negates(t, c))
	{
		if (tok_in(t, n1, after_neg))
			return true;
		if (tok_is(t, n1, "a") && tok_is(t, n2, "single"))
			return true;
		for (k = 3; k <= 5; k++)
		{
			if (w[k].kind != TK_WORD)
				break;
			if (tok_in(t, &w[k], any))
				return true;
		}
		return false;
	}
	if (tok_is(t, c, "empty"))
		return tok_in(t, p1, empty_before) || (tok_in(t, n1, empty_after) && !tok_negates(t, p1));
	return false;
}

/* Does the prose acknowledge that nothing was found? */
bool
figures_acknowledges_empty(const char *text, size_t len)
{
	const uchar *t = (const uchar *) text;
	Tok			w[7];
	size_t		pos = 0;
	int			k;

	if (text == NULL)
		return false;
	memset(w, 0, sizeof(w));
	for (k = 2; k < 7; k++)
		next_tok(t, len, &pos, &w[k]);
	while (w[2].kind != TK_NONE)
	{
		if (acknowledges_at(t, w))
			return true;
		memmove(&w[0], &w[1], 6 * sizeof(Tok));
		next_tok(t, len, &pos, &w[6]);
	}
	return false;
}

/* ---- grounding ---- */

struct FigureIndex
{
	double	   *values;			/* finite values, ascending */
	size_t		n;
};

/* qsort order for doubles (no NaN reaches it). */
static int
cmp_double(const void *a, const void *b)
{
	double		x = *(const double *) a;
	double		y = *(const double *) b;

	return (x > y) - (x < y);
}

/* Build an index over the finite values; the caller frees it with figure_index_free. */
FigureIndex *
figure_index_build(const double *values, size_t n)
{
	FigureIndex *index = malloc(sizeof(FigureIndex));
	size_t		i;

	if (index == NULL)
		return NULL;
	index->values = NULL;
	index->n = 0;
	if (values == NULL || n == 0)
		return index;
	if (n > SIZE_MAX / sizeof(double) || (index->values = malloc(n * sizeof(double))) == NULL)
	{
		free(index);
		return NULL;
	}
	for (i = 0; i < n; i++)
		if (isfinite(values[i]))
			index->values[index->n++] = values[i];
	qsort(index->values, index->n, sizeof(double), cmp_double);
	return index;
}

/* Is some indexed value within [lo, hi]? */
static bool
index_has_between(const FigureIndex *index, double lo, double hi)
{
	size_t		a = 0;
	size_t		b = index->n;

	/* first value >= lo */
	while (a < b)
	{
		size_t		mid = a + (b - a) / 2;

		if (index->values[mid] < lo)
			a = mid + 1;
		else
			b = mid;
	}
	return a < index->n && index->values[a] <= hi;
}

/* The values that ground the figure at the precision it shows; false when none can. */
bool
figure_range(const Figure *figure, FigureRange *range)
{
	double		v,
				h,
				tol;

	memset(range, 0, sizeof(*range));
	if (figure == NULL)
		return false;
	v = figure->value;
	h = figure->half_unit;
	if (!isfinite(v) || !isfinite(h) || h < 0)
		return false;
	/* float error only: a relative epsilon far below any shown precision */
	tol = 1e-9 * (fabs(v) + h + (isfinite(figure->reach) ? figure->reach : 0)) + 1e-300;
	range->lo = v - h - tol;
	range->hi = v + h + tol;
	range->either_sign = !figure->explicit_sign;
	if (figure->bound != 0 && isfinite(figure->reach) && figure->reach > 0)
	{
		/* a bound holds on the side the prose says, up to its reach */
		double		m = fabs(v);

		/* a strict bound is not held by the value itself */
		double		edge = figure->strict ? -tol - 1e-9 * m : tol;

		if (figure->bound > 0)
		{
			range->lo = m - edge;
			range->hi = m + figure->reach + tol;
		}
		else
		{
			range->lo = m - figure->reach - tol;
			range->hi = m + edge;
			if (range->lo < 0)
				range->lo = 0;
		}
		if (figure->explicit_sign && v < 0)
		{
			double		lo = range->lo;

			range->lo = -range->hi;
			range->hi = -lo;
		}
	}
	if (figure->direction != 0 && !figure->explicit_sign)
	{
		/* a rise is grounded by a positive value, a fall by a negative one */
		double		lo = fabs(range->lo) < fabs(range->hi) ? fabs(range->lo) : fabs(range->hi);
		double		hi = fabs(range->lo) < fabs(range->hi) ? fabs(range->hi) : fabs(range->lo);

		if (range->lo < 0 && range->hi > 0)
			lo = 0;
		range->either_sign = false;
		range->lo = figure->direction > 0 ? lo : -hi;
		range->hi = figure->direction > 0 ? hi : -lo;
	}
	range->percent = figure->percent;
	range->valid = true;
	return true;
}

/* Is the figure grounded by some indexed value at the precision it shows? */
bool
figure_index_grounds(const FigureIndex *index, const Figure *figure)
{
	FigureRange r;

	if (index == NULL || index->n == 0 || !figure_range(figure, &r))
		return false;
	if (index_has_between(index, r.lo, r.hi))
		return true;
	if (r.either_sign && index_has_between(index, -r.hi, -r.lo))
		return true;
	if (r.percent)
	{
		if (index_has_between(index, r.lo / 100.0, r.hi / 100.0))
			return true;
		if (r.either_sign && index_has_between(index, -r.hi / 100.0, -r.lo / 100.0))
			return true;
	}
	return false;
}

/* Free an index (NULL is fine). */
void
figure_index_free(FigureIndex *index)
{
	if (index == NULL)
		return;
	free(index->values);
	free(index);
}
