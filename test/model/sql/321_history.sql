-- The repair prompt carries every earlier attempt of the step (query and error), and a
-- rewrite that repeats an earlier attempt (white space aside) is refused without running.
-- The model_usage view counts the model's rewrites from the receipts.
\set QUIET on
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
DROP ROLE IF EXISTS regress_model_history;
CREATE ROLE regress_model_history;
GRANT USAGE ON SCHEMA shop TO regress_model_history;
GRANT SELECT ON ALL TABLES IN SCHEMA shop TO regress_model_history;
-- the settings stay; the receipts are this role's own
SET ROLE regress_model_history;
\set QUIET off

-- attempt 0 fails (no rule knows shoe_size); the model's first rewrite fails too; its
-- second prompt lists attempt 0 beside the failing attempt 1; its second rewrite repeats
-- attempt 0 and is refused; asked again (told of the refusal), its third is new and runs.
\set s `python3 test/model/ctl.py script '[{"content": "SELECT size_of_shoe FROM shop.orders"}, {"content": "SELECT   shoe_size\n  FROM shop.orders ;"}, {"content": "SELECT count(*) FROM shop.orders"}]'`
SELECT nl2sql_heal.heal_execute('What shoe sizes?', 'SELECT shoe_size FROM shop.orders', max_attempts => 3) AS r \gset
SELECT r->>'status' AS status FROM (SELECT :'r'::jsonb AS r) s;
SELECT attempt, outcome, sqlstate, repair, sql FROM t.attempts(:'r');
SELECT a->>'attempt' AS attempt, a->>'message' AS message, a->>'class' AS class
  FROM jsonb_array_elements(:'r'::jsonb->'attempts') a WHERE a->>'outcome' = 'rejected';
-- a refused rewrite is no server error: a reason, and no SQLSTATE, in the result and the receipt
SELECT a->>'attempt' AS attempt, a->>'reason' AS reason, a->'sqlstate' = 'null' AS sqlstate_null
  FROM jsonb_array_elements(:'r'::jsonb->'attempts') a WHERE a->>'outcome' = 'rejected';
SELECT nl2sql_heal.wait_for_receipts();
SELECT x.attempt, x.reason, x.sqlstate IS NULL AS sqlstate_null
  FROM nl2sql_heal.attempts x
 WHERE x.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint AND x.outcome = 'rejected';
SELECT line FROM nl2sql_heal.trace((:'r'::jsonb->>'receipt_id')::bigint) line WHERE line LIKE '%repeats_attempt%';
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%repeats%';
\set log `python3 test/model/ctl.py requests`
SELECT row_number() OVER (ORDER BY seq) AS request, substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS failing_query,
       substring(user_prompt FROM '<earlier_attempts>\n(.*)\n</earlier_attempts>') AS earlier_attempts
  FROM t.requests(:'log') ORDER BY seq;

-- must not fire: a rewrite differing in more than white space runs
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT shoe_size  FROM shop.orders WHERE true"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('What shoe sizes?', 'SELECT shoe_size FROM shop.orders', max_attempts => 2) AS r \gset
SELECT attempt, outcome, sqlstate, repair FROM t.attempts(:'r');
-- the second prompt's history holds the original; the failing query is the rewrite
\set log `python3 test/model/ctl.py requests`
SELECT row_number() OVER (ORDER BY seq) AS request, substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS failing_query,
       position('attempt 0 (the original query): error, SQLSTATE 42703: column "shoe_size" does not exist' IN user_prompt) > 0 AS original_listed
  FROM t.requests(:'log') ORDER BY seq;

-- a call that fails writes no attempt; its step's note records it
\set s `python3 test/model/ctl.py script '[{"status": 500}]'`
SELECT n FROM t.notes(nl2sql_heal.heal_execute('What shoe sizes?', 'SELECT shoe_size FROM shop.orders', max_attempts => 1)) n
 WHERE n LIKE 'The model%';

-- model_usage: one row per role, deployment and day, counted from the receipts: four
-- rewrites (one ok, two errors, one refused), one reply without a rewrite (NO_REPAIR),
-- one failed call
SELECT u.deployment, u.calls, u.ok, u.failed_error, u.failed_zero_rows, u.failed_rejected,
       u.failed_call, u.no_rewrite,
       u.tokens_in > (SELECT sum(a.tokens_in) FROM nl2sql_heal.attempts a
                       WHERE a.deployment = 'gpt-4o' AND a.role_name = current_user) AS tokens_in_with_no_rewrite,
       u.tokens_out > 0 AS tokens_out, u.p50_ms <= u.p95_ms AS latency, u.estimated_cost
  FROM nl2sql_heal.model_usage u WHERE u.role_name = current_user AND u.deployment = 'gpt-4o';
-- a price gives the estimated cost
RESET ROLE;
INSERT INTO nl2sql_heal.model_prices VALUES ('gpt-4o', 0.0025, 0.01);
SET ROLE regress_model_history;
SELECT u.estimated_cost = round(u.tokens_in / 1000.0 * 0.0025 + u.tokens_out / 1000.0 * 0.01, 6) AS cost_matches
  FROM nl2sql_heal.model_usage u WHERE u.role_name = current_user AND u.deployment = 'gpt-4o';
RESET ROLE;
DELETE FROM nl2sql_heal.model_prices;
\set QUIET on
DROP OWNED BY regress_model_history;
DROP ROLE regress_model_history;
