/*
 * schema.h — the live schema, read from pg_catalog as the calling role.
 *
 * Only what a repair needs: the relations a query names, and the candidates
 * for a missing name.  Candidates are every name in pg_catalog (which every
 * role may read), marked with whether the role may read them: the best match
 * must not depend on the role's privileges, and a best match the role may
 * not read is no rewrite (a repair never routes around a privilege).  Every read goes through
 * target->catalog with plain SQL over pg_catalog, so the same reads work on
 * a remote PostgreSQL; on this database the relations a query names are
 * read from the system caches instead (the same rows).
 */
#ifndef NL2SQL_HEAL_SCHEMA_H
#define NL2SQL_HEAL_SCHEMA_H

#include "rules_util.h"

typedef struct SchemaColumn
{
	char	   *name;
	char		typcategory;	/* pg_type.typcategory: 'S' string, 'N' numeric, ... */
	bool		readable;		/* the role may select it */
	char	   *typname;		/* format_type: the type with its modifier (numeric(5,2)) */
	bool		equal_displays_alike;	/* equal values of its type print the same (int, text in
										 * a deterministic collation; not numeric, citext) */
} SchemaColumn;

typedef struct SchemaRelation
{
	char	   *nspname;
	char	   *relname;
	bool		visible;		/* found unqualified on the search path */
	bool		readable;		/* the role may use its schema and select some column */
	int			ncolumns;
	SchemaColumn *columns;		/* all of them (readable says which the role may select) */
} SchemaRelation;

/* A relation reference to resolve: schema (NULL: by the search path) and name. */
typedef struct SchemaName
{
	const char *nspname;
	const char *relname;
} SchemaName;

/*
 * Resolve names as PostgreSQL would and read their columns (all of them,
 * marked readable or not): one catalog query.  Returns an array of n
 * entries, NULL for names that do not resolve to a relation the role may
 * use.  NULL (all unknown) when the read fails.
 */
extern SchemaRelation **schema_read_relations(RuleContext *ctx, const SchemaName *names, int n);

/*
 * Every relation (tables, views, materialized views, foreign and
 * partitioned tables; no partitions or inheritance children, no system
 * schemas), whatever the role may read (see readable), without columns.  With initials (one-letter strings:
 * lower-case ASCII letters or digits), only those whose name starts with
 * one of them in either case, or with something else than an ASCII letter
 * or digit, or with a conventional table prefix (tbl, dim, ...): a superset
 * of what can match names with those initials.  *n gets the count; NULL
 * when the read fails.
 */
extern SchemaRelation *schema_all_relations(RuleContext *ctx, List *initials, int *n);

/* Is there a schema of this name, usable by the role or not?  (true when that cannot be read) */
extern bool schema_usable(RuleContext *ctx, const char *nspname);

/* The qualified, quoted name of a relation: schema.name. */
extern char *schema_qualified(const SchemaRelation *rel);

/* The column's entry in rel, or NULL. */
extern const SchemaColumn *schema_column(const SchemaRelation *rel, const char *name);

#endif
