/*
 * sqlstate_name.c — sqlstate_name(): the condition name of a SQLSTATE, for
 * the statistics.
 *
 * The names are the server's own: src/sqlstate_names.h is made at build
 * time from utils/errcodes.h of the major being built for
 * (src/sqlstate_names.sed), so a code a new major adds is named without
 * anyone keeping a list.
 */
#include "postgres.h"

#include "pg_compat.h"
#include "fmgr.h"
#include "utils/builtins.h"

PG_FUNCTION_INFO_V1(nl2sql_heal_sqlstate_name);

/* Every SQLSTATE the server defines, in errcodes.h's order; the first row of a code names it. */
static const struct
{
	char		code[6];
	const char *name;
}			sqlstate_names[] =
{
#include "sqlstate_names.h"
};

/* sqlstate_name(sqlstate text) → text: the condition name, or the code itself when it has none. */
Datum
nl2sql_heal_sqlstate_name(PG_FUNCTION_ARGS)
{
	char	   *code = text_to_cstring(PG_GETARG_TEXT_PP(0));
	size_t		i;

	if (strlen(code) == 5)
	{
		for (i = 0; i < lengthof(sqlstate_names); i++)
			if (memcmp(code, sqlstate_names[i].code, 5) == 0)
				PG_RETURN_TEXT_P(cstring_to_text(sqlstate_names[i].name));
	}
	PG_RETURN_TEXT_P(cstring_to_text(code));
}
