-- The plan guard and work the estimate hides: with nl2sql_heal.max_plan_cost (or
-- max_plan_rows) set, a recursive WITH query and a set-returning function whose row
-- count the planner only defaults (generate_series bounded by a subquery or a LATERAL
-- column, a function that is not built in) are refused before they run, SQLSTATE 54000;
-- nl2sql_heal.refuse_unestimated = off lets them run.  A query whose set-returning
-- functions are estimated, or bounded by data already read (unnest, jsonb), still runs.
SET client_min_messages = warning;
DROP ROLE IF EXISTS regress_unest_user;
CREATE ROLE regress_unest_user;
CREATE SCHEMA unest AUTHORIZATION regress_unest_user;
LOAD 'nl2sql_heal';
SET ROLE regress_unest_user;
SET search_path = unest, public;
CREATE TABLE unest.t (id int PRIMARY KEY, n int, arr int[], doc jsonb);
INSERT INTO unest.t VALUES (1, 3, '{1,2}', '[1,2,3]'), (2, 300000000, '{3}', '[4]');
ANALYZE unest.t;
CREATE FUNCTION unest.series(n int) RETURNS SETOF int LANGUAGE sql STABLE
    AS 'SELECT generate_series(1, n)';
CREATE FUNCTION unest.series_plain(n int) RETURNS SETOF int LANGUAGE sql STABLE STRICT
    AS 'SELECT g FROM generate_series(1, n) g WHERE g > 0';

CREATE FUNCTION unest.try(q text)
RETURNS TABLE (status text, outcome text, sqlstate text, message text, note boolean)
LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->0->>'outcome', r->'attempts'->0->>'sqlstate',
           r->'attempts'->0->>'message',
           EXISTS (SELECT 1 FROM jsonb_array_elements_text(r->'notes') n
                    WHERE n LIKE 'The query was not run: %refuse_unestimated = off;')
      FROM nl2sql_heal.heal_execute('unestimated', q, max_attempts => 0) r
$$;

SET nl2sql_heal.max_plan_cost = 1000000;
-- refused: generate_series bounded by a scalar subquery
SELECT * FROM try('SELECT count(*) FROM generate_series(1, (SELECT 300000000)) g');
SELECT * FROM try('SELECT count(*) FROM generate_series(1, (SELECT max(n) FROM t)) g');
-- ... in the select list, in a CTE, under a UNION, in a sublink
SELECT * FROM try('SELECT generate_series(1, (SELECT 300000000))');
SELECT * FROM try('WITH w AS MATERIALIZED (SELECT g FROM generate_series(1, (SELECT 300000000)) g) SELECT count(*) FROM w');
SELECT * FROM try('SELECT 1 UNION ALL SELECT count(*)::int FROM generate_series(1, (SELECT 300000000)) g');
SELECT * FROM try('SELECT 1 WHERE EXISTS (SELECT 1 FROM generate_series(1, (SELECT 300000000)) g WHERE g < 0)');
-- refused: a recursive CTE, bounded or not
SELECT * FROM try('WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 300000000) SELECT count(*) FROM r');
SELECT * FROM try('WITH RECURSIVE r(i) AS (SELECT 1 UNION SELECT i + 1 FROM r WHERE i < 3) SELECT count(*) FROM r');
-- refused: a SQL function wrapping it
SELECT * FROM try('SELECT count(*) FROM series((SELECT 300000000))');
SELECT * FROM try('SELECT count(*) FROM series_plain(300000000)');
SELECT * FROM try('SELECT series((SELECT 300000000))');
-- ... even with a constant argument: under the policy's function hook a SQL function is
-- never inlined, so its row count is its declared ROWS (a default)
SELECT * FROM try('SELECT count(*) FROM series(5)');
-- refused: driven by a LATERAL column, or by a column in the select list
SELECT * FROM try('SELECT count(*) FROM t, LATERAL generate_series(1, t.n) g');
SELECT * FROM try('SELECT count(*) FROM (SELECT generate_series(1, n) FROM t) s');
SELECT * FROM try('SELECT count(*) FROM t, generate_series(1, t.n * 2, 1) g');
-- refused with the row limit alone too
SET nl2sql_heal.max_plan_cost = 0;
SET nl2sql_heal.max_plan_rows = 1000000;
SELECT * FROM try('SELECT count(*) FROM t, LATERAL generate_series(1, t.n) g');

-- must not refuse: constant bounds (estimated), functions bounded by the data read,
-- a WITH query that is not recursive, and the point query
SET nl2sql_heal.max_plan_rows = 0;
SET nl2sql_heal.max_plan_cost = 1000000;
SELECT * FROM try('SELECT count(*) FROM generate_series(1, 1000) g');
SELECT * FROM try('SELECT generate_series(1, 3)');
SELECT * FROM try('SELECT id, unnest(arr) FROM t ORDER BY 1, 2');
SELECT * FROM try('SELECT count(*) FROM t, LATERAL unnest(t.arr) u');
SELECT * FROM try('SELECT count(*) FROM t, LATERAL jsonb_array_elements(t.doc) e');
SELECT * FROM try('WITH w AS (SELECT n FROM t) SELECT max(n) FROM w');
SELECT * FROM try('SELECT n FROM t WHERE id = 1');
-- ... and the refusals' queries run with the setting off, or with no limit set
SET nl2sql_heal.refuse_unestimated = off;
SELECT * FROM try('SELECT count(*) FROM generate_series(1, (SELECT 10)) g');
SELECT * FROM try('WITH RECURSIVE r(i) AS (SELECT 1 UNION SELECT i + 1 FROM r WHERE i < 3) SELECT count(*) FROM r');
RESET nl2sql_heal.refuse_unestimated;
SET nl2sql_heal.max_plan_cost = 0;
SELECT * FROM try('WITH RECURSIVE r(i) AS (SELECT 1 UNION SELECT i + 1 FROM r WHERE i < 3) SELECT count(*) FROM r');
SELECT * FROM try('SELECT count(*) FROM t, LATERAL generate_series(1, least(t.n, 3)) g');
SHOW nl2sql_heal.refuse_unestimated;
RESET nl2sql_heal.max_plan_cost;

RESET ROLE;
RESET search_path;
DROP SCHEMA unest CASCADE;
DROP OWNED BY regress_unest_user;
DROP ROLE regress_unest_user;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
