#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the whole project (engine, game, editor) and its Qt Test suites, offscreen;
#   2. the engine again under AddressSanitizer/UndefinedBehaviorSanitizer (clang), with short
#      bounded libFuzzer runs.
# ./test.sh --quick skips step 2.
set -euo pipefail
cd "$(dirname "$0")"
source tools/ensure-packages.sh
ensure_packages

jobs=${VINCI_JOBS:-2}
export QT_QPA_PLATFORM=offscreen

echo "== clang-format"
tools/check-format.sh

echo "== build (RelWithDebInfo)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$jobs"
echo "== tests"
ctest --test-dir build --output-on-failure -j"$jobs"

if [ "${1:-}" = "--quick" ]; then
    exit 0
fi

echo "== engine under ASan/UBSan, with fuzzers (clang)"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
    -DVINCI_ENGINE_ONLY=ON -DVINCI_SANITIZE=ON -DVINCI_FUZZ=ON >/dev/null
cmake --build build-asan -j"$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan --output-on-failure -j"$jobs"
