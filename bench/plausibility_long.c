/*
 * plausibility_long.c — the time of verdict_decide (check_answer's pure core)
 * on long answers over as many rows, at two sizes, so that the ratio shows
 * whether the work grows with the answer or faster:
 *   table   a markdown table, a row a line, every figure a cell;
 *   list    the same figures as one long sentence ("item 1 has 0.37 and 1,
 *           item 2 has …"), the shape a scan per figure over its sentence
 *           made quadratic;
 *   unknown a table with one more column that no rule grounds, so that every
 *           derivation is searched for its figures.
 * Built by bench/plausibility.sh like plausibility_time.c. Prints, per shape,
 * the answer's size and the CPU seconds at N and 4N rows (argv[1], default
 * 500), and their ratio (4.0 is linear).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "verdict.h"

enum
{
	SHAPE_TABLE,
	SHAPE_LIST,
	SHAPE_UNKNOWN
};

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The seconds one check of an answer of the given shape over n rows takes; its size in *bytes. */
static double
check_seconds(int n, int shape, size_t *bytes)
{
	static const char *const names[] = {"id", "name", "amount", "qty"};
	size_t		cap = (size_t) n * 96 + 256,
				len = 0,
				alen = 0;
	char	   *rows = malloc(cap),
			   *ans = malloc(cap);
	VerdictStep st;
	Verdict		v;
	double		t0,
				t1;
	int			g;

	if (rows == NULL || ans == NULL)
		exit(1);
	len += snprintf(rows + len, cap - len, "[");
	for (g = 1; g <= n; g++)
		len += snprintf(rows + len, cap - len, "%s[%d, \"item %d\", %.2f, %d]", g > 1 ? ", " : "", g, g,
						((g * 37) % 10000) / 100.0, g % 97);
	len += snprintf(rows + len, cap - len, "]");
	if (shape == SHAPE_TABLE)
		alen += snprintf(ans + alen, cap - alen, "| name | amount | qty |\n|---|---|---|\n");
	else if (shape == SHAPE_UNKNOWN)
		alen += snprintf(ans + alen, cap - alen, "| name | amount | qty | score |\n|---|---|---|---|\n");
	for (g = 1; g <= n; g++)
	{
		double		amount = ((g * 37) % 10000) / 100.0;

		if (shape == SHAPE_LIST)
			alen += snprintf(ans + alen, cap - alen, "item %d has %.2f and %d, ", g, amount, g % 97);
		else if (shape == SHAPE_TABLE)
			alen += snprintf(ans + alen, cap - alen, "| item %d | %.2f | %d |\n", g, amount, g % 97);
		else
			alen += snprintf(ans + alen, cap - alen, "| item %d | %.2f | %d | %d.%d |\n", g, amount, g % 97,
							 (g * 7919) % 100000, g % 10);
	}
	memset(&st, 0, sizeof st);
	st.number = 1;
	st.executed = true;
	st.row_count = n;
	st.rows = rows;
	st.rows_len = len;
	st.column_names = names;
	st.ncolumn_names = 4;
	t0 = now_s();
	if (verdict_decide(&st, 1, ans, alen, &v) != 0)
		exit(1);
	t1 = now_s();
	verdict_free(&v);
	free(rows);
	free(ans);
	*bytes = alen;
	return t1 - t0;
}

int
main(int argc, char **argv)
{
	static const char *const shapes[] = {"table", "list", "unknown"};
	int			n = argc > 1 ? atoi(argv[1]) : 500;
	int			s;

	for (s = SHAPE_TABLE; s <= SHAPE_UNKNOWN; s++)
	{
		size_t		b1,
					b4;
		double		t1 = check_seconds(n, s, &b1),
					t4 = check_seconds(4 * n, s, &b4);

		printf("%-8s %6.1f kB %6.3f s, %6.1f kB %7.3f s, ratio %.1f\n", shapes[s], b1 / 1024.0, t1, b4 / 1024.0,
			   t4, t1 > 0 ? t4 / t1 : 0.0);
	}
	return 0;
}
