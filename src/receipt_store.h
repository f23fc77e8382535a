/*
 * receipt_store.h — the receipt tables (and model_calls): packed records in,
 * as the tables' owner; receipt-only transactions committed asynchronously.
 *
 * Used by both writers (receipts.c in the caller's backend, receipt_writer.c
 * in the background writer); it knows nothing of heal steps.
 */
#ifndef NL2SQL_HEAL_RECEIPT_STORE_H
#define NL2SQL_HEAL_RECEIPT_STORE_H

#include "postgres.h"

#include "datatype/timestamp.h"
#include "lib/stringinfo.h"

/*
 * A step on its way to the tables: packed into one flat buffer, so that the
 * same bytes are inserted here or handed to the receipt writer (receipt_writer.c)
 * and inserted there, by the same code.
 *
 * Layout, native byte order (writer and backend are the same build): a
 * header (int64 receipt_id, int32 step, int32 flags, int64 created_at, str
 * role), then the fields of RECORD_STEP_FIELDS, an int32 count of attempts
 * and the RECORD_ATTEMPT_FIELDS of each; or, for a RECORD_MODEL_CALLS
 * record, an int32 count of calls and the RECORD_MODEL_CALL_FIELDS of each.
 * The lists below are the layout: the packer (receipts.c) and the inserter
 * (receipt_store.c) both walk them, so a new column is one line here (its
 * table column and kind) and the value the packer gives it.
 *
 * Kinds: RK_TEXT is int32 length (-1: NULL) and the bytes with their NUL;
 * RK_TEXTS an int32 count (-1: NULL) and that many texts, stored as text[];
 * RK_OPT_* one byte (0: NULL) and the value when there is one.
 */
#define RECORD_NEW_RECEIPT	0x1
#define RECORD_RAN			0x2
/* a record of model calls (nl2sql_heal.model_calls) instead of a step; receipt_id 0: none */
#define RECORD_MODEL_CALLS	0x4

typedef enum RecordKind
{
	RK_I32, RK_I64, RK_F8, RK_TEXT, RK_TEXTS, RK_OPT_I32, RK_OPT_I64, RK_OPT_F8
} RecordKind;

/* X(enum name, column of nl2sql_heal.steps, kind); question also goes to receipts */
#define RECORD_STEP_FIELDS(X) \
	X(SF_QUESTION, "question", RK_TEXT) \
	X(SF_TARGET, "target", RK_TEXT) \
	X(SF_ORIGINAL_SQL, "original_sql", RK_TEXT) \
	X(SF_FINAL_SQL, "final_sql", RK_TEXT) \
	X(SF_STATUS, "status", RK_TEXT) \
	X(SF_ROW_COUNT, "row_count", RK_I64) \
	X(SF_COLUMNS, "columns", RK_TEXTS) \
	X(SF_ROWS, "rows", RK_TEXT) \
	X(SF_NOTES, "notes", RK_TEXTS)

/* X(enum name, column of nl2sql_heal.attempts, kind) */
#define RECORD_ATTEMPT_FIELDS(X) \
	X(AF_ATTEMPT, "attempt", RK_I32) \
	X(AF_SQL, "sql", RK_TEXT) \
	X(AF_OUTCOME, "outcome", RK_TEXT) \
	X(AF_SQLSTATE, "sqlstate", RK_TEXT) \
	X(AF_MESSAGE, "message", RK_TEXT) \
	X(AF_DETAIL, "detail", RK_TEXT) \
	X(AF_HINT, "hint", RK_TEXT) \
	X(AF_CLASS, "class", RK_TEXT) \
	X(AF_REPAIR, "repair", RK_TEXT) \
	X(AF_DEPLOYMENT, "deployment", RK_TEXT) \
	X(AF_MODEL_MS, "model_ms", RK_OPT_F8) \
	X(AF_TOKENS_IN, "tokens_in", RK_OPT_I32) \
	X(AF_TOKENS_OUT, "tokens_out", RK_OPT_I32) \
	X(AF_ROW_COUNT, "row_count", RK_OPT_I64) \
	X(AF_MS, "ms", RK_F8) \
	X(AF_REASON, "reason", RK_TEXT)

/* X(enum name, column of nl2sql_heal.model_calls, kind) */
#define RECORD_MODEL_CALL_FIELDS(X) \
	X(MF_PURPOSE, "purpose", RK_TEXT) \
	X(MF_TIER, "tier", RK_TEXT) \
	X(MF_DEPLOYMENT, "deployment", RK_TEXT) \
	X(MF_OUTCOME, "outcome", RK_TEXT) \
	X(MF_FAILURE, "failure", RK_TEXT) \
	X(MF_MODEL_MS, "model_ms", RK_F8) \
	X(MF_TOKENS_IN, "tokens_in", RK_OPT_I32) \
	X(MF_TOKENS_OUT, "tokens_out", RK_OPT_I32) \
	X(MF_TRIES, "tries", RK_I32)

#define RECORD_FIELD_ENUM(name, column, kind) name,
typedef enum { RECORD_STEP_FIELDS(RECORD_FIELD_ENUM) SF_COUNT } StepField;
typedef enum { RECORD_ATTEMPT_FIELDS(RECORD_FIELD_ENUM) AF_COUNT } AttemptField;
typedef enum { RECORD_MODEL_CALL_FIELDS(RECORD_FIELD_ENUM) MF_COUNT } ModelCallField;

/* One field's value for the packer; absent: NULL (or, for RK_OPT_*, no value). */
typedef struct RecordValue
{
	bool		present;
	int32		i32;
	int64		i64;
	double		f8;
	const char *text;
	int			ntexts;			/* RK_TEXTS */
	const char *const *texts;
} RecordValue;

/* The record header. */
extern void record_put_header(StringInfo buf, int64 receipt_id, int32 step, int32 flags,
							  TimestampTz created_at, const char *role);
/* Fields in the order of a RECORD_*_FIELDS list: which list is which_fields. */
typedef enum RecordFields
{
	RECORD_FIELDS_STEP, RECORD_FIELDS_ATTEMPT, RECORD_FIELDS_MODEL_CALL
} RecordFields;
extern void record_put_fields(StringInfo buf, RecordFields which, const RecordValue *values);
extern void record_put_count(StringInfo buf, int32 n);

/* nl2sql_heal.synchronous_receipts */
extern bool heal_synchronous_receipts;

/* Define the setting and register the commit callback (from _PG_init). */
extern void receipt_store_init(void);

/* Insert packed records into the tables, as their owner. */
extern void receipts_insert_packed(const char *const *records, const Size *lengths, int n);

/* The OID of nl2sql_heal.<name> (nsp: the extension's schema); an error when it is gone. */
extern Oid	receipt_table_oid(Oid nsp, const char *name);

/*
 * The extension's owner's rights, under the pinned search_path
 * (pinned_path.h): every write the extension makes as its owner (receipts,
 * model calls, verdicts, the journal, remembered repairs) runs between
 * owner_rights_begin and owner_rights_end, so that nothing a DBA attaches to
 * those tables resolves a name through the caller's search_path.
 */
typedef struct OwnerRights
{
	Oid			userid;
	int			sec;
	int			nestlevel;
} OwnerRights;

extern void owner_rights_begin(OwnerRights *o);
extern void owner_rights_end(OwnerRights *o);

/* For every writer of the receipt tables: commit like receipts. */
extern bool receipts_only_so_far(void);
extern void receipts_wrote(bool only_receipts);

#endif							/* NL2SQL_HEAL_RECEIPT_STORE_H */
