/*
 * Unit tests for src/llm_wire*.c: URLs, request bodies, response parsing,
 * Retry-After, SQL extraction and prompt bounding.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <json-c/json.h>

#include "llm_wire.h"
#include "unit.h"

/* Does s contain needle? (NULL-safe) */
static bool
contains(const char *s, const char *needle)
{
	return s != NULL && needle != NULL && strstr(s, needle) != NULL;
}

/* Is s valid UTF-8 without control characters other than \n \t \r? */
static bool
clean_utf8(const char *s, bool allow_newlines)
{
	const unsigned char *u = (const unsigned char *) s;

	while (*u)
	{
		if (*u < 0x80)
		{
			if ((*u < 0x20 && !(allow_newlines && (*u == '\n' || *u == '\t' || *u == '\r'))) ||
				*u == 0x7F)
				return false;
			u++;
		}
		else if (*u >= 0xC2 && *u <= 0xDF)
		{
			if ((u[1] & 0xC0) != 0x80)
				return false;
			u += 2;
		}
		else if (*u >= 0xE0 && *u <= 0xEF)
		{
			if ((u[1] & 0xC0) != 0x80 || (u[2] & 0xC0) != 0x80)
				return false;
			u += 3;
		}
		else if (*u >= 0xF0 && *u <= 0xF4)
		{
			if ((u[1] & 0xC0) != 0x80 || (u[2] & 0xC0) != 0x80 || (u[3] & 0xC0) != 0x80)
				return false;
			u += 4;
		}
		else
			return false;
	}
	return true;
}

/* Build a URL and compare it with want (NULL: expect NULL). */
static void
check_url(LlmProvider provider, const char *endpoint, const char *deployment,
		  const char *version, const char *want)
{
	LlmRequest	req;
	char	   *url;

	memset(&req, 0, sizeof(req));
	req.provider = provider;
	req.endpoint = endpoint;
	req.deployment = deployment;
	req.api_version = version;
	url = llm_build_url(&req);
	CHECK_STREQ(url, want);
	free(url);
}

/* URL building for both providers. */
static void
test_urls(void)
{
	const char *oa = "https://api.openai.com/v1/chat/completions";
	const char *az = "https://res.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21";

	check_url(LLM_PROVIDER_OPENAI, "https://api.openai.com", "gpt-4o", NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "https://api.openai.com/", "gpt-4o", NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "https://api.openai.com///", NULL, NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "https://api.openai.com/v1", NULL, NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "https://api.openai.com/v1/", NULL, NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "https://api.openai.com/v1/chat/completions", NULL, NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "  https://api.openai.com \n", NULL, NULL, oa);
	check_url(LLM_PROVIDER_OPENAI, "http://127.0.0.1:11434", "llama3", NULL,
			  "http://127.0.0.1:11434/v1/chat/completions");
	check_url(LLM_PROVIDER_OPENAI, "http://localhost:8000/v1", NULL, NULL,
			  "http://localhost:8000/v1/chat/completions");
	check_url(LLM_PROVIDER_OPENAI, "HTTPS://Example.COM/proxy/", NULL, NULL,
			  "HTTPS://Example.COM/proxy/v1/chat/completions");
	/* unusable endpoints */
	check_url(LLM_PROVIDER_OPENAI, NULL, NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "api.openai.com", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "ftp://api.openai.com", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "file:///etc/passwd", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "https://", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "https:///v1", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "https://x.com/?a=1", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "https://x.com/#frag", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "https://x .com", NULL, NULL, NULL);
	check_url(LLM_PROVIDER_OPENAI, "https://x.com\r\nX-Evil: 1", NULL, NULL, NULL);

	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", "gpt-4o", "2024-10-21", az);
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com/", "gpt-4o", "2024-10-21", az);
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com/openai/", "gpt-4o", "2024-10-21", az);
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", "gpt-4o", NULL, az);
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", "gpt-4o", "", az);
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", "my dep/x?y", "2025-01-01-preview",
			  "https://res.openai.azure.com/openai/deployments/my%20dep%2Fx%3Fy/chat/completions?api-version=2025-01-01-preview");
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", "o3-mini", "2024-12-01&x=1",
			  "https://res.openai.azure.com/openai/deployments/o3-mini/chat/completions?api-version=2024-12-01%26x%3D1");
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", NULL, "2024-10-21", NULL);
	check_url(LLM_PROVIDER_AZURE, "https://res.openai.azure.com", "", "2024-10-21", NULL);
	check_url(LLM_PROVIDER_AZURE, "res.openai.azure.com", "gpt-4o", NULL, NULL);
	check_url(LLM_PROVIDER_AZURE, "http://127.0.0.1:8089", "dep", "v",
			  "http://127.0.0.1:8089/openai/deployments/dep/chat/completions?api-version=v");

	CHECK(llm_build_url(NULL) == NULL);
	CHECK_STREQ(llm_auth_header_prefix(LLM_PROVIDER_OPENAI), "Authorization: Bearer ");
	CHECK_STREQ(llm_auth_header_prefix(LLM_PROVIDER_AZURE), "api-key: ");
}

/* Parse a body built by llm_build_body with json-c. */
static json_object *
parse_body(const LlmRequest *req, char **text)
{
	*text = llm_build_body(req);
	if (*text == NULL)
		return NULL;
	return json_tokener_parse(*text);
}

/* Request bodies for standard and reasoning models, both providers. */
static void
test_bodies(void)
{
	LlmRequest	req;
	json_object *root;
	json_object *v;
	json_object *msgs;
	char	   *text;

	memset(&req, 0, sizeof(req));
	req.provider = LLM_PROVIDER_OPENAI;
	req.endpoint = "https://api.openai.com";
	req.deployment = "gpt-4o";
	req.max_tokens = 512;
	req.system_prompt = "You repair SQL.";
	req.user_prompt = "Fix \"this\" query:\nSELECT a/b FROM t WHERE x = 'C:\\dir'\t;";
	root = parse_body(&req, &text);
	CHECK(root != NULL);
	CHECK(json_object_object_get_ex(root, "model", &v) &&
		  strcmp(json_object_get_string(v), "gpt-4o") == 0);
	CHECK(json_object_object_get_ex(root, "temperature", &v) && json_object_get_int(v) == 0);
	CHECK(json_object_object_get_ex(root, "max_tokens", &v) && json_object_get_int(v) == 512);
	CHECK(!json_object_object_get_ex(root, "max_completion_tokens", NULL));
	CHECK(json_object_object_get_ex(root, "messages", &msgs) &&
		  json_object_array_length(msgs) == 2);
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(msgs, 0), "role")), "system");
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(msgs, 0), "content")), "You repair SQL.");
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(msgs, 1), "role")), "user");
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(msgs, 1), "content")), req.user_prompt);
	CHECK(!contains(text, "\\/"));	/* slashes are not escaped */
	CHECK(!contains(text, "Authorization"));
	json_object_put(root);
	free(text);

	/* reasoning: max_completion_tokens, no temperature, no max_tokens */
	req.reasoning = true;
	req.deployment = "o3-mini";
	req.max_tokens = 4000;
	root = parse_body(&req, &text);
	CHECK(root != NULL);
	CHECK(json_object_object_get_ex(root, "max_completion_tokens", &v) && json_object_get_int(v) == 4000);
	CHECK(!json_object_object_get_ex(root, "temperature", NULL));
	CHECK(!json_object_object_get_ex(root, "max_tokens", NULL));
	CHECK(json_object_object_get_ex(root, "model", &v) &&
		  strcmp(json_object_get_string(v), "o3-mini") == 0);
	json_object_put(root);
	free(text);

	/* reasoning without a limit: no limit field at all */
	req.max_tokens = 0;
	root = parse_body(&req, &text);
	CHECK(root != NULL && !json_object_object_get_ex(root, "max_completion_tokens", NULL) &&
		  !json_object_object_get_ex(root, "temperature", NULL));
	json_object_put(root);
	free(text);

	/* azure: no model field; no system prompt: one message */
	memset(&req, 0, sizeof(req));
	req.provider = LLM_PROVIDER_AZURE;
	req.deployment = "gpt-4o";
	req.max_tokens = 100;
	req.user_prompt = "hello";
	root = parse_body(&req, &text);
	CHECK(root != NULL);
	CHECK(!json_object_object_get_ex(root, "model", NULL));
	CHECK(json_object_object_get_ex(root, "messages", &msgs) && json_object_array_length(msgs) == 1);
	CHECK(json_object_object_get_ex(root, "temperature", NULL));
	CHECK(json_object_object_get_ex(root, "max_tokens", &v) && json_object_get_int(v) == 100);
	json_object_put(root);
	free(text);

	/* openai without a model: field omitted (some local servers need none); NULL user prompt */
	memset(&req, 0, sizeof(req));
	req.provider = LLM_PROVIDER_OPENAI;
	root = parse_body(&req, &text);
	CHECK(root != NULL && !json_object_object_get_ex(root, "model", NULL));
	CHECK(json_object_object_get_ex(root, "messages", &msgs) && json_object_array_length(msgs) == 1);
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(msgs, 0), "content")), "");
	json_object_put(root);
	free(text);

	/* surrogates and overlong forms are not UTF-8 either */
	req.user_prompt = "s\xED\xA0\x80 o\xC0\xAF\xE0\x80\xAF e\xF4\x90\x80\x80 ok\xF0\x9F\x98\x80";
	root = parse_body(&req, &text);
	CHECK(root != NULL && clean_utf8(text, false));
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(json_object_object_get(root, "messages"), 0), "content")),
				"s??? o????? e???? ok\xF0\x9F\x98\x80");
	json_object_put(root);
	free(text);

	/* invalid UTF-8 and control characters: still valid JSON, replaced */
	req.user_prompt = "caf\xC3\xA9 \xFF\xFE bad \x01 ctl \xE2\x82";
	root = parse_body(&req, &text);
	CHECK(root != NULL);
	CHECK(clean_utf8(text, false));
	CHECK_STREQ(json_object_get_string(json_object_object_get(json_object_array_get_idx(json_object_object_get(root, "messages"), 0), "content")),
				"caf\xC3\xA9 ?? bad   ctl ??");
	json_object_put(root);
	free(text);

	CHECK(llm_build_body(NULL) == NULL);
}

/* Parse a NUL-terminated body. */
static void
parse(long status, const char *body, LlmResponse *r)
{
	llm_parse_response(status, body, body ? strlen(body) : 0, r);
}

static const char *openai_ok =
"{\n  \"id\": \"chatcmpl-AB12cd34\",\n  \"object\": \"chat.completion\",\n  \"created\": 1733000000,\n"
"  \"model\": \"gpt-4o-2024-08-06\",\n  \"choices\": [\n    {\n      \"index\": 0,\n"
"      \"message\": {\n        \"role\": \"assistant\",\n        \"content\": \"```sql\\nSELECT name FROM customers;\\n```\",\n"
"        \"refusal\": null\n      },\n      \"logprobs\": null,\n      \"finish_reason\": \"stop\"\n    }\n  ],\n"
"  \"usage\": {\n    \"prompt_tokens\": 812,\n    \"completion_tokens\": 17,\n    \"total_tokens\": 829,\n"
"    \"completion_tokens_details\": {\"reasoning_tokens\": 0}\n  },\n  \"system_fingerprint\": \"fp_abc\"\n}\n";

static const char *azure_ok =
"{\"choices\":[{\"content_filter_results\":{\"hate\":{\"filtered\":false,\"severity\":\"safe\"},"
"\"self_harm\":{\"filtered\":false,\"severity\":\"safe\"},\"sexual\":{\"filtered\":false,\"severity\":\"safe\"},"
"\"violence\":{\"filtered\":false,\"severity\":\"safe\"}},\"finish_reason\":\"stop\",\"index\":0,\"logprobs\":null,"
"\"message\":{\"content\":\"SELECT 1\",\"role\":\"assistant\"}}],\"created\":1733000000,\"id\":\"chatcmpl-xyz\","
"\"model\":\"gpt-4o-2024-08-06\",\"object\":\"chat.completion\",\"prompt_filter_results\":[{\"prompt_index\":0,"
"\"content_filter_results\":{\"hate\":{\"filtered\":false,\"severity\":\"safe\"},\"jailbreak\":{\"filtered\":false,\"detected\":false}}}],"
"\"system_fingerprint\":\"fp_x\",\"usage\":{\"completion_tokens\":3,\"prompt_tokens\":100,\"total_tokens\":103}}";

/* Successful responses from both providers and their variants. */
static void
test_parse_ok(void)
{
	LlmResponse r;
	char		buf[512];

	parse(200, openai_ok, &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "```sql\nSELECT name FROM customers;\n```");
	CHECK_STREQ(r.finish_reason, "stop");
	CHECK(r.prompt_tokens == 812 && r.completion_tokens == 17);
	CHECK(r.error_message == NULL && r.error_code == NULL && r.error_type == NULL);
	llm_response_free(&r);
	llm_response_free(&r);		/* twice is safe */
	CHECK(r.content == NULL && r.prompt_tokens == -1);

	parse(200, azure_ok, &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT 1");
	CHECK(r.prompt_tokens == 100 && r.completion_tokens == 3);
	llm_response_free(&r);

	/* content as an array of parts */
	parse(200, "{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":["
		  "{\"type\":\"text\",\"text\":\"SELECT a \"},{\"type\":\"text\",\"text\":\"FROM t\"}]},"
		  "\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT a FROM t");
	CHECK(r.prompt_tokens == -1 && r.completion_tokens == -1);
	llm_response_free(&r);
	parse(200, "{\"choices\":[{\"message\":{\"content\":[{\"type\":\"output_text\",\"text\":{\"value\":\"SELECT 2\"}},"
		  "\"; \",{\"type\":\"image\"}]},\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT 2; ");
	llm_response_free(&r);

	/* legacy completions shape (some local servers) */
	parse(200, "{\"choices\":[{\"text\":\"SELECT 3\",\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT 3");
	llm_response_free(&r);

	/* 201 is 2xx too; trailing whitespace is fine; missing finish_reason is fine */
	parse(201, "{\"choices\":[{\"message\":{\"content\":\"SELECT 4\"}}]}  \r\n\t", &r);
	CHECK(r.status == LLM_OK && r.finish_reason == NULL);
	llm_response_free(&r);

	/* body not NUL-terminated: only len bytes are read */
	memset(buf, 'Z', sizeof(buf));
	memcpy(buf, "{\"choices\":[{\"message\":{\"content\":\"SELECT 5\"}}]}", 48);
	llm_parse_response(200, buf, 48, &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT 5");
	llm_response_free(&r);

	/* \u0000 inside content becomes a space */
	parse(200, "{\"choices\":[{\"message\":{\"content\":\"SELECT\\u00001\"}}]}", &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT 1");
	llm_response_free(&r);

	/* "error": null next to a normal reply (some proxies add it) */
	parse(200, "{\"error\":null,\"choices\":[{\"message\":{\"content\":\"SELECT 7\"},\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_OK);
	CHECK_STREQ(r.content, "SELECT 7");
	llm_response_free(&r);

	/* a refusal next to real content is not a refusal */
	parse(200, "{\"choices\":[{\"message\":{\"content\":\"SELECT 6\",\"refusal\":\"\"},\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_OK);
	llm_response_free(&r);
}

/* Filtering, truncation, empty replies. */
static void
test_parse_not_ok(void)
{
	LlmResponse r;

	/* Azure output filter on HTTP 200: partial content kept */
	parse(200, "{\"choices\":[{\"content_filter_results\":{\"violence\":{\"filtered\":true,\"severity\":\"medium\"}},"
		  "\"finish_reason\":\"content_filter\",\"index\":0,\"message\":{\"content\":\"SELECT\",\"role\":\"assistant\"}}],"
		  "\"usage\":{\"completion_tokens\":1,\"prompt_tokens\":50,\"total_tokens\":51}}", &r);
	CHECK(r.status == LLM_ERR_FILTERED);
	CHECK_STREQ(r.finish_reason, "content_filter");
	CHECK_STREQ(r.content, "SELECT");
	CHECK_STREQ(r.error_code, "content_filter");
	CHECK(contains(r.error_message, "content filter"));
	CHECK(r.prompt_tokens == 50);
	llm_response_free(&r);

	/* Azure prompt filter: HTTP 400 with code content_filter */
	parse(400, "{\"error\":{\"message\":\"The response was filtered due to the prompt triggering Azure OpenAI's content "
		  "management policy. Please modify your prompt and retry. To learn more about our content filtering policies "
		  "please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766\",\"type\":null,"
		  "\"param\":\"prompt\",\"code\":\"content_filter\",\"status\":400,\"innererror\":{\"code\":"
		  "\"ResponsibleAIPolicyViolation\",\"content_filter_result\":{\"hate\":{\"filtered\":true,\"severity\":\"high\"}}}}}", &r);
	CHECK(r.status == LLM_ERR_FILTERED);
	CHECK_STREQ(r.error_code, "content_filter");
	CHECK(r.error_type == NULL);
	CHECK(contains(r.error_message, "content management policy"));
	CHECK(strlen(r.error_message) <= LLM_ERROR_TEXT_MAX);
	llm_response_free(&r);

	/* only the inner code says so */
	parse(400, "{\"error\":{\"message\":\"filtered\",\"code\":\"400\",\"innererror\":{\"code\":\"ResponsibleAIPolicyViolation\"}}}", &r);
	CHECK(r.status == LLM_ERR_FILTERED);
	llm_response_free(&r);

	/* Azure: prompt filtered, no choices, HTTP 200 */
	parse(200, "{\"choices\":[],\"prompt_filter_results\":[{\"prompt_index\":0,\"content_filter_results\":"
		  "{\"jailbreak\":{\"filtered\":true,\"detected\":true}}}]}", &r);
	CHECK(r.status == LLM_ERR_FILTERED);
	llm_response_free(&r);

	/* refusal */
	parse(200, "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":null,\"refusal\":\"I can't help with that.\"},"
		  "\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_ERR_FILTERED);
	CHECK_STREQ(r.error_code, "refusal");
	CHECK_STREQ(r.error_message, "I can't help with that.");
	llm_response_free(&r);

	/* finish_reason length: truncated, content kept */
	parse(200, "{\"choices\":[{\"message\":{\"content\":\"SELECT a, b, c FROM\"},\"finish_reason\":\"length\"}],"
		  "\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":4096}}", &r);
	CHECK(r.status == LLM_ERR_TRUNCATED);
	CHECK_STREQ(r.content, "SELECT a, b, c FROM");
	CHECK(r.completion_tokens == 4096);
	llm_response_free(&r);
	/* reasoning model that spent everything on reasoning: length with empty content */
	parse(200, "{\"choices\":[{\"message\":{\"content\":\"\"},\"finish_reason\":\"length\"}]}", &r);
	CHECK(r.status == LLM_ERR_TRUNCATED);
	llm_response_free(&r);

	/* empty */
	parse(200, "{\"id\":\"x\",\"object\":\"chat.completion\",\"choices\":[]}", &r);
	CHECK(r.status == LLM_ERR_EMPTY);
	CHECK(contains(r.error_message, "no choices"));
	llm_response_free(&r);
	parse(200, "{\"id\":\"x\"}", &r);
	CHECK(r.status == LLM_ERR_EMPTY);
	llm_response_free(&r);
	parse(200, "{\"choices\":{}}", &r);
	CHECK(r.status == LLM_ERR_EMPTY);
	llm_response_free(&r);
	parse(200, "{\"choices\":[{\"message\":{\"content\":\"\"},\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_ERR_EMPTY);
	llm_response_free(&r);
	parse(200, "{\"choices\":[{\"message\":{\"content\":\" \\n\\t \"},\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_ERR_EMPTY);
	llm_response_free(&r);
	parse(200, "{\"choices\":[{\"message\":{\"content\":null},\"finish_reason\":\"stop\"}]}", &r);
	CHECK(r.status == LLM_ERR_EMPTY && r.content == NULL);
	llm_response_free(&r);
	parse(200, "{\"choices\":[{\"message\":{\"content\":42}}]}", &r);
	CHECK(r.status == LLM_ERR_EMPTY && r.content == NULL);
	llm_response_free(&r);
	parse(200, "{\"choices\":[7]}", &r);
	CHECK(r.status == LLM_ERR_EMPTY);
	llm_response_free(&r);
}

/* Error bodies, HTML pages, invalid JSON. */
static void
test_parse_errors(void)
{
	LlmResponse r;
	char	   *big;
	size_t		i;

	/* OpenAI 401 */
	parse(401, "{\n    \"error\": {\n        \"message\": \"Incorrect API key provided: sk-abc***xyz. You can find your "
		  "API key at https://platform.openai.com/account/api-keys.\",\n        \"type\": \"invalid_request_error\",\n"
		  "        \"param\": null,\n        \"code\": \"invalid_api_key\"\n    }\n}\n", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_code, "invalid_api_key");
	CHECK_STREQ(r.error_type, "invalid_request_error");
	CHECK(contains(r.error_message, "Incorrect API key provided"));
	CHECK(r.content == NULL);
	CHECK(!llm_response_retryable(401, &r));
	llm_response_free(&r);

	/* Azure 401 */
	parse(401, "{\"error\":{\"code\":\"401\",\"message\":\"Access denied due to invalid subscription key or wrong API "
		  "endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API "
		  "endpoint for your resource.\"}}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_code, "401");
	CHECK(contains(r.error_message, "Access denied"));
	llm_response_free(&r);

	/* Azure API Management gateway shape */
	parse(401, "{ \"statusCode\": 401, \"message\": \"Access denied due to missing subscription key.\" }", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_code, "401");
	CHECK(contains(r.error_message, "missing subscription key"));
	llm_response_free(&r);

	/* OpenAI 429 rate limit: retryable */
	parse(429, "{\"error\":{\"message\":\"Rate limit reached for gpt-4o in organization org-x on requests per min (RPM): "
		  "Limit 500, Used 500, Requested 1.\",\"type\":\"requests\",\"param\":null,\"code\":\"rate_limit_exceeded\"}}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_code, "rate_limit_exceeded");
	CHECK_STREQ(r.error_type, "requests");
	CHECK(llm_response_retryable(429, &r));
	llm_response_free(&r);

	/* OpenAI 429 quota: final */
	parse(429, "{\"error\":{\"message\":\"You exceeded your current quota, please check your plan and billing details.\","
		  "\"type\":\"insufficient_quota\",\"param\":null,\"code\":\"insufficient_quota\"}}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(!llm_response_retryable(429, &r));
	llm_response_free(&r);

	/* numeric code */
	parse(429, "{\"error\":{\"code\":429,\"message\":\"Requests to the ChatCompletions_Create Operation have exceeded "
		  "token rate limit. Please retry after 1 second.\"}}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_code, "429");
	llm_response_free(&r);

	/* Ollama / proxies: error as a string */
	parse(404, "{\"error\":\"model \\\"llama9\\\" not found, try pulling it first\"}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_message, "model \"llama9\" not found, try pulling it first");
	llm_response_free(&r);

	/* vLLM */
	parse(400, "{\"object\":\"error\",\"message\":\"This model's maximum context length is 8192 tokens.\","
		  "\"type\":\"BadRequestError\",\"param\":null,\"code\":400}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_code, "400");
	CHECK_STREQ(r.error_type, "BadRequestError");
	CHECK(contains(r.error_message, "maximum context length"));
	llm_response_free(&r);

	/* FastAPI detail */
	parse(422, "{\"detail\":\"Field required: messages\"}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_message, "Field required: messages");
	llm_response_free(&r);

	/* error object on a 200 */
	parse(200, "{\"error\":{\"message\":\"upstream overloaded\",\"type\":\"server_error\",\"code\":null}}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(r.error_code == NULL);
	CHECK_STREQ(r.error_message, "upstream overloaded");
	llm_response_free(&r);

	/* error object without a message */
	parse(500, "{\"error\":{\"type\":\"server_error\"}}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(contains(r.error_message, "HTTP 500"));
	llm_response_free(&r);

	/* non-2xx JSON that is not an error report */
	parse(503, "{\"status\":\"down\"}", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(contains(r.error_message, "HTTP 503"));
	llm_response_free(&r);

	/* HTML 502 from a proxy */
	parse(502, "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1>"
		  "</center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_message, "HTTP 502 with a non-JSON body (HTML: 502 Bad Gateway)");
	CHECK(llm_status_retryable(502));
	llm_response_free(&r);

	/* HTML on a 200 (an endpoint pointing at a web page) */
	parse(200, "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><TITLE>\n  Sign in\n</TITLE></head><body>x</body></html>", &r);
	CHECK(r.status == LLM_ERR_JSON);
	CHECK(contains(r.error_message, "HTTP 200 with an invalid JSON body (HTML:"));
	CHECK(contains(r.error_message, "Sign in"));
	CHECK(clean_utf8(r.error_message, false));
	llm_response_free(&r);
	parse(503, "<html><body>Service Unavailable</body></html>", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(contains(r.error_message, "an HTML page"));
	llm_response_free(&r);

	/* invalid and truncated JSON */
	parse(200, "{\"id\":\"chatcmpl-1\",\"choices\":[{\"message\":{\"content\":\"SELE", &r);
	CHECK(r.status == LLM_ERR_JSON);
	CHECK(contains(r.error_message, "invalid JSON"));
	llm_response_free(&r);
	parse(200, "{\"choices\":[]} trailing", &r);
	CHECK(r.status == LLM_ERR_JSON);
	llm_response_free(&r);
	parse(200, "{\"choices\":[]}{\"choices\":[]}", &r);
	CHECK(r.status == LLM_ERR_JSON);
	llm_response_free(&r);
	llm_parse_response(200, "{\"choices\":[]}\0{", 16, &r);
	CHECK(r.status == LLM_ERR_JSON);
	llm_response_free(&r);
	parse(200, "[1,2,3]", &r);
	CHECK(r.status == LLM_ERR_JSON);
	CHECK(contains(r.error_message, "not an object"));
	llm_response_free(&r);
	parse(200, "upstream connect error or disconnect/reset before headers", &r);
	CHECK(r.status == LLM_ERR_JSON);
	CHECK(contains(r.error_message, "starts with \"upstream connect error"));
	llm_response_free(&r);

	/* empty bodies */
	parse(200, "", &r);
	CHECK(r.status == LLM_ERR_JSON);
	CHECK_STREQ(r.error_message, "HTTP 200 with an empty body");
	llm_response_free(&r);
	llm_parse_response(200, NULL, 10, &r);
	CHECK(r.status == LLM_ERR_JSON);
	llm_response_free(&r);
	parse(504, "  \n", &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK_STREQ(r.error_message, "HTTP 504 with an empty body");
	llm_response_free(&r);

	/* long and dirty texts are capped and cleaned */
	big = malloc(20000);
	strcpy(big, "{\"error\":{\"message\":\"");
	for (i = strlen(big); i < 19000; i++)
		big[i] = (i % 50 == 0) ? '\n' : 'm';
	strcpy(big + 19000, "\\n\\u0001\xff\",\"code\":\"");
	for (i = strlen(big); i < 19900; i++)
		big[i] = 'c';
	strcpy(big + 19900, "\"}}");
	parse(500, big, &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(r.error_message != NULL && strlen(r.error_message) <= LLM_ERROR_TEXT_MAX);
	CHECK(r.error_message != NULL && strcmp(r.error_message + strlen(r.error_message) - 3, "...") == 0);
	CHECK(clean_utf8(r.error_message, false));
	CHECK(r.error_code != NULL && strlen(r.error_code) <= 64);
	llm_response_free(&r);

	/* a long non-JSON body: short message, not the body */
	memset(big, 'x', 19999);
	big[19999] = '\0';
	parse(500, big, &r);
	CHECK(r.status == LLM_ERR_HTTP);
	CHECK(r.error_message != NULL && strlen(r.error_message) < 200);
	llm_response_free(&r);

	/* deep nesting is refused, not recursed into */
	memset(big, '[', 19999);
	parse(200, big, &r);
	CHECK(r.status == LLM_ERR_JSON);
	llm_response_free(&r);
	free(big);

	CHECK(llm_status_retryable(408) && llm_status_retryable(409) && llm_status_retryable(429) &&
		  llm_status_retryable(500) && llm_status_retryable(502) && llm_status_retryable(503) &&
		  llm_status_retryable(504));
	CHECK(!llm_status_retryable(200) && !llm_status_retryable(400) && !llm_status_retryable(401) &&
		  !llm_status_retryable(403) && !llm_status_retryable(404) && !llm_status_retryable(413) &&
		  !llm_status_retryable(501) && !llm_status_retryable(0) && !llm_status_retryable(-1));
	CHECK(llm_response_retryable(503, NULL));
	CHECK_STREQ(llm_status_name(LLM_ERR_FILTERED), "content filtered");
	CHECK_STREQ(llm_status_name(LLM_OK), "ok");
}

/* Retry-After in both forms. */
static void
test_retry_after(void)
{
	time_t		now = 784111777;	/* Sun, 06 Nov 1994 08:49:37 GMT */

	CHECK(llm_parse_retry_after_at("1", now) == 1000);
	CHECK(llm_parse_retry_after_at(" 120 ", now) == 120000);
	CHECK(llm_parse_retry_after_at("0", now) == 0);
	CHECK(llm_parse_retry_after_at("1.5", now) == 1500);
	CHECK(llm_parse_retry_after_at("0.25", now) == 250);
	CHECK(llm_parse_retry_after_at("2.0009", now) == 2000);
	CHECK(llm_parse_retry_after_at("99999999999999999999999", now) == 86400000L);
	CHECK(llm_parse_retry_after_at("86401", now) == 86400000L);
	CHECK(llm_parse_retry_after_at(NULL, now) == -1);
	CHECK(llm_parse_retry_after_at("", now) == -1);
	CHECK(llm_parse_retry_after_at("   ", now) == -1);
	CHECK(llm_parse_retry_after_at("abc", now) == -1);
	CHECK(llm_parse_retry_after_at("-1", now) == -1);
	CHECK(llm_parse_retry_after_at("1.", now) == -1);
	CHECK(llm_parse_retry_after_at("1 2", now) == -1);
	CHECK(llm_parse_retry_after_at("5s", now) == -1);

	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 1994 08:49:47 GMT", now) == 10000);
	CHECK(llm_parse_retry_after_at("Sunday, 06-Nov-94 08:49:47 GMT", now) == 10000);
	CHECK(llm_parse_retry_after_at("Sun Nov  6 08:49:47 1994", now) == 10000);
	CHECK(llm_parse_retry_after_at("sun, 06 nov 1994 08:50:37 gmt  ", now) == 60000);
	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 1994 08:49:37 GMT", now) == 0);
	CHECK(llm_parse_retry_after_at("Sat, 05 Nov 1994 08:49:37 GMT", now) == 0);
	CHECK(llm_parse_retry_after_at("Mon, 07 Nov 1994 08:49:38 GMT", now) == 86400000L);
	CHECK(llm_parse_retry_after_at("Thu, 29 Feb 1996 00:00:00 GMT", 825552000 - 1) == 1000);
	CHECK(llm_parse_retry_after_at("Wed, 31 Dec 2025 23:59:59 GMT", 1767225599 - 30) == 30000);
	CHECK(llm_parse_retry_after_at("Tue, 29 Feb 1994 00:00:00 GMT", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun, 06 Foo 1994 08:49:37 GMT", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 1994 24:49:37 GMT", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 1994 08:49:37 PST", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 1994 08:49:37", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 1994 08:49:37 GMT extra", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun, 06 Nov 199", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun", now) == -1);
	CHECK(llm_parse_retry_after_at("Sun,", now) == -1);
	/* real clock: a date long past is 0 */
	CHECK(llm_parse_retry_after("Sun, 06 Nov 1994 08:49:37 GMT") == 0);
	CHECK(llm_parse_retry_after("3") == 3000);
}

/* Extract and compare with want (NULL: expect NULL); also check the multiple flag. */
static void
check_sql(const char *reply, const char *want, bool want_multiple)
{
	bool		multiple = !want_multiple;
	char	   *sql = llm_extract_sql_ex(reply, false, &multiple);

	CHECK_STREQ(sql, want);
	if (want != NULL)
		CHECK(multiple == want_multiple);
	free(sql);
}

/* SQL extraction from model replies. */
static void
test_extract(void)
{
	char	   *s;
	bool		multiple;
	char	   *big;
	size_t		i;
	clock_t		t0;

	/* fences */
	check_sql("```sql\nSELECT a FROM t;\n```", "SELECT a FROM t", false);
	check_sql("```\nSELECT a FROM t\n```", "SELECT a FROM t", false);
	check_sql("```SQL\nselect a from t\n```\n", "select a from t", false);
	check_sql("```postgresql\nSELECT 1;\n```", "SELECT 1", false);
	check_sql("~~~sql\nSELECT 1\n~~~", "SELECT 1", false);
	check_sql("````sql\nSELECT '```' AS x\n````", "SELECT '```' AS x", false);
	check_sql("Here is the corrected query:\n\n```sql\nSELECT name\nFROM customers\nWHERE id = 1;\n```\n\n"
			  "This fixes the renamed column `nme`.", "SELECT name\nFROM customers\nWHERE id = 1", false);
	check_sql("```sql\n-- fixed: the column was renamed\nSELECT 1\n```", "SELECT 1", false);
	check_sql("```sql SELECT 1```", "SELECT 1", false);
	check_sql("```SELECT 2```", "SELECT 2", false);
	check_sql("```sql\nSELECT a FROM t WHERE", "SELECT a FROM t WHERE", false);	/* cut off */
	check_sql("```python\nprint('SELECT 1')\n```\n```sql\nSELECT 2\n```", "SELECT 2", false);
	check_sql("```\nSELECT 9\n```\nor tagged:\n```sql\nSELECT 1\n```", "SELECT 1", false);
	check_sql("```text\nNO_REPAIR\n```\nSELECT 3", "SELECT 3", false);
	check_sql("  ```sql\n  SELECT 1\n  ```", "SELECT 1", false);

	/* prose around, no fence */
	check_sql("SELECT 1;", "SELECT 1", false);
	check_sql("  SELECT 1 ;; \n", "SELECT 1", false);
	check_sql("The corrected query is:\nSELECT name FROM customers WHERE id = 1;\nThis uses the renamed column.",
			  "SELECT name FROM customers WHERE id = 1", false);
	check_sql("Corrected query: SELECT a FROM t", "SELECT a FROM t", false);
	check_sql("SELECT a,\n  b\n\nFROM t\nWHERE x = 1\n\nThis query returns a and b for x.",
			  "SELECT a,\n  b\n\nFROM t\nWHERE x = 1", false);
	check_sql("SELECT a\nFROM t\nNote: the column was renamed.", "SELECT a\nFROM t", false);
	check_sql("SELECT a\nFrom t\nWhere x = 1", "SELECT a\nFrom t\nWhere x = 1", false);
	check_sql("SELECT 1\n\n- uses x\n- uses y", "SELECT 1", false);
	check_sql("SELECT 1\n\n1. first point", "SELECT 1", false);
	check_sql("SELECT 1\n**Explanation**", "SELECT 1", false);
	check_sql("Select the right table first.\nSELECT x FROM t", "SELECT x FROM t", false);
	check_sql("With the renamed column, the query becomes:\nWITH s AS (SELECT 1) SELECT * FROM s",
			  "WITH s AS (SELECT 1) SELECT * FROM s", false);
	check_sql("with x as (select 1) select * from x", "with x as (select 1) select * from x", false);
	check_sql("select a from t", "select a from t", false);
	check_sql("(SELECT 1) UNION (SELECT 2)", "(SELECT 1) UNION (SELECT 2)", false);
	check_sql("VALUES (1), (2)", "VALUES (1), (2)", false);
	check_sql("Use `SELECT a FROM t` instead.", "SELECT a FROM t", false);
	check_sql("<think>maybe SELECT wrong FROM x;</think>\n```sql\nSELECT right FROM y\n```", "SELECT right FROM y", false);
	check_sql("<think>SELECT a</think>SELECT b", "SELECT b", false);

	/* quoting: semicolons and blank lines inside literals, comments, dollar quotes */
	check_sql("SELECT 'a;b' AS x; ", "SELECT 'a;b' AS x", false);
	check_sql("SELECT 'it''s; fine'", "SELECT 'it''s; fine'", false);
	check_sql("SELECT E'it\\'s; ok' AS x;", "SELECT E'it\\'s; ok' AS x", false);
	check_sql("SELECT \"odd;name\" FROM t;", "SELECT \"odd;name\" FROM t", false);
	check_sql("SELECT 1 -- a; b\n;", "SELECT 1 -- a; b", false);
	check_sql("SELECT /* x; /* nested; */ y; */ 1;", "SELECT /* x; /* nested; */ y; */ 1", false);
	check_sql("SELECT $$a;\n\nThis is text$$ AS x;", "SELECT $$a;\n\nThis is text$$ AS x", false);
	check_sql("SELECT $q$;$q$, $1;", "SELECT $q$;$q$, $1", false);
	check_sql("SELECT 'a\n\nThis line is in a string' FROM t;", "SELECT 'a\n\nThis line is in a string' FROM t", false);

	/* several statements: not merged, not split */
	check_sql("SELECT 1; SELECT 2;", "SELECT 1; SELECT 2", true);
	check_sql("```sql\nSELECT 1;\nDROP TABLE t;\n```", "SELECT 1;\nDROP TABLE t", true);
	check_sql("SELECT 1;\nDELETE FROM t;\nThat is all.", "SELECT 1;\nDELETE FROM t", true);
	check_sql("SELECT 1;\nThis selects one.", "SELECT 1", false);
	s = llm_extract_sql_ex("SELECT 1; SELECT 2;", true, &multiple);
	CHECK_STREQ(s, "SELECT 1");
	CHECK(multiple);
	free(s);
	s = llm_extract_sql("SELECT 1; SELECT 2");
	CHECK_STREQ(s, "SELECT 1; SELECT 2");
	free(s);

	/* writes are returned as-is, for the caller to reject */
	check_sql("```sql\nDELETE FROM orders WHERE id = 1;\n```", "DELETE FROM orders WHERE id = 1", false);
	check_sql("DELETE FROM t;", "DELETE FROM t", false);
	check_sql("Run this:\nUPDATE t SET x = 1", "UPDATE t SET x = 1", false);

	/* no SQL */
	check_sql(NULL, NULL, false);
	check_sql("", NULL, false);
	check_sql(LLM_NO_REPAIR_REPLY, NULL, false);
	check_sql("I cannot repair this query because the table does not exist.", NULL, false);
	check_sql("Select a better question.", NULL, false);
	check_sql("update the filter to use lower case.", NULL, false);
	check_sql("with the column renamed it should work", NULL, false);
	check_sql("```sql\n\n```", NULL, false);
	check_sql("```sql\n-- no repair possible\n```", NULL, false);
	check_sql("```\n```", NULL, false);
	check_sql("```", NULL, false);
	check_sql("`", NULL, false);
	check_sql("<think>SELECT 1", NULL, false);	/* only thinking, cut off... */
	s = llm_extract_sql("<think>\n</think>");
	CHECK(s == NULL);
	free(s);

	/* bounded work on hostile input */
	big = malloc(300001);
	t0 = clock();
	for (i = 0; i < 300000; i++)
		big[i] = "```\n"[i % 4];
	big[300000] = '\0';
	s = llm_extract_sql(big);
	free(s);
	for (i = 0; i < 300000; i++)
		big[i] = "WITH ("[i % 6];
	s = llm_extract_sql(big);
	free(s);
	for (i = 0; i < 300000; i++)
		big[i] = "\n\n \n"[i % 4];
	memcpy(big, "SELECT 1", 8);
	s = llm_extract_sql(big);
	CHECK_STREQ(s, "SELECT 1");
	free(s);
	for (i = 0; i < 300000; i++)
		big[i] = "`a"[i % 2];
	s = llm_extract_sql(big);
	free(s);
	for (i = 0; i < 300000; i++)
		big[i] = "$a$"[i % 3];
	memcpy(big, "SELECT ", 7);
	s = llm_extract_sql(big);
	CHECK(s != NULL);
	free(s);
	for (i = 0; i < 300000; i++)
		big[i] = "x: "[i % 3];
	s = llm_extract_sql(big);
	CHECK(s == NULL);
	free(s);
	CHECK((double) (clock() - t0) / CLOCKS_PER_SEC < 2.0);

	/* random bytes never crash */
	srand(12345);
	for (i = 0; i < 2000; i++)
	{
		size_t		n = (size_t) (rand() % 200);
		size_t		k;
		static const char alphabet[] = "`~'\"$;-/*\n :SELECTwithselect()ab\xc3\xa9\x80";

		for (k = 0; k < n; k++)
			big[k] = alphabet[rand() % (int) (sizeof(alphabet) - 1)];
		big[n] = '\0';
		s = llm_extract_sql(big);
		if (s)
			CHECK(strlen(s) <= n);
		free(s);
	}
	free(big);
}

/* A schema text of about n bytes, one table per line. */
static char *
make_schema(size_t n)
{
	char	   *s = malloc(n + 128);
	size_t		len = 0;
	int			t = 0;

	while (len < n)
		len += (size_t) sprintf(s + len, "public.table_%06d(id integer, name text, amount numeric)\n", t++);
	return s;
}

/* Prompt contents and bounds. */
static void
test_prompts(void)
{
	LlmRepairPrompt p;
	char	   *s;
	char	   *schema = make_schema(5 * 1024 * 1024);
	char	   *huge = malloc(2 * 1024 * 1024 + 1);
	const char *marker;
	size_t		sizes[] = {1, 100, 2047, 2048, 2049, 3000, 4096, 10000, 32768, 65536, 200000};
	size_t		i;

	s = llm_build_repair_system_prompt();
	CHECK(contains(s, "```sql") && contains(s, LLM_NO_REPAIR_REPLY) && contains(s, "read-only"));
	CHECK(contains(s, "governed metric"));
	free(s);
	s = llm_build_generate_system_prompt();
	CHECK(contains(s, "```sql") && contains(s, "PostgreSQL"));
	free(s);
	s = llm_build_answer_system_prompt();
	CHECK(contains(s, "no rows were found") && contains(s, "Never invent"));
	free(s);

	memset(&p, 0, sizeof(p));
	p.question = "How many customers are in Berlin?";
	p.failing_sql = "SELECT count(*) FROM customer WHERE cty = 'Berlin'";
	p.sqlstate = "42703";
	p.message = "column \"cty\" does not exist";
	p.detail = "There is a column named \"city\" in table \"customer\".";
	p.hint = "Perhaps you meant to reference the column \"customer.city\".";
	p.position = 37;
	p.schema_text = "public.customer(id integer, city text)\n";
	p.metrics_text = "active_customers: count(DISTINCT customer_id) (synonyms: actives)";
	p.dialect = "PostgreSQL 15";
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(contains(s, "failed on PostgreSQL 15. Repair it."));
	CHECK(contains(s, "<question>\nHow many customers are in Berlin?\n</question>"));
	CHECK(contains(s, "<failing_query>\nSELECT count(*) FROM customer WHERE cty = 'Berlin'\n</failing_query>"));
	CHECK(contains(s, "SQLSTATE: 42703\n"));
	CHECK(contains(s, "message: column \"cty\" does not exist\n"));
	CHECK(contains(s, "detail: There is a column named"));
	CHECK(contains(s, "hint: Perhaps you meant"));
	CHECK(contains(s, "position: character 37, at: cty = 'Berlin'\n"));
	CHECK(contains(s, "<schema>\npublic.customer(id integer, city text)\n</schema>"));
	CHECK(contains(s, "<metrics>\nactive_customers"));
	CHECK(contains(s, LLM_NO_REPAIR_REPLY));
	CHECK(!contains(s, "zero rows"));
	CHECK(!contains(s, "truncated"));
	free(s);

	/* position counts characters, not bytes; out of range means no position line */
	p.failing_sql = "SELECT '\xC3\xA9t\xC3\xA9', nme FROM t";
	p.position = 15;
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(contains(s, "position: character 15, at: nme FROM t\n"));
	free(s);
	p.position = 500;
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(!contains(s, "position:"));
	free(s);

	/* zero rows, no error, predicates, no schema */
	memset(&p, 0, sizeof(p));
	p.question = "Orders shipped to germany";
	p.failing_sql = "SELECT * FROM orders WHERE ship_country = 'germany'";
	p.zero_rows = true;
	p.predicates = "ship_country = 'germany'";
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(contains(s, "ran on PostgreSQL but returned zero rows"));
	CHECK(contains(s, "<outcome>"));
	CHECK(contains(s, "<predicates>\nship_country = 'germany'\n</predicates>"));
	CHECK(contains(s, "(not available"));
	CHECK(!contains(s, "<error>"));
	CHECK(!contains(s, "<metrics>"));
	free(s);

	/* everything NULL still gives a usable prompt */
	memset(&p, 0, sizeof(p));
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(s != NULL && contains(s, "Repair it."));
	free(s);
	CHECK(llm_build_repair_user_prompt(NULL, 0) == NULL);

	/* a 5 MB schema: bounded, the error and question intact, cut at a line */
	memset(&p, 0, sizeof(p));
	p.question = "Total amount per table?";
	p.failing_sql = "SELECT sum(amount) FROM tabel_000001";
	p.sqlstate = "42P01";
	p.message = "relation \"tabel_000001\" does not exist";
	p.hint = "Check the table name.";
	p.position = 25;
	p.schema_text = schema;
	p.metrics_text = "total_amount: sum(amount)";
	s = llm_build_repair_user_prompt(&p, 32768);
	CHECK(s != NULL && strlen(s) < 32768);
	CHECK(s != NULL && strlen(s) > 30000);	/* the budget is used, not wasted */
	CHECK(contains(s, "relation \"tabel_000001\" does not exist"));
	CHECK(contains(s, "Total amount per table?"));
	CHECK(contains(s, "SELECT sum(amount) FROM tabel_000001"));
	CHECK(contains(s, "Check the table name."));
	CHECK(contains(s, "total_amount: sum(amount)"));
	CHECK(contains(s, "public.table_000000(id integer"));
	marker = s ? strstr(s, "\n[... truncated: ") : NULL;
	CHECK(marker != NULL);
	CHECK(marker != NULL && strncmp(marker - 8, "numeric)", 8) == 0);	/* whole lines only */
	CHECK(contains(s, "bytes omitted ...]\n</schema>"));
	CHECK(contains(s, LLM_NO_REPAIR_REPLY));
	free(s);
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(s != NULL && strlen(s) < LLM_PROMPT_DEFAULT_MAX_BYTES);
	CHECK(contains(s, "relation \"tabel_000001\" does not exist"));
	free(s);

	/* every budget holds, from tiny (raised to the minimum) to large */
	memset(huge, 'q', 2 * 1024 * 1024);
	huge[2 * 1024 * 1024] = '\0';
	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
	{
		size_t		limit = sizes[i] < LLM_PROMPT_MIN_BYTES ? LLM_PROMPT_MIN_BYTES : sizes[i];

		p.question = huge;		/* everything oversized at once */
		p.failing_sql = huge;
		p.detail = huge;
		p.predicates = huge;
		p.metrics_text = huge;
		p.zero_rows = true;
		s = llm_build_repair_user_prompt(&p, sizes[i]);
		CHECK(s != NULL && strlen(s) < limit);
		CHECK(contains(s, "42P01"));
		free(s);
		s = llm_build_generate_user_prompt(huge, schema, huge, sizes[i]);
		CHECK(s != NULL && strlen(s) < limit);
		free(s);
		s = llm_build_answer_user_prompt(huge, huge, schema, sizes[i]);
		CHECK(s != NULL && strlen(s) < limit);
		free(s);
	}

	/* an oversized question is capped, the error message survives whole */
	p.question = huge;
	p.failing_sql = "SELECT 1";
	p.detail = NULL;
	p.predicates = NULL;
	p.metrics_text = NULL;
	p.zero_rows = false;
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(contains(s, "relation \"tabel_000001\" does not exist"));
	CHECK(contains(s, "truncated"));
	CHECK(s != NULL && strlen(s) < LLM_PROMPT_DEFAULT_MAX_BYTES);
	free(s);

	/* invalid UTF-8 in parts comes out valid */
	memset(&p, 0, sizeof(p));
	p.question = "caf\xC3\xA9 \xFF \x01";
	p.schema_text = "t(\xC3 x)\n";
	p.message = "bad \xE2\x82 byte";
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(s != NULL && clean_utf8(s, true));
	CHECK(contains(s, "caf\xC3\xA9 ?"));
	free(s);
	/* a cut never splits a multibyte character */
	for (i = 0; i < 2 * 1024 * 1024; i += 2)
		memcpy(huge + i, "\xC3\xA9", 2);
	s = llm_build_answer_user_prompt("q", "SELECT 1", huge, 5000);
	CHECK(s != NULL && strlen(s) < 5000 && clean_utf8(s, true));
	CHECK(contains(s, "truncated"));
	free(s);

	/* exactly at the limit: a prompt that would be max_bytes long is cut, one byte less is not */
	{
		size_t		base;
		size_t		want;
		char	   *q = malloc(8192);

		s = llm_build_generate_user_prompt("x", "t(a)", NULL, 4096);
		base = strlen(s) - 1;
		free(s);
		want = 4096 - base;		/* question length giving a 4096-byte prompt */
		memset(q, 'x', want);
		q[want] = '\0';
		s = llm_build_generate_user_prompt(q, "t(a)", NULL, 4096);
		CHECK(s != NULL && strlen(s) < 4096 && contains(s, "truncated"));
		free(s);
		q[want - 1] = '\0';
		s = llm_build_generate_user_prompt(q, "t(a)", NULL, 4096);
		CHECK(s != NULL && strlen(s) == 4095 && !contains(s, "truncated"));
		free(s);
		free(q);
	}

	/* generate and answer prompts carry their parts */
	s = llm_build_generate_user_prompt("Top 5 customers by revenue", "public.customer(id, name)",
									   "revenue: sum(amount)", 0);
	CHECK(contains(s, "<question>\nTop 5 customers by revenue\n</question>"));
	CHECK(contains(s, "<schema>\npublic.customer(id, name)\n</schema>"));
	CHECK(contains(s, "<metrics>\nrevenue: sum(amount)\n</metrics>"));
	CHECK(contains(s, "```sql"));
	free(s);
	s = llm_build_generate_user_prompt(NULL, NULL, NULL, 0);
	CHECK(contains(s, "(not available)") && !contains(s, "<metrics>"));
	free(s);
	s = llm_build_answer_user_prompt("How many?", "SELECT count(*) FROM t",
									 "{\"columns\":[\"count\"],\"rows\":[[42]]}", 0);
	CHECK(contains(s, "<question>\nHow many?\n</question>"));
	CHECK(contains(s, "<query>\nSELECT count(*) FROM t\n</query>"));
	CHECK(contains(s, "<rows>\n{\"columns\":[\"count\"],\"rows\":[[42]]}\n</rows>"));
	free(s);
	s = llm_build_answer_user_prompt("How many?", "SELECT 1", NULL, 0);
	CHECK(contains(s, "(no rows)"));
	free(s);
	s = llm_build_answer_user_prompt("Sum?", "SELECT x FROM t", schema, 20000);
	CHECK(s != NULL && strlen(s) < 20000 && contains(s, "truncated") && contains(s, "Sum?"));
	free(s);

	free(huge);
	free(schema);
}

/* Earlier attempts of a step in the repair prompt. */
static void
test_prior_attempts(void)
{
	LlmRepairPrompt p;
	LlmPriorAttempt prior[2];
	char	   *s;
	char	   *big;

	CHECK(llm_prior_attempts_text(NULL, 0) == NULL);
	CHECK(llm_prior_attempts_text(prior, 0) == NULL);

	memset(prior, 0, sizeof(prior));
	prior[0].attempt = 0;
	prior[0].sql = "SELECT nme FROM t";
	prior[0].outcome = "error";
	prior[0].sqlstate = "42703";
	prior[0].message = "column \"nme\" does not exist";
	prior[1].attempt = 1;
	prior[1].repair = "rule:identifiers";
	prior[1].sql = "SELECT name FROM t WHERE x = 'a'";
	prior[1].outcome = "zero rows";
	prior[1].sqlstate = "00000";
	s = llm_prior_attempts_text(prior, 2);
	CHECK_STREQ(s, "attempt 0 (the original query): error, SQLSTATE 42703: column \"nme\" does not exist\n"
				"SELECT nme FROM t\n"
				"\n"
				"attempt 1 (rule:identifiers): zero rows\n"
				"SELECT name FROM t WHERE x = 'a'\n");
	free(s);

	memset(&p, 0, sizeof(p));
	p.failing_sql = "SELECT name2 FROM t";
	p.sqlstate = "42703";
	p.message = "column \"name2\" does not exist";
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(!contains(s, "<earlier_attempts>"));
	free(s);
	p.prior = prior;
	p.nprior = 2;
	s = llm_build_repair_user_prompt(&p, 0);
	CHECK(contains(s, "do not propose any of them again.\n<earlier_attempts>\nattempt 0 (the original query)"));
	CHECK(contains(s, "SELECT name FROM t WHERE x = 'a'\n</earlier_attempts>"));
	CHECK(contains(s, "<failing_query>\nSELECT name2 FROM t\n</failing_query>"));
	free(s);

	/* a long history is cut, the prompt stays within its budget */
	big = malloc(200001);
	memset(big, 'x', 200000);
	big[200000] = '\0';
	prior[0].sql = big;
	s = llm_build_repair_user_prompt(&p, 8192);
	CHECK(s != NULL && strlen(s) < 8192);
	CHECK(contains(s, "<failing_query>\nSELECT name2 FROM t\n</failing_query>"));
	free(s);
	free(big);
}

/*
 * The extractor reads SQL with sqltok, the tokenizer the dialect mapping
 * uses, so both agree on where quotes and comments end.
 */
static void
test_extract_tokens(void)
{
	/* a backtick-quoted name is one token: a ';' or line break inside splits nothing */
	check_sql("SELECT `a;b` FROM t", "SELECT `a;b` FROM t", false);
	check_sql("```sql\nSELECT `x;y` FROM t\n```", "SELECT `x;y` FROM t", false);
	check_sql("Try this:\nSELECT `order\nlist` FROM t\nThis returns the rows.",
			  "SELECT `order\nlist` FROM t", false);
	/* ... and a balanced one changes nothing about prose after the query */
	check_sql("SELECT `name` FROM t\nThis query lists the names.", "SELECT `name` FROM t", false);
	check_sql("SELECT `a`; SELECT `b`", "SELECT `a`; SELECT `b`", true);
	/* a T-SQL bracket name likewise */
	check_sql("SELECT [a;b] FROM t", "SELECT [a;b] FROM t", false);
	check_sql("SELECT x[1]; SELECT 2", "SELECT x[1]; SELECT 2", true);

	/* a line comment ends at a carriage return too, as in PostgreSQL */
	check_sql("SELECT 1 -- note\rFROM t; x", "SELECT 1 -- note\rFROM t", false);
	check_sql("SELECT 1 -- note; x\nFROM t", "SELECT 1 -- note; x\nFROM t", false);

	/* a CTE name is an identifier (quoted or not); a number is not */
	check_sql("WITH 2 AS (SELECT 1) SELECT 1", NULL, false);
	check_sql("WITH x AS (SELECT 1) SELECT * FROM x", "WITH x AS (SELECT 1) SELECT * FROM x", false);
	check_sql("WITH \"my x\" (a, b) AS (SELECT 1, 2) SELECT a FROM \"my x\"",
			  "WITH \"my x\" (a, b) AS (SELECT 1, 2) SELECT a FROM \"my x\"", false);
	check_sql("WITH RECURSIVE r (n) AS (SELECT 1) SELECT n FROM r",
			  "WITH RECURSIVE r (n) AS (SELECT 1) SELECT n FROM r", false);
	check_sql("WITH the index rebuilt it should work", NULL, false);

	/* quotes and dollar quotes hide ';' and line breaks */
	check_sql("SELECT 'a;\nThis is text' FROM t", "SELECT 'a;\nThis is text' FROM t", false);
	check_sql("SELECT $q$;\nThis is text$q$ FROM t; Then more words here.",
			  "SELECT $q$;\nThis is text$q$ FROM t", false);
	check_sql("SELECT E'it\\'s; fine' FROM t", "SELECT E'it\\'s; fine' FROM t", false);
	/* a dollar quote may follow another at once, as in PostgreSQL ("$$a$$" then "$$b; c$$") */
	check_sql("SELECT $$a$$$$b; c$$ AS x", "SELECT $$a$$$$b; c$$ AS x", false);
	/* ... but not inside a name ("a$$b" is one identifier) */
	check_sql("SELECT a$$b; c$$ FROM t", "SELECT a$$b", false);
	check_sql("SELECT /* a; /* nested; */ b; */ 1", "SELECT /* a; /* nested; */ b; */ 1", false);
}

int
main(void)
{
	test_urls();
	test_bodies();
	test_parse_ok();
	test_parse_not_ok();
	test_parse_errors();
	test_retry_after();
	test_extract();
	test_extract_tokens();
	test_prompts();
	test_prior_attempts();
	return unit_report("llm_wire");
}
