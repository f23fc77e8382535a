/*
 * remote_conn.c — connections to remote targets: the session's cache (one
 * per server or connection string and local role) and the hooks that close
 * what changed or is left at exit, connecting without blocking the backend,
 * canceling a remote query with a time limit, waiting on the socket, and
 * remote_disconnect().
 */
#include "postgres.h"

#include "remote_int.h"

#include <poll.h>
#if PG_VERSION_NUM < 170000
#include <pthread.h>
#include <signal.h>
#endif

#if PG_VERSION_NUM >= 160000
/* gcc's -Wextra flags a variable inside the core header's libpqsrv_cancel */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wclobbered"
#endif
#include "libpq/libpq-be-fe-helpers.h"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif

#include "access/xact.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "port/atomics.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "utils/builtins.h"
#include "utils/inval.h"
#include "utils/memutils.h"
#include "utils/syscache.h"
#include "utils/timeout.h"
#include "utils/wait_event.h"

/* Connections of this session, in TopMemoryContext. */
static List *remote_conns = NIL;

PG_FUNCTION_INFO_V1(nl2sql_heal_remote_disconnect);

/*
 * Close a connection we opened.  From 16 on connections come from the core
 * helpers, which reserve a file descriptor with fd.c for each.
 */
static void
conn_close(PGconn *conn)
{
#if PG_VERSION_NUM >= 160000
	libpqsrv_disconnect(conn);
#else
	PQfinish(conn);
#endif
}

/* Close a connection without waiting on the server. */
void
remote_conn_discard(RemoteConn *entry)
{
	if (entry->conn != NULL)
	{
		/* the Terminate message must not block on a server that reads nothing */
		PQsetnonblocking(entry->conn, 1);
		conn_close(entry->conn);
		entry->conn = NULL;
	}
	entry->rollback_sent = false;
	entry->policy_prepared = false;
}

/* Close every connection of the session (at backend exit). */
static void
remote_close_all(int code, Datum arg)
{
	ListCell   *lc;

	foreach(lc, remote_conns)
		remote_conn_discard((RemoteConn *) lfirst(lc));
}

/* A foreign server or user mapping changed: reopen their connections when next used. */
static void
remote_invalidate(Datum arg, int cacheid, uint32 hashvalue)
{
	ListCell   *lc;

	foreach(lc, remote_conns)
	{
		RemoteConn *entry = lfirst(lc);

		if (OidIsValid(entry->serverid))
			entry->stale = true;
	}
}

/*
 * At the end of each transaction, close the connections of servers and user
 * mappings that changed (or were dropped): none is in use then.
 */
static void
remote_xact_callback(XactEvent event, void *arg)
{
	ListCell   *lc;

	if (event != XACT_EVENT_COMMIT && event != XACT_EVENT_ABORT &&
		event != XACT_EVENT_PARALLEL_COMMIT && event != XACT_EVENT_PARALLEL_ABORT)
		return;
	foreach(lc, remote_conns)
	{
		RemoteConn *entry = lfirst(lc);

		if (entry->stale)
			remote_conn_discard(entry);
	}
}

/* Register the exit, transaction and invalidation hooks once per backend. */
void
remote_register_hooks(void)
{
	static bool registered = false;

	if (registered)
		return;
	CacheRegisterSyscacheCallback(FOREIGNSERVEROID, remote_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(USERMAPPINGOID, remote_invalidate, (Datum) 0);
	RegisterXactCallback(remote_xact_callback, NULL);
	on_proc_exit(remote_close_all, (Datum) 0);
	registered = true;
}

/* Remote notices (from functions the query calls) are not the caller's business. */
static void
ignore_notice(void *arg, const PGresult *res)
{
}

#if PG_VERSION_NUM >= 170000
/*
 * Ask the server to cancel the query running on conn, and wait until the
 * request has been delivered, but no later than until: true when it was
 * delivered.  Once delivered, a cancel cannot reach a later query on the
 * connection (the server ignores it while idle); one that was not may, so
 * such a connection must not be used again.
 *
 * libpq 17's non-blocking cancel, through the core helper.  Interrupts are
 * held: this also runs while cleaning up after an error, and a cancel that
 * arrives meanwhile is served afterwards.
 */
bool
remote_send_cancel(PGconn *conn, TimestampTz until)
{
	MemoryContext cxt = AllocSetContextCreate(CurrentMemoryContext, "nl2sql_heal cancel",
											  ALLOCSET_SMALL_SIZES);
	MemoryContext old = MemoryContextSwitchTo(cxt);
	const char *failure;

	HOLD_INTERRUPTS();
	failure = libpqsrv_cancel(conn, until);
	RESUME_INTERRUPTS();
	MemoryContextSwitchTo(old);
	MemoryContextDelete(cxt);
	return failure == NULL;
}
#else
/* A cancel request handed to a thread: whoever finishes last frees it. */
typedef struct CancelRequest
{
	PGcancel   *cancel;
	pg_atomic_uint32 state;		/* CANCEL_RUNNING, CANCEL_DONE or CANCEL_ABANDONED */
} CancelRequest;

#define CANCEL_RUNNING 0
#define CANCEL_DONE 1
#define CANCEL_ABANDONED 2

/* Body of the cancel thread: libpq's PQcancel, which is safe off the main thread. */
static void *
cancel_thread_main(void *arg)
{
	CancelRequest *req = (CancelRequest *) arg;
	char		errbuf[256];
	uint32		expected = CANCEL_RUNNING;

	(void) PQcancel(req->cancel, errbuf, sizeof(errbuf));
	PQfreeCancel(req->cancel);
	/* the backend stopped waiting: the request is ours to free */
	if (!pg_atomic_compare_exchange_u32(&req->state, &expected, CANCEL_DONE))
		free(req);
	return NULL;
}

/*
 * Ask the server to cancel the query running on conn, and wait until the
 * request has been delivered, as PQcancel does, but no later than until:
 * true when it was delivered.  Once delivered, a cancel cannot reach a later
 * query on the connection (the server ignores it while idle); one that was
 * not may, so such a connection must not be used again.
 *
 * Before 17, libpq's PQcancel waits for the server to close the cancel
 * connection with no time limit, so a frozen server would hang this
 * backend: the request goes from a short-lived detached thread, started
 * with every signal blocked, that touches nothing but libpq's PQcancel.
 */
bool
remote_send_cancel(PGconn *conn, TimestampTz until)
{
	CancelRequest *req = malloc(sizeof(CancelRequest));
	pthread_attr_t attr;
	pthread_t	thread;
	sigset_t	all;
	sigset_t	saved;
	int			rc;

	if (req == NULL)
		return false;
	req->cancel = PQgetCancel(conn);
	if (req->cancel == NULL)
	{
		free(req);
		return false;
	}
	pg_atomic_init_u32(&req->state, CANCEL_RUNNING);
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &saved);
	rc = pthread_attr_init(&attr);
	if (rc == 0)
	{
		pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
		rc = pthread_create(&thread, &attr, cancel_thread_main, req);
		pthread_attr_destroy(&attr);
	}
	pthread_sigmask(SIG_SETMASK, &saved, NULL);
	if (rc != 0)
	{
		char		errbuf[256];
		bool		sent = PQcancel(req->cancel, errbuf, sizeof(errbuf)) == 1;

		PQfreeCancel(req->cancel);
		free(req);
		return sent;
	}

	for (;;)
	{
		uint32		expected = CANCEL_RUNNING;

		if (pg_atomic_read_u32(&req->state) == CANCEL_DONE)
		{
			free(req);
			return true;
		}
		if (GetCurrentTimestamp() >= until)
		{
			if (pg_atomic_compare_exchange_u32(&req->state, &expected, CANCEL_ABANDONED))
				return false;	/* the thread frees it when (if) it ends */
			free(req);			/* it finished just now */
			return true;
		}
		/* no CHECK_FOR_INTERRUPTS: this also runs while cleaning up after an error */
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
						 1, PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
	}
}
#endif							/* PG_VERSION_NUM >= 170000 */

/* Give up on rt's connection after an error: cancel what runs there, then close it. */
void
remote_abandon(RemoteTarget *rt)
{
	if (rt->current != NULL)
	{
		PQclear(rt->current);
		rt->current = NULL;
	}
	/* a statement may be running there: inside a pipeline libpq may not say so */
	if (rt->entry->conn != NULL &&
		(PQtransactionStatus(rt->entry->conn) == PQTRANS_ACTIVE ||
		 PQpipelineStatus(rt->entry->conn) != PQ_PIPELINE_OFF))
		(void) remote_send_cancel(rt->entry->conn,
						   TimestampTzPlusMilliseconds(GetCurrentTimestamp(), GRACE_MS));
	remote_conn_discard(rt->entry);
}

/*
 * Wait until conn's socket is ready for events (WL_SOCKET_*): true; or the
 * deadline (0: none) passes: false.  Interrupts are served while waiting
 * (CHECK_FOR_INTERRUPTS throws; callers clean up in PG_CATCH).
 */
bool
remote_wait_socket(PGconn *conn, int events, TimestampTz deadline)
{
	for (;;)
	{
		int			wake = WL_LATCH_SET | WL_EXIT_ON_PM_DEATH | events;
		long		timeout = -1;
		int			rc;

		CHECK_FOR_INTERRUPTS();
		if (PQsocket(conn) < 0)
			return true;		/* the connection is gone: libpq will say so */
		if (deadline != 0)
		{
			timeout = TimestampDifferenceMilliseconds(GetCurrentTimestamp(), deadline);
			if (timeout <= 0)
				return false;
			wake |= WL_TIMEOUT;
		}
		rc = WaitLatchOrSocket(MyLatch, wake, PQsocket(conn), timeout, PG_WAIT_EXTENSION);
		if (rc & WL_LATCH_SET)
			ResetLatch(MyLatch);
		if (rc & events)
			return true;
	}
}

#if PG_VERSION_NUM >= 160000
/*
 * The connect timer: libpqsrv_connect_params waits until the connection is
 * made or fails, serving interrupts, and libpq applies no connect_timeout to
 * a connection made step by step; our timer interrupts it as a cancel does.
 */
static TimeoutId connect_timeout_id = MAX_TIMEOUTS;
static volatile sig_atomic_t connect_timer_fired = false;

static void
connect_timeout_handler(void)
{
	connect_timer_fired = true;
	InterruptPending = true;
	QueryCancelPending = true;
	SetLatch(MyLatch);
}

/*
 * Connect without blocking the backend: interruptible (the core helper), and
 * bounded by the connect timeout.  Returns NULL with *failure set when it
 * fails.
 */
static PGconn *
connect_async(RemoteTarget *rt, char **failure)
{
	PGconn	   *volatile conn = NULL;
	MemoryContext cxt = CurrentMemoryContext;
	volatile bool timed_out = false;

	*failure = NULL;
	if (connect_timeout_id == MAX_TIMEOUTS)
		connect_timeout_id = RegisterTimeout(USER_TIMEOUT, connect_timeout_handler);
	connect_timer_fired = false;
	enable_timeout_after(connect_timeout_id, rt->connect_timeout_ms);
	PG_TRY();
	{
		conn = libpqsrv_connect_params(rt->keywords, rt->values, false, PG_WAIT_EXTENSION);
	}
	PG_CATCH();
	{
		/* the helper has closed the connection; only our own timer's cancel is ours */
		disable_timeout(connect_timeout_id, false);
		if (!connect_timer_fired || geterrcode() != ERRCODE_QUERY_CANCELED)
			PG_RE_THROW();
		MemoryContextSwitchTo(cxt);
		FlushErrorState();
		timed_out = true;
	}
	PG_END_TRY();
	disable_timeout(connect_timeout_id, false);
	/* the timer may have fired just after the connection was made */
	if (connect_timer_fired && !timed_out)
		QueryCancelPending = false;
	connect_timer_fired = false;

	if (timed_out)
		*failure = psprintf("timeout expired after %d ms (connect_timeout)", rt->connect_timeout_ms);
	else if (conn == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory"),
				 errdetail("Could not allocate a connection to %s.", rt->what)));
	else if (PQstatus(conn) != CONNECTION_OK)
	{
		*failure = pchomp(PQerrorMessage(conn));
		conn_close(conn);
	}
	return timed_out || *failure != NULL ? NULL : conn;
}
#else
/*
 * Connect without blocking the backend: interruptible, and bounded by the
 * connect timeout.  Returns NULL with *failure set when it fails.
 */
static PGconn *
connect_async(RemoteTarget *rt, char **failure)
{
	PGconn	   *volatile conn;
	TimestampTz deadline = TimestampTzPlusMilliseconds(GetCurrentTimestamp(),
													   rt->connect_timeout_ms);

	*failure = NULL;
	conn = PQconnectStartParams(rt->keywords, rt->values, false);
	if (conn == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory"),
				 errdetail("Could not allocate a connection to %s.", rt->what)));
	PG_TRY();
	{
		PostgresPollingStatusType poll = PGRES_POLLING_WRITING;

		if (PQstatus(conn) == CONNECTION_BAD)
			poll = PGRES_POLLING_FAILED;
		while (poll != PGRES_POLLING_OK && poll != PGRES_POLLING_FAILED)
		{
			int			events = poll == PGRES_POLLING_READING
				? WL_SOCKET_READABLE : WL_SOCKET_WRITEABLE;

			if (!remote_wait_socket(conn, events, deadline))
			{
				*failure = psprintf("timeout expired after %d ms (connect_timeout)",
									rt->connect_timeout_ms);
				break;
			}
			poll = PQconnectPoll(conn);
		}
		if (poll == PGRES_POLLING_FAILED)
			*failure = pchomp(PQerrorMessage(conn));
	}
	PG_CATCH();
	{
		PQfinish(conn);
		PG_RE_THROW();
	}
	PG_END_TRY();
	if (*failure != NULL)
	{
		PQfinish(conn);
		return NULL;
	}
	return conn;
}
#endif							/* PG_VERSION_NUM >= 160000 */

/*
 * Open rt's connection, replacing whatever was cached.  When it cannot be
 * made: raise (may_raise) or return false with rt->lost_detail set.  A
 * non-superuser that got in without a password always raises: it would be
 * using this server's own identity (dblink_security_check).
 */
bool
remote_open_connection(RemoteTarget *rt, bool may_raise)
{
	PGconn	   *conn;
	char	   *failure;

	remote_conn_discard(rt->entry);
	conn = connect_async(rt, &failure);
	if (conn == NULL)
	{
		if (may_raise)
			ereport(ERROR,
					(errcode(ERRCODE_SQLCLIENT_UNABLE_TO_ESTABLISH_SQLCONNECTION),
					 errmsg("could not connect to %s", rt->what),
					 errdetail_internal("%s", failure),
					 errhint("Check that the server is running and accepts connections, and the user mapping's credentials.")));
		rt->lost_detail = failure;
		rt->unreachable = true;
		return false;
	}
	if (rt->password_required && !PQconnectionUsedPassword(conn))
	{
		conn_close(conn);
		ereport(ERROR,
				(errcode(ERRCODE_S_R_E_PROHIBITED_SQL_STATEMENT_ATTEMPTED),
				 errmsg("password is required"),
				 errdetail("Non-superuser cannot connect if the server does not request a password."),
				 rt->dblink
				 ? errhint("Target server's authentication method must be changed.")
				 : errhint("Target server's authentication method must be changed or set password_required=false in the user mapping attributes.")));
	}
	PQsetnonblocking(conn, 1);
	PQsetNoticeReceiver(conn, ignore_notice, NULL);
	rt->entry->conn = conn;
	rt->entry->policy_prepared = false;
	rt->entry->stale = false;
	return true;
}

/*
 * The cached connection for (server or string, role), made on first use.
 * Servers are found by OID (a renamed server keeps its entry, under its new
 * name), connection strings by their text.
 */
RemoteConn *
remote_lookup_conn(Oid serverid, Oid userid, const char *key)
{
	RemoteConn *entry;
	MemoryContext old;
	ListCell   *lc;

	foreach(lc, remote_conns)
	{
		entry = lfirst(lc);
		if (entry->serverid != serverid || entry->userid != userid)
			continue;
		if (!OidIsValid(serverid) && strcmp(entry->key, key) != 0)
			continue;
		if (strcmp(entry->key, key) != 0)
		{
			pfree(entry->key);
			entry->key = MemoryContextStrdup(TopMemoryContext, key);
		}
		return entry;
	}
	old = MemoryContextSwitchTo(TopMemoryContext);
	entry = palloc0(sizeof(RemoteConn));
	entry->serverid = serverid;
	entry->userid = userid;
	entry->key = pstrdup(key);
	remote_conns = lappend(remote_conns, entry);
	MemoryContextSwitchTo(old);
	return entry;
}

/*
 * Is an idle cached connection still usable?  A server that went away has
 * usually said so already (its socket is readable): that costs no round
 * trip to find out.
 */
bool
remote_conn_usable(PGconn *conn)
{
	struct pollfd pfd;

	if (PQstatus(conn) != CONNECTION_OK || PQtransactionStatus(conn) != PQTRANS_IDLE)
		return false;
	pfd.fd = PQsocket(conn);
	pfd.events = POLLIN;
	pfd.revents = 0;
	if (pfd.fd < 0)
		return false;
	if (poll(&pfd, 1, 0) > 0)
	{
		if (!PQconsumeInput(conn))
			return false;
		/* notices and parameter changes are fine; anything else is not */
		return PQstatus(conn) == CONNECTION_OK && !PQisBusy(conn);
	}
	return true;
}

/*
 * remote_disconnect(target text DEFAULT NULL) → integer: close this
 * session's connections to the target (all of them when NULL); returns how
 * many were closed.
 */
Datum
nl2sql_heal_remote_disconnect(PG_FUNCTION_ARGS)
{
	char	   *target = PG_ARGISNULL(0) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(0));
	int			closed = 0;
	ListCell   *lc;

	foreach(lc, remote_conns)
	{
		RemoteConn *entry = lfirst(lc);

		if (entry->conn != NULL && (target == NULL || strcmp(entry->key, target) == 0))
		{
			remote_conn_discard(entry);
			closed++;
		}
	}
	PG_RETURN_INT32(closed);
}
