/*
 * verdict_query.c — what a step's query states itself.
 *
 * An answer over an empty result restates the query's own condition: "no
 * singer is over 60" for WHERE age > 60.  The 60 is no value of the rows; it
 * is narration, like a figure echoed from the question, when the answer says
 * it as a bound on the same side as the query's comparison.  A constant the
 * query keeps by equality ("attribute_value = 100") names the rows it kept
 * ("Intelligence at 100"), said as no bound.
 */
#include "verdict_int.h"
#include "sqltok.h"

#include <stdlib.h>
#include <string.h>

/*
 * The side a comparison operator keeps, with the constant on its right: +1
 * for > and >=, -1 for < and <=, QUERY_EQUAL for =, 0 for any other token.
 */
static int
operator_side(const SqlTokens *t, int i)
{
	const SqlToken *k = &t->tok[i];
	const char *o = t->src + k->start;

	if (k->kind != SQLTOK_OPERATOR || k->len > 2 || (k->len == 2 && o[1] != '='))
		return 0;
	if (k->len == 1 && o[0] == '=')
		return QUERY_EQUAL;
	return o[0] == '>' ? 1 : o[0] == '<' ? -1 : 0;
}

/* Append a bound; false when memory runs out. */
static bool
add_bound(QueryBound **out, size_t *n, size_t *cap, double value, int side)
{
	if (*n == *cap)
	{
		size_t		ncap = *cap ? *cap * 2 : 8;
		QueryBound *b = realloc(*out, ncap * sizeof(QueryBound));

		if (!b)
			return false;
		*out = b;
		*cap = ncap;
	}
	(*out)[*n].value = value;
	(*out)[*n].side = side;
	(*n)++;
	return true;
}

/* See verdict_int.h. */
int
vd_query_bounds(const char *sql, QueryBound **out, size_t *n)
{
	SqlTokens	t;
	size_t		cap = 0;
	int			i;

	*out = NULL;
	*n = 0;
	if (sql == NULL)
		return 0;
	if (!sqltok_tokenize(sql, &t))
		return -1;
	for (i = 0; i < t.n; i++)
	{
		int			p,
					q,
					side = 0;

		if (t.tok[i].kind != SQLTOK_NUMBER)
			continue;
		p = sqltok_prev(&t, i);
		q = sqltok_next(&t, i);
		if (p >= 0 && operator_side(&t, p) != 0)
			side = operator_side(&t, p);	/* age > 60 */
		else if (q < t.n && operator_side(&t, q) != 0)
			side = operator_side(&t, q) == QUERY_EQUAL ? QUERY_EQUAL : -operator_side(&t, q);	/* 60 < age */
		else if (p >= 0 && sqltok_is_word(&t, p, "between"))
			side = 1;			/* BETWEEN 10 AND 20: 10 is the lower bound */
		else if (p >= 0 && sqltok_is_word(&t, p, "and"))
		{
			int			pp = sqltok_prev(&t, p);

			pp = pp >= 0 ? sqltok_prev(&t, pp) : -1;
			if (pp >= 0 && sqltok_is_word(&t, pp, "between"))
				side = -1;
		}
		if (side != 0 && !add_bound(out, n, &cap, strtod(t.src + t.tok[i].start, NULL), side))
		{
			sqltok_free(&t);
			free(*out);
			*out = NULL;
			*n = 0;
			return -1;
		}
	}
	sqltok_free(&t);
	return 0;
}
