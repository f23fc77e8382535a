-- Figures that grounded figures beside them make: a share stated with its part
-- and whole ("a third (2,200 of 6,600)"), a speed from a distance and a time,
-- an amount per unit of a measure ("$30.01 an hour"), a figure restated in the
-- unit "in" names before it, in the next sentence too, and "together" before
-- a figure is that figure's. Wrong twins: each figure off, or inverted.
SET client_min_messages = warning;
CREATE SCHEMA plaus238;
CREATE TABLE plaus238.lake (name text, area int);
INSERT INTO plaus238.lake VALUES ('Lake Superior', 1200), ('Lake Qinghai', 1000), ('Lake Victoria', 2400),
    ('Lake Baikal', 2000);
SELECT (nl2sql_heal.heal_execute('Lakes by area',
    'SELECT name, area FROM plaus238.lake ORDER BY name')->>'receipt_id')::bigint AS l \gset
SELECT answer, nl2sql_heal.check_answer(:l, answer)->>'reason' AS reason FROM (VALUES
    ('Lake Qinghai and Lake Superior together make up a third of the total area (2,200 of 6,600 km²).'),
    ('Lake Victoria holds 36.4% of the area and Lake Baikal 30.3%, together 66.7%.'),
    -- must not ground: the wrong fraction, the wrong sum
    ('Lake Qinghai and Lake Superior together make up a quarter of the total area (2,200 of 6,600 km²).'),
    ('Lake Victoria holds 36.4% of the area and Lake Baikal 30.3%, together 69.7%.')
) a(answer);
CREATE TABLE plaus238.route (route text, distance_miles int, time_minutes int, pay numeric, hours int);
INSERT INTO plaus238.route VALUES ('North', 120, 240, 1200.50, 40), ('South', 90, 200, 800, 25),
    ('East', 340, 500, 300, 10);
SELECT (nl2sql_heal.heal_execute('Routes',
    'SELECT route, distance_miles, time_minutes, pay, hours FROM plaus238.route ORDER BY route')->>'receipt_id')::bigint AS r \gset
SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    ('The East route covers 340 miles in 500 minutes, about 40.8 mph.'),
    ('Across the routes the average speed is 35.1 mph.'),
    ('All routes together average 35 mph: 550 miles over 940 minutes.'),
    ('On the North route the driver makes $30.01 an hour.'),
    ('The East route is 340 miles. In kilometres that is about 547.2.'),
    -- must not ground: the inverse rate, a sum of cells called a speed, a rate off, a wrong factor
    ('The East route covers 340 miles in 500 minutes, about 88.2 mph.'),
    ('Across the routes the average speed is 460 mph.'),
    ('On the North route the driver makes $32.01 an hour.'),
    ('The East route is 340 miles. In kilometres that is about 211.3.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:r,
       'The East route covers 340 miles in 500 minutes, about 40.8 mph. On the North route the driver makes $30.01 an hour.')->'figures') f;
DROP SCHEMA plaus238 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
