/* nl2sql_heal--0.1.0.sql — objects of the nl2sql_heal extension */

\echo Use "CREATE EXTENSION nl2sql_heal" to load this file. \quit

-- ---------------------------------------------------------------------------
-- Governed metrics: the semantic contract rewrites must stay inside.
-- ---------------------------------------------------------------------------
CREATE TABLE metrics (
    name        text PRIMARY KEY,
    expression  text NOT NULL,
    description text,
    synonyms    text[] NOT NULL DEFAULT '{}'
);
COMMENT ON TABLE metrics IS 'Governed metrics: a rewrite for a question naming a metric must compute it with this expression';

-- ---------------------------------------------------------------------------
-- Receipts: one per question, steps per heal_execute call, attempts per execution.
-- Written only by the extension (as the extension owner); each role reads its own.
-- No foreign keys or CHECK constraints: the extension is the only writer, and
-- they would cost more than the query on the success path.  To prune, delete
-- from attempts, steps and receipts by receipt_id.
-- ---------------------------------------------------------------------------
CREATE TABLE receipts (
    receipt_id  bigserial PRIMARY KEY,
    created_at  timestamptz NOT NULL DEFAULT pg_catalog.now(),
    role_name   name NOT NULL DEFAULT CURRENT_USER,
    question    text,
    answer      text,
    plausible   boolean,
    verdict     jsonb,
    checked_at  timestamptz
);

CREATE TABLE steps (
    receipt_id   bigint NOT NULL,
    step         integer NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT pg_catalog.now(),
    role_name    name NOT NULL DEFAULT CURRENT_USER,
    question     text,
    target       text,
    original_sql text NOT NULL,
    final_sql    text NOT NULL,
    status       text NOT NULL,          -- ok, repaired, empty, failed
    row_count    bigint,
    columns      text[],
    rows         json,                   -- captured rows, as returned
    notes        text[],
    PRIMARY KEY (receipt_id, step)
);

CREATE TABLE attempts (
    receipt_id  bigint NOT NULL,
    step        integer NOT NULL,
    attempt     integer NOT NULL,
    role_name   name NOT NULL DEFAULT CURRENT_USER,
    sql         text NOT NULL,
    outcome     text NOT NULL,          -- ok, empty, error, rejected
    sqlstate    text,
    message     text,
    detail      text,
    hint        text,
    class       text,                   -- repairable, not_repairable; NULL when ok
    repair      text,
    row_count   bigint,
    ms          double precision,
    deployment  text,                   -- model rewrites: the model or deployment that wrote it
    model_ms    double precision,       -- model rewrites: latency of the model call
    tokens_in   integer,                -- model rewrites: prompt tokens, as the provider counted
    tokens_out  integer,                -- model rewrites: completion tokens
    PRIMARY KEY (receipt_id, step, attempt)
);


-- Receipts and metrics are data, not extension definition: pg_dump keeps them.
SELECT pg_catalog.pg_extension_config_dump('metrics', '');
SELECT pg_catalog.pg_extension_config_dump('receipts', '');
SELECT pg_catalog.pg_extension_config_dump('receipts_receipt_id_seq', '');
SELECT pg_catalog.pg_extension_config_dump('steps', '');
SELECT pg_catalog.pg_extension_config_dump('attempts', '');

-- Who sees every receipt: superusers (they bypass row security), the extension
-- owner, and members of pg_read_all_stats (as with pg_stat_statements).
CREATE FUNCTION sees_all_receipts() RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.pg_has_role('pg_read_all_stats', 'USAGE')
        OR pg_catalog.pg_has_role(
               (SELECT c.relowner FROM pg_catalog.pg_class c
                 WHERE c.oid = 'nl2sql_heal.receipts'::pg_catalog.regclass), 'USAGE')
$$;

ALTER TABLE receipts ENABLE ROW LEVEL SECURITY;
ALTER TABLE receipts FORCE ROW LEVEL SECURITY;
ALTER TABLE steps ENABLE ROW LEVEL SECURITY;
ALTER TABLE steps FORCE ROW LEVEL SECURITY;
ALTER TABLE attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE attempts FORCE ROW LEVEL SECURITY;

-- Reading: your own rows, unless you may see all.
CREATE POLICY receipts_read ON receipts FOR SELECT
    USING (role_name = CURRENT_USER OR (SELECT sees_all_receipts()));
CREATE POLICY steps_read ON steps FOR SELECT
    USING (role_name = CURRENT_USER OR (SELECT sees_all_receipts()));
CREATE POLICY attempts_read ON attempts FOR SELECT
    USING (role_name = CURRENT_USER OR (SELECT sees_all_receipts()));

-- Writing: only roles holding the table privilege get here, and only the
-- owner holds it; the extension writes as the owner.
CREATE POLICY receipts_insert ON receipts FOR INSERT WITH CHECK (true);
CREATE POLICY receipts_update ON receipts FOR UPDATE USING (true) WITH CHECK (true);
CREATE POLICY receipts_delete ON receipts FOR DELETE USING (true);
CREATE POLICY steps_insert ON steps FOR INSERT WITH CHECK (true);
CREATE POLICY steps_update ON steps FOR UPDATE USING (true) WITH CHECK (true);
CREATE POLICY steps_delete ON steps FOR DELETE USING (true);
CREATE POLICY attempts_insert ON attempts FOR INSERT WITH CHECK (true);
CREATE POLICY attempts_update ON attempts FOR UPDATE USING (true) WITH CHECK (true);
CREATE POLICY attempts_delete ON attempts FOR DELETE USING (true);

REVOKE ALL ON receipts, steps, attempts, metrics FROM PUBLIC;
GRANT SELECT ON receipts, steps, attempts, metrics TO PUBLIC;
GRANT USAGE ON SCHEMA nl2sql_heal TO PUBLIC;

-- ---------------------------------------------------------------------------
-- Entry points.
-- ---------------------------------------------------------------------------
CREATE FUNCTION heal_execute(
    question     text,
    sql          text,
    target       text   DEFAULT NULL,
    max_attempts int    DEFAULT NULL,
    receipt_id   bigint DEFAULT NULL
) RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_execute'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION heal_execute(text, text, text, int, bigint) IS
    'Execute a generated query safely; on a repairable failure re-read the schema, rewrite and retry';

-- With the receipt writer (shared_preload_libraries), a new receipt is
-- committed a few milliseconds after the call; this waits for the session's own.
CREATE FUNCTION wait_for_receipts() RETURNS void
AS 'MODULE_PATHNAME', 'nl2sql_heal_wait_for_receipts'
LANGUAGE C STRICT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION wait_for_receipts() IS
    'Wait until the receipts of this session''s heal_execute calls are in the receipt tables';

-- The reasoning trace of a receipt, one readable line per row.  VOLATILE:
-- its reads take a snapshot after waiting for the session's own receipts.
CREATE FUNCTION trace(receipt_id bigint)
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
                line := format('       %s%s', CASE WHEN a.sqlstate IS NULL THEN '' ELSE format('[%s] ', a.sqlstate) END,
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
            line := format('  ungrounded figures: %s',
                           (SELECT string_agg(x, ', ') FROM jsonb_array_elements_text(r.verdict->'ungrounded') x));
            RETURN NEXT;
        END IF;
    END IF;
END
$$;

COMMENT ON FUNCTION trace(bigint) IS 'The reasoning trace of a receipt: steps, attempts, errors, repairs, verdict';

-- ---------------------------------------------------------------------------
-- Answer plausibility: check_answer, the audit_answer trigger, the stats view.
-- ---------------------------------------------------------------------------

-- Does a prose answer follow from the rows the receipt's steps returned?
-- The verdict is returned and stored on the receipt.
CREATE FUNCTION check_answer(receipt_id bigint, answer text)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_check_answer'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION check_answer(bigint, text) IS
    'Check a prose answer against every step of a receipt; the verdict is stored on the receipt';

-- BEFORE INSERT OR UPDATE ... FOR EACH ROW EXECUTE FUNCTION
--   nl2sql_heal.audit_answer('receipt_col', 'answer_col' [, 'verdict_col'] [, 'reject'])
CREATE FUNCTION audit_answer()
RETURNS trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_audit_answer'
LANGUAGE C;

COMMENT ON FUNCTION audit_answer() IS
    'Trigger: check each answer row against its receipt, fill the verdict column, optionally reject implausible answers';

-- The condition name of a SQLSTATE, for the statistics (the code itself when unlisted).
CREATE FUNCTION sqlstate_name(sqlstate text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE sqlstate
        WHEN '42601' THEN 'syntax_error'
        WHEN '42501' THEN 'insufficient_privilege'
        WHEN '42703' THEN 'undefined_column'
        WHEN '42P01' THEN 'undefined_table'
        WHEN '42883' THEN 'undefined_function'
        WHEN '42704' THEN 'undefined_object'
        WHEN '3F000' THEN 'invalid_schema_name'
        WHEN '42702' THEN 'ambiguous_column'
        WHEN '42725' THEN 'ambiguous_function'
        WHEN '42P09' THEN 'ambiguous_alias'
        WHEN '42804' THEN 'datatype_mismatch'
        WHEN '42803' THEN 'grouping_error'
        WHEN '42P10' THEN 'invalid_column_reference'
        WHEN '42P18' THEN 'indeterminate_datatype'
        WHEN '42846' THEN 'cannot_coerce'
        WHEN '42809' THEN 'wrong_object_type'
        WHEN '42P02' THEN 'undefined_parameter'
        WHEN '42712' THEN 'duplicate_alias'
        WHEN '42939' THEN 'reserved_name'
        WHEN '42000' THEN 'syntax_error_or_access_rule_violation'
        WHEN '22012' THEN 'division_by_zero'
        WHEN '22P02' THEN 'invalid_text_representation'
        WHEN '22007' THEN 'invalid_datetime_format'
        WHEN '22008' THEN 'datetime_field_overflow'
        WHEN '22003' THEN 'numeric_value_out_of_range'
        WHEN '22001' THEN 'string_data_right_truncation'
        WHEN '21000' THEN 'cardinality_violation'
        WHEN '0A000' THEN 'feature_not_supported'
        WHEN '25006' THEN 'read_only_sql_transaction'
        WHEN '57014' THEN 'query_canceled'
        WHEN '53200' THEN 'out_of_memory'
        WHEN '54001' THEN 'statement_too_complex'
        WHEN 'XX000' THEN 'internal_error'
        WHEN '08006' THEN 'connection_failure'
        WHEN '28000' THEN 'invalid_authorization_specification'
        ELSE sqlstate
    END
$$;

-- For DBAs, in the spirit of pg_stat_statements, over the receipts the caller
-- may see (security_invoker: row-level security applies to the reader), per
-- role as pg_stat_statements is per user.
--   kind 'repair': one row per failure reason and repair source.  Every
--     failed execution (error, zero rows, rejected) is counted once: in the
--     row of the source whose rewrite ran next, or, when no rewrite followed
--     (not repairable, budget spent, no confident rewrite), in the row with
--     repair NULL.  attempts: rewrites executed (failures left as they were,
--     for repair NULL); healed: those that returned rows; mean_ms / p95_ms:
--     time of those executions.
--   kind 'verdict': one row per verdict reason; verdicts: answers checked.
CREATE VIEW stats WITH (security_invoker = true) AS
WITH executions AS (
    SELECT a.role_name, a.outcome, a.sqlstate, a.class, a.ms,
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
               WHEN 'rejected' THEN 'rejected'
               ELSE nl2sql_heal.sqlstate_name(e.sqlstate)
           END AS reason,
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
       CASE WHEN f.reason IN ('zero_rows', 'rejected') THEN NULL ELSE f.sqlstate END AS sqlstate,
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

-- ---------------------------------------------------------------------------
-- Model tier: ask().
-- ---------------------------------------------------------------------------

-- Full NL2SQL in one call and one receipt: the model writes the query, heal_execute
-- runs and heals it, the model answers from the rows, check_answer judges the answer.
-- It sends the question, the schema and the result rows to the configured model, so
-- the DBA decides who may call it: GRANT EXECUTE ON FUNCTION nl2sql_heal.ask(text, text) TO ...
CREATE FUNCTION ask(question text, target text DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_ask'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION ask(text, text) IS
    'Answer a question: the model writes the query, heal_execute runs and heals it, the model answers from the rows, check_answer judges';

REVOKE ALL ON FUNCTION ask(text, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- Remote targets: heal_execute(..., target => 'server') on a foreign server.
-- ---------------------------------------------------------------------------
CREATE FUNCTION remote_disconnect(target text DEFAULT NULL)
RETURNS integer
AS 'MODULE_PATHNAME', 'nl2sql_heal_remote_disconnect'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION remote_disconnect(text) IS
    'Close this session''s cached connections to a remote target (all when NULL); returns how many were closed';
