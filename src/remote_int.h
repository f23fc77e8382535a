/*
 * remote_int.h — what the files of remote targets share; remote.h is their
 * public face.
 *
 * The layers, each using only those below it:
 *   remote.c        the target: a foreign server (wrapper, USAGE, user
 *                   mapping, password rules) or a connection string, turned
 *                   into libpq parameters and a cached connection
 *   remote_query.c  the HealTarget callbacks: execute (read-only transaction,
 *                   policy check, plan check, cursor and capture), validate
 *                   and catalog reads, and their results
 *   remote_wire.c   one round trip: send a command, collect its results
 *                   under our deadline, reopen a dead cached connection once
 *   remote_conn.c   connections: the session's cache and its hooks, connect,
 *                   cancel, wait on the socket, close, remote_disconnect()
 */
#ifndef NL2SQL_HEAL_REMOTE_INT_H
#define NL2SQL_HEAL_REMOTE_INT_H

#include "target.h"

#include "libpq-fe.h"
#include "utils/timestamp.h"

/* How long a canceled query, or the closing ROLLBACK, may take before the connection is dropped. */
#define GRACE_MS 1000

/* The name of the prepared policy check on a remote connection. */
#define POLICY_STATEMENT "nl2sql_heal_policy"

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

/* remote_conn.c */
extern void remote_register_hooks(void);
extern RemoteConn *remote_lookup_conn(Oid serverid, Oid userid, const char *key);
extern bool remote_conn_usable(PGconn *conn);
extern bool remote_open_connection(RemoteTarget *rt, bool may_raise);
extern void remote_conn_discard(RemoteConn *entry);
extern void remote_abandon(RemoteTarget *rt);
extern bool remote_send_cancel(PGconn *conn, TimestampTz until);
extern bool remote_wait_socket(PGconn *conn, int events, TimestampTz deadline);

/* remote_wire.c */
extern TimestampTz remote_statement_deadline(void);
extern RemoteStatus remote_roundtrip(RemoteTarget *rt, const RemoteCommand *cmd, TimestampTz deadline,
									 bool first, bool may_raise, PGresult **out);
extern void remote_drain_rollback(RemoteTarget *rt);

/* remote_query.c: the HealTarget callbacks */
extern void remote_execute(HealTarget *target, const char *sql, ExecResult *res);
extern void remote_validate(HealTarget *target, const char *sql, ExecResult *res);
extern CatalogRows *remote_catalog(HealTarget *target, const char *sql, int nparams,
								   const char *const *params, char **error);

#endif							/* NL2SQL_HEAL_REMOTE_INT_H */
