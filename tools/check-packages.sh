#!/usr/bin/env bash
# Fails when a configure used something a fresh Debian 12 machine would not have.
#
#   tools/check-packages.sh [BUILD_DIR...]        (default: build)
#
# A fresh machine gets only what tools/ensure-packages.sh installs, with --no-install-recommends:
# the listed packages and what they reach through hard Depends/Pre-Depends. This machine may hold
# more (installed by hand, or pulled in as a Recommends), which would hide a broken set-up. So for
# every file the configure used from the system (each package configuration, the `*_DIR` entries
# of CMakeCache.txt; each library and tool a find module chose, the `FILEPATH` entries; the
# compiler and ninja), find the Debian package that owns it and check that the list reaches that
# package.
#
# VINCI_PACKAGES_DROP="pkg ..." checks as if those packages were not in the list (the guard's own
# test uses it to show that a dropped package is caught).
set -euo pipefail
cd "$(dirname "$0")/.."

build_dirs=("$@")
[ ${#build_dirs[@]} -gt 0 ] || build_dirs=(build)

if ! command -v dpkg-query >/dev/null || ! command -v apt-cache >/dev/null; then
    echo "check-packages: not a Debian system (no dpkg/apt-cache); nothing checked."
    exit 0
fi

source tools/ensure-packages.sh
listed=()
for pkg in "${vinci_packages[@]}"; do
    [[ " ${VINCI_PACKAGES_DROP:-} " == *" $pkg "* ]] || listed+=("$pkg")
done

# Every package the list reaches through hard dependencies ("<virtual>" names included: a
# dependency on a virtual package is met by whatever provides it, which apt-cache then lists).
reached=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances "${listed[@]}" 2>/dev/null |
    grep -v '^ ' | tr -d '<>' | sed 's/:.*//' | sort -u)
if [ -z "$reached" ]; then
    echo "check-packages: apt-cache knows none of the listed packages (run apt-get update)." >&2
    exit 1
fi

# The system files each configure used: "file<TAB>cache entry".
used=$(for dir in "${build_dirs[@]}"; do
    cache=$dir/CMakeCache.txt
    if [ ! -f "$cache" ]; then
        echo "check-packages: $cache not found: configure first." >&2
        exit 1
    fi
    sed -n -E 's/^([A-Za-z0-9_]+_DIR):PATH=(\/usr\/.*)$/\1\t\2/p' "$cache" |
        while IFS=$'\t' read -r entry dir; do
            for config in "$dir"/*Config.cmake "$dir"/*-config.cmake; do
                [ -f "$config" ] && printf '%s\t%s\n' "$config" "$entry" && break
            done
        done
    # CMake's own probes for optional tools (CMAKE_AR finds llvm-ar when it is there, ar
    # otherwise) change nothing in what we build; the compiler and ninja do.
    sed -n -E 's/^([A-Za-z0-9_]+):FILEPATH=(\/.*)$/\1\t\2/p' "$cache" |
        awk -F'\t' '$1 !~ /^CMAKE_/ || $1 ~ /^CMAKE_(CXX_COMPILER|MAKE_PROGRAM)$/' |
        while IFS=$'\t' read -r entry file; do
            [ -e "$file" ] && printf '%s\t%s\n' "$file" "$entry"
        done
done | sort -u)
count=$(printf '%s\n' "$used" | grep -c . || true)

# Which packages ship each file: one dpkg-query for all of them (a query per file reads the
# package database each time, which made this guard take most of a minute).
declare -A owners_of=()
record_owners() {
    # dpkg-query -S prints "pkg:arch: /path" or "a, b: /path"; diversions and misses are skipped.
    local line path pkgs
    while IFS= read -r line; do
        [[ $line == *": /"* ]] || continue
        path=/${line#*: /}
        pkgs=${line%%: /*}
        owners_of[$path]=$(tr ',' '\n' <<<"$pkgs" | tr -d ' ' | sed 's/:.*//')
    done < <(dpkg-query -S "$@" 2>/dev/null || true)
}
files=()
while IFS=$'\t' read -r file entry; do
    [ -n "$file" ] && files+=("$file")
done <<<"$used"
[ ${#files[@]} -eq 0 ] || record_owners "${files[@]}"
# A link that no package ships (an alternative such as /usr/bin/c++) counts as its target.
targets=()
for file in "${files[@]}"; do
    [ -n "${owners_of[$file]:-}" ] || targets+=("$(realpath "$file")")
done
[ ${#targets[@]} -eq 0 ] || record_owners "${targets[@]}"

missing=()
while IFS=$'\t' read -r file entry; do
    [ -n "$file" ] || continue
    owners=${owners_of[$file]:-}
    [ -n "$owners" ] || owners=${owners_of[$(realpath "$file")]:-}
    [ -n "$owners" ] || continue # not a packaged file (a local install): nothing to name
    ok=no
    for owner in $owners; do
        grep -qx "$owner" <<<"$reached" && ok=yes && break
    done
    [ $ok = yes ] || missing+=("$(head -n1 <<<"$owners") (owns $file, used as $entry)")
done <<<"$used"

if [ ${#missing[@]} -gt 0 ]; then
    echo "A fresh machine would miss packages the configure used; add them to" \
        "vinci_packages in tools/ensure-packages.sh:" >&2
    printf '  %s\n' "${missing[@]}" >&2
    exit 1
fi
echo "Packages: the $count system files the configure used all come from packages" \
    "tools/ensure-packages.sh installs."
