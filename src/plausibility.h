/*
 * plausibility.h — check_answer and the audit_answer trigger: does a prose
 * answer follow from the rows a receipt's steps returned? The rules are
 * verdict.c's; this side reads the receipt and stores the verdict.
 */
#ifndef NL2SQL_HEAL_PLAUSIBILITY_H
#define NL2SQL_HEAL_PLAUSIBILITY_H

#include "nodes/pg_list.h"

/* The verdict on one answer. */
typedef struct AnswerVerdict
{
	bool		plausible;
	const char *reason;			/* "grounded", "ungrounded_figures", ... */
	char	   *json;			/* the verdict as check_answer returns it, as text */
	Datum		verdict;		/* the same, jsonb */
	List	   *ungrounded;		/* char *: the ungrounded figures as written */
	bool		stored;			/* written to the receipt (false in a read-only transaction) */
} AnswerVerdict;

/*
 * Check the answer against every step of the receipt and store the verdict
 * on it. Raises 42704 for a receipt the caller cannot see and 42501 for one
 * the caller may see but not write (another role's).
 */
/* Define check_answer's settings (from _PG_init). */
extern void plausibility_init(void);

extern void plausibility_check(int64 receipt_id, const char *answer, AnswerVerdict *out);

#endif
