-- nl2sql_heal.stats: repairs by failure reason and source, heal rate, latency, verdicts by
-- reason; each role sees the rows of its own receipts, pg_read_all_stats members see all.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
DROP ROLE IF EXISTS regress_stats_alice, regress_stats_bob, regress_stats_auditor;
CREATE ROLE regress_stats_alice;
CREATE ROLE regress_stats_bob;
CREATE ROLE regress_stats_auditor IN ROLE pg_read_all_stats;
CREATE SCHEMA stats_shop;
CREATE TABLE stats_shop.stat_orders (order_id int PRIMARY KEY, amount numeric(10,2));
INSERT INTO stats_shop.stat_orders VALUES (1, 5.50), (2, 7.25), (3, 12.00);
GRANT USAGE ON SCHEMA stats_shop TO regress_stats_alice, regress_stats_bob, regress_stats_auditor;
GRANT SELECT ON stats_shop.stat_orders TO regress_stats_alice, regress_stats_bob;

-- The stats rows of the given roles, without the timings (they vary), ordered.
CREATE FUNCTION stats_shop.rows(roles name[])
RETURNS TABLE (kind text, role_name name, reason text, sqlstate text, class text, repair text,
               attempts bigint, healed bigint, heal_rate numeric, timed boolean, verdicts bigint)
LANGUAGE sql AS $$
    SELECT s.kind, s.role_name, s.reason, s.sqlstate, s.class, s.repair, s.attempts, s.healed, s.heal_rate,
           CASE WHEN s.kind = 'repair' THEN s.mean_ms >= 0 AND s.p95_ms >= 0 END, s.verdicts
      FROM nl2sql_heal.stats s
     WHERE s.role_name = ANY (roles)
     ORDER BY 1, 2, 3, 6 NULLS FIRST
$$;

SET ROLE regress_stats_alice;
-- a moved table (healed by a rule), twice; a misspelt column (healed); a data error (not
-- repairable); an unknown column with no confident rewrite
SET search_path = public;
SELECT (nl2sql_heal.heal_execute('How many orders?', 'SELECT count(*) FROM stat_orders'))->>'status' AS status;
SELECT (nl2sql_heal.heal_execute('Order total', 'SELECT sum(amount) FROM stat_orders'))->>'status' AS status;
SELECT (nl2sql_heal.heal_execute('Amounts', 'SELECT amout FROM stats_shop.stat_orders'))->>'status' AS status;
SELECT (nl2sql_heal.heal_execute('Ratio', 'SELECT 1/0'))->>'status' AS status;
SELECT (nl2sql_heal.heal_execute('Shoe size', 'SELECT shoe_size FROM stats_shop.stat_orders'))->>'status' AS status;
SELECT (nl2sql_heal.heal_execute('Order total', 'SELECT sum(amount) FROM stats_shop.stat_orders')->>'receipt_id')::bigint AS a1 \gset
SELECT nl2sql_heal.check_answer(:a1, 'Orders total $24.75.')->>'reason' AS reason;
SELECT (nl2sql_heal.heal_execute('Order count', 'SELECT count(*) FROM stats_shop.stat_orders')->>'receipt_id')::bigint AS a2 \gset
SELECT nl2sql_heal.check_answer(:a2, 'There are 30 orders.')->>'reason' AS reason;
SELECT * FROM stats_shop.rows('{regress_stats_alice, regress_stats_bob}');
RESET search_path;

SET ROLE regress_stats_bob;
SELECT * FROM stats_shop.rows('{regress_stats_alice, regress_stats_bob}');
SELECT (nl2sql_heal.heal_execute('Big orders', 'SELECT * FROM stats_shop.stat_orders WHERE amount > 100',
        max_attempts => 0)->>'receipt_id')::bigint AS b1 \gset
SELECT nl2sql_heal.check_answer(:b1, 'The biggest order was $150.')->>'reason' AS reason;
SELECT * FROM stats_shop.rows('{regress_stats_alice, regress_stats_bob}');

-- members of pg_read_all_stats see every role's rows
SET ROLE regress_stats_auditor;
SELECT * FROM stats_shop.rows('{regress_stats_alice, regress_stats_bob}');
RESET ROLE;
-- so does a superuser; and the totals agree with the receipt tables
SELECT sum(attempts) FILTER (WHERE kind = 'repair') AS failures,
       (SELECT count(*) FROM nl2sql_heal.attempts a
         WHERE a.outcome <> 'ok' AND a.role_name IN ('regress_stats_alice', 'regress_stats_bob')) AS failed_executions,
       sum(verdicts) AS verdicts
  FROM nl2sql_heal.stats WHERE role_name IN ('regress_stats_alice', 'regress_stats_bob');

DROP OWNED BY regress_stats_alice, regress_stats_bob, regress_stats_auditor;
DROP ROLE regress_stats_alice, regress_stats_bob, regress_stats_auditor;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
DROP SCHEMA stats_shop CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
