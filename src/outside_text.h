/*
 * outside_text.h — text that comes from outside the database (a model's
 * reply, a remote server's rows and errors, an HTTP response), checked
 * against the database encoding before it is run, stored or returned.
 */
#ifndef NL2SQL_HEAL_OUTSIDE_TEXT_H
#define NL2SQL_HEAL_OUTSIDE_TEXT_H

#include "postgres.h"

/* Is text (len bytes) valid in the database encoding, with no NUL? */
extern bool outside_text_valid(const char *text, size_t len);

/*
 * A palloc'd copy of text, valid in the database encoding: each byte of an
 * invalid sequence becomes '?'.  NULL stays NULL.
 */
extern char *outside_text_repaired(const char *text);

#endif
