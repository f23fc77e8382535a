-- ask()'s own model calls (the one that writes the query, the one that writes the
-- answer) are recorded in nl2sql_heal.model_calls, and model_usage counts them beside the
-- calls of the repairs ask() triggers: every model call ask() makes, against a count by
-- hand of the calls scripted here and the requests the mock received.
\set QUIET on
-- plain reads of the receipt tables below: receipts in the caller's transaction
SET nl2sql_heal.receipt_writer = off;
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
DROP ROLE IF EXISTS regress_ask_usage, regress_ask_other;
CREATE ROLE regress_ask_usage;
CREATE ROLE regress_ask_other;
GRANT USAGE ON SCHEMA shop TO regress_ask_usage;
GRANT SELECT ON ALL TABLES IN SCHEMA shop TO regress_ask_usage;
GRANT EXECUTE ON FUNCTION nl2sql_heal.ask(text, text, text) TO regress_ask_usage;
-- whether a receipt writer can run here (read by the superuser)
SELECT current_setting('server_version_num')::int >= 170000
       OR current_setting('shared_preload_libraries') ~ 'nl2sql_heal' AS writer_runs \gset
-- the settings stay; the receipts and the calls are this role's own
SET ROLE regress_ask_usage;
\set QUIET off

-- Five questions, eleven calls, each with the tokens the mock reports for it:
--   1. query ok (100 in, 10 out), answer ok (50, 5)
--   2. query fails (100, 10), the model's repair runs (200, 20), answer ok (50, 5)
--   3. the model finds the schema cannot answer (100, 1): no query, no receipt
--   4. query ok (100, 10), the answer call fails with HTTP 500 (no tokens)
--   5. query returns no rows (100, 10), the model finds no repair (100, 2), answer ok (50, 5)
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.orders", "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}}, {"content": "There are 3 orders.", "usage": {"prompt_tokens": 50, "completion_tokens": 5, "total_tokens": 55}}, {"content": "SELECT sum(zloty) FROM shop.orders", "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}}, {"content": "SELECT sum(amount) FROM shop.orders", "usage": {"prompt_tokens": 200, "completion_tokens": 20, "total_tokens": 220}}, {"content": "Orders are worth 35.75 in total.", "usage": {"prompt_tokens": 50, "completion_tokens": 5, "total_tokens": 55}}, {"content": "NO_REPAIR", "usage": {"prompt_tokens": 100, "completion_tokens": 1, "total_tokens": 101}}, {"content": "SELECT count(*) FROM shop.orders", "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}}, {"status": 500}, {"content": "SELECT customer_name FROM shop.customers WHERE city = \u0027Rome\u0027", "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}}, {"content": "NO_REPAIR", "usage": {"prompt_tokens": 100, "completion_tokens": 2, "total_tokens": 102}}, {"content": "No customer lives in Rome.", "usage": {"prompt_tokens": 50, "completion_tokens": 5, "total_tokens": 55}}]'`
SELECT r->>'status' AS status, r->>'answer' AS answer, (r->>'receipt_id') IS NOT NULL AS receipt
  FROM nl2sql_heal.ask('How many orders are there?') r;
SELECT r->>'status' AS status, r->>'answer' AS answer, (r->>'receipt_id') IS NOT NULL AS receipt
  FROM nl2sql_heal.ask('What are all orders worth?') r;
SELECT r->>'status' AS status, r->>'answer' AS answer, (r->>'receipt_id') IS NOT NULL AS receipt
  FROM nl2sql_heal.ask('What is the weather in Berlin?') r;
SELECT r->>'status' AS status, r->>'answer' AS answer, (r->>'receipt_id') IS NOT NULL AS receipt
  FROM nl2sql_heal.ask('How many orders are there?') r;
SELECT r->>'status' AS status, r->>'answer' AS answer, (r->>'receipt_id') IS NOT NULL AS receipt
  FROM nl2sql_heal.ask('Which customers live in Rome?') r;
\set s `python3 test/model/ctl.py count`
SELECT :'s' AS requests_received;

-- ask()'s own calls, one row each
SELECT purpose, tier, deployment, outcome, tokens_in, tokens_out, tries, receipt_id IS NOT NULL AS receipt,
       failure, model_ms >= 0 AS model_ms
  FROM nl2sql_heal.model_calls WHERE role_name = current_user ORDER BY call_id;

-- By hand: 11 calls: ok 6 (1: query, answer; 2: repair, answer; 4: query; 5: answer),
-- failed_error 1 (2: query), failed_zero_rows 1 (5: query), failed_call 1 (4: answer),
-- no_rewrite 2 (3: query; 5: repair); tokens in 100+50 + 100+200+50 + 100 + 100 +
-- 100+100+50 = 950, out 10+5 + 10+20+5 + 1 + 10 + 10+2+5 = 78.
SELECT deployment, calls, ok, failed_error, failed_zero_rows, failed_rejected, failed_call, no_rewrite,
       tokens_in, tokens_out, p50_ms <= p95_ms AS latency
  FROM nl2sql_heal.model_usage WHERE role_name = current_user;
-- every request the mock received is a call the view counts
SELECT sum(calls) = :'s'::int AS every_request_counted FROM nl2sql_heal.model_usage WHERE role_name = current_user;
-- and the repairs' calls are the receipts' as before: one attempt, one note
SELECT count(*) AS repair_attempts FROM nl2sql_heal.attempts WHERE role_name = current_user AND deployment IS NOT NULL;

-- A call whose failure raises (the model cannot write the query): with receipts in the
-- caller's transaction it rolls back with the statement, and a read-only transaction
-- writes neither receipts nor calls: neither is counted.
\set s `python3 test/model/ctl.py script '[{"status": 401}]'`
SELECT nl2sql_heal.ask('How many orders are there?');
BEGIN READ ONLY;
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.orders"}, {"content": "There are 3 orders."}]'`
SELECT r->>'status' AS status, r->>'receipt_id' AS receipt_id FROM nl2sql_heal.ask('How many orders are there?') r;
COMMIT;
SELECT calls FROM nl2sql_heal.model_usage WHERE role_name = current_user;

-- Through the receipt writer (PostgreSQL 17 and later, or the library preloaded) the
-- failed call is committed apart, so it outlives the error it raises, also inside a
-- transaction that is rolled back; without a writer it is lost as before.
SET nl2sql_heal.receipt_writer = on;
\set s `python3 test/model/ctl.py script '[{"status": 500}, {"status": 500}, {"status": 500}]'`
SELECT nl2sql_heal.ask('How many orders are there?');
BEGIN;
SELECT nl2sql_heal.ask('How many orders are there?');
ROLLBACK;
-- also under a transaction snapshot (where receipts are written in the transaction)
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT nl2sql_heal.ask('How many orders are there?');
ROLLBACK;
SELECT nl2sql_heal.wait_for_receipts();
SET nl2sql_heal.receipt_writer = off;
SELECT count(*) = CASE WHEN :'writer_runs' THEN 3 ELSE 0 END AS failed_calls_kept_by_the_writer,
       bool_and(purpose = 'query' AND outcome = 'call_failed' AND failure LIKE '%500%'
                AND receipt_id IS NULL AND tokens_in IS NULL AND tries = 1) IS NOT FALSE AS rows_as_expected
  FROM nl2sql_heal.model_calls WHERE role_name = current_user AND outcome = 'call_failed' AND purpose = 'query';

-- each role sees its own calls
SET ROLE regress_ask_other;
SELECT count(*) AS others_calls_seen FROM nl2sql_heal.model_calls WHERE role_name = 'regress_ask_usage';
SELECT count(*) AS others_usage_seen FROM nl2sql_heal.model_usage WHERE role_name = 'regress_ask_usage';
-- and none can write them
INSERT INTO nl2sql_heal.model_calls (purpose, tier, deployment, outcome, model_ms, tries)
VALUES ('query', 'standard', 'gpt-4o', 'ok', 1, 1);
RESET ROLE;

\set QUIET on
DELETE FROM nl2sql_heal.model_calls WHERE role_name IN ('regress_ask_usage', 'regress_ask_other');
REVOKE EXECUTE ON FUNCTION nl2sql_heal.ask(text, text, text) FROM regress_ask_usage;
DROP OWNED BY regress_ask_usage, regress_ask_other;
DROP ROLE regress_ask_usage, regress_ask_other;
