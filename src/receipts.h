/*
 * receipts.h — persisting steps and attempts.
 */
#ifndef NL2SQL_HEAL_RECEIPTS_H
#define NL2SQL_HEAL_RECEIPTS_H

#include "heal.h"
#include "executor/spi.h"

extern void receipts_init(void);
extern SPIPlanPtr prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types);
extern int	receipts_next_step(int64 receipt_id);
extern int64 receipts_write(int64 receipt_id, int step_no, const HealStep *step);
extern void receipts_insert_packed(const char *const *records, const Size *lengths, int n);

/* For other receipt writers (plausibility.c): write as the owner, commit like receipts. */
extern void receipts_become_owner(Oid *save_userid, int *save_sec);
extern bool receipts_only_so_far(void);
extern void receipts_wrote(bool only_receipts);

#endif
