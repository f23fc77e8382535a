-- A result a LIMIT cut holds as many rows as the limit: that count is a fact
-- about the rows shown ("the top 12 customers", "these 12 rows"), not about
-- everything that qualifies ("12 customers spent over $1,000"); a result the
-- limit did not cut, or one without a limit, counts what qualifies. A row's
-- share said of a name no row holds is no other row's share. Names ending in
-- a stop or an apostrophe ("R.E.M.", "Acme Inc.", "Bon app'") are matched as
-- the rows' names, also at the end of a sentence.
SET client_min_messages = warning;
CREATE SCHEMA plaus227;
CREATE TABLE plaus227.spend (customer text, spent numeric);
INSERT INTO plaus227.spend SELECT 'Customer ' || chr(65 + (g - 1) / 26) || chr(65 + (g - 1) % 26), 5000 - g * 100
  FROM generate_series(1, 40) g;
CREATE TABLE plaus227.publishers (publisher text, heroes int);
INSERT INTO plaus227.publishers VALUES ('Marvel Comics', 387), ('DC Comics', 224), ('Dark Horse Comics', 19),
    ('Image Comics', 14), ('George Lucas', 15);
CREATE TABLE plaus227.artists (artist text, albums int, tracks int);
INSERT INTO plaus227.artists VALUES ('AC/DC', 2, 18), ('R.E.M.', 3, 41), ('R.E.M. Feat. Kate Pearson', 1, 11),
    ('Acme Inc.', 1, 27), ('Bon app''', 2, 33);

SELECT (nl2sql_heal.heal_execute('Which customers spent the most?',
    'SELECT customer, spent FROM plaus227.spend ORDER BY spent DESC LIMIT 12')->>'receipt_id')::bigint AS top \gset
SELECT (nl2sql_heal.heal_execute('Which customers spent 3800 or more?',
    'SELECT customer, spent FROM plaus227.spend WHERE spent >= 3800 ORDER BY spent DESC')->>'receipt_id')::bigint AS over \gset
SELECT (nl2sql_heal.heal_execute('Which customers spent 3800 or more?',
    'SELECT customer, spent FROM plaus227.spend WHERE spent >= 3800 ORDER BY spent DESC LIMIT 50')->>'receipt_id')::bigint AS uncut \gset
SELECT (nl2sql_heal.heal_execute('Which customers spent the most?',
    'SELECT customer, spent FROM plaus227.spend ORDER BY spent DESC FETCH FIRST 12 ROWS ONLY')->>'receipt_id')::bigint AS fetch \gset
SELECT (nl2sql_heal.heal_execute('Which customers spent the most?',
    'SELECT * FROM (SELECT customer, spent FROM plaus227.spend ORDER BY spent DESC LIMIT 12) t ORDER BY spent')->>'receipt_id')::bigint AS inner_limit \gset

-- cut by LIMIT 12: the count of the rows shown grounds, a count of all who qualify does not
SELECT answer, nl2sql_heal.check_answer(:top, answer)->>'reason' AS reason FROM (VALUES
    ('12 customers spent more than $3,700.'),
    ('There are 12 customers with over $3,700 in spend.'),
    ('The top 12 customers each spent more than $3,700.'),
    ('These 12 customers spent more than $3,700 each.'),
    ('The query returned 12 rows; Customer AA leads with $4,900.')
) a(answer);
-- the same rows without a limit, or a limit that cut nothing: the count is of everyone who qualifies
SELECT answer, nl2sql_heal.check_answer(:over, answer)->>'reason' AS over,
       nl2sql_heal.check_answer(:uncut, answer)->>'reason' AS uncut FROM (VALUES
    ('12 customers spent at least $3,800.'),
    ('There are 12 customers with at least $3,800 in spend.')
) a(answer);
-- FETCH FIRST cuts as LIMIT does; a LIMIT inside a subquery is not read (the outer level may
-- filter or join what it returns): the count grounds as any count does
SELECT answer, nl2sql_heal.check_answer(:fetch, answer)->>'reason' AS fetch,
       nl2sql_heal.check_answer(:inner_limit, answer)->>'reason' AS inner_limit FROM (VALUES
    ('12 customers spent more than $3,700.'),
    ('The top 12 customers each spent more than $3,700.')
) a(answer);

SELECT (nl2sql_heal.heal_execute('Heroes per publisher?',
    'SELECT publisher, heroes FROM plaus227.publishers ORDER BY heroes DESC')->>'receipt_id')::bigint AS p \gset
-- 15 of 659 is 2.3%, George Lucas's share; 224 of 659 is 34.0%
SELECT answer, nl2sql_heal.check_answer(:p, answer)->>'reason' AS reason FROM (VALUES
    ('George Lucas has 2.3% of the heroes listed.'),
    ('Wildstorm has 2.3% of the heroes listed.'),
    ('Wildstorm has about a third of the heroes.'),
    ('DC Comics has about a third of the heroes.'),
    ('The largest publisher has 58.7% of the heroes.'),
    ('The largest publisher has 34.0% of the heroes.'),
    ('Marvel Comics leads. It has 58.7% of the heroes.'),
    -- a row named by its place: that row's share only
    ('The 2nd row makes up 34.0% of the heroes.'),
    ('Row 2 makes up 34.0% of the heroes.'),
    ('The 3rd row makes up 34.0% of the heroes.')
) a(answer);
-- a row named by a label that is no name ("1997-08"): that row's share only
SELECT (nl2sql_heal.heal_execute('Freight per month?',
    'SELECT * FROM (VALUES (''1997-07'', 400), (''1997-08'', 300), (''1997-09'', 300)) v(month, freight)')->>'receipt_id')::bigint AS m \gset
SELECT answer, nl2sql_heal.check_answer(:m, answer)->>'reason' AS reason FROM (VALUES
    ('1997-08 makes up 30.0% of all freight.'),
    ('1997-07 makes up 30.0% of all freight.')
) a(answer);

SELECT (nl2sql_heal.heal_execute('Albums and tracks per artist?',
    'SELECT artist, albums, tracks FROM plaus227.artists ORDER BY artist')->>'receipt_id')::bigint AS a \gset
SELECT answer, nl2sql_heal.check_answer(:a, answer)->>'reason' AS reason FROM (VALUES
    ('The tracks of R.E.M. number 41.'),
    ('The tracks of R.E.M. number 18.'),
    ('There are 41 tracks by R.E.M.'),
    ('There are 18 tracks by R.E.M.'),
    ('There are 11 tracks by R.E.M. Feat. Kate Pearson.'),
    ('There are 41 tracks by R.E.M. Feat. Kate Pearson.'),
    ('Acme Inc. has 27 tracks.'),
    ('Acme Inc. has 33 tracks.'),
    ('Bon app'' has 33 tracks; AC/DC has 18.'),
    ('Bon app'' has 27 tracks; AC/DC has 18.'),
    -- a stop that ends a name and a sentence: the next sentence is about AC/DC
    ('We looked at R.E.M. There are 18 tracks by AC/DC.')
) a(answer);

DROP SCHEMA plaus227 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
