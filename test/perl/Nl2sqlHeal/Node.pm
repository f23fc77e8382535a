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

# ---- psql sessions as any role, and concurrent ones ----
# (IPC::Run directly: PostgreSQL 15's Cluster.pm may lack background_psql.)

use IPC::Run;
use PostgreSQL::Test::Utils;
use Time::HiRes ();

sub _connstr
{
	my ($node, $dbname, %opts) = @_;
	my $connstr = $node->connstr($dbname);
	$connstr .= " user=$opts{user}" if defined $opts{user};
	return $connstr;
}

# psql names the input file and line before each message; drop that, so
# that messages read as they do from psql -c.
sub _plain_messages
{
	my ($text) = @_;
	$text =~ s/^psql:.*?:\d+: //mg;
	return $text;
}

# sql(NODE, DBNAME, SQL, user => ROLE, on_error_stop => 0|1, timeout => S)
# runs SQL in one psql session (psql -XAtq, like the node's psql method)
# and returns (stdout, stderr), both without their last newline.
# ON_ERROR_STOP is off unless asked for, as with plain psql.
sub sql
{
	my ($node, $dbname, $sql, %opts) = @_;
	my ($ret, $out, $err) = $node->psql(
		$dbname, $sql,
		connstr       => _connstr($node, $dbname, %opts),
		on_error_stop => $opts{on_error_stop} // 0,
		timeout => $opts{timeout} // $PostgreSQL::Test::Utils::timeout_default);
	return ($out, _plain_messages($err));
}

# sql_output(NODE, DBNAME, SQL, %opts) — sql's stdout and stderr as one
# text (stdout first; a line of stderr where there is one), like 2>&1.
sub sql_output
{
	my ($out, $err) = sql(@_);
	return join("\n", grep { $_ ne '' } ($out, $err));
}

# start_sql(NODE, DBNAME, SQL, user => ROLE, on_error_stop => 0|1)
# starts a psql session running SQL and returns at once; finish_sql(SESSION)
# waits for it to end and returns (stdout, stderr) as sql does, and sets
# SESSION->{ended} (Time::HiRes time when psql had exited).
sub start_sql
{
	my ($node, $dbname, $sql, %opts) = @_;
	my $dir = PostgreSQL::Test::Utils::tempdir('session');
	PostgreSQL::Test::Utils::append_to_file("$dir/input.sql", $sql);
	my %session = (dir => $dir);
	$session{handle} = IPC::Run::start(
		[
			$node->installed_command('psql'), '-XAtq',
			'-d', _connstr($node, $dbname, %opts),
			'-v', 'ON_ERROR_STOP=' . ($opts{on_error_stop} // 0),
			'-f', "$dir/input.sql"
		],
		'<', '/dev/null', '>', "$dir/stdout", '2>', "$dir/stderr",
		IPC::Run::timeout(
			$opts{timeout} // $PostgreSQL::Test::Utils::timeout_default));
	return \%session;
}

sub finish_sql
{
	my ($session) = @_;
	$session->{handle}->finish;
	$session->{ended} = Time::HiRes::time();
	my $out = PostgreSQL::Test::Utils::slurp_file("$session->{dir}/stdout");
	my $err = PostgreSQL::Test::Utils::slurp_file("$session->{dir}/stderr");
	chomp $out;
	chomp $err;
	return ($out, _plain_messages($err));
}

# count_lines(TEXT, REGEX) — how many lines of TEXT match (grep -c).
sub count_lines
{
	my ($text, $re) = @_;
	return scalar grep { /$re/ } split /\n/, $text // '';
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
