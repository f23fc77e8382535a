/*
 * spi_plans.c — SPI statements prepared once per backend.
 */
#include "postgres.h"

#include "executor/spi.h"

#include "spi_plans.h"

/* Prepare a statement once and keep it for the life of the backend. */
SPIPlanPtr
prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types)
{
	if (*slot == NULL)
	{
		/* generic plans: custom ones would be re-planned on every call */
		SPIPlanPtr	plan = SPI_prepare_cursor(sql, nargs, types, CURSOR_OPT_GENERIC_PLAN);

		if (plan == NULL)
			elog(ERROR, "could not prepare statement: %s",
				 SPI_result_code_string(SPI_result));
		SPI_keepplan(plan);
		*slot = plan;
	}
	return *slot;
}
