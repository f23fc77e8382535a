-- Rule tier: a citext column (text whose comparisons ignore case) compared
-- with a number is text to the conversions and text_numbers rules, as text
-- is; and where they must NOT fire.  citext is contrib's, made here in a
-- schema of this file's own and dropped with it.
SET client_min_messages = warning;
CREATE SCHEMA cinum;
CREATE EXTENSION citext SCHEMA cinum;
SET search_path = cinum, public;
-- the citext operators are the extension's functions: trusted for this session only
SET nl2sql_heal.trusted_schemas = 'cinum';
CREATE TABLE cinum.film (id int, title citext, year citext);
INSERT INTO cinum.film VALUES (1, 'Rise', '2011'), (2, 'Fall', '2013'), (3, 'Dawn', NULL);
CREATE TABLE cinum.film_zeros (id int, year citext);
INSERT INTO cinum.film_zeros VALUES (1, '02013'), (2, '2014');

CREATE FUNCTION healed(q text, d text DEFAULT NULL)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('q', q, max_attempts => 2, dialect => d) r
$$;

-- fires: ordered against a number (a probe proves both orders agree), equal to one
SELECT * FROM healed('SELECT title FROM film WHERE year > 2012 ORDER BY id');
SELECT * FROM healed('SELECT title FROM film WHERE year = 2011');
SELECT * FROM healed('SELECT title FROM film WHERE year = 2011', 'mysql');
-- must NOT fire: a value with a leading zero (text and number order differ)
SELECT status, repair FROM healed('SELECT id FROM film_zeros WHERE year > 2012');
-- the schema off the path: the error names the type cinum.citext
RESET search_path;
SELECT * FROM cinum.healed('SELECT title FROM cinum.film WHERE year > 2012 ORDER BY id');

RESET nl2sql_heal.trusted_schemas;
DROP SCHEMA cinum CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
