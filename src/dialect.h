/*
 * dialect.h — map foreign-dialect SQL (T-SQL, MySQL, SQLite, BigQuery,
 * Snowflake) to PostgreSQL 15 with the same meaning.
 *
 * Pure C: no PostgreSQL headers.  Every rewrite is textual and local: the
 * text outside an edited construct (spacing, comments, case) is kept as it
 * was.  A construct is only rewritten when the PostgreSQL form answers the
 * same way the foreign engine would; when that depends on something the text
 * does not say (a column's type, a session setting), it is left alone, since
 * a failure is better than a query that runs and answers differently.
 * Queries that are already valid PostgreSQL come back unchanged.
 */
#ifndef NL2SQL_HEAL_DIALECT_H
#define NL2SQL_HEAL_DIALECT_H

#include <stdbool.h>

typedef struct DialectResult
{
	char	   *sql;			/* malloc'd rewrite, NULL if nothing changed */
	char	  **notes;			/* malloc'd human sentences, e.g. "T-SQL TOP
								 * 10 → LIMIT 10"; each one distinct */
	int			nnotes;
} DialectResult;

/*
 * Map foreign constructs to PostgreSQL.  Returns true when sql was rewritten
 * (out->sql then holds the new text and out->notes say what changed);
 * false when there was nothing to rewrite, the input was unusable or memory
 * ran out (out is then empty).  out is always initialised; release it with
 * dialect_result_free.
 */
extern bool dialect_rewrite(const char *sql, DialectResult *out);

/*
 * A check the walks ask between tokens: when check(arg) answers true the
 * rewrite stops and reports nothing to rewrite (a caller's cancel or time
 * budget; the work is otherwise linear in the query but not cheap).
 */
typedef struct DialectStop
{
	bool		(*check) (void *arg);
	void	   *arg;
} DialectStop;

/* How many tokens the scans that are not the walk read between two questions to a stop. */
#define DIALECT_STOP_EVERY 1024

/* Has stop (NULL: none) said to stop? */
#define DIALECT_STOPPED(stop) ((stop) != NULL && (stop)->check((stop)->arg))

/*
 * Fix guided by PostgreSQL's error for this query: message as PostgreSQL
 * printed it (errmsg, without "ERROR:"), sqlstate (may be NULL), and
 * position, the 1-based character position of PostgreSQL's error cursor
 * within sql (characters, as PostgreSQL counts them in a UTF-8 database),
 * or 0 when there is none.  Returns true when it has a rewrite; out as for
 * dialect_rewrite.  The error-specific fix (missing subquery alias, boolean
 * compared with 0/1, SELECT-list alias used in WHERE/GROUP BY/HAVING/ORDER BY
 * expressions, T-SQL string +, integer used as a condition, SUM/AVG of a
 * boolean, round(double precision, int), a double-quoted string literal) is
 * applied first, then dialect_rewrite runs over the result, so one call can
 * fix several problems.  stop, when not NULL, is asked between tokens.
 */
extern bool dialect_fix_for_error(const char *sql, const char *sqlstate,
								  const char *message, int position,
								  const DialectStop *stop, DialectResult *out);

/*
 * As dialect_rewrite, for a query declared to be written for engine ("tsql",
 * "mysql", "sqlite", "bigquery", "snowflake"): that engine's meaning is used
 * where the text alone cannot tell (NULL ordering, MySQL's exact /), instead
 * of the markers the text carries.  False for another engine name.  stop,
 * when not NULL, is asked between tokens: stopped, false.
 */
extern bool dialect_rewrite_as(const char *sql, const char *engine, const DialectStop *stop,
							   DialectResult *out);

/* Free what a DialectResult holds and reset it; safe on an initialised, empty result. */
extern void dialect_result_free(DialectResult *r);

#endif							/* NL2SQL_HEAL_DIALECT_H */
