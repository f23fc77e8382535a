-- Every kind of model reply: it is reduced to one statement, then checked and executed
-- like any query; what is not one read-only query is rejected.
\set QUIET on
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
-- one heal_execute of a query only the model can repair, summarised
CREATE FUNCTION pg_temp.heal(question text DEFAULT 'Order value?', sql text DEFAULT 'SELECT sum(zloty) FROM shop.orders')
RETURNS TABLE (status text, attempt int, outcome text, sqlstate text, repair text, attempt_sql text)
LANGUAGE sql AS $$
    SELECT r->>'status', a.attempt, a.outcome, a.sqlstate, a.repair, a.sql
      FROM nl2sql_heal.heal_execute(question, sql) r, t.attempts(r) a
$$;
CREATE FUNCTION pg_temp.heal_notes(question text DEFAULT 'Order value?', sql text DEFAULT 'SELECT sum(zloty) FROM shop.orders')
RETURNS SETOF text LANGUAGE sql AS $$
    SELECT n FROM nl2sql_heal.heal_execute(question, sql) r, t.notes(r) n
     WHERE n NOT LIKE 'The reasoning tier is not configured%'
$$;

-- Prose around a fenced block, after a reasoning trace.
\set s `python3 test/model/ctl.py script '[{"content": "<think>Maybe SELECT total? No.</think>The column is amount:\n\u0060\u0060\u0060postgresql\n-- fixed\nSELECT sum(amount) FROM shop.orders;\n\u0060\u0060\u0060\nHope this helps."}]'`
SELECT * FROM pg_temp.heal();
-- Content as an array of text parts.
\set s `python3 test/model/ctl.py script '[{"content_parts": ["SELECT sum(amount) ", "FROM shop.orders"]}]'`
SELECT * FROM pg_temp.heal();
-- A DELETE is rejected before anything runs.
\set s `python3 test/model/ctl.py script '[{"content": "DELETE FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal();
-- Two statements are rejected, neither runs.
\set s `python3 test/model/ctl.py script '[{"content": "\u0060\u0060\u0060sql\nSELECT sum(amount) FROM shop.orders;\nDROP TABLE shop.orders;\n\u0060\u0060\u0060"}]'`
SELECT * FROM pg_temp.heal();
SELECT count(*) AS orders_still_there FROM shop.orders;
-- A query that writes through a data-modifying WITH is rejected.
\set s `python3 test/model/ctl.py script '[{"content": "WITH d AS (DELETE FROM shop.orders RETURNING *) SELECT count(*) FROM d"}]'`
SELECT * FROM pg_temp.heal();
-- A wrong but valid query runs like any other (check_answer is the defence there) ...
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal();
-- ... unless the question names a governed metric it does not compute as registered.
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(oi.quantity) FROM shop.order_items oi"}]'`
SELECT * FROM pg_temp.heal('What is the revenue?', 'SELECT sum(zloty) FROM shop.order_items oi');
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(oi.quantity) FROM shop.order_items oi"}]'`
SELECT * FROM pg_temp.heal_notes('What is the turnover?', 'SELECT sum(zloty) FROM shop.order_items oi');
-- a rejection is no server error: its reason, and no SQLSTATE
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(oi.quantity) FROM shop.order_items oi"}]'`
SELECT a->>'attempt' AS attempt, a->>'reason' AS reason, a->'sqlstate' = 'null' AS sqlstate_null
  FROM jsonb_array_elements(nl2sql_heal.heal_execute('What is the revenue?', 'SELECT sum(zloty) FROM shop.order_items oi')->'attempts') a
 WHERE a->>'outcome' = 'rejected';
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(oi.quantity * oi.unit_price) FROM shop.order_items oi"}]'`
SELECT * FROM pg_temp.heal('What is the revenue?', 'SELECT sum(zloty) FROM shop.order_items oi');
-- A rewrite that fails again: the next attempt starts from it, with its own error.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(totl) FROM shop.orders"}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal();
\set log `python3 test/model/ctl.py requests`
SELECT row_number() OVER (ORDER BY seq) AS request,
       position('message: column "totl" does not exist' IN user_prompt) > 0 AS sees_second_error
  FROM t.requests(:'log') ORDER BY seq;

-- Replies that carry no rewrite: the step keeps its original failure, a note says why.
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "I am not sure which column you meant."}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"empty_choices": true}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "   "}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "SELECT", "finish_reason": "content_filter"}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"refusal": "I cannot help with that."}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.ord", "finish_reason": "length"}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(zloty) FROM shop.orders;"}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT * FROM pg_temp.heal();
