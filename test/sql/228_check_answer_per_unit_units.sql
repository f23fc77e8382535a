-- A per-unit figure stated in another unit than its column's: a total in
-- milliseconds (or cents, or days) divided by a count of the same row, said in
-- minutes (dollars, weeks). One conversion, only when the sentence names the
-- figure's unit and the column's name names a unit of the same kind; the
-- quotient as it stands in the column's unit no longer matches a figure
-- given in another unit.
SET client_min_messages = warning;
CREATE SCHEMA plaus228;
CREATE TABLE plaus228.genres (genre text, tracks int, total_ms bigint, total_cents bigint, length bigint);
-- Rock: 1297 tracks, 368231326 ms (4.73 minutes a track), 100 cents a track; Latin: 579 tracks,
-- 135123000 ms (3.89 minutes), 150 cents; the loans: 28 and 42 days (4 and 6 weeks)
INSERT INTO plaus228.genres VALUES ('Rock', 1297, 368231326, 129700, 368231326),
    ('Latin', 579, 135123000, 86850, 135123000), ('Jazz', 130, 38000000, 26000, 38000000);
CREATE TABLE plaus228.loans (branch text, loans int, total_days int);
INSERT INTO plaus228.loans VALUES ('North', 40, 1120), ('South', 25, 1050);

SELECT (nl2sql_heal.heal_execute('How many tracks and how long is each genre?',
    'SELECT genre, tracks, total_ms, total_cents FROM plaus228.genres ORDER BY tracks DESC')->>'receipt_id')::bigint AS g \gset
SELECT (nl2sql_heal.heal_execute('How many tracks and how long is each genre?',
    'SELECT genre, tracks, length FROM plaus228.genres ORDER BY tracks DESC')->>'receipt_id')::bigint AS nounit \gset
SELECT (nl2sql_heal.heal_execute('How long is a loan at each branch?',
    'SELECT branch, loans, total_days FROM plaus228.loans ORDER BY loans DESC')->>'receipt_id')::bigint AS l \gset

-- must ground: the named row's total over its count, converted to the unit the sentence names
SELECT answer, nl2sql_heal.check_answer(:g, answer)->>'reason' AS reason FROM (VALUES
    ('On average each Rock track lasts 4.7 minutes.'),
    ('On average each Latin track lasts about 3.9 minutes.'),
    ('Each Latin track lasts 233.4 seconds on average.'),
    ('Each Rock track brought in 1.00 dollars on average.'),
    ('Each Latin track brought in 1.50 dollars on average.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:l, answer)->>'reason' AS reason FROM (VALUES
    ('Each North loan ran 4.0 weeks on average.'),
    ('Each South loan ran 6.0 weeks on average.')
) a(answer);
-- must not ground: the wrong unit, off by more than the shown precision, another row's
-- quotient or no row named, the quotient in the column's unit said in another, a column whose
-- name names no unit; a count (1297 tracks) is no number of seconds; with a row named
-- and "on average", no other aggregate of the column (its minimum, Jazz's 633.3 minutes)
SELECT answer, nl2sql_heal.check_answer(:g, answer)->>'reason' AS reason FROM (VALUES
    ('On average each Rock track lasts 4.7 hours.'),
    ('On average each Rock track lasts 4.9 minutes.'),
    ('On average each Rock track lasts 3.9 minutes.'),
    ('Each Rock track lasts 283910.0 minutes on average.'),
    ('Each Rock track brought in 100.00 dollars on average.'),
    ('Each Latin track brought in 1.00 dollars on average.'),
    ('On average each track lasts 4.7 minutes.'),
    ('Rock has 1297 tracks, about 21.6 minutes of music.'),
    ('On average each Rock track lasts 633.3 minutes.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:nounit, answer)->>'reason' AS reason FROM (VALUES
    ('On average each Rock track lasts 4.7 minutes.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:l, answer)->>'reason' AS reason FROM (VALUES
    ('Each North loan ran 4.0 months on average.'),
    ('Each North loan ran 6.0 weeks on average.')
) a(answer);
-- the explanation names both units
SELECT nl2sql_heal.check_answer(:g, 'On average each Rock track lasts 4.7 minutes.')->'figures'->0->>'source' AS source;

DROP SCHEMA plaus228 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
