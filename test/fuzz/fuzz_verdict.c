/*
 * fuzz_verdict.c — libFuzzer harness for src/verdict*.c.
 *
 * The input is an answer, then up to four steps' rows JSON, separated by NUL
 * bytes; the first byte of each rows part says whether that step executed
 * (even), its row count (the byte itself) and, with bit 1, that a LIMIT cut
 * it at that count. Every step has the same column
 * names (percent, share, aggregate, unit and magnitude words among them), and the
 * answer's text from its first '?' on is every step's question and, when a NUL
 * ends the answer, its query (the constants it compares with). The verdict
 * must be consistent with itself: every grounding names an executed step and
 * a cell inside its rows (a cell grounds the figure, read in the column's
 * magnitude where the grounding says so), a derivation has a finite value, the ungrounded
 * count matches, and the reason fits the flags. Any violation traps, so
 * libFuzzer reports it.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "verdict.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_STEPS 4

/* Stop the run: an invariant of the verdict does not hold. */
static void
fail(void)
{
	__builtin_trap();
}

/* One fuzz input: decide, then check the verdict against the steps. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *) data;
	const char *end = text + size;
	const char *p;
	VerdictStep steps[MAX_STEPS];
	StepCells	cells[MAX_STEPS];
	size_t		nsteps = 0;
	size_t		answer_len;
	size_t		ungrounded = 0;
	bool		executed_any = false;
	Verdict		v;
	size_t		i;
	const char *question;
	static const char *const column_names[] = {
		"name", "amount_pct", "share", "avg_price", "total_sales", "median_x", "milliseconds", "year",
		"tracks", "total_cents", "total_days", "viewers_m", "18_49_rating_share", "top_10_sales", "sales_1996",
		"sales_1997", "order_id", "customer_id", "q4_1997", "q1_1998"
	};

	p = memchr(text, '\0', size);
	answer_len = p ? (size_t) (p - text) : size;
	/* the answer's text after a '?' is also the steps' question (figures echoed from it) */
	question = memchr(text, '?', answer_len);
	memset(steps, 0, sizeof(steps));
	memset(cells, 0, sizeof(cells));
	while (p && p < end && nsteps < MAX_STEPS)
	{
		const char *start = p + 1;
		const char *next = start < end ? memchr(start, '\0', end - start) : NULL;
		const char *stop = next ? next : end;
		VerdictStep *s = &steps[nsteps];

		s->number = (int) nsteps + 1;
		s->column_names = column_names;
		s->ncolumn_names = (int) (sizeof(column_names) / sizeof(column_names[0]));
		if (question)
		{
			s->question = question;
			s->question_len = answer_len - (size_t) (question - text);
			s->sql = question;	/* NUL-terminated: p ends the answer */
		}
		if (start < stop)
		{
			s->executed = ((unsigned char) *start % 2) == 0;
			s->row_count = (unsigned char) *start;
			/* bit 1: a LIMIT cut the result at its row count */
			s->limit = ((unsigned char) *start & 2) ? s->row_count : 0;
			s->rows = start + 1;
			s->rows_len = (size_t) (stop - start - 1);
		}
		executed_any |= s->executed;
		if ((size & 2 ? step_cells_parse_sized(s->rows, s->rows_len, (size_t) s->row_count, &cells[nsteps])
			 : step_cells_parse(s->rows, s->rows_len, &cells[nsteps])) != 0)
			goto done;
		nsteps++;
		p = next;
	}

	/* odd-sized inputs also check single digits stated as counts (nl2sql_heal.check_small_counts) */
	if (verdict_decide_counts(steps, nsteps, text, answer_len, (size & 1) != 0, &v) != 0)
	{
		if (errno != ENOMEM)
			fail();
		goto done;
	}
	if (v.executed_any != executed_any)
		fail();
	if ((v.nfigures == 0) != (v.figures == NULL) || (v.nfigures == 0) != (v.grounds == NULL))
		fail();
	for (i = 0; i < v.nfigures; i++)
	{
		const Grounding *g = &v.grounds[i];
		const VerdictStep *s;
		const StepCells *c;

		if (g->kind == GROUND_NONE)
		{
			ungrounded++;
			continue;
		}
		if (g->step < 1 || g->step > (int) nsteps)
			fail();
		s = &steps[g->step - 1];
		c = &cells[g->step - 1];
		if (!s->executed)
			fail();
		if (g->kind == GROUND_TEXT &&
			(g->row < 1 || (size_t) g->row > c->nrows || g->column < 0 || g->column >= c->ncolumns))
			fail();
		/* digits of a column's name: a name the step has */
		if (g->kind == GROUND_NAME &&
			(g->column < 0 || g->column >= s->ncolumn_names || s->column_names[g->column] == NULL))
			fail();
		if (g->kind == GROUND_CELL || g->kind == GROUND_SHARE)
		{
			double		x;

			if (g->row < 1 || (size_t) g->row > c->nrows || g->column < 0 || g->column >= c->ncolumns)
				fail();
			x = c->cells[(size_t) (g->row - 1) * c->ncolumns + g->column];
			if (!isfinite(x))
				fail();
			if (g->kind == GROUND_CELL)
			{
				FigureRange r;
				Figure		f = v.figures[i];

				/* read in a column's magnitude ("9.16 million" as 9.16 of viewers_m) */
				if (g->scale > 1)
				{
					f.value /= g->scale;
					f.half_unit /= g->scale;
					f.reach /= g->scale;
				}
				if (!figure_range(&f, &r) || !figure_range_has(&r, x))
					fail();
			}
		}
		if ((g->kind == GROUND_SUM || g->kind == GROUND_AVG) &&
			(g->column < 0 || g->column >= c->ncolumns))
			fail();
		if ((g->kind == GROUND_DERIVED || g->kind == GROUND_MEDIAN || g->kind == GROUND_WAVG) &&
			!isfinite(g->kind == GROUND_DERIVED ? g->derived : 0))
			fail();
		if (g->kind == GROUND_RATIO &&
			(g->step2 < 1 || g->step2 > (int) nsteps || !steps[g->step2 - 1].executed ||
			 !v.figures[i].percent))
			fail();
	}
	if (ungrounded != v.nungrounded)
		fail();
	if (v.plausible != (v.reason == VERDICT_GROUNDED || v.reason == VERDICT_NO_FIGURES ||
						v.reason == VERDICT_ZERO_ROWS_ACKNOWLEDGED))
		fail();
	if (!executed_any && v.reason != VERDICT_NO_QUERY_EXECUTED)
		fail();
	if (executed_any && v.nungrounded > 0 && v.plausible)
		fail();
	verdict_free(&v);
done:
	for (i = 0; i < MAX_STEPS; i++)
		step_cells_free(&cells[i]);
	return 0;
}
