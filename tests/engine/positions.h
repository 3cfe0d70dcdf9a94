#pragma once

// Positions for the rule-clause tests: a real newGame() on a test board, then the public
// GameState fields set directly so that each test holds exactly the situation its clause speaks
// of. The tests then drive the position with real actions (applyInPlace) and check the outcome.

#include "game/play.h"
#include "mapformat/maploader.h"
#include "rules/tiletable.h"
#include "testmaps.h"

#include <QTest>

#include <algorithm>

namespace vinci::positions {

/** The rules-example board, built once (Ireland, Scotland, France, Northern Italy, ...). */
inline std::shared_ptr<const ProvinceGraph> exampleBoard()
{
    static const auto board = testmaps::rulesExampleBoard();
    return board;
}

/** maps/europe, the board the game ships with, loaded once with the map loader. */
inline std::shared_ptr<const ProvinceGraph> europeBoard()
{
    static const auto board = [] {
        const MapLoadResult loaded =
            MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"));
        Q_ASSERT_X(loaded.ok(), "europeBoard", qPrintable(loaded.errorString()));
        return loaded.map->graph;
    }();
    return board;
}

/** A small board written in a test, for geometry the example board does not have. */
class BoardBuilder
{
public:
    BoardBuilder &land(const char *id, Terrain terrain, bool edge = false)
    {
        AreaData data;
        data.id = QString::fromLatin1(id);
        data.terrain = terrain;
        data.boardEdge = edge;
        data.names = {data.id, data.id, data.id};
        m_map.areas.push_back(data);
        return *this;
    }
    BoardBuilder &sea(const char *id, bool edge = false)
    {
        AreaData data;
        data.id = QString::fromLatin1(id);
        data.kind = AreaKind::Sea;
        data.boardEdge = edge;
        data.names = {data.id, data.id, data.id};
        m_map.areas.push_back(data);
        return *this;
    }
    BoardBuilder &link(const char *a, const char *b, LinkKind kind)
    {
        m_map.links.push_back({QString::fromLatin1(a), QString::fromLatin1(b), kind, false});
        return *this;
    }
    std::shared_ptr<const ProvinceGraph> build()
    {
        m_map.id = QStringLiteral("test-board");
        m_map.classic.playerCounts = {3, 4, 5, 6};
        QString error;
        auto graph = ProvinceGraph::fromMapData(m_map, &error);
        Q_ASSERT_X(graph, "BoardBuilder", qPrintable(error));
        return std::make_shared<const ProvinceGraph>(std::move(*graph));
    }

private:
    MapData m_map;
};

/** A new game on `board` with `players` seats, player 0 first (set-up otherwise untouched). */
inline GameState newPosition(int players = 3,
                             std::shared_ptr<const ProvinceGraph> board = exampleBoard(),
                             GameOptions options = {})
{
    options.playerCount = players;
    auto state = newGame(std::move(board), options);
    Q_ASSERT(state);
    state->firstPlayer = 0;
    state->currentPlayer = 0;
    return *state;
}

/** The index of the area with this id; aborts the test binary on a typo. */
inline AreaIndex area(const GameState &state, const char *id)
{
    const auto index = state.board->indexOf(QString::fromLatin1(id));
    Q_ASSERT_X(index, "positions::area", id);
    return *index;
}

/** Takes one tile of this kind out of the bag (or the track) so the 52 tiles still add up. */
inline void takeTile(GameState &state, TileKind kind)
{
    const auto it = std::find(state.bag.begin(), state.bag.end(), kind);
    if (it != state.bag.end()) {
        state.bag.erase(it);
        return;
    }
    for (TrackSlot &slot : state.track) {
        for (int i = 0; i < slot.tiles.count; ++i) {
            if (slot.tiles.kinds[static_cast<std::size_t>(i)] == kind) {
                // Swap the slot's tile for a bag tile so the track keeps full pairs.
                Q_ASSERT(!state.bag.empty());
                slot.tiles.kinds[static_cast<std::size_t>(i)] = state.bag.back();
                state.bag.pop_back();
                return;
            }
        }
    }
}

/** Every province empty: no neutral pawn, no civilization, no fort. */
inline void clearBoard(GameState &state)
{
    for (ProvinceState &province : state.provinces)
        province = ProvinceState{};
    state.neutralPawnsPlaced = 0;
    state.neutralPawnsRemoved = 0;
}

/** Puts a province in a given hand. */
inline void put(GameState &state, const char *id, Holder holder, int player, int pawns,
                bool fort = false)
{
    state.at(area(state, id)) = ProvinceState{
        holder, holder == Holder::Active || holder == Holder::Declining ? player : -1, pawns, fort};
}

inline void neutral(GameState &state, const char *id, int pawns = 1)
{
    put(state, id, Holder::Neutral, -1, pawns);
}
inline void active(GameState &state, const char *id, int player, int pawns, bool fort = false)
{
    put(state, id, Holder::Active, player, pawns, fort);
}
inline void declining(GameState &state, const char *id, int player, int pawns = 1,
                      bool fort = false)
{
    put(state, id, Holder::Declining, player, pawns, fort);
}
inline void empty(GameState &state, const char *id)
{
    put(state, id, Holder::Empty, -1, 0);
}

/** Gives `player` an active civilization with these tiles and `hand` pawns off the board. */
inline void giveActive(GameState &state, int player, TileKind first, TileKind second, int hand = 0)
{
    takeTile(state, first);
    takeTile(state, second);
    state.player(player).active =
        ActiveCivilization{CivilizationTiles::pair(first, second), hand, 0};
}

/** Three players on the empty example board; player 0 holds `first` + `second` and `hand` pawns. */
inline GameState civ(TileKind first, TileKind second, int hand)
{
    GameState state = newPosition(3);
    clearBoard(state);
    giveActive(state, 0, first, second, hand);
    return state;
}

/** Gives `player` a declining civilization keeping these tiles (none by default). */
inline void giveDeclining(GameState &state, int player, CivilizationTiles tiles = {})
{
    for (TileKind kind : tiles.tiles())
        takeTile(state, kind);
    state.player(player).declining = DecliningCivilization{tiles, 0};
}

/** Puts a pair on the track at `slot` (0 = civilization I) with `coins` on it. */
inline void putOnTrack(GameState &state, int slot, TileKind first, TileKind second, int coins = 0)
{
    TrackSlot &place = state.track[static_cast<std::size_t>(slot)];
    for (TileKind kind : place.tiles.tiles())
        state.bag.push_back(kind);
    takeTile(state, first);
    takeTile(state, second);
    place = TrackSlot{CivilizationTiles::pair(first, second), coins};
}

/**
 * Makes the books agree with the board: every pawn a player holds counts as received, every
 * neutral pawn on the board as placed. Call after setting a position by hand.
 */
inline void settle(GameState &state)
{
    for (int p = 0; p < state.playerCount(); ++p) {
        PlayerState &player = state.player(p);
        int held =
            pawnsOnBoard(state, p, Holder::Active) + pawnsOnBoard(state, p, Holder::Declining);
        if (player.active)
            held += player.active->hand + player.active->pendingRedeploy;
        if (player.declining)
            held += player.declining->pendingRedeploy;
        player.pawnsReceived = held + player.pawnsRemoved;
    }
    int neutralPawns = 0;
    for (const ProvinceState &province : state.provinces) {
        if (province.holder == Holder::Neutral)
            neutralPawns += province.pawns;
    }
    state.neutralPawnsPlaced = neutralPawns + state.neutralPawnsRemoved;
}

/** Starts `player`'s turn: expand-or-decline if they have a civilization, else choosing. */
inline void startTurn(GameState &state, int player)
{
    settle(state);
    state.currentPlayer = player;
    state.redeployPlayer = -1;
    state.turn = TurnState{};
    state.phase = state.player(player).active ? Phase::TurnStart : Phase::ChooseCivilization;
}

/** Pawns of `player`'s active civilization: hand plus board. */
inline int activePawns(const GameState &state, int player)
{
    const auto &civ = state.player(player).active;
    return (civ ? civ->hand : 0) + pawnsOnBoard(state, player, Holder::Active);
}

/** Whether `action` is among the legal actions now. */
inline bool isLegal(const GameState &state, const Action &action)
{
    const auto legal = legalActions(state);
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

inline int pawnsAt(const GameState &state, const char *id)
{
    return state.at(area(state, id)).pawns;
}
inline Holder holderAt(const GameState &state, const char *id)
{
    return state.at(area(state, id)).holder;
}

/** The code's name for failure messages. */
inline QByteArray codeText(RejectionCode code)
{
    return QByteArray::number(static_cast<int>(code)) + " (" + rejectionText(code) + ")";
}

} // namespace vinci::positions

/** Plays an action that must be accepted. */
// A macro, as QVERIFY2 is: it returns from the test function that fails.
// NOLINTNEXTLINE(cppcoreguidelines-macro-usage)
#define PLAY(state, action)                                                                        \
    do {                                                                                           \
        const auto refusal_ = vinci::applyInPlace((state), (action));                              \
        QVERIFY2(!refusal_, qPrintable(refusal_ ? refusal_->message : QString()));                 \
    } while (false)

/** Plays an action that must be refused with `expected`, leaving the state exactly as it was. */
// NOLINTNEXTLINE(cppcoreguidelines-macro-usage)
#define REFUSED(state, action, expected)                                                           \
    do {                                                                                           \
        const vinci::GameState before_ = (state);                                                  \
        const auto refusal_ = vinci::applyInPlace((state), (action));                              \
        QVERIFY2(refusal_, "the action was accepted");                                             \
        QCOMPARE(vinci::positions::codeText(refusal_->code),                                       \
                 vinci::positions::codeText(expected));                                            \
        QVERIFY((state) == before_);                                                               \
        QVERIFY(!vinci::positions::isLegal((state), (action)));                                    \
    } while (false)
