# Upgrades give what a fresh install gives: for every older version with an
# install script (sql/nl2sql_heal--A.sql), CREATE EXTENSION ... VERSION 'A'
# then ALTER EXTENSION ... UPDATE must leave the same SQL objects as CREATE
# EXTENSION of the default version, compared property by property on the
# catalog (test/upgrade/catalog.sql).  The comparison itself is checked: each
# kind of difference an upgrade script could leave (a function's volatility,
# cost or SET clause, a column default, a new column, a constraint, an
# index, a policy expression, a grant, a view option, a trigger, a comment,
# a table dropped from the extension and its pg_extension_config_dump
# entry, an object left outside the extension) is made on a fresh install
# and must be reported.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('upgrade', extension => 0);
my $work = PostgreSQL::Test::Utils::tempdir();
my $catalog_sql = PostgreSQL::Test::Utils::slurp_file('test/upgrade/catalog.sql');
my ($default) =
  PostgreSQL::Test::Utils::slurp_file('nl2sql_heal.control') =~
  /^default_version\s*=\s*'([^']*)'/m;
die "no default_version in nl2sql_heal.control" unless defined $default;

# sql_run(DB, SQL) — (success, stdout, stderr) of SQL run by psql, stopping at
# the first error, with notices below warnings silenced.
sub sql_run
{
	my ($db, $sql) = @_;
	my ($stdout, $stderr) = ('', '');
	my $rc = $node->psql($db, "SET client_min_messages = warning;\n$sql",
		stdout => \$stdout, stderr => \$stderr);
	return ($rc == 0, $stdout, $stderr);
}

sub head
{
	my ($text, $n) = @_;
	my @lines = split /\n/, $text;
	return join("\n", @lines[ 0 .. ($#lines < $n - 1 ? $#lines : $n - 1) ]);
}

my $fresh = 'heal_upgrade_fresh';
$node->safe_psql('postgres', "CREATE DATABASE $fresh");
$node->safe_psql($fresh, 'CREATE EXTENSION nl2sql_heal');
my ($ok, $fresh_catalog, $err) = sql_run($fresh, $catalog_sql);
die "catalog of a fresh install: $err" unless $ok;
my $lines = () = $fresh_catalog =~ /^/mg;
cmp_ok($lines, '>', 100, "fresh install $default described in $lines lines");

# Every older version that has an install script.
my @versions =
  grep { $_ ne $default }
  map { m{^sql/nl2sql_heal--(.+)\.sql$} ? ($1) : () }
  grep { !m{^sql/nl2sql_heal--.*--} } glob('sql/nl2sql_heal--*.sql');
ok(scalar(@versions) > 0,
	'there is an older version to upgrade from: ' . join(', ', @versions));
foreach my $v (@versions)
{
	(my $db = "heal_upgrade_updated_$v") =~ s/\W/_/g;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	my ($updated_ok, undef, $update_err) = sql_run($db,
		"CREATE EXTENSION nl2sql_heal VERSION '$v';\nALTER EXTENSION nl2sql_heal UPDATE;"
	);
	if (!$updated_ok)
	{
		fail("$v: ALTER EXTENSION UPDATE from $v: " . head($update_err, 3));
		next;
	}
	my (undef, $updated) = sql_run($db, $catalog_sql);
	PostgreSQL::Test::Utils::append_to_file("$work/fresh.txt", "$fresh_catalog\n")
	  unless -e "$work/fresh.txt";
	PostgreSQL::Test::Utils::append_to_file("$work/updated-$v.txt", "$updated\n");
	my $diff = '';
	IPC::Run::run(
		[
			'diff', '-u',
			'--label', "CREATE EXTENSION (version $default)",
			'--label', "CREATE EXTENSION VERSION '$v'; ALTER EXTENSION UPDATE",
			"$work/fresh.txt", "$work/updated-$v.txt"
		],
		'>', \$diff);
	ok($updated eq $fresh_catalog,
		"$v -> $default: the same objects as a fresh install")
	  or diag("the objects differ from a fresh install (- fresh, + updated):\n"
		  . head($diff, 80));
}

# Receipts kept from 0.1.0 lose their borrowed SQLSTATEs: a rewrite refused
# as a repeat (42710) or off a governed metric (42P17) gets its reason; a
# server error with one of those codes keeps it.
if (grep { $_ eq '0.1.0' } @versions)
{
	my $db = 'heal_upgrade_reasons';
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, q{CREATE EXTENSION nl2sql_heal VERSION '0.1.0';
INSERT INTO nl2sql_heal.attempts (receipt_id, step, attempt, sql, outcome, sqlstate, ms) VALUES
    (1, 1, 0, 'SELECT x', 'error', '42710', 1),
    (1, 1, 1, 'SELECT y', 'rejected', '42710', 0),
    (1, 1, 2, 'SELECT z', 'rejected', '42P17', 0),
    (1, 1, 3, 'SELECT w', 'rejected', '42501', 0);
ALTER EXTENSION nl2sql_heal UPDATE;});
	is( $node->safe_psql($db,
			q{SELECT string_agg(attempt || ':' || coalesce(sqlstate, '-') || ':' || coalesce(reason, '-'), ' ' ORDER BY attempt)
			    FROM nl2sql_heal.attempts}),
		'0:42710:- 1:-:repeats_attempt 2:-:off_metric 3:42501:-',
		'0.1.0 -> 0.2.0: rejected rewrites get a reason in place of 42710 and 42P17');
}

# Every install script pins search_path on its SQL and PL/pgSQL functions, so
# that no version, fresh or upgraded from, resolves through a caller's path
# (the journal's event trigger functions look up the DDL's own names, and pin
# their queries in C).
my $unpinned_sql = q{
SELECT pg_catalog.count(*) || ':' || COALESCE(pg_catalog.string_agg(p.oid::pg_catalog.regprocedure::pg_catalog.text, ', ' ORDER BY 1), '')
  FROM pg_catalog.pg_proc p
  JOIN pg_catalog.pg_depend d ON d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.objid = p.oid AND d.deptype = 'e'
  JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid AND e.extname = 'nl2sql_heal'
  JOIN pg_catalog.pg_language l ON l.oid = p.prolang
 WHERE l.lanname IN ('sql', 'plpgsql')
   AND p.prorettype <> 'pg_catalog.event_trigger'::pg_catalog.regtype
   AND NOT EXISTS (SELECT FROM pg_catalog.unnest(p.proconfig) c WHERE c LIKE 'search\_path=%')};
my $pinned_sql = q{
SELECT pg_catalog.count(*)
  FROM pg_catalog.pg_proc p
  JOIN pg_catalog.pg_depend d ON d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.objid = p.oid AND d.deptype = 'e'
  JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid AND e.extname = 'nl2sql_heal'
 WHERE EXISTS (SELECT FROM pg_catalog.unnest(p.proconfig) c WHERE c LIKE 'search\_path=%')};
foreach my $v (@versions, $default)
{
	(my $db = "heal_install_$v") =~ s/\W/_/g;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	my ($installed, undef, $install_err) =
	  sql_run($db, "CREATE EXTENSION nl2sql_heal VERSION '$v';");
	if (!$installed)
	{
		fail("CREATE EXTENSION VERSION '$v': " . head($install_err, 3));
		next;
	}
	my $unpinned = $node->safe_psql($db, $unpinned_sql);
	is($unpinned, '0:', "$v: every SQL and PL/pgSQL function pins search_path");
	my $pinned = $node->safe_psql($db, $pinned_sql);
	cmp_ok($pinned, '>=', 3, "$v: $pinned functions pin search_path (the check reads proconfig)");
}

# The comparison sees each kind of difference.
sub mutation
{
	my ($what, $sql) = @_;
	my ($made, $mutated, $mutation_err) =
	  sql_run($fresh, "BEGIN;\n$sql;\n$catalog_sql\nROLLBACK;");
	if (!$made)
	{
		fail("mutation '$what' could not be made: " . head($mutation_err, 2));
	}
	else
	{
		isnt($mutated, $fresh_catalog, "the comparison sees $what");
	}
}
mutation("a function's volatility",
	'ALTER FUNCTION nl2sql_heal.sees_all_receipts() VOLATILE');
mutation("a function's cost",
	'ALTER FUNCTION nl2sql_heal.sees_all_receipts() COST 1234');
mutation("a function's SET clause",
	q{ALTER FUNCTION nl2sql_heal.trace(bigint) SET work_mem = '1MB'});
mutation("a function's security",
	'ALTER FUNCTION nl2sql_heal.trace(bigint) SECURITY DEFINER');
mutation("a function's body",
	q{CREATE OR REPLACE FUNCTION nl2sql_heal.sees_all_receipts() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS 'SELECT true'}
);
mutation("a function's grants",
	'REVOKE EXECUTE ON FUNCTION nl2sql_heal.trace(bigint) FROM PUBLIC');
mutation('a column default',
	q{ALTER TABLE nl2sql_heal.receipts ALTER COLUMN created_at SET DEFAULT '2000-01-01'}
);
mutation('a NOT NULL',
	'ALTER TABLE nl2sql_heal.receipts ALTER COLUMN question SET NOT NULL');
mutation('a new column',
	'ALTER TABLE nl2sql_heal.receipts ADD COLUMN regress_extra int');
mutation("a column's options",
	'ALTER TABLE nl2sql_heal.receipts ALTER COLUMN question SET (n_distinct = 5)'
);
mutation('a column type',
	'ALTER TABLE nl2sql_heal.receipts ALTER COLUMN question TYPE varchar');
mutation('a constraint',
	q{ALTER TABLE nl2sql_heal.metrics ADD CONSTRAINT regress_named CHECK (name <> '')}
);
mutation('an index',
	'CREATE INDEX regress_idx ON nl2sql_heal.receipts (created_at)');
mutation('a policy expression',
	'ALTER POLICY receipts_read ON nl2sql_heal.receipts USING (false)');
mutation("a table's grants", 'GRANT INSERT ON nl2sql_heal.metrics TO PUBLIC');
mutation("a view's options",
	'ALTER VIEW nl2sql_heal.stats SET (security_invoker = false)');
mutation("a view's definition",
	'ALTER TABLE nl2sql_heal.attempts RENAME COLUMN ms TO regress_ms');
mutation('a trigger',
	'CREATE TRIGGER regress_trg BEFORE UPDATE ON nl2sql_heal.metrics FOR EACH ROW EXECUTE FUNCTION suppress_redundant_updates_trigger()'
);
mutation('row security',
	'ALTER TABLE nl2sql_heal.steps NO FORCE ROW LEVEL SECURITY');
mutation('a comment', q{COMMENT ON TABLE nl2sql_heal.metrics IS 'changed'});
mutation('a table dropped from the extension (and its config dump entry)',
	'ALTER EXTENSION nl2sql_heal DROP TABLE nl2sql_heal.metrics');
mutation('an object outside the extension',
	q{CREATE FUNCTION nl2sql_heal.regress_stray() RETURNS int LANGUAGE sql AS 'SELECT 1'}
);

done_testing();
