/*
 * plan_guard.h — the plan-cost guard: nl2sql_heal.max_plan_cost and
 * nl2sql_heal.max_plan_rows.
 */
#ifndef NL2SQL_HEAL_PLAN_GUARD_H
#define NL2SQL_HEAL_PLAN_GUARD_H

#include "target.h"

#include "executor/spi.h"

extern double plan_guard_max_cost;
extern double plan_guard_max_rows;

extern void plan_guard_init(void);
extern bool plan_guard_enabled(void);
extern bool plan_guard_check(double cost, double rows, const char *where, ExecResult *res);
extern Portal plan_guard_cursor_open(SPIPlanPtr plan, const SPIParseOpenOptions *options,
									 ExecResult *res, MemoryContext resultcxt);
extern bool plan_guard_refused(const ExecResult *res);
extern char *plan_guard_note(const ExecResult *res);

#endif
