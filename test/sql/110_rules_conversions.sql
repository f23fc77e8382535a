-- Rule tier, conversions: the implicit conversions SQLite, MySQL and T-SQL
-- make, written out as casts where PostgreSQL refuses to compare, join or
-- compute across types (42883).  A text column holding numbers, as a
-- migration from SQLite or CSV leaves it.
SET client_min_messages = warning;
CREATE SCHEMA convx;
SET search_path = convx, public;
CREATE TABLE convx.maker (id int, name text);
CREATE TABLE convx.car (id int, maker_id text, hp text, mpg text, made date, seen text);
INSERT INTO convx.maker VALUES (1, 'amc'), (2, 'ford'), (3, 'fiat');
INSERT INTO convx.car VALUES
    (1, '1', '90',  '18.5', '1970-01-01', '1970-01-01'),
    (2, '2', '150', '15',   '1971-06-01', '1971-06-01 10:00'),
    (3, '2', '220', '14',   '1972-03-15', '1972-03-15'),
    (4, '3', '46',  '26',   '1973-07-04', '1973-07-04');

-- status, repair, the final query and its rows
CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('conversions', q, max_attempts => 2, dialect => d) r
$$;

-- a text column joined with an integer column: every engine reads the text as a number
SELECT * FROM healed('SELECT m.name, count(*) FROM maker m JOIN car c ON m.id = c.maker_id GROUP BY m.name ORDER BY m.name');
SELECT * FROM healed('SELECT m.name FROM maker m JOIN car c ON c.maker_id = m.id WHERE c.id = 4');
-- IN (subquery) across types
SELECT * FROM healed('SELECT name FROM maker WHERE id IN (SELECT maker_id FROM car) ORDER BY 1');
SELECT * FROM healed('SELECT count(*) FROM maker WHERE id NOT IN (SELECT maker_id FROM car WHERE hp = ''90'')');
-- IN over a set operation: every branch is read as a number
SELECT * FROM healed('SELECT name FROM maker WHERE id IN (SELECT maker_id FROM car WHERE id < 3 UNION SELECT maker_id FROM car WHERE id = 4) ORDER BY 1');
-- avg/sum over text holding numbers; arithmetic on text
SELECT * FROM healed('SELECT avg(mpg), sum(hp) FROM car');
SELECT * FROM healed('SELECT id, hp * 2 FROM car ORDER BY id LIMIT 2');
SELECT * FROM healed('SELECT max(hp) - min(hp) FROM car');
-- text compared with a date: the text is read as a timestamp (its time of day counts)
SELECT * FROM healed('SELECT id FROM car WHERE made >= seen::text ORDER BY id');
-- a text column equal to an integer: SQLite compares the number as text (its affinity rule)
SELECT * FROM healed('SELECT id FROM car WHERE maker_id = 2 ORDER BY id');
SELECT * FROM healed('SELECT id FROM car WHERE maker_id IN (2, 3) ORDER BY id');
-- text ordered against a number: SQLite compares text ('90' > '150'), MySQL and T-SQL
-- compare numbers.  Undeclared, the rule must NOT guess:
SELECT status, repair FROM healed('SELECT count(*) FROM car WHERE hp > 100');
-- declared, each engine's answer
SELECT * FROM healed('SELECT count(*) FROM car WHERE hp > 100', 'sqlite');
SELECT * FROM healed('SELECT count(*) FROM car WHERE hp > 100', 'mysql');
SELECT * FROM healed('SELECT count(*) FROM car WHERE hp > 100', 'tsql');
-- two expressions without affinity: SQLite never finds a number equal to a text, so
-- the sqlite reading must NOT be rewritten to a numeric comparison
SELECT status, repair FROM healed('SELECT count(*) FROM car WHERE substr(hp, 1, 2) = 15', 'sqlite');
SELECT * FROM healed('SELECT count(*) FROM car WHERE substr(hp, 1, 2) = 15', 'mysql');
-- PostgreSQL and BigQuery do not convert: nothing to emulate
SELECT status, repair FROM healed('SELECT m.name FROM maker m JOIN car c ON m.id = c.maker_id', 'postgres');
SELECT status, repair FROM healed('SELECT m.name FROM maker m JOIN car c ON m.id = c.maker_id', 'bigquery');
-- T-SQL's string + string is concatenation, not addition: not this rule's (the dialect
-- rule maps T-SQL's +)
SELECT status, repair FROM healed('SELECT hp + mpg FROM car');
-- a text that is not a number fails at run time rather than answering differently
INSERT INTO convx.car VALUES (5, 'x', 'n/a', '', NULL, NULL);
SELECT status, repair FROM healed('SELECT avg(mpg) FROM car');
-- SQLite's one-argument DATE(text) is PostgreSQL's function-style cast: nothing to repair
SELECT * FROM healed('SELECT id, date(seen) FROM car WHERE id < 3 ORDER BY id');
-- a function that does not read numbers is not touched
SELECT status, repair FROM healed('SELECT upper(id) FROM car');

RESET search_path;
DROP SCHEMA convx CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
