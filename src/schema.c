/*
 * schema.c — the live schema of the rule tier, read through the catalog
 * reader (catalog.h) as the calling role.
 *
 * Plain SQL over pg_catalog (never information_schema, which is far too slow
 * on big catalogs), scoped by name so that the cost does not grow with the
 * catalog, and filtered by the role's privileges.  The SQL uses nothing newer
 * than PostgreSQL 9.6, so it runs unchanged on a remote server.  On this
 * database the relations a query names come from the system caches instead
 * (catalog_relations.c): planning their query was most of a fresh
 * backend's live-schema cost.
 */
#include "postgres.h"

#include "schema.h"

#include "utils/builtins.h"
#include "utils/memutils.h"

#include "catalog.h"
#include "catalog_relations.h"
#include "phase_timing.h"

/* Is a catalog boolean cell true? */
static bool
cell_true(const char *cell)
{
	return cell != NULL && cell[0] == 't';
}

/*
 * Raise when rows, read from this database's caches, are not what the
 * catalog query reads (nl2sql_heal.schema_check_sql, for tests).
 */
static void
check_rows(HealTarget *target, const char *query, int n, const char **nsps, const char **rels,
		   const CatalogRows *rows)
{
	const char *params[2];
	CatalogRows *sqlrows;
	char	   *error = NULL;

	params[0] = catalog_text_array(nsps, n);
	params[1] = catalog_text_array(rels, n);
	sqlrows = catalog_read(target, query, 2, params, &error);
	if (sqlrows == NULL)
		elog(ERROR, "schema catalog query failed: %s", error ? error : "(no message)");
	catalog_check_rows("relations", rows, sqlrows);
}

/*
 * Resolve names as PostgreSQL would and read their columns (see schema.h):
 * on this database from its caches, on a remote one by the query below.
 */
SchemaRelation **
schema_read_relations(RuleContext *ctx, const SchemaName *names, int n)
{
	static const char *const query =
		"SELECT w.i, n.nspname, c.relname, pg_catalog.pg_table_is_visible(c.oid), "
		"       a.attname, t.typcategory, "
		"       pg_catalog.has_column_privilege(c.oid, a.attnum, 'SELECT'), "
		"       pg_catalog.format_type(a.atttypid, a.atttypmod), "
		/* equal values of these types display alike (not numeric 1.0 = 1.00, citext, float -0 = 0) */
		"       a.atttypid OPERATOR(pg_catalog.=) ANY ('{pg_catalog.int2,pg_catalog.int4,pg_catalog.int8,"
		"pg_catalog.text,pg_catalog.varchar,pg_catalog.bpchar,pg_catalog.bool,pg_catalog.date,"
		"pg_catalog.uuid,pg_catalog.timestamp,pg_catalog.timestamptz,pg_catalog.time}'"
		"::pg_catalog.regtype[]::pg_catalog.oid[]) "
		"       AND a.attcollation OPERATOR(pg_catalog.=) ANY ('{0,100,950,951}'::pg_catalog.oid[]) "
		"  FROM ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]), "
		"                  pg_catalog.unnest($2::pg_catalog.text[])) "
		"       WITH ORDINALITY AS w(nsp, rel, i) "
		"  JOIN pg_catalog.pg_class c ON c.relname OPERATOR(pg_catalog.=) w.rel::pg_catalog.name "
		"  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		"  LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) c.oid "
		"       AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped "
		"  LEFT JOIN pg_catalog.pg_type t ON t.oid OPERATOR(pg_catalog.=) a.atttypid "
		" WHERE " CATALOG_READABLE_RELKIND
		"   AND CASE WHEN w.nsp IS NULL THEN pg_catalog.pg_table_is_visible(c.oid) "
		"            ELSE n.nspname OPERATOR(pg_catalog.=) w.nsp::pg_catalog.name END "
		"   AND " CATALOG_RELATION_READABLE
		" ORDER BY w.i, a.attnum";
	SchemaRelation **out;
	const char **nsps;
	const char **rels;
	char	   *error = NULL;
	CatalogRows *rows;
	int			i;
	int			r;

	if (n <= 0)
		return NULL;
	nsps = palloc(sizeof(char *) * n);
	rels = palloc(sizeof(char *) * n);
	for (i = 0; i < n; i++)
	{
		rules_check_budget();
		nsps[i] = names[i].nspname;
		rels[i] = names[i].relname;
	}
	PHASE_BEGIN(PHASE_SCHEMA);
	if (ctx->target->name == NULL)
	{
		/* this database: from its caches, no query to plan (catalog_relations.c) */
		rows = catalog_relation_columns(nsps, rels, n);
		if (catalog_relations_check_sql)
			check_rows(ctx->target, query, n, nsps, rels, rows);
	}
	else
		rows = catalog_read_cached_items(ctx->target, query, n, nsps, rels, &error);
	PHASE_END(PHASE_SCHEMA);
	if (rows == NULL)
	{
		ctx->catalog_failed = true;
		return NULL;
	}

	out = palloc0(sizeof(SchemaRelation *) * n);
	for (r = 0; r < rows->nrows; r++)
	{
		int			idx = atoi(CATALOG_CELL(rows, r, 0)) - 1;
		SchemaRelation *rel;
		const char *attname = CATALOG_CELL(rows, r, 4);

		rules_check_budget();
		if (idx < 0 || idx >= n)
			continue;
		rel = out[idx];
		if (rel == NULL)
		{
			rel = palloc0(sizeof(SchemaRelation));
			rel->nspname = CATALOG_CELL(rows, r, 1);
			rel->relname = CATALOG_CELL(rows, r, 2);
			rel->visible = cell_true(CATALOG_CELL(rows, r, 3));
			rel->readable = true;	/* the query above only resolves readable relations */
			/* its rows come together (ORDER BY w.i): room for those, not for every row */
			{
				int			k = r + 1;

				while (k < rows->nrows && atoi(CATALOG_CELL(rows, k, 0)) - 1 == idx)
					k++;
				rel->columns = palloc0(sizeof(SchemaColumn) * (k - r));
			}
			out[idx] = rel;
		}
		else if (strcmp(rel->nspname, CATALOG_CELL(rows, r, 1)) != 0)
			continue;			/* same name in a second schema: the first is PostgreSQL's */
		if (attname != NULL)
		{
			const char *cat = CATALOG_CELL(rows, r, 5);

			rel->columns[rel->ncolumns].name = (char *) attname;
			rel->columns[rel->ncolumns].typcategory = cat ? cat[0] : 'X';
			rel->columns[rel->ncolumns].readable = cell_true(CATALOG_CELL(rows, r, 6));
			rel->columns[rel->ncolumns].typname = CATALOG_CELL(rows, r, 7);
			rel->columns[rel->ncolumns].equal_displays_alike = cell_true(CATALOG_CELL(rows, r, 8));
			rel->ncolumns++;
		}
	}
	return out;
}

/* The ranges of the conventional table prefixes, in each case: [prefix, prefix with its last byte + 1). */
static CatalogNameRange *
table_prefix_ranges(int *n)
{
	static CatalogNameRange *ranges = NULL;
	static int	nranges = 0;
	int			i;

	if (ranges == NULL)
	{
		MemoryContext old = MemoryContextSwitchTo(TopMemoryContext);
		CatalogNameRange *made;
		int			count = 0;
		int			nmade = 0;

		for (i = 0; rules_table_prefixes[i]; i++)
			count++;
		made = palloc(sizeof(CatalogNameRange) * 3 * count);
		for (i = 0; i < count; i++)
		{
			int			c;

			for (c = 0; c < 3; c++)
			{
				char	   *lo = pstrdup(rules_table_prefixes[i]);
				char	   *hi;
				char	   *p;

				if (c == 1)
					for (p = lo; *p; p++)
						*p = pg_toupper((unsigned char) *p);
				else if (c == 2)
					lo[0] = pg_toupper((unsigned char) lo[0]);
				hi = pstrdup(lo);
				hi[strlen(hi) - 1]++;
				made[nmade].lo = lo;
				made[nmade++].hi = hi;
			}
		}
		MemoryContextSwitchTo(old);
		/* set only once made whole: an error half way leaves it to be made again */
		nranges = nmade;
		ranges = made;
	}
	*n = nranges;
	return ranges;
}

/* OR into buf the index ranges of the conventional table prefixes, in each case. */
static void
add_table_prefix_ranges(StringInfo buf)
{
	int			n;
	const CatalogNameRange *ranges = table_prefix_ranges(&n);
	int			i;

	for (i = 0; i < n; i++)
		appendStringInfo(buf, " OR (c.relname OPERATOR(pg_catalog.>=) %s AND c.relname OPERATOR(pg_catalog.<) %s)",
						 quote_literal_cstr(ranges[i].lo), quote_literal_cstr(ranges[i].hi));
}

/* The columns and conditions every read of schema_all_relations shares, after its ranges. */
#define ALL_RELATIONS_COLUMNS \
	"n.nspname, c.relname, pg_catalog.pg_table_is_visible(c.oid), " CATALOG_RELATION_READABLE
#define ALL_RELATIONS_REST \
	"   AND " CATALOG_USER_SCHEMA \
	"   AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_inherits i " \
	"                    WHERE i.inhrelid OPERATOR(pg_catalog.=) c.oid)"

/* Fill out from rows (nspname, relname, visible, readable from column first on). */
static void
relations_from_rows(SchemaRelation *out, const CatalogRows *rows, int first)
{
	int			r;

	for (r = 0; r < rows->nrows; r++)
	{
		rules_check_budget();
		out[r].nspname = CATALOG_CELL(rows, r, first);
		out[r].relname = CATALOG_CELL(rows, r, first + 1);
		out[r].visible = cell_true(CATALOG_CELL(rows, r, first + 2));
		out[r].readable = cell_true(CATALOG_CELL(rows, r, first + 3));
	}
}

/*
 * Names that start with something else than an ASCII letter or digit, or
 * with a table prefix: read whatever the initials.
 */
static CatalogRows *
read_fixed_ranges(const void *arg)
{
	CatalogNameRange *ranges;
	int			nprefix;
	const CatalogNameRange *prefixes = table_prefix_ranges(&nprefix);

	ranges = palloc(sizeof(CatalogNameRange) * (4 + nprefix));
	ranges[0] = (CatalogNameRange) {NULL, "0"};
	ranges[1] = (CatalogNameRange) {":", "A"};
	ranges[2] = (CatalogNameRange) {"[", "a"};
	ranges[3] = (CatalogNameRange) {"{", NULL};
	memcpy(&ranges[4], prefixes, sizeof(CatalogNameRange) * nprefix);
	return catalog_relations_in_ranges(ranges, 4 + nprefix, NULL, 0);
}

/* Names that start with one byte, less the table prefixes (read_fixed_ranges has them). */
static CatalogRows *
read_initial_range(const void *arg)
{
	const CatalogNameRange *range = arg;
	int			nprefix;
	const CatalogNameRange *prefixes = table_prefix_ranges(&nprefix);

	return catalog_relations_in_ranges(range, 1, prefixes, nprefix);
}

/* rows with their first skip columns left out */
static CatalogRows *
rows_without_columns(const CatalogRows *rows, int skip)
{
	CatalogRows *out = palloc(sizeof(CatalogRows));
	int			r;

	out->nrows = rows->nrows;
	out->ncols = Max(rows->ncols - skip, 0);	/* (an items read with no row has no columns) */
	out->cells = palloc(sizeof(char *) * Max(out->nrows * out->ncols, 1));
	for (r = 0; r < rows->nrows; r++)
		memcpy(&out->cells[r * out->ncols], &rows->cells[r * rows->ncols + skip],
			   sizeof(char *) * out->ncols);
	return out;
}

static int	sort_ncols;

static int
row_cmp(const void *a, const void *b)
{
	char	   *const *x = a;
	char	   *const *y = b;
	int			c;

	for (c = 0; c < sort_ncols; c++)
	{
		int			d = strcmp(x[c] ? x[c] : "", y[c] ? y[c] : "");

		if (d != 0)
			return d;
	}
	return 0;
}

/* Rows sorted cell by cell (their order is no part of these answers). */
static CatalogRows *
rows_sorted(const CatalogRows *rows)
{
	CatalogRows *out = rows_without_columns(rows, 0);

	sort_ncols = out->ncols;
	if (out->nrows > 1)
		qsort(out->cells, out->nrows, sizeof(char *) * out->ncols, row_cmp);
	return out;
}

/*
 * Raise when relations read from the caches and indexes are not the rows
 * the catalog query reads, in any order (nl2sql_heal.schema_check_sql).
 */
static void
check_relation_rows(const CatalogRows *cached, const CatalogRows *sqlrows)
{
	CatalogRows *a = rows_sorted(cached);
	CatalogRows *b = rows_sorted(sqlrows);

	/* (an items read with no row has no columns) */
	if (a->nrows > 0 || b->nrows > 0)
		catalog_check_rows("relations by initials", a, b);
}

/*
 * The relations whose names start with one of the initials (either case),
 * with something else than an ASCII letter or digit, or with a table prefix.
 * Each is a range of pg_class's name index, so that a big catalog is not
 * read in full.  On this database the ranges are scanned in C
 * (catalog_relations_in_ranges); elsewhere the fixed ranges are one query
 * whose text never changes and each initial's range (less the table
 * prefixes: the ranges never overlap) an item of another.  Either way each
 * answer is kept for the backend, the fixed one and each initial's apart.
 * The order of the rows is not the catalog's (match_relation does not
 * depend on it).
 */
static SchemaRelation *
relations_by_initials(RuleContext *ctx, List *initials, int *n)
{
	static char *fixed = NULL;
	static char *by_range = NULL;
	CatalogRows *fixed_rows;
	CatalogRows *range_rows;
	const char **lo;
	const char **hi;
	int			nranges = 0;
	SchemaRelation *out;
	ListCell   *lc;

	if (fixed == NULL)
	{
		StringInfoData query;

		initStringInfo(&query);
		appendStringInfoString(&query,
							   "SELECT " ALL_RELATIONS_COLUMNS
							   "  FROM pg_catalog.pg_class c "
							   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
							   " WHERE " CATALOG_READABLE_RELKIND
							   " AND (c.relname OPERATOR(pg_catalog.<) '0'"
							   " OR (c.relname OPERATOR(pg_catalog.>=) ':' AND c.relname OPERATOR(pg_catalog.<) 'A')"
							   " OR (c.relname OPERATOR(pg_catalog.>=) '[' AND c.relname OPERATOR(pg_catalog.<) 'a')"
							   " OR c.relname OPERATOR(pg_catalog.>=) '{'");
		add_table_prefix_ranges(&query);
		appendStringInfoString(&query, ")" ALL_RELATIONS_REST);
		fixed = MemoryContextStrdup(TopMemoryContext, query.data);
		resetStringInfo(&query);
		/*
		 * One index range scan per range: the subquery is kept apart (OFFSET
		 * 0), or the generic plan, counting on 100 ranges, reads pg_class whole.
		 */
		appendStringInfoString(&query,
							   "SELECT w.i, r.* "
							   "  FROM ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]), "
							   "                  pg_catalog.unnest($2::pg_catalog.text[])) "
							   "       WITH ORDINALITY AS w(lo, hi, i) "
							   " CROSS JOIN LATERAL (SELECT " ALL_RELATIONS_COLUMNS
							   "  FROM pg_catalog.pg_class c "
							   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
							   " WHERE c.relname OPERATOR(pg_catalog.>=) w.lo::pg_catalog.name "
							   "   AND c.relname OPERATOR(pg_catalog.<) w.hi::pg_catalog.name "
							   "   AND " CATALOG_READABLE_RELKIND
							   "   AND NOT (false");
		add_table_prefix_ranges(&query);
		appendStringInfoString(&query, ")" ALL_RELATIONS_REST " OFFSET 0) r ORDER BY w.i");
		by_range = MemoryContextStrdup(TopMemoryContext, query.data);
		pfree(query.data);
	}

	/* each initial, in both cases: [c, c + 1) */
	lo = palloc(sizeof(char *) * 2 * list_length(initials));
	hi = palloc(sizeof(char *) * 2 * list_length(initials));
	foreach(lc, initials)
	{
		const char *c = lfirst(lc);
		char		up = pg_toupper((unsigned char) c[0]);

		rules_check_budget();
		lo[nranges] = psprintf("%c", c[0]);
		hi[nranges++] = psprintf("%c", c[0] + 1);
		if (up != c[0])
		{
			lo[nranges] = psprintf("%c", up);
			hi[nranges++] = psprintf("%c", up + 1);
		}
	}

	*n = 0;
	PHASE_BEGIN(PHASE_SCHEMA);
	if (ctx->target->name == NULL)
	{
		/* this database: index scans and caches, no query to plan (catalog_relations.c) */
		List	   *parts = NIL;
		int			total = 0;
		int			i;
		int			r = 0;

		fixed_rows = catalog_read_cached_local("relations in the fixed ranges", read_fixed_ranges, NULL);
		for (i = 0; i < nranges; i++)
		{
			CatalogNameRange range = {lo[i], hi[i]};
			CatalogRows *part;

			part = catalog_read_cached_local(psprintf("relations from %s to %s", lo[i], hi[i]),
											 read_initial_range, &range);
			parts = lappend(parts, part);
			total += part->nrows;
		}
		range_rows = palloc(sizeof(CatalogRows));
		range_rows->nrows = total;
		range_rows->ncols = 4;
		range_rows->cells = palloc(sizeof(char *) * Max(total * 4, 1));
		foreach(lc, parts)
		{
			CatalogRows *part = lfirst(lc);

			memcpy(&range_rows->cells[r * 4], part->cells, sizeof(char *) * 4 * part->nrows);
			r += part->nrows;
		}
		if (catalog_relations_check_sql)
		{
			CatalogRows *sql_fixed = rules_catalog(ctx, fixed, 0, NULL);
			CatalogRows *sql_ranges = catalog_read_cached_items(ctx->target, by_range, nranges,
																lo, hi, NULL);

			if (sql_fixed == NULL || sql_ranges == NULL)
				elog(ERROR, "relations catalog query failed");
			check_relation_rows(fixed_rows, sql_fixed);
			check_relation_rows(range_rows, rows_without_columns(sql_ranges, 1));
		}
	}
	else
	{
		fixed_rows = rules_catalog(ctx, fixed, 0, NULL);
		range_rows = fixed_rows == NULL ? NULL :
			catalog_read_cached_items(ctx->target, by_range, nranges, lo, hi, NULL);
		if (range_rows != NULL)
			range_rows = rows_without_columns(range_rows, 1);
	}
	PHASE_END(PHASE_SCHEMA);
	if (range_rows == NULL)
	{
		ctx->catalog_failed = true;
		return NULL;
	}
	out = palloc0(sizeof(SchemaRelation) * Max(fixed_rows->nrows + range_rows->nrows, 1));
	relations_from_rows(out, fixed_rows, 0);
	relations_from_rows(out + fixed_rows->nrows, range_rows, 0);
	*n = fixed_rows->nrows + range_rows->nrows;
	return out;
}

/* Every relation the role may use, without columns (see schema.h). */
SchemaRelation *
schema_all_relations(RuleContext *ctx, List *initials, int *n)
{
	CatalogRows *rows;
	SchemaRelation *out;

	if (initials != NIL)
		return relations_by_initials(ctx, initials, n);
	*n = 0;
	PHASE_BEGIN(PHASE_SCHEMA);
	rows = rules_catalog(ctx,
						 "SELECT " ALL_RELATIONS_COLUMNS
						 "  FROM pg_catalog.pg_class c "
						 "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
						 " WHERE " CATALOG_READABLE_RELKIND ALL_RELATIONS_REST,
						 0, NULL);
	PHASE_END(PHASE_SCHEMA);
	if (rows == NULL)
		return NULL;
	out = palloc0(sizeof(SchemaRelation) * Max(rows->nrows, 1));
	relations_from_rows(out, rows, 0);
	*n = rows->nrows;
	return out;
}

/*
 * Is there a schema of this name?  Whatever the role may use: a schema it
 * may not use is not another engine's qualifier to map to something else.
 */
bool
schema_usable(RuleContext *ctx, const char *nspname)
{
	static const char *const query =
		"SELECT 1 FROM pg_catalog.pg_namespace n "
		" WHERE n.nspname OPERATOR(pg_catalog.=) $1::pg_catalog.name";
	const char *params[1];
	CatalogRows *rows;

	params[0] = nspname;
	if (ctx->target->name == NULL)
	{
		/* this database: the syscache */
		bool		exists = catalog_schema_exists(nspname);

		if (catalog_relations_check_sql)
		{
			rows = catalog_read(ctx->target, query, 1, params, NULL);
			if (rows == NULL || (rows->nrows > 0) != exists)
				elog(ERROR, "schema \"%s\" read from the caches differs from the catalog query's", nspname);
		}
		return exists;
	}
	PHASE_BEGIN(PHASE_SCHEMA);
	rows = rules_catalog(ctx, query, 1, params);
	PHASE_END(PHASE_SCHEMA);
	return rows == NULL || rows->nrows > 0;
}

/* The qualified, quoted name of a relation: schema.name. */
char *
schema_qualified(const SchemaRelation *rel)
{
	return psprintf("%s.%s", quote_identifier(rel->nspname), quote_identifier(rel->relname));
}

/* The column's entry in rel, or NULL. */
const SchemaColumn *
schema_column(const SchemaRelation *rel, const char *name)
{
	int			i;

	if (rel == NULL)
		return NULL;
	for (i = 0; i < rel->ncolumns; i++)
	{
		rules_check_budget();
		if (strcmp(rel->columns[i].name, name) == 0)
			return &rel->columns[i];
	}
	return NULL;
}
