# The key in nl2sql_heal.model_api_key_file is kept by each backend between
# calls (every result is scrubbed of it); a key file replaced or rewritten
# while a session runs is seen by that session's next call.  One session:
# the key file is replaced by another file of the same size and the same
# modification time (only its inode tells), then rewritten in place with
# the same size (its times tell).  The scrub is what shows which key the
# backend holds: a result that spells the key shows "[key]".
use strict;
use warnings;
use File::Spec;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create('key_file_cache');
my $dir     = File::Spec->rel2abs($node->basedir);
my $keyfile = "$dir/model.key";
my ($key_a, $key_b, $key_c) =
  ('sk-test-AAAA1111', 'sk-test-BBBB2222', 'sk-test-CCCC3333');
my $old = time() - 3600;

# write_key(PATH, KEY) — a key file of the server's OS user, mode 600, last
# modified an hour ago (so that a backend keeps what it read)
sub write_key
{
	my ($path, $key) = @_;
	PostgreSQL::Test::Utils::append_to_file($path, "$key\n");
	chmod 0600, $path;
	utime $old, $old, $path;
}
write_key($keyfile, $key_a);
$node->safe_psql('postgres', 'CREATE TABLE flag (go boolean)');

# shows(LABEL, KEY) — the rows of a query that spells KEY
sub shows
{
	my ($label, $key) = @_;
	return "SELECT '$label:' || (nl2sql_heal.heal_execute('q', \$q\$SELECT '$key' AS v\$q\$)->'rows')::text;\n";
}
my $session = Nl2sqlHeal::Node::start_sql($node, 'postgres',
	    "SET application_name = 'key_file_session';\n"
	  . "SET nl2sql_heal.model_endpoint = 'http://127.0.0.1:9';\n"
	  . "SET nl2sql_heal.model_api_key_file = '$keyfile';\n"
	  . shows('a1', $key_a)
	  . shows('a2', $key_a)
	  . "DO \$\$ BEGIN WHILE NOT EXISTS (SELECT 1 FROM flag) LOOP PERFORM pg_sleep(0.05); END LOOP; END \$\$;\n"
	  . shows('b1', $key_b)
	  . shows('b2', $key_a)
	  . "COPY (SELECT '$key_c') TO '$keyfile';\n"
	  . shows('c1', $key_c)
	  . shows('c2', $key_b));

# Once the session waits (its two calls made), replace the file: same size,
# same modification time, another inode.
my $waiting = '';
for (1 .. 600)
{
	$waiting = $node->safe_psql('postgres',
		"SELECT pid FROM pg_stat_activity WHERE application_name = 'key_file_session' "
		  . "AND query LIKE 'DO %'");
	last if $waiting ne '';
	usleep(100_000);
}
ok($waiting ne '', 'the session made its first calls and waits');
write_key("$keyfile.new", $key_b);
is(-s "$keyfile.new", -s $keyfile, 'the new key file has the size of the old one');
is((stat "$keyfile.new")[9], (stat $keyfile)[9], '... and its modification time');
rename "$keyfile.new", $keyfile or die "rename: $!";
$node->safe_psql('postgres', 'INSERT INTO flag VALUES (true)');

my ($out, $err) = Nl2sqlHeal::Node::finish_sql($session);
my %got = map { /^(\w+):(.*)$/ ? ($1 => $2) : () } split /\n/, $out;
is($got{a1}, '[["[key]"]]', 'the key in the file is scrubbed');
is($got{a2}, '[["[key]"]]', '... on the next call too (the kept read)');
is($got{b1}, '[["[key]"]]', 'a replaced key file is read again');
is($got{b2}, qq{[["$key_a"]]}, '... and the old key is no longer the key');
is($got{c1}, '[["[key]"]]', 'a key file rewritten in place, same size, is read again');
is($got{c2}, qq{[["$key_b"]]}, '... and the key before it is no longer the key');
is($err, '', 'no errors');

$node->stop;
done_testing();
