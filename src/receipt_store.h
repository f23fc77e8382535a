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

/*
 * A step on its way to the tables: packed into one flat buffer, so that the
 * same bytes are inserted here or handed to the receipt writer (receipt_writer.c)
 * and inserted there, by the same code.
 *
 * Layout, native byte order (writer and backend are the same build):
 *   int64 receipt_id, int32 step, int32 flags, int64 created_at,
 *   str role, question, target, original_sql, final_sql, status,
 *   int64 row_count, int32 ncolumns + str columns..., str rows,
 *   int32 nnotes (-1: none) + str notes..., int32 nattempts, then per attempt
 *   int32 attempt, str sql, outcome, sqlstate, message, detail, hint, class,
 *   repair, deployment, opt float8 model_ms, opt int32 tokens_in, tokens_out,
 *   opt int64 row_count, float8 ms.
 * A str is int32 length (-1: NULL) and the bytes with their terminating NUL;
 * an opt number is one byte (0: NULL) and the value.
 */
#define RECORD_NEW_RECEIPT	0x1
#define RECORD_RAN			0x2
/*
 * A record of model calls (nl2sql_heal.model_calls) instead of a step:
 *   int64 receipt_id (0: none), int32 0, int32 flags, int64 created_at,
 *   str role, int32 ncalls, then per call str purpose, tier, deployment,
 *   outcome, failure, float8 model_ms, opt int32 tokens_in, tokens_out,
 *   int32 tries.
 */
#define RECORD_MODEL_CALLS	0x4


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
