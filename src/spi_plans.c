/*
 * spi_plans.c — SPI statements prepared once per backend.
 */
#include "postgres.h"

#include "executor/spi.h"
#include "utils/memutils.h"

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

/*
 * Statements kept by their text: catalog queries the extension builds
 * (a few static texts, some with a handful of variants).  Past
 * KEPT_BY_TEXT_MAX texts, a new one is prepared for this use only.
 */
#define KEPT_BY_TEXT_MAX 64

typedef struct KeptByText
{
	char	   *sql;
	int			nargs;
	SPIPlanPtr	plan;
} KeptByText;

static KeptByText kept_by_text[KEPT_BY_TEXT_MAX];
static int	nkept_by_text = 0;

/* The statement for sql, prepared once and kept (see spi_plans.h). */
SPIPlanPtr
prepare_kept_text(const char *sql, int nargs, Oid *types, bool *kept)
{
	SPIPlanPtr	plan;
	int			i;

	for (i = 0; i < nkept_by_text; i++)
	{
		if (kept_by_text[i].nargs == nargs && strcmp(kept_by_text[i].sql, sql) == 0)
		{
			*kept = true;
			return kept_by_text[i].plan;
		}
	}
	*kept = false;
	if (nkept_by_text >= KEPT_BY_TEXT_MAX)
		return SPI_prepare(sql, nargs, types);
	/* a generic plan, made once: planning a catalog query can cost more than running it */
	plan = SPI_prepare_cursor(sql, nargs, types, CURSOR_OPT_GENERIC_PLAN);
	if (plan == NULL)
		return NULL;
	SPI_keepplan(plan);
	kept_by_text[nkept_by_text].sql = MemoryContextStrdup(TopMemoryContext, sql);
	kept_by_text[nkept_by_text].nargs = nargs;
	kept_by_text[nkept_by_text].plan = plan;
	nkept_by_text++;
	*kept = true;
	return plan;
}
