/*
 * rules_dialect.c — foreign-dialect functions, types, operators and syntax
 * mapped to PostgreSQL.
 *
 * The mapping itself is pure C (dialect.c); this rule hands it the failing
 * query with PostgreSQL's error (SQLSTATE, message, cursor position) and
 * takes its rewrite and notes.  It runs after the schema rules, so a name
 * that matches a live column is treated as a name, not as a foreign keyword
 * or a MySQL double-quoted string.
 */
#include "postgres.h"

#include "rules.h"

#include "dialect.h"

/*
 * dialect: the failing query uses another engine's SQL.  Takes the mapping's
 * rewrite when it has one; its notes say what changed.
 */
bool
rule_dialect(RuleContext *ctx, const char *sql, const ExecResult *err,
			 char **rewrite, char **note)
{
	DialectResult result;
	DialectStop stop = {rules_budget_spent, NULL};
	bool		changed;

	if (err->outcome != OUTCOME_ERROR)
		return false;
	/* the mapping cannot raise: it stops when asked, and the check below raises */
	changed = dialect_fix_for_error(sql, err->sqlstate, err->message, err->position, &stop, &result);
	if (rules_budget_spent(NULL))
	{
		dialect_result_free(&result);
		rules_check_budget();
		return false;
	}
	if (!changed || result.sql == NULL || strcmp(result.sql, sql) == 0)
	{
		dialect_result_free(&result);
		return false;
	}

	/* copy out of malloc'd memory, releasing it even if a copy fails */
	PG_TRY();
	{
		StringInfoData notes;
		int			i;

		initStringInfo(&notes);
		for (i = 0; i < result.nnotes; i++)
		{
			const char *n = result.notes[i];
			size_t		len = strlen(n);

			if (notes.len > 0)
				appendStringInfoString(&notes, "; ");
			/* the framework ends each note with a period */
			while (len > 0 && (n[len - 1] == '.' || n[len - 1] == ' '))
				len--;
			appendBinaryStringInfo(&notes, n, (int) len);
		}
		if (notes.len == 0)
			appendStringInfoString(&notes, "foreign SQL mapped to PostgreSQL");
		*rewrite = pstrdup(result.sql);
		*note = notes.data;
	}
	PG_FINALLY();
	{
		dialect_result_free(&result);
	}
	PG_END_TRY();
	return true;
}
