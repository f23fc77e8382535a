# Remembered repairs are bounded per role: one role's repairs cannot evict,
# count against or time another role's, and no call waits on another role's
# open transaction.  Mallory makes repairs in a transaction she keeps open
# (held on an advisory lock the test controls); meanwhile Alice's remembered
# repair is used, touched and joined by another, with lock_timeout set so
# that any wait would fail the call instead of hanging it.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create(
	'memory_per_role',
	conf => "nl2sql_heal.remembered_max = 2\nnl2sql_heal.remembered_touch_interval = 0\n");
my $db = 'postgres';

$node->safe_psql($db, q{
CREATE TABLE public.gate (open boolean);
INSERT INTO public.gate VALUES (false);
GRANT SELECT ON public.gate TO PUBLIC;
CREATE ROLE alice LOGIN;
CREATE ROLE mallory LOGIN;
CREATE TABLE invoices (invoice_no int, amount numeric);
INSERT INTO invoices VALUES (1, 10), (2, 20);
ALTER TABLE invoices RENAME COLUMN amount TO gross_value;
GRANT SELECT ON invoices TO PUBLIC;
});

sub heal_as
{
	my ($role, $query) = @_;
	my ($out, $err) = Nl2sqlHeal::Node::sql($node, $db, qq{
SET client_min_messages = warning;
SET lock_timeout = '10s';
SELECT r->>'status', r->'attempts'->-1->>'repair'
  FROM nl2sql_heal.heal_execute('q', '$query') r;
}, user => $role);
	return $err eq '' ? $out : "ERROR: $err";
}

is(heal_as('alice', 'SELECT sum(amount) AS a1 FROM invoices'), 'repaired|rule:journal',
	'alice: repaired and remembered');

is(heal_as('alice', 'SELECT sum(amount) AS a1 FROM invoices'), 'repaired|memory:rule:journal',
	'alice: the remembered repair is used');

# mallory: three repairs in one transaction, kept open until the test opens the gate
my $mallory = Nl2sqlHeal::Node::start_sql($node, $db, q{
SET client_min_messages = warning;
BEGIN;
SELECT r->>'status' FROM nl2sql_heal.heal_execute('q', 'SELECT sum(amount) AS m1 FROM invoices') r;
SELECT r->>'status' FROM nl2sql_heal.heal_execute('q', 'SELECT sum(amount) AS m2 FROM invoices') r;
SELECT r->>'status' FROM nl2sql_heal.heal_execute('q', 'SELECT sum(amount) AS m3 FROM invoices') r;
SELECT count(*) FROM nl2sql_heal.remembered;
DO $$ BEGIN
    WHILE NOT (SELECT open FROM public.gate) LOOP PERFORM pg_sleep(0.05); END LOOP;
END $$;
COMMIT;
}, user => 'mallory');
$node->poll_query_until($db, q{
SELECT count(*) = 1 FROM pg_stat_activity
 WHERE usename = 'mallory' AND wait_event = 'PgSleep' AND state = 'active'})
  or die 'mallory did not reach the gate';

# while her transaction is open: alice uses, touches and adds repairs
is(heal_as('alice', 'SELECT sum(amount) AS a1 FROM invoices'), 'repaired|memory:rule:journal',
	'alice: her remembered repair is still used while mallory has evicted in an open transaction');
is(heal_as('alice', 'SELECT sum(amount) AS a2 FROM invoices'), 'repaired|rule:journal',
	'alice: another repair remembered (her own eviction) without waiting');
is(heal_as('alice', 'SELECT sum(amount) AS a2 FROM invoices'), 'repaired|memory:rule:journal',
	'alice: and used');
is( $node->safe_psql($db, q{
SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a USING (pid)
 WHERE NOT l.granted AND a.usename <> 'mallory'}),
	'0', 'no session but mallory waits on a lock');

$node->safe_psql($db, 'UPDATE public.gate SET open = true');
my ($out, $err) = Nl2sqlHeal::Node::finish_sql($mallory);
is($out, "repaired\nrepaired\nrepaired\n2", 'mallory: three repairs, two kept (her own budget)');
is($err, '', 'mallory: no error');

is( $node->safe_psql($db, q{
SELECT string_agg(role_name || ':' || failing_sql, ', ' ORDER BY role_name, failing_sql)
  FROM nl2sql_heal.remembered}),
	'alice:SELECT sum(amount) AS a1 FROM invoices, alice:SELECT sum(amount) AS a2 FROM invoices, '
	  . 'mallory:SELECT sum(amount) AS m2 FROM invoices, mallory:SELECT sum(amount) AS m3 FROM invoices',
	"each role keeps its own two: neither evicted nor counted the other's");

# alice's third evicts alice's least recently used, never mallory's
is(heal_as('alice', 'SELECT sum(amount) AS a3 FROM invoices'), 'repaired|rule:journal',
	'alice: a third repair');
is( $node->safe_psql($db, q{
SELECT string_agg(role_name || ':' || failing_sql, ', ' ORDER BY role_name, failing_sql)
  FROM nl2sql_heal.remembered}),
	'alice:SELECT sum(amount) AS a2 FROM invoices, alice:SELECT sum(amount) AS a3 FROM invoices, '
	  . 'mallory:SELECT sum(amount) AS m2 FROM invoices, mallory:SELECT sum(amount) AS m3 FROM invoices',
	"alice's least recently used went; mallory's stayed");

$node->stop;
done_testing();
