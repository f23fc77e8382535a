/*
 * test_dialect_idioms.c — unit tests of whole foreign idioms mapped as one
 * construct (dialect_idioms.c, reached through dialect_rewrite), and of the
 * division rewrite keeping a call's OVER / FILTER / WITHIN GROUP with it.
 */
#include <stdlib.h>
#include <string.h>

#include "dialect.h"
#include "unit.h"

static char out[1024];

static const char *
rw(const char *sql)
{
	DialectResult r;

	if (!dialect_rewrite(sql, &r))
		return NULL;
	snprintf(out, sizeof(out), "%s", r.sql);
	dialect_result_free(&r);
	return out;
}

static const char *
rw_as(const char *sql, const char *engine)
{
	DialectResult r;

	if (!dialect_rewrite_as(sql, engine, NULL, &r))
		return NULL;
	snprintf(out, sizeof(out), "%s", r.sql);
	dialect_result_free(&r);
	return out;
}

int
main(void)
{
	/* truncation idioms → date_trunc, never a year-0 literal */
	CHECK_STREQ(rw("SELECT DATEADD(month, DATEDIFF(month, 0, d), 0) FROM t"),
				"SELECT date_trunc('month', CAST(d AS timestamp)) FROM t");
	CHECK_STREQ(rw("SELECT DATEADD(yy, DATEDIFF(yy, 0, o.d), 0) FROM t o"),
				"SELECT date_trunc('year', CAST(o.d AS timestamp)) FROM t o");
	CHECK_STREQ(rw("SELECT DATE_ADD('0000-01-01', INTERVAL TIMESTAMPDIFF(MONTH, '0000-01-01', d) MONTH) FROM t"),
				"SELECT CAST(date_trunc('month', CAST(d AS timestamp)) AS date) FROM t");
	CHECK_STREQ(rw("SELECT TIMESTAMPADD(HOUR, TIMESTAMPDIFF(HOUR, '1970-01-01', ts), '1970-01-01') FROM t"),
				"SELECT date_trunc('hour', CAST(ts AS timestamp)) FROM t");
	/* the count in parentheses (any depth), a datetime epoch, inside DATE_FORMAT */
	CHECK_STREQ(rw("SELECT DATE_ADD('0000-01-01 00:00:00', INTERVAL (TIMESTAMPDIFF(MONTH, '0000-01-01 00:00:00', d)) MONTH) FROM t"),
				"SELECT CAST(date_trunc('month', CAST(d AS timestamp)) AS date) FROM t");
	CHECK_STREQ(rw("SELECT DATE_ADD('0000-01-01', INTERVAL ((TIMESTAMPDIFF(YEAR, '0000-01-01', d))) YEAR) FROM t"),
				"SELECT CAST(date_trunc('year', CAST(d AS timestamp)) AS date) FROM t");
	CHECK_STREQ(rw("SELECT DATE_FORMAT(DATE_ADD('0000-01-01 00:00:00', INTERVAL (TIMESTAMPDIFF(YEAR, '0000-01-01 00:00:00', d)) YEAR), '%Y') FROM t"),
				"SELECT to_char(CAST(date_trunc('year', CAST(d AS timestamp)) AS date), 'YYYY') FROM t");
	/* not the idiom in parentheses: more than the call inside, other units, other epochs */
	CHECK(strstr(rw("SELECT DATE_ADD('0000-01-01', INTERVAL (TIMESTAMPDIFF(MONTH, '0000-01-01', d) + 1) MONTH) FROM t") ?: "",
				 "date_trunc") == NULL);
	CHECK(strstr(rw("SELECT DATE_ADD('0000-01-01', INTERVAL (TIMESTAMPDIFF(MONTH, '0000-01-01', d)) YEAR) FROM t") ?: "",
				 "date_trunc") == NULL);
	CHECK(strstr(rw("SELECT DATE_ADD('0000-01-01', INTERVAL (TIMESTAMPDIFF(MONTH, '1970-01-01', d)) MONTH) FROM t") ?: "",
				 "date_trunc") == NULL);
	CHECK(strstr(rw("SELECT DATE_ADD('0000-01-01', INTERVAL (TIMESTAMPDIFF(MONTH, '0000-01-01', d)) * 2 MONTH) FROM t") ?: "",
				 "date_trunc") == NULL);
	/* not the idiom: weeks (T-SQL's Sunday boundaries from a Monday epoch), other units on
	 * each side, an epoch not on a year boundary, another base */
	CHECK(strstr(rw("SELECT DATEADD(week, DATEDIFF(week, 0, d), 0) FROM t") ?: "", "date_trunc") == NULL);
	CHECK(strstr(rw("SELECT DATEADD(month, DATEDIFF(year, 0, d), 0) FROM t") ?: "", "date_trunc") == NULL);
	CHECK(strstr(rw("SELECT DATE_ADD('2000-03-01', INTERVAL TIMESTAMPDIFF(MONTH, '2000-03-01', d) MONTH) FROM t") ?: "",
				 "date_trunc") == NULL);
	CHECK(strstr(rw("SELECT DATE_ADD('1970-01-01', INTERVAL TIMESTAMPDIFF(MONTH, '1971-01-01', d) MONTH) FROM t") ?: "",
				 "date_trunc") == NULL);
	/* T-SQL recursion */
	CHECK_STREQ(rw("WITH c AS (SELECT 1 n UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT n FROM c OPTION (MAXRECURSION 10)"),
				"WITH RECURSIVE c AS (SELECT 1 n UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT n FROM c");
	CHECK_STREQ(rw("WITH a AS (SELECT 1 x), c (n) AS (SELECT x FROM a UNION ALL SELECT n + 1 FROM c WHERE n < 3) SELECT n FROM c"),
				"WITH RECURSIVE a AS (SELECT 1 x), c (n) AS (SELECT x FROM a UNION ALL SELECT n + 1 FROM c WHERE n < 3) SELECT n FROM c");
	CHECK(rw("WITH a AS (SELECT 1 x), b AS (SELECT x FROM a) SELECT * FROM b") == NULL);
	CHECK(rw("WITH RECURSIVE c AS (SELECT 1 n UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT n FROM c") == NULL);
	/* a column named like the query is not a self-reference */
	CHECK(rw("WITH c AS (SELECT c FROM t) SELECT * FROM c") == NULL);
	/* BigQuery */
	CHECK_STREQ(rw("SELECT d FROM UNNEST(GENERATE_DATE_ARRAY('2020-01-01', '2020-01-03')) AS d"),
				"SELECT d FROM UNNEST(ARRAY(SELECT CAST(g AS date) FROM generate_series(CAST('2020-01-01' AS date), "
				"CAST('2020-01-03' AS date), INTERVAL '1 day') AS g ORDER BY g)) AS d");
	/* SQLite: a string where a table name stands; an inner JOIN without ON */
	CHECK_STREQ(rw("SELECT count(*) FROM 'flights' WHERE x = 'a'"), "SELECT count(*) FROM flights WHERE x = 'a'");
	CHECK_STREQ(rw("SELECT * FROM t JOIN 'My Table' m ON t.a = m.a"), "SELECT * FROM t JOIN \"My Table\" m ON t.a = m.a");
	CHECK(rw("SELECT EXTRACT(year FROM '2020-01-01')") == NULL);
	CHECK(rw("SELECT a FROM t WHERE a IS DISTINCT FROM 'x'") == NULL);
	CHECK_STREQ(rw("SELECT a FROM x JOIN y JOIN z ON x.a = y.a AND y.b = z.b"),
				"SELECT a FROM x JOIN y ON TRUE JOIN z ON x.a = y.a AND y.b = z.b");
	CHECK_STREQ(rw("SELECT a FROM x AS t1 INNER JOIN y t2 WHERE t1.a = t2.a"),
				"SELECT a FROM x AS t1 INNER JOIN y t2 ON TRUE WHERE t1.a = t2.a");
	CHECK(rw("SELECT a FROM x JOIN y ON x.a = y.a JOIN z USING (b)") == NULL);
	CHECK(rw("SELECT a FROM x CROSS JOIN y NATURAL JOIN z") == NULL);
	/* an outer join needs its condition where it stands: left alone */
	CHECK(rw("SELECT a FROM x LEFT JOIN y WHERE x.a = y.a") == NULL);
	/* INTERVAL 'n' WEEK / MILLISECOND are not PostgreSQL's qualifiers */
	CHECK_STREQ(rw("SELECT d + INTERVAL '2' WEEK FROM t"), "SELECT d + INTERVAL '2 weeks' FROM t");
	CHECK(rw("SELECT d + INTERVAL '2' DAY FROM t") == NULL);
	/* the division keeps the whole operand: OVER, FILTER, WITHIN GROUP */
	CHECK_STREQ(rw_as("SELECT sum(x) / sum(y) OVER () FROM t", "mysql"),
				"SELECT sum(x) / NULLIF(CAST(sum(y) OVER () AS numeric), 0) FROM t");
	CHECK_STREQ(rw_as("SELECT a / count(*) FILTER (WHERE b) FROM t", "mysql"),
				"SELECT a / NULLIF(CAST(count(*) FILTER (WHERE b) AS numeric), 0) FROM t");
	CHECK_STREQ(rw_as("SELECT a / count(*) OVER w FROM t WINDOW w AS ()", "snowflake"),
				"SELECT a / CAST(count(*) OVER w AS numeric) FROM t WINDOW w AS ()");
	return unit_report("dialect_idioms");
}
