/*
 * rules_journal.c — the journal rule: a name the query uses that the
 * schema-change journal (journal.c) shows was renamed or moved is rewritten
 * to the current name, with certainty, whatever the names have in common;
 * a name it shows was dropped gets a note and no guess.
 *
 * The entries read are the chains that start at the old name: each object's
 * own later changes by identity (its OID), and the renames of the schema it
 * is in (journal_read), never a window of everyone's DDL.  Over those, the
 * changes are followed by name, in the order they were made: the object
 * named (schema, relation[, column]) after one entry is the one the next
 * entry that names it is about.  So it still holds after pg_dump /
 * pg_restore (new OIDs: a chain also continues by name), and it follows
 * chains (a → b → c), moves, schema renames and column renames of a table
 * renamed later.  The journal is read
 * through the target, so a remote server's own journal is used when it has
 * one, and nothing happens (no note, no error) when it has none.
 */
#include "postgres.h"

#include "target.h"

#include "access/relation.h"
#include "catalog/pg_class.h"
#include "nodes/parsenodes.h"
#include "port.h"
#include "storage/bufmgr.h"
#include "utils/builtins.h"
#include "utils/rel.h"

#include "catalog.h"
#include "rules.h"
#include "rules_query.h"
#include "schema.h"

typedef struct JEntry
{
	const char *change;			/* rename, move, drop */
	const char *kind;			/* table, view, ..., column, schema */
	const char *old_schema;
	const char *old_relation;
	const char *old_column;
	const char *new_schema;
	const char *new_relation;
	const char *new_column;
	const char *day;			/* YYYY-MM-DD */
	const char *role;
} JEntry;

/* What an old name came to, entry by entry. */
typedef struct Tracker
{
	char	   *schema;
	char	   *relation;
	char	   *column;			/* NULL: a relation is tracked */
	bool		dropped;		/* the relation (or its schema) was dropped */
	bool		column_dropped;
	List	   *followed;		/* JEntry *: the entries that changed it */
} Tracker;

static bool
eq(const char *a, const char *b)
{
	return a != NULL && b != NULL && strcmp(a, b) == 0;
}

/*
 * Has the local journal, whose OID relid is, not a single page?  Then no
 * snapshot can see an entry in it, and the chain query, whose first
 * planning in a backend costs milliseconds, need not run: a database
 * where nothing was renamed, moved or dropped since installation.
 */
static bool
journal_without_pages(Oid relid)
{
	Relation	rel = try_relation_open(relid, AccessShareLock);
	bool		empty;

	if (rel == NULL)
		return false;
	empty = rel->rd_rel->relkind == RELKIND_RELATION && RelationGetNumberOfBlocks(rel) == 0;
	relation_close(rel, AccessShareLock);
	return empty;
}

/*
 * Does the target have a journal with entries to read?  Asked once per
 * rule pass; a target without one (a server without the extension) is
 * skipped silently, and so is a local journal without a page.
 */
static bool
journal_available(RuleContext *ctx)
{
	if (ctx->journal_state == 0)
	{
		char	   *error = NULL;
		CatalogRows *rows;

		ctx->journal_state = -1;
		rows = catalog_read_cached(ctx->target,
									"SELECT pg_catalog.to_regclass('nl2sql_heal.schema_journal') IS NOT NULL "
									"   AND pg_catalog.has_table_privilege('nl2sql_heal.schema_journal', 'SELECT'), "
									"       pg_catalog.to_regclass('nl2sql_heal.schema_journal')::pg_catalog.oid",
									0, NULL, &error);
		if (rows && rows->nrows == 1 && eq(CATALOG_CELL(rows, 0, 0), "t"))
		{
			ctx->journal_state = 1;
			if (ctx->target->name == NULL && CATALOG_CELL(rows, 0, 1) != NULL &&
				journal_without_pages(atooid(CATALOG_CELL(rows, 0, 1))))
				ctx->journal_state = -1;
		}
	}
	return ctx->journal_state > 0;
}

/*
 * The entries on the chains that start at the entries start_match (an SQL
 * condition on alias j, with parameters $1, $2) selects, in order.  A chain
 * goes from an entry to the next one about the same object (classid, objid:
 * by identity), the next one about the relation by its new name (the same
 * object after pg_dump / pg_restore gave it a new OID), and the next rename
 * or drop of its new schema.  Each step is one index probe, and only these
 * entries are read: how much DDL other roles did on other objects never
 * cuts a chain.  NULL when the target has no journal or nothing matches.
 */
static JEntry *
journal_read(RuleContext *ctx, const char *start_match, const char *p1, const char *p2, int *n)
{
	const char *params[2] = {p1, p2};
	char	   *error = NULL;
	CatalogRows *rows;
	JEntry	   *entries;
	int			r;

	*n = 0;
	if (!journal_available(ctx))
		return NULL;
#define JOURNAL_CHAIN_COLUMNS "x.entry_id, x.classid, x.objid, x.new_schema, x.new_relation"
	rows = catalog_read(ctx->target,
						psprintf("WITH RECURSIVE chain AS ("
								 " SELECT " JOURNAL_CHAIN_COLUMNS
								 "   FROM nl2sql_heal.schema_journal x "
								 "  WHERE x.change OPERATOR(pg_catalog.<>) 'type' "
								 "    AND x.entry_id IN (SELECT j.entry_id FROM nl2sql_heal.schema_journal j WHERE %s) "
								 " UNION "
								 " SELECT n.* FROM chain c, LATERAL ("
								 "  (SELECT " JOURNAL_CHAIN_COLUMNS " FROM nl2sql_heal.schema_journal x "
								 "    WHERE x.objid OPERATOR(pg_catalog.=) c.objid "
								 "      AND x.classid OPERATOR(pg_catalog.=) c.classid "
								 "      AND x.entry_id OPERATOR(pg_catalog.>) c.entry_id "
								 "      AND x.change OPERATOR(pg_catalog.<>) 'type' "
								 "    ORDER BY x.entry_id LIMIT 1) "
								 "  UNION ALL "
								 "  (SELECT " JOURNAL_CHAIN_COLUMNS " FROM nl2sql_heal.schema_journal x "
								 "    WHERE x.old_relation OPERATOR(pg_catalog.=) c.new_relation "
								 "      AND x.old_schema OPERATOR(pg_catalog.=) c.new_schema "
								 "      AND x.entry_id OPERATOR(pg_catalog.>) c.entry_id "
								 "      AND x.change OPERATOR(pg_catalog.<>) 'type' "
								 "    ORDER BY x.entry_id LIMIT 1) "
								 "  UNION ALL "
								 "  (SELECT " JOURNAL_CHAIN_COLUMNS " FROM nl2sql_heal.schema_journal x "
								 "    WHERE x.object_kind OPERATOR(pg_catalog.=) 'schema' "
								 "      AND x.old_schema OPERATOR(pg_catalog.=) c.new_schema "
								 "      AND x.entry_id OPERATOR(pg_catalog.>) c.entry_id "
								 "    ORDER BY x.entry_id LIMIT 1)) n) "
								 "SELECT j.change, j.object_kind, j.old_schema, j.old_relation, j.old_column, "
								 "       j.new_schema, j.new_relation, j.new_column, "
								 "       pg_catalog.to_char(j.changed_at, 'YYYY-MM-DD'), j.role_name "
								 "  FROM nl2sql_heal.schema_journal j "
								 " WHERE j.entry_id IN (SELECT c.entry_id FROM chain c) "
								 " ORDER BY j.entry_id",
								 start_match),
						2, params, &error);
#undef JOURNAL_CHAIN_COLUMNS
	if (rows == NULL || rows->nrows == 0)
		return NULL;
	entries = palloc(sizeof(JEntry) * rows->nrows);
	for (r = 0; r < rows->nrows; r++)
	{
		JEntry	   *e = &entries[r];

		e->change = CATALOG_CELL(rows, r, 0);
		e->kind = CATALOG_CELL(rows, r, 1);
		e->old_schema = CATALOG_CELL(rows, r, 2);
		e->old_relation = CATALOG_CELL(rows, r, 3);
		e->old_column = CATALOG_CELL(rows, r, 4);
		e->new_schema = CATALOG_CELL(rows, r, 5);
		e->new_relation = CATALOG_CELL(rows, r, 6);
		e->new_column = CATALOG_CELL(rows, r, 7);
		e->day = CATALOG_CELL(rows, r, 8);
		e->role = CATALOG_CELL(rows, r, 9);
	}
	*n = rows->nrows;
	return entries;
}

static bool
is_schema_entry(const JEntry *e)
{
	return eq(e->kind, "schema");
}

static bool
is_column_entry(const JEntry *e)
{
	return eq(e->kind, "column");
}

/* Apply one entry to a tracker, when it is about what the tracker follows. */
static void
track(Tracker *t, const JEntry *e)
{
	if (t->dropped)
		return;
	if (is_schema_entry(e))
	{
		if (!eq(e->old_schema, t->schema))
			return;
		if (eq(e->change, "drop"))
			t->dropped = true;
		else
			t->schema = pstrdup(e->new_schema);
	}
	else if (is_column_entry(e))
	{
		if (t->column == NULL || t->column_dropped || !eq(e->old_schema, t->schema) ||
			!eq(e->old_relation, t->relation) || !eq(e->old_column, t->column))
			return;
		if (eq(e->change, "drop"))
			t->column_dropped = true;
		else
			t->column = pstrdup(e->new_column);
	}
	else
	{
		if (!eq(e->old_schema, t->schema) || !eq(e->old_relation, t->relation))
			return;
		if (eq(e->change, "drop"))
			t->dropped = true;
		else
		{
			t->schema = pstrdup(e->new_schema);
			t->relation = pstrdup(e->new_relation);
		}
	}
	t->followed = lappend(t->followed, (void *) e);
}

/* Follow the journal from entry start to its end. */
static Tracker *
follow(JEntry *entries, int n, int start, const char *schema, const char *relation,
	   const char *column)
{
	Tracker    *t = palloc0(sizeof(Tracker));
	int			i;

	t->schema = pstrdup(schema);
	t->relation = relation ? pstrdup(relation) : NULL;
	t->column = column ? pstrdup(column) : NULL;
	for (i = start; i < n; i++)
		track(t, &entries[i]);
	return t;
}

/* One followed change, in words. */
static char *
describe(const JEntry *e)
{
	const char *when = psprintf("on %s by %s", e->day, e->role);

	if (is_schema_entry(e))
	{
		if (eq(e->change, "drop"))
			return psprintf("schema %s was dropped %s", quote_identifier(e->old_schema), when);
		return psprintf("schema %s was renamed to %s %s", quote_identifier(e->old_schema),
						quote_identifier(e->new_schema), when);
	}
	if (is_column_entry(e))
	{
		char	   *rel = quote_qualified_identifier(e->old_schema, e->old_relation);

		if (eq(e->change, "drop"))
			return psprintf("column %s of %s was dropped %s", quote_identifier(e->old_column), rel, when);
		return psprintf("column %s was renamed to %s %s (%s %s)", quote_identifier(e->old_column),
						quote_identifier(e->new_column), when, "table", rel);
	}
	if (eq(e->change, "drop"))
		return psprintf("%s %s was dropped %s", e->kind,
						quote_qualified_identifier(e->old_schema, e->old_relation), when);
	if (eq(e->change, "move"))
		return psprintf("%s %s was moved to schema %s %s", e->kind,
						quote_qualified_identifier(e->old_schema, e->old_relation),
						quote_identifier(e->new_schema), when);
	return psprintf("%s %s was renamed to %s %s", e->kind,
					quote_qualified_identifier(e->old_schema, e->old_relation),
					quote_identifier(e->new_relation), when);
}

/*
 * The followed changes of a tracker, in words, joined by ", then ".  For a
 * column, only what happened to the column: the FROM item names the table.
 */
static char *
describe_chain(const Tracker *t)
{
	StringInfoData buf;
	ListCell   *lc;
	bool		first = true;

	initStringInfo(&buf);
	foreach(lc, t->followed)
	{
		if (t->column != NULL && !is_column_entry(lfirst(lc)))
			continue;
		if (!first)
			appendStringInfoString(&buf, ", then ");
		appendStringInfoString(&buf, describe(lfirst(lc)));
		first = false;
	}
	return buf.data;
}

/* A sentence: the first letter upper-cased. */
static char *
sentence(char *text)
{
	text[0] = pg_toupper((unsigned char) text[0]);
	return text;
}

/* The schemas of the search path, as the target resolves it. */
static List *
search_path_schemas(RuleContext *ctx)
{
	CatalogRows *rows = rules_catalog(ctx, "SELECT s FROM pg_catalog.unnest(pg_catalog.current_schemas(false)) s",
									  0, NULL);
	List	   *out = NIL;
	int			r;

	for (r = 0; rows && r < rows->nrows; r++)
		out = lappend(out, CATALOG_CELL(rows, r, 0));
	return out;
}

static bool
in_list(List *names, const char *name)
{
	ListCell   *lc;

	foreach(lc, names)
	{
		if (eq(lfirst(lc), name))
			return true;
	}
	return false;
}

/* A relation the journal led to, as the catalog shows it now. */
typedef struct LiveRelation
{
	bool		exists;
	bool		readable;		/* schema USAGE and SELECT on some column */
	bool		visible;		/* found unqualified on the search path */
} LiveRelation;

static LiveRelation
live_relation(RuleContext *ctx, const char *schema, const char *relation)
{
	LiveRelation live = {false, false, false};
	const char *params[2] = {schema, relation};
	CatalogRows *rows;

	rows = rules_catalog(ctx,
						 "SELECT " CATALOG_RELATION_READABLE ", "
						 "       pg_catalog.pg_table_is_visible(c.oid) "
						 "  FROM pg_catalog.pg_class c "
						 "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
						 " WHERE n.nspname OPERATOR(pg_catalog.=) $1::pg_catalog.name "
						 "   AND c.relname OPERATOR(pg_catalog.=) $2::pg_catalog.name "
						 "   AND " CATALOG_READABLE_RELKIND,
						 2, params);
	if (rows && rows->nrows == 1)
	{
		live.exists = true;
		live.readable = eq(CATALOG_CELL(rows, 0, 0), "t");
		live.visible = eq(CATALOG_CELL(rows, 0, 1), "t");
	}
	return live;
}

/* Stop the pass: the journal knows, so no other rule may guess. */
static void
halt_with_note(RuleContext *ctx, char *note)
{
	ctx->notes = lappend(ctx->notes, note);
	ctx->halt = true;
}

/* Does some column reference use name as its (one-part) qualifier? */
static bool
qualifier_used(QueryInfo *q, const char *name)
{
	ListCell   *lc;

	foreach(lc, q->columnrefs)
	{
		ColumnRef  *cref = (ColumnRef *) ((QueryRef *) lfirst(lc))->node;
		int			n = list_length(cref->fields);

		if (n == 2 && IsA(linitial(cref->fields), String) && eq(strVal(linitial(cref->fields)), name))
			return true;
	}
	return false;
}

/* What following the journal from an old relation name came to. */
typedef enum RelationFate
{
	FATE_UNKNOWN,				/* the journal does not know it, or lost track */
	FATE_LIVE,					/* t ends at a relation the role may read */
	FATE_DROPPED,
	FATE_UNREADABLE
} RelationFate;

/*
 * Follow the journal from relation [qualifier.]wanted.  The latest object to
 * have had the name is the one meant.  *path caches the search path.
 */
static RelationFate
follow_relation(RuleContext *ctx, const char *qualifier, const char *wanted, List **path,
				Tracker **out, LiveRelation *live)
{
	JEntry	   *entries;
	int			n;
	int			i;
	List	   *trackers = NIL;
	ListCell   *lc;

	entries = journal_read(ctx,
						   "(j.old_relation OPERATOR(pg_catalog.=) $1::pg_catalog.name "
						   "  AND j.old_column IS NULL AND j.object_kind OPERATOR(pg_catalog.<>) 'schema') "
						   "OR (j.object_kind OPERATOR(pg_catalog.=) 'schema' "
						   "  AND j.old_schema OPERATOR(pg_catalog.=) $2::pg_catalog.name)",
						   wanted, qualifier, &n);
	if (entries == NULL)
		return FATE_UNKNOWN;
	if (qualifier == NULL && *path == NIL)
		*path = search_path_schemas(ctx);

	/* a tracker from every entry that names the old relation (or, qualified, its schema) */
	for (i = 0; i < n; i++)
	{
		JEntry	   *e = &entries[i];
		const char *schema = NULL;

		if (is_schema_entry(e))
		{
			if (qualifier && eq(e->old_schema, qualifier))
				schema = qualifier;
		}
		else if (!is_column_entry(e) && eq(e->old_relation, wanted) &&
				 (qualifier ? eq(e->old_schema, qualifier) : in_list(*path, e->old_schema)))
			schema = e->old_schema;
		if (schema)
		{
			Tracker    *t = follow(entries, n, i, schema, wanted, NULL);

			if (t->followed != NIL)
				trackers = lcons(t, trackers);	/* latest first */
		}
	}
	foreach(lc, trackers)
	{
		Tracker    *t = lfirst(lc);

		*out = t;
		if (t->dropped)
			return FATE_DROPPED;
		*live = live_relation(ctx, t->schema, t->relation);
		if (!live->exists)
			continue;			/* the journal missed a later change: leave it to the other rules */
		return live->readable ? FATE_LIVE : FATE_UNREADABLE;
	}
	return FATE_UNKNOWN;
}

/*
 * follow_relation, and when a qualifier names no schema the role can use (a
 * database or dataset name written by another engine's SQL, or a schema the
 * journal does not know), from the name alone: *unqualified says so.
 */
static RelationFate
follow_relation_any(RuleContext *ctx, const char *qualifier, const char *wanted, List **path,
					Tracker **out, LiveRelation *live, bool *unqualified)
{
	RelationFate fate = follow_relation(ctx, qualifier, wanted, path, out, live);

	*unqualified = qualifier == NULL;
	if (fate == FATE_UNKNOWN && qualifier != NULL && !schema_usable(ctx, qualifier))
	{
		fate = follow_relation(ctx, NULL, wanted, path, out, live);
		*unqualified = true;
	}
	return fate;
}

/* The text of a FROM item's name as written, with its byte range. */
static char *
item_written(const char *sql, QueryItem *item, int *start, int *end)
{
	RuleRef		r;
	int			nparts = 1 + (item->rv->schemaname != NULL) + (item->rv->catalogname != NULL);

	if (rules_dotted_at(sql, item->rv->location, &r) != nparts)
		return NULL;
	*start = r.start[0];
	*end = r.end[nparts - 1];
	return pnstrdup(sql + *start, *end - *start);
}

/* Edits replacing every FROM item written as written; qualifiers that used the old name keep working. */
static List *
relation_edits(List *edits, const char *sql, QueryInfo *q, const char *written,
			   const char *oldname, const Tracker *t, const char *replacement)
{
	ListCell   *rc;

	foreach(rc, q->relations)
	{
		QueryItem  *item = lfirst(rc);
		int			s,
					e;
		char	   *text = item_written(sql, item, &s, &e);

		if (text == NULL || strcmp(text, written) != 0)
			continue;
		edits = rules_add_edit(edits, s, e,
							   item->rv->alias == NULL && !eq(t->relation, oldname) &&
							   qualifier_used(q, oldname)
							   ? psprintf("%s AS %s", replacement, quote_identifier(oldname))
							   : replacement);
	}
	return edits;
}

static char *
relation_replacement(const Tracker *t, const char *qualifier, const LiveRelation *live)
{
	if (qualifier == NULL && live->visible)
		return pstrdup(quote_identifier(t->relation));
	return quote_qualified_identifier(t->schema, t->relation);
}

/*
 * relation "x" does not exist: a table, view or schema renamed, moved or
 * dropped.  The other FROM items that do not resolve are followed too, so
 * that a migration's renames are undone in one edit.
 */
static bool
journal_relation(RuleContext *ctx, const char *sql, const ExecResult *err,
				 char **rewrite, char **note)
{
	RuleRef		ref;
	int			at;
	int			last;
	const char *wanted;
	const char *qualifier;
	List	   *path = NIL;
	Tracker    *t = NULL;
	LiveRelation live;
	bool		unqualified;
	char	   *replacement;
	char	   *written;
	QueryInfo  *q;
	List	   *edits = NIL;
	List	   *done = NIL;
	StringInfoData notes;
	ListCell   *lc;

	if (!rules_starts_with(err->message, "relation \"") || err->position <= 0)
		return false;
	at = rules_byte_offset(sql, err->position);
	if (rules_dotted_at(sql, at, &ref) == 0 || ref.nparts > 3)
		return false;
	last = ref.nparts - 1;
	wanted = ref.name[last];
	qualifier = last >= 1 ? ref.name[last - 1] : NULL;

	switch (follow_relation_any(ctx, qualifier, wanted, &path, &t, &live, &unqualified))
	{
		case FATE_UNKNOWN:
			return false;
		case FATE_DROPPED:
			halt_with_note(ctx, sentence(psprintf("%s; no rewrite was guessed for %s.",
												  describe_chain(t),
												  quote_qualified_identifier(qualifier, wanted))));
			return false;
		case FATE_UNREADABLE:
			halt_with_note(ctx, sentence(psprintf("%s, which you may not read; no rewrite was made for %s.",
												  describe_chain(t),
												  quote_qualified_identifier(qualifier, wanted))));
			return false;
		case FATE_LIVE:
			break;
	}
	replacement = relation_replacement(t, unqualified ? NULL : qualifier, &live);
	written = pnstrdup(sql + ref.start[0], ref.end[last] - ref.start[0]);
	if (strcmp(written, replacement) == 0)
		return false;
	initStringInfo(&notes);
	appendStringInfo(&notes, "relation %s → %s (%s)", written,
					 quote_qualified_identifier(t->schema, t->relation), describe_chain(t));
	q = query_analyse(ctx, sql, true);
	if (q == NULL)
	{
		*rewrite = rules_splice(sql, ref.start[0], ref.end[last], replacement);
		*note = notes.data;
		return true;
	}
	edits = relation_edits(edits, sql, q, written, wanted, t, replacement);
	if (edits == NIL)
		edits = rules_add_edit(edits, ref.start[0], ref.end[last], replacement);
	done = lappend(done, written);

	/* the other relations that do not resolve, when the journal knows them for certain */
	foreach(lc, q->relations)
	{
		QueryItem  *item = lfirst(lc);
		int			s,
					e;
		char	   *text;
		Tracker    *t2 = NULL;
		LiveRelation live2;
		ListCell   *dc;
		bool		seen = false;

		if (item->rel != NULL || (text = item_written(sql, item, &s, &e)) == NULL)
			continue;
		foreach(dc, done)
			seen = seen || strcmp(lfirst(dc), text) == 0;
		if (seen)
			continue;
		done = lappend(done, text);
		if (follow_relation_any(ctx, item->rv->schemaname, item->rv->relname, &path, &t2, &live2,
								&unqualified) != FATE_LIVE)
			continue;
		replacement = relation_replacement(t2, unqualified ? NULL : item->rv->schemaname, &live2);
		edits = relation_edits(edits, sql, q, text, item->rv->relname, t2, replacement);
		appendStringInfo(&notes, "; relation %s → %s (%s)", text,
						 quote_qualified_identifier(t2->schema, t2->relation), describe_chain(t2));
	}
	*rewrite = rules_apply_edits(sql, edits);
	*note = notes.data;
	return true;
}

/* Is a column of a relation there now, and may the role read it?  -1: not there. */
static int
column_readable(RuleContext *ctx, const char *schema, const char *relation, const char *column)
{
	const char *params[3] = {schema, relation, column};
	CatalogRows *rows;

	rows = rules_catalog(ctx,
						 "SELECT " CATALOG_COLUMN_READABLE
						 "  FROM pg_catalog.pg_class c "
						 "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
						 "  JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) c.oid "
						 " WHERE n.nspname OPERATOR(pg_catalog.=) $1::pg_catalog.name "
						 "   AND c.relname OPERATOR(pg_catalog.=) $2::pg_catalog.name "
						 "   AND a.attname OPERATOR(pg_catalog.=) $3::pg_catalog.name "
						 "   AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped",
						 3, params);
	if (rows == NULL || rows->nrows != 1)
		return -1;
	return eq(CATALOG_CELL(rows, 0, 0), "t") ? 1 : 0;
}

/* Does a FROM item stand for the relation (schema, relation)? */
static bool
item_is(const QueryItem *item, const char *schema, const char *relation)
{
	if (item->kind != ITEM_RELATION)
		return false;
	if (item->rel)
		return eq(item->rel->nspname, schema) && eq(item->rel->relname, relation);
	/* a relation the role may not use: by the name written */
	return item->rv && eq(item->rv->relname, relation) &&
		(item->rv->schemaname == NULL || eq(item->rv->schemaname, schema));
}

/* Does another item in scope have a column of this name (or columns that cannot be told)? */
static bool
other_item_has(List *items, const QueryItem *self, const char *column)
{
	ListCell   *lc;

	foreach(lc, items)
	{
		QueryItem  *item = lfirst(lc);
		bool		known;

		if (item == self)
			continue;
		if (in_list(query_item_columns(item, &known), column) || !known)
			return true;
	}
	return false;
}

/*
 * The latest column once named wanted, in a relation of items.  NULL when
 * there is none, or (*ambiguous) when two items could be meant.
 */
static Tracker *
column_tracker(JEntry *entries, int n, const char *wanted, List *items,
			   QueryItem **item_out, bool *ambiguous)
{
	Tracker    *chosen = NULL;
	int			i;

	*ambiguous = false;
	*item_out = NULL;
	for (i = n - 1; i >= 0; i--)
	{
		JEntry	   *e = &entries[i];
		Tracker    *t;
		ListCell   *lc;

		if (!is_column_entry(e) || !eq(e->old_column, wanted))
			continue;
		t = follow(entries, n, i, e->old_schema, e->old_relation, wanted);
		if (t->dropped)
			continue;
		foreach(lc, items)
		{
			QueryItem  *item = lfirst(lc);

			if (!item_is(item, t->schema, t->relation))
				continue;
			if (chosen && *item_out != item)
			{
				*ambiguous = true;
				return NULL;
			}
			if (chosen == NULL)
			{
				chosen = t;
				*item_out = item;
			}
		}
	}
	return chosen;
}

/*
 * Did the column now named column in t's relation get that name by a
 * rename the journal recorded (so the name moved from one column to
 * another), rather than being added anew?
 */
static bool
renamed_into(JEntry *entries, int n, const Tracker *t, const char *column)
{
	int			i;

	for (i = 0; i < n; i++)
	{
		const JEntry *e = &entries[i];
		Tracker    *u;

		if (!is_column_entry(e) || !eq(e->change, "rename") || !eq(e->new_column, column))
			continue;
		u = follow(entries, n, i, e->old_schema, e->old_relation, e->old_column);
		if (!u->dropped && !u->column_dropped && eq(u->schema, t->schema) &&
			eq(u->relation, t->relation) && eq(u->column, column))
			return true;
	}
	return false;
}

/*
 * Does the journal show that a column named column, in the relation of one
 * of items, was renamed or dropped (so the name, bound elsewhere now, meant
 * that column)?  False when the target has no journal.
 */
bool
rules_journal_renamed(RuleContext *ctx, const char *column, List *items)
{
	JEntry	   *entries;
	QueryItem  *item;
	bool		ambiguous;
	int			n;

	entries = journal_read(ctx,
						   "j.object_kind OPERATOR(pg_catalog.=) 'column' "
						   "AND j.old_column OPERATOR(pg_catalog.=) $1::pg_catalog.name "
						   "AND $2::pg_catalog.text IS NULL",
						   column, NULL, &n);
	if (entries == NULL)
		return false;
	return column_tracker(entries, n, column, items, &item, &ambiguous) != NULL || ambiguous;
}

/* The FROM items a column reference can name: its qualifier's, or the nearest SELECT's. */
static List *
reference_scope(QueryRef *ref, int nfields, ColumnRef *cref)
{
	QueryFrame *f;

	if (nfields == 2)
	{
		QueryItem  *item;

		if (!IsA(linitial(cref->fields), String))
			return NIL;
		item = query_item_named(ref->frame, strVal(linitial(cref->fields)));
		return item ? list_make1(item) : NIL;
	}
	for (f = ref->frame; f; f = f->outer)
	{
		if (f->items != NIL)
			return f->items;
	}
	return NIL;
}

/* Is the reference a bare output column of a subquery or WITH query (whose name others use)? */
static bool
inner_output_column(QueryInfo *q, QueryRef *ref)
{
	ListCell   *lc;

	if (ref->frame == linitial(q->frames) || ref->frame->select == NULL)
		return false;
	foreach(lc, ref->frame->select->targetList)
	{
		ResTarget  *rt = lfirst(lc);

		if (IsA(rt, ResTarget) && rt->val == ref->node && rt->name == NULL)
			return true;
	}
	return false;
}

/* The edit of one column reference to the column the journal led to. */
static List *
column_edit(List *edits, const char *sql, QueryInfo *q, QueryRef *ref, RuleRef *dref, int nfields,
			List *scope, QueryItem *item, const char *oldname, const char *newname)
{
	char	   *text = pstrdup(quote_identifier(newname));

	if (nfields == 1 && item->refname && other_item_has(scope, item, newname))
		text = psprintf("%s.%s", quote_identifier(item->refname), text);
	/* a subquery's output keeps its name: the query around it uses it */
	if (inner_output_column(q, ref))
		text = psprintf("%s AS %s", text, quote_identifier(oldname));
	return rules_add_edit(edits, dref->start[nfields - 1], dref->end[nfields - 1], text);
}

/*
 * column "x" does not exist: a column renamed or dropped.  Every other
 * reference the journal can repair for certain (a column of a relation in
 * scope that does not have it any more) is repaired in the same edit.
 */
static bool
journal_column(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	QueryInfo  *q;
	QueryRef   *ref;
	ColumnRef  *cref;
	RuleRef		dref;
	int			nfields;
	const char *wanted;
	List	   *items;
	List	   *names;
	JEntry	   *entries;
	int			n;
	Tracker    *chosen;
	QueryItem  *chosen_item;
	bool		ambiguous;
	List	   *edits;
	List	   *noted = NIL;
	StringInfoData notes;
	ListCell   *lc;

	if ((ref = query_undefined_column(ctx, sql, err, &q, &dref)) == NULL)
		return false;
	cref = (ColumnRef *) ref->node;
	nfields = list_length(cref->fields);
	if (nfields > 2)
		return false;
	wanted = strVal(llast(cref->fields));
	items = reference_scope(ref, nfields, cref);
	if (items == NIL)
		return false;

	/* one read of the journal for every name the query's column references use */
	names = list_make1((char *) wanted);
	foreach(lc, q->columnrefs)
	{
		ColumnRef  *c = (ColumnRef *) ((QueryRef *) lfirst(lc))->node;

		if (list_length(c->fields) <= 2 && IsA(llast(c->fields), String) &&
			!in_list(names, strVal(llast(c->fields))))
			names = lappend(names, strVal(llast(c->fields)));
	}
	entries = journal_read(ctx,
						   "j.object_kind OPERATOR(pg_catalog.=) 'column' "
						   "AND j.old_column OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.name[]) "
						   "AND $2::pg_catalog.text IS NULL",
						   catalog_text_list(names), NULL, &n);
	if (entries == NULL)
		return false;

	chosen = column_tracker(entries, n, wanted, items, &chosen_item, &ambiguous);
	if (chosen == NULL)
		return false;
	if (chosen->column_dropped)
	{
		halt_with_note(ctx, sentence(psprintf("%s; no rewrite was guessed.", describe_chain(chosen))));
		return false;
	}
	if (chosen_item->rel == NULL || schema_column(chosen_item->rel, chosen->column) == NULL)
	{
		switch (column_readable(ctx, chosen->schema, chosen->relation, chosen->column))
		{
			case -1:
				return false;	/* the journal missed a later change */
			case 0:
				halt_with_note(ctx, sentence(psprintf("%s, and you may not read column %s of %s; no rewrite was made.",
													  describe_chain(chosen), quote_identifier(chosen->column),
													  quote_qualified_identifier(chosen->schema, chosen->relation))));
				return false;
			default:
				break;
		}
	}
	edits = column_edit(NIL, sql, q, ref, &dref, nfields, items, chosen_item, wanted, chosen->column);
	initStringInfo(&notes);
	appendStringInfo(&notes, "column %s → %s%s%s (%s)",
					 pnstrdup(sql + dref.start[0], dref.end[nfields - 1] - dref.start[0]),
					 nfields == 2 ? pnstrdup(sql + dref.start[0], dref.end[0] - dref.start[0]) : "",
					 nfields == 2 ? "." : "",
					 quote_identifier(chosen->column), describe_chain(chosen));
	noted = lappend(noted, psprintf("%s.%s", query_item_display(chosen_item), wanted));

	/* every other reference to a column that is no longer there, when the journal knows it */
	foreach(lc, q->columnrefs)
	{
		QueryRef   *other = lfirst(lc);
		ColumnRef  *ocref = (ColumnRef *) other->node;
		int			on = list_length(ocref->fields);
		RuleRef		odref;
		const char *oname;
		List	   *scope;
		QueryItem  *item;
		Tracker    *t;
		ListCell   *ic;
		bool		present = false;
		char	   *key;

		if (other == ref || on > 2 || !IsA(llast(ocref->fields), String) ||
			rules_dotted_at(sql, ocref->location, &odref) != on)
			continue;
		oname = strVal(llast(ocref->fields));
		scope = reference_scope(other, on, ocref);
		if (scope == NIL)
			continue;
		/* not broken when something in scope has it (or may have it) */
		foreach(ic, scope)
		{
			QueryItem  *si = lfirst(ic);
			bool		known;

			if (si->kind != ITEM_RELATION || si->rel == NULL)
			{
				if (in_list(query_item_columns(si, &known), oname) || !known)
					present = true;
			}
			else if (schema_column(si->rel, oname) != NULL)
				present = true;
		}
		t = column_tracker(entries, n, oname, scope, &item, &ambiguous);
		if (present)
		{
			/*
			 * There, but the journal shows the column the query's author
			 * meant by this name was renamed (airline → air_company_name,
			 * then uid → airline): the name means another column now.
			 */
			if (t == NULL || t->column_dropped || strcmp(t->column, oname) == 0 ||
				item->rel == NULL || schema_column(item->rel, t->column) == NULL)
				continue;
			if (!renamed_into(entries, n, t, oname))
			{
				halt_with_note(ctx, sentence(psprintf("%s, and %s of %s is another column since; no rewrite was guessed.",
													  describe_chain(t), quote_identifier(oname),
													  quote_qualified_identifier(t->schema, t->relation))));
				return false;
			}
		}
		else if (t == NULL || t->column_dropped || item->rel == NULL ||
				 schema_column(item->rel, t->column) == NULL)
			continue;
		edits = column_edit(edits, sql, q, other, &odref, on, scope, item, oname, t->column);
		key = psprintf("%s.%s", query_item_display(item), oname);
		if (!in_list(noted, key))
		{
			appendStringInfo(&notes, "; column %s → %s (%s)", oname, quote_identifier(t->column),
							 describe_chain(t));
			noted = lappend(noted, key);
		}
	}
	*rewrite = rules_apply_edits(sql, edits);
	*note = notes.data;
	return true;
}

/*
 * journal: relation "x" does not exist, column "x" does not exist, schema
 * "x" does not exist — when the journal knows what became of the name.
 */
bool
rule_journal(RuleContext *ctx, const char *sql, const ExecResult *err,
			 char **rewrite, char **note)
{
	if (err->outcome != OUTCOME_ERROR || err->message == NULL)
		return false;
	if (strcmp(err->sqlstate, "42P01") == 0)
		return journal_relation(ctx, sql, err, rewrite, note);
	if (strcmp(err->sqlstate, "42703") == 0)
		return journal_column(ctx, sql, err, rewrite, note);
	return false;
}
