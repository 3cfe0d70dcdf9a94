#include "turnallowances.h"

#include <algorithm>

namespace vinci {

namespace {

int activeLevel(const GameState &state, TileKind kind)
{
    const auto &active = state.player(state.currentPlayer).active;
    return active ? active->tiles.level(kind) : 0;
}

} // namespace

int espionagePerTurn(const GameState &state)
{
    return activeLevel(state, TileKind::Espionage);
}

int espionageLeft(const GameState &state)
{
    return std::max(0, espionagePerTurn(state) - state.turn.espionageUsed);
}

int fortsPerTurn(const GameState &state)
{
    // Online Fortification places its forts itself, on every non-river province.
    return state.rules().onlineTileWording ? 0 : activeLevel(state, TileKind::Fortification);
}

int fortsLeft(const GameState &state)
{
    return std::max(0, fortsPerTurn(state) - state.turn.fortsBuilt);
}

} // namespace vinci
