# heal_execute and ask gained a dialect argument in 0.2.0: the upgrade from
# 0.1.0 drops and re-creates them.  After ALTER EXTENSION ... UPDATE they
# must be exactly what a fresh install makes (arguments, comments,
# privileges), keep the privileges a DBA granted or revoked on the old ones,
# and every old call form must still work.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('upgrade_dialect', extension => 0);

# q_output(DB, SQL) — what psql prints for SQL, messages included.
sub q_output { return Nl2sqlHeal::Node::psql_output($node, @_); }

my $shape = q{
SELECT string_agg(p.oid::regprocedure || ' ' || pg_get_function_arguments(p.oid) || ' '
                  || coalesce(obj_description(p.oid, 'pg_proc'), '-') || ' ' || coalesce(p.proacl::text, '-'),
                  E'\n' ORDER BY p.oid::regprocedure::text)
  FROM pg_proc p
 WHERE p.pronamespace = 'nl2sql_heal'::regnamespace AND p.proname IN ('ask', 'heal_execute')};
foreach my $db (qw(regress_upg_plain regress_upg_granted regress_upg_fresh))
{
	$node->safe_psql('postgres', "CREATE DATABASE $db");
}
$node->safe_psql('postgres', 'CREATE ROLE regress_upg_analyst');

$node->safe_psql('regress_upg_fresh', 'CREATE EXTENSION nl2sql_heal');
$node->safe_psql('regress_upg_plain',
	"CREATE EXTENSION nl2sql_heal VERSION '0.1.0'");
is(q_output('regress_upg_plain', "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'"),
	'', '0.1.0 → 0.2.0 runs');
my $fresh_shape = q_output('regress_upg_fresh', $shape);
like($fresh_shape, qr/^nl2sql_heal\.ask\(.*\n.*nl2sql_heal\.heal_execute\(/s,
	'a fresh install has ask and heal_execute');
is(q_output('regress_upg_plain', $shape), $fresh_shape, 'upgraded = fresh');

$node->safe_psql(
	'regress_upg_granted', q{
CREATE EXTENSION nl2sql_heal VERSION '0.1.0';
GRANT EXECUTE ON FUNCTION nl2sql_heal.ask(text, text) TO regress_upg_analyst;
REVOKE EXECUTE ON FUNCTION nl2sql_heal.heal_execute(text, text, text, int, bigint) FROM PUBLIC;
ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0';
});
is( q_output(
		'regress_upg_granted',
		q{SELECT has_function_privilege('regress_upg_analyst', 'nl2sql_heal.ask(text, text, text)', 'EXECUTE')}
	),
	't',
	"a DBA's grant on ask is kept");
is( q_output(
		'regress_upg_granted',
		q{SELECT has_function_privilege('public', 'nl2sql_heal.heal_execute(text, text, text, int, bigint, text)', 'EXECUTE')}
	),
	'f',
	"a DBA's revoke on heal_execute is kept");

foreach my $form (
	q{'q', 'SELECT 1'},
	q{'q', 'SELECT 1', NULL},
	q{'q', 'SELECT 1', NULL, 1},
	q{'q', 'SELECT 1', NULL, 1, NULL},
	q{question => 'q', sql => 'SELECT 1', max_attempts => 0},
	q{'q', 'SELECT 1', dialect => 'sqlite'})
{
	is( q_output(
			'regress_upg_plain',
			"SELECT nl2sql_heal.heal_execute($form)->>'status'"),
		'ok',
		"heal_execute($form) after the upgrade");
}

foreach my $db (qw(regress_upg_plain regress_upg_granted regress_upg_fresh))
{
	$node->safe_psql('postgres', "DROP DATABASE $db");
}
$node->safe_psql('postgres', 'DROP ROLE regress_upg_analyst');

done_testing();
