/*
 * receipts.h — persisting steps and attempts.
 */
#ifndef NL2SQL_HEAL_RECEIPTS_H
#define NL2SQL_HEAL_RECEIPTS_H

#include "heal.h"

extern void receipts_init(void);
extern int	receipts_next_step(int64 receipt_id);
extern int64 receipts_write(int64 receipt_id, int step_no, const HealStep *step);

/* For other receipt writers (plausibility.c): write as the owner, commit like receipts. */
extern void receipts_become_owner(Oid *save_userid, int *save_sec);
extern bool receipts_only_so_far(void);
extern void receipts_wrote(bool only_receipts);

#endif
