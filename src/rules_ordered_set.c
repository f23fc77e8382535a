/*
 * rules_ordered_set.c — an ordered-set aggregate used as a window over the
 * whole result: PERCENTILE_CONT(p) WITHIN GROUP (ORDER BY x) OVER () (T-SQL,
 * Snowflake) or BigQuery's PERCENTILE_CONT(x, p) OVER ().
 *
 * PostgreSQL has no ordered-set aggregates as windows (0A000 "OVER is not
 * supported for ordered-set aggregate", 42809 "WITHIN GROUP is required").
 * An empty OVER () is the aggregate over every row the query's FROM and
 * WHERE produce, repeated on each row: a scalar subquery over that same
 * FROM and WHERE answers the same.  OVER (PARTITION BY k, ...) is the
 * aggregate over the rows of the row's group: the same FROM and WHERE
 * grouped by the keys in a derived table, and the row's own group picked
 * from it by matching its keys with IS NOT DISTINCT FROM (a window groups
 * NULLs together).  The derived table is a scope of its own, so the FROM's
 * names mean the same inside it, and the keys outside it are the row's.
 * Only the top-level SELECT without GROUP BY, HAVING or WITH.  A window with
 * ORDER BY or a frame aggregates a different set of rows on each row of a
 * group, which is left alone.
 */
#include "postgres.h"

#include "rules.h"

#include "nodes/nodeFuncs.h"
#include "parser/scanner.h"
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


/* The derived table of a partitioned window, and its columns. */
#define OS_GROUPS "os_part"

static bool
has_sublink_walker(Node *node, void *context)
{
	if (node == NULL)
		return false;
	if (IsA(node, SubLink))
		return true;
	return raw_expression_tree_walker(node, has_sublink_walker, context);
}

/*
 * The keys of OVER (PARTITION BY k1, k2) between the tokens from and to (the
 * parentheses), as the derived table's output list, its GROUP BY and the
 * match of the row's group; false when they are not nkeys plain pieces.
 */
static bool
partition_keys(const char *sql, const RuleToken *t, int from, int to, int nkeys,
			   StringInfo select, StringInfo group_by, StringInfo match)
{
	int			start,
				depth = 0,
				key = 0,
				i;

	if (to - from < 4 || !tok_kw(&t[from + 1], "partition") || !tok_kw(&t[from + 2], "by"))
		return false;
	start = from + 3;
	for (i = start; i <= to; i++)
	{
		if (i < to && t[i].code == '(')
			depth++;
		else if (i < to && t[i].code == ')')
			depth--;
		else if (i == to || (depth == 0 && t[i].code == ','))
		{
			char	   *text;

			if (i == start || ++key > nkeys)
				return false;
			text = text_of(sql, t, start, i - 1);
			appendStringInfo(select, "%s%s AS os_key%d", key > 1 ? ", " : "", text, key);
			appendStringInfo(group_by, "%s%d", key > 1 ? ", " : "", key);
			appendStringInfo(match, "%s" OS_GROUPS ".os_key%d IS NOT DISTINCT FROM (%s)",
							 key > 1 ? " AND " : "", key, text);
			start = i + 1;
		}
	}
	return key == nkeys;
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
	bool		partitioned;

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
	/* a key is evaluated twice (inside and outside the derived table): no subqueries */
	partitioned = fc->over->partitionClause != NIL;
	if (partitioned && has_sublink_walker((Node *) fc->over->partitionClause, NULL))
		return false;

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
		aggregate = text_of(sql, t, name_tok, i);
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
		aggregate = psprintf("%s(%s) WITHIN GROUP (ORDER BY %s)", name,
							 text_of(sql, t, comma + 1, close - 1), text_of(sql, t, open + 1, comma - 1));
		over_tok = close + 1;
	}
	if (over_tok + 2 >= n || !tok_kw(&t[over_tok], "over") || t[over_tok + 1].code != '(')
		return false;
	over_close = partitioned ? close_of(t, n, over_tok + 1) : over_tok + 2;
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
	from_where = text_of(sql, t, from_tok, end_tok);
	if (partitioned)
	{
		StringInfoData keys,
					group_by,
					match;

		initStringInfo(&keys);
		initStringInfo(&group_by);
		initStringInfo(&match);
		if (!partition_keys(sql, t, over_tok + 1, over_close, list_length(fc->over->partitionClause),
							&keys, &group_by, &match))
			return false;
		*rewrite = rules_splice(sql, t[name_tok].start, t[over_close].end,
								psprintf("(SELECT " OS_GROUPS ".os_value FROM (SELECT %s, %s AS os_value %s GROUP BY %s) AS "
										 OS_GROUPS " WHERE %s)", keys.data, aggregate, from_where, group_by.data,
										 match.data));
		*note = psprintf("%s() OVER (PARTITION BY ...) (an ordered-set aggregate as a window, which PostgreSQL "
						 "lacks) is the aggregate over the rows of the same group: the same FROM and WHERE "
						 "grouped by the keys, the row's group matched with IS NOT DISTINCT FROM", name);
		return true;
	}
	*rewrite = rules_splice(sql, t[name_tok].start, t[over_close].end,
							psprintf("(SELECT %s %s)", aggregate, from_where));
	*note = psprintf("%s() OVER () (an ordered-set aggregate as a window, which PostgreSQL lacks) is the "
					 "aggregate over every row of the query: a scalar subquery over the same FROM and WHERE",
					 name);
	return true;
}
