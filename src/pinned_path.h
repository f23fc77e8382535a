/*
 * pinned_path.h — the extension's own queries resolve nothing through the
 * caller's search_path.
 *
 * A caller who owns a schema on its search_path can create operators,
 * functions, casts and types (domains) that PostgreSQL would pick over
 * pg_catalog's for an unqualified name: an exact-type match in the caller's
 * schema beats a pg_catalog operator that needs an implicit cast.  Every
 * query the extension writes itself (catalog reads, receipt reads and
 * writes, verdicts, the writer's batches) runs under search_path =
 * pg_catalog, pg_temp, set at a GUC nest level of its own and restored
 * after, on success and on error alike, and with jit off (their cost
 * estimates would have LLVM compile them for longer than they run).  The
 * generated query itself keeps the caller's settings: that is the caller's
 * choice.  The extension's own relations are found in its schema, named
 * (extension_schema_oid), never through a path.
 */
#ifndef PINNED_PATH_H
#define PINNED_PATH_H

/* The path the extension's own queries run under. */
#define PINNED_SEARCH_PATH "pg_catalog, pg_temp"

/* Open a GUC nest level with search_path pinned and jit off; returns the level to close. */
extern int	pin_search_path(void);

/* Close the nest level: the caller's search_path is back. */
extern void unpin_search_path(int nestlevel);

/* The extension's schema (the control file fixes it: not relocatable). */
#define EXTENSION_SCHEMA "nl2sql_heal"

/*
 * The OID of the extension's schema, looked up by name (a syscache look-up,
 * nothing kept across calls); when it does not exist, InvalidOid with
 * missing_ok, else an error.
 */
extern Oid	extension_schema_oid(bool missing_ok);

#endif							/* PINNED_PATH_H */
