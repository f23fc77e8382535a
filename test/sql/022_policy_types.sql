-- The function policy and types that hold a domain: a literal read into a composite,
-- array, range or multirange type (at any depth) runs the CHECK constraints of the
-- domains inside it while the query is analysed, before the query tree can be judged.
-- Wherever the type comes from (a function's argument or result, an operator, a
-- WITH query, VALUES, CASE, COALESCE, a function-style cast), a type whose domain
-- CHECK is not allowed is refused before anything runs.  The CHECK here calls
-- setseed, which neither read-only mode nor a rollback undoes: the next random()
-- shows whether it ran.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
DROP ROLE IF EXISTS regress_types_mallory;
CREATE ROLE regress_types_mallory;
CREATE SCHEMA regress_types AUTHORIZATION regress_types_mallory;

CREATE FUNCTION public.regress_types_pol(q text)
RETURNS TABLE (status text, outcome text, sqlstate text, message text, check_ran boolean) LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
    seeded float8;
BEGIN
    PERFORM setseed(0.5);
    seeded := random();
    PERFORM setseed(0.25);
    r := nl2sql_heal.heal_execute('policy', q, max_attempts => 0);
    RETURN QUERY SELECT r->>'status', r->'attempts'->0->>'outcome', r->'attempts'->0->>'sqlstate',
                        r->'attempts'->0->>'message', random() = seeded;
END $$;

SET ROLE regress_types_mallory;
SET search_path = regress_types, public;
-- a domain whose CHECK acts outside the transaction, and one whose CHECK is harmless
CREATE DOMAIN d_bad AS integer CHECK (setseed(0.5) IS NOT NULL AND VALUE > 0);
CREATE DOMAIN d_ok AS integer CHECK (VALUE > 0);
CREATE DOMAIN d_bad_over AS d_bad;                       -- a domain over a domain
CREATE TYPE c_bad AS (a d_bad);                          -- composite of domain
CREATE TYPE c_deep AS (c c_bad[]);                       -- composite of array of composite of domain
CREATE TYPE c_over AS (a d_bad_over);
CREATE TYPE r_bad AS RANGE (subtype = d_bad);            -- range over domain
CREATE DOMAIN d_arr AS d_bad[];                          -- domain over an array of domain
CREATE TYPE c_ok AS (a d_ok, b int4range, c text[]);
CREATE TYPE r_ok AS RANGE (subtype = d_ok);
-- SQL functions whose bodies are harmless (judged by their bodies: allowed)
CREATE FUNCTION f_c(c_bad) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_arr(d_bad[]) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_carr(c_bad[]) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_deep(c_deep) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_over(c_over) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_r(r_bad) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_mr(r_bad_multirange) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_darr(d_arr) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION mk_c() RETURNS c_bad LANGUAGE sql AS 'SELECT NULL::c_bad';
CREATE FUNCTION eq_c(c_bad, c_bad) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR === (LEFTARG = c_bad, RIGHTARG = c_bad, FUNCTION = eq_c);
CREATE FUNCTION f_ok(c_ok) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION f_rok(r_ok) RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE FUNCTION mk_ok() RETURNS c_ok LANGUAGE sql AS $$SELECT ROW(1, '[1,2)', '{a}')::c_ok$$;
RESET ROLE;

SET ROLE regress_types_mallory;
SET search_path = regress_types, public;
-- refused, and the CHECK never ran
SELECT * FROM regress_types_pol($q$SELECT f_c('(5)')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_arr('{5,6}')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_carr('{"(5)"}')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_deep('("{""(5)""}")')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_over('(5)')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_r('[5,6]')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_mr('{[5,6]}')$q$);
SELECT * FROM regress_types_pol($q$SELECT f_darr('{5}')$q$);
SELECT * FROM regress_types_pol($q$SELECT mk_c() === '(5)'$q$);
SELECT * FROM regress_types_pol($q$SELECT '(5)' === mk_c()$q$);
SELECT * FROM regress_types_pol($q$SELECT mk_c() IN ('(5)', '(6)')$q$);
SELECT * FROM regress_types_pol($q$SELECT COALESCE(mk_c(), '(5)')$q$);
SELECT * FROM regress_types_pol($q$SELECT CASE WHEN true THEN mk_c() ELSE '(5)' END$q$);
SELECT * FROM regress_types_pol($q$VALUES (mk_c()), ('(5)')$q$);
SELECT * FROM regress_types_pol($q$SELECT mk_c() UNION SELECT '(5)'$q$);
SELECT * FROM regress_types_pol($q$SELECT ARRAY[mk_c(), '(5)']$q$);
SELECT * FROM regress_types_pol($q$WITH w AS (SELECT mk_c() AS c) SELECT 1 FROM w WHERE c === '(5)'$q$);
SELECT * FROM regress_types_pol($q$SELECT r_bad('[5,6]')$q$);
SELECT * FROM regress_types_pol($q$SELECT d_arr('{5}')$q$);
-- analysis stops at an error: the literals it met before are judged; those after it are never read
SELECT * FROM regress_types_pol($q$SELECT f_c('(5)'), no_such_column FROM pg_catalog.pg_am$q$);
SELECT * FROM regress_types_pol($q$SELECT no_such_column, f_c('(5)') FROM pg_catalog.pg_am$q$);

-- not refused: built-in composite, array and range types, and types whose domains are harmless
SELECT * FROM regress_types_pol($q$SELECT '{1,2}'::int[], '[1,2)'::int4range, '{[1,2)}'::int4multirange, '(1,2)'::point$q$);
SELECT * FROM regress_types_pol($q$SELECT ARRAY[ROW(1, 'a')], (SELECT array_agg(r) FROM pg_catalog.pg_tables r WHERE false)$q$);
SELECT * FROM regress_types_pol($q$SELECT f_ok('(5,"[1,3)","{a,b}")'), f_rok('[1,5)'), ARRAY[mk_ok(), '(2,,)']$q$);
SELECT * FROM regress_types_pol($q$SELECT '(1,"[1,2)",{a})'::c_ok IS NULL, ARRAY['(2,,)']::c_ok[], COALESCE(mk_ok(), '(3,,)')$q$);

-- SQL/JSON (PostgreSQL 17 and later; a syntax error before, so nothing runs there either).
-- A JSON_TABLE path stays a constant in the analysis that types the literals (it must
-- be one): the literals beside it are still typed, so one read into c_bad is refused.
SELECT current_setting('server_version_num')::int >= 170000 AS sqljson \gset
SELECT (outcome = 'rejected') = :'sqljson'::boolean AS refused_on_17, check_ran
  FROM regress_types_pol($q$SELECT * FROM JSON_TABLE('[5]', '$[*]' COLUMNS (a d_bad PATH '$'))$q$);
SELECT (outcome = 'rejected') = :'sqljson'::boolean AS refused_on_17, check_ran
  FROM regress_types_pol($q$SELECT mk_c() === '(5)' FROM JSON_TABLE('[1]', '$[*]' COLUMNS (a int PATH '$')) jt$q$);
SELECT (outcome = 'rejected') = :'sqljson'::boolean AS refused_on_17, check_ran
  FROM regress_types_pol($q$SELECT * FROM JSON_TABLE('[1]', '$[*]' COLUMNS (a int PATH '$')) jt WHERE f_c('(5)') = 1$q$);
SELECT (outcome = 'rejected') = :'sqljson'::boolean AS refused_on_17, check_ran
  FROM regress_types_pol($q$SELECT JSON_VALUE('5', '$' RETURNING d_bad)$q$);
SELECT (outcome = 'rejected') = :'sqljson'::boolean AS refused_on_17, check_ran
  FROM regress_types_pol($q$SELECT JSON_QUERY('[5]', '$' RETURNING c_bad[])$q$);
-- and a JSON_TABLE over built-in types runs
SELECT (status = 'ok') = :'sqljson'::boolean AS ran_on_17, check_ran
  FROM regress_types_pol($q$SELECT a, b FROM JSON_TABLE('[5, 6]', '$[*] ? (@ > 5)' COLUMNS (a int PATH '$', b text PATH '$')) jt WHERE b = '6'$q$);
RESET ROLE;

DROP SCHEMA regress_types CASCADE;
DROP FUNCTION public.regress_types_pol(text);
DROP ROLE regress_types_mallory;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
