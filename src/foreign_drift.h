/*
 * foreign_drift.h — a foreign table whose remote table changed under it.
 */
#ifndef NL2SQL_HEAL_FOREIGN_DRIFT_H
#define NL2SQL_HEAL_FOREIGN_DRIFT_H

#include "target.h"

/*
 * The query failed in a foreign-data wrapper with a message that says a
 * remote table or column is missing (or with a PostgreSQL wrapper's remote
 * 42703 / 42P01: a query that does not analyse here reads nothing).  Re-read the live remote definition of
 * each foreign table the query reads (IMPORT FOREIGN SCHEMA ... LIMIT TO
 * into a throwaway schema, rolled back) and compare it with the local one.
 * Returns the notes for the user, each naming what drifted and the
 * statement that fixes it (NIL when nothing drifted).  *diagnosed is set
 * when drift was found: then the failure is not the query's.
 */
extern List *foreign_drift_diagnose(const char *sql, const ExecResult *res, bool *diagnosed);

#endif
