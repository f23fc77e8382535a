/*
 * plan_guard.h — the plan-cost guard: nl2sql_heal.max_plan_cost and
 * nl2sql_heal.max_plan_rows.
 */
#ifndef NL2SQL_HEAL_PLAN_GUARD_H
#define NL2SQL_HEAL_PLAN_GUARD_H

#include "target.h"

#include "nodes/plannodes.h"

extern double plan_guard_max_cost;
extern double plan_guard_max_rows;
extern bool plan_guard_refuse_unestimated;

extern void plan_guard_init(void);
extern bool plan_guard_enabled(void);
extern bool plan_guard_check(double cost, double rows, const char *where, ExecResult *res);
extern bool plan_guard_check_plan(PlannedStmt *stmt, ExecResult *res, MemoryContext resultcxt);
extern bool plan_guard_refused(const ExecResult *res);
extern char *plan_guard_note(const ExecResult *res);

#endif
