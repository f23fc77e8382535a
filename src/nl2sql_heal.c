/*
 * nl2sql_heal.c — heal_execute and _PG_init: the entry file, which every
 * other file is below (nothing calls into it).
 */
#include "postgres.h"

#include "pg_compat.h"

#include "access/xact.h"
#include "access/xlog.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/json.h"
#include "utils/jsonb.h"

#include "catalog_fkeys.h"
#include "catalog_relations.h"
#include "execute.h"
#include "heal.h"
#include "model.h"
#include "plan_guard.h"
#include "plausibility.h"
#include "sensitive.h"
#include "policy.h"
#include "receipt_bounds.h"
#include "receipt_store.h"
#include "receipt_writer.h"
#include "receipts.h"
#include "retention.h"
#include "remembered.h"
#include "phase_timing.h"
#include "result_json.h"
#include "remote.h"
#include "rules.h"
#include "source_dialect.h"

PG_MODULE_MAGIC;

/* declared by fmgr.h from 16 on */
PGDLLEXPORT void _PG_init(void);

PG_FUNCTION_INFO_V1(nl2sql_heal_execute);

/*
 * Runs once per backend when the library loads (and in the postmaster when
 * preloaded).  Each module defines its own settings and hooks.
 */
void
_PG_init(void)
{
	heal_init();
	execute_init();
	receipt_store_init();
	receipt_bounds_init();
	retention_init();
	model_init();
	plan_guard_init();
	sensitive_init();
	memory_init();
	rules_init();
	catalog_fkeys_init();
	catalog_relations_init();
	policy_init();
	receipt_writer_init();
	source_dialect_init();
	plausibility_init();
	MarkGUCPrefixReserved("nl2sql_heal");
	policy_guard_init();
}

/* Is s NULL-free but only whitespace? */
static bool
blank(const char *s)
{
	for (; *s; s++)
	{
		if (!isspace((unsigned char) *s))
			return false;
	}
	return true;
}

/*
 * heal_execute(question, sql, target, max_attempts, receipt_id, dialect) → jsonb
 *
 * Raises only for misuse; failures of the generated query are reported in
 * the result.
 */
Datum
nl2sql_heal_execute(PG_FUNCTION_ARGS)
{
	HealStep	step;
	HealTarget *target;
	int			budget;
	int64		receipt_id = 0;
	int			step_no = 1;
	bool		can_write = !XactReadOnly;
	Jsonb	   *rows;
	Jsonb	   *result;

	PHASE_BEGIN(PHASE_CALL);
	if (PG_ARGISNULL(1))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("sql must not be null")));
	memset(&step, 0, sizeof(step));
	step.question = PG_ARGISNULL(0) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(0));
	step.original_sql = text_to_cstring(PG_GETARG_TEXT_PP(1));
	if (blank(step.original_sql))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sql must not be empty")));
	step.target_name = PG_ARGISNULL(2) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(2));
	/* dialect: absent from the 0.1.0 signature */
	step.source_dialect = source_dialect_resolve(PG_NARGS() > 5 && !PG_ARGISNULL(5) ?
												 text_to_cstring(PG_GETARG_TEXT_PP(5)) : NULL);

	budget = heal_repair_max_attempts;
	if (!PG_ARGISNULL(3))
		budget = Max(0, Min(HEAL_MAX_ATTEMPTS_LIMIT, PG_GETARG_INT32(3)));

	/* Misuse is found before anything runs. */
	if (!PG_ARGISNULL(4))
	{
		receipt_id = PG_GETARG_INT64(4);
		/* a step that cannot be recorded would break the receipt's chain */
		if (RecoveryInProgress())
			ereport(ERROR,
					(errcode(ERRCODE_READ_ONLY_SQL_TRANSACTION),
					 errmsg("cannot add a step to receipt " INT64_FORMAT " on a hot standby", receipt_id),
					 errdetail("Receipts are written only on the primary."),
					 errhint("Call heal_execute on the primary, with target naming a foreign server for this standby.")));
		step_no = receipts_next_step(receipt_id);
	}
	if (step.target_name)
	{
		target = remote_target(step.target_name);
		/* receipts record the server's name (a connection string without its password) */
		step.target_name = target->name;
	}
	else
		target = local_target();

	step.can_write = can_write;
	PHASE_BEGIN(PHASE_HEAL);
	heal_run(&step, target, budget);
	PHASE_END(PHASE_HEAL);
	PHASE_BEGIN(PHASE_RESULT_JSON);
	rows = final_rows_jsonb(&step);
	PHASE_END(PHASE_RESULT_JSON);

	PHASE_BEGIN(PHASE_RECEIPT);
	if (can_write)
		receipt_id = receipts_write(receipt_id, step_no, &step);
	else
	{
		step.notes = lappend(step.notes,
							 RecoveryInProgress()
							 ? "No receipt was written: the server is a hot standby, where nothing can be written. "
							 "To keep receipts, call heal_execute on the primary with target naming a foreign server for this standby."
							 : "No receipt was written: the transaction is read-only.");
		receipt_id = 0;
	}
	PHASE_END(PHASE_RECEIPT);

	PHASE_BEGIN(PHASE_RESULT_JSON);
	result = step_result_jsonb(receipt_id, step_no, &step, rows);
	PHASE_END(PHASE_RESULT_JSON);
	PHASE_END(PHASE_CALL);
	PG_RETURN_JSONB_P(result);
}
