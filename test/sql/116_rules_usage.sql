-- Rule tier: the column matcher weighs how the query uses an unknown name
-- (compared with a number or a word, LIKE, summed, EXTRACT, equated with a
-- column) with the candidate's type.  Each kind of evidence: where it decides
-- a choice, and where it must refuse one the name alone would have made.
SET client_min_messages = warning;
CREATE SCHEMA usage;
SET search_path = usage, public;
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql'
      FROM nl2sql_heal.heal_execute('usage', q, max_attempts => 2) r
$$;

-- two synonyms of "country" (one WordNet synset): a word picks the text one, a number the numeric one
CREATE TABLE regions (region_id int, nation text, land numeric);
INSERT INTO regions VALUES (1, 'France', 5), (2, 'Peru', 7);
SELECT * FROM healed($$SELECT region_id FROM regions WHERE country = 'France'$$);
SELECT * FROM healed($$SELECT region_id FROM regions WHERE country = 5$$);
-- must NOT fire: nothing says which (no use), or both fit
SELECT status FROM healed($$SELECT country FROM regions$$);
CREATE TABLE regions_text (region_id int, nation text, land text);
INSERT INTO regions_text VALUES (1, 'France', 'Gaul');
SELECT status FROM healed($$SELECT region_id FROM regions_text WHERE country = 'France'$$);

-- compared with a word: a synonym of another type is refused
CREATE TABLE people (person_id int, gender int);
INSERT INTO people VALUES (1, 0);
SELECT status FROM healed($$SELECT person_id FROM people WHERE sex = 'Female'$$);
CREATE TABLE folk (folk_id int, gender text);
INSERT INTO folk VALUES (1, 'Female');
SELECT * FROM healed($$SELECT folk_id FROM folk WHERE sex = 'Female'$$);
-- a number-like, date-like or boolean-like string says nothing (SQLite ports compare such text)
SELECT * FROM healed($$SELECT person_id FROM people WHERE sex = '0'$$);

-- LIKE against letters: text; a numeric synonym is refused
CREATE TABLE ships (ship_id int, designation text);
CREATE TABLE boats (boat_id int, designation int);
INSERT INTO ships VALUES (1, 'Alpha');
INSERT INTO boats VALUES (1, 7);
SELECT * FROM healed($$SELECT ship_id FROM ships WHERE name LIKE 'A%'$$);
SELECT status FROM healed($$SELECT boat_id FROM boats WHERE name LIKE 'A%'$$);
SELECT * FROM healed($$SELECT boat_id FROM boats WHERE name = 7$$);

-- EXTRACT: a date or time; an integer abbreviation is refused
CREATE TABLE votes (vote_id int, crtd timestamp);
CREATE TABLE votes_int (vote_id int, crtd int);
INSERT INTO votes VALUES (1, '2018-03-09 19:03:21');
INSERT INTO votes_int VALUES (1, 2018);
SELECT * FROM healed($$SELECT vote_id FROM votes WHERE EXTRACT(year FROM created) = 2018$$);
SELECT status FROM healed($$SELECT vote_id FROM votes_int WHERE EXTRACT(year FROM created) = 2018$$);
SELECT * FROM healed($$SELECT vote_id FROM votes_int WHERE created = 2018$$);

-- equated with a column (a join on a key): its type; a date abbreviation is refused
CREATE TABLE customers (customer_id int, customer_name text);
CREATE TABLE orders (order_id int, cust_no int);
CREATE TABLE orders_dated (order_id int, cust_no date);
INSERT INTO customers VALUES (1, 'ann');
INSERT INTO orders VALUES (10, 1);
INSERT INTO orders_dated VALUES (10, '2020-01-02');
SELECT * FROM healed($$SELECT o.order_id FROM orders o JOIN customers c ON o.customer_number = c.customer_id$$);
SELECT status FROM healed($$SELECT o.order_id FROM orders_dated o JOIN customers c ON o.customer_number = c.customer_id$$);

-- summed: WordNet's "kind of" (revenue, figure ~ amount) with a type that fits
CREATE TABLE payments (payment_id int, amount numeric, memo text);
INSERT INTO payments VALUES (1, 10, 'x'), (2, 5, 'y');
SELECT * FROM healed($$SELECT sum(revenue) FROM payments$$);
SELECT * FROM healed($$SELECT avg(figure * 2) FROM payments$$);
-- must NOT fire: a kind-of link whose type cannot be the use
SELECT status FROM healed($$SELECT payment_id FROM payments WHERE revenue = 'high'$$);

-- a candidate refused for its type still keeps the table's prefix from deciding:
-- name may be singer's renamed column as well as concert's concert_name
CREATE TABLE singer (singer_id int, appellation int);
CREATE TABLE concert (concert_id int, singer_id int, concert_name text);
INSERT INTO singer VALUES (1, 7);
INSERT INTO concert VALUES (1, 1, 'Gig');
SELECT status FROM healed($$SELECT c.concert_id FROM singer s JOIN concert c ON s.singer_id = c.singer_id WHERE name = 'Gig'$$);

-- stronger name evidence stands on its own: a plural is taken whatever the use
CREATE TABLE stock (item_id int, items text);
INSERT INTO stock VALUES (1, '7');
SELECT * FROM healed($$SELECT item_id FROM stock WHERE item = 7$$);

DROP SCHEMA usage CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
