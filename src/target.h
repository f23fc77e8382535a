/*
 * target.h — the types every backend file shares: what one execution of a
 * query came to (ExecResult), where queries run (HealTarget: this database,
 * execute.c, or a foreign server, remote.c), and catalog rows.
 *
 * Control flows from the entry points (nl2sql_heal.c, ask.c) down: heal.c
 * runs a step through a HealTarget and asks the repair sources (rules.c,
 * model.c; repair.h) for rewrites; they read the catalog through the same
 * target; receipts.c records the step.  No file calls back up: test/ci/cycles.sh
 * checks that the files of src/ form no dependency cycle.
 */
#ifndef NL2SQL_HEAL_TARGET_H
#define NL2SQL_HEAL_TARGET_H

#include "pg_compat.h"

#include "lib/stringinfo.h"
#include "nodes/pg_list.h"
#include "utils/palloc.h"
#include "utils/resowner.h"

/* What one execution of a query came to. */
typedef enum HealOutcome
{
	OUTCOME_OK,					/* ran, returned rows */
	OUTCOME_EMPTY,				/* ran, returned no rows */
	OUTCOME_ERROR,				/* raised an error */
	OUTCOME_REJECTED			/* refused by the safety checks; nothing ran */
} HealOutcome;

/* The outcome's name as it appears in results and receipts. */
static inline const char *
outcome_name(HealOutcome outcome)
{
	switch (outcome)
	{
		case OUTCOME_OK:
			return "ok";
		case OUTCOME_EMPTY:
			return "empty";
		case OUTCOME_ERROR:
			return "error";
		case OUTCOME_REJECTED:
			return "rejected";
	}
	return "error";
}

/* One execution (or validation) of one query, with what it returned. */
typedef struct ExecResult
{
	HealOutcome outcome;
	char		sqlstate[6];	/* "00000" when it ran; "" when a rewrite was refused unrun */
	const char *reason;			/* why a rewrite was refused unrun (repeats_attempt,
								 * off_metric): no server error, so no SQLSTATE; else NULL */
	char	   *message;		/* error fields, NULL when it ran */
	char	   *detail;
	char	   *hint;
	int			position;		/* 1-based character offset of the error, 0 if none */
	int			ncolumns;
	char	  **columns;
	StringInfo	rows;			/* captured rows as a JSON array of arrays */
	int64		rows_captured;
	int64		row_count;		/* rows the query produced (counted past the cap) */
	bool		truncated;		/* rows holds fewer rows than row_count */
	double		ms;
} ExecResult;

/* Where queries run: this database (name NULL) or a foreign server. */
typedef struct HealTarget HealTarget;

/* Rows of a catalog query: text cells, NULL for SQL NULL. */
typedef struct CatalogRows
{
	int			nrows;
	int			ncols;
	char	  **cells;			/* nrows * ncols, row-major */
} CatalogRows;

#define CATALOG_CELL(r, row, col) ((r)->cells[(row) * (r)->ncols + (col)])

struct HealTarget
{
	const char *name;			/* NULL for this database */
	/* Run sql under the safety rules; never throws for the query's own errors. */
	void		(*execute) (HealTarget *target, const char *sql, ExecResult *res);
	/* Parse and analyse sql without running it; res->outcome OK or ERROR. */
	void		(*validate) (HealTarget *target, const char *sql, ExecResult *res);
	/* Read the catalog as the calling role; NULL (with *error set) on failure. */
	CatalogRows *(*catalog) (HealTarget *target, const char *sql, int nparams,
							 const char *const *params, char **error);
	void	   *private_data;
};

#endif							/* NL2SQL_HEAL_TARGET_H */
