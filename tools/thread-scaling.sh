#!/usr/bin/env bash
# How much faster `vinci --simulate` plays on two threads than on one: the same seeded run on 1
# and on 2 threads, each rate as the program prints it (games per wall-clock second), the ratio,
# and each run's CPU time (user and system). Meaningful only on an otherwise idle machine with two
# free cores: on a loaded one the wall-clock rates measure the other work too. The CPU times show
# contention either way: with none, the two runs use about the same user time and no system time.
#
#   tools/thread-scaling.sh [GAMES] [AI]     (default 4000 and rulebook,rulebook,rulebook,rulebook)
#
# Uses build/app/vinci (the dev preset's build); VINCI=path overrides it. Extra --simulate
# options can follow in SIMULATE_OPTIONS, e.g. SIMULATE_OPTIONS="--rules online".
set -euo pipefail
cd "$(dirname "$0")/.."

games=${1:-4000}
ai=${2:-rulebook,rulebook,rulebook,rulebook}
vinci=${VINCI:-build/app/vinci}
[ -x "$vinci" ] || { echo "No $vinci: build the dev preset first (cmake --build build)." >&2; exit 1; }
players=$(tr ',' '\n' <<<"$ai" | wc -l)

# Runs one simulation on $1 threads; sets rate, user and sys.
simulate() {
    local threads=$1 report times
    report=$(mktemp)
    times=$(mktemp)
    # bash's `time` writes user and system seconds of the program to the file.
    { TIMEFORMAT='%U %S'; time "$vinci" --simulate --players "$players" --ai "$ai" \
        --games "$games" --seed 1 --threads "$threads" --map europe \
        ${SIMULATE_OPTIONS:-} >"$report" 2>/dev/null; } 2>"$times"
    rate=$(sed -n 's/.*: \([0-9.]*\) games\/s$/\1/p' "$report")
    read -r user sys <"$times"
    rm -f "$report" "$times"
    [ -n "$rate" ] || { echo "No rate in the report of the $threads-thread run." >&2; exit 1; }
}

echo "$games games of $ai on europe, seed 1, with $vinci"
simulate 1
rate1=$rate user1=$user sys1=$sys
simulate 2
rate2=$rate user2=$user sys2=$sys
printf '1 thread:  %8.1f games/s   CPU %6.2f s user, %5.2f s system\n' "$rate1" "$user1" "$sys1"
printf '2 threads: %8.1f games/s   CPU %6.2f s user, %5.2f s system\n' "$rate2" "$user2" "$sys2"
awk -v a="$rate1" -v b="$rate2" 'BEGIN { printf "ratio: %.2f (target: at least 1.80)\n", b / a }'
