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

/*
 * The key: what the answer depends on besides the catalog.  An item's answer
 * (catalog_read_cached_items) is marked apart from a whole query's, whose
 * parameters are array literals that could spell the same text.
 */
static char *
cache_key(const char *sql, bool item, int nparams, const char *const *params)
{
	StringInfoData key;
	Oid			temp_nsp;
	Oid			temp_toast_nsp;
	int			i;

	GetTempNamespaceState(&temp_nsp, &temp_toast_nsp);
	initStringInfo(&key);
	appendStringInfo(&key, "%u\x1f%u\x1f%s\x1f%s%s", GetUserId(), temp_nsp,
					 namespace_search_path ? namespace_search_path : "",
					 item ? "\x1d" : "", sql);
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

/* Before a lookup: the cache set up, and what other sessions changed taken in (see the head of the file). */
static void
cache_prepare(void)
{
	cache_register();
	AcceptInvalidationMessages();
	if (npending > 0)
		cache_check_pending();
}

/* The kept answer of key, copied for the caller, or NULL. */
static CatalogRows *
cache_find(const char *key, uint32 hash)
{
	int			i;

	for (i = 0; i < nentries; i++)
	{
		if (entries[i].hash == hash && strcmp(entries[i].key, key) == 0)
		{
			cache_hits++;
			return block_copy(&entries[i]);
		}
	}
	cache_misses++;
	return NULL;
}

/* Keep rows as key's answer, read under a snapshot of xmin read_xmin. */
static void
cache_store(const char *key, uint32 hash, const CatalogRows *rows, TransactionId read_xmin)
{
	CatalogRows *kept;
	Size		bytes;

	if (nentries >= CACHE_MAX_ENTRIES || cache_bytes > CACHE_MAX_BYTES)
		cache_reset();
	if (nentries == 0)
		kept_since_xmin = read_xmin;
	if (TransactionIdIsValid(GetTopTransactionIdIfAny()))
		kept_after_writes = true;
	kept = rows_copy(rows, cache_cxt, &bytes);
	entries[nentries].hash = hash;
	entries[nentries].key = MemoryContextStrdup(cache_cxt, key);
	entries[nentries].rows = *kept;
	entries[nentries].block = kept;
	entries[nentries].block_size = bytes;
	entries[nentries].bytes = bytes + strlen(key) + 1;
	cache_bytes += entries[nentries].bytes;
	nentries++;
}

/*
 * catalog_read with a fresh snapshot (see the head of the file); *overtaken
 * is set when an invalidation arrived meanwhile (the answer is not to be kept).
 */
static CatalogRows *
read_fresh(HealTarget *target, const char *sql, int nparams, const char *const *params,
		   char **error, TransactionId *read_xmin, bool *overtaken)
{
	uint64		before = generation;
	CatalogRows *rows;

	/* (an error raised through here aborts the transaction, which pops the snapshot) */
	PushActiveSnapshot(GetLatestSnapshot());
	*read_xmin = GetActiveSnapshot()->xmin;
	rows = catalog_read(target, sql, nparams, params, error);
	PopActiveSnapshot();
	*overtaken = generation != before;
	return rows;
}

/* Run one catalog query, its answer kept for the backend (see catalog.h). */
CatalogRows *
catalog_read_cached(HealTarget *target, const char *sql, int nparams,
					const char *const *params, char **error)
{
	char	   *key;
	uint32		hash;
	TransactionId read_xmin;
	bool		overtaken;
	CatalogRows *rows;

	if (target->name != NULL)
		return catalog_read(target, sql, nparams, params, error);
	cache_prepare();
	key = cache_key(sql, false, nparams, params);
	hash = hash_bytes((const unsigned char *) key, strlen(key));
	rows = cache_find(key, hash);
	if (rows != NULL)
		return rows;
	rows = read_fresh(target, sql, nparams, params, error, &read_xmin, &overtaken);
	/* a failed read, or one an invalidation overtook, is not kept */
	if (rows != NULL && !overtaken)
		cache_store(key, hash, rows, read_xmin);
	return rows;
}

/* A reading made in C, its answer kept for the backend (see catalog.h). */
CatalogRows *
catalog_read_cached_local(const char *what, CatalogLocalReader read, const void *arg)
{
	char	   *key;
	uint32		hash;
	uint64		before;
	TransactionId read_xmin;
	CatalogRows *rows;

	cache_prepare();
	/* (marked apart from every query's key: no SQL text starts with \x1c) */
	key = cache_key(psprintf("\x1c%s", what), false, 0, NULL);
	hash = hash_bytes((const unsigned char *) key, strlen(key));
	rows = cache_find(key, hash);
	if (rows != NULL)
		return rows;
	before = generation;
	PushActiveSnapshot(GetLatestSnapshot());
	read_xmin = GetActiveSnapshot()->xmin;
	rows = read(arg);
	PopActiveSnapshot();
	if (generation == before)
		cache_store(key, hash, rows, read_xmin);
	return rows;
}

/* A text[] literal of items[0 .. n-1], NULL elements allowed (see catalog.h). */
char *
catalog_text_array(const char *const *items, int n)
{
	StringInfoData buf;
	int			i;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	for (i = 0; i < n; i++)
	{
		const char *s = items[i];

		if (i > 0)
			appendStringInfoChar(&buf, ',');
		if (s == NULL)
		{
			appendStringInfoString(&buf, "NULL");
			continue;
		}
		appendStringInfoChar(&buf, '"');
		for (; *s; s++)
		{
			if (*s == '"' || *s == '\\')
				appendStringInfoChar(&buf, '\\');
			appendStringInfoChar(&buf, *s);
		}
		appendStringInfoChar(&buf, '"');
	}
	appendStringInfoChar(&buf, '}');
	return buf.data;
}

/* catalog_text_array of a List of strings (NULL entries become NULL elements). */
char *
catalog_text_list(List *strings)
{
	const char **items = palloc(sizeof(char *) * Max(list_length(strings), 1));
	ListCell   *lc;

	foreach(lc, strings)
		items[foreach_current_index(lc)] = lfirst(lc);
	return catalog_text_array(items, list_length(strings));
}

/*
 * rows split by their first column, the 1-based item index: parts[i] the
 * rows of item i (0 .. n-1), in their order; the cells are rows's.
 */
static CatalogRows *
split_items(const CatalogRows *rows, int n)
{
	CatalogRows *parts = palloc0(sizeof(CatalogRows) * n);
	int		   *at = palloc0(sizeof(int) * n);
	int			r;
	int			i;

	for (r = 0; r < rows->nrows; r++)
	{
		const char *cell = CATALOG_CELL(rows, r, 0);
		int			idx = cell ? atoi(cell) - 1 : -1;

		if (idx >= 0 && idx < n)
			parts[idx].nrows++;
	}
	for (i = 0; i < n; i++)
	{
		parts[i].ncols = rows->ncols;
		parts[i].cells = palloc(sizeof(char *) * Max(parts[i].nrows * rows->ncols, 1));
	}
	for (r = 0; r < rows->nrows; r++)
	{
		const char *cell = CATALOG_CELL(rows, r, 0);
		int			idx = cell ? atoi(cell) - 1 : -1;

		if (idx < 0 || idx >= n)
			continue;
		memcpy(&parts[idx].cells[at[idx] * rows->ncols], &rows->cells[r * rows->ncols],
			   sizeof(char *) * rows->ncols);
		at[idx]++;
	}
	return parts;
}

/* Run an item query, each item's answer kept for the backend (see catalog.h). */
CatalogRows *
catalog_read_cached_items(HealTarget *target, const char *sql, int n,
						  const char *const *p1, const char *const *p2, char **error)
{
	CatalogRows **found;
	char	  **keys;
	uint32	   *hashes;
	int		   *missing;
	int			nmissing = 0;
	CatalogRows *out;
	int			total = 0;
	int			ncols = 0;
	int			i;
	int			r;

	if (target->name != NULL || n <= 0)
	{
		const char *params[2] = {catalog_text_array(p1, n), catalog_text_array(p2, n)};

		return catalog_read(target, sql, 2, params, error);
	}
	cache_prepare();
	found = palloc0(sizeof(CatalogRows *) * n);
	keys = palloc(sizeof(char *) * n);
	hashes = palloc(sizeof(uint32) * n);
	missing = palloc(sizeof(int) * n);
	for (i = 0; i < n; i++)
	{
		const char *params[2] = {p1[i], p2[i]};

		keys[i] = cache_key(sql, true, 2, params);
		hashes[i] = hash_bytes((const unsigned char *) keys[i], strlen(keys[i]));
		found[i] = cache_find(keys[i], hashes[i]);
		if (found[i] == NULL)
			missing[nmissing++] = i;
	}
	if (nmissing > 0)
	{
		const char **m1 = palloc(sizeof(char *) * nmissing);
		const char **m2 = palloc(sizeof(char *) * nmissing);
		const char *params[2];
		TransactionId read_xmin;
		bool		overtaken;
		CatalogRows *rows;
		CatalogRows *parts;

		for (i = 0; i < nmissing; i++)
		{
			m1[i] = p1[missing[i]];
			m2[i] = p2[missing[i]];
		}
		params[0] = catalog_text_array(m1, nmissing);
		params[1] = catalog_text_array(m2, nmissing);
		/* the missing items in one read, each one's rows kept on their own */
		rows = read_fresh(target, sql, 2, params, error, &read_xmin, &overtaken);
		if (rows == NULL)
			return NULL;
		parts = split_items(rows, nmissing);
		for (i = 0; i < nmissing; i++)
		{
			found[missing[i]] = &parts[i];
			if (!overtaken)
				cache_store(keys[missing[i]], hashes[missing[i]], &parts[i], read_xmin);
		}
	}
	/* the answers together, as one read of every item would give them: in item order, each with its index */
	for (i = 0; i < n; i++)
	{
		total += found[i]->nrows;
		if (found[i]->nrows > 0)
			ncols = found[i]->ncols;
	}
	out = palloc(sizeof(CatalogRows));
	out->nrows = total;
	out->ncols = ncols;
	out->cells = palloc(sizeof(char *) * Max(total * ncols, 1));
	total = 0;
	for (i = 0; i < n; i++)
	{
		char	   *index = psprintf("%d", i + 1);

		for (r = 0; r < found[i]->nrows; r++, total++)
		{
			memcpy(&out->cells[total * ncols], &found[i]->cells[r * ncols], sizeof(char *) * ncols);
			out->cells[total * ncols] = index;
		}
	}
	return out;
}

/* Lookups answered from the cache and reads made, since the backend started. */
void
catalog_cache_counts(uint64 *hits, uint64 *misses)
{
	*hits = cache_hits;
	*misses = cache_misses;
}
