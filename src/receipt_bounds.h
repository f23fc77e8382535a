/*
 * receipt_bounds.h — how much of a call the receipt tables keep: stored texts
 * cut at nl2sql_heal.receipt_text_max, captured rows kept per
 * nl2sql_heal.receipt_rows.  Superuser settings, so that no role can make
 * the extension store more than they allow per call.
 */
#ifndef NL2SQL_HEAL_RECEIPT_BOUNDS_H
#define NL2SQL_HEAL_RECEIPT_BOUNDS_H

#include "postgres.h"

#include "nodes/pg_list.h"

/* Define the settings (from _PG_init). */
extern void receipt_bounds_init(void);

/*
 * A text as stored: s itself when it fits, else its first
 * nl2sql_heal.receipt_text_max bytes (whole characters) followed by
 * " [cut: <length> bytes, sha256 <hex>]".  NULL stays NULL.
 */
extern const char *receipt_text_bounded(const char *s);

/* nl2sql_heal.receipt_text_max in bytes: also the bound on a stored verdict's JSON text. */
extern size_t receipt_text_max_bytes(void);

/* Is s (not NULL) within nl2sql_heal.receipt_text_max, so stored whole? */
extern bool receipt_text_fits(const char *s);

/*
 * Captured rows (a JSON array of row arrays) as stored: all of them, the
 * whole rows that fit in nl2sql_heal.receipt_rows_max, or none (NULL).
 * *note: NULL, or a sentence for the step's notes saying what was left out.
 */
extern const char *receipt_rows_bounded(const char *rows, int64 captured, char **note);

#endif							/* NL2SQL_HEAL_RECEIPT_BOUNDS_H */
