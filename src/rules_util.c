/*
 * rules_util.c — what the rules share: the time budget of a pass, byte
 * offsets and identifiers in the query text, PostgreSQL's own lexer and
 * parser, edit lists, catalog reads through the target, and notes.
 *
 * The rule files (rules_*.c), the query analysis (rules_query.c) and the
 * schema reader (schema.c) use it; the dispatcher (rules.c) only starts and
 * ends the budget.
 */
#include "postgres.h"

#include "rules_util.h"

#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "nodes/parsenodes.h"
#include "parser/scanner.h"
#include "parser/scansup.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include "catalog.h"
#include "sqltok.h"
#include "subxact.h"

/*
 * The time budget of one rule pass: the end of it (0: none), whether it ran
 * out, and how many checks are left before the clock is read again.
 */
static TimestampTz rules_deadline = 0;
static bool rules_out_of_time = false;
static int	rules_checks_until_clock = 0;

/* Checks between two readings of the clock: cheap enough for a per-token loop. */
#define CHECKS_PER_CLOCK_READ 128

/* Start the budget of a pass: it ends at deadline (0: no limit). */
void
rules_budget_start(TimestampTz deadline)
{
	rules_deadline = deadline;
	rules_out_of_time = false;
	rules_checks_until_clock = CHECKS_PER_CLOCK_READ;
}

/* End the budget of a pass; was it spent? */
bool
rules_budget_end(void)
{
	bool		spent = rules_out_of_time;

	rules_deadline = 0;
	rules_out_of_time = false;
	return spent;
}

/*
 * Called in every loop of the rule tier over tokens, references, edits and
 * candidates: answers a cancel or the caller's statement_timeout at once,
 * and ends the pass (an error that rules_propose catches) when its time
 * budget is spent.
 */
void
rules_check_budget(void)
{
	CHECK_FOR_INTERRUPTS();
	if (!rules_out_of_time)
	{
		if (rules_deadline == 0 || --rules_checks_until_clock > 0)
			return;
		rules_checks_until_clock = CHECKS_PER_CLOCK_READ;
		if (GetCurrentTimestamp() < rules_deadline)
			return;
		rules_out_of_time = true;
	}
	/* a cancel's code, so that every catch on the way re-throws it (see subxact.h) */
	ereport(ERROR,
			(errcode(ERRCODE_QUERY_CANCELED),
			 errmsg("rule repair ran out of time")));
}

/*
 * Milliseconds left of the pass's budget (at least 1 while any is left; 0
 * when it is spent), or -1 when it has none: a query the pass runs (a value
 * probe) gets no more than this.
 */
int
rules_budget_left_ms(void)
{
	int64		left;

	if (rules_deadline == 0)
		return -1;
	left = (int64) ((rules_deadline - GetCurrentTimestamp()) / 1000);
	if (left <= 0)
		return 0;
	return left > PG_INT32_MAX ? PG_INT32_MAX : (int) left;
}

/*
 * The same check for the pure-C parts (dialect.c), which must not be left by
 * a longjmp (their memory is malloc'd): true when a cancel or termination is
 * pending or the budget is spent.  The caller then calls rules_check_budget,
 * which raises.
 */
bool
rules_budget_spent(void *arg)
{
	if (QueryCancelPending || ProcDiePending)
		return true;
	if (rules_out_of_time)
		return true;
	if (rules_deadline == 0 || --rules_checks_until_clock > 0)
		return false;
	rules_checks_until_clock = CHECKS_PER_CLOCK_READ;
	rules_out_of_time = GetCurrentTimestamp() >= rules_deadline;
	return rules_out_of_time;
}

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
 * folded to lower case), or NULL when there is none.  at is -1 or an offset
 * inside sql or at its end (a parse location, rules_byte_offset's answer):
 * measuring sql on every call made rewriting n references cost n squared.
 */
char *
rules_ident_at(const char *sql, int at, int *start, int *end)
{
	const char *p = sql + at;

	if (at < 0)
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
		ref->quoted[ref->nparts] = sql[s] == '"';
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

/* Is name one of the strings in list?  Checks the rule pass's budget per entry. */
bool
rules_name_listed(List *list, const char *name)
{
	ListCell   *lc;

	foreach(lc, list)
	{
		rules_check_budget();
		if (strcmp(lfirst(lc), name) == 0)
			return true;
	}
	return false;
}

/* Does text (may be NULL) start with prefix? */
bool
rules_starts_with(const char *text, const char *prefix)
{
	return text != NULL && strncmp(text, prefix, strlen(prefix)) == 0;
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
 * Token codes are the grammar's (gram.h), which differ between majors and
 * are not installed from 16 on: a keyword is a code the keyword table maps
 * to (the lexer then sets yylval.keyword), and a string constant's code is
 * what the lexer returns for one.
 */
#define MAX_TOKEN_CODE 2048
static bool *keyword_codes = NULL;
static int	sconst_code = -1;
static int	ident_code = -1;

static void
learn_token_codes(void)
{
	core_yy_extra_type yyextra;
	core_yyscan_t yyscanner;
	core_YYSTYPE yylval;
	YYLTYPE		yylloc;
	bool	   *codes;
	int			i;

	if (keyword_codes != NULL)
		return;
	codes = MemoryContextAllocZero(TopMemoryContext, sizeof(bool) * MAX_TOKEN_CODE);
	for (i = 0; i < ScanKeywords.num_keywords; i++)
		if (ScanKeywordTokens[i] < MAX_TOKEN_CODE)
			codes[ScanKeywordTokens[i]] = true;
	yyscanner = scanner_init("'x'", &yyextra, &ScanKeywords, ScanKeywordTokens);
	sconst_code = core_yylex(&yylval, &yylloc, yyscanner);
	scanner_finish(yyscanner);
	yyscanner = scanner_init("x", &yyextra, &ScanKeywords, ScanKeywordTokens);
	ident_code = core_yylex(&yylval, &yylloc, yyscanner);
	scanner_finish(yyscanner);
	keyword_codes = codes;
}

/* Is a lexer token code a keyword's? */
static bool
token_is_keyword(int code)
{
	return code >= 0 && code < MAX_TOKEN_CODE && keyword_codes[code];
}

/*
 * Tokens of sql by PostgreSQL's own lexer, with byte ranges.  Only for text
 * the raw parser accepted (the lexer raises on what it cannot scan).
 */
static int
lex_tokens(const char *sql, RuleToken **tokens)
{
	core_yy_extra_type yyextra;
	core_yyscan_t yyscanner;
	int			cap = 64;
	int			n = 0;
	RuleToken  *toks = palloc(sizeof(RuleToken) * cap);

	learn_token_codes();
	yyscanner = scanner_init(sql, &yyextra, &ScanKeywords, ScanKeywordTokens);
	for (;;)
	{
		core_YYSTYPE yylval;
		YYLTYPE		yylloc;
		int			code = core_yylex(&yylval, &yylloc, yyscanner);

		if (code == 0)
			break;
		rules_check_budget();
		if (n == cap)
		{
			cap *= 2;
			toks = repalloc(toks, sizeof(RuleToken) * cap);
		}
		toks[n].code = code;
		toks[n].start = yylloc;
		/* flex leaves a NUL after the current token in its buffer */
		toks[n].end = yylloc + (int) strlen(yyextra.scanbuf + yylloc);
		toks[n].keyword = token_is_keyword(code) ? yylval.keyword : NULL;
		toks[n].string = code == sconst_code;
		toks[n].ident = code == ident_code;
		n++;
	}
	scanner_finish(yyscanner);
	*tokens = toks;
	return n;
}

/*
 * Parse sql with PostgreSQL's raw parser and lex it.  Returns false (and
 * nothing else) when it does not parse; errors are caught in a
 * subtransaction, so nothing of the caller's state changes.
 */
bool
rules_parse(const char *sql, List **tree, RuleToken **tokens, int *ntokens)
{
	List	   *parsed;

	if (!subxact_raw_parse(sql, &parsed, NULL))
		return false;
	*tree = parsed;
	/* the lexer accepts what the parser accepted: no subtransaction needed */
	if (tokens)
		*ntokens = lex_tokens(sql, tokens);
	return true;
}

/* Index of the token that starts at byte offset, else -1. */
int
rules_token_at(const RuleToken *tokens, int ntokens, int offset)
{
	int			lo = 0;
	int			hi = ntokens - 1;

	while (lo <= hi)
	{
		int			mid = (lo + hi) / 2;

		if (tokens[mid].start == offset)
			return mid;
		if (tokens[mid].start < offset)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/*
 * Add an edit to a list.  Of edits that overlap, the one added first wins
 * (rules_apply_edits drops the others): checking here cost n squared for a
 * query that names the same broken column n times.
 */
List *
rules_add_edit(List *edits, int start, int end, const char *text)
{
	RuleEdit   *e;

	rules_check_budget();
	e = palloc(sizeof(RuleEdit));
	e->start = start;
	e->end = end;
	e->text = pstrdup(text);
	e->seq = list_length(edits);
	return lappend(edits, e);
}

/* Order edits by position, then by the order they were added. */
static int
edit_cmp(const ListCell *a, const ListCell *b)
{
	const RuleEdit *ea = lfirst(a);
	const RuleEdit *eb = lfirst(b);

	if (ea->start != eb->start)
		return ea->start < eb->start ? -1 : 1;
	return ea->seq < eb->seq ? -1 : ea->seq > eb->seq;
}

/*
 * sql with the edits applied.  In position order, an edit that overlaps the
 * last one kept replaces it when it was added earlier, else is dropped; the
 * edits kept never overlap.
 */
char *
rules_apply_edits(const char *sql, List *edits)
{
	ListCell   *lc;
	RuleEdit  **kept;
	int			nkept = 0;
	int			i;
	SqlEdits	spliced;
	char	   *applied;
	char	   *result;

	if (edits == NIL)
		return pstrdup(sql);
	list_sort(edits, edit_cmp);
	kept = palloc(sizeof(RuleEdit *) * list_length(edits));
	foreach(lc, edits)
	{
		RuleEdit   *e = lfirst(lc);

		rules_check_budget();
		if (nkept > 0 && e->start < kept[nkept - 1]->end)
		{
			if (e->seq < kept[nkept - 1]->seq)
				kept[nkept - 1] = e;
			continue;
		}
		kept[nkept++] = e;
	}
	/* the edits kept do not overlap: sqltok's splicer applies them in one pass */
	sqledits_init(&spliced);
	for (i = 0; i < nkept; i++)
	{
		if (!sqledits_add(&spliced, kept[i]->start, kept[i]->end, kept[i]->text))
			break;
	}
	applied = i == nkept ? sqledits_apply(&spliced, sql) : NULL;
	sqledits_free(&spliced);
	pfree(kept);
	if (applied == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory")));
	result = pstrdup(applied);
	free(applied);
	return result;
}

/* Prefixes naming conventions put before table names (tblCustomers, dim_customer); no digits (the relations rule skips names whose digits differ before it strips one). */
const char *const rules_table_prefixes[] = {
	"tbl", "tb", "dim", "fact", "fct", "vw", "view", "ref", "lkp", "stg", NULL
};

/* name without a conventional table prefix (tbl_x, tblX, dim_x), or NULL when it has none. */
const char *
rules_strip_table_prefix(const char *name)
{
	int			i;

	for (i = 0; rules_table_prefixes[i]; i++)
	{
		size_t		n = strlen(rules_table_prefixes[i]);

		if (pg_strncasecmp(name, rules_table_prefixes[i], n) != 0 || name[n] == '\0')
			continue;
		if (name[n] == '_' && name[n + 1] != '\0')
			return name + n + 1;
		/* tblCustomers: a capital after a lower-case prefix starts the name */
		if (isupper((unsigned char) name[n]) && islower((unsigned char) name[n - 1]))
			return name + n;
	}
	return NULL;
}

/*
 * A rule found its best match in something the role may not read: it makes
 * no rewrite (never routing around a privilege), and says so.  Names in
 * pg_catalog are visible to every role, so the note gives nothing away.
 */
void
rules_note_unreadable(RuleContext *ctx, const char *what, const char *wanted, const char *best)
{
	char	   *note = psprintf("No rewrite of %s %s: its best match, %s, is not readable for you "
								"(a repair never routes around a privilege; ask for SELECT on it).",
								what, wanted, best);
	ListCell   *lc;

	foreach(lc, ctx->notes)
	{
		if (strcmp(lfirst(lc), note) == 0)
			return;
	}
	ctx->notes = lappend(ctx->notes, note);
}

/* Run a catalog query through the target (kept per backend); remember a failure for the notes. */
CatalogRows *
rules_catalog(RuleContext *ctx, const char *sql, int nparams, const char *const *params)
{
	char	   *error = NULL;
	CatalogRows *rows = catalog_read_cached(ctx->target, sql, nparams, params, &error);

	if (rows == NULL)
		ctx->catalog_failed = true;
	return rows;
}

