-- Rule tier: an output name in single quotes (AS 'Percentage', x 'name',
-- and ORDER BY 'Percentage' naming it) becomes a double-quoted identifier.
-- A string that is a value (SELECT 'a' AS x, WHERE name = 'x', SELECT
-- 'literal') is never touched.
SET client_min_messages = warning;
SET datestyle = ISO;
CREATE SCHEMA quoted_alias;
SET search_path = quoted_alias, public;
CREATE TABLE hero (id int, name text, height int);
INSERT INTO hero VALUES (1, 'Ann', 170), (2, 'Bob', 180), (3, 'Cy', 160);
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, columns jsonb, rows jsonb, repair text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'columns', r->'rows', r->'attempts'->-1->>'repair'
      FROM nl2sql_heal.heal_execute('quoted_alias', q, max_attempts => 2) r
$$;

SELECT * FROM healed('SELECT 100.0 * count(*) FILTER (WHERE height > 165) / count(*) AS ''Percentage'' FROM hero');
-- no AS, after a call and after a column; ORDER BY the same name
SELECT * FROM healed('SELECT name ''Hero Name'', max(height) ''Tallest'' FROM hero GROUP BY name ORDER BY ''Tallest'' DESC LIMIT 2');
-- a bare column before its name (read as a typed literal when the column's name is a type: name 'x')
SELECT * FROM healed('SELECT name ''Hero'', height ''Height (cm)'' FROM hero ORDER BY ''Height (cm)'' DESC');
-- an ORDER BY key naming an output column written with AS
SELECT * FROM healed('SELECT name, height AS h FROM hero ORDER BY ''h'' DESC LIMIT 1');
-- a quote inside the name
SELECT * FROM healed('SELECT count(*) AS ''Hero''''s count'' FROM hero');

-- a typed literal stays one
SELECT * FROM healed('SELECT date ''2024-01-01'', count(*) AS ''n'' FROM hero');
-- must NOT fire: strings that are values parse as given
SELECT status, repair, rows FROM healed('SELECT ''a'' AS x FROM hero WHERE name = ''Ann''');
SELECT status, repair, rows FROM healed('SELECT ''literal'' FROM hero WHERE id = 1');
-- must NOT fire: a string after a value, outside a SELECT list, or a sort key no output column names
SELECT status, repair FROM healed('SELECT name FROM hero WHERE name = ''Ann'' ''x''');
SELECT status, repair FROM healed('SELECT name FROM hero h ''x''');
SELECT status, repair FROM healed('SELECT name FROM hero ORDER BY ''height''');
-- must NOT fire: GROUP BY a string (a name there means an input column first)
SELECT status, repair FROM healed('SELECT name AS n, count(*) FROM hero GROUP BY ''n''');
RESET search_path;
DROP SCHEMA quoted_alias CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
