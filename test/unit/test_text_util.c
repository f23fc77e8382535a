/*
 * test_text_util.c — unit tests of src/text_util.c: ASCII classes and case
 * folding, UTF-8 lengths and cut points (invalid and truncated input
 * included), character positions, dollar quotes, the FNV-1a hash.
 */
#include <stdlib.h>
#include <string.h>

#include "text_util.h"
#include "unit.h"

static size_t
valid_len(const char *s, size_t n)
{
	return utf8_valid_len((const unsigned char *) s, n);
}

static size_t
lead_len(const char *s, size_t i)
{
	return utf8_lead_len((const unsigned char *) s, strlen(s), i);
}

static void
test_ascii(void)
{
	int			c;
	bool		all = true;

	CHECK(ascii_lower('A') == 'a' && ascii_lower('Z') == 'z');
	CHECK(ascii_lower('a') == 'a' && ascii_lower('0') == '0' && ascii_lower('@') == '@');
	CHECK(ascii_lower('[') == '[');	/* just past 'Z' */
	/* bytes of UTF-8 sequences are never changed ("Ä" is C3 84) */
	for (c = 0x80; c <= 0xFF; c++)
		all = all && ascii_lower((unsigned char) c) == c;
	CHECK(all);
	CHECK(ascii_is_upper('Q') && !ascii_is_upper('q') && !ascii_is_upper(0xC4));
	CHECK(ascii_is_lower('q') && !ascii_is_lower('Q') && !ascii_is_lower(0xE4));
	CHECK(ascii_is_alpha('x') && ascii_is_alpha('X') && !ascii_is_alpha('_') && !ascii_is_alpha(0xC3));
	CHECK(ascii_is_digit('0') && ascii_is_digit('9') && !ascii_is_digit('a') && !ascii_is_digit(0xD9));
	CHECK(ascii_is_space(' ') && ascii_is_space('\t') && ascii_is_space('\n') && ascii_is_space('\r') &&
		  ascii_is_space('\f') && ascii_is_space('\v'));
	CHECK(!ascii_is_space('\0') && !ascii_is_space(0xA0) && !ascii_is_space('x'));

	CHECK(ascii_equal_nocase("Select", "sELECT"));
	CHECK(!ascii_equal_nocase("select", "selects"));
	CHECK(!ascii_equal_nocase("selects", "select"));
	CHECK(ascii_equal_nocase("", ""));
	CHECK(!ascii_equal_nocase("\xC3\x84", "\xC3\xA4"));	/* Ä and ä differ: ASCII only */
	CHECK(ascii_equal_nocase_n("FROMx", "fromY", 4));
	CHECK(!ascii_equal_nocase_n("FROMx", "fromY", 5));
	CHECK(ascii_equal_nocase_n("a", "b", 0));

	CHECK(ascii_find_nocase("a </THINK> b", 12, "</think>") != NULL);
	CHECK(ascii_find_nocase("ab", 2, "abc") == NULL);
	CHECK(ascii_find_nocase("abc", 3, "") == NULL);
	CHECK(ascii_find_nocase("xxSQL", 4, "sql") == NULL);	/* the match must lie inside n */
	{
		const char *s = "PgSqL and sql";

		CHECK(ascii_find_nocase(s, strlen(s), "sql") == s + 2);
	}

	CHECK(text_is_blank(NULL) && text_is_blank("") && text_is_blank(" \t\r\n\f\v"));
	CHECK(!text_is_blank(" x ") && !text_is_blank("\xC2\xA0"));
	{
		const char *s = "ab\ncd";

		CHECK(line_end(s, s + 5) == s + 2);
		CHECK(line_end(s + 3, s + 5) == s + 5);
		CHECK(line_end(s + 2, s + 5) == s + 2);
		CHECK(line_end(s, s) == s);
	}
}

static void
test_utf8_valid_len(void)
{
	CHECK(valid_len("a", 1) == 1);
	CHECK(valid_len("\xC3\xA4", 2) == 2);			/* ä */
	CHECK(valid_len("\xE2\x82\xAC", 3) == 3);		/* € */
	CHECK(valid_len("\xF0\x9F\x98\x80", 4) == 4);	/* U+1F600 */
	CHECK(valid_len("\xF4\x8F\xBF\xBF", 4) == 4);	/* U+10FFFF, the last code point */
	/* truncated: the lead byte is there, its continuation bytes are not */
	CHECK(valid_len("\xC3", 1) == 0);
	CHECK(valid_len("\xE2\x82", 2) == 0);
	CHECK(valid_len("\xF0\x9F\x98", 3) == 0);
	CHECK(valid_len("\xE2\x82\xAC", 2) == 0);		/* n says the third byte is not there */
	/* a continuation byte replaced by something else */
	CHECK(valid_len("\xC3" "a", 2) == 0);
	CHECK(valid_len("\xE2\x82" "a", 3) == 0);
	/* stray continuation bytes, and bytes that never occur */
	CHECK(valid_len("\x80", 1) == 0 && valid_len("\xBF", 1) == 0);
	CHECK(valid_len("\xFE", 1) == 0 && valid_len("\xFF", 1) == 0);
	/* overlong forms */
	CHECK(valid_len("\xC0\x80", 2) == 0 && valid_len("\xC1\xBF", 2) == 0);
	CHECK(valid_len("\xE0\x80\x80", 3) == 0 && valid_len("\xE0\x9F\xBF", 3) == 0);
	CHECK(valid_len("\xE0\xA0\x80", 3) == 3);		/* U+0800, the first three-byte one */
	CHECK(valid_len("\xF0\x8F\xBF\xBF", 4) == 0);
	CHECK(valid_len("\xF0\x90\x80\x80", 4) == 4);	/* U+10000 */
	/* surrogates and beyond U+10FFFF */
	CHECK(valid_len("\xED\xA0\x80", 3) == 0 && valid_len("\xED\xBF\xBF", 3) == 0);
	CHECK(valid_len("\xED\x9F\xBF", 3) == 3);		/* U+D7FF */
	CHECK(valid_len("\xF4\x90\x80\x80", 4) == 0 && valid_len("\xF5\x80\x80\x80", 4) == 0);
}

static void
test_utf8_lead_len(void)
{
	CHECK(lead_len("a", 0) == 1);
	CHECK(lead_len("\xC3\xA4x", 0) == 2);
	CHECK(lead_len("\xE2\x82\xAC", 0) == 3);
	CHECK(lead_len("\xF0\x9F\x98\x80", 0) == 4);
	/* never past the input, never past a byte that does not continue */
	CHECK(lead_len("\xF0\x9F", 0) == 2);
	CHECK(lead_len("\xE2" "ab", 0) == 1);
	CHECK(lead_len("\xE2\x82" "a", 0) == 2);
	/* a stray continuation byte, and an invalid lead, still move by one */
	CHECK(lead_len("\x80\x80", 0) == 1);
	CHECK(lead_len("\xFF\x80\x80\x80\x80", 0) == 4);	/* as the reader always stepped */
	CHECK(lead_len("a\xC3\xA4", 1) == 2);
}

static void
test_utf8_cut(void)
{
	const char *s = "ab\xE2\x82\xAC" "cd";	/* a b € c d: 7 bytes */

	CHECK(utf8_cut(s, 7, 10) == 7);
	CHECK(utf8_cut(s, 7, 7) == 7);
	CHECK(utf8_cut(s, 7, 2) == 2);
	CHECK(utf8_cut(s, 7, 3) == 2);			/* inside the euro sign: before it */
	CHECK(utf8_cut(s, 7, 4) == 2);
	CHECK(utf8_cut(s, 7, 5) == 5);
	CHECK(utf8_cut(s, 7, 0) == 0);
	CHECK(utf8_cut("\xF0\x9F\x98\x80", 4, 3) == 0);
	/* a run of four continuation bytes is not UTF-8: cut where asked */
	CHECK(utf8_cut("a\x80\x80\x80\x80\x80", 6, 5) == 5);
	/* invalid input: a lone lead byte is cut like any other */
	CHECK(utf8_cut("a\xC3" "b", 3, 2) == 2);
}

static void
test_utf8_trim_partial(void)
{
	CHECK(utf8_trim_partial("abc", 3) == 3);
	CHECK(utf8_trim_partial("ab\xC3\xA4", 4) == 4);			/* whole ä */
	CHECK(utf8_trim_partial("ab\xC3", 3) == 2);				/* half of it */
	CHECK(utf8_trim_partial("ab\xE2\x82", 4) == 2);			/* two thirds of € */
	CHECK(utf8_trim_partial("ab\xF0\x9F\x98", 5) == 2);
	CHECK(utf8_trim_partial("ab\xF0\x9F\x98\x80", 6) == 6);
	CHECK(utf8_trim_partial("", 0) == 0);
	/* stray continuation bytes after ASCII are left alone */
	CHECK(utf8_trim_partial("a\x80\x80", 3) == 3);
	CHECK(utf8_trim_partial("\x80\x80", 2) == 2);
	/* a lead byte followed by more continuation bytes than it needs: kept */
	CHECK(utf8_trim_partial("\xC3\xA4\x80", 3) == 3);
}

static void
test_utf8_char_offset(void)
{
	const char *s = "a\xC3\xA4" "b";		/* a ä b: 3 characters, 4 bytes */

	CHECK(utf8_char_offset(s, 4, 1) == 0);
	CHECK(utf8_char_offset(s, 4, 2) == 1);
	CHECK(utf8_char_offset(s, 4, 3) == 3);
	CHECK(utf8_char_offset(s, 4, 4) == 4);		/* just past the end */
	CHECK(utf8_char_offset(s, 4, 5) == -1);
	CHECK(utf8_char_offset(s, 4, 0) == -1);
	CHECK(utf8_char_offset(s, 4, -3) == -1);
	CHECK(utf8_char_offset("", 0, 1) == 0);
	CHECK(utf8_char_offset("", 0, 2) == -1);
	/* each invalid byte is one character: a truncated ä, then x */
	CHECK(utf8_char_offset("\xC3" "x", 2, 2) == 1);
	CHECK(utf8_char_offset("\x80\x80x", 3, 3) == 2);
	CHECK(utf8_char_offset("\xF0\x9F\x98\x80x", 5, 2) == 4);
}

static void
test_dollar_quotes(void)
{
	const char *s;
	size_t		n;

	s = "$$body$$ rest";
	n = strlen(s);
	CHECK(dollar_tag_len(s, n, 0) == 2);
	CHECK(dollar_quote_end(s, n, 0, 2) == 8);

	s = "$fn$ SELECT 'x' $fn$;";
	n = strlen(s);
	CHECK(dollar_tag_len(s, n, 0) == 4);
	CHECK(dollar_quote_end(s, n, 0, 4) == 20);

	/* quotes do not nest: a different tag inside is body text */
	s = "$a$ x $b$ y $b$ z $a$!";
	n = strlen(s);
	CHECK(dollar_tag_len(s, n, 0) == 3);
	CHECK(dollar_quote_end(s, n, 0, 3) == 21);
	CHECK(dollar_tag_len(s, n, 6) == 3);
	CHECK(dollar_quote_end(s, n, 6, 3) == 15);
	/* "$$" inside "$a$...$a$" ends nothing */
	s = "$a$ $$ $a$";
	CHECK(dollar_quote_end(s, strlen(s), 0, 3) == strlen(s));
	/* a tag that only starts like the opener: "$ab$" does not close "$a$" */
	s = "$a$ $ab$ $a$";
	CHECK(dollar_quote_end(s, strlen(s), 0, 3) == strlen(s));

	/* unterminated: runs to the end */
	s = "$q$ never closed $q";
	n = strlen(s);
	CHECK(dollar_quote_end(s, n, 0, 3) == n);
	s = "$$";
	CHECK(dollar_quote_end(s, 2, 0, 2) == 2);
	/* a closing tag cut by n does not count */
	s = "$q$ x $q$";
	CHECK(dollar_quote_end(s, 8, 0, 3) == 8);

	/* not openers */
	CHECK(dollar_tag_len("$1", 2, 0) == 0);			/* a parameter */
	CHECK(dollar_tag_len("$1a$", 4, 0) == 0);		/* tags do not start with a digit */
	CHECK(dollar_tag_len("$a b$", 5, 0) == 0);
	CHECK(dollar_tag_len("$abc", 4, 0) == 0);		/* no closing '$' of the tag */
	CHECK(dollar_tag_len("$", 1, 0) == 0);
	CHECK(dollar_tag_len("$$", 1, 0) == 0);			/* the second '$' lies past n */
	/* what tags may hold: letters, digits after the first, '_', non-ASCII */
	CHECK(dollar_tag_len("$a1_b$", 6, 0) == 6);
	CHECK(dollar_tag_len("$_$", 3, 0) == 3);
	CHECK(dollar_tag_len("$\xC3\xA4$", 4, 0) == 4);
	/* at an offset */
	CHECK(dollar_tag_len("x = $t$", 7, 4) == 3);
}

static void
test_fnv1a(void)
{
	/* the published 32-bit FNV-1a values */
	CHECK(FNV1A_INIT == 0x811c9dc5u);
	CHECK(fnv1a_update(FNV1A_INIT, "", 0) == 0x811c9dc5u);
	CHECK(fnv1a_update(FNV1A_INIT, "a", 1) == 0xe40c292cu);
	CHECK(fnv1a_update(FNV1A_INIT, "foobar", 6) == 0xbf9cf968u);
	/* parts fed in turn hash as the whole; bytes are unsigned */
	CHECK(fnv1a_update(fnv1a_update(FNV1A_INIT, "foo", 3), "bar", 3) == 0xbf9cf968u);
	CHECK(fnv1a_update(fnv1a_update(FNV1A_INIT, "ab", 2), "\xff", 1) ==
		  fnv1a_update(FNV1A_INIT, "ab\xff", 3));
	CHECK(fnv1a_update(FNV1A_INIT, "\xff", 1) == ((FNV1A_INIT ^ 0xffu) * 16777619u));
}

int
main(void)
{
	test_ascii();
	test_utf8_valid_len();
	test_utf8_lead_len();
	test_utf8_cut();
	test_utf8_trim_partial();
	test_utf8_char_offset();
	test_dollar_quotes();
	test_fnv1a();
	return unit_report("text_util");
}
