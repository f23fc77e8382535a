/*
 * policy_guard.c — where the policy (see policy.c) is applied: the planner
 * hook judges every query planned while the guard is on, the function hook
 * every call of a function that is not built in, and policy_check_raw the
 * raw query before its analysis; a refusal is raised here.
 */
#include "postgres.h"


#include "phase_timing.h"
#include "policy_int.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/stratnum.h"
#include "access/table.h"
#include "access/transam.h"
#include "catalog/pg_constraint.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "optimizer/planner.h"
#include "utils/fmgroids.h"
#include "utils/inval.h"
#include "utils/rel.h"
#include "utils/regproc.h"
#include "utils/syscache.h"

/* The guard (see policy.h). */
static bool guard_active = false;
static bool top_planned = false;	/* the generated query's own plan is made */
static int	plan_depth = 0;
static bool refusal_before_run = false;
/* Nesting of hooked function calls, and the level of the outermost trusted one. */
static int	call_depth = 0;
static int	trusted_since = -1;

static planner_hook_type prev_planner_hook = NULL;
static needs_fmgr_hook_type prev_needs_fmgr_hook = NULL;
static fmgr_hook_type prev_fmgr_hook = NULL;

/* Raise the refusal of a walk. */
static void
policy_raise(PolicyWalk *walk)
{
	char	   *what;
	char	   *hint;

	if (OidIsValid(walk->refused))
	{
		char	   *sig = format_procedure_qualified(walk->refused);

		what = psprintf("function %s", sig);
		if (OidIsValid(walk->body_of))
			what = psprintf("function %s (called by %s)", sig,
							format_procedure_qualified(walk->body_of));
		hint = psprintf("A superuser can allow it: ALTER SYSTEM SET nl2sql_heal.trusted_functions = '%s'"
						" (or trust its schema with nl2sql_heal.trusted_schemas), then SELECT pg_reload_conf();"
						" trusting a function trusts everything it does.", sig);
	}
	else
	{
		what = pstrdup(walk->what);
		hint = NULL;
	}
	if (!top_planned)
		refusal_before_run = true;
	ereport(ERROR,
			(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
			 errmsg("the generated SQL may not call %s", what),
			 walk->detail ? errdetail_internal("%s", walk->detail) : 0,
			 hint ? errhint("%s", hint) : 0));
}

/*
 * Can a type the raw query names, or a string literal of it, run refused
 * code when it is read?
 * Only through a domain's CHECK constraint: a literal is read into a type
 * by its input function (built in, or C that only a superuser makes), and
 * what else runs is the CHECK constraints of a domain, met directly or
 * inside a composite, array or range (policy_type_refused).  So when no
 * domain of the database has a refused CHECK constraint, neither the types
 * the raw query names nor its literals can be refused: the raw walk and the
 * second parse analysis are skipped.  The answer is kept per
 * backend and forgotten on every change to types, constraints, functions,
 * schemas or the trust settings (syscache invalidation; the same callbacks
 * then reach other backends).
 */
static int	domains_refused = -1;	/* -1: not known */
static uint64 domains_refused_generation = 0;
static uint64 domains_invalidations = 0;

static void
domains_refused_invalidate(Datum arg, int cacheid, uint32 hashvalue)
{
	domains_refused = -1;
	domains_invalidations++;
}

static bool
some_domain_check_refused(void)
{
	uint64		invalidations_before;
	Relation	rel;
	SysScanDesc scan;
	ScanKeyData key;
	HeapTuple	tup;
	List	   *domains = NIL;
	ListCell   *lc;
	bool		refused = false;

	/* changes committed by others since the transaction began are seen first */
	AcceptInvalidationMessages();
	if (domains_refused >= 0 && domains_refused_generation == policy_verdict_generation)
		return domains_refused == 1;
	invalidations_before = domains_invalidations;

	/* the domains with a CHECK constraint: contypid is set on domains' constraints only */
	rel = table_open(ConstraintRelationId, AccessShareLock);
	ScanKeyInit(&key, Anum_pg_constraint_contypid, BTGreaterStrategyNumber, F_OIDGT,
				ObjectIdGetDatum(InvalidOid));
	scan = systable_beginscan(rel, ConstraintTypidIndexId, true, NULL, 1, &key);
	while ((tup = systable_getnext(scan)) != NULL)
	{
		Form_pg_constraint con = (Form_pg_constraint) GETSTRUCT(tup);

		if (con->contype == CONSTRAINT_CHECK)
			domains = list_append_unique_oid(domains, con->contypid);
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);

	foreach(lc, domains)
	{
		PolicyWalk	walk;

		memset(&walk, 0, sizeof(walk));
		if (policy_type_refused(lfirst_oid(lc), &walk))
		{
			refused = true;
			break;
		}
	}
	list_free(domains);
	/* kept only if nothing changed while it was worked out */
	if (domains_invalidations == invalidations_before)
	{
		domains_refused = refused ? 1 : 0;
		domains_refused_generation = policy_verdict_generation;
	}
	return refused;
}

void
policy_check_raw(List *raw_parsetree_list, const char *sql)
{
	PolicyWalk	walk;
	LiteralTypes lit;
	ListCell   *lc;

	/*
	 * Every refusal of this check is a domain CHECK's (policy_type_refused):
	 * when no domain has a refused one, there is nothing to look for.
	 */
	if (!some_domain_check_refused())
		return;
	memset(&walk, 0, sizeof(walk));
	memset(&lit, 0, sizeof(lit));
	foreach(lc, raw_parsetree_list)
	{
		if (policy_raw_types_walker(lfirst_node(RawStmt, lc)->stmt, &walk))
			policy_raise(&walk);
	}
	/* only a query with string literals is analysed twice (a copy of a huge one costs) */
	if (walk.string_literals > 0)
	{
		PHASE_BEGIN(PHASE_LITERALS);
		foreach(lc, raw_parsetree_list)
			policy_literal_types(lfirst_node(RawStmt, lc), sql, &lit);
		PHASE_END(PHASE_LITERALS);
	}
	foreach(lc, lit.types)
	{
		if (policy_type_refused(lfirst_oid(lc), &walk))
			policy_raise(&walk);
	}
	list_free(walk.types_seen);
}

static PlannedStmt *
policy_planner(Query *parse, const char *query_string, int cursorOptions,
			   ParamListInfo boundParams)
{
	PlannedStmt *result;
	volatile bool top = false;

	if (guard_active && trusted_since < 0)
	{
		PolicyWalk	walk;

		memset(&walk, 0, sizeof(walk));
		top = !top_planned && plan_depth == 0;
		PHASE_BEGIN(PHASE_POLICY_PLANNED);
		if (policy_query_refused(parse, &walk))
			policy_raise(&walk);
		PHASE_END(PHASE_POLICY_PLANNED);
		list_free(walk.types_seen);
	}
	plan_depth++;
	PG_TRY();
	{
		if (prev_planner_hook)
			result = prev_planner_hook(parse, query_string, cursorOptions, boundParams);
		else
			result = standard_planner(parse, query_string, cursorOptions, boundParams);
	}
	PG_FINALLY();
	{
		plan_depth--;
	}
	PG_END_TRY();
	if (top)
		top_planned = true;
	return result;
}

/*
 * While the guard is on, every call of a SQL or procedural-language function
 * that is not built in goes through the hook (C and internal functions can
 * only be made by superusers: they are the input and output functions and
 * operator classes that every query over their types runs).
 */
static bool
policy_needs_fmgr_hook(Oid fn)
{
	if (prev_needs_fmgr_hook && prev_needs_fmgr_hook(fn))
		return true;
	return guard_active && fn >= FirstNormalObjectId && policy_function_verdict(fn) != VERDICT_C;
}

static void
policy_fmgr_hook(FmgrHookEventType event, FmgrInfo *flinfo, Datum *private)
{
	if (prev_fmgr_hook)
		prev_fmgr_hook(event, flinfo, private);
	switch (event)
	{
		case FHET_START:
			call_depth++;
			if (guard_active && trusted_since < 0 && flinfo->fn_oid >= FirstNormalObjectId)
			{
				char		verdict = policy_function_verdict(flinfo->fn_oid);

				if (verdict == VERDICT_TRUSTED)
					trusted_since = call_depth;
				else if (verdict == VERDICT_REFUSED)
				{
					PolicyWalk	walk;

					call_depth--;
					memset(&walk, 0, sizeof(walk));
					policy_refuse(&walk, flinfo->fn_oid,
						   "It is not built in, and neither it nor its schema is trusted.");
					policy_raise(&walk);
				}
				/* a SQL function's queries are checked as they are planned */
			}
			break;
		case FHET_END:
		case FHET_ABORT:
			if (trusted_since == call_depth)
				trusted_since = -1;
			call_depth--;
			break;
	}
}

void
policy_guard_init(void)
{
	prev_planner_hook = planner_hook;
	planner_hook = policy_planner;
	prev_needs_fmgr_hook = needs_fmgr_hook;
	needs_fmgr_hook = policy_needs_fmgr_hook;
	prev_fmgr_hook = fmgr_hook;
	fmgr_hook = policy_fmgr_hook;
	CacheRegisterSyscacheCallback(PROCOID, policy_trust_cache_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(NAMESPACEOID, policy_trust_cache_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(TYPEOID, domains_refused_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(CONSTROID, domains_refused_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(PROCOID, domains_refused_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(NAMESPACEOID, domains_refused_invalidate, (Datum) 0);
}

void
policy_guard_begin(void)
{
	guard_active = true;
	top_planned = false;
	plan_depth = 0;
	refusal_before_run = false;
	trusted_since = -1;
}

void
policy_guard_end(void)
{
	guard_active = false;
	trusted_since = -1;
}

bool
policy_take_refusal(void)
{
	bool		was = refusal_before_run;

	refusal_before_run = false;
	return was;
}
