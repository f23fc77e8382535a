-- Rule tier: a column qualified with the wrong table (T2.link_to_event where
-- only T1's table has it) is requalified when exactly one table of that
-- FROM has the column.  Two tables with it, a look-alike in the qualified
-- table, or the column only in an enclosing query: no requalification.
SET client_min_messages = warning;
CREATE SCHEMA wrong_table;
SET search_path = wrong_table, public;
CREATE TABLE event (id int, event_name text);
CREATE TABLE attendance (id int, link_to_event int, member text);
CREATE TABLE budget (id int, link_to_event int, amount int);
INSERT INTO event VALUES (1, 'Kickoff'), (2, 'Gala');
INSERT INTO attendance VALUES (10, 1, 'ann'), (11, 1, 'bob'), (12, 2, 'cy');
INSERT INTO budget VALUES (20, 1, 100), (21, 2, 250);
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb, repair text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows', r->'attempts'->-1->>'repair'
      FROM nl2sql_heal.heal_execute('wrong_table', q, max_attempts => 2) r
$$;

-- only attendance has link_to_event: T2 (event) is the wrong qualifier, every such reference moves
SELECT * FROM healed('SELECT T2.event_name, count(*) FROM attendance AS T1 JOIN event AS T2 ON T2.link_to_event = T2.id GROUP BY T2.event_name ORDER BY 1');
SELECT * FROM healed('SELECT e.event_name FROM event e JOIN attendance a ON a.link_to_event = e.id WHERE e.member = ''cy''');
-- in a subquery, the subquery's own FROM decides
SELECT * FROM healed('SELECT event_name FROM event WHERE id IN (SELECT x.link_to_event FROM attendance a, event x WHERE a.id = x.id + 9)');

-- must NOT fire: two tables of the FROM have the column
SELECT status, repair FROM healed('SELECT e.link_to_event FROM event e JOIN attendance a ON a.link_to_event = e.id JOIN budget b ON b.link_to_event = e.id');
-- must NOT fire: the same table twice (a self-join) has it twice
SELECT status, repair FROM healed('SELECT e.member FROM attendance a1 JOIN attendance a2 ON a1.id = a2.id JOIN event e ON e.id = a1.link_to_event');
-- must NOT fire: the qualified table has a look-alike (event_nam → event_name, the typo rule's),
-- though another table has event_nam exactly
CREATE TABLE poster (id int, event_nam text);
INSERT INTO poster VALUES (1, 'KICKOFF!');
SELECT status, sql, repair FROM healed('SELECT e.event_nam FROM event e JOIN poster p ON p.id = e.id ORDER BY 1');
-- must NOT fire: only an enclosing query's table has the column (correlation would change the meaning)
SELECT status, repair FROM healed('SELECT member FROM attendance a WHERE EXISTS (SELECT 1 FROM event e WHERE e.link_to_event = e.id)');
-- must NOT fire: the qualifier names an enclosing query's table
SELECT status, repair FROM healed('SELECT member FROM attendance a WHERE EXISTS (SELECT 1 FROM event e, budget b WHERE a.amount > 1 AND b.id = 20)');
RESET search_path;
DROP SCHEMA wrong_table CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
