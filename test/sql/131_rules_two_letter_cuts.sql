-- Rule tier: a column renamed to a two-letter cut of a dictionary word (its
-- first two letters, or its first and last) is matched, and where it must
-- NOT be.  Needs WordNet (wordnet-base), as CI installs it.
SET client_min_messages = warning;
CREATE SCHEMA twocut;
SET search_path = twocut, public;
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('twocut', q, max_attempts => 2) r
$$;

CREATE TABLE tv_series (id int, ep text, rating numeric);
INSERT INTO tv_series VALUES (1, 'Pilot', 8.1), (2, 'Finale', 9.0);
CREATE TABLE hero (id int, name text, ht_cm int, dt date);
INSERT INTO hero VALUES (1, 'Ann', 170, '2020-01-01'), (2, 'Bo', 185, '2021-01-01');

-- the first two letters: episode ~ ep; the first and last: height ~ ht
SELECT * FROM healed($$SELECT episode FROM tv_series WHERE rating > 8.5$$);
SELECT * FROM healed($$SELECT name FROM hero WHERE height_cm > 180$$);
-- must NOT fire: dt is date in the abbreviation table, not debt
SELECT status FROM healed($$SELECT name FROM hero WHERE debt IS NULL$$);
-- must NOT fire: a vowel second makes a word of its own (no is not note)
ALTER TABLE tv_series ADD COLUMN no int;
SELECT status FROM healed($$SELECT note FROM tv_series$$);

RESET search_path;
DROP SCHEMA twocut CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
