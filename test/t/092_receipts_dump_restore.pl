# Everything the receipt tables keep survives pg_dump / pg_restore as it was
# kept: cut texts, bounded rows and their notes, a cut verdict, model calls,
# remembered repairs and journal entries, row for row (every table of the
# extension's schema compared whole).  After the restore, row-level security
# still shows a role only its own receipts, trace() reads the cut verdict,
# the sequences continue, prune_receipts() removes an old receipt whole and
# the monitoring views run.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

# the caps from the configuration file, as a DBA sets them (a role cannot)
my $node = Nl2sqlHeal::Node->create('receipts_dump', extension => 0,
	conf => "nl2sql_heal.receipt_text_max = '4kB'\nnl2sql_heal.receipt_rows_max = '1kB'");
my @conn = ('-h', $node->host, '-p', $node->port);

$node->safe_psql('postgres', <<'SQL');
CREATE DATABASE rdump_src;
CREATE DATABASE rdump_dst;
CREATE ROLE regress_rdump_a LOGIN;
CREATE ROLE regress_rdump_b LOGIN;
SQL
$node->safe_psql('rdump_src', <<'SQL');
SET client_min_messages = warning;
CREATE EXTENSION nl2sql_heal;
CREATE SCHEMA shop;
CREATE TABLE shop.items (id int, label text, price numeric);
INSERT INTO shop.items SELECT g, 'item ' || g, g * 1.25 FROM generate_series(1, 200) g;
GRANT USAGE ON SCHEMA shop TO PUBLIC;
GRANT SELECT ON shop.items TO PUBLIC;
ALTER TABLE shop.items RENAME COLUMN label TO name;   -- a journal entry
INSERT INTO nl2sql_heal.remembered (query_hash, role_name, search_path, failing_sql, rewrite, source, pinned)
VALUES (7, 'regress_rdump_a', 'public', 'SELECT labl FROM shop.items', 'SELECT name FROM shop.items', 'rule:test', true);
SQL
# As role a: cut question, bounded rows, a repaired call, a cut verdict; as b: one receipt.
$node->safe_psql('rdump_src', <<'SQL', extra_params => [ '-U', 'regress_rdump_a' ]);
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;
SELECT nl2sql_heal.heal_execute(repeat('a long question ', 5000), 'SELECT id, name, price FROM shop.items');
SELECT nl2sql_heal.heal_execute('repaired', 'SELECT id, nme FROM shop.items WHERE id = 3');
SELECT nl2sql_heal.heal_execute('failed', 'SELECT 1/0');
SELECT nl2sql_heal.check_answer(1, (SELECT string_agg(format('Item %s costs %s.', g, g * 1.5), ' ') FROM generate_series(1, 3000) g)) IS NOT NULL;
SQL
$node->safe_psql('rdump_src',
	"SET nl2sql_heal.receipt_writer = off; SELECT nl2sql_heal.heal_execute('b asks', 'SELECT 1')",
	extra_params => [ '-U', 'regress_rdump_b' ]);
$node->safe_psql('rdump_src', <<'SQL');
INSERT INTO nl2sql_heal.model_calls (role_name, receipt_id, purpose, tier, deployment, outcome, model_ms, tokens_in, tokens_out, tries)
VALUES ('regress_rdump_a', 2, 'query', 'standard', 'gpt-4o', 'ok', 812.5, 1200, 40, 1),
       ('regress_rdump_a', NULL, 'query', 'standard', 'gpt-4o', 'call_failed', 30000, NULL, NULL, 3);
-- receipt 3 ("failed") is 40 days old: the restored copy must still be prunable
UPDATE nl2sql_heal.receipts SET created_at = created_at - interval '40 days' WHERE receipt_id = 3;
UPDATE nl2sql_heal.steps SET created_at = created_at - interval '40 days' WHERE receipt_id = 3;
SQL

# What was kept, as stored: the bounds applied before the dump.
is( $node->safe_psql('rdump_src', <<'SQL'),
SELECT (SELECT (question LIKE '%[cut: 80000 bytes, sha256 %')::text FROM nl2sql_heal.receipts WHERE receipt_id = 1)
    || ',' || (SELECT (verdict ? 'cut')::text FROM nl2sql_heal.receipts WHERE receipt_id = 1)
    || ',' || (SELECT (status, json_array_length(rows) < 200, notes IS NOT NULL)::text FROM nl2sql_heal.steps WHERE receipt_id = 1)
    || ',' || (SELECT count(*) FROM nl2sql_heal.schema_journal)
SQL
	'true,true,(ok,t,t),1', 'kept before the dump: a cut question, bounded rows with a note, a cut verdict, the journal entry');

# every table of the extension's schema, whole: row count and a hash of its rows in order
sub snapshot
{
	my ($db) = @_;
	my @tables = split /\n/, $node->safe_psql($db,
		"SELECT relname FROM pg_class WHERE relnamespace = 'nl2sql_heal'::regnamespace AND relkind = 'r' ORDER BY 1");
	return join "\n", map {
		"$_: " . $node->safe_psql($db,
			"SELECT count(*) || ' ' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) FROM nl2sql_heal.$_ t")
	} @tables;
}

my $before = snapshot('rdump_src');
like($before, qr/^receipts: 4 /m, 'four receipts before the dump');
like($before, qr/^model_calls: 2 /m, 'two model calls before the dump');
like($before, qr/^remembered: 1 /m, 'one remembered repair before the dump');
my $tmp = PostgreSQL::Test::Utils::tempdir();
command_ok([ 'pg_dump', @conn, '-Fc', '-f', "$tmp/src.dump", 'rdump_src' ], 'pg_dump -Fc');
command_ok([ 'pg_restore', @conn, '-d', 'rdump_dst', "$tmp/src.dump" ], 'pg_restore');
is(snapshot('rdump_dst'), $before, 'every extension table restored row for row');

# row-level security: each role still sees only its own receipts and steps
is($node->safe_psql('rdump_dst',
	"SELECT count(*) || '/' || (SELECT count(*) FROM nl2sql_heal.steps) FROM nl2sql_heal.receipts",
	extra_params => [ '-U', 'regress_rdump_b' ]), '1/1', 'role b sees its one receipt after restore');
is($node->safe_psql('rdump_dst',
	"SELECT string_agg(receipt_id::text, ',' ORDER BY receipt_id) FROM nl2sql_heal.receipts",
	extra_params => [ '-U', 'regress_rdump_a' ]), '1,2,3', 'role a sees its three receipts after restore');
like($node->safe_psql('rdump_dst',
	"SELECT string_agg(line, E'\\n') FROM nl2sql_heal.trace(1)", extra_params => [ '-U', 'regress_rdump_a' ]),
	qr/ungrounded figures: .*\(the first \d+ of \d+; the verdict was stored cut\)/,
	'trace() reads the restored cut verdict');

# sequences continue
is($node->safe_psql('rdump_dst',
	"SET nl2sql_heal.receipt_writer = off; SELECT nl2sql_heal.heal_execute('after', 'SELECT 1')->>'receipt_id'"),
	'5', 'receipt ids continue after restore');

# retention on the restored tables: the old receipt goes whole, nothing else
like($node->safe_psql('rdump_dst', "LOAD 'nl2sql_heal'; SET nl2sql_heal.receipt_retention = '30d'; SELECT nl2sql_heal.prune_receipts()"),
	qr/"receipts": 1,/, 'prune_receipts() on the restored tables deletes the old receipt');
is($node->safe_psql('rdump_dst', <<'SQL'),
SELECT string_agg(receipt_id::text, ',' ORDER BY receipt_id) FROM nl2sql_heal.receipts;
SELECT count(*) FROM nl2sql_heal.steps WHERE receipt_id = 3;
SELECT count(*) FROM nl2sql_heal.attempts WHERE receipt_id = 3;
SQL
	"1,2,4,5\n0\n0", 'whole: its steps and attempts went with it');

# the monitoring views and the writer's status run on the restored database
is($node->safe_psql('rdump_dst', "SELECT count(*) FROM nl2sql_heal.storage WHERE table_name IN ('receipts', 'steps', 'attempts')"),
	'3', 'nl2sql_heal.storage runs after restore');
is($node->safe_psql('rdump_dst', "SELECT sum(calls) >= 1 FROM nl2sql_heal.activity_per_minute"),
	't', 'nl2sql_heal.activity_per_minute runs after restore');

$node->stop;
done_testing();
