-- Foreign idioms mapped as one construct: truncation through an epoch
-- (T-SQL DATEADD/DATEDIFF, MySQL DATE_ADD/TIMESTAMPDIFF from year 0), T-SQL
-- recursion without RECURSIVE and OPTION (MAXRECURSION), BigQuery
-- GENERATE_DATE_ARRAY, INTERVAL 'n' WEEK; and MySQL's exact division kept
-- around a whole window or filtered aggregate.  Each is checked for the same
-- answer as the PostgreSQL original written by hand.
SET client_min_messages = warning;
CREATE SCHEMA idiomx;
SET search_path = idiomx, public;
CREATE TABLE idiomx.ev (id int, ts timestamp, qty int, ok boolean);
INSERT INTO idiomx.ev VALUES (1, '2024-01-31 23:59', 3, true), (2, '2024-02-15 08:00', 4, false),
                             (3, '2024-02-29 12:30', 5, true), (4, '2025-03-01 00:00', 6, true);

CREATE FUNCTION same_answer(foreign_sql text, original text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, same boolean) LANGUAGE sql AS $$
    SELECT r->>'status', coalesce(r->'attempts'->-1->>'repair', r->'attempts'->0->>'repair'),
           r->'rows' = nl2sql_heal.heal_execute('original', original, max_attempts => 0)->'rows'
      FROM nl2sql_heal.heal_execute('idioms', foreign_sql, max_attempts => 2, dialect => d) r
$$;

SELECT * FROM same_answer('SELECT DATEADD(month, DATEDIFF(month, 0, ts), 0) FROM ev ORDER BY id',
                          'SELECT date_trunc(''month'', ts) FROM ev ORDER BY id');
SELECT * FROM same_answer('SELECT DATE_ADD(''0000-01-01'', INTERVAL TIMESTAMPDIFF(MONTH, ''0000-01-01'', ts) MONTH) FROM ev ORDER BY id',
                          'SELECT date_trunc(''month'', ts)::date FROM ev ORDER BY id');
SELECT * FROM same_answer('SELECT TIMESTAMPADD(DAY, TIMESTAMPDIFF(DAY, ''1970-01-01'', ts), ''1970-01-01'') FROM ev ORDER BY id',
                          'SELECT ts::date FROM ev ORDER BY id');
-- must NOT become date_trunc: an epoch that is not on a year boundary is not a truncation
SELECT r->>'status', r->>'sql' LIKE '%date_trunc%' AS truncates
  FROM nl2sql_heal.heal_execute('q', 'SELECT DATE_ADD(''2000-03-01'', INTERVAL TIMESTAMPDIFF(MONTH, ''2000-03-01'', ts) MONTH) FROM ev') r;
-- the interval's count in parentheses, with a datetime epoch, inside DATE_FORMAT
SELECT * FROM same_answer('SELECT DATE_FORMAT(DATE_ADD(''0000-01-01 00:00:00'', INTERVAL (TIMESTAMPDIFF(MONTH, ''0000-01-01 00:00:00'', ts)) MONTH), ''%Y-%m-%d'') FROM ev ORDER BY id',
                          'SELECT to_char(date_trunc(''month'', ts), ''YYYY-MM-DD'') FROM ev ORDER BY id');
SELECT * FROM same_answer('SELECT DATE_ADD(''0000-01-01 00:00:00'', INTERVAL (TIMESTAMPDIFF(YEAR, ''0000-01-01 00:00:00'', ts)) YEAR) FROM ev ORDER BY id',
                          'SELECT date_trunc(''year'', ts)::date FROM ev ORDER BY id');
-- must NOT become date_trunc: units that differ, or more than the call in the parentheses
SELECT r->>'sql' LIKE '%date_trunc%' AS truncates
  FROM nl2sql_heal.heal_execute('q', 'SELECT DATE_ADD(''0000-01-01'', INTERVAL (TIMESTAMPDIFF(MONTH, ''0000-01-01'', ts)) YEAR) FROM ev') r;
SELECT r->>'sql' LIKE '%date_trunc%' AS truncates
  FROM nl2sql_heal.heal_execute('q', 'SELECT DATE_ADD(''0000-01-01'', INTERVAL (TIMESTAMPDIFF(MONTH, ''0000-01-01'', ts) + 1) MONTH) FROM ev') r;
SELECT * FROM same_answer('WITH n AS (SELECT 1 AS i UNION ALL SELECT i + 1 FROM n WHERE i < 4) SELECT i FROM n OPTION (MAXRECURSION 10)',
                          'SELECT generate_series(1, 4)');
SELECT * FROM same_answer('SELECT d FROM UNNEST(GENERATE_DATE_ARRAY(''2024-02-27'', ''2024-03-01'')) AS d',
                          'SELECT generate_series(date ''2024-02-27'', date ''2024-03-01'', interval ''1 day'')::date');
SELECT * FROM same_answer('SELECT id FROM ev WHERE ts > TIMESTAMP ''2024-02-28'' - INTERVAL ''2'' WEEK ORDER BY id',
                          'SELECT id FROM ev WHERE ts > TIMESTAMP ''2024-02-14'' ORDER BY id');
-- MySQL INTERVAL <expression> <unit> outside DATE_ADD: the count times one unit,
-- an expression with operators kept whole
SELECT * FROM same_answer('SELECT ts - INTERVAL (qty * 2) DAY FROM ev ORDER BY id',
                          'SELECT ts - qty * 2 * interval ''1 day'' FROM ev ORDER BY id');
SELECT * FROM same_answer('SELECT e.ts + INTERVAL e.qty * 2 - 1 HOUR FROM ev e ORDER BY id',
                          'SELECT ts + (qty * 2 - 1) * interval ''1 hour'' FROM ev ORDER BY id');
SELECT * FROM same_answer('SELECT ts + INTERVAL ABS(qty - 5) DAY FROM ev ORDER BY id',
                          'SELECT ts + abs(qty - 5) * interval ''1 day'' FROM ev ORDER BY id');
-- must NOT fire: PostgreSQL's own interval literals run as they are
SELECT * FROM same_answer('SELECT ts + INTERVAL ''3 days'', ts - interval ''1'' day FROM ev ORDER BY id',
                          'SELECT ts + interval ''3 days'', ts - interval ''1 day'' FROM ev ORDER BY id');
-- MySQL: the whole window aggregate is the divisor
SELECT * FROM same_answer('SELECT id, qty / sum(qty) OVER () FROM ev ORDER BY id',
                          'SELECT id, qty / sum(qty) OVER ()::numeric FROM ev ORDER BY id', 'mysql');
SELECT * FROM same_answer('SELECT sum(qty) / count(*) FILTER (WHERE ok) FROM ev',
                          'SELECT sum(qty) / (count(*) FILTER (WHERE ok))::numeric FROM ev', 'mysql');

-- an ordered-set aggregate as a window over the whole result (T-SQL, Snowflake; BigQuery's
-- argument order): a scalar subquery over the same FROM and WHERE
SELECT * FROM same_answer('SELECT id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY qty) OVER () FROM ev WHERE id > 1 ORDER BY id',
                          'SELECT id, 5.0 FROM ev WHERE id > 1 ORDER BY id');
SELECT * FROM same_answer('SELECT DISTINCT PERCENTILE_CONT(qty, 0.5) OVER () FROM ev',
                          'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY qty) FROM ev');
-- with PARTITION BY: the aggregate over the row's group (NULL a group of its own)
CREATE TABLE idiomx.grp (id int, g text, x int);
INSERT INTO idiomx.grp VALUES (1, 'a', 1), (2, 'a', 5), (3, NULL, 2), (4, NULL, 8), (5, 'b', NULL), (6, 'a', 9);
SELECT * FROM same_answer('SELECT o.id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY o.x DESC) OVER (PARTITION BY o.g) FROM grp o WHERE o.id < 6 ORDER BY id',
                          'SELECT id, CASE WHEN g = ''a'' THEN 3.0 WHEN g IS NULL THEN 5.0 END FROM grp WHERE id < 6 ORDER BY id');
SELECT * FROM same_answer('SELECT id, PERCENTILE_DISC(x, 0.5) OVER (PARTITION BY g) FROM grp ORDER BY id',
                          'SELECT id, CASE WHEN g = ''a'' THEN 5 WHEN g IS NULL THEN 2 END FROM grp ORDER BY id');
-- over a join, with unqualified and expression keys (the FROM's names mean the same inside)
SELECT * FROM same_answer('SELECT e.id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY qty) OVER (PARTITION BY g) FROM ev e JOIN grp USING (id) ORDER BY e.id',
                          'SELECT id, CASE WHEN g = ''a'' THEN 3.5 ELSE 5.5 END FROM ev JOIN grp USING (id) ORDER BY id');
SELECT * FROM same_answer('SELECT e.id, PERCENTILE_DISC(0.5) WITHIN GROUP (ORDER BY o.x) OVER (PARTITION BY e.ok, coalesce(o.g, ''-'')) FROM ev e JOIN grp o ON o.id = e.id WHERE e.id > 1 ORDER BY e.id',
                          'SELECT id, CASE id WHEN 2 THEN 5 ELSE 2 END FROM ev WHERE id > 1 ORDER BY id');
-- must NOT fire: a window with ORDER BY or a frame (each row's aggregate is over other rows),
-- or a key with a subquery (it would be evaluated twice)
SELECT status, repair FROM same_answer('SELECT id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY qty) OVER (PARTITION BY ok ORDER BY id) FROM ev', 'SELECT 1');
SELECT status, repair FROM same_answer('SELECT id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY qty) OVER (PARTITION BY ok ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM ev', 'SELECT 1');
SELECT status, repair FROM same_answer('SELECT id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY qty) OVER (PARTITION BY (SELECT max(x) FROM grp)) FROM ev', 'SELECT 1');

RESET search_path;
DROP SCHEMA idiomx CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
