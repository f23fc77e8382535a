/*
 * retention.h — how long receipts, remembered repairs and journal entries
 * are kept (nl2sql_heal.prune_receipts() reads the settings).
 */
#ifndef NL2SQL_HEAL_RETENTION_H
#define NL2SQL_HEAL_RETENTION_H

#include "postgres.h"

/* Define the settings (from _PG_init). */
extern void retention_init(void);

#endif							/* NL2SQL_HEAL_RETENTION_H */
