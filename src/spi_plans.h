/*
 * spi_plans.h — SPI statements prepared once and kept for the life of the
 * backend, for the extension's own queries (receipts, verdicts, the journal,
 * remembered repairs).
 */
#ifndef NL2SQL_HEAL_SPI_PLANS_H
#define NL2SQL_HEAL_SPI_PLANS_H

#include "executor/spi.h"

/*
 * The statement in *slot, prepared (with a generic plan) and kept on first
 * use.  Call inside SPI_connect; raises when the statement cannot be
 * prepared, which is a bug of the extension.
 */
extern SPIPlanPtr prepare_kept(SPIPlanPtr *slot, const char *sql, int nargs, Oid *types);

/*
 * The statement sql with nargs parameters of types, prepared on first use
 * and kept by its text for the life of the backend (*kept true), or, past
 * the number of texts kept, prepared for this use only (*kept false).  A
 * kept statement has a generic plan, made once.  Call inside SPI_connect;
 * NULL when it cannot be prepared (SPI_result says why).
 */
extern SPIPlanPtr prepare_kept_text(const char *sql, int nargs, Oid *types, bool *kept);

#endif							/* NL2SQL_HEAL_SPI_PLANS_H */
