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
 *     harmless ones (policy_harmless_volatile below);
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
 *
 * The pieces, each calling only into those listed before it:
 *   policy.c         the settings and the verdict for one function OID;
 *   policy_walk.c    the walk of an analysed query, of a raw one's types,
 *                    and the analysis that finds the types of its literals;
 *   policy_remote.c  the check that judges the names on a remote target;
 *   policy_guard.c   the planner and function hooks, and raising refusals;
 *   policy_locks.c   advisory-lock cleanup (uses none of the others).
 * policy_int.h is what they share.
 */
#include "postgres.h"

#include "read_only.h"
#include "subxact.h"

#include "policy_int.h"

#include "access/htup_details.h"
#include "access/transam.h"
#include "catalog/pg_language.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "fmgr.h"
#include "parser/parser.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/regproc.h"
#include "utils/syscache.h"
#include "utils/varlena.h"

char *policy_trusted_functions = NULL;
char *policy_trusted_schemas = NULL;

/*
 * Volatile built-ins that act on nothing outside the query: they read the
 * clock, the random generator, sizes, positions and statuses, or wait (the
 * wait is bounded by nl2sql_heal.statement_timeout).  Reviewed one by one
 * against PostgreSQL's catalog; anything that writes, locks, signals,
 * notifies, opens a descriptor, changes a setting or a seed, or reads files
 * is not here.  random() advances the session's generator, as any query
 * using it does.
 */
const char *const policy_harmless_volatile[] = {
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

const QueryStringFunction policy_query_string_functions[] = {
	{"query_to_xml", 4, 0},
	{"query_to_xmlschema", 4, 0},
	{"query_to_xml_and_xmlschema", 4, 0},
	{"ts_stat", 0, 0},
	{"ts_rewrite", 2, 1},
	{NULL, 0, 0}
};

static HTAB *trust_cache = NULL;

typedef struct TrustEntry
{
	Oid			fn;
	char		verdict;
} TrustEntry;

static bool name_in(const char *name, const char *const *list);

/* Bumped whenever verdicts may have changed (caches built on them compare it). */
uint64		policy_verdict_generation = 0;

static void
trust_cache_reset(void)
{
	policy_verdict_generation++;
	if (trust_cache)
	{
		hash_destroy(trust_cache);
		trust_cache = NULL;
	}
}

void
policy_trust_cache_invalidate(Datum arg, int cacheid, uint32 hashvalue)
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
List *
policy_split_entries(const char *value)
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
 * An entry of policy_trusted_functions: schema.name or schema.name(argtypes).  The
 * name is split into schema and function (as identifiers: folded to lower
 * case unless quoted); returns false when it is not schema-qualified.
 */
bool
policy_parse_function_entry(const char *entry, char **schema, char **name, bool *has_args)
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

	foreach(lc, policy_split_entries(*newval))
	{
		char	   *schema;
		char	   *name;
		bool		has_args;

		if (!policy_parse_function_entry(lfirst(lc), &schema, &name, &has_args))
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
policy_init(void)
{
	DefineCustomStringVariable("nl2sql_heal.trusted_functions",
							   "Functions generated SQL may call although they are not built in, "
							   "or are volatile built-ins not known to be harmless.",
							   "A comma-separated list of schema.name (every function of that name) "
							   "or schema.name(argument types). Trusting a function trusts "
							   "everything it does.",
							   &policy_trusted_functions, "",
							   PGC_SUSET, 0,
							   trusted_functions_check, trust_settings_assign, NULL);
	DefineCustomStringVariable("nl2sql_heal.trusted_schemas",
							   "Schemas whose functions generated SQL may call.",
							   "A comma-separated list of schema names. Trust only schemas in which "
							   "only trusted roles can create functions.",
							   &policy_trusted_schemas, "",
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

	if ((policy_trusted_functions == NULL || policy_trusted_functions[0] == '\0') &&
		(policy_trusted_schemas == NULL || policy_trusted_schemas[0] == '\0'))
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

	if (policy_trusted_schemas && policy_trusted_schemas[0] &&
		SplitIdentifierString(pstrdup(policy_trusted_schemas), ',', &schemas))
	{
		foreach(lc, schemas)
			if (strcmp(lfirst(lc), nspname) == 0)
				trusted = true;
	}
	if (!trusted && policy_trusted_functions && policy_trusted_functions[0])
	{
		foreach(lc, policy_split_entries(policy_trusted_functions))
		{
			char	   *schema;
			char	   *name;
			bool		has_args;

			if (!policy_parse_function_entry(lfirst(lc), &schema, &name, &has_args) ||
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

		if (catalog && policy_query_string_function(NameStr(proc->proname), proc->pronargs))
			verdict = VERDICT_QUERY_STRING;
		else if (catalog && name_in(NameStr(proc->proname), policy_harmless_volatile))
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

char
policy_function_verdict(Oid fn)
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

bool
policy_function_trusted(Oid fn)
{
	return policy_function_verdict(fn) == VERDICT_TRUSTED;
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
const QueryStringFunction *
policy_query_string_function(const char *proname, int nargs)
{
	int			i;

	for (i = 0; policy_query_string_functions[i].name; i++)
		if (strcmp(proname, policy_query_string_functions[i].name) == 0 &&
			(policy_query_string_functions[i].nargs == 0 || policy_query_string_functions[i].nargs == nargs))
			return &policy_query_string_functions[i];
	return NULL;
}
