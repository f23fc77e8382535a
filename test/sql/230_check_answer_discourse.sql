-- Rows an answer names across sentences: a chain of pronouns ("It ... Its
-- ... That") reaching back to the row it starts from, whose subject is that
-- row and not another named on the way; a comparison or a sum naming one row
-- against the rows named before; rows pooled ("taken together ... average")
-- as a mean weighted by their counts; a multiple below one ("0.69x"); a
-- multiple of two figures compares one column or two columns of one row;
-- columns named by the kind of value they hold ("its peak", "best and
-- worst"); a share said "of" a figure of the answer is of that figure; the
-- share of the rows a plural pronoun points back to ("between them they
-- account for 81.3%"), never of one row a singular one points to; a
-- percentage after a verb that compares ("beats ... by 500, or 50%") is a
-- change; a row's name after a figure ("100 six-cylinder cars") names no
-- column of the figure; a count and a mean do not add up. Each with wrong twins that must stay ungrounded.
SET client_min_messages = warning;
CREATE SCHEMA plaus230;
CREATE TABLE plaus230.ground (name text, capacity int, highest int, lowest int, average int);
INSERT INTO plaus230.ground VALUES ('Northfield', 8000, 3000, 900, 1500), ('Riverside', 5000, 2500, 600, 1000),
    ('Hillcrest', 3000, 1200, 300, 600);
CREATE TABLE plaus230.engines (cylinders int, cars int, avg_mpg numeric, avg_hp numeric);
INSERT INTO plaus230.engines VALUES (4, 200, 30.0, 80.0), (6, 100, 21.0, 110.0), (8, 50, 15.0, 160.0);
CREATE TABLE plaus230.battles (battle text, killed int);
INSERT INTO plaus230.battles VALUES ('Battle of Ashford', 40), ('Battle of Birchwood', 25), ('Battle of Cedarbrook', 15);

SELECT (nl2sql_heal.heal_execute('What are the capacity and attendance of each ground?',
    'SELECT name, capacity, highest, lowest, average FROM plaus230.ground ORDER BY average DESC')->>'receipt_id')::bigint AS g \gset
SELECT (nl2sql_heal.heal_execute('How do engine sizes compare?',
    'SELECT cylinders, cars, avg_mpg, avg_hp FROM plaus230.engines ORDER BY cylinders')->>'receipt_id')::bigint AS e \gset
SELECT (nl2sql_heal.heal_execute('How many died in each battle?',
    'SELECT battle, killed FROM plaus230.battles ORDER BY killed DESC')->>'receipt_id')::bigint AS b \gset

-- a chain of pronouns: its subject is the row it starts from; columns named by the kind of value
SELECT answer, nl2sql_heal.check_answer(:g, answer)->>'reason' AS reason FROM (VALUES
    ('Northfield averages 1,500 fans. It is a busy ground. The gap between its best and worst gates is 2,100.'),
    ('Northfield averages 1,500 fans. It is a busy ground. That average beats Riverside (1,000) by 500 fans, or 50%. Its peak was 2.0 times its average.'),
    -- must not ground: the other row's gap and peak, the ratio said as a change
    ('Northfield averages 1,500 fans. It is a busy ground. The gap between its best and worst gates is 1,900.'),
    ('Northfield averages 1,500 fans. It is a busy ground. That average beats Riverside (1,000) by 500 fans, or 50%. Its peak was 2.5 times its average.'),
    ('Northfield averages 1,500 fans. It is a busy ground. That average beats Riverside (1,000) by 500 fans, or 150%.')
) a(answer);
-- a comparison naming one row against the row named before; multiples below one; rows pooled
SELECT answer, nl2sql_heal.check_answer(:e, answer)->>'reason' AS reason FROM (VALUES
    ('There are 200 four-cylinder cars. Their engines average 80.0 hp, 0.73 times the 110.0 of the 6-cylinder cars. The 4-cylinder cars get 9.0 more mpg.'),
    ('Six-cylinder cars make 110.0 hp, 0.69x what eight-cylinder cars do.'),
    ('There are 100 six-cylinder cars.'),
    ('There are 200 four-cylinder cars and 100 six-cylinder cars. Taken together, those 300 cars average roughly 27.0 mpg.'),
    ('Eight-cylinder cars make 160.0 hp. Six-cylinder cars have 0.69 times as much.'),
    ('Eight-cylinder cars number 50 and six-cylinder cars 100, 150 combined.'),
    -- must not ground: a count and a mean do not add up
    ('Six-cylinder cars number 100 and average 21.0 mpg, 121.0 combined.'),
    -- must not ground: the multiple the other way round (the row this sentence names is the numerator)
    ('Eight-cylinder cars make 160.0 hp. Six-cylinder cars have 1.45 times as much.'),
    -- must not ground: against a row never named, a multiple of another pair, one row's hp over another's count,
    -- another row's count, the plain mean of the pooled rows
    ('There are 200 four-cylinder cars. Their engines average 80.0 hp, 0.73 times the 110.0 of the 6-cylinder cars. The 4-cylinder cars get 15.0 more mpg.'),
    ('There are 200 four-cylinder cars. Their engines average 80.0 hp, 0.50 times the 110.0 of the 6-cylinder cars.'),
    ('There are 200 four-cylinder cars. Their engines average 80.0 hp, 0.55 times the 110.0 of the 6-cylinder cars.'),
    ('Six-cylinder cars make 110.0 hp, 0.55x what eight-cylinder cars do.'),
    ('There are 50 six-cylinder cars.'),
    ('There are 200 four-cylinder cars and 100 six-cylinder cars. Taken together, those 300 cars average roughly 25.5 mpg.')
) a(answer);
-- the subject of a chain holds the share; a share "of" a figure of the answer is of that figure; the rows
-- "they" point back to hold their share together
SELECT answer, nl2sql_heal.check_answer(:b, answer)->>'reason' AS reason FROM (VALUES
    ('Many fell at the Battle of Ashford. That is 15 more deaths than the Battle of Birchwood. It accounts for 50.0% of the 80 deaths recorded.'),
    ('The Battle of Birchwood saw 25 deaths and the Battle of Ashford 40. The first is 62.5% of the second.'),
    ('The Battle of Ashford and the Battle of Birchwood were the bloodiest. Between them they account for 81.3% of the deaths.'),
    -- must not ground: the other row's share, a ratio of two rows said as a share of the total
    ('Many fell at the Battle of Ashford. That is 15 more deaths than the Battle of Birchwood. It accounts for 31.3% of the 80 deaths recorded.'),
    ('The Battle of Birchwood saw 25 deaths and the Battle of Ashford 40. The Battle of Birchwood had 62.5% of the 80 deaths.'),
    -- must not ground: the share of another pair, and a share of the two rows said of one ("it")
    ('The Battle of Ashford and the Battle of Birchwood were the bloodiest. Between them they account for 68.8% of the deaths.'),
    ('The Battle of Ashford and the Battle of Birchwood were the bloodiest. It accounts for 81.3% of the deaths.')
) a(answer);
-- the explanation of a pooled mean names its weights
SELECT nl2sql_heal.check_answer(:e, 'There are 200 four-cylinder cars and 100 six-cylinder cars. Taken together, those 300 cars average roughly 27.0 mpg.')->'figures'->3->>'source' AS source;

DROP SCHEMA plaus230 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
