/*
 * phase_timing.c — the phase timers of a benchmark build (see
 * phase_timing.h).  Each backend adds up the time and the count of each
 * phase and logs them when it exits, one line that bench/phases.sh reads:
 *   nl2sql_heal phases: call=<ns>/<count> heal=<ns>/<count> ...
 */
#include "postgres.h"

#include "phase_timing.h"

#ifdef NL2SQL_HEAL_PHASE_TIMING

#include "lib/stringinfo.h"
#include "portability/instr_time.h"
#include "miscadmin.h"
#include "storage/ipc.h"

static const char *const phase_names[NPHASES] = {
	"call", "heal", "run", "parse", "policy_raw", "literals", "analyse", "plan",
	"policy_planned", "guard", "execute", "result_json", "receipt",
	"metrics", "sources", "journal", "rules", "validate", "catalog"
};
static instr_time phase_started[NPHASES];
static uint64 phase_ns[NPHASES];
static uint64 phase_count[NPHASES];
static int	phase_report_pid = 0;	/* the process whose exit reports */

static void phase_report(int code, Datum arg);

void
phase_begin(Phase p)
{
	/* registered in the backend (a preloading postmaster's exit list is not inherited) */
	if (phase_report_pid != MyProcPid)
	{
		before_shmem_exit(phase_report, (Datum) 0);
		phase_report_pid = MyProcPid;
	}
	INSTR_TIME_SET_CURRENT(phase_started[p]);
}

void
phase_end(Phase p)
{
	instr_time	now;

	INSTR_TIME_SET_CURRENT(now);
	INSTR_TIME_SUBTRACT(now, phase_started[p]);
	phase_ns[p] += (uint64) (INSTR_TIME_GET_DOUBLE(now) * 1e9);
	phase_count[p]++;
}

static void
phase_report(int code, Datum arg)
{
	StringInfoData buf;
	int			p;

	if (phase_count[PHASE_CALL] == 0)
		return;
	initStringInfo(&buf);
	for (p = 0; p < NPHASES; p++)
		appendStringInfo(&buf, " %s=" UINT64_FORMAT "/" UINT64_FORMAT,
						 phase_names[p], phase_ns[p], phase_count[p]);
	elog(LOG, "nl2sql_heal phases:%s", buf.data);
}

#endif
