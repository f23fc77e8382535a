/*
 * receipt_store.c — the receipt tables themselves: inserting packed records
 * (receipt_store.h) as the tables' owner, and committing transactions that
 * wrote nothing but receipts asynchronously.
 *
 * Both writers use it: a backend writing its own receipts (receipts.c) and
 * the background receipt writer (receipt_writer.c), so the same bytes are
 * inserted by the same code wherever they are written.
 */
#include "postgres.h"

#include "receipt_store.h"

#include <limits.h>

#include "access/heapam.h"
#include "access/xact.h"
#include "access/xlog.h"
#include "access/table.h"
#include "access/tableam.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "catalog/dependency.h"
#include "commands/sequence.h"
#include "commands/trigger.h"
#include "executor/executor.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/syscache.h"

#include "pinned_path.h"

bool		heal_synchronous_receipts = false;

/*
 * Rows go in through the executor's simple-insert path, not a prepared
 * INSERT run with SPI_execute_plan (as pg_cron writes its run details).
 * Measured on PostgreSQL 15 (bench/receipt_path_cpu.sh), two runs on a busy
 * 2-core machine: the writer spends 21 and 148 us a receipt through the
 * executor path, 59 and 192 us through SPI (success-path CPU ratio 1.24 /
 * 1.26 against 1.28 / 1.34); in the caller's transaction a call costs 56 and
 * 112 us more through SPI.  Hence the executor path, and the writer itself
 * (without it: 2.09 / 1.36).
 *
 * The writer's batches go in a page at a time (MULTI_MAX_ROWS below).  On
 * PostgreSQL 15 that saves 14% of its WAL (1039 against 896 bytes a
 * receipt) but none of its CPU that a busy 2-core machine can tell
 * (alternated runs of 8 x 4000 calls: 24.0 against 23.2 us a receipt, then
 * 29.1 against 30.7): 15 still extends a table one page at a time, a zeroed
 * buffer touched for the first time and an lseek and a write of 8 kB each,
 * about 40% of the writer, and each row's index entries are another 25%.  From 16
 * on, the bulk-insert state extends by many pages at once.  Giving 15 pages
 * made beforehand does not help: pages already there (emptied by a DELETE
 * and a VACUUM, found through the free space map) cost the writer more than
 * extending, 17.8 to 21.6 against 14.0 to 15.2 us a receipt (three
 * alternated runs of two clients).  What a receipt costs the writer follows
 * its bytes: 600 more (a longer query text, stored three times) took it from
 * 13-23 to 21-28 us.
 */

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

/* Define nl2sql_heal.synchronous_receipts and register the commit callback (from _PG_init). */
void
receipt_store_init(void)
{
	DefineCustomBoolVariable("nl2sql_heal.synchronous_receipts",
							 "Commit transactions that wrote only receipts synchronously.",
							 "Off: such a transaction commits like synchronous_commit = off, so a crash "
							 "can lose the last receipts written, never other data.",
							 &heal_synchronous_receipts,
							 false, PGC_USERSET, 0, NULL, NULL, NULL);
	RegisterXactCallback(receipts_xact_callback, NULL);
}

/* The owner of nl2sql_heal.receipts: the role the extension writes as. */
static Oid
receipts_owner(void)
{
	Oid			nsp = extension_schema_oid(false);
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

/*
 * Every write the extension makes with its owner's rights starts here: the
 * owner, in a security-restricted operation, and search_path pinned first.
 * A DBA's trigger, rule, default or index expression on one of the tables
 * then runs as the owner but resolves nothing through the caller's path, so
 * a caller owning a schema on its path cannot have its functions run with
 * the owner's rights.
 */
void
owner_rights_begin(OwnerRights *o)
{
	Oid			owner = receipts_owner();

	o->nestlevel = pin_search_path();
	GetUserIdAndSecContext(&o->userid, &o->sec);
	SetUserIdAndSecContext(owner,
						   o->sec | SECURITY_LOCAL_USERID_CHANGE | SECURITY_RESTRICTED_OPERATION);
}

/* Back to the caller and its search_path (also on the error path, from PG_FINALLY). */
void
owner_rights_end(OwnerRights *o)
{
	SetUserIdAndSecContext(o->userid, o->sec);
	unpin_search_path(o->nestlevel);
}


/* Reading a packed record: pointers into the buffer, no copies. */
typedef struct RecordReader
{
	const char *p;
	const char *end;
} RecordReader;

static void
get_bytes(RecordReader *r, void *out, int len)
{
	if (r->end - r->p < len)
		elog(ERROR, "receipt record is truncated");
	memcpy(out, r->p, len);
	r->p += len;
}

static int32
get_i32(RecordReader *r)
{
	int32		v;

	get_bytes(r, &v, sizeof(v));
	return v;
}

static int64
get_i64(RecordReader *r)
{
	int64		v;

	get_bytes(r, &v, sizeof(v));
	return v;
}

static double
get_f8(RecordReader *r)
{
	double		v;

	get_bytes(r, &v, sizeof(v));
	return v;
}

static const char *
get_str(RecordReader *r)
{
	int32		len = get_i32(r);
	const char *s;

	if (len < 0)
		return NULL;
	if (r->end - r->p < len + 1 || r->p[len] != '\0')
		elog(ERROR, "receipt record is truncated");
	s = r->p;
	r->p += len + 1;
	return s;
}

static bool
get_opt(RecordReader *r, void *out, int len)
{
	char		flag;

	get_bytes(r, &flag, 1);
	if (flag)
		get_bytes(r, out, len);
	return flag != 0;
}
/*
 * The columns the extension writes, per table: the header's, then those of
 * the table's RECORD_*_FIELDS list (receipt_store.h), in its order.  Their
 * positions are looked up once per open (columns DBAs add stay NULL; a
 * column the extension needs that is missing is an error that names it).
 */
#define RECORD_FIELD_COLUMN(name, column, kind) column,
#define RECORD_FIELD_KIND(name, column, kind) kind,

static const char *const receipts_columns[] = {
	"receipt_id", "created_at", "role_name", "question", NULL
};
enum
{
	R_RECEIPT_ID, R_CREATED_AT, R_ROLE_NAME, R_QUESTION
};

static const char *const steps_columns[] = {
	"receipt_id", "step", "created_at", "role_name", RECORD_STEP_FIELDS(RECORD_FIELD_COLUMN) NULL
};
enum
{
	S_RECEIPT_ID, S_STEP, S_CREATED_AT, S_ROLE_NAME, S_FIELDS
};

static const char *const attempts_columns[] = {
	"receipt_id", "step", "role_name", RECORD_ATTEMPT_FIELDS(RECORD_FIELD_COLUMN) NULL
};
enum
{
	A_RECEIPT_ID, A_STEP, A_ROLE_NAME, A_FIELDS
};

static const char *const model_calls_columns[] = {
	"call_id", "created_at", "role_name", "receipt_id", RECORD_MODEL_CALL_FIELDS(RECORD_FIELD_COLUMN) NULL
};
enum
{
	M_CALL_ID, M_CREATED_AT, M_ROLE_NAME, M_RECEIPT_ID, M_FIELDS
};

/* The kinds of each list's fields, and how many there are. */
static const RecordKind step_kinds[] = {RECORD_STEP_FIELDS(RECORD_FIELD_KIND)};
static const RecordKind attempt_kinds[] = {RECORD_ATTEMPT_FIELDS(RECORD_FIELD_KIND)};
static const RecordKind model_call_kinds[] = {RECORD_MODEL_CALL_FIELDS(RECORD_FIELD_KIND)};

static const struct
{
	const RecordKind *kinds;
	int			n;
}			record_fields[] = {
	[RECORD_FIELDS_STEP] = {step_kinds, SF_COUNT},
	[RECORD_FIELDS_ATTEMPT] = {attempt_kinds, AF_COUNT},
	[RECORD_FIELDS_MODEL_CALL] = {model_call_kinds, MF_COUNT},
};

/* ---- packing (the caller's backend; receipts.c) ---- */

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

/* An RK_OPT_* value: a presence byte, then the value. */
static void
put_opt(StringInfo buf, bool present, const void *p, int len)
{
	char		flag = present ? 1 : 0;

	put_bytes(buf, &flag, 1);
	if (present)
		put_bytes(buf, p, len);
}

void
record_put_header(StringInfo buf, int64 receipt_id, int32 step, int32 flags,
				  TimestampTz created_at, const char *role)
{
	put_bytes(buf, &receipt_id, sizeof(receipt_id));
	put_i32(buf, step);
	put_i32(buf, flags);
	put_bytes(buf, &created_at, sizeof(created_at));
	put_str(buf, role);
}

void
record_put_count(StringInfo buf, int32 n)
{
	put_i32(buf, n);
}

void
record_put_fields(StringInfo buf, RecordFields which, const RecordValue *values)
{
	const RecordKind *kinds = record_fields[which].kinds;
	int			i;

	for (i = 0; i < record_fields[which].n; i++)
	{
		const RecordValue *v = &values[i];

		switch (kinds[i])
		{
			case RK_I32:
				put_i32(buf, v->i32);
				break;
			case RK_I64:
				put_bytes(buf, &v->i64, sizeof(v->i64));
				break;
			case RK_F8:
				put_bytes(buf, &v->f8, sizeof(v->f8));
				break;
			case RK_TEXT:
				put_str(buf, v->present ? v->text : NULL);
				break;
			case RK_TEXTS:
				{
					int			k;

					put_i32(buf, v->present ? v->ntexts : -1);
					for (k = 0; v->present && k < v->ntexts; k++)
						put_str(buf, v->texts[k]);
					break;
				}
			case RK_OPT_I32:
				put_opt(buf, v->present, &v->i32, sizeof(v->i32));
				break;
			case RK_OPT_I64:
				put_opt(buf, v->present, &v->i64, sizeof(v->i64));
				break;
			case RK_OPT_F8:
				put_opt(buf, v->present, &v->f8, sizeof(v->f8));
				break;
		}
	}
}

#define MAX_RECEIPT_COLUMNS 20

/*
 * A batch of records (the receipt writer's) goes in as COPY does: rows
 * buffered per table and stored a page at a time (table_multi_insert, one
 * WAL record per page, the target page kept pinned), then their index
 * entries.  Flushed at these bounds, as COPY's buffers are.
 */
#define MULTI_MAX_ROWS 1000
#define MULTI_MAX_BYTES 65535

/* A stored row's index entries (16 added onlySummarizing). */
#if PG_VERSION_NUM >= 160000
#define insert_index_entries(rri, slot, estate) \
	ExecInsertIndexTuples(rri, slot, estate, false, false, NULL, NIL, false)
#else
#define insert_index_entries(rri, slot, estate) \
	ExecInsertIndexTuples(rri, slot, estate, false, false, NULL, NIL)
#endif

/*
 * The slots rows wait in between flushes, kept from one batch to the next
 * (making and dropping them per row was a good part of a row's cost): per
 * table, with a copy of the row type they were made for, made anew when the
 * table's differs.
 */
typedef struct SlotPool
{
	TupleDesc	desc;			/* in TopMemoryContext, not reference-counted */
	const TupleTableSlotOps *ops;
	TupleTableSlot *slots[MULTI_MAX_ROWS];
	int			nslots;
} SlotPool;

static SlotPool slot_pools[4];	/* by range table index - 1 */

/* One of the receipt tables, opened for direct insertion. */
typedef struct ReceiptTable
{
	Relation	rel;
	ResultRelInfo *rri;
	TupleTableSlot *slot;
	int			attno[MAX_RECEIPT_COLUMNS];	/* 0-based position of each known column */
	int			ncolumns;
	/* multi-row insertion only */
	SlotPool   *pool;			/* its first nbuffered slots: rows built, not yet stored */
	int			nbuffered;
	Size		bufferedbytes;
	BulkInsertState bistate;
} ReceiptTable;

/* The tables, open for one batch of records (model_calls only when it holds some). */
typedef struct ReceiptTables
{
	EState	   *estate;
	bool		multi;			/* rows stored in groups (see MULTI_MAX_ROWS) */
	ReceiptTable receipts;
	ReceiptTable steps;
	ReceiptTable attempts;
	bool		with_model_calls;
	ReceiptTable model_calls;
	Oid			call_id_seq;
} ReceiptTables;

/* Clear the row being built: every column NULL. */
static void
clear_row(ReceiptTable *t)
{
	ExecClearTuple(t->slot);
	memset(t->slot->tts_isnull, true, sizeof(bool) * RelationGetDescr(t->rel)->natts);
}

/* Open nl2sql_heal.<name> and its indexes for inserting. */
static void
open_receipt_table(ReceiptTable *t, EState *estate, Oid relid, const char *name,
				   const char *const *columns, Index rti)
{
	TupleDesc	desc;
	int			c;

	t->rel = table_open(relid, RowExclusiveLock);
	desc = RelationGetDescr(t->rel);
	for (c = 0; columns[c] != NULL; c++)
	{
		int			i;

		t->attno[c] = -1;
		for (i = 0; i < desc->natts; i++)
		{
			Form_pg_attribute attr = TupleDescAttr(desc, i);

			if (!attr->attisdropped && strcmp(NameStr(attr->attname), columns[c]) == 0)
			{
				t->attno[c] = i;
				break;
			}
		}
		if (t->attno[c] < 0)
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_COLUMN),
					 errmsg("column \"%s\" of table nl2sql_heal.%s does not exist", columns[c], name),
					 errhint("Reinstall the extension with DROP EXTENSION nl2sql_heal; CREATE EXTENSION nl2sql_heal;")));
	}
	t->ncolumns = c;
	t->rri = makeNode(ResultRelInfo);
	InitResultRelInfo(t->rri, t->rel, rti, NULL, 0);
	ExecOpenIndices(t->rri, false);
	t->slot = ExecInitExtraTupleSlot(estate, desc, &TTSOpsVirtual);
	clear_row(t);
	t->pool = NULL;
	t->nbuffered = 0;
	t->bufferedbytes = 0;
	t->bistate = NULL;
}

/*
 * Can rows go into t in groups without anything observable changing?  Only
 * when nothing runs per row that could see the order of the rows across
 * tables: no row triggers (a DBA's audit trigger, a foreign key's checks),
 * no stored generated column; such a batch goes row by row as before.
 */
static bool
multi_insert_allowed(ReceiptTable *t)
{
	TriggerDesc *trig = t->rri->ri_TrigDesc;
	TupleConstr *constr = RelationGetDescr(t->rel)->constr;

	if (trig != NULL &&
		(trig->trig_insert_before_row || trig->trig_insert_after_row ||
		 trig->trig_insert_instead_row || trig->trig_insert_new_table))
		return false;
	return !(constr != NULL && constr->has_generated_stored);
}

/* A copy of desc in cxt (attributes only: what a slot needs). */
static TupleDesc
copy_row_type(MemoryContext cxt, TupleDesc desc)
{
	MemoryContext old = MemoryContextSwitchTo(cxt);
	TupleDesc	copy = CreateTupleDescCopy(desc);

	MemoryContextSwitchTo(old);
	return copy;
}

/* Do slots made for row type a hold rows of type b? */
static bool
same_row_type(TupleDesc a, TupleDesc b)
{
	int			i;

	if (a->natts != b->natts)
		return false;
	for (i = 0; i < a->natts; i++)
	{
		Form_pg_attribute x = TupleDescAttr(a, i);
		Form_pg_attribute y = TupleDescAttr(b, i);

		if (x->atttypid != y->atttypid || x->attlen != y->attlen ||
			x->attbyval != y->attbyval || x->attalign != y->attalign ||
			x->attisdropped != y->attisdropped)
			return false;
	}
	return true;
}

static void
begin_multi_insert(ReceiptTable *t, Index rti)
{
	SlotPool   *pool = &slot_pools[rti - 1];
	TupleDesc	desc = RelationGetDescr(t->rel);
	const TupleTableSlotOps *ops = table_slot_callbacks(t->rel);

	if (pool->desc != NULL && (pool->ops != ops || !same_row_type(pool->desc, desc)))
	{
		while (pool->nslots > 0)
			ExecDropSingleTupleTableSlot(pool->slots[--pool->nslots]);
		FreeTupleDesc(pool->desc);
		pool->desc = NULL;
	}
	if (pool->desc == NULL)
	{
		pool->desc = copy_row_type(TopMemoryContext, desc);
		pool->ops = ops;
	}
	t->pool = pool;
	t->bistate = GetBulkInsertState();
}

/* Store t's buffered rows (a page at a time), then their index entries. */
static void
flush_rows(ReceiptTable *t, EState *estate)
{
	int			i;

	if (t->nbuffered == 0)
		return;
	table_multi_insert(t->rel, t->pool->slots, t->nbuffered, estate->es_output_cid, 0, t->bistate);
	for (i = 0; i < t->nbuffered; i++)
	{
		TupleTableSlot *slot = t->pool->slots[i];
		List	   *recheck = NIL;

		if (t->rri->ri_NumIndices > 0)
			recheck = insert_index_entries(t->rri, slot, estate);
		/* (no row triggers here: multi_insert_allowed) */
		ExecARInsertTriggers(estate, t->rri, slot, recheck, NULL);
		list_free(recheck);
		ExecClearTuple(slot);
	}
	t->nbuffered = 0;
	t->bufferedbytes = 0;
	ResetPerTupleExprContext(estate);
}

static void
close_receipt_table(ReceiptTable *t)
{
	if (t->bistate != NULL)
	{
		FreeBulkInsertState(t->bistate);
		table_finish_bulk_insert(t->rel, 0);
	}
	ExecCloseIndices(t->rri);
	table_close(t->rel, NoLock);
}

/* The OID of nl2sql_heal.<name>, or a clear error when it is gone. */
Oid
receipt_table_oid(Oid nsp, const char *name)
{
	Oid			relid = get_relname_relid(name, nsp);

	if (!OidIsValid(relid))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table nl2sql_heal.%s does not exist", name),
				 errhint("Reinstall the extension with DROP EXTENSION nl2sql_heal; CREATE EXTENSION nl2sql_heal;")));
	return relid;
}

/* Open the tables and an executor state to insert through. */
static void
open_receipt_tables(ReceiptTables *t, bool with_model_calls, bool multi)
{
	Oid			nsp = extension_schema_oid(false);
	Oid			relids[4];
	int			ntables = with_model_calls ? 4 : 3;
	List	   *rtable = NIL;
	List	   *perminfos = NIL;
	int			i;

	relids[0] = receipt_table_oid(nsp, "receipts");
	relids[1] = receipt_table_oid(nsp, "steps");
	relids[2] = receipt_table_oid(nsp, "attempts");
	if (with_model_calls)
		relids[3] = receipt_table_oid(nsp, "model_calls");
	t->estate = CreateExecutorState();
	for (i = 0; i < ntables; i++)
	{
		RangeTblEntry *rte = makeNode(RangeTblEntry);

		rte->rtekind = RTE_RELATION;
		rte->relid = relids[i];
		rte->relkind = RELKIND_RELATION;
		rte->rellockmode = RowExclusiveLock;
#if PG_VERSION_NUM >= 160000
		{
			/* 16+: privileges live beside the range table (checked by no one here) */
			RTEPermissionInfo *perminfo = makeNode(RTEPermissionInfo);

			perminfo->relid = relids[i];
			perminfo->requiredPerms = ACL_INSERT;
			perminfos = lappend(perminfos, perminfo);
			rte->perminfoindex = list_length(perminfos);
		}
#endif
		rtable = lappend(rtable, rte);
	}
#if PG_VERSION_NUM >= 180000
	/* 18+: the relations initial pruning kept: all of them */
	ExecInitRangeTable(t->estate, rtable, perminfos, bms_add_range(NULL, 1, list_length(rtable)));
#elif PG_VERSION_NUM >= 160000
	ExecInitRangeTable(t->estate, rtable, perminfos);
#else
	(void) perminfos;
	ExecInitRangeTable(t->estate, rtable);
#endif
	t->estate->es_output_cid = GetCurrentCommandId(true);
	AfterTriggerBeginQuery();
	open_receipt_table(&t->receipts, t->estate, relids[0], "receipts", receipts_columns, 1);
	open_receipt_table(&t->steps, t->estate, relids[1], "steps", steps_columns, 2);
	open_receipt_table(&t->attempts, t->estate, relids[2], "attempts", attempts_columns, 3);
	t->with_model_calls = with_model_calls;
	if (with_model_calls)
	{
		List	   *seqs = getOwnedSequences(relids[3]);

		if (seqs == NIL)
			elog(ERROR, "nl2sql_heal.model_calls has no call_id sequence");
		t->call_id_seq = linitial_oid(seqs);
		open_receipt_table(&t->model_calls, t->estate, relids[3], "model_calls", model_calls_columns, 4);
	}
	t->multi = multi &&
		multi_insert_allowed(&t->receipts) && multi_insert_allowed(&t->steps) &&
		multi_insert_allowed(&t->attempts) &&
		(!with_model_calls || multi_insert_allowed(&t->model_calls));
	if (t->multi)
	{
		begin_multi_insert(&t->receipts, 1);
		begin_multi_insert(&t->steps, 2);
		begin_multi_insert(&t->attempts, 3);
		if (with_model_calls)
			begin_multi_insert(&t->model_calls, 4);
	}
}

/* Close the tables; queued AFTER triggers (a DBA's audit triggers) fire here. */
static void
close_receipt_tables(ReceiptTables *t)
{
	if (t->multi)
	{
		flush_rows(&t->receipts, t->estate);
		flush_rows(&t->steps, t->estate);
		flush_rows(&t->attempts, t->estate);
		if (t->with_model_calls)
			flush_rows(&t->model_calls, t->estate);
	}
	/*
	 * The queued AFTER triggers first, while the tables are open; the
	 * relations the trigger machinery opened for them are closed with the
	 * executor state's result relations (else: a relcache reference leak).
	 */
	AfterTriggerEndQuery(t->estate);
	ExecCloseResultRelations(t->estate);
	close_receipt_table(&t->receipts);
	close_receipt_table(&t->steps);
	close_receipt_table(&t->attempts);
	if (t->with_model_calls)
		close_receipt_table(&t->model_calls);
	ExecResetTupleTable(t->estate->es_tupleTable, false);
	FreeExecutorState(t->estate);
	CommandCounterIncrement();
}

/* Set a column of the row being built. */
static inline void
set_value(ReceiptTable *t, int column, Datum value)
{
	t->slot->tts_values[t->attno[column]] = value;
	t->slot->tts_isnull[t->attno[column]] = false;
}

/* Set a text column, or leave it NULL. */
static inline void
set_text(ReceiptTable *t, int column, const char *s)
{
	if (s != NULL)
		set_value(t, column, CStringGetTextDatum(s));
}

/* A text[] datum from packed strings. */
static Datum
text_array_from(RecordReader *r, int n)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(n, 1));
	int			i;

	for (i = 0; i < n; i++)
	{
		const char *s = get_str(r);

		elems[i] = CStringGetTextDatum(s ? s : "");
	}
	return PointerGetDatum(construct_array(elems, n, TEXTOID, -1, false, TYPALIGN_INT));
}

/*
 * Insert the row built in t's slot (indexes, constraints and triggers
 * included); in a multi-row batch, check it as ExecSimpleRelationInsert
 * would and keep it for flush_rows.
 */
static void
insert_row(ReceiptTables *tables, ReceiptTable *t)
{
	EState	   *estate = tables->estate;
	TupleTableSlot *row;

	ExecStoreVirtualTuple(t->slot);
	if (!tables->multi)
	{
		ExecSimpleRelationInsert(t->rri, estate, t->slot);
		clear_row(t);
		return;
	}
	if (t->rel->rd_att->constr)
		ExecConstraints(t->rri, t->slot, estate);
	if (t->rel->rd_rel->relispartition)
		ExecPartitionCheck(t->rri, t->slot, estate, true);
	if (t->nbuffered == t->pool->nslots)
	{
		MemoryContext old = MemoryContextSwitchTo(TopMemoryContext);

		t->pool->slots[t->pool->nslots++] = MakeSingleTupleTableSlot(t->pool->desc, t->pool->ops);
		MemoryContextSwitchTo(old);
	}
	row = t->pool->slots[t->nbuffered++];
	/* formed as the table stores it, in the slot's own memory */
	ExecCopySlot(row, t->slot);
	t->bufferedbytes += ExecFetchSlotHeapTuple(row, false, NULL)->t_len;
	clear_row(t);
	if (t->nbuffered == MULTI_MAX_ROWS || t->bufferedbytes >= MULTI_MAX_BYTES)
		flush_rows(t, estate);
}

/* Read the fields of one RECORD_*_FIELDS list into t's row, from column first on. */
static void
read_fields(RecordReader *r, ReceiptTable *t, int first, RecordFields which)
{
	const RecordKind *kinds = record_fields[which].kinds;
	int			i;

	for (i = 0; i < record_fields[which].n; i++)
	{
		int			column = first + i;
		int32		i4;
		int64		i8;
		double		f8;

		switch (kinds[i])
		{
			case RK_I32:
				set_value(t, column, Int32GetDatum(get_i32(r)));
				break;
			case RK_I64:
				set_value(t, column, Int64GetDatum(get_i64(r)));
				break;
			case RK_F8:
				set_value(t, column, Float8GetDatum(get_f8(r)));
				break;
			case RK_TEXT:
				/* rows: our own JSON text, valid by construction: stored as json, not re-parsed */
				set_text(t, column, get_str(r));
				break;
			case RK_TEXTS:
				i4 = get_i32(r);
				if (i4 >= 0)
					set_value(t, column, text_array_from(r, i4));
				break;
			case RK_OPT_I32:
				if (get_opt(r, &i4, sizeof(i4)))
					set_value(t, column, Int32GetDatum(i4));
				break;
			case RK_OPT_I64:
				if (get_opt(r, &i8, sizeof(i8)))
					set_value(t, column, Int64GetDatum(i8));
				break;
			case RK_OPT_F8:
				if (get_opt(r, &f8, sizeof(f8)))
					set_value(t, column, Float8GetDatum(f8));
				break;
		}
	}
}

/* The model-call rows of a RECORD_MODEL_CALLS record. */
static void
insert_model_calls(ReceiptTables *t, RecordReader *r, int64 receipt_id, TimestampTz created_at,
				   Datum role)
{
	ReceiptTable *m = &t->model_calls;
	int32		n = get_i32(r);
	int			i;

	if (!t->with_model_calls)
		elog(ERROR, "model call record in a batch opened without nl2sql_heal.model_calls");
	for (i = 0; i < n; i++)
	{
		set_value(m, M_CALL_ID, Int64GetDatum(nextval_internal(t->call_id_seq, false)));
		set_value(m, M_CREATED_AT, TimestampTzGetDatum(created_at));
		set_value(m, M_ROLE_NAME, role);
		if (receipt_id > 0)
			set_value(m, M_RECEIPT_ID, Int64GetDatum(receipt_id));
		read_fields(r, m, M_FIELDS, RECORD_FIELDS_MODEL_CALL);
		insert_row(t, m);
	}
}

/*
 * Insert one packed record: the receipt (when new), the step and its
 * attempts.  The rows go in directly through the executor's simple-insert
 * path (as logical replication does): no SQL to plan.  Returns the end of
 * the record.
 */
static const char *
insert_record(ReceiptTables *t, const char *data, const char *end)
{
	RecordReader r = {data, end};
	int64		receipt_id = get_i64(&r);
	int32		step_no = get_i32(&r);
	int32		flags = get_i32(&r);
	TimestampTz created_at = get_i64(&r);
	Datum		role = CStringGetTextDatum(get_str(&r));
	ReceiptTable *s = &t->steps;
	ReceiptTable *a = &t->attempts;
	int32		n;
	int			i;

	if (flags & RECORD_MODEL_CALLS)
	{
		insert_model_calls(t, &r, receipt_id, created_at, role);
		return r.p;
	}
	set_value(s, S_RECEIPT_ID, Int64GetDatum(receipt_id));
	set_value(s, S_STEP, Int32GetDatum(step_no));
	set_value(s, S_CREATED_AT, TimestampTzGetDatum(created_at));
	set_value(s, S_ROLE_NAME, role);
	read_fields(&r, s, S_FIELDS, RECORD_FIELDS_STEP);
	if (flags & RECORD_NEW_RECEIPT)
	{
		ReceiptTable *rc = &t->receipts;
		int			q = s->attno[S_FIELDS + SF_QUESTION];

		set_value(rc, R_RECEIPT_ID, Int64GetDatum(receipt_id));
		set_value(rc, R_CREATED_AT, TimestampTzGetDatum(created_at));
		set_value(rc, R_ROLE_NAME, role);
		if (!s->slot->tts_isnull[q])
			set_value(rc, R_QUESTION, s->slot->tts_values[q]);
		insert_row(t, rc);
	}
	insert_row(t, s);

	n = get_i32(&r);
	for (i = 0; i < n; i++)
	{
		set_value(a, A_RECEIPT_ID, Int64GetDatum(receipt_id));
		set_value(a, A_STEP, Int32GetDatum(step_no));
		set_value(a, A_ROLE_NAME, role);
		read_fields(&r, a, A_FIELDS, RECORD_FIELDS_ATTEMPT);
		insert_row(t, a);
	}
	return r.p;
}

/* A record's flags (the third field), or 0 when it is too short to hold them. */
static int32
record_flags(const char *record, Size length)
{
	int32		flags = 0;

	if (length >= sizeof(int64) + 2 * sizeof(int32))
		memcpy(&flags, record + sizeof(int64) + sizeof(int32), sizeof(int32));
	return flags;
}

/*
 * Insert packed records, as the tables' owner, in the current transaction:
 * the caller's own, or one of the receipt writer's batches.
 */
void
receipts_insert_packed(const char *const *records, const Size *lengths, int n)
{
	ReceiptTables t;
	OwnerRights owner;

	owner_rights_begin(&owner);
	PG_TRY();
	{
		int			i;
		bool		with_model_calls = false;

		for (i = 0; i < n; i++)
			with_model_calls |= (record_flags(records[i], lengths[i]) & RECORD_MODEL_CALLS) != 0;
		/* (the rows go in through the executor's simple-insert path: no SQL is parsed) */
		open_receipt_tables(&t, with_model_calls, n > 1);
		for (i = 0; i < n; i++)
		{
			const char *end = records[i] + lengths[i];

			if (insert_record(&t, records[i], end) != end)
				elog(ERROR, "receipt record has trailing bytes");
		}
		close_receipt_tables(&t);
	}
	PG_FINALLY();
	{
		owner_rights_end(&owner);
	}
	PG_END_TRY();
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
