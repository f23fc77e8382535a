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
-- (6) One-letter names in context ("four are A's", "A and B+"); a count
-- column's total over one that holds it row by row ("16.7% of the records
-- were earned online"). (7) A list of as many figures as rows named before
-- it is theirs in order; "70 for the single Physics course" is Physics'.
-- (8) "In total" of the one row named may be its cell of a column of totals;
-- a figure said per unit ("6.5M an episode") may not. (9) A figure said of a
-- name the rows do not hold ("O'Hare's $200.00") is no other named row's:
-- the row its value quotes is in play. (10) "By a factor of" is the larger
-- over the smaller. (11) Pooled ("taken together"), a column of counts or
-- totals averages plainly. (12) "Each shipper carried $14,059.13 on
-- average": one step's total over the count another step gives.
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
CREATE TABLE plaus242.grade (grade text, records int, online int);
INSERT INTO plaus242.grade VALUES ('A', 4, 0), ('B', 2, 2), ('B+', 4, 0), ('C', 2, 0);
SELECT (nl2sql_heal.heal_execute('Grades',
    'SELECT grade, records, online FROM plaus242.grade ORDER BY grade')->>'receipt_id')::bigint AS g \gset
SELECT answer, nl2sql_heal.check_answer(:g, answer)->>'reason' AS reason FROM (VALUES
    ('Out of twelve grade records, four are A''s (33.3%).'),
    ('A and B+ together make up 66.7%.'),
    ('Only 16.7% of the records were earned online.'),
    -- must not ground: another letter's share, the share of other rows, the wrong total
    ('Out of twelve grade records, two are B''s (33.3%).'),
    ('A and C together make up 66.7%.'),
    ('Only 25.0% of the records were earned online.')
) a(answer);
CREATE TABLE plaus242.state (state text, area_codes int);
INSERT INTO plaus242.state VALUES ('CA', 36), ('TX', 25), ('FL', 19), ('IL', 14), ('MI', 14), ('NY', 14),
    ('OH', 12), ('PA', 11);
CREATE TABLE plaus242.program (program text, min_credit int, courses int, workload int);
INSERT INTO plaus242.program VALUES ('Computer Science', 120, 2, 180), ('Mathematics', 90, 1, 90), ('Physics', 200, 1, 70);
CREATE TABLE plaus242.channel (series_name text, episodes int, total_viewers_m numeric(6,2));
INSERT INTO plaus242.channel VALUES ('Sky Radio', 2, 14.91), ('MTV Dance', 2, 13.03), ('myDeejay', 2, 10.30),
    ('Sky Music', 1, 8.23), ('Rock TV', 1, 5.61);
SELECT (nl2sql_heal.heal_execute('States',
    'SELECT state, area_codes FROM plaus242.state ORDER BY area_codes DESC, state')->>'receipt_id')::bigint AS st \gset
SELECT (nl2sql_heal.heal_execute('Programs',
    'SELECT program, min_credit, courses, workload FROM plaus242.program ORDER BY program')->>'receipt_id')::bigint AS pr \gset
SELECT (nl2sql_heal.heal_execute('Channels',
    'SELECT series_name, episodes, total_viewers_m FROM plaus242.channel ORDER BY total_viewers_m DESC')->>'receipt_id')::bigint AS ch \gset
SELECT answer, nl2sql_heal.check_answer(r, answer)->>'reason' AS reason FROM (VALUES
    (:st, 'MI, NY and OH average 13.3 area codes each (14, 14 and 12).'),
    (:pr, 'Computer Science''s two courses carry a workload of 180, 90 per course, against 70 for the single Physics course.'),
    (:ch, 'MTV Dance: 2 episodes, 13.03M viewers in total, so roughly 6.5M an episode.'),
    -- must not ground: a list out of order, another row's value, a total said per unit, one row's total said of two
    (:st, 'MI, NY and OH average 13.3 area codes each (14, 12 and 14).'),
    (:pr, 'Computer Science''s two courses carry a workload of 180, 90 per course, against 75 for the single Physics course.'),
    (:ch, 'MTV Dance: 2 episodes, 13.03M viewers in total, so roughly 13.0M an episode.'),
    (:ch, 'MTV Dance and Sky Radio: 14.91M viewers in total.')
) a(r, answer);
CREATE TABLE plaus242.airport (from_airport text, fares int, avg_one_way numeric(6,2), avg_round_trip numeric(6,2));
INSERT INTO plaus242.airport VALUES ('JFK', 3, 210.00, 383.33), ('LAX', 2, 255.00, 450.00), ('ORD', 5, 200.00, 326.00);
CREATE TABLE plaus242.employee (employee text, orders int);
INSERT INTO plaus242.employee VALUES ('Margaret Peacock', 156), ('Janet Leverling', 127), ('Nancy Davolio', 123),
    ('Laura Callahan', 104), ('Andrew Fuller', 96), ('Robert King', 72);
SELECT (nl2sql_heal.heal_execute('Airports',
    'SELECT from_airport, fares, avg_one_way, avg_round_trip FROM plaus242.airport ORDER BY from_airport')->>'receipt_id')::bigint AS ap \gset
SELECT (nl2sql_heal.heal_execute('Employees',
    'SELECT employee, orders FROM plaus242.employee ORDER BY orders DESC')->>'receipt_id')::bigint AS em \gset
SELECT answer, nl2sql_heal.check_answer(r, answer)->>'reason' AS reason FROM (VALUES
    (:ap, 'LAX departures are the priciest one-way at $255.00, $55.00 (27.5%) above O''Hare''s $200.00. For round trips the ratio is 1.38x.'),
    (:em, 'Janet Leverling has 127 orders. Robert King trails it by a factor of 1.76.'),
    (:em, 'Taken together, Janet Leverling, Laura Callahan and Robert King average 101 orders.'),
    -- must not ground: a ratio of other rows, the change over the wrong base, a value no row holds,
    -- the ratio to the row beside, a factor below one, a mean off
    (:ap, 'LAX departures are the priciest one-way at $255.00, $55.00 (27.5%) above O''Hare''s $200.00. For round trips the ratio is 1.17x.'),
    (:ap, 'LAX departures are the priciest one-way at $255.00, $55.00 (21.6%) above O''Hare''s $200.00.'),
    (:ap, 'LAX departures are the priciest one-way at $255.00, above O''Hare''s $190.00.'),
    (:em, 'Janet Leverling has 127 orders. Robert King trails it by a factor of 1.33.'),
    (:em, 'Janet Leverling has 127 orders. Robert King trails it by a factor of 0.57.'),
    (:em, 'Taken together, Janet Leverling, Laura Callahan and Robert King average 107 orders.')
) a(r, answer);
-- a total in one step over a count another step gives
SELECT (nl2sql_heal.heal_execute('Freight in all', 'SELECT sum(freight) AS freight FROM plaus242.shipper')->>'receipt_id')::bigint AS two \gset
SELECT (nl2sql_heal.heal_execute('Shippers', 'SELECT code FROM plaus242.shipper ORDER BY code', receipt_id => :two))->>'status' AS status;
SELECT answer, nl2sql_heal.check_answer(:two, answer)->>'reason' AS reason FROM (VALUES
    ('Each shipper carried $14,059.13 in freight on average.'),
    -- must not ground: the total over one shipper too few, a figure off
    ('Each shipper carried $16,870.96 in freight on average.'),
    ('Each shipper carried $17,578.96 in freight on average.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:two, 'Each shipper carried $14,059.13 in freight on average.')->'figures') f;
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
