# pg_cancel_backend during a generated query cancels the whole call
# promptly, with PostgreSQL's own message, and leaves the session's role,
# settings and transaction state as they were; the session stays usable.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(time usleep);
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('cancel');
my $superuser = $node->safe_psql('postgres', 'SELECT current_user');

my $victim = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<'SQL');
SET application_name = 'heal_cancel_victim';
SET work_mem = '4321kB';
SET search_path = public, pg_catalog;
SELECT nl2sql_heal.heal_execute('sleepy', 'SELECT pg_sleep(30)');
SELECT 'after:' || concat_ws('|', current_user, current_setting('work_mem'), current_setting('search_path'),
                             current_setting('transaction_read_only'), current_setting('statement_timeout'));
SELECT 'usable:' || (nl2sql_heal.heal_execute('again', 'SELECT 1')->>'status');
-- whatever the calls queued is committed before the receipts are counted
SELECT nl2sql_heal.wait_for_receipts();
SQL

# Wait until the generated query is running, then cancel it.
my $pid = '';
for (1 .. 300)
{
	$pid = $node->safe_psql('postgres',
		"SELECT pid FROM pg_stat_activity WHERE application_name = 'heal_cancel_victim' "
		  . "AND state = 'active' AND query LIKE '%heal_execute%'");
	last if $pid ne '';
	usleep(100_000);
}
my $running = time();
usleep(300_000);
$node->safe_psql('postgres', "SELECT pg_cancel_backend($pid)") if $pid ne '';
my ($out, $err) = Nl2sqlHeal::Node::finish_sql($victim);
my $elapsed = $victim->{ended} - $running;
my $all = "$out\n$err";

is(Nl2sqlHeal::Node::count_lines($all, qr/canceling statement due to user request/),
	1, "cancel message is PostgreSQL's own");
is(join('', grep { /^after:/ } split /\n/, $out),
	"after:$superuser|4321kB|public, pg_catalog|off|0",
	'settings and role unchanged');
is(join('', grep { /^usable:/ } split /\n/, $out),
	'usable:ok', 'session still usable');
ok($pid ne '' && $elapsed < 5,
	sprintf('cancelled within 5 s of the call running (%.2f s)', $elapsed));
is( $node->safe_psql(
		'postgres',
		"SELECT count(*) FILTER (WHERE question = 'sleepy') || '/' || count(*) FILTER (WHERE question = 'again') FROM nl2sql_heal.receipts"),
	'0/1',
	'no receipt for the cancelled call (and one for the call after it)');

$node->stop;
done_testing();
