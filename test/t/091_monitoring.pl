# Monitoring: every query of docs/postgres_exporter.yaml runs, and after a
# known workload the activity and storage figures are the right counts; the
# receipt writer's queue is reported while it runs.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('monitor', preload => 1);

# The exporter file: top-level names, each with a "query: |" block.
my $yaml = slurp_file('docs/postgres_exporter.yaml');
my %queries;
my $current;
my $in_query = 0;
for my $line (split /\n/, $yaml)
{
	next if $line =~ /^\s*#/;
	if ($line =~ /^(\w+):\s*$/) { $current = $1; $in_query = 0; next; }
	if ($line =~ /^  query: \|\s*$/) { $in_query = 1; $queries{$current} = ''; next; }
	if ($in_query && $line =~ /^    (.*)$/) { $queries{$current} .= "$1\n"; next; }
	$in_query = 0;
}
is_deeply([ sort keys %queries ],
	[qw(nl2sql_heal_activity nl2sql_heal_latency nl2sql_heal_receipt_writer nl2sql_heal_storage)],
	'the exporter file has its four queries');

$node->safe_psql('postgres', <<'SQL');
CREATE ROLE regress_monitor_agent LOGIN IN ROLE pg_monitor;
CREATE ROLE regress_monitor_app LOGIN;
CREATE TABLE orders (id int, amount numeric);
INSERT INTO orders VALUES (1, 10), (2, 20);
GRANT SELECT ON orders TO regress_monitor_app;
SQL

# Every query runs, as a monitoring role, before any call was made.
for my $name (sort keys %queries)
{
	my ($ret, $out, $err) = $node->psql('postgres', $queries{$name},
		extra_params => [ '-U', 'regress_monitor_agent' ]);
	is($ret, 0, "$name runs on an empty install") or diag $err;
}

# A known workload, as an application role: 3 ok, 2 repaired, 1 empty, 1 failed.
my @calls = (
	([ 'ok', 'SELECT count(*) FROM orders' ]) x 3,
	([ 'repaired', 'SELECT sum(amout) FROM orders' ]) x 2,
	[ 'empty', 'SELECT 1 WHERE false' ],
	[ 'failed', 'SELECT 1/0' ]);
my $workload = join '',
  map { "SELECT nl2sql_heal.heal_execute('q', \$q\$$_->[1]\$q\$)->>'status';\n" } @calls;
my ($out) = Nl2sqlHeal::Node::sql($node, 'postgres',
	$workload . "SELECT nl2sql_heal.wait_for_receipts();\n",
	user => 'regress_monitor_app');
is($out, join("\n", (map { $_->[0] } @calls), ''), 'the workload ran');

my ($ret, $activity, $err) = $node->psql('postgres',
	"SELECT format('%s|%s|%s|%s|%s|%s|%s', calls_5m, ok_5m, repaired_5m, empty_5m, failed_5m, "
	  . "round(repair_rate_5m::numeric, 3), model_calls_5m) FROM ($queries{nl2sql_heal_activity}) q",
	extra_params => [ '-U', 'regress_monitor_agent' ]);
is($activity, '7|3|2|1|1|0.286|0', 'activity: calls and outcomes of the workload') or diag $err;

# The application role sees its own calls only; a role without calls, none.
is($node->safe_psql('postgres',
	'SELECT sum(calls) FROM nl2sql_heal.activity_per_minute', extra_params => [ '-U', 'regress_monitor_app' ]),
	'7', 'the application role counts its own calls');
$node->safe_psql('postgres', 'CREATE ROLE regress_monitor_other LOGIN');
is($node->safe_psql('postgres',
	'SELECT count(*) FROM nl2sql_heal.activity_per_minute', extra_params => [ '-U', 'regress_monitor_other' ]),
	'0', 'another role sees no activity');

# Storage: rows after ANALYZE, and the oldest receipt's age.
$node->safe_psql('postgres', 'ANALYZE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts');
my $storage = $node->safe_psql('postgres',
	"SELECT string_agg(format('%s=%s', table_name, rows), ',' ORDER BY table_name) "
	  . "FROM ($queries{nl2sql_heal_storage}) q WHERE table_name IN ('receipts', 'steps', 'attempts')",
	extra_params => [ '-U', 'regress_monitor_agent' ]);
# attempts: 3 ok, 2 + 2 repaired (the second by the remembered rewrite, after
# the original), 1 empty, 1 failed
is($storage, 'attempts=9,receipts=7,steps=7', 'storage: rows of the receipt tables');
is($node->safe_psql('postgres',
	"SELECT oldest_age_seconds > 0 AND total_bytes > 0 FROM ($queries{nl2sql_heal_storage}) q WHERE table_name = 'receipts'"),
	't', 'storage: the oldest receipt has an age');

# The writer's queue, held deterministically: a BEFORE trigger makes the
# writer (and only it) wait on an advisory lock a session of the test holds.
$node->safe_psql('postgres', <<'SQL');
CREATE TABLE public.release_writer (x int);
CREATE FUNCTION public.hold_writer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT backend_type FROM pg_catalog.pg_stat_activity WHERE pid = pg_catalog.pg_backend_pid())
       = 'nl2sql_heal receipt writer' THEN
        PERFORM pg_catalog.pg_advisory_xact_lock_shared(4242);
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER hold_writer BEFORE INSERT ON nl2sql_heal.receipts
    FOR EACH ROW EXECUTE FUNCTION public.hold_writer();
SQL
my $holder = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<'SQL');
SELECT pg_advisory_lock(4242);
DO $$ BEGIN WHILE NOT EXISTS (SELECT FROM public.release_writer) LOOP PERFORM pg_sleep(0.05); END LOOP; END $$;
SELECT pg_advisory_unlock(4242);
SQL
$node->poll_query_until('postgres',
	"SELECT count(*) > 0 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND granted");
# calls until one is queued to a running writer (the first may be written by its caller)
$node->poll_query_until('postgres',
	"SELECT nl2sql_heal.heal_execute('held', 'SELECT 1') IS NOT NULL "
	  . "AND EXISTS (SELECT FROM nl2sql_heal.receipt_writer_status() WHERE queued_receipts > 0)");
is($node->safe_psql('postgres',
	"SELECT format('%s|%s|%s', datname, queued_receipts > 0, queued_bytes >= 0) FROM ($queries{nl2sql_heal_receipt_writer}) q",
	extra_params => [ '-U', 'regress_monitor_agent' ]),
	'postgres|t|t', 'receipt writer: receipts queued behind a held batch are reported');
$node->poll_query_until('postgres',
	"SELECT lag_seconds > 0 FROM ($queries{nl2sql_heal_receipt_writer}) q");
pass('receipt writer: the lag of the oldest queued receipt grows');
$node->safe_psql('postgres', 'INSERT INTO public.release_writer VALUES (1)');
Nl2sqlHeal::Node::finish_sql($holder);
$node->poll_query_until('postgres',
	"SELECT coalesce(sum(queued_receipts), 0) = 0 FROM nl2sql_heal.receipt_writer_status()");
pass('receipt writer: the queue drains once released');
$node->safe_psql('postgres', 'DROP TRIGGER hold_writer ON nl2sql_heal.receipts');

# Latency: the last complete minute (runs; rows only when that minute had calls).
($ret, $out, $err) = $node->psql('postgres', $queries{nl2sql_heal_latency});
is($ret, 0, 'latency query runs after the workload') or diag $err;

$node->stop;
done_testing();
