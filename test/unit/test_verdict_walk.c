/*
 * test_verdict_walk.c — answers that walk through rows over several
 * sentences ("Its postal code is ...", "That is 1.5 times as many as
 * Japan"), fraction bounds said of a named row, changes said as changes,
 * a unit named before its figure, and figures of one row that must not
 * ground a claim about another.
 */
#include <stdint.h>
#include <stdlib.h>

#include "synonyms.h"
#include "verdict.h"
#include "unit.h"

/* The reason of the verdict on answer over one step with named columns and its query. */
static const char *
over_sql(const char *rows, int64_t row_count, const char *columns, const char *sql, const char *answer)
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
	s.sql = sql;
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

/* The reason of the verdict on answer over one step asked by question, with its query. */
static const char *
asked(const char *rows, int64_t row_count, const char *columns, const char *question, const char *sql,
	  const char *answer)
{
	static const char *names[8];
	VerdictStep s;
	Verdict		v;
	const char *r;

	memset(&s, 0, sizeof(s));
	s.number = 1;
	s.executed = true;
	s.rows = rows;
	s.rows_len = strlen(rows);
	s.row_count = row_count;
	s.sql = sql;
	s.question = question;
	s.question_len = strlen(question);
	names[0] = columns;
	s.column_names = names;
	s.ncolumn_names = 1;
	if (verdict_decide(&s, 1, answer, strlen(answer), &v) != 0)
		return "oom";
	r = verdict_reason_name(v.reason);
	verdict_free(&v);
	return r;
}

/* The reason of the verdict on answer over one step with named columns. */
static const char *
over(const char *rows, int64_t row_count, const char *columns, const char *answer)
{
	return over_sql(rows, row_count, columns, NULL, answer);
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
	/* "between the two": one row's part of the pair's sum */
	{
		const char *genres = "[[\"Jazz\", 130], [\"Blues\", 81], [\"Latin\", 579]]";

		CHECK_STREQ(over(genres, 3, "genre,tracks",
						 "Jazz ahead of Blues on tracks, 130 to 81. Between the two, Jazz holds 61.6%."), "grounded");
		CHECK_STREQ(over(genres, 3, "genre,tracks",
						 "Jazz ahead of Blues on tracks, 130 to 81. Of the 211 they hold together, Blues has 38.4%."),
					"grounded");
		/* must not: the complement said of the other row, or no pair said */
		CHECK_STREQ(over(genres, 3, "genre,tracks",
						 "Jazz ahead of Blues on tracks, 130 to 81. Between the two, Blues holds 61.6%."),
					"ungrounded_figures");
		CHECK_STREQ(over(genres, 3, "genre,tracks", "Jazz ahead of Blues on tracks, 130 to 81. Jazz holds 61.6%."),
					"ungrounded_figures");
		CHECK_STREQ(over(genres, 3, "genre,tracks", "Together Jazz and Blues account for 211 of 790 tracks, 38.4%."),
					"ungrounded_figures");
	}
	/* a lower-case code of two letters, written in capitals, names its row */
	{
		const char *makers = "[[\"gm\", 93], [\"chrysler\", 66], [\"ford\", 65]]";

		CHECK_STREQ(over(makers, 3, "maker,cars", "GM outpaces Ford by 28 (93 \xE2\x88\x92 65)."), "grounded");
		/* must not: another row's value said of it */
		CHECK_STREQ(over(makers, 3, "maker,cars", "GM built 65 cars."), "ungrounded_figures");
	}
	/* a multiple said again in a summary: the derivation grounded before, about the same rows */
	{
		const char *cyl = "[[4, 207, 78.5], [6, 84, 101.5], [8, 108, 158.5]]";
		const char *eng = "[[\"V8\", 108, 158.5], [\"Four\", 207, 78.5], [\"Six\", 84, 101.5]]";

		CHECK_STREQ(over(cyl, 3, "cylinders,cars,avg_hp",
						 "- Avg. horsepower: 8 cyl. 158.5 vs. 4 cyl. 78.5\n- 8 cyl. \xE2\x89\x88 2.0\xC3\x97 4 cyl.\n\n"
						 "Bottom line: roughly twice the avg. horsepower, 8 cyl. vs. 4 cyl."), "grounded");
		/* must not: off what the first shows, or said again of another row */
		CHECK_STREQ(over(cyl, 3, "cylinders,cars,avg_hp",
						 "- Avg. horsepower: 8 cyl. 158.5 vs. 4 cyl. 78.5\n- 8 cyl. \xE2\x89\x88 2.0\xC3\x97 4 cyl.\n\n"
						 "Bottom line: roughly three times the avg. horsepower, 8 cyl. vs. 4 cyl."), "ungrounded_figures");
		CHECK_STREQ(over(eng, 3, "engine,cars,avg_hp",
						 "Avg. horsepower: V8 158.5 vs. Four 78.5, about 2.0\xC3\x97 as much.\n\n"
						 "Bottom line: Six runs roughly twice Four."), "ungrounded_figures");
	}
	/* "A 13,400 vs. B 3,800": the figure after "vs." and a subject is that subject's, not A's */
	{
		const char *stops = "[[0, 5, 3800.0], [1, 5, 13400.0]]";

		CHECK_STREQ(over(stops, 2, "stops,flights,avg_sec",
						 "Air time: one-stop flights 13,400 sec vs. nonstops 3,800 sec."), "grounded");
		/* must not: a value of no row, or a figure of a row said twice for two sides */
		CHECK_STREQ(over(stops, 2, "stops,flights,avg_sec",
						 "Air time: one-stop flights 13,400 sec vs. nonstops 4,200 sec."), "ungrounded_figures");
		CHECK_STREQ(over(products, 3, "country,products", "Germany sells 90 vs. the others at 70."),
					"ungrounded_figures");
		CHECK_STREQ(over(products, 3, "country,products", "Germany sells 90 vs. 40 last year."),
					"ungrounded_figures");
	}
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

/*
 * A headline in bold summarises the sentence under it; a line that goes on
 * with a bracket, a dash or a lower-case word is the sentence wrapped; a
 * month's full name names the row of its abbreviation.
 */
static void
test_headlines_and_wrapped_lines(void)
{
	const char *months = "[[\"Jan\", 33, 61258.07], [\"Feb\", 29, 38483.63], [\"Nov\", 34, 43533.81], "
		"[\"Dec\", 48, 71398.43]]";
	const char *customers = "[[\"USA\", 13], [\"Germany\", 11], [\"Brazil\", 9], [\"France\", 10], [\"UK\", 46]]";
	const char *lakes = "[[\"Lake Qinghai\", 1200], [\"Lake Superior\", 1000], [\"Lake Baikal\", 900], "
		"[\"Lake Tana\", 800], [\"Lake Erie\", 700], [\"Lake Chad\", 700], [\"Lake Van\", 650], [\"Lake Titicaca\", 650]]";

	CHECK_STREQ(over(months, 4, "month,orders,net_sales",
					 "**Net sales: $38.5k in February, down $23k vs. January.**\nThat is a 37% decline on January."),
				"grounded");
	CHECK_STREQ(over(months, 4, "month,orders,net_sales",
					 "**Net sales: $38.5k in February, down $32k vs. January.**\nThat is a 37% decline on January."),
				"ungrounded_figures");
	/* must not fire: February's name is no licence for January's value */
	CHECK_STREQ(over(months, 4, "month,orders,net_sales", "Net sales were $61.3k in February."), "ungrounded_figures");
	CHECK_STREQ(over(months, 4, "month,orders,net_sales",
					 "**Net sales up 64% month on month**\nNet sales reached $71.4k in December, compared to $43.5k in November."),
				"grounded");
	CHECK_STREQ(over(months, 4, "month,orders,net_sales",
					 "**Net sales up 46% month on month**\nNet sales reached $71.4k in December, compared to $43.5k in November."),
				"ungrounded_figures");
	CHECK_STREQ(over(customers, 5, "country,customers", "**France: 11.2% of customers**\n\u2014 10 out of 89."), "grounded");
	/* "12 out of 89" in digits is that part and whole, not any ratio near 13% */
	CHECK_STREQ(over(customers, 5, "country,customers", "**France: 11.2% of customers**\n\u2014 12 out of 89."),
				"ungrounded_figures");
	/* must not fire: a capital opens a sentence of its own, about another row */
	CHECK_STREQ(over(customers, 5, "country,customers", "**France: 11.2% of customers**\nGermany has 10."),
				"ungrounded_figures");
	/* a fraction and the part and whole beside it must agree, past the unit */
	CHECK_STREQ(over(lakes, 8, "lake,area",
					 "**The top three account for under half of total lake area**\n(Lake Qinghai, Lake Superior and "
					 "Lake Baikal: 3,100 km\u00b2 of 6,600 km\u00b2 \u2014 47.0%)."), "grounded");
	CHECK_STREQ(over(lakes, 8, "lake,area",
					 "**The top three account for over half of total lake area**\n(Lake Qinghai, Lake Superior and "
					 "Lake Baikal: 3,100 km\u00b2 of 6,600 km\u00b2 \u2014 47.0%)."), "ungrounded_figures");
}

/*
 * "a ratio of about 1.4 to 1 (44% ahead)": "ahead" right after a figure says
 * by how much, not the row beside; "more than triple" is a multiple; a
 * name may drop its last word when that word only says the kind of thing.
 */
static void
test_ratios_multiples_kind_words(void)
{
	const char *customers = "[[\"USA\", 13], [\"Germany\", 11], [\"Brazil\", 9], [\"France\", 10], [\"UK\", 46]]";
	const char *singers = "[[\"Joe Sharp\", 52], [\"John Nizinik\", 43], [\"Rose White\", 41], [\"Timbaland\", 32], "
		"[\"Justin Brown\", 29], [\"Tribal King\", 25]]";
	const char *lakes = "[[\"Lake Qinghai\", 1200], [\"Lake Superior\", 1000], [\"Lake Baikal\", 900], "
		"[\"Lake Victoria\", 800], [\"Lake Malawi\", 700], [\"Lake Tanganyika\", 600], [\"Lake Michigan\", 500], "
		"[\"Lake Ontario\", 400]]";
	const char *media = "[[\"MPEG audio file\", 3034], [\"Protected AAC audio file\", 237], "
		"[\"Protected MPEG-4 video file\", 214], [\"AAC audio file\", 11]]";

	CHECK_STREQ(over(customers, 5, "country,customers",
					 "USA came in at 13 and Brazil at 9, a ratio of about 1.4 to 1 (44% ahead)."), "grounded");
	CHECK_STREQ(over(customers, 5, "country,customers",
					 "USA came in at 13 and Brazil at 9, a ratio of about 2.4 to 1 (44% ahead)."), "ungrounded_figures");
	CHECK_STREQ(over(customers, 5, "country,customers",
					 "USA came in at 13 and Brazil at 9, a ratio of about 1.4 to 1, or 44% ahead."), "grounded");
	CHECK_STREQ(over(singers, 6, "singer,age", "**Joe Sharp at more than double Tribal King on age**\n(52 years vs. 25 years)."),
				"grounded");
	CHECK_STREQ(over(singers, 6, "singer,age", "**Joe Sharp at more than triple Tribal King on age**\n(52 years vs. 25 years)."),
				"ungrounded_figures");
	CHECK_STREQ(over(singers, 6, "singer,age", "Joe Sharp is nearly double the age of Rose White."), "ungrounded_figures");
	/* a score's single digit is the other row's side: the first figure is the first row's */
	CHECK_STREQ(over("[[\"CA\", 36], [\"TX\", 20], [\"AR\", 3]]", 3, "state,area_codes",
					 "CA leads AR 36 to 3 in area codes \u2014 a ratio of 12.0 to one."), "grounded");
	/* a multiple between the rows and their pair leaves the pair theirs, in order */
	CHECK_STREQ(over(lakes, 8, "lake,area", "**Lake Baikal at more than double Lake Ontario on area**\n(900 km\u00b2 vs. 400 km\u00b2)."),
				"grounded");
	CHECK_STREQ(over(lakes, 8, "lake,area", "**Lake Baikal at more than double Lake Ontario on area**\n(400 km\u00b2 vs. 900 km\u00b2)."),
				"ungrounded_figures");
	/* must not fire: "double-digit" and "a double act" are no multiples */
	CHECK_STREQ(over(singers, 6, "singer,age", "A double-digit lead: Joe Sharp is 52."), "grounded");
	CHECK_STREQ(over(media, 4, "media_type,tracks", "Protected AAC audio ahead of Protected MPEG-4 video on tracks: 237 vs. 214."),
				"grounded");
	CHECK_STREQ(over(media, 4, "media_type,tracks", "Protected AAC audio has 214 tracks."), "ungrounded_figures");
}

/*
 * "4% above Q2 2025 ($109)": a percentage shown to one digit is a change
 * only between the two figures the answer states; "a relative drop of 8%"
 * is one between the two shares stated beside it.
 */
static void
test_coarse_changes_stated(void)
{
	const char *quarters = "[[\"Q1 2025\", 102.96], [\"Q2 2025\", 108.90], [\"Q3 2025\", 112.86]]";
	const char *sales = "[[\"Dairy Products\", 115387.64, 78139.19], [\"Beverages\", 103924.31, 116024.87], "
		"[\"Confections\", 82657.75, 55013.92], [\"Meat/Poultry\", 80975.11, 53233.59], [\"Seafood\", 66959.22, 44911.29], "
		"[\"Grains/Cereals\", 56871.82, 29364.84], [\"Condiments\", 55368.59, 32778.11], [\"Produce\", 54940.77, 31158.03]]";

	CHECK_STREQ(over(quarters, 3, "quarter,revenue", "Q3 2025 came in at $113, 4% above Q2 2025 ($109)."), "grounded");
	CHECK_STREQ(over(quarters, 3, "quarter,revenue", "Q3 2025 came in at $113, 9% above Q2 2025 ($109)."),
				"ungrounded_figures");
	/* must not fire: the base the answer names is another quarter */
	CHECK_STREQ(over(quarters, 3, "quarter,revenue", "Q3 2025 came in at $113, 4% above Q1 2025 ($103)."),
				"ungrounded_figures");
	CHECK_STREQ(over(sales, 8, "category,sales_1997,sales_1998",
					 "**Meat/Poultry's share of net sales down 1.0 pp in 1998 vs. 1997**\n(13.1% \u2192 12.1%), a relative drop of 8%."),
				"grounded");
	CHECK_STREQ(over(sales, 8, "category,sales_1997,sales_1998",
					 "**Meat/Poultry's share of net sales down 1.0 pp in 1998 vs. 1997**\n(13.1% \u2192 12.1%), a relative drop of 18%."),
				"ungrounded_figures");
	CHECK_STREQ(over(sales, 8, "category,sales_1997,sales_1998",
					 "**Beverages' share of net sales up 9.5 points in 1998 vs. 1997**\n(16.8% \u2192 26.3%), a relative gain of 56%."),
				"grounded");
}

/* Rows labelled by period as to_char writes them ("1997-Q3", "Q1 2024", "1997-03"), named as people say them. */
static void
test_period_labels(void)
{
	const char *quarters = "[[\"1997-Q3\", 120, 15400.50], [\"1997-Q4\", 140, 18200.25], [\"1998-Q1\", 150, 19000.00]]";
	const char *two_years = "[[\"Q1 2024\", 21, 112.86], [\"Q2 2024\", 21, 144.86], [\"Q1 2025\", 19, 102.96]]";
	const char *one_year = "[[\"2023-Q1\", 21, 112.86], [\"2023-Q2\", 21, 144.86], [\"2023-Q3\", 21, 112.86], "
		"[\"2023-Q4\", 20, 99.00]]";
	const char *months = "[[\"1997-01\", 33, 2238.98], [\"1997-02\", 29, 1601.45], [\"1997-03\", 30, 1888.81], "
		"[\"1997-04\", 31, 2939.10]]";

	/* "Q4" and "Q1" name the one row each of that quarter, across the turn of the year */
	CHECK_STREQ(over(quarters, 3, "quarter,orders,freight", "Freight rose 4.4% from Q4 to Q1."), "grounded");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,freight", "Freight rose 14.4% from Q4 to Q1."), "ungrounded_figures");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,freight", "Freight rose 4.4% from the fourth quarter of 1997 to Q1."),
				"grounded");
	/* with the year, the row of that year; must not fire: the other year's */
	CHECK_STREQ(over(two_years, 3, "quarter,invoices,revenue", "Revenue grew 28.4% from Q1 2024 to Q2 2024."),
				"grounded");
	CHECK_STREQ(over(two_years, 3, "quarter,invoices,revenue", "Revenue grew 28.4% from Q1 2025 to Q2 2024."),
				"ungrounded_figures");
	/* "the fourth": the quarter left unsaid after "the third quarter and" */
	CHECK_STREQ(over(one_year, 4, "quarter,invoices,sales",
					 "Between the third quarter and the fourth, sales fell by $13.86."), "grounded");
	CHECK_STREQ(over(one_year, 4, "quarter,invoices,sales",
					 "Between the third quarter and the fourth, sales fell by $15.86."), "ungrounded_figures");
	/* must not fire: "a quarter" is a fraction, not Q1 to Q4 */
	CHECK_STREQ(over(one_year, 4, "quarter,invoices,sales", "A quarter of the year's sales, 24.3%, came in Q2."),
				"ungrounded_figures");
	/* a month by name over "YYYY-MM" labels, with or without its year */
	CHECK_STREQ(over(months, 4, "month,orders,freight", "Freight jumped 55.6% from March to April 1997."), "grounded");
	CHECK_STREQ(over(months, 4, "month,orders,freight", "Freight jumped 35.6% from March to April 1997."),
				"ungrounded_figures");
	/* a coarser period over month rows is the sum of its months */
	{
		const char *half = "[[\"1997-01\", 33, 2238.98], [\"1997-02\", 29, 1601.45], [\"1997-03\", 30, 1888.81], "
			"[\"1997-04\", 31, 2939.10], [\"1997-05\", 32, 3461.40], [\"1997-06\", 30, 1852.65]]";
		const char *mon = "[[\"Jul\", 33, 51020.86], [\"Aug\", 33, 47287.67], [\"Sep\", 37, 55629.24], "
			"[\"Oct\", 38, 66749.23], [\"Nov\", 34, 43533.81], [\"Dec\", 48, 71398.43]]";

		CHECK_STREQ(over(half, 6, "month,orders,freight",
						 "Freight grew 44.05% from Q1 to Q2 ($5,729.24 in January\u2013March, $8,253.15 in April\u2013June)."),
					"grounded");
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight was $5,729.24 in Q1 and $8,253.15 in Q2."), "grounded");
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight was $5,729.24 in the first quarter of 1997."),
					"grounded");
		/* must not fire: the other quarter's sum, a sum short of a month, a change not of these sums */
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight was $8,253.15 in Q1."), "ungrounded_figures");
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight was $3,840.43 in Q1."), "ungrounded_figures");
		CHECK_STREQ(over(half, 6, "month,orders,freight",
						 "Freight grew 34.05% from Q1 to Q2 ($5,729.24 in January\u2013March, $8,253.15 in April\u2013June)."),
					"ungrounded_figures");
		/* must not fire: a quarter of 1998 is no sum of 1997's months */
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight was $5,729.24 in Q1 1998."), "ungrounded_figures");
		/* "from March to April" is a change between two months, not a range */
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight rose 55.6% from March to April."), "grounded");
		/* months named as to_char's 'Mon' writes them, a half year */
		CHECK_STREQ(over(mon, 6, "month,orders,net_sales", "Net sales came to $154k in Q3 and $182k in Q4."), "grounded");
		CHECK_STREQ(over(mon, 6, "month,orders,net_sales", "Net sales came to $182k in Q3."), "ungrounded_figures");
		CHECK_STREQ(over(half, 6, "month,orders,freight", "Freight came to $13,982.39 in H1."), "grounded");
		/* must not fire: the fourth quarter's sum said of the half */
		CHECK_STREQ(over(mon, 6, "month,orders,net_sales", "Net sales came to $182k in H2."), "ungrounded_figures");
	}
	/* "on the month", "month on month": against the month before the one named */
	CHECK_STREQ(over(months, 4, "month,orders,freight", "February freight was down 28.5% on the month."), "grounded");
	CHECK_STREQ(over(months, 4, "month,orders,freight", "February freight was down 28.5% month on month."), "grounded");
	/* must not fire: the month after is no month-on-month change */
	CHECK_STREQ(over(months, 4, "month,orders,freight", "February freight was down 15.3% on the month."),
				"ungrounded_figures");
}

/* Formal comparisons: "by a factor of", "as against", "the former/latter", a rank, an extent. */
static void
test_formal_comparisons(void)
{
	const char *ship = "[[\"United Package\", 326, 28244.90, 86.64], [\"Federal Shipping\", 255, 20512.50, 80.44], "
		"[\"Speedy Express\", 249, 16185.30, 65.00]]";
	const char *teachers = "[[\"Kearsley Brown\", 45], [\"Anne Walker\", 41], [\"Gustaaf Deloor\", 29], "
		"[\"Vicente Carretero\", 26]]";
	const char *prices = "[[\"USA\", 12, 20.87], [\"Germany\", 9, 37.60], [\"Australia\", 8, 33.83], "
		"[\"France\", 5, 76.75]]";
	const char *rivers = "[[\"Nile\", 1000], [\"Rhine\", 900], [\"Volga\", 800]]";

	/* "by a factor of" makes a multiple; "X as against Y" in brackets is the pair in the rows' order */
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "Federal Shipping exceeds Speedy Express with respect to total freight by a factor of approximately "
					 "1.27 (20.5 thousand dollars as against 16.2 thousand dollars)."), "grounded");
	/* must not: a factor off the ratio, or the pair's figures swapped onto the wrong rows */
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "Federal Shipping exceeds Speedy Express with respect to total freight by a factor of approximately "
					 "1.45 (20.5 thousand dollars as against 16.2 thousand dollars)."), "ungrounded_figures");
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "Federal Shipping exceeds Speedy Express with respect to total freight by a factor of approximately "
					 "1.27 (28.2 thousand dollars as against 16.2 thousand dollars)."), "ungrounded_figures");
	/* must not: a bracketed pair's second figure is its row's value, not the gap it happens to equal */
	{
		const char *cities = "[[\"Los Angeles\", 5000000], [\"Sao Paulo\", 3000000], [\"Houston\", 2000000]]";

		CHECK_STREQ(over(cities, 3, "city,population",
						 "Los Angeles exceeds Sao Paulo by a factor of about 1.7 (5.0 million as against 3.0 million)."),
					"grounded");
		CHECK_STREQ(over(cities, 3, "city,population",
						 "Los Angeles exceeds Sao Paulo by a factor of about 1.7 (5.0 million as against 2.0 million)."),
					"ungrounded_figures");
	}
	/* "D, representing P% of the latter": the gap said right before, over the latter's value */
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "United Package and Speedy Express average 86.64 and 65.00 dollars. United Package exceeds Speedy "
					 "Express by 21.64 dollars, representing 33.3 per cent of the latter."), "grounded");
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "United Package and Speedy Express average 86.64 and 65.00 dollars. United Package exceeds Speedy "
					 "Express by 21.64 dollars, representing 40.0 per cent of the latter."), "ungrounded_figures");
	/* a whole percentage in words, hedged: its own whole number, not five either side */
	CHECK_STREQ(over(teachers, 4, "name,age",
					 "Gustaaf Deloor, at 29 years, lies some twenty-nine per cent below Anne Walker (41 years)."),
				"grounded");
	CHECK_STREQ(over(teachers, 4, "name,age",
					 "Gustaaf Deloor, at 29 years, lies some twenty-six per cent below Anne Walker (41 years)."),
				"ungrounded_figures");
	/* "the former", "the latter": the first and the second of the two rows named */
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "United Package and Speedy Express average 86.64 and 65.00 dollars a shipment. The former has 326 "
					 "orders."), "grounded");
	CHECK_STREQ(over(ship, 3, "shipper,orders,freight,avg_freight",
					 "United Package and Speedy Express average 86.64 and 65.00 dollars a shipment. The latter has 326 "
					 "orders."), "ungrounded_figures");
	/* "the second-largest" is a rank among group averages, not their maximum */
	CHECK_STREQ(over(prices, 4, "country,products,avg_price",
					 "France leads on average price at 76.75 dollars, followed by Germany, the second-largest at 37.60 "
					 "dollars."), "grounded");
	CHECK_STREQ(over(prices, 4, "country,products,avg_price",
					 "France leads on average price at 76.75 dollars, followed by Germany, the second-largest at 33.83 "
					 "dollars."), "ungrounded_figures");
	/* "extends over" a length is across it, not beyond it; "runs over" still bounds */
	CHECK_STREQ(over(rivers, 3, "river,length", "The Nile extends over 1,000 kilometres."), "grounded");
	CHECK_STREQ(over(rivers, 3, "river,length", "The Nile runs over 1,000 kilometres."), "ungrounded_figures");
}

/* A British analyst's note: "c.", "v.", stone, "9.16m", places named otherwise, a pair's slice. */
static void
test_british_notes(void)
{
	const char *staff = "[[\"Margaret Peacock\", 81, 128809.79], [\"Janet Leverling\", 71, 108026.16], "
		"[\"Nancy Davolio\", 55, 93148.08], [\"Andrew Fuller\", 41, 70444.14], [\"Michael Suyama\", 33, 43126.37]]";
	const char *heroes = "[[\"Thor\", 288], [\"Batman\", 95], [\"Black Widow\", 59]]";
	const char *episodes = "[[\"Pilot\", 9.16], [\"Friendly Skies\", 8.23], [\"Game Three\", 6.94], "
		"[\"Keepers\", 5.75], [\"The Hanged Man\", 4.24]]";
	const char *prices = "[[\"USA\", 4, 12, 20.87], [\"Germany\", 3, 9, 37.60], [\"Japan\", 2, 6, 30.04]]";

	/* "c." is circa, and no sentence ends on it before a figure */
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales", "Team total: c. $440,000 of net sales."), "grounded");
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales", "Team total: c. $480,000 of net sales."),
				"ungrounded_figures");
	/* "v." sets a pair against each other like "vs." */
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales",
					 "Andrew Fuller leads Michael Suyama on net sales ($70,444.14 v. $43,126.37); the gap is "
					 "$27,317.77."), "grounded");
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales",
					 "Andrew Fuller leads Michael Suyama on net sales ($70,444.14 v. $43,126.37); the gap is "
					 "$29,317.77."), "ungrounded_figures");
	/* the stone of 14 pounds; a factor off is no stone */
	CHECK_STREQ(over(heroes, 3, "hero,weight_kg", "Batman: 95 kg, which is 15.0 st."), "grounded");
	CHECK_STREQ(over(heroes, 3, "hero,weight_kg", "Thor tips the scales at 288 kg, c. 45 stone."), "grounded");
	CHECK_STREQ(over(heroes, 3, "hero,weight_kg", "Batman: 95 kg, which is 13.6 st."), "ungrounded_figures");
	/* "9.16m" is millions where a column counts in millions */
	CHECK_STREQ(over(episodes, 5, "episode,viewers_m",
					 "Viewing fell from 9.16m in the opener to 4.24m in the finale, a decrease of 54%."), "grounded");
	CHECK_STREQ(over(episodes, 5, "episode,viewers_m",
					 "Viewing fell from 9.16m in the opener to 4.24m in the finale, a decrease of 60%."),
				"ungrounded_figures");
	/* elsewhere it may be metres: no claim */
	CHECK_STREQ(over(episodes, 5, "episode,height", "The set stands 9.99m tall."), "no_figures");
	/* a fall, hedged, is from the larger: not the rise from the smaller */
	CHECK_STREQ(over(episodes, 5, "episode,viewers_m",
					 "Game Three came in at 6.94m, 1.29m down on Friendly Skies (8.23m), a fall of c. 16 per cent."),
				"grounded");
	CHECK_STREQ(over(episodes, 5, "episode,viewers_m",
					 "Game Three came in at 6.94m, 1.29m down on Friendly Skies (8.23m), a fall of c. 19 per cent."),
				"ungrounded_figures");
	/* "trails by about": the trailing row's shortfall, over the leader */
	CHECK_STREQ(over(episodes, 5, "episode,viewers_m",
					 "The Hanged Man trails Keepers by about 26% on viewers: 4.24m versus 5.75m."), "grounded");
	CHECK_STREQ(over(episodes, 5, "episode,viewers_m",
					 "The Hanged Man trails Keepers by about 36% on viewers: 4.24m versus 5.75m."),
				"ungrounded_figures");
	/* a hedged "some 100 per cent" is 95 to 105, and no percentage is a sum of averages */
	CHECK_STREQ(over(prices, 3, "country,suppliers,products,avg_price",
					 "Japan, at 6, lies some 50 per cent below the USA (12)."), "grounded");
	CHECK_STREQ(over(prices, 3, "country,suppliers,products,avg_price",
					 "Japan, at 6, lies some 100 per cent below the USA (12)."), "ungrounded_figures");
	/* a pair summed "between them", then one row's slice of it */
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales",
					 "Between them Margaret Peacock and Nancy Davolio account for 136 orders; Margaret Peacock's "
					 "slice is 59.6 per cent (81 against 55)."), "grounded");
	/* must not: the ratio of the two said as the slice, or the slice of a pair not summed before */
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales",
					 "Between them Margaret Peacock and Nancy Davolio account for 136 orders; Margaret Peacock's "
					 "slice is 67.9 per cent (55 against 81)."), "ungrounded_figures");
	CHECK_STREQ(over(staff, 5, "employee,orders,net_sales",
					 "Margaret Peacock and Nancy Davolio are the first and third. Margaret Peacock's slice is 59.6 "
					 "per cent."), "ungrounded_figures");

	/* a figure per unit named by its divisor alone is over the row's other cells; "across" divides */
	{
		const char *ship = "[[\"USA\", 122, 13771.30], [\"Germany\", 122, 11283.30], [\"Austria\", 40, 7391.50]]";
		const char *artists = "[[\"U2\", 10, 135], [\"Led Zeppelin\", 14, 114], [\"Metallica\", 10, 112]]";

		CHECK_STREQ(over(ship, 3, "country,orders,freight", "For comparison, Germany comes to $92.49 per order."),
					"grounded");
		CHECK_STREQ(over(ship, 3, "country,orders,freight", "For comparison, Germany comes to $112.88 per order."),
					"ungrounded_figures");
		CHECK_STREQ(over(artists, 3, "artist,albums,tracks",
						 "Led Zeppelin works out at 8.14 per album (114 across 14 albums)."), "grounded");
		CHECK_STREQ(over(artists, 3, "artist,albums,tracks",
						 "Led Zeppelin works out at 8.14 per album (135 across 14 albums)."), "ungrounded_figures");
	}
	/* "£102.98 and brazil revenue £41.60": the words after "and" are the next figure's */
	{
		const char *years = "[[2021, 103.95, 57.42, 37.62], [2022, 102.98, 76.26, 41.60], [2023, 103.01, 55.44, 19.80]]";

		CHECK_STREQ(over(years, 3, "year,usa,canada,brazil", "In 2022, usa revenue was £102.98 and brazil revenue £41.60."),
					"grounded");
	}

	/* places named otherwise than the rows name them, by WordNet's names of one place */
	if (!synonyms_available())
	{
		fprintf(stderr, "verdict_walk: WordNet is not installed; place checks skipped\n");
		return;
	}
	{
		const char *codes = "[[\"CA\", 36], [\"TX\", 25], [\"IN\", 40], [\"OH\", 12]]";
		const char *countries = "[[\"USA\", 13, 523.06], [\"Canada\", 8, 303.96], [\"United Kingdom\", 3, 112.86]]";

		CHECK_STREQ(over(prices, 3, "country,suppliers,products,avg_price",
						 "The US leads with 12 products; Germany follows with 9."), "grounded");
		CHECK_STREQ(over(prices, 3, "country,suppliers,products,avg_price",
						 "The US leads with 9 products; Germany follows with 12."), "ungrounded_figures");
		CHECK_STREQ(over(codes, 4, "state,area_codes", "Texas has 25 area codes against Ohio's 12."), "grounded");
		CHECK_STREQ(over(codes, 4, "state,area_codes", "Texas has 36 area codes against Ohio's 12."),
					"ungrounded_figures");
		CHECK_STREQ(over(countries, 3, "country,customers,revenue",
						 "Canadian customers number 8; the UK brings in $112.86."), "grounded");
		CHECK_STREQ(over(countries, 3, "country,customers,revenue",
						 "Canadian customers number 13; the UK brings in $112.86."), "ungrounded_figures");
		/* "Canadian revenue" over a column per country */
		{
			const char *years = "[[2021, 103.95, 57.42, 37.62], [2022, 102.98, 76.26, 41.60], [2023, 103.01, 55.44, 19.80]]";

			CHECK_STREQ(over(years, 3, "year,usa,canada,brazil", "In 2022, Canadian revenue was £76.26."), "grounded");
			CHECK_STREQ(over(years, 3, "year,usa,canada,brazil", "In 2022, Canadian revenue was £41.60."),
						"ungrounded_figures");
			CHECK_STREQ(over(years, 3, "year,usa,canada,brazil",
							 "In 2022, American revenue was £102.98 and Brazilian revenue £41.60."), "grounded");
			CHECK_STREQ(over(years, 3, "year,usa,canada,brazil",
							 "In 2022, American revenue was £41.60 and Brazilian revenue £102.98."), "ungrounded_figures");
		}
		/* a group named by its place: "the American cities" are the rows of "USA" */
		{
			const char *cities = "[[\"New York\", \"USA\", 4000000], [\"Chicago\", \"USA\", 2500000], "
				"[\"Toronto\", \"Canada\", 2700000], [\"Houston\", \"USA\", 2100000], [\"Montreal\", \"Canada\", 1700000]]";

			CHECK_STREQ(over(cities, 5, "city,country,population",
							 "The three American cities together account for 8.6 million people."), "grounded");
			CHECK_STREQ(over(cities, 5, "city,country,population",
							 "The three American cities together account for 4.4 million people."), "ungrounded_figures");
			CHECK_STREQ(over(cities, 5, "city,country,population",
							 "The Canadian cities together account for 4.4 million people."), "grounded");
		}
		/* must not: "In" is a preposition, not Indiana */
		CHECK_STREQ(over(codes, 4, "state,area_codes", "In Ohio there are 40 area codes."), "ungrounded_figures");
		CHECK_STREQ(over(codes, 4, "state,area_codes", "IN has 40 area codes."), "grounded");
	}
}

/* A chat assistant's Markdown: bold figures, a row in brackets after its figure, "top at". */
static void
test_markdown_chat(void)
{
	const char *ages = "[[\"Kearsley Brown\", 45], [\"Anne Walker\", 41], [\"Lucy Wong\", 39], [\"Vicente Carretero\", 26]]";
	const char *races = "[[\"Human\", 165, 93.8], [\"Android\", 8, 164.3], [\"Symbiote\", 6, 181.5], "
		"[\"Asgardian\", 5, 216.6], [\"Inhuman\", 4, 72.5]]";

	/* the figure is the bracketed row's, past bold markers and its unit */
	CHECK_STREQ(over(ages, 4, "name,age",
					 "- Age ranges between **26** (Vicente Carretero) and **45** (Kearsley Brown)\n- a spread of 19"),
				"grounded");
	CHECK_STREQ(over(races, 5, "race,heroes,avg_weight",
					 "- Average weight ranges between **72.5 kg** (Inhuman) and **216.6 kg** (Asgardian)"), "grounded");
	/* must not: the bracketed row's value is another */
	CHECK_STREQ(over(ages, 4, "name,age", "- Age ranges between **26** (Vicente Carretero) and **45** (Anne Walker)"),
				"ungrounded_figures");
	CHECK_STREQ(over(races, 5, "race,heroes,avg_weight",
					 "- Average weight ranges between **72.5 kg** (Inhuman) and **216.6 kg** (Symbiote)"),
				"ungrounded_figures");
	/* a named row "top at" its cell of a column of averages, when it is the largest */
	CHECK_STREQ(over(races, 5, "race,heroes,avg_weight", "**Bottom line:** Asgardian is top at 216.6 kg."), "grounded");
	CHECK_STREQ(over(races, 5, "race,heroes,avg_weight", "Inhuman is lowest at 72.5 kg."), "grounded");
	/* must not: a row that is not the largest */
	CHECK_STREQ(over(races, 5, "race,heroes,avg_weight", "Symbiote is highest at 181.5 kg."), "ungrounded_figures");

	/* a multiple of two per-unit figures in brackets after it, each its own row's */
	{
		const char *stock = "[[\"USA\", 12, 665, 12249.25], [\"Germany\", 9, 355, 7244.30], "
			"[\"Australia\", 8, 168, 5735.65], [\"UK\", 7, 143, 4730.00]]";

		CHECK_STREQ(over(stock, 4, "country,products,stock,stock_value",
						 "**Australia** gets \xe2\x89\x88" "1.67x Germany's value per unit ($34.14 vs. $20.41)."), "grounded");
		CHECK_STREQ(over(stock, 4, "country,products,stock,stock_value",
						 "**Australia** gets \xe2\x89\x88" "2.67x Germany's value per unit ($34.14 vs. $20.41)."),
					"ungrounded_figures");
		/* must not: a per-unit figure of another row than the one it stands for */
		CHECK_STREQ(over(stock, 4, "country,products,stock,stock_value",
						 "**Australia** gets \xe2\x89\x88" "1.03x Germany's value per unit ($34.14 vs. $33.08)."),
					"ungrounded_figures");
	}
	/* "pooling the groups, the typical height": the mean weighted by the groups' counts */
	{
		const char *align = "[[\"Good\", 333, 180.3], [\"Bad\", 138, 188.8], [\"Neutral\", 16, 190.4]]";

		CHECK_STREQ(over(align, 3, "alignment,heroes,avg_height",
						 "- Pooling the groups (487 heroes in all), the typical height is 183.0 cm"), "grounded");
		/* must not: the plain mean of the groups' means */
		CHECK_STREQ(over(align, 3, "alignment,heroes,avg_height",
						 "- Pooling the groups (487 heroes in all), the typical height is 186.5 cm"), "ungrounded_figures");
	}
	/* a gap between two shares, from the shares unrounded or as written */
	{
		const char *align = "[[\"Good\", 333, 180.3], [\"Bad\", 138, 188.8], [\"Neutral\", 16, 190.4]]";

		CHECK_STREQ(over(align, 3, "alignment,heroes,avg_height",
						 "- **Good heroes:** 68.4%\n- **Bad heroes:** 28.3%\n\nThe gap is **40.0 percentage points**."),
					"grounded");
		CHECK_STREQ(over(align, 3, "alignment,heroes,avg_height",
						 "- **Good heroes:** 68.4%\n- **Bad heroes:** 28.3%\n\nThe gap is **40.1 percentage points**."),
					"grounded");
		/* must not: another gap */
		CHECK_STREQ(over(align, 3, "alignment,heroes,avg_height",
						 "- **Good heroes:** 68.4%\n- **Bad heroes:** 28.3%\n\nThe gap is **40.3 percentage points**."),
					"ungrounded_figures");
	}
	/* "December vs. November: ... from 34 to 48": a move over periods goes in time, whatever order they are named in */
	{
		const char *months = "[[\"1997-10\", 38, 66749.23], [\"1997-11\", 34, 43533.81], [\"1997-12\", 48, 71398.43]]";
		const char *years = "[[1996, 208083.97], [1997, 617085.20], [1998, 440623.87]]";

		CHECK_STREQ(over(months, 3, "month,orders,net_sales",
						 "**December vs. November:** orders up **14** \xe2\x80\x94 from 34 to 48, a 41.2% gain."), "grounded");
		CHECK_STREQ(over(years, 3, "year,net_sales",
						 "**1998 vs. 1997:** net sales down **$176,461** \xe2\x80\x94 from $617,085 to $440,624, a 28.6% drop."),
					"grounded");
		/* must not: the move the wrong way round */
		CHECK_STREQ(over(months, 3, "month,orders,net_sales",
						 "**December vs. November:** orders down **14** \xe2\x80\x94 from 48 to 34."), "ungrounded_figures");
		CHECK_STREQ(over(years, 3, "year,net_sales", "**1998 vs. 1997:** net sales went from $440,624 to $617,085."),
					"ungrounded_figures");
	}
	/* a table whose header says "per customer", and the gap the line under it states */
	{
		const char *countries = "[[\"USA\", 13, 523.06], [\"Czech Republic\", 2, 90.24], [\"Brazil\", 5, 190.10]]";

		CHECK_STREQ(over(countries, 3, "country,customers,revenue",
						 "| | per customer |\n|---|---|\n| Czech Republic | **$45.12** |\n| Brazil | **$38.02** |\n\n"
						 "Czech Republic gets **$7.10** more per customer (**18.7%** higher)."), "grounded");
		/* must not: a per-unit figure of the other row, or a wrong gap */
		CHECK_STREQ(over(countries, 3, "country,customers,revenue",
						 "| | per customer |\n|---|---|\n| Czech Republic | **$40.23** |\n| Brazil | **$38.02** |"),
					"ungrounded_figures");
		CHECK_STREQ(over(countries, 3, "country,customers,revenue",
						 "| | per customer |\n|---|---|\n| Czech Republic | **$45.12** |\n| Brazil | **$38.02** |\n\n"
						 "Czech Republic gets **$9.10** more per customer."), "ungrounded_figures");
	}
	/* an engine's displacement restated in litres */
	{
		const char *cyl = "[[4, 109.9], [6, 218.1], [8, 345.2]]";

		CHECK_STREQ(over(cyl, 3, "cylinders,avg_displacement", "- 8-cylinder engines displace 345.2 cu in on average, roughly 5.66 litres"),
					"grounded");
		CHECK_STREQ(over(cyl, 3, "cylinders,avg_displacement", "**4-cylinder: 109.9 cu in, or 1.80 L.**"), "grounded");
		/* must not: the wrong factor (cubic centimetres taken for litres' tenths) */
		CHECK_STREQ(over(cyl, 3, "cylinders,avg_displacement", "**4-cylinder: 109.9 cu in, or 2.79 L.**"),
					"ungrounded_figures");
	}
	/* a bullet that opens "up 166.0 percent on 1996" is a change of the rows of the bullet before */
	{
		const char *years = "[[1996, 9581, 208083.97], [1997, 25489, 617085.20], [1998, 16247, 440623.87]]";

		CHECK_STREQ(over(years, 3, "year,units,net_sales",
						 "- **Units sold:** 9,581 (1996) \xe2\x86\x92 25,489 (1997)\n- up **166.0 percent** on 1996"), "grounded");
		CHECK_STREQ(over(years, 3, "year,units,net_sales",
						 "- **Units sold:** 9,581 (1996) \xe2\x86\x92 25,489 (1997)\n- up **62.4 percent** on 1996"),
					"ungrounded_figures");
		/* a change said again in the summary line, naming a row of its table */
		CHECK_STREQ(over(years, 3, "year,units,net_sales",
						 "| year | units sold |\n|---|---|\n| 1997 | 25,489 |\n| 1998 | 16,247 |\n\n"
						 "**Net:** \xe2\x88\x92" "36.3% (a decrease of 9,242).\n\n**In short:** units sold down 36.3% on 1997."),
					"grounded");
		/* must not: said again with the other sign */
		CHECK_STREQ(over(years, 3, "year,units,net_sales",
						 "| year | units sold |\n|---|---|\n| 1997 | 25,489 |\n| 1998 | 16,247 |\n\n"
						 "**Net:** \xe2\x88\x92" "36.3% (a decrease of 9,242).\n\n**In short:** units sold up 36.3% on 1997."),
					"ungrounded_figures");
	}
}

/* Figures said aloud and sums shown worked out: a voice assistant and a reasoning model */
static void
test_spoken_and_shown(void)
{
	const char *media = "[[\"MPEG audio file\", 3034, 265574], [\"Protected AAC audio file\", 237, 281724], "
		"[\"AAC audio file\", 11, 276507]]";
	const char *ships = "[[\"United Package\", 315, 9.23], [\"Federal Shipping\", 249, 7.47], "
		"[\"Speedy Express\", 245, 8.57]]";
	const char *months = "[[\"09\", 1, 9.16], [\"10\", 5, 6.75], [\"11\", 4, 5.72]]";
	const char *cars = "[[\"ford\", 3504, 130], [\"chevrolet\", 3693, 165], [\"plymouth\", 3436, 150]]";
	const char *eyes = "[[\"Blue\", 234], [\"Brown\", 131], [\"Red\", 47], [\"Black\", 24], [\"Yellow\", 22]]";

	/* two rows stated, then a multiple in words in a sentence that names none */
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_ms",
					 "MPEG audio has just over three thousand tracks. Protected AAC audio has just under two hundred "
					 "forty tracks. That's nearly thirteen times as many."), "grounded");
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_ms",
					 "An average MPEG audio track runs about two hundred sixty-five thousand six hundred milliseconds. "
					 "That's just over four point four minutes."), "grounded");
	/* must not: a multiple the two do not make */
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_ms",
					 "MPEG audio has just over three thousand tracks. Protected AAC audio has just under two hundred "
					 "forty tracks. That's nearly nine times as many."), "ungrounded_figures");
	/* a figure said of the one row named is that row's, not the column's mean */
	CHECK_STREQ(over(ships, 3, "shipper,orders,avg_days",
					 "United Package takes nine point two three days to ship an order. Federal Shipping takes just under "
					 "seven and a half days. That's about one point two four times as long."), "grounded");
	CHECK_STREQ(over(ships, 3, "shipper,orders,avg_days", "Federal Shipping takes about eight and a half days to ship an order."),
				"ungrounded_figures");
	/* ... but a mean said of all of them, or of the others, is the column's */
	CHECK_STREQ(over(ships, 3, "shipper,orders,avg_days",
					 "Federal Shipping is the quickest; across all three shippers it takes about 8.4 days."), "grounded");
	/* zero-padded months are labels: no change from "11" to "09" */
	CHECK_STREQ(over(months, 3, "month,episodes,avg_viewers_m",
					 "The average audience fell by a bit over eighteen percent from October to November. That's around "
					 "six point seven five million, then a bit over five point seven million."), "ungrounded_figures");
	CHECK_STREQ(over(months, 3, "month,episodes,avg_viewers_m",
					 "The average audience fell by a bit over fifteen percent from October to November. That's around "
					 "six point seven five million, then a bit over five point seven million."), "grounded");
	/* a factor shown in a computation that holds */
	CHECK_STREQ(over(cars, 3, "make,weight_lbs,horsepower", "The ford weighs 3,504 lbs, or 3,504 \xc3\x97 0.4536 \xe2\x89\x88 1,589 kg."),
				"grounded");
	/* must not: a wrong factor, or a result the factor does not give */
	CHECK_STREQ(over(cars, 3, "make,weight_lbs,horsepower", "The ford weighs 3,504 lbs, or 3,504 \xc3\x97 0.5 \xe2\x89\x88 1,589 kg."),
				"ungrounded_figures");
	CHECK_STREQ(over(cars, 3, "make,weight_lbs,horsepower", "The ford weighs 3,504 lbs, or 3,504 \xc3\x97 0.4536 \xe2\x89\x88 1,689 kg."),
				"ungrounded_figures");
	/* a percentage said in words is read as one in digits */
	CHECK_STREQ(over(eyes, 5, "eye_colour,heroes",
					 "On head count, heroes with red eyes are ahead of heroes with black eyes by around ninety-six percent."),
				"grounded");
	/* a share of the top rows said in the next sentence, and a fraction that restates it after */
	{
		const char *codes = "[[\"CA\", 36], [\"TX\", 25], [\"FL\", 19], [\"IL\", 14], [\"MI\", 14], [\"NY\", 14], "
			"[\"OH\", 12], [\"PA\", 11], [\"GA\", 9], [\"MA\", 9]]";
		const char *top = "The top three, CA, TX and FL, hold eighty area codes between them. "
			"That's just over forty-nine percent of the total.";
		char		buf[256];

		CHECK_STREQ(over(codes, 10, "state,area_codes", top), "grounded");
		snprintf(buf, sizeof(buf), "%s Call it just under half.", top);
		CHECK_STREQ(over(codes, 10, "state,area_codes", buf), "grounded");
		/* must not: a fraction that is not the percentage before it */
		snprintf(buf, sizeof(buf), "%s Call it about a third.", top);
		CHECK_STREQ(over(codes, 10, "state,area_codes", buf), "ungrounded_figures");
	}
	/* must not: where both rows are named, the row beside one of them is not the other */
	CHECK_STREQ(over(eyes, 5, "eye_colour,heroes", "Red is ahead of Yellow by around ninety-six percent."),
				"ungrounded_figures");
}

/* Wire-service data stories: pivots by year, changes said in the next sentence, spoken rates */
static void
test_wire_stories(void)
{
	const char *reps = "[[\"Jane Peacock\", 21, 146, 833.04, 184.34, 146.60], "
		"[\"Margaret Park\", 20, 140, 775.40, 125.77, 197.20], [\"Steve Johnson\", 18, 126, 720.16, 159.47, 133.73]]";
	const char *cols = "rep,customers,invoices,revenue,rev_2023,rev_2024";
	const char *years = "[[1996, 152, 10279.90], [1997, 408, 32468.80], [1998, 270, 22194.00]]";
	const char *ships = "[[\"United Package\", 326, 3748.67, 12374.00], [\"Federal Shipping\", 255, 4233.78, 11413.30], "
		"[\"Speedy Express\", 249, 2297.42, 8681.38]]";
	const char *sexes = "[[\"Male\", 514, 170], [\"Female\", 203, 35], [\"N/A\", 27, 7]]";
	const char *races = "[[\"Human\", 219, 97.9], [\"God / Eternal\", 19, 157.2], [\"Human / Radiation\", 12, 244.6]]";

	/* a gap and a change between two year columns of the named row, from the earlier year */
	CHECK_STREQ(over(reps, 3, cols, "Jane Peacock's sales slipped 20.5 percent in 2024 \xe2\x80\x94 a drop of $37.74 from 2023."),
				"grounded");
	CHECK_STREQ(over(reps, 3, cols, "Margaret Park's sales changed by $71.43 between 2023 and 2024."), "grounded");
	CHECK_STREQ(over(ships, 3, "shipper,orders,f1996,f1997",
					 "Speedy Express' freight climbed 278 percent in 1997 \xe2\x80\x94 a gain of $6,384 from 1996."),
				"grounded");
	/* must not: the way time went said the other way, or the change over the later year */
	CHECK_STREQ(over(reps, 3, cols, "Jane Peacock's sales rose by $37.74 between 2023 and 2024."), "ungrounded_figures");
	CHECK_STREQ(over(reps, 3, cols, "Jane Peacock's sales rose 25.7 percent in 2024."), "ungrounded_figures");
	CHECK_STREQ(over(reps, 3, cols, "Margaret Park's sales fell 36.2 percent in 2024."), "ungrounded_figures");
	CHECK_STREQ(over(ships, 3, "shipper,orders,f1996,f1997", "Federal Shipping's freight climbed 178 percent in 1997."),
				"ungrounded_figures");

	/* "That is a decline of 32 percent": the change of the sentence before */
	CHECK_STREQ(over(years, 3, "year,orders,freight",
					 "Freight charges reached $22,194 in 1998, down $10,275 from 1997.\n\nThat is a decline of 32 percent."),
				"grounded");
	/* must not: another change */
	CHECK_STREQ(over(years, 3, "year,orders,freight",
					 "Freight charges reached $22,194 in 1998, down $10,275 from 1997.\n\nThat is a decline of 46 percent."),
				"ungrounded_figures");

	/* a fraction in words, a rise or a fall between the two rows and the one column named */
	CHECK_STREQ(over(years, 3, "year,orders,freight", "Orders fell by about a third between 1997 and 1998."), "grounded");
	CHECK_STREQ(over(years, 3, "year,orders,freight", "Orders in 1998 were about a third lower than in 1997."),
				"grounded");
	/* must not: the wrong fraction, the wrong way, other rows */
	CHECK_STREQ(over(years, 3, "year,orders,freight", "Orders fell by about a quarter between 1997 and 1998."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 3, "year,orders,freight", "Orders rose by about a third between 1997 and 1998."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 3, "year,orders,freight", "Orders fell by about a third between 1996 and 1998."),
				"ungrounded_figures");

	/* "men" and "women" name the rows "Male" and "Female" */
	CHECK_STREQ(over(sexes, 3, "gender,heroes,villains", "Men had nearly five times the villains of women."), "grounded");
	/* must not: the other way round */
	CHECK_STREQ(over(sexes, 3, "gender,heroes,villains", "Women had nearly five times the villains of men."),
				"ungrounded_figures");
	CHECK_STREQ(over(sexes, 3, "gender,heroes,villains", "Men had 35 villains."), "ungrounded_figures");

	/* a rate per hundred is a percentage; the hundred is no figure */
	CHECK_STREQ(over(sexes, 3, "gender,heroes,villains", "That works out to 33.1 villains per 100 heroes for men."),
				"grounded");
	CHECK_STREQ(over(sexes, 3, "gender,heroes,villains", "That works out to 17.2 villains per 100 heroes for women."),
				"grounded");
	/* must not: another row's rate */
	CHECK_STREQ(over(sexes, 3, "gender,heroes,villains", "That works out to 19.2 villains per 100 heroes for men."),
				"ungrounded_figures");

	/* "human/radiation" names "Human / Radiation" */
	CHECK_STREQ(over(races, 3, "race,heroes,avg_kg", "Heroes listed as human/radiation average 244.6 kilograms."),
				"grounded");
	CHECK_STREQ(over(races, 3, "race,heroes,avg_kg", "God/Eternal heroes average 157.2 kg."), "grounded");
	/* must not: another row's value */
	CHECK_STREQ(over(races, 3, "race,heroes,avg_kg", "The human/radiation group averages 157.2 kilograms."),
				"ungrounded_figures");
}

/* Worked arithmetic: longer computations, amounts said again, rounded factors, named keys with digits */
static void
test_worked_arithmetic(void)
{
	const char *cyl = "[[3, 4, 13.25], [4, 207, 16.62], [5, 3, 18.63], [6, 84, 16.26], [8, 108, 12.84]]";
	const char *seats = "[[\"Airbus\", 4, 1973], [\"Boeing\", 4, 1526], [\"Embraer\", 1, 114]]";
	const char *grounds = "[[\"Hampden Park\", 52500, 730], [\"Somerset Park\", 11998, 1477], [\"Stark Park\", 10104, 2106], "
		"[\"Gayfield Park\", 4125, 638], [\"Balmoor\", 4000, 615], [\"Glebe Park\", 3960, 552]]";
	const char *planes = "[[\"A380\", 853, 1235000], [\"B747\", 416, 987000], [\"E190\", 114, 114000]]";
	const char *majors = "[[600, 18, 19.67], [520, 6, 19.33], [550, 5, 19.80]]";
	const char *years = "[[1973, 40, 3419.0], [1982, 31, 2453.5]]";
	const char *media = "[[\"MPEG audio file\", 3034, 265574], [\"Protected MPEG-4 video file\", 214, 2342940]]";
	const char *emps = "[[\"Margaret\", 156, 10], [\"Janet\", 127, 5], [\"Laura\", 104, 4]]";
	const char *freight = "[[\"Austria\", 21, 3745.65], [\"Venezuela\", 20, 1420.89]]";

	/* a difference in brackets over one of its operands, as a percentage */
	CHECK_STREQ(over(cyl, 5, "cylinders,cars,avg_accel",
					 "4-cylinder cars beat 8-cylinder cars on acceleration: (16.62 \xe2\x88\x92 12.84) / 12.84 "
					 "\xe2\x89\x88 29.4% more."), "grounded");
	/* must not: a result the computation does not give, or an operand of another row */
	CHECK_STREQ(over(cyl, 5, "cylinders,cars,avg_accel",
					 "4-cylinder cars beat 8-cylinder cars on acceleration: (16.62 \xe2\x88\x92 12.84) / 12.84 "
					 "\xe2\x89\x88 22.7% more."), "ungrounded_figures");
	CHECK_STREQ(over(cyl, 5, "cylinders,cars,avg_accel",
					 "4-cylinder cars beat 8-cylinder cars on acceleration: (16.62 \xe2\x88\x92 16.26) / 16.26 "
					 "\xe2\x89\x88 2.2% more."), "ungrounded_figures");

	/* a sum of several cells */
	CHECK_STREQ(over(grounds, 6, "stadium,capacity,average", "Three mid-size grounds: 4,125 + 4,000 + 3,960 = 12,085 seats."),
				"grounded");
	/* must not: a sum that does not hold, or of a figure no row holds */
	CHECK_STREQ(over(grounds, 6, "stadium,capacity,average", "Three mid-size grounds: 4,125 + 4,000 + 3,960 = 13,085 seats."),
				"ungrounded_figures");
	CHECK_STREQ(over(grounds, 6, "stadium,capacity,average", "Three mid-size grounds: 4,125 + 4,500 + 3,960 = 12,585 seats."),
				"ungrounded_figures");
	/* words between an operand and its operator */
	CHECK_STREQ(over(grounds, 6, "stadium,capacity,average",
					 "Stark Park (fill rate): 2,106 average attendance / 10,104 seats \xe2\x89\x88 0.2084 per seat."),
				"grounded");
	CHECK_STREQ(over(grounds, 6, "stadium,capacity,average",
					 "Stark Park (fill rate): 2,106 average attendance / 11,998 seats \xe2\x89\x88 0.1755 per seat."),
				"ungrounded_figures");

	/* a result said again as the operand of the next step, and in the bottom line */
	CHECK_STREQ(over(seats, 3, "manufacturer,types,seats",
					 "1. Airbus: 1,973 seats.\n2. Boeing: 1,526 seats.\n3. Difference: 1,973 \xe2\x88\x92 1,526 = 447 seats.\n"
					 "4. Relative to Boeing: 447 / 1,526 \xe2\x89\x88 29.3%.\n\n**Bottom line:** Airbus is ahead on seats, "
					 "by roughly 29.3%."), "grounded");
	CHECK_STREQ(over(seats, 3, "manufacturer,types,seats",
					 "Airbus has 4 types and 1,973 seats; 1,973 / 4 = 493.25 per type. So the answer is ~493.25."),
				"grounded");
	/* must not: the amount said again in other digits, or of another row */
	CHECK_STREQ(over(seats, 3, "manufacturer,types,seats",
					 "1. Airbus: 1,973 seats.\n2. Boeing: 1,526 seats.\n3. Difference: 1,973 \xe2\x88\x92 1,526 = 447 seats.\n"
					 "4. Relative to Boeing: 474 / 1,526 \xe2\x89\x88 31.1%."), "ungrounded_figures");
	CHECK_STREQ(over(seats, 3, "manufacturer,types,seats",
					 "Airbus has 4 types and 1,973 seats; 1,973 / 4 = 493.25 per type. Embraer has 493.25 too."),
				"ungrounded_figures");

	/* a conversion factor shown rounded to three figures or more */
	CHECK_STREQ(over(planes, 3, "aircraft,seats,weight_lbs", "An A380 weighs 1,235,000 lbs \xc3\x97 0.4536 \xe2\x89\x88 560,186.6 kg."),
				"grounded");
	CHECK_STREQ(over(media, 2, "media_type,tracks,avg_ms",
					 "A protected video averages 2,342,940 ms \xc3\x97 (1 / 60,000) \xe2\x89\x88 39.05 min."), "grounded");
	/* must not: a factor that is no rounding of it, or shown too coarsely to say */
	CHECK_STREQ(over(planes, 3, "aircraft,seats,weight_lbs", "An A380 weighs 1,235,000 lbs \xc3\x97 0.4563 \xe2\x89\x88 560,186.6 kg."),
				"ungrounded_figures");
	CHECK_STREQ(over(media, 2, "media_type,tracks,avg_ms",
					 "A protected video averages 2,342,940 ms \xc3\x97 (1 / 6,000) \xe2\x89\x88 39.05 min."),
				"ungrounded_figures");

	/* a computation written out that does not hold is no grounding of its result */
	CHECK_STREQ(over(grounds, 6, "stadium,capacity,average",
					 "The three largest: 52,500 + 11,998 + 10,104 = 84,602 seats."), "ungrounded_figures");
	/* ... but a change's sign carried over to its ratio, or dropped, is the same arithmetic */
	CHECK_STREQ(over(seats, 3, "manufacturer,types,seats",
					 "1. Airbus: 1,973 seats.\n2. Boeing: 1,526 seats.\n3. Change: 1,526 \xe2\x88\x92 1,973 = \xe2\x88\x92" "447.\n"
					 "4. Relative: 447 / 1,973 \xe2\x89\x88 \xe2\x88\x92" "22.7%."), "grounded");
	CHECK_STREQ(over(seats, 3, "manufacturer,types,seats", "Boeing trails: 1,526 \xe2\x88\x92 1,973 = 447 seats fewer."),
				"grounded");

	/* the total of the weights beside a weighted average */
	CHECK_STREQ(over(majors, 3, "major,students,avg_age",
					 "Weighting each group's age by its students: \xce\xa3(avg \xc3\x97 students) / 29 \xe2\x89\x88 19.62 years."),
				"grounded");
	/* must not: another total */
	CHECK_STREQ(over(majors, 3, "major,students,avg_age",
					 "Weighting each group's age by its students: \xce\xa3(avg \xc3\x97 students) / 34 \xe2\x89\x88 19.62 years."),
				"ungrounded_figures");

	/* terse chat: a part over its whole, "/order", "over" after "$3.746k", a single digit's part */
	CHECK_STREQ(over(emps, 3, "employee,orders,late", "Margaret: 10/156 orders late \xe2\x86\x92 6.4%"), "grounded");
	CHECK_STREQ(over(emps, 3, "employee,orders,late", "Laura: late rate approx. 3.8% (4 of 104)"), "grounded");
	CHECK_STREQ(over(freight, 2, "country,orders_97,freight_97",
					 "Quick one: avg $178/order for Austria ('97) ($3.746k freight over 21 orders)"), "grounded");
	/* must not: a percentage the part and whole do not make, a part no cell of the row holds, another row's rate */
	CHECK_STREQ(over(emps, 3, "employee,orders,late", "Margaret: 10/156 orders late \xe2\x86\x92 8.4%"),
				"ungrounded_figures");
	CHECK_STREQ(over(emps, 3, "employee,orders,late", "Laura: late rate approx. 4.8% (5 of 104)"), "ungrounded_figures");
	CHECK_STREQ(over(freight, 2, "country,orders_97,freight_97",
					 "Quick one: avg $178/order for Venezuela ('97) ($1.421k freight over 20 orders)"), "ungrounded_figures");

	/* rows named by a key with digits, then their figures in order */
	CHECK_STREQ(over(majors, 3, "major,students,avg_age", "Major 600 vs. major 520: 18 vs. 6."), "grounded");
	/* must not: the other way round */
	CHECK_STREQ(over(majors, 3, "major,students,avg_age", "Major 600 vs. major 520: 6 vs. 18."), "ungrounded_figures");

	/* an arrow after a unit word sets the two figures against each other */
	CHECK_STREQ(over(years, 2, "year,cars,avg_weight",
					 "Average weight is down ~28.2% from 1973 to 1982 (3,419.0 lbs \xe2\x86\x92 2,453.5 lbs)."), "grounded");
	CHECK_STREQ(over(years, 2, "year,cars,avg_weight",
					 "Average weight is down ~28.2% from 1973 to 1982 (2,453.5 lbs \xe2\x86\x92 3,419.0 lbs)."),
				"ungrounded_figures");
}

/* KPI cards: footnotes that say how a mean was taken, "vs LY", "avg of N" */
static void
test_kpi_cards(void)
{
	const char *seats = "[[\"A380\", \"Airbus\", 853], [\"B777\", \"Boeing\", 550], [\"B737\", \"Boeing\", 230], "
		"[\"E190\", \"Embraer\", 114]]";
	const char *genre_ms = "[[\"Drama\", 64, 2575284], [\"TV Shows\", 93, 2145041], [\"Metal\", 374, 309749], "
		"[\"Rock\", 1297, 283910]]";
	const char *makers = "[[\"usa\", 4, 253, 19.73, 3367.3], [\"japan\", 5, 79, 30.45, 2221.2], "
		"[\"germany\", 4, 39, 28.46, 2285.0], [\"france\", 3, 14, 25.28, 2660.2]]";
	const char *orders = "[[1996, 152, 208083.97], [1997, 408, 617085.20], [1998, 270, 440623.87]]";
	const char *shippers = "[[\"United Package\", 153, 12374.00], [\"Federal Shipping\", 122, 11413.30], "
		"[\"Speedy Express\", 133, 8681.38]]";
	const char *grounds = "[[\"Hampden Park\", 52500, 730], [\"Somerset Park\", 11998, 1477]]";
	const char *quarters = "[[\"Q1\", 92, 138288.93], [\"Q2\", 93, 143177.04], [\"Q3\", 103, 153937.77], "
		"[\"Q4\", 120, 181681.46]]";
	const char *fares = "[[\"ORD\", 5, 200.00, 400], [\"JFK\", 3, 210.00, 400], [\"LAX\", 2, 255.00, 500]]";
	const char *stock = "[[\"Seafood\", 12, 20.68, 701], [\"Beverages\", 12, 37.98, 559], [\"Condiments\", 12, 22.85, 507], "
		"[\"Dairy\", 10, 28.73, 393]]";
	const char *pivot = "[[\"Germany\", 11, 117320.16, 77557.32], [\"USA\", 13, 114845.26, 92633.67], "
		"[\"Austria\", 2, 57401.84, 45000.65]]";
	const char *years = "[[2021, 83, 449.46], [2022, 83, 481.45], [2023, 83, 469.58]]";
	const char *areas = "[[\"Tokyo\", 70000, 50000], [\"Guangdong\", 200000, 30000], [\"New York\", 200000, 20000]]";
	const char *pivot4 = "[[\"Germany\", 11, 117320.16, 77557.32], [\"USA\", 13, 114845.26, 92633.67], "
		"[\"Austria\", 2, 57401.84, 45000.65], [\"Canada\", 3, 31298.06, 11525.55]]";
	const char *genres = "[[\"Rock\", 835, 826.65, 216], [\"Latin\", 386, 382.14, 117], [\"Metal\", 766, 261.36, 96]]";

	/* a footnote's "weighted" is the marked figure's: the weighted mean grounds, the plain one does not */
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_one_way,top_rt",
					 "Avg one-way fare (all fares): $214.00\xc2\xb9\n\xc2\xb9 weighted by fares \xe2\x80\x94 10 in all."),
				"grounded");
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_one_way,top_rt",
					 "Avg one-way fare (all fares): $221.67\xc2\xb9\n\xc2\xb9 weighted by fares \xe2\x80\x94 10 in all."),
				"ungrounded_figures");
	/* and "simple" the other way round; a mark with no footnote line changes nothing */
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_one_way,top_rt",
					 "Avg one-way fare: $221.67\xc2\xb9\n\xc2\xb9 simple average of the three rows."), "grounded");
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_one_way,top_rt",
					 "Avg one-way fare: $214.00\xc2\xb9\n\xc2\xb9 simple average of the three rows."), "ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_one_way,top_rt", "Avg one-way fare: $221.67\xc2\xb9"), "grounded");
	/* the mark after the figure's unit */
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_min,top_rt",
					 "Avg trip (all fares): 221.67 min\xc2\xb9\n\xc2\xb9 weighted by fares."), "ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "from_airport,fares,avg_min,top_rt",
					 "Avg trip (all fares): 214.00 min\xc2\xb9\n\xc2\xb9 weighted by fares."), "grounded");

	/* "avg of 389.9" is a mean of the column the card is about, not the avg_price column */
	CHECK_STREQ(over(stock, 4, "category,products,avg_price,units",
					 "Units in stock \xe2\x80\x94 Seafood: 701 (vs avg of 540.0)."), "grounded");
	CHECK_STREQ(over(stock, 4, "category,products,avg_price,units",
					 "Units in stock \xe2\x80\x94 Seafood: 701 (vs avg of 527.0)."), "ungrounded_figures");
	CHECK_STREQ(over(stock, 4, "category,products,avg_price,units", "Seafood: avg list price 20.68."), "grounded");
	CHECK_STREQ(over(stock, 4, "category,products,avg_price,units", "Seafood: avg list price 37.98."),
				"ungrounded_figures");

	/* a footnote line goes on about the row of the line it annotates */
	CHECK_STREQ(over(pivot, 3, "country,customers,sales_1997,sales_1998",
					 "USA share of net sales (1998): 43.0%\xc2\xb9\n\xc2\xb9 1997 share: 39.7%."), "grounded");
	CHECK_STREQ(over(pivot, 3, "country,customers,sales_1997,sales_1998",
					 "USA share of net sales (1998): 43.0%\xc2\xb9\n\xc2\xb9 1997 share: 40.5%."), "ungrounded_figures");

	/* "vs LY" over columns by year: the column of the year before the figure's */
	CHECK_STREQ(over(pivot, 3, "country,customers,sales_1997,sales_1998",
					 "Germany net sales: $77,557 (\xe2\x96\xbc 33.9% vs LY) \xe2\x80\x94 \xe2\x96\xbc $39,763."), "grounded");
	CHECK_STREQ(over(pivot, 3, "country,customers,sales_1997,sales_1998",
					 "Germany net sales: $77,557 (\xe2\x96\xbc 33.9% vs LY) \xe2\x80\x94 \xe2\x96\xbc $32,556."),
				"ungrounded_figures");
	/* over rows by year, "LY" and "YoY" are the row before */
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "Revenue (2023): $469.58 (\xe2\x96\xbc 2.5% YoY)."), "grounded");
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "Revenue (2022): $481.45 (\xe2\x96\xb2 7.1% vs LY)."), "grounded");
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "Revenue (2023): $469.58 (\xe2\x96\xbc 4.5% YoY)."),
				"ungrounded_figures");

	/* a card's label and value: the row's own cell, not a gap that happens to equal it */
	CHECK_STREQ(over(areas, 3, "state,population,area",
					 "Area, Guangdong: 30,000 km\xc2\xb2 (\xe2\x96\xbc 40.0% vs Tokyo, 50,000 km\xc2\xb2) \xe2\x80\x94 "
					 "a 20,000 km\xc2\xb2 shortfall."), "grounded");
	CHECK_STREQ(over(areas, 3, "state,population,area",
					 "Area, Guangdong: 20,000 km\xc2\xb2 (\xe2\x96\xbc 40.0% vs Tokyo, 50,000 km\xc2\xb2) \xe2\x80\x94 "
					 "a 20,000 km\xc2\xb2 shortfall."), "ungrounded_figures");

	/* "13 vs 3 (+333.3%)": the digit a cell of the first value's column in another row */
	CHECK_STREQ(over(pivot4, 4, "country,customers,sales_1997,sales_1998",
					 "USA leads Canada by 4.3x. Customers: 13 vs 3 (+333.3%)."), "grounded");
	CHECK_STREQ(over(pivot4, 4, "country,customers,sales_1997,sales_1998",
					 "USA leads Canada by 4.3x. Customers: 13 vs 3 (+300.0%)."), "ungrounded_figures");
	CHECK_STREQ(over(pivot4, 4, "country,customers,sales_1997,sales_1998",
					 "USA leads Canada by 4.3x. Customers: 13 vs 4 (+225.0%)."), "ungrounded_figures");

	/* a pair of figures, then its rows in a bracket, in order */
	CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales",
					 "Net sales: $143,177 \xe2\x86\x92 $153,938 (Q2 \xe2\x86\x92 Q3), \xe2\x96\xb2 7.5% QoQ."), "grounded");
	CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales",
					 "Net sales: $138,289 \xe2\x86\x92 $153,938 (Q2 \xe2\x86\x92 Q3), \xe2\x96\xb2 7.5% QoQ."),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales",
					 "Net sales: $143,177 \xe2\x86\x92 $153,938 (Q3 \xe2\x86\x92 Q2)."), "ungrounded_figures");

	/* newsletters: a move's end in the other year named; a noun after "in"; "Put another way"; "52,500-seat" */
	CHECK_STREQ(over(orders, 3, "year,orders,net_sales", "Orders rose 168.4% in 1997, from 152 in 1996 to 408."),
				"grounded");
	CHECK_STREQ(over(orders, 3, "year,orders,net_sales", "Orders rose 168.4% in 1997, from 152 in 1996 to 270."),
				"ungrounded_figures");
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight",
					 "Speedy Express is the cheap option\n\nThat is $65.27 a shipment: $8,681.38 in freight, 133 shipments."),
				"grounded");
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight",
					 "Speedy Express is the cheap option\n\nThat is $65.27 a shipment: $8,681.38 in freight, 122 shipments."),
				"ungrounded_figures");
	CHECK_STREQ(over(stock, 4, "category,products,avg_price,units",
					 "On units, Beverages' 559 leads Dairy's 393. Put another way, Dairy would need another "
					 "166 to draw level."), "grounded");
	CHECK_STREQ(over(stock, 4, "category,products,avg_price,units",
					 "On units, Beverages' 559 leads Dairy's 393. Put another way, Dairy would need another "
					 "114 to draw level."), "ungrounded_figures");
	CHECK_STREQ(over(grounds, 2, "stadium,capacity,average",
					 "Hampden Park averages 730 fans in a 52,500-seat ground, filling just 1.4 per cent of its seats."),
				"grounded");
	CHECK_STREQ(over(grounds, 2, "stadium,capacity,average",
					 "Hampden Park averages 730 fans in a 52,500-seat ground, filling just 6.1 per cent of its seats."),
				"ungrounded_figures");
	CHECK_STREQ(over(grounds, 2, "stadium,capacity,average", "Hampden Park averages 730 fans in an 11,998-seat ground."),
				"ungrounded_figures");

	/* "weight each genre by its tracks": a weighted mean, not the plain one */
	CHECK_STREQ(over(genre_ms, 4, "genre,tracks,avg_ms",
					 "Weight each genre by how many tracks it has and the average comes to 464,105 ms a track."), "grounded");
	CHECK_STREQ(over(genre_ms, 4, "genre,tracks,avg_ms",
					 "Weight each genre by how many tracks it has and the average comes to 1,328,496 ms a track."),
				"ungrounded_figures");
	/* a fraction in words said as a comparison is a change between the rows, never a share or a row's ratio */
	CHECK_STREQ(over(makers, 4, "country,makers,cars,avg_mpg,avg_weight",
					 "Germany comes in nearly a third below America on average kerb weight: 2,285 lb against 3,367 lb."),
				"grounded");
	CHECK_STREQ(over(makers, 4, "country,makers,cars,avg_mpg,avg_weight",
					 "Germany comes in nearly a fifth below America on average kerb weight: 2,285 lb against 3,367 lb."),
				"ungrounded_figures");

	/* a comparison after a comma is of another figure: the share stands */
	CHECK_STREQ(over(seats, 4, "aircraft,maker,capacity",
					 "The A380 alone holds nearly half of all seats (48.8%), more than the E190 and B737 combined (344 seats)."),
				"grounded");
	CHECK_STREQ(over(seats, 4, "aircraft,maker,capacity",
					 "The A380 alone holds nearly half of all seats (56.7%), more than the E190 and B737 combined (344 seats)."),
				"ungrounded_figures");

	/* "a third of the total": of a total, not invoices over units */
	CHECK_STREQ(over(genres, 3, "genre,units,revenue,invoices",
					 "Share of units \xe2\x80\x94 Latin: 19.4% (386 of 1,987). Roughly a fifth of the total sits with Latin."),
				"grounded");
	CHECK_STREQ(over(genres, 3, "genre,units,revenue,invoices",
					 "Share of units \xe2\x80\x94 Latin: 19.4% (386 of 1,987). Roughly a third of the total sits with Latin."),
				"ungrounded_figures");
}

/* Status e-mails to executives: subject lines, "vs. last year", key-number bullets. */
static void
test_status_emails(void)
{
	const char *years = "[[2021, 83, 449.46], [2022, 83, 481.45], [2023, 83, 469.58], [2024, 83, 477.53], "
		"[2025, 80, 450.58]]";
	const char *quarters = "[[\"Q3 1996\", 70, 79728.57], [\"Q4 1996\", 82, 128355.40], [\"Q1 1997\", 92, 138288.93], "
		"[\"Q2 1997\", 93, 143177.04], [\"Q3 1997\", 103, 153937.77], [\"Q4 1997\", 120, 181681.46], "
		"[\"Q1 1998\", 182, 298491.55], [\"Q2 1998\", 88, 142132.31]]";
	const char *reps = "[[\"Peacock\", 81, 57, 49945.12, 128809.79], [\"Leverling\", 71, 46, 18223.96, 108026.16], "
		"[\"Davolio\", 55, 40, 35764.52, 93148.08], [\"Fuller\", 41, 35, 21757.06, 70444.14], "
		"[\"King\", 36, 30, 15232.16, 60471.19], [\"Callahan\", 54, 36, 22240.12, 56032.62], "
		"[\"Suyama\", 33, 24, 16642.61, 43126.37], [\"Buchanan\", 18, 13, 18383.92, 30716.47], "
		"[\"Dodsworth\", 19, 16, 9894.51, 26310.39]]";
	const char *units = "[[\"Dairy Products\", 2086, 4374], [\"Confections\", 1357, 4137], [\"Beverages\", 1842, 3996], "
		"[\"Seafood\", 1286, 3679], [\"Condiments\", 962, 2895], [\"Grains/Cereals\", 549, 2636], "
		"[\"Meat/Poultry\", 950, 2189], [\"Produce\", 549, 1583]]";
	const char *countries = "[[\"USA\", 12, 20.87], [\"Germany\", 9, 37.60], [\"Australia\", 8, 33.83], [\"UK\", 7, 22.81], "
		"[\"Japan\", 6, 30.04], [\"France\", 5, 76.75], [\"Italy\", 5, 27.36], [\"Sweden\", 5, 18.00], "
		"[\"Canada\", 4, 27.31], [\"Finland\", 3, 18.08], [\"Norway\", 3, 20.00], [\"Singapore\", 3, 26.48], "
		"[\"Denmark\", 2, 10.75], [\"Netherlands\", 2, 11.13], [\"Spain\", 2, 29.50], [\"Brazil\", 1, 4.50]]";
	const char *papers = "[[2020, 2, 6, 1], [2021, 3, 3, 8]]";

	/* "vs. last year": the row of the year before; over quarters, the same quarter a year before */
	CHECK_STREQ(over(years, 5, "year,invoices,revenue", "- 2025: $450.58 (\xe2\x88\x92$26.95 vs. last year)"),
				"grounded");
	CHECK_STREQ(over(years, 5, "year,invoices,revenue", "- 2025: $450.58 (\xe2\x88\x92$19.95 vs. last year)"),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales", "- Q1 1998: $298.5k (+$160k vs. last year)"), "grounded");
	/* not the quarter before */
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales", "- Q1 1998: $298.5k (+$117k vs. last year)"),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales", "Q1 1998 orders hit 182, up 90 YoY."), "grounded");
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales", "Q1 1998 orders hit 182, up 62 YoY."),
				"ungrounded_figures");
	/* where the sentence names two years, the change is between them, not from the year before either */
	CHECK_STREQ(over(years, 5, "year,invoices,revenue", "2023 revenue: $469.58 (vs 2022's $481.45, i.e. +7.1% YoY)"),
				"ungrounded_figures");

	/* a subject or headline line sums up the paragraph after it */
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "Subject: Revenue down 6% vs. last year\n\nHi all,\n\n"
					 "Revenue slipped from $477.53 in 2024 to $450.58 in 2025."), "grounded");
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "Subject: Revenue up 7% vs. last year\n\nHi all,\n\n"
					 "Revenue slipped from $477.53 in 2024 to $450.58 in 2025."), "ungrounded_figures");
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "Headline: revenue up $31.99 vs. last year.\n\nKey numbers:\n- 2022: $481.45\n- 2021: $449.46"),
				"grounded");
	/* only the block right after: a later paragraph's rows are not its operands */
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "Subject: Revenue down $31.99\n\nHi all,\n\nRevenue slipped from $477.53 in 2024 to $450.58 in 2025.\n\n"
					 "In 2022 it was $481.45, after $449.46 in 2021."), "ungrounded_figures");

	/* "1.9x the average": a named row's cell against its column's mean, said or not */
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997", "Peacock: $129k (1.9x the average)."),
				"grounded");
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997", "Peacock: $129k (2.9x the average)."),
				"ungrounded_figures");
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Peacock sold $129k, 88% above the average rep."), "grounded");
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Peacock sold $129k, 68% above the average rep."), "ungrounded_figures");

	/* a derived label in a list ("Share:", "Change:") is of the items before it */
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Key numbers:\n- Top 3 combined: $330k (of $617k in total)\n- Share: 53.5%"), "grounded");
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Key numbers:\n- Top 3 combined: $330k (of $617k in total)\n- Share: 63.5%"), "ungrounded_figures");
	CHECK_STREQ(over(papers, 2, "year,papers,citations,refs", "Key numbers:\n- 2021: 8\n- 2020: 1\n- Change: +700%"),
				"grounded");
	CHECK_STREQ(over(papers, 2, "year,papers,citations,refs", "Key numbers:\n- 2021: 8\n- 2020: 1\n- Change: +500%"),
				"ungrounded_figures");

	/* "Top 3 = ...": the top rows together, not one row's share or ratio */
	CHECK_STREQ(over(units, 8, "category,units_1996,units_1997",
					 "Subject: Top 3 = just under half of 1997 units\n\nHello,\n\n"
					 "The top three are Dairy Products, Confections and Beverages."), "grounded");
	CHECK_STREQ(over(units, 8, "category,units_1996,units_1997",
					 "Subject: Top 3 = almost a third of 1997 units\n\nHello,\n\n"
					 "The top three are Dairy Products, Confections and Beverages."), "ungrounded_figures");

	/* of the column the sentence names (1997 net sales), not of another one the top rows also lead */
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Subject: Top 3 = just over half of 1997 net sales\n\nMorning all,\n\n"
					 "The top three (Peacock, Leverling and Davolio) carry most of the weight."), "grounded");
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Subject: Top 3 = under half of 1997 net sales\n\nMorning all,\n\n"
					 "The top three (Peacock, Leverling and Davolio) carry most of the weight."), "ungrounded_figures");
	/* a weighted mean written out takes cells as its operands */
	CHECK_STREQ(over(countries, 16, "country,products,avg_price",
					 "Weighted price: (20.87 \xc3\x97 12 + 37.60 \xc3\x97 9) / 21 \xe2\x89\x88 28.04."), "grounded");

	/* "blended" is weighted: not the plain mean, nor one unnamed row's cell */
	CHECK_STREQ(over(countries, 16, "country,products,avg_price", "Subject: Blended list price: $29 per product"),
				"grounded");
	CHECK_STREQ(over(countries, 16, "country,products,avg_price", "Subject: Blended list price: $26 per product"),
				"ungrounded_figures");

	/* "per order": the divisor is the column the word names */
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Buchanan: $1.7k per order in 1997."), "grounded");
	CHECK_STREQ(over(reps, 9, "rep,orders_1997,customers_1997,sales_1996,sales_1997",
					 "Buchanan: $2.4k per order in 1997."), "ungrounded_figures");

	/* a change in a list under a bare label ("Key numbers:") is from the row the paragraph before quoted */
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales",
					 "Q4 1997 landed at 120, 46% above Q4 1996 (82).\n\nKey numbers:\n- Net change: +38 (vs. Q4 1996)"),
				"grounded");
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales",
					 "Q4 1997 landed at 120, 46% above Q4 1996 (82).\n\nKey numbers:\n- Net change: +48 (vs. Q4 1996)"),
				"ungrounded_figures");
	/* a label holding a figure is no bare label: the paragraph before it is not reached */
	CHECK_STREQ(over(quarters, 8, "quarter,orders,net_sales",
					 "Q4 1997 landed at 120.\n\nKey numbers (12 months):\n- Net change: +38 (vs. Q4 1996)"),
				"ungrounded_figures");

	/* "and" for "&" names the row */
	CHECK_STREQ(over("[[\"Rock\", 835, 826.65], [\"Alternative & Punk\", 244, 241.56], [\"Metal\", 264, 261.36]]", 3,
					 "genre,lines,revenue", "Alternative and Punk took $241.56."), "grounded");
	CHECK_STREQ(over("[[\"Rock\", 835, 826.65], [\"Alternative & Punk\", 244, 241.56], [\"Metal\", 264, 261.36]]", 3,
					 "genre,lines,revenue", "Alternative and Punk took $261.36."), "ungrounded_figures");

	/* a figure shown with decimals is no count of rows */
	CHECK_STREQ(over(papers, 2, "year,papers,citations,refs", "- 2021: 1.0 citations per paper (vs. 2.0 overall)"),
				"ungrounded_figures");
}

/* Notebook commentary: column ratios written by name, deltas after a move, arrows, assumed units. */
static void
test_notebook_cells(void)
{
	const char *shippers = "[[\"United Package\", 326, 28244.90, 16], [\"Federal Shipping\", 255, 20512.50, 9], "
		"[\"Speedy Express\", 249, 16185.30, 12]]";
	const char *mix = "[[1976, 34, 21.57, 15], [1977, 28, 23.38, 14], [1978, 36, 24.06, 17], [1979, 29, 25.09, 12], "
		"[1980, 29, 33.70, 25]]";
	const char *days = "[[1996, 152, 8.11], [1997, 408, 8.91], [1998, 270, 8.04]]";
	const char *cyl = "[[3, 4, 20.55], [4, 207, 28.86], [5, 3, 27.37], [6, 84, 19.99], [8, 108, 14.27]]";
	const char *races = "[[\"Human\", 219], [\"Mutant\", 63], [\"God / Eternal\", 19], [\"Cyborg\", 12], "
		"[\"Human / Radiation\", 12], [\"Android\", 10], [\"Alien\", 8], [\"Symbiote\", 8], [\"Kryptonian\", 7], "
		"[\"Demon\", 6]]";
	const char *prices = "[[\"USA\", 12, 20.87], [\"Germany\", 9, 37.60], [\"France\", 5, 76.75]]";
	const char *reps = "[[\"Andrew Fuller\", 41, 39], [\"Robert King\", 36, 25]]";
	const char *share = "[[1, \"A Love of a Lifetime\", 9], [12, \"The Hanged Man\", 5]]";
	const char *fares = "[[\"AA\", 3, 190.00, 316.67], [\"UA\", 2, 180.00, 340.00], [\"AS\", 1, 220.00, 400.00]]";
	const char *flights = "[[\"AA\", 3, 19300], [\"VX\", 1, 20000], [\"WN\", 1, 15000]]";
	const char *colours = "[[\"Blue\", 234], [\"No Colour\", 169], [\"Brown\", 131], [\"Green\", 76]]";
	const char *mpg = "[[4, 207, 28.86], [6, 84, 19.99], [8, 108, 14.27]]";
	const char *templates = "[[\"BK\", 6, 5, 2], [\"PP\", 6, 4, 4], [\"AD\", 3, 3, 5], [\"PPT\", 3, 3, 4], [\"CV\", 2, 0, 0]]";

	/* "`late_orders / orders`" in the heading: each item is that ratio of the row it names */
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "### Late shipments (`late_orders / orders`)\n- Speedy Express: 4.8% late\n- Federal Shipping: 3.5%"),
				"grounded");
	/* must not: another row's ratio, or a heading that writes no ratio */
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "### Late shipments (`late_orders / orders`)\n- Speedy Express: 4.8% late\n- Federal Shipping: 4.9%"),
				"ungrounded_figures");
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "### Late shipments\n- Speedy Express: 4.8% late\n- Federal Shipping: 3.5%"), "ungrounded_figures");
	/* a derived label after "≈": between the items before it, unrounded */
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "### Late shipments (`late_orders / orders`)\n- Speedy Express: 4.8%\n- Federal Shipping: 3.5%\n"
					 "- gap \xe2\x89\x88 1.3 pp"), "grounded");
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "### Late shipments (`late_orders / orders`)\n- Speedy Express: 4.8%\n- Federal Shipping: 3.5%\n"
					 "- gap \xe2\x89\x88 2.3 pp"), "ungrounded_figures");
	/* the ratio in the sentence, a change in points and "in relative terms" after the figure */
	CHECK_STREQ(over(mix, 5, "year,cars,avg_mpg,four_cyl",
					 "`four_cyl / cars` moved 44.1% \xe2\x86\x92 86.2% between 1976 and 1980: +42.1 pp, "
					 "i.e. ~95% more in relative terms."), "grounded");
	CHECK_STREQ(over(mix, 5, "year,cars,avg_mpg,four_cyl",
					 "`four_cyl / cars` moved 44.1% \xe2\x86\x92 86.2% between 1976 and 1980: +42.1 pp, "
					 "i.e. ~75% more in relative terms."), "ungrounded_figures");
	CHECK_STREQ(over(mix, 5, "year,cars,avg_mpg,four_cyl",
					 "`four_cyl / cars` moved 50.0% \xe2\x86\x92 86.2% between 1976 and 1980."), "ungrounded_figures");

	/* "A vs B on x: a vs b": in order, a row named again after the last figure ("relative to 1997") aside */
	CHECK_STREQ(over(days, 3, "year,orders,avg_days_to_ship",
					 "1998 vs 1997 on days to ship: 8.04 days vs 8.91 days, so \xce\x94 = \xe2\x88\x92" "0.87 days "
					 "\xe2\x80\x94 \xe2\x88\x92" "9.8% relative to 1997."), "grounded");
	CHECK_STREQ(over(days, 3, "year,orders,avg_days_to_ship",
					 "1998 vs 1997 on days to ship: 8.91 days vs 8.04 days, so \xce\x94 = \xe2\x88\x92" "0.87 days "
					 "\xe2\x80\x94 \xe2\x88\x92" "9.8% relative to 1997."), "ungrounded_figures");

	/* "8-cyl's 14.27": a row named by a number and its column's word, with a possessive */
	CHECK_STREQ(over(cyl, 5, "cylinders,cars,avg_mpg", "4-cyl leads on `avg_mpg` with 28.86 (\xe2\x89\x88 2.0x 8-cyl's 14.27)."),
				"grounded");
	CHECK_STREQ(over(cyl, 5, "cylinders,cars,avg_mpg", "4-cyl leads on `avg_mpg` with 28.86 (\xe2\x89\x88 1.4x 8-cyl's 19.99)."),
				"ungrounded_figures");

	/* "→ 82.7% of the 364 total": an arrow goes on from the line before */
	CHECK_STREQ(over(races, 10, "race,heroes",
					 "### Concentration\n- top three (Human, Mutant and God / Eternal): 301\n- \xe2\x86\x92 82.7% of the 364 total"),
				"grounded");
	CHECK_STREQ(over(races, 10, "race,heroes",
					 "### Concentration\n- top three (Human, Mutant and God / Eternal): 301\n- \xe2\x86\x92 72.7% of the 364 total"),
				"ungrounded_figures");

	/* "would need another $39.15 to draw level": the gap to the row named before */
	CHECK_STREQ(over(prices, 3, "country,products,avg_price",
					 "France vs Germany on average list price: $76.75 vs $37.60. Germany would need another $39.15 to draw level."),
				"grounded");
	CHECK_STREQ(over(prices, 3, "country,products,avg_price",
					 "France vs Germany on average list price: $76.75 vs $37.60. Germany would need another $29.15 to draw level."),
				"ungrounded_figures");

	/* "41 → 39 (Δ −2)", "(9 → 5, Δ −4)": a delta after a move written out, single digits too */
	CHECK_STREQ(over(reps, 2, "employee,orders_1997,orders_1998",
					 "- Andrew Fuller: `orders_1997` = 41 \xe2\x86\x92 `orders_1998` = 39 (\xce\x94 \xe2\x88\x92" "2, "
					 "\xe2\x88\x92" "4.9%)"), "grounded");
	CHECK_STREQ(over(reps, 2, "employee,orders_1997,orders_1998",
					 "- Andrew Fuller: `orders_1997` = 41 \xe2\x86\x92 `orders_1998` = 39 (\xce\x94 \xe2\x88\x92" "5, "
					 "\xe2\x88\x92" "4.9%)"), "ungrounded_figures");
	CHECK_STREQ(over(share, 2, "id,episode,share",
					 "\"A Love of a Lifetime\" \xe2\x86\x92 \"The Hanged Man\": audience share down 44.444% (9 \xe2\x86\x92 5, "
					 "\xce\x94 \xe2\x88\x92" "4)."), "grounded");
	CHECK_STREQ(over(share, 2, "id,episode,share",
					 "\"A Love of a Lifetime\" \xe2\x86\x92 \"The Hanged Man\": audience share down 44.444% (9 \xe2\x86\x92 5, "
					 "\xce\x94 \xe2\x88\x92" "6)."), "ungrounded_figures");

	/* "80 vs 83, so Δ = −3": the first less the second */
	CHECK_STREQ(over("[[2022, 85], [2023, 83], [2024, 83], [2025, 80]]", 4, "year,invoices",
					 "2025 vs 2024 on invoices: 80 vs 83, so \xce\x94 = \xe2\x88\x92" "3."), "grounded");
	CHECK_STREQ(over("[[2022, 85], [2023, 83], [2024, 83], [2025, 80]]", 4, "year,invoices",
					 "2025 vs 2024 on invoices: 80 vs 83, so \xce\x94 = \xe2\x88\x92" "6."), "ungrounded_figures");

	/* "2 × one-way ($380.00)": a count in digits times the row's cell */
	CHECK_STREQ(over(fares, 3, "airline,fares,one_way,round_trip",
					 "AA's round trip ($316.67) beats 2 \xc3\x97 one-way ($380.00) by $63.33, \xe2\x89\x88 16.7% cheaper."),
				"grounded");
	CHECK_STREQ(over(fares, 3, "airline,fares,one_way,round_trip",
					 "AA's round trip ($316.67) beats 2 \xc3\x97 one-way ($420.00) by $103.33, \xe2\x89\x88 24.6% cheaper."),
				"ungrounded_figures");

	/* "assuming seconds": the unit the sentence assumes of a column that names none */
	CHECK_STREQ(over(flights, 3, "airline,flights,time_elapsed",
					 "VX's single flight logs `time_elapsed` = 20,000; assuming seconds, that's \xe2\x89\x88 333.3 min."),
				"grounded");
	CHECK_STREQ(over(flights, 3, "airline,flights,time_elapsed",
					 "VX's single flight logs `time_elapsed` = 20,000; assuming seconds, that's \xe2\x89\x88 433.3 min."),
				"ungrounded_figures");
	CHECK_STREQ(over(flights, 3, "airline,flights,time_elapsed",
					 "VX's single flight logs `time_elapsed` = 20,000; assuming hours, that's \xe2\x89\x88 333.3 min."),
				"ungrounded_figures");

	/* "No Colour" is a row's name, not "no ... is under" */
	CHECK_STREQ(over(colours, 4, "eye_colour,heroes", "`No Colour`: just under 170 heroes."), "grounded");
	CHECK_STREQ(over(colours, 4, "eye_colour,heroes", "`No Colour`: just under 160 heroes."), "ungrounded_figures");

	/* "Σ `avg_mpg` × `cars` / Σ `cars`": the weighted mean written out, never the plain one */
	CHECK_STREQ(over(mpg, 3, "cylinders,cars,avg_mpg", "Overall mpg (\xce\xa3 `avg_mpg` \xc3\x97 `cars` / \xce\xa3 `cars`) \xe2\x86\x92 23.04."),
				"grounded");
	CHECK_STREQ(over(mpg, 3, "cylinders,cars,avg_mpg", "Overall mpg (\xce\xa3 `avg_mpg` \xc3\x97 `cars` / \xce\xa3 `cars`) \xe2\x86\x92 21.04."),
				"ungrounded_figures");

	/* said of one named row: that row's per-unit value, never the columns' totals over each other */
	CHECK_STREQ(over(templates, 5, "type,templates,documents,paragraphs", "`AD`: \xe2\x89\x88 1.67 per document (n = 3 documents)."),
				"grounded");
	CHECK_STREQ(over(templates, 5, "type,templates,documents,paragraphs", "`AD`: \xe2\x89\x88 1.33 per document (n = 3 documents)."),
				"ungrounded_figures");

	/* "(9 to 16)": a single digit before its pair's other side is the first row's */
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "Federal Shipping trails United Package by 7 on late shipments (9 to 16), which leaves it at "
					 "56.25 percent of United Package's level."), "grounded");
	CHECK_STREQ(over(shippers, 3, "shipper,orders,freight,late_orders",
					 "Federal Shipping trails United Package by 7 on late shipments (9 to 19), which leaves it at "
					 "56.25 percent of United Package's level."), "ungrounded_figures");
}

/* Slide decks: bullets and sub-bullets, "Combined:" lines, gaps in the speaker notes. */
static void
test_slide_decks(void)
{
	const char *makers = "[[\"Volkswagen\", 29, 30.60], [\"Nissan Motors\", 24, 31.32], [\"Honda\", 13, 33.76]]";
	const char *media = "[[\"MPEG audio file\", 3034, 8630429], [\"Protected AAC audio file\", 237, 4663796], "
		"[\"AAC audio file\", 11, 4476794]]";
	const char *years = "[[2021, 83, 449.46], [2022, 83, 481.45], [2023, 83, 469.58]]";
	const char *peaks = "[[\"Mount Everest\", 10000], [\"Nanga Parbat\", 9000], [\"Cho Oyu\", 8000], [\"Manaslu\", 7000], "
		"[\"Dhaulagiri\", 6000], [\"K2\", 5000], [\"Makalu\", 4000], [\"Kangchenjunga\", 3000], [\"Lhotse\", 2000], "
		"[\"Annapurna\", 1000]]";
	const char *countries = "[[\"Germany\", 64, 117320.16], [\"USA\", 60, 114845.26], [\"Austria\", 21, 57401.84], "
		"[\"France\", 39, 45263.38], [\"Brazil\", 42, 41941.19], [\"Canada\", 17, 31298.06], [\"Sweden\", 17, 27163.68], "
		"[\"UK\", 30, 27074.09], [\"Venezuela\", 20, 26404.92], [\"Denmark\", 11, 25192.54], [\"Ireland\", 10, 20454.40], "
		"[\"Switzerland\", 8, 18380.82], [\"Mexico\", 12, 14349.28], [\"Finland\", 13, 13437.29], [\"Belgium\", 7, 11434.48], "
		"[\"Italy\", 15, 7946.41], [\"Spain\", 5, 6978.40], [\"Portugal\", 7, 6474.52], [\"Argentina\", 6, 1816.60], "
		"[\"Poland\", 2, 1207.85], [\"Norway\", 2, 700.00]]";
	const char *reps = "[[\"Peacock\", 128809.79, 20000], [\"Leverling\", 118026.16, 22000]]";
	const char *fares = "[[\"Helicopter\", 120], [\"Shared Ride\", 110], [\"Taxi\", 50], [\"Bus\", 30]]";
	const char *regions = "[[\"Eastern\", 19], [\"Western\", 10], [\"Northern\", 16], [\"Southern\", 8]]";
	const char *mix_reps = "[[\"Peacock\", 54564.53, 48125.19], [\"Leverling\", 39045.60, 76562.73], "
		"[\"Davolio\", 14642.08, 56677.54], [\"Fuller\", 20607.43, 72406.58], [\"King\", 23927.30, 47704.04], "
		"[\"Callahan\", 19484.82, 45874.94], [\"Suyama\", 13492.94, 14144.15], [\"Buchanan\", 2520.40, 19691.89], "
		"[\"Dodsworth\", 3036.78, 41103.16]]";
	const char *support = "[[\"Park\", 20, 140, 197.20, 168.30], [\"Peacock\", 21, 146, 146.60, 156.43], "
		"[\"Johnson\", 18, 126, 133.73, 125.85]]";
	const char *callahan = "[[\"Peacock\", 128809.79, 81], [\"Callahan\", 56032.62, 54], [\"Buchanan\", 30716.47, 18]]";

	/* "came in second": a place, not seconds */
	CHECK_STREQ(over(makers, 3, "maker,cars,avg_mpg", "Nissan Motors came in second on average mpg with 31.32."), "grounded");
	CHECK_STREQ(over(makers, 3, "maker,cars,avg_mpg", "Nissan Motors came in second on average mpg with 30.60."),
				"ungrounded_figures");

	/* "Protected AAC" names "Protected AAC audio file": that row's value, not its neighbour's */
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_bytes",
					 "- MPEG audio: 8,630,429 bytes per track\n- Protected AAC: 4,663,796 bytes"), "grounded");
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_bytes",
					 "- MPEG audio: 8,630,429 bytes per track\n- Protected AAC: 4,476,794 bytes"), "ungrounded_figures");

	/* "Revenue, 2022 vs. 2023" over "$481.45 → $469.58": in the order the line names them */
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "Revenue, 2022 vs. 2023\n- $481.45 \xe2\x86\x92 $469.58"), "grounded");
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "Revenue, 2022 vs. 2023\n- $469.58 \xe2\x86\x92 $481.45"),
				"ungrounded_figures");

	/* "Combined:" under a line that lists the rows */
	CHECK_STREQ(over(peaks, 10, "mountain,altitude_m",
					 "* Mount Everest, Nanga Parbat, Cho Oyu\n* Combined: 27,000 of 55,000"), "grounded");
	CHECK_STREQ(over(peaks, 10, "mountain,altitude_m",
					 "* Mount Everest, Nanga Parbat, Manaslu\n* Combined: 27,000 of 55,000"), "ungrounded_figures");

	/* a sub-bullet "≈ 38% of the $617K total" goes on from the line above */
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales",
					 "- Top 2 = $232K\n  \xe2\x80\xa2 \xe2\x89\x88 38% of the $617K total"), "grounded");
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales",
					 "- Top 2 = $232K\n  \xe2\x80\xa2 \xe2\x89\x88 48% of the $617K total"), "ungrounded_figures");

	/* the gap in the notes, and a fraction in words of the row named with a possessive */
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales",
					 "\xe2\x80\xa2 Austria: $57K, ~1.3\xc3\x97 France\n\xe2\x80\xa2 France: $45K\n  \xe2\x97\xa6 Gap \xe2\x89\x88 $12K\n\n"
					 "The gap here is just over twelve thousand dollars, just over a quarter of France's total."), "grounded");
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales",
					 "\xe2\x80\xa2 Austria: $57K, ~1.3\xc3\x97 France\n\xe2\x80\xa2 France: $45K\n  \xe2\x97\xa6 Gap \xe2\x89\x88 $12K\n\n"
					 "The gap here is just over twelve thousand dollars, roughly a sixth of France's total."),
				"ungrounded_figures");
	/* must not: a gap is no column's mean */
	CHECK_STREQ(over(reps, 2, "rep,net_1997,jan_apr", "- Peacock: $129K\n- Leverling: $118K\n  - Gap \xe2\x89\x88 $11K"), "grounded");
	CHECK_STREQ(over(reps, 2, "rep,net_1997,jan_apr", "- Peacock: $129K\n- Leverling: $118K\n  - Gap \xe2\x89\x88 $21K"),
				"ungrounded_figures");

	/* "well under half of the helicopter's $120": one named row's value of the other's */
	CHECK_STREQ(over(fares, 4, "transport_type,ground_fare", "A taxi ($50) costs well under half of the helicopter's $120."),
				"grounded");
	CHECK_STREQ(over(fares, 4, "transport_type,ground_fare", "A taxi ($50) costs well under a third of the helicopter's $120."),
				"ungrounded_figures");

	/* "A gap of 11" under two lines: between them */
	CHECK_STREQ(over(regions, 4, "region,territories", "Eastern \xe2\x80\x94 19\nSouthern \xe2\x80\x94 8\nA gap of 11."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,territories", "Eastern \xe2\x80\x94 19\nSouthern \xe2\x80\x94 8\nA gap of 13."),
				"ungrounded_figures");
	/* "Speaker notes: So Callahan runs at ~0.7× the overall rate": the two figures the list above states */
	CHECK_STREQ(over(callahan, 3, "rep,net_1997,orders_1997",
					 "* Callahan: $1,038 per order\n* All reps: $1.4K per order\n\n"
					 "Speaker notes: So Callahan runs at ~0.7\xc3\x97 the overall rate."), "grounded");
	CHECK_STREQ(over(callahan, 3, "rep,net_1997,orders_1997",
					 "* Callahan: $1,038 per order\n* All reps: $1.4K per order\n\n"
					 "Speaker notes: So Callahan runs at ~0.9\xc3\x97 the overall rate."), "ungrounded_figures");
	CHECK_STREQ(over("[[2024, 83, 477.53], [2025, 80, 450.58], [2023, 83, 469.58], [2022, 83, 481.45], [2021, 83, 449.46]]",
					 5, "year,invoices,revenue",
					 "\xe2\x80\xa2 2025: $5.63 per invoice\n\xe2\x80\xa2 All years: $5.65 per invoice\n\n"
					 "Speaker notes \xe2\x80\x94 So 2025 runs at ~1.0\xc3\x97 the overall rate."), "grounded");
	CHECK_STREQ(over("[[2024, 83, 477.53], [2025, 80, 450.58], [2023, 83, 469.58], [2022, 83, 481.45], [2021, 83, 449.46]]",
					 5, "year,invoices,revenue",
					 "\xe2\x80\xa2 2025: $5.63 per invoice\n\xe2\x80\xa2 All years: $5.65 per invoice\n\n"
					 "Speaker notes \xe2\x80\x94 So 2025 runs at ~1.3\xc3\x97 the overall rate."), "ungrounded_figures");

	/* "$46.62 per customer" over one customer: the row's total; never a mean "per" its one row */
	CHECK_STREQ(over("[[\"USA\", 91, 13, 523.06], [\"Canada\", 56, 8, 303.96], [\"Chile\", 7, 1, 46.62]]", 3,
					 "country,invoices,customers,revenue", "* Chile: $46.62 per customer"), "grounded");
	CHECK_STREQ(over("[[\"Anne Walker\", 2, 4.0], [\"Vicente Carretero\", 1, 3.0]]", 2, "teacher,courses,avg_grade",
					 "Anne Walker's average grade is 4.0, 3.0 above Vicente Carretero's 3.0."), "ungrounded_figures");

	/* the row the notes' own sentence names, not the one the line above names */
	CHECK_STREQ(over("[[\"Bulgarian victory\", 6], [\"Latin victory\", 1], [\"Two Year Truce\", 1]]", 3, "result,battles",
					 "\xe2\x80\xa2 Bulgarian victories: six of eight\n\xe2\x80\xa2 One Latin victory, one truce\n\n"
					 "Speaker notes \xe2\x80\x94 So three-quarters of the battles ended in a Bulgarian win."), "grounded");
	CHECK_STREQ(over("[[\"Bulgarian victory\", 6], [\"Latin victory\", 1], [\"Two Year Truce\", 1]]", 3, "result,battles",
					 "\xe2\x80\xa2 Bulgarian victories: six of eight\n\xe2\x80\xa2 One Latin victory, one truce\n\n"
					 "Speaker notes \xe2\x80\x94 So two-thirds of the battles ended in a Bulgarian win."), "ungrounded_figures");
	/* a deck titled by one row: its shares; a change written with its sign; a title over the slide's bullets */
	CHECK_STREQ(over(mix_reps, 9, "rep,jan_apr_1997,jan_apr_1998",
					 "**Slide 1: Peacock's share of Jan\xe2\x80\x93" "Apr net sales**\n\n"
					 "Slide 2 \xe2\x80\x94 Share of Jan\xe2\x80\x93" "Apr net sales\n- Jan\xe2\x80\x93" "Apr 1997: 28.5%\n"
					 "- Jan\xe2\x80\x93" "Apr 1998: 11.4% (\xe2\x88\x92" "17.1 pp)\n- Relative change: \xe2\x88\x92" "60%"),
				"grounded");
	CHECK_STREQ(over(mix_reps, 9, "rep,jan_apr_1997,jan_apr_1998",
					 "**Slide 1: Peacock's share of Jan\xe2\x80\x93" "Apr net sales**\n\n"
					 "Slide 2 \xe2\x80\x94 Share of Jan\xe2\x80\x93" "Apr net sales\n- Jan\xe2\x80\x93" "Apr 1997: 28.5%\n"
					 "- Jan\xe2\x80\x93" "Apr 1998: 11.4% (\xe2\x88\x92" "17.1 pp)\n- Relative change: \xe2\x88\x92" "40%"),
				"ungrounded_figures");
	CHECK_STREQ(over(mix_reps, 9, "rep,jan_apr_1997,jan_apr_1998",
					 "**Slide 1: Peacock's share of Jan\xe2\x80\x93" "Apr net sales**\n\n"
					 "Slide 2 \xe2\x80\x94 Share of Jan\xe2\x80\x93" "Apr net sales\n- Jan\xe2\x80\x93" "Apr 1997: 20.4%"),
				"ungrounded_figures");
	CHECK_STREQ(over(mix_reps, 9, "rep,jan_apr_1997,jan_apr_1998",
					 "Slide 1 \xe2\x80\x94 Title: Leverling \xe2\x88\x92" "2.3 pts of Jan\xe2\x80\x93" "Apr net sales\n\n"
					 "**Slide 2 \xe2\x80\x94 Mix shift: Leverling**\n\xe2\x80\xa2 Share: 20.4% \xe2\x86\x92 18.1%\n\n"
					 "Speaker notes: In relative terms the share shrank by 11%, not just 2.3 points."), "grounded");
	CHECK_STREQ(over(mix_reps, 9, "rep,jan_apr_1997,jan_apr_1998",
					 "Slide 1 \xe2\x80\x94 Title: Leverling \xe2\x88\x92" "2.3 pts of Jan\xe2\x80\x93" "Apr net sales\n\n"
					 "**Slide 2 \xe2\x80\x94 Mix shift: Leverling**\n\xe2\x80\xa2 Share: 20.4% \xe2\x86\x92 18.1%\n\n"
					 "Speaker notes: In relative terms the share shrank by 21%, not just 2.3 points."), "ungrounded_figures");
	CHECK_STREQ(over(mix_reps, 9, "rep,jan_apr_1997,jan_apr_1998",
					 "Slide 1 \xe2\x80\x94 Title: Leverling \xe2\x88\x92" "4.3 pts of Jan\xe2\x80\x93" "Apr net sales\n\n"
					 "**Slide 2 \xe2\x80\x94 Mix shift: Leverling**\n\xe2\x80\xa2 Share: 20.4% \xe2\x86\x92 18.1%"),
				"ungrounded_figures");
	/* "  - ≈ 38% of ...": a dash sub-bullet with a sign goes on from the line above */
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales", "- Top 2 = $232K\n  - \xe2\x89\x88 38% of the $617K total"),
				"grounded");
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales", "- Top 2 = $232K\n  - \xe2\x89\x88 48% of the $617K total"),
				"ungrounded_figures");
	/* "Avg order ≈ $2.7K (Austria)": per order, from the row's own cells */
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales",
					 "* Avg order \xe2\x89\x88 $2.7K (Austria)\n* 21 orders, $57K in total"), "grounded");
	CHECK_STREQ(over(countries, 21, "country,orders,net_sales",
					 "* Avg order \xe2\x89\x88 $3.7K (Austria)\n* 21 orders, $57K in total"), "ungrounded_figures");
	/* "- Gap ≈ 3,000 m": the two items above, however coarse; never a cell that happens to match */
	CHECK_STREQ(over(peaks, 10, "mountain,altitude_m", "* Nanga Parbat: 9,000 m\n* Dhaulagiri: 6,000 m\n  - Gap \xe2\x89\x88 3,000 m"),
				"grounded");
	CHECK_STREQ(over(peaks, 10, "mountain,altitude_m", "* Nanga Parbat: 9,000 m\n* Dhaulagiri: 6,000 m\n  - Gap \xe2\x89\x88 4,000 m"),
				"ungrounded_figures");
	/* "◦ Δ $42.45" under a pair; "$126" is the revenue, not the 126 invoices of the row */
	CHECK_STREQ(over(support, 3, "rep,customers,invoices,revenue_2024,revenue_2025",
					 "\xe2\x80\xa2 Park vs. Johnson: $168 vs. $126\n  \xe2\x97\xa6 \xce\x94 $42.45"), "grounded");
	CHECK_STREQ(over(support, 3, "rep,customers,invoices,revenue_2024,revenue_2025",
					 "\xe2\x80\xa2 Park vs. Johnson: $168 vs. $126\n  \xe2\x97\xa6 \xce\x94 $52.45"), "ungrounded_figures");
}

/* Results sections: section numbers, ranges of a value per unit, a multiple of two figures derived around it. */
static void
test_results_sections(void)
{
	const char *countries = "[[\"Germany\", 64, 117320.16], [\"USA\", 60, 114845.26], [\"Austria\", 21, 57401.84], "
		"[\"Brazil\", 42, 41941.19], [\"Argentina\", 6, 1816.60], [\"Norway\", 2, 700.00]]";

	/* "2.1 Net sales by destination country": the section's number is no figure */
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "2.1 Net sales by destination country\n\nGermany led with $117,320 (n = 64 orders; Table 2.1)."),
				"grounded");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "2.1 Net sales by destination country\n\nGermany led with $127,320 (n = 64 orders; Table 2.1)."),
				"ungrounded_figures");
	/* "range $303–$2,733": the smallest and largest net sales per order, both ends */
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "Mean order value varied considerably across countries (range $303\xe2\x80\x93$2,733)."), "grounded");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "Mean order value varied considerably across countries (range $350\xe2\x80\x93$2,733)."),
				"ungrounded_figures");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales", "Mean order value ranged from $303 to $2,933."),
				"ungrounded_figures");
	/* "($2,733) was 2.7-fold that of Brazil ($999)": the figures on both sides of it */
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "Austria's mean order value ($2,733) was 2.7-fold that of Brazil ($999)."), "grounded");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "Austria's mean order value ($2,733) was 3.7-fold that of Brazil ($999)."), "ungrounded_figures");
	/* "A (19.0%) exceeded B (18.6%) by 0.4 percentage points": both shares before it, in points only */
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "Germany's share of net sales (35.1%) exceeded that of the USA (34.4%) by 0.7 percentage points."),
				"grounded");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "Germany's share of net sales (35.1%) exceeded that of the USA (34.4%) by 1.7 percentage points."),
				"ungrounded_figures");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "The USA's share (34.4%) trailed Germany's (35.1%) by 0.7 points."), "grounded");
	CHECK_STREQ(over(countries, 6, "country,orders,net_sales",
					 "The USA's share (34.4%) trailed Germany's (35.1%) by 0.9 points."), "ungrounded_figures");
}

/* The phrasing of a short research write-up: annotations, "respectively", pooled rates, moves in points. */
static void
test_research_write_ups(void)
{
	const char *regions = "[[\"North\", 52, 98210.40], [\"South\", 47, 95640.15], [\"East\", 18, 40112.70], "
		"[\"West\", 33, 31580.25]]";
	const char *years = "[[2022, 152, 7], [2023, 408, 22]]";
	const char *lines = "[[\"Drinks\", 404, 6.19], [\"Dairy\", 366, 5.34], [\"Sweets\", 334, 5.69], [\"Grains\", 196, 4.53]]";
	const char *groups = "[[\"A\", 10, 5.37], [\"B\", 12, 6.45], [\"C\", 8, 5.90]]";
	const char *episodes = "[[\"Double Down\", 3.4], [\"Winterland\", 4.0], [\"Friendly Skies\", 5.3]]";
	const char *periods = "[[\"1970-74\", 159, 120.6], [\"1975-79\", 157, 101.5], [\"1980-82\", 90, 76.8]]";
	const char *continents = "[[\"europe\", 11], [\"asia\", 7], [\"america\", 4]]";
	const char *customers = "[[\"USA\", 13, 122], [\"Germany\", 11, 122], [\"France\", 11, 77]]";

	/* "(n = 52 orders)": a bracket after a figure is of that figure's row, not one of the list */
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "Net sales for North and South were $98,210 (n = 52 orders) and $95,640 (n = 47 orders), "
					 "respectively."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "Net sales for North and South were $98,210 (n = 47 orders) and $95,640 (n = 52 orders), "
					 "respectively."), "ungrounded_figures");
	/* "exceeded … by just under": a bound on the gap */
	CHECK_STREQ(over(regions, 4, "region,orders,net", "North exceeded South by just under $2,600."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net", "North exceeded South by just under $2,400."),
				"ungrounded_figures");
	/* "compared with $40,113 for East": the row it points at, past a bracket too; never the column's mean */
	CHECK_STREQ(over(regions, 4, "region,orders,net", "North reached $98,210, compared with $40,113 for East."),
				"grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net", "North reached $98,210, compared with $31,580 for East."),
				"ungrounded_figures");
	CHECK_STREQ(over(regions, 4, "region,orders,net", "North took 52 orders, compared with 18 orders (Table 1) for East."),
				"grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net", "North took 52 orders, compared with 33 orders (Table 1) for East."),
				"ungrounded_figures");
	CHECK_STREQ(over(episodes, 3, "episode,rating", "Rating reached 5.3 for Friendly Skies, compared with 3.4 for Double Down."),
				"grounded");
	CHECK_STREQ(over(episodes, 3, "episode,rating", "Rating reached 5.3 for Friendly Skies, compared with 4.0 for Double Down."),
				"ungrounded_figures");
	/* "ranked above South, at $98,210": the subject's */
	CHECK_STREQ(over(regions, 4, "region,orders,net", "In summary, North ranked above South, at $98,210."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net", "In summary, North ranked above South, at $95,640."),
				"ungrounded_figures");
	/* "or 2.7% relative to South": over that row's value */
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North and South had $98,210 and $95,640. The difference is $2,570, or 2.7% relative to South."),
				"grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North and South had $98,210 and $95,640. The difference is $2,570, or 2.6% relative to South."),
				"ungrounded_figures");
	/* "a pooled figure of $1,770 per order across all four regions": the totals' ratio */
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North recorded $1,889 in net sales per order, compared with a pooled figure of $1,770 per order "
					 "across all four regions."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North recorded $1,889 in net sales per order, compared with a pooled figure of $1,970 per order "
					 "across all four regions."), "ungrounded_figures");
	/* "out of just over $265,000 in total": the column's total, bounded */
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North and South together hold $193,851, out of just over $265,000 in total."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North and South together hold $193,851, out of just over $275,000 in total."), "ungrounded_figures");
	/* a move in points: the second share less the first; "in relative terms" opens the change's sentence */
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate rose from 4.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408), an increase of "
					 "0.8 percentage points."), "grounded");
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate rose from 4.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408), an increase of "
					 "17.1 percentage points."), "ungrounded_figures");
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate rose from 5.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408)."), "ungrounded_figures");
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate went from 4.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408), a change of +0.8 "
					 "percentage points."),
				"grounded");
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate went from 4.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408), a change of -0.8 "
					 "percentage points."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate went from 4.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408). In relative terms, "
					 "this represents an "
					 "increase of 17.1%."), "grounded");
	CHECK_STREQ(over(years, 2, "year,orders,late",
					 "The late rate went from 4.6% in 2022 (7 of 152) to 5.4% in 2023 (22 of 408). In relative terms, "
					 "this represents an "
					 "increase of 0.8%."), "ungrounded_figures");
	/* "weighted by the number of order lines, the mean discount was 5.6%": of a column of percentages */
	CHECK_STREQ(over(lines, 4, "category,lines,avg_disc_pct",
					 "Weighted by the number of order lines, the mean discount was 5.6%."), "grounded");
	CHECK_STREQ(over(lines, 4, "category,lines,avg_disc_pct",
					 "Weighted by the number of order lines, the mean discount was 5.4%."), "ungrounded_figures");
	/* "group means for invoice total": the total of one invoice, a mean of it */
	CHECK_STREQ(over(groups, 3, "grp,invoices,avg_invoice", "Group means for invoice total ranged from $5.37 to $6.45."),
				"grounded");
	CHECK_STREQ(over(groups, 3, "grp,invoices,avg_invoice", "Group means for invoice total ranged from $5.37 to $6.55."),
				"ungrounded_figures");
	/* "(1980–82)" names the row "1980-82" */
	CHECK_STREQ(over(periods, 3, "period,cars,avg_hp", "Mean horsepower fell from 120.6 (1970\xe2\x80\x93" "74) to 76.8 (1980\xe2\x80\x93" "82)."),
				"grounded");
	CHECK_STREQ(over(periods, 3, "period,cars,avg_hp", "Mean horsepower fell from 101.5 (1970\xe2\x80\x93" "74) to 76.8 (1980\xe2\x80\x93" "82)."),
				"ungrounded_figures");
	/* "ratings ranged from 3.4 to 5.3": the column's smallest and largest, each on its side */
	CHECK_STREQ(over(episodes, 3, "episode,rating", "Ratings ranged from 3.4 to 5.3 across the three episodes."),
				"grounded");
	CHECK_STREQ(over(episodes, 3, "episode,rating", "Ratings ranged from 3.4 to 4.0 across the three episodes."),
				"ungrounded_figures");
	CHECK_STREQ(over(episodes, 3, "episode,rating", "Ratings spanned 4.0\xe2\x80\x93" "5.3 across the three episodes."),
				"ungrounded_figures");
	/* "In summary, capacities ranged from …": across the rows, not of the row the sentence before names */
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North led with $98,210. In summary, net sales ranged from $31,580 to $98,210."), "grounded");
	CHECK_STREQ(over(regions, 4, "region,orders,net",
					 "North led with $98,210. In summary, net sales ranged from $40,113 to $98,210."), "ungrounded_figures");
	/* "stood at 1.3 times that mean": a cell of its sentence over the mean it states, no row named */
	CHECK_STREQ(over(episodes, 3, "episode,rating",
					 "The mean rating was 4.23, and the finale (5.3) stood at 1.25 times that mean."), "grounded");
	CHECK_STREQ(over(episodes, 3, "episode,rating",
					 "The mean rating was 4.23, and the finale (5.3) stood at 1.35 times that mean."), "ungrounded_figures");
	/* "of total seating capacity (1,973 of 3,613)": "seating" names seats; a part of that column's total is of it */
	{
		const char *fleet = "[[\"Airbus\", 4, 1973, 493.3], [\"Boeing\", 4, 1526, 381.5], [\"Embraer\", 1, 114, 114.0]]";

		CHECK_STREQ(over(fleet, 3, "manufacturer,aircraft,seats,avg_capacity",
						 "Airbus accounted for 54.6% of total seating capacity (1,973 of 3,613)."), "grounded");
		CHECK_STREQ(over(fleet, 3, "manufacturer,aircraft,seats,avg_capacity",
						 "Airbus accounted for 54.6% of total seating capacity (1,526 of 3,613)."), "ungrounded_figures");
		CHECK_STREQ(over(fleet, 3, "manufacturer,aircraft,seats,avg_capacity",
						 "Airbus accounted for 42.2% of total seating capacity."), "ungrounded_figures");
	}
	/* "European makers": the continent's row */
	CHECK_STREQ(over(continents, 3, "continent,makers", "European makers accounted for 50.0% of the makers listed."),
				"grounded");
	CHECK_STREQ(over(continents, 3, "continent,makers", "Asian makers accounted for 50.0% of the makers listed."),
				"ungrounded_figures");
	/* "122 orders in total, the same number as those in the USA": a row named past a comma is another clause's */
	CHECK_STREQ(over(customers, 3, "country,customers,orders",
					 "German customers placed 122 orders in total, the same number as those in the USA."), "grounded");
	CHECK_STREQ(over(customers, 3, "country,customers,orders",
					 "French customers placed 122 orders in total, the same number as those in the USA."),
				"ungrounded_figures");
}

/* A chat assistant's markdown table: columns it computes from the rows above, the overall line, the header. */
static void
test_markdown_tables(void)
{
	const char *makes = "[[\"ford\", 53, 18.95, 107.2], [\"chevrolet\", 48, 19.80, 115.7], [\"plymouth\", 32, 21.03, 113.4], "
		"[\"amc\", 29, 17.62, 112.8], [\"datsun\", 23, 31.11, 83.8]]";
	const char *shops = "[[\"North\", 12, 404, 267868.18], [\"South\", 10, 366, 234507.28], [\"East\", 13, 334, 167357.23], "
		"[\"West\", 6, 173, 163022.36]]";
	const char *cols = "make,cars,avg_mpg,avg_hp";
	const char *scols = "shop,staff,lines,net";

	/* "Cumulative": the share of the column's total over the lines from the top down to this one */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share | Cumulative |\n|---|---:|---:|---:|\n| North | $267.9K | 32.2% | 32.2% |\n"
					 "| South | $234.5K | 28.2% | 60.3% |\n| East | $167.4K | 20.1% | 80.4% |\n"
					 "| **Total** | **$832.8K** | **100%** | |"), "grounded");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share | Cumulative |\n|---|---:|---:|---:|\n| North | $267.9K | 32.2% | 32.2% |\n"
					 "| South | $234.5K | 28.2% | 60.3% |\n| East | $167.4K | 20.1% | 88.4% |"), "ungrounded_figures");
	/* the whole's 100% only on the overall line, under shares of one column */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share |\n|---|---:|---:|\n| North | $267.9K | 32.2% |\n| South | $234.5K | 100% |"),
				"ungrounded_figures");
	/* "per line" over "All shops": the totals' ratio; "vs. avg": the change over that line's figure */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net per line | vs. avg |\n|---|---:|---:|\n| North | $663.04 | +1.7% |\n"
					 "| West | $942.33 | +44.5% |\n| **All shops** | **$652.12** | — |"), "grounded");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net per line | vs. avg |\n|---|---:|---:|\n| North | $663.04 | +1.7% |\n"
					 "| West | $942.33 | +60.4% |\n| **All shops** | **$652.12** | — |"), "ungrounded_figures");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net per line |\n|---|---:|\n| North | $663.04 |\n| **All shops** | **$635.00** |"),
				"ungrounded_figures");
	/* "Revenue / staff": per unit of the row's count */
	CHECK_STREQ(over(shops, 4, scols, "| Shop | Net / staff |\n|---|---:|\n| North | $22,322.35 |\n| South | $23,450.73 |"),
				"grounded");
	CHECK_STREQ(over(shops, 4, scols, "| Shop | Net / staff |\n|---|---:|\n| North | $23,450.73 |\n| South | $22,322.35 |"),
				"ungrounded_figures");
	/* "vs. Ford", "Index (Ford = 100)", "Gap to Datsun", "Δ vs. prior": against the base the header names */
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg mpg | vs. Ford |\n|---|---:|---:|\n| Ford | 18.95 | — |\n| Datsun | 31.11 | \xe2\x89\x88 1.64\xc3\x97 |"),
				"grounded");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg mpg | vs. Ford |\n|---|---:|---:|\n| Ford | 18.95 | — |\n| Datsun | 31.11 | \xe2\x89\x88 1.89\xc3\x97 |"),
				"ungrounded_figures");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg hp | Index (Ford = 100) |\n|---|---:|---:|\n| Ford | 107.2 | 100 |\n"
					 "| Chevrolet | 115.7 | 108 |\n| Amc | 112.8 | 105 |"), "grounded");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg hp | Index (Ford = 100) |\n|---|---:|---:|\n| Ford | 107.2 | 100 |\n"
					 "| Chevrolet | 115.7 | 108 |\n| Amc | 112.8 | 114 |"), "ungrounded_figures");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg mpg | Gap to Datsun |\n|---|---:|---:|\n| Ford | 18.95 | 12.16 mpg |\n"
					 "| Plymouth | 21.03 | 10.08 mpg |"), "grounded");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg mpg | Gap to Datsun |\n|---|---:|---:|\n| Ford | 18.95 | 12.16 mpg |\n"
					 "| Plymouth | 21.03 | 11.58 mpg |"), "ungrounded_figures");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Cars | \xce\x94 vs. prior |\n|---|---:|---:|\n| Ford | 53 | — |\n| Chevrolet | 48 | -5 |\n"
					 "| Plymouth | 32 | -16 |\n| Amc | 29 | -3 |"), "grounded");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Cars | \xce\x94 vs. prior |\n|---|---:|---:|\n| Ford | 53 | — |\n| Chevrolet | 48 | -5 |\n"
					 "| Plymouth | 32 | -20 |\n| Amc | 29 | -3 |"), "ungrounded_figures");
	/* "Index (ep. 1 = 100)": the line indexed 100 is the base */
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg hp | Index (row 1 = 100) |\n|---|---:|---:|\n| Ford | 107.2 | 100 |\n"
					 "| Chevrolet | 115.7 | 108 |\n| Datsun | 83.8 | 78 |"), "grounded");
	CHECK_STREQ(over(makes, 5, cols,
					 "| Make | Avg hp | Index (row 1 = 100) |\n|---|---:|---:|\n| Ford | 107.2 | 100 |\n"
					 "| Chevrolet | 115.7 | 108 |\n| Datsun | 83.8 | 72 |"), "ungrounded_figures");
	/* "(in)" in a header is inches; the overall line of a mean column is the mean weighted by the counts */
	{
		const char *heights = "[[\"Male\", 361, 188.3], [\"Female\", 144, 174.1], [\"N/A\", 13, 182.3]]";

		CHECK_STREQ(over(heights, 3, "gender,measured,avg_height_cm",
						 "| Gender | Measured | Avg height (cm) | Avg height (in) |\n|---|---:|---:|---:|\n"
						 "| Male | 361 | 188.3 | 74.1 |\n| Female | 144 | 174.1 | 68.5 |\n"
						 "| **All measured heroes** | **518** | **184.2** | **72.5** |"), "grounded");
		CHECK_STREQ(over(heights, 3, "gender,measured,avg_height_cm",
						 "| Gender | Measured | Avg height (cm) | Avg height (in) |\n|---|---:|---:|---:|\n"
						 "| Male | 361 | 188.3 | 74.1 |\n| Female | 144 | 174.1 | 75.4 |"), "ungrounded_figures");
		/* the plain mean of the group means on the overall line */
		CHECK_STREQ(over(heights, 3, "gender,measured,avg_height_cm",
						 "| Gender | Measured | Avg height (cm) |\n|---|---:|---:|\n"
						 "| Male | 361 | 188.3 |\n| Female | 144 | 174.1 |\n| **All measured heroes** | **518** | **181.6** |"),
					"ungrounded_figures");
	}
	/* "Late rate": the row's part over its whole, two count columns of it */
	{
		const char *years = "[[1996, 152, 7], [1997, 408, 22], [1998, 270, 8]]";

		CHECK_STREQ(over(years, 3, "year,orders,late",
						 "| Year | Orders | Late | Late rate |\n|---|---:|---:|---:|\n| 1996 | 152 | 7 | 4.6% |\n"
						 "| 1998 | 270 | 8 | 3.0% |"), "grounded");
		CHECK_STREQ(over(years, 3, "year,orders,late",
						 "| Year | Orders | Late | Late rate |\n|---|---:|---:|---:|\n| 1996 | 152 | 7 | 4.6% |\n"
						 "| 1998 | 270 | 8 | 3.6% |"), "ungrounded_figures");
	}
	/* the total line of a table listing some rows: over those rows */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Staff | Net per staff |\n|---|---:|---:|\n| North | 12 | $22,322 |\n| South | 10 | $23,451 |\n"
					 "| **Total** | **22** | **$22,835** |"), "grounded");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Staff | Net per staff |\n|---|---:|---:|\n| North | 12 | $22,322 |\n| South | 10 | $23,451 |\n"
					 "| **Total** | **22** | **$22,887** |"), "ungrounded_figures");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Staff | Net per staff |\n|---|---:|---:|\n| North | 12 | $22,322 |\n| South | 10 | $23,451 |\n"
					 "| **Total** | **23** | **$22,835** |"), "ungrounded_figures");
	/* a table on its side: the header names the rows, the lines the measures */
	{
		const char *media = "[[\"MPEG audio file\", 3034, 8630429, 265574], [\"AAC audio file\", 237, 4663796, 281724], "
			"[\"Video file\", 214, 420493713, 2342940]]";

		CHECK_STREQ(over(media, 3, "media_type,tracks,avg_bytes,avg_ms",
						 "| | MPEG audio file | AAC audio file |\n|---|---:|---:|\n| Tracks | 3,034 | 237 |\n"
						 "| Avg size | 8.6 MB | 4.7 MB |\n| Avg length | 4.43 min | 4.70 min |"), "grounded");
		CHECK_STREQ(over(media, 3, "media_type,tracks,avg_bytes,avg_ms",
						 "| | MPEG audio file | AAC audio file |\n|---|---:|---:|\n| Tracks | 3,034 | 237 |\n"
						 "| Avg size | 8.6 MB | 4.7 MB |\n| Avg length | 4.70 min | 4.43 min |"), "ungrounded_figures");
	}
	/* halves and ranges over quarter rows: "H2", "the second half", "Q1–Q2" */
	{
		const char *quarters = "[[\"Q1\", 92, 138288.93], [\"Q2\", 93, 143177.04], [\"Q3\", 103, 153937.77], "
			"[\"Q4\", 120, 181681.46]]";

		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales", "H2 had 223 orders."), "grounded");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales", "H1 had 223 orders."), "ungrounded_figures");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales", "The second half brought in 54.4% of the year's sales."),
					"grounded");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales", "The first half brought in 54.4% of the year's sales."),
					"ungrounded_figures");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales", "Q1\xe2\x80\x93Q2 had 185 orders."), "grounded");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales", "Q1\xe2\x80\x93Q2 had 195 orders."), "ungrounded_figures");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales",
						 "| Half | Orders |\n|---|---:|\n| H1 (Q1\xe2\x80\x93Q2) | 185 |\n| H2 (Q3\xe2\x80\x93Q4) | 223 |"),
					"grounded");
		CHECK_STREQ(over(quarters, 4, "quarter,orders,net_sales",
						 "| Half | Orders |\n|---|---:|\n| H1 (Q1\xe2\x80\x93Q2) | 223 |\n| H2 (Q3\xe2\x80\x93Q4) | 185 |"),
					"ungrounded_figures");
	}
	/* each clause its own row's change: "Ford grew 12%, while Datsun grew 30%" */
	{
		const char *years = "[[\"Germany\", 35407.15, 117320.16], [\"USA\", 38105.68, 114845.26], "
			"[\"Austria\", 25601.35, 57401.84]]";

		CHECK_STREQ(over(years, 3, "country,net_1996,net_1997", "Germany grew 231%, while Austria grew 124%."),
					"grounded");
		CHECK_STREQ(over(years, 3, "country,net_1996,net_1997", "Germany grew 231%, while Austria grew 201%."),
					"ungrounded_figures");
	}
}

/* a and b joined, in a buffer the next call reuses */
static const char *
cat2(const char *a, const char *b)
{
	static char buf[4096];

	snprintf(buf, sizeof(buf), "%s%s", a, b);
	return buf;
}

/*
 * A chat assistant's table and the commentary under it: the bullets speak
 * of the table's lines, a "vs. avg" column with no overall line, a line
 * for all the others, lines labelled by a number ("25% off") or ranked.
 */
static void
test_table_commentary(void)
{
	const char *shops = "[[\"North\", 12, 404, 267868.18], [\"South\", 10, 366, 234507.28], [\"East\", 13, 334, 167357.23], "
		"[\"West\", 6, 173, 163022.36]]";
	const char *scols = "shop,staff,lines,net";
	const char *makes = "[[\"ford\", 53, 18.95], [\"chevrolet\", 48, 19.80], [\"plymouth\", 32, 21.03], "
		"[\"amc\", 29, 17.62], [\"datsun\", 23, 31.11]]";
	const char *depots = "[[\"Avon\", 50], [\"Bray\", 46], [\"Cork\", 41], [\"Derry\", 38], [\"Ennis\", 33], "
		"[\"Galway\", 29], [\"Kells\", 25], [\"Leeds\", 20], [\"Mold\", 14], [\"Naas\", 11]]";
	const char *tiers = "[[5, 180, 151000.00, 7500.00], [10, 170, 100000.00, 10000.00], [15, 150, 100000.00, 15000.00], "
		"[20, 160, 110000.00, 22000.00], [25, 150, 130000.00, 32500.00]]";
	const char *tcols = "discount_pct,lines,gross,discount_given";
	const char *per_staff = "| Shop | Net | Staff | per staff |\n|---|---:|---:|---:|\n"
		"| North | $267,868.18 | 12 | $22,322.35 |\n| South | $234,507.28 | 10 | $23,450.73 |\n\n";

	/* a bullet under a heading below the table: the difference of two of its lines' figures */
	CHECK_STREQ(over(shops, 4, scols, cat2(per_staff, "**Takeaways**\n- South comes out ahead per staff, by $1,128.38.")),
				"grounded");
	CHECK_STREQ(over(shops, 4, scols, cat2(per_staff, "**Takeaways**\n- South comes out ahead per staff, by $1,428.38.")),
				"ungrounded_figures");
	/* must not: past a paragraph of prose, the table's lines are no longer what the sentence speaks of */
	CHECK_STREQ(over(shops, 4, scols,
					 cat2(per_staff, "Both shops hired this year.\n\n- South comes out ahead per staff, by $1,128.38.")),
				"ungrounded_figures");
	/* "vs. avg" with no overall line: against the column's mean over every row */
	CHECK_STREQ(over(makes, 5, "make,cars,avg_mpg",
					 "| Make | Avg mpg | vs. avg |\n|---|---:|---:|\n| Datsun | 31.11 | +43.4% |\n"
					 "| Ford | 18.95 | \xe2\x88\x92" "12.7% |\n\nThe average across all five makes is 21.70."), "grounded");
	CHECK_STREQ(over(makes, 5, "make,cars,avg_mpg",
					 "| Make | Avg mpg | vs. avg |\n|---|---:|---:|\n| Datsun | 31.11 | +53.4% |\n"
					 "| Ford | 18.95 | \xe2\x88\x92" "12.7% |"), "ungrounded_figures");
	/* must not: a header that says no mean */
	CHECK_STREQ(over(makes, 5, "make,cars,avg_mpg",
					 "| Make | Avg mpg | vs. total |\n|---|---:|---:|\n| Datsun | 31.11 | +43.4% |"), "ungrounded_figures");
	/* "the average of all ten depots": a count of what the mean is over */
	CHECK_STREQ(over(depots, 10, "depot,minutes",
					 "Here's the wait against the average of all ten depots:\n\n| Depot | Minutes | vs. avg |\n"
					 "|---|---:|---:|\n| Avon | 50 | +62.9% |\n| Naas | 11 | \xe2\x88\x92" "64.2% |"), "grounded");
	CHECK_STREQ(over(depots, 10, "depot,minutes",
					 "Here's the wait against the average of all twelve depots:\n\n| Depot | Minutes | vs. avg |\n"
					 "|---|---:|---:|\n| Avon | 50 | +62.9% |\n| Naas | 11 | \xe2\x88\x92" "64.2% |"), "ungrounded_figures");
	CHECK_STREQ(over(depots, 10, "depot,minutes", "The depots wait an average of 31 minutes."), "grounded");
	/* "All others": the column's total past the lines above it, and its share */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share |\n|---|---:|---:|\n| North | $267.9K | 32.2% |\n"
					 "| All others | $564.9K | 67.8% |\n| **Total** | **$832.8K** | **100%** |"), "grounded");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share |\n|---|---:|---:|\n| North | $267.9K | 32.2% |\n"
					 "| All others | $400.0K | 67.8% |\n| **Total** | **$832.8K** | **100%** |"), "ungrounded_figures");
	/* must not: with no line above it, "All others" is the rest of nothing listed */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net |\n|---|---:|\n| All others | $564.9K |\n| North | $267.9K |"), "ungrounded_figures");
	/* lines labelled by the key they hold, the label said again in the bullets */
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Discount given | Share |\n|---|---:|---:|\n| 25% off | $32,500.00 | 37.4% |\n"
					 "| 20% off | $22,000.00 | 25.3% |\n| All others | $32,500.00 | 37.4% |"), "grounded");
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Discount given | Share |\n|---|---:|---:|\n| 25% off | $32,500.00 | 37.4% |\n"
					 "| 20% off | $22,000.00 | 29.3% |\n| All others | $32,500.00 | 37.4% |"), "ungrounded_figures");
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Gross | Lines | per line |\n|---|---:|---:|---:|\n| 25% off | $130,000.00 | 150 | $866.67 |\n"
					 "| 5% off | $151,000.00 | 180 | $838.89 |\n\n- 25% off comes out ahead per line, by $27.78."), "grounded");
	/* must not: a label no row's key holds names none */
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Discount given | Share |\n|---|---:|---:|\n| 30% off | $32,500.00 | 37.4% |\n"
					 "| 20% off | $22,000.00 | 25.3% |"), "ungrounded_figures");
	/* "Share of the two" over a "Combined" line: shares among the lines listed, not a ratio between them */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share of the two |\n|---|---:|---:|\n| North | $267,868.18 | 53.3% |\n"
					 "| South | $234,507.28 | 46.7% |\n| **Combined** | **$502,375.46** | **100%** |"), "grounded");
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share of the two |\n|---|---:|---:|\n| North | $267,868.18 | 53.3% |\n"
					 "| South | $234,507.28 | 87.5% |\n| **Combined** | **$502,375.46** | **100%** |"), "ungrounded_figures");
	/* must not: a plain "Share" with no overall line is of the whole column */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share |\n|---|---:|---:|\n| North | $267,868.18 | 53.3% |\n"
					 "| South | $234,507.28 | 46.7% |"), "ungrounded_figures");
	/* a column in another unit of the same kind as the one before it */
	CHECK_STREQ(over("[[\"Alpha\", 4421], [\"Beta\", 3776]]", 2, "peak,elevation_m",
					 "| Peak | Elevation (m) | Elevation (ft) |\n|---|---:|---:|\n| Alpha | 4,421 | 14,505 |\n"
					 "| Beta | 3,776 | 12,388 |"), "grounded");
	CHECK_STREQ(over("[[\"Alpha\", 4421], [\"Beta\", 3776]]", 2, "peak,elevation_m",
					 "| Peak | Elevation (m) | Elevation (ft) |\n|---|---:|---:|\n| Alpha | 4,421 | 14,505 |\n"
					 "| Beta | 3,776 | 12,888 |"), "ungrounded_figures");
	CHECK_STREQ(over("[[\"B1\", 593], [\"A3\", 511]]", 2, "aircraft,cruise_mph",
					 "| Aircraft | Cruise (mph) | Cruise (km/h) |\n|---|---:|---:|\n| B1 | 593 | 954 |\n| A3 | 511 | 822 |"),
				"grounded");
	CHECK_STREQ(over("[[\"B1\", 593], [\"A3\", 511]]", 2, "aircraft,cruise_mph",
					 "| Aircraft | Cruise (mph) | Cruise (km/h) |\n|---|---:|---:|\n| B1 | 593 | 954 |\n| A3 | 511 | 922 |"),
				"ungrounded_figures");
	/* must not: a unit of another kind */
	CHECK_STREQ(over("[[\"Alpha\", 4421], [\"Beta\", 3776]]", 2, "peak,elevation_m",
					 "| Peak | Elevation (m) | Weight (kg) |\n|---|---:|---:|\n| Alpha | 4,421 | 14,505 |"),
				"ungrounded_figures");
	/* a move's amount shown coarsely, after the move or in brackets after its change */
	CHECK_STREQ(over("[[\"Q1\", 81], [\"Q2\", 84], [\"Q3\", 96], [\"Q4\", 110]]", 4, "quarter,orders",
					 "Orders went from 84 in Q2 to 96 in Q3, a gain of about 12."), "grounded");
	CHECK_STREQ(over("[[\"Q1\", 81], [\"Q2\", 84], [\"Q3\", 96], [\"Q4\", 110]]", 4, "quarter,orders",
					 "Orders went from 84 in Q2 to 96 in Q3, an increase of 14% (about 12 in absolute terms)."),
				"grounded");
	CHECK_STREQ(over("[[\"Q1\", 81], [\"Q2\", 84], [\"Q3\", 96], [\"Q4\", 110]]", 4, "quarter,orders",
					 "Orders went from 84 in Q2 to 96 in Q3, an increase of 14% (about 20 in absolute terms)."),
				"ungrounded_figures");
	/* must not: the other direction */
	CHECK_STREQ(over("[[\"Q1\", 81], [\"Q2\", 84], [\"Q3\", 96], [\"Q4\", 110]]", 4, "quarter,orders",
					 "Orders went from 84 in Q2 to 96 in Q3, a drop of about 12."), "ungrounded_figures");
	/* speeds the answer writes for a column with no unit: their difference is a speed */
	CHECK_STREQ(over("[[\"B1\", 593], [\"A3\", 511], [\"C9\", 450]]", 3, "aircraft,cruising_speed",
					 "| Aircraft | Cruise speed |\n|---|---:|\n| **B1** | 593 mph |\n| A3 | 511 mph |\n\n"
					 "**Key observations:**\n- **B1** leads by 82 mph."), "grounded");
	CHECK_STREQ(over("[[\"B1\", 593], [\"A3\", 511], [\"C9\", 450]]", 3, "aircraft,cruising_speed",
					 "| Aircraft | Cruise speed |\n|---|---:|\n| **B1** | 593 mph |\n| A3 | 511 mph |\n\n"
					 "**Key observations:**\n- **B1** leads by 92 mph."), "ungrounded_figures");
	/* must not: cells no one called speeds */
	CHECK_STREQ(over("[[\"B1\", 593], [\"A3\", 511], [\"C9\", 450]]", 3, "aircraft,cruising_speed",
					 "| Aircraft | Cruise speed |\n|---|---:|\n| **B1** | 593 |\n| A3 | 511 |\n\n"
					 "**Key observations:**\n- **B1** leads by 82 mph."), "ungrounded_figures");
	/* "the top two": the two largest where the rows come in another order; the rest past the top three */
	CHECK_STREQ(over(tiers, 5, tcols, "The top two tiers together make up 62.6% of the discount given."), "grounded");
	CHECK_STREQ(over(tiers, 5, tcols, "The top two tiers together make up 72.6% of the discount given."),
				"ungrounded_figures");
	CHECK_STREQ(over(tiers, 5, tcols, "Everything outside the top three adds up to $17,500 of discount given."),
				"grounded");
	CHECK_STREQ(over(tiers, 5, tcols, "Everything outside the top three adds up to $27,500 of discount given."),
				"ungrounded_figures");
	/* must not: the top three themselves are no rest */
	CHECK_STREQ(over(tiers, 5, tcols, "The top three add up to $17,500 of discount given."), "ungrounded_figures");
	/* a key names its row, no amount of it; a share said under the table is of the table's column */
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Discount given | Share |\n|---|---:|---:|\n| 25% off | $32,500.00 | 37.4% |\n"
					 "| 20% off | $22,000.00 | 25.3% |\n\n- **25% off** alone is nearly two-fifths of the total."),
				"grounded");
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Discount given | Share |\n|---|---:|---:|\n| 25% off | $32,500.00 | 37.4% |\n"
					 "| 20% off | $22,000.00 | 25.3% |\n\n- **25% off** alone is nearly a quarter of the total."),
				"ungrounded_figures");
	/* "Cumulative" below the first line is no line's own share */
	CHECK_STREQ(over(shops, 4, scols,
					 "| Shop | Net | Share | Cumulative |\n|---|---:|---:|---:|\n| North | $267.9K | 32.2% | 32.2% |\n"
					 "| South | $234.5K | 28.2% | 28.2% |"), "ungrounded_figures");
	/* "Δ vs. prior" in percent: the change from the line before, "+0.0%" too */
	CHECK_STREQ(over("[[\"Avon\", 100.00], [\"Bray\", 100.02], [\"Cork\", 90.00]]", 3, "depot,revenue",
					 "| Depot | Revenue | \xce\x94 vs. prior |\n|---|---:|---:|\n| Avon | $100.00 | \xe2\x80\x94 |\n"
					 "| Bray | $100.02 | +0.0% |\n| Cork | $90.00 | \xe2\x88\x92" "10.0% |"), "grounded");
	CHECK_STREQ(over("[[\"Avon\", 100.00], [\"Bray\", 100.02], [\"Cork\", 90.00]]", 3, "depot,revenue",
					 "| Depot | Revenue | \xce\x94 vs. prior |\n|---|---:|---:|\n| Avon | $100.00 | \xe2\x80\x94 |\n"
					 "| Bray | $100.02 | +0.0% |\n| Cork | $90.00 | \xe2\x88\x92" "15.0% |"), "ungrounded_figures");
	/* a key said in a header ("vs. 25% off") names the base row */
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Lines | vs. 25% off |\n|---|---:|---:|\n| **5% off** | 180 | \xe2\x89\x88 1.20\xc3\x97 |\n"
					 "| 25% off | 150 | \xe2\x80\x94 |"), "grounded");
	CHECK_STREQ(over(tiers, 5, tcols,
					 "| Tier | Lines | vs. 25% off |\n|---|---:|---:|\n| **5% off** | 180 | \xe2\x89\x88 1.40\xc3\x97 |\n"
					 "| 25% off | 150 | \xe2\x80\x94 |"), "ungrounded_figures");
	/* "each" after another figure is that figure's: "fifteen albums" is no count per album */
	CHECK_STREQ(over("[[\"Iron Maiden\", 22, 210], [\"Led Zeppelin\", 15, 120], [\"U2\", 10, 150], [\"Metallica\", 10, 110]]",
					 4, "artist,albums,tracks",
					 "Iron Maiden leads with twenty-two albums, and U2 and Metallica tie on ten each."), "grounded");
	CHECK_STREQ(over("[[\"Iron Maiden\", 22, 210], [\"Led Zeppelin\", 15, 120], [\"U2\", 10, 150], [\"Metallica\", 10, 110]]",
					 4, "artist,albums,tracks",
					 "Iron Maiden leads with fifteen albums, and U2 and Metallica tie on ten each."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Iron Maiden\", 22, 210], [\"Led Zeppelin\", 15, 120], [\"U2\", 10, 150], [\"Metallica\", 10, 110]]",
					 4, "artist,albums,tracks", "Iron Maiden's albums hold 9.5 tracks each."), "grounded");
	/* a column that is, on every line, one figure of the line over another ("Density") */
	CHECK_STREQ(over("[[\"Avon\", 200000, 30000], [\"Bray\", 200000, 12000], [\"Cork\", 150000, 15000], "
					 "[\"Derry\", 90000, 11000]]", 4, "state,population,area",
					 "| State | Population | Area | Density |\n|---|---:|---:|---:|\n| Avon | 200,000 | 30,000 | 6.67 |\n"
					 "| Bray | 200,000 | 12,000 | 16.67 |\n| Cork | 150,000 | 15,000 | 10.00 |\n"
					 "| Derry | 90,000 | 11,000 | 8.18 |"), "grounded");
	CHECK_STREQ(over("[[\"Avon\", 200000, 30000], [\"Bray\", 200000, 12000], [\"Cork\", 150000, 15000], "
					 "[\"Derry\", 90000, 11000]]", 4, "state,population,area",
					 "| State | Population | Area | Density |\n|---|---:|---:|---:|\n| Avon | 200,000 | 30,000 | 6.67 |\n"
					 "| Bray | 200,000 | 12,000 | 16.67 |\n| Cork | 150,000 | 15,000 | 12.00 |\n"
					 "| Derry | 90,000 | 11,000 | 8.18 |"), "ungrounded_figures");
	/* must not: two lines could agree by chance */
	CHECK_STREQ(over("[[\"Avon\", 200000, 30000], [\"Bray\", 200000, 12000], [\"Cork\", 150000, 15000], "
					 "[\"Derry\", 90000, 11000]]", 4, "state,population,area",
					 "| State | Population | Area | Density |\n|---|---:|---:|---:|\n| Avon | 200,000 | 30,000 | 6.67 |\n"
					 "| Bray | 200,000 | 12,000 | 16.67 |"), "ungrounded_figures");
	/* a rank column first: the line is labelled by the next cell */
	CHECK_STREQ(over(shops, 4, scols,
					 "| # | Shop | Net | Share | Cumulative |\n|---|---|---:|---:|---:|\n| 1 | North | $267.9K | 32.2% | 32.2% |\n"
					 "| 2 | South | $234.5K | 28.2% | 60.3% |"), "grounded");
	CHECK_STREQ(over(shops, 4, scols,
					 "| # | Shop | Net | Share | Cumulative |\n|---|---|---:|---:|---:|\n| 1 | North | $267.9K | 32.2% | 32.2% |\n"
					 "| 2 | South | $234.5K | 28.2% | 64.3% |"), "ungrounded_figures");
}

/* Investor letters: moves "from … to …", run rates. */
static void
test_investor_letters(void)
{
	const char *qtrs = "[[\"2024-Q1\", 100000.00], [\"2024-Q4\", 150000.00], [\"2025-Q1\", 230000.00]]";
	const char *qcols = "quarter,net_sales";

	/* "more than doubled, from … to …": the move's end over its start */
	CHECK_STREQ(over(qtrs, 3, qcols, "Net sales more than doubled, from $100,000 in Q1 2024 to $230,000 in Q1 2025."),
				"grounded");
	CHECK_STREQ(over(qtrs, 3, qcols, "Net sales more than tripled, from $100,000 in Q1 2024 to $230,000 in Q1 2025."),
				"ungrounded_figures");
	/* must not: a move downwards never doubles */
	CHECK_STREQ(over(qtrs, 3, qcols, "Net sales more than doubled, from $230,000 in Q1 2025 to $100,000 in Q1 2024."),
				"ungrounded_figures");
	/* a run rate: a quarter's amount at that pace over a year, or a month */
	CHECK_STREQ(over(qtrs, 3, qcols,
					 "Our first-quarter 2025 net sales of $230,000 imply an annualised run-rate of $920,000."),
				"grounded");
	CHECK_STREQ(over(qtrs, 3, qcols,
					 "Our first-quarter 2025 net sales of $230,000 imply an annualised run-rate of $690,000."),
				"ungrounded_figures");
	CHECK_STREQ(over(qtrs, 3, qcols,
					 "Fourth-quarter 2024 net sales of $150,000 imply a monthly run rate of just over $49K."),
				"grounded");
	CHECK_STREQ(over(qtrs, 3, qcols,
					 "Fourth-quarter 2024 net sales of $150,000 imply a monthly run rate of $37,500."),
				"ungrounded_figures");
	/* must not: no run rate said, or a period not yet whole */
	CHECK_STREQ(over(qtrs, 3, qcols, "First-quarter 2025 net sales were $230,000; over a year that is $920,000."),
				"ungrounded_figures");
	CHECK_STREQ(over(qtrs, 3, qcols,
					 "Net sales of $230,000 so far in 2025 imply an annualised run-rate of $920,000."),
				"ungrounded_figures");
}

/* Investor letters: shares in basis points, a row's two columns, places of two words. */
static void
test_investor_shares(void)
{
	const char *cats = "[[\"Dairy\", 40980.45, 66340.52], [\"Seafood\", 19391.23, 46288.15], "
		"[\"Beverages\", 47919.00, 42555.40], [\"Produce\", 13885.78, 31062.29], [\"Grains\", 9507.92, 29305.22]]";
	const char *ccols = "category,h2_1996,h2_1997";
	const char *ships = "[[\"United Package\", 326, 28244.90, 533547.63], [\"Federal Shipping\", 255, 20512.50, 383405.47], "
		"[\"Speedy Express\", 249, 16185.30, 348839.94]]";
	const char *scols = "shipper,orders,freight,net_sales";
	const char *years = "[[1997, 658388.75, 41303.55, 617085.20], [1998, 469771.34, 29147.47, 440623.87]]";
	const char *ycols = "year,gross_sales,discounts,net_sales";
	const char *lands = "[[\"USA\", 13, 523.06], [\"Canada\", 8, 303.96], [\"United Kingdom\", 3, 112.86]]";
	const char *lcols = "country,customers,revenue";

	/* a move in basis points: the two shares' difference, unrounded, in hundredths of a point */
	CHECK_STREQ(over(cats, 5, ccols,
					 "Seafood's share of second-half net sales rose to 21.5% (from 14.7% in 1996), a move of 675 basis points."),
				"grounded");
	CHECK_STREQ(over(cats, 5, ccols,
					 "Seafood's share of second-half net sales rose to 21.5% (from 14.7% in 1996), a move of 575 basis points."),
				"ungrounded_figures");
	/* a relative change of two shares, the base said second ("against") */
	CHECK_STREQ(over(cats, 5, ccols,
					 "Beverages' share stood at 19.7% in 1997, against 36.4% in 1996, or 45.7% lower in relative terms."),
				"grounded");
	CHECK_STREQ(over(cats, 5, ccols,
					 "Beverages' share stood at 19.7% in 1997, against 36.4% in 1996, or 55.7% lower in relative terms."),
				"ungrounded_figures");
	/* one row's two columns: the part named before, the whole after "of" */
	CHECK_STREQ(over(ships, 3, scols, "Freight with Federal Shipping ran to 5.35% of the net sales it carried."),
				"grounded");
	CHECK_STREQ(over(ships, 3, scols, "Freight with Federal Shipping ran to 6.35% of the net sales it carried."),
				"ungrounded_figures");
	/* must not: "of all", or of another row */
	CHECK_STREQ(over(ships, 3, scols, "Freight with Federal Shipping ran to 5.35% of all net sales."),
				"ungrounded_figures");
	CHECK_STREQ(over(ships, 3, scols, "Freight with Speedy Express ran to 5.35% of the net sales it carried."),
				"ungrounded_figures");
	/* "cents on every dollar": a percentage of the two figures beside it */
	CHECK_STREQ(over(years, 2, ycols,
					 "In 1998, discounts cost us about 6.2 cents on every dollar of gross sales ($29.15 thousand on $469.8 thousand)."),
				"grounded");
	CHECK_STREQ(over(years, 2, ycols,
					 "In 1998, discounts cost us about 7.2 cents on every dollar of gross sales ($29.15 thousand on $469.8 thousand)."),
				"ungrounded_figures");
	/* "United States" is no "United Kingdom" (the first word of its name) */
	CHECK_STREQ(over(lands, 3, lcols, "The United Kingdom brought in $112.86."), "grounded");
	CHECK_STREQ(over(lands, 3, lcols, "The United States brought in $112.86."), "ungrounded_figures");
}

/* Investor letters: which row a figure is of, and what it is over. */
static void
test_investor_rows(void)
{
	const char *fleet = "[[\"A380\", 853], [\"B777\", 550], [\"CRJ200\", 50]]";
	const char *seats = "[[2014, 26062], [2015, 19098]]";
	const char *reps = "[[\"Leverling\", 76562.73], [\"Fuller\", 74336.55], [\"Suyama\", 14144.15]]";
	const char *sales = "[[2021, 454, 449.46], [2022, 455, 481.45]]";

	/* "from 853 on the A380 to 50 on the CRJ200": each figure of the row it points at */
	CHECK_STREQ(over(fleet, 3, "aircraft,seats", "Seats run from 853 on the A380 to 50 on the CRJ200."), "grounded");
	CHECK_STREQ(over(fleet, 3, "aircraft,seats", "Seats run from 853 on the A380 to 550 on the CRJ200."),
				"ungrounded_figures");
	/* "year over year" names no column of years */
	CHECK_STREQ(over(seats, 2, "year,seats",
					 "Seats contracted by 26.7% year over year to 19,098 in 2015, from 26,062 in 2014."), "grounded");
	CHECK_STREQ(over(seats, 2, "year,seats",
					 "Seats contracted by 26.7% year over year to 18,098 in 2015, from 26,062 in 2014."),
				"ungrounded_figures");
	/* the other side of a pair set against the mean is the column's mean */
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Suyama ran 74.3% below the average rep on net sales ($14,144 versus $55.0 thousand)."), "grounded");
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Suyama ran 74.3% below the average rep on net sales ($14,144 versus $60.0 thousand)."),
				"ungrounded_figures");
	/* must not: set against no mean, the other side is another row's value */
	CHECK_STREQ(over(reps, 3, "rep,net_sales", "Suyama trails the field on net sales ($14,144 versus $55.0 thousand)."),
				"ungrounded_figures");
	CHECK_STREQ(over(reps, 3, "rep,net_sales", "Suyama trails the field on net sales ($14,144 versus $74.3 thousand)."),
				"grounded");
	/* "$1.06 in revenue per track": the amount's noun between the figure and "per" */
	CHECK_STREQ(over(sales, 2, "year,tracks_sold,revenue", "In 2022 we earned $1.06 in revenue per track."), "grounded");
	CHECK_STREQ(over(sales, 2, "year,tracks_sold,revenue", "In 2022 we earned $1.16 in revenue per track."),
				"ungrounded_figures");
	/* "No. 10865": the key of the order named, checked */
	CHECK_STREQ(over("[[10865, \"QUICK-Stop\", 16387.50], [10981, \"Hanari Carnes\", 15810.00]]", 2,
					 "order_id,customer,net_value", "Our largest order, No. 10865 from QUICK-Stop, came to $16.4K."),
				"grounded");
	CHECK_STREQ(over("[[10865, \"QUICK-Stop\", 16387.50], [10981, \"Hanari Carnes\", 15810.00]]", 2,
					 "order_id,customer,net_value", "Our largest order, No. 10856 from QUICK-Stop, came to $16.4K."),
				"ungrounded_figures");
	/* "A trailed with X, against Y for B — a shortfall of Z%": of Y, the base said */
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Fuller trailed with $74.3 thousand, against $76.6 thousand for Leverling — a shortfall of 2.9%."),
				"grounded");
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Fuller trailed with $74.3 thousand, against $76.6 thousand for Leverling — a shortfall of 3.0%."),
				"ungrounded_figures");
	/* a fraction in words restated by a percentage after a few words holds what the percentage is */
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Leverling and Fuller together hold just over nine tenths of net sales (91.4%)."),
				"grounded");
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Leverling and Fuller together hold just over half of net sales (91.4%)."),
				"ungrounded_figures");
	/* the rest of a column past the rows named */
	CHECK_STREQ(over(reps, 3, "rep,net_sales", "Leverling and Fuller lead on net sales; the remaining rep brought in $14,144."),
				"grounded");
	CHECK_STREQ(over(reps, 3, "rep,net_sales", "Leverling and Fuller lead on net sales; the remaining reps brought in $24,144."),
				"ungrounded_figures");
	/* "across our three reps": a count of what the mean is over */
	CHECK_STREQ(over(reps, 3, "rep,net_sales", "The average across our three reps is $55.0 thousand."), "grounded");
	CHECK_STREQ(over(reps, 3, "rep,net_sales", "The average across our thirteen reps is $55.0 thousand."),
				"ungrounded_figures");
	/* "metric tonnes" */
	CHECK_STREQ(over("[[\"B777\", 775000]]", 1, "aircraft,weight_lbs", "Each B777 weighs 775,000 lbs, or 351.5 metric tonnes."),
				"grounded");
	CHECK_STREQ(over("[[\"B777\", 775000]]", 1, "aircraft,weight_lbs", "Each B777 weighs 775,000 lbs, or 451.5 metric tonnes."),
				"ungrounded_figures");
	/* must not: a pair in brackets is in its rows' order, "against" there sets no base */
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Leverling outpaces Suyama (76,563 against 14,144), which leaves Suyama 81.5% below the leader."),
				"grounded");
	/* "70.7% of the pair's total": of the two summed, never one over the other */
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Together Fuller and Leverling brought in $150.9 thousand, with Fuller at 49.3% of the pair's total."),
				"grounded");
	CHECK_STREQ(over(reps, 3, "rep,net_sales",
					 "Together Fuller and Leverling brought in $150.9 thousand, with Fuller at 97.1% of the pair's total."),
				"ungrounded_figures");
}

/* A BI tool's narratives: lists said "respectively", arrows in time, the lines a table shows. */
static void
test_smart_narratives(void)
{
	const char *ships = "[[\"USA\", 122, 13771.30], [\"Germany\", 122, 11283.30], [\"Austria\", 40, 7391.50], "
		"[\"Brazil\", 83, 4880.19], [\"France\", 77, 4237.84]]";
	const char *scols = "country,orders,freight";
	const char *years = "[[2021, 449.46], [2022, 481.45], [2023, 469.58]]";
	const char *table = "| Country | Freight |\n|---|---|\n| USA | $13,771 |\n| Germany | $11,283 |\n| Austria | $7,391.50 |\n\n";

	/* "followed by A and B with x and y, respectively": the rows named since the figure before */
	CHECK_STREQ(over(ships, 5, scols,
					 "USA had the highest freight at $13,771, followed by Germany and Austria with $11,283 and $7,391.50, respectively."),
				"grounded");
	CHECK_STREQ(over(ships, 5, scols,
					 "USA had the highest freight at $13,771, followed by Germany and Austria with $7,391.50 and $11,283, respectively."),
				"ungrounded_figures");
	/* "(a → b)" after "2023 … compared to 2022": the arrow goes in time */
	CHECK_STREQ(over(years, 3, "year,revenue", "2023 saw a 2.5% decrease in revenue compared to 2022 ($481.45 → $469.58)"),
				"grounded");
	CHECK_STREQ(over(years, 3, "year,revenue", "2023 saw a 2.5% decrease in revenue compared to 2022 ($469.58 → $481.45)"),
				"ungrounded_figures");
	/* the lines a table shows, summed, their share, and the rows it does not show */
	CHECK_STREQ(over(ships, 5, scols, cat2(table, "The countries shown sum to $32,446, or 78.1% of total freight.")),
				"grounded");
	CHECK_STREQ(over(ships, 5, scols, cat2(table, "The countries shown sum to $36,446, or 78.1% of total freight.")),
				"ungrounded_figures");
	CHECK_STREQ(over(ships, 5, scols, cat2(table, "Top 3 by freight. 2 items are not shown.")), "grounded");
	CHECK_STREQ(over(ships, 5, scols, cat2(table, "Top 3 by freight. 12 items are not shown.")), "ungrounded_figures");
	/* "the median …, meaning half of the N items are above it": half the rows, to within one */
	CHECK_STREQ(over("[[\"Kearsley Brown\", 45], [\"Anne Walker\", 41], [\"Lucy Wong\", 39], [\"John Deloor\", 33], "
					 "[\"Joseph Huts\", 32], [\"Gustaaf Deloor\", 29], [\"Vicente Carretero\", 26]]", 7, "teacher,age",
					 "The median value of age is 33, meaning half of the 7 items are above it."), "grounded");
	/* must not: half of the rows above what is no median */
	CHECK_STREQ(over("[[\"Kearsley Brown\", 45], [\"Anne Walker\", 41], [\"Lucy Wong\", 39], [\"John Deloor\", 33], "
					 "[\"Joseph Huts\", 32], [\"Gustaaf Deloor\", 29], [\"Vicente Carretero\", 26]]", 7, "teacher,age",
					 "The median value of age is 41, meaning half of the 7 items are above it."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Kearsley Brown\", 45], [\"Anne Walker\", 41], [\"Lucy Wong\", 39], [\"John Deloor\", 33], "
					 "[\"Joseph Huts\", 32], [\"Gustaaf Deloor\", 29], [\"Vicente Carretero\", 26]]", 7, "teacher,age",
					 "Anne Walker is 41, and half of the 7 teachers are above her."), "ungrounded_figures");
	/* a close bound per unit: "just over six dollars and forty cents an invoice" */
	CHECK_STREQ(over("[[\"Prague\", 14, 90.24], [\"Paris\", 35, 195.10]]", 2, "city,invoices,sales",
					 "Prague had $90.24 in sales across fourteen invoices, just over six dollars and forty cents an invoice."),
				"grounded");
	CHECK_STREQ(over("[[\"Prague\", 14, 90.24], [\"Paris\", 35, 195.10]]", 2, "city,invoices,sales",
					 "Prague had $90.24 in sales across fourteen invoices, just over seven dollars and forty cents an invoice."),
				"ungrounded_figures");
	/* must not: what it is just over is no bound it passes */
	CHECK_STREQ(over("[[\"Prague\", 14, 90.24], [\"Paris\", 35, 195.10]]", 2, "city,invoices,sales",
					 "Prague had $90.24 in sales across fourteen invoices, just over six dollars and fifty cents an invoice."),
				"ungrounded_figures");
	/* a factor between two units the sentence names, said as one, is narration */
	CHECK_STREQ(over("[[\"A\", 1500000], [\"B\", 90000]]", 2, "name,milliseconds",
					 "A runs 1,500,000 milliseconds. There are 60,000 milliseconds in a minute, so that is 25 minutes."),
				"grounded");
	CHECK_STREQ(over("[[\"A\", 1500000], [\"B\", 90000]]", 2, "name,milliseconds",
					 "A runs 1,500,000 milliseconds; divide by 60,000 to get 25 minutes."), "grounded");
	CHECK_STREQ(over("[[\"A\", 1500000], [\"B\", 90000]]", 2, "name,milliseconds",
					 "A runs 1,500,000 milliseconds; divide by 50,000 to get 25 minutes."), "ungrounded_figures");
	/* must not: a quantity in a unit is no factor ("or 60 minutes" is A's length, wrong) */
	CHECK_STREQ(over("[[\"A\", 1500000], [\"B\", 90000]]", 2, "name,milliseconds",
					 "A runs 1,500,000 milliseconds, or 60 minutes."), "ungrounded_figures");
	/* must not: with no table above, nothing is "shown" */
	CHECK_STREQ(over(ships, 5, scols, "The countries shown sum to $32,446."), "ungrounded_figures");
}

/* A tutor's working: factors said as facts, "multiply by 100", rates per ten, rounding said aloud. */
static void
test_worked_examples(void)
{
	const char *ships = "[[\"Speedy Express\", 245], [\"United Package\", 315], [\"Federal Shipping\", 255]]";
	const char *gap = "[[\"Germany\", 6232.55], [\"Brazil\", 2226.01]]";
	const char *dogs = "[[\"dog\", 11.35], [\"cat\", 3.1]]";
	const char *tracks = "[[\"Rock\", 368231326], [\"Jazz\", 60000000]]";
	const char *quarters = "[[\"1996-Q3\", 3808.83], [\"1996-Q4\", 6471.04], [\"1997-Q1\", 5729.24], "
		"[\"1997-Q3\", 8774.04], [\"1997-Q4\", 9712.34]]";
	const char *cats = "[[\"Beverages\", 10, 20.0], [\"Seafood\", 30, 40.0]]";
	const char *planes = "[[\"A380\", 853], [\"B777\", 550], [\"B747\", 416]]";
	const char *reps = "[[\"Margaret Peacock\", 156], [\"Steven Buchanan\", 42]]";
	const char *pubs = "[[\"Marvel\", 384], [\"DC\", 223]]";
	const char *models = "[[1970, 3441, 148.9], [1982, 2454, 78.8]]";
	const char *genres = "[[\"Rock\", 158, 164], [\"Metal\", 26, 66], [\"Latin\", 178, 152]]";
	const char *artists = "[[\"Iron Maiden\", 138.60], [\"Metallica\", 90.09]]";
	const char *accounts = "[[\"M\xc3\xa8re Paillarde\", 23332.31], [\"Hungry Owl All-Night Grocers\", 20454.40], "
		"[\"Rattlesnake Canyon Grocery\", 19383.75], [\"QUICK-Stop\", 61109.91]]";
	const char *sellers = "[[\"Margaret Park\", 197.20], [\"Steve Johnson\", 133.73]]";

	/* "multiply by 100" makes the percentage; any other hundred is still a claim */
	CHECK_STREQ(over(ships, 3, "shipper,orders",
					 "Subtract: 315 \xe2\x88\x92 245 = 70. Divide the gap by Speedy Express's value and multiply by 100: "
					 "United Package has 28.6% more."), "grounded");
	CHECK_STREQ(over(ships, 3, "shipper,orders",
					 "Subtract: 315 \xe2\x88\x92 245 = 70. Divide the gap by Speedy Express's value and multiply by 1,000: "
					 "United Package has 28.6% more."), "ungrounded_figures");
	CHECK_STREQ(over(ships, 3, "shipper,orders", "Speedy Express shipped 245 orders to 100 customers."),
				"ungrounded_figures");
	/* a factor said as a fact ("one kilogram is about 2.2 pounds") */
	CHECK_STREQ(over(dogs, 2, "pet,avg_kg",
					 "The average dog weighs 11.35 kg. One kilogram is about 2.2 pounds, so we multiply by 2.2: 25.0 pounds."),
				"grounded");
	CHECK_STREQ(over(dogs, 2, "pet,avg_kg",
					 "The average dog weighs 11.35 kg. One pound is about 0.45 kg, so we divide by 0.45: 25.0 pounds."),
				"grounded");
	/* must not: a wrong factor, one too rough to be one, or a unit's amount that is no factor */
	CHECK_STREQ(over(dogs, 2, "pet,avg_kg",
					 "The average dog weighs 11.35 kg. One kilogram is about 3.2 pounds, so the dog is 25.0 pounds."),
				"ungrounded_figures");
	CHECK_STREQ(over(dogs, 2, "pet,avg_kg",
					 "The average dog weighs 11.35 kg. One pound is about 0.5 kg, and the dog is 25.0 pounds."),
				"ungrounded_figures");
	CHECK_STREQ(over(dogs, 2, "pet,avg_kg", "The average dog weighs 11.35 kg; one cat is 14 pounds."),
				"ungrounded_figures");
	/* the factor worked out: "an hour is 60 × 60 × 1,000 = 3,600,000 milliseconds" */
	CHECK_STREQ(over(tracks, 2, "genre,total_ms",
					 "Rock runs 368,231,326 milliseconds. An hour is 60 \xc3\x97 60 \xc3\x97 1,000 = 3,600,000 milliseconds, "
					 "so that is 102.3 hours."), "grounded");
	CHECK_STREQ(over(tracks, 2, "genre,total_ms",
					 "Rock runs 368,231,326 milliseconds. An hour is 60 \xc3\x97 50 \xc3\x97 1,000 = 3,000,000 milliseconds, "
					 "so that is 102.3 hours."), "ungrounded_figures");
	/* "for every 10 X, there are roughly 13 Y": a percentage of the base's row */
	CHECK_STREQ(over(ships, 3, "shipper,orders",
					 "For every 10 orders at Speedy Express, there are roughly 13 at United Package."), "grounded");
	CHECK_STREQ(over(ships, 3, "shipper,orders",
					 "United Package ships about 13 orders for every 10 at Speedy Express."), "grounded");
	CHECK_STREQ(over(ships, 3, "shipper,orders",
					 "For every 10 orders at Speedy Express, there are roughly 16 at United Package."), "ungrounded_figures");
	/* must not: a base that does not start its clause, or a count said with "one" */
	CHECK_STREQ(over(ships, 3, "shipper,orders", "Speedy Express shipped 13 crates for every 10 days of 2024."),
				"ungrounded_figures");
	/* a figure restated, rounded to the step its words name */
	CHECK_STREQ(over(gap, 2, "country,freight",
					 "Germany has $6,232.55 against $2,226.01. The gap is $4,006.54, which is around 4,000 if we round "
					 "to the nearest thousand."), "grounded");
	CHECK_STREQ(over(gap, 2, "country,freight",
					 "Germany has $6,232.55 against $2,226.01. The gap is $4,006.54, which is around 4,100 if we round "
					 "to the nearest hundred."), "ungrounded_figures");
	CHECK_STREQ(over(gap, 2, "country,freight",
					 "Germany has $6,232.55 against $2,226.01. The gap is $4,006.54, which is around 5,000 if we round "
					 "to the nearest thousand."), "ungrounded_figures");
	/* an average of averages worked out: the weighted total, then the mean per unit of the weights */
	CHECK_STREQ(over(cats, 2, "category,products,avg_price",
					 "Step 1: Multiply each category average by its number of products and add the results: that gives "
					 "$1,400.00 in total.\nStep 2: Divide by all 40 products: the overall average is $35.00 per product."),
				"grounded");
	/* must not: a total the weighted mean does not give, or the plain mean said per product */
	CHECK_STREQ(over(cats, 2, "category,products,avg_price",
					 "Step 1: Multiply each category average by its number of products and add the results: that gives "
					 "$1,500.00 in total.\nStep 2: Divide by all 40 products: the overall average is $35.00 per product."),
				"ungrounded_figures");
	CHECK_STREQ(over(cats, 2, "category,products,avg_price",
					 "Divide by all 40 products: the overall average is $30.00 per product."), "ungrounded_figures");
	/* a quarter of no year said is of the year said before it in the sentence, or of the next */
	CHECK_STREQ(over(quarters, 5, "quarter,freight", "Freight rose 69.9% from the third quarter of 1996 to the fourth quarter."),
				"grounded");
	CHECK_STREQ(over(quarters, 5, "quarter,freight", "Freight fell 11.5% between the fourth quarter of 1996 and the first."),
				"grounded");
	/* "A has 437 more seats than B (853 compared with 416)": the pair in brackets in the rows' order */
	CHECK_STREQ(over(planes, 3, "aircraft,capacity", "A380 has 437 more seats than B747 (853 compared with 416)."),
				"grounded");
	CHECK_STREQ(over(planes, 3, "aircraft,capacity", "A380 has 437 more seats than B747 (416 compared with 853)."),
				"ungrounded_figures");
	/* a percentage said again the other way round ("less", then "more") is no repeat of it */
	CHECK_STREQ(over(reps, 2, "employee,orders",
					 "Steven Buchanan, at 42 orders, has 73.1% less than Margaret Peacock (156). Measured from Steven "
					 "Buchanan's figure, Margaret Peacock has 271.4% more."), "grounded");
	CHECK_STREQ(over(reps, 2, "employee,orders",
					 "Steven Buchanan, at 42 orders, has 73.1% less than Margaret Peacock (156). Measured from Steven "
					 "Buchanan's figure, Margaret Peacock has 73.1% more."), "ungrounded_figures");
	/* must not: said again the same way round, it is the same figure */
	CHECK_STREQ(over(reps, 2, "employee,orders",
					 "Steven Buchanan, at 42 orders, has 73.1% less than Margaret Peacock (156). Put simply, Steven "
					 "Buchanan has 73.1% less."), "grounded");
	/* "Of that total, 36.7% … comes from DC": a share of the total the sentence before ends on */
	CHECK_STREQ(over(pubs, 2, "publisher,characters",
					 "Together, Marvel and DC have 607 characters. Of that total, 36.7%, nearly two fifths of the pair, "
					 "comes from DC (223 against 384)."), "grounded");
	/* must not: one part over the other, said as a share of the total */
	CHECK_STREQ(over(pubs, 2, "publisher,characters",
					 "Together, Marvel and DC have 607 characters. Of that total, 58.1%, a bit more than half of the pair, "
					 "comes from DC (223 against 384)."), "ungrounded_figures");
	/* "Out of 607 altogether, that's 36.7%": a share, never a fall from the whole to the part */
	CHECK_STREQ(over(pubs, 2, "publisher,characters", "DC has 223 characters. Out of 607 altogether, that's 36.7%."),
				"grounded");
	CHECK_STREQ(over(pubs, 2, "publisher,characters", "DC has 223 characters. Out of 607 altogether, that's 63.3%."),
				"ungrounded_figures");
	/* a coarse change beside the move it is of: that move's, not another column's of the same rows */
	CHECK_STREQ(over(models, 2, "year,avg_lbs,avg_hp",
					 "Average horsepower fell by a little under half between the 1970 models and the 1982 models, from "
					 "148.9 to 78.8."), "grounded");
	CHECK_STREQ(over(models, 2, "year,avg_lbs,avg_hp",
					 "Average horsepower fell by a little under a third between the 1970 models and the 1982 models, from "
					 "148.9 to 78.8."), "ungrounded_figures");
	/* a sentence over the list it leads: its derived figures may be of the list's figures */
	CHECK_STREQ(over(genres, 2, "genre,units_2023,units_2024",
					 "Metal's share of units sold moved up 10.1 percentage points between 2023 and 2024.\n\nBreaking that "
					 "down:\n- 2023: 7.2% of units sold\n- 2024: 17.3% of units sold"), "grounded");
	CHECK_STREQ(over(genres, 2, "genre,units_2023,units_2024",
					 "Metal's share of units sold moved up 12.1 percentage points between 2023 and 2024.\n\nBreaking that "
					 "down:\n- 2023: 7.2% of units sold\n- 2024: 17.3% of units sold"), "ungrounded_figures");
	/* "that's a difference of …" after a list: of the list's items */
	CHECK_STREQ(over(artists, 2, "artist,revenue",
					 "At a glance:\n- Iron Maiden: $138.60\n- Metallica: $90.09\n\nAs a rough guide, that's a difference "
					 "of a little under $49."), "grounded");
	CHECK_STREQ(over(artists, 2, "artist,revenue",
					 "At a glance:\n- Iron Maiden: $138.60\n- Metallica: $90.09\n\nAs a rough guide, that's a difference "
					 "of a little under $40."), "ungrounded_figures");
	/* "trailed B by $63.47 in 2024 sales, or 32 percent": the percentage goes the way of the gap */
	CHECK_STREQ(over(sellers, 2, "rep,sales", "Steve Johnson trailed Margaret Park by $63.47 in 2024 sales, or 32 percent."),
				"grounded");
	CHECK_STREQ(over(sellers, 2, "rep,sales", "Steve Johnson trailed Margaret Park by $63.47 in 2024 sales, or 47 percent."),
				"ungrounded_figures");
	/* "come to $63,170.46 (an average of $21,056.82 each)": the mean in brackets is the bracket's figure's */
	CHECK_STREQ(over(accounts, 4, "customer,net_sales",
					 "Taken together, Mère Paillarde, Hungry Owl and Rattlesnake Canyon Grocery come to $63,170.46 in net "
					 "sales (an average of $21,056.82 each)."), "grounded");
	CHECK_STREQ(over(accounts, 4, "customer,net_sales",
					 "Taken together, Mère Paillarde, Hungry Owl and Rattlesnake Canyon Grocery come to $63,170.46 in net "
					 "sales (an average of $22,056.82 each)."), "ungrounded_figures");
	/* over no rows, a small count of a thing counts what is not there */
	CHECK_STREQ(over("[]", 0, "concert_name",
					 "The query came back with no rows, so the answer is zero. There were 6 concerts in 2016."),
				"ungrounded_figures");
	CHECK_STREQ(over("[]", 0, "concert_name", "The query came back with no rows. Of the ones that own pets, 4 are male."),
				"ungrounded_figures");
	/* must not: a window or a span said, a step's label, or a zero */
	CHECK_STREQ(over("[]", 0, "concert_name", "No rows came back: no concerts in the last 3 years."),
				"zero_rows_acknowledged");
	CHECK_STREQ(over("[]", 0, "concert_name", "No rows came back: none of the top 5 stadiums hosted a concert."),
				"zero_rows_acknowledged");
	CHECK_STREQ(over("[]", 0, "concert_name", "No rows came back. Step 1: run the query. Step 2: the answer is 0 concerts."),
				"zero_rows_acknowledged");
	CHECK_STREQ(over("[[\"Ada\", 4]]", 1, "author,papers", "Ada is here, with 6 friends."), "no_figures");
	/* must not: the other year's quarter */
	CHECK_STREQ(over(quarters, 5, "quarter,freight", "Freight rose 155.0% from the third quarter of 1996 to the fourth quarter."),
				"ungrounded_figures");
}

/* A newspaper data desk's short pieces: plain headlines, ledes, "By the numbers" lists. */
static void
test_data_desk(void)
{
	const char *displ = "[[1973, 256.9], [1974, 171.7]]";
	const char *makers = "[[\"usa\", 13], [\"japan\", 7]]";
	const char *sides = "[[\"Good\", 504, 92.2], [\"Bad\", 212, 134.0]]";
	const char *freight = "[[\"1997-10\", 3945.53], [\"1997-11\", 2009.00]]";
	const char *sales = "[[\"Germany\", 117320.16], [\"USA\", 114845.26]]";
	const char *shares = "[[\"Austria\", 123, 93], [\"Others\", 877, 907]]";
	const char *grounds = "[[\"Hampden Park\", 52500, 730], [\"Somerset Park\", 11998, 1477], [\"Stark's Park\", 10104, 2106]]";
	const char *top = "[[\"Germany\", 117320.16], [\"USA\", 114845.26], [\"Austria\", 57401.84], [\"France\", 45263.38], "
		"[\"Others\", 282254.36]]";
	const char *cats = "[[\"Beverages\", 10, 20.0], [\"Seafood\", 30, 40.0]]";
	const char *media = "[[\"MPEG audio file\", 4.43], [\"Protected MPEG-4 video file\", 39.05]]";
	const char *stock = "[[\"Beverages\", 559, 12480.25], [\"Meat/Poultry\", 165, 5729.45]]";
	const char *years = "[[\"Austria\", 25601.35, 57401.84], [\"Sweden\", 6933.23, 27163.68]]";
	const char *months = "[[\"2024-05\", 42.62], [\"2024-06\", 50.62]]";
	const char *halves = "[[\"1998-Q1\", 15115.40], [\"1998-Q2\", 7078.65]]";
	const char *pivot = "[[2021, 103.95, 57.42, 449.46], [2022, 102.98, 76.26, 481.45]]";
	const char *peaks = "[[\"Mount Everest\", 10000], [\"K2\", 5000]]";
	const char *jets = "[[\"A380\", 560], [\"B747\", 570]]";
	const char *countries = "[[\"USA\", 13], [\"Canada\", 8], [\"Chile\", 1], [\"Peru\", 1], [\"Spain\", 1]]";
	const char *many = "[[\"USA\", 13], [\"Canada\", 8], [\"A\", 1], [\"B\", 1], [\"C\", 1], [\"D\", 1], "
		"[\"E\", 1], [\"F\", 1], [\"G\", 1], [\"H\", 1], [\"I\", 1], [\"J\", 1]]";

	/* "256.9 cubic inches in 1973": a unit of two words, then the row it points at */
	CHECK_STREQ(over(displ, 2, "year,displ",
					 "It fell 33%, to 171.7 cubic inches in 1974 from 256.9 cubic inches in 1973."), "grounded");
	CHECK_STREQ(over(displ, 2, "year,displ",
					 "It rose 50%, to 256.9 cubic inches in 1974 from 171.7 cubic inches in 1973."), "ungrounded_figures");
	/* "(13 against 7)": a single digit set against a figure in brackets is the other side */
	CHECK_STREQ(over(makers, 2, "country,models", "The U.S. recorded 1.86 times the models of Japan (13 against 7)."),
				"grounded");
	CHECK_STREQ(over(makers, 2, "country,models", "The U.S. recorded 1.86 times the models of Japan (14 against 7)."),
				"ungrounded_figures");
	/* a plain headline over its story, and a "By the numbers" list under it */
	CHECK_STREQ(over(sides, 2, "alignment,heroes,avg_kg",
					 "Heroes at more than double villains on headcount\n\n"
					 "Heroes recorded 2.4 times the headcount of villains (504 against 212), the data show."), "grounded");
	CHECK_STREQ(over(sides, 2, "alignment,heroes,avg_kg",
					 "Heroes at more than triple villains on headcount\n\n"
					 "Heroes recorded 2.4 times the headcount of villains (504 against 212), the data show."),
				"ungrounded_figures");
	CHECK_STREQ(over(freight, 2, "month,freight",
					 "Freight billed down 49% in November\n\nFreight billed fell by $1,937 between October and November, "
					 "records show.\n\nBy the numbers:\n- October: $3,945.53\n- November: $2,009"), "grounded");
	CHECK_STREQ(over(freight, 2, "month,freight",
					 "Freight billed down 39% in November\n\nFreight billed fell by $1,937 between October and November, "
					 "records show.\n\nBy the numbers:\n- October: $3,945.53\n- November: $2,009"), "ungrounded_figures");
	/* a lede whose operands the next sentence states; the base is the row trailed */
	CHECK_STREQ(over(sides, 2, "alignment,heroes,avg_kg",
					 "Heroes trailed villains by 31 percent on average weight, records show.\n\n"
					 "Heroes came in at 92.2 kg; villains, at 134.0 kg."), "grounded");
	CHECK_STREQ(over(sides, 2, "alignment,heroes,avg_kg",
					 "Heroes trailed villains by 45 percent on average weight, records show.\n\n"
					 "Heroes came in at 92.2 kg; villains, at 134.0 kg."), "ungrounded_figures");
	/* "That is a gap of $2,475 (2 percent more)": a coarse change of the pair the sentence before states */
	CHECK_STREQ(over(sales, 2, "country,sales_1997",
					 "Germany led the U.S. on net sales in 1997, $117,320 to $114,845.\n\n"
					 "That is a gap of $2,475 (2 percent more)."), "grounded");
	CHECK_STREQ(over(sales, 2, "country,sales_1997",
					 "Germany led the U.S. on net sales in 1997, $117,320 to $114,845.\n\n"
					 "That is a gap of $2,475 (4 percent more)."), "ungrounded_figures");
	/* a relative change of the two shares the sentence before states */
	CHECK_STREQ(over(shares, 2, "country,sales_1996,sales_1997",
					 "Austria's share of net sales fell 3.0 percentage points between 1996 and 1997, to 9.3 percent "
					 "from 12.3 percent.\n\nIn relative terms, the share shrank by 24 percent."), "grounded");
	CHECK_STREQ(over(shares, 2, "country,sales_1996,sales_1997",
					 "Austria's share of net sales fell 3.0 percentage points between 1996 and 1997, to 9.3 percent "
					 "from 12.3 percent.\n\nIn relative terms, the share shrank by 32 percent."), "ungrounded_figures");
	/* "topped 50,000 seats" is a bound */
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average",
					 "Hampden Park topped 50,000 seats in capacity, the figures show (52,500 seats)."), "grounded");
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average",
					 "Hampden Park topped 60,000 seats in capacity, the figures show (52,500 seats)."), "ungrounded_figures");
	/* a column named `average` does not stop "the average" being the mean of another */
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average", "The average capacity across all three stadiums was 24,867."),
				"grounded");
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average", "The average capacity across all three stadiums was 27,500."),
				"ungrounded_figures");
	/* the top rows named, a bound on their share together; never of another whole */
	CHECK_STREQ(over(top, 5, "country,sales_1997",
					 "The top three — Germany, the U.S. and Austria — accounted for just under half of net sales.\n\n"
					 "Together they totaled $289,567 (47 percent of the $617,085 total)."), "grounded");
	CHECK_STREQ(over(top, 5, "country,sales_1997",
					 "The top three — Germany, the U.S. and Austria — accounted for just under a third of net sales.\n\n"
					 "Together they totaled $289,567 (47 percent of the $617,085 total)."), "ungrounded_figures");
	/* "across all 40 products": the mean over every product, weighted by the count, not the plain mean */
	CHECK_STREQ(over(cats, 2, "category,products,avg_price", "Across all 40 products, the average list price was $35.00."),
				"grounded");
	CHECK_STREQ(over(cats, 2, "category,products,avg_price", "Across all 40 products, the average list price was $30.00."),
				"ungrounded_figures");
	CHECK_STREQ(over(cats, 2, "category,products,avg_price", "Sales cover 40 products.\n\n- Average price, all products: $30.00"),
				"ungrounded_figures");
	CHECK_STREQ(over(cats, 2, "category,products,avg_price", "The simple average of the two category averages is $30.00."),
				"grounded");
	/* "trailed B by 781 percent": the base of a shortfall is the row trailed, a name's digits no stop */
	CHECK_STREQ(over(media, 2, "media,avg_min",
					 "MPEG audio files trailed Protected MPEG-4 video files by 88.7 percent on average length."), "grounded");
	CHECK_STREQ(over(media, 2, "media,avg_min",
					 "MPEG audio files trailed Protected MPEG-4 video files by 781 percent on average length."),
				"ungrounded_figures");
	/* the column the words name most fully: "stock value", "1997 net sales" */
	CHECK_STREQ(over(stock, 2, "category,stock,stock_value", "Beverages has more than double the stock value of Meat/Poultry."),
				"grounded");
	CHECK_STREQ(over(stock, 2, "category,stock,stock_value", "Beverages has more than triple the stock value of Meat/Poultry."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 2, "country,sales_1996,sales_1997", "Austria is at more than triple Sweden on 1996 net sales."),
				"grounded");
	CHECK_STREQ(over(years, 2, "country,sales_1996,sales_1997", "Austria is at more than triple Sweden on 1997 net sales."),
				"ungrounded_figures");
	/* "15 of them have just one customer": the rows whose count is that value */
	CHECK_STREQ(over(countries, 5, "country,customers",
					 "Customers come from five countries; 14 of them have more than 1 customer."), "ungrounded_figures");
	CHECK_STREQ(over(many, 12, "country,customers", "Of the 12 countries, 10 have just one customer."), "grounded");
	CHECK_STREQ(over(many, 12, "country,customers", "Of the 12 countries, 11 have just one customer."),
				"ungrounded_figures");
	CHECK_STREQ(over(many, 12, "country,customers", "Of the 12 countries, 11 have fewer than 13 customers."), "grounded");
	CHECK_STREQ(over(many, 12, "country,customers", "Of the 12 countries, 10 have just one order."),
				"ungrounded_figures");
	/* "X percent full": the row's mean (said typical) or the column named, over its capacity */
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average", "On a typical day, Somerset Park is about 12.3 percent full."),
				"grounded");
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average", "On a typical day, Somerset Park is about 20.8 percent full."),
				"ungrounded_figures");
	CHECK_STREQ(over(grounds, 3, "stadium,capacity,average", "Somerset Park is about 12.3 percent of the way there."),
				"ungrounded_figures");
	/* a possessive names its column ("Canada's share of revenue"): the row's part of its total column */
	CHECK_STREQ(over(pivot, 2, "year,usa,canada,total", "Canada's share of revenue in 2022: 15.8%."), "grounded");
	CHECK_STREQ(over(pivot, 2, "year,usa,canada,total", "Canada's share of revenue in 2022: 21.4%."),
				"ungrounded_figures");
	/* a factor said as a fact in metres, and "multiply the speed by 1.6" */
	CHECK_STREQ(over(peaks, 2, "mountain,altitude",
					 "Mount Everest comes to 10,000 metres. One metre is about 3.28 feet, so 10,000 metres is 32,808 feet."),
				"grounded");
	CHECK_STREQ(over(peaks, 2, "mountain,altitude",
					 "Mount Everest comes to 10,000 metres. One metre is about 3.82 feet, so 10,000 metres is 32,808 feet."),
				"ungrounded_figures");
	CHECK_STREQ(over(jets, 2, "aircraft,cruise_mph",
					 "The A380 cruises at 560 mph. One mile is about 1.6 km, so we multiply the speed by 1.6: 901 km/h."),
				"grounded");
	CHECK_STREQ(over(jets, 2, "aircraft,cruise_mph",
					 "The A380 cruises at 560 mph. We multiply the speed by 1.9: 901 km/h."), "ungrounded_figures");
	/* "fell by slightly more than half": a fall, past the bound's words */
	CHECK_STREQ(over(halves, 2, "quarter,freight",
					 "Freight fell by slightly more than half between the first quarter of 1998 and the second, from "
					 "$15,115.40 to $7,078.65."), "grounded");
	CHECK_STREQ(over(freight, 2, "month,freight",
					 "Freight fell by slightly more than half between October and November, from $3,945.53 to $2,009."),
				"ungrounded_figures");
	/* a change in words, its two amounts in the next sentence */
	CHECK_STREQ(over(months, 2, "month,revenue",
					 "Revenue grew by a little under a fifth from May to June. That's $42.62, then $50.62."), "grounded");
	CHECK_STREQ(over(months, 2, "month,revenue",
					 "Revenue grew by a little under a third from May to June. That's $42.62, then $50.62."),
				"ungrounded_figures");
	/* "one in two" is about half */
	CHECK_STREQ(over("[[\"A\", 510], [\"B\", 490]]", 2, "store,revenue", "Store A took one in two dollars of revenue."),
				"grounded");
	CHECK_STREQ(over("[[\"A\", 588], [\"B\", 412]]", 2, "store,revenue", "Store A took one in two dollars of revenue."),
				"ungrounded_figures");
}

/* A help centre's FAQ entries: a question as the heading, short replies, a closing tip. */
static void
test_help_centre(void)
{
	const char *late = "[[\"Margaret Peacock\", 156, 10], [\"Janet Leverling\", 127, 5], [\"Anne Dodsworth\", 43, 4], "
		"[\"Steven Buchanan\", 42, 1]]";
	const char *cats = "[[\"Meat/Poultry\", 6, 4], [\"Seafood\", 12, 0], [\"Beverages\", 12, 1]]";
	const char *countries = "[[\"USA\", 13, 245584.61], [\"Germany\", 11, 230284.63], [\"France\", 10, 81358.32], "
		"[\"UK\", 7, 58971.31]]";
	const char *months = "[[\"January\", 33, 61258.07], [\"February\", 29, 38483.63], [\"March\", 30, 38547.22]]";
	const char *fleet = "[[\"A380\", 853, 8000], [\"B777\", 550, 8555], [\"B737\", 230, 3850]]";

	/* "N of M …, which is X%": that part of that whole, whatever else the rows hold */
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Ten of the 156 orders Margaret Peacock handled shipped late, which is 6.4%."), "grounded");
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Ten of the 156 orders Margaret Peacock handled shipped late, which is 50.0%."), "ungrounded_figures");
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Janet Leverling handled 127 orders, and 5 of them shipped late, which is 3.9%."), "grounded");
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Janet Leverling handled 127 orders, and 5 of them shipped late, which is 25.0%."),
				"ungrounded_figures");
	CHECK_STREQ(over(cats, 3, "category,products,discontinued",
					 "4 of your 6 Meat/Poultry products are discontinued, which is 66.7%."), "grounded");
	CHECK_STREQ(over(cats, 3, "category,products,discontinued",
					 "4 of your 6 Meat/Poultry products are discontinued, which is 80.0%."), "ungrounded_figures");
	/* must not: a share said of another whole is no part of the pair before it */
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Ten of the 156 orders Margaret Peacock handled shipped late, 40.0% of all late orders."),
				"ungrounded_figures");
	/* "nearly twice UK's 7": the row named after the multiple is its base */
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You have 13 customers in the USA. That's nearly twice UK's 7."), "grounded");
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You have 13 customers in the USA. That's nearly triple UK's 7."), "ungrounded_figures");
	/* money is no count: "$230,285 to customers in Germany" */
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You sold $230,285 to customers in Germany, while France brought in $81,358."), "grounded");
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You sold $245,585 to customers in Germany, while France brought in $81,358."), "ungrounded_figures");
	/* "landed at a little over three fifths of the level of January" */
	CHECK_STREQ(over(months, 3, "month,orders,net_sales",
					 "You sold $61,258 in January and $38,484 in February.\n\n"
					 "Tip: February landed at a little over three fifths of the level of January."), "grounded");
	CHECK_STREQ(over(months, 3, "month,orders,net_sales",
					 "You sold $61,258 in January and $38,484 in February.\n\n"
					 "Tip: February landed at a little over four fifths of the level of January."), "ungrounded_figures");
	/* "the gap of about 110 is about 271.4% of Steven Buchanan's order count": the gap unrounded */
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Margaret Peacock has taken 156 orders. That's about 3.7 times Steven Buchanan's 42.\n\n"
					 "Tip: the gap of about 110 is about 271.4% of Steven Buchanan's order count."), "grounded");
	CHECK_STREQ(over(late, 4, "employee,orders,late",
					 "Margaret Peacock has taken 156 orders. That's about 3.7 times Steven Buchanan's 42.\n\n"
					 "Tip: the gap of about 110 is about 261.9% of Steven Buchanan's order count."), "ungrounded_figures");
	/* a model's number ("a 737") is its code's ("B737") */
	CHECK_STREQ(over(fleet, 3, "aircraft,seats,range_miles",
					 "How many more seats does an A380 have than a 737? The A380 seats 853, while the B737 seats 230."),
				"grounded");
	CHECK_STREQ(over(fleet, 3, "aircraft,seats,range_miles",
					 "How many more seats does an A380 have than a 738? The A380 seats 853, while the B737 seats 230."),
				"ungrounded_figures");
}

/* Findings written as an auditor's report, and leftovers of the help-centre replies. */
static void
test_audit_findings(void)
{
	const char *countries = "[[\"USA\", 13, 245584.61], [\"Germany\", 11, 230284.63], [\"France\", 10, 81358.32], "
		"[\"UK\", 7, 58971.31]]";
	const char *powers = "[[\"Captain Marvel\", 66], [\"Spectre\", 58], [\"Living Tribunal\", 35]]";

	/* "nearly four times Living Tribunal's 35": a multiple of the row named in the possessive */
	CHECK_STREQ(over(powers, 3, "hero,powers",
					 "Captain Marvel has 66 powers. That's nearly twice Living Tribunal's 35."), "grounded");
	CHECK_STREQ(over(powers, 3, "hero,powers",
					 "Captain Marvel has 66 powers. That's nearly four times Living Tribunal's 35."),
				"ungrounded_figures");
	/* must not: "four times a day" counts occasions */
	CHECK_STREQ(over(powers, 3, "hero,powers",
					 "Captain Marvel has 66 powers and used them four times a day."), "grounded");
	/* "the gap of about 6 is about 86% of UK's count": a gap in digits over the named row's value */
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You have 13 customers in the USA and 7 in the UK.\n\n"
					 "Quick tip: the gap of about 6 is about 86% of UK's customer count."), "grounded");
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You have 13 customers in the USA and 7 in the UK.\n\n"
					 "Quick tip: the gap of about 6 is about 64% of UK's customer count."), "ungrounded_figures");
	/* must not: a gap no other row is that far from */
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You have 13 customers in the USA and 7 in the UK.\n\n"
					 "Quick tip: a gap of 5 would be about 71% of UK's customer count."), "ungrounded_figures");
	/* "four times UK's 7": of the value said, never another column's ratio */
	CHECK_STREQ(over(countries, 4, "country,customers,net_sales",
					 "You have 13 customers in the USA. That's nearly four times UK's 7."), "ungrounded_figures");
}

/* An internal auditor's findings: "Evidence:", "Comparison:", "Assessment:" lines. */
static void
test_auditor_lines(void)
{
	const char *freight = "[[\"Germany\", 64, 6232.55, 4], [\"USA\", 60, 5819.37, 4], [\"Austria\", 21, 3745.65, 1], "
		"[\"UK\", 30, 1188.55, 4], [\"Sweden\", 17, 1787.72, 0], [\"Denmark\", 11, 1040.85, 0], "
		"[\"Finland\", 13, 636.11, 0], [\"Norway\", 2, 52.01, 0]]";
	const char *heights = "[[\"Marvel Comics\", 387, 60], [\"DC Comics\", 224, 66], [\"Image Comics\", 14, 13]]";
	const char *media = "[[\"MPEG audio file\", 3034, 805752392], [\"Protected AAC audio file\", 237, 66768558], "
		"[\"Protected MPEG-4 video file\", 214, 501389251], [\"AAC audio file\", 11, 3041576]]";
	const char *tiers = "[[0, 1317, 750698.61], [0.05, 185, 155386.71], [0.1, 173, 101665.71], [0.25, 154, 131918.09]]";
	const char *cars = "[[\"america\", 253, 19.73], [\"asia\", 79, 30.45], [\"europe\", 73, 26.75]]";
	const char *eras = "[[\"1970-1975\", 189, 117.5], [\"1976-1982\", 217, 91.3]]";
	const char *states = "[[\"Guangdong\", 200000, 30000], [\"Florida\", 150000, 15000], [\"Texas\", 50000, 5000]]";
	const char *episodes = "[[\"A Love of a Lifetime\", 9.16], [\"Winterland\", 6.09], [\"The Hanged Man\", 4.24]]";

	/* "$6,232.55 for Germany and $5,819.37 for the USA": each figure of the row it points at */
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "Freight stood at $6,232.55 for Germany and $5,819.37 for the USA."), "grounded");
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "Freight stood at $6,232.55 for Germany and $5,819.37 for the UK."), "ungrounded_figures");
	/* past a name no row holds, the figure is of no row named; a row it names is still its row */
	CHECK_STREQ(over(media, 4, "media_type,tracks,ms",
					 "Running time stood at 805,752,392 ms for MPEG audio and 501,389,251 ms for protected video."),
				"grounded");
	CHECK_STREQ(over(media, 4, "media_type,tracks,ms",
					 "Running time stood at 805,752,392 ms for MPEG audio and 501,389,251 ms for AAC audio file."),
				"ungrounded_figures");
	/* clauses a semicolon joins are one sentence for what points back */
	CHECK_STREQ(over(heights, 3, "publisher,heroes,no_height",
					 "DC: 66 of 224 records lack a height (29.5%); Marvel: 60 of 387 (15.5%).\n"
					 "Comparison: The difference is about 14 percentage points."), "grounded");
	CHECK_STREQ(over(heights, 3, "publisher,heroes,no_height",
					 "DC: 66 of 224 records lack a height (29.5%); Marvel: 60 of 387 (15.5%).\n"
					 "Comparison: The difference is about 19 percentage points."), "ungrounded_figures");
	/* a multiple of the two rates the paragraph states, in the order the sentence names the rows */
	CHECK_STREQ(over(heights, 3, "publisher,heroes,no_height",
					 "DC: 66 of 224 records lack a height (29.5%); Marvel: 60 of 387 (15.5%).\n"
					 "Assessment: The rate for DC is about 1.9 times that for Marvel."), "grounded");
	CHECK_STREQ(over(heights, 3, "publisher,heroes,no_height",
					 "DC: 66 of 224 records lack a height (29.5%); Marvel: 60 of 387 (15.5%).\n"
					 "Assessment: The rate for DC is about 2.6 times that for Marvel."), "ungrounded_figures");
	/* must not: the other way round */
	CHECK_STREQ(over(heights, 3, "publisher,heroes,no_height",
					 "DC: 66 of 224 records lack a height (29.5%); Marvel: 60 of 387 (15.5%).\n"
					 "Assessment: The rate for Marvel is about 1.9 times that for DC."), "ungrounded_figures");
	/* "Austria ($3,745.65) — together account for": the word is the subject's, not the bracketed figure's */
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "The three largest — Germany ($6,232.55), USA ($5,819.37) and Austria ($3,745.65) — together "
					 "account for $15,797.57 of freight."), "grounded");
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "The three largest — Germany ($6,232.55), USA ($5,819.37) and Austria ($3,745.65) — together "
					 "account for $17,797.57 of freight."), "ungrounded_figures");
	/* "the four" over a list its semicolons join */
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "Evidence: Sweden, $1,787.72; Denmark, $1,040.85; Finland, $636.11; Norway, $52.01.\n"
					 "Assessment: Combined, the four account for $3,516.69 of freight."), "grounded");
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "Evidence: Sweden, $1,787.72; Denmark, $1,040.85; Finland, $636.11; Norway, $52.01.\n"
					 "Assessment: Combined, the four account for $3,464.68 of freight."), "ungrounded_figures");
	/* "of the level recorded for the USA": that row is the whole */
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "The order count stood at 64 for Germany and 30 for the UK. "
					 "The figure for the UK reaches just under half of the level recorded for Germany."), "grounded");
	CHECK_STREQ(over(freight, 8, "country,orders,freight,late",
					 "The order count stood at 64 for Germany and 30 for the UK. "
					 "The figure for the UK reaches just under a third of the level recorded for Germany."),
				"ungrounded_figures");
	CHECK_STREQ(over(states, 3, "state,population,area",
					 "The figure for Texas reaches roughly a quarter of the level recorded for Guangdong."), "grounded");
	CHECK_STREQ(over(states, 3, "state,population,area",
					 "The figure for Texas reaches roughly a quarter of the level recorded for Florida."),
				"ungrounded_figures");
	/* a fraction restating the change the sentence before states, with its sign */
	CHECK_STREQ(over(eras, 2, "era,cars,avg_hp",
					 "Average horsepower was 117.5 hp in 1970-1975 and 91.3 hp in 1976-1982.\n"
					 "The movement is −26.2 hp in absolute terms (−22.3 per cent).\n"
					 "Put more loosely, average horsepower fell by just over a fifth."), "grounded");
	CHECK_STREQ(over(eras, 2, "era,cars,avg_hp",
					 "Average horsepower was 117.5 hp in 1970-1975 and 91.3 hp in 1976-1982.\n"
					 "The movement is −26.2 hp in absolute terms (−22.3 per cent).\n"
					 "Put more loosely, average horsepower rose by just over a fifth."), "ungrounded_figures");
	/* "for the 25% tier": a percentage naming the row by its key */
	CHECK_STREQ(over(tiers, 4, "discount,lines,gross",
					 "Gross line value stood at $750,698.61 for undiscounted lines and $131,918.09 for the 25% tier."),
				"grounded");
	CHECK_STREQ(over(tiers, 4, "discount,lines,gross",
					 "Gross line value stood at $750,698.61 for undiscounted lines and $131,918.09 for the 30% tier."),
				"ungrounded_figures");
	/* "30.45 mpg (Asian makers)": the name in brackets with a word more */
	CHECK_STREQ(over(cars, 3, "continent,cars,avg_mpg",
					 "Averages range from 19.73 mpg (American makers) to 30.45 mpg (Asian makers)."), "grounded");
	CHECK_STREQ(over(cars, 3, "continent,cars,avg_mpg",
					 "Averages range from 19.73 mpg (American makers) to 26.75 mpg (Asian makers)."),
				"ungrounded_figures");
	/* "4.92 million, equivalent to 116.0% of The Hanged Man's figure": the gap in the column's unit */
	CHECK_STREQ(over(episodes, 3, "episode,viewers_m",
					 "Viewership stood at 9.16 million for A Love of a Lifetime and 4.24 million for The Hanged Man.\n"
					 "The difference is 4.92 million, equivalent to 116.0% of The Hanged Man's figure."), "grounded");
	CHECK_STREQ(over(episodes, 3, "episode,viewers_m",
					 "Viewership stood at 9.16 million for A Love of a Lifetime and 4.24 million for The Hanged Man.\n"
					 "The difference is 4.92 million, equivalent to 53.7% of The Hanged Man's figure."),
				"ungrounded_figures");
}

/* A board memo: summary first, movements after, compounds, names with digits. */
static void
test_board_memos(void)
{
	const char *quarters = "[[\"1997-Q2\", 93, 143177.04], [\"1997-Q3\", 103, 153937.77], [\"1997-Q4\", 120, 181681.46]]";
	const char *cities = "[[\"United States\", 4, 9500000], [\"Brazil\", 1, 3000000], [\"India\", 1, 1200000]]";
	const char *playlists = "[[\"Music\", 6580], [\"90\xe2\x80\x99s Music\", 1477], [\"TV Shows\", 426]]";
	const char *cohorts = "[[\"M\", 24, 19.5], [\"F\", 10, 19.64]]";

	/* "a movement of $27,744": the difference with the row said before */
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "**Summary**\nNet revenue rose to $181,681.46 in Q4 1997.\n\n**Key movements**\n"
					 "The figure for Q3 1997 was $153,938, a movement of $27,744."), "grounded");
	/* a change of the column the sentence names: net revenue's 18.0%, never orders' 16.5% */
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "Net revenue rose to $181,681.46 in Q4 1997, an increase of 18.0% quarter on quarter."), "grounded");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "Net revenue rose to $181,681.46 in Q4 1997, an increase of 16.5% quarter on quarter."),
				"ungrounded_figures");
	/* must not: a change as an event ("after the change"), or a rate over a movement said later */
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "After the change, net revenue was $181,681.46 against $153,937.77 before."), "grounded");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "**Summary**\nNet revenue rose to $181,681.46 in Q4 1997, an increase of 15.3% quarter on quarter.\n\n"
					 "**Key movements**\nThe figure for Q3 1997 was $153,938, a movement of $27,744."),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "**Summary**\nNet revenue rose to $181,681.46 in Q4 1997.\n\n**Key movements**\n"
					 "The figure for Q3 1997 was $153,938, a movement of $38,504."), "ungrounded_figures");
	/* "on city population": the word naming cities modifies population */
	CHECK_STREQ(over(cities, 3, "country,cities,population",
					 "India trailed Brazil by 1,800,000 on city population, a shortfall of 60.0%."), "grounded");
	CHECK_STREQ(over(cities, 3, "country,cities,population",
					 "India trailed Brazil by 1,900,000 on city population."), "ungrounded_figures");
	/* must not: "late orders" still names late, not orders (the word is no singular of a plural name) */
	CHECK_STREQ(over("[[\"Margaret\", 151, 10], [\"Janet\", 127, 5], [\"Nancy\", 120, 2]]", 3, "employee,orders,late",
					 "Margaret holds 58.8% (10 of 17) of the late orders"), "grounded");
	/* "exceeded 90's Music": the digits of a row's name, whatever bound the words before seem to say */
	CHECK_STREQ(over(playlists, 3, "playlist,tracks", "Music exceeded 90\xe2\x80\x99s Music on tracks by 5,103."),
				"grounded");
	CHECK_STREQ(over(playlists, 3, "playlist,tracks",
					 "Music recorded 6,580 against 1,477 for 90\xe2\x80\x99s Music, a margin of 345.5% over "
					 "90\xe2\x80\x99s Music."), "grounded");
	CHECK_STREQ(over(playlists, 3, "playlist,tracks", "Music exceeded 80\xe2\x80\x99s Music on tracks by 5,103."),
				"ungrounded_figures");
	/* a conclusion said first, its operands in the section after */
	CHECK_STREQ(over(cohorts, 2, "sex,students,avg_age",
					 "**Summary**\nThe male cohort recorded more than twice the enrolment of the female cohort.\n\n"
					 "**Key movements**\nThe male cohort: 24. The female cohort: 10."), "grounded");
	CHECK_STREQ(over(cohorts, 2, "sex,students,avg_age",
					 "**Summary**\nThe male cohort recorded more than three times the enrolment of the female cohort.\n\n"
					 "**Key movements**\nThe male cohort: 24. The female cohort: 10."), "ungrounded_figures");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "tl;dr revenue up 18.0% QoQ\n- Q3 1997: $153,938\n- Q4 1997: $181,681"), "grounded");
	CHECK_STREQ(over(quarters, 3, "quarter,orders,net_revenue",
					 "tl;dr revenue up 21.0% QoQ\n- Q3 1997: $153,938\n- Q4 1997: $181,681"), "ungrounded_figures");
	/* "less than twice the units on order of Sweden": of the two rows, never one row's two columns */
	CHECK_STREQ(over("[[\"Sweden\", 389, 50], [\"UK\", 143, 160]]", 2, "country,units_in_stock,units_on_order",
					 "The UK recorded less than twice the units on order of Sweden.\nThe UK: 160. Sweden: 50."),
				"ungrounded_figures");
	CHECK_STREQ(over("[[\"Sweden\", 389, 50], [\"UK\", 143, 160]]", 2, "country,units_in_stock,units_on_order",
					 "The UK recorded more than three times the units on order of Sweden.\nThe UK: 160. Sweden: 50."),
				"grounded");
	CHECK_STREQ(over("[[\"Sweden\", 389, 50], [\"UK\", 143, 160]]", 2, "country,units_in_stock,units_on_order",
					 "The UK has on order about 1.1 times its units in stock."), "grounded");
	/* ", a late rate of 5.1%": the rate of the part and whole the clause before says */
	CHECK_STREQ(over("[[\"United Package\", 315, 16], [\"Federal Shipping\", 249, 9], [\"Speedy Express\", 245, 12]]", 3,
					 "shipper,orders,late",
					 "United Package delivered 16 of its 315 shipments after the required date, a late rate of 5.1%."),
				"grounded");
	CHECK_STREQ(over("[[\"United Package\", 315, 16], [\"Federal Shipping\", 249, 9], [\"Speedy Express\", 245, 12]]", 3,
					 "shipper,orders,late",
					 "United Package delivered 16 of its 315 shipments after the required date, a late rate of 43.2%."),
				"ungrounded_figures");
	/* "(218.1 cu in compared with 345.2 cu in)": a pair past a unit of two words */
	CHECK_STREQ(over("[[\"6\", 84, 218.1], [\"8\", 108, 345.2]]", 2, "cylinders,cars,avg_displ",
					 "Six-cylinder engines reached slightly more than 63% of the figure for eight-cylinder engines on "
					 "engine displacement (218.1 cu in compared with 345.2 cu in)."), "grounded");
	CHECK_STREQ(over("[[\"6\", 84, 218.1], [\"8\", 108, 345.2]]", 2, "cylinders,cars,avg_displ",
					 "Six-cylinder engines reached slightly more than 83% of the figure for eight-cylinder engines on "
					 "engine displacement (218.1 cu in compared with 345.2 cu in)."), "ungrounded_figures");
	/* must not: past the lead, or where the section after opens with no heading */
	CHECK_STREQ(over(cohorts, 2, "sex,students,avg_age",
					 "Enrolment is split by sex.\n\nThe male cohort recorded more than twice the enrolment of the female "
					 "cohort.\n\nThe male cohort: 24. The female cohort: 10."), "ungrounded_figures");
}

/*
 * A weekly newsletter: a bold run-in heading, a hedged ratio to one
 * in words over the bracketed pair after it, a pair marked "then" and
 * "now", a pair set against the average row.
 */
static void
test_newsletters(void)
{
	const char *cars = "[[\"usa\", 253], [\"japan\", 79], [\"germany\", 39]]";
	const char *units = "[[\"Latin\", 64, 80], [\"Rock\", 164, 176]]";
	const char *hp = "[[1970, 148.9], [1971, 101.3], [1980, 72.1]]";
	const char *genres = "[[\"Rock\", 826.65], [\"Latin\", 382.14], [\"Metal\", 261.36], [\"Jazz\", 79.2], "
		"[\"Blues\", 60.39], [\"Pop\", 27.72]]";

	/* "**Japan versus Germany.** Japan …": a run-in heading lists no rows; the pair is the two rows', in order */
	CHECK_STREQ(over(cars, 3, "country,cars",
					 "**Japan versus Germany.** Japan still outnumbers Germany about two to one on listings (79 to "
					 "39). That's 40 more."), "grounded");
	CHECK_STREQ(over(cars, 3, "country,cars",
					 "**Japan versus Germany.** Japan still outnumbers Germany about four to one on listings (79 to "
					 "39). That's 40 more."), "ungrounded_figures");
	CHECK_STREQ(over(cars, 3, "country,cars",
					 "**Japan versus Germany.** Japan still outnumbers Germany about two to one on listings (79 to "
					 "14)."), "ungrounded_figures");
	/* (a bold line that states the figures is a sentence like any other) */
	CHECK_STREQ(over("[[\"Germany\", 11], [\"France\", 9], [\"UK\", 7]]", 3, "country,customers",
					 "**Germany ahead of UK on customers: 11 vs. 7.**\nThat is 57% more than UK, a gap of 4."),
				"grounded");
	/* "(64 then, 80 now)": the change is from the first to the second, nothing else */
	CHECK_STREQ(over(units, 2, "genre,units_2024,units_2025",
					 "**Latin picks up.** Latin sales in 2025 grew by about a quarter on last year (64 then, 80 now)."),
				"grounded");
	CHECK_STREQ(over(units, 2, "genre,units_2024,units_2025",
					 "**Latin picks up.** Latin sales in 2025 grew by about 60% on last year (64 then, 80 now)."),
				"ungrounded_figures");
	CHECK_STREQ(over(units, 2, "genre,units_2024,units_2025",
					 "**Latin picks up.** Latin sales in 2025 came to about 1.25 times last year's (64 then, 80 now)."),
				"grounded");
	/* the "then" is the earlier time's, not the row the sentence names */
	CHECK_STREQ(over(hp, 3, "year,avg_hp",
					 "Average horsepower by 1980 fell by just over half over the decade (148.9 then, 72.1 now)."),
				"grounded");
	CHECK_STREQ(over(hp, 3, "year,avg_hp",
					 "Average horsepower by 1980 fell by just over half over the decade (101.3 then, 72.1 now)."),
				"ungrounded_figures");
	/* "**Time to reorder.** Seventeen …": the run-in heading still says what the figure counts */
	CHECK_STREQ(over("[[\"Seafood\", 3], [\"Beverages\", 2], [\"Condiments\", 2], [\"Dairy Products\", 3], "
					 "[\"Confections\", 4], [\"Produce\", 1], [\"Grains/Cereals\", 2]]", 7, "category,to_reorder",
					 "**Time to reorder.** Seventeen active products are at or below their reorder level, four of "
					 "them in Confections."), "grounded");
	CHECK_STREQ(over("[[\"Seafood\", 3], [\"Beverages\", 2], [\"Condiments\", 2], [\"Dairy Products\", 3], "
					 "[\"Confections\", 4], [\"Produce\", 1], [\"Grains/Cereals\", 2]]", 7, "category,to_reorder",
					 "**Time to reorder.** Nineteen active products are at or below their reorder level, four of "
					 "them in Confections."), "ungrounded_figures");
	/* "**Key movements.** The figure …": a movement from the figure the summary states */
	CHECK_STREQ(over("[[\"1997-Q4\", 12036.66], [\"1998-Q1\", 16750.57]]", 2, "quarter,discounts",
					 "**Summary.** Discounts granted rose to $16,750.57 in Q1 1998, an increase of 39.2% quarter on "
					 "quarter.\n\n**Key movements.** The figure for Q4 1997 was $12,037, a movement of $4,714."),
				"grounded");
	CHECK_STREQ(over("[[\"1997-Q4\", 12036.66], [\"1998-Q1\", 16750.57]]", 2, "quarter,discounts",
					 "**Summary.** Discounts granted rose to $16,750.57 in Q1 1998, an increase of 39.2% quarter on "
					 "quarter.\n\n**Key movements.** The figure for Q4 1997 was $12,037, a movement of $5,714."),
				"ungrounded_figures");
	/* "a bit more than one in four (108 of 406)": the bound holds of the part and whole bracketed */
	CHECK_STREQ(over("[[\"6\", 84], [\"8\", 108], [\"4\", 214]]", 3, "cylinders,cars",
					 "A bit more than one in four cars in our listings have eight cylinders (108 of 406)."), "grounded");
	CHECK_STREQ(over("[[\"6\", 84], [\"8\", 108], [\"4\", 214]]", 3, "cylinders,cars",
					 "A bit less than one in four cars in our listings have eight cylinders (108 of 406)."),
				"ungrounded_figures");
	/* "($382.14 against $272.91)" after "the average genre": the second is the column's mean */
	CHECK_STREQ(over(genres, 6, "genre,revenue",
					 "Latin has about 1.4 times the revenue of the average genre ($382.14 against $272.91)."),
				"grounded");
	CHECK_STREQ(over(genres, 6, "genre,revenue",
					 "Latin has about 1.4 times the revenue of the average genre ($382.14 against $261.36)."),
				"ungrounded_figures");
	CHECK_STREQ(over(genres, 6, "genre,revenue",
					 "Latin has about twice the revenue of the average genre ($382.14 against $272.91)."),
				"ungrounded_figures");
}

/*
 * An account review e-mail: a range's year said at its end, a quarter
 * compared with, a noun's modifiers naming a column, a bracketed pair after
 * a share, a multiple of two years' columns.
 */
static void
test_account_reviews(void)
{
	const char *quarters = "[[\"1996-Q3\", 79728.57], [\"1996-Q4\", 128355.4], [\"1997-Q1\", 138288.93], "
		"[\"1997-Q2\", 143177.04], [\"1997-Q3\", 153937.77], [\"1997-Q4\", 181681.46], [\"1998-Q1\", 298491.55], "
		"[\"1998-Q2\", 142132.31]]";
	const char *fares = "[[\"ORD\", 5, 200.0, 326.0], [\"JFK\", 3, 210.0, 383.33], [\"LAX\", 2, 255.0, 450.0]]";
	const char *units = "[[\"Seafood\", 1286, 2417], [\"Grains/Cereals\", 549, 1333], [\"Produce\", 549, 828]]";

	/* "from $153,938 in Q3 to $181,681.46 in Q4 1997": Q3 of 1997, so the gap is of those two */
	CHECK_STREQ(over(quarters, 8, "quarter,net_revenue",
					 "Your net revenue grew 18% quarter on quarter, from $153,938 in Q3 to $181,681.46 in Q4 1997.\n\n"
					 "That's $27,744 more than Q3."), "grounded");
	CHECK_STREQ(over(quarters, 8, "quarter,net_revenue",
					 "Your net revenue grew 128% quarter on quarter, from $79,729 in Q3 to $181,681.46 in Q4 1997."),
				"ungrounded_figures");
	/* "in Q3 1997, just over 7.5% up on Q2": the quarter compared with is 1997's, before it */
	CHECK_STREQ(over(quarters, 8, "quarter,net_revenue",
					 "Your net revenue came in at $153,938 in Q3 1997, just over 7.5% up on Q2 ($10,761 higher in "
					 "absolute terms)."), "grounded");
	CHECK_STREQ(over(quarters, 8, "quarter,net_revenue",
					 "Your net revenue came in at $153,938 in Q3 1997, just over 8.3% up on Q2 ($11,805 higher in "
					 "absolute terms)."), "ungrounded_figures");
	/* "the highest average round-trip fare": the modifiers name avg_round_trip, not the count of fares */
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "LAX has the highest average round-trip fare at $450.00."), "grounded");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "LAX came out ahead on average round-trip fare at $450.00, 38% more than ORD ($326.00)."),
				"grounded");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "LAX has the highest average round-trip fare at $255.00."), "ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "LAX has the highest average one-way fare at $450.00."), "ungrounded_figures");
	/* "61% of the average round trip ($200 vs. $326)": the pair's first is the subject's */
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "From ORD, your average one-way fare is 61% of the average round trip ($200 vs. $326)."),
				"grounded");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "At ORD, the one-way fare is 61% of the round trip ($210 vs. $326)."), "ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "From ORD, your average one-way fare is 163% of the average round trip ($200 vs. $326)."),
				"ungrounded_figures");
	/* over all rows, "every fare counted once": the mean weighted by the fares, not the plain mean */
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "- Average round-trip fare: $386.44 per fare (every fare counted once, not each airport equally)"),
				"ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_one_way,avg_round_trip",
					 "At ORD, the one-way fare is 61% of the round trip ($200 vs. $383.33)."), "ungrounded_figures");
	/* "one and a half times the H2 1996 figure": of one row, the column of the year said over the other's */
	CHECK_STREQ(over(units, 3, "category,units_h2_1996,units_h2_1997",
					 "Your Produce units in H2 1997 came to about one and a half times the H2 1996 figure (828 vs. "
					 "549), up 51% on last year."), "grounded");
	CHECK_STREQ(over(units, 3, "category,units_h2_1996,units_h2_1997",
					 "Produce units in H2 1996 came to about one and a half times the H2 1997 figure."),
				"ungrounded_figures");
	CHECK_STREQ(over(units, 3, "category,units_h2_1996,units_h2_1997",
					 "Grains/Cereals units in H2 1997 came to about one and a half times the H2 1996 figure."),
				"ungrounded_figures");
	CHECK_STREQ(over(units, 3, "category,units_h2_1996,units_h2_1997",
					 "Produce units in H2 1997 came to about one and a half times the H2 1996 figure (1,129 vs. 549)."),
				"ungrounded_figures");
	/* "a 26% increase": a change, never a count as it stands (Laura Callahan's 26 orders) */
	CHECK_STREQ(over("[[\"Margaret Peacock\", 36, 45], [\"Laura Callahan\", 28, 26], [\"Michael Suyama\", 14, 19]]", 3,
					 "rep,orders_h1,orders_h2",
					 "In H1 orders from Michael Suyama stood at 14; in H2 it was 19.\n\nThat's a 36% increase on the "
					 "first half, or 5 in real terms."), "grounded");
	CHECK_STREQ(over("[[\"Margaret Peacock\", 36, 45], [\"Laura Callahan\", 28, 26], [\"Michael Suyama\", 14, 19]]", 3,
					 "rep,orders_h1,orders_h2",
					 "In H1 orders from Michael Suyama stood at 14; in H2 it was 19.\n\nThat's a 26% increase on the "
					 "first half, or 5 in real terms."), "ungrounded_figures");
	/* (a column of changes holds them: "growth_pct") */
	CHECK_STREQ(over("[[\"Q1\", 26], [\"Q2\", 31]]", 2, "quarter,growth_pct", "Q1 saw a 26% increase."), "grounded");
	/* "just under 49.4% of the total": a share, never an amount past 100 */
	CHECK_STREQ(over("[[\"USA\", 523.06], [\"Brazil\", 190.10], [\"Chile\", 46.62], [\"Norway\", 39.62]]", 4,
					 "country,revenue", "Brazil contributed $190.10 to your revenue. That's about 23.8% of the "
					 "total."), "grounded");
	CHECK_STREQ(over("[[\"USA\", 523.06], [\"Brazil\", 190.10], [\"Chile\", 46.62], [\"Norway\", 39.62]]", 4,
					 "country,revenue", "Brazil contributed $190.10 to your revenue. That's just under 49.4% of the "
					 "total."), "ungrounded_figures");
	/* "6.09 million viewers, about 6,100,000 people": millions written out, over a column in millions */
	CHECK_STREQ(over("[[\"Winterland\", 6.09, 70], [\"Game Three\", 6.94, 61]]", 2, "episode,viewers_m,weekly_rank",
					 "Winterland drew 6.09 million viewers, about 6,100,000 people."), "grounded");
	CHECK_STREQ(over("[[\"Winterland\", 6.09, 70], [\"Game Three\", 6.94, 61]]", 2, "episode,viewers_m,weekly_rank",
					 "Winterland drew 6.09 million viewers, about 6,900,000 people."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Winterland\", 6.09, 70], [\"Game Three\", 6.94, 61]]", 2, "episode,viewers_m,weekly_rank",
					 "Winterland drew 6,093,412 viewers."), "ungrounded_figures");
	/* "($181,681.46) in net revenue over 60 customers": spread across them, 60 exactly */
	CHECK_STREQ(over("[[\"1997-Q4\", 60, 181681.46]]", 1, "quarter,active_customers,net_revenue",
					 "Q4 1997 brought in roughly $182k ($181,681.46) in net revenue over 60 active customers. That "
					 "works out to $3,028 per active customer."), "grounded");
	CHECK_STREQ(over("[[\"1997-Q4\", 60, 181681.46]]", 1, "quarter,active_customers,net_revenue",
					 "Q4 1997 brought in roughly $182k ($181,681.46) in net revenue over 66 active customers."),
				"ungrounded_figures");
}

/* A chat thread's replies: ratios to one, years by their last two digits, "give or take". */
static void
test_chat_thread_replies(void)
{
	const char *cats = "[[\"Seafood\", 12], [\"Confections\", 13], [\"Produce\", 5]]";
	const char *years = "[[1978, 36, 2862], [1979, 29, 3055], [1980, 29, 2437], [1981, 30, 2532]]";

	/* "Produce trails Confections ... 2.6 to 1": a ratio to one is the larger row over the smaller */
	CHECK_STREQ(over(cats, 3, "category,products",
					 "Produce trails Confections by 8 on products (61.5% less)\n"
					 "or if you want it as a ratio, 2.6 to 1"), "grounded");
	CHECK_STREQ(over(cats, 3, "category,products", "Produce trails Confections by 8 on products, a ratio of 2.6:1."),
				"grounded");
	CHECK_STREQ(over(cats, 3, "category,products",
					 "Produce trails Confections by 8 on products (61.5% less)\n"
					 "or if you want it as a ratio, 3.6 to 1"), "ungrounded_figures");
	/* must not: a multiple said in "times" keeps the order the words give */
	CHECK_STREQ(over(cats, 3, "category,products",
					 "Produce trails Confections by 8 on products; Produce has 2.6 times as many."),
				"ungrounded_figures");
	/* "from '79 to '80": a year by its last two digits names the year column's row */
	CHECK_STREQ(over(years, 4, "year,cars,avg_lbs",
					 "avg_lbs went from 3,055 lbs in '79 to 2,437 lbs in '80\nso down 20.2% year on year"), "grounded");
	CHECK_STREQ(over(years, 4, "year,cars,avg_lbs",
					 "avg_lbs went from 3,055 lbs in \u201979 to 2,437 lbs in \u201980, down 20.2%."), "grounded");
	CHECK_STREQ(over(years, 4, "year,cars,avg_lbs", "tl;dr '79 is ahead of '80 by 618 lbs on avg weight"), "grounded");
	CHECK_STREQ(over(years, 4, "year,cars,avg_lbs", "tl;dr '79 is ahead of '81 by 618 lbs on avg weight"),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 4, "year,cars,avg_lbs",
					 "avg_lbs went from 3,055 lbs in '79 to 2,437 lbs in '81, down 20.2%."), "ungrounded_figures");
	/* must not: two digits after an apostrophe in a word, or over a column of no years */
	CHECK_STREQ(over("[[79, 3055], [80, 2437]]", 2, "rank,avg_lbs", "rank '79 is ahead of '80 by 618 lbs."),
				"ungrounded_figures");
	/* "3,441 lbs, 1,560 kg, give or take": a hedge after the unit */
	CHECK_STREQ(over("[[1970, 35, 3441]]", 1, "year,cars,avg_lbs", "1970 cars averaged 3,441 lbs, 1,560 kg, give or take"),
				"grounded");
	CHECK_STREQ(over("[[1970, 35, 3441]]", 1, "year,cars,avg_lbs", "1970 cars averaged 3,441 lbs, 1,590 kg, give or take"),
				"ungrounded_figures");
	/* "73%" is no value of avg_kg: a percentage is never a cell in a physical unit */
	CHECK_STREQ(over("[[\"Male\", 519, 119.0], [\"Female\", 203, 74.7], [\"N/A\", 28, 132.6]]", 3, "gender,heroes,avg_kg",
					 "`heroes` total is 750, female has 203\nso female is just north of 73% of the roster"),
				"ungrounded_figures");
	CHECK_STREQ(over("[[\"Male\", 519, 119.0], [\"Female\", 203, 74.7], [\"N/A\", 28, 132.6]]", 3, "gender,heroes,avg_kg",
					 "`heroes` total is 750, female has 203\nso female is just north of 27% of the roster"), "grounded");
	/* "27.0% (10 of 151)": the part and whole bracketed right after a percentage are its own */
	CHECK_STREQ(over("[[\"Margaret\", 151, 10], [\"Janet\", 127, 5], [\"Nancy\", 120, 2]]", 3, "employee,orders,late",
					 "late rate for Margaret is 6.6% (10 of 151)"), "grounded");
	CHECK_STREQ(over("[[\"Margaret\", 151, 10], [\"Janet\", 127, 5], [\"Nancy\", 120, 2]]", 3, "employee,orders,late",
					 "late rate for Margaret is 58.8% (10 of 151)"), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Margaret\", 151, 10], [\"Janet\", 127, 5], [\"Nancy\", 120, 2]]", 3, "employee,orders,late",
					 "Margaret holds 58.8% (10 of 17) of the late orders"), "grounded");
	/* must not: a part bracketed that is no cell of the row named */
	CHECK_STREQ(over("[[\"Margaret\", 151, 10], [\"Janet\", 127, 5], [\"Nancy\", 120, 2]]", 3, "employee,orders,late",
					 "late rate for Janet is 7.9% (10 of 127)"), "ungrounded_figures");
	/* must not: a column of percentages in a unit's words still holds percentages */
	CHECK_STREQ(over("[[\"Male\", 519, 74.7], [\"Female\", 203, 25.3]]", 2, "gender,heroes,pct_over_100kg",
					 "Of the men, 74.7% weigh over 100 kg."), "grounded");
}

/* An incident postmortem's impact lines: parts of wholes, blast radius, rates compared. */
static void
test_postmortem_impact(void)
{
	const char *reps = "[[\"Margaret Peacock\", 156, 151, 10], [\"Janet Leverling\", 127, 127, 5], "
		"[\"Nancy Davolio\", 123, 120, 2]]";
	const char *lines = "[[\"Beverages\", 404, 158, 18658.77, 286526.95], [\"Meat/Poultry\", 173, 76, 15166.44, 178188.80], "
		"[\"Produce\", 136, 45, 5284.02, 105268.60]]";
	const char *years = "[[1970, 35, 11], [1971, 29, 7], [1972, 28, 11]]";
	const char *genres = "[[\"Rock\", 1297, 552], [\"TV Shows\", 93, 50], [\"Blues\", 81, 28]]";

	/* "6.4% of Margaret Peacock's orders (10 of 156) shipped late": the part's column from the words after */
	CHECK_STREQ(over(reps, 3, "rep,orders,shipped,late",
					 "- 6.4% of Margaret Peacock's orders (10 of 156) shipped late"), "grounded");
	CHECK_STREQ(over(reps, 3, "rep,orders,shipped,late",
					 "- 6.4% of Margaret Peacock's orders (10 of 151) shipped late"), "ungrounded_figures");
	CHECK_STREQ(over(reps, 3, "rep,orders,shipped,late",
					 "- 3.9% of Janet Leverling's orders (5 of 127) shipped late"), "grounded");
	CHECK_STREQ(over(reps, 3, "rep,orders,shipped,late",
					 "- 4.9% of Janet Leverling's orders (5 of 127) shipped late"), "ungrounded_figures");
	/* "158 order lines out of 404 carried a discount, or 39.1%" */
	CHECK_STREQ(over(lines, 3, "category,lines,discounted,discount_usd,gross_usd",
					 "Blast radius for Beverages: 158 order lines out of 404 carried a discount, or 39.1%"), "grounded");
	CHECK_STREQ(over(lines, 3, "category,lines,discounted,discount_usd,gross_usd",
					 "Blast radius for Beverages: 76 order lines out of 404 carried a discount, or 18.8%"),
				"ungrounded_figures");
	/* "All three model years: twenty-nine of 92 cars are heavy": no count is a calendar year */
	CHECK_STREQ(over(years, 3, "year,cars,heavy",
					 "All three model years: twenty-nine of 92 cars are heavy, about 31.5%"), "grounded");
	CHECK_STREQ(over(years, 3, "year,cars,heavy",
					 "All three model years: twenty-nine of 92 cars are heavy, about 35.5%"), "ungrounded_figures");
	/* must not: past another count ("on two (33.3%)" is no part of "three of the six") */
	CHECK_STREQ(over("[[\"Vaswani\", 3], [\"Summers\", 2], [\"Odersky\", 1]]", 3, "author,papers",
					 "Vaswani is on three of the six authorships (50%), Summers on two (33.3%)."), "grounded");
	/* a fraction restating the share the sentence before states for the same row */
	CHECK_STREQ(over(genres, 3, "genre,tracks,unsold",
					 "The incident affected 50 of 93 tracks for TV Shows (53.8%).\n"
					 "- Put simply: just over half of TV Shows' tracks have never been bought."), "grounded");
	CHECK_STREQ(over(genres, 3, "genre,tracks,unsold",
					 "The incident affected 50 of 93 tracks for TV Shows (53.8%).\n"
					 "- Put simply: just over a third of TV Shows' tracks have never been bought."),
				"ungrounded_figures");
	/* "Beverages, for comparison, leaked 6.5%": the ratio of the same two columns, for that row */
	CHECK_STREQ(over(lines, 3, "category,lines,discounted,discount_usd,gross_usd",
					 "Meat/Poultry gave away $15,166.44 on $178,188.80 of gross sales, 8.5% of list.\nImpact:\n"
					 "- Beverages, for comparison, leaked 6.5%."), "grounded");
	CHECK_STREQ(over(lines, 3, "category,lines,discounted,discount_usd,gross_usd",
					 "Meat/Poultry gave away $15,166.44 on $178,188.80 of gross sales, 8.5% of list.\nImpact:\n"
					 "- Beverages, for comparison, leaked 8.5%."), "ungrounded_figures");
	/* "Concentration: under half …" past a label line, restating the share above it */
	CHECK_STREQ(over(lines, 3, "category,lines,discounted,discount_usd,gross_usd",
					 "The top two hold $33,825.21 of the $39,109.23 discount total — 86.5% of it.\nImpact:\n"
					 "- Concentration: well over four fifths of discounts sit in two categories"), "grounded");
	CHECK_STREQ(over(lines, 3, "category,lines,discounted,discount_usd,gross_usd",
					 "The top two hold $33,825.21 of the $39,109.23 discount total — 86.5% of it.\nImpact:\n"
					 "- Concentration: under half of discounts sit in two categories"), "ungrounded_figures");
}

/* More of the auditor's lines: ratios with a colon, values side by side, overall rates. */
static void
test_auditor_ratios(void)
{
	const char *pubs = "[[\"Marvel Comics\", 387], [\"DC Comics\", 224], [\"Image Comics\", 14]]";
	const char *lakes = "[[\"Tanzania\", 2100], [\"China\", 1200], [\"Peru\", 900]]";
	const char *cars = "[[\"america\", 253, 19.73], [\"asia\", 79, 30.45], [\"europe\", 73, 26.75]]";
	const char *ships = "[[\"Federal Shipping\", 122, 11413.30, 4865.38], [\"Speedy Express\", 133, 8681.38, 5206.53], "
		"[\"United Package\", 153, 12374.00, 12122.10]]";
	const char *years = "[[2023, 83, 469.58], [2024, 83, 477.53], [2025, 80, 450.58]]";
	const char *media = "[[\"MPEG audio file\", 265574], [\"Protected MPEG-4 video file\", 2342940], "
		"[\"AAC audio file\", 276507]]";
	const char *tiers = "[[0, 1317, 750698.61, 0.00], [0.01, 1, 30.00, 0.30], [0.25, 154, 131918.09, 32979.52]]";

	/* "Marvel to DC is 1.7:1": a multiple written with a colon */
	CHECK_STREQ(over(pubs, 3, "publisher,heroes",
					 "The number of records stood at 387 for Marvel and 224 for DC. Expressed as a ratio, Marvel to DC "
					 "is 1.7:1."), "grounded");
	CHECK_STREQ(over(pubs, 3, "publisher,heroes",
					 "The number of records stood at 387 for Marvel and 224 for DC. Expressed as a ratio, Marvel to DC "
					 "is 5.5:1."), "ungrounded_figures");
	/* must not: a time of day */
	CHECK_STREQ(over(pubs, 3, "publisher,heroes", "Marvel had 387 records at 10:15."), "grounded");
	/* "2,100 sq km for Tanzania and 900 sq km for China": China's value, never the gap */
	CHECK_STREQ(over(lakes, 3, "country,area",
					 "Recorded lake area stood at 2,100 sq km for Tanzania and 1,200 sq km for China."), "grounded");
	CHECK_STREQ(over(lakes, 3, "country,area",
					 "Recorded lake area stood at 2,100 sq km for Tanzania and 900 sq km for China."),
				"ungrounded_figures");
	/* "taking each car once": the weighted mean, never the plain mean of the averages */
	CHECK_STREQ(over(cars, 3, "continent,cars,avg_mpg",
					 "Taking each car once (405 in all), the average fuel economy is 23.09 mpg."), "grounded");
	CHECK_STREQ(over(cars, 3, "continent,cars,avg_mpg",
					 "Taking each car once (405 in all), the average fuel economy is 25.64 mpg."), "ungrounded_figures");
	/* "across all your shippers, $79.58 per order": a column's total over the count column's total */
	CHECK_STREQ(over(ships, 3, "shipper,orders_1997,freight_1997,freight_1998",
					 "Across all your shippers, the average is $79.58 per order."), "grounded");
	CHECK_STREQ(over(ships, 3, "shipper,orders_1997,freight_1997,freight_1998",
					 "Across all your shippers, the average is $79.90 per order."), "ungrounded_figures");
	/* must not: of one shipper's row, no total */
	CHECK_STREQ(over(ships, 3, "shipper,orders_1997,freight_1997,freight_1998",
					 "Speedy Express averaged $79.58 per order."), "ungrounded_figures");
	/* "83 invoices were raised in 2025": the row the sentence ends on */
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "80 invoices were raised in 2025."), "grounded");
	CHECK_STREQ(over(years, 3, "year,invoices,revenue", "83 invoices were raised in 2025."), "ungrounded_figures");
	/* "the gap of about 2,077,000 is about 782% of MP3s' length": of the gap said before it */
	CHECK_STREQ(over(media, 3, "media_type,avg_ms",
					 "Your videos average 2,342,940 ms, MP3s 265,574.\n\n"
					 "Quick tip: the gap of about 2,077,000 is about 782% of MP3s' length."), "grounded");
	CHECK_STREQ(over(media, 3, "media_type,avg_ms",
					 "Your videos average 2,342,940 ms, MP3s 265,574.\n\n"
					 "Quick tip: the gap of about 2,077,000 is about 682% of MP3s' length."), "ungrounded_figures");
	/* "(2.17:1, 256 against 118)": a multiple of the pair after it */
	CHECK_STREQ(over("[[\"Marvel Comics\", 256, 118], [\"DC Comics\", 143, 77]]", 2, "publisher,good,bad",
					 "At Marvel the good outnumber the bad by just over two to one (2.17:1, 256 against 118)."),
				"grounded");
	CHECK_STREQ(over("[[\"Marvel Comics\", 256, 118], [\"DC Comics\", 143, 77]]", 2, "publisher,good,bad",
					 "At Marvel the good outnumber the bad by just over two to one (2.71:1, 256 against 118)."),
				"ungrounded_figures");
	/* "That's about nine times MP3s' 265,574": of the figure its base holds, over the one before */
	CHECK_STREQ(over(media, 3, "media_type,avg_ms",
					 "Your videos average 2,342,940 ms. That's about nine times MP3s' 265,574."), "grounded");
	CHECK_STREQ(over(media, 3, "media_type,avg_ms",
					 "Your videos average 2,342,940 ms. That's about six times MP3s' 265,574."), "ungrounded_figures");
	/* "That is 2 times Sweden's figure": a whole number in digits, to the nearest one */
	CHECK_STREQ(over("[[\"Brazil\", 83], [\"Sweden\", 37], [\"Italy\", 28]]", 3, "country,orders",
					 "Brazil took 83 orders against 37 at Sweden. That is 2 times Sweden's figure."), "grounded");
	CHECK_STREQ(over("[[\"Brazil\", 83], [\"Sweden\", 37], [\"Italy\", 28]]", 3, "country,orders",
					 "Brazil took 83 orders against 37 at Sweden. That is 3 times Sweden's figure."),
				"ungrounded_figures");
	/* a fraction in words is no small amount of a column of amounts ($0.30 is not "a third") */
	CHECK_STREQ(over(tiers, 3, "discount,lines,gross,discount_granted",
					 "The 25% tier's gross reaches just under a third of the level recorded for undiscounted lines."),
				"ungrounded_figures");
}

/*
 * A segment script read aloud: a multiple after a pair set against each
 * other, recaps that say the body again, stage directions, a question and
 * its short answer, shares in words of one row's two columns.
 */
static void
test_podcast_scripts(void)
{
	const char *genres = "[[\"Rock\", 1297, 552], [\"Latin\", 579, 239], [\"Metal\", 374, 143]]";
	const char *fares = "[[\"Helicopter\", 120], [\"Taxi\", 50], [\"Bus\", 30]]";
	const char *cats = "[[\"Beverages\", 35386.88, 89606.12, 1021, 2381], [\"Confections\", 19316.91, 43785.8, "
		"1313, 1795], [\"Meat/Poultry\", 17402.35, 30929.18, 701, 527]]";
	const char *cat_cols = "category,net_q1_97,net_q1_98,units_q1_97,units_q1_98";
	const char *months = "[[\"1997-05\", 32, 53781.29], [\"1997-06\", 30, 36362.8], [\"1997-07\", 33, 51020.86]]";
	const char *reps = "[[\"Andrew Fuller\", 41, 70444.14], [\"Robert King\", 36, 60471.19]]";
	const char *pubs = "[[\"Marvel Comics\", 384, 118, 111], [\"DC Comics\", 223, 60, 63], [\"Image Comics\", 13, 11, 2]]";
	const char *stadiums = "[[\"Hampden Park\", 52500], [\"Somerset Park\", 11998], [\"Stark's Park\", 10104], "
		"[\"Glebe Park\", 3960], [\"Balmoor\", 4000]]";

	/* "A against B — that's more than double": the first over the second, and nothing else */
	CHECK_STREQ(over(genres, 3, "genre,tracks,never_sold",
					 "Rock had 1,297 tracks against 579 for Latin — that's more than double."), "grounded");
	CHECK_STREQ(over(genres, 3, "genre,tracks,never_sold",
					 "Rock had 1,297 tracks against 579 for Latin — that's more than triple."), "ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "mode,cost",
					 "The helicopter costs $120 against $30 for the bus, about four times as much."), "grounded");
	/* (the second over the first is no such multiple, however it is turned round) */
	CHECK_STREQ(over(fares, 3, "mode,cost",
					 "The bus costs $30 against $120 for the helicopter — that's about four times as much."),
				"ungrounded_figures");
	/* "To sum up:" is a recap's lead-in, no total; the recap says the change of the sentences before */
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Units of meat and poultry sold came in at 527 in the first quarter of 1998.\n\n[pause]\n\nIn "
					 "the same quarter of 1997, it was 701.\n\nTo sum up: meat and poultry units down just shy of 25 "
					 "percent."), "grounded");
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Units of meat and poultry sold came in at 527 in the first quarter of 1998.\n\n[pause]\n\nIn "
					 "the same quarter of 1997, it was 701.\n\nTo sum up: meat and poultry units down just shy of 40 "
					 "percent."), "ungrounded_figures");
	/* a body figure said before its base: the recap after it, which holds, says the same */
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Units of meat and poultry sold came in at 527 in the first quarter of 1998, down by about a "
					 "quarter on the year before.\n\nIn the same quarter of 1997, it was 701.\n\nTo sum up: meat and "
					 "poultry units down just shy of 25 percent."), "grounded");
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Units of meat and poultry sold came in at 527 in the first quarter of 1998, down by about a "
					 "third on the year before.\n\nIn the same quarter of 1997, it was 701.\n\nTo sum up: meat and "
					 "poultry units down just shy of 25 percent."), "ungrounded_figures");
	/* a later sentence that is no recap says nothing of one before ("at 10.5% of" is the complement) */
	CHECK_STREQ(over("[[\"1997-10\", 38], [\"1997-11\", 34]]", 2, "month,orders",
					 "- Oct 1997: 38 → Nov 1997: 34\n- Nov 1997 at 10.5% of Oct 1997\n\nSpeaker notes: In "
					 "percentage terms that's −10.5%, or 4 in absolute terms."), "ungrounded_figures");
	/* a recap's close bound says again a change said before, a bound too */
	CHECK_STREQ(over("[[\"Austria\", 2, 57401.84], [\"France\", 11, 45263.38]]", 2, "country,customers,net_sales",
					 "Austria beat France on net sales by not quite 27 percent. That's $57,402 to $45,263.\n\nLet's "
					 "run that back: Austria ahead of France by just over a quarter."), "grounded");
	CHECK_STREQ(over("[[\"Austria\", 2, 57401.84], [\"France\", 11, 45263.38]]", 2, "country,customers,net_sales",
					 "Austria beat France on net sales by not quite 27 percent. That's $57,402 to $45,263.\n\nLet's "
					 "run that back: Austria ahead of France by just over a third."), "ungrounded_figures");
	/* "or 32 percent" after an amount less than May's: the change, no month's 32 orders */
	CHECK_STREQ(over(months, 3, "month,orders,net_sales",
					 "Net sales in June: $36,363. That's right around seventeen thousand four hundred dollars less "
					 "than in May, or 32 percent."), "grounded");
	CHECK_STREQ(over(months, 3, "month,orders,net_sales",
					 "Net sales in June: $36,363. That's right around seventeen thousand four hundred dollars less "
					 "than in May, or 30 percent."), "ungrounded_figures");
	CHECK_STREQ(over(months, 3, "month,orders,net_sales", "June sales came in at 33 percent of the year's."),
				"ungrounded_figures");
	/* a question and its short answer are one sentence: the question says what the figure is */
	CHECK_STREQ(over(reps, 2, "rep,orders,net_sales",
					 "So what does Andrew Fuller bring in per order? $1,718.15. That's $70,444 in net sales spread "
					 "over 41 orders."), "grounded");
	CHECK_STREQ(over(reps, 2, "rep,orders,net_sales",
					 "So what does Andrew Fuller bring in per order? $1,918.15. That's $70,444 in net sales spread "
					 "over 41 orders."), "ungrounded_figures");
	CHECK_STREQ(over(reps, 2, "rep,orders,net_sales", "Andrew Fuller brought in $70,444. Robert King? $70,444."),
				"ungrounded_figures");
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Beverages comes in at $89,606 on first-quarter net sales, Confections at $43,786. So how much "
					 "bigger is Beverages than Confections? About two times."), "grounded");
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Beverages comes in at $89,606 on first-quarter net sales, Confections at $43,786. So how much "
					 "bigger is Beverages than Confections? About four times."), "ungrounded_figures");
	/* (a question that compares nothing makes no multiple of "two times": it is narration) */
	CHECK_STREQ(over(cats, 3, cat_cols,
					 "Beverages comes in at $89,606 on first-quarter net sales. How often did we check? Two times."),
				"grounded");
	/* a share in words of one row's two columns, and the percentage that says it again */
	CHECK_STREQ(over(pubs, 3, "publisher,heroes,villains,women",
					 "Women make up just over a quarter of Marvel's characters — that's 28.9 percent, if you're "
					 "keeping score."), "grounded");
	CHECK_STREQ(over(pubs, 3, "publisher,heroes,villains,women",
					 "Women make up just over a third of Marvel's characters — that's 28.9 percent, if you're "
					 "keeping score."), "ungrounded_figures");
	CHECK_STREQ(over(pubs, 3, "publisher,heroes,villains,women",
					 "How many DC characters are villains? A bit more than one in every four. That's 60 out of 223."),
				"grounded");
	CHECK_STREQ(over(pubs, 3, "publisher,heroes,villains,women",
					 "How many DC characters are villains? A bit more than one in every four. That's 63 out of 223."),
				"ungrounded_figures");
	/* an amount in a recap says again one stated before, of the row it names */
	CHECK_STREQ(over(stadiums, 5, "stadium,capacity",
					 "Hampden Park sits at 52,500 seats — about three times the average. The average stadium comes "
					 "in at 16,512.\n\nSo, to recap: the average stadium, north of sixteen thousand seats."), "grounded");
	CHECK_STREQ(over(stadiums, 5, "stadium,capacity",
					 "Hampden Park sits at 52,500 seats — about three times the average. The average stadium comes "
					 "in at 16,512.\n\nSo, to recap: the average stadium, north of twenty thousand seats."),
				"ungrounded_figures");
	CHECK_STREQ(over(stadiums, 5, "stadium,capacity",
					 "Hampden Park sits at 52,500 seats — about five times the average."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Jane Peacock\", 833.04], [\"Steve Johnson\", 720.16]]", 2, "rep,revenue",
					 "Jane Peacock beat Steve Johnson on revenue by right around 15.7 percent. That's $833.04 to "
					 "$720.16.\n\nThe short version: Jane Peacock, north of thirteen hundred and thirty dollars."),
				"ungrounded_figures");
	/* "Germany, the US and Austria … between them": an item's article is the item's */
	CHECK_STREQ(over("[[\"Germany\", 117320.16], [\"USA\", 114845.26], [\"Austria\", 57401.84], "
					 "[\"France\", 45263.38]]", 4, "country,net_sales",
					 "Germany, the USA and Austria brought in roughly two hundred and ninety thousand dollars "
					 "between them."), "grounded");
	CHECK_STREQ(over("[[\"Germany\", 117320.16], [\"USA\", 114845.26], [\"Austria\", 57401.84], "
					 "[\"France\", 45263.38]]", 4, "country,net_sales",
					 "Germany, the USA and France brought in roughly four hundred thousand dollars "
					 "between them."), "ungrounded_figures");
	/* "the top three account for over half": the three together, never a ratio of two of them (44 of 80) */
	CHECK_STREQ(over("[[\"Steve Harris\", 80], [\"U2\", 44], [\"Jagger/Richards\", 35], [\"Billy Corgan\", 31], "
					 "[\"Kurt Cobain\", 26], [\"Chris Cornell\", 23]]", 6, "composer,tracks",
					 "The top three account for under two thirds of the tracks (Steve Harris, U2 and "
					 "Jagger/Richards: 159 of 239)."), "grounded");
	CHECK_STREQ(over("[[\"Steve Harris\", 80], [\"U2\", 44], [\"Jagger/Richards\", 35], [\"Billy Corgan\", 31], "
					 "[\"Kurt Cobain\", 26], [\"Chris Cornell\", 23]]", 6, "composer,tracks",
					 "The top three account for well over three quarters of the tracks (Steve Harris, U2 and "
					 "Jagger/Richards: 159 of 239)."), "ungrounded_figures");
	/* said aloud again, rounded: "call it $830", "$826 and change" */
	CHECK_STREQ(over("[[\"Rock\", 826.65], [\"Latin\", 382.14]]", 2, "genre,revenue",
					 "A: Rock brought in $826.65 — call it $830. Latin, $382 and change."), "grounded");
	CHECK_STREQ(over("[[\"Rock\", 826.65], [\"Latin\", 382.14]]", 2, "genre,revenue",
					 "A: Rock brought in $826.65 — call it $900."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Rock\", 826.65], [\"Latin\", 382.14]]", 2, "genre,revenue",
					 "A: Latin brought in $383 and change."), "ungrounded_figures");
	/* "beat B by right around 58 percent": past the hedge, the excess over B */
	CHECK_STREQ(over("[[\"Virgin America\", 500.0], [\"American\", 316.67]]", 2, "airline,avg_round_trip",
					 "Virgin America beat American on the average round trip by right around 58 percent. That's "
					 "$500.00 to $316.67."), "grounded");
	CHECK_STREQ(over("[[\"Virgin America\", 500.0], [\"American\", 316.67]]", 2, "airline,avg_round_trip",
					 "Virgin America beat American on the average round trip by right around 37 percent. That's "
					 "$500.00 to $316.67."), "ungrounded_figures");
	/* a recap's ratio of two rows is of the column the answer quoted, not another that happens to hold */
	CHECK_STREQ(over("[[\"gm\", 93, 124.6], [\"volkswagen\", 30, 68.9]]", 2, "maker,cars,avg_hp",
					 "GM averaged 124.6 horsepower. Volkswagen? 68.9.\n\nQuick recap: GM, about two to one over "
					 "Volkswagen."), "grounded");
	CHECK_STREQ(over("[[\"gm\", 93, 124.6], [\"volkswagen\", 30, 68.9]]", 2, "maker,cars,avg_hp",
					 "GM averaged 124.6 horsepower. Volkswagen? 68.9.\n\nQuick recap: GM, about three to one over "
					 "Volkswagen."), "ungrounded_figures");
	/* "not 261.3, which is what you get if you just average the genres": the plain mean, said as such */
	CHECK_STREQ(over("[[\"Rock\", 1297, 283.9], [\"Latin\", 579, 232.9], [\"Metal\", 374, 309.7]]", 3,
					 "genre,tracks,avg_seconds",
					 "Put all 2,250 tracks together, and the average track length is 275.1 seconds — not 275.5 "
					 "seconds, which is what you get if you just average the three genres and let the small ones "
					 "count as much as the big ones."), "grounded");
	CHECK_STREQ(over("[[\"Rock\", 1297, 283.9], [\"Latin\", 579, 232.9], [\"Metal\", 374, 309.7]]", 3,
					 "genre,tracks,avg_seconds",
					 "Put all 2,250 tracks together, and the average track length is 275.5 seconds — not 275.1 "
					 "seconds, which is what you get if you just average the three genres and let the small ones "
					 "count as much as the big ones."), "ungrounded_figures");
}

/* A business review's notes: bullets, a takeaway after caveats, keys and codes, units switched. */
static void
test_review_notes(void)
{
	const char *fares = "[[\"AA\", 3, 316.67], [\"UA\", 2, 340.0], [\"AS\", 1, 400.0], [\"VX\", 1, 500.0], "
		"[\"WN\", 1, 350.0], [\"HA\", 1, 400.0]]";
	const char *quarters = "[[\"Beverages\", 23102.55, 89606.12], [\"Confections\", 21660.7, 43785.8], "
		"[\"Produce\", 22301.01, 15730.0]]";
	const char *years = "[[\"1970\", 148.9, 3441], [\"1973\", 130.5, 3419], [\"1978\", 99.7, 2862], "
		"[\"1982\", 78.8, 2454]]";
	const char *accounts = "[[\"QUICK-Stop\", 61109.91], [\"Save-a-lot Markets\", 57713.57], "
		"[\"Ernst Handel\", 48096.26], [\"Mère Paillarde\", 23332.31], [\"Hungry Owl\", 20454.4]]";
	const char *quarter_rows = "[[\"2024-Q4\", 21, 117.86], [\"2025-Q1\", 19, 102.96], [\"2025-Q2\", 19, 108.9], "
		"[\"2025-Q3\", 21, 112.86], [\"2025-Q4\", 21, 125.86]]";
	const char *paragraph_rows = "[[\"0\", 5], [\"1\", 6], [\"2\", 3], [\"3\", 1]]";
	const char *category_rows = "[[\"Beverages\", 23102.55, 89606.12], [\"Dairy Products\", 35706.32, 42831.17], "
		"[\"Meat/Poultry\", 27999.8, 30929.18], [\"Seafood\", 20675.59, 34395.9], [\"Condiments\", 16174.79, "
		"21805.14], [\"Confections\", 21660.7, 43785.8], [\"Grains/Cereals\", 14060.7, 19408.24], [\"Produce\", "
		"22301.01, 15730.0]]";

	/* a threshold restated over no rows: "100+", in words past ten, in the column's own unit */
	CHECK_STREQ(over_sql("[]", 0, "pid", "SELECT pid FROM publication WHERE citation_num > 100",
						 "Papers with 100+ citations: none yet"), "zero_rows_acknowledged");
	CHECK_STREQ(over_sql("[]", 0, "pid", "SELECT pid FROM publication WHERE citation_num < 100",
						 "Papers with 100+ citations: none yet"), "ungrounded_figures");
	CHECK_STREQ(over_sql("[]", 0, "name,age", "SELECT name, age FROM singer WHERE age >= 60",
						 "Singers sixty or older: none on the roster"), "zero_rows_acknowledged");
	CHECK_STREQ(over_sql("[]", 0, "name,age", "SELECT name, age FROM singer WHERE age >= 60",
						 "Singers seventy or older: none on the roster"), "ungrounded_figures");
	CHECK_STREQ(over_sql("[]", 0, "episode,viewers_m", "SELECT episode, viewers_m FROM tv WHERE viewers_m > 9.5",
						 "Episodes above 9.5M viewers: none"), "zero_rows_acknowledged");
	CHECK_STREQ(over_sql("[]", 0, "episode,viewers_m", "SELECT episode, viewers_m FROM tv WHERE viewers_m > 9.5",
						 "Episodes above 9.8M viewers: none"), "ungrounded_figures");
	/* a constant kept by equality names the rows kept: "at 100", never "above 100" */
	CHECK_STREQ(over_sql("[[\"Intelligence\", 623, 56]]", 1, "attribute,scored,maxed",
						 "SELECT a, count(*), count(*) FILTER (WHERE v = 100) FROM h GROUP BY 1",
						 "Intelligence at 100: 56 of 623 scored characters."), "grounded");
	CHECK_STREQ(over_sql("[[\"Intelligence\", 623, 56]]", 1, "attribute,scored,maxed",
						 "SELECT a, count(*), count(*) FILTER (WHERE v = 100) FROM h GROUP BY 1",
						 "Intelligence at 90: 56 of 623 scored characters."), "ungrounded_figures");
	CHECK_STREQ(over_sql("[[\"Intelligence\", 623, 56]]", 1, "attribute,scored,maxed",
						 "SELECT a, count(*), count(*) FILTER (WHERE v = 100) FROM h GROUP BY 1",
						 "Intelligence above 100: 56 of 623 scored characters."), "ungrounded_figures");

	/* a takeaway after caveats that state no figure sets the last pair's rows against each other */
	CHECK_STREQ(over(fares, 6, "airline,fares,avg_round_trip",
					 "- VX: $500.00 avg round trip (vs. AA at $316.67)\n\nWatch items\n- VX has a single fare on "
					 "file\n\nTakeaway: VX ahead by ~$183"), "grounded");
	CHECK_STREQ(over(fares, 6, "airline,fares,avg_round_trip",
					 "- VX: $500.00 avg round trip (vs. AA at $316.67)\n\nWatch items\n- VX has a single fare on "
					 "file\n\nTakeaway: VX ahead by ~$213"), "ungrounded_figures");
	/* past three such sentences the pair is out of reach */
	CHECK_STREQ(over(fares, 6, "airline,fares,avg_round_trip",
					 "- VX: $500.00 avg round trip (vs. AA at $316.67)\n\nWatch items\n- VX has a single fare on "
					 "file\n- prices are stale\n- carriers reprice weekly\n- fares are one-way too\n- taxes are left "
					 "out\n\nTakeaway: VX ahead by ~$183"),
				"ungrounded_figures");

	/* the total line of a share column: 100% of the whole its line states */
	CHECK_STREQ(over("[[\"Marvel Comics\", 387, 118], [\"DC Comics\", 224, 60]]", 2, "publisher,characters,villains",
					 "| Marvel | Characters | Share |\n|---|---:|---:|\n| Marvel villains | 118 | 30.5% |\n"
					 "| Total | 387 | 100% |"), "grounded");
	CHECK_STREQ(over("[[\"Marvel Comics\", 387, 118], [\"DC Comics\", 224, 60]]", 2, "publisher,characters,villains",
					 "| Marvel | Characters | Share |\n|---|---:|---:|\n| Marvel villains | 118 | 30.5% |\n"
					 "| Total | 224 | 100% |"), "ungrounded_figures");

	/* "s per track" over a column of means: the mean is per unit already, "track" its divisor */
	CHECK_STREQ(over("[[\"MPEG audio file\", 3034, 265.6], [\"AAC audio file\", 11, 276.5]]", 2,
					 "media_type,tracks,avg_s", "- MPEG audio: 265.6 s per track on avg (north of 4.4 min)"),
				"grounded");
	CHECK_STREQ(over("[[\"MPEG audio file\", 3034, 265.6], [\"AAC audio file\", 11, 276.5]]", 2,
					 "media_type,tracks,avg_s", "- AAC audio file: 265.6 s per track"), "ungrounded_figures");

	/* a hyphenated first word names its row ("Save-a-lot") */
	CHECK_STREQ(over(accounts, 5, "account,net_sales",
					 "- QUICK-Stop $61,110 vs. Save-a-lot $57,713.57 \xe2\x86\x92 QUICK-Stop ~6% ahead\n  - "
					 "\xce\x94 $3,396"), "grounded");
	CHECK_STREQ(over(accounts, 5, "account,net_sales",
					 "- QUICK-Stop $61,110 vs. Save-a-lot $57,713.57 \xe2\x86\x92 QUICK-Stop ~27% ahead"),
				"ungrounded_figures");

	/* two columns of periods, a quarter and a year each: the later over the earlier, as said */
	CHECK_STREQ(over(quarters, 3, "category,q4_1997,q1_1998", "Beverages: Q1 1998 at nearly four times Q4 1997."),
				"grounded");
	CHECK_STREQ(over(quarters, 3, "category,q4_1997,q1_1998", "Beverages: Q4 1997 at nearly four times Q1 1998."),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 3, "category,q4_1997,q1_1998", "Beverages: Q1 1998 at nearly three times Q4 1997."),
				"ungrounded_figures");

	/* "Avg weight" names avg_weight_lb, not every avg_ column: the change is of weight */
	CHECK_STREQ(over(years, 4, "model_year,avg_hp,avg_weight_lb",
					 "- Avg weight down just over 28% over the decade (1973 3,419 lb \xe2\x86\x92 1982 2,454 lb)"),
				"grounded");
	CHECK_STREQ(over(years, 4, "model_year,avg_hp,avg_weight_lb",
					 "- Avg weight down just over 39% over the decade (1973 3,419 lb \xe2\x86\x92 1982 2,454 lb)"),
				"ungrounded_figures");

	/* a gap of two columns is of one unit; the same number in another unit restates neither */
	CHECK_STREQ(over("[[\"150+ hp\", 71, 13.13, 4218]]", 1, "band,cars,avg_mpg,avg_weight_lb",
					 "- 150+ hp band: 4,218 lb avg (north of 4,200 kg)"), "ungrounded_figures");
	CHECK_STREQ(over("[[\"150+ hp\", 71, 13.13, 4218]]", 1, "band,cars,avg_mpg,avg_weight_lb",
					 "- 150+ hp band: 4,218 lb avg (north of 1,900 kg)"), "grounded");
	CHECK_STREQ(over("[[\"Egypt\", 1, 1000], [\"Russia\", 1, 800]]", 2, "country,rivers,longest_km",
					 "- Egypt's river: 1,000 km (~1,000 mi)"), "ungrounded_figures");
	CHECK_STREQ(over("[[\"Egypt\", 1, 1000], [\"Russia\", 1, 800]]", 2, "country,rivers,longest_km",
					 "- Egypt's river: 1,000 km (~621 mi)"), "grounded");
	CHECK_STREQ(over("[[\"Egypt\", 1, 1000], [\"Russia\", 1, 800]]", 2, "country,rivers,longest_km",
					 "- Egypt's river: 1,000 km, or 1,000 kilometres"), "grounded");

	/* a key written with a hash, a code said after "ID": of the rows' key column, or flagged */
	CHECK_STREQ(over("[[10865, \"QUICK-Stop\", 16387.5]]", 1, "order_id,account,net_sales",
					 "- Biggest single order: #10865 (QUICK-Stop), $16,387.50 net"), "grounded");
	CHECK_STREQ(over("[[10865, \"QUICK-Stop\", 16387.5]]", 1, "order_id,account,net_sales",
					 "- Biggest single order: #11182 (QUICK-Stop), $16,387.50 net"), "ungrounded_figures");
	CHECK_STREQ(over("[[\"QUICK-Stop\", 16387.5]]", 1, "account,net_sales",
					 "- Biggest single order: #11182 (QUICK-Stop), $16,387.50 net"), "grounded");
	CHECK_STREQ(over("[[\"QUICK\", \"QUICK-Stop\"]]", 1, "customer_id,company_name",
					 "- Top account = QUICK-Stop (ID QUICK)"), "grounded");
	CHECK_STREQ(over("[[\"QUICK\", \"QUICK-Stop\"]]", 1, "customer_id,company_name",
					 "- Top account = QUICK-Stop (ID QUICX)"), "ungrounded_figures");
	CHECK_STREQ(over("[[\"QUICK\", \"QUICK-Stop\"]]", 1, "code,company_name", "- Top account = QUICK-Stop (ID QUICX)"),
				"no_figures");

	/* the number of a row's name, said as its name beside a named column ("vs. 150+ hp at 13.13") */
	CHECK_STREQ(over("[[\"under 100 hp\", 232, 28.07], [\"100-149 hp\", 103, 18.59], [\"150+ hp\", 71, 13.13]]", 3,
					 "band,cars,avg_mpg", "- Sub-100 hp: 28.07 avg mpg (vs. 150+ hp at 13.13)"), "grounded");
	CHECK_STREQ(over("[[\"under 100 hp\", 232, 28.07], [\"100-149 hp\", 103, 18.59], [\"150+ hp\", 71, 13.13]]", 3,
					 "band,cars,avg_mpg", "- Sub-100 hp: 28.07 avg mpg (vs. 160+ hp at 13.13)"), "ungrounded_figures");

	/* a year alone is its quarters' rows where another year's are listed: their sum, a quarter's share of it */
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue", "Revenue in 2025 totalled $450.58."), "grounded");
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue", "Revenue in 2025 totalled $568.44."),
				"ungrounded_figures");
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue", "Q4: ~28% of 2025 revenue"), "grounded");
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue", "Q4: ~26% of 2025 revenue"), "ungrounded_figures");
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue", "Q4: ~26% of 2025 invoices"), "grounded");
	/* a change over the period is between its rows, no value of the period */
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue",
					 "Revenue was $102.96 in Q1 2025 and $125.86 in Q4 2025. Quarterly revenue rose roughly 22 per "
					 "cent over the course of 2025."), "grounded");
	CHECK_STREQ(over(quarter_rows, 5, "quarter,invoices,revenue",
					 "Revenue was $102.96 in Q1 2025 and $125.86 in Q4 2025. Quarterly revenue rose roughly 32 per "
					 "cent over the course of 2025."), "ungrounded_figures");

	/* "5 of 15 = 33.3%", on its line or the sub-bullet under it; "of all paragraphs" is another whole */
	CHECK_STREQ(over(paragraph_rows, 4, "paragraphs,documents", "Empty documents: 5 of 15\n  - = 33.3% of documents"),
				"grounded");
	CHECK_STREQ(over(paragraph_rows, 4, "paragraphs,documents", "Empty documents: 5 of 15\n  - = 36.3% of documents"),
				"ungrounded_figures");
	CHECK_STREQ(over(paragraph_rows, 4, "paragraphs,documents", "Empty documents: 5 of 15, or 33.3% of documents"),
				"grounded");
	CHECK_STREQ(over(paragraph_rows, 4, "paragraphs,documents", "Empty documents: 5 of 15, or 33.3% of all paragraphs"),
				"ungrounded_figures");

	/* "Meat & Poultry" names "Meat/Poultry"; a sub-bullet's signed points are its parent's move */
	CHECK_STREQ(over(category_rows, 8, "category,q4_1997,q1_1998",
					 "- Meat & Poultry share of net sales: 15.4% (Q4) \xe2\x86\x92 10.4% (Q1)\n  - -5 pts QoQ"), "grounded");
	CHECK_STREQ(over(category_rows, 8, "category,q4_1997,q1_1998",
					 "- Meat & Poultry share of net sales: 15.4% (Q4) \xe2\x86\x92 10.4% (Q1)\n  - +5 pts QoQ"),
				"ungrounded_figures");
	CHECK_STREQ(over(category_rows, 8, "category,q4_1997,q1_1998",
					 "- Meat & Poultry share of net sales: 15.4% (Q4) \xe2\x86\x92 12.4% (Q1)"), "ungrounded_figures");
}

/* An OKR review: key results against targets the rows hold, scores, quarters said without their year. */
static void
test_okr_reviews(void)
{
	const char *quarters = "[[\"1996-Q4\", 152, 208083.97], [\"1997-Q1\", 92, 138288.93], [\"1997-Q2\", 93, 143177.04], "
		"[\"1997-Q3\", 103, 153937.77], [\"1997-Q4\", 120, 181681.46]]";
	const char *cols = "quarter,orders,net_sales";
	const char *stock = "[[\"Beverages\", 559, 60], [\"Confections\", 386, 130], [\"Seafood\", 701, 120]]";
	const char *late = "[[\"1997-Q1\", 92, 9.22, 5], [\"1997-Q2\", 93, 9.0, 4], [\"1997-Q3\", 103, 8.24, 5], "
		"[\"1997-Q4\", 120, 9.18, 8]]";
	const char *late_cols = "quarter,orders,avg_days_to_ship,late";
	const char *shippers = "[[\"Federal Shipping\", 255, 8.53], [\"Speedy Express\", 249, 8.57], "
		"[\"United Package\", 326, 9.23]]";
	const char *viewers = "[[\"A Love of a Lifetime\", \"5.8\", 9, \"9.16\"], [\"Friendly Skies\", \"5.3\", 9, \"8.23\"], "
		"[\"Game Three\", \"4.4\", 7, \"6.94\"], [\"The Year of the Rabbit\", \"4.3\", 7, \"6.75\"], [\"Keepers\", \"3.7\", 6, "
		"\"5.75\"], [\"Double Down\", \"3.4\", 6, \"5.13\"]]";

	/* a quarter of one row gives its year to the next said without one; none of that year: the one held */
	CHECK_STREQ(over(quarters, 5, cols, "Net sales: $153,938 (Q3), $181,681 (Q4)."), "grounded");
	CHECK_STREQ(over(quarters, 5, cols, "Net sales: $153,938 (Q3), $208,084 (Q4)."), "ungrounded_figures");
	CHECK_STREQ(over(quarters, 5, cols, "Q4 1997 orders at 120, 1.17x Q3"), "grounded");
	CHECK_STREQ(over(quarters, 5, cols, "Q4 1997 orders at 120, 1.27x Q3"), "ungrounded_figures");
	/* "Q4 1996's $208,084 — actual $138,289": the possessive's figure, the other one the other row's */
	CHECK_STREQ(over(quarters, 5, cols,
					 "KR1: grow Q1 1997 net sales to Q4 1996's $208,084 \xe2\x80\x94 actual $138,289 (attainment 66%)"),
				"grounded");
	CHECK_STREQ(over(quarters, 5, cols, "KR1: grow Q1 1997 net sales to Q4 1996's $138,289 \xe2\x80\x94 actual $208,084"),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 5, cols, "Q1 1997 and Q4 1996 had $138,289 and $208,084."), "grounded");
	CHECK_STREQ(over(quarters, 5, cols, "Q1 1997 and Q4 1996 had $208,084 and $138,289."), "ungrounded_figures");
	/* a score is the attainment as a fraction, or the one figure over the other */
	CHECK_STREQ(over(quarters, 5, cols,
					 "KR1: Q1 1997 net sales $138,289 vs a target of $208,084 (Q4 1996) \xe2\x80\x94 66% attainment, "
					 "score 0.7"), "grounded");
	CHECK_STREQ(over(quarters, 5, cols,
					 "KR1: Q1 1997 net sales $138,289 vs a target of $208,084 (Q4 1996) \xe2\x80\x94 66% attainment, "
					 "score 0.9"), "ungrounded_figures");
	CHECK_STREQ(over(quarters, 5, cols, "KR2: Q1 1997 orders 92 against 152 in Q4 1996. Score: 0.6."), "grounded");
	CHECK_STREQ(over(quarters, 5, cols, "KR2: Q1 1997 orders 92 against 152 in Q4 1996. Score: 0.8."),
				"ungrounded_figures");
	/* a fraction said as no score is no ratio by that reading */
	CHECK_STREQ(over(quarters, 5, cols, "KR2: Q1 1997 orders 92 against 152 in Q4 1996. Weight: 0.6."),
				"ungrounded_figures");

	/* a figure restated in full digits, hedged as a bound ("9.16M viewers, so a hair under 9,200,000") */
	CHECK_STREQ(over(viewers, 6, "episode,rating,share,viewers_m", "The pilot drew 9.16M viewers, so a hair under 9,200,000 people."),
				"grounded");
	CHECK_STREQ(over(viewers, 6, "episode,rating,share,viewers_m", "The pilot drew 9.16M viewers, so just over 9,300,000 people."),
				"ungrounded_figures");
	CHECK_STREQ(over(viewers, 6, "episode,rating,share,viewers_m",
					 "Friendly Skies drew 8.23 million viewers, just over 8,200,000 people."), "grounded");
	CHECK_STREQ(over(viewers, 6, "episode,rating,share,viewers_m",
					 "Friendly Skies drew 8.23 million viewers, just under 8,200,000 people."), "ungrounded_figures");

	/* a coarse multiple of the two figures its sentence states; a score past the goal is 1.0 */
	CHECK_STREQ(over(stock, 3, "category,units_in_stock,reorder_floor",
					 "Confections stock sits at 386, roughly three times its 130 floor."), "grounded");
	CHECK_STREQ(over(stock, 3, "category,units_in_stock,reorder_floor",
					 "Confections stock sits at 386, roughly four times its 130 floor."), "ungrounded_figures");
	CHECK_STREQ(over(stock, 3, "category,units_in_stock,reorder_floor",
					 "Confections stock sits at 386, 297% of its 130 floor (score 1.0)."), "grounded");
	CHECK_STREQ(over(stock, 3, "category,units_in_stock,reorder_floor",
					 "Confections stock sits at 386, 297% of its 130 floor (score 0.9)."), "ungrounded_figures");

	/* "vs last quarter" is the row before; a year inside a period's name is no count of the clause */
	CHECK_STREQ(over(late, 4, late_cols, "Q4 orders 120 (+17 vs last quarter)."), "grounded");
	CHECK_STREQ(over(late, 4, late_cols, "Q4 orders 120 (+27 vs last quarter)."), "ungrounded_figures");
	CHECK_STREQ(over(late, 4, late_cols, "Late orders: 8 of 120 in Q4 1997 (6.7%)."), "grounded");
	CHECK_STREQ(over(late, 4, late_cols, "Late orders: 8 of 120 in Q4 1997 (7.7%)."), "ungrounded_figures");
	/* "up from 5 of 103 (4.9%) in Q3": the period pointed at past the figure's bracket */
	CHECK_STREQ(over(late, 4, late_cols,
					 "Late orders rose to 8 of 120 (6.7%) in Q4 1997, up from 5 of 103 (4.9%) in Q3 (+1.8 pts)."),
				"grounded");
	CHECK_STREQ(over(late, 4, late_cols,
					 "Late orders rose to 8 of 120 (6.7%) in Q4 1997, up from 5 of 93 (5.4%) in Q3 (+1.3 pts)."),
				"ungrounded_figures");
	/* a coarse gap in a bracket after a figure, against the one before, the way its word says */
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days_to_ship",
					 "United Package ships in 9.23 days on average; Federal 8.53 days (0.7 days faster)."), "grounded");
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days_to_ship",
					 "United Package ships in 9.23 days on average; Federal 8.53 days (0.7 days slower)."),
				"ungrounded_figures");
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days_to_ship",
					 "United Package ships in 9.23 days on average; Federal 8.53 days (0.9 days faster)."),
				"ungrounded_figures");
}

/* An investor-relations call read aloud: questions and answers in turn, aliases, pairs set side by side. */
static void
test_call_transcripts(void)
{
	const char *offices = "[[\"USA\", 5, 302, 456460.78], [\"UK\", 4, 106, 160624.42]]";
	const char *office_cols = "office,reps,orders,net_sales";
	const char *lists = "[[\"Music\", 3290], [\"90\u2019s Music\", 1477], [\"TV Shows\", 213]]";
	const char *fleet = "[[\"B777\", 8555], [\"B747\", 8555], [\"CRJ200\", 1735]]";
	const char *cyls = "[[\"4\", 207, 76.6], [\"6\", 84, 100.3], [\"8\", 108, 158.5]]";
	const char *halves = "[[\"first half\", 185, 73], [\"second half\", 223, 78]]";
	const char *episodes = "[[\"Friendly Skies\", 8.23], [\"Game Three\", 6.94], [\"Keepers\", 5.75]]";
	const char *cats = "[[\"Dairy Products\", 40980.45, 66340.52], [\"Meat/Poultry\", 28813.66, 48640.31], "
		"[\"Seafood\", 19391.23, 46288.15], [\"Beverages\", 47919.0, 42555.4], [\"Grains/Cereals\", 9507.92, "
		"29305.22], [\"Condiments\", 17900.38, 102589.3]]";
	const char *years = "[[\"1996\", 152, 7], [\"1997\", 408, 22], [\"1998\", 270, 8]]";
	const char *lines = "[[\"0%\", 1317], [\"5%\", 185], [\"10%\", 173], [\"25%\", 480]]";
	const char *sexes = "[[\"Male\", 519], [\"Female\", 203], [\"N/A\", 28]]";
	const char *panel = "[[\"M\", 24, 19.5], [\"F\", 10, 19.7]]";
	const char *stadiums = "[[\"Hampden Park\", 52500], [\"Somerset Park\", 11998], [\"Stark's Park\", 10104], "
		"[\"Glebe Park\", 3960], [\"Balmoor\", 4000], [\"Bayview\", 2000], [\"Forthbank\", 3808], "
		"[\"Recreation Park\", 3100], [\"Gayfield Park\", 4125]]";

	/* a second clause's subject of its own, no row ("the London office"): its figure is that subject's */
	CHECK_STREQ(over(offices, 2, office_cols,
					 "The US office booked $456,461 in net sales, and the London office came in at $160,624.42. So "
					 "that's nearly three to one."), "grounded");
	CHECK_STREQ(over(offices, 2, office_cols,
					 "The US office booked $456,461 in net sales, and the London office came in at $160,624.42. So "
					 "that's nearly four to one."), "ungrounded_figures");
	CHECK_STREQ(over(offices, 2, office_cols,
					 "The US office booked $456,461 in net sales, and the London office came in at $170,000.42."),
				"ungrounded_figures");
	/* "against 106 for the London office"; but "(50,000 vs. 12,000) in area" names a measure, no subject */
	CHECK_STREQ(over(offices, 2, office_cols,
					 "The US office took 302 orders, against 106 for the London office. So the gap is 196 orders."),
				"grounded");
	CHECK_STREQ(over("[[\"Tokyo\", 2190], [\"Guangdong\", 179800], [\"Hokkaido\", 83450], [\"Osaka\", 1905]]", 4,
					 "region,area", "Tokyo is 15.0% higher than Osaka (2,190 vs. 1,905) in area."), "grounded");
	CHECK_STREQ(over("[[\"Tokyo\", 2190], [\"Guangdong\", 179800], [\"Hokkaido\", 83450], [\"Osaka\", 1905]]", 4,
					 "region,area", "Tokyo is 115.5% higher than Osaka (179,800 vs. 83,450) in area."),
				"ungrounded_figures");
	/* "the nineties list" names "90's Music": a row's cell stays that row's */
	CHECK_STREQ(over(lists, 3, "playlist,tracks",
					 "The main Music playlist carries 3,290 tracks, and the nineties list came in at 1,477. So "
					 "that's better than two to one."), "grounded");
	CHECK_STREQ(over(lists, 3, "playlist,tracks",
					 "The main Music playlist carries 3,290 tracks, and the nineties list came in at 213."),
				"ungrounded_figures");
	/* the digits of a row's name name it ("The 777"); a bound ratio to one is read and held */
	CHECK_STREQ(over(fleet, 3, "aircraft,range_miles",
					 "The 777 has a range of 8,555 miles, and the CRJ200 came in at 1,735 miles. So that's about "
					 "five to one."), "grounded");
	CHECK_STREQ(over(fleet, 3, "aircraft,range_miles",
					 "The 777 has a range of 8,555 miles, and the CRJ200 came in at 1,735 miles. So that's better "
					 "than six to one."), "ungrounded_figures");
	/* "the 787": a model's number with an article names its row, whatever column the sentence names */
	CHECK_STREQ(over("[[\"B777\", 8555], [\"B787\", 7530], [\"CRJ200\", 1735]]", 3, "aircraft,range_miles",
					 "The 787 has a range of 7,530 miles."), "grounded");
	CHECK_STREQ(over("[[\"B777\", 8555], [\"B787\", 7530], [\"CRJ200\", 1735]]", 3, "aircraft,range_miles",
					 "The 787 has a range of 8,555 miles."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"B777\", 8555], [\"B787\", 7530], [\"CRJ200\", 1735]]", 3, "aircraft,range_miles",
					 "What is the range of the 787?"), "grounded");
	/* "The V8s average 158.5": a subject the rows do not hold, opening the sentence */
	CHECK_STREQ(over(cyls, 3, "cylinders,cars,avg_hp",
					 "The V8s average 158.5 horsepower, and the four-cylinders came in at 76.6. So that's about two "
					 "to one."), "grounded");
	CHECK_STREQ(over(cyls, 3, "cylinders,cars,avg_hp",
					 "The V8s average 158.5 horsepower, and the four-cylinders came in at 76.6. So that's about "
					 "four to one."), "ungrounded_figures");
	/* a coarse change between the two rows named, in the column of the cell the sentence states */
	CHECK_STREQ(over(halves, 2, "half,orders,customers",
					 "Customers ordering came in at 78 in the second half, up roughly seven percent on the first "
					 "half."), "grounded");
	CHECK_STREQ(over(halves, 2, "half,orders,customers",
					 "Customers ordering came in at 78 in the second half, up roughly twenty percent on the first "
					 "half."), "ungrounded_figures");
	/* "Down, just under sixteen percent", the pair said in the next sentence */
	CHECK_STREQ(over(episodes, 3, "episode,viewers_m",
					 "Down, just under sixteen percent week on week. We were at 6.94 million for Game Three, "
					 "against 8.23 million for Friendly Skies."), "grounded");
	CHECK_STREQ(over(episodes, 3, "episode,viewers_m",
					 "Down, just under twenty percent week on week. We were at 6.94 million for Game Three, "
					 "against 8.23 million for Friendly Skies."), "ungrounded_figures");
	/* a multiple in the sentence after the pair; "meat and poultry" is "Meat/Poultry" */
	CHECK_STREQ(over(cats, 6, "category,h2_1996,h2_1997",
					 "In the second half of 1997, grains and cereals came to $29,305, against $9,508 in the second "
					 "half of 1996. So about triple what it was in the second half of 1996."), "grounded");
	CHECK_STREQ(over(cats, 6, "category,h2_1996,h2_1997",
					 "In the second half of 1997, grains and cereals came to $29,305, against $9,508 in the second "
					 "half of 1996. So about double what it was in the second half of 1996."), "ungrounded_figures");
	CHECK_STREQ(over(cats, 6, "category,h2_1996,h2_1997",
					 "Dairy products, meat and poultry and seafood accounted for just over $160,000 between them "
					 "in the second half of 1997."), "grounded");
	CHECK_STREQ(over(cats, 6, "category,h2_1996,h2_1997",
					 "Dairy products, meat and poultry and seafood accounted for just over $180,000 between them "
					 "in the second half of 1997."), "ungrounded_figures");
	/* "Beverage net sales": a plural name in the singular */
	CHECK_STREQ(over(cats, 6, "category,h2_1996,h2_1997",
					 "Beverage net sales came in at $42,555 in the second half of 1997, down 11.2 percent year on "
					 "year."), "grounded");
	CHECK_STREQ(over(cats, 6, "category,h2_1996,h2_1997",
					 "Beverage net sales came in at $42,555 in the second half of 1997, down 21.2 percent year on "
					 "year."), "ungrounded_figures");
	/* "That's up 214.3 percent": a change of the chain's subject, from the other row it named */
	CHECK_STREQ(over(years, 3, "order_year,orders,late",
					 "In 1997, late shipments came to 22, against 7 in 1996. That's up 214.3 percent."), "grounded");
	CHECK_STREQ(over(years, 3, "order_year,orders,late",
					 "In 1997, late shipments came to 22, against 7 in 1996. That's up 241.3 percent."),
				"ungrounded_figures");
	/* "22 out of 408": two cells of the row, written as they are; and a rough share its colon details */
	CHECK_STREQ(over(years, 3, "order_year,orders,late", "In 1997, 22 out of 408 orders shipped late."), "grounded");
	CHECK_STREQ(over(years, 3, "order_year,orders,late", "In 1997, 22 out of 270 orders shipped late."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 3, "order_year,orders,late",
					 "Roughly one in every nineteen orders in 1997 shipped after the required date: 22 out of 408."),
				"grounded");
	CHECK_STREQ(over(years, 3, "order_year,orders,late",
					 "Roughly one in every ten orders in 1997 shipped after the required date: 22 out of 408."),
				"ungrounded_figures");
	/* a rough share asked for again, and answered exactly */
	CHECK_STREQ(over(lines, 4, "discount_level,lines",
					 "A: Full-price lines made up about three fifths of all order lines.\n\nQ: Can you be more "
					 "precise?\n\nA: It's 61.1 percent, 1,317 of 2,155."), "grounded");
	CHECK_STREQ(over(lines, 4, "discount_level,lines",
					 "A: Full-price lines made up about two thirds of all order lines.\n\nQ: Can you be more "
					 "precise?\n\nA: It's 61.1 percent, 1,317 of 2,155."), "ungrounded_figures");
	/* an answer to a question, under a speaker's label, opening on its figure */
	CHECK_STREQ(over(sexes, 3, "gender,characters",
					 "Data lead: A bit more than one in every four characters are women: 203 out of 750.\n\n"
					 "Analyst: As a percentage?\n\nData lead: 27.1 percent."), "grounded");
	CHECK_STREQ(over(sexes, 3, "gender,characters",
					 "Data lead: A bit more than one in every four characters are women: 203 out of 750.\n\n"
					 "Analyst: As a percentage?\n\nData lead: 29.1 percent."), "ungrounded_figures");
	CHECK_STREQ(over(stadiums, 9, "stadium,capacity",
					 "Hampden comes in at 52,500 seats.\n\nAnalyst: How big a difference is that?\n\nData lead: "
					 "About five times the average."), "grounded");
	CHECK_STREQ(over(stadiums, 9, "stadium,capacity",
					 "Hampden comes in at 52,500 seats.\n\nAnalyst: How big a difference is that?\n\nData lead: "
					 "About seven times the average."), "ungrounded_figures");
	/* a row's share where the sentence states its part; not the complement */
	CHECK_STREQ(over(panel, 2, "sex,students,avg_age",
					 "Women number 10, which is just over twenty-nine percent of the panel."), "grounded");
	CHECK_STREQ(over(panel, 2, "sex,students,avg_age", "There are 10 women, 70.6 percent of the panel."),
				"ungrounded_figures");
	/* the unit said before the figure; a cell of kg is no weight in pounds */
	CHECK_STREQ(over("[[\"Fin Fang Foom\", 18000], [\"Groot\", 4000]]", 2, "character,weight_kg",
					 "Fin Fang Foom, at 18,000 kilograms. In pounds, not quite 40,000."), "grounded");
	CHECK_STREQ(over("[[\"Fin Fang Foom\", 18000], [\"Groot\", 4000]]", 2, "character,weight_kg",
					 "Fin Fang Foom, at 18,000 kilograms. In pounds, not quite 39,000."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"2001\", 12.0], [\"2003\", 9.3]]", 2, "pet_id,kg", "Pet 2003 weighs 9.3 kilograms."),
				"grounded");
	CHECK_STREQ(over("[[\"2001\", 12.0], [\"2003\", 9.3]]", 2, "pet_id,kg", "Pet 2003 weighs 9.3 pounds."),
				"ungrounded_figures");
	/* "In the same quarter of 1997, it was 814": "it" past a lead-in is the row before, not another's */
	CHECK_STREQ(over("[[\"Meat/Poultry\", 701, 527], [\"Condiments\", 814, 936]]", 2,
					 "category,units_q1_97,units_q1_98",
					 "Units of meat and poultry sold came in at 527 in the first quarter of 1998.\n\nIn the same "
					 "quarter of 1997, it was 701."), "grounded");
	CHECK_STREQ(over("[[\"Meat/Poultry\", 701, 527], [\"Condiments\", 814, 936]]", 2,
					 "category,units_q1_97,units_q1_98",
					 "Units of meat and poultry sold came in at 527 in the first quarter of 1998.\n\nIn the same "
					 "quarter of 1997, it was 814."), "ungrounded_figures");
	/* "rose a touch over 40 percent" is a rise: not the fall over the other base */
	CHECK_STREQ(over("[[\"Condiments\", 13026.07, 21805.14], [\"Produce\", 9061.32, 15730.0]]", 2,
					 "category,net_q1_97,net_q1_98",
					 "Condiment net sales rose a touch over 67 percent on the year before, from $13,026 to $21,805."),
				"grounded");
	CHECK_STREQ(over("[[\"Condiments\", 13026.07, 21805.14], [\"Produce\", 9061.32, 15730.0]]", 2,
					 "category,net_q1_97,net_q1_98",
					 "Condiment net sales rose a touch over 40 percent on the year before, from $13,026 to $21,805."),
				"ungrounded_figures");
	/* "4,400 metres and change" is a little over 4,400 */
	CHECK_STREQ(over("[[\"Mount Whitney\", 4421], [\"Mount Fuji\", 3776]]", 2, "peak,elevation_m",
					 "For Whitney, 4,400 metres and change."), "grounded");
	CHECK_STREQ(over("[[\"Mount Whitney\", 4421], [\"Mount Fuji\", 3776]]", 2, "peak,elevation_m",
					 "For Whitney, 4,500 metres and change."), "ungrounded_figures");
}

/*
 * An OKR review read whole: a ratio to one said of the pair before it, a
 * mean over a blend, attainment as the actual over its target, a table's
 * target and share columns, a move written with an arrow, figures read in
 * millions, a unit restated either way of counting bytes.
 */
static void
test_okr_scorecards(void)
{
	const char *orders = "[[\"USA\", 39, 3841.72], [\"Germany\", 34, 3610.67], [\"France\", 20, 1271.84], "
		"[\"UK\", 14, 508.45]]";
	const char *oc = "country,orders,freight";
	const char *shippers = "[[\"United Package\", 153, 10.17], [\"Speedy Express\", 133, 8.57], "
		"[\"Federal Shipping\", 122, 7.7]]";
	const char *reps = "[[\"Margaret Park\", 20, 168.3], [\"Jane Peacock\", 21, 156.43], [\"Steve Johnson\", 18, 125.85]]";
	const char *years = "[[\"2021\", 449.46, 22], [\"2022\", 481.45, 20], [\"2023\", 469.58, 18], [\"2024\", 477.53, 20], "
		"[\"2025\", 450.58, 21]]";
	const char *yc = "fy,revenue,countries";
	const char *stock = "[[\"Seafood\", 12, 701, 145, 120], [\"Beverages\", 12, 559, 195, 60], "
		"[\"Dairy Products\", 10, 393, 110, 140]]";
	const char *sc = "category,products,stock,reorder_floor,on_order";
	const char *quarters = "[[\"1997-Q3\", 103, 153937.77, 5], [\"1997-Q4\", 120, 181681.46, 8]]";
	const char *qc = "quarter,orders,net_sales,late";
	const char *eras = "[[\"1970-74\", 3216], [\"1975-78\", 3023], [\"1979-82\", 2616]]";
	const char *shows = "[[\"Pilot\", 5.8, 9.16], [\"Second\", 5.3, 8.23], [\"Third\", 4.4, 6.94], [\"Finale\", 4.3, 4.24]]";
	const char *fares = "[[\"ORD\", 5, 326.0], [\"JFK\", 3, 383.33], [\"LAX\", 2, 450.0]]";
	const char *lists = "[[\"Music\", 3290, 26189.5], [\"TV Shows\", 213, 85758.7], [\"Classical\", 75, 368.8]]";
	const char *peaks = "[[\"Nepal\", 8, 10000, 1000], [\"Pakistan\", 2, 9000, 5000]]";
	const char *flying = "[[\"AA\", 19300], [\"UA\", 13700], [\"F9\", 10000], [\"VX\", 20000], [\"WN\", 15000], "
		"[\"AS\", 8000]]";
	const char *rivers = "[[\"Rhine\", 900, \"Germany\"], [\"Volga\", 800, \"Russia\"], [\"Danube\", 700, \"Germany\"], "
		"[\"Po\", 3100, \"Italy\"]]";

	/* a ratio to one after the pair it is of, the larger first; "about two" is near two, not 1 to 3 */
	CHECK_STREQ(over(orders, 4, oc, "KR1: H2 orders: USA 39, France 20 \xe2\x80\x94 about two to one"), "grounded");
	CHECK_STREQ(over(orders, 4, oc, "KR1: H2 orders: USA 39, France 20 \xe2\x80\x94 about three to one"),
				"ungrounded_figures");
	CHECK_STREQ(over(orders, 4, oc, "USA had 39 orders and UK 14, better than two to one."), "grounded");
	CHECK_STREQ(over(orders, 4, oc, "USA had 39 orders and Germany 34, about two to one."), "ungrounded_figures");

	/* "blended over 408 shipments" spreads over them: no bound */
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days", "Days to ship, blended over 408 shipments: 8.91 days."),
				"grounded");
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days", "Days to ship, blended over 480 shipments: 8.91 days."),
				"ungrounded_figures");
	/* but "well over 400 shipments" is still a bound */
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days", "The carriers made well over 400 shipments."),
				"grounded");
	CHECK_STREQ(over(shippers, 3, "shipper,shipments,avg_days", "The carriers made well over 410 shipments."),
				"ungrounded_figures");

	/* a sub-bullet "blended across" every row, under one row's line: the sum over the sum */
	CHECK_STREQ(over(reps, 3, "rep,customers,revenue",
					 "- Jane: $156.43 revenue / 21 customers = $7.45 per customer\n"
					 "  - blended across the three owners: $7.64 per customer"), "grounded");
	CHECK_STREQ(over(reps, 3, "rep,customers,revenue",
					 "- Jane: $156.43 revenue / 21 customers = $7.45 per customer\n"
					 "  - blended across the three owners: $8.12 per customer"), "ungrounded_figures");
	CHECK_STREQ(over(reps, 3, "rep,customers,revenue",
					 "- Jane: $156.43 revenue / 21 customers = $7.45 per customer\n"
					 "  - a second look: $7.64 per customer"), "ungrounded_figures");

	/* attainment: the actual over its target, that way round */
	CHECK_STREQ(over(years, 5, yc, "KR1: beat FY2024 revenue ($477.53) \xe2\x80\x94 actual $450.58 (attainment 94%)"),
				"grounded");
	CHECK_STREQ(over(years, 5, yc, "KR1: beat FY2024 revenue ($477.53) \xe2\x80\x94 actual $450.58 (attainment 106%)"),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 5, yc,
					 "| KR | Target | Actual | % to goal |\n|---|---:|---:|---:|\n| FY2025 revenue | $477.53 | $450.58 | 94% |"),
				"grounded");
	CHECK_STREQ(over(years, 5, yc,
					 "| KR | Target | Actual | % to goal |\n|---|---:|---:|---:|\n| FY2025 revenue | $477.53 | $450.58 | 106% |"),
				"ungrounded_figures");
	/* a table's target is any value of the row its line names; no other row's */
	CHECK_STREQ(over(stock, 3, sc,
					 "| KR | Target | Actual | % to goal |\n|---|---:|---:|---:|\n| Dairy on order | 110 | 140 | 127% |"),
				"grounded");
	CHECK_STREQ(over(stock, 3, sc,
					 "| KR | Target | Actual | % to goal |\n|---|---:|---:|---:|\n| Dairy on order | 145 | 140 | 97% |"),
				"ungrounded_figures");
	/* a pair after a colon is of the columns its label names */
	CHECK_STREQ(over(stock, 3, sc, "Beverages on order to cover the reorder floor: 60 against 195."), "grounded");
	CHECK_STREQ(over(stock, 3, sc, "Beverages on order to cover the reorder floor: 559 against 195."),
				"ungrounded_figures");

	/* a figure written with its sign is a change, no share of a column's total */
	CHECK_STREQ(over("[[\"1975-78\", 19], [\"1979-82\", 64], [\"1983-86\", 9]]", 3, "era,cars_30_mpg",
					 "Efficient listings: 1975-78 19 \xe2\x86\x92 1979-82 64 (+70%)."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"1975-78\", 19], [\"1979-82\", 64], [\"1983-86\", 9]]", 3, "era,cars_30_mpg",
					 "Efficient listings: 1975-78 19 \xe2\x86\x92 1979-82 64 (+237%)."), "grounded");
	/* where "of" says of what, a signed figure is still a share */
	CHECK_STREQ(over(peaks, 2, "country,mountains,highest_m,lowest_m", "Nepal makes up +80.0% of all mountains."),
				"grounded");
	CHECK_STREQ(over(peaks, 2, "country,mountains,highest_m,lowest_m", "Nepal makes up +70.0% of all mountains."),
				"ungrounded_figures");
	/* "of the way there" is progress towards the target, no share of a total */
	CHECK_STREQ(over("[[\"Hampden Park\", 52500, 730], [\"Stark's Park\", 10104, 2106], [\"Balmoor\", 4000, 615]]", 3,
					 "stadium,capacity,average",
					 "| KR | Target | Actual |\n|---|---:|---:|\n| Stark's Park crowd | 10,104 | 2,106 |\n\n"
					 "We got about a fifth of the way there."), "grounded");
	CHECK_STREQ(over("[[\"Hampden Park\", 52500, 730], [\"Stark's Park\", 10104, 2106], [\"Balmoor\", 4000, 615]]", 3,
					 "stadium,capacity,average",
					 "| KR | Target | Actual |\n|---|---:|---:|\n| Stark's Park crowd | 10,104 | 2,106 |\n\n"
					 "We got about half of the way there."), "ungrounded_figures");

	/* a table's label said again names the row its line quoted */
	CHECK_STREQ(over("[[\"Good\", 504, 256], [\"Bad\", 212, 118], [\"Neutral\", 28, 10]]", 3, "alignment,characters,marvel",
					 "| Marvel | Characters |\n|---|---:|\n| Marvel villains | 118 |\n\n"
					 "Marvel villains came to not quite one in every three Marvel characters."), "grounded");
	CHECK_STREQ(over("[[\"Good\", 504, 256], [\"Bad\", 212, 118], [\"Neutral\", 28, 10]]", 3, "alignment,characters,marvel",
					 "| Marvel | Characters |\n|---|---:|\n| Marvel villains | 118 |\n\n"
					 "Marvel villains came to not quite one in every five Marvel characters."), "ungrounded_figures");
	/* a share column over the table's overall line; a single digit in a cell is its part */
	CHECK_STREQ(over(quarters, 2, qc,
					 "| Q4 1997 | Orders | Share |\n|---|---:|---:|\n| Late shipments | 8 | 6.7% |\n| All | 120 | 100% |"),
				"grounded");
	CHECK_STREQ(over(quarters, 2, qc,
					 "| Q4 1997 | Orders | Share |\n|---|---:|---:|\n| Late shipments | 8 | 8.7% |\n| All | 120 | 100% |"),
				"ungrounded_figures");

	/* a coarse change written with its sign: over the value set against it, or the start of a move */
	CHECK_STREQ(over(years, 5, yc, "FY2025: $450.58 revenue vs. an average of $465.72 per year (-3% vs. the average)"),
				"grounded");
	CHECK_STREQ(over(years, 5, yc, "FY2025: $450.58 revenue vs. an average of $465.72 per year (+3% vs. the average)"),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 5, yc, "* KR1: billing countries FY2023 18 \xe2\x86\x92 FY2025 21 (+16.7%)\n  - (+3 vs. FY2023)"),
				"grounded");
	CHECK_STREQ(over(years, 5, yc, "* KR1: billing countries FY2023 18 \xe2\x86\x92 FY2025 21 (+16.7%)\n  - (+2 vs. FY2023)"),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 5, yc, "Billing countries: FY2023 18, FY2025 21 (+3)."), "ungrounded_figures");
	/* a fall said in words after a move */
	CHECK_STREQ(over(eras, 3, "era,avg_weight_lb", "Average weight: 1970-74 3,216 lb \xe2\x86\x92 1979-82 2,616 lb, down ~600 lb."),
				"grounded");
	CHECK_STREQ(over(eras, 3, "era,avg_weight_lb", "Average weight: 1970-74 3,216 lb \xe2\x86\x92 1979-82 2,616 lb, up ~600 lb."),
				"ungrounded_figures");
	CHECK_STREQ(over(eras, 3, "era,avg_weight_lb", "Average weight: 1970-74 3,216 lb \xe2\x86\x92 1979-82 2,616 lb, down ~800 lb."),
				"ungrounded_figures");

	/* "Pakistan's lowest listed peak": the lowest, a mountain */
	CHECK_STREQ(over(peaks, 2, "country,mountains,highest_m,lowest_m", "Pakistan's lowest listed peak: 5,000 m."), "grounded");
	CHECK_STREQ(over(peaks, 2, "country,mountains,highest_m,lowest_m", "Pakistan's lowest listed peak: 9,000 m."),
				"ungrounded_figures");
	CHECK_STREQ(over(peaks, 2, "country,mountains,highest_m,lowest_m", "Pakistan's highest peak: 9,000 m."), "grounded");
	/* read in millions, a figure is of the column counted in them only */
	CHECK_STREQ(over(shows, 4, "episode,rating,viewers_m", "We landed at just over 4.2M against a goal of 9.16M."),
				"grounded");
	CHECK_STREQ(over(shows, 4, "episode,rating,viewers_m", "We landed at just over 4.35M against a goal of 9.16M."),
				"ungrounded_figures");
	/* "down to ORD's average ($326.00): landed at $383.33": the bracket is ORD's, the rest JFK's */
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_round_trip",
					 "Bring JFK round trips down to ORD's average ($326.00): landed at $383.33."), "grounded");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_round_trip",
					 "Bring JFK round trips down to ORD's average ($383.33): landed at $326.00."), "ungrounded_figures");
	CHECK_STREQ(over(fares, 3, "airport,fares,avg_round_trip", "JFK and ORD: $383.33 and $326.00."), "grounded");
	/* a size restated in gigabytes of 1,024 MB or of 1,000 */
	CHECK_STREQ(over(lists, 3, "playlist,tracks,mb", "TV Shows playlist: 85,758.7 MB (~84 GB)"), "grounded");
	CHECK_STREQ(over(lists, 3, "playlist,tracks,mb", "TV Shows playlist: 85,758.7 MB (~86 GB)"), "grounded");
	CHECK_STREQ(over(lists, 3, "playlist,tracks,mb", "TV Shows playlist: 85,758.7 MB (~94 GB)"), "ungrounded_figures");
	/* "min" after a number is minutes, no minimum */
	CHECK_STREQ(over(flying, 6, "airline,total_min", "VX: 20,000 min of 86,000 min."), "grounded");
	CHECK_STREQ(over(flying, 6, "airline,total_min", "VX: 20,000 min of 68,000 min."), "ungrounded_figures");
	CHECK_STREQ(over(flying, 6, "airline,total_min", "The min is 8,000 min."), "grounded");
	CHECK_STREQ(over(flying, 6, "airline,total_min", "The min is 9,000 min."), "ungrounded_figures");

	/* a fraction in words right after a percentage says it again: it holds what the percentage holds */
	CHECK_STREQ(over(rivers, 4, "river,length,country",
					 "The German rivers together have 1,600 km. That's 29.1% of the 5,500 in the whole table, "
					 "about three in ten."), "grounded");
	CHECK_STREQ(over(rivers, 4, "river,length,country",
					 "The German rivers together have 1,600 km. That's 29.1% of the 5,500 in the whole table, "
					 "about two in ten."), "ungrounded_figures");
	CHECK_STREQ(over("[[\"female\", 10], [\"male\", 24]]", 2, "sex,students",
					 "Of the 34 students, 10 are female: 29.4%, about three in ten."), "grounded");
	CHECK_STREQ(over("[[\"female\", 10], [\"male\", 24]]", 2, "sex,students",
					 "Of the 34 students, 10 are female: 29.4%, about four in ten."), "ungrounded_figures");
}

/*
 * A support agent's reply to a ticket: a greeting that names the account,
 * "you" and "your" for it, a gap said again in plain numbers, a ratio in
 * favour of one side, a mean per row, a plain mean beside the weighted one,
 * a conversion said after the place it is of, a rate after the units it
 * divides by, a row's date said after its name.
 */
static void
test_support_replies(void)
{
	const char *reps = "[[\"Anne Hill\", 14, 20, 5210.4], [\"Robert Cole\", 5, 12, 1890.5], "
		"[\"Steven Price\", 22, 31, 9020.0], [\"Laura Diaz\", 9, 9, 3410.75]]";
	const char *rc = "manager,orders_q1_1997,orders_q1_1998,sales_q1_1998";
	const char *credits = "[[\"Jane\", 7, 120], [\"David\", 7, 90], [\"Sarah\", 13, 200]]";
	const char *crc = "firstname,credits,required";
	const char *quarters = "[[\"1997-Q2\", 612.4, 8120.0], [\"1997-Q3\", 701.15, 9020.5], [\"1998-Q2\", 955.8, 12040.0]]";
	const char *qc = "quarter,freight,spend";
	const char *cats = "[[\"Seafood\", 512], [\"Dairy\", 233], [\"Produce\", 84]]";
	const char *cc = "category,units";
	const char *orders = "[[\"10901\", 410.5, 2200.4], [\"10902\", 30.25, 640.1], [\"10903\", 95.75, 1300.25], "
		"[\"10904\", 120.5, 820.75]]";
	const char *oc = "order_id,freight,order_value";
	const char *media = "[[\"MPEG\", 3000, 24000.0, 8.0], [\"AAC\", 200, 900.0, 4.5], [\"Video\", 100, 40000.0, 400.0]]";
	const char *mc = "media_type,tracks,total_mb,avg_mb";
	const char *races = "[[\"Human\", 200, 160, 180.0], [\"Mutant\", 60, 50, 183.0], [\"Cyborg\", 10, 6, 212.0]]";
	const char *rcols = "race,characters,with_height,avg_height_cm";
	const char *zones = "[[\"North (10 mi)\", 10, 20], [\"South (60 mi)\", 60, 120], [\"East (100 mi)\", 100, 200]]";
	const char *zc = "zone,miles_distant,minutes_distant";
	const char *ships = "[[\"Brig\", 5, 85], [\"Sloop\", 2, 6], [\"Frigate\", 4, 12]]";
	const char *sc = "ship_type,ships,killed";
	const char *eps = "[[\"Pilot\", \"October 1, 2007\", 7.94], [\"Third\", \"October 15, 2007\", 6.21], "
		"[\"Blowback\", \"November 26, 2007\", 5.05]]";
	const char *ec = "episode,air_date,viewers_m";

	/* the greeted row is "you": its share of the column, not another's */
	CHECK_STREQ(over(reps, 4, rc, "Good morning Robert,\n\nI've pulled the numbers for you.\n\n"
					 "Your accounts made up 10.0% of the team's orders in Q1 1997."), "grounded");
	CHECK_STREQ(over(reps, 4, rc, "Hi Robert!\n\nYour accounts made up 16.7% of the team's orders in Q1 1998."),
				"grounded");
	/* must not: another rep's share, a greeting that names no row, "your" with no greeting */
	CHECK_STREQ(over(reps, 4, rc, "Good morning Robert,\n\nYour accounts made up 28.0% of the team's orders in Q1 1997."),
				"ungrounded_figures");
	CHECK_STREQ(over(reps, 4, rc, "Good morning Maria,\n\nYour accounts made up 10.0% of the team's orders in Q1 1997."),
				"ungrounded_figures");
	CHECK_STREQ(over(reps, 4, rc, "Your accounts made up 10.0% of the team's orders in Q1 1997."),
				"ungrounded_figures");
	/* a part of the greeted row's two columns, written as its counts */
	CHECK_STREQ(over(credits, 3, crc, "Hi David!\n\nYour credits so far came to 7 out of 90."), "grounded");
	CHECK_STREQ(over(credits, 3, crc, "Hi Jane!\n\nYour credits so far came to 7 out of 90."), "ungrounded_figures");

	/* a gap said again after a pair in brackets, past an opener ("So", "In plain numbers,") */
	CHECK_STREQ(over(quarters, 3, qc, "Your freight is up a little over 56% year on year ($612 in Q2 1997, $956 in Q2 1998).\n\n"
					 "In plain numbers, that's a little over $340 more."), "grounded");
	CHECK_STREQ(over(quarters, 3, qc, "Freight went from $612 in Q2 1997 to $956 in Q2 1998. So that's just over $340 more."),
				"grounded");
	/* must not: a gap the pair does not make, or one of another quarter */
	CHECK_STREQ(over(quarters, 3, qc, "Freight went from $612 in Q2 1997 to $956 in Q2 1998. So that's just over $300 more."),
				"ungrounded_figures");
	CHECK_STREQ(over(quarters, 3, qc, "Freight was $612 in Q2 1997. So that's just over $340 more than in Q3 1997."),
				"ungrounded_figures");

	/* a ratio to one in favour of a row: that row's over the other's; a bounded gap "ahead (of X) by" */
	CHECK_STREQ(over(cats, 3, cc, "- Seafood: 512\n- Produce: 84\n\nThat's about six to one in favour of Seafood.\n\n"
					 "Seafood is ahead by just shy of 430."), "grounded");
	CHECK_STREQ(over(cats, 3, cc, "Seafood is ahead of Produce by just over 420 units."), "grounded");
	/* must not: the ratio in favour of the smaller one, a gap the two do not make */
	CHECK_STREQ(over(cats, 3, cc, "- Seafood: 512\n- Produce: 84\n\nThat's about six to one in favour of Produce."),
				"ungrounded_figures");
	CHECK_STREQ(over(cats, 3, cc, "Seafood is ahead of Produce by just over 480 units."), "ungrounded_figures");

	/* a mean per row, "per order" naming the rows, not the column order_value */
	CHECK_STREQ(over(orders, 4, oc, "Order #10901 was billed $410.50 in freight, against an average of $164.25 per order."),
				"grounded");
	CHECK_STREQ(over(orders, 4, oc, "Order #10901 was billed $410.50 in freight, against an average of $240.00 per order."),
				"ungrounded_figures");

	/* "if you simply average the groups": the plain mean, never the weighted one said again */
	CHECK_STREQ(over(media, 3, mc, "Across all 3,300 tracks, the overall average file size is 19.67 MB.\n\n"
					 "If you simply average the three media types, you get 137.5 MB."), "grounded");
	CHECK_STREQ(over(media, 3, mc, "Across all 3,300 tracks, the overall average file size is 19.67 MB.\n\n"
					 "If you simply average the three media types, you get 19.67 MB."), "ungrounded_figures");
	/* the count before a weighted mean: the total of a column that weighs it to the figure shown */
	CHECK_STREQ(over(races, 3, rcols, "Across all 216 measured characters, the overall average height is 182 cm."),
				"grounded");
	CHECK_STREQ(over(races, 3, rcols, "Across all 250 measured characters, the overall average height is 182 cm."),
				"ungrounded_figures");

	/* a distance said again in another unit after a few words of its place: the conversion only */
	CHECK_STREQ(over(zones, 3, zc, "The farthest pickup zone is 100 miles from JFK, roughly 161 km."), "grounded");
	CHECK_STREQ(over(zones, 3, zc, "The farthest pickup zone is 100 miles from JFK, roughly 100 km."),
				"ungrounded_figures");
	CHECK_STREQ(over(zones, 3, zc, "The farthest zone is 100 miles out and the nearest 10 miles."), "grounded");
	CHECK_STREQ(over(zones, 3, zc, "North is 20 minutes door-to-door, around 0.3 hours."), "grounded");
	CHECK_STREQ(over(zones, 3, zc, "North is 20 minutes door-to-door, around 2.5 hours."), "ungrounded_figures");

	/* a rate after the units it divides: their quotient, never a mean of the rows */
	CHECK_STREQ(over(ships, 3, sc, "Brigs: 85 men killed across 5 ships, which works out to 17 per ship."), "grounded");
	CHECK_STREQ(over(ships, 3, sc, "Brigs: 85 men killed across 5 ships, which works out to 3.7 per ship."),
				"ungrounded_figures");

	/* a figure after the next row's name, past the date of the row before */
	CHECK_STREQ(over(eps, 3, ec, "Viewership is down roughly 36% (7.94M in Pilot on October 1, 2007, 5.05M in "
					 "Blowback on November 26, 2007)."), "grounded");
	CHECK_STREQ(over(eps, 3, ec, "Viewership is down roughly 36% (7.94M in Pilot on October 1, 2007, 6.21M in "
					 "Blowback on November 26, 2007)."), "ungrounded_figures");
}

/*
 * A newsletter written the continental way: dots between thousands, a
 * decimal comma, the currency after, a space before the percent sign.
 */
static void
test_decimal_commas(void)
{
	const char *sales = "[[\"Germany\", 1234.56, 48], [\"France\", 1097.4, 41], [\"Italy\", 512.0, 20]]";
	const char *sc = "country,revenue,orders";

	CHECK_STREQ(over(sales, 3, sc, "Germany brought in 1.234,56 \xe2\x82\xac from 48 orders, about 25,72 \xe2\x82\xac per order."),
				"grounded");
	CHECK_STREQ(over(sales, 3, sc, "Germany brought in 1.234,56 \xe2\x82\xac and France 1.097,40 \xe2\x82\xac, "
					 "so Germany is 12,5 % ahead."), "grounded");
	CHECK_STREQ(over(sales, 3, sc, "Germany: 1.234,56 \xe2\x82\xac \xc2\xb7 France: 1.097,40 \xe2\x82\xac \xc2\xb7 gap: 137,16 \xe2\x82\xac"),
				"grounded");
	CHECK_STREQ(over(sales, 3, sc, "Together the three made 2.844 \xe2\x82\xac (2.843,96 \xe2\x82\xac)."), "grounded");
	CHECK_STREQ(over(sales, 3, sc, "Germany brought in 1 234,56 \xe2\x82\xac in total."), "grounded");
	/* must not: a wrong change, a wrong amount, read either way */
	CHECK_STREQ(over(sales, 3, sc, "Germany brought in 1.234,56 \xe2\x82\xac and France 1.097,40 \xe2\x82\xac, "
					 "so Germany is 15,5 % ahead."), "ungrounded_figures");
	CHECK_STREQ(over(sales, 3, sc, "Germany brought in 1.243,56 \xe2\x82\xac in total."), "ungrounded_figures");
	CHECK_STREQ(over(sales, 3, sc, "Italy brought in 1.512 \xe2\x82\xac in total."), "ungrounded_figures");
	/* an answer with decimal points stays as it is written: 1.234 is no thousand */
	CHECK_STREQ(over(sales, 3, sc, "Germany made 1,234.56 and France 1,097.40 (11.1% less)."), "grounded");
	CHECK_STREQ(over(sales, 3, sc, "Germany made 1,234.56 and Italy 512.0; the gap is 722.56."), "grounded");
}

/*
 * A sports-style recap of a leaderboard: a "Behind" column, "the field" as
 * the table's whole and as its mean, a gap said "clear by" past a line that
 * states nothing, "holds off … by" a percentage, a list's rows combined, a
 * share beside the part and whole it is of, a tally "racked up".
 */
static void
test_leaderboards(void)
{
	const char *genres = "[[\"Rock\", 1297], [\"Latin\", 579], [\"Metal\", 374], [\"Jazz\", 130]]";
	const char *gc = "genre,tracks";
	const char *reps = "[[\"Steven Buchanan\", 30716.47], [\"Michael Suyama\", 43126.37], [\"Robert King\", 60471.19], "
		"[\"Anne Dodsworth\", 26310.39], [\"Janet Leverling\", 108026.16], [\"Nancy Davolio\", 93148.08]]";
	const char *rc = "rep,net_sales";
	const char *heroes = "[[\"Spectre\", 49], [\"Amazo\", 44], [\"Tribunal\", 35], [\"Odin\", 13]]";
	const char *hc = "hero,powers";
	const char *courses = "[[\"Intro to CS\", 10], [\"Physics\", 8], [\"Calculus\", 5], [\"Databases\", 4]]";
	const char *cc = "course,reviews";

	/* a "Behind" column: the gap to the table's first line */
	CHECK_STREQ(over(genres, 4, gc, "| # | Contender | Tracks | Behind |\n|---:|---|---:|---:|\n| 1 | Rock | 1,297 | — |\n"
					 "| 2 | Latin | 579 | 718 |\n| 3 | Metal | 374 | 923 |"), "grounded");
	CHECK_STREQ(over(genres, 4, gc, "| # | Contender | Tracks | Behind |\n|---:|---|---:|---:|\n| 1 | Rock | 1,297 | — |\n"
					 "| 2 | Latin | 579 | 718 |\n| 3 | Metal | 374 | 205 |"), "ungrounded_figures");
	/* "The field" line is the whole, its share 100% */
	CHECK_STREQ(over(genres, 4, gc, "|  | Tracks | Share |\n|---|---:|---:|\n| Rock | 1,297 | 54.5% |\n"
					 "| The field | 2,380 | 100% |"), "grounded");
	CHECK_STREQ(over(genres, 4, gc, "|  | Tracks | Share |\n|---|---:|---:|\n| Rock | 1,297 | 54.5% |\n"
					 "| The field | 2,380 | 90% |"), "ungrounded_figures");
	/* "clear by", past a line that states nothing; "holds off … by" a percentage over the one held off */
	CHECK_STREQ(over(genres, 4, gc, "- Rock: 1,297\n- Latin: 579\n\nRock has more than double Latin. A commanding lead.\n\n"
					 "Verdict: Rock is clear by just shy of 720."), "grounded");
	CHECK_STREQ(over(genres, 4, gc, "- Rock: 1,297\n- Latin: 579\n\nRock has more than double Latin. A commanding lead.\n\n"
					 "Verdict: Rock is clear by just shy of 800."), "ungrounded_figures");
	CHECK_STREQ(over(heroes, 4, hc, "Spectre holds off Amazo by just over 11% on powers (49 vs. 44), a margin of 5."),
				"grounded");
	CHECK_STREQ(over(heroes, 4, hc, "Spectre holds off Amazo by just over 30% on powers (49 vs. 44), a margin of 5."),
				"ungrounded_figures");
	/* "racks up" a tally, no rise; "above the field": over the field's mean */
	CHECK_STREQ(over(heroes, 4, hc, "Spectre racks up 49 powers; the field averages 35.3 per hero, 39.0% above the field."),
				"grounded");
	CHECK_STREQ(over(heroes, 4, hc, "Spectre racks up 49 powers; the field averages 35.3 per hero, 29.0% above the field."),
				"ungrounded_figures");
	/* a list's rows combined, and their share of the column */
	CHECK_STREQ(over(reps, 6, rc, "- Steven Buchanan: $30,716.47\n- Michael Suyama: $43,126\n- Robert King: $60,471\n"
					 "- Anne Dodsworth: $26,310\n\nThe London squad combine for $160,624, or 44.4% of the team's net sales."),
				"grounded");
	CHECK_STREQ(over(reps, 6, rc, "- Steven Buchanan: $30,716.47\n- Michael Suyama: $43,126\n- Robert King: $60,471\n"
					 "- Anne Dodsworth: $26,310\n\nThe London squad combine for $190,624."), "ungrounded_figures");
	/* must not: a squad that names no list before it */
	CHECK_STREQ(over(reps, 6, rc, "The London squad combine for $160,624."), "ungrounded_figures");
	/* a decimal "of" a row's figure: the subject's over that row's; "the USA by just under $2,900": a gap */
	CHECK_STREQ(over(heroes, 4, hc, "Amazo has 44, Spectre 49 \xe2\x80\x94 so Amazo comes to 0.9 of Spectre's figure."),
				"grounded");
	CHECK_STREQ(over(heroes, 4, hc, "Amazo has 44, Spectre 49 \xe2\x80\x94 so Amazo comes to 0.7 of Spectre's figure."),
				"ungrounded_figures");
	CHECK_STREQ(over(genres, 4, gc, "It's Rock, with 1,297, more than double Latin's 579.\n\nFor the scoresheets: Rock by "
					 "just under 720."), "grounded");
	CHECK_STREQ(over(genres, 4, gc, "It's Rock, with 1,297, more than double Latin's 579.\n\nFor the scoresheets: Rock by "
					 "just under 820."), "ungrounded_figures");
	/* a share beside the part and whole it is of: that share, not its complement */
	CHECK_STREQ(over(courses, 4, cc, "Intro to CS owns around 37% of the course reviews (10 of 27)."), "grounded");
	CHECK_STREQ(over(courses, 4, cc, "Intro to CS owns around 63% of the course reviews (10 of 27)."),
				"ungrounded_figures");
}

/*
 * An audit finding's exception rates: another row's rate of the same two
 * columns (its part said in words, narration alone), the rate over every
 * row, and one rate as a multiple of another row's.
 */
static void
test_exception_rates(void)
{
	static const char *const staff = "[[\"Peacock\", 156, 10], [\"Fuller\", 96, 4], [\"Davolio\", 123, 2], "
		"[\"Suyama\", 67, 3]]";
	const char *cols = "employee,orders,late";

	/* Suyama's rate: 3 of 67 */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: four of 96 orders (4.2%) for Fuller.\n\n"
					 "Auditor's note: By comparison, the rate at Suyama was 4.5%."), "grounded");
	/* must not: Davolio's figure said of Suyama */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: four of 96 orders (4.2%) for Fuller.\n\n"
					 "Auditor's note: By comparison, the rate at Suyama was 1.6%."), "ungrounded_figures");
	/* every row's: 19 of 442 */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: 10 of 156 orders (6.4%) for Peacock. "
					 "Benchmark: the rate across all four employees is 4.3 per cent."), "grounded");
	/* ... said beside the row the rate before is of */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: 10 of 156 orders (6.4%) for Peacock.\n\n"
					 "Benchmark: the rate across all four employees is 4.3 per cent, so Peacock is above it."),
				"grounded");
	/* the row that holds both figures of the rate, where one is another row's cell too */
	CHECK_STREQ(over("[[\"Peacock\", 21, 146, 22], [\"Park\", 20, 140, 21], [\"Johnson\", 18, 126, 21]]", 3,
					 "rep,customers,invoices,big", "Exceptions: 21 of 140 invoices (15.0%) for Park. "
					 "Observation: By comparison, the rate at Peacock was 15.1%."), "grounded");
	CHECK_STREQ(over("[[\"Peacock\", 21, 146, 22], [\"Park\", 20, 140, 21], [\"Johnson\", 18, 126, 21]]", 3,
					 "rep,customers,invoices,big", "Exceptions: 21 of 140 invoices (15.0%) for Park. "
					 "Observation: By comparison, the rate at Peacock was 14.4%."), "ungrounded_figures");
	/* both of the rate's figures said as narration: the row that holds both */
	CHECK_STREQ(over("[[\"AA\", 3, 1], [\"UA\", 2, 1], [\"AS\", 1, 0], [\"VX\", 4, 3]]", 4, "airline,flights,with_stops",
					 "Population: 3 flights (AA); Exceptions: 1 of 3 flights (33.3%).\n\n"
					 "Benchmark: the rate across all four airlines is 50.0%, so AA is below the benchmark."), "grounded");
	CHECK_STREQ(over("[[\"AA\", 3, 1], [\"UA\", 2, 1], [\"AS\", 1, 0], [\"VX\", 4, 3]]", 4, "airline,flights,with_stops",
					 "Population: 3 flights (AA); Exceptions: 1 of 3 flights (33.3%).\n\n"
					 "Benchmark: the rate across all four airlines is 45.0%, so AA is below the benchmark."),
				"ungrounded_figures");
	/* a tie: the whole is Canada's cell as much as Sweden's; the rate is of the row that holds both */
	CHECK_STREQ(over("[[\"Canada\", 17, 5], [\"Sweden\", 17, 8], [\"UK\", 30, 3]]", 3, "country,orders,heavy",
					 "| Population | 17 orders (Sweden) |\n| Exceptions | 8 of 17 orders (47.1%) |\n\n"
					 "Condition: the exception rate is nearly five times the rate observed at UK."), "grounded");
	CHECK_STREQ(over("[[\"Canada\", 17, 5], [\"Sweden\", 17, 8], [\"UK\", 30, 3]]", 3, "country,orders,heavy",
					 "| Population | 17 orders (Sweden) |\n| Exceptions | 8 of 17 orders (47.1%) |\n\n"
					 "Condition: the exception rate is nearly three times the rate observed at UK."), "ungrounded_figures");
	/* must not: the mean of the four rates (3.8%) is no rate across them */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: 10 of 156 orders (6.4%) for Peacock. "
					 "Benchmark: the rate across all four employees is 3.8 per cent."), "ungrounded_figures");
	/* Peacock's 6.41% over Davolio's 1.63% */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: 10 of 156 orders (6.4%) for Peacock. "
					 "Observation: the exception rate is about four times the rate observed at Davolio."),
				"grounded");
	/* must not: the multiple of the counts (five times) is not of the rates */
	CHECK_STREQ(over(staff, 4, cols, "Exceptions: 10 of 156 orders (6.4%) for Peacock. "
					 "Observation: the exception rate is 2.5 times the rate observed at Davolio."),
				"ungrounded_figures");
}

/*
 * A part said of a whole that is one row's cell is of that row: "Discounted
 * lines: 23 of 67 order lines", where the label names the part's column.
 */
static void
test_part_of_row(void)
{
	static const char *const cats = "[[\"Dairy Products\", 74, 182], [\"Seafood\", 66, 162], [\"Produce\", 23, 67]]";
	static const char *const with_total = "[[\"Dairy Products\", 74, 182], [\"Seafood\", 66, 162], "
		"[\"Produce\", 23, 67], [\"All\", 163, 411]]";
	const char *cols = "category,discounted,lines";

	CHECK_STREQ(over(cats, 3, cols, "- Order lines in the period (Produce): 67\n"
					 "- Discounted lines: 23 of 67 order lines (34.3%)"), "grounded");
	/* must not: another row's part of this row's whole */
	CHECK_STREQ(over(cats, 3, cols, "- Order lines in the period (Produce): 67\n"
					 "- Discounted lines: 66 of 67 order lines (98.5%)"), "ungrounded_figures");
	/* a total line is every row's whole */
	CHECK_STREQ(over(with_total, 4, cols, "Discounted lines: 66 of 411 order lines (16.1%)."), "grounded");
}

/* "increased by 44% compared with the first quarter, a change of $2,523.91": the change's size */
static void
test_change_amount(void)
{
	static const char *const q = "[[\"Q1\", 92, 5729.24], [\"Q2\", 93, 8253.15], [\"Q3\", 103, 8774.04]]";
	const char *cols = "quarter,orders,freight";
	const char *lead = "- Freight, the first quarter: $5,729.24\n- Freight, the second quarter: $8,253.15\n\n"
		"Freight costs increased by 44% compared with the first quarter, a change of ";
	char		buf[512];

	snprintf(buf, sizeof(buf), "%s$2,523.91.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "grounded");
	/* must not: another difference (Q3 less Q1), or money said of a change in counts */
	snprintf(buf, sizeof(buf), "%s$3,044.80.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "ungrounded_figures");
	CHECK_STREQ(over(q, 3, cols, "- Orders, the first quarter: 92\n- Orders, the third quarter: 103\n\n"
					 "Orders increased by 12% compared with the first quarter, a change of $11."), "ungrounded_figures");
}

/* "On an index with the first quarter set to 100, the second quarter stood at 144" */
static void
test_index_in_prose(void)
{
	static const char *const q = "[[\"Q1\", 92, 5729.24], [\"Q2\", 93, 8253.15], [\"Q4\", 120, 9712.34]]";
	const char *cols = "quarter,orders,freight";
	const char *lead = "- Freight, the first quarter: $5,729.24\n- Freight, the second quarter: $8,253.15\n\n"
		"On an index with the first quarter set to 100, the second quarter stood at ";
	char		buf[512];

	snprintf(buf, sizeof(buf), "%s144.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "grounded");
	CHECK_STREQ(over(q, 3, cols, "Freight in Q1 was $5,729.24. Indexed to Q1 = 100, Q4 came in at 169.5."), "grounded");
	/* must not: another row's index, the base the other way round, or no index said */
	snprintf(buf, sizeof(buf), "%s169.5.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "ungrounded_figures");
	snprintf(buf, sizeof(buf), "%s69.4.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "ungrounded_figures");
	CHECK_STREQ(over(q, 3, cols, "Freight in Q1 was $5,729.24. With Q1 at 100 orders, Q4 came in at 169.5."),
				"ungrounded_figures");
}

/*
 * A statistics release's labelled shares ("Share of orders with freight over
 * $100, the first quarter: 15.2%": another count column of the row named
 * over the one the label names), and a change in points after them.
 */
static void
test_labelled_shares(void)
{
	static const char *const q = "[[\"Q1\", 92, 5729.24, 5, 14], [\"Q2\", 93, 8253.15, 4, 21], "
		"[\"Q4\", 120, 9712.34, 8, 33]]";
	const char *cols = "quarter,orders,freight,late,heavy";
	const char *lead = "- Share of orders with heavy freight, the first quarter: 15.2%\n"
		"- Share of orders with heavy freight, the fourth quarter: 27.5%\n\nThe rate was ";
	char		buf[512];

	snprintf(buf, sizeof(buf), "%sup 12.3 percentage points on the first quarter.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "grounded");
	/* must not: the change the wrong way round, in points that do not hold, or as a relative change */
	snprintf(buf, sizeof(buf), "%sdown 12.3 percentage points on the first quarter.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "ungrounded_figures");
	snprintf(buf, sizeof(buf), "%sup 10.3 percentage points on the first quarter.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "ungrounded_figures");
	snprintf(buf, sizeof(buf), "%sup 12.3%% on the first quarter.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "ungrounded_figures");
	/* "up 12.3 points"; and a lede before the table its shares are in */
	snprintf(buf, sizeof(buf), "%sup 12.3 points on the first quarter.", lead);
	CHECK_STREQ(over(q, 3, cols, buf), "grounded");
	CHECK_STREQ(over(q, 3, cols, "- The rate was up 12.3 percentage points on the first quarter.\n\n"
					 "| Measure | Estimate |\n|---|---:|\n| Share of orders with heavy freight, the first quarter | 15.2% |\n"
					 "| Share of orders with heavy freight, the fourth quarter | 27.5% |\n"), "grounded");
	CHECK_STREQ(over(q, 3, cols, "- The rate was down 12.3 percentage points on the first quarter.\n\n"
					 "| Measure | Estimate |\n|---|---:|\n| Share of orders with heavy freight, the first quarter | 15.2% |\n"
					 "| Share of orders with heavy freight, the fourth quarter | 27.5% |\n"), "ungrounded_figures");
	/* must not: a share no column of the row gives, or of a column of money */
	CHECK_STREQ(over(q, 3, cols, "- Share of orders with heavy freight, the first quarter: 22.6%"),
				"ungrounded_figures");
	CHECK_STREQ(over(q, 3, cols, "- Share of freight, the first quarter: 0.2%"), "ungrounded_figures");
}

/* A ratio to one said of two rows paired in order ("the ratio of Seafood to Dairy") is the first over the second. */
static void
test_ratio_of_pair(void)
{
	static const char *const stock = "[[\"Seafood\", 12, 13010.35], [\"Dairy\", 5, 3549.35], [\"Produce\", 10, 11000.5]]";
	const char *cols = "category,products,stock_value";

	CHECK_STREQ(over(stock, 3, cols, "Seafood has $13,010.35 of stock and Dairy $3,549.35. "
					 "The ratio of Seafood to Dairy is nearly four to one."), "grounded");
	/* must not: the pair the other way round, or a multiple the two do not make */
	CHECK_STREQ(over(stock, 3, cols, "Seafood has $13,010.35 of stock and Dairy $3,549.35. "
					 "The ratio of Dairy to Seafood is nearly four to one."), "ungrounded_figures");
	CHECK_STREQ(over(stock, 3, cols, "Seafood has $13,010.35 of stock and Dairy $3,549.35. "
					 "The ratio of Seafood to Dairy is nearly five to one."), "ungrounded_figures");
	/* a bound of it too: "better than three to one", not "better than four to one" */
	CHECK_STREQ(over(stock, 3, cols, "Seafood has $13,010.35 of stock and Dairy $3,549.35. "
					 "The ratio of Seafood to Dairy was better than three to one."), "grounded");
	CHECK_STREQ(over(stock, 3, cols, "Seafood has $13,010.35 of stock and Dairy $3,549.35. "
					 "The ratio of Dairy to Seafood was better than three to one."), "ungrounded_figures");
	CHECK_STREQ(over(stock, 3, cols, "Seafood has $13,010.35 of stock and Dairy $3,549.35. "
					 "The ratio of Seafood to Dairy was better than four to one."), "ungrounded_figures");
}

/*
 * A column the query computes with avg() holds means whatever its name: a
 * line that says "Average" of it is the named row's cell, as for a column
 * named avg_weight.
 */
static void
test_query_means(void)
{
	static const char *const pubs = "[[\"Marvel Comics\", 320, 368.6], [\"DC Comics\", 155, 102.1], "
		"[\"Dark Horse Comics\", 12, 102.8]]";
	const char *answer = "DC: the average local\n\nAt a glance\nHeroes measured: 155\nAverage weight: 102.1 kg";

	CHECK_STREQ(over_sql(pubs, 3, "publisher,heroes,weight_kg",
						 "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.weight_kg), 1) "
						 "AS weight_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id GROUP BY 1",
						 answer), "grounded");
	/* a mean of the rows a FILTER keeps is a mean too */
	CHECK_STREQ(over_sql(pubs, 3, "publisher,heroes,weight_kg",
						 "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.weight_kg) "
						 "FILTER (WHERE s.height_cm > 0)::numeric, 1) AS weight_kg FROM superhero s "
						 "JOIN publisher p ON p.id = s.publisher_id GROUP BY 1", answer), "grounded");
	/* a fuel economy restated as a consumption, 100 over it */
	CHECK_STREQ(over_sql("[[\"4\", 207, 28.86], [\"6\", 84, 19.99]]", 2, "cylinders,cars,mpg",
						 "SELECT cylinders, count(*) AS cars, round(avg(mpg), 2) AS mpg FROM cars_data GROUP BY 1",
						 "Average fuel economy, six cylinders: 19.99 mpg (a little under 11.8 L/100 km)."), "grounded");
	/* must not: the consumption of another row, or one by another factor */
	CHECK_STREQ(over_sql("[[\"4\", 207, 28.86], [\"6\", 84, 19.99]]", 2, "cylinders,cars,mpg",
						 "SELECT cylinders, count(*) AS cars, round(avg(mpg), 2) AS mpg FROM cars_data GROUP BY 1",
						 "Average fuel economy, six cylinders: 19.99 mpg (about 8.2 L/100 km)."), "ungrounded_figures");
	CHECK_STREQ(over_sql("[[\"4\", 207, 28.86], [\"6\", 84, 19.99]]", 2, "cylinders,cars,mpg",
						 "SELECT cylinders, count(*) AS cars, round(avg(mpg), 2) AS mpg FROM cars_data GROUP BY 1",
						 "Average fuel economy, six cylinders: 19.99 mpg (about 15 L/100 km)."), "ungrounded_figures");
	/* must not: a column summed is no mean, and "Average" asks for the mean over the rows */
	CHECK_STREQ(over_sql(pubs, 3, "publisher,heroes,weight_kg",
						 "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(sum(s.weight_kg), 1) "
						 "AS weight_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id GROUP BY 1",
						 answer), "ungrounded_figures");
	/* nor a mean scaled by arithmetic, nor a list the columns cannot be matched with */
	CHECK_STREQ(over_sql(pubs, 3, "publisher,heroes,weight_kg",
						 "SELECT publisher, count(*), avg(weight_kg) * 2.2 AS weight_kg FROM t GROUP BY 1",
						 answer), "ungrounded_figures");
	CHECK_STREQ(over_sql(pubs, 3, "publisher,heroes,weight_kg", "SELECT * FROM publisher_weights", answer),
				"ungrounded_figures");
}

/* A thread about Federal Shipping whose last post is tail. */
static const char *
shipped(const char *tail)
{
	static char buf[512];

	snprintf(buf, sizeof(buf), "1/4 Federal Shipping volumes\n\n2/4 Jan\u2013May '97: 45\nJan\u2013May '98: 75\n"
			 "\u0394: \u2191 66.7%% YoY\n\n3/4 Up and to the right.\n\n4/4 TL;DR: %s", tail);
	return buf;
}

/*
 * A thread's posts: a year written short ("Q4 '97") names the column of its
 * year and quarter; a conclusion said first rests on the lines that label
 * figures right after it.
 */
static void
test_thread_posts(void)
{
	static const char *const cats = "[[\"Produce\", 5, 9061.32, 22301.01, 15730.00], "
		"[\"Seafood\", 12, 7306.15, 20675.59, 34395.90]]";
	static const char *const years = "[[\"2020\", 80, 400.00], [\"2021\", 83, 449.46], [\"2022\", 83, 481.45], "
		"[\"2023\", 83, 469.58], [\"2024\", 83, 477.53]]";
	static const char *const invoices = "[[\"10\", 5.94], [\"62\", 0.99], [\"183\", 1.98], [\"194\", 21.86], "
		"[\"249\", 8.91], [\"378\", 1.98], [\"401\", 3.96]]";
	static const char *const invoices_answer = "You have sixteen invoices, for a total of $45.62.\n\n"
		"- Invoice 10: $5.94\n- Invoice 62: $0.99\n- Invoice 183: $1.98\n- Invoice 194: $21.86\n"
		"- Invoice 249: $8.91\n- Invoice 378: $1.98\n- Invoice 401: $3.96";
	static const char *const quarters = "[[\"2024-Q1\", 21, 112.86], [\"2024-Q2\", 21, 112.86], "
		"[\"2024-Q3\", 20, 133.95], [\"2024-Q4\", 21, 117.86]]";
	static const char *const villains = "SELECT alignment, round(avg(weight_kg), 1) AS weight_kg FROM superhero GROUP BY 1";
	static const char *const cyls = "[[\"6\", 218.1], [\"8\", 345.2]]";
	static const char *const stadiums = "[[\"Hampden Park\", 52500], [\"Somerset Park\", 11998], "
		"[\"Stark's Park\", 31097]]";
	static const char *const years73 = "[[\"1973\", 17.10], [\"1982\", 31.71]]";
	static const char *const peaks = "[[\"Nanga Parbat\", 9000], [\"Dhaulagiri\", 6000], [\"K2\", 5000]]";
	static const char *const halves = "[[\"Meat/Poultry\", 19391.0, 48640.0], [\"Beverages\", 15232.0, 29882.0], "
		"[\"Seafood\", 12001.0, 52100.0]]";
	static const char *const countries = "[[\"Germany\", 122, 11283.3], [\"USA\", 122, 13361.4], "
		"[\"UK\", 56, 2954.27]]";
	static const char *const shippers = "[[\"Federal Shipping\", 45, 75], [\"Speedy Express\", 50, 61]]";
	static const char *const artists = "[[\"Lost\", 105, 3971.3], [\"Iron Maiden\", 213, 1197.4], "
		"[\"U2\", 135, 610.2]]";
	const char *cols = "category,products,q1_1997,q4_1997,q1_1998";

	CHECK_STREQ(over(cats, 2, cols, "Produce sales fell 29.5% from Q4 '97 to Q1 '98."), "grounded");
	CHECK_STREQ(over(cats, 2, cols, "Produce sales down a hair under 29.5% Q4 \u201997 \u2192 Q1 \u201998."),
				"grounded");
	/* must not: the quarter said is another, the year another, or the move the other way */
	CHECK_STREQ(over(cats, 2, cols, "Produce sales fell 29.5% from Q1 '97 to Q1 '98."), "ungrounded_figures");
	CHECK_STREQ(over(cats, 2, cols, "Produce sales fell 29.5% from Q1 1997 to Q1 1998."), "ungrounded_figures");
	CHECK_STREQ(over(cats, 2, cols, "Produce sales fell 29.5% from Q4 '96 to Q1 '98."), "ungrounded_figures");
	CHECK_STREQ(over(cats, 2, cols, "Produce sales rose 29.5% from Q4 '97 to Q1 '98."), "ungrounded_figures");
	/* nor a change the two cells do not give */
	CHECK_STREQ(over(cats, 2, cols, "Produce sales fell 25.5% from Q4 '97 to Q1 '98."), "ungrounded_figures");

	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "1/ Looking at revenue.\n\n2/ Revenue \u2191 7.1% YoY (+$31.99).\n\n"
					 "3/ \U0001F4B5 2021: $449.46\n\U0001F4B5 2022: $481.45\nMore soon."), "grounded");
	/* must not: a change between rows the lines do not quote, or the wrong way */
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "1/ Looking at revenue.\n\n2/ Revenue \u2191 4.5% YoY.\n\n3/ 2021: $449.46\n2022: $481.45\nMore soon."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "1/ Looking at revenue.\n\n2/ Revenue \u2193 7.1% YoY.\n\n3/ 2021: $449.46\n2022: $481.45\nMore soon."),
				"ungrounded_figures");
	/* nor over figures in prose after it, or in lines a post apart */
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "1/ Looking at revenue.\n\n2/ Revenue \u2191 7.1% YoY.\n\n3/ In 2021 it was $449.46 and in 2022 $481.45."),
				"ungrounded_figures");
	CHECK_STREQ(over(years, 5, "year,invoices,revenue",
					 "1/ Looking at revenue.\n\n2/ Revenue \u2191 7.1% YoY.\n\n3/ 2021: $449.46\nMore soon.\n\n4/ 2022: $481.45"),
				"ungrounded_figures");
	/* a chart that goes down says which way: below the mean stated */
	CHECK_STREQ(over(cats, 2, cols, "Produce: $15,730\nAvg Q1 '98 sales per category: $25,062.95\n\n"
					 "Produce sits \U0001F4C9 37.2% vs the avg category."), "grounded");
	CHECK_STREQ(over(cats, 2, cols, "Produce: $15,730\nAvg Q1 '98 sales per category: $25,062.95\n\n"
					 "Produce sits \U0001F4C8 37.2% vs the avg category."), "ungrounded_figures");
	/* "ahead by a hair under 121%": a close bound, as "just under" is */
	CHECK_STREQ(over(cats, 2, cols, "Seafood: $34,396\nProduce: $15,730\n\nSeafood ahead of Produce by a hair under 119%."),
				"grounded");
	CHECK_STREQ(over(cats, 2, cols, "Seafood: $34,396\nProduce: $15,730\n\nSeafood ahead of Produce by a hair under 140%."),
				"ungrounded_figures");
	/* "Q2 '24" names the quarter's row; a coarse change after the two lines is from the first to the second */
	CHECK_STREQ(over(quarters, 4, "quarter,invoices,revenue",
					 "2/ Q2 '24: $112.86\nQ3 '24: $133.95\n\n3/ Revenue up nearly a fifth QoQ."), "grounded");
	CHECK_STREQ(over(quarters, 4, "quarter,invoices,revenue",
					 "2/ Q2 '24: $112.86\nQ3 '24: $133.95\n\n3/ Revenue down nearly a fifth QoQ."), "ungrounded_figures");
	CHECK_STREQ(over(quarters, 4, "quarter,invoices,revenue",
					 "2/ Q2 '24: $112.86\nQ3 '24: $133.95\n\n3/ Revenue up nearly a third QoQ."), "ungrounded_figures");
	/* nor over two lines of which the second is not the pair's (a third line) */
	CHECK_STREQ(over(quarters, 4, "quarter,invoices,revenue",
					 "2/ Q2 '24: $112.86\nQ3 '24: $133.95\nQ4 '24: $117.86\n\n3/ Revenue up nearly a fifth QoQ."),
				"ungrounded_figures");
	/* a multiple of two labelled lines: by their labels, or the pair right above */
	CHECK_STREQ(over(shippers, 2, "shipper,orders_1997,orders_1998", shipped("Jan\u2013May '98 = 1.7 times Jan\u2013May '97.")),
				"grounded");
	CHECK_STREQ(over(shippers, 2, "shipper,orders_1997,orders_1998", shipped("Jan\u2013May '98 = 2.1 times Jan\u2013May '97.")),
				"ungrounded_figures");
	CHECK_STREQ(over(shippers, 2, "shipper,orders_1997,orders_1998", shipped("Jan\u2013May '97 = 1.7 times Jan\u2013May '98.")),
				"ungrounded_figures");
	CHECK_STREQ(over(artists, 3, "artist,tracks,minutes",
					 "(3/4) Lost: 3,971 minutes\nIron Maiden: 1,197 minutes\n\n(4/4) In numbers: 3.3 times."), "grounded");
	CHECK_STREQ(over(artists, 3, "artist,tracks,minutes",
					 "(3/4) Lost: 3,971 minutes\nIron Maiden: 1,197 minutes\n\n(4/4) In numbers: 2.3 times."),
				"ungrounded_figures");
	/* "A vs B: N to one" is A's over B's, never the larger over the smaller the other way */
	CHECK_STREQ(over(artists, 3, "artist,tracks,minutes", "Lost vs Iron Maiden: better than three to one."), "grounded");
	CHECK_STREQ(over(artists, 3, "artist,tracks,minutes", "Lost vs Iron Maiden: about two to one."),
				"ungrounded_figures");
	/* must not: lines of two rows and two columns are no pair */
	CHECK_STREQ(over(artists, 3, "artist,tracks,minutes",
					 "(3/4) Lost tracks: 105\nIron Maiden minutes: 1,197 minutes\n\n(4/4) In numbers: 11.4 times."),
				"ungrounded_figures");
	/* a threshold the question sets, said in another unit beside it; a bound written as a sign */

	CHECK_STREQ(asked("[]", 0, "petid", "Which pets weigh more than 50 kg?", "SELECT petid FROM pets WHERE weight > 50",
					  "Pets over 50 kg (~110 lb): zero."), "zero_rows_acknowledged");
	CHECK_STREQ(asked("[]", 0, "petid", "Which pets weigh more than 50 kg?", "SELECT petid FROM pets WHERE weight > 50",
					  "Pets over 50 kg (~130 lb): zero."), "ungrounded_figures");
	CHECK_STREQ(asked("[]", 0, "petid", "Which cars do better than 60 mpg?", "SELECT id FROM cars_data WHERE mpg > 60",
					  "Cars above 60 mpg (~3.9 L/100 km): zero."), "zero_rows_acknowledged");
	CHECK_STREQ(asked("[]", 0, "petid", "Which cars do better than 60 mpg?", "SELECT id FROM cars_data WHERE mpg > 60",
					  "Cars above 60 mpg (~6.9 L/100 km): zero."), "ungrounded_figures");
	CHECK_STREQ(over_sql("[[\"Bad\", 142.1], [\"Good\", 98.4]]", 2, "alignment,weight_kg", villains, "Avg villain: 142.1 kg (>310 lb)"),
				"grounded");
	CHECK_STREQ(over_sql("[[\"Bad\", 142.1], [\"Good\", 98.4]]", 2, "alignment,weight_kg", villains, "Avg villain: 142.1 kg (>350 lb)"),
				"ungrounded_figures");
	CHECK_STREQ(over_sql("[[\"Bad\", 142.1], [\"Good\", 98.4]]", 2, "alignment,weight_kg", villains, "Avg villain: 142.1 kg (<200 lb)"),
				"ungrounded_figures");
	/* a conversion in brackets restates the figure before it, never a total the rows make */
	CHECK_STREQ(over_sql("[[\"Good\", 96.2], [\"Bad\", 142.1], [\"Neutral\", 189.7]]", 3, "alignment,weight_kg", villains,
						 "Avg villain: 142.1 kg (>940 lb)"), "ungrounded_figures");
	/* a row's name with digits between "ahead of" and "by" */
	CHECK_STREQ(over(cyls, 2, "cylinders,displ_cuin", "8-cyl: 345.2 cu in\n6-cyl: 218.1 cu in\n\n"
					 "8-cyl ahead of 6-cyl by >58% \u2014 a 127.1 cu in margin."), "grounded");
	CHECK_STREQ(over(cyls, 2, "cylinders,displ_cuin", "8-cyl: 345.2 cu in\n6-cyl: 218.1 cu in\n\n"
					 "8-cyl ahead of 6-cyl by >68% \u2014 a 127.1 cu in margin."), "ungrounded_figures");
	/* "A ahead of B by": A's over B's, never B's over A's in another column (mpg: 19.99 over 14.27 is +40%) */
	CHECK_STREQ(over("[[\"6\", 218.1, 19.99], [\"8\", 345.2, 14.27]]", 2, "cylinders,displ_cuin,mpg",
					 "8-cyl: 345.2 cu in\n6-cyl: 218.1 cu in\n\n8-cyl ahead of 6-cyl by >37% \u2014 a 127.1 cu in margin."),
				"ungrounded_figures");
	/* a share said again per hundred */
	CHECK_STREQ(over(stadiums, 3, "stadium,capacity", "Hampden Park accounts for 54.9 per cent of total capacity. "
					 "Stated differently, that is about 55 of every 100 seats."), "grounded");
	CHECK_STREQ(over(stadiums, 3, "stadium,capacity", "Hampden Park accounts for 54.9 per cent of total capacity. "
					 "Stated differently, that is about 45 of every 100 seats."), "ungrounded_figures");
	/* a memo's key figures: under a heading, between semicolons; a multiple by their labels or of the pair */
	CHECK_STREQ(over(years73, 2, "year,mpg", "Discussion: Model year 1982 recorded nearly double Model year 1973.\n\n"
					 "Key figures:\n- Model year 1982: 31.71 mpg\n- Model year 1973: 17.10 mpg"), "grounded");
	CHECK_STREQ(over(years73, 2, "year,mpg", "Discussion: Model year 1973 recorded nearly double Model year 1982.\n\n"
					 "Key figures:\n- Model year 1982: 31.71 mpg\n- Model year 1973: 17.10 mpg"), "ungrounded_figures");
	CHECK_STREQ(over(peaks, 3, "mountain,altitude_m", "Nanga Parbat: 9,000 m; K2: 5,000 m. Expressed as a multiple, "
					 "that is 1.8 times."), "grounded");
	CHECK_STREQ(over(peaks, 3, "mountain,altitude_m", "Nanga Parbat: 9,000 m; K2: 5,000 m. Expressed as a multiple, "
					 "that is 2.2 times."), "ungrounded_figures");
	CHECK_STREQ(over(shippers, 2, "shipper,orders_1997,orders_1998", "Federal Shipping: Jan\u2013May '97: 45; "
					 "Jan\u2013May '98: 75. Jan\u2013May '98 came in at more than 1.5 times Jan\u2013May '97."), "grounded");
	CHECK_STREQ(over(shippers, 2, "shipper,orders_1997,orders_1998", "Federal Shipping: Jan\u2013May '97: 45; "
					 "Jan\u2013May '98: 75. Jan\u2013May '98 came in at more than 2.5 times Jan\u2013May '97."), "ungrounded_figures");
	/* the lines a multiple is said of are its operands: never another column of the two rows */
	CHECK_STREQ(over(countries, 3, "country,orders,freight", "Germany recorded more than double UK. "
					 "Germany: 122 orders; UK: 56 orders."), "grounded");
	CHECK_STREQ(over(countries, 3, "country,orders,freight", "Germany recorded more than triple UK. "
					 "Germany: 122 orders; UK: 56 orders."), "ungrounded_figures");
	/* a memo about one row lists that row's figures; another row's are no values of it */
	CHECK_STREQ(over(halves, 3, "category,h2_1996,h2_1997", "Subject: Meat/Poultry sales\n\nKey figures:\n"
					 "- H2 1996: $19,391\n- H2 1997: $48,640"), "grounded");
	CHECK_STREQ(over(halves, 3, "category,h2_1996,h2_1997", "Subject: Meat/Poultry sales\n\nKey figures:\n"
					 "- H2 1996: $15,232\n- H2 1997: $29,882"), "ungrounded_figures");
	/* must not: a summary of the rows the label says, or a line that names the other row */
	CHECK_STREQ(over(halves, 3, "category,h2_1996,h2_1997", "Subject: Meat/Poultry sales\n\nKey figures:\n"
					 "- H2 1996: $19,391\n- Highest H2 1997: $52,100"), "grounded");
	CHECK_STREQ(over(halves, 3, "category,h2_1996,h2_1997", "Subject: Meat/Poultry sales\n\nKey figures:\n"
					 "- H2 1996: $19,391\n- Beverages, H2 1997: $29,882"), "grounded");
	/* nor over the figures of a list of items, whose labels hold figures of their own */
	CHECK_STREQ(over(invoices, 7, "invoice,total", invoices_answer), "ungrounded_figures");
}

/* A bot's alert: fields set off by bars, a part of every row's whole, labels' ratios, units written short. */
static void
test_bot_alerts(void)
{
	static const char *const carriers = "[[\"United Package\", 153, 10.17], [\"Speedy Express\", 133, 8.57], "
		"[\"Federal Shipping\", 122, 7.70]]";
	static const char *const media = "[[\"MPEG audio file\", 3034, 26.18], [\"Protected AAC audio file\", 237, 1.11], "
		"[\"AAC audio file\", 232, 0.05]]";
	static const char *const publishers = "[[\"Marvel Comics\", 384, 118], [\"DC Comics\", 223, 60], "
		"[\"NBC - Heroes\", 19, 3]]";
	static const char *const cities = "[[\"Graz\", 30, 6205.39], [\"Cork\", 19, 2755.24], [\"London\", 33, 2118.67]]";
	static const char *const invoices = "[[\"404\", 25.86], [\"299\", 23.86]]";
	static const char *const revenue_years = "[[\"Germany\", 18.81, 9.90], [\"United Kingdom\", 9.90, 28.71], "
		"[\"France\", 36.66, 40.59]]";
	static const char *const germany_alert = "Alert: Germany revenue drop\nCurrent (2025): $9.90 | Baseline (2024): $18.81\n"
		"Germany revenue down a bit over 47% vs baseline.";
	static const char *const germany_alert_wrong = "Alert: Germany revenue drop\nCurrent (2025): $9.90 | "
		"Baseline (2024): $9.90\nGermany revenue down a bit over 47% vs baseline.";
	static const char *const discounts = "[[\"Margaret Peacock\", 156, 5.53], [\"Robert King\", 72, 7.36]]";
	static const char *const directors = "[[\"Ben Jones\", 4], [\"Brandon Vietti\", 4], [\"Michael Chang\", 4]]";
	static const char *const peaks3 = "[[\"Nanga Parbat\", 9000], [\"Cho Oyu\", 8000], [\"K2\", 4000]]";
	static const char *const jets2 = "[[\"A380\", 560], [\"B747\", 560]]";
	static const char *const artists_min = "[[\"Iron Maiden\", 213, 1197.4], [\"The Office\", 53, 1248.8]]";
	static const char *const months = "[[\"October\", 67000], [\"November\", 43500], [\"December\", 71400]]";
	static const char *const quarters4 = "[[\"Q1\", 92, 5], [\"Q2\", 93, 4], [\"Q3\", 103, 5], [\"Q4\", 120, 8]]";
	static const char *const lead_share = "Main points:\n- Roughly one in every fifteen orders fell into this group.\n\n"
		"| Measure | Estimate |\n|---|---:|\n| Orders in the period (Q4) | 120 |\n"
		"| Orders shipped late | eight of 120 orders (6.7%) |";
	static const char *const lead_share_wrong = "Main points:\n- Roughly one in every twenty orders fell into this group.\n\n"
		"| Measure | Estimate |\n|---|---:|\n| Orders in the period (Q4) | 120 |\n"
		"| Orders shipped late | eight of 120 orders (6.7%) |";
	static const char *const countries3 = "[[\"USA\", 127.98, 523.06], [\"Canada\", 42.57, 303.96], "
		"[\"France\", -45.12, 195.10]]";

	/* "N of M": M may be every row's total, the row named before it aside */
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days", "Speedy Express: 133 of 408 shipments (32.6%)"),
				"grounded");
	/* must not: a whole no row and no total gives */
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days", "Speedy Express: 133 of 418 shipments"),
				"ungrounded_figures");
	/* "Total tracks" is the total of tracks, not of a column total_gb */
	CHECK_STREQ(over(media, 3, "media_type,tracks,total_gb", "Total (all tracks): 3,503"), "grounded");
	CHECK_STREQ(over(media, 3, "media_type,tracks,total_gb", "Total tracks: 3,503"), "grounded");
	CHECK_STREQ(over(media, 3, "media_type,tracks,total_gb", "Total GB: 27.34"), "grounded");
	/* must not: the total of the other column said of tracks */
	CHECK_STREQ(over(media, 3, "media_type,tracks,total_gb", "Total tracks: 3,271"), "ungrounded_figures");
	/* fields set off by bars: each label says what its own figure is */
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days", "Shipments: 408 | Avg days: 8.81"), "grounded");
	/* must not: a field's figure of another column than its label names */
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days", "Shipments: 26.44 | Avg days: 408"),
				"ungrounded_figures");
	/* rows side by side on one line stay one sentence: the gap below is of the two */
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days",
					 "Shipments \u2014 United Package: 153 | Federal Shipping: 122\nGap: 31 (\u25b2 25.4% vs Federal Shipping)"),
				"grounded");
	/* a word that is a column's name names the column, not a row whose name ends in it */
	CHECK_STREQ(over(publishers, 3, "publisher,heroes,villains", "Scope: DC Comics | Heroes: 223 | Villains: 60"),
				"grounded");
	/* must not: another row's figure under the scope */
	CHECK_STREQ(over(publishers, 3, "publisher,heroes,villains", "Scope: DC Comics | Heroes: 384 | Villains: 60"),
				"ungrounded_figures");
	/* a label's ratio with decimals: "Ratio A/B: 5.5 times" */
	CHECK_STREQ(over(cities, 3, "city,orders,freight", "Ratio Graz/Cork: 2.3 times"), "grounded");
	CHECK_STREQ(over(cities, 3, "city,orders,freight", "Graz: $6,205 | Level: 2.9 times London"), "grounded");
	/* must not: a ratio the two rows do not give */
	CHECK_STREQ(over(cities, 3, "city,orders,freight", "Ratio Graz/Cork: 3.3 times"), "ungrounded_figures");
	/* "d", "wk", "mo" and the cent sign */
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days", "Speedy Express lead time: 8.57 d (~1.2 wk)"),
				"grounded");
	CHECK_STREQ(over(carriers, 3, "carrier,shipments,avg_days", "Speedy Express lead time: 8.57 d (~1.6 wk)"),
				"ungrounded_figures");
	CHECK_STREQ(over(invoices, 2, "invoice,total", "Invoice 404 total: $25.86 (2,586 \u00a2)"), "grounded");
	CHECK_STREQ(over(invoices, 2, "invoice,total", "Invoice 404 total: $25.86 (2,386 \u00a2)"), "ungrounded_figures");
	/* "5x" said outright is a multiple, a single digit or not: a false bound is flagged */
	CHECK_STREQ(over(cities, 3, "city,orders,freight", "Ratio: >= 2x\nGraz: $6,205 | Cork: $2,755"), "grounded");
	CHECK_STREQ(over(cities, 3, "city,orders,freight", "Ratio: >= 5x\nGraz: $6,205 | Cork: $2,755"),
				"ungrounded_figures");
	/* "A ahead of B by N%" is their change, never a column's mean that happens to be N */
	CHECK_STREQ(over(countries3, 3, "country,rev_2024,revenue",
					 "USA: $523.06 | Canada: $303.96\nLead: USA ahead of Canada by ~72%"), "grounded");
	CHECK_STREQ(over(countries3, 3, "country,rev_2024,revenue",
					 "USA: $523.06 | Canada: $303.96\nLead: USA ahead of Canada by ~42%"), "ungrounded_figures");
	/* must not: the mean said as a mean stays grounded, beside rows set ahead */
	CHECK_STREQ(over(countries3, 3, "country,rev_2024,revenue", "USA is ahead of Canada. The average rev_2024 is $41.81."),
				"grounded");
	/* a share in words in the lead, worked out in digits further down */
	CHECK_STREQ(over(quarters4, 4, "quarter,orders,late", lead_share), "grounded");
	/* must not: a lead's share the worked figure does not give */
	CHECK_STREQ(over(quarters4, 4, "quarter,orders,late", lead_share_wrong), "ungrounded_figures");
	/* a title's figure said again in the body stands on the body's grounding, the query's threshold too */
	CHECK_STREQ(over_sql("[]", 0, "product_id,product_name", "SELECT product_id, product_name FROM products "
						 "WHERE unit_price > 300", "**The $300 club**\n\nNo product on the list is priced above $300. "
						 "No entries, zero members."), "zero_rows_acknowledged");
	CHECK_STREQ(over(months, 3, "month,sales", "**December: $71k**\n\nDecember led the year with $71k."), "grounded");
	/* must not: a title's figure said again of another row, or a threshold the query does not hold */
	CHECK_STREQ(over(months, 3, "month,sales", "**#1 on 1997 sales: December at $67k.**\nOctober ranks second with $67k."),
				"ungrounded_figures");
	CHECK_STREQ(over_sql("[]", 0, "product_id,product_name", "SELECT product_id, product_name FROM products "
						 "WHERE unit_price > 300", "**The $200 club**\n\nNo product on the list is priced above $300."),
				"ungrounded_figures");
	/* "Baseline (2024): $18.81" is of the 2024 column; in an alert about one row, of that row */
	CHECK_STREQ(over(revenue_years, 3, "country,rev_2024,rev_2025", germany_alert), "grounded");
	CHECK_STREQ(over(revenue_years, 3, "country,rev_2024,rev_2025", germany_alert_wrong), "ungrounded_figures");
	/* must not: a year label with the value of that year's column */
	CHECK_STREQ(over(revenue_years, 3, "country,rev_2024,rev_2025", "UK: $9.90 in 2024"), "grounded");
	/* "23.6 min/track" is per track, as "23.6 min per track" is; "954 km/h" stays a speed */
	CHECK_STREQ(over(artists_min, 2, "artist,tracks,minutes", "Minutes: 1,249 min\nTracks: 53\n"
					 "That's 23.6 min/track for The Office."), "grounded");
	CHECK_STREQ(over(artists_min, 2, "artist,tracks,minutes", "Minutes: 1,249 min\nTracks: 53\n"
					 "That's 33.6 min/track for The Office."), "ungrounded_figures");
	CHECK_STREQ(over(jets2, 2, "aircraft,cruise_mph", "Start with the A380's cruising speed: 560 mph.\n"
					 "So 560 mph is 1,120 km/h."), "ungrounded_figures");
	/* "per peak" counts mountains: the average, not the highest */
	CHECK_STREQ(over(peaks3, 3, "mountain,altitude_m", "Average altitude per peak: 7,000 m"), "grounded");
	/* must not: the highest said as the average per peak, or "peak" alone as the highest */
	CHECK_STREQ(over(peaks3, 3, "mountain,altitude_m", "Average altitude per peak: 9,000 m"), "ungrounded_figures");
	CHECK_STREQ(over(peaks3, 3, "mountain,altitude_m", "The peak altitude is 9,000 m."), "grounded");
	/* rows tied: a fraction in words of the row and column the sentence names */
	CHECK_STREQ(over(directors, 3, "director,cartoons", "Ben Jones makes up about a third of the cartoons."), "grounded");
	/* must not: another fraction, or 1/n said of no row */
	CHECK_STREQ(over(directors, 3, "director,cartoons", "Ben Jones makes up about a quarter of the cartoons."),
				"ungrounded_figures");
	CHECK_STREQ(over(directors, 3, "director,cartoons", "About a third of the cartoons are by one director."),
				"ungrounded_figures");
	/* "7.36% off per order line" over a column of mean discounts: that row's mean, per order line already */
	CHECK_STREQ(over(discounts, 2, "employee,orders,avg_discount_pct", "Robert King averages 7.36% off per order line."),
				"grounded");
	CHECK_STREQ(over(discounts, 2, "employee,orders,avg_discount_pct", "Robert King averages 5.36% off per order line."),
				"ungrounded_figures");
	/* must not: a hedged "~5x" and "2 \u00d7 one-way" stay narration, as single digits do */
	CHECK_STREQ(over(cities, 3, "city,orders,freight", "Graz runs at ~5x Cork: $6,205 against $2,755."), "grounded");
}

/* A market update's headline lines and a claims summary's sections. */
static void
test_market_and_claims(void)
{
	static const char *const supply = "[[\"USA\", 11, 20.83, 665, 270.5], [\"Germany\", 7, 24.15, 329, 254.2], "
		"[\"Italy\", 5, 27.36, 80, 183.5]]";
	static const char *const supply_cols = "country,listings,avg_price,stock,monthly_units";
	static const char *const agents = "[[\"Margaret Peacock\", 128810], [\"Janet Leverling\", 108026], "
		"[\"Andrew Fuller\", 70444]]";
	static const char *const staff = "[[\"Margaret Peacock\", 156], [\"Andrew Fuller\", 41], [\"Janet Leverling\", 211]]";
	static const char *const weights = "[[\"8-cylinder\", 4137.5], [\"4-cylinder\", 2234]]";
	static const char *const months = "[[\"1998-02\", 54, 0], [\"1998-03\", 73, 4]]";
	static const char *const weeks = "[[\"1998-W07\", 12], [\"1998-W08\", 13], [\"1998-W09\", 16]]";
	static const char *const late = "[[\"Margaret Peacock\", 10, 151], [\"Janet Leverling\", 5, 127]]";
	static const char *const lines = "[[\"Beverages\", 404, 158], [\"Produce\", 136, 45]]";
	static const char *const claims = "[[\"1997-11\", 34, 2008.85, 3], [\"1998-04\", 74, 6393.57, 0]]";
	static const char *const desks = "[[\"Jane Peacock\", 146, 833.04], [\"Margaret Park\", 140, 775.40], "
		"[\"Steve Johnson\", 126, 720.16]]";
	static const char *const suppliers = "[[\"Australia\", 30.68, 5735.65], [\"Denmark\", 10.75, 1187.50], "
		"[\"Spain\", 29.50, 3730.00]]";
	static const char *const areas = "[[\"Tokyo\", 50000]]";
	static const char *const engines = "[[\"4-cylinder\", 207, 28.86], [\"8-cylinder\", 108, 14.27]]";
	static const char *const quarter_rows = "[[\"Q3 1996\", 70], [\"Q4 1996\", 92]]";
	static const char *const genders = "[[\"Male\", 170], [\"Female\", 35]]";
	static const char *const top_fares = "[[\"AA\", 3, 200], [\"UA\", 2, 210]]";
	static const char *const media = "[[\"MPEG audio file\", 3034, 4.43], [\"Protected AAC audio file\", 237, 4.70], "
		"[\"Protected MPEG-4 video file\", 214, 39.05]]";
	static const char *const territories = "[[\"USA\", 21, 523.06, 23.86], [\"Canada\", 14, 303.96, 13.86], "
		"[\"France\", 7, 185.10, 16.86]]";
	static const char *const books = "[[\"Austria\", 7391.50, 128003.84], [\"Germany\", 46200.00, 230284.63]]";
	static const char *const loss_ratio = "The loss ratio for Austria is 5.8%.\n\n- Paid losses \u2014 $7,391.50 (Austria)\n"
		"- Premium \u2014 $128,003.84 (Austria)\n\nAction: about 58 in every 1,000 dollars of premium goes out as paid losses.";
	static const char *const loss_ratio_wrong = "The loss ratio for Austria is 5.8%.\n\n- Paid losses \u2014 $7,391.50 "
		"(Austria)\n- Premium \u2014 $128,003.84 (Austria)\n\nAction: about 68 in every 1,000 dollars of premium goes out "
		"as paid losses.";
	static const char *const weekly = "Claims volume\nNew claims up 23.1% week over week (+3).\n\nDetail:\n"
		"Week 9 \u2014 16 (current)\nWeek 8 \u2014 13 (prior)";
	static const char *const weekly_wrong = "Claims volume\nNew claims up 33.1% week over week (+3).\n\nDetail:\n"
		"Week 9 \u2014 16 (current)\nWeek 8 \u2014 13 (prior)";

	/* a labelled line right under two: the first over the second */
	CHECK_STREQ(over(supply, 3, supply_cols, "Inventory (USA): 665\nUnits sold per month: 270.5\nMonths of supply: 2.46"),
				"grounded");
	/* must not: a figure the two do not give, nor two lines set off by a blank line */
	CHECK_STREQ(over(supply, 3, supply_cols, "Inventory (USA): 665\nUnits sold per month: 270.5\nMonths of supply: 3.46"),
				"ungrounded_figures");
	CHECK_STREQ(over(supply, 3, supply_cols, "Inventory (USA): 665\nUnits sold per month: 270.5\n\nMonths of supply: 2.46"),
				"ungrounded_figures");
	/* a rate per month is not named by its noun alone */
	CHECK_STREQ(over(supply, 3, supply_cols, "Inventory, USA: 665 units"), "grounded");
	/* must not: with the month said, the noun names the rate */
	CHECK_STREQ(over(supply, 3, supply_cols, "USA: 665 units a month"), "ungrounded_figures");
	/* "(1997 avg)" beside a column avg_price: the mean of the rate the line names */
	CHECK_STREQ(over(supply, 3, supply_cols, "USA: units sold per month (1997 avg): 270.5"), "grounded");
	/* must not: "avg price" names avg_price */
	CHECK_STREQ(over(supply, 3, supply_cols, "USA: avg price: 270.5"), "ungrounded_figures");
	/* "outpaced ... by" past a hedge: the change, never a share */
	CHECK_STREQ(over(agents, 3, "employee,sales", "Margaret Peacock outpaced Janet Leverling by slightly more than 19%."),
				"grounded");
	/* must not: the gap over the larger (wrong base) */
	CHECK_STREQ(over(agents, 3, "employee,sales", "Margaret Peacock outpaced Janet Leverling by slightly more than 16%."),
				"ungrounded_figures");
	/* "That is ..." restates the percentage that ends the sentence before */
	CHECK_STREQ(over(staff, 3, "employee,orders",
					 "Andrew Fuller took roughly 10% of closed orders.\n\nThat is less than a fifth of the market."),
				"grounded");
	/* must not: a bound the percentage before does not hold */
	CHECK_STREQ(over(staff, 3, "employee,orders",
					 "Andrew Fuller took roughly 10% of closed orders.\n\nThat is more than a fifth of the market."),
				"ungrounded_figures");
	/* ", or just over half of it": the percentage before, again */
	CHECK_STREQ(over(weights, 2, "engine,median_weight",
					 "4-cylinder came in at 54.0% of the 8-cylinder figure, or just over half of it."), "grounded");
	/* must not: a fraction the percentage does not hold */
	CHECK_STREQ(over(weights, 2, "engine,median_weight",
					 "4-cylinder came in at 54.0% of the 8-cylinder figure, or just under half of it."),
				"ungrounded_figures");
	/* a change over the list a blank line below it, with no lead-in */
	CHECK_STREQ(over(months, 2, "month,claims,late", "New claims up 35.2% month over month (+19).\n\n"
					 "\u2022 March 1998 \u2014 73 (current)\n\u2022 February 1998 \u2014 54 (prior)"), "grounded");
	CHECK_STREQ(over(months, 2, "month,claims,late", "New claims up 45.2% month over month (+19).\n\n"
					 "\u2022 March 1998 \u2014 73 (current)\n\u2022 February 1998 \u2014 54 (prior)"),
				"ungrounded_figures");
	/* "Week 9" names the row 1998-W09; lines of a label and a dash after "Detail:" are the list */
	CHECK_STREQ(over(weeks, 3, "week,claims", weekly), "grounded");
	CHECK_STREQ(over(weeks, 3, "week,claims", weekly_wrong), "ungrounded_figures");
	/* must not: a list item's percentage from the item after it */
	CHECK_STREQ(over(late, 2, "employee,late,shipped", "The key figures:\n"
					 "- Margaret Peacock: 10 of 151 shipped orders went out late (3.9%)\n"
					 "- Janet Leverling: five late out of 127"), "ungrounded_figures");
	/* a label's noun said again after its figure: the label names the column */
	CHECK_STREQ(over(lines, 2, "category,lines,discounted", "Discounted Produce lines \u2014 45 lines"), "grounded");
	/* must not: a figure of neither */
	CHECK_STREQ(over(lines, 2, "category,lines,discounted", "Discounted Produce lines \u2014 54 lines"),
				"ungrounded_figures");
	/* "N in every 1,000": a rate to the nearest one in a thousand */
	CHECK_STREQ(over(books, 2, "country,paid,premium", loss_ratio), "grounded");
	CHECK_STREQ(over(books, 2, "country,paid,premium", loss_ratio_wrong), "ungrounded_figures");
	/* must not: a ratio of the row's own figures is not its share of a column's total (13.8%) */
	CHECK_STREQ(over(books, 2, "country,paid,premium", "The loss ratio for Austria is 13.8%."), "ungrounded_figures");
	CHECK_STREQ(over(books, 2, "country,paid,premium", "Austria's share of paid losses is 13.8%."), "grounded");
	/* "On claims, ...": the multiple of the topic's column, not another's */
	CHECK_STREQ(over(claims, 2, "month,claims,paid,late", "On claims, April 1998 carried more than double the "
					 "November 1997 figure."), "grounded");
	/* must not: a bound only the other column holds (paid: 3.2 times) */
	CHECK_STREQ(over(claims, 2, "month,claims,paid,late", "On claims, April 1998 carried more than triple the "
					 "November 1997 figure."), "ungrounded_figures");
	/* a label's column, not the noun of what it counts */
	CHECK_STREQ(over(claims, 2, "month,claims,paid,late", "- Late closures in November 1997 \u2014 3 claims"), "grounded");
	/* must not: the noun's column under the label */
	CHECK_STREQ(over(claims, 2, "month,claims,paid,late", "- Late closures in November 1997 \u2014 34 claims"),
				"ungrounded_figures");
	/* the whole book's rate, with a row named in the clause after it */
	CHECK_STREQ(over(desks, 3, "rep,invoices,revenue", "Across all three desks the book runs $5.65 per invoice, so "
					 "Margaret Park sits below the book."), "grounded");
	CHECK_STREQ(over(desks, 3, "rep,invoices,revenue", "Across all three desks the book runs $6.05 per invoice, so "
					 "Margaret Park sits below the book."), "ungrounded_figures");
	/* a multiple of two rows whose cells the answer quotes: of that column */
	CHECK_STREQ(over(suppliers, 3, "country,median_price,stock_value", "Australia posted about three times as much as "
					 "Denmark.\n\nMedian list price, Australia: $30.68\nMedian list price, Denmark: $10.75"), "grounded");
	/* must not: a bound another column of the two rows holds (stock value: 4.8 times) */
	CHECK_STREQ(over(suppliers, 3, "country,median_price,stock_value", "Australia posted about five times as much as "
					 "Denmark.\n\nMedian list price, Australia: $30.68\nMedian list price, Denmark: $10.75"),
				"ungrounded_figures");
	/* a multiple in words of the column the answer quotes both rows in, stated after it */
	CHECK_STREQ(over(engines, 2, "cylinders,cars,avg_mpg", "4-cylinder posted about double the 8-cylinder figure.\n\n"
					 "Average mpg, 4-cylinder: 28.86 mpg\nAverage mpg, 8-cylinder: 14.27 mpg"), "grounded");
	/* must not: a multiple neither the quoted column nor its words give */
	CHECK_STREQ(over(engines, 2, "cylinders,cars,avg_mpg", "4-cylinder posted about four times the 8-cylinder figure.\n\n"
					 "Average mpg, 4-cylinder: 28.86 mpg\nAverage mpg, 8-cylinder: 14.27 mpg"), "ungrounded_figures");
	/* "**Q6.**" over quarter rows: a question's number, no quarter's code */
	CHECK_STREQ(over(quarter_rows, 2, "quarter,orders", "**Q6.** How many orders in all?\n\nThe answer is 162 orders."),
				"grounded");
	/* must not: a quarter the rows do not hold, said as one */
	CHECK_STREQ(over(quarter_rows, 2, "quarter,orders", "Q2 1997 took 70 orders."), "ungrounded_figures");
	/* "164 good to 35 bad — nearly five to one": the pair's first over its second */
	CHECK_STREQ(over(genders, 2, "gender,villains", "The answer is 170 male to 35 female \u2014 nearly five to one."),
				"grounded");
	CHECK_STREQ(over(genders, 2, "gender,villains", "The answer is 170 male to 35 female \u2014 nearly seven to one."),
				"ungrounded_figures");
	/* "an edge for Male": the ratio of that row's figure over the other's */
	CHECK_STREQ(over(genders, 2, "gender,villains", "Villains, Male: 170 villains\nVillains, Female: 35 villains\n\n"
					 "That is about five to one, a clear edge for Male."), "grounded");
	/* must not: the edge given to the other row */
	CHECK_STREQ(over(genders, 2, "gender,villains", "Villains, Male: 170 villains\nVillains, Female: 35 villains\n\n"
					 "That is about five to one, a clear edge for Female."), "ungrounded_figures");
	/* whole dollars said in cents: "$200 (20,000 cents)" */
	CHECK_STREQ(over(top_fares, 2, "carrier,fares,top_one_way", "AA highest one-way: $200 (20,000 cents)"), "grounded");
	CHECK_STREQ(over(top_fares, 2, "carrier,fares,top_one_way", "AA highest one-way: $200 (200,000 cents)"),
				"ungrounded_figures");
	/* an area said again in another unit holds the same amount */
	CHECK_STREQ(over(areas, 1, "city,area", "- Tokyo \u2014 50,000 km\u00b2 (about 19,300 sq mi)"), "grounded");
	CHECK_STREQ(over(areas, 1, "city,area", "- Tokyo \u2014 50,000 km\u00b2 (about 50,000 sq mi)"), "ungrounded_figures");
	/* "Protected video" names the one row whose name holds both words in order */
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_min",
					 "- Protected AAC \u2014 237 tracks\n- Protected video \u2014 214 tracks"), "grounded");
	/* must not: the other row's figure */
	CHECK_STREQ(over(media, 3, "media_type,tracks,avg_min",
					 "- Protected AAC \u2014 237 tracks\n- Protected video \u2014 237 tracks"), "ungrounded_figures");
	/* "net of": the row's larger figure less the one named */
	CHECK_STREQ(over(books, 2, "country,paid,premium", "Net of paid losses, Germany comes to $184,084.63."), "grounded");
	/* must not: the gross figure called net */
	CHECK_STREQ(over(books, 2, "country,paid,premium", "Net of paid losses, Germany comes to $230,284.63."),
				"ungrounded_figures");
	/* "ran about 72% above Canada": the change; never a column's total that happens to be 42 */
	CHECK_STREQ(over(territories, 3, "country,customers,revenue,top_invoice", "USA ran about 72% above Canada on premium."),
				"grounded");
	CHECK_STREQ(over(territories, 3, "country,customers,revenue,top_invoice", "USA ran about 42% above Canada on premium."),
				"ungrounded_figures");
	/* a share's label of several words names its whole; "top-three" over three rows is every row */
	CHECK_STREQ(over(territories, 3, "country,customers,revenue,top_invoice",
					 "USA: $523.06\nShare of top-three premium: 51.7%"), "grounded");
	CHECK_STREQ(over(territories, 3, "country,customers,revenue,top_invoice",
					 "USA: $523.06\nShare of top-three premium: 61.7%"), "ungrounded_figures");
}

int
main(void)
{
	test_period_labels();
	test_headlines_and_wrapped_lines();
	test_ratios_multiples_kind_words();
	test_coarse_changes_stated();
	test_comparison_subject();
	test_small_counts();
	test_points_back();
	test_fraction_bounds();
	test_change_words();
	test_units();
	test_other_rows();
	test_formal_comparisons();
	test_british_notes();
	test_markdown_chat();
	test_wire_stories();
	test_spoken_and_shown();
	test_worked_arithmetic();
	test_kpi_cards();
	test_status_emails();
	test_notebook_cells();
	test_slide_decks();
	test_results_sections();
	test_research_write_ups();
	test_markdown_tables();
	test_table_commentary();
	test_investor_letters();
	test_investor_shares();
	test_investor_rows();
	test_smart_narratives();
	test_worked_examples();
	test_data_desk();
	test_help_centre();
	test_audit_findings();
	test_auditor_lines();
	test_auditor_ratios();
	test_postmortem_impact();
	test_chat_thread_replies();
	test_board_memos();
	test_account_reviews();
	test_newsletters();
	test_podcast_scripts();
	test_call_transcripts();
	test_review_notes();
	test_okr_reviews();
	test_okr_scorecards();
	test_support_replies();
	test_decimal_commas();
	test_leaderboards();
	test_exception_rates();
	test_query_means();
	test_ratio_of_pair();
	test_part_of_row();
	test_change_amount();
	test_index_in_prose();
	test_labelled_shares();
	test_thread_posts();
	test_bot_alerts();
	test_market_and_claims();
	return unit_report("verdict_walk");
}
