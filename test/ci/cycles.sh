#!/usr/bin/env bash
# Layering: no dependency cycle between the modules of src/.  A file depends
# on another when its object uses a symbol (function or variable) the other's
# object defines, read from the objects themselves with nm, so a dependency
# through a header, a function pointer table or a global all count.  Files of
# one family, those that include the same internal header (dialect_internal.h,
# policy_int.h, ...), are one module: they may call each other.  Every other
# file is a module of its own.  The strongly connected components of the
# graph between modules must all be single modules: a component of several is
# a cycle, listed with the symbols that close it.  A cycle made on purpose
# (two modules that call each other) must be found, and two files of one
# family that call each other must not be, so the check itself can fail.
#
# Builds the objects when they are missing (.ci/major has built them).
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$here"
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# module OBJECT — the module of an object: the stem of the internal header
# its source includes (name_int.h or name_internal.h gives "name"), else the
# file itself.
module() {
    local c=${1%.o}.c h
    h=$(grep -oE '^#include "[a-z0-9_]+_(int|internal)\.h"' "$c" 2>/dev/null | head -1 |
        sed -E 's/^#include "(.*)_(int|internal)\.h"/\1/')
    if [ -n "$h" ]; then echo "$(dirname "$c")/$h (family)"; else echo "$c"; fi
}

# components OBJECT... — print each cycle (a strongly connected component of
# more than one module): "cycle of N modules: a.c b.c ...", then one line per
# dependency inside it, "    a.c->b.c: symbols ...".
components() {
    local o
    {
        # "M module" for the object's module
        for o in "$@"; do
            echo "$o M $(module "$o" | tr ' ' '_')"
        done
        # "D name" for defined globals, "U name" for undefined ones
        for o in "$@"; do
            nm -P "$o" 2>/dev/null | awk -v obj="$o" '
                $2 ~ /^[TDBRCGSVW]$/ {print obj, "D", $1}
                $2 == "U" {print obj, "U", $1}'
        done
    } | python3 -c '
import sys
from collections import defaultdict
defined, used, mod = {}, defaultdict(set), {}
for line in sys.stdin:
    obj, kind, sym = line.split()
    if kind == "M":
        mod[obj] = sym.replace("_(family)", " (family)")
        continue
    obj = mod.get(obj, obj)
    if kind == "D":
        defined.setdefault(sym, obj)
    else:
        used[obj].add(sym)
objs = sorted({o for o in list(used) + list(defined.values())})
edges, why = defaultdict(set), defaultdict(list)
for o in objs:
    for s in sorted(used[o]):
        d = defined.get(s)
        if d and d != o:
            edges[o].add(d)
            why[(o, d)].append(s)
# Tarjan, iteratively (no recursion limit to hit)
index, low, onstack, stack, sccs, counter = {}, {}, set(), [], [], [0]
for root in objs:
    if root in index:
        continue
    work = [(root, iter(sorted(edges[root])))]
    index[root] = low[root] = counter[0]; counter[0] += 1
    stack.append(root); onstack.add(root)
    while work:
        v, it = work[-1]
        advanced = False
        for w in it:
            if w not in index:
                index[w] = low[w] = counter[0]; counter[0] += 1
                stack.append(w); onstack.add(w)
                work.append((w, iter(sorted(edges[w]))))
                advanced = True
                break
            elif w in onstack:
                low[v] = min(low[v], index[w])
        if advanced:
            continue
        work.pop()
        if work:
            low[work[-1][0]] = min(low[work[-1][0]], low[v])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); onstack.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                sccs.append(sorted(comp))
name = lambda o: o
for comp in sorted(sccs):
    members = set(comp)
    links = []
    for a in comp:
        for b in sorted(edges[a] & members):
            syms = why[(a, b)]
            more = " ..." if len(syms) > 3 else ""
            links.append("%s->%s: %s%s" % (name(a), name(b), " ".join(syms[:3]), more))
    print("cycle of %d modules: %s" % (len(comp), ", ".join(name(o) for o in comp)))
    for link in links:
        print("    " + link)
'
}

# The check finds a cycle made on purpose, and none in a chain.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf 'int ping(int n);\nint pong(int n) { return n ? ping(n - 1) : 0; }\n' >"$scratch/a.c"
printf 'int pong(int n);\nint ping(int n) { return n ? pong(n - 1) : 1; }\n' >"$scratch/b.c"
printf 'int ping(int n);\nint leaf(void) { return ping(3); }\n' >"$scratch/c.c"
# two files of one family (they share fam_int.h) calling each other
printf 'int fam_down(int n);\n' >"$scratch/fam_int.h"
printf '#include "fam_int.h"\nint fam_up(int n) { return n ? fam_down(n - 1) : 0; }\n' >"$scratch/fam_a.c"
printf '#include "fam_int.h"\nint fam_up(int n);\nint fam_down(int n) { return n ? fam_up(n - 1) : 1; }\n' >"$scratch/fam_b.c"
for f in a b c fam_a fam_b; do
    ${CC:-cc} -c -o "$scratch/$f.o" "$scratch/$f.c"
done
found=$(components "$scratch/a.o" "$scratch/b.o" "$scratch/c.o" | grep '^cycle')
if [ "$found" = "cycle of 2 modules: $scratch/a.c, $scratch/b.c" ]; then
    ok "a cycle made on purpose between modules is found (and only it)"
else
    fail "a cycle made on purpose between modules is found: got '$found'"
fi
[ -z "$(components "$scratch/b.o" "$scratch/c.o")" ] && ok "a chain is no cycle" || fail "a chain is no cycle"
[ -z "$(components "$scratch/fam_a.o" "$scratch/fam_b.o" "$scratch/c.o")" ] &&
    ok "calls within one family are no cycle" || fail "calls within one family are no cycle"
found=$(components "$scratch/fam_a.o" "$scratch/fam_b.o" "$scratch/a.o" "$scratch/b.o" | grep -c '^cycle')
[ "$found" = 1 ] && ok "a family beside a cycle: only the cycle is found" ||
    fail "a family beside a cycle: only the cycle is found (got $found)"

# The library's objects.
objects=$(ls src/*.o 2>/dev/null)
nsources=$(ls src/*.c | wc -l)
if [ -z "$objects" ] || [ "$(echo "$objects" | wc -l)" != "$nsources" ]; then
    make -s -j2 >/dev/null 2>&1
    objects=$(ls src/*.o 2>/dev/null)
fi
if [ "$(echo "$objects" | wc -l)" != "$nsources" ]; then
    fail "every source of src/ built to an object"
else
    ok "every source of src/ built to an object ($nsources)"
    cycles=$(components $objects)
    if [ -z "$cycles" ]; then
        ok "no dependency cycle between the modules of src/ ($nsources files)"
    else
        fail "no dependency cycle between the modules of src/: $(echo "$cycles" | grep -c '^cycle') found:"
        echo "$cycles" | sed 's/^/     /'
    fi
fi

echo "cycles: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
