-- A declared source dialect: heal_execute's dialect argument and the setting
-- nl2sql_heal.source_dialect translate the query before its first execution,
-- including what runs on PostgreSQL without an error but means something
-- else there (LIKE's case, NULL ordering, MySQL's exact /).
SET client_min_messages = warning;
CREATE SCHEMA dialx;
SET search_path = dialx, public;
CREATE TABLE dialx.person (id int, name text, score int);
INSERT INTO dialx.person VALUES (1, 'Alice', 7), (2, 'alan', NULL), (3, 'Bob', 2);

CREATE FUNCTION run(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, attempt0_repair text, sql text, rows jsonb, notes jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->0->>'repair', r->>'sql', r->'rows',
           (SELECT jsonb_agg(n) FROM jsonb_array_elements_text(r->'notes') n WHERE n LIKE 'Translated%')
      FROM nl2sql_heal.heal_execute('dialect', q, dialect => d) r
$$;

-- undeclared (none): today's behaviour, the query runs as given
SELECT * FROM run('SELECT name FROM person WHERE name LIKE ''al%'' ORDER BY id');
SHOW nl2sql_heal.source_dialect;
-- LIKE ignores case in SQLite, MySQL, T-SQL; not in BigQuery or PostgreSQL
SELECT * FROM run('SELECT name FROM person WHERE name LIKE ''al%'' ORDER BY id', 'sqlite');
SELECT * FROM run('SELECT name FROM person WHERE name NOT LIKE ''al%'' ORDER BY id', 'mysql');
SELECT status, attempt0_repair, rows FROM run('SELECT name FROM person WHERE name LIKE ''al%'' ORDER BY id', 'bigquery');
SELECT status, attempt0_repair, rows FROM run('SELECT name FROM person WHERE name LIKE ''al%'' ORDER BY id', 'postgres');
-- NULLs sort lowest in SQLite, MySQL, T-SQL
SELECT * FROM run('SELECT name FROM person ORDER BY score', 'sqlite');
SELECT * FROM run('SELECT name FROM person ORDER BY score DESC', 'tsql');
-- MySQL's / divides exactly (and gives NULL for 0)
SELECT * FROM run('SELECT score / 4 FROM person WHERE id = 1', 'mysql');
SELECT * FROM run('SELECT score / 4 FROM person WHERE id = 1', 'sqlite');
-- foreign functions are mapped up front too, and a query already PostgreSQL's is left as is
SELECT * FROM run('SELECT IFNULL(score, 0) FROM person ORDER BY id', 'mysql');
SELECT status, attempt0_repair, sql FROM run('SELECT id FROM person WHERE id = 3', 'sqlite');
-- the setting: the default for calls that do not say; the argument wins
SET nl2sql_heal.source_dialect = 'sqlite';
SELECT status, attempt0_repair, rows FROM run('SELECT name FROM person WHERE name LIKE ''al%'' ORDER BY id');
SELECT status, attempt0_repair, rows FROM run('SELECT name FROM person WHERE name LIKE ''al%'' ORDER BY id', 'none');
RESET nl2sql_heal.source_dialect;
-- unknown dialects are misuse
SET nl2sql_heal.source_dialect = 'oracle';
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', dialect => 'oracle');
-- every earlier call form still works
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1')->>'status';
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', NULL, 0)->>'status';
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', NULL, NULL, NULL)->>'status';
SELECT nl2sql_heal.heal_execute(question => 'q', sql => 'SELECT 1', max_attempts => 1)->>'status';
-- the attempt's translation is in the receipt
SELECT nl2sql_heal.heal_execute('q', 'SELECT name FROM person WHERE name LIKE ''b%''', dialect => 'sqlite')->>'receipt_id' AS rid \gset
SELECT nl2sql_heal.wait_for_receipts();
SELECT a.attempt, a.repair, a.sql FROM nl2sql_heal.attempts a WHERE a.receipt_id = :rid;

RESET search_path;
DROP SCHEMA dialx CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
