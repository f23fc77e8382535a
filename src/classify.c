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
	NULL
};

/* Case-insensitive (ASCII, whatever the locale) substring search; needles are ASCII. */
static bool
contains_ci(const char *haystack, const char *needle)
{
	return ascii_find_nocase(haystack, strlen(haystack), needle) != NULL;
}

/* Does the message have one of the known repairable shapes? */
bool
classify_message_repairable(const char *message)
{
	int			i;

	if (message == NULL)
		return false;
	/* never repair around privileges, whatever else the message says */
	if (contains_ci(message, "permission denied") || contains_ci(message, "access denied"))
		return false;
	for (i = 0; repairable_shapes[i]; i++)
	{
		if (contains_ci(message, repairable_shapes[i]))
			return true;
	}
	return false;
}

/* Is an error with this SQLSTATE and message repairable? */
bool
classify_error_repairable(const char *sqlstate, const char *message)
{
	if (sqlstate == NULL || sqlstate[0] == '\0' ||
		strcmp(sqlstate, "XX000") == 0 ||
		(sqlstate[0] == 'H' && sqlstate[1] == 'V'))
		return classify_message_repairable(message);
	if (sqlstate[0] == '4' && sqlstate[1] == '2')
		return strcmp(sqlstate, "42501") != 0;
	/* a whole row compared with a literal: a bare name that lost its column to a rename */
	if (strcmp(sqlstate, "0A000") == 0 && message != NULL &&
		strcmp(message, "input of anonymous composite types is not implemented") == 0)
		return true;
	return false;
}
