/*
 * remembered.c — remembered repairs.
 *
 * A query that failed and was repaired is remembered in
 * nl2sql_heal.remembered under its normal form (sqlnorm.c), the role and the
 * search_path.  The next heal_execute of the same query under the same
 * conditions runs the remembered rewrite directly: the failing execution is
 * skipped.  A remembered rewrite that fails, or whose relations the
 * schema-change journal shows changed since it was made, is forgotten and
 * the normal loop runs.
 *
 * Cost: the look-up on every call is one index probe of the table, read
 * directly (no SQL, no planner).  The row is written once, when the repair is
 * first made, in the caller's transaction; a hit writes nothing, except that
 * its use is counted in the row at most once per
 * nl2sql_heal.remembered_touch_interval (counts in between are kept in the
 * session and added then).  Only this database's queries are remembered: a
 * remote server's DDL is not in this journal.
 */
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
#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "executor/spi.h"
#include "miscadmin.h"
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

#include "heal.h"
#include "model.h"
#include "remembered.h"
#include "receipts.h"
#include "sqlnorm.h"

int			heal_remembered_max = 1000;
int			heal_remembered_touch_interval_ms = 1000;

/* Columns of nl2sql_heal.remembered, in table order (both install scripts). */
enum
{
	M_MEMORY_ID = 1, M_QUERY_HASH, M_ROLE_NAME, M_SEARCH_PATH, M_FAILING_SQL,
	M_REWRITE, M_SOURCE, M_NOTES, M_CREATED_AT, M_LAST_USED, M_HITS, M_PINNED,
	M_JOURNAL_MARK, M_NAMES
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
	Datum		names;			/* text[] */
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
memory_define_settings(void)
{
	DefineCustomIntVariable("nl2sql_heal.remembered_max",
							"Repairs kept in nl2sql_heal.remembered, pinned ones not counted.",
							"The least recently used go first. 0 turns remembered repairs off.",
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
	Oid			nsp = get_namespace_oid("nl2sql_heal", true);

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
		d = heap_getattr(tup, M_NAMES, desc, &isnull);
		out->names = isnull ? (Datum) 0 : PointerGetDatum(DatumGetArrayTypePCopy(d));
		found = out->rewrite != NULL && out->source != NULL;
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	return found;
}

/* Run a prepared statement as the tables' owner, in the caller's transaction. */
static void
run_as_owner(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types, Datum *values,
			 const char *nulls)
{
	Oid			save_userid;
	int			save_sec;
	bool		only_receipts = receipts_only_so_far();

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	receipts_become_owner(&save_userid, &save_sec);
	PG_TRY();
	{
		SPIPlanPtr	plan = prepare_kept(slot, sql, nargs, types);
		int			ret = SPI_execute_plan(plan, values, nulls, false, 0);

		if (ret < 0)
			elog(ERROR, "remembered repairs: %s", SPI_result_code_string(ret));
	}
	PG_FINALLY();
	{
		SetUserIdAndSecContext(save_userid, save_sec);
	}
	PG_END_TRY();
	SPI_finish();
	/* like receipts: a transaction that wrote only these commits asynchronously */
	receipts_wrote(only_receipts);
}

/* Forget one remembered repair. */
static void
memory_forget(int64 memory_id)
{
	Oid			types[1] = {INT8OID};
	Datum		values[1] = {Int64GetDatum(memory_id)};

	run_as_owner(&plan_forget,
				 "DELETE FROM nl2sql_heal.remembered WHERE memory_id OPERATOR(pg_catalog.=) $1",
				 1, types, values, NULL);
}

/* Has the journal recorded a change to a relation or schema the rewrite names since mark? */
static bool
memory_outdated(const Remembered *r)
{
	Oid			types[2] = {INT8OID, TEXTARRAYOID};
	Datum		values[2];
	char		nulls[2] = {' ', ' '};
	volatile bool changed = false;
	bool		isnull;
	Oid			save_userid;
	int			save_sec;

	if (r->names == (Datum) 0)
		return false;
	values[0] = Int64GetDatum(r->journal_mark);
	values[1] = r->names;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	/* as the owner: the caller's privileges on the journal are not the point here */
	receipts_become_owner(&save_userid, &save_sec);
	PG_TRY();
	{
		prepare_kept(&plan_changed,
					 "SELECT EXISTS (SELECT FROM nl2sql_heal.schema_journal j "
					 " WHERE j.entry_id OPERATOR(pg_catalog.>) $1 "
					 "   AND (j.old_relation::pg_catalog.text OPERATOR(pg_catalog.=) ANY ($2) "
					 "        OR j.new_relation::pg_catalog.text OPERATOR(pg_catalog.=) ANY ($2) "
					 "        OR (j.object_kind OPERATOR(pg_catalog.=) 'schema' "
					 "            AND j.old_schema::pg_catalog.text OPERATOR(pg_catalog.=) ANY ($2))))",
					 2, types);
		if (SPI_execute_plan(plan_changed, values, nulls, true, 1) == SPI_OK_SELECT && SPI_processed == 1)
			changed = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	}
	PG_FINALLY();
	{
		SetUserIdAndSecContext(save_userid, save_sec);
	}
	PG_END_TRY();
	SPI_finish();
	return changed;
}

/* Count a use: in the row once per touch interval, in the session in between. */
static void
memory_touch(const Remembered *r, bool can_write)
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
	p = hash_search(pending_hits, &r->memory_id, HASH_ENTER, &found);
	if (!found)
		p->hits = 0;
	p->hits++;
	if (can_write &&
		GetCurrentTimestamp() - r->last_used >= (int64) heal_remembered_touch_interval_ms * 1000)
	{
		Oid			types[2] = {INT8OID, INT8OID};
		Datum		values[2] = {Int64GetDatum(r->memory_id), Int64GetDatum(p->hits)};

		run_as_owner(&plan_touch,
					 "UPDATE nl2sql_heal.remembered SET hits = hits OPERATOR(pg_catalog.+) $2, "
					 "       last_used = pg_catalog.clock_timestamp() "
					 " WHERE memory_id OPERATOR(pg_catalog.=) $1",
					 2, types, values, NULL);
		hash_search(pending_hits, &r->memory_id, HASH_REMOVE, NULL);
	}
}

/* Would the question's named metrics have to be checked?  Then the normal loop does it. */
static bool
question_names_metrics(const char *question)
{
	Oid			relid;
	Relation	rel;
	SysScanDesc scan;
	bool		any;

	if (question == NULL)
		return false;
	relid = own_relation("metrics");
	if (!OidIsValid(relid))
		return false;
	/* an empty registry (the usual case) costs one heap probe */
	rel = table_open(relid, AccessShareLock);
	scan = systable_beginscan(rel, InvalidOid, false, read_snapshot(), 0, NULL);
	any = systable_getnext(scan) != NULL;
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	return any && metrics_named_in(metrics_load(), question) != NIL;
}

/*
 * Run the remembered rewrite as the step's only execution.  True when it
 * returned rows; otherwise the step is left empty, the repair is forgotten
 * (when it can be) and *why says so.
 */
static bool
memory_apply(HealStep *step, HealTarget *target, Remembered *r, bool can_write, char **why)
{
	HealAttempt *a = &step->attempts[0];
	const char *made = timestamptz_to_str(r->created_at);

	if (journal_max() > r->journal_mark)
	{
		if (memory_outdated(r))
		{
			if (can_write)
				memory_forget(r->memory_id);
			*why = psprintf("A remembered repair of this query (first made %s) was %s: the schema-change journal shows a change to a relation it names since then.",
							made, can_write ? "forgotten" : "not used");
			return false;
		}
		if (can_write)
		{
			/* nothing it names changed: look at later entries only, next time */
			Oid			types[2] = {INT8OID, INT8OID};
			Datum		values[2] = {Int64GetDatum(r->memory_id), Int64GetDatum(journal_max())};

			run_as_owner(&plan_mark,
						 "UPDATE nl2sql_heal.remembered SET journal_mark = $2 "
						 " WHERE memory_id OPERATOR(pg_catalog.=) $1",
						 2, types, values, NULL);
		}
	}
	if (question_names_metrics(step->question))
		return false;

	memset(a, 0, sizeof(*a));
	a->attempt = 1;				/* attempt 0, the original, was not run */
	a->sql = r->rewrite;
	a->repair = psprintf("memory:%s", r->source);
	target->execute(target, a->sql, &a->res);
	model_scrub_result(&a->res);
	if (a->res.outcome == OUTCOME_OK)
	{
		step->nattempts = 1;
		step->final = 0;
		step->error_from = 0;
		step->status = STEP_REPAIRED;
		step->notes = lcons(psprintf("Remembered repair: the rewrite first made %s by %s ran directly; the failing query was not run again.",
									 made, r->source),
							r->notes);
		memory_touch(r, can_write);
		return true;
	}
	if (can_write && strcmp(a->res.sqlstate, "57014") != 0)
		memory_forget(r->memory_id);
	*why = psprintf("A remembered repair of this query (first made %s) no longer worked (%s)%s; the query went through repair as usual.",
					made, a->res.outcome == OUTCOME_EMPTY ? "it returned no rows" : a->res.message,
					can_write ? " and was forgotten" : "");
	memset(a, 0, sizeof(*a));
	step->nattempts = 0;
	return false;
}

/* Remember the step's repair, and keep the table within nl2sql_heal.remembered_max. */
static void
memory_remember(const HealStep *step, int64 hash, const char *norm, const char *role,
				const char *path)
{
	const HealAttempt *final = &step->attempts[step->final];
	Oid			types[9] = {INT8OID, TEXTOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID,
	TEXTARRAYOID, INT8OID, TEXTARRAYOID};
	Datum		values[9];
	char		nulls[9];
	Datum	   *elems;
	char	  **names;
	int			nnames;
	int			i;
	ListCell   *lc;

	if (final->repair == NULL || strncmp(final->repair, "memory:", 7) == 0)
		return;
	memset(nulls, ' ', sizeof(nulls));
	values[0] = Int64GetDatum(hash);
	values[1] = CStringGetTextDatum(role);
	values[2] = CStringGetTextDatum(path);
	values[3] = CStringGetTextDatum(norm);
	values[4] = CStringGetTextDatum(final->sql);
	values[5] = CStringGetTextDatum(final->repair);
	/* the notes that say what the repair did; the others were about that call */
	elems = palloc(sizeof(Datum) * Max(list_length(step->notes), 1));
	i = 0;
	foreach(lc, step->notes)
	{
		if (strncmp(lfirst(lc), "Repaired by ", 12) == 0)
			elems[i++] = CStringGetTextDatum(lfirst(lc));
	}
	values[6] = PointerGetDatum(construct_array(elems, i, TEXTOID, -1, false, TYPALIGN_INT));
	values[7] = Int64GetDatum(journal_max());
	names = sqlnorm_names(final->sql, &nnames);
	elems = palloc(sizeof(Datum) * Max(nnames, 1));
	for (i = 0; i < nnames; i++)
		elems[i] = CStringGetTextDatum(names[i]);
	sqlnorm_free_names(names, nnames);
	values[8] = PointerGetDatum(construct_array(elems, nnames, TEXTOID, -1, false, TYPALIGN_INT));

	run_as_owner(&plan_remember,
				 "INSERT INTO nl2sql_heal.remembered (query_hash, role_name, search_path, failing_sql, "
				 "  rewrite, source, notes, journal_mark, names) "
				 "VALUES ($1, $2::pg_catalog.name, $3, $4, $5, $6, $7, $8, $9) "
				 "ON CONFLICT (query_hash, role_name, search_path) DO UPDATE SET "
				 "  failing_sql = excluded.failing_sql, rewrite = excluded.rewrite, "
				 "  source = excluded.source, notes = excluded.notes, "
				 "  created_at = excluded.created_at, last_used = excluded.last_used, hits = 0, "
				 "  journal_mark = excluded.journal_mark, names = excluded.names",
				 9, types, values, nulls);
	{
		Oid			etypes[1] = {INT4OID};
		Datum		evalues[1] = {Int32GetDatum(heal_remembered_max)};

		run_as_owner(&plan_evict,
					 "DELETE FROM nl2sql_heal.remembered WHERE memory_id OPERATOR(pg_catalog.=) ANY ("
					 "  SELECT r.memory_id FROM nl2sql_heal.remembered r WHERE NOT r.pinned "
					 "   ORDER BY r.last_used DESC, r.memory_id DESC OFFSET $1)",
					 1, etypes, evalues, NULL);
	}
}

/* Remember the repair; the repair stands whether or not that works. */
static void
memory_remember_guarded(HealStep *step, int64 hash, const char *norm, const char *role,
						const char *path)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;

	subxact_begin(callercxt);
	PG_TRY();
	{
		memory_remember(step, hash, norm, role, path);
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		step->notes = lappend(step->notes,
							  psprintf("The repair could not be remembered: %s.", edata->message));
		FreeErrorData(edata);
	}
	PG_END_TRY();
}

/*
 * The heal loop with memory: a remembered rewrite first, else heal_run, and
 * a repair it makes is remembered.
 */
void
memory_heal_run(HealStep *step, HealTarget *target, int budget, bool can_write)
{
	char	   *norm = NULL;
	int64		hash = 0;
	char	   *role = NULL;
	const char *path = NULL;
	char	   *why = NULL;

	/*
	 * A declared source dialect changes what a rewrite means (the same text
	 * translates differently per engine), and the key is role and search_path
	 * only: such calls neither use nor make remembered repairs.
	 */
	if (heal_remembered_max > 0 && budget > 0 && target->name == NULL &&
		step->source_dialect == SRC_NONE &&
		OidIsValid(own_relation("remembered")))
	{
		norm = sqlnorm_normalise(step->original_sql);
		if (norm != NULL)
		{
			char	   *copy = pstrdup(norm);
			Remembered r;

			free(norm);
			norm = copy;
			hash = (int64) hash_bytes_extended((const unsigned char *) norm, strlen(norm), 0);
			role = GetUserNameFromId(GetUserId(), false);
			path = namespace_search_path ? namespace_search_path : "";
			memset(&r, 0, sizeof(r));
			if (memory_lookup(hash, norm, role, path, &r) &&
				memory_apply(step, target, &r, can_write, &why))
				return;
		}
	}
	heal_run(step, target, budget);
	if (norm && can_write && step->status == STEP_REPAIRED)
		memory_remember_guarded(step, hash, norm, role, path);
	/* after remembering: this note is about this call only */
	if (why)
		step->notes = lcons(why, step->notes);
}
