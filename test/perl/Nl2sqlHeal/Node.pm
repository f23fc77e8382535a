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

1;
