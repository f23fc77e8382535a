# Security on a server that preloads the extension (shared_preload_libraries,
# with the receipt writer): the statement timer works in every backend, a
# call on another role's receipt neither waits behind that role's lock nor
# tells it apart from a missing one, a cancel is answered promptly, results
# jsonb cannot hold never make a call raise (and receipts match), a hostile
# schema owner gets nothing, and the pg_regress security files pass here too.
use strict;
use warnings;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(time usleep);
use Nl2sqlHeal::Node;

# restart_after_crash as a server has it by default, so that a crash would
# show as a reset (the test library turns it off).
my $node = Nl2sqlHeal::Node->create(
	'security',
	preload   => 1,
	extension => 0,
	conf      => 'restart_after_crash = on');
$node->safe_psql('postgres', 'CREATE DATABASE sec');
$node->safe_psql('sec', <<'SQL');
CREATE EXTENSION nl2sql_heal;
CREATE ROLE sec_alice LOGIN;
CREATE ROLE sec_mallory LOGIN;
CREATE SCHEMA sec_mallory AUTHORIZATION sec_mallory;
SQL
my $started = $node->safe_psql('sec', 'SELECT pg_postmaster_start_time()');

# stdout, and stderr after it (2>&1), in database sec; as user => ROLE
sub output { return Nl2sqlHeal::Node::sql_output($node, 'sec', @_); }
sub stdout { return (Nl2sqlHeal::Node::sql($node, 'sec', @_))[0]; }
# the lines of TEXT joined by spaces (tr '\n' ' ')
sub one_line { return ($_[0] . "\n") =~ tr/\n/ /r; }
sub log_lines
{
	return Nl2sqlHeal::Node::count_lines(slurp_file($node->logfile), $_[0]);
}

# --- the extension's own timer, preloaded: it fires in the backend and cancels the query
is( one_line(output(<<'SQL')),
SET nl2sql_heal.statement_timeout = '300ms';
SELECT r->>'status', r->'error'->>'sqlstate' FROM nl2sql_heal.heal_execute(NULL, 'SELECT pg_sleep(3)') r;
SELECT 'usable';
SQL
	'failed|57014 usable ',
	'preloaded: the timer cancels the generated query');
is( output(<<'SQL', user => 'sec_alice'),
SET nl2sql_heal.statement_timeout = '200ms';
SELECT r->>'status', r->'error'->>'sqlstate' FROM nl2sql_heal.heal_execute(NULL, 'SELECT count(*) FROM generate_series(1, 100000000)') r;
SQL
	'failed|57014',
	'preloaded: the timer cancels a long scan too');
# a timer that fires just before another error leaves no cancel pending
is( one_line(output(<<'SQL')),
SET nl2sql_heal.statement_timeout = '10ms';
BEGIN;
SELECT r->'error'->>'sqlstate' FROM nl2sql_heal.heal_execute(NULL, 'SELECT 2::numeric ^ 1000000') r;
SELECT pg_sleep(0.05);
SELECT 'usable';
COMMIT;
SQL
	'22003  usable ',
	'preloaded: no cancel leaks out of a failed step');
is(log_lines(qr/terminated by signal/), 0, 'no backend crashed');
is($node->safe_psql('sec', 'SELECT pg_postmaster_start_time()'),
	$started, 'the server was not restarted');
is(log_lines(qr/all server processes terminated; reinitializing/),
	0, 'no session was reset');

# --- pg_cancel_backend on a long heal_execute: answered promptly
my $victim = Nl2sqlHeal::Node::start_sql(
	$node, 'sec', <<'SQL', user => 'sec_alice');
SET application_name = 'sec_victim';
SELECT nl2sql_heal.heal_execute('sleepy', 'SELECT pg_sleep(60)');
SQL
my $pid = '';
for (1 .. 300)
{
	$pid = $node->safe_psql('sec',
		"SELECT pid FROM pg_stat_activity WHERE application_name = 'sec_victim' "
		  . "AND state = 'active' AND query LIKE '%heal_execute%'");
	last if $pid ne '';
	usleep(100_000);
}
usleep(300_000);
my $t0 = time();
$node->safe_psql('sec', "SELECT pg_cancel_backend($pid)") if $pid ne '';
my ($victim_out, $victim_err) = Nl2sqlHeal::Node::finish_sql($victim);
my $latency = $victim->{ended} - $t0;
note(sprintf('cancel latency of a long heal_execute: %.3f s (timed by bench/stress.sh)', $latency));
ok($pid ne '', 'the long call was found running');
is( Nl2sqlHeal::Node::count_lines(
		"$victim_out\n$victim_err", qr/canceling statement due to user request/),
	1,
	"cancel answered with PostgreSQL's message");

# --- another role's receipt: no wait behind its lock, no difference from a missing one
my $alice_receipt = stdout(
	"SELECT nl2sql_heal.heal_execute('mine', 'SELECT 1')->>'receipt_id'",
	user => 'sec_alice');
stdout('SELECT nl2sql_heal.wait_for_receipts()', user => 'sec_alice');
my $holder = Nl2sqlHeal::Node::start_sql(
	$node, 'sec', <<"SQL", user => 'sec_alice');
BEGIN;
SELECT nl2sql_heal.heal_execute('mine too', 'SELECT 2', receipt_id => $alice_receipt) IS NOT NULL;
SELECT pg_sleep(600);
COMMIT;
SQL
ok( $node->poll_query_until(
		'sec',
		"SELECT count(*) > 0 FROM pg_locks l JOIN pg_stat_activity a USING (pid) "
		  . "WHERE a.usename = 'sec_alice' AND l.locktype = 'transactionid' "
		  . "AND a.query LIKE '%pg_sleep(600)%'"),
	"alice's transaction holds her receipt's lock");
# alice's transaction holds her receipt's lock until the test cancels it: a
# call that waited behind it would end with lock_timeout's 55P03
my (undef, $other) = Nl2sqlHeal::Node::sql($node, 'sec', <<"SQL", user => 'sec_mallory');
SET lock_timeout = '3s';
\\set VERBOSITY sqlstate
SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => $alice_receipt);
SQL
my $missing = output(<<'SQL', user => 'sec_mallory');
\set VERBOSITY sqlstate
SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => 987654321);
SQL
is($other, 'ERROR:  42704', "another role's receipt answers 42704");
is($missing, 'ERROR:  42704', 'like a receipt that does not exist');
is( $node->safe_psql('sec',
		"SELECT count(*) > 0 FROM pg_locks l JOIN pg_stat_activity a USING (pid) "
		  . "WHERE a.usename = 'sec_alice' AND l.locktype = 'transactionid'"),
	't',
	"without waiting behind its owner's lock (still held after the call)");
$other = output(
	"SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => $alice_receipt)",
	user => 'sec_mallory');
$missing = output(
	"SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => 987654321)",
	user => 'sec_mallory');
$other   =~ s/\Q$alice_receipt\E/N/g;
$missing =~ s/987654321/N/g;
is($other, $missing, 'with the same message');
$node->safe_psql('sec',
	"SELECT pg_cancel_backend(pid) FROM pg_stat_activity "
	  . "WHERE usename = 'sec_alice' AND query LIKE '%pg_sleep(600)%' AND pid <> pg_backend_pid()");
Nl2sqlHeal::Node::finish_sql($holder);

# --- rows jsonb cannot hold: no raise, and the writer's receipt matches the result
my $got = stdout(<<'SQL', user => 'sec_alice');
SELECT nl2sql_heal.heal_execute('nul', $$SELECT '"a\u0000b"'::json AS j, 1 AS n$$) AS r \gset
SELECT nl2sql_heal.wait_for_receipts();
SELECT (:'r'::jsonb)->>'status', s.status, s.rows::jsonb = (:'r'::jsonb)->'rows'
  FROM nl2sql_heal.steps s WHERE s.receipt_id = ((:'r'::jsonb)->>'receipt_id')::bigint;
SQL
is(join(' ', split ' ', $got),
	'ok|ok|t',
	"json with \\u0000: ok, and the writer's receipt holds the same rows");

# --- a hostile schema owner on a preloaded server: the writer's receipts and the checks
$got = output(<<'SQL', user => 'sec_mallory');
CREATE FUNCTION sec_mallory.hostile(what text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    RAISE NOTICE 'HOSTILE % ran as %', what, current_user;
    IF (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) current_user) THEN
        EXECUTE 'ALTER ROLE sec_mallory SUPERUSER';
    END IF;
    RETURN true;
END $$;
CREATE FUNCTION sec_mallory.eq(oid, regclass) RETURNS boolean LANGUAGE plpgsql AS $$BEGIN RETURN sec_mallory.hostile('oid = regclass'); END$$;
CREATE OPERATOR sec_mallory.= (LEFTARG = oid, RIGHTARG = regclass, FUNCTION = sec_mallory.eq);
CREATE DOMAIN sec_mallory.text AS pg_catalog.text CHECK (sec_mallory.hostile('domain text'));
SET search_path = sec_mallory, pg_catalog;
SELECT (nl2sql_heal.heal_execute('m', 'SELECT 1') OPERATOR(pg_catalog.->>) 'receipt_id') AS id \gset
SELECT nl2sql_heal.heal_execute('m2', 'SELECT 2', receipt_id => :id) OPERATOR(pg_catalog.->>) 'step';
SELECT nl2sql_heal.check_answer(:id, 'One and two.') OPERATOR(pg_catalog.->>) 'plausible';
SELECT pg_catalog.count(*) FROM nl2sql_heal.steps s WHERE s.role_name OPERATOR(pg_catalog.<>) current_user;
SQL
is(join(' ', split ' ', $got),
	'2 true 0', 'hostile objects: nothing of hers ran, nothing of others seen');
is($node->safe_psql('sec', "SELECT rolsuper FROM pg_roles WHERE rolname = 'sec_mallory'"),
	'f', 'and she is no superuser');

# --- the pg_regress security files, on this preloaded server
my $outdir = PostgreSQL::Test::Utils::tempdir('regress');
my ($regress_out, $regress_err) = ('', '');
my $regress_ok = IPC::Run::run(
	[
		$ENV{PG_REGRESS}, '--bindir=',
		'--inputdir=test', "--outputdir=$outdir",
		'--load-extension=nl2sql_heal', '--dbname=contrib_regression',
		'--host=' . $node->host, '--port=' . $node->port,
		'010_security_paths', '011_security_results'
	],
	'<', '/dev/null', '>', \$regress_out, '2>', \$regress_err);
note(join("\n", grep { /\.\.\.|tests passed|tests failed|^(not )?ok / } split /\n/, $regress_out));
ok($regress_ok, 'pg_regress security files pass preloaded')
  or diag(
	$regress_out . $regress_err
	  . (-f "$outdir/regression.diffs"
		? slurp_file("$outdir/regression.diffs")
		: ''));
is(log_lines(qr/terminated by signal/), 0, 'still no backend crashed');

$node->stop;
done_testing();
