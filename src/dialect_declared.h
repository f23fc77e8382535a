/*
 * dialect_declared.h — translate a query declared to be written for another
 * engine before it first runs.
 *
 * Some foreign SQL runs on PostgreSQL without an error but means something
 * else there: LIKE ignores case in SQLite, MySQL and T-SQL (their default
 * collations); those engines and BigQuery sort NULLs lowest; MySQL's / on
 * integers divides exactly.  Nothing fails, so nothing would be repaired:
 * when the source engine is declared, these are translated up front, along
 * with every foreign construct dialect_rewrite maps.
 *
 * Pure C: no PostgreSQL headers.
 */
#ifndef NL2SQL_HEAL_DIALECT_DECLARED_H
#define NL2SQL_HEAL_DIALECT_DECLARED_H

#include "conversions.h"
#include "dialect.h"

/*
 * Translate sql, written for dialect d, to PostgreSQL with d's meaning.
 * Returns true when it changed (out->sql, out->notes as for dialect_rewrite);
 * false for SRC_NONE and SRC_POSTGRES, when nothing needed translating,
 * when memory ran out, or when stop (NULL: none), asked between tokens, said
 * to stop.  Release out with dialect_result_free.
 */
extern bool dialect_translate(const char *sql, SourceDialect d, const DialectStop *stop,
							  DialectResult *out);

#endif

#ifndef NL2SQL_HEAL_FOREIGN_ERROR
#define NL2SQL_HEAL_FOREIGN_ERROR
/*
 * Is an error outside class 42 one a foreign construct causes, and that a
 * rule maps?  22023 for a date part another engine names (EXTRACT(DAYOFWEEK
 * ...)); 21000 for a scalar subquery returning several rows (SQLite takes
 * the first; first_row repairs it only where a probe proves which row does
 * not matter).  Everything else is
 * classified as the contract says.
 */
extern bool foreign_error_repairable(const char *sqlstate, const char *message, SourceDialect d);
#endif
