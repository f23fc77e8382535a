-- Rule tier: a query that still carries its model's formatting (a markdown
-- fence, a label, markdown escapes outside quoted text, prose after it) is
-- read the way the model tier reads a model's reply.  A query that parses
-- as given, and a backslash inside quoted text, are left alone.
SET client_min_messages = warning;
CREATE SCHEMA artifacts;
SET search_path = artifacts, public;
CREATE TABLE hero (id int, first_name text, hero_name text);
INSERT INTO hero VALUES (1, 'Ann', 'A_1'), (2, 'Bob', 'B%2'), (3, 'Cy', 'C\x');
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb, repair text, notes text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows', r->'attempts'->-1->>'repair',
           (SELECT string_agg(n, ' | ') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n LIKE 'Repaired by rule:artifacts%')
      FROM nl2sql_heal.heal_execute('artifacts', q, max_attempts => 2) r
$$;

-- markdown escapes outside quoted text
SELECT * FROM healed($q$SELECT first\_name FROM hero WHERE id = 1$q$);
SELECT * FROM healed($q$SELECT COUNT(\*) FROM hero$q$);
-- the escapes go, the one inside the LIKE pattern stays
SELECT * FROM healed($q$SELECT hero\_name FROM hero WHERE hero_name LIKE 'A\_%'$q$);
-- a fence, a label, prose after the statement
SELECT * FROM healed(E'```sql\nSELECT first_name FROM hero WHERE id = 2\n```');
SELECT * FROM healed(E'SQL: SELECT first_name FROM hero WHERE id = 3');
SELECT * FROM healed(E'sql\nSELECT first_name FROM hero WHERE id = 3');
SELECT * FROM healed(E'SELECT first_name FROM hero WHERE id = 1;\n\nThis query returns the first name of hero 1.');
-- all at once
SELECT * FROM healed(E'Here is the query:\n```sql\nSELECT first\\_name\nFROM hero\nWHERE hero_name LIKE ''B\\%%''\n```\nIt lists one hero.');

-- must NOT fire: a query that parses as given (a backslash in a string, E'' escapes)
SELECT * FROM healed($q$SELECT first_name FROM hero WHERE hero_name LIKE 'A\_%'$q$);
SELECT * FROM healed($q$SELECT first_name FROM hero WHERE hero_name = E'C\\x'$q$);
-- must NOT fire: the backslashes are in quoted text, the error is elsewhere
SELECT status, repair, notes FROM healed($q$SELECT first_name FROM hero WHERE hero_name LIKE 'A\_%' AND AND id = 1$q$);
SELECT status, repair, notes FROM healed($q$SELECT "first\_name" FROM hero WHERE id = 1 AND AND true$q$);
-- must NOT fire: the syntax error is inside the statement, not in what a reading would remove
SELECT status, repair, notes FROM healed(E'SELECT first_name FROM hero WHERE id = = 1\n\nThis query returns a name.');
-- must NOT fire: two statements stay two statements
SELECT status, repair NOT LIKE '%artifacts%' AS not_artifacts FROM healed(E'```sql\nSELECT 1; SELECT 2\n```');
RESET search_path;
DROP SCHEMA artifacts CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
