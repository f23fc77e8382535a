/*
 * plan_guard.c — refuse a generated query whose plan is too expensive,
 * before it runs.
 *
 * nl2sql_heal.max_plan_cost (planner cost units) and nl2sql_heal.max_plan_rows
 * (estimated rows of the top plan node) are off at 0.  When one is set, each
 * attempt is planned first and refused (outcome rejected, SQLSTATE 54000)
 * when an estimate exceeds its limit, or (nl2sql_heal.refuse_unestimated)
 * when the plan holds work the estimate cannot see.  Locally the plan that
 * is checked is the plan that then runs, so the guard costs nothing but the
 * check;
 * remote targets run EXPLAIN (FORMAT JSON) in the query's own read-only
 * transaction (remote.c).
 */
#include "postgres.h"

#include "plan_guard.h"

#include <float.h>

#include "access/transam.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "nodes/plannodes.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/regproc.h"

double		plan_guard_max_cost = 0;
double		plan_guard_max_rows = 0;
bool		plan_guard_refuse_unestimated = true;

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
	DefineCustomBoolVariable("nl2sql_heal.refuse_unestimated",
							 "With a plan limit set, refuse work the planner cannot estimate.",
							 "A recursive WITH query, or a set-returning function whose row count "
							 "is only a default (generate_series with bounds known at run time, "
							 "a function that is not built in).",
							 &plan_guard_refuse_unestimated,
							 true,
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
 * Work the estimate hides.  The planner costs a recursive WITH query by a
 * fixed guess (ten iterations), and a set-returning function by its
 * declared or default row count unless its support function estimates it
 * from constant arguments: generate_series bounded by a subquery or by a
 * LATERAL column, or a function that is not built in, can run for as long
 * as the statement timeout allows under any cost limit.  With a limit set,
 * such a plan is refused (nl2sql_heal.refuse_unestimated).  Built-in
 * set-returning functions other than generate_series make rows from their
 * arguments' values (unnest, jsonb_array_elements, regexp_matches ...), so
 * their work is bounded by data the plan has already paid to read.
 */
typedef struct HiddenWork
{
	bool		recursive;		/* a recursive union */
	FuncExpr   *srf;			/* else a set-returning function */
} HiddenWork;

/* Is this set-returning function's row count only a default? */
static bool
srf_unestimated(FuncExpr *f)
{
	ListCell   *lc;
	char	   *name;
	bool		generator;

	if (f->funcid < FirstNormalObjectId)
	{
		name = get_func_name(f->funcid);
		generator = name != NULL && strcmp(name, "generate_series") == 0;
		if (!generator)
			return false;
	}
	/* a support function estimates rows only from constants (after folding) */
	if (!OidIsValid(get_func_support(f->funcid)))
		return true;
	foreach(lc, f->args)
	{
		if (!IsA(lfirst(lc), Const))
			return true;
	}
	return false;
}

static bool
srf_walker(Node *node, HiddenWork *hw)
{
	if (node == NULL)
		return false;
	if (IsA(node, FuncExpr) && ((FuncExpr *) node)->funcretset &&
		srf_unestimated((FuncExpr *) node))
	{
		hw->srf = (FuncExpr *) node;
		return true;
	}
	return expression_tree_walker(node, srf_walker, (void *) hw);
}

static bool
plan_hides_work(Plan *plan, HiddenWork *hw)
{
	List	   *children = NIL;
	ListCell   *lc;

	if (plan == NULL)
		return false;
	check_stack_depth();
	switch (nodeTag(plan))
	{
		case T_RecursiveUnion:
			hw->recursive = true;
			return true;
		case T_FunctionScan:
			if (srf_walker((Node *) ((FunctionScan *) plan)->functions, hw))
				return true;
			break;
		case T_ProjectSet:
			if (srf_walker((Node *) plan->targetlist, hw))
				return true;
			break;
		case T_Append:
			children = ((Append *) plan)->appendplans;
			break;
		case T_MergeAppend:
			children = ((MergeAppend *) plan)->mergeplans;
			break;
		case T_BitmapAnd:
			children = ((BitmapAnd *) plan)->bitmapplans;
			break;
		case T_BitmapOr:
			children = ((BitmapOr *) plan)->bitmapplans;
			break;
		case T_SubqueryScan:
			children = list_make1(((SubqueryScan *) plan)->subplan);
			break;
		case T_CustomScan:
			children = ((CustomScan *) plan)->custom_plans;
			break;
		default:
			break;
	}
	foreach(lc, children)
	{
		if (plan_hides_work(lfirst(lc), hw))
			return true;
	}
	return plan_hides_work(plan->lefttree, hw) || plan_hides_work(plan->righttree, hw);
}

/* Fill res as the refusal of work the estimate hides. */
static void
refuse_hidden_work(const HiddenWork *hw, ExecResult *res)
{
	const char *setting = plan_guard_max_cost > 0 ? "nl2sql_heal.max_plan_cost" : "nl2sql_heal.max_plan_rows";

	res->outcome = OUTCOME_REJECTED;
	strlcpy(res->sqlstate, PLAN_GUARD_SQLSTATE, sizeof(res->sqlstate));
	if (hw->recursive)
	{
		res->message = psprintf("the query's work cannot be estimated: it has a recursive WITH query");
		res->detail = psprintf("The planner guesses a recursive query's rows, so %s cannot bound its work.",
							   setting);
	}
	else
	{
		char	   *fn = format_procedure(hw->srf->funcid);

		res->message = psprintf("the query's work cannot be estimated: set-returning function %s", fn);
		res->detail = psprintf(hw->srf->funcid < FirstNormalObjectId
							   ? "The planner cannot estimate the rows of %s from arguments known only at run time, so %s cannot bound its work."
							   : "The planner assumes a default row count for %s, which is not built in, so %s cannot bound its work.",
							   fn, setting);
	}
	res->hint = pstrdup("Write the bounds as constants, or allow such queries: SET nl2sql_heal.refuse_unestimated = off;");
	res->position = 0;
	if (res->rows == NULL)
		res->rows = makeStringInfo();
	resetStringInfo(res->rows);
	appendStringInfoString(res->rows, "[]");
}

/*
 * Check the plan that is about to run against the limits (nothing to do
 * when none is set).  Returns false, with res filled as a refusal (in
 * resultcxt), when it may not run.
 */
bool
plan_guard_check_plan(PlannedStmt *stmt, ExecResult *res, MemoryContext resultcxt)
{
	MemoryContext old;
	bool		passed;

	if (!plan_guard_enabled())
		return true;
	old = MemoryContextSwitchTo(resultcxt);
	passed = plan_guard_check(stmt->planTree->total_cost, stmt->planTree->plan_rows, NULL, res);
	if (passed && plan_guard_refuse_unestimated)
	{
		HiddenWork	hw;
		ListCell   *lc;
		bool		hidden;

		memset(&hw, 0, sizeof(hw));
		hidden = plan_hides_work(stmt->planTree, &hw);
		foreach(lc, stmt->subplans)
		{
			if (!hidden)
				hidden = plan_hides_work(lfirst(lc), &hw);
		}
		if (hidden)
		{
			refuse_hidden_work(&hw, res);
			passed = false;
		}
	}
	MemoryContextSwitchTo(old);
	return passed;
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
