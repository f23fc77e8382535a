/*
 * model_schema.c — what the model is grounded in: the live schema scoped to
 * the query (or question), the governed metrics, and a zero-row query's
 * predicates.
 *
 * The schema is re-read through the target as the calling role (catalog
 * queries over pg_catalog only, filtered by the role's privileges), so the
 * prompt never shows what the role could not read itself.  It is scoped:
 * the relations the query names, near-miss candidates for names that do not
 * exist, and their foreign-key neighbours, with columns, types and foreign
 * keys.  Every catalog query is LIMITed and the text is capped, so a
 * 10,000-table catalog gives a prompt of the same bounded size.
 */
#include "postgres.h"

#include "target.h"

#include <ctype.h>

#include "common/keywords.h"
#include "mb/pg_wchar.h"
#include "parser/scansup.h"
#include "utils/builtins.h"
#include "utils/guc.h"

#include "catalog.h"
#include "model.h"
#include "names.h"
#include "rules_util.h"
#include "sensitive.h"

/* nl2sql_heal.share_sample_values */
bool		share_sample_values = false;

/* Define the settings of the prompt's grounding (from model_init). */
void
model_schema_init(void)
{
	DefineCustomBoolVariable("nl2sql_heal.share_sample_values",
							 "May column sample values be sent to the model.",
							 "Off by default: data leaving the database is the DBA's decision. On, the most "
							 "common values PostgreSQL's statistics hold (pg_stats) for the columns in the "
							 "prompt are sent along.",
							 &share_sample_values, false,
							 PGC_SUSET, 0, NULL, NULL, NULL);
}

/*
 * Schema nsp is not the extension's own: its tables hold receipts (other
 * queries' rows and values), which are never offered to the model.
 */
#define NOT_EXTENSION_SCHEMA(nsp) \
	"NOT EXISTS (SELECT FROM pg_catalog.pg_extension e WHERE e.extname OPERATOR(pg_catalog.=) 'nl2sql_heal' " \
	"            AND e.extnamespace OPERATOR(pg_catalog.=) " nsp ")"

/* Bounds of what is read and written. */
#define SCHEMA_MAX_NAMES		200		/* identifiers taken from the query */
#define SCHEMA_MAX_WORDS		40		/* words taken from the question */
#define SCHEMA_MAX_DIRECT		30		/* relations the query names */
#define SCHEMA_MAX_NEAR			5		/* near-miss candidates per unknown name */
#define SCHEMA_MAX_ASK			15		/* relations chosen for a question */
#define SCHEMA_SMALL_CATALOG	30		/* up to this many relations: a question sees them all */
#define SCHEMA_SMALL_CATALOG_PLUS_ONE 31
#define SCHEMA_MAX_NEIGHBOURS	10		/* foreign-key neighbours added */
#define SCHEMA_MAX_RELATIONS	40		/* relations described in all */
#define SCHEMA_MAX_COLUMNS		100		/* columns shown per relation */
#define SCHEMA_CANDIDATES		5000	/* catalog rows scored for near misses */
#define SCHEMA_TEXT_MAX			32768	/* bytes of schema text */
#define SCHEMA_SAMPLE_MAX		200		/* bytes of sample values per column */

/* Visible user relations: the role may use the schema and read some column. */
#define VISIBLE_RELATION \
	CATALOG_READABLE_RELKIND " AND " CATALOG_USER_SCHEMA " AND " NOT_EXTENSION_SCHEMA("n.oid") \
	" AND " CATALOG_RELATION_READABLE " "

/* One relation chosen for the prompt. */
typedef struct SchemaRel
{
	char	   *oid;
	char	   *qualified;		/* schema.relation, quoted as needed */
	char	   *relname;
	char		relkind;
	int			score;			/* how it was chosen: higher first */
	char	   *why;			/* NULL: named by the query */
} SchemaRel;

typedef struct SchemaBuild
{
	HealTarget *target;
	const SensitiveSet *sens;
	int			withheld;		/* sensitive columns whose samples were left out */
	bool		failed;
	List	   *rels;			/* SchemaRel * */
	List	   *near;			/* char *: near-miss lines */
} SchemaBuild;

/* Run a catalog query; remember a failure. */
static CatalogRows *
schema_catalog(SchemaBuild *b, const char *sql, int nparams, const char *const *params)
{
	char	   *error = NULL;
	CatalogRows *rows = catalog_read(b->target, sql, nparams, params, &error);

	if (rows == NULL)
		b->failed = true;
	return rows;
}

/* Add name to list unless present; false when the list is full. */
static List *
add_name(List *list, char *name, int max)
{
	ListCell   *lc;

	if (name == NULL || name[0] == '\0' || list_length(list) >= max)
		return list;
	foreach(lc, list)
	{
		if (strcmp(lfirst(lc), name) == 0)
			return list;
	}
	return lappend(list, name);
}

/*
 * The identifiers of a SQL text, as PostgreSQL sees them (unquoted ones
 * folded to lower case), skipping literals and comments.  Tolerant: any
 * text is accepted.
 */
static List *
sql_identifiers(const char *sql, List *names)
{
	const char *p = sql;

	while (p && *p)
	{
		if (p[0] == '-' && p[1] == '-')
		{
			while (*p && *p != '\n')
				p++;
		}
		else if (p[0] == '/' && p[1] == '*')
		{
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
		}
		else if (*p == '\'')
		{
			bool		backslash = (p > sql && (p[-1] == 'E' || p[-1] == 'e'));

			for (p++; *p; p++)
			{
				if (backslash && *p == '\\' && p[1])
					p++;
				else if (*p == '\'' && p[1] == '\'')
					p++;
				else if (*p == '\'')
				{
					p++;
					break;
				}
			}
		}
		else if (*p == '$' && (p == sql || !(isalnum((unsigned char) p[-1]) || p[-1] == '_')))
		{
			/* dollar quoting: $tag$ ... $tag$ */
			const char *q = p + 1;

			while (*q && (isalnum((unsigned char) *q) || *q == '_'))
				q++;
			if (*q == '$')
			{
				char	   *tag = pnstrdup(p, q - p + 1);
				const char *e = strstr(q + 1, tag);

				p = e ? e + strlen(tag) : p + strlen(p);
			}
			else
				p = q;
		}
		else if (*p == '"')
		{
			StringInfoData name;

			initStringInfo(&name);
			for (p++; *p; p++)
			{
				if (*p == '"' && p[1] == '"')
				{
					appendStringInfoChar(&name, '"');
					p++;
				}
				else if (*p == '"')
				{
					p++;
					break;
				}
				else
					appendStringInfoChar(&name, *p);
			}
			names = add_name(names, name.data, SCHEMA_MAX_NAMES);
		}
		else if (isalpha((unsigned char) *p) || *p == '_' || (*p & 0x80))
		{
			const char *s = p;

			while (*p && (isalnum((unsigned char) *p) || *p == '_' || *p == '$' || (*p & 0x80)))
				p++;
			names = add_name(names, downcase_identifier(s, (int) (p - s), false, false),
							 SCHEMA_MAX_NAMES);
		}
		else if (isdigit((unsigned char) *p))
		{
			while (*p && (isalnum((unsigned char) *p) || *p == '.' || *p == '_'))
				p++;
		}
		else
			p++;
	}
	return names;
}

/* The words of a question (letters, digits, _), lower-cased, 3 bytes or more. */
static List *
question_words(const char *question)
{
	static const char *const stop[] = {
		"the", "and", "for", "with", "how", "many", "much", "what", "which", "who", "whom",
		"were", "was", "are", "is", "did", "does", "have", "has", "had", "from", "that",
		"this", "these", "those", "each", "per", "all", "any", "our", "their", "there",
		"list", "show", "give", "find", "tell", "total", "number", "count", "between",
		"last", "first", "top", "most", "least", "over", "under", "than", "into", "by",
		"when", "where", "why", "not", "but", "its", "his", "her", "ever", "year", "month",
		NULL
	};
	List	   *words = NIL;
	const char *p = question;

	while (p && *p)
	{
		if (isalnum((unsigned char) *p) || *p == '_' || (*p & 0x80))
		{
			const char *s = p;
			char	   *w;
			int			i;
			bool		skip = false;

			while (*p && (isalnum((unsigned char) *p) || *p == '_' || (*p & 0x80)))
				p++;
			if (p - s < 3 || isdigit((unsigned char) *s))
				continue;
			w = downcase_identifier(s, (int) (p - s), false, false);
			for (i = 0; stop[i]; i++)
			{
				if (strcmp(w, stop[i]) == 0)
					skip = true;
			}
			if (!skip)
				words = add_name(words, w, SCHEMA_MAX_WORDS);
		}
		else
			p++;
	}
	return words;
}

/* The quoted names of an error message ("relation "x" does not exist"). */
static List *
message_names(const char *message, List *names)
{
	const char *p = message;

	while (p && (p = strchr(p, '"')) != NULL)
	{
		const char *e = strchr(p + 1, '"');
		char	   *name;
		const char *dot;

		if (e == NULL)
			break;
		name = pnstrdup(p + 1, e - p - 1);
		/* t.col or schema.rel: both parts */
		dot = strrchr(name, '.');
		if (dot)
		{
			names = add_name(names, pnstrdup(name, dot - name), SCHEMA_MAX_NAMES + 20);
			names = add_name(names, pstrdup(dot + 1), SCHEMA_MAX_NAMES + 20);
		}
		names = add_name(names, name, SCHEMA_MAX_NAMES + 20);
		p = e + 1;
	}
	return names;
}

/* The relation chosen with this oid, or NULL. */
static SchemaRel *
find_rel(SchemaBuild *b, const char *oid)
{
	ListCell   *lc;

	foreach(lc, b->rels)
	{
		SchemaRel  *r = lfirst(lc);

		if (strcmp(r->oid, oid) == 0)
			return r;
	}
	return NULL;
}

/* Choose a relation (from a row: oid, nspname, relname, relkind). */
static SchemaRel *
choose_rel(SchemaBuild *b, CatalogRows *rows, int row, int score, char *why)
{
	SchemaRel  *r = find_rel(b, CATALOG_CELL(rows, row, 0));

	if (r != NULL)
		return r;
	if (list_length(b->rels) >= SCHEMA_MAX_RELATIONS)
		return NULL;
	r = palloc0(sizeof(SchemaRel));
	r->oid = CATALOG_CELL(rows, row, 0);
	r->qualified = psprintf("%s.%s", quote_identifier(CATALOG_CELL(rows, row, 1)),
							quote_identifier(CATALOG_CELL(rows, row, 2)));
	r->relname = CATALOG_CELL(rows, row, 2);
	r->relkind = CATALOG_CELL(rows, row, 3) ? CATALOG_CELL(rows, row, 3)[0] : 'r';
	r->score = score;
	r->why = why;
	b->rels = lappend(b->rels, r);
	return r;
}

/* Lower-cased first letters of names, as an array literal. */
static char *
first_letters(List *names)
{
	List	   *letters = NIL;
	ListCell   *lc;

	foreach(lc, names)
	{
		const char *n = lfirst(lc);
		char		parts[4][NAMES_PART_SIZE];
		int			k = names_split_qualified(n, parts, 4);
		const char *last = k > 0 ? parts[k - 1] : n;

		if (last[0] != '\0')
			letters = add_name(letters, psprintf("%c", tolower((unsigned char) last[0])), 64);
	}
	return catalog_text_list(letters);
}

/* The unqualified last part of a possibly qualified name. */
static char *
last_part(const char *name)
{
	char		parts[4][NAMES_PART_SIZE];
	int			k = names_split_qualified(name, parts, 4);

	return pstrdup(k > 0 ? parts[k - 1] : name);
}

/*
 * Near-miss relations for wanted names: the live names that score best by
 * names.c (case, words, plural, abbreviations, small edits), among visible
 * relations sharing a first letter.  Adds up to max per wanted name.
 */
static void
near_relations(SchemaBuild *b, List *wanted, int max, bool note)
{
	static const char *const query =
		"SELECT c.oid::pg_catalog.text, n.nspname, c.relname, c.relkind::pg_catalog.text "
		"  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		" WHERE " VISIBLE_RELATION
		"   AND pg_catalog.lower(pg_catalog.left(c.relname, 1)) OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.text[]) "
		" LIMIT " CppAsString2(SCHEMA_CANDIDATES);
	const char *params[1];
	CatalogRows *rows;
	ListCell   *lc;

	if (wanted == NIL)
		return;
	params[0] = first_letters(wanted);
	rows = schema_catalog(b, query, 1, params);
	if (rows == NULL)
		return;
	foreach(lc, wanted)
	{
		char	   *w = last_part(lfirst(lc));
		int		   *best = palloc0(sizeof(int) * Max(rows->nrows, 1));
		int			taken;

		for (int i = 0; i < rows->nrows; i++)
			best[i] = names_score(w, CATALOG_CELL(rows, i, 2), NULL).score;
		for (taken = 0; taken < max; taken++)
		{
			int			top = -1;

			for (int i = 0; i < rows->nrows; i++)
			{
				if (best[i] > 0 && (top < 0 || best[i] > best[top]))
					top = i;
			}
			if (top < 0)
				break;
			if (note)
				b->near = lappend(b->near,
								  psprintf("relation \"%s\": %s (%s)", w,
										   psprintf("%s.%s", quote_identifier(CATALOG_CELL(rows, top, 1)),
													quote_identifier(CATALOG_CELL(rows, top, 2))),
										   names_kind_text(names_score(w, CATALOG_CELL(rows, top, 2), NULL).kind)));
			choose_rel(b, rows, top, best[top], note ? psprintf("similar to \"%s\"", w) : NULL);
			best[top] = 0;
		}
	}
}

/*
 * Near-miss columns for a missing column name: among the chosen relations
 * first; when none is close, among other visible relations (which are then
 * added, so that a join can be written).
 */
static void
near_columns(SchemaBuild *b, const char *wanted)
{
	static const char *const query =
		"SELECT c.oid::pg_catalog.text, n.nspname, c.relname, c.relkind::pg_catalog.text, a.attname, "
		"       (c.oid OPERATOR(pg_catalog.=) ANY ($2::pg_catalog.text::pg_catalog.oid[]))::pg_catalog.text "
		"  FROM pg_catalog.pg_attribute a "
		"  JOIN pg_catalog.pg_class c ON c.oid OPERATOR(pg_catalog.=) a.attrelid "
		"  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		" WHERE a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped AND " VISIBLE_RELATION
		"   AND pg_catalog.lower(pg_catalog.left(a.attname, 1)) OPERATOR(pg_catalog.=) pg_catalog.lower(pg_catalog.left($1, 1)) "
		"   AND pg_catalog.has_column_privilege(c.oid, a.attnum, 'SELECT') "
		" ORDER BY 6 DESC "
		" LIMIT " CppAsString2(SCHEMA_CANDIDATES);
	const char *params[2];
	List	   *oids = NIL;
	CatalogRows *rows;
	ListCell   *lc;
	char	   *w = last_part(wanted);
	int			best_chosen = 0;

	foreach(lc, b->rels)
		oids = lappend(oids, ((SchemaRel *) lfirst(lc))->oid);
	params[0] = w;
	params[1] = catalog_text_list(oids);
	rows = schema_catalog(b, query, 2, params);
	if (rows == NULL)
		return;
	for (int pass = 0; pass < 2; pass++)
	{
		int		   *score = palloc0(sizeof(int) * Max(rows->nrows, 1));
		bool		in_chosen = (pass == 0);

		for (int i = 0; i < rows->nrows; i++)
		{
			bool		chosen = strcmp(CATALOG_CELL(rows, i, 5), "true") == 0;

			if (chosen == in_chosen)
				score[i] = names_score(w, CATALOG_CELL(rows, i, 4), CATALOG_CELL(rows, i, 2)).score;
		}
		for (int taken = 0; taken < SCHEMA_MAX_NEAR; taken++)
		{
			int			top = -1;

			for (int i = 0; i < rows->nrows; i++)
			{
				if (score[i] > 0 && (top < 0 || score[i] > score[top]))
					top = i;
			}
			if (top < 0)
				break;
			b->near = lappend(b->near,
							  psprintf("column \"%s\": %s.%s (%s)", w,
									   psprintf("%s.%s", quote_identifier(CATALOG_CELL(rows, top, 1)),
												quote_identifier(CATALOG_CELL(rows, top, 2))),
									   quote_identifier(CATALOG_CELL(rows, top, 4)),
									   names_kind_text(names_score(w, CATALOG_CELL(rows, top, 4),
																   CATALOG_CELL(rows, top, 2)).kind)));
			if (pass == 0)
				best_chosen = Max(best_chosen, score[top]);
			else
				choose_rel(b, rows, top, score[top], psprintf("has a column similar to \"%s\"", w));
			score[top] = 0;
		}
		/* a close match among the query's own relations is enough */
		if (best_chosen >= NAMES_SCORE_PLURAL)
			break;
	}
}

/* Relations a question is about, when the catalog is too large to show whole. */
static void
question_relations(SchemaBuild *b, List *words)
{
	static const char *const count_query =
		"SELECT pg_catalog.count(*)::pg_catalog.text FROM ("
		"SELECT 1 FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		" WHERE " VISIBLE_RELATION " LIMIT " CppAsString2(SCHEMA_SMALL_CATALOG_PLUS_ONE) ") s";
	static const char *const all_query =
		"SELECT c.oid::pg_catalog.text, n.nspname, c.relname, c.relkind::pg_catalog.text "
		"  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		" WHERE " VISIBLE_RELATION
		" ORDER BY n.nspname, c.relname";
	CatalogRows *rows = schema_catalog(b, count_query, 0, NULL);

	if (rows == NULL || rows->nrows != 1)
		return;
	if (atoi(CATALOG_CELL(rows, 0, 0)) <= SCHEMA_SMALL_CATALOG)
	{
		rows = schema_catalog(b, all_query, 0, NULL);
		for (int i = 0; rows && i < rows->nrows; i++)
			choose_rel(b, rows, i, 0, NULL);
		return;
	}
	near_relations(b, words, 3, false);
	/* keep the best SCHEMA_MAX_ASK */
	while (list_length(b->rels) > SCHEMA_MAX_ASK)
	{
		int			worst = 0;

		for (int i = 1; i < list_length(b->rels); i++)
		{
			if (((SchemaRel *) list_nth(b->rels, i))->score <
				((SchemaRel *) list_nth(b->rels, worst))->score)
				worst = i;
		}
		b->rels = list_delete_nth_cell(b->rels, worst);
	}
}

/* Relations the query names directly. */
static void
direct_relations(SchemaBuild *b, List *names)
{
	static const char *const query =
		"SELECT c.oid::pg_catalog.text, n.nspname, c.relname, c.relkind::pg_catalog.text "
		"  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		" WHERE c.relname OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.text[]::pg_catalog.name[]) AND " VISIBLE_RELATION
		" ORDER BY pg_catalog.pg_table_is_visible(c.oid) DESC, n.nspname, c.relname "
		" LIMIT " CppAsString2(SCHEMA_MAX_DIRECT);
	const char *params[1];
	CatalogRows *rows;

	if (names == NIL)
		return;
	params[0] = catalog_text_list(names);
	rows = schema_catalog(b, query, 1, params);
	for (int i = 0; rows && i < rows->nrows; i++)
		choose_rel(b, rows, i, 1000, NULL);
}

/* The chosen relations' oids as an array literal. */
static char *
chosen_oids(SchemaBuild *b)
{
	List	   *oids = NIL;
	ListCell   *lc;

	foreach(lc, b->rels)
		oids = lappend(oids, ((SchemaRel *) lfirst(lc))->oid);
	return catalog_text_list(oids);
}

/* Foreign keys touching the chosen relations: oid, col list, referenced oid, name, col list. */
static CatalogRows *
foreign_keys(SchemaBuild *b)
{
	static const char *const query =
		"SELECT k.conrelid::pg_catalog.text, "
		"       (SELECT pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' ORDER BY x.i) "
		"          FROM pg_catalog.unnest(k.conkey) WITH ORDINALITY x(num, i) "
		"          JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) k.conrelid AND a.attnum OPERATOR(pg_catalog.=) x.num), "
		"       k.confrelid::pg_catalog.text, "
		"       pg_catalog.quote_ident(fn.nspname) OPERATOR(pg_catalog.||) '.' OPERATOR(pg_catalog.||) pg_catalog.quote_ident(f.relname), "
		"       (SELECT pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' ORDER BY x.i) "
		"          FROM pg_catalog.unnest(k.confkey) WITH ORDINALITY x(num, i) "
		"          JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) k.confrelid AND a.attnum OPERATOR(pg_catalog.=) x.num), "
		"       n.nspname, c.relname, c.relkind::pg_catalog.text, fn.nspname, f.relname, f.relkind::pg_catalog.text "
		"  FROM pg_catalog.pg_constraint k "
		"  JOIN pg_catalog.pg_class c ON c.oid OPERATOR(pg_catalog.=) k.conrelid "
		"  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
		"  JOIN pg_catalog.pg_class f ON f.oid OPERATOR(pg_catalog.=) k.confrelid "
		"  JOIN pg_catalog.pg_namespace fn ON fn.oid OPERATOR(pg_catalog.=) f.relnamespace "
		" WHERE k.contype OPERATOR(pg_catalog.=) 'f' "
		"   AND (k.conrelid OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.text::pg_catalog.oid[]) "
		"        OR k.confrelid OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.text::pg_catalog.oid[])) "
		"   AND pg_catalog.has_schema_privilege(n.oid, 'USAGE') "
		"   AND pg_catalog.has_schema_privilege(fn.oid, 'USAGE') "
		"   AND " NOT_EXTENSION_SCHEMA("n.oid") " AND " NOT_EXTENSION_SCHEMA("fn.oid")
		"   AND pg_catalog.has_any_column_privilege(k.conrelid, 'SELECT') "
		"   AND pg_catalog.has_any_column_privilege(k.confrelid, 'SELECT') "
		" ORDER BY k.conrelid, k.conname LIMIT 200";
	const char *params[1];

	if (b->rels == NIL)
		return NULL;
	params[0] = chosen_oids(b);
	return schema_catalog(b, query, 1, params);
}

/* Add the chosen relations' foreign-key neighbours. */
static void
add_neighbours(SchemaBuild *b, CatalogRows *fks)
{
	int			added = 0;

	for (int i = 0; fks && i < fks->nrows && added < SCHEMA_MAX_NEIGHBOURS; i++)
	{
		CatalogRows one;
		char	   *cells[4];
		bool		from_known = find_rel(b, CATALOG_CELL(fks, i, 0)) != NULL;
		bool		to_known = find_rel(b, CATALOG_CELL(fks, i, 2)) != NULL;

		if (from_known && to_known)
			continue;
		one.nrows = 1;
		one.ncols = 4;
		one.cells = cells;
		if (from_known)
		{
			cells[0] = CATALOG_CELL(fks, i, 2);
			cells[1] = CATALOG_CELL(fks, i, 8);
			cells[2] = CATALOG_CELL(fks, i, 9);
			cells[3] = CATALOG_CELL(fks, i, 10);
		}
		else
		{
			cells[0] = CATALOG_CELL(fks, i, 0);
			cells[1] = CATALOG_CELL(fks, i, 5);
			cells[2] = CATALOG_CELL(fks, i, 6);
			cells[3] = CATALOG_CELL(fks, i, 7);
		}
		if (choose_rel(b, &one, 0, 1, "linked by a foreign key"))
			added++;
	}
}

/* Append to buf unless it would pass the cap; false when it would. */
static bool
append_capped(StringInfo buf, const char *text)
{
	if (buf->len + strlen(text) >= SCHEMA_TEXT_MAX)
		return false;
	appendStringInfoString(buf, text);
	return true;
}

/* Render the chosen relations: columns, types, sample values, foreign keys. */
static char *
render(SchemaBuild *b, CatalogRows *fks)
{
	static const char *const columns_query =
		"SELECT a.attrelid::pg_catalog.text, pg_catalog.quote_ident(a.attname), "
		"       pg_catalog.format_type(a.atttypid, a.atttypmod), a.attnotnull::pg_catalog.text, a.attname, "
		"       a.attnum::pg_catalog.text "
		"  FROM pg_catalog.pg_attribute a "
		" WHERE a.attrelid OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.text::pg_catalog.oid[]) "
		"   AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped "
		"   AND pg_catalog.has_column_privilege(a.attrelid, a.attnum, 'SELECT') "
		" ORDER BY a.attrelid, a.attnum";
	static const char *const samples_query =
		"SELECT c.oid::pg_catalog.text, s.attname::pg_catalog.text, s.most_common_vals::pg_catalog.text "
		"  FROM pg_catalog.pg_stats s "
		"  JOIN pg_catalog.pg_namespace n ON n.nspname OPERATOR(pg_catalog.=) s.schemaname "
		"  JOIN pg_catalog.pg_class c ON c.relnamespace OPERATOR(pg_catalog.=) n.oid AND c.relname OPERATOR(pg_catalog.=) s.tablename "
		"  JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) c.oid AND a.attname OPERATOR(pg_catalog.=) s.attname "
		" WHERE c.oid OPERATOR(pg_catalog.=) ANY ($1::pg_catalog.text::pg_catalog.oid[]) "
		"   AND s.most_common_vals IS NOT NULL AND NOT s.inherited";
	StringInfoData buf;
	const char *params[1];
	CatalogRows *cols;
	CatalogRows *samples = NULL;
	ListCell   *lc;
	int			shown = 0;

	initStringInfo(&buf);
	if (b->rels == NIL)
		return NULL;
	params[0] = chosen_oids(b);
	cols = schema_catalog(b, columns_query, 1, params);
	if (share_sample_values)
		samples = schema_catalog(b, samples_query, 1, params);

	foreach(lc, b->rels)
	{
		SchemaRel  *r = lfirst(lc);
		StringInfoData rel;
		int			ncols = 0;
		int			i;
		const char *kind;

		switch (r->relkind)
		{
			case 'v':
				kind = "view";
				break;
			case 'm':
				kind = "materialized view";
				break;
			case 'f':
				kind = "foreign table";
				break;
			case 'p':
				kind = "partitioned table";
				break;
			default:
				kind = "table";
				break;
		}
		initStringInfo(&rel);
		appendStringInfo(&rel, "%s %s%s%s%s\n", kind, r->qualified,
						 r->why ? " -- " : "", r->why ? r->why : "", "");
		for (i = 0; cols && i < cols->nrows; i++)
		{
			if (strcmp(CATALOG_CELL(cols, i, 0), r->oid) != 0)
				continue;
			if (++ncols > SCHEMA_MAX_COLUMNS)
				continue;
			appendStringInfo(&rel, "  %s %s%s", CATALOG_CELL(cols, i, 1), CATALOG_CELL(cols, i, 2),
							 strcmp(CATALOG_CELL(cols, i, 3), "true") == 0 ? " not null" : "");
			/* labelled, or where a labelled column's values live (partition, view) */
			if (sensitive_column(b->sens, (Oid) strtoul(r->oid, NULL, 10),
								 atoi(CATALOG_CELL(cols, i, 5))))
			{
				appendStringInfoString(&rel, "  -- sensitive: its values are not shared\n");
				if (share_sample_values)
					b->withheld++;
				continue;
			}
			for (int s = 0; samples && s < samples->nrows; s++)
			{
				if (strcmp(CATALOG_CELL(samples, s, 0), r->oid) == 0 &&
					strcmp(CATALOG_CELL(samples, s, 1), CATALOG_CELL(cols, i, 4)) == 0)
				{
					const char *v = CATALOG_CELL(samples, s, 2);
					int			n = pg_mbcliplen(v, strlen(v), SCHEMA_SAMPLE_MAX);

					appendStringInfo(&rel, "  -- common values: %.*s%s", n, v,
									 n < (int) strlen(v) ? "..." : "");
				}
			}
			appendStringInfoChar(&rel, '\n');
		}
		if (ncols > SCHEMA_MAX_COLUMNS)
			appendStringInfo(&rel, "  ... %d more columns\n", ncols - SCHEMA_MAX_COLUMNS);
		for (i = 0; fks && i < fks->nrows; i++)
		{
			if (strcmp(CATALOG_CELL(fks, i, 0), r->oid) != 0)
				continue;
			appendStringInfo(&rel, "  foreign key (%s) references %s (%s)\n",
							 CATALOG_CELL(fks, i, 1), CATALOG_CELL(fks, i, 3), CATALOG_CELL(fks, i, 4));
		}
		if (!append_capped(&buf, rel.data))
			break;
		shown++;
	}
	if (shown < list_length(b->rels))
		appendStringInfo(&buf, "... %d more relations not shown\n", list_length(b->rels) - shown);
	if (b->near != NIL)
	{
		appendStringInfoString(&buf, "near-miss candidates for names that do not exist:\n");
		foreach(lc, b->near)
		{
			char	   *line = psprintf("  %s\n", (char *) lfirst(lc));

			if (!append_capped(&buf, line))
				break;
		}
	}
	return buf.data;
}

/* Is this failure about a missing relation (42P01) or column (42703)?  The name, or NULL. */
static char *
missing_name(const ExecResult *f, const char *what)
{
	const char *m = f ? f->message : NULL;
	const char *q;
	const char *e;
	size_t		len = strlen(what);

	if (m == NULL || strncmp(m, what, len) != 0 || m[len] != ' ')
		return NULL;
	q = strchr(m + len, '"');
	e = q ? strrchr(q + 1, '"') : NULL;
	if (q == NULL || e == NULL || e == q + 1)
		return NULL;
	return pnstrdup(q + 1, e - q - 1);
}

/*
 * The schema text for a prompt: for a failing query (sql not NULL), the
 * relations it names, near misses for what its error says is missing, and
 * their foreign-key neighbours; for a question alone, every relation of a
 * small catalog, else those whose names are closest to the question's words.
 * NULL when nothing could be read; *failed when some catalog read failed;
 * *withheld counts the sensitive columns (of sens) whose sample values were
 * left out.
 */
char *
model_schema_text(HealTarget *target, const char *sql, const char *question,
				  const ExecResult *failure, List *named_metrics, const SensitiveSet *sens,
				  bool *failed, int *withheld)
{
	SchemaBuild b;
	List	   *names = NIL;
	ListCell   *lc;
	CatalogRows *fks;
	char	   *missing;
	char	   *text;

	memset(&b, 0, sizeof(b));
	b.target = target;
	b.sens = sens;
	*withheld = 0;

	foreach(lc, named_metrics)
		names = sql_identifiers(((Metric *) lfirst(lc))->expression, names);
	if (sql)
	{
		names = sql_identifiers(sql, names);
		if (failure && failure->outcome == OUTCOME_ERROR)
			names = message_names(failure->message, names);
		direct_relations(&b, names);

		if (failure && (missing = missing_name(failure, "relation")) != NULL)
			near_relations(&b, list_make1(missing), SCHEMA_MAX_NEAR, true);
		else if (failure && (missing = missing_name(failure, "table")) != NULL)
			near_relations(&b, list_make1(missing), SCHEMA_MAX_NEAR, true);
		if (failure && (missing = missing_name(failure, "column")) != NULL)
			near_columns(&b, missing);
		/* nothing the query names exists: look for near misses of its names */
		if (b.rels == NIL)
		{
			List	   *plain = NIL;

			foreach(lc, names)
			{
				if (ScanKeywordLookup(lfirst(lc), &ScanKeywords) < 0)
					plain = lappend(plain, lfirst(lc));
			}
			near_relations(&b, plain, 1, true);
		}
	}
	else
	{
		direct_relations(&b, names);
		question_relations(&b, question_words(question));
	}

	fks = foreign_keys(&b);
	add_neighbours(&b, fks);
	if (list_length(b.rels) > 0)
		fks = foreign_keys(&b);
	if (b.rels == NIL && !b.failed)
	{
		*failed = false;
		return pstrdup("(no relation the query names, nor one with a similar name, is visible to this role)");
	}
	text = render(&b, fks);
	/* after render: its reads of columns and samples can fail too */
	*failed = b.failed;
	*withheld = b.withheld;
	return text;
}

/* The governed metrics for a prompt; the ones the question names are marked. */
char *
model_metrics_text(List *metrics, List *named)
{
	StringInfoData buf;
	ListCell   *lc;

	if (metrics == NIL)
		return NULL;
	initStringInfo(&buf);
	foreach(lc, metrics)
	{
		Metric	   *m = lfirst(lc);
		ListCell   *sc;

		appendStringInfo(&buf, "%s = %s", m->name, m->expression);
		if (list_member_ptr(named, m))
			appendStringInfoString(&buf, "  [named in the question: compute it with exactly this expression]");
		appendStringInfoChar(&buf, '\n');
		if (m->description && m->description[0])
			appendStringInfo(&buf, "  description: %s\n", m->description);
		if (m->synonyms != NIL)
		{
			appendStringInfoString(&buf, "  synonyms: ");
			foreach(sc, m->synonyms)
				appendStringInfo(&buf, "%s%s", foreach_current_index(sc) > 0 ? ", " : "",
								 (char *) lfirst(sc));
			appendStringInfoChar(&buf, '\n');
		}
	}
	return buf.data;
}

/* Is the keyword kw at p (case-insensitive, whole word)? */
static bool
keyword_at(const char *sql, const char *p, const char *kw)
{
	size_t		n = strlen(kw);

	if (pg_strncasecmp(p, kw, n) != 0)
		return false;
	if (p > sql && (isalnum((unsigned char) p[-1]) || p[-1] == '_' || p[-1] == '"'))
		return false;
	return !(isalnum((unsigned char) p[n]) || p[n] == '_');
}

/*
 * A zero-row query's filters, one per line: the conditions of its WHERE, ON
 * and HAVING clauses split at top-level AND.  Tolerant and approximate: it
 * is context for the model, not a parse.
 */
char *
model_predicates_text(const char *sql)
{
	static const char *const starts[] = {"where", "on", "having", NULL};
	static const char *const ends[] = {
		"group", "order", "limit", "offset", "fetch", "window", "union", "intersect",
		"except", "having", "where", "join", "inner", "left", "right", "full", "cross",
		"natural", "on", "returning", "for", NULL
	};
	StringInfoData out;
	const char *p;

	if (sql == NULL)
		return NULL;
	initStringInfo(&out);
	for (p = sql; *p; p++)
	{
		int			k;
		const char *s;
		int			depth = 0;
		bool		between = false;
		const char *part;

		if (*p == '\'')
		{
			for (p++; *p && !(*p == '\'' && p[1] != '\''); p++)
				if (*p == '\'')
					p++;
			if (*p == '\0')
				break;
			continue;
		}
		for (k = 0; starts[k]; k++)
			if (keyword_at(sql, p, starts[k]))
				break;
		if (starts[k] == NULL)
			continue;
		s = p + strlen(starts[k]);
		part = s;
		for (p = s;; p++)
		{
			bool		stop = false;

			if (*p == '\'')
			{
				for (p++; *p && !(*p == '\'' && p[1] != '\''); p++)
					if (*p == '\'')
						p++;
				if (*p == '\0')
					stop = true;
			}
			else if (*p == '(')
				depth++;
			else if (*p == ')')
			{
				if (--depth < 0)
					stop = true;
			}
			else if (*p == '\0' || *p == ';')
				stop = true;
			else if (depth == 0)
			{
				for (int e = 0; ends[e]; e++)
				{
					if (keyword_at(sql, p, ends[e]))
						stop = true;
				}
				if (keyword_at(sql, p, "between"))
					between = true;
				else if (!stop && keyword_at(sql, p, "and") && between)
					between = false;
				else if (!stop && keyword_at(sql, p, "and"))
				{
					char	   *cond = pnstrdup(part, p - part);

					appendStringInfo(&out, "%s\n", cond);
					part = p + 3;
				}
			}
			if (stop)
			{
				if (p > part)
					appendStringInfo(&out, "%s\n", pnstrdup(part, p - part));
				break;
			}
		}
		if (*p == '\0')
			break;
		p--;
	}
	/* tidy: collapse whitespace of each line */
	{
		StringInfoData tidy;
		bool		space = false;
		bool		line_start = true;

		initStringInfo(&tidy);
		for (p = out.data; *p; p++)
		{
			if (*p == '\n')
			{
				if (!line_start)
					appendStringInfoChar(&tidy, '\n');
				line_start = true;
				space = false;
			}
			else if (isspace((unsigned char) *p))
				space = !line_start;
			else
			{
				if (space)
					appendStringInfoChar(&tidy, ' ');
				appendStringInfoChar(&tidy, *p);
				space = false;
				line_start = false;
			}
		}
		return tidy.len > 0 ? tidy.data : NULL;
	}
}
