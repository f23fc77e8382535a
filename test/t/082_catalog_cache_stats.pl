# The rule tier's kept catalog answers (catalog_cache.c) outlive an
# invalidation that changed nothing they read: VACUUM and ANALYZE rewrite a
# relation's statistics in place.  They do not outlive one that changed
# what they read: a column renamed after the VACUUM (by this session, then
# by another while this one's transaction is open), a relation created, and
# a column privilege granted are each seen by the next call.  The server
# log (DEBUG1, this session only) says which way each lookup went.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('catalog_cache_stats', preload => 1);
$node->safe_psql('postgres', <<'SQL');
CREATE TABLE sales (region text, zzz numeric, unit_price numeric);
INSERT INTO sales VALUES ('EU', 10, 2);
CREATE ROLE catcache_bob;
GRANT USAGE ON SCHEMA nl2sql_heal TO catcache_bob;
GRANT SELECT (region, zzz) ON sales TO catcache_bob;
SQL

my $kept = qr/nl2sql_heal catalog cache: \d+ kept answers outlive the invalidation of \d+ relations/;
my $dropped = qr/nl2sql_heal catalog cache: relation \d+ changed, \d+ kept answers dropped/;
my $try = "nl2sql_heal.heal_execute('q', 'SELECT ordertotal FROM sales', max_attempts => 1)";

# one session (no remembered repairs: each call repairs anew, reading the
# catalog): each call prints its result, the log how its lookups went
my $log_offset = -s $node->logfile;
my ($out, $err) = Nl2sqlHeal::Node::sql($node, 'postgres', <<"SQL");
SET client_min_messages = warning;
SET log_min_messages = debug1;
SET nl2sql_heal.remembered_max = 0;
SELECT 'first:' || ($try->>'status');
DO \$\$ BEGIN RAISE LOG 'catcache %', 'mark-1'; END \$\$;
VACUUM ANALYZE sales;
SELECT 'second:' || ($try->>'status');
DO \$\$ BEGIN RAISE LOG 'catcache %', 'mark-2'; END \$\$;
ALTER TABLE sales RENAME COLUMN zzz TO order_total;
SELECT 'third:' || ($try->>'sql');
DO \$\$ BEGIN RAISE LOG 'catcache %', 'mark-3'; END \$\$;
VACUUM sales;
SELECT 'fourth:' || ($try->>'sql');
DO \$\$ BEGIN RAISE LOG 'catcache %', 'mark-4'; END \$\$;
SELECT 'fifth:' || (nl2sql_heal.heal_execute('q', 'SELECT region FROM regional_target', max_attempts => 1)->>'status');
CREATE TABLE regional_targets (region text);
SELECT 'sixth:' || (nl2sql_heal.heal_execute('q', 'SELECT region FROM regional_target', max_attempts => 1)->>'sql');
SET ROLE catcache_bob;
SELECT 'seventh:' || (nl2sql_heal.heal_execute('q', 'SELECT unitprice FROM sales', max_attempts => 1)->>'status');
RESET ROLE;
VACUUM sales;
GRANT SELECT (unit_price) ON sales TO catcache_bob;
SET ROLE catcache_bob;
SELECT 'eighth:' || (nl2sql_heal.heal_execute('q', 'SELECT unitprice FROM sales', max_attempts => 1)->>'sql');
RESET ROLE;
SQL
my %got = map { /^(\w+):(.*)$/ ? ($1 => $2) : () } split /\n/, $out;
my $log = substr(slurp_file($node->logfile), $log_offset);
my @parts = split /catcache mark-\d/, $log;
is($got{first}, 'failed', 'before the rename, no column matches');
is($got{second}, 'failed', 'after VACUUM ANALYZE: the same answer');
like($parts[1] // '', $kept, '... read from the kept answers, which outlived the statistics written in place');
unlike($parts[1] // '', $dropped, '... none dropped');
is($got{third}, 'SELECT order_total FROM sales', 'a column renamed after the VACUUM: the new name is used');
like($parts[2] // '', $dropped, '... the kept answers were dropped');
is($got{fourth}, 'SELECT order_total FROM sales', 'another VACUUM: still the new name');
like($parts[3] // '', $kept, '... from kept answers again');
is($got{fifth}, 'failed', 'no relation of a near name yet');
is($got{sixth}, 'SELECT region FROM regional_targets AS regional_target', '... once created, it is found');
is($got{seventh}, 'failed', 'a column not granted: no repair to it');
is($got{eighth}, 'SELECT unit_price FROM sales', '... once granted (after a VACUUM), the repair uses it');

$node->stop;
done_testing();
