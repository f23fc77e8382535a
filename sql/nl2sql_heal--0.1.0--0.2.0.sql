-- nl2sql_heal 0.1.0 -> 0.2.0.  Every change to the SQL objects of
-- nl2sql_heal--0.2.0.sql is made here too, so that ALTER EXTENSION ... UPDATE
-- gives exactly what a fresh CREATE EXTENSION gives.
\echo Use "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'" to load this file. \quit

-- ---- security: nothing resolves through the caller's search_path ----
-- A caller who owns a schema on its search_path can create operators,
-- functions, casts and domains that an unqualified name would resolve to
-- (an exact-type match in its schema beats pg_catalog's operator that needs
-- an implicit cast).  Every function of the extension pins search_path and
-- qualifies what its body uses; policies, defaults and the stats view are
-- stored parsed, so they are bound to pg_catalog's objects already.
-- heal_execute and ask keep the caller's path, which the generated query
-- runs under (the caller's choice); their own queries pin it in C.
CREATE OR REPLACE FUNCTION sees_all_receipts() RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.pg_has_role('pg_read_all_stats'::pg_catalog.name, 'USAGE'::pg_catalog.text)
        OR pg_catalog.pg_has_role(
               (SELECT c.relowner FROM pg_catalog.pg_class c
                 WHERE c.oid OPERATOR(pg_catalog.=) 'nl2sql_heal.receipts'::pg_catalog.regclass::pg_catalog.oid),
               'USAGE'::pg_catalog.text)
$$;

ALTER FUNCTION trace(bigint) SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION sqlstate_name(text) SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION check_answer(bigint, text) SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION audit_answer() SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION wait_for_receipts() SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION remote_disconnect(text) SET search_path = pg_catalog, pg_temp;
-- ---- sensitive columns ----
-- A column is marked with a security label of this extension's provider:
--     SECURITY LABEL FOR nl2sql_heal ON COLUMN shop.customers.email IS 'sensitive';
-- Its values are never sent to the model.  The provider is registered when the
-- library loads, and this script loads it (PostgreSQL loads a C function's library
-- to validate it, even with check_function_bodies off), so pg_restore, which runs
-- this script before it restores the labels, finds the provider.

CREATE VIEW sensitive_columns AS
SELECT n.nspname AS schema_name, c.relname AS table_name, a.attname AS column_name
  FROM pg_catalog.pg_seclabel l
  JOIN pg_catalog.pg_class c ON c.oid OPERATOR(pg_catalog.=) l.objoid
  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
  JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) l.objoid
                                AND a.attnum OPERATOR(pg_catalog.=) l.objsubid
 WHERE l.provider OPERATOR(pg_catalog.=) 'nl2sql_heal'
   AND l.classoid OPERATOR(pg_catalog.=) 'pg_catalog.pg_class'::pg_catalog.regclass
   AND l.label OPERATOR(pg_catalog.=) 'sensitive';

COMMENT ON VIEW sensitive_columns IS
    'Columns marked SECURITY LABEL FOR nl2sql_heal ... IS ''sensitive'': their values are never sent to the model';
GRANT SELECT ON sensitive_columns TO PUBLIC;

-- The same as the SECURITY LABEL statement, as the caller (the column's owner), in
-- any session: calling it loads the library, which registers the provider.
CREATE FUNCTION mark_sensitive(relation regclass, column_name name, sensitive boolean DEFAULT true)
RETURNS void
AS 'MODULE_PATHNAME', 'nl2sql_heal_mark_sensitive'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE
SET search_path = pg_catalog, pg_temp;

COMMENT ON FUNCTION mark_sensitive(regclass, name, boolean) IS
    'Mark a column sensitive (or, with false, no longer): SECURITY LABEL FOR nl2sql_heal ON COLUMN ... IS ''sensitive''';

-- ---- model usage ----
-- Optional prices per deployment, per 1,000 tokens, for the estimated cost in model_usage.
CREATE TABLE model_prices (
    deployment  text PRIMARY KEY,
    per_1k_in   numeric NOT NULL CHECK (per_1k_in >= 0),
    per_1k_out  numeric NOT NULL CHECK (per_1k_out >= 0)
);
COMMENT ON TABLE model_prices IS
    'Prices of model deployments per 1,000 prompt (in) and completion (out) tokens, for nl2sql_heal.model_usage';
SELECT pg_catalog.pg_extension_config_dump('model_prices', '');
REVOKE ALL ON model_prices FROM PUBLIC;
GRANT SELECT ON model_prices TO PUBLIC;

-- Model calls recorded in the receipts, per role, deployment and day (UTC),
-- over the receipts the reader may see (security_invoker: the row-level
-- security of attempts and steps applies: your own; all for superusers, the
-- extension owner and pg_read_all_stats).  A call is either an attempt a
-- model wrote, or a call that wrote none, recorded in its step's notes as
-- model.c words them ("The model (model:<tier>, deployment "<d>", <n> ms[, <i>
-- prompt + <o> completion tokens][, <k> tries]) could not propose a rewrite:
-- ..." / "found no repair ..." / "proposed the failing query unchanged." /
-- "The model's reply (...) held no SQL query.").
--   ok / failed_error / failed_zero_rows / failed_rejected: how a rewrite came
--   out when run (rejected: refused before running); failed_call: no usable
--   reply (HTTP error, timeout, filtered, truncated); no_rewrite: a reply
--   without a new query (NO_REPAIR, prose, the failing query unchanged);
--   p50_ms / p95_ms: latency of the calls; estimated_cost: from model_prices
--   (NULL when the deployment has no price).
CREATE VIEW model_usage WITH (security_invoker = true) AS
WITH calls AS (
    SELECT a.role_name,
           a.deployment,
           (s.created_at AT TIME ZONE 'UTC')::pg_catalog.date AS day,
           a.outcome AS kind,
           a.model_ms AS ms,
           a.tokens_in::bigint AS tokens_in,
           a.tokens_out::bigint AS tokens_out
      FROM nl2sql_heal.attempts a
      JOIN nl2sql_heal.steps s ON s.receipt_id OPERATOR(pg_catalog.=) a.receipt_id
                              AND s.step OPERATOR(pg_catalog.=) a.step
     WHERE a.deployment IS NOT NULL
    UNION ALL
    SELECT s.role_name,
           m[1],
           (s.created_at AT TIME ZONE 'UTC')::pg_catalog.date,
           CASE WHEN m[5] OPERATOR(pg_catalog.=) 'could not propose a rewrite' THEN 'call_failed'
                ELSE 'no_rewrite' END,
           m[2]::double precision,
           m[3]::bigint,
           m[4]::bigint
      FROM nl2sql_heal.steps s,
           LATERAL pg_catalog.unnest(s.notes) AS n(note),
           LATERAL pg_catalog.regexp_match(n.note,
               '^The model(?:''s reply)? \(model:[a-z]+, deployment "([^"]*)", ([0-9]+) ms'
               '(?:, ([0-9]+) prompt \+ ([0-9]+) completion tokens)?(?:, [0-9]+ tries)?\) '
               '(could not propose a rewrite|found no repair|held no SQL query|proposed the failing query unchanged)') AS m
     WHERE m IS NOT NULL
)
SELECT u.role_name,
       u.deployment,
       u.day,
       u.calls,
       u.ok,
       u.failed_error,
       u.failed_zero_rows,
       u.failed_rejected,
       u.failed_call,
       u.no_rewrite,
       u.tokens_in,
       u.tokens_out,
       u.p50_ms,
       u.p95_ms,
       -- OPERATOR() forms all bind alike: the parentheses give the arithmetic its order
       pg_catalog.round(
           ((COALESCE(u.tokens_in, 0) OPERATOR(pg_catalog.*) p.per_1k_in) OPERATOR(pg_catalog./) 1000.0)
           OPERATOR(pg_catalog.+)
           ((COALESCE(u.tokens_out, 0) OPERATOR(pg_catalog.*) p.per_1k_out) OPERATOR(pg_catalog./) 1000.0),
           6) AS estimated_cost
  FROM (SELECT c.role_name,
               c.deployment,
               c.day,
               pg_catalog.count(*) AS calls,
               pg_catalog.count(*) FILTER (WHERE c.kind OPERATOR(pg_catalog.=) 'ok') AS ok,
               pg_catalog.count(*) FILTER (WHERE c.kind OPERATOR(pg_catalog.=) 'error') AS failed_error,
               pg_catalog.count(*) FILTER (WHERE c.kind OPERATOR(pg_catalog.=) 'empty') AS failed_zero_rows,
               pg_catalog.count(*) FILTER (WHERE c.kind OPERATOR(pg_catalog.=) 'rejected') AS failed_rejected,
               pg_catalog.count(*) FILTER (WHERE c.kind OPERATOR(pg_catalog.=) 'call_failed') AS failed_call,
               pg_catalog.count(*) FILTER (WHERE c.kind OPERATOR(pg_catalog.=) 'no_rewrite') AS no_rewrite,
               pg_catalog.sum(c.tokens_in) AS tokens_in,
               pg_catalog.sum(c.tokens_out) AS tokens_out,
               pg_catalog.percentile_cont(0.5) WITHIN GROUP (ORDER BY c.ms) AS p50_ms,
               pg_catalog.percentile_cont(0.95) WITHIN GROUP (ORDER BY c.ms) AS p95_ms
          FROM calls c
         GROUP BY c.role_name, c.deployment, c.day) u
  LEFT JOIN nl2sql_heal.model_prices p ON p.deployment OPERATOR(pg_catalog.=) u.deployment;

COMMENT ON VIEW model_usage IS
    'Model calls per role, deployment and day: outcomes, failures, tokens, latency, estimated cost (receipts you may see)';
GRANT SELECT ON model_usage TO PUBLIC;
