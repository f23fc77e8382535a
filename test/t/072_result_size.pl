# A result larger than a jsonb value can hold (a 90 MB query appears as
# sql, original_sql and in its attempt: over 256 MB) is reported in the
# result, with an error object (54000) and a note, instead of raising out
# of heal_execute.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('result_size');
my $r = $node->safe_psql('postgres', q{
SELECT concat_ws('|', r->>'status', r->'error'->>'sqlstate', r->'rows', r->>'sql' IS NULL,
                 (SELECT count(*) FROM jsonb_array_elements_text(r->'notes') n
                   WHERE n LIKE 'The query texts (% bytes in all) were left out of this result%'))
  FROM (SELECT nl2sql_heal.heal_execute('q', 'SELECT 1 AS one /*' || repeat('x', 90000000) || '*/') r) s});
is($r, 'ok|54000|[[1]]|t|1', 'the oversized result is reported: status, error object, rows, a note');
is( $node->safe_psql('postgres', q{
SELECT nl2sql_heal.wait_for_receipts();
SELECT original_sql LIKE 'SELECT 1 AS one /*xxx%'
       AND original_sql ~ ' \[cut: 90000020 bytes, sha256 [0-9a-f]{64}\]$'
  FROM nl2sql_heal.steps}),
	"\nt", 'the receipt keeps the query text, cut at nl2sql_heal.receipt_text_max');
$node->stop;
done_testing();
