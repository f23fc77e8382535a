/*
 * rules_quoted_alias.c — an output name written as a string literal:
 * SELECT count(*) AS 'Total', SELECT x 'name', and ORDER BY 'Total' meaning
 * that output column.
 *
 * MySQL and SQLite take a single-quoted alias; PostgreSQL reads a string
 * and refuses it: a syntax error at the string (after AS, or after the end
 * of an expression), "type x does not exist" for `x 'name'` (its typed
 * literal syntax), "non-integer constant in ORDER BY" for a sort key
 * (GROUP BY is left alone: a name there means an input column first).  Each
 * is the string's text as a double-quoted identifier.  A string where a
 * value may stand (SELECT 'a' AS x, WHERE name = 'x', SELECT 'literal') is
 * never touched: the rule works only at the string PostgreSQL's error names,
 * in a SELECT list, and a sort key only when an output column has that name.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "lib/stringinfo.h"

#include "sqltok.h"

/* The text of a plain '...' string token, '' unescaped; NULL for E'', $$, N'' and others. */
static char *
string_text(const char *sql, const SqlToken *tk)
{
	StringInfoData s;
	int			i;

	if (tk->kind != SQLTOK_STRING || tk->len < 2 || sql[tk->start] != '\'' ||
		sql[tk->start + tk->len - 1] != '\'')
		return NULL;
	initStringInfo(&s);
	for (i = tk->start + 1; i < tk->start + tk->len - 1; i++)
	{
		if (sql[i] == '\'')
			i++;				/* '' stands for ' */
		appendStringInfoChar(&s, sql[i]);
	}
	return s.len > 0 ? s.data : NULL;
}

/* The name as a double-quoted identifier, always quoted: its case is the author's. */
static char *
quoted_name(const char *name)
{
	StringInfoData s;
	const char *p;

	initStringInfo(&s);
	appendStringInfoChar(&s, '"');
	for (p = name; *p; p++)
	{
		if (*p == '"')
			appendStringInfoChar(&s, '"');
		appendStringInfoChar(&s, *p);
	}
	appendStringInfoChar(&s, '"');
	return s.data;
}

/* Does token i end an expression (a name, a number, a ')' or '*')? */
static bool
ends_expression(const char *sql, const SqlTokens *t, int i)
{
	static const char *const keywords[] = {"select", "distinct", "all", "from", "where", "and",
	"or", "not", "by", "on", "when", "then", "else", "in", "like", "is", "as", "case", "having", NULL};
	int			k;

	if (i < 0)
		return false;
	if (t->tok[i].kind == SQLTOK_PUNCT)
		return sql[t->tok[i].start] == ')';
	if (t->tok[i].kind == SQLTOK_NUMBER || t->tok[i].kind == SQLTOK_QUOTED_IDENT)
		return true;
	if (t->tok[i].kind == SQLTOK_OPERATOR)
		return t->tok[i].len == 1 && sql[t->tok[i].start] == '*';
	if (t->tok[i].kind != SQLTOK_IDENT)
		return false;
	for (k = 0; keywords[k]; k++)
		if (sqltok_is_word(t, i, keywords[k]))
			return false;
	return true;
}

/* Is token i a type that SQL writes typed literals with (DATE '2024-01-01')? */
static bool
typed_literal(const SqlTokens *t, int i)
{
	static const char *const types[] = {"date", "time", "timestamp", "timestamptz", "interval", NULL};
	int			k;

	for (k = 0; types[k]; k++)
		if (sqltok_is_word(t, i, types[k]))
			return true;
	return false;
}

/* Does an output column end at token i: the next token is ',', FROM, ')' or the end? */
static bool
ends_output(const char *sql, const SqlTokens *t, int i)
{
	int			n = sqltok_next(t, i);

	return t->tok[n].kind == SQLTOK_EOF || sqltok_is_word(t, n, "from") ||
		(t->tok[n].kind == SQLTOK_PUNCT && (sql[t->tok[n].start] == ',' || sql[t->tok[n].start] == ')' ||
											sql[t->tok[n].start] == ';'));
}

/*
 * Is token i in a SELECT list at its own level: back over whole
 * parenthesised groups, SELECT comes before any other clause word or an
 * opening parenthesis?
 */
static bool
in_select_list(const SqlTokens *t, const int *map, int i)
{
	static const char *const clauses[] = {"from", "where", "group", "order", "having", "limit",
	"offset", "on", "join", "set", "values", "returning", "by", "into", "using", "window", NULL};
	int			p;

	for (p = sqltok_prev(t, i); p >= 0; p = sqltok_prev(t, p))
	{
		const SqlToken *tk = &t->tok[p];
		int			k;

		rules_check_budget();
		if (tk->kind == SQLTOK_PUNCT && t->src[tk->start] == ')')
		{
			if (map[p] < 0)
				return false;
			p = map[p];
			continue;
		}
		if (tk->kind == SQLTOK_PUNCT && t->src[tk->start] == '(')
			return false;
		if (sqltok_is_word(t, p, "select"))
			return true;
		for (k = 0; clauses[k]; k++)
			if (sqltok_is_word(t, p, clauses[k]))
				return false;
	}
	return false;
}

/*
 * Is the string token i a whole ORDER BY key: BY 'x' or , 'x' in such a
 * list, followed by ',', ASC, DESC, NULLS, a clause or the end?  (GROUP BY
 * is left alone: there a name means an input column first.)
 */
static bool
sort_key(const char *sql, const SqlTokens *t, int i)
{
	int			p = sqltok_prev(t, i);
	int			n = sqltok_next(t, i);

	if (!(t->tok[n].kind == SQLTOK_EOF || t->tok[n].kind == SQLTOK_IDENT ||
		  (t->tok[n].kind == SQLTOK_PUNCT && sql[t->tok[n].start] != '(' && sql[t->tok[n].start] != '.')))
		return false;
	/* back over the keys before it: names, strings, numbers, commas, directions */
	while (p >= 0)
	{
		const SqlToken *tk = &t->tok[p];

		rules_check_budget();
		if (sqltok_is_word(t, p, "by"))
		{
			int			b = sqltok_prev(t, p);

			return sqltok_is_word(t, b, "order");
		}
		if (tk->kind == SQLTOK_PUNCT && sql[tk->start] != ',' && sql[tk->start] != '.')
			return false;
		if (tk->kind == SQLTOK_OPERATOR || tk->kind == SQLTOK_PARAM ||
			sqltok_is_word(t, p, "select") || sqltok_is_word(t, p, "from") ||
			sqltok_is_word(t, p, "where") || sqltok_is_word(t, p, "as"))
			return false;
		p = sqltok_prev(t, p);
	}
	return false;
}

/*
 * quoted_alias: a syntax error at 'name' in an alias position, "type x does
 * not exist" at x 'name', or a non-integer constant in ORDER BY / GROUP BY
 * naming an output column.
 */
bool
rule_quoted_alias(RuleContext *ctx, const char *sql, const ExecResult *err,
				  char **rewrite, char **note)
{
	SqlTokens	t;
	int			at;
	int			i;
	int			s;
	char	   *name = NULL;
	List	   *edits = NIL;
	List	   *sort_keys = NIL;
	const char *what = NULL;

	if (err->position <= 0 || err->message == NULL ||
		(strcmp(err->sqlstate, "42601") != 0 && strcmp(err->sqlstate, "42704") != 0))
		return false;
	at = rules_byte_offset(sql, err->position);
	if (at < 0 || !sqltok_tokenize(sql, &t))
	{
		sqltok_free(&t);
		return false;
	}
	i = sqltok_at_offset(&t, at);
	if (i < 0)
	{
		sqltok_free(&t);
		return false;
	}
	if (strcmp(err->sqlstate, "42601") == 0 && rules_starts_with(err->message, "syntax error at or near \"'"))
	{
		/* AS 'name', or expression 'name' before ',', FROM or the end */
		int			p = sqltok_prev(&t, i);

		name = string_text(sql, &t.tok[i]);
		if (name && ends_output(sql, &t, i) &&
			(sqltok_is_word(&t, p, "as") || ends_expression(sql, &t, p)))
		{
			s = i;
			what = "an output name in single quotes";
		}
		else
			name = NULL;
	}
	else if (strcmp(err->sqlstate, "42704") == 0 && rules_starts_with(err->message, "type \"") &&
			 t.tok[i].kind == SQLTOK_IDENT)
	{
		/* x 'name', f(x) 'name': PostgreSQL's typed literal syntax read an output and its name */
		int			n = sqltok_next(&t, i);
		int			p = sqltok_prev(&t, i);

		if (t.tok[n].kind == SQLTOK_PUNCT && sql[t.tok[n].start] == '(')
		{
			int			close = sqltok_match_paren(&t, n);

			n = close < 0 ? t.n - 1 : sqltok_next(&t, close);
		}
		name = string_text(sql, &t.tok[n]);
		if (name && ends_output(sql, &t, n) && p >= 0 &&
			(sqltok_is_word(&t, p, "select") || sqltok_is_word(&t, p, "distinct") ||
			 (t.tok[p].kind == SQLTOK_PUNCT && sql[t.tok[p].start] == ',')))
		{
			s = n;
			what = "an output name in single quotes after its expression";
		}
		else
			name = NULL;
	}
	else if (rules_starts_with(err->message, "non-integer constant in ORDER BY"))
	{
		/* a sort key naming an output column of the SELECT */
		QueryInfo  *q = query_analyse(ctx, sql, false);
		char	   *key = string_text(sql, &t.tok[i]);
		ListCell   *fc;

		if (q && key && sort_key(sql, &t, i))
		{
			foreach(fc, q->frames)
			{
				ListCell   *lc;

				foreach(lc, query_target_aliases(lfirst(fc)))
				{
					rules_check_budget();
					if (strcmp(lfirst(lc), key) == 0)
						name = key;
				}
			}
		}
		if (name)
		{
			s = -1;
			what = "a sort key naming an output column";
		}
	}
	if (name != NULL && s >= 0)
	{
		int		   *map = sqltok_paren_map(&t);

		if (map == NULL || !in_select_list(&t, map, s))
			name = NULL;
		free(map);
	}
	if (name == NULL)
	{
		sqltok_free(&t);
		return false;
	}
	if (s >= 0)
	{
		int		   *map = sqltok_paren_map(&t);

		edits = rules_add_edit(edits, t.tok[s].start, t.tok[s].start + t.tok[s].len, quoted_name(name));

		/*
		 * The query's other single-quoted output names too: left as they are,
		 * one after a bare name (x 'name') would parse as a typed literal, a
		 * constant where the column was meant.
		 */
		for (i = 0; map && i < t.n; i++)
		{
			int			p = sqltok_prev(&t, i);
			char	   *other;

			rules_check_budget();
			if (i == s || (other = string_text(sql, &t.tok[i])) == NULL || !ends_output(sql, &t, i) ||
				!(sqltok_is_word(&t, p, "as") || ends_expression(sql, &t, p)) ||
				typed_literal(&t, p) || !in_select_list(&t, map, i))
				continue;
			edits = rules_add_edit(edits, t.tok[i].start, t.tok[i].start + t.tok[i].len,
								   quoted_name(other));
			sort_keys = lappend(sort_keys, other);
		}
		free(map);
	}
	/* and every ORDER BY key naming one of them */
	sort_keys = lappend(sort_keys, name);
	for (i = 0; i < t.n; i++)
	{
		char	   *key;
		ListCell   *lc;

		rules_check_budget();
		if (i == s || (key = string_text(sql, &t.tok[i])) == NULL || !sort_key(sql, &t, i))
			continue;
		foreach(lc, sort_keys)
		{
			if (strcmp(lfirst(lc), key) == 0)
			{
				edits = rules_add_edit(edits, t.tok[i].start, t.tok[i].start + t.tok[i].len,
									   quoted_name(key));
				break;
			}
		}
	}
	sqltok_free(&t);
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("'%s' → %s (%s: MySQL and SQLite read it as a name, PostgreSQL as a string)",
					 name, quoted_name(name), what);
	return true;
}
