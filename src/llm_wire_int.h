/*
 * llm_wire_int.h — what the llm_wire_*.c files share (not for callers:
 * they include llm_wire.h).
 */
#ifndef NL2SQL_HEAL_LLM_WIRE_INT_H
#define NL2SQL_HEAL_LLM_WIRE_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "sqltok.h"

/*
 * llm_wire.c: append n bytes made safe for prompts and JSON: invalid UTF-8 bytes become
 * '?', control characters other than newline, tab and carriage return become
 * spaces (so do all of them when one_line).  Byte length is preserved, which
 * lets budgets be computed on the raw text.
 */
extern void wire_append_clean(SqlBuf *sb, const char *s, size_t n, bool one_line);

#endif							/* NL2SQL_HEAL_LLM_WIRE_INT_H */
