/*
 * dialect_internal.h — what the files of the dialect mapper share.  Not an
 * API: the rest of the extension uses dialect.h.
 *
 *   dialect.c              the engine: rewrite context, the walk, entry points
 *   dialect_tokens.c       arena, notes, token and range access, keywords,
 *                          edit registration, operand boundaries
 *   dialect_syntax.c       the first pass: token-level syntax edits
 *   dialect_datetime.c     the date part table and date arithmetic calls
 *   dialect_date_format.c  format strings → to_char templates
 *   dialect_sqlite_time.c  SQLite's time values and modifiers
 *   dialect_functions.c    the call table and the other call handlers
 *   dialect_error_fixes.c  fixes guided by PostgreSQL's error
 *
 * Pure C: no PostgreSQL headers.
 */
#ifndef NL2SQL_HEAL_DIALECT_INTERNAL_H
#define NL2SQL_HEAL_DIALECT_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "dialect.h"
#include "sqltok.h"

#define MAXARGS		16			/* arguments of a call the walk looks at */
#define MAX_DEPTH	40			/* nesting of rewritten calls */
#define MAX_NOTES	64

/* per-token flags */
#define EAT_BEFORE	0x01		/* drop the whitespace before this token */
#define EAT_AFTER	0x02		/* drop the whitespace after this token */
#define COVERED		0x04		/* inside a registered replacement */

/* dialect hints: which engine's markers the query carries */
#define HINT_TSQL		0x01
#define HINT_MYSQL		0x02
#define HINT_SQLITE		0x04
#define HINT_BIGQUERY	0x08
#define HINT_SNOWFLAKE	0x10

/* The notes of a rewrite: distinct sentences, in the order found. */
typedef struct Notes
{
	char	  **v;
	int			n;
	bool		oom;
} Notes;

/* Arena of strings owned by a rewrite, freed together at the end. */
typedef struct Arena
{
	char	  **v;
	int			n;
	int			cap;
} Arena;

/* One rewrite: the tokens, the edits registered on them, and what it owns. */
typedef struct RewriteCtx
{
	SqlTokens	t;
	const char *src;
	int			n;				/* tokens, EOF included */
	int		   *pmap;
	int		   *repl_end;		/* -1, or the last token a replacement covers */
	char	  **repl_text;
	unsigned char *flags;
	char	  **before;			/* text inserted before a token */
	char	  **after_expr;		/* text after a token: expression closers */
	char	  **after_stmt;		/* text after a token: statement clauses */
	char	  **tnote;			/* notes ('\n'-separated) shown when a token is emitted */
	int			hints;
	int			depth;
	size_t		budget;			/* bytes the walk may still emit */
	bool		changed;
	bool		failed;			/* out of memory or over budget */
	Notes		notes;
	Arena		arena;
	const DialectStop *stop;	/* the caller's stop check, or NULL */
} RewriteCtx;

/* A function call found by the walker. */
typedef struct DialectCall
{
	int			name;
	int			open;
	int			close;
	int			limit;			/* the walk's range end: tokens must stay below */
	int			end;			/* last token consumed (close, or later for WITHIN GROUP) */
	int			nargs;
	SqlRange	args[MAXARGS];
	char		lname[32];		/* name in lower case */
	char		uname[32];		/* name in upper case, for notes */
} DialectCall;

/* The '+' tokens of one T-SQL string + chain (a + b + c). */
#define CHAIN_MAX 64

typedef struct PlusChain
{
	int			plus[CHAIN_MAX];
	int			np;
	bool		evident;		/* some operand can only be a string */
	bool		number_next;	/* a '+' touches a number literal */
} PlusChain;

/* A date part, whatever an engine calls it (see date_part_named). */
typedef enum DatePart
{
	DP_NONE = 0,
	DP_YEAR,
	DP_QUARTER,
	DP_MONTH,
	DP_DAYOFYEAR,
	DP_DAY,
	DP_WEEK,
	DP_ISOWEEK,
	DP_WEEKDAY,
	DP_HOUR,
	DP_MINUTE,
	DP_SECOND,
	DP_MILLISECOND,
	DP_MICROSECOND
} DatePart;

/* How a mapping writes a date/time argument (call_arg_datetime). */
typedef enum DateArgForm
{
	DT_ASIS,					/* as written (parenthesised when needed) */
	DT_TS,						/* CAST(x AS timestamp) */
	DT_DATE,					/* CAST(x AS date) */
	DT_TSTZ						/* CAST(x AS timestamptz) */
} DateArgForm;

/*
 * Everything the mappings need to know about one date part, in one row.
 * The templates are printf formats: value takes the date once;
 * elapsed and boundaries take (later, earlier, later, earlier), and those
 * that name each operand once ignore the rest.  NULL: the part has no such
 * form, and a call that needs it is left alone.
 */
typedef struct DatePartInfo
{
	const char *name;			/* in notes */
	const char *step;			/* one step, as an interval */
	const char *literal_unit;	/* unit of an n-step literal (n times literal_factor) */
	int			literal_factor;
	const char *trunc_field;	/* date_trunc field */
	const char *date_part_field;	/* Snowflake DATE_PART(part, x) field; NULL
									 * where PostgreSQL answers otherwise */
	const char *interval_word;	/* MySQL/BigQuery INTERVAL n <word>, or <word>s */
	const char *value;			/* the field as an integer (T-SQL DATEPART) */
	const char *elapsed;		/* whole units from earlier to later (MySQL TIMESTAMPDIFF) */
	DateArgForm boundary_arg;	/* how boundaries casts its operands */
	const char *boundaries;		/* boundaries crossed from earlier to later;
								 * NULL for the weeks, which need a week start */
} DatePartInfo;

/*
 * Small ASCII helpers of the dialect files (SQL keywords and names are
 * ASCII; other bytes compare as they are).
 */
/* ASCII lower case of one byte. */
static inline char
ascii_lower(char ch)
{
	return (ch >= 'A' && ch <= 'Z') ? (char) (ch - 'A' + 'a') : ch;
}

/* Case-insensitive ASCII string equality. */
static inline bool
ascii_iequal(const char *a, const char *b)
{
	while (*a && *b)
	{
		if (ascii_lower(*a) != ascii_lower(*b))
			return false;
		a++;
		b++;
	}
	return *a == *b;
}

/* Case-insensitive prefix test. */
static inline bool
ascii_istarts(const char *s, const char *prefix)
{
	while (*prefix)
	{
		if (ascii_lower(*s) != ascii_lower(*prefix))
			return false;
		s++;
		prefix++;
	}
	return true;
}

/* Is word one of the NULL-terminated list (case-insensitive)? */
static inline bool
word_in_list(const char *word, const char *const *list)
{
	int			k;

	for (k = 0; list[k]; k++)
		if (ascii_iequal(word, list[k]))
			return true;
	return false;
}

/* dialect_walk.c: the walk, and what call handlers emit with */
extern bool ctx_stopped(RewriteCtx *ctx);
extern void emit_range(RewriteCtx *ctx, int from, int to, SqlBuf *out, bool inl);
extern char *rewrite_span(RewriteCtx *ctx, int from, int to);
extern char *call_arg(RewriteCtx *ctx, const DialectCall *call, int a);
extern char *call_arg_operand(RewriteCtx *ctx, const DialectCall *call, int a);
extern char *paren_unless_simple(RewriteCtx *ctx, SqlRange r, char *s);
extern bool emit_mapping(RewriteCtx *ctx, SqlBuf *out, const char *text, const char *note);
extern bool ctx_init(RewriteCtx *ctx, const char *sql, const DialectStop *stop);
extern void ctx_free(RewriteCtx *ctx);
extern void result_init(DialectResult *out);
extern char *rewrite_text(const char *sql, Notes *notes, int declared_hints, const DialectStop *stop);

/* dialect_tokens.c: strings, notes, tokens, ranges, keywords, edits, operands */
extern char *arena_keep(RewriteCtx *ctx, char *s);
extern char *arena_printf(RewriteCtx *ctx, const char *f,...) __attribute__((format(printf, 2, 3)));
extern char *arena_strndup(RewriteCtx *ctx, const char *s, size_t n);
extern void notes_add(Notes *nl, const char *s);
extern void notes_free(Notes *nl);
extern void out_append(RewriteCtx *ctx, SqlBuf *out, const char *s, size_t n);
extern void out_append_str(RewriteCtx *ctx, SqlBuf *out, const char *s);
extern SqlTokKind tok_kind(const RewriteCtx *ctx, int i);
extern int tok_next(const RewriteCtx *ctx, int i);
extern int tok_prev(const RewriteCtx *ctx, int i);
extern bool tok_is_word(const RewriteCtx *ctx, int i, const char *w);
extern bool tok_is_punct(const RewriteCtx *ctx, int i, char ch);
extern bool tok_is_op(const RewriteCtx *ctx, int i, const char *op);
extern char *tok_span_text(RewriteCtx *ctx, int a, int b);
extern char *tok_text(RewriteCtx *ctx, int i);
extern char *tok_lower_word(RewriteCtx *ctx, int i);
extern int tok_match(const RewriteCtx *ctx, int i);
extern char *string_content(RewriteCtx *ctx, int i);
extern char *quote_literal(RewriteCtx *ctx, const char *text);
extern int range_single(const RewriteCtx *ctx, SqlRange r);
extern int range_first(const RewriteCtx *ctx, SqlRange r);
extern int range_last(const RewriteCtx *ctx, SqlRange r);
extern bool same_tokens(const RewriteCtx *ctx, SqlRange a, SqlRange b);
extern bool range_has_comment(const RewriteCtx *ctx, SqlRange r);
extern char *range_string(RewriteCtx *ctx, SqlRange r);
extern bool range_int(const RewriteCtx *ctx, SqlRange r, long long *val);
extern char *range_word(RewriteCtx *ctx, SqlRange r);
extern bool range_empty(const RewriteCtx *ctx, SqlRange r);
extern bool word_is_operand(RewriteCtx *ctx, int i);
extern char *pg_ident(RewriteCtx *ctx, const char *name);
extern bool range_free(const RewriteCtx *ctx, int a, int b);
extern void register_note(RewriteCtx *ctx, int i, const char *note);
extern bool register_replace(RewriteCtx *ctx, int a, int b, const char *text, int fl, const char *note);
extern void register_before(RewriteCtx *ctx, int i, const char *text);
extern void register_after(RewriteCtx *ctx, int i, const char *text, bool stmt);
extern int type_after_cast(const RewriteCtx *ctx, int i);
extern int operand_end(RewriteCtx *ctx, int s);
extern int operand_start(RewriteCtx *ctx, int e);

/* dialect_syntax.c: the first pass */
extern bool ends_operand(RewriteCtx *ctx, int j);
extern bool chain_of(RewriteCtx *ctx, int p, PlusChain *ch);
extern char *map_type(RewriteCtx *ctx, int a, int b, char **orig);
extern bool is_type_range(RewriteCtx *ctx, SqlRange r);
extern bool is_setop(const RewriteCtx *ctx, int i);
extern bool is_mappable_call(RewriteCtx *ctx, int i);
extern int detect_hints(RewriteCtx *ctx);
extern void register_edits(RewriteCtx *ctx);

/* dialect_datetime.c: date parts and date arithmetic */
extern DatePart date_part_named(const char *w);
extern const DatePartInfo *date_part_info(DatePart p);
extern char *interval_literal(RewriteCtx *ctx, DatePart p, long long n);
extern DatePart interval_unit_part(RewriteCtx *ctx, int i);
extern bool arg_is_datetime(RewriteCtx *ctx, const DialectCall *call, int a, bool zero_ok);
extern bool arg_is_timestamp(RewriteCtx *ctx, SqlRange r);
extern char *call_arg_datetime(RewriteCtx *ctx, const DialectCall *call, int a, DateArgForm how);

/* dialect_date_format.c */
extern char *strftime_template(RewriteCtx *ctx, const char *f, bool sqlite, bool *has_time);

/* dialect_functions.c */
extern bool try_map_call(RewriteCtx *ctx, int i, int to, SqlBuf *out, int *last);

/* dialect_syntax.c: FROM subqueries without an alias (the error-guided fix uses them too) */
extern bool subquery_without_alias(RewriteCtx *ctx, int o, bool any_prev);
extern int first_free_subquery_alias(RewriteCtx *ctx);

/*
 * DialectCall handlers, listed in dialect_functions.c's table: each maps one call
 * (or returns false, having emitted nothing).
 */
extern bool map_dateadd(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_date_add(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_datediff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_date_diff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_timestampdiff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_timestamp_diff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_datepart(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_datename(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_field(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_last_day(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_unix_timestamp(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_bigquery_epoch(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_date_trunc(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_from_unixtime(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_date_format(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_str_to_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_format_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_parse_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_format(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_to_varchar(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_strftime(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_julianday(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_unixepoch(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_datetime(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_time(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);
extern bool map_unary(RewriteCtx *ctx, DialectCall *call, SqlBuf *out);

#endif							/* NL2SQL_HEAL_DIALECT_INTERNAL_H */
