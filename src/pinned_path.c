/*
 * pinned_path.c — run the extension's own queries under a pinned search_path,
 * and find its schema by name (see pinned_path.h).
 */
#include "postgres.h"

#include "pinned_path.h"

#include "catalog/namespace.h"
#include "jit/jit.h"
#include "utils/guc.h"

int
pin_search_path(void)
{
	int			nestlevel = NewGUCNestLevel();

	/*
	 * GUC_ACTION_SAVE: undone when the nest level closes, or by
	 * (sub)transaction abort.  Not set again when it already holds exactly
	 * the pinned path (the receipt writer's, for its whole life): setting
	 * it makes the next name look-up rebuild the path.
	 */
	if (namespace_search_path == NULL || strcmp(namespace_search_path, PINNED_SEARCH_PATH) != 0)
		(void) set_config_option("search_path", PINNED_SEARCH_PATH,
								 PGC_USERSET, PGC_S_SESSION, GUC_ACTION_SAVE,
								 true, 0, false);

	/*
	 * Recursive catalog queries are estimated far above jit_above_cost while
	 * they read a few rows: compiling one took 50 ms (and LLVM kept some of
	 * its memory) for microseconds of work.
	 */
	if (jit_enabled)
		(void) set_config_option("jit", "off",
								 PGC_USERSET, PGC_S_SESSION, GUC_ACTION_SAVE,
								 true, 0, false);
	return nestlevel;
}

void
unpin_search_path(int nestlevel)
{
	AtEOXact_GUC(true, nestlevel);
}

Oid
extension_schema_oid(bool missing_ok)
{
	return get_namespace_oid(EXTENSION_SCHEMA, missing_ok);
}
