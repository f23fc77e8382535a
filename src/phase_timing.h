/*
 * phase_timing.h — timers around each phase of a heal_execute call, for the
 * per-phase table of bench/phases.sh.  Compiled in only by a benchmark build
 * (make PHASE_TIMING=1); otherwise every timer is nothing.
 */
#ifndef NL2SQL_HEAL_PHASE_TIMING_H
#define NL2SQL_HEAL_PHASE_TIMING_H

typedef enum Phase
{
	PHASE_CALL,					/* the whole heal_execute call */
	PHASE_HEAL,					/* the heal loop, remembered repairs included */
	PHASE_RUN,					/* one local execution, set-up and clean-up included */
	PHASE_PARSE,				/* raw_parser */
	PHASE_POLICY_RAW,			/* the safety check and the policy on the raw tree */
	PHASE_LITERALS,				/* ... of which: the analysis that types string literals */
	PHASE_ANALYSE,				/* parse analysis and rewriting */
	PHASE_PLAN,					/* planning, the planner hook's policy walk included */
	PHASE_POLICY_PLANNED,		/* ... of which: the policy walk of the analysed query */
	PHASE_GUARD,				/* the plan guard's check */
	PHASE_EXECUTE,				/* executor start to end, rows captured as JSON */
	PHASE_RESULT_JSON,			/* the result's jsonb (rows and step) */
	PHASE_RECEIPT,				/* packing the receipt and queueing or writing it */
	/* the repair path */
	PHASE_METRICS,				/* the governed-metrics registry, re-read per attempt */
	PHASE_SOURCES,				/* the repair sources' proposals (rules, model) */
	PHASE_JOURNAL,				/* ... of which: the journal rule */
	PHASE_RULES,				/* ... of which: every other rule */
	PHASE_VALIDATE,				/* ... of which: parse analysis of each rule edit */
	PHASE_CATALOG,				/* catalog reads (schema re-read, journal, metrics) */
	PHASE_SCHEMA,				/* ... of which: the live schema (schema.c), cached or read */
	PHASE_JUDGE,				/* the rule pass's judge of names and self-comparisons */
	PHASE_FIRST,				/* the first execution: the query as written */
	PHASE_ATTEMPT,				/* each rewrite's execution (the first excluded) */
	NPHASES
} Phase;

/*
 * Named timers (one per rule function, up to PHASE_NAMED_MAX slots): the
 * slot is the caller's index, the name what the table prints.
 */
#define PHASE_NAMED_MAX 32

#ifdef NL2SQL_HEAL_PHASE_TIMING
extern void phase_begin(Phase p);
extern void phase_end(Phase p);
extern void phase_named_begin(int slot);
extern void phase_named_end(int slot, const char *name);
#define PHASE_BEGIN(p) phase_begin(p)
#define PHASE_END(p) phase_end(p)
#define PHASE_NAMED_BEGIN(slot) phase_named_begin(slot)
#define PHASE_NAMED_END(slot, name) phase_named_end(slot, name)
#else
#define PHASE_BEGIN(p) ((void) 0)
#define PHASE_END(p) ((void) 0)
#define PHASE_NAMED_BEGIN(slot) ((void) 0)
#define PHASE_NAMED_END(slot, name) ((void) 0)
#endif

#endif							/* NL2SQL_HEAL_PHASE_TIMING_H */
