/*
 * ask.c — full NL2SQL in one call and one receipt.
 *
 * ask(question, target, dialect) goes through its phases in order, each a
 * function below:
 *
 *   ask_write_query   the model writes a query from the schema scoped to the
 *                     question and the governed metrics;
 *   ask_heal          the query runs and is healed as heal_execute does it
 *                     (rules first, the model after), and the receipt is written;
 *   ask_write_answer  the model writes a short answer from the captured rows,
 *                     with the values of sensitive columns masked;
 *   ask_check         the answer is judged against the receipt, as check_answer
 *                     does, and the verdict stored on it;
 *   ask_record_calls  ask()'s own model calls go to nl2sql_heal.model_calls,
 *                     so that model_usage counts them (a query call that
 *                     fails, so that ask() raises, through the receipt
 *                     writer, which commits it apart);
 *   ask_result        one jsonb result.
 *
 * The pieces are called directly (heal loop, receipt writer, plausibility
 * check), so the rows stay in memory as they were captured and no result
 * is turned into text and parsed back.
 */
#include "postgres.h"

#include "target.h"
#include "execute.h"
#include "remote.h"

#include "access/xact.h"
#include "access/xlog.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"

#include "heal.h"
#include "model.h"
#include "plausibility.h"
#include "receipts.h"
#include "result_json.h"
#include "sensitive.h"
#include "source_dialect.h"

/* Longest answer kept (bytes). */
#define ASK_ANSWER_MAX 4000

PG_FUNCTION_INFO_V1(nl2sql_heal_ask);

/* One ask() call, as it goes through its phases. */
typedef struct AskCall
{
	/* the arguments */
	const char *question;
	const char *dialect;		/* NULL: nl2sql_heal.source_dialect */
	HealTarget *target;

	List	   *notes;			/* char *: ask()'s own, before the step's */

	/* ask_write_query */
	ModelCall	query_call;
	char	   *generated_sql;	/* NULL: the model wrote none */

	/* ask_heal */
	HealStep	step;
	bool		can_write;		/* receipts (and model calls) can be written */
	int64		receipt_id;		/* 0: none was written */
	Jsonb	   *rows;

	/* ask_write_answer */
	bool		answer_called;
	ModelCall	answer_call;
	char	   *answer;			/* NULL: none */

	/* ask_check */
	bool		checked;
	AnswerVerdict verdict;
} AskCall;

/* Is blank: NULL or only white space? */
static bool
is_blank(const char *s)
{
	for (; s && *s; s++)
	{
		if (!isspace((unsigned char) *s))
			return false;
	}
	return true;
}

/* The model's prose answer, tidied: no surrounding fences or blank space, capped. */
static char *
tidy_answer(const char *content)
{
	const char *s = content;
	const char *e;
	int			n;

	while (*s == ' ' || *s == '\n' || *s == '\r' || *s == '\t')
		s++;
	if (strncmp(s, "```", 3) == 0)
	{
		s = strchr(s, '\n');
		s = s ? s + 1 : content + strlen(content);
	}
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\n' || e[-1] == '\r' || e[-1] == '\t'))
		e--;
	if (e - s >= 3 && strncmp(e - 3, "```", 3) == 0)
		e -= 3;
	while (e > s && (e[-1] == ' ' || e[-1] == '\n' || e[-1] == '\r' || e[-1] == '\t'))
		e--;
	n = pg_mbcliplen(s, (int) (e - s), ASK_ANSWER_MAX);
	return pnstrdup(s, n);
}

/* The names of a list, comma-separated. */
static char *
join_names(List *names)
{
	StringInfoData buf;
	ListCell   *lc;

	initStringInfo(&buf);
	foreach(lc, names)
		appendStringInfo(&buf, "%s%s", foreach_current_index(lc) > 0 ? ", " : "", (char *) lfirst(lc));
	return buf.data;
}

/* A prompt built by llm_wire (malloc'd), in palloc'd memory; raises when out of memory. */
static char *
take_prompt(char *malloced)
{
	char	   *prompt = model_take_malloced(malloced);

	if (prompt == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory while building the model prompt")));
	return prompt;
}

/*
 * The arguments.  Misuse raises before the model is called: a NULL or empty
 * question, an unknown dialect, no usable model, an unknown target.
 */
static void
ask_arguments(FunctionCallInfo fcinfo, AskCall *ask)
{
	char	   *why = NULL;
	const char *target_name;

	if (PG_ARGISNULL(0))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("question must not be null")));
	ask->question = text_to_cstring(PG_GETARG_TEXT_PP(0));
	if (is_blank(ask->question))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("question must not be empty")));
	target_name = PG_ARGISNULL(1) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(1));
	/* dialect: absent from the 0.1.0 signature */
	ask->dialect = PG_NARGS() > 2 && !PG_ARGISNULL(2) ? text_to_cstring(PG_GETARG_TEXT_PP(2)) : NULL;
	if (ask->dialect)
		(void) source_dialect_resolve(ask->dialect);
	if (!model_configured(&why))
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("ask() needs a model, and none is usable"),
				 errdetail("%s", why),
				 errhint("heal_execute() works without a model: pass it a query written elsewhere.")));
	ask->target = target_name ? remote_target(target_name) : local_target();
}

/* A model call as a row of nl2sql_heal.model_calls. */
static ModelCallRow
call_row(const char *purpose, const ModelCall *call, const char *outcome)
{
	ModelCallRow row;

	row.purpose = purpose;
	row.tier = call->tier;
	row.deployment = call->deployment ? call->deployment : "";
	row.outcome = outcome;
	row.failure = call->ok ? NULL : call->failure;
	row.ms = call->ms;
	row.tokens_in = call->tokens_in >= 0 ? (int32) call->tokens_in : -1;
	row.tokens_out = call->tokens_out >= 0 ? (int32) call->tokens_out : -1;
	row.tries = call->tries;
	return row;
}

/*
 * The call that was to write the query got no usable reply, and ask() is
 * about to raise: the row can only outlive the aborted transaction through
 * the receipt writer (without one it is lost with the transaction, as a
 * receipt would be).
 */
static void
ask_record_failed_query_call(AskCall *ask)
{
	ModelCallRow row;

	if (XactReadOnly)
		return;
	row = call_row("query", &ask->query_call, "call_failed");
	receipts_write_model_calls(0, &row, 1, true);
}

/*
 * 1. The model writes the query from the scoped schema and the metrics.
 * Raises when no usable reply comes; a reply without SQL leaves
 * generated_sql NULL.
 */
static void
ask_write_query(AskCall *ask)
{
	List	   *metrics = metrics_load();
	List	   *named = metrics_named_in(metrics, ask->question);
	bool		schema_failed = false;
	int			withheld = 0;
	char	   *schema;
	char	   *system;
	char	   *user;
	ModelCall  *call = &ask->query_call;

	schema = model_schema_text(ask->target, NULL, ask->question, NULL, named,
							   sensitive_load(ask->target), &schema_failed, &withheld);
	if (schema_failed)
		ask->notes = lappend(ask->notes, "The live schema could not be fully read for the model's prompt; "
							 "it was given what could be read.");
	if (withheld > 0)
		ask->notes = lappend(ask->notes,
							 psprintf("Sample values of %d sensitive column%s were not sent to the model.",
									  withheld, withheld == 1 ? "" : "s"));
	system = take_prompt(llm_build_generate_system_prompt());
	user = take_prompt(llm_build_generate_user_prompt(ask->question, schema,
													  model_metrics_text(metrics, named), 0));
	model_route(call, true);
	if (call->fallback_note)
		ask->notes = lappend(ask->notes, call->fallback_note);
	model_chat(call, system, user, MODEL_SQL_MAX_TOKENS, MODEL_SQL_MAX_TOKENS_REASONING);
	if (!call->ok)
		ask_record_failed_query_call(ask);
	if (!call->ok)
		ereport(ERROR,
				(errcode(call->http_status == 0 ? ERRCODE_CONNECTION_FAILURE : ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("the model could not write a query for the question"),
				 errdetail("Model %s (deployment \"%s\"): %s.", call->tier, call->deployment, call->failure),
				 errhint("Check the nl2sql_heal.model_* settings, or pass a query to heal_execute() yourself.")));
	ask->generated_sql = model_take_malloced(llm_extract_sql_ex(call->content, false, NULL));
	if (ask->generated_sql == NULL)
	{
		/* Nothing to run: the model says the schema cannot answer, or wrote prose. */
		ask->notes = lappend(ask->notes,
							 psprintf("The model wrote no query for this question (%s), so nothing ran and no receipt was written.",
									  strncmp(call->content, LLM_NO_REPAIR_REPLY, strlen(LLM_NO_REPAIR_REPLY)) == 0
									  ? "it judged that the schema cannot answer it" : "its reply held no SQL"));
	}
}

/*
 * 2. The query runs and is healed, and the receipt is written, exactly as
 * heal_execute(question, sql, target, dialect => dialect) does it: the
 * configured repair budget, remembered repairs, a new receipt.
 */
static void
ask_heal(AskCall *ask)
{
	HealStep   *step = &ask->step;

	memset(step, 0, sizeof(*step));
	step->question = ask->question;
	step->original_sql = ask->generated_sql;
	/* receipts record the server's name (a connection string without its password) */
	step->target_name = ask->target->name;
	step->source_dialect = source_dialect_resolve(ask->dialect);
	ask->can_write = !XactReadOnly;

	step->can_write = ask->can_write;
	heal_run(step, ask->target, heal_repair_max_attempts);
	ask->rows = final_rows_jsonb(step);
	if (ask->can_write)
		ask->receipt_id = receipts_write(0, 1, step);
	else
		step->notes = lappend(step->notes,
							  RecoveryInProgress()
							  ? "No receipt was written: the server is a hot standby, where nothing can be written. "
							  "To keep receipts, call heal_execute on the primary with target naming a foreign server for this standby."
							  : "No receipt was written: the transaction is read-only.");
}

/*
 * The rows with the values of the masked columns replaced by the mask
 * (nulls stay null; the columns and the number of rows stay).
 */
static Jsonb *
mask_rows(Jsonb *rows, const bool *masked, int ncolumns)
{
	JsonbParseState *ps = NULL;
	JsonbIterator *it = JsonbIteratorInit(&rows->root);
	JsonbValue	row;
	JsonbValue	mask;

	mask.type = jbvString;
	mask.val.string.val = SENSITIVE_MASK;
	mask.val.string.len = strlen(SENSITIVE_MASK);

	(void) JsonbIteratorNext(&it, &row, true);	/* the array of rows */
	jb_begin_array(&ps);
	while (JsonbIteratorNext(&it, &row, true) == WJB_ELEM)
	{
		JsonbIterator *cells;
		JsonbValue	cell;
		int			column = 0;

		if (row.type != jbvBinary)
		{
			pushJsonbValue(&ps, WJB_ELEM, &row);
			continue;
		}
		cells = JsonbIteratorInit(row.val.binary.data);
		(void) JsonbIteratorNext(&cells, &cell, true);	/* the row's array */
		jb_begin_array(&ps);
		while (JsonbIteratorNext(&cells, &cell, true) == WJB_ELEM)
		{
			bool		hide = column < ncolumns && masked[column] && cell.type != jbvNull;

			pushJsonbValue(&ps, WJB_ELEM, hide ? &mask : &cell);
			column++;
		}
		jb_end_array(&ps);
	}
	return JsonbValueToJsonb(pushJsonbValue(&ps, WJB_END_ARRAY, NULL));
}

/*
 * The rows handed over for the answer, as text:
 * {"rows", "columns", "row_count", "truncated"}.  Result columns computed
 * from sensitive columns are masked; *masked_columns names them.
 */
static char *
answer_rows_text(AskCall *ask, const SensitiveSet *sens, List **masked_columns)
{
	const HealStep *step = &ask->step;
	const HealAttempt *final = &step->attempts[step->final];
	int			ncolumns = final->res.ncolumns;
	Jsonb	   *rows = ask->rows;
	JsonbParseState *ps = NULL;
	Jsonb	   *payload;
	int			i;

	*masked_columns = NIL;
	/* also without labels: the extension's own tables are never sent */
	{
		int			nmasked;
		bool	   *masked = sensitive_result_columns(sens, final->sql, ncolumns,
													  final->res.columns, &nmasked);

		if (nmasked > 0)
		{
			rows = mask_rows(rows, masked, ncolumns);
			for (i = 0; i < ncolumns; i++)
			{
				if (masked[i])
					*masked_columns = lappend(*masked_columns, final->res.columns[i]);
			}
		}
	}

	jb_begin_object(&ps);
	jb_key(&ps, "columns");
	jb_begin_array(&ps);
	for (i = 0; i < ncolumns; i++)
		jb_elem_string(&ps, final->res.columns[i]);
	jb_end_array(&ps);
	jb_key_jsonb(&ps, "rows", rows);
	jb_key_int(&ps, "row_count", final->res.row_count);
	jb_key_bool(&ps, "truncated", final->res.truncated);
	payload = jb_end_object_jsonb(&ps);
	return JsonbToCString(NULL, &payload->root, VARSIZE(payload));
}

/*
 * 3. The model writes a short answer from the captured rows.  The receipt
 * keeps the rows as they are; the model gets them, and the query, masked.
 */
static void
ask_write_answer(AskCall *ask)
{
	const HealStep *step = &ask->step;
	const char *final_sql = step->attempts[step->final].sql;
	SensitiveSet *sens;
	SensitiveMask mask;
	List	   *masked_columns = NIL;
	int			masked_literals = 0;
	const char *answer_sql = final_sql;
	char	   *answer_rows;
	char	   *system;
	char	   *user;
	ModelCall  *call = &ask->answer_call;

	if (step->status == STEP_FAILED)
	{
		ask->notes = lappend(ask->notes, "No answer was written: the query failed, so there are no rows to answer from.");
		return;
	}

	sens = sensitive_load(ask->target);
	memset(&mask, 0, sizeof(mask));
	if (sensitive_any(sens))
		answer_sql = sensitive_mask_sql(sens, &mask, final_sql, true, &masked_literals);
	answer_rows = answer_rows_text(ask, sens, &masked_columns);
	if (masked_columns != NIL && sens->unknown)
		ask->notes = lappend(ask->notes,
							 psprintf("Every value was masked in the rows sent to the model for the answer "
									  "(result column%s %s; names and row count kept): the labels of sensitive "
									  "columns could not be read on the target. The result and the receipt keep them.",
									  list_length(masked_columns) == 1 ? "" : "s",
									  join_names(masked_columns)));
	else if (masked_columns != NIL && !sensitive_any(sens))
		ask->notes = lappend(ask->notes,
							 psprintf("Values read from the extension's own tables were masked in the rows sent "
									  "to the model for the answer (result column%s %s; names and row count kept); "
									  "the result and the receipt keep them.",
									  list_length(masked_columns) == 1 ? "" : "s",
									  join_names(masked_columns)));
	else if (masked_columns != NIL)
		ask->notes = lappend(ask->notes,
							 psprintf("Values of sensitive columns were masked in the rows sent to the model "
									  "for the answer (result column%s %s; names and row count kept); "
									  "the result and the receipt keep them.",
									  list_length(masked_columns) == 1 ? "" : "s",
									  join_names(masked_columns)));
	if (masked_literals > 0 && sens->unknown)
		ask->notes = lappend(ask->notes,
							 psprintf("%d literal%s %s masked in the query sent to the model for the answer: "
									  "the labels of sensitive columns could not be read on the target.",
									  masked_literals, masked_literals == 1 ? "" : "s",
									  masked_literals == 1 ? "was" : "were"));
	else if (masked_literals > 0)
		ask->notes = lappend(ask->notes,
							 psprintf("%d literal%s compared with sensitive columns %s masked in the query "
									  "sent to the model for the answer.", masked_literals,
									  masked_literals == 1 ? "" : "s", masked_literals == 1 ? "was" : "were"));

	system = take_prompt(llm_build_answer_system_prompt());
	user = take_prompt(llm_build_answer_user_prompt(ask->question, answer_sql, answer_rows, 0));
	user = sensitive_scrub_prompt(&mask, user);
	model_route(call, false);
	model_chat(call, system, user, MODEL_ANSWER_MAX_TOKENS, MODEL_ANSWER_MAX_TOKENS_REASONING);
	ask->answer_called = true;
	if (call->ok)
		ask->answer = tidy_answer(call->content);
	if (ask->answer == NULL || ask->answer[0] == '\0')
	{
		ask->answer = NULL;
		ask->notes = lappend(ask->notes,
							 psprintf("The model could not write an answer from the rows: %s.",
									  call->ok ? "its reply was empty" : call->failure));
	}
}

/* 4. The answer is judged against the receipt, and the verdict stored on it. */
static void
ask_check(AskCall *ask)
{
	if (ask->answer == NULL)
		return;
	if (ask->receipt_id == 0)
	{
		ask->notes = lappend(ask->notes, "The answer was not checked: no receipt was written (the transaction is read-only).");
		return;
	}
	plausibility_check(ask->receipt_id, ask->answer, &ask->verdict);
	ask->checked = true;
}

/*
 * How a model call of ask() came out, in model_usage's terms: for the call
 * that wrote the query, how the step's first execution came out (ok, empty,
 * error, rejected), or no_rewrite when the reply held no query; for the
 * answer, ok, call_failed (no usable reply) or no_rewrite (an empty one).
 */
static const char *
call_outcome(const AskCall *ask, bool query)
{
	if (query)
	{
		if (ask->generated_sql == NULL)
			return "no_rewrite";
		return outcome_name(ask->step.attempts[0].res.outcome);
	}
	if (!ask->answer_call.ok)
		return "call_failed";
	return ask->answer ? "ok" : "no_rewrite";
}

/*
 * 5. ask()'s own model calls (the query, the answer) are recorded for
 * model_usage, as receipts are: through the receipt writer, or in the
 * caller's transaction.  Where receipts cannot be written (a read-only
 * transaction, a hot standby), neither can these; the repairs' calls are in
 * the receipt.
 */
static void
ask_record_calls(AskCall *ask)
{
	ModelCallRow rows[2];
	int			n = 0;

	if (XactReadOnly)
		return;
	rows[n++] = call_row("query", &ask->query_call, call_outcome(ask, true));
	if (ask->answer_called)
		rows[n++] = call_row("answer", &ask->answer_call, call_outcome(ask, false));
	receipts_write_model_calls(ask->receipt_id, rows, n, false);
}

/* One model call in the result's "model" object. */
static void
push_call(JsonbParseState **ps, const char *key, const ModelCall *call)
{
	jb_key(ps, key);
	jb_begin_object(ps);
	jb_key_string(ps, "tier", call->tier);
	jb_key_string(ps, "deployment", call->deployment ? call->deployment : "");
	jb_key_ms(ps, "ms", call->ms);
	jb_key_int(ps, "tries", call->tries);
	if (call->tokens_in >= 0)
		jb_key_int(ps, "tokens_in", call->tokens_in);
	if (call->tokens_out >= 0)
		jb_key_int(ps, "tokens_out", call->tokens_out);
	jb_end_object(ps);
}

/* 6. One result: the answer, the verdict, the rows and the receipt. */
static Jsonb *
ask_result(AskCall *ask)
{
	JsonbParseState *ps = NULL;
	bool		ran = ask->generated_sql != NULL;

	jb_begin_object(&ps);
	jb_key_string(&ps, "question", ask->question);
	jb_key_string(&ps, "answer", ask->answer);
	if (ask->checked)
	{
		jb_key_bool(&ps, "plausible", ask->verdict.plausible);
		jb_key_jsonb(&ps, "verdict", DatumGetJsonbP(ask->verdict.verdict));
	}
	else
	{
		jb_key_null(&ps, "plausible");
		jb_key_null(&ps, "verdict");
	}
	jb_key_string(&ps, "generated_sql", ask->generated_sql);
	if (ran)
		jb_step_fields(&ps, ask->receipt_id, 1, &ask->step, ask->rows, false);
	else
	{
		/* nothing ran: the keys of a result, empty */
		jb_key_string(&ps, "status", "no_query");
		jb_key_null(&ps, "sql");
		jb_key(&ps, "columns");
		jb_begin_array(&ps);
		jb_end_array(&ps);
		jb_key(&ps, "rows");
		jb_begin_array(&ps);
		jb_end_array(&ps);
		jb_key_int(&ps, "row_count", 0);
		jb_key_bool(&ps, "truncated", false);
		jb_key_null(&ps, "receipt_id");
		jb_key(&ps, "attempts");
		jb_begin_array(&ps);
		jb_end_array(&ps);
	}
	jb_key(&ps, "notes");
	jb_begin_array(&ps);
	jb_elem_strings(&ps, ask->notes);
	if (ran)
		jb_elem_strings(&ps, ask->step.notes);
	jb_end_array(&ps);
	jb_key(&ps, "model");
	jb_begin_object(&ps);
	push_call(&ps, "query", &ask->query_call);
	if (ask->answer_called)
		push_call(&ps, "answer", &ask->answer_call);
	jb_end_object(&ps);
	return jb_end_object_jsonb(&ps);
}

/*
 * ask(question text, target text DEFAULT NULL, dialect text DEFAULT NULL) → jsonb
 *
 * Raises for misuse (NULL or empty question, no model configured, an unknown
 * target or dialect) and when the model cannot be reached to write the
 * query; every later failure (the query, the answer, the check) is reported
 * in the result, whose receipt keeps the whole story.
 */
Datum
nl2sql_heal_ask(PG_FUNCTION_ARGS)
{
	AskCall		ask;

	memset(&ask, 0, sizeof(ask));
	ask_arguments(fcinfo, &ask);
	ask_write_query(&ask);
	if (ask.generated_sql != NULL)
	{
		ask_heal(&ask);
		ask_write_answer(&ask);
		ask_check(&ask);
	}
	ask_record_calls(&ask);
	PG_RETURN_JSONB_P(ask_result(&ask));
}
