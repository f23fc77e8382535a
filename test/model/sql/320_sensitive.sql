-- Sensitive columns: values of columns labelled SECURITY LABEL FOR nl2sql_heal ... IS
-- 'sensitive' are never sent to the model, in any prompt: not as sample values, not in
-- the rows for the answer, not as literals compared with them (in the failing query, in
-- earlier attempts, in the predicates of a zero-row query), not in error texts.  The
-- result and the receipt keep them.  Checked on every request body the mock received.
\set QUIET on
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
SET nl2sql_heal.share_sample_values = on;
CREATE SCHEMA sens;
CREATE TABLE sens.visits (visit_id int PRIMARY KEY, name text, city text, email text, ssn text);
INSERT INTO sens.visits VALUES
    (1, 'Ada', 'Berlin', 'ada@example.com', '111-22-3333'), (2, 'Ada', 'Berlin', 'ada@example.com', '111-22-3333'),
    (3, 'Bob', 'Paris', 'bob@example.com', '222-33-4444'), (4, 'Bob', 'Paris', 'bob@example.com', '222-33-4444'),
    (5, 'Cy', 'Berlin', 'cy@example.com', '333-44-5555');
ANALYZE sens.visits;
-- Labels (these sessions load the library at start; 602_sensitive_label shows a session that has not).
LOAD 'nl2sql_heal';
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.email IS 'sensitive';
\c
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = :'mock';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = :'key';
SET nl2sql_heal.model_max_retries = 0;
SET nl2sql_heal.share_sample_values = on;
SELECT nl2sql_heal.mark_sensitive('sens.visits', 'ssn');
\set QUIET off
SELECT * FROM nl2sql_heal.sensitive_columns WHERE schema_name = 'sens' ORDER BY column_name;
-- only columns, only the one label
SECURITY LABEL FOR nl2sql_heal ON TABLE sens.visits IS 'sensitive';
SECURITY LABEL FOR nl2sql_heal ON COLUMN sens.visits.city IS 'secret';

-- Every value of a sensitive column found in a request body the mock received.
CREATE FUNCTION pg_temp.leaks(log jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}')
      FROM (SELECT email FROM sens.visits UNION SELECT ssn FROM sens.visits
            UNION SELECT 'ADA@EXAMPLE.COM') vals(v), t.requests(log) r
     WHERE position(lower(v) IN lower(r.body::text)) > 0
$$;
CREATE FUNCTION pg_temp.kind(system_prompt text) RETURNS text LANGUAGE sql AS $$
    SELECT CASE WHEN system_prompt LIKE 'You write SQL queries%' THEN 'write the query'
                WHEN system_prompt LIKE 'You answer a user''s question from the rows%' THEN 'write the answer'
                ELSE 'repair' END
$$;

-- 1. ask(): the query-writing prompt (schema with sample values) and the answer prompt
-- (the rows, the query).
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name, city, email, ssn FROM sens.visits WHERE ssn = \u0027111-22-3333\u0027 ORDER BY visit_id"}, {"content": "Ada visited twice, both times in Berlin."}]'`
SELECT nl2sql_heal.ask('Where did the first visitor go, and how often?') AS r \gset
SELECT r->>'status' AS status, r->'columns' AS columns, r->'rows' AS rows_in_the_result
  FROM (SELECT :'r'::jsonb AS r) s;
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%sensitive%';
SELECT s.rows AS rows_in_the_receipt FROM nl2sql_heal.steps s
 WHERE s.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint;
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       position('common values: {Berlin' IN user_prompt) > 0 AS city_samples,
       position('email text  -- sensitive: its values are not shared' IN user_prompt) > 0 AS email_withheld,
       position('ssn text  -- sensitive: its values are not shared' IN user_prompt) > 0 AS ssn_withheld,
       position('["Ada","Berlin","[masked]","[masked]"]' IN replace(user_prompt, ' ', '')) > 0 AS masked_rows,
       position('"columns":["name","city","email","ssn"]' IN replace(user_prompt, ' ', '')) > 0 AS column_names,
       position('WHERE ssn = ''<sensitive value 1>''' IN user_prompt) > 0 AS masked_literal
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;

-- Columns computed from a sensitive one are masked too; others are not.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT v.name, upper(v.email) AS contact, count(*) AS visits, (SELECT min(x.ssn) FROM sens.visits x) AS first_id FROM sens.visits v GROUP BY 1, 2 ORDER BY 1"}, {"content": "Three people visited."}]'`
SELECT nl2sql_heal.ask('Who visited, how often?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'MASKED') FROM '"rows":\[\[[^]]*\]') AS first_row_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;

-- Through a subquery alias and a whole-row reference.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT s.who, s.mail, row_to_json(w)::text AS everything FROM (SELECT name AS who, email AS mail, visit_id FROM sens.visits) s JOIN sens.visits w USING (visit_id) ORDER BY visit_id LIMIT 1"}, {"content": "Ada."}]'`
SELECT nl2sql_heal.ask('Who came first?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'MASKED') FROM '"rows":\[\[[^]]*\]') AS first_row_sent
  FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'write the answer';
SELECT pg_temp.leaks(:'log') AS leaked;

-- 2. A model repair: a zero-row query filtering on a sensitive column.  The rule re-cases
-- the literal to the stored value (attempt 1, still zero rows because of the city); the
-- repair prompt carries both attempts with their literals as placeholders, and the
-- placeholder in the model's reply is put back before the rewrite runs.
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name FROM sens.visits WHERE email = \u0027<sensitive value 1>\u0027"}]'`
SELECT nl2sql_heal.heal_execute('Which visits did ada@ make in Nowhere?',
       'SELECT name FROM sens.visits WHERE email = ''ADA@EXAMPLE.COM'' AND city = ''Nowhere''') AS r \gset
SELECT r->>'status' AS status, r->>'sql' AS final_sql, r->'rows' AS rows FROM (SELECT :'r'::jsonb AS r) s;
SELECT attempt, outcome, repair, sql FROM t.attempts(:'r');
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%sensitive%';
\set log `python3 test/model/ctl.py requests`
SELECT pg_temp.kind(system_prompt) AS prompt,
       position('<failing_query>' || chr(10) || 'SELECT name FROM sens.visits WHERE email = ''<sensitive value 1>'' AND city = ''Nowhere''' IN user_prompt) > 0 AS failing_query,
       position('attempt 0 (the original query): zero rows' || chr(10) || 'SELECT name FROM sens.visits WHERE email = ''<sensitive value 2>'' AND city = ''Nowhere''' IN user_prompt) > 0 AS earlier_attempt,
       position('<predicates>' || chr(10) || 'email = ''<sensitive value 1>''' IN user_prompt) > 0 AS predicates,
       position('Nowhere' IN user_prompt) > 0 AS other_literals_kept
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
-- the receipt keeps the queries as they ran
SELECT a.attempt, a.sql FROM nl2sql_heal.attempts a
 WHERE a.receipt_id = (:'r'::jsonb->>'receipt_id')::bigint ORDER BY a.attempt;

-- 3. A query that failed: every literal of it is masked when it names a sensitive column,
-- also where the parse tree does not pair them (here ssn reads as a type name), and an
-- error text quoting one is masked too (a syntax error at it).
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "NO_REPAIR"}, {"content": "NO_REPAIR"}]'`
SELECT nl2sql_heal.heal_execute('q', 'SELECT name FROM sens.visits WHERE ssn ''222-33-4444''') AS r \gset
SELECT r->'error'->>'message' AS error_here FROM (SELECT :'r'::jsonb AS r) s;
SELECT nl2sql_heal.heal_execute('q', 'SELECT name FROM sens.visits WHERE ssn IN ''222-33-4444''') AS r \gset
SELECT r->'error'->>'message' AS error_here FROM (SELECT :'r'::jsonb AS r) s;
\set log `python3 test/model/ctl.py requests`
SELECT substring(user_prompt FROM 'message: [^\n]*') AS error_sent,
       substring(user_prompt FROM '<failing_query>\n([^\n]*)') AS query_sent,
       position('position:' IN user_prompt) > 0 AS position_sent
  FROM t.requests(:'log') ORDER BY seq;
SELECT pg_temp.leaks(:'log') AS leaked;
SELECT n FROM t.notes(:'r') n WHERE n LIKE '%sensitive%';

-- Nothing labelled: nothing masked (a query on the same data in another schema).
CREATE TABLE sens.plain AS SELECT * FROM sens.visits;
\set s `python3 test/model/ctl.py reset`
\set s `python3 test/model/ctl.py script '[{"content": "SELECT name FROM sens.plain WHERE city = \u0027Berlin\u0027 ORDER BY 1 LIMIT 1"}, {"content": "Ada."}]'`
SELECT nl2sql_heal.ask('Who visited Berlin?') AS r \gset
\set log `python3 test/model/ctl.py requests`
SELECT substring(replace(replace(user_prompt, ' ', ''), '[masked]', 'MASKED') FROM '"rows":\[\[[^]]*\]') AS first_row_sent,
       position('city = ''Berlin''' IN user_prompt) > 0 AS literal_sent
  FROM t.requests(:'log') WHERE pg_temp.kind(system_prompt) = 'write the answer';
SELECT count(*) AS masking_notes FROM t.notes(:'r') n WHERE n LIKE '%masked%';

-- A label removed is a column like any other.
SELECT nl2sql_heal.mark_sensitive('sens.visits', 'ssn', false);
SELECT column_name FROM nl2sql_heal.sensitive_columns WHERE schema_name = 'sens';

\set QUIET on
RESET nl2sql_heal.share_sample_values;
DROP SCHEMA sens CASCADE;
