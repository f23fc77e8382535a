/*
 * rules_lookup.c — a column of the table a foreign key points to, named as
 * if the referencing table had it:
 *
 *   SELECT count(*) FROM superhero WHERE publisher_name = 'Marvel Comics'
 *
 * where superhero.publisher_id references publisher (id) and only publisher
 * has publisher_name.  Models forget the join to a lookup table.
 *
 * The reading is unique when no table in scope has the column or anything
 * like it (rule_identifiers and rule_requalify had their chance), the
 * journal knows no rename of that name, and exactly one single-column
 * foreign key of the tables in scope leads to a table that has it.  The
 * referenced table is joined right after the referencing one, through a
 * derived table that brings in nothing but the column and the key, the key
 * under a name the query has nowhere:
 *
 *   FROM superhero LEFT JOIN (SELECT publisher.id, publisher.publisher_name
 *                               FROM public.publisher AS publisher)
 *        AS publisher (publisher_key, publisher_name)
 *        ON publisher.publisher_key = superhero.publisher_id
 *
 * A foreign key references a unique key, so the LEFT JOIN neither adds nor
 * drops a row: each row gets the referenced row's value, NULL when the key
 * is NULL.  A bare reference then finds the column by itself; q.x becomes
 * the join's name.  No rewrite when the SELECT has a * (its columns would
 * change), a FROM item whose columns cannot be told, or another SELECT of
 * the query names the column (it would bind to the join or miss it).
 * Following a key reference from a table to the table it names is the
 * structural evidence of schema matching (Madhavan, Bernstein and Rahm,
 * "Generic Schema Matching with Cupid", VLDB 2001).
 *
 * The foreign keys are read uncached: dropping one need not touch the
 * pg_class or pg_attribute rows the catalog cache watches.  On this
 * database they come from PostgreSQL's own caches (catalog_fkeys.c), which
 * are kept current and need no planning; on a remote target, from the
 * catalog query below.  For the same
 * reason a lookup is never remembered: the journal does not record a
 * dropped key, and a join on a key no longer unique could repeat rows.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "utils/builtins.h"

#include "catalog.h"
#include "catalog_fkeys.h"
#include "names.h"
#include "phase_timing.h"

/*
 * The key references of the tables in scope that lead to a table with the
 * column, as a remote target reads them (this database reads the same rows
 * from its caches: catalog_fkeys.c).  Two joins, the key references
 * (materialized) and where they lead: planned as one join of nine
 * relations, its planning took 15 to 40 ms in a cold backend, two to three
 * times what the two take.
 */
static const char *const lookup_query =
	"WITH refs AS MATERIALIZED ("
	"  SELECT w.i, fa.attname AS fkcol, k.conname, k.confrelid, k.confkey[1] AS confkey, fc.oid AS fromrel "
	"    FROM ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]), "
	"                    pg_catalog.unnest($2::pg_catalog.text[])) "
	"         WITH ORDINALITY AS w(nsp, rel, i) "
	"    JOIN pg_catalog.pg_namespace fn ON fn.nspname OPERATOR(pg_catalog.=) w.nsp::pg_catalog.name "
	"    JOIN pg_catalog.pg_class fc ON fc.relnamespace OPERATOR(pg_catalog.=) fn.oid "
	"         AND fc.relname OPERATOR(pg_catalog.=) w.rel::pg_catalog.name "
	"    JOIN pg_catalog.pg_constraint k ON k.conrelid OPERATOR(pg_catalog.=) fc.oid "
	"         AND k.contype OPERATOR(pg_catalog.=) 'f' "
	"         AND pg_catalog.array_length(k.conkey, 1) OPERATOR(pg_catalog.=) 1 "
	"    JOIN pg_catalog.pg_attribute fa ON fa.attrelid OPERATOR(pg_catalog.=) fc.oid "
	"         AND fa.attnum OPERATOR(pg_catalog.=) k.conkey[1]) "
	"SELECT r.i, r.fkcol, tn.nspname, tc.relname, ta.attname, "
	"       pg_catalog.has_schema_privilege(tn.oid, 'USAGE') "
	"       AND pg_catalog.has_column_privilege(tc.oid, ta.attnum, 'SELECT') "
	"       AND pg_catalog.has_column_privilege(tc.oid, wa.attnum, 'SELECT') "
	"  FROM refs r "
	"  JOIN pg_catalog.pg_class tc ON tc.oid OPERATOR(pg_catalog.=) r.confrelid "
	"  JOIN pg_catalog.pg_namespace tn ON tn.oid OPERATOR(pg_catalog.=) tc.relnamespace "
	"  JOIN pg_catalog.pg_attribute ta ON ta.attrelid OPERATOR(pg_catalog.=) tc.oid "
	"       AND ta.attnum OPERATOR(pg_catalog.=) r.confkey "
	"  JOIN pg_catalog.pg_attribute wa ON wa.attrelid OPERATOR(pg_catalog.=) tc.oid "
	"       AND wa.attname OPERATOR(pg_catalog.=) $3::pg_catalog.name "
	"       AND wa.attnum OPERATOR(pg_catalog.>) 0 AND NOT wa.attisdropped "
	" WHERE tc.oid OPERATOR(pg_catalog.<>) r.fromrel "
	" ORDER BY r.i, r.conname";

/*
 * The rows of lookup_query for the relations nsps.rels and column wanted:
 * on this database from its caches (with nl2sql_heal.lookup_check_sql, the
 * query too, and an error when they differ), else by the query.
 */
static CatalogRows *
lookup_rows(HealTarget *target, List *nsps, List *rels, const char *wanted, char **error)
{
	const char *params[3];
	CatalogRows *rows;
	CatalogRows *sqlrows;
	const char **n;
	const char **r;
	ListCell   *ln;
	ListCell   *lr;
	int			i = 0;

	params[0] = catalog_text_list(nsps);
	params[1] = catalog_text_list(rels);
	params[2] = wanted;
	if (target->name != NULL)
		return catalog_read(target, lookup_query, 3, params, error);
	n = palloc(sizeof(char *) * list_length(nsps));
	r = palloc(sizeof(char *) * list_length(rels));
	forboth(ln, nsps, lr, rels)
	{
		n[i] = lfirst(ln);
		r[i++] = lfirst(lr);
	}
	PHASE_BEGIN(PHASE_CATALOG);
	rows = catalog_fkey_lookups(n, r, i, wanted);
	PHASE_END(PHASE_CATALOG);
	if (!catalog_fkeys_check_sql)
		return rows;
	sqlrows = catalog_read(target, lookup_query, 3, params, error);
	if (sqlrows == NULL)
		return NULL;
	catalog_check_rows("lookup keys", rows, sqlrows);
	return rows;
}

/* One key reference found: the scope item holding the key and where it leads. */
typedef struct Lookup
{
	QueryItem  *item;
	const char *fkcol;
	const char *nspname;
	const char *relname;
	const char *keycol;
	bool		readable;
} Lookup;

/* Every item the reference can see: its SELECT's, then the enclosing ones'. */
static List *
scope_items(QueryFrame *frame)
{
	List	   *items = NIL;

	for (; frame; frame = frame->outer)
		items = list_concat(items, list_copy(frame->items));
	return items;
}

/*
 * Is name used anywhere in the query: an item's name or column, a WITH
 * query, a part of a column reference?  A name the join brings in must not
 * make another reference ambiguous or bind it elsewhere.
 */
static bool
name_used(QueryInfo *q, const char *name)
{
	ListCell   *lf;

	foreach(lf, q->frames)
	{
		QueryFrame *frame = lfirst(lf);
		ListCell   *li;

		foreach(li, frame->items)
		{
			QueryItem  *item = lfirst(li);
			bool		known;

			rules_check_budget();
			if ((item->refname && strcmp(item->refname, name) == 0) ||
				rules_name_listed(query_item_columns(item, &known), name))
				return true;
		}
		foreach(li, frame->ctes)
		{
			if (strcmp(((QueryCte *) lfirst(li))->name, name) == 0)
				return true;
		}
	}
	foreach(lf, q->columnrefs)
	{
		ColumnRef  *cref = (ColumnRef *) ((QueryRef *) lfirst(lf))->node;
		ListCell   *lc;

		foreach(lc, cref->fields)
		{
			rules_check_budget();
			if (IsA(lfirst(lc), String) && strcmp(strVal(lfirst(lc)), name) == 0)
				return true;
		}
	}
	return false;
}

/* Does the SELECT's output list hold a *, whose columns a join would change? */
static bool
frame_has_star(QueryFrame *frame)
{
	ListCell   *lc;

	foreach(lc, frame->select->targetList)
	{
		ResTarget  *rt = lfirst(lc);

		if (IsA(rt->val, ColumnRef) && IsA(llast(((ColumnRef *) rt->val)->fields), A_Star))
			return true;
	}
	return false;
}

/* Has the SELECT a FROM item whose columns cannot be told (a join with an alias, a function)? */
static bool
frame_has_other_item(QueryFrame *frame)
{
	ListCell   *lc;

	foreach(lc, frame->items)
	{
		if (((QueryItem *) lfirst(lc))->kind == ITEM_OTHER)
			return true;
	}
	return false;
}

/*
 * The byte offset just past a relation item's text, [schema.]name [[AS]
 * alias], where a join can follow it; -1 when something else follows
 * (TABLESAMPLE, an inheritance *, a column list).
 */
static int
relation_text_end(QueryInfo *q, QueryItem *item)
{
	RangeVar   *rv = item->rv;
	int			parts = 1 + (rv->schemaname != NULL) + (rv->catalogname != NULL);
	int			t = query_token_at(q, rv->location);
	int			i;

	if (t < 0)
		return -1;
	for (i = 1; i < parts; i++)
	{
		if (t + 2 >= q->ntokens || q->tokens[t + 1].code != '.')
			return -1;
		t += 2;
	}
	if (rv->alias != NULL)
	{
		if (t + 1 < q->ntokens && q->tokens[t + 1].keyword && strcmp(q->tokens[t + 1].keyword, "as") == 0)
			t++;
		if (t + 1 >= q->ntokens)
			return -1;
		t++;
	}
	if (t + 1 < q->ntokens &&
		(q->tokens[t + 1].code == '*' || q->tokens[t + 1].code == '(' ||
		 (q->tokens[t + 1].keyword && strcmp(q->tokens[t + 1].keyword, "tablesample") == 0)))
		return -1;
	return q->tokens[t].end;
}

/*
 * The key references of the relation items among items that lead to a
 * table with column wanted (NIL when none; *failed when they cannot be read).
 */
static List *
read_lookups(RuleContext *ctx, List *items, const char *wanted, bool *failed)
{
	List	   *nsps = NIL;
	List	   *rels = NIL;
	List	   *rel_items = NIL;
	List	   *out = NIL;
	CatalogRows *rows;
	char	   *error = NULL;
	ListCell   *lc;
	int			r;

	*failed = false;
	foreach(lc, items)
	{
		QueryItem  *item = lfirst(lc);

		if (item->kind != ITEM_RELATION || item->rel == NULL)
			continue;
		nsps = lappend(nsps, item->rel->nspname);
		rels = lappend(rels, item->rel->relname);
		rel_items = lappend(rel_items, item);
	}
	if (rel_items == NIL)
		return NIL;
	rows = lookup_rows(ctx->target, nsps, rels, wanted, &error);
	if (rows == NULL)
	{
		ctx->catalog_failed = true;
		*failed = true;
		return NIL;
	}
	for (r = 0; r < rows->nrows; r++)
	{
		int			idx = atoi(CATALOG_CELL(rows, r, 0)) - 1;
		Lookup	   *l;

		rules_check_budget();
		if (idx < 0 || idx >= list_length(rel_items))
			continue;
		l = palloc0(sizeof(Lookup));
		l->item = list_nth(rel_items, idx);
		l->fkcol = CATALOG_CELL(rows, r, 1);
		l->nspname = CATALOG_CELL(rows, r, 2);
		l->relname = CATALOG_CELL(rows, r, 3);
		l->keycol = CATALOG_CELL(rows, r, 4);
		l->readable = CATALOG_CELL(rows, r, 5) && CATALOG_CELL(rows, r, 5)[0] == 't';
		out = lappend(out, l);
	}
	return out;
}

/*
 * Does an item in scope have the column, or something that may be meant by
 * it (names.c), other than the key columns of the lookups chosen?  Then
 * this is no forgotten join: a typo, a rename or another rule's case.
 * *unknown when some item's columns cannot be told.
 */
static bool
scope_has_look_alike(List *items, const char *wanted, List *chosen, bool *unknown)
{
	ListCell   *li;

	*unknown = false;
	foreach(li, items)
	{
		QueryItem  *item = lfirst(li);
		const char *owner = item->kind == ITEM_RELATION && item->rel ? item->rel->relname : item->refname;
		bool		known;
		List	   *cols = query_item_columns(item, &known);
		ListCell   *lc;

		if (!known)
		{
			*unknown = true;
			return true;
		}
		foreach(lc, cols)
		{
			const char *col = lfirst(lc);
			bool		key = false;
			ListCell   *lk;

			rules_check_budget();
			foreach(lk, chosen)
			{
				Lookup	   *l = lfirst(lk);

				if (item == l->item && strcmp(col, l->fkcol) == 0)
					key = true;
			}
			if (key)
				continue;
			if (strcmp(col, wanted) == 0 || names_score(wanted, col, owner).kind != NAME_NO_MATCH)
				return true;
		}
	}
	return false;
}

/*
 * lookup: column "x" (or "q.x") does not exist, and a foreign key of the
 * tables of the SELECT that names it leads to a table that has x.  When
 * several SELECTs of the query name a bare x (a filter repeated in a
 * subquery: WHERE a = 'S' AND v = (SELECT max(v) ... WHERE a = 'S')), each
 * gets its own join, so that each x reads its own SELECT's row, as it would
 * if the column were there.
 */
bool
rule_lookup(RuleContext *ctx, const char *sql, const ExecResult *err,
			char **rewrite, char **note)
{
	QueryInfo  *q;
	QueryRef   *ref;
	ColumnRef  *cref;
	RuleRef		dref;
	int			nfields;
	const char *qualifier = NULL;
	const char *wanted;
	List	   *frames = NIL;	/* the SELECTs that name x */
	List	   *scope = NIL;
	List	   *lookups;
	List	   *chosen = NIL;	/* the lookup of each of frames, in order */
	List	   *names = NIL;	/* names the joins take */
	bool		failed;
	bool		unknown;
	List	   *edits = NIL;
	ListCell   *lc;
	ListCell   *lf;
	Lookup	   *first;

	if ((ref = query_undefined_column(ctx, sql, err, &q, &dref)) == NULL)
		return false;
	cref = (ColumnRef *) ref->node;
	nfields = list_length(cref->fields);
	if (nfields > 2 || (nfields == 2 && !IsA(linitial(cref->fields), String)))
		return false;
	wanted = strVal(llast(cref->fields));

	/*
	 * The SELECTs that name x: a bare x names its own SELECT's tables; q.x
	 * names q, a table of this very SELECT, and no other SELECT may name x.
	 */
	foreach(lc, q->columnrefs)
	{
		QueryRef   *other = lfirst(lc);
		ColumnRef  *ocref = (ColumnRef *) other->node;

		rules_check_budget();
		if (!IsA(llast(ocref->fields), String) || strcmp(strVal(llast(ocref->fields)), wanted) != 0)
			continue;
		if (nfields == 2 ? other->frame != ref->frame : list_length(ocref->fields) != 1)
			return false;
		frames = list_append_unique_ptr(frames, other->frame);
	}
	if (nfields == 2)
	{
		QueryItem  *qualified;

		qualifier = strVal(linitial(cref->fields));
		qualified = query_item_named(ref->frame, qualifier);
		if (qualified == NULL || !list_member_ptr(ref->frame->items, qualified) ||
			qualified->kind != ITEM_RELATION || qualified->rel == NULL)
			return false;
		scope = list_make1(qualified);
	}
	else
	{
		foreach(lf, frames)
		{
			List	   *items = scope_items(lfirst(lf));

			foreach(lc, items)
				scope = list_append_unique_ptr(scope, lfirst(lc));
		}
	}

	/*
	 * Nothing in scope has x or anything like it (for q.x, nothing of q: the
	 * qualifier says where x was meant to be), and no rename of x is known.
	 */
	foreach(lf, frames)
	{
		if (scope_has_look_alike(nfields == 2 ? scope : scope_items(lfirst(lf)), wanted, NIL, &unknown) &&
			unknown)
			return false;
	}
	if (rules_journal_renamed(ctx, wanted, scope))
		return false;

	/*
	 * Each SELECT that names x has exactly one key reference of its own that
	 * leads to a table with x, and none of an enclosing SELECT that names no
	 * x could be meant instead.
	 */
	lookups = read_lookups(ctx, scope, wanted, &failed);
	if (failed || lookups == NIL)
		return false;
	foreach(lf, frames)
	{
		QueryFrame *frame = lfirst(lf);
		Lookup	   *own = NULL;

		foreach(lc, lookups)
		{
			Lookup	   *l = lfirst(lc);
			QueryFrame *f;

			rules_check_budget();
			if (list_member_ptr(frame->items, l->item))
			{
				if (own != NULL)
				{
					ctx->notes = lappend(ctx->notes,
										 psprintf("No lookup of column %s: several foreign keys lead to tables that have it.",
												  quote_identifier(wanted)));
					return false;
				}
				own = l;
				continue;
			}
			for (f = frame->outer; f; f = f->outer)
			{
				if (list_member_ptr(f->items, l->item) && !list_member_ptr(frames, f))
					return false;
			}
		}
		if (own == NULL || own->item->aliascols != NIL || own->item->refname == NULL)
			return false;
		chosen = lappend(chosen, own);
	}
	foreach(lf, frames)
	{
		if (scope_has_look_alike(nfields == 2 ? scope : scope_items(lfirst(lf)), wanted, chosen, &unknown))
			return false;
	}

	/* a join right after each key's table, under names the query has nowhere */
	forboth(lf, frames, lc, chosen)
	{
		QueryFrame *frame = lfirst(lf);
		Lookup	   *l = lfirst(lc);
		const SchemaColumn *fk = schema_column(l->item->rel, l->fkcol);
		char	   *alias;
		char	   *keyname;
		int			insert_at;
		int			suffix = 0;

		if (fk == NULL || !fk->readable || !l->readable)
		{
			rules_note_unreadable(ctx, "column", quote_identifier(wanted),
								  psprintf("%s.%s.%s", quote_identifier(l->nspname),
										   quote_identifier(l->relname), quote_identifier(wanted)));
			return false;
		}
		if (frame_has_star(frame) || frame_has_other_item(frame) ||
			(insert_at = relation_text_end(q, l->item)) < 0)
			return false;
		alias = pstrdup(l->relname);
		while (name_used(q, alias) || rules_name_listed(names, alias))
			alias = psprintf("%s_%d", l->relname, ++suffix);
		names = lappend(names, alias);
		keyname = psprintf("%s_key", alias);
		suffix = 0;
		while (name_used(q, keyname) || rules_name_listed(names, keyname))
			keyname = psprintf("%s_key%d", alias, ++suffix);
		names = lappend(names, keyname);
		edits = rules_add_edit(edits, insert_at, insert_at,
							   psprintf(" LEFT JOIN (SELECT %s.%s, %s.%s FROM %s.%s AS %s) AS %s (%s, %s) ON %s.%s = %s.%s",
										quote_identifier(alias), quote_identifier(l->keycol),
										quote_identifier(alias), quote_identifier(wanted),
										quote_identifier(l->nspname), quote_identifier(l->relname),
										quote_identifier(alias), quote_identifier(alias),
										quote_identifier(keyname), quote_identifier(wanted),
										quote_identifier(alias), quote_identifier(keyname),
										quote_identifier(l->item->refname), quote_identifier(l->fkcol)));

		/* q.x names the join; a bare x finds it by itself */
		if (nfields == 2)
		{
			ListCell   *lr;

			foreach(lr, q->columnrefs)
			{
				QueryRef   *other = lfirst(lr);
				ColumnRef  *ocref = (ColumnRef *) other->node;
				RuleRef		odref;

				rules_check_budget();
				if (other->frame != frame || list_length(ocref->fields) != 2 ||
					!IsA(linitial(ocref->fields), String) ||
					strcmp(strVal(linitial(ocref->fields)), qualifier) != 0 ||
					!IsA(lsecond(ocref->fields), String) ||
					strcmp(strVal(lsecond(ocref->fields)), wanted) != 0 ||
					rules_dotted_at(sql, ocref->location, &odref) != 2)
					continue;
				edits = rules_add_edit(edits, odref.start[0], odref.end[0], quote_identifier(alias));
			}
		}
	}
	*rewrite = rules_apply_edits(sql, edits);

	/*
	 * It rests on a foreign key and a unique key read now, whose dropping the
	 * journal does not record: proved again each time, never remembered.
	 */
	ctx->values_probed = true;
	first = linitial(chosen);
	*note = psprintf("column %s → %s.%s.%s of the row %s.%s references (no table in scope has %s or "
					 "anything like it; %s.%s → %s.%s.%s is the only foreign key %s that leads to a "
					 "table with it)",
					 nfields == 2 ? psprintf("%s.%s", quote_identifier(qualifier), quote_identifier(wanted))
					 : quote_identifier(wanted),
					 quote_identifier(first->nspname), quote_identifier(first->relname),
					 quote_identifier(wanted), quote_identifier(first->item->refname),
					 quote_identifier(first->fkcol), quote_identifier(wanted),
					 query_item_display(first->item), quote_identifier(first->fkcol),
					 quote_identifier(first->nspname), quote_identifier(first->relname),
					 quote_identifier(first->keycol),
					 list_length(chosen) > 1 ? psprintf("of each of the %d SELECTs naming it", list_length(chosen))
					 : "of that SELECT");
	return true;
}
