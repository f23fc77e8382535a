/*
 * rules_sqlite.c — SQLite's leniencies in joins and scalar subqueries.
 *
 * join_order: SQLite reads the ON conditions of a chain of inner joins as
 * one filter over the whole chain, so an ON may name a table that a later
 * JOIN brings in (a JOIN b ON a.x = c.x JOIN c ON b.y = c.y).  PostgreSQL
 * sees only the tables joined so far (42P01 missing FROM-clause entry).
 * For inner joins a condition means the same in any ON at or after the join
 * that brings in every table it names, so the condition is moved to the ON
 * of the join that defines the missing name.  Outer, NATURAL and USING joins
 * are left alone: there, where a condition stands changes the answer.
 *
 * first_row: a scalar subquery that returns several rows is an error in
 * PostgreSQL (21000) and MySQL; SQLite takes its first row.  Which row that
 * is, no engine promises without an ORDER BY, so LIMIT 1 is added only where
 * a bounded probe proves the answer does not depend on it: every row of the
 * (uncorrelated) subquery gives the same value, or, for a query declared
 * SQLite's, every row tied for first place in its ORDER BY does.  Otherwise
 * the query is left failing: a guessed row would be a confident wrong answer.
 */
#include "postgres.h"

#include "rules.h"

#include "nodes/nodeFuncs.h"
#include "parser/scanner.h"

#include "conversions.h"
#include "rules_query.h"

/* ---- join_order ---- */

static bool
tok_kw(const RuleToken *t, const char *kw)
{
	return t->keyword != NULL && strcmp(t->keyword, kw) == 0;
}

/* Does a token end an ON condition at depth 0? */
static bool
ends_condition(const RuleToken *t)
{
	static const char *const enders[] = {
		"join", "inner", "left", "right", "full", "cross", "natural", "where", "group",
		"having", "window", "order", "limit", "offset", "fetch", "union", "intersect",
		"except", "for", "returning", NULL
	};
	int			i;

	if (t->code == ',' || t->code == ';' || t->code == ')')
		return true;
	for (i = 0; enders[i]; i++)
		if (tok_kw(t, enders[i]))
			return true;
	return false;
}

/* The byte range of a join's ON condition: after ON up to what ends it. */
static bool
condition_range(const RuleToken *t, int n, Node *quals, int *start, int *end)
{
	int			i = rules_token_at(t, n, exprLocation(quals));
	int			depth = 0;
	int			last = -1;

	if (i < 1)
		return false;
	/* the condition's leftmost token may be inside parentheses after ON */
	{
		int			k = i - 1;

		while (k >= 0 && t[k].code == '(')
			k--;
		if (k < 0 || !tok_kw(&t[k], "on"))
			return false;
		i = k + 1;
	}
	*start = t[i].start;
	for (; i < n; i++)
	{
		if (t[i].code == '(')
			depth++;
		else if (t[i].code == ')' && depth > 0)
			depth--;
		else if (depth == 0 && ends_condition(&t[i]))
			break;
		last = i;
	}
	if (last < 0)
		return false;
	*end = t[last].end;
	return true;
}

/* The name a FROM item is referred to by, or NULL. */
static const char *
item_refname(Node *item)
{
	if (IsA(item, RangeVar))
	{
		RangeVar   *rv = (RangeVar *) item;

		return rv->alias ? rv->alias->aliasname : rv->relname;
	}
	if (IsA(item, RangeSubselect) && ((RangeSubselect *) item)->alias)
		return ((RangeSubselect *) item)->alias->aliasname;
	if (IsA(item, RangeFunction) && ((RangeFunction *) item)->alias)
		return ((RangeFunction *) item)->alias->aliasname;
	return NULL;
}

static bool
plain_inner(JoinExpr *j)
{
	return j->jointype == JOIN_INNER && !j->isNatural && j->usingClause == NIL &&
		j->quals != NULL && j->join_using_alias == NULL;
}

typedef struct JoinFind
{
	const RuleToken *tokens;
	int			ntokens;
	int			offset;			/* the missing name's position */
	const char *missing;
	JoinExpr   *from;			/* whose condition names it too early */
	JoinExpr   *to;				/* the join that brings it in */
	bool		done;
} JoinFind;

/* Search a left-deep join chain; ancestors is the path of JoinExprs above it. */
static void
search_join(Node *node, List *ancestors, JoinFind *jf)
{
	JoinExpr   *j;
	int			s,
				e;

	if (jf->done || node == NULL || !IsA(node, JoinExpr))
		return;
	j = (JoinExpr *) node;
	search_join(j->larg, lappend(list_copy(ancestors), j), jf);
	search_join(j->rarg, NIL, jf);
	if (jf->done || !plain_inner(j) ||
		!condition_range(jf->tokens, jf->ntokens, j->quals, &s, &e) ||
		jf->offset < s || jf->offset >= e)
		return;
	jf->done = true;			/* the condition holding the name: this or nothing */
	/* up the chain, through inner joins, to the one that brings the name in */
	for (int k = list_length(ancestors) - 1; k >= 0; k--)
	{
		JoinExpr   *a = list_nth(ancestors, k);
		const char *name;

		if (!plain_inner(a))
			return;
		name = item_refname(a->rarg);
		if (name != NULL && strcmp(name, jf->missing) == 0)
		{
			jf->from = j;
			jf->to = a;
			return;
		}
	}
}

static bool
from_walker(Node *node, void *context)
{
	JoinFind *jf = (JoinFind *) context;
	if (node == NULL || jf->done)
		return false;
	if (IsA(node, SelectStmt))
	{
		ListCell   *lc;

		foreach(lc, ((SelectStmt *) node)->fromClause)
			search_join(lfirst(lc), NIL, jf);
	}
	return raw_expression_tree_walker(node, from_walker, (void *) jf);
}

bool
rule_join_order(RuleContext *ctx, const char *sql, const ExecResult *err,
				char **rewrite, char **note)
{
	List	   *tree;
	RuleToken  *tokens;
	int			ntokens;
	JoinFind	jf;
	char	   *missing;
	int			fs,
				fe,
				ts,
				te;
	List	   *edits = NIL;
	ListCell   *lc;
	char	   *cond;

	if (err->outcome != OUTCOME_ERROR || strcmp(err->sqlstate, "42P01") != 0 ||
		(missing = rules_quoted_after(err->message, "missing FROM-clause entry for table ")) == NULL ||
		(SourceDialect) ctx->request->source_dialect == SRC_POSTGRES)
		return false;
	if (!rules_parse(sql, &tree, &tokens, &ntokens))
		return false;
	memset(&jf, 0, sizeof(jf));
	jf.tokens = tokens;
	jf.ntokens = ntokens;
	jf.offset = rules_byte_offset(sql, err->position);
	jf.missing = missing;
	foreach(lc, tree)
		from_walker(((RawStmt *) lfirst(lc))->stmt, &jf);
	if (jf.from == NULL ||
		!condition_range(tokens, ntokens, jf.from->quals, &fs, &fe) ||
		!condition_range(tokens, ntokens, jf.to->quals, &ts, &te))
		return false;
	cond = pnstrdup(sql + fs, fe - fs);
	edits = rules_add_edit(edits, fs, fe, "TRUE");
	edits = rules_add_edit(edits, ts, ts, "(");
	edits = rules_add_edit(edits, te, te, psprintf(") AND (%s)", cond));
	if (list_length(edits) != 3)
		return false;
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("the ON condition %s names %s before the join that brings it in (SQLite reads the "
					 "conditions of inner joins as one filter); it is moved to that join's ON", cond, missing);
	return true;
}

/* ---- first_row ---- */

/* At most this many scalar subqueries are probed in one query. */
#define FIRST_ROW_MAX_PROBES 4

typedef struct SubFind
{
	const char *sql;
	const RuleToken *tokens;
	int			ntokens;
	List	   *ranges;			/* per subquery without LIMIT: the token indexes of its ( and ) */
	List	   *ordered;		/* ... and whether it has an ORDER BY (and no OFFSET) */
	bool		failed;
} SubFind;

static bool
sublink_walker(Node *node, void *context)
{
	SubFind *sf = (SubFind *) context;
	if (node == NULL || sf->failed)
		return false;
	if (IsA(node, SubLink) && ((SubLink *) node)->subLinkType == EXPR_SUBLINK)
	{
		SubLink    *s = (SubLink *) node;
		SelectStmt *sel = (SelectStmt *) s->subselect;

		if (IsA(sel, SelectStmt) && sel->limitCount == NULL)
		{
			int			open = rules_token_at(sf->tokens, sf->ntokens, s->location);
			int			i = open;
			int			depth = 0;

			if (i < 0 || sf->tokens[i].code != '(')
			{
				sf->failed = true;
				return false;
			}
			for (; i < sf->ntokens; i++)
			{
				if (sf->tokens[i].code == '(')
					depth++;
				else if (sf->tokens[i].code == ')' && --depth == 0)
					break;
			}
			if (i >= sf->ntokens)
			{
				sf->failed = true;
				return false;
			}
			sf->ranges = lappend(sf->ranges, list_make2_int(open, i));
			sf->ordered = lappend_int(sf->ordered, sel->sortClause != NIL && sel->limitOffset == NULL);
		}
	}
	return raw_expression_tree_walker(node, sublink_walker, (void *) sf);
}

/*
 * How many different rows (0, 1, or 2 meaning "several") the subquery's first
 * row can be: all its rows, or with ties only those tied for first place in
 * its ORDER BY.  -1 when the probe fails (a correlated subquery cannot run
 * alone; uncorrelated, it reads the same alone as inside the query).
 */
static int
first_row_choices(RuleContext *ctx, const char *inner, bool ties)
{
	bool		failed;
	List	   *v;
	char	   *probe;

	probe = psprintf("SELECT count(*) FROM (SELECT DISTINCT s::text FROM (%s%s) AS s LIMIT 2) AS d",
					 inner, ties ? " FETCH FIRST 1 ROWS WITH TIES" : "");
	v = rules_probe(ctx, probe, &failed);
	if (failed || list_length(v) != 1)
		return -1;
	return atoi(linitial(v));
}

bool
rule_first_row(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	List	   *tree;
	RuleToken  *tokens;
	int			ntokens;
	SubFind		sf;
	ListCell   *lc,
			   *lo;
	List	   *edits = NIL;
	int			probes = 0;
	bool		by_order = false;
	bool		sqlite = (SourceDialect) ctx->request->source_dialect == SRC_SQLITE;

	if (err->outcome != OUTCOME_ERROR || strcmp(err->sqlstate, "21000") != 0 ||
		!rules_parse(sql, &tree, &tokens, &ntokens))
		return false;
	memset(&sf, 0, sizeof(sf));
	sf.sql = sql;
	sf.tokens = tokens;
	sf.ntokens = ntokens;
	foreach(lc, tree)
		sublink_walker(((RawStmt *) lfirst(lc))->stmt, &sf);
	if (sf.failed || sf.ranges == NIL)
		return false;
	forboth(lc, sf.ranges, lo, sf.ordered)
	{
		int			open = linitial_int((List *) lfirst(lc));
		int			close = lsecond_int((List *) lfirst(lc));
		char	   *inner = pnstrdup(sql + tokens[open].end, tokens[close].start - tokens[open].end);
		int			all;

		if (++probes > FIRST_ROW_MAX_PROBES)
			return false;
		all = first_row_choices(ctx, inner, false);
		if (all < 0)
			continue;			/* correlated: left as it is */
		if (all >= 2)
		{
			/*
			 * Its rows differ.  Only SQLite reads a first row, and only an
			 * ORDER BY (NULL ordering already mapped to SQLite's for a
			 * declared SQLite query) whose first place holds one value
			 * makes that row's value certain.
			 */
			if (!sqlite || !lfirst_int(lo) || first_row_choices(ctx, inner, true) != 1)
			{
				ctx->notes = lappend(ctx->notes,
									 "No rewrite of a scalar subquery that returns several rows: they give different "
									 "values (probed), and which of them is first is not promised, so LIMIT 1 would "
									 "pick one by chance.");
				return false;
			}
			by_order = true;
		}
		edits = rules_add_edit(edits, tokens[close].start, tokens[close].start, " LIMIT 1");
	}
	if (edits == NIL)
		return false;
	ctx->values_probed = true;
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("a scalar subquery returns several rows; %s, so LIMIT 1 (SQLite's first row) is added "
					 "to %d subquer%s",
					 by_order ? "the rows first in its ORDER BY give one value (probed)"
					 : "every row gives the same value (probed)",
					 list_length(edits), list_length(edits) == 1 ? "y" : "ies");
	return true;
}
