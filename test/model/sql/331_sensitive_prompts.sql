-- What never reaches a prompt: the extension's own schema and what its tables hold; sample
-- values of a labelled column's partitions and materialized views; a masked value the
-- model moved elsewhere; values quoted by error texts of any SQLSTATE.  Every request body
-- the mock received is searched for the sensitive values.
\set QUIET on
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
SET nl2sql_heal.share_sample_values = on;
CREATE SCHEMA prov;
CREATE TABLE prov.staff (id int PRIMARY KEY, full_name text, ssn text, dept text);
INSERT INTO prov.staff VALUES (1, 'Ada Lovelace', '123-45-6789', 'ops'), (2, 'Bob Babbage', '987-65-4321', 'ops');
SELECT nl2sql_heal.mark_sensitive('prov.staff', 'ssn');
CREATE VIEW prov.staff_view AS SELECT id, ssn AS tag FROM prov.staff;
-- the same column name in another table, not labelled
CREATE TABLE prov.other (ssn text);
INSERT INTO prov.other VALUES ('public-1'), ('public-2');
-- a partitioned table labelled on the parent; a materialized view over it
CREATE TABLE prov.patients (id int, ward text, diagnosis text) PARTITION BY LIST (ward);
CREATE TABLE prov.patients_a PARTITION OF prov.patients FOR VALUES IN ('a');
CREATE TABLE prov.patients_b PARTITION OF prov.patients FOR VALUES IN ('b');
INSERT INTO prov.patients SELECT i, CASE WHEN i % 2 = 0 THEN 'a' ELSE 'b' END,
       CASE WHEN i % 3 = 0 THEN 'Xylophobia' ELSE 'Zygomycosis' END FROM generate_series(1, 60) i;
SELECT nl2sql_heal.mark_sensitive('prov.patients', 'diagnosis');
CREATE MATERIALIZED VIEW prov.patients_mv AS SELECT ward, diagnosis AS dx FROM prov.patients;
ANALYZE prov.patients, prov.patients_a, prov.patients_b, prov.patients_mv, prov.staff, prov.other;

-- Every sensitive value (or a part of one: a mask that cut into it) found in a request
-- body the mock received.
CREATE FUNCTION pg_temp.leaks(log jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}')
      FROM (VALUES ('123-45-6789'), ('987-65-4321'), ('123456789'), ('45-6789'), ('65-4321'), ('Xylophobia'), ('Zygomycosis')) vals(v),
           t.requests(log) r
     WHERE position(lower(v) IN lower(r.body::text)) > 0
$$;
CREATE FUNCTION pg_temp.kind(system_prompt text) RETURNS text LANGUAGE sql AS $$
    SELECT CASE WHEN system_prompt LIKE 'You write SQL queries%' THEN 'write the query'
                WHEN system_prompt LIKE 'You answer a user''s question from the rows%' THEN 'write the answer'
                ELSE 'repair' END
$$;
-- The rows of the answer prompt, masks shown as M.
CREATE FUNCTION pg_temp.answer_rows(log jsonb) RETURNS text LANGUAGE sql AS $$
    SELECT substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'M') FROM '"rows":(\[.*?\]\])')
      FROM t.requests(log) WHERE system_prompt LIKE 'You answer a user''s question from the rows%'
$$;
-- 1. The extension's own tables: receipts hold the values of other queries.
SELECT nl2sql_heal.heal_execute('staff ids', 'SELECT full_name, ssn FROM prov.staff ORDER BY id')->>'status' AS captured;
CREATE VIEW public.recent_steps AS SELECT question, rows FROM nl2sql_heal.steps;
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT question, rows FROM nl2sql_heal.steps WHERE question = \u0027staff ids\u0027"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('Which steps, attempts and receipts are there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'steps' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked,
       (SELECT bool_and(position('nl2sql_heal.' IN user_prompt) = 0) FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'write the query') AS schema_not_offered;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT to_jsonb(s)::text AS everything FROM nl2sql_heal.steps s WHERE s.question = \u0027staff ids\u0027"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('Which steps, attempts and receipts are there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'steps as a whole row' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked,
       (SELECT bool_and(position('nl2sql_heal.' IN user_prompt) = 0) FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'write the query') AS schema_not_offered;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "WITH a AS (SELECT * FROM nl2sql_heal.attempts) SELECT count(*) > 0 AS some, max(a.sql) AS q FROM a"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('Which steps, attempts and receipts are there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a CTE over attempts' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked,
       (SELECT bool_and(position('nl2sql_heal.' IN user_prompt) = 0) FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'write the query') AS schema_not_offered;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT rows FROM public.recent_steps WHERE question = \u0027staff ids\u0027"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('Which steps, attempts and receipts are there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a view over steps' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked,
       (SELECT bool_and(position('nl2sql_heal.' IN user_prompt) = 0) FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'write the query') AS schema_not_offered;

-- 2. Sample values: the label on the partitioned parent covers its partitions and the
-- materialized view over it; the note counts exactly the columns left out.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) AS n FROM prov.patients"}, {"content": "Sixty."}]'`
SELECT nl2sql_heal.ask('How many patients per diagnosis, in the patients_mv view and patients_a?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       position('prov.patients_a' IN user_prompt) > 0 AS partition_shown,
       position('prov.patients_mv' IN user_prompt) > 0 AS matview_shown,
       position('common values: {ops}' IN user_prompt) > 0 AS other_samples_sent,
       (length(user_prompt) - length(replace(user_prompt, '-- sensitive: its values are not shared', ''))) / 39 AS columns_withheld
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
SELECT n FROM t.notes(:'r') n WHERE n LIKE 'Sample values%';
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('Which diagnoses in ward a?', 'SELECT diagnosis FROM prov.patients_a WHERE diagnosis = ''Nothing''') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt, position('common values' IN user_prompt) > 0 AS any_samples_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;

-- 3. A placeholder the model moves stays masked in the next prompt: beside another column,
-- inside a function, as a number.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name FROM prov.staff WHERE tax_id = \u0027<sensitive value 1>\u0027"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('Who has this number?', 'SELECT employee FROM prov.staff WHERE ssn = ''123-45-6789''', max_attempts => 2) AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS query_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name FROM prov.staff WHERE upper(\u0027<sensitive value 2>\u0027) = dept_name OR \u0027<sensitive value 1>\u0027 = x"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('Who has this number?', 'SELECT employee FROM prov.staff WHERE ssn IN (''123-45-6789'', ''987-65-4321'')', max_attempts => 2) AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS query_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name FROM prov.staff WHERE tax_number = \u0027<sensitive value 3>\u0027"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('Who has this number?', 'SELECT employee FROM prov.staff WHERE replace(ssn, ''-'', '''')::bigint = 123456789', max_attempts => 2) AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS query_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;

-- 4. Error texts that quote a value read from a row, whatever their SQLSTATE; a name the
-- query wrote stays in the text (the repair needs it).
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT current_setting(ssn) FROM prov.staff') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate,
       substring(user_prompt FROM 'message: ([^\n]*)') AS message_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT ssn::regclass FROM prov.staff') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate,
       substring(user_prompt FROM 'message: ([^\n]*)') AS message_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT s.ssn::regtype FROM prov.staff s') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate,
       substring(user_prompt FROM 'message: ([^\n]*)') AS message_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT to_jsonb(s)::text::regclass FROM prov.staff s') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate,
       substring(user_prompt FROM 'message: ([^\n]*)') AS message_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT tag::regproc FROM prov.staff_view') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate,
       substring(user_prompt FROM 'message: ([^\n]*)') AS message_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
-- (each of these only the model can repair: no rule has a near name or a rewrite, so
-- the prompt is sent; "prompts" counts the repair requests the mock received)
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT wibblewobble FROM prov.staff') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate, count(*) AS prompts,
       min(substring(user_prompt FROM 'message: ([^\n]*)')) AS message_sent
  FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'repair';
SELECT pg_temp.leaks(:'log') AS leaked;
-- ... and of a query that reads the extension's tables, directly or through a view: the
-- value taken for a name is an SSN the receipt of 'staff ids' holds
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
SELECT nl2sql_heal.heal_execute('q', 'SELECT (rows->0->>1)::regclass FROM nl2sql_heal.steps WHERE question = ''staff ids''') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate, count(*) AS prompts,
       min(substring(user_prompt FROM 'message: ([^\n]*)')) AS message_sent
  FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'repair';
SELECT pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT current_setting(rows->1->>1) AS n FROM public.recent_steps WHERE question = ''staff ids''') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT :'r'::jsonb->'attempts'->0->>'sqlstate' AS sqlstate, count(*) AS prompts,
       min(substring(user_prompt FROM 'message: ([^\n]*)')) AS message_sent
  FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'repair';
SELECT pg_temp.leaks(:'log') AS leaked;

\set QUIET on
RESET nl2sql_heal.share_sample_values;
DROP VIEW public.recent_steps;
DROP SCHEMA prov CASCADE;
