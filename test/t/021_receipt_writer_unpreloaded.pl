# The receipt writer without shared_preload_libraries.  On PostgreSQL 17
# and later its queues live in a named dynamic shared memory segment and
# its workers start on demand, so the whole receipt writer suite
# (Nl2sqlHeal::ReceiptWriterSuite) runs unchanged without preloading.
# Before 17 there is no writer without preloading: each receipt is written
# in the caller's transaction, which this checks.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;
use Nl2sqlHeal::ReceiptWriterSuite;

my $node = Nl2sqlHeal::Node->create('unpreloaded', extension => 0);

if ($node->pg_version >= 17)
{
	Nl2sqlHeal::ReceiptWriterSuite::run($node);
}
else
{
	my $major = $node->pg_version->major;
	$node->safe_psql('postgres', 'CREATE EXTENSION nl2sql_heal');
	my ($xids) = Nl2sqlHeal::Node::sql(
		$node, 'postgres',
		join '',
		map {
			"BEGIN; SELECT nl2sql_heal.heal_execute('inline', 'SELECT $_') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NOT NULL; COMMIT;\n"
		} 1 .. 5);
	is(Nl2sqlHeal::Node::count_lines($xids, qr/^t$/),
		5,
		"PostgreSQL $major unpreloaded: receipts are written in the caller's transaction"
	);
	usleep(500_000);
	is( $node->safe_psql(
			'postgres',
			"SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'"
		),
		'0',
		'no receipt writer is started');
	is( $node->safe_psql(
			'postgres',
			"SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'inline'"),
		'5',
		'every call has its receipt');
}

$node->stop;
done_testing();
