# Nl2sqlHeal::ReceiptWriterSuite — the receipt writer's checks, shared by
# test/t/020_receipt_writer.pl (the library preloaded) and
# test/t/021_receipt_writer_unpreloaded.pl (PostgreSQL 17 and later, where
# the writer needs no preloading).
#
# New receipts are committed out of the caller's transaction, every receipt
# arrives with the same content as when written inline, the session reads
# its own receipts at once, and fallbacks (REPEATABLE READ, a full queue, a
# bad row, a terminated writer, shutdown) lose nothing they should keep.
package Nl2sqlHeal::ReceiptWriterSuite;

use strict;
use warnings;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;

# How long to wait for another session's view to change before a check
# gives up (the writer works every receipt_writer_delay; headroom for a
# loaded machine).
my $settle_seconds = 30;

# run(NODE) — NODE started, without the extension; runs every check.
sub run
{
	my ($node) = @_;

	my $q = sub {
		my ($sql, %opts) = @_;
		my $db = delete $opts{db} // 'writer';
		my ($out) = Nl2sqlHeal::Node::sql($node, $db, $sql, %opts);
		return $out;
	};
	# Poll SQL until it answers WANT; returns the last answer.
	my $settle = sub {
		my ($sql, $want, $db) = @_;
		my $got;
		for (1 .. $settle_seconds * 10)
		{
			$got = $q->($sql, db => $db // 'writer');
			last if $got eq $want;
			usleep(100_000);
		}
		return $got;
	};
	my $writers_sql =
	  "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'";
	my $writers = sub { return $q->($writers_sql, db => 'postgres'); };
	my $wait_writers = sub { return $settle->($writers_sql, $_[0], 'postgres'); };
	my $reload = sub {
		$q->("ALTER SYSTEM $_[0];\nSELECT pg_reload_conf();");
	};

	$node->safe_psql('postgres', 'CREATE DATABASE writer');
	$node->safe_psql('writer', <<'SQL');
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2));
INSERT INTO items SELECT g, 'item ' || g, g / 4.0 FROM generate_series(1, 200) g;
CREATE SCHEMA archive;
CREATE TABLE archive.orders (id int, item_id int, qty int);
INSERT INTO archive.orders VALUES (1, 7, 3), (2, 8, 1);
CREATE ROLE alice LOGIN;
GRANT SELECT ON items TO alice;
SQL

	# --- the writer starts on demand and takes the receipts out of the caller's transaction
	$q->("SELECT nl2sql_heal.heal_execute('warm up', 'SELECT 1')");
	is($wait_writers->('1'), '1',
		'a writer runs for the database after the first call');
	# connected: it takes receipts from now on (polled, not slept: a loaded
	# machine may take longer to connect it)
	$settle->(
		"SELECT nl2sql_heal.heal_execute('warm up', 'SELECT 1') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL",
		't');
	my $no_xid = Nl2sqlHeal::Node::count_lines(
		$q->(
			join '',
			map {
				"BEGIN; SELECT nl2sql_heal.heal_execute('no xid', 'SELECT name FROM items WHERE id = $_') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL; COMMIT;\n"
			} 1 .. 40),
		qr/^t$/);
	# nextval logs the sequence every 32 values, which takes an XID then
	ok($no_xid >= 36,
		"calls leave the caller's transaction read-only (>= 36 of 40: $no_xid)");
	my $inline_xid = Nl2sqlHeal::Node::count_lines(
		$q->(
			join '',
			map {
				"BEGIN; SET LOCAL nl2sql_heal.receipt_writer = off; SELECT nl2sql_heal.heal_execute('inline', 'SELECT 1') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NOT NULL; COMMIT;\n"
			} 1 .. 10),
		qr/^t$/);
	is($inline_xid, 10,
		"receipt_writer = off writes in the caller's transaction");
	is( $settle->(
			"SELECT count(*) FROM nl2sql_heal.steps WHERE question IN ('no xid', 'inline')",
			'50'),
		'50',
		'every call has its receipt');

	# --- the session reads its own receipts at once, even with a long writer delay
	$reload->("SET nl2sql_heal.receipt_writer_delay = '5s'");
	usleep(500_000);
	my @traced = split /\n/, $q->(<<'SQL');
SELECT clock_timestamp() AS t0 \gset
SELECT (nl2sql_heal.heal_execute('traced', 'SELECT name FROM items WHERE id = 3')->>'receipt_id') AS id \gset
SELECT line FROM nl2sql_heal.trace(:id) WHERE line LIKE '%attempt 0%';
SELECT 'elapsed:' || extract(epoch FROM clock_timestamp() - :'t0'::timestamptz);
SQL
	my ($elapsed) = map { /^elapsed:(.*)/ ? $1 : () } @traced;
	is(join("\n", grep { !/^elapsed:/ } @traced),
		'  attempt 0 (original): SELECT name FROM items WHERE id = 3',
		'trace right after the call shows it');
	# (the writer's delay is 5 s: well under it, the call did not wait for it)
	ok(defined $elapsed && $elapsed < 4,
		"without waiting for the writer's delay (< 4 s: "
		  . ($elapsed // 'none') . ')');
	is( $q->(
			"SELECT nl2sql_heal.check_answer((nl2sql_heal.heal_execute('price', 'SELECT price FROM items WHERE id = 10')->>'receipt_id')::bigint, 'It costs 2.50.')->>'plausible'"
		),
		'true',
		'check_answer in the same statement');
	is($q->(<<'SQL'), '2', 'a second step on a queued receipt');
SELECT (nl2sql_heal.heal_execute('two steps', 'SELECT 1')->>'receipt_id') AS id \gset
SELECT nl2sql_heal.heal_execute('two steps', 'SELECT 2', receipt_id => :id)->>'step';
SQL
	is($q->(<<'SQL'), "t\n\n1", 'a rolled-back caller keeps its receipt');
BEGIN;
SELECT nl2sql_heal.heal_execute('rolled back', 'SELECT 1') IS NOT NULL;
ROLLBACK;
SELECT nl2sql_heal.wait_for_receipts();
SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'rolled back';
SQL
	is($q->(<<'SQL'), '1', 'REPEATABLE READ writes in the transaction and sees it');
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT (nl2sql_heal.heal_execute('rr', 'SELECT 1')->>'receipt_id') AS id \gset
SELECT count(*) FROM nl2sql_heal.steps WHERE receipt_id = :id;
COMMIT;
SQL
	$reload->('RESET nl2sql_heal.receipt_writer_delay');

	# --- the same content as an inline write, for every outcome
	my $calls = <<'SQL';
('ok', 'SELECT id, name FROM items WHERE id = 5'),
('repaired', 'SELECT id, nme FROM items WHERE id = 5'),
('moved', 'SELECT qty FROM orders WHERE id = 1'),
('empty', 'SELECT id FROM items WHERE id = -1'),
('failed', 'SELECT 1/0'),
('rejected', 'DELETE FROM items'),
('nulls', 'SELECT NULL::int AS n, ''a"b'' AS t')
SQL
	foreach my $mode ('on', 'off')
	{
		# remembered repairs off: the second round would otherwise reuse the first round's
		$q->(<<"SQL");
SET nl2sql_heal.receipt_writer = $mode;
SET nl2sql_heal.remembered_max = 0;
SELECT count(nl2sql_heal.heal_execute('$mode:' || c.q, c.s)) FROM (VALUES $calls) c(q, s);
SELECT nl2sql_heal.wait_for_receipts();
SQL
	}
	my $content = sub {
		return $q->(<<"SQL");
SELECT s.step, s.target, s.original_sql, s.final_sql, s.status, s.row_count, s.columns, s.rows::text, s.notes,
       array_agg(row(a.attempt, a.sql, a.outcome, a.sqlstate, a.message, a.detail, a.hint, a.class, a.repair,
                     a.deployment, a.model_ms, a.tokens_in, a.tokens_out, a.row_count, a.ms IS NOT NULL, a.role_name)::text
                 ORDER BY a.attempt)
  FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
 WHERE s.question LIKE '$_[0]:%' GROUP BY s.receipt_id, s.step, s.question ORDER BY substr(s.question, 4)
SQL
	};
	my $queued = $content->('on');
	is($queued, $content->('off'), 'queued receipts hold what inline ones hold');
	my @outcomes = split /\n/, $queued;
	is(scalar @outcomes, 7, '... for all seven outcomes');

	# --- many concurrent callers: not one receipt lost
	my $tmp = PostgreSQL::Test::Utils::tempdir();
	PostgreSQL::Test::Utils::append_to_file("$tmp/bench.sql", <<'EOF');
\set id random(1, 200)
SELECT nl2sql_heal.heal_execute('bench', 'SELECT name FROM items WHERE id = ' || :id);
EOF
	my ($bench_out, $bench_err) = ('', '');
	IPC::Run::run(
		[
			'pgbench', '-h', $node->host, '-p', $node->port, '-n', '-c', '4',
			'-j', '2', '-T', '3', '-f', "$tmp/bench.sql", 'writer'
		],
		'<', '/dev/null', '>', \$bench_out, '2>', \$bench_err);
	my ($n) = $bench_out =~ /number of transactions actually processed: (\d+)/;
	$n //= 'none';
	is( $settle->(
			"SELECT (SELECT count(*) FROM nl2sql_heal.receipts WHERE question = 'bench') || '/' ||
			        (SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'bench') || '/' ||
			        (SELECT count(*) FROM nl2sql_heal.attempts a JOIN nl2sql_heal.steps s USING (receipt_id, step) WHERE s.question = 'bench')",
			"$n/$n/$n"),
		"$n/$n/$n",
		"4 clients for 3 s: every receipt, step and attempt written ($n calls)"
	) or diag($bench_err);

	# --- row-level security: the writer records the caller's role
	is($q->(<<'SQL', user => 'alice'), 'alice:1', "a role's receipts are its own");
SELECT (nl2sql_heal.heal_execute('alice asks', 'SELECT name FROM items WHERE id = 1')->>'receipt_id') AS id \gset
SELECT nl2sql_heal.wait_for_receipts() \gset
SELECT role_name || ':' || count(*) FROM nl2sql_heal.receipts GROUP BY role_name;
SQL

	# --- a row the tables refuse loses only itself
	$q->(<<'SQL');
ALTER SYSTEM SET nl2sql_heal.receipt_writer_delay = '500ms';
SELECT pg_reload_conf();
CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.question = 'poison' THEN RAISE EXCEPTION 'no poison here'; END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER refuse_poison BEFORE INSERT ON nl2sql_heal.steps FOR EACH ROW EXECUTE FUNCTION refuse_poison();
SQL
	usleep(500_000);
	# a writer that is running takes the calls below (one that exited after a
	# second without work is restarted by the next call, which a loaded machine
	# may leave to the caller's transaction): polled, not slept
	$settle->(
		"SELECT nl2sql_heal.heal_execute('wake the writer', 'SELECT 1') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL",
		't');
	$q->(<<'SQL');
SELECT nl2sql_heal.heal_execute('before poison', 'SELECT 1');
SELECT nl2sql_heal.heal_execute('poison', 'SELECT 1');
SELECT nl2sql_heal.heal_execute('after poison', 'SELECT 1');
SELECT nl2sql_heal.wait_for_receipts();
SQL
	is( $q->(
			"SELECT string_agg(question, ',' ORDER BY receipt_id) FROM nl2sql_heal.steps WHERE question LIKE '%poison'"
		),
		'before poison,after poison',
		'the batch around a refused row is written');
	is( Nl2sqlHeal::Node::count_lines(
			slurp_file($node->logfile),
			qr/could not write a receipt: no poison here/),
		1,
		'the refused row is reported in the log');

	# --- how a batch goes in: a page at a time (one Heap2 MULTI_INSERT WAL
	# record per page) when no row trigger could see the order of its rows;
	# row by row (an INSERT record each) while one is there
	# (the writer waits 10 s between batches: each group of calls below is
	# one batch, drained when wait_for_receipts wakes it; a running writer
	# first, as above)
	my $wake = sub {
		$settle->(
			"SELECT nl2sql_heal.heal_execute('wake the writer', 'SELECT 1') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL",
			't');
	};
	$reload->("SET nl2sql_heal.receipt_writer_delay = '10s'");
	usleep(500_000);
	my $batch_records = sub {
		my ($label) = @_;
		$wake->();
		return $q->(<<"SQL");
SELECT pg_current_wal_insert_lsn() AS start \\gset
SELECT count(nl2sql_heal.heal_execute('$label ' || g, 'SELECT ' || g)) FROM generate_series(1, 5) g \\gset
SELECT nl2sql_heal.wait_for_receipts() \\gset
-- (a transaction that writes WAL and commits synchronously: all of it is flushed)
SET synchronous_commit = on;
CREATE TABLE flush_wal ();
DROP TABLE flush_wal;
SELECT coalesce(string_agg(DISTINCT regexp_replace(record_type, '\\+INIT\$', ''), ',' ORDER BY regexp_replace(record_type, '\\+INIT\$', '')), 'none')
  FROM pg_get_wal_records_info(:'start', pg_current_wal_flush_lsn())
 WHERE resource_manager IN ('Heap', 'Heap2') AND record_type ~ '^(INSERT|MULTI_INSERT)'
   AND block_ref LIKE '%/' || pg_relation_filenode('nl2sql_heal.steps') || ' %';
SQL
	};
	$q->('CREATE EXTENSION pg_walinspect');
	is($batch_records->('row trigger'), 'INSERT',
		'a table with a row trigger: the batch goes in row by row');
	$q->('DROP TRIGGER refuse_poison ON nl2sql_heal.steps');
	is($batch_records->('no trigger'), 'MULTI_INSERT',
		'without one: the batch goes in a page at a time');
	is( $q->(
			"SELECT count(*) FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
			   JOIN nl2sql_heal.receipts r USING (receipt_id)
			  WHERE s.question ~ '^(row trigger|no trigger) [1-5]\$' AND r.question = s.question AND s.final_sql = 'SELECT ' || substr(s.question, length(s.question))"
		),
		'10',
		'... each receipt, step and attempt of both batches written');

	# --- a refused row in a batch going in a page at a time (a constraint,
	# checked as each row is built): only itself is lost
	$wake->();
	$q->(<<'SQL');
ALTER TABLE nl2sql_heal.steps ADD CONSTRAINT no_poison CHECK (question IS DISTINCT FROM 'poison 2');
SELECT nl2sql_heal.heal_execute('before poison 2', 'SELECT 1');
SELECT nl2sql_heal.heal_execute('poison 2', 'SELECT 1');
SELECT nl2sql_heal.heal_execute('after poison 2', 'SELECT 1');
SELECT nl2sql_heal.wait_for_receipts();
SQL
	is( $q->(
			"SELECT string_agg(question, ',' ORDER BY receipt_id) FROM nl2sql_heal.receipts WHERE question LIKE '%poison 2'"
		),
		'before poison 2,after poison 2',
		'a batch around a row a constraint refuses is written');
	is( Nl2sqlHeal::Node::count_lines(
			slurp_file($node->logfile),
			qr/could not write a receipt: new row for relation "steps" violates check constraint "no_poison"/),
		1,
		'the refused row is reported in the log');
	$q->('ALTER TABLE nl2sql_heal.steps DROP CONSTRAINT no_poison; DROP EXTENSION pg_walinspect');

	# --- a terminated writer writes what it holds first; the next call starts another
	$reload->("SET nl2sql_heal.receipt_writer_delay = '10s'");
	usleep(500_000);
	$q->(
		"SELECT count(nl2sql_heal.heal_execute('terminated', 'SELECT ' || g)) FROM generate_series(1, 20) g"
	);
	$q->(
		"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'",
		db => 'postgres');
	$wait_writers->('0');
	is( $q->(
			"SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'terminated'"),
		'20',
		'terminated writer wrote its queue');
	$q->("SELECT nl2sql_heal.heal_execute('restarted', 'SELECT 1')");
	is($wait_writers->('1'), '1', 'a new writer after the next call');

	# --- a fast shutdown writes the queue before the server stops
	$q->(
		"SELECT count(nl2sql_heal.heal_execute('shutdown', 'SELECT ' || g)) FROM generate_series(1, 30) g"
	);
	$node->stop('fast');
	$node->start;
	is( $q->(
			"SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'shutdown'"),
		'30',
		'receipts queued at shutdown are in the tables');
	$reload->('RESET nl2sql_heal.receipt_writer_delay');

	# --- an idle writer leaves, so DROP DATABASE is not held up
	$q->("SELECT nl2sql_heal.heal_execute('last', 'SELECT 1')");
	is($wait_writers->('0'), '0',
		'the writer exits after a second without work');
	$node->safe_psql('postgres', 'CREATE DATABASE dropme');
	$node->safe_psql('dropme',
		"CREATE EXTENSION nl2sql_heal;\nSELECT nl2sql_heal.heal_execute('x', 'SELECT 1');"
	);
	my ($rc, $drop_out, $drop_err) =
	  $node->psql('postgres', 'DROP DATABASE dropme');
	is($drop_out . $drop_err . ($rc == 0 ? 'dropped' : ''),
		'dropped', 'DROP DATABASE right after a call');

	# --- a small queue: what does not fit is written in the caller's transaction
	$node->stop;
	$node->append_conf('postgresql.conf',
		"nl2sql_heal.receipt_queue_size = '64kB'\nnl2sql_heal.receipt_writer_delay = '2s'"
	);
	$node->start;
	$q->("SELECT nl2sql_heal.heal_execute('warm up', 'SELECT 1')");
	usleep(500_000);
	is($q->(<<'SQL'), 't', 'a receipt larger than half the queue is written inline');
BEGIN;
SELECT nl2sql_heal.heal_execute('big', 'SELECT repeat(''x'', 40000)') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NOT NULL;
COMMIT;
SQL
	is($q->(<<'SQL'), "200\n\n200", 'an overflowing queue loses nothing');
SELECT count(nl2sql_heal.heal_execute('overflow', 'SELECT repeat(''y'', 2000) || ' || g)) FROM generate_series(1, 200) g;
SELECT nl2sql_heal.wait_for_receipts();
SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'overflow';
SQL
	return;
}

1;
