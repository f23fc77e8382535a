/*
 * dialect_idioms.h — whole foreign idioms that mean one PostgreSQL construct,
 * recognised before the construct-by-construct mapping of dialect.c (which
 * would translate their parts literally, into something longer or wrong).
 *
 * Pure C: no PostgreSQL headers.
 */
#ifndef NL2SQL_HEAL_DIALECT_IDIOMS_H
#define NL2SQL_HEAL_DIALECT_IDIOMS_H

#include "dialect.h"

/*
 * sql with every idiom rewritten, malloc'd; NULL when there is none (or
 * memory ran out).  *notes receives up to maxnotes static sentences, one
 * per kind of idiom found; *nnotes their number.  stop, when not NULL, is
 * asked every DIALECT_STOP_EVERY tokens: stopped, NULL.
 */
extern char *dialect_idioms_rewrite(const char *sql, const char **notes, int maxnotes, int *nnotes,
									const DialectStop *stop);

#endif
