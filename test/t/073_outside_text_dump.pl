# Text from outside never breaks a dump: receipts written after model replies
# holding invalid UTF-8 (byte 0xFF, a truncated sequence, a lone surrogate
# escape, a NUL escape) are dumped with pg_dump and restored into a new
# database without error, plain and custom format, and the restored
# receipts equal the originals.  Raw invalid bytes make the attempt fail;
# JSON escapes decode to valid text (U+FFFD, a space), which may run.
# (A PostgreSQL target cannot hand invalid bytes over: a SQL_ASCII server
# checks what it sends a UTF8 client, 22021, so no remote case here.)
use strict;
use warnings;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;

my $tmp = PostgreSQL::Test::Utils::tempdir('mock');
my $mock = IPC::Run::start(
	[
		'python3', 'test/mock_llm/server.py', '--port', '0', '--port-file',
		"$tmp/mock.port", '--max-seconds', '600'
	],
	'<', '/dev/null', '>', "$tmp/mock.log", '2>&1');
END { $mock->kill_kill if defined $mock; }
for (1 .. 300)
{
	last if -s "$tmp/mock.port";
	usleep(100_000);
}
-s "$tmp/mock.port"
  or BAIL_OUT('the mock model server did not start: ' . slurp_file("$tmp/mock.log"));
my $mock_url = 'http://127.0.0.1:' . slurp_file("$tmp/mock.port");
$mock_url =~ s/\s+$//;

# ctl(ARGS) — test/model/ctl.py against the mock; its output
sub ctl
{
	local $ENV{MOCK_URL} = $mock_url;
	my ($out, $err) = ('', '');
	IPC::Run::run([ 'python3', 'test/model/ctl.py', @_ ],
		'<', '/dev/null', '>', \$out, '2>', \$err)
	  or diag("ctl.py @_: $err");
	chomp $out;
	return $out;
}

my $node = Nl2sqlHeal::Node->create('outside', extension => 0);
my @conn = ('-h', $node->host, '-p', $node->port);
my $settings = <<"SQL";
LOAD 'nl2sql_heal';
SET client_min_messages = warning;
SET nl2sql_heal.model_provider = openai;
SET nl2sql_heal.model_endpoint = '$mock_url';
SET nl2sql_heal.model_deployment = 'gpt-4o';
SET nl2sql_heal.model_api_key = 'sk-test-dump-1f2e3d';
SET nl2sql_heal.model_max_retries = 0;
SET nl2sql_heal.receipt_writer = off;
SET nl2sql_heal.remembered_max = 0;
SQL

$node->safe_psql('postgres', 'CREATE DATABASE heal_src');
$node->safe_psql('heal_src', <<"SQL");
SET client_min_messages = warning;
CREATE EXTENSION nl2sql_heal;
CREATE SCHEMA enc;
CREATE TABLE enc.staff (id int, full_name text);
INSERT INTO enc.staff VALUES (1, 'Ada'), (2, 'Bob');
SQL

# One model call per reply; each reply's SQL would run if its bytes were taken.
my @replies = (
	[ '0xFF in a literal', 'failed',
	  '{"content_hex": "53454c4543542066756c6c5f6e616d65207c7c2027ff27204153206e2046524f4d20656e632e7374616666"}' ],
	[ 'a truncated sequence in a name', 'failed',
	  '{"content_hex": "53454c4543542066756c6c5f6e616d6520415320226ec3222046524f4d20656e632e7374616666"}' ],
	[ '0xFF in a quoted name, with valid text after it', 'failed',
	  '{"content_hex": "53454c4543542066756c6c5f6e616d6520415320227aff7a222046524f4d20656e632e7374616666202d2d20c3a9"}' ],
	[ 'a lone surrogate escape', 'repaired',
	  '{"content": "SELECT full_name || \'\\udcff\' AS n FROM enc.staff"}' ],
	[ 'a NUL escape', 'repaired',
	  '{"content": "SELECT full_name || \'\\u0000\' AS n FROM enc.staff"}' ],
);
foreach my $r (@replies)
{
	my ($what, $status, $item) = @$r;
	ctl('reset');
	ctl('script', "[$item]");
	my ($out, $err) = Nl2sqlHeal::Node::sql($node, 'heal_src',
		$settings . "SELECT nl2sql_heal.heal_execute('names?', 'SELECT nme FROM enc.staff')->>'status';");
	is($err, '', "$what: heal_execute raises nothing");
	is(ctl('count'), '1', "$what: the model was asked");
	is($out, $status, "$what: $status");
}
# Everything stored, byte for byte (hex), as one text per table.
sub snapshot
{
	my ($db) = @_;
	return $node->safe_psql($db, <<'SQL');
SELECT (SELECT string_agg(format('%s|%s|%s', receipt_id, role_name, encode(convert_to(question, 'UTF8'), 'hex')), ';' ORDER BY receipt_id)
          FROM nl2sql_heal.receipts),
       (SELECT string_agg(format('%s|%s|%s|%s', receipt_id, step, status,
                                 encode(convert_to(concat(final_sql, rows::text, notes::text), 'UTF8'), 'hex')), ';' ORDER BY receipt_id, step)
          FROM nl2sql_heal.steps),
       (SELECT string_agg(format('%s|%s|%s|%s', receipt_id, attempt, outcome,
                                 encode(convert_to(a::text, 'UTF8'), 'hex')), ';' ORDER BY receipt_id, step, attempt)
          FROM nl2sql_heal.attempts a)
SQL
}
my $before = snapshot('heal_src');
like($before, qr/^(?:[^|]*\|){2}/, 'receipts were written');
is( $node->safe_psql('heal_src', 'SELECT count(*) FROM nl2sql_heal.receipts'),
	scalar(@replies), 'one receipt per call');

foreach my $format ('custom', 'plain')
{
	my $db = "heal_dst_$format";
	my $file = "$tmp/src.$format";
	command_ok(
		[ 'pg_dump', @conn, $format eq 'custom' ? '-Fc' : '-Fp', '-f', $file, 'heal_src' ],
		"pg_dump, $format");
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	my ($rout, $rerr);
	if ($format eq 'custom')
	{
		IPC::Run::run([ 'pg_restore', @conn, '-d', $db, $file ],
			'<', '/dev/null', '>', \$rout, '2>', \$rerr);
	}
	else
	{
		($rout, $rerr) = Nl2sqlHeal::Node::sql($node, $db, slurp_file($file));
	}
	is(Nl2sqlHeal::Node::count_lines($rerr // '', qr/ERROR|invalid byte sequence/), 0,
		"$format dump restores without errors")
	  or diag($rerr);
	is(snapshot($db), $before, "$format: the restored receipts equal the originals");
}

$node->stop;
done_testing();
