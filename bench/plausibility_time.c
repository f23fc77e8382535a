/*
 * plausibility_time.c — the time of verdict_decide (check_answer's pure core,
 * no server) on a receipt of 1,000 captured rows and an answer of ten claims.
 * Built by bench/plausibility.sh against this tree's src/ and, with
 * BASE_SRC=dir, against another tree's, so both run under the same load:
 *   cc -O2 -Isrc bench/plausibility_time.c src/text_util.c src/sqltok.c src/figures*.c src/verdict*.c -ljson-c -lm
 * Prints the best of 5 rounds of 2,000 checks (argv[1] to change), in
 * milliseconds of process CPU time per check, user and system: on a loaded
 * machine wall time measures the neighbours, and the system time is part of
 * the cost (the heap grown and given back on every check was most of the
 * 0.2.0 regression). Also prints the minor page faults per check.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

#include "verdict.h"

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int
main(int argc, char **argv)
{
	static const char *const names[] = {"id", "name", "amount", "qty", "ratio", "day", "flag"};
	const char *answer = "Item 500 has an amount of 85.00, 12.30 more than item 501; each of item 500's 15 units "
		"brought in $5.67 on average. The top 3 items hold 300.11 in all, roughly two thirds of them are "
		"flagged, and the median amount is more than $40. Item 7's amount is 1.38x item 8's. About 18,250 "
		"seconds, roughly 5.1 hours, passed. Items 10, 11 and 12 add up to 11.10; 9,876.5 were returned.";
	size_t		cap = 1 << 20,
				len = 0;
	char	   *rows = malloc(cap);
	VerdictStep step;
	double		best = 1e9;
	struct rusage ru0,
				ru1;
	int			round,
				i,
				g,
				n = argc > 1 && atoi(argv[1]) > 0 ? atoi(argv[1]) : 2000;

	len += snprintf(rows + len, cap - len, "[");
	for (g = 1; g <= 1000; g++)
		len += snprintf(rows + len, cap - len, "%s[%d, \"item %d\", %.2f, %d, %.3f, \"2024-%02d-%02d\", %s]",
						g > 1 ? ", " : "", g, g, ((g * 37) % 10000) / 100.0, g % 97, g / 1000.0,
						1 + g % 12, 1 + g % 28, g % 3 == 0 ? "true" : "false");
	len += snprintf(rows + len, cap - len, "]");
	memset(&step, 0, sizeof(step));
	step.number = 1;
	step.executed = true;
	step.row_count = 1000;
	step.rows = rows;
	step.rows_len = len;
	step.column_names = names;
	step.ncolumn_names = 7;
	getrusage(RUSAGE_SELF, &ru0);
	for (round = 0; round < 5; round++)
	{
		double		t0 = now_ms(),
					each;

		for (i = 0; i < n; i++)
		{
			Verdict		v;

			if (verdict_decide(&step, 1, answer, strlen(answer), &v) != 0)
				return 1;
			verdict_free(&v);
		}
		each = (now_ms() - t0) / n;
		if (each < best)
			best = each;
	}
	getrusage(RUSAGE_SELF, &ru1);
	/* page faults per check: the heap grown and given back on every check shows here */
	printf("%.3f (%.2f page faults per check)\n", best, (double) (ru1.ru_minflt - ru0.ru_minflt) / (5.0 * n));
	free(rows);
	return 0;
}
