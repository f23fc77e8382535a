-- "1,235,000 lb over 853 seats": after a number and its unit, "over" spreads
-- a total across a count, it is no bound; the count is the row's cell and the
-- quotient a per-unit figure. Wrong twins: a count not in the row, and a bare
-- "over 853" (a bound) that the row's 853 does not satisfy. A figure in a unit of
-- another family than its column's quotes none of its cells ("120 mph" is no
-- cell of minutes_distant), one of the same family does.
SET client_min_messages = warning;
CREATE SCHEMA plaus236;
CREATE TABLE plaus236.aircraft (code text, capacity int, weight int);
INSERT INTO plaus236.aircraft VALUES ('A380', 853, 1235000), ('B747', 416, 875000), ('E190', 100, 114000);
SELECT (nl2sql_heal.heal_execute('Aircraft capacity and weight',
    'SELECT code, capacity, weight FROM plaus236.aircraft ORDER BY code')->>'receipt_id')::bigint AS t \gset
SELECT answer, nl2sql_heal.check_answer(:t, answer)->>'reason' AS reason FROM (VALUES
    ('The A380 works out to 1,447.8 lb per seat (1,235,000 lb over 853 seats).'),
    ('The B747 carries 2,103.4 lb per seat: 875,000 lb over 416 seats.'),
    -- must not ground: a count not in the row, and a bound the row's value does not meet
    ('The A380 works out to 1,447.8 lb per seat (1,235,000 lb over 835 seats).'),
    ('The A380 seats over 853 passengers.')
) a(answer);
CREATE TABLE plaus236.access (route text, miles_distant int, minutes_distant int);
INSERT INTO plaus236.access VALUES ('North', 30, 60), ('South', 120, 240), ('East', 400, 800);
SELECT (nl2sql_heal.heal_execute('Access routes',
    'SELECT route, miles_distant, minutes_distant FROM plaus236.access ORDER BY route')->>'receipt_id')::bigint AS a \gset
SELECT answer, nl2sql_heal.check_answer(:a, answer)->>'reason' AS reason FROM (VALUES
    ('The South route is 120 miles long.'),
    ('The East route takes 800 minutes.'),
    -- must not ground: a speed is no cell of a distance or a duration
    ('The South route averages 120 mph.'),
    ('The North route averages 60 mph.')
) a(answer);
DROP SCHEMA plaus236 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
