-- Rule tier: column names matched by WordNet beyond one synset — inflected
-- forms (morphy), a lemma of several words inside a name, a name written
-- without separators, a noun two "kind of" steps away, a verb's hypernym —
-- and y as a vowel in a word cut short.  Each with a case where it must NOT
-- fire.  Needs WordNet (wordnet-base), as CI installs it.
SET client_min_messages = warning;
CREATE SCHEMA wnforms;
SET search_path = wnforms, public;
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql'
      FROM nl2sql_heal.heal_execute('wnforms', q, max_attempts => 2) r
$$;

-- an inflected form: written (the exception list) ~ authored (a detached -ed); author is a kind of write
CREATE TABLE cartoon (id int, title text, authored_by text);
INSERT INTO cartoon VALUES (1, 'Rise', 'Joseph Kuhr');
SELECT * FROM healed($$SELECT count(*) FROM cartoon WHERE written_by = 'Joseph Kuhr'$$);
-- must NOT fire: a verb of many senses (direct is a kind of make) is not created
CREATE TABLE episode (id int, created_by text);
INSERT INTO episode VALUES (1, 'Ann');
SELECT status FROM healed($$SELECT count(*) FROM episode WHERE directed_by = 'Ann'$$);
-- created ~ made (create and make share a synset once made is read as make)
CREATE TABLE votes (vote_id int, made timestamp);
INSERT INTO votes VALUES (1, '2018-03-09 19:03:21');
SELECT * FROM healed($$SELECT max(created) FROM votes$$);

-- a lemma of several words inside a name: publisher ~ publishing house
CREATE TABLE publisher (id int, publishing_house_name text);
INSERT INTO publisher VALUES (1, 'Marvel Comics');
SELECT * FROM healed($$SELECT id FROM publisher WHERE publisher_name = 'Marvel Comics'$$);
-- must NOT fire: the other words must relate too
CREATE TABLE publisher_codes (id int, publishing_house_code text);
INSERT INTO publisher_codes VALUES (1, 'MC');
SELECT status FROM healed($$SELECT id FROM publisher_codes WHERE publisher_name = 'Marvel Comics'$$);

-- a name without separators cut into its words (countryname: country name ~ nation name),
-- and two renamed columns of one query healed in one attempt
CREATE TABLE countries (countryid int, nation_name text);
CREATE TABLE car_makers (id int, maker text, nation int);
INSERT INTO countries VALUES (1, 'usa'), (2, 'japan');
INSERT INTO car_makers VALUES (1, 'ford', 1), (2, 'amc', 1), (3, 'toyota', 2);
SELECT r->>'status' AS status, r->>'sql' AS sql, jsonb_array_length(r->'attempts') AS attempts,
       r->'attempts'->-1->>'repair' AS repair
  FROM nl2sql_heal.heal_execute('wnforms',
    $$SELECT CountryName, count(*) FROM countries JOIN car_makers ON country = countryid GROUP BY CountryName ORDER BY 1$$,
    max_attempts => 2) r;
-- must NOT fire: a name that is a lemma itself is never cut (horsepower is not horse power)
CREATE TABLE engines (id int, equine_power int);
INSERT INTO engines VALUES (1, 130);
SELECT status FROM healed($$SELECT id FROM engines WHERE horsepower > 100$$);

-- a noun of one sense two steps below the other: heft -> heaviness -> weight
CREATE TABLE cars_data (id int, mpg numeric, heft int);
INSERT INTO cars_data VALUES (1, 18, 3504), (2, 15, 3693);
SELECT * FROM healed($$SELECT id FROM cars_data WHERE weight > 3600$$);
-- must NOT fire: from a word of several senses (date is no kind of a kind of year)
CREATE TABLE races (id int, year int);
INSERT INTO races VALUES (1, 2009);
SELECT status FROM healed($$SELECT id FROM races WHERE date > 2000$$);

-- y as a vowel in a word cut short: cyl ~ cylinders
CREATE TABLE engines_cyl (id int, cyl int);
INSERT INTO engines_cyl VALUES (1, 4), (2, 8);
SELECT * FROM healed($$SELECT id FROM engines_cyl WHERE cylinders = 4$$);
-- must NOT fire: a vowel-less cut is an acronym
CREATE TABLE gdp (id int, gnp numeric);
INSERT INTO gdp VALUES (1, 2.5);
SELECT status FROM healed($$SELECT gnpold FROM gdp$$);

RESET search_path;
DROP SCHEMA wnforms CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
