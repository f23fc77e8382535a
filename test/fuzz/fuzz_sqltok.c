/*
 * fuzz_sqltok.c — libFuzzer harness for the tolerant SQL tokenizer
 * (src/sqltok.c), which reads every generated query before the rules look
 * at it.
 *
 * Tokens must be ordered, inside the text and non-overlapping, the last one
 * the EOF token; the bracket map must pair brackets both ways and agree with
 * the scanning matcher; the argument splitter must stay inside its call; and
 * an edit list applied to the text must splice exactly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sqltok.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fail(void)
{
	__builtin_trap();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	   *text = malloc(size + 1);
	SqlTokens	t;
	int		   *map;
	int			i;
	SqlEdits	ed;
	char	   *out;

	if (text == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	size = strlen(text);

	if (!sqltok_tokenize(text, &t))
	{
		sqltok_free(&t);
		free(text);
		return 0;
	}
	if (t.n < 1 || t.tok[t.n - 1].kind != SQLTOK_EOF || t.tok[t.n - 1].start != (int) size)
		fail();
	for (i = 0; i < t.n; i++)
	{
		const SqlToken *k = &t.tok[i];

		if (k->start < 0 || k->len < 0 || (size_t) k->start + k->len > size)
			fail();
		if (i < t.n - 1 && k->len == 0)
			fail();
		if (i > 0 && k->start < t.tok[i - 1].start + t.tok[i - 1].len)
			fail();
		if (sqltok_at_offset(&t, k->start) != i && k->len > 0)
			fail();
	}

	map = sqltok_paren_map(&t);
	if (map != NULL)
	{
		for (i = 0; i < t.n; i++)
		{
			if (map[i] >= 0)
			{
				if (map[i] >= t.n || map[map[i]] != i)
					fail();
				if (sqltok_match_paren(&t, i) != map[i])
					fail();
				if (i < map[i])
				{
					SqlRange	args[16];
					int			n = sqltok_split_args(&t, map, i, args, 16);
					int			a;

					for (a = 0; a < n; a++)
						if (args[a].from <= i || args[a].to > map[i] || args[a].from > args[a].to)
							fail();
				}
			}
		}
		free(map);
	}

	/* replace every third token with "x" and check the splice */
	sqledits_init(&ed);
	for (i = 0; i < t.n - 1; i += 3)
		if (!sqledits_add(&ed, t.tok[i].start, t.tok[i].start + t.tok[i].len, "x"))
			break;
	out = sqledits_apply(&ed, text);
	if (out != NULL)
	{
		size_t		want = size;

		for (i = 0; i < ed.n; i++)
			want = want - (size_t) (ed.e[i].end - ed.e[i].start) + 1;
		if (strlen(out) != want)
			fail();
		free(out);
	}
	sqledits_free(&ed);
	sqltok_free(&t);
	free(text);
	return 0;
}
