/*
 * rules_artifacts.c — a query that still carries its model's formatting:
 * a markdown fence, a label before the statement (SQL:), markdown escapes
 * outside quoted text (first\_name, COUNT(\*)), prose after the statement.
 *
 * When the text does not parse as given, it is read the way the model tier
 * reads a model's reply (llm_extract_sql_span and llm_unescape_markdown in
 * llm_wire_extract.c: one extractor for both).  The reading is taken only
 * when PostgreSQL's syntax error lies in what it removes: before or after
 * the statement it keeps, or on a backslash it drops.  A query that parses
 * is never touched, and neither is a backslash inside a string literal, a
 * quoted identifier or a comment.
 */
#include "postgres.h"

#include "rules.h"

#include "lib/stringinfo.h"

#include "llm_wire.h"

/* Is [from, to) of sql only whitespace and ';'? */
static bool
blank(const char *sql, size_t from, size_t to)
{
	for (; from < to; from++)
		if (!isspace((unsigned char) sql[from]) && sql[from] != ';')
			return false;
	return true;
}

/*
 * artifacts: a syntax error (42601) in a query that reads, as a model reply,
 * as a statement wrapped in formatting.
 */
bool
rule_artifacts(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	List	   *tree;
	size_t		start;
	size_t		len;
	size_t		total = strlen(sql);
	int			at;
	int			removed = 0;
	char	   *plain;
	bool		multiple;
	bool		fence;
	StringInfoData what;

	if (strcmp(err->sqlstate, "42601") != 0 || err->position <= 0)
		return false;
	/* as given it parses: whatever failed, it was not the formatting */
	if (rules_parse(sql, &tree, NULL, NULL))
		return false;
	/* several statements stay several: heal_execute runs one */
	if (!llm_extract_sql_span(sql, false, &start, &len, &multiple) || multiple)
		return false;
	at = rules_byte_offset(sql, err->position);
	if (at < 0)
		at = (int) total;

	/*
	 * The error must be in what the reading removes: the text before the
	 * statement, the text after it, or a backslash (the first escape).
	 */
	if ((size_t) at >= start && (size_t) at < start + len && sql[at] != '\\')
		return false;
	{
		char	   *m = llm_unescape_markdown(sql + start, len, &removed);

		if (m == NULL)
			return false;
		plain = pstrdup(m);
		free(m);
	}
	if (sql[at] == '\\' && removed == 0)
		return false;
	if (removed == 0 && blank(sql, 0, start) && blank(sql, start + len, total))
		return false;

	initStringInfo(&what);
	fence = strstr(sql, "```") != NULL || strstr(sql, "~~~") != NULL;
	if (fence)
		appendStringInfoString(&what, "a markdown code fence");
	else if (!blank(sql, 0, start))
		appendStringInfoString(&what, "text before the statement");
	if (removed > 0)
		appendStringInfo(&what, "%s%d markdown escape%s outside quoted text (a backslash before punctuation)",
						 what.len > 0 ? ", " : "", removed, removed == 1 ? "" : "s");
	if (!fence && !blank(sql, start + len, total))
		appendStringInfo(&what, "%stext after the statement", what.len > 0 ? ", " : "");
	*rewrite = plain;
	*note = psprintf("the query was read the way a model's reply is read: %s removed",
					 what.data);
	(void) ctx;
	return true;
}
