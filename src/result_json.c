/*
 * result_json.c — the jsonb results of heal_execute and ask.
 *
 * Results are built as jsonb values directly, not as text to be parsed: on
 * the success path, parsing a result back cost as much as a tenth of the
 * call.  Only the captured rows (JSON text from the cursor, stored as such
 * in the receipt) are parsed, once (final_rows_jsonb).
 */
#include "postgres.h"

#include "result_json.h"

#include <math.h>

#include "fmgr.h"
#include "utils/builtins.h"
#include "utils/numeric.h"

#include "subxact.h"

void
jb_begin_object(JsonbParseState **ps)
{
	pushJsonbValue(ps, WJB_BEGIN_OBJECT, NULL);
}

void
jb_end_object(JsonbParseState **ps)
{
	pushJsonbValue(ps, WJB_END_OBJECT, NULL);
}

Jsonb *
jb_end_object_jsonb(JsonbParseState **ps)
{
	return JsonbValueToJsonb(pushJsonbValue(ps, WJB_END_OBJECT, NULL));
}

void
jb_begin_array(JsonbParseState **ps)
{
	pushJsonbValue(ps, WJB_BEGIN_ARRAY, NULL);
}

void
jb_end_array(JsonbParseState **ps)
{
	pushJsonbValue(ps, WJB_END_ARRAY, NULL);
}

void
jb_key(JsonbParseState **ps, const char *key)
{
	JsonbValue	v;

	v.type = jbvString;
	v.val.string.val = (char *) key;
	v.val.string.len = strlen(key);
	pushJsonbValue(ps, WJB_KEY, &v);
}

/* A string value (or null) as the value of the pending key or as an array element. */
static void
push_string(JsonbParseState **ps, JsonbIteratorToken token, const char *value)
{
	JsonbValue	v;

	if (value == NULL)
		v.type = jbvNull;
	else
	{
		v.type = jbvString;
		v.val.string.val = (char *) value;
		v.val.string.len = strlen(value);
	}
	pushJsonbValue(ps, token, &v);
}

void
jb_key_string(JsonbParseState **ps, const char *key, const char *value)
{
	jb_key(ps, key);
	push_string(ps, WJB_VALUE, value);
}

void
jb_key_null(JsonbParseState **ps, const char *key)
{
	jb_key_string(ps, key, NULL);
}

void
jb_key_int(JsonbParseState **ps, const char *key, int64 value)
{
	JsonbValue	v;

	jb_key(ps, key);
	v.type = jbvNumeric;
	v.val.numeric = int64_to_numeric(value);
	pushJsonbValue(ps, WJB_VALUE, &v);
}

/*
 * Milliseconds with three decimals, as numbers in the results always were:
 * the thousandths, scaled (no text printed and parsed back on every call).
 */
void
jb_key_ms(JsonbParseState **ps, const char *key, double ms)
{
	JsonbValue	v;

	jb_key(ps, key);
	v.type = jbvNumeric;
	if (isfinite(ms) && fabs(ms) < 1e12)
		v.val.numeric = int64_div_fast_to_numeric((int64) rint(ms * 1000.0), 3);
	else
	{
		char		text[400];

		snprintf(text, sizeof(text), "%.3f", ms);
		v.val.numeric = DatumGetNumeric(DirectFunctionCall3(numeric_in, CStringGetDatum(text),
															ObjectIdGetDatum(InvalidOid),
															Int32GetDatum(-1)));
	}
	pushJsonbValue(ps, WJB_VALUE, &v);
}

void
jb_key_bool(JsonbParseState **ps, const char *key, bool value)
{
	JsonbValue	v;

	jb_key(ps, key);
	v.type = jbvBool;
	v.val.boolean = value;
	pushJsonbValue(ps, WJB_VALUE, &v);
}

/* A key whose value is a jsonb value (its contents are copied in). */
void
jb_key_jsonb(JsonbParseState **ps, const char *key, Jsonb *value)
{
	JsonbValue	v;

	if (value == NULL)
	{
		jb_key_null(ps, key);
		return;
	}
	jb_key(ps, key);
	v.type = jbvBinary;
	v.val.binary.data = &value->root;
	v.val.binary.len = VARSIZE(value) - VARHDRSZ;
	pushJsonbValue(ps, WJB_VALUE, &v);
}

void
jb_key_strings(JsonbParseState **ps, const char *key, List *strings)
{
	jb_key(ps, key);
	jb_begin_array(ps);
	jb_elem_strings(ps, strings);
	jb_end_array(ps);
}

void
jb_elem_string(JsonbParseState **ps, const char *value)
{
	push_string(ps, WJB_ELEM, value);
}

void
jb_elem_strings(JsonbParseState **ps, List *strings)
{
	ListCell   *lc;

	foreach(lc, strings)
		push_string(ps, WJB_ELEM, lfirst(lc));
}

/* One attempt of a step, as the result lists it. */
static void
push_attempt(JsonbParseState **ps, const HealAttempt *a)
{
	bool		ran = a->res.outcome == OUTCOME_OK || a->res.outcome == OUTCOME_EMPTY;

	jb_begin_object(ps);
	jb_key_int(ps, "attempt", a->attempt);
	jb_key_string(ps, "sql", a->sql);
	jb_key_string(ps, "outcome", outcome_name(a->res.outcome));
	/* a rewrite refused unrun has a reason, not a SQLSTATE */
	jb_key_string(ps, "sqlstate", a->res.sqlstate[0] ? a->res.sqlstate : NULL);
	jb_key_string(ps, "reason", a->res.reason);
	jb_key_string(ps, "message", a->res.message);
	jb_key_string(ps, "class", a->res.outcome == OUTCOME_OK ? NULL :
				  a->repairable ? "repairable" : "not_repairable");
	jb_key_string(ps, "repair", a->repair);
	if (a->model)
	{
		/* the model call behind the rewrite */
		jb_key_string(ps, "deployment", a->model->deployment);
		jb_key_ms(ps, "model_ms", a->model->ms);
		if (a->model->tokens_in >= 0)
			jb_key_int(ps, "tokens_in", a->model->tokens_in);
		if (a->model->tokens_out >= 0)
			jb_key_int(ps, "tokens_out", a->model->tokens_out);
	}
	if (ran)
		jb_key_int(ps, "row_count", a->res.row_count);
	jb_key_ms(ps, "ms", a->res.ms);
	jb_end_object(ps);
}

void
jb_step_fields(JsonbParseState **ps, int64 receipt_id, int step_no, const HealStep *step,
			   Jsonb *rows, bool with_origin)
{
	const HealAttempt *final = &step->attempts[step->final];
	bool		ran = step->status != STEP_FAILED;
	int			i;

	if (receipt_id > 0)
		jb_key_int(ps, "receipt_id", receipt_id);
	else
		jb_key_null(ps, "receipt_id");
	jb_key_int(ps, "step", step_no);
	jb_key_string(ps, "status", heal_status_name(step->status));
	jb_key_string(ps, "sql", final->sql);
	if (with_origin)
	{
		jb_key_string(ps, "original_sql", step->original_sql);
		jb_key_string(ps, "target", step->target_name);
	}

	jb_key(ps, "columns");
	jb_begin_array(ps);
	for (i = 0; ran && i < final->res.ncolumns; i++)
		jb_elem_string(ps, final->res.columns[i]);
	jb_end_array(ps);
	jb_key_jsonb(ps, "rows", rows);
	jb_key_int(ps, "row_count", ran ? final->res.row_count : 0);
	jb_key_bool(ps, "truncated", ran && final->res.truncated);

	jb_key(ps, "attempts");
	jb_begin_array(ps);
	for (i = 0; i < step->nattempts; i++)
		push_attempt(ps, &step->attempts[i]);
	jb_end_array(ps);

	if (step->status == STEP_FAILED)
	{
		const ExecResult *err = &step->attempts[step->error_from].res;

		jb_key(ps, "error");
		jb_begin_object(ps);
		jb_key_string(ps, "sqlstate", err->sqlstate);
		jb_key_string(ps, "message", err->message);
		jb_key_string(ps, "detail", err->detail);
		jb_key_string(ps, "hint", err->hint);
		if (err->position > 0)
			jb_key_int(ps, "position", err->position);
		jb_end_object(ps);
	}
	else
		jb_key_null(ps, "error");
}

static Jsonb *
step_result_build(int64 receipt_id, int step_no, const HealStep *step, Jsonb *rows,
				  const char *too_large)
{
	JsonbParseState *ps = NULL;

	jb_begin_object(&ps);
	jb_step_fields(&ps, receipt_id, step_no, step, rows, true);
	if (too_large)
	{
		/* a later key replaces an earlier one in jsonb: this error object is the one kept */
		jb_key(&ps, "error");
		jb_begin_object(&ps);
		jb_key_string(&ps, "sqlstate", "54000");
		jb_key_string(&ps, "message", "the result of heal_execute exceeds the maximum size of a jsonb value");
		jb_key_string(&ps, "detail", too_large);
		jb_end_object(&ps);
	}
	jb_key_strings(&ps, "notes", step->notes);
	return jb_end_object_jsonb(&ps);
}

/* Bytes of text the result repeats from the step: the query texts and the rows. */
static Size
step_result_bytes(const HealStep *step, Jsonb *rows)
{
	Size		n = (rows ? VARSIZE(rows) : 0) + (step->original_sql ? strlen(step->original_sql) : 0);
	int			i;

	for (i = 0; i < step->nattempts; i++)
	{
		const HealAttempt *a = &step->attempts[i];

		n += (a->sql ? strlen(a->sql) : 0) + (a->res.message ? strlen(a->res.message) : 0);
	}
	return n;
}

/*
 * The call's result.  A jsonb value holds at most 256 MB: when the texts it
 * repeats (a huge query appears as sql, original_sql and in each attempt)
 * come near that, it is built in a subtransaction, and a result too large is
 * built again without the query texts, then without the rows, with an error
 * object (54000) and a note saying what was left out: the call never raises
 * for it.
 */
Jsonb *
step_result_jsonb(int64 receipt_id, int step_no, const HealStep *step, Jsonb *rows)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	Jsonb	   *volatile result = NULL;
	HealStep	slim;
	Size		text_bytes;
	int			i;

	if (step_result_bytes(step, rows) < JENTRY_OFFLENMASK / 2)
		return step_result_build(receipt_id, step_no, step, rows, NULL);
	subxact_begin(callercxt);
	PG_TRY();
	{
		result = step_result_build(receipt_id, step_no, step, rows, NULL);
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		if (edata->sqlerrcode != ERRCODE_PROGRAM_LIMIT_EXCEEDED)
			ReThrowError(edata);
		FreeErrorData(edata);
	}
	PG_END_TRY();
	if (result)
		return result;

	/* without the query texts: the receipt keeps them */
	slim = *step;
	text_bytes = step->original_sql ? strlen(step->original_sql) : 0;
	slim.original_sql = NULL;
	for (i = 0; i < slim.nattempts; i++)
	{
		text_bytes += slim.attempts[i].sql ? strlen(slim.attempts[i].sql) : 0;
		slim.attempts[i].sql = NULL;
	}
	slim.notes = lappend(list_copy(step->notes),
						 psprintf("The query texts (%zu bytes in all) were left out of this result: with them it would exceed "
								  "the maximum size of a jsonb value (256 MB). The receipt keeps them.", text_bytes));
	if (VARSIZE(rows) < JENTRY_OFFLENMASK / 2)
		return step_result_build(receipt_id, step_no, &slim, rows,
								 "The query texts were left out of the result.");
	slim.notes = lappend(slim.notes, "The rows were left out of this result too.");
	return step_result_build(receipt_id, step_no, &slim,
							 DatumGetJsonbP(DirectFunctionCall1(jsonb_in, CStringGetDatum("[]"))),
							 "The query texts and the rows were left out of the result.");
}

/* Rows text up to this size always fits jsonb (its content is checked as it is captured). */
#define ROWS_ALWAYS_FIT 2048

/*
 * The final rows as jsonb, made before the receipt is written so that the
 * receipt holds what the caller gets.  json values that jsonb cannot hold
 * were captured as strings (append_json_text); what can still fail is size
 * (a jsonb value is limited to 256 MB, and its entries can outgrow the
 * text) or nesting depth.  Then the rows are left out of the result and the
 * receipt alike, with a note: a query that ran never makes the call raise.
 */
Jsonb *
final_rows_jsonb(HealStep *step)
{
	HealAttempt *final = &step->attempts[step->final];
	bool		ran = step->status != STEP_FAILED;
	const char *volatile text = ran && final->res.rows && final->res.rows->len ? final->res.rows->data : "[]";
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	Jsonb	   *volatile rows = NULL;

	if (strlen(text) <= ROWS_ALWAYS_FIT)
		return DatumGetJsonbP(DirectFunctionCall1(jsonb_in, CStringGetDatum(text)));
	subxact_begin(callercxt);
	PG_TRY();
	{
		rows = DatumGetJsonbP(DirectFunctionCall1(jsonb_in, CStringGetDatum(text)));
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		step->notes = lappend(step->notes,
							  psprintf("The " INT64_FORMAT " captured rows (%d bytes of JSON) were left out of "
									   "the result and the receipt: %s. Lower nl2sql_heal.max_bytes or "
									   "nl2sql_heal.max_rows to keep fewer.",
									   final->res.rows_captured, final->res.rows->len, edata->message));
		FreeErrorData(edata);
		resetStringInfo(final->res.rows);
		appendStringInfoString(final->res.rows, "[]");
		final->res.rows_captured = 0;
		final->res.truncated = final->res.row_count > 0;
		rows = DatumGetJsonbP(DirectFunctionCall1(jsonb_in, CStringGetDatum("[]")));
	}
	PG_END_TRY();
	return rows;
}
