/*
 * rules_zero_rows.c — a query that ran but returned no rows because a text
 * literal is cased or spaced differently from the data.
 *
 * For each predicate col = 'literal' (also col IN (...) and col LIKE
 * 'pattern') on a text column of a table, bounded probes ask the table, as
 * the caller and under the statement timeout: does the literal occur at
 * all?  If not, is there exactly one value that differs from it only in
 * case or spacing?  Only then is the literal re-cased.  A LIKE that matches
 * nothing, but matches case-insensitively, becomes ILIKE.  These are what
 * engines with case-insensitive collations (MySQL, SQL Server) would have
 * matched.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"
#include "execute.h"

#include "catalog/pg_type.h"
#include "parser/scanner.h"
#include "nodes/nodeFuncs.h"
#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/jsonb.h"

/* Predicates probed per attempt: each costs up to two bounded queries. */
#define MAX_PREDICATES 8

/* One edit of the rewrite. */
typedef struct ZeroEdit
{
	int			start;
	int			end;
	char	   *text;
	char	   *note;
} ZeroEdit;

/* The string value of a constant (possibly cast), with its token range; NULL if none. */
static char *
string_constant(QueryInfo *q, Node *node, int *start, int *end)
{
	A_Const    *c;
	int			t;

	if (node && IsA(node, TypeCast))
	{
		TypeCast   *cast = (TypeCast *) node;
		char	   *type = strVal(llast(cast->typeName->names));

		if (strcmp(type, "text") != 0 && strcmp(type, "varchar") != 0 &&
			strcmp(type, "bpchar") != 0)
			return NULL;
		node = cast->arg;
	}
	if (node == NULL || !IsA(node, A_Const))
		return NULL;
	c = (A_Const *) node;
	if (c->isnull || nodeTag(&c->val) != T_String)
		return NULL;
	t = query_token_at(q, c->location);
	if (t < 0 || !q->tokens[t].string)
		return NULL;
	*start = q->tokens[t].start;
	*end = q->tokens[t].end;
	return strVal(&c->val);
}

/* The literal, normalised as the probe compares: lower case, single spaces, trimmed. */
static const char *const normalise_fmt =
"pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.btrim(%s), '\\s+', ' ', 'g'))";

/*
 * Probe one equality literal: NULL when it occurs or has no single variant;
 * else the one variant.
 */
static char *
recased_literal(RuleContext *ctx, QueryItem *item, const char *column, const char *literal)
{
	char	   *rel = schema_qualified(item->rel);
	char	   *col = psprintf("%s::pg_catalog.text", quote_identifier(column));
	char	   *lit = quote_literal_cstr(literal);
	bool		failed;
	List	   *found;

	found = rules_probe(ctx, psprintf("SELECT 1 FROM %s WHERE %s OPERATOR(pg_catalog.=) %s LIMIT 1", rel, col, lit), &failed);
	if (failed || found != NIL)
		return NULL;
	/*
	 * The comparison is PostgreSQL's own: OFFSET 0 keeps it above the scan,
	 * so a wrapper never pushes it down to an engine whose functions of
	 * the same names differ (MySQL's regexp_replace takes no flags).
	 */
	found = rules_probe(ctx, psprintf("SELECT DISTINCT v FROM (SELECT %s AS v FROM %s OFFSET 0) s "
								"WHERE %s OPERATOR(pg_catalog.=) %s LIMIT 2",
								col, rel, psprintf(normalise_fmt, "v"),
								psprintf(normalise_fmt, lit)), &failed);
	if (failed || list_length(found) != 1)
		return NULL;
	return linitial(found);
}

/* Probe one LIKE pattern: does it match nothing as written but something case-insensitively? */
static bool
like_only_insensitive(RuleContext *ctx, QueryItem *item, const char *column, const char *pattern)
{
	char	   *rel = schema_qualified(item->rel);
	char	   *col = psprintf("%s::pg_catalog.text", quote_identifier(column));
	char	   *lit = quote_literal_cstr(pattern);
	bool		failed;

	if (rules_probe(ctx, psprintf("SELECT 1 FROM %s WHERE %s OPERATOR(pg_catalog.~~) %s LIMIT 1", rel, col, lit), &failed) != NIL ||
		failed)
		return false;
	/* PostgreSQL's ILIKE, above the scan (see recased_literal) */
	return rules_probe(ctx, psprintf("SELECT 1 FROM (SELECT %s AS v FROM %s OFFSET 0) s WHERE v OPERATOR(pg_catalog.~~*) %s LIMIT 1",
							   col, rel, lit), &failed) != NIL &&
		!failed;
}

/* Is this A_Expr's operator the single name op? */
static bool
op_is(A_Expr *e, const char *op)
{
	return list_length(e->name) == 1 && strcmp(strVal(linitial(e->name)), op) == 0;
}

/* Order edits by position. */
static int
edit_cmp(const ListCell *a, const ListCell *b)
{
	return ((ZeroEdit *) lfirst(a))->start - ((ZeroEdit *) lfirst(b))->start;
}

/*
 * zero_rows: the query ran and returned nothing.  Re-case text literals that
 * never occur in their column when exactly one case- or space-variant does;
 * turn a LIKE that only matches case-insensitively into ILIKE.
 */
bool
rule_zero_rows(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	QueryInfo  *q;
	List	   *edits = NIL;
	ListCell   *lc;
	int			probed = 0;
	StringInfoData out;
	StringInfoData notes;
	int			pos = 0;

	if (err->outcome != OUTCOME_EMPTY)
		return false;
	q = query_analyse(ctx, sql, true);
	if (q == NULL)
		return false;

	foreach(lc, q->exprs)
	{
		QueryRef   *ref = lfirst(lc);
		A_Expr	   *e = (A_Expr *) ref->node;
		Node	   *colside = e->lexpr;
		List	   *consts = NIL;
		QueryItem  *item;
		const char *column;
		ListCell   *cc;

		rules_check_budget();
		if (probed >= MAX_PREDICATES)
			break;
		if (e->kind == AEXPR_OP && op_is(e, "="))
		{
			if (e->lexpr && !IsA(e->lexpr, ColumnRef))
			{
				colside = e->rexpr;
				consts = list_make1(e->lexpr);
			}
			else
				consts = list_make1(e->rexpr);
		}
		else if (e->kind == AEXPR_IN && op_is(e, "=") && IsA(e->rexpr, List))
			consts = (List *) e->rexpr;
		else if (e->kind == AEXPR_LIKE && op_is(e, "~~"))
			consts = list_make1(e->rexpr);
		else
			continue;
		if (colside == NULL || !IsA(colside, ColumnRef))
			continue;
		item = rules_text_column_item(ref, (ColumnRef *) colside, &column);
		if (item == NULL)
			continue;

		foreach(cc, consts)
		{
			int			start;
			int			end;
			char	   *literal = string_constant(q, lfirst(cc), &start, &end);
			ZeroEdit   *edit;

			rules_check_budget();
			if (literal == NULL || probed >= MAX_PREDICATES)
				continue;
			probed++;
			if (e->kind == AEXPR_LIKE)
			{
				int			t = query_token_at(q, e->location);

				if (t < 0 || q->tokens[t].keyword == NULL ||
					strcmp(q->tokens[t].keyword, "like") != 0 ||
					!like_only_insensitive(ctx, item, column, literal))
					continue;
				edit = palloc0(sizeof(ZeroEdit));
				edit->start = q->tokens[t].start;
				edit->end = q->tokens[t].end;
				edit->text = "ILIKE";
				edit->note = psprintf("LIKE %s → ILIKE (%s.%s matches it only when case is ignored)",
									  pnstrdup(sql + start, end - start),
									  query_item_display(item), column);
			}
			else
			{
				char	   *variant = recased_literal(ctx, item, column, literal);

				if (variant == NULL)
					continue;
				edit = palloc0(sizeof(ZeroEdit));
				edit->start = start;
				edit->end = end;
				edit->text = quote_literal_cstr(variant);
				edit->note = psprintf("literal %s → %s (%s.%s never holds %s; this is its only value that differs just in case or spacing)",
									  pnstrdup(sql + start, end - start), edit->text,
									  query_item_display(item), column,
									  pnstrdup(sql + start, end - start));
			}
			edits = lappend(edits, edit);
		}
	}
	if (edits == NIL)
		return false;

	list_sort(edits, edit_cmp);
	initStringInfo(&out);
	initStringInfo(&notes);
	foreach(lc, edits)
	{
		ZeroEdit   *edit = lfirst(lc);

		rules_check_budget();
		if (edit->start < pos)
			continue;			/* overlapping: keep the first */
		appendBinaryStringInfo(&out, sql + pos, edit->start - pos);
		appendStringInfoString(&out, edit->text);
		pos = edit->end;
		if (notes.len > 0)
			appendStringInfoString(&notes, "; ");
		appendStringInfoString(&notes, edit->note);
	}
	appendStringInfoString(&out, sql + pos);
	*rewrite = out.data;
	*note = notes.data;
	ctx->values_probed = true;
	return true;
}
