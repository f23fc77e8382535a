-- check_answer over an empty result: a constant the query compares with,
-- restated as a bound on the same side ("no singer is over 60" for
-- WHERE age > 60), is narration, as a figure echoed from the question is.
-- The source says so. Must not ground: the other side, another value, a
-- constant the query only tests for equality, or a value said as a fact.
SET client_min_messages = warning;
CREATE SCHEMA plaus244;
CREATE TABLE plaus244.singer (name text, age int);
INSERT INTO plaus244.singer VALUES ('Joe', 52), ('Rose', 41);
SELECT (nl2sql_heal.heal_execute('Which singers are the oldest?',
    'SELECT name FROM plaus244.singer WHERE age > 60')->>'receipt_id')::bigint AS r \gset
SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    ('None: no singer is over 60.'),
    ('The query returned no rows, so no singer is 60 or older.'),
    -- must not ground
    ('None: no singer is under 60.'),
    ('None: no singer is over 70.'),
    ('No rows came back; the oldest singer is 60.')) AS a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:r, 'None: no singer is over 60.')->'figures') AS f;
SELECT (nl2sql_heal.heal_execute('Which singers are the oldest?',
    'SELECT name FROM plaus244.singer WHERE age = 60')->>'receipt_id')::bigint AS e \gset
SELECT nl2sql_heal.check_answer(:e, 'None: no singer is over 60.')->>'reason' AS equality_only;
DROP SCHEMA plaus244 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
