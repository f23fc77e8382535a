-- The repair budget: per call, else nl2sql_heal.repair_max_attempts, clamped to 0..5.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
-- these calls count executions: no remembered repair may skip the failing one
SET nl2sql_heal.remembered_max = 0;
-- the shop of 001_basic, made here too (no file depends on another)
CREATE SCHEMA shop;
CREATE TABLE shop.orders (order_id int PRIMARY KEY, customer_id int, amount numeric(10,2), placed date);
INSERT INTO shop.orders VALUES (1, 10, 5.50, '2024-01-03'), (2, 11, 7.25, '2024-02-14'), (3, 10, 12.00, '2024-02-20');
CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text, vip boolean, meta jsonb);
INSERT INTO customers VALUES (10, 'Ann', true, '{"tier": 1}'), (11, 'Bob', false, NULL);
CREATE ROLE regress_knob_user;
SHOW nl2sql_heal.repair_max_attempts;
SET nl2sql_heal.repair_max_attempts = 6;
SET nl2sql_heal.repair_max_attempts = -1;
SET nl2sql_heal.repair_max_attempts = 0;
-- budget 0: repair off, everything else still works
SELECT r->>'status' AS status, jsonb_array_length(r->'attempts') AS attempts, r->'notes' AS notes
  FROM nl2sql_heal.heal_execute('moved', 'SELECT count(*) FROM orders') r;
-- the per-call value wins over the setting
SELECT r->>'status' AS status, jsonb_array_length(r->'attempts') AS attempts
  FROM nl2sql_heal.heal_execute('moved', 'SELECT count(*) FROM orders', max_attempts => 1) r;
RESET nl2sql_heal.repair_max_attempts;
-- out-of-range per-call values are clamped, not errors
SELECT r->>'status' AS status, jsonb_array_length(r->'attempts') AS attempts
  FROM nl2sql_heal.heal_execute('moved', 'SELECT count(*) FROM orders', max_attempts => 99) r;
SELECT r->>'status' AS status, jsonb_array_length(r->'attempts') AS attempts, r->'notes' AS notes
  FROM nl2sql_heal.heal_execute('moved', 'SELECT count(*) FROM orders', max_attempts => -3) r;
-- settable per role and database like any setting
ALTER ROLE regress_knob_user SET nl2sql_heal.repair_max_attempts = 4;
SELECT setconfig FROM pg_db_role_setting WHERE setrole = 'regress_knob_user'::regrole;
ALTER ROLE regress_knob_user RESET nl2sql_heal.repair_max_attempts;
-- the model settings are superuser-only, and the key is hidden
SET ROLE regress_knob_user;
SET nl2sql_heal.model_provider = 'openai';
SET nl2sql_heal.model_api_key = 'sk-test';
-- (the message is worded differently from PostgreSQL 16 on: show the SQLSTATE)
\set VERBOSITY sqlstate
SHOW nl2sql_heal.model_api_key;
\set VERBOSITY default
RESET ROLE;
SELECT count(*) AS listed FROM pg_settings WHERE name = 'nl2sql_heal.model_api_key';

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP TABLE customers;
DROP SCHEMA shop CASCADE;
DROP ROLE regress_knob_user;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
