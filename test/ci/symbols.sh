#!/usr/bin/env bash
# Symbol hygiene: PostgreSQL loads libraries with RTLD_GLOBAL, so every
# global a library exports can collide with another library's.  The built
# nl2sql_heal.so must export exactly the entry points: _PG_init,
# Pg_magic_func, the SQL-callable C functions of the install script with
# their pg_finfo_ records, and the background worker's entry (named in
# bgw_function_name); every other global stays hidden.
#
#   SO=path   the library to check (default: ./nl2sql_heal.so of the build)
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$here"
so=${SO:-nl2sql_heal.so}
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

if [ ! -f "$so" ]; then
    fail "library $so built"
    echo "symbols: $passed passed, $failed failed"
    exit 1
fi
version=$(sed -n "s/^default_version *= *'\(.*\)'/\1/p" nl2sql_heal.control)
script=sql/nl2sql_heal--$version.sql

sql_functions=$(grep -Eo "'MODULE_PATHNAME', *'[A-Za-z0-9_]+'" "$script" | sed "s/.*, *'//; s/'$//" | sort -u)
workers=$(grep -ho 'bgw_function_name, BGW_MAXLEN, "[A-Za-z0-9_]*"' src/*.c | sed 's/.*"\(.*\)"/\1/' | sort -u)
allowed=$( { echo _PG_init; echo Pg_magic_func; echo "$workers"
             for f in $sql_functions; do echo "$f"; echo "pg_finfo_$f"; done; } | grep -v '^$' | sort -u)
# what the dynamic loader sees (linker-made markers such as _end are not code)
exported=$(nm -D --defined-only "$so" | awk '$2 ~ /^[TDBRVWiu]$/ {print $3}' |
           grep -Ev '^(_init|_fini|_edata|_end|__bss_start)$' | sort -u)

extra=$(comm -13 <(echo "$allowed") <(echo "$exported"))
missing=$(comm -23 <(echo "$allowed") <(echo "$exported"))
if [ -z "$extra" ]; then ok "exports nothing but the entry points"; else fail "exports more than the entry points: $(echo $extra)"; fi
if [ -z "$missing" ]; then ok "exports every entry point ($(echo "$allowed" | wc -l) symbols)"; else fail "entry points not exported: $(echo $missing)"; fi

# The object files do have other globals (shared between the library's
# files, such as result_from_error): they are linked in but not exported.
objects=$(ls src/*.o 2>/dev/null)
if [ -n "$objects" ]; then
    globals=$(nm --defined-only $objects | awk '$2 ~ /^[TDBR]$/ {print $3}' | sort -u)
    hidden=$(comm -23 <(echo "$globals") <(echo "$exported") | wc -l)
    if [ "$hidden" -gt 20 ]; then ok "$hidden globals shared between the library's files are not exported"
    else fail "only $hidden globals of the object files are hidden"; fi
fi

echo "symbols: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
