-- nl2sql_heal.check_small_counts: single digits stated as a count of what the
-- rows hold ("5 papers" over a column papers) are checked when on; off (the
-- default), only those said of a row named just before them ("Ada wrote 4
-- papers", 223_check_small_counts_named) are; the other single digits are
-- narration, so a wrong small count said of no row passes.
SET client_min_messages = warning;
CREATE SCHEMA plaus221;
CREATE TABLE plaus221.authors (author text, papers int);
INSERT INTO plaus221.authors VALUES ('Ada', 5), ('Bob', 3), ('Cy', 12);
CREATE TABLE plaus221.cuisines (cuisine text, restaurants int);

SELECT (nl2sql_heal.heal_execute('How many papers did each author write?',
    'SELECT author, papers FROM plaus221.authors ORDER BY papers DESC')->>'receipt_id')::bigint AS r \gset
SELECT (nl2sql_heal.heal_execute('How many restaurants serve Ethiopian food?',
    'SELECT cuisine, restaurants FROM plaus221.cuisines WHERE cuisine = ''Ethiopian''')->>'receipt_id')::bigint AS e \gset

SHOW nl2sql_heal.check_small_counts;
SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS off FROM (VALUES
    ('Ada wrote 5 papers and Bob 3 papers.'),
    ('Ada wrote 4 papers.'),
    ('Bob wrote 5 papers.'),
    ('The list holds 4 papers by its first author.')
) a(answer);

SET nl2sql_heal.check_small_counts = on;
SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS "on" FROM (VALUES
    ('Ada wrote 5 papers and Bob 3 papers.'),
    ('Ada wrote 4 papers.'),
    ('Bob wrote 5 papers.'),
    -- a single digit before a word no column names stays narration
    ('In 3 steps we found that Ada wrote 5 papers.'),
    ('Cy leads with 12 papers, 7 more than Ada.')
) a(answer);
-- a count stated for an empty result
SELECT nl2sql_heal.check_answer(:e, 'No restaurant serves Ethiopian food.')->>'reason' AS empty_acknowledged,
       nl2sql_heal.check_answer(:e, 'Nothing matched: 2 restaurants serve Ethiopian food.')->>'reason' AS count_for_empty;
RESET nl2sql_heal.check_small_counts;
-- with the setting off too: over no rows, a count of a thing counts what is not there
SELECT nl2sql_heal.check_answer(:e, 'Nothing matched: 2 restaurants serve Ethiopian food.')->>'reason' AS count_for_empty_off;

DROP SCHEMA plaus221 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
