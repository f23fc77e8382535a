-- HTTP failures of the model endpoint: errors are reported in the notes (never raised,
-- never with the key), retries honour Retry-After and stay bounded, responses are capped.
\set QUIET on
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
-- (libcurl's wording varies: "127.0.0.1 port 1" or "127.0.0.1:1", "Couldn't" or "Could not")
CREATE FUNCTION pg_temp.heal_notes() RETURNS SETOF text LANGUAGE sql AS $$
    SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(n, '127\.0\.0\.1:\d+', '127.0.0.1 port N'),
                                                        'port \d+', 'port N'), '"id": "[^"]*"', '"id": "..."'),
                          'Couldn''t connect to server', 'Could not connect to server')
      FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r, t.notes(r) n
     WHERE n NOT LIKE 'The reasoning tier is not configured%' AND n NOT LIKE 'No repair source%'
       AND n NOT LIKE 'Repair did not succeed%'
$$;
CREATE FUNCTION pg_temp.heal() RETURNS TABLE (status text, repair text, model_ms float8) LANGUAGE sql AS $$
    SELECT r->>'status', (SELECT string_agg(repair, ',') FROM t.attempts(r)),
           (SELECT (a->>'model_ms')::float8 FROM jsonb_array_elements(r->'attempts') a WHERE a ? 'model_ms')
      FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r
$$;
\set requests 'SELECT count(*) AS requests FROM t.requests(:''log'')'

-- 401: the provider's message may echo part of the key, so only its code is kept.
\set s `python3 test/model/ctl.py script '[{"status": 401, "error": {"message": "Incorrect API key provided: sk-tes***e2a77.", "type": "invalid_request_error", "code": "invalid_api_key"}}]'`
SELECT * FROM pg_temp.heal_notes();
-- 404 with the provider's error object.
\set s `python3 test/model/ctl.py script '[{"status": 404, "model": "gpt-4o"}]'`
SELECT * FROM pg_temp.heal_notes();
-- 400 error object on a request the server refuses.
\set s `python3 test/model/ctl.py script '[{"status": 400, "error": {"message": "max_tokens is too large", "type": "invalid_request_error", "code": null}}]'`
SELECT * FROM pg_temp.heal_notes();

-- Retries: 429 with Retry-After: 1 is retried after a second, then succeeds.
SET nl2sql_heal.model_max_retries = 2;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 429}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT status, repair, model_ms >= 1000 AS waited_retry_after FROM pg_temp.heal();
\set log `python3 test/model/ctl.py requests`
:requests;
-- 500 then success: retried after a short backoff.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 500}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT status, repair, model_ms < 1000 AS short_backoff FROM pg_temp.heal();
\set log `python3 test/model/ctl.py requests`
:requests;
-- 503, 502, 500: the retries are bounded (2 retries = 3 tries), then the step keeps its failure.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 503}, {"status": 502}, {"status": 500}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal_notes();
\set log `python3 test/model/ctl.py requests`
:requests;
-- A broken connection (empty reply) is retried too.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"close": true}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT status, repair FROM pg_temp.heal();
\set log `python3 test/model/ctl.py requests`
:requests;
-- 429 for an exhausted quota is final: no retry.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 429, "error": {"message": "You exceeded your current quota.", "type": "insufficient_quota", "code": "insufficient_quota"}}, {"content": "SELECT 1"}]'`
SELECT * FROM pg_temp.heal_notes();
\set log `python3 test/model/ctl.py requests`
:requests;
-- A Retry-After past the time the call has left: no wait, no retry.
SET nl2sql_heal.model_timeout = '5s';
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 429, "headers": {"Retry-After": "30"}}, {"content": "SELECT 1"}]'`
SELECT * FROM pg_temp.heal_notes();
\set log `python3 test/model/ctl.py requests`
:requests;
-- Azure's retry-after-ms is preferred to Retry-After.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 429, "headers": {"Retry-After": "30", "retry-after-ms": "200"}}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT status, repair, model_ms BETWEEN 200 AND 3000 AS waited_200_ms FROM pg_temp.heal();
RESET nl2sql_heal.model_timeout;
-- With retries off, one request only.
SET nl2sql_heal.model_max_retries = 0;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 500}, {"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT * FROM pg_temp.heal_notes();
\set log `python3 test/model/ctl.py requests`
:requests;

-- Bodies that are not chat completions.
\set s `python3 test/model/ctl.py script '[{"body": "{\"choices\": [ {\"message\": "}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"status": 502}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"status": 200, "body": "<html><body>Sign in</body></html>", "headers": {"Content-Type": "text/html"}}]'`
SELECT * FROM pg_temp.heal_notes();
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.orders", "chunked": true}]'`
SELECT status, repair FROM pg_temp.heal();
-- A 50 MB body is cut off at nl2sql_heal.model_max_response_bytes, at once.
\set s `python3 test/model/ctl.py script '[{"body_bytes": 52428800}]'`
SELECT clock_timestamp() AS t0 \gset
SELECT * FROM pg_temp.heal_notes();
SELECT clock_timestamp() - :'t0'::timestamptz < interval '5 seconds' AS quick;
SET nl2sql_heal.model_max_response_bytes = '64kB';
\set s `python3 test/model/ctl.py script '[{"body_bytes": 100000, "chunked": true}]'`
SELECT * FROM pg_temp.heal_notes();
RESET nl2sql_heal.model_max_response_bytes;
-- Redirects are not followed.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"status": 307, "body": "", "headers": {"Location": "/v1/chat/completions"}}, {"content": "SELECT 1"}]'`
SELECT * FROM pg_temp.heal_notes();
\set log `python3 test/model/ctl.py requests`
:requests;
-- Nothing listening: the connection is refused, reported, and the session goes on.
SELECT set_config('nl2sql_heal.model_endpoint', 'http://127.0.0.1:' || :'dead_port', false) IS NOT NULL AS set;
SELECT * FROM pg_temp.heal_notes();
-- The endpoint is checked when set: http and https only, no credentials.
SET nl2sql_heal.model_endpoint = 'ftp://127.0.0.1/';
SET nl2sql_heal.model_endpoint = 'file:///etc/passwd';
SET nl2sql_heal.model_endpoint = 'http://user:pw@127.0.0.1:1';
SET nl2sql_heal.model_endpoint = 'http://127.0.0.1:1/?x=1';
SET nl2sql_heal.model_endpoint = 'http://127.0.0.1 :1';
