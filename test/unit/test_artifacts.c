/*
 * test_artifacts.c — unit tests of how a model's formatting is read off a
 * query (src/llm_wire_extract.c): llm_unescape_markdown removes markdown's
 * backslash escapes outside quoted text only, and llm_extract_sql_span
 * says where the statement is, as the rule tier uses it.
 */
#include <stdlib.h>
#include <string.h>

#include "llm_wire.h"
#include "unit.h"

/* llm_unescape_markdown over a whole NUL-terminated text; *removed its count. */
static char *
unescape(const char *sql, int *removed)
{
	return llm_unescape_markdown(sql, strlen(sql), removed);
}

static void
check_unescape(const char *in, const char *want, int want_removed)
{
	int			removed = -1;
	char	   *got = unescape(in, &removed);

	CHECK_STREQ(got, want);
	CHECK(removed == want_removed);
	free(got);
}

static void
test_unescape(void)
{
	/* escapes outside quoted text go */
	check_unescape("SELECT first\\_name FROM t", "SELECT first_name FROM t", 1);
	check_unescape("SELECT COUNT(\\*) FROM t", "SELECT COUNT(*) FROM t", 1);
	check_unescape("SELECT a\\_b\\_c, x \\|\\| y FROM t\\_1", "SELECT a_b_c, x || y FROM t_1", 5);
	/* \\[ opens what the tokenizer reads as a T-SQL [name]: left as it is */
	check_unescape("SELECT \\[x\\] FROM t", "SELECT \\[x\\] FROM t", 0);
	check_unescape("SELECT x FROM t WHERE a \\> 1 AND b \\< 2", "SELECT x FROM t WHERE a > 1 AND b < 2", 2);
	/* inside string literals, E'' strings, quoted identifiers, comments and dollar quotes they stay */
	check_unescape("SELECT 1 WHERE a LIKE 'x\\_%'", "SELECT 1 WHERE a LIKE 'x\\_%'", 0);
	check_unescape("SELECT E'it\\'s \\_' , b\\_c", "SELECT E'it\\'s \\_' , b_c", 1);
	check_unescape("SELECT \"a\\_b\" FROM t", "SELECT \"a\\_b\" FROM t", 0);
	check_unescape("SELECT 1 -- a\\_b\n", "SELECT 1 -- a\\_b\n", 0);
	check_unescape("SELECT 1 /* \\* */", "SELECT 1 /* \\* */", 0);
	check_unescape("SELECT $$a\\_b$$, x\\_y", "SELECT $$a\\_b$$, x_y", 1);
	/* a backslash before what opens quoted text, a letter, a digit or another backslash stays */
	check_unescape("SELECT \\'a'", "SELECT \\'a'", 0);
	check_unescape("SELECT \\\"a\"", "SELECT \\\"a\"", 0);
	check_unescape("SELECT \\n, \\1, \\\\", "SELECT \\n, \\1, \\\\", 0);
	check_unescape("SELECT 1\\;", "SELECT 1\\;", 0);
	/* a trailing backslash, an empty text */
	check_unescape("SELECT 1 \\", "SELECT 1 \\", 0);
	check_unescape("", "", 0);
	/* the count may be left out */
	{
		char	   *s = unescape("a\\_b", NULL);

		CHECK_STREQ(s, "a_b");
		free(s);
	}
}

/* The span of the statement llm_extract_sql_span finds in text, as a copy. */
static char *
span(const char *text, bool *multiple)
{
	size_t		start;
	size_t		len;
	char	   *out;

	if (!llm_extract_sql_span(text, false, &start, &len, multiple))
		return NULL;
	out = malloc(len + 1);
	memcpy(out, text + start, len);
	out[len] = '\0';
	return out;
}

static void
test_span(void)
{
	bool		multiple = true;
	char	   *s;

	s = span("```sql\nSELECT first\\_name FROM t;\n```\nThis lists names.", &multiple);
	CHECK_STREQ(s, "SELECT first\\_name FROM t");	/* the escapes are the unescaper's */
	CHECK(!multiple);
	free(s);
	s = span("SQL: SELECT 1", &multiple);
	CHECK_STREQ(s, "SELECT 1");
	free(s);
	s = span("sql\nSELECT a\nFROM t\n\nThe query above returns a.", &multiple);
	CHECK_STREQ(s, "SELECT a\nFROM t");
	free(s);
	s = span("SELECT 1; SELECT 2", &multiple);
	CHECK_STREQ(s, "SELECT 1; SELECT 2");
	CHECK(multiple);
	free(s);
	CHECK(span("no statement here", &multiple) == NULL);
	/* the whole extractor is the span, unescaped */
	s = llm_extract_sql("```sql\nSELECT COUNT(\\*) FROM t WHERE a LIKE 'x\\_%'\n```");
	CHECK_STREQ(s, "SELECT COUNT(*) FROM t WHERE a LIKE 'x\\_%'");
	free(s);
}

int
main(void)
{
	test_unescape();
	test_span();
	return unit_report("artifacts");
}
