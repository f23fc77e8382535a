-- Azure OpenAI: the deployment URL with api-version, the api-key header, the
-- reasoning tier, content filtering.
\set QUIET on
SET nl2sql_heal.model_provider = azure;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt4o-prod';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
CREATE FUNCTION pg_temp.heal() RETURNS TABLE (status text, repair text, deployment text) LANGUAGE sql AS $$
    SELECT r->>'status', a.repair, a.deployment
      FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r, t.attempts(r) a
     WHERE a.attempt = 1
$$;
CREATE FUNCTION pg_temp.heal_notes() RETURNS SETOF text LANGUAGE sql AS $$
    SELECT n FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r, t.notes(r) n
     WHERE n NOT LIKE 'No repair source%' AND n NOT LIKE 'Repair did not succeed%'
$$;

-- Standard deployment: the deployment in the path, api-version, the key in api-key only.
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal();
\set log `python3 test/model/ctl.py requests`
SELECT path, query, provider, deployment, api_version, api_key = :'key' AS api_key_header, auth IS NULL AS no_bearer,
       body ? 'model' AS has_model, body->'temperature' AS temperature, body->'max_tokens' AS max_tokens,
       position(:'key' IN body::text) = 0 AS no_key_in_body
  FROM t.requests(:'log');

-- The reasoning deployment and another api-version; names are escaped in the path.
\set s `python3 test/model/ctl.py reset`
SET nl2sql_heal.reasoning_deployment = 'o3 mini/eu';
SET nl2sql_heal.model_api_version = '2025-01-01-preview';
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal();
\set log `python3 test/model/ctl.py requests`
SELECT path, query, deployment, api_version, body ? 'temperature' AS has_temperature,
       body ? 'max_tokens' AS has_max_tokens, body->'max_completion_tokens' AS max_completion_tokens
  FROM t.requests(:'log');
RESET nl2sql_heal.reasoning_deployment;
RESET nl2sql_heal.model_api_version;

-- Content filtering: on the reply (finish_reason) and on the prompt (HTTP 400).
\set s `python3 test/model/ctl.py script '[{"content": "", "finish_reason": "content_filter"}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"status": 400, "finish_reason": "content_filter"}]'`
SELECT * FROM pg_temp.heal_notes();
-- Azure's own errors: a wrong key, a missing deployment.
\set s `python3 test/model/ctl.py script '[{"status": 401}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"status": 404}]'`
SELECT * FROM pg_temp.heal_notes();
-- Azure needs a key: without one the model tier is not used, and a note says how to fix it.
\set s `python3 test/model/ctl.py reset`
SET nl2sql_heal.model_api_key = '';
SELECT * FROM pg_temp.heal_notes();
\set n `python3 test/model/ctl.py count`
SELECT :n AS requests;
