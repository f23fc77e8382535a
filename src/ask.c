/*
 * ask.c — full NL2SQL in one call and one receipt.
 *
 * ask(question, target): the model writes a query from the schema scoped to
 * the question and the governed metrics; heal_execute runs it (healing it
 * when it fails, with rules first and the model after); the model writes a
 * short answer from the captured rows; check_answer judges that answer
 * against the receipt.  heal_execute and check_answer are called through
 * SQL, exactly as a client would call them, so their behaviour (and their
 * receipts) is theirs alone.
 */
#include "target.h"
#include "execute.h"
#include "remote.h"

#include "executor/spi.h"
#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "heal.h"
#include "model.h"
#include "sensitive.h"
#include "source_dialect.h"

/* Longest answer kept (bytes). */
#define ASK_ANSWER_MAX 4000

PG_FUNCTION_INFO_V1(nl2sql_heal_ask);

/* A JSON object describing one model call. */
static void
append_call_json(StringInfo buf, const char *key, const ModelCall *call)
{
	escape_json(buf, key);
	appendStringInfoString(buf, ":{\"tier\":");
	escape_json(buf, call->tier);
	appendStringInfoString(buf, ",\"deployment\":");
	escape_json(buf, call->deployment ? call->deployment : "");
	appendStringInfo(buf, ",\"ms\":%.3f,\"tries\":%d", call->ms, call->tries);
	if (call->tokens_in >= 0)
		appendStringInfo(buf, ",\"tokens_in\":%ld", call->tokens_in);
	if (call->tokens_out >= 0)
		appendStringInfo(buf, ",\"tokens_out\":%ld", call->tokens_out);
	appendStringInfoChar(buf, '}');
}

/* A JSON array of strings. */
static char *
json_string_array(List *strings)
{
	StringInfoData buf;
	ListCell   *lc;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	foreach(lc, strings)
	{
		if (foreach_current_index(lc) > 0)
			appendStringInfoChar(&buf, ',');
		escape_json(&buf, lfirst(lc));
	}
	appendStringInfoChar(&buf, ']');
	return buf.data;
}

/* s as a JSON string. */
static char *
json_quote(const char *s)
{
	StringInfoData buf;

	initStringInfo(&buf);
	escape_json(&buf, s);
	return buf.data;
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

/* Column i of the current SPI row as a string copied into cxt (NULL for SQL NULL). */
static char *
spi_text(int col, MemoryContext cxt)
{
	char	   *v = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, col);

	return v ? MemoryContextStrdup(cxt, v) : NULL;
}

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

/*
 * The rows handed over for the answer ({"columns", "rows", ...} as text),
 * with the values of result columns computed from sensitive columns masked
 * (nulls stay null; the column names stay, and so does the row count).  Runs
 * inside ask()'s SPI connection; *masked_columns lists what was masked.
 */
static char *
mask_answer_rows(const SensitiveSet *set, const char *sql, const char *rows_json,
				 MemoryContext cxt, List **masked_columns)
{
	Oid			types[2] = {TEXTOID, TEXTOID};
	Datum		values[2];
	char	  **columns;
	bool	   *masked;
	int			ncolumns;
	int			nmasked;
	int			i;
	StringInfoData idx;

	*masked_columns = NIL;
	values[0] = CStringGetTextDatum(rows_json);
	if (SPI_execute_with_args("SELECT c FROM pg_catalog.jsonb_array_elements_text("
							  "($1::pg_catalog.jsonb) OPERATOR(pg_catalog.->) 'columns') c",
							  1, types, values, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "could not read the result's columns");
	ncolumns = (int) SPI_processed;
	columns = palloc0(sizeof(char *) * Max(ncolumns, 1));
	for (i = 0; i < ncolumns; i++)
		columns[i] = pstrdup(SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1));
	masked = sensitive_result_columns(set, sql, ncolumns, columns, &nmasked);
	if (nmasked == 0)
		return (char *) rows_json;

	initStringInfo(&idx);
	appendStringInfoChar(&idx, '{');
	for (i = 0; i < ncolumns; i++)
	{
		if (!masked[i])
			continue;
		appendStringInfo(&idx, "%s%d", idx.len > 1 ? "," : "", i + 1);
		*masked_columns = lappend(*masked_columns, MemoryContextStrdup(cxt, columns[i]));
	}
	appendStringInfoChar(&idx, '}');
	values[1] = CStringGetTextDatum(idx.data);
	if (SPI_execute_with_args(
							  "SELECT pg_catalog.jsonb_set($1::pg_catalog.jsonb, '{rows}', COALESCE(("
							  "  SELECT pg_catalog.jsonb_agg(("
							  "      SELECT pg_catalog.jsonb_agg(CASE WHEN e.i OPERATOR(pg_catalog.=) ANY ($2::pg_catalog.int8[]) "
							  "                 AND e.v OPERATOR(pg_catalog.<>) 'null'::pg_catalog.jsonb "
							  "                 THEN '\"" SENSITIVE_MASK "\"'::pg_catalog.jsonb ELSE e.v END ORDER BY e.i) "
							  "        FROM pg_catalog.jsonb_array_elements(r.val) WITH ORDINALITY e(v, i)) ORDER BY r.n) "
							  "    FROM pg_catalog.jsonb_array_elements(($1::pg_catalog.jsonb) OPERATOR(pg_catalog.->) 'rows') "
							  "         WITH ORDINALITY r(val, n)), '[]'::pg_catalog.jsonb))::pg_catalog.text",
							  2, types, values, NULL, true, 1) != SPI_OK_SELECT || SPI_processed != 1)
		elog(ERROR, "could not mask the rows for the answer");
	return spi_text(1, cxt);
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

/*
 * ask(question text, target text DEFAULT NULL) → jsonb
 *
 * Raises for misuse (NULL or empty question, no model configured, an unknown
 * target) and when the model cannot be reached to write the query; every
 * later failure (the query, the answer, the check) is reported in the
 * result, whose receipt keeps the whole story.
 */
Datum
nl2sql_heal_ask(PG_FUNCTION_ARGS)
{
	MemoryContext cxt = CurrentMemoryContext;
	char	   *question;
	char	   *target_name;
	char	   *dialect;
	HealTarget *target;
	char	   *why = NULL;
	List	   *metrics;
	List	   *named;
	bool		schema_failed = false;
	char	   *schema;
	char	   *system;
	char	   *user;
	ModelCall	gen;
	ModelCall	ans;
	bool		answered = false;
	char	   *sql;
	List	   *notes = NIL;
	char	   *heal = NULL;
	char	   *status = NULL;
	char	   *receipt = NULL;
	char	   *rows_json = NULL;
	char	   *final_sql = NULL;
	char	   *answer = NULL;
	char	   *verdict = NULL;
	StringInfoData model_json;
	char	   *result;

	if (PG_ARGISNULL(0))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("question must not be null")));
	question = text_to_cstring(PG_GETARG_TEXT_PP(0));
	if (is_blank(question))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("question must not be empty")));
	target_name = PG_ARGISNULL(1) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(1));
	/* dialect: absent from the 0.1.0 signature; checked before the model is called */
	dialect = PG_NARGS() > 2 && !PG_ARGISNULL(2) ? text_to_cstring(PG_GETARG_TEXT_PP(2)) : NULL;
	if (dialect)
		(void) source_dialect_resolve(dialect);
	if (!model_configured(&why))
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("ask() needs a model, and none is usable"),
				 errdetail("%s", why),
				 errhint("heal_execute() works without a model: pass it a query written elsewhere.")));
	target = target_name ? remote_target(target_name) : local_target();

	/* 1. The model writes the query from the scoped schema and the metrics. */
	metrics = metrics_load();
	named = metrics_named_in(metrics, question);
	schema = model_schema_text(target, NULL, question, NULL, named, &schema_failed);
	if (schema_failed)
		notes = lappend(notes, "The live schema could not be fully read for the model's prompt; "
						"it was given what could be read.");
	if (model_schema_withheld > 0)
		notes = lappend(notes, psprintf("Sample values of %d sensitive column%s were not sent to the model.",
										model_schema_withheld, model_schema_withheld == 1 ? "" : "s"));
	system = model_take_malloced(llm_build_generate_system_prompt());
	user = model_take_malloced(llm_build_generate_user_prompt(question, schema,
															  model_metrics_text(metrics, named), 0));
	if (system == NULL || user == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory while building the model prompt")));
	model_route(&gen, true);
	if (gen.fallback_note)
		notes = lappend(notes, gen.fallback_note);
	model_chat(&gen, system, user, MODEL_SQL_MAX_TOKENS, MODEL_SQL_MAX_TOKENS_REASONING);
	if (!gen.ok)
		ereport(ERROR,
				(errcode(gen.http_status == 0 ? ERRCODE_CONNECTION_FAILURE : ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("the model could not write a query for the question"),
				 errdetail("Model %s (deployment \"%s\"): %s.", gen.tier, gen.deployment, gen.failure),
				 errhint("Check the nl2sql_heal.model_* settings, or pass a query to heal_execute() yourself.")));
	sql = model_take_malloced(llm_extract_sql_ex(gen.content, false, NULL));

	initStringInfo(&model_json);
	appendStringInfoChar(&model_json, '{');
	append_call_json(&model_json, "query", &gen);

	if (sql == NULL)
	{
		/* Nothing to run: the model says the schema cannot answer, or wrote prose. */
		notes = lappend(notes, psprintf("The model wrote no query for this question (%s), so nothing ran and no receipt was written.",
										strncmp(gen.content, LLM_NO_REPAIR_REPLY, strlen(LLM_NO_REPAIR_REPLY)) == 0
										? "it judged that the schema cannot answer it" : "its reply held no SQL"));
		appendStringInfoChar(&model_json, '}');
		result = psprintf("{\"question\":%s,\"status\":\"no_query\",\"answer\":null,\"plausible\":null,"
						  "\"verdict\":null,\"sql\":null,\"generated_sql\":null,\"columns\":[],\"rows\":[],"
						  "\"row_count\":0,\"truncated\":false,\"receipt_id\":null,\"attempts\":[],"
						  "\"notes\":%s,\"model\":%s}",
						  json_quote(question), json_string_array(notes), model_json.data);
		PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(result)));
	}

	/* 2. heal_execute runs it, heals it, and writes the receipt. */
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	{
		Oid			types[4] = {TEXTOID, TEXTOID, TEXTOID, TEXTOID};
		Datum		values[4];
		char		nulls[4] = {' ', ' ', target_name ? ' ' : 'n', dialect ? ' ' : 'n'};

		values[0] = CStringGetTextDatum(question);
		values[1] = CStringGetTextDatum(sql);
		values[2] = target_name ? CStringGetTextDatum(target_name) : (Datum) 0;
		values[3] = dialect ? CStringGetTextDatum(dialect) : (Datum) 0;
		/* without a dialect, the call form every version of heal_execute has */
		if (SPI_execute_with_args(dialect ?
								  "SELECT h::pg_catalog.text, h OPERATOR(pg_catalog.->>) 'status', h OPERATOR(pg_catalog.->>) 'receipt_id', h OPERATOR(pg_catalog.->>) 'sql', "
								  "       pg_catalog.jsonb_build_object('columns', h OPERATOR(pg_catalog.->) 'columns', 'rows', h OPERATOR(pg_catalog.->) 'rows', "
								  "           'row_count', h OPERATOR(pg_catalog.->) 'row_count', 'truncated', h OPERATOR(pg_catalog.->) 'truncated')::pg_catalog.text "
								  "  FROM nl2sql_heal.heal_execute($1, $2, $3, dialect => $4) h" :
								  "SELECT h::pg_catalog.text, h OPERATOR(pg_catalog.->>) 'status', h OPERATOR(pg_catalog.->>) 'receipt_id', h OPERATOR(pg_catalog.->>) 'sql', "
								  "       pg_catalog.jsonb_build_object('columns', h OPERATOR(pg_catalog.->) 'columns', 'rows', h OPERATOR(pg_catalog.->) 'rows', "
								  "           'row_count', h OPERATOR(pg_catalog.->) 'row_count', 'truncated', h OPERATOR(pg_catalog.->) 'truncated')::pg_catalog.text "
								  "  FROM nl2sql_heal.heal_execute($1, $2, $3) h",
								  dialect ? 4 : 3, types, values, nulls, false, 1) != SPI_OK_SELECT || SPI_processed != 1)
			elog(ERROR, "heal_execute returned no row");
		heal = spi_text(1, cxt);
		status = spi_text(2, cxt);
		receipt = spi_text(3, cxt);
		final_sql = spi_text(4, cxt);
		rows_json = spi_text(5, cxt);
	}

	/* 3. The model writes a short answer from the captured rows. */
	if (strcmp(status, "failed") != 0)
	{
		SensitiveSet *sens = sensitive_load(target);
		SensitiveMask mask;
		List	   *masked_columns = NIL;
		int			masked_literals = 0;
		char	   *answer_sql = final_sql;
		char	   *answer_rows = rows_json;
		MemoryContext old;

		/* The receipt keeps the rows as they are; the model gets them masked. */
		memset(&mask, 0, sizeof(mask));
		if (sensitive_any(sens))
		{
			answer_sql = sensitive_mask_sql(sens, &mask, final_sql, true, &masked_literals);
			answer_rows = mask_answer_rows(sens, final_sql, rows_json, cxt, &masked_columns);
		}
		if (masked_columns != NIL)
			notes = lappend(notes, psprintf("Values of sensitive columns were masked in the rows sent to the model "
											"for the answer (result column%s %s; names and row count kept); "
											"the result and the receipt keep them.",
											list_length(masked_columns) == 1 ? "" : "s",
											join_names(masked_columns)));
		if (masked_literals > 0)
			notes = lappend(notes, psprintf("%d literal%s compared with sensitive columns %s masked in the query "
											"sent to the model for the answer.", masked_literals,
											masked_literals == 1 ? "" : "s", masked_literals == 1 ? "was" : "were"));
		old = MemoryContextSwitchTo(cxt);
		system = model_take_malloced(llm_build_answer_system_prompt());
		user = model_take_malloced(llm_build_answer_user_prompt(question, answer_sql, answer_rows, 0));
		if (system == NULL || user == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_OUT_OF_MEMORY),
					 errmsg("out of memory while building the model prompt")));
		model_route(&ans, false);
		model_chat(&ans, system, user, MODEL_ANSWER_MAX_TOKENS, MODEL_ANSWER_MAX_TOKENS_REASONING);
		answered = true;
		if (ans.ok)
			answer = tidy_answer(ans.content);
		if (answer == NULL || answer[0] == '\0')
		{
			answer = NULL;
			notes = lappend(notes, psprintf("The model could not write an answer from the rows: %s.",
											ans.ok ? "its reply was empty" : ans.failure));
		}
		MemoryContextSwitchTo(old);
	}
	else
		notes = lappend(notes, "No answer was written: the query failed, so there are no rows to answer from.");

	/* 4. check_answer judges the answer against the receipt. */
	if (answer != NULL && receipt == NULL)
		notes = lappend(notes, "The answer was not checked: no receipt was written (the transaction is read-only).");
	else if (answer != NULL)
	{
		if (SPI_execute("SELECT pg_catalog.to_regprocedure('nl2sql_heal.check_answer(pg_catalog.int8,pg_catalog.text)') IS NOT NULL",
						true, 1) != SPI_OK_SELECT || SPI_processed != 1)
			elog(ERROR, "could not look up check_answer");
		if (strcmp(spi_text(1, cxt), "t") != 0)
			notes = lappend(notes, "The answer was not checked: nl2sql_heal.check_answer is not installed.");
		else
		{
			Oid			types[2] = {INT8OID, TEXTOID};
			Datum		values[2];

			values[0] = Int64GetDatum(pg_strtoint64(receipt));
			values[1] = CStringGetTextDatum(answer);
			if (SPI_execute_with_args("SELECT nl2sql_heal.check_answer($1, $2)::pg_catalog.text",
									  2, types, values, NULL, false, 1) != SPI_OK_SELECT ||
				SPI_processed != 1)
				elog(ERROR, "check_answer returned no row");
			verdict = spi_text(1, cxt);
		}
	}

	if (answered)
	{
		appendStringInfoChar(&model_json, ',');
		append_call_json(&model_json, "answer", &ans);
	}
	appendStringInfoChar(&model_json, '}');

	/* 5. One result: the answer, the verdict, the rows and the receipt. */
	{
		Oid			types[6] = {TEXTOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID};
		Datum		values[6];
		char		nulls[6] = {' ', ' ', ' ', ' ', ' ', ' '};

		values[0] = CStringGetTextDatum(question);
		values[1] = answer ? CStringGetTextDatum(answer) : (Datum) 0;
		nulls[1] = answer ? ' ' : 'n';
		values[2] = verdict ? CStringGetTextDatum(verdict) : (Datum) 0;
		nulls[2] = verdict ? ' ' : 'n';
		values[3] = CStringGetTextDatum(heal);
		values[4] = CStringGetTextDatum(sql);
		values[5] = CStringGetTextDatum(psprintf("{\"notes\":%s,\"model\":%s}",
												 json_string_array(notes), model_json.data));
		if (SPI_execute_with_args(
								  "SELECT pg_catalog.jsonb_build_object("
								  "  'question', $1, 'answer', $2, "
								  "  'plausible', ($3::pg_catalog.jsonb) OPERATOR(pg_catalog.->) 'plausible', 'verdict', $3::pg_catalog.jsonb, "
								  "  'status', h OPERATOR(pg_catalog.->) 'status', 'sql', h OPERATOR(pg_catalog.->) 'sql', 'generated_sql', $5, "
								  "  'columns', h OPERATOR(pg_catalog.->) 'columns', 'rows', h OPERATOR(pg_catalog.->) 'rows', 'row_count', h OPERATOR(pg_catalog.->) 'row_count', "
								  "  'truncated', h OPERATOR(pg_catalog.->) 'truncated', 'receipt_id', h OPERATOR(pg_catalog.->) 'receipt_id', 'step', h OPERATOR(pg_catalog.->) 'step', "
								  "  'attempts', h OPERATOR(pg_catalog.->) 'attempts', 'error', h OPERATOR(pg_catalog.->) 'error', "
								  "  'notes', (x OPERATOR(pg_catalog.->) 'notes') OPERATOR(pg_catalog.||) "
								  "           COALESCE(h OPERATOR(pg_catalog.->) 'notes', '[]'::pg_catalog.jsonb), "
								  "  'model', x OPERATOR(pg_catalog.->) 'model')::pg_catalog.text "
								  "  FROM (SELECT $4::pg_catalog.jsonb h, $6::pg_catalog.jsonb x) s",
								  6, types, values, nulls, true, 1) != SPI_OK_SELECT || SPI_processed != 1)
			elog(ERROR, "could not build the ask() result");
		result = spi_text(1, cxt);
	}
	SPI_finish();
	PG_RETURN_DATUM(DirectFunctionCall1(jsonb_in, CStringGetDatum(result)));
}
