-- Rule tier, text_numbers and text_dates: a text column read as a number or
-- a date where the query means one, only when a bounded probe of the
-- column's values proves that reading answers as the others would.  Nothing
-- is remembered: a later call probes again.
SET client_min_messages = warning;
CREATE SCHEMA textv;
SET search_path = textv, public;
-- years as text, all plainly written: text and numeric order agree
CREATE TABLE textv.film (id int, title text, year text, released text, rating text);
INSERT INTO textv.film VALUES
    (1, 'Alpha', '2011', '2011-03-04',          '7'),
    (2, 'Beta',  '2013', '2013-05-06 10:30:00', '8'),
    (3, 'Gamma', '2015', '2015-12-31T23:59:59', '10'),
    (4, 'Delta', NULL,   NULL,                  NULL);
-- the twins: one value each that a probe must refuse
CREATE TABLE textv.film_suffix (id int, year text);
INSERT INTO textv.film_suffix VALUES (1, '2011'), (2, '2013a'), (3, '2015');
CREATE TABLE textv.film_zeros (id int, year text);
INSERT INTO textv.film_zeros VALUES (1, '2011'), (2, '02014'), (3, '2015');
CREATE TABLE textv.film_mixed (id int, year text);
INSERT INTO textv.film_mixed VALUES (1, '2011'), (2, 'unknown'), (3, '2015.0');
CREATE TABLE textv.film_short (id int, year text);
INSERT INTO textv.film_short VALUES (1, '2011'), (2, '999'), (3, '2015');
CREATE TABLE textv.film_dates (id int, released text);
INSERT INTO textv.film_dates VALUES (1, '2011-03-04'), (2, '04/05/2013'), (3, '2015-12-31');
CREATE TABLE textv.film_baddate (id int, released text);
INSERT INTO textv.film_baddate VALUES (1, '2011-03-04'), (2, '2013-02-30');
CREATE TABLE textv.film_zone (id int, released text);
INSERT INTO textv.film_zone VALUES (1, '2011-03-04 10:00:00+02'), (2, '2013-02-03');

-- status, repair, the final query and its rows
CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('text values', q, max_attempts => 2, dialect => d) r
$$;

-- text_numbers fires: every value a plain number, text and numeric order agree
SELECT * FROM healed('SELECT title FROM film WHERE year > 2012 ORDER BY id');
SELECT * FROM healed('SELECT title FROM film WHERE 2013 >= year ORDER BY id');
SELECT * FROM healed('SELECT f.title FROM film AS f WHERE f.year <= 2013 AND f.year >= 2011 ORDER BY f.id');
SELECT * FROM healed('SELECT count(*) FROM film WHERE year < 2100');
-- BETWEEN: both of its comparisons are proved
SELECT * FROM healed('SELECT title FROM film WHERE year BETWEEN 2012 AND 2015 ORDER BY id');
SELECT * FROM healed('SELECT title FROM film WHERE year NOT BETWEEN 2012 AND 2014 ORDER BY id');
-- the note says what was proved
SELECT n FROM jsonb_array_elements_text(nl2sql_heal.heal_execute('q', 'SELECT title FROM film WHERE year > 2012', max_attempts => 1)->'notes') n
 WHERE n LIKE 'Repaired%';

-- text_numbers must NOT fire: a value that is no number, a leading zero, a
-- value that is not written plainly, a value whose text order differs
SELECT status, repair FROM healed('SELECT id FROM film_suffix WHERE year > 2012');
SELECT status, repair FROM healed('SELECT id FROM film_zeros WHERE year > 2012');
SELECT status, repair FROM healed('SELECT id FROM film_zeros WHERE year >= 2014');
SELECT status, repair FROM healed('SELECT id FROM film_mixed WHERE year > 2012');
SELECT status, repair FROM healed('SELECT id FROM film_short WHERE year > 2012');
SELECT status, repair FROM healed('SELECT id FROM film_short WHERE year BETWEEN 2012 AND 2016');
SELECT status, repair FROM healed('SELECT id FROM film_zeros WHERE year BETWEEN 2012 AND 2016');
-- ratings 7, 8, 10: '10' > '5' is false as text, 10 > 5 true as a number
SELECT status, repair FROM healed('SELECT id FROM film WHERE rating > 5');
-- ... while against 1 both readings agree on every value: fires
SELECT status, repair, rows FROM healed('SELECT id FROM film WHERE rating > 1 ORDER BY id');
-- equality is the conversions rule's (the number as text), unchanged
SELECT status, repair, sql FROM healed('SELECT id FROM film WHERE year = 2013');
-- declared SQLite: the conversions rule compares as SQLite does (text), no probe
SELECT status, repair, sql FROM healed('SELECT id FROM film_short WHERE year > 2012 ORDER BY id', 'sqlite');
-- a subquery's column: no table to probe, no rewrite
SELECT status, repair FROM healed('SELECT id FROM (SELECT id, year FROM film) s WHERE s.year > 2012');

-- repairs that rest on probed values are not remembered (text_numbers,
-- text_dates, zero_rows); one that does not (DIVIDE) is
CREATE TEMP TABLE remembered_before AS SELECT count(*) AS n FROM nl2sql_heal.remembered;
SELECT status, repair FROM healed('SELECT id FROM film WHERE year >= 2015');
SELECT status, repair FROM healed('SELECT extract(year FROM released) FROM film WHERE id = 1');
SELECT status, repair FROM healed('SELECT id FROM film WHERE title = ''gamma''');
SELECT (SELECT count(*) FROM nl2sql_heal.remembered) - n AS remembered FROM remembered_before;
SELECT status, repair FROM healed('SELECT DIVIDE(id, 2) FROM film WHERE id = 1');
SELECT (SELECT count(*) FROM nl2sql_heal.remembered) - n AS remembered FROM remembered_before;
-- not remembered: after a value changes, the same query is refused
UPDATE film SET year = '2013 ' WHERE id = 2;
SELECT status, repair FROM healed('SELECT title FROM film WHERE year > 2012 ORDER BY id');
UPDATE film SET year = '2013' WHERE id = 2;
SELECT status, repair FROM healed('SELECT title FROM film WHERE year > 2012 ORDER BY id');

-- text_dates fires: MySQL's YEAR() and friends, EXTRACT, date_part and
-- date_trunc over text holding ISO dates and date-times
SELECT * FROM healed('SELECT title, YEAR(released) FROM film ORDER BY id');
SELECT * FROM healed('SELECT title FROM film WHERE MONTH(released) = 12');
SELECT * FROM healed('SELECT extract(day FROM released) FROM film ORDER BY id');
SELECT * FROM healed('SELECT date_part(''hour'', released) FROM film ORDER BY id');
SELECT * FROM healed('SELECT date_trunc(''month'', released) FROM film ORDER BY id');
SELECT * FROM healed('SELECT title FROM film WHERE YEAR(released) > 2012 ORDER BY id', 'mysql');

-- text_dates must NOT fire: another date format, a date that does not
-- exist, a time zone that a timestamp would drop, a query declared PostgreSQL
SELECT status, repair FROM healed('SELECT YEAR(released) FROM film_dates');
SELECT status, repair FROM healed('SELECT extract(year FROM released) FROM film_baddate');
SELECT status, repair FROM healed('SELECT extract(year FROM released) FROM film_zone');
SELECT status, repair FROM healed('SELECT extract(year FROM released) FROM film', 'postgres');
DROP SCHEMA textv CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
