/*
 * execute.c — run one untrusted query safely in this database.
 *
 * The generated query runs in an internal subtransaction (the PL/Python
 * plpy_spi.c pattern), as exactly one read-only statement, as the calling
 * role inside a security-restricted operation, with the transaction
 * read-only, under a timer of its own; it is parsed once, planned, checked
 * by the plan guard and run through the executor's own entry points, its
 * rows captured as they come with row and byte caps.  Whatever happens, the caller's
 * transaction, role, settings and memory are as they were.
 */
#include "postgres.h"

#include "execute.h"

#include <limits.h>

#include "policy.h"
#include "read_only.h"
#include "spi_plans.h"
#include "subxact.h"

#include "access/xact.h"
#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "executor/executor.h"
#include "executor/spi.h"
#include "executor/tstoreReceiver.h"
#include "miscadmin.h"
#include "nodes/parsenodes.h"
#include "parser/parser.h"
#include "portability/instr_time.h"
#include "storage/latch.h"
#include "tcop/tcopprot.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/json.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/plancache.h"
#include "utils/resowner.h"
#include "utils/snapmgr.h"
#include "utils/timeout.h"
#include "utils/tuplestore.h"

#include "pinned_path.h"

#include "phase_timing.h"
#include "plan_guard.h"

/* Rows fetched from the cursor per round trip. */
#define FETCH_BATCH 200
/* Past the capture cap, rows are counted (not kept) up to this many. */
#define COUNT_LIMIT 1000000

int			heal_statement_timeout_ms = 30000;
int			heal_max_rows = 1000;
int			heal_max_bytes = 1024 * 1024;

static TimeoutId heal_timeout_id = MAX_TIMEOUTS;
static volatile sig_atomic_t heal_timeout_fired = false;

/* Was a cancel already pending when our timer fired?  Then it is not ours to clear. */
static volatile sig_atomic_t heal_cancel_was_pending = false;
/* The process that registered heal_timeout_id (timeouts are per process). */
static int	heal_timeout_pid = 0;

/* Our statement timer fired: cancel the running query. */
static void
heal_timeout_handler(void)
{
	heal_cancel_was_pending = QueryCancelPending;
	heal_timeout_fired = true;
	InterruptPending = true;
	QueryCancelPending = true;
	SetLatch(MyLatch);
}

/*
 * Register the statement timer in this process, once.  Not in the
 * postmaster (shared_preload_libraries): each backend's InitializeTimeouts()
 * empties the table it inherited, and a timer registered before then would
 * fire into a NULL handler.  So the registration is made where the timer is
 * used, in the backend, and redone in any process that did not make it.
 */
static void
exec_init_timeout(void)
{
	if (process_shared_preload_libraries_in_progress)
		return;					/* before this process's InitializeTimeouts() */
	if (heal_timeout_pid != MyProcPid)
	{
		heal_timeout_id = RegisterTimeout(USER_TIMEOUT, heal_timeout_handler);
		heal_timeout_pid = MyProcPid;
	}
}

/* Define the settings of every execution, and register the timer (from _PG_init). */
void
execute_init(void)
{
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
	exec_init_timeout();
}

/*
 * Disarm our timer; when it fired, the cancel it left pending is ours, not
 * the caller's: the error that ended the query (or its success) is what the
 * step reports.  A cancel someone else sent before it fired stays pending.
 */
static void
heal_timeout_disarm(void)
{
	if (heal_statement_timeout_ms > 0)
		disable_timeout(heal_timeout_id, false);
	if (heal_timeout_fired && !heal_cancel_was_pending)
		QueryCancelPending = false;
}

/* The value of four hex digits, or -1. */
static int
hex4(const char *p)
{
	int			v = 0;
	int			i;

	for (i = 0; i < 4; i++)
	{
		char		c = p[i];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= c - '0';
		else if (c >= 'a' && c <= 'f')
			v |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v |= c - 'A' + 10;
		else
			return -1;
	}
	return v;
}

/*
 * Can jsonb hold this json text?  json keeps any valid JSON as text; jsonb
 * refuses \u0000, unpaired surrogates, escapes above ASCII in a database
 * that is not UTF-8, and numbers beyond numeric's range (131072 digits
 * before the point, 16383 after).  The bounds are kept a little short.
 */
bool
json_fits_jsonb(const char *s)
{
	bool		utf8 = GetDatabaseEncoding() == PG_UTF8;
	const char *p = s;

	while (*p)
	{
		if (*p == '"')
		{
			for (p++; *p && *p != '"'; p++)
			{
				int			cp;

				if (*p != '\\')
					continue;
				p++;
				if (*p != 'u')
				{
					if (*p == '\0')
						return false;
					continue;
				}
				cp = hex4(p + 1);
				if (cp <= 0)
					return false;
				p += 4;
				if (cp >= 0xD800 && cp <= 0xDBFF)
				{
					int			lo = (p[1] == '\\' && p[2] == 'u') ? hex4(p + 3) : -1;

					if (lo < 0xDC00 || lo > 0xDFFF)
						return false;
					p += 6;
				}
				else if (cp >= 0xDC00 && cp <= 0xDFFF)
					return false;
				if (!utf8 && cp > 0x7F)
					return false;
			}
			if (*p)
				p++;
		}
		else if (*p == '-' || (*p >= '0' && *p <= '9'))
		{
			int64		int_digits = 0;
			int64		frac_digits = 0;
			int64		exponent = 0;
			bool		negative = false;

			if (*p == '-')
				p++;
			for (; *p >= '0' && *p <= '9'; p++)
				int_digits++;
			if (*p == '.')
				for (p++; *p >= '0' && *p <= '9'; p++)
					frac_digits++;
			if (*p == 'e' || *p == 'E')
			{
				p++;
				if (*p == '+' || *p == '-')
					negative = *p++ == '-';
				for (; *p >= '0' && *p <= '9'; p++)
					if (exponent < INT64CONST(1000000000))
						exponent = exponent * 10 + (*p - '0');
				if (negative)
					exponent = -exponent;
			}
			if (int_digits + exponent > 131000 || frac_digits - exponent > 16000)
				return false;
		}
		else
			p++;
	}
	return true;
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
			/* what jsonb cannot hold comes back as its text, a JSON string */
			if (json_fits_jsonb(text))
				appendStringInfoString(buf, text);
			else
				escape_json(buf, text);
			break;
		case JSONBOID:
			appendStringInfoString(buf, text);
			break;
		default:
			escape_json(buf, text);
			break;
	}
}

/* Append one datum to a JSON row (see append_json_text); false when it cannot fit. */
static bool
append_json_value(StringInfo buf, Datum value, bool isnull, Oid typid, FmgrInfo *out)
{
	char	   *text;

	if (isnull)
	{
		appendStringInfoString(buf, "null");
		return true;
	}
	text = OutputFunctionCall(out, value);
	/*
	 * A value past the byte cap is not escaped at all: escaping can make it
	 * six times as long (\u0001), and a huge one would then fail the whole
	 * query for want of memory.
	 */
	if (buf->len + strlen(text) >= (size_t) heal_max_bytes ||
		buf->len + strlen(text) * 6 >= MaxAllocSize - 1)
	{
		pfree(text);
		return false;
	}
	append_json_text(buf, text, false, typid);
	pfree(text);
	return true;
}

/*
 * The rows of the query, captured as the executor sends them: each row kept
 * as a JSON array in res->rows until the row or byte cap, then only counted,
 * up to COUNT_LIMIT rows, where the executor is told to stop.
 */
typedef struct CaptureReceiver
{
	DestReceiver pub;
	ExecResult *res;
	MemoryContext resultcxt;	/* res's column names */
	MemoryContext rowcxt;		/* one row's output texts, reset after each */
	FmgrInfo   *outfuncs;
	Oid		   *typids;
	bool		capturing;
} CaptureReceiver;

static void
capture_startup(DestReceiver *self, int operation, TupleDesc desc)
{
	CaptureReceiver *cap = (CaptureReceiver *) self;
	ExecResult *res = cap->res;
	int			n = desc ? desc->natts : 0;
	int			i;

	res->ncolumns = n;
	res->columns = MemoryContextAllocZero(cap->resultcxt, sizeof(char *) * Max(n, 1));
	cap->outfuncs = palloc0(sizeof(FmgrInfo) * Max(n, 1));
	cap->typids = palloc0(sizeof(Oid) * Max(n, 1));
	for (i = 0; i < n; i++)
	{
		Form_pg_attribute attr = TupleDescAttr(desc, i);
		Oid			outfunc;
		bool		varlena;

		res->columns[i] = MemoryContextStrdup(cap->resultcxt, NameStr(attr->attname));
		cap->typids[i] = attr->atttypid;
		getTypeOutputInfo(attr->atttypid, &outfunc, &varlena);
		fmgr_info(outfunc, &cap->outfuncs[i]);
	}
	appendStringInfoChar(res->rows, '[');
}

/* One row: kept while it fits, else counted; false stops the executor. */
static bool
capture_receive(TupleTableSlot *slot, DestReceiver *self)
{
	CaptureReceiver *cap = (CaptureReceiver *) self;
	ExecResult *res = cap->res;

	if (cap->capturing && res->rows_captured >= heal_max_rows)
		cap->capturing = false;
	if (cap->capturing)
	{
		MemoryContext old = MemoryContextSwitchTo(cap->rowcxt);
		int			row_start = res->rows->len;
		bool		row_fits = true;
		int			i;

		slot_getallattrs(slot);
		if (res->rows_captured > 0)
			appendStringInfoChar(res->rows, ',');
		appendStringInfoChar(res->rows, '[');
		for (i = 0; i < res->ncolumns; i++)
		{
			if (i > 0)
				appendStringInfoChar(res->rows, ',');
			if (!append_json_value(res->rows, slot->tts_values[i], slot->tts_isnull[i],
								   cap->typids[i], &cap->outfuncs[i]))
			{
				row_fits = false;
				break;
			}
		}
		appendStringInfoChar(res->rows, ']');
		/* a row that does not fit under the byte cap is not kept */
		if (!row_fits || res->rows->len + 1 > heal_max_bytes)
		{
			res->rows->len = row_start;
			res->rows->data[row_start] = '\0';
			cap->capturing = false;
		}
		else
			res->rows_captured++;
		MemoryContextSwitchTo(old);
		MemoryContextReset(cap->rowcxt);
	}
	res->row_count++;
	CHECK_FOR_INTERRUPTS();
	return res->row_count < COUNT_LIMIT;
}

static void
capture_shutdown(DestReceiver *self)
{
	CaptureReceiver *cap = (CaptureReceiver *) self;

	appendStringInfoChar(cap->res->rows, ']');
	cap->res->truncated = cap->res->rows_captured < cap->res->row_count;
}

static void
capture_destroy(DestReceiver *self)
{
}

/*
 * Run a plan to its end into dest, as CREATE TABLE AS and EXPLAIN ANALYZE
 * drive the executor: under the active snapshot (read-only: the caller's,
 * as a read-only SPI execution uses it), or the transaction's when none is
 * active.  Returns a copy of the result's tuple descriptor.
 */
static TupleDesc
run_plan(PlannedStmt *stmt, const char *sql, ParamListInfo params, DestReceiver *dest)
{
	QueryDesc  *qd;
	TupleDesc	desc;
	bool		pushed = false;

	if (!ActiveSnapshotSet())
	{
		PushActiveSnapshot(GetTransactionSnapshot());
		pushed = true;
	}
	qd = CreateQueryDesc(stmt, sql, GetActiveSnapshot(), InvalidSnapshot, dest, params, NULL, 0);
	ExecutorStart(qd, 0);
#if PG_VERSION_NUM >= 180000
	ExecutorRun(qd, ForwardScanDirection, 0);
#else
	ExecutorRun(qd, ForwardScanDirection, 0, true);
#endif
	ExecutorFinish(qd);
	desc = CreateTupleDescCopy(qd->tupDesc);
	ExecutorEnd(qd);
	FreeQueryDesc(qd);
	if (pushed)
		PopActiveSnapshot();
	return desc;
}

/*
 * Parse analysis and rewriting of the parsed statement: the raw tree the
 * safety checks judged is the tree that is analysed, so the query is parsed
 * once (a 10 MB query takes the parser about a second, during which a cancel
 * waits).  One plain SELECT comes out, or an error.
 */
static Query *
analyse_parsed(RawStmt *raw, const char *sql)
{
	List	   *queries = pg_analyze_and_rewrite_fixedparams(raw, sql, NULL, 0, NULL);
	Query	   *query;

	if (list_length(queries) != 1)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("the generated query was rewritten into %d statements", list_length(queries))));
	query = linitial_node(Query, queries);
	/* as SPI refuses it in a read-only execution (CommandIsReadOnly) */
	if (query->commandType != CMD_SELECT || query->utilityStmt != NULL)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("the generated query is not a SELECT after rewriting")));
	if (query->rowMarks != NIL || query->hasModifyingCTE)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
		/* translator: %s is a SQL statement name */
				 errmsg("%s is not allowed in a non-volatile function",
						query->rowMarks != NIL ? "SELECT FOR UPDATE/SHARE" : "SELECT")));
	return query;
}

/*
 * Plan the parsed statement, check the plan against the plan guard, run it
 * through the executor and capture its rows into res (inside the
 * subtransaction).  The executor's own entry points, as CREATE TABLE AS and
 * EXPLAIN ANALYZE use them: no plan cache (the plan is used once), no
 * cursor, no copy of the rows between the executor and the capture.  The
 * plan checked by the guard is the plan that runs.
 */
static void
run_parsed(RawStmt *raw, const char *sql, ExecResult *res, MemoryContext resultcxt)
{
	Query	   *query;
	PlannedStmt *stmt;
	CaptureReceiver cap;

	PHASE_BEGIN(PHASE_ANALYSE);
	query = analyse_parsed(raw, sql);
	PHASE_END(PHASE_ANALYSE);
	PHASE_BEGIN(PHASE_PLAN);
	stmt = pg_plan_query(query, sql, 0, NULL);
	PHASE_END(PHASE_PLAN);
	PHASE_BEGIN(PHASE_GUARD);
	if (!plan_guard_check_plan(stmt, res, resultcxt))
	{
		PHASE_END(PHASE_GUARD);
		return;					/* refused by the plan guard: nothing ran */
	}
	PHASE_END(PHASE_GUARD);

	PHASE_BEGIN(PHASE_EXECUTE);
	memset(&cap, 0, sizeof(cap));
	cap.pub.receiveSlot = capture_receive;
	cap.pub.rStartup = capture_startup;
	cap.pub.rShutdown = capture_shutdown;
	cap.pub.rDestroy = capture_destroy;
	cap.pub.mydest = DestNone;
	cap.res = res;
	cap.resultcxt = resultcxt;
	cap.capturing = true;
	cap.rowcxt = AllocSetContextCreate(CurrentMemoryContext, "nl2sql_heal row",
									   ALLOCSET_SMALL_SIZES);
	(void) run_plan(stmt, sql, NULL, (DestReceiver *) &cap);
	PHASE_END(PHASE_EXECUTE);
}

/*
 * A copy of an error field, clipped: a message can quote a whole value of
 * the query (a huge literal), and the result and the receipt keep it.
 */
#define ERROR_FIELD_MAX 8192

static char *
clipped_copy(const char *s)
{
	int			len = strlen(s);
	int			keep;

	if (len <= ERROR_FIELD_MAX)
		return pstrdup(s);
	keep = pg_mbcliplen(s, len, ERROR_FIELD_MAX);
	return psprintf("%.*s... (%d more bytes)", keep, s, len - keep);
}

/* Fill res from an error caught while running the query. */
void
result_from_error(ExecResult *res, ErrorData *edata)
{
	res->outcome = OUTCOME_ERROR;
	strlcpy(res->sqlstate, unpack_sql_state(edata->sqlerrcode), sizeof(res->sqlstate));
	res->message = edata->message ? clipped_copy(edata->message) : pstrdup("unknown error");
	res->detail = edata->detail ? clipped_copy(edata->detail) : NULL;
	res->hint = edata->hint ? clipped_copy(edata->hint) : NULL;
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
	MemoryContext execcxt;

	PHASE_BEGIN(PHASE_RUN);
	memset(res, 0, sizeof(*res));
	res->rows = makeStringInfo();
	strlcpy(res->sqlstate, "00000", sizeof(res->sqlstate));
	GetUserIdAndSecContext(&save_userid, &save_sec_context);
	INSTR_TIME_SET_CURRENT(start);
	exec_init_timeout();
	heal_timeout_fired = false;
	heal_cancel_was_pending = false;

	/* the parse tree and the checks' work: gone when the execution is over; res is the caller's */
	execcxt = AllocSetContextCreate(callercxt, "nl2sql_heal execution", ALLOCSET_DEFAULT_SIZES);
	subxact_begin(execcxt);
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

		/* parsed once: the tree judged here is the tree that runs */
		PHASE_BEGIN(PHASE_PARSE);
		parsetree = raw_parser(sql, RAW_PARSE_DEFAULT);
		PHASE_END(PHASE_PARSE);
		CHECK_FOR_INTERRUPTS();
		PHASE_BEGIN(PHASE_POLICY_RAW);
		why = exec_check_safety(parsetree, &sqlstate);
		if (why == NULL)
			policy_check_raw(parsetree, sql);
		PHASE_END(PHASE_POLICY_RAW);
		if (why)
		{
			MemoryContext old = MemoryContextSwitchTo(callercxt);

			res->outcome = OUTCOME_REJECTED;
			strlcpy(res->sqlstate, sqlstate, sizeof(res->sqlstate));
			res->message = pstrdup(why);
			res->hint = pstrdup("Generated SQL must be one read-only query: SELECT, WITH, VALUES or TABLE.");
			MemoryContextSwitchTo(old);
		}
		else if (validate_only)
		{
			(void) analyse_parsed(linitial_node(RawStmt, parsetree), sql);
			res->outcome = OUTCOME_OK;
		}
		else
		{
			run_parsed(linitial_node(RawStmt, parsetree), sql, res, callercxt);
			if (res->outcome != OUTCOME_REJECTED)
				res->outcome = res->row_count > 0 ? OUTCOME_OK : OUTCOME_EMPTY;
		}
		CHECK_FOR_INTERRUPTS();

		policy_guard_end();
		heal_timeout_disarm();
		XactReadOnly = save_read_only;
		AtEOXact_GUC(false, nestlevel);
		SetUserIdAndSecContext(save_userid, save_sec_context);

		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata;
		bool		ours = heal_timeout_fired;
		bool		refused;

		/* a timer that fired just before another error leaves no cancel behind */
		policy_guard_end();
		refused = policy_take_refusal();
		heal_timeout_disarm();
		XactReadOnly = save_read_only;
		SetUserIdAndSecContext(save_userid, save_sec_context);

		/* someone else's cancel or the caller's own timeout is re-thrown: honour it */
		edata = subxact_abort_own_cancel(callercxt, oldowner, ours);

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
	MemoryContextDelete(execcxt);

	/* Session advisory locks are the caller's only if it held them before. */
	policy_release_advisory_since(locks_before);

	heal_timeout_fired = false;
	INSTR_TIME_SET_CURRENT(elapsed);
	INSTR_TIME_SUBTRACT(elapsed, start);
	res->ms = INSTR_TIME_GET_MILLISEC(elapsed);
	PHASE_END(PHASE_RUN);
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
 * Run a planned catalog query (one SELECT) and return its rows as text
 * cells, allocated in outcxt.
 */
static CatalogRows *
run_catalog_plan(PlannedStmt *stmt, const char *sql, ParamListInfo paramli,
				 MemoryContext outcxt)
{
	Tuplestorestate *store = tuplestore_begin_heap(false, false, work_mem);
	DestReceiver *dest = CreateDestReceiver(DestTuplestore);
	TupleDesc	desc;
	TupleTableSlot *slot;
	CatalogRows *out;
	FmgrInfo   *outfuncs;
	int			ncols;
	int			r = 0;
	int			c;

	/* detoasted as they are stored: they are read after the executor's snapshot is gone */
	SetTuplestoreDestReceiverParams(dest, store, CurrentMemoryContext, true, NULL, NULL);
	desc = run_plan(stmt, sql, paramli, dest);
	ncols = desc->natts;
	outfuncs = palloc0(sizeof(FmgrInfo) * Max(ncols, 1));
	for (c = 0; c < ncols; c++)
	{
		Oid			outfunc;
		bool		varlena;

		getTypeOutputInfo(TupleDescAttr(desc, c)->atttypid, &outfunc, &varlena);
		fmgr_info(outfunc, &outfuncs[c]);
	}
	out = MemoryContextAllocZero(outcxt, sizeof(CatalogRows));
	out->nrows = (int) tuplestore_tuple_count(store);
	out->ncols = ncols;
	out->cells = MemoryContextAllocZero(outcxt, sizeof(char *) * Max(out->nrows * ncols, 1));
	slot = MakeSingleTupleTableSlot(desc, &TTSOpsMinimalTuple);
	while (tuplestore_gettupleslot(store, true, false, slot))
	{
		for (c = 0; c < ncols; c++)
		{
			bool		isnull;
			Datum		value = slot_getattr(slot, c + 1, &isnull);

			if (!isnull)
				out->cells[r * ncols + c] =
					MemoryContextStrdup(outcxt, OutputFunctionCall(&outfuncs[c], value));
		}
		r++;
		CHECK_FOR_INTERRUPTS();
	}
	ExecDropSingleTupleTableSlot(slot);
	dest->rDestroy(dest);
	tuplestore_end(store);
	return out;
}

/*
 * HealTarget.catalog for this database: a catalog query as the calling role,
 * in a subtransaction so that a failure degrades instead of aborting.
 *
 * The query is the extension's own: it is parsed and planned under the
 * pinned search_path (pinned_path.h), so that no operator, function, cast or
 * type of the caller's can stand in for pg_catalog's.  It then executes under
 * the caller's search_path, so that what the query asks about names the
 * caller wrote (pg_table_is_visible, a regclass parameter) is answered as
 * PostgreSQL would answer it for the caller.
 */
static CatalogRows *
local_catalog(HealTarget *target, const char *sql, int nparams,
			  const char *const *params, char **error)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	CatalogRows *volatile rows = NULL;

	subxact_begin(callercxt);
	PG_TRY();
	{
		Oid		   *types = palloc(sizeof(Oid) * Max(nparams, 1));
		ParamListInfo paramli = makeParamList(nparams);
		SPIPlanPtr	plan;
		CachedPlanSource *source;
		CachedPlan *cplan;
		int			nestlevel;
		bool		kept;
		int			i;

		for (i = 0; i < nparams; i++)
		{
			types[i] = TEXTOID;
			paramli->params[i].value = params[i] ? CStringGetTextDatum(params[i]) : (Datum) 0;
			paramli->params[i].isnull = params[i] == NULL;
			paramli->params[i].pflags = PARAM_FLAG_CONST;
			paramli->params[i].ptype = TEXTOID;
		}
		if (SPI_connect() != SPI_OK_CONNECT)
			elog(ERROR, "SPI_connect failed");
		nestlevel = pin_search_path();
		/* kept by its text: the next read skips parse analysis (a kept plan keeps the pinned path) */
		plan = prepare_kept_text(sql, nparams, types, &kept);
		if (plan == NULL || list_length(SPI_plan_get_plan_sources(plan)) != 1)
			elog(ERROR, "catalog query failed: %s", SPI_result_code_string(SPI_result));
		/* a kept statement's generic plan, else one for these parameter values */
		source = linitial(SPI_plan_get_plan_sources(plan));
		/* a kept plan's use is the subtransaction's: an error releases it */
		cplan = GetCachedPlan(source, paramli, kept ? CurrentResourceOwner : NULL, NULL);
		unpin_search_path(nestlevel);
		if (list_length(cplan->stmt_list) != 1 ||
			linitial_node(PlannedStmt, cplan->stmt_list)->commandType != CMD_SELECT)
			elog(ERROR, "catalog query is not one SELECT");
		rows = run_catalog_plan(linitial_node(PlannedStmt, cplan->stmt_list), sql,
								paramli, callercxt);
		ReleaseCachedPlan(cplan, kept ? CurrentResourceOwner : NULL);
		SPI_finish();
		subxact_commit(callercxt, oldowner);
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
