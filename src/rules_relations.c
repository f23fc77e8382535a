/*
 * rules_relations.c — an unknown relation, matched to the live one.
 *
 * moved_schema: the same name in exactly one other schema the role may use.
 * relations: a foreign qualified name (dbo.Customers, dataset.table,
 * db.schema.table), a name that differs in case, separators, number or a
 * prefix (Customer, tblCustomers, invoice_lines), matched against every
 * relation the role may use, and rewritten only when one is clearly best.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "nodes/parsenodes.h"
#include "parser/scanner.h"
#include "utils/builtins.h"

#include "catalog.h"
#include "catalog_relations.h"
#include "names.h"

/*
 * Raise when the schemas read from the caches are not what the catalog
 * query reads (nl2sql_heal.schema_check_sql): the same count, and the same
 * row when there is one (with two, LIMIT 2 picks any two).
 */
static void
check_relation_schemas(RuleContext *ctx, const char *query, const char *missing,
					   const CatalogRows *rows)
{
	const char *params[1] = {missing};
	char	   *error = NULL;
	CatalogRows *sqlrows = catalog_read(ctx->target, query, 1, params, &error);
	int			row;
	int			col;

	if (sqlrows == NULL)
		elog(ERROR, "moved_schema catalog query failed: %s", error ? error : "(no message)");
	if (rows->nrows != sqlrows->nrows ||
		(rows->nrows == 1 && !catalog_rows_equal(rows, sqlrows, &row, &col)))
		elog(ERROR, "schemas of relation \"%s\" read from the caches differ from the catalog query's: "
			 "%d and %d rows", missing, rows->nrows, sqlrows->nrows);
}

/*
 * moved_schema: relation "x" does not exist in the search path, but a
 * relation of that name exists in exactly one other schema.  Qualify it
 * with that schema when the role may read it there; else say it may not.
 */
bool
rule_moved_schema(RuleContext *ctx, const char *sql, const ExecResult *err,
				  char **rewrite, char **note)
{
	/* every schema that has it, readable or not: the choice must not depend on privileges */
	static const char *const query =
		"SELECT n.nspname, " CATALOG_RELATION_READABLE
		"  FROM pg_catalog.pg_class c "
		"  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		" WHERE c.relname OPERATOR(pg_catalog.=) $1::pg_catalog.name "
		"   AND " CATALOG_READABLE_RELKIND
		"   AND " CATALOG_USER_SCHEMA
		" LIMIT 2";
	char	   *missing;
	RuleRef		ref;
	CatalogRows *rows;
	const char *params[1];
	int			at;
	char	   *qualified;

	if (strcmp(err->sqlstate, "42P01") != 0)
		return false;
	missing = rules_quoted_after(err->message, "relation ");
	if (missing == NULL || strchr(missing, '.') != NULL)
		return false;
	at = rules_byte_offset(sql, err->position);
	if (rules_dotted_at(sql, at, &ref) != 1 || strcmp(ref.name[0], missing) != 0)
		return false;

	params[0] = missing;
	if (ctx->target->name == NULL)
	{
		/* this database: an index scan and the caches, no query to plan */
		rows = catalog_relation_schemas(missing, 2);
		if (catalog_relations_check_sql)
			check_relation_schemas(ctx, query, missing, rows);
	}
	else
		rows = rules_catalog(ctx, query, 1, params);
	if (rows == NULL || rows->nrows != 1)
		return false;

	qualified = psprintf("%s.%s", quote_identifier(CATALOG_CELL(rows, 0, 0)),
						 quote_identifier(missing));
	if (CATALOG_CELL(rows, 0, 1) == NULL || CATALOG_CELL(rows, 0, 1)[0] != 't')
	{
		rules_note_unreadable(ctx, "relation", missing, qualified);
		return false;
	}
	*rewrite = rules_splice(sql, ref.start[0], ref.end[0], qualified);
	*note = psprintf("relation %s → %s (not on the search path; the only schema you can use that has it)",
					 missing, qualified);
	return true;
}

/* The first letter or digit of a name, lower-cased (0 if none). */
static char
initial(const char *name)
{
	for (; *name; name++)
	{
		if (isalnum((unsigned char) *name) || (*name & 0x80))
			return pg_tolower((unsigned char) *name);
	}
	return 0;
}

/* Do two names hold the same digits in the same order? */
static bool
same_digits(const char *a, const char *b)
{
	for (;;)
	{
		while (*a && !isdigit((unsigned char) *a))
			a++;
		while (*b && !isdigit((unsigned char) *b))
			b++;
		if (*a == '\0' || *b == '\0')
			return *a == *b;
		if (*a++ != *b++)
			return false;
	}
}

/*
 * Could two names match at all?  Every class of names.c (case, separators,
 * plurals, the abbreviation table, small misspellings after the first
 * letter) keeps the first letter and the digits, so this skips most of a
 * big catalog (partitions, dated tables) cheaply.
 */
static bool
same_initial(const char *a, const char *b)
{
	return initial(a) == initial(b) && initial(a) != 0 && same_digits(a, b);
}

/*
 * How well candidate matches wanted as a relation name, conventional table
 * prefixes (tbl_, dim_, ...) considered at a small cost.  *prefixed tells
 * whether the match needed a prefix added or dropped.
 */
static NameScore
relation_score(const char *wanted, const char *candidate, bool *prefixed)
{
	NameScore	best = {NAME_NO_MATCH, 0};
	const char *w = rules_strip_table_prefix(wanted);
	const char *c = rules_strip_table_prefix(candidate);

	*prefixed = false;
	if (same_initial(wanted, candidate))
		best = names_score(wanted, candidate, NULL);
	if ((w || c) && same_initial(w ? w : wanted, c ? c : candidate))
	{
		NameScore	alt = names_score(w ? w : wanted, c ? c : candidate, NULL);

		if (alt.kind != NAME_NO_MATCH && alt.score - 100 > best.score)
		{
			best.score = alt.score - 100;
			best.kind = alt.kind;
			*prefixed = true;
		}
	}
	return best;
}

/* Is the token before byte offset at the keyword kw? */
static bool
previous_keyword_is(QueryInfo *q, int at, const char *kw)
{
	int			t = query_token_at(q, at);

	return t > 0 && q->tokens[t - 1].keyword && strcmp(q->tokens[t - 1].keyword, kw) == 0;
}

/*
 * The live relation a missing name stands for: the clearly best-scoring
 * name (the same name in several schemas counts once), then its schema:
 * the one the query named (up to case), the one on the search path, or the
 * only one.  Returns its index in all, or -1.
 */
static int
match_relation(SchemaRelation *all, int nall, const char *wanted, const char *hint_schema,
			   NameScore *best, bool *prefixed)
{
	int			i;
	int			chosen = -1;
	int			runner_up = 0;
	const char *best_name = NULL;
	int			nwith_name = 0;

	best->kind = NAME_NO_MATCH;
	best->score = 0;
	for (i = 0; i < nall; i++)
	{
		bool		pre;
		NameScore	s;

		rules_check_budget();
		/* every match keeps the digits (a table prefix has none): skip the rest at once */
		if (!same_digits(wanted, all[i].relname))
			continue;
		s = relation_score(wanted, all[i].relname, &pre);
		if (s.kind == NAME_NO_MATCH)
			continue;
		if (best_name && strcmp(best_name, all[i].relname) == 0)
			continue;
		if (s.score > best->score)
		{
			if (best_name)
				runner_up = Max(runner_up, best->score);
			*best = s;
			*prefixed = pre;
			best_name = all[i].relname;
		}
		else
			runner_up = Max(runner_up, s.score);
	}
	if (best_name == NULL || best->score - runner_up < NAMES_MARGIN)
		return -1;

	/* the schema the query named (up to case) first */
	if (hint_schema)
	{
		for (i = 0; i < nall; i++)
		{
			rules_check_budget();
			if (strcmp(all[i].relname, best_name) == 0 &&
				pg_strcasecmp(all[i].nspname, hint_schema) == 0)
			{
				if (chosen >= 0)
					return -1;
				chosen = i;
			}
		}
		if (chosen >= 0)
			return chosen;
	}
	for (i = 0; i < nall; i++)
	{
		rules_check_budget();
		if (strcmp(all[i].relname, best_name) != 0)
			continue;
		nwith_name++;
		if (all[i].visible)
			return i;
	}
	if (nwith_name != 1)
		return -1;
	for (i = 0; i < nall; i++)
		if (strcmp(all[i].relname, best_name) == 0)
			chosen = i;
	return chosen;
}

/* Is this the system catalog's or the standard's schema (never matched against user tables)? */
static bool
system_schema(const char *nspname)
{
	return nspname != NULL &&
		(strcmp(nspname, "information_schema") == 0 || strncmp(nspname, "pg_", 3) == 0);
}

/* Add the initials a name can match under (its own, and without a table prefix). */
static List *
add_initials(List *initials, const char *name)
{
	const char *stripped = rules_strip_table_prefix(name);
	char		c[2] = {0, 0};

	c[0] = initial(name);
	if (c[0] != 0 && !(c[0] & 0x80) && !list_member(initials, makeString(c)))
		initials = lappend(initials, makeString(pstrdup(c)));
	if (stripped)
	{
		c[0] = initial(stripped);
		if (c[0] != 0 && !(c[0] & 0x80) && !list_member(initials, makeString(c)))
			initials = lappend(initials, makeString(pstrdup(c)));
	}
	return initials;
}

/*
 * The text that replaces a relation reference: the live name (qualified
 * unless it is on the search path), and the name the rest of the query
 * uses for it as an alias, unless that is only a matter of case.
 */
static char *
relation_replacement(QueryInfo *q, SchemaRelation *rel, const char *wanted, bool has_alias, int at)
{
	char	   *text = rel->visible ? pstrdup(quote_identifier(rel->relname)) : schema_qualified(rel);

	if (!has_alias && pg_strcasecmp(rel->relname, wanted) != 0 &&
		!(q && previous_keyword_is(q, at, "table")))
		text = psprintf("%s AS %s", text, quote_identifier(wanted));
	return text;
}

/* Why a relation was chosen, for the note. */
static char *
relation_reason(SchemaRelation *rel, const char *wanted, NameScore score, bool prefixed)
{
	return psprintf("%s%s%s",
					strcmp(rel->relname, wanted) == 0 ||
					(prefixed && score.kind == NAME_EXACT_CASE) ? "the same name" : names_kind_text(score.kind),
					prefixed ? ", once a table prefix such as tbl_ is set aside" : "",
					rel->visible ? ", on the search path" : psprintf(", in schema %s", rel->nspname));
}

/*
 * relations: an unknown relation (possibly qualified the way another engine
 * qualifies names) that matches exactly one live relation the role may use.
 * Every other reference to the same missing name, or qualified with the same
 * schema that does not exist (a BigQuery dataset, a T-SQL dbo), is fixed in
 * the same edit.
 */
bool
rule_relations(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	RuleRef		ref;
	int			at;
	int			last;
	const char *wanted;
	const char *hint_schema;
	SchemaRelation *all;
	int			nall;
	int			chosen;
	NameScore	best;
	bool		prefixed;
	QueryInfo  *q;
	bool		has_alias = false;
	char	   *replacement;
	char	   *written;
	List	   *edits = NIL;
	List	   *noted = NIL;
	StringInfoData notes;

	if (strcmp(err->sqlstate, "42P01") == 0)
	{
		if (err->message == NULL || !rules_starts_with(err->message, "relation \""))
			return false;
	}
	else if (strcmp(err->sqlstate, "0A000") == 0)
	{
		if (err->message == NULL ||
			!rules_starts_with(err->message, "cross-database references are not implemented"))
			return false;
	}
	else if (strcmp(err->sqlstate, "42601") == 0)
	{
		if (err->message == NULL ||
			!rules_starts_with(err->message, "improper qualified name"))
			return false;
	}
	else
		return false;

	at = rules_byte_offset(sql, err->position);
	if (rules_dotted_at(sql, at, &ref) == 0)
		return false;
	last = ref.nparts - 1;
	wanted = ref.name[last];
	hint_schema = last >= 1 ? ref.name[last - 1] : NULL;
	if (system_schema(hint_schema))
		return false;
	written = pnstrdup(sql + ref.start[0], ref.end[last] - ref.start[0]);

	/* a WITH query of that name is not ours to rename */
	q = query_analyse(ctx, sql, false);
	if (q)
	{
		ListCell   *lc;

		foreach(lc, q->frames)
		{
			QueryFrame *f = lfirst(lc);
			ListCell   *cc;

			rules_check_budget();
			foreach(cc, f->ctes)
			{
				rules_check_budget();
				if (pg_strcasecmp(((QueryCte *) lfirst(cc))->name, wanted) == 0)
					return false;
			}
		}
		foreach(lc, q->relations)
		{
			QueryItem  *item = lfirst(lc);

			rules_check_budget();
			if (item->rv->location == at)
				has_alias = item->rv->alias != NULL;
		}
	}

	/* candidates: only names that can match the missing ones read from the catalog */
	{
		List	   *initials = add_initials(NIL, wanted);
		List	   *strings = NIL;
		ListCell   *lc;

		if (q)
		{
			foreach(lc, q->relations)
				initials = add_initials(initials, ((QueryItem *) lfirst(lc))->rv->relname);
		}
		foreach(lc, initials)
			strings = lappend(strings, strVal(lfirst(lc)));
		all = schema_all_relations(ctx, strings, &nall);
	}
	if (all == NULL || nall == 0)
		return false;
	chosen = match_relation(all, nall, wanted, hint_schema, &best, &prefixed);
	if (chosen < 0)
		return false;
	if (!all[chosen].readable)
	{
		rules_note_unreadable(ctx, "relation", written, schema_qualified(&all[chosen]));
		return false;
	}
	replacement = relation_replacement(q, &all[chosen], wanted, has_alias, ref.start[0]);
	if (strcmp(replacement, written) == 0)
		return false;
	edits = rules_add_edit(edits, ref.start[0], ref.end[last], replacement);
	initStringInfo(&notes);
	appendStringInfo(&notes, "relation %s → %s (%s)", written, replacement,
					 relation_reason(&all[chosen], wanted, best, prefixed));

	/* The same missing name elsewhere, and names qualified with a schema that is not there. */
	if (q)
	{
		ListCell   *lc;

		foreach(lc, q->relations)
		{
			RangeVar   *rv = ((QueryItem *) lfirst(lc))->rv;
			RuleRef		other;
			int			n = 1 + (rv->schemaname != NULL) + (rv->catalogname != NULL);
			char	   *text;
			int			pick;
			NameScore	s;
			bool		pre = prefixed;

			rules_check_budget();
			if (rv->location == ref.start[0] ||
				rules_dotted_at(sql, rv->location, &other) != n)
				continue;
			text = pnstrdup(sql + other.start[0], other.end[n - 1] - other.start[0]);
			if (strcmp(text, written) == 0)
			{
				pick = chosen;
				s = best;
			}
			else if (rv->schemaname && !system_schema(rv->schemaname) &&
					 !schema_usable(ctx, rv->schemaname))
				pick = match_relation(all, nall, rv->relname, rv->schemaname, &s, &pre);
			else
				continue;
			if (pick < 0)
				continue;
			if (!all[pick].readable)
			{
				rules_note_unreadable(ctx, "relation", text, schema_qualified(&all[pick]));
				return false;
			}
			replacement = relation_replacement(q, &all[pick], rv->relname, rv->alias != NULL,
											   other.start[0]);
			edits = rules_add_edit(edits, other.start[0], other.end[n - 1], replacement);
			if (pick != chosen && !list_member(noted, makeString(text)))
			{
				appendStringInfo(&notes, "; relation %s → %s (%s)", text, replacement,
								 relation_reason(&all[pick], rv->relname, s, pre));
				noted = lappend(noted, makeString(text));
			}
		}
	}
	*rewrite = rules_apply_edits(sql, edits);
	*note = notes.data;
	return true;
}
