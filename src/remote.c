/*
 * remote.c — queries on another PostgreSQL through a foreign server.
 */
#include "nl2sql_heal.h"

/* The target for a foreign server. */
HealTarget *
remote_target(const char *server_name)
{
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("remote targets are not supported yet"),
			 errhint("Pass target => NULL to run the query in this database.")));
	return NULL;
}
