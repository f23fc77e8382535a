/*
 * remembered.h — remembered repairs: the first repair source the heal loop
 * asks (memory_repair_source in repair.h); a repaired query's rewrite is
 * proposed first the next time the same query fails (remembered.c).
 */
#ifndef NL2SQL_HEAL_REMEMBERED_H
#define NL2SQL_HEAL_REMEMBERED_H

#include "repair.h"

extern int	heal_remembered_max;
extern int	heal_remembered_touch_interval_ms;

extern void memory_init(void);

#endif
