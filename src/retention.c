/*
 * retention.c — the retention settings.  The pruning itself is SQL
 * (nl2sql_heal.prune_receipts(), in the install script), run by a scheduler
 * such as pg_cron; it reads these settings through pg_settings, in minutes.
 */
#include "retention.h"

#include <limits.h>

#include "utils/guc.h"

static int	receipt_retention_min = 0;
static int	journal_retention_min = 0;

void
retention_init(void)
{
	DefineCustomIntVariable("nl2sql_heal.receipt_retention",
							"Age past which prune_receipts() deletes receipts and unused remembered repairs.",
							"0 keeps them forever. Units: min, h, d (for example 30d).",
							&receipt_retention_min,
							0, 0, INT_MAX,
							PGC_SUSET, GUC_UNIT_MIN, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.journal_retention",
							"Age past which prune_receipts() deletes schema_journal entries.",
							"0 keeps them forever. Repairs cannot follow a change whose entry is gone.",
							&journal_retention_min,
							0, 0, INT_MAX,
							PGC_SUSET, GUC_UNIT_MIN, NULL, NULL, NULL);
}
