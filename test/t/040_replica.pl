# Streaming replication: a primary and a hot standby made from its base
# backup.  heal_execute on the standby itself returns its result with a note
# that no receipt was written (a standby cannot write); a further step of a
# receipt there is refused; trace and check_answer read receipts replayed
# from the primary (check_answer's verdict is not stored).  On the primary,
# heal_execute with target naming a foreign server for the standby runs the
# queries and repairs on the standby and writes the receipts on the
# primary.  A table the standby has not replayed yet, and a standby
# restarted during a call, give an ordinary failed result with its receipt.
#
# With the receipt writer: preloaded before 17, the default install (no
# preloading) from 17 on; REPLICA_PRELOAD=1/0 chooses.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use Nl2sqlHeal::Node;

my $primary = Nl2sqlHeal::Node->create(
	'primary',
	init  => { allows_streaming => 1 },
	start => 0);
my $major = $primary->pg_version->major;
my $preload = $ENV{REPLICA_PRELOAD} // ($major >= 17 ? 0 : 1);
note("PostgreSQL $major, " . ($preload ? 'preloaded' : 'not preloaded'));
$primary->append_conf('postgresql.conf',
	"shared_preload_libraries = 'nl2sql_heal'\n")
  if $preload;
$primary->start;
$primary->safe_psql('postgres', 'CREATE DATABASE shop');
$primary->safe_psql(
	'shop', q{
CREATE EXTENSION nl2sql_heal;
CREATE EXTENSION postgres_fdw;
CREATE TABLE items (id int PRIMARY KEY, item_name text, price numeric(10,2));
INSERT INTO items SELECT g, 'item ' || g, g / 4.0 FROM generate_series(1, 100) g;
});

# The standby: the primary's base backup (its configuration with it, the
# preloading too), streaming from the primary; hot_standby is on by default.
$primary->backup('base');
my $standby = PostgreSQL::Test::Cluster->new('standby');
$standby->init_from_backup($primary, 'base', has_streaming => 1);
$standby->append_conf('postgresql.conf', "hot_standby = on\n");
$standby->start;

my $superuser = $primary->safe_psql('shop', 'SELECT current_user');
my ($shost, $sport) = ($standby->host, $standby->port);
$primary->safe_psql(
	'shop', qq{
CREATE SERVER standby FOREIGN DATA WRAPPER postgres_fdw
	OPTIONS (host '$shost', port '$sport', dbname 'shop', connect_timeout '5');
CREATE USER MAPPING FOR CURRENT_USER SERVER standby OPTIONS (user '$superuser');
});

sub pq { return $primary->safe_psql('shop', $_[0]); }
sub sq { return $standby->safe_psql('shop', $_[0]); }
# What psql shows for it on the standby, messages first (2>&1).
sub sq_output { return Nl2sqlHeal::Node::psql_output($standby, 'shop', $_[0]); }

# caught_up — wait until the standby has replayed everything the primary wrote
sub caught_up
{
	$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
}

caught_up();
is(sq('SELECT pg_is_in_recovery()'), 't', 'the standby is in recovery');

# --- on the standby itself: the result comes back, no receipt is written
is( sq(
		q{SELECT r->>'status', r->'rows'->0->>0, r->>'receipt_id' IS NULL,
		       (SELECT count(*) FROM jsonb_array_elements_text(r->'notes') n
		         WHERE n LIKE 'No receipt was written: the server is a hot standby%')
		  FROM nl2sql_heal.heal_execute('name of 3', 'SELECT item_name FROM items WHERE id = 3') r}
	),
	'ok|item 3|t|1',
	'on the standby: rows, no receipt id, a note saying why');
is( sq(
		q{SELECT r->>'status', r->>'sql', r->'rows'->0->>0
		  FROM nl2sql_heal.heal_execute('name of 4', 'SELECT ItemName FROM items WHERE id = 4') r}
	),
	'repaired|SELECT item_name FROM items WHERE id = 4|item 4',
	'on the standby: a repair runs there too');
is(sq('SELECT count(*) FROM nl2sql_heal.receipts'),
	'0', 'on the standby: nothing was written (no receipts there)');
is( sq(
		q{SELECT count(*) FROM pg_stat_activity
		   WHERE backend_type = 'nl2sql_heal receipt writer'}),
	'0',
	'on the standby: no receipt writer was started');

# --- receipts written on the primary are read on the standby once replayed
my $rid = pq(
	q{SELECT nl2sql_heal.heal_execute('price of 10', 'SELECT price FROM items WHERE id = 10')->>'receipt_id'}
);
pq('SELECT nl2sql_heal.wait_for_receipts()');
caught_up();
is( sq(
		qq{SELECT count(*) FROM nl2sql_heal.trace($rid)
		    WHERE line LIKE '%attempt 0 (original): SELECT price FROM items WHERE id = 10'}
	),
	'1',
	'trace on the standby reads a replayed receipt');
is( sq_output(
		"SELECT nl2sql_heal.check_answer($rid, 'It costs 2.50.')->>'plausible'"),
	"NOTICE:  the verdict was not stored on receipt $rid
DETAIL:  The server is a hot standby; verdicts are stored only on the primary.
true",
	'check_answer on the standby: the verdict, and a notice that it was not stored'
);
is( sq_output(
		"SELECT nl2sql_heal.heal_execute('again', 'SELECT 1', receipt_id => $rid)"),
	"ERROR:  cannot add a step to receipt $rid on a hot standby
DETAIL:  Receipts are written only on the primary.
HINT:  Call heal_execute on the primary, with target naming a foreign server for this standby.",
	'a further step of a receipt on the standby is refused');

# --- on the primary with target = the standby: queries and repairs there, receipts here
is( pq(
		q{SELECT r->>'status', r->'rows'->0->>0, r->>'target', r->>'receipt_id' IS NOT NULL
		  FROM nl2sql_heal.heal_execute('where', 'SELECT pg_is_in_recovery() AS in_recovery', target => 'standby') r}
	),
	'ok|true|standby|t',
	'target standby: the query runs on the standby, with a receipt');
is( pq(
		q{SELECT r->>'status', r->>'sql', r->'rows'->0->>0
		  FROM nl2sql_heal.heal_execute('name of 5', 'SELECT ItemName FROM items WHERE id = 5', target => 'standby') r}
	),
	'repaired|SELECT item_name FROM items WHERE id = 5|item 5',
	'target standby: repaired there');
pq('SELECT nl2sql_heal.wait_for_receipts()');

# The writer, where there is one, keeps the caller's transaction free of an XID.
my $writer = $preload || $major >= 17;
# Where there is a writer, wait until it takes receipts (it starts on demand
# and connects; a loaded machine may take a while): polled, not slept.
$primary->poll_query_until('shop',
	"SELECT nl2sql_heal.heal_execute('writer ready?', 'SELECT 1', target => 'standby') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL"
) or die 'the receipt writer never took a receipt'
  if $writer;
my $no_xid = () = pq(
	join(
		"\n",
		map {
			"BEGIN; SELECT nl2sql_heal.heal_execute('via standby', 'SELECT $_', target => 'standby') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL; COMMIT;"
		} 1 .. 8)) =~ /^t$/mg;
if ($writer)
{
	cmp_ok($no_xid, '>=', 5,
		'on the primary: the receipt writer took the receipts (>= 5 of 8 calls without an XID)'
	);
}
else
{
	is($no_xid, 0,
		"on the primary, no writer: receipts in the caller's transaction");
}
is( pq(
		q{SELECT count(*) FROM nl2sql_heal.steps
		   WHERE target = 'standby' AND question IN ('where', 'name of 5')}),
	'2',
	'target standby: the receipts are on the primary');

# --- replication lag: a table the standby has not replayed yet
sq('SELECT pg_wal_replay_pause()');
pq('CREATE TABLE shipments (id int, item_id int); INSERT INTO shipments VALUES (1, 3)');
is( pq(
		q{SELECT r->>'status', r->'error'->>'sqlstate', r->'error'->>'message', r->>'receipt_id' IS NOT NULL
		  FROM nl2sql_heal.heal_execute('lag', 'SELECT item_id FROM shipments', target => 'standby') r}
	),
	'failed|42P01|relation "shipments" does not exist|t',
	'lagging standby: a failed result naming the missing table, with a receipt'
);
my $lagged = pq(
	q{SELECT nl2sql_heal.heal_execute('lagged receipt', 'SELECT 1')->>'receipt_id'});
pq('SELECT nl2sql_heal.wait_for_receipts()');
is( (split /\n/, sq_output("SELECT count(*) FROM nl2sql_heal.trace($lagged)"))[0],
	"ERROR:  receipt $lagged does not exist",
	'lagging standby: a receipt not replayed yet does not exist there');
sq('SELECT pg_wal_replay_resume()');
caught_up();
is(sq("SELECT count(*) > 0 FROM nl2sql_heal.trace($lagged)"),
	't', '... and is there once replayed');
is( pq(
		q{SELECT r->>'status', r->'rows'->0->>0
		  FROM nl2sql_heal.heal_execute('lag', 'SELECT item_id FROM shipments', target => 'standby') r}
	),
	'ok|3',
	'once replayed, the same call works');

# --- the standby restarts during a call
# The call is held on a lock the test controls, so it cannot end before the
# restart: an ACCESS EXCLUSIVE lock taken on the primary, in a transaction
# left open, is replayed on the standby, where the call's query waits for it.
my $hold_in = '';
my $hold_out = '';
my $holder = IPC::Run::start(
	[ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-d', $primary->connstr('shop') ],
	'<', \$hold_in, '>', \$hold_out, '2>', \$hold_out,
	IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
$hold_in .= "BEGIN;\nLOCK TABLE items IN ACCESS EXCLUSIVE MODE;\n";
$holder->pump while length $hold_in;
ok( $standby->poll_query_until(
		'shop', q{SELECT count(*) FROM pg_locks
		   WHERE locktype = 'relation' AND mode = 'AccessExclusiveLock'
		     AND relation = 'items'::regclass}, '1'),
	'the primary\'s lock on items is replayed on the standby');
my $call = Nl2sqlHeal::Node::start_psql(
	$primary, 'shop',
	[
		# the call's own limit stays out of the way however slow the machine
		q{SET nl2sql_heal.statement_timeout = '10min'},
		q{SELECT r->>'status', r->'error'->>'sqlstate', r->>'receipt_id' IS NOT NULL
	  FROM nl2sql_heal.heal_execute('restart', 'SELECT count(*) AS held FROM items', target => 'standby') r}
	]
);
ok( $standby->poll_query_until(
		'shop', q{SELECT count(*) FROM pg_stat_activity
		   WHERE wait_event_type = 'Lock' AND query LIKE '%AS held FROM items%'}, '1'),
	'the call waits on the standby for the lock the test holds');
$standby->restart;
my $got = Nl2sqlHeal::Node::finish_psql($call);
note("standby restart mid-call gave: $got");
like($got, qr/^failed\|(57P01|08006)\|t$/,
	'standby restart mid-call: a failed result (57P01 or 08006) with a receipt');
$hold_in .= "COMMIT;\n\\q\n";
$holder->finish;
is( pq(
		q{SELECT r->>'status', r->'rows'->0->>0
		  FROM nl2sql_heal.heal_execute('after restart', 'SELECT 1 AS one', target => 'standby') r}
	),
	'ok|1',
	'the next call reconnects to the restarted standby');
is(sq('SELECT pg_is_in_recovery()'), 't', 'the standby is still a standby');

done_testing();
