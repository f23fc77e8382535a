/*
 * receipt_writer.h — receipts committed by a background writer, out of the
 * caller's transaction (available on PostgreSQL 17 and later, and when the
 * library is preloaded).
 */
#ifndef NL2SQL_HEAL_RECEIPT_WRITER_H
#define NL2SQL_HEAL_RECEIPT_WRITER_H

#include "postgres.h"

#include "pg_compat.h"

extern bool receipt_writer_enabled;

/* Define the settings; reserve the queues while preloading (from _PG_init). */
extern void receipt_writer_init(void);

/* Hand a packed receipt record to the writer; false: write it yourself. */
extern bool receipt_writer_enqueue(const char *record, Size len);
/*
 * The same for a record the caller's transaction is about to lose (it will
 * abort): waits up to a second for a worker to start or for room; false
 * when none takes it.
 */
extern bool receipt_writer_enqueue_apart(const char *record, Size len);
/* Wait until every receipt this session handed over is in the tables. */
extern void receipt_writer_wait_own(void);

#endif
