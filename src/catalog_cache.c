/*
 * catalog_cache.c — catalog reads of this database kept per backend (see
 * catalog.h, catalog_read_cached).
 *
 * A rule pass reads the live schema again and again: each rule analyses the
 * query, and every call of a session asks about the same few relations.
 * Each read is a query planned and run in a subtransaction; a kept answer is
 * a lookup and a copy.  An answer depends on the catalog, on the role (its
 * privileges, "$user") and on the search path (pg_table_is_visible,
 * current_schemas): the role and the path are in the key, and any change to
 * the catalog drops every answer.  A change to a relation, a column, a
 * privilege on either, a partition or an inheritance link reaches the
 * relcache callback; a schema, a type, a role or a role's membership their
 * syscache callbacks.
 *
 * Most relcache invalidations change nothing an answer reads: VACUUM and
 * ANALYZE (autovacuum's, on any one of 10,000 tables) rewrite a relation's
 * statistics in place in pg_class.  So an invalidation of one relation is
 * noted, and at the next lookup its pg_class row and pg_attribute rows are
 * looked at: when every one of them is a version committed before the
 * oldest kept answer was read (its xmin older than that read's snapshot's
 * xmin), the answers saw them as they are and are kept; otherwise, and when
 * the relation is gone, every answer is dropped as before.  A change to the
 * relation itself (a rename, a column, a privilege, its owner, a partition
 * or inheritance link: each writes a new version of one of those rows), or
 * a relation created (a new pg_class row), is thus seen.  (Not seen: a
 * table made or unmade the child of a parent that has no column, which
 * writes none of them; the answer then still offers it as a relation of its
 * own, readable as before.)  Answers read in a
 * transaction that has written anything (it may have changed the catalog
 * and may yet roll back) are dropped at any invalidation.
 *
 * Two things keep an answer from outliving what it read:
 *  - before each lookup, the invalidations other sessions committed are
 *    taken in (AcceptInvalidationMessages), even inside an open transaction,
 *    where PostgreSQL itself would take them only at its next lock;
 *  - a missing answer is read with a fresh snapshot, never the statement's
 *    or the transaction's (an older snapshot could miss a change whose
 *    invalidation was already taken in, and the answer would then stay
 *    stale), and is kept only when no invalidation arrived while it was read.
 * Only reads of the catalog come here: the extension's own tables (the
 * journal) change by plain DML, which no invalidation announces.  A remote
 * target's reads are never kept (its invalidations never reach us).
 */
#include "postgres.h"

#include "catalog.h"

#include "access/htup_details.h"
#include "access/transam.h"
#include "access/xact.h"
#include "catalog/namespace.h"
#include "common/hashfn.h"
#include "miscadmin.h"
#include "storage/sinval.h"
#include "utils/inval.h"
#include "utils/memutils.h"
#include "utils/catcache.h"
#include "utils/snapmgr.h"
#include "utils/syscache.h"

/* Answers kept at most, and their size: past either, all are dropped and the cache starts again. */
#define CACHE_MAX_ENTRIES 512
#define CACHE_MAX_BYTES (16 * 1024 * 1024)

typedef struct CachedRead
{
	uint32		hash;
	char	   *key;			/* role, search path, query and parameters */
	CatalogRows rows;			/* in cache_cxt, one block per answer */
	CatalogRows *block;			/* that block: the rows, the cell pointers, the text */
	Size		block_size;
	Size		bytes;
} CachedRead;

static MemoryContext cache_cxt = NULL;
static CachedRead entries[CACHE_MAX_ENTRIES];
static int	nentries = 0;
static Size cache_bytes = 0;
static uint64 generation = 0;	/* bumped by every invalidation */
static bool registered = false;

/* Relations invalidated since the last lookup, looked at then (past the bound: all dropped). */
#define CACHE_MAX_PENDING 128
static Oid	pending[CACHE_MAX_PENDING];
static int	npending = 0;
static TransactionId kept_since_xmin;	/* the oldest kept answer's snapshot xmin */
static bool kept_after_writes = false;	/* an answer read by a transaction that wrote */

/* counters for the tests: lookups answered, reads made */
static uint64 cache_hits = 0;
static uint64 cache_misses = 0;

/* Drop every answer. */
static void
cache_reset(void)
{
	generation++;
	npending = 0;
	if (nentries == 0)
		return;
	MemoryContextReset(cache_cxt);
	nentries = 0;
	cache_bytes = 0;
	kept_after_writes = false;
}

static void
cache_syscache_callback(Datum arg, int cacheid, uint32 hashvalue)
{
	cache_reset();
}

/* One relation invalidated: noted for the next lookup (no catalog access here). */
static void
cache_relcache_callback(Datum arg, Oid relid)
{
	if (!OidIsValid(relid) || kept_after_writes || npending >= CACHE_MAX_PENDING)
	{
		cache_reset();
		return;
	}
	generation++;				/* a read under way is not kept */
	if (nentries > 0)
		pending[npending++] = relid;
}

/* Was this row version committed before the oldest kept answer was read? */
static bool
row_seen_by_answers(HeapTuple tuple)
{
	TransactionId xmin = HeapTupleHeaderGetXmin(tuple->t_data);

	if (!TransactionIdIsNormal(xmin))
		return true;			/* frozen, or made at bootstrap */
	return TransactionIdPrecedes(xmin, kept_since_xmin) && TransactionIdDidCommit(xmin);
}

/* Is relid's pg_class row, and each of its pg_attribute rows, as the kept answers saw it? */
static bool
relation_unchanged(Oid relid)
{
	HeapTuple	tuple = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	CatCList   *attrs;
	bool		unchanged;
	int			i;

	if (!HeapTupleIsValid(tuple))
		return false;
	unchanged = row_seen_by_answers(tuple);
	ReleaseSysCache(tuple);
	if (!unchanged)
		return false;
	attrs = SearchSysCacheList1(ATTNUM, ObjectIdGetDatum(relid));
	for (i = 0; unchanged && i < attrs->n_members; i++)
		unchanged = row_seen_by_answers(&attrs->members[i]->tuple);
	ReleaseSysCacheList(attrs);
	return unchanged;
}

/* Look at the relations invalidated since the last lookup: keep the answers, or drop them all. */
static void
cache_check_pending(void)
{
	TransactionId next = XidFromFullTransactionId(ReadNextFullTransactionId());
	int			i;

	/* answers kept over a quarter of the XID space ago: compared no more (wraparound) */
	if ((int32) (next - kept_since_xmin) > (int32) (MaxTransactionId / 4) ||
		TransactionIdPrecedes(next, kept_since_xmin))
	{
		cache_reset();
		return;
	}
	for (i = 0; i < npending; i++)
	{
		if (!relation_unchanged(pending[i]))
		{
			elog(DEBUG1, "nl2sql_heal catalog cache: relation %u changed, %d kept answers dropped",
				 pending[i], nentries);
			cache_reset();
			return;
		}
	}
	elog(DEBUG1, "nl2sql_heal catalog cache: %d kept answers outlive the invalidation of %d relations",
		 nentries, npending);
	npending = 0;
}

static void
cache_register(void)
{
	if (registered)
		return;
	cache_cxt = AllocSetContextCreate(TopMemoryContext, "nl2sql_heal catalog cache",
									  ALLOCSET_DEFAULT_SIZES);
	CacheRegisterRelcacheCallback(cache_relcache_callback, (Datum) 0);
	CacheRegisterSyscacheCallback(NAMESPACEOID, cache_syscache_callback, (Datum) 0);
	CacheRegisterSyscacheCallback(TYPEOID, cache_syscache_callback, (Datum) 0);
	CacheRegisterSyscacheCallback(AUTHOID, cache_syscache_callback, (Datum) 0);
	CacheRegisterSyscacheCallback(AUTHMEMROLEMEM, cache_syscache_callback, (Datum) 0);
	registered = true;
}

/* The key: what the answer depends on besides the catalog. */
static char *
cache_key(const char *sql, int nparams, const char *const *params)
{
	StringInfoData key;
	Oid			temp_nsp;
	Oid			temp_toast_nsp;
	int			i;

	GetTempNamespaceState(&temp_nsp, &temp_toast_nsp);
	initStringInfo(&key);
	appendStringInfo(&key, "%u\x1f%u\x1f%s\x1f%s", GetUserId(), temp_nsp,
					 namespace_search_path ? namespace_search_path : "", sql);
	for (i = 0; i < nparams; i++)
	{
		/* NULL and empty differ */
		if (params[i] == NULL)
			appendStringInfoString(&key, "\x1e");
		else
			appendStringInfo(&key, "\x1f%s", params[i]);
	}
	return key.data;
}

/* rows copied into cxt: the cells in one block */
static CatalogRows *
rows_copy(const CatalogRows *rows, MemoryContext cxt, Size *bytes)
{
	int			ncells = rows->nrows * rows->ncols;
	Size		size = sizeof(CatalogRows) + sizeof(char *) * Max(ncells, 1);
	CatalogRows *out;
	char	   *p;
	int			i;

	for (i = 0; i < ncells; i++)
		if (rows->cells[i] != NULL)
			size += strlen(rows->cells[i]) + 1;
	out = MemoryContextAlloc(cxt, size);
	out->nrows = rows->nrows;
	out->ncols = rows->ncols;
	out->cells = (char **) (out + 1);
	p = (char *) (out->cells + Max(ncells, 1));
	for (i = 0; i < ncells; i++)
	{
		size_t		len;

		if (rows->cells[i] == NULL)
		{
			out->cells[i] = NULL;
			continue;
		}
		len = strlen(rows->cells[i]) + 1;
		memcpy(p, rows->cells[i], len);
		out->cells[i] = p;
		p += len;
	}
	if (bytes)
		*bytes = size;
	return out;
}

/*
 * A kept answer copied for the caller (an invalidation may drop the kept one
 * while the caller still reads it): the block as a whole, its cell pointers
 * moved to the copy; a catalog of 10,000 names is one memcpy, not 40,000.
 */
static CatalogRows *
block_copy(const CachedRead *e)
{
	int			ncells = e->rows.nrows * e->rows.ncols;
	const char *from = (const char *) e->block;
	char	   *to = MemoryContextAlloc(CurrentMemoryContext, e->block_size);
	CatalogRows *out = (CatalogRows *) to;
	int			i;

	memcpy(to, from, e->block_size);
	out->cells = (char **) (out + 1);
	for (i = 0; i < ncells; i++)
		if (out->cells[i] != NULL)
			out->cells[i] = to + (out->cells[i] - from);
	return out;
}

/* Run one catalog query, its answer kept for the backend (see catalog.h). */
CatalogRows *
catalog_read_cached(HealTarget *target, const char *sql, int nparams,
					const char *const *params, char **error)
{
	char	   *key;
	uint32		hash;
	uint64		before;
	TransactionId read_xmin;
	CatalogRows *rows;
	Size		bytes;
	int			i;

	if (target->name != NULL)
		return catalog_read(target, sql, nparams, params, error);
	cache_register();
	/* what other sessions changed, taken in now (see the head of the file) */
	AcceptInvalidationMessages();
	if (npending > 0)
		cache_check_pending();
	key = cache_key(sql, nparams, params);
	hash = hash_bytes((const unsigned char *) key, strlen(key));
	for (i = 0; i < nentries; i++)
	{
		if (entries[i].hash == hash && strcmp(entries[i].key, key) == 0)
		{
			cache_hits++;
			return block_copy(&entries[i]);
		}
	}
	cache_misses++;
	before = generation;
	/* (an error raised through here aborts the transaction, which pops the snapshot) */
	PushActiveSnapshot(GetLatestSnapshot());
	read_xmin = GetActiveSnapshot()->xmin;
	rows = catalog_read(target, sql, nparams, params, error);
	PopActiveSnapshot();
	/* a failed read, or one an invalidation overtook, is not kept */
	if (rows == NULL || generation != before)
		return rows;
	if (nentries >= CACHE_MAX_ENTRIES || cache_bytes > CACHE_MAX_BYTES)
		cache_reset();
	if (nentries == 0)
		kept_since_xmin = read_xmin;
	if (TransactionIdIsValid(GetTopTransactionIdIfAny()))
		kept_after_writes = true;
	{
		CatalogRows *kept = rows_copy(rows, cache_cxt, &bytes);

		entries[nentries].hash = hash;
		entries[nentries].key = MemoryContextStrdup(cache_cxt, key);
		entries[nentries].rows = *kept;
		entries[nentries].block = kept;
		entries[nentries].block_size = bytes;
		entries[nentries].bytes = bytes + strlen(key) + 1;
		cache_bytes += entries[nentries].bytes;
		nentries++;
	}
	return rows;
}

/* Lookups answered from the cache and reads made, since the backend started. */
void
catalog_cache_counts(uint64 *hits, uint64 *misses)
{
	*hits = cache_hits;
	*misses = cache_misses;
}
