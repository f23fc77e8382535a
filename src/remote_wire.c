/*
 * remote_wire.c — one round trip to a remote target: send a command (one
 * statement, Parse only, or a pipeline with the prepared policy check), and
 * collect its results under our deadline (cancel at the deadline, give up
 * GRACE_MS later).  A cached connection found dead on an operation's first
 * command is reopened once; the ROLLBACK sent without waiting at the end of
 * the last execution is read here before the next use.
 */
#include "postgres.h"

#include "remote_int.h"

#include "execute.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "storage/latch.h"

/* The deadline of one operation under nl2sql_heal.statement_timeout (0: none). */
TimestampTz
remote_statement_deadline(void)
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
	rt->cancel_unconfirmed = !remote_send_cancel(rt->entry->conn, *until);
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
			if (!remote_wait_socket(conn, WL_SOCKET_READABLE | WL_SOCKET_WRITEABLE, until))
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
				if (!remote_wait_socket(conn, WL_SOCKET_READABLE, until))
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
		remote_conn_discard(rt->entry);
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
	remote_conn_discard(rt->entry);
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

/*
 * Read the answer to a ROLLBACK sent without waiting at the end of the last
 * execution (normally already there: no round trip).  A connection that
 * cannot give it is closed.
 */
void
remote_drain_rollback(RemoteTarget *rt)
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
		remote_conn_discard(rt->entry);
}

/*
 * Send cmd and collect its results.  On the first command of an operation
 * (first), a connection found dead before the server ran any of it (no
 * successful result came back) is reopened once and the command sent again;
 * a connection lost after that is reported, never retried.  While the server
 * has answered nothing in this call, failing to reopen means the target is
 * unreachable, which raises when may_raise.
 */
RemoteStatus
remote_roundtrip(RemoteTarget *rt, const RemoteCommand *cmd, TimestampTz deadline,
		  bool first, bool may_raise, PGresult **out)
{
	bool		opened = false;

	for (;;)
	{
		RemoteStatus status;

		*out = NULL;
		remote_drain_rollback(rt);
		if (rt->entry->conn == NULL)
		{
			if (opened || !first || rt->unreachable)
				return RS_LOST;
			if (!remote_open_connection(rt, may_raise && !rt->proven))
				return RS_LOST;
			opened = true;
		}
		if (!send_command(rt->entry->conn, cmd))
		{
			rt->lost_detail = pchomp(PQerrorMessage(rt->entry->conn));
			remote_conn_discard(rt->entry);
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
