# Retention run by pg_cron: a scheduled prune_receipts() deletes the old
# receipts of every role (whole) and nothing else; a receipt a step is being
# added to is skipped, never waited for, and pruned by a later run.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('cron',
	conf => "shared_preload_libraries = 'pg_cron'\n"
	  . "cron.database_name = 'postgres'\n"
	  . "cron.use_background_workers = on\n"
	  . "max_worker_processes = 16\n");

$node->safe_psql('postgres', <<'SQL');
CREATE EXTENSION pg_cron;
CREATE ROLE regress_cron_a LOGIN;
CREATE ROLE regress_cron_b LOGIN;
CREATE TABLE public.release_step (x int);
SQL
# Two roles, two receipts each; one of each role's is made old (40 days).
for my $role (qw(regress_cron_a regress_cron_b))
{
	$node->safe_psql('postgres',
		"SELECT nl2sql_heal.heal_execute('$role old', 'SELECT 1'); "
		  . "SELECT nl2sql_heal.heal_execute('$role new', 'SELECT 2'); "
		  . "SELECT nl2sql_heal.wait_for_receipts();",
		extra_params => [ '-U', $role ]);
}
my $held = $node->safe_psql('postgres',
	"SELECT (nl2sql_heal.heal_execute('held old', 'SELECT 3')->>'receipt_id'); SELECT nl2sql_heal.wait_for_receipts();");
$node->safe_psql('postgres', <<'SQL');
UPDATE nl2sql_heal.receipts SET created_at = created_at - interval '40 days' WHERE question LIKE '% old';
UPDATE nl2sql_heal.steps SET created_at = created_at - interval '40 days' WHERE question LIKE '% old';
LOAD 'nl2sql_heal';
ALTER SYSTEM SET nl2sql_heal.receipt_retention = '30d';
SELECT pg_reload_conf();
SQL

# A step being added to the held receipt: its call holds the receipt until the test releases it.
my $adder = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<"SQL");
BEGIN;
SELECT nl2sql_heal.heal_execute('held old, step 2', 'SELECT 4', receipt_id => $held)->>'step';
DO \$\$ BEGIN WHILE NOT EXISTS (SELECT FROM public.release_step) LOOP PERFORM pg_sleep(0.05); END LOOP; END \$\$;
COMMIT;
SQL
$node->poll_query_until('postgres',
	"SELECT count(*) > 0 FROM pg_locks l JOIN pg_stat_activity a USING (pid) "
	  . "WHERE l.locktype = 'transactionid' AND l.mode = 'ExclusiveLock' AND a.query LIKE '%release_step%'");
# it must not wait: a wait would hold this call to the test's timeout and fail it
my $pruned = $node->safe_psql('postgres',
	"SET lock_timeout = '1min'; SELECT nl2sql_heal.prune_receipts()");
like($pruned, qr/"receipts": 2,/, 'prune: the two old receipts of two roles, not the held one');
is($node->safe_psql('postgres', "SELECT count(*) FROM nl2sql_heal.receipts WHERE receipt_id = $held"),
	'1', 'the receipt a step is being added to is kept');
$node->safe_psql('postgres', 'INSERT INTO public.release_step VALUES (1)');
my ($out, $err) = Nl2sqlHeal::Node::finish_sql($adder);
is($out, '2', 'the step was added to the held receipt') or diag $err;

is($node->safe_psql('postgres',
	"SELECT string_agg(question, ',' ORDER BY question) FROM nl2sql_heal.receipts"),
	"held old,regress_cron_a new,regress_cron_b new", 'only the old receipts of both roles went');
is($node->safe_psql('postgres',
	"SELECT count(*) FROM nl2sql_heal.steps s WHERE NOT EXISTS "
	  . "(SELECT FROM nl2sql_heal.receipts r WHERE r.receipt_id = s.receipt_id)")
	  . $node->safe_psql('postgres',
		"SELECT count(*) FROM nl2sql_heal.attempts a WHERE NOT EXISTS "
		  . "(SELECT FROM nl2sql_heal.receipts r WHERE r.receipt_id = a.receipt_id)"),
	'00', 'whole: no step or attempt left without its receipt');

# Now the held receipt's new step is old too; a pg_cron job prunes it.  pg_cron 1.5 and
# later run a job every few seconds; before, the first run waits for the next minute.
my $every = $node->safe_psql('postgres',
	"SELECT CASE WHEN (regexp_match(extversion, '^(\\d+)\\.(\\d+)'))::int[] >= '{1,5}' THEN '2 seconds' ELSE '* * * * *' END "
	  . "FROM pg_extension WHERE extname = 'pg_cron'");
$node->safe_psql('postgres', <<"SQL");
UPDATE nl2sql_heal.steps SET created_at = created_at - interval '40 days' WHERE receipt_id = $held;
SELECT cron.schedule('nl2sql-heal-prune', '$every', 'SELECT nl2sql_heal.prune_receipts()');
SQL
$node->poll_query_until('postgres',
	"SELECT count(*) > 0 FROM cron.job_run_details WHERE status = 'succeeded'")
  or diag $node->safe_psql('postgres', 'SELECT status, return_message FROM cron.job_run_details');
pass('the pg_cron job ran prune_receipts()');
is($node->safe_psql('postgres',
	"SELECT string_agg(question, ',' ORDER BY receipt_id) FROM nl2sql_heal.receipts"),
	"regress_cron_a new,regress_cron_b new", 'the cron job pruned the receipt once its steps were old');
is($node->safe_psql('postgres', "SELECT count(*) FROM nl2sql_heal.steps WHERE receipt_id = $held"),
	'0', 'with both its steps');

$node->stop;
done_testing();
