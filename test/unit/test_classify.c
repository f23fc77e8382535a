/* test_classify.c — unit tests for outcome classification. */
#include "classify.h"
#include "unit.h"

int
main(void)
{
	/* class 42 is repairable, except insufficient_privilege */
	CHECK(classify_error_repairable("42703", "column \"x\" does not exist"));
	CHECK(classify_error_repairable("42P01", "relation \"x\" does not exist"));
	CHECK(classify_error_repairable("42883", "function foo(integer) does not exist"));
	CHECK(classify_error_repairable("42601", "syntax error at or near \"TOP\""));
	CHECK(classify_error_repairable("42803", "column \"x\" must appear in the GROUP BY clause"));
	CHECK(!classify_error_repairable("42501", "permission denied for table t"));

	/* other classes are not, whatever the message says */
	CHECK(!classify_error_repairable("22012", "division by zero"));
	/* a whole row compared with a literal (a renamed column's old name): repairable */
	CHECK(classify_error_repairable("0A000", "input of anonymous composite types is not implemented"));
	CHECK(!classify_error_repairable("0A000", "cross-database references are not implemented: a.b.c"));
	CHECK(!classify_error_repairable("57014", "canceling statement due to statement timeout"));
	CHECK(!classify_error_repairable("25006", "cannot execute INSERT in a read-only transaction"));
	CHECK(!classify_error_repairable("53200", "out of memory"));
	CHECK(!classify_error_repairable("22P02", "invalid input syntax for type integer: \"x\""));
	CHECK(!classify_error_repairable("08006", "relation does not exist"));

	/* no specific SQLSTATE: the message shape decides */
	CHECK(classify_error_repairable("XX000", "Invalid object name 'dbo.Orders'."));
	CHECK(classify_error_repairable("XX000", "Invalid column name 'CustID'."));
	CHECK(classify_error_repairable("", "Incorrect syntax near 'LIMIT'."));
	CHECK(classify_error_repairable(NULL, "no such table: orders"));
	CHECK(classify_error_repairable("HV000", "no such column: custid"));
	CHECK(classify_error_repairable("XX000", "Unknown column 'x' in 'field list'"));
	CHECK(classify_error_repairable("XX000", "The multi-part identifier \"o.x\" could not be bound."));
	CHECK(classify_error_repairable("XX000", "Unrecognized name: foo at [1:8]"));
	CHECK(classify_error_repairable("HV00L", "SEMANTIC ERROR: failed to resolve column"));
	CHECK(classify_error_repairable("XX000", "Parse error: near FROM"));
	CHECK(classify_error_repairable("XX000", "Ambiguous column name 'id'."));
	CHECK(classify_error_repairable("XX000", "Cannot find the table 'x'"));
	CHECK(!classify_error_repairable("XX000", "could not open file \"base/1/2\": No such file or directory"));
	CHECK(!classify_error_repairable("XX000", "permission denied: table does not exist or access denied"));
	CHECK(!classify_error_repairable("XX000", "connection reset by peer"));
	CHECK(!classify_error_repairable("XX000", NULL));
	CHECK(!classify_message_repairable(""));

	return unit_report("classify");
}
