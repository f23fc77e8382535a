/*
 * remote.h — queries on a foreign server (a remote PostgreSQL).
 */
#ifndef NL2SQL_HEAL_REMOTE_H
#define NL2SQL_HEAL_REMOTE_H

#include "target.h"

/* The target for a foreign server; raises when it is unknown or not allowed. */
extern HealTarget *remote_target(const char *server_name);

#endif							/* NL2SQL_HEAL_REMOTE_H */
