-- A declared dialect's translation of a long query ends at a statement
-- timeout (or a cancel), not seconds later once it is done: the translation
-- is plain C, and a query of 13 MB takes it several seconds.  Nothing of
-- the call is kept, and a short query is translated as before afterwards.
SET client_min_messages = warning;
CREATE SCHEMA dialect142;
CREATE TABLE dialect142.long_query AS
  SELECT 'SELECT ' || string_agg(format('ifnull(strftime(''%%Y'', "c%s"), substr(x, 1, 2)) || `b%s`', g, g), ' + ')
         || ' FROM t WHERE name LIKE ''a%''' AS q
    FROM generate_series(1, 200000) g;
SELECT length(q) > 12000000 AS long FROM dialect142.long_query;
SELECT clock_timestamp() AS t0 \gset
SET statement_timeout = '200ms';
SELECT nl2sql_heal.heal_execute('q', q, dialect => 'sqlite') FROM dialect142.long_query;
RESET statement_timeout;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS ended_in_time;
SELECT clock_timestamp() AS t0 \gset
SET statement_timeout = '200ms';
SELECT nl2sql_heal.heal_execute('q', q, dialect => 'mysql') FROM dialect142.long_query;
RESET statement_timeout;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS ended_in_time;
SELECT nl2sql_heal.wait_for_receipts();
SELECT count(*) AS steps_kept FROM nl2sql_heal.steps WHERE length(original_sql) > 12000000;
-- a short query is translated as before
SELECT r->>'status' AS status, r->'attempts'->0->>'repair' AS repair, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('q', 'SELECT ifnull(NULL, 2) AS x', dialect => 'sqlite') r;
DROP SCHEMA dialect142 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
