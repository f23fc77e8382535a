-- Sensitive columns, the rest of the ways a value flows: window functions (their arguments,
-- PARTITION BY and ORDER BY: a rank by a secret tells its order, so it is masked), named
-- windows, aggregates with ORDER BY and FILTER, array_agg/string_agg, GROUPING SETS, ROLLUP,
-- DISTINCT ON, TABLESAMPLE; and views and materialized views that read a labelled column
-- only through a whole-row reference (SELECT s, to_jsonb(s), row_to_json(s.*)) of the table,
-- a partition or an inheritance child: their sample values are withheld, and only their
-- columns that carry it.  Every request body the mock received is searched for the values.
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
-- the partitioned table labelled on the parent
CREATE TABLE prov.patients (id int, ward text, diagnosis text) PARTITION BY LIST (ward);
CREATE TABLE prov.patients_a PARTITION OF prov.patients FOR VALUES IN ('a');
CREATE TABLE prov.patients_b PARTITION OF prov.patients FOR VALUES IN ('b');
INSERT INTO prov.patients SELECT i, CASE WHEN i % 2 = 0 THEN 'a' ELSE 'b' END,
       CASE WHEN i % 3 = 0 THEN 'Xylophobia' ELSE 'Zygomycosis' END FROM generate_series(1, 60) i;
SELECT nl2sql_heal.mark_sensitive('prov.patients', 'diagnosis');
-- an inheritance child of a labelled parent
CREATE TABLE prov.notes (id int, body text);
CREATE TABLE prov.notes_child (extra int) INHERITS (prov.notes);
INSERT INTO prov.notes_child SELECT i, 'Quixotic secret', i FROM generate_series(1, 30) i;
SELECT nl2sql_heal.mark_sensitive('prov.notes', 'body');
-- materialized views and views that read the labelled columns only as whole rows
CREATE MATERIALIZED VIEW prov.staff_json_mv AS SELECT to_jsonb(s)::text AS j FROM prov.staff s;
CREATE VIEW prov.staff_json_v AS SELECT to_jsonb(s) AS j FROM prov.staff s;
CREATE MATERIALIZED VIEW prov.dx_mv AS SELECT to_jsonb(p)->>'diagnosis' AS dx, p.ward FROM prov.patients p;
CREATE MATERIALIZED VIEW prov.dx_a_mv AS SELECT row_to_json(a.*)->>'diagnosis' AS d FROM prov.patients_a a;
CREATE MATERIALIZED VIEW prov.dx_rows_mv AS SELECT k.value AS v FROM prov.patients_b b, jsonb_each_text(to_jsonb(b)) k;
CREATE MATERIALIZED VIEW prov.notes_mv AS SELECT to_jsonb(c)->>'body' AS b FROM prov.notes_child c;
CREATE MATERIALIZED VIEW prov.notes_view_mv AS SELECT (SELECT to_jsonb(n) FROM prov.notes n LIMIT 1)->>'body' AS b2 FROM generate_series(1, 20);
-- a view over a whole-row view, materialized
CREATE VIEW prov.dx_v AS SELECT p AS whole FROM prov.patients p;
CREATE MATERIALIZED VIEW prov.dx_vv_mv AS SELECT (whole).diagnosis AS dd FROM prov.dx_v;
-- a materialized view over the extension's own tables: receipts hold other queries' values
SET nl2sql_heal.receipt_writer = off;
SELECT nl2sql_heal.heal_execute('Who is 123-45-6789?', 'SELECT full_name FROM prov.staff WHERE ssn = ''123-45-6789''')->>'status' AS s
  FROM generate_series(1, 3) \g /dev/null
CREATE MATERIALIZED VIEW prov.step_log_mv AS SELECT question, final_sql FROM nl2sql_heal.steps;
-- must not be covered: a matview over the labelled table that carries no value of it
CREATE MATERIALIZED VIEW prov.ward_counts_mv AS SELECT ward, count(*) AS n FROM prov.patients GROUP BY ward
    UNION ALL SELECT ward, 1 FROM prov.patients;
ANALYZE prov.patients, prov.patients_a, prov.patients_b, prov.staff, prov.notes, prov.notes_child,
        prov.staff_json_mv, prov.dx_mv, prov.dx_a_mv, prov.dx_rows_mv, prov.notes_mv, prov.notes_view_mv,
        prov.dx_vv_mv, prov.ward_counts_mv, prov.step_log_mv;

-- Every sensitive value found in a request body the mock received.
CREATE FUNCTION pg_temp.leaks(log jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}')
      FROM (VALUES ('123-45-6789'), ('987-65-4321'), ('6789'), ('4321'), ('Xylophobia'), ('Zygomycosis'), ('Quixotic')) vals(v),
           t.requests(log) r
     WHERE position(lower(v) IN lower(r.body::text)) > 0
$$;
-- The rows of the answer prompt, masks shown as M.
CREATE FUNCTION pg_temp.answer_rows(log jsonb) RETURNS text LANGUAGE sql AS $$
    SELECT substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'M') FROM '"rows":(\[.*?\]\])')
      FROM t.requests(log) WHERE system_prompt LIKE 'You answer a user''s question from the rows%'
$$;

-- 1. Sample values (share_sample_values = on): ask() names the materialized views, so the
-- prompt that writes the query shows them; no value of the labelled columns is in it, and
-- the columns that carry none keep their samples (ward_counts_mv.ward, dx_mv.ward).
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) AS n FROM prov.patients"}, {"content": "Sixty."}]'`
SELECT nl2sql_heal.ask('Count rows in staff_json_mv, staff_json_v, dx_mv, dx_a_mv, dx_rows_mv, notes_mv, notes_view_mv, dx_vv_mv, dx_v, step_log_mv and ward_counts_mv') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT m AS relation,
       position(m IN user_prompt) > 0 AS shown
  FROM t.requests(:'log'), unnest(ARRAY['prov.staff_json_mv', 'prov.staff_json_v', 'prov.dx_mv', 'prov.dx_a_mv',
                                        'prov.dx_rows_mv', 'prov.notes_mv', 'prov.notes_view_mv', 'prov.dx_vv_mv', 'prov.dx_v', 'prov.step_log_mv', 'prov.ward_counts_mv']) m
 WHERE system_prompt LIKE 'You write SQL queries%' ORDER BY 1;
SELECT substring(user_prompt FROM '(materialized view prov.ward_counts_mv[^\n]*\n[^\n]*\n)') AS kept_samples,
       substring(user_prompt FROM '(materialized view prov.dx_mv[^\n]*\n[^\n]*\n[^\n]*\n)') AS dx_mv
  FROM t.requests(:'log') WHERE system_prompt LIKE 'You write SQL queries%';
SELECT pg_temp.leaks(:'log') AS leaked;
SELECT n FROM t.notes(:'r') n WHERE n LIKE 'Sample values%';

-- 2. Answer rows: one ask() per way of reading the column; "rows" is the answer prompt's
-- rows, masks shown as M.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT first_value(ssn) OVER (ORDER BY id) AS f FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: first_value(ssn) OVER (ORDER BY id)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT lag(ssn) OVER w AS prev FROM prov.staff WINDOW w AS (ORDER BY id) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: lag(ssn) OVER w, WINDOW w' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name, rank() OVER (ORDER BY ssn) AS rk FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: rank() OVER (ORDER BY ssn)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT row_number() OVER (PARTITION BY ssn ORDER BY id) AS rn FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: row_number() OVER (PARTITION BY ssn)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT dense_rank() OVER w AS dr FROM prov.staff WINDOW w AS (PARTITION BY dept ORDER BY ssn DESC) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: ORDER BY ssn in a named window' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT ntile(2) OVER (w ORDER BY ssn) AS t FROM prov.staff WINDOW w AS (PARTITION BY dept) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: a window copied from a named one' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT percent_rank() OVER (ORDER BY right(ssn, 4)) AS pr FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window: percent_rank by an expression of it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT r FROM (SELECT rank() OVER (ORDER BY ssn) AS r FROM prov.staff) q ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window in a subquery' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT string_agg(full_name, \u0027,\u0027 ORDER BY ssn) AS names FROM prov.staff"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'aggregate ORDER BY it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT array_agg(ssn ORDER BY id) AS a FROM prov.staff"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'array_agg over it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT string_agg(ssn, \u0027;\u0027) AS s FROM prov.staff"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'string_agg over it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) FILTER (WHERE ssn LIKE \u00271%\u0027) AS n FROM prov.staff"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'FILTER on it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT ssn, count(*) AS n FROM prov.staff GROUP BY GROUPING SETS ((ssn), ()) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'GROUPING SETS over it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT dept, ssn FROM prov.staff GROUP BY ROLLUP (dept, ssn) ORDER BY 1, 2"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'ROLLUP over it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT ON (ssn) ssn AS x FROM prov.staff ORDER BY ssn"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'DISTINCT ON it, selected' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT ssn AS x FROM prov.staff TABLESAMPLE SYSTEM (100) REPEATABLE (1) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'TABLESAMPLE' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT j FROM prov.staff_json_mv ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row from a matview of whole rows' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT k.value FROM prov.staff_json_v v, jsonb_each_text(v.j) k ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row through a view, keys out' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT to_jsonb(a)->>\u0027diagnosis\u0027 AS d FROM prov.patients_a a ORDER BY 1 LIMIT 2"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row of a partition' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT row_to_json(c.*)::text AS r FROM prov.notes_child c ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row of an inheritance child' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT (jsonb_populate_record(NULL::prov.staff, to_jsonb(s))).ssn AS x FROM prov.staff s ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'json_populate_record of a whole row' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT (s.*)::text AS x FROM prov.staff s ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row cast to text' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT g FROM prov.staff, generate_series(1, length(ssn)) g ORDER BY 1 LIMIT 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'generate_series driven by it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT EXISTS (SELECT 1 FROM prov.staff WHERE ssn LIKE \u00271%\u0027) AS e"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'EXISTS over it, as a value' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name FROM prov.staff ORDER BY ssn"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'ORDER BY it, other column (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT ON (ssn) full_name FROM prov.staff ORDER BY ssn, full_name"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'DISTINCT ON it, other column (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT full_name, rank() OVER (ORDER BY id) AS rk FROM prov.staff ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'window over other columns (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT ward FROM prov.ward_counts_mv ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'matview column that is not it (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;

\set QUIET on
RESET nl2sql_heal.share_sample_values;
DROP SCHEMA prov CASCADE;
