/*
 * fuzz_retry_after.c — libFuzzer harness for the Retry-After header parser
 * (llm_parse_retry_after_at in src/llm_wire_retry.c), which reads a value an
 * endpoint controls.  The delay must be -1 (unparseable) or lie within
 * 0 .. one day, for any "now".
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "llm_wire.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const time_t nows[] = {0, 1, 784111777, 1796083200, 253402300799};
	char	   *text = malloc(size + 1);
	size_t		i;

	if (text == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	for (i = 0; i < sizeof(nows) / sizeof(nows[0]); i++)
	{
		long		ms = llm_parse_retry_after_at(text, nows[i]);

		if (ms < -1 || ms > 86400000L)
			__builtin_trap();
	}
	free(text);
	return 0;
}
