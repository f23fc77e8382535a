# Receipts, metrics, model prices and sensitive-column labels survive
# pg_dump / pg_restore (custom format, and a plain dump restored with
# psql), row-level security is kept, and receipt ids continue after.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('dump', extension => 0);
my @conn = ('-h', $node->host, '-p', $node->port);

$node->safe_psql('postgres', 'CREATE DATABASE heal_dump_src');
$node->safe_psql('postgres', 'CREATE DATABASE heal_dump_dst');
$node->safe_psql('heal_dump_src', <<'SQL');
SET client_min_messages = warning;
CREATE EXTENSION nl2sql_heal;
CREATE SCHEMA shop;
CREATE TABLE shop.orders (id int, amount numeric);
INSERT INTO shop.orders VALUES (1, 10), (2, 20);
INSERT INTO nl2sql_heal.metrics VALUES ('revenue', 'sum(amount)', 'Money in', '{turnover}');
INSERT INTO nl2sql_heal.model_prices VALUES ('gpt-4o', 0.0025, 0.01);
CREATE TABLE shop.customers (id int, name text, email text, ssn text);
SELECT nl2sql_heal.mark_sensitive('shop.customers', 'email');
SECURITY LABEL FOR nl2sql_heal ON COLUMN shop.customers.ssn IS 'sensitive';
SELECT nl2sql_heal.heal_execute('revenue?', 'SELECT sum(amount) FROM orders');
SELECT nl2sql_heal.heal_execute('nothing', 'SELECT 1 WHERE false');
SELECT nl2sql_heal.heal_execute('bad', 'SELECT 1/0');
-- a question past the text cap: kept cut, with its length and hash
LOAD 'nl2sql_heal';
SET nl2sql_heal.receipt_text_max = '1kB';
SELECT nl2sql_heal.heal_execute(repeat('a long question ', 200), 'SELECT 1');
-- committed before the snapshot and the dump read them (the receipt writer)
SELECT nl2sql_heal.wait_for_receipts();
SQL

sub snapshot
{
	my ($db) = @_;
	return $node->safe_psql($db, <<'SQL');
SELECT (SELECT string_agg(format('%s|%s|%s', receipt_id, role_name, question), ';' ORDER BY receipt_id) FROM nl2sql_heal.receipts),
       (SELECT string_agg(format('%s|%s|%s|%s', receipt_id, step, status, final_sql), ';' ORDER BY receipt_id, step) FROM nl2sql_heal.steps),
       (SELECT string_agg(format('%s|%s|%s|%s', receipt_id, attempt, outcome, repair), ';' ORDER BY receipt_id, attempt) FROM nl2sql_heal.attempts),
       (SELECT string_agg(format('%s|%s|%s', name, expression, synonyms), ';') FROM nl2sql_heal.metrics)
SQL
}

sub labels
{
	my ($db) = @_;
	return $node->safe_psql($db,
		"SELECT string_agg(format('%s.%s.%s', schema_name, table_name, column_name), ',' ORDER BY column_name) "
		  . 'FROM nl2sql_heal.sensitive_columns');
}

my $before = snapshot('heal_dump_src');
my $tmp = PostgreSQL::Test::Utils::tempdir();
command_ok([ 'pg_dump', @conn, '-Fc', '-f', "$tmp/src.dump", 'heal_dump_src' ],
	'pg_dump -Fc');
command_ok([ 'pg_restore', @conn, '-d', 'heal_dump_dst', "$tmp/src.dump" ],
	'pg_restore');
is(snapshot('heal_dump_dst'), $before,
	'receipts, steps, attempts and metrics restored');
is($node->safe_psql('heal_dump_dst', 'SELECT count(*) FROM nl2sql_heal.receipts'),
	'4', 'four receipts restored');
like($node->safe_psql('heal_dump_dst', 'SELECT question FROM nl2sql_heal.receipts WHERE receipt_id = 4'),
	qr/^a long question .* \[cut: 3200 bytes, sha256 [0-9a-f]{64}\]$/, 'a cut question is restored as it was kept');
is($node->safe_psql('heal_dump_dst',
	"SELECT count(*) FROM pg_indexes WHERE schemaname = 'nl2sql_heal' AND indexname LIKE '%created_at'"),
	'3', 'the indexes pruning and monitoring use are there after restore');
is( $node->safe_psql(
		'heal_dump_dst',
		"SELECT (nl2sql_heal.heal_execute('again', 'SELECT 1')->>'receipt_id')::int"),
	'5',
	'new receipt ids continue after restore');
is(labels('heal_dump_dst'), 'shop.customers.email,shop.customers.ssn',
	'sensitive column labels restored');
is( $node->safe_psql(
		'heal_dump_dst',
		"SELECT format('%s|%s|%s', deployment, per_1k_in, per_1k_out) FROM nl2sql_heal.model_prices"
	),
	'gpt-4o|0.0025|0.01',
	'model prices restored');

# A plain-text dump restored with psql: the labels come back too.
command_ok([ 'pg_dump', @conn, '-f', "$tmp/src.sql", 'heal_dump_src' ],
	'pg_dump plain');
$node->safe_psql('postgres', 'CREATE DATABASE heal_dump_plain');
my ($out, $err) = Nl2sqlHeal::Node::sql($node, 'heal_dump_plain',
	slurp_file("$tmp/src.sql"));
is(Nl2sqlHeal::Node::count_lines($err, qr/ERROR/), 0,
	'plain dump restores without errors')
  or diag($err);
is(labels('heal_dump_plain'), 'shop.customers.email,shop.customers.ssn',
	'sensitive column labels restored from a plain dump');
is( $node->safe_psql(
		'heal_dump_dst',
		"SELECT relforcerowsecurity FROM pg_class WHERE oid = 'nl2sql_heal.receipts'::regclass"
	),
	't',
	'row-level security kept');

$node->stop;
done_testing();
