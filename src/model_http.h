/*
 * model_http.h — one HTTP POST to a model endpoint (libcurl), interruptible,
 * bounded in time and size, leak-free when an ERROR unwinds.
 */
#ifndef NL2SQL_HEAL_MODEL_HTTP_H
#define NL2SQL_HEAL_MODEL_HTTP_H

#include "llm_wire.h"

/* What one transfer came to.  Strings are palloc'd. */
typedef struct HttpReply
{
	long		status;			/* HTTP status; 0 when no response came */
	char	   *body;			/* response body (NUL-terminated), NULL when none */
	size_t		len;
	long		retry_after_ms; /* from retry-after-ms or Retry-After; -1 when absent */
	char	   *error;			/* transport failure, one clause without the URL; NULL when a response came */
	bool		timed_out;
	bool		too_large;
	bool		connection_error;	/* connect failed, or the connection broke */
} HttpReply;

extern void model_http_post(const char *url, const char *auth_header, const char *body,
							long timeout_ms, long connect_timeout_ms, size_t max_bytes,
							HttpReply *reply);

#endif
