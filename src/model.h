/*
 * model.h — the model tier: settings, the tier router, one chat call with
 * retries, the model repair source, and the scoped schema for prompts.
 */
#ifndef NL2SQL_HEAL_MODEL_H
#define NL2SQL_HEAL_MODEL_H

#include "repair.h"
#include "llm_wire.h"

typedef enum ModelProvider
{
	MODEL_PROVIDER_NONE,
	MODEL_PROVIDER_OPENAI,
	MODEL_PROVIDER_AZURE
} ModelProvider;

extern int	model_provider;
extern char *model_endpoint;
extern char *model_api_key;
extern char *model_api_key_file;
extern char *model_deployment;
extern char *reasoning_deployment;
extern char *model_api_version;
extern int	model_timeout_ms;
extern int	model_max_response_bytes;
extern int	model_max_retries;

/* Output token limits per purpose: standard (max_tokens) and reasoning (max_completion_tokens). */
#define MODEL_SQL_MAX_TOKENS		2048
#define MODEL_SQL_MAX_TOKENS_REASONING	16384
#define MODEL_ANSWER_MAX_TOKENS		512
#define MODEL_ANSWER_MAX_TOKENS_REASONING	4096

/* One chat call: the tier chosen, then what came back.  Strings are palloc'd. */
typedef struct ModelCall
{
	bool		reasoning;		/* reasoning-style body (max_completion_tokens, no temperature) */
	const char *tier;			/* "reasoning" or "standard" */
	const char *deployment;
	char	   *fallback_note;	/* the reasoning tier was wanted but is not configured */

	bool		ok;				/* content holds a usable reply */
	char	   *content;
	char	   *failure;		/* why there is no usable reply: a clause, no key, no URL */
	long		http_status;	/* of the last try; 0 when none answered */
	int			tries;
	double		ms;				/* all tries and waits */
	long		tokens_in;		/* -1 when unknown */
	long		tokens_out;
} ModelCall;

extern void model_init(void);
extern bool model_configured(char **why);
extern void model_route(ModelCall *call, bool want_reasoning);
extern void model_chat(ModelCall *call, const char *system_prompt, const char *user_prompt,
					   int max_tokens, int max_tokens_reasoning);
extern char *model_take_malloced(char *m);
extern char *model_scrub(const char *text);
extern void model_scrub_result(ExecResult *res);
extern RepairModelInfo *model_call_info(const ModelCall *call);

struct SensitiveSet;

/* model_schema.c: the prompt's grounding, read as the calling role. */
extern bool share_sample_values;
extern void model_schema_init(void);
extern char *model_schema_text(HealTarget *target, const char *sql, const char *question,
							   const ExecResult *failure, List *named_metrics,
							   const struct SensitiveSet *sens, bool *failed, int *withheld);
extern char *model_metrics_text(List *metrics, List *named);
extern char *model_predicates_text(const char *sql);

#endif
