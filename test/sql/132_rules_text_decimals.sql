-- Rule tier, text_numbers with a decimal literal: a text column ordered
-- against 12.5 is cast to numeric only when a probe proves every value is a
-- plainly written number whose text order (SQLite's reading) and numeric
-- order agree against the literal as written; and where it must NOT fire.
SET client_min_messages = warning;
CREATE SCHEMA tdec;
SET search_path = tdec, public;
CREATE TABLE price (id int, amount text);
INSERT INTO price VALUES (1, '12.25'), (2, '12.75'), (3, '13.5'), (4, NULL);
CREATE TABLE price_wide (id int, amount text);
INSERT INTO price_wide VALUES (1, '9.5'), (2, '12.75');
CREATE TABLE price_zeros (id int, amount text);
INSERT INTO price_zeros VALUES (1, '12.50'), (2, '13.5');

CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('q', q, max_attempts => 2) r
$$;

-- fires: a decimal literal, either side, and a negative one
SELECT * FROM healed('SELECT id FROM price WHERE amount > 12.5 ORDER BY id');
SELECT * FROM healed('SELECT id FROM price WHERE 13.1 <= amount ORDER BY id');
SELECT * FROM healed('SELECT count(*) FROM price WHERE amount > -0.5');
-- must NOT fire: text and number order differ for a value ('9.5' > '12.5' as text)
SELECT status, repair FROM healed('SELECT id FROM price_wide WHERE amount > 12.5');
-- must NOT fire: a value with a trailing decimal zero (SQLite compares its text)
SELECT status, repair FROM healed('SELECT id FROM price_zeros WHERE amount > 12.6');
-- must NOT fire: a literal SQLite would write otherwise as text (12.50 is '12.5')
SELECT status, repair FROM healed('SELECT id FROM price WHERE amount > 12.50');

RESET search_path;
DROP SCHEMA tdec CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
