/*
 * rules_relations.c — an unknown relation, matched to the live one.
 *
 * moved_schema: the same name in exactly one other schema the role may use.
 * relations: a foreign qualified name (dbo.Customers, dataset.table,
 * db.schema.table), a name that differs in case, separators, number or a
 * prefix (Customer, tblCustomers, invoice_lines), matched against every
 * relation the role may use, and rewritten only when one is clearly best.
 */
#include "rules_query.h"

#include "nodes/parsenodes.h"
#include "parser/scanner.h"
#include "parser/gram.h"
#include "utils/builtins.h"

#include "names.h"

/* Prefixes naming conventions put before table names (tblCustomers, dim_customer). */
static const char *const table_prefixes[] = {
	"tbl", "tb", "dim", "fact", "fct", "vw", "view", "ref", "lkp", "stg", NULL
};

/*
 * moved_schema: relation "x" does not exist in the search path, but a
 * relation of that name exists in exactly one other schema the role may use
 * and read.  Qualify it with that schema.
 */
bool
rule_moved_schema(RuleContext *ctx, const char *sql, const ExecResult *err,
				  char **rewrite, char **note)
{
	static const char *const query =
		"SELECT n.nspname FROM pg_catalog.pg_class c "
		"  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
		" WHERE c.relname = $1::pg_catalog.name AND c.relkind IN ('r', 'v', 'm', 'f', 'p') "
		"   AND n.nspname <> 'information_schema' AND n.nspname !~ '^pg_' "
		"   AND pg_catalog.has_schema_privilege(n.oid, 'USAGE') "
		"   AND pg_catalog.has_any_column_privilege(c.oid, 'SELECT') "
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
	rows = rules_catalog(ctx, query, 1, params);
	if (rows == NULL || rows->nrows != 1)
		return false;

	qualified = psprintf("%s.%s", quote_identifier(CATALOG_CELL(rows, 0, 0)),
						 quote_identifier(missing));
	*rewrite = rules_splice(sql, ref.start[0], ref.end[0], qualified);
	*note = psprintf("relation %s → %s (not on the search path; the only schema you can use that has it)",
					 missing, qualified);
	return true;
}

/* name without a conventional table prefix (tbl_x, tblX, dim_x), or NULL when it has none. */
static const char *
strip_table_prefix(const char *name)
{
	int			i;

	for (i = 0; table_prefixes[i]; i++)
	{
		size_t		n = strlen(table_prefixes[i]);

		if (pg_strncasecmp(name, table_prefixes[i], n) != 0 || name[n] == '\0')
			continue;
		if (name[n] == '_')
			return name + n + 1;
		/* tblCustomers: a capital after a lower-case prefix starts the name */
		if (isupper((unsigned char) name[n]) && islower((unsigned char) name[n - 1]))
			return name + n;
	}
	return NULL;
}

/* How well candidate matches wanted as a relation name, prefixes considered. */
static NameScore
relation_score(const char *wanted, const char *candidate)
{
	NameScore	best = names_score(wanted, candidate, NULL);
	const char *w = strip_table_prefix(wanted);
	const char *c = strip_table_prefix(candidate);

	if (w || c)
	{
		NameScore	alt = names_score(w ? w : wanted, c ? c : candidate, NULL);

		if (alt.kind != NAME_NO_MATCH && alt.score - 100 > best.score)
		{
			best.score = alt.score - 100;
			best.kind = alt.kind;
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
 * relations: an unknown relation (possibly qualified the way another engine
 * qualifies names) that matches exactly one live relation the role may use.
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
	int			i;
	int			chosen = -1;
	NameScore	best = {NAME_NO_MATCH, 0};
	int			runner_up = 0;
	const char *best_name = NULL;
	int			nwith_name = 0;
	QueryInfo  *q;
	bool		has_alias = false;
	char	   *replacement;
	char	   *written;

	if (strcmp(err->sqlstate, "42P01") == 0)
	{
		if (err->message == NULL || strncmp(err->message, "relation \"", 10) != 0)
			return false;
	}
	else if (strcmp(err->sqlstate, "0A000") == 0)
	{
		if (err->message == NULL ||
			strncmp(err->message, "cross-database references are not implemented", 46) != 0)
			return false;
	}
	else if (strcmp(err->sqlstate, "42601") == 0)
	{
		if (err->message == NULL ||
			strncmp(err->message, "improper qualified name", 23) != 0)
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

	/* a WITH query of that name is not ours to rename */
	q = query_analyse(ctx, sql, false);
	if (q)
	{
		ListCell   *lc;

		foreach(lc, q->frames)
		{
			QueryFrame *f = lfirst(lc);
			ListCell   *cc;

			foreach(cc, f->ctes)
			{
				if (pg_strcasecmp(((QueryCte *) lfirst(cc))->name, wanted) == 0)
					return false;
			}
		}
		foreach(lc, q->relations)
		{
			QueryItem  *item = lfirst(lc);

			if (item->rv->location == at)
				has_alias = item->rv->alias != NULL;
		}
	}

	all = schema_all_relations(ctx, &nall);
	if (all == NULL || nall == 0)
		return false;

	/* The best-scoring name; names in several schemas count once. */
	for (i = 0; i < nall; i++)
	{
		NameScore	s = relation_score(wanted, all[i].relname);

		if (s.kind == NAME_NO_MATCH)
			continue;
		if (best_name && strcmp(best_name, all[i].relname) == 0)
			continue;
		if (s.score > best.score)
		{
			if (best_name)
				runner_up = Max(runner_up, best.score);
			best = s;
			best_name = all[i].relname;
		}
		else
			runner_up = Max(runner_up, s.score);
	}
	if (best_name == NULL || best.score - runner_up < NAMES_MARGIN)
		return false;

	/* Which schema: the one on the search path, the one named, or the only one. */
	for (i = 0; i < nall; i++)
	{
		if (strcmp(all[i].relname, best_name) != 0)
			continue;
		nwith_name++;
		if (all[i].visible)
		{
			chosen = i;
			break;
		}
	}
	if (chosen < 0 && hint_schema)
	{
		for (i = 0; i < nall; i++)
		{
			if (strcmp(all[i].relname, best_name) == 0 &&
				pg_strcasecmp(all[i].nspname, hint_schema) == 0)
			{
				if (chosen >= 0)
					return false;
				chosen = i;
			}
		}
	}
	if (chosen < 0 && nwith_name == 1)
	{
		for (i = 0; i < nall; i++)
			if (strcmp(all[i].relname, best_name) == 0)
				chosen = i;
	}
	if (chosen < 0)
		return false;

	replacement = all[chosen].visible ? pstrdup(quote_identifier(all[chosen].relname))
		: schema_qualified(&all[chosen]);
	written = pnstrdup(sql + ref.start[0], ref.end[last] - ref.start[0]);
	if (strcmp(replacement, written) == 0)
		return false;
	/* keep what the rest of the query calls it, unless that is only a matter of case */
	if (!has_alias && pg_strcasecmp(all[chosen].relname, wanted) != 0 &&
		!(q && previous_keyword_is(q, ref.start[0], "table")))
		replacement = psprintf("%s AS %s", replacement, quote_identifier(wanted));

	*rewrite = rules_splice(sql, ref.start[0], ref.end[last], replacement);
	*note = psprintf("relation %s → %s (%s%s)", written, replacement,
					 best.kind == NAME_EXACT_CASE && strcmp(all[chosen].relname, wanted) == 0
					 ? "the same name" : names_kind_text(best.kind),
					 all[chosen].visible ? ", on the search path"
					 : psprintf(", in schema %s", all[chosen].nspname));
	return true;
}
