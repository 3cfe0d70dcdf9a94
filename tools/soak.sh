#!/usr/bin/env bash
# The soak: thousands of seeded games under ASan/UBSan with the property tests' invariant checks
# after every action (pawn accounting, cohesion, scores, track and bag contents, replay and
# save/load identity: tests/engine/test_randomgames.cpp).
#
#   tools/soak.sh [RANDOM_GAMES] [COMPUTER_GAMES]     (default 8000 and 2000)
#
# RANDOM_GAMES are played by random players (with a random illegal action tried before every
# move); COMPUTER_GAMES by the program's players (rulebook, its variant, the Strategist, random).
# Each count is split between the two rule sets: half Classic, half Online 2013 (where the
# rulebook's virtual players do not exist, so its computer seats are the Strategist and random).
# Builds CMakePresets.json's "asan" preset in build-asan/ first.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/quiet-build.sh

random_games=${1:-8000}
computer_games=${2:-2000}
[ -f build-asan/CMakeCache.txt ] || configure_quietly asan build-asan
build_quietly build-asan test_randomgames
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
export QTEST_FUNCTION_TIMEOUT=86400000
start=$SECONDS
for kind in random computer; do
    games=$random_games
    [ "$kind" = computer ] && games=$computer_games
    [ "$games" -gt 0 ] || continue
    echo "Soaking: $games games of $kind players under ASan/UBSan ($((games - games / 2)) Classic, $((games / 2)) Online 2013)."
    t=$SECONDS
    VINCI_PROPERTY_PLAYERS=$kind VINCI_PROPERTY_GAMES=$((games - games / 2)) \
        VINCI_PROPERTY_ONLINE_GAMES=$((games / 2)) \
        build-asan/tests/test_randomgames invariantsHoldThroughRandomGames -silent
    echo "$games games of $kind players: no violation, $((SECONDS - t)) s."
done
echo "Soak done: $((random_games + computer_games)) games in $((SECONDS - start)) s, no violation."
