/*
 * rules_probe.c — bounded value probes the rules ask the target, as the
 * caller: the zero-row literal check, the text/number and text/date proofs.
 *
 * A probe runs as any query runs (policy, read-only, plan-cost guard), with
 * no more time than the rule pass has left, and its time is counted in the
 * attempt's.  What a probe finds is never remembered: the data may change.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"
#include "execute.h"

#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/jsonb.h"

/* The relation and column a column reference stands for, if it is a table's text column. */
QueryItem *
rules_text_column_item(QueryRef *ref, ColumnRef *cref, const char **column)
{
	int			n = list_length(cref->fields);
	QueryItem  *found = NULL;
	QueryFrame *f;
	const SchemaColumn *col;

	if (!IsA(llast(cref->fields), String))
		return NULL;
	*column = strVal(llast(cref->fields));
	if (n >= 2)
		found = query_item_named(ref->frame, strVal(list_nth(cref->fields, n - 2)));
	else
	{
		for (f = ref->frame; f && found == NULL; f = f->outer)
		{
			ListCell   *lc;

			rules_check_budget();
			foreach(lc, f->items)
			{
				QueryItem  *item = lfirst(lc);
				bool		known;
				List	   *cols = query_item_columns(item, &known);
				ListCell   *cc;

				rules_check_budget();
				if (!known)
					return NULL;
				foreach(cc, cols)
				{
					rules_check_budget();
					if (strcmp(lfirst(cc), *column) == 0)
					{
						if (found)
							return NULL;	/* ambiguous: PostgreSQL would have said so */
						found = item;
					}
				}
			}
		}
	}
	if (found == NULL || found->kind != ITEM_RELATION || found->rel == NULL ||
		found->aliascols != NIL)
		return NULL;
	col = schema_column(found->rel, *column);
	if (col == NULL || col->typcategory != 'S' || !col->readable)
		return NULL;
	return found;
}

/*
 * Execute a probe as any query runs (policy, read-only, plan-cost guard),
 * with no more time than the rule pass has left: over a foreign table a
 * probe is a remote query.
 */
static void
probe_execute(RuleContext *ctx, const char *sql, ExecResult *res)
{
	int			saved_timeout = heal_statement_timeout_ms;
	int			left = rules_budget_left_ms();

	rules_check_budget();
	if (left > 0 && (heal_statement_timeout_ms <= 0 || left < heal_statement_timeout_ms))
		heal_statement_timeout_ms = left;
	PG_TRY();
	{
		ctx->target->execute(ctx->target, sql, res);
	}
	PG_FINALLY();
	{
		heal_statement_timeout_ms = saved_timeout;
	}
	PG_END_TRY();
}

/*
 * Run a probe as the caller; the values of its first column (NIL when none or
 * on failure).  Its time is counted in the attempt's.
 */
List *
rules_probe(RuleContext *ctx, const char *sql, bool *failed)
{
	ExecResult	res;
	List	   *values = NIL;
	Jsonb	   *rows;
	int64		i;

	probe_execute(ctx, sql, &res);
	ctx->probe_ms += res.ms;
	*failed = res.outcome != OUTCOME_OK && res.outcome != OUTCOME_EMPTY;
	if (res.outcome != OUTCOME_OK)
		return NIL;
	rows = DatumGetJsonbP(DirectFunctionCall1(jsonb_in, CStringGetDatum(res.rows->data)));
	for (i = 0; i < res.rows_captured; i++)
	{
		Datum		row = DirectFunctionCall2(jsonb_array_element, JsonbPGetDatum(rows),
											  Int32GetDatum((int32) i));

		rules_check_budget();
		values = lappend(values,
						 TextDatumGetCString(DirectFunctionCall2(jsonb_array_element_text,
																 row, Int32GetDatum(0))));
	}
	return values;
}
