-- The model tier's settings: defaults, who may set and see them, and how a
-- misconfiguration shows up.
\set QUIET on
LOAD 'nl2sql_heal';
SELECT name, setting, unit, context, boot_val FROM pg_settings
 WHERE name LIKE 'nl2sql_heal.model%' OR name IN ('nl2sql_heal.reasoning_deployment', 'nl2sql_heal.share_sample_values')
 ORDER BY name;
-- The key is hidden from SHOW ALL and pg_settings, and SHOW says only that it is set, even to superusers.
SET nl2sql_heal.model_api_key = :'key';
SELECT count(*) AS key_in_pg_settings FROM pg_settings WHERE name = 'nl2sql_heal.model_api_key';
SELECT current_setting('nl2sql_heal.model_api_key') = :'key' AS superuser_reads_key,
       current_setting('nl2sql_heal.model_api_key') AS shown;
-- Misconfigurations: each note says what is missing and how to fix it.
CREATE FUNCTION pg_temp.heal_notes() RETURNS SETOF text LANGUAGE sql AS $$
    SELECT n FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r, t.notes(r) n
     WHERE n NOT LIKE 'No repair source%'
$$;
SELECT * FROM pg_temp.heal_notes();
SET nl2sql_heal.model_provider = openai;
SELECT * FROM pg_temp.heal_notes();
SET nl2sql_heal.model_endpoint = :'mock';
SELECT * FROM pg_temp.heal_notes();
-- A key with a line break (header injection) is refused at call time, without showing it.
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = E'abc\r\nX-Injected: 1';
SELECT * FROM pg_temp.heal_notes();
\set n `python3 test/model/ctl.py count`
SELECT :n AS requests;
-- OpenAI-compatible servers without keys (Ollama, vLLM): no Authorization header at all
-- (the mock, like OpenAI itself, answers 401 to that).
SET nl2sql_heal.model_api_key = '';
SELECT n FROM pg_temp.heal_notes() n WHERE n NOT LIKE 'The reasoning tier%';
\set log `python3 test/model/ctl.py requests`
SELECT auth IS NULL AS no_authorization_header FROM t.requests(:'log');
SET nl2sql_heal.model_api_key = :'key';
-- A base URL that already ends in /v1 (vLLM, Ollama style) is not doubled.
\set s `python3 test/model/ctl.py reset`
SELECT set_config('nl2sql_heal.model_endpoint', :'mock' || '/v1/', false) IS NOT NULL AS set;
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sum(amount) FROM shop.orders"}]'`
SELECT r->>'status' AS status FROM nl2sql_heal.heal_execute('Order value?', 'SELECT sum(zloty) FROM shop.orders') r;
\set log `python3 test/model/ctl.py requests`
SELECT path FROM t.requests(:'log');
-- Deployment names are printable.
SET nl2sql_heal.model_deployment = E'gpt\n4o';
-- Only superusers set the model tier up.
SET ROLE model_analyst;
SET nl2sql_heal.model_deployment = 'cheap-model';
SET nl2sql_heal.reasoning_deployment = 'o1';
SET nl2sql_heal.model_timeout = '1h';
SET nl2sql_heal.share_sample_values = on;
-- (the message is worded differently from PostgreSQL 16 on: show the SQLSTATE)
\set VERBOSITY sqlstate
SELECT current_setting('nl2sql_heal.model_api_key');
\set VERBOSITY default
RESET ROLE;
