/*
 * receipts.h — persisting steps and attempts: a step is packed and handed to
 * the receipt writer, or inserted here (receipt_store.h).
 */
#ifndef NL2SQL_HEAL_RECEIPTS_H
#define NL2SQL_HEAL_RECEIPTS_H

#include "heal.h"
#include "executor/spi.h"

#include "receipt_store.h"

extern int	receipts_next_step(int64 receipt_id);
extern int64 receipts_write(int64 receipt_id, int step_no, const HealStep *step);

/* One row of nl2sql_heal.model_calls (ask()'s own model calls). */
typedef struct ModelCallRow
{
	const char *purpose;		/* query, answer */
	const char *tier;
	const char *deployment;
	const char *outcome;
	const char *failure;		/* NULL unless the call got no usable reply */
	double		ms;
	int32		tokens_in;		/* -1: unknown */
	int32		tokens_out;
	int32		tries;
} ModelCallRow;

extern void receipts_write_model_calls(int64 receipt_id, const ModelCallRow *calls, int n,
									   bool committed_apart);

#endif
