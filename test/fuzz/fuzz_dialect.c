/*
 * fuzz_dialect.c — libFuzzer harness for the dialect mapper (src/dialect*.c),
 * which rewrites model-written SQL before PostgreSQL sees it.
 *
 * The input is split at its first NUL byte into a query and an error message
 * (the rest); the position is taken from the query's length.  A rewrite must
 * come with at least one note, differ from its input, and be a proper
 * string; the error-guided fix must behave the same way for any message and
 * position, and freeing the result twice is safe.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dialect.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fail(void)
{
	__builtin_trap();
}

static void
check_result(const char *sql, bool changed, DialectResult *r)
{
	int			i;

	if (changed)
	{
		if (r->sql == NULL || r->nnotes < 1 || strcmp(r->sql, sql) == 0)
			fail();
	}
	else if (r->sql != NULL)
		fail();
	for (i = 0; i < r->nnotes; i++)
		if (r->notes[i] == NULL || r->notes[i][0] == '\0')
			fail();
	dialect_result_free(r);
	dialect_result_free(r);
	if (r->sql != NULL || r->nnotes != 0)
		fail();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	   *buf = malloc(size + 2);
	const char *sql;
	const char *message;
	size_t		sqllen;
	DialectResult r;
	static const char *const states[] = {"42883", "42804", "42601", "42703", "22023", NULL};

	if (buf == NULL)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	buf[size + 1] = '\0';
	sql = buf;
	sqllen = strlen(sql);
	message = sqllen < size ? buf + sqllen + 1 : "";

	check_result(sql, dialect_rewrite(sql, &r), &r);
	check_result(sql, dialect_fix_for_error(sql, states[sqllen % 6], message,
											(int) (size % (sqllen + 2)), NULL, &r), &r);
	free(buf);
	return 0;
}
