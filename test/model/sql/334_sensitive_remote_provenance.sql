-- Sensitive columns on a remote target: answer rows masked by provenance read from the
-- remote query's parse tree (the target's catalog is not here): aliases, column-alias
-- lists, expressions, whole rows of relations, subqueries and CTEs, named windows, and
-- functions in FROM; a function that is not pg_catalog's (the target's own: its body may
-- read anything) masks its column.  Columns the query carries no value of into stay.  And
-- a materialized view of the target that reads a labelled column only as a whole row has
-- its sample values withheld.  No labelled value may be in any request body.
\set QUIET on
SET client_min_messages = warning;
SELECT current_database() AS home, current_user AS me, current_setting('port') AS port,
       split_part(current_setting('unix_socket_directories'), ',', 1) AS socket \gset
DROP DATABASE IF EXISTS regress_sensitive_target;
CREATE DATABASE regress_sensitive_target;
\c regress_sensitive_target
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
CREATE SCHEMA sens;
CREATE TABLE sens.visits (visit_id int PRIMARY KEY, name text, city text, email text, ssn text);
INSERT INTO sens.visits VALUES
    (1, 'Ada', 'Berlin', 'ada@example.com', '111-22-3333'), (2, 'Ada', 'Berlin', 'ada@example.com', '111-22-3333'),
    (3, 'Bob', 'Paris', 'bob@example.com', '222-33-4444'), (4, 'Bob', 'Paris', 'bob@example.com', '222-33-4444'),
    (5, 'Cy', 'Berlin', 'cy@example.com', '333-44-5555');
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.email IS 'sensitive';
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.ssn IS 'sensitive';
CREATE FUNCTION sens.peek(int) RETURNS text LANGUAGE sql AS $$ SELECT email FROM sens.visits WHERE visit_id = $1 $$;
CREATE FUNCTION public.peek(int) RETURNS text LANGUAGE sql AS $$ SELECT ssn FROM sens.visits WHERE visit_id = $1 $$;
CREATE VIEW sens.visits_json AS SELECT to_jsonb(v) AS j FROM sens.visits v;
CREATE MATERIALIZED VIEW sens.visit_rows AS SELECT to_jsonb(v)->>'email' AS contact, v.city AS town FROM sens.visits v;
ANALYZE sens.visits, sens.visit_rows;
\c :home
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
SET nl2sql_heal.share_sample_values = on;
CREATE EXTENSION IF NOT EXISTS postgres_fdw;
CREATE SERVER regress_sensitive_target FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host :'socket', port :'port', dbname 'regress_sensitive_target');
CREATE USER MAPPING FOR CURRENT_USER SERVER regress_sensitive_target OPTIONS (user :'me');
CREATE FUNCTION pg_temp.leaks(log jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}')
      FROM unnest(ARRAY['ada@example', 'bob@example', 'cy@example',
                        '111-22-3333', '222-33-4444', '333-44-5555']) vals(v), t.requests(log) r
     WHERE position(lower(v) IN lower(r.body::text)) > 0
$$;
CREATE FUNCTION pg_temp.answer_rows(log jsonb) RETURNS text LANGUAGE sql AS $$
    SELECT substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'M') FROM '"rows":(\[.*?\]\])')
      FROM t.requests(log) WHERE system_prompt LIKE 'You answer a user''s question from the rows%'
$$;

-- 1. Sample values of the target's materialized view over whole rows: withheld (the
-- catalog cannot say which of its columns carries the value: all of them).
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT count(*) AS n FROM sens.visit_rows"}, {"content": "Five."}]'`
SELECT nl2sql_heal.ask('How many rows are in visit_rows?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT position('materialized view sens.visit_rows' IN user_prompt) > 0 AS shown,
       position('contact text  -- sensitive: its values are not shared' IN user_prompt) > 0 AS contact_withheld
  FROM t.requests(:'log') WHERE system_prompt LIKE 'You write SQL queries%';
SELECT pg_temp.leaks(:'log') AS leaked;

-- 2. Answer rows, one ask() per reading; masks shown as M.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT v.email AS contact FROM sens.visits v ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'alias' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT e FROM sens.visits AS v(i, n, c, e, s) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'column-alias list of the relation' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT split_part(email, \u0027@\u0027, 1) AS who FROM sens.visits ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'expression' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT x.\"?column?\" AS y FROM (SELECT email || \u0027\u0027 FROM sens.visits) x ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'unnamed expression through a subquery' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT v FROM sens.visits v ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT row_to_json(v.*)::text AS r FROM sens.visits v ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row, qualified, in a function' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT q FROM (SELECT email FROM sens.visits) q ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'whole row of a subquery' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT (SELECT max(email) FROM sens.visits) AS m"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'scalar subquery' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT z FROM (SELECT * FROM sens.visits) q(a, b, c, z, y) ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'star subquery with a column-alias list' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "WITH w(k) AS (SELECT city FROM sens.visits UNION ALL SELECT email FROM sens.visits) SELECT k FROM w ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'CTE, second branch, column-alias list' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "WITH w AS (SELECT ssn FROM sens.visits) SELECT w::text AS r FROM w ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'CTE as a whole row' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name, rank() OVER w AS r FROM sens.visits WINDOW w AS (ORDER BY ssn) ORDER BY 1, 2"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'named window ordered by it' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sens.peek(visit_id) AS x FROM sens.visits ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a function of the target''s schema' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT peek(visit_id) AS x FROM sens.visits ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a function of the target, unqualified' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT sens.peek(1) AS x"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a function of the target, no relation named' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT u FROM sens.visits, unnest(ARRAY[ssn]) u ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'set-returning function in FROM' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT l::text AS r FROM sens.visits v, LATERAL (SELECT v.ssn) l ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'LATERAL subquery as a whole row' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT j::text AS doc FROM sens.visits_json ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'a view of the target over whole rows' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT query_to_xml(\u0027SELECT email FROM sens.visits\u0027, false, false, \u0027\u0027)::text AS x"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'query_to_xml' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT x.name FROM (SELECT name, email FROM sens.visits) x ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'other column of a subquery (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name, count(*) AS n FROM sens.visits GROUP BY name ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'grouped by another column (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT DISTINCT a.name FROM sens.visits a JOIN sens.visits b ON a.email = b.email ORDER BY 1"}, {"content": "An answer."}]'`
SELECT nl2sql_heal.ask('What is there?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT 'joined on it, other column (kept)' AS reading, :'r'::jsonb->>'status' AS status, pg_temp.answer_rows(:'log') AS rows, pg_temp.leaks(:'log') AS leaked;

\set QUIET on
SELECT nl2sql_heal.remote_disconnect('regress_sensitive_target') >= 0 AS disconnected \gset
DROP SERVER regress_sensitive_target CASCADE;
DROP EXTENSION postgres_fdw;
DROP DATABASE regress_sensitive_target WITH (FORCE);
RESET nl2sql_heal.share_sample_values;
