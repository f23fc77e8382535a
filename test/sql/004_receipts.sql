-- Receipts: each role sees only its own; only the owner writes; steps join receipts; trace reads them.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
-- the shop of 001_basic, made here too (no file depends on another)
CREATE SCHEMA shop;
CREATE TABLE shop.orders (order_id int PRIMARY KEY, customer_id int, amount numeric(10,2), placed date);
INSERT INTO shop.orders VALUES (1, 10, 5.50, '2024-01-03'), (2, 11, 7.25, '2024-02-14'), (3, 10, 12.00, '2024-02-20');
CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text, vip boolean, meta jsonb);
INSERT INTO customers VALUES (10, 'Ann', true, '{"tier": 1}'), (11, 'Bob', false, NULL);
DROP ROLE IF EXISTS regress_receipts_alice, regress_receipts_bob, regress_receipts_auditor;
CREATE ROLE regress_receipts_alice;
CREATE ROLE regress_receipts_bob;
CREATE ROLE regress_receipts_auditor;
GRANT pg_read_all_stats TO regress_receipts_auditor;
GRANT SELECT ON customers TO regress_receipts_alice, regress_receipts_bob;
GRANT USAGE ON SCHEMA shop TO regress_receipts_alice;
GRANT SELECT ON shop.orders TO regress_receipts_alice;

-- receipt ids appear in messages below: make them independent of earlier suites
ALTER SEQUENCE nl2sql_heal.receipts_receipt_id_seq RESTART 1000;
SET ROLE regress_receipts_alice;
SELECT (r->>'receipt_id')::bigint AS alice_receipt, r->>'step' AS step
  FROM nl2sql_heal.heal_execute('How many customers?', 'SELECT count(*) FROM customers') r \gset
-- a second step on the same receipt
SELECT r->>'step' AS step, r->>'status' AS status
  FROM nl2sql_heal.heal_execute('And their orders?', 'SELECT count(*) FROM orders', receipt_id => :alice_receipt) r;
SELECT count(*) AS alice_sees FROM nl2sql_heal.receipts;
SELECT step, status, final_sql FROM nl2sql_heal.steps WHERE receipt_id = :alice_receipt ORDER BY step;
SELECT line FROM nl2sql_heal.trace(:alice_receipt) WHERE line NOT LIKE 'receipt %' AND line NOT LIKE '%ms';

-- nobody but the owner writes receipts
UPDATE nl2sql_heal.receipts SET question = 'forged';
DELETE FROM nl2sql_heal.attempts;
INSERT INTO nl2sql_heal.receipts (question) VALUES ('forged');

SET ROLE regress_receipts_bob;
SELECT count(*) AS bob_sees FROM nl2sql_heal.receipts;
SELECT count(*) AS bob_sees_steps FROM nl2sql_heal.steps;
SELECT count(*) AS bob_sees_attempts FROM nl2sql_heal.attempts;
-- bob cannot add a step to alice's receipt, nor trace it
SELECT nl2sql_heal.heal_execute('mine now', 'SELECT 1', receipt_id => :alice_receipt);
SELECT * FROM nl2sql_heal.trace(:alice_receipt);
SELECT (nl2sql_heal.heal_execute('Bob asks', 'SELECT 1'))->>'status' AS bob_status;
SELECT count(*) AS bob_sees_own FROM nl2sql_heal.receipts;

-- roles granted pg_read_all_stats see everything
SET ROLE regress_receipts_auditor;
SELECT role_name, count(*) FROM nl2sql_heal.receipts WHERE role_name::text LIKE 'regress_receipts_%' GROUP BY 1 ORDER BY 1;
RESET ROLE;

-- unknown receipt
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', receipt_id => -42);
-- a receipt keeps the original and final SQL of each step
SELECT (nl2sql_heal.heal_execute('moved', 'SELECT count(*) FROM orders')->>'receipt_id')::bigint AS moved_receipt \gset
SELECT s.original_sql, s.final_sql, s.status, a.attempt, a.outcome, a.repair
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 WHERE s.receipt_id = :moved_receipt
 ORDER BY a.attempt;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
DROP TABLE customers;
DROP SCHEMA shop CASCADE;
DROP OWNED BY regress_receipts_alice, regress_receipts_bob, regress_receipts_auditor;
DROP ROLE regress_receipts_alice, regress_receipts_bob, regress_receipts_auditor;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
