/*
 * fuzz_figures.c — libFuzzer harness for src/figures*.c.
 *
 * The input is the prose answer. Every extracted figure must lie inside the
 * input and carry finite numbers; an index built from the figures' own values
 * must ground each of them (a figure is always within its own precision);
 * and grounding against values read from the input's raw bytes (NaN and inf
 * included) must not misbehave. Any violation traps, so libFuzzer reports it.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "figures.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Stop the run: an invariant of the figures API does not hold. */
static void
fail(void)
{
	__builtin_trap();
}

/* Figure i lies inside the input, after figure i - 1, with finite numbers. */
static void
check_figure(const Figure *figs, size_t i, size_t size)
{
	const Figure *f = &figs[i];

	if (f->length == 0 || f->offset > size || f->length > size - f->offset)
		fail();
	if (i > 0 && f->offset < figs[i - 1].offset + figs[i - 1].length)
		fail();
	if (!isfinite(f->value) || !isfinite(f->half_unit) || f->half_unit <= 0)
		fail();
}

/* One fuzz input: extract, acknowledge, and ground both ways. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *) data;
	Figure	   *figs = NULL;
	size_t		n = figures_extract(text, size, &figs);
	double	   *own;
	double		raw[64];
	size_t		nraw = 0;
	FigureIndex *index;
	size_t		i;

	(void) figures_acknowledges_empty(text, size);
	if ((n == 0) != (figs == NULL))
		fail();

	own = malloc((n + 1) * sizeof(double));
	if (own == NULL)
	{
		free(figs);
		return 0;
	}
	for (i = 0; i < n; i++)
	{
		const Figure *f = &figs[i];

		check_figure(figs, i, size);
		if (f->decimals < 0 || f->decimals > 30)
			fail();
		if (f->bound != 0 && !(isfinite(f->reach) && f->reach > 0))
			fail();
		/* its own value: past a bound by half its reach, with the sign its direction says */
		own[i] = f->bound != 0 ? fabs(f->value) + f->bound * f->reach / 2 : f->value;
		if (f->bound != 0 && f->explicit_sign && f->value < 0)
			own[i] = -own[i];
		if (f->direction != 0 && !f->explicit_sign)
			own[i] = f->direction * fabs(own[i]);
	}

	/* each figure is grounded by its own value */
	index = figure_index_build(own, n);
	if (index != NULL)
	{
		for (i = 0; i < n; i++)
			if (!figure_index_grounds(index, &figs[i]))
				fail();
		figure_index_free(index);
	}

	/* values straight from the bytes: any bit pattern, NaN and inf included */
	for (i = 0; i + sizeof(double) <= size && nraw < 64; i += sizeof(double))
		memcpy(&raw[nraw++], data + i, sizeof(double));
	index = figure_index_build(raw, nraw);
	if (index != NULL)
	{
		for (i = 0; i < n; i++)
			(void) figure_index_grounds(index, &figs[i]);
		figure_index_free(index);
	}

	free(own);
	free(figs);

	/* with small counts: the same figures and single digits before a word, in order, inside the text */
	figs = NULL;
	n = figures_extract_counts(text, size, &figs);
	if ((n == 0) != (figs == NULL))
		fail();
	for (i = 0; i < n; i++)
	{
		const Figure *f = &figs[i];

		check_figure(figs, i, size);
		if (f->small_count && !(f->value >= 0 && f->value <= 9 && f->value == floor(f->value)))
			fail();
	}
	free(figs);
	return 0;
}
