/*
 * plan_guard.c — refuse a generated query whose plan is too expensive,
 * before it runs.
 *
 * nl2sql_heal.max_plan_cost (planner cost units) and nl2sql_heal.max_plan_rows
 * (estimated rows of the top plan node) are off at 0.  When one is set, each
 * attempt is planned first and refused (outcome rejected, SQLSTATE 54000)
 * when an estimate exceeds its limit.  Locally the plan that is checked is
 * the plan the cursor then runs, so the guard costs nothing but the check;
 * remote targets run EXPLAIN (FORMAT JSON) in the query's own read-only
 * transaction (remote.c).
 */
#include "postgres.h"

#include "plan_guard.h"

#include <float.h>

#include "executor/spi.h"
#include "nodes/plannodes.h"
#include "utils/guc.h"
#include "utils/plancache.h"

double		plan_guard_max_cost = 0;
double		plan_guard_max_rows = 0;

/* The SQLSTATE of a refusal: program_limit_exceeded. */
#define PLAN_GUARD_SQLSTATE "54000"

void
plan_guard_init(void)
{
	DefineCustomRealVariable("nl2sql_heal.max_plan_cost",
							 "Largest planner cost estimate a generated query may have to run.",
							 "In planner cost units (as EXPLAIN shows them); 0 turns the check off.",
							 &plan_guard_max_cost,
							 0, 0, DBL_MAX,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	DefineCustomRealVariable("nl2sql_heal.max_plan_rows",
							 "Largest row estimate of a generated query's top plan node to run it.",
							 "0 turns the check off.",
							 &plan_guard_max_rows,
							 0, 0, DBL_MAX,
							 PGC_USERSET, 0, NULL, NULL, NULL);
}

bool
plan_guard_enabled(void)
{
	return plan_guard_max_cost > 0 || plan_guard_max_rows > 0;
}

/*
 * Check estimates against the limits.  Returns false, with res filled as a
 * refusal, when one is exceeded.  where names the server for remote plans
 * (NULL locally).
 */
bool
plan_guard_check(double cost, double rows, const char *where, ExecResult *res)
{
	const char *setting;
	double		estimate;
	double		limit;

	if (plan_guard_max_cost > 0 && cost > plan_guard_max_cost)
	{
		setting = "nl2sql_heal.max_plan_cost";
		estimate = cost;
		limit = plan_guard_max_cost;
	}
	else if (plan_guard_max_rows > 0 && rows > plan_guard_max_rows)
	{
		setting = "nl2sql_heal.max_plan_rows";
		estimate = rows;
		limit = plan_guard_max_rows;
	}
	else
		return true;

	res->outcome = OUTCOME_REJECTED;
	strlcpy(res->sqlstate, PLAN_GUARD_SQLSTATE, sizeof(res->sqlstate));
	res->message = psprintf("the query's estimated %s %.0f exceeds %s (%.0f)",
							strcmp(setting, "nl2sql_heal.max_plan_cost") == 0 ? "plan cost" : "row count",
							estimate, setting, limit);
	res->detail = psprintf("The planner%s%s estimates a total cost of %.0f and %.0f rows.",
						   where ? " on " : "", where ? where : "", cost, rows);
	res->hint = psprintf("Narrow the query (a filter, a LIMIT), or raise the limit: SET %s = %.0f;",
						 setting, estimate + 1);
	res->position = 0;
	if (res->rows == NULL)
		res->rows = makeStringInfo();
	resetStringInfo(res->rows);
	appendStringInfoString(res->rows, "[]");
	return false;
}

/*
 * Open the cursor for a plan (one statement, made by the caller, which frees
 * it), as SPI_cursor_open does.  With a limit set, the plan is made first
 * and checked: NULL, with res filled as a refusal (in resultcxt), when it is
 * too expensive.  The plan checked is the one the cursor runs (a query
 * without parameters gets the generic plan, kept in its plan source), so
 * nothing is planned twice.
 */
Portal
plan_guard_cursor_open(SPIPlanPtr plan, const SPIParseOpenOptions *options, ExecResult *res,
					   MemoryContext resultcxt)
{
	CachedPlan *cplan;
	double		cost = 0;
	double		rows = 0;
	ListCell   *lc;

	if (!plan_guard_enabled())
		return SPI_cursor_open(NULL, plan, NULL, NULL, options->read_only);

	cplan = SPI_plan_get_cached_plan(plan);
	if (cplan == NULL)
		elog(ERROR, "SPI_plan_get_cached_plan failed");
	foreach(lc, cplan->stmt_list)
	{
		PlannedStmt *stmt = lfirst_node(PlannedStmt, lc);

		if (stmt->canSetTag && stmt->planTree)
		{
			cost = stmt->planTree->total_cost;
			rows = stmt->planTree->plan_rows;
		}
	}
	/* the plan is not saved: SPI took its reference without a resource owner */
	ReleaseCachedPlan(cplan, NULL);

	{
		/* res outlives the SPI connection */
		MemoryContext old = MemoryContextSwitchTo(resultcxt);
		bool		passed = plan_guard_check(cost, rows, NULL, res);

		MemoryContextSwitchTo(old);
		if (!passed)
			return NULL;
	}
	return SPI_cursor_open(NULL, plan, NULL, NULL, options->read_only);
}

/* Was res refused by the guard? */
bool
plan_guard_refused(const ExecResult *res)
{
	return res->outcome == OUTCOME_REJECTED && strcmp(res->sqlstate, PLAN_GUARD_SQLSTATE) == 0;
}

/* The note for a refusal: the estimate, the limit and how to raise it. */
char *
plan_guard_note(const ExecResult *res)
{
	return psprintf("The query was not run: %s. %s", res->message, res->hint ? res->hint : "");
}
