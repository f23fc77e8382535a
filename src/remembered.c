/*
 * remembered.c — remembered repairs, the first repair source the heal loop
 * asks (heal.c).
 *
 * A query that failed and was repaired is remembered in
 * nl2sql_heal.remembered under its normal form (sqlnorm.c), the role and the
 * search_path.  When the same query fails again under the same conditions,
 * the remembered rewrite is proposed before any rule or model is asked.  The
 * original query always runs first: a rewrite is used only while the query
 * as written still fails (a table created since under the old name makes
 * the original run as written).  A remembered rewrite that fails, or whose
 * relations (by identity: the relation OIDs the rewrite uses, and their
 * schemas) the schema-change journal shows changed since it was made, is
 * forgotten and the other sources are asked.
 *
 * Cost: nothing on the success path (a query that runs as written never
 * looks here).  After a failure, one index probe of the table, read
 * directly.  The row is written once, when the repair is first made; a hit
 * writes nothing, except that its use is counted in the row at most once per
 * nl2sql_heal.remembered_touch_interval (counts in between are kept in the
 * session and added then).  Only this database's queries are remembered: a
 * remote server's DDL is not in this journal.
 *
 * Per role: nl2sql_heal.remembered_max bounds each role's unpinned rows, and
 * eviction, use counts and touches look at the caller's own rows only, with
 * SKIP LOCKED: no call waits on another transaction over a remembered row,
 * and no role can evict, count or time another role's.  Every write runs
 * with the owner's rights under the pinned search_path (owner_rights_begin).
 */
#include "postgres.h"

#include "target.h"
#include "subxact.h"
#include "conversions.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/skey.h"
#include "access/stratnum.h"
#include "access/table.h"
#include "access/xact.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "parser/analyze.h"
#include "parser/parser.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/guc.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"
#include "utils/snapmgr.h"
#include "utils/timestamp.h"

#include "remembered.h"
#include "receipt_bounds.h"
#include "pinned_path.h"
#include "receipts.h"
#include "spi_plans.h"
#include "sqlnorm.h"

int			heal_remembered_max = 1000;
int			heal_remembered_touch_interval_ms = 1000;

/* Columns of nl2sql_heal.remembered, in table order (both install scripts). */
enum
{
	M_MEMORY_ID = 1, M_QUERY_HASH, M_ROLE_NAME, M_SEARCH_PATH, M_FAILING_SQL,
	M_REWRITE, M_SOURCE, M_NOTES, M_CREATED_AT, M_LAST_USED, M_HITS, M_PINNED,
	M_JOURNAL_MARK, M_RELATIONS
};

typedef struct Remembered
{
	int64		memory_id;
	char	   *rewrite;
	char	   *source;
	List	   *notes;			/* char * */
	TimestampTz created_at;
	TimestampTz last_used;
	int64		journal_mark;
	Datum		relations;		/* regclass[], or 0 */
} Remembered;

/* Hits counted in this session and not yet added to the table. */
typedef struct PendingHits
{
	int64		memory_id;
	int64		hits;
} PendingHits;

static HTAB *pending_hits = NULL;

static SPIPlanPtr plan_remember;
static SPIPlanPtr plan_evict;
static SPIPlanPtr plan_forget;
static SPIPlanPtr plan_touch;
static SPIPlanPtr plan_changed;
static SPIPlanPtr plan_mark;

void
memory_init(void)
{
	DefineCustomIntVariable("nl2sql_heal.remembered_max",
							"Repairs kept per role in nl2sql_heal.remembered, pinned ones not counted.",
							"Each role's least recently used go first. 0 turns remembered repairs off.",
							&heal_remembered_max,
							1000, 0, 1000000,
							PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.remembered_touch_interval",
							"How often a remembered repair's use is written to its row.",
							"Uses in between are counted in the session and added then. "
							"0 writes on every use.",
							&heal_remembered_touch_interval_ms,
							1000, 0, 3600 * 1000,
							PGC_USERSET, GUC_UNIT_MS, NULL, NULL, NULL);
}

/* An object of schema nl2sql_heal, or InvalidOid. */
static Oid
own_relation(const char *name)
{
	Oid			nsp = extension_schema_oid(true);

	return OidIsValid(nsp) ? get_relname_relid(name, nsp) : InvalidOid;
}

static Snapshot
read_snapshot(void)
{
	return ActiveSnapshotSet() ? GetActiveSnapshot() : GetTransactionSnapshot();
}

/* The newest journal entry id (0 when the journal is empty or missing). */
static int64
journal_max(void)
{
	Oid			relid = own_relation("schema_journal");
	Oid			idx = own_relation("schema_journal_pkey");
	Relation	rel;
	Relation	irel;
	SysScanDesc scan;
	HeapTuple	tup;
	int64		max = 0;

	if (!OidIsValid(relid) || !OidIsValid(idx))
		return 0;
	rel = table_open(relid, AccessShareLock);
	irel = index_open(idx, AccessShareLock);
	scan = systable_beginscan_ordered(rel, irel, read_snapshot(), 0, NULL);
	tup = systable_getnext_ordered(scan, BackwardScanDirection);
	if (tup != NULL)
	{
		bool		isnull;
		Datum		d = heap_getattr(tup, 1, RelationGetDescr(rel), &isnull);

		if (!isnull)
			max = DatumGetInt64(d);
	}
	systable_endscan_ordered(scan);
	index_close(irel, AccessShareLock);
	table_close(rel, AccessShareLock);
	return max;
}

/* A text column of a tuple, copied, or NULL. */
static char *
text_attr(HeapTuple tup, TupleDesc desc, int attno)
{
	bool		isnull;
	Datum		d = heap_getattr(tup, attno, desc, &isnull);

	return isnull ? NULL : TextDatumGetCString(d);
}

/*
 * The remembered repair of this query for this role and search_path: one
 * probe of the unique index on query_hash, read directly.
 */
static bool
memory_lookup(int64 hash, const char *norm, const char *role, const char *path, Remembered *out)
{
	Oid			relid = own_relation("remembered");
	Oid			idx = own_relation("remembered_key");
	Relation	rel;
	TupleDesc	desc;
	ScanKeyData key;
	SysScanDesc scan;
	HeapTuple	tup;
	bool		found = false;

	if (!OidIsValid(relid) || !OidIsValid(idx))
		return false;
	rel = table_open(relid, AccessShareLock);
	desc = RelationGetDescr(rel);
	ScanKeyInit(&key, M_QUERY_HASH, BTEqualStrategyNumber, F_INT8EQ, Int64GetDatum(hash));
	scan = systable_beginscan(rel, idx, true, read_snapshot(), 1, &key);
	while (!found && (tup = systable_getnext(scan)) != NULL)
	{
		bool		isnull;
		Datum		d = heap_getattr(tup, M_ROLE_NAME, desc, &isnull);
		char	   *s;

		if (isnull || strcmp(NameStr(*DatumGetName(d)), role) != 0)
			continue;
		s = text_attr(tup, desc, M_SEARCH_PATH);
		if (s == NULL || strcmp(s, path) != 0)
			continue;
		s = text_attr(tup, desc, M_FAILING_SQL);
		if (s == NULL || strcmp(s, norm) != 0)
			continue;
		out->memory_id = DatumGetInt64(heap_getattr(tup, M_MEMORY_ID, desc, &isnull));
		out->rewrite = text_attr(tup, desc, M_REWRITE);
		out->source = text_attr(tup, desc, M_SOURCE);
		out->created_at = DatumGetTimestampTz(heap_getattr(tup, M_CREATED_AT, desc, &isnull));
		out->last_used = DatumGetTimestampTz(heap_getattr(tup, M_LAST_USED, desc, &isnull));
		out->journal_mark = DatumGetInt64(heap_getattr(tup, M_JOURNAL_MARK, desc, &isnull));
		d = heap_getattr(tup, M_NOTES, desc, &isnull);
		out->notes = NIL;
		if (!isnull)
		{
			Datum	   *elems;
			bool	   *nulls;
			int			n;
			int			i;

			deconstruct_array(DatumGetArrayTypeP(d), TEXTOID, -1, false, TYPALIGN_INT,
							  &elems, &nulls, &n);
			for (i = 0; i < n; i++)
			{
				if (!nulls[i])
					out->notes = lappend(out->notes, TextDatumGetCString(elems[i]));
			}
		}
		d = heap_getattr(tup, M_RELATIONS, desc, &isnull);
		out->relations = isnull ? (Datum) 0 : PointerGetDatum(DatumGetArrayTypePCopy(d));
		found = out->rewrite != NULL && out->source != NULL;
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	return found;
}

/* Run a prepared statement with the owner's rights, in the caller's transaction; rows it touched. */
static uint64
run_as_owner(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types, Datum *values,
			 const char *nulls)
{
	OwnerRights owner;
	bool		only_receipts = receipts_only_so_far();
	volatile uint64 processed = 0;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	owner_rights_begin(&owner);
	PG_TRY();
	{
		SPIPlanPtr	plan = prepare_kept(slot, sql, nargs, types);
		int			ret = SPI_execute_plan(plan, values, nulls, false, 0);

		if (ret < 0)
			elog(ERROR, "remembered repairs: %s", SPI_result_code_string(ret));
		processed = SPI_processed;
	}
	PG_FINALLY();
	{
		owner_rights_end(&owner);
	}
	PG_END_TRY();
	SPI_finish();
	/* like receipts: a transaction that wrote only these commits asynchronously */
	receipts_wrote(only_receipts);
	return processed;
}

/*
 * Forget one remembered repair.  A row another transaction holds is left to
 * it (SKIP LOCKED): forgetting never waits.
 */
static void
memory_forget(int64 memory_id)
{
	Oid			types[1] = {INT8OID};
	Datum		values[1] = {Int64GetDatum(memory_id)};

	(void) run_as_owner(&plan_forget,
				 "DELETE FROM nl2sql_heal.remembered WHERE memory_id OPERATOR(pg_catalog.=) ("
				 "  SELECT r.memory_id FROM nl2sql_heal.remembered r "
				 "   WHERE r.memory_id OPERATOR(pg_catalog.=) $1 FOR UPDATE SKIP LOCKED)",
				 1, types, values, NULL);
}

/*
 * Has the journal recorded, since mark, a change to a relation the rewrite
 * uses or to the schema it is in?  By identity: the relations' OIDs, never
 * their names, so another role's DDL on a same-named (or keyword-named)
 * relation forgets nothing.
 */
static bool
memory_outdated(const Remembered *r)
{
	Oid			types[2] = {INT8OID, REGCLASSARRAYOID};
	Datum		values[2];
	char		nulls[2] = {' ', ' '};
	volatile bool changed = false;
	bool		isnull;
	OwnerRights owner;

	if (r->relations == (Datum) 0)
		return false;
	values[0] = Int64GetDatum(r->journal_mark);
	values[1] = r->relations;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	/* as the owner: the caller's privileges on the journal are not the point here */
	owner_rights_begin(&owner);
	PG_TRY();
	{
		prepare_kept(&plan_changed,
					 "SELECT EXISTS (SELECT FROM nl2sql_heal.schema_journal j "
					 " WHERE j.entry_id OPERATOR(pg_catalog.>) $1 "
					 "   AND ((j.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_class'::pg_catalog.regclass "
					 "         AND j.objid OPERATOR(pg_catalog.=) ANY ($2::pg_catalog.oid[])) "
					 "        OR (j.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_namespace'::pg_catalog.regclass "
					 "            AND j.objid OPERATOR(pg_catalog.=) ANY ("
					 "                SELECT c.relnamespace FROM pg_catalog.pg_class c "
					 "                 WHERE c.oid OPERATOR(pg_catalog.=) ANY ($2::pg_catalog.oid[])))))",
					 2, types);
		if (SPI_execute_plan(plan_changed, values, nulls, true, 1) == SPI_OK_SELECT && SPI_processed == 1)
			changed = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	}
	PG_FINALLY();
	{
		owner_rights_end(&owner);
	}
	PG_END_TRY();
	SPI_finish();
	return changed;
}

/* Count a use: in the row once per touch interval, in the session in between. */
static void
memory_touch(int64 memory_id, TimestampTz last_used, bool can_write)
{
	PendingHits *p;
	bool		found;

	if (pending_hits == NULL)
	{
		HASHCTL		ctl;

		ctl.keysize = sizeof(int64);
		ctl.entrysize = sizeof(PendingHits);
		pending_hits = hash_create("nl2sql_heal remembered hits", 64, &ctl, HASH_ELEM | HASH_BLOBS);
	}
	p = hash_search(pending_hits, &memory_id, HASH_ENTER, &found);
	if (!found)
		p->hits = 0;
	p->hits++;
	if (can_write &&
		GetCurrentTimestamp() - last_used >= (int64) heal_remembered_touch_interval_ms * 1000)
	{
		Oid			types[2] = {INT8OID, INT8OID};
		Datum		values[2] = {Int64GetDatum(memory_id), Int64GetDatum(p->hits)};
		uint64		touched;

		/* a row another transaction holds is not waited for: its hits stay counted here */
		touched = run_as_owner(&plan_touch,
					 "UPDATE nl2sql_heal.remembered SET hits = hits OPERATOR(pg_catalog.+) $2, "
					 "       last_used = pg_catalog.clock_timestamp() "
					 " WHERE memory_id OPERATOR(pg_catalog.=) ("
					 "  SELECT r.memory_id FROM nl2sql_heal.remembered r "
					 "   WHERE r.memory_id OPERATOR(pg_catalog.=) $1 FOR UPDATE SKIP LOCKED)",
					 2, types, values, NULL);
		if (touched > 0)
			hash_search(pending_hits, &memory_id, HASH_REMOVE, NULL);
	}
}

/* Collect the relations a query tree's range tables name (subqueries, CTEs and sublinks too). */
static bool
relations_walker(Node *node, List **oids)
{
	if (node == NULL)
		return false;
	if (IsA(node, RangeTblEntry))
	{
		RangeTblEntry *rte = (RangeTblEntry *) node;

		if (rte->rtekind == RTE_RELATION)
			*oids = list_append_unique_oid(*oids, rte->relid);
		return false;
	}
	if (IsA(node, Query))
		return query_tree_walker((Query *) node, relations_walker, (void *) oids,
								 QTW_EXAMINE_RTES_BEFORE);
	return expression_tree_walker(node, relations_walker, (void *) oids);
}

/*
 * The relations the rewrite uses, by OID: parse analysis (nothing runs)
 * under the caller's search_path and rights, as the rewrite just ran.
 * Views are not expanded: a change behind a view that leaves the view
 * working does not forget the rewrite.
 */
static Datum
rewrite_relations(const char *sql)
{
	List	   *raw = raw_parser(sql, RAW_PARSE_DEFAULT);
	List	   *oids = NIL;
	Datum	   *elems;
	int			i = 0;
	ListCell   *lc;

	foreach(lc, raw)
	{
		Query	   *q = parse_analyze_fixedparams(lfirst_node(RawStmt, lc), sql, NULL, 0, NULL);

		(void) relations_walker((Node *) q, &oids);
	}
	elems = palloc(sizeof(Datum) * Max(list_length(oids), 1));
	foreach(lc, oids)
		elems[i++] = ObjectIdGetDatum(lfirst_oid(lc));
	return PointerGetDatum(construct_array(elems, i, REGCLASSOID, sizeof(Oid), true, TYPALIGN_INT));
}

/*
 * Remember a repair of the original query, and keep the role's rows within
 * nl2sql_heal.remembered_max: only the caller's own unpinned rows are
 * evicted, and rows another transaction holds are skipped, not waited for.
 */
static void
memory_remember(const char *original_sql, const char *rewrite, const char *source, List *notes,
				int64 hash, const char *norm, const char *role, const char *path)
{
	Oid			types[9] = {INT8OID, TEXTOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID,
	TEXTARRAYOID, INT8OID, REGCLASSARRAYOID};
	Datum		values[9];
	char		nulls[9];
	Datum	   *elems;
	int			i;
	ListCell   *lc;

	/* a query past the receipts' text cap is not kept whole anywhere: not remembered */
	if (!receipt_text_fits(norm) || !receipt_text_fits(rewrite) || !receipt_text_fits(path))
		return;
	memset(nulls, ' ', sizeof(nulls));
	values[0] = Int64GetDatum(hash);
	values[1] = CStringGetTextDatum(role);
	values[2] = CStringGetTextDatum(path);
	values[3] = CStringGetTextDatum(norm);
	values[4] = CStringGetTextDatum(rewrite);
	values[5] = CStringGetTextDatum(source);
	/* the notes that say what the repair did */
	elems = palloc(sizeof(Datum) * Max(list_length(notes), 1));
	i = 0;
	foreach(lc, notes)
	{
		if (strncmp(lfirst(lc), "Repaired by ", 12) == 0)
			elems[i++] = CStringGetTextDatum(lfirst(lc));
	}
	values[6] = PointerGetDatum(construct_array(elems, i, TEXTOID, -1, false, TYPALIGN_INT));
	values[7] = Int64GetDatum(journal_max());
	values[8] = rewrite_relations(rewrite);

	(void) run_as_owner(&plan_remember,
				 "INSERT INTO nl2sql_heal.remembered (query_hash, role_name, search_path, failing_sql, "
				 "  rewrite, source, notes, journal_mark, relations) "
				 "VALUES ($1, $2::pg_catalog.name, $3, $4, $5, $6, $7, $8, $9) "
				 "ON CONFLICT (query_hash, role_name, search_path) DO UPDATE SET "
				 "  failing_sql = excluded.failing_sql, rewrite = excluded.rewrite, "
				 "  source = excluded.source, notes = excluded.notes, "
				 "  created_at = excluded.created_at, last_used = excluded.last_used, hits = 0, "
				 "  journal_mark = excluded.journal_mark, relations = excluded.relations",
				 9, types, values, nulls);
	{
		Oid			etypes[2] = {INT4OID, TEXTOID};
		Datum		evalues[2] = {Int32GetDatum(heal_remembered_max), CStringGetTextDatum(role)};

		(void) run_as_owner(&plan_evict,
					 "DELETE FROM nl2sql_heal.remembered WHERE memory_id OPERATOR(pg_catalog.=) ANY (ARRAY("
					 "  SELECT r.memory_id FROM nl2sql_heal.remembered r "
					 "   WHERE r.role_name OPERATOR(pg_catalog.=) $2::pg_catalog.name AND NOT r.pinned "
					 "   ORDER BY r.last_used DESC, r.memory_id DESC OFFSET $1 FOR UPDATE SKIP LOCKED))",
					 2, etypes, evalues, NULL);
	}
}

/* Remember the repair; the repair stands whether or not that works. */
static void
memory_remember_guarded(const char *original_sql, const char *rewrite, const char *source,
						List *notes, List **out_notes)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	char	   *norm = sqlnorm_normalise(original_sql);
	char	   *copy;
	int64		hash;

	if (norm == NULL)
		return;
	copy = pstrdup(norm);
	free(norm);
	hash = (int64) hash_bytes_extended((const unsigned char *) copy, strlen(copy), 0);

	subxact_begin(callercxt);
	PG_TRY();
	{
		memory_remember(original_sql, rewrite, source, notes, hash, copy,
						GetUserNameFromId(GetUserId(), false),
						namespace_search_path ? namespace_search_path : "");
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		*out_notes = lappend(*out_notes,
							 psprintf("The repair could not be remembered: %s.", edata->message));
		FreeErrorData(edata);
	}
	PG_END_TRY();
}

/* The remembered repair proposed in this step, for memory_settle. */
static int64 proposed_id = 0;
static TimestampTz proposed_created_at;
static TimestampTz proposed_last_used;

/*
 * May this request use or make remembered repairs?  A declared source
 * dialect changes what a rewrite means (the same text translates differently
 * per engine), and a remote server's DDL is not in this journal: such calls
 * neither use nor make them.
 */
static bool
memory_applies(const RepairRequest *req)
{
	return heal_remembered_max > 0 && req->target->name == NULL &&
		req->source_dialect == SRC_NONE && req->original_sql != NULL &&
		OidIsValid(own_relation("remembered"));
}

static bool
memory_available(char **why)
{
	return heal_remembered_max > 0;
}

/*
 * Propose the remembered rewrite of the original query, which has just
 * failed (the loop ran it first): only for the step's first failure.
 */
static bool
memory_propose(const RepairRequest *req, RepairProposal *out, List **notes)
{
	char	   *norm;
	char	   *copy;
	int64		hash;
	Remembered	r;
	const char *made;
	bool		can_write = req->can_write;

	proposed_id = 0;
	if (req->prior != NIL || !memory_applies(req))
		return false;
	norm = sqlnorm_normalise(req->original_sql);
	if (norm == NULL)
		return false;
	copy = pstrdup(norm);
	free(norm);
	hash = (int64) hash_bytes_extended((const unsigned char *) copy, strlen(copy), 0);
	memset(&r, 0, sizeof(r));
	if (!memory_lookup(hash, copy, GetUserNameFromId(GetUserId(), false),
					   namespace_search_path ? namespace_search_path : "", &r))
		return false;

	made = timestamptz_to_str(r.created_at);
	if (journal_max() > r.journal_mark)
	{
		if (memory_outdated(&r))
		{
			if (can_write)
				memory_forget(r.memory_id);
			*notes = lappend(*notes,
							 psprintf("A remembered repair of this query (first made %s) was %s: the schema-change journal shows a change to a relation it uses since then.",
									  made, can_write ? "forgotten" : "not used"));
			return false;
		}
		if (can_write)
		{
			/* nothing it uses changed: look at later entries only, next time */
			Oid			types[2] = {INT8OID, INT8OID};
			Datum		values[2] = {Int64GetDatum(r.memory_id), Int64GetDatum(journal_max())};

			(void) run_as_owner(&plan_mark,
						 "UPDATE nl2sql_heal.remembered SET journal_mark = $2 "
						 " WHERE memory_id OPERATOR(pg_catalog.=) ("
						 "  SELECT m.memory_id FROM nl2sql_heal.remembered m "
						 "   WHERE m.memory_id OPERATOR(pg_catalog.=) $1 FOR UPDATE SKIP LOCKED)",
						 2, types, values, NULL);
		}
	}
	out->sql = r.rewrite;
	out->source = psprintf("memory:%s", r.source);
	out->notes = lcons(psprintf("Remembered repair: the query still failed as written, and the rewrite first made %s by %s ran instead.",
								made, r.source),
					   r.notes);
	proposed_id = r.memory_id;
	proposed_created_at = r.created_at;
	proposed_last_used = r.last_used;
	return true;
}

/*
 * How a rewrite came out: a remembered one that worked is counted, one that
 * failed is forgotten (a timeout is not its fault); a repair by another
 * source that worked is remembered.
 */
static void
memory_settle(const RepairRequest *req, const RepairProposal *proposal, const ExecResult *res,
			  List **notes)
{
	bool		from_memory = strncmp(proposal->source, "memory:", 7) == 0;

	if (from_memory && proposed_id != 0)
	{
		int64		id = proposed_id;

		proposed_id = 0;
		if (res->outcome == OUTCOME_OK)
		{
			memory_touch(id, proposed_last_used, req->can_write);
			return;
		}
		if (req->can_write && strcmp(res->sqlstate, "57014") != 0)
			memory_forget(id);
		*notes = lappend(*notes,
						 psprintf("A remembered repair of this query (first made %s) no longer worked (%s)%s; the other repair sources were asked.",
								  timestamptz_to_str(proposed_created_at),
								  res->outcome == OUTCOME_EMPTY ? "it returned no rows" :
								  res->message ? res->message : outcome_name(res->outcome),
								  req->can_write ? " and was forgotten" : ""));
		return;
	}
	/* a repair proved by the values of the moment is proved again next time */
	if (!from_memory && res->outcome == OUTCOME_OK && req->can_write && memory_applies(req) &&
		!proposal->values_probed)
		memory_remember_guarded(req->original_sql, proposal->sql, proposal->source,
								proposal->notes, notes);
}

const RepairSource memory_repair_source = {
	"memory",
	memory_available,
	memory_propose,
	memory_settle,
};
