/*
 * test_verdict.c — unit tests of src/verdict*.c: numeric cells of rows JSON,
 * the values figures are grounded in (cells, row counts, column aggregates,
 * fractions, shares, ratios), the order of the rules, and the scanning range
 * agreeing with the index of figures.c.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "verdict.h"
#include "unit.h"

/* A step that executed, with its rows JSON and row count. */
static VerdictStep
ran(int number, const char *rows, int64_t row_count)
{
	VerdictStep s;

	memset(&s, 0, sizeof(s));
	s.number = number;
	s.executed = true;
	s.rows = rows;
	s.rows_len = rows ? strlen(rows) : 0;
	s.row_count = row_count;
	return s;
}

/* A step whose final query failed. */
static VerdictStep
failed(int number)
{
	VerdictStep s;

	memset(&s, 0, sizeof(s));
	s.number = number;
	return s;
}

/* The reason of the verdict on answer over the steps ("oom" if it failed). */
static const char *
reason(const VerdictStep *steps, size_t n, const char *answer)
{
	Verdict		v;
	const char *r;

	if (verdict_decide(steps, n, answer, strlen(answer), &v) != 0)
		return "oom";
	r = verdict_reason_name(v.reason);
	CHECK(v.plausible == (strcmp(r, "grounded") == 0 || strcmp(r, "no_figures") == 0 ||
						  strcmp(r, "zero_rows_acknowledged") == 0));
	verdict_free(&v);
	return r;
}

/* Over one step with rows (and their count), the reason of the answer. */
static const char *
over(const char *rows, int64_t row_count, const char *answer)
{
	VerdictStep s = ran(1, rows, row_count);

	return reason(&s, 1, answer);
}

/* How the only figure of answer was grounded over one step. */
static Grounding
how(const char *rows, int64_t row_count, const char *answer)
{
	VerdictStep s = ran(1, rows, row_count);
	Verdict		v;
	Grounding	g;

	memset(&g, 0, sizeof(g));
	if (verdict_decide(&s, 1, answer, strlen(answer), &v) != 0)
		return g;
	CHECK(v.nfigures == 1);
	if (v.nfigures >= 1)
		g = v.grounds[0];
	verdict_free(&v);
	return g;
}

/* Parse rows and return the cell at (row, col) (NaN when absent). */
static double
cell(const char *rows, size_t row, int col, size_t *nrows, int *ncols)
{
	StepCells	c;
	double		v = NAN;

	CHECK(step_cells_parse(rows, strlen(rows), &c) == 0);
	*nrows = c.nrows;
	*ncols = c.ncolumns;
	if (row < c.nrows && col < c.ncolumns)
		v = c.cells[row * c.ncolumns + col];
	step_cells_free(&c);
	return v;
}

/* Strings that are numbers, and those that are not. */
static void
test_numeric_strings(void)
{
	double		v = 0;

	CHECK(numeric_string("42", 2, &v) && v == 42);
	/* zero-padded text is a code: a month "09", a zip "02139" */
	CHECK(!numeric_string("09", 2, &v));
	CHECK(!numeric_string("02139", 5, &v));
	CHECK(numeric_string("0.5", 3, &v) && v == 0.5);
	CHECK(numeric_string("0", 1, &v) && v == 0);
	CHECK(numeric_string("-3.5", 4, &v) && v == -3.5);
	CHECK(numeric_string("$1,234.50", 9, &v) && v == 1234.5);
	CHECK(numeric_string("-$1,234.50", 10, &v) && v == -1234.5);
	CHECK(numeric_string("$-3.00", 6, &v) && v == -3);
	CHECK(numeric_string("1,234,567", 9, &v) && v == 1234567);
	CHECK(numeric_string("1e3", 3, &v) && v == 1000);
	CHECK(!numeric_string("007", 3, &v));
	CHECK(!numeric_string("", 0, &v));
	CHECK(!numeric_string("2023-05-01", 10, &v));
	CHECK(!numeric_string("12,34", 5, &v));
	CHECK(!numeric_string("1,2345", 6, &v));
	CHECK(!numeric_string("1.234,5", 7, &v));
	CHECK(!numeric_string("A320", 4, &v));
	CHECK(!numeric_string("12 apples", 9, &v));
	CHECK(!numeric_string("NaN", 3, &v));
	CHECK(!numeric_string("Infinity", 8, &v));
	CHECK(!numeric_string("$", 1, &v));
	CHECK(!numeric_string("1,,234", 6, &v));
	CHECK(!numeric_string("10:30", 5, &v));
}

/* Cells of rows JSON: numbers, numeric strings, everything else NaN. */
static void
test_cells(void)
{
	size_t		nrows;
	int			ncols;
	const char *rows = "[[1, \"Ann\", 2.50, null, true, {\"a\": [1, 2]}, \"$3.00\", -1.5e3, \"x\\\"1\"],"
		" [2, \"Bob\", 7.25, 4, false, [], \"12\", 0, \"7\"]]";

	CHECK(cell(rows, 0, 0, &nrows, &ncols) == 1);
	CHECK(nrows == 2 && ncols == 9);
	CHECK(isnan(cell(rows, 0, 1, &nrows, &ncols)));
	CHECK(cell(rows, 0, 2, &nrows, &ncols) == 2.5);
	CHECK(isnan(cell(rows, 0, 3, &nrows, &ncols)));
	CHECK(isnan(cell(rows, 0, 4, &nrows, &ncols)));
	CHECK(isnan(cell(rows, 0, 5, &nrows, &ncols)));
	CHECK(cell(rows, 0, 6, &nrows, &ncols) == 3);
	CHECK(cell(rows, 0, 7, &nrows, &ncols) == -1500);
	CHECK(isnan(cell(rows, 0, 8, &nrows, &ncols)));
	CHECK(cell(rows, 1, 3, &nrows, &ncols) == 4);
	CHECK(isnan(cell(rows, 1, 5, &nrows, &ncols)));
	CHECK(cell(rows, 1, 6, &nrows, &ncols) == 12);
	CHECK(cell(rows, 1, 8, &nrows, &ncols) == 7);
	/* exact decimals, long numerics, float output */
	CHECK(cell("[[0.1, 123456789012345678901234567890.5, 1e+20, 0.30000000000000004]]", 0, 0, &nrows, &ncols) == 0.1);
	CHECK(cell("[[0.1, 123456789012345678901234567890.5, 1e+20]]", 0, 1, &nrows, &ncols) == 123456789012345678901234567890.5);
	CHECK(cell("[[0.1, 123456789012345678901234567890.5, 1e+20]]", 0, 2, &nrows, &ncols) == 1e20);
	CHECK(cell("[[12345.6789]]", 0, 0, &nrows, &ncols) == 12345.6789);
	/* empty, ragged, whitespace */
	CHECK(isnan(cell("[]", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("  [ ]  ", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(cell("[[1,2],[3],[4,5,6]]", 2, 1, &nrows, &ncols) == 5 && nrows == 3 && ncols == 2);
	CHECK(isnan(cell("[[1,2],[3],[4,5,6]]", 1, 1, &nrows, &ncols)));
	CHECK(cell("[\n [ 1 ,\t2 ]\n]", 0, 1, &nrows, &ncols) == 2);
	/* malformed (the rows are jsonb, so never in a receipt): no rows */
	CHECK(isnan(cell("[[1,2],[3,", 1, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[1,2],[3,@,4]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[\"unterminated]]", 0, 0, &nrows, &ncols)));
	CHECK(isnan(cell("{\"not\": \"rows\"}", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[1-2, 3]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	/* rows that are not arrays are skipped; escapes are read; integers past 64 bits are no values */
	CHECK(cell("[7, [1, 2], \"x\", [3, 4]]", 1, 1, &nrows, &ncols) == 4 && nrows == 2);
	CHECK(isnan(cell("[[123456789012345678901234567890, 5]]", 0, 0, &nrows, &ncols)));
	CHECK(cell("[[18446744073709551614]]", 0, 0, &nrows, &ncols) == 18446744073709551614.0);
	CHECK(cell("[[\"\\u0031\\u0032\"]]", 0, 0, &nrows, &ncols) == 12);
	/* the in-place reader: negative integers at the 64-bit limit, literals, nesting, bad escapes */
	CHECK(cell("[[-9223372036854775807]]", 0, 0, &nrows, &ncols) == -9223372036854775807.0);
	CHECK(isnan(cell("[[-9223372036854775808, 1]]", 0, 0, &nrows, &ncols)) && nrows == 1);
	CHECK(isnan(cell("[[18446744073709551615]]", 0, 0, &nrows, &ncols)) && nrows == 1);
	CHECK(isnan(cell("[[NaN, Infinity, -Infinity, 4]]", 0, 2, &nrows, &ncols)) && ncols == 4);
	CHECK(cell("[[NaN, Infinity, -Infinity, 4]]", 0, 3, &nrows, &ncols) == 4);
	CHECK(cell("[[{\"a\": {\"b\": [[], {}]}, \"c\": \"]\"}, 6]]", 0, 1, &nrows, &ncols) == 6);
	CHECK(isnan(cell("[[{\"a\" 1}, 6]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[{\"a\": 1,}, 6]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[[1 2], 6]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[\"a\\q\", 6]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[\"\\u12g4\", 6]]", 0, 1, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[01]]", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[1.]]", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[[1]] x", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(isnan(cell("[] x", 0, 0, &nrows, &ncols)) && nrows == 0);
	CHECK(cell("[[1, 2, 3], [4, 5, 6, 7, 8]]", 1, 2, &nrows, &ncols) == 6 && ncols == 3);
}

/* Text cells: unescaped ones point into the rows text, escaped ones are read; a wrong size hint is harmless. */
static void
test_cells_texts(void)
{
	const char *rows = "[[\"R.E.M.\", \"Caf\\u00e9 7\", \"\\ud83d\\ude00 x1\", \"a\\ud800b 2\"], [\"Inc.\", \"q\", 1, 2]]";
	StepCells	c;
	size_t		hint;

	CHECK(step_cells_parse(rows, strlen(rows), &c) == 0);
	CHECK(c.nrows == 2 && c.nnames == 5 && c.ntexts == 3);
	CHECK(c.nnames == 5 && c.names[0].text == rows + 3 && c.names[0].len == 6);
	CHECK(c.ntexts == 3 && c.texts[0].len == strlen("Caf\xc3\xa9 7") && memcmp(c.texts[0].text, "Caf\xc3\xa9 7", c.texts[0].len) == 0);
	CHECK(c.ntexts == 3 && c.texts[1].len == strlen("\xf0\x9f\x98\x80 x1") &&
		  memcmp(c.texts[1].text, "\xf0\x9f\x98\x80 x1", c.texts[1].len) == 0);
	CHECK(c.ntexts == 3 && c.texts[2].len == strlen("a\xef\xbf\xbd" "b 2") &&
		  memcmp(c.texts[2].text, "a\xef\xbf\xbd" "b 2", c.texts[2].len) == 0);
	CHECK(c.nnames == 5 && c.names[4].row == 1 && memcmp(c.names[4].text, "Inc.", 4) == 0);
	step_cells_free(&c);
	/* hints too small, right and far too large (rows past max_rows were not captured) */
	for (hint = 0; hint < 4; hint++)
	{
		size_t		h = hint == 3 ? 1000000 : hint;

		CHECK(step_cells_parse_sized(rows, strlen(rows), h, &c) == 0);
		CHECK(c.nrows == 2 && c.ncolumns == 4 && c.cells[6] == 1 && c.cells[7] == 2 && isnan(c.cells[0]));
		step_cells_free(&c);
	}
}

/*
 * A count equal to the rows a LIMIT cut the result to grounds a count of the
 * rows shown, not of all that qualify; a row's share said of a name no row
 * holds is no other row's; names ending in a stop are the rows' names.
 */
static void
test_limit_share_names(void)
{
	const char *spend = "[[\"Ann\", 4900], [\"Bob\", 4800], [\"Cy\", 4700], [\"Di\", 4600], [\"Ed\", 4500], "
		"[\"Flo\", 4400], [\"Gus\", 4300], [\"Hal\", 4200], [\"Ivy\", 4100], [\"Jo\", 4000], [\"Kim\", 3900], "
		"[\"Lu\", 3800]]";
	const char *pubs = "[[\"Marvel Comics\", 387], [\"DC Comics\", 224], [\"Dark Horse Comics\", 19], "
		"[\"Image Comics\", 14], [\"George Lucas\", 15]]";
	const char *artists = "[[\"AC/DC\", 2, 18], [\"R.E.M.\", 3, 41], [\"R.E.M. Feat. Kate Pearson\", 1, 11], "
		"[\"Acme Inc.\", 1, 27]]";
	VerdictStep cut = ran(1, spend, 12);

	cut.limit = 12;
	CHECK(strcmp(reason(&cut, 1, "12 customers spent more than $3,700."), "ungrounded_figures") == 0);
	CHECK(strcmp(reason(&cut, 1, "The top 12 customers each spent more than $3,700."), "grounded") == 0);
	CHECK(strcmp(reason(&cut, 1, "These 12 customers spent more than $3,700 each."), "grounded") == 0);
	/* "across" the rows it ranges over: the rows shown */
	CHECK(strcmp(reason(&cut, 1, "Across 12 customers, spending sums to $52,200."), "grounded") == 0);
	CHECK(strcmp(reason(&cut, 1, "Across 14 customers, spending sums to $52,200."), "ungrounded_figures") == 0);
	/* "the average customer in the top twelve", "the top twelve's spending": the rows the limit keeps */
	CHECK(strcmp(reason(&cut, 1, "Ann spent $4,900, above the average customer in the top twelve."), "grounded") == 0);
	CHECK(strcmp(reason(&cut, 1, "Ann has $4,900 of the top twelve's spending."), "grounded") == 0);
	CHECK(strcmp(reason(&cut, 1, "Ann has $4,900 of the top fifteen's spending."), "ungrounded_figures") == 0);
	cut.limit = 50;
	CHECK(strcmp(reason(&cut, 1, "12 customers spent more than $3,700."), "grounded") == 0);
	cut.limit = 0;
	CHECK(strcmp(reason(&cut, 1, "12 customers spent more than $3,700."), "grounded") == 0);

	CHECK(strcmp(over(pubs, 5, "George Lucas has 2.3% of the heroes listed."), "grounded") == 0);
	CHECK(strcmp(over(pubs, 5, "Wildstorm has 2.3% of the heroes listed."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(pubs, 5, "Wildstorm has about a third of the heroes."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(pubs, 5, "DC Comics has about a third of the heroes."), "grounded") == 0);
	CHECK(strcmp(over(pubs, 5, "The largest publisher has 58.7% of the heroes."), "grounded") == 0);
	CHECK(strcmp(over(pubs, 5, "The largest publisher has 34.0% of the heroes."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(pubs, 5, "The 2nd row makes up 34.0% of the heroes."), "grounded") == 0);
	CHECK(strcmp(over(pubs, 5, "The second row makes up 34.0% of the heroes."), "grounded") == 0);
	CHECK(strcmp(over(pubs, 5, "The 3rd row makes up 34.0% of the heroes."), "ungrounded_figures") == 0);
	/* a row named by a label that is no name */
	CHECK(strcmp(over("[[\"1997-07\", 400], [\"1997-08\", 300], [\"1997-09\", 300]]", 3,
					  "1997-08 makes up 30.0% of all freight."), "grounded") == 0);
	CHECK(strcmp(over("[[\"1997-07\", 400], [\"1997-08\", 300], [\"1997-09\", 300]]", 3,
					  "1997-07 makes up 30.0% of all freight."), "ungrounded_figures") == 0);

	CHECK(strcmp(over(artists, 4, "The tracks of R.E.M. number 41."), "grounded") == 0);
	CHECK(strcmp(over(artists, 4, "The tracks of R.E.M. number 18."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(artists, 4, "There are 41 tracks by R.E.M."), "grounded") == 0);
	CHECK(strcmp(over(artists, 4, "There are 18 tracks by R.E.M."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(artists, 4, "There are 11 tracks by R.E.M. Feat. Kate Pearson."), "grounded") == 0);
	CHECK(strcmp(over(artists, 4, "There are 41 tracks by R.E.M. Feat. Kate Pearson."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(artists, 4, "Acme Inc. has 27 tracks."), "grounded") == 0);
	CHECK(strcmp(over(artists, 4, "Acme Inc. has 41 tracks."), "ungrounded_figures") == 0);
	CHECK(strcmp(over(artists, 4, "We looked at R.E.M. There are 18 tracks by AC/DC."), "grounded") == 0);
}

/* Long results: every row read, texts kept, a bad tail still reads as no rows. */
static void
test_cells_chunks(void)
{
	size_t		cap = 400000,
				len = 0,
				nrows;
	char	   *rows = malloc(cap);
	StepCells	c;
	int			ncols,
				g;

	CHECK(rows != NULL);
	if (rows == NULL)
		return;
	len += snprintf(rows + len, cap - len, "[");
	for (g = 1; g <= 5000; g++)
		len += snprintf(rows + len, cap - len, "%s[%d, \"code ]\\\"%d,[\", %d.5, {\"k\": [\"]\"]}]",
						g > 1 ? ", " : "", g, g, g);
	len += snprintf(rows + len, cap - len, "]");
	CHECK(step_cells_parse(rows, len, &c) == 0);
	CHECK(c.nrows == 5000 && c.ncolumns == 4);
	CHECK(c.nrows == 5000 && c.cells[4999 * 4 + 0] == 5000 && c.cells[4999 * 4 + 2] == 5000.5);
	CHECK(c.ntexts == 5000 && c.texts[4999].row == 4999 && c.texts[4999].len == strlen("code ]\"5000,[") &&
		  memcmp(c.texts[4999].text, "code ]\"5000,[", c.texts[4999].len) == 0);
	CHECK(c.ntexts == 5000 && memcmp(c.texts[0].text, "code ]\"1,[", 10) == 0);
	step_cells_free(&c);
	/* the same rows with a malformed last one: nothing */
	memcpy(rows + len - 3, "@]]", 3);
	CHECK(isnan(cell(rows, 0, 0, &nrows, &ncols)) && nrows == 0);
	/* a stray comma before the close, after many rows */
	memcpy(rows + len - 3, "},]", 3);
	CHECK(isnan(cell(rows, 0, 0, &nrows, &ncols)) && nrows == 0);
	free(rows);
}

/* The rules in order: nothing executed, zero rows, ungrounded figures. */
static void
test_rules(void)
{
	VerdictStep none[2] = {failed(1), failed(2)};
	VerdictStep empty[2] = {ran(1, "[]", 0), ran(2, "[]", 0)};
	VerdictStep mixed[2] = {failed(1), ran(2, "[[1234]]", 1)};

	CHECK_STREQ(reason(none, 2, "There are 1,234 customers."), "no_query_executed");
	CHECK_STREQ(reason(none, 2, "No customers were found."), "no_query_executed");
	CHECK_STREQ(reason(none, 0, "No customers were found."), "no_query_executed");
	CHECK_STREQ(reason(empty, 2, "There are 12 customers."), "zero_rows_unacknowledged");
	CHECK_STREQ(reason(empty, 2, "The answer is yes."), "zero_rows_unacknowledged");
	CHECK_STREQ(reason(empty, 2, "No customers matched."), "zero_rows_acknowledged");
	CHECK_STREQ(reason(empty, 2, "The query returned no rows."), "zero_rows_acknowledged");
	CHECK_STREQ(reason(empty, 2, "Nothing was found for 2023."), "zero_rows_acknowledged");
	/* acknowledged, but a figure still has to be grounded */
	CHECK_STREQ(reason(empty, 2, "None of the 12 customers churned."), "ungrounded_figures");
	CHECK_STREQ(reason(mixed, 2, "There are 1,234 customers."), "grounded");
	CHECK_STREQ(reason(mixed, 2, "There are 1,235 customers."), "ungrounded_figures");
	CHECK_STREQ(reason(mixed, 2, "There are many customers."), "no_figures");
	CHECK_STREQ(reason(mixed, 2, ""), "no_figures");
	/* rows anywhere count: one empty step and one with rows */
	{
		VerdictStep some[2] = {ran(1, "[]", 0), ran(2, "[[15]]", 1)};

		CHECK_STREQ(reason(some, 2, "15 orders."), "grounded");
	}
	/* a failed step's leftover rows are never values */
	{
		VerdictStep f = failed(1);
		VerdictStep two[2];

		f.rows = "[[777]]";
		f.rows_len = 7;
		two[0] = f;
		two[1] = ran(2, "[[15]]", 1);
		CHECK_STREQ(reason(two, 2, "We found 777."), "ungrounded_figures");
	}
}

/* Where a figure may be grounded: cells, row counts, aggregates, fractions. */
static void
test_values(void)
{
	const char *sales = "[[\"Ann\", 120.50, 3], [\"Bob\", 79.50, 5], [\"Cy\", 300, 12]]";
	Grounding	g;

	g = how(sales, 3, "Bob spent $79.50.");
	CHECK(g.kind == GROUND_CELL && g.step == 1 && g.row == 2 && g.column == 1);
	g = how(sales, 3, "In total $500 was spent.");
	CHECK(g.kind == GROUND_SUM && g.column == 1);
	g = how(sales, 3, "On average 166.67 per customer.");
	CHECK(g.kind == GROUND_AVG && g.column == 1);
	g = how(sales, 3, "20 items were bought.");
	CHECK(g.kind == GROUND_SUM && g.column == 2);
	g = how(sales, 3, "about 6.7 items each");
	CHECK(g.kind == GROUND_AVG && g.column == 2);
	/* row counts, also past the captured rows */
	g = how(sales, 2500, "2,500 customers in all");
	CHECK(g.kind == GROUND_ROW_COUNT && g.step == 1);
	/* shares of a column total, for percentages only */
	g = how(sales, 3, "Cy accounts for 60% of the spend.");
	CHECK(g.kind == GROUND_SHARE && g.row == 3 && g.column == 1);
	g = how(sales, 3, "Cy accounts for 60.0% of the spend.");
	CHECK(g.kind == GROUND_SHARE);
	CHECK_STREQ(over(sales, 3, "Cy accounts for 61% of the spend."), "ungrounded_figures");
	CHECK_STREQ(over(sales, 3, "Cy accounts for 60 of the spend."), "ungrounded_figures");
	/* a fraction times 100 */
	g = how("[[0.4512]]", 1, "a churn rate of 45.1%");
	CHECK(g.kind == GROUND_CELL);
	CHECK_STREQ(over("[[0.4512]]", 1, "a churn rate of 45.2%"), "ungrounded_figures");
	/* precision as shown */
	CHECK_STREQ(over("[[1234567]]", 1, "1.2M"), "grounded");
	CHECK_STREQ(over("[[1234567]]", 1, "1.23 million"), "grounded");
	CHECK_STREQ(over("[[1234567]]", 1, "1.24 million"), "ungrounded_figures");
	CHECK_STREQ(over("[[1234567]]", 1, "1,234,567"), "grounded");
	CHECK_STREQ(over("[[1234567]]", 1, "1,234,568"), "ungrounded_figures");
	CHECK_STREQ(over("[[1234567]]", 1, "1,235k"), "grounded");
	CHECK_STREQ(over("[[2400000000]]", 1, "$2.4bn"), "grounded");
	CHECK_STREQ(over("[[2400000000]]", 1, "2.4 billion"), "grounded");
	CHECK_STREQ(over("[[2400000000]]", 1, "2.5 billion"), "ungrounded_figures");
	CHECK_STREQ(over("[[12.345]]", 1, "12.3"), "grounded");
	CHECK_STREQ(over("[[12.345]]", 1, "12.4"), "ungrounded_figures");
	CHECK_STREQ(over("[[12.35]]", 1, "12.4"), "grounded");
	CHECK_STREQ(over("[[\"$1,234.50\"]]", 1, "€1,234.50"), "grounded");
	/* signs: words carry the sign, an explicit sign must match */
	CHECK_STREQ(over("[[-4.2]]", 1, "fell by 4.2%"), "grounded");
	CHECK_STREQ(over("[[-4.2]]", 1, "a change of -4.2"), "grounded");
	CHECK_STREQ(over("[[4.2]]", 1, "a change of -4.2"), "ungrounded_figures");
	/* narration is never checked */
	CHECK_STREQ(over("[[1234]]", 1, "In 2023, step 2 found 1,234 rows on 2024-05-01 at 10:30."), "grounded");
	CHECK_STREQ(over("[[1234]]", 1, "Flight A320 of COVID-19 era: 3 customers"), "no_figures");
	/* the maximum (a cell) at a coarser precision */
	g = how("[[5.5], [7.25], [30.125]]", 3, "the most was 30.13");
	CHECK(g.kind == GROUND_CELL && g.row == 3);
}

/* Figures written in text cells ground figures that quote them; dates there do not. */
static void
test_text_cells(void)
{
	const char *fleet = "[[\"Boeing 747\", 12], [\"Airbus A320\", 30], [\"Route 66 shuttle\", 4],"
		" [\"since 2023-05-01\", 7], [\"say \\\"99\\\"\", 8], [\"1.2M miles\", 9]]";
	Grounding	g;
	StepCells	c;

	CHECK(step_cells_parse(fleet, strlen(fleet), &c) == 0);
	CHECK(c.ntexts == 6 && c.nrows == 6);
	if (c.ntexts == 6)
		CHECK(c.texts[0].row == 0 && c.texts[0].column == 0 && c.texts[5].row == 5 &&
			  c.texts[0].len == 10 && memcmp(c.texts[0].text, "Boeing 747", 10) == 0);
	step_cells_free(&c);

	g = how(fleet, 6, "The Boeing 747 flies most.");
	CHECK(g.kind == GROUND_TEXT && g.row == 1 && g.column == 0);
	g = how(fleet, 6, "Take the Route 66 shuttle.");
	CHECK(g.kind == GROUND_TEXT && g.row == 3);
	g = how(fleet, 6, "It flew 1.2 million miles.");
	CHECK(g.kind == GROUND_TEXT && g.row == 6);
	/* numbers first: 12 is a cell before it is anything else */
	g = how(fleet, 6, "12 of them");
	CHECK(g.kind == GROUND_CELL);
	CHECK_STREQ(over(fleet, 6, "The Boeing 748 flies most."), "ungrounded_figures");
	/* a date in a text cell is narration there too; an escaped string is read unescaped */
	CHECK_STREQ(over(fleet, 6, "Since 2023 it grew by 2,023."), "ungrounded_figures");
	CHECK_STREQ(over(fleet, 6, "They say 99."), "grounded");
	CHECK_STREQ(over(fleet, 6, "They say 98."), "ungrounded_figures");
	/* A320 is an identifier the cells hold: grounded by them; another of its shape is not */
	CHECK_STREQ(over(fleet, 6, "The Airbus A320 is second."), "grounded");
	CHECK_STREQ(over(fleet, 6, "The Airbus A321 is second."), "ungrounded_figures");
	/* an identifier of a shape the cells do not hold stays narration */
	CHECK_STREQ(over(fleet, 6, "Unlike COVID-19 or the B737, it is second."), "no_figures");
}

/* Multi-step receipts: figures from any step; ratios of step totals. */
static void
test_steps(void)
{
	VerdictStep steps[3] = {
		ran(1, "[[12]]", 1),
		ran(2, "[[\"a\"],[\"b\"]]", 48),
		ran(3, "[[10, 250.75], [11, 99.25]]", 2),
	};
	Verdict		v;
	const char *answer = "Of 48 customers, 12 are VIPs (25%); they spent $350 in total, 250.75 of it by one.";

	CHECK(verdict_decide(steps, 3, answer, strlen(answer), &v) == 0);
	CHECK(v.plausible && v.reason == VERDICT_GROUNDED);
	CHECK(v.nfigures == 5);
	if (v.nfigures == 5)
	{
		CHECK(v.grounds[0].kind == GROUND_ROW_COUNT && v.grounds[0].step == 2);
		CHECK(v.grounds[1].kind == GROUND_CELL && v.grounds[1].step == 1);
		CHECK(v.grounds[2].kind == GROUND_RATIO && v.grounds[2].step == 1 && v.grounds[2].column == 0 &&
			  v.grounds[2].step2 == 2 && v.grounds[2].column2 == -1);
		CHECK(v.grounds[3].kind == GROUND_SUM && v.grounds[3].step == 3 && v.grounds[3].column == 1);
		CHECK(v.grounds[4].kind == GROUND_CELL && v.grounds[4].step == 3 && v.grounds[4].row == 1);
	}
	CHECK(v.rows_seen == 51 && v.executed_any && !v.acknowledges_empty);
	verdict_free(&v);

	answer = "Of 48 customers, 12 are VIPs (26%).";
	CHECK(verdict_decide(steps, 3, answer, strlen(answer), &v) == 0);
	CHECK(!v.plausible && v.reason == VERDICT_UNGROUNDED_FIGURES && v.nungrounded == 1);
	CHECK(v.nfigures == 3 && v.grounds[2].kind == GROUND_NONE);
	verdict_free(&v);

	/* the single-row step's count of 1 is no denominator: 1/4 is not "25%" */
	{
		VerdictStep one[1] = {ran(1, "[[4, 17]]", 1)};

		CHECK_STREQ(reason(one, 1, "25% of them"), "ungrounded_figures");
		CHECK_STREQ(reason(one, 1, "4 of 17 (23.5%)"), "grounded");
	}
}

/* The scanning range agrees with the index of figures.c, value by value. */
static void
test_range_agrees_with_index(void)
{
	const char *answers[] = {
		"42", "4.2%", "-4.2", "+5%", "$1.2k", "about 1,200", "over 1,000", "0.05%", "12.5 million",
		"(12.5%)", "3.40", "1.5x", "-0.5%", "€-3", "7.25", NULL
	};
	uint64_t	seed = 88172645463325252ULL;
	int			disagreements = 0;
	int			a;

	for (a = 0; answers[a]; a++)
	{
		Figure	   *f = NULL;
		size_t		n = figures_extract(answers[a], strlen(answers[a]), &f);
		int			k;

		CHECK(n == 1);
		for (k = 0; n == 1 && k < 2000; k++)
		{
			double		v;
			FigureRange r;
			FigureIndex *ix;

			seed ^= seed << 13;
			seed ^= seed >> 7;
			seed ^= seed << 17;
			/* values near the figure, its negation, and its hundredth */
			v = f[0].value * ((k % 3 == 0) ? 1 : (k % 3 == 1) ? -1 : 0.01) +
				f[0].half_unit * ((double) (seed % 4001) / 1000.0 - 2.0) * ((k % 3 == 2) ? 0.01 : 1);
			ix = figure_index_build(&v, 1);
			figure_range(&f[0], &r);
			if (figure_range_has(&r, v) != figure_index_grounds(ix, &f[0]))
				disagreements++;
			figure_index_free(ix);
		}
		free(f);
	}
	CHECK(disagreements == 0);
}

/*
 * A list written as one sentence longer than a sentence is read at once
 * ("item 1 shows an amount of 3.17, next to …, item 2 shows …"): read in pieces, each
 * figure is still its own row's, and one moved to the next row is caught.
 */
static void
test_one_sentence_list(void)
{
	static const char *const names[] = {"id", "name", "amount", "qty"};
	char		rows[4096],
				answer[8192];
	size_t		used = 0,
				alen = 0;
	int			g;
	VerdictStep s;
	Verdict		v;

	used += sprintf(rows + used, "[");
	for (g = 1; g <= 30; g++)
		used += sprintf(rows + used, "%s[%d, \"item %d\", %.2f, %d]", g > 1 ? ", " : "", g, g, g * 3.17, 100 + g);
	sprintf(rows + used, "]");
	s = ran(1, rows, 30);
	s.column_names = names;
	s.ncolumn_names = 4;
	for (g = 1; g <= 30; g++)
		alen += sprintf(answer + alen, "item %d shows an amount of %.2f, next to a qty of %d on the books, ", g,
						g * 3.17, 100 + g);
	CHECK(alen > 2000);
	CHECK(verdict_decide(&s, 1, answer, alen, &v) == 0);
	CHECK(v.nungrounded == 0 && v.plausible);
	verdict_free(&v);
	/* item 25's amount said as item 26's */
	alen = 0;
	for (g = 1; g <= 30; g++)
		alen += sprintf(answer + alen, "item %d shows an amount of %.2f, next to a qty of %d on the books, ", g,
						(g == 25 ? 26 : g) * 3.17, 100 + g);
	CHECK(verdict_decide(&s, 1, answer, alen, &v) == 0);
	CHECK(v.nungrounded == 1 && !v.plausible);
	verdict_free(&v);
}

/* Big inputs: many rows, many figures; work stays linear. */
static void
test_large(void)
{
	size_t		nrows = 20000;
	char	   *rows = malloc(nrows * 32 + 16);
	char	   *answer = malloc(200 * 16 + 1);
	size_t		used = 0;
	size_t		i;
	VerdictStep s;
	Verdict		v;

	used += sprintf(rows + used, "[");
	for (i = 0; i < nrows; i++)
		used += sprintf(rows + used, "%s[%zu, %zu.5]", i ? "," : "", i * 3, i);
	used += sprintf(rows + used, "]");
	s = ran(1, rows, (int64_t) nrows);
	answer[0] = '\0';
	for (i = 0, used = 0; i < 200; i++)
		used += sprintf(answer + used, "%zu, ", 10 + i * 3);
	CHECK(verdict_decide(&s, 1, answer, strlen(answer), &v) == 0);
	CHECK(v.nfigures == 200 && v.nungrounded == 0 && v.plausible);
	verdict_free(&v);
	/* figures nothing grounds scan every value */
	sprintf(answer, "%.1f and %zu.25", 1e12, nrows);
	CHECK(verdict_decide(&s, 1, answer, strlen(answer), &v) == 0);
	CHECK(v.nfigures == 2 && v.nungrounded == 2);
	verdict_free(&v);
	free(rows);
	free(answer);
	test_one_sentence_list();
}

/* Unit tests of verdict.c. */
/* One step with column names (comma-separated) and a question; the reason of the answer. */
static const char *
named(const char *rows, int64_t row_count, const char *columns, const char *question, const char *answer)
{
	static char names_buf[512];
	static const char *names[32];
	VerdictStep s = ran(1, rows, row_count);
	int			n = 0;
	char	   *p;

	snprintf(names_buf, sizeof(names_buf), "%s", columns);
	for (p = strtok(names_buf, ","); p && n < 32; p = strtok(NULL, ","))
		names[n++] = p;
	s.column_names = names;
	s.ncolumn_names = n;
	s.question = question;
	s.question_len = question ? strlen(question) : 0;
	return reason(&s, 1, answer);
}

/* The grounding of figure k of the answer over one named step. */
static Grounding
named_how(const char *rows, int64_t row_count, const char *columns, const char *answer, size_t k)
{
	static char names_buf[512];
	static const char *names[32];
	VerdictStep s = ran(1, rows, row_count);
	Verdict		v;
	Grounding	g;
	int			n = 0;
	char	   *p;

	memset(&g, 0, sizeof(g));
	snprintf(names_buf, sizeof(names_buf), "%s", columns);
	for (p = strtok(names_buf, ","); p && n < 32; p = strtok(NULL, ","))
		names[n++] = p;
	s.column_names = names;
	s.ncolumn_names = n;
	if (verdict_decide(&s, 1, answer, strlen(answer), &v) != 0)
		return g;
	if (k < v.nfigures)
		g = v.grounds[k];
	verdict_free(&v);
	return g;
}

/* Derived figures: differences, changes, shares, sums, weighted averages, top k, conversions. */
static void
test_derivations(void)
{
	const char *sales = "[[\"USA\", 523.06, 91], [\"Canada\", 303.96, 56], [\"France\", 195.10, 35], "
		"[\"Brazil\", 190.10, 35], [\"Germany\", 156.48, 28]]";
	const char *years = "[[2021, 449.46], [2022, 481.45], [2023, 469.58]]";
	const char *genres = "[[\"Rock\", 283910.04, 1297], [\"Jazz\", 291755.38, 130], [\"Metal\", 309749.44, 374]]";
	const char *cats = "[[\"Beverages\", 37.98, 12], [\"Produce\", 32.37, 5], [\"Seafood\", 20.68, 12]]";
	Grounding	g;

	/* a difference between two named rows, or two named figures */
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "The USA spent $219.10 more than Canada."),
				"grounded");
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "The USA spent $229.10 more than Canada."),
				"ungrounded_figures");
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL,
					  "Brazil spent $190.10 and Germany $156.48, a difference of $33.62."), "grounded");
	g = named_how(sales, 5, "country,sales,invoices", "The USA spent $219.10 more than Canada.", 0);
	CHECK(g.kind == GROUND_DERIVED && g.op == OP_DIFF && g.a.kind == GROUND_CELL && g.b.kind == GROUND_CELL);
	/* a difference of rows nobody named is not searched: chance matches stay rare */
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "The gap is $219.10."), "ungrounded_figures");
	/* a percent change between the years named, in time order, with its direction */
	CHECK_STREQ(named(years, 3, "year,revenue", NULL, "Revenue rose 7.1% from 2021 to 2022."), "grounded");
	CHECK_STREQ(named(years, 3, "year,revenue", NULL, "Revenue fell 7.1% from 2021 to 2022."), "ungrounded_figures");
	CHECK_STREQ(named(years, 3, "year,revenue", NULL, "In 2023 revenue dropped by 2.5% over 2022."), "grounded");
	CHECK_STREQ(named(years, 3, "year,revenue", NULL, "In 2023 revenue rose by 2.5% over 2022."),
				"ungrounded_figures");
	/* sums of named rows */
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "Together, the USA and Canada account for $827.02."),
				"grounded");
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "Together, the USA and Canada account for $847.02."),
				"ungrounded_figures");
	/* the top k rows */
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "The top 3 countries account for $1,022.12."),
				"grounded");
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "The top three countries make up 74.7% of sales."),
				"grounded");
	CHECK_STREQ(named(sales, 5, "country,sales,invoices", NULL, "The top 3 countries account for $1,212.22."),
				"ungrounded_figures");
	/* a weighted average across groups, and a total per unit */
	CHECK_STREQ(named(cats, 3, "category,avg_price,products", NULL, "Across all 29 products the average is $29.85."),
				"grounded");
	CHECK_STREQ(named(cats, 3, "category,avg_price,products", NULL, "Across all 29 products the average is $31.10."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"A\", 326, 28244.90], [\"B\", 255, 20512.50]]", 2, "shipper,orders,freight", NULL,
					  "Freight per order averaged $83.92 overall."), "grounded");
	/* unit conversions from a named figure or the row named */
	CHECK_STREQ(named("[[18250]]", 1, "seconds", NULL, "It took 18,250 seconds, roughly 5.1 hours."), "grounded");
	CHECK_STREQ(named("[[18250]]", 1, "seconds", NULL, "It took 18,250 seconds, roughly 6.1 hours."),
				"ungrounded_figures");
	CHECK_STREQ(named(genres, 3, "genre,avg_milliseconds,tracks", NULL, "Jazz tracks run 4.9 minutes on average."),
				"grounded");
	CHECK_STREQ(named(genres, 3, "genre,avg_milliseconds,tracks", NULL, "Jazz tracks run 5.9 minutes on average."),
				"ungrounded_figures");
	g = named_how("[[18250]]", 1, "seconds", "It took 18,250 seconds, roughly 5.1 hours.", 1);
	CHECK(g.kind == GROUND_DERIVED && g.op == OP_CONVERT && g.unit_to == UNIT_HOUR);
	/* a share across two steps */
	{
		VerdictStep st[2];

		st[0] = ran(1, "[[64]]", 1);
		st[1] = ran(2, "[[250]]", 1);
		CHECK_STREQ(reason(st, 2, "64 of the 250 orders (25.6%) were late."), "grounded");
		CHECK_STREQ(reason(st, 2, "64 of the 250 orders (28.6%) were late."), "ungrounded_figures");
		CHECK_STREQ(reason(st, 2, "Half of the orders were late."), "ungrounded_figures");
		CHECK_STREQ(reason(st, 2, "About a quarter of the orders were late."), "grounded");
		CHECK_STREQ(reason(st, 2, "One in four orders was late."), "grounded");
		CHECK_STREQ(reason(st, 2, "Less than half of the orders were late."), "grounded");
		CHECK_STREQ(reason(st, 2, "More than half of the orders were late."), "ungrounded_figures");
	}
}

/* Figures echoed from the question are narration; the figures about the rows are still checked. */
static void
test_question_echo(void)
{
	const char *rows = "[[\"a\", 21.5], [\"b\", 33.0], [\"c\", 45.25]]";

	CHECK_STREQ(named(rows, 3, "name,price", "Which products are priced above 19.99?",
					  "Three products are priced above 19.99."), "grounded");
	CHECK_STREQ(named(rows, 12, "name,price", "Which orders shipped within 30 days?",
					  "12 orders shipped within 30 days."), "grounded");
	CHECK_STREQ(named(rows, 12, "name,price", "Which orders shipped within 30 days?",
					  "14 orders shipped within 30 days."), "ungrounded_figures");
	/* the same number in other words is not an echo */
	CHECK_STREQ(named(rows, 12, "name,price", "Which orders shipped in the last 30 days?",
					  "There were 30 orders."), "ungrounded_figures");
	CHECK_STREQ(named(rows, 3, "name,price", NULL, "Three products are priced above 19.99."), "grounded");
	CHECK_STREQ(named(rows, 3, "name,price", NULL, "Three products are priced above 59.99."), "ungrounded_figures");
	/* a figure more precise than the question's echoes none of it: "10.35" is no "ten" */
	CHECK_STREQ(named(rows, 3, "name,price", "The ten dearest products: name and price?",
					  "Product b is priced at 33.0."), "grounded");
	CHECK_STREQ(named(rows, 3, "name,price", "The ten dearest products: name and price?",
					  "Product b is priced at 10.35."), "ungrounded_figures");
	/* a bound the question states, echoed in other words of the same direction */
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost more than $300?",
					  "None of the products is priced above $300: the query returned no rows."),
				"zero_rows_acknowledged");
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost at least 300 dollars?",
					  "No product is priced over $300; the query found none."),
				"zero_rows_acknowledged");
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost under $50?",
					  "No rows: nothing is priced less than $50."),
				"zero_rows_acknowledged");
	/* must not: the other direction, another value, or no bound in the answer */
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost more than $300?",
					  "None of the products is priced below $300: the query returned no rows."),
				"ungrounded_figures");
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost more than $300?",
					  "None of the products is priced above $400: the query returned no rows."),
				"ungrounded_figures");
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost at most $300?",
					  "None of the products is priced over $300: the query returned no rows."),
				"ungrounded_figures");
	CHECK_STREQ(named("[]", 0, "name,price", "Which products cost more than $300?",
					  "No rows came back; the dearest product costs $300."),
				"ungrounded_figures");
}

/* One step with a question and its final query; the reason of the answer. */
static const char *
queried(const char *rows, int64_t row_count, const char *question, const char *sql, const char *answer)
{
	VerdictStep s = ran(1, rows, row_count);

	s.question = question;
	s.question_len = question ? strlen(question) : 0;
	s.sql = sql;
	return reason(&s, 1, answer);
}

/* A constant the query compares with, restated as a bound on its side, is narration. */
static void
test_query_bounds(void)
{
	const char *q = "Which singers are the oldest?";

	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "No singer is over 60."),
				"zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE 60 <= age", "No singer is 60 or older."),
				"zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT code FROM area WHERE code < 200", "Zero codes below 200."),
				"zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM lines WHERE discount >= 0.3",
						"None: zero lines sit at 30% or above."), "zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM fares WHERE fare BETWEEN 150 AND 250",
						"No fare is above $150 and below $250."), "zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM orders WHERE freight > 1100",
						"No order's freight clears $1,100."), "zero_rows_acknowledged");
	/* the bound of the first figure of "above 500 units or $1,000 a unit"; a bound before the column's word */
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM lines WHERE quantity > 500 OR unit_price > 1000",
						"Lines above 500 units or $1,000 a unit: none."), "zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM votes WHERE contestant_number > 100",
						"Records pointing past contestant 100: none."), "zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM invoices WHERE total > 25",
						"No invoice went north of $25."), "zero_rows_acknowledged");
	/* must not: another constant, or the other side */
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM invoices WHERE total > 25",
						"No invoice went south of $25."), "ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM lines WHERE quantity > 500 OR unit_price > 1000",
						"Lines above 500 units or $2,000 a unit: none."), "ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM lines WHERE quantity > 500 OR unit_price > 1000",
						"Lines below 500 units or $1,000 a unit: none."), "ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM cars WHERE horsepower > 250",
						"No car in the sample exceeded 250 hp; the count is zero."), "zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM cars WHERE horsepower < 250",
						"No car in the sample exceeded 250 hp; the count is zero."), "ungrounded_figures");
	/* a range restating a BETWEEN whole, both ends: "heights outside 100–300 cm were left out" */
	CHECK_STREQ(queried("[[\"F\", 174.1]]", 1, q,
						"SELECT sex, avg(h) FROM p WHERE h BETWEEN 100 AND 300 GROUP BY 1",
						"Women averaged 174.1 cm; heights outside 100\xe2\x80\x93" "300 cm were treated as errors."),
				"grounded");
	CHECK_STREQ(queried("[[\"F\", 174.1]]", 1, q,
						"SELECT sex, avg(h) FROM p WHERE h BETWEEN 100 AND 300 GROUP BY 1",
						"Women averaged 174.1 cm; heights outside 100\xe2\x80\x93" "350 cm were treated as errors."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[[\"F\", 174.1]]", 1, q,
						"SELECT sex, avg(h) FROM p WHERE h BETWEEN 100 AND 300 GROUP BY 1",
						"Women averaged 174.1 cm, between 100 and 300 cm as kept."), "grounded");
	/* the comparison written as code or a sign */
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "Nobody: the filter `age > 60` returns 0 rows."),
				"zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age >= 60", "No rows with age \xe2\x89\xa5 60."),
				"zero_rows_acknowledged");
	/* must not: the other side, another value, a constant no comparison uses, or no bound said */
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "Nobody: the filter `age < 60` returns 0 rows."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "Nobody: the filter `age > 65` returns 0 rows."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "No singer is under 60."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "No singer is over 70."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age = 60", "No singer is over 60."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60 LIMIT 80", "No singer is over 80."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE age > 60", "No rows; the oldest singer is 60."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT name FROM singer WHERE name > '60'", "No singer is over 60."),
				"ungrounded_figures");
	CHECK_STREQ(queried("[]", 0, q, "SELECT id FROM fares WHERE fare BETWEEN 150 AND 250",
						"No fare is below $150."), "ungrounded_figures");
	/* over no rows, a constant called a threshold, or said again, is the threshold restated */
	CHECK_STREQ(queried("[]", 0, q, "SELECT order_id FROM orders WHERE freight > 2000",
						"No order in the period carried freight above the $2,000 threshold; the query returned zero "
						"rows.\n\nRecommendation: retain $2,000 as the freight escalation threshold."),
				"zero_rows_acknowledged");
	CHECK_STREQ(queried("[]", 0, q, "SELECT fare_id FROM fare WHERE round_trip_cost > 600",
						"No fare on file costs more than $600 for a round trip.\n\n"
						"Recommendation: keep $600 as the ceiling for round-trip fare approvals."),
				"zero_rows_acknowledged");
	/* must not: a count that happens to be the constant, or the threshold over rows that came back */
	CHECK_STREQ(queried("[]", 0, q, "SELECT order_id FROM orders WHERE shipped - required > 30",
						"Yes, 30 of Steven's orders went out late."), "zero_rows_unacknowledged");
	CHECK_STREQ(queried("[[10248, 2100.5]]", 1, q, "SELECT order_id, freight FROM orders WHERE freight > 2000",
						"Order 10248 carried $2,000 of freight, above the threshold."), "ungrounded_figures");
	/* the rows' own figures are still checked beside it */
	CHECK_STREQ(queried("[[\"Joe\", 52]]", 1, q, "SELECT name, age FROM singer WHERE age > 50",
						"Only Joe is over 50, at 57."), "ungrounded_figures");
	CHECK_STREQ(queried("[[\"Joe\", 52]]", 1, q, "SELECT name, age FROM singer WHERE age > 50",
						"Only Joe is over 50, at 52."), "grounded");
	/* a comparative of the question's measure echoes its bound */
	CHECK_STREQ(named("[]", 0, "name", "Which singers are older than 60?", "No singer is over 60."),
				"zero_rows_acknowledged");
	CHECK_STREQ(named("[]", 0, "name", "Which singers are younger than 60?", "No singer is over 60."),
				"ungrounded_figures");
}

/* Digits that name a column, with the name's next part beside them, are narration. */
static void
test_column_name_digits(void)
{
	const char *eps = "[[\"A Love of a Lifetime\", \"3.5/9\", 43], [\"Friendly Skies\", \"3.2/8\", 50]]";
	const char *cols = "episode,18_49_rating_share,weekly_rank";
	const char *top = "[[\"north\", 1200], [\"south\", 900]]";
	Grounding	g;

	CHECK_STREQ(named(eps, 2, cols, NULL,
					  "The best-ranked episode was \"A Love of a Lifetime\" at weekly rank 43, "
					  "with an 18–49 rating/share of 3.5/9."), "grounded");
	CHECK_STREQ(named(eps, 2, cols, NULL, "Its 18-49 share was 3.5/9, at weekly rank 43."), "grounded");
	g = named_how(eps, 2, cols, "Its 18-49 share was 3.5/9.", 0);
	CHECK(g.kind == GROUND_NAME && g.column == 1);
	CHECK_STREQ(named(top, 2, "region,top_10_sales", NULL, "In the top 10 sales, north leads with 1,200."),
				"grounded");
	/* must not: another number, or digits with nothing of the name beside them */
	CHECK_STREQ(named(eps, 2, cols, NULL, "It drew an 18 rating at weekly rank 43."), "ungrounded_figures");
	CHECK_STREQ(named(eps, 2, cols, NULL, "Its 17–49 rating/share was 3.5/9, at weekly rank 43."),
				"ungrounded_figures");
	CHECK_STREQ(named(top, 2, "region,top_10_sales", NULL, "In the top 12 sales, north leads with 1,200."),
				"ungrounded_figures");
	CHECK_STREQ(named(top, 2, "region,top_10_sales", NULL, "North leads with 1,200, 10 more than last year."),
				"ungrounded_figures");
}

/*
 * A column's word and a value name the row that holds it ("major 520"),
 * but said after another row's name, the value is a claim about that row.
 */
static void
test_value_said_of_named_row(void)
{
	const char *eps = "[[\"A Love of a Lifetime\", 43], [\"Friendly Skies\", 50], [\"Game Three\", 61], "
		"[\"Home By Another Way\", 62]]";
	const char *cols = "episode,weekly_rank";
	const char *majors = "[[600, 18], [520, 6], [550, 5]]";

	CHECK_STREQ(named(eps, 4, cols, NULL, "Game Three was at rank 61."), "grounded");
	CHECK_STREQ(named(eps, 4, cols, NULL, "Game Three was at rank 62."), "ungrounded_figures");
	CHECK_STREQ(named(eps, 4, cols, NULL, "Next came \"Friendly Skies\" (rank 62) and \"Game Three\" (rank 61)."),
				"ungrounded_figures");
	CHECK_STREQ(named(eps, 4, cols, NULL, "Next came \"Friendly Skies\" (rank 50) and \"Game Three\" (rank 61)."),
				"grounded");
	/* no other row named: the value names its own row */
	CHECK_STREQ(named(eps, 4, cols, NULL, "The episode at rank 62 came last."), "grounded");
	/* values that each name their row are said of no other value's row */
	CHECK_STREQ(named(majors, 3, "major,students", NULL, "Major 520 has 6 students, and major 550 has 5 students."),
				"grounded");
	CHECK_STREQ(named(majors, 3, "major,students", NULL, "Major 520 has 6 students, and major 550 has 18 students."),
				"ungrounded_figures");
}

/* "Highest" over a column of minimums is its largest value, unless a column of maximums is there to be meant. */
static void
test_extreme_of_extremes(void)
{
	const char *airports = "[[\"Orlando\", 50], [\"Seattle\", 50], [\"Denver\", 42], [\"Atlanta\", 10]]";
	const char *both = "[[\"Orlando\", 50, 90], [\"Seattle\", 40, 80]]";

	CHECK_STREQ(named(airports, 4, "city,minimum_connect_time", NULL, "Seattle and Orlando top the list at 50."),
				"grounded");
	CHECK_STREQ(named(airports, 4, "city,minimum_connect_time", NULL, "Seattle and Orlando top the list at 42."),
				"ungrounded_figures");
	/* must not: with a column of maximums beside it, "highest" is that column's */
	CHECK_STREQ(named(both, 2, "city,min_time,max_time", NULL, "Orlando is highest at 50."), "ungrounded_figures");
	CHECK_STREQ(named(both, 2, "city,min_time,max_time", NULL, "Orlando is highest at 90."), "grounded");
	CHECK_STREQ(named(both, 2, "city,min_time,max_time", NULL, "Seattle is lowest at 80."), "ungrounded_figures");
}

/* A name alone in brackets right after a figure is the figure's row. */
static void
test_bracketed_name_after(void)
{
	const char *fares = "[[\"bus\", 30], [\"taxi\", 50], [\"subway\", 90], [\"helicopter\", 120]]";

	CHECK_STREQ(named(fares, 4, "transport_type,ground_fare", NULL,
					  "Ground options run from $30 (bus) to $120 (helicopter)."), "grounded");
	/* must not: another row's value for the row in brackets */
	CHECK_STREQ(named(fares, 4, "transport_type,ground_fare", NULL,
					  "Ground options run from $50 (bus) to $120 (helicopter)."), "ungrounded_figures");
	CHECK_STREQ(named(fares, 4, "transport_type,ground_fare", NULL, "Options run up to $50 (helicopter)."),
				"ungrounded_figures");
}

/* "An average of 122 per group", no row named: a mean over the rows, not the largest row's cell. */
static void
test_average_is_no_cell(void)
{
	const char *orders = "[[\"Germany\", 122], [\"USA\", 80], [\"Italy\", 40]]";
	const char *cols = "country,orders";

	CHECK_STREQ(named(orders, 3, cols, NULL, "The orders sum to 242. That is an average of 80.7 per group."),
				"grounded");
	CHECK_STREQ(named(orders, 3, cols, NULL, "The orders sum to 242. That is an average of 122 per group."),
				"ungrounded_figures");
	/* must not: a row named, the extreme row, or a column of means */
	CHECK_STREQ(named(orders, 3, cols, NULL, "Germany has an average of 122 per group."), "grounded");
	CHECK_STREQ(named(orders, 3, cols, NULL, "The top group has an average of 122."), "grounded");
	CHECK_STREQ(named("[[\"Rock\", 4.5], [\"Jazz\", 3.9]]", 2, "genre,avg_rating", NULL,
					  "The average rating reaches 4.5."), "grounded");
}

/* A value a copula says of the row named right before it is that row's cell, not a chance derivation. */
static void
test_plain_value_of_row(void)
{
	const char *fares = "[[\"bus\", 30], [\"taxi\", 50], [\"subway\", 90], [\"helicopter\", 120]]";
	const char *cols = "transport_type,ground_fare";

	CHECK_STREQ(named(fares, 4, cols, NULL, "A taxi is fifty dollars and the subway ninety."), "grounded");
	/* 90 - 50 = 40 is no reading of it */
	CHECK_STREQ(named(fares, 4, cols, NULL, "A taxi is forty dollars and the subway ninety."), "ungrounded_figures");
	/* must not: a comparison, a multiple or a difference said as one still derives */
	CHECK_STREQ(named(fares, 4, cols, NULL, "The subway is $40 more than the taxi."), "grounded");
	CHECK_STREQ(named(fares, 4, cols, NULL, "The subway is 1.8 times the taxi."), "grounded");
	CHECK_STREQ(named(fares, 4, cols, NULL, "The subway has $40 on the taxi."), "grounded");
}

/* A comparison in a sentence pointing back is of the chain's subject and the rows it was compared with. */
static void
test_comparison_down_a_chain(void)
{
	const char *planes = "[[\"A380\", 853, 8000, 1235000], [\"B747\", 416, 8555, 987000], [\"A320\", 180, 3300, 162000]]";
	const char *cols = "model,capacity,range_miles,weight";

	CHECK_STREQ(named(planes, 3, cols, NULL,
					  "The A380 seats 853 passengers, 2.05x the B747's 416. Its range is 555 miles less "
					  "(8,000 vs 8,555). It is also 25.1% heavier at 1,235,000 lb."), "grounded");
	/* must not: another change, or a change the rows named do not give */
	CHECK_STREQ(named(planes, 3, cols, NULL,
					  "The A380 seats 853 passengers, 2.05x the B747's 416. Its range is 555 miles less "
					  "(8,000 vs 8,555). It is also 35.1% heavier at 1,235,000 lb."), "ungrounded_figures");
	CHECK_STREQ(named(planes, 3, cols, NULL,
					  "The A380 seats 853 passengers. Its range is 8,000 miles. It is also 662.3% heavier "
					  "at 1,235,000 lb."), "ungrounded_figures");
}

/* A figure next to a named row, column or aggregate is grounded there; the verdict says what was expected. */
static void
test_attribution(void)
{
	const char *stores = "[[\"Store A\", 7.9], [\"Store B\", 8.2], [\"Store C\", 6.4]]";
	const char *stats = "[[52.00, 54.10, 311.40]]";
	const char *prices = "[[\"a\", 10.0], [\"b\", 20.0], [\"c\", 30.0], [\"d\", 100.0]]";
	Grounding	g;

	CHECK_STREQ(named(stores, 3, "store,score", NULL, "Store B has the highest score, 8.2."), "grounded");
	CHECK_STREQ(named(stores, 3, "store,score", NULL, "Store A has the highest score, 8.2."), "ungrounded_figures");
	g = named_how(stores, 3, "store,score", "Store A has the highest score, 8.2.", 0);
	CHECK(g.kind == GROUND_NONE && g.has_expected && g.expected.value == 7.9 && g.expected.row == 1 &&
		  g.entity_length == 7);
	CHECK_STREQ(named(stores, 3, "store,score", NULL, "Store A (7.9) and Store B (8.2) lead."), "grounded");
	CHECK_STREQ(named(stores, 3, "store,score", NULL, "Store A and Store B are at 7.9 and 8.2."), "grounded");
	CHECK_STREQ(named(stores, 3, "store,score", NULL, "The score of 8.2 for Store B is the best."), "grounded");
	CHECK_STREQ(named(stores, 3, "store,score", NULL, "The score of 8.2 for Store C is the best."),
				"ungrounded_figures");
	/* an aggregate of all rows next to a named row is fine */
	CHECK_STREQ(named(stores, 3, "store,score", NULL, "Store A is one of 3 stores averaging 7.5."), "grounded");
	/* median, mean and peak in their columns */
	CHECK_STREQ(named(stats, 1, "median_total,avg_total,max_total", NULL, "The median order is $52.00."),
				"grounded");
	CHECK_STREQ(named(stats, 1, "median_total,avg_total,max_total", NULL, "The median order is $54.10."),
				"ungrounded_figures");
	CHECK_STREQ(named(stats, 1, "median_total,avg_total,max_total", NULL, "The peak order was $54.10."),
				"ungrounded_figures");
	CHECK_STREQ(named(stats, 1, "median_total,avg_total,max_total", NULL, "The peak order was $311.40."),
				"grounded");
	CHECK_STREQ(named(stats, 1, "median_total,avg_total,max_total", NULL, "The average order is $54.10."),
				"grounded");
	/* computed over the rows */
	CHECK_STREQ(named(prices, 4, "name,price", NULL, "The median price is $25.00."), "grounded");
	CHECK_STREQ(named(prices, 4, "name,price", NULL, "The median price is $40.00."), "ungrounded_figures");
	CHECK_STREQ(named(prices, 4, "name,price", NULL, "The average price is $40.00."), "grounded");
	CHECK_STREQ(named(prices, 4, "name,price", NULL, "The highest price is $40.00."), "ungrounded_figures");
	CHECK_STREQ(named(prices, 4, "name,price", NULL, "The highest price is $100.00."), "grounded");
	g = named_how(prices, 4, "name,price", "The median price is $40.00.", 0);
	CHECK(g.has_expected && g.expected.value == 25 && g.expected.agg == AGW_MEDIAN);
	/* a column named next to the figure */
	CHECK_STREQ(named("[[\"x\", 12, 34]]", 1, "k,orders,returns", NULL, "There were 34 orders."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"x\", 12, 34]]", 1, "k,orders,returns", NULL, "There were 12 orders."), "grounded");
	/* a text too common to name a row names none */
	CHECK_STREQ(named("[[\"Other\", 12], [\"Total\", 34]]", 2, "k,n", NULL, "Other costs came to 34."), "grounded");
}

/* Percentages: a fraction times 100 or a percentage as it stands, never the other way round. */
static void
test_percent_scaling(void)
{
	CHECK_STREQ(named("[[0.4133]]", 1, "churn", NULL, "41.3% of customers churned."), "grounded");
	CHECK_STREQ(named("[[0.4133]]", 1, "churn", NULL, "0.41% of customers churned."), "ungrounded_figures");
	CHECK_STREQ(named("[[3.502]]", 1, "margin_pct", NULL, "a margin of 3.5%"), "grounded");
	CHECK_STREQ(named("[[3.502]]", 1, "margin_pct", NULL, "a margin of 350.2%"), "ungrounded_figures");
	CHECK_STREQ(named("[[1.25]]", 1, "growth_ratio", NULL, "sales reached 125% of last year's"), "grounded");
	/* a count is a whole percentage at most, never one of the wide windows of words or bounds */
	CHECK_STREQ(named("[[59]]", 1, "late", NULL, "59% of them were late"), "grounded");
	CHECK_STREQ(named("[[59]]", 1, "customers", NULL, "More than half of them"), "ungrounded_figures");
	CHECK_STREQ(named("[[59]]", 1, "customers", NULL, "over 55% of them"), "ungrounded_figures");
	CHECK_STREQ(named("[[14.5]]", 1, "change", NULL, "up 14.5%"), "grounded");
}

/* Direction words fix the sign; bounds hold on their side, also of every row. */
/* Derived figures as analysts write them, each beside a twin that must stay ungrounded. */
static void
test_derivations_analyst(void)
{
	const char *rows = "[[\"USA\", 523.06, 91], [\"Canada\", 303.96, 56], [\"France\", 195.1, 35], "
		"[\"Brazil\", 190.1, 35]]";
	Grounding	g;

	/* a total over a count in one row */
	g = how(rows, 4, "Each invoice from the USA brought in $5.75 on average.");
	CHECK(g.kind == GROUND_DERIVED && g.op == OP_PER_UNIT);
	CHECK_STREQ(over(rows, 4, "Each invoice from the USA brought in $5.43 on average."), "ungrounded_figures");
	CHECK_STREQ(over(rows, 4, "The USA brought in $5.75."), "ungrounded_figures");
	/* "2.9x" is a multiple, at the precision shown */
	g = how(rows, 4, "USA's sales are 1.72x Canada's.");
	CHECK(g.kind == GROUND_DERIVED && g.op == OP_RATIO);
	CHECK_STREQ(over(rows, 4, "USA's sales are 1.80x Canada's."), "ungrounded_figures");
	CHECK_STREQ(over(rows, 4, "USA's sales are 1.52 times as much as Canada's."), "ungrounded_figures");
	/* the row beside the named one, when the sentence says so */
	CHECK_STREQ(over(rows, 4, "The USA leads with $523.06, $219.10 more than the runner-up."), "grounded");
	CHECK_STREQ(over(rows, 4, "The USA leads with $523.06, $327.96 more than the runner-up."), "ungrounded_figures");
	/* a percentage said as "more than" is a change, never the ratio */
	CHECK_STREQ(over(rows, 4, "The USA sold 72.1% more than Canada."), "grounded");
	CHECK_STREQ(over(rows, 4, "The USA sold 172.1% more than Canada."), "ungrounded_figures");
	/* the mean over the rows named; "add up to" is a sum, not a bound */
	g = how(rows, 4, "Across the USA, Canada and France, sales average $340.71.");
	CHECK(g.kind == GROUND_DERIVED && g.op == OP_AVG);
	CHECK_STREQ(over(rows, 4, "Across the USA, Canada and France, sales average $350.71."), "ungrounded_figures");
	CHECK_STREQ(over(rows, 4, "The USA, Canada and France add up to $1,022.12."), "grounded");
	CHECK_STREQ(over(rows, 4, "The USA, Canada and France add up to $1,100.00."), "ungrounded_figures");
	/* weighted by a count column over the rows named, not the plain mean */
	{
		const char *genres = "[[\"Rock\", 283910, 1297], [\"Latin\", 232859, 579], [\"Metal\", 309749, 374]]";

		CHECK_STREQ(over(genres, 3, "Weighted by tracks, Rock, Latin and Metal average 275,068 milliseconds."),
					"grounded");
		CHECK_STREQ(over(genres, 3, "Weighted by tracks, Rock, Latin and Metal average 275,506 milliseconds."),
					"ungrounded_figures");
	}
	/* calendar units and inches */
	CHECK_STREQ(over("[[730]]", 1, "It took 730 days, about 24 months."), "grounded");
	CHECK_STREQ(over("[[730]]", 1, "It took 730 days, about 2 years or 104.3 weeks."), "grounded");
	CHECK_STREQ(over("[[730]]", 1, "It took 730 days, about 30 months."), "ungrounded_figures");
	CHECK_STREQ(over("[[254]]", 1, "The shelf is 254 cm, or 100 inches."), "grounded");
	CHECK_STREQ(over("[[254]]", 1, "The shelf is 254 cm, or 110 inches."), "ungrounded_figures");
	/* fraction words are fractions, not a level cell of 25.16 */
	CHECK_STREQ(over("[[\"Seafood\", 12, 25.16]]", 1, "Seafood holds 12 products, about a quarter of them."),
				"ungrounded_figures");
	/* zero stated for an empty step */
	{
		VerdictStep two[2] = {ran(1, "[[59]]", 1), ran(2, "[]", 0)};

		CHECK_STREQ(reason(two, 2, "None of the 59 customers are in Japan, so $0 in revenue."), "grounded");
		CHECK_STREQ(reason(two, 2, "Of the 59 customers, 12 are in Japan."), "ungrounded_figures");
	}
}

static void
test_direction_and_bounds(void)
{
	CHECK_STREQ(named("[[2.1]]", 1, "change", NULL, "Sales fell 2.1%."), "ungrounded_figures");
	CHECK_STREQ(named("[[-2.1]]", 1, "change", NULL, "Sales fell 2.1%."), "grounded");
	CHECK_STREQ(named("[[-8400]]", 1, "change", NULL, "Revenue rose by $8,400."), "ungrounded_figures");
	CHECK_STREQ(named("[[8400]]", 1, "change", NULL, "Revenue rose by $8,400."), "grounded");
	CHECK_STREQ(named("[[-8400]]", 1, "change", NULL, "Revenue changed by $8,400."), "grounded");
	CHECK_STREQ(named("[[41250]]", 1, "revenue", NULL, "Revenue was more than $40,000."), "grounded");
	CHECK_STREQ(named("[[631900]]", 1, "revenue", NULL, "Revenue was under $600,000."), "ungrounded_figures");
	CHECK_STREQ(named("[[631900]]", 1, "revenue", NULL, "Revenue was under $700,000."), "grounded");
	CHECK_STREQ(named("[[830]]", 1, "orders", NULL, "There were more than 830 orders."), "ungrounded_figures");
	CHECK_STREQ(named("[[830]]", 1, "orders", NULL, "There were at least 830 orders."), "grounded");
	CHECK_STREQ(named("[[\"a\", 7.9], [\"b\", 9.1], [\"c\", 8.4]]", 3, "k,score", NULL,
					  "Every one scores above 7.5."), "grounded");
	CHECK_STREQ(named("[[\"a\", 7.9], [\"b\", 9.1], [\"c\", 8.4]]", 3, "k,score", NULL,
					  "Every one scores above 8.0."), "ungrounded_figures");
	CHECK_STREQ(named("[[\"a\", 7.9], [\"b\", 9.1], [\"c\", 8.4]]", 3, "k,score", NULL,
					  "No one scores more than 9.5."), "grounded");
	/* number words ground like digits, single digits in words stay narration */
	CHECK_STREQ(named("[[12]]", 1, "restaurants", NULL, "There are twelve restaurants."), "grounded");
	CHECK_STREQ(named("[[12]]", 1, "restaurants", NULL, "There are fourteen restaurants."), "ungrounded_figures");
	CHECK_STREQ(named("[[12]]", 1, "restaurants", NULL, "One of them, and the two of them, and a couple more."),
				"no_figures");
	CHECK_STREQ(named("[[\"North\", 200], [\"South\", 100]]", 2, "k,sales", NULL,
					  "North sold twice as much as South."), "grounded");
	CHECK_STREQ(named("[[\"North\", 200], [\"South\", 100]]", 2, "k,sales", NULL,
					  "North sold three times as much as South."),
				"ungrounded_figures");
}

/*
 * A chain of sentences pointing back reaches through "That's" and a
 * sentence that sums up ("In short, ...") and names no row.
 */
static void
test_chain_through_contractions(void)
{
	const char *heroes = "[[\"Marvel\", 387], [\"DC\", 224], [\"Dark Horse\", 19], [\"George Lucas\", 15], "
		"[\"Image\", 14], [\"Star Trek\", 6], [\"Team Epic\", 5]]";
	const char *cols = "publisher,heroes";

	CHECK_STREQ(named(heroes, 7, cols, NULL,
					  "Dark Horse, George Lucas and Image together account for 48 heroes. That is 7.2% of the 670 "
					  "overall. That's 16.0 apiece on average. In short, less than half of all heroes."),
				"grounded");
	/* the bound is checked against the rows summed: false, it is caught */
	CHECK_STREQ(named(heroes, 7, cols, NULL,
					  "Dark Horse, George Lucas and Image together account for 48 heroes. That is 7.2% of the 670 "
					  "overall. That's 16.0 apiece on average. In short, more than half of all heroes."),
				"ungrounded_figures");
	CHECK_STREQ(named(heroes, 7, cols, NULL,
					  "Dark Horse, George Lucas and Image together account for 48 heroes. That's 21.0 apiece on average."),
				"ungrounded_figures");
	/* must not: a sentence that opens with "In" and names its own row keeps to it */
	CHECK_STREQ(named(heroes, 7, cols, NULL,
					  "Dark Horse, George Lucas and Image together account for 48 heroes. In short, Marvel has 387."),
				"grounded");
	CHECK_STREQ(named(heroes, 7, cols, NULL,
					  "Dark Horse, George Lucas and Image together account for 48 heroes. In short, Marvel has 16.0 "
					  "apiece."),
				"ungrounded_figures");
}

/*
 * A change said of the one row its sentence names is from the row the
 * sentence before quoted; a percentage restating it in brackets goes the
 * same way.
 */
static void
test_change_from_row_walked_from(void)
{
	const char *years = "[[1970, 35, 148.9], [1971, 29, 101.3], [1976, 34, 101.1]]";
	const char *cols = "year,cars,avg_hp";

	CHECK_STREQ(named(years, 3, cols, NULL,
					  "In 1970, horsepower stood at 148.9. 1976 came in at 101.1, down 47.8 (32.1%)."), "grounded");
	CHECK_STREQ(named(years, 3, cols, NULL,
					  "In 1970, horsepower stood at 148.9. 1976 came in at 101.1. That's down 47.8 (32.1%)."),
				"grounded");
	/* the wrong base: 47.8 over 101.1 is a rise, not this fall */
	CHECK_STREQ(named(years, 3, cols, NULL,
					  "In 1970, horsepower stood at 148.9. 1976 came in at 101.1, down 47.8 (47.3%)."),
				"ungrounded_figures");
	CHECK_STREQ(named(years, 3, cols, NULL,
					  "In 1970, horsepower stood at 148.9. 1976 came in at 101.1, down 47.8, or 47.3%."),
				"ungrounded_figures");
	/* must not: no change word, no row walked from; a percentage after other words keeps no direction */
	CHECK_STREQ(named(years, 3, cols, NULL, "In 1970, horsepower stood at 148.9. 1976 came in at 101.1, 47.8 apart."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"North\", 200, 120], [\"South\", 100, 80]]", 2, "k,sales,cost", NULL,
					  "North sales are up 100 on South; North's cost is 60% of its sales."),
				"grounded");
}

/* Digits of a row's name are no operand of a derivation ("Classical 101"). */
static void
test_name_digits_no_operand(void)
{
	const char *lists = "[[\"Music\", 3257.10], [\"Classical 101 - Deep Cuts\", 24.75], "
		"[\"Classical 101 - Next Steps\", 24.75], [\"Grunge\", 14.85]]";
	const char *cols = "playlist,total_price";

	CHECK_STREQ(named(lists, 4, cols, NULL,
					  "Classical 101 - Deep Cuts and Classical 101 - Next Steps together account for $49.50. "
					  "That is 1.5% of the $3,321.45 overall. In short, less than half of all track value."),
				"grounded");
	/* 101 / 101 is no share of anything */
	CHECK_STREQ(named(lists, 4, cols, NULL,
					  "Classical 101 - Deep Cuts and Classical 101 - Next Steps together account for $49.50. "
					  "That is 1.5% of the $3,321.45 overall. In short, more than half of all track value."),
				"ungrounded_figures");
}

/*
 * A multiple's numerator: the row named first, or the one right before the
 * figure; a row after "against" or "relative to" is the base.
 */
static void
test_multiple_of_named_rows(void)
{
	const char *makers = "[[\"japan\", 5], [\"germany\", 4], [\"usa\", 4], [\"france\", 3], [\"korea\", 2]]";
	const char *cols = "country,makers";

	CHECK_STREQ(named(makers, 5, cols, NULL, "Japan has 1.67 for every one France has."), "grounded");
	CHECK_STREQ(named(makers, 5, cols, NULL, "Japan has 0.6 for every one France has."), "ungrounded_figures");
	CHECK_STREQ(named(makers, 5, cols, NULL, "Japan has 1.67 times as many makers as France."), "grounded");
	CHECK_STREQ(named(makers, 5, cols, NULL, "Japan has 0.6 times as many makers as France."), "ungrounded_figures");
	CHECK_STREQ(named(makers, 5, cols, NULL, "France has 3 makers; Japan, with 5, has 1.67 times as many."),
				"grounded");
	CHECK_STREQ(named(makers, 5, cols, NULL,
					  "Japan makes up 27.8% of all makers. Relative to France it is 1.67x."), "grounded");
	CHECK_STREQ(named(makers, 5, cols, NULL,
					  "Japan makes up 27.8% of all makers. Relative to France it is 0.6x."), "ungrounded_figures");
	CHECK_STREQ(named(makers, 5, cols, NULL,
					  "Japan makes up 27.8% of all makers. Against France alone, that is a ratio of 1.67 to 1."),
				"grounded");
	/* must not: "for every" without "one" is no multiple; "to" after other words makes no base */
	CHECK_STREQ(named(makers, 5, cols, NULL, "Japan has 1.67 for every maker."), "ungrounded_figures");
	CHECK_STREQ(named(makers, 5, cols, NULL, "Next to France, Japan has 1.67 times as many makers."), "grounded");
}

/*
 * The ways an analyst goes on from the sentence before: "Or ...", "Which
 * ...", a point of a list that is only a figure; a value's unit before the
 * row it is said of; "A is 1.72 times B".
 */
static void
test_going_on(void)
{
	const char *sales = "[[\"USA\", 91, 523.06], [\"Canada\", 56, 303.96], [\"France\", 35, 195.10], "
		"[\"Brazil\", 35, 190.10]]";
	const char *cols = "country,invoices,sales";
	const char *weights = "[[\"1973\", 40, 3419.0], [\"1974\", 27, 2877.9], [\"1975\", 30, 3176.8]]";

	CHECK_STREQ(named(sales, 4, cols, NULL, "Sales: USA $523, Canada $304, so USA is 1.72 times Canada."), "grounded");
	CHECK_STREQ(named(sales, 4, cols, NULL, "Sales: USA $523, Canada $304, so USA is 0.58 times Canada."),
				"ungrounded_figures");
	CHECK_STREQ(named(sales, 4, cols, NULL, "USA is a little more than 1.7 times Canada in sales."), "grounded");
	CHECK_STREQ(named(sales, 4, cols, NULL, "USA is a little more than 1.8 times Canada in sales."),
				"ungrounded_figures");
	/* must not: times that count occasions are no multiple */
	CHECK_STREQ(named(sales, 4, cols, NULL, "USA was 91 times a buyer, Canada 56."), "grounded");
	CHECK_STREQ(named(sales, 4, cols, NULL,
					  "USA records $523.06 of sales and France $195.10. A gap of $327.96. Or 168.1% above France."),
				"grounded");
	CHECK_STREQ(named(sales, 4, cols, NULL,
					  "USA records $523.06 of sales and France $195.10. A gap of $327.96. Or 62.7% above France."),
				"ungrounded_figures");
	CHECK_STREQ(named(sales, 4, cols, NULL, "Highlights:\n- Canada: 56 invoices out of 217\n- Or 25.8 percent\n"
					  "- More than a quarter of all invoices"), "grounded");
	CHECK_STREQ(named(sales, 4, cols, NULL, "Highlights:\n- Canada: 56 invoices out of 217\n- Or 25.8 percent\n"
					  "- More than a third of all invoices"), "ungrounded_figures");
	/* a value's unit, then the row it is said of */
	CHECK_STREQ(named(weights, 3, "model_year,cars,weight", NULL,
					  "Weight was 3,419.0 lb in 1973 and 2,877.9 lb in 1974; a drop of 15.8 per cent."), "grounded");
	CHECK_STREQ(named(weights, 3, "model_year,cars,weight", NULL,
					  "Weight was 3,419.0 lb in 1973 and 3,176.8 lb in 1974."), "ungrounded_figures");
	/* a change is no part of a share: the wrong base is caught */
	CHECK_STREQ(named("[[\"Marvel\", 120.1], [\"DC\", 98.7], [\"Dark Horse\", 102.8]]", 3, "publisher,weight_kg", NULL,
					  "Summary:\n- At Dark Horse, weight came to 102.8 kg, against 120.1 kg at Marvel\n- Down 17.3 kg\n"
					  "- (-14.4%)"), "grounded");
	CHECK_STREQ(named("[[\"Marvel\", 120.1], [\"DC\", 98.7], [\"Dark Horse\", 102.8]]", 3, "publisher,weight_kg", NULL,
					  "Summary:\n- At Dark Horse, weight came to 102.8 kg, against 120.1 kg at Marvel\n- Down 17.3 kg\n"
					  "- (-16.8%)"), "ungrounded_figures");
}

/*
 * "over 21 albums" after a count is no bound; "in total" of the one row
 * named is its cell; "ahead by" and "trails by" say the direction; a label
 * named in the plural names its rows; a clause after a semicolon that is
 * only a figure goes on; "short of" bounds from above.
 */
static void
test_analyst_phrasings(void)
{
	const char *artists = "[[\"Iron Maiden\", 21, 213, 71844745], [\"U2\", 10, 135, 35421983], "
		"[\"Led Zeppelin\", 14, 114, 40121414], [\"Metallica\", 10, 112, 38916130]]";
	const char *acols = "artist,albums,tracks,ms";
	const char *reps = "[[\"Peacock\", 21, 833.04], [\"Park\", 20, 775.40], [\"Johnson\", 18, 720.16]]";
	const char *pets = "[[2001, \"cat\", 12], [2002, \"dog\", 13.4], [2003, \"dog\", 9.3]]";

	CHECK_STREQ(named(artists, 4, acols, NULL, "Iron Maiden has 213 tracks over twenty-one albums."), "grounded");
	CHECK_STREQ(named(artists, 4, acols, NULL, "Iron Maiden has 213 tracks over nineteen albums."), "ungrounded_figures");
	/* must not: "over" after other words is still a bound */
	CHECK_STREQ(named(artists, 4, acols, NULL, "Iron Maiden's tracks number over 220."), "ungrounded_figures");
	CHECK_STREQ(named(artists, 4, acols, NULL, "Metallica: 38,916,130 ms in total."), "grounded");
	CHECK_STREQ(named(artists, 4, acols, NULL, "Metallica: 40,121,414 ms in total."), "ungrounded_figures");
	CHECK_STREQ(named(reps, 3, "rep,customers,sales", NULL,
					  "Johnson trails Peacock by $113 on sales ($720 compared with $833); so Peacock is ahead by "
					  "15.7 per cent."), "grounded");
	CHECK_STREQ(named(reps, 3, "rep,customers,sales", NULL,
					  "Johnson trails Peacock by $113 on sales ($720 compared with $833); so Peacock is ahead by "
					  "13.6 per cent."), "ungrounded_figures");
	CHECK_STREQ(named(reps, 3, "rep,customers,sales", NULL, "Johnson has $720 and trails Peacock by 13.6%."), "grounded");
	CHECK_STREQ(named(pets, 3, "petid,pettype,weight", NULL, "The two dogs average 11.35 kg, or 25.0 lb apiece."),
				"grounded");
	CHECK_STREQ(named(pets, 3, "petid,pettype,weight", NULL, "The two dogs average 12.0 kg."), "ungrounded_figures");
	/* "the 27.5 of the two from boroughs": the figure's row is named after a count of it */
	CHECK_STREQ(named("[[\"borough\", 2, 27.50], [\"urban district\", 5, 38.00]]", 2, "kind,teachers,avg_age", NULL,
					  "Teachers from urban districts average 38.0 years, 38.2% above the 27.5 of the two from boroughs."),
				"grounded");
	CHECK_STREQ(named("[[\"borough\", 2, 27.50], [\"urban district\", 5, 38.00]]", 2, "kind,teachers,avg_age", NULL,
					  "Teachers from urban districts average 38.0 years, above the 38.0 of the two from boroughs."),
				"ungrounded_figures");
	/* "the three pets" is no group of two */
	CHECK_STREQ(named(pets, 3, "petid,pettype,weight", NULL,
					  "The dog with id 2002 comes in at 13.4 kg. Together the two dogs weigh 22.7 kg."), "grounded");
	CHECK_STREQ(named(pets, 3, "petid,pettype,weight", NULL,
					  "The dog with id 2002 comes in at 13.4 kg. Together the three pets weigh 22.7 kg."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"Hampden Park\", 52500], [\"Somerset Park\", 11998], [\"Balmoor\", 4000], "
					  "[\"Glebe Park\", 3960], [\"Stark Park\", 10104]]", 5, "stadium,capacity", NULL,
					  "The two largest - Hampden Park (52,500); Somerset Park (11,998) - add up to 64,498; 78.1 per cent "
					  "of the 82,562 seats."), "grounded");
	CHECK_STREQ(named("[[\"Male\", 547], [\"Female\", 203]]", 2, "gender,heroes", NULL,
					  "Female holds upwards of 27 per cent of all heroes, short of a third of the total."), "grounded");
	CHECK_STREQ(named("[[\"Male\", 547], [\"Female\", 203]]", 2, "gender,heroes", NULL,
					  "Female holds upwards of 27 per cent of all heroes, short of a quarter of the total."),
				"ungrounded_figures");
	/* a change over the value it is a change from, never over the other */
	CHECK_STREQ(named("[[\"Produce\", 13885.78, 54940.77], [\"Grains\", 9507.92, 56871.82], [\"Seafood\", 5000, 6000]]",
					  3, "category,sales_1996,sales_1997", NULL,
					  "Grains added $47,363.90 of sales between 1996 and 1997 (+498.15% on $9,507.92)."), "grounded");
	CHECK_STREQ(named("[[\"Produce\", 13885.78, 54940.77], [\"Grains\", 9507.92, 56871.82], [\"Seafood\", 5000, 6000]]",
					  3, "category,sales_1996,sales_1997", NULL,
					  "Grains added $47,363.90 of sales between 1996 and 1997 (+83.3% on $56,871.82)."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"2023\", 469.58], [\"2024\", 477.53], [\"2025\", 450.58]]", 3, "year,sales", NULL,
					  "The total went from $469.58 to $477.53, a rise of $7.95 (+1.7%)."), "grounded");
	CHECK_STREQ(named("[[\"2023\", 469.58], [\"2024\", 477.53], [\"2025\", 450.58]]", 3, "year,sales", NULL,
					  "The total went from $469.58 to $477.53, a rise of $7.95 (+1.66%)."), "ungrounded_figures");
}

/*
 * Fuel economy and power convert ("28.86 mpg, or 12.27 km per litre",
 * "76.6 hp, about 57.1 kW"); a total over a count of its row converts to
 * the unit said ("or 340.3 MB a track"); a sentence that opens with a
 * figure goes on from the one before.
 */
static void
test_rates_and_power(void)
{
	const char *cyl = "[[\"4 cylinders\", 207, 28.86, 76.6], [\"8 cylinders\", 108, 14.27, 158.5], "
		"[\"6 cylinders\", 84, 19.99, 100.3]]";
	const char *ccols = "cylinders,cars,mpg,horsepower";
	const char *genres = "[[\"Rock\", 1297, 11682564425], [\"Latin\", 579, 4464430785], [\"Drama\", 64, 32444605873]]";
	const char *gcols = "genre,tracks,bytes";

	CHECK_STREQ(named(cyl, 3, ccols, NULL, "4 cylinders cars average 28.86 mpg, or 12.27 km per litre."), "grounded");
	CHECK_STREQ(named(cyl, 3, ccols, NULL, "8 cylinders cars average 14.27 mpg, or 6.07 km/l."), "grounded");
	CHECK_STREQ(named(cyl, 3, ccols, NULL, "8 cylinders cars average 14.27 mpg, or 7.07 km/l."), "ungrounded_figures");
	CHECK_STREQ(named(cyl, 3, ccols, NULL, "8 cylinders cars put out 158.5 hp, about 118.2 kW."), "grounded");
	CHECK_STREQ(named(cyl, 3, ccols, NULL, "8 cylinders cars put out 158.5 hp, about 128.2 kW."), "ungrounded_figures");
	CHECK_STREQ(named(genres, 3, gcols, NULL, "Drama takes 32,444,605,873 bytes (32.445 GB), or 506.95 MB a track."),
				"grounded");
	CHECK_STREQ(named(genres, 3, gcols, NULL, "Drama takes 32,444,605,873 bytes (32.445 GB), or 606.95 MB a track."),
				"ungrounded_figures");
	CHECK_STREQ(named(genres, 3, gcols, NULL, "Latin takes 4,464,430,785 bytes. 4.5 gigabytes, or 7.7 MB a track."),
				"grounded");
	/* must not: a rate unit's own "per" is no figure per unit */
	CHECK_STREQ(named(cyl, 3, ccols, NULL, "6 cylinders cars average 19.99 miles per gallon."), "grounded");
}

/*
 * A weighted mean whose weights the sentence names, beside "a simple mean"
 * that is the plain one; the row a chain is about is not the one set against;
 * "over" after a figure and a comma spreads.
 */
static void
test_weighted_and_simple(void)
{
	const char *fares = "[[\"VX\", 1, 270.00], [\"WN\", 1, 250.00], [\"HA\", 1, 240.00], [\"F9\", 1, 230.00], "
		"[\"AS\", 1, 220.00], [\"AA\", 3, 190.00], [\"UA\", 2, 180.00]]";
	const char *fcols = "airline,fares,one_way";
	const char *prices = "[[\"USA\", 12, 20.87], [\"Germany\", 9, 37.60], [\"France\", 5, 76.75], [\"Italy\", 5, 27.36]]";

	CHECK_STREQ(named(fares, 7, fcols, NULL, "Weighted by fares, the average one-way fare is 214.00."), "grounded");
	CHECK_STREQ(named(fares, 7, fcols, NULL, "Weighted by fares, the average one-way fare is 225.71."),
				"ungrounded_figures");
	CHECK_STREQ(named(fares, 7, fcols, NULL, "Weighting each group by its size, the average one-way fare is 214.00, "
					  "against a simple mean of the 7 group figures of 225.714."), "grounded");
	CHECK_STREQ(named(fares, 7, fcols, NULL, "Weighting each group by its size, the average one-way fare is 214.00, "
					  "against a simple mean of the 7 group figures of 214.00."), "ungrounded_figures");
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "Summary:\n- Compared with Germany ($37.60), France came in 104.1 per cent higher\n"
					  "- At $76.75 in the average list price\n- A swing of $39.15"), "grounded");
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "Summary:\n- Compared with Germany ($37.60), France came in 104.1 per cent higher\n"
					  "- At $20.87 in the average list price"), "ungrounded_figures");
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL, "The four countries list $162.58, over 31 products."),
				"grounded");
	/* a simple average said alone is the plain mean, never the weighted one */
	CHECK_STREQ(named(fares, 7, fcols, NULL, "A simple average of the seven group figures gives 225.71."), "grounded");
	CHECK_STREQ(named(fares, 7, fcols, NULL, "A simple average of the seven group figures gives 214.00."),
				"ungrounded_figures");
	/* "So A is 3.17x B" over figures said before: A over B, never the other way */
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "For France, $76.75. Germany sits at $37.60. So France is 2.04x Germany."), "grounded");
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "For France, $76.75. Germany sits at $37.60. So France is 0.49x Germany."), "ungrounded_figures");
	/* "N-fold" is a multiple, of the rows in the order named */
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "For France, $76.75. Germany sits at $37.60. In other words France runs 2.04-fold Germany."),
				"grounded");
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "For France, $76.75. Germany sits at $37.60. In other words France runs 0.49-fold Germany."),
				"ungrounded_figures");
	/* "That makes it 2.67x": the row it points back to over the other */
	CHECK_STREQ(named("[[\"Volga\", 800], [\"Danube\", 700], [\"Yangtze\", 300]]", 3, "river,length", NULL,
					  "The Volga (800 km) is 167% longer than the Yangtze (300 km). That makes it 2.67x the length."),
				"grounded");
	CHECK_STREQ(named("[[\"Volga\", 800], [\"Danube\", 700], [\"Yangtze\", 300]]", 3, "river,length", NULL,
					  "The Volga (800 km) is 167% longer than the Yangtze (300 km). That makes it 0.38x the length."),
				"ungrounded_figures");
	/* "an increase of a shade under 56%": a bounded change, never a row's share */
	CHECK_STREQ(named("[[\"March\", 30, 1888.81], [\"April\", 31, 2939.10], [\"May\", 32, 3461.40]]", 3,
					  "month,orders,freight", NULL,
					  "April's freight: $2,939, versus $1,889 in March - an increase of a shade under 56 per cent."),
				"grounded");
	CHECK_STREQ(named("[[\"March\", 30, 1888.81], [\"April\", 31, 2939.10], [\"May\", 32, 3461.40]]", 3,
					  "month,orders,freight", NULL,
					  "April's freight: $2,939, versus $1,889 in March - an increase of a shade under 36 per cent."),
				"ungrounded_figures");
	/* a difference is never a sum */
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "France comes in at $76.75. Germany has $37.60. The difference works out to $39.15."), "grounded");
	CHECK_STREQ(named(prices, 4, "country,products,avg_price", NULL,
					  "France comes in at $76.75. Germany has $37.60. The difference works out to $114.35."),
				"ungrounded_figures");
}

/*
 * The first word of a row's name of several words names that row when no
 * other row's name starts with it: "At Marvel, 252 of 387".
 */
static void
test_first_word_names_row(void)
{
	const char *pubs = "[[\"DC Comics\", 160, 224], [\"Marvel Comics\", 252, 387], [\"Dark Horse Comics\", 9, 19], "
		"[\"Dark Matter\", 3, 14]]";
	const char *cols = "publisher,male,heroes";

	CHECK_STREQ(named(pubs, 4, cols, NULL, "At Marvel the men number 252 of 387."), "grounded");
	CHECK_STREQ(named(pubs, 4, cols, NULL, "At Marvel the men number 160 of 387."), "ungrounded_figures");
	CHECK_STREQ(named(pubs, 4, cols, NULL, "DC's heroes number 224."), "grounded");
	CHECK_STREQ(named(pubs, 4, cols, NULL, "DC's heroes number 387."), "ungrounded_figures");
	/* must not: a first word two rows share names neither; nor a word that opens any sentence */
	CHECK_STREQ(named(pubs, 4, cols, NULL, "Dark has 14 heroes."), "grounded");
	CHECK_STREQ(named(pubs, 4, cols, NULL, "The heroes number 19."), "grounded");
}

/*
 * Words around figures: a bracket after a figure and its noun, a column of
 * years, a year's possessive, "over" after a restatement, hedges of a noun.
 */
static void
test_words_around_figures(void)
{
	const char *staff = "[[\"Peacock\", 156, 75, 232890.85], [\"King\", 72, 45, 124568.23], "
		"[\"Suyama\", 67, 43, 73913.13], [\"Leverling\", 127, 63, 202812.84]]";
	const char *staff_cols = "employee,orders,customers,sales";
	const char *years = "[[\"2021\", 83, 449.46], [\"2022\", 83, 481.45], [\"2023\", 83, 469.58], "
		"[\"2024\", 83, 477.53], [\"2025\", 80, 450.58]]";
	const char *genres = "[[\"Rock\", 1297, 283910], [\"Jazz\", 130, 291755], [\"Metal\", 374, 309749]]";

	/* "forty-five customers ($124,568.23 in all)": the noun before the bracket is the count's */
	CHECK_STREQ(named(staff, 4, staff_cols, NULL,
					  "King: $2,768.18 a head across forty-five customers ($124,568.23 in all)."), "grounded");
	CHECK_STREQ(named(staff, 4, staff_cols, NULL,
					  "King: $2,768.18 a head across forty-five customers ($232,890.85 in all)."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"Canada\", 8, 303.96], [\"USA\", 13, 523.06]]", 2, "country,customers,sales", NULL,
					  "Canada: $37.995 a head across eight customers ($303.96 in all)."), "grounded");
	CHECK_STREQ(named("[[\"Canada\", 8, 303.96], [\"USA\", 13, 523.06]]", 2, "country,customers,sales", NULL,
					  "Canada: $37.995 a head across eight customers ($523.06 in all)."), "ungrounded_figures");
	/* with no count before the noun, a total in brackets is of that noun's column */
	CHECK_STREQ(named("[[\"A\", 12, 4.2], [\"B\", 15, 3.9]]", 2, "grp,reviews,clarity", NULL,
					  "Weighting each group by its reviews (27 in total) gives the overall clarity."), "grounded");
	/* a share in the bracket is still of that noun's column */
	CHECK_STREQ(named(staff, 4, staff_cols, NULL, "Suyama has 43 customers (19.0%)."), "grounded");
	/* "$481.45 that year", "$465.72 a year": the period, not the column of years */
	CHECK_STREQ(named(years, 5, "year,invoices,sales", NULL,
					  "2022 was the best year. Revenue peaked at $481.45 that year, $465.72 a year on average."),
				"grounded");
	CHECK_STREQ(named(years, 5, "year,invoices,sales", NULL,
					  "2022 was the best year. Revenue peaked at $477.53 that year, $465.72 a year on average."),
				"ungrounded_figures");
	/* a year with its possessive names its row */
	CHECK_STREQ(named(years, 5, "year,invoices,sales", NULL,
					  "2022's 83 invoices make for an average ticket of $5.80."), "grounded");
	CHECK_STREQ(named(years, 5, "year,invoices,sales", NULL,
					  "2025's 80 invoices make for an average ticket of $5.80."), "ungrounded_figures");
	/* "over" after a figure and its restatement in brackets is no bound */
	CHECK_STREQ(named(genres, 3, "genre,tracks,avg_ms", NULL,
					  "Rock tracks average 283,910 ms (4.7 minutes) over 1,297 tracks."), "grounded");
	CHECK_STREQ(named(genres, 3, "genre,tracks,avg_ms", NULL,
					  "Rock tracks average 283,910 ms (4.7 minutes) over 1,200 tracks."), "ungrounded_figures");
	/* a markdown table's header names its column's unit */
	CHECK_STREQ(named("[[\"WN\", 15000], [\"UA\", 13700]]", 2, "airline,total_seconds", NULL,
					  "| Airline | Seconds | Hours |\n|---|---:|---:|\n| WN | 15,000 | 4.17 |\n| UA | 13,700 | 3.8 |"),
				"grounded");
	CHECK_STREQ(named("[[\"WN\", 15000], [\"UA\", 13700]]", 2, "airline,total_seconds", NULL,
					  "| Airline | Seconds | Hours |\n|---|---:|---:|\n| WN | 15,000 | 250 |\n| UA | 13,700 | 3.8 |"),
				"ungrounded_figures");
	/* "over" after a restatement between dashes is no bound */
	CHECK_STREQ(named(genres, 3, "genre,tracks,avg_ms", NULL,
					  "Rock tracks average 283,910 ms \u2014 4.7 minutes \u2014 over 1,297 tracks."), "grounded");
	/* "on the order of 1.47 to one": a hedge, not the orders column */
	CHECK_STREQ(named(staff, 4, staff_cols, NULL,
					  "Leverling leads Suyama on customers served, on the order of 1.47 to one."), "grounded");
	CHECK_STREQ(named(staff, 4, staff_cols, NULL,
					  "Leverling leads Suyama on customers served, on the order of 2.4 to one."),
				"ungrounded_figures");
}

/*
 * Derived figures: a close bound, changes between a row's own columns of
 * one measure, figures listed after the sentence that names their rows, the
 * last word of a name, "one in N", a figure restated at another magnitude.
 */
static void
test_derived_beside_rows(void)
{
	const char *prices = "[[\"Côte de Blaye\", 263.5], [\"Ipoh Coffee\", 46], [\"Chai\", 18], [\"Tofu\", 23.25]]";
	const char *cats = "[[\"Dairy Products\", 40980.45, 115387.64], [\"Confections\", 29685.55, 82657.75], "
		"[\"Seafood\", 19391.23, 66959.22]]";
	const char *cat_cols = "category,sales_1996,sales_1997";
	const char *staff = "[[\"Peacock\", 156, 75], [\"Leverling\", 127, 63], [\"Suyama\", 67, 43]]";
	const char *peaks = "[[\"Mount Everest\", 10000], [\"Nanga Parbat\", 9000], [\"K2\", 5000], [\"Glebe Park\", 4000]]";
	const char *powers = "[[\"Super Strength\", 358, 750], [\"Agility\", 239, 750], [\"Intelligence\", 156, 750], "
		"[\"Flight\", 208, 750], [\"Stamina\", 288, 750], [\"Reflexes\", 167, 750]]";
	const char *shows = "[[\"A Love of a Lifetime\", 9.16, 5.8], [\"The Hanged Man\", 4.24, 2.9]]";

	/* a close bound reaches a tenth past it */
	CHECK_STREQ(named(prices, 4, "product,unit_price", NULL,
					  "Côte de Blaye leads Ipoh Coffee on price, a touch over 5.7 to one."), "grounded");
	CHECK_STREQ(named(prices, 4, "product,unit_price", NULL,
					  "Côte de Blaye leads Ipoh Coffee on price, a touch over 5.1 to one."), "ungrounded_figures");
	/* between a row's two columns of one measure, the later over the earlier */
	CHECK_STREQ(named(cats, 3, cat_cols, NULL, "Confections: $29,685.55 a year earlier, +178.444%."), "grounded");
	CHECK_STREQ(named(cats, 3, cat_cols, NULL, "Confections: $29,685.55 a year earlier, +150.2%."),
				"ungrounded_figures");
	CHECK_STREQ(named(cats, 3, cat_cols, NULL,
					  "Dairy Products: $40,980.45 in 1996, $115,387.64 in 1997. That is 2.816 times the earlier year's."),
				"grounded");
	CHECK_STREQ(named(cats, 3, cat_cols, NULL,
					  "Dairy Products: $40,980.45 in 1996, $115,387.64 in 1997. That is 3.2 times the earlier year's."),
				"ungrounded_figures");
	/* must not: a measure's extremes are no periods of it, nor is a row set against another row */
	CHECK_STREQ(named("[[\"VX\", 270, 230], [\"UA\", 210, 150]]", 2, "airline,top_one_way,low_one_way", NULL,
					  "UA's fare is 28.6 percent below its top."), "ungrounded_figures");
	CHECK_STREQ(named(cats, 3, cat_cols, NULL, "Seafood trails Confections: 19.4 percent lower."),
				"ungrounded_figures");
	/* must not: columns of two measures (orders, customers) are no periods of one */
	CHECK_STREQ(named(staff, 3, "employee,orders,customers", NULL, "Leverling grew +101.6%."),
				"ungrounded_figures");
	/* a list after the sentence that names its rows: theirs, in order */
	CHECK_STREQ(named(prices, 4, "product,unit_price", NULL,
					  "Côte de Blaye leads Ipoh Coffee on price. The figures are $263.50 and $46."), "grounded");
	CHECK_STREQ(named(prices, 4, "product,unit_price", NULL,
					  "Côte de Blaye leads Ipoh Coffee on price. The figures are $263.50 and $18."),
				"ungrounded_figures");
	/* the last word of a name no other name holds names the row; one that ends many names does not */
	CHECK_STREQ(named(peaks, 4, "mountain,altitude", NULL,
					  "Nanga Parbat is 9,000 m, and Everest tops Nanga Parbat by just over 11%."), "grounded");
	CHECK_STREQ(named(peaks, 4, "mountain,altitude", NULL,
					  "Nanga Parbat is 9,000 m, and Everest tops Nanga Parbat by just over 15%."),
				"ungrounded_figures");
	CHECK_STREQ(named(peaks, 4, "mountain,altitude", NULL, "Park stands at 5,000 m."), "grounded");
	/* "one in N": one row's part of its whole, whose inverse rounds to N */
	CHECK_STREQ(named(powers, 6, "power,heroes,all_heroes", NULL,
					  "Intelligence accounts for 156 heroes, about one in five."), "grounded");
	CHECK_STREQ(named(powers, 6, "power,heroes,all_heroes", NULL,
					  "Intelligence accounts for 156 heroes, about one in three."), "ungrounded_figures");
	CHECK_STREQ(named(powers, 6, "power,heroes,all_heroes", NULL,
					  "Agility accounts for 239 heroes, roughly one in three."), "grounded");
	/* a grounded figure restated at another magnitude, in brackets or after "i.e." */
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "'A Love of a Lifetime' drew 9.16 million viewers (9,160,000 people)."), "grounded");
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "'A Love of a Lifetime' drew 9.16 million viewers (9,610,000 people)."), "ungrounded_figures");
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "The Hanged Man pulled in 4,240,000 viewers (4.24 million)."), "grounded");
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "The Hanged Man: 4.24M viewers, i.e. 4,240,000."), "grounded");
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "A Love of a Lifetime: 9.16 million, which is roughly 9,160,000 viewers."), "grounded");
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "A Love of a Lifetime: 9.16 million, which is roughly 9,600,000 viewers."), "ungrounded_figures");
	/* must not: a figure beside it, at its own magnitude, is no restatement */
	CHECK_STREQ(named(shows, 2, "episode,viewers_m,rating", NULL,
					  "The Hanged Man pulled in 4.24 million viewers (4,240,000 and 5,240,000)."), "ungrounded_figures");
	/* the question gives the magnitude where the column's name does not: "viewers (millions)" */
	CHECK_STREQ(named(shows, 2, "episode,viewers,rating", "Every episode: viewers (millions) and rating?",
					  "The Hanged Man drew 4.24 million viewers."), "grounded");
	CHECK_STREQ(named(shows, 2, "episode,viewers,rating", "Every episode: viewers (in millions) and rating?",
					  "The Hanged Man drew 4.24 million viewers, 4.92 million fewer than the top episode."), "grounded");
	CHECK_STREQ(named(shows, 2, "episode,viewers,rating", "Every episode: viewers (thousands) and rating?",
					  "The Hanged Man drew 4.24 million viewers."), "ungrounded_figures");
	CHECK_STREQ(named(shows, 2, "episode,viewers,rating", "Every episode: viewers and rating?",
					  "The Hanged Man drew 4.24 million viewers."), "ungrounded_figures");
}

/*
 * Wrong roles: a percentage "of" a row named after it has that row as its
 * whole; a share where rows are named is one of theirs, never of a column
 * of one value; a part "of the" whole is less than it.
 */
static void
test_roles_of_parts(void)
{
	const char *sales = "[[\"USA\", 13, 523.06], [\"Canada\", 8, 303.96], [\"Brazil\", 5, 190.10], "
		"[\"United Kingdom\", 3, 112.86], [\"India\", 2, 75.26]]";
	const char *powers = "[[\"Super Strength\", 358, 750], [\"Agility\", 239, 750], [\"Energy Blasts\", 145, 750], "
		"[\"Flight\", 208, 750], [\"Stamina\", 288, 750]]";

	/* "at 59.4% of Brazil's mark": Brazil's value is the whole */
	CHECK_STREQ(named(sales, 5, "country,customers,sales", NULL,
					  "United Kingdom trails Brazil on sales: $113 to $190. That puts United Kingdom at 59.4% of Brazil's mark."),
				"grounded");
	CHECK_STREQ(named(sales, 5, "country,customers,sales", NULL,
					  "United Kingdom trails Brazil on sales: $113 to $190. That puts United Kingdom at 168.4% of Brazil's mark."),
				"ungrounded_figures");
	/* a share of the row's own whole, both its values */
	CHECK_STREQ(named("[[\"Marvel Comics\", 256, 118, 384], [\"DC Comics\", 146, 60, 223]]", 2,
					  "publisher,good,bad,heroes", NULL,
					  "Roughly two thirds of Marvel's 384 heroes are good (66.7 per cent, 256 of them)."), "grounded");
	/* and never a change: the complement of the share is no reading of it */
	CHECK_STREQ(named(sales, 5, "country,customers,sales", NULL,
					  "Brazil leads on sales; the gap is wide, with United Kingdom at 40.6% of Brazil's level."),
				"ungrounded_figures");
	/* a share where the sentence names a row is that row's */
	CHECK_STREQ(named(sales, 5, "country,customers,sales", NULL,
					  "Roughly a quarter of the customers listed are in the USA: 13 of 31."), "ungrounded_figures");
	CHECK_STREQ(named(sales, 5, "country,customers,sales", NULL,
					  "About 42% of the customers listed are in the USA: 13 of 31."), "grounded");
	/* a column of one value has no shares worth the name */
	CHECK_STREQ(named(powers, 5, "power,heroes,all_heroes", NULL, "Roughly one in five heroes have Super Strength."),
				"ungrounded_figures");
	/* a percentage restating a fraction in words lies in its range, or past its bound */
	CHECK_STREQ(named("[[\"600\", 18, 6, 12]]", 1, "major,students,women,men", NULL,
					  "Major 600 is 18 students, 6 of them women, about a third (33.3%)."), "grounded");
	CHECK_STREQ(named("[[\"600\", 18, 6, 12], [\"500\", 30, 10, 20]]", 2, "major,students,women,men", NULL,
					  "Major 600 is 18 students, 6 of them women, about a third (50.0%)."), "ungrounded_figures");
	CHECK_STREQ(named("[[\"600\", 18, 6, 12], [\"500\", 30, 10, 20]]", 2, "major,students,women,men", NULL,
					  "Major 600 is 18 students, 12 of them men, well over half (66.7%)."), "grounded");
	/* but a percentage of a column it names is a share, one value on every row or not */
	CHECK_STREQ(named("[[\"Ann\", 7], [\"Bob\", 7], [\"Cy\", 7], [\"Di\", 7]]", 4, "customer,invoices", NULL,
					  "Bob makes up 25% of all invoices."), "grounded");
	/* a part "of the" whole: a bound the whole itself holds is no part */
	CHECK_STREQ(named(powers, 5, "power,heroes,all_heroes", NULL,
					  "Super Strength has 358 holders, well over 500 of the 750 heroes."), "ungrounded_figures");
	CHECK_STREQ(named(powers, 5, "power,heroes,all_heroes", NULL,
					  "Super Strength has 358 holders, well over 300 of the 750 heroes."), "grounded");
}

/*
 * Pairs of values: "A is outsold by B by 15.7% ($720 to $833)", a row's
 * name that reads as a verb, "Which has more, A or B? A, by 161.", "For
 * every order in A there are 4.4 in B", "between 30 and 35", a count's
 * column for a figure with decimals, bounds that are the extremes.
 */
static void
test_pairs_of_values(void)
{
	const char *reps = "[[\"Jane Peacock\", 833.04], [\"Margaret Park\", 775.40], [\"Steve Johnson\", 720.16]]";
	const char *shows = "[[\"Lost\", 92, 238278582], [\"The Office\", 53, 74928465], [\"Heroes\", 23, 59780268]]";
	const char *pubs = "[[\"Marvel Comics\", 384], [\"DC Comics\", 223], [\"Dark Horse Comics\", 19]]";
	const char *countries = "[[\"Brazil\", 83, 58.8], [\"France\", 77, 61.1], [\"Ireland\", 19, 145.0]]";
	const char *cyl = "[[4, 207, 2312.7], [6, 84, 3198.2], [8, 108, 4105.2]]";
	const char *months = "[[\"Jan\", 33], [\"Feb\", 30], [\"Mar\", 31], [\"Apr\", 35]]";

	/* a pair set against each other maps, in order, to the rows named before it; passive is the excess */
	CHECK_STREQ(named(reps, 3, "rep,sales", NULL,
					  "Steve Johnson is outsold by Jane Peacock by 15.7% ($720 to $833, a gap of $113)."), "grounded");
	CHECK_STREQ(named(reps, 3, "rep,sales", NULL,
					  "Steve Johnson is outsold by Jane Peacock by 13.6% ($720 to $833, a gap of $113)."),
				"ungrounded_figures");
	CHECK_STREQ(named(reps, 3, "rep,sales", NULL,
					  "Steve Johnson is outsold by Jane Peacock by 15.7% ($775 to $833, a gap of $113)."),
				"ungrounded_figures");
	/* the sentence before names the rows, in the order the pair follows */
	CHECK_STREQ(named("[[\"France\", 34.5], [\"Netherlands\", 52.0]]", 2, "country,avg_age", NULL,
					  "Is the Netherlands ahead of France on average age? Yes: 52.00 to 34.50, a gap of 17.50."),
				"grounded");
	CHECK_STREQ(named("[[\"France\", 34.5], [\"Netherlands\", 52.0]]", 2, "country,avg_age", NULL,
					  "Is the Netherlands ahead of France on average age? Yes: 34.50 to 52.00, a gap of 17.50."),
				"ungrounded_figures");
	/* but a move "from 4.30 to 3.70" keeps its own order */
	CHECK_STREQ(named("[[\"October\", 5, 4.30], [\"November\", 4, 3.70]]", 2, "month,episodes,avg_rating", NULL,
					  "November trails October. The average rating moved from 4.30 to 3.70, down 0.60 points."),
				"grounded");
	/* the rows the sentence names before the pair, past a figure between */
	CHECK_STREQ(named("[[\"Federal Shipping\", 7.47], [\"Speedy Express\", 8.57], [\"United Package\", 9.23]]", 3,
					  "shipper,avg_days", NULL,
					  "Lead time climbed 14.7% from Federal Shipping to Speedy Express (7.47 days to 8.57 days)."),
				"grounded");
	CHECK_STREQ(named("[[\"Federal Shipping\", 7.47], [\"Speedy Express\", 8.57], [\"United Package\", 9.23]]", 3,
					  "shipper,avg_days", NULL,
					  "Lead time climbed 14.7% from Federal Shipping to Speedy Express (8.57 days to 7.47 days)."),
				"ungrounded_figures");
	/* must not: a value and a multiple are no pair ("36 to TX's 25, 1.44 times") */
	CHECK_STREQ(named("[[\"CA\", 36], [\"TX\", 25], [\"FL\", 19]]", 3, "state,area_codes", NULL,
					  "CA has 36 area codes to TX's 25, 1.44 times as many."), "grounded");
	/* a row's name is no verb: "by Lost by 218.0%" says no fall */
	CHECK_STREQ(named(shows, 3, "show,tracks,ms", NULL,
					  "The Office is outlasted by Lost by 218.0% (74,928,465 to 238,278,582)."), "grounded");
	CHECK_STREQ(named(shows, 3, "show,tracks,ms", NULL,
					  "The Office is outlasted by Lost by 68.6% (74,928,465 to 238,278,582)."), "ungrounded_figures");
	/* "A, by 161": the gap the row named wins by */
	CHECK_STREQ(named(pubs, 3, "publisher,heroes", NULL,
					  "Which has more heroes, Marvel Comics or DC Comics? Marvel Comics, by 161."), "grounded");
	CHECK_STREQ(named(pubs, 3, "publisher,heroes", NULL,
					  "Which has more heroes, Marvel Comics or DC Comics? Marvel Comics, by 204."), "ungrounded_figures");
	/* "for every X in A there are N in B": B over A */
	CHECK_STREQ(named(countries, 3, "country,orders,avg_freight", NULL,
					  "For every order in Ireland there are 4.4 in Brazil."), "grounded");
	CHECK_STREQ(named(countries, 3, "country,orders,avg_freight", NULL,
					  "For every order in Ireland there are 0.23 in Brazil."), "ungrounded_figures");
	/* a figure with decimals is no count: "four-cylinder cars at 2,312.7" is of the weights */
	CHECK_STREQ(named(cyl, 3, "cylinders,cars,avg_weight_lb", NULL, "The 4-cylinder cars weigh 2,312.7 lb."),
				"grounded");
	/* "between 30 and 35": at least the first, at most the second */
	CHECK_STREQ(named(months, 4, "month,orders", NULL, "Monthly orders held steady, between 30 and 35 a month."),
				"grounded");
	CHECK_STREQ(named(months, 4, "month,orders", NULL, "Monthly orders held steady, between 40 and 45 a month."),
				"ungrounded_figures");
	/* bounds that are the extremes themselves are values to compute from */
	CHECK_STREQ(named(months, 4, "month,orders", NULL, "Orders ran between 30 and 35, a spread of 5 from low to high."),
				"grounded");
}

/*
 * Multiples and changes as chat models write them: "1.33×", a multiple in
 * words of two named rows' column, "$38.00 → $97.00", "added $21,314.21 on
 * a 1996 base", "down 4.85pp", "~85%", a percentage restating a fraction.
 */
static void
test_chat_notation(void)
{
	const char *countries = "[[\"UK\", 2, 160], [\"Italy\", 3, 120], [\"Japan\", 2, 80]]";
	const char *lists = "[[\"Classical\", 75, 386696498], [\"Grunge\", 15, 130886739], [\"Jazz\", 40, 90000000]]";
	const char *rev = "[[\"Japan\", 5079.54, 26393.75], [\"UK\", 14019.91, 33381.10]]";
	const char *shares = "[[\"France\", 47871.00, 112030.76], [\"Germany\", 29340.84, 95152.07], "
		"[\"Australia\", 31481.78, 91942.56], [\"USA\", 20223.36, 56929.87], [\"Italy\", 16920.65, 56333.05], "
		"[\"Canada\", 14421.87, 41746.96], [\"UK\", 14019.91, 33381.10], [\"Japan\", 5079.54, 26393.75], "
		"[\"Singapore\", 7351.32, 23216.04], [\"Norway\", 8873.26, 22287.35], [\"Sweden\", 4381.52, 17563.15], "
		"[\"Spain\", 1952.64, 15247.24], [\"Finland\", 4336.74, 12681.14], [\"Denmark\", 1175.52, 6337.28], "
		"[\"Netherlands\", 97.28, 4212.76], [\"Brazil\", 556.74, 1630.12]]";

	CHECK_STREQ(named(countries, 3, "country,suppliers,on_order", NULL, "UK \u2248 1.33\u00d7 Italy on units on order."),
				"grounded");
	CHECK_STREQ(named(countries, 3, "country,suppliers,on_order", NULL, "UK \u2248 1.9\u00d7 Italy on units on order."),
				"ungrounded_figures");
	/* a multiple in words: two named rows of the column the sentence names only */
	CHECK_STREQ(named(lists, 3, "playlist,tracks,bytes", NULL, "Classical is roughly five times Grunge on tracks."),
				"grounded");
	CHECK_STREQ(named(lists, 3, "playlist,tracks,bytes", NULL, "Classical is roughly three times Grunge on tracks."),
				"ungrounded_figures");
	/* "→" sets a pair against each other */
	CHECK_STREQ(named(countries, 3, "country,suppliers,on_order", NULL,
					  "Compared with Italy, UK is up 33.3% (120 \u2192 160)."), "grounded");
	CHECK_STREQ(named(countries, 3, "country,suppliers,on_order", NULL,
					  "Compared with Italy, UK is up 33.3% (80 \u2192 160)."), "ungrounded_figures");
	/* "added" compares: the gap between a row's columns of one measure */
	CHECK_STREQ(named(rev, 2, "country,rev_1996,rev_1997", NULL,
					  "Year over year, Japan added $21,314.21 on a 1996 base of $5,079.54."), "grounded");
	CHECK_STREQ(named(rev, 2, "country,rev_1996,rev_1997", NULL,
					  "Year over year, Japan added $19,361.19 on a 1996 base of $5,079.54."), "ungrounded_figures");
	/* percentage points, and a year before a range is no percentage */
	CHECK_STREQ(named(shares, 16, "country,rev_1996,rev_1997", NULL,
					  "France's share of revenue went from 23.0% in 1996 to 18.155% in 1997, down 4.85pp."), "grounded");
	CHECK_STREQ(named(shares, 16, "country,rev_1996,rev_1997", NULL,
					  "France's share of revenue went from 23.0% in 1996 to 18.155% in 1997, down 21.09pp."),
				"ungrounded_figures");
	/* "tops" echoes the question's "more than" */
	CHECK_STREQ(named("[]", 0, "invoice_id", "Which invoices total more than $100?",
					  "No invoice tops $100; the query came back empty, so the answer is zero invoices."),
				"zero_rows_acknowledged");
	CHECK_STREQ(named("[]", 0, "invoice_id", "Which invoices total more than $100?",
					  "No invoice tops $150; the query came back empty, so the answer is zero invoices."),
				"ungrounded_figures");
	/* a percentage restating a fraction takes the fraction's derivation */
	CHECK_STREQ(named("[[\"600\", 18, 6], [\"520\", 6, 2]]", 2, "major,students,women", NULL,
					  "Major 600 is 18 students, 6 of them women, about a third (33.3%)."), "grounded");
}

/* Computations the answer writes: operands of the rows the sentence names, the result at the precision shown. */
static void
test_computations(void)
{
	const char *genres = "[[\"Rock\", 835, 826.65, 216], [\"Latin\", 386, 382.14, 117], [\"Metal\", 264, 261.36, 96]]";
	const char *fares = "[[\"AA\", 3, 570, 316.67], [\"UA\", 2, 360, 340.00], [\"AS\", 1, 220, 400.00]]";
	const char *years = "[[2023, 83, 469.58], [2024, 83, 477.53], [2025, 80, 450.58]]";

	/* each operand is a value of one of the rows named, not only of the nearest */
	CHECK_STREQ(named(genres, 3, "genre,lines,revenue,invoices", NULL,
					  "Rock has 2.2x the revenue of Latin ($827 \u00f7 $382 = 2.2)."), "grounded");
	CHECK_STREQ(named(genres, 3, "genre,lines,revenue,invoices", NULL,
					  "Rock outsells Latin by $444.51 ($826.65 \u2212 $382.14)."), "grounded");
	/* must not fire: an operand of a row not named, a result that does not follow, a wrong digit */
	CHECK_STREQ(named(genres, 3, "genre,lines,revenue,invoices", NULL,
					  "Rock has 3.2x the revenue of Latin ($827 \u00f7 $261 = 3.2)."), "ungrounded_figures");
	CHECK_STREQ(named(genres, 3, "genre,lines,revenue,invoices", NULL,
					  "Rock has 2.2x the revenue of Latin ($827 \u00f7 $382 = 2.5)."), "ungrounded_figures");
	CHECK_STREQ(named(genres, 3, "genre,lines,revenue,invoices", NULL,
					  "Rock outsells Latin by $565.29 ($826.65 \u2212 $261.36)."), "ungrounded_figures");
	/* a single digit is an operand too; the operands may be of columns the sentence does not name */
	CHECK_STREQ(named(fares, 3, "airline,fares,one_way_total,avg_round_trip", NULL,
					  "AA averages $190.00 per fare ($570 \u00f7 3 = $190.00)."), "grounded");
	CHECK_STREQ(named(fares, 3, "airline,fares,one_way_total,avg_round_trip", NULL,
					  "AA averages $190.00 per fare ($570 \u00f7 4 = $190.00)."), "ungrounded_figures");
	CHECK_STREQ(named(fares, 3, "airline,fares,one_way_total,avg_round_trip", NULL,
					  "AA averages $180.00 per fare ($360 \u00f7 2 = $180.00)."), "ungrounded_figures");
	/* a later period first: the order of the rows named does not bind the operands */
	CHECK_STREQ(named(years, 3, "year,invoices,revenue", NULL,
					  "Revenue fell 5.64 percent, 2024 to 2025 ($450.58 \u2212 $477.53 = \u2212$27)."), "grounded");
	CHECK_STREQ(named(years, 3, "year,invoices,revenue", NULL,
					  "Revenue fell 5.64 percent, 2024 to 2025 ($450.58 \u2212 $477.53 = \u2212$19)."),
				"ungrounded_figures");
	/* an operand with its unit */
	CHECK_STREQ(named("[[8, 108, 158.5, 4105.2], [4, 207, 78.5, 2312.7]]", 2, "cylinders,cars,avg_hp,avg_lbs", NULL,
					  "8 cylinders: avg. 25.9 lbs per hp (4,105.2 lbs \u00f7 158.5 hp)."), "grounded");
	CHECK_STREQ(named("[[8, 108, 158.5, 4105.2], [4, 207, 78.5, 2312.7]]", 2, "cylinders,cars,avg_hp,avg_lbs", NULL,
					  "8 cylinders: avg. 25.9 lbs per hp (4,105.2 lbs \u00f7 168.5 hp)."), "ungrounded_figures");
	/* "over" divides, checked as any computation is */
	CHECK_STREQ(named("[[\"Texas\", 50000, 680000], [\"Ohio\", 90000, 11000]]", 2, "state,population,area", NULL,
					  "Ohio works out at 8.18 residents a square kilometre (90,000 over 11,000 sq km)."), "grounded");
	CHECK_STREQ(named("[[\"Texas\", 50000, 680000], [\"Ohio\", 90000, 11000]]", 2, "state,population,area", NULL,
					  "Ohio works out at 9.18 residents a square kilometre (90,000 over 11,000 sq km)."), "ungrounded_figures");
	/* the first word of a name before its comma names the row */
	CHECK_STREQ(named("[[\"Pavlova, Ltd.\", 110], [\"Plutzer Lebensmittelgrossmaerkte AG\", 205], [\"Tokyo Traders\", 113]]", 3,
					  "supplier,in_stock", NULL, "Units in stock: Plutzer 205 vs. Pavlova 110."), "grounded");
	CHECK_STREQ(named("[[\"Pavlova, Ltd.\", 110], [\"Plutzer Lebensmittelgrossmaerkte AG\", 205], [\"Tokyo Traders\", 113]]", 3,
					  "supplier,in_stock", NULL, "Units in stock: Plutzer 205 vs. Pavlova 113."), "ungrounded_figures");
	/* a range in brackets is no computation: its figures stay the named row's */
	CHECK_STREQ(named(fares, 3, "airline,fares,one_way_total,avg_round_trip", NULL,
					  "AA's fares total $570 ($220 - $360)."), "ungrounded_figures");
}

/* A comparison in a list's item is from a row an item before it quoted. */
static void
test_list_walk(void)
{
	const char *genres = "[[\"Rock\", 835, 216], [\"Latin\", 386, 117], [\"Metal\", 264, 96], "
		"[\"Alternative & Punk\", 244, 93]]";

	CHECK_STREQ(named(genres, 4, "genre,lines,invoices", NULL,
					  "Latin is ahead of Alternative & Punk on invoices.\n- Latin: 117\n- Alternative & Punk: 93\n"
					  "- Gap: 24, i.e. 25.8 percent more for Latin."), "grounded");
	/* must not fire: the percentage over the wrong base, or of a row no item quoted */
	CHECK_STREQ(named(genres, 4, "genre,lines,invoices", NULL,
					  "Latin is ahead of Alternative & Punk on invoices.\n- Latin: 117\n- Alternative & Punk: 93\n"
					  "- Gap: 24, i.e. 20.5 percent more for Latin."), "ungrounded_figures");
	CHECK_STREQ(named(genres, 4, "genre,lines,invoices", NULL,
					  "Latin is ahead of Alternative & Punk on invoices.\n- Latin: 117\n- Alternative & Punk: 93\n"
					  "- i.e. 21.9 percent more for Latin."), "ungrounded_figures");
	/* not across a paragraph that is no list */
	CHECK_STREQ(named(genres, 4, "genre,lines,invoices", NULL,
					  "Latin has 117 invoices. Alternative & Punk has 93. Rock has 216. Latin has 25.8 percent more."),
				"ungrounded_figures");
}

/* "N to 1", a pair whose other side is not named, and stops of abbreviations. */
static void
test_pairs_other_side(void)
{
	const char *pubs = "[[\"Marvel Comics\", 337, 2973], [\"DC Comics\", 191, 1886], [\"Dark Horse\", 18, 241]]";
	const char *mct = "[[\"DEN\", 42], [\"ORD\", 30], [\"JFK\", 23], [\"LAX\", 20]]";

	CHECK_STREQ(named(pubs, 3, "publisher,heroes,powers", NULL,
					  "On heroes it's roughly 1.8 to 1 in Marvel Comics's favour (337 vs. 191)."), "grounded");
	CHECK_STREQ(named(pubs, 3, "publisher,heroes,powers", NULL,
					  "On heroes it's roughly 2.8 to 1 in Marvel Comics's favour (337 vs. 191)."), "ungrounded_figures");
	/* the other side is a value of the named side's column */
	CHECK_STREQ(named(pubs, 3, "publisher,heroes,powers", NULL,
					  "On heroes it's roughly 0.2 to 1 in Marvel Comics's favour (337 vs. 1,886)."), "ungrounded_figures");
	/* must not fire: the other row is named, or the pair is a list with a comparison */
	CHECK_STREQ(named(mct, 4, "airport,mct_min", NULL, "DEN posts 42 min against 20 min for JFK."),
				"ungrounded_figures");
	CHECK_STREQ(named(mct, 4, "airport,mct_min", NULL, "DEN leads with 42 min, 20 min more than JFK."),
				"ungrounded_figures");
	/* a score of single digits is narration, "from 5 to 1" a move */
	CHECK_STREQ(named(mct, 4, "airport,mct_min", NULL, "DEN beat ORD 3 to 1 on delays, at 42 min."), "grounded");
	/* "i.e." and "vs." end no sentence */
	CHECK_STREQ(named(mct, 4, "airport,mct_min", NULL, "DEN: 42 min vs. JFK: 23 min, i.e. 19 min more for DEN."),
				"grounded");
}

/* Shares in words checked against what stands beside them. */
static void
test_shares_beside(void)
{
	const char *genres = "[[\"Rock\", 835, 826.65], [\"Latin\", 386, 382.14], [\"Metal\", 264, 261.36], "
		"[\"Jazz\", 80, 79.20], [\"Pop\", 750, 779.65]]";
	const char *cats = "[[\"Beverages\", 267868.18], [\"Dairy Products\", 234507.28], [\"Confections\", 167357.23]]";

	/* "a bit over" a fraction is only just past it, also said of a named row */
	CHECK_STREQ(named(genres, 5, "genre,lines,revenue", NULL, "Rock takes a bit over a quarter of genre revenue."),
				"ungrounded_figures");
	CHECK_STREQ(named(genres, 5, "genre,lines,revenue", NULL, "Rock takes a bit over a third of genre revenue."),
				"grounded");
	CHECK_STREQ(named(genres, 5, "genre,lines,revenue", NULL, "Rock takes well over a quarter of genre revenue."),
				"grounded");
	/* the part and whole right after a fraction say what it is */
	CHECK_STREQ(named(genres, 5, "genre,lines,revenue", NULL,
					  "Rock takes nearly a quarter of genre revenue ($827 of $2,329)."), "ungrounded_figures");
	CHECK_STREQ(named(genres, 5, "genre,lines,revenue", NULL,
					  "Rock takes just over a third of genre revenue ($827 of $2,329)."), "grounded");
	/* "Of the N ...": a share of N, not a ratio of the two parts */
	CHECK_STREQ(named(cats, 3, "category,net_sales", NULL,
					  "Of the $502,375.46 the two hold together, Beverages has 53.3 percent ($267,868 vs $234,507)."),
				"grounded");
	CHECK_STREQ(named(cats, 3, "category,net_sales", NULL,
					  "Of the $502,375.46 the two hold together, Beverages has 87.5 percent ($267,868 vs $234,507)."),
				"ungrounded_figures");
}

/* A value most rows hold names none of them: the row named before it keeps the figure. */
static void
test_value_most_rows_hold(void)
{
	const char *makers = "[[\"gm\", 93, 19.86, 1970, 1982], [\"ford\", 65, 19.07, 1970, 1982], "
		"[\"nissan\", 24, 31.32, 1970, 1982], [\"honda\", 13, 33.76, 1974, 1982], [\"fiat\", 8, 28.91, 1971, 1979]]";

	CHECK_STREQ(named(makers, 5, "maker,cars,avg_mpg,first_year,last_year", NULL,
					  "Honda's 13 cars run from 1974 to 1982, at 33.76 mpg on average."), "grounded");
	/* must not fire: another maker's figure said of Honda */
	CHECK_STREQ(named(makers, 5, "maker,cars,avg_mpg,first_year,last_year", NULL,
					  "Honda's 13 cars run from 1974 to 1982, at 31.32 mpg on average."), "ungrounded_figures");
}

/* Pairs set against each other, periods walked in time, restatements in another unit. */
static void
test_pairs_periods_units(void)
{
	const char *states = "[[\"California\", 100000], [\"New York\", 200000], [\"Texas\", 50000], [\"Ohio\", 90000]]";
	const char *years = "[[2023, 110.90, 50.20], [2024, 127.98, 42.57], [2025, 85.14, 72.27]]";
	const char *rivers = "[[\"Germany\", 2, 1600], [\"Egypt\", 1, 1000], [\"Russia\", 1, 800], [\"Vietnam\", 1, 600]]";
	const char *orders = "[[\"Peacock\", 156], [\"Leverling\", 127], [\"Buchanan\", 42]]";
	const char *flights = "[[\"ORD-JFK\", 1, 10000], [\"JFK-ORD\", 0, 3700]]";

	/* "half as many" is a multiple; a pair against each other in brackets, larger first */
	CHECK_STREQ(named(states, 4, "state,population", NULL,
					  "Texas has half as many people as California (100,000 against 50,000)."), "grounded");
	CHECK_STREQ(named(states, 4, "state,population", NULL,
					  "Texas has a quarter as many people as California (100,000 against 50,000)."), "ungrounded_figures");
	/* must not fire: a listed pair keeps the rows' order */
	CHECK_STREQ(named(states, 4, "state,population", NULL, "Texas and California hold 100,000 and 50,000."),
				"ungrounded_figures");
	/* a move between periods named before it is theirs, in time */
	CHECK_STREQ(named(years, 3, "year,usa,canada", NULL,
					  "US sales fell by 33.5 per cent between 2024 and 2025, from $127.98 to $85.14."), "grounded");
	CHECK_STREQ(named(years, 3, "year,usa,canada", NULL,
					  "US sales fell by 23.2 per cent between 2024 and 2025, from $110.90 to $85.14."),
				"ungrounded_figures");
	/* a figure in a unit is of the column in it; alone in brackets after a row, that row's */
	CHECK_STREQ(named(rivers, 4, "country,rivers,total_km", NULL,
					  "Germany comes first with 1,600 km of river, then Egypt (1,000) and Russia (800)."), "grounded");
	CHECK_STREQ(named(rivers, 4, "country,rivers,total_km", NULL,
					  "Germany comes first with 1,600 km of river, then Egypt (1,000) and Russia (600)."),
				"ungrounded_figures");
	/* past a colon, a figure after the row a comparison is made against is the subject's */
	CHECK_STREQ(named(orders, 3, "employee,orders", NULL,
					  "Peacock dwarfs Buchanan on orders: at 156 it is 3.7 times Buchanan's 42."), "grounded");
	CHECK_STREQ(named(orders, 3, "employee,orders", NULL,
					  "Peacock dwarfs Buchanan on orders: at 127 it is 3.0 times Buchanan's 42."), "ungrounded_figures");
	/* a restatement in another unit says the same amount */
	CHECK_STREQ(named(flights, 2, "route,stops,seconds", NULL, "ORD-JFK: 10,000 s, i.e. roughly 2.8 hours."),
				"grounded");
	CHECK_STREQ(named(flights, 2, "route,stops,seconds", NULL, "ORD-JFK: 10,000 s, i.e. roughly 1.0 hours."),
				"ungrounded_figures");
}

/* Key-figure cards: arrows say a change's direction; a change's base may be an item further down. */
static void
test_key_figure_cards(void)
{
	const char *quarters = "[[\"Q4 1997\", 9712.34], [\"Q1 1998\", 15115.40], [\"Q2 1998\", 7078.65]]";

	CHECK_STREQ(named(quarters, 3, "quarter,freight", NULL,
					  "**Freight, Q1 1998**\n\u2022 Value: $15,115\n\u2022 \u0394 vs. Q4 1997: +55.6%\n"
					  "\u2022 Q4 1997 base: $9,712"), "grounded");
	CHECK_STREQ(named(quarters, 3, "quarter,freight", NULL,
					  "**Freight, Q1 1998**\n\u2022 Value: $15,115\n\u2022 \u0394 vs. Q4 1997: +35.7%\n"
					  "\u2022 Q4 1997 base: $9,712"), "ungrounded_figures");
	CHECK_STREQ(named(quarters, 3, "quarter,freight", NULL,
					  "**Freight, Q1 1998**\n\u2022 Value: $15,115\n\u2022 \u0394 vs. prior quarter: +55.6%\n"
					  "\u2022 Prior quarter base: $9,712"), "grounded");
	/* must not fire: past a blank line the list has ended */
	CHECK_STREQ(named(quarters, 3, "quarter,freight", NULL,
					  "**Freight, Q1 1998**\n\u2022 Value: $15,115\n\u2022 \u0394 vs. prior quarter: +55.6%\n\n"
					  "\u2022 Prior quarter base: $9,712"), "ungrounded_figures");
	/* an arrow is a direction: a fall stated as a rise is wrong */
	CHECK_STREQ(named(quarters, 3, "quarter,freight", NULL,
					  "- Q2 1998: $7,079 (freight), \u2193 53.2% vs. Q1 1998 ($15,115)"), "grounded");
	CHECK_STREQ(named(quarters, 3, "quarter,freight", NULL,
					  "- Q2 1998: $7,079 (freight), \u2191 53.2% vs. Q1 1998 ($15,115)"), "ungrounded_figures");
}

/* Abbreviations, sample sizes and the nouns and weights a sentence names. */
static void
test_abbreviations_and_weights(void)
{
	const char *cyl = "[[4, 207, 78.5, 28.86], [6, 84, 101.5, 19.99], [8, 108, 158.5, 14.27]]";
	const char *cats = "[[\"Confections\", 13, 386, 180], [\"Beverages\", 12, 559, 60]]";
	const char *courses = "[[\"CS101\", 3, 10, 5], [\"MATH201\", 5, 5, 4], [\"CS302\", 3, 4, 2], [\"PHYS101\", 1, 8, 4]]";
	const char *air = "[[\"Virgin America\", 1, 20000], [\"Frontier Airlines\", 1, 10000], [\"Alaska Airlines\", 1, 4000]]";

	/* "cyl." before a bracketed figure, "avg." before a word: no sentence ends there */
	CHECK_STREQ(named(cyl, 3, "cylinders,cars,avg_hp,avg_mpg", NULL,
					  "- 8 cyl.: 14.27 (avg. mpg), \u2193 50.554% vs. 4 cyl. (28.86)"), "grounded");
	CHECK_STREQ(named(cyl, 3, "cylinders,cars,avg_hp,avg_mpg", NULL,
					  "- 8 cyl.: 14.27 (avg. mpg), \u2193 30.554% vs. 4 cyl. (28.86)"), "ungrounded_figures");
	/* a noun right after a figure, across a comma, is that figure's */
	CHECK_STREQ(named(cats, 2, "category,products,in_stock,on_order", NULL,
					  "Confections: n = 13 products, 180 units on order \u2192 avg. 13.85 per product."), "grounded");
	CHECK_STREQ(named(cats, 2, "category,products,in_stock,on_order", NULL,
					  "Confections: n = 13 products, 60 units on order \u2192 avg. 4.62 per product."), "ungrounded_figures");
	/* "n = 27" is what a mean is over; the weights are the column the sentence names */
	CHECK_STREQ(named(courses, 4, "course,enrolled,reviews,clarity", NULL,
					  "Overall avg. clarity score (weighted, n = 27 reviews): 4.07"), "grounded");
	CHECK_STREQ(named(courses, 4, "course,enrolled,reviews,clarity", NULL,
					  "Overall avg. clarity score (weighted, n = 27 reviews): 3.75"), "ungrounded_figures");
	/* names of rows name no amount: a multiple in words over any one column of the two */
	CHECK_STREQ(named(air, 3, "airline,flights,total_sec", NULL,
					  "Virgin America has roughly twice the air time of Frontier Airlines."), "grounded");
	CHECK_STREQ(named(air, 3, "airline,flights,total_sec", NULL,
					  "Virgin America has roughly three times the air time of Frontier Airlines."), "ungrounded_figures");
}

/* Bounds just short of a figure, a subject's own value, and shares of a named whole or level. */
static void
test_bounds_levels_subjects(void)
{
	const char *ship = "[[\"Speedy Express\", 8681.38], [\"United Package\", 14781.29]]";
	const char *states = "[[\"New York\", 200000], [\"Florida\", 150000], [\"Michigan\", 120000], [\"Ohio\", 90000]]";
	const char *emps = "[[\"Peacock\", 156], [\"Leverling\", 127], [\"Davolio\", 123], [\"Callahan\", 104], "
		"[\"Fuller\", 96], [\"King\", 72], [\"Suyama\", 67], [\"Dodsworth\", 43], [\"Buchanan\", 42]]";
	const char *ages = "[[\"Kearsley Brown\", 45], [\"Vicente Carretero\", 26]]";
	const char *bands = "[[\"Iron Maiden\", 21], [\"Faith No More\", 4], [\"Led Zeppelin\", 14], [\"Queen\", 58]]";

	/* "just shy of" is a close bound */
	CHECK_STREQ(named(ship, 2, "shipper,freight", NULL, "For Speedy Express the figure is just shy of $8,700."), "grounded");
	CHECK_STREQ(named(ship, 2, "shipper,freight", NULL, "For Speedy Express the figure is just shy of $14,800."),
				"ungrounded_figures");
	/* the subject that "leads with" a figure holds it: no sum of the others' */
	CHECK_STREQ(named(states, 4, "state,population", NULL,
					  "New York leads with 200,000 people, followed by Florida (150,000) and Michigan (120,000)."), "grounded");
	CHECK_STREQ(named(states, 4, "state,population", NULL,
					  "New York leads with 270,000 people, followed by Florida (150,000) and Michigan (120,000)."),
				"ungrounded_figures");
	/* a fraction in words "of the 830 total" is a share of 830 */
	CHECK_STREQ(named(emps, 9, "employee,orders", NULL,
					  "The top three account for 406 of the orders, nearly half of the 830 total."), "grounded");
	CHECK_STREQ(named(emps, 9, "employee,orders", NULL,
					  "The top three account for 406 of the orders, nearly two in five of the 830 total."),
				"ungrounded_figures");
	/* "at 57.8 percent of Kearsley Brown's level": the other's value over it, not the gap */
	CHECK_STREQ(named(ages, 2, "teacher,age", NULL,
					  "Vicente Carretero trails Kearsley Brown by 19 on age (26 to 45), which leaves it at 57.8 percent "
					  "of Kearsley Brown's level."), "grounded");
	CHECK_STREQ(named(ages, 2, "teacher,age", NULL,
					  "Vicente Carretero trails Kearsley Brown by 19 on age (26 to 45), which leaves it at 42.2 percent "
					  "of Kearsley Brown's level."), "ungrounded_figures");
	/* a bound said of one named row bounds its value, never a difference of its cells */
	CHECK_STREQ(named("[[\"Speedy Express\", 16185.30, 2297.42, 8681.38], [\"Federal Shipping\", 20512.51, 3748.67, 11413.35]]",
					  2, "shipper,freight,freight_1996,freight_1997", NULL,
					  "For Speedy Express the figure is just shy of $14,800 of freight in 1997 ($8,681.38 exactly)."),
				"ungrounded_figures");
	CHECK_STREQ(named("[[\"Speedy Express\", 16185.30, 2297.42, 8681.38], [\"Federal Shipping\", 20512.51, 3748.67, 11413.35]]",
					  2, "shipper,freight,freight_1996,freight_1997", NULL,
					  "For Speedy Express the figure is just shy of $8,700 of freight in 1997 ($8,681.38 exactly)."),
				"grounded");
	/* a percentage of another's level is a share, never a change */
	CHECK_STREQ(named("[[\"Good\", 92.5], [\"Bad\", 129.7]]", 2, "alignment,avg_kg", NULL,
					  "The heroic camp trails the villainous camp by 37.2 on average weight (92.5 to 129.7), which leaves "
					  "it at 28.7 percent of the villainous camp's level."), "ungrounded_figures");
	CHECK_STREQ(named("[[\"Good\", 92.5], [\"Bad\", 129.7]]", 2, "alignment,avg_kg", NULL,
					  "The heroic camp trails the villainous camp by 37.2 on average weight (92.5 to 129.7), which leaves "
					  "it at 71.3 percent of the villainous camp's level."), "grounded");
	/* "No" inside a name negates nothing */
	CHECK_STREQ(named(bands, 4, "artist,albums", NULL, "Faith No More has more than a third of Led Zeppelin's 14 albums."),
				"ungrounded_figures");
}

/* Columns named by a year after the figure; a share "of the revenue" is of the column's whole. */
static void
test_year_columns_and_totals(void)
{
	const char *reps = "[[\"Jane Peacock\", 28, 31], [\"Margaret Park\", 29, 26], [\"Steve Johnson\", 27, 25]]";
	const char *countries = "[[\"USA\", 523.06], [\"Canada\", 303.96], [\"France\", 195.10], [\"Brazil\", 190.10], "
		"[\"Germany\", 156.48], [\"UK\", 112.86], [\"Portugal\", 77.24], [\"India\", 75.26], [\"Chile\", 46.62]]";

	CHECK_STREQ(named(reps, 3, "rep,inv_2024,inv_2025", NULL, "Margaret Park: 29 (2024) \u2192 26 (2025)."), "grounded");
	CHECK_STREQ(named(reps, 3, "rep,inv_2024,inv_2025", NULL, "Margaret Park: 26 (2024) \u2192 26 (2025)."),
				"ungrounded_figures");
	/* a word of another row's name before a figure names no column ("Dairy Products (11.00)") */
	CHECK_STREQ(named("[[\"Dairy Products\", 10, 11.00], [\"Grains/Cereals\", 7, 22.14]]", 2,
					  "category,products,avg_reorder", NULL,
					  "- Grains/Cereals: 22.14 (avg. reorder level), \u2191 101.3% vs. Dairy Products (11.00)"), "grounded");
	CHECK_STREQ(named("[[\"Dairy Products\", 10, 11.00], [\"Grains/Cereals\", 7, 22.14]]", 2,
					  "category,products,avg_reorder", NULL,
					  "- Grains/Cereals: 22.14 (avg. reorder level), \u2191 101.3% vs. Dairy Products (12.00)"),
				"ungrounded_figures");
	/* one row's cell over another's is no share of the revenue; over its own whole it may be */
	CHECK_STREQ(named(countries, 9, "country,revenue", NULL, "About 37% of the revenue comes from France."),
				"ungrounded_figures");
	CHECK_STREQ(named(countries, 9, "country,revenue", NULL, "About 12% of the revenue comes from France."), "grounded");
}

static int	stop_after;

/* verdict_stop_requested: stop once asked stop_after times */
static bool
stop_counting(void)
{
	return --stop_after < 0;
}

/*
 * Asked to stop at each point in turn, the check fails with EINTR and leaves
 * nothing behind, until it is asked less often than it asks; then it decides.
 */
static void
test_stop_requested(void)
{
	VerdictStep step = ran(1, "[[\"North\", 120], [\"South\", 80]]", 2);
	const char *answer = "North sold 120 and South 80, 200 together; North is 1.5 times South.";
	Verdict		v;
	int			after;
	int			rc = -1;

	verdict_stop_requested = stop_counting;
	for (after = 0; after < 100 && rc != 0; after++)
	{
		stop_after = after;
		errno = 0;
		rc = verdict_decide(&step, 1, answer, strlen(answer), &v);
		if (rc != 0)
			CHECK(errno == EINTR && v.figures == NULL && v.grounds == NULL && v.nfigures == 0);
	}
	verdict_stop_requested = NULL;
	/* asked before the search, at each figure of two passes, and in the later passes */
	CHECK(rc == 0 && after > 1 + 2 * 4);
	CHECK(v.plausible && v.nfigures == 4 && v.nungrounded == 0);
	verdict_free(&v);
}

int
main(void)
{
	test_numeric_strings();
	test_cells();
	test_cells_texts();
	test_cells_chunks();
	test_limit_share_names();
	test_rules();
	test_values();
	test_text_cells();
	test_steps();
	test_range_agrees_with_index();
	test_large();
	test_derivations();
	test_question_echo();
	test_query_bounds();
	test_column_name_digits();
	test_value_said_of_named_row();
	test_comparison_down_a_chain();
	test_extreme_of_extremes();
	test_bracketed_name_after();
	test_plain_value_of_row();
	test_average_is_no_cell();
	test_chain_through_contractions();
	test_change_from_row_walked_from();
	test_name_digits_no_operand();
	test_multiple_of_named_rows();
	test_going_on();
	test_analyst_phrasings();
	test_rates_and_power();
	test_weighted_and_simple();
	test_first_word_names_row();
	test_attribution();
	test_percent_scaling();
	test_direction_and_bounds();
	test_derivations_analyst();
	test_words_around_figures();
	test_derived_beside_rows();
	test_roles_of_parts();
	test_pairs_of_values();
	test_chat_notation();
	test_computations();
	test_list_walk();
	test_pairs_other_side();
	test_shares_beside();
	test_value_most_rows_hold();
	test_pairs_periods_units();
	test_key_figure_cards();
	test_abbreviations_and_weights();
	test_bounds_levels_subjects();
	test_year_columns_and_totals();
	test_stop_requested();
	return unit_report("verdict");
}
