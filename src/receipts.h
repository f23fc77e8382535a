/*
 * receipts.h — persisting steps and attempts.
 */
#ifndef NL2SQL_HEAL_RECEIPTS_H
#define NL2SQL_HEAL_RECEIPTS_H

#include "heal.h"

extern void receipts_init(void);
extern int	receipts_next_step(int64 receipt_id);
extern int64 receipts_write(int64 receipt_id, int step_no, const HealStep *step);

#endif
