-- Classification from SQLSTATE and row counts, with real errors.
SET client_min_messages = warning;
CREATE TABLE secret (x int);
INSERT INTO secret VALUES (1);
-- the shop of 001_basic, made here too (no file depends on another)
CREATE SCHEMA shop;
CREATE TABLE shop.orders (order_id int PRIMARY KEY, customer_id int, amount numeric(10,2), placed date);
INSERT INTO shop.orders VALUES (1, 10, 5.50, '2024-01-03'), (2, 11, 7.25, '2024-02-14'), (3, 10, 12.00, '2024-02-20');
CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text, vip boolean, meta jsonb);
INSERT INTO customers VALUES (10, 'Ann', true, '{"tier": 1}'), (11, 'Bob', false, NULL);
DROP ROLE IF EXISTS regress_classify_stranger;
CREATE ROLE regress_classify_stranger;
GRANT USAGE ON SCHEMA public TO regress_classify_stranger;
GRANT SELECT ON customers TO regress_classify_stranger;

CREATE FUNCTION classify(q text, budget int DEFAULT 0)
RETURNS TABLE (status text, outcome text, sqlstate text, class text) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->0->>'outcome', r->'attempts'->0->>'sqlstate', r->'attempts'->0->>'class'
      FROM nl2sql_heal.heal_execute('classify', q, max_attempts => budget) r
$$;

SELECT * FROM classify('SELECT nope FROM customers');            -- undefined column
SELECT * FROM classify('SELECT * FROM nowhere');                 -- undefined table
SELECT * FROM classify('SELECT no_such_fn(1)');                  -- undefined function
SELECT * FROM classify('SELEC 1');                               -- syntax error
SELECT * FROM classify('SELECT customer_id FROM customers, shop.orders'); -- ambiguous column
SELECT * FROM classify('SELECT 1/0');                            -- division by zero
SELECT * FROM classify('SELECT ''x''::int');                     -- bad input
SELECT * FROM classify('SELECT 1 WHERE false');                  -- zero rows
SELECT * FROM classify('SELECT 1');                              -- rows

-- permission denied is never repaired around, whatever the budget
SET ROLE regress_classify_stranger;
SELECT * FROM classify('SELECT * FROM secret', 5);
SELECT r->'notes' FROM nl2sql_heal.heal_execute('secret', 'SELECT * FROM secret') r;
RESET ROLE;

-- a statement timeout is reported, not raised, and not repaired
SET nl2sql_heal.statement_timeout = '100ms';
SELECT * FROM classify('SELECT pg_sleep(5)', 5);
SELECT r->'error'->>'message' AS message, r->'error'->>'detail' AS detail
  FROM nl2sql_heal.heal_execute('sleepy', 'SELECT pg_sleep(5)') r;
RESET nl2sql_heal.statement_timeout;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP FUNCTION classify(text, int);
DROP TABLE secret, customers;
DROP SCHEMA shop CASCADE;
DROP OWNED BY regress_classify_stranger;
DROP ROLE regress_classify_stranger;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
