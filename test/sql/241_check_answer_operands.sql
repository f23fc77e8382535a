-- Where check_answer takes a figure's operands from. (1) A word that
-- names an identifier column's entity ("fare" beside fare_id) names the
-- rows, not that column: "the average fare is $214.00" is the mean of a
-- cost column. (2) A figure of one or two significant digits said as a
-- comparison is the difference of the two figures its sentence states on
-- either side of it, in that order and in the direction its words say.
-- (3) A sentence at the end of a chain that points back ("Its range ...
-- By weight it is ...") compares the rows the chain started with. (4) In
-- "987,000 lb vs 174,200 lb" the second figure is the other row's cell.
-- (5) Items of a list are sentences one after the other ("in freight.\n-
-- That is 47.8% of ..."). (6) "Their share" is the share of the rows the
-- sentence points back to; a sentence that points back to several rows
-- is not about one of them alone. (7) A mean "per" a count column, or
-- one the sentence says is weighted, is a column's total over that count
-- column's total.
-- Wrong twins: the wrong mean, the wrong difference, the direction
-- reversed, an operand missing, a multiple of the wrong rows, the other
-- side's figure off or of a row not in play, a share off, a bound that is
-- true of one of the rows but not of them together.
SET client_min_messages = warning;
CREATE SCHEMA plaus241;
CREATE TABLE plaus241.fare (fare_id int, one_way int, round_trip int);
INSERT INTO plaus241.fare VALUES (1, 200, 300), (2, 150, 280), (3, 180, 300), (4, 250, 350), (5, 290, 610);
CREATE TABLE plaus241.student (student text, credits int, gpa numeric(3,1));
INSERT INTO plaus241.student VALUES ('Ana Ruiz', 13, 3.5), ('Ben Okafor', 7, 3.2), ('Cy Tran', 22, 2.9);
SELECT (nl2sql_heal.heal_execute('Fares',
    'SELECT fare_id, one_way, round_trip FROM plaus241.fare ORDER BY fare_id')->>'receipt_id')::bigint AS f \gset
SELECT (nl2sql_heal.heal_execute('Students',
    'SELECT student, credits, gpa FROM plaus241.student ORDER BY student')->>'receipt_id')::bigint AS s \gset
SELECT answer, nl2sql_heal.check_answer(:f, answer)->>'reason' AS reason FROM (VALUES
    ('The average fare is $214.00.'),
    ('The average round-trip fare is $368.00.'),
    ('Fare 5 is the dearest at $290 one way.'),
    -- must not ground: another column's mean, a mean off
    ('The average fare is $368.00 one way.'),
    ('The average fare is $241.00 one way.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:s, answer)->>'reason' AS reason FROM (VALUES
    ('Ana Ruiz''s 3.5 GPA is 0.3 points higher than Ben Okafor''s 3.2.'),
    ('Ben Okafor''s 3.2 is 0.3 below Ana Ruiz''s 3.5.'),
    ('Ana Ruiz (3.5) is 0.6 ahead of Cy Tran (2.9) on GPA.'),
    -- must not ground: the direction reversed, the difference off, one operand not stated
    ('Ana Ruiz''s 3.5 GPA is 0.3 points lower than Ben Okafor''s 3.2.'),
    ('Ben Okafor''s 3.2 is 0.3 above Ana Ruiz''s 3.5.'),
    ('Ana Ruiz''s 3.5 GPA is 0.4 points higher than Ben Okafor''s 3.2.'),
    ('Ana Ruiz''s 3.5 GPA is 0.6 points higher than Ben Okafor''s 3.2.'),
    ('Ana Ruiz''s GPA is 0.4 points higher than Ben Okafor''s 3.2.')
) a(answer);
CREATE TABLE plaus241.aircraft (code text, capacity int, weight int, range_miles int);
INSERT INTO plaus241.aircraft VALUES ('A350', 440, 556000, 8000), ('B747', 416, 987000, 8555),
    ('B787', 330, 485000, 7530), ('A320', 240, 162000, 3300), ('B737', 230, 174200, 3850),
    ('E190', 114, 114000, 2400), ('CRJ200', 50, 51000, 1735);
SELECT (nl2sql_heal.heal_execute('Aircraft',
    'SELECT code, capacity, weight, range_miles FROM plaus241.aircraft ORDER BY capacity DESC')->>'receipt_id')::bigint AS a \gset
SELECT answer, nl2sql_heal.check_answer(:a, answer)->>'reason' AS reason FROM (VALUES
    ('With 440 seats against 50, the A350 holds 8.80x as many people as the CRJ200. Its range is 6,265 miles more (8,000 vs 1,735). By weight it is 10.9 times as heavy (556,000 lb vs 51,000 lb).'),
    ('Capacity: B787 330 vs A320 240 (roughly 1.4x). On range the gap is 4,230 miles: 7,530 against 3,300. By weight it is 3.0 times as heavy (485,000 lb vs 162,000 lb).'),
    ('The B747 seats 416 passengers, 1.81x the B737''s 230. By weight it is 5.7 times as heavy (987,000 lb vs 174,200 lb).'),
    -- must not ground: a multiple of other rows, the other side's figure off, or another row's
    ('Capacity: B787 330 vs A320 240 (roughly 1.4x). On range the gap is 4,230 miles: 7,530 against 3,300. By weight it is 4.3 times as heavy (485,000 lb vs 114,000 lb).'),
    ('The B747 seats 416 passengers, 1.81x the B737''s 230. By weight it is 5.7 times as heavy (987,000 lb vs 175,000 lb).'),
    ('The B747 seats 416 passengers, 1.81x the B737''s 230. By weight it is 5.7 times as heavy (987,000 lb vs 162,000 lb).')
) a(answer);
CREATE TABLE plaus241.shipper (shipper text, orders int, freight numeric(10,2));
INSERT INTO plaus241.shipper VALUES ('United Package', 326, 28244.90), ('Federal Shipping', 255, 20512.50),
    ('Speedy Express', 249, 16185.33);
SELECT (nl2sql_heal.heal_execute('Shippers',
    'SELECT shipper, orders, freight FROM plaus241.shipper ORDER BY freight DESC')->>'receipt_id')::bigint AS p \gset
SELECT answer, nl2sql_heal.check_answer(:p, answer)->>'reason' AS reason FROM (VALUES
    (E'Findings:\n- The two largest, United Package and Federal Shipping, add up to $48,757.40 in freight.\n- That is 75.1% of the $64,942.73 across the rows listed.'),
    ('United Package and Federal Shipping together bring $48,757.40 in freight. Their share is 75.1%.'),
    ('United Package and Federal Shipping together bring $48,757.40 in freight. That is more than half of the total.'),
    -- must not ground: the share off, a bound true of one row's share of orders only
    (E'Findings:\n- The two largest, United Package and Federal Shipping, add up to $48,757.40 in freight.\n- That is 57.1% of the $64,942.73 across the rows listed.'),
    ('United Package and Federal Shipping together bring $48,757.40 in freight. Their share is 43.5%.'),
    ('United Package and Federal Shipping together bring $48,757.40 in freight. That is less than half of the total.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:p, answer)->>'reason' AS reason FROM (VALUES
    ('Across the shippers, freight averages $78.24 per order.'),
    ('Weighted by orders, the overall figure is $78.24 per order.'),
    ('Across the shippers, freight averages $21,647.58.'),
    -- must not ground: the total per order off, the plain mean said per order or weighted
    ('Across the shippers, freight averages $87.24 per order.'),
    ('Across the shippers, freight averages $21,647.58 per order.'),
    ('Weighted by orders, the overall figure is $21,647.58 per order.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:s,
       'Ben Okafor''s 3.2 is 0.3 below Ana Ruiz''s 3.5.')->'figures') f;
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:f, 'The average fare is $214.00 one way.')->'figures') f;
DROP SCHEMA plaus241 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
