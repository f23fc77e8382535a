-- Rule tier, grouping laxness: a bare column beside an aggregate with no
-- GROUP BY at all, which SQLite and MySQL answer from one of the rows.
SET client_min_messages = warning;
CREATE SCHEMA barex;
SET search_path = barex, public;
CREATE TABLE barex.singer (id int, name text, country text, age int);
INSERT INTO barex.singer VALUES
    (1, 'Joe', 'Netherlands', 52), (2, 'John', 'France', 43),
    (3, 'Rose', 'France', 41), (4, 'Tim', 'United States', 32), (5, 'Kid', 'France', NULL);

CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('bare columns', q, max_attempts => 2, dialect => d) r
$$;

-- one value over the rows: aggregated to that value (exact in every engine)
SELECT * FROM healed('SELECT count(*), country FROM singer WHERE age < 45 AND age > 40');
-- SQLite: beside the one min()/max(), the row holding the extreme value
SELECT * FROM healed('SELECT name, max(age) FROM singer');
SELECT * FROM healed('SELECT min(age), name, country FROM singer WHERE country = ''France''');
SELECT * FROM healed('SELECT name, max(age), count(*) FROM singer');
-- the bare column is the argument of the one min()/max(): that aggregate's value, grouped or not
SELECT * FROM healed('SELECT min(age), country FROM singer GROUP BY country ORDER BY age, country LIMIT 1');
SELECT * FROM healed('SELECT max(age), age FROM singer');
-- must NOT fire: two extremes (which row?), an aggregate with DISTINCT, a GROUP BY,
-- an ORDER BY, a declared engine that rejects the query itself
SELECT status, repair FROM healed('SELECT name, min(age), max(age) FROM singer');
SELECT status, repair FROM healed('SELECT name, count(DISTINCT country), max(age) FROM singer');
SELECT status, repair FROM healed('SELECT name, count(*) FROM singer');
SELECT status, repair FROM healed('SELECT id, country FROM singer GROUP BY country HAVING count(*) > 2');
SELECT status, repair FROM healed('SELECT name, max(age) FROM singer ORDER BY 1');
SELECT status, repair FROM healed('SELECT name, max(age) FROM singer', 'tsql');

-- MySQL's NULL ordering by CASE under SELECT DISTINCT (42P10): the NULLS it means
SELECT * FROM healed('SELECT DISTINCT age FROM singer ORDER BY CASE WHEN age IS NULL THEN 1 ELSE 0 END, age');
SELECT * FROM healed('SELECT DISTINCT country, age FROM singer ORDER BY CASE WHEN age IS NULL THEN 0 ELSE 1 END, age DESC LIMIT 2');
-- must NOT fire: the CASE tests another expression than the item after it
SELECT status, repair FROM healed('SELECT DISTINCT age FROM singer ORDER BY CASE WHEN name IS NULL THEN 1 ELSE 0 END, age');

RESET search_path;
DROP SCHEMA barex CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
