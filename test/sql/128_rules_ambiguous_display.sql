-- Rule tier: an ambiguous column equated by the query's join is qualified
-- only when the holders' equal values print alike: one type (with its
-- modifier) whose equality is identity of what is shown.  numeric 1.0 =
-- 1.00, float 0 = -0 and varchar in a case-blind collation are equal but
-- print differently, so which holder is named would change the rows.
SET client_min_messages = warning;
CREATE SCHEMA ambiguous_display;
SET search_path = ambiguous_display, public;
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('ambiguous_display', q, max_attempts => 2) r
$$;

-- one integer type, one text type: qualified
CREATE TABLE p (id int, code text, label text);
CREATE TABLE q (id int, code text, score int);
INSERT INTO p VALUES (1, 'a', 'one'), (2, 'b', 'two');
INSERT INTO q VALUES (1, 'a', 10), (2, 'b', 20);
SELECT * FROM healed('SELECT id, score FROM p JOIN q ON p.id = q.id ORDER BY 1');
SELECT * FROM healed('SELECT code, score FROM p JOIN q ON p.code = q.code ORDER BY 1');

-- must NOT fire: numeric of two scales (1.0 = 1.00)
CREATE TABLE m1 (amount numeric(6,1), label text);
CREATE TABLE m2 (amount numeric(6,2), score int);
INSERT INTO m1 VALUES (1.0, 'one');
INSERT INTO m2 VALUES (1.00, 10);
SELECT status FROM healed('SELECT amount, score FROM m1 JOIN m2 ON m1.amount = m2.amount');
-- must NOT fire: numeric even of one declared type (1.0 and 1.00 in a bare numeric)
CREATE TABLE n1 (amount numeric, label text);
CREATE TABLE n2 (amount numeric, score int);
INSERT INTO n1 VALUES (1.0, 'one');
INSERT INTO n2 VALUES (1.00, 10);
SELECT status FROM healed('SELECT amount, score FROM n1 JOIN n2 ON n1.amount = n2.amount');
-- must NOT fire: float (0 = -0)
CREATE TABLE f1 (x float8, label text);
CREATE TABLE f2 (x float8, score int);
INSERT INTO f1 VALUES (0, 'zero');
INSERT INTO f2 VALUES ('-0', 10);
SELECT status FROM healed('SELECT x, score FROM f1 JOIN f2 ON f1.x = f2.x');
-- must NOT fire: two types (int and bigint compare equal, but the holders differ)
CREATE TABLE i1 (id int, label text);
CREATE TABLE i2 (id bigint, score int);
INSERT INTO i1 VALUES (1, 'one');
INSERT INTO i2 VALUES (1, 10);
SELECT status FROM healed('SELECT id, score FROM i1 JOIN i2 ON i1.id = i2.id');
-- must NOT fire: a holder whose type cannot be told (a subquery's column)
SELECT status FROM healed('SELECT id, score FROM p JOIN (SELECT id, score FROM q) s ON p.id = s.id');

RESET search_path;
DROP SCHEMA ambiguous_display CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
