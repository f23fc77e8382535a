-- Rule tier: a column of the table a foreign key points to, named as if the
-- referencing table had it (a forgotten join to a lookup table), becomes a
-- scalar subquery over that table by the referenced key, when exactly one
-- foreign key in scope leads to a table with the column and nothing in scope
-- has the name or anything like it.
SET client_min_messages = warning;
CREATE SCHEMA lookup;
SET search_path = lookup, public;
CREATE TABLE publisher (id int PRIMARY KEY, publisher_name text);
CREATE TABLE colour (id int PRIMARY KEY, colour text);
CREATE TABLE gender (id int PRIMARY KEY, gender text);
CREATE TABLE hero (id int PRIMARY KEY, hero_label text,
                   publisher_id int REFERENCES publisher,
                   gender_id int REFERENCES gender,
                   eye_colour_id int REFERENCES colour,
                   hair_colour_id int REFERENCES colour);
CREATE TABLE power (hero_id int REFERENCES hero, power_label text);
INSERT INTO publisher VALUES (1, 'Marvel Comics'), (2, 'DC Comics');
INSERT INTO colour VALUES (1, 'Blue'), (2, 'Brown');
INSERT INTO gender VALUES (1, 'Female'), (2, 'Male');
INSERT INTO hero VALUES (1, 'Storm', 1, 1, 1, 2), (2, 'Wolverine', 1, 2, 2, 2),
                        (3, 'Batman', 2, 2, 1, 2), (4, 'Unknown', NULL, NULL, 1, 1);
INSERT INTO power VALUES (1, 'weather'), (2, 'healing'), (3, 'money');
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb, repair text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows', r->'attempts'->-1->>'repair'
      FROM nl2sql_heal.heal_execute('lookup', q, max_attempts => 2) r
$$;

-- publisher_name lives in publisher, which hero references: a row without a publisher keeps NULL
SELECT * FROM healed('SELECT hero_label, publisher_name FROM hero ORDER BY id');
-- inside an aggregate, every reference of the SELECT moves
SELECT * FROM healed('SELECT sum(CASE WHEN publisher_name = ''Marvel Comics'' THEN 1 ELSE 0 END) - sum(CASE WHEN publisher_name = ''DC Comics'' THEN 1 ELSE 0 END) AS diff FROM hero');
-- qualified with the referencing table's alias; the key column itself looks like the name
SELECT * FROM healed('SELECT h.hero_label FROM hero h WHERE h.gender = ''Female''');
-- qualified: only the qualified table's columns count as look-alikes (colour is a kind of race
-- in WordNet, but it is the other table's)
CREATE TABLE race (id int PRIMARY KEY, race text);
INSERT INTO race VALUES (1, 'Human'), (2, 'Mutant');
ALTER TABLE hero ADD COLUMN race_id int REFERENCES race;
UPDATE hero SET race_id = CASE WHEN id = 2 THEN 2 ELSE 1 END;
SELECT * FROM healed('SELECT c.colour FROM colour c JOIN hero h ON c.id = h.hair_colour_id WHERE h.race = ''Mutant''');
-- from a joined table of the SELECT
SELECT * FROM healed('SELECT p.power_label FROM power p JOIN hero h ON h.id = p.hero_id WHERE publisher_name = ''DC Comics''');
-- grouped by the looked-up name: a hero without a publisher is a group of its own
SELECT * FROM healed('SELECT publisher_name, count(*) FROM hero GROUP BY publisher_name ORDER BY 1');
-- a filter repeated in a subquery: each SELECT gets its own join, each name reads its own row
SELECT * FROM healed('SELECT hero_label FROM hero WHERE publisher_name = ''Marvel Comics'' AND id = (SELECT max(id) FROM hero WHERE publisher_name = ''Marvel Comics'')');
-- the join's name for the table is one the query does not use
SELECT * FROM healed('SELECT publisher.hero_label FROM hero AS publisher WHERE publisher_name = ''DC Comics''');

-- must NOT fire: two foreign keys lead to colour (eyes and hair)
SELECT status, repair FROM healed('SELECT hero_label FROM hero WHERE colour = ''Blue''');
-- must NOT fire: a column in scope looks like the name (a typo, identifiers' case, not a forgotten join)
CREATE TABLE sidekick (id int PRIMARY KEY, publisher_nam text, publisher_id int REFERENCES publisher);
INSERT INTO sidekick VALUES (1, 'x', 1);
SELECT status, repair FROM healed('SELECT id FROM sidekick WHERE publisher_name = ''Marvel Comics''');
-- must NOT fire: a * would gain the joined columns
SELECT status, repair FROM healed('SELECT * FROM hero WHERE publisher_name = ''DC Comics''');
-- must NOT fire: another SELECT names the column and has no key of its own that leads to it
-- (it would bind to the enclosing join)
SELECT status, repair FROM healed('SELECT hero_label FROM hero WHERE publisher_name = ''DC Comics'' AND id IN (SELECT hero_id FROM power WHERE power_label <> publisher_name)');
-- must NOT fire: the referenced table is not reached by a key (power references hero, not the reverse)
SELECT status, repair FROM healed('SELECT hero_label FROM hero WHERE power_label = ''money''');
-- must NOT fire: the key table is only an enclosing query's
SELECT status, repair FROM healed('SELECT id FROM hero h WHERE EXISTS (SELECT 1 FROM power p WHERE p.hero_id = h.id AND p.publisher_name = ''DC Comics'')');
SELECT status, repair FROM healed('SELECT id FROM hero h WHERE EXISTS (SELECT 1 FROM power p WHERE p.hero_id = h.id AND publisher_name = ''DC Comics'')');
-- must NOT fire: the table is read through an alias column list
SELECT status, repair FROM healed('SELECT a FROM hero AS h (a, b, c) WHERE publisher_name = ''DC Comics''');
-- must NOT fire: an enclosing SELECT's key leads there too, and that SELECT does not name it
CREATE TABLE fan (id int PRIMARY KEY, publisher_id int REFERENCES publisher);
INSERT INTO fan VALUES (1, 2);
SELECT status, repair FROM healed('SELECT id FROM fan f WHERE EXISTS (SELECT 1 FROM hero h WHERE h.id = f.id AND publisher_name = ''DC Comics'')');
-- must NOT fire: a foreign key of several columns
CREATE TABLE edition (pub int, yr int, title text, PRIMARY KEY (pub, yr));
CREATE TABLE issue (id int, pub int, yr int, FOREIGN KEY (pub, yr) REFERENCES edition);
SELECT status, repair FROM healed('SELECT id FROM issue WHERE title = ''x''');
-- must NOT fire: the role may not read the referenced column
CREATE ROLE regress_lookup_reader;
GRANT USAGE ON SCHEMA lookup TO regress_lookup_reader;
GRANT SELECT ON hero TO regress_lookup_reader;
GRANT SELECT (id) ON publisher TO regress_lookup_reader;
GRANT EXECUTE ON FUNCTION healed(text) TO regress_lookup_reader;
SET ROLE regress_lookup_reader;
SELECT status, repair FROM healed('SELECT hero_label FROM hero WHERE publisher_name = ''DC Comics''');
RESET ROLE;
-- a dropped foreign key is not followed (the key is read anew, never from a cache or a memory)
SELECT status, repair FROM healed('SELECT publisher_name FROM hero WHERE id = 3');
SELECT status, repair FROM healed('SELECT publisher_name FROM hero WHERE id = 3');
ALTER TABLE hero DROP CONSTRAINT hero_publisher_id_fkey;
SELECT status, repair FROM healed('SELECT publisher_name FROM hero WHERE id = 2');
SELECT status, repair FROM healed('SELECT publisher_name FROM hero WHERE id = 3');
RESET search_path;
DROP SCHEMA lookup CASCADE;
DROP ROLE regress_lookup_reader;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
