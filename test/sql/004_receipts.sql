-- Receipts: each role sees only its own; only the owner writes; steps join receipts; trace reads them.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/ci/receipt_writer*.sh)
SET nl2sql_heal.receipt_writer = off;
DROP ROLE IF EXISTS heal_alice, heal_bob, heal_auditor;
CREATE ROLE heal_alice;
CREATE ROLE heal_bob;
CREATE ROLE heal_auditor;
GRANT pg_read_all_stats TO heal_auditor;
GRANT SELECT ON customers TO heal_alice, heal_bob;
GRANT USAGE ON SCHEMA shop TO heal_alice;
GRANT SELECT ON shop.orders TO heal_alice;

-- receipt ids appear in messages below: make them independent of earlier suites
ALTER SEQUENCE nl2sql_heal.receipts_receipt_id_seq RESTART 1000;
SET ROLE heal_alice;
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

SET ROLE heal_bob;
SELECT count(*) AS bob_sees FROM nl2sql_heal.receipts;
SELECT count(*) AS bob_sees_steps FROM nl2sql_heal.steps;
SELECT count(*) AS bob_sees_attempts FROM nl2sql_heal.attempts;
-- bob cannot add a step to alice's receipt, nor trace it
SELECT nl2sql_heal.heal_execute('mine now', 'SELECT 1', receipt_id => :alice_receipt);
SELECT * FROM nl2sql_heal.trace(:alice_receipt);
SELECT (nl2sql_heal.heal_execute('Bob asks', 'SELECT 1'))->>'status' AS bob_status;
SELECT count(*) AS bob_sees_own FROM nl2sql_heal.receipts;

-- roles granted pg_read_all_stats see everything
SET ROLE heal_auditor;
SELECT role_name, count(*) FROM nl2sql_heal.receipts WHERE role_name::text LIKE 'heal_%' GROUP BY 1 ORDER BY 1;
RESET ROLE;

-- unknown receipt
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', receipt_id => -42);
-- a receipt keeps the original and final SQL of each step
SELECT (nl2sql_heal.heal_execute('moved', 'SELECT count(*) FROM orders')->>'receipt_id')::bigint AS moved_receipt \gset
SELECT s.original_sql, s.final_sql, s.status, a.attempt, a.outcome, a.repair
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 WHERE s.receipt_id = :moved_receipt
 ORDER BY a.attempt;
