#pragma once

#include <QtGlobal>

#include <array>

namespace vinci {

// __extension__: -Wpedantic knows no __int128; spelled as the GNU headers spell it.
__extension__ typedef unsigned __int128 RngWide; // NOLINT(modernize-use-using)

/**
 * The game's dice and bag: xoshiro256** seeded through SplitMix64. Small and copyable, so a game
 * state carries it by value and the same seed gives the same game on every machine.
 */
class Rng
{
public:
    Rng()
        : Rng(0)
    {}
    explicit Rng(quint64 seed)
    {
        for (quint64 &word : m_state) {
            seed += 0x9E3779B97F4A7C15ULL;
            quint64 z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            word = z ^ (z >> 31);
        }
    }

    quint64 next()
    {
        const quint64 result = rotl(m_state[1] * 5, 7) * 9;
        const quint64 t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /** A uniform integer in [0, bound), bound > 0 (Lemire's method, unbiased). */
    int below(int bound)
    {
        const auto range = static_cast<quint64>(bound);
        const quint64 threshold = (0 - range) % range;
        for (;;) {
            const quint64 x = next();
            const RngWide product = static_cast<RngWide>(x) * range;
            if (static_cast<quint64>(product) >= threshold)
                return static_cast<int>(product >> 64);
        }
    }

    const std::array<quint64, 4> &state() const { return m_state; }
    void setState(const std::array<quint64, 4> &state) { m_state = state; }
    bool operator==(const Rng &) const = default;

private:
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }
    std::array<quint64, 4> m_state{};
};

} // namespace vinci
