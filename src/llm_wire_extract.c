/*
 * llm_wire_extract.c — the query in a model reply: fenced blocks, lines
 * that start a statement, inline code, where the statement ends.  The reply
 * is read with sqltok, so quotes, comments and dollar quotes end where the
 * dialect mapping's tokenizer says they do.  See llm_wire.h.
 */
#include "llm_wire.h"
#include "sqltok.h"
#include "text_util.h"

#include <stdlib.h>
#include <string.h>

/* A character that can continue an SQL identifier (non-ASCII counts, as in PostgreSQL). */
static bool
is_ident_char(unsigned char c)
{
	return ascii_is_alpha(c) || ascii_is_digit(c) || c == '_' || c == '$' || c >= 0x80;
}

/* ---------------------------------------------------------------------------
 * SQL extraction from a model reply
 * ------------------------------------------------------------------------- */

/*
 * Words that start a statement.  lower_ok: a line of prose rarely starts
 * with the word in lower case, so lower-case SQL is recognised outside code
 * blocks too; for the others only upper case counts there.
 */
typedef struct Starter
{
	const char *word;
	bool		lower_ok;
} Starter;

static const Starter starters[] = {
	{"SELECT", true}, {"WITH", true}, {"VALUES", true}, {"TABLE", false},
	{"INSERT", false}, {"UPDATE", false}, {"DELETE", false}, {"MERGE", false},
	{"CREATE", false}, {"DROP", false}, {"ALTER", false}, {"TRUNCATE", false},
	{"GRANT", false}, {"REVOKE", false}, {"COPY", false}, {"CALL", false},
	{"EXPLAIN", false}, {"SET", false}, {"RESET", false}, {"LOCK", false},
	{"VACUUM", false}, {"ANALYZE", false}, {"BEGIN", false}, {"COMMIT", false},
	{"ROLLBACK", false}, {"REFRESH", false}
};

/* Clause words that can start a continuation line of a query (never prose). */
static const char *const clause_words[] = {
	"from", "where", "group", "order", "having", "limit", "offset", "fetch", "join",
	"inner", "left", "right", "full", "cross", "natural", "lateral", "on", "using",
	"and", "or", "not", "union", "intersect", "except", "with", "as", "window",
	"values", "case", "when", "then", "else", "end", "returning", "for", "into",
	"set", "distinct", "all", "in", "is", "between", "like", "ilike", "exists",
	"over", "partition", "by", "asc", "desc", "nulls", "select", "table", "coalesce",
	"count", "sum", "avg", "min", "max", "cast", "extract", "round", "lower", "upper"
};

/* Bound for the small look-aheads of the starter check (CTE name, column list). */
#define LOOKAHEAD_MAX 256

/* Length of the run of ASCII letters at p. */
static size_t
word_len(const char *p, const char *end)
{
	const char *q = p;

	while (q < end && ascii_is_alpha((unsigned char) *q))
		q++;
	return (size_t) (q - p);
}

/* Skip spaces, tabs and newlines. */
static const char *
skip_ws(const char *p, const char *end)
{
	while (p < end && ascii_is_space((unsigned char) *p))
		p++;
	return p;
}

/* Is the word at p (n letters) all upper case, all lower case, or mixed? 1 upper, 2 lower, 0 mixed. */
static int
word_case(const char *p, size_t n)
{
	size_t		i;
	bool		upper = true;
	bool		lower = true;

	for (i = 0; i < n; i++)
	{
		if (p[i] >= 'a' && p[i] <= 'z')
			upper = false;
		else
			lower = false;
	}
	return upper ? 1 : (lower ? 2 : 0);
}

/* After WITH: does "[RECURSIVE] name [(cols)] AS" follow, as in a real CTE? */
static bool
looks_like_cte(const char *p, const char *end)
{
	size_t		n = (end - p > LOOKAHEAD_MAX) ? LOOKAHEAD_MAX : (size_t) (end - p);
	SqlTokens	t;
	int			i;
	bool		cte = false;

	if (sqltok_tokenize_len(p, n, &t))
	{
		i = sqltok_next(&t, -1);
		if (sqltok_is_word(&t, i, "recursive"))
			i = sqltok_next(&t, i);
		if (t.tok[i].kind == SQLTOK_IDENT || t.tok[i].kind == SQLTOK_QUOTED_IDENT)
		{
			i = sqltok_next(&t, i);
			if (t.tok[i].kind == SQLTOK_PUNCT && p[t.tok[i].start] == '(')
			{
				int			close = sqltok_match_paren(&t, i);

				i = close < 0 ? t.n - 1 : sqltok_next(&t, close);
			}
			cte = sqltok_is_word(&t, i, "as");
		}
	}
	sqltok_free(&t);
	return cte;
}

/*
 * Does a statement start at p?  Opening parentheses are allowed before
 * SELECT / WITH / VALUES / TABLE.  strict (outside code blocks) also wants
 * the case of the word to look like SQL, VALUES to be followed by '(' and
 * WITH by a CTE.
 */
static bool
match_starter(const char *p, const char *end, bool strict)
{
	size_t		n;
	size_t		i;
	int			parens = 0;
	const Starter *st = NULL;
	int			wc;

	while (p < end && *p == '(' && parens < 16)
	{
		p = skip_ws(p + 1, end);
		parens++;
	}
	n = word_len(p, end);
	if (n == 0 || (p + n < end && is_ident_char((unsigned char) p[n])))
		return false;
	for (i = 0; i < sizeof(starters) / sizeof(starters[0]); i++)
		if (strlen(starters[i].word) == n && ascii_equal_nocase_n(p, starters[i].word, n))
		{
			st = &starters[i];
			break;
		}
	if (st == NULL)
		return false;
	if (parens > 0 && !(i <= 3))	/* SELECT, WITH, VALUES, TABLE come first */
		return false;
	if (!strict)
		return true;
	wc = word_case(p, n);
	if (wc == 0 || (wc == 2 && !st->lower_ok))
		return false;
	if (n == 6 && ascii_equal_nocase_n(p, "values", 6))
	{
		const char *q = skip_ws(p + n, end);

		return q < end && *q == '(';
	}
	if (n == 4 && ascii_equal_nocase_n(p, "with", 4))
		return looks_like_cte(p + n, end);
	return true;
}

/* Is the line [p, lend) blank? */
static bool
line_is_blank(const char *p, const char *lend)
{
	for (; p < lend; p++)
		if (!ascii_is_space((unsigned char) *p))
			return false;
	return true;
}

/*
 * Does the line [p, lend), following a query outside a code block, read as
 * prose (so the query ended before it)?  Markdown structure, or a
 * capitalised non-SQL word that starts a sentence ("This query ...",
 * "Note: ...").  after_blank: a blank line came before it.
 */
static bool
looks_like_prose(const char *p, const char *lend, bool after_blank)
{
	size_t		n;
	size_t		i;
	int			words = 0;
	bool		in_word = false;
	bool		indented = (p < lend && (*p == ' ' || *p == '\t'));
	const char *q;

	p = skip_ws(p, lend);
	if (p >= lend)
		return false;
	if (lend - p >= 3 && (memcmp(p, "```", 3) == 0 || memcmp(p, "~~~", 3) == 0))
		return true;
	if (*p == '#' || (lend - p >= 2 && (memcmp(p, "**", 2) == 0 || memcmp(p, "> ", 2) == 0)))
		return true;
	if (after_blank && !indented)
	{
		if (lend - p >= 2 && (p[0] == '-' || p[0] == '*') && p[1] == ' ')
			return true;
		q = p;
		while (q < lend && ascii_is_digit((unsigned char) *q))
			q++;
		if (q > p && lend - q >= 2 && q[0] == '.' && q[1] == ' ')
			return true;
	}
	n = word_len(p, lend);
	if (n == 0 || !(p[0] >= 'A' && p[0] <= 'Z'))
		return false;
	for (i = 1; i < n; i++)
		if (!(p[i] >= 'a' && p[i] <= 'z'))
			return false;		/* ALL CAPS or CamelCase: SQL, not a sentence */
	for (i = 0; i < sizeof(clause_words) / sizeof(clause_words[0]); i++)
		if (strlen(clause_words[i]) == n && ascii_equal_nocase_n(p, clause_words[i], n))
			return false;
	if (p + n < lend && p[n] == ':')
		return true;
	for (q = p; q < lend; q++)
	{
		if (ascii_is_space((unsigned char) *q))
			in_word = false;
		else if (!in_word)
		{
			in_word = true;
			words++;
		}
	}
	return words >= 3;
}

/*
 * Where the statements tokenized in t (over [start, end)) end.  strict:
 * outside a code block, where prose may follow the query, so a line that
 * reads as prose ends it.  Returns where the text to keep ends; *multiple is
 * set when another statement follows a ';'.  Quotes, comments and dollar
 * quotes are sqltok's tokens, so a ';' or a line break inside them counts
 * for nothing.
 */
static const char *
scan_statements(const SqlTokens *t, const char *start, const char *end, bool strict,
				bool first_only, bool *multiple)
{
	int			i = 0;
	int			gap_from = 0;	/* where the whitespace before token i starts */

	*multiple = false;
	while (i < t->n)
	{
		const SqlToken *tk = &t->tok[i];

		if (strict && tk->start > gap_from)
		{
			const char *gap = start + gap_from;
			const char *nl = memchr(gap, '\n', (size_t) (tk->start - gap_from));

			if (nl != NULL)
			{
				/* blank lines hold nothing: judge the line that token i starts */
				const char *last_nl = nl;
				const char *q;

				while ((q = memchr(last_nl + 1, '\n', (size_t) (start + tk->start - last_nl - 1))) != NULL)
					last_nl = q;
				if (tk->kind == SQLTOK_EOF ||
					looks_like_prose(last_nl + 1, line_end(last_nl + 1, end), last_nl != nl))
					return nl;
			}
		}
		if (tk->kind == SQLTOK_EOF)
			break;
		if (tk->kind == SQLTOK_PUNCT && start[tk->start] == ';')
		{
			int			next = sqltok_next(t, i);
			const char *q = start + t->tok[next].start;

			if (t->tok[next].kind == SQLTOK_EOF)
				return start + tk->start;
			if (strict && !match_starter(q, end, true))
				return start + tk->start;	/* prose after the query */
			*multiple = true;
			if (first_only)
				return start + tk->start;
			i = next;
			gap_from = t->tok[next].start;	/* line breaks after ';' end nothing */
			continue;
		}
		gap_from = tk->start + tk->len;
		i++;
	}
	return end;
}

/* First word of a fence info string says SQL ("sql", "postgresql", "pgsql", "psql", ...)? */
static bool
is_sql_tag(const char *p, size_t n)
{
	size_t		w = 0;

	while (w < n && !ascii_is_space((unsigned char) p[w]) && p[w] != '{' && p[w] != ',')
		w++;
	return ascii_find_nocase(p, w, "sql") != NULL || (w == 8 && ascii_equal_nocase_n(p, "postgres", 8)) ||
		(w == 2 && ascii_equal_nocase_n(p, "pg", 2));
}

/* A fenced code block found in a reply. */
typedef struct Fence
{
	const char *info;			/* the info string (language tag) */
	size_t		info_len;
	const char *body;			/* the block's content */
	const char *body_end;
	const char *next;			/* where to continue looking */
} Fence;

/* Find the next ``` or ~~~ fenced block at or after p; false when there is none. */
static bool
next_fence(const char *p, const char *end, Fence *f)
{
	while (p < end)
	{
		const char *le = line_end(p, end);
		const char *q = p;
		const char *r;
		char		ch = 0;
		size_t		n = 0;

		while (q < le && *q == ' ' && q - p < 3)
			q++;
		if (q < le && (*q == '`' || *q == '~'))
		{
			ch = *q;
			r = q;
			while (r < le && *r == ch)
				r++;
			n = (size_t) (r - q);
		}
		if (n >= 3)
		{
			const char *s;

			/* One-line block: ```sql SELECT 1``` */
			if (ch == '`' && (s = memchr(r, '`', (size_t) (le - r))) != NULL)
			{
				size_t		w = word_len(r, s);

				f->info = r;
				f->info_len = 0;
				f->body = r;
				f->body_end = s;
				if (w > 0 && r + w < s && r[w] == ' ' && is_sql_tag(r, w) &&
					!match_starter(r, s, false))
				{
					f->info_len = w;
					f->body = r + w;
				}
				f->next = le;
				return true;
			}
			f->info = skip_ws(r, le);
			f->info_len = (size_t) (le - f->info);
			while (f->info_len > 0 && ascii_is_space((unsigned char) f->info[f->info_len - 1]))
				f->info_len--;
			f->body = le < end ? le + 1 : end;
			s = f->body;
			while (s < end)
			{
				const char *sle = line_end(s, end);
				const char *t = s;
				size_t		k = 0;

				while (t < sle && *t == ' ' && t - s < 3)
					t++;
				while (t < sle && *t == ch)
				{
					t++;
					k++;
				}
				if (k >= n && line_is_blank(t, sle))
				{
					f->body_end = s;
					f->next = sle;
					return true;
				}
				s = sle < end ? sle + 1 : end;
			}
			f->body_end = end;	/* unclosed: the reply was cut off */
			f->next = end;
			return true;
		}
		p = le < end ? le + 1 : end;
	}
	return false;
}

/* The first fenced block holding a statement (sql_only: tagged as SQL); its start in *start. */
static bool
find_block(const char *text, const char *end, bool sql_only, const char **start,
		   const char **stop)
{
	Fence		f;
	const char *p = text;

	while (p < end && next_fence(p, end, &f))
	{
		if (!sql_only || is_sql_tag(f.info, f.info_len))
		{
			const char *q = f.body + sqltok_skip_space_comments(f.body,
															   (size_t) (f.body_end - f.body));

			if (q < f.body_end && match_starter(q, f.body_end, false))
			{
				*start = q;
				*stop = f.body_end;
				return true;
			}
		}
		p = f.next;
	}
	return false;
}

/* Outside code: the first line starting a statement, or a statement right after ": ". */
static const char *
find_line_start(const char *text, const char *end)
{
	const char *p = text;

	while (p < end)
	{
		const char *le = line_end(p, end);
		const char *q = p;
		const char *r;

		while (q < le && (*q == ' ' || *q == '\t'))
			q++;
		if (match_starter(q, end, true))
			return q;
		for (r = q; r + 1 < le; r++)
			if (r[0] == ':' && (r[1] == ' ' || r[1] == '\t'))
			{
				const char *s = r + 1;

				while (s < le && (*s == ' ' || *s == '\t'))
					s++;
				if (match_starter(s, end, true))
					return s;
			}
		p = le < end ? le + 1 : end;
	}
	return NULL;
}

/* An inline `code span` holding a statement; false when there is none. */
static bool
find_inline(const char *text, const char *end, const char **start, const char **stop)
{
	const char *p = text;

	while (p < end)
	{
		const char *a = memchr(p, '`', (size_t) (end - p));
		const char *b;
		const char *q;

		if (a == NULL)
			return false;
		if (a + 1 < end && a[1] == '`')
		{
			/* a run of backticks is not a single-backtick span */
			while (a < end && *a == '`')
				a++;
			p = a;
			continue;
		}
		b = memchr(a + 1, '`', (size_t) (end - a - 1));
		if (b == NULL)
			return false;
		q = skip_ws(a + 1, b);
		if (match_starter(q, b, false))
		{
			*start = q;
			*stop = b;
			return true;
		}
		p = b + 1;
	}
	return false;
}

/* See llm_wire.h. */
bool
llm_extract_sql_span(const char *content, bool first_only, size_t *start_out, size_t *len_out,
					 bool *multiple)
{
	const char *text;
	const char *end;
	const char *start = NULL;
	const char *stop = NULL;
	const char *finish;
	const char *p;
	bool		strict = false;
	bool		multi = false;
	SqlTokens	toks;

	if (multiple)
		*multiple = false;
	if (content == NULL)
		return false;
	text = content;
	end = content + strlen(content);

	/* Reasoning models may prepend their thinking; only what follows counts. */
	for (p = text; (p = ascii_find_nocase(p, (size_t) (end - p), "</think>")) != NULL; p += 8)
		text = p + 8;

	if (find_block(text, end, true, &start, &stop) ||
		find_block(text, end, false, &start, &stop))
		strict = false;
	else if ((start = find_line_start(text, end)) != NULL)
	{
		stop = end;
		strict = true;
	}
	else if (!find_inline(text, end, &start, &stop))
		return false;

	if (!sqltok_tokenize_len(start, (size_t) (stop - start), &toks))
	{
		sqltok_free(&toks);
		return false;
	}
	finish = scan_statements(&toks, start, stop, strict, first_only, &multi);
	sqltok_free(&toks);
	while (finish > start && (ascii_is_space((unsigned char) finish[-1]) || finish[-1] == ';'))
		finish--;
	if (sqltok_skip_space_comments(start, (size_t) (finish - start)) >= (size_t) (finish - start))
		return false;
	*start_out = (size_t) (start - content);
	*len_out = (size_t) (finish - start);
	if (multiple)
		*multiple = multi;
	return true;
}

/*
 * May a backslash before c be a markdown escape?  ASCII punctuation, as
 * CommonMark escapes it, except the characters that open or close quoted
 * text or end a statement: removing the backslash there would change what
 * is quoted.
 */
static bool
markdown_escapable(unsigned char c)
{
	return c > 0x20 && c < 0x7f && !ascii_is_alpha(c) && !ascii_is_digit(c) &&
		c != '\'' && c != '"' && c != '`' && c != '\\' && c != ';' && c != '$';
}

/* See llm_wire.h. */
char *
llm_unescape_markdown(const char *sql, size_t len, int *removed)
{
	SqlTokens	t;
	char	   *out;
	size_t		o = 0;
	int			n = 0;
	int			i;

	if (removed)
		*removed = 0;
	out = malloc(len + 1);
	if (out == NULL)
		return NULL;
	if (!sqltok_tokenize_len(sql, len, &t))
	{
		sqltok_free(&t);
		free(out);
		return NULL;
	}
	for (i = 0; i < t.n; i++)
	{
		const SqlToken *tk = &t.tok[i];
		size_t		from = i == 0 ? 0 : (size_t) (t.tok[i - 1].start + t.tok[i - 1].len);
		size_t		k;

		/* the gap before the token (whitespace), as it is */
		memcpy(out + o, sql + from, (size_t) tk->start - from);
		o += (size_t) tk->start - from;
		for (k = (size_t) tk->start; k < (size_t) (tk->start + tk->len); k++)
		{
			/*
			 * Only a backslash of an operator or stray-byte token: quoted text,
			 * comments and parameters keep theirs.  What follows must not open
			 * quoted text of its own.
			 */
			if (tk->kind == SQLTOK_OPERATOR && sql[k] == '\\' && k + 1 < len &&
				markdown_escapable((unsigned char) sql[k + 1]))
			{
				int			next = sqltok_at_offset(&t, (int) k + 1);

				if (next < 0 || next == i || t.tok[next].kind == SQLTOK_IDENT ||
					t.tok[next].kind == SQLTOK_OPERATOR || t.tok[next].kind == SQLTOK_PUNCT)
				{
					n++;
					continue;
				}
			}
			out[o++] = sql[k];
		}
	}
	sqltok_free(&t);
	out[o] = '\0';
	if (removed)
		*removed = n;
	return out;
}

/* See llm_wire.h. */
char *
llm_extract_sql_ex(const char *content, bool first_only, bool *multiple)
{
	size_t		start;
	size_t		len;

	if (!llm_extract_sql_span(content, first_only, &start, &len, multiple))
		return NULL;
	return llm_unescape_markdown(content + start, len, NULL);
}

/* See llm_wire.h. */
char *
llm_extract_sql(const char *content)
{
	return llm_extract_sql_ex(content, false, NULL);
}
