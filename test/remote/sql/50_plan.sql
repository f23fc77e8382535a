-- The plan-cost guard on a remote target: the query is planned there
-- (EXPLAIN (FORMAT JSON) in its own read-only transaction) and refused
-- before it runs when an estimate passes nl2sql_heal.max_plan_cost or
-- nl2sql_heal.max_plan_rows.
\pset null '(null)'
SET client_min_messages = warning;
SET ROLE rmt_alice;

-- guard on: a query whose plan is too expensive is refused, fast, not run
SET nl2sql_heal.max_plan_cost = 100000;
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome,
       r->'attempts'->0->>'class' AS class, r->'error'->>'sqlstate' AS sqlstate,
       r->'error'->>'message' ~ '^the query''s estimated plan cost \d+ exceeds nl2sql_heal\.max_plan_cost \(100000\)$' AS message,
       r->'error'->>'detail' ~ '^The planner on server "shop" estimates a total cost of \d+ and \d+ rows\.$' AS detail,
       r->'notes'->>0 ~ 'raise the limit: SET nl2sql_heal\.max_plan_cost = \d+;$' AS note,
       (r->'attempts'->0->>'ms')::float8 < 1000 AS fast
  FROM nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM generate_series(1, 100000000) a, generate_series(1, 100000000) b', 'shop') r;
-- a point query runs with the guard on
SELECT * FROM rcase('shop', 'SELECT customername FROM customers WHERE customer_id = 1');
-- an error while planning is the query's own, with its position relative to the query
SELECT r->'error'->>'sqlstate' AS sqlstate, r->'error'->>'message' AS message,
       r->'error'->>'position' AS position
  FROM nl2sql_heal.heal_execute('q', 'SELECT customer_name FROM customers', 'shop', 0) r;
-- ... and is repaired as without the guard; the rewrite is planned too
SELECT * FROM rcase('shop', 'SELECT customer_name FROM customers ORDER BY 1 LIMIT 1');
-- rows: the top node's estimate
SET nl2sql_heal.max_plan_cost = 0;
SET nl2sql_heal.max_plan_rows = 1000;
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'SELECT g FROM generate_series(1, 5000) g', 'shop') r;
SELECT * FROM rcase('shop', 'SELECT g FROM generate_series(1, 500) g');
-- a data error at run time still comes back as itself
SELECT * FROM rcase('shop', 'SELECT 1/0', 0);
-- the refusal left no transaction open there: the connection is reused as before
RESET nl2sql_heal.max_plan_rows;
SELECT * FROM rcase('shop', 'SELECT count(*) FROM customers');
RESET ROLE;
