-- Rows in play by value and by identifier, for check_answer's derived
-- figures. (1) "ids 1, 3 and 6", "fares 2 and 4": each whole number of a
-- list after "id" (an identifier column) or after a word of a column's name
-- names the row holding it. (2) A sentence naming no row its cells hold
-- ("Speedy Express" for the code SPX) has in play the rows whose cells its
-- figures, or those of the sentence before, quote (a value that one row of
-- its column holds alone): a total per unit is searched over them. (3) "two
-- one-ways ($360)": a cell of a row in play times the count said right
-- before the figure. (4) A saving, a discount, "off": a fall from the
-- dearer figure. (5) Texts several rows share, beside a row named alone
-- ("fare 3 (AA, ORD to JFK)"), describe that row: their other rows are no
-- operands.
-- Wrong twins: a sum or mean of other rows, the total per unit of another
-- row, a figure quoted of no row, the count times another column or
-- another count, a percentage over the cheaper base, a change between rows
-- the shared texts name but the sentence does not.
SET client_min_messages = warning;
CREATE SCHEMA plaus242;
CREATE TABLE plaus242.fare (fare_id int, airline text, from_airport text, to_airport text, one_way int, round_trip int);
INSERT INTO plaus242.fare VALUES (1, 'AA', 'ORD', 'JFK', 200, 300), (2, 'UA', 'ORD', 'JFK', 150, 280),
    (3, 'AA', 'ORD', 'JFK', 180, 300), (4, 'WN', 'ORD', 'JFK', 250, 350), (5, 'AS', 'ORD', 'LAX', 220, 400),
    (6, 'AA', 'JFK', 'ORD', 190, 350), (7, 'UA', 'JFK', 'ORD', 210, 400), (8, 'HA', 'LAX', 'ORD', 240, 400);
SELECT (nl2sql_heal.heal_execute('Fares',
    'SELECT fare_id, airline, from_airport, to_airport, one_way, round_trip FROM plaus242.fare ORDER BY fare_id')->>'receipt_id')::bigint AS f \gset
SELECT answer, nl2sql_heal.check_answer(:f, answer)->>'reason' AS reason FROM (VALUES
    ('American''s three fares (ids 1, 3 and 6) total $570 one way. Their round trips add up to $950.'),
    ('Fares 2 and 4 together cost $400 one way.'),
    ('The fares with ids 1, 3 and 6 average $316.67 for a round trip.'),
    -- must not ground: the sum of other rows, the mean of other rows
    ('American''s three fares (ids 1, 3 and 5) total $570 one way.'),
    ('Fares 2 and 4 together cost $430 one way.'),
    ('The fares with ids 1, 3 and 6 average $300.00 for a round trip.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:f, answer)->>'reason' AS reason FROM (VALUES
    ('On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($360), saving $60, or 16.7%.'),
    ('WN''s ORD-JFK fare: the return ticket is $350, and three singles would cost $750.'),
    ('Fare 8 costs $240 one way; two one-ways ($480) cost $80 more than the $400 return.'),
    -- must not ground: the count times another column, another count, another row; the cheaper base
    ('On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($600), saving $60.'),
    ('On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($540), saving $60.'),
    ('On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($400), saving $100.'),
    ('On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($360), saving $60, or 20.0%.'),
    -- must not ground: a change between rows the shared texts name, not the fare named
    ('On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($360), or 25.0% off.')
) a(answer);
CREATE TABLE plaus242.shipper (code text, orders int, freight numeric(10,2));
INSERT INTO plaus242.shipper VALUES ('SPX', 326, 28244.90), ('FSH', 255, 20512.51), ('UPK', 249, 16185.33),
    ('RPX', 120, 9311.20), ('TLC', 98, 6120.75), ('MWD', 61, 3980.10);
SELECT (nl2sql_heal.heal_execute('Shippers by code',
    'SELECT code, orders, freight FROM plaus242.shipper ORDER BY freight DESC')->>'receipt_id')::bigint AS p \gset
SELECT answer, nl2sql_heal.check_answer(:p, answer)->>'reason' AS reason FROM (VALUES
    ('Speedy Express moved $28,244.90 in freight, which works out to $86.64 per order.'),
    ('Federal Shipping''s 255 orders brought $80.44 each.'),
    ('Speedy Express moved $28,244.90 in freight. That is $86.64 per order.'),
    -- must not ground: another row's total per unit, a figure of no row, the inverse
    ('Speedy Express moved $28,244.90 in freight, which works out to $80.44 per order.'),
    ('Speedy Express moved $28,000.00 in freight, which works out to $86.64 per order.'),
    ('Federal Shipping''s 255 orders brought $0.01 each.'),
    ('Federal Shipping''s 255 orders brought $86.64 each.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:f,
       'On fare 3 (AA, ORD to JFK) the round trip at $300 beats two one-ways ($360), saving $60, or 16.7%.')->'figures') f;
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:p,
       'Speedy Express moved $28,244.90 in freight, which works out to $86.64 per order.')->'figures') f;
DROP SCHEMA plaus242 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
