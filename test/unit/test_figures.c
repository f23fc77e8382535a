/*
 * test_figures.c — unit tests of src/figures*.c: figure extraction (formats,
 * narration exceptions, text spans), acknowledgement of empty results, and
 * grounding at precision boundaries.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "figures.h"
#include "unit.h"

/*
 * The figures of text, rendered one per figure and space-separated as
 * "<text>=<value>" plus "%" when a percentage, "±<half_unit>" when asked,
 * "!" when explicitly signed and "~" when approximate. Static buffer.
 */
static const char *
render(const char *text, bool with_half)
{
	static char buf[4096];
	Figure	   *f = NULL;
	size_t		n = figures_extract(text, strlen(text), &f);
	size_t		used = 0;
	size_t		i;

	buf[0] = '\0';
	for (i = 0; i < n && used < sizeof(buf) - 200; i++)
	{
		used += snprintf(buf + used, sizeof(buf) - used, "%s%.*s=%.15g%s", i ? " " : "",
						 (int) f[i].length, text + f[i].offset, f[i].value,
						 f[i].percent ? "%" : "");
		if (with_half)
			used += snprintf(buf + used, sizeof(buf) - used, "±%.15g", f[i].half_unit);
		if (f[i].explicit_sign)
			used += snprintf(buf + used, sizeof(buf) - used, "!");
		if (f[i].approximate)
			used += snprintf(buf + used, sizeof(buf) - used, "~");
		if (f[i].bound != 0)
			used += snprintf(buf + used, sizeof(buf) - used, "%s%.15g", f[i].bound > 0 ? ">" : "<",
							 f[i].reach);
	}
	free(f);
	return buf;
}

/* The figures of text, without half units. */
static const char *
figs(const char *text)
{
	return render(text, false);
}

/* The figures of text, with half units. */
static const char *
figs_h(const char *text)
{
	return render(text, true);
}

/* The only figure of text (fails the test and returns a zero figure otherwise). */
static Figure
one(const char *text)
{
	Figure	   *f = NULL;
	Figure		r;
	size_t		n = figures_extract(text, strlen(text), &f);

	memset(&r, 0, sizeof(r));
	CHECK(n == 1);
	if (n >= 1)
		r = f[0];
	free(f);
	return r;
}

/* Is the figure of text written as fig read as a bound? */
static bool
has_bound(const char *text, const char *fig)
{
	Figure	   *f = NULL;
	size_t		n = figures_extract(text, strlen(text), &f);
	size_t		i;
	bool		bound = false,
				found = false;

	for (i = 0; i < n; i++)
		if (f[i].length == strlen(fig) && memcmp(text + f[i].offset, fig, f[i].length) == 0)
		{
			found = true;
			bound = f[i].bound != 0;
		}
	CHECK(found);
	free(f);
	return bound;
}

/* Is the only figure of text grounded by the n values? */
static bool
grounded(const char *text, const double *values, size_t n)
{
	Figure		f = one(text);
	FigureIndex *index = figure_index_build(values, n);
	bool		ok = figure_index_grounds(index, &f);

	figure_index_free(index);
	return ok;
}

/* Is the only figure of text grounded by the single value v? */
static bool
grounded_by(const char *text, double v)
{
	return grounded(text, &v, 1);
}

/* Does text acknowledge an empty result? */
static bool
ack(const char *text)
{
	return figures_acknowledges_empty(text, strlen(text));
}

/* Numbers written with a decimal comma, where the text writes none with a decimal point. */
static void
test_decimal_comma(void)
{
	CHECK_STREQ(figs("Revenue came to 1.234,56 \xe2\x82\xac this week"), "1.234,56 \xe2\x82\xac=1234.56");
	CHECK_STREQ(figs_h("The share rose to 12,5 % from 0,75"), "12,5 %=12.5%\xc2\xb1" "0.05 0,75=0.75\xc2\xb1" "0.005");
	CHECK_STREQ(figs("Total \xe2\x82\xac 12.400 and 1.234.567 \xe2\x82\xac"), "\xe2\x82\xac 12.400=12400 1.234.567 \xe2\x82\xac=1234567");
	CHECK_STREQ(figs("We sold 3 456 units, 1,5 kg each"), "3 456=3456 1,5=1.5");
	CHECK_STREQ(figs("Stock: 3 456,5 kg"), "3 456,5=3456.5");
	CHECK_STREQ(figs("Orders: 12,4 k\xe2\x82\xac and 1,2 Mio. \xe2\x82\xac"), "12,4 k\xe2\x82\xac=12400 1,2 Mio=1200000");
	/* one number with a decimal point reads the whole text with decimal points */
	CHECK_STREQ(figs("It was 12.5 and 1,234 and 3 456"), "12.5=12.5 1,234=1234 456=456");
	CHECK_STREQ(figs("It was 1,234,567 and 12,5"), "1,234,567=1234567 12=12");
	/* nothing that tells: "1,234" is a thousand and more, "12.400" twelve and four tenths */
	CHECK_STREQ(figs("It was 1,234 and 12.400"), "1,234=1234 12.400=12.4");
	/* dates, versions, lists and "$3.746k" tell nothing */
	CHECK_STREQ(figs("On 01.05.2023 version 1.2.3 shipped 1,2,3 times: 45,5"), "45,5=45.5");
	CHECK_STREQ(figs("($3.746k freight over 21 orders)"), "$3.746k=3746 21=21");
	/* a mean in dollars has three decimals at times; one in euros with a dot before three digits is thousands */
	CHECK_STREQ(figs("On average, countries had $97.025 of revenue"), "$97.025=97.025");
	CHECK_STREQ(figs("On average, countries had 97.025 \xe2\x82\xac of revenue"), "97.025 \xe2\x82\xac=97025");
}

/* Plain numbers, separators, decimals and sentence periods. */
static void
test_plain_numbers(void)
{
	CHECK_STREQ(figs("Revenue was 42."), "42=42");
	CHECK_STREQ(figs_h("Revenue was 42."), "42=42±0.5");
	CHECK(one("Revenue was 42.").decimals == 0);
	CHECK_STREQ(figs_h("It was 42.5."), "42.5=42.5±0.05");
	CHECK(one("It was 42.50 today").decimals == 2);
	CHECK_STREQ(figs_h("We sold 1,234,567 units"), "1,234,567=1234567±0.5");
	CHECK_STREQ(figs_h("$1,234.50 total"), "$1,234.50=1234.5±0.005");
	CHECK_STREQ(figs("1,234 and 12,345 and 123,456"), "1,234=1234 12,345=12345 123,456=123456");
	/* lists are separate numbers, single digits among them narration */
	CHECK_STREQ(figs("steps 1,2,3"), "");
	CHECK_STREQ(figs("sizes 10,20,30"), "10=10 20=20 30=30");
	CHECK_STREQ(figs("1, 234"), "234=234");
	/* a group must be exactly three digits, the first group at most three */
	CHECK_STREQ(figs("1,2345 and 1234,567"), "2345=2345 1234=1234 567=567");
	/* (a comma before one or two digits is a decimal comma: "12,34" is 12.34) */
	CHECK_STREQ(figs("1,234,56"), "1,234=1234 56=56");
	/* no-break and thin spaces group too; ordinary spaces do not */
	CHECK_STREQ(figs("1\u00a0234\u00a0567 units"), "1\u00a0234\u00a0567=1234567");
	CHECK_STREQ(figs("1\u202f234 units"), "1\u202f234=1234");
	CHECK_STREQ(figs("12 345"), "12=12 345=345");
	CHECK_STREQ(figs_h("an average of .75 and 0.125"), ".75=0.75±0.005 0.125=0.125±0.0005");
	CHECK_STREQ(figs("07 and 007"), "07=7 007=7");
	/* quotes, parentheses, markdown */
	CHECK_STREQ(figs("(12.5%) and \"1,234\" and '56'"), "12.5%=12.5% 1,234=1234 56=56");
	CHECK_STREQ(figs("**1,234** and _12%_ and `77`"), "1,234=1234 12%=12% 77=77");
	CHECK_STREQ(figs("| 15 | 1,234.5 |"), "15=15 1,234.5=1234.5");
	/* a number at the very end and the very start of the text */
	CHECK_STREQ(figs("15"), "15=15");
	CHECK_STREQ(figs("15 rows"), "15=15");
	CHECK_STREQ(figs(""), "");
}

/* Signs: -, +, U+2212, before or after currency; words do not negate. */
static void
test_signs(void)
{
	Figure		f;

	CHECK_STREQ(figs("change of -4.2"), "-4.2=-4.2!");
	CHECK_STREQ(figs("change of \u22124.2"), "\u22124.2=-4.2!");
	CHECK_STREQ(figs("up +5%"), "+5%=5%!");
	CHECK_STREQ(figs("a loss of -$3.50"), "-$3.50=-3.5!");
	CHECK_STREQ(figs("a loss of $-3.50"), "$-3.50=-3.5!");
	CHECK_STREQ(figs("USD -3.50 and USD-3.50"), "USD -3.50=-3.5! USD-3.50=-3.5!");
	CHECK_STREQ(figs("(-3.5)"), "-3.5=-3.5!");
	CHECK_STREQ(figs("down 4.2%"), "4.2%=4.2%");
	/* signed single digits are figures */
	CHECK_STREQ(figs("delta -3"), "-3=-3!");
	/* a dash between numbers is a range, a dash before a space is punctuation */
	CHECK_STREQ(figs("10-20"), "10=10 20=20");
	CHECK_STREQ(figs("Total - 1,234"), "1,234=1234");
	CHECK_STREQ(figs("5%-10%"), "5%=5% 10%=10%");

	f = one("a loss of -$3.50 today");
	CHECK(f.offset == 10);
	CHECK(f.length == 6);
	CHECK(f.explicit_sign);
	CHECK(f.decimals == 2);
	f = one("x \u22124.2%");
	CHECK(f.offset == 2);
	CHECK(f.length == strlen("\u22124.2%"));
	CHECK(f.percent);
}

/* Currency signs and codes, before and after, glued or spaced. */
static void
test_currency(void)
{
	CHECK_STREQ(figs("$1,200 and €12 and £7.50 and ¥300"), "$1,200=1200 €12=12 £7.50=7.5 ¥300=300");
	CHECK_STREQ(figs("US$1,200 and HK$ 15"), "US$1,200=1200 HK$ 15=15");
	CHECK_STREQ(figs("USD 1,200 and 1,200 EUR and USD1,200 and GBP12"),
				"USD 1,200=1200 1,200 EUR=1200 USD1,200=1200 GBP12=12");
	CHECK_STREQ(figs("12 € and 12€ and € 12"), "12 €=12 12€=12 € 12=12");
	/* a currency never reaches back into the previous figure's text */
	CHECK_STREQ(figs("12 € 13 € 14"), "12 €=12 13 €=13 14=14");
	/* currency makes a single digit a figure */
	CHECK_STREQ(figs("costs $5 or 5 coins"), "$5=5");
	CHECK_STREQ(figs("$.50"), "$.50=0.5");
	/* three capitals that are not a currency code are a word */
	CHECK_STREQ(figs("SKU 1,234"), "1,234=1234");
	CHECK_STREQ(figs("ABC1,234"), "");
	CHECK_STREQ(figs("$5/month and 120/day"), "$5=5 120=120");
}

/* Magnitudes: glued suffixes, spaced words, and their precision. */
static void
test_magnitudes(void)
{
	CHECK_STREQ(figs_h("12k and 1.2k and 1.2K"), "12k=12000±500 1.2k=1200±50 1.2K=1200±50");
	CHECK_STREQ(figs_h("3.4M users"), "3.4M=3400000±50000");
	CHECK_STREQ(figs("2bn and 2Bn and 1.5mn and 3MM and 2tn"),
				"2bn=2000000000 2Bn=2000000000 1.5mn=1500000 3MM=3000000 2tn=2000000000000");
	CHECK_STREQ(figs_h("1.2 million"), "1.2 million=1200000±50000");
	CHECK_STREQ(figs("4 thousand and 2 billion and 1.1 trillion and £2 bn"),
				"4 thousand=4000 2 billion=2000000000 1.1 trillion=1100000000000 £2 bn=2000000000");
	CHECK_STREQ(figs("1.2 Million"), "1.2 Million=1200000");
	/* with a currency, m B T are magnitudes too; without, 2B is a code */
	CHECK_STREQ(figs("$2B and $5m and $1.2T"), "$2B=2000000000 $5m=5000000 $1.2T=1200000000000");
	CHECK_STREQ(figs("seat 2B and 12B"), "");
	/* without, a lower-case m is millions or metres: read as millions, marked for the verdict to judge */
	CHECK_STREQ(figs("9.16m viewers and 12M and £3m"), "9.16m=9160000 12M=12000000 £3m=3000000");
	{
		Figure	   *fs = NULL;
		size_t		n = figures_extract("9.16m viewers and 12M and £3m", 29, &fs);

		CHECK(n == 3 && fs[0].glued_m && !fs[1].glued_m && !fs[2].glued_m);
		free(fs);
	}
	CHECK_STREQ(figs("€1.5bn"), "€1.5bn=1500000000");
	/* word magnitudes need a space */
	CHECK_STREQ(figs("1.2million"), "");
	CHECK_STREQ(figs("1.2 millions"), "1.2=1.2");
	/* multiplier: a figure, a single-digit one too (near it, as "three times" is); hedged, it is narration */
	CHECK_STREQ(figs_h("1.5x faster, 10x more, 3x less"), "1.5x=1.5±0.05 10x=10±0.5 3x=3±0.225");
	CHECK_STREQ(figs_h("about 3x less"), "");
	CHECK_STREQ(figs("2x2 grid and 44X"), "");
	/* a magnitude turns a single digit into a figure */
	CHECK_STREQ(figs("5k and 5 million"), "5k=5000 5 million=5000000");
}

/* Percentages: %, percent, per cent, percentage points. */
static void
test_percent(void)
{
	Figure		f;

	CHECK_STREQ(figs_h("45% and 45.1%"), "45%=45%±0.5 45.1%=45.1%±0.05");
	CHECK_STREQ(figs("45 % and 45 percent and 45 per cent and 45 pct"),
				"45 %=45% 45 percent=45% 45 per cent=45% 45 pct=45%");
	CHECK_STREQ(figs("2.5 percentage points"), "2.5 percentage points=2.5%");
	CHECK_STREQ(figs("45 percentage of"), "45=45");
	CHECK_STREQ(figs("5% and 0% and 0.0%"), "5%=5% 0%=0% 0.0%=0%");
	CHECK_STREQ(figs("45 per unit"), "45=45");
	f = one("margin 45.1%");
	CHECK(f.percent);
	CHECK(f.decimals == 1);
	CHECK(f.offset == 7 && f.length == 5);
	f = one("margin 45 percent.");
	CHECK(f.percent);
	CHECK(f.length == strlen("45 percent"));
}

/* Ranges: two figures; the first takes the second's % or magnitude. */
static void
test_ranges(void)
{
	CHECK_STREQ(figs("10-20"), "10=10 20=20");
	CHECK_STREQ(figs("10\u201320"), "10=10 20=20");
	CHECK_STREQ(figs("1.5-2.5"), "1.5=1.5 2.5=2.5");
	CHECK_STREQ(figs("1,200-1,500"), "1,200=1200 1,500=1500");
	CHECK_STREQ(figs("5-10%"), "5=5% 10%=10%");
	CHECK_STREQ(figs_h("1-2 million"), "1=1000000±500000 2 million=2000000±500000");
	CHECK_STREQ(figs("from 10 to 20 million"), "10=10000000 20 million=20000000");
	CHECK_STREQ(figs("10 to 20%"), "10=10% 20%=20%");
	CHECK_STREQ(figs("$10-$20M"), "$10=10000000 $20M=20000000");
	CHECK_STREQ(figs("10k-20k"), "10k=10000 20k=20000");
	/* "N and a half" */
	CHECK_STREQ(figs("three-and-a-half times the 1996 figure"), "three-and-a-half times=3.5");
	CHECK_STREQ(figs("it is two and a half times as long"), "two and a half times=2.5");
	/* a headline's "at" before a multiple of a name; not "at three times a day" */
	CHECK_STREQ(figs("America at about three times Europe"), "three times=3~");
	CHECK_STREQ(figs("served at three times a day"), "");
	/* the short answer to a question that compares; not to one that counts occasions */
	CHECK_STREQ(figs("So how much bigger is A than B? About four times."), "four times=4~");
	CHECK_STREQ(figs("How often did we check? Two times."), "");
	/* "and change" after a figure is a little over it; "call it" puts a round figure for another */
	CHECK_STREQ(figs("Rock brought in $826 and change, call it $830."), "$826=826>82.6 $830=830~");
	CHECK_STREQ(figs("Rock had 1,297 tracks and changed labels; call it off."), "1,297=1297");
	/* past the figure's unit: "4,400 metres and change"; "not quite" is a little under */
	CHECK_STREQ(figs("For Whitney, 4,400 metres and change."), "4,400=4400>440");
	CHECK_STREQ(figs("In pounds, not quite 40,000."), "40,000=40000<4000");
	CHECK_STREQ(figs("That's not quite what 40 people said."), "40=40");
	/* a bound written as a sign; never an arrow, nor a quote's marker opening a line */
	CHECK(has_bound("Avg villain: 142.1 kg (>310 lb)", "310"));
	CHECK(has_bound("share < 5%", "5%"));
	CHECK(has_bound("count >= 40 and \u2264 50", "40"));
	CHECK(has_bound("count >= 40 and \u2264 50", "50"));
	CHECK(!has_bound("went 41 -> 39 today", "39"));
	CHECK(!has_bound("went 41 => 39 today", "39"));
	CHECK(!has_bound("> 42% of rows", "42%"));
	/* a ratio to one bounded before it ("better than two to one"); a score stays narration */
	CHECK(has_bound("So that's better than two to one.", "two to one"));
	CHECK_STREQ(figs("They won three to one."), "");
	/* a year before a range is no share; "~85%" rounds to fives; "4.85pp" is points */
	CHECK_STREQ(figs("from 23.0% in 1996 to 18.155% in 1997"), "23.0%=23% 18.155%=18.155%");
	CHECK_STREQ(figs_h("~85% of sales, ~84% of costs"), "85%=85%±2.5~ 84%=84%±0.5~");
	CHECK_STREQ(figs("down 4.85pp"), "4.85pp=4.85");
	/* hedged cents in tens are said to the dime; cents said exactly, or unhedged, to the cent */
	CHECK_STREQ(figs_h("nearly seven dollars and forty cents"), "seven dollars and forty cents=7.4\u00b10.05~");
	CHECK_STREQ(figs_h("seven dollars and forty cents"), "seven dollars and forty cents=7.4\u00b10.005");
	CHECK_STREQ(figs_h("nearly seven dollars and forty-one cents"), "seven dollars and forty-one cents=7.41\u00b10.005~");
	/* "No. 3" is a label; a key of three digits or more after it is the number it names */
	CHECK_STREQ(figs("the No. 3 seed"), "");
	CHECK_STREQ(figs("order No. 10865 from QUICK-Stop"), "10865=10865");
	CHECK_STREQ(figs("invoice no. 404"), "404=404");
	/* basis points are hundredths of a point; "cents on every dollar" a percentage */
	CHECK_STREQ(figs_h("a move of 447 basis points"), "447 basis points=4.47%\u00b10.005");
	CHECK_STREQ(figs_h("up 35 bps"), "35 bps=0.35%\u00b10.005");
	CHECK_STREQ(figs("about 6.2 cents on every dollar of sales"), "6.2 cents on every dollar=6.2%~");
	CHECK_STREQ(figs("40 cents per dollar"), "40 cents per dollar=40%");
	/* must not: cents of no dollar, or a basis of no points */
	CHECK_STREQ(figs("it costs 40 cents each"), "40=40");
	CHECK_STREQ(figs("on a 40 basis"), "40=40");
	/* "for every 10 ..., roughly 13 ...": a percentage of the base, the base no figure */
	CHECK_STREQ(figs_h("Think of it this way: for every 10 orders at A, there are roughly 13 at B."), "13=130%\u00b15~");
	CHECK_STREQ(figs("For every 100 codes in TX there are 144 in CA"), "144=144%");
	CHECK_STREQ(figs("about 24 on the good side for every 10 on the bad"), "24=240%~");
	/* read with small counts, "7 for every 10" is a percentage, no count of seven */
	{
		Figure	   *f = NULL;
		size_t		n = figures_extract_counts("7 for every 10 heroes", 21, &f);

		CHECK(n == 1 && f[0].percent && f[0].value == 70 && !f[0].small_count);
		free(f);
	}
	/* must not: a base in mid clause, a figure past its sentence, a count said with "one" */
	CHECK_STREQ(figs("They earn points for every 10 dollars and 1,200 joined"), "10=10 1,200=1200");
	CHECK_STREQ(figs("For every 10 orders we ship a crate. 13 went late"), "10=10 13=13");
	CHECK_STREQ(figs("1,200 orders, roughly one for every 10 customers"), "1,200=1200 10=10");
	CHECK_STREQ(figs("1.33\u00d7 Italy"), "1.33\u00d7=1.33");
	/* "and" is not a range connector; "between" bounds both from their sides */
	CHECK_STREQ(figs("between 10 and 20%"), "10=10>10 20%=20%<13.3333333333333");
	CHECK(one("north of $13,000").bound == 1);
	CHECK(one("no invoice tops $100").bound == 1);
	CHECK(has_bound("held between 30 and 35 a month", "30"));
	CHECK(has_bound("held between 30 and 35 a month", "35"));
	CHECK(!has_bound("rose from 30 and 35 a month", "35"));
	/* "spreads over" an extent is no bound; "covers over" may be one */
	CHECK(!has_bound("Guangdong spreads over 30,000 km2", "30,000"));
	CHECK(has_bound("the park covers over 30,000 km2", "30,000"));
	/* a range of single digits stays narration */
	CHECK_STREQ(figs("2-3 days"), "");
	CHECK_STREQ(figs("2-3%"), "2=2% 3%=3%");
}

/* Approximate qualifiers widen integers to their last nonzero digit. */
static void
test_approximate(void)
{
	CHECK_STREQ(figs_h("~300"), "300=300±50~");
	CHECK_STREQ(figs_h("~ 300"), "300=300±50~");
	CHECK_STREQ(figs_h("\u2248300"), "300=300±50~");
	CHECK_STREQ(figs_h("approximately 1,200"), "1,200=1200±50~");
	CHECK_STREQ(figs_h("about 1,234"), "1,234=1234±0.5~");
	/* bounds are not approximations: they hold on one side, up to a reach */
	CHECK_STREQ(figs_h("over 1,000 orders"), "1,000=1000±0.5>1000");
	CHECK_STREQ(figs_h("more than 1,000"), "1,000=1000±0.5>1000");
	CHECK_STREQ(figs_h("more than $40,000"), "$40,000=40000±0.5>20000");
	CHECK_STREQ(figs_h("at least 250"), "250=250±0.5>125");
	CHECK_STREQ(figs_h("up to 40%"), "40%=40%±0.5<26.6666666666667");
	CHECK_STREQ(figs_h("no more than 12"), "12=12±0.5<8");
	CHECK_STREQ(figs_h("no fewer than 12"), "12=12±0.5>6");
	CHECK_STREQ(figs_h("under $600,000"), "$600,000=600000±0.5<400000");
	CHECK_STREQ(figs_h("approx. 300 and ca. 20"), "300=300±50~ 20=20±5~");
	/* "c." is circa before a figure; "U.S.C. 300" is a citation, not a hedge */
	CHECK_STREQ(figs_h("c. 300 and c. $1,770"), "300=300±50~ $1,770=1770±5~");
	CHECK_STREQ(figs_h("U.S.C. 300"), "300=300±0.5");
	/* a hedged round percentage: a twentieth of it, or 5 points */
	CHECK_STREQ(figs_h("some 100 per cent and about 200% and about 30%"),
				"100 per cent=100%±5~ 200%=200%±10~ 30%=30%±5~");
	CHECK_STREQ(figs_h("roughly 1.2 million"), "1.2 million=1200000±50000~");
	CHECK_STREQ(figs_h("about 300k"), "300k=300000±50000~");
	CHECK_STREQ(figs_h("nearly 2.50"), "2.50=2.5±0.005~");
	CHECK_STREQ(figs_h("exactly 1,200"), "1,200=1200±0.5");
	CHECK_STREQ(figs_h("then 300"), "300=300±0.5");
	CHECK_STREQ(figs_h("about $1,000"), "$1,000=1000±500~");
}

/* Single digits, years, dates, times, ordinals: narration. */
static void
test_narration(void)
{
	CHECK_STREQ(figs("3 customers in step 2, 0 errors"), "");
	CHECK_STREQ(figs("10 customers"), "10=10");
	CHECK_STREQ(figs("3.0 and 0.5"), "3.0=3 0.5=0.5");
	CHECK_STREQ(figs("in 2023 and 1900 and 2100"), "");
	CHECK_STREQ(figs("in 1899 and 2101"), "1899=1899 2101=2101");
	CHECK_STREQ(figs("2,023 and 2023.5 and $2023 and 2023%"),
				"2,023=2023 2023.5=2023.5 $2023=2023 2023%=2023%");
	CHECK_STREQ(figs("from 2019-2023"), "");
	/* dates */
	CHECK_STREQ(figs("on 2023-05-01 and 2023/05/01 and 05/01/2023 and 5/1/23"), "");
	CHECK_STREQ(figs("01.05.2023 and 2023-05 and the 2019-20 season"), "");
	/* spans of years with an en dash, and years before 1900 in a span or after a month */
	CHECK_STREQ(figs("in 1970\u201375 and 1976\u201382, from 2019\u20132021"), "");
	CHECK_STREQ(figs("four battles (1205\u20131206) and 1205-1206, lost on 14 April 1205"), "");
	/* but not a range of other numbers, nor years too far apart, nor four digits without a month */
	CHECK_STREQ(figs("20\u201325 and 1200\u20131500 and 1200-1250 and 1205 ships"),
				"20=20 25=25 1200=1200 1500=1500 1200=1200 1250=1250 1205=1205");
	CHECK_STREQ(figs("1 May 2023, May 1, 2023, May 15th, 15 May, May 15"), "");
	CHECK_STREQ(figs("Jan. 5 and Sept 30 and 30 Sep"), "");
	CHECK_STREQ(figs("March 45 and May 32"), "45=45 32=32");
	CHECK_STREQ(figs("may 15 units"), "15=15");
	CHECK_STREQ(figs("Q3 2023 and Q4'23 and FY2024 and H1 2022 and 3Q23"), "");
	CHECK_STREQ(figs("2023-05-01T10:30:00Z"), "");
	/* times */
	CHECK_STREQ(figs("at 10:30 and 10:30:15 and 10:30:15.250"), "");
	CHECK_STREQ(figs("at 10 am, 11 pm, 10 a.m., 11 p.m., 12 o'clock, 10am, 11pm"), "");
	CHECK_STREQ(figs("13 am"), "13=13");
	/* ordinals */
	CHECK_STREQ(figs("1st, 2nd, 23rd, 100th, 21ST"), "");
	CHECK_STREQ(figs("the 3rd largest at 15"), "15=15");
	/* a section's, a table's or a figure's number */
	CHECK_STREQ(figs("2.1 Net sales by country\n### 3.2. Revenue (Table 2.1; Section 4.3, \u00a7 5.1, fig. 3.2)"), "");
	/* a fuel consumption: the hundred is part of its unit */
	CHECK_STREQ(figs("28.86 mpg, roughly 8.15 litres per 100 km (11.8 L/100 km in town)"),
				"28.86=28.86 8.15=8.15~ 11.8=11.8");
	CHECK(one("about 8.15 litres per 100 km").unit == UNIT_L100KM);
	CHECK(fabs(figure_fuel_inverse(28.86, UNIT_MPG, UNIT_L100KM) - 8.150) < 0.001);
	CHECK(fabs(figure_fuel_inverse(8.15, UNIT_L100KM, UNIT_MPG) - 28.86) < 0.01);
	CHECK(isnan(figure_fuel_inverse(8.15, UNIT_L100KM, UNIT_KM)));
	/* a whole number after a capitalised noun that numbers a document's parts */
	CHECK_STREQ(figs("**Finding 11: Freight** (see Table 12, FIGURE 14 and Exhibit 10)"), "");
	CHECK_STREQ(figs("Question 10: Which order?\n### Step 12. Sum it"), "");
	/* the hundred of a consumption's unit, said with no amount ("1980 in litres per 100 km") */
	CHECK_STREQ(figs("1980 in litres per 100 km"), "");
	/* must not: a hundred of no such unit */
	CHECK_STREQ(figs("litres per 100 orders"), "100=100");
	/* a calendar's week, as a document's part: "Week 13 ran ahead of Week 12" */
	CHECK_STREQ(figs("Week 13 ran ahead of Week 12; Wk 14 too"), "");
	/* must not: weeks counted */
	CHECK_STREQ(figs("it took 13 weeks, week 12 in lower case"), "13=13 12=12");
	CHECK_STREQ(figs("Answer to Question 10: 12 orders; Step 12 of the plan"), "10=10 12=12 12=12");
	/* must not: in lower case, a number that goes on, or a noun rows are named by ("Item 12") */
	CHECK_STREQ(figs("a table 12 rows long; Table 12% of sales; Figure 15-20 units; Item 12 costs 84.50"),
				"12=12 12%=12% 15=15 20=20 12=12 84.50=84.5");
	/* but not a figure that opens a line or a sentence, nor one before a word in lower case */
	CHECK_STREQ(figs("2.1 million orders\nSales: 3.2 Germany\n1.2 Million\n22.4 GB"),
				"2.1 million=2100000 3.2=3.2 1.2 Million=1200000 22.4=22.4");
	/* a heading of its own line opening with a year or an acronym: "2.2 1997 net sales", "2.1 AAC tracks" */
	CHECK_STREQ(figs("2.2 1997 net sales: A and B\n\n4.1 AAC tracks\n\nDone."), "");
	/* not a unit in capitals, nor a line that goes on as a sentence, nor a line with no blank one after it */
	CHECK_STREQ(figs("2.5 GB archived\n\n1.5 2023 orders shipped. More followed.\n3.5 AAC files\nEnd."),
				"2.5=2.5 1.5=1.5 3.5=3.5");
}

/* Numbers glued to letters are identifiers, codes or units. */
static void
test_identifiers(void)
{
	CHECK_STREQ(figs("A320 and COVID-19 and CA-123 and SKU 44X"), "");
	CHECK_STREQ(figs("covid19 cases 2,345"), "2,345=2345");
	CHECK_STREQ(figs("COVID-19 cases: 1,234"), "1,234=1234");
	CHECK_STREQ(figs("a 30-day window, 12-month, top-10, pre-2020"), "");
	/* digits in groups before a hyphen are an amount, not a compound's count */
	CHECK_STREQ(figs("a 52,500-seat ground and a 3-seat car"), "52,500=52500");
	CHECK_STREQ(figs("1,2-dichloroethane and 1,200-ish minutes"), "");
	CHECK_STREQ(figs("the 1990s and the '90s"), "");
	CHECK_STREQ(figs("5kg, 30ms, 100GB, 23°C"), "23=23");
	CHECK_STREQ(figs("rank #12 and order No. 15 and no.16"), "");
	CHECK_STREQ(figs("version 1.2.3, IP 192.168.0.1, v2.5"), "");
	CHECK_STREQ(figs("ratio 3:1, 24/7, 3/4, 50/50, 3.5/5"), "");
	CHECK_STREQ(figs("phone 555-123-4567"), "");
	CHECK_STREQ(figs("table_12 and snake_case_99"), "");
	CHECK_STREQ(figs("caf\u00e912 and \u00e912"), "");
	CHECK_STREQ(figs("1e6 and 2E-3"), "");
	/* digits after CJK text are still figures */
	CHECK_STREQ(figs("\u5171123\u4e2a"), "123=123");
	/* labels like "Total:" do not hide their figure */
	CHECK_STREQ(figs("Total:1,234 and x=15"), "1,234=1234 15=15");
	/* more than 30 digits is not a figure */
	CHECK_STREQ(figs("id 1234567890123456789012345678901 and 12"), "12=12");
	CHECK_STREQ(figs_h("123456789012345678901234567890"),
				"123456789012345678901234567890=1.23456789012346e+29±0.5");
}

/* Byte spans of figures, for the backend to quote them. */
static void
test_spans(void)
{
	const char *text = "Sales hit $1.2bn (up 45%), with ~300 stores and 1,234.50 EUR.";
	Figure	   *f = NULL;
	size_t		n = figures_extract(text, strlen(text), &f);

	CHECK(n == 4);
	if (n == 4)
	{
		CHECK(f[0].offset == 10 && f[0].length == 6);
		CHECK(f[1].offset == 21 && f[1].length == 3);
		CHECK(f[2].offset == 33 && f[2].length == 3);
		CHECK(f[3].offset == 48 && f[3].length == 12);
		CHECK(f[2].approximate);
		CHECK(!f[0].approximate);
	}
	free(f);

	/* NULL arguments and the empty text */
	f = (Figure *) text;
	CHECK(figures_extract("", 0, &f) == 0 && f == NULL);
	f = (Figure *) text;
	CHECK(figures_extract(NULL, 5, &f) == 0 && f == NULL);
	CHECK(figures_extract("12", 2, NULL) == 0);
	/* the length is honoured: no read past it */
	f = NULL;
	CHECK(figures_extract("1234567", 2, &f) == 1 && f != NULL && f[0].value == 12);
	free(f);
	/* bytes after an embedded NUL are still text */
	f = NULL;
	CHECK(figures_extract("ab\0 42", 6, &f) == 1 && f != NULL && f[0].value == 42);
	free(f);
}

/* Acknowledgement of an empty result, and near-misses. */
static void
test_acknowledges_empty(void)
{
	CHECK(ack("The query returned no rows."));
	CHECK(ack("No results for March."));
	CHECK(ack("There were no sales in March."));
	CHECK(ack("No data was found."));
	CHECK(ack("No matching orders exist."));
	CHECK(ack("None."));
	CHECK(ack("none of the 12 customers churned"));
	CHECK(ack("Nothing matched the filter."));
	CHECK(ack("The count is zero."));
	CHECK(ack("Revenue dropped to zero."));
	CHECK(ack("Customer X was not found."));
	CHECK(ack("The query did not return any rows."));
	CHECK(ack("The query didn't return any rows."));
	CHECK(ack("The query didn\u2019t return anything."));
	CHECK(ack("It does not exist."));
	CHECK(ack("We could not find any orders."));
	CHECK(ack("There aren't any orders."));
	CHECK(ack("Not a single order was placed."));
	CHECK(ack("The query returned 0 rows."));
	CHECK(ack("0 results"));
	CHECK(ack("It returned 0."));
	CHECK(ack("rows: 0"));
	CHECK(ack("a total of 0"));
	CHECK(ack("The result set is empty."));
	CHECK(ack("It came back empty."));
	CHECK(ack("An empty result."));
	CHECK(ack("Nobody bought it; no-one returned."));
	CHECK(ack("There is no such product."));
	CHECK(ack("NO ROWS"));
	CHECK(ack("Line one.\nNo rows matched."));

	CHECK(!ack(""));
	CHECK(!figures_acknowledges_empty(NULL, 5));
	CHECK(!ack("Revenue was 1,234."));
	CHECK(!ack("No, revenue was 1,234."));
	CHECK(!ack("There were no more than 5 orders."));
	CHECK(!ack("Growth was no less than 12%."));
	CHECK(!ack("It is no longer active."));
	CHECK(!ack("There is no doubt sales rose."));
	CHECK(!ack("Nonetheless 12 rows came back."));
	CHECK(!ack("A non-zero balance."));
	CHECK(!ack("All balances are above zero."));
	CHECK(!ack("It was close to zero."));
	CHECK(!ack("A zero-based index."));
	CHECK(!ack("The list is not empty."));
	CHECK(!ack("The list isn't empty."));
	CHECK(!ack("A non-empty result."));
	CHECK(!ack("3 customers have empty carts."));
	CHECK(!ack("Service second to none."));
	CHECK(!ack("None other than Bob bought it."));
	CHECK(!ack("Nothing but growth."));
	CHECK(!ack("Growth was 0%."));
	CHECK(!ack("It opens at 0 am."));
	CHECK(!ack("Notable known nowhere nonzero."));
	CHECK(!ack("Sales did not decline."));
	CHECK(!ack("10 rows, 20 columns"));
	/* the writer's asides */
	CHECK(!ack("yep, 3 of Steven's orders went out late\n(straight from the query, no manual edits)"));
	CHECK(!ack("12 orders, no rounding applied."));
	CHECK(!ack("No problem: 12 orders shipped."));
	CHECK(!ack("Three invoices exceeded $30.\n\nRecommendation: no change to the approval process."));
	CHECK(!ack("Recommendation: the Board note the position; no action is required at this stage."));
	CHECK(ack("No edits were found in the log."));
	/* markdown: a bold zero, a table's zero cell */
	CHECK(ack("**0** characters come in above 200 kg."));
	CHECK(ack("| Aircraft seating 1,000+ | Count |\n|---|---:|\n| All types | 0 |"));
	CHECK(!ack("Growth was **0%**."));
	CHECK(!ack("| Shop | Net |\n|---|---:|\n| North | 10 |"));
}

/* Grounding at the precision shown, percentages, signs. */
static void
test_grounding(void)
{
	double		vals[] = {1, 2, 3};
	Figure		f;
	FigureIndex *index;
	double		with_nan[] = {NAN, INFINITY, -INFINITY, 1234.5};

	/* "1.2k" covers [1150, 1250] */
	CHECK(grounded_by("1.2k", 1150));
	CHECK(grounded_by("1.2k", 1200));
	CHECK(grounded_by("1.2k", 1249.9));
	CHECK(grounded_by("1.2k", 1250));
	CHECK(!grounded_by("1.2k", 1100));
	CHECK(!grounded_by("1.2k", 1149.9));
	CHECK(!grounded_by("1.2k", 1251));
	CHECK(!grounded_by("1.2k", 1.2));

	/* integers: half a unit */
	CHECK(grounded_by("42 orders", 42.4));
	CHECK(grounded_by("42 orders", 41.5));
	CHECK(!grounded_by("42 orders", 42.6));
	CHECK(!grounded_by("42 orders", 41.4));

	/* decimals shown */
	CHECK(grounded_by("$1,234.50", 1234.5));
	CHECK(grounded_by("$1,234.50", 1234.504));
	CHECK(grounded_by("$1,234.50", 1234.495));
	CHECK(!grounded_by("$1,234.50", 1234.51));
	CHECK(!grounded_by("$1,234.50", 1234.4));
	CHECK(grounded_by("0.1", 0.15));		/* inclusive, with float error */
	CHECK(grounded_by("0.1", 0.05));
	CHECK(grounded_by("45.15", 45.145));
	CHECK(!grounded_by("45.15", 45.1449));

	/* percentages: the value itself, or a fraction times 100 */
	CHECK(grounded_by("45%", 45.2));
	CHECK(grounded_by("45%", 0.451));
	CHECK(grounded_by("45%", 0.445));
	CHECK(!grounded_by("45%", 0.4551));
	CHECK(grounded_by("45.1%", 0.4512));
	CHECK(!grounded_by("45.1%", 0.4516));
	CHECK(grounded_by("45 percent", 0.45));
	CHECK(!grounded_by("45 orders", 0.45));	/* fractions only for percentages */
	CHECK(grounded_by("0.5%", 0.005));

	/* signs: an unsigned figure matches by magnitude, a signed one only its sign */
	CHECK(grounded_by("fell by 4.2%", -4.2));
	CHECK(grounded_by("fell by 4.2%", -0.042));
	CHECK(grounded_by("-4.2", -4.2));
	CHECK(!grounded_by("-4.2", 4.2));
	CHECK(grounded_by("\u22124.2", -4.24));
	CHECK(!grounded_by("+5%", -5));
	CHECK(grounded_by("+5%", 0.05));
	CHECK(!grounded_by("-$3.50", 3.5));
	CHECK(grounded_by("(3.50)", -3.5));

	/* magnitudes and approximations */
	CHECK(grounded_by("3.4M", 3449999));
	CHECK(!grounded_by("3.4M", 3451000));
	CHECK(grounded_by("1.2 million", 1150000));
	CHECK(grounded_by("$2B", 2.4e9));
	CHECK(!grounded_by("$2B", 2.6e9));
	CHECK(grounded_by("about 1,200", 1187));
	CHECK(!grounded_by("1,200", 1187));
	CHECK(!grounded_by("about 1,200", 1251));
	CHECK(grounded_by("over 1,000", 1187));
	CHECK(grounded_by("~300", 260));
	CHECK(grounded_by("1.5x", 1.54));
	/* the range's first figure takes the second's magnitude */
	{
		Figure	   *r = NULL;
		double		v = 1.4e6;

		index = figure_index_build(&v, 1);
		CHECK(figures_extract("1-2 million", 11, &r) == 2);
		CHECK(r != NULL && figure_index_grounds(index, &r[0]));
		CHECK(r != NULL && !figure_index_grounds(index, &r[1]));
		figure_index_free(index);
		free(r);
	}

	/* several values, only one of which fits */
	CHECK(grounded("15 stores", (double[]) {3, 14.2, 15.49, 900}, 4));
	CHECK(!grounded("15 stores", (double[]) {3, 14.2, 15.51, 900}, 4));

	/* NaN and infinities are skipped; an empty or NULL index grounds nothing */
	CHECK(grounded("$1,234.50", with_nan, 4));
	CHECK(!grounded("inf 12", with_nan, 3));
	CHECK(!grounded("12", vals, 0));
	f = one("1,234");
	CHECK(!figure_index_grounds(NULL, &f));
	index = figure_index_build(NULL, 5);
	CHECK(index != NULL && !figure_index_grounds(index, &f));
	CHECK(!figure_index_grounds(index, NULL));
	figure_index_free(index);
	figure_index_free(NULL);

	/* a hand-made figure with a non-finite or negative precision never grounds */
	index = figure_index_build(vals, 3);
	memset(&f, 0, sizeof(f));
	f.value = 2;
	f.half_unit = 0.5;
	CHECK(figure_index_grounds(index, &f));
	f.half_unit = NAN;
	CHECK(!figure_index_grounds(index, &f));
	f.half_unit = -1;
	CHECK(!figure_index_grounds(index, &f));
	f.half_unit = 0.5;
	f.value = INFINITY;
	CHECK(!figure_index_grounds(index, &f));
	figure_index_free(index);

	/* the index copies its input */
	{
		double		mine[] = {10, 20};

		index = figure_index_build(mine, 2);
		mine[0] = 99;
		mine[1] = 99;
		f = one("20 rows");
		CHECK(figure_index_grounds(index, &f));
		figure_index_free(index);
	}
}

/* A tiny deterministic generator for the bulk tests. */
static uint32_t
next_random(uint32_t *state)
{
	*state = *state * 1664525u + 1013904223u;
	return *state >> 8;
}

/* 1,000 figures against 10,000 values: the index agrees with a linear scan. */
static void
test_bulk_grounding(void)
{
	enum
	{
		NVALUES = 10000, NFIGS = 1000
	};
	double	   *values = malloc(NVALUES * sizeof(double));
	Figure	   *figs_ = calloc(NFIGS, sizeof(Figure));
	uint32_t	state = 12345;
	FigureIndex *index;
	int			agree = 0;
	int			hits = 0;
	int			i,
				j;

	CHECK(values != NULL && figs_ != NULL);
	if (values == NULL || figs_ == NULL)
	{
		free(values);
		free(figs_);
		return;
	}
	for (i = 0; i < NVALUES; i++)
		values[i] = (double) (next_random(&state) % 2000000) / 100.0 - 5000.0;
	for (i = 0; i < NFIGS; i++)
	{
		figs_[i].value = (double) (next_random(&state) % 200000) / 10.0 - 5000.0;
		figs_[i].half_unit = 0.05;
		figs_[i].decimals = 1;
		figs_[i].percent = (i % 7 == 0);
		figs_[i].explicit_sign = (i % 3 == 0);
	}
	index = figure_index_build(values, NVALUES);
	CHECK(index != NULL);
	for (i = 0; index != NULL && i < NFIGS; i++)
	{
		const Figure *f = &figs_[i];
		double		lo = f->value - f->half_unit - 1e-9 * (fabs(f->value) + f->half_unit);
		double		hi = f->value + f->half_unit + 1e-9 * (fabs(f->value) + f->half_unit);
		bool		linear = false;

		for (j = 0; j < NVALUES && !linear; j++)
		{
			double		v = values[j];

			linear = (v >= lo && v <= hi) ||
				(!f->explicit_sign && -v >= lo && -v <= hi) ||
				(f->percent && v * 100 >= lo && v * 100 <= hi) ||
				(f->percent && !f->explicit_sign && -v * 100 >= lo && -v * 100 <= hi);
		}
		if (linear == figure_index_grounds(index, f))
			agree++;
		hits += linear;
	}
	CHECK(agree == NFIGS);
	CHECK(hits > 50 && hits < NFIGS);	/* both outcomes are exercised */
	figure_index_free(index);
	free(values);
	free(figs_);
}

/* Large and hostile inputs: bounded, well-formed results. */
static void
test_large_inputs(void)
{
	size_t		size = 100 * 1024;
	char	   *buf = malloc(size + 1);
	Figure	   *f = NULL;
	size_t		n;
	size_t		i;
	uint32_t	state = 777;
	bool		spans_ok = true;

	CHECK(buf != NULL);
	if (buf == NULL)
		return;

	/* the same figure, repeated */
	for (i = 0; i + 6 <= size; i += 6)
		memcpy(buf + i, "1,234 ", 6);
	n = figures_extract(buf, i, &f);
	CHECK(n == i / 6);
	free(f);

	/* one huge number, one huge word, digits joined by connectors */
	memset(buf, '7', size);
	CHECK(figures_extract(buf, size, &f) == 0 && f == NULL);
	memset(buf, 'a', size);
	CHECK(figures_extract(buf, size, &f) == 0);
	for (i = 0; i < size; i++)
		buf[i] = (i % 2) ? '-' : '5';
	CHECK(figures_extract(buf, size, &f) == 0);
	for (i = 0; i < size; i++)
		buf[i] = (i % 3 == 2) ? ' ' : ((i % 3) ? 'o' : 't');
	CHECK(!figures_acknowledges_empty(buf, size));
	for (i = 0; i < size; i++)
		buf[i] = "12 to "[i % 6];
	n = figures_extract(buf, size, &f);
	CHECK(n == size / 6 + (size % 6 >= 2));
	free(f);

	/* random bytes: every figure lies inside the input, in order */
	for (i = 0; i < size; i++)
		buf[i] = (char) "0123456789.,-+%$ kKMbnx~:/#abc\xe2\x82\xac\xc2\xa0"[next_random(&state) % 36];
	n = figures_extract(buf, size, &f);
	for (i = 0; i < n; i++)
	{
		if (f[i].offset + f[i].length > size || f[i].length == 0 ||
			(i > 0 && f[i].offset < f[i - 1].offset + f[i - 1].length) ||
			!isfinite(f[i].value) || !(f[i].half_unit > 0))
			spans_ok = false;
	}
	CHECK(n > 0);
	CHECK(spans_ok);
	free(f);
	(void) figures_acknowledges_empty(buf, size);
	free(buf);
}

/* Number words, fractions, proportions and multiples read as figures; narration stays narration. */
static void
test_number_words(void)
{
	Figure		f;
	FigureRange r;

	CHECK_STREQ(figs_h("twelve restaurants"), "twelve=12±0.5");
	CHECK_STREQ(figs_h("twenty-five stores"), "twenty-five=25±0.5");
	CHECK_STREQ(figs_h("three hundred and ten rows"), "three hundred and ten=310±0.5");
	CHECK_STREQ(figs_h("two dozen eggs"), "two dozen=24±0.5");
	CHECK_STREQ(figs_h("a dozen eggs"), "a dozen=12±0.5");
	CHECK_STREQ(figs_h("two thousand visits"), "two thousand=2000±500");
	CHECK_STREQ(figs_h("fifteen percent of them"), "fifteen percent=15%±0.5");
	/* fractions of a whole are percentages */
	CHECK_STREQ(figs_h("two thirds of them"), "two thirds=66.6666666666667%±3");
	CHECK_STREQ(figs_h("three-quarters of sales"), "three-quarters=75%±3");
	CHECK_STREQ(figs_h("half of the orders"), "half=50%±3");
	CHECK_STREQ(figs_h("about half the orders"), "half=50%±5~");
	CHECK_STREQ(figs_h("a third of all"), "a third=33.3333333333333%±3");
	/* "one in N": a share whose inverse rounds to N (1/4.5 to 1/3.5), within 12% of 1/N, hedged or not */
	CHECK_STREQ(figs_h("one in four customers"), "one in four=25%±3");
	CHECK_STREQ(figs_h("1 in 4 customers"), "1 in 4=25%±3");
	CHECK_STREQ(figs_h("about one in four customers"), "one in four=25%±3~");
	CHECK_STREQ(figs_h("3 out of 10 orders"), "3 out of 10=30%±2");
	CHECK_STREQ(figs_h("one out of every five"), "one out of every five=20%±2.22222222222222");
	CHECK_STREQ(figs_h("two in five customers"), "two in five=40%±2");
	/* "16 of every 100": a rate to the nearest one of every hundred; "16 of 100" a part and its whole */
	CHECK_STREQ(figs_h("16 of every 100 orders"), "16 of every 100=16%±0.5");
	CHECK_STREQ(figs_h("16 in every 100 orders"), "16 in every 100=16%±0.5");
	/* a rate per thousand (or more) is written grouped; a part and its whole is not read so */
	CHECK_STREQ(figs_h("55 in every 1,000 claims"), "55 in every 1,000=5.5%±0.05");
	CHECK_STREQ(figs("55 in 1,000 claims"), "55=55 1,000=1000");
	CHECK_STREQ(figs_h("188 out of 618 orders"), "188 out of 618=30.42071197411%±0.00809061488673139");
	CHECK_STREQ(figs("16 of 100 orders"), "16=16 100=100");
	/* hedges of a noun: "on the order of", "in the neighbourhood of"; not any "of" */
	CHECK(one("on the order of 1,200 rows").approximate);
	CHECK(one("in the neighbourhood of $67,000").approximate);
	CHECK(one("in the region of 300 stores").approximate);
	CHECK(!one("the sum of 1,200 rows").approximate);
	/* a close bound reaches a tenth past it; a plain one half */
	f = one("a touch over 5.7 to one");
	CHECK(f.bound == 1 && f.close && fabs(f.reach - 0.57) < 1e-9);
	f = one("just over 200 stores");
	CHECK(f.bound == 1 && f.close && fabs(f.reach - 20) < 1e-9);
	f = one("fractionally under $83,000");
	CHECK(f.bound == -1 && f.close && fabs(f.reach - 8300) < 1e-9);
	f = one("over 200 stores");
	CHECK(f.bound == 1 && !f.close && fabs(f.reach - 100) < 1e-9);
	/* "over" after a figure and its restatement in brackets spreads across, bounding nothing */
	CHECK(!has_bound("283,910 ms (4.7 minutes) over 1,297 tracks", "1,297"));
	CHECK(!has_bound("$830 (about 12%) over 21 customers", "21"));
	CHECK(has_bound("Rock (the genre) over 1,297 tracks", "1,297"));
	/* so past the bracket and up to three words: "($181,681.46) in net revenue over 60 customers" */
	CHECK(!has_bound("roughly $182k ($181,681.46) in net revenue over 60 active customers", "60"));
	CHECK(!has_bound("just under $1.2k ($1,188.55) in freight over 30 orders", "30"));
	CHECK(has_bound("the store (opened in 1997) in the north sold over 60 units", "60"));
	CHECK(has_bound("(about 12%) of the time, over 60 customers", "60"));
	CHECK(has_bound("The average one-way fare ($214.00) is a bit over 172% of the round trip", "172%"));
	CHECK(has_bound("$214 is well over 172", "172"));
	CHECK(!has_bound("($11,271 of stock over 393 units)", "393"));
	/* "about five to one": hedged, a single digit to one is a ratio; a score is not */
	f = one("Rock still outsells Metal about five to one on tracks");
	CHECK(f.multiple && f.value == 5);
	CHECK_STREQ(figs("Rock beat Metal five to one"), "");
	/* bounds on fractions */
	f = one("less than half of customers");
	CHECK(f.percent && f.value == 50 && f.bound == -1 && f.strict);
	f = one("more than a third of them");
	CHECK(f.percent && f.bound == 1);
	/* multiples */
	f = one("revenue doubled");
	CHECK(f.multiple && f.value == 2);
	f = one("sales tripled");
	CHECK(f.multiple && f.value == 3);
	f = one("costs halved");
	CHECK(f.multiple && f.value == 0.5);
	f = one("twice as many orders");
	CHECK(f.multiple && f.value == 2);
	f = one("three times as many");
	CHECK(f.multiple && f.value == 3);
	f = one("3 times as many");
	CHECK(f.multiple && f.value == 3);
	f = one("about 1.7 times as much");
	CHECK(f.multiple && f.value == 1.7);
	f = one("more than double Tribal King");
	CHECK(f.multiple && f.value == 2 && f.bound == 1);
	f = one("nearly triple that");
	CHECK(f.multiple && f.value == 3);
	f = one("double the revenue of Canada");
	CHECK(f.multiple && f.value == 2);
	/* "by a factor of": a multiple, hedged or not; a factor of nothing is not */
	f = one("larger by a factor of approximately 1.27");
	CHECK(f.multiple && f.value == 1.27 && f.approximate);
	f = one("by a factor of 3.5");
	CHECK(f.multiple && f.value == 3.5);
	f = one("a risk factor, 3.5 grams");
	CHECK(!f.multiple);
	f = one("trails it by a factor of 0.57");
	CHECK(!f.multiple);
	/* a hedged whole percentage in words: five either side where it ends in a zero, else its own number */
	CHECK_STREQ(figs_h("approximately thirty per cent"), "thirty per cent=30%±5~");
	CHECK_STREQ(figs_h("approximately thirty-five per cent"), "thirty-five per cent=35%±2.5~");
	CHECK_STREQ(figs_h("some twenty-nine per cent"), "twenty-nine per cent=29%±1~");
	CHECK_STREQ(figs_h("twenty-nine per cent"), "twenty-nine per cent=29%±0.5");
	CHECK_STREQ(figs_h("about a quarter"), "a quarter=25%±5~");
	/* decimals said a digit at a time */
	CHECK_STREQ(figs_h("some thirty-two point two hours"), "thirty-two point two=32.2±0.05~");
	CHECK_STREQ(figs_h("ten point five hours"), "ten point five=10.5±0.05");
	CHECK_STREQ(figs_h("two point five times as many"), "two point five times=2.5±0.05");
	CHECK_STREQ(figs_h("twelve point five per cent"), "twelve point five per cent=12.5%±0.05");
	/* not a decimal: "point" with no digit word after it */
	CHECK_STREQ(figs_h("twenty points ahead"), "twenty=20±0.5");
	CHECK_STREQ(figs_h("at one point, sales fell"), "");
	CHECK_STREQ(figs("a double-digit lead"), "");
	CHECK_STREQ(figs("a double act"), "");
	CHECK_STREQ(figs("triple play"), "");
	/* "188 out of 618" in digits is that part and whole; "2 in 3" stays rough */
	f = one("188 out of 618");
	CHECK(f.percent && figure_range(&f, &r) && figure_range_has(&r, 100.0 * 188 / 618) &&
		  !figure_range_has(&r, 100.0 * 187 / 618) && !figure_range_has(&r, 100.0 * 189 / 618));
	f = one("roughly 2 in 3");
	CHECK(f.percent && figure_range(&f, &r) && figure_range_has(&r, 65.2));
	/* narration: single digits in words, pronouns, ordinals, times of day */
	CHECK_STREQ(figs("one of them"), "");
	CHECK_STREQ(figs("the two of them"), "");
	CHECK_STREQ(figs("a couple of stores"), "");
	CHECK_STREQ(figs("three customers"), "");
	CHECK_STREQ(figs("the third quarter"), "");
	CHECK_STREQ(figs("the first half of the year"), "");
	CHECK_STREQ(figs("half an hour"), "");
	CHECK_STREQ(figs("a quarter"), "");
	CHECK_STREQ(figs("twice"), "");
	CHECK_STREQ(figs("3 times a week"), "");
	CHECK_STREQ(figs("5 in 2023"), "");
	CHECK_STREQ(figs("someone said ten-fold"), "");
	CHECK_STREQ(figs("an often-tenth"), "");
}

/* Bounds hold on one side; direction words fix the sign; unit words are read. */
static void
test_bounds_directions_units(void)
{
	Figure		f;
	FigureRange r;

	f = one("more than $40,000");
	CHECK(f.bound == 1 && f.strict && figure_range(&f, &r));
	CHECK(figure_range_has(&r, 41250) && !figure_range_has(&r, 40000) && !figure_range_has(&r, 39999));
	f = one("at least 250");
	CHECK(f.bound == 1 && !f.strict && figure_range(&f, &r) && figure_range_has(&r, 250));
	f = one("under $600,000");
	CHECK(f.bound == -1 && figure_range(&f, &r) && !figure_range_has(&r, 631900) && figure_range_has(&r, 598000));
	f = one("every one scores above 7.5");
	CHECK(figure_range(&f, &r) && figure_range_has(&r, 7.9) && !figure_range_has(&r, 7.4));
	f = one("no more than 12");
	CHECK(f.bound == -1 && !f.strict);
	f = one("no country spent more than $523");
	CHECK(f.bound == -1 && !f.strict);
	f = one("it didn't get more than 30");
	CHECK(f.bound == -1);
	f = one("up to 30 days");
	CHECK(f.bound == -1 && f.unit == UNIT_DAY);
	/* directions */
	f = one("fell 2.1%");
	CHECK(f.direction == -1 && figure_range(&f, &r) && figure_range_has(&r, -2.1) && !figure_range_has(&r, 2.1));
	f = one("rose by $8,400");
	CHECK(f.direction == 1 && figure_range(&f, &r) && figure_range_has(&r, 8400) && !figure_range_has(&r, -8400));
	CHECK(one("a 14.5% increase").direction == 1);
	CHECK(one("a decline of 3.2%").direction == -1);
	CHECK(one("a 14.1 percent shrink in the gap").direction == -1);
	CHECK(one("a contraction of 3.2%").direction == -1);
	CHECK(one("a 12% climb").direction == 1);
	/* a year cut to two digits after an apostrophe is narration; a part over its whole is two figures */
	CHECK_STREQ(render("Freight '97: $27.0k, Apr \xe2\x80\x99" "98 net", false), "$27.0k=27000");
	CHECK_STREQ(render("Margaret: 10/156 orders late", false), "10=10 156=156");
	/* must not: dates, fractions under a day's number, seasons, three groups */
	CHECK_STREQ(render("on 12/31, 3/4 done, 24/7, 2019/2020, 1/2/2023", false), "");
	/* past a sign of approximation */
	CHECK(one("weight is down ~39.4% on 1973").direction == -1);
	CHECK(one("sales up \xe2\x89\x88 12% on the year").direction == 1);
	CHECK(one("~5% of all orders").direction == 0);
	CHECK(one("a 12% share").direction == 0);
	CHECK(one("Q2: \u2193 53.2% vs. Q1").direction == -1);
	CHECK(one("(\u2191 10.7% vs. 2024)").direction == 1);
	CHECK(one("\u25bc 3.1%").direction == -1);
	/* "N to 1" is a multiple at the precision shown; a single digit ("won 3 to 1") and a move are not */
	CHECK(one("roughly 1.8 to 1 in their favour").multiple);
	CHECK(one("12.5 to one").multiple && one("12.5 to one").value == 12.5);
	CHECK_STREQ(figs("fell from 12.5 to 1.5"), "12.5=12.5 1.5=1.5");
	CHECK_STREQ(figs("won 3 to 1"), "");
	/* "3.0 to 1": the decimal says it is a ratio, not a score */
	CHECK(one("as a ratio, 3.0 to 1").multiple && one("as a ratio, 3.0 to 1").value == 3.0);
	/* "1.9 to 1, or 89% ahead": a comma after the one, but not one of "1,000" */
	CHECK_STREQ(figs("about 1.9 to 1, or 89% ahead"), "1.9 to 1=1.9~ 89%=89%");
	CHECK_STREQ(figs("from 2.5 to 1,000"), "2.5=2.5 1,000=1000");
	/* "1.7:1", "4.0:1", "12:1": a ratio with a colon; not a time ("10:15"), nor a single digit ("3:1") */
	CHECK(one("Marvel to DC is 1.7:1.").multiple && one("Marvel to DC is 1.7:1.").value == 1.7);
	CHECK(one("- ratio 4.0:1").multiple);
	CHECK(one("a 12:1 edge").multiple);
	CHECK_STREQ(figs("we met at 10:15"), "");
	CHECK_STREQ(figs("a 3:1 win"), "");
	CHECK_STREQ(figs("ratio 2.5:1.5"), "");
	/* "that's about six times", "four times Living Tribunal's 35": a multiple of what follows */
	CHECK(one("That's about six times Canada.").multiple);
	CHECK_STREQ(figs("nearly four times Living Tribunal's 35"), "four times=4~ 35=35");
	CHECK_STREQ(figs("it ran four times a day"), "");
	CHECK(one("down 3%").direction == -1);
	CHECK(one("sales were 12% lower").direction == -1);
	CHECK(one("fell to 500").direction == 0);
	CHECK(one("rose from 500").direction == 0);
	CHECK(one("up to 500").direction == 0);
	/* a written sign wins over the words */
	f = one("fell by -4.2%");
	CHECK(figure_range(&f, &r) && figure_range_has(&r, -4.2) && !figure_range_has(&r, 4.2));
	/* units */
	CHECK(one("18,250 seconds").unit == UNIT_SECOND);
	CHECK(one("roughly 5.1 hours").unit == UNIT_HOUR);
	CHECK(one("283,910 ms").unit == UNIT_MS);
	CHECK(one("22.4 GB").unit == UNIT_GB);
	CHECK(one("12 km").unit == UNIT_KM);
	CHECK(one("45 metres").unit == UNIT_METRE);
	CHECK(one("45 m").unit == UNIT_NONE);
	/* a unit said before the figure, opening its clause: "In pounds, not quite 40,000" */
	CHECK(one("In pounds, not quite 40,000.").unit == UNIT_LB);
	CHECK(one("Weights: in kilograms: 9.3").unit == UNIT_KG);
	CHECK(one("We weighed them in pounds and 40 passed.").unit == UNIT_NONE);
	/* "Down," or "Up," opening the sentence gives a change its sign */
	CHECK(one("Down, just under 16 percent week on week.").direction == -1);
	CHECK(one("A: Up, 16 percent.").direction == 1);
	CHECK(one("We closed it down, 16 percent of them.").direction == 0);
	CHECK(one("Sales rose a touch over 40 percent.").direction == 1);
	CHECK(one("Units down just shy of 25 percent.").direction == -1);
	/* "in" is inches only where it ends the clause */
	CHECK(one("or about 81 in.").unit == UNIT_INCH);
	CHECK(one("(81 in)").unit == UNIT_INCH);
	CHECK(one("81 in. Then").unit == UNIT_INCH);
	CHECK(one("(about 68.54 in; as measured)").unit == UNIT_INCH);
	CHECK(one("68.5 in, give or take").unit == UNIT_INCH);
	CHECK(one("81 in 1997").unit == UNIT_NONE);
	CHECK(one("81 in the north").unit == UNIT_NONE);
	/* cubic inches, and litres as a capital L */
	CHECK(one("345.2 cu in").unit == UNIT_CUIN);
	CHECK(one("345.2 cu. in.").unit == UNIT_CUIN);
	CHECK(one("350 cubic inches").unit == UNIT_CUIN);
	CHECK(one("1.80 L").unit == UNIT_LITRE);
	CHECK(one("1.80 l").unit == UNIT_NONE);
	CHECK(one("30 cu ft").unit == UNIT_NONE);
	CHECK(one("12 stores").unit == UNIT_NONE);
	/* areas, volumes, speeds; a bare "m" only beside another length */
	CHECK(one("347.5 square miles").unit == UNIT_SQMILE);
	CHECK(one("900 km\xc2\xb2").unit == UNIT_SQKM);
	CHECK(one("640 km2").unit == UNIT_SQKM);
	CHECK(one("2,500 sq km").unit == UNIT_SQKM);
	CHECK(one("1,321 gallons").unit == UNIT_GALLON);
	CHECK(one("110 km/h").unit == UNIT_KMH);
	CHECK(one("68 miles per hour").unit == UNIT_MPH);
	CHECK(one("68 miles per day").unit == UNIT_MILE);
	CHECK(one("0.83 of an hour").unit == UNIT_HOUR);
	CHECK(one("12 km/year").unit == UNIT_NONE);
	{
		Figure	   *fs;
		size_t		n = figures_extract("1,235,000 lb over 853 seats; cars over 853 seats", 48, &fs);

		CHECK(n == 3 && fs[1].bound == 0 && fs[2].bound == 1);
		free(fs);
	}
	CHECK(one("50 square stores").unit == UNIT_NONE);
	{
		Figure	   *fs;
		size_t		n = figures_extract("224 ft (68.3 m). Sales were 50 m.", 34, &fs);

		CHECK(n == 3 && fs[1].unit == UNIT_METRE && fs[2].unit == UNIT_NONE);
		free(fs);
	}
	CHECK(figure_unit_of_name("area_sq_km", 10) == UNIT_SQKM);
	CHECK(figure_unit_of_name("area_km2", 8) == UNIT_SQKM);
	CHECK(figure_unit_of_name("distance_km", 11) == UNIT_KM);
	/* stone only as a word; "st" in a name is a street or a state */
	CHECK(figure_unit_of_name("weight_stone", 12) == UNIT_STONE);
	CHECK(figure_unit_of_name("home_st", 7) == UNIT_NONE);
	/* exact definitions: the international mile, the US gallon, the acre */
	CHECK(fabs(figure_unit_size(UNIT_SQMILE, false) - 2589988.110336) < 1e-6 &&
		  fabs(figure_unit_size(UNIT_GALLON, false) - 3.785411784e-3) < 1e-15 &&
		  fabs(figure_unit_size(UNIT_ACRE, false) - 4046.8564224) < 1e-9);
	CHECK(figure_unit_family(UNIT_SQKM) != figure_unit_family(UNIT_KM) &&
		  figure_unit_family(UNIT_MPH) != figure_unit_family(UNIT_MILE));
	CHECK(one("12% hours").unit == UNIT_NONE);
	CHECK(figure_unit_of_name("avg_milliseconds", 16) == UNIT_MS);
	CHECK(figure_unit_of_name("durationSeconds", 15) == UNIT_SECOND);
	CHECK(figure_unit_of_name("total_bytes", 11) == UNIT_BYTE);
	CHECK(figure_unit_of_name("customers", 9) == UNIT_NONE);
	CHECK(figure_unit_of_name("name", 4) == UNIT_NONE);
	CHECK(figure_unit_size(UNIT_HOUR, false) == 3600 && figure_unit_size(UNIT_MB, true) == 1e6 &&
		  figure_unit_size(UNIT_MB, false) == 1048576);
	CHECK(figure_unit_family(UNIT_MS) == figure_unit_family(UNIT_WEEK) &&
		  figure_unit_family(UNIT_KB) != figure_unit_family(UNIT_KM));
	/* "or so" is an approximation */
	f = one("$8,000 or so");
	CHECK(f.approximate && f.half_unit == 500);
	/* so is "give or take" after the figure, past a unit word and a comma */
	f = one("averaged 1,560 kg, give or take");
	CHECK(f.approximate && f.half_unit == 5);
	f = one("cruises at 860 km/h, give or take");
	CHECK(f.approximate && f.half_unit == 5);
	f = one("12 cars or so");
	CHECK(f.approximate);
	/* must not: "give or take 10" states its own margin; two words before the hedge are too far */
	f = one("averaged 1,560 kg give or take");
	CHECK(f.approximate);
	{
		Figure	   *g = NULL;

		CHECK(figures_extract("averaged 1,560 kg, give or take 10 kg", 37, &g) == 2);
		CHECK(g != NULL && !g[0].approximate);
		free(g);
	}
	CHECK(!one("1,560 heavy cars, give or take").approximate);
	CHECK(!one("1,560 kg").approximate);
	/* a cell's text reads digits only */
	{
		Figure	   *g = NULL;

		CHECK(figures_extract_plain("twelve and 12 rose 3%", 21, &g) == 2);
		CHECK(g != NULL && g[0].value == 12 && g[1].direction == 0);
		free(g);
	}
}

/*
 * A bare "m" beside a length in its sentence, before or after, also far
 * apart: one pass, so a long sentence of bare "m"s is read at once.
 */
/* One figure, its value and reach, as a voice assistant says it */
static void
check_spoken(const char *text, double value, double half_unit)
{
	Figure	   *fs;
	size_t		n = figures_extract(text, strlen(text), &fs);

	CHECK(n == 1 && fs[0].value == value && fabs(fs[0].half_unit - half_unit) < 1e-9);
	if (n != 1 || fs[0].value != value || fabs(fs[0].half_unit - half_unit) >= 1e-9)
		fprintf(stderr, "  spoken: \"%s\": %zu figures, %g +- %g\n", text, n, n > 0 ? fs[0].value : 0,
				n > 0 ? fs[0].half_unit : 0);
	free(fs);
}

/* Figures said aloud: compounds past a scale, decimals and halves of a scale, hedged reach */
static void
test_spoken_numbers(void)
{
	Figure	   *fs;
	size_t		n;

	check_spoken("twenty thousand five hundred dollars", 20500, 50);
	check_spoken("a thousand and twenty", 1020, 5);
	check_spoken("two million three hundred thousand", 2300000, 50000);
	check_spoken("twenty-eight point two thousand dollars", 28200, 50);
	check_spoken("seven and a half thousand dollars", 7500, 250);
	check_spoken("one and a half million", 1500000, 250000);
	check_spoken("half a million dollars", 500000, 50000);
	check_spoken("a quarter of a million", 250000, 25000);
	check_spoken("three quarters of a million", 750000, 25000);
	/* a hedge: 5% on two figures or a half step, one unit of the last figure on three */
	check_spoken("about thirteen hundred", 1300, 65);
	check_spoken("about twelve hundred and fifty", 1250, 62.5);
	check_spoken("about sixteen thousand four hundred", 16400, 100);
	check_spoken("about sixty-six point nine thousand", 66900, 100);
	/* must not: two numbers a comma or a range keeps apart, a scale above the first */
	n = figures_extract("about forty-two thousand, five hundred of them", 46, &fs);
	CHECK(n == 2 && fs[0].value == 42000 && fs[1].value == 500);
	free(fs);
	n = figures_extract("between ten thousand and twenty thousand", 40, &fs);
	CHECK(n == 2 && fs[0].value == 10000 && fs[1].value == 20000);
	free(fs);
	n = figures_extract("between two hundred and three hundred", 37, &fs);
	CHECK(n == 2 && fs[0].value == 200 && fs[1].value == 300);
	free(fs);
	/* "half a dozen" is six: narration */
	n = figures_extract("half a dozen rows", 17, &fs);
	CHECK(n == 0);
	free(fs);
}

/* Number words by the grammar of English cardinals, dollars and cents, a magnitude word, a decimal multiple */
static void
test_cardinal_grammar(void)
{
	Figure	   *fs;
	size_t		n;

	check_spoken("two hundred sixty-five thousand six hundred milliseconds", 265600, 50);
	check_spoken("eight hundred six million", 806000000, 500000);
	check_spoken("one hundred forty hours", 140, 0.5);
	check_spoken("forty-seven dollars and sixty-two cents", 47.62, 0.005);
	check_spoken("seven and a half days", 7.5, 0.25);
	check_spoken("one point two four times as long", 1.24, 0.005);
	n = figures_extract("forty-seven dollars and sixty-two cents", 39, &fs);
	CHECK(n == 1 && fs[0].unit == UNIT_DOLLAR);
	free(fs);
	/* a magnitude word is a scale, as "9.16 million" has */
	n = figures_extract("nine point one six million viewers", 34, &fs);
	CHECK(n == 1 && fs[0].value == 9160000 && fs[0].scale == 1e6);
	free(fs);
	/* "ninety-six percent" is a percentage as "96 percent" is, not a fraction in words */
	n = figures_extract("ahead by ninety-six percent", 27, &fs);
	CHECK(n == 1 && fs[0].percent && !fs[0].words && fs[0].value == 96);
	free(fs);
	/* must not: years said as two numbers stay two, a unit after a unit ends a number */
	n = figures_extract("in nineteen ninety-seven", 24, &fs);
	CHECK(n == 2 && fs[0].value == 19 && fs[1].value == 97);
	free(fs);
	n = figures_extract("twenty five twenty", 18, &fs);
	CHECK(n == 2 && fs[0].value == 25 && fs[1].value == 20);
	free(fs);
	/* must not: "seven dollars" alone is narration; a dime with no "cents" is not read as cents */
	n = figures_extract("seven dollars and forty people", 30, &fs);
	CHECK(n == 1 && fs[0].value == 40);
	free(fs);
	/* a spaced multiplication sign before a number multiplies; glued, or before a word, it is a multiple */
	n = figures_extract("3,504 \xc3\x97 0.4536 \xe2\x89\x88 1,589 kg", strlen("3,504 \xc3\x97 0.4536 \xe2\x89\x88 1,589 kg"), &fs);
	CHECK(n == 3 && !fs[0].multiple && fs[1].value == 0.4536);
	free(fs);
	n = figures_extract("2.0\xc3\x97 4 cyl.", 12, &fs);
	CHECK(n >= 1 && fs[0].multiple && fs[0].value == 2.0);
	free(fs);
	/* "5x" said outright is a multiple near five; hedged ("~5x") a single digit stays narration */
	n = figures_extract("Ratio: >= 5x", 12, &fs);
	CHECK(n == 1 && fs[0].multiple && fs[0].value == 5 && fs[0].bound > 0 && fabs(fs[0].half_unit - 0.375) < 1e-9);
	free(fs);
	n = figures_extract("about ~5x", 9, &fs);
	CHECK(n == 0);
	free(fs);
	/* a label's value with decimals and "times" is a multiple; a whole count of occasions is not */
	n = figures_extract("Level: 1.6 times baseline", 25, &fs);
	CHECK(n == 1 && fs[0].multiple && fs[0].value == 1.6);
	free(fs);
	n = figures_extract("Visits: 12 times", 16, &fs);
	CHECK(n == 1 && !fs[0].multiple);
	free(fs);
	/* units written short: "d", "wk", "mo", the cent sign */
	n = figures_extract("8.57 d (~1.2 wk), 3.5 mo, 2,586 \xc2\xa2", strlen("8.57 d (~1.2 wk), 3.5 mo, 2,586 \xc2\xa2"), &fs);
	CHECK(n == 4 && fs[0].unit == UNIT_DAY && fs[1].unit == UNIT_WEEK && fs[2].unit == UNIT_MONTH &&
		  fs[3].unit == UNIT_CENT);
	free(fs);
}

/* "33.1 villains per 100 heroes": a rate per hundred is a percentage, the hundred no figure */
static void
test_rate_per_hundred(void)
{
	Figure	   *fs;
	size_t		n;

	n = figures_extract("33.1 villains per 100 heroes", 28, &fs);
	CHECK(n == 1 && fs[0].percent && fs[0].value == 33.1 && fs[0].length == 4);
	free(fs);
	n = figures_extract("12.5 per hundred residents", 26, &fs);
	CHECK(n == 1 && fs[0].percent);
	free(fs);
	/* must not: a hundred that is not the rate's whole number, or two words away */
	n = figures_extract("33.1 villains per 100.5 heroes", 30, &fs);
	CHECK(n == 2 && !fs[0].percent);
	free(fs);
	n = figures_extract("33.1 bad villains per 100 heroes", 32, &fs);
	CHECK(n == 2 && !fs[0].percent);
	free(fs);
	n = figures_extract("33.1 villains per 1000 heroes", 29, &fs);
	CHECK(n == 2 && !fs[0].percent);
	free(fs);
}

static void
test_metres_in_long_sentences(void)
{
	const char *cases[] = {"25 m, then 80 ft", "80 ft, then 25 m", "25 m. Then 80 ft", "25 m\n\n80 ft"};
	const int	bare[] = {0, 1, 0, 0};
	const bool	metres[] = {true, true, false, false};
	size_t		k;
	size_t		reps = 100000;
	size_t		len = reps * 6 + 5;
	char	   *text = malloc(len + 1);
	Figure	   *fs;
	size_t		n,
				i,
				in_metres = 0;

	for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++)
	{
		n = figures_extract(cases[k], strlen(cases[k]), &fs);
		CHECK(n == 2 && (fs[bare[k]].unit == UNIT_METRE) == metres[k]);
		free(fs);
	}
	if (text == NULL)
		return;
	for (i = 0; i < reps; i++)
		memcpy(text + i * 6, "25 m, ", 6);
	memcpy(text + reps * 6, "30 ft", 6);
	n = figures_extract(text, len, &fs);
	CHECK(n == reps + 1);
	for (i = 0; i < n; i++)
		in_metres += fs[i].unit == UNIT_METRE;
	CHECK(in_metres == reps);
	free(fs);
	free(text);
}

static bool
always(void)
{
	return true;
}

/* Asked to stop, a long text's extraction fails with EINTR; a short one is not asked. */
static void
test_stop_requested(void)
{
	size_t		len = 200000;
	char	   *text = malloc(len);
	Figure	   *fs = NULL;
	size_t		i;

	if (text == NULL)
		return;
	for (i = 0; i < len; i++)
		text[i] = "12 and "[i % 7];
	figures_stop_requested = always;
	errno = 0;
	CHECK(figures_extract(text, len, &fs) == 0 && errno == EINTR && fs == NULL);
	CHECK(figures_extract(text, 7000, &fs) == 1000);
	free(fs);
	figures_stop_requested = NULL;
	CHECK(figures_extract(text, len, &fs) == (len + 6) / 7);
	free(fs);
	free(text);
}

int
main(void)
{
	test_plain_numbers();
	test_decimal_comma();
	test_signs();
	test_currency();
	test_magnitudes();
	test_percent();
	test_ranges();
	test_approximate();
	test_narration();
	test_identifiers();
	test_spans();
	test_acknowledges_empty();
	test_grounding();
	test_bulk_grounding();
	test_large_inputs();
	test_number_words();
	test_bounds_directions_units();
	test_metres_in_long_sentences();
	test_rate_per_hundred();
	test_spoken_numbers();
	test_cardinal_grammar();
	test_stop_requested();
	return unit_report("figures");
}
