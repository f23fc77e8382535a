/*
 * heal.h — one step of a receipt: run a query, and repair it a bounded
 * number of times when its failure is repairable.
 */
#ifndef NL2SQL_HEAL_HEAL_H
#define NL2SQL_HEAL_HEAL_H

#include "target.h"
#include "repair.h"

/* nl2sql_heal.repair_max_attempts: rewrites per step, 0..HEAL_MAX_ATTEMPTS_LIMIT */
extern int	heal_repair_max_attempts;

#define HEAL_MAX_ATTEMPTS_LIMIT 5
#define HEAL_MAX_ATTEMPTS_DEFAULT 2

typedef struct HealAttempt
{
	int			attempt;		/* 0 = the original */
	char	   *sql;
	char	   *repair;			/* NULL for attempt 0, else the source */
	bool		repairable;
	ExecResult	res;
	RepairModelInfo *model;		/* the model call behind the rewrite, or NULL */
} HealAttempt;

typedef enum HealStatus
{
	STEP_OK,
	STEP_REPAIRED,
	STEP_EMPTY,
	STEP_FAILED
} HealStatus;

/* The status's name as it appears in results and receipts. */
static inline const char *
heal_status_name(HealStatus status)
{
	switch (status)
	{
		case STEP_OK:
			return "ok";
		case STEP_REPAIRED:
			return "repaired";
		case STEP_EMPTY:
			return "empty";
		case STEP_FAILED:
			return "failed";
	}
	return "failed";
}

typedef struct HealStep
{
	const char *question;
	const char *original_sql;
	const char *target_name;	/* NULL for this database */
	HealAttempt attempts[HEAL_MAX_ATTEMPTS_LIMIT + 1];
	int			nattempts;
	int			final;			/* index of the attempt whose rows are reported */
	int			error_from;		/* index of the attempt whose error is reported */
	HealStatus	status;
	List	   *notes;			/* char * */
	int			source_dialect; /* SourceDialect (conversions.h): declared, or SRC_NONE */
	bool		can_write;		/* repairs may be remembered (the transaction can write) */
} HealStep;

/* Define nl2sql_heal.repair_max_attempts (from _PG_init). */
extern void heal_init(void);
extern void heal_run(HealStep *step, HealTarget *target, int budget);
extern List *metrics_load(void);
extern List *metrics_named_in(List *metrics, const char *question);

#endif
