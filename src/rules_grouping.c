/*
 * rules_grouping.c — a column that "must appear in the GROUP BY clause" is
 * added to it.
 *
 * Engines such as MySQL and SQLite accept a grouped query that selects a
 * column it does not group by, and answer with any one of the group's
 * values.  Adding the column to GROUP BY gives the same answer exactly when
 * the column has one value per group; a bounded probe (the query's own FROM
 * and WHERE, grouped the same way) checks that before the rewrite is made,
 * so a rewrite never splits a group.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "parser/scanner.h"
#include "utils/builtins.h"

/* Keywords that end a GROUP BY list at its own level. */
static const char *const group_enders[] = {
	"having", "window", "order", "limit", "offset", "fetch", "union",
	"intersect", "except", "for", NULL
};

/* Is token t the keyword kw? */
static bool
tok_is(const RuleToken *t, const char *kw)
{
	return t->keyword != NULL && strcmp(t->keyword, kw) == 0;
}

/* Does the token end a GROUP BY list at depth 0? */
static bool
ends_group_list(const RuleToken *t)
{
	int			i;

	if (t->code == ';')
		return true;
	for (i = 0; group_enders[i]; i++)
	{
		if (tok_is(t, group_enders[i]))
			return true;
	}
	return false;
}

/*
 * The text before this SELECT that its FROM may need: the statement's WITH
 * queries ("" when it has none), only those before the one the error is in
 * when it is inside one.  NULL when it cannot be told.
 */
static char *
with_prefix(QueryInfo *q, int at)
{
	SelectStmt *top = ((QueryFrame *) linitial(q->frames))->select;
	int			depth = 0;
	int			main_start = -1;
	int			i;
	ListCell   *lc;

	if (top->withClause == NULL)
		return pstrdup("");
	if (q->ntokens == 0 || !tok_is(&q->tokens[0], "with"))
		return NULL;
	/* the main query starts at the first depth-0 SELECT (VALUES, TABLE) after a ')' */
	for (i = 1; i < q->ntokens && main_start < 0; i++)
	{
		const RuleToken *t = &q->tokens[i];

		rules_check_budget();
		if (t->code == '(')
			depth++;
		else if (t->code == ')')
			depth--;
		else if (depth == 0 && q->tokens[i - 1].code == ')' &&
				 (tok_is(t, "select") || tok_is(t, "values") || tok_is(t, "table")))
			main_start = t->start;
	}
	if (main_start < 0)
		return NULL;
	if (at >= main_start)
		return pnstrdup(q->sql, main_start);

	/* inside a WITH query: only the ones before it */
	foreach(lc, top->withClause->ctes)
	{
		CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);
		ListCell   *next = lnext(top->withClause->ctes, lc);
		int			end = next ? lfirst_node(CommonTableExpr, next)->location : main_start;

		rules_check_budget();
		if (at >= cte->location && at < end)
		{
			int			cut = cte->location;

			if (foreach_current_index(lc) == 0)
				return pstrdup("");
			/* drop the comma before this WITH query */
			while (cut > 0 && (isspace((unsigned char) q->sql[cut - 1]) || q->sql[cut - 1] == ','))
				cut--;
			return psprintf("%s ", pnstrdup(q->sql, cut));
		}
	}
	return NULL;
}

/*
 * Does expr have one value in every group of the SELECT whose FROM..WHERE
 * text is from_where, grouped by group_list?  Asks the target with a
 * bounded probe; false when the probe fails or finds a group with two.
 */
static bool
one_value_per_group(RuleContext *ctx, const char *prefix, const char *from_where,
					const char *group_list, const char *expr)
{
	ExecResult	res;
	char	   *probe;

	probe = psprintf("%sSELECT 1 %s GROUP BY %s "
					 "HAVING pg_catalog.count(DISTINCT (%s)) > 1 "
					 "OR (pg_catalog.count((%s)) > 0 AND pg_catalog.count((%s)) < pg_catalog.count(*)) "
					 "LIMIT 1",
					 prefix, from_where, group_list, expr, expr, expr);
	ctx->target->execute(ctx->target, probe, &res);
	return res.outcome == OUTCOME_EMPTY;
}

/*
 * grouping: column "x" must appear in the GROUP BY clause or be used in an
 * aggregate function.  The column is appended to the GROUP BY list of its
 * SELECT when that SELECT has one and the column has one value per group.
 */
bool
rule_grouping(RuleContext *ctx, const char *sql, const ExecResult *err,
			  char **rewrite, char **note)
{
	QueryInfo  *q;
	QueryRef   *ref;
	SelectStmt *select;
	RuleRef		dref;
	int			at;
	int			nfields;
	int			first;
	int			t;
	int			depth;
	int			insert_at;
	int			from_tok = -1;
	int			group_tok;
	ListCell   *lc;
	char	   *expr;
	char	   *prefix;

	if (strcmp(err->sqlstate, "42803") != 0 || err->message == NULL ||
		strstr(err->message, "must appear in the GROUP BY clause") == NULL)
		return false;
	at = rules_byte_offset(sql, err->position);
	q = query_analyse(ctx, sql, false);
	if (q == NULL || (ref = query_columnref_at(q, at)) == NULL)
		return false;
	select = ref->frame->select;
	if (select->groupClause == NIL || select->groupDistinct)
		return false;
	foreach(lc, select->groupClause)
	{
		rules_check_budget();
		if (IsA(lfirst(lc), GroupingSet))
			return false;
	}
	nfields = list_length(((ColumnRef *) ref->node)->fields);
	if (rules_dotted_at(sql, at, &dref) != nfields)
		return false;
	expr = pnstrdup(sql + at, dref.end[nfields - 1] - at);

	/* The GROUP BY list: from its first item to the token before what ends it. */
	first = rules_token_at(q->tokens, q->ntokens, exprLocation(linitial(select->groupClause)));
	if (first < 2 || !tok_is(&q->tokens[first - 1], "by") || !tok_is(&q->tokens[first - 2], "group"))
		return false;
	group_tok = first - 2;
	depth = 0;
	for (t = rules_token_at(q->tokens, q->ntokens, exprLocation(llast(select->groupClause)));
		 t >= 0 && t < q->ntokens; t++)
	{
		const RuleToken *tok = &q->tokens[t];

		if (tok->code == '(')
			depth++;
		else if (tok->code == ')')
		{
			if (depth == 0)
				break;
			depth--;
		}
		else if (depth == 0 && ends_group_list(tok))
			break;
	}
	if (t < 0)
		return false;
	insert_at = q->tokens[t - 1].end;

	/* Its SELECT's FROM: the leftmost FROM at the same depth (not IS DISTINCT FROM). */
	depth = 0;
	for (t = group_tok - 1; t >= 0; t--)
	{
		const RuleToken *tok = &q->tokens[t];

		rules_check_budget();
		if (tok->code == ')')
			depth++;
		else if (tok->code == '(')
		{
			if (depth == 0)
				break;
			depth--;
		}
		else if (depth == 0 && tok_is(tok, "select"))
			break;
		else if (depth == 0 && tok_is(tok, "from") &&
				 !(t > 0 && tok_is(&q->tokens[t - 1], "distinct")))
			from_tok = t;
	}
	if (from_tok < 0)
		return false;
	prefix = with_prefix(q, at);
	if (prefix == NULL ||
		!one_value_per_group(ctx, prefix,
							 pnstrdup(sql + q->tokens[from_tok].start,
									  q->tokens[group_tok].start - q->tokens[from_tok].start),
							 pnstrdup(sql + q->tokens[first].start, insert_at - q->tokens[first].start),
							 expr))
		return false;

	*rewrite = rules_splice(sql, insert_at, insert_at, psprintf(", %s", expr));
	*note = psprintf("%s added to GROUP BY (it has a single value in every group, so the answer is the one the query meant)",
					 expr);
	return true;
}
