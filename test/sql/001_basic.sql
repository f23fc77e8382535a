-- Basics: every status, result keys, receipts written for every call.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;

-- A result without the parts that change from run to run.
CREATE FUNCTION brief(r jsonb) RETURNS jsonb LANGUAGE sql AS $$
    SELECT (r - 'receipt_id')
           || jsonb_build_object('attempts',
                (SELECT coalesce(jsonb_agg(a - 'ms' ORDER BY (a->>'attempt')::int), '[]')
                   FROM jsonb_array_elements(r->'attempts') a))
$$;

CREATE SCHEMA shop;
CREATE TABLE shop.orders (order_id int PRIMARY KEY, customer_id int, amount numeric(10,2), placed date);
INSERT INTO shop.orders VALUES (1, 10, 5.50, '2024-01-03'), (2, 11, 7.25, '2024-02-14'), (3, 10, 12.00, '2024-02-20');
CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text, vip boolean, meta jsonb);
INSERT INTO customers VALUES (10, 'Ann', true, '{"tier": 1}'), (11, 'Bob', false, NULL);

-- ok: the query just works; JSON numbers for numeric types, booleans, json
SELECT jsonb_pretty(brief(nl2sql_heal.heal_execute('Who are the customers?',
    'SELECT customer_id, customer_name, vip, meta, 1.5::float8 AS f, ''NaN''::numeric AS n FROM customers ORDER BY 1')));

-- repaired: a moved table and a misspelt column, healed in one attempt
SELECT jsonb_pretty(brief(nl2sql_heal.heal_execute('Total per customer',
    'SELECT c.customer_nam, sum(o.amount) FROM orders o JOIN customers c USING (customer_id) GROUP BY 1 ORDER BY 1')));

-- empty: ran, returned nothing, no rewrite found anything
SELECT r->>'status' AS status, r->'rows' AS rows, r->>'row_count' AS row_count,
       r->'attempts'->0->>'class' AS class
  FROM nl2sql_heal.heal_execute('Customers called Zed', 'SELECT * FROM customers WHERE customer_name = ''Zed''') r;

-- failed: not repairable, original error reported with all its fields
SELECT r->>'status' AS status, r->'error' AS error, r->>'sql' = r->>'original_sql' AS unchanged
  FROM nl2sql_heal.heal_execute('Ratio', 'SELECT 1/0') r;

-- failed after trying: unknown column with no confident candidate
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate, r->'error'->>'message' AS message,
       jsonb_array_length(r->'attempts') AS attempts, r->'notes' AS notes
  FROM nl2sql_heal.heal_execute('Shoe size', 'SELECT shoe_size FROM customers') r;

-- the question may be NULL
SELECT r->>'status' FROM nl2sql_heal.heal_execute(NULL, 'SELECT 1') r;

-- every call wrote a receipt with its steps and attempts
SELECT count(*) AS receipts FROM nl2sql_heal.receipts;
SELECT status, count(*) FROM nl2sql_heal.steps GROUP BY status ORDER BY status;
SELECT attempt, outcome, sqlstate, class, repair FROM nl2sql_heal.attempts ORDER BY receipt_id, step, attempt;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
DROP FUNCTION brief(jsonb);
DROP TABLE customers;
DROP SCHEMA shop CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
