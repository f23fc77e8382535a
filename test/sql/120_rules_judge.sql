-- Rule tier: a repaired query is judged whole.  A name that parses but means
-- something else after a rename (a whole row, an outer query's column, a
-- name the journal shows moved to another column) is repaired with the rest
-- or the repair is refused; a rewrite never compares a column with itself
-- unless the query did; a candidate with words the name lacks is no
-- abbreviation of it.
SET client_min_messages = warning;
CREATE SCHEMA judge;
SET search_path = judge, public;
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('judge', q, max_attempts => 2) r
$$;
CREATE FUNCTION forget() RETURNS void LANGUAGE sql AS $$
    DELETE FROM nl2sql_heal.schema_journal;
    DELETE FROM nl2sql_heal.remembered;
$$;

-- a column renamed to a name the matcher cannot tell, its old name now the table's whole row
CREATE TABLE orchestra (orchestra_id int, orchestra text, year_of_founded int);
INSERT INTO orchestra VALUES (1, 'LSO', 1904), (2, 'BPO', 1882);
ALTER TABLE orchestra RENAME COLUMN orchestra TO ensemble;
ALTER TABLE orchestra RENAME COLUMN year_of_founded TO yr_of_founded;
-- the journal knows both: both are repaired
SELECT * FROM healed('SELECT Orchestra FROM orchestra WHERE Year_of_Founded > 1890');
SELECT forget();
-- without the journal the year is repaired, the whole row is not accepted
SELECT * FROM healed('SELECT Orchestra FROM orchestra WHERE Year_of_Founded > 1890');
-- must NOT be refused: a whole row as a call's only argument is meant
SELECT * FROM healed('SELECT count(o) FROM orchestra o WHERE Year_of_Founded > 1890');
-- must NOT be refused: an output name in ORDER BY
SELECT * FROM healed('SELECT count(*) AS orchestra FROM orchestra WHERE Year_of_Founded > 1 ORDER BY orchestra');

-- a swap: uid took the name airline, airline became air_company_name
CREATE TABLE airlines (uid int, airline text);
INSERT INTO airlines VALUES (1, 'United'), (2, 'Delta');
ALTER TABLE airlines RENAME COLUMN airline TO air_company_name;
ALTER TABLE airlines RENAME COLUMN uid TO airline;
SELECT * FROM healed('SELECT a.Airline FROM airlines a WHERE a.uid = 1');
-- the old name given to a new column: the query's airline cannot be told, no rewrite
CREATE TABLE carriers (uid int, carrier text);
INSERT INTO carriers VALUES (1, 'KLM');
ALTER TABLE carriers RENAME COLUMN carrier TO carrier_name;
ALTER TABLE carriers ADD COLUMN carrier int DEFAULT 7;
ALTER TABLE carriers RENAME COLUMN uid TO carrier_id;
SELECT status FROM healed('SELECT carrier FROM carriers WHERE uid = 1');

-- an inner name that binds to the outer query's column only because of the rename
CREATE TABLE dogs (dog_id int, name text);
CREATE TABLE treatments (treatment_id int, dog_id int, cost int);
INSERT INTO dogs VALUES (1, 'rex'), (2, 'fido');
INSERT INTO treatments VALUES (1, 1, 10);
ALTER TABLE treatments RENAME COLUMN dog_id TO dog_ident;
-- zero rows as written (NOT IN over itself): the inner name is the renamed one
SELECT * FROM healed('SELECT name FROM dogs WHERE dog_id NOT IN (SELECT dog_id FROM treatments)');
-- must NOT fire: an outer reference the journal knows nothing about
CREATE TABLE walks (walk_id int, walker text);
INSERT INTO walks VALUES (1, 'ann');
SELECT * FROM healed('SELECT name FROM dogs WHERE NOT EXISTS (SELECT 1 FROM walks WHERE walk_id = dog_id)');

-- a rewrite that would compare a column with itself (table name as prefix: CountryCode ~ code)
CREATE TABLE country (code text, name text, gnp numeric, gnpold numeric);
CREATE TABLE countrylanguage (countrycode text, language text);
INSERT INTO country VALUES ('NLD', 'Netherlands', 371362, 360478), ('ABW', 'Aruba', 828, 793);
INSERT INTO countrylanguage VALUES ('NLD', 'Dutch'), ('ABW', 'Papiamento');
ALTER TABLE countrylanguage RENAME COLUMN countrycode TO nation_ref;
ALTER TABLE country RENAME COLUMN gnp TO gross_national_product;
SELECT forget();
SELECT status, sql FROM healed('SELECT count(*) FROM country JOIN countrylanguage ON Code = CountryCode');
-- must NOT be refused: the query's own self-comparison stays
SELECT status, sql FROM healed('SELECT count(*) FROM country WHERE code = code AND nmae = ''Aruba''');
-- a candidate with a word the name lacks (gnp is not gnpold): the renamed column is chosen
SELECT status, sql FROM healed('SELECT Name FROM country WHERE GNP > 1000');
-- must NOT fire: with the renamed column gone, gnpold is still not gnp
ALTER TABLE country DROP COLUMN gross_national_product;
SELECT status, sql FROM healed('SELECT Name FROM country WHERE GNP > 1000');

RESET search_path;
DROP SCHEMA judge CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
