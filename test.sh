#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the whole project (engine, game, editor, the Debian package), clang-tidy on the C++ files
#      the change touches (tools/clang-tidy.sh), and its Qt Test suites, offscreen;
#   2. the engine again under AddressSanitizer/UndefinedBehaviorSanitizer (clang), with short
#      bounded libFuzzer runs.
# After each configure, tools/check-packages.sh fails if it used a package that
# tools/ensure-packages.sh would not install on a fresh machine.
# ./test.sh --quick skips step 2.
set -euo pipefail
cd "$(dirname "$0")"
source tools/ensure-packages.sh
source tools/quiet-build.sh
source tools/disk-room.sh
ensure_packages

jobs=${VINCI_JOBS:-2}
export QT_QPA_PLATFORM=offscreen
start=$SECONDS
# Each stage's start, in seconds since this script's: where CI's minutes go (docs/build-times.md).
elapsed() { echo "[+$((SECONDS - start)) s] $*"; }

quick=false
[ "${1:-}" = "--quick" ] && quick=true
check_disk_room $quick
tools/check-format.sh
elapsed "Format: every C++ file is clang-format clean."

# CI (CI=true) builds with line tables only and the dev build at -O1 (cmake/VinciCompilerOptions.cmake:
# both compile faster), compiles the tests in bundles, several files to a unit, in both builds
# (tests/CMakeLists.txt), and the libraries eight files to a unit (a unity build), in both; a
# developer's test.sh keeps the full debug information and the -O2 ./run.sh builds with, a
# program of its own for each test and a unit for each file, in the same build/.
throwaway=OFF
[ "${CI:-}" = true ] && throwaway=ON
configure_quietly dev build -DVINCI_LINE_TABLES_ONLY=$throwaway -DVINCI_OPTIMIZE_LIGHTLY=$throwaway \
    -DVINCI_TEST_BUNDLES=$throwaway -DVINCI_UNITY_BUILD=$throwaway
tools/check-packages.sh build
build_quietly build
elapsed "build is built."
# CI's clone is built once and thrown away: its precompiled headers (GCC's .gch, 140-340 MB
# each, 2.0 GB in all) are of no use once everything is compiled, and deleting them leaves
# that room to the sanitizer build (docs/build-times.md, "Disk room"). ninja would remake them,
# and recompile what uses them, only if build/ were built again; cpack, which the package's
# test runs, installs without building.
if [ "$throwaway" = ON ]; then
    find build -name '*.gch' -type f -delete
fi

# The sanitizer build compiles while clang-tidy and the dev tests run, at a lower priority: it
# takes the CPU they leave (the GUI tests wait on the programs they start, clang-tidy often has
# fewer files than cores) and they keep theirs (docs/build-times.md, "2026-11-27"). In its own
# process group, so that a failure of the dev stage stops it.
asan_pid=
if ! $quick; then
    mkdir -p build-asan
    export -f configure_quietly build_quietly
    setsid nice -n 10 bash -c 'configure_quietly asan build-asan -DVINCI_LINE_TABLES_ONLY=$0 \
        -DVINCI_TEST_BUNDLES=$0 -DVINCI_UNITY_BUILD=$0 &&
        tools/check-packages.sh build-asan && build_quietly build-asan &&
        echo "build-asan configured and built in $SECONDS s."' "$throwaway" \
        >build-asan/stage.log 2>&1 &
    asan_pid=$!
    trap '[ -z "$asan_pid" ] || kill -- -"$asan_pid" 2>/dev/null || true' EXIT
    elapsed "Building build-asan meanwhile, at a lower priority (log: build-asan/stage.log)."
fi

# clang-tidy (.clang-tidy) on the C++ files the change touches: the whole tree takes an hour.
elapsed "clang-tidy:"
tools/clang-tidy.sh --build build
elapsed "Testing build (ctest, $jobs at a time):"
ctest --preset dev -j"$jobs"

if [ -n "$asan_pid" ]; then
    status=0
    wait "$asan_pid" || status=$?
    elapsed "build-asan is built."
    asan_pid=
    cat build-asan/stage.log
    [ "$status" -eq 0 ] || exit "$status"
    elapsed "Testing build-asan, the engine under ASan/UBSan with the fuzzers:"
    ctest --preset asan -j"$jobs"
fi

echo "All tests passed in $(((SECONDS - start) / 60)) min $(((SECONDS - start) % 60)) s." \
    "The game: build/app/vinci; the editor: build/editor/vinci-editor."
