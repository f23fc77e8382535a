/*
 * source_dialect.h — the declared source dialect (source_dialect.c).
 */
#ifndef NL2SQL_HEAL_SOURCE_DIALECT_H
#define NL2SQL_HEAL_SOURCE_DIALECT_H

#include "nodes/pg_list.h"

extern void source_dialect_init(void);

/* The dialect a call's argument names (NULL: the setting); raises for an unknown name. */
extern int	source_dialect_resolve(const char *name);

/*
 * sql translated for dialect (a SourceDialect), or NULL when nothing changes;
 * *repair names the translation and a note is added to *notes.
 */
extern char *source_dialect_translate(const char *sql, int dialect, char **repair, List **notes);

#endif
