-- Restatements in the other system, from the table of exact unit definitions:
-- lengths (miles, yards, feet, a bare "m" beside another length), areas
-- ("square miles", "km²", acres, hectares, a column named area_sq_km),
-- volumes (litres, US gallons), speeds (mph, km/h, knots) and "of an hour".
-- Wrong twins: the factor inverted, a neighbour's value converted, a bare
-- "m" with no other length beside it (no metres), a unit of another family.
SET client_min_messages = warning;
CREATE SCHEMA plaus234;
CREATE TABLE plaus234.lake (name text, area_sq_km numeric, depth int, volume int, speed int, wait int);
INSERT INTO plaus234.lake VALUES ('Lake Alpha', 900, 120, 5000, 80, 50), ('Lake Beta', 2500, 300, 800, 25, 42),
    ('Lake Gamma', 640, 45, 120, 110, 30);
SELECT (nl2sql_heal.heal_execute('Lakes and their figures',
    'SELECT name, area_sq_km, depth, volume, speed, wait FROM plaus234.lake ORDER BY name')->>'receipt_id')::bigint AS t \gset
SELECT answer, nl2sql_heal.check_answer(:t, answer)->>'reason' AS reason FROM (VALUES
    ('Lake Alpha covers 900 km², about 347.5 square miles.'),
    ('Lake Beta covers 2,500 sq km (roughly 965.3 sq mi).'),
    ('Lake Gamma''s 640 km2 are 64,000 hectares, or about 158,147 acres.'),
    ('Lake Alpha is 120 m deep (394 ft).'),
    ('Lake Beta reaches 300 metres, about 328 yards.'),
    ('Lake Alpha holds 5,000 litres, about 1,321 gallons.'),
    ('The ferry on Lake Gamma runs at 110 km/h, roughly 68.4 mph.'),
    ('Lake Beta''s boats do 25 knots, about 46.3 kilometres per hour.'),
    ('At Lake Alpha the wait is 50 minutes, about 0.83 of an hour.'),
    -- must not ground: the factor inverted, a neighbour's value converted
    ('Lake Alpha covers 900 km², about 2,331 square miles.'),
    ('Lake Alpha is 120 m deep (148 ft).'),
    ('Lake Alpha holds 5,000 litres, about 18,927 gallons.'),
    ('The ferry on Lake Gamma runs at 110 km/h, roughly 177 mph.'),
    ('Lake Beta reaches 300 metres, about 1,378 yards.'),
    -- must not ground: a bare "m" with no length beside it is no metres, nor an area a length
    ('Lake Alpha holds 5,000, about 1,524 m.'),
    ('Lake Alpha covers 900 km², about 559 miles.'),
    ('At Lake Alpha the wait is 50 minutes, about 0.5 of an hour.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:t, 'Lake Gamma''s 640 km2 are 64,000 hectares, or about 158,147 acres. Lake Alpha is 120 m deep (394 ft).')->'figures') f;
DROP SCHEMA plaus234 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
