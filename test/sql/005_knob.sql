-- The repair budget: per call, else nl2sql_heal.repair_max_attempts, clamped to 0..5.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
-- these calls count executions: no remembered repair may skip the failing one
SET nl2sql_heal.remembered_max = 0;
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
ALTER ROLE heal_bob SET nl2sql_heal.repair_max_attempts = 4;
SELECT setconfig FROM pg_db_role_setting WHERE setrole = 'heal_bob'::regrole;
ALTER ROLE heal_bob RESET nl2sql_heal.repair_max_attempts;
-- the model settings are superuser-only, and the key is hidden
SET ROLE heal_bob;
SET nl2sql_heal.model_provider = 'openai';
SET nl2sql_heal.model_api_key = 'sk-test';
-- (the message is worded differently from PostgreSQL 16 on: show the SQLSTATE)
\set VERBOSITY sqlstate
SHOW nl2sql_heal.model_api_key;
\set VERBOSITY default
RESET ROLE;
SELECT count(*) AS listed FROM pg_settings WHERE name = 'nl2sql_heal.model_api_key';
