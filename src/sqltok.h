/*
 * sqltok.h — a tolerant SQL tokenizer, plus the small helpers needed to
 * splice edits into SQL text.
 *
 * Pure C: no PostgreSQL headers.  The tokenizer accepts SQL written for other
 * engines (T-SQL [brackets], MySQL `backticks`, @variables, ?, :name) and
 * never fails on malformed input: an unterminated quote or comment simply
 * ends at the end of the text.  Every token keeps its byte offset and length
 * in the source, so callers can rewrite a query by replacing byte ranges and
 * keep everything else (spacing, comments, case) exactly as it was.
 */
#ifndef NL2SQL_HEAL_SQLTOK_H
#define NL2SQL_HEAL_SQLTOK_H

#include <stdbool.h>
#include <stddef.h>

typedef enum SqlTokKind
{
	SQLTOK_IDENT,				/* unquoted word: keyword or identifier */
	SQLTOK_QUOTED_IDENT,		/* "x" */
	SQLTOK_BRACKET_IDENT,		/* [x] (T-SQL) */
	SQLTOK_BACKTICK_IDENT,		/* `x` (MySQL, BigQuery) */
	SQLTOK_STRING,				/* 'x', E'x', N'x', B'..', X'..', U&'..',
								 * $$x$$, $tag$x$tag$ */
	SQLTOK_NUMBER,
	SQLTOK_OPERATOR,			/* + - * / < > = ~ ! @ # % ^ & | ` ? runs, ::,
								 * := and any stray byte */
	SQLTOK_PUNCT,				/* ( ) , ; . [ ] */
	SQLTOK_PARAM,				/* $1 ? :name @var @@var */
	SQLTOK_COMMENT,				/* -- to end of line, or nested block comment */
	SQLTOK_EOF					/* always the last token: start = length, len 0 */
} SqlTokKind;

typedef struct SqlToken
{
	SqlTokKind	kind;
	int			start;			/* byte offset in src */
	int			len;			/* length in bytes */
} SqlToken;

typedef struct SqlTokens
{
	SqlToken   *tok;			/* n tokens; tok[n - 1] is the SQLTOK_EOF token */
	int			n;
	const char *src;			/* the text given to sqltok_tokenize (not
								 * copied: it must outlive the tokens) */
} SqlTokens;

/*
 * Tokenize sql (NUL-terminated; NULL reads as "").  Whitespace is skipped;
 * comments are kept as tokens.  Returns false only when memory runs out
 * (out is then empty); free the result with sqltok_free, even after false.
 * Inputs of INT_MAX - 1 bytes or more are rejected (false).  Linear time.
 *
 * '[' starts a bracket identifier when it cannot be an array subscript: it
 * follows nothing, an operator, '(' ',' '.', a number or string, a keyword
 * (SELECT, FROM, AS, ON, ...), and what it encloses looks like a name (starts
 * with a letter, '_', '#', '@' or a non-ASCII byte, on one line, without
 * quotes or parentheses).  Otherwise it is punctuation (x[1], ARRAY[...]).
 */
extern bool sqltok_tokenize(const char *sql, SqlTokens *out);

/*
 * sqltok_tokenize over sql[0..len), which need not be NUL-terminated (a
 * part of a larger text); offsets are relative to sql, and the EOF token
 * starts at len.
 */
extern bool sqltok_tokenize_len(const char *sql, size_t len, SqlTokens *out);

/*
 * Offset of the first byte of s[0..n) that is neither whitespace nor inside
 * a comment (n when there is none), by the tokenizer's rules.
 */
extern size_t sqltok_skip_space_comments(const char *s, size_t n);

/* Release what sqltok_tokenize allocated; safe on a zeroed struct. */
extern void sqltok_free(SqlTokens *toks);

/* Index of the token covering 0-based byte offset, else -1 (whitespace, out of range). */
extern int	sqltok_at_offset(const SqlTokens *toks, int offset);

/* True when token i is an unquoted word equal to word, ignoring ASCII case. */
extern bool sqltok_is_word(const SqlTokens *t, int i, const char *word);

/*
 * The name an identifier token stands for, malloc'd (caller frees): quotes,
 * brackets and backticks removed and their doubled closers unescaped;
 * unquoted words folded to lower case (ASCII only, as PostgreSQL does).
 * NULL for other token kinds or when memory runs out.
 */
extern char *sqltok_ident_name(const SqlTokens *t, int i);

/* Index of the next / previous token that is not a comment (n - 1, the EOF, / -1 at the ends). */
extern int	sqltok_next(const SqlTokens *t, int i);
extern int	sqltok_prev(const SqlTokens *t, int i);

/*
 * Partner of every bracket: a malloc'd array of t->n ints (caller frees)
 * where map[i] is the index of the matching ')' for a '(' PUNCT token, of the
 * matching '(' for a ')', likewise for '[' and ']', and -1 for everything
 * else and for unbalanced brackets.  Linear time; NULL when out of memory.
 */
extern int *sqltok_paren_map(const SqlTokens *t);

/*
 * Index of the token matching the '(' or '[' (or ')' / ']') at i, else -1,
 * exactly as sqltok_paren_map pairs them.  Builds the map, so it is linear
 * per call: use sqltok_paren_map for many look-ups.
 */
extern int	sqltok_match_paren(const SqlTokens *t, int i);

/* A half-open range of token indexes [from, to). */
typedef struct SqlRange
{
	int			from;
	int			to;
} SqlRange;

/*
 * Split the argument list of the call whose '(' is at token open into the
 * top-level comma-separated ranges (brackets nest; comments stay inside the
 * ranges).  map is a sqltok_paren_map result or NULL.  Returns the number of
 * arguments (0 for "()"), or -1 when open is not a balanced '(' or there are
 * more than maxargs arguments.  An empty argument yields an empty range.
 */
extern int	sqltok_split_args(const SqlTokens *t, const int *map, int open,
							  SqlRange *args, int maxargs);

/*
 * A growable NUL-terminated string.  Appends never fail loudly: when memory
 * runs out the buffer is freed and marked oom, later appends are ignored and
 * sqlbuf_finish returns NULL.
 */
typedef struct SqlBuf
{
	char	   *data;
	size_t		len;
	size_t		cap;
	bool		oom;
} SqlBuf;

extern void sqlbuf_init(SqlBuf *b);
/* Room for extra more bytes plus the terminator in data; false after oom. */
extern bool sqlbuf_reserve(SqlBuf *b, size_t extra);
extern void sqlbuf_append(SqlBuf *b, const char *s, size_t n);
extern void sqlbuf_puts(SqlBuf *b, const char *s);
extern void sqlbuf_putc(SqlBuf *b, char c);
extern void sqlbuf_printf(SqlBuf *b, const char *fmt,...)
			__attribute__((format(printf, 2, 3)));

/* The built string (malloc'd, caller frees; "" when nothing was appended) or NULL after oom; b is reset. */
extern char *sqlbuf_finish(SqlBuf *b);

/* Discard the contents; b is reset. */
extern void sqlbuf_free(SqlBuf *b);

/*
 * An edit list over one source text: each edit replaces the bytes
 * [start, end) with text (start == end inserts).  Edits may be added in any
 * order; sqledits_apply applies them all in one pass.
 */
typedef struct SqlEdit
{
	int			start;
	int			end;
	char	   *text;			/* owned copy */
	int			seq;			/* insertion order, to keep inserts stable */
} SqlEdit;

typedef struct SqlEdits
{
	SqlEdit    *e;
	int			n;
	int			cap;
	bool		oom;
} SqlEdits;

extern void sqledits_init(SqlEdits *ed);

/* Record an edit (text is copied).  False on a bad range or when out of memory. */
extern bool sqledits_add(SqlEdits *ed, int start, int end, const char *text);

/*
 * src with all edits applied, malloc'd (caller frees).  Inserts at the same
 * offset keep the order they were added in.  NULL when two replacements
 * overlap, an edit lies outside src, or memory runs out.
 */
extern char *sqledits_apply(const SqlEdits *ed, const char *src);

/* Release the edits; ed is reset. */
extern void sqledits_free(SqlEdits *ed);

#endif							/* NL2SQL_HEAL_SQLTOK_H */
