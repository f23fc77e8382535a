/*
 * test_verdict_walk.c — answers that walk through rows over several
 * sentences ("Its postal code is ...", "That is 1.5 times as many as
 * Japan"), fraction bounds said of a named row, changes said as changes,
 * a unit named before its figure, and figures of one row that must not
 * ground a claim about another.
 */
#include <stdint.h>
#include <stdlib.h>

#include "verdict.h"
#include "unit.h"

/* The reason of the verdict on answer over one step with named columns. */
static const char *
over(const char *rows, int64_t row_count, const char *columns, const char *answer)
{
	static char names_buf[512];
	static const char *names[32];
	VerdictStep s;
	Verdict		v;
	const char *r;
	int			n = 0;
	char	   *p;

	memset(&s, 0, sizeof(s));
	s.number = 1;
	s.executed = true;
	s.rows = rows;
	s.rows_len = strlen(rows);
	s.row_count = row_count;
	snprintf(names_buf, sizeof(names_buf), "%s", columns);
	for (p = strtok(names_buf, ","); p && n < 32; p = strtok(NULL, ","))
		names[n++] = p;
	s.column_names = names;
	s.ncolumn_names = n;
	if (verdict_decide(&s, 1, answer, strlen(answer), &v) != 0)
		return "oom";
	r = verdict_reason_name(v.reason);
	verdict_free(&v);
	return r;
}

static const char *const products = "[[\"Germany\", 90], [\"Japan\", 60], [\"Italy\", 50]]";
static const char *const albums = "[[\"Iron Maiden\", 210], [\"Led Zeppelin\", 140], [\"Ozzy Osbourne\", 60], "
	"[\"Everyone else\", 590]]";

/* A sentence that points back takes the rows of the sentence before. */
static void
test_points_back(void)
{
	/* the row before is an operand only through the sentence pointing back */
	CHECK_STREQ(over(products, 3, "country,products", "Germany tops the list. That is 1.50 times as many as Japan."),
				"grounded");
	/* a multiple naming one row compares it with the row named before, that row the denominator */
	CHECK_STREQ(over(products, 3, "country,products", "Germany tops the list. Japan has 0.67 times as many."),
				"grounded");
	CHECK_STREQ(over(products, 3, "country,products", "Germany tops the list. Japan has 1.50 times as many."),
				"ungrounded_figures");
	/* Italy's multiple, Italy named nowhere */
	CHECK_STREQ(over(products, 3, "country,products", "Germany tops the list. Japan has 0.56 times as many."),
				"ungrounded_figures");
	CHECK_STREQ(over(products, 3, "country,products", "Germany supplies 90 products. That is 1.50 times as many as Japan."),
				"grounded");
	CHECK_STREQ(over(products, 3, "country,products", "Germany supplies 90 products. That is 1.80 times as many as Italy."),
				"grounded");
	/* Italy's ratio said of Japan */
	CHECK_STREQ(over(products, 3, "country,products", "Germany supplies 90 products. That is 1.80 times as many as Japan."),
				"ungrounded_figures");
	/* "Its": the row the sentence before is about, not the next row's value */
	CHECK_STREQ(over("[[\"Alfreds\", 12209], [\"Blauer\", 68306]]", 2, "customer,postal_code",
					 "Alfreds is in Berlin. Its postal code is 12209."), "grounded");
	CHECK_STREQ(over("[[\"Alfreds\", 12209], [\"Blauer\", 68306]]", 2, "customer,postal_code",
					 "Alfreds is in Berlin. Its postal code is 68306."), "ungrounded_figures");
	/* through a chain of sentences pointing back: the row of the first one */
	CHECK_STREQ(over("[[\"Speedy\", 249, 16185.30], [\"United\", 326, 28244.90], [\"Federal\", 255, 20512.50]]", 3,
					 "shipper,orders,freight",
					 "Speedy shipped 249 orders for $16,185.30 in freight. Its $16,185.30 is $12,059.60 less than "
					 "United's. That is more than a third of the $64,942.70 total."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Speedy\", 249, 16185.30], [\"United\", 326, 28244.90], [\"Federal\", 255, 20512.50]]", 3,
					 "shipper,orders,freight",
					 "Speedy shipped 249 orders for $16,185.30 in freight. Its $16,185.30 is $12,059.60 less than "
					 "United's. That is less than a third of the $64,942.70 total."), "grounded");
	/* the row this sentence names is the numerator: Germany's multiple of Japan said of Japan */
	CHECK_STREQ(over(products, 3, "country,products", "Germany supplies 90 products. Japan has 1.50 times as many."),
				"ungrounded_figures");
	/* "their": the rows named before are the rows of a weighted average */
	CHECK_STREQ(over("[[\"Brazil\", 83, 58.80], [\"France\", 77, 55.04], [\"UK\", 56, 52.75], [\"Spain\", 23, 37.47]]", 4,
					 "country,orders,avg_freight",
					 "Brazil, France and UK received 216 orders between them. Weighted by order count, their "
					 "average freight comes to $55.89."), "grounded");
}

/* A fraction bound said of a named row holds anywhere on its side, and only there. */
static void
test_fraction_bounds(void)
{
	CHECK_STREQ(over(albums, 4, "artist,albums", "Ozzy Osbourne accounts for less than a fifth of all albums."),
				"grounded");
	CHECK_STREQ(over(albums, 4, "artist,albums", "Ozzy Osbourne accounts for more than a fifth of all albums."),
				"ungrounded_figures");
	CHECK_STREQ(over(albums, 4, "artist,albums", "Iron Maiden accounts for less than half of all albums."),
				"grounded");
	CHECK_STREQ(over(albums, 4, "artist,albums", "Iron Maiden accounts for more than half of all albums."),
				"ungrounded_figures");
	/* a figure and the cell it quotes are one value, not a ratio of 100% */
	CHECK_STREQ(over(albums, 4, "artist,albums",
					 "Iron Maiden released 210 albums. Iron Maiden accounts for more than a third of all 1,000 albums."),
				"ungrounded_figures");
	/* a bound is no operand: "fourteen" is not 47.4 - 33.3 */
	CHECK_STREQ(over(albums, 4, "artist,albums",
					 "Iron Maiden accounts for less than a third of the albums, and the top two hold 35.0%. "
					 "Ozzy Osbourne has fourteen."), "ungrounded_figures");
}

/* A change said as a change is never the plain ratio. */
static void
test_change_words(void)
{
	const char *years = "[[\"2021\", 449.46], [\"2022\", 481.45]]";

	CHECK_STREQ(over(years, 2, "year,revenue",
					 "Revenue rose from $449.46 in 2021 to $481.45 in 2022, a change of roughly 7.1%."), "grounded");
	CHECK_STREQ(over(years, 2, "year,revenue",
					 "Revenue rose from $449.46 in 2021 to $481.45 in 2022, a change of roughly 107.1%."),
				"ungrounded_figures");
}

/* Units named before the figure, and conversions of the row named. */
static void
test_units(void)
{
	const char *media = "[[\"MPEG\", 265574, 3034], [\"AAC\", 281724, 237], [\"Video\", 2342940, 214]]";

	CHECK_STREQ(over(media, 3, "media_type,avg_ms,tracks", "AAC tracks average 281,724 ms. In seconds that is about 282."),
				"grounded");
	CHECK_STREQ(over(media, 3, "media_type,avg_ms,tracks", "AAC tracks average 281,724 ms. In seconds that is about 382."),
				"ungrounded_figures");
	/* the column's maximum in minutes is not AAC's length */
	CHECK_STREQ(over(media, 3, "media_type,avg_ms,tracks", "AAC tracks average 281,724 ms, roughly 39.0 minutes."),
				"ungrounded_figures");
	CHECK_STREQ(over(media, 3, "media_type,avg_ms,tracks", "AAC tracks average 281,724 ms, roughly 4.7 minutes."),
				"grounded");
	/* "them" points back: the count is AAC's, not the video files' */
	CHECK_STREQ(over(media, 3, "media_type,avg_ms,tracks", "AAC tracks average 281,724 ms. There are 214 of them."),
				"ungrounded_figures");
	CHECK_STREQ(over(media, 3, "media_type,avg_ms,tracks", "AAC tracks average 281,724 ms. There are 237 of them."),
				"grounded");
}

/* A figure of a row the sentence does not name is no operand of a derivation about the rows it names. */
static void
test_other_rows(void)
{
	CHECK_STREQ(over(albums, 4, "artist,albums",
					 "Iron Maiden released 210 albums and Ozzy Osbourne 60. Iron Maiden is 150 ahead of the runner-up, "
					 "Led Zeppelin."), "ungrounded_figures");
	CHECK_STREQ(over(albums, 4, "artist,albums",
					 "Iron Maiden released 210 albums and Ozzy Osbourne 60. Iron Maiden is 70 ahead of the runner-up, "
					 "Led Zeppelin."), "grounded");
}

/*
 * Single digits as counts of what the rows hold: by default only those said of
 * a row named just before them, or as a comparison of named rows; asked for,
 * every one before a column's word.
 */
static void
test_small_counts(void)
{
	static const char *names[] = {"author", "papers"};
	const char *rows = "[[\"Ada\", 5], [\"Bob\", 3]]";
	VerdictStep s;
	Verdict		v;
	Figure	   *figs = NULL;
	size_t		n;
	/* said of a named row just before it, a digit is checked by default; else only when asked for */
	const char *answers[] = {"Ada wrote 5 papers.", "Ada wrote 6 papers.", "In 3 steps, Ada wrote 5 papers.",
		"The 6 papers were read.", "Ada wrote 6 drafts.", "Ada, as the table shows after a long and careful count, wrote 6 papers.",
		"Ada is 2 ahead of Bob.", "Ada is 3 ahead of Bob.", "Ada has 2 papers more than Bob.", "We are 3 ahead of plan."};
	const char *off[] = {"grounded", "ungrounded_figures", "grounded", "no_figures", "no_figures", "no_figures",
		"grounded", "ungrounded_figures", "grounded", "no_figures"};
	const char *on[] = {"grounded", "ungrounded_figures", "grounded", "ungrounded_figures", "no_figures",
		"ungrounded_figures", "grounded", "ungrounded_figures", "grounded", "no_figures"};
	int			i;

	n = figures_extract_counts("In 3 steps, 4 papers", 20, &figs);
	CHECK(n == 2 && figs[0].small_count && figs[1].small_count && figs[1].value == 4);
	free(figs);
	n = figures_extract("In 3 steps, 4 papers", 20, &figs);
	CHECK(n == 0);
	free(figs);
	memset(&s, 0, sizeof(s));
	s.number = 1;
	s.executed = true;
	s.rows = rows;
	s.rows_len = strlen(rows);
	s.row_count = 2;
	s.column_names = names;
	s.ncolumn_names = 2;
	for (i = 0; i < (int) (sizeof(answers) / sizeof(answers[0])); i++)
	{
		CHECK(verdict_decide_counts(&s, 1, answers[i], strlen(answers[i]), false, &v) == 0);
		CHECK_STREQ(verdict_reason_name(v.reason), off[i]);
		verdict_free(&v);
		CHECK(verdict_decide_counts(&s, 1, answers[i], strlen(answers[i]), true, &v) == 0);
		CHECK_STREQ(verdict_reason_name(v.reason), on[i]);
		verdict_free(&v);
	}
	/* a count stated for an empty result, where the columns are still named */
	s.rows = "[]";
	s.rows_len = 2;
	s.row_count = 0;
	CHECK(verdict_decide_counts(&s, 1, "Nothing found: 2 papers.", 24, true, &v) == 0);
	CHECK_STREQ(verdict_reason_name(v.reason), "ungrounded_figures");
	verdict_free(&v);
}

/* Past a comma, a figure after the row compared against is the subject's. */
static void
test_comparison_subject(void)
{
	const char *sales = "[[\"Canada\", 303.96], [\"Brazil\", 190.10], [\"Chile\", 46.62]]";

	CHECK_STREQ(over(sales, 3, "country,sales", "Canada outspent Brazil by $113.86, with $303.96 in sales."), "grounded");
	CHECK_STREQ(over(sales, 3, "country,sales", "Canada outspent Brazil by $113.86, with $190.10 in sales."),
				"ungrounded_figures");
	/* no comma: the figure right after the row is that row's */
	CHECK_STREQ(over(sales, 3, "country,sales", "Canada spent more than Brazil at $190.10."), "grounded");
}

int
main(void)
{
	test_comparison_subject();
	test_small_counts();
	test_points_back();
	test_fraction_bounds();
	test_change_words();
	test_units();
	test_other_rows();
	return unit_report("verdict_walk");
}
