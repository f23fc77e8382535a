/*
 * read_only.h — is a raw parse tree exactly one read-only statement?  The
 * first check on every generated query, local (execute.c) or remote
 * (remote.c), and on every query string a function it calls would run
 * (policy.c).
 */
#ifndef NL2SQL_HEAL_READ_ONLY_H
#define NL2SQL_HEAL_READ_ONLY_H

#include "postgres.h"

#include "nodes/pg_list.h"

/* NULL when it is; else why not, with the SQLSTATE to report in *sqlstate. */
extern const char *exec_check_safety(List *raw_parsetree_list, const char **sqlstate);

#endif							/* NL2SQL_HEAL_READ_ONLY_H */
