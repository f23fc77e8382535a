/*
 * source_dialect.c — the declared source dialect: the setting
 * nl2sql_heal.source_dialect, heal_execute's dialect argument, and the
 * translation that runs before a step's first execution.
 *
 * Undeclared (none, the default), a query runs as given and only its
 * failures are repaired.  Declared, the query is first translated with that
 * engine's meaning (dialect_declared.c): attempt 0 runs the translation, its
 * repair says "translate:<dialect>" and a note says what changed; the rules
 * then convert types as that engine would (rules_conversions.c).
 */
#include "postgres.h"


#include "miscadmin.h"
#include "utils/guc.h"

#include "conversions.h"
#include "dialect_declared.h"
#include "heal.h"
#include "source_dialect.h"

static int	source_dialect_setting = SRC_NONE;

static const struct config_enum_entry source_dialect_options[] = {
	{"none", SRC_NONE, false},
	{"postgres", SRC_POSTGRES, false},
	{"tsql", SRC_TSQL, false},
	{"mysql", SRC_MYSQL, false},
	{"sqlite", SRC_SQLITE, false},
	{"bigquery", SRC_BIGQUERY, false},
	{"snowflake", SRC_SNOWFLAKE, false},
	{NULL, 0, false}
};

void
source_dialect_init(void)
{
	DefineCustomEnumVariable("nl2sql_heal.source_dialect",
							 "The SQL dialect generated queries are written for, when the call does not say.",
							 "none: queries run as given and only failures are repaired. "
							 "postgres, tsql, mysql, sqlite, bigquery, snowflake: queries are translated "
							 "with that engine's meaning before they first run.",
							 &source_dialect_setting,
							 SRC_NONE, source_dialect_options,
							 PGC_USERSET, 0, NULL, NULL, NULL);
}

int
source_dialect_resolve(const char *name)
{
	int			d;

	if (name == NULL)
		return source_dialect_setting;
	d = source_dialect_from_name(name);
	if (d < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("unknown dialect \"%s\"", name),
				 errhint("Use none, postgres, tsql, mysql, sqlite, bigquery or snowflake, or NULL for nl2sql_heal.source_dialect.")));
	return d;
}

/*
 * The translation's stop: a cancel, a statement timeout or a terminate is
 * pending.  The translation is plain C that never serves interrupts; a
 * query of many megabytes takes it seconds.
 */
static bool
statement_ending(void *arg)
{
	return InterruptPending && (QueryCancelPending || ProcDiePending);
}

char *
source_dialect_translate(const char *sql, int dialect, char **repair, List **notes)
{
	DialectResult r;
	DialectStop stop = {statement_ending, NULL};
	char	   *volatile out = NULL;

	*repair = NULL;
	if (!dialect_translate(sql, (SourceDialect) dialect, &stop, &r))
	{
		/* stopped: the cancel or timeout that asked is served here */
		CHECK_FOR_INTERRUPTS();
		return NULL;
	}
	PG_TRY();
	{
		if (r.sql != NULL && strcmp(r.sql, sql) != 0)
		{
			StringInfoData note;
			int			i;

			out = pstrdup(r.sql);
			*repair = psprintf("translate:%s", source_dialect_name((SourceDialect) dialect));
			initStringInfo(&note);
			appendStringInfo(&note, "Translated from %s before it ran (nl2sql_heal.source_dialect or the dialect argument): ",
							 source_dialect_name((SourceDialect) dialect));
			for (i = 0; i < r.nnotes; i++)
			{
				const char *n = r.notes[i];
				size_t		len = strlen(n);

				while (len > 0 && (n[len - 1] == '.' || n[len - 1] == ' '))
					len--;
				if (i > 0)
					appendStringInfoString(&note, "; ");
				appendBinaryStringInfo(&note, n, (int) len);
			}
			if (r.nnotes == 0)
				appendStringInfoString(&note, "foreign SQL mapped to PostgreSQL");
			appendStringInfoChar(&note, '.');
			*notes = lappend(*notes, note.data);
		}
	}
	PG_FINALLY();
	{
		dialect_result_free(&r);
	}
	PG_END_TRY();
	return out;
}
