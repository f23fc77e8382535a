/*
 * rules_distinct_order.c — MySQL's emulation of NULLS FIRST/LAST under
 * SELECT DISTINCT.
 *
 * MySQL has no NULLS LAST, so generated queries sort NULLs with a CASE:
 *   SELECT DISTINCT x FROM t ORDER BY CASE WHEN x IS NULL THEN 1 ELSE 0 END, x
 * PostgreSQL refuses (42P10: for SELECT DISTINCT, ORDER BY expressions must
 * appear in the select list).  The CASE item and the item it prepares are
 * one ordering, x NULLS LAST (THEN 0 ELSE 1: NULLS FIRST; DESC on the CASE
 * flips it), which is written instead.  Only that exact shape is rewritten:
 * one WHEN testing the next item's expression IS NULL, two different
 * integer constants, and a next item without its own NULLS.
 */
#include "postgres.h"

#include "rules.h"

#include "nodes/nodeFuncs.h"
#include "parser/scanner.h"

static bool
int_const(Node *n, int *v)
{
	if (n == NULL || !IsA(n, A_Const) || ((A_Const *) n)->isnull ||
		!IsA(&((A_Const *) n)->val, Integer))
		return false;
	*v = intVal(&((A_Const *) n)->val);
	return true;
}

/* NULLS LAST (true) or FIRST (false) that the CASE item means; false when it is not the shape. */
static bool
null_order_case(SortBy *item, SortBy *next, bool *last)
{
	CaseExpr   *c;
	CaseWhen   *w;
	NullTest   *t;
	int			when_null,
				otherwise;

	if (!IsA(item->node, CaseExpr) || item->sortby_nulls != SORTBY_NULLS_DEFAULT ||
		next->sortby_nulls != SORTBY_NULLS_DEFAULT || item->sortby_dir == SORTBY_USING)
		return false;
	c = (CaseExpr *) item->node;
	if (c->arg != NULL || list_length(c->args) != 1)
		return false;
	w = linitial(c->args);
	if (!IsA(w->expr, NullTest))
		return false;
	t = (NullTest *) w->expr;
	if (!equal(t->arg, next->node) ||
		!int_const((Node *) w->result, &when_null) || !int_const((Node *) c->defresult, &otherwise) ||
		when_null == otherwise)
		return false;
	*last = (when_null > otherwise) == (item->sortby_dir != SORTBY_DESC);
	if (t->nulltesttype == IS_NOT_NULL)
		*last = !*last;
	return true;
}

static bool
tok_kw(const RuleToken *t, const char *kw)
{
	return t->keyword != NULL && strcmp(t->keyword, kw) == 0;
}

/* Index of the first token at or after i, at depth 0, that ends a sort item; -1 if none. */
static int
item_end(const RuleToken *t, int n, int i)
{
	int			depth = 0;

	for (; i < n; i++)
	{
		if (t[i].code == '(')
			depth++;
		else if (t[i].code == ')')
		{
			if (depth == 0)
				return i;
			depth--;
		}
		else if (depth == 0 && (t[i].code == ',' || t[i].code == ';' || tok_kw(&t[i], "limit") ||
								tok_kw(&t[i], "offset") || tok_kw(&t[i], "fetch") ||
								tok_kw(&t[i], "for")))
			return i;
	}
	return n;
}

bool
rule_distinct_order(RuleContext *ctx, const char *sql, const ExecResult *err,
					char **rewrite, char **note)
{
	List	   *tree;
	RuleToken  *tokens;
	int			ntokens;
	SelectStmt *sel;
	ListCell   *lc;
	List	   *check;

	if (err->outcome != OUTCOME_ERROR || strcmp(err->sqlstate, "42P10") != 0 ||
		err->message == NULL || strstr(err->message, "ORDER BY expressions must appear in select list") == NULL ||
		!rules_parse(sql, &tree, &tokens, &ntokens) || list_length(tree) != 1)
		return false;
	sel = (SelectStmt *) ((RawStmt *) linitial(tree))->stmt;
	if (!IsA(sel, SelectStmt) || sel->distinctClause == NIL)
		return false;
	foreach(lc, sel->sortClause)
	{
		SortBy	   *item = lfirst(lc);
		ListCell   *nlc = lnext(sel->sortClause, lc);
		SortBy	   *next;
		bool		last;
		int			cs,
					ns,
					ne;
		List	   *edits = NIL;

		if (nlc == NULL)
			break;
		next = lfirst(nlc);
		if (!null_order_case(item, next, &last))
			continue;
		cs = rules_token_at(tokens, ntokens, exprLocation(item->node));
		ns = rules_token_at(tokens, ntokens, exprLocation(next->node));
		if (cs < 0 || ns < 0 || ns <= cs)
			return false;
		ne = item_end(tokens, ntokens, ns);
		if (ne <= ns)
			return false;
		/* drop "CASE ... END [ASC|DESC], ", give the next item its NULLS */
		edits = rules_add_edit(edits, tokens[cs].start, tokens[ns].start, "");
		edits = rules_add_edit(edits, tokens[ne - 1].end, tokens[ne - 1].end,
							   last ? " NULLS LAST" : " NULLS FIRST");
		*rewrite = rules_apply_edits(sql, edits);
		/* the same query but for one sort item fewer, with its NULLS */
		if (!rules_parse(*rewrite, &check, NULL, NULL) || list_length(check) != 1)
			return false;
		{
			SelectStmt *c = (SelectStmt *) ((RawStmt *) linitial(check))->stmt;
			SortBy	   *got;

			if (!IsA(c, SelectStmt) ||
				list_length(c->sortClause) != list_length(sel->sortClause) - 1)
				return false;
			got = list_nth(c->sortClause, foreach_current_index(lc));
			if (!equal(got->node, next->node) || got->sortby_dir != next->sortby_dir ||
				got->sortby_nulls != (last ? SORTBY_NULLS_LAST : SORTBY_NULLS_FIRST))
				return false;
		}
		*note = psprintf("ORDER BY CASE WHEN ... IS NULL ... (MySQL's NULLS %s, which SELECT DISTINCT cannot sort by) "
						 "→ NULLS %s on the item it orders", last ? "LAST" : "FIRST", last ? "LAST" : "FIRST");
		return true;
	}
	return false;
}
