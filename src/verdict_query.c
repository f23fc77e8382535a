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

/* Functions that keep what an aggregate inside them is: round(avg(x), 2) is still a mean. */
static bool
keeps_aggregate(const SqlTokens *t, int i)
{
	static const char *const wrappers[] = {"round", "coalesce", "cast", "trunc", "ceil", "ceiling", "floor"};
	size_t		k;

	for (k = 0; k < sizeof(wrappers) / sizeof(wrappers[0]); k++)
		if (sqltok_is_word(t, i, wrappers[k]))
			return true;
	return false;
}

/*
 * Is the select item [from, to) one mean, avg(...) (of the rows a FILTER
 * keeps), under wrappers that keep it (round, coalesce, a cast) and nothing
 * else: no arithmetic outside it, no second aggregate, no window (OVER)?  The
 * item's alias is part of the range.
 */
static bool
item_is_mean(const SqlTokens *t, const int *map, int from, int to)
{
	int			i,
				mean_open = -1;

	for (i = from; i < to; i = sqltok_next(t, i))
	{
		const SqlToken *k = &t->tok[i];
		int			n = sqltok_next(t, i);
		bool		call = n < t->n && t->tok[n].kind == SQLTOK_PUNCT && t->src[t->tok[n].start] == '(';

		if (k->kind == SQLTOK_IDENT && call && sqltok_is_word(t, i, "avg"))
		{
			if (mean_open >= 0 || map[n] < 0)
				return false;
			mean_open = n;
			i = map[n];			/* what it averages is its own */
			n = sqltok_next(t, i);
			if (n < to && sqltok_is_word(t, n, "over"))
				return false;
			/* avg(mpg) FILTER (WHERE year < 1976): a mean of some rows, still a mean */
			if (n < to && sqltok_is_word(t, n, "filter"))
			{
				n = sqltok_next(t, n);
				if (!(n < to && t->tok[n].kind == SQLTOK_PUNCT && t->src[t->tok[n].start] == '(' && map[n] > n))
					return false;
				i = map[n];
			}
			continue;
		}
		if (k->kind == SQLTOK_IDENT && call && !keeps_aggregate(t, i))
			return false;		/* sum(), count(), a function of its own */
		if (k->kind == SQLTOK_OPERATOR && !(k->len == 2 && t->src[k->start] == ':'))
			return false;		/* avg(x) * 100, avg(a) / avg(b) */
		if (k->kind == SQLTOK_IDENT && (sqltok_is_word(t, i, "case") || sqltok_is_word(t, i, "select") ||
										sqltok_is_word(t, i, "over")))
			return false;
	}
	return mean_open >= 0;
}

/* See verdict_int.h. */
int
vd_query_means(const char *sql, int ncolumns, unsigned char *is_mean)
{
	SqlTokens	t;
	int		   *map;
	int			i,
				select = -1,
				item = 0,
				start,
				depth = 0;

	memset(is_mean, 0, ncolumns > 0 ? (size_t) ncolumns : 0);
	if (sql == NULL || ncolumns <= 0)
		return 0;
	if (!sqltok_tokenize(sql, &t))
		return -1;
	map = sqltok_paren_map(&t);
	if (map == NULL)
	{
		sqltok_free(&t);
		return -1;
	}
	/* the outermost SELECT: the first at depth 0 (a WITH's queries are in brackets) */
	for (i = 0; i < t.n && select < 0; i++)
	{
		if (t.tok[i].kind == SQLTOK_PUNCT && t.src[t.tok[i].start] == '(')
			depth++;
		else if (t.tok[i].kind == SQLTOK_PUNCT && t.src[t.tok[i].start] == ')')
			depth--;
		else if (depth == 0 && sqltok_is_word(&t, i, "select"))
			select = i;
	}
	/* a set operation's columns are of several queries: none is read */
	for (i = select + 1; select >= 0 && i < t.n; i++)
	{
		if (t.tok[i].kind == SQLTOK_PUNCT && t.src[t.tok[i].start] == '(' && map[i] > i)
			i = map[i];
		else if (sqltok_is_word(&t, i, "union") || sqltok_is_word(&t, i, "intersect") ||
				 sqltok_is_word(&t, i, "except"))
			select = -1;
	}
	if (select >= 0)
	{
		start = sqltok_next(&t, select);
		if (start < t.n && (sqltok_is_word(&t, start, "distinct") || sqltok_is_word(&t, start, "all")))
			start = sqltok_next(&t, start);
		for (i = start; i < t.n; i++)
		{
			const SqlToken *k = &t.tok[i];
			bool		end = k->kind == SQLTOK_EOF || sqltok_is_word(&t, i, "from") ||
				sqltok_is_word(&t, i, "into") || (k->kind == SQLTOK_PUNCT && t.src[k->start] == ';');

			if (k->kind == SQLTOK_PUNCT && t.src[k->start] == '(' && map[i] > i)
			{
				i = map[i];
				continue;
			}
			if (!end && !(k->kind == SQLTOK_PUNCT && t.src[k->start] == ','))
				continue;
			if (item >= ncolumns)
			{
				item = -1;		/* more items than columns: the list is not what ran */
				break;
			}
			is_mean[item] = item_is_mean(&t, map, start, i);
			item++;
			start = i + 1;
			if (end)
				break;
		}
		if (item != ncolumns)
			memset(is_mean, 0, (size_t) ncolumns);
	}
	free(map);
	sqltok_free(&t);
	return 0;
}
