/*
 * conversions.c — the implicit conversions of the source engines, decided
 * from PostgreSQL's operand types (see conversions.h).
 *
 * The engines' rules, as documented:
 *   SQLite   comparison: a column with INTEGER/REAL/NUMERIC affinity makes
 *            the other operand numeric; a TEXT column against an operand
 *            without affinity (a literal, an expression) makes that operand
 *            text; two operands without affinity are not converted (a number
 *            never equals a text).  Arithmetic reads text as a number.
 *   MySQL    a string compared with a number is read as a number.
 *   T-SQL    int outranks varchar: the varchar side is converted to a number
 *            (string + string stays concatenation).
 *   Snowflake  as MySQL.
 *   BigQuery, PostgreSQL  no implicit conversion: nothing to emulate.
 * Undeclared, only what every converting engine agrees on is done: a text
 * column joined with a number column, arithmetic on text, text against a
 * date, and a text column equal to an integer (the canonically written
 * numbers are found either way); a text column ordered against a number
 * (SQLite compares text, the others numbers) is left alone.
 */
#include "conversions.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const dialect_names[] = {
	"none", "postgres", "tsql", "mysql", "sqlite", "bigquery", "snowflake", NULL
};

int
source_dialect_from_name(const char *name)
{
	int			i;

	if (name == NULL)
		return -1;
	for (i = 0; dialect_names[i]; i++)
		if (strcasecmp(name, dialect_names[i]) == 0)
			return i;
	/* the spellings people use for the same engines */
	if (strcasecmp(name, "postgresql") == 0 || strcasecmp(name, "pg") == 0)
		return SRC_POSTGRES;
	if (strcasecmp(name, "sqlserver") == 0 || strcasecmp(name, "mssql") == 0 ||
		strcasecmp(name, "t-sql") == 0)
		return SRC_TSQL;
	if (strcasecmp(name, "mariadb") == 0)
		return SRC_MYSQL;
	if (strcasecmp(name, "sqlite3") == 0)
		return SRC_SQLITE;
	return -1;
}

const char *
source_dialect_name(SourceDialect d)
{
	if ((int) d < 0 || d > SRC_SNOWFLAKE)
		return "none";
	return dialect_names[d];
}

ConvTypeClass
conv_type_class(const char *t)
{
	if (t == NULL)
		return CT_OTHER;
	if (strcmp(t, "text") == 0 || strcmp(t, "character varying") == 0 ||
		strcmp(t, "character") == 0 || strcmp(t, "name") == 0)
		return CT_TEXT;
	/*
	 * citext (the contrib type, named with its schema when that is not on the
	 * path): text whose comparisons ignore case, which no number has
	 */
	if (strcmp(t, "citext") == 0 ||
		(strlen(t) > 7 && strcmp(t + strlen(t) - 7, ".citext") == 0 && strchr(t, '.') == t + strlen(t) - 7))
		return CT_TEXT;
	if (strcmp(t, "integer") == 0 || strcmp(t, "bigint") == 0 || strcmp(t, "smallint") == 0)
		return CT_INTEGER;
	if (strcmp(t, "numeric") == 0 || strcmp(t, "real") == 0 || strcmp(t, "double precision") == 0)
		return CT_NUMBER;
	if (strcmp(t, "date") == 0)
		return CT_DATE;
	if (strcmp(t, "timestamp without time zone") == 0 || strcmp(t, "timestamp with time zone") == 0)
		return CT_TIMESTAMP;
	if (strcmp(t, "interval") == 0)
		return CT_INTERVAL;
	return CT_OTHER;
}

static bool
op_char(char c)
{
	return c != '\0' && strchr("+-*/<>=~!@#%^&|`?", c) != NULL;
}

/* Copy [s, e) trimmed into out (cap bytes); false when it does not fit or is empty. */
static bool
copy_trim(const char *s, const char *e, char *out, int cap, bool allow_empty)
{
	while (s < e && *s == ' ')
		s++;
	while (e > s && e[-1] == ' ')
		e--;
	if (e - s >= cap || (!allow_empty && e == s))
		return false;
	memcpy(out, s, e - s);
	out[e - s] = '\0';
	return true;
}

bool
conv_parse_operator_message(const char *message, char *left, char *op, char *right, int cap)
{
	static const char prefix[] = "operator does not exist: ";
	const char *p;
	const char *q;

	if (message == NULL || strncmp(message, prefix, sizeof(prefix) - 1) != 0)
		return false;
	p = message + sizeof(prefix) - 1;
	/* the operator is the first word made of operator characters only */
	for (q = p; *q; q++)
	{
		const char *e;

		if (q != p && q[-1] != ' ')
			continue;
		for (e = q; op_char(*e); e++)
			;
		if (e == q || (*e != ' ' && *e != '\0'))
			continue;
		if (!copy_trim(p, q, left, cap, true) || !copy_trim(q, e, op, cap, false) ||
			!copy_trim(e, e + strlen(e), right, cap, false))
			return false;
		return true;
	}
	return false;
}

bool
conv_parse_function_message(const char *message, char *name, int cap,
							char args[][64], int maxargs, int *nargs)
{
	static const char prefix[] = "function ";
	static const char suffix[] = ") does not exist";
	const char *p;
	const char *open;
	const char *close;

	*nargs = 0;
	if (message == NULL || strncmp(message, prefix, sizeof(prefix) - 1) != 0)
		return false;
	p = message + sizeof(prefix) - 1;
	open = strchr(p, '(');
	close = strstr(p, suffix);
	if (open == NULL || close == NULL || close < open || close[sizeof(suffix) - 1] != '\0')
		return false;
	if (!copy_trim(p, open, name, cap, false))
		return false;
	p = open + 1;
	if (p == close)
		return true;
	while (p <= close)
	{
		const char *e = p;

		while (e < close && *e != ',')
			e++;
		if (*nargs >= maxargs || !copy_trim(p, e, args[*nargs], 64, false))
			return false;
		(*nargs)++;
		p = e + 1;
	}
	return true;
}

static bool
is_comparison(const char *op)
{
	return strcmp(op, "=") == 0 || strcmp(op, "<>") == 0 || strcmp(op, "!=") == 0 ||
		strcmp(op, "<") == 0 || strcmp(op, ">") == 0 || strcmp(op, "<=") == 0 ||
		strcmp(op, ">=") == 0;
}

static bool
is_equality(const char *op)
{
	return strcmp(op, "=") == 0 || strcmp(op, "<>") == 0 || strcmp(op, "!=") == 0;
}

static bool
is_arithmetic(const char *op)
{
	return strcmp(op, "+") == 0 || strcmp(op, "-") == 0 || strcmp(op, "*") == 0 ||
		strcmp(op, "/") == 0 || strcmp(op, "%") == 0;
}

static bool
numeric_class(ConvTypeClass c)
{
	return c == CT_INTEGER || c == CT_NUMBER;
}

static bool
datetime_class(ConvTypeClass c)
{
	return c == CT_DATE || c == CT_TIMESTAMP;
}

/* Does the dialect convert between text and numbers at all? */
static bool
converts(SourceDialect d)
{
	return d == SRC_NONE || d == SRC_SQLITE || d == SRC_MYSQL || d == SRC_TSQL ||
		d == SRC_SNOWFLAKE;
}

/* A text operand t against a number operand n (in either order): which gets which cast. */
static bool
text_vs_number(SourceDialect d, const char *op, const ConvOperand *t, const ConvOperand *n,
			   ConvTypeClass nclass, const char **tcast, const char **ncast)
{
	if (t->is_column && n->is_column)
	{
		/* every engine reads the text column as a number */
		*tcast = "numeric";
		return true;
	}
	if (!t->is_column)
	{
		/* text from an expression: SQLite converts it only against a number column */
		if (n->is_column || d == SRC_MYSQL || d == SRC_TSQL || d == SRC_SNOWFLAKE)
		{
			*tcast = "numeric";
			return true;
		}
		return false;
	}
	/* a text column against a number literal or expression */
	if (d == SRC_MYSQL || d == SRC_TSQL || d == SRC_SNOWFLAKE)
	{
		*tcast = "numeric";
		return true;
	}
	/* SQLite writes the number as text and compares text: exact for integers */
	if (nclass != CT_INTEGER)
		return false;
	if (d == SRC_SQLITE || (d == SRC_NONE && is_equality(op)))
	{
		*ncast = "text";
		return true;
	}
	return false;
}

bool
conv_decide_operator(SourceDialect d, const char *op, const ConvOperand *left,
					 const ConvOperand *right, const char **lcast, const char **rcast)
{
	ConvTypeClass lc = conv_type_class(left->pg_type);
	ConvTypeClass rc = conv_type_class(right->pg_type);

	*lcast = NULL;
	*rcast = NULL;
	if (!converts(d) || op == NULL)
		return false;

	if (is_arithmetic(op))
	{
		bool		lt = lc == CT_TEXT;
		bool		rt = rc == CT_TEXT;

		/* text ± interval, date - text: the text is a date or time */
		if (lt && rc == CT_INTERVAL && (strcmp(op, "+") == 0 || strcmp(op, "-") == 0))
		{
			*lcast = "timestamp";
			return true;
		}
		if (rt && lc == CT_INTERVAL && strcmp(op, "+") == 0)
		{
			*rcast = "timestamp";
			return true;
		}
		if (rt && datetime_class(lc) && strcmp(op, "-") == 0)
		{
			*rcast = left->pg_type;
			return true;
		}
		/* arithmetic reads text as a number; T-SQL's string + string is concatenation */
		if (lt && rt && strcmp(op, "+") == 0 && d != SRC_SQLITE && d != SRC_MYSQL)
			return false;
		if ((lt && (rt || numeric_class(rc) || left->pg_type[0] == '\0')) ||
			(rt && numeric_class(lc)))
		{
			if (lt)
				*lcast = "numeric";
			if (rt)
				*rcast = "numeric";
			return true;
		}
		/* a prefix minus over text */
		if (left->pg_type[0] == '\0' && rt)
		{
			*rcast = "numeric";
			return true;
		}
		return false;
	}

	if (!is_comparison(op))
		return false;
	/*
	 * text against a date or time: read as a timestamp, never as a date,
	 * which would drop a time of day the text holds ('2020-01-01 10:00' is
	 * after the date 2020-01-01 in SQLite's text order and MySQL's datetimes)
	 */
	if (lc == CT_TEXT && datetime_class(rc))
	{
		*lcast = rc == CT_DATE ? "timestamp" : right->pg_type;
		return true;
	}
	if (rc == CT_TEXT && datetime_class(lc))
	{
		*rcast = lc == CT_DATE ? "timestamp" : left->pg_type;
		return true;
	}
	if (lc == CT_TEXT && numeric_class(rc))
		return text_vs_number(d, op, left, right, rc, lcast, rcast);
	if (rc == CT_TEXT && numeric_class(lc))
		return text_vs_number(d, op, right, left, lc, rcast, lcast);
	return false;
}

bool
conv_function_takes_number(const char *fname)
{
	static const char *const names[] = {
		"avg", "sum", "round", "abs", "ceil", "ceiling", "floor", "trunc", "sqrt",
		"power", "exp", "ln", "log", "sign", "stddev", "stddev_pop", "stddev_samp",
		"variance", "var_pop", "var_samp", NULL
	};
	int			i;

	for (i = 0; names[i]; i++)
		if (strcmp(fname, names[i]) == 0)
			return true;
	return false;
}

bool
conv_is_ordering(const char *op)
{
	return op != NULL && (strcmp(op, "<") == 0 || strcmp(op, ">") == 0 ||
						  strcmp(op, "<=") == 0 || strcmp(op, ">=") == 0);
}

bool
conv_is_date_function(const char *fname)
{
	return fname != NULL && (strcmp(fname, "extract") == 0 || strcmp(fname, "date_part") == 0 ||
							 strcmp(fname, "date_trunc") == 0);
}

/* A malloc'd printf, NULL when out of memory. */
static char *
conv_printf(const char *fmt, const char *a, const char *b, const char *c, const char *d)
{
	int			n = snprintf(NULL, 0, fmt, a, b, c, d);
	char	   *s;

	if (n < 0 || (s = malloc((size_t) n + 1)) == NULL)
		return NULL;
	snprintf(s, (size_t) n + 1, fmt, a, b, c, d);
	return s;
}

/*
 * The values a probe reads: the column as text, above the scan (OFFSET 0),
 * so that the checks are PostgreSQL's own even over a foreign table.
 */
#define PROBE_VALUES "SELECT 1 FROM (SELECT %s::pg_catalog.text AS v FROM %s OFFSET 0) s WHERE v IS NOT NULL AND "

/* A plainly written number: no plus sign, no leading zeros, no trailing decimal zeros, no spaces. */
#define PLAIN_NUMBER "'^-?(0|[1-9][0-9]*)([.][0-9]*[1-9])?$'"

/* YYYY-MM-DD, optionally with HH:MI[:SS[.ffffff]] after a space or T; no time zone. */
#define ISO_DATE "'^[0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9]{2}:[0-9]{2}(:[0-9]{2}([.][0-9]{1,6})?)?)?$'"

static bool
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/*
 * Is lit a number written plainly (as PLAIN_NUMBER), with at most 15
 * significant digits, so that SQLite writes it as text the same way (its
 * real-to-text conversion keeps 15)?
 */
static bool
plain_literal(const char *lit)
{
	const char *p = lit;
	int			digits = 0;
	const char *point;
	size_t		n;

	if (lit == NULL)
		return false;
	if (*p == '-')
		p++;
	if (!is_digit(*p) || (p[0] == '0' && is_digit(p[1])))
		return false;
	point = strchr(p, '.');
	n = strlen(p);
	if (point != NULL && (point == p + n - 1 || p[n - 1] == '0'))
		return false;			/* 12. or 12.50: not as SQLite writes it */
	for (; *p; p++)
	{
		if (*p == '.' && point == p)
			continue;
		if (!is_digit(*p))
			return false;
		digits++;
	}
	return digits <= 15;
}

char *
conv_text_number_probe(const char *col, const char *rel, const char *op,
					   const char *lit, bool literal_left)
{
	char		cmp_text[160];
	char		cmp_num[160];

	if (!conv_is_ordering(op) || !plain_literal(lit) || strlen(lit) > 24)
		return NULL;
	if (literal_left)
	{
		snprintf(cmp_text, sizeof(cmp_text), "'%s' OPERATOR(pg_catalog.%s) (v COLLATE pg_catalog.\"C\")", lit, op);
		snprintf(cmp_num, sizeof(cmp_num), "%s OPERATOR(pg_catalog.%s) v::pg_catalog.numeric", lit, op);
	}
	else
	{
		snprintf(cmp_text, sizeof(cmp_text), "(v COLLATE pg_catalog.\"C\") OPERATOR(pg_catalog.%s) '%s'", op, lit);
		snprintf(cmp_num, sizeof(cmp_num), "v::pg_catalog.numeric OPERATOR(pg_catalog.%s) %s", op, lit);
	}
	return conv_printf(PROBE_VALUES "CASE WHEN v OPERATOR(pg_catalog.~) " PLAIN_NUMBER
					   " THEN (%s) IS DISTINCT FROM (%s) ELSE true END LIMIT 1",
					   col, rel, cmp_text, cmp_num);
}

char *
conv_iso_date_probe(const char *col, const char *rel)
{
	return conv_printf(PROBE_VALUES "CASE WHEN v OPERATOR(pg_catalog.~) " ISO_DATE
					   " THEN v::pg_catalog.timestamp IS NULL ELSE true END LIMIT 1%s%s",
					   col, rel, "", "");
}
