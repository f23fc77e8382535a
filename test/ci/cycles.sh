#!/usr/bin/env bash
# Layering: no dependency cycle among the files of src/.  A file depends on
# another when its object uses a symbol (function or variable) the other's
# object defines, read from the objects themselves with nm, so a dependency
# through a header, a function pointer table or a global all count.  The
# strongly connected components of that graph must all be single files: a
# component of several files is a cycle, listed with the symbols that close
# it.  A cycle made on purpose (two objects that call each other) must be
# found, so the check itself can fail.
#
# Builds the objects when they are missing (.ci/major has built them).
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$here"
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# components OBJECT... — print each cycle (a strongly connected component of
# more than one object): "cycle of N files: a.c b.c ...", then one line per
# dependency inside it, "    a.c->b.c: symbols ...".
components() {
    local o
    for o in "$@"; do
        # "D name" for defined globals, "U name" for undefined ones
        nm -P "$o" 2>/dev/null | awk -v obj="$o" '
            $2 ~ /^[TDBRCGSVW]$/ {print obj, "D", $1}
            $2 == "U" {print obj, "U", $1}'
    done | python3 -c '
import sys
from collections import defaultdict
defined, used = {}, defaultdict(set)
for line in sys.stdin:
    obj, kind, sym = line.split()
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
name = lambda o: o[:-2] + ".c" if o.endswith(".o") else o
for comp in sorted(sccs):
    members = set(comp)
    links = []
    for a in comp:
        for b in sorted(edges[a] & members):
            syms = why[(a, b)]
            more = " ..." if len(syms) > 3 else ""
            links.append("%s->%s: %s%s" % (name(a), name(b), " ".join(syms[:3]), more))
    print("cycle of %d files: %s" % (len(comp), " ".join(name(o) for o in comp)))
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
for f in a b c; do
    ${CC:-cc} -c -o "$scratch/$f.o" "$scratch/$f.c"
done
found=$(components "$scratch/a.o" "$scratch/b.o" "$scratch/c.o" | grep '^cycle')
if [ "$found" = "cycle of 2 files: $scratch/a.c $scratch/b.c" ]; then
    ok "a cycle made on purpose is found (and only it)"
else
    fail "a cycle made on purpose is found: got '$found'"
fi
[ -z "$(components "$scratch/b.o" "$scratch/c.o")" ] && ok "a chain is no cycle" || fail "a chain is no cycle"

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
        ok "no dependency cycle among the $nsources files of src/"
    else
        fail "no dependency cycle among the files of src/: $(echo "$cycles" | grep -c '^cycle') found:"
        echo "$cycles" | sed 's/^/     /'
    fi
fi

echo "cycles: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
