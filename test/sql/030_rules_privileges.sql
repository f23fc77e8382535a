-- A repair never routes around a privilege: the candidate a rule picks is
-- the best match among every name in pg_catalog, whatever the role may read;
-- when that best match is not readable for the role, there is no rewrite and
-- a note says so.  The same queries as a superuser are rewritten.
SET client_min_messages = warning;
-- the rules themselves are under test: no remembered repair stands in for them
SET nl2sql_heal.remembered_max = 0;
CREATE SCHEMA regress_priv_pub;
CREATE SCHEMA regress_priv_sales;
CREATE SCHEMA regress_priv_hidden;
CREATE TABLE regress_priv_pub.staff (staff_id int, salary numeric);
INSERT INTO regress_priv_pub.staff VALUES (1, 100);
CREATE TABLE regress_priv_sales.staff (staff_id int, salary numeric);
INSERT INTO regress_priv_sales.staff VALUES (2, 200);
CREATE TABLE regress_priv_hidden.ledger (entry_id int, amount numeric);
INSERT INTO regress_priv_hidden.ledger VALUES (1, 9);
CREATE TABLE regress_priv_sales.people (person_id int, full_name text, salary numeric, salary_band text);
INSERT INTO regress_priv_sales.people VALUES (1, 'Ada', 10, 'A');
CREATE TABLE regress_priv_sales.invoices (invoice_id int, total numeric);
INSERT INTO regress_priv_sales.invoices VALUES (1, 5);

CREATE ROLE regress_priv_reader;
GRANT USAGE ON SCHEMA regress_priv_pub, regress_priv_sales TO regress_priv_reader;
GRANT SELECT ON regress_priv_sales.staff, regress_priv_sales.invoices TO regress_priv_reader;
GRANT SELECT (person_id, full_name, salary_band) ON regress_priv_sales.people TO regress_priv_reader;

CREATE FUNCTION pg_temp.heal(q text)
RETURNS TABLE (status text, sql text, repair text, notes text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r#>>'{attempts,-1,repair}',
           (SELECT string_agg(n, ' | ') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n NOT LIKE 'Rules are the only repair source%')
      FROM nl2sql_heal.heal_execute(NULL, q) r
$$;
SET search_path = regress_priv_pub, public, pg_catalog;

-- relations: dbo.staff is regress_priv_pub.staff (on the search path), not
-- readable for the role; never the readable regress_priv_sales.staff.
SET ROLE regress_priv_reader;
SELECT * FROM pg_temp.heal('SELECT salary FROM dbo.staff');
RESET ROLE;
SELECT * FROM pg_temp.heal('SELECT salary FROM dbo.staff');

-- moved_schema: ledger is only in a schema the role may not use.
SET ROLE regress_priv_reader;
SELECT * FROM pg_temp.heal('SELECT amount FROM ledger');
RESET ROLE;
SELECT * FROM pg_temp.heal('SELECT amount FROM ledger');
-- a second, readable ledger makes it ambiguous for everyone, not the role's one
CREATE TABLE regress_priv_sales.ledger (entry_id int, amount numeric);
GRANT SELECT ON regress_priv_sales.ledger TO regress_priv_reader;
SET ROLE regress_priv_reader;
SELECT status, repair FROM pg_temp.heal('SELECT amount FROM ledger');
RESET ROLE;
SELECT status, repair FROM pg_temp.heal('SELECT amount FROM ledger');
-- must fire: the one schema that has it is readable
SET ROLE regress_priv_reader;
SELECT * FROM pg_temp.heal('SELECT total FROM invoices');
RESET ROLE;

-- identifiers: the best match for salry is salary, which the role may not
-- select; the readable salary_band is never taken instead.
SET ROLE regress_priv_reader;
SELECT * FROM pg_temp.heal('SELECT salry FROM regress_priv_sales.people');
-- must fire: a readable best match
SELECT * FROM pg_temp.heal('SELECT fullname FROM regress_priv_sales.people');
SELECT * FROM pg_temp.heal('SELECT p.salaryband FROM regress_priv_sales.people AS p');
RESET ROLE;
SELECT * FROM pg_temp.heal('SELECT salry FROM regress_priv_sales.people');

-- USING: the best match on the side that lacks the column is not readable
CREATE TABLE regress_priv_sales.payslips (payslip_id int, person_id int, salary numeric);
INSERT INTO regress_priv_sales.payslips VALUES (1, 1, 10);
GRANT SELECT (payslip_id, salary) ON regress_priv_sales.payslips TO regress_priv_reader;
SET ROLE regress_priv_reader;
SELECT status, repair, notes FROM pg_temp.heal('SELECT count(*) FROM regress_priv_sales.payslips JOIN regress_priv_sales.people USING (personid)');
RESET ROLE;

RESET search_path;
DROP SCHEMA regress_priv_pub, regress_priv_sales, regress_priv_hidden CASCADE;
DROP OWNED BY regress_priv_reader;
DROP ROLE regress_priv_reader;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
