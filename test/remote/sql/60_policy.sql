-- The function policy on a remote target: what the query can make run there is judged on
-- the remote catalog (functions by name on the remote path, operators, and through
-- pg_depend what views, row security policies and domains call) before the cursor is
-- declared; session advisory locks on the cached connection end with each call.
SET client_min_messages = warning;
\set remote 'host=127.0.0.1 port=' :remote_port ' dbname=shop user=postgres'
SELECT dblink_exec(:'remote', $r$
    CREATE SCHEMA policy_probe;
    GRANT USAGE ON SCHEMA policy_probe TO rmt_reader;
    CREATE FUNCTION policy_probe.w_lo() RETURNS oid LANGUAGE sql IMMUTABLE AS 'SELECT lo_create(0)';
    -- a name with a double quote and a backslash: it reaches the remote check in a text[] literal
    CREATE FUNCTION policy_probe."w""q\lo"() RETURNS oid LANGUAGE sql IMMUTABLE AS 'SELECT lo_create(0)';
    CREATE FUNCTION policy_probe.w_plpgsql() RETURNS int LANGUAGE plpgsql IMMUTABLE AS
        $$BEGIN PERFORM pg_advisory_lock(61); RETURN 1; END$$;
    CREATE FUNCTION policy_probe.hostile_eq(text, integer) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS
        $$BEGIN PERFORM pg_advisory_lock(62); RETURN true; END$$;
    CREATE OPERATOR policy_probe.=== (LEFTARG = text, RIGHTARG = integer, FUNCTION = policy_probe.hostile_eq);
    CREATE VIEW policy_probe.v_lock AS SELECT pg_advisory_lock(63)::text AS l;
    CREATE VIEW policy_probe.v_nested AS SELECT * FROM policy_probe.v_lock;
    CREATE DOMAIN policy_probe.d AS integer CHECK (lo_unlink(777003) > 0 OR VALUE > 0);
    CREATE TABLE policy_probe.secured (id int);
    INSERT INTO policy_probe.secured VALUES (1);
    ALTER TABLE policy_probe.secured ENABLE ROW LEVEL SECURITY;
    CREATE POLICY p ON policy_probe.secured USING (policy_probe.w_plpgsql() > 0);
    CREATE FUNCTION policy_probe.lock_and_return(k bigint) RETURNS int LANGUAGE plpgsql AS
        $$BEGIN PERFORM pg_advisory_lock(k); RETURN 1; END$$;
    CREATE VIEW policy_probe.plain AS SELECT 1 AS one, now() IS NOT NULL AS t;
    -- types that hold the domain: a literal read into them runs its CHECK
    CREATE TYPE policy_probe.c_d AS (a policy_probe.d);
    CREATE TYPE policy_probe.r_d AS RANGE (subtype = policy_probe.d);
    CREATE DOMAIN policy_probe.da AS policy_probe.d[];
    CREATE FUNCTION policy_probe.takes_c(policy_probe.c_d) RETURNS int LANGUAGE sql AS 'SELECT 1';
    CREATE FUNCTION policy_probe.takes_ok(int[]) RETURNS int LANGUAGE sql AS 'SELECT 1';
    -- result columns of the domain: a literal compared with one is read into it
    CREATE FUNCTION policy_probe.rows_d() RETURNS TABLE (a policy_probe.d) LANGUAGE sql AS 'SELECT 5';
    CREATE FUNCTION policy_probe.out_d(OUT a policy_probe.d, OUT b int) LANGUAGE sql AS 'SELECT 5, 6';
    CREATE FUNCTION policy_probe.rows_ok() RETURNS TABLE (a int) LANGUAGE sql AS 'SELECT 5';
    GRANT SELECT ON ALL TABLES IN SCHEMA policy_probe TO rmt_reader;
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA policy_probe TO rmt_reader;
$r$) AS setup;
CREATE FUNCTION remote_pol(q text, OUT status text, OUT outcome text, OUT sqlstate text, OUT message text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->0->>'outcome', r->'attempts'->0->>'sqlstate', r->'attempts'->0->>'message'
      FROM nl2sql_heal.heal_execute('policy', q, 'shop', 0) r
$$;
GRANT EXECUTE ON FUNCTION remote_pol TO PUBLIC;
-- advisory locks held on the remote server by anyone, and large objects there
CREATE FUNCTION remote_state() RETURNS text LANGUAGE sql AS $$
    SELECT t.s FROM dblink('host=127.0.0.1 port=' || current_setting('regress.remote_port') || ' dbname=shop user=postgres',
        $q$SELECT concat('advisory=', (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'),
                         ' lo=', (SELECT count(*) FROM pg_largeobject_metadata))$q$) AS t(s text)
$$;
SELECT set_config('regress.remote_port', :'remote_port', false) IS NOT NULL AS port_set;
SELECT remote_state() AS before;

SET ROLE rmt_alice;
SELECT * FROM remote_pol('SELECT lo_create(0)');
SELECT * FROM remote_pol('SELECT policy_probe.w_lo()');
SELECT * FROM remote_pol('SELECT policy_probe."w""q\lo"()');
SELECT * FROM remote_pol('SELECT policy_probe.w_plpgsql()');
SELECT * FROM remote_pol('SELECT pg_advisory_lock(64)');
SELECT * FROM remote_pol('SELECT pg_cancel_backend(pg_backend_pid())');
SELECT * FROM remote_pol('SELECT pg_terminate_backend(pg_backend_pid())');
SELECT * FROM remote_pol($q$SELECT pg_notify('c', 'x')$q$);
SELECT * FROM remote_pol('SELECT setseed(0.1)');
SELECT * FROM remote_pol($q$SELECT fmgr_sql_validator('policy_probe.w_lo'::regproc)$q$);
SELECT * FROM remote_pol($q$SELECT query_to_xml('select 1', true, false, '')$q$);
SELECT * FROM remote_pol($q$SELECT ts_stat('select to_tsvector(''a'')')$q$);
SELECT * FROM remote_pol($q$SELECT table_to_xml('policy_probe.secured', true, false, '')$q$);
SELECT * FROM remote_pol('SELECT * FROM policy_probe.v_lock');
SELECT * FROM remote_pol('SELECT * FROM policy_probe.v_nested');
SELECT * FROM remote_pol('SELECT 1 WHERE EXISTS (SELECT 1 FROM policy_probe.v_nested)');
SELECT * FROM remote_pol('SELECT * FROM policy_probe.secured');
SELECT * FROM remote_pol('SELECT 7::policy_probe.d');
SELECT * FROM remote_pol($q$SELECT 'a'::text OPERATOR(policy_probe.===) 1$q$);
SELECT * FROM remote_pol('SELECT pg_catalog.lo_unlink(777003)');
RESET ROLE;
SELECT remote_state() AS after_refusals;

-- ordinary queries pass
SET ROLE rmt_alice;
SELECT * FROM remote_pol('SELECT count(*) > 0 FROM customers');
SELECT * FROM remote_pol($q$SELECT now() IS NOT NULL, random() < 1, lower('A') || upper('b'), '2024-01-01'::date + 1, (SELECT count(*) FROM generate_series(1, 3))$q$);
SELECT * FROM remote_pol('SELECT row_number() OVER (), x FROM (VALUES (1), (2)) v(x) WHERE x BETWEEN 1 AND 2 AND x IN (1, 2)');
SELECT * FROM remote_pol('SELECT * FROM policy_probe.plain');
-- privileges are the query's to report (an error, not a refusal)
SELECT * FROM remote_pol('SELECT amount FROM hr.salaries');
RESET ROLE;
-- a reopened connection prepares the check again
SELECT count(*) AS terminated FROM dblink(:'remote',
    $q$SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'nl2sql_heal'$q$) AS t(ok boolean);
SELECT pg_sleep(0.2);
SET ROLE rmt_alice;
SELECT * FROM remote_pol('SELECT count(*) > 0 FROM customers');
SELECT * FROM remote_pol('SELECT pg_advisory_lock(66)');
RESET ROLE;

-- a trusted function's session advisory lock ends with the call
SET nl2sql_heal.trusted_functions = 'policy_probe.lock_and_return';
SET ROLE rmt_alice;
SELECT * FROM remote_pol('SELECT policy_probe.lock_and_return(65)');
-- the next use of the cached connection has read the unlock's answer
SELECT * FROM remote_pol('SELECT 1');
RESET ROLE;
SELECT remote_state() AS after_trusted;
RESET nl2sql_heal.trusted_functions;

-- a literal read into a type that holds the domain (typename('literal'), a trusted
-- function's argument, a range, a domain over an array): refused before it is read
SET nl2sql_heal.trusted_functions = 'policy_probe.takes_c, policy_probe.takes_ok';
SET ROLE rmt_alice;
SELECT * FROM remote_pol($q$SELECT policy_probe.da('{5}')$q$);
SELECT * FROM remote_pol($q$SELECT policy_probe.takes_c('(5)')$q$);
SELECT * FROM remote_pol($q$SELECT '[1,2]'::policy_probe.r_d$q$);
-- a trusted function over built-in types still runs
SELECT * FROM remote_pol($q$SELECT policy_probe.takes_ok('{5}')$q$);
RESET ROLE;
-- the type comes only from a trusted function's result columns (RETURNS TABLE, OUT)
SET nl2sql_heal.trusted_functions = 'policy_probe.rows_d, policy_probe.out_d, policy_probe.rows_ok';
SET ROLE rmt_alice;
SELECT * FROM remote_pol($q$SELECT * FROM policy_probe.rows_d() t WHERE t.a = '5'$q$);
SELECT * FROM remote_pol($q$SELECT t.b FROM policy_probe.out_d() t WHERE t.a IN ('5', '6')$q$);
-- the same shape over built-in result columns still runs
SELECT * FROM remote_pol($q$SELECT * FROM policy_probe.rows_ok() t WHERE t.a = '5'$q$);
RESET ROLE;
SELECT remote_state() AS after_result_columns;
RESET nl2sql_heal.trusted_functions;
RESET nl2sql_heal.trusted_functions;

SELECT dblink_exec(:'remote', 'DROP SCHEMA policy_probe CASCADE') AS cleanup;
DROP FUNCTION remote_pol(text), remote_state();
