/*
 * receipts.c — persist every step and attempt in the receipt tables.
 *
 * The tables are written only by the extension, as their owner (callers
 * hold SELECT only, and row-level security shows each role its own rows).
 * Statements are prepared once per backend and kept.
 */
#include "receipts.h"

#include "access/xact.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"

static SPIPlanPtr plan_new_receipt;
static SPIPlanPtr plan_lock_receipt;
static SPIPlanPtr plan_read_receipt;
static SPIPlanPtr plan_next_step;
static SPIPlanPtr plan_insert_step;
static SPIPlanPtr plan_insert_attempt;

/* Prepare a statement once and keep it for the life of the backend. */
static SPIPlanPtr
prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types)
{
	if (*slot == NULL)
	{
		SPIPlanPtr	plan = SPI_prepare(sql, nargs, types);

		if (plan == NULL)
			elog(ERROR, "could not prepare receipt statement: %s",
				 SPI_result_code_string(SPI_result));
		SPI_keepplan(plan);
		*slot = plan;
	}
	return *slot;
}

/* The owner of nl2sql_heal.receipts: the role the extension writes as. */
static Oid
receipts_owner(void)
{
	Oid			nsp = get_namespace_oid("nl2sql_heal", false);
	Oid			rel = get_relname_relid("receipts", nsp);
	HeapTuple	tup;
	Oid			owner;

	if (!OidIsValid(rel))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table nl2sql_heal.receipts does not exist"),
				 errhint("Reinstall the extension with DROP EXTENSION nl2sql_heal; CREATE EXTENSION nl2sql_heal;")));
	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(rel));
	if (!HeapTupleIsValid(tup))
		elog(ERROR, "cache lookup failed for relation %u", rel);
	owner = ((Form_pg_class) GETSTRUCT(tup))->relowner;
	ReleaseSysCache(tup);
	return owner;
}

/* The calling role's name. */
static char *
caller_name(void)
{
	return GetUserNameFromId(GetUserId(), false);
}

/* Switch to the owner for receipt writes; returns what to restore. */
static void
become_owner(Oid *save_userid, int *save_sec)
{
	GetUserIdAndSecContext(save_userid, save_sec);
	SetUserIdAndSecContext(receipts_owner(),
						   *save_sec | SECURITY_LOCAL_USERID_CHANGE | SECURITY_RESTRICTED_OPERATION);
}

/* A text[] datum from a list of C strings. */
static Datum
text_array(List *strings)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(list_length(strings), 1));
	ListCell   *lc;
	int			i = 0;

	foreach(lc, strings)
		elems[i++] = CStringGetTextDatum(lfirst(lc));
	return PointerGetDatum(construct_array(elems, i, TEXTOID, -1, false, TYPALIGN_INT));
}

/*
 * Check that a receipt exists and belongs to the caller (superusers may add
 * to any), lock it against concurrent steps, and return the next step number.
 */
int
receipts_next_step(int64 receipt_id)
{
	Oid			save_userid;
	int			save_sec;
	char	   *me = caller_name();
	bool		superuser_caller = superuser();
	int			next = 1;
	Oid			types[1] = {INT8OID};
	Datum		values[1];
	bool		isnull;
	char	   *owner_name = NULL;

	values[0] = Int64GetDatum(receipt_id);
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	become_owner(&save_userid, &save_sec);
	PG_TRY();
	{
		/* lock the receipt against concurrent steps, unless nothing can be written anyway */
		SPIPlanPtr	plan = XactReadOnly
			? prepare_kept(&plan_read_receipt,
						   "SELECT role_name::text FROM nl2sql_heal.receipts WHERE receipt_id OPERATOR(pg_catalog.=) $1",
						   1, types)
			: prepare_kept(&plan_lock_receipt,
						   "SELECT role_name::text FROM nl2sql_heal.receipts WHERE receipt_id OPERATOR(pg_catalog.=) $1 FOR UPDATE",
						   1, types);

		if (SPI_execute_plan(plan, values, NULL, false, 1) != SPI_OK_SELECT)
			elog(ERROR, "could not read receipt");
		if (SPI_processed == 1)
		{
			owner_name = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);
			prepare_kept(&plan_next_step,
						 "SELECT COALESCE(pg_catalog.max(step), 0) OPERATOR(pg_catalog.+) 1 "
						 "  FROM nl2sql_heal.steps WHERE receipt_id OPERATOR(pg_catalog.=) $1",
						 1, types);
			if (SPI_execute_plan(plan_next_step, values, NULL, false, 1) != SPI_OK_SELECT)
				elog(ERROR, "could not read receipt steps");
			next = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
		}
	}
	PG_FINALLY();
	{
		SetUserIdAndSecContext(save_userid, save_sec);
	}
	PG_END_TRY();
	SPI_finish();

	/* Same message for "missing" and "not yours": receipts of others are invisible. */
	if (owner_name == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("receipt " INT64_FORMAT " does not exist", receipt_id),
				 errhint("Pass receipt_id => NULL to start a new receipt.")));
	if (strcmp(owner_name, me) != 0 && !superuser_caller)
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied for receipt " INT64_FORMAT, receipt_id),
				 errdetail("The receipt belongs to role \"%s\".", owner_name)));
	return next;
}

/*
 * Write the step (and the receipt, when receipt_id is 0) and all attempts.
 * Returns the receipt id.
 */
int64
receipts_write(int64 existing_receipt_id, int step_no, const HealStep *step)
{
	volatile int64 receipt_id = existing_receipt_id;
	Oid			save_userid;
	int			save_sec;
	char	   *me = caller_name();
	const HealAttempt *final = &step->attempts[step->final];
	int			i;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	become_owner(&save_userid, &save_sec);
	PG_TRY();
	{
		if (receipt_id == 0)
		{
			Oid			types[2] = {NAMEOID, TEXTOID};
			Datum		values[2];
			char		nulls[2] = {' ', step->question ? ' ' : 'n'};
			bool		isnull;

			values[0] = DirectFunctionCall1(namein, CStringGetDatum(me));
			values[1] = step->question ? CStringGetTextDatum(step->question) : (Datum) 0;
			prepare_kept(&plan_new_receipt,
						 "INSERT INTO nl2sql_heal.receipts (role_name, question) VALUES ($1, $2) RETURNING receipt_id",
						 2, types);
			if (SPI_execute_plan(plan_new_receipt, values, nulls, false, 1) != SPI_OK_INSERT_RETURNING)
				elog(ERROR, "could not write receipt");
			receipt_id = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
		}

		{
			Oid			types[12] = {INT8OID, INT4OID, NAMEOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID,
			TEXTOID, INT8OID, TEXTARRAYOID, TEXTOID, TEXTARRAYOID};
			Datum		values[12];
			char		nulls[13] = "            ";
			List	   *columns = NIL;
			bool		ran = final->res.outcome == OUTCOME_OK || final->res.outcome == OUTCOME_EMPTY;

			for (i = 0; i < final->res.ncolumns; i++)
				columns = lappend(columns, final->res.columns[i]);
			values[0] = Int64GetDatum(receipt_id);
			values[1] = Int32GetDatum(step_no);
			values[2] = DirectFunctionCall1(namein, CStringGetDatum(me));
			values[3] = step->question ? CStringGetTextDatum(step->question) : (Datum) 0;
			nulls[3] = step->question ? ' ' : 'n';
			values[4] = step->target_name ? CStringGetTextDatum(step->target_name) : (Datum) 0;
			nulls[4] = step->target_name ? ' ' : 'n';
			values[5] = CStringGetTextDatum(step->original_sql);
			values[6] = CStringGetTextDatum(final->sql);
			values[7] = CStringGetTextDatum(heal_status_name(step->status));
			values[8] = Int64GetDatum(ran ? final->res.row_count : 0);
			values[9] = text_array(columns);
			nulls[9] = ran ? ' ' : 'n';
			values[10] = CStringGetTextDatum(ran && final->res.rows ? final->res.rows->data : "[]");
			nulls[10] = ran ? ' ' : 'n';
			values[11] = text_array(step->notes);
			nulls[11] = step->notes ? ' ' : 'n';
			prepare_kept(&plan_insert_step,
						 "INSERT INTO nl2sql_heal.steps (receipt_id, step, role_name, question, target, "
						 "  original_sql, final_sql, status, row_count, columns, rows, notes) "
						 "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::pg_catalog.jsonb, $12)",
						 12, types);
			if (SPI_execute_plan(plan_insert_step, values, nulls, false, 0) != SPI_OK_INSERT)
				elog(ERROR, "could not write receipt step");
		}

		for (i = 0; i < step->nattempts; i++)
		{
			const HealAttempt *a = &step->attempts[i];
			Oid			types[14] = {INT8OID, INT4OID, INT4OID, NAMEOID, TEXTOID, TEXTOID, TEXTOID,
			TEXTOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID, INT8OID, FLOAT8OID};
			Datum		values[14];
			char		nulls[15] = "              ";
			bool		ran = a->res.outcome == OUTCOME_OK || a->res.outcome == OUTCOME_EMPTY;

			values[0] = Int64GetDatum(receipt_id);
			values[1] = Int32GetDatum(step_no);
			values[2] = Int32GetDatum(a->attempt);
			values[3] = DirectFunctionCall1(namein, CStringGetDatum(me));
			values[4] = CStringGetTextDatum(a->sql);
			values[5] = CStringGetTextDatum(outcome_name(a->res.outcome));
			values[6] = CStringGetTextDatum(a->res.sqlstate);
			values[7] = a->res.message ? CStringGetTextDatum(a->res.message) : (Datum) 0;
			nulls[7] = a->res.message ? ' ' : 'n';
			values[8] = a->res.detail ? CStringGetTextDatum(a->res.detail) : (Datum) 0;
			nulls[8] = a->res.detail ? ' ' : 'n';
			values[9] = a->res.hint ? CStringGetTextDatum(a->res.hint) : (Datum) 0;
			nulls[9] = a->res.hint ? ' ' : 'n';
			values[10] = CStringGetTextDatum(a->res.outcome == OUTCOME_OK ? "" :
											 a->repairable ? "repairable" : "not_repairable");
			nulls[10] = a->res.outcome == OUTCOME_OK ? 'n' : ' ';
			values[11] = a->repair ? CStringGetTextDatum(a->repair) : (Datum) 0;
			nulls[11] = a->repair ? ' ' : 'n';
			values[12] = Int64GetDatum(a->res.row_count);
			nulls[12] = ran ? ' ' : 'n';
			values[13] = Float8GetDatum(a->res.ms);
			prepare_kept(&plan_insert_attempt,
						 "INSERT INTO nl2sql_heal.attempts (receipt_id, step, attempt, role_name, sql, outcome, "
						 "  sqlstate, message, detail, hint, class, repair, row_count, ms) "
						 "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
						 14, types);
			if (SPI_execute_plan(plan_insert_attempt, values, nulls, false, 0) != SPI_OK_INSERT)
				elog(ERROR, "could not write receipt attempt");
		}
	}
	PG_FINALLY();
	{
		SetUserIdAndSecContext(save_userid, save_sec);
	}
	PG_END_TRY();
	SPI_finish();
	return receipt_id;
}
