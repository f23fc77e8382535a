/*
 * repair.h — the interface between the heal loop and its repair sources.
 *
 * A repair source looks at a failing query and its real error, re-reads
 * what it needs of the live schema through the target, and proposes one
 * rewrite.  It never executes the query and never writes receipts: the loop
 * in heal.c does both.
 */
#ifndef NL2SQL_HEAL_REPAIR_H
#define NL2SQL_HEAL_REPAIR_H

#include "target.h"

/* A governed metric from nl2sql_heal.metrics. */
typedef struct Metric
{
	char	   *name;
	char	   *expression;
	char	   *description;
	List	   *synonyms;		/* char * */
} Metric;

/* An earlier attempt of the step. */
typedef struct RepairPrior
{
	int			attempt;		/* 0 = the original */
	const char *sql;
	const char *repair;			/* NULL for the original */
	const ExecResult *res;
} RepairPrior;

typedef struct RepairRequest
{
	const char *question;
	const char *sql;			/* the failing query */
	const ExecResult *failure;	/* how it failed (error, or zero rows) */
	HealTarget *target;			/* where it runs and whose catalog to read */
	List	   *metrics;		/* Metric *, re-read for this attempt */
	List	   *named_metrics;	/* the metrics the question names */
	List	   *prior;			/* RepairPrior *: the step's other attempts, oldest first */
	int			source_dialect; /* SourceDialect (conversions.h) the query was written for */
	const char *original_sql;	/* the step's query as given (attempt 0) */
	bool		can_write;		/* the transaction may write (not read-only) */
} RepairRequest;

/* What the model call behind a rewrite cost (NULL for rules). */
typedef struct RepairModelInfo
{
	char	   *deployment;
	double		ms;				/* latency of the call, retries included */
	long		tokens_in;		/* -1 when the provider did not say */
	long		tokens_out;
} RepairModelInfo;

typedef struct RepairProposal
{
	char	   *sql;			/* the rewrite */
	char	   *source;			/* "rule:moved_schema", "model:reasoning", ... */
	List	   *notes;			/* char *: what changed and why, for the user */
	RepairModelInfo *model;		/* the model call behind it, or NULL */
	double		ms;				/* queries the source ran to make it (value probes) */
	bool		values_probed;	/* it rests on values read now: never remembered */
} RepairProposal;

typedef struct RepairSource
{
	const char *name;
	/* Is the source usable now?  If not, *why (may stay NULL) says so. */
	bool		(*available) (char **why);
	/* Propose a rewrite; false when there is no confident one.  Degradations go to *notes. */
	bool		(*propose) (const RepairRequest *req, RepairProposal *out, List **notes);

	/*
	 * Optional: told how every rewrite that ran came out (whichever source
	 * proposed it), after it ran.  Notes for the user go to *notes.
	 */
	void		(*settle) (const RepairRequest *req, const RepairProposal *proposal,
						   const ExecResult *res, List **notes);
} RepairSource;

/* remembered.c: remembered repairs, asked first */
extern const RepairSource memory_repair_source;

/* rules.c */
extern const RepairSource rules_repair_source;

/* model.c (absent: the model tier is off) */
extern const RepairSource model_repair_source;

#endif
