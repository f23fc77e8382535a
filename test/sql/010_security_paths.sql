-- Objects a caller creates on its own search_path (operators, functions,
-- domains named like pg_catalog's) change nothing the extension does: no
-- hostile function runs (each one raises a NOTICE that would show below),
-- no other role's receipt becomes visible, results are unchanged, and no
-- role gains privileges.  The generated query itself keeps the caller's path.
SET client_min_messages = notice;
CREATE ROLE regress_sec_alice;
CREATE ROLE regress_sec_mallory;
CREATE ROLE regress_sec_auditor IN ROLE pg_read_all_stats;
CREATE SCHEMA regress_sec;
CREATE TABLE regress_sec.items (id int PRIMARY KEY, item_name text);
INSERT INTO regress_sec.items VALUES (1, 'Widget'), (2, 'Gadget');
GRANT USAGE ON SCHEMA regress_sec TO regress_sec_alice, regress_sec_mallory;
GRANT SELECT ON regress_sec.items TO regress_sec_alice, regress_sec_mallory;
-- mallory owns a schema named after her: first on her default "$user" path
CREATE SCHEMA regress_sec_mallory AUTHORIZATION regress_sec_mallory;
SELECT pg_catalog.setval('nl2sql_heal.receipts_receipt_id_seq', 10000) AS seq \gset

-- alice's receipt: rows only she (and those who see all) may see
SET ROLE regress_sec_alice;
SELECT (nl2sql_heal.heal_execute('secret', $$SELECT 'alice-secret' AS s$$)->>'receipt_id')::bigint AS alice_receipt \gset
RESET ROLE;
-- committed before mallory looks, so that what she cannot see is there
SELECT nl2sql_heal.wait_for_receipts();

-- mallory's hostile objects: each raises NOTICE 'HOSTILE ...' when it runs,
-- and makes mallory a superuser when it runs as one
SET ROLE regress_sec_mallory;
CREATE FUNCTION regress_sec_mallory.hostile(what text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
    RAISE NOTICE 'HOSTILE % ran as %', what, current_user;
    IF (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) current_user) THEN
        EXECUTE 'ALTER ROLE regress_sec_mallory SUPERUSER';
    END IF;
    RETURN true;
END $$;
DO $do$
DECLARE
    -- operator, left type, right type, result
    ops text[][] := ARRAY[
        ['=', 'pg_catalog.oid', 'pg_catalog.regclass', 'boolean'],
        ['=', 'pg_catalog.name', 'pg_catalog.name', 'boolean'],
        ['<>', 'pg_catalog.name', 'pg_catalog.name', 'boolean'],
        ['!~', 'pg_catalog.name', 'pg_catalog.name', 'boolean'],
        ['~', 'pg_catalog.name', 'pg_catalog.name', 'boolean'],
        ['=', 'pg_catalog.text', 'pg_catalog.text', 'boolean'],
        ['<>', 'pg_catalog.text', 'pg_catalog.text', 'boolean'],
        ['~~', 'pg_catalog.text', 'pg_catalog.text', 'boolean'],
        ['~~*', 'pg_catalog.text', 'pg_catalog.text', 'boolean'],
        ['=', 'pg_catalog.char', 'pg_catalog.char', 'boolean'],
        ['>', 'pg_catalog.int2', 'pg_catalog.int4', 'boolean'],
        ['=', 'pg_catalog.int8', 'pg_catalog.int8', 'boolean'],
        ['=', 'pg_catalog.oid', 'pg_catalog.oid', 'boolean'],
        ['=', 'pg_catalog.name', 'pg_catalog.text', 'boolean'],
        ['||', 'pg_catalog.text', 'pg_catalog.text', 'pg_catalog.text'],
        ['->>', 'pg_catalog.jsonb', 'pg_catalog.text', 'pg_catalog.text']];
    i int;
    fn text;
BEGIN
    FOR i IN 1 .. pg_catalog.array_length(ops, 1) LOOP
        fn := pg_catalog.format('regress_sec_mallory.op%s', i);
        EXECUTE pg_catalog.format(
            'CREATE FUNCTION %s(%s, %s) RETURNS %s LANGUAGE plpgsql AS $f$BEGIN PERFORM regress_sec_mallory.hostile(%L); RETURN %s; END$f$',
            fn, ops[i][2], ops[i][3], ops[i][4],
            ops[i][1] || ' (' || ops[i][2] || ', ' || ops[i][3] || ')',
            CASE ops[i][4] WHEN 'boolean' THEN 'true' ELSE '''forged''' END);
        EXECUTE pg_catalog.format('CREATE OPERATOR regress_sec_mallory.%s (LEFTARG = %s, RIGHTARG = %s, FUNCTION = %s)',
            ops[i][1], ops[i][2], ops[i][3], fn);
    END LOOP;
END $do$;
-- functions named like pg_catalog's, with exact argument types
CREATE FUNCTION regress_sec_mallory.lower(pg_catalog.text) RETURNS pg_catalog.text
LANGUAGE plpgsql AS $$BEGIN PERFORM regress_sec_mallory.hostile('lower'); RETURN 'forged'; END$$;
CREATE FUNCTION regress_sec_mallory.pg_has_role(pg_catalog.name, pg_catalog.text) RETURNS boolean
LANGUAGE plpgsql AS $$BEGIN RETURN regress_sec_mallory.hostile('pg_has_role(name, text)'); END$$;
CREATE FUNCTION regress_sec_mallory.pg_has_role(pg_catalog.oid, pg_catalog.text) RETURNS boolean
LANGUAGE plpgsql AS $$BEGIN RETURN regress_sec_mallory.hostile('pg_has_role(oid, text)'); END$$;
CREATE FUNCTION regress_sec_mallory.format(pg_catalog.text, pg_catalog.int8, pg_catalog.name, pg_catalog.text)
RETURNS pg_catalog.text
LANGUAGE plpgsql AS $$BEGIN PERFORM regress_sec_mallory.hostile('format'); RETURN 'forged'; END$$;
CREATE FUNCTION regress_sec_mallory.current_setting(pg_catalog.text) RETURNS pg_catalog.text
LANGUAGE plpgsql AS $$BEGIN PERFORM regress_sec_mallory.hostile('current_setting'); RETURN 'forged'; END$$;
CREATE FUNCTION regress_sec_mallory.array_to_string(pg_catalog.text[], pg_catalog.text) RETURNS pg_catalog.text
LANGUAGE plpgsql AS $$BEGIN PERFORM regress_sec_mallory.hostile('array_to_string'); RETURN 'forged'; END$$;
-- domains named like the types the extension's queries name
CREATE DOMAIN regress_sec_mallory.text AS pg_catalog.text CHECK (regress_sec_mallory.hostile('domain text'));
CREATE DOMAIN regress_sec_mallory.int4 AS pg_catalog.int4 CHECK (regress_sec_mallory.hostile('domain int4'));
CREATE DOMAIN regress_sec_mallory.int8 AS pg_catalog.int8 CHECK (regress_sec_mallory.hostile('domain int8'));
CREATE DOMAIN regress_sec_mallory.name AS pg_catalog.name CHECK (regress_sec_mallory.hostile('domain name'));
CREATE DOMAIN regress_sec_mallory.jsonb AS pg_catalog.jsonb CHECK (regress_sec_mallory.hostile('domain jsonb'));
CREATE DOMAIN regress_sec_mallory.oid AS pg_catalog.oid CHECK (regress_sec_mallory.hostile('domain oid'));
-- the caller's state, compared after each case (qualified: the path is hostile)
CREATE FUNCTION regress_sec_mallory.state() RETURNS pg_catalog.text
LANGUAGE sql AS $$
    SELECT pg_catalog.concat_ws(' | ', current_user, session_user, pg_catalog.current_setting('search_path'),
                     pg_catalog.current_setting('transaction_read_only'), pg_catalog.current_setting('work_mem'),
                     pg_catalog.current_setting('statement_timeout'), pg_catalog.current_setting('nl2sql_heal.max_rows'))
$$;
SET work_mem = '4321kB';

-- 1. default path ("$user", public): the operators that beat pg_catalog's by an exact match
SELECT pg_catalog.count(*) AS mallory_sees_receipts FROM nl2sql_heal.receipts;
SELECT pg_catalog.count(*) AS mallory_sees_steps FROM nl2sql_heal.steps;
SELECT pg_catalog.count(*) AS mallory_sees_attempts FROM nl2sql_heal.attempts;
SELECT pg_catalog.count(*) AS mallory_sees_stats FROM nl2sql_heal.stats;
SELECT pg_catalog.count(*) AS alice_rows_seen FROM nl2sql_heal.steps s
 WHERE s.rows::pg_catalog.text OPERATOR(pg_catalog.~~) '%alice-secret%';
SELECT * FROM nl2sql_heal.trace(:alice_receipt);
SELECT nl2sql_heal.check_answer(:alice_receipt, 'It is alice-secret.');
-- a receipt mallory may not see is answered exactly like one that does not exist
SELECT nl2sql_heal.heal_execute('mine now', 'SELECT 1', receipt_id => :alice_receipt);
SELECT nl2sql_heal.heal_execute('mine now', 'SELECT 1', receipt_id => 99999999);
-- the audit_answer trigger too
CREATE TABLE regress_sec_mallory.answers (receipt_id bigint, answer text);
CREATE TRIGGER audit BEFORE INSERT ON regress_sec_mallory.answers
    FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt_id', 'answer');
INSERT INTO regress_sec_mallory.answers VALUES (:alice_receipt, 'It is alice-secret.');
INSERT INTO regress_sec_mallory.answers VALUES (99999999, 'It is alice-secret.');
DROP TABLE regress_sec_mallory.answers;
SELECT regress_sec_mallory.state();

-- repairs read the catalog with pg_catalog's operators; results as without the objects
BEGIN;
SELECT r->>'status' AS status, r->>'sql' AS sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('renamed', 'SELECT itemname FROM regress_sec.items WHERE id = 1') r;
SELECT r->>'status' AS status, r->>'sql' AS sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('moved', 'SELECT item_name FROM items WHERE id = 2') r;
SELECT r->>'status' AS status, r->>'sql' AS sql, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('recased', $$SELECT id FROM regress_sec.items WHERE item_name = 'widget'$$) r;
SELECT (r->>'receipt_id')::bigint AS mallory_receipt, r->>'status' AS status
  FROM nl2sql_heal.heal_execute('one', 'SELECT 1 AS one') r \gset
SELECT :'status' AS status;
SELECT line FROM nl2sql_heal.trace(:mallory_receipt)
 WHERE line OPERATOR(pg_catalog.!~~) '%ms' AND line OPERATOR(pg_catalog.!~~) 'receipt %';
SELECT regress_sec_mallory.state();
COMMIT;

-- 2. her schema before pg_catalog: exact matches of hers come first, and so do
-- her domains (the test's own queries qualify every operator from here on)
-- a DBA's trigger on the receipt tables runs as their owner: under the pinned path too
RESET ROLE;
CREATE FUNCTION public.regress_sec_dba_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM lower(NEW.question);
    RETURN NEW;
END $$;
CREATE TRIGGER regress_sec_dba_audit BEFORE INSERT ON nl2sql_heal.steps
    FOR EACH ROW EXECUTE FUNCTION public.regress_sec_dba_audit();
SET ROLE regress_sec_mallory;
SET search_path = regress_sec_mallory, pg_catalog;
SELECT pg_catalog.count(*) AS others_receipts FROM nl2sql_heal.receipts r
 WHERE r.role_name OPERATOR(pg_catalog.<>) current_user;
SELECT pg_catalog.count(*) AS others_steps FROM nl2sql_heal.steps s
 WHERE s.role_name OPERATOR(pg_catalog.<>) current_user;
SELECT pg_catalog.count(*) AS others_attempts FROM nl2sql_heal.attempts a
 WHERE a.role_name OPERATOR(pg_catalog.<>) current_user;
SELECT pg_catalog.count(*) AS others_stats FROM nl2sql_heal.stats s
 WHERE s.role_name OPERATOR(pg_catalog.<>) current_user;
SELECT nl2sql_heal.heal_execute('mine now', 'SELECT 1', receipt_id => :alice_receipt);
SELECT * FROM nl2sql_heal.trace(:alice_receipt);
SELECT nl2sql_heal.check_answer(:alice_receipt, 'It is alice-secret.');
BEGIN;
-- the receipt check runs as the tables' owner: nothing of hers may run there
SELECT r OPERATOR(pg_catalog.->>) 'step' AS step, r OPERATOR(pg_catalog.->>) 'status' AS status
  FROM nl2sql_heal.heal_execute('two', 'SELECT 2 AS two', receipt_id => :mallory_receipt) r;
SELECT v OPERATOR(pg_catalog.->>) 'plausible' AS plausible, v OPERATOR(pg_catalog.->>) 'reason' AS reason
  FROM nl2sql_heal.check_answer(:mallory_receipt, 'One is 1 and two is 2.') v;
SELECT line FROM nl2sql_heal.trace(:mallory_receipt)
 WHERE line OPERATOR(pg_catalog.!~~) '%ms' AND line OPERATOR(pg_catalog.!~~) 'receipt %';
SELECT r OPERATOR(pg_catalog.->>) 'status' AS status, r OPERATOR(pg_catalog.->>) 'sql' AS sql
  FROM nl2sql_heal.heal_execute('renamed', 'SELECT itemname FROM regress_sec.items WHERE id OPERATOR(pg_catalog.=) 1') r;
SELECT r OPERATOR(pg_catalog.->>) 'status' AS status, r OPERATOR(pg_catalog.->>) 'sql' AS sql
  FROM nl2sql_heal.heal_execute('moved', 'SELECT item_name FROM items') r;
SELECT nl2sql_heal.wait_for_receipts();
SELECT s.reason, pg_catalog.sum(s.attempts) AS attempts FROM nl2sql_heal.stats s
 WHERE s.kind OPERATOR(pg_catalog.=) 'repair'::pg_catalog.text GROUP BY s.reason ORDER BY s.reason COLLATE "C";
-- the generated query itself runs under the caller's own path (the caller's choice)
SELECT r OPERATOR(pg_catalog.->) 'rows' AS rows
  FROM nl2sql_heal.heal_execute('path', 'SELECT pg_catalog.current_setting(''search_path'')') r;
SELECT regress_sec_mallory.state();
COMMIT;
RESET search_path;
RESET ROLE;
DROP TRIGGER regress_sec_dba_audit ON nl2sql_heal.steps;
DROP FUNCTION public.regress_sec_dba_audit();
SELECT rolname, rolsuper FROM pg_roles WHERE rolname = 'regress_sec_mallory';

-- 3. a role that sees all receipts may read alice's but not extend it (42501)
SET ROLE regress_sec_auditor;
SELECT pg_catalog.count(*) > 0 AS auditor_sees_alice FROM nl2sql_heal.receipts WHERE role_name = 'regress_sec_alice';
SELECT nl2sql_heal.heal_execute('mine now', 'SELECT 1', receipt_id => :alice_receipt);
SELECT nl2sql_heal.check_answer(:alice_receipt, 'It is alice-secret.');
SELECT pg_catalog.count(*) > 0 AS auditor_traces FROM nl2sql_heal.trace(:alice_receipt);
RESET ROLE;

-- every function of the extension pins search_path, but the two that run the
-- caller's query under the caller's path, and the journal's event triggers,
-- which look up the DDL's own names under the DDL's path and pin their
-- queries in C
SELECT p.proname
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'nl2sql_heal')
   AND NOT coalesce('search_path=pg_catalog, pg_temp' = ANY (p.proconfig), false)
 ORDER BY p.proname COLLATE "C";

SET client_min_messages = warning;
DROP SCHEMA regress_sec_mallory CASCADE;
DROP SCHEMA regress_sec CASCADE;
DROP OWNED BY regress_sec_alice, regress_sec_mallory, regress_sec_auditor;
DROP ROLE regress_sec_alice, regress_sec_mallory, regress_sec_auditor;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
