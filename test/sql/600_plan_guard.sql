-- The plan-cost guard: nl2sql_heal.max_plan_cost and nl2sql_heal.max_plan_rows refuse a
-- query (the original or a rewrite) before it runs when the planner's estimate exceeds
-- them; off (0) by default; a cheap query runs as before.
SET client_min_messages = warning;
DROP ROLE IF EXISTS regress_guard_user;
CREATE ROLE regress_guard_user;
CREATE SCHEMA guard_shop;
CREATE TABLE guard_shop.big_a (id int PRIMARY KEY, k int);
CREATE TABLE guard_shop.big_b (id int PRIMARY KEY, k int);
INSERT INTO guard_shop.big_a SELECT g, g % 100 FROM generate_series(1, 1000000) g;
INSERT INTO guard_shop.big_b SELECT g, g % 100 FROM generate_series(1, 1000000) g;
ANALYZE guard_shop.big_a;
ANALYZE guard_shop.big_b;
GRANT USAGE ON SCHEMA guard_shop TO regress_guard_user;
GRANT SELECT ON ALL TABLES IN SCHEMA guard_shop TO regress_guard_user;
LOAD 'nl2sql_heal';
SET ROLE regress_guard_user;

-- off by default
SHOW nl2sql_heal.max_plan_cost;
SHOW nl2sql_heal.max_plan_rows;
SELECT r->>'status' AS status, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('Item 7?', 'SELECT k FROM guard_shop.big_a WHERE id = 7') r;

-- a cross join of two 1M-row tables is refused before it runs (running it
-- would take hours: ten seconds is a bound no loaded machine reaches)
SET nl2sql_heal.max_plan_cost = 1000000;
SELECT clock_timestamp() AS t0 \gset
SELECT nl2sql_heal.heal_execute('How many pairs?',
       'SELECT count(*) FROM guard_shop.big_a a CROSS JOIN guard_shop.big_b b') AS r \gset
SELECT extract(epoch FROM clock_timestamp() - :'t0'::timestamptz) * 1000 < 10000 AS refused_unrun,
       (:'r'::jsonb -> 'attempts' -> 0 ->> 'ms')::float8 < 10000 AS attempt_unrun;
SELECT j->>'status' AS status, j->'attempts'->0->>'outcome' AS outcome,
       j->'attempts'->0->>'class' AS class, j->'error'->>'sqlstate' AS sqlstate,
       j->'error'->>'message' ~ '^the query''s estimated plan cost \d+ exceeds nl2sql_heal\.max_plan_cost \(1000000\)$' AS message,
       j->'error'->>'hint' ~ 'SET nl2sql_heal\.max_plan_cost = \d+;$' AS hint,
       jsonb_array_length(j->'notes') AS notes,
       j->'notes'->>0 ~ '^The query was not run: .*plan cost \d+ exceeds nl2sql_heal\.max_plan_cost \(1000000\)\. .*raise the limit: SET nl2sql_heal\.max_plan_cost = \d+;$' AS note
  FROM (SELECT :'r'::jsonb AS j) s;
-- the receipt records the refusal
-- (committed by the receipt writer, when one runs, a moment after the call)
SELECT nl2sql_heal.wait_for_receipts();
SELECT a.outcome, a.class, a.sqlstate
  FROM nl2sql_heal.attempts a WHERE a.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;

-- a point query goes through with the guard on
SELECT r->>'status' AS status, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('Item 7?', 'SELECT k FROM guard_shop.big_a WHERE id = 7') r;
-- an aggregate over one table is below this limit
SELECT r->>'status' AS status, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('How many?', 'SELECT count(*) FROM guard_shop.big_b WHERE id <= 10') r;

-- a rewrite is planned too: the rule finds the tables, the rewrite is refused
SELECT r->>'status' AS status,
       (SELECT jsonb_agg(jsonb_build_array(a->>'attempt', a->>'outcome', a->>'repair', a->>'class'))
          FROM jsonb_array_elements(r->'attempts') a) AS attempts,
       (SELECT count(*) FROM jsonb_array_elements_text(r->'notes') n
         WHERE n LIKE 'The query was not run: %max_plan_cost%') AS guard_notes
  FROM nl2sql_heal.heal_execute('Pairs with key 1',
       'SELECT count(*) FROM big_a a, big_b b WHERE a.k = 1') r;

-- rows: the top node's estimate
SET nl2sql_heal.max_plan_cost = 0;
SET nl2sql_heal.max_plan_rows = 1000;
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome,
       r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('All items', 'SELECT * FROM guard_shop.big_a') r;
SELECT r->>'status' AS status, r->>'row_count' AS row_count
  FROM nl2sql_heal.heal_execute('Some items', 'SELECT * FROM guard_shop.big_a ORDER BY id LIMIT 5') r;
-- the guard never hides a query's own error
SELECT r->>'status' AS status, r->'attempts'->0->>'sqlstate' AS sqlstate
  FROM nl2sql_heal.heal_execute('Ratio', 'SELECT 1/0', max_attempts => 0) r;

-- the setting is the caller's: raising it lets the query run
SET nl2sql_heal.max_plan_rows = 2000000;
SELECT r->>'status' AS status, r->>'row_count' AS row_count
  FROM nl2sql_heal.heal_execute('All items', 'SELECT * FROM guard_shop.big_a') r;
RESET nl2sql_heal.max_plan_rows;
RESET nl2sql_heal.max_plan_cost;
-- invalid values are refused
SET nl2sql_heal.max_plan_cost = -1;

RESET ROLE;
DROP SCHEMA guard_shop CASCADE;
DROP OWNED BY regress_guard_user;
DROP ROLE regress_guard_user;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
