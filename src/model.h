/*
 * model.h — the model tier: settings and the model repair source.
 */
#ifndef NL2SQL_HEAL_MODEL_H
#define NL2SQL_HEAL_MODEL_H

#include "repair.h"

typedef enum ModelProvider
{
	MODEL_PROVIDER_NONE,
	MODEL_PROVIDER_OPENAI,
	MODEL_PROVIDER_AZURE
} ModelProvider;

extern int	model_provider;
extern char *model_endpoint;
extern char *model_api_key;
extern char *model_deployment;
extern char *reasoning_deployment;
extern char *model_api_version;
extern int	model_timeout_ms;
extern int	model_max_response_bytes;
extern bool share_sample_values;

extern void model_define_settings(void);

#endif
