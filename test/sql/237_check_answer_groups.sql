-- A figure over a group of rows one shared text names ("Computer Science
-- majors"): the group's mean, sum, share of a column's total, share and count
-- of the rows. Wrong twins: the mean over every row said of the group, the
-- neighbouring group's figure, a share of the wrong total, and the complement.
SET client_min_messages = warning;
CREATE SCHEMA plaus237;
CREATE TABLE plaus237.student (name text, major text, credits int, gpa numeric);
INSERT INTO plaus237.student VALUES
    ('John Smith', 'Computer Science', 13, 3.5), ('Jane Doe', 'Computer Science', 7, 3.2),
    ('David Johnson', 'Mathematics', 7, 3.6), ('Sarah Brown', 'Physics', 7, 3.8),
    ('Michael Wilson', 'Computer Science', 7, 3.2), ('Emma Davis', 'Mathematics', 11, 3.9);
SELECT (nl2sql_heal.heal_execute('Students with their major, credits and GPA',
    'SELECT name, major, credits, gpa FROM plaus237.student ORDER BY name')->>'receipt_id')::bigint AS t \gset
SELECT answer, nl2sql_heal.check_answer(:t, answer)->>'reason' AS reason FROM (VALUES
    ('The three Computer Science majors average a 3.30 GPA, below the 3.53 of all six students.'),
    ('Computer Science majors have 27 credits between them, 9.0 each.'),
    ('Computer Science majors hold 51.9% of all credits.'),
    ('Three of the six students (50.0%) major in Computer Science.'),
    ('Mathematics majors have 18 credits in total and average a 3.75 GPA.'),
    -- must not ground: the mean of every row said of the group, the other group's mean,
    -- a share of the wrong total, the complement of a share
    ('The three Computer Science majors average a 3.53 GPA.'),
    ('Computer Science majors average a 3.75 GPA.'),
    ('Three of the six students (100.0%) major in Computer Science.'),
    ('Computer Science majors hold 48.1% of all credits.')
) a(answer);
-- the source says the derivation
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:t,
       'Computer Science majors hold 51.9% of all credits. Three of the six students (50.0%) major in Computer Science.')->'figures') f;
DROP SCHEMA plaus237 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
