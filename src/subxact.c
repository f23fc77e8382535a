/*
 * subxact.c — internal subtransactions (see subxact.h).
 */
#include "postgres.h"

#include "subxact.h"

#include "access/xact.h"
#include "miscadmin.h"
#include "parser/parser.h"

void
subxact_begin(MemoryContext cxt)
{
	BeginInternalSubTransaction(NULL);
	/* BeginInternalSubTransaction switches to the subtransaction's context */
	MemoryContextSwitchTo(cxt);
}

void
subxact_commit(MemoryContext callercxt, ResourceOwner oldowner)
{
	ReleaseCurrentSubTransaction();
	MemoryContextSwitchTo(callercxt);
	CurrentResourceOwner = oldowner;
}

ErrorData *
subxact_abort_own_cancel(MemoryContext callercxt, ResourceOwner oldowner, bool cancel_is_ours)
{
	ErrorData  *edata;

	MemoryContextSwitchTo(callercxt);
	edata = CopyErrorData();
	FlushErrorState();
	RollbackAndReleaseCurrentSubTransaction();
	MemoryContextSwitchTo(callercxt);
	CurrentResourceOwner = oldowner;
	if ((edata->sqlerrcode == ERRCODE_QUERY_CANCELED && !cancel_is_ours) || ProcDiePending)
		ReThrowError(edata);
	return edata;
}

void
subxact_rollback(MemoryContext callercxt, ResourceOwner oldowner)
{
	RollbackAndReleaseCurrentSubTransaction();
	MemoryContextSwitchTo(callercxt);
	CurrentResourceOwner = oldowner;
}

ErrorData *
subxact_abort(MemoryContext callercxt, ResourceOwner oldowner)
{
	return subxact_abort_own_cancel(callercxt, oldowner, false);
}

bool
subxact_raw_parse(const char *sql, List **tree, ErrorData **error)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	List	   *volatile parsed = NIL;
	volatile bool ok = false;

	if (error)
		*error = NULL;
	subxact_begin(callercxt);
	PG_TRY();
	{
		parsed = raw_parser(sql, RAW_PARSE_DEFAULT);
		ok = true;
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		if (error)
			*error = edata;
		else
			FreeErrorData(edata);
	}
	PG_END_TRY();
	*tree = parsed;
	return ok;
}
