/*
 * classify.h — is a failed outcome repairable?  Pure C: decided from the
 * SQLSTATE, the message shape and row counts only, never from model prose.
 */
#ifndef NL2SQL_HEAL_CLASSIFY_H
#define NL2SQL_HEAL_CLASSIFY_H

#include <stdbool.h>

/*
 * An error is repairable when its SQLSTATE is in class 42 other than 42501,
 * or, for errors without a specific SQLSTATE (empty, XX000, HV...), when its
 * message has a known repairable shape.
 */
extern bool classify_error_repairable(const char *sqlstate, const char *message);

/* Does the message have one of the known repairable shapes? */
extern bool classify_message_repairable(const char *message);

/*
 * Is this a wrapper's error (XX000, HV...) whose message says a remote
 * table, column or database is not there (foreign drift, see foreign_drift.c)?
 */
extern bool classify_missing_remote(const char *sqlstate, const char *message);

#endif
