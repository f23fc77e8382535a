# The schema-change journal and remembered repairs survive pg_dump /
# pg_restore (OIDs change: the journal is followed by name), entry ids
# continue after, the restore itself records nothing and warns of nothing,
# and many DDL statements in a row are each recorded once.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('journal', extension => 0);
my $src = 'heal_journal_src';
my $dst = 'heal_journal_dst';
$node->safe_psql('postgres', "CREATE DATABASE $src");
$node->safe_psql('postgres', "CREATE DATABASE $dst");

sub sql
{
	my ($db, $sql) = @_;
	return $node->safe_psql($db, "SET client_min_messages = warning;\n$sql");
}

sql($src, q{
CREATE EXTENSION nl2sql_heal;
CREATE TABLE accounts (account_no int, balance numeric);
INSERT INTO accounts VALUES (1, 100), (2, 250);
ALTER TABLE accounts RENAME TO holdings;
ALTER TABLE holdings RENAME COLUMN balance TO worth;
SET nl2sql_heal.remembered_touch_interval = 0;
SELECT nl2sql_heal.heal_execute('q', 'SELECT sum(balance) FROM accounts');
});

sub snapshot
{
	return sql($_[0], q{
SELECT (SELECT string_agg(format('%s|%s|%s|%s.%s.%s|%s.%s.%s', entry_id, change, object_kind,
                                 old_schema, old_relation, old_column, new_schema, new_relation, new_column),
                          ';' ORDER BY entry_id)
          FROM nl2sql_heal.schema_journal),
       (SELECT string_agg(format('%s|%s|%s|%s', memory_id, failing_sql, rewrite, source), ';' ORDER BY memory_id)
          FROM nl2sql_heal.remembered)});
}
my $before = snapshot($src);
like($before, qr/^1\|rename\|table\|.*;2\|rename\|column\|.*\|[^|]*\|SELECT sum\(balance\) FROM accounts\|SELECT sum\(worth\) FROM holdings\|rule:journal$/,
	'before the dump: two journal entries and a remembered repair');

my $dump = PostgreSQL::Test::Utils::tempdir() . '/journal.dump';
my @server = ('-h', $node->host, '-p', $node->port);
IPC::Run::run([ 'pg_dump', @server, '-Fc', '-f', $dump, $src ])
  or die "pg_dump failed";
my ($restore_out, $restore_err) = ('', '');
IPC::Run::run([ 'pg_restore', @server, '-d', $dst, $dump ],
	'>', \$restore_out, '2>', \$restore_err);
is($restore_out . $restore_err, '', 'pg_restore says nothing');
is(snapshot($dst), $before, 'journal and remembered repairs restored');
is( sql($dst, q{
SELECT r->>'sql' || ' ' || (r->'attempts'->1->>'repair')
  FROM nl2sql_heal.heal_execute('q', 'SELECT max(balance) FROM accounts') r}),
	'SELECT max(worth) FROM holdings rule:journal',
	'the journal is followed by name after restore (new OIDs)');
is( sql($dst, q{
SELECT r->'attempts'->1->>'repair'
  FROM nl2sql_heal.heal_execute('q', 'SELECT sum(balance) FROM accounts') r}),
	'memory:rule:journal',
	'a remembered repair is used after restore');
sql($dst, 'ALTER TABLE holdings RENAME TO positions');
is( sql($dst, q{
SELECT entry_id, new_relation FROM nl2sql_heal.schema_journal ORDER BY entry_id DESC LIMIT 1}),
	'3|positions',
	'the restored event triggers record, and entry ids continue');

# Many DDL statements in a row: each rename is one entry, and disabled
# triggers record nothing.  (What a DDL costs with the journal is measured by
# bench/journal.sh: a test must not depend on how fast the machine is.)
sub renames
{
	my $before = sql($src, 'SELECT coalesce(max(entry_id), 0) FROM nl2sql_heal.schema_journal');
	sql($src, 'CREATE TABLE bench_t (c0 int)');
	sql($src, q{
DO $$
BEGIN
    FOR i IN 1..300 LOOP
        EXECUTE format('ALTER TABLE bench_t RENAME COLUMN c%s TO c%s', i - 1, i);
    END LOOP;
END $$});
	my $n = sql($src, qq{
SELECT count(*) FROM nl2sql_heal.schema_journal
 WHERE entry_id > $before AND new_relation = 'bench_t' AND new_column IS NOT NULL});
	sql($src, 'DROP TABLE bench_t');
	return $n;
}
is(renames(), '300', '300 renames in a row: 300 journal entries');
sql($src, q{
ALTER EVENT TRIGGER nl2sql_heal_journal_start DISABLE;
ALTER EVENT TRIGGER nl2sql_heal_journal_end DISABLE;
ALTER EVENT TRIGGER nl2sql_heal_journal_drop DISABLE;
});
is(renames(), '0', 'with the triggers disabled, nothing is recorded');

done_testing();
