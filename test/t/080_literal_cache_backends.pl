# The answer "no domain has a refused CHECK constraint", which lets a
# query's string literals skip the analysis that types them, is kept per
# backend.  A CHECK added by another session, committed while this session's
# transaction is open, is seen by this session's next call: the literal is
# refused and the CHECK never runs (it calls setseed, whose effect a
# rollback does not undo: the next random() shows whether it ran).
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('literal_cache', preload => 1);
$node->safe_psql('postgres', <<'SQL');
CREATE TABLE flag (go boolean);
CREATE DOMAIN d_late AS integer CHECK (VALUE > 0);
CREATE TYPE c_late AS (a d_late);
CREATE FUNCTION f_late(c_late) RETURNS int LANGUAGE sql AS 'SELECT 1';
SQL
my $seeded = $node->safe_psql('postgres', 'SELECT setseed(0.5); SELECT random()');
$seeded = (split /\n/, $seeded)[-1];

my $session = Nl2sqlHeal::Node::start_sql($node, 'postgres', <<'SQL');
SET application_name = 'literal_cache_session';
BEGIN;
SELECT 'first:' || (nl2sql_heal.heal_execute('q', $q$SELECT f_late('(5)')$q$, max_attempts => 0)->>'status');
DO $$ BEGIN WHILE NOT EXISTS (SELECT 1 FROM flag) LOOP PERFORM pg_sleep(0.05); END LOOP; END $$;
SELECT setseed(0.25);
SELECT 'second:' || (nl2sql_heal.heal_execute('q', $q$SELECT f_late('(5)')$q$, max_attempts => 0)->'attempts'->0->>'sqlstate');
SELECT 'random:' || random();
COMMIT;
SQL

# Once the session waits in its loop (its first call made), change the domain.
my $waiting = '';
for (1 .. 600)
{
	$waiting = $node->safe_psql('postgres',
		"SELECT pid FROM pg_stat_activity WHERE application_name = 'literal_cache_session' "
		  . "AND query LIKE 'DO %'");
	last if $waiting ne '';
	usleep(100_000);
}
ok($waiting ne '', 'the session made its first call and waits');
$node->safe_psql('postgres', <<'SQL');
ALTER DOMAIN d_late ADD CONSTRAINT seeds CHECK (setseed(0.5) IS NOT NULL);
INSERT INTO flag VALUES (true);
SQL
my ($out, $err) = Nl2sqlHeal::Node::finish_sql($session);
my %got = map { /^(\w+):(.*)$/ ? ($1 => $2) : () } split /\n/, $out;

is($got{first}, 'ok', 'allowed while every domain CHECK is harmless');
is($got{second}, '42501', "refused after another session's CHECK, in the same transaction");
isnt($got{random}, $seeded, 'the CHECK never ran');

$node->stop;
done_testing();
