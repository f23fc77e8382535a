-- role_name in the receipt tables is text in the "C" collation (not a 64-byte
-- name); the read policies compare it with CURRENT_USER by pg_catalog's
-- text = name, which a caller's operators cannot replace and an index serves.
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;

-- the receipt tables hold text; the journal and remembered repairs keep name
SELECT c.relname, format_type(a.atttypid, a.atttypmod) AS type, a.attcollation::regcollation AS collation
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
 WHERE c.relnamespace = 'nl2sql_heal'::regnamespace AND c.relkind = 'r' AND a.attname = 'role_name'
 ORDER BY 1;

-- each read policy compares by pg_catalog.=(text,name), stored by its OID
SELECT p.polrelid::regclass AS relation, p.polname,
       strpos(p.polqual::text, ':opno ' || 'pg_catalog.=(text,name)'::regoperator::oid || ' ') > 0 AS text_eq_name
  FROM pg_policy p
 WHERE p.polrelid IN ('nl2sql_heal.receipts'::regclass, 'nl2sql_heal.steps'::regclass,
                      'nl2sql_heal.attempts'::regclass, 'nl2sql_heal.model_calls'::regclass)
   AND p.polcmd = 'r'
 ORDER BY 1;

DROP ROLE IF EXISTS regress_roletext_alice, regress_roletext_mallory;
CREATE ROLE regress_roletext_alice;
CREATE ROLE regress_roletext_mallory;
CREATE TABLE regress_roletext_items (id int PRIMARY KEY, name text);
INSERT INTO regress_roletext_items VALUES (1, 'one'), (2, 'two');
GRANT SELECT ON regress_roletext_items TO regress_roletext_alice, regress_roletext_mallory;
-- mallory's own schema, first on her path, holds an equality on the policy's
-- operand types that is always true
CREATE SCHEMA regress_roletext_evil AUTHORIZATION regress_roletext_mallory;

SET ROLE regress_roletext_alice;
SELECT (nl2sql_heal.heal_execute('Item one?', 'SELECT name FROM regress_roletext_items WHERE id = 1'))->>'status' AS alice_status;
SELECT role_name, pg_column_size(role_name) AS bytes FROM nl2sql_heal.steps;
RESET ROLE;

SET ROLE regress_roletext_mallory;
CREATE FUNCTION regress_roletext_evil.always(text, name) RETURNS boolean
    LANGUAGE sql IMMUTABLE AS 'SELECT true';
CREATE OPERATOR regress_roletext_evil.= (LEFTARG = text, RIGHTARG = name, FUNCTION = regress_roletext_evil.always);
SET search_path = regress_roletext_evil, public, pg_catalog;
SELECT (nl2sql_heal.heal_execute('Item two?', 'SELECT name FROM regress_roletext_items WHERE id = 2'))->>'status' AS mallory_status;
-- her operator is what her own query text resolves to, not what the policies use
SELECT count(*) AS hers_by_her_operator FROM nl2sql_heal.receipts WHERE role_name = 'regress_roletext_alice'::name;
SELECT role_name FROM nl2sql_heal.receipts;
SELECT role_name FROM nl2sql_heal.steps;
SELECT role_name FROM nl2sql_heal.attempts;
RESET search_path;
RESET ROLE;

-- the policies' comparison can use an index on role_name (same collation)
CREATE INDEX regress_roletext_steps_role ON nl2sql_heal.steps (role_name);
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT receipt_id FROM nl2sql_heal.steps WHERE role_name OPERATOR(pg_catalog.=) CURRENT_USER;
EXPLAIN (COSTS OFF) SELECT receipt_id FROM nl2sql_heal.steps WHERE role_name = 'regress_roletext_alice';
RESET enable_seqscan;
RESET enable_bitmapscan;
DROP INDEX nl2sql_heal.regress_roletext_steps_role;

-- leave nothing behind
DROP TABLE regress_roletext_items;
DROP SCHEMA regress_roletext_evil CASCADE;
DROP OWNED BY regress_roletext_alice, regress_roletext_mallory;
DROP ROLE regress_roletext_alice, regress_roletext_mallory;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
