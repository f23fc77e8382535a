/*
 * execute.c — run one untrusted query safely in this database.
 *
 * The generated query runs in an internal subtransaction (the PL/Python
 * plpy_spi.c pattern), as exactly one read-only statement, as the calling
 * role inside a security-restricted operation, with the transaction
 * read-only, under a timer of its own, and its rows fetched through a cursor
 * in batches with row and byte caps.  Whatever happens, the caller's
 * transaction, role, settings and memory are as they were.
 */
#include "nl2sql_heal.h"

#include "policy.h"

#include "access/xact.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "parser/parser.h"
#include "portability/instr_time.h"
#include "storage/latch.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/json.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/resowner.h"
#include "utils/timeout.h"

/* Rows fetched from the cursor per round trip. */
#define FETCH_BATCH 200
/* Past the capture cap, rows are counted (not kept) up to this many. */
#define COUNT_LIMIT 1000000

static TimeoutId heal_timeout_id = MAX_TIMEOUTS;
static volatile sig_atomic_t heal_timeout_fired = false;

/* Our statement timer fired: cancel the running query. */
static void
heal_timeout_handler(void)
{
	heal_timeout_fired = true;
	InterruptPending = true;
	QueryCancelPending = true;
	SetLatch(MyLatch);
}

/* Register the statement timer once per backend (called from _PG_init). */
void
exec_init_timeout(void)
{
	if (heal_timeout_id == MAX_TIMEOUTS)
		heal_timeout_id = RegisterTimeout(USER_TIMEOUT, heal_timeout_handler);
}

/* The outcome's name as it appears in results and receipts. */
const char *
outcome_name(HealOutcome outcome)
{
	switch (outcome)
	{
		case OUTCOME_OK:
			return "ok";
		case OUTCOME_EMPTY:
			return "empty";
		case OUTCOME_ERROR:
			return "error";
		case OUTCOME_REJECTED:
			return "rejected";
	}
	return "error";
}

typedef struct SafetyWalk
{
	const char *reason;
	const char *sqlstate;
} SafetyWalk;

/*
 * Walk a raw parse tree for statements that write or lock.  What functions
 * the query may call is decided later, on the analysed query (policy.c).
 */
static bool
safety_walker(Node *node, SafetyWalk *walk)
{
	if (node == NULL)
		return false;
	if (IsA(node, SelectStmt))
	{
		SelectStmt *select = (SelectStmt *) node;

		if (select->intoClause)
		{
			walk->reason = "SELECT INTO creates a table";
			walk->sqlstate = "25006";
			return true;
		}
		if (select->lockingClause)
		{
			walk->reason = "FOR UPDATE and FOR SHARE lock rows";
			walk->sqlstate = "25006";
			return true;
		}
	}
	else if (IsA(node, InsertStmt) || IsA(node, UpdateStmt) ||
			 IsA(node, DeleteStmt) || IsA(node, MergeStmt))
	{
		walk->reason = "data-modifying statements in WITH write";
		walk->sqlstate = "25006";
		return true;
	}
	return raw_expression_tree_walker(node, safety_walker, walk);
}

/*
 * Is this parse tree exactly one read-only statement?  Returns NULL when it
 * is; else why not, with the SQLSTATE to report in *sqlstate.
 */
const char *
exec_check_safety(List *raw_parsetree_list, const char **sqlstate)
{
	RawStmt    *raw;
	SafetyWalk	walk = {NULL, NULL};

	if (list_length(raw_parsetree_list) != 1)
	{
		*sqlstate = "42601";
		return list_length(raw_parsetree_list) == 0
			? "the generated SQL holds no statement"
			: "the generated SQL must be exactly one statement";
	}
	raw = linitial_node(RawStmt, raw_parsetree_list);
	if (!IsA(raw->stmt, SelectStmt))
	{
		*sqlstate = "25006";
		return psprintf("only SELECT, WITH, VALUES and TABLE queries may run, not %s",
						CreateCommandName(raw->stmt));
	}
	if (safety_walker(raw->stmt, &walk))
	{
		*sqlstate = walk.sqlstate;
		return psprintf("the generated SQL is not read-only: %s", walk.reason);
	}
	return NULL;
}

/*
 * Append one value, given as its output text, to a JSON row: a JSON number
 * where the type is numeric, true/false for booleans, embedded for json.
 */
void
append_json_text(StringInfo buf, const char *text, bool isnull, Oid typid)
{
	if (isnull)
	{
		appendStringInfoString(buf, "null");
		return;
	}
	/* built-in type OIDs are the same on every PostgreSQL */
	switch (typid)
	{
		case INT2OID:
		case INT4OID:
		case INT8OID:
		case OIDOID:
			appendStringInfoString(buf, text);
			break;
		case FLOAT4OID:
		case FLOAT8OID:
		case NUMERICOID:
			/* NaN and Infinity are not JSON numbers */
			if (strcmp(text, "NaN") == 0 || strstr(text, "Infinity"))
				escape_json(buf, text);
			else
				appendStringInfoString(buf, text);
			break;
		case BOOLOID:
			appendStringInfoString(buf, text[0] == 't' ? "true" : "false");
			break;
		case JSONOID:
		case JSONBOID:
			appendStringInfoString(buf, text);
			break;
		default:
			escape_json(buf, text);
			break;
	}
}

/* Append one datum to a JSON row (see append_json_text). */
static void
append_json_value(StringInfo buf, Datum value, bool isnull, Oid typid, FmgrInfo *out)
{
	char	   *text;

	if (isnull)
	{
		appendStringInfoString(buf, "null");
		return;
	}
	text = OutputFunctionCall(out, value);
	append_json_text(buf, text, false, typid);
	pfree(text);
}

/* Open a cursor for sql and capture its rows into res (inside the subtransaction). */
static void
run_cursor(const char *sql, ExecResult *res, MemoryContext resultcxt)
{
	SPIParseOpenOptions options;
	Portal		portal;
	FmgrInfo   *outfuncs = NULL;
	Oid		   *typids = NULL;
	bool		capturing = true;
	MemoryContext batchcxt;
	int			i;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");

	memset(&options, 0, sizeof(options));
	options.cursorOptions = CURSOR_OPT_NO_SCROLL;
	options.read_only = true;
	portal = SPI_cursor_parse_open(NULL, sql, &options);

	batchcxt = AllocSetContextCreate(CurrentMemoryContext, "nl2sql_heal batch",
									 ALLOCSET_DEFAULT_SIZES);

	/* Column names and output functions, from the portal's tuple descriptor. */
	{
		TupleDesc	desc = portal->tupDesc;
		MemoryContext old = MemoryContextSwitchTo(resultcxt);

		res->ncolumns = desc ? desc->natts : 0;
		res->columns = palloc0(sizeof(char *) * Max(res->ncolumns, 1));
		MemoryContextSwitchTo(old);
		outfuncs = palloc0(sizeof(FmgrInfo) * Max(res->ncolumns, 1));
		typids = palloc0(sizeof(Oid) * Max(res->ncolumns, 1));
		for (i = 0; i < res->ncolumns; i++)
		{
			Form_pg_attribute attr = TupleDescAttr(desc, i);
			Oid			outfunc;
			bool		varlena;

			res->columns[i] = MemoryContextStrdup(resultcxt, NameStr(attr->attname));
			typids[i] = attr->atttypid;
			getTypeOutputInfo(attr->atttypid, &outfunc, &varlena);
			fmgr_info(outfunc, &outfuncs[i]);
		}
	}

	appendStringInfoChar(res->rows, '[');
	for (;;)
	{
		uint64		n;
		uint64		r;

		if (capturing)
			SPI_cursor_fetch(portal, true, FETCH_BATCH);
		else
			SPI_cursor_move(portal, true, Min((int64) FETCH_BATCH * 50,
											   COUNT_LIMIT - res->row_count));
		n = SPI_processed;
		if (n == 0)
			break;
		if (capturing)
		{
			MemoryContext old = MemoryContextSwitchTo(batchcxt);

			for (r = 0; r < n; r++)
			{
				HeapTuple	tuple = SPI_tuptable->vals[r];

				int			row_start = res->rows->len;

				if (res->rows_captured >= heal_max_rows)
				{
					capturing = false;
					break;
				}
				if (res->rows_captured > 0)
					appendStringInfoChar(res->rows, ',');
				appendStringInfoChar(res->rows, '[');
				for (i = 0; i < res->ncolumns; i++)
				{
					bool		isnull;
					Datum		value = SPI_getbinval(tuple, SPI_tuptable->tupdesc, i + 1, &isnull);

					if (i > 0)
						appendStringInfoChar(res->rows, ',');
					append_json_value(res->rows, value, isnull, typids[i], &outfuncs[i]);
				}
				appendStringInfoChar(res->rows, ']');
				/* a row that does not fit under the byte cap is not kept */
				if (res->rows->len + 1 > heal_max_bytes)
				{
					res->rows->len = row_start;
					res->rows->data[row_start] = '\0';
					capturing = false;
					break;
				}
				res->rows_captured++;
			}
			MemoryContextSwitchTo(old);
			MemoryContextReset(batchcxt);
		}
		res->row_count += n;
		SPI_freetuptable(SPI_tuptable);
		if (res->row_count >= COUNT_LIMIT)
			break;
		CHECK_FOR_INTERRUPTS();
	}
	appendStringInfoChar(res->rows, ']');
	res->truncated = res->rows_captured < res->row_count;

	SPI_cursor_close(portal);
	SPI_finish();
}

/*
 * In the PG_CATCH of an internal subtransaction: copy the error, roll the
 * subtransaction back, restore the caller's memory context and resource
 * owner, and re-throw a cancel (it belongs to the caller, not to the query).
 * Returns the error for the caller to report.
 */
ErrorData *
subxact_abort(MemoryContext callercxt, ResourceOwner oldowner)
{
	ErrorData  *edata;

	MemoryContextSwitchTo(callercxt);
	edata = CopyErrorData();
	FlushErrorState();
	RollbackAndReleaseCurrentSubTransaction();
	MemoryContextSwitchTo(callercxt);
	CurrentResourceOwner = oldowner;
	if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED)
		ReThrowError(edata);
	return edata;
}

/* Fill res from an error caught while running the query. */
void
result_from_error(ExecResult *res, ErrorData *edata)
{
	res->outcome = OUTCOME_ERROR;
	strlcpy(res->sqlstate, unpack_sql_state(edata->sqlerrcode), sizeof(res->sqlstate));
	res->message = edata->message ? pstrdup(edata->message) : pstrdup("unknown error");
	res->detail = edata->detail ? pstrdup(edata->detail) : NULL;
	res->hint = edata->hint ? pstrdup(edata->hint) : NULL;
	/* SPI moves the cursor position of errors in its query to internalpos */
	res->position = edata->cursorpos > 0 ? edata->cursorpos : edata->internalpos;
}

/*
 * Run (or, with validate_only, parse and analyse) sql safely.  Errors of the
 * query itself land in res; a cancel or timeout that is not ours is re-thrown
 * after everything is restored.
 */
static void
run_local(const char *sql, ExecResult *res, bool validate_only)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	bool		save_read_only = XactReadOnly;
	Oid			save_userid;
	int			save_sec_context;
	instr_time	start;
	instr_time	elapsed;
	AdvisoryLocks *locks_before = policy_advisory_locks();

	memset(res, 0, sizeof(*res));
	res->rows = makeStringInfo();
	strlcpy(res->sqlstate, "00000", sizeof(res->sqlstate));
	GetUserIdAndSecContext(&save_userid, &save_sec_context);
	INSTR_TIME_SET_CURRENT(start);
	heal_timeout_fired = false;

	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(callercxt);

	PG_TRY();
	{
		int			nestlevel = NewGUCNestLevel();
		List	   *parsetree;
		const char *why;
		const char *sqlstate = NULL;

		/* Everything inside is restricted: no SET ROLE, no session state. */
		SetUserIdAndSecContext(save_userid,
							   save_sec_context | SECURITY_RESTRICTED_OPERATION);
		XactReadOnly = true;
		if (heal_statement_timeout_ms > 0)
			enable_timeout_after(heal_timeout_id, heal_statement_timeout_ms);
		policy_guard_begin();

		parsetree = raw_parser(sql, RAW_PARSE_DEFAULT);
		why = exec_check_safety(parsetree, &sqlstate);
		if (why == NULL)
			policy_check_raw(parsetree);
		if (why)
		{
			res->outcome = OUTCOME_REJECTED;
			strlcpy(res->sqlstate, sqlstate, sizeof(res->sqlstate));
			res->message = pstrdup(why);
			res->hint = pstrdup("Generated SQL must be one read-only query: SELECT, WITH, VALUES or TABLE.");
		}
		else if (validate_only)
		{
			SPIPlanPtr	plan;

			if (SPI_connect() != SPI_OK_CONNECT)
				elog(ERROR, "SPI_connect failed");
			plan = SPI_prepare(sql, 0, NULL);
			if (plan == NULL)
				elog(ERROR, "SPI_prepare failed: %s", SPI_result_code_string(SPI_result));
			SPI_freeplan(plan);
			SPI_finish();
			res->outcome = OUTCOME_OK;
		}
		else
		{
			run_cursor(sql, res, callercxt);
			res->outcome = res->row_count > 0 ? OUTCOME_OK : OUTCOME_EMPTY;
		}
		CHECK_FOR_INTERRUPTS();

		policy_guard_end();
		if (heal_statement_timeout_ms > 0)
			disable_timeout(heal_timeout_id, false);
		XactReadOnly = save_read_only;
		AtEOXact_GUC(false, nestlevel);
		SetUserIdAndSecContext(save_userid, save_sec_context);

		ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(callercxt);
		CurrentResourceOwner = oldowner;
	}
	PG_CATCH();
	{
		ErrorData  *edata;
		bool		ours = heal_timeout_fired;
		bool		refused;

		policy_guard_end();
		refused = policy_take_refusal();
		if (heal_statement_timeout_ms > 0)
			disable_timeout(heal_timeout_id, false);
		XactReadOnly = save_read_only;

		MemoryContextSwitchTo(callercxt);
		edata = CopyErrorData();
		FlushErrorState();

		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(callercxt);
		CurrentResourceOwner = oldowner;
		SetUserIdAndSecContext(save_userid, save_sec_context);

		/* Someone else's cancel or the caller's own timeout: honour it. */
		if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED && !ours)
			ReThrowError(edata);

		result_from_error(res, edata);
		/* refused by the policy before any of it ran */
		if (refused && edata->sqlerrcode == ERRCODE_INSUFFICIENT_PRIVILEGE)
			res->outcome = OUTCOME_REJECTED;
		if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED && ours)
		{
			res->message = pstrdup("canceling statement due to statement timeout");
			res->detail = psprintf("The generated query ran longer than nl2sql_heal.statement_timeout (%d ms).",
								   heal_statement_timeout_ms);
		}
		FreeErrorData(edata);
	}
	PG_END_TRY();

	/* Session advisory locks are the caller's only if it held them before. */
	policy_release_advisory_since(locks_before);

	/* The timer may have fired after the query finished: that cancel was ours. */
	if (heal_timeout_fired && res->outcome != OUTCOME_ERROR)
		QueryCancelPending = false;
	heal_timeout_fired = false;
	INSTR_TIME_SET_CURRENT(elapsed);
	INSTR_TIME_SUBTRACT(elapsed, start);
	res->ms = INSTR_TIME_GET_MILLISEC(elapsed);
}

/* HealTarget.execute for this database. */
static void
local_execute(HealTarget *target, const char *sql, ExecResult *res)
{
	run_local(sql, res, false);
}

/* HealTarget.validate for this database: parse analysis, nothing runs. */
static void
local_validate(HealTarget *target, const char *sql, ExecResult *res)
{
	run_local(sql, res, true);
}

/*
 * HealTarget.catalog for this database: a catalog query as the calling role,
 * in a subtransaction so that a failure degrades instead of aborting.
 */
static CatalogRows *
local_catalog(HealTarget *target, const char *sql, int nparams,
			  const char *const *params, char **error)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	CatalogRows *volatile rows = NULL;

	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(callercxt);
	PG_TRY();
	{
		Oid		   *types = palloc(sizeof(Oid) * Max(nparams, 1));
		Datum	   *values = palloc(sizeof(Datum) * Max(nparams, 1));
		char	   *nulls = palloc(Max(nparams, 1) + 1);
		int			i;
		int			ret;

		for (i = 0; i < nparams; i++)
		{
			types[i] = TEXTOID;
			values[i] = params[i] ? CStringGetTextDatum(params[i]) : (Datum) 0;
			nulls[i] = params[i] ? ' ' : 'n';
		}
		if (SPI_connect() != SPI_OK_CONNECT)
			elog(ERROR, "SPI_connect failed");
		ret = SPI_execute_with_args(sql, nparams, types, values, nulls, true, 0);
		if (ret != SPI_OK_SELECT)
			elog(ERROR, "catalog query failed: %s", SPI_result_code_string(ret));
		{
			MemoryContext old = MemoryContextSwitchTo(callercxt);
			CatalogRows *out = palloc0(sizeof(CatalogRows));
			uint64		r;
			int			c;

			out->nrows = (int) SPI_processed;
			out->ncols = SPI_tuptable->tupdesc->natts;
			out->cells = palloc0(sizeof(char *) * Max(out->nrows * out->ncols, 1));
			for (r = 0; r < SPI_processed; r++)
				for (c = 0; c < out->ncols; c++)
				{
					char	   *v = SPI_getvalue(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, c + 1);

					out->cells[r * out->ncols + c] = v ? pstrdup(v) : NULL;
				}
			MemoryContextSwitchTo(old);
			rows = out;
		}
		SPI_finish();
		ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(callercxt);
		CurrentResourceOwner = oldowner;
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		edata = subxact_abort(callercxt, oldowner);
		if (error)
			*error = pstrdup(edata->message);
		FreeErrorData(edata);
		rows = NULL;
	}
	PG_END_TRY();
	return rows;
}

/* The target for this database. */
HealTarget *
local_target(void)
{
	static HealTarget local = {
		.name = NULL,
		.execute = local_execute,
		.validate = local_validate,
		.catalog = local_catalog,
		.private_data = NULL,
	};

	return &local;
}
