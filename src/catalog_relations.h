/*
 * catalog_relations.h — relations named in a query and their columns, read
 * from this database's caches.
 */
#ifndef NL2SQL_HEAL_CATALOG_RELATIONS_H
#define NL2SQL_HEAL_CATALOG_RELATIONS_H

#include "access/attnum.h"
#include "target.h"

/*
 * nl2sql_heal.schema_check_sql (hidden, superuser; for tests): the rule
 * tier resolves the relations a query names with its catalog query too
 * (schema.c) and raises on a difference.
 */
extern bool catalog_relations_check_sql;

/* Define that setting (from _PG_init). */
extern void catalog_relations_init(void);

/*
 * For the names nsps[i].rels[i] (i from 0 to n - 1; nsps[i] NULL: the
 * relation visible on the search_path), the rows (i + 1, schema, relation,
 * visible, column, typcategory, column selectable, format_type, equal
 * values display alike) of each column of the relation the name resolves
 * to, by i and attnum; one row with NULL column cells for a relation
 * without columns, none for a name that resolves to nothing readable.  The
 * same rows, as text, that schema_read_relations' catalog query returns on
 * this database, without planning a query: the system caches only.
 */
extern CatalogRows *catalog_relation_columns(const char *const *nsps, const char *const *rels,
											 int n);

/*
 * A range of relation names in byte order: [lo, hi); lo NULL: from the
 * first name, hi NULL: to the last.
 */
typedef struct CatalogNameRange
{
	const char *lo;
	const char *hi;
} CatalogNameRange;

/*
 * The rows (schema, relation, visible, readable) of each relation whose
 * name lies in one of the ranges and in none of the skipped ones, of a kind
 * a query reads (table, view, materialized view, foreign or partitioned
 * table), outside the system schemas (information_schema, pg_*), and not
 * an inheritance child: what schema.c's ALL_RELATIONS query reads, from one
 * index range scan of pg_class per range (overlapping ranges merged) and
 * the system caches, without planning a query.  In name order.  Read under
 * the active snapshot.
 */
extern CatalogRows *catalog_relations_in_ranges(const CatalogNameRange *ranges, int n,
												const CatalogNameRange *skip, int nskip);

/*
 * The rows (schema, readable) of the relations named relname (cut as
 * ::name cuts it), of a kind a query reads, outside the system schemas, at
 * most limit of them, in no particular order: rule_moved_schema's catalog
 * query, from one index scan of pg_class and the system caches.
 */
extern CatalogRows *catalog_relation_schemas(const char *relname, int limit);

/* Is there a schema of this name (cut as ::name cuts it)?  From the syscache. */
extern bool catalog_schema_exists(const char *nspname);

/*
 * Reading the caches as the catalog queries read the catalog (shared with
 * catalog_fkeys.c): s as s::pg_catalog.name makes it (cut to NAMEDATALEN - 1
 * bytes, whole characters); has_schema_privilege(nspid, 'USAGE') for an
 * existing schema; has_column_privilege(relid, attnum, 'SELECT'), the
 * table's grant or the column's, false when either has gone meanwhile.
 */
extern char *catalog_as_name(const char *s);
extern bool catalog_schema_usable(Oid nspid);
extern bool catalog_column_selectable(Oid relid, AttrNumber attnum);

#endif							/* NL2SQL_HEAL_CATALOG_RELATIONS_H */
