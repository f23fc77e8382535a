/*
 * nl2sql_heal.h — settings and the types shared by the backend files.
 *
 * Data flows one way: heal_execute (heal.c) → execute (execute.c / remote.c)
 * → classify (classify.c) → repair sources (rules.c, model.c) → execute again
 * → receipts (receipts.c).
 */
#ifndef NL2SQL_HEAL_H
#define NL2SQL_HEAL_H

#include "postgres.h"

#include "pg_compat.h"

#include "lib/stringinfo.h"
#include "nodes/pg_list.h"
#include "utils/palloc.h"
#include "utils/resowner.h"

/* Settings (GUCs under nl2sql_heal.*), defined in nl2sql_heal.c. */
extern int	heal_repair_max_attempts;
extern int	heal_statement_timeout_ms;
extern int	heal_max_rows;
extern int	heal_max_bytes;
extern bool heal_synchronous_receipts;

#define HEAL_MAX_ATTEMPTS_LIMIT 5
#define HEAL_MAX_ATTEMPTS_DEFAULT 2

/* What one execution of a query came to. */
typedef enum HealOutcome
{
	OUTCOME_OK,					/* ran, returned rows */
	OUTCOME_EMPTY,				/* ran, returned no rows */
	OUTCOME_ERROR,				/* raised an error */
	OUTCOME_REJECTED			/* refused by the safety checks; nothing ran */
} HealOutcome;

/* One execution (or validation) of one query, with what it returned. */
typedef struct ExecResult
{
	HealOutcome outcome;
	char		sqlstate[6];	/* "00000" when it ran */
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

/* execute.c */
extern HealTarget *local_target(void);
extern const char *exec_check_safety(List *raw_parsetree_list, const char **sqlstate);
extern const char *outcome_name(HealOutcome outcome);
extern ErrorData *subxact_abort(MemoryContext callercxt, ResourceOwner oldowner);
extern void result_from_error(ExecResult *res, ErrorData *edata);
extern void append_json_text(StringInfo buf, const char *text, bool isnull, Oid typid);
extern void exec_init_timeout(void);
extern bool json_fits_jsonb(const char *json);

/* remote.c */
extern HealTarget *remote_target(const char *server_name);

#endif							/* NL2SQL_HEAL_H */
