-- Rule tier: a scalar subquery returning several rows gets LIMIT 1 only where a
-- bounded probe proves the answer does not depend on which row is first
-- (first_row), and an integer used as an operand of AND/OR reads as SQLite
-- and MySQL read it, (x <> 0), also inside a call's parentheses.
SET client_min_messages = warning;
CREATE SCHEMA frow;
SET search_path = frow, public;
CREATE TABLE frow.country (id int, continent int, name text);
CREATE TABLE frow.maker (id int, country int, name text);
INSERT INTO frow.country VALUES (10, 1, 'france'), (11, 1, 'italy'), (20, 2, 'japan'), (30, 0, 'nowhere');
INSERT INTO frow.maker VALUES (100, 10, 'peugeot'), (101, 11, 'fiat'), (102, 20, 'honda'), (103, 20, 'nissan');

CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('q', q, max_attempts => 2, dialect => d) r
$$;

-- first_row fires, in any dialect: every row of the subquery gives the same value
SELECT * FROM healed('SELECT name FROM country WHERE id = (SELECT country FROM maker WHERE name IN (''honda'', ''nissan'')) ORDER BY 1');
SELECT * FROM healed('SELECT name FROM country WHERE id = (SELECT country FROM maker WHERE country > 15)', 'mysql');
-- declared SQLite, an ORDER BY whose first place holds one row
SELECT * FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1 ORDER BY id DESC) ORDER BY 1', 'sqlite');
-- must NOT fire: the rows differ and nothing orders them (SQLite's first row is not promised)
SELECT status, repair FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1)', 'sqlite');
SELECT n FROM jsonb_array_elements_text(nl2sql_heal.heal_execute('q', 'SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1)', max_attempts => 1)->'notes') AS n
 WHERE n LIKE 'No rewrite of a scalar subquery%';
-- must NOT fire: an ORDER BY whose first place is a tie of different values
SELECT status, repair FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent > 0 ORDER BY continent)', 'sqlite');
-- must NOT fire: an ORDER BY without a declared SQLite source (no engine reads a first row)
SELECT status, repair FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1 ORDER BY id)');
-- must NOT fire: a correlated subquery (the probe cannot run it alone)
SELECT status, repair FROM healed('SELECT c.name FROM country c WHERE c.id = (SELECT m.country FROM maker m WHERE m.country = c.id)');

-- an integer operand of AND: the left operand inside SUM( ... ), and after a comma
SELECT * FROM healed('SELECT sum(CASE WHEN continent = 1 THEN 1 ELSE 0 END AND id > 10) - sum(CASE WHEN continent = 1 THEN 1 ELSE 0 END AND id > 100) AS d FROM country');
SELECT * FROM healed('SELECT name, continent AND id > 10 AS x FROM country ORDER BY 1');
-- after a BETWEEN's AND the next AND is a condition's
SELECT * FROM healed('SELECT name FROM country WHERE id BETWEEN 1 AND 15 AND continent ORDER BY 1');
-- must NOT fire: the integer is an operand of *, not of AND
SELECT status, repair FROM healed('SELECT name FROM country WHERE 2 * continent AND id > 0');

RESET search_path;
DROP SCHEMA frow CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
