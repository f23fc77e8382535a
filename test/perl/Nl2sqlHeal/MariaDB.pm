# Nl2sqlHeal::MariaDB — a private MariaDB server for the foreign-table
# suites (test/t/10x_*.pl): a data directory under the test's temporary
# directory, a port nothing listens on, a socket of its own, run as the
# test's OS user, stopped when the test ends.
#
#   my $why = Nl2sqlHeal::MariaDB::missing($node);   # undef: can run
#   my $my = Nl2sqlHeal::MariaDB->start;
#   $my->sql("CREATE DATABASE shop");
#   $my->stop;
package Nl2sqlHeal::MariaDB;

use strict;
use warnings;
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Time::HiRes ();

my $mariadbd = '/usr/sbin/mariadbd';
my @started;

# missing(NODE) — why the suite cannot run here (a line for skip_all), or undef.
sub missing
{
	my ($node) = @_;
	return 'mariadb-server is not installed (no /usr/sbin/mariadbd)' unless -x $mariadbd;
	return 'mariadb-install-db is not installed' unless _which('mariadb-install-db');
	my $have = $node->safe_psql('postgres',
		"SELECT count(*) FROM pg_catalog.pg_available_extensions WHERE name = 'mysql_fdw'");
	return 'mysql_fdw is not packaged for this PostgreSQL major (no postgresql-NN-mysql-fdw)'
	  unless $have;
	return undef;
}

sub _which
{
	my ($cmd) = @_;
	for my $dir (split /:/, $ENV{PATH} . ':/usr/bin:/usr/sbin')
	{
		return "$dir/$cmd" if -x "$dir/$cmd";
	}
	return undef;
}

# start() — initialise and start a server; returns the handle.
sub start
{
	my ($class) = @_;
	my $dir = PostgreSQL::Test::Utils::tempdir_short();
	my $self = bless {
		dir    => $dir,
		socket => "$dir/my.sock",
		port   => PostgreSQL::Test::Cluster::get_free_port(),
	}, $class;
	my ($out, $err);
	IPC::Run::run [
		_which('mariadb-install-db'), '--no-defaults',
		"--datadir=$dir/data", '--auth-root-authentication-method=normal',
		'--skip-test-db', '--skip-name-resolve'
	  ],
	  '>', \$out, '2>', \$err
	  or die "mariadb-install-db failed: $err";
	$self->{handle} = IPC::Run::start [
		$mariadbd, '--no-defaults', "--datadir=$dir/data",
		"--socket=$self->{socket}", "--port=$self->{port}",
		'--bind-address=127.0.0.1', "--pid-file=$dir/my.pid",
		"--log-error=$dir/error.log", '--skip-name-resolve',
		'--innodb-buffer-pool-size=16M', '--skip-log-bin'
	  ],
	  '<', '/dev/null', '>', "$dir/stdout", '2>', "$dir/stderr";
	push @started, $self;
	for (1 .. 600)
	{
		return $self if -S $self->{socket} && eval { $self->sql('SELECT 1'); 1 };
		Time::HiRes::usleep(100_000);
	}
	die "mariadbd did not start: " . slurp_file("$dir/error.log");
}

# sql(SQL) — run SQL as the server's root over the socket; returns its
# output (tab-separated, no column names); dies on error.
sub sql
{
	my ($self, $sql) = @_;
	my ($out, $err) = ('', '');
	IPC::Run::run [ _which('mariadb'), '--no-defaults', "--socket=$self->{socket}",
		'-uroot', '-N', '-B' ], '<', \$sql, '>', \$out, '2>', \$err
	  or die "mariadb: $err";
	chomp $out;
	return $out;
}

sub port { return $_[0]->{port}; }

# stop() — shut the server down and wait for it.
sub stop
{
	my ($self) = @_;
	return unless $self->{handle};
	eval { $self->sql('SHUTDOWN') };
	eval { $self->{handle}->finish; };
	$self->{handle} = undef;
	@started = grep { $_ != $self } @started;
}

# a test that dies still stops its servers
END
{
	for my $s (@started)
	{
		eval { $s->{handle}->kill_kill if $s->{handle}; };
	}
}

1;
