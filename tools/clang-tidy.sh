#!/usr/bin/env bash
# Runs clang-tidy 14 with the repository's .clang-tidy on C++ sources, using a build folder's
# compile commands; fails on any finding (WarningsAsErrors in .clang-tidy).
#
#   tools/clang-tidy.sh [--build DIR] [--all | FILE...]
#
# With no file: the C++ files a change touches, committed or not, since the merge base with
# main; on main's tip, the files not committed yet, or when there are none (a clean clone, CI)
# the last commit's.
# A changed header is checked through the .cpp of the same name beside it, where there is one.
# --all checks every source of the build (some 16 s of CPU a file: about an hour in all).
# Run it after a build: the tests' sources include files the build generates (their .moc).
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
files=()
all=false
while [ $# -gt 0 ]; do
    case $1 in
    --build) build=$2; shift 2 ;;
    --all) all=true; shift ;;
    *) files+=("$1"); shift ;;
    esac
done

if [ ! -f "$build/compile_commands.json" ]; then
    echo "clang-tidy: $build/compile_commands.json not found: configure and build first." >&2
    exit 1
fi

# The build's precompiled headers are GCC's (.gch), which clang cannot read, and clang looks for
# one beside any header given with -include. So each source is checked with a header of our own
# that includes the precompiled header's list as plain text, in a copy of the compile commands
# (the sources see the headers they are compiled with).
database=$(realpath -m "$build/clang-tidy")
mkdir -p "$database/pch"
replace=()
for pch in $(grep -o -E -e '-include [^ ]*/cmake_pch\.hxx' "$build/compile_commands.json" |
    cut -d' ' -f2 | sort -u); do
    text=$database/pch/$(echo "$pch" | md5sum | cut -c1-12).h
    echo "#include \"$pch\"" >"$text"
    replace+=(-e "s#-include $pch #-include $text #g")
done
sed -E "${replace[@]}" -e 's# -Winvalid-pch##g' "$build/compile_commands.json" \
    >"$database/compile_commands.json"
# A unity build (CI's game library, the test bundles) names its units, not the sources in them:
# each source gets its unit's command.
python3 tools/unity-sources.py "$database/compile_commands.json"

if $all; then
    # The sources of the tree, not what the build generates (moc's, the precompiled headers').
    root=$(pwd -P)
    mapfile -t files < <(sed -n -E 's/^ *"file": "(.*)",?$/\1/p' "$database/compile_commands.json" |
        grep -F "$root/" | grep -v -F -e "$(realpath -m "$build")/" -e _autogen/ -e cmake_pch |
        sort -u)
elif [ ${#files[@]} -eq 0 ]; then
    base=
    for main in main origin/main; do
        if git rev-parse -q --verify "$main^{commit}" >/dev/null; then
            base=$(git merge-base HEAD "$main")
            break
        fi
    done
    # On main's own tip: what is not committed yet, or else (a clean clone) the last commit.
    if [ -z "$base" ] || [ "$base" = "$(git rev-parse HEAD)" ]; then
        if [ -n "$(git status --porcelain -- '*.cpp' '*.h')" ]; then
            base=$(git rev-parse HEAD)
        else
            base=$(git rev-parse -q --verify 'HEAD~^{commit}' || true)
        fi
    fi
    if [ -z "$base" ]; then
        echo "clang-tidy: no history to compare with (a clone of one commit): checking all."
        exec "$0" --build "$build" --all
    fi
    changed=$( (git diff --name-only --diff-filter=d "$base" -- '*.cpp' '*.h'
        git ls-files --others --exclude-standard -- '*.cpp' '*.h') | sort -u)
    for file in $changed; do
        case $file in
        *.h) [ -f "${file%.h}.cpp" ] && files+=("${file%.h}.cpp") ;;
        *) files+=("$file") ;;
        esac
    done
    echo "clang-tidy: the C++ files changed since $(git rev-parse --short "$base")."
fi

if [ ${#files[@]} -eq 0 ]; then
    echo "clang-tidy: no C++ source changed."
    exit 0
fi
# Only the sources the build compiles (not tools' or the fuzzers' when not built), each once.
checked=()
for path in $(realpath -m "${files[@]}" | sort -u); do
    grep -q -F "\"file\": \"$path\"" "$database/compile_commands.json" && checked+=("$path")
done
if [ ${#checked[@]} -eq 0 ]; then
    echo "clang-tidy: no source of this build to check."
    exit 0
fi

echo "clang-tidy: ${#checked[@]} file(s), ${VINCI_JOBS:-2} at a time."
# GCC's warning options that clang does not know are not findings.
printf '%s\0' "${checked[@]}" | xargs -0 -n 1 -P "${VINCI_JOBS:-2}" \
    clang-tidy-14 --quiet -p "$database" --extra-arg=-Wno-unknown-warning-option
echo "clang-tidy: no findings."
