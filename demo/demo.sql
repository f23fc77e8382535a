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
\echo '== 6. T-SQL: TOP, [brackets], ISNULL and GETDATE() mapped to PostgreSQL'
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows, r->'notes'->0 AS note
  FROM nl2sql_heal.heal_execute('Three most recent sign-ups and their city',
       'SELECT TOP 3 [customer_name], ISNULL([city], ''unknown'') AS city FROM [dbo].[customers] WHERE [signup_date] < GETDATE() ORDER BY [signup_date] DESC') r;

\echo
\echo '== 7. MySQL: backticks, DATE_FORMAT and LIMIT offset, count; the orders table found in its schema'
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('Orders per month, skipping the busiest',
       'SELECT DATE_FORMAT(`order_date`, ''%Y-%m'') AS month, COUNT(*) AS orders FROM `orders` GROUP BY month ORDER BY orders DESC, month LIMIT 1, 10') r;

\echo
\echo '== 8. Zero rows: the literal is cased differently from the data (checked with a bounded probe)'
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows, r->'notes'->0 AS note
  FROM nl2sql_heal.heal_execute('Which orders were cancelled?',
       'SELECT order_id, order_date FROM sales.orders WHERE status = ''Cancelled''') r;

\echo
\echo '== 9. MySQL-style grouping: customer_name has one value per customer_id, so it joins the GROUP BY'
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('Orders per customer',
       'SELECT o.customer_id, c.customer_name, count(*) AS orders FROM sales.orders o JOIN customers c USING (customer_id) GROUP BY o.customer_id ORDER BY 3 DESC, 1') r;

\echo
\echo '== 10. Schema drift: a migration renamed products to product, unit_price to "UnitPrice" and'
\echo '==     category to product_category; a query written for the old schema heals in one attempt'
ALTER TABLE products RENAME TO product;
ALTER TABLE product RENAME COLUMN unit_price TO "UnitPrice";
ALTER TABLE product RENAME COLUMN category TO product_category;
SELECT r->>'status' AS status, r->>'sql' AS healed_sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('Units sold and average list price per category',
       'SELECT p.category, sum(oi.quantity) AS units, round(avg(p.unit_price), 2) AS avg_price FROM order_items oi JOIN products p ON p.product_id = oi.product_id GROUP BY p.category ORDER BY units DESC') r;
SELECT n AS notes FROM nl2sql_heal.steps, unnest(notes) n
 WHERE receipt_id = (SELECT max(receipt_id) FROM nl2sql_heal.steps);

\echo
\echo '== Receipts: every attempt, queryable by DBAs'
SELECT s.receipt_id, s.status, a.attempt, a.outcome, a.sqlstate, coalesce(a.repair, '(original)') AS repair, left(a.sql, 60) AS sql
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 ORDER BY s.receipt_id, a.attempt;

\echo
\echo '== The reasoning trace of the T-SQL repair'
SELECT line FROM nl2sql_heal.trace((SELECT max(receipt_id) FROM nl2sql_heal.steps WHERE original_sql LIKE 'SELECT TOP 3%'));

\echo
\echo '== The reasoning trace of the drift repair'
SELECT line FROM nl2sql_heal.trace((SELECT max(receipt_id) FROM nl2sql_heal.steps WHERE status = 'repaired'));
