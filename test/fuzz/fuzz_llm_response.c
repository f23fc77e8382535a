/*
 * fuzz_llm_response.c — libFuzzer harness for the model reply parser
 * (llm_parse_response in src/llm_wire_response.c).
 *
 * The first two bytes pick the HTTP status; the rest is the body, which a
 * hostile or broken endpoint controls entirely.  The parsed response must
 * keep the promises of llm_wire.h: a known status, error texts capped, valid
 * UTF-8 and free of control characters, no content on a plain HTTP error
 * without a body, and freeing twice is safe.
 */
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

/* Is s (NUL-terminated) valid UTF-8 without control characters? */
static int
clean_text(const char *s)
{
	const unsigned char *p = (const unsigned char *) s;

	while (*p)
	{
		int			n;
		unsigned int cp;

		if (*p < 0x80)
		{
			if (*p < 0x20 || *p == 0x7f)
				return 0;
			p++;
			continue;
		}
		if ((*p & 0xe0) == 0xc0)
			n = 1, cp = *p & 0x1f;
		else if ((*p & 0xf0) == 0xe0)
			n = 2, cp = *p & 0x0f;
		else if ((*p & 0xf8) == 0xf0)
			n = 3, cp = *p & 0x07;
		else
			return 0;
		p++;
		while (n-- > 0)
		{
			if ((*p & 0xc0) != 0x80)
				return 0;
			cp = (cp << 6) | (*p++ & 0x3f);
		}
		if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return 0;
	}
	return 1;
}

static void
check_error_text(const char *s)
{
	if (s == NULL)
		return;
	if (strlen(s) > LLM_ERROR_TEXT_MAX)
		fail();
	if (!clean_text(s))
		fail();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const long statuses[] = {200, 201, 204, 400, 401, 403, 404, 408, 409,
	429, 500, 502, 503, 504, 0, 999};
	LlmResponse r;
	long		status;

	if (size < 2)
		return 0;
	status = statuses[data[0] % (sizeof(statuses) / sizeof(statuses[0]))];
	if (data[1] & 1)
		status += data[1] >> 1;	/* any status near the common ones */

	llm_parse_response(status, size > 2 ? (const char *) data + 2 : NULL, size - 2, &r);

	if (r.status < LLM_OK || r.status > LLM_ERR_TRUNCATED)
		fail();
	if (llm_status_name(r.status) == NULL)
		fail();
	if (r.status == LLM_OK)
	{
		if (r.content == NULL || r.error_message != NULL)
			fail();
		if (status < 200 || status > 299)
			fail();
	}
	else if (r.error_message == NULL && r.status != LLM_ERR_TRUNCATED)
		fail();
	check_error_text(r.error_message);
	if (r.finish_reason && strlen(r.finish_reason) > LLM_ERROR_TEXT_MAX)
		fail();
	if (r.content != NULL && strlen(r.content) > size)
		fail();
	if (r.prompt_tokens < -1 || r.completion_tokens < -1)
		fail();
	(void) llm_response_retryable(status, &r);

	llm_response_free(&r);
	llm_response_free(&r);
	if (r.content != NULL || r.error_message != NULL)
		fail();
	return 0;
}
