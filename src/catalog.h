/*
 * catalog.h — the one reader of a target's catalog.
 *
 * Every catalog read of the extension (the rule tier's live schema, the
 * model tier's schema description, the journal, sensitive labels, the
 * metrics registry) goes through catalog_read with a HealTarget: this
 * database (SPI, parsed under the pinned search_path) or a remote
 * PostgreSQL (libpq, in the remote session).  The queries are plain SQL
 * over pg_catalog, filtered by the calling (or mapped remote) role's
 * privileges with the predicates below, and fully schema-qualified: every
 * relation, function, type and operator names its schema
 * (OPERATOR(pg_catalog.=)), so that nothing on the target session's
 * search_path can stand in for pg_catalog's objects.  catalog_read checks
 * that on PostgreSQL's raw parser before anything is sent, and refuses a
 * query that would resolve a name through the path.  One read of this
 * database skips the query: the lookup rule's foreign keys come from the
 * system caches (catalog_fkeys.h), the same rows without the planning.
 */
#ifndef NL2SQL_HEAL_CATALOG_H
#define NL2SQL_HEAL_CATALOG_H

#include "target.h"

/*
 * Relation kinds a query can read (tables, views, materialized views,
 * foreign and partitioned tables), as a condition on pg_class alias c.
 */
#define CATALOG_READABLE_RELKIND \
	"c.relkind OPERATOR(pg_catalog.=) ANY ('{r,v,m,f,p}'::pg_catalog.\"char\"[])"

/* The role may use the schema (alias n) and select some column of relation c. */
#define CATALOG_RELATION_READABLE \
	"(pg_catalog.has_schema_privilege(n.oid, 'USAGE') " \
	"AND pg_catalog.has_any_column_privilege(c.oid, 'SELECT'))"

/* The role may use the schema (alias n) and select column a of relation c. */
#define CATALOG_COLUMN_READABLE \
	"(pg_catalog.has_schema_privilege(n.oid, 'USAGE') " \
	"AND pg_catalog.has_column_privilege(c.oid, a.attnum, 'SELECT'))"

/* Schema n is not a system schema (pg_catalog, pg_toast, information_schema, ...). */
#define CATALOG_USER_SCHEMA \
	"n.nspname OPERATOR(pg_catalog.<>) 'information_schema' " \
	"AND n.nspname OPERATOR(pg_catalog.!~) '^pg_'"

/*
 * Run one catalog query (a SELECT over pg_catalog with text parameters
 * $1 ...) on the target, as the calling role there.  Returns the rows as
 * text cells, or NULL with *error set (when error is not NULL) when the
 * read fails.  A query that is not fully schema-qualified is a bug of the
 * extension: it raises before anything is sent.
 */
extern CatalogRows *catalog_read(HealTarget *target, const char *sql, int nparams,
								 const char *const *params, char **error);

/*
 * catalog_read, the answer kept for the backend when the target is this
 * database (catalog_cache.c).  Only for queries that read nothing but the
 * system catalogs and privilege functions over them.  Keyed by
 * the role, the search path and the query with its parameters, dropped on
 * any change to relations, columns, schemas, types, roles or memberships,
 * whichever session made it.
 */
extern CatalogRows *catalog_read_cached(HealTarget *target, const char *sql, int nparams,
										const char *const *params, char **error);

/*
 * catalog_read_cached for a query over items: sql reads $1 and $2 as
 * text[] (item i's two values at position i, NULL allowed) and its first
 * column is the item's 1-based index (WITH ORDINALITY), the rows in the
 * order of that index; what it returns for an item depends on that item
 * alone.  Each item's rows are kept on their own, so a query naming a
 * relation already looked at, among others, reads only the others.  The
 * answer is what catalog_read of the whole arrays gives.
 */
extern CatalogRows *catalog_read_cached_items(HealTarget *target, const char *sql, int n,
											  const char *const *p1, const char *const *p2,
											  char **error);

/*
 * A reading of this database's catalog made in C from its caches and
 * indexes (no query to plan), under the active snapshot.
 */
typedef CatalogRows *(*CatalogLocalReader) (const void *arg);

/*
 * read(arg), its answer kept like catalog_read_cached's, under key: a text
 * that names what read reads, with every argument it depends on.  Read with
 * a fresh snapshot and dropped on the same changes.
 */
extern CatalogRows *catalog_read_cached_local(const char *key, CatalogLocalReader read,
											  const void *arg);

/*
 * Are two readings the same rows, cell for cell?  When not, *row and *col
 * say the first cell that differs (-1 both when the counts differ).
 */
extern bool catalog_rows_equal(const CatalogRows *a, const CatalogRows *b, int *row, int *col);

/*
 * For the settings that read a cache both ways (tests): raise, naming what
 * was read, when the caches' rows are not the catalog query's, cell for cell.
 */
extern void catalog_check_rows(const char *what, const CatalogRows *cached, const CatalogRows *sqlrows);

/* A text[] literal of items[0 .. n-1] for a catalog query's parameter (NULL elements allowed). */
extern char *catalog_text_array(const char *const *items, int n);

/* The same of a List of strings. */
extern char *catalog_text_list(List *strings);

/* Lookups answered from that cache and reads made, in this backend. */
extern void catalog_cache_counts(uint64 *hits, uint64 *misses);

/*
 * Is sql fully schema-qualified?  NULL when it is, else what resolves
 * through the search_path (for the message).  catalog_read calls it; so
 * does the remote policy check, which runs in the remote session too.
 */
extern const char *catalog_unqualified(const char *sql);

#endif							/* NL2SQL_HEAL_CATALOG_H */
