/*
 * llm_wire.c — chat-completions request URLs and bodies, and the text
 * cleaning the other llm_wire_*.c files share.  See llm_wire.h for the
 * contract; responses are parsed in llm_wire_response.c, Retry-After in
 * llm_wire_retry.c, SQL is extracted in llm_wire_extract.c and prompts are
 * built in llm_wire_prompt.c.
 *
 * Everything here works on untrusted bytes (model replies, server bodies,
 * schema text from the catalog), so every scan is linear, every copy is
 * bounded, and text that leaves these files is valid UTF-8.
 */
#include "llm_wire.h"
#include "llm_wire_int.h"
#include "sqltok.h"
#include "text_util.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

/* ---------------------------------------------------------------------------
 * Text made safe for prompts and JSON
 * ------------------------------------------------------------------------- */

/* See llm_wire_int.h. */
void
wire_append_clean(SqlBuf *sb, const char *s, size_t n, bool one_line)
{
	const unsigned char *u = (const unsigned char *) s;
	size_t		i = 0;
	char	   *dst;

	if (!sqlbuf_reserve(sb, n))
		return;
	dst = sb->data + sb->len;
	while (i < n)
	{
		size_t		k = utf8_valid_len(u + i, n - i);

		if (k == 0)
		{
			*dst++ = '?';
			i++;
		}
		else if (k == 1)
		{
			unsigned char c = u[i];

			if (c < 0x20 || c == 0x7F)
			{
				if (!one_line && (c == '\n' || c == '\t' || c == '\r'))
					*dst++ = (char) c;
				else
					*dst++ = ' ';
			}
			else
				*dst++ = (char) c;
			i++;
		}
		else
		{
			memcpy(dst, u + i, k);
			dst += k;
			i += k;
		}
	}
	sb->len += n;
	sb->data[sb->len] = '\0';
}

/* ---------------------------------------------------------------------------
 * URL and request body
 * ------------------------------------------------------------------------- */

/* Does [s, s+n) end with suffix? (case-sensitive, as URL paths are) */
static bool
ends_with(const char *s, size_t n, const char *suffix)
{
	size_t		m = strlen(suffix);

	return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

/* Append s percent-escaped: everything but RFC 3986 unreserved characters. */
static void
sb_append_escaped(SqlBuf *sb, const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *u = (const unsigned char *) s;

	for (; *u; u++)
	{
		if (ascii_is_alpha(*u) || ascii_is_digit(*u) || *u == '-' || *u == '.' || *u == '_' || *u == '~')
			sqlbuf_append(sb, (const char *) u, 1);
		else
		{
			char		esc[3];

			esc[0] = '%';
			esc[1] = hex[*u >> 4];
			esc[2] = hex[*u & 0x0F];
			sqlbuf_append(sb, esc, 3);
		}
	}
}

/*
 * Validate and trim an endpoint: http(s) scheme, a host, no whitespace,
 * control characters, query or fragment.  Sets *base and *len to the trimmed
 * URL without trailing slashes; false when unusable.
 */
static bool
normalize_endpoint(const char *endpoint, const char **base, size_t *len)
{
	const char *s = endpoint;
	size_t		n;
	size_t		i;
	size_t		scheme_len;

	if (s == NULL)
		return false;
	while (ascii_is_space((unsigned char) *s))
		s++;
	n = strlen(s);
	while (n > 0 && ascii_is_space((unsigned char) s[n - 1]))
		n--;
	for (i = 0; i < n; i++)
	{
		unsigned char c = (unsigned char) s[i];

		if (c <= 0x20 || c == 0x7F || c == '?' || c == '#')
			return false;
	}
	if (n >= 7 && ascii_equal_nocase_n(s, "http://", 7))
		scheme_len = 7;
	else if (n >= 8 && ascii_equal_nocase_n(s, "https://", 8))
		scheme_len = 8;
	else
		return false;
	while (n > scheme_len && s[n - 1] == '/')
		n--;
	if (n == scheme_len || s[scheme_len] == '/')
		return false;			/* no host */
	*base = s;
	*len = n;
	return true;
}

/* See llm_wire.h. */
char *
llm_build_url(const LlmRequest *req)
{
	const char *base;
	size_t		n;
	SqlBuf		sb;

	if (req == NULL || !normalize_endpoint(req->endpoint, &base, &n))
		return NULL;
	sqlbuf_init(&sb);
	if (req->provider == LLM_PROVIDER_AZURE)
	{
		const char *version = req->api_version;

		if (req->deployment == NULL || req->deployment[0] == '\0')
			return NULL;
		if (version == NULL || version[0] == '\0')
			version = LLM_AZURE_DEFAULT_API_VERSION;
		/* People paste ".../openai" from the portal; do not double it. */
		if (ends_with(base, n, "/openai"))
			n -= strlen("/openai");
		sqlbuf_append(&sb, base, n);
		sqlbuf_puts(&sb, "/openai/deployments/");
		sb_append_escaped(&sb, req->deployment);
		sqlbuf_puts(&sb, "/chat/completions?api-version=");
		sb_append_escaped(&sb, version);
	}
	else
	{
		sqlbuf_append(&sb, base, n);
		if (ends_with(base, n, "/chat/completions"))
			;					/* a full URL was configured */
		else if (ends_with(base, n, "/v1"))
			sqlbuf_puts(&sb, "/chat/completions");
		else
			sqlbuf_puts(&sb, "/v1/chat/completions");
	}
	return sqlbuf_finish(&sb);
}

/* A json-c string holding s made valid UTF-8 (s may be NULL: empty string). */
static json_object *
json_clean_string(const char *s)
{
	SqlBuf		sb;
	json_object *obj;
	size_t		n = s ? strlen(s) : 0;

	if (n > INT_MAX)
		return NULL;
	sqlbuf_init(&sb);
	wire_append_clean(&sb, s ? s : "", n, false);
	if (sb.oom)
	{
		free(sb.data);
		return NULL;
	}
	obj = json_object_new_string_len(sb.data ? sb.data : "", (int) sb.len);
	free(sb.data);
	return obj;
}

/* Add {"role": role, "content": text} to messages; false when memory runs out. */
static bool
add_message(json_object *messages, const char *role, const char *text)
{
	json_object *msg = json_object_new_object();
	json_object *r;
	json_object *c;

	if (msg == NULL)
		return false;
	r = json_object_new_string(role);
	c = json_clean_string(text);
	if (r == NULL || c == NULL)
	{
		json_object_put(r);
		json_object_put(c);
		json_object_put(msg);
		return false;
	}
	json_object_object_add(msg, "role", r);
	json_object_object_add(msg, "content", c);
	if (json_object_array_add(messages, msg) != 0)
	{
		json_object_put(msg);
		return false;
	}
	return true;
}

/* Add key: value to obj, taking ownership of value; false when value is NULL. */
static bool
add_field(json_object *obj, const char *key, json_object *value)
{
	if (value == NULL)
		return false;
	return json_object_object_add(obj, key, value) == 0;
}

/* See llm_wire.h. */
char *
llm_build_body(const LlmRequest *req)
{
	json_object *root;
	json_object *messages;
	bool		ok = true;
	char	   *result = NULL;

	if (req == NULL)
		return NULL;
	root = json_object_new_object();
	messages = json_object_new_array();
	if (root == NULL || messages == NULL)
	{
		json_object_put(root);
		json_object_put(messages);
		return NULL;
	}
	/* Azure takes the model from the deployment in the URL. */
	if (req->provider == LLM_PROVIDER_OPENAI && req->deployment && req->deployment[0])
		ok = add_field(root, "model", json_clean_string(req->deployment));
	if (ok && req->system_prompt && req->system_prompt[0])
		ok = add_message(messages, "system", req->system_prompt);
	if (ok)
		ok = add_message(messages, "user", req->user_prompt);
	if (ok)
		ok = add_field(root, "messages", messages);
	else
		json_object_put(messages);
	messages = NULL;
	if (ok && req->reasoning)
	{
		/* o-series models reject temperature and max_tokens. */
		if (req->max_tokens > 0)
			ok = add_field(root, "max_completion_tokens", json_object_new_int(req->max_tokens));
	}
	else if (ok)
	{
		ok = add_field(root, "temperature", json_object_new_int(0));
		if (ok && req->max_tokens > 0)
			ok = add_field(root, "max_tokens", json_object_new_int(req->max_tokens));
	}
	if (ok)
	{
		const char *text = json_object_to_json_string_ext(root,
														  JSON_C_TO_STRING_PLAIN |
														  JSON_C_TO_STRING_NOSLASHESCAPE);

		if (text)
			result = strdup(text);
	}
	json_object_put(root);
	return result;
}

/* See llm_wire.h. */
const char *
llm_auth_header_prefix(LlmProvider provider)
{
	return provider == LLM_PROVIDER_AZURE ? "api-key: " : "Authorization: Bearer ";
}
