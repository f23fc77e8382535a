/*
 * rules_bare_columns.c — a bare column beside an aggregate in a query with
 * no GROUP BY at all.
 *
 * SQLite and MySQL accept SELECT name, max(age) FROM t: the whole table is
 * one group and the bare column takes the value of one of its rows.  SQLite
 * documents which row: with exactly one min() or max(), the row that holds
 * that extreme value; MySQL promises only "some row".  PostgreSQL refuses
 * (42803).  Two rewrites, tried in order:
 *
 *   - the column has one value over the rows (a bounded probe checks it):
 *     min(column) is then that value in every engine;
 *   - otherwise, with exactly one min()/max() and no other obstacle, the
 *     aggregates become window aggregates over the rows and the row holding
 *     the extreme value is taken: ORDER BY <its argument> ASC|DESC NULLS
 *     LAST LIMIT 1.  This is SQLite's answer, and one MySQL may give (on an
 *     empty input SQLite returns one row of NULLs, this none).
 *
 * Anything else (GROUP BY, HAVING, DISTINCT, ORDER BY, set operations, an
 * aggregate with DISTINCT, FILTER or ORDER BY) is left alone.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "nodes/nodeFuncs.h"
#include "parser/scanner.h"

#include "conversions.h"

#define MAX_AGGS 16

static const char *const aggregate_names[] = {
	"count", "sum", "avg", "min", "max", "total", "string_agg", "array_agg",
	"group_concat", "bool_and", "bool_or", "every", "stddev", "stddev_pop",
	"stddev_samp", "variance", "var_pop", "var_samp", NULL
};

typedef struct AggScan
{
	FuncCall   *aggs[MAX_AGGS];
	int			naggs;
	bool		unusable;		/* an aggregate the rewrite cannot turn into a window */
} AggScan;

static bool
is_aggregate_name(FuncCall *f)
{
	const char *name = strVal(llast(f->funcname));
	int			i;

	if (list_length(f->funcname) > 2)
		return false;
	for (i = 0; aggregate_names[i]; i++)
		if (strcmp(name, aggregate_names[i]) == 0)
			return true;
	return false;
}

/* The aggregates of a target list, not looking into subqueries. */
static bool
agg_walker(Node *node, void *context)
{
	AggScan *s = (AggScan *) context;
	if (node == NULL)
		return false;
	if (IsA(node, SubLink))
		return false;
	if (IsA(node, FuncCall))
	{
		FuncCall   *f = (FuncCall *) node;

		if (f->over != NULL)
			s->unusable = true;
		else if (is_aggregate_name(f) || f->agg_star)
		{
			if (f->agg_distinct || f->agg_filter || f->agg_order || f->agg_within_group ||
				s->naggs >= MAX_AGGS)
				s->unusable = true;
			else
				s->aggs[s->naggs++] = f;
			return false;
		}
	}
	return raw_expression_tree_walker(node, agg_walker, (void *) s);
}

/* Index of the ')' closing the call whose name starts at byte loc, else -1. */
static int
call_close(const RuleToken *t, int n, int loc)
{
	int			i = rules_token_at(t, n, loc);
	int			depth = 0;

	if (i < 0)
		return -1;
	/* a qualified name: schema.fn( */
	while (i + 2 < n && t[i + 1].code == '.')
		i += 2;
	if (i + 1 >= n || t[i + 1].code != '(')
		return -1;
	for (i = i + 1; i < n; i++)
	{
		if (t[i].code == '(')
			depth++;
		else if (t[i].code == ')' && --depth == 0)
			return i;
	}
	return -1;
}

/* Is the token the keyword kw? */
static bool
kw(const RuleToken *t, const char *word)
{
	return t->keyword != NULL && strcmp(t->keyword, word) == 0;
}

/* Does the query (as validated by PostgreSQL's parser and analysis) run? */
static bool
validates(RuleContext *ctx, const char *sql)
{
	ExecResult	check;

	ctx->target->validate(ctx->target, sql, &check);
	return check.outcome == OUTCOME_OK;
}

bool
rule_bare_columns(RuleContext *ctx, const char *sql, const ExecResult *err,
				  char **rewrite, char **note)
{
	SourceDialect dialect = (SourceDialect) ctx->request->source_dialect;
	QueryInfo  *q;
	QueryRef   *ref;
	SelectStmt *select;
	RuleRef		dref;
	AggScan		scan;
	ListCell   *lc;
	bool		in_targets = false;
	int			at,
				nfields,
				i,
				from_tok = -1,
				end_tok = -1,
				depth = 0;
	char	   *column;
	char	   *probe;
	ExecResult	res;

	if (strcmp(err->sqlstate, "42803") != 0 || err->message == NULL ||
		strstr(err->message, "must appear in the GROUP BY clause") == NULL ||
		dialect == SRC_POSTGRES)
		return false;
	at = rules_byte_offset(sql, err->position);
	q = query_analyse(ctx, sql, false);
	if (q == NULL || (ref = query_columnref_at(q, at)) == NULL)
		return false;
	select = ref->frame->select;

	/*
	 * 0. The bare column is the argument of the one min()/max(): SQLite takes
	 * it from the row holding that extreme, so its value is the aggregate's,
	 * grouped or not (ORDER BY x beside min(x) GROUP BY g).
	 */
	if (dialect == SRC_NONE || dialect == SRC_SQLITE || dialect == SRC_MYSQL)
	{
		FuncCall   *extreme = NULL;
		int			nextreme = 0;

		memset(&scan, 0, sizeof(scan));
		foreach(lc, select->targetList)
			agg_walker(lfirst_node(ResTarget, lc)->val, &scan);
		for (i = 0; i < scan.naggs; i++)
		{
			const char *n = strVal(llast(scan.aggs[i]->funcname));

			if (strcmp(n, "min") == 0 || strcmp(n, "max") == 0)
			{
				extreme = scan.aggs[i];
				nextreme++;
			}
		}
		if (!scan.unusable && nextreme == 1 && list_length(extreme->args) == 1 &&
			equal(linitial(extreme->args), ref->node) &&
			rules_dotted_at(sql, at, &dref) == list_length(((ColumnRef *) ref->node)->fields))
		{
			int			close = call_close(q->tokens, q->ntokens, extreme->location);
			int			start = rules_token_at(q->tokens, q->ntokens, extreme->location);
			char	   *call;

			if (close < 0 || start < 0)
				return false;
			call = pnstrdup(sql + q->tokens[start].start, q->tokens[close].end - q->tokens[start].start);
			column = pnstrdup(sql + at, dref.end[dref.nparts - 1] - at);
			*rewrite = rules_splice(sql, at, dref.end[dref.nparts - 1], call);
			*note = psprintf("%s beside %s without GROUP BY on it is, as SQLite takes it, the value of the row "
							 "holding that extreme: %s itself", column, call, call);
			return true;
		}
	}
	/* the top-level SELECT, one group over all its rows */
	if (ref->frame != linitial(q->frames) || list_length(q->frames) < 1 ||
		select->groupClause != NIL || select->havingClause != NULL ||
		select->distinctClause != NIL || select->op != SETOP_NONE ||
		select->windowClause != NIL || select->withClause != NULL ||
		select->sortClause != NIL || select->limitCount != NULL || select->limitOffset != NULL ||
		select->lockingClause != NIL || select->fromClause == NIL)
		return false;
	foreach(lc, select->targetList)
	{
		ResTarget  *rt = lfirst_node(ResTarget, lc);

		if (rt->val == ref->node)
			in_targets = true;
	}
	if (!in_targets)
		return false;
	nfields = list_length(((ColumnRef *) ref->node)->fields);
	if (rules_dotted_at(sql, at, &dref) != nfields)
		return false;
	column = pnstrdup(sql + at, dref.end[nfields - 1] - at);

	/* The FROM of this SELECT and the end of the statement, at depth 0. */
	for (i = 0; i < q->ntokens; i++)
	{
		const RuleToken *t = &q->tokens[i];

		if (t->code == '(')
			depth++;
		else if (t->code == ')')
			depth--;
		else if (depth == 0 && t->code == ';')
			break;
		else if (depth == 0 && from_tok < 0 && kw(t, "from") &&
				 !(i > 0 && kw(&q->tokens[i - 1], "distinct")))
			from_tok = i;
		end_tok = i;
	}
	if (from_tok < 0 || end_tok <= from_tok || i < q->ntokens - 1)
		return false;			/* several statements */

	/* 1. One value over all the rows: min() is that value. */
	probe = psprintf("SELECT 1 %s HAVING pg_catalog.count(DISTINCT (%s)) > 1 "
					 "OR (pg_catalog.count((%s)) > 0 AND pg_catalog.count((%s)) < pg_catalog.count(*)) LIMIT 1",
					 pnstrdup(sql + q->tokens[from_tok].start,
							  q->tokens[end_tok].end - q->tokens[from_tok].start),
					 column, column, column);
	ctx->target->execute(ctx->target, probe, &res);
	if (res.outcome == OUTCOME_EMPTY)
	{
		char	   *candidate = rules_splice(sql, at, dref.end[nfields - 1],
											 psprintf("min(%s)", column));

		if (!validates(ctx, candidate))
			candidate = rules_splice(sql, at, dref.end[nfields - 1],
									 psprintf("(pg_catalog.array_agg(%s))[1]", column));
		*rewrite = candidate;
		*note = psprintf("%s beside an aggregate without GROUP BY (SQLite and MySQL take it from one of the rows) "
						 "has a single value over the rows, so it is aggregated to that value", column);
		return true;
	}
	if (res.outcome != OUTCOME_OK)
		return false;

	/* 2. SQLite's rule: the row that holds the one min() or max(). */
	if (dialect != SRC_NONE && dialect != SRC_SQLITE && dialect != SRC_MYSQL)
		return false;
	memset(&scan, 0, sizeof(scan));
	foreach(lc, select->targetList)
		agg_walker(lfirst_node(ResTarget, lc)->val, &scan);
	if (scan.unusable || scan.naggs == 0)
		return false;
	{
		FuncCall   *extreme = NULL;
		List	   *edits = NIL;
		int			open,
					close;
		const char *fname;
		char	   *arg;
		List	   *tree;
		SelectStmt *check;

		for (i = 0; i < scan.naggs; i++)
		{
			const char *n = strVal(llast(scan.aggs[i]->funcname));

			if (strcmp(n, "min") == 0 || strcmp(n, "max") == 0)
			{
				if (extreme != NULL)
					return false;
				extreme = scan.aggs[i];
			}
		}
		if (extreme == NULL || list_length(extreme->args) != 1)
			return false;
		for (i = 0; i < scan.naggs; i++)
		{
			close = call_close(q->tokens, q->ntokens, scan.aggs[i]->location);
			if (close < 0)
				return false;
			edits = rules_add_edit(edits, q->tokens[close].end, q->tokens[close].end, " OVER ()");
		}
		close = call_close(q->tokens, q->ntokens, extreme->location);
		for (open = close - 1, depth = 0; open >= 0; open--)
		{
			if (q->tokens[open].code == ')')
				depth++;
			else if (q->tokens[open].code == '(' && depth-- == 0)
				break;
		}
		if (open < 0)
			return false;
		arg = pnstrdup(sql + q->tokens[open + 1].start,
					   q->tokens[close - 1].end - q->tokens[open + 1].start);
		fname = strVal(llast(extreme->funcname));
		edits = rules_add_edit(edits, q->tokens[end_tok].end, q->tokens[end_tok].end,
							   psprintf(" ORDER BY %s %s NULLS LAST LIMIT 1", arg,
										strcmp(fname, "min") == 0 ? "ASC" : "DESC"));
		*rewrite = rules_apply_edits(sql, edits);
		/* the appended clauses must belong to the statement, not to a trailing comment */
		if (!rules_parse(*rewrite, &tree, NULL, NULL) || list_length(tree) != 1)
			return false;
		check = (SelectStmt *) ((RawStmt *) linitial(tree))->stmt;
		if (!IsA(check, SelectStmt) || list_length(check->sortClause) != 1 || check->limitCount == NULL)
			return false;
		*note = psprintf("%s beside %s() without GROUP BY is taken, as SQLite does, from the row that holds the %s "
						 "(the aggregates become window aggregates; ORDER BY %s LIMIT 1 picks that row)",
						 column, fname, strcmp(fname, "min") == 0 ? "minimum" : "maximum", arg);
		return true;
	}
}
