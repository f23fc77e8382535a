# The rule tier's reads of the live schema are kept per backend
# (catalog_cache.c).  A column renamed by another session, committed while
# this session's transaction is open, is seen by this session's next call:
# before, the misspelt column has no match (the kept answer has only zzz);
# after, it is repaired to the new name.  In READ COMMITTED and in
# REPEATABLE READ (whose snapshot is older than the rename: the live schema
# is read with a fresh one, as parse analysis reads the catalog).  The two
# sessions take turns on an advisory lock the test controls; nothing waits
# on time.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('catalog_cache', preload => 1);
$node->safe_psql('postgres', <<'SQL');
CREATE TABLE sales (region text, zzz numeric);
INSERT INTO sales VALUES ('EU', 10);
SQL

# poll_for(SQL) — until SQL returns t (at most the default timeout)
sub poll_for
{
	my ($sql) = @_;
	for (1 .. 10 * $PostgreSQL::Test::Utils::timeout_default)
	{
		return 1 if $node->safe_psql('postgres', $sql) eq 't';
		usleep(100_000);
	}
	return 0;
}

for my $level ('read committed', 'repeatable read')
{
	(my $app = "catcache $level") =~ s/ /_/g;
	$node->safe_psql('postgres', 'ALTER TABLE sales RENAME COLUMN order_total TO zzz')
	  if $level ne 'read committed';

	# the renaming session holds the gate until the other has made its first call
	my $renamer = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<"SQL");
SET application_name = '${app}_renamer';
SELECT pg_advisory_lock(4242);
DO \$\$ BEGIN
    WHILE NOT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND NOT granted) LOOP
        PERFORM pg_sleep(0.05);
    END LOOP;
END \$\$;
SET lock_timeout = '60s';
ALTER TABLE sales RENAME COLUMN zzz TO order_total;
SELECT pg_advisory_unlock(4242);
SQL
	ok( poll_for(
			"SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND granted)"),
		"$level: the renaming session holds the gate");

	my $session = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<"SQL");
SET application_name = '$app';
SET client_min_messages = warning;
BEGIN ISOLATION LEVEL $level;
SELECT 'first:' || (nl2sql_heal.heal_execute('q', 'SELECT ordertotal FROM sales', max_attempts => 1)->>'status');
SELECT pg_advisory_xact_lock(4242);
SELECT 'second:' || (nl2sql_heal.heal_execute('q', 'SELECT ordertotal FROM sales', max_attempts => 1)->>'sql');
COMMIT;
SQL
	my ($rout, $rerr) = Nl2sqlHeal::Node::finish_sql($renamer);
	is($rerr, '', "$level: the rename was made while the other transaction was open");
	my ($out, $err) = Nl2sqlHeal::Node::finish_sql($session);
	my %got = map { /^(\w+):(.*)$/ ? ($1 => $2) : () } split /\n/, $out;
	is($got{first}, 'failed', "$level: before the rename, no column matches");
	is($got{second}, 'SELECT order_total FROM sales',
		"$level: after another session's rename, in the same transaction, the new name is used");
}

# A privilege through a role, granted by another session while this one holds
# its lock on the table: no lock this session takes then makes PostgreSQL
# take the change in, so the cache does before its lookup.
$node->safe_psql('postgres', <<'SQL');
ALTER TABLE sales RENAME COLUMN order_total TO amount_total;
CREATE ROLE catcache_alice;
CREATE ROLE catcache_readers;
GRANT USAGE ON SCHEMA nl2sql_heal TO catcache_alice;
GRANT SELECT (region) ON sales TO catcache_alice;
GRANT SELECT (amount_total) ON sales TO catcache_readers;
SQL
my $granter = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<'SQL');
SELECT pg_advisory_lock(4243);
DO $$ BEGIN
    WHILE NOT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4243 AND NOT granted) LOOP
        PERFORM pg_sleep(0.05);
    END LOOP;
END $$;
GRANT catcache_readers TO catcache_alice;
SELECT pg_advisory_unlock(4243);
SQL
ok( poll_for(
		"SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4243 AND granted)"),
	'membership: the granting session holds the gate');
my $alice = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<'SQL');
SET client_min_messages = warning;
SET ROLE catcache_alice;
BEGIN;
SELECT 'locked:' || count(region) FROM sales;
SELECT 'first:' || (nl2sql_heal.heal_execute('q', 'SELECT amounttotal FROM sales', max_attempts => 1)->>'status');
SELECT pg_advisory_xact_lock(4243);
SELECT 'second:' || (nl2sql_heal.heal_execute('q', 'SELECT amounttotal FROM sales', max_attempts => 1)->>'sql');
COMMIT;
SQL
my ($gout, $gerr) = Nl2sqlHeal::Node::finish_sql($granter);
is($gerr, '', 'membership: granted while the other transaction was open');
my ($aout, $aerr) = Nl2sqlHeal::Node::finish_sql($alice);
my %alice = map { /^(\w+):(.*)$/ ? ($1 => $2) : () } split /\n/, $aout;
is($alice{locked}, '1', 'membership: the session holds its lock on the table');
is($alice{first}, 'failed', 'membership: before the grant, the match is not readable');
is($alice{second}, 'SELECT amount_total FROM sales',
	"membership: after another session's grant, in the same transaction, the column is used");

$node->stop;
done_testing();
