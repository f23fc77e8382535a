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
 *
 * This file resolves the target (the server, its wrapper and user mapping,
 * or the connection string) into libpq parameters and hands back the
 * HealTarget; remote_int.h lists the other files and what each does.
 */
#include "postgres.h"

#include "remote.h"
#include "remote_int.h"

#include <limits.h>

#include "catalog/pg_foreign_server.h"
#include "commands/defrem.h"
#include "foreign/foreign.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/syscache.h"

/* Connection time limit when the server or string sets no connect_timeout. */
#define CONNECT_TIMEOUT_DEFAULT_MS 10000

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
	rt->entry = remote_lookup_conn(server ? server->serverid : InvalidOid, userid, target_name);

	remote_drain_rollback(rt);
	if (rt->entry->conn != NULL &&
		(rt->entry->stale || !remote_conn_usable(rt->entry->conn)))
		remote_conn_discard(rt->entry);
	if (rt->entry->conn == NULL)
		remote_open_connection(rt, true);
	return &rt->target;
}
