/*
 * receipts.h — persisting steps and attempts: a step is packed and handed to
 * the receipt writer, or inserted here (receipt_store.h).
 */
#ifndef NL2SQL_HEAL_RECEIPTS_H
#define NL2SQL_HEAL_RECEIPTS_H

#include "heal.h"
#include "executor/spi.h"

/* the tables themselves, for the other writers (plausibility.c, remembered.c) */
#include "receipt_store.h"

extern SPIPlanPtr prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types);
extern int	receipts_next_step(int64 receipt_id);
extern int64 receipts_write(int64 receipt_id, int step_no, const HealStep *step);

#endif
