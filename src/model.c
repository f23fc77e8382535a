/*
 * model.c — the model tier's settings and repair source.
 *
 * The endpoint, key and provider can leak data and credentials, so they are
 * superuser-only; the key is never shown to other roles.
 */
#include "model.h"

#include "utils/guc.h"

int			model_provider = MODEL_PROVIDER_NONE;
char	   *model_endpoint = NULL;
char	   *model_api_key = NULL;
char	   *model_deployment = NULL;
char	   *reasoning_deployment = NULL;
char	   *model_api_version = NULL;
int			model_timeout_ms = 30000;
int			model_max_response_bytes = 4 * 1024 * 1024;
bool		share_sample_values = false;

static const struct config_enum_entry provider_options[] = {
	{"none", MODEL_PROVIDER_NONE, false},
	{"openai", MODEL_PROVIDER_OPENAI, false},
	{"azure", MODEL_PROVIDER_AZURE, false},
	{NULL, 0, false}
};

/* Define the nl2sql_heal.model_* settings (called from _PG_init). */
void
model_define_settings(void)
{
	DefineCustomEnumVariable("nl2sql_heal.model_provider",
							 "Model provider for repairs rules cannot make: none, openai or azure.",
							 NULL, &model_provider, MODEL_PROVIDER_NONE, provider_options,
							 PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_endpoint",
							   "Base URL of the model endpoint.",
							   NULL, &model_endpoint, "",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_api_key",
							   "API key of the model endpoint.",
							   NULL, &model_api_key, "",
							   PGC_SUSET, GUC_SUPERUSER_ONLY | GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE,
							   NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_deployment",
							   "Standard model (OpenAI-compatible) or deployment (Azure).",
							   NULL, &model_deployment, "",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.reasoning_deployment",
							   "Reasoning-tier model or deployment; empty falls back to the standard one.",
							   NULL, &reasoning_deployment, "",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("nl2sql_heal.model_api_version",
							   "Azure OpenAI api-version.",
							   NULL, &model_api_version, "2024-10-21",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.model_timeout",
							"Time limit of each model call.",
							NULL, &model_timeout_ms, 30000, 100, 600000,
							PGC_SUSET, GUC_UNIT_MS, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.model_max_response_bytes",
							"Largest model response accepted.",
							NULL, &model_max_response_bytes, 4 * 1024 * 1024, 1024, 256 * 1024 * 1024,
							PGC_SUSET, GUC_UNIT_BYTE, NULL, NULL, NULL);
	DefineCustomBoolVariable("nl2sql_heal.share_sample_values",
							 "May column sample values be sent to the model.",
							 NULL, &share_sample_values, false,
							 PGC_SUSET, 0, NULL, NULL, NULL);
}

/* Is a model configured?  If not, say how to configure one. */
static bool
model_available(char **why)
{
	if (model_provider == MODEL_PROVIDER_NONE)
	{
		*why = "Rules are the only repair source here: no model is configured "
			"(nl2sql_heal.model_provider = none). A superuser can set nl2sql_heal.model_provider, "
			"nl2sql_heal.model_endpoint and nl2sql_heal.model_deployment to let a model propose repairs.";
		return false;
	}
	*why = "The model tier is configured but this build has no model client yet; only rules were tried.";
	return false;
}

/* No model client in this build: never proposes. */
static bool
model_propose(const RepairRequest *req, RepairProposal *out, List **notes)
{
	return false;
}

const RepairSource model_repair_source = {
	.name = "model",
	.available = model_available,
	.propose = model_propose,
};
