/*
 * pg_compat.h — what differs between the PostgreSQL majors supported (15,
 * 17, 18) and is needed in more than one file.
 */
#ifndef NL2SQL_HEAL_PG_COMPAT_H
#define NL2SQL_HEAL_PG_COMPAT_H

#include "postgres.h"

#include "fmgr.h"

/*
 * Only the entry points are exported (-fvisibility=hidden; PostgreSQL loads
 * libraries with RTLD_GLOBAL, so any other global could collide with another
 * library's).  From 16 on PGXS builds that way and PG_FUNCTION_INFO_V1 marks
 * the function PGDLLEXPORT; before 16 the Makefile adds the flag and defines
 * PGDLLEXPORT, and the macro gets 16's form here.
 */
#if PG_VERSION_NUM < 160000
#undef PG_FUNCTION_INFO_V1
#define PG_FUNCTION_INFO_V1(funcname) \
extern PGDLLEXPORT Datum funcname(PG_FUNCTION_ARGS); \
extern PGDLLEXPORT const Pg_finfo_record * CppConcat(pg_finfo_,funcname)(void); \
const Pg_finfo_record * \
CppConcat(pg_finfo_,funcname) (void) \
{ \
	static const Pg_finfo_record my_finfo = { 1 }; \
	return &my_finfo; \
} \
extern int no_such_variable
#endif

#endif
