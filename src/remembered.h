/*
 * remembered.h — remembered repairs: a repaired query's rewrite runs first
 * the next time the same query comes (remembered.c).
 */
#ifndef NL2SQL_HEAL_REMEMBERED_H
#define NL2SQL_HEAL_REMEMBERED_H

#include "heal.h"

extern int	heal_remembered_max;
extern int	heal_remembered_touch_interval_ms;

extern void memory_init(void);

/* heal_run, with a remembered rewrite tried first and a new repair remembered. */
extern void memory_heal_run(HealStep *step, HealTarget *target, int budget, bool can_write);

#endif
