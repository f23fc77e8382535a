/*
 * policy_locks.c — the session advisory locks a call took: those held now,
 * and releasing the ones taken since (see policy.h).
 */
#include "postgres.h"


#include "policy.h"

#include "storage/lmgr.h"
#include "storage/lock.h"
#include "storage/lwlock.h"
#include "storage/proc.h"

/*
 * Advisory locks of this backend, read from its PGPROC's lock lists (they
 * are never fast-path locks).  Whether one is session- or
 * transaction-level is only known to lock.c's local table, so releasing
 * tries the session level with the warning for a lock not held there kept
 * quiet.
 */
typedef struct AdvisoryLock
{
	LOCKTAG		tag;
	LOCKMASK	mask;
} AdvisoryLock;

struct AdvisoryLocks
{
	int			n;
	AdvisoryLock *locks;
};

AdvisoryLocks *
policy_advisory_locks(void)
{
	AdvisoryLocks *held = palloc0(sizeof(AdvisoryLocks));
	int			cap = 0;
	int			i;

	for (i = 0; i < NUM_LOCK_PARTITIONS; i++)
	{
		LWLock	   *partition = LockHashPartitionLockByIndex(i);

#if PG_VERSION_NUM >= 160000
		dlist_iter	iter;

		if (dlist_is_empty(&MyProc->myProcLocks[i]))
			continue;
		LWLockAcquire(partition, LW_SHARED);
		dlist_foreach(iter, &MyProc->myProcLocks[i])
		{
			PROCLOCK   *proclock = dlist_container(PROCLOCK, procLink, iter.cur);
#else
		SHM_QUEUE  *head = &MyProc->myProcLocks[i];
		PROCLOCK   *proclock;

		if (SHMQueueEmpty(head))
			continue;
		LWLockAcquire(partition, LW_SHARED);
		for (proclock = (PROCLOCK *) SHMQueueNext(head, head, offsetof(PROCLOCK, procLink));
			 proclock != NULL;
			 proclock = (PROCLOCK *) SHMQueueNext(head, &proclock->procLink, offsetof(PROCLOCK, procLink)))
		{
#endif
			LOCK	   *lock = proclock->tag.myLock;

			if (lock->tag.locktag_type != LOCKTAG_ADVISORY || proclock->holdMask == 0)
				continue;
			if (held->n == cap)
			{
				cap = cap ? cap * 2 : 8;
				held->locks = held->locks ? repalloc(held->locks, sizeof(AdvisoryLock) * cap)
					: palloc(sizeof(AdvisoryLock) * cap);
			}
			held->locks[held->n].tag = lock->tag;
			held->locks[held->n].mask = proclock->holdMask;
			held->n++;
		}
		LWLockRelease(partition);
	}
	return held;
}

static emit_log_hook_type prev_emit_log_hook = NULL;

/* Keep lock.c's "you don't own a lock" warning quiet while probing. */
static void
quiet_release_warning(ErrorData *edata)
{
	if (edata->elevel == WARNING)
	{
		edata->output_to_client = false;
		edata->output_to_server = false;
	}
	else if (prev_emit_log_hook)
		prev_emit_log_hook(edata);
}

/* Release session-level advisory locks taken since before; returns how many. */
int
policy_release_advisory_since(const AdvisoryLocks *before)
{
	AdvisoryLocks *now = policy_advisory_locks();
	int			released = 0;
	int			i;

	if (now->n == 0)
		return 0;
	if (before->n == 0)
	{
		/* none was the caller's: every session-level one is the call's */
		LockReleaseSession(USER_LOCKMETHOD);
		return now->n;
	}
	prev_emit_log_hook = emit_log_hook;
	emit_log_hook = quiet_release_warning;
	PG_TRY();
	{
		for (i = 0; i < now->n; i++)
		{
			LOCKMASK	old = 0;
			LOCKMODE	mode;
			int			j;

			for (j = 0; j < before->n; j++)
				if (memcmp(&before->locks[j].tag, &now->locks[i].tag, sizeof(LOCKTAG)) == 0)
					old = before->locks[j].mask;
			for (mode = ShareLock; mode <= ExclusiveLock; mode++)
			{
				if ((now->locks[i].mask & LOCKBIT_ON(mode)) && !(old & LOCKBIT_ON(mode)))
				{
					while (LockRelease(&now->locks[i].tag, mode, true))
						released++;
				}
			}
		}
	}
	PG_FINALLY();
	{
		emit_log_hook = prev_emit_log_hook;
	}
	PG_END_TRY();
	return released;
}
