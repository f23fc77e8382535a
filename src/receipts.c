/*
 * receipts.c — persist every step and attempt in the receipt tables.
 *
 * The tables are written only by the extension, as their owner (callers
 * hold SELECT only, and row-level security shows each role its own rows).
 * A step is packed into one flat record, then inserted in the caller's
 * transaction or handed to the receipt writer (receipt_writer.c); either
 * way it is inserted by receipt_store.c.  Statements are prepared once per
 * backend.
 */
#include "postgres.h"

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

#include "pinned_path.h"
#include "receipt_bounds.h"
#include "receipt_store.h"
#include "spi_plans.h"
#include "receipt_writer.h"


static SPIPlanPtr plan_lock_receipt;
static SPIPlanPtr plan_read_receipt;
static SPIPlanPtr plan_next_step;

/* The calling role's name. */
static char *
caller_name(void)
{
	return GetUserNameFromId(GetUserId(), false);
}
/*
 * As the tables' owner: lock a receipt the caller may extend (unless the
 * transaction is read-only) and count its steps.  *vanished: it was deleted
 * since the caller saw it.  Returns the next step number.
 */
static int
lock_and_count_steps(Datum *values, Oid *types, bool *vanished)
{
	OwnerRights owner;
	bool		isnull;
	volatile int next = 1;

	*vanished = false;
	owner_rights_begin(&owner);
	PG_TRY();
	{
		if (!XactReadOnly)
		{
			prepare_kept(&plan_lock_receipt,
						 "SELECT 1 FROM nl2sql_heal.receipts "
						 " WHERE receipt_id OPERATOR(pg_catalog.=) $1 FOR UPDATE",
						 1, types);
			if (SPI_execute_plan(plan_lock_receipt, values, NULL, false, 1) != SPI_OK_SELECT)
				elog(ERROR, "could not lock receipt");
			*vanished = SPI_processed != 1;
		}
		if (!*vanished)
		{
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
		owner_rights_end(&owner);
	}
	PG_END_TRY();
	return next;
}

/*
 * Check that the receipt exists for the caller and that the caller may
 * extend it (its own; superusers may add to any), lock it against
 * concurrent steps, and return the next step number.
 *
 * Visibility is decided first, as the caller, by row-level security, and
 * before any lock: a receipt the caller may not see is answered exactly like
 * one that does not exist (ids and owners cannot be enumerated), and a call
 * on another role's receipt never waits behind that role's transaction.
 * Everything runs under the pinned search_path (pinned_path.h): the lock and
 * the step count run as the tables' owner.
 */
int
receipts_next_step(int64 receipt_id)
{
	MemoryContext callercxt = CurrentMemoryContext;
	char	   *me = caller_name();
	bool		superuser_caller = superuser();
	volatile int next = 1;
	Oid			types[1] = {INT8OID};
	Datum		values[1];
	char	   *volatile owner_name = NULL;
	volatile bool extendable = false;
	bool		vanished = false;
	int			nestlevel;

	/* this session's receipts still on their way to the tables first */
	receipt_writer_wait_own();
	values[0] = Int64GetDatum(receipt_id);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	nestlevel = pin_search_path();
	PG_TRY();
	{
		/* as the caller: row-level security shows only what it may see; no lock */
		prepare_kept(&plan_read_receipt,
					 "SELECT role_name::pg_catalog.text FROM nl2sql_heal.receipts "
					 " WHERE receipt_id OPERATOR(pg_catalog.=) $1",
					 1, types);
		if (SPI_execute_plan(plan_read_receipt, values, NULL, false, 1) != SPI_OK_SELECT)
			elog(ERROR, "could not read receipt");
		if (SPI_processed == 1)
		{
			char	   *name = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);

			owner_name = name ? MemoryContextStrdup(callercxt, name) : NULL;
		}
		extendable = owner_name != NULL &&
			(strcmp(owner_name, me) == 0 || superuser_caller);
		if (extendable)
			next = lock_and_count_steps(values, types, &vanished);
	}
	PG_FINALLY();
	{
		unpin_search_path(nestlevel);
	}
	PG_END_TRY();
	SPI_finish();

	/* Same message for "missing" and "not visible": receipts of others do not exist for the caller. */
	if (owner_name == NULL || vanished)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("receipt " INT64_FORMAT " does not exist", receipt_id),
				 errhint("Pass receipt_id => NULL to start a new receipt.")));
	if (!extendable)
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied for receipt " INT64_FORMAT, receipt_id),
				 errdetail("The receipt belongs to role \"%s\"; only its role can add steps to it.",
						   owner_name)));
	return next;
}

/* A text field's value (NULL: a NULL column). */
static inline RecordValue
text_value(const char *s)
{
	RecordValue v = {.present = s != NULL, .text = s};

	return v;
}

/*
 * Pack a step (and its receipt, when new) with everything the tables hold,
 * within the caps of receipt_bounds.h: what one call can make the extension
 * store is bounded by them, whoever calls.  The fields are those of
 * RECORD_STEP_FIELDS and RECORD_ATTEMPT_FIELDS (receipt_store.h).
 */
static void
pack_step(StringInfo buf, int64 receipt_id, bool new_receipt, int step_no, const HealStep *step)
{
	const HealAttempt *final = &step->attempts[step->final];
	bool		ran = final->res.outcome == OUTCOME_OK || final->res.outcome == OUTCOME_EMPTY;
	char	   *rows_note = NULL;
	const char *rows = ran ? receipt_rows_bounded(final->res.rows->data, final->res.rows_captured,
												  &rows_note) : NULL;
	int			nnotes = list_length(step->notes) + (rows_note != NULL ? 1 : 0);
	const char **notes = palloc(sizeof(char *) * Max(nnotes, 1));
	const char **columns = palloc(sizeof(char *) * Max(ran ? final->res.ncolumns : 0, 1));
	RecordValue sv[SF_COUNT] = {0};
	ListCell   *lc;
	int			i;

	i = 0;
	foreach(lc, step->notes)
		notes[i++] = receipt_text_bounded(lfirst(lc));
	if (rows_note != NULL)
		notes[i++] = rows_note;
	for (i = 0; ran && i < final->res.ncolumns; i++)
		columns[i] = receipt_text_bounded(final->res.columns[i]);

	record_put_header(buf, receipt_id, step_no,
					  (new_receipt ? RECORD_NEW_RECEIPT : 0) | (ran ? RECORD_RAN : 0),
					  GetCurrentTransactionStartTimestamp(), caller_name());
	sv[SF_QUESTION] = text_value(receipt_text_bounded(step->question));
	sv[SF_TARGET] = text_value(receipt_text_bounded(step->target_name));
	sv[SF_ORIGINAL_SQL] = text_value(receipt_text_bounded(step->original_sql));
	sv[SF_FINAL_SQL] = text_value(receipt_text_bounded(final->sql));
	sv[SF_STATUS] = text_value(heal_status_name(step->status));
	sv[SF_ROW_COUNT].i64 = ran ? final->res.row_count : 0;
	sv[SF_COLUMNS] = (RecordValue) {.present = ran, .ntexts = ran ? final->res.ncolumns : 0, .texts = columns};
	sv[SF_ROWS] = text_value(rows);
	sv[SF_NOTES] = (RecordValue) {.present = nnotes > 0, .ntexts = nnotes, .texts = notes};
	record_put_fields(buf, RECORD_FIELDS_STEP, sv);

	record_put_count(buf, step->nattempts);
	for (i = 0; i < step->nattempts; i++)
	{
		const HealAttempt *a = &step->attempts[i];
		bool		a_ran = a->res.outcome == OUTCOME_OK || a->res.outcome == OUTCOME_EMPTY;
		RecordValue av[AF_COUNT] = {0};

		av[AF_ATTEMPT].i32 = a->attempt;
		av[AF_SQL] = text_value(receipt_text_bounded(a->sql));
		av[AF_OUTCOME] = text_value(outcome_name(a->res.outcome));
		/* a rewrite refused unrun has a reason, not a SQLSTATE */
		av[AF_SQLSTATE] = text_value(a->res.sqlstate[0] ? a->res.sqlstate : NULL);
		av[AF_REASON] = text_value(a->res.reason);
		av[AF_MESSAGE] = text_value(receipt_text_bounded(a->res.message));
		av[AF_DETAIL] = text_value(receipt_text_bounded(a->res.detail));
		av[AF_HINT] = text_value(receipt_text_bounded(a->res.hint));
		av[AF_CLASS] = text_value(a->res.outcome == OUTCOME_OK ? NULL :
								  a->repairable ? "repairable" : "not_repairable");
		av[AF_REPAIR] = text_value(receipt_text_bounded(a->repair));
		/* the model call behind a rewrite: deployment, latency, tokens */
		if (a->model != NULL)
		{
			av[AF_DEPLOYMENT] = text_value(a->model->deployment);
			av[AF_MODEL_MS] = (RecordValue) {.present = true, .f8 = a->model->ms};
			av[AF_TOKENS_IN] = (RecordValue) {.present = a->model->tokens_in >= 0, .i32 = (int32) a->model->tokens_in};
			av[AF_TOKENS_OUT] = (RecordValue) {.present = a->model->tokens_out >= 0, .i32 = (int32) a->model->tokens_out};
		}
		av[AF_ROW_COUNT] = (RecordValue) {.present = a_ran, .i64 = a->res.row_count};
		av[AF_MS].f8 = a->res.ms;
		record_put_fields(buf, RECORD_FIELDS_ATTEMPT, av);
	}
	pfree(notes);
	pfree(columns);
}

/* The next receipt id, from the receipt_id column's sequence. */
static int64
next_receipt_id(void)
{
	static Oid	seq_oid = InvalidOid;

	/* cached per backend; re-checked cheaply so a reinstalled extension still works */
	if (!OidIsValid(seq_oid) || !SearchSysCacheExists1(RELOID, ObjectIdGetDatum(seq_oid)))
	{
		Oid			nsp = extension_schema_oid(false);
		List	   *seqs = getOwnedSequences(receipt_table_oid(nsp, "receipts"));

		if (seqs == NIL)
			elog(ERROR, "nl2sql_heal.receipts has no receipt_id sequence");
		seq_oid = linitial_oid(seqs);
	}
	return nextval_internal(seq_oid, false);
}

/*
 * Write the step (and the receipt, when receipt_id is 0) and all its
 * attempts.  A new receipt goes to the receipt writer when one is running
 * (receipt_writer.c: committed on its own, shortly after); otherwise, and for
 * further steps of a receipt, the rows are written in the caller's transaction.
 * The extension writes its own tables, so no privilege check applies.
 */
int64
receipts_write(int64 receipt_id, int step_no, const HealStep *step)
{
	/* has this transaction written anything but receipts so far? */
	bool		only_receipts = receipts_only_so_far();
	bool		new_receipt = (receipt_id == 0);
	StringInfoData buf;

	if (new_receipt)
		receipt_id = next_receipt_id();
	initStringInfo(&buf);
	pack_step(&buf, receipt_id, new_receipt, step_no, step);
	if (!(new_receipt && receipt_writer_enqueue(buf.data, buf.len)))
	{
		const char *record = buf.data;
		Size		length = buf.len;

		receipts_insert_packed(&record, &length, 1);
	}
	pfree(buf.data);

	/* the sequence, or the rows, may have made this a writing transaction */
	receipts_wrote(only_receipts);
	return receipt_id;
}

/*
 * Record model calls in nl2sql_heal.model_calls, like a new receipt: handed
 * to the receipt writer when one runs, else inserted in the caller's
 * transaction.  committed_apart: only through the writer (for a call whose
 * failure is about to abort the caller's transaction, which would take the
 * row with it); nothing is written when no writer takes it.
 */
void
receipts_write_model_calls(int64 receipt_id, const ModelCallRow *calls, int n,
						   bool committed_apart)
{
	bool		only_receipts = receipts_only_so_far();
	StringInfoData buf;
	int			i;

	initStringInfo(&buf);
	record_put_header(&buf, receipt_id, 0, RECORD_MODEL_CALLS,
					  GetCurrentTransactionStartTimestamp(), caller_name());
	record_put_count(&buf, n);
	for (i = 0; i < n; i++)
	{
		const ModelCallRow *c = &calls[i];
		RecordValue mv[MF_COUNT] = {0};

		mv[MF_PURPOSE] = text_value(c->purpose);
		mv[MF_TIER] = text_value(c->tier);
		mv[MF_DEPLOYMENT] = text_value(c->deployment);
		mv[MF_OUTCOME] = text_value(c->outcome);
		mv[MF_FAILURE] = text_value(receipt_text_bounded(c->failure));
		mv[MF_MODEL_MS].f8 = c->ms;
		mv[MF_TOKENS_IN] = (RecordValue) {.present = c->tokens_in >= 0, .i32 = c->tokens_in};
		mv[MF_TOKENS_OUT] = (RecordValue) {.present = c->tokens_out >= 0, .i32 = c->tokens_out};
		mv[MF_TRIES].i32 = c->tries;
		record_put_fields(&buf, RECORD_FIELDS_MODEL_CALL, mv);
	}
	if (committed_apart)
		(void) receipt_writer_enqueue_apart(buf.data, buf.len);
	else if (!receipt_writer_enqueue(buf.data, buf.len))
	{
		const char *record = buf.data;
		Size		length = buf.len;

		receipts_insert_packed(&record, &length, 1);
		receipts_wrote(only_receipts);
	}
	pfree(buf.data);
}
