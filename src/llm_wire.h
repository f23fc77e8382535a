/*
 * llm_wire.h — the wire format of the model tier, without any transport.
 *
 * Builds chat-completions requests for OpenAI-compatible servers and Azure
 * OpenAI, parses their responses (json-c), reduces a model reply to one SQL
 * statement, and builds the bounded prompts used for repair and for ask().
 * The HTTP transfer itself (libcurl, timeouts, interrupts) lives in model.c.
 *
 * Pure C: no PostgreSQL headers, malloc/free only, never prints, never
 * exits.  Every returned string is malloc'd and owned by the caller (free()),
 * unless a comment says it is static.  The API key is never an input here:
 * nothing this file builds can contain it.
 */
#ifndef NL2SQL_HEAL_LLM_WIRE_H
#define NL2SQL_HEAL_LLM_WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/* The api-version used for Azure when none is configured (GA, chat completions). */
#define LLM_AZURE_DEFAULT_API_VERSION "2024-10-21"

/* Default and smallest useful prompt budgets for the prompt builders. */
#define LLM_PROMPT_DEFAULT_MAX_BYTES ((size_t) 65536)
#define LLM_PROMPT_MIN_BYTES ((size_t) 2048)

/* Longest text copied from a response into an error field (bytes, before the NUL). */
#define LLM_ERROR_TEXT_MAX 300

typedef enum LlmProvider
{
	LLM_PROVIDER_OPENAI,		/* any OpenAI-compatible server (OpenAI, vLLM, Ollama, llama.cpp) */
	LLM_PROVIDER_AZURE			/* Azure OpenAI */
} LlmProvider;

typedef struct LlmRequest
{
	LlmProvider provider;
	const char *endpoint;		/* base URL, http(s) only; trailing '/' tolerated */
	const char *deployment;		/* OpenAI: "model" field (omitted when NULL/empty);
								 * Azure: deployment name (required) */
	const char *api_version;	/* Azure only; NULL/empty = LLM_AZURE_DEFAULT_API_VERSION */
	bool		reasoning;		/* o-series style: max_completion_tokens, no temperature */
	int			max_tokens;		/* <= 0: no limit field is sent */
	const char *system_prompt;	/* NULL/empty: no system message */
	const char *user_prompt;	/* NULL: empty user message */
} LlmRequest;

/*
 * The chat-completions URL for a request, or NULL when the endpoint is
 * missing, not http(s), contains whitespace/control characters, a query or a
 * fragment, or (Azure) the deployment is missing.
 *   openai: <base>/v1/chat/completions; a base already ending in /v1 is not
 *           doubled, and a base already ending in /chat/completions is kept.
 *   azure:  <base>/openai/deployments/<deployment>/chat/completions?api-version=<v>
 *           with deployment and api-version percent-escaped; a base already
 *           ending in /openai is not doubled.
 * Caller frees.
 */
extern char *llm_build_url(const LlmRequest *req);

/*
 * The JSON request body: {"model" (openai, when set), "messages":[system?, user],
 * then "temperature":0 and "max_tokens":N (standard), or only
 * "max_completion_tokens":N (reasoning)}.  Invalid UTF-8 bytes ('?') and
 * control characters other than newline, tab and CR (' ') in the prompts are
 * replaced, so the body is always valid JSON.  NULL only when req is NULL
 * or memory runs out.  Caller frees.
 */
extern char *llm_build_body(const LlmRequest *req);

/*
 * The header that carries the key: "Authorization: Bearer " (openai) or
 * "api-key: " (azure); the caller appends the key itself.  Static string.
 */
extern const char *llm_auth_header_prefix(LlmProvider provider);

typedef enum LlmStatus
{
	LLM_OK,						/* 2xx with non-empty content, finish_reason not length/content_filter */
	LLM_ERR_HTTP,				/* non-2xx (any body: error object, other JSON, HTML, text, empty),
								 * or an {"error":...} body on a 2xx */
	LLM_ERR_JSON,				/* 2xx whose body is not a JSON object (invalid, truncated, HTML) */
	LLM_ERR_EMPTY,				/* 2xx without choices, or with empty/whitespace-only content */
	LLM_ERR_FILTERED,			/* finish_reason content_filter, an error with code content_filter
								 * (Azure 400), prompt_filter_results marked filtered, or a refusal */
	LLM_ERR_TRUNCATED			/* finish_reason length (content kept when present) */
} LlmStatus;

typedef struct LlmResponse
{
	LlmStatus	status;
	char	   *content;		/* assistant text (string or concatenated text parts), or NULL */
	char	   *finish_reason;	/* as sent (capped), or NULL */
	long		prompt_tokens;	/* usage; -1 when absent */
	long		completion_tokens;	/* usage; -1 when absent */
	char	   *error_code;		/* error.code as text (string or number), or NULL */
	char	   *error_type;		/* error.type, or NULL */
	char	   *error_message;	/* error.message, else a short description such as
								 * "HTTP 502 with a non-JSON body (HTML: 502 Bad Gateway)";
								 * NULL for LLM_OK.  At most LLM_ERROR_TEXT_MAX bytes, valid
								 * UTF-8, no control characters. */
} LlmResponse;

/*
 * Parse one chat-completions response.  body need not be NUL-terminated and
 * may be NULL when len is 0.  Always fills *out (status set, unknown fields
 * NULL / -1); release it with llm_response_free.  Error texts are capped at
 * LLM_ERROR_TEXT_MAX bytes; content is copied whole (embedded NULs become
 * spaces), so the caller bounds it by bounding the body.
 */
extern void llm_parse_response(long http_status, const char *body, size_t len,
							   LlmResponse *out);

/* Free the strings inside r (not r itself) and reset it; safe to call twice. */
extern void llm_response_free(LlmResponse *r);

/* A short English name for a status, e.g. "content filtered".  Static string. */
extern const char *llm_status_name(LlmStatus status);

/* Is a retry worthwhile for this HTTP status?  408, 409, 429, 500, 502, 503, 504. */
extern bool llm_status_retryable(long http_status);

/*
 * Like llm_status_retryable, but also looks at the parsed body: a 429 whose
 * error code or type is "insufficient_quota" (billing, not rate) is final.
 */
extern bool llm_response_retryable(long http_status, const LlmResponse *r);

/*
 * A Retry-After header value in milliseconds: delay-seconds ("120", also
 * fractional "1.5"), or an HTTP-date (IMF-fixdate, RFC 850, asctime) taken
 * relative to now.  A date in the past gives 0.  Values are capped at
 * 86,400,000 (one day).  -1 when NULL or unparseable.
 */
extern long llm_parse_retry_after(const char *value);

/* llm_parse_retry_after with an explicit "now" (seconds since the epoch), for tests. */
extern long llm_parse_retry_after_at(const char *value, time_t now);

/*
 * Reduce a model reply to SQL.  Ignores everything up to the last </think>,
 * then takes the first fenced block tagged as SQL (```sql, ```postgresql, ...)
 * whose content starts a statement, else the first such block with any or no
 * tag, else (outside code) the first line, or text after ": ", that starts a
 * statement, else an inline `...` span that does.  Leading comments, prose
 * before and after, and trailing ';' and whitespace are dropped, and markdown
 * escapes outside quoted text are removed (llm_unescape_markdown).  Any
 * statement kind is returned (a DELETE is returned as-is for the caller to
 * reject).  Several statements are NOT merged or split: the text from the
 * first to the last of them is returned, so the caller's single-statement
 * check rejects it.  NULL when there is no statement (e.g. "NO_REPAIR" or
 * prose only).  Linear in the input.
 * Caller frees.
 */
extern char *llm_extract_sql(const char *content);

/*
 * llm_extract_sql with options: first_only keeps only the first statement;
 * *multiple (if not NULL) is set when more than one statement was found.
 * Caller frees.
 */
extern char *llm_extract_sql_ex(const char *content, bool first_only, bool *multiple);

/*
 * Where llm_extract_sql_ex finds the statement in content: bytes
 * [*start, *start + *len), before markdown escapes are removed.  False when
 * there is none.  The rule tier reads a query given to heal_execute with it,
 * so a model's reply and a query written by a model are read alike.
 */
extern bool llm_extract_sql_span(const char *content, bool first_only, size_t *start,
								 size_t *len, bool *multiple);

/*
 * sql[0..len) with markdown's backslash escapes (first\_name, COUNT(\*))
 * removed where they stand outside string literals, quoted identifiers,
 * comments and parameters: there a backslash is never SQL.  *removed (may be
 * NULL): how many were removed.  malloc'd; NULL when memory runs out.
 */
extern char *llm_unescape_markdown(const char *sql, size_t len, int *removed);

/* The reply that means "cannot repair"; llm_extract_sql returns NULL for it. */
#define LLM_NO_REPAIR_REPLY "NO_REPAIR"

/* An earlier attempt of the step, for the repair prompt. */
typedef struct LlmPriorAttempt
{
	int			attempt;		/* 0 = the original */
	const char *repair;			/* what wrote it; NULL for the original */
	const char *sql;
	const char *outcome;		/* "error", "zero rows", "rejected" */
	const char *reason;			/* why a rejected rewrite was refused, or NULL */
	const char *sqlstate;
	const char *message;
	const char *detail;
} LlmPriorAttempt;

/*
 * What a repair prompt is built from.  Every field may be NULL (position <= 0:
 * unknown).  position is PostgreSQL's 1-based character offset into
 * failing_sql.
 */
typedef struct LlmRepairPrompt
{
	const char *question;
	const char *failing_sql;
	const char *sqlstate;
	const char *message;
	const char *detail;
	const char *hint;
	int			position;
	bool		zero_rows;		/* the query ran but returned zero rows */
	const char *predicates;		/* the query's filters, one per line, for zero-row repairs */
	const char *schema_text;	/* the freshly re-read schema relevant to the query */
	const char *metrics_text;	/* the governed metrics (name, expression, synonyms) */
	const char *dialect;		/* e.g. "PostgreSQL 15"; NULL = "PostgreSQL" */
	const LlmPriorAttempt *prior;	/* the step's other attempts, oldest first */
	int			nprior;
} LlmRepairPrompt;

/*
 * The <earlier_attempts> text of a repair prompt: each attempt's number,
 * source, query and how it failed, oldest first.  NULL when there are none
 * or memory runs out.  Caller frees.
 */
extern char *llm_prior_attempts_text(const LlmPriorAttempt *prior, int nprior);

/* System prompts for repair, for writing a query, and for writing an answer.  Caller frees. */
extern char *llm_build_repair_system_prompt(void);
extern char *llm_build_generate_system_prompt(void);
extern char *llm_build_answer_system_prompt(void);

/*
 * User prompts.  The result is always shorter than max_bytes (strlen <
 * max_bytes; 0 means LLM_PROMPT_DEFAULT_MAX_BYTES, smaller values than
 * LLM_PROMPT_MIN_BYTES are raised to it).  Each part has its own cap; when
 * the total would not fit, the budget is shared so that short parts (the
 * question, the error) stay whole and the long ones (schema, rows) are cut,
 * at a line boundary where possible, with a visible "[... truncated ...]"
 * marker.  Text is made valid UTF-8.  NULL only when memory runs out (or p
 * is NULL).  Caller frees.
 */
extern char *llm_build_repair_user_prompt(const LlmRepairPrompt *p, size_t max_bytes);
extern char *llm_build_generate_user_prompt(const char *question, const char *schema_text,
											const char *metrics_text, size_t max_bytes);
extern char *llm_build_answer_user_prompt(const char *question, const char *sql,
										  const char *rows_json, size_t max_bytes);

#endif							/* NL2SQL_HEAL_LLM_WIRE_H */
