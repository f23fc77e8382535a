/*
 * policy_int.h — what the policy*.c files share (not for callers: they
 * include policy.h).  policy.c is the lowest layer: the settings and the
 * verdict for one function; policy_walk.c and policy_remote.c call into it,
 * policy_guard.c into those.
 */
#ifndef NL2SQL_HEAL_POLICY_INT_H
#define NL2SQL_HEAL_POLICY_INT_H

#include "policy.h"

#include "nodes/parsenodes.h"

/* Built-ins that run the query string they are given, and which argument it is. */
typedef struct QueryStringFunction
{
	const char *name;
	int			nargs;			/* 0: any */
	int			query_arg;		/* 0-based */
} QueryStringFunction;

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

/* policy.c: the settings, the lists of built-ins, the verdicts. */
extern uint64 policy_verdict_generation;
extern char *policy_trusted_functions;
extern char *policy_trusted_schemas;
extern const char *const policy_harmless_volatile[];
extern const QueryStringFunction policy_query_string_functions[];
extern List *policy_split_entries(const char *value);
extern bool policy_parse_function_entry(const char *entry, char **schema, char **name,
										bool *has_args);
extern void policy_trust_cache_invalidate(Datum arg, int cacheid, uint32 hashvalue);
extern char policy_function_verdict(Oid fn);
extern bool policy_function_trusted(Oid fn);
extern const QueryStringFunction *policy_query_string_function(const char *proname, int nargs);

/* policy_walk.c: true (refused) with walk filled; nothing is raised. */
extern bool policy_refuse(PolicyWalk *walk, Oid fn, const char *detail);
extern bool policy_query_refused(Query *query, PolicyWalk *walk);
extern bool policy_type_refused(Oid typid, PolicyWalk *walk);
extern bool policy_raw_types_walker(Node *node, void *context);
extern void policy_literal_types(RawStmt *stmt, const char *sql, LiteralTypes *lit);

#endif							/* NL2SQL_HEAL_POLICY_INT_H */
