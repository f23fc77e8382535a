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

#include "access/htup_details.h"
#include "catalog/namespace.h"
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
#include "utils/lsyscache.h"
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
	if (cls->relkind != RELKIND_RELATION && cls->relkind != RELKIND_VIEW &&
		cls->relkind != RELKIND_MATVIEW && cls->relkind != RELKIND_FOREIGN_TABLE &&
		cls->relkind != RELKIND_PARTITIONED_TABLE)
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
