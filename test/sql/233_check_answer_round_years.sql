-- Years restated as writers round them (52 weeks, 365.25 days), beside the
-- mean Gregorian year and the 365-day one; a column named "age" counts years.
-- "36.4% older" is a change, never the ratio as a percentage. Wrong twins: a
-- figure no reading of the years gives, and the neighbour's age.
SET client_min_messages = warning;
CREATE SCHEMA plaus233;
CREATE TABLE plaus233.teacher (name text, age int);
INSERT INTO plaus233.teacher VALUES ('Anne Walker', 41), ('Lucy Wong', 39), ('Kearsley Brown', 45), ('John Deloor', 33);
SELECT (nl2sql_heal.heal_execute('Teachers and their ages', 'SELECT name, age FROM plaus233.teacher ORDER BY name')->>'receipt_id')::bigint AS t \gset
SELECT answer, nl2sql_heal.check_answer(:t, answer)->>'reason' AS reason FROM (VALUES
    ('Anne Walker is 41 years old, about 2,132 weeks.'),
    ('Lucy Wong''s 39 years come to roughly 14,245 days.'),
    ('Kearsley Brown is 45, or 540 months old.'),
    ('Kearsley Brown (45) is 12 years older than John Deloor (33). That makes Kearsley Brown 36.4% older.'),
    ('John Deloor (33) is 12 years younger than Kearsley Brown (45). That makes John Deloor 26.7% younger.'),
    -- must not ground: the ratio said as a change, and the change with the base swapped
    ('Kearsley Brown (45) is 12 years older than John Deloor (33). That makes Kearsley Brown 136.4% older.'),
    ('Kearsley Brown (45) is 12 years older than John Deloor (33). That makes Kearsley Brown 26.7% older.'),
    -- must not ground: no reading of the years, and the neighbour's age in months
    ('Anne Walker is 41 years old, about 2,300 weeks.'),
    ('Lucy Wong''s 39 years come to roughly 13,900 days.'),
    ('Kearsley Brown is 45, or 396 months old.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:t, 'Anne Walker is 41 years old, about 2,132 weeks.')->'figures') f;
DROP SCHEMA plaus233 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
