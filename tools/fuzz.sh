#!/usr/bin/env bash
# Runs the libFuzzer targets (fuzz/) under ASan/UBSan, building them first (CMakePresets.json's
# "asan" preset, in build-asan/).
#
#   tools/fuzz.sh                      lists the targets
#   tools/fuzz.sh TARGET [SECONDS]     runs one (default 600 s): fuzz_savegame, ...
#   tools/fuzz.sh all [SECONDS]        runs each in turn
#
# New inputs go to build-asan/fuzz/corpus-TARGET; the seeds in fuzz/corpus/ stay as they are.
# A crash leaves its input as ./crash-*: make it a regression test (tests/data) and fix it.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/quiet-build.sh

targets=(fuzz_maploader fuzz_savegame fuzz_protocol fuzz_svgelementindex fuzz_svgimport
    fuzz_mappackage)

if [ $# -eq 0 ]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
which=$1
seconds=${2:-600}
if [ "$which" = all ]; then
    run=("${targets[@]}")
elif [[ " ${targets[*]} " == *" $which "* ]]; then
    run=("$which")
else
    echo "No fuzz target \"$which\"; the targets are: ${targets[*]}" >&2
    exit 2
fi

[ -f build-asan/CMakeCache.txt ] || configure_quietly asan build-asan
build_quietly build-asan "${run[@]}"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
for target in "${run[@]}"; do
    name=${target#fuzz_}
    work=build-asan/fuzz/corpus-$target
    mkdir -p "$work"
    echo "Fuzzing $target for $seconds s (new inputs: $work)."
    build-asan/fuzz/"$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -dict=fuzz/"$name".dict "$work" fuzz/corpus/"$name"
done
