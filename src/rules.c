/*
 * rules.c — the rule repair source: deterministic, schema-grounded rewrites.
 *
 * A rule looks at the real error of the current query, reads what it needs
 * of the live catalog through the target (as the calling role), and makes
 * one edit when the fix is unambiguous.  A pass validates each edit by parse
 * analysis without executing it and goes on to the next error, so a query
 * with several broken names is healed in one attempt.
 */
#include "nl2sql_heal.h"

#include "mb/pg_wchar.h"
#include "parser/scansup.h"
#include "utils/builtins.h"

#include "classify.h"
#include "repair.h"
#include "rules.h"

/* Edits one rule pass may chain before giving up. */
#define MAX_EDITS_PER_PASS 8

/* Byte offset of a 1-based character position in sql, or -1. */
int
rules_byte_offset(const char *sql, int position)
{
	const char *p = sql;
	int			i;

	if (position <= 0)
		return -1;
	for (i = 1; i < position; i++)
	{
		if (*p == '\0')
			return -1;
		p += pg_mblen(p);
	}
	return (int) (p - sql);
}

/* Can c continue an unquoted identifier? */
static bool
ident_char(char c)
{
	return isalnum((unsigned char) c) || c == '_' || c == '$' || (c & 0x80);
}

/*
 * The identifier starting at byte offset at: quoted or unquoted.  Sets
 * [*start, *end) and returns the name as PostgreSQL sees it (unquoted names
 * folded to lower case), or NULL when there is none.
 */
char *
rules_ident_at(const char *sql, int at, int *start, int *end)
{
	const char *p = sql + at;

	if (at < 0 || at >= (int) strlen(sql))
		return NULL;
	if (*p == '"')
	{
		StringInfoData name;
		const char *q = p + 1;

		initStringInfo(&name);
		for (;;)
		{
			if (*q == '\0')
				return NULL;
			if (*q == '"')
			{
				if (q[1] == '"')
				{
					appendStringInfoChar(&name, '"');
					q += 2;
					continue;
				}
				break;
			}
			appendStringInfoChar(&name, *q++);
		}
		*start = at;
		*end = (int) (q + 1 - sql);
		return name.data;
	}
	if (!ident_char(*p) || isdigit((unsigned char) *p))
		return NULL;
	{
		const char *q = p;

		while (*q && ident_char(*q))
			q++;
		*start = at;
		*end = (int) (q - sql);
		return downcase_identifier(p, (int) (q - p), false, false);
	}
}

/*
 * The dotted reference (a.b.c) starting at byte offset at: the byte ranges
 * and names of its parts.  Returns the number of parts (0 if none).
 */
int
rules_dotted_at(const char *sql, int at, RuleRef *ref)
{
	int			pos = at;

	ref->nparts = 0;
	while (ref->nparts < RULE_MAX_PARTS)
	{
		int			s,
					e;
		char	   *name = rules_ident_at(sql, pos, &s, &e);

		if (name == NULL)
			break;
		ref->start[ref->nparts] = s;
		ref->end[ref->nparts] = e;
		ref->name[ref->nparts] = name;
		ref->nparts++;
		if (sql[e] != '.')
			break;
		pos = e + 1;
	}
	return ref->nparts;
}

/* sql with bytes [start, end) replaced by text. */
char *
rules_splice(const char *sql, int start, int end, const char *text)
{
	StringInfoData out;

	initStringInfo(&out);
	appendBinaryStringInfo(&out, sql, start);
	appendStringInfoString(&out, text);
	appendStringInfoString(&out, sql + end);
	return out.data;
}

/*
 * The quoted name in a message of the form <prefix>"name"<rest>, or NULL.
 * PostgreSQL prints names as written (already case-folded).
 */
char *
rules_quoted_after(const char *message, const char *prefix)
{
	const char *p;
	const char *q;

	if (message == NULL || strncmp(message, prefix, strlen(prefix)) != 0)
		return NULL;
	p = message + strlen(prefix);
	if (*p != '"')
		return NULL;
	q = strrchr(p + 1, '"');
	if (q == NULL || q == p)
		return NULL;
	return pnstrdup(p + 1, q - p - 1);
}

/*
 * moved_schema: relation "x" does not exist in the search path, but a
 * relation of that name exists in exactly one other schema the role may use
 * and read.  Qualify it with that schema.
 */
static bool
rule_moved_schema(RuleContext *ctx, const char *sql, const ExecResult *err,
				  char **rewrite, char **note)
{
	static const char *const query =
		"SELECT n.nspname FROM pg_catalog.pg_class c "
		"  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
		" WHERE c.relname = $1 AND c.relkind IN ('r', 'v', 'm', 'f', 'p') "
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

/*
 * column_hint: PostgreSQL itself names the one column it thinks was meant
 * ("Perhaps you meant to reference the column "t.col"."); use it.
 */
static bool
rule_column_hint(RuleContext *ctx, const char *sql, const ExecResult *err,
				 char **rewrite, char **note)
{
	static const char prefix[] = "Perhaps you meant to reference the column \"";
	const char *p;
	const char *q;
	const char *dot;
	char	   *column;
	RuleRef		ref;
	int			at;
	int			last;

	if (strcmp(err->sqlstate, "42703") != 0 || err->hint == NULL ||
		strncmp(err->hint, prefix, strlen(prefix)) != 0 ||
		strstr(err->hint, " or the column ") != NULL)
		return false;
	p = err->hint + strlen(prefix);
	q = strchr(p, '"');
	dot = memchr(p, '.', q ? q - p : 0);
	if (q == NULL || dot == NULL)
		return false;
	column = pnstrdup(dot + 1, q - dot - 1);

	at = rules_byte_offset(sql, err->position);
	if (rules_dotted_at(sql, at, &ref) == 0)
		return false;
	last = ref.nparts - 1;
	*rewrite = rules_splice(sql, ref.start[last], ref.end[last], quote_identifier(column));
	*note = psprintf("column %s → %s (%s, as PostgreSQL suggests)",
					 ref.name[last], quote_identifier(column), pnstrdup(p, q - p));
	return true;
}

/* The rules, in the order they are tried on each error. */
static const Rule rules[] = {
	{"moved_schema", rule_moved_schema},
	{"column_hint", rule_column_hint},
};

/* Run a catalog query through the target; remember a failure for the notes. */
CatalogRows *
rules_catalog(RuleContext *ctx, const char *sql, int nparams, const char *const *params)
{
	char	   *error = NULL;
	CatalogRows *rows = ctx->target->catalog(ctx->target, sql, nparams, params, &error);

	if (rows == NULL)
		ctx->catalog_failed = true;
	return rows;
}

/* The rule source is always available: it needs nothing outside the database. */
static bool
rules_available(char **why)
{
	return true;
}

/*
 * Apply rules to the failure, validating each edit by parse analysis and
 * fixing the next error it reveals, up to MAX_EDITS_PER_PASS edits.
 */
static bool
rules_propose(const RepairRequest *req, RepairProposal *out, List **notes)
{
	RuleContext ctx;
	char	   *sql = pstrdup(req->sql);
	ExecResult	current = *req->failure;
	List	   *edits = NIL;
	StringInfoData source;
	int			nedits = 0;
	ListCell   *lc;

	memset(&ctx, 0, sizeof(ctx));
	ctx.target = req->target;
	ctx.request = req;

	while (nedits < MAX_EDITS_PER_PASS)
	{
		const Rule *applied = NULL;
		char	   *rewrite = NULL;
		char	   *note = NULL;
		ExecResult	check;
		int			r;

		if (current.outcome != OUTCOME_ERROR)
			break;
		for (r = 0; r < (int) lengthof(rules); r++)
		{
			if (rules[r].apply(&ctx, sql, &current, &rewrite, &note))
			{
				applied = &rules[r];
				break;
			}
		}
		if (applied == NULL)
			break;
		nedits++;
		edits = lappend(edits, (void *) applied->name);
		out->notes = lappend(out->notes, psprintf("Repaired by rule:%s: %s.", applied->name, note));
		sql = rewrite;

		/* Validate without running; stop when it parses, go on when it reveals the next error. */
		req->target->validate(req->target, sql, &check);
		if (check.outcome != OUTCOME_ERROR ||
			!classify_error_repairable(check.sqlstate, check.message))
			break;
		current = check;
	}

	if (ctx.catalog_failed)
		*notes = lappend(*notes, "The live schema could not be re-read for this attempt; rules worked without it.");
	if (nedits == 0)
		return false;

	/* rule:<name>, or rule:<a>+<b> when several rules took part */
	initStringInfo(&source);
	appendStringInfoString(&source, "rule:");
	foreach(lc, edits)
	{
		const char *name = lfirst(lc);
		bool		seen = false;
		ListCell   *prev;

		foreach(prev, edits)
		{
			if (prev == lc)
				break;
			if (strcmp(lfirst(prev), name) == 0)
				seen = true;
		}
		if (seen)
			continue;
		if (foreach_current_index(lc) > 0)
			appendStringInfoChar(&source, '+');
		appendStringInfoString(&source, name);
	}
	out->sql = sql;
	out->source = source.data;
	return true;
}

const RepairSource rules_repair_source = {
	.name = "rules",
	.available = rules_available,
	.propose = rules_propose,
};
