-- The rule tier's reads of the live schema are kept per backend (catalog_cache.c).  Each
-- change that can make a kept answer wrong must be seen by the next call: a column
-- renamed, a relation created, a column privilege granted directly or through a role,
-- the search path changed, and a change made and rolled back inside an open
-- transaction.  Each first call below keeps an answer in which no repair exists (the
-- column is zzz, or not readable); the change makes the repair exist.  A kept answer that
-- outlived the change would leave the second call unrepaired.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
DROP ROLE IF EXISTS regress_catcache;
DROP ROLE IF EXISTS regress_catcache_readers;
CREATE ROLE regress_catcache;
CREATE ROLE regress_catcache_readers;
CREATE SCHEMA regress_catcache AUTHORIZATION regress_catcache;
CREATE SCHEMA regress_catcache_b;
GRANT USAGE ON SCHEMA regress_catcache_b TO regress_catcache;

CREATE FUNCTION public.regress_catcache_try(q text)
RETURNS TABLE (status text, repaired_sql text) LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
BEGIN
    r := nl2sql_heal.heal_execute('catalog cache', q, max_attempts => 1);
    RETURN QUERY SELECT r->>'status', CASE WHEN r->>'status' = 'repaired' THEN r->>'sql' END;
END $$;

SET search_path = regress_catcache, public;
CREATE TABLE regress_catcache.sales (region text, zzz numeric);
INSERT INTO regress_catcache.sales VALUES ('EU', 10);
ALTER TABLE regress_catcache.sales OWNER TO regress_catcache;
CREATE TABLE regress_catcache_b.sales (region text, order_total numeric);
INSERT INTO regress_catcache_b.sales VALUES ('US', 20);

-- 1. a column renamed between two calls
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
ALTER TABLE sales RENAME COLUMN zzz TO order_total;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
ALTER TABLE sales RENAME COLUMN order_total TO zzz;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');

-- 2. inside an open transaction: renamed, then rolled back
BEGIN;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
ALTER TABLE sales RENAME COLUMN zzz TO order_total;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
ROLLBACK;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');

-- 3. a relation created: the misspelt one now has a match
SELECT * FROM regress_catcache_try('SELECT region FROM regional_target');
CREATE TABLE regional_targets (region text);
INSERT INTO regional_targets VALUES ('EU');
SELECT * FROM regress_catcache_try('SELECT region FROM regional_target');

-- 4. the search path: the same query names another schema's sales
SET search_path = regress_catcache_b, public;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
SET search_path = regress_catcache, public;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');

-- 5. a column privilege, granted directly, then through a role
REVOKE ALL ON regress_catcache_b.sales FROM regress_catcache;
GRANT SELECT (region) ON regress_catcache_b.sales TO regress_catcache;
SET search_path = regress_catcache_b, public;
SET ROLE regress_catcache;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
RESET ROLE;
GRANT SELECT (order_total) ON regress_catcache_b.sales TO regress_catcache;
SET ROLE regress_catcache;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
RESET ROLE;
REVOKE SELECT (order_total) ON regress_catcache_b.sales FROM regress_catcache;
GRANT SELECT (order_total) ON regress_catcache_b.sales TO regress_catcache_readers;
SET ROLE regress_catcache;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
RESET ROLE;
GRANT regress_catcache_readers TO regress_catcache;
SET ROLE regress_catcache;
SELECT * FROM regress_catcache_try('SELECT ordertotal FROM sales');
RESET ROLE;

RESET search_path;
DROP FUNCTION public.regress_catcache_try(text);
DROP SCHEMA regress_catcache CASCADE;
DROP SCHEMA regress_catcache_b CASCADE;
DROP ROLE regress_catcache;
DROP ROLE regress_catcache_readers;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
