/*
 * model.c — the model tier: settings, the tier router, chat calls with
 * bounded retries, and the model repair source.
 *
 * The endpoint, key and provider can leak data and credentials, so they are
 * superuser-only; the key is never shown to other roles, and never written
 * to results, receipts, notes, error messages or logs: it goes into one
 * HTTP header and nowhere else.  Everything the wire layer (llm_wire.c,
 * malloc) returns is copied into palloc'd memory at once, so an ERROR never
 * leaks it.
 */
#include "postgres.h"

#include "target.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "storage/latch.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/timeout.h"
#include "utils/timestamp.h"
#include "utils/wait_event.h"

#include "model.h"
#include "outside_text.h"
#include "sensitive.h"
#include "model_http.h"

/* Connect timeout of one try (never more than the call's own limit). */
#define MODEL_CONNECT_TIMEOUT_MS 10000L
/* Backoff before retry n (1-based) when the server sends no Retry-After. */
#define MODEL_BACKOFF_BASE_MS 250L
#define MODEL_BACKOFF_MAX_MS 4000L

int			model_provider = MODEL_PROVIDER_NONE;
char	   *model_endpoint = NULL;
char	   *model_api_key = NULL;
char	   *model_api_key_file = NULL;
char	   *model_deployment = NULL;
char	   *reasoning_deployment = NULL;
char	   *model_api_version = NULL;
int			model_timeout_ms = 30000;
int			model_max_response_bytes = 4 * 1024 * 1024;
int			model_max_retries = 2;

static const struct config_enum_entry provider_options[] = {
	{"none", MODEL_PROVIDER_NONE, false},
	{"openai", MODEL_PROVIDER_OPENAI, false},
	{"azure", MODEL_PROVIDER_AZURE, false},
	{NULL, 0, false}
};

/* Is s NULL or empty? */
static bool
unset(const char *s)
{
	return s == NULL || s[0] == '\0';
}

/* Does s hold a control character? */
static bool
has_control(const char *s)
{
	for (; s && *s; s++)
	{
		if ((unsigned char) *s < 0x20 || *s == 0x7f)
			return true;
	}
	return false;
}

/* Check hook of nl2sql_heal.model_endpoint: an http(s) base URL without credentials. */
static bool
check_endpoint(char **newval, void **extra, GucSource source)
{
	LlmRequest	req;
	char	   *url;
	const char *p;
	const char *authority_end;

	if (unset(*newval))
		return true;
	memset(&req, 0, sizeof(req));
	req.provider = LLM_PROVIDER_OPENAI;
	req.endpoint = *newval;
	url = llm_build_url(&req);
	if (url == NULL)
	{
		GUC_check_errdetail("The endpoint must be an http:// or https:// base URL without spaces, query string or fragment.");
		return false;
	}
	free(url);
	/* credentials belong in nl2sql_heal.model_api_key, where they stay hidden */
	p = strstr(*newval, "://");
	p = p ? p + 3 : *newval;
	authority_end = strchr(p, '/');
	if (memchr(p, '@', authority_end ? (size_t) (authority_end - p) : strlen(p)) != NULL)
	{
		GUC_check_errdetail("The endpoint must not hold credentials.");
		GUC_check_errhint("Put the key in nl2sql_heal.model_api_key, which other roles cannot read.");
		return false;
	}
	return true;
}

/* Check hook of the deployment names: printable text, not too long. */
static bool
check_deployment(char **newval, void **extra, GucSource source)
{
	if (unset(*newval))
		return true;
	if (has_control(*newval) || strlen(*newval) > 256)
	{
		GUC_check_errdetail("A model or deployment name is at most 256 printable characters.");
		return false;
	}
	return true;
}

/* Longest key file read: keys are some hundred bytes at most. */
#define MODEL_KEY_FILE_MAX 4096

/* The key of the model call in progress (from the file or the session), for model_scrub. */
static char *call_key = NULL;

/* Is nl2sql_heal.model_api_key being defined (values from before the library loaded)? */
static bool defining_api_key = false;

/* Was a key refused because other roles could have read it (for the note)? */
static bool api_key_refused = false;

/*
 * Check hook of nl2sql_heal.model_api_key: a key is only taken from a
 * superuser's own session, set after the library was loaded.  A value from a
 * configuration file, ALTER SYSTEM, ALTER DATABASE or ALTER ROLE, the command
 * line or the connection's options, or one set before the library was loaded
 * (a placeholder then), was readable by every role, and a reload writes it
 * to the server log: it is refused, with a message that does not show it.
 */
static bool
check_api_key(char **newval, void **extra, GucSource source)
{
	if (unset(*newval) || (source == PGC_S_SESSION && !defining_api_key))
		return true;
	api_key_refused = true;
	GUC_check_errcode(ERRCODE_INSUFFICIENT_PRIVILEGE);
	GUC_check_errmsg(defining_api_key
					 ? "a key given to nl2sql_heal.model_api_key before the library was loaded is not used"
					 : "a key in nl2sql_heal.model_api_key from a configuration file, ALTER SYSTEM, "
					 "ALTER DATABASE, ALTER ROLE or the connection's options is not used");
	GUC_check_errdetail("Other roles can read such a value (before the library is loaded it is a plain "
						"placeholder), and a reload writes it to the server log.");
	GUC_check_errhint("Put the key in a file that only the server's OS user can read, and set "
					  "nl2sql_heal.model_api_key_file to its path. Remove the setting, and replace the key: "
					  "it may have been read.");
	return false;
}

/* Show hook of nl2sql_heal.model_api_key: whether it is set, never what it is. */
static const char *
show_api_key(void)
{
	return unset(model_api_key) ? "" : "(hidden)";
}

/*
 * The key in nl2sql_heal.model_api_key_file, read now: the file must be a
 * regular file of the server's OS user that no other OS user may read or
 * write (as PostgreSQL asks of ssl_key_file).  Returns the key (palloc'd),
 * or NULL with *failure saying what is wrong (never the contents).
 */
static char *
read_key_file(const char *path, char **failure)
{
	char		buf[MODEL_KEY_FILE_MAX + 1];
	struct stat st;
	ssize_t		n;
	char	   *start;
	char	   *end;
	char	   *key = NULL;
	int			fd;

	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
	if (fd < 0)
	{
		*failure = psprintf("the key file (nl2sql_heal.model_api_key_file) cannot be opened: %s",
							strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) != 0)
		*failure = psprintf("the key file (nl2sql_heal.model_api_key_file) cannot be examined: %s",
							strerror(errno));
	else if (!S_ISREG(st.st_mode))
		*failure = pstrdup("the key file (nl2sql_heal.model_api_key_file) is not a regular file");
	else if (st.st_uid != geteuid())
		*failure = pstrdup("the key file (nl2sql_heal.model_api_key_file) is not owned by the server's OS user");
	else if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0)
		*failure = pstrdup("the key file (nl2sql_heal.model_api_key_file) can be read or written by other OS "
						   "users; make it u=rw (chmod 600) and replace the key");
	else if (st.st_size > MODEL_KEY_FILE_MAX)
		*failure = psprintf("the key file (nl2sql_heal.model_api_key_file) is larger than %d bytes",
							MODEL_KEY_FILE_MAX);
	else
	{
		n = read(fd, buf, MODEL_KEY_FILE_MAX);
		if (n < 0)
			*failure = psprintf("the key file (nl2sql_heal.model_api_key_file) cannot be read: %s",
								strerror(errno));
		else
		{
			buf[n] = '\0';
			/* the key is the file's one line, without surrounding white space */
			for (start = buf; *start == ' ' || *start == '\t' || *start == '\n' || *start == '\r'; start++)
				;
			for (end = buf + n; end > start && (end[-1] == ' ' || end[-1] == '\t' ||
												end[-1] == '\n' || end[-1] == '\r'); end--)
				;
			*end = '\0';
			if (*start == '\0')
				*failure = pstrdup("the key file (nl2sql_heal.model_api_key_file) is empty");
			else if (has_control(start) || strlen(start) != (size_t) (end - start))
				*failure = pstrdup("the key file (nl2sql_heal.model_api_key_file) holds more than one line "
								   "or control characters");
			else
				key = pstrdup(start);
		}
	}
	close(fd);
	explicit_bzero(buf, sizeof(buf));
	return key;
}

/*
 * The key file's key, kept by this backend: every successful call scrubs its
 * result of the key, and opening and reading the file each time was most of
 * that.  The file is still stat()ed on each call, and read again when
 * anything of it differs from the read kept: path, device, inode, size,
 * mode, owner, modification or change time.  A read made less than
 * KEY_FILE_RACY_SECONDS after the file's last modification is not kept
 * (git's "racily clean" rule): a rewrite in the same tick of the file
 * system's clock would keep the same times, and one made later cannot.
 */
#define KEY_FILE_RACY_SECONDS 2

typedef struct KeyFileRead
{
	char	   *path;
	char	   *key;
	dev_t		dev;
	ino_t		ino;
	off_t		size;
	mode_t		mode;
	uid_t		uid;
	time_t		mtime;
	time_t		ctime;
} KeyFileRead;

static KeyFileRead key_file_read;

/* Forget the kept read, zeroing the key. */
static void
key_file_forget(void)
{
	if (key_file_read.key)
	{
		explicit_bzero(key_file_read.key, strlen(key_file_read.key));
		pfree(key_file_read.key);
	}
	if (key_file_read.path)
		pfree(key_file_read.path);
	memset(&key_file_read, 0, sizeof(key_file_read));
}

/* Is the kept read of path still the file's content, by what stat() says? */
static bool
key_file_unchanged(const char *path, const struct stat *st)
{
	return key_file_read.key != NULL && strcmp(key_file_read.path, path) == 0 &&
		key_file_read.dev == st->st_dev && key_file_read.ino == st->st_ino &&
		key_file_read.size == st->st_size && key_file_read.mode == st->st_mode &&
		key_file_read.uid == st->st_uid && key_file_read.mtime == st->st_mtime &&
		key_file_read.ctime == st->st_ctime;
}

/* The key in the key file (read_key_file), from the kept read while the file is unchanged. */
static char *
key_file_key(const char *path, char **failure)
{
	struct stat before;
	struct stat after;
	char	   *key;
	time_t		now;

	if (stat(path, &before) == 0 && key_file_unchanged(path, &before))
		return pstrdup(key_file_read.key);
	key_file_forget();
	key = read_key_file(path, failure);
	now = time(NULL);
	/* kept only when the file is the one stat()ed before the read, and not racily new */
	if (key != NULL && stat(path, &after) == 0 &&
		after.st_ino == before.st_ino && after.st_dev == before.st_dev &&
		after.st_size == before.st_size && after.st_mtime == before.st_mtime &&
		after.st_ctime == before.st_ctime && after.st_mode == before.st_mode &&
		after.st_uid == before.st_uid &&
		now - after.st_mtime >= KEY_FILE_RACY_SECONDS)
	{
		key_file_read.path = MemoryContextStrdup(TopMemoryContext, path);
		key_file_read.key = MemoryContextStrdup(TopMemoryContext, key);
		key_file_read.dev = after.st_dev;
		key_file_read.ino = after.st_ino;
		key_file_read.size = after.st_size;
		key_file_read.mode = after.st_mode;
		key_file_read.uid = after.st_uid;
		key_file_read.mtime = after.st_mtime;
		key_file_read.ctime = after.st_ctime;
	}
	return key;
}

/*
 * The key for a call: the key file's when nl2sql_heal.model_api_key_file is
 * set, else the session's nl2sql_heal.model_api_key, else none (NULL with
 * *failure NULL: local servers need none).  palloc'd; the caller zeroes it.
 */
static char *
model_current_key(char **failure)
{
	*failure = NULL;
	if (!unset(model_api_key_file))
		return key_file_key(model_api_key_file, failure);
	if (key_file_read.key)
		key_file_forget();
	if (unset(model_api_key))
		return NULL;
	if (has_control(model_api_key))
	{
		*failure = pstrdup("nl2sql_heal.model_api_key holds control characters (a line break, perhaps); set it again");
		return NULL;
	}
	return pstrdup(model_api_key);
}

/* Define the nl2sql_heal.model_* settings (called from _PG_init). */
void
model_init(void)
{
	DefineCustomEnumVariable("nl2sql_heal.model_provider",
							 "Model provider for repairs rules cannot make: none, openai or azure.",
							 "openai: any OpenAI-compatible server (OpenAI, vLLM, Ollama, llama.cpp server). "
							 "azure: Azure OpenAI.",
							 &model_provider, MODEL_PROVIDER_NONE, provider_options,
							 PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_endpoint",
							   "Base URL of the model endpoint.",
							   "For example https://api.openai.com, http://127.0.0.1:11434 or "
							   "https://<resource>.openai.azure.com.",
							   &model_endpoint, "",
							   PGC_SUSET, 0, check_endpoint, NULL, NULL);

	/*
	 * No check hook: PostgreSQL's "invalid value" message would print the
	 * value.  A malformed key is refused when a call is made, without
	 * showing it.
	 */
	defining_api_key = true;
	DefineCustomStringVariable("nl2sql_heal.model_api_key",
							   "API key of the model endpoint, for this session only.",
							   "Taken only from SET in a superuser's session after the library is loaded, "
							   "and never shown. Use nl2sql_heal.model_api_key_file.",
							   &model_api_key, "",
							   PGC_SUSET, GUC_SUPERUSER_ONLY | GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE,
							   check_api_key, NULL, show_api_key);
	defining_api_key = false;
	DefineCustomStringVariable("nl2sql_heal.model_api_key_file",
							   "File that holds the API key of the model endpoint.",
							   "Read again whenever it changes; it must belong to the server's OS user and be "
							   "readable by no other OS user (chmod 600).",
							   &model_api_key_file, "",
							   PGC_SUSET, GUC_SUPERUSER_ONLY | GUC_NOT_IN_SAMPLE,
							   NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_deployment",
							   "Standard model (OpenAI-compatible) or deployment (Azure).",
							   NULL, &model_deployment, "",
							   PGC_SUSET, 0, check_deployment, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.reasoning_deployment",
							   "Reasoning-tier model or deployment; empty falls back to the standard one.",
							   "Reasoning models (o-series) get max_completion_tokens and no temperature.",
							   &reasoning_deployment, "",
							   PGC_SUSET, 0, check_deployment, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_api_version",
							   "Azure OpenAI api-version.",
							   NULL, &model_api_version, LLM_AZURE_DEFAULT_API_VERSION,
							   PGC_SUSET, 0, check_deployment, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.model_timeout",
							"Time limit of each model call, retries included.",
							"A call never runs past the statement's own deadline (statement_timeout) either.",
							&model_timeout_ms, 30000, 100, 600000,
							PGC_SUSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.model_max_response_bytes",
							"Largest model response accepted.",
							NULL, &model_max_response_bytes, 4 * 1024 * 1024, 1024, 256 * 1024 * 1024,
							PGC_SUSET, GUC_UNIT_BYTE, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.model_max_retries",
							"Retries of a model call answered with 408, 429 or 5xx, or a broken connection.",
							"Retry-After is honoured; retries never run past nl2sql_heal.model_timeout.",
							&model_max_retries, 2, 0, 10,
							PGC_SUSET, 0, NULL, NULL, NULL);
	model_schema_init();
}

/* Is a model configured?  If not, *why says how to configure one. */
bool
model_configured(char **why)
{
	if (model_provider == MODEL_PROVIDER_NONE)
	{
		*why = "Rules are the only repair source here: no model is configured "
			"(nl2sql_heal.model_provider = none). A superuser can set nl2sql_heal.model_provider, "
			"nl2sql_heal.model_endpoint and nl2sql_heal.model_deployment to let a model propose repairs.";
		return false;
	}
	if (unset(model_endpoint))
	{
		*why = "The model tier is not usable: nl2sql_heal.model_endpoint is empty. A superuser can set it, "
			"e.g. ALTER SYSTEM SET nl2sql_heal.model_endpoint = 'https://api.openai.com'; SELECT pg_reload_conf();";
		return false;
	}
	if (unset(model_deployment) && unset(reasoning_deployment))
	{
		*why = "The model tier is not usable: neither nl2sql_heal.model_deployment nor "
			"nl2sql_heal.reasoning_deployment is set. A superuser can set the model or deployment name, "
			"e.g. ALTER SYSTEM SET nl2sql_heal.model_deployment = 'gpt-4o'; SELECT pg_reload_conf();";
		return false;
	}
	if (api_key_refused && unset(model_api_key_file) && unset(model_api_key))
	{
		*why = "The model tier is not usable: a key was given in nl2sql_heal.model_api_key where other roles "
			"could read it (a configuration file, ALTER SYSTEM, ALTER DATABASE or ROLE, or before the library "
			"was loaded), so it is not used. A superuser can put the key in a file only the server's OS user "
			"can read (chmod 600), ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '<path>', "
			"ALTER SYSTEM RESET nl2sql_heal.model_api_key, SELECT pg_reload_conf(); and replace the key.";
		return false;
	}
	if (model_provider == MODEL_PROVIDER_AZURE && unset(model_api_key) && unset(model_api_key_file))
	{
		*why = "The model tier is not usable: Azure OpenAI needs a key and nl2sql_heal.model_api_key_file is empty. "
			"A superuser can put the key in a file only the server's OS user can read (chmod 600) and run "
			"ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '<path>'; SELECT pg_reload_conf();";
		return false;
	}
	return true;
}

/*
 * Choose the tier: the reasoning deployment when wanted and configured,
 * else the standard one (with a note when the reasoning tier was wanted).
 */
void
model_route(ModelCall *call, bool want_reasoning)
{
	memset(call, 0, sizeof(*call));
	call->tokens_in = -1;
	call->tokens_out = -1;
	if ((want_reasoning && !unset(reasoning_deployment)) || unset(model_deployment))
	{
		call->reasoning = true;
		call->tier = "reasoning";
		call->deployment = reasoning_deployment;
		return;
	}
	call->reasoning = false;
	call->tier = "standard";
	call->deployment = model_deployment;
	if (want_reasoning)
		call->fallback_note =
			psprintf("The reasoning tier is not configured (nl2sql_heal.reasoning_deployment is empty), so the "
					 "standard deployment \"%s\" was used. To use a reasoning model, a superuser can run: "
					 "ALTER SYSTEM SET nl2sql_heal.reasoning_deployment = '<deployment>'; SELECT pg_reload_conf();",
					 model_deployment);
}

/* Copy a malloc'd string into palloc'd memory and free it, even if the copy fails. */
char *
model_take_malloced(char *m)
{
	char	   *volatile copy = NULL;

	if (m == NULL)
		return NULL;
	PG_TRY();
	{
		copy = pstrdup(m);
	}
	PG_FINALLY();
	{
		free(m);
	}
	PG_END_TRY();
	return copy;
}

/*
 * text with every occurrence of the API key replaced: provider texts may
 * echo it, and a hostile endpoint may send back what it was sent.
 */
static char *
replace_key(const char *text, const char *key)
{
	StringInfoData out;
	const char *p;
	const char *hit;
	size_t		keylen = strlen(key);

	initStringInfo(&out);
	for (p = text; (hit = strstr(p, key)) != NULL; p = hit + keylen)
	{
		appendBinaryStringInfo(&out, p, hit - p);
		appendStringInfoString(&out, "[key]");
	}
	appendStringInfoString(&out, p);
	return out.data;
}

char *
model_scrub(const char *text)
{
	const char *key = call_key ? call_key : model_api_key;

	if (text == NULL)
		return NULL;
	if (unset(key) || strlen(key) < 4)
		return pstrdup(text);
	return replace_key(text, key);
}

/*
 * A query's result with the API key replaced wherever it shows: a hostile
 * endpoint that received the key can write SQL that builds it at run time
 * ('sk-' || '...'), and the rows and error texts go to the caller, to the
 * receipts and into the next prompt.
 */
void
model_scrub_result(ExecResult *res)
{
	char	   *failure = NULL;
	char	   *key;

	if (res == NULL || unset(model_endpoint))
		return;
	key = call_key ? pstrdup(call_key) : model_current_key(&failure);
	if (unset(key) || strlen(key) < 4)
		return;
	if (res->rows && res->rows->data && strstr(res->rows->data, key) != NULL)
	{
		char	   *clean = replace_key(res->rows->data, key);

		resetStringInfo(res->rows);
		appendStringInfoString(res->rows, clean);
	}
	if (res->message && strstr(res->message, key))
		res->message = replace_key(res->message, key);
	if (res->detail && strstr(res->detail, key))
		res->detail = replace_key(res->detail, key);
	if (res->hint && strstr(res->hint, key))
		res->hint = replace_key(res->hint, key);
	explicit_bzero(key, strlen(key));
}

/* Sleep up to ms on the latch, servicing interrupts (a cancel ends the wait). */
static void
model_sleep(long ms)
{
	TimestampTz end = TimestampTzPlusMilliseconds(GetCurrentTimestamp(), ms);

	for (;;)
	{
		long		left = TimestampDifferenceMilliseconds(GetCurrentTimestamp(), end);

		if (left <= 0)
			break;
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
						 left, PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
		CHECK_FOR_INTERRUPTS();
	}
}

/* Milliseconds left before the statement's own deadline, or -1 when it has none. */
static long
statement_ms_left(void)
{
	if (!get_timeout_active(STATEMENT_TIMEOUT))
		return -1;
	return TimestampDifferenceMilliseconds(GetCurrentTimestamp(),
										   get_timeout_finish_time(STATEMENT_TIMEOUT));
}

/* The failure clause for a parsed error response (provider text scrubbed of the key). */
static char *
response_failure(long http_status, const LlmResponse *r)
{
	StringInfoData buf;
	const char *code = r->error_code ? r->error_code : r->error_type;
	char		status_text[32];

	/* Azure repeats the status as its code ("401"): say it once */
	snprintf(status_text, sizeof(status_text), "%ld", http_status);
	if (code && strcmp(code, status_text) == 0)
		code = NULL;
	initStringInfo(&buf);
	switch (r->status)
	{
		case LLM_ERR_HTTP:
			if (http_status == 401 || http_status == 403)
			{
				/* provider messages about keys may echo part of the key: keep only the code */
				appendStringInfo(&buf, "the model endpoint refused the credentials (HTTP %ld%s%s); "
								 "check nl2sql_heal.model_api_key%s",
								 http_status, code ? ", " : "", code ? code : "",
								 model_provider == MODEL_PROVIDER_AZURE
								 ? " and that nl2sql_heal.model_endpoint is the resource's endpoint" : "");
				break;
			}
			if (code == NULL && r->error_message && strncmp(r->error_message, "HTTP ", 5) == 0)
				appendStringInfo(&buf, "the model endpoint answered %s", r->error_message);
			else
				appendStringInfo(&buf, "the model endpoint answered HTTP %ld", http_status);
			if ((code || r->error_message) && !(code == NULL && r->error_message &&
												 strncmp(r->error_message, "HTTP ", 5) == 0))
			{
				appendStringInfoString(&buf, " (");
				if (code)
					appendStringInfo(&buf, "%s%s", code, r->error_message ? ": " : "");
				if (r->error_message)
					appendStringInfoString(&buf, r->error_message);
				appendStringInfoChar(&buf, ')');
			}
			if (http_status == 404)
				appendStringInfoString(&buf, "; check nl2sql_heal.model_endpoint and the model or deployment name");
			break;
		case LLM_ERR_JSON:
			if (r->error_message && strncmp(r->error_message, "HTTP ", 5) == 0)
				appendStringInfo(&buf, "the model endpoint answered %s", r->error_message);
			else
				appendStringInfo(&buf, "the model's response was not valid JSON (%s)",
								 r->error_message ? r->error_message : "unparseable body");
			break;
		case LLM_ERR_EMPTY:
			appendStringInfoString(&buf, "the model's reply was empty");
			break;
		case LLM_ERR_FILTERED:
			if (r->error_code && strcmp(r->error_code, "refusal") == 0)
				appendStringInfo(&buf, "the model refused (%s)",
								 r->error_message ? r->error_message : "no reason given");
			else
				appendStringInfoString(&buf, "the provider's content filter withheld the reply (content_filter)");
			break;
		case LLM_ERR_TRUNCATED:
			appendStringInfoString(&buf, "the model's reply was cut off at its output token limit (finish_reason length)");
			break;
		case LLM_OK:
			appendStringInfoString(&buf, "no error");
			break;
	}
	return model_scrub(buf.data);
}

/* Parse a response into call (all strings copied out and the parse freed, even on ERROR). */
static LlmStatus
model_parse(ModelCall *call, long http_status, const char *body, size_t len, bool *retryable)
{
	LlmResponse r;
	volatile LlmStatus status = LLM_ERR_HTTP;

	memset(&r, 0, sizeof(r));
	llm_parse_response(http_status, body, len, &r);
	PG_TRY();
	{
		status = r.status;
		*retryable = (r.status != LLM_OK) && llm_response_retryable(http_status, &r);
		if (r.prompt_tokens >= 0)
			call->tokens_in = r.prompt_tokens;
		if (r.completion_tokens >= 0)
			call->tokens_out = r.completion_tokens;
		if (r.status == LLM_OK && !outside_text_valid(r.content, strlen(r.content)))
		{
			/* never run, stored or returned: a receipt holding it could not be restored */
			status = LLM_ERR_JSON;
			*retryable = false;
			call->failure = psprintf("the model's reply is not valid %s (the database encoding), so it was not used",
									 GetDatabaseEncodingName());
		}
		else if (r.status == LLM_OK)
		{
			/* an endpoint that echoes the Authorization header must not get the key into a query */
			call->content = model_scrub(r.content);
			call->failure = NULL;
		}
		else
			call->failure = outside_text_repaired(response_failure(http_status, &r));
	}
	PG_FINALLY();
	{
		llm_response_free(&r);
	}
	PG_END_TRY();
	return status;
}

/*
 * One chat call on the tier model_route chose: retries on 408/429/5xx and
 * broken connections, honouring Retry-After, bounded by
 * nl2sql_heal.model_max_retries and by the call's time limit (the smaller
 * of nl2sql_heal.model_timeout and what the statement has left).  Never
 * raises for a failure of the model service: call->ok and call->failure say
 * what happened.  A cancel or the statement's timeout raises as usual.
 */
void
model_chat(ModelCall *call, const char *system_prompt, const char *user_prompt,
		   int max_tokens, int max_tokens_reasoning)
{
	LlmRequest	req;
	char	   *volatile url = NULL;
	char	   *body;
	char	   *volatile auth = NULL;
	TimestampTz start = GetCurrentTimestamp();
	TimestampTz deadline;
	long		budget = model_timeout_ms;
	long		stmt_left = statement_ms_left();
	bool		stmt_bound = false;

	call->ok = false;
	call->tries = 0;
	if (stmt_left >= 0 && stmt_left < budget)
	{
		budget = Max(stmt_left, 1);
		stmt_bound = true;
	}
	deadline = TimestampTzPlusMilliseconds(start, budget);

	{
		char	   *failure;

		call_key = model_current_key(&failure);
		if (failure)
		{
			call->failure = failure;
			return;
		}
	}

	memset(&req, 0, sizeof(req));
	req.provider = model_provider == MODEL_PROVIDER_AZURE ? LLM_PROVIDER_AZURE : LLM_PROVIDER_OPENAI;
	req.endpoint = model_endpoint;
	req.deployment = call->deployment;
	req.api_version = model_api_version;
	req.reasoning = call->reasoning;
	req.max_tokens = call->reasoning ? max_tokens_reasoning : max_tokens;
	req.system_prompt = system_prompt;
	req.user_prompt = user_prompt;

	PG_TRY();
	{
		url = model_take_malloced(llm_build_url(&req));
		if (url == NULL)
		{
			call->failure = pstrdup(model_provider == MODEL_PROVIDER_AZURE && unset(call->deployment)
									? "Azure OpenAI needs a deployment name (nl2sql_heal.model_deployment)"
									: "nl2sql_heal.model_endpoint is not a usable http(s) base URL");
			goto done;
		}
		body = model_take_malloced(llm_build_body(&req));
		if (body == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_OUT_OF_MEMORY),
					 errmsg("out of memory while building the model request")));
		if (call_key)
			auth = psprintf("%s%s", llm_auth_header_prefix(req.provider), call_key);

		for (;;)
		{
			HttpReply	reply;
			long		left = TimestampDifferenceMilliseconds(GetCurrentTimestamp(), deadline);
			bool		retryable = false;
			long		wait_ms;

			if (left <= 0)
			{
				if (call->failure == NULL)
					call->failure = psprintf("the model endpoint did not answer within %ld ms", budget);
				break;
			}
			call->tries++;
			model_http_post(url, auth, body, left, MODEL_CONNECT_TIMEOUT_MS,
							(size_t) model_max_response_bytes, &reply);
			if (reply.error)
			{
				call->http_status = 0;
				call->failure = model_scrub(reply.error);
				if (reply.timed_out)
				{
					call->failure = psprintf("the model endpoint did not answer within %ld ms%s", budget,
											 stmt_bound ? " (the time the statement had left)"
											 : " (nl2sql_heal.model_timeout)");
					break;
				}
				retryable = reply.connection_error;
			}
			else
			{
				call->http_status = reply.status;
				if (model_parse(call, reply.status, reply.body, reply.len, &retryable) == LLM_OK)
				{
					call->ok = true;
					break;
				}
			}
			if (!retryable || call->tries > model_max_retries)
				break;

			/* Wait as told (Retry-After), else back off; never past the deadline. */
			if (reply.error == NULL && reply.retry_after_ms >= 0)
				wait_ms = reply.retry_after_ms;
			else
				wait_ms = Min(MODEL_BACKOFF_BASE_MS << Min(call->tries - 1, 8), MODEL_BACKOFF_MAX_MS);
			left = TimestampDifferenceMilliseconds(GetCurrentTimestamp(), deadline);
			if (wait_ms >= left)
			{
				call->failure = psprintf("%s; a retry after %ld ms would pass the call's time limit (%ld ms)",
										 call->failure, wait_ms, budget);
				break;
			}
			model_sleep(wait_ms);
		}
done:
		;
	}
	PG_FINALLY();
	{
		if (auth)
		{
			explicit_bzero(auth, strlen(auth));
			pfree(auth);
		}
		if (call_key)
		{
			explicit_bzero(call_key, strlen(call_key));
			pfree(call_key);
			call_key = NULL;
		}
	}
	PG_END_TRY();
	if (url == NULL)
		return;

	/*
	 * When the statement's deadline was the limit, its timer is about to
	 * fire: let it, so the caller sees PostgreSQL's own timeout message.
	 */
	if (!call->ok && stmt_bound &&
		TimestampDifferenceMilliseconds(GetCurrentTimestamp(), deadline) <= 0)
		model_sleep(1000);

	call->ms = (double) (GetCurrentTimestamp() - start) / 1000.0;
}

/* The cost of a call, for the attempt it produced. */
RepairModelInfo *
model_call_info(const ModelCall *call)
{
	RepairModelInfo *info = palloc0(sizeof(RepairModelInfo));

	info->deployment = pstrdup(call->deployment ? call->deployment : "");
	info->ms = call->ms;
	info->tokens_in = call->tokens_in;
	info->tokens_out = call->tokens_out;
	return info;
}

/*
 * The note that says what of the sensitive columns was kept out of a
 * prompt: literals in queries, values in error texts, sample values.
 */
char *
sensitive_prompt_note(const SensitiveSet *set, int literals, bool error_values, int samples)
{
	StringInfoData buf;
	StringInfoData what;
	ListCell   *lc;

	initStringInfo(&what);
	if (literals > 0)
		appendStringInfo(&what, "%d literal%s that go%s with them (as placeholders; those the reply used were put back before it ran)",
						 literals, literals == 1 ? "" : "s", literals == 1 ? "es" : "");
	if (error_values)
		appendStringInfo(&what, "%svalues quoted in error messages", what.len ? "; " : "");
	if (samples > 0)
		appendStringInfo(&what, "%ssample values of %d column%s", what.len ? "; " : "", samples,
						 samples == 1 ? "" : "s");
	initStringInfo(&buf);
	appendStringInfoString(&buf, "Values of sensitive columns were masked in the model's prompt");
	if (set->unknown)
		appendStringInfoString(&buf, " (the labels could not be read, so all values were)");
	else if (set->qualified != NIL)
	{
		appendStringInfoString(&buf, " (");
		foreach(lc, set->qualified)
			appendStringInfo(&buf, "%s%s", foreach_current_index(lc) > 0 ? ", " : "", (char *) lfirst(lc));
		appendStringInfoChar(&buf, ')');
	}
	appendStringInfo(&buf, ": %s.", what.data);
	return buf.data;
}

/* The repair source is usable when a model is configured. */
static bool
model_available(char **why)
{
	return model_configured(why);
}

/* "deployment X, N ms, a+b tokens" */
static char *
call_summary(const ModelCall *call)
{
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfo(&buf, "deployment \"%s\", %.0f ms", call->deployment, call->ms);
	if (call->tokens_in >= 0 && call->tokens_out >= 0)
		appendStringInfo(&buf, ", %ld prompt + %ld completion tokens", call->tokens_in, call->tokens_out);
	if (call->tries > 1)
		appendStringInfo(&buf, ", %d tries", call->tries);
	return buf.data;
}

/*
 * Ask the model for a rewrite: the question, the failing query, the real
 * error (or the zero-row fact and its predicates), the schema re-read now
 * and scoped to the query, the governed metrics, the dialect.  The reply is
 * reduced to one statement; the loop then checks and executes it like any
 * query, so a reply that is not one read-only query ends up rejected.
 */
static bool
model_propose(const RepairRequest *req, RepairProposal *out, List **notes)
{
	ModelCall	call;
	LlmRepairPrompt p;
	const ExecResult *f = req->failure;
	bool		schema_failed = false;
	char	   *schema;
	char	   *user;
	char	   *system;
	char	   *sql;
	bool		multiple = false;
	char	   *label;
	SensitiveSet *sens;
	SensitiveMask mask;
	int			masked = 0;
	int			m_failing = 0;
	int			withheld = 0;
	LlmPriorAttempt *prior = NULL;

	model_route(&call, true);
	if (call.fallback_note)
		*notes = lappend(*notes, call.fallback_note);
	label = psprintf("model:%s", call.tier);

	/* Values of sensitive columns stay here: literals, error values, samples. */
	sens = sensitive_load(req->target);
	schema = model_schema_text(req->target, req->sql, req->question, f, req->named_metrics,
							   sens, &schema_failed, &withheld);
	if (schema_failed)
		*notes = lappend(*notes, "The live schema could not be fully re-read for the model's prompt; "
						 "it was given what could be read.");

	memset(&mask, 0, sizeof(mask));
	memset(&p, 0, sizeof(p));
	p.question = req->question;

	/*
	 * A value any attempt compared with a sensitive column stays masked
	 * wherever a reply moved it: the earlier attempts' literals are known
	 * before the failing query is masked.
	 */
	{
		SensitiveMask scratch;
		ListCell   *lc;
		int			m;

		memset(&scratch, 0, sizeof(scratch));
		foreach(lc, req->prior)
		{
			RepairPrior *r = lfirst(lc);

			(void) sensitive_mask_sql(sens, &scratch, r->sql, r->res->outcome == OUTCOME_EMPTY, &m);
		}
		mask.known = scratch.originals;
	}
	p.failing_sql = sensitive_mask_sql(sens, &mask, req->sql, f->outcome == OUTCOME_EMPTY, &m_failing);
	masked += m_failing;
	if (f->outcome == OUTCOME_ERROR)
	{
		p.sqlstate = f->sqlstate;
		p.message = sensitive_mask_error(sens, &mask, req->sql, f->sqlstate, f->message);
		p.detail = sensitive_mask_error(sens, &mask, req->sql, f->sqlstate, f->detail);
		p.hint = sensitive_mask_error(sens, &mask, req->sql, f->sqlstate, f->hint);
		/* the position counts characters of the query as it was */
		p.position = m_failing > 0 ? 0 : f->position;
	}
	else
	{
		p.zero_rows = true;
		p.predicates = model_predicates_text(p.failing_sql);
	}
	if (req->prior != NIL)
	{
		ListCell   *lc;

		prior = palloc0(sizeof(LlmPriorAttempt) * list_length(req->prior));
		foreach(lc, req->prior)
		{
			RepairPrior *r = lfirst(lc);
			LlmPriorAttempt *a = &prior[foreach_current_index(lc)];
			int			m;

			a->attempt = r->attempt;
			a->repair = r->repair;
			a->sql = sensitive_mask_sql(sens, &mask, r->sql, r->res->outcome == OUTCOME_EMPTY, &m);
			masked += m;
			a->outcome = r->res->outcome == OUTCOME_EMPTY ? "zero rows"
				: r->res->outcome == OUTCOME_REJECTED ? "rejected" : "error";
		}
		p.prior = prior;
		p.nprior = list_length(req->prior);
	}
	for (int i = 0; i < p.nprior; i++)
	{
		RepairPrior *r = list_nth(req->prior, i);

		if (r->res->outcome != OUTCOME_EMPTY)
		{
			prior[i].sqlstate = r->res->sqlstate;
			prior[i].reason = r->res->reason;
			prior[i].message = sensitive_mask_error(sens, &mask, r->sql, r->res->sqlstate, r->res->message);
			prior[i].detail = sensitive_mask_error(sens, &mask, r->sql, r->res->sqlstate, r->res->detail);
		}
	}
	if (masked > 0 || mask.masked_error || withheld > 0)
		*notes = lappend(*notes, sensitive_prompt_note(sens, masked, mask.masked_error, withheld));
	p.schema_text = schema;
	p.metrics_text = model_metrics_text(req->metrics, req->named_metrics);
	p.dialect = "PostgreSQL " PG_MAJORVERSION;

	system = model_take_malloced(llm_build_repair_system_prompt());
	user = model_take_malloced(llm_build_repair_user_prompt(&p, 0));
	if (system == NULL || user == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory while building the model prompt")));
	user = sensitive_scrub_prompt(&mask, user);

	model_chat(&call, system, user, MODEL_SQL_MAX_TOKENS, MODEL_SQL_MAX_TOKENS_REASONING);
	if (!call.ok)
	{
		*notes = lappend(*notes, psprintf("The model (%s, %s) could not propose a rewrite: %s.",
										  label, call_summary(&call), call.failure));
		return false;
	}

	sql = model_take_malloced(llm_extract_sql_ex(call.content, false, &multiple));
	if (sql != NULL && mask.placeholders != NIL)
		sql = sensitive_unmask_sql(&mask, sql);
	if (sql == NULL)
	{
		const char *c = call.content;

		while (*c == ' ' || *c == '\n' || *c == '\t' || *c == '\r')
			c++;
		if (strncmp(c, LLM_NO_REPAIR_REPLY, strlen(LLM_NO_REPAIR_REPLY)) == 0)
			*notes = lappend(*notes, psprintf("The model (%s, %s) found no repair for this failure.",
											  label, call_summary(&call)));
		else
			*notes = lappend(*notes, psprintf("The model's reply (%s, %s) held no SQL query.",
											  label, call_summary(&call)));
		return false;
	}

	if (strcmp(sql, req->sql) == 0)
	{
		*notes = lappend(*notes, psprintf("The model (%s, %s) proposed the failing query unchanged.",
										  label, call_summary(&call)));
		return false;
	}

	out->sql = sql;
	out->source = label;
	out->model = model_call_info(&call);
	out->notes = lappend(out->notes,
						 psprintf("Repaired by %s (%s): the model rewrote the query from the error, "
								  "the live schema and the governed metrics.",
								  label, call_summary(&call)));
	return true;
}

const RepairSource model_repair_source = {
	.name = "model",
	.available = model_available,
	.propose = model_propose,
};
