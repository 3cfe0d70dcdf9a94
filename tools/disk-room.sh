# Sourced by test.sh: fails before the build when the disk lacks the room the build will take.
# A full disk does not fail cleanly: lld writes its output through mmap and dies of SIGBUS, a
# compiler leaves a truncated object, and the run stops after twenty minutes in an unrelated step
# (CI's sanitizer build, stop 46, with 4.9 GB free). Failing in the first second, with the figures,
# costs nothing; a warning would scroll away above the build's log.

# The most build/ and build-asan/ hold at once (du every 5 s, docs/build-times.md, "Disk room").
# CI (CI=true): the dev build at its end, 3.2 GB (2.0 GB of it precompiled headers, which test.sh
# then deletes, so the sanitizer build's 0.93 GB fits in their room). A developer's build keeps
# full -g and its precompiled headers: build/ 10.1-10.3 GB in the worktrees of stop 47; the
# sanitizer build with full -g was not measured, 2 GB assumed. The tests' temporary files (the
# Debian package, saved games, pictures) come on top.
vinci_disk_mb_ci=3300
vinci_disk_mb_dev=10400
vinci_disk_mb_asan=2000
vinci_disk_mb_tests=500

# check_disk_room QUICK: QUICK is true when the sanitizer build is skipped. What build/ and
# build-asan/ already hold counts as room (a rebuild reuses it). VINCI_SKIP_DISK_CHECK=1 skips.
check_disk_room() {
    local quick=$1 need used free
    [ "${VINCI_SKIP_DISK_CHECK:-}" = 1 ] && return 0
    if [ "${CI:-}" = true ]; then
        need=$vinci_disk_mb_ci
    else
        need=$vinci_disk_mb_dev
        $quick || need=$((need + vinci_disk_mb_asan))
    fi
    need=$((need + vinci_disk_mb_tests))
    # du fails on a folder that is not there yet (a clean clone): what it did find still counts.
    used=$({ du -sm build build-asan 2>/dev/null || true; } | awk '{ mb += $1 } END { print mb + 0 }')
    free=$(df -Pm . | awk 'NR == 2 { print $4 }')
    if [ $((free + used)) -lt "$need" ]; then
        echo "Not enough disk room for ./test.sh: it needs about $(vinci_gb "$need") GB on this" \
            "disk; $(vinci_gb "$free") GB are free and build/ and build-asan/ hold $(vinci_gb "$used") GB" \
            "it can reuse. A full disk fails the build late and obscurely (the linker dies of" \
            "SIGBUS). Free some room, or set VINCI_SKIP_DISK_CHECK=1 to try anyway." >&2
        return 1
    fi
}

# vinci_gb MB: megabytes as gigabytes with one decimal.
vinci_gb() {
    awk -v mb="$1" 'BEGIN { printf "%.1f", mb / 1024 }'
}
