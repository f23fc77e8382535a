/*
 * catalog_fkeys.c — the lookup rule's foreign keys, read from this
 * database's caches (see catalog_fkeys.h).
 *
 * The catalog query that reads them is a join of eight catalog relations;
 * planning it is most of its cost: 2 ms each time in a warm backend, 10 to
 * 15 ms the first time in a fresh one, and its answer is never kept (a
 * dropped key changes it without touching what the catalog cache watches).
 * Here the same rows come from the system caches, which PostgreSQL keeps
 * current, and one index scan of pg_constraint per relation.  Nothing is
 * looked up by a name on the search_path: schemas and relations by their
 * exact names, privileges by the functions behind has_schema_privilege and
 * has_column_privilege, as the calling role.
 */
#include "postgres.h"

#include "catalog_fkeys.h"
#include "catalog_relations.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/table.h"
#include "catalog/namespace.h"
#include "catalog/pg_attribute.h"
#include "catalog/pg_class.h"
#include "catalog/pg_constraint.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/fmgroids.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/guc.h"
#include "utils/syscache.h"

bool		catalog_fkeys_check_sql = false;

/* Define nl2sql_heal.lookup_check_sql (see catalog_fkeys.h). */
void
catalog_fkeys_init(void)
{
	DefineCustomBoolVariable("nl2sql_heal.lookup_check_sql",
							 "Reads the lookup rule's foreign keys with its catalog query too, and "
							 "raises when the caches' reading differs.",
							 "For tests of this database's cache reading (catalog_fkeys.c).",
							 &catalog_fkeys_check_sql,
							 false,
							 PGC_SUSET, GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE, NULL, NULL, NULL);
}

/* One single-column foreign key of a relation. */
typedef struct FKey
{
	char	   *conname;
	char	   *fkcol;
	Oid			confrelid;
	AttrNumber	confkey;
} FKey;

/* The only element of a one-element int2 array, or InvalidAttrNumber. */
static AttrNumber
only_attnum(HeapTuple tup, int attno, TupleDesc desc)
{
	bool		isnull;
	Datum		d = heap_getattr(tup, attno, desc, &isnull);
	ArrayType  *arr;

	if (isnull)
		return InvalidAttrNumber;
	arr = DatumGetArrayTypeP(d);
	if (ARR_NDIM(arr) < 1 || ARR_DIMS(arr)[0] != 1 || ARR_HASNULL(arr) ||
		ARR_ELEMTYPE(arr) != INT2OID)
		return InvalidAttrNumber;
	return ((int16 *) ARR_DATA_PTR(arr))[0];
}

/* The first element of an int2 array (x[1] of a one-based array), or InvalidAttrNumber. */
static AttrNumber
first_attnum(HeapTuple tup, int attno, TupleDesc desc)
{
	bool		isnull;
	Datum		d = heap_getattr(tup, attno, desc, &isnull);
	ArrayType  *arr;

	if (isnull)
		return InvalidAttrNumber;
	arr = DatumGetArrayTypeP(d);
	if (ARR_NDIM(arr) != 1 || ARR_DIMS(arr)[0] < 1 || ARR_LBOUND(arr)[0] != 1 ||
		ARR_HASNULL(arr) || ARR_ELEMTYPE(arr) != INT2OID)
		return InvalidAttrNumber;
	return ((int16 *) ARR_DATA_PTR(arr))[0];
}

static int
fkey_cmp(const ListCell *a, const ListCell *b)
{
	/* names sort bytewise: the C collation of type name */
	return strcmp(((FKey *) lfirst(a))->conname, ((FKey *) lfirst(b))->conname);
}

/* The single-column foreign keys of relid whose column is there, by constraint name. */
static List *
relation_fkeys(Oid relid)
{
	Relation	conrel = table_open(ConstraintRelationId, AccessShareLock);
	ScanKeyData key;
	SysScanDesc scan;
	HeapTuple	tup;
	List	   *out = NIL;

	ScanKeyInit(&key, Anum_pg_constraint_conrelid, BTEqualStrategyNumber, F_OIDEQ,
				ObjectIdGetDatum(relid));
	scan = systable_beginscan(conrel, ConstraintRelidTypidNameIndexId, true, NULL, 1, &key);
	while (HeapTupleIsValid(tup = systable_getnext(scan)))
	{
		Form_pg_constraint con = (Form_pg_constraint) GETSTRUCT(tup);
		AttrNumber	conkey;
		HeapTuple	att;
		FKey	   *fk;

		if (con->contype != CONSTRAINT_FOREIGN)
			continue;
		conkey = only_attnum(tup, Anum_pg_constraint_conkey, RelationGetDescr(conrel));
		if (conkey == InvalidAttrNumber)
			continue;
		att = SearchSysCache2(ATTNUM, ObjectIdGetDatum(relid), Int16GetDatum(conkey));
		if (!HeapTupleIsValid(att))
			continue;
		fk = palloc0(sizeof(FKey));
		fk->conname = pstrdup(NameStr(con->conname));
		fk->fkcol = pstrdup(NameStr(((Form_pg_attribute) GETSTRUCT(att))->attname));
		fk->confrelid = con->confrelid;
		fk->confkey = first_attnum(tup, Anum_pg_constraint_confkey, RelationGetDescr(conrel));
		ReleaseSysCache(att);
		out = lappend(out, fk);
	}
	systable_endscan(scan);
	table_close(conrel, AccessShareLock);
	list_sort(out, fkey_cmp);
	return out;
}

/* The lookup rule's foreign keys of the relations (see catalog_fkeys.h). */
CatalogRows *
catalog_fkey_lookups(const char *const *nsps, const char *const *rels, int n,
					 const char *wanted)
{
	const int	ncols = 6;
	CatalogRows *out = palloc0(sizeof(CatalogRows));
	List	   *rows = NIL;		/* of char ** (ncols cells) */
	char	   *wname = catalog_as_name(wanted);
	ListCell   *lc;
	int			i;
	int			r = 0;

	for (i = 0; i < n; i++)
	{
		Oid			nspid;
		Oid			relid;
		List	   *fkeys;

		CHECK_FOR_INTERRUPTS();
		if (nsps[i] == NULL || rels[i] == NULL)
			continue;
		nspid = get_namespace_oid(catalog_as_name(nsps[i]), true);
		if (!OidIsValid(nspid))
			continue;
		relid = get_relname_relid(catalog_as_name(rels[i]), nspid);
		if (!OidIsValid(relid))
			continue;
		fkeys = relation_fkeys(relid);
		foreach(lc, fkeys)
		{
			FKey	   *fk = lfirst(lc);
			HeapTuple	tc;
			HeapTuple	ta;
			HeapTuple	wa;
			Form_pg_attribute want;
			Oid			tnsp;
			char	   *tnspname;
			char	  **cells;

			if (fk->confrelid == relid)
				continue;
			tc = SearchSysCache1(RELOID, ObjectIdGetDatum(fk->confrelid));
			if (!HeapTupleIsValid(tc))
				continue;
			tnsp = ((Form_pg_class) GETSTRUCT(tc))->relnamespace;
			tnspname = get_namespace_name(tnsp);
			ta = SearchSysCache2(ATTNUM, ObjectIdGetDatum(fk->confrelid), Int16GetDatum(fk->confkey));
			wa = SearchSysCacheAttName(fk->confrelid, wname);
			want = HeapTupleIsValid(wa) ? (Form_pg_attribute) GETSTRUCT(wa) : NULL;
			if (tnspname != NULL && HeapTupleIsValid(ta) && want != NULL && want->attnum > 0)
			{
				cells = palloc0(sizeof(char *) * ncols);
				cells[0] = psprintf("%d", i + 1);
				cells[1] = fk->fkcol;
				cells[2] = tnspname;
				cells[3] = pstrdup(NameStr(((Form_pg_class) GETSTRUCT(tc))->relname));
				cells[4] = pstrdup(NameStr(((Form_pg_attribute) GETSTRUCT(ta))->attname));
				cells[5] = catalog_schema_usable(tnsp) &&
					catalog_column_selectable(fk->confrelid, fk->confkey) &&
					catalog_column_selectable(fk->confrelid, want->attnum) ? "t" : "f";
				rows = lappend(rows, cells);
			}
			if (HeapTupleIsValid(wa))
				ReleaseSysCache(wa);
			if (HeapTupleIsValid(ta))
				ReleaseSysCache(ta);
			ReleaseSysCache(tc);
		}
	}
	out->nrows = list_length(rows);
	out->ncols = ncols;
	out->cells = palloc0(sizeof(char *) * Max(out->nrows * ncols, 1));
	foreach(lc, rows)
	{
		memcpy(&out->cells[r * ncols], lfirst(lc), sizeof(char *) * ncols);
		r++;
	}
	return out;
}
