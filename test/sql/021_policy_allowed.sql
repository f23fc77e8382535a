-- The function policy must not fire on ordinary queries; what a superuser trusts runs, and
-- session advisory locks a trusted function takes are released after the call (never the
-- caller's own).
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
DROP ROLE IF EXISTS regress_policy_analyst;
CREATE ROLE regress_policy_analyst;
CREATE SCHEMA regress_allowed AUTHORIZATION regress_policy_analyst;

CREATE FUNCTION public.regress_ok(q text)
RETURNS TABLE (status text, outcome text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->0->>'outcome',
           CASE WHEN r->>'status' IN ('ok', 'empty') THEN r->'rows' ELSE to_jsonb(r->'attempts'->0->>'message') END
      FROM nl2sql_heal.heal_execute('allowed', q, max_attempts => 0) r
$$;

SET ROLE regress_policy_analyst;
SET search_path = regress_allowed, public;
CREATE TABLE sales (id int, region text, amount numeric, sold date, doc jsonb);
INSERT INTO sales VALUES
    (1, 'north', 10.5, '2024-01-05', '{"k": 1}'),
    (2, 'south', 20, '2024-02-10', '{"k": 2}'),
    (3, 'north', 30, '2024-02-20', '{"k": 3}');
-- SQL functions are judged by their bodies: these only compute
CREATE FUNCTION shout(t text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT upper(t) || ''!''';
CREATE FUNCTION region_total(r text) RETURNS numeric LANGUAGE sql STABLE
    AS 'SELECT sum(amount) FROM regress_allowed.sales WHERE region = r';
CREATE FUNCTION atomic_double(x numeric) RETURNS numeric LANGUAGE sql IMMUTABLE RETURN x * 2;
CREATE FUNCTION recursive_fact(n int) RETURNS numeric LANGUAGE sql IMMUTABLE
    AS 'SELECT CASE WHEN n <= 1 THEN 1 ELSE n * recursive_fact(n - 1) END';
CREATE FUNCTION ids(lim int) RETURNS SETOF int LANGUAGE sql STABLE AS 'SELECT id FROM regress_allowed.sales WHERE id <= lim ORDER BY id';
CREATE FUNCTION by_region(r text) RETURNS TABLE (id int, amount numeric) LANGUAGE sql STABLE
    AS 'SELECT id, amount FROM regress_allowed.sales WHERE region = r ORDER BY id';
CREATE VIEW north AS SELECT id, shout(region) AS region, atomic_double(amount) AS twice FROM sales WHERE region = 'north';
CREATE DOMAIN positive AS numeric CHECK (VALUE > 0);
CREATE TYPE money_pair AS (a positive, b positive);
CREATE AGGREGATE my_sum(numeric) (SFUNC = numeric_add, STYPE = numeric);
CREATE FUNCTION plpgsql_double(x numeric) RETURNS numeric LANGUAGE plpgsql IMMUTABLE AS $$BEGIN RETURN x * 2; END$$;
CREATE FUNCTION plpgsql_lock(k bigint) RETURNS int LANGUAGE plpgsql AS
    $$BEGIN PERFORM pg_advisory_lock(k); PERFORM pg_advisory_lock_shared(k + 1); RETURN 1; END$$;
CREATE FUNCTION plpgsql_xact_lock(k bigint) RETURNS int LANGUAGE plpgsql AS
    $$BEGIN PERFORM pg_advisory_xact_lock(k); RETURN 1; END$$;

SELECT * FROM regress_ok('SELECT region, count(*), sum(amount), avg(amount)::numeric(10,2), min(sold), max(sold) FROM sales GROUP BY region ORDER BY region');
SELECT * FROM regress_ok('SELECT string_agg(region, '','' ORDER BY id), array_agg(id ORDER BY id), bool_and(amount > 0) FROM sales');
SELECT * FROM regress_ok('SELECT now() IS NOT NULL, clock_timestamp() IS NOT NULL, random() < 1, timeofday() IS NOT NULL, gen_random_uuid() IS NOT NULL');
SELECT * FROM regress_ok('SELECT lower(region), upper(region), length(region), concat(region, id), format(''%s-%s'', region, id), regexp_replace(region, ''o'', ''0'', ''g''), substring(region from 2 for 2), position(''r'' in region) FROM sales WHERE id = 1');
SELECT * FROM regress_ok('SELECT ''42''::int + 1, 1::text, ''2024-01-01''::date, 3.7::int, ''1 day''::interval, CAST(amount AS text) FROM sales WHERE id = 2');
SELECT * FROM regress_ok('SELECT sold + interval ''1 month'', date_trunc(''month'', sold)::date, extract(year from sold), sold - date ''2024-01-01'', age(date ''2024-03-01'', sold) FROM sales WHERE id = 3');
SELECT * FROM regress_ok('SELECT g, g * 2 FROM generate_series(1, 3) g');
SELECT * FROM regress_ok('SELECT jsonb_build_object(''id'', id), doc->>''k'', jsonb_path_query_first(doc, ''$.k''), json_agg(region) OVER () FROM sales WHERE id = 1');
SELECT * FROM regress_ok('SELECT id, row_number() OVER w, rank() OVER w, lag(amount) OVER w, sum(amount) OVER w FROM sales WINDOW w AS (ORDER BY id)');
SELECT * FROM regress_ok('WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r');
SELECT * FROM regress_ok('SELECT id FROM sales s WHERE amount > (SELECT avg(amount) FROM sales) AND EXISTS (SELECT 1 FROM sales t WHERE t.id = s.id) AND id IN (SELECT id FROM sales) ORDER BY id');
SELECT * FROM regress_ok('SELECT x.id, y.n FROM sales x CROSS JOIN LATERAL (SELECT count(*) AS n FROM sales z WHERE z.id <= x.id) y ORDER BY x.id');
SELECT * FROM regress_ok('SELECT * FROM (VALUES (1, ''a''), (2, ''b'')) v(n, s) WHERE n IS DISTINCT FROM 2 AND NULLIF(s, ''z'') IS NOT NULL AND n = ANY (ARRAY[1, 3]) AND ROW(n, s) < ROW(5, ''z'')');
SELECT * FROM regress_ok('SELECT count(*) FROM sales TABLESAMPLE SYSTEM (100) REPEATABLE (1)');
SELECT * FROM regress_ok('SELECT count(*) FROM sales TABLESAMPLE BERNOULLI (100)');
SELECT * FROM regress_ok('SELECT to_tsvector(''simple'', ''fat cats'') @@ to_tsquery(''simple'', ''cats''), ts_rewrite(''a & b''::tsquery, ''a''::tsquery, ''c''::tsquery)');
SELECT * FROM regress_ok('SELECT pg_sleep(0), currval IS NULL FROM (SELECT NULL::bigint AS currval) s');
SELECT * FROM regress_ok('SELECT shout(region), region_total(region), atomic_double(amount), recursive_fact(5) FROM sales WHERE id = 1');
SELECT * FROM regress_ok('SELECT * FROM north ORDER BY id');
SELECT * FROM regress_ok('SELECT ids(2), * FROM by_region(''north'') ORDER BY 1, 2');
SELECT * FROM regress_ok('SELECT x FROM ids(3) x WHERE x IN (SELECT id FROM by_region(''north''))');
SELECT * FROM regress_ok('SELECT 5::positive, ROW(1, 2)::money_pair, ARRAY[1, 2]::positive[]');
SELECT * FROM regress_ok($q$SELECT (jsonb_populate_record(NULL::money_pair, '{"a": 1, "b": 2}')).a$q$);
SELECT * FROM regress_ok('SELECT my_sum(amount), my_sum(amount) OVER () FROM sales GROUP BY amount ORDER BY 1 LIMIT 1');
SELECT * FROM regress_ok($q$SELECT query_to_xml('select 1 as one', true, false, '')$q$);
SELECT * FROM regress_ok($q$SELECT word, ndoc FROM ts_stat('select to_tsvector(''simple'', region) from regress_allowed.sales') ORDER BY word$q$);
SELECT * FROM regress_ok($q$SELECT ts_rewrite('a & b'::tsquery, 'select ''a''::tsquery, ''c''::tsquery')$q$);
SELECT * FROM regress_ok($q$SELECT table_to_xml('regress_allowed.sales', true, false, '') IS NOT NULL$q$);
SELECT * FROM regress_ok('SELECT count(*) > 0 FROM pg_locks');
SELECT * FROM regress_ok('SELECT count(*) > 0 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE has_table_privilege(c.oid, ''SELECT'') AND pg_relation_size(c.oid) >= 0');
SELECT * FROM regress_ok('SELECT count(*) FROM information_schema.columns WHERE table_name = ''sales''');

-- untrusted procedural-language functions are refused; a superuser may trust one
SELECT * FROM regress_ok('SELECT plpgsql_double(2)');
RESET ROLE;
SET nl2sql_heal.trusted_functions = 'regress_allowed.plpgsql_double(numeric)';
SET ROLE regress_policy_analyst;
SELECT * FROM regress_ok('SELECT plpgsql_double(2)');
RESET ROLE;
SET nl2sql_heal.trusted_functions = 'regress_allowed.plpgsql_double(integer)';
SET ROLE regress_policy_analyst;
SELECT * FROM regress_ok('SELECT plpgsql_double(2)');
RESET ROLE;
SET nl2sql_heal.trusted_functions = '';
SET nl2sql_heal.trusted_schemas = 'regress_allowed';
SET ROLE regress_policy_analyst;
SELECT * FROM regress_ok('SELECT plpgsql_double(2)');

-- a trusted function's session advisory locks end with the call; the caller's are kept
SELECT pg_advisory_lock(1) AS callers_lock;
SELECT * FROM regress_ok('SELECT plpgsql_lock(700)');
SELECT objid, mode FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() ORDER BY objid, mode;
SELECT pg_advisory_unlock(1) AS released_callers_lock;
SELECT * FROM regress_ok('SELECT plpgsql_lock(800)');
SELECT count(*) AS advisory_locks_left FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid();
-- a transaction-level one ends with the caller's transaction
BEGIN;
SELECT * FROM regress_ok('SELECT plpgsql_xact_lock(900)');
SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid();
COMMIT;
SELECT count(*) AS advisory_locks_left FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid();

-- a malformed setting is refused
RESET ROLE;
SET nl2sql_heal.trusted_functions = 'not_qualified';
SET nl2sql_heal.trusted_functions = 'a.b(int), c.d';
SHOW nl2sql_heal.trusted_functions;
RESET nl2sql_heal.trusted_functions;
RESET nl2sql_heal.trusted_schemas;
RESET search_path;
DROP SCHEMA regress_allowed CASCADE;
DROP FUNCTION public.regress_ok(text);
DROP ROLE regress_policy_analyst;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
