/*
 * rules.c — the rule repair source: deterministic, schema-grounded rewrites.
 *
 * A rule looks at the real error of the current query, reads what it needs
 * of the live catalog through the target (as the calling role), and makes
 * one edit when the fix is unambiguous.  A pass validates each edit by parse
 * analysis without executing it and goes on to the next error, so a query
 * with several broken names is healed in one attempt.
 */
#include "postgres.h"

#include "rules.h"

#include "nodes/parsenodes.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include "catalog.h"
#include "classify.h"
#include "execute.h"
#include "phase_timing.h"
#include "subxact.h"

/* Edits one rule pass may chain before giving up. */
#define MAX_EDITS_PER_PASS 8

/* Queries longer than this are not given to the rules (nl2sql_heal.rules_max_query_bytes). */
int			rules_max_query_bytes = 1024 * 1024;

/* Define the rule tier's settings (from _PG_init). */
void
rules_init(void)
{
	DefineCustomIntVariable("nl2sql_heal.rules_max_query_bytes",
							"Longest query the rule tier works on.",
							"Longer queries are not repaired by rules (a note says so); "
							"the parser alone takes about a second per 10 MB.",
							&rules_max_query_bytes,
							1024 * 1024, 0, 256 * 1024 * 1024,
							PGC_USERSET, GUC_UNIT_BYTE, NULL, NULL, NULL);
}

/*
 * The rules, in the order they are tried on each error.  Names are what
 * attempts record as repair = "rule:<name>".
 */
static const Rule rules[] = {
	{"artifacts", rule_artifacts},	/* the statement inside a model's formatting, before anything reads it */
	{"journal", rule_journal},	/* what the schema-change journal knows comes before any guess */
	{"join_order", rule_join_order},
	{"quoted_alias", rule_quoted_alias},
	{"moved_schema", rule_moved_schema},
	{"relations", rule_relations},
	{"identifiers", rule_qualifiers},
	{"identifiers", rule_identifiers},
	{"wrong_table", rule_requalify},	/* after identifiers: a look-alike in the qualified table wins */
	{"identifiers", rule_using},
	{"identifiers", rule_ambiguous},
	{"lookup", rule_lookup},	/* last of the name rules: only what no name in scope can mean */
	{"grouping", rule_grouping},
	{"grouping", rule_bare_columns},
	{"grouping", rule_distinct_order},
	{"conversions", rule_conversions},
	{"text_numbers", rule_text_numbers},	/* after conversions: only what it leaves, proved by a probe */
	{"text_dates", rule_text_dates},
	{"first_row", rule_first_row},
	{"dialect", rule_ordered_set},
	{"dialect", rule_dialect},
	{"zero_rows", rule_zero_rows},
};

/*
 * Should the pass go on to the error a rewrite revealed?  Repairable errors,
 * and a cross-database reference (db.schema.table, project.dataset.table),
 * which the relations rule maps to the live relation.
 */
static bool
pass_continues(const ExecResult *check)
{
	if (check->outcome != OUTCOME_ERROR)
		return false;
	if (classify_error_repairable(check->sqlstate, check->message))
		return true;
	return strcmp(check->sqlstate, "0A000") == 0 && check->message != NULL &&
		rules_starts_with(check->message, "cross-database references are not implemented");
}

/* A query text and its raw parse tree, parsed once however often it is compared. */
typedef struct ParsedText
{
	const char *sql;
	bool		done;
	bool		parses;
	List	   *tree;
} ParsedText;

static bool
parsed(ParsedText *p)
{
	if (!p->done)
	{
		p->parses = rules_parse(p->sql, &p->tree, NULL, NULL);
		p->done = true;
	}
	return p->parses;
}

/* Do a and b parse to the same statements (locations aside)?  False when either does not parse. */
static bool
same_query(ParsedText *a, ParsedText *b)
{
	ListCell   *la,
			   *lb;

	if (!parsed(a) || !parsed(b) || list_length(a->tree) != list_length(b->tree))
		return false;
	forboth(la, a->tree, lb, b->tree)
	{
		if (!equal(((RawStmt *) lfirst(la))->stmt, ((RawStmt *) lfirst(lb))->stmt))
			return false;
	}
	return true;
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
rules_pass(const RepairRequest *req, RepairProposal *out, List **notes)
{
	RuleContext ctx;
	char	   *sql = pstrdup(req->sql);
	ExecResult	current = *req->failure;
	List	   *edits = NIL;
	List	   *seen_sql = list_make1(sql);
	StringInfoData source;
	ExecResult	judged;
	ParsedText	current_text = {sql};
	int			nedits = 0;
	bool		misjudged;
	bool		self_compared;
	ListCell   *lc;

	memset(&ctx, 0, sizeof(ctx));
	ctx.target = req->target;
	ctx.request = req;

	/*
	 * a query whose bare name now means something else (a whole row, an outer
	 * column): that name first, as the unknown column it is
	 */
	PHASE_BEGIN(PHASE_JUDGE);
	if ((current.outcome == OUTCOME_EMPTY ||
		 (current.outcome == OUTCOME_ERROR && strcmp(current.sqlstate, "42703") != 0 &&
		  strcmp(current.sqlstate, "42P01") != 0)) &&
		rules_judge_names(&ctx, sql, &judged))
		current = judged;
	PHASE_END(PHASE_JUDGE);

	while (nedits < MAX_EDITS_PER_PASS)
	{
		const Rule *applied = NULL;
		char	   *rewrite = NULL;
		char	   *note = NULL;
		ParsedText	rewrite_text;
		ExecResult	check;
		int			r;

		/* errors, and the zero-row result of the query as given */
		if (current.outcome != OUTCOME_ERROR &&
			!(current.outcome == OUTCOME_EMPTY && nedits == 0))
			break;
		for (r = 0; r < (int) lengthof(rules); r++)
		{
			bool		fired;

			rules_check_budget();
			PHASE_BEGIN(r == 0 ? PHASE_JOURNAL : PHASE_RULES);
			PHASE_NAMED_BEGIN(r);
			fired = rules[r].apply(&ctx, sql, &current, &rewrite, &note);
			PHASE_NAMED_END(r, rules[r].name);
			PHASE_END(r == 0 ? PHASE_JOURNAL : PHASE_RULES);
			if (fired)
			{
				/* a rewrite PostgreSQL reads as the same query (case, spacing) repairs nothing */
				memset(&rewrite_text, 0, sizeof(rewrite_text));
				rewrite_text.sql = rewrite;
				if (same_query(&current_text, &rewrite_text))
					continue;
				applied = &rules[r];
				break;
			}
			if (ctx.halt)
				break;
		}
		if (applied == NULL)
			break;
		/* an edit that leads back to a query already seen would go round in circles */
		foreach(lc, seen_sql)
		{
			rules_check_budget();
			if (strcmp(lfirst(lc), rewrite) == 0)
				break;
		}
		if (lc != NULL)
			break;
		seen_sql = lappend(seen_sql, rewrite);
		nedits++;
		edits = lappend(edits, (void *) applied->name);
		out->notes = lappend(out->notes, psprintf("Repaired by rule:%s: %s.", applied->name, note));
		sql = rewrite;
		current_text = rewrite_text;

		/* Validate without running; stop when it parses, go on when it reveals the next error. */
		PHASE_BEGIN(PHASE_VALIDATE);
		req->target->validate(req->target, sql, &check);
		PHASE_END(PHASE_VALIDATE);
		if (!pass_continues(&check))
		{
			bool		misread;

			/* it parses: a name that parses but means something else goes on as unknown */
			PHASE_BEGIN(PHASE_JUDGE);
			misread = check.outcome != OUTCOME_ERROR && rules_judge_names(&ctx, sql, &judged);
			PHASE_END(PHASE_JUDGE);
			if (misread)
			{
				current = judged;
				continue;
			}
			break;
		}
		current = check;

		/*
		 * an error a bare name's new meaning caused (a whole row compared
		 * with a literal: 0A000) is that name's, as at the start of the pass
		 */
		if (strcmp(check.sqlstate, "42703") != 0 && strcmp(check.sqlstate, "42P01") != 0)
		{
			bool		misread;

			PHASE_BEGIN(PHASE_JUDGE);
			misread = rules_judge_names(&ctx, sql, &judged);
			PHASE_END(PHASE_JUDGE);
			if (misread)
				current = judged;
		}
	}

	*notes = list_concat(*notes, ctx.notes);
	out->ms = ctx.probe_ms;
	out->values_probed = ctx.values_probed;
	if (ctx.catalog_failed)
		*notes = lappend(*notes, "The live schema could not be re-read for this attempt; rules worked without it.");
	if (nedits == 0)
		return false;
	/* judged whole: no name left meaning something else, no predicate made always true */
	PHASE_BEGIN(PHASE_JUDGE);
	misjudged = rules_judge_names(&ctx, sql, &judged);
	self_compared = !misjudged && rules_judge_self_comparison(&ctx, req->sql, sql);
	PHASE_END(PHASE_JUDGE);
	if (misjudged)
	{
		*notes = lappend(*notes, psprintf("Rules made no repair: in the rewritten query, %s; "
										  "no rewrite was accepted.",
										  judged.message));
		return false;
	}
	if (self_compared)
	{
		*notes = lappend(*notes, "Rules made no repair: the rewrite compared a column with itself; "
						 "no rewrite was accepted.");
		return false;
	}

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

/*
 * The rule source: rules_pass, bounded.  A query longer than
 * nl2sql_heal.rules_max_query_bytes is not tried (the parser alone cannot be
 * interrupted, and each edit parses the query again); the pass gets
 * nl2sql_heal.statement_timeout of time, and answers a cancel at once.  It
 * runs in a subtransaction so that running out of time can end it anywhere.
 */
static bool
rules_propose(const RepairRequest *req, RepairProposal *out, List **notes)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	size_t		len = strlen(req->sql);
	TimestampTz started;
	volatile bool proposed = false;
	MemoryContext passcxt;
	RepairProposal found;
	List	   *volatile pass_notes = NIL;
	ListCell   *lc;

	if (rules_max_query_bytes > 0 && len > (size_t) rules_max_query_bytes)
	{
		*notes = lappend(*notes,
						 psprintf("Rules were not tried: the query is %zu bytes, more than "
								  "nl2sql_heal.rules_max_query_bytes (%d).",
								  len, rules_max_query_bytes));
		return false;
	}

	started = GetCurrentTimestamp();
	rules_budget_start(heal_statement_timeout_ms > 0
					   ? TimestampTzPlusMilliseconds(started, heal_statement_timeout_ms) : 0);

	/*
	 * The pass works in a context of its own (its parse trees, tokens,
	 * catalog rows and up to MAX_EDITS_PER_PASS rewrites): only the proposal
	 * and the notes are copied out.
	 */
	passcxt = AllocSetContextCreate(callercxt, "nl2sql_heal rule pass", ALLOCSET_DEFAULT_SIZES);
	memset(&found, 0, sizeof(found));
	subxact_begin(passcxt);
	PG_TRY();
	{
		List	   *found_notes = NIL;

		proposed = rules_pass(req, &found, &found_notes);
		pass_notes = found_notes;
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		bool		spent = rules_budget_end();
		ErrorData  *edata = subxact_abort_own_cancel(callercxt, oldowner, spent);
		bool		too_deep = edata->sqlerrcode == ERRCODE_STATEMENT_TOO_COMPLEX;

		/*
		 * The budget's own cancel ends the pass, and so does a query nested
		 * deeper than the stack allows the rules to read (PostgreSQL's
		 * parser reads it: only the walks over its tree run out).  Anything
		 * else is not the rules' to swallow.
		 */
		if (!spent && !too_deep)
			ReThrowError(edata);
		FreeErrorData(edata);
		MemoryContextDelete(passcxt);
		if (too_deep)
			*notes = lappend(*notes,
							 "Rules stopped without a rewrite: the query is nested more deeply than "
							 "they can read within max_stack_depth.");
		else
			*notes = lappend(*notes,
							 psprintf("Rules stopped after %ld ms without a rewrite: their time for one "
									  "attempt is nl2sql_heal.statement_timeout (%d ms).",
									  (long) ((GetCurrentTimestamp() - started) / 1000),
									  heal_statement_timeout_ms));
		memset(out, 0, sizeof(*out));
		return false;
	}
	PG_END_TRY();
	rules_budget_end();

	foreach(lc, pass_notes)
		*notes = lappend(*notes, pstrdup(lfirst(lc)));
	if (proposed)
	{
		out->sql = pstrdup(found.sql);
		out->source = pstrdup(found.source);
		out->ms = found.ms;
		out->values_probed = found.values_probed;
		foreach(lc, found.notes)
			out->notes = lappend(out->notes, pstrdup(lfirst(lc)));
	}
	MemoryContextDelete(passcxt);
	return proposed;
}

const RepairSource rules_repair_source = {
	.name = "rules",
	.available = rules_available,
	.propose = rules_propose,
};
