-- Text from outside: a model's reply that is not valid in the database encoding is never
-- run, stored or returned (the attempt fails, with a note), so receipts always dump and
-- restore; and the API key, which a hostile endpoint received, is scrubbed from the rows and
-- error texts of a query it wrote to build the key at run time, in the result, the
-- receipts and the next prompt.
\set QUIET on
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
CREATE SCHEMA enc;
CREATE TABLE enc.staff (id int, full_name text);
INSERT INTO enc.staff VALUES (1, 'Ada'), (2, 'Bob');
\set QUIET off

-- 1. A reply holding byte 0xFF, and one holding a truncated sequence.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content_hex": "53454c4543542066756c6c5f6e616d65207c7c2027ff27204153206e2046524f4d20656e632e7374616666"}]'`
SELECT nl2sql_heal.heal_execute('names?', 'SELECT nme FROM enc.staff') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->>'status' AS status, jsonb_array_length(:'r'::jsonb->'attempts') AS attempts,
       (SELECT n FROM t.notes(:'r') n WHERE n LIKE '%not valid UTF8%') AS note;
-- every stored text is valid (convert_from checks it, and raises if not)
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
SELECT bool_and(convert_from(convert_to(coalesce(a.sql, '') || coalesce(a.message, ''), 'UTF8'), 'UTF8') IS NOT NULL) AS attempts_valid,
       bool_and(convert_from(convert_to(s.final_sql || coalesce(s.rows::text, '') || s.notes::text, 'UTF8'), 'UTF8') IS NOT NULL) AS steps_valid
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 WHERE s.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content_hex": "53454c4543542066756c6c5f6e616d6520415320226ec3222046524f4d20656e632e7374616666"}]'`
SELECT nl2sql_heal.heal_execute('names?', 'SELECT nme FROM enc.staff') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->>'status' AS status, jsonb_array_length(:'r'::jsonb->'attempts') AS attempts,
       (SELECT n FROM t.notes(:'r') n WHERE n LIKE '%not valid UTF8%') AS note;
-- every stored text is valid (convert_from checks it, and raises if not)
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
SELECT bool_and(convert_from(convert_to(coalesce(a.sql, '') || coalesce(a.message, ''), 'UTF8'), 'UTF8') IS NOT NULL) AS attempts_valid,
       bool_and(convert_from(convert_to(s.final_sql || coalesce(s.rows::text, '') || s.notes::text, 'UTF8'), 'UTF8') IS NOT NULL) AS steps_valid
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 WHERE s.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;

-- 2. The key built at run time: in the rows, and in an error text.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT \u0027sk-test-\u0027 || \u0027SECRET-4f1c9e2a77\u0027 AS k FROM enc.staff"}]'`
SELECT nl2sql_heal.heal_execute('names?', 'SELECT nme FROM enc.staff') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->>'status' AS status, :'r'::jsonb->'rows' AS rows_returned;
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
SELECT s.rows AS rows_stored FROM nl2sql_heal.steps s WHERE s.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT (\u0027sk-test-\u0027 || \u0027SECRET-4f1c9e2a77\u0027)::int AS k FROM enc.staff"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('names?', 'SELECT nme FROM enc.staff', max_attempts => 2) AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT a->>'attempt' AS attempt, a->>'message' AS message_returned FROM jsonb_array_elements(:'r'::jsonb->'attempts') a;
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
SELECT count(*) AS stored_with_key FROM nl2sql_heal.attempts a
 WHERE a.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint AND a::text LIKE '%' || :'key' || '%';
SELECT count(*) AS requests, count(*) FILTER (WHERE body::text LIKE '%' || :'key' || '%') AS requests_with_key FROM t.requests(:'log');

\set QUIET on
DROP SCHEMA enc CASCADE;
