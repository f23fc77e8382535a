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
#include "receipt_store.h"
#include "receipt_writer.h"


static SPIPlanPtr plan_lock_receipt;
static SPIPlanPtr plan_read_receipt;
static SPIPlanPtr plan_next_step;

/* Prepare a statement once and keep it for the life of the backend. */
SPIPlanPtr
prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types)
{
	if (*slot == NULL)
	{
		/* generic plans: custom ones would be re-planned on every call */
		SPIPlanPtr	plan = SPI_prepare_cursor(sql, nargs, types, CURSOR_OPT_GENERIC_PLAN);

		if (plan == NULL)
			elog(ERROR, "could not prepare statement: %s",
				 SPI_result_code_string(SPI_result));
		SPI_keepplan(plan);
		*slot = plan;
	}
	return *slot;
}


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

static void
put_bytes(StringInfo buf, const void *p, int len)
{
	appendBinaryStringInfo(buf, p, len);
}

static void
put_i32(StringInfo buf, int32 v)
{
	put_bytes(buf, &v, sizeof(v));
}

static void
put_i64(StringInfo buf, int64 v)
{
	put_bytes(buf, &v, sizeof(v));
}

static void
put_f8(StringInfo buf, double v)
{
	put_bytes(buf, &v, sizeof(v));
}

static void
put_str(StringInfo buf, const char *s)
{
	if (s == NULL)
		put_i32(buf, -1);
	else
	{
		int32		len = strlen(s);

		put_i32(buf, len);
		put_bytes(buf, s, len + 1);
	}
}

static void
put_opt(StringInfo buf, bool present, const void *p, int len)
{
	char		flag = present ? 1 : 0;

	put_bytes(buf, &flag, 1);
	if (present)
		put_bytes(buf, p, len);
}

/* Pack a step (and its receipt, when new) with everything the tables hold. */
static void
pack_step(StringInfo buf, int64 receipt_id, bool new_receipt, int step_no, const HealStep *step)
{
	const HealAttempt *final = &step->attempts[step->final];
	bool		ran = final->res.outcome == OUTCOME_OK || final->res.outcome == OUTCOME_EMPTY;
	ListCell   *lc;
	int			i;

	put_i64(buf, receipt_id);
	put_i32(buf, step_no);
	put_i32(buf, (new_receipt ? RECORD_NEW_RECEIPT : 0) | (ran ? RECORD_RAN : 0));
	put_i64(buf, GetCurrentTransactionStartTimestamp());
	put_str(buf, caller_name());
	put_str(buf, step->question);
	put_str(buf, step->target_name);
	put_str(buf, step->original_sql);
	put_str(buf, final->sql);
	put_str(buf, heal_status_name(step->status));
	put_i64(buf, ran ? final->res.row_count : 0);
	put_i32(buf, ran ? final->res.ncolumns : 0);
	for (i = 0; ran && i < final->res.ncolumns; i++)
		put_str(buf, final->res.columns[i]);
	put_str(buf, ran ? final->res.rows->data : NULL);
	put_i32(buf, step->notes == NIL ? -1 : list_length(step->notes));
	foreach(lc, step->notes)
		put_str(buf, lfirst(lc));
	put_i32(buf, step->nattempts);
	for (i = 0; i < step->nattempts; i++)
	{
		const HealAttempt *a = &step->attempts[i];
		bool		a_ran = a->res.outcome == OUTCOME_OK || a->res.outcome == OUTCOME_EMPTY;
		int32		tokens_in = a->model ? (int32) a->model->tokens_in : 0;
		int32		tokens_out = a->model ? (int32) a->model->tokens_out : 0;

		put_i32(buf, a->attempt);
		put_str(buf, a->sql);
		put_str(buf, outcome_name(a->res.outcome));
		put_str(buf, a->res.sqlstate);
		put_str(buf, a->res.message);
		put_str(buf, a->res.detail);
		put_str(buf, a->res.hint);
		put_str(buf, a->res.outcome == OUTCOME_OK ? NULL :
				a->repairable ? "repairable" : "not_repairable");
		put_str(buf, a->repair);
		/* the model call behind a rewrite: deployment, latency, tokens */
		put_str(buf, a->model ? a->model->deployment : NULL);
		put_opt(buf, a->model != NULL, a->model ? &a->model->ms : NULL, sizeof(double));
		put_opt(buf, a->model != NULL && a->model->tokens_in >= 0, &tokens_in, sizeof(int32));
		put_opt(buf, a->model != NULL && a->model->tokens_out >= 0, &tokens_out, sizeof(int32));
		put_opt(buf, a_ran, &a->res.row_count, sizeof(int64));
		put_f8(buf, a->res.ms);
	}
}

/* The next receipt id, from the receipt_id column's sequence. */
static int64
next_receipt_id(void)
{
	static Oid	seq_oid = InvalidOid;

	/* cached per backend; re-checked cheaply so a reinstalled extension still works */
	if (!OidIsValid(seq_oid) || !SearchSysCacheExists1(RELOID, ObjectIdGetDatum(seq_oid)))
	{
		Oid			nsp = get_namespace_oid("nl2sql_heal", false);
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
	put_i64(&buf, receipt_id);
	put_i32(&buf, 0);
	put_i32(&buf, RECORD_MODEL_CALLS);
	put_i64(&buf, GetCurrentTransactionStartTimestamp());
	put_str(&buf, caller_name());
	put_i32(&buf, n);
	for (i = 0; i < n; i++)
	{
		const ModelCallRow *c = &calls[i];

		put_str(&buf, c->purpose);
		put_str(&buf, c->tier);
		put_str(&buf, c->deployment);
		put_str(&buf, c->outcome);
		put_str(&buf, c->failure);
		put_f8(&buf, c->ms);
		put_opt(&buf, c->tokens_in >= 0, &c->tokens_in, sizeof(int32));
		put_opt(&buf, c->tokens_out >= 0, &c->tokens_out, sizeof(int32));
		put_i32(&buf, c->tries);
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
