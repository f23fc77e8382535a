/*
 * sqltok.c — tolerant SQL tokenizer and splicing helpers.
 *
 * The scanner follows PostgreSQL's lexical rules where they apply (nested
 * block comments, dollar quoting, operator runs, E'' escapes) and adds the
 * foreign forms a generated query may carry: [bracket] and `backtick`
 * identifiers, @variables, ? and :name parameters.  It never rejects input:
 * anything it does not recognise becomes a one-byte operator token, and an
 * unterminated quote or comment runs to the end of the text.  Work is linear
 * in the input length.
 */
#include "sqltok.h"
#include "text_util.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Token array under construction. */
typedef struct TokVec
{
	SqlToken   *tok;
	int			n;
	int			cap;
} TokVec;

/* Append a token; false when out of memory. */
static bool
tokvec_push(TokVec *v, SqlTokKind kind, int start, int len)
{
	if (v->n == v->cap)
	{
		int			ncap = v->cap ? v->cap * 2 : 64;
		SqlToken   *nt;

		if (ncap < v->cap || (size_t) ncap > SIZE_MAX / sizeof(SqlToken))
			return false;
		nt = realloc(v->tok, (size_t) ncap * sizeof(SqlToken));
		if (!nt)
			return false;
		v->tok = nt;
		v->cap = ncap;
	}
	v->tok[v->n].kind = kind;
	v->tok[v->n].start = start;
	v->tok[v->n].len = len;
	v->n++;
	return true;
}

/* First byte of an unquoted identifier (PostgreSQL: letters, _, high bytes). */
static bool
is_ident_start(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

/* Later bytes of an unquoted identifier. */
static bool
is_ident_cont(unsigned char c)
{
	return is_ident_start(c) || (c >= '0' && c <= '9') || c == '$';
}

/* Bytes that may form an operator (PostgreSQL's op_chars, less the backtick). */
static bool
is_op_char(unsigned char c)
{
	return c != 0 && strchr("+-*/<>=~!@#%^&|?", c) != NULL;
}

/* Case-insensitive compare of src[start, start+len) with a NUL-terminated word. */
static bool
span_equals_word(const char *src, int start, int len, const char *word)
{
	int			k;

	for (k = 0; k < len; k++)
	{
		if (word[k] == '\0' || ascii_lower((unsigned char) src[start + k]) != ascii_lower((unsigned char) word[k]))
			return false;
	}
	return word[len] == '\0';
}

/*
 * Words after which '[' opens a T-SQL bracket identifier rather than an
 * array subscript: keywords that are followed by a name or an expression.
 */
static const char *const bracket_keywords[] = {
	"select", "from", "join", "on", "where", "and", "or", "not", "by", "as",
	"into", "update", "table", "distinct", "top", "set", "when", "then",
	"else", "case", "having", "union", "all", "in", "is", "like", "between",
	"exists", "with", "values", "insert", "delete", "apply", "end", "over",
	"partition", "except", "intersect", "return", "declare", "exec",
	"execute", "percent", "ties", "any", "some", NULL
};

/*
 * Decide whether the '[' at offset i starts a bracket identifier, given the
 * previous non-comment token (NULL when none).  Returns the length of the
 * bracket identifier, or 0 when '[' is punctuation.
 */
static int
bracket_ident_len(const char *s, int slen, int i, const SqlToken *prev)
{
	int			j;
	unsigned char c;

	if (prev)
	{
		switch (prev->kind)
		{
			case SQLTOK_PUNCT:
				c = (unsigned char) s[prev->start];
				if (c != '(' && c != ',' && c != '.' && c != ';')
					return 0;
				break;
			case SQLTOK_OPERATOR:
				if (prev->len == 2 && s[prev->start] == ':' && s[prev->start + 1] == ':')
					return 0;
				break;
			case SQLTOK_NUMBER:
			case SQLTOK_STRING:
			case SQLTOK_BRACKET_IDENT:
			case SQLTOK_BACKTICK_IDENT:
			case SQLTOK_COMMENT:
			case SQLTOK_EOF:
				break;
			case SQLTOK_IDENT:
				{
					int			k;
					bool		kw = false;

					for (k = 0; bracket_keywords[k]; k++)
					{
						if (span_equals_word(s, prev->start, prev->len, bracket_keywords[k]))
						{
							kw = true;
							break;
						}
					}
					if (!kw)
						return 0;
				}
				break;
			case SQLTOK_QUOTED_IDENT:
			case SQLTOK_PARAM:
				return 0;
		}
	}

	/* What it encloses must look like a name. */
	if (i + 1 >= slen)
		return 0;
	c = (unsigned char) s[i + 1];
	if (!(is_ident_start(c) || c == '#' || c == '@'))
		return 0;
	for (j = i + 1; j < slen && j - i <= 256; j++)
	{
		c = (unsigned char) s[j];
		if (c == ']')
		{
			if (j + 1 < slen && s[j + 1] == ']')
			{
				j++;
				continue;
			}
			return j - i + 1;
		}
		if (c == '\n' || c == '\r' || c == '[' || c == '(' || c == ')' ||
			c == '\'' || c == '"')
			return 0;
	}
	return 0;
}

/* Length of a quoted token opened at i with quote q, doubled q escapes; runs to EOF when unterminated. */
static int
quoted_len(const char *s, int slen, int i, char q, bool backslash)
{
	int			j = i + 1;

	while (j < slen)
	{
		if (backslash && s[j] == '\\' && j + 1 < slen)
		{
			j += 2;
			continue;
		}
		if (s[j] == q)
		{
			if (j + 1 < slen && s[j + 1] == q)
			{
				j += 2;
				continue;
			}
			return j - i + 1;
		}
		j++;
	}
	return slen - i;
}

/* Hexadecimal digit. */
static bool
is_hex(unsigned char c)
{
	return ascii_is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Length of a number at i (digits, fraction, exponent; 0x hex). */
static int
number_len(const char *s, int slen, int i)
{
	int			j = i;

	if (s[j] == '0' && j + 2 < slen && (s[j + 1] == 'x' || s[j + 1] == 'X') &&
		is_hex((unsigned char) s[j + 2]))
	{
		j += 2;
		while (j < slen && is_hex((unsigned char) s[j]))
			j++;
		return j - i;
	}
	while (j < slen && ascii_is_digit((unsigned char) s[j]))
		j++;
	if (j < slen && s[j] == '.' && !(j + 1 < slen && s[j + 1] == '.'))
	{
		j++;
		while (j < slen && ascii_is_digit((unsigned char) s[j]))
			j++;
	}
	if (j < slen && (s[j] == 'e' || s[j] == 'E'))
	{
		int			k = j + 1;

		if (k < slen && (s[k] == '+' || s[k] == '-'))
			k++;
		if (k < slen && ascii_is_digit((unsigned char) s[k]))
		{
			j = k;
			while (j < slen && ascii_is_digit((unsigned char) s[j]))
				j++;
		}
	}
	return j - i;
}

/* Length of an operator run at i, following PostgreSQL's rules for trailing + and -. */
static int
operator_len(const char *s, int slen, int i)
{
	int			j = i;
	int			k;
	bool		special = false;

	while (j < slen && is_op_char((unsigned char) s[j]))
	{
		if (j > i && ((s[j] == '-' && j + 1 < slen && s[j + 1] == '-') ||
					  (s[j] == '/' && j + 1 < slen && s[j + 1] == '*')))
			break;
		j++;
	}
	if (j - i > 1)
	{
		for (k = i; k < j; k++)
			if (strchr("~!@#^&|`?%", s[k]))
				special = true;
		/* "=-1" is "=" then "-1"; trailing signs only stay in exotic operators */
		while (!special && j - i > 1 && (s[j - 1] == '+' || s[j - 1] == '-'))
			j--;
	}
	return j - i;
}

/*
 * Length of the comment at i: "--" to the end of the line (not the newline,
 * \n or \r as in PostgreSQL), or a nested block comment (to the end of the
 * text when unterminated); 0 when no comment starts there.
 */
static int
comment_len(const char *s, int slen, int i)
{
	int			j;

	if (i + 1 >= slen)
		return 0;
	if (s[i] == '-' && s[i + 1] == '-')
	{
		j = i + 2;
		while (j < slen && s[j] != '\n' && s[j] != '\r')
			j++;
		return j - i;
	}
	if (s[i] == '/' && s[i + 1] == '*')
	{
		int			depth = 1;

		j = i + 2;
		while (j < slen && depth > 0)
		{
			if (s[j] == '/' && j + 1 < slen && s[j + 1] == '*')
			{
				depth++;
				j += 2;
			}
			else if (s[j] == '*' && j + 1 < slen && s[j + 1] == '/')
			{
				depth--;
				j += 2;
			}
			else
				j++;
		}
		return j - i;
	}
	return 0;
}

/* See sqltok.h. */
size_t
sqltok_skip_space_comments(const char *s, size_t n)
{
	size_t		i = 0;
	int			slen = n >= (size_t) INT_MAX ? INT_MAX - 1 : (int) n;

	while ((int) i < slen)
	{
		int			c;

		if (ascii_is_space((unsigned char) s[i]))
		{
			i++;
			continue;
		}
		c = comment_len(s, slen, (int) i);
		if (c == 0)
			return i;
		i += (size_t) c;
	}
	return n;
}

/* Tokenize sql into out; see sqltok.h. */
bool
sqltok_tokenize(const char *sql, SqlTokens *out)
{
	if (!sql)
		sql = "";
	return sqltok_tokenize_len(sql, strlen(sql), out);
}

/* Tokenize sql[0..len) into out; see sqltok.h. */
bool
sqltok_tokenize_len(const char *sql, size_t len, SqlTokens *out)
{
	TokVec		v = {NULL, 0, 0};
	int			slen;
	int			i = 0;
	int			prev = -1;		/* last non-comment token */

	out->tok = NULL;
	out->n = 0;
	out->src = sql;
	if (len >= (size_t) INT_MAX - 1)
		return false;
	slen = (int) len;

	while (i < slen)
	{
		unsigned char c = (unsigned char) sql[i];
		unsigned char c1 = (i + 1 < slen) ? (unsigned char) sql[i + 1] : 0;
		SqlTokKind	kind;
		int			len;

		if (ascii_is_space(c))
		{
			i++;
			continue;
		}

		if ((len = comment_len(sql, slen, i)) > 0)
			kind = SQLTOK_COMMENT;
		else if (c == '\'')
		{
			len = quoted_len(sql, slen, i, '\'', false);
			kind = SQLTOK_STRING;
		}
		else if ((c == 'E' || c == 'e') && c1 == '\'')
		{
			len = 1 + quoted_len(sql, slen, i + 1, '\'', true);
			kind = SQLTOK_STRING;
		}
		else if ((c == 'N' || c == 'n' || c == 'B' || c == 'b' || c == 'X' || c == 'x') && c1 == '\'')
		{
			len = 1 + quoted_len(sql, slen, i + 1, '\'', false);
			kind = SQLTOK_STRING;
		}
		else if ((c == 'U' || c == 'u') && c1 == '&' && i + 2 < slen &&
				 (sql[i + 2] == '\'' || sql[i + 2] == '"'))
		{
			len = 2 + quoted_len(sql, slen, i + 2, sql[i + 2], false);
			kind = sql[i + 2] == '\'' ? SQLTOK_STRING : SQLTOK_QUOTED_IDENT;
		}
		else if (c == '"')
		{
			len = quoted_len(sql, slen, i, '"', false);
			kind = SQLTOK_QUOTED_IDENT;
		}
		else if (c == '`')
		{
			len = quoted_len(sql, slen, i, '`', false);
			kind = SQLTOK_BACKTICK_IDENT;
		}
		else if (c == '[')
		{
			len = bracket_ident_len(sql, slen, i, prev >= 0 ? &v.tok[prev] : NULL);
			if (len > 0)
				kind = SQLTOK_BRACKET_IDENT;
			else
			{
				len = 1;
				kind = SQLTOK_PUNCT;
			}
		}
		else if (c == '$')
		{
			int			tag = (int) dollar_tag_len(sql, (size_t) slen, (size_t) i);

			if (ascii_is_digit(c1))
			{
				len = 1;
				while (i + len < slen && ascii_is_digit((unsigned char) sql[i + len]))
					len++;
				kind = SQLTOK_PARAM;
			}
			else if (tag > 0)
			{
				len = (int) dollar_quote_end(sql, (size_t) slen, (size_t) i, (size_t) tag) - i;
				kind = SQLTOK_STRING;
			}
			else
			{
				len = 1;
				kind = SQLTOK_OPERATOR;
			}
		}
		else if (ascii_is_digit(c) || (c == '.' && ascii_is_digit(c1)))
		{
			len = number_len(sql, slen, i);
			kind = SQLTOK_NUMBER;
		}
		else if (is_ident_start(c))
		{
			len = 1;
			while (i + len < slen && is_ident_cont((unsigned char) sql[i + len]))
				len++;
			kind = SQLTOK_IDENT;
		}
		else if (c == '@' && (c1 == '@' || is_ident_start(c1)))
		{
			len = 1;
			while (i + len < slen && sql[i + len] == '@')
				len++;
			while (i + len < slen && is_ident_cont((unsigned char) sql[i + len]))
				len++;
			kind = SQLTOK_PARAM;
		}
		else if (c == ':')
		{
			if (c1 == ':' || c1 == '=')
			{
				len = 2;
				kind = SQLTOK_OPERATOR;
			}
			else if (is_ident_start(c1))
			{
				len = 1;
				while (i + len < slen && is_ident_cont((unsigned char) sql[i + len]))
					len++;
				kind = SQLTOK_PARAM;
			}
			else
			{
				len = 1;
				kind = SQLTOK_OPERATOR;
			}
		}
		else if (c == '?' && !is_op_char(c1))
		{
			len = 1;
			kind = SQLTOK_PARAM;
		}
		else if (c == '(' || c == ')' || c == ',' || c == ';' || c == '.' || c == ']')
		{
			len = 1;
			kind = SQLTOK_PUNCT;
		}
		else if (is_op_char(c))
		{
			len = operator_len(sql, slen, i);
			kind = SQLTOK_OPERATOR;
		}
		else
		{
			/* stray byte (braces, backslash, control characters, NUL-free junk) */
			len = 1;
			kind = SQLTOK_OPERATOR;
		}

		if (len <= 0)
			len = 1;
		if (!tokvec_push(&v, kind, i, len))
		{
			free(v.tok);
			return false;
		}
		if (kind != SQLTOK_COMMENT)
			prev = v.n - 1;
		i += len;
	}

	if (!tokvec_push(&v, SQLTOK_EOF, slen, 0))
	{
		free(v.tok);
		return false;
	}
	out->tok = v.tok;
	out->n = v.n;
	return true;
}

/* Release a token list. */
void
sqltok_free(SqlTokens *toks)
{
	if (!toks)
		return;
	free(toks->tok);
	toks->tok = NULL;
	toks->n = 0;
}

/* Binary search for the token covering a byte offset. */
int
sqltok_at_offset(const SqlTokens *toks, int offset)
{
	int			lo = 0;
	int			hi;

	if (!toks || !toks->tok || offset < 0)
		return -1;
	hi = toks->n - 1;
	while (lo <= hi)
	{
		int			mid = lo + (hi - lo) / 2;
		const SqlToken *t = &toks->tok[mid];

		if (offset < t->start)
			hi = mid - 1;
		else if (offset >= t->start + t->len)
			lo = mid + 1;
		else
			return mid;
	}
	return -1;
}

/* Case-insensitive word compare for unquoted words. */
bool
sqltok_is_word(const SqlTokens *t, int i, const char *word)
{
	if (!t || !word || i < 0 || i >= t->n || t->tok[i].kind != SQLTOK_IDENT)
		return false;
	return span_equals_word(t->src, t->tok[i].start, t->tok[i].len, word);
}

/* The bare name of an identifier token; see sqltok.h. */
char *
sqltok_ident_name(const SqlTokens *t, int i)
{
	const SqlToken *tk;
	const char *s;
	char	   *res;
	int			k;
	int			o = 0;
	int			from;
	char		q;

	if (!t || i < 0 || i >= t->n)
		return NULL;
	tk = &t->tok[i];
	s = t->src + tk->start;
	switch (tk->kind)
	{
		case SQLTOK_IDENT:
			res = malloc((size_t) tk->len + 1);
			if (!res)
				return NULL;
			for (k = 0; k < tk->len; k++)
				res[k] = (char) ascii_lower((unsigned char) s[k]);
			res[tk->len] = '\0';
			return res;
		case SQLTOK_QUOTED_IDENT:
			from = (s[0] == '"') ? 1 : 3;	/* "x" or U&"x" */
			q = '"';
			break;
		case SQLTOK_BRACKET_IDENT:
			from = 1;
			q = ']';
			break;
		case SQLTOK_BACKTICK_IDENT:
			from = 1;
			q = '`';
			break;
		default:
			return NULL;
	}
	res = malloc((size_t) tk->len + 1);
	if (!res)
		return NULL;
	for (k = from; k < tk->len; k++)
	{
		if (s[k] == q)
		{
			if (k + 1 < tk->len && s[k + 1] == q)
			{
				res[o++] = q;
				k++;
				continue;
			}
			break;
		}
		res[o++] = s[k];
	}
	res[o] = '\0';
	return res;
}

/* Next non-comment token after i. */
int
sqltok_next(const SqlTokens *t, int i)
{
	int			j;

	if (!t || t->n == 0)
		return -1;
	for (j = (i < -1 ? 0 : i + 1); j < t->n; j++)
		if (t->tok[j].kind != SQLTOK_COMMENT)
			return j;
	return t->n - 1;
}

/* Previous non-comment token before i. */
int
sqltok_prev(const SqlTokens *t, int i)
{
	int			j;

	if (!t)
		return -1;
	if (i > t->n)
		i = t->n;
	for (j = i - 1; j >= 0; j--)
		if (t->tok[j].kind != SQLTOK_COMMENT)
			return j;
	return -1;
}

/* Is token i the one-byte punctuation ch? */
static bool
is_punct(const SqlTokens *t, int i, char ch)
{
	return i >= 0 && i < t->n && t->tok[i].kind == SQLTOK_PUNCT &&
		t->src[t->tok[i].start] == ch;
}

/* Partner map for all brackets; see sqltok.h. */
int *
sqltok_paren_map(const SqlTokens *t)
{
	int		   *map;
	int		   *stack;
	int			sp = 0;
	int			i;

	if (!t || t->n <= 0)
		return NULL;
	map = malloc((size_t) t->n * sizeof(int));
	stack = malloc((size_t) t->n * sizeof(int));
	if (!map || !stack)
	{
		free(map);
		free(stack);
		return NULL;
	}
	for (i = 0; i < t->n; i++)
	{
		map[i] = -1;
		if (is_punct(t, i, '(') || is_punct(t, i, '['))
			stack[sp++] = i;
		else if (is_punct(t, i, ')') || is_punct(t, i, ']'))
		{
			char		want = t->src[t->tok[i].start] == ')' ? '(' : '[';

			if (sp > 0 && t->src[t->tok[stack[sp - 1]].start] == want)
			{
				sp--;
				map[i] = stack[sp];
				map[stack[sp]] = i;
			}
		}
	}
	free(stack);
	return map;
}

/*
 * Match one bracket.  Built on the bracket map, so that mis-nested input
 * ("( [ ) ]") pairs exactly as sqltok_paren_map pairs it.
 */
int
sqltok_match_paren(const SqlTokens *t, int i)
{
	int		   *map;
	int			partner;

	if (!t || i < 0 || i >= t->n || t->tok[i].kind != SQLTOK_PUNCT)
		return -1;
	map = sqltok_paren_map(t);
	if (!map)
		return -1;
	partner = map[i];
	free(map);
	return partner;
}

/* Split a call's arguments at top-level commas. */
int
sqltok_split_args(const SqlTokens *t, const int *map, int open,
				  SqlRange *args, int maxargs)
{
	int			close;
	int			i;
	int			n = 0;
	int			start;
	int			depth = 0;

	if (!t || !is_punct(t, open, '('))
		return -1;
	close = map ? map[open] : sqltok_match_paren(t, open);
	if (close < 0)
		return -1;
	if (sqltok_next(t, open) == close)
		return 0;
	start = open + 1;
	for (i = open + 1; i < close; i++)
	{
		if (map && (is_punct(t, i, '(') || is_punct(t, i, '[')) && map[i] > i)
		{
			i = map[i];
			continue;
		}
		if (is_punct(t, i, '(') || is_punct(t, i, '['))
			depth++;
		else if (is_punct(t, i, ')') || is_punct(t, i, ']'))
			depth--;
		else if (depth == 0 && is_punct(t, i, ','))
		{
			if (n >= maxargs)
				return -1;
			args[n].from = start;
			args[n].to = i;
			n++;
			start = i + 1;
		}
	}
	if (n >= maxargs)
		return -1;
	args[n].from = start;
	args[n].to = close;
	n++;
	return n;
}

/* Initialise an empty buffer. */
void
sqlbuf_init(SqlBuf *b)
{
	b->data = NULL;
	b->len = 0;
	b->cap = 0;
	b->oom = false;
}

/* Make room for extra more bytes plus the terminator; false once memory ran out. */
bool
sqlbuf_reserve(SqlBuf *b, size_t extra)
{
	size_t		need;
	size_t		ncap;
	char	   *nd;

	if (b->oom)
		return false;
	if (extra > SIZE_MAX / 2 - b->len - 1)
		goto fail;
	need = b->len + extra + 1;
	if (need <= b->cap)
		return true;
	ncap = b->cap ? b->cap : 64;
	while (ncap < need)
		ncap *= 2;
	nd = realloc(b->data, ncap);
	if (!nd)
		goto fail;
	b->data = nd;
	b->cap = ncap;
	return true;

fail:
	free(b->data);
	b->data = NULL;
	b->len = 0;
	b->cap = 0;
	b->oom = true;
	return false;
}

/* Append n bytes. */
void
sqlbuf_append(SqlBuf *b, const char *s, size_t n)
{
	if (n == 0 || !sqlbuf_reserve(b, n))
		return;
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

/* Append a NUL-terminated string. */
void
sqlbuf_puts(SqlBuf *b, const char *s)
{
	if (s)
		sqlbuf_append(b, s, strlen(s));
}

/* Append one byte. */
void
sqlbuf_putc(SqlBuf *b, char c)
{
	sqlbuf_append(b, &c, 1);
}

/* Append formatted text. */
void
sqlbuf_printf(SqlBuf *b, const char *fmt,...)
{
	va_list		ap;
	int			need;

	va_start(ap, fmt);
	need = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (need <= 0 || !sqlbuf_reserve(b, (size_t) need))
		return;
	va_start(ap, fmt);
	vsnprintf(b->data + b->len, (size_t) need + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t) need;
}

/* Hand over the built string. */
char *
sqlbuf_finish(SqlBuf *b)
{
	char	   *res;

	if (b->oom)
	{
		sqlbuf_init(b);
		return NULL;
	}
	if (!b->data)
		res = calloc(1, 1);
	else
		res = b->data;
	sqlbuf_init(b);
	return res;
}

/* Throw the contents away. */
void
sqlbuf_free(SqlBuf *b)
{
	free(b->data);
	sqlbuf_init(b);
}

/* Initialise an empty edit list. */
void
sqledits_init(SqlEdits *ed)
{
	ed->e = NULL;
	ed->n = 0;
	ed->cap = 0;
	ed->oom = false;
}

/* Record one edit. */
bool
sqledits_add(SqlEdits *ed, int start, int end, const char *text)
{
	char	   *copy;

	if (ed->oom || start < 0 || end < start)
		return false;
	if (ed->n == ed->cap)
	{
		int			ncap = ed->cap ? ed->cap * 2 : 8;
		SqlEdit    *ne;

		if (ncap < ed->cap || (size_t) ncap > SIZE_MAX / sizeof(SqlEdit))
		{
			ed->oom = true;
			return false;
		}
		ne = realloc(ed->e, (size_t) ncap * sizeof(SqlEdit));
		if (!ne)
		{
			ed->oom = true;
			return false;
		}
		ed->e = ne;
		ed->cap = ncap;
	}
	copy = strdup(text ? text : "");
	if (!copy)
	{
		ed->oom = true;
		return false;
	}
	ed->e[ed->n].start = start;
	ed->e[ed->n].end = end;
	ed->e[ed->n].text = copy;
	ed->e[ed->n].seq = ed->n;
	ed->n++;
	return true;
}

/* Order edits by offset; inserts before a replacement at the same offset; then by age. */
static int
edit_cmp(const void *a, const void *b)
{
	const SqlEdit *x = a;
	const SqlEdit *y = b;
	bool		xr = x->end > x->start;
	bool		yr = y->end > y->start;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	if (xr != yr)
		return xr ? 1 : -1;
	return x->seq < y->seq ? -1 : (x->seq > y->seq ? 1 : 0);
}

/* Apply all edits in one pass. */
char *
sqledits_apply(const SqlEdits *ed, const char *src)
{
	SqlEdit    *sorted;
	SqlBuf		b;
	size_t		slen;
	int			pos = 0;
	int			k;

	if (!src || ed->oom)
		return NULL;
	slen = strlen(src);
	if (slen >= (size_t) INT_MAX)
		return NULL;
	sqlbuf_init(&b);
	if (ed->n == 0)
	{
		sqlbuf_append(&b, src, slen);
		return sqlbuf_finish(&b);
	}
	sorted = malloc((size_t) ed->n * sizeof(SqlEdit));
	if (!sorted)
		return NULL;
	memcpy(sorted, ed->e, (size_t) ed->n * sizeof(SqlEdit));
	qsort(sorted, (size_t) ed->n, sizeof(SqlEdit), edit_cmp);
	for (k = 0; k < ed->n; k++)
	{
		if (sorted[k].start < pos || (size_t) sorted[k].end > slen)
		{
			free(sorted);
			sqlbuf_free(&b);
			return NULL;
		}
		sqlbuf_append(&b, src + pos, (size_t) (sorted[k].start - pos));
		sqlbuf_puts(&b, sorted[k].text);
		pos = sorted[k].end;
	}
	sqlbuf_append(&b, src + pos, slen - (size_t) pos);
	free(sorted);
	return sqlbuf_finish(&b);
}

/* Release an edit list. */
void
sqledits_free(SqlEdits *ed)
{
	int			k;

	for (k = 0; k < ed->n; k++)
		free(ed->e[k].text);
	free(ed->e);
	sqledits_init(ed);
}
