/*
 * catalog_relations.c — the relations a query names and their columns,
 * read from this database's caches (see catalog_relations.h).
 *
 * schema_read_relations' catalog query joins pg_class, pg_namespace,
 * pg_attribute and pg_type; planning it was most of the live-schema cost of
 * a fresh backend's first repair (about 7 ms).  Here the same rows come
 * from the system caches, which PostgreSQL keeps current: names resolved as
 * the query resolves them (the search_path's visible relation, with
 * pg_temp, or the named schema's, by exact names), privileges by the
 * functions behind has_schema_privilege, has_any_column_privilege and
 * has_column_privilege, types by format_type's own function, as the calling
 * role.  Like the query, nothing is locked.
 */
#include "postgres.h"

#include "catalog_relations.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/stratnum.h"
#include "access/table.h"
#include "catalog/namespace.h"
#include "catalog/pg_inherits.h"
#include "catalog/pg_attribute.h"
#include "catalog/pg_class.h"
#include "catalog/pg_collation.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/catcache.h"
#include "utils/guc.h"
#include "utils/inval.h"
#include "utils/fmgroids.h"
#include "utils/lsyscache.h"
#include "utils/snapmgr.h"
#include "utils/syscache.h"

/* The "POSIX" collation (pg_collation.dat); PostgreSQL 18 no longer names its OID in C. */
#ifndef POSIX_COLLATION_OID
#define POSIX_COLLATION_OID 951
#endif

#define NCOLS 9

bool		catalog_relations_check_sql = false;

/* Define nl2sql_heal.schema_check_sql (see catalog_relations.h). */
void
catalog_relations_init(void)
{
	DefineCustomBoolVariable("nl2sql_heal.schema_check_sql",
							 "Resolves the relations a query names with the catalog query too, and "
							 "raises when the caches' reading differs.",
							 "For tests of this database's cache reading (catalog_relations.c).",
							 &catalog_relations_check_sql,
							 false,
							 PGC_SUSET, GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE, NULL, NULL, NULL);
}

/* See catalog_relations.h. */
char *
catalog_as_name(const char *s)
{
	int			len = strlen(s);

	if (len >= NAMEDATALEN)
		len = pg_mbcliplen(s, len, NAMEDATALEN - 1);
	return pnstrdup(s, len);
}

/* See catalog_relations.h. */
bool
catalog_schema_usable(Oid nspid)
{
#if PG_VERSION_NUM >= 160000
	return object_aclcheck(NamespaceRelationId, nspid, GetUserId(), ACL_USAGE) == ACLCHECK_OK;
#else
	return pg_namespace_aclcheck(nspid, GetUserId(), ACL_USAGE) == ACLCHECK_OK;
#endif
}

/* has_any_column_privilege(relid, 'SELECT'); false when the relation has gone meanwhile. */
static bool
any_column_selectable(Oid relid)
{
	bool		missing = false;

	if (pg_class_aclcheck_ext(relid, GetUserId(), ACL_SELECT, &missing) == ACLCHECK_OK)
		return true;
	return !missing &&
		pg_attribute_aclcheck_all(relid, GetUserId(), ACL_SELECT, ACLMASK_ANY) == ACLCHECK_OK;
}

/* See catalog_relations.h. */
bool
catalog_column_selectable(Oid relid, AttrNumber attnum)
{
	bool		missing = false;

	if (pg_class_aclcheck_ext(relid, GetUserId(), ACL_SELECT, &missing) == ACLCHECK_OK)
		return true;
	return !missing &&
		pg_attribute_aclcheck_ext(relid, attnum, GetUserId(), ACL_SELECT, &missing) == ACLCHECK_OK;
}

/* A kind of relation a query reads (CATALOG_READABLE_RELKIND). */
static bool
readable_kind(char relkind)
{
	return relkind == RELKIND_RELATION || relkind == RELKIND_VIEW || relkind == RELKIND_MATVIEW ||
		relkind == RELKIND_FOREIGN_TABLE || relkind == RELKIND_PARTITIONED_TABLE;
}

/* The schema's name when it is not a system one (CATALOG_USER_SCHEMA: not information_schema, not pg_*), else NULL. */
static char *
user_schema_name(Oid nspid)
{
	char	   *nspname = get_namespace_name(nspid);

	if (nspname == NULL || strcmp(nspname, "information_schema") == 0 || strncmp(nspname, "pg_", 3) == 0)
		return NULL;
	return nspname;
}

/* A "char" as its output function writes it. */
static char *
category_text(char c)
{
	if (c == '\0')
		return pstrdup("");
	if (IS_HIGHBIT_SET(c))
		return psprintf("\\%03o", (unsigned char) c);
	return psprintf("%c", c);
}

/* Do equal values of the type, in the collation, display alike?  (the query's list) */
static bool
equal_displays_alike(Oid typid, Oid collid)
{
	switch (typid)
	{
		case INT2OID:
		case INT4OID:
		case INT8OID:
		case TEXTOID:
		case VARCHAROID:
		case BPCHAROID:
		case BOOLOID:
		case DATEOID:
		case UUIDOID:
		case TIMESTAMPOID:
		case TIMESTAMPTZOID:
		case TIMEOID:
			break;
		default:
			return false;
	}
	return collid == InvalidOid || collid == DEFAULT_COLLATION_OID ||
		collid == C_COLLATION_OID || collid == POSIX_COLLATION_OID;
}

static int
attnum_cmp(const void *a, const void *b)
{
	AttrNumber	x = (*(Form_pg_attribute const *) a)->attnum;
	AttrNumber	y = (*(Form_pg_attribute const *) b)->attnum;

	return (x > y) - (x < y);
}

/* The relation a name resolves to, as the catalog query resolves it, or InvalidOid. */
static Oid
resolve(const char *nsp, const char *rel)
{
	Oid			nspid;

	if (rel == NULL)
		return InvalidOid;
	if (nsp == NULL)
		return RelnameGetRelid(catalog_as_name(rel));
	nspid = get_namespace_oid(catalog_as_name(nsp), true);
	if (!OidIsValid(nspid))
		return InvalidOid;
	return get_relname_relid(catalog_as_name(rel), nspid);
}

/* Append to rows the rows of relation relid for item i (see catalog_relation_columns). */
static List *
relation_rows(List *rows, int i, Oid relid)
{
	HeapTuple	tc = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	Form_pg_class cls;
	char	   *index;
	char	   *nspname;
	char	   *relname;
	char	   *visible;
	CatCList   *atts;
	Form_pg_attribute *cols;
	int			ncols = 0;
	int			k;

	if (!HeapTupleIsValid(tc))
		return rows;
	cls = (Form_pg_class) GETSTRUCT(tc);
	if (!readable_kind(cls->relkind))
	{
		ReleaseSysCache(tc);
		return rows;
	}
	nspname = get_namespace_name(cls->relnamespace);
	if (nspname == NULL || !catalog_schema_usable(cls->relnamespace) || !any_column_selectable(relid))
	{
		ReleaseSysCache(tc);
		return rows;
	}
	relname = pstrdup(NameStr(cls->relname));
	ReleaseSysCache(tc);
	index = psprintf("%d", i + 1);
	visible = RelationIsVisible(relid) ? "t" : "f";

	/* the columns in attnum order, as the query's ORDER BY gives them */
	atts = SearchSysCacheList1(ATTNUM, ObjectIdGetDatum(relid));
	cols = palloc(sizeof(Form_pg_attribute) * Max(atts->n_members, 1));
	for (k = 0; k < atts->n_members; k++)
	{
		Form_pg_attribute att = (Form_pg_attribute) GETSTRUCT(&atts->members[k]->tuple);

		if (att->attnum > 0 && !att->attisdropped)
			cols[ncols++] = att;
	}
	qsort(cols, ncols, sizeof(Form_pg_attribute), attnum_cmp);
	for (k = 0; k < ncols; k++)
	{
		Form_pg_attribute att = cols[k];
		char	  **cells = palloc0(sizeof(char *) * NCOLS);
		HeapTuple	tt = SearchSysCache1(TYPEOID, ObjectIdGetDatum(att->atttypid));

		cells[0] = index;
		cells[1] = nspname;
		cells[2] = relname;
		cells[3] = visible;
		cells[4] = pstrdup(NameStr(att->attname));
		if (HeapTupleIsValid(tt))
		{
			cells[5] = category_text(((Form_pg_type) GETSTRUCT(tt))->typcategory);
			ReleaseSysCache(tt);
		}
		cells[6] = catalog_column_selectable(relid, att->attnum) ? "t" : "f";
		cells[7] = format_type_extended(att->atttypid, att->atttypmod,
										FORMAT_TYPE_ALLOW_INVALID | FORMAT_TYPE_TYPEMOD_GIVEN);
		cells[8] = equal_displays_alike(att->atttypid, att->attcollation) ? "t" : "f";
		rows = lappend(rows, cells);
	}
	ReleaseSysCacheList(atts);
	if (ncols == 0)
	{
		/* the query's LEFT JOIN: one row, its column cells NULL */
		char	  **cells = palloc0(sizeof(char *) * NCOLS);

		cells[0] = index;
		cells[1] = nspname;
		cells[2] = relname;
		cells[3] = visible;
		rows = lappend(rows, cells);
	}
	return rows;
}

/* The relations the names resolve to, with their columns (see catalog_relations.h). */
CatalogRows *
catalog_relation_columns(const char *const *nsps, const char *const *rels, int n)
{
	CatalogRows *out = palloc0(sizeof(CatalogRows));
	List	   *rows = NIL;		/* of char ** (NCOLS cells) */
	ListCell   *lc;
	int			i;
	int			r = 0;

	/* what other sessions committed, as the query's fresh snapshot would see it */
	AcceptInvalidationMessages();
	for (i = 0; i < n; i++)
	{
		Oid			relid;

		CHECK_FOR_INTERRUPTS();
		relid = resolve(nsps[i], rels[i]);
		if (OidIsValid(relid))
			rows = relation_rows(rows, i, relid);
	}
	out->nrows = list_length(rows);
	out->ncols = NCOLS;
	out->cells = palloc0(sizeof(char *) * Max(out->nrows * NCOLS, 1));
	foreach(lc, rows)
	{
		memcpy(&out->cells[r * NCOLS], lfirst(lc), sizeof(char *) * NCOLS);
		r++;
	}
	return out;
}

/* Ranges ordered by their low end (NULL first). */
static int
name_range_cmp(const void *a, const void *b)
{
	const CatalogNameRange *x = a;
	const CatalogNameRange *y = b;

	if (x->lo == NULL || y->lo == NULL)
		return (x->lo != NULL) - (y->lo != NULL);
	return strcmp(x->lo, y->lo);
}

/* Does [lo, hi) end before name? (hi NULL: never) */
static bool
ends_before(const char *hi, const char *name)
{
	return hi != NULL && strcmp(hi, name) <= 0;
}

/* Is name inside one of the ranges? */
static bool
name_in_ranges(const char *name, const CatalogNameRange *ranges, int n)
{
	int			i;

	for (i = 0; i < n; i++)
	{
		if ((ranges[i].lo == NULL || strcmp(ranges[i].lo, name) <= 0) &&
			!ends_before(ranges[i].hi, name))
			return true;
	}
	return false;
}

static int
oid_cmp_asc(const void *a, const void *b)
{
	Oid			x = *(const Oid *) a;
	Oid			y = *(const Oid *) b;

	return (x > y) - (x < y);
}

/*
 * Every inheritance child (pg_inherits.inhrelid), sorted: one scan of
 * pg_inherits, where a look-up per relation would probe its index once for
 * each of thousands of names.
 */
static Oid *
inheritance_children(int *n)
{
	Relation	rel = table_open(InheritsRelationId, AccessShareLock);
	SysScanDesc scan = systable_beginscan(rel, InvalidOid, false, GetActiveSnapshot(), 0, NULL);
	int			size = 64;
	Oid		   *out = palloc(sizeof(Oid) * size);
	HeapTuple	tuple;

	*n = 0;
	while (HeapTupleIsValid(tuple = systable_getnext(scan)))
	{
		CHECK_FOR_INTERRUPTS();
		if (*n == size)
		{
			size *= 2;
			out = repalloc(out, sizeof(Oid) * size);
		}
		out[(*n)++] = ((Form_pg_inherits) GETSTRUCT(tuple))->inhrelid;
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	qsort(out, *n, sizeof(Oid), oid_cmp_asc);
	return out;
}

/* Append to rows the row of a relation that passes the query's conditions. */
static List *
range_row(List *rows, Form_pg_class cls, const Oid *children, int nchildren)
{
	char	   *nspname;
	char	  **cells;

	if (!readable_kind(cls->relkind) || (nspname = user_schema_name(cls->relnamespace)) == NULL)
		return rows;
	/* NOT EXISTS (a pg_inherits row with inhrelid = c.oid) */
	if (nchildren > 0 && bsearch(&cls->oid, children, nchildren, sizeof(Oid), oid_cmp_asc) != NULL)
		return rows;
	cells = palloc(sizeof(char *) * 4);
	cells[0] = nspname;
	cells[1] = pstrdup(NameStr(cls->relname));
	cells[2] = RelationIsVisible(cls->oid) ? "t" : "f";
	cells[3] = catalog_schema_usable(cls->relnamespace) && any_column_selectable(cls->oid) ? "t" : "f";
	return lappend(rows, cells);
}

/* See catalog_relations.h. */
CatalogRows *
catalog_relations_in_ranges(const CatalogNameRange *ranges, int n,
							const CatalogNameRange *skip, int nskip)
{
	CatalogNameRange *merged = palloc(sizeof(CatalogNameRange) * Max(n, 1));
	int			nmerged = 0;
	Relation	pg_class = table_open(RelationRelationId, AccessShareLock);
	CatalogRows *out = palloc0(sizeof(CatalogRows));
	List	   *rows = NIL;
	ListCell   *lc;
	int			nchildren;
	Oid		   *children = inheritance_children(&nchildren);
	int			i;
	int			r = 0;

	/* sorted and merged, so that a relation in two ranges is read once */
	memcpy(merged, ranges, sizeof(CatalogNameRange) * n);
	qsort(merged, n, sizeof(CatalogNameRange), name_range_cmp);
	for (i = 0; i < n; i++)
	{
		CatalogNameRange *last = nmerged > 0 ? &merged[nmerged - 1] : NULL;

		if (last != NULL && (merged[i].lo == NULL || last->hi == NULL ||
							 strcmp(merged[i].lo, last->hi) <= 0))
		{
			if (last->hi != NULL && (merged[i].hi == NULL || strcmp(merged[i].hi, last->hi) > 0))
				last->hi = merged[i].hi;
			continue;
		}
		merged[nmerged++] = merged[i];
	}

	for (i = 0; i < nmerged; i++)
	{
		ScanKeyData keys[2];
		NameData	lo;
		NameData	hi;
		int			nkeys = 0;
		SysScanDesc scan;
		HeapTuple	tuple;

		/* the relname column of pg_class_relname_nsp_index, compared as name in "C" */
		if (merged[i].lo != NULL)
		{
			namestrcpy(&lo, merged[i].lo);
			ScanKeyEntryInitialize(&keys[nkeys++], 0, Anum_pg_class_relname,
								   BTGreaterEqualStrategyNumber, InvalidOid, C_COLLATION_OID,
								   F_NAMEGE, NameGetDatum(&lo));
		}
		if (merged[i].hi != NULL)
		{
			namestrcpy(&hi, merged[i].hi);
			ScanKeyEntryInitialize(&keys[nkeys++], 0, Anum_pg_class_relname,
								   BTLessStrategyNumber, InvalidOid, C_COLLATION_OID,
								   F_NAMELT, NameGetDatum(&hi));
		}
		scan = systable_beginscan(pg_class, ClassNameNspIndexId, true,
								  GetActiveSnapshot(), nkeys, keys);
		while (HeapTupleIsValid(tuple = systable_getnext(scan)))
		{
			Form_pg_class cls = (Form_pg_class) GETSTRUCT(tuple);

			CHECK_FOR_INTERRUPTS();
			if (name_in_ranges(NameStr(cls->relname), skip, nskip))
				continue;
			rows = range_row(rows, cls, children, nchildren);
		}
		systable_endscan(scan);
	}
	table_close(pg_class, AccessShareLock);

	out->nrows = list_length(rows);
	out->ncols = 4;
	out->cells = palloc0(sizeof(char *) * Max(out->nrows * 4, 1));
	foreach(lc, rows)
	{
		memcpy(&out->cells[r * 4], lfirst(lc), sizeof(char *) * 4);
		r++;
	}
	return out;
}

/* See catalog_relations.h. */
CatalogRows *
catalog_relation_schemas(const char *relname, int limit)
{
	Relation	pg_class;
	ScanKeyData key;
	NameData	name;
	SysScanDesc scan;
	HeapTuple	tuple;
	CatalogRows *out = palloc0(sizeof(CatalogRows));

	out->ncols = 2;
	out->cells = palloc0(sizeof(char *) * 2 * Max(limit, 1));
	/* what other sessions committed, as the query's fresh snapshot would see it */
	AcceptInvalidationMessages();
	namestrcpy(&name, catalog_as_name(relname));
	ScanKeyEntryInitialize(&key, 0, Anum_pg_class_relname, BTEqualStrategyNumber, InvalidOid,
						   C_COLLATION_OID, F_NAMEEQ, NameGetDatum(&name));
	pg_class = table_open(RelationRelationId, AccessShareLock);
	scan = systable_beginscan(pg_class, ClassNameNspIndexId, true, NULL, 1, &key);
	while (out->nrows < limit && HeapTupleIsValid(tuple = systable_getnext(scan)))
	{
		Form_pg_class cls = (Form_pg_class) GETSTRUCT(tuple);
		char	   *nspname;

		CHECK_FOR_INTERRUPTS();
		if (!readable_kind(cls->relkind) || (nspname = user_schema_name(cls->relnamespace)) == NULL)
			continue;
		CATALOG_CELL(out, out->nrows, 0) = nspname;
		CATALOG_CELL(out, out->nrows, 1) =
			catalog_schema_usable(cls->relnamespace) && any_column_selectable(cls->oid) ? "t" : "f";
		out->nrows++;
	}
	systable_endscan(scan);
	table_close(pg_class, AccessShareLock);
	return out;
}

/* See catalog_relations.h. */
bool
catalog_schema_exists(const char *nspname)
{
	AcceptInvalidationMessages();
	return OidIsValid(get_namespace_oid(catalog_as_name(nspname), true));
}
