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

-- The reasoning trace of a receipt, one readable line per row.
CREATE FUNCTION trace(receipt_id bigint)
RETURNS TABLE (line text)
LANGUAGE plpgsql STABLE
AS $$
DECLARE
    r  nl2sql_heal.receipts;
    s  record;
    a  record;
    n  text;
BEGIN
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

-- ---------------------------------------------------------------------------
-- Model tier: ask().
-- ---------------------------------------------------------------------------
