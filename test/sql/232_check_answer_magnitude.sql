-- A column whose name states its magnitude ("viewers_m", "revenue_k"): a
-- figure written with that magnitude ("9.16 million", "$286.53K") is read in
-- the column's units, and so are the figures derived from its values (a
-- difference, a total per unit); a ratio has no magnitude. Only such a
-- column's values ground the figure so read; a figure written below one of
-- its magnitude ("$0.40K") is not a value of another column as it stands. A
-- cell of a column of totals does not ground a figure said to be an average.
SET client_min_messages = warning;
CREATE SCHEMA plaus232;
CREATE TABLE plaus232.channel (channel text, episodes int, total_viewers_m numeric, avg_rating numeric, spots int);
INSERT INTO plaus232.channel VALUES ('Sky Radio', 2, 14.91, 4.75, 400), ('Dance Hits', 2, 13.03, 4.20, 380),
    ('Deejay', 2, 10.30, 3.40, 310), ('Sky Music', 1, 8.23, 5.30, 300);

SELECT (nl2sql_heal.heal_execute('Viewers (millions) by channel', 'SELECT channel, episodes, total_viewers_m, avg_rating, spots FROM plaus232.channel ORDER BY total_viewers_m DESC')->>'receipt_id')::bigint AS c \gset

SELECT answer, nl2sql_heal.check_answer(:c, answer)->>'reason' AS reason FROM (VALUES
    ('Sky Radio aired two episodes with 14.91 million viewers between them, 7.46 million per episode.'),
    ('Sky Radio drew 14.91M and Deejay 10.30M, 4.61 million more.'),
    ('Sky Radio drew 14.91M, 1.45x the 10.30M of Deejay.'),
    -- must not ground: another column's value read in millions, the neighbour's cell, a total called an average,
    -- a figure below one of its magnitude grounded by a count as it stands
    ('Sky Radio aired 4.75 million episodes.'),
    ('Sky Radio drew 13.03 million viewers.'),
    ('Per episode, Deejay averaged about 10.30 million viewers.'),
    ('Sky Radio drew 0.40 million spots.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:c,
       'Sky Radio aired two episodes with 14.91 million viewers between them, 7.46 million per episode.')->'figures') f;

DROP SCHEMA plaus232 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
