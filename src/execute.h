/*
 * execute.h — running one untrusted query safely in this database, and the
 * settings that bound every execution (local and remote).
 */
#ifndef NL2SQL_HEAL_EXECUTE_H
#define NL2SQL_HEAL_EXECUTE_H

#include "target.h"

/* Settings (nl2sql_heal.statement_timeout, max_rows, max_bytes). */
extern int	heal_statement_timeout_ms;
extern int	heal_max_rows;
extern int	heal_max_bytes;

/* Define the settings and register the statement timer (from _PG_init). */
extern void execute_init(void);

/* The target for this database. */
extern HealTarget *local_target(void);

/* Fill res from an error caught while running a query. */
extern void result_from_error(ExecResult *res, ErrorData *edata);

/* One value, as its output text, appended to a JSON row; can jsonb hold a json text? */
extern void append_json_text(StringInfo buf, const char *text, bool isnull, Oid typid);
extern bool json_fits_jsonb(const char *json);

#endif							/* NL2SQL_HEAL_EXECUTE_H */
