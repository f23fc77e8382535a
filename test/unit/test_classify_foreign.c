/*
 * test_classify_foreign.c — errors that foreign-data wrappers raise (HV...,
 * XX000) classified from the remote engine's own words: the texts below are
 * the messages MariaDB 10.11 returns through mysql_fdw (prefix included),
 * and SQL Server / Azure Synapse messages as their documentation and
 * tds_fdw print them.
 */
#include "classify.h"
#include "unit.h"

int
main(void)
{
	/* MariaDB through mysql_fdw: repairable */
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nUnknown column 'email' in 'SELECT'"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nUnknown column 'c.nmae' in 'where clause'"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nUnknown column 'x' in 'field list'"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nTable 'shop.customers' doesn't exist"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nYou have an error in your SQL syntax; "
									"check the manual that corresponds to your MariaDB server version for the right "
									"syntax to use near 'ILIKE 'a%'' at line 1"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nColumn 'id' in where clause is ambiguous"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \nFUNCTION shop.btrim does not exist"));
	CHECK(classify_error_repairable("HV00L", "failed to prepare the MySQL query: \n"
									"Incorrect parameter count in the call to native function 'regexp_replace'"));
	/* MariaDB: not repairable */
	CHECK(!classify_error_repairable("HV00L", "failed to prepare the MySQL query: \n"
									 "SELECT command denied to user 'agent'@'localhost' for table `shop`.`secrets`"));
	CHECK(!classify_error_repairable("HV00N", "failed to connect to MySQL: Access denied for user 'agent'@'localhost' (using password: YES)"));
	CHECK(!classify_error_repairable("HV00L", "failed to execute the MySQL query: \nLost connection to server during query"));
	CHECK(!classify_error_repairable("HV00L", "failed to execute the MySQL query: \n"
									 "Query execution was interrupted (max_statement_time exceeded)"));
	CHECK(!classify_error_repairable("HV00L", "failed to execute the MySQL query: \nDivision by 0"));
	CHECK(!classify_error_repairable("HV00N", "failed to connect to MySQL: Can't connect to server on '127.0.0.1' (111)"));

	/* SQL Server and Synapse: repairable */
	CHECK(classify_error_repairable("HV000", "Invalid column name 'CustomerID'."));
	CHECK(classify_error_repairable("HV000", "Invalid object name 'dbo.Customer'."));
	CHECK(classify_error_repairable("HV000", "Incorrect syntax near 'LIMIT'."));
	CHECK(classify_error_repairable("HV000", "Incorrect syntax near the keyword 'FROM'."));
	CHECK(classify_error_repairable("HV000", "The multi-part identifier \"c.Name\" could not be bound."));
	CHECK(classify_error_repairable("HV000", "Ambiguous column name 'id'."));
	CHECK(classify_error_repairable("HV000", "'IFNULL' is not a recognized built-in function name."));
	CHECK(classify_error_repairable("HV000", "Cannot find either column \"dbo\" or the user-defined function or "
									"aggregate \"dbo.fn_total\", or the name is ambiguous."));
	CHECK(classify_error_repairable("XX000", "Parse error at line: 1, column: 15: Incorrect syntax near 'LIMIT'."));
	/* SQL Server and Synapse: not repairable */
	CHECK(!classify_error_repairable("HV000", "The SELECT permission was denied on the object 'Orders', database 'Shop', schema 'dbo'."));
	CHECK(!classify_error_repairable("HV000", "Login failed for user 'agent'."));
	CHECK(!classify_error_repairable("HV000", "Divide by zero error encountered."));
	CHECK(!classify_error_repairable("HV000", "Transaction (Process ID 52) was deadlocked on lock resources with another "
									 "process and has been chosen as the deadlock victim. Rerun the transaction."));
	CHECK(!classify_error_repairable("HV000", "DB-Library error: DB #: 20018, DB Msg: General SQL Server error: "
									 "Check messages from the SQL Server, OS #: -1, OS Msg: , Level: 16"));
	CHECK(!classify_error_repairable("XX000", "The query processor could not produce a query plan because of the hints defined in this query."));

	/* what foreign drift looks like: a wrapper's error naming a missing table or column */
	CHECK(classify_missing_remote("HV00L", "failed to prepare the MySQL query: \nUnknown column 'email' in 'SELECT'"));
	CHECK(classify_missing_remote("HV00L", "failed to prepare the MySQL query: \nTable 'shop.clients' doesn't exist"));
	CHECK(classify_missing_remote("HV00N", "failed to connect to MySQL: Unknown database 'shopx'"));
	CHECK(classify_missing_remote("HV000", "Invalid column name 'CustomerID'."));
	CHECK(classify_missing_remote("XX000", "Invalid object name 'dbo.Customer'."));
	CHECK(!classify_missing_remote("HV00L", "failed to prepare the MySQL query: \nYou have an error in your SQL syntax"));
	CHECK(!classify_missing_remote("HV00L", "failed to prepare the MySQL query: \n"
								   "SELECT command denied to user 'agent'@'localhost' for table `shop`.`secrets`"));
	/* a local error is not drift, whatever it says */
	CHECK(!classify_missing_remote("42703", "column \"email\" does not exist"));
	CHECK(!classify_missing_remote("HV00L", NULL));

	return unit_report("classify_foreign");
}
