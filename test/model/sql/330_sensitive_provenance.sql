-- Sensitive columns, by provenance and by identity: an answer prompt's rows are masked for
-- every result column whose values the analysed query tree traces to a labelled column
-- (column-alias lists, whole-row references, functions in FROM and LATERAL, set operations,
-- CTEs, views, partitions, materialized views), and only for those: another role's
-- same-named column is not masked.  Every request body the mock received is searched for
-- the sensitive values.
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

-- Every sensitive value found in a request body the mock received.
CREATE FUNCTION pg_temp.leaks(log jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}')
      FROM (VALUES ('123-45-6789'), ('987-65-4321'), ('123456789'), ('Xylophobia'), ('Zygomycosis')) vals(v),
           t.requests(log) r
     WHERE position(lower(v) IN lower(r.body::text)) > 0
$$;
-- The rows of the answer prompt, masks shown as M.
CREATE FUNCTION pg_temp.answer_rows(log jsonb) RETURNS text LANGUAGE sql AS $$
    SELECT substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'M') FROM '"rows":(\[.*?\]\])')
      FROM t.requests(log) WHERE system_prompt LIKE 'You answer a user''s question from the rows%'
$$;
-- 1. Answer rows: one ask() per way of reading the column.  "rows" is the answer prompt's
-- rows, masks shown as M.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT v FROM prov.staff AS s(a, b, v) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'column-alias list' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT zz FROM prov.staff AS q(x, y, zz, w) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'column-alias list, other names' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT e.value FROM prov.staff s, jsonb_each_text(to_jsonb(s)) e ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row through jsonb_each_text' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT kv.value FROM prov.staff t CROSS JOIN LATERAL json_each_text(row_to_json(t)) AS kv ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row through json_each_text, LATERAL' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT u FROM prov.staff, unnest(ARRAY[ssn]) u ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'unnest(ARRAY[ssn])' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT part FROM prov.staff, regexp_split_to_table(ssn, \u0027-\u0027) AS part ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'regexp_split_to_table in FROM' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT x FROM prov.staff, LATERAL (SELECT upper(ssn)) l(x) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'LATERAL subquery' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name FROM prov.staff UNION ALL SELECT ssn FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'set operation, second branch' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "WITH w(k) AS (SELECT ssn FROM prov.staff) SELECT k AS plain FROM w ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'CTE with a column-alias list' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT tag FROM prov.staff_view ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'view renaming it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT t::text AS r FROM prov.staff t ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row as text' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT (SELECT max(ssn) FROM prov.staff) AS m"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'scalar subquery' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT c FROM prov.staff, LATERAL (VALUES (ssn), (\u0027x\u0027)) v(c) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'VALUES of a lateral column' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT CASE WHEN ssn LIKE \u00271%\u0027 THEN ssn ELSE \u0027no\u0027 END AS guess FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'CASE on it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT translate(ssn, \u0027-\u0027, \u0027\u0027) AS digits FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'digits only, from a function of it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "WITH RECURSIVE r(n, s) AS (SELECT 1, ssn FROM prov.staff WHERE id = 1 UNION ALL SELECT n + 1, s FROM r WHERE n < 2) SELECT s FROM r ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'recursive CTE' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT diagnosis AS d FROM prov.patients_a ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'partition of the labelled parent' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT dx FROM prov.patients_mv ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'materialized view over it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT p.diagnosis FROM prov.patients p JOIN prov.patients_b b USING (id) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'the parent through a join' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'the other column (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT ssn FROM prov.other ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'same-named column of another table (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) AS n FROM prov.staff WHERE ssn IS NOT NULL"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a count filtered on it (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT ward FROM prov.patients_a"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'other column of a partition (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;

\set QUIET on
RESET nl2sql_heal.share_sample_values;
DROP SCHEMA prov CASCADE;
