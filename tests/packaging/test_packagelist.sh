#!/usr/bin/env bash
# The fresh-machine guard (tools/check-packages.sh) passes on the real package list and fails,
# naming the package, when a package the configure used is dropped from it.
#   test_packagelist.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
source_dir=$1
build_dir=$2
guard=$source_dir/tools/check-packages.sh
failures=0

if ! command -v apt-cache >/dev/null; then
    echo "SKIP: not a Debian system"
    exit 77
fi

if output=$("$guard" "$build_dir" 2>&1); then
    echo "PASS: the list reaches every package the configure used"
else
    echo "FAIL: the guard fails on the real list:"
    echo "$output"
    failures=$((failures + 1))
fi

# libqt6opengl6-dev is the package a fresh machine once missed (only a Recommends of
# qt6-charts-dev); qt6-svg-dev and libboost1.74-dev (reached through libboost-dev) own other
# package configurations the configure used.
for case in "libqt6opengl6-dev libqt6opengl6-dev" "qt6-svg-dev qt6-svg-dev" \
    "libboost-dev libboost1.74-dev"; do
    read -r dropped named <<<"$case"
    if output=$(VINCI_PACKAGES_DROP=$dropped "$guard" "$build_dir" 2>&1); then
        echo "FAIL: the guard passes without $dropped in the list"
        failures=$((failures + 1))
    elif ! grep -q "^  $named " <<<"$output"; then
        echo "FAIL: without $dropped the guard fails but does not name $named:"
        echo "$output"
        failures=$((failures + 1))
    else
        echo "PASS: without $dropped the guard names $named"
    fi
done

echo "$((4 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
