/*
 * receipt_writer.c — commit receipts out of the caller's transaction.
 *
 * Writing a receipt in the caller's transaction turns every heal_execute
 * call, even one whose query just works, into a writing transaction: an
 * XID, WAL, a commit record and a wake-up of the WAL writer, which cost as
 * much as the query itself.  When the library is in shared_preload_libraries,
 * and on PostgreSQL 17 and later without it (the queues then live in a named
 * dynamic shared memory segment made on first use), a new receipt is instead
 * copied into a queue in shared memory, and a background worker per database
 * inserts what has queued up every nl2sql_heal.receipt_writer_delay, many
 * receipts per transaction.
 *
 * What changes for the caller:
 *   - the receipt is committed on its own, a few milliseconds after the
 *     call, whatever the caller's transaction does afterwards (a rollback no
 *     longer erases it);
 *   - whatever reads receipts for the session (trace, check_answer,
 *     heal_execute with a receipt_id, nl2sql_heal.wait_for_receipts) first
 *     waits until the session's own queued receipts are committed;
 *   - in REPEATABLE READ or SERIALIZABLE transactions, and when the queue is
 *     full or no writer can be started, the receipt is written in the
 *     caller's transaction as without the writer.
 * A crash can lose the receipts still queued, as it can lose the last
 * receipts committed asynchronously (nl2sql_heal.synchronous_receipts).
 *
 * Each slot serves one database: a ring of packed records (receipts.c) with
 * monotonic head/tail byte positions, a count of records queued and of
 * records committed, and the writer's latch.  Writers start on demand and
 * exit after a second without work, so that DROP DATABASE is not held up.
 */
#include "postgres.h"

#include "receipt_writer.h"

#include "access/xact.h"
#include "catalog/pg_authid.h"
#include "access/xlog.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "postmaster/bgworker.h"
#include "postmaster/interrupt.h"
#include "storage/condition_variable.h"
#if PG_VERSION_NUM >= 170000
#include "storage/dsm_registry.h"
#endif
#include "storage/ipc.h"
#include "storage/latch.h"
#include "storage/lwlock.h"
#include "storage/proc.h"
#include "storage/shmem.h"
#include "tcop/tcopprot.h"
#include "funcapi.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/snapmgr.h"
#include "utils/timestamp.h"

#include "pinned_path.h"
#include "receipt_store.h"

#define WRITER_SLOTS 8			/* databases served at once */
#define WRITER_IDLE_EXIT_MS 1000
#define WRITER_START_TIMEOUT_MS 10000
#define WRITER_APART_WAIT_MS 1000	/* for a record that has no other way out */

typedef enum SlotState
{
	SLOT_FREE,
	SLOT_STARTING,				/* claimed, worker not connected yet */
	SLOT_RUNNING				/* worker connected and draining */
} SlotState;

typedef struct WriterSlot
{
	LWLock		lock;			/* everything below */
	SlotState	state;
	Oid			dboid;
	uint64		generation;		/* bumped when claimed and when freed */
	TimestampTz claimed_at;
	Latch	   *latch;			/* the worker's, while it runs */
	uint64		head;			/* bytes ever queued */
	uint64		tail;			/* bytes ever taken by the worker */
	uint64		queued;			/* records ever queued */
	uint64		committed;		/* records ever committed (or given up on) */
	TimestampTz pending_since;	/* when the oldest record not yet committed was queued */
	ConditionVariable committed_cv;
} WriterSlot;

typedef struct WriterShared
{
	LWLock		claim_lock;		/* serializes claiming and freeing slots */
	int			tranche_id;
	Size		ring_size;		/* the rings follow the struct, one per slot */
	WriterSlot	slots[WRITER_SLOTS];
} WriterShared;

bool		receipt_writer_enabled = true;
static int	receipt_queue_kb = 1024;
static int	receipt_writer_delay_ms = 10;

static WriterShared *writer = NULL;
static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

/* This backend's last queued receipt: which slot, which generation, which record. */
static int	own_slot = -1;
static uint64 own_generation;
static uint64 own_record;
static int	cached_slot = -1;

PGDLLEXPORT void nl2sql_heal_receipt_writer_main(Datum main_arg);

static Size
writer_shmem_size(void)
{
	Size		ring = (Size) receipt_queue_kb * 1024;

	return add_size(MAXALIGN(sizeof(WriterShared)), mul_size(ring, WRITER_SLOTS));
}

/* Lay out fresh shared state: free slots, locks of a tranche of their own. */
static void
writer_init_shared(WriterShared *w)
{
	int			i;

	memset(w, 0, sizeof(WriterShared));
	w->tranche_id = LWLockNewTrancheId();
	w->ring_size = (Size) receipt_queue_kb * 1024;
	LWLockInitialize(&w->claim_lock, w->tranche_id);
	for (i = 0; i < WRITER_SLOTS; i++)
	{
		WriterSlot *slot = &w->slots[i];

		LWLockInitialize(&slot->lock, w->tranche_id);
		slot->state = SLOT_FREE;
		ConditionVariableInit(&slot->committed_cv);
	}
}

static void
writer_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	RequestAddinShmemSpace(writer_shmem_size());
}

static void
writer_shmem_startup(void)
{
	bool		found;

	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();
	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	writer = ShmemInitStruct("nl2sql_heal receipt writer", writer_shmem_size(), &found);
	if (!found)
		writer_init_shared(writer);
	LWLockRelease(AddinShmemInitLock);
	LWLockRegisterTranche(writer->tranche_id, "nl2sql_heal receipt writer");
}

#if PG_VERSION_NUM >= 170000
static void
writer_dsm_init(void *ptr)
{
	writer_init_shared((WriterShared *) ptr);
}
#endif

/*
 * The shared state, or false when there is none.  Preloaded, the postmaster
 * made it at startup; on 17+ without preloading, the first process that
 * needs it makes it in a named dynamic shared memory segment (dsm_registry.h),
 * which stays until the server stops, and the others attach to it.
 */
static bool
writer_attach(void)
{
#if PG_VERSION_NUM >= 170000
	bool		found;

	if (writer != NULL)
		return true;
	writer = GetNamedDSMSegment("nl2sql_heal receipt writer", writer_shmem_size(),
								writer_dsm_init, &found);
	LWLockRegisterTranche(writer->tranche_id, "nl2sql_heal receipt writer");
#endif
	return writer != NULL;
}

/*
 * Preloaded, the queues are reserved at server start.  Otherwise they are
 * made on first use after each start, with the size set then (a
 * PGC_POSTMASTER setting cannot be defined after startup).
 */
static void
define_queue_size(GucContext context)
{
	DefineCustomIntVariable("nl2sql_heal.receipt_queue_size",
							"Shared memory queue for receipts on their way to the tables, per database.",
							"A receipt that does not fit is written in the caller's transaction.",
							&receipt_queue_kb,
							1024, 64, 1024 * 1024,
							context, GUC_UNIT_KB, NULL, NULL, NULL);
}

/* Reserve the queues, while preloading. */
static void
receipt_writer_preload(void)
{
	define_queue_size(PGC_POSTMASTER);
	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = writer_shmem_request;
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = writer_shmem_startup;
}

/* Define the settings every backend has, and reserve the queues when preloaded (from _PG_init). */
void
receipt_writer_init(void)
{
	DefineCustomBoolVariable("nl2sql_heal.receipt_writer",
							 "Hand new receipts to the background receipt writer when it is available.",
							 "Available on PostgreSQL 17 and later, and on earlier versions when nl2sql_heal "
							 "is in shared_preload_libraries. Off: receipts are written in the caller's transaction.",
							 &receipt_writer_enabled,
							 true, PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.receipt_writer_delay",
							"Time the receipt writer lets receipts queue up between batches.",
							NULL,
							&receipt_writer_delay_ms,
							10, 1, 10000,
							PGC_SIGHUP, GUC_UNIT_MS, NULL, NULL, NULL);
#if PG_VERSION_NUM >= 170000
	/* the queues are made on first use (writer_attach) */
	if (!process_shared_preload_libraries_in_progress)
		define_queue_size(PGC_SIGHUP);
#endif
	if (process_shared_preload_libraries_in_progress)
		receipt_writer_preload();
}


/* A slot's ring, found from this process's mapping of the shared state. */
static char *
slot_ring(WriterSlot *slot)
{
	return (char *) writer + MAXALIGN(sizeof(WriterShared)) +
		(Size) (slot - writer->slots) * writer->ring_size;
}

/* Copy len bytes into / out of the ring at byte position pos, wrapping. */
static void
ring_put(WriterSlot *slot, uint64 pos, const void *src, Size len)
{
	char	   *ring = slot_ring(slot);
	Size		size = writer->ring_size;
	Size		off = pos % size;
	Size		first = Min(len, size - off);

	memcpy(ring + off, src, first);
	memcpy(ring, (const char *) src + first, len - first);
}

static void
ring_get(WriterSlot *slot, uint64 pos, void *dst, Size len)
{
	char	   *ring = slot_ring(slot);
	Size		size = writer->ring_size;
	Size		off = pos % size;
	Size		first = Min(len, size - off);

	memcpy(dst, ring + off, first);
	memcpy((char *) dst + first, ring, len - first);
}

/* Free a slot (claim lock and slot lock held); waiters stop waiting on it. */
static void
slot_free(WriterSlot *slot)
{
	slot->state = SLOT_FREE;
	slot->dboid = InvalidOid;
	slot->latch = NULL;
	slot->generation++;
	slot->committed = slot->queued;
	slot->tail = slot->head;
}

/*
 * Claim a slot for this database and start its worker.  The caller writes
 * this receipt itself; later ones go to the worker once it has connected.
 */
static void
start_writer(void)
{
	BackgroundWorker worker;
	BackgroundWorkerHandle *handle;
	WriterSlot *slot = NULL;
	TimestampTz now = GetCurrentTimestamp();
	uint64		generation = 0;
	int			index = -1;
	int			i;

	LWLockAcquire(&writer->claim_lock, LW_EXCLUSIVE);
	for (i = 0; i < WRITER_SLOTS; i++)
	{
		WriterSlot *s = &writer->slots[i];

		/* a start that never connected (the worker could not even begin) is given up */
		if (s->state == SLOT_STARTING &&
			TimestampDifferenceExceeds(s->claimed_at, now, WRITER_START_TIMEOUT_MS))
		{
			LWLockAcquire(&s->lock, LW_EXCLUSIVE);
			slot_free(s);
			LWLockRelease(&s->lock);
		}
		if (s->state != SLOT_FREE && s->dboid == MyDatabaseId)
		{
			/* someone else started it, or it is starting */
			LWLockRelease(&writer->claim_lock);
			if (s->state == SLOT_RUNNING)
				cached_slot = i;
			return;
		}
		if (s->state == SLOT_FREE && index < 0)
			index = i;
	}
	if (index < 0)
	{
		LWLockRelease(&writer->claim_lock);
		return;					/* every slot serves another database */
	}
	slot = &writer->slots[index];
	LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
	slot->state = SLOT_STARTING;
	slot->dboid = MyDatabaseId;
	slot->generation++;
	slot->claimed_at = now;
	slot->head = slot->tail = 0;
	slot->queued = slot->committed = 0;
	generation = slot->generation;
	LWLockRelease(&slot->lock);
	LWLockRelease(&writer->claim_lock);

	memset(&worker, 0, sizeof(worker));
	worker.bgw_flags = BGWORKER_SHMEM_ACCESS | BGWORKER_BACKEND_DATABASE_CONNECTION;
	worker.bgw_start_time = BgWorkerStart_RecoveryFinished;
	worker.bgw_restart_time = BGW_NEVER_RESTART;
	snprintf(worker.bgw_library_name, BGW_MAXLEN, "nl2sql_heal");
	snprintf(worker.bgw_function_name, BGW_MAXLEN, "nl2sql_heal_receipt_writer_main");
	snprintf(worker.bgw_name, BGW_MAXLEN, "nl2sql_heal receipt writer for database %u", MyDatabaseId);
	snprintf(worker.bgw_type, BGW_MAXLEN, "nl2sql_heal receipt writer");
	worker.bgw_main_arg = Int32GetDatum(index);
	memcpy(worker.bgw_extra, &generation, sizeof(generation));
	if (!RegisterDynamicBackgroundWorker(&worker, &handle))
	{
		/* no worker slot free (max_worker_processes): write receipts inline */
		LWLockAcquire(&writer->claim_lock, LW_EXCLUSIVE);
		LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
		if (slot->generation == generation)
			slot_free(slot);
		LWLockRelease(&slot->lock);
		LWLockRelease(&writer->claim_lock);
	}
}

/* This database's running slot, or -1 (starting one when there is none). */
static int
running_slot(void)
{
	int			i;

	if (cached_slot >= 0)
		return cached_slot;
	LWLockAcquire(&writer->claim_lock, LW_SHARED);
	for (i = 0; i < WRITER_SLOTS; i++)
	{
		if (writer->slots[i].dboid == MyDatabaseId && writer->slots[i].state == SLOT_RUNNING)
		{
			cached_slot = i;
			break;
		}
	}
	LWLockRelease(&writer->claim_lock);
	if (cached_slot < 0)
		start_writer();
	return cached_slot;
}

/*
 * Queue a record.  any_snapshot: also under a transaction snapshot (which
 * would not see the record committed after it: fine only for a record the
 * caller will not read back).
 */
static bool
enqueue(const char *record, Size len, bool any_snapshot)
{
	WriterSlot *slot;
	uint32		header = (uint32) len;
	Size		need = sizeof(header) + len;
	bool		queued = false;
	bool		wake = false;
	int			index;

	if (!receipt_writer_enabled || (IsolationUsesXactSnapshot() && !any_snapshot) ||
		!writer_attach() || need > writer->ring_size / 2)
		return false;
	index = running_slot();
	if (index < 0)
		return false;
	slot = &writer->slots[index];
	LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
	if (slot->state == SLOT_RUNNING && slot->dboid == MyDatabaseId &&
		writer->ring_size - (slot->head - slot->tail) >= need)
	{
		ring_put(slot, slot->head, &header, sizeof(header));
		ring_put(slot, slot->head + sizeof(header), record, len);
		if (slot->queued == slot->committed)
			slot->pending_since = GetCurrentTimestamp();
		slot->head += need;
		own_record = ++slot->queued;
		own_generation = slot->generation;
		own_slot = index;
		queued = true;
		/* the worker wakes on its own every delay; hurry it when the queue fills */
		wake = (slot->head - slot->tail) > writer->ring_size / 4;
	}
	else if (slot->state != SLOT_RUNNING || slot->dboid != MyDatabaseId)
		cached_slot = -1;		/* the worker has exited: look again next time */
	if (wake && slot->latch)
		SetLatch(slot->latch);
	LWLockRelease(&slot->lock);
	return queued;
}

bool
receipt_writer_enqueue(const char *record, Size len)
{
	return enqueue(record, len, false);
}

bool
receipt_writer_enqueue_apart(const char *record, Size len)
{
	TimestampTz start = GetCurrentTimestamp();

	for (;;)
	{
		if (enqueue(record, len, true))
			return true;
		if (!receipt_writer_enabled || writer == NULL ||
			TimestampDifferenceExceeds(start, GetCurrentTimestamp(), WRITER_APART_WAIT_MS))
			return false;
		/* the worker is starting (or its queue is full): look again shortly */
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH, 10,
						 PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
		CHECK_FOR_INTERRUPTS();
	}
}

void
receipt_writer_wait_own(void)
{
	WriterSlot *slot;

	if (writer == NULL || own_slot < 0)
		return;
	slot = &writer->slots[own_slot];
	ConditionVariablePrepareToSleep(&slot->committed_cv);
	for (;;)
	{
		bool		done;

		LWLockAcquire(&slot->lock, LW_SHARED);
		/* a freed slot has nothing of ours left: written, or lost with its worker */
		done = slot->generation != own_generation || slot->committed >= own_record;
		if (!done && slot->latch)
			SetLatch(slot->latch);	/* no need to wait for the next batch */
		LWLockRelease(&slot->lock);
		if (done)
			break;
		(void) ConditionVariableTimedSleep(&slot->committed_cv, 100, PG_WAIT_EXTENSION);
	}
	ConditionVariableCancelSleep();
	own_slot = -1;
}

PG_FUNCTION_INFO_V1(nl2sql_heal_wait_for_receipts);

/* wait_for_receipts(): this session's receipts are in the tables when it returns. */
Datum
nl2sql_heal_wait_for_receipts(PG_FUNCTION_ARGS)
{
	receipt_writer_wait_own();
	PG_RETURN_VOID();
}

PG_FUNCTION_INFO_V1(nl2sql_heal_receipt_writer_status);

/*
 * receipt_writer_status(): one row per database a writer serves: its state,
 * receipts and bytes queued and not yet committed, and how long the oldest
 * of them has waited (the writer's lag).  Nothing when no queue exists.
 */
Datum
nl2sql_heal_receipt_writer_status(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	TimestampTz now = GetCurrentTimestamp();
	int			i;

	InitMaterializedSRF(fcinfo, 0);
	if (!writer_attach())
		return (Datum) 0;
	for (i = 0; i < WRITER_SLOTS; i++)
	{
		WriterSlot *slot = &writer->slots[i];
		Datum		values[6];
		bool		nulls[6] = {false};
		uint64		pending;

		LWLockAcquire(&slot->lock, LW_SHARED);
		if (slot->state == SLOT_FREE)
		{
			LWLockRelease(&slot->lock);
			continue;
		}
		pending = slot->queued - slot->committed;
		values[0] = ObjectIdGetDatum(slot->dboid);
		values[1] = CStringGetTextDatum(slot->state == SLOT_RUNNING ? "running" : "starting");
		values[2] = Int64GetDatum((int64) pending);
		values[3] = Int64GetDatum((int64) (slot->head - slot->tail));
		values[4] = Float8GetDatum(pending == 0 ? 0.0 :
								   (double) (now - slot->pending_since) / 1000.0);
		values[5] = Int64GetDatum((int64) slot->committed);
		LWLockRelease(&slot->lock);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/* ---------------------------------------------------------------------------
 * The worker.
 * ---------------------------------------------------------------------------
 */
static int	my_index = -1;
static uint64 my_generation;

/* On any exit: give the slot back; receipts still queued are lost, and said so. */
static void
writer_exit(int code, Datum arg)
{
	WriterSlot *slot = &writer->slots[my_index];

	LWLockReleaseAll();
	LWLockAcquire(&writer->claim_lock, LW_EXCLUSIVE);
	LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
	if (slot->generation == my_generation)
	{
		uint64		lost = slot->queued - slot->committed;

		if (lost > 0)
			ereport(LOG,
					(errmsg("nl2sql_heal receipt writer exited with " UINT64_FORMAT " receipts not written", lost)));
		slot_free(slot);
	}
	LWLockRelease(&slot->lock);
	LWLockRelease(&writer->claim_lock);
	ConditionVariableBroadcast(&slot->committed_cv);
}

/* Insert records in one transaction; false (transaction aborted) when it fails. */
static bool
write_records(const char *const *records, const Size *lengths, int n, bool report)
{
	MemoryContext cxt = CurrentMemoryContext;
	volatile bool ok = true;

	SetCurrentStatementStartTimestamp();
	StartTransactionCommand();
	PushActiveSnapshot(GetTransactionSnapshot());
	PG_TRY();
	{
		receipts_insert_packed(records, lengths, n);
		PopActiveSnapshot();
		CommitTransactionCommand();
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		MemoryContextSwitchTo(cxt);
		edata = CopyErrorData();
		FlushErrorState();
		AbortCurrentTransaction();
		if (report)
			ereport(WARNING,
					(errmsg("nl2sql_heal receipt writer could not write a receipt: %s", edata->message),
					 edata->detail ? errdetail_internal("%s", edata->detail) : 0));
		FreeErrorData(edata);
		ok = false;
	}
	PG_END_TRY();
	return ok;
}

/*
 * Take everything queued, insert it in one transaction, and publish how far
 * is committed.  When the batch fails (a DBA's trigger, a full disk), each
 * receipt is retried alone so one bad row loses only itself.  Returns the
 * number of records taken.
 */
static int
drain(WriterSlot *slot, char *buf, const char **records, Size *lengths, int max_records)
{
	uint64		upto;
	Size		used;
	Size		off = 0;
	int			n = 0;

	LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
	used = slot->head - slot->tail;
	upto = slot->queued;
	if (used > 0)
		ring_get(slot, slot->tail, buf, used);
	slot->tail = slot->head;
	LWLockRelease(&slot->lock);
	if (used == 0)
		return 0;

	while (off < used && n < max_records)
	{
		uint32		header;

		memcpy(&header, buf + off, sizeof(header));
		records[n] = buf + off + sizeof(header);
		lengths[n] = header;
		off += sizeof(header) + header;
		n++;
	}
	if (off != used)
		elog(ERROR, "receipt queue is corrupt");

	pgstat_report_activity(STATE_RUNNING, "writing receipts");
	if (!write_records(records, lengths, n, false))
	{
		int			i;

		for (i = 0; i < n; i++)
			(void) write_records(&records[i], &lengths[i], 1, true);
	}
	pgstat_report_activity(STATE_IDLE, NULL);

	LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
	slot->committed = upto;
	/* what queued during the batch waits since (at most) now */
	slot->pending_since = GetCurrentTimestamp();
	LWLockRelease(&slot->lock);
	ConditionVariableBroadcast(&slot->committed_cv);
	return n;
}

void
nl2sql_heal_receipt_writer_main(Datum main_arg)
{
	WriterSlot *slot;
	Oid			dboid;
	char	   *buf;
	const char **records;
	Size	   *lengths;
	int			max_records;
	TimestampTz last_work;
	MemoryContext batch_cxt;

	if (!writer_attach())
		proc_exit(0);			/* started by a server without the shared state: nothing to do */
	my_index = DatumGetInt32(main_arg);
	memcpy(&my_generation, MyBgworkerEntry->bgw_extra, sizeof(my_generation));
	slot = &writer->slots[my_index];
	before_shmem_exit(writer_exit, (Datum) 0);

	pqsignal(SIGHUP, SignalHandlerForConfigReload);
	pqsignal(SIGTERM, SignalHandlerForShutdownRequest);
	BackgroundWorkerUnblockSignals();

	LWLockAcquire(&slot->lock, LW_SHARED);
	dboid = slot->dboid;
	if (slot->generation != my_generation || slot->state != SLOT_STARTING)
	{
		LWLockRelease(&slot->lock);
		my_generation = 0;		/* not ours: leave it alone */
		proc_exit(0);
	}
	LWLockRelease(&slot->lock);

	BackgroundWorkerInitializeConnectionByOid(dboid, BOOTSTRAP_SUPERUSERID, 0);
	/* a batch commits like the caller's receipt-only transactions would */
	if (!heal_synchronous_receipts)
		SetConfigOption("synchronous_commit", "off", PGC_SUSET, PGC_S_OVERRIDE);
	/* it writes only as the extension's owner: pinned once, not per batch (pinned_path.h) */
	SetConfigOption("search_path", PINNED_SEARCH_PATH, PGC_SUSET, PGC_S_OVERRIDE);
	SetConfigOption("jit", "off", PGC_SUSET, PGC_S_OVERRIDE);

	buf = MemoryContextAllocHuge(TopMemoryContext, writer->ring_size);
	/* a packed record with its header is well over 64 bytes */
	max_records = writer->ring_size / 64 + 1;
	records = MemoryContextAllocHuge(TopMemoryContext, sizeof(char *) * max_records);
	lengths = MemoryContextAllocHuge(TopMemoryContext, sizeof(Size) * max_records);
	batch_cxt = AllocSetContextCreate(TopMemoryContext, "receipt writer batch", ALLOCSET_DEFAULT_SIZES);

	LWLockAcquire(&writer->claim_lock, LW_EXCLUSIVE);
	LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
	if (slot->generation == my_generation)
	{
		slot->latch = MyLatch;
		slot->state = SLOT_RUNNING;
	}
	LWLockRelease(&slot->lock);
	LWLockRelease(&writer->claim_lock);
	last_work = GetCurrentTimestamp();

	for (;;)
	{
		MemoryContext old;
		int			n;

		if (ConfigReloadPending)
		{
			ConfigReloadPending = false;
			ProcessConfigFile(PGC_SIGHUP);
		}
		old = MemoryContextSwitchTo(batch_cxt);
		n = drain(slot, buf, records, lengths, max_records);
		MemoryContextSwitchTo(old);
		MemoryContextReset(batch_cxt);
		if (n > 0)
		{
			last_work = GetCurrentTimestamp();
			if (ShutdownRequestPending)
				continue;		/* drain to the end without waiting */
		}
		else if (ShutdownRequestPending ||
				 TimestampDifferenceExceeds(last_work, GetCurrentTimestamp(), WRITER_IDLE_EXIT_MS))
		{
			/* leave only with an empty queue; otherwise drain again */
			bool		empty;

			LWLockAcquire(&writer->claim_lock, LW_EXCLUSIVE);
			LWLockAcquire(&slot->lock, LW_EXCLUSIVE);
			empty = slot->head == slot->tail;
			if (empty)
				slot_free(slot);
			LWLockRelease(&slot->lock);
			LWLockRelease(&writer->claim_lock);
			if (empty)
			{
				ConditionVariableBroadcast(&slot->committed_cv);
				my_generation = 0;
				proc_exit(0);
			}
			continue;
		}
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
						 receipt_writer_delay_ms, PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
		CHECK_FOR_INTERRUPTS();
	}
}
