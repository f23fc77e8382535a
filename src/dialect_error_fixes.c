/*
 * dialect_error_fixes.c — fixes guided by PostgreSQL's error for a query
 * (dialect_fix_for_error): a missing subquery alias, a boolean compared with
 * 0/1, a SELECT-list alias used in WHERE/GROUP BY/HAVING/ORDER BY, T-SQL
 * string +, an integer used as a condition, SUM/AVG of a boolean,
 * round(double precision, int), a double-quoted string literal, the
 * DIVIDE / MULTIPLY / SUBTRACT of question hints and DAX.  These are
 * not dialect mappings: each one answers one error at one position, and the
 * general mapping then runs over the fixed text.
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"
#include "conversions.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Byte offset of the 1-based character position in UTF-8 text, or -1. */
static int
char_pos_to_byte(const char *s, int position)
{
	int			chars = 0;
	int			i;

	if (position <= 0)
		return -1;
	for (i = 0; s[i]; i++)
	{
		if (((unsigned char) s[i] & 0xC0) != 0x80)
		{
			chars++;
			if (chars == position)
				return i;
		}
		if (i >= INT_MAX - 1)
			break;
	}
	return -1;
}

/* The token at byte offset off, else the first non-comment token after it, else -1. */
static int
token_at(RewriteCtx *ctx, int off)
{
	int			i;
	int			lo = 0,
				hi = ctx->n - 1;

	if (off < 0)
		return -1;
	i = sqltok_at_offset(&ctx->t, off);
	if (i >= 0)
		return tok_kind(ctx, i) == SQLTOK_COMMENT ? -1 : i;
	/* first token starting after off */
	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (ctx->t.tok[mid].start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	i = tok_next(ctx, lo - 1);
	return (i >= 0 && tok_kind(ctx, i) != SQLTOK_EOF) ? i : -1;
}

/* Replace token i's text in the edit list. */
static void
edit_replace_token(RewriteCtx *ctx, SqlEdits *ed, int i, const char *text)
{
	sqledits_add(ed, ctx->t.tok[i].start, ctx->t.tok[i].start + ctx->t.tok[i].len, text);
}

/* Insert text before token i. */
static void
edit_insert_before(RewriteCtx *ctx, SqlEdits *ed, int i, const char *text)
{
	sqledits_add(ed, ctx->t.tok[i].start, ctx->t.tok[i].start, text);
}

/* Insert text right after token i. */
static void
edit_insert_after(RewriteCtx *ctx, SqlEdits *ed, int i, const char *text)
{
	int			e = ctx->t.tok[i].start + ctx->t.tok[i].len;

	sqledits_add(ed, e, e, text);
}

/* "subquery in FROM must have an alias": add AS subN after each such subquery. */
static bool
fix_subquery_alias(RewriteCtx *ctx, int error_tok, SqlEdits *ed, Notes *notes)
{
	int			i;
	int			next = first_free_subquery_alias(ctx);
	bool		any = false;

	for (i = 0; i < ctx->n - 1; i++)
	{
		char	   *name;

		if (ctx_stopped(ctx))
			return false;

		if (!tok_is_punct(ctx, i, '(') || !subquery_without_alias(ctx, i, i == error_tok))
			continue;
		name = arena_printf(ctx, "sub%d", next++);
		edit_insert_after(ctx, ed, tok_match(ctx, i), arena_printf(ctx, " AS %s", name));
		notes_add(notes, arena_printf(ctx, "subquery in FROM without an alias → AS %s", name));
		any = true;
	}
	return any;
}

/* Is token j 0 or 1 standing alone as a comparison operand? */
static bool
lone_bit_literal(RewriteCtx *ctx, int j, bool right)
{
	const SqlToken *tk = &ctx->t.tok[j];
	int			o;

	if (tok_kind(ctx, j) != SQLTOK_NUMBER || tk->len != 1 ||
		(ctx->src[tk->start] != '0' && ctx->src[tk->start] != '1'))
		return false;
	o = right ? tok_next(ctx, j) : tok_prev(ctx, j);
	if (tok_kind(ctx, o) == SQLTOK_OPERATOR || tok_is_punct(ctx, o, '.') || tok_is_punct(ctx, o, '['))
		return false;
	return true;
}

/* The comparison operator at i, when it is = <> or !=. */
static bool
is_eq_op(RewriteCtx *ctx, int i)
{
	return tok_is_op(ctx, i, "=") || tok_is_op(ctx, i, "<>") || tok_is_op(ctx, i, "!=");
}

/* "operator does not exist: boolean = integer": 1/0 → true/false, here and for the same operand elsewhere. */
static bool
fix_bool_compare(RewriteCtx *ctx, int op, bool int_right, SqlEdits *ed, Notes *notes)
{
	int			lit = int_right ? tok_next(ctx, op) : tok_prev(ctx, op);
	int			be,
				bs;
	SqlRange	b;
	int			i;

	if (!is_eq_op(ctx, op) || !lone_bit_literal(ctx, lit, int_right))
		return false;
	edit_replace_token(ctx, ed, lit, ctx->src[ctx->t.tok[lit].start] == '1' ? "true" : "false");
	notes_add(notes, "boolean compared with 1/0 → true/false");

	/* the boolean side, when it is a plain column reference */
	if (int_right)
	{
		be = tok_prev(ctx, op);
		bs = operand_start(ctx, be);
	}
	else
	{
		bs = tok_next(ctx, op);
		be = operand_end(ctx, bs);
	}
	if (bs < 0 || be < 0)
		return true;
	for (i = bs; i <= be; i = tok_next(ctx, i))
		if (!(tok_kind(ctx, i) == SQLTOK_IDENT || tok_kind(ctx, i) == SQLTOK_QUOTED_IDENT || tok_is_punct(ctx, i, '.')))
			return true;
	b.from = bs;
	b.to = be + 1;
	for (i = 0; i < ctx->n - 1; i++)
	{
		int			s,
					e;
		SqlRange	o;

		if (ctx_stopped(ctx))
			return false;

		if (!is_eq_op(ctx, i) || i == op)
			continue;
		/* operand = 0/1 */
		e = tok_prev(ctx, i);
		s = operand_start(ctx, e);
		o.from = s;
		o.to = e + 1;
		if (s >= 0 && same_tokens(ctx, b, o) && lone_bit_literal(ctx, tok_next(ctx, i), true))
		{
			int			l = tok_next(ctx, i);

			edit_replace_token(ctx, ed, l, ctx->src[ctx->t.tok[l].start] == '1' ? "true" : "false");
			continue;
		}
		/* 0/1 = operand */
		s = tok_next(ctx, i);
		e = operand_end(ctx, s);
		o.from = s;
		o.to = e + 1;
		if (e >= 0 && same_tokens(ctx, b, o) && lone_bit_literal(ctx, tok_prev(ctx, i), false))
		{
			int			l = tok_prev(ctx, i);

			edit_replace_token(ctx, ed, l, ctx->src[ctx->t.tok[l].start] == '1' ? "true" : "false");
		}
	}
	return true;
}

/* "operator does not exist: text + text" and the like: the + chain → ||. */
static bool
fix_string_plus(RewriteCtx *ctx, int op, SqlEdits *ed, Notes *notes)
{
	PlusChain		ch;
	int			k;

	if (!tok_is_op(ctx, op, "+") || !ends_operand(ctx, tok_prev(ctx, op)) || (ctx->hints & (HINT_MYSQL | HINT_SQLITE)))
		return false;
	if (!chain_of(ctx, op, &ch))
		return false;
	for (k = 0; k < ch.np; k++)
		edit_replace_token(ctx, ed, ch.plus[k], "||");
	notes_add(notes, "T-SQL string concatenation + → ||");
	return true;
}

/* Clause keywords of a SELECT block. */
static bool
is_clause_word(RewriteCtx *ctx, int j)
{
	return tok_is_word(ctx, j, "from") || tok_is_word(ctx, j, "where") || tok_is_word(ctx, j, "group") ||
		tok_is_word(ctx, j, "having") || tok_is_word(ctx, j, "order") || tok_is_word(ctx, j, "window") ||
		tok_is_word(ctx, j, "qualify") || tok_is_word(ctx, j, "limit") || tok_is_word(ctx, j, "offset") ||
		tok_is_word(ctx, j, "fetch") || tok_is_word(ctx, j, "into") || tok_is_word(ctx, j, "join") ||
		tok_is_word(ctx, j, "on") || tok_is_word(ctx, j, "using");
}

/* Names of volatile functions: repeating their call would change the answer. */
static bool
range_volatile(RewriteCtx *ctx, SqlRange r)
{
	int			i;

	for (i = r.from; i < r.to; i++)
		if (tok_is_word(ctx, i, "random") || tok_is_word(ctx, i, "nextval") || tok_is_word(ctx, i, "gen_random_uuid") ||
			tok_is_word(ctx, i, "clock_timestamp") || tok_is_word(ctx, i, "setval") || tok_is_word(ctx, i, "timeofday"))
			return true;
	return false;
}

/* Does a SELECT-list alias stay invisible in this clause (so its expression is substituted)? */
static bool
alias_invisible_in(const char *clause)
{
	return clause &&
		(ascii_iequal(clause, "where") || ascii_iequal(clause, "group") || ascii_iequal(clause, "having") ||
		 ascii_iequal(clause, "order") || ascii_iequal(clause, "qualify"));
}

/* The innermost SELECT around the reference, or -1 (also when it is part of a set operation). */
static int
enclosing_select(RewriteCtx *ctx, int ref)
{
	int			j,
				sel = -1;

	for (j = tok_prev(ctx, ref); j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return -1;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, ';'))
			return -1;
		if (tok_is_word(ctx, j, "select"))
		{
			sel = j;
			break;
		}
	}
	if (sel < 0)
		return -1;
	for (j = tok_prev(ctx, sel); j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return -1;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, ';'))
			break;
		if (is_setop(ctx, j))
			return -1;			/* ORDER BY of a set operation sees other columns */
	}
	return sel;
}

/*
 * The select list of sel (*list_from to the clause word *list_end) and the
 * clause holding the reference; false unless that clause is one where the
 * alias is invisible.
 */
static bool
select_list_of(RewriteCtx *ctx, int sel, int ref, int *list_from, int *list_end)
{
	const char *clause = NULL;
	int			j,
				m;

	*list_end = -1;
	*list_from = tok_next(ctx, sel);
	if (tok_is_word(ctx, *list_from, "all"))
		*list_from = tok_next(ctx, *list_from);
	else if (tok_is_word(ctx, *list_from, "distinct"))
	{
		*list_from = tok_next(ctx, *list_from);
		if (tok_is_word(ctx, *list_from, "on") && tok_is_punct(ctx, tok_next(ctx, *list_from), '('))
			*list_from = tok_next(ctx, tok_match(ctx, tok_next(ctx, *list_from)));
	}
	for (j = *list_from;; j = tok_next(ctx, j))
	{
		if (j == ref)
			break;
		if (tok_kind(ctx, j) == SQLTOK_EOF || tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ';') || is_setop(ctx, j))
			return false;
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			m = tok_match(ctx, j);
			if (m < 0)
				return false;
			if (ref > j && ref < m)
				break;
			j = m;
			continue;
		}
		if (tok_kind(ctx, j) == SQLTOK_IDENT && is_clause_word(ctx, j))
		{
			if (*list_end < 0)
				*list_end = j;
			clause = tok_lower_word(ctx, j);
		}
	}
	return *list_end >= 0 && alias_invisible_in(clause);
}

/* The expression of the one select item list_from..list_end aliased x, in *expr; false unless exactly one. */
static bool
aliased_expression(RewriteCtx *ctx, int list_from, int list_end, const char *x, SqlRange *expr)
{
	SqlRange	items[256];
	int			nitems = 0;
	int			matches = 0;
	int			start = list_from;
	int			j,
				q;

	for (j = list_from; j <= list_end; j = tok_next(ctx, j))
	{
		if ((tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[')) && tok_match(ctx, j) > j)
		{
			j = tok_match(ctx, j);
			continue;
		}
		if (j == list_end || tok_is_punct(ctx, j, ','))
		{
			if (nitems >= 256)
				return false;
			items[nitems].from = start;
			items[nitems++].to = j;
			start = j + 1;
		}
	}
	for (q = 0; q < nitems; q++)
	{
		int			l = range_last(ctx, items[q]);
		int			p;
		char	   *an;

		if (l < 0 || (tok_kind(ctx, l) != SQLTOK_IDENT && tok_kind(ctx, l) != SQLTOK_QUOTED_IDENT))
			continue;
		p = tok_prev(ctx, l);
		if (p < items[q].from)
			continue;
		if (tok_is_word(ctx, p, "as"))
		{
			an = arena_keep(ctx, sqltok_ident_name(&ctx->t, l));
			if (strcmp(an, x) == 0)
			{
				matches++;
				expr->from = items[q].from;
				expr->to = p;
			}
		}
		else if ((tok_kind(ctx, l) == SQLTOK_QUOTED_IDENT || word_is_operand(ctx, l)) &&
				 !tok_is_punct(ctx, p, '.') && ends_operand(ctx, p))
		{
			an = arena_keep(ctx, sqltok_ident_name(&ctx->t, l));
			if (strcmp(an, x) == 0)
			{
				matches++;
				expr->from = items[q].from;
				expr->to = l;
			}
		}
	}
	return matches == 1;
}

/*
 * Record in tmp the substitution of etext for the references to x of this
 * block after its select list (from list_end), where the alias is
 * invisible.  *clause: the clause last seen.  True when ref was among them.
 */
static bool
substitute_alias_refs(RewriteCtx *ctx, int list_end, int ref, const char *x, const char *etext,
					  SqlEdits *tmp, const char **clause)
{
	bool		ref_fixed = false;
	int			depth = 0;
	int			j;

	*clause = NULL;
	for (j = list_end; tok_kind(ctx, j) != SQLTOK_EOF; j = tok_next(ctx, j))
	{
		if (depth == 0 && (tok_is_punct(ctx, j, ';') || is_setop(ctx, j)))
			break;
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			int			f = tok_next(ctx, j);

			if (tok_is_word(ctx, f, "select") || tok_is_word(ctx, f, "with") || tok_is_word(ctx, f, "values"))
			{
				if (tok_match(ctx, j) < 0)
					break;
				j = tok_match(ctx, j);	/* a subquery has its own scope */
				continue;
			}
			depth++;
			continue;
		}
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (depth == 0)
				break;
			depth--;
			continue;
		}
		if (depth == 0 && tok_kind(ctx, j) == SQLTOK_IDENT && is_clause_word(ctx, j))
		{
			*clause = tok_lower_word(ctx, j);
			continue;
		}
		if (!alias_invisible_in(*clause))
			continue;
		if (tok_kind(ctx, j) != SQLTOK_IDENT && tok_kind(ctx, j) != SQLTOK_QUOTED_IDENT)
			continue;
		if (strcmp(arena_keep(ctx, sqltok_ident_name(&ctx->t, j)), x) != 0)
			continue;
		if (tok_is_punct(ctx, tok_prev(ctx, j), '.') || tok_is_punct(ctx, tok_next(ctx, j), '.') || tok_is_punct(ctx, tok_next(ctx, j), '(') ||
			tok_is_word(ctx, tok_prev(ctx, j), "as"))
			continue;
		/* a bare ORDER BY / GROUP BY item may name an output column */
		if (depth == 0 && (ascii_iequal(*clause, "order") || ascii_iequal(*clause, "group")) &&
			(tok_is_word(ctx, tok_prev(ctx, j), "by") || tok_is_punct(ctx, tok_prev(ctx, j), ',')))
		{
			int			n = tok_next(ctx, j);

			if (tok_is_punct(ctx, n, ',') || tok_is_punct(ctx, n, ')') || tok_is_punct(ctx, n, ';') || tok_kind(ctx, n) == SQLTOK_EOF ||
				tok_is_word(ctx, n, "asc") || tok_is_word(ctx, n, "desc") || tok_is_word(ctx, n, "nulls") ||
				is_setop(ctx, n) || (tok_kind(ctx, n) == SQLTOK_IDENT && is_clause_word(ctx, n)))
				continue;
		}
		sqledits_add(tmp, ctx->t.tok[j].start, ctx->t.tok[j].start + ctx->t.tok[j].len, etext);
		if (j == ref)
			ref_fixed = true;
	}
	return ref_fixed;
}

/*
 * "column "x" does not exist" where x is an alias of the same SELECT list,
 * used in WHERE, GROUP BY, HAVING or ORDER BY expressions (MySQL, SQLite,
 * BigQuery allow that; PostgreSQL does not): substitute (expression) for
 * the unqualified references of that block.
 */
static bool
fix_alias_ref(RewriteCtx *ctx, int ref, const char *x, SqlEdits *ed, Notes *notes)
{
	int			sel,
				list_from,
				list_end;
	const char *clause;
	SqlRange	expr = {-1, -1};
	char	   *etext;
	char	   *name;
	SqlEdits	tmp;
	int			q;

	if (tok_kind(ctx, ref) != SQLTOK_IDENT && tok_kind(ctx, ref) != SQLTOK_QUOTED_IDENT)
		return false;
	name = arena_keep(ctx, sqltok_ident_name(&ctx->t, ref));
	if (strcmp(name, x) != 0 || tok_is_punct(ctx, tok_prev(ctx, ref), '.') || tok_is_punct(ctx, tok_next(ctx, ref), '.') ||
		tok_is_punct(ctx, tok_next(ctx, ref), '('))
		return false;
	sel = enclosing_select(ctx, ref);
	if (sel < 0 || !select_list_of(ctx, sel, ref, &list_from, &list_end))
		return false;
	if (!aliased_expression(ctx, list_from, list_end, x, &expr) ||
		range_empty(ctx, expr) || range_has_comment(ctx, expr) || range_volatile(ctx, expr))
		return false;
	etext = arena_printf(ctx, "(%s)", tok_span_text(ctx, range_first(ctx, expr), range_last(ctx, expr)));

	sqledits_init(&tmp);
	if (!substitute_alias_refs(ctx, list_end, ref, x, etext, &tmp, &clause) || tmp.oom ||
		(size_t) tmp.n * strlen(etext) > strlen(ctx->src) * 16 + 65536)
	{
		sqledits_free(&tmp);
		return false;
	}
	for (q = 0; q < tmp.n; q++)
		sqledits_add(ed, tmp.e[q].start, tmp.e[q].end, tmp.e[q].text);
	sqledits_free(&tmp);
	notes_add(notes, arena_printf(ctx, "column alias %s is not visible in %s → its expression substituted",
								  x, ascii_iequal(clause, "group") ? "GROUP BY" : ascii_iequal(clause, "order") ? "ORDER BY" :
								  ascii_iequal(clause, "having") ? "HAVING" : ascii_iequal(clause, "where") ? "WHERE" : "that clause"));
	return true;
}

/* "column "x" does not exist" for a double-quoted value: MySQL/SQLite/BigQuery "x" is a string. */
static bool
fix_dq_string(RewriteCtx *ctx, int ref, const char *x, SqlEdits *ed, Notes *notes)
{
	int			p,
				le,
				ls,
				o;
	char	   *name;

	if (tok_kind(ctx, ref) != SQLTOK_QUOTED_IDENT || ctx->src[ctx->t.tok[ref].start] != '"')
		return false;
	name = arena_keep(ctx, sqltok_ident_name(&ctx->t, ref));
	if (strcmp(name, x) != 0 || tok_is_punct(ctx, tok_prev(ctx, ref), '.') || tok_is_punct(ctx, tok_next(ctx, ref), '.'))
		return false;
	p = tok_prev(ctx, ref);
	if (is_eq_op(ctx, p) || tok_is_op(ctx, p, "<") || tok_is_op(ctx, p, ">") || tok_is_op(ctx, p, "<=") ||
		tok_is_op(ctx, p, ">=") || tok_is_word(ctx, p, "like") || tok_is_word(ctx, p, "ilike"))
	{
		le = tok_prev(ctx, p);
		if (tok_is_word(ctx, le, "not"))
			le = tok_prev(ctx, le);
		ls = operand_start(ctx, le);
		if (ls < 0 || (ls == le && (tok_kind(ctx, ls) == SQLTOK_STRING || tok_kind(ctx, ls) == SQLTOK_NUMBER)))
			return false;
		edit_replace_token(ctx, ed, ref, quote_literal(ctx, name));
	}
	else if (tok_is_punct(ctx, p, '(') || tok_is_punct(ctx, p, ','))
	{
		int			close,
					i;

		/* x [NOT] IN ("a", "b") */
		for (o = p; o >= 0 && !tok_is_punct(ctx, o, '('); o = tok_prev(ctx, o))
			if (!(tok_is_punct(ctx, o, ',') || tok_kind(ctx, o) == SQLTOK_STRING || tok_kind(ctx, o) == SQLTOK_QUOTED_IDENT))
				return false;
		if (o < 0 || !tok_is_word(ctx, tok_prev(ctx, o), "in") || (close = tok_match(ctx, o)) < 0)
			return false;
		for (i = tok_next(ctx, o); i < close; i = tok_next(ctx, i))
			if (!(tok_is_punct(ctx, i, ',') || tok_kind(ctx, i) == SQLTOK_STRING || tok_kind(ctx, i) == SQLTOK_QUOTED_IDENT))
				return false;
		for (i = tok_next(ctx, o); i < close; i = tok_next(ctx, i))
			if (tok_kind(ctx, i) == SQLTOK_QUOTED_IDENT && ctx->src[ctx->t.tok[i].start] == '"')
				edit_replace_token(ctx, ed, i, quote_literal(ctx, arena_keep(ctx, sqltok_ident_name(&ctx->t, i))));
	}
	else
		return false;
	notes_add(notes, "double-quoted value (a string in MySQL/SQLite/BigQuery) → single-quoted string");
	return true;
}

/*
 * Is the AND at token a BETWEEN's (x BETWEEN lo AND hi)?  From the start of
 * its operand list (an opening parenthesis, a comma, a clause, OR), each
 * BETWEEN takes the next AND at the same depth.
 */
#define BETWEEN_SCAN_MAX 4096

static bool
between_and(RewriteCtx *ctx, int a)
{
	int			i = tok_prev(ctx, a);
	int			pending = 0;
	int			steps = 0;

	while (i >= 0)
	{
		if (++steps > BETWEEN_SCAN_MAX)
			return true;		/* too far to tell: say yes, so nothing is rewritten */
		if (tok_is_punct(ctx, i, ')') || tok_is_punct(ctx, i, ']'))
		{
			if (tok_match(ctx, i) < 0)
				return true;	/* unbalanced: say yes, so nothing is rewritten */
			i = tok_prev(ctx, tok_match(ctx, i));
			continue;
		}
		if (tok_is_punct(ctx, i, '(') || tok_is_punct(ctx, i, '[') || tok_is_punct(ctx, i, ',') ||
			tok_is_word(ctx, i, "where") || tok_is_word(ctx, i, "when") || tok_is_word(ctx, i, "then") ||
			tok_is_word(ctx, i, "else") || tok_is_word(ctx, i, "on") || tok_is_word(ctx, i, "having") ||
			tok_is_word(ctx, i, "select") || tok_is_word(ctx, i, "or"))
			break;
		i = tok_prev(ctx, i);
	}
	for (i = i < 0 ? 0 : tok_next(ctx, i); i >= 0 && i < a; i = tok_next(ctx, i))
	{
		if (tok_is_punct(ctx, i, '(') || tok_is_punct(ctx, i, '['))
		{
			if (tok_match(ctx, i) < 0)
				return true;
			i = tok_match(ctx, i);
		}
		else if (tok_is_word(ctx, i, "between"))
			pending++;
		else if (tok_is_word(ctx, i, "and") && pending > 0)
			pending--;
	}
	return pending > 0;
}

/* Is token i a logical AND or OR (not a BETWEEN's AND)? */
static bool
logical_op(RewriteCtx *ctx, int i)
{
	return tok_is_word(ctx, i, "or") || (tok_is_word(ctx, i, "and") && !between_and(ctx, i));
}

/*
 * Is [s, e] a whole condition: an operand of AND/OR/NOT or of a clause that
 * takes one (WHERE x, WHEN x THEN, x AND ...)?  Only then is the operand
 * read as a truth value; anything binding tighter around it (x + 1 AND,
 * y = x AND, f(x)) is not a condition and is left alone.
 */
static bool
condition_slot(RewriteCtx *ctx, int s, int e)
{
	int			p = tok_prev(ctx, s);
	int			n = tok_next(ctx, e);

	/* (x AND ..., f(x OR ..., a, x AND ..., SELECT x AND ..., THEN x AND ...: left operand of AND/OR */
	if ((tok_is_punct(ctx, p, '(') || tok_is_punct(ctx, p, ',') || tok_is_word(ctx, p, "select") ||
		 tok_is_word(ctx, p, "then") || tok_is_word(ctx, p, "else")) &&
		logical_op(ctx, n))
		return true;
	if (!(tok_is_word(ctx, p, "when") || tok_is_word(ctx, p, "where") || logical_op(ctx, p) ||
		  tok_is_word(ctx, p, "not") || tok_is_word(ctx, p, "having") || tok_is_word(ctx, p, "on") || tok_is_punct(ctx, p, '(')))
		return false;
	if (tok_is_punct(ctx, p, '('))
	{
		int			pp = tok_prev(ctx, p);

		/* (x) alone in a condition's place, not f(x) */
		if (!tok_is_punct(ctx, n, ')') ||
			!(tok_is_word(ctx, pp, "when") || tok_is_word(ctx, pp, "where") || logical_op(ctx, pp) ||
			  tok_is_word(ctx, pp, "not") || tok_is_word(ctx, pp, "having") || tok_is_word(ctx, pp, "on")))
			return false;
	}
	return tok_is_word(ctx, n, "then") || logical_op(ctx, n) || tok_is_punct(ctx, n, ')') ||
		tok_is_punct(ctx, n, ';') || tok_kind(ctx, n) == SQLTOK_EOF || tok_is_word(ctx, n, "group") || tok_is_word(ctx, n, "order") ||
		tok_is_word(ctx, n, "having") || tok_is_word(ctx, n, "limit") || tok_is_word(ctx, n, "window") || is_setop(ctx, n) ||
		tok_is_word(ctx, n, "offset") || tok_is_word(ctx, n, "fetch");
}

/* "argument of WHERE must be type boolean, not type integer": x → (x <> 0). */
static bool
fix_int_condition(RewriteCtx *ctx, int s, SqlEdits *ed, Notes *notes)
{
	int			e = operand_end(ctx, s);
	SqlRange	b;
	int			i;

	if (s < 0 || e < 0 || !condition_slot(ctx, s, e))
		return false;
	b.from = s;
	b.to = e + 1;
	for (i = 0; i < ctx->n - 1; i++)
	{
		int			ie;
		SqlRange	o;

		if (ctx_stopped(ctx))
			return false;

		if (tok_kind(ctx, i) != tok_kind(ctx, s) || ctx->t.tok[i].len != ctx->t.tok[s].len ||
			memcmp(ctx->src + ctx->t.tok[i].start, ctx->src + ctx->t.tok[s].start, (size_t) ctx->t.tok[s].len) != 0)
			continue;
		ie = operand_end(ctx, i);
		if (ie < 0 || !condition_slot(ctx, i, ie))
			continue;
		o.from = i;
		o.to = ie + 1;
		if (!same_tokens(ctx, b, o))
			continue;
		edit_insert_before(ctx, ed, i, "(");
		edit_insert_after(ctx, ed, ie, " <> 0)");
		i = ie;
	}
	notes_add(notes, "number used as a condition → (x <> 0), as MySQL/SQLite read it");
	return true;
}

/* "function sum(boolean) does not exist": SUM/AVG(b) → SUM/AVG(CAST(b AS integer)). */
static bool
fix_agg_bool(RewriteCtx *ctx, int f, SqlEdits *ed, Notes *notes)
{
	SqlRange	a[MAXARGS];
	SqlRange	first;
	int			i;

	if (!is_mappable_call(ctx, f) || sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, f), a, MAXARGS) != 1 ||
		range_empty(ctx, a[0]))
		return false;
	first = a[0];
	if (tok_is_word(ctx, range_first(ctx, first), "distinct"))
		return false;
	for (i = 0; i < ctx->n - 1; i++)
	{
		SqlRange	b[MAXARGS];

		if (ctx_stopped(ctx))
			return false;

		if (!(tok_is_word(ctx, i, "sum") || tok_is_word(ctx, i, "avg")) || !is_mappable_call(ctx, i) ||
			sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, i), b, MAXARGS) != 1 ||
			!same_tokens(ctx, first, b[0]))
			continue;
		edit_insert_before(ctx, ed, range_first(ctx, b[0]), "CAST(");
		edit_insert_after(ctx, ed, range_last(ctx, b[0]), " AS integer)");
	}
	notes_add(notes, "SUM/AVG of a boolean → of CAST(b AS integer) (true counts 1, as in MySQL/SQLite)");
	return true;
}

/* "function round(double precision, integer) does not exist": round(CAST(x AS numeric), n). */
static bool
fix_round(RewriteCtx *ctx, SqlEdits *ed, Notes *notes)
{
	int			i;
	bool		any = false;

	for (i = 0; i < ctx->n - 1; i++)
	{
		SqlRange	a[MAXARGS];
		int			f;

		if (ctx_stopped(ctx))
			return false;

		if (!tok_is_word(ctx, i, "round") || !is_mappable_call(ctx, i) ||
			sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, i), a, MAXARGS) != 2 ||
			range_empty(ctx, a[0]) || range_empty(ctx, a[1]))
			continue;
		f = range_first(ctx, a[0]);
		edit_insert_before(ctx, ed, f, "CAST(");
		edit_insert_after(ctx, ed, range_last(ctx, a[0]), " AS numeric)");
		any = true;
	}
	if (any)
		notes_add(notes, "round(double precision, n) does not exist → round(CAST(x AS numeric), n)");
	return any;
}

/*
 * "function divide(integer, integer) does not exist" and its kin: the
 * arithmetic of BIRD's question hints and of DAX, copied into SQL.  DAX's
 * DIVIDE(a, b) is real division that answers BLANK (NULL) for b = 0, as
 * SQLite's a / 0 does: a / NULLIF(b, 0), with a read as numeric when both
 * operands are integers (PostgreSQL would truncate).  MULTIPLY(a, b) and
 * SUBTRACT(a, b) are a * b and a - b.  Only the call at the error position,
 * with exactly two arguments whose types the message names as numbers.
 */
static bool
fix_tool_arith(RewriteCtx *ctx, int f, const char *message, SqlEdits *ed, Notes *notes)
{
	char		fname[64];
	char		types[MAXARGS][64];
	int			ntypes;
	SqlRange	a[MAXARGS];
	ConvTypeClass c0,
				c1;
	char	   *x,
			   *y,
			   *text;
	const char *w;
	int			close;

	if (f < 0 || !is_mappable_call(ctx, f) ||
		!conv_parse_function_message(message, fname, sizeof(fname), types, MAXARGS, &ntypes) ||
		ntypes != 2 || (w = tok_lower_word(ctx, f)) == NULL || strcmp(w, fname) != 0 ||
		sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, f), a, MAXARGS) != 2 ||
		range_empty(ctx, a[0]) || range_empty(ctx, a[1]))
		return false;
	c0 = conv_type_class(types[0]);
	c1 = conv_type_class(types[1]);
	if ((c0 != CT_INTEGER && c0 != CT_NUMBER) || (c1 != CT_INTEGER && c1 != CT_NUMBER))
		return false;
	x = tok_span_text(ctx, range_first(ctx, a[0]), range_last(ctx, a[0]));
	y = tok_span_text(ctx, range_first(ctx, a[1]), range_last(ctx, a[1]));
	if (strcmp(fname, "divide") == 0)
	{
		if (c0 == CT_INTEGER && c1 == CT_INTEGER)
			text = arena_printf(ctx, "(CAST(%s AS numeric) / NULLIF(%s, 0))", x, y);
		else
			text = arena_printf(ctx, "(%s / NULLIF(%s, 0))", paren_unless_simple(ctx, a[0], x), y);
		notes_add(notes, c0 == CT_INTEGER && c1 == CT_INTEGER
				  ? "DIVIDE(a, b) → CAST(a AS numeric) / NULLIF(b, 0) (real division, NULL for a zero divisor, as DAX's DIVIDE)"
				  : "DIVIDE(a, b) → a / NULLIF(b, 0) (NULL for a zero divisor, as DAX's DIVIDE)");
	}
	else if (strcmp(fname, "multiply") == 0 || strcmp(fname, "subtract") == 0)
	{
		bool		mul = fname[0] == 'm';

		text = arena_printf(ctx, "(%s %c %s)", paren_unless_simple(ctx, a[0], x), mul ? '*' : '-',
							paren_unless_simple(ctx, a[1], y));
		notes_add(notes, mul ? "MULTIPLY(a, b) → a * b" : "SUBTRACT(a, b) → a - b");
	}
	else
		return false;
	close = tok_match(ctx, tok_next(ctx, f));
	return close > f && sqledits_add(ed, ctx->t.tok[f].start,
									 ctx->t.tok[close].start + ctx->t.tok[close].len, text);
}

/* Parse "T1 op T2" of an operator error. */
static bool
parse_op_types(const char *rest, const char *op, char *left, char *right, size_t cap)
{
	char		pat[8];
	const char *at;
	size_t		ll;

	snprintf(pat, sizeof(pat), " %s ", op);
	at = strstr(rest, pat);
	if (!at)
		return false;
	ll = (size_t) (at - rest);
	if (ll >= cap || strlen(at + strlen(pat)) >= cap)
		return false;
	memcpy(left, rest, ll);
	left[ll] = '\0';
	strcpy(right, at + strlen(pat));
	return true;
}

/* A type name as PostgreSQL prints it that holds text. */
static bool
is_text_type_name(const char *t)
{
	return strcmp(t, "text") == 0 || strcmp(t, "unknown") == 0 ||
		ascii_istarts(t, "character varying") || strcmp(t, "character") == 0 ||
		strcmp(t, "name") == 0 || strcmp(t, "citext") == 0 || strcmp(t, "\"char\"") == 0;
}

/* An integer type name as PostgreSQL prints it. */
static bool
is_integer_type_name(const char *t)
{
	return strcmp(t, "integer") == 0 || strcmp(t, "bigint") == 0 || strcmp(t, "smallint") == 0;
}

/* Apply the fix the error message asks for; true when edits were recorded. */
static bool
apply_error_fix(RewriteCtx *ctx, const char *message, int error_tok, SqlEdits *ed, Notes *notes)
{
	char		l[128],
				r[128];
	const char *rest;

	if (ascii_istarts(message, "subquery in FROM must have an alias") ||
		ascii_istarts(message, "VALUES in FROM must have an alias"))
		return fix_subquery_alias(ctx, error_tok, ed, notes);

	rest = NULL;
	if (ascii_istarts(message, "operator does not exist: "))
		rest = message + strlen("operator does not exist: ");
	else if (ascii_istarts(message, "operator is not unique: "))
		rest = message + strlen("operator is not unique: ");
	if (rest && error_tok >= 0)
	{
		if (parse_op_types(rest, "=", l, r, sizeof(l)) || parse_op_types(rest, "<>", l, r, sizeof(l)))
		{
			if (strcmp(l, "boolean") == 0 && is_integer_type_name(r))
				return fix_bool_compare(ctx, error_tok, true, ed, notes);
			if (is_integer_type_name(l) && strcmp(r, "boolean") == 0)
				return fix_bool_compare(ctx, error_tok, false, ed, notes);
			return false;
		}
		if (parse_op_types(rest, "+", l, r, sizeof(l)) && is_text_type_name(l) && is_text_type_name(r))
			return fix_string_plus(ctx, error_tok, ed, notes);
		return false;
	}

	if (ascii_istarts(message, "column \"") && error_tok >= 0)
	{
		const char *q = message + strlen("column \"");
		const char *end = strstr(q, "\" does not exist");
		char	   *x;

		if (!end)
			return false;
		x = arena_strndup(ctx, q, (size_t) (end - q));
		if (fix_alias_ref(ctx, error_tok, x, ed, notes))
			return true;
		return fix_dq_string(ctx, error_tok, x, ed, notes);
	}

	if (ascii_istarts(message, "argument of ") && strstr(message, " must be type boolean, not type ") && error_tok >= 0)
	{
		const char *t = strstr(message, "not type ") + strlen("not type ");

		if (is_integer_type_name(t) || strcmp(t, "numeric") == 0)
			return fix_int_condition(ctx, error_tok, ed, notes);
		return false;
	}

	if ((ascii_istarts(message, "function sum(boolean) does not exist") ||
		 ascii_istarts(message, "function avg(boolean) does not exist")) && error_tok >= 0)
		return fix_agg_bool(ctx, error_tok, ed, notes);

	if ((ascii_istarts(message, "function divide(") || ascii_istarts(message, "function multiply(") ||
		 ascii_istarts(message, "function subtract(")) && error_tok >= 0)
		return fix_tool_arith(ctx, error_tok, message, ed, notes);

	if (ascii_istarts(message, "function round(double precision, integer) does not exist") ||
		ascii_istarts(message, "function round(real, integer) does not exist") ||
		ascii_istarts(message, "function round(double precision, bigint) does not exist"))
		return fix_round(ctx, ed, notes);

	return false;
}

/* Fix guided by PostgreSQL's error; see dialect.h. */
bool
dialect_fix_for_error(const char *sql, const char *sqlstate, const char *message,
					  int position, const DialectStop *stop, DialectResult *out)
{
	RewriteCtx			ctx;
	SqlEdits	ed;
	Notes		notes = {NULL, 0, false};
	Notes		more = {NULL, 0, false};
	char	   *first = NULL;
	char	   *second;
	int			error_tok = -1;
	int			k;

	(void) sqlstate;			/* the message says more than the code */
	result_init(out);
	if (!sql)
		return false;
	if (!message)
		message = "";
	sqledits_init(&ed);
	if (ctx_init(&ctx, sql, stop) && ctx.n > 1)
	{
		error_tok = token_at(&ctx, char_pos_to_byte(sql, position));
		ctx.hints = detect_hints(&ctx);
		if (apply_error_fix(&ctx, message, error_tok, &ed, &notes) && ed.n > 0 && !ctx.failed)
			first = sqledits_apply(&ed, sql);
	}
	ctx_free(&ctx);
	sqledits_free(&ed);
	if (!first || strcmp(first, sql) == 0)
	{
		free(first);
		first = NULL;
		notes_free(&notes);
	}

	/* then the general mapping, over the fixed text */
	second = rewrite_text(first ? first : sql, &more, 0, stop);
	for (k = 0; k < more.n; k++)
		notes_add(&notes, more.v[k]);
	notes_free(&more);
	if (second)
	{
		free(first);
		first = second;
	}
	if (!first || notes.oom)
	{
		free(first);
		notes_free(&notes);
		return false;
	}
	out->sql = first;
	out->notes = notes.v;
	out->nnotes = notes.n;
	return true;
}
