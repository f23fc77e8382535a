#!/usr/bin/env bash
# The documentation's examples run.  Every fenced block of README.md and
# docs/*.md whose info string is "sql runnable" is run by psql, in the order
# of its file, against the demo database (demo/sample.sql) in a fresh database
# per file with the extension installed.  A block passes when psql runs it
# without an error (ON_ERROR_STOP).  Blocks that need a model, a remote server
# or a server setting stay plain "sql" and are not run.
# Also: the README's two quick-start commands name scripts that exist.
# Needs PGHOST/PGPORT/PGUSER of a running server (superuser).
# Prints "docs: N passed, M failed".
set -u
cd "$(dirname "$0")/../.."
out=${CI_WORK:-$(mktemp -d /tmp/nl2sql_heal.XXXXXX)}/docs
rm -rf "$out"
mkdir -p "$out"
db=nl2sql_docs
drop_db() { psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1; }
trap drop_db EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# extract FILE DIR — write each runnable block of FILE to DIR/NNN.sql and its
# first line number to DIR/NNN.line; a block left open is an error.
extract() {
    awk -v dir="$2" '
        /^```/ && inblock { inblock = 0; close(f); next }
        /^```sql[ \t]+runnable[ \t]*$/ && !inblock {
            inblock = 1; n++; f = sprintf("%s/%03d.sql", dir, n)
            printf "" > f
            print NR + 1 > sprintf("%s/%03d.line", dir, n)
            next
        }
        /^```/ && !inblock { plain = !plain; next }
        inblock { print > f }
        END { if (inblock) { print "unterminated runnable block" > "/dev/stderr"; exit 1 } }
    ' "$1"
}

total=0
readme=0
for doc in README.md docs/*.md; do
    [ -f "$doc" ] || continue
    dir="$out/$(echo "$doc" | tr '/.' '__')"
    mkdir -p "$dir"
    if ! extract "$doc" "$dir"; then
        fail "$doc: every runnable block is closed"
        continue
    fi
    blocks=$(ls "$dir"/*.sql 2>/dev/null)
    [ -n "$blocks" ] || continue
    drop_db
    if ! psql -X -q -v ON_ERROR_STOP=1 -d postgres -c "CREATE DATABASE $db" >"$dir/setup.log" 2>&1 ||
       ! psql -X -q -v ON_ERROR_STOP=1 -d "$db" -c 'CREATE EXTENSION nl2sql_heal' -f demo/sample.sql >>"$dir/setup.log" 2>&1; then
        fail "$doc: the demo database could not be made"
        sed 's/^/     /' "$dir/setup.log" | tail -20
        continue
    fi
    for b in $blocks; do
        total=$((total + 1))
        [ "$doc" = README.md ] && readme=$((readme + 1))
        line=$(cat "${b%.sql}.line")
        if psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f "$b" >"${b%.sql}.out" 2>&1; then
            ok "$doc:$line"
        else
            fail "$doc:$line"
            sed 's/^/     /' "${b%.sql}.out" | tail -20
        fi
    done
done
drop_db

# The suite must not pass for want of examples: the README has runnable ones.
if [ "$readme" -ge 5 ]; then
    ok "the README's runnable examples ran ($readme there, $total in all)"
else
    fail "the README's runnable examples ran: $readme, at least 5 expected"
fi
# The quick start: the two commands the README gives, and their scripts.
for cmd in 'bash demo/run.sh' 'bash .ci/run'; do
    script=${cmd#bash }
    if grep -q "^$cmd " README.md && [ -f "$script" ]; then
        ok "quick start: $cmd"
    else
        fail "quick start: the README gives '$cmd' and $script exists"
    fi
done

echo "docs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
