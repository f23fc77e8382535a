/*
 * llm_wire_response.c — parsing a chat-completions response: content,
 * usage, errors in the providers' shapes, non-JSON bodies described in a
 * line.  See llm_wire.h.
 */
#include "llm_wire.h"
#include "llm_wire_int.h"
#include "sqltok.h"
#include "text_util.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

/* Longest finish_reason / error code / error type kept (bytes). */
#define SHORT_FIELD_MAX 64
/* How much of a non-JSON body is quoted in an error message. */
#define SNIPPET_MAX 120
/* How far into an HTML body to look for its <title>. */
#define HTML_SCAN_MAX 65536
/* json-c nesting limit for response bodies. */
#define JSON_DEPTH_MAX 64

/*
 * A one-line, trimmed, valid-UTF-8 copy of s[0..n), at most max bytes (an
 * ellipsis "..." marks a cut).  NULL only when memory runs out.
 */
static char *
copy_capped(const char *s, size_t n, size_t max)
{
	SqlBuf		sb;
	size_t		cut;
	size_t		start = 0;

	while (start < n && ascii_is_space((unsigned char) s[start]))
		start++;
	while (n > start && ascii_is_space((unsigned char) s[n - 1]))
		n--;
	s += start;
	n -= start;
	sqlbuf_init(&sb);
	if (n <= max)
		wire_append_clean(&sb, s, n, true);
	else
	{
		cut = utf8_cut(s, n, max > 3 ? max - 3 : 0);
		wire_append_clean(&sb, s, cut, true);
		sqlbuf_puts(&sb, "...");
	}
	return sqlbuf_finish(&sb);
}

/* copy_capped for a NUL-terminated string. */
static char *
copy_capped_str(const char *s, size_t max)
{
	return copy_capped(s, strlen(s), max);
}

/* ---------------------------------------------------------------------------
 * Response parsing
 * ------------------------------------------------------------------------- */

/* See llm_wire.h. */
void
llm_response_free(LlmResponse *r)
{
	if (r == NULL)
		return;
	free(r->content);
	free(r->finish_reason);
	free(r->error_code);
	free(r->error_type);
	free(r->error_message);
	memset(r, 0, sizeof(*r));
	r->prompt_tokens = -1;
	r->completion_tokens = -1;
}

/* See llm_wire.h. */
const char *
llm_status_name(LlmStatus status)
{
	switch (status)
	{
		case LLM_OK:
			return "ok";
		case LLM_ERR_HTTP:
			return "HTTP error";
		case LLM_ERR_JSON:
			return "invalid JSON";
		case LLM_ERR_EMPTY:
			return "empty reply";
		case LLM_ERR_FILTERED:
			return "content filtered";
		case LLM_ERR_TRUNCATED:
			return "reply truncated";
	}
	return "unknown";
}

/* Member key of obj when obj is an object, else NULL. */
static json_object *
member(json_object *obj, const char *key)
{
	json_object *v = NULL;

	if (obj == NULL || !json_object_is_type(obj, json_type_object))
		return NULL;
	if (!json_object_object_get_ex(obj, key, &v))
		return NULL;
	return v;
}

/* The string value of a member, or NULL when absent or not a string. */
static const char *
member_string(json_object *obj, const char *key, size_t *len)
{
	json_object *v = member(obj, key);

	if (v == NULL || !json_object_is_type(v, json_type_string))
		return NULL;
	if (len)
		*len = (size_t) json_object_get_string_len(v);
	return json_object_get_string(v);
}

/* A capped text copy of a string or integer member (codes come as both), else NULL. */
static char *
member_text(json_object *obj, const char *key, size_t max)
{
	json_object *v = member(obj, key);
	char		num[32];

	if (v == NULL)
		return NULL;
	if (json_object_is_type(v, json_type_string))
		return copy_capped(json_object_get_string(v), (size_t) json_object_get_string_len(v), max);
	if (json_object_is_type(v, json_type_int))
	{
		snprintf(num, sizeof(num), "%lld", (long long) json_object_get_int64(v));
		return strdup(num);
	}
	return NULL;
}

/* An integer usage counter, or -1 when absent or not a number. */
static long
member_count(json_object *obj, const char *key)
{
	json_object *v = member(obj, key);
	int64_t		n;

	if (v == NULL || !(json_object_is_type(v, json_type_int) ||
					   json_object_is_type(v, json_type_double)))
		return -1;
	n = json_object_get_int64(v);
	if (n < 0)
		return -1;
	if (n > LONG_MAX)
		return LONG_MAX;
	return (long) n;
}

/* Replace the error message (freeing any previous one) with a capped copy of text. */
static void
set_message(LlmResponse *out, const char *text)
{
	free(out->error_message);
	out->error_message = copy_capped_str(text, LLM_ERROR_TEXT_MAX);
}

/* Does the body look like an HTML page (or XML) rather than JSON? */
static bool
looks_like_html(const char *s, size_t n)
{
	size_t		i = 0;

	while (i < n && ascii_is_space((unsigned char) s[i]))
		i++;
	return i < n && s[i] == '<';
}

/*
 * A short description of a non-JSON body: the HTML <title> (or <h1>) when it
 * is a page, else its first bytes.  Writes into sb.
 */
static void
describe_non_json(SqlBuf *sb, const char *s, size_t n)
{
	size_t		scan = n < HTML_SCAN_MAX ? n : HTML_SCAN_MAX;
	size_t		start = 0;

	if (looks_like_html(s, n))
	{
		static const char *const tags[] = {"title", "h1"};
		int			t;

		for (t = 0; t < 2; t++)
		{
			char		open[8];
			char		close[10];
			const char *a;
			const char *b;
			const char *gt;

			snprintf(open, sizeof(open), "<%s", tags[t]);
			snprintf(close, sizeof(close), "</%s", tags[t]);
			a = ascii_find_nocase(s, scan, open);
			if (a == NULL)
				continue;
			gt = memchr(a, '>', (size_t) (s + scan - a));
			if (gt == NULL)
				continue;
			gt++;
			b = ascii_find_nocase(gt, (size_t) (s + scan - gt), close);
			if (b == NULL || b == gt)
				continue;
			sqlbuf_puts(sb, "HTML: ");
			wire_append_clean(sb, gt, utf8_cut(gt, (size_t) (b - gt), SNIPPET_MAX), true);
			return;
		}
		sqlbuf_puts(sb, "an HTML page");
		return;
	}
	while (start < n && ascii_is_space((unsigned char) s[start]))
		start++;
	if (start == n)
	{
		sqlbuf_puts(sb, "whitespace only");
		return;
	}
	sqlbuf_puts(sb, "starts with \"");
	wire_append_clean(sb, s + start, utf8_cut(s + start, n - start, SNIPPET_MAX), true);
	sqlbuf_puts(sb, n - start > SNIPPET_MAX ? "...\"" : "\"");
}

/*
 * Fill the error fields from an error object; returns true when the body is
 * an error report in one of the shapes servers use:
 *   {"error": {"message","type","code","param","innererror"}}  OpenAI, Azure
 *   {"error": "text"}                                           Ollama, proxies
 *   {"object": "error", "message", "type", "code"}              vLLM
 *   {"statusCode": 401, "message": "..."}                       Azure API Management
 *   {"detail": "..."}                                           FastAPI servers (non-2xx only)
 */
static bool
parse_error_body(long http_status, json_object *root, LlmResponse *out)
{
	json_object *err = member(root, "error");
	json_object *src = NULL;
	const char *msg;
	size_t		msg_len = 0;
	bool		is2xx = http_status >= 200 && http_status < 300;
	bool		filtered = false;

	if (err && json_object_is_type(err, json_type_object))
		src = err;
	else if (err && json_object_is_type(err, json_type_string))
	{
		out->error_message = copy_capped(json_object_get_string(err),
										 (size_t) json_object_get_string_len(err),
										 LLM_ERROR_TEXT_MAX);
		out->status = LLM_ERR_HTTP;
		return true;
	}
	else if ((msg = member_string(root, "object", NULL)) && strcmp(msg, "error") == 0)
		src = root;
	else if (!is2xx && member(root, "statusCode") && member_string(root, "message", NULL))
	{
		out->error_code = member_text(root, "statusCode", SHORT_FIELD_MAX);
		src = root;
	}
	else if (!is2xx && (msg = member_string(root, "detail", &msg_len)) != NULL)
	{
		out->error_message = copy_capped(msg, msg_len, LLM_ERROR_TEXT_MAX);
		out->status = LLM_ERR_HTTP;
		return true;
	}
	else
		return false;

	if (out->error_code == NULL)
		out->error_code = member_text(src, "code", SHORT_FIELD_MAX);
	out->error_type = member_text(src, "type", SHORT_FIELD_MAX);
	msg = member_string(src, "message", &msg_len);
	if (msg)
		out->error_message = copy_capped(msg, msg_len, LLM_ERROR_TEXT_MAX);
	else
	{
		SqlBuf		sb;

		sqlbuf_init(&sb);
		sqlbuf_puts(&sb, "HTTP ");
		sqlbuf_printf(&sb, "%ld", http_status);
		sqlbuf_puts(&sb, " with an error body that has no message");
		out->error_message = sqlbuf_finish(&sb);
	}

	/* Azure's content filter reports itself as code content_filter (HTTP 400). */
	if (out->error_code && strcmp(out->error_code, "content_filter") == 0)
		filtered = true;
	else
	{
		const char *inner = member_string(member(src, "innererror"), "code", NULL);

		if (inner && strcmp(inner, "ResponsibleAIPolicyViolation") == 0)
			filtered = true;
	}
	out->status = filtered ? LLM_ERR_FILTERED : LLM_ERR_HTTP;
	return true;
}

/* Append one content part's text: a string, {"text": "..."} or {"text": {"value": "..."}}. */
static void
append_part(SqlBuf *sb, json_object *part)
{
	json_object *t;
	const char *s = NULL;
	size_t		n = 0;

	if (json_object_is_type(part, json_type_string))
	{
		s = json_object_get_string(part);
		n = (size_t) json_object_get_string_len(part);
	}
	else if ((t = member(part, "text")) != NULL)
	{
		if (json_object_is_type(t, json_type_string))
		{
			s = json_object_get_string(t);
			n = (size_t) json_object_get_string_len(t);
		}
		else
			s = member_string(t, "value", &n);
	}
	if (s)
		sqlbuf_append(sb, s, n);
}

/*
 * The assistant text of a choice: message.content as a string or an array
 * of parts, else the legacy choices[].text.  Embedded NULs become spaces.
 * NULL when there is none (or memory ran out).
 */
static char *
choice_content(json_object *choice)
{
	json_object *msg = member(choice, "message");
	json_object *content = member(msg, "content");
	SqlBuf		sb;
	size_t		i;

	if (content == NULL && msg == NULL)
		content = member(choice, "text");
	if (content == NULL)
		return NULL;
	sqlbuf_init(&sb);
	if (json_object_is_type(content, json_type_string))
		sqlbuf_append(&sb, json_object_get_string(content),
					  (size_t) json_object_get_string_len(content));
	else if (json_object_is_type(content, json_type_array))
	{
		size_t		count = json_object_array_length(content);

		for (i = 0; i < count; i++)
			append_part(&sb, json_object_array_get_idx(content, i));
	}
	else
		return NULL;
	if (sb.oom)
	{
		free(sb.data);
		return NULL;
	}
	for (i = 0; i < sb.len; i++)
		if (sb.data[i] == '\0')
			sb.data[i] = ' ';
	return sqlbuf_finish(&sb);
}

/* Did Azure mark the prompt itself as filtered (prompt_filter_results[].content_filter_results.*.filtered)? */
static bool
prompt_was_filtered(json_object *root)
{
	json_object *list = member(root, "prompt_filter_results");
	size_t		i;
	size_t		count;

	if (list == NULL || !json_object_is_type(list, json_type_array))
		return false;
	count = json_object_array_length(list);
	for (i = 0; i < count; i++)
	{
		json_object *cfr = member(json_object_array_get_idx(list, i), "content_filter_results");

		if (cfr && json_object_is_type(cfr, json_type_object))
		{
			json_object_object_foreach(cfr, key, val)
			{
				json_object *f = member(val, "filtered");

				(void) key;
				if (f && json_object_is_type(f, json_type_boolean) && json_object_get_boolean(f))
					return true;
			}
		}
	}
	return false;
}

/* See llm_wire.h. */
void
llm_parse_response(long http_status, const char *body, size_t len, LlmResponse *out)
{
	bool		is2xx = http_status >= 200 && http_status < 300;
	json_tokener *tok;
	json_object *root = NULL;
	json_object *choices;
	json_object *choice;
	json_object *usage;
	const char *refusal;
	size_t		refusal_len = 0;
	size_t		i;
	SqlBuf		sb;

	memset(out, 0, sizeof(*out));
	out->prompt_tokens = -1;
	out->completion_tokens = -1;
	if (body == NULL)
		len = 0;

	/* Parse; the whole body must be one JSON value, trailing whitespace aside. */
	if (len > 0 && len <= INT_MAX)
	{
		tok = json_tokener_new_ex(JSON_DEPTH_MAX);
		if (tok != NULL)
		{
			root = json_tokener_parse_ex(tok, body, (int) len);
			if (root != NULL && json_tokener_get_error(tok) == json_tokener_success)
			{
				for (i = json_tokener_get_parse_end(tok); i < len; i++)
					if (!ascii_is_space((unsigned char) body[i]))
						break;
				if (i < len)
				{
					json_object_put(root);
					root = NULL;
				}
			}
			else
			{
				json_object_put(root);
				root = NULL;
			}
			json_tokener_free(tok);
		}
	}

	if (root == NULL || !json_object_is_type(root, json_type_object))
	{
		size_t		k = 0;

		while (k < len && ascii_is_space((unsigned char) body[k]))
			k++;
		sqlbuf_init(&sb);
		sqlbuf_puts(&sb, "HTTP ");
		sqlbuf_printf(&sb, "%ld", http_status);
		if (k == len)
			sqlbuf_puts(&sb, " with an empty body");
		else if (root != NULL)
			sqlbuf_puts(&sb, " with a JSON body that is not an object");
		else if (len > INT_MAX)
			sqlbuf_puts(&sb, " with a body too large to parse");
		else
		{
			sqlbuf_puts(&sb, is2xx ? " with an invalid JSON body (" : " with a non-JSON body (");
			describe_non_json(&sb, body, len);
			sqlbuf_puts(&sb, ")");
		}
		out->error_message = sqlbuf_finish(&sb);
		if (out->error_message && strlen(out->error_message) > LLM_ERROR_TEXT_MAX)
		{
			char	   *capped = copy_capped_str(out->error_message, LLM_ERROR_TEXT_MAX);

			free(out->error_message);
			out->error_message = capped;
		}
		out->status = is2xx ? LLM_ERR_JSON : LLM_ERR_HTTP;
		json_object_put(root);
		return;
	}

	usage = member(root, "usage");
	out->prompt_tokens = member_count(usage, "prompt_tokens");
	out->completion_tokens = member_count(usage, "completion_tokens");

	if (parse_error_body(http_status, root, out))
	{
		json_object_put(root);
		return;
	}
	if (!is2xx)
	{
		sqlbuf_init(&sb);
		sqlbuf_puts(&sb, "HTTP ");
		sqlbuf_printf(&sb, "%ld", http_status);
		sqlbuf_puts(&sb, " with a JSON body that is not an error report");
		out->error_message = sqlbuf_finish(&sb);
		out->status = LLM_ERR_HTTP;
		json_object_put(root);
		return;
	}

	choices = member(root, "choices");
	if (choices == NULL || !json_object_is_type(choices, json_type_array) ||
		json_object_array_length(choices) == 0)
	{
		if (prompt_was_filtered(root))
		{
			out->status = LLM_ERR_FILTERED;
			out->error_code = strdup("content_filter");
			set_message(out, "the prompt was blocked by the provider's content filter");
		}
		else
		{
			out->status = LLM_ERR_EMPTY;
			set_message(out, "the response has no choices");
		}
		json_object_put(root);
		return;
	}
	choice = json_object_array_get_idx(choices, 0);
	out->finish_reason = member_text(choice, "finish_reason", SHORT_FIELD_MAX);
	out->content = choice_content(choice);
	refusal = member_string(member(choice, "message"), "refusal", &refusal_len);

	if (out->finish_reason && strcmp(out->finish_reason, "content_filter") == 0)
	{
		out->status = LLM_ERR_FILTERED;
		out->error_code = strdup("content_filter");
		set_message(out, "the reply was withheld by the provider's content filter (finish_reason content_filter)");
	}
	else if (refusal && !text_is_blank(refusal) && text_is_blank(out->content))
	{
		out->status = LLM_ERR_FILTERED;
		out->error_code = strdup("refusal");
		out->error_message = copy_capped(refusal, refusal_len, LLM_ERROR_TEXT_MAX);
	}
	else if (out->finish_reason && strcmp(out->finish_reason, "length") == 0)
	{
		out->status = LLM_ERR_TRUNCATED;
		set_message(out, "the reply was cut off at the token limit (finish_reason length)");
	}
	else if (text_is_blank(out->content))
	{
		out->status = LLM_ERR_EMPTY;
		set_message(out, "the reply has no content");
	}
	else
		out->status = LLM_OK;
	json_object_put(root);
}

/* See llm_wire.h. */
bool
llm_status_retryable(long http_status)
{
	switch (http_status)
	{
		case 408:				/* request timeout */
		case 409:				/* lock conflict; OpenAI's own clients retry it */
		case 429:				/* rate limited */
		case 500:
		case 502:
		case 503:
		case 504:
			return true;
		default:
			return false;
	}
}

/* See llm_wire.h. */
bool
llm_response_retryable(long http_status, const LlmResponse *r)
{
	if (!llm_status_retryable(http_status))
		return false;
	if (http_status == 429 && r != NULL &&
		((r->error_code && strcmp(r->error_code, "insufficient_quota") == 0) ||
		 (r->error_type && strcmp(r->error_type, "insufficient_quota") == 0)))
		return false;
	return true;
}
