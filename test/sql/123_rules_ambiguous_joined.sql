-- Rule tier: an ambiguous unqualified column (42702) is qualified when the
-- query's own join condition equates every candidate.  Candidates that are
-- not equated, equated only by an OR, or equated under an outer join where
-- the reference sits in an ON condition (rows seen before NULLs extend
-- them): left alone.
SET client_min_messages = warning;
CREATE SCHEMA ambiguous_joined;
SET search_path = ambiguous_joined, public;
CREATE TABLE a (id int, name text);
CREATE TABLE b (id int, score int);
INSERT INTO a VALUES (1, 'one'), (2, 'two'), (3, 'three');
INSERT INTO b VALUES (2, 20), (3, 30), (4, 40);
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb, repair text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows', r->'attempts'->-1->>'repair'
      FROM nl2sql_heal.heal_execute('ambiguous', q, max_attempts => 2) r
$$;

-- equated by the inner join: either holder is the same value
SELECT * FROM healed('SELECT name, score FROM a JOIN b ON a.id = b.id WHERE id = 3');
-- equated by the WHERE clause, over an outer join: the WHERE drops the NULL-extended rows
SELECT * FROM healed('SELECT id, score FROM a LEFT JOIN b ON b.score > 0 WHERE a.id = b.id ORDER BY 1');

-- must NOT fire: not equated
SELECT status, repair FROM healed('SELECT name FROM a JOIN b ON a.id < b.id WHERE id = 3');
-- must NOT fire: equated only by an OR
SELECT status, repair FROM healed('SELECT name FROM a JOIN b ON a.id = b.id OR b.score > 30 WHERE id = 3');
-- must NOT fire: equated only by an outer join's ON (a.id is 1 where b.id is NULL)
SELECT status, repair FROM healed('SELECT id, name FROM a LEFT JOIN b ON a.id = b.id');
-- must NOT fire: the reference is in an outer join's ON, before the WHERE equates them
SELECT status, repair FROM healed('SELECT name FROM a LEFT JOIN b ON id = 2 WHERE a.id = b.id');
RESET search_path;
DROP SCHEMA ambiguous_joined CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
