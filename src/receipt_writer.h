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

/* From _PG_init while shared_preload_libraries is processed. */
extern void receipt_writer_preload(void);
/* Define the settings every backend has. */
extern void receipt_writer_define_settings(void);

/* Hand a packed receipt record to the writer; false: write it yourself. */
extern bool receipt_writer_enqueue(const char *record, Size len);
/* Wait until every receipt this session handed over is in the tables. */
extern void receipt_writer_wait_own(void);

#endif
