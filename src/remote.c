/*
 * remote.c — queries on another PostgreSQL through a foreign server.
 *
 * A target names a foreign server (postgres_fdw or dblink_fdw) with a user
 * mapping for the calling role or PUBLIC, or, for superusers only, a
 * connection string.  The connection is made with libpq from this backend
 * under the security rules of dblink and postgres_fdw, and cached per server
 * and role for the session.
 *
 * The generated query is checked locally on PostgreSQL's raw parser before
 * anything is sent (exec_check_safety, as for local execution).  Remotely it
 * runs as one extended-protocol statement (so the server enforces "exactly
 * one statement" too), inside a READ ONLY transaction with its own
 * statement_timeout, through a cursor fetched in batches with the row and
 * byte caps of local execution, and is rolled back afterwards.  Schema
 * re-reads and validations go to the same connection, so they see the remote
 * catalog with the remote role's privileges.
 *
 * Every wait is on the socket and the latch: a cancel or the caller's own
 * timeout interrupts it (the remote query is canceled and the connection
 * dropped), and our own deadline cancels the remote query and, when the
 * server does not answer, drops the connection.  Nothing waits unbounded.
 */
#include "target.h"
#include "execute.h"
#include "read_only.h"
#include "remote.h"
#include "subxact.h"

#include "policy.h"

#include <limits.h>
#include <poll.h>
#if PG_VERSION_NUM < 170000
#include <pthread.h>
#include <signal.h>
#endif

#include "libpq-fe.h"
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
#include "catalog/pg_foreign_server.h"
#include "catalog/pg_type.h"
#include "commands/defrem.h"
#include "fmgr.h"
#include "foreign/foreign.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "parser/parser.h"
#include "port/atomics.h"
#include "portability/instr_time.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/inval.h"
#include "utils/json.h"
#include "utils/memutils.h"
#include "utils/resowner.h"
#include "utils/syscache.h"
#include "utils/timeout.h"
#include "utils/timestamp.h"
#include "utils/wait_event.h"

#include "plan_guard.h"

#define REMOTE_CURSOR "nl2sql_heal_cursor"
#define DECLARE_PREFIX "DECLARE " REMOTE_CURSOR " NO SCROLL CURSOR FOR "
#define EXPLAIN_PREFIX "EXPLAIN (FORMAT JSON) "
/* Rows fetched per round trip while capturing. */
#define FETCH_BATCH 1000
/* Past the capture cap, rows are counted (not kept) up to this many, as locally. */
#define COUNT_LIMIT 1000000
/* Connection time limit when the server or string sets no connect_timeout. */
#define CONNECT_TIMEOUT_DEFAULT_MS 10000
/* How long a canceled query, or the closing ROLLBACK, may take before the connection is dropped. */
#define GRACE_MS 1000

/* A cached connection: one per foreign server (or connection string) and local role. */
typedef struct RemoteConn
{
	Oid			serverid;		/* InvalidOid for a connection string */
	Oid			userid;			/* the local role it was opened for */
	char	   *key;			/* server name, or the connection string */
	PGconn	   *conn;			/* NULL while closed */
	bool		stale;			/* its server or user mapping changed since */
	bool		rollback_sent;	/* a ROLLBACK's answer is still to be read */
	bool		policy_prepared;	/* the policy check is prepared on conn */
} RemoteConn;

/* Connections of this session, in TopMemoryContext. */
static List *remote_conns = NIL;

/* How one round trip ended. */
typedef enum RemoteStatus
{
	RS_OK,						/* the command succeeded */
	RS_ERROR,					/* the server reported an error */
	RS_LOST,					/* the connection failed (it is closed now) */
	RS_TIMEOUT					/* no answer by the deadline (the connection is closed now) */
} RemoteStatus;

/* One command to send. */
typedef struct RemoteCommand
{
	const char *sql;
	bool		simple;			/* simple protocol: several trusted statements */
	bool		prepare_only;	/* Parse only: parse analysis, nothing runs */
	int			nparams;		/* text parameters ($1 ...) */
	const char *const *params;
	int			npipeline;		/* > 0: these statements in one round trip (pipeline mode) */
	const char *const *pipeline;
	int			prepare_entry;	/* 1-based pipeline entry to prepare as POLICY_STATEMENT; 0: none */
	int			execute_entry;	/* 1-based entry that executes POLICY_STATEMENT with params; 0: none */
} RemoteCommand;

/* The name of the prepared policy check on a remote connection. */
#define POLICY_STATEMENT "nl2sql_heal_policy"

/* The HealTarget of one heal_execute call on a remote server. */
typedef struct RemoteTarget
{
	HealTarget	target;			/* first: the heal loop sees only this */
	RemoteConn *entry;
	char	   *what;			/* server "x" / the target connection string, for messages */
	const char **keywords;		/* libpq connection parameters, NULL-terminated */
	const char **values;
	bool		password_required;	/* a non-superuser must authenticate with a password */
	bool		dblink;			/* dblink_fdw (for the hint on password errors) */
	int			connect_timeout_ms;
	bool		proven;			/* the server answered something in this call */
	bool		unreachable;	/* reopening failed in this call: stop trying */
	bool		canceled;		/* the last collect sent a cancel for our deadline */
	bool		cancel_unconfirmed;	/* ... and could not see it delivered */
	int			error_command;	/* which statement of a pipeline failed */
	bool		answered;		/* the last collect got a successful result */
	char	   *lost_detail;	/* libpq's words when the connection failed */
	PGresult   *current;		/* the result being looked at (freed on error) */
} RemoteTarget;

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
static void
conn_discard(RemoteConn *entry)
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
		conn_discard((RemoteConn *) lfirst(lc));
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
			conn_discard(entry);
	}
}

/* Register the exit, transaction and invalidation hooks once per backend. */
static void
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
static bool
send_cancel(PGconn *conn, TimestampTz until)
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
static bool
send_cancel(PGconn *conn, TimestampTz until)
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
static void
abandon(RemoteTarget *rt)
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
		(void) send_cancel(rt->entry->conn,
						   TimestampTzPlusMilliseconds(GetCurrentTimestamp(), GRACE_MS));
	conn_discard(rt->entry);
}

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

/*
 * Wait until conn's socket is ready for events (WL_SOCKET_*): true; or the
 * deadline (0: none) passes: false.  Interrupts are served while waiting
 * (CHECK_FOR_INTERRUPTS throws; callers clean up in PG_CATCH).
 */
static bool
wait_socket(PGconn *conn, int events, TimestampTz deadline)
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

/* The deadline of one operation under nl2sql_heal.statement_timeout (0: none). */
static TimestampTz
statement_deadline(void)
{
	if (heal_statement_timeout_ms <= 0)
		return 0;
	return TimestampTzPlusMilliseconds(GetCurrentTimestamp(), heal_statement_timeout_ms);
}

/*
 * Our deadline passed while waiting on the server: the first time, cancel
 * the remote query and allow GRACE_MS (for the cancel and the answer both)
 * (true); after that, give up (false).
 */
static bool
deadline_passed(RemoteTarget *rt, TimestampTz *until)
{
	if (rt->canceled)
		return false;
	*until = TimestampTzPlusMilliseconds(GetCurrentTimestamp(), GRACE_MS);
	rt->cancel_unconfirmed = !send_cancel(rt->entry->conn, *until);
	rt->canceled = true;
	return true;
}

/*
 * Collect the results of the command just sent.  RS_OK: *out is the last
 * result.  RS_ERROR: *out is the first error.  RS_LOST: the connection
 * failed and is closed; *out is the server's error, if it sent one.
 * RS_TIMEOUT: no answer even GRACE_MS after canceling at the deadline; the
 * connection is closed.
 */
static RemoteStatus
collect(RemoteTarget *rt, const RemoteCommand *cmd, TimestampTz deadline, PGresult **out)
{
	PGconn	   *conn = rt->entry->conn;
	PGresult   *volatile last = NULL;
	PGresult   *volatile error = NULL;
	volatile RemoteStatus status = RS_OK;
	volatile bool lost = false;

	*out = NULL;
	rt->canceled = false;
	rt->cancel_unconfirmed = false;
	rt->error_command = 0;
	rt->answered = false;
	PG_TRY();
	{
		TimestampTz until = deadline;
		int			command = 0;	/* the pipeline statement whose results come next */
		bool		synced = false;

		/* the connection is non-blocking: the command may not all be sent yet */
		for (;;)
		{
			int			flushed = PQflush(conn);

			if (flushed == 0)
				break;
			if (flushed < 0)
			{
				lost = true;
				break;
			}
			if (!wait_socket(conn, WL_SOCKET_READABLE | WL_SOCKET_WRITEABLE, until))
			{
				if (!deadline_passed(rt, &until))
				{
					status = RS_TIMEOUT;
					break;
				}
				continue;
			}
			if (!PQconsumeInput(conn))
			{
				lost = true;
				break;
			}
		}
		while (status == RS_OK && !lost)
		{
			PGresult   *r;

			while (PQisBusy(conn))
			{
				if (!wait_socket(conn, WL_SOCKET_READABLE, until))
				{
					if (!deadline_passed(rt, &until))
					{
						status = RS_TIMEOUT;
						break;
					}
					continue;
				}
				if (!PQconsumeInput(conn))
				{
					lost = true;
					break;
				}
			}
			if (status != RS_OK || lost)
				break;
			r = PQgetResult(conn);
			if (r == NULL)
			{
				/* in a pipeline, NULL ends one statement's results; the sync ends all */
				if (cmd->npipeline == 0)
					break;
				if (++command > cmd->npipeline)
				{
					lost = true;	/* no sync where one must be: give up on it */
					break;
				}
				continue;
			}
			switch (PQresultStatus(r))
			{
				case PGRES_FATAL_ERROR:
				case PGRES_BAD_RESPONSE:
				case PGRES_NONFATAL_ERROR:
					if (error == NULL)
					{
						error = r;
						rt->error_command = command;
					}
					else
						PQclear(r);
					break;
				case PGRES_PIPELINE_ABORTED:
					PQclear(r);
					break;
				case PGRES_PIPELINE_SYNC:
					PQclear(r);
					synced = true;
					break;
				default:
					if (last != NULL)
						PQclear(last);
					last = r;
					rt->answered = true;
					break;
			}
			if (synced)
			{
				if (!PQexitPipelineMode(conn))
					lost = true;
				break;
			}
		}
	}
	PG_CATCH();
	{
		if (last != NULL)
			PQclear(last);
		if (error != NULL)
			PQclear(error);
		PG_RE_THROW();
	}
	PG_END_TRY();

	if (status == RS_OK && (lost || PQstatus(conn) == CONNECTION_BAD))
		status = RS_LOST;
	else if (status == RS_OK && error != NULL)
		status = RS_ERROR;

	/* a cancel that may still arrive must not meet a later query there */
	if ((status == RS_OK || status == RS_ERROR) && rt->cancel_unconfirmed)
		conn_discard(rt->entry);
	switch (status)
	{
		case RS_OK:
			*out = last;
			return RS_OK;
		case RS_ERROR:
			if (last != NULL)
				PQclear(last);
			*out = error;
			return RS_ERROR;
		case RS_LOST:
			rt->lost_detail = pchomp(PQerrorMessage(conn));
			break;
		case RS_TIMEOUT:
			rt->lost_detail = pstrdup("The server did not answer after the query was canceled at the deadline.");
			if (error != NULL)
				PQclear(error);
			error = NULL;
			break;
	}
	if (last != NULL)
		PQclear(last);
	*out = error;
	conn_discard(rt->entry);
	return status;
}

/* Send cmd on conn; false when libpq refuses (the connection is broken). */
static bool
send_command(PGconn *conn, const RemoteCommand *cmd)
{
	Oid		   *types;
	int			i;

	if (cmd->npipeline > 0)
	{
		if (!PQenterPipelineMode(conn))
			return false;
		for (i = 0; i < cmd->npipeline; i++)
		{
			int			sent;

			if (i + 1 == cmd->prepare_entry)
				sent = PQsendPrepare(conn, POLICY_STATEMENT, cmd->pipeline[i], cmd->nparams, NULL);
			else if (i + 1 == cmd->execute_entry)
				sent = PQsendQueryPrepared(conn, POLICY_STATEMENT, cmd->nparams, cmd->params,
										   NULL, NULL, 0);
			else
				sent = PQsendQueryParams(conn, cmd->pipeline[i], 0, NULL, NULL, NULL, NULL, 0);
			if (!sent)
				return false;
		}
		return PQpipelineSync(conn) == 1;
	}
	if (cmd->simple)
		return PQsendQuery(conn, cmd->sql) == 1;
	if (cmd->prepare_only)
		return PQsendPrepare(conn, "", cmd->sql, 0, NULL) == 1;
	/* parameters are text, as in local catalog reads */
	types = palloc(sizeof(Oid) * Max(cmd->nparams, 1));
	for (i = 0; i < cmd->nparams; i++)
		types[i] = TEXTOID;
	return PQsendQueryParams(conn, cmd->sql, cmd->nparams, types, cmd->params,
							 NULL, NULL, 0) == 1;
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

			if (!wait_socket(conn, events, deadline))
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
static bool
open_connection(RemoteTarget *rt, bool may_raise)
{
	PGconn	   *conn;
	char	   *failure;

	conn_discard(rt->entry);
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
 * Read the answer to a ROLLBACK sent without waiting at the end of the last
 * execution (normally already there: no round trip).  A connection that
 * cannot give it is closed.
 */
static void
drain_rollback(RemoteTarget *rt)
{
	RemoteCommand none;
	PGresult   *res = NULL;
	RemoteStatus status;

	if (rt->entry->conn == NULL || !rt->entry->rollback_sent)
		return;
	rt->entry->rollback_sent = false;
	memset(&none, 0, sizeof(none));
	status = collect(rt, &none,
					 TimestampTzPlusMilliseconds(GetCurrentTimestamp(), GRACE_MS), &res);
	if (res != NULL)
		PQclear(res);
	if (status != RS_OK || PQtransactionStatus(rt->entry->conn) != PQTRANS_IDLE)
		conn_discard(rt->entry);
}

/*
 * Send cmd and collect its results.  On the first command of an operation
 * (first), a connection found dead before the server ran any of it (no
 * successful result came back) is reopened once and the command sent again;
 * a connection lost after that is reported, never retried.  While the server
 * has answered nothing in this call, failing to reopen means the target is
 * unreachable, which raises when may_raise.
 */
static RemoteStatus
roundtrip(RemoteTarget *rt, const RemoteCommand *cmd, TimestampTz deadline,
		  bool first, bool may_raise, PGresult **out)
{
	bool		opened = false;

	for (;;)
	{
		RemoteStatus status;

		*out = NULL;
		drain_rollback(rt);
		if (rt->entry->conn == NULL)
		{
			if (opened || !first || rt->unreachable)
				return RS_LOST;
			if (!open_connection(rt, may_raise && !rt->proven))
				return RS_LOST;
			opened = true;
		}
		if (!send_command(rt->entry->conn, cmd))
		{
			rt->lost_detail = pchomp(PQerrorMessage(rt->entry->conn));
			conn_discard(rt->entry);
			status = RS_LOST;
		}
		else
			status = collect(rt, cmd, deadline, out);
		if (status == RS_OK || status == RS_ERROR)
			rt->proven = true;
		if (status != RS_LOST || !first || opened || rt->answered)
			return status;
		/* the cached connection was dead: reopen it once */
		if (*out != NULL)
		{
			PQclear(*out);
			*out = NULL;
		}
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
 * syntax error) when the query must not be sent.
 */
static bool
check_safety(const char *sql, ExecResult *res)
{
	List	   *parsetree;
	ErrorData  *edata;
	const char *sqlstate = NULL;
	const char *why;

	if (!subxact_raw_parse(sql, &parsetree, &edata))
	{
		result_from_error(res, edata);
		FreeErrorData(edata);
		return false;
	}
	why = exec_check_safety(parsetree, &sqlstate);
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

	return v ? pstrdup(v) : NULL;
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
			append_json_text(res->rows, PQgetvalue(r, row, col),
							 PQgetisnull(r, row, col), types[col]);
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
 * answer, which the connection's next use reads (drain_rollback); the
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
		conn_discard(rt->entry);
		return;
	}
	rt->entry->rollback_sent = true;
	if (PQflush(conn) != 0)
		drain_rollback(rt);		/* not all sent: wait for it now */
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
	TimestampTz deadline = statement_deadline();
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
		status = roundtrip(rt, &cmd, deadline, true, true, &rt->current);
		if (rt->entry->conn == NULL)
			break;
		if (status == RS_ERROR && tries < 2 && rt->error_command == policy_at && prepare_at < 0 &&
			strcmp(PQresultErrorField(rt->current, PG_DIAG_SQLSTATE) ? PQresultErrorField(rt->current, PG_DIAG_SQLSTATE) : "",
				   "26000") == 0)
		{
			/* the statement is gone (a reopened connection): prepare it again, once */
			rt->entry->policy_prepared = false;
			clear_current(rt);
			end_transaction(rt);
			if (rt->entry->conn == NULL)
				break;
			continue;
		}
		if (status == RS_OK || (status == RS_ERROR && rt->error_command > prepare_at))
			rt->entry->policy_prepared = true;
		else if (status == RS_ERROR && tries < 2 && rt->error_command == prepare_at && prepare_at >= 0 &&
				 strcmp(PQresultErrorField(rt->current, PG_DIAG_SQLSTATE) ? PQresultErrorField(rt->current, PG_DIAG_SQLSTATE) : "",
						"42P05") == 0)
		{
			/* it was there already: use it */
			rt->entry->policy_prepared = true;
			clear_current(rt);
			end_transaction(rt);
			if (rt->entry->conn == NULL)
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
		status = roundtrip(rt, &cmd, deadline, false, false, &rt->current);
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
		status = roundtrip(rt, &cmd, deadline, false, false, &rt->current);
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
static void
remote_execute(HealTarget *target, const char *sql, ExecResult *res)
{
	RemoteTarget *rt = (RemoteTarget *) target;
	instr_time	start;

	result_init(res);
	INSTR_TIME_SET_CURRENT(start);
	if (check_safety(sql, res))
	{
		const char *policy_params[POLICY_REMOTE_NPARAMS];

		policy_remote_check_params(raw_parser(sql, RAW_PARSE_DEFAULT), policy_params);
		PG_TRY();
		{
			run_remote_query(rt, sql, policy_params, res);
		}
		PG_CATCH();
		{
			abandon(rt);
			PG_RE_THROW();
		}
		PG_END_TRY();
	}
	res->ms = elapsed_ms(start);
}

/* HealTarget.validate for a remote server: Parse only, nothing runs. */
static void
remote_validate(HealTarget *target, const char *sql, ExecResult *res)
{
	RemoteTarget *rt = (RemoteTarget *) target;
	instr_time	start;

	result_init(res);
	INSTR_TIME_SET_CURRENT(start);
	if (check_safety(sql, res))
	{
		PG_TRY();
		{
			RemoteCommand cmd;
			RemoteStatus status;

			memset(&cmd, 0, sizeof(cmd));
			cmd.sql = sql;
			cmd.prepare_only = true;
			status = roundtrip(rt, &cmd, statement_deadline(), true, false, &rt->current);
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
			abandon(rt);
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
static CatalogRows *
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
		status = roundtrip(rt, &cmd, statement_deadline(), true, false, &rt->current);
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
						? NULL : pstrdup(PQgetvalue(rt->current, r, c));
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
		abandon(rt);
		PG_RE_THROW();
	}
	PG_END_TRY();
	return rows;
}

/* Is name a libpq connection parameter we pass on? */
static bool
is_libpq_option(const char *name)
{
	static PQconninfoOption *defaults = NULL;
	PQconninfoOption *opt;

	/* ours to set */
	if (strcmp(name, "client_encoding") == 0 ||
		strcmp(name, "fallback_application_name") == 0)
		return false;
	if (defaults == NULL)
	{
		defaults = PQconndefaults();
		if (defaults == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_OUT_OF_MEMORY),
					 errmsg("out of memory"),
					 errdetail("Could not get the libpq default connection options.")));
	}
	for (opt = defaults; opt->keyword != NULL; opt++)
	{
		if (strcmp(opt->keyword, name) == 0)
			return strchr(opt->dispchar, 'D') == NULL;	/* not debug options */
	}
	return false;
}

/*
 * Turn option lists (DefElem) into rt's libpq parameters, as postgres_fdw
 * does: libpq options only, then our application name and this database's
 * encoding.  Also picks up connect_timeout.
 */
static void
set_params(RemoteTarget *rt, List *keywords, List *values)
{
	int			n = list_length(keywords) + 3;
	int			i = 0;
	ListCell   *k;
	ListCell   *v;

	rt->keywords = palloc0(sizeof(char *) * n);
	rt->values = palloc0(sizeof(char *) * n);
	rt->connect_timeout_ms = CONNECT_TIMEOUT_DEFAULT_MS;
	forboth(k, keywords, v, values)
	{
		const char *keyword = lfirst(k);
		const char *value = lfirst(v);

		if (!is_libpq_option(keyword))
			continue;
		if (strcmp(keyword, "connect_timeout") == 0 && atoi(value) > 0)
			rt->connect_timeout_ms = Min(atoi(value), INT_MAX / 1000) * 1000;
		rt->keywords[i] = keyword;
		rt->values[i] = value;
		i++;
	}
	rt->keywords[i] = "fallback_application_name";
	rt->values[i] = "nl2sql_heal";
	i++;
	rt->keywords[i] = "client_encoding";
	rt->values[i] = GetDatabaseEncodingName();
	i++;
	rt->keywords[i] = NULL;
	rt->values[i] = NULL;
}

/* Does the user mapping require a password (postgres_fdw's password_required)? */
static bool
mapping_password_required(UserMapping *user)
{
	ListCell   *lc;

	foreach(lc, user->options)
	{
		DefElem    *def = lfirst(lc);

		if (strcmp(def->defname, "password_required") == 0)
			return defGetBoolean(def);
	}
	return true;
}

/* Do rt's parameters hold a non-empty password? */
static bool
has_password(RemoteTarget *rt)
{
	int			i;

	for (i = 0; rt->keywords[i] != NULL; i++)
	{
		if (strcmp(rt->keywords[i], "password") == 0 && rt->values[i][0] != '\0')
			return true;
	}
	return false;
}

/*
 * Resolve a foreign server: its wrapper, the caller's USAGE on it, the user
 * mapping (the caller's or PUBLIC) and the password rules of postgres_fdw.
 */
static void
resolve_server(RemoteTarget *rt, ForeignServer *server, Oid userid)
{
	ForeignDataWrapper *fdw = GetForeignDataWrapper(server->fdwid);
	UserMapping *user;
	AclResult	aclresult;
	List	   *keywords = NIL;
	List	   *values = NIL;
	ListCell   *lc;

	if (strcmp(fdw->fdwname, "postgres_fdw") != 0 && strcmp(fdw->fdwname, "dblink_fdw") != 0)
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("foreign server \"%s\" is not a PostgreSQL server", server->servername),
				 errdetail("Its foreign-data wrapper is \"%s\"; targets must use postgres_fdw or dblink_fdw.",
						   fdw->fdwname)));
	rt->dblink = strcmp(fdw->fdwname, "dblink_fdw") == 0;

#if PG_VERSION_NUM >= 160000
	aclresult = object_aclcheck(ForeignServerRelationId, server->serverid, userid, ACL_USAGE);
#else
	aclresult = pg_foreign_server_aclcheck(server->serverid, userid, ACL_USAGE);
#endif
	if (aclresult != ACLCHECK_OK)
		aclcheck_error(aclresult, OBJECT_FOREIGN_SERVER, server->servername);

	if (!SearchSysCacheExists2(USERMAPPINGUSERSERVER, ObjectIdGetDatum(userid),
							   ObjectIdGetDatum(server->serverid)) &&
		!SearchSysCacheExists2(USERMAPPINGUSERSERVER, ObjectIdGetDatum(InvalidOid),
							   ObjectIdGetDatum(server->serverid)))
	{
		const char *role = GetUserNameFromId(userid, false);

		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("user mapping not found for \"%s\"", role),
				 errdetail("Foreign server \"%s\" has no user mapping for role \"%s\" or PUBLIC.",
						   server->servername, role),
				 errhint("Create one with CREATE USER MAPPING FOR %s SERVER %s OPTIONS (user '...', password '...').",
						 quote_identifier(role), quote_identifier(server->servername))));
	}
	user = GetUserMapping(userid, server->serverid);

	foreach(lc, server->options)
	{
		DefElem    *def = lfirst(lc);

		keywords = lappend(keywords, def->defname);
		values = lappend(values, defGetString(def));
	}
	foreach(lc, user->options)
	{
		DefElem    *def = lfirst(lc);

		keywords = lappend(keywords, def->defname);
		values = lappend(values, defGetString(def));
	}
	set_params(rt, keywords, values);

	rt->password_required = !superuser_arg(userid) && mapping_password_required(user);
	if (rt->password_required && !has_password(rt))
		ereport(ERROR,
				(errcode(ERRCODE_S_R_E_PROHIBITED_SQL_STATEMENT_ATTEMPTED),
				 errmsg("password is required"),
				 errdetail("Non-superuser must provide a password in the user mapping.")));

	rt->what = psprintf("server \"%s\"", server->servername);
	rt->target.name = pstrdup(server->servername);
}

/* Does the target look like a connection string rather than a server name? */
static bool
looks_like_connstr(const char *target)
{
	return strchr(target, '=') != NULL ||
		strncmp(target, "postgresql://", 13) == 0 ||
		strncmp(target, "postgres://", 11) == 0;
}

/*
 * Resolve a bare connection string (superusers only).  The name recorded in
 * receipts is the string without its passwords.
 */
static void
resolve_connstr(RemoteTarget *rt, const char *connstr, Oid userid)
{
	PQconninfoOption *options;
	PQconninfoOption *opt;
	char	   *err = NULL;
	List	   *keywords = NIL;
	List	   *values = NIL;
	StringInfoData shown;

	if (!superuser_arg(userid))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied to use a connection string as target"),
				 errdetail("Only superusers may pass a connection string; other roles name a foreign server."),
				 errhint("Create a foreign server with CREATE SERVER ... FOREIGN DATA WRAPPER postgres_fdw and a user mapping for your role, and pass the server's name.")));
	options = PQconninfoParse(connstr, &err);
	if (options == NULL)
	{
		char	   *why = err ? pchomp(err) : pstrdup("out of memory");

		if (err)
			PQfreemem(err);
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid connection string"),
				 errdetail_internal("%s", why)));
	}
	initStringInfo(&shown);
	for (opt = options; opt->keyword != NULL; opt++)
	{
		if (opt->val == NULL)
			continue;
		keywords = lappend(keywords, pstrdup(opt->keyword));
		values = lappend(values, pstrdup(opt->val));
		if (strchr(opt->dispchar, '*') == NULL && is_libpq_option(opt->keyword))
		{
			if (shown.len > 0)
				appendStringInfoChar(&shown, ' ');
			appendStringInfo(&shown, "%s=", opt->keyword);
			if (opt->val[0] == '\0' || strpbrk(opt->val, " '\\") != NULL)
			{
				const char *p;

				appendStringInfoChar(&shown, '\'');
				for (p = opt->val; *p; p++)
				{
					if (*p == '\'' || *p == '\\')
						appendStringInfoChar(&shown, '\\');
					appendStringInfoChar(&shown, *p);
				}
				appendStringInfoChar(&shown, '\'');
			}
			else
				appendStringInfoString(&shown, opt->val);
		}
	}
	PQconninfoFree(options);
	set_params(rt, keywords, values);
	rt->password_required = false;
	rt->what = pstrdup("the target connection string");
	rt->target.name = shown.data;
}

/*
 * The cached connection for (server or string, role), made on first use.
 * Servers are found by OID (a renamed server keeps its entry, under its new
 * name), connection strings by their text.
 */
static RemoteConn *
lookup_conn(Oid serverid, Oid userid, const char *key)
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
static bool
conn_usable(PGconn *conn)
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
 * The target for a foreign server (or, for superusers, a connection
 * string).  Misuse raises here, before anything runs: an unknown server
 * (42704), a wrapper other than postgres_fdw / dblink_fdw (42809), no USAGE
 * on the server (42501), no user mapping (42704), a non-superuser without a
 * password (2F003), a connection string from a non-superuser (42501), and a
 * server that cannot be reached or refuses the credentials (08001).
 */
HealTarget *
remote_target(const char *target_name)
{
	RemoteTarget *rt = palloc0(sizeof(RemoteTarget));
	Oid			userid = GetUserId();
	ForeignServer *server;

	remote_register_hooks();
	server = GetForeignServerByName(target_name, true);
	if (server != NULL)
		resolve_server(rt, server, userid);
	else if (looks_like_connstr(target_name))
		resolve_connstr(rt, target_name, userid);
	else
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("server \"%s\" does not exist", target_name),
				 errhint("Name a foreign server created with CREATE SERVER ... FOREIGN DATA WRAPPER postgres_fdw, with a user mapping for your role.")));

	rt->target.execute = remote_execute;
	rt->target.validate = remote_validate;
	rt->target.catalog = remote_catalog;
	rt->target.private_data = NULL;
	rt->entry = lookup_conn(server ? server->serverid : InvalidOid, userid, target_name);

	drain_rollback(rt);
	if (rt->entry->conn != NULL &&
		(rt->entry->stale || !conn_usable(rt->entry->conn)))
		conn_discard(rt->entry);
	if (rt->entry->conn == NULL)
		open_connection(rt, true);
	return &rt->target;
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
			conn_discard(entry);
			closed++;
		}
	}
	PG_RETURN_INT32(closed);
}
