/*
 * dialect_idioms.c — foreign idioms as one PostgreSQL construct (see
 * dialect_idioms.h).
 *
 *   DATEADD(u, DATEDIFF(u, 0, x), 0)            T-SQL: x truncated to u
 *   DATE_ADD('Y-01-01', INTERVAL TIMESTAMPDIFF(U, 'Y-01-01', x) U)
 *     (also INTERVAL (TIMESTAMPDIFF(...)) U)
 *   TIMESTAMPADD(U, TIMESTAMPDIFF(U, 'Y-01-01', x), 'Y-01-01')
 *                                               MySQL: the same, from an epoch
 *                                               (often year 0, which PostgreSQL
 *                                               has not) → date_trunc(u, x)
 *   OPTION (MAXRECURSION n)                     T-SQL's recursion cap: dropped
 *   WITH c AS (... FROM c ...)                  T-SQL needs no RECURSIVE → WITH RECURSIVE
 *   GENERATE_DATE_ARRAY(a, b[, step])           BigQuery → an array of generate_series dates
 *   FROM 'flights'                              SQLite reads a string there as a name
 *   a JOIN b JOIN c ON x AND y                  SQLite: an inner JOIN without ON is a cross
 *                                               join (the later ON filters the chain) → ON TRUE
 *
 * Each rewrite keeps the rest of the text byte for byte.  Weeks are not
 * truncated: T-SQL counts week boundaries on Sundays from a Monday epoch,
 * which no date_trunc unit reproduces.
 */
#include "dialect_idioms.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sqltok.h"

#define MAXARGS 4
#define MAXPARENS 4

typedef struct Idioms
{
	SqlTokens	t;
	int		   *map;
	const char *src;
	const char **notes;
	int			maxnotes;
	int		   *nnotes;
} Idioms;

static void
add_idiom_note(Idioms *idioms, const char *text)
{
	int			i;

	for (i = 0; i < *idioms->nnotes; i++)
		if (strcmp(idioms->notes[i], text) == 0)
			return;
	if (*idioms->nnotes < idioms->maxnotes)
		idioms->notes[(*idioms->nnotes)++] = text;
}

/* The truncation unit a T-SQL / MySQL date part names (not week), or NULL. */
static const char *
trunc_unit(const char *w, size_t n)
{
	static const struct
	{
		const char *word;
		const char *unit;
	}			units[] = {
		{"year", "year"}, {"yy", "year"}, {"yyyy", "year"},
		{"quarter", "quarter"}, {"qq", "quarter"}, {"q", "quarter"},
		{"month", "month"}, {"mm", "month"}, {"m", "month"},
		{"day", "day"}, {"dd", "day"}, {"d", "day"},
		{"hour", "hour"}, {"hh", "hour"},
		{"minute", "minute"}, {"mi", "minute"}, {"n", "minute"},
		{NULL, NULL}
	};
	int			i;

	for (i = 0; units[i].word; i++)
		if (strlen(units[i].word) == n && strncasecmp(w, units[i].word, n) == 0)
			return units[i].unit;
	return NULL;
}

/* Token i as text */
static const char *
token_text(const Idioms *idioms, int i, size_t *n)
{
	*n = (size_t) idioms->t.tok[i].len;
	return idioms->src + idioms->t.tok[i].start;
}

/* The range's single token, else -1. */
static int
single_token(const SqlTokens *t, SqlRange r)
{
	int			i = r.from;

	while (i < r.to && t->tok[i].kind == SQLTOK_COMMENT)
		i++;
	if (i >= r.to)
		return -1;
	{
		int			j = i + 1;

		while (j < r.to && t->tok[j].kind == SQLTOK_COMMENT)
			j++;
		if (j < r.to)
			return -1;
	}
	return i;
}

static const char *
range_unit(const Idioms *idioms, SqlRange r)
{
	int			i = single_token(&idioms->t, r);
	size_t		n;
	const char *w;

	if (i < 0 || idioms->t.tok[i].kind != SQLTOK_IDENT)
		return NULL;
	w = token_text(idioms, i, &n);
	return trunc_unit(w, n);
}

static bool
range_is(const Idioms *idioms, SqlRange r, const char *text)
{
	int			i = single_token(&idioms->t, r);
	size_t		n;
	const char *w;

	if (i < 0)
		return false;
	w = token_text(idioms, i, &n);
	return n == strlen(text) && strncasecmp(w, text, n) == 0;
}

/* A quoted 'YYYY-01-01' (optionally with a midnight time): an epoch aligned to every unit. */
static bool
aligned_epoch(const Idioms *idioms, SqlRange r, char *lit, size_t cap)
{
	int			i = single_token(&idioms->t, r);
	size_t		n;
	const char *w;

	if (i < 0 || idioms->t.tok[i].kind != SQLTOK_STRING)
		return false;
	w = token_text(idioms, i, &n);
	if (n >= cap || w[0] != '\'')
		return false;
	memcpy(lit, w, n);
	lit[n] = '\0';
	if (!(n == 12 || (n == 21 && strcmp(lit + 11, " 00:00:00'") == 0)))
		return false;
	return lit[1] >= '0' && lit[1] <= '9' && lit[2] >= '0' && lit[2] <= '9' &&
		lit[3] >= '0' && lit[3] <= '9' && lit[4] >= '0' && lit[4] <= '9' &&
		strncmp(lit + 5, "-01-01", 6) == 0;
}

/* Is token i a call of name (a word followed by '(')? */
static bool
call_of(const Idioms *idioms, int i, const char *name)
{
	int			n = sqltok_next(&idioms->t, i);

	return sqltok_is_word(&idioms->t, i, name) && idioms->t.tok[n].kind == SQLTOK_PUNCT &&
		idioms->src[idioms->t.tok[n].start] == '(' &&
		!(i > 0 && idioms->t.tok[sqltok_prev(&idioms->t, i)].kind == SQLTOK_PUNCT &&
		  idioms->src[idioms->t.tok[sqltok_prev(&idioms->t, i)].start] == '.');
}

static void
put_range(SqlBuf *b, const Idioms *idioms, SqlRange r)
{
	int			from = r.from,
				to = r.to - 1;

	while (from <= to && idioms->t.tok[from].kind == SQLTOK_COMMENT)
		from++;
	if (from > to)
		return;
	sqlbuf_append(b, idioms->src + idioms->t.tok[from].start,
				  (size_t) (idioms->t.tok[to].start + idioms->t.tok[to].len - idioms->t.tok[from].start));
}

/* The one-call range [.. ) of a call (its arguments) starting at name token i. */
static int
args_of(const Idioms *idioms, int i, SqlRange *args, int *close)
{
	int			open = sqltok_next(&idioms->t, i);
	int			n = sqltok_split_args(&idioms->t, idioms->map, open, args, MAXARGS);

	*close = n >= 0 ? idioms->map[open] : -1;
	return *close < 0 ? -1 : n;
}

/*
 * DATEADD(u, DATEDIFF(u, 0, x), 0) at token i: the date_trunc text, written
 * into b, and the last token consumed; -1 when it is not the idiom.
 */
static int
tsql_trunc(Idioms *idioms, int i, SqlBuf *b)
{
	SqlRange	a[MAXARGS],
				d[MAXARGS];
	int			close,
				dclose,
				k;
	const char *u1,
			   *u2;

	if (!call_of(idioms, i, "dateadd") || args_of(idioms, i, a, &close) != 3 || !range_is(idioms, a[2], "0"))
		return -1;
	k = a[1].from;
	while (k < a[1].to && idioms->t.tok[k].kind == SQLTOK_COMMENT)
		k++;
	if (k >= a[1].to || !call_of(idioms, k, "datediff") || args_of(idioms, k, d, &dclose) != 3 ||
		dclose != a[1].to - 1 || !range_is(idioms, d[1], "0"))
		return -1;
	u1 = range_unit(idioms, a[0]);
	u2 = range_unit(idioms, d[0]);
	if (u1 == NULL || u2 == NULL || strcmp(u1, u2) != 0)
		return -1;
	sqlbuf_printf(b, "date_trunc('%s', CAST(", u1);
	put_range(b, idioms, d[2]);
	sqlbuf_puts(b, " AS timestamp))");
	add_idiom_note(idioms, "T-SQL DATEADD(u, DATEDIFF(u, 0, x), 0) truncates x to u → date_trunc('u', x)");
	return close;
}

/*
 * MySQL DATE_ADD('Y-01-01', INTERVAL TIMESTAMPDIFF(U, 'Y-01-01', x) U) and
 * TIMESTAMPADD(U, TIMESTAMPDIFF(U, 'Y-01-01', x), 'Y-01-01') at token i.
 */
static int
mysql_trunc(Idioms *idioms, int i, SqlBuf *b)
{
	SqlRange	a[MAXARGS],
				d[MAXARGS];
	char		epoch1[32],
				epoch2[32];
	int			close,
				dclose,
				k,
				unit_tok = -1,
				depth = 0;
	int			wrap_close[MAXPARENS];
	SqlRange	diff;
	const char *u1,
			   *u2;
	bool		date_add = call_of(idioms, i, "date_add") || call_of(idioms, i, "adddate");

	if (!date_add && !call_of(idioms, i, "timestampadd"))
		return -1;
	if (args_of(idioms, i, a, &close) != (date_add ? 2 : 3))
		return -1;
	if (date_add)
	{
		/* 'epoch', INTERVAL TIMESTAMPDIFF(...) UNIT */
		if (!aligned_epoch(idioms, a[0], epoch1, sizeof(epoch1)))
			return -1;
		k = a[1].from;
		while (k < a[1].to && idioms->t.tok[k].kind == SQLTOK_COMMENT)
			k++;
		if (k >= a[1].to || !sqltok_is_word(&idioms->t, k, "interval"))
			return -1;
		k = sqltok_next(&idioms->t, k);
		/* INTERVAL (TIMESTAMPDIFF(...)) UNIT: parentheses that hold only the call */
		while (idioms->t.tok[k].kind == SQLTOK_PUNCT && idioms->src[idioms->t.tok[k].start] == '(' &&
			   idioms->map[k] >= 0 && depth < MAXPARENS)
		{
			wrap_close[depth++] = idioms->map[k];
			k = sqltok_next(&idioms->t, k);
		}
		diff.from = k;
		if (!call_of(idioms, k, "timestampdiff") || idioms->map[sqltok_next(&idioms->t, k)] < 0)
			return -1;
		diff.to = idioms->map[sqltok_next(&idioms->t, k)] + 1;
		unit_tok = diff.to - 1;
		while (depth > 0)
		{
			unit_tok = sqltok_next(&idioms->t, unit_tok);
			if (unit_tok != wrap_close[--depth])
				return -1;
		}
		unit_tok = sqltok_next(&idioms->t, unit_tok);
		if (unit_tok != a[1].to - 1 && sqltok_next(&idioms->t, unit_tok) != a[1].to)
			return -1;
		{
			SqlRange	ur = {unit_tok, unit_tok + 1};

			u1 = range_unit(idioms, ur);
		}
	}
	else
	{
		if (!aligned_epoch(idioms, a[2], epoch1, sizeof(epoch1)))
			return -1;
		u1 = range_unit(idioms, a[0]);
		k = a[1].from;
		while (k < a[1].to && idioms->t.tok[k].kind == SQLTOK_COMMENT)
			k++;
		if (k >= a[1].to || !call_of(idioms, k, "timestampdiff") || idioms->map[sqltok_next(&idioms->t, k)] < 0)
			return -1;
		diff.from = k;
		diff.to = idioms->map[sqltok_next(&idioms->t, k)] + 1;
		if (diff.to != a[1].to)
			return -1;
	}
	if (args_of(idioms, diff.from, d, &dclose) != 3 ||
		!aligned_epoch(idioms, d[1], epoch2, sizeof(epoch2)) || strcmp(epoch1, epoch2) != 0)
		return -1;
	u2 = range_unit(idioms, d[0]);
	if (u1 == NULL || u2 == NULL || strcmp(u1, u2) != 0)
		return -1;
	/* a date for date units, as MySQL returns for a date-only epoch */
	if (strcmp(u1, "hour") == 0 || strcmp(u1, "minute") == 0)
	{
		sqlbuf_printf(b, "date_trunc('%s', CAST(", u1);
		put_range(b, idioms, d[2]);
		sqlbuf_puts(b, " AS timestamp))");
	}
	else
	{
		sqlbuf_printf(b, "CAST(date_trunc('%s', CAST(", u1);
		put_range(b, idioms, d[2]);
		sqlbuf_puts(b, " AS timestamp)) AS date)");
	}
	add_idiom_note(idioms, "MySQL DATE_ADD(epoch, INTERVAL TIMESTAMPDIFF(u, epoch, x) u) truncates x to u → date_trunc('u', x)");
	return close;
}

/* GENERATE_DATE_ARRAY(a, b[, step]) at token i. */
static int
generate_date_array(Idioms *idioms, int i, SqlBuf *b)
{
	SqlRange	a[MAXARGS];
	int			close;
	int			n;

	if (!call_of(idioms, i, "generate_date_array"))
		return -1;
	n = args_of(idioms, i, a, &close);
	if (n != 2 && n != 3)
		return -1;
	sqlbuf_puts(b, "ARRAY(SELECT CAST(g AS date) FROM generate_series(CAST(");
	put_range(b, idioms, a[0]);
	sqlbuf_puts(b, " AS date), CAST(");
	put_range(b, idioms, a[1]);
	sqlbuf_puts(b, " AS date), ");
	if (n == 3)
		put_range(b, idioms, a[2]);
	else
		sqlbuf_puts(b, "INTERVAL '1 day'");
	sqlbuf_puts(b, ") AS g ORDER BY g)");
	add_idiom_note(idioms, "BigQuery GENERATE_DATE_ARRAY(a, b, step) → an array of generate_series dates");
	return close;
}

/* OPTION (MAXRECURSION n) at token i (with nothing after it but ';'): its last token. */
static int
option_maxrecursion(Idioms *idioms, int i)
{
	int			o = sqltok_next(&idioms->t, i);
	int			m,
				v,
				c,
				after;

	if (!sqltok_is_word(&idioms->t, i, "option") || idioms->t.tok[o].kind != SQLTOK_PUNCT ||
		idioms->src[idioms->t.tok[o].start] != '(')
		return -1;
	m = sqltok_next(&idioms->t, o);
	v = sqltok_next(&idioms->t, m);
	c = sqltok_next(&idioms->t, v);
	if (!sqltok_is_word(&idioms->t, m, "maxrecursion") || idioms->t.tok[v].kind != SQLTOK_NUMBER ||
		idioms->map[o] != c)
		return -1;
	after = sqltok_next(&idioms->t, c);
	if (idioms->t.tok[after].kind != SQLTOK_EOF &&
		!(idioms->t.tok[after].kind == SQLTOK_PUNCT && idioms->src[idioms->t.tok[after].start] == ';'))
		return -1;
	add_idiom_note(idioms, "T-SQL OPTION (MAXRECURSION n) caps recursion, which PostgreSQL does not: dropped");
	return c;
}

/* A WITH list at token w whose queries name themselves: true when RECURSIVE is needed. */
static bool
with_needs_recursive(Idioms *idioms, int w)
{
	int			i = sqltok_next(&idioms->t, w);

	if (sqltok_is_word(&idioms->t, i, "recursive"))
		return false;
	for (;;)
	{
		char	   *name;
		int			open,
					k;
		bool		self = false;

		if (idioms->t.tok[i].kind != SQLTOK_IDENT && idioms->t.tok[i].kind != SQLTOK_QUOTED_IDENT &&
			idioms->t.tok[i].kind != SQLTOK_BRACKET_IDENT)
			return false;
		name = sqltok_ident_name(&idioms->t, i);
		if (name == NULL)
			return false;
		open = sqltok_next(&idioms->t, i);
		if (idioms->t.tok[open].kind == SQLTOK_PUNCT && idioms->src[idioms->t.tok[open].start] == '(')
			open = sqltok_next(&idioms->t, idioms->map[open] < 0 ? open : idioms->map[open]);	/* column list */
		if (!sqltok_is_word(&idioms->t, open, "as"))
		{
			free(name);
			return false;
		}
		open = sqltok_next(&idioms->t, open);
		while (sqltok_is_word(&idioms->t, open, "not") || sqltok_is_word(&idioms->t, open, "materialized"))
			open = sqltok_next(&idioms->t, open);
		if (idioms->t.tok[open].kind != SQLTOK_PUNCT || idioms->src[idioms->t.tok[open].start] != '(' || idioms->map[open] < 0)
		{
			free(name);
			return false;
		}
		for (k = open + 1; k < idioms->map[open]; k++)
		{
			int			p = sqltok_prev(&idioms->t, k);
			int			nx = sqltok_next(&idioms->t, k);
			char	   *ref;

			if (idioms->t.tok[k].kind != SQLTOK_IDENT && idioms->t.tok[k].kind != SQLTOK_QUOTED_IDENT &&
				idioms->t.tok[k].kind != SQLTOK_BRACKET_IDENT)
				continue;
			/* a FROM or JOIN item, not a column, a qualifier or a function */
			if (!(sqltok_is_word(&idioms->t, p, "from") || sqltok_is_word(&idioms->t, p, "join")) ||
				(idioms->t.tok[nx].kind == SQLTOK_PUNCT && (idioms->src[idioms->t.tok[nx].start] == '(' ||
													   idioms->src[idioms->t.tok[nx].start] == '.')))
				continue;
			ref = sqltok_ident_name(&idioms->t, k);
			if (ref && strcmp(ref, name) == 0)
				self = true;
			free(ref);
		}
		free(name);
		if (self)
			return true;
		i = sqltok_next(&idioms->t, idioms->map[open]);
		if (!(idioms->t.tok[i].kind == SQLTOK_PUNCT && idioms->src[idioms->t.tok[i].start] == ','))
			return false;
		i = sqltok_next(&idioms->t, i);
	}
}

static bool
is_punct(const Idioms *idioms, int i, char ch)
{
	return i >= 0 && idioms->t.tok[i].kind == SQLTOK_PUNCT && idioms->src[idioms->t.tok[i].start] == ch;
}

/* Is FROM / JOIN at token i a clause's (not EXTRACT(.. FROM ..), IS DISTINCT FROM)? */
static bool
clause_keyword(const Idioms *idioms, int i)
{
	int			depth = 0;
	int			k;

	if (sqltok_is_word(&idioms->t, sqltok_prev(&idioms->t, i), "distinct") &&
		sqltok_is_word(&idioms->t, i, "from"))
		return false;
	/* the innermost open parenthesis must start a subquery */
	for (k = i - 1; k >= 0; k--)
	{
		if (is_punct(idioms, k, ')'))
			depth++;
		else if (is_punct(idioms, k, '('))
		{
			if (depth == 0)
			{
				int			n = sqltok_next(&idioms->t, k);

				return sqltok_is_word(&idioms->t, n, "select") || sqltok_is_word(&idioms->t, n, "with");
			}
			depth--;
		}
	}
	return true;
}

/* FROM 'name' / JOIN 'name' at token i (the string): the name as written in PostgreSQL, else NULL. */
static char *
quoted_table(Idioms *idioms, int i)
{
	int			p = sqltok_prev(&idioms->t, i);
	size_t		n;
	const char *w;
	size_t		k;
	bool		plain = true;
	SqlBuf		b;

	if (idioms->t.tok[i].kind != SQLTOK_STRING || idioms->src[idioms->t.tok[i].start] != '\'' ||
		!(sqltok_is_word(&idioms->t, p, "from") || sqltok_is_word(&idioms->t, p, "join")) ||
		!clause_keyword(idioms, p))
		return NULL;
	w = token_text(idioms, i, &n);
	if (n < 3)
		return NULL;
	for (k = 1; k < n - 1; k++)
	{
		char		ch = w[k];

		if (ch == '\'' || ch == '"' || ch == '\\')
			return NULL;
		if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' ||
			  (k > 1 && ch >= '0' && ch <= '9')))
			plain = false;
	}
	sqlbuf_init(&b);
	if (plain)
		sqlbuf_append(&b, w + 1, n - 2);	/* unquoted: case-insensitive, as SQLite finds it */
	else
	{
		sqlbuf_putc(&b, '"');
		sqlbuf_append(&b, w + 1, n - 2);
		sqlbuf_putc(&b, '"');
	}
	add_idiom_note(idioms, "a string where SQLite expects a table name ('flights') is read as the name");
	return sqlbuf_finish(&b);
}

/* Words that end a FROM item (after its name and alias). */
static bool
ends_from_item(const Idioms *idioms, int i)
{
	static const char *const words[] = {
		"join", "inner", "left", "right", "full", "cross", "natural", "where", "group",
		"order", "having", "limit", "union", "except", "intersect", "window", "offset",
		"fetch", "for", NULL
	};
	int			k;

	if (idioms->t.tok[i].kind == SQLTOK_EOF || is_punct(idioms, i, ')') || is_punct(idioms, i, ';'))
		return true;
	for (k = 0; words[k]; k++)
		if (sqltok_is_word(&idioms->t, i, words[k]))
			return true;
	return false;
}

/*
 * An inner JOIN at token i whose item has neither ON nor USING: the last
 * token of the item (where " ON TRUE" goes), else -1.
 */
static int
join_without_on(Idioms *idioms, int i)
{
	int			p = sqltok_prev(&idioms->t, i);
	int			k;

	if (!sqltok_is_word(&idioms->t, i, "join") || !clause_keyword(idioms, i))
		return -1;
	if (p >= 0 && (sqltok_is_word(&idioms->t, p, "natural") || sqltok_is_word(&idioms->t, p, "cross") ||
				   sqltok_is_word(&idioms->t, p, "left") || sqltok_is_word(&idioms->t, p, "right") ||
				   sqltok_is_word(&idioms->t, p, "full") || sqltok_is_word(&idioms->t, p, "outer")))
		return -1;
	k = sqltok_next(&idioms->t, i);
	if (is_punct(idioms, k, '('))
		k = idioms->map[k];
	else if (idioms->t.tok[k].kind == SQLTOK_IDENT || idioms->t.tok[k].kind == SQLTOK_QUOTED_IDENT ||
			 idioms->t.tok[k].kind == SQLTOK_BRACKET_IDENT || idioms->t.tok[k].kind == SQLTOK_BACKTICK_IDENT)
	{
		while (is_punct(idioms, sqltok_next(&idioms->t, k), '.'))
			k = sqltok_next(&idioms->t, sqltok_next(&idioms->t, k));
		if (is_punct(idioms, sqltok_next(&idioms->t, k), '('))
			k = idioms->map[sqltok_next(&idioms->t, k)];	/* a function in FROM */
	}
	else
		return -1;
	if (k < 0)
		return -1;
	/* [AS] alias [(columns)] */
	{
		int			n = sqltok_next(&idioms->t, k);

		if (sqltok_is_word(&idioms->t, n, "as"))
			n = sqltok_next(&idioms->t, n);
		if ((idioms->t.tok[n].kind == SQLTOK_IDENT && !ends_from_item(idioms, n) &&
			 !sqltok_is_word(&idioms->t, n, "on") && !sqltok_is_word(&idioms->t, n, "using")) ||
			idioms->t.tok[n].kind == SQLTOK_QUOTED_IDENT)
		{
			k = n;
			if (is_punct(idioms, sqltok_next(&idioms->t, k), '('))
				k = idioms->map[sqltok_next(&idioms->t, k)];
			if (k < 0)
				return -1;
		}
	}
	return ends_from_item(idioms, sqltok_next(&idioms->t, k)) ? k : -1;
}

char *
dialect_idioms_rewrite(const char *sql, const char **notes, int maxnotes, int *nnotes,
					   const DialectStop *stop)
{
	Idioms		idioms;
	SqlBuf		b;
	int			i;
	int			pos = 0;
	bool		any = false;
	char	   *res;
	int			join_ends[64];
	int			njoin_ends = 0;

	*nnotes = 0;
	if (sql == NULL)
		return NULL;
	memset(&idioms, 0, sizeof(idioms));
	if (!sqltok_tokenize(sql, &idioms.t) || (idioms.map = sqltok_paren_map(&idioms.t)) == NULL)
	{
		sqltok_free(&idioms.t);
		return NULL;
	}
	idioms.src = sql;
	idioms.notes = notes;
	idioms.maxnotes = maxnotes;
	idioms.nnotes = nnotes;
	sqlbuf_init(&b);
	for (i = 0; i < idioms.t.n - 1; i++)
	{
		SqlBuf		piece;
		int			last;

		if (i % DIALECT_STOP_EVERY == 0 && DIALECT_STOPPED(stop))
		{
			sqlbuf_free(&b);
			free(idioms.map);
			sqltok_free(&idioms.t);
			*nnotes = 0;
			return NULL;
		}
		/* ON TRUE after a JOIN item that had none, once the walk passes its end */
		for (int j = 0; j < njoin_ends; j++)
			if (join_ends[j] >= 0 && idioms.t.tok[i].start >= join_ends[j])
			{
				sqlbuf_append(&b, sql + pos, (size_t) (join_ends[j] - pos));
				sqlbuf_puts(&b, " ON TRUE");
				pos = join_ends[j];
				join_ends[j] = -1;
			}

		if (idioms.t.tok[i].kind == SQLTOK_STRING)
		{
			char	   *name = quoted_table(&idioms, i);

			if (name == NULL)
				continue;
			sqlbuf_append(&b, sql + pos, (size_t) (idioms.t.tok[i].start - pos));
			sqlbuf_puts(&b, name);
			free(name);
			pos = idioms.t.tok[i].start + idioms.t.tok[i].len;
			any = true;
			continue;
		}
		if (idioms.t.tok[i].kind != SQLTOK_IDENT)
			continue;
		if ((last = join_without_on(&idioms, i)) >= 0)
		{
			/* copy up to the item's end, then ON TRUE; the walk goes on inside the item */
			int			e = idioms.t.tok[last].start + idioms.t.tok[last].len;

			join_ends[njoin_ends < 64 ? njoin_ends++ : 63] = e;
			add_idiom_note(&idioms, "an inner JOIN without ON is a cross join in SQLite (a later ON filters the chain) → ON TRUE");
			any = true;
			continue;
		}
		if (sqltok_is_word(&idioms.t, i, "with") && with_needs_recursive(&idioms, i))
		{
			sqlbuf_append(&b, sql + pos, (size_t) (idioms.t.tok[i].start + idioms.t.tok[i].len - pos));
			sqlbuf_puts(&b, sql[idioms.t.tok[i].start] == 'w' ? " recursive" : " RECURSIVE");
			pos = idioms.t.tok[i].start + idioms.t.tok[i].len;
			add_idiom_note(&idioms, "a WITH query that names itself is recursive (T-SQL needs no keyword) → WITH RECURSIVE");
			any = true;
			continue;
		}
		if ((last = option_maxrecursion(&idioms, i)) >= 0)
		{
			int			cut = idioms.t.tok[i].start;

			while (cut > pos && (sql[cut - 1] == ' ' || sql[cut - 1] == '\t' || sql[cut - 1] == '\n'))
				cut--;
			sqlbuf_append(&b, sql + pos, (size_t) (cut - pos));
			pos = idioms.t.tok[last].start + idioms.t.tok[last].len;
			i = last;
			any = true;
			continue;
		}
		sqlbuf_init(&piece);
		last = tsql_trunc(&idioms, i, &piece);
		if (last < 0)
			last = mysql_trunc(&idioms, i, &piece);
		if (last < 0)
			last = generate_date_array(&idioms, i, &piece);
		if (last < 0)
		{
			sqlbuf_free(&piece);
			continue;
		}
		{
			char	   *text = sqlbuf_finish(&piece);

			if (text == NULL)
				break;
			sqlbuf_append(&b, sql + pos, (size_t) (idioms.t.tok[i].start - pos));
			sqlbuf_puts(&b, text);
			free(text);
		}
		pos = idioms.t.tok[last].start + idioms.t.tok[last].len;
		i = last;
		any = true;
	}
	for (int j = 0; j < njoin_ends; j++)
		if (join_ends[j] >= 0)
		{
			sqlbuf_append(&b, sql + pos, (size_t) (join_ends[j] - pos));
			sqlbuf_puts(&b, " ON TRUE");
			pos = join_ends[j];
		}
	free(idioms.map);
	sqltok_free(&idioms.t);
	if (!any)
	{
		sqlbuf_free(&b);
		*nnotes = 0;
		return NULL;
	}
	sqlbuf_puts(&b, sql + pos);
	res = sqlbuf_finish(&b);
	if (res == NULL)
		*nnotes = 0;
	return res;
}
