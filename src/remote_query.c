/*
 * remote_query.c — the HealTarget callbacks of a remote target: execute
 * (the local safety check, then one read-only transaction with our
 * settings, the remote function policy, the plan-cost guard and a cursor
 * fetched up to the capture caps), validate (Parse only) and catalog reads,
 * and the ExecResult each leaves, from the server's error fields or ours.
 */
#include "postgres.h"

#include "remote_int.h"

#include "execute.h"
#include "plan_guard.h"
#include "policy.h"
#include "outside_text.h"
#include "read_only.h"
#include "subxact.h"

#include "parser/parser.h"
#include "portability/instr_time.h"
#include "utils/builtins.h"
#include "utils/guc.h"

#define REMOTE_CURSOR "nl2sql_heal_cursor"
#define DECLARE_PREFIX "DECLARE " REMOTE_CURSOR " NO SCROLL CURSOR FOR "
#define EXPLAIN_PREFIX "EXPLAIN (FORMAT JSON) "
/* Rows fetched per round trip while capturing. */
#define FETCH_BATCH 1000
/* Past the capture cap, rows are counted (not kept) up to this many, as locally. */
#define COUNT_LIMIT 1000000

/* Free the result being looked at. */
static void
clear_current(RemoteTarget *rt)
{
	if (rt->current != NULL)
	{
		PQclear(rt->current);
		rt->current = NULL;
	}
}

/* Start an ExecResult the way local execution does. */
static void
result_init(ExecResult *res)
{
	memset(res, 0, sizeof(*res));
	res->rows = makeStringInfo();
	strlcpy(res->sqlstate, "00000", sizeof(res->sqlstate));
}

/* Milliseconds since start. */
static double
elapsed_ms(instr_time start)
{
	instr_time	now;

	INSTR_TIME_SET_CURRENT(now);
	INSTR_TIME_SUBTRACT(now, start);
	return INSTR_TIME_GET_MILLISEC(now);
}

/*
 * The local safety check, on PostgreSQL's raw parser, before anything is
 * sent.  Returns false with res filled (rejected, or the parser's own
 * syntax error) when the query must not be sent; else the raw parse tree
 * is in *parsetree, for the remote policy's names.
 */
static bool
check_safety(const char *sql, ExecResult *res, List **parsetree)
{
	ErrorData  *edata;
	const char *sqlstate = NULL;
	const char *why;

	if (!subxact_raw_parse(sql, parsetree, &edata))
	{
		result_from_error(res, edata);
		FreeErrorData(edata);
		return false;
	}
	why = exec_check_safety(*parsetree, &sqlstate);
	if (why != NULL)
	{
		res->outcome = OUTCOME_REJECTED;
		strlcpy(res->sqlstate, sqlstate, sizeof(res->sqlstate));
		res->message = pstrdup(why);
		res->hint = pstrdup("Generated SQL must be one read-only query: SELECT, WITH, VALUES or TABLE.");
		return false;
	}
	return true;
}

/* A remote error field, copied, or NULL. */
static char *
error_field(const PGresult *r, int field)
{
	const char *v = r ? PQresultErrorField(r, field) : NULL;

	return v ? outside_text_repaired(v) : NULL;
}

/*
 * Fill res from a remote error result: SQLSTATE, message, detail, hint and
 * position as the server sent them (position made relative to the
 * generated query by taking off offset characters of our own prefix).
 */
static void
result_from_remote(ExecResult *res, const PGresult *r, int offset)
{
	const char *sqlstate = PQresultErrorField(r, PG_DIAG_SQLSTATE);
	const char *position = PQresultErrorField(r, PG_DIAG_STATEMENT_POSITION);

	res->outcome = OUTCOME_ERROR;
	/* no SQLSTATE: a foreign error; the message shape classifies it */
	strlcpy(res->sqlstate, sqlstate && strlen(sqlstate) == 5 ? sqlstate : "XX000",
			sizeof(res->sqlstate));
	res->message = error_field(r, PG_DIAG_MESSAGE_PRIMARY);
	if (res->message == NULL)
		res->message = pchomp(PQresultErrorMessage(r));
	if (res->message[0] == '\0')
		res->message = pstrdup("unknown error");
	res->detail = error_field(r, PG_DIAG_MESSAGE_DETAIL);
	res->hint = error_field(r, PG_DIAG_MESSAGE_HINT);
	res->position = position ? atoi(position) - offset : 0;
	if (res->position < 0)
		res->position = 0;
}

/* Fill res for a connection lost while the query ran. */
static void
result_lost(RemoteTarget *rt, ExecResult *res, const PGresult *r)
{
	if (r != NULL && PQresultErrorField(r, PG_DIAG_SQLSTATE) != NULL)
	{
		/* the server said why (e.g. it is shutting down) */
		result_from_remote(res, r, 0);
		return;
	}
	res->outcome = OUTCOME_ERROR;
	strlcpy(res->sqlstate, "08006", sizeof(res->sqlstate));
	res->message = psprintf("connection to %s was lost", rt->what);
	res->detail = rt->lost_detail ? pstrdup(rt->lost_detail) : NULL;
	res->hint = pstrdup("The next call reconnects; if the server is down, it reports it as unreachable.");
}

/*
 * Fill res for a refusal by the remote policy check: its message carries
 * the refused function after POLICY_REMOTE_MARKER.  Nothing of the query
 * ran.
 */
static void
result_refused(RemoteTarget *rt, ExecResult *res)
{
	const char *marker = res->message ? strstr(res->message, POLICY_REMOTE_MARKER) : NULL;
	char	   *fn;
	char	   *end;
	bool		qualified;

	if (marker == NULL)
	{
		/* the check itself failed: fail closed, never repaired */
		res->outcome = OUTCOME_REJECTED;
		res->detail = psprintf("The function policy could not be checked on %s: %s", rt->what, res->message);
		res->message = pstrdup("the generated SQL was not run: its functions could not be checked");
		strlcpy(res->sqlstate, "42501", sizeof(res->sqlstate));
		res->hint = NULL;
		res->position = 0;
		return;
	}
	fn = pstrdup(marker + strlen(POLICY_REMOTE_MARKER));
	end = strrchr(fn, '"');
	if (end)
		*end = '\0';
	res->outcome = OUTCOME_REJECTED;
	strlcpy(res->sqlstate, "42501", sizeof(res->sqlstate));
	res->message = psprintf("the generated SQL may not call function %s on %s", fn, rt->what);
	res->detail = pstrdup("On a remote target, every function the query can make run there must be a built-in that is immutable or stable, "
						  "a harmless volatile built-in, or trusted (SQL functions too: their bodies are not judged remotely).");
	{
		char	   *paren = strchr(fn, '(');
		char	   *dot = strchr(fn, '.');

		qualified = dot != NULL && (paren == NULL || dot < paren);
	}
	res->hint = psprintf("A superuser can allow it: ALTER SYSTEM SET nl2sql_heal.trusted_functions = '%s%s'"
						 " (or trust its schema with nl2sql_heal.trusted_schemas), then SELECT pg_reload_conf();"
						 " trusting a function trusts everything it does.", qualified ? "" : "<schema>.", fn);
	res->position = 0;
}

/* Fill res for our statement deadline. */
static void
result_timeout(RemoteTarget *rt, ExecResult *res)
{
	res->outcome = OUTCOME_ERROR;
	strlcpy(res->sqlstate, "57014", sizeof(res->sqlstate));
	res->message = pstrdup("canceling statement due to statement timeout");
	res->detail = psprintf("The generated query ran longer than nl2sql_heal.statement_timeout (%d ms) on %s.",
						   heal_statement_timeout_ms, rt->what);
	res->hint = NULL;
	res->position = 0;
}

/*
 * Keep the rows of one FETCH in res up to the row and byte caps, as local
 * execution does (a row that does not fit under the byte cap is counted, not
 * kept); clears *capturing when a cap is reached.
 */
static void
capture_rows(ExecResult *res, const PGresult *r, const Oid *types, bool *capturing)
{
	int			n = PQntuples(r);
	int			row;
	int			col;
	const char *v;

	for (row = 0; row < n; row++)
	{
		int			row_start = res->rows->len;

		if (res->rows_captured >= heal_max_rows)
		{
			*capturing = false;
			return;
		}
		if (res->rows_captured > 0)
			appendStringInfoChar(res->rows, ',');
		appendStringInfoChar(res->rows, '[');
		for (col = 0; col < res->ncolumns; col++)
		{
			if (col > 0)
				appendStringInfoChar(res->rows, ',');
			v = PQgetvalue(r, row, col);
			/* another server's bytes: valid in this database's encoding before they are kept */
			if (!outside_text_valid(v, strlen(v)))
				v = outside_text_repaired(v);
			append_json_text(res->rows, v, PQgetisnull(r, row, col), types[col]);
		}
		appendStringInfoChar(res->rows, ']');
		/* with the closing bracket, the rows must stay under the byte cap */
		if (res->rows->len + 1 > heal_max_bytes)
		{
			res->rows->len = row_start;
			res->rows->data[row_start] = '\0';
			*capturing = false;
			return;
		}
		res->rows_captured++;
	}
}

/*
 * The settings of the remote transaction: our time limit, standard strings
 * (the local parser checked the query under them), and the caller's date,
 * interval, time zone and float output settings so that values read as they
 * would locally.  One statement, so that it costs one message.
 */
static char *
settings_statement(void)
{
	return psprintf("SELECT pg_catalog.set_config('statement_timeout', %s, true), "
					"pg_catalog.set_config('standard_conforming_strings', 'on', true), "
					"pg_catalog.set_config('datestyle', %s, true), "
					"pg_catalog.set_config('intervalstyle', %s, true), "
					"pg_catalog.set_config('timezone', %s, true), "
					"pg_catalog.set_config('extra_float_digits', %s, true), "
					/* the prepared policy check is planned once (PostgreSQL 12 and later) */
					"CASE WHEN pg_catalog.current_setting('server_version_num')::pg_catalog.int4 OPERATOR(pg_catalog.>=) 120000"
					" THEN pg_catalog.set_config('plan_cache_mode', 'force_generic_plan', true) END",
					quote_literal_cstr(psprintf("%d", Max(heal_statement_timeout_ms, 0))),
					quote_literal_cstr(GetConfigOption("DateStyle", false, false)),
					quote_literal_cstr(GetConfigOption("IntervalStyle", false, false)),
					quote_literal_cstr(GetConfigOption("TimeZone", false, false)),
					quote_literal_cstr(GetConfigOption("extra_float_digits", false, false)));
}

/* Rows to ask for in the next FETCH: the rest of the capture cap plus one, in batches. */
static int64
fetch_size(const ExecResult *res)
{
	return Max(1, Min(FETCH_BATCH, (int64) heal_max_rows - res->rows_captured + 1));
}

/*
 * End the remote transaction.  The ROLLBACK is sent without waiting for its
 * answer, which the connection's next use reads (remote_drain_rollback); the
 * server ends the transaction as soon as it reads it.
 */
static void
end_transaction(RemoteTarget *rt)
{
	PGconn	   *conn = rt->entry->conn;

	if (conn == NULL || PQtransactionStatus(conn) == PQTRANS_IDLE)
		return;
	/* session advisory locks the query took on this connection (only ours) end with it */
	if (PQsendQuery(conn, "ROLLBACK; SELECT pg_catalog.pg_advisory_unlock_all()") != 1)
	{
		remote_conn_discard(rt->entry);
		return;
	}
	rt->entry->rollback_sent = true;
	if (PQflush(conn) != 0)
		remote_drain_rollback(rt);		/* not all sent: wait for it now */
}

/* Is the SQLSTATE of the error in rt->current this one? */
static bool
current_sqlstate_is(RemoteTarget *rt, const char *sqlstate)
{
	const char *got = PQresultErrorField(rt->current, PG_DIAG_SQLSTATE);

	return got != NULL && strcmp(got, sqlstate) == 0;
}

/* Drop the failed round trip's result and transaction; false when the connection is gone. */
static bool
start_over(RemoteTarget *rt)
{
	clear_current(rt);
	end_transaction(rt);
	return rt->entry->conn != NULL;
}

/*
 * The plan-cost guard on the remote server: the EXPLAIN (FORMAT JSON) result
 * in rt->current (run in the query's own read-only transaction, after the
 * function policy) is checked against the limits; res is refused when one is
 * exceeded and left untouched when the query may run.
 */
static void
remote_plan_verdict(RemoteTarget *rt, ExecResult *res)
{
	/* the top node's keys come before those of its children */
	const char *plan = rt->current && PQntuples(rt->current) == 1 ? PQgetvalue(rt->current, 0, 0) : "";
	const char *c = strstr(plan, "\"Total Cost\":");
	const char *r = strstr(plan, "\"Plan Rows\":");
	double		cost = c ? strtod(c + strlen("\"Total Cost\":"), NULL) : 0;
	double		rows = r ? strtod(r + strlen("\"Plan Rows\":"), NULL) : 0;

	clear_current(rt);
	plan_guard_check(cost, rows, rt->what, res);
}

/*
 * Run sql remotely and capture its rows into res.  One round trip opens the
 * transaction and the cursor and fetches the first batch (BEGIN READ ONLY,
 * the settings, DECLARE, FETCH, in pipeline mode); more FETCHes follow up to
 * the caps, then MOVE counts the rest; the ROLLBACK is not waited for.
 */
static void
run_remote_query(RemoteTarget *rt, const char *sql, const char **policy_params, ExecResult *res)
{
	TimestampTz deadline = remote_statement_deadline();
	RemoteCommand cmd;
	RemoteStatus status;
	const char *opening[6];
	int			n = 0;
	int			prepare_at = -1;
	int			policy_at;
	int			declare_at;
	int			offset = 0;
	bool		capturing = true;
	Oid		   *types = NULL;
	int64		want = fetch_size(res);
	bool		guarded = plan_guard_enabled();

	/*
	 * The function policy is judged on the remote catalog before DECLARE
	 * (which is skipped when it fails); it is prepared once per connection.
	 * The first use of the connection checks it is still prepared.
	 */
	for (int tries = 0;; tries++)
	{
		n = 0;
		prepare_at = -1;
		opening[n++] = "BEGIN READ ONLY";
		opening[n++] = settings_statement();
		if (rt->entry->conn == NULL || !rt->entry->policy_prepared)
		{
			prepare_at = n;
			opening[n++] = policy_remote_check_sql();
		}
		policy_at = n;
		opening[n++] = "";
		declare_at = n;
		if (guarded)
			opening[n++] = psprintf(EXPLAIN_PREFIX "%s", sql);
		else
		{
			opening[n++] = psprintf(DECLARE_PREFIX "%s", sql);
			opening[n++] = psprintf("FETCH FORWARD " INT64_FORMAT " FROM " REMOTE_CURSOR, want);
		}
		memset(&cmd, 0, sizeof(cmd));
		cmd.pipeline = opening;
		cmd.npipeline = n;
		cmd.prepare_entry = prepare_at + 1;
		cmd.execute_entry = policy_at + 1;
		cmd.nparams = POLICY_REMOTE_NPARAMS;
		cmd.params = policy_params;
		status = remote_roundtrip(rt, &cmd, deadline, true, true, &rt->current);
		if (rt->entry->conn == NULL)
			break;
		if (status == RS_ERROR && tries < 2 && rt->error_command == policy_at && prepare_at < 0 &&
			current_sqlstate_is(rt, "26000"))
		{
			/* the statement is gone (a reopened connection): prepare it again, once */
			rt->entry->policy_prepared = false;
			if (!start_over(rt))
				break;
			continue;
		}
		if (status == RS_OK || (status == RS_ERROR && rt->error_command > prepare_at))
			rt->entry->policy_prepared = true;
		else if (status == RS_ERROR && tries < 2 && rt->error_command == prepare_at && prepare_at >= 0 &&
				 current_sqlstate_is(rt, "42P05"))
		{
			/* it was there already: use it */
			rt->entry->policy_prepared = true;
			if (!start_over(rt))
				break;
			continue;
		}
		break;
	}
	if (status == RS_ERROR && rt->error_command == declare_at)
		offset = strlen(guarded ? EXPLAIN_PREFIX : DECLARE_PREFIX);
	if (guarded && status == RS_OK)
	{
		/* the plan-cost guard: the transaction is open; refuse, or declare and fetch */
		remote_plan_verdict(rt, res);
		if (res->outcome == OUTCOME_REJECTED)
		{
			end_transaction(rt);
			return;
		}
		opening[0] = psprintf(DECLARE_PREFIX "%s", sql);
		opening[1] = psprintf("FETCH FORWARD " INT64_FORMAT " FROM " REMOTE_CURSOR, want);
		memset(&cmd, 0, sizeof(cmd));
		cmd.pipeline = opening;
		cmd.npipeline = 2;
		status = remote_roundtrip(rt, &cmd, deadline, false, false, &rt->current);
		if (status == RS_ERROR && rt->error_command == 0)
			offset = strlen(DECLARE_PREFIX);
	}
	if (status == RS_OK)
		appendStringInfoChar(res->rows, '[');
	while (status == RS_OK)
	{
		int64		got;

		if (capturing)
		{
			if (types == NULL)
			{
				int			i;

				res->ncolumns = PQnfields(rt->current);
				res->columns = palloc0(sizeof(char *) * Max(res->ncolumns, 1));
				types = palloc0(sizeof(Oid) * Max(res->ncolumns, 1));
				for (i = 0; i < res->ncolumns; i++)
				{
					res->columns[i] = pstrdup(PQfname(rt->current, i));
					types[i] = PQftype(rt->current, i);
				}
			}
			got = PQntuples(rt->current);
			capture_rows(res, rt->current, types, &capturing);
		}
		else
			got = strtoll(PQcmdTuples(rt->current), NULL, 10);
		clear_current(rt);
		res->row_count += got;
		if (got < want || res->row_count >= COUNT_LIMIT)
			break;

		memset(&cmd, 0, sizeof(cmd));
		if (capturing)
		{
			want = fetch_size(res);
			cmd.sql = psprintf("FETCH FORWARD " INT64_FORMAT " FROM " REMOTE_CURSOR, want);
		}
		else
		{
			want = COUNT_LIMIT - res->row_count;
			cmd.sql = psprintf("MOVE FORWARD " INT64_FORMAT " IN " REMOTE_CURSOR, want);
		}
		status = remote_roundtrip(rt, &cmd, deadline, false, false, &rt->current);
	}

	switch (status)
	{
		case RS_OK:
			appendStringInfoChar(res->rows, ']');
			res->outcome = res->row_count > 0 ? OUTCOME_OK : OUTCOME_EMPTY;
			res->truncated = res->rows_captured < res->row_count;
			break;
		case RS_ERROR:
			result_from_remote(res, rt->current, offset);
			if (rt->canceled && strcmp(res->sqlstate, "57014") == 0)
				result_timeout(rt, res);
			else if (rt->error_command == policy_at || rt->error_command == prepare_at)
				result_refused(rt, res);
			break;
		case RS_TIMEOUT:
			result_timeout(rt, res);
			break;
		case RS_LOST:
			result_lost(rt, res, rt->current);
			break;
	}
	if (res->outcome == OUTCOME_ERROR)
		resetStringInfo(res->rows);
	clear_current(rt);
	end_transaction(rt);
}

/* HealTarget.execute for a remote server. */
void
remote_execute(HealTarget *target, const char *sql, ExecResult *res)
{
	RemoteTarget *rt = (RemoteTarget *) target;
	instr_time	start;
	List	   *parsetree;

	result_init(res);
	INSTR_TIME_SET_CURRENT(start);
	if (check_safety(sql, res, &parsetree))
	{
		const char *policy_params[POLICY_REMOTE_NPARAMS];

		policy_remote_check_params(parsetree, policy_params);
		PG_TRY();
		{
			run_remote_query(rt, sql, policy_params, res);
		}
		PG_CATCH();
		{
			remote_abandon(rt);
			PG_RE_THROW();
		}
		PG_END_TRY();
	}
	res->ms = elapsed_ms(start);
}

/* HealTarget.validate for a remote server: Parse only, nothing runs. */
void
remote_validate(HealTarget *target, const char *sql, ExecResult *res)
{
	RemoteTarget *rt = (RemoteTarget *) target;
	instr_time	start;
	List	   *parsetree;

	result_init(res);
	INSTR_TIME_SET_CURRENT(start);
	if (check_safety(sql, res, &parsetree))
	{
		PG_TRY();
		{
			RemoteCommand cmd;
			RemoteStatus status;

			memset(&cmd, 0, sizeof(cmd));
			cmd.sql = sql;
			cmd.prepare_only = true;
			status = remote_roundtrip(rt, &cmd, remote_statement_deadline(), true, false, &rt->current);
			switch (status)
			{
				case RS_OK:
					res->outcome = OUTCOME_OK;
					break;
				case RS_ERROR:
					result_from_remote(res, rt->current, 0);
					if (rt->canceled && strcmp(res->sqlstate, "57014") == 0)
						result_timeout(rt, res);
					break;
				case RS_TIMEOUT:
					result_timeout(rt, res);
					break;
				case RS_LOST:
					result_lost(rt, res, rt->current);
					break;
			}
			clear_current(rt);
		}
		PG_CATCH();
		{
			remote_abandon(rt);
			PG_RE_THROW();
		}
		PG_END_TRY();
	}
	res->ms = elapsed_ms(start);
}

/*
 * HealTarget.catalog for a remote server: the catalog query runs there, as
 * the remote role.  NULL (with *error set) when it fails.
 */
CatalogRows *
remote_catalog(HealTarget *target, const char *sql, int nparams,
			   const char *const *params, char **error)
{
	RemoteTarget *rt = (RemoteTarget *) target;
	CatalogRows *volatile rows = NULL;

	PG_TRY();
	{
		RemoteCommand cmd;
		RemoteStatus status;

		memset(&cmd, 0, sizeof(cmd));
		cmd.sql = sql;
		cmd.nparams = nparams;
		cmd.params = params;
		status = remote_roundtrip(rt, &cmd, remote_statement_deadline(), true, false, &rt->current);
		if (status == RS_OK)
		{
			CatalogRows *out = palloc0(sizeof(CatalogRows));
			int			r;
			int			c;

			out->nrows = PQntuples(rt->current);
			out->ncols = PQnfields(rt->current);
			out->cells = palloc0(sizeof(char *) * Max(out->nrows * out->ncols, 1));
			for (r = 0; r < out->nrows; r++)
				for (c = 0; c < out->ncols; c++)
					out->cells[r * out->ncols + c] = PQgetisnull(rt->current, r, c)
						? NULL : outside_text_repaired(PQgetvalue(rt->current, r, c));
			rows = out;
		}
		else if (error != NULL)
		{
			if (status == RS_ERROR)
				*error = error_field(rt->current, PG_DIAG_MESSAGE_PRIMARY);
			else if (status == RS_TIMEOUT)
				*error = psprintf("the catalog query timed out on %s", rt->what);
			else
				*error = psprintf("connection to %s was lost", rt->what);
		}
		clear_current(rt);
	}
	PG_CATCH();
	{
		remote_abandon(rt);
		PG_RE_THROW();
	}
	PG_END_TRY();
	return rows;
}
