-- Comparisons an analyst writes between rows and columns the answer names:
-- two columns of a named row ("3,518 above its lowest"), the row before a
-- named year ("47.6 less than the year before"), rows named by a code beside
-- its column's word ("major 520", "the 4-cylinder cars"), rows the sentence
-- before names ("between the two groups", "both"), a figure's column noun
-- before the row it points at ("20.5 mpg in 1971"), metric tonnes, and a
-- share's complement, which no change reads. Each with wrong twins that must
-- stay ungrounded.
SET client_min_messages = warning;
CREATE SCHEMA plaus229;
CREATE TABLE plaus229.stadium (name text, capacity int, highest int, lowest int, average int);
INSERT INTO plaus229.stadium VALUES ('Stark''s Park', 10104, 4812, 1294, 2106),
    ('Somerset Park', 11998, 2363, 1057, 1477), ('Bayview Stadium', 2000, 1980, 533, 864);
CREATE TABLE plaus229.years (year int, cars int, avg_mpg numeric, avg_horsepower numeric, avg_weight int);
INSERT INTO plaus229.years VALUES (1970, 35, 14.7, 148.9, 3441), (1971, 29, 20.5, 101.3, 2960),
    (1972, 28, 18.7, 120.2, 3238);
CREATE TABLE plaus229.engines (cylinders int, cars int, avg_mpg numeric, avg_hp numeric);
INSERT INTO plaus229.engines VALUES (4, 207, 28.9, 76.6), (6, 84, 20.0, 100.3), (8, 108, 14.3, 158.5);
CREATE TABLE plaus229.majors (major int, students int, avg_age numeric);
INSERT INTO plaus229.majors VALUES (600, 18, 19.67), (520, 6, 19.33), (550, 5, 19.80);

SELECT (nl2sql_heal.heal_execute('What are the capacity and attendance of each stadium?',
    'SELECT name, capacity, highest, lowest, average FROM plaus229.stadium ORDER BY average DESC')->>'receipt_id')::bigint AS s \gset
SELECT (nl2sql_heal.heal_execute('How did cars change by model year?',
    'SELECT year, cars, avg_mpg, avg_horsepower, avg_weight FROM plaus229.years ORDER BY year')->>'receipt_id')::bigint AS y \gset
SELECT (nl2sql_heal.heal_execute('How do engine sizes compare?',
    'SELECT cylinders, cars, avg_mpg, avg_hp FROM plaus229.engines ORDER BY cylinders')->>'receipt_id')::bigint AS e \gset
SELECT (nl2sql_heal.heal_execute('How many students are in each major?',
    'SELECT major, students, avg_age FROM plaus229.majors ORDER BY students DESC')->>'receipt_id')::bigint AS m \gset

-- two columns of a named row, each named beside the figure or a figure of the answer
SELECT answer, nl2sql_heal.check_answer(:s, answer)->>'reason' AS reason FROM (VALUES
    ('Stark''s Park drew 2,106 on average. Its record crowd of 4,812 is 3,518 above its lowest.'),
    ('Somerset Park''s record crowd of 2,363 is 1,306 above its lowest.'),
    ('Stark''s Park''s record crowd of 4,812 was 3.7 times its lowest.'),
    -- must not ground: the neighbouring row's gap, a column no word names, the share of the wrong column
    ('Stark''s Park drew 2,106 on average. Its record crowd of 4,812 is 1,306 above its lowest.'),
    ('Stark''s Park''s record crowd of 4,812 is 2,706 more.'),
    ('Stark''s Park''s record crowd of 4,812 was 2.3 times its lowest.'),
    ('Stark''s Park seats 10,104 but drew 2,106 on average, 47.6% of capacity. Its record crowd was 4,812.')
) a(answer);
-- the row before a named year; a figure's column noun before the year it points at; tonnes
SELECT answer, nl2sql_heal.check_answer(:y, answer)->>'reason' AS reason FROM (VALUES
    ('Horsepower averaged 101.3 in 1971, 47.6 less than the year before.'),
    ('Average fuel economy went from 14.7 mpg in 1970 to 20.5 mpg in 1971, a 39.5% rise.'),
    ('The 1972 average weight of 3,238 pounds is about 1.47 tonnes.'),
    ('Fuel economy went from 14.7 mpg in 1970 to 20.5 mpg in 1971. Across the 64 cars of the two years, weighted by count, the average is 17.3 mpg.'),
    -- must not ground: the year after is no year before, the figure of the other year, tons in lb,
    -- the weights and the weighted mean of the two rows after the ones named
    ('Horsepower averaged 101.3 in 1971, 18.9 less than the year before.'),
    ('Average fuel economy went from 14.7 mpg in 1970 to 18.7 mpg in 1971, a 27.2% rise.'),
    ('The 1972 average weight of 3,238 pounds is about 1.62 tonnes.'),
    ('Fuel economy went from 14.7 mpg in 1970 to 20.5 mpg in 1971. Across the 57 cars of the two years, weighted by count, the average is 17.3 mpg.'),
    ('Fuel economy went from 14.7 mpg in 1970 to 20.5 mpg in 1971. Across the 64 cars of the two years, weighted by count, the average is 19.6 mpg.')
) a(answer);
-- rows named by a code beside its column's word, and the two the sentence before names
SELECT answer, nl2sql_heal.check_answer(:e, answer)->>'reason' AS reason FROM (VALUES
    ('8-cylinder cars number 108. Their engines average 158.5 hp, about 2.1 times the 76.6 of the 4-cylinder cars.'),
    ('The 8-cylinder cars get 14.3 mpg and the 4-cylinder ones get 28.9 mpg. Fuel economy differs by 14.6 mpg between the two groups.'),
    ('The 8-cylinder cars get 14.3 mpg and the 4-cylinder ones get 28.9 mpg. Weighted by the number of cars, both average 23.9 mpg.'),
    -- must not ground: another row's value for a named code, the mean called the weighted average,
    -- the two rows' gap when three are said
    ('The 6-cylinder cars average 76.6 hp.'),
    ('The 8-cylinder cars get 14.3 mpg and the 4-cylinder ones get 28.9 mpg. Weighted by the number of cars, both average 21.6 mpg.'),
    ('The 8-cylinder cars get 14.3 mpg and the 4-cylinder ones get 28.9 mpg. The three groups together have 315 cars.')
) a(answer);
SELECT answer, nl2sql_heal.check_answer(:m, answer)->>'reason' AS reason FROM (VALUES
    ('Major 520 has 6 students with an average age of 19.33, and major 550 has 5 with an average age of 19.80. Weighted by students, the two average 19.54 years.'),
    ('Major 600 has 18 students, three times as many as major 520.'),
    -- must not ground: a row the code does not name, the plain mean of the two, the codes taken as weights
    ('Major 550 has 18 students.'),
    ('Major 520 has 6 students with an average age of 19.33, and major 550 has 5 with an average age of 19.80. Weighted by students, the two average 19.57 years.'),
    ('Major 520 has 6 students with an average age of 19.33, and major 550 has 5 with an average age of 19.80. Weighted by students, the two average 19.565 years.')
) a(answer);
-- number words joined to the column's word, "six- and eight-cylinder", a ratio said as "a ratio of";
-- a comparison is no sum of the rows it names
SELECT answer, nl2sql_heal.check_answer(:e, answer)->>'reason' AS reason FROM (VALUES
    ('Weighted by the number of cars, the eight- and four-cylinder groups together average 23.9 mpg.'),
    ('The 6- and 8-cylinder cars number 192.'),
    ('The eight-cylinder cars average 158.5 hp.'),
    ('Horsepower is 158.5 for the 8-cylinder group versus 100.3 for the 6-cylinder group, a ratio of 1.58.'),
    -- must not ground
    ('Weighted by the number of cars, the eight- and four-cylinder groups together average 21.6 mpg.'),
    ('The 6- and 8-cylinder cars number 315.'),
    ('The six-cylinder cars average 158.5 hp.'),
    ('Horsepower is 158.5 for the 8-cylinder group versus 100.3 for the 6-cylinder group, a ratio of 2.07.'),
    ('The 8-cylinder cars number 108, 192 more than the 6-cylinder cars.')
) a(answer);
-- a share's complement is no fall from the total: where no word says a change, it stays ungrounded
SELECT answer, nl2sql_heal.check_answer(:s, answer)->>'reason' AS reason FROM (VALUES
    ('The three stadiums hold 24,102 seats. Somerset Park accounts for 49.8% of them.'),
    ('The three stadiums hold 24,102 seats. Somerset Park accounts for 50.2% of them.')
) a(answer);
-- the explanation of a comparison between two columns names both cells
SELECT nl2sql_heal.check_answer(:s, 'Somerset Park''s record crowd of 2,363 is 1,306 above its lowest.')->'figures'->1->>'source' AS source;

DROP SCHEMA plaus229 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
