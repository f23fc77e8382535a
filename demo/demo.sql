-- The demo: real broken queries, healed by the rule tier (no model).
\pset pager off
\pset null '∅'
\set QUIET on
\echo
\echo '== 1. A query that just works: status ok, nothing rewritten'
SELECT r->>'status' AS status, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('How many active customers are there?',
       'SELECT count(*) AS active_customers FROM customers WHERE is_active') r;

\echo
\echo '== 2. The table moved to another schema: qualified from the live catalog'
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows, r->'notes'->0 AS note
  FROM nl2sql_heal.heal_execute('How many orders were shipped?',
       'SELECT count(*) FROM orders WHERE status = ''shipped''') r;

\echo
\echo '== 3. A misspelt column and a moved table, healed in one attempt'
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('Orders per customer',
       'SELECT c.customer_nme, count(*) AS orders FROM orders o JOIN customers c USING (customer_id) GROUP BY 1 ORDER BY 2 DESC, 1') r;

\echo
\echo '== 4. Not repairable: a data error is reported as it is, never worked around'
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('Average basket', 'SELECT sum(quantity) / 0 FROM sales.order_items') r;

\echo
\echo '== 5. Unsafe SQL never runs'
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('Clean up', 'DELETE FROM customers') r;

\echo
\echo '== Receipts: every attempt, queryable by DBAs'
SELECT s.receipt_id, s.status, a.attempt, a.outcome, a.sqlstate, coalesce(a.repair, '(original)') AS repair, left(a.sql, 60) AS sql
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 ORDER BY s.receipt_id, a.attempt;

\echo
\echo '== The reasoning trace of the multi-fix repair'
SELECT line FROM nl2sql_heal.trace((SELECT max(receipt_id) FROM nl2sql_heal.steps WHERE status = 'repaired'));
