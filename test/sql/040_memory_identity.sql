-- Remembered repairs and the journal follow objects by identity: another
-- role's DDL storm does not cut a rename chain, DDL on a relation a
-- remembered repair does not use (even one named like an SQL keyword, or
-- like a relation it does use, in another schema) forgets nothing, and a
-- remembered rewrite is used only while the query as written still fails.
SET client_min_messages = warning;
SET nl2sql_heal.remembered_touch_interval = 0;
SET nl2sql_heal.remembered_max = 1000;
SELECT nl2sql_heal.forget_all_remembered() >= 0 AS forgot_earlier;
CREATE ROLE regress_mid_alice;
CREATE ROLE regress_mid_mallory;
CREATE SCHEMA regress_mid;
GRANT USAGE ON SCHEMA regress_mid TO PUBLIC;
CREATE SCHEMA regress_mid_m AUTHORIZATION regress_mid_mallory;
SET search_path = regress_mid, public;

-- status, final query, repair of each attempt, notes that matter (dates masked)
CREATE FUNCTION regress_mid.heal(q text)
RETURNS TABLE (status text, final_sql text, repairs text, notes text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql',
           (SELECT string_agg(format('%s:%s', a->>'attempt', coalesce(a->>'repair', 'original')), ', '
                              ORDER BY (a->>'attempt')::int)
              FROM jsonb_array_elements(r->'attempts') a),
           (SELECT string_agg(regexp_replace(n, '\d{4}-\d{2}-\d{2}( [0-9:.+-]+)?', 'WHEN', 'g'), ' | ')
              FROM jsonb_array_elements_text(r->'notes') n
             WHERE n !~ '^(Rules are the only|No repair source|Repair did not)')
      FROM nl2sql_heal.heal_execute('regress', q) r
$$;
GRANT EXECUTE ON FUNCTION regress_mid.heal(text) TO PUBLIC;

\x on
-- 1. a rename storm of another role's own table does not cut the DBA's chain
CREATE TABLE invoices_s (n int, amount numeric);
INSERT INTO invoices_s VALUES (1, 5), (2, 7);
GRANT SELECT ON invoices_s TO PUBLIC;
ALTER TABLE invoices_s RENAME TO invoices_s_a;
ALTER TABLE invoices_s_a RENAME COLUMN amount TO amount_a;
SET ROLE regress_mid_mallory;
CREATE TABLE regress_mid_m.storm (s int);
CREATE PROCEDURE regress_mid_m.storm(n int) LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 1..n LOOP
        ALTER TABLE regress_mid_m.storm RENAME TO storm_b;
        ALTER TABLE regress_mid_m.storm_b RENAME TO storm;
        IF i % 50 = 0 THEN COMMIT; END IF;
    END LOOP;
END $$;
CALL regress_mid_m.storm(2750);
RESET ROLE;
SELECT count(*) >= 5500 AS storm_recorded FROM nl2sql_heal.schema_journal WHERE role_name = 'regress_mid_mallory';
ALTER TABLE invoices_s_a RENAME TO zq_billing_s;
ALTER TABLE zq_billing_s RENAME COLUMN amount_a TO zq_total;
SELECT * FROM regress_mid.heal('SELECT count(*) FROM invoices_s');
SELECT * FROM regress_mid.heal('SELECT sum(amount) FROM zq_billing_s');
SELECT nl2sql_heal.forget_all_remembered() >= 0 AS forgot;

-- 2. forgotten only by DDL on a relation the repair uses, by identity
SET ROLE regress_mid_alice;
SELECT status, final_sql, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM invoices_s');
SELECT status, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM invoices_s');
SELECT m.role_name, m.failing_sql, m.rewrite, m.relations FROM nl2sql_heal.remembered m;
RESET ROLE;
-- another role's DDL on tables named like SQL keywords, and like the relation it uses
SET ROLE regress_mid_mallory;
CREATE TABLE regress_mid_m."select" (x int);
ALTER TABLE regress_mid_m."select" RENAME TO s2;
CREATE TABLE regress_mid_m."count" (x int);
ALTER TABLE regress_mid_m."count" RENAME COLUMN x TO y;
CREATE TABLE regress_mid_m.zq_billing_s (x int);
ALTER TABLE regress_mid_m.zq_billing_s RENAME TO zq_billing_t;
DROP TABLE regress_mid_m.zq_billing_t;
RESET ROLE;
SET ROLE regress_mid_alice;
SELECT status, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM invoices_s');
RESET ROLE;
-- a change to the relation it uses forgets it
ALTER TABLE zq_billing_s ALTER COLUMN n TYPE bigint;
SET ROLE regress_mid_alice;
SELECT status, repairs, notes FROM regress_mid.heal('SELECT count(*) AS n FROM invoices_s');
RESET ROLE;
-- and so does a rename of the schema it is in (the rewrite names the relation unqualified)
SET ROLE regress_mid_alice;
SELECT status, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM invoices_s');
RESET ROLE;
ALTER SCHEMA regress_mid RENAME TO regress_mid_renamed;
ALTER SCHEMA regress_mid_renamed RENAME TO regress_mid;
SET ROLE regress_mid_alice;
SELECT status, repairs, notes FROM regress_mid.heal('SELECT count(*) AS n FROM invoices_s');
RESET ROLE;

-- 3. a remembered rewrite is used only while the query as written still fails
CREATE TABLE vendors (vendor_id int, name text);
INSERT INTO vendors VALUES (1, 'Acme'), (2, 'Bolt');
GRANT SELECT ON vendors TO PUBLIC;
SET ROLE regress_mid_alice;
SELECT status, final_sql, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM vendor');
SELECT status, final_sql, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM vendor');
RESET ROLE;
CREATE TABLE vendor (vendor_id int);
INSERT INTO vendor VALUES (9);
GRANT SELECT ON vendor TO PUBLIC;
SET ROLE regress_mid_alice;
SELECT r->>'status' AS status, r->>'sql' AS final_sql, r->'rows' AS rows,
       jsonb_array_length(r->'attempts') AS executions
  FROM nl2sql_heal.heal_execute('regress', 'SELECT count(*) AS n FROM vendor') r;
RESET ROLE;
DROP TABLE vendor;
SET ROLE regress_mid_alice;
SELECT status, final_sql, repairs FROM regress_mid.heal('SELECT count(*) AS n FROM vendor');
RESET ROLE;
\x off

SELECT nl2sql_heal.forget_all_remembered() >= 0 AS forgot_all;
RESET search_path;
DROP SCHEMA regress_mid, regress_mid_m CASCADE;
DROP ROLE regress_mid_alice;
DROP ROLE regress_mid_mallory;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
