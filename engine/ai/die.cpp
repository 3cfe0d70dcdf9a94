#include "die.h"

namespace vinci {

int Die::choose(int count)
{
    if (count <= 1)
        return 0;
    // The fewest dice whose faces number every candidate: 6, 36, 216, ...
    int span = 6;
    int dice = 1;
    while (span < count) {
        span *= 6;
        ++dice;
    }
    // Each candidate gets the same number of outcomes; the outcomes left over are rolled again.
    const int perCandidate = span / count;
    for (;;) {
        int outcome = 0;
        for (int i = 0; i < dice; ++i)
            outcome = outcome * 6 + (roll() - 1);
        if (outcome < perCandidate * count)
            return outcome / perCandidate;
    }
}

quint64 decisionSeed(quint64 playerSeed, std::initializer_list<quint64> moment)
{
    // SplitMix64 steps: every input word changes every output bit.
    auto mix = [](quint64 z) {
        z += 0x9E3779B97F4A7C15ULL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    quint64 seed = mix(playerSeed);
    for (quint64 word : moment)
        seed = mix(seed ^ word);
    return seed;
}

} // namespace vinci
