# .ci/chroot.sh — Debian root file systems for the PostgreSQL majors this
# machine's own release does not carry (sourced by .ci/run).
#
# A root is built with debootstrap from the archive this machine's apt
# sources name, gets the packages the suites need, and is kept under
# NL2SQL_HEAL_CHROOTS (default /var/tmp/nl2sql_heal-chroots) for the next
# run; NL2SQL_HEAL_FRESH_CHROOT=1 (the default when CI=true) builds it anew.
# The checkout is copied in and the per-major runner (.ci/major) runs there
# as root, starting its servers as the root's postgres user.

CHROOTS=${NL2SQL_HEAL_CHROOTS:-/var/tmp/nl2sql_heal-chroots}

# suite_for_major MAJOR — the Debian suite that ships postgresql-MAJOR
# ("host" for this machine's own).
suite_for_major() {
    case $1 in
        15) echo host ;;
        17) echo trixie ;;
        18) echo sid ;;
        *) return 1 ;;
    esac
}

# chroot_packages MAJOR — what the suites need inside the root.
chroot_packages() {
    echo "postgresql-$1 postgresql-server-dev-$1 postgresql-client-$1 libcurl4-openssl-dev libjson-c-dev
          make gcc libc6-dev clang llvm libclang-rt-dev python3 bc procps ca-certificates git
          build-essential debhelper dpkg-dev postgresql-server-dev-all
          mariadb-server postgresql-$1-mysql-fdw postgresql-$1-cron wordnet-base"
}

# archive_uri — the Debian archive this machine's apt uses (not the security
# archive): the first URI of a deb822 source or a one-line source whose
# suites are a plain release, e.g. "bookworm", not "bookworm-security".
archive_uri() {
    local f uri
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        uri=$(awk '
            BEGIN { RS = ""; FS = "\n" }
            {
                types = ""; uris = ""; suites = ""
                for (i = 1; i <= NF; i++) {
                    if ($i ~ /^Types:/)  types = $i
                    if ($i ~ /^URIs:/)   uris = $i
                    if ($i ~ /^Suites:/) suites = $i
                }
                if (types ~ /[ \t]deb([ \t]|$)/ && suites !~ /-security/ && uris != "") {
                    sub(/^URIs:[ \t]*/, "", uris); split(uris, u, /[ \t]+/); print u[1]; exit
                }
            }' "$f")
        [ -n "$uri" ] && { echo "${uri%/}"; return 0; }
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        uri=$(awk '$1 == "deb" {
                      i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
                      if ($(i + 1) !~ /-security/) { print $i; exit } }' "$f")
        [ -n "$uri" ] && { echo "${uri%/}"; return 0; }
    done
    return 1
}

# chroot_procs ROOT — ids of the processes running inside ROOT.
chroot_procs() {
    local p r
    for p in /proc/[0-9]*; do
        r=$(readlink "$p/root" 2>/dev/null) || continue
        [ "$r" = "$1" ] && echo "${p#/proc/}"
    done
    return 0  # not the last comparison's status: callers may run under set -e
}

# chroot_umount ROOT — stop what still runs inside ROOT, then unmount its
# /dev and /proc (every mount below ROOT, innermost first).
chroot_umount() {
    local root=$1 pids m
    pids=$(chroot_procs "$root")
    if [ -n "$pids" ]; then
        kill $pids 2>/dev/null
        sleep 1
        pids=$(chroot_procs "$root")
        [ -n "$pids" ] && kill -9 $pids 2>/dev/null
    fi
    # a path mounted twice (a run cut off before this) is listed twice: once is enough,
    # and a failed unmount must not stop the others (callers may run under set -e)
    for m in $(awk -v r="$root/" 'index($2, r) == 1 { print $2 }' /proc/self/mounts | sort -ru); do
        umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || echo "could not unmount $m"
    done
    return 0
}

chroot_mount() {
    local root=$1
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount --make-rslave "$root/dev"
}

# chroot_create MAJOR ROOT SUITE — debootstrap ROOT and install the packages
# (servers are never started by a package: policy-rc.d, no main cluster).
chroot_create() {
    local major=$1 root=$2 suite=$3 mirror
    mirror=$(archive_uri) || { echo "no Debian archive found in the apt sources"; return 1; }
    echo "== debootstrap $suite from $mirror into $root"
    chroot_umount "$root"
    # never remove through a mount (a bound /dev)
    if awk -v r="$root/" 'index($2, r) == 1 { found = 1 } END { exit !found }' /proc/self/mounts; then
        echo "$root still has mounts; not removing it"
        return 1
    fi
    rm -rf --one-file-system "$root"
    mkdir -p "$root"
    debootstrap --variant=minbase --include=ca-certificates,gnupg "$suite" "$root" "$mirror" \
        >"$root.debootstrap.log" 2>&1 || { tail -30 "$root.debootstrap.log"; return 1; }
    printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
    chmod 755 "$root/usr/sbin/policy-rc.d"
    mkdir -p "$root/etc/postgresql-common"
    echo "create_main_cluster = false" >"$root/etc/postgresql-common/createcluster.conf"
    echo "deb $mirror $suite main" >"$root/etc/apt/sources.list"
    # A test root only: the archive may be a snapshot (or the clock ahead),
    # and unstable's Release files are valid for a week.
    echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99nl2sql-heal-ci"
    cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null
    chroot_mount "$root"
    local rc=0
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 \
        sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $(chroot_packages "$major" | tr -s ' \n' ' ') && apt-get clean" \
        >"$root.apt.log" 2>&1 || rc=$?
    chroot_umount "$root"
    [ $rc -eq 0 ] || { tail -30 "$root.apt.log"; return 1; }
    chroot_packages "$major" >"$root/.nl2sql_heal-packages"
}

# chroot_ready MAJOR ROOT — ROOT exists, complete, with today's package list.
chroot_ready() {
    [ -f "$2/.nl2sql_heal-packages" ] && [ "$(cat "$2/.nl2sql_heal-packages")" = "$(chroot_packages "$1")" ]
}

# copy_checkout DEST — the checkout's files (tracked and untracked, not
# ignored ones) without build outputs.
copy_checkout() {
    local dest=$1
    mkdir -p "$dest"
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git ls-files -z --cached --others --exclude-standard |
            while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
            tar --null -T - -cf - | tar -xf - -C "$dest"
    else
        tar --exclude=.git --exclude='*.o' --exclude='*.so' --exclude='*.bc' -cf - . | tar -xf - -C "$dest"
    fi
}

# chroot_fresh — 1 when the roots are to be made anew (the default when CI=true)
chroot_fresh() {
    echo "${NL2SQL_HEAL_FRESH_CHROOT:-$([ "${CI:-}" = true ] && echo 1 || echo 0)}"
}

# chroot_prepare MAJOR — make the root for MAJOR (when fresh roots are asked
# for, or it is not ready) under its lock, without running anything in it:
# .ci/run does this in the background while this machine's own major runs.
# Prints "stage root_made_MAJOR Ns".
chroot_prepare() {
    local major=$1 suite root made=$SECONDS rc=0
    suite=$(suite_for_major "$major") || return 1
    root=$CHROOTS/$suite
    mkdir -p "$CHROOTS"
    (
        exec 9>"$root.lock"
        flock 9
        if [ "$(chroot_fresh)" = 1 ] || ! chroot_ready "$major" "$root"; then
            chroot_create "$major" "$root" "$suite"
        fi
    ) || rc=$?
    printf 'stage %-22s %5ds\n' "root_made_$major" $((SECONDS - made))
    return $rc
}

# run_in_chroot MAJOR [COMMAND] — build or reuse the root for MAJOR, copy the
# checkout in, run .ci/major there (or COMMAND, a bash command line run from
# the copy: bench/in_root.sh); its output goes to stdout. Everything mounted is
# unmounted and the copy removed on the way out, whatever happens.
run_in_chroot() {
    local major=$1 suite root build rc=0
    suite=$(suite_for_major "$major") || { echo "no Debian suite known for PostgreSQL $major"; return 1; }
    root=$CHROOTS/$suite
    mkdir -p "$CHROOTS"
    # one run at a time per root: they share its mounts (the command runs
    # without fd 9, so a server it leaves behind never holds the lock)
    exec 9>"$root.lock"
    flock 9
    local made=$SECONDS
    if [ "$(chroot_fresh)" = 1 ] || ! chroot_ready "$major" "$root"; then
        chroot_create "$major" "$root" "$suite" || { exec 9>&-; return 1; }
    fi
    printf 'stage %-22s %5ds\n' "root" $((SECONDS - made))
    build=/build/nl2sql_heal.$$
    trap 'chroot_umount "'"$root"'"; rm -rf --one-file-system "'"$root$build"'"' EXIT
    trap 'exit 130' INT TERM
    rm -rf --one-file-system "$root$build"
    copy_checkout "$root$build"
    cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null
    chroot_mount "$root"
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        CI="${CI:-}" PG_MAJOR="$major" FUZZ_SECONDS="${FUZZ_SECONDS_CHROOT:-5}" \
        ${NL2SQL_HEAL_TREE:+NL2SQL_HEAL_TREE=$NL2SQL_HEAL_TREE} \
        ${NL2SQL_HEAL_PORT_OFFSET:+NL2SQL_HEAL_PORT_OFFSET=$NL2SQL_HEAL_PORT_OFFSET} \
        NL2SQL_HEAL_CI_PORT="${NL2SQL_HEAL_CI_PORT:-5490}" ${CI_SUITES:+CI_SUITES="$CI_SUITES"} \
        bash -c "cd $build && ${2:-bash .ci/major}" 9>&- || rc=$?
    chroot_umount "$root"
    rm -rf --one-file-system "$root$build"
    trap - EXIT INT TERM
    exec 9>&-
    return $rc
}
