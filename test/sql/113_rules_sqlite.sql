-- Rule tier, SQLite's leniencies: an inner join's ON naming a table joined
-- later (join_order), a scalar subquery returning several rows (first_row,
-- see also 130), and an error outside class 42 that a foreign
-- construct causes reaching the rule that maps it.
SET client_min_messages = warning;
CREATE SCHEMA sqlx;
SET search_path = sqlx, public;
CREATE TABLE sqlx.continent (id int, name text);
CREATE TABLE sqlx.country (id int, continent int, name text);
CREATE TABLE sqlx.maker (id int, country int, name text);
INSERT INTO sqlx.continent VALUES (1, 'europe'), (2, 'asia');
INSERT INTO sqlx.country VALUES (10, 1, 'france'), (11, 1, 'italy'), (20, 2, 'japan');
INSERT INTO sqlx.maker VALUES (100, 10, 'peugeot'), (101, 11, 'fiat'), (102, 20, 'honda'), (103, 20, 'nissan');

CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('sqlite', q, max_attempts => 2, dialect => d) r
$$;

-- join_order: the condition moves to the join that brings the table in
SELECT * FROM healed('SELECT c1.name, count(*) FROM continent AS c1 JOIN maker AS m ON c1.id = c2.continent JOIN country AS c2 ON m.country = c2.id GROUP BY c1.name ORDER BY 1');
SELECT * FROM healed('SELECT m.name FROM maker m INNER JOIN continent k ON (k.id = c.continent AND k.name = ''asia'') INNER JOIN country c ON c.id = m.country OR c.id < 0 ORDER BY 1');
-- must NOT fire: an outer join (where the condition stands changes the answer), and a
-- name that no later join brings in
SELECT status, repair FROM healed('SELECT m.name FROM maker m LEFT JOIN continent k ON k.id = c.continent JOIN country c ON c.id = m.country');
SELECT status, repair FROM healed('SELECT m.name FROM maker m JOIN country c ON c.id = x.country');

-- a string where SQLite expects a table name; an inner JOIN without ON (a cross join that
-- the later ON filters)
SELECT * FROM healed('SELECT count(*) FROM ''maker''');
SELECT * FROM healed('SELECT k.name, count(*) FROM maker m JOIN country c JOIN continent k ON m.country = c.id AND c.continent = k.id GROUP BY 1 ORDER BY 1');
-- must NOT fire: an outer join without ON (SQLite too needs a constraint there to mean one)
SELECT status, repair FROM healed('SELECT m.name FROM maker m LEFT JOIN country c WHERE m.country = c.id');

-- first_row: SQLite takes the first row of a scalar subquery; declared SQLite, an ORDER BY makes it one
SELECT * FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1 ORDER BY id) ORDER BY 1', 'sqlite');
-- must NOT fire: the rows differ, nothing orders them (undeclared, MySQL)
SELECT status, repair FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1)');
SELECT status, repair FROM healed('SELECT name FROM maker WHERE country = (SELECT id FROM country WHERE continent = 1)', 'mysql');

-- an error outside class 42 caused by a foreign construct (22023: a date part another
-- engine names) reaches the rule that maps it; other data errors stay not repairable
SELECT r->>'status', r->'attempts'->0->>'class', r->'attempts'->-1->>'repair', r->>'sql'
  FROM nl2sql_heal.heal_execute('q', 'SELECT EXTRACT(DAYOFWEEK FROM DATE ''2024-06-02'')') r;
SELECT r->>'status', r->'attempts'->0->>'class'
  FROM nl2sql_heal.heal_execute('q', 'SELECT 1 / 0') r;

RESET search_path;
DROP SCHEMA sqlx CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
