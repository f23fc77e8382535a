/*
 * nl2sql_heal.c — entry points, settings and _PG_init.
 */
#include "nl2sql_heal.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "access/xact.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "heal.h"
#include "model.h"
#include "receipt_writer.h"
#include "receipts.h"

PG_MODULE_MAGIC;

int			heal_repair_max_attempts = HEAL_MAX_ATTEMPTS_DEFAULT;
int			heal_statement_timeout_ms = 30000;
int			heal_max_rows = 1000;
int			heal_max_bytes = 1024 * 1024;
bool		heal_synchronous_receipts = false;

void		_PG_init(void);

PG_FUNCTION_INFO_V1(nl2sql_heal_execute);

/*
 * The default repair budget from LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS: truncated
 * toward zero and clamped to 0..5.  Unset, empty or non-numeric means the
 * built-in default, never 0: an unset variable never switches repair off.
 */
static int
repair_budget_from_environment(void)
{
	const char *value = getenv("LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS");
	char	   *end;
	double		parsed;

	if (value == NULL)
		return HEAL_MAX_ATTEMPTS_DEFAULT;
	while (*value == ' ' || *value == '\t')
		value++;
	if (*value == '\0')
		return HEAL_MAX_ATTEMPTS_DEFAULT;
	parsed = strtod(value, &end);
	while (*end == ' ' || *end == '\t' || *end == '\n')
		end++;
	if (end == value || *end != '\0' || isnan(parsed))
		return HEAL_MAX_ATTEMPTS_DEFAULT;
	parsed = trunc(parsed);
	if (parsed < 0)
		return 0;
	if (parsed > HEAL_MAX_ATTEMPTS_LIMIT)
		return HEAL_MAX_ATTEMPTS_LIMIT;
	return (int) parsed;
}

/* Define the settings; runs once per backend when the library loads. */
void
_PG_init(void)
{
	heal_repair_max_attempts = repair_budget_from_environment();
	DefineCustomIntVariable("nl2sql_heal.repair_max_attempts",
							"Rewrites heal_execute may try per step.",
							"0 turns repair off. The default comes from the server's "
							"LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS environment variable, else 2.",
							&heal_repair_max_attempts,
							heal_repair_max_attempts, 0, HEAL_MAX_ATTEMPTS_LIMIT,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.statement_timeout",
							"Time limit of each execution of a generated query.",
							"0 disables the limit.",
							&heal_statement_timeout_ms,
							30000, 0, INT_MAX,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.max_rows",
							"Rows of a result kept in the result and the receipt.",
							"Rows past the cap are counted but not kept.",
							&heal_max_rows,
							1000, 0, 1000000,
							PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.max_bytes",
							"Bytes of result rows kept in the result and the receipt.",
							NULL,
							&heal_max_bytes,
							1024 * 1024, 1024, 256 * 1024 * 1024,
							PGC_USERSET, GUC_UNIT_BYTE, NULL, NULL, NULL);
	DefineCustomBoolVariable("nl2sql_heal.synchronous_receipts",
							 "Commit transactions that wrote only receipts synchronously.",
							 "Off: such a transaction commits like synchronous_commit = off, so a crash "
							 "can lose the last receipts written, never other data.",
							 &heal_synchronous_receipts,
							 false, PGC_USERSET, 0, NULL, NULL, NULL);
	model_define_settings();
	receipt_writer_define_settings();
	if (process_shared_preload_libraries_in_progress)
		receipt_writer_preload();
	MarkGUCPrefixReserved("nl2sql_heal");
	exec_init_timeout();
	receipts_init();
}

/* Append "key": value-as-JSON-string (or null). */
static void
json_key_string(StringInfo buf, const char *key, const char *value)
{
	escape_json(buf, key);
	appendStringInfoChar(buf, ':');
	if (value)
		escape_json(buf, value);
	else
		appendStringInfoString(buf, "null");
}

/* The result object of one step, as JSON text. */
static char *
step_result_json(int64 receipt_id, int step_no, const HealStep *step)
{
	StringInfoData buf;
	const HealAttempt *final = &step->attempts[step->final];
	bool		ran = step->status != STEP_FAILED;
	ListCell   *lc;
	int			i;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	if (receipt_id > 0)
		appendStringInfo(&buf, "\"receipt_id\":" INT64_FORMAT ",", receipt_id);
	else
		appendStringInfoString(&buf, "\"receipt_id\":null,");
	appendStringInfo(&buf, "\"step\":%d,", step_no);
	json_key_string(&buf, "status", heal_status_name(step->status));
	appendStringInfoChar(&buf, ',');
	json_key_string(&buf, "sql", final->sql);
	appendStringInfoChar(&buf, ',');
	json_key_string(&buf, "original_sql", step->original_sql);
	appendStringInfoChar(&buf, ',');
	json_key_string(&buf, "target", step->target_name);

	appendStringInfoString(&buf, ",\"columns\":[");
	for (i = 0; ran && i < final->res.ncolumns; i++)
	{
		if (i > 0)
			appendStringInfoChar(&buf, ',');
		escape_json(&buf, final->res.columns[i]);
	}
	appendStringInfoString(&buf, "],\"rows\":");
	appendStringInfoString(&buf, ran && final->res.rows && final->res.rows->len ? final->res.rows->data : "[]");
	appendStringInfo(&buf, ",\"row_count\":" INT64_FORMAT ",\"truncated\":%s",
					 ran ? final->res.row_count : 0,
					 ran && final->res.truncated ? "true" : "false");

	appendStringInfoString(&buf, ",\"attempts\":[");
	for (i = 0; i < step->nattempts; i++)
	{
		const HealAttempt *a = &step->attempts[i];
		bool		a_ran = a->res.outcome == OUTCOME_OK || a->res.outcome == OUTCOME_EMPTY;

		if (i > 0)
			appendStringInfoChar(&buf, ',');
		appendStringInfo(&buf, "{\"attempt\":%d,", a->attempt);
		json_key_string(&buf, "sql", a->sql);
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "outcome", outcome_name(a->res.outcome));
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "sqlstate", a->res.sqlstate);
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "message", a->res.message);
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "class", a->res.outcome == OUTCOME_OK ? NULL :
						a->repairable ? "repairable" : "not_repairable");
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "repair", a->repair);
		if (a->model)
		{
			/* the model call behind the rewrite */
			appendStringInfoChar(&buf, ',');
			json_key_string(&buf, "deployment", a->model->deployment);
			appendStringInfo(&buf, ",\"model_ms\":%.3f", a->model->ms);
			if (a->model->tokens_in >= 0)
				appendStringInfo(&buf, ",\"tokens_in\":%ld", a->model->tokens_in);
			if (a->model->tokens_out >= 0)
				appendStringInfo(&buf, ",\"tokens_out\":%ld", a->model->tokens_out);
		}
		if (a_ran)
			appendStringInfo(&buf, ",\"row_count\":" INT64_FORMAT, a->res.row_count);
		appendStringInfo(&buf, ",\"ms\":%.3f}", a->res.ms);
	}
	appendStringInfoChar(&buf, ']');

	appendStringInfoString(&buf, ",\"error\":");
	if (step->status == STEP_FAILED)
	{
		const ExecResult *err = &step->attempts[step->error_from].res;

		appendStringInfoChar(&buf, '{');
		json_key_string(&buf, "sqlstate", err->sqlstate);
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "message", err->message);
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "detail", err->detail);
		appendStringInfoChar(&buf, ',');
		json_key_string(&buf, "hint", err->hint);
		if (err->position > 0)
			appendStringInfo(&buf, ",\"position\":%d", err->position);
		appendStringInfoChar(&buf, '}');
	}
	else
		appendStringInfoString(&buf, "null");

	appendStringInfoString(&buf, ",\"notes\":[");
	foreach(lc, step->notes)
	{
		if (foreach_current_index(lc) > 0)
			appendStringInfoChar(&buf, ',');
		escape_json(&buf, lfirst(lc));
	}
	appendStringInfoString(&buf, "]}");
	return buf.data;
}

/* Is s NULL-free but only whitespace? */
static bool
blank(const char *s)
{
	for (; *s; s++)
	{
		if (!isspace((unsigned char) *s))
			return false;
	}
	return true;
}

/*
 * heal_execute(question, sql, target, max_attempts, receipt_id) → jsonb
 *
 * Raises only for misuse; failures of the generated query are reported in
 * the result.
 */
Datum
nl2sql_heal_execute(PG_FUNCTION_ARGS)
{
	HealStep	step;
	HealTarget *target;
	int			budget;
	int64		receipt_id = 0;
	int			step_no = 1;
	bool		can_write = !XactReadOnly;
	char	   *result;

	if (PG_ARGISNULL(1))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("sql must not be null")));
	memset(&step, 0, sizeof(step));
	step.question = PG_ARGISNULL(0) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(0));
	step.original_sql = text_to_cstring(PG_GETARG_TEXT_PP(1));
	if (blank(step.original_sql))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sql must not be empty")));
	step.target_name = PG_ARGISNULL(2) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(2));

	budget = heal_repair_max_attempts;
	if (!PG_ARGISNULL(3))
		budget = Max(0, Min(HEAL_MAX_ATTEMPTS_LIMIT, PG_GETARG_INT32(3)));

	/* Misuse is found before anything runs. */
	if (!PG_ARGISNULL(4))
	{
		receipt_id = PG_GETARG_INT64(4);
		step_no = receipts_next_step(receipt_id);
	}
	if (step.target_name)
	{
		target = remote_target(step.target_name);
		/* receipts record the server's name (a connection string without its password) */
		step.target_name = target->name;
	}
	else
		target = local_target();

	heal_run(&step, target, budget);

	if (can_write)
		receipt_id = receipts_write(receipt_id, step_no, &step);
	else
	{
		step.notes = lappend(step.notes,
							 "No receipt was written: the transaction is read-only.");
		receipt_id = 0;
	}

	result = step_result_json(receipt_id, step_no, &step);
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(result)));
}
