/*
 * catalog_fkeys.h — the single-column foreign keys of some relations that
 * lead to a table with a given column, read from this database's caches.
 */
#ifndef NL2SQL_HEAL_CATALOG_FKEYS_H
#define NL2SQL_HEAL_CATALOG_FKEYS_H

#include "target.h"

/*
 * nl2sql_heal.lookup_check_sql (hidden, superuser; for tests): the lookup
 * rule reads its keys with its catalog query too and raises on a difference.
 */
extern bool catalog_fkeys_check_sql;

/* Define that setting (from _PG_init). */
extern void catalog_fkeys_init(void);

/*
 * For the relations nsps[i].rels[i] (i from 0 to n - 1; a missing one has
 * no keys), the rows (i + 1, key column, referenced schema, referenced
 * table, referenced key column, readable) of each single-column foreign key
 * that leads to another table with a column wanted, ordered by i and the
 * constraint's name.  readable ("t" or "f"): the calling role may use the
 * referenced table's schema and select both its key and wanted.  The same
 * rows, as text, that the lookup rule's catalog query returns on this
 * database (rules_lookup.c), without planning a query: the relation and
 * system caches, and a scan of pg_constraint by its conrelid index.
 */
extern CatalogRows *catalog_fkey_lookups(const char *const *nsps, const char *const *rels,
										 int n, const char *wanted);

#endif							/* NL2SQL_HEAL_CATALOG_FKEYS_H */
