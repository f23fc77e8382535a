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

-- ---- role_name: text in the "C" collation, not name ----
-- A name takes 64 bytes in every receipt row, the text only the role's
-- length; "C" compares and sorts as name does.  The read policies and the
-- stats view depend on the column: the policies are made again here, the
-- view further down (with its new column).  The tables are rewritten.
DROP POLICY receipts_read ON receipts;
DROP POLICY steps_read ON steps;
DROP POLICY attempts_read ON attempts;
DROP VIEW stats;
ALTER TABLE receipts ALTER COLUMN role_name TYPE text COLLATE pg_catalog."C";
ALTER TABLE steps ALTER COLUMN role_name TYPE text COLLATE pg_catalog."C";
ALTER TABLE attempts ALTER COLUMN role_name TYPE text COLLATE pg_catalog."C";
CREATE POLICY receipts_read ON receipts FOR SELECT
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT sees_all_receipts()));
CREATE POLICY steps_read ON steps FOR SELECT
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT sees_all_receipts()));
CREATE POLICY attempts_read ON attempts FOR SELECT
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT sees_all_receipts()));
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

-- ---- schema-change journal ----
-- Renames and moves of tables, views, materialized views, foreign tables,
-- columns and schemas, their drops, and column type changes, recorded by
-- event triggers as they happen (in the DDL's transaction: a rolled-back
-- change leaves no entry).  Repairs follow it before guessing by similarity.
-- Names only, as pg_catalog shows them to every role.  Prune with
--   DELETE FROM nl2sql_heal.schema_journal WHERE changed_at < now() - interval '1 year';
CREATE TABLE schema_journal (
    entry_id        bigserial PRIMARY KEY,
    changed_at      timestamptz NOT NULL DEFAULT pg_catalog.now(),
    role_name       name NOT NULL,          -- the role that ran the DDL
    change          text NOT NULL,          -- rename, move, drop, type
    object_kind     text NOT NULL,          -- table, view, materialized view, foreign table, column, schema
    classid         oid,                    -- the object's address when it was recorded
    objid           oid,
    objsubid        integer,
    old_schema      name,
    old_relation    name,
    old_column      name,
    new_schema      name,                   -- NULL for drops
    new_relation    name,
    new_column      name,
    old_type        text,                   -- type changes
    new_type        text,
    object_identity text,                   -- after the change (the dropped object's, for drops)
    command_tag     text
);
CREATE INDEX schema_journal_old_relation ON schema_journal (old_relation);
CREATE INDEX schema_journal_old_column ON schema_journal (old_column) WHERE old_column IS NOT NULL;
CREATE INDEX schema_journal_old_schema ON schema_journal (old_schema) WHERE object_kind = 'schema';
-- an object's own changes, in order: rename chains are followed by identity
CREATE INDEX schema_journal_object ON schema_journal (objid, entry_id);

COMMENT ON TABLE schema_journal IS
    'Schema changes (renames, moves, drops, column type changes) recorded by event triggers; repairs follow it first';

SELECT pg_catalog.pg_extension_config_dump('schema_journal', '');
SELECT pg_catalog.pg_extension_config_dump('schema_journal_entry_id_seq', '');

REVOKE ALL ON schema_journal FROM PUBLIC;
GRANT SELECT ON schema_journal TO PUBLIC;

CREATE FUNCTION journal_ddl_start() RETURNS event_trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_journal_ddl_start'
LANGUAGE C;
CREATE FUNCTION journal_ddl_end() RETURNS event_trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_journal_ddl_end'
LANGUAGE C;
CREATE FUNCTION journal_sql_drop() RETURNS event_trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_journal_sql_drop'
LANGUAGE C;

CREATE EVENT TRIGGER nl2sql_heal_journal_start ON ddl_command_start
    WHEN TAG IN ('ALTER TABLE', 'ALTER VIEW', 'ALTER MATERIALIZED VIEW', 'ALTER FOREIGN TABLE', 'ALTER SCHEMA')
    EXECUTE FUNCTION journal_ddl_start();
CREATE EVENT TRIGGER nl2sql_heal_journal_end ON ddl_command_end
    WHEN TAG IN ('ALTER TABLE', 'ALTER VIEW', 'ALTER MATERIALIZED VIEW', 'ALTER FOREIGN TABLE', 'ALTER SCHEMA')
    EXECUTE FUNCTION journal_ddl_end();
CREATE EVENT TRIGGER nl2sql_heal_journal_drop ON sql_drop
    WHEN TAG IN ('DROP TABLE', 'DROP VIEW', 'DROP MATERIALIZED VIEW', 'DROP FOREIGN TABLE', 'DROP SCHEMA',
                 'ALTER TABLE', 'ALTER FOREIGN TABLE', 'DROP OWNED')
    EXECUTE FUNCTION journal_sql_drop();

-- ---- remembered repairs ----
-- A repaired query is remembered under its normal form (whitespace and
-- comments folded), the role and the search_path; when the same query fails
-- again, the rewrite is the first repair tried (attempts[].repair =
-- 'memory:<source>').  It is forgotten when the rewrite fails or the journal
-- shows a change to a relation it uses (by OID, with its schema).
-- nl2sql_heal.remembered_max bounds each role's unpinned rows (its least
-- recently used go first).  Written by the extension as the owner; each role
-- reads (and may forget) its own rows, as with receipts.
CREATE TABLE remembered (
    memory_id     bigserial PRIMARY KEY,
    query_hash    bigint NOT NULL,          -- of failing_sql
    role_name     name NOT NULL,
    search_path   text NOT NULL,
    failing_sql   text NOT NULL,            -- normalised
    rewrite       text NOT NULL,
    source        text NOT NULL,            -- what made the rewrite: rule:..., model:...
    notes         text[],
    created_at    timestamptz NOT NULL DEFAULT pg_catalog.now(),
    last_used     timestamptz NOT NULL DEFAULT pg_catalog.now(),
    hits          bigint NOT NULL DEFAULT 0, -- uses since made (written once per touch interval)
    pinned        boolean NOT NULL DEFAULT false,
    journal_mark  bigint NOT NULL DEFAULT 0, -- journal entries up to here were seen
    relations     regclass[]                -- the relations the rewrite uses, by identity
);
CREATE UNIQUE INDEX remembered_key ON remembered (query_hash, role_name, search_path);

COMMENT ON TABLE remembered IS
    'Remembered repairs: the rewrite of a failing query, run first the next time the same query comes';

SELECT pg_catalog.pg_extension_config_dump('remembered', '');
SELECT pg_catalog.pg_extension_config_dump('remembered_memory_id_seq', '');

ALTER TABLE remembered ENABLE ROW LEVEL SECURITY;
ALTER TABLE remembered FORCE ROW LEVEL SECURITY;
CREATE POLICY remembered_read ON remembered FOR SELECT
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT nl2sql_heal.sees_all_receipts()));
-- forget: your own; pin (and the extension's own updates): those who see all
CREATE POLICY remembered_delete ON remembered FOR DELETE
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT nl2sql_heal.sees_all_receipts()));
CREATE POLICY remembered_update ON remembered FOR UPDATE
    USING ((SELECT nl2sql_heal.sees_all_receipts())) WITH CHECK (true);
CREATE POLICY remembered_insert ON remembered FOR INSERT WITH CHECK (true);

REVOKE ALL ON remembered FROM PUBLIC;
GRANT SELECT, DELETE ON remembered TO PUBLIC;
GRANT UPDATE (pinned) ON remembered TO PUBLIC;

CREATE VIEW remembered_repairs WITH (security_invoker = true) AS
SELECT r.memory_id, r.role_name, r.search_path, r.failing_sql, r.rewrite, r.source, r.notes,
       r.created_at, r.last_used, r.hits, r.pinned
  FROM nl2sql_heal.remembered r;

COMMENT ON VIEW remembered_repairs IS 'Remembered repairs you may see (your own; all for DBAs)';
GRANT SELECT ON remembered_repairs TO PUBLIC;

-- Forget one remembered repair (yours, or any for DBAs); true when it was there.
CREATE FUNCTION forget_remembered(memory_id bigint) RETURNS boolean
LANGUAGE sql VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS $$
    WITH d AS (DELETE FROM nl2sql_heal.remembered r
                WHERE r.memory_id OPERATOR(pg_catalog.=) forget_remembered.memory_id RETURNING 1)
    SELECT pg_catalog.count(*) OPERATOR(pg_catalog.>) 0 FROM d
$$;

-- Forget every remembered repair you may see; returns how many.
CREATE FUNCTION forget_all_remembered() RETURNS bigint
LANGUAGE sql VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
    WITH d AS (DELETE FROM nl2sql_heal.remembered RETURNING 1)
    SELECT pg_catalog.count(*) FROM d
$$;

-- Pin (or unpin) a remembered repair: a DBA-verified rewrite kept regardless
-- of use (remembered_max does not count it).  A failure or a journal change
-- still forgets it.
CREATE FUNCTION pin_remembered(memory_id bigint, pinned boolean DEFAULT true) RETURNS boolean
LANGUAGE plpgsql VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT nl2sql_heal.sees_all_receipts() THEN
        RAISE EXCEPTION 'permission denied to pin remembered repairs'
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'Pinning is for roles that see every receipt (superusers, the extension owner, members of pg_read_all_stats).';
    END IF;
    UPDATE nl2sql_heal.remembered r SET pinned = pin_remembered.pinned
     WHERE r.memory_id OPERATOR(pg_catalog.=) pin_remembered.memory_id;
    RETURN FOUND;
END
$$;

-- ---- declared source dialect: heal_execute and ask take dialect ----
-- The new argument changes the signatures: the old functions are dropped and
-- the new ones created.  Privileges a DBA granted or revoked on the old ones
-- are kept: saved here (transaction-local) and replayed below.
DO $$
BEGIN
    PERFORM pg_catalog.set_config('nl2sql_heal_upgrade.heal_execute_acl',
        coalesce((SELECT p.proacl::text FROM pg_catalog.pg_proc p
                   WHERE p.oid = 'nl2sql_heal.heal_execute(text, text, text, integer, bigint)'::pg_catalog.regprocedure), ''),
        true);
    PERFORM pg_catalog.set_config('nl2sql_heal_upgrade.ask_acl',
        coalesce((SELECT p.proacl::text FROM pg_catalog.pg_proc p
                   WHERE p.oid = 'nl2sql_heal.ask(text, text)'::pg_catalog.regprocedure), ''),
        true);
END
$$;

DROP FUNCTION heal_execute(text, text, text, int, bigint);
CREATE FUNCTION heal_execute(
    question     text,
    sql          text,
    target       text   DEFAULT NULL,
    max_attempts int    DEFAULT NULL,
    receipt_id   bigint DEFAULT NULL,
    dialect      text   DEFAULT NULL
) RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_execute'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION heal_execute(text, text, text, int, bigint, text) IS
    'Execute a generated query safely; on a repairable failure re-read the schema, rewrite and retry';

DROP FUNCTION ask(text, text);
CREATE FUNCTION ask(question text, target text DEFAULT NULL, dialect text DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_ask'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION ask(text, text, text) IS
    'Answer a question: the model writes the query, heal_execute runs and heals it, the model answers from the rows, check_answer judges';

REVOKE ALL ON FUNCTION ask(text, text, text) FROM PUBLIC;

DO $$
DECLARE
    fn  text;
    acl aclitem[];
    g   record;
BEGIN
    FOREACH fn IN ARRAY ARRAY['heal_execute', 'ask'] LOOP
        acl := NULLIF(pg_catalog.current_setting('nl2sql_heal_upgrade.' || fn || '_acl', true), '')::aclitem[];
        CONTINUE WHEN acl IS NULL;
        EXECUTE pg_catalog.format('REVOKE ALL ON FUNCTION nl2sql_heal.%s FROM PUBLIC',
            CASE fn WHEN 'ask' THEN 'ask(text, text, text)'
                    ELSE 'heal_execute(text, text, text, int, bigint, text)' END);
        FOR g IN SELECT * FROM pg_catalog.aclexplode(acl) LOOP
            EXECUTE pg_catalog.format('GRANT EXECUTE ON FUNCTION nl2sql_heal.%s TO %s%s',
                CASE fn WHEN 'ask' THEN 'ask(text, text, text)'
                        ELSE 'heal_execute(text, text, text, int, bigint, text)' END,
                CASE WHEN g.grantee = 0 THEN 'PUBLIC'
                     ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(g.grantee)) END,
                CASE WHEN g.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END);
        END LOOP;
    END LOOP;
END
$$;

-- ---- ask() model calls ----
-- The model calls ask() makes itself, one row each: the call that writes the
-- query and the call that writes the answer (the calls of the repairs it
-- triggers are in attempts and steps, as for heal_execute).  Written by the
-- extension as the tables' owner, as receipts are (through the receipt writer
-- where one runs, else in the caller's transaction; none in a read-only one);
-- each role reads its own, like receipts.
--   outcome: for the query, how the step's first execution came out (ok,
--   empty, error, rejected), no_rewrite when the reply held no query, or
--   call_failed when no usable reply came (ask() raised; kept by the writer); for
--   the answer, ok, call_failed (no usable reply) or no_rewrite (an empty one).
CREATE TABLE model_calls (
    call_id     bigserial PRIMARY KEY,
    created_at  timestamptz NOT NULL DEFAULT pg_catalog.now(),
    role_name   text COLLATE pg_catalog."C" NOT NULL DEFAULT CURRENT_USER,
    receipt_id  bigint,                 -- the ask() call's receipt; NULL when none was written
    purpose     text NOT NULL,          -- query, answer
    tier        text NOT NULL,          -- standard, reasoning
    deployment  text NOT NULL,
    outcome     text NOT NULL,
    failure     text,                   -- call_failed: why no usable reply came
    model_ms    double precision NOT NULL,   -- latency of the call, retries included
    tokens_in   integer,                -- prompt tokens, as the provider counted
    tokens_out  integer,                -- completion tokens
    tries       integer NOT NULL
);
COMMENT ON TABLE model_calls IS
    'The model calls of ask() itself (writing the query, writing the answer), for nl2sql_heal.model_usage';
SELECT pg_catalog.pg_extension_config_dump('model_calls', '');
SELECT pg_catalog.pg_extension_config_dump('model_calls_call_id_seq', '');
ALTER TABLE model_calls ENABLE ROW LEVEL SECURITY;
ALTER TABLE model_calls FORCE ROW LEVEL SECURITY;
CREATE POLICY model_calls_read ON model_calls FOR SELECT
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT nl2sql_heal.sees_all_receipts()));
CREATE POLICY model_calls_insert ON model_calls FOR INSERT WITH CHECK (true);
CREATE POLICY model_calls_update ON model_calls FOR UPDATE USING (true) WITH CHECK (true);
CREATE POLICY model_calls_delete ON model_calls FOR DELETE USING (true);
REVOKE ALL ON model_calls FROM PUBLIC;
GRANT SELECT ON model_calls TO PUBLIC;

-- Model calls recorded in the receipts, per role, deployment and day (UTC),
-- over the receipts the reader may see (security_invoker: the row-level
-- security of attempts and steps applies: your own; all for superusers, the
-- extension owner and pg_read_all_stats).  A call is either an attempt a
-- model wrote, or a call that wrote none, recorded in its step's notes as
-- model.c words them ("The model (model:<tier>, deployment "<d>", <n> ms[, <i>
-- prompt + <o> completion tokens][, <k> tries]) could not propose a rewrite:
-- ..." / "found no repair ..." / "proposed the failing query unchanged." /
-- "The model's reply (...) held no SQL query."), or one of ask()'s own calls
-- (model_calls).
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
    UNION ALL
    SELECT c.role_name,
           c.deployment,
           (c.created_at AT TIME ZONE 'UTC')::pg_catalog.date,
           c.outcome,
           c.model_ms,
           c.tokens_in::bigint,
           c.tokens_out::bigint
      FROM nl2sql_heal.model_calls c
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

-- sqlstate_name(): the condition names of the server's utils/errcodes.h, read
-- when the library was built, instead of a hand-kept list.
CREATE OR REPLACE FUNCTION sqlstate_name(sqlstate text)
RETURNS text
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'nl2sql_heal_sqlstate_name';
-- ---- receipts over time: retention and monitoring ----
-- Block-range indexes on the creation times: pruning and the monitoring views
-- find old or recent rows without scanning the tables, at almost no cost to
-- the writer (rows arrive in time order).  model_calls_receipt_id finds the
-- model calls of the receipts being pruned.
CREATE INDEX receipts_created_at ON receipts USING brin (created_at) WITH (autosummarize = on);
CREATE INDEX steps_created_at ON steps USING brin (created_at) WITH (autosummarize = on);
CREATE INDEX model_calls_created_at ON model_calls USING brin (created_at) WITH (autosummarize = on);
CREATE INDEX model_calls_receipt_id ON model_calls (receipt_id);

-- Delete receipts older than the retention (nl2sql_heal.receipt_retention, or
-- older_than), of every role, whole: their steps, attempts and model calls;
-- ask()'s model calls without a receipt, and remembered repairs unpinned and
-- unused for as long; schema_journal entries older than
-- nl2sql_heal.journal_retention.  A receipt is old when it and its last step
-- are.  Batches of 1,000 receipts, at most max_receipts per call ("more":
-- true says some are left: call again).  A receipt a step is being added to
-- (locked by that call) is skipped, never waited for; new receipts are never
-- touched, so neither the receipt writer nor heal_execute waits on a prune.
CREATE FUNCTION prune_receipts(older_than interval DEFAULT NULL, max_receipts bigint DEFAULT 100000)
RETURNS jsonb
LANGUAGE plpgsql VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    keep     interval := older_than;
    keep_journal interval;
    cutoff   timestamptz;
    lo       bigint;
    hi       bigint;
    ids      bigint[];
    k        bigint;
    n        jsonb;
    receipts_n bigint := 0;
    steps_n  bigint := 0;
    attempts_n bigint := 0;
    calls_n  bigint := 0;
    remembered_n bigint := 0;
    journal_n bigint := 0;
BEGIN
    -- loads the library, which defines the settings read below (in minutes)
    PERFORM nl2sql_heal.wait_for_receipts();
    IF keep IS NULL THEN
        SELECT make_interval(mins => s.setting::integer) INTO keep
          FROM pg_settings s WHERE s.name = 'nl2sql_heal.receipt_retention';
    END IF;
    SELECT make_interval(mins => s.setting::integer) INTO keep_journal
      FROM pg_settings s WHERE s.name = 'nl2sql_heal.journal_retention';
    IF keep < interval '0' OR max_receipts < 0 THEN
        RAISE EXCEPTION 'retention and max_receipts must not be negative'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF keep > interval '0' THEN
        cutoff := now() - keep;
        -- through the block-range index (receipt_id + 0: not the primary key backwards)
        SELECT max(r.receipt_id + 0) INTO hi FROM nl2sql_heal.receipts r WHERE r.created_at < cutoff;
        SELECT min(r.receipt_id) INTO lo FROM nl2sql_heal.receipts r;
        WHILE lo IS NOT NULL AND hi IS NOT NULL AND lo <= hi AND receipts_n < max_receipts LOOP
            WITH c AS (
                SELECT r.receipt_id FROM nl2sql_heal.receipts r
                 WHERE r.receipt_id >= lo AND r.receipt_id <= hi AND r.created_at < cutoff
                   AND NOT EXISTS (SELECT FROM nl2sql_heal.steps s
                                    WHERE s.receipt_id = r.receipt_id AND s.created_at >= cutoff)
                 ORDER BY r.receipt_id
                 LIMIT least(1000, max_receipts - receipts_n)
                   FOR UPDATE OF r SKIP LOCKED)
            SELECT array_agg(c.receipt_id) INTO ids FROM c;
            EXIT WHEN ids IS NULL;
            lo := ids[array_length(ids, 1)] + 1;
            DELETE FROM nl2sql_heal.attempts a WHERE a.receipt_id = ANY (ids);
            GET DIAGNOSTICS k = ROW_COUNT;
            attempts_n := attempts_n + k;
            DELETE FROM nl2sql_heal.steps s WHERE s.receipt_id = ANY (ids);
            GET DIAGNOSTICS k = ROW_COUNT;
            steps_n := steps_n + k;
            DELETE FROM nl2sql_heal.model_calls m WHERE m.receipt_id = ANY (ids);
            GET DIAGNOSTICS k = ROW_COUNT;
            calls_n := calls_n + k;
            DELETE FROM nl2sql_heal.receipts r WHERE r.receipt_id = ANY (ids);
            GET DIAGNOSTICS k = ROW_COUNT;
            receipts_n := receipts_n + k;
        END LOOP;
        DELETE FROM nl2sql_heal.model_calls m WHERE m.receipt_id IS NULL AND m.created_at < cutoff;
        GET DIAGNOSTICS k = ROW_COUNT;
        calls_n := calls_n + k;
        DELETE FROM nl2sql_heal.remembered m WHERE NOT m.pinned AND m.last_used < cutoff;
        GET DIAGNOSTICS remembered_n = ROW_COUNT;
    END IF;
    IF keep_journal > interval '0' THEN
        DELETE FROM nl2sql_heal.schema_journal j WHERE j.changed_at < now() - keep_journal;
        GET DIAGNOSTICS journal_n = ROW_COUNT;
    END IF;
    RETURN jsonb_build_object('receipts', receipts_n, 'steps', steps_n, 'attempts', attempts_n,
                              'model_calls', calls_n, 'remembered', remembered_n, 'journal', journal_n,
                              'more', receipts_n >= max_receipts AND max_receipts > 0 AND keep > interval '0');
END
$$;

COMMENT ON FUNCTION prune_receipts(interval, bigint) IS
    'Delete receipts (whole), model calls and unused remembered repairs older than nl2sql_heal.receipt_retention, and journal entries older than nl2sql_heal.journal_retention';
REVOKE ALL ON FUNCTION prune_receipts(interval, bigint) FROM PUBLIC;

-- The receipt writer's queues, one row per database it serves.
CREATE FUNCTION receipt_writer_status(
    OUT database oid, OUT state text, OUT queued_receipts bigint, OUT queued_bytes bigint,
    OUT lag_ms double precision, OUT written bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'nl2sql_heal_receipt_writer_status'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp;

COMMENT ON FUNCTION receipt_writer_status() IS
    'The receipt writer''s queue per database: receipts and bytes not yet committed, and how long the oldest has waited';

-- Monitoring: what an agent polls (docs/postgres_exporter.yaml).
-- Heal calls (steps) per minute over the last 15 minutes, over the receipts
-- the reader may see: outcomes, repair rate, latency of the success path
-- (status ok: one execution) and of the repair path (repaired: every
-- execution of the step), model calls and failed model calls.
CREATE VIEW activity_per_minute WITH (security_invoker = true) AS
WITH s AS (
    SELECT date_trunc('minute', s.created_at) AS minute, s.status, s.notes,
           (SELECT sum(a.ms) FROM nl2sql_heal.attempts a
             WHERE a.receipt_id OPERATOR(pg_catalog.=) s.receipt_id
               AND a.step OPERATOR(pg_catalog.=) s.step) AS ms,
           (SELECT count(*) FROM nl2sql_heal.attempts a
             WHERE a.receipt_id OPERATOR(pg_catalog.=) s.receipt_id
               AND a.step OPERATOR(pg_catalog.=) s.step
               AND a.deployment IS NOT NULL) AS model_rewrites
      FROM nl2sql_heal.steps s
     WHERE s.created_at OPERATOR(pg_catalog.>=) (date_trunc('minute', now()) OPERATOR(pg_catalog.-) interval '14 minutes')
), m AS (
    SELECT date_trunc('minute', c.created_at) AS minute, count(*) AS calls,
           count(*) FILTER (WHERE c.failure IS NOT NULL) AS failures
      FROM nl2sql_heal.model_calls c
     WHERE c.created_at OPERATOR(pg_catalog.>=) (date_trunc('minute', now()) OPERATOR(pg_catalog.-) interval '14 minutes')
     GROUP BY 1
), per AS (
    SELECT s.minute,
           count(*) AS calls,
           count(*) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'ok') AS ok,
           count(*) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'repaired') AS repaired,
           count(*) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'empty') AS empty,
           count(*) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'failed') AS failed,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s.ms) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'ok') AS success_p50_ms,
           percentile_cont(0.95) WITHIN GROUP (ORDER BY s.ms) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'ok') AS success_p95_ms,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s.ms) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'repaired') AS repair_p50_ms,
           percentile_cont(0.95) WITHIN GROUP (ORDER BY s.ms) FILTER (WHERE s.status OPERATOR(pg_catalog.=) 'repaired') AS repair_p95_ms,
           sum(s.model_rewrites) AS model_rewrites,
           count(*) FILTER (WHERE EXISTS (SELECT FROM unnest(s.notes) n(note)
                                           WHERE n.note LIKE 'The model (%) could not propose a rewrite%')) AS model_rewrite_failures
      FROM s
     GROUP BY s.minute
)
SELECT coalesce(p.minute, m.minute) AS minute,
       coalesce(p.calls, 0) AS calls,
       coalesce(p.ok, 0) AS ok,
       coalesce(p.repaired, 0) AS repaired,
       coalesce(p.empty, 0) AS empty,
       coalesce(p.failed, 0) AS failed,
       round(coalesce(p.repaired, 0)::numeric / nullif(p.calls, 0), 3) AS repair_rate,
       p.success_p50_ms, p.success_p95_ms, p.repair_p50_ms, p.repair_p95_ms,
       coalesce(p.model_rewrites, 0) OPERATOR(pg_catalog.+) coalesce(m.calls, 0) AS model_calls,
       coalesce(p.model_rewrite_failures, 0) OPERATOR(pg_catalog.+) coalesce(m.failures, 0) AS model_failures
  FROM per p FULL JOIN m ON m.minute OPERATOR(pg_catalog.=) p.minute;

COMMENT ON VIEW activity_per_minute IS
    'Heal calls per minute (last 15 minutes): outcomes, repair rate, success and repair latency, model calls and failures';
GRANT SELECT ON activity_per_minute TO PUBLIC;

-- Rows (the planner's estimate) and bytes of each table the extension
-- writes, and the oldest row where it has a time.
CREATE VIEW storage WITH (security_invoker = true) AS
SELECT t.table_name,
       greatest(c.reltuples, 0)::bigint AS rows,
       pg_table_size(c.oid) AS table_bytes,
       pg_indexes_size(c.oid) AS index_bytes,
       pg_total_relation_size(c.oid) AS total_bytes,
       CASE t.table_name
           WHEN 'receipts' THEN (SELECT r.created_at FROM nl2sql_heal.receipts r ORDER BY r.receipt_id LIMIT 1)
           WHEN 'model_calls' THEN (SELECT m.created_at FROM nl2sql_heal.model_calls m ORDER BY m.call_id LIMIT 1)
           WHEN 'schema_journal' THEN (SELECT j.changed_at FROM nl2sql_heal.schema_journal j ORDER BY j.entry_id LIMIT 1)
       END AS oldest
  FROM unnest(ARRAY['receipts', 'steps', 'attempts', 'model_calls', 'remembered', 'schema_journal']) AS t(table_name)
  JOIN pg_class c ON c.relname OPERATOR(pg_catalog.=) t.table_name
                 AND c.relnamespace OPERATOR(pg_catalog.=) 'nl2sql_heal'::regnamespace;

COMMENT ON VIEW storage IS
    'Rows (estimated), bytes and oldest entry of each table the extension writes';
GRANT SELECT ON storage TO PUBLIC;

-- ---- rejected rewrites: a reason, not a borrowed SQLSTATE ----
-- A rewrite refused without running it (it repeats an earlier attempt, or it
-- does not compute a named metric as registered) is no server error: it is
-- recorded with attempts.reason and a NULL sqlstate; trace and stats show it.
ALTER TABLE attempts ADD COLUMN reason text;
UPDATE attempts SET reason = CASE sqlstate WHEN '42710' THEN 'repeats_attempt' ELSE 'off_metric' END,
                    sqlstate = NULL
 WHERE outcome = 'rejected' AND sqlstate IN ('42710', '42P17');

CREATE OR REPLACE FUNCTION trace(receipt_id bigint)
RETURNS TABLE (line text)
LANGUAGE plpgsql VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    r  nl2sql_heal.receipts;
    s  record;
    a  record;
    n  text;
BEGIN
    PERFORM nl2sql_heal.wait_for_receipts();
    SELECT * INTO r FROM nl2sql_heal.receipts x WHERE x.receipt_id = trace.receipt_id;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'receipt % does not exist', trace.receipt_id
            USING ERRCODE = 'undefined_object',
                  HINT = 'Receipts of other roles are not visible.';
    END IF;
    line := format('receipt %s by %s at %s', r.receipt_id, r.role_name,
                   to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS TZ'));
    RETURN NEXT;
    IF r.question IS NOT NULL THEN
        line := format('question: %s', r.question);
        RETURN NEXT;
    END IF;
    FOR s IN SELECT * FROM nl2sql_heal.steps x WHERE x.receipt_id = r.receipt_id ORDER BY x.step LOOP
        line := format('step %s: %s%s -> %s, %s row%s', s.step,
                       coalesce(s.question, '(no question)'),
                       CASE WHEN s.target IS NULL THEN '' ELSE format(' [target %s]', s.target) END,
                       s.status, coalesce(s.row_count, 0),
                       CASE WHEN s.row_count = 1 THEN '' ELSE 's' END);
        RETURN NEXT;
        FOR a IN SELECT * FROM nl2sql_heal.attempts x
                  WHERE x.receipt_id = r.receipt_id AND x.step = s.step ORDER BY x.attempt LOOP
            line := format('  attempt %s%s: %s', a.attempt,
                           CASE WHEN a.repair IS NULL THEN ' (original)' ELSE format(' (%s)', a.repair) END,
                           a.sql);
            RETURN NEXT;
            line := format('    -> %s%s%s, %s ms', a.outcome,
                           CASE WHEN a.outcome IN ('ok', 'empty') THEN format(' (%s row%s)', coalesce(a.row_count, 0),
                                CASE WHEN a.row_count = 1 THEN '' ELSE 's' END) ELSE '' END,
                           CASE WHEN a.class IS NULL THEN '' ELSE format(', %s', replace(a.class, '_', ' ')) END,
                           round(a.ms::numeric, 2));
            RETURN NEXT;
            IF a.message IS NOT NULL THEN
                line := format('       %s%s', CASE WHEN a.reason IS NOT NULL THEN format('(%s) ', a.reason)
                                                    WHEN a.sqlstate IS NULL THEN '' ELSE format('[%s] ', a.sqlstate) END,
                               a.message);
                RETURN NEXT;
            END IF;
            IF a.hint IS NOT NULL THEN
                line := format('       hint: %s', a.hint);
                RETURN NEXT;
            END IF;
            IF a.deployment IS NOT NULL THEN
                line := format('       written by model %s in %s ms (%s tokens in, %s out)', a.deployment,
                               round(a.model_ms::numeric, 1), coalesce(a.tokens_in::text, '?'),
                               coalesce(a.tokens_out::text, '?'));
                RETURN NEXT;
            END IF;
        END LOOP;
        IF s.notes IS NOT NULL THEN
            FOREACH n IN ARRAY s.notes LOOP
                line := format('  note: %s', n);
                RETURN NEXT;
            END LOOP;
        END IF;
        IF s.final_sql IS DISTINCT FROM s.original_sql THEN
            line := format('  final query: %s', s.final_sql);
            RETURN NEXT;
        END IF;
    END LOOP;
    IF r.verdict IS NOT NULL THEN
        line := format('verdict: %s (%s)', CASE WHEN r.plausible THEN 'plausible' ELSE 'not plausible' END,
                       r.verdict->>'reason');
        RETURN NEXT;
        IF r.answer IS NOT NULL THEN
            line := format('  answer: %s', r.answer);
            RETURN NEXT;
        END IF;
        IF jsonb_array_length(coalesce(r.verdict->'ungrounded', '[]')) > 0 THEN
            -- a verdict over nl2sql_heal.receipt_text_max was stored cut: say how much is shown
            line := format('  ungrounded figures: %s%s',
                           (SELECT string_agg(x, ', ') FROM jsonb_array_elements_text(r.verdict->'ungrounded') x),
                           CASE WHEN r.verdict ? 'cut'
                                THEN format(' (the first %s of %s; the verdict was stored cut)',
                                            r.verdict->'cut'->>'ungrounded_kept', r.verdict->'cut'->>'ungrounded')
                                ELSE '' END);
            RETURN NEXT;
        END IF;
    END IF;
END
$$;

CREATE VIEW stats WITH (security_invoker = true) AS
WITH executions AS (
    SELECT a.role_name, a.outcome, a.sqlstate, a.reason, a.class, a.ms,
           lead(a.repair)  OVER w AS next_repair,
           lead(a.outcome) OVER w AS next_outcome,
           lead(a.ms)      OVER w AS next_ms,
           lead(a.attempt) OVER w AS next_attempt
      FROM nl2sql_heal.attempts a
    WINDOW w AS (PARTITION BY a.receipt_id, a.step ORDER BY a.attempt)
), failures AS (
    SELECT e.role_name,
           CASE e.outcome
               WHEN 'empty' THEN 'zero_rows'
               WHEN 'rejected' THEN coalesce(e.reason, 'rejected')
               ELSE nl2sql_heal.sqlstate_name(e.sqlstate)
           END AS reason,
           e.outcome,
           e.sqlstate,
           e.class,
           e.next_repair AS repair,
           e.next_attempt IS NOT NULL AS rewritten,
           e.next_outcome IS NOT DISTINCT FROM 'ok' AS healed,
           CASE WHEN e.next_attempt IS NOT NULL THEN e.next_ms ELSE e.ms END AS ms
      FROM executions e
     WHERE e.outcome <> 'ok'
)
SELECT 'repair'::text AS kind,
       f.role_name,
       f.reason,
       CASE WHEN f.outcome IN ('empty', 'rejected') THEN NULL ELSE f.sqlstate END AS sqlstate,
       f.class,
       f.repair,
       count(*) AS attempts,
       count(*) FILTER (WHERE f.healed AND f.rewritten) AS healed,
       round(count(*) FILTER (WHERE f.healed AND f.rewritten)::numeric / count(*), 3) AS heal_rate,
       avg(f.ms) AS mean_ms,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY f.ms) AS p95_ms,
       NULL::bigint AS verdicts
  FROM failures f
 GROUP BY f.role_name, f.reason, 4, f.class, f.repair
UNION ALL
SELECT 'verdict'::text,
       r.role_name,
       r.verdict->>'reason',
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       count(*)
  FROM nl2sql_heal.receipts r
 WHERE r.verdict IS NOT NULL
 GROUP BY r.role_name, r.verdict->>'reason';

COMMENT ON VIEW stats IS
    'Repair attempts, heal rate and latency by failure reason and repair source; verdicts by reason (receipts you may see)';

GRANT SELECT ON stats TO PUBLIC;
