/*
 * test_sqltok.c — unit tests of the tolerant SQL tokenizer and the splicing
 * helpers (string builder, edit list, bracket map, argument splitting).
 */
#include <stdlib.h>
#include <string.h>

#include "sqltok.h"
#include "unit.h"

/* Render the tokens of sql as "KIND:text|KIND:text|..." (comments included, EOF left out). */
static char *
render(const char *sql)
{
	static const char *const names[] = {
		"ID", "QI", "BI", "TI", "S", "N", "OP", "P", "PARAM", "C", "EOF"
	};
	SqlTokens	t;
	SqlBuf		b;
	int			i;

	if (!sqltok_tokenize(sql, &t))
		return NULL;
	sqlbuf_init(&b);
	for (i = 0; i < t.n; i++)
	{
		if (t.tok[i].kind == SQLTOK_EOF)
			break;
		if (i > 0)
			sqlbuf_putc(&b, '|');
		sqlbuf_printf(&b, "%s:%.*s", names[t.tok[i].kind], t.tok[i].len, sql + t.tok[i].start);
	}
	sqltok_free(&t);
	return sqlbuf_finish(&b);
}

/* CHECK_STREQ on a malloc'd rendering, then free it. */
#define CHECK_TOKS(sql, want) \
	do { \
		char	   *r_ = render(sql); \
		CHECK_STREQ(r_, want); \
		free(r_); \
	} while (0)

/* Token kinds and texts of the main lexical forms. */
static void
test_basic_forms(void)
{
	CHECK_TOKS("SELECT a, b FROM t;", "ID:SELECT|ID:a|P:,|ID:b|ID:FROM|ID:t|P:;");
	CHECK_TOKS("select x.y from s.t", "ID:select|ID:x|P:.|ID:y|ID:from|ID:s|P:.|ID:t");
	/* comments are tokens; block comments nest */
	CHECK_TOKS("a -- note\nb", "ID:a|C:-- note|ID:b");
	CHECK_TOKS("a /* x /* y */ z */ b", "ID:a|C:/* x /* y */ z */|ID:b");
	CHECK_TOKS("a /* open", "ID:a|C:/* open");
	/* strings */
	CHECK_TOKS("'it''s'", "S:'it''s'");
	CHECK_TOKS("E'a\\'b' x", "S:E'a\\'b'|ID:x");
	CHECK_TOKS("N'text' n'x'", "S:N'text'|S:n'x'");
	CHECK_TOKS("B'101' X'ff' U&'d\\0061t'", "S:B'101'|S:X'ff'|S:U&'d\\0061t'");
	CHECK_TOKS("'a\\'", "S:'a\\'");	/* standard strings: backslash is literal */
	CHECK_TOKS("'open", "S:'open");
	CHECK_TOKS("$$a'b$$ $tag$ $$ $tag$ x", "S:$$a'b$$|S:$tag$ $$ $tag$|ID:x");
	CHECK_TOKS("$t$ unterminated", "S:$t$ unterminated");
	/* identifiers */
	CHECK_TOKS("\"Mixed \"\"q\"\"\" y", "QI:\"Mixed \"\"q\"\"\"|ID:y");
	CHECK_TOKS("`my col` `a``b`", "TI:`my col`|TI:`a``b`");
	CHECK_TOKS("a$b _x1 café", "ID:a$b|ID:_x1|ID:café");
	/* numbers */
	CHECK_TOKS("1 1.5 .5 1e10 2.5E-3 0x1F 7.", "N:1|N:1.5|N:.5|N:1e10|N:2.5E-3|N:0x1F|N:7.");
	CHECK_TOKS("1..2", "N:1|P:.|N:.2");
	/* parameters */
	CHECK_TOKS("$1 ? :name @var @@ROWCOUNT", "PARAM:$1|PARAM:?|PARAM::name|PARAM:@var|PARAM:@@ROWCOUNT");
	/* operators follow PostgreSQL's rules */
	CHECK_TOKS("a::int", "ID:a|OP:::|ID:int");
	CHECK_TOKS("a<=b a<>b a!=b a==b a||b", "ID:a|OP:<=|ID:b|ID:a|OP:<>|ID:b|ID:a|OP:!=|ID:b|ID:a|OP:==|ID:b|ID:a|OP:|||ID:b");
	CHECK_TOKS("a=-1", "ID:a|OP:=|OP:-|N:1");
	CHECK_TOKS("j->>'k' j@>k j ?| k", "ID:j|OP:->>|S:'k'|ID:j|OP:@>|ID:k|ID:j|OP:?||ID:k");
	CHECK_TOKS("a-- c\n+b", "ID:a|C:-- c|OP:+|ID:b");
	CHECK_TOKS("a+/*c*/b", "ID:a|OP:+|C:/*c*/|ID:b");
	CHECK_TOKS("x := 1", "ID:x|OP::=|N:1");
	/* stray bytes become one-byte operators */
	CHECK_TOKS("{\\}", "OP:{|OP:\\|OP:}");
	CHECK_TOKS("", "");
	CHECK_TOKS("   \t\n ", "");
}

/* '[' is a bracket identifier only where a subscript cannot be. */
static void
test_brackets(void)
{
	CHECK_TOKS("SELECT [Order Details].[Unit Price] FROM [dbo].[x]",
			   "ID:SELECT|BI:[Order Details]|P:.|BI:[Unit Price]|ID:FROM|BI:[dbo]|P:.|BI:[x]");
	CHECK_TOKS("[a]]b]", "BI:[a]]b]");
	CHECK_TOKS("SELECT TOP 5 [name] AS [n], COUNT(*) [c]",
			   "ID:SELECT|ID:TOP|N:5|BI:[name]|ID:AS|BI:[n]|P:,|ID:COUNT|P:(|OP:*|P:)|P:[|ID:c|P:]");
	CHECK_TOKS("WHERE x = [y] AND [z] > 1", "ID:WHERE|ID:x|OP:=|BI:[y]|ID:AND|BI:[z]|OP:>|N:1");
	/* PostgreSQL subscripts and array constructors stay punctuation */
	CHECK_TOKS("arr[1]", "ID:arr|P:[|N:1|P:]");
	CHECK_TOKS("arr[i]", "ID:arr|P:[|ID:i|P:]");
	CHECK_TOKS("ARRAY[a, b]", "ID:ARRAY|P:[|ID:a|P:,|ID:b|P:]");
	CHECK_TOKS("x::int[]", "ID:x|OP:::|ID:int|P:[|P:]");
	CHECK_TOKS("(f(x))[k]", "P:(|ID:f|P:(|ID:x|P:)|P:)|P:[|ID:k|P:]");
	CHECK_TOKS("\"c\"[k]", "QI:\"c\"|P:[|ID:k|P:]");
	CHECK_TOKS("a[1][2]", "ID:a|P:[|N:1|P:]|P:[|N:2|P:]");
	CHECK_TOKS("SELECT [1]", "ID:SELECT|P:[|N:1|P:]");
	CHECK_TOKS("SELECT [a:b]", "ID:SELECT|BI:[a:b]");
	CHECK_TOKS("SELECT [a\nb]", "ID:SELECT|P:[|ID:a|ID:b|P:]");
	CHECK_TOKS("SELECT [open", "ID:SELECT|P:[|ID:open");
}

/* The token list always ends with EOF, and offsets point into the source. */
static void
test_offsets(void)
{
	const char *sql = "SELECT  ab -- c\n FROM t";
	SqlTokens	t;

	CHECK(sqltok_tokenize(sql, &t));
	CHECK(t.n == 6);
	CHECK(t.src == sql);
	CHECK(t.tok[t.n - 1].kind == SQLTOK_EOF);
	CHECK(t.tok[t.n - 1].start == (int) strlen(sql));
	CHECK(t.tok[t.n - 1].len == 0);
	CHECK(t.tok[1].start == 8 && t.tok[1].len == 2);
	CHECK(t.tok[2].kind == SQLTOK_COMMENT);

	CHECK(sqltok_at_offset(&t, 0) == 0);
	CHECK(sqltok_at_offset(&t, 5) == 0);
	CHECK(sqltok_at_offset(&t, 6) == -1);	/* whitespace */
	CHECK(sqltok_at_offset(&t, 9) == 1);
	CHECK(sqltok_at_offset(&t, 11) == 2);
	CHECK(sqltok_at_offset(&t, 17) == 3);
	CHECK(sqltok_at_offset(&t, (int) strlen(sql)) == -1);
	CHECK(sqltok_at_offset(&t, -1) == -1);
	CHECK(sqltok_at_offset(&t, 1000) == -1);

	CHECK(sqltok_next(&t, 1) == 3);	/* skips the comment */
	CHECK(sqltok_prev(&t, 3) == 1);
	CHECK(sqltok_next(&t, 4) == 5);	/* the EOF */
	CHECK(sqltok_next(&t, 5) == 5);
	CHECK(sqltok_prev(&t, 0) == -1);
	CHECK(sqltok_next(&t, -1) == 0);
	sqltok_free(&t);
	CHECK(t.tok == NULL && t.n == 0);
	sqltok_free(&t);			/* twice is harmless */

	CHECK(sqltok_tokenize(NULL, &t));	/* NULL reads as "" */
	CHECK(t.n == 1 && t.tok[0].kind == SQLTOK_EOF);
	sqltok_free(&t);
}

/* Word comparison and identifier names. */
static void
test_words_and_names(void)
{
	const char *sql = "Select \"Mixed\"\"Q\", [Br]]x], `bt``y`, FooBar, 'str', U&\"u\", \"open";
	SqlTokens	t;
	char	   *s;

	CHECK(sqltok_tokenize(sql, &t));
	CHECK(sqltok_is_word(&t, 0, "select"));
	CHECK(sqltok_is_word(&t, 0, "SELECT"));
	CHECK(!sqltok_is_word(&t, 0, "selec"));
	CHECK(!sqltok_is_word(&t, 0, "selects"));
	CHECK(!sqltok_is_word(&t, 1, "mixed\"q"));	/* quoted: not a word */
	CHECK(!sqltok_is_word(&t, 99, "x"));
	CHECK(!sqltok_is_word(&t, -1, "x"));

	s = sqltok_ident_name(&t, 0);
	CHECK_STREQ(s, "select");
	free(s);
	s = sqltok_ident_name(&t, 1);
	CHECK_STREQ(s, "Mixed\"Q");
	free(s);
	s = sqltok_ident_name(&t, 3);
	CHECK_STREQ(s, "Br]x");
	free(s);
	s = sqltok_ident_name(&t, 5);
	CHECK_STREQ(s, "bt`y");
	free(s);
	s = sqltok_ident_name(&t, 7);
	CHECK_STREQ(s, "foobar");
	free(s);
	CHECK(sqltok_ident_name(&t, 9) == NULL);	/* a string */
	CHECK(sqltok_ident_name(&t, 2) == NULL);	/* punctuation */
	s = sqltok_ident_name(&t, 11);
	CHECK_STREQ(s, "u");
	free(s);
	s = sqltok_ident_name(&t, 13);
	CHECK_STREQ(s, "open");		/* unterminated: to the end */
	free(s);
	CHECK(sqltok_ident_name(&t, 100) == NULL);
	sqltok_free(&t);
}

/* Bracket matching and argument splitting. */
static void
test_parens_and_args(void)
{
	const char *sql = "f(a, g(b, c), [d], 'x,y', ) + h() + k(";
	SqlTokens	t;
	int		   *map;
	SqlRange	args[8];
	int			n,
				i,
				open_f = 1,
				open_h = -1,
				open_k = -1;

	CHECK(sqltok_tokenize(sql, &t));
	map = sqltok_paren_map(&t);
	CHECK(map != NULL);
	for (i = 0; i < t.n; i++)
	{
		if (sqltok_is_word(&t, i, "h"))
			open_h = i + 1;
		if (sqltok_is_word(&t, i, "k"))
			open_k = i + 1;
	}
	CHECK(map[open_f] > open_f && t.src[t.tok[map[open_f]].start] == ')');
	CHECK(map[map[open_f]] == open_f);
	CHECK(sqltok_match_paren(&t, open_f) == map[open_f]);
	CHECK(sqltok_match_paren(&t, map[open_f]) == open_f);
	CHECK(map[open_k] == -1);	/* unbalanced */
	CHECK(sqltok_match_paren(&t, open_k) == -1);
	CHECK(sqltok_match_paren(&t, 0) == -1);	/* not a bracket */

	n = sqltok_split_args(&t, map, open_f, args, 8);
	CHECK(n == 5);
	CHECK(sqltok_split_args(&t, NULL, open_f, args, 8) == 5);	/* without the map */
	CHECK(args[0].from == 2 && args[0].to == 3);	/* a */
	CHECK(args[1].to - args[1].from == 6);	/* g ( b , c ) */
	CHECK(t.tok[args[2].from].kind == SQLTOK_BRACKET_IDENT);
	CHECK(t.tok[args[3].from].kind == SQLTOK_STRING);
	CHECK(args[4].from == args[4].to);	/* empty last argument */
	CHECK(sqltok_split_args(&t, map, open_f, args, 4) == -1);	/* too many */
	CHECK(sqltok_split_args(&t, map, open_h, args, 8) == 0);
	CHECK(sqltok_split_args(&t, map, open_k, args, 8) == -1);
	CHECK(sqltok_split_args(&t, map, 0, args, 8) == -1);
	free(map);
	sqltok_free(&t);

	/* mismatched kinds do not pair */
	CHECK(sqltok_tokenize("( ] )", &t));
	map = sqltok_paren_map(&t);
	CHECK(map[0] == 2 && map[1] == -1 && map[2] == 0);
	free(map);
	sqltok_free(&t);

	/* mis-nested brackets pair the same way in the map and the matcher */
	CHECK(sqltok_tokenize("f(a[1) ]", &t));
	map = sqltok_paren_map(&t);
	CHECK(map != NULL);
	for (i = 0; map && i < t.n; i++)
		CHECK(sqltok_match_paren(&t, i) == map[i]);
	CHECK(map && map[1] == -1);	/* ( is closed by nothing: [ is still open */
	free(map);
	sqltok_free(&t);
}

/* The string builder. */
static void
test_sqlbuf(void)
{
	SqlBuf		b;
	char	   *s;
	int			i;

	sqlbuf_init(&b);
	s = sqlbuf_finish(&b);
	CHECK_STREQ(s, "");
	free(s);

	sqlbuf_init(&b);
	sqlbuf_puts(&b, "abc");
	sqlbuf_putc(&b, '-');
	sqlbuf_append(&b, "xyz", 2);
	sqlbuf_printf(&b, "[%d:%s]", 42, "q");
	sqlbuf_puts(&b, NULL);
	CHECK(b.len == 12);
	s = sqlbuf_finish(&b);
	CHECK_STREQ(s, "abc-xy[42:q]");
	free(s);
	CHECK(b.data == NULL && b.len == 0);

	sqlbuf_init(&b);
	for (i = 0; i < 10000; i++)
		sqlbuf_puts(&b, "0123456789");
	CHECK(b.len == 100000 && strlen(b.data) == 100000);
	sqlbuf_free(&b);
	CHECK(b.data == NULL);
}

/* Edit lists apply in one pass, keep insert order, and refuse overlaps. */
static void
test_edits(void)
{
	const char *src = "SELECT a FROM t";
	SqlEdits	ed;
	char	   *s;

	sqledits_init(&ed);
	s = sqledits_apply(&ed, src);
	CHECK_STREQ(s, src);
	free(s);

	/* added out of order */
	CHECK(sqledits_add(&ed, 14, 15, "u"));
	CHECK(sqledits_add(&ed, 7, 8, "b"));
	CHECK(sqledits_add(&ed, 15, 15, " LIMIT 1"));
	CHECK(sqledits_add(&ed, 7, 7, "DISTINCT "));
	s = sqledits_apply(&ed, src);
	CHECK_STREQ(s, "SELECT DISTINCT b FROM u LIMIT 1");
	free(s);
	sqledits_free(&ed);

	/* inserts at one offset keep their order, before a replacement there */
	sqledits_init(&ed);
	CHECK(sqledits_add(&ed, 7, 8, "x"));
	CHECK(sqledits_add(&ed, 7, 7, "("));
	CHECK(sqledits_add(&ed, 7, 7, "("));
	CHECK(sqledits_add(&ed, 8, 8, ")"));
	s = sqledits_apply(&ed, src);
	CHECK_STREQ(s, "SELECT ((x) FROM t");
	free(s);
	sqledits_free(&ed);

	/* overlapping replacements and out-of-range edits fail */
	sqledits_init(&ed);
	CHECK(sqledits_add(&ed, 0, 6, "select"));
	CHECK(sqledits_add(&ed, 3, 8, "x"));
	CHECK(sqledits_apply(&ed, src) == NULL);
	sqledits_free(&ed);
	sqledits_init(&ed);
	CHECK(sqledits_add(&ed, 10, 99, "x"));
	CHECK(sqledits_apply(&ed, src) == NULL);
	sqledits_free(&ed);
	sqledits_init(&ed);
	CHECK(!sqledits_add(&ed, 5, 4, "x"));
	CHECK(!sqledits_add(&ed, -1, 0, "x"));
	CHECK(sqledits_add(&ed, 0, 0, NULL));	/* NULL text inserts nothing */
	s = sqledits_apply(&ed, src);
	CHECK_STREQ(s, src);
	free(s);
	sqledits_free(&ed);
}

/* Arbitrary bytes never break the tokenizer, and every byte is accounted for. */
static void
test_robustness(void)
{
	char		buf[4096];
	unsigned long long seed = 12345;
	int			round;

	for (round = 0; round < 300; round++)
	{
		int			len = (int) (seed % 200);
		int			i;
		SqlTokens	t;
		int			covered = 0;
		bool		ordered = true;

		for (i = 0; i < len; i++)
		{
			seed = (seed * 1103515245ULL + 12345ULL) % 2147483648ULL;
			buf[i] = (char) (1 + (seed >> 16) % 255);
		}
		buf[len] = '\0';
		CHECK(sqltok_tokenize(buf, &t));
		for (i = 0; i < t.n - 1; i++)
		{
			covered += t.tok[i].len;
			if (t.tok[i].len <= 0 || t.tok[i].start + t.tok[i].len > len ||
				(i > 0 && t.tok[i].start < t.tok[i - 1].start + t.tok[i - 1].len))
				ordered = false;
		}
		CHECK(ordered);
		CHECK(covered <= len);
		CHECK(t.tok[t.n - 1].kind == SQLTOK_EOF);
		sqltok_free(&t);
	}
}

/* Tokenizing part of a text, and skipping what is not code. */
static void
test_bounded(void)
{
	SqlTokens	t;
	const char *s = "SELECT 'a;b' ; DROP";
	const char *d = "SELECT $q$ x; $q$; y";

	/* the first 14 bytes only: the text after them is never read */
	CHECK(sqltok_tokenize_len(s, 14, &t));
	CHECK(t.n == 4 && t.tok[1].kind == SQLTOK_STRING && t.tok[2].kind == SQLTOK_PUNCT &&
		  t.tok[3].kind == SQLTOK_EOF && t.tok[3].start == 14);
	sqltok_free(&t);
	/* a quote cut by the length runs to it */
	CHECK(sqltok_tokenize_len(s, 10, &t));
	CHECK(t.n == 3 && t.tok[1].kind == SQLTOK_STRING && t.tok[1].start + t.tok[1].len == 10);
	sqltok_free(&t);
	/* dollar quotes through the shared scanner: the ';' inside is body */
	CHECK(sqltok_tokenize_len(d, strlen(d), &t));
	CHECK(t.n == 5 && t.tok[1].kind == SQLTOK_STRING && t.tok[1].len == 10 &&
		  t.tok[2].kind == SQLTOK_PUNCT && d[t.tok[2].start] == ';');
	sqltok_free(&t);
	/* an unterminated dollar quote runs to the end */
	CHECK(sqltok_tokenize_len(d, 13, &t));
	CHECK(t.n == 3 && t.tok[1].kind == SQLTOK_STRING && t.tok[1].start + t.tok[1].len == 13);
	sqltok_free(&t);
	CHECK(sqltok_tokenize_len("", 0, &t) && t.n == 1);
	sqltok_free(&t);

	CHECK(sqltok_skip_space_comments("  -- a\n /* b /* c */ */ SELECT", 30) == 24);
	CHECK(sqltok_skip_space_comments("-- a\rSELECT", 10) == 5);	/* \r ends a line comment */
	CHECK(sqltok_skip_space_comments(" /* open", 8) == 8);
	CHECK(sqltok_skip_space_comments(" \t\n", 3) == 3);
	CHECK(sqltok_skip_space_comments("x", 1) == 0);
	CHECK(sqltok_skip_space_comments("- -", 3) == 0);
	CHECK(sqltok_skip_space_comments("/", 1) == 0);
}

int
main(void)
{
	test_basic_forms();
	test_brackets();
	test_offsets();
	test_words_and_names();
	test_parens_and_args();
	test_sqlbuf();
	test_edits();
	test_robustness();
	test_bounded();
	return unit_report("sqltok");
}
