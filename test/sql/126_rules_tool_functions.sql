-- Rule tier, dialect: functions copied from other tools into SQL.  DAX's
-- DIVIDE(a, b) (real division, NULL for a zero divisor), the MULTIPLY and
-- SUBTRACT of question hints, SUM/AVG of a boolean, an aggregate's condition
-- inside its parentheses (SUM(x WHERE c)), round(double precision,
-- n), SQLite's strftime.  Each is fixed only at the error PostgreSQL
-- reports for it, with the argument types it names.
SET client_min_messages = warning;
CREATE SCHEMA toolfn;
SET search_path = toolfn, public;
CREATE TABLE toolfn.hero (id int, name text, height_cm bigint, weight_kg numeric, speed float8, born text);
INSERT INTO toolfn.hero VALUES
    (1, 'Ant',   180, 80.5, 1.25,  '1990-01-02'),
    (2, 'Bee',   150, 50,   2.5,   '1985-07-08'),
    (3, 'Cat',   0,   0,    0,     '2001-11-12'),
    (4, 'Dog',   NULL, NULL, NULL, NULL);

CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('tool functions', q, max_attempts => 2, dialect => d) r
$$;

-- an aggregate's condition inside its parentheses goes in its FILTER (with SUM of a boolean, too)
SELECT * FROM healed('SELECT COUNT(name WHERE height_cm > 160), SUM(weight_kg > 60 WHERE id < 4) FROM hero');
-- a scalar subquery written without its SELECT: the difference of two totals
SELECT * FROM healed('SELECT (SUM(weight_kg) FROM hero WHERE name = ''Ant'') - (SUM(weight_kg) FROM hero WHERE name = ''Bee'') AS d');
-- must NOT fire: a WHERE inside a call that is no aggregate (the error stays)
SELECT status, repair FROM healed('SELECT coalesce(name WHERE id = 1) FROM hero');
-- DIVIDE over integers: real division (PostgreSQL alone would truncate), NULL for b = 0
SELECT * FROM healed('SELECT id, DIVIDE(id, height_cm) * 100 FROM hero ORDER BY id');
SELECT * FROM healed('SELECT DIVIDE(count(*) FILTER (WHERE height_cm > 160), count(*)) FROM hero');
-- over numeric and floating point: no cast is needed
SELECT * FROM healed('SELECT id, divide(weight_kg, height_cm) FROM hero ORDER BY id');
SELECT * FROM healed('SELECT id, Divide(speed + 1, id) FROM hero ORDER BY id');
-- nested, and in the hints' MULTIPLY / SUBTRACT
SELECT * FROM healed('SELECT MULTIPLY(DIVIDE(SUM(CASE WHEN height_cm > 160 THEN 1 ELSE 0 END), COUNT(id)), 100) FROM hero');
SELECT * FROM healed('SELECT SUBTRACT(max(height_cm), min(height_cm)) FROM hero');
SELECT * FROM healed('SELECT name FROM hero WHERE weight_kg > (SELECT MULTIPLY(avg(weight_kg), 0.79) FROM hero) ORDER BY id');
-- must NOT fire: one argument, three arguments, text arguments, a real function of that name
SELECT status, repair FROM healed('SELECT DIVIDE(sum(id) / count(*)) FROM hero');
SELECT status, repair FROM healed('SELECT MULTIPLY(id, 2, 3) FROM hero');
SELECT status, repair FROM healed('SELECT DIVIDE(name, born) FROM hero');
CREATE FUNCTION toolfn.divide(a int, b int) RETURNS int LANGUAGE sql AS 'SELECT a - b';
SELECT * FROM healed('SELECT divide(id, 1) FROM hero ORDER BY id');
DROP FUNCTION toolfn.divide(int, int);

-- SUM / AVG of a boolean: true counts 1
SELECT * FROM healed('SELECT SUM(height_cm > 160), avg(name = ''Bee'') FROM hero');
-- round(double precision, n): read as numeric
SELECT * FROM healed('SELECT id, round(speed / 3, 2) FROM hero ORDER BY id');
-- SQLite strftime over text dates still maps
SELECT * FROM healed('SELECT strftime(''%Y'', born) FROM hero ORDER BY id', 'sqlite');

DROP SCHEMA toolfn CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
