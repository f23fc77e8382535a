-- The model repairs what rules cannot, on an OpenAI-compatible server.
\set QUIET on
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;

-- Rules first: a failure the rules can fix never reaches the model.
SELECT r->>'status' AS status, (SELECT string_agg(repair, ',') FROM t.attempts(r)) AS repairs
  FROM nl2sql_heal.heal_execute('How many orders?', 'SELECT count(*) FROM orders') r;
\set n `python3 test/model/ctl.py count`
SELECT :n AS model_requests_after_a_rule_repair;

-- A column the rules cannot map (no hint): the model proposes, the rewrite runs.
\set s `python3 test/model/ctl.py script '[{"content": "Here it is:\n\u0060\u0060\u0060sql\nSELECT sum(amount) FROM shop.orders o JOIN shop.customers c USING (customer_id) WHERE c.city = $$Berlin$$;\n\u0060\u0060\u0060\nThe column is amount."}]'`
SELECT nl2sql_heal.heal_execute('What did Berlin customers order in total?',
    'SELECT sum(zloty) FROM shop.orders o JOIN shop.customers c USING (customer_id) WHERE c.city = ''Berlin''') AS r \gset
SELECT :'r'::jsonb->>'status' AS status, :'r'::jsonb->'rows' AS rows, :'r'::jsonb->>'sql' AS sql;
SELECT * FROM t.attempts(:'r');
SELECT * FROM t.notes(:'r');

-- The receipt records the model's deployment, latency and tokens, never the key.
SELECT attempt, repair, deployment, model_ms >= 0 AS model_ms, tokens_in > 0 AS tokens_in, tokens_out > 0 AS tokens_out
  FROM nl2sql_heal.attempts WHERE receipt_id = (:'r'::jsonb->>'receipt_id')::bigint ORDER BY attempt;
-- The trace says which model wrote the rewrite.
SELECT count(*) AS trace_names_model FROM nl2sql_heal.trace((:'r'::jsonb->>'receipt_id')::bigint)
 WHERE line ~ '^ +written by model gpt-4o in [0-9.]+ ms \([0-9]+ tokens in, [0-9]+ out\)$';
SELECT count(*) AS receipts_with_key FROM nl2sql_heal.attempts a JOIN nl2sql_heal.steps s USING (receipt_id, step)
 WHERE a::text LIKE '%' || :'key' || '%' OR s::text LIKE '%' || :'key' || '%';

-- What was sent: the URL, the Bearer key, the standard body (temperature 0, max_tokens).
\set log `python3 test/model/ctl.py requests`
SELECT path, query, provider, auth = 'Bearer ' || :'key' AS bearer_key,
       body->>'model' AS model, body->'temperature' AS temperature, body->'max_tokens' AS max_tokens,
       body ? 'max_completion_tokens' AS has_max_completion_tokens,
       jsonb_array_length(body->'messages') AS messages
  FROM t.requests(:'log');
-- The prompt carries the question, the failing query, the real error, the scoped schema
-- (relations, columns, types, foreign keys), the metrics and the dialect; never the key.
SELECT position('What did Berlin customers order in total?' IN user_prompt) > 0 AS question,
       position('SELECT sum(zloty) FROM shop.orders' IN user_prompt) > 0 AS failing_query,
       position('SQLSTATE: 42703' IN user_prompt) > 0 AS sqlstate,
       position('message: column "zloty" does not exist' IN user_prompt) > 0 AS message,
       position('position: character 12' IN user_prompt) > 0 AS error_position,
       position('table shop.orders' IN user_prompt) > 0 AS orders,
       position('  amount numeric(10,2)' IN user_prompt) > 0 AS column_type,
       position('  customer_name text not null' IN user_prompt) > 0 AS not_null,
       position('foreign key (customer_id) references shop.customers (customer_id)' IN user_prompt) > 0 AS fk,
       position('table shop.order_items -- linked by a foreign key' IN user_prompt) > 0 AS fk_neighbour,
       position('revenue = sum(oi.quantity * oi.unit_price)' IN user_prompt) > 0 AS metrics,
       position('PostgreSQL ' || current_setting('server_version_num')::int / 10000 IN user_prompt) > 0 AS dialect,
       position('unrelated_decoy' IN user_prompt) = 0 AS no_decoy,
       position('common values' IN user_prompt) = 0 AS no_sample_values,
       position('one read-only statement' IN system_prompt) > 0 AS one_query_rule,
       position(:'key' IN body::text) = 0 AS no_key_in_body
  FROM t.requests(:'log');

-- The zero-row fact, with the query's predicates, when every execution came back empty.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FROM shop.customers WHERE city = $$Berlin$$ AND customer_id > 0"}]'`
SELECT nl2sql_heal.heal_execute('How many customers in Berlin?',
    'SELECT count(*) FROM shop.customers WHERE customer_name = ''Berlin'' AND customer_id > 0 GROUP BY city') AS r \gset
SELECT :'r'::jsonb->>'status' AS status, :'r'::jsonb->'rows' AS rows;
SELECT attempt, outcome, repair FROM t.attempts(:'r');
\set log `python3 test/model/ctl.py requests`
SELECT position('returned zero rows' IN user_prompt) > 0 AS zero_rows,
       position('<predicates>' || chr(10) || 'customer_name = ''Berlin''' || chr(10) || 'customer_id > 0' IN user_prompt) > 0 AS predicates,
       position('<error>' IN user_prompt) = 0 AS no_error_section,
       position('common values' IN user_prompt) = 0 AS no_sample_values
  FROM t.requests(:'log');

-- Sample values (PostgreSQL's most common values) go to the model only when the DBA allows it.
\set s `python3 test/model/ctl.py reset`
SET nl2sql_heal.share_sample_values = on;
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT r->>'status' AS status FROM nl2sql_heal.heal_execute('How many customers in Berlin?',
    'SELECT count(*) FROM shop.customers WHERE customer_name = ''Berlin'' GROUP BY city') r;
\set log `python3 test/model/ctl.py requests`
SELECT substring(user_prompt FROM '  city text  -- common values: [^\n]*') AS sample_values
  FROM t.requests(:'log');
RESET nl2sql_heal.share_sample_values;

-- A reasoning deployment takes the repair: max_completion_tokens, no temperature, no fallback note.
\set s `python3 test/model/ctl.py reset`
SET nl2sql_heal.reasoning_deployment = 'o3-mini';
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') AS r \gset
SELECT :'r'::jsonb->>'status' AS status;
SELECT attempt, outcome, repair, deployment, tokens FROM t.attempts(:'r');
SELECT * FROM t.notes(:'r');
\set log `python3 test/model/ctl.py requests`
SELECT body->>'model' AS model, body ? 'temperature' AS has_temperature, body ? 'max_tokens' AS has_max_tokens,
       body->'max_completion_tokens' AS max_completion_tokens
  FROM t.requests(:'log');
RESET nl2sql_heal.reasoning_deployment;

-- A non-superuser's repairs use the model the superuser configured; the key stays hidden.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.orders"}]'`
SET ROLE model_analyst;
SELECT r->>'status' AS status, (SELECT string_agg(repair, ',') FROM t.attempts(r)) AS repairs
  FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r;
-- (the message is worded differently from PostgreSQL 16 on: show the SQLSTATE)
\set VERBOSITY sqlstate
SHOW nl2sql_heal.model_api_key;
\set VERBOSITY default
SELECT count(*) AS key_in_pg_settings FROM pg_settings WHERE name = 'nl2sql_heal.model_api_key';
SET nl2sql_heal.model_endpoint = 'http://elsewhere.example';
SET nl2sql_heal.model_api_key = 'mine';
SET nl2sql_heal.model_provider = none;
RESET ROLE;
