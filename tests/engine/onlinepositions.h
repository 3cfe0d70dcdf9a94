#pragma once

// Positions for the Online 2013 rule tests: a small board with every online terrain, and games
// started under the online rules.

#include "positions.h"
#include "rules/conquestcost.h"

namespace vinci::online {

/**
 * coast(plains, edge) - plain - meadow - normal - forest, with normal - inland(plains);
 * plain - river - lake(controllable sea); meadow - mount - desert(edge); river - mount;
 * forest - desert;
 * coast touches the edge sea "ocean".
 */
inline std::shared_ptr<const ProvinceGraph> onlineBoard()
{
    static const auto board = positions::BoardBuilder()
                                  .land("coast", Terrain::Farmland, true)
                                  .land("plain", Terrain::Farmland)
                                  .land("meadow", Terrain::Prairie)
                                  .land("normal", Terrain::Normal)
                                  .land("forest", Terrain::Forest)
                                  .land("inland", Terrain::Farmland)
                                  .land("river", Terrain::River)
                                  .land("lake", Terrain::ControllableSea)
                                  .land("mount", Terrain::Mountain)
                                  .land("desert", Terrain::Desert, true)
                                  .sea("ocean", true)
                                  .link("coast", "plain", LinkKind::Land)
                                  .link("plain", "meadow", LinkKind::Land)
                                  .link("meadow", "normal", LinkKind::Land)
                                  .link("normal", "forest", LinkKind::Land)
                                  .link("normal", "inland", LinkKind::Land)
                                  .link("plain", "river", LinkKind::Land)
                                  .link("river", "lake", LinkKind::Land)
                                  .link("meadow", "mount", LinkKind::Land)
                                  .link("river", "mount", LinkKind::Land)
                                  .link("mount", "desert", LinkKind::Land)
                                  .link("forest", "desert", LinkKind::Land)
                                  .link("coast", "ocean", LinkKind::Sea)
                                  .build();
    return board;
}

/** A new Online 2013 game on `board`, player 0 first. */
inline GameState onlineGame(int players = 3,
                            std::shared_ptr<const ProvinceGraph> board = onlineBoard())
{
    GameOptions options;
    options.ruleSet = RuleSetId::Online2013;
    return positions::newPosition(players, std::move(board), options);
}

/** What `player`'s active civilization pays for `id` now; -1 when it cannot reach it. */
inline int costOf(const GameState &state, int player, const char *id)
{
    const auto cost = cheapestConquest(state, player, positions::area(state, id), false);
    return cost ? cost->total : -1;
}

/** Places every pawn in hand on the first own province and ends the reorganization. */
inline void finishReorganization(GameState &state)
{
    const int me = state.currentPlayer;
    const auto own = provincesOf(state, me, Holder::Active);
    while (state.player(me).active->hand > 0 && !own.empty())
        QVERIFY(!applyInPlace(state, Action::place(own.front())));
    const auto refusal = applyInPlace(state, Action::endReorganization());
    QVERIFY2(!refusal, qPrintable(refusal ? refusal->message : QString()));
}

} // namespace vinci::online
