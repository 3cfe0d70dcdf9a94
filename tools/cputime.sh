#!/usr/bin/env bash
# A compiler (or linker) launcher that measures: runs the command and appends
# "user+sys seconds<TAB>output<TAB>build folder" to $CPUTIME_LOG (docs/build-times.md).
# Per-step CPU seconds stay comparable on a machine that others share.
#   CCACHE_DISABLE=1 CPUTIME_LOG=/tmp/dev.cpu cmake --preset dev -B build-measure \
#       -DCMAKE_CXX_COMPILER_LAUNCHER=$PWD/tools/cputime.sh \
#       -DCMAKE_CXX_LINKER_LAUNCHER=$PWD/tools/cputime.sh
out=unknown
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
    [ "${args[i]}" = "-o" ] && out=${args[i + 1]}
done
times=$(mktemp)
/usr/bin/time -f "%U %S" -o "$times" "$@"
status=$?
awk -v out="$out" -v dir="$PWD" 'END { printf "%.2f\t%s\t%s\n", $1 + $2, out, dir }' "$times" \
    >>"${CPUTIME_LOG:-/dev/null}"
rm -f "$times"
exit $status
