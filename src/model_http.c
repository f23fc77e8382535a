/*
 * model_http.c — one HTTP POST to a model endpoint, done right inside a
 * backend.
 *
 * libcurl's easy interface, with:
 *   - CURLOPT_NOSIGNAL (the backend owns its signals), http and https only,
 *     no redirects followed, no proxy tunnelling of other protocols;
 *   - connect and total timeouts chosen by the caller (never past the
 *     statement's own deadline);
 *   - a progress callback that only notes a pending cancel or terminate and
 *     aborts the transfer: after libcurl returns, everything is released and
 *     CHECK_FOR_INTERRUPTS() raises PostgreSQL's own message;
 *   - a cap on response bytes, enforced in the write callback;
 *   - a wait event around the transfer, visible in pg_stat_activity;
 *   - every malloc'd object (the easy handle, the header list, the response
 *     buffer) released in PG_FINALLY, so an ERROR never leaks them.
 * No callback ever raises an ERROR or allocates with palloc.
 */
#include "postgres.h"


#include <curl/curl.h>

#include "miscadmin.h"
#include "pgstat.h"
#include "utils/wait_event.h"

#include "model_http.h"

/* Longest value kept of a Retry-After header. */
#define RETRY_AFTER_MAX 64

/* State the callbacks share with the caller: malloc'd, never palloc'd. */
typedef struct HttpTransfer
{
	char	   *data;			/* response body (malloc), NUL-terminated */
	size_t		len;
	size_t		cap;
	size_t		max;			/* largest body accepted */
	bool		too_large;
	bool		out_of_memory;
	bool		interrupted;
	char		retry_after[RETRY_AFTER_MAX];
	char		retry_after_ms[RETRY_AFTER_MAX];
} HttpTransfer;

static bool curl_ready = false;

/* Initialise libcurl once per backend. */
static bool
http_global_init(void)
{
	if (!curl_ready)
		curl_ready = (curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK);
	return curl_ready;
}

/* Write callback: append to the buffer, or abort the transfer past the cap. */
static size_t
http_write(char *ptr, size_t size, size_t nmemb, void *userdata)
{
	HttpTransfer *t = (HttpTransfer *) userdata;
	size_t		n = size * nmemb;

	if (n > t->max || t->len > t->max - n)
	{
		t->too_large = true;
		return 0;
	}
	if (t->len + n + 1 > t->cap)
	{
		size_t		cap = t->cap ? t->cap : 16384;
		char	   *grown;

		while (cap < t->len + n + 1)
			cap *= 2;
		if (cap > t->max + 1)
			cap = t->max + 1;
		grown = realloc(t->data, cap);
		if (grown == NULL)
		{
			t->out_of_memory = true;
			return 0;
		}
		t->data = grown;
		t->cap = cap;
	}
	memcpy(t->data + t->len, ptr, n);
	t->len += n;
	t->data[t->len] = '\0';
	return n;
}

/* Copy a header's value (trimmed) into a fixed buffer. */
static void
http_header_value(const char *line, size_t len, size_t namelen, char *dst)
{
	size_t		start = namelen;
	size_t		end = len;
	size_t		n;

	while (start < end && (line[start] == ' ' || line[start] == '\t'))
		start++;
	while (end > start && (line[end - 1] == '\r' || line[end - 1] == '\n' ||
						   line[end - 1] == ' ' || line[end - 1] == '\t'))
		end--;
	n = Min(end - start, RETRY_AFTER_MAX - 1);
	memcpy(dst, line + start, n);
	dst[n] = '\0';
}

/* Header callback: remember Retry-After and retry-after-ms of the last response. */
static size_t
http_header(char *buffer, size_t size, size_t nitems, void *userdata)
{
	HttpTransfer *t = (HttpTransfer *) userdata;
	size_t		len = size * nitems;
	static const char ra[] = "retry-after:";
	static const char ram[] = "retry-after-ms:";

	/* a new status line (after 100 Continue, say) starts a new header block */
	if (len >= 5 && strncmp(buffer, "HTTP/", 5) == 0)
	{
		t->retry_after[0] = '\0';
		t->retry_after_ms[0] = '\0';
	}
	else if (len > sizeof(ra) - 1 && pg_strncasecmp(buffer, ra, sizeof(ra) - 1) == 0)
		http_header_value(buffer, len, sizeof(ra) - 1, t->retry_after);
	else if (len > sizeof(ram) - 1 && pg_strncasecmp(buffer, ram, sizeof(ram) - 1) == 0)
		http_header_value(buffer, len, sizeof(ram) - 1, t->retry_after_ms);
	return len;
}

/*
 * Progress callback: abort when a cancel or terminate is pending.  It only
 * sets a flag; the interrupt is serviced after libcurl has returned.
 */
static int
http_progress(void *clientp, curl_off_t dltotal, curl_off_t dlnow,
			  curl_off_t ultotal, curl_off_t ulnow)
{
	HttpTransfer *t = (HttpTransfer *) clientp;

	if (InterruptPending && (QueryCancelPending || ProcDiePending))
	{
		t->interrupted = true;
		return 1;
	}
	return 0;
}

/* A sentence about a libcurl failure, without the URL. */
static char *
http_failure_text(CURLcode rc, const HttpTransfer *t, const char *errbuf,
				  long timeout_ms, HttpReply *reply)
{
	switch (rc)
	{
		case CURLE_OPERATION_TIMEDOUT:
			reply->timed_out = true;
			return psprintf("the model endpoint did not answer within %ld ms", timeout_ms);
		case CURLE_WRITE_ERROR:
		case CURLE_FILESIZE_EXCEEDED:
			if (t->too_large || rc == CURLE_FILESIZE_EXCEEDED)
			{
				reply->too_large = true;
				return psprintf("the model's response was larger than nl2sql_heal.model_max_response_bytes (%zu bytes) and was cut off",
								t->max);
			}
			if (t->out_of_memory)
				return pstrdup("out of memory while receiving the model's response");
			break;
		case CURLE_UNSUPPORTED_PROTOCOL:
			return pstrdup("the model endpoint must use http or https");
		default:
			break;
	}
	reply->connection_error = (rc == CURLE_COULDNT_CONNECT || rc == CURLE_COULDNT_RESOLVE_HOST ||
							   rc == CURLE_GOT_NOTHING || rc == CURLE_RECV_ERROR ||
							   rc == CURLE_SEND_ERROR || rc == CURLE_SSL_CONNECT_ERROR ||
							   rc == CURLE_PARTIAL_FILE);
	if (errbuf[0] != '\0')
		return psprintf("could not reach the model endpoint: %s", errbuf);
	return psprintf("could not reach the model endpoint: %s", curl_easy_strerror(rc));
}

/* Zero and free a header list that may hold a credential. */
static void
http_free_headers(struct curl_slist *headers)
{
	struct curl_slist *h;

	for (h = headers; h != NULL; h = h->next)
	{
		if (h->data)
			explicit_bzero(h->data, strlen(h->data));
	}
	curl_slist_free_all(headers);
}

/*
 * POST body to url.  auth_header ("Authorization: Bearer ..." or
 * "api-key: ...") may be NULL.  Never raises for a transport or HTTP
 * failure (they land in *reply); a pending cancel or terminate is raised by
 * CHECK_FOR_INTERRUPTS() once everything is released.
 */
void
model_http_post(const char *url, const char *auth_header, const char *body,
				long timeout_ms, long connect_timeout_ms, size_t max_bytes,
				HttpReply *reply)
{
	HttpTransfer *t = palloc0(sizeof(HttpTransfer));
	char	   *errbuf = palloc0(CURL_ERROR_SIZE + 1);
	CURL	   *volatile curl = NULL;
	struct curl_slist *volatile headers = NULL;
	volatile bool waiting = false;

	memset(reply, 0, sizeof(*reply));
	reply->retry_after_ms = -1;
	t->max = max_bytes;

	if (!http_global_init())
	{
		reply->error = pstrdup("libcurl could not be initialised");
		return;
	}

	PG_TRY();
	{
		struct curl_slist *h = NULL;
		CURLcode	rc;
		bool		setup_ok = true;

		curl = curl_easy_init();
		if (curl != NULL)
		{
			h = curl_slist_append(h, "Content-Type: application/json");
			if (h)
				headers = h;
			/* no "Expect: 100-continue" pause before large bodies */
			h = h ? curl_slist_append(h, "Expect:") : NULL;
			if (h && auth_header)
				h = curl_slist_append(h, auth_header);
			if (h)
				headers = h;
			else
				setup_ok = false;
		}
		else
			setup_ok = false;

		if (setup_ok)
		{
#if LIBCURL_VERSION_NUM >= 0x075500
			setup_ok &= curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https") == CURLE_OK;
#else
			setup_ok &= curl_easy_setopt(curl, CURLOPT_PROTOCOLS, (long) (CURLPROTO_HTTP | CURLPROTO_HTTPS)) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS, (long) (CURLPROTO_HTTP | CURLPROTO_HTTPS)) == CURLE_OK;
#endif
			setup_ok &= curl_easy_setopt(curl, CURLOPT_URL, url) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, Max(timeout_ms, 1L)) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS,
										 Max(Min(connect_timeout_ms, timeout_ms), 1L)) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_POST, 1L) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t) strlen(body)) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_USERAGENT, "nl2sql_heal/0.1") == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t) max_bytes) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, http_write) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_WRITEDATA, t) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, http_header) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_HEADERDATA, t) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, http_progress) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_XFERINFODATA, t) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L) == CURLE_OK;
			setup_ok &= curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errbuf) == CURLE_OK;
		}

		if (!setup_ok)
			reply->error = pstrdup("could not set up the HTTP request (libcurl)");
		else
		{
			waiting = true;
			pgstat_report_wait_start(PG_WAIT_EXTENSION);
			rc = curl_easy_perform(curl);
			pgstat_report_wait_end();
			waiting = false;

			if (t->interrupted)
				reply->error = pstrdup("the model call was interrupted");
			else if (rc != CURLE_OK)
				reply->error = http_failure_text(rc, t, errbuf, timeout_ms, reply);
			else
			{
				long		status = 0;

				curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
				reply->status = status;
				reply->len = t->len;
				reply->body = palloc(t->len + 1);
				if (t->len > 0)
					memcpy(reply->body, t->data, t->len);
				reply->body[t->len] = '\0';
				if (t->retry_after_ms[0] != '\0')
				{
					char	   *end;
					double		ms = strtod(t->retry_after_ms, &end);

					if (end != t->retry_after_ms && ms >= 0 && ms < 86400000.0)
						reply->retry_after_ms = (long) ms;
				}
				if (reply->retry_after_ms < 0 && t->retry_after[0] != '\0')
					reply->retry_after_ms = llm_parse_retry_after(t->retry_after);
			}
		}
	}
	PG_FINALLY();
	{
		if (waiting)
			pgstat_report_wait_end();
		if (headers)
			http_free_headers(headers);
		if (curl)
			curl_easy_cleanup(curl);
		free(t->data);
		t->data = NULL;
	}
	PG_END_TRY();

	/* Released everything: now let PostgreSQL raise its own cancel message. */
	if (t->interrupted)
		CHECK_FOR_INTERRUPTS();
	pfree(errbuf);
	pfree(t);
}
