/*
 * sqlnorm.h — the normal form of a query's text, under which remembered
 * repairs are found again, and the names a query uses.
 *
 * Pure C: no PostgreSQL headers.
 */
#ifndef NL2SQL_HEAL_SQLNORM_H
#define NL2SQL_HEAL_SQLNORM_H

#include <stdbool.h>

/*
 * sql with comments dropped, every run of whitespace (and comments) between
 * two tokens made one space, none at either end, and trailing semicolons
 * removed.  Tokens are kept as written: case, quotes and literals matter.
 * malloc'd (caller frees); NULL when memory runs out.
 */
extern char *sqlnorm_normalise(const char *sql);

/*
 * The distinct identifier names sql uses (unquoted words folded to lower
 * case, quoted ones as written; keywords included: the list only needs to
 * hold every name), as a malloc'd array of malloc'd strings; *n gets the
 * count.  NULL with *n = 0 when there are none or memory runs out.
 */
extern char **sqlnorm_names(const char *sql, int *n);

/* Free what sqlnorm_names returned. */
extern void sqlnorm_free_names(char **names, int n);

#endif
