-- Sensitive columns on a remote target.  The labels, the sample values and the rows are
-- the target's: here another database of this server, reached through a postgres_fdw
-- foreign server and libpq like any remote target.  This database has a table of the same
-- name with other values and no labels, so a prompt grounded here instead of on the
-- target shows, and so does masking decided by the labels here.  No value of a column
-- labelled on the target may be in any request body the mock receives, in every prompt
-- kind: ask()'s prompt that writes the query (schema with sample values), the repair
-- prompt (the failing query, earlier attempts, zero-row predicates, error texts) and
-- ask()'s prompt that writes the answer (the rows, the query).
\set QUIET on
SET client_min_messages = warning;
SELECT current_database() AS home, current_user AS me, current_setting('port') AS port,
       split_part(current_setting('unix_socket_directories'), ',', 1) AS socket \gset
DROP DATABASE IF EXISTS regress_sensitive_target;
CREATE DATABASE regress_sensitive_target;
\c regress_sensitive_target
SET client_min_messages = warning;
-- the remote side: no extension, only its library for the label provider
LOAD 'nl2sql_heal';
CREATE SCHEMA sens;
CREATE TABLE sens.visits (visit_id int PRIMARY KEY, name text, city text, email text, ssn text);
INSERT INTO sens.visits VALUES
    (1, 'Ada', 'Berlin', 'ada@example.com', '111-22-3333'), (2, 'Ada', 'Berlin', 'ada@example.com', '111-22-3333'),
    (3, 'Bob', 'Paris', 'bob@example.com', '222-33-4444'), (4, 'Bob', 'Paris', 'bob@example.com', '222-33-4444'),
    (5, 'Cy', 'Berlin', 'cy@example.com', '333-44-5555');
ANALYZE sens.visits;
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.email IS 'sensitive';
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.ssn IS 'sensitive';
-- a role of the target that may read the table but not the labels (section 4)
DROP ROLE IF EXISTS regress_sensitive_blind;
CREATE ROLE regress_sensitive_blind LOGIN;
GRANT USAGE ON SCHEMA sens TO regress_sensitive_blind;
GRANT SELECT ON sens.visits TO regress_sensitive_blind;
REVOKE SELECT ON pg_catalog.pg_seclabel FROM PUBLIC;
\c :home
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
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
CREATE SERVER regress_sensitive_blind FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host :'socket', port :'port', dbname 'regress_sensitive_target');
CREATE USER MAPPING FOR CURRENT_USER SERVER regress_sensitive_blind
    OPTIONS (user 'regress_sensitive_blind', password_required 'false');
-- here: the same names, other values, nothing labelled
CREATE SCHEMA sens;
CREATE TABLE sens.visits (visit_id int PRIMARY KEY, name text, city text, email text, ssn text);
INSERT INTO sens.visits VALUES (1, 'Local', 'Lisbon', 'local@here.example', '999-99-9999'),
                               (2, 'Local', 'Lisbon', 'local@here.example', '999-99-9999');
ANALYZE sens.visits;

-- helpers in a schema of their own: they outlive the reconnections below
CREATE SCHEMA regress_sens;
-- Every value of a column labelled on the target found in a request body the mock received.
CREATE FUNCTION regress_sens.leaks(log jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}')
      FROM unnest(ARRAY['ada@example.com', 'bob@example.com', 'cy@example.com',
                        '111-22-3333', '222-33-4444', '333-44-5555']) vals(v), t.requests(log) r
     WHERE position(lower(v) IN lower(r.body::text)) > 0
$$;
CREATE FUNCTION regress_sens.kind(system_prompt text) RETURNS text LANGUAGE sql AS $$
    SELECT CASE WHEN system_prompt LIKE 'You write SQL queries%' THEN 'write the query'
                WHEN system_prompt LIKE 'You answer a user''s question from the rows%' THEN 'write the answer'
                ELSE 'repair' END
$$;
\set QUIET off

-- 1. ask() on the target, every prompt kind in one call: the model writes a query that
-- fails on the target (no column shoe; no rule has a rewrite), the repair prompt carries
-- it with its literals as placeholders, the model's rewrite uses the placeholder, which
-- is put back before it runs there; the answer prompt gets the rows masked.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name, city, email, ssn FROM sens.visits WHERE ssn = \u0027111-22-3333\u0027 AND shoe = 1 ORDER BY visit_id"}, {"content": "SELECT name, city, email, ssn FROM sens.visits WHERE ssn = \u0027<sensitive value 1>\u0027 ORDER BY visit_id"}, {"content": "Ada visited twice, both times in Berlin."}]'`
SELECT nl2sql_heal.ask('Where did the first visitor go, and how often?', 'regress_sensitive_target') AS r \gset
SELECT r->>'status' AS status, r->>'sql' AS final_sql, r->'rows' AS rows_in_the_result
  FROM (SELECT :'r'::jsonb AS r) s;
SELECT attempt, outcome, sqlstate, repair FROM t.attempts(:'r');
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%sensitive%';
SELECT s.target, s.rows AS rows_in_the_receipt FROM nl2sql_heal.steps s
 WHERE s.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;
\set log `python3 test/model/ctl.py requests`
SELECT regress_sens.kind(system_prompt) AS prompt,
       position('common values: {Berlin' IN user_prompt) > 0 AS target_city_samples,
       position('Lisbon' IN user_prompt) > 0 AS local_values,
       position('email text  -- sensitive: its values are not shared' IN user_prompt) > 0 AS email_withheld,
       position('ssn text  -- sensitive: its values are not shared' IN user_prompt) > 0 AS ssn_withheld,
       position('ssn = ''<sensitive value 1>''' IN user_prompt) > 0 AS masked_literal,
       position('["Ada","Berlin","[masked]","[masked]"]' IN replace(user_prompt, ' ', '')) > 0 AS masked_rows,
       position('"columns":["name","city","email","ssn"]' IN replace(user_prompt, ' ', '')) > 0 AS column_names
  FROM t.requests(:'log') ORDER BY seq;
SELECT regress_sens.leaks(:'log') AS leaked;

-- Columns computed from a labelled one are masked too (through an alias, a function, a
-- whole row); others, and aggregates, are not.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT v.name, upper(v.email) AS contact, count(*) AS visits, min(row_to_json(v)::text) AS everything FROM sens.visits v GROUP BY 1, 2 ORDER BY 1"}, {"content": "Three people visited."}]'`
SELECT nl2sql_heal.ask('Who visited, how often?', 'regress_sensitive_target') AS r \gset
SELECT r->>'status' AS status, r->'rows'->0->>1 AS contact_in_the_result FROM (SELECT :'r'::jsonb AS r) s;
\set log `python3 test/model/ctl.py requests`
SELECT regress_sens.kind(system_prompt) AS prompt,
       substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'MASKED') FROM '"rows":\[\[[^]]*\]') AS first_row_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT regress_sens.leaks(:'log') AS leaked;

-- 2. heal_execute on the target: a zero-row query filtering on a labelled column.  The
-- rule re-cases the literal to the stored value with probes on the target (attempt 1,
-- still zero rows because of the city); the repair prompt carries both attempts and the
-- predicates with their literals as placeholders.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name FROM sens.visits WHERE email = \u0027<sensitive value 1>\u0027"}]'`
SELECT nl2sql_heal.heal_execute('Which visits did ada@ make in Nowhere?',
       'SELECT name FROM sens.visits WHERE email = ''ADA@EXAMPLE.COM'' AND city = ''Nowhere''',
       'regress_sensitive_target') AS r \gset
SELECT r->>'status' AS status, r->>'sql' AS final_sql, r->'rows' AS rows FROM (SELECT :'r'::jsonb AS r) s;
SELECT attempt, outcome, repair, sql FROM t.attempts(:'r');
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%sensitive%';
\set log `python3 test/model/ctl.py requests`
SELECT regress_sens.kind(system_prompt) AS prompt,
       position('<failing_query>' || chr(10) || 'SELECT name FROM sens.visits WHERE email = ''<sensitive value 1>'' AND city = ''Nowhere''' IN user_prompt) > 0 AS failing_query,
       position('attempt 0 (the original query): zero rows' || chr(10) || 'SELECT name FROM sens.visits WHERE email = ''<sensitive value 2>'' AND city = ''Nowhere''' IN user_prompt) > 0 AS earlier_attempt,
       position('<predicates>' || chr(10) || 'email = ''<sensitive value 1>''' IN user_prompt) > 0 AS predicates,
       position('Nowhere' IN user_prompt) > 0 AS other_literals_kept,
       position('Lisbon' IN user_prompt) > 0 AS local_values
  FROM t.requests(:'log') ORDER BY seq;
SELECT regress_sens.leaks(:'log') AS leaked;

-- 3. Error texts of the target: a syntax error at a literal compared with a labelled
-- column, and one where the parse tree does not pair them (ssn reads as a type name).
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT name FROM sens.visits WHERE ssn ''222-33-4444''',
                                'regress_sensitive_target') AS r \gset
SELECT r->'error'->>'message' AS error_here FROM (SELECT :'r'::jsonb AS r) s;
SELECT nl2sql_heal.heal_execute('q', 'SELECT name FROM sens.visits WHERE email = ''bob@example.com'' AND nosuch = 1',
                                'regress_sensitive_target') AS r \gset
SELECT r->'error'->>'message' AS error_here FROM (SELECT :'r'::jsonb AS r) s;
\set log `python3 test/model/ctl.py requests`
SELECT substring(user_prompt FROM 'message: [^\n]*') AS error_sent,
       substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS query_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT regress_sens.leaks(:'log') AS leaked;

-- 4. When the labels cannot be read on the target (there, the mapped role may not read
-- pg_seclabel), every value is masked in every prompt, and the notes say why; the
-- prompts show every column as sensitive, with none of its values.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name, city, email FROM sens.visits WHERE email = \u0027ada@example.com\u0027 AND shoe = 1"}, {"content": "SELECT name, city, email FROM sens.visits WHERE email = \u0027<sensitive value 1>\u0027"}, {"content": "Ada, twice."}]'`
SELECT nl2sql_heal.ask('Where did the first visitor go?', 'regress_sensitive_blind') AS r \gset
SELECT r->>'status' AS status, r->'rows' AS rows_in_the_result FROM (SELECT :'r'::jsonb AS r) s;
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%labels%' OR n LIKE 'The live schema%';
\set log `python3 test/model/ctl.py requests`
SELECT regress_sens.kind(system_prompt) AS prompt,
       substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS query_sent,
       substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'MASKED') FROM '"rows":\[\[[^]]*\]') AS first_row_sent,
       position('Berlin' IN user_prompt) > 0 AS other_values_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT regress_sens.leaks(:'log') AS leaked;

-- must not fire: with the labels removed on the target, its values are sent as any other
-- (so the checks above see values when they are there).
\set QUIET on
\c regress_sensitive_target
LOAD 'nl2sql_heal';
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.email IS NULL;
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.ssn IS NULL;
\c :home
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
SET nl2sql_heal.share_sample_values = on;
\set QUIET off
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name, email FROM sens.visits WHERE ssn = \u0027111-22-3333\u0027 ORDER BY visit_id LIMIT 1"}, {"content": "Ada."}]'`
SELECT nl2sql_heal.ask('Who is 111-22-3333?', 'regress_sensitive_target') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT regress_sens.kind(system_prompt) AS prompt,
       substring(replace(user_prompt, ' ', '') FROM '"rows":\[\[[^]]*\]') AS first_row_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT regress_sens.leaks(:'log') AS values_sent;
SELECT count(*) AS masking_notes FROM t.notes(:'r') n WHERE n LIKE '%masked%';

\set QUIET on
SELECT nl2sql_heal.remote_disconnect('regress_sensitive_target') >= 0 AS disconnected \gset
DROP SCHEMA sens, regress_sens CASCADE;
SELECT nl2sql_heal.remote_disconnect('regress_sensitive_blind') >= 0 AS disconnected \gset
DROP SERVER regress_sensitive_target, regress_sensitive_blind CASCADE;
DROP EXTENSION postgres_fdw;
DROP DATABASE regress_sensitive_target WITH (FORCE);
DROP ROLE regress_sensitive_blind;
RESET nl2sql_heal.share_sample_values;
