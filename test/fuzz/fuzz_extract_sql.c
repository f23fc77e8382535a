/*
 * fuzz_extract_sql.c — libFuzzer harness for the SQL extractor that reduces
 * a model reply to one query (llm_extract_sql in src/llm_wire_extract.c).
 *
 * The reply is the model's (or a hostile endpoint's) text.  What comes back
 * must be NULL or a non-empty text that does not end in whitespace or ';',
 * the first-only variant must never be longer than the whole one, and both
 * must agree on whether there is a statement at all.  Removing markdown
 * escapes removes exactly the backslashes it counts, and nothing else.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "llm_wire.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fail(void)
{
	__builtin_trap();
}

static void
check_sql(const char *sql)
{
	size_t		n;

	if (sql == NULL)
		return;
	n = strlen(sql);
	if (n == 0)
		fail();
	if (sql[n - 1] == ';' || sql[n - 1] == ' ' || sql[n - 1] == '\n' ||
		sql[n - 1] == '\t' || sql[n - 1] == '\r')
		fail();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	   *text = malloc(size + 1);
	char	   *all;
	char	   *first;
	bool		multiple = false;

	if (text == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';

	all = llm_extract_sql(text);
	first = llm_extract_sql_ex(text, true, &multiple);
	check_sql(all);
	check_sql(first);
	if ((all == NULL) != (first == NULL))
		fail();
	if (all && strlen(first) > strlen(all))
		fail();
	if (all && !multiple && strcmp(all, first) != 0)
		fail();
	{
		size_t		len = strlen(text);
		int			removed = -1;
		char	   *plain = llm_unescape_markdown(text, len, &removed);

		if (plain != NULL && (removed < 0 || strlen(plain) + (size_t) removed != len))
			fail();
		free(plain);
	}
	free(all);
	free(first);
	free(text);
	return 0;
}
