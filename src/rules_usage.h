/*
 * rules_usage.h — how a failing query uses a name, from its raw parse tree:
 * the type evidence the column matcher weighs with the name evidence
 * (usage_fit.h).
 */
#ifndef NL2SQL_HEAL_RULES_USAGE_H
#define NL2SQL_HEAL_RULES_USAGE_H

#include "rules_query.h"
#include "usage_fit.h"

/*
 * The uses of every reference written like refs (a list of QueryRef *: the
 * references the rewrite would change): compared with a literal, summed or
 * averaged, given to EXTRACT, equated with a column of known type.
 */
extern void rules_usage_of(QueryInfo *q, List *refs, NameUsage *usage);

#endif
