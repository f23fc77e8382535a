/*
 * heal.c — the bounded repair loop of one step.
 *
 * Attempt 0 runs the query as given.  While the latest outcome is repairable
 * and the budget lasts, the repair sources are asked in order (remembered
 * repairs, rules, then the model), the governed metrics are enforced, and
 * the rewrite is executed for real; the sources are then told how it came
 * out (a repair that worked is remembered).  A failed repair leaves the step
 * as it was.
 */
#include "postgres.h"

#include "heal.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>

#include "access/table.h"
#include "access/xact.h"
#include "catalog/namespace.h"
#include "executor/spi.h"
#include "storage/bufmgr.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"

#include "catalog.h"
#include "classify.h"
#include "execute.h"
#include "foreign_drift.h"
#include "model.h"
#include "phase_timing.h"
#include "pinned_path.h"
#include "plan_guard.h"
#include "dialect_declared.h"
#include "source_dialect.h"

/* Repair sources, in the order they are asked: remembered repairs first. */
static const RepairSource *const repair_sources[] = {
	&memory_repair_source,
	&rules_repair_source,
	&model_repair_source,
};

#define NSOURCES lengthof(repair_sources)

int			heal_repair_max_attempts = HEAL_MAX_ATTEMPTS_DEFAULT;

/*
 * The default repair budget from LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS: truncated
 * toward zero and clamped to 0..5.  Unset, empty or non-numeric means the
 * built-in default, never 0: an unset variable never switches repair off.
 */
static int
repair_budget_from_environment(void)
{
	const char *value = getenv("LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS");
	char	   *end;
	double		parsed;

	if (value == NULL)
		return HEAL_MAX_ATTEMPTS_DEFAULT;
	while (*value == ' ' || *value == '\t')
		value++;
	if (*value == '\0')
		return HEAL_MAX_ATTEMPTS_DEFAULT;
	parsed = strtod(value, &end);
	while (*end == ' ' || *end == '\t' || *end == '\n')
		end++;
	if (end == value || *end != '\0' || isnan(parsed))
		return HEAL_MAX_ATTEMPTS_DEFAULT;
	parsed = trunc(parsed);
	if (parsed < 0)
		return 0;
	if (parsed > HEAL_MAX_ATTEMPTS_LIMIT)
		return HEAL_MAX_ATTEMPTS_LIMIT;
	return (int) parsed;
}

/* Define the repair budget's setting (from _PG_init). */
void
heal_init(void)
{
	heal_repair_max_attempts = repair_budget_from_environment();
	DefineCustomIntVariable("nl2sql_heal.repair_max_attempts",
							"Rewrites heal_execute may try per step.",
							"0 turns repair off. The default comes from the server's "
							"LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS environment variable, else 2.",
							&heal_repair_max_attempts,
							heal_repair_max_attempts, 0, HEAL_MAX_ATTEMPTS_LIMIT,
							PGC_USERSET, 0, NULL, NULL, NULL);
}

/* Is this outcome one the loop may repair? (the contract's three rules) */
static bool
outcome_repairable(const ExecResult *res, int dialect)
{
	switch (res->outcome)
	{
		case OUTCOME_OK:
		case OUTCOME_REJECTED:
			return false;
		case OUTCOME_EMPTY:
			return true;
		case OUTCOME_ERROR:
			/* and the errors of foreign constructs a rule maps (dialect_declared.h) */
			return classify_error_repairable(res->sqlstate, res->message) ||
				foreign_error_repairable(res->sqlstate, res->message, (SourceDialect) dialect);
	}
	return false;
}

/*
 * Has the registry never held a row?  Such a table has no pages, and most
 * databases register no metric: a look at its size spares the query.  (A
 * table emptied by DELETE keeps its pages and is read.)
 */
static bool
metrics_never_filled(void)
{
	Oid			nsp = extension_schema_oid(true);
	Oid			relid = OidIsValid(nsp) ? get_relname_relid("metrics", nsp) : InvalidOid;
	Relation	rel;
	BlockNumber pages;

	if (!OidIsValid(relid) || (rel = try_table_open(relid, AccessShareLock)) == NULL)
		return false;
	pages = rel->rd_rel->relkind == RELKIND_RELATION ? RelationGetNumberOfBlocks(rel) : 1;
	table_close(rel, AccessShareLock);
	return pages == 0;
}

/*
 * Read the governed metrics registry (a local table, whatever the target).
 * Returns NIL when the registry cannot be read.
 */
List *
metrics_load(void)
{
	List	   *metrics = NIL;
	HealTarget *local = local_target();
	char	   *error = NULL;
	CatalogRows *rows;
	int			r;

	if (metrics_never_filled())
		return NIL;
	rows = catalog_read(local,
						  "SELECT name, expression, description, "
						  "       pg_catalog.array_to_string(synonyms, pg_catalog.chr(1)) "
						  "  FROM nl2sql_heal.metrics ORDER BY name",
						  0, NULL, &error);
	if (rows == NULL)
		return NIL;
	for (r = 0; r < rows->nrows; r++)
	{
		Metric	   *m = palloc0(sizeof(Metric));
		char	   *syn = CATALOG_CELL(rows, r, 3);

		m->name = CATALOG_CELL(rows, r, 0);
		m->expression = CATALOG_CELL(rows, r, 1);
		m->description = CATALOG_CELL(rows, r, 2);
		while (syn && *syn)
		{
			char	   *sep = strchr(syn, '\1');

			if (sep)
				*sep = '\0';
			if (*syn)
				m->synonyms = lappend(m->synonyms, syn);
			syn = sep ? sep + 1 : NULL;
		}
		metrics = lappend(metrics, m);
	}
	return metrics;
}

/* Is c part of a word? */
static bool
is_word_char(char c)
{
	return isalnum((unsigned char) c) || (c & 0x80);
}

/*
 * Does text name term as whole words, case-insensitively?  Underscores and
 * runs of spaces in either count as one space ("total_revenue" matches
 * "total revenue").
 */
static bool
names_term(const char *text, const char *term)
{
	const char *t;

	if (term == NULL || *term == '\0' || text == NULL)
		return false;
	for (t = text; *t; t++)
	{
		const char *a = t;
		const char *b = term;

		if (t > text && is_word_char(t[-1]))
			continue;
		while (*a && *b)
		{
			bool		sa = (*a == ' ' || *a == '_' || *a == '-');
			bool		sb = (*b == ' ' || *b == '_' || *b == '-');

			if (sa && sb)
			{
				while (*a == ' ' || *a == '_' || *a == '-')
					a++;
				while (*b == ' ' || *b == '_' || *b == '-')
					b++;
				continue;
			}
			if (tolower((unsigned char) *a) != tolower((unsigned char) *b))
				break;
			a++;
			b++;
		}
		if (*b == '\0' && !is_word_char(*a))
			return true;
	}
	return false;
}

/* The metrics a question names, by name or synonym. */
List *
metrics_named_in(List *metrics, const char *question)
{
	List	   *named = NIL;
	ListCell   *lc;

	foreach(lc, metrics)
	{
		Metric	   *m = lfirst(lc);
		bool		hit = names_term(question, m->name);
		ListCell   *sc;

		foreach(sc, m->synonyms)
		{
			if (hit)
				break;
			hit = names_term(question, lfirst(sc));
		}
		if (hit)
			named = lappend(named, m);
	}
	return named;
}

/* Lower-case sql and drop whitespace, for comparing expressions. */
static char *
squeeze(const char *sql)
{
	char	   *out = palloc(strlen(sql) + 1);
	char	   *o = out;

	for (; *sql; sql++)
	{
		if (!isspace((unsigned char) *sql))
			*o++ = tolower((unsigned char) *sql);
	}
	*o = '\0';
	return out;
}

/* The first named metric that sql does not compute with its registered expression. */
static Metric *
metric_violated(List *named, const char *sql)
{
	char	   *flat = squeeze(sql);
	ListCell   *lc;

	foreach(lc, named)
	{
		Metric	   *m = lfirst(lc);

		if (strstr(flat, squeeze(m->expression)) == NULL)
			return m;
	}
	return NULL;
}

/* sql with runs of white space made one space, trimmed, without a trailing ';'. */
static char *
normalize_space(const char *sql)
{
	StringInfoData out;
	bool		space = false;

	initStringInfo(&out);
	for (; *sql; sql++)
	{
		if (isspace((unsigned char) *sql))
		{
			space = out.len > 0;
			continue;
		}
		if (space)
			appendStringInfoChar(&out, ' ');
		space = false;
		appendStringInfoChar(&out, *sql);
	}
	while (out.len > 0 && (out.data[out.len - 1] == ';' || out.data[out.len - 1] == ' '))
		out.data[--out.len] = '\0';
	return out.data;
}

/* The earlier attempt of the step that sql repeats (white space aside), or NULL. */
static HealAttempt *
repeated_attempt(HealStep *step, const char *sql)
{
	char	   *flat = normalize_space(sql);
	int			i;

	for (i = 0; i < step->nattempts; i++)
	{
		if (strcmp(normalize_space(step->attempts[i].sql), flat) == 0)
			return &step->attempts[i];
	}
	return NULL;
}

/* The step's attempts other than the failing one, for the repair prompt. */
static List *
prior_attempts(HealStep *step, const char *failing_sql)
{
	List	   *prior = NIL;
	int			i;

	for (i = 0; i < step->nattempts; i++)
	{
		HealAttempt *a = &step->attempts[i];
		RepairPrior *p;

		if (a->sql == failing_sql)
			continue;
		p = palloc0(sizeof(RepairPrior));
		p->attempt = a->attempt;
		p->sql = a->sql;
		p->repair = a->repair;
		p->res = &a->res;
		prior = lappend(prior, p);
	}
	return prior;
}

/* Record one execution as the next attempt. */
static HealAttempt *
add_attempt(HealStep *step, const char *sql, const char *repair)
{
	HealAttempt *a = &step->attempts[step->nattempts];

	a->attempt = step->nattempts;
	a->sql = pstrdup(sql);
	a->repair = repair ? pstrdup(repair) : NULL;
	step->nattempts++;
	return a;
}

/* Add a note for the user. */
static void
add_note(HealStep *step, const char *note)
{
	ListCell   *lc;

	foreach(lc, step->notes)
	{
		if (strcmp(lfirst(lc), note) == 0)
			return;
	}
	step->notes = lappend(step->notes, pstrdup(note));
}

/* Why a failure is not repaired, in a sentence, or NULL. */
static const char *
not_repairable_note(const ExecResult *res)
{
	if (plan_guard_refused(res))
		return plan_guard_note(res);
	if (res->outcome == OUTCOME_REJECTED && strcmp(res->sqlstate, "42501") == 0 && res->hint)
		return psprintf("The query was not run: %s. %s", res->message, res->hint);
	if (res->outcome == OUTCOME_REJECTED)
		return "The query was not run: generated SQL must be one read-only query (SELECT, WITH, VALUES or TABLE).";
	if (strcmp(res->sqlstate, "42501") == 0)
		return "Permission denied is never repaired around: ask for the privilege or query what you may read.";
	if (strcmp(res->sqlstate, "57014") == 0)
		return "The query was canceled by its time limit (nl2sql_heal.statement_timeout); timeouts are not repaired.";
	return "This failure is not one the extension repairs (only unknown names, syntax and zero-row results are).";
}

/*
 * Ask the repair sources, in order, for a rewrite of base_sql.  Returns the
 * index of the source that proposed one (proposal filled, and *violated set
 * when it does not compute a metric the question names as registered), or
 * -1.  metrics is the governed registry, read once a call; named_metrics,
 * the ones the question names.  The sources work in a memory context of the attempt's own (postgres_fdw's
 * temporary context is the model): parse trees, catalog rows and prompts
 * go with it, and only the proposal and the notes are copied into
 * the step's context, so a step of several attempts holds no more than
 * their results.
 */
static int
propose_rewrite(HealStep *step, HealTarget *target, const char *base_sql,
				const ExecResult *base_res, const bool *source_off,
				List *metrics, List *named_metrics,
				RepairProposal *proposal, Metric **violated)
{
	MemoryContext stepcxt = CurrentMemoryContext;
	MemoryContext attemptcxt = AllocSetContextCreate(stepcxt, "nl2sql_heal attempt",
													 ALLOCSET_DEFAULT_SIZES);
	RepairRequest req;
	RepairProposal found;
	Metric	   *metric = NULL;
	List	   *unavailable = NIL;
	List	   *source_notes = NIL;
	int			chosen = -1;
	int			s;
	ListCell   *lc;

	MemoryContextSwitchTo(attemptcxt);
	memset(&req, 0, sizeof(req));
	req.question = step->question;
	req.sql = base_sql;
	req.failure = base_res;
	req.target = target;
	req.metrics = metrics;
	req.named_metrics = named_metrics;
	req.prior = prior_attempts(step, base_sql);
	req.source_dialect = step->source_dialect;
	req.original_sql = step->original_sql;
	req.can_write = step->can_write;

	memset(&found, 0, sizeof(found));
	for (s = 0; s < (int) NSOURCES; s++)
	{
		char	   *why = NULL;

		if (source_off[s])
			continue;
		if (!repair_sources[s]->available(&why))
		{
			if (why)
				unavailable = lappend(unavailable, why);
			continue;
		}
		memset(&found, 0, sizeof(found));
		PHASE_BEGIN(PHASE_SOURCES);
		if (repair_sources[s]->propose(&req, &found, &source_notes))
		{
			PHASE_END(PHASE_SOURCES);
			chosen = s;
			break;
		}
		PHASE_END(PHASE_SOURCES);
	}
	if (chosen >= 0)
		metric = metric_violated(req.named_metrics, found.sql);

	/* what outlives the attempt's context */
	MemoryContextSwitchTo(stepcxt);
	foreach(lc, unavailable)
		add_note(step, lfirst(lc));
	foreach(lc, source_notes)
		add_note(step, lfirst(lc));
	memset(proposal, 0, sizeof(*proposal));
	*violated = NULL;
	if (chosen >= 0)
	{
		proposal->sql = pstrdup(found.sql);
		proposal->source = pstrdup(found.source);
		proposal->ms = found.ms;
		proposal->values_probed = found.values_probed;
		foreach(lc, found.notes)
			proposal->notes = lappend(proposal->notes, pstrdup(lfirst(lc)));
		if (found.model)
		{
			proposal->model = palloc(sizeof(RepairModelInfo));
			*proposal->model = *found.model;
			if (found.model->deployment)
				proposal->model->deployment = pstrdup(found.model->deployment);
		}
		if (metric)
		{
			*violated = palloc0(sizeof(Metric));
			(*violated)->name = pstrdup(metric->name);
			(*violated)->expression = pstrdup(metric->expression);
		}
	}
	MemoryContextDelete(attemptcxt);
	return chosen;
}

/* Tell the sources that want to know how a rewrite came out; their notes go to the step. */
static void
settle_sources(HealStep *step, HealTarget *target, const RepairProposal *proposal,
			   const ExecResult *res)
{
	RepairRequest req;
	List	   *notes = NIL;
	int			s;
	ListCell   *lc;

	memset(&req, 0, sizeof(req));
	req.question = step->question;
	req.target = target;
	req.source_dialect = step->source_dialect;
	req.original_sql = step->original_sql;
	req.can_write = step->can_write;
	for (s = 0; s < (int) NSOURCES; s++)
	{
		if (repair_sources[s]->settle)
			repair_sources[s]->settle(&req, proposal, res, &notes);
	}
	foreach(lc, notes)
		add_note(step, lfirst(lc));
}

/*
 * Run the step: attempt 0, then rewrites while the budget lasts and the
 * latest outcome is repairable.
 */
void
heal_run(HealStep *step, HealTarget *target, int budget)
{
	HealAttempt *first;
	const char *base_sql;
	const ExecResult *base_res;
	bool		source_off[NSOURCES];
	int			last_empty = -1;
	bool		probed = false;
	List	   *metrics = NIL;
	List	   *named_metrics = NIL;
	int			i;

	memset(source_off, 0, sizeof(source_off));
	step->nattempts = 0;
	step->notes = NIL;

	{
		/* a declared source dialect is translated before the first execution */
		char	   *repair = NULL;
		List	   *translation_notes = NIL;
		char	   *translated = step->source_dialect == 0 ? NULL :
			source_dialect_translate(step->original_sql, step->source_dialect, &repair,
									 &translation_notes);
		ListCell   *lc;

		first = add_attempt(step, translated ? translated : step->original_sql, repair);
		foreach(lc, translation_notes)
			add_note(step, lfirst(lc));
	}
	PHASE_BEGIN(PHASE_FIRST);
	target->execute(target, first->sql, &first->res);
	PHASE_END(PHASE_FIRST);
	model_scrub_result(&first->res);
	first->repairable = outcome_repairable(&first->res, step->source_dialect);
	step->final = 0;
	step->error_from = 0;

	if (first->res.outcome == OUTCOME_OK)
	{
		step->status = STEP_OK;
		return;
	}
	if (target->name == NULL && first->res.outcome == OUTCOME_ERROR &&
		(classify_missing_remote(first->res.sqlstate, first->res.message) ||
		 strcmp(first->res.sqlstate, "42703") == 0 || strcmp(first->res.sqlstate, "42P01") == 0))
	{
		/*
		 * A wrapper says a remote name is missing (postgres_fdw passes the
		 * remote 42703 / 42P01 on; a local one never analyses, and then
		 * nothing is re-read): has a foreign table drifted?
		 */
		bool		drifted;
		List	   *drift = foreign_drift_diagnose(first->sql, &first->res, &drifted);
		ListCell   *lc;

		foreach(lc, drift)
			add_note(step, lfirst(lc));
		if (drifted)
		{
			/* the definition is out of date, not the query: no rewrite is tried, no guess made */
			step->status = STEP_FAILED;
			add_note(step, "Not repaired: the foreign table's definition no longer matches the remote table; "
					 "the query is right by it. Apply the fix above (the table's owner can), then run the query again.");
			return;
		}
	}
	if (!first->repairable)
	{
		step->status = first->res.outcome == OUTCOME_EMPTY ? STEP_EMPTY : STEP_FAILED;
		add_note(step, not_repairable_note(&first->res));
		return;
	}
	if (budget <= 0)
	{
		step->status = first->res.outcome == OUTCOME_EMPTY ? STEP_EMPTY : STEP_FAILED;
		add_note(step, "Repair is off for this call (max_attempts = 0, or nl2sql_heal.repair_max_attempts = 0).");
		return;
	}

	base_sql = first->sql;
	base_res = &first->res;
	for (i = 1; i <= budget; i++)
	{
		RepairProposal proposal;
		int			chosen;
		HealAttempt *a;
		HealAttempt *repeated;
		Metric	   *violated;
		ListCell   *lc;

		/* the registry as the call's first repair found it: one read a call */
		if (i == 1)
		{
			PHASE_BEGIN(PHASE_METRICS);
			metrics = metrics_load();
			named_metrics = metrics_named_in(metrics, step->question);
			PHASE_END(PHASE_METRICS);
		}
		chosen = propose_rewrite(step, target, base_sql, base_res, source_off, metrics, named_metrics,
								 &proposal, &violated);
		if (chosen < 0)
		{
			add_note(step, "No repair source had a confident rewrite for this failure.");
			break;
		}
		/* a rewrite built on one that rests on probed values rests on them too */
		probed = probed || proposal.values_probed;
		proposal.values_probed = probed;

		repeated = repeated_attempt(step, proposal.sql);
		a = add_attempt(step, proposal.sql, proposal.source);
		a->model = proposal.model;
		if (repeated)
		{
			/* Nothing runs: that query already failed in this step. */
			memset(&a->res, 0, sizeof(a->res));
			a->res.outcome = OUTCOME_REJECTED;
			a->res.reason = "repeats_attempt";
			a->res.message = psprintf("rewrite repeats attempt %d of this step", repeated->attempt);
			a->res.detail = psprintf("Attempt %d ran the same query (white space aside) and came to: %s.",
									 repeated->attempt, outcome_name(repeated->res.outcome));
			a->res.rows = makeStringInfo();
			appendStringInfoString(a->res.rows, "[]");
			a->repairable = false;
			add_note(step, psprintf("A rewrite by %s was refused without running it: it repeats attempt %d "
									"of this step (white space aside), which already failed.",
									proposal.source, repeated->attempt));
			/* the model is asked again, now told of this one; a rule would only repeat itself */
			if (strncmp(proposal.source, "model:", 6) != 0)
				source_off[chosen] = true;
			continue;
		}
		if (violated)
		{
			/* Nothing runs: the rewrite drifts out of the semantic contract. */
			memset(&a->res, 0, sizeof(a->res));
			a->res.outcome = OUTCOME_REJECTED;
			a->res.reason = "off_metric";
			a->res.message = psprintf("rewrite does not compute metric \"%s\" with its registered expression",
									  violated->name);
			a->res.detail = psprintf("The question names metric \"%s\", registered as %s.",
									 violated->name, violated->expression);
			a->res.rows = makeStringInfo();
			appendStringInfoString(a->res.rows, "[]");
			a->repairable = false;
			add_note(step, psprintf("A rewrite by %s was rejected: it does not compute metric \"%s\" as registered (%s).",
									proposal.source, violated->name, violated->expression));
			source_off[chosen] = true;
			continue;
		}

		PHASE_BEGIN(PHASE_ATTEMPT);
		target->execute(target, a->sql, &a->res);
		PHASE_END(PHASE_ATTEMPT);
		model_scrub_result(&a->res);
		/* the source's own queries (value probes) are part of what the attempt cost */
		a->res.ms += proposal.ms;
		a->repairable = outcome_repairable(&a->res, step->source_dialect);
		settle_sources(step, target, &proposal, &a->res);
		if (a->res.outcome == OUTCOME_OK)
		{
			step->status = STEP_REPAIRED;
			step->final = a->attempt;
			foreach(lc, proposal.notes)
				add_note(step, lfirst(lc));
			return;
		}
		if (a->res.outcome == OUTCOME_EMPTY)
			last_empty = a->attempt;
		if (plan_guard_refused(&a->res))
			add_note(step, plan_guard_note(&a->res));
		if (repair_sources[chosen] == &memory_repair_source)
		{
			/* a remembered rewrite that failed is no base: the others start from the original */
			source_off[chosen] = true;
			continue;
		}
		if (!a->repairable)
			break;
		/* Build on the rewrite: it got further than what it replaced. */
		base_sql = a->sql;
		base_res = &a->res;
		source_off[chosen] = false;
	}

	if (first->res.outcome == OUTCOME_EMPTY)
	{
		step->status = STEP_EMPTY;
		step->final = 0;
		add_note(step, "The query ran but returned no rows, and no rewrite found any.");
	}
	else if (last_empty > 0)
	{
		/* A rewrite ran cleanly but found nothing: better than the original error. */
		step->status = STEP_EMPTY;
		step->final = last_empty;
		add_note(step, psprintf("The original query failed (%s); a rewrite by %s ran but returned no rows.",
								first->res.message, step->attempts[last_empty].repair));
	}
	else
	{
		step->status = STEP_FAILED;
		step->final = 0;
		step->error_from = 0;
		if (step->nattempts > 1)
			add_note(step, "Repair did not succeed; the result reports the original failure.");
	}
}
