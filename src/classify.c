/*
 * classify.c — outcome classification from SQLSTATE and message shape.
 *
 * Pure C (no server headers) so that it can be unit-tested directly.
 */
#include "classify.h"
#include "text_util.h"

#include <stddef.h>
#include <string.h>

/*
 * Message shapes of the boring failures, as foreign backends and wrappers
 * print them when they carry no specific SQLSTATE.  Matched
 * case-insensitively as substrings.
 */
static const char *const repairable_shapes[] = {
	"invalid object name",
	"invalid column name",
	"incorrect syntax",
	"could not be bound",
	"no such table",
	"no such column",
	"no such function",
	"does not exist",
	"unknown table",
	"unknown column",
	"unknown function",
	"undefined table",
	"undefined column",
	"undefined function",
	"ambiguous column",
	"column reference is ambiguous",
	"is ambiguous",
	"syntax error",
	"parse error",
	"semantic error",
	"failed to resolve",
	"cannot find the table",
	"cannot find the column",
	"cannot find table",
	"cannot find column",
	"unrecognized name",
	/* MySQL / MariaDB, as mysql_fdw passes them on (HV00L, XX000) */
	"doesn't exist",			/* 1146 Table 'db.t' doesn't exist */
	"error in your sql syntax", /* 1064 */
	"incorrect parameter count",	/* 1582: a PostgreSQL form of a function pushed down */
	/* SQL Server and Synapse, as tds_fdw passes them on */
	"is not a recognized built-in function name",	/* 195 */
	"cannot find either column",	/* 4121 */
	NULL
};

/*
 * Refusals whatever else the message says: PostgreSQL's, MySQL's (1045,
 * 1142 "SELECT command denied to user ..."), SQL Server's (229 "The SELECT
 * permission was denied on the object ...", 18456 "Login failed for user").
 */
static const char *const privilege_shapes[] = {
	"permission denied",
	"access denied",
	"command denied",
	"permission was denied",
	"login failed",
	NULL
};

/*
 * The shapes that say a remote table or column is not where the foreign
 * table's definition says: what foreign drift looks like from this side.
 */
static const char *const missing_remote_shapes[] = {
	"unknown column",			/* MySQL 1054 */
	"doesn't exist",			/* MySQL 1146 */
	"unknown table",			/* MySQL 1109 */
	"unknown database",			/* MySQL 1049 */
	"invalid column name",		/* SQL Server 207 */
	"invalid object name",		/* SQL Server 208 */
	"does not exist",			/* PostgreSQL through postgres_fdw, SQLite */
	"no such table",
	"no such column",
	NULL
};

/* Case-insensitive (ASCII, whatever the locale) substring search; needles are ASCII. */
static bool
contains_ci(const char *haystack, const char *needle)
{
	return ascii_find_nocase(haystack, strlen(haystack), needle) != NULL;
}

/* Does the message contain one of shapes (a NULL-terminated list)? */
static bool
contains_any_ci(const char *message, const char *const *shapes)
{
	int			i;

	for (i = 0; shapes[i]; i++)
	{
		if (contains_ci(message, shapes[i]))
			return true;
	}
	return false;
}

/* Is this SQLSTATE one that carries no specific meaning (a wrapper's, or none)? */
static bool
unspecific_sqlstate(const char *sqlstate)
{
	return sqlstate == NULL || sqlstate[0] == '\0' ||
		strcmp(sqlstate, "XX000") == 0 ||
		(sqlstate[0] == 'H' && sqlstate[1] == 'V');
}

/* Does the message have one of the known repairable shapes? */
bool
classify_message_repairable(const char *message)
{
	if (message == NULL)
		return false;
	/* never repair around privileges, whatever else the message says */
	if (contains_any_ci(message, privilege_shapes))
		return false;
	return contains_any_ci(message, repairable_shapes);
}

/* Is an error with this SQLSTATE and message repairable? */
bool
classify_error_repairable(const char *sqlstate, const char *message)
{
	if (unspecific_sqlstate(sqlstate))
		return classify_message_repairable(message);
	if (sqlstate[0] == '4' && sqlstate[1] == '2')
		return strcmp(sqlstate, "42501") != 0;
	/* a whole row compared with a literal: a bare name that lost its column to a rename */
	if (strcmp(sqlstate, "0A000") == 0 && message != NULL &&
		strcmp(message, "input of anonymous composite types is not implemented") == 0)
		return true;
	return false;
}

/* Does a wrapper's message say a remote table or column is missing? */
bool
classify_missing_remote(const char *sqlstate, const char *message)
{
	/* a wrapper's error: not a local one, and not one without any code */
	if (message == NULL || sqlstate == NULL || sqlstate[0] == '\0' || !unspecific_sqlstate(sqlstate))
		return false;
	if (contains_any_ci(message, privilege_shapes))
		return false;
	return contains_any_ci(message, missing_remote_shapes);
}
