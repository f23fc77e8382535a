/*
 * phase_timing.c — the phase timers of a benchmark build (see
 * phase_timing.h).  Each backend adds up the time and the count of each
 * phase and logs them when it exits, one line that bench/phases.sh reads:
 *   nl2sql_heal phases: call=<ns>/<count> heal=<ns>/<count> ...
 * With NL2SQL_HEAL_PHASE_CALLS set in the server's environment, each
 * heal_execute call also logs its own line (bench/repair_phases.sh reads
 * them for medians and p95 per phase):
 *   nl2sql_heal call: cpu=<ns> call=<wall ns>:<cpu ns> heal=... rule.<name>=<cpu ns> ...
 * where cpu is the backend's CPU time during the call (the wall clock
 * counts the waits for a core of a loaded machine; CPU time does not).
 * The rule timers count only then.
 */
#include "postgres.h"

#include "phase_timing.h"

#ifdef NL2SQL_HEAL_PHASE_TIMING

#include <time.h>

#include "lib/stringinfo.h"
#include "portability/instr_time.h"
#include "miscadmin.h"
#include "storage/ipc.h"

static const char *const phase_names[NPHASES] = {
	"call", "heal", "run", "parse", "policy_raw", "literals", "analyse", "plan",
	"policy_planned", "guard", "execute", "result_json", "receipt",
	"metrics", "sources", "journal", "rules", "validate", "catalog",
	"schema", "judge", "first", "attempt"
};
static instr_time phase_started[NPHASES];
static uint64 phase_cpu_started[NPHASES];
static uint64 phase_ns[NPHASES];
static uint64 phase_cpu_ns[NPHASES];	/* counted only with per-call lines */
static uint64 phase_count[NPHASES];
static int	phase_report_pid = 0;	/* the process whose exit reports */

/* the named timers, and what each phase and name stood at when the call began */
static const char *named_names[PHASE_NAMED_MAX];
static uint64 named_started[PHASE_NAMED_MAX];
static uint64 named_ns[PHASE_NAMED_MAX];	/* CPU time, counted only with per-call lines */
static uint64 call_phase_ns0[NPHASES];
static uint64 call_phase_cpu_ns0[NPHASES];
static uint64 call_named_ns0[PHASE_NAMED_MAX];
static uint64 call_cpu0;
static int	per_call = -1;		/* NL2SQL_HEAL_PHASE_CALLS set? (-1: not looked yet) */

static void phase_report(int code, Datum arg);

/* The backend's CPU time, user and system, in ns. */
static uint64
cpu_ns(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
		return 0;
	return (uint64) ts.tv_sec * UINT64CONST(1000000000) + (uint64) ts.tv_nsec;
}

void
phase_begin(Phase p)
{
	/* registered in the backend (a preloading postmaster's exit list is not inherited) */
	if (phase_report_pid != MyProcPid)
	{
		before_shmem_exit(phase_report, (Datum) 0);
		phase_report_pid = MyProcPid;
	}
	if (p == PHASE_CALL)
	{
		if (per_call < 0)
			per_call = getenv("NL2SQL_HEAL_PHASE_CALLS") != NULL;
		if (per_call)
		{
			memcpy(call_phase_ns0, phase_ns, sizeof(phase_ns));
			memcpy(call_phase_cpu_ns0, phase_cpu_ns, sizeof(phase_cpu_ns));
			memcpy(call_named_ns0, named_ns, sizeof(named_ns));
			call_cpu0 = cpu_ns();
		}
	}
	/* per-call lines time CPU too: a loaded machine's waits for a core are not the code's cost */
	if (per_call > 0)
		phase_cpu_started[p] = cpu_ns();
	INSTR_TIME_SET_CURRENT(phase_started[p]);
}

/* The call's own line (see the head of the file). */
static void
phase_report_call(void)
{
	StringInfoData buf;
	int			p;

	initStringInfo(&buf);
	appendStringInfo(&buf, " cpu=" UINT64_FORMAT, cpu_ns() - call_cpu0);
	for (p = 0; p < NPHASES; p++)
		appendStringInfo(&buf, " %s=" UINT64_FORMAT ":" UINT64_FORMAT, phase_names[p],
						 phase_ns[p] - call_phase_ns0[p], phase_cpu_ns[p] - call_phase_cpu_ns0[p]);
	for (p = 0; p < PHASE_NAMED_MAX; p++)
		if (named_names[p] != NULL && named_ns[p] != call_named_ns0[p])
			appendStringInfo(&buf, " rule.%s=" UINT64_FORMAT, named_names[p], named_ns[p] - call_named_ns0[p]);
	elog(LOG, "nl2sql_heal call:%s", buf.data);
	pfree(buf.data);
}

void
phase_end(Phase p)
{
	instr_time	now;

	INSTR_TIME_SET_CURRENT(now);
	INSTR_TIME_SUBTRACT(now, phase_started[p]);
	phase_ns[p] += (uint64) (INSTR_TIME_GET_DOUBLE(now) * 1e9);
	phase_count[p]++;
	if (per_call > 0)
		phase_cpu_ns[p] += cpu_ns() - phase_cpu_started[p];
	if (p == PHASE_CALL && per_call > 0)
		phase_report_call();
}

void
phase_named_begin(int slot)
{
	if (slot >= 0 && slot < PHASE_NAMED_MAX)
		named_started[slot] = per_call > 0 ? cpu_ns() : 0;
}

void
phase_named_end(int slot, const char *name)
{
	if (slot < 0 || slot >= PHASE_NAMED_MAX || per_call <= 0)
		return;
	named_ns[slot] += cpu_ns() - named_started[slot];
	named_names[slot] = name;
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
