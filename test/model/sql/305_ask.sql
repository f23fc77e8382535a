-- ask(): the model writes the query, heal_execute runs and heals it, the model answers
-- from the rows, check_answer judges the answer; one call, one receipt.
-- check_answer comes with answer plausibility: where it is not installed, ask() says so
-- in a note, and these checks expect exactly that (to_regprocedure decides which).
\set QUIET on
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
SELECT to_regprocedure('nl2sql_heal.check_answer(bigint,text)') IS NOT NULL AS has_check \gset
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
-- the result, summarised; notes without timings and without the check_answer caveat
CREATE FUNCTION pg_temp.summary(r jsonb)
RETURNS TABLE (status text, answer text, sql text, generated_sql text, rows jsonb, row_count int,
               receipt boolean)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'answer', r->>'sql', r->>'generated_sql', r->'rows', (r->>'row_count')::int,
           (r->>'receipt_id')::bigint > 0
$$;
CREATE FUNCTION pg_temp.notes(r jsonb) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT n FROM t.notes(r) n
     WHERE n NOT LIKE 'The answer was not checked: nl2sql_heal.check_answer is not installed.'
$$;
-- the verdict is as expected when check_answer exists, absent (with its note) otherwise
CREATE FUNCTION pg_temp.verdict_ok(r jsonb, expected boolean, has_check boolean) RETURNS boolean LANGUAGE sql AS $$
    SELECT CASE WHEN has_check THEN (r->>'plausible')::boolean IS NOT DISTINCT FROM expected AND r->'verdict' IS NOT NULL
                ELSE r->'plausible' = 'null' AND r->'verdict' = 'null'
                     AND r->'notes' ? 'The answer was not checked: nl2sql_heal.check_answer is not installed.' END
$$;

-- Misuse raises.
SELECT nl2sql_heal.ask(NULL);
SELECT nl2sql_heal.ask('  ');
SET nl2sql_heal.model_provider = none;
SELECT nl2sql_heal.ask('How many orders?');
SET nl2sql_heal.model_provider = openai;

-- The whole way: the query, its rows, the answer, the verdict, the receipt.
\set s `python3 test/model/ctl.py script '[{"content": "\u0060\u0060\u0060sql\nSELECT count(*) AS orders FROM shop.orders\n\u0060\u0060\u0060"}, {"content": "There are 3 orders."}]'`
SELECT nl2sql_heal.ask('How many orders are there?') AS r \gset
SELECT status, answer, sql, rows, row_count, receipt FROM pg_temp.summary(:'r');
SELECT pg_temp.verdict_ok(:'r', true, :'has_check'::boolean) AS verdict_ok;
SELECT * FROM pg_temp.notes(:'r');
SELECT k AS model_call, v->>'tier' AS tier, v->>'deployment' AS deployment, v->>'tries' AS tries,
       (v->>'tokens_in')::int > 0 AS tokens_in, (v->>'ms')::float8 >= 0 AS ms
  FROM jsonb_each(:'r'::jsonb->'model') AS e(k, v) ORDER BY k DESC;
-- One receipt, one step, the question on both.
SELECT r.question, count(s.*) AS steps, min(s.status) AS status, min(s.final_sql) AS final_sql
  FROM nl2sql_heal.receipts r JOIN nl2sql_heal.steps s USING (receipt_id)
 WHERE receipt_id = (:'r'::jsonb->>'receipt_id')::bigint GROUP BY r.question;
-- Two model calls: one writes the query (generate prompt), one the answer (the rows).
\set log `python3 test/model/ctl.py requests`
SELECT row_number() OVER (ORDER BY seq) AS request, body->>'model' AS model, body->'max_tokens' AS max_tokens,
       CASE WHEN system_prompt LIKE 'You write SQL queries%' THEN 'write the query'
            WHEN system_prompt LIKE 'You answer a user''s question from the rows%' THEN 'write the answer' END AS purpose,
       position('How many orders are there?' IN user_prompt) > 0 AS question,
       position('table shop.orders' IN user_prompt) > 0 AS schema,
       position('revenue = sum(oi.quantity * oi.unit_price)' IN user_prompt) > 0 AS metrics,
       position('"rows":[[3]]' IN replace(user_prompt, ' ', '')) > 0 AS rows,
       position('SELECT count(*) AS orders FROM shop.orders' IN user_prompt) > 0 AS query
  FROM t.requests(:'log') ORDER BY seq;

-- An answer the rows do not support is judged so.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.orders"}, {"content": "There are 12 orders."}]'`
SELECT nl2sql_heal.ask('How many orders are there?') AS r \gset
SELECT status, answer FROM pg_temp.summary(:'r');
SELECT pg_temp.verdict_ok(:'r', false, :'has_check'::boolean) AS verdict_ok;

-- The generated query fails and is healed (here by the model) before the answer is written.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(zloty) FROM shop.orders"}, {"content": "SELECT sum(amount) FROM shop.orders"}, {"content": "Orders are worth 35.75 in total."}]'`
SELECT nl2sql_heal.ask('What are all orders worth?') AS r \gset
SELECT status, answer, sql, generated_sql, rows FROM pg_temp.summary(:'r');
SELECT attempt, outcome, repair FROM t.attempts(:'r');
SELECT pg_temp.verdict_ok(:'r', true, :'has_check'::boolean) AS verdict_ok;

-- The reasoning deployment writes the query; the answer goes to the standard one.
\set s `python3 test/model/ctl.py reset`
SET nl2sql_heal.reasoning_deployment = 'o3-mini';
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.customers"}, {"content": "There are 3 customers."}]'`
SELECT nl2sql_heal.ask('How many customers?') AS r \gset
SELECT status, answer FROM pg_temp.summary(:'r');
SELECT * FROM pg_temp.notes(:'r');
\set log `python3 test/model/ctl.py requests`
SELECT row_number() OVER (ORDER BY seq) AS request, body->>'model' AS model,
       body ? 'max_completion_tokens' AS reasoning_body FROM t.requests(:'log') ORDER BY seq;
RESET nl2sql_heal.reasoning_deployment;

-- A query that is not read-only is rejected: no rows, so no answer call.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "DELETE FROM shop.orders"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.ask('Delete the orders') AS r \gset
SELECT status, answer, receipt FROM pg_temp.summary(:'r');
SELECT attempt, outcome, sqlstate FROM t.attempts(:'r') WHERE attempt = 0;
SELECT * FROM pg_temp.notes(:'r') n WHERE n NOT LIKE 'The reasoning tier%' AND n NOT LIKE 'The model (%';
SELECT count(*) AS orders_still_there FROM shop.orders;

-- The model finds the schema cannot answer: nothing runs, no receipt.
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.ask('What is the weather in Berlin?') AS r \gset
SELECT status, answer, receipt FROM pg_temp.summary(:'r');
SELECT * FROM pg_temp.notes(:'r');

-- The answer call fails: the receipt stands, the result says why there is no answer.
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.orders"}, {"status": 500}]'`
SELECT nl2sql_heal.ask('How many orders are there?') AS r \gset
SELECT status, answer, rows, receipt FROM pg_temp.summary(:'r');
SELECT * FROM pg_temp.notes(:'r') n WHERE n NOT LIKE 'The reasoning tier%';

-- The model cannot be reached to write the query: an error, with the fix.
\set s `python3 test/model/ctl.py script '[{"status": 401}]'`
SELECT nl2sql_heal.ask('How many orders are there?');
SELECT set_config('nl2sql_heal.model_endpoint', 'http://127.0.0.1:' || :'dead_port', false) IS NOT NULL AS set;
\set VERBOSITY sqlstate
SELECT nl2sql_heal.ask('How many orders are there?');
\set VERBOSITY default
SELECT set_config('nl2sql_heal.model_endpoint', :'mock', false) IS NOT NULL AS set;

-- The DBA decides who may send questions and rows to the model.
SET ROLE model_analyst;
SELECT nl2sql_heal.ask('How many orders are there?');
RESET ROLE;
GRANT EXECUTE ON FUNCTION nl2sql_heal.ask(text, text, text) TO model_analyst;
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.orders"}, {"content": "There are 3 orders."}]'`
SET ROLE model_analyst;
SELECT nl2sql_heal.ask('How many orders are there?') AS r \gset
SELECT status, answer, receipt FROM pg_temp.summary(:'r');
SELECT role_name FROM nl2sql_heal.receipts WHERE receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;
RESET ROLE;
REVOKE EXECUTE ON FUNCTION nl2sql_heal.ask(text, text, text) FROM model_analyst;
