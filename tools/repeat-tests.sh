#!/usr/bin/env bash
# Runs tests many times, each run on its own, and counts how many passed: the way to check that a
# test depending on time (the kill -9 tests above all) holds on this machine, quiet or loaded.
#
#   tools/repeat-tests.sh [RUNS] [REGEX] [--load]     (default 30 and "crash": both kill -9 tests)
#
# --load keeps both cores busy with a build of the project's own sources meanwhile (a second
# build folder, build-load/, compiled over and over), as CI's machine is while it builds.
# Builds build/ first (the dev preset, as ./test.sh does). A failed run's output goes to
# build/repeat-logs/TEST-RUN.log; the script fails when any run failed.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/quiet-build.sh

runs=30
regex=crash
load=false
positional=()
for argument in "$@"; do
    case "$argument" in
    --load) load=true ;;
    *) positional+=("$argument") ;;
    esac
done
[ ${#positional[@]} -ge 1 ] && runs=${positional[0]}
[ ${#positional[@]} -ge 2 ] && regex=${positional[1]}

[ -f build/CMakeCache.txt ] || configure_quietly dev build
build_quietly build
export QT_QPA_PLATFORM=offscreen
mapfile -t tests < <(cd build && ctest -N -R "$regex" | sed -n -E 's/^ *Test +#[0-9]+: (.*)$/\1/p')
[ ${#tests[@]} -gt 0 ] || { echo "No test matches \"$regex\"." >&2; exit 1; }

if $load; then
    [ -f build-load/CMakeCache.txt ] || configure_quietly dev build-load
    echo "Loading both cores: compiling build-load/ over and over meanwhile."
    # Its own process group (setsid), so that the whole loop and its compilers stop at the end.
    setsid bash -c 'while true; do
        cmake --build build-load --target clean >/dev/null 2>&1
        cmake --build build-load -j2 >/dev/null 2>&1
    done' &
    loader=$!
    trap 'kill -- -$loader 2>/dev/null' EXIT
fi

mkdir -p build/repeat-logs
failed=0
for test in "${tests[@]}"; do
    passed=0
    start=$SECONDS
    for ((run = 1; run <= runs; run++)); do
        if (cd build && ctest -R "^${test}\$" --output-on-failure) >"build/repeat-logs/$test-$run.log" 2>&1; then
            passed=$((passed + 1))
            rm -f "build/repeat-logs/$test-$run.log"
        else
            echo "  $test run $run failed: build/repeat-logs/$test-$run.log"
        fi
    done
    echo "$test: $passed of $runs runs passed ($((SECONDS - start)) s)."
    [ "$passed" -eq "$runs" ] || failed=1
done
exit $failed
