#include "clickcycle.h"

#include <algorithm>

namespace vinci {

namespace {
// How far from the last click, in view pixels, a click is still "on the same spot": a hand
// that clicks twice moves a little.
constexpr int sameSpotPixels = 3;
} // namespace

std::size_t ClickCycle::choose(QPoint point, const std::vector<Pick> &picks,
                               const std::optional<Pick> &selected)
{
    std::size_t chosen = 0;
    const bool again =
        m_picked && selected == m_picked && (point - m_point).manhattanLength() <= sameSpotPixels;
    if (again) {
        const auto last = std::find(picks.begin(), picks.end(), *m_picked);
        if (last != picks.end())
            chosen = (static_cast<std::size_t>(last - picks.begin()) + 1) % picks.size();
    }
    m_point = point;
    m_picked = picks.empty() ? std::nullopt : std::optional<Pick>(picks[chosen]);
    return chosen;
}

} // namespace vinci
