/*
 * subxact.h — code that may fail, run in an internal subtransaction, in the
 * shape of PL/Python's plpy_spi.c (PLy_spi_subtransaction_begin / commit /
 * abort): a failure rolls back what the code did and comes back as an
 * ErrorData, with the caller's memory context and resource owner restored.
 *
 *     MemoryContext callercxt = CurrentMemoryContext;
 *     ResourceOwner oldowner = CurrentResourceOwner;
 *
 *     subxact_begin(callercxt);
 *     PG_TRY();
 *     {
 *         ... work ...
 *         subxact_commit(callercxt, oldowner);
 *     }
 *     PG_CATCH();
 *     {
 *         ErrorData *edata = subxact_abort(callercxt, oldowner);
 *         ... report edata, FreeErrorData(edata) ...
 *     }
 *     PG_END_TRY();
 *
 * One policy for interrupts, in subxact_abort: a cancel (query_canceled:
 * pg_cancel_backend, the caller's statement_timeout) belongs to the caller,
 * not to the code inside, and is re-thrown once everything is restored; so is
 * any error caught while the backend is being terminated.  Only a cancel the
 * caller raised itself (its own timer, its own time budget) is handed back.
 */
#ifndef NL2SQL_HEAL_SUBXACT_H
#define NL2SQL_HEAL_SUBXACT_H

#include "postgres.h"

#include "nodes/pg_list.h"
#include "utils/palloc.h"
#include "utils/resowner.h"

/* Start the subtransaction; work inside it allocates in cxt (usually the caller's). */
extern void subxact_begin(MemoryContext cxt);

/* End of the work: commit the subtransaction, back in callercxt and oldowner. */
extern void subxact_commit(MemoryContext callercxt, ResourceOwner oldowner);

/*
 * End of work that must leave nothing behind (a throwaway schema): roll the
 * subtransaction back, back in callercxt and oldowner.
 */
extern void subxact_rollback(MemoryContext callercxt, ResourceOwner oldowner);

/*
 * In PG_CATCH: copy the error (in callercxt), roll the subtransaction back,
 * restore callercxt and oldowner, re-throw a cancel or an error during
 * termination, and return the error for the caller to report.
 */
extern ErrorData *subxact_abort(MemoryContext callercxt, ResourceOwner oldowner);

/* The same, when a cancel may be the caller's own (cancel_is_ours): then it is returned. */
extern ErrorData *subxact_abort_own_cancel(MemoryContext callercxt, ResourceOwner oldowner,
										   bool cancel_is_ours);

/*
 * PostgreSQL's raw parser on sql, in a subtransaction: true with *tree set
 * when it parses; false when it does not, with the parser's error in *error
 * (when error is not NULL; else it is freed).  A cancel is re-thrown.
 */
extern bool subxact_raw_parse(const char *sql, List **tree, ErrorData **error);

#endif							/* NL2SQL_HEAL_SUBXACT_H */
