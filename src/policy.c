/*
 * policy.c — what a generated query may make the server run.
 *
 * Read-only transaction mode does not stop everything: large objects,
 * advisory locks, notifications, signals to backends, WAL messages and
 * session settings are reached through functions that PostgreSQL lets a
 * read-only transaction call.  So the query is judged by every function it
 * can make run, on the analysed and rewritten query (views expanded, row
 * security quals added), by OID:
 *
 *   - built-in functions (OID below FirstNormalObjectId) that are immutable
 *     or stable are allowed; volatile built-ins only from a short list of
 *     harmless ones (harmless_volatile below);
 *   - functions that run a query string (query_to_xml*, ts_stat,
 *     ts_rewrite(tsquery, text)) only with a constant query that passes the
 *     same policy;
 *   - built-ins that return nothing (the language validators) are refused;
 *   - a SQL function that is not built in is judged by its body, never by
 *     its volatility label: every statement a read-only query that passes
 *     the same policy;
 *   - any other function only when a superuser trusts it or its schema
 *     (nl2sql_heal.trusted_functions, nl2sql_heal.trusted_schemas).  Its body
 *     is not inspected: trusting a function trusts everything it does.
 *
 * "Every function it can make run" covers function calls, operators
 * (also IS DISTINCT FROM, NULLIF, ANY/ALL, row comparisons), aggregates and
 * their support functions, window functions, casts, domain CHECK constraints
 * (of domains met directly or inside composite, array and range types),
 * functions in FROM, TABLESAMPLE methods, foreign tables' wrappers,
 * sublinks and WITH queries.
 *
 * The check runs in the planner hook, on every query planned while the
 * generated query runs: its own (before anything of it runs), and every
 * query a function it calls plans (a query string, a SQL function's body).
 * A function hook does the same for each call of a function that is not
 * built in, whatever calls it (a domain check inside record input, a
 * function called from C): an untrusted SQL or procedural-language function
 * is refused when it is called.  Inside a trusted function nothing is
 * checked.
 */
#include "target.h"
#include "read_only.h"
#include "subxact.h"

#include "policy.h"

#include "catalog.h"

#include "access/htup_details.h"
#include "access/transam.h"
#include "access/xact.h"
#include "catalog/pg_aggregate.h"
#include "catalog/pg_language.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "executor/execExpr.h"
#include "executor/functions.h"
#include "fmgr.h"
#include "foreign/foreign.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "optimizer/optimizer.h"
#include "optimizer/planner.h"
#include "catalog/namespace.h"
#include "parser/analyze.h"
#include "parser/parse_node.h"
#include "parser/parse_type.h"
#include "parser/parser.h"
#include "rewrite/rewriteHandler.h"
#include "storage/lmgr.h"
#include "storage/lock.h"
#include "storage/lwlock.h"
#include "storage/proc.h"
#include "tcop/tcopprot.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"
#include "utils/regproc.h"
#include "utils/syscache.h"
#include "utils/typcache.h"
#include "utils/varlena.h"

static char *trusted_functions = NULL;
static char *trusted_schemas = NULL;

/*
 * Volatile built-ins that act on nothing outside the query: they read the
 * clock, the random generator, sizes, positions and statuses, or wait (the
 * wait is bounded by nl2sql_heal.statement_timeout).  Reviewed one by one
 * against PostgreSQL's catalog; anything that writes, locks, signals,
 * notifies, opens a descriptor, changes a setting or a seed, or reads files
 * is not here.  random() advances the session's generator, as any query
 * using it does.
 */
static const char *const harmless_volatile[] = {
	"random", "clock_timestamp", "timeofday", "gen_random_uuid",
	"pg_sleep", "pg_sleep_for", "pg_sleep_until",
	"currval", "lastval",
	"pg_current_wal_lsn", "pg_current_wal_insert_lsn", "pg_current_wal_flush_lsn",
	"pg_last_wal_receive_lsn", "pg_last_wal_replay_lsn", "pg_last_xact_replay_timestamp",
	"pg_is_in_recovery", "pg_is_wal_replay_paused", "pg_get_wal_replay_pause_state",
	"pg_database_size", "pg_relation_size", "pg_table_size", "pg_indexes_size",
	"pg_total_relation_size", "pg_tablespace_size",
	"pg_blocking_pids", "pg_safe_snapshot_blocking_pids", "pg_lock_status",
	"pg_partition_tree", "pg_partition_ancestors", "pg_jit_available",
	"txid_status", "pg_xact_status", "pg_xact_commit_timestamp",
	"pg_xact_commit_timestamp_origin", "pg_last_committed_xact",
	"pg_notification_queue_usage", "current_query", "pg_prepared_xact",
	"pg_stat_have_stats", "pg_stat_get_xact_numscans", "pg_stat_get_xact_tuples_returned",
	"pg_stat_get_xact_tuples_fetched", "pg_stat_get_xact_tuples_inserted",
	"pg_stat_get_xact_tuples_updated", "pg_stat_get_xact_tuples_deleted",
	"pg_stat_get_xact_tuples_hot_updated", "pg_stat_get_xact_blocks_fetched",
	"pg_stat_get_xact_blocks_hit", "pg_stat_get_xact_function_calls",
	"pg_stat_get_xact_function_total_time", "pg_stat_get_xact_function_self_time",
	"pg_sequence_last_value", "pg_collation_actual_version",
	"pg_database_collation_actual_version",
	NULL
};

/* Built-ins that run the query string they are given, and which argument it is. */
typedef struct QueryStringFunction
{
	const char *name;
	int			nargs;			/* 0: any */
	int			query_arg;		/* 0-based */
} QueryStringFunction;

static const QueryStringFunction query_string_functions[] = {
	{"query_to_xml", 4, 0},
	{"query_to_xmlschema", 4, 0},
	{"query_to_xml_and_xmlschema", 4, 0},
	{"ts_stat", 0, 0},
	{"ts_rewrite", 2, 1},
	{NULL, 0, 0}
};

/* A refusal: which function, why, and how to allow it. */
typedef struct PolicyWalk
{
	int			depth;			/* query strings nested */
	List	   *types_seen;		/* type OIDs judged in this walk */
	List	   *sql_functions;	/* SQL functions whose bodies are being judged */
	Oid			body_of;		/* the refusal is in what this function (SQL body, aggregate) calls */
	Oid			refused;		/* the function refused, or InvalidOid */
	int			string_literals;	/* met by the raw walk (policy_check_raw) */
	const char *what;			/* set instead of refused for non-function refusals */
	const char *detail;
} PolicyWalk;

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

/*
 * What a function is, per OID.  Not built in: trusted by the DBA, a C or
 * internal function (made by a superuser), a SQL function whose body is
 * only queries (judged by its body), or none of these (refused).  Built in:
 * trusted, allowed (immutable, stable or harmless), one that runs a query
 * string, or volatile.
 * Dropped when functions, schemas or the settings change.
 */
#define VERDICT_TRUSTED 't'
#define VERDICT_C 'c'
#define VERDICT_SQL_QUERIES 's'
#define VERDICT_REFUSED 'r'
/* built-ins */
#define VERDICT_ALLOWED 'a'
#define VERDICT_QUERY_STRING 'q'
#define VERDICT_VOLATILE 'v'
#define VERDICT_VOID 'e'

static HTAB *trust_cache = NULL;

typedef struct TrustEntry
{
	Oid			fn;
	char		verdict;
} TrustEntry;

static bool policy_walker(Node *node, void *context);

/* sql_fn_parser_setup with the hook's own argument type. */
static void
policy_sql_parser_setup(struct ParseState *pstate, void *arg)
{
	sql_fn_parser_setup(pstate, (SQLFunctionParseInfoPtr) arg);
}
static bool name_in(const char *name, const char *const *list);
static const QueryStringFunction *query_string_function(const char *proname, int nargs);

static void
trust_cache_reset(void)
{
	if (trust_cache)
	{
		hash_destroy(trust_cache);
		trust_cache = NULL;
	}
}

static void
trust_cache_invalidate(Datum arg, int cacheid, uint32 hashvalue)
{
	trust_cache_reset();
}

static void
trust_settings_assign(const char *newval, void *extra)
{
	trust_cache_reset();
}

/*
 * Split a list on commas outside parentheses into trimmed entries.  Pure
 * text work: settings are checked and parsed without catalog access.
 */
static List *
split_entries(const char *value)
{
	List	   *entries = NIL;
	const char *p = value;

	while (p && *p)
	{
		const char *start;
		const char *end;
		int			depth = 0;
		bool		quoted = false;

		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		start = p;
		while (*p && (quoted || depth > 0 || *p != ','))
		{
			if (*p == '"')
				quoted = !quoted;
			else if (!quoted && *p == '(')
				depth++;
			else if (!quoted && *p == ')' && depth > 0)
				depth--;
			p++;
		}
		end = p;
		while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n'))
			end--;
		if (end > start)
			entries = lappend(entries, pnstrdup(start, end - start));
		if (*p == ',')
			p++;
	}
	return entries;
}

/*
 * An entry of trusted_functions: schema.name or schema.name(argtypes).  The
 * name is split into schema and function (as identifiers: folded to lower
 * case unless quoted); returns false when it is not schema-qualified.
 */
static bool
parse_function_entry(const char *entry, char **schema, char **name, bool *has_args)
{
	char	   *copy = pstrdup(entry);
	char	   *paren = NULL;
	char	   *p;
	bool		quoted = false;
	List	   *parts;

	for (p = copy; *p; p++)
	{
		if (*p == '"')
			quoted = !quoted;
		else if (!quoted && *p == '(')
		{
			paren = p;
			break;
		}
	}
	*has_args = paren != NULL;
	if (paren)
		*paren = '\0';
	if (!SplitIdentifierString(copy, '.', &parts) || list_length(parts) != 2)
		return false;
	*schema = linitial(parts);
	*name = lsecond(parts);
	return true;
}

static bool
trusted_functions_check(char **newval, void **extra, GucSource source)
{
	ListCell   *lc;

	foreach(lc, split_entries(*newval))
	{
		char	   *schema;
		char	   *name;
		bool		has_args;

		if (!parse_function_entry(lfirst(lc), &schema, &name, &has_args))
		{
			GUC_check_errdetail("\"%s\" is not a schema-qualified function name.",
								(char *) lfirst(lc));
			GUC_check_errhint("Write schema.name (every function of that name) or schema.name(argument types).");
			return false;
		}
	}
	return true;
}

static bool
trusted_schemas_check(char **newval, void **extra, GucSource source)
{
	char	   *copy = pstrdup(*newval);
	List	   *parts;

	if (!SplitIdentifierString(copy, ',', &parts))
	{
		GUC_check_errdetail("The list of schema names is not valid.");
		return false;
	}
	return true;
}

void
policy_define_settings(void)
{
	DefineCustomStringVariable("nl2sql_heal.trusted_functions",
							   "Functions generated SQL may call although they are not built in, "
							   "or are volatile built-ins not known to be harmless.",
							   "A comma-separated list of schema.name (every function of that name) "
							   "or schema.name(argument types). Trusting a function trusts "
							   "everything it does.",
							   &trusted_functions, "",
							   PGC_SUSET, 0,
							   trusted_functions_check, trust_settings_assign, NULL);
	DefineCustomStringVariable("nl2sql_heal.trusted_schemas",
							   "Schemas whose functions generated SQL may call.",
							   "A comma-separated list of schema names. Trust only schemas in which "
							   "only trusted roles can create functions.",
							   &trusted_schemas, "",
							   PGC_SUSET, 0,
							   trusted_schemas_check, trust_settings_assign, NULL);
}

/* The function a schema.name(argtypes) entry names, or InvalidOid (never an error). */
static Oid
regprocedure_lookup(const char *entry)
{
	LOCAL_FCINFO(fcinfo, 1);
	Datum		result;

	InitFunctionCallInfoData(*fcinfo, NULL, 1, InvalidOid, NULL, NULL);
	fcinfo->args[0].value = CStringGetTextDatum(entry);
	fcinfo->args[0].isnull = false;
	result = to_regprocedure(fcinfo);
	return fcinfo->isnull ? InvalidOid : DatumGetObjectId(result);
}

/* Does the DBA trust this function (by name, signature or schema)? */
static bool
function_trusted_uncached(Oid fn)
{
	HeapTuple	tup;
	Form_pg_proc proc;
	char	   *nspname;
	char	   *proname;
	List	   *schemas;
	ListCell   *lc;
	bool		trusted = false;

	if ((trusted_functions == NULL || trusted_functions[0] == '\0') &&
		(trusted_schemas == NULL || trusted_schemas[0] == '\0'))
		return false;
	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	if (!HeapTupleIsValid(tup))
		return false;
	proc = (Form_pg_proc) GETSTRUCT(tup);
	proname = pstrdup(NameStr(proc->proname));
	nspname = get_namespace_name(proc->pronamespace);
	ReleaseSysCache(tup);
	if (nspname == NULL)
		return false;

	if (trusted_schemas && trusted_schemas[0] &&
		SplitIdentifierString(pstrdup(trusted_schemas), ',', &schemas))
	{
		foreach(lc, schemas)
			if (strcmp(lfirst(lc), nspname) == 0)
				trusted = true;
	}
	if (!trusted && trusted_functions && trusted_functions[0])
	{
		foreach(lc, split_entries(trusted_functions))
		{
			char	   *schema;
			char	   *name;
			bool		has_args;

			if (!parse_function_entry(lfirst(lc), &schema, &name, &has_args) ||
				strcmp(schema, nspname) != 0 || strcmp(name, proname) != 0)
				continue;
			if (!has_args || regprocedure_lookup(lfirst(lc)) == fn)
			{
				trusted = true;
				break;
			}
		}
	}
	return trusted;
}

/* Is every statement of a SQL function's body a plain query? */
static bool
sql_body_only_queries(HeapTuple tup)
{
	bool		isnull;
	Datum		body = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosqlbody, &isnull);
	ListCell   *lc;

	if (!isnull)
	{
		Node	   *n = stringToNode(TextDatumGetCString(body));
		List	   *stmts = IsA(n, List) ? linitial_node(List, castNode(List, n)) : list_make1(n);

		foreach(lc, stmts)
		{
			Query	   *q = lfirst_node(Query, lc);

			if (q->commandType != CMD_SELECT || q->utilityStmt || q->rowMarks || q->hasModifyingCTE)
				return false;
		}
		return true;
	}
	body = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosrc, &isnull);
	if (isnull)
		return false;
	foreach(lc, raw_parser(TextDatumGetCString(body), RAW_PARSE_DEFAULT))
	{
		const char *sqlstate;

		if (exec_check_safety(list_make1(lfirst(lc)), &sqlstate) != NULL)
			return false;
	}
	return true;
}

static char
function_verdict_uncached(Oid fn)
{
	HeapTuple	tup;
	Oid			lang;
	char		verdict;

	if (function_trusted_uncached(fn))
		return VERDICT_TRUSTED;
	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	if (!HeapTupleIsValid(tup))
		return VERDICT_REFUSED;
	if (fn < FirstNormalObjectId)
	{
		Form_pg_proc proc = (Form_pg_proc) GETSTRUCT(tup);
		bool		catalog = proc->pronamespace == PG_CATALOG_NAMESPACE;

		if (catalog && query_string_function(NameStr(proc->proname), proc->pronargs))
			verdict = VERDICT_QUERY_STRING;
		else if (catalog && name_in(NameStr(proc->proname), harmless_volatile))
			verdict = VERDICT_ALLOWED;
		else if (proc->provolatile == PROVOLATILE_VOLATILE)
			verdict = VERDICT_VOLATILE;
		else if (proc->prorettype == VOIDOID)
			verdict = VERDICT_VOID;	/* the language validators: they load libraries */
		else
			verdict = VERDICT_ALLOWED;
		ReleaseSysCache(tup);
		return verdict;
	}
	lang = ((Form_pg_proc) GETSTRUCT(tup))->prolang;
	if (lang == ClanguageId || lang == INTERNALlanguageId)
		verdict = VERDICT_C;
	else if (lang == SQLlanguageId && sql_body_only_queries(tup))
		verdict = VERDICT_SQL_QUERIES;
	else
		verdict = VERDICT_REFUSED;
	ReleaseSysCache(tup);
	return verdict;
}

static char
function_verdict(Oid fn)
{
	TrustEntry *entry;
	char		verdict;

	if (trust_cache == NULL)
	{
		HASHCTL		ctl;

		ctl.keysize = sizeof(Oid);
		ctl.entrysize = sizeof(TrustEntry);
		ctl.hcxt = TopMemoryContext;
		trust_cache = hash_create("nl2sql_heal function verdicts", 64, &ctl,
								  HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	}
	entry = hash_search(trust_cache, &fn, HASH_FIND, NULL);
	if (entry)
		return entry->verdict;
	verdict = function_verdict_uncached(fn);
	/* the lookups may have run an invalidation that dropped the table */
	if (trust_cache != NULL)
	{
		entry = hash_search(trust_cache, &fn, HASH_ENTER, NULL);
		entry->verdict = verdict;
	}
	return verdict;
}

static bool
function_trusted(Oid fn)
{
	return function_verdict(fn) == VERDICT_TRUSTED;
}

static bool
name_in(const char *name, const char *const *list)
{
	int			i;

	for (i = 0; list[i]; i++)
		if (strcmp(name, list[i]) == 0)
			return true;
	return false;
}

/* The query-string function this built-in is, or NULL. */
static const QueryStringFunction *
query_string_function(const char *proname, int nargs)
{
	int			i;

	for (i = 0; query_string_functions[i].name; i++)
		if (strcmp(proname, query_string_functions[i].name) == 0 &&
			(query_string_functions[i].nargs == 0 || query_string_functions[i].nargs == nargs))
			return &query_string_functions[i];
	return NULL;
}

static bool
refuse(PolicyWalk *walk, Oid fn, const char *detail)
{
	walk->refused = fn;
	walk->detail = detail;
	return true;
}

/*
 * Judge one function called without arguments we can see (operators,
 * aggregate support, handlers).  Returns true (refused) with walk filled.
 */
static bool sql_function_refused(Oid fn, Node *call, Oid collation, PolicyWalk *walk);

static bool
function_refused_call(Oid fn, Node *call, Oid collation, PolicyWalk *walk);

static bool
function_refused(Oid fn, PolicyWalk *walk)
{
	return function_refused_call(fn, NULL, InvalidOid, walk);
}

/*
 * Judge one function; call is the expression calling it (FuncExpr, OpExpr
 * and its kin) when there is one, which lets a SQL function's body be
 * analysed for the argument types of this call.
 */
static bool
function_refused_call(Oid fn, Node *call, Oid collation, PolicyWalk *walk)
{
	if (!OidIsValid(fn))
		return false;
	if (fn >= FirstNormalObjectId)
	{
		char		verdict = function_verdict(fn);

		if (verdict == VERDICT_TRUSTED)
			return false;
		if (verdict == VERDICT_SQL_QUERIES && call != NULL)
			return sql_function_refused(fn, call, collation, walk);
		return refuse(walk, fn, verdict == VERDICT_SQL_QUERIES
					  ? "It is a SQL function used where its body cannot be checked, and neither it nor its schema is trusted."
					  : "It is not built in, and neither it nor its schema is trusted (only SQL functions whose body is read-only queries are judged by their body).");
	}
	switch (function_verdict(fn))
	{
		case VERDICT_VOLATILE:
			return refuse(walk, fn, "It is a volatile built-in function that is not known to be harmless: it may act outside the caller's transaction.");
		case VERDICT_QUERY_STRING:
			return refuse(walk, fn, "It runs a query string that cannot be checked here.");
		case VERDICT_VOID:
			return refuse(walk, fn, "It returns nothing: it is called for what it does.");
		default:
			return false;
	}
}

/*
 * An aggregate (or a window function that is one).  A user-defined
 * aggregate runs nothing but its support functions: it is allowed when it
 * is trusted, or when each of them is allowed.
 */
static bool
aggregate_refused(Oid aggfn, PolicyWalk *walk)
{
	HeapTuple	tup;
	Form_pg_aggregate agg;
	Oid			support[8];
	int			i;

	if (aggfn < FirstNormalObjectId)
		return function_refused(aggfn, walk);
	if (function_trusted(aggfn))
		return false;
	tup = SearchSysCache1(AGGFNOID, ObjectIdGetDatum(aggfn));
	if (!HeapTupleIsValid(tup))
		return function_refused(aggfn, walk);
	agg = (Form_pg_aggregate) GETSTRUCT(tup);
	support[0] = agg->aggtransfn;
	support[1] = agg->aggfinalfn;
	support[2] = agg->aggcombinefn;
	support[3] = agg->aggserialfn;
	support[4] = agg->aggdeserialfn;
	support[5] = agg->aggmtransfn;
	support[6] = agg->aggminvtransfn;
	support[7] = agg->aggmfinalfn;
	ReleaseSysCache(tup);
	for (i = 0; i < 8; i++)
	{
		if (function_refused(support[i], walk))
		{
			if (!OidIsValid(walk->body_of))
				walk->body_of = aggfn;
			return true;
		}
	}
	return false;
}

/*
 * A type whose values the query makes: a domain's CHECK constraints run when
 * a value of it is made, also as a field of a composite, an element of an
 * array or a bound of a range (record, array and range input, json
 * population).  Built-in types and domains are trusted.
 */
static bool
type_refused(Oid typid, PolicyWalk *walk)
{
	HeapTuple	tup;
	Form_pg_type typ;
	char		typtype;
	Oid			typrelid;
	Oid			typelem;
	Oid			basetype;

	if (typid < FirstNormalObjectId || list_member_oid(walk->types_seen, typid))
		return false;
	walk->types_seen = lappend_oid(walk->types_seen, typid);
	check_stack_depth();
	tup = SearchSysCache1(TYPEOID, ObjectIdGetDatum(typid));
	if (!HeapTupleIsValid(tup))
		return false;
	typ = (Form_pg_type) GETSTRUCT(tup);
	typtype = typ->typtype;
	typrelid = typ->typrelid;
	typelem = typ->typelem;
	basetype = typ->typbasetype;
	ReleaseSysCache(tup);

	if (typtype == TYPTYPE_DOMAIN)
	{
		DomainConstraintRef *ref = palloc0(sizeof(DomainConstraintRef));
		ListCell   *lc;

		InitDomainConstraintRef(typid, ref, CurrentMemoryContext, false);
		foreach(lc, ref->constraints)
		{
			DomainConstraintState *con = lfirst(lc);

			if (con->constrainttype == DOM_CONSTRAINT_CHECK &&
				policy_walker((Node *) con->check_expr, walk))
				return true;
		}
		return type_refused(basetype, walk);
	}
	if (typtype == TYPTYPE_COMPOSITE && OidIsValid(typrelid))
	{
		TupleDesc	desc = lookup_rowtype_tupdesc(typid, -1);
		int			i;
		bool		refused = false;

		for (i = 0; i < desc->natts && !refused; i++)
		{
			Form_pg_attribute attr = TupleDescAttr(desc, i);

			if (!attr->attisdropped)
				refused = type_refused(attr->atttypid, walk);
		}
		ReleaseTupleDesc(desc);
		return refused;
	}
	if (typtype == TYPTYPE_RANGE)
		return type_refused(get_range_subtype(typid), walk);
	if (typtype == TYPTYPE_MULTIRANGE)
		return type_refused(get_multirange_range(typid), walk);
	if (OidIsValid(typelem))
		return type_refused(typelem, walk);
	return false;
}

static bool query_refused(Query *query, PolicyWalk *walk);

/*
 * A function that runs a query string: allowed only when the string is a
 * constant that is one read-only query passing the same policy.
 */
static bool
query_string_refused(Oid fn, List *args, int query_arg, PolicyWalk *walk)
{
	Node	   *arg = list_nth(args, query_arg);
	char	   *sql;
	List	   *raw;
	const char *sqlstate;
	ListCell   *lc;

	if (function_trusted(fn))
		return false;
	if (!IsA(arg, Const) || ((Const *) arg)->constisnull ||
		((Const *) arg)->consttype != TEXTOID)
		return refuse(walk, fn, "It runs a query string, and only a constant string can be checked.");
	if (walk->depth >= 8)
		return refuse(walk, fn, "Its query string nests query strings too deeply.");
	sql = TextDatumGetCString(((Const *) arg)->constvalue);
	raw = raw_parser(sql, RAW_PARSE_DEFAULT);
	if (exec_check_safety(raw, &sqlstate) != NULL)
		return refuse(walk, fn, "Its query string is not exactly one read-only query.");
	walk->depth++;
	foreach(lc, pg_analyze_and_rewrite_fixedparams(linitial_node(RawStmt, raw), sql, NULL, 0, NULL))
	{
		if (query_refused(lfirst_node(Query, lc), walk))
			return true;
	}
	walk->depth--;
	return false;
}

/*
 * A SQL function that is not trusted is judged by its body, whatever its
 * volatility label says: every statement must be a read-only query that
 * passes the policy, analysed for this call's argument types.
 */
static bool
sql_function_refused(Oid fn, Node *call, Oid collation, PolicyWalk *walk)
{
	HeapTuple	tup;
	bool		isnull;
	Datum		body;
	List	   *queries = NIL;
	ListCell   *lc;

	if (list_member_oid(walk->sql_functions, fn))
		return false;			/* recursion: being judged already */
	if (walk->depth >= 8)
		return refuse(walk, fn, "Its body nests SQL functions or query strings too deeply to be checked.");
	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	if (!HeapTupleIsValid(tup))
		return false;
	walk->sql_functions = lappend_oid(walk->sql_functions, fn);
	body = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosqlbody, &isnull);
	if (!isnull)
	{
		Node	   *n = stringToNode(TextDatumGetCString(body));
		List	   *stmts = IsA(n, List) ? linitial_node(List, castNode(List, n)) : list_make1(n);

		foreach(lc, stmts)
		{
			Query	   *q = copyObject(lfirst_node(Query, lc));

			AcquireRewriteLocks(q, true, false);
			queries = list_concat(queries, pg_rewrite_query(q));
		}
	}
	else
	{
		char	   *src = TextDatumGetCString(SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosrc, &isnull));
		SQLFunctionParseInfoPtr pinfo = prepare_sql_fn_parse_info(tup, call, collation);

		foreach(lc, pg_parse_query(src))
			queries = list_concat(queries,
								  pg_analyze_and_rewrite_withcb(lfirst_node(RawStmt, lc), src,
																policy_sql_parser_setup,
																pinfo, NULL));
	}
	ReleaseSysCache(tup);
	walk->depth++;
	foreach(lc, queries)
	{
		if (query_refused(lfirst_node(Query, lc), walk))
		{
			/* name the function the query called, with the body's culprit in the detail */
			if (OidIsValid(walk->refused) && walk->refused != fn && walk->body_of == InvalidOid)
			{
				walk->body_of = fn;
			}
			return true;
		}
	}
	walk->depth--;
	return false;
}

static bool
rte_refused(RangeTblEntry *rte, PolicyWalk *walk)
{
	ListCell   *lc;

	switch (rte->rtekind)
	{
		case RTE_RELATION:
			if (rte->tablesample && rte->tablesample->tsmhandler >= FirstNormalObjectId &&
				function_refused(rte->tablesample->tsmhandler, walk))
				return true;
			if (rte->relkind == RELKIND_FOREIGN_TABLE)
			{
				ForeignTable *table = GetForeignTable(rte->relid);
				ForeignServer *server = GetForeignServer(table->serverid);
				ForeignDataWrapper *fdw = GetForeignDataWrapper(server->fdwid);

				if (function_refused(fdw->fdwhandler, walk))
				{
					walk->detail = psprintf("Foreign table %s is read by this foreign-data wrapper's handler, which is not trusted.",
											get_rel_name(rte->relid));
					return true;
				}
			}
			break;
		case RTE_FUNCTION:
			foreach(lc, rte->functions)
			{
				RangeTblFunction *rtfunc = lfirst_node(RangeTblFunction, lc);
				ListCell   *tc;

				foreach(tc, rtfunc->funccoltypes)
					if (type_refused(lfirst_oid(tc), walk))
						return true;
			}
			break;
		case RTE_TABLEFUNC:
			foreach(lc, rte->tablefunc->coltypes)
				if (type_refused(lfirst_oid(lc), walk))
					return true;
			break;
		case RTE_VALUES:
			foreach(lc, rte->coltypes)
				if (type_refused(lfirst_oid(lc), walk))
					return true;
			break;
		case RTE_CTE:
			foreach(lc, rte->coltypes)
				if (type_refused(lfirst_oid(lc), walk))
					return true;
			break;
		default:
			break;
	}
	return false;
}

static bool
query_refused(Query *query, PolicyWalk *walk)
{
	check_stack_depth();
	if (query->commandType != CMD_SELECT || query->hasModifyingCTE ||
		query->utilityStmt != NULL || query->rowMarks != NIL)
	{
		walk->what = "a statement that is not a read-only query";
		walk->detail = "Only queries that read may run.";
		return true;
	}
	return query_tree_walker(query, policy_walker, walk, QTW_EXAMINE_RTES_BEFORE);
}

/*
 * Nodes that hold a value of their type: a constant read at analysis, a
 * column, a row or array built, a function's result, a coercion, ...  Their
 * types are judged wherever they appear, whatever made them.
 */
static bool
value_node(Node *node)
{
	switch (nodeTag(node))
	{
		case T_Const:
		case T_Var:
		case T_Param:
		case T_RowExpr:
		case T_ArrayExpr:
		case T_Aggref:
		case T_WindowFunc:
		case T_FuncExpr:
		case T_SubscriptingRef:
		case T_FieldSelect:
		case T_FieldStore:
		case T_RelabelType:
		case T_ConvertRowtypeExpr:
		case T_CollateExpr:
		case T_CaseExpr:
		case T_CaseTestExpr:
		case T_CoalesceExpr:
		case T_MinMaxExpr:
		case T_NullIfExpr:
		case T_SubLink:
		case T_SetToDefault:
		case T_CoerceToDomainValue:
			return true;
		default:
			return false;
	}
}

static bool
policy_walker(Node *node, void *context)
{
	PolicyWalk *walk = (PolicyWalk *) context;

	if (node == NULL)
		return false;
	if (value_node(node) && type_refused(exprType(node), walk))
		return true;
	switch (nodeTag(node))
	{
		case T_Query:
			return query_refused((Query *) node, walk);
		case T_RangeTblEntry:
			if (rte_refused((RangeTblEntry *) node, walk))
				return true;
			return false;		/* query_tree_walker walks its contents */
		case T_FuncExpr:
			{
				FuncExpr   *expr = (FuncExpr *) node;

				if (function_verdict(expr->funcid) == VERDICT_QUERY_STRING)
				{
					const QueryStringFunction *qsf =
						query_string_function(get_func_name(expr->funcid), list_length(expr->args));

					if (qsf == NULL ||
						query_string_refused(expr->funcid, expr->args, qsf->query_arg, walk))
						return true;
				}
				else if (function_refused_call(expr->funcid, node, expr->inputcollid, walk))
					return true;
				if (type_refused(expr->funcresulttype, walk))
					return true;
				break;
			}
		case T_OpExpr:
		case T_DistinctExpr:
		case T_NullIfExpr:
			{
				OpExpr	   *expr = (OpExpr *) node;

				if (function_refused_call(OidIsValid(expr->opfuncid) ? expr->opfuncid : get_opcode(expr->opno),
										  node, expr->inputcollid, walk))
					return true;
				break;
			}
		case T_ScalarArrayOpExpr:
			{
				ScalarArrayOpExpr *expr = (ScalarArrayOpExpr *) node;

				if (function_refused_call(OidIsValid(expr->opfuncid) ? expr->opfuncid : get_opcode(expr->opno),
										  node, expr->inputcollid, walk))
					return true;
				break;
			}
		case T_RowCompareExpr:
			{
				ListCell   *lc;

				foreach(lc, ((RowCompareExpr *) node)->opnos)
					if (function_refused(get_opcode(lfirst_oid(lc)), walk))
						return true;
				break;
			}
		case T_Aggref:
			if (aggregate_refused(((Aggref *) node)->aggfnoid, walk))
				return true;
			break;
		case T_WindowFunc:
			{
				Oid			fn = ((WindowFunc *) node)->winfnoid;

				if (get_func_prokind(fn) == PROKIND_AGGREGATE ? aggregate_refused(fn, walk)
					: function_refused(fn, walk))
					return true;
				break;
			}
		case T_CoerceViaIO:
			if (type_refused(((CoerceViaIO *) node)->resulttype, walk))
				return true;
			break;
		case T_ArrayCoerceExpr:
			if (type_refused(((ArrayCoerceExpr *) node)->resulttype, walk))
				return true;
			break;
		case T_CoerceToDomain:
			if (type_refused(((CoerceToDomain *) node)->resulttype, walk))
				return true;
			break;
		case T_NextValueExpr:
			walk->what = "a sequence's next value";
			walk->detail = "It changes the sequence outside the caller's transaction.";
			return true;
		default:
			break;
	}
	return expression_tree_walker(node, policy_walker, walk);
}

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
 * The type a function name would name, or InvalidOid; never an error (a
 * schema that is missing or not usable, a cross-database name: analysis
 * reports those itself, where they are).
 */
static Oid
type_named_by(List *names)
{
	Type		tup;
	Oid			typid;

	if (list_length(names) > 2)
		return InvalidOid;
	if (list_length(names) == 2)
	{
		Oid			nsp = get_namespace_oid(strVal(linitial(names)), true);

		if (!OidIsValid(nsp))
			return InvalidOid;
#if PG_VERSION_NUM >= 160000
		if (object_aclcheck(NamespaceRelationId, nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
#else
		if (pg_namespace_aclcheck(nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
#endif
			return InvalidOid;
	}
	tup = LookupTypeName(NULL, makeTypeNameFromNameList(names), NULL, true);
	if (tup == NULL)
		return InvalidOid;
	typid = typeTypeId(tup);
	ReleaseSysCache(tup);
	return typid;
}

/* Types a raw query makes values of before it is analysed. */
static bool
raw_types_walker(Node *node, void *context)
{
	PolicyWalk *walk = (PolicyWalk *) context;

	if (node == NULL)
		return false;
	if (IsA(node, A_Const) && !((A_Const *) node)->isnull && IsA(&((A_Const *) node)->val, String))
		walk->string_literals++;
	if (IsA(node, TypeName))
	{
		Type		tup = LookupTypeName(NULL, (TypeName *) node, NULL, true);

		if (tup)
		{
			Oid			typid = typeTypeId(tup);

			ReleaseSysCache(tup);
			if (type_refused(typid, walk))
				return true;
		}
		return false;
	}
	/* typename('literal') is a cast (func_get_detail): the function's name may be a type's */
	if (IsA(node, FuncCall) && list_length(((FuncCall *) node)->args) == 1 &&
		type_refused(type_named_by(((FuncCall *) node)->funcname), walk))
		return true;
	/* a cross-database name is left for analysis to report, with its position */
	if (IsA(node, RangeVar) && ((RangeVar *) node)->catalogname == NULL)
	{
		Oid			relid = RangeVarGetRelid((RangeVar *) node, NoLock, true);

		if (OidIsValid(relid) && get_rel_relkind(relid) != RELKIND_SEQUENCE &&
			type_refused(get_rel_type_id(relid), walk))
			return true;
	}
	return raw_expression_tree_walker(node, raw_types_walker, walk);
}

/*
 * The types analysis would read the query's string literals into.  Parse
 * analysis reads an untyped literal with the input function of the type it
 * is coerced to (record, array, range and multirange input run the CHECK
 * constraints of the domains inside), before the analysed tree can be
 * judged.  So the query is first analysed on a copy whose string literals
 * are parameters of unknown type: analysis then tells the type each would
 * be read into (p_coerce_param_hook) and reads nothing.  It resolves types
 * as it does for the literals (both are of type unknown).
 */
typedef struct LiteralTypes
{
	int			nliterals;
	List	   *types;			/* the types the literals are coerced to */
} LiteralTypes;

/* Turn the string literals of a copied raw tree into $n (in place: the copy is thrown away). */
static bool
literals_to_params_walker(Node *node, void *context)
{
	LiteralTypes *lit = (LiteralTypes *) context;

	if (node == NULL)
		return false;
	/* a type's modifiers must stay constants; so must a JSON_TABLE path */
	if (IsA(node, TypeName))
		return false;
#if PG_VERSION_NUM >= 170000
	if (IsA(node, JsonTablePathSpec))
		return false;
#endif
	if (IsA(node, A_Const))
	{
		A_Const    *con = (A_Const *) node;

		if (!con->isnull && IsA(&con->val, String))
		{
			int			location = con->location;
			ParamRef   *ref = (ParamRef *) con;

			StaticAssertStmt(sizeof(ParamRef) <= sizeof(A_Const), "a ParamRef fits in an A_Const");
			ref->type = T_ParamRef;
			ref->number = ++lit->nliterals;
			ref->location = location;
		}
		return false;
	}
	return raw_expression_tree_walker(node, literals_to_params_walker, lit);
}

static Node *
literal_paramref_hook(ParseState *pstate, ParamRef *pref)
{
	Param	   *param = makeNode(Param);

	param->paramkind = PARAM_EXTERN;
	param->paramid = pref->number;
	param->paramtype = UNKNOWNOID;
	param->paramtypmod = -1;
	param->paramcollid = InvalidOid;
	param->location = pref->location;
	return (Node *) param;
}

static Node *
literal_coerce_hook(ParseState *pstate, Param *param, Oid targetTypeId,
					int32 targetTypeMod, int location)
{
	LiteralTypes *lit = (LiteralTypes *) pstate->p_ref_hook_state;
	Param	   *typed;

	if (param->paramkind != PARAM_EXTERN || param->paramtype != UNKNOWNOID)
		return NULL;
	lit->types = lappend_oid(lit->types, targetTypeId);
	typed = copyObject(param);
	typed->paramtype = targetTypeId;
	typed->paramcollid = get_typcollation(targetTypeId);
	return (Node *) typed;
}

static void
literal_parser_setup(ParseState *pstate, LiteralTypes *lit)
{
	pstate->p_paramref_hook = literal_paramref_hook;
	pstate->p_coerce_param_hook = literal_coerce_hook;
	pstate->p_ref_hook_state = lit;
}

/*
 * Analyse a copy of stmt with its literals as parameters; the types they
 * would be read into are added to lit->types.  An error stops the analysis
 * where the query's own analysis stops too (the literals met before it are
 * known); it is not the query's to report, so it is dropped here.
 */
static void
literal_types(RawStmt *stmt, const char *sql, LiteralTypes *lit)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	RawStmt    *copy = copyObject(stmt);

	CHECK_FOR_INTERRUPTS();
	literals_to_params_walker(copy->stmt, lit);
	if (lit->nliterals == 0)
		return;
	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(callercxt);
	PG_TRY();
	{
		ParseState *pstate = make_parsestate(NULL);

		pstate->p_sourcetext = sql;
		literal_parser_setup(pstate, lit);
		(void) transformTopLevelStmt(pstate, copy);
		free_parsestate(pstate);
		/* nothing of it is kept: its locks are taken again by the query's own analysis */
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(callercxt);
		CurrentResourceOwner = oldowner;
	}
	PG_CATCH();
	{
		FreeErrorData(subxact_abort(callercxt, oldowner));
	}
	PG_END_TRY();
}

void
policy_check_raw(List *raw_parsetree_list, const char *sql)
{
	PolicyWalk	walk;
	LiteralTypes lit;
	ListCell   *lc;

	memset(&walk, 0, sizeof(walk));
	memset(&lit, 0, sizeof(lit));
	foreach(lc, raw_parsetree_list)
	{
		if (raw_types_walker(lfirst_node(RawStmt, lc)->stmt, &walk))
			policy_raise(&walk);
	}
	/* only a query with string literals is analysed twice (a copy of a huge one costs) */
	if (walk.string_literals > 0)
	{
		foreach(lc, raw_parsetree_list)
			literal_types(lfirst_node(RawStmt, lc), sql, &lit);
	}
	foreach(lc, lit.types)
	{
		if (type_refused(lfirst_oid(lc), &walk))
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
		if (query_refused(parse, &walk))
			policy_raise(&walk);
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
	return guard_active && fn >= FirstNormalObjectId && function_verdict(fn) != VERDICT_C;
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
				char		verdict = function_verdict(flinfo->fn_oid);

				if (verdict == VERDICT_TRUSTED)
					trusted_since = call_depth;
				else if (verdict == VERDICT_REFUSED)
				{
					PolicyWalk	walk;

					call_depth--;
					memset(&walk, 0, sizeof(walk));
					refuse(&walk, flinfo->fn_oid,
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
policy_install_hooks(void)
{
	prev_planner_hook = planner_hook;
	planner_hook = policy_planner;
	prev_needs_fmgr_hook = needs_fmgr_hook;
	needs_fmgr_hook = policy_needs_fmgr_hook;
	prev_fmgr_hook = fmgr_hook;
	fmgr_hook = policy_fmgr_hook;
	CacheRegisterSyscacheCallback(PROCOID, trust_cache_invalidate, (Datum) 0);
	CacheRegisterSyscacheCallback(NAMESPACEOID, trust_cache_invalidate, (Datum) 0);
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

/*
 * Advisory locks of this backend, read from its PGPROC's lock lists (they
 * are never fast-path locks).  Whether one is session- or
 * transaction-level is only known to lock.c's local table, so releasing
 * tries the session level with the warning for a lock not held there kept
 * quiet.
 */
typedef struct AdvisoryLock
{
	LOCKTAG		tag;
	LOCKMASK	mask;
} AdvisoryLock;

struct AdvisoryLocks
{
	int			n;
	AdvisoryLock *locks;
};

AdvisoryLocks *
policy_advisory_locks(void)
{
	AdvisoryLocks *held = palloc0(sizeof(AdvisoryLocks));
	int			cap = 0;
	int			i;

	for (i = 0; i < NUM_LOCK_PARTITIONS; i++)
	{
		LWLock	   *partition = LockHashPartitionLockByIndex(i);

#if PG_VERSION_NUM >= 160000
		dlist_iter	iter;

		if (dlist_is_empty(&MyProc->myProcLocks[i]))
			continue;
		LWLockAcquire(partition, LW_SHARED);
		dlist_foreach(iter, &MyProc->myProcLocks[i])
		{
			PROCLOCK   *proclock = dlist_container(PROCLOCK, procLink, iter.cur);
#else
		SHM_QUEUE  *head = &MyProc->myProcLocks[i];
		PROCLOCK   *proclock;

		if (SHMQueueEmpty(head))
			continue;
		LWLockAcquire(partition, LW_SHARED);
		for (proclock = (PROCLOCK *) SHMQueueNext(head, head, offsetof(PROCLOCK, procLink));
			 proclock != NULL;
			 proclock = (PROCLOCK *) SHMQueueNext(head, &proclock->procLink, offsetof(PROCLOCK, procLink)))
		{
#endif
			LOCK	   *lock = proclock->tag.myLock;

			if (lock->tag.locktag_type != LOCKTAG_ADVISORY || proclock->holdMask == 0)
				continue;
			if (held->n == cap)
			{
				cap = cap ? cap * 2 : 8;
				held->locks = held->locks ? repalloc(held->locks, sizeof(AdvisoryLock) * cap)
					: palloc(sizeof(AdvisoryLock) * cap);
			}
			held->locks[held->n].tag = lock->tag;
			held->locks[held->n].mask = proclock->holdMask;
			held->n++;
		}
		LWLockRelease(partition);
	}
	return held;
}

static emit_log_hook_type prev_emit_log_hook = NULL;

/* Keep lock.c's "you don't own a lock" warning quiet while probing. */
static void
quiet_release_warning(ErrorData *edata)
{
	if (edata->elevel == WARNING)
	{
		edata->output_to_client = false;
		edata->output_to_server = false;
	}
	else if (prev_emit_log_hook)
		prev_emit_log_hook(edata);
}

/* Release session-level advisory locks taken since before; returns how many. */
int
policy_release_advisory_since(const AdvisoryLocks *before)
{
	AdvisoryLocks *now = policy_advisory_locks();
	int			released = 0;
	int			i;

	if (now->n == 0)
		return 0;
	if (before->n == 0)
	{
		/* none was the caller's: every session-level one is the call's */
		LockReleaseSession(USER_LOCKMETHOD);
		return now->n;
	}
	prev_emit_log_hook = emit_log_hook;
	emit_log_hook = quiet_release_warning;
	PG_TRY();
	{
		for (i = 0; i < now->n; i++)
		{
			LOCKMASK	old = 0;
			LOCKMODE	mode;
			int			j;

			for (j = 0; j < before->n; j++)
				if (memcmp(&before->locks[j].tag, &now->locks[i].tag, sizeof(LOCKTAG)) == 0)
					old = before->locks[j].mask;
			for (mode = ShareLock; mode <= ExclusiveLock; mode++)
			{
				if ((now->locks[i].mask & LOCKBIT_ON(mode)) && !(old & LOCKBIT_ON(mode)))
				{
					while (LockRelease(&now->locks[i].tag, mode, true))
						released++;
				}
			}
		}
	}
	PG_FINALLY();
	{
		emit_log_hook = prev_emit_log_hook;
	}
	PG_END_TRY();
	return released;
}

/*
 * The remote policy.  The query's names, from its raw parse tree: functions
 * (with their schema when written), operators, relations and types.  On the
 * remote server every function they can make run is collected: every
 * function of each name on the remote search path (all overloads), every
 * operator's function, and what the stored expression trees of the views,
 * row security policies and domain constraints of the relations and types
 * name (functions, operators, relations, types: pg_depend leaves out pinned
 * built-ins), and the cast functions to the types named.  Each must be a built-in that is
 * immutable or stable (or on the harmless list), not one that runs a query
 * string, or trusted by the same settings as here.  SQL functions cannot be
 * judged by their bodies there: they need trust.
 */
typedef struct RemoteNames
{
	List	   *fn_schemas;
	List	   *fn_names;
	List	   *op_schemas;
	List	   *op_names;
	List	   *rel_schemas;
	List	   *rel_names;
	List	   *type_schemas;
	List	   *type_names;
} RemoteNames;

static void
add_qualified(List **schemas, List **names, List *parts)
{
	int			n = list_length(parts);

	if (n == 0)
		return;
	*names = lappend(*names, strVal(llast(parts)));
	*schemas = lappend(*schemas, n >= 2 ? strVal(list_nth(parts, n - 2)) : "");
}

static void
add_operator(RemoteNames *names, const char *op)
{
	names->op_schemas = lappend(names->op_schemas, "");
	names->op_names = lappend(names->op_names, (char *) op);
}

static bool
remote_names_walker(Node *node, void *context)
{
	RemoteNames *names = (RemoteNames *) context;

	if (node == NULL)
		return false;
	switch (nodeTag(node))
	{
		case T_FuncCall:
			add_qualified(&names->fn_schemas, &names->fn_names, ((FuncCall *) node)->funcname);
			/* typename('literal') is a cast to that type */
			if (list_length(((FuncCall *) node)->args) == 1)
				add_qualified(&names->type_schemas, &names->type_names, ((FuncCall *) node)->funcname);
			break;
		case T_RangeTableSample:
			add_qualified(&names->fn_schemas, &names->fn_names, ((RangeTableSample *) node)->method);
			break;
		case T_A_Expr:
			{
				A_Expr	   *expr = (A_Expr *) node;

				switch (expr->kind)
				{
					case AEXPR_BETWEEN:
					case AEXPR_NOT_BETWEEN:
					case AEXPR_BETWEEN_SYM:
					case AEXPR_NOT_BETWEEN_SYM:
						add_operator(names, "<=");
						add_operator(names, ">=");
						break;
					default:
						add_qualified(&names->op_schemas, &names->op_names, expr->name);
						break;
				}
				break;
			}
		case T_CaseExpr:
			/* CASE x WHEN v compares with = without naming it */
			if (((CaseExpr *) node)->arg != NULL)
				add_operator(names, "=");
			break;
		case T_JoinExpr:
			/* so do USING and NATURAL joins */
			if (((JoinExpr *) node)->usingClause != NIL || ((JoinExpr *) node)->isNatural)
				add_operator(names, "=");
			break;
		case T_RangeVar:
			{
				RangeVar   *rv = (RangeVar *) node;

				names->rel_schemas = lappend(names->rel_schemas, rv->schemaname ? rv->schemaname : "");
				names->rel_names = lappend(names->rel_names, rv->relname);
				break;
			}
		case T_TypeName:
			/* an array's element type is followed from the named type */
			add_qualified(&names->type_schemas, &names->type_names, ((TypeName *) node)->names);
			return false;
		default:
			break;
	}
	return raw_expression_tree_walker(node, remote_names_walker, names);
}

/* A text[] value in its input syntax: {"a","b"} */
static char *
text_array_literal(List *items)
{
	StringInfoData buf;
	ListCell   *lc;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	foreach(lc, items)
	{
		const char *p;

		if (lc != list_head(items))
			appendStringInfoChar(&buf, ',');
		appendStringInfoChar(&buf, '"');
		for (p = lfirst(lc); *p; p++)
		{
			if (*p == '"' || *p == '\\')
				appendStringInfoChar(&buf, '\\');
			appendStringInfoChar(&buf, *p);
		}
		appendStringInfoChar(&buf, '"');
	}
	appendStringInfoChar(&buf, '}');
	return buf.data;
}

/* ARRAY['a', 'b']::pg_catalog.text[], for the lists that never change */
static void
append_text_array(StringInfo buf, List *items)
{
	ListCell   *lc;

	appendStringInfoString(buf, "ARRAY[");
	foreach(lc, items)
	{
		if (lc != list_head(items))
			appendStringInfoChar(buf, ',');
		appendStringInfoString(buf, quote_literal_cstr(lfirst(lc)));
	}
	appendStringInfoString(buf, "]::pg_catalog.text[]");
}

static void
append_name_array(StringInfo buf, const char *const *list)
{
	List	   *items = NIL;
	int			i;

	for (i = 0; list[i]; i++)
		items = lappend(items, (char *) list[i]);
	append_text_array(buf, items);
}

void
policy_remote_check_params(List *raw_parsetree_list, const char **params)
{
	RemoteNames names;
	List	   *trusted_fn_schemas = NIL;
	List	   *trusted_fn_names = NIL;
	List	   *trusted_signatures = NIL;
	List	   *trusted_schema_list = NIL;
	ListCell   *lc;

	memset(&names, 0, sizeof(names));
	foreach(lc, raw_parsetree_list)
		remote_names_walker(lfirst_node(RawStmt, lc)->stmt, &names);

	foreach(lc, split_entries(trusted_functions))
	{
		char	   *schema;
		char	   *name;
		bool		has_args;

		if (!parse_function_entry(lfirst(lc), &schema, &name, &has_args))
			continue;
		if (has_args)
			trusted_signatures = lappend(trusted_signatures, lfirst(lc));
		else
		{
			trusted_fn_schemas = lappend(trusted_fn_schemas, schema);
			trusted_fn_names = lappend(trusted_fn_names, name);
		}
	}
	if (trusted_schemas && trusted_schemas[0])
		SplitIdentifierString(pstrdup(trusted_schemas), ',', &trusted_schema_list);
	params[0] = text_array_literal(names.fn_schemas);
	params[1] = text_array_literal(names.fn_names);
	params[2] = text_array_literal(names.op_schemas);
	params[3] = text_array_literal(names.op_names);
	params[4] = text_array_literal(names.rel_schemas);
	params[5] = text_array_literal(names.rel_names);
	params[6] = text_array_literal(names.type_schemas);
	params[7] = text_array_literal(names.type_names);
	params[8] = text_array_literal(trusted_schema_list);
	params[9] = text_array_literal(trusted_fn_schemas);
	params[10] = text_array_literal(trusted_fn_names);
	params[11] = text_array_literal(trusted_signatures);
}

/*
 * The check's text: the same for every query (the names come as $1..$10),
 * so the remote server prepares and plans it once per connection.
 */
const char *
policy_remote_check_sql(void)
{
	static char *cached = NULL;
	StringInfoData sql;
	List	   *query_string_names = NIL;
	int			i;

	if (cached)
		return cached;
	for (i = 0; query_string_functions[i].name; i++)
		query_string_names = lappend(query_string_names, (char *) query_string_functions[i].name);
	/* there, also those whose query is a table's or a schema's: their tables cannot be judged here */
	query_string_names = list_concat(query_string_names,
									 list_make5("table_to_xml", "table_to_xmlschema", "table_to_xml_and_xmlschema",
												"schema_to_xml", "schema_to_xmlschema"));
	query_string_names = list_concat(query_string_names,
									 list_make4("schema_to_xml_and_xmlschema", "database_to_xml",
												"database_to_xmlschema", "database_to_xml_and_xmlschema"));

	initStringInfo(&sql);
	appendStringInfoString(&sql,
						   "WITH RECURSIVE fn(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]),"
						   " pg_catalog.unnest($2::pg_catalog.text[]))),"
						   " op(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($3::pg_catalog.text[]),"
						   " pg_catalog.unnest($4::pg_catalog.text[]))),"
						   " rel(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($5::pg_catalog.text[]),"
						   " pg_catalog.unnest($6::pg_catalog.text[]))),"
						   " typ(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($7::pg_catalog.text[]),"
						   " pg_catalog.unnest($8::pg_catalog.text[]))),"
						   /* by name, without privilege checks: the query reports those itself */
						   " path(oid) AS (SELECT n.oid FROM pg_catalog.pg_namespace n"
						   "  WHERE n.nspname OPERATOR(pg_catalog.=) ANY (pg_catalog.current_schemas(true))");
	/*
	 * objs: the relations and types named, and, recursively, what the trees
	 * of their views, policies and domain constraints name ('r' relation, 't'
	 * type, 'p' function, 'o' operator); built-in types are not followed.
	 */
	appendStringInfoString(&sql, "), objs(kind, objid) AS ("
						   " SELECT 'r', c.oid FROM rel JOIN pg_catalog.pg_class c ON c.relname OPERATOR(pg_catalog.=) rel.name"
						   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace"
						   "  WHERE CASE WHEN rel.nsp OPERATOR(pg_catalog.=) '' THEN n.oid OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path))"
						   "   ELSE n.nspname OPERATOR(pg_catalog.=) rel.nsp END"
						   " UNION SELECT 't', t.oid FROM typ JOIN pg_catalog.pg_type t ON t.typname OPERATOR(pg_catalog.=) typ.name"
						   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) t.typnamespace"
						   "  WHERE t.oid OPERATOR(pg_catalog.>=) 16384 AND CASE WHEN typ.nsp OPERATOR(pg_catalog.=) ''"
						   "   THEN n.oid OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path)) ELSE n.nspname OPERATOR(pg_catalog.=) typ.nsp END"
						   /*
						    * the argument and result types of the functions and operators
						    * named: a literal is read into them.  Found among the types
						    * (not by unnesting signatures), so that the planner's estimate
						    * stays small: a large one would make the remote server compile
						    * the check with JIT on every connection.
						    */
						   " UNION SELECT 't', t.oid FROM pg_catalog.pg_type t WHERE t.oid OPERATOR(pg_catalog.>=) 16384 AND EXISTS ("
						   "  SELECT FROM fn JOIN pg_catalog.pg_proc p ON p.proname OPERATOR(pg_catalog.=) fn.name"
						   "   WHERE (t.oid OPERATOR(pg_catalog.=) ANY (p.proargtypes::pg_catalog.oid[]) OR t.oid OPERATOR(pg_catalog.=) p.prorettype)"
						   "    AND CASE WHEN fn.nsp OPERATOR(pg_catalog.=) '' THEN p.pronamespace OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path))"
						   "    ELSE p.pronamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) fn.nsp) END)"
						   " UNION SELECT 't', t.oid FROM pg_catalog.pg_type t WHERE t.oid OPERATOR(pg_catalog.>=) 16384 AND EXISTS ("
						   "  SELECT FROM op JOIN pg_catalog.pg_operator o ON o.oprname OPERATOR(pg_catalog.=) op.name"
						   "   WHERE (t.oid OPERATOR(pg_catalog.=) o.oprleft OR t.oid OPERATOR(pg_catalog.=) o.oprright OR t.oid OPERATOR(pg_catalog.=) o.oprresult)"
						   "    AND CASE WHEN op.nsp OPERATOR(pg_catalog.=) '' THEN o.oprnamespace OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path))"
						   "    ELSE o.oprnamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) op.nsp) END)"
						   " UNION SELECT d.kind, d.objid FROM objs o, LATERAL ("
						   "   SELECT CASE WHEN m[1] OPERATOR(pg_catalog.=) 'relid' THEN 'r' WHEN m[1] OPERATOR(pg_catalog.=) 'opno' THEN 'o'"
						   "     WHEN m[1] OPERATOR(pg_catalog.~~) '%type' THEN 't' ELSE 'p' END, m[2]::pg_catalog.oid"
						   "     FROM (SELECT r.ev_action::pg_catalog.text AS tree FROM pg_catalog.pg_rewrite r"
						   "            WHERE o.kind OPERATOR(pg_catalog.=) 'r' AND r.ev_class OPERATOR(pg_catalog.=) o.objid"
						   "           UNION ALL SELECT pg_catalog.concat(p.polqual, p.polwithcheck) FROM pg_catalog.pg_policy p"
						   "            WHERE o.kind OPERATOR(pg_catalog.=) 'r' AND p.polrelid OPERATOR(pg_catalog.=) o.objid"
						   "           UNION ALL SELECT c.conbin::pg_catalog.text FROM pg_catalog.pg_constraint c"
						   "            WHERE o.kind OPERATOR(pg_catalog.=) 't' AND c.contypid OPERATOR(pg_catalog.=) o.objid AND c.conbin IS NOT NULL) t,"
						   "      LATERAL pg_catalog.regexp_matches(t.tree,"
						   "        ':(funcid|opfuncid|aggfnoid|winfnoid|tsmhandler|opno|relid|resulttype|funcresulttype|consttype) ([0-9]+)', 'g') m"
						   "    WHERE m[1] OPERATOR(pg_catalog.!~~) '%type' OR m[2]::pg_catalog.oid OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', c.reltype FROM pg_catalog.pg_class c"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 'r' AND c.oid OPERATOR(pg_catalog.=) o.objid AND c.reltype OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', u.t FROM pg_catalog.pg_type t, LATERAL (VALUES (t.typbasetype), (t.typelem)) u(t)"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND t.oid OPERATOR(pg_catalog.=) o.objid AND u.t OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', a.atttypid FROM pg_catalog.pg_type t JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) t.typrelid"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND t.oid OPERATOR(pg_catalog.=) o.objid AND t.typrelid OPERATOR(pg_catalog.<>) 0"
						   "      AND a.attnum OPERATOR(pg_catalog.>) 0 AND a.atttypid OPERATOR(pg_catalog.>=) 16384"
						   /* a range's subtype; a multirange's range (rngmultitypid: 14 and later, so read by name) */
						   "   UNION ALL SELECT 't', r.rngsubtype FROM pg_catalog.pg_range r"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND r.rngtypid OPERATOR(pg_catalog.=) o.objid AND r.rngsubtype OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', r.rngtypid FROM pg_catalog.pg_range r"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't'"
						   "      AND (pg_catalog.to_jsonb(r) OPERATOR(pg_catalog.->>) 'rngmultitypid')::pg_catalog.oid OPERATOR(pg_catalog.=) o.objid"
						   "   UNION ALL SELECT 'p', c.castfunc FROM pg_catalog.pg_cast c"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND c.casttarget OPERATOR(pg_catalog.=) o.objid AND c.castfunc OPERATOR(pg_catalog.<>) 0"
						   " ) d(kind, objid)),"
						   /* the functions: named, of the operators named, and met in objs */
						   " procs(oid) AS ("
						   " SELECT p.oid FROM pg_catalog.pg_proc p JOIN fn ON p.proname OPERATOR(pg_catalog.=) fn.name"
						   "  WHERE CASE WHEN fn.nsp OPERATOR(pg_catalog.=) '' THEN p.pronamespace OPERATOR(pg_catalog.=) ANY"
						   "          (ARRAY(SELECT oid FROM path))"
						   "        ELSE p.pronamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) fn.nsp) END"
						   /* built-in operators are built-in functions that are immutable or stable */
						   " UNION SELECT o.oprcode::pg_catalog.oid FROM pg_catalog.pg_operator o JOIN op ON o.oprname OPERATOR(pg_catalog.=) op.name"
						   "  WHERE o.oid OPERATOR(pg_catalog.>=) 16384 AND CASE WHEN op.nsp OPERATOR(pg_catalog.=) '' THEN o.oprnamespace OPERATOR(pg_catalog.=) ANY"
						   "          (ARRAY(SELECT oid FROM path))"
						   "        ELSE o.oprnamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) op.nsp) END"
						   " UNION SELECT objid FROM objs WHERE kind OPERATOR(pg_catalog.=) 'p'"
						   " UNION SELECT o.oprcode::pg_catalog.oid FROM objs x JOIN pg_catalog.pg_operator o ON o.oid OPERATOR(pg_catalog.=) x.objid"
						   "  WHERE x.kind OPERATOR(pg_catalog.=) 'o')"
						   " SELECT CASE WHEN s.bad IS NULL THEN 0 ELSE pg_catalog.concat(");
	appendStringInfoString(&sql, quote_literal_cstr(POLICY_REMOTE_MARKER));
	appendStringInfoString(&sql, ", s.bad)::pg_catalog.int4 END FROM ("
						   " SELECT pg_catalog.min(p.oid::pg_catalog.regprocedure::pg_catalog.text) AS bad"
						   "   FROM procs JOIN pg_catalog.pg_proc p ON p.oid OPERATOR(pg_catalog.=) procs.oid"
						   "   JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) p.pronamespace"
						   "  WHERE NOT ((p.oid OPERATOR(pg_catalog.<) 16384"
						   "    AND ((p.provolatile OPERATOR(pg_catalog.<>) 'v' AND p.prorettype OPERATOR(pg_catalog.<>) 'pg_catalog.void'::pg_catalog.regtype)"
						   "         OR (n.nspname OPERATOR(pg_catalog.=) 'pg_catalog' AND p.proname OPERATOR(pg_catalog.=) ANY (");
	append_name_array(&sql, harmless_volatile);
	appendStringInfoString(&sql, ")))"
						   "    AND NOT (n.nspname OPERATOR(pg_catalog.=) 'pg_catalog' AND p.proname OPERATOR(pg_catalog.=) ANY (");
	append_text_array(&sql, query_string_names);
	appendStringInfoString(&sql, ")))"
						   "    OR n.nspname OPERATOR(pg_catalog.=) ANY ($9::pg_catalog.text[])"
						   "    OR EXISTS (SELECT FROM ROWS FROM (pg_catalog.unnest($10::pg_catalog.text[]),"
						   " pg_catalog.unnest($11::pg_catalog.text[])) t(s, f) WHERE t.s OPERATOR(pg_catalog.=) n.nspname::pg_catalog.text"
						   "    AND t.f OPERATOR(pg_catalog.=) p.proname::pg_catalog.text)"
						   "    OR p.oid OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT pg_catalog.to_regprocedure(e)::pg_catalog.oid"
						   " FROM pg_catalog.unnest($12::pg_catalog.text[]) e)))) s");
	/* it runs in the remote session, under its search_path: nothing may resolve through it */
	if (catalog_unqualified(sql.data) != NULL)
		elog(ERROR, "the remote policy check resolves %s through the search_path",
			 catalog_unqualified(sql.data));
	cached = MemoryContextStrdup(TopMemoryContext, sql.data);
	pfree(sql.data);
	return cached;
}
