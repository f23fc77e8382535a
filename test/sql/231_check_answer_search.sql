-- The typed search over the values in play, for a figure nothing else
-- grounds: the rows the sentence names, then those of the sentence before
-- (or every row of a result of at most four). A multiple is a ratio of one
-- column's values of two such rows, the row named first the numerator; a
-- percentage a change between them (the base after "than", the first after
-- "from"), with the sign the words give; a plain number their difference
-- where the sentence compares, a total per unit of one row, a mean or
-- weighted mean over the rows in play, the rest of a total; a figure set
-- against a quoted cell ("5.3 against 3.8") is the other row's cell of that
-- column. Each kind with wrong twins that must stay ungrounded: a row not in
-- play (the neighbour), the base swapped, the sign the words deny, the
-- numerator swapped, the wrong count.
SET client_min_messages = warning;
CREATE SCHEMA plaus231;
CREATE TABLE plaus231.show (episode text, rating numeric, share int, viewers numeric);
INSERT INTO plaus231.show VALUES ('Pilot Night', 5.8, 9, 9.16), ('Open Skies', 5.3, 9, 8.23),
    ('Third Game', 4.4, 7, 6.94), ('Last Call', 3.0, 5, 4.24), ('Long Road', 3.8, 6, 6.06);
CREATE TABLE plaus231.kind (template_type text, templates int, version_sum int, avg_version numeric);
INSERT INTO plaus231.kind VALUES ('Book', 6, 23, 3.83), ('Paper', 6, 32, 5.33), ('Advert', 3, 23, 7.67),
    ('Slides', 3, 11, 3.67), ('Letter', 2, 14, 7.00);
CREATE TABLE plaus231.region (region text, stores int, avg_sales numeric);
INSERT INTO plaus231.region VALUES ('Northmoor', 10, 6.226), ('Southvale', 2, 6.515);

SELECT (nl2sql_heal.heal_execute('Compare the episodes', 'SELECT episode, rating, share, viewers FROM plaus231.show ORDER BY rating DESC')->>'receipt_id')::bigint AS s \gset
SELECT (nl2sql_heal.heal_execute('Templates per type', 'SELECT template_type, templates, version_sum, avg_version FROM plaus231.kind ORDER BY version_sum DESC')->>'receipt_id')::bigint AS k \gset
SELECT (nl2sql_heal.heal_execute('Sales by region', 'SELECT region, stores, avg_sales FROM plaus231.region ORDER BY region')->>'receipt_id')::bigint AS r \gset

-- multiples, gaps and changes of the rows the sentence before names; a figure set against a quoted cell
SELECT answer, nl2sql_heal.check_answer(:s, answer)->>'reason' AS reason FROM (VALUES
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. All told, the first came to 1.36 times the second.'),
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. On rating it was 5.3 against 3.8, a gap of 1.5.'),
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. In percentage terms that is 35.8% more viewers.'),
    ('"Pilot Night" reached 2.2 times the audience of "Last Call" (9.16 vs 4.24).'),
    -- must not ground: the neighbour's rating, a row not in play's ratio, the base swapped, a gap to the neighbour
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. On rating it was 5.3 against 4.4.'),
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. All told, the first came to 1.19 times the second.'),
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. In percentage terms that is 26.4% more viewers.'),
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. On rating it was 5.3 against 3.8, a gap of 0.9.'),
    -- rows two sentences back are in play through a chain of sentences that point back or name no row
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. Both aired in autumn. On rating it was 5.3 against 3.8.'),
    -- must not ground: a sentence that names another row breaks the chain
    ('"Open Skies" drew 8.23 and "Long Road" 6.06. "Pilot Night" aired in autumn. On rating it was 5.3 against 3.8.')
) a(answer);

-- a total per unit of a named row, a weighted mean over the rows named, the rest of a total
SELECT answer, nl2sql_heal.check_answer(:k, answer)->>'reason' AS reason FROM (VALUES
    ('Book templates'' versions sum to 23 over six templates, 3.83 per template.'),
    ('Paper templates'' versions sum to 32 over six templates, 5.33 per template.'),
    ('Book and Paper hold 55 of the versions. The other types share 48.'),
    ('Book and Paper together have 12 templates. Pooled and weighted by templates, their version averages 4.58.'),
    -- must not ground: the total over the wrong count, the neighbour's quotient, a rest that is not the rest
    ('Paper templates'' versions sum to 32 over six templates, 6.40 per template.'),
    ('Paper templates'' versions sum to 32 over six templates, 7.67 per template.'),
    ('Book and Paper hold 55 of the versions. The other types share 58.'),
    ('Book and Paper together have 12 templates. Pooled and weighted by templates, their version averages 5.50.')
) a(answer);

-- one row named of a small result set against the other: the base after "than"
SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    ('Southvale stores averaged 6.515, 4.6% higher than Northmoor.'),
    -- must not ground: the base swapped, and a fall where the words say a rise
    ('Southvale stores averaged 6.515, 4.4% higher than Northmoor.'),
    ('Northmoor stores averaged 6.226, 4.4% higher than Southvale.')
) a(answer);

-- the verdict explains itself: the derivation and its rows, or the nearest tried
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:s,
       '"Open Skies" drew 8.23 and "Long Road" 6.06. On rating it was 5.3 against 3.8, a gap of 1.5.')->'figures') f;
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:k,
       'Book and Paper hold 55 of the versions. The other types share 48. Paper templates'' versions sum to 32 over six templates, 5.33 per template.')->'figures') f;
-- an ungrounded figure says the nearest derivation tried and how far it is
SELECT f->>'text' AS figure, f->>'nearest' AS nearest
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:s,
       '"Open Skies" drew 8.23 and "Long Road" 6.06. On rating it was 5.3 against 3.8, a gap of 0.9.')->'figures') f
 WHERE NOT (f->>'grounded')::bool;

DROP SCHEMA plaus231 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
