/*
 * conversions.h — which implicit conversion the source engine would have
 * made where PostgreSQL refuses to compare, join or compute across types.
 *
 * SQLite (type affinity), MySQL, T-SQL and Snowflake convert between text
 * and numbers, and between text and dates, where PostgreSQL raises 42883
 * (operator or function does not exist).  Given PostgreSQL's operand types
 * (from its message), whether each operand is a column (SQLite gives only
 * columns and CASTs an affinity) and the source dialect, this decides which
 * operand to cast and to what, so that the comparison answers as the
 * source engine would; or that it is ambiguous and must be left alone.
 *
 * Pure C: no PostgreSQL headers.
 */
#ifndef NL2SQL_HEAL_CONVERSIONS_H
#define NL2SQL_HEAL_CONVERSIONS_H

#include <stdbool.h>

/* Source dialects a query may be declared to be written for. */
typedef enum SourceDialect
{
	SRC_NONE = 0,				/* not declared: only conversions every engine agrees on */
	SRC_POSTGRES,
	SRC_TSQL,
	SRC_MYSQL,
	SRC_SQLITE,
	SRC_BIGQUERY,
	SRC_SNOWFLAKE
} SourceDialect;

/* The dialect a name means (case-insensitive), or -1 when it is unknown. */
extern int	source_dialect_from_name(const char *name);
extern const char *source_dialect_name(SourceDialect d);

/* What PostgreSQL's type name is, for conversion purposes. */
typedef enum ConvTypeClass
{
	CT_OTHER = 0,
	CT_TEXT,					/* text, character varying, character, name */
	CT_INTEGER,					/* smallint, integer, bigint */
	CT_NUMBER,					/* numeric, real, double precision */
	CT_DATE,
	CT_TIMESTAMP,				/* with or without time zone */
	CT_INTERVAL
} ConvTypeClass;

extern ConvTypeClass conv_type_class(const char *pg_type);

/*
 * "operator does not exist: integer = text" → left "integer", op "=", right
 * "text"; a prefix operator ("- text") gives left "".  Writes NUL-terminated
 * copies into the buffers (each of size cap).  False when the message has
 * another shape.
 */
extern bool conv_parse_operator_message(const char *message, char *left, char *op,
										char *right, int cap);

/*
 * "function avg(text) does not exist" → name "avg", argument types in
 * args[0..*nargs).  False for another shape or more than maxargs arguments.
 */
extern bool conv_parse_function_message(const char *message, char *name, int cap,
										char args[][64], int maxargs, int *nargs);

/* One operand as the decision sees it. */
typedef struct ConvOperand
{
	const char *pg_type;		/* PostgreSQL's type name, from the message */
	bool		is_column;		/* a column reference or a CAST: SQLite gives it an affinity */
	bool		is_literal;		/* a numeric or string constant */
} ConvOperand;

/*
 * For a binary operator op over left and right: the type each operand must
 * be cast to (NULL: leave it), written into *lcast / *rcast.  Returns false
 * when the source engine's conversion is unknown or ambiguous for this
 * dialect, or when the engines do not convert at all.
 */
extern bool conv_decide_operator(SourceDialect dialect, const char *op,
								 const ConvOperand *left, const ConvOperand *right,
								 const char **lcast, const char **rcast);

/*
 * For an aggregate or numeric function over a text argument (avg, sum, ...):
 * true when the source engines read the text as a number, which PostgreSQL
 * then needs written as a cast to numeric.
 */
extern bool conv_function_takes_number(const char *fname);

/* Is op an ordering comparison (<, >, <=, >=)? */
extern bool conv_is_ordering(const char *op);

/* Is fname a date function PostgreSQL has for timestamps but not for text (extract, date_part, date_trunc)? */
extern bool conv_is_date_function(const char *fname);

/*
 * The probe that proves a text column may be compared with an integer as a
 * number: a query over relation rel (written, quoted) and column col
 * (quoted) that returns a row when some non-null value is not a plainly
 * written number, or when its text order (byte order, as SQLite compares)
 * and its numeric order answer `col op literal` differently (literal_left:
 * `literal op col`).  The literal is an integer or a decimal as written
 * (`2013`, `-5`, `12.5`); NULL when it is not written plainly (`12.50`,
 * `1e3`, more than 15 digits: SQLite would write it otherwise), for another
 * operator, or out of memory; malloc'd.
 */
extern char *conv_text_number_probe(const char *col, const char *rel, const char *op,
									const char *literal, bool literal_left);

/*
 * The probe that proves a text column holds ISO dates: a row when some
 * non-null value is not YYYY-MM-DD with an optional time (HH:MI[:SS[.f]],
 * after a space or T, no time zone); an error when one matches but is no
 * valid timestamp.  malloc'd; NULL when out of memory.
 */
extern char *conv_iso_date_probe(const char *col, const char *rel);

#endif							/* NL2SQL_HEAL_CONVERSIONS_H */
