/*
 * rules_ordered_set.c — an ordered-set aggregate used as a window over the
 * whole result: PERCENTILE_CONT(p) WITHIN GROUP (ORDER BY x) OVER () (T-SQL,
 * Snowflake) or BigQuery's PERCENTILE_CONT(x, p) OVER ().
 *
 * PostgreSQL has no ordered-set aggregates as windows (0A000 "OVER is not
 * supported for ordered-set aggregate", 42809 "WITHIN GROUP is required").
 * An empty OVER () is the aggregate over every row the query's FROM and
 * WHERE produce, repeated on each row: a scalar subquery over that same
 * FROM and WHERE answers the same.  Only the top-level SELECT without GROUP
 * BY, HAVING or WITH.  OVER (PARTITION BY c, ...) over one table is the
 * aggregate over the rows of the same group: a correlated scalar subquery
 * over the same table (under an alias of its own) and WHERE, its columns
 * matched with IS NOT DISTINCT FROM (a window groups NULLs together).  A
 * window with ORDER BY or a frame aggregates a different set of rows on
 * each row of a group, which is left alone.
 */
#include "rules.h"

#include "nodes/nodeFuncs.h"
#include "parser/scanner.h"
#include "parser/scansup.h"
#include "utils/builtins.h"

typedef struct OsFind
{
	FuncCall   *found;
	int			offset;
} OsFind;

static bool
os_walker(Node *node, void *context)
{
	OsFind *f = (OsFind *) context;
	if (node == NULL || f->found)
		return false;
	if (IsA(node, SubLink))
		return false;
	if (IsA(node, FuncCall) && ((FuncCall *) node)->location == f->offset)
	{
		f->found = (FuncCall *) node;
		return true;
	}
	return raw_expression_tree_walker(node, os_walker, (void *) f);
}

static bool
tok_kw(const RuleToken *t, const char *kw)
{
	return t->keyword != NULL && strcmp(t->keyword, kw) == 0;
}

/* Index of the ')' matching the '(' at i, or -1. */
static int
close_of(const RuleToken *t, int n, int i)
{
	int			depth = 0;

	for (; i < n; i++)
	{
		if (t[i].code == '(')
			depth++;
		else if (t[i].code == ')' && --depth == 0)
			return i;
	}
	return -1;
}

static char *
text_of(const char *sql, const RuleToken *t, int from, int to)
{
	return pnstrdup(sql + t[from].start, t[to].end - t[from].start);
}


/* The inner query's alias for the table of a partitioned window. */
#define OS_INNER "os_part"

/* The name a token spells as PostgreSQL sees it (unquoted: lower case). */
static char *
token_name(const char *sql, const RuleToken *t)
{
	int			len = t->end - t->start;

	if (len >= 2 && sql[t->start] == '"')
		return pnstrdup(sql + t->start + 1, len - 2);
	return downcase_identifier(sql + t->start, len, false, false);
}

/*
 * Text of tokens from..to with every "qual." (the outer table's name or
 * alias) written as the inner alias: the inner query then reads its own
 * rows where the original read the row's.  NULL for a schema-qualified
 * column, which it cannot move.
 */
static char *
requalified(const char *sql, const RuleToken *t, int n, int from, int to, const char *qual)
{
	StringInfoData b;
	int			pos = t[from].start;
	int			i;

	initStringInfo(&b);
	for (i = from; i <= to; i++)
	{
		if ((t[i].ident || t[i].keyword) && i + 1 < n && t[i + 1].code == '.' &&
			strcmp(token_name(sql, &t[i]), qual) == 0)
		{
			/* schema.table.column: left to the outer row, so not rewritten at all */
			if (i > 0 && t[i - 1].code == '.')
				return NULL;
			appendBinaryStringInfo(&b, sql + pos, t[i].start - pos);
			appendStringInfoString(&b, OS_INNER);
			pos = t[i].end;
		}
	}
	appendBinaryStringInfo(&b, sql + pos, t[to].end - pos);
	return b.data;
}

/*
 * The partition of a window over one table, as the inner query's condition
 * "os_part.c IS NOT DISTINCT FROM q.c AND ...": plain columns only (of that
 * table), else NULL.
 */
static char *
partition_match(List *partition, const char *qual)
{
	StringInfoData b;
	ListCell   *lc;

	initStringInfo(&b);
	foreach(lc, partition)
	{
		ColumnRef  *cr = (ColumnRef *) lfirst(lc);
		const char *col;

		if (!IsA(cr, ColumnRef) || list_length(cr->fields) > 2 || !IsA(llast(cr->fields), String))
			return NULL;
		if (list_length(cr->fields) == 2 &&
			(!IsA(linitial(cr->fields), String) || strcmp(strVal(linitial(cr->fields)), qual) != 0))
			return NULL;
		col = quote_identifier(strVal(llast(cr->fields)));
		appendStringInfo(&b, "%s%s.%s IS NOT DISTINCT FROM %s.%s", b.len ? " AND " : "",
						 OS_INNER, col, quote_identifier(qual), col);
	}
	return b.data;
}

bool
rule_ordered_set(RuleContext *ctx, const char *sql, const ExecResult *err,
				 char **rewrite, char **note)
{
	List	   *tree;
	RuleToken  *t;
	int			n;
	SelectStmt *sel;
	OsFind		f;
	ListCell   *lc;
	FuncCall   *fc;
	const char *name;
	int			name_tok,
				open,
				close,
				over_tok,
				over_close,
				from_tok = -1,
				end_tok = -1,
				depth = 0,
				i;
	char	   *aggregate;
	char	   *from_where;
	const char *qual = NULL;
	char	   *match = NULL;
	RangeVar   *rv = NULL;

	if (err->outcome != OUTCOME_ERROR ||
		!((strcmp(err->sqlstate, "0A000") == 0 && err->message &&
		   rules_starts_with(err->message, "OVER is not supported for ordered-set aggregate")) ||
		  (strcmp(err->sqlstate, "42809") == 0 && err->message &&
		   rules_starts_with(err->message, "WITHIN GROUP is required for ordered-set aggregate"))))
		return false;
	if (!rules_parse(sql, &tree, &t, &n) || list_length(tree) != 1)
		return false;
	sel = (SelectStmt *) ((RawStmt *) linitial(tree))->stmt;
	if (!IsA(sel, SelectStmt) || sel->op != SETOP_NONE || sel->groupClause != NIL ||
		sel->havingClause != NULL || sel->withClause != NULL || sel->fromClause == NIL)
		return false;
	memset(&f, 0, sizeof(f));
	f.offset = rules_byte_offset(sql, err->position);
	foreach(lc, sel->targetList)
		os_walker(lfirst_node(ResTarget, lc)->val, &f);
	if ((fc = f.found) == NULL || fc->over == NULL || fc->over->name || fc->over->refname ||
		fc->over->orderClause != NIL ||
		(fc->over->frameOptions & ~FRAMEOPTION_DEFAULTS) != 0 || fc->agg_filter ||
		fc->agg_distinct || list_length(fc->funcname) != 1)
		return false;
	name = strVal(linitial(fc->funcname));
	if (strcmp(name, "percentile_cont") != 0 && strcmp(name, "percentile_disc") != 0)
		return false;
	if (fc->over->partitionClause != NIL)
	{
		/* one plain table: its rows of the same group, under an alias of their own */
		if (list_length(sel->fromClause) != 1 || !IsA(linitial(sel->fromClause), RangeVar))
			return false;
		rv = (RangeVar *) linitial(sel->fromClause);
		if (rv->catalogname || (rv->alias && rv->alias->colnames != NIL))
			return false;
		qual = rv->alias ? rv->alias->aliasname : rv->relname;
		if ((match = partition_match(fc->over->partitionClause, qual)) == NULL)
			return false;
	}

	name_tok = rules_token_at(t, n, fc->location);
	if (name_tok < 0 || name_tok + 1 >= n || t[name_tok + 1].code != '(' ||
		(close = close_of(t, n, name_tok + 1)) < 0)
		return false;
	open = name_tok + 1;
	if (fc->agg_within_group)
	{
		/* name(p) WITHIN GROUP (...) OVER () */
		if (list_length(fc->args) != 1 || close + 3 >= n || !tok_kw(&t[close + 1], "within") ||
			!tok_kw(&t[close + 2], "group") || (i = close_of(t, n, close + 3)) < 0)
			return false;
		aggregate = qual ? requalified(sql, t, n, name_tok, i, qual) : text_of(sql, t, name_tok, i);
		if (aggregate == NULL)
			return false;
		over_tok = i + 1;
	}
	else
	{
		/* BigQuery name(x, p) OVER () */
		int			comma = -1;

		if (list_length(fc->args) != 2)
			return false;
		for (i = open + 1, depth = 0; i < close; i++)
		{
			if (t[i].code == '(')
				depth++;
			else if (t[i].code == ')')
				depth--;
			else if (depth == 0 && t[i].code == ',')
				comma = i;
		}
		if (comma < 0 || comma == open + 1 || comma + 1 == close)
			return false;
		{
			char	   *p = qual ? requalified(sql, t, n, comma + 1, close - 1, qual) : text_of(sql, t, comma + 1, close - 1);
			char	   *x = qual ? requalified(sql, t, n, open + 1, comma - 1, qual) : text_of(sql, t, open + 1, comma - 1);

			if (p == NULL || x == NULL)
				return false;
			aggregate = psprintf("%s(%s) WITHIN GROUP (ORDER BY %s)", name, p, x);
		}
		over_tok = close + 1;
	}
	if (over_tok + 2 >= n || !tok_kw(&t[over_tok], "over") || t[over_tok + 1].code != '(')
		return false;
	over_close = qual ? close_of(t, n, over_tok + 1) : over_tok + 2;
	if (over_close < 0 || t[over_close].code != ')')
		return false;

	/* the SELECT's FROM ... WHERE, at depth 0 */
	for (i = 0, depth = 0; i < n; i++)
	{
		if (t[i].code == '(')
			depth++;
		else if (t[i].code == ')')
			depth--;
		else if (depth == 0 && from_tok < 0 && tok_kw(&t[i], "from") && i > over_close)
			from_tok = i;
		else if (depth == 0 && from_tok >= 0 &&
				 (t[i].code == ';' || tok_kw(&t[i], "order") || tok_kw(&t[i], "limit") ||
				  tok_kw(&t[i], "offset") || tok_kw(&t[i], "fetch") || tok_kw(&t[i], "window") ||
				  tok_kw(&t[i], "for")))
			break;
		if (from_tok >= 0)
			end_tok = i;
	}
	if (from_tok < 0 || end_tok < from_tok)
		return false;
	if (qual)
	{
		int			where_tok = -1;
		char	   *where = NULL;
		const char *relation = rv->schemaname ? quote_qualified_identifier(rv->schemaname, rv->relname)
			: quote_identifier(rv->relname);

		for (i = from_tok, depth = 0; i <= end_tok; i++)
		{
			if (t[i].code == '(')
				depth++;
			else if (t[i].code == ')')
				depth--;
			else if (depth == 0 && tok_kw(&t[i], "where"))
			{
				where_tok = i;
				break;
			}
		}
		if ((where_tok >= 0) != (sel->whereClause != NULL) || where_tok == end_tok)
			return false;
		if (where_tok >= 0 && (where = requalified(sql, t, n, where_tok + 1, end_tok, qual)) == NULL)
			return false;
		*rewrite = rules_splice(sql, t[name_tok].start, t[over_close].end,
								psprintf("(SELECT %s FROM %s AS %s WHERE %s%s%s%s)", aggregate, relation, OS_INNER,
										 where_tok >= 0 ? "(" : "",
										 where_tok >= 0 ? where : "",
										 where_tok >= 0 ? ") AND " : "", match));
		*note = psprintf("%s() OVER (PARTITION BY ...) (an ordered-set aggregate as a window, which PostgreSQL "
						 "lacks) is the aggregate over the rows of the same group: a correlated scalar subquery "
						 "over the same table and WHERE, matching the group with IS NOT DISTINCT FROM", name);
		return true;
	}
	from_where = text_of(sql, t, from_tok, end_tok);
	*rewrite = rules_splice(sql, t[name_tok].start, t[over_close].end,
							psprintf("(SELECT %s %s)", aggregate, from_where));
	*note = psprintf("%s() OVER () (an ordered-set aggregate as a window, which PostgreSQL lacks) is the "
					 "aggregate over every row of the query: a scalar subquery over the same FROM and WHERE",
					 name);
	return true;
}
