/*
 * policy.h — what a generated query may make the server run.
 *
 * See policy.c for the policy itself.
 */
#ifndef NL2SQL_HEAL_POLICY_H
#define NL2SQL_HEAL_POLICY_H

#include "postgres.h"

#include "nodes/pg_list.h"

/* Settings and hooks; called from _PG_init. */
extern void policy_init(void);
extern void policy_guard_init(void);

/*
 * Between begin and end, every query planned (the generated one, and any a
 * function it calls plans: query strings, SQL function bodies) is checked,
 * and every call of a function that is not built in is checked as it is
 * made.  A refusal raises ERROR 42501.  end must also be called on the
 * error path.
 */
extern void policy_guard_begin(void);
extern void policy_guard_end(void);

/*
 * Before parse analysis (which already runs the input functions of literals,
 * and so the CHECK constraints of domains inside composite, array, range
 * and multirange types): judge the types the raw query casts to (also as
 * typename('literal')), the column types of the relations it names, and the
 * types its string literals would be read into (found by analysing a copy
 * whose literals are parameters, which reads none).  Raises the refusal.
 */
extern void policy_check_raw(List *raw_parsetree_list, const char *sql);

/*
 * After an error: was it a refusal raised before the generated query itself
 * started running (nothing it asked for ran)?  Clears the flag.
 */
extern bool policy_take_refusal(void);

/* Session advisory locks: those held now, and releasing any taken since. */
typedef struct AdvisoryLocks AdvisoryLocks;
extern AdvisoryLocks *policy_advisory_locks(void);
extern int	policy_release_advisory_since(const AdvisoryLocks *before);

/*
 * Remote targets: the remote server's functions cannot be resolved here, so
 * the names the raw query uses are judged there, in the remote query's own
 * transaction, by a statement that fails with POLICY_REMOTE_MARKER and the
 * function's signature in its message when one is refused.
 */
#define POLICY_REMOTE_MARKER "nl2sql_heal policy refuses "
#define POLICY_REMOTE_NPARAMS 12
extern const char *policy_remote_check_sql(void);
extern void policy_remote_check_params(List *raw_parsetree_list, const char **params);

#endif							/* NL2SQL_HEAL_POLICY_H */
