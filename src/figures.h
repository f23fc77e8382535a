/*
 * figures.h — the figures a prose answer asserts, and whether returned values
 * ground them (the pure core of nl2sql_heal.check_answer).
 *
 * Pure C: no PostgreSQL headers; compiled into the extension, the unit tests
 * and the fuzz harness. Input is arbitrary bytes (UTF-8 expected, not
 * required); work is linear in its length.
 *
 * What counts as a figure (figures_extract):
 *   - digits with optional thousands separators ("1,234,567"; also no-break
 *     or thin spaces) and decimals ("1,234.50", ".5"); a sentence-final
 *     period is not a decimal point ("was 42." is 42, 0 decimals); a text
 *     written with decimal commas ("1.234,56 €") is read as
 *     figures_decimal_comma says;
 *   - a sign directly before the digits or the currency: "-4.2", "−4.2"
 *     (U+2212), "+5%", "-$3.50", "$-3.50"; a word like "down" does not
 *     negate;
 *   - currency before or after: $ (also US$, HK$...), €, £, ¥ and ISO codes
 *     (USD 1,200 / 1,200 EUR / USD1,200); it does not change the value;
 *   - a magnitude: glued k K M MM mn mln bn Bn BN bln tn ("12k", "3.4M",
 *     "2bn"), with a currency also m B T ("$5m", "$2B"); spaced words
 *     thousand million billion trillion bn mn tn ("1.2 million", "£2 bn");
 *   - percent: "45%", "45 %", "45 percent", "45 per cent", "2.5 percentage
 *     points";
 *   - a multiplier "1.5x" is a figure of value 1.5;
 *   - ranges "10-20", "10–20", "10 to 20" are two figures; when only the
 *     second carries a % or a magnitude, the first takes it too ("5-10%",
 *     "1-2 million");
 *   - "1,2,3" is a list of separate numbers; parentheses and quotes around a
 *     figure are neutral ("(12.5%)" is 12.5%, so accounting negatives read as
 *     positive and are grounded through the sign rule below).
 * What is narration, never a figure:
 *   - a single digit 0-9 with no decimals, sign, currency, % or magnitude
 *     ("3 customers", "step 2", "3x"); "5%", "$5", "-3", "5k" are figures;
 *   - a bare four-digit year 1900-2100 (no separators, sign, currency, %);
 *   - dates and times: 2023-05-01, 2023-05, 2019-20, 2023/05/01, 05/01/2023,
 *     01.05.2023, 10:30, 10:30:15, 10 am, 10 p.m., May 15 / 15 May (a
 *     capitalised month name next to 1-31), ordinals (1st, May 15th);
 *   - numbers glued to letters or to another word by a hyphen are
 *     identifiers, codes or units: A320, COVID-19, CA-123, SKU 44X, Q3, FY2023,
 *     T10, 30-day, 1990s, 5kg, 30ms, 2B (without currency); also #12 and
 *     "No. 12", versions and addresses (1.2.3, 192.168.0.1), fractions and
 *     ratios (3/4, 24/7, 3:1), and any number of more than 30 digits.
 *
 * Number words (figures.words): cardinals ("twelve", "twenty-five", "three
 * hundred and ten", "two dozen"), fractions of a whole as percentages ("half
 * of", "two thirds", "a quarter of": ±3 points, ±5 when approximate),
 * proportions ("one in four", "3 out of 10": ±2 points) and multiples
 * ("doubled", "twice as many", "three times as", "1.7 times as much": ±7.5%,
 * figures.multiple). Single digits in words, "a couple", "the first half",
 * "half an hour" are narration, as digits are.
 * Bounds (figures.bound, strict, reach): "more than", "over", "above", "at
 * least" (+1) and "less than", "under", "below", "at most", "up to", "no more
 * than" (-1), flipped by a negation a few words before; "$5,000 over 100" is
 * none. Directions (figures.direction): rose / grew / up / "an increase of"
 * (+1), fell / dropped / down / "a decline of" (-1); "fell to 500" is none.
 * Units (figures.unit): the word after the figure ("18,250 seconds").
 *
 * Precision and grounding (figure_index_grounds): a figure is grounded when
 * some value v lies in [value - half_unit, value + half_unit] (inclusive, with
 * a relative epsilon of 1e-9 for float error); a percentage also when
 * v * 100 does ("45.1%" by 0.4512). A figure written without a sign is
 * compared by magnitude ("fell by 4.2%" is grounded by -4.2, since prose
 * carries the sign in words); one written with a sign must match that sign.
 * An integer qualified as approximate (~, ≈, about, around, approximately,
 * approx., roughly, nearly, almost, some, circa, ca., close to, "or so") is
 * shown to the precision of its last nonzero digit: "about 1,200" has
 * half_unit 50. A bound's range is one-sided: [x, x + reach] for a lower
 * bound (x excluded when strict), [x - reach, x] for an upper one, reach being
 * x/2 (lower) or 2x/3 (upper), at least one unit of its last nonzero digit;
 * a close bound ("just over", "a touch under", "slightly more than") reaches
 * x/10. An integer after "on the order of", "in the neighbourhood of" or
 * "in the region of" is approximate. A direction fixes the sign of the range.
 */
#ifndef NL2SQL_HEAL_FIGURES_H
#define NL2SQL_HEAL_FIGURES_H

#include <stdbool.h>
#include <stddef.h>

/* Units a figure may be written in, for conversions between them (seconds ↔ hours, bytes ↔ MB). */
typedef enum FigureUnit
{
	UNIT_NONE,
	UNIT_MS, UNIT_SECOND, UNIT_MINUTE, UNIT_HOUR, UNIT_DAY, UNIT_WEEK,	/* time */
	UNIT_BYTE, UNIT_KB, UNIT_MB, UNIT_GB, UNIT_TB,	/* storage */
	UNIT_METRE, UNIT_KM, UNIT_MILE,	/* distance */
	UNIT_KG, UNIT_LB,			/* mass */
	UNIT_CENT, UNIT_DOLLAR,		/* money written as a unit word */
	UNIT_MONTH, UNIT_YEAR,		/* time, calendar */
	UNIT_CM, UNIT_MM, UNIT_INCH, UNIT_FOOT,	/* distance */
	UNIT_GRAM, UNIT_OUNCE, UNIT_TONNE,	/* mass (the metric tonne: "tons" differ by country) */
	UNIT_YARD, UNIT_NMILE,		/* distance */
	UNIT_SQM, UNIT_SQKM, UNIT_SQMILE, UNIT_SQFT, UNIT_ACRE, UNIT_HECTARE,	/* area */
	UNIT_LITRE, UNIT_ML, UNIT_GALLON, UNIT_CUM,	/* volume (the US gallon) */
	UNIT_KMH, UNIT_MPH, UNIT_MPS, UNIT_KNOT,	/* speed */
	UNIT_MPG, UNIT_KMPL,		/* fuel economy: distance over volume (the US gallon) */
	UNIT_HP, UNIT_KW,			/* power (mechanical horsepower) */
	UNIT_STONE,					/* mass: the British stone of 14 pounds */
	UNIT_CUIN,					/* volume: the cubic inch ("345.2 cu in", an engine's displacement) */
	UNIT_L100KM,				/* fuel consumption: litres per 100 km, the inverse of economy (a family
								 * of its own: it converts to mpg and km/l only by 100 over it) */
	UNIT_END					/* not a unit: one past the last */
} FigureUnit;

/* The unit's family (0 none, 1 time, 2 storage, 3 distance, 4 mass, 5 money, 6 area, 7 volume,
   8 speed) and its size in the family's base unit (seconds, bytes, metres, kilograms, dollars,
   square metres, cubic metres, metres per second); storage also in powers of 1000. */
int			figure_unit_family(FigureUnit unit);
double		figure_unit_size(FigureUnit unit, bool decimal);

/*
 * A fuel economy (mpg, km/l) as a consumption in L/100 km, or the other way
 * round: 100 over it, converted ("28.86 mpg, roughly 8.15 litres per 100
 * km"); NaN for any other pair of units, or a value not above zero.
 */
double		figure_fuel_inverse(double value, FigureUnit from, FigureUnit to);
const char *figure_unit_name(FigureUnit unit);
/* The unit a column's name says its values are in ("milliseconds", "duration_sec", "bytes"). */
FigureUnit	figure_unit_of_name(const char *name, size_t len);

typedef struct Figure
{
	double		value;		/* asserted number in base units: "1.2k" -> 1200, "45%" -> 45, "-$3.50" -> -3.5 */
	double		half_unit;	/* half a unit of the last shown digit, in base units: "1.2k" -> 50, "45%" -> 0.5 */
	int			decimals;	/* digits shown after the decimal point */
	bool		percent;	/* written with % (or "percent") */
	size_t		offset;		/* byte offset of the figure's text in the answer */
	size_t		length;		/* byte length of the figure's text (sign, currency, number, suffix) */
	bool		explicit_sign;	/* written with + or -: grounded only by a value of that sign */
	bool		approximate;	/* qualified as approximate: half_unit widened as above */
	int			bound;			/* +1: a lower bound (more than, over, at least): grounded by a value
								 * at or above it; -1: an upper bound (less than, under, up to);
								 * 0: none */
	int			direction;		/* +1 written as a rise (rose, grew, up, an increase of), -1 as a
								 * fall (fell, dropped, down, a decline of): fixes the sign a value
								 * must have; 0: none */
	bool		multiple;		/* a ratio written in words: doubled, tripled, halved, twice as
								 * many, three times as: grounded by a ratio of two values */
	bool		words;			/* read from number words ("twelve", "two thirds", "one in four"); not
								 * a percentage said with "percent" ("ninety-six percent") */
	FigureUnit	unit;			/* unit word after it ("18,250 seconds"), for conversions */
	double		reach;			/* for a bound: how far past it a value may lie and still be the
								 * figure the prose meant (base units) */
	bool		currency;		/* written with a currency: a count does not ground it */
	bool		strict;			/* a strict bound ("more than", "under"): the value itself does not
								 * hold it; "at least", "up to" do */
	bool		close;			/* a close bound ("just over", "a touch under"): reach is a tenth */
	bool		small_count;	/* a single digit before a word, read only by figures_extract_counts */
	bool		bare_m;			/* "m" follows: metres only beside another length (set by extraction) */
	double		scale;		/* the magnitude its suffix or word said ("9.16 million": 1e6; 0 or 1: none) */
	bool		glued_m;	/* "9.16m": read as millions (scale 1e6), though it may be metres ("1.85m") */
} Figure;

/* Extract asserted figures from prose; narration (single digits, bare years 1900-2100, dates, times,
   ordinals) is skipped. Returns the count; *out is malloc'd (free()), NULL when count is 0.
   On allocation failure returns 0 with *out NULL and errno set to ENOMEM; when
   figures_stop_requested said to stop, the same with errno set to EINTR. */
size_t figures_extract(const char *text, size_t len, Figure **out);

/*
 * Asked every 64 kB of text when set: true stops the extraction.  Megabytes of
 * text take a second; the server sets this so that a cancel or a statement
 * timeout ends it.
 */
extern bool (*figures_stop_requested) (void);

/*
 * The same, and single digits followed by a word ("5 papers", "3 customers")
 * too, marked small_count: the caller keeps those that count something the
 * rows hold and drops the rest as narration.
 */
size_t figures_extract_counts(const char *text, size_t len, Figure **out);
/* The same for the text of a cell: digits only (no number words, directions, units). */
size_t figures_extract_plain(const char *text, size_t len, Figure **out);

/*
 * Where the text writes its numbers with a decimal comma ("1.234,56 €",
 * "12,5 %", "3 456 units") and never with a decimal point, a copy of it
 * (malloc'd, NUL-terminated, the same length) in which each number is
 * written with a decimal point ("1,234.56 €", "12.5 %", "3,456 units"), so
 * that offsets into the copy are offsets into the text; NULL when the text
 * writes none so (or when out of memory, errno ENOMEM).
 */
char	   *figures_decimal_comma(const char *text, size_t len);

/*
 * Where no number of the text tells how it writes them, but one has a dot
 * before three digits ("Music: 6.580", "3.198 lb"), the same copy, reading
 * those dots as thousands separators; NULL otherwise (or when out of
 * memory, errno ENOMEM).  The caller reads it so only where the rows agree.
 */
char	   *figures_thousands_dots(const char *text, size_t len);

/* Does the prose acknowledge that nothing was found (no rows / no results / none / nothing / zero /
   not found / no data / no matching / did not return any / returned 0 rows / empty ...)?
   "none" counts even about a subset ("none of the 12 customers churned": with zero rows that is
   the right answer, and the 12 is still checked as a figure). Not counted: "no more/less/fewer
   than", "no longer", "no doubt", "nothing but", "second to none", "none other than", "above
   zero", "non-zero", "zero-based", "not empty", "0%", "empty carts" (empty must describe the
   result: "is empty", "came back empty", "empty result"). */
bool figures_acknowledges_empty(const char *text, size_t len);

/* Values a figure may be grounded in, indexed for fast lookup (sorted, binary search). */
typedef struct FigureIndex FigureIndex;
FigureIndex *figure_index_build(const double *values, size_t n);	/* copies; NaN/inf skipped; NULL on OOM */
bool figure_index_grounds(const FigureIndex *index, const Figure *figure);	/* false for a NULL index */
void figure_index_free(FigureIndex *index);

/*
 * The same rule for scanning values one by one (no index to build): the
 * closed ranges a value must fall in to ground a figure.
 */
typedef struct FigureRange
{
	double		lo;				/* a value in [lo, hi] grounds the figure (a bound: the side of it
								 * the prose says, up to a window) */
	double		hi;
	bool		either_sign;	/* so does one in [-hi, -lo] (no sign was written) */
	bool		percent;		/* so does a fraction in [lo / 100, hi / 100] (or its negation) */
	bool		valid;			/* false: nothing grounds the figure */
} FigureRange;

bool		figure_range(const Figure *figure, FigureRange *range);	/* false (range invalid) for a non-finite figure */

/* Does v ground the figure of the range (figure_index_grounds for one value)? */
static inline bool
figure_range_has(const FigureRange *r, double v)
{
	if (!r->valid)
		return false;
	if (v >= r->lo && v <= r->hi)
		return true;
	if (r->either_sign && v >= -r->hi && v <= -r->lo)
		return true;
	if (r->percent)
	{
		if (v >= r->lo / 100.0 && v <= r->hi / 100.0)
			return true;
		if (r->either_sign && v >= -r->hi / 100.0 && v <= -r->lo / 100.0)
			return true;
	}
	return false;
}

/* Does the fraction f (0.25 for a quarter) ground the range's percentage, as f * 100? */
static inline bool
figure_range_has_fraction(const FigureRange *r, double f)
{
	if (!r->valid || !r->percent)
		return false;
	if (f >= r->lo / 100.0 && f <= r->hi / 100.0)
		return true;
	return r->either_sign && f >= -r->hi / 100.0 && f <= -r->lo / 100.0;
}

#endif							/* NL2SQL_HEAL_FIGURES_H */
