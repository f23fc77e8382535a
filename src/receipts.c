/*
 * receipts.c — persist every step and attempt in the receipt tables.
 *
 * The tables are written only by the extension, as their owner (callers
 * hold SELECT only, and row-level security shows each role its own rows).
 * Statements are prepared once per backend and kept.
 */
#include "receipts.h"

#include "access/xact.h"
#include "access/xlog.h"
#include "access/table.h"
#include "catalog/dependency.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "commands/sequence.h"
#include "commands/trigger.h"
#include "executor/executor.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/timestamp.h"
#include "utils/syscache.h"

/*
 * Asynchronous commit of receipt-only transactions.  A transaction that
 * wrote nothing but receipts (the usual heal_execute call: the generated
 * query itself is read-only) would otherwise pay a WAL flush the plain query
 * never pays.  Unless nl2sql_heal.synchronous_receipts is on, such a
 * transaction commits like synchronous_commit = off: a crash can lose the
 * last receipts written (at most about three times wal_writer_delay), never
 * the caller's own data, because any other WAL written by the transaction
 * makes its commit synchronous as usual.
 */
static bool async_commit_armed = false;
static XLogRecPtr receipts_end_lsn = InvalidXLogRecPtr;
static bool synchronous_commit_overridden = false;
static int	saved_synchronous_commit;

static SPIPlanPtr plan_lock_receipt;
static SPIPlanPtr plan_read_receipt;
static SPIPlanPtr plan_next_step;

/* Prepare a statement once and keep it for the life of the backend. */
static SPIPlanPtr
prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types)
{
	if (*slot == NULL)
	{
		/* generic plans: custom ones would be re-planned on every call */
		SPIPlanPtr	plan = SPI_prepare_cursor(sql, nargs, types, CURSOR_OPT_GENERIC_PLAN);

		if (plan == NULL)
			elog(ERROR, "could not prepare receipt statement: %s",
				 SPI_result_code_string(SPI_result));
		SPI_keepplan(plan);
		*slot = plan;
	}
	return *slot;
}

/* Commit receipt-only transactions asynchronously; restore the setting after. */
static void
receipts_xact_callback(XactEvent event, void *arg)
{
	switch (event)
	{
		case XACT_EVENT_PRE_COMMIT:
			if (async_commit_armed && XactLastRecEnd == receipts_end_lsn &&
				synchronous_commit > SYNCHRONOUS_COMMIT_OFF)
			{
				saved_synchronous_commit = synchronous_commit;
				synchronous_commit = SYNCHRONOUS_COMMIT_OFF;
				synchronous_commit_overridden = true;
			}
			break;
		case XACT_EVENT_COMMIT:
		case XACT_EVENT_ABORT:
		case XACT_EVENT_PREPARE:
		case XACT_EVENT_PARALLEL_COMMIT:
		case XACT_EVENT_PARALLEL_ABORT:
			if (synchronous_commit_overridden)
				synchronous_commit = saved_synchronous_commit;
			synchronous_commit_overridden = false;
			async_commit_armed = false;
			break;
		default:
			break;
	}
}

/* Register the commit callback (called from _PG_init). */
void
receipts_init(void)
{
	RegisterXactCallback(receipts_xact_callback, NULL);
}

/* The owner of nl2sql_heal.receipts: the role the extension writes as. */
static Oid
receipts_owner(void)
{
	Oid			nsp = get_namespace_oid("nl2sql_heal", false);
	Oid			rel = get_relname_relid("receipts", nsp);
	HeapTuple	tup;
	Oid			owner;

	if (!OidIsValid(rel))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table nl2sql_heal.receipts does not exist"),
				 errhint("Reinstall the extension with DROP EXTENSION nl2sql_heal; CREATE EXTENSION nl2sql_heal;")));
	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(rel));
	if (!HeapTupleIsValid(tup))
		elog(ERROR, "cache lookup failed for relation %u", rel);
	owner = ((Form_pg_class) GETSTRUCT(tup))->relowner;
	ReleaseSysCache(tup);
	return owner;
}

/* The calling role's name. */
static char *
caller_name(void)
{
	return GetUserNameFromId(GetUserId(), false);
}

/* Switch to the owner for receipt writes; returns what to restore. */
static void
become_owner(Oid *save_userid, int *save_sec)
{
	GetUserIdAndSecContext(save_userid, save_sec);
	SetUserIdAndSecContext(receipts_owner(),
						   *save_sec | SECURITY_LOCAL_USERID_CHANGE | SECURITY_RESTRICTED_OPERATION);
}

/* A text[] datum from a list of C strings. */
static Datum
text_array(List *strings)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(list_length(strings), 1));
	ListCell   *lc;
	int			i = 0;

	foreach(lc, strings)
		elems[i++] = CStringGetTextDatum(lfirst(lc));
	return PointerGetDatum(construct_array(elems, i, TEXTOID, -1, false, TYPALIGN_INT));
}

/*
 * Check that a receipt exists and belongs to the caller (superusers may add
 * to any), lock it against concurrent steps, and return the next step number.
 */
int
receipts_next_step(int64 receipt_id)
{
	Oid			save_userid;
	int			save_sec;
	char	   *me = caller_name();
	bool		superuser_caller = superuser();
	int			next = 1;
	Oid			types[1] = {INT8OID};
	Datum		values[1];
	bool		isnull;
	char	   *owner_name = NULL;

	values[0] = Int64GetDatum(receipt_id);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	become_owner(&save_userid, &save_sec);
	PG_TRY();
	{
		/* lock the receipt against concurrent steps, unless nothing can be written anyway */
		SPIPlanPtr	plan = XactReadOnly
			? prepare_kept(&plan_read_receipt,
						   "SELECT role_name::text FROM nl2sql_heal.receipts WHERE receipt_id OPERATOR(pg_catalog.=) $1",
						   1, types)
			: prepare_kept(&plan_lock_receipt,
						   "SELECT role_name::text FROM nl2sql_heal.receipts WHERE receipt_id OPERATOR(pg_catalog.=) $1 FOR UPDATE",
						   1, types);

		if (SPI_execute_plan(plan, values, NULL, false, 1) != SPI_OK_SELECT)
			elog(ERROR, "could not read receipt");
		if (SPI_processed == 1)
		{
			owner_name = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);
			prepare_kept(&plan_next_step,
						 "SELECT COALESCE(pg_catalog.max(step), 0) OPERATOR(pg_catalog.+) 1 "
						 "  FROM nl2sql_heal.steps WHERE receipt_id OPERATOR(pg_catalog.=) $1",
						 1, types);
			if (SPI_execute_plan(plan_next_step, values, NULL, false, 1) != SPI_OK_SELECT)
				elog(ERROR, "could not read receipt steps");
			next = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
		}
	}
	PG_FINALLY();
	{
		SetUserIdAndSecContext(save_userid, save_sec);
	}
	PG_END_TRY();
	SPI_finish();

	/* Same message for "missing" and "not yours": receipts of others are invisible. */
	if (owner_name == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("receipt " INT64_FORMAT " does not exist", receipt_id),
				 errhint("Pass receipt_id => NULL to start a new receipt.")));
	if (strcmp(owner_name, me) != 0 && !superuser_caller)
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied for receipt " INT64_FORMAT, receipt_id),
				 errdetail("The receipt belongs to role \"%s\".", owner_name)));
	return next;
}

/* One of the receipt tables, opened for direct insertion. */
typedef struct ReceiptTable
{
	Relation	rel;
	ResultRelInfo *rri;
	TupleTableSlot *slot;
} ReceiptTable;

/* Open nl2sql_heal.<name> and its indexes for inserting. */
static void
open_receipt_table(ReceiptTable *t, EState *estate, Oid nsp, const char *name, Index rti)
{
	Oid			relid = get_relname_relid(name, nsp);

	if (!OidIsValid(relid))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table nl2sql_heal.%s does not exist", name),
				 errhint("Reinstall the extension with DROP EXTENSION nl2sql_heal; CREATE EXTENSION nl2sql_heal;")));
	t->rel = table_open(relid, RowExclusiveLock);
	t->rri = makeNode(ResultRelInfo);
	InitResultRelInfo(t->rri, t->rel, rti, NULL, 0);
	ExecOpenIndices(t->rri, false);
	t->slot = ExecInitExtraTupleSlot(estate, RelationGetDescr(t->rel), &TTSOpsVirtual);
	ExecClearTuple(t->slot);
	memset(t->slot->tts_isnull, true, sizeof(bool) * RelationGetDescr(t->rel)->natts);
}

/* Set a column of the row being built, by name (columns DBAs add stay NULL). */
static void
set_column(ReceiptTable *t, const char *column, Datum value, bool isnull)
{
	TupleDesc	desc = RelationGetDescr(t->rel);
	int			i;

	for (i = 0; i < desc->natts; i++)
	{
		Form_pg_attribute attr = TupleDescAttr(desc, i);

		if (!attr->attisdropped && strcmp(NameStr(attr->attname), column) == 0)
		{
			t->slot->tts_values[i] = value;
			t->slot->tts_isnull[i] = isnull;
			return;
		}
	}
	elog(ERROR, "column %s of nl2sql_heal.%s does not exist", column, RelationGetRelationName(t->rel));
}

/* Insert the row built in t's slot (indexes, constraints and triggers included). */
static void
insert_row(ReceiptTable *t, EState *estate)
{
	ExecStoreVirtualTuple(t->slot);
	ExecSimpleRelationInsert(t->rri, estate, t->slot);
	ExecClearTuple(t->slot);
	memset(t->slot->tts_isnull, true, sizeof(bool) * RelationGetDescr(t->rel)->natts);
}

/* A text datum, or NULL. */
static Datum
text_or_null(const char *s, bool *isnull)
{
	*isnull = (s == NULL);
	return s ? CStringGetTextDatum(s) : (Datum) 0;
}

/*
 * Write the step (and the receipt, when receipt_id is 0) and all its
 * attempts.  The rows go in directly through the executor's simple-insert
 * path (as logical replication does): no SQL to plan on the success path.
 * The extension writes its own tables, so no privilege check applies.
 */
int64
receipts_write(int64 receipt_id, int step_no, const HealStep *step)
{
	Oid			nsp = get_namespace_oid("nl2sql_heal", false);
	Datum		role = DirectFunctionCall1(namein, CStringGetDatum(caller_name()));
	TimestampTz now = GetCurrentTransactionStartTimestamp();
	const HealAttempt *final = &step->attempts[step->final];
	bool		ran = final->res.outcome == OUTCOME_OK || final->res.outcome == OUTCOME_EMPTY;
	/* has this transaction written anything but receipts so far? */
	bool		only_receipts = !TransactionIdIsValid(GetTopTransactionIdIfAny()) ||
		(async_commit_armed && XactLastRecEnd == receipts_end_lsn);
	EState	   *estate = CreateExecutorState();
	ReceiptTable receipts;
	ReceiptTable steps;
	ReceiptTable attempts;
	bool		isnull;
	Datum		value;
	int			i;

	{
		RangeTblEntry *rtes[3];
		const char *names[3] = {"receipts", "steps", "attempts"};
		List	   *rtable = NIL;

		for (i = 0; i < 3; i++)
		{
			rtes[i] = makeNode(RangeTblEntry);
			rtes[i]->rtekind = RTE_RELATION;
			rtes[i]->relid = get_relname_relid(names[i], nsp);
			rtes[i]->relkind = RELKIND_RELATION;
			rtes[i]->rellockmode = RowExclusiveLock;
			rtable = lappend(rtable, rtes[i]);
		}
		ExecInitRangeTable(estate, rtable);
	}
	estate->es_output_cid = GetCurrentCommandId(true);
	AfterTriggerBeginQuery();

	if (receipt_id == 0)
	{
		List	   *seqs;

		open_receipt_table(&receipts, estate, nsp, "receipts", 1);
		seqs = getOwnedSequences(RelationGetRelid(receipts.rel));
		if (seqs == NIL)
			elog(ERROR, "nl2sql_heal.receipts has no receipt_id sequence");
		receipt_id = nextval_internal(linitial_oid(seqs), false);
		set_column(&receipts, "receipt_id", Int64GetDatum(receipt_id), false);
		set_column(&receipts, "created_at", TimestampTzGetDatum(now), false);
		set_column(&receipts, "role_name", role, false);
		value = text_or_null(step->question, &isnull);
		set_column(&receipts, "question", value, isnull);
		insert_row(&receipts, estate);
		ExecCloseIndices(receipts.rri);
		table_close(receipts.rel, NoLock);
	}

	open_receipt_table(&steps, estate, nsp, "steps", 2);
	set_column(&steps, "receipt_id", Int64GetDatum(receipt_id), false);
	set_column(&steps, "step", Int32GetDatum(step_no), false);
	set_column(&steps, "created_at", TimestampTzGetDatum(now), false);
	set_column(&steps, "role_name", role, false);
	value = text_or_null(step->question, &isnull);
	set_column(&steps, "question", value, isnull);
	value = text_or_null(step->target_name, &isnull);
	set_column(&steps, "target", value, isnull);
	set_column(&steps, "original_sql", CStringGetTextDatum(step->original_sql), false);
	set_column(&steps, "final_sql", CStringGetTextDatum(final->sql), false);
	set_column(&steps, "status", CStringGetTextDatum(heal_status_name(step->status)), false);
	set_column(&steps, "row_count", Int64GetDatum(ran ? final->res.row_count : 0), false);
	if (ran)
	{
		List	   *columns = NIL;

		for (i = 0; i < final->res.ncolumns; i++)
			columns = lappend(columns, final->res.columns[i]);
		set_column(&steps, "columns", text_array(columns), false);
		/* our own JSON text, valid by construction: stored as json, not re-parsed */
		set_column(&steps, "rows", CStringGetTextDatum(final->res.rows->data), false);
	}
	if (step->notes != NIL)
		set_column(&steps, "notes", text_array(step->notes), false);
	insert_row(&steps, estate);
	ExecCloseIndices(steps.rri);
	table_close(steps.rel, NoLock);

	open_receipt_table(&attempts, estate, nsp, "attempts", 3);
	for (i = 0; i < step->nattempts; i++)
	{
		const HealAttempt *a = &step->attempts[i];
		bool		a_ran = a->res.outcome == OUTCOME_OK || a->res.outcome == OUTCOME_EMPTY;

		set_column(&attempts, "receipt_id", Int64GetDatum(receipt_id), false);
		set_column(&attempts, "step", Int32GetDatum(step_no), false);
		set_column(&attempts, "attempt", Int32GetDatum(a->attempt), false);
		set_column(&attempts, "role_name", role, false);
		set_column(&attempts, "sql", CStringGetTextDatum(a->sql), false);
		set_column(&attempts, "outcome", CStringGetTextDatum(outcome_name(a->res.outcome)), false);
		set_column(&attempts, "sqlstate", CStringGetTextDatum(a->res.sqlstate), false);
		value = text_or_null(a->res.message, &isnull);
		set_column(&attempts, "message", value, isnull);
		value = text_or_null(a->res.detail, &isnull);
		set_column(&attempts, "detail", value, isnull);
		value = text_or_null(a->res.hint, &isnull);
		set_column(&attempts, "hint", value, isnull);
		value = text_or_null(a->res.outcome == OUTCOME_OK ? NULL :
							 a->repairable ? "repairable" : "not_repairable", &isnull);
		set_column(&attempts, "class", value, isnull);
		value = text_or_null(a->repair, &isnull);
		set_column(&attempts, "repair", value, isnull);
		/* the model call behind a rewrite: deployment, latency, tokens */
		value = text_or_null(a->model ? a->model->deployment : NULL, &isnull);
		set_column(&attempts, "deployment", value, isnull);
		set_column(&attempts, "model_ms", Float8GetDatum(a->model ? a->model->ms : 0), a->model == NULL);
		set_column(&attempts, "tokens_in", Int32GetDatum(a->model ? (int32) a->model->tokens_in : 0),
				   a->model == NULL || a->model->tokens_in < 0);
		set_column(&attempts, "tokens_out", Int32GetDatum(a->model ? (int32) a->model->tokens_out : 0),
				   a->model == NULL || a->model->tokens_out < 0);
		set_column(&attempts, "row_count", Int64GetDatum(a->res.row_count), !a_ran);
		set_column(&attempts, "ms", Float8GetDatum(a->res.ms), false);
		insert_row(&attempts, estate);
	}
	ExecCloseIndices(attempts.rri);
	table_close(attempts.rel, NoLock);

	AfterTriggerEndQuery(estate);
	ExecResetTupleTable(estate->es_tupleTable, false);
	FreeExecutorState(estate);
	CommandCounterIncrement();

	async_commit_armed = only_receipts && !heal_synchronous_receipts;
	receipts_end_lsn = XactLastRecEnd;
	return receipt_id;
}

/* For the other writers of the receipt tables (verdicts): act as their owner. */
void
receipts_become_owner(Oid *save_userid, int *save_sec)
{
	become_owner(save_userid, save_sec);
}

/* Has this transaction written nothing but receipts so far? */
bool
receipts_only_so_far(void)
{
	return !TransactionIdIsValid(GetTopTransactionIdIfAny()) ||
		(async_commit_armed && XactLastRecEnd == receipts_end_lsn);
}

/* After another receipt write: commit asynchronously when nothing else was written. */
void
receipts_wrote(bool only_receipts)
{
	async_commit_armed = only_receipts && !heal_synchronous_receipts;
	receipts_end_lsn = XactLastRecEnd;
}
