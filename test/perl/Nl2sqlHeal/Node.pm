# Nl2sqlHeal::Node — a PostgreSQL::Test::Cluster node with nl2sql_heal
# installed, for the TAP suites in test/t.
#
#   my $node = Nl2sqlHeal::Node->create('main', preload => 1,
#       conf => "nl2sql_heal.statement_timeout = '2s'");
#   $node->safe_psql('postgres', 'SELECT nl2sql_heal.heal_execute(...)');
package Nl2sqlHeal::Node;

use strict;
use warnings;
use PostgreSQL::Test::Cluster;

# create(NAME, preload => 0|1, conf => TEXT, extension => 0|1, start => 0|1)
# init (fsync off), optional shared_preload_libraries and extra
# configuration, start, and CREATE EXTENSION in database postgres.
sub create
{
	my ($class, $name, %opts) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);
	$node->init(%{ $opts{init} // {} });
	$node->append_conf('postgresql.conf', "fsync = off\n");
	$node->append_conf('postgresql.conf',
		"shared_preload_libraries = 'nl2sql_heal'\n")
	  if $opts{preload};
	$node->append_conf('postgresql.conf', $opts{conf} . "\n")
	  if defined $opts{conf};
	return $node if defined $opts{start} && !$opts{start};
	$node->start;
	$node->safe_psql('postgres', 'CREATE EXTENSION nl2sql_heal')
	  if $opts{extension} // 1;
	return $node;
}

# psql_output(NODE, DB, SQL, %psql_params) — what psql prints for SQL, as
# a shell's `psql ... 2>&1` would show it for statements whose messages come
# before their result: its messages (NOTICE, ERROR with DETAIL and HINT),
# then the rows; without the "psql:<stdin>:N: " that psql puts before each
# message when it reads a script.  An error does not die.
sub psql_output
{
	my ($node, $db, $sql, %params) = @_;
	my ($stdout, $stderr) = ('', '');
	$node->psql($db, $sql, stdout => \$stdout, stderr => \$stderr, %params);
	$stderr =~ s/^psql:<stdin>:\d+: //mg;
	return join("\n", grep { $_ ne '' } ($stderr, $stdout));
}

# start_psql(NODE, DB, STATEMENTS, on_error_stop => 0|1) — run the
# statements (an array ref; each one psql -c) in a psql session of its own
# while the test goes on (a concurrent session, e.g. a call to cancel or to
# interrupt); finish_psql(SESSION) waits for it and returns its output, as
# psql_output does.  Uses IPC::Run itself (Cluster's background_psql is not
# in every minor release of 15); the output goes to files, so that the
# session never waits for the test to read it.
sub start_psql
{
	my ($node, $db, $statements, %opts) = @_;
	my $dir = PostgreSQL::Test::Utils::tempdir();
	my $session = { stdout => "$dir/stdout", stderr => "$dir/stderr" };
	my @cmd = ('psql', '-XAtq', '-d', $node->connstr($db));
	push @cmd, '-v', 'ON_ERROR_STOP=1' if $opts{on_error_stop} // 1;
	push @cmd, map { ('-c', $_) } @$statements;
	$session->{harness} = IPC::Run::start(
		\@cmd, '<', '/dev/null',
		'>', $session->{stdout}, '2>', $session->{stderr},
		IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
	return $session;
}

sub finish_psql
{
	my ($session) = @_;
	$session->{harness}->finish;
	my $stdout = PostgreSQL::Test::Utils::slurp_file($session->{stdout});
	my $stderr = PostgreSQL::Test::Utils::slurp_file($session->{stderr});
	chomp $stdout;
	chomp $stderr;
	return join("\n", grep { $_ ne '' } ($stderr, $stdout));
}

1;
