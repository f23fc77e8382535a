-- The answer "no domain of this database has a refused CHECK constraint" lets a query's
-- string literals skip the second parse analysis that types them.  It is kept per
-- backend; each change that can make it wrong must be seen at once: a CHECK added to a
-- domain, a new domain, a function its CHECK calls replaced, the trust settings changed.
-- After each, a literal read into the domain is refused and its CHECK never runs
-- (setseed in the CHECK: the next random() shows whether it ran).
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
DROP ROLE IF EXISTS regress_litcache;
CREATE ROLE regress_litcache;
CREATE SCHEMA regress_litcache AUTHORIZATION regress_litcache;

CREATE FUNCTION public.regress_litcache_try(q text)
RETURNS TABLE (status text, outcome text, sqlstate text, check_ran boolean) LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
    seeded float8;
BEGIN
    PERFORM setseed(0.5);
    seeded := random();
    PERFORM setseed(0.25);
    r := nl2sql_heal.heal_execute('literal cache', q, max_attempts => 0);
    RETURN QUERY SELECT r->>'status', r->'attempts'->0->>'outcome', r->'attempts'->0->>'sqlstate',
                        random() = seeded;
END $$;

SET ROLE regress_litcache;
SET search_path = regress_litcache, public;
CREATE DOMAIN d_late AS integer CHECK (VALUE > 0);
CREATE TYPE c_late AS (a d_late);
CREATE FUNCTION f_late(c_late) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION chk(int) RETURNS boolean LANGUAGE sql AS 'SELECT $1 > 0';
CREATE DOMAIN d_fn AS integer CHECK (chk(VALUE));
CREATE FUNCTION f_fn(d_fn) RETURNS int LANGUAGE sql AS 'SELECT 1';

-- harmless CHECKs: allowed (and the answer is kept)
SELECT * FROM regress_litcache_try($q$SELECT f_late('(5)')$q$);
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
-- a CHECK added to a domain: refused at once
ALTER DOMAIN d_late ADD CONSTRAINT seeds CHECK (setseed(0.5) IS NOT NULL);
SELECT * FROM regress_litcache_try($q$SELECT f_late('(5)')$q$);
-- and allowed again once it is dropped
ALTER DOMAIN d_late DROP CONSTRAINT seeds;
SELECT * FROM regress_litcache_try($q$SELECT f_late('(5)')$q$);
-- a new domain whose CHECK is refused
CREATE DOMAIN d_new AS integer CHECK (setseed(0.5) IS NOT NULL);
CREATE FUNCTION f_new(d_new) RETURNS int LANGUAGE sql AS 'SELECT 1';
SELECT * FROM regress_litcache_try($q$SELECT f_new('5')$q$);
DROP FUNCTION f_new(d_new);
DROP DOMAIN d_new;
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
-- the function a CHECK calls replaced by one that acts
CREATE OR REPLACE FUNCTION chk(int) RETURNS boolean LANGUAGE sql AS 'SELECT setseed(0.5) IS NOT NULL';
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
CREATE OR REPLACE FUNCTION chk(int) RETURNS boolean LANGUAGE sql AS 'SELECT $1 > 0';
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
-- a CHECK calling a function in PL/pgSQL: refused until a superuser trusts it
CREATE OR REPLACE FUNCTION chk(int) RETURNS boolean LANGUAGE plpgsql AS 'BEGIN RETURN $1 > 0; END';
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
RESET ROLE;
SET nl2sql_heal.trusted_functions = 'regress_litcache.chk';
SET ROLE regress_litcache;
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
RESET ROLE;
RESET nl2sql_heal.trusted_functions;
SET ROLE regress_litcache;
SELECT * FROM regress_litcache_try($q$SELECT f_fn('5')$q$);
-- a query without string literals is not affected
SELECT * FROM regress_litcache_try($q$SELECT f_fn(5)$q$);

RESET ROLE;
RESET search_path;
DROP SCHEMA regress_litcache CASCADE;
DROP FUNCTION public.regress_litcache_try(text);
DROP OWNED BY regress_litcache;
DROP ROLE regress_litcache;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
