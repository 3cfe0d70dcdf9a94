#pragma once

// The Europe map and random games on it, for tests that check a query in every position met.

#include "ai/randomplayer.h"
#include "game/play.h"
#include "mapformat/maploader.h"

#include <QTest>

#include <functional>
#include <memory>

namespace vinci::europegames {

inline std::shared_ptr<const ProvinceGraph> europe()
{
    static const auto board = [] {
        const MapLoadResult result =
            MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"));
        return result.ok() ? result.map->graph : nullptr;
    }();
    return board;
}

/** Plays a random game of `players` from `seed`, calling `visit` before every action. */
inline void playRandomGame(quint64 seed, int players,
                           const std::function<void(const GameState &)> &visit,
                           RuleSetId rules = RuleSetId::Classic)
{
    GameOptions options;
    options.ruleSet = rules;
    options.playerCount = players;
    options.seed = seed;
    options.victoryTarget = 60;
    auto state = newGame(europe(), options);
    QVERIFY(state);
    RandomPlayer player(seed + 17);
    for (int step = 0; step < 6000 && !state->isOver(); ++step) {
        visit(*state);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!applyInPlace(*state, player.chooseAction(*state)));
    }
}

} // namespace vinci::europegames
