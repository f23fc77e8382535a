/*
 * rules_text_values.c — a text column read as a number or a date where the
 * query's author meant one, only when a bounded probe of the column's values
 * proves that reading answers as the other readings would.
 *
 * text_numbers: `year > 2013` (or `price < 12.5`) over a text column fails
 * on PostgreSQL (42883: text > integer, text < numeric).  SQLite compares it as text, MySQL and the others
 * as numbers; the conversions rule leaves an ordering undecided unless the
 * dialect is declared.  Here a probe asks the column's table, as the caller:
 * is every non-null value a canonically written number (no sign but a
 * leading minus, no leading zeros, no trailing decimal zeros, no spaces)
 * whose text order and numeric order give the same answer against the
 * literal?  Only then is the column cast to numeric: both readings return
 * the same rows.
 *
 * text_dates: EXTRACT / date_part / date_trunc over a text column (MySQL's
 * YEAR(d) and friends map to EXTRACT) fails on PostgreSQL (42883).  A probe
 * asks whether every non-null value is an ISO date or date-time
 * (YYYY-MM-DD, optionally with a time, no time zone) that PostgreSQL reads
 * as a timestamp; only then is the column cast to timestamp.
 *
 * The probes run through the normal execute path (rules_probe: policy,
 * read-only, plan guard, the rule pass's remaining time) over the whole
 * table, which holds every row the query can see.  Nothing is remembered:
 * the next call probes again, since the data may have changed.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "nodes/parsenodes.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"

#include "conversions.h"

/* The column reference of a table's text column, its item and name; NULL if it is not one. */
static QueryItem *
probed_column(RuleContext *ctx, const char *sql, Node *node, const char **column)
{
	QueryInfo  *q;
	QueryRef   *ref;

	if (node == NULL || !IsA(node, ColumnRef))
		return NULL;
	q = query_analyse(ctx, sql, true);
	if (q == NULL)
		return NULL;
	/* query_analyse parsed a tree of its own: the same reference, found by position */
	ref = query_columnref_at(q, ((ColumnRef *) node)->location);
	if (ref == NULL || !IsA(ref->node, ColumnRef))
		return NULL;
	return rules_text_column_item(ref, (ColumnRef *) ref->node, column);
}

/* Does the probe find nothing, having run?  False when it found a row or failed. */
static bool
probe_finds_nothing(RuleContext *ctx, char *sql)
{
	bool		failed;
	List	   *found = rules_probe(ctx, sql, &failed);

	return !failed && found == NIL;
}

/*
 * text_numbers: a text column ordered against an integer literal (42883),
 * query not declared for an engine: cast the column to numeric when a probe
 * shows text and number order agree for every value.
 */
bool
rule_text_numbers(RuleContext *ctx, const char *sql, const ExecResult *err,
				  char **rewrite, char **note)
{
	List	   *tree = NIL;
	RuleToken  *tokens = NULL;
	int			ntokens = 0;
	Node	   *found;
	A_Expr	   *e;
	char		left[64],
				op[64],
				right[64];
	bool		text_left;
	Node	  **colslot;
	Node	   *lits[2];
	char	   *written_lits[2];
	const char *ops[2];
	bool		lit_left[2];
	int			ncmp;
	int			i;
	QueryItem  *item;
	const char *column;
	StringInfoData against;
	ConvCast	cast;

	if (err->outcome != OUTCOME_ERROR || strcmp(err->sqlstate, "42883") != 0 ||
		(SourceDialect) ctx->request->source_dialect != SRC_NONE ||
		!conv_parse_operator_message(err->message, left, op, right, sizeof(left)) ||
		!conv_is_ordering(op))
		return false;
	if (conv_type_class(left) == CT_TEXT &&
		(conv_type_class(right) == CT_INTEGER || strcmp(right, "numeric") == 0))
		text_left = true;
	else if ((conv_type_class(left) == CT_INTEGER || strcmp(left, "numeric") == 0) &&
			 conv_type_class(right) == CT_TEXT)
		text_left = false;
	else
		return false;
	found = rules_conversions_node_at(sql, err->position, &tree, &tokens, &ntokens);
	if (found == NULL || !IsA(found, A_Expr))
		return false;
	e = (A_Expr *) found;
	if (e->kind == AEXPR_OP)
	{
		/* col op literal, or literal op col */
		colslot = text_left ? &e->lexpr : &e->rexpr;
		lits[0] = text_left ? e->rexpr : e->lexpr;
		ops[0] = op;
		lit_left[0] = !text_left;
		ncmp = 1;
	}
	else if ((e->kind == AEXPR_BETWEEN || e->kind == AEXPR_NOT_BETWEEN) && text_left &&
			 IsA(e->rexpr, List) && list_length((List *) e->rexpr) == 2)
	{
		/* PostgreSQL reads it as col >= a AND col <= b (NOT: col < a OR col > b) */
		bool		not = e->kind == AEXPR_NOT_BETWEEN;

		colslot = &e->lexpr;
		lits[0] = linitial((List *) e->rexpr);
		lits[1] = lsecond((List *) e->rexpr);
		ops[0] = not ? "<" : ">=";
		ops[1] = not ? ">" : "<=";
		lit_left[0] = lit_left[1] = false;
		ncmp = 2;
	}
	else
		return false;
	for (i = 0; i < ncmp; i++)
	{
		A_Const    *c = (A_Const *) lits[i];

		if (lits[i] == NULL || !IsA(lits[i], A_Const) || c->isnull)
			return false;
		/* an integer, or a decimal as written (12.5; the probe refuses 12.50 and 1e3) */
		if (IsA(&c->val, Integer))
			written_lits[i] = psprintf("%d", intVal(&c->val));
		else if (IsA(&c->val, Float))
			written_lits[i] = pstrdup(castNode(Float, &c->val)->fval);
		else
			return false;
	}
	item = probed_column(ctx, sql, *colslot, &column);
	if (item == NULL)
		return false;

	initStringInfo(&against);
	for (i = 0; i < ncmp; i++)
	{
		char	   *probe = conv_text_number_probe(quote_identifier(column), schema_qualified(item->rel),
												   ops[i], written_lits[i], lit_left[i]);
		char	   *written;

		if (probe == NULL)
			return false;
		written = pstrdup(probe);
		free(probe);
		if (!probe_finds_nothing(ctx, written))
			return false;
		appendStringInfo(&against, "%s%s", i ? " and " : "", written_lits[i]);
	}

	cast.slot = colslot;
	cast.type = "numeric";
	*rewrite = rules_conversions_cast(sql, tree, tokens, ntokens, &cast, 1);
	if (*rewrite == NULL)
		return false;
	ctx->values_probed = true;
	*note = psprintf("%s.%s is text compared with a number: every value it holds is a "
					 "number written plainly, whose text order (SQLite's reading) and numeric "
					 "order agree against %s (checked now, not remembered); compared as "
					 "numbers (cast to numeric)",
					 query_item_display(item), column, against.data);
	return true;
}

/*
 * text_dates: EXTRACT, date_part or date_trunc over a text column (42883):
 * cast the column to timestamp when a probe shows every value is an ISO date.
 */
bool
rule_text_dates(RuleContext *ctx, const char *sql, const ExecResult *err,
				char **rewrite, char **note)
{
	SourceDialect dialect = (SourceDialect) ctx->request->source_dialect;
	List	   *tree = NIL;
	RuleToken  *tokens = NULL;
	int			ntokens = 0;
	Node	   *found;
	FuncCall   *f;
	char		fname[64];
	char		args[2][64];
	int			nargs;
	const char *name;
	QueryItem  *item;
	const char *column;
	char	   *probe;
	char	   *written;
	ConvCast	cast;

	if (err->outcome != OUTCOME_ERROR || strcmp(err->sqlstate, "42883") != 0 ||
		dialect == SRC_POSTGRES || dialect == SRC_BIGQUERY ||
		!conv_parse_function_message(err->message, fname, sizeof(fname), args, 2, &nargs) ||
		nargs != 2 || conv_type_class(args[1]) != CT_TEXT)
		return false;
	/* PostgreSQL names EXTRACT's function pg_catalog.extract */
	name = strncmp(fname, "pg_catalog.", 11) == 0 ? fname + 11 : fname;
	if (!conv_is_date_function(name))
		return false;
	found = rules_conversions_node_at(sql, err->position, &tree, &tokens, &ntokens);
	if (found == NULL || !IsA(found, FuncCall))
		return false;
	f = (FuncCall *) found;
	if (list_length(f->args) != 2 || strcmp(strVal(llast(f->funcname)), name) != 0)
		return false;
	item = probed_column(ctx, sql, lsecond(f->args), &column);
	if (item == NULL)
		return false;

	probe = conv_iso_date_probe(quote_identifier(column), schema_qualified(item->rel));
	if (probe == NULL)
		return false;
	written = pstrdup(probe);
	free(probe);
	if (!probe_finds_nothing(ctx, written))
		return false;

	cast.slot = (Node **) &lsecond(f->args);
	cast.type = "timestamp";
	*rewrite = rules_conversions_cast(sql, tree, tokens, ntokens, &cast, 1);
	if (*rewrite == NULL)
		return false;
	ctx->values_probed = true;
	*note = psprintf("%s.%s is text: every value it holds is an ISO date or date-time "
					 "(checked now, not remembered); read as a timestamp for %s",
					 query_item_display(item), column, name);
	return true;
}
