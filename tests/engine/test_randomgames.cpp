// Property tests: thousands of seeded games of random legal actions, with the game's
// invariants checked after every action.
//
// VINCI_PROPERTY_GAMES=N plays N Classic games (default 1,000) and VINCI_PROPERTY_ONLINE_GAMES=N
// N games under the Online 2013 rules (default 1,000), 0 none (ctest runs the two rule sets as
// two entries, fewer games under the sanitizers: tests/CMakeLists.txt);
// VINCI_PROPERTY_PLAYERS=computer seats the program's players (the rulebook's virtual player and
// its variant, the Strategist at its easy level, the random player; chosen per seat from the seed)
// instead of random players only. tools/soak.sh runs both for thousands of games under the
// sanitizers.

#include "ai/aiplayer.h"
#include "ai/randomplayer.h"
#include "game/play.h"
#include "io/savegame.h"
#include "io/statejson.h"
#include "io/statereader.h"
#include "mapformat/maploader.h"
#include "onlinepositions.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"
#include "rules/onlinetiles.h"
#include "rules/tiletable.h"
#include "testmaps.h"

#include <QTest>

using namespace vinci;

namespace {

constexpr int maxActionsPerGame = 30000;
constexpr int gamesPerBatch = 100;

/** Whether the seats are the program's players (VINCI_PROPERTY_PLAYERS=computer). */
bool computerSeats()
{
    return qEnvironmentVariable("VINCI_PROPERTY_PLAYERS") == u"computer";
}

/** One program player per seat, chosen from the seed. */
std::vector<std::unique_ptr<AiPlayer>> computerPlayers(quint64 seed, int seats)
{
    static const QStringView kinds[] = {u"rulebook", u"rulebook-variant", u"strategist-easy",
                                        u"random"};
    std::vector<std::unique_ptr<AiPlayer>> players;
    players.reserve(static_cast<std::size_t>(seats));
    Rng rng(seed * 104729 + 7);
    for (int seat = 0; seat < seats; ++seat)
        players.push_back(makeAiPlayer(kinds[rng.below(4)], seed + quint64(seat)));
    return players;
}

/**
 * Online 2013's first turn, followed through round 1: "5. Each player takes his first turn,
 * which consists of choosing their first civilization ..., and only in this first turn, the
 * player must immediately start the conquest phase." (Yucata online rules, Setting Up)
 */
class FirstRound
{
public:
    explicit FirstRound(int players)
        : m_conquered(static_cast<std::size_t>(players), false)
        , m_lostProvince(static_cast<std::size_t>(players), false)
    {}

    /**
     * What `action` by `mover` did (`events`, `after`) breaks of the first turn, if anything.
     * Every player's first choice goes on at once into its own conquest phase; at the end of
     * round 1 every player's first civilization is on the board (active, or declining after
     * Rebirth), unless it conquered nothing in its first turn or other players took from it.
     */
    QString breach(const GameState &before, const Action &action,
                   const std::vector<GameEvent> &events, const GameState &after)
    {
        if (before.round != 1)
            return {};
        const int mover = before.currentPlayer;
        const bool startedTurn =
            std::any_of(events.begin(), events.end(), [](const GameEvent &event) {
                return event.kind == EventKind::TurnStarted;
            });
        if (action.type == ActionType::ChooseCivilization &&
            before.player(mover).civilizationsChosen == 0 &&
            (after.phase != Phase::Conquest || after.currentPlayer != mover || startedTurn))
            return QStringLiteral("player %1's first choice did not go on into its conquests")
                .arg(mover);
        for (const GameEvent &event : events) {
            if (event.kind != EventKind::Conquered)
                continue;
            m_conquered[static_cast<std::size_t>(event.player)] = true;
            if (event.other >= 0)
                m_lostProvince[static_cast<std::size_t>(event.other)] = true;
        }
        if (after.round != 2 && !after.isOver())
            return {};
        for (int p = 0; p < after.playerCount(); ++p) {
            const auto seat = static_cast<std::size_t>(p);
            if (!after.player(p).active)
                return QStringLiteral("player %1 has no civilization after round 1").arg(p);
            // Its first civilization: active, or declining when Rebirth declined it at the end
            // of its first turn.
            const bool onBoard = !provincesOf(after, p, Holder::Active).empty() ||
                                 !provincesOf(after, p, Holder::Declining).empty();
            if (!onBoard && m_conquered[seat] && !m_lostProvince[seat])
                return QStringLiteral("player %1's civilization left the board in round 1").arg(p);
            if (onBoard && !m_conquered[seat])
                return QStringLiteral("player %1 holds provinces it did not conquer").arg(p);
        }
        return {};
    }

private:
    std::vector<bool> m_conquered;    ///< conquered in its first turn
    std::vector<bool> m_lostProvince; ///< another player took one of its provinces
};

/** QVERIFY2 that builds its message only when the check fails (it runs after every action). */
// NOLINTNEXTLINE(cppcoreguidelines-macro-usage): it returns from the test function, as QVERIFY2.
#define CHECK(condition, message)                                                                  \
    do {                                                                                           \
        if (!(condition))                                                                          \
            QFAIL(qPrintable(message));                                                            \
    } while (false)

int activeCivilizationPawns(const GameState &state, int player)
{
    const auto &civ = state.player(player).active;
    return civ ? civ->hand + pawnsOnBoard(state, player, Holder::Active) : 0;
}

/** Online 2013 games: 2 to 5 players, no virtual seat; most cut short to a few rounds. */
GameOptions randomOnlineOptions(quint64 seed)
{
    Rng rng(seed * 7919 + 3);
    GameOptions options;
    options.ruleSet = RuleSetId::Online2013;
    options.seed = seed;
    options.playerCount = 2 + rng.below(4);
    options.victoryTarget = rng.below(3) == 0 ? 0 : 3 + rng.below(6);
    return options;
}

bool isOnline(const GameState &state)
{
    return state.options.ruleSet == RuleSetId::Online2013;
}

GameOptions randomOptions(quint64 seed)
{
    Rng rng(seed * 7919 + 1);
    GameOptions options;
    options.seed = seed;
    options.playerCount = 3 + rng.below(4);
    options.tileMix = rng.below(2) ? TileMix::Designer : TileMix::PrintedBox;
    options.redrawIdenticalPairs = rng.below(2) == 0;
    options.autoRedeploy = rng.below(3) == 0;
    if (rng.below(4) == 0) {
        options.virtualSeats.assign(static_cast<std::size_t>(options.playerCount), false);
        for (auto &&seat : options.virtualSeats)
            seat = rng.below(2) == 0;
    }
    // Most games play to a short target to keep the suite fast; some to the rules' own.
    options.victoryTarget = rng.below(5) == 0 ? 0 : 30 + rng.below(50);
    return options;
}

/** Each player's two civilizations and this turn's tile uses; the first breach, if any. */
QString civilizationBreach(const GameState &state)
{
    const bool ownTurnMidway =
        state.phase == Phase::Conquest || state.phase == Phase::Reorganization;
    for (int p = 0; p < state.playerCount(); ++p) {
        const PlayerState &player = state.player(p);
        // The score track has no space below 0 (docs/rules-decisions.md D1).
        if (player.score < 0)
            return QStringLiteral("player %1 has a negative score").arg(p);
        const auto activeProvinces = provincesOf(state, p, Holder::Active);
        const auto decliningProvinces = provincesOf(state, p, Holder::Declining);
        // "All of the tokens of a civilization must be placed on the board": only an empire with
        // no province keeps pawns in hand between turns.
        // Warband: "the other pawns are off board until next turn".
        const bool warband = player.active && player.active->tiles.has(TileKind::Warband);
        if (player.active && player.active->hand > 0 && !activeProvinces.empty() && !warband &&
            !(p == state.currentPlayer && ownTurnMidway))
            return QStringLiteral("player %1 keeps pawns in hand with provinces on the board")
                .arg(p);
        // "removes all but one token from each of the newly declining empire's provinces", and
        // nothing ever adds one.
        // Philosophy: "Keep all pawns on the board when going in decline".
        const bool philosophy = player.declinedTilesKept.has(TileKind::Philosophy);
        for (AreaIndex area : decliningProvinces) {
            if (state.at(area).pawns != 1 && !philosophy)
                return QStringLiteral("declining province %1 holds %2 pawns")
                    .arg(area)
                    .arg(state.at(area).pawns);
        }
        // "The active civilization and the declining civilization of the same player may not
        // come in contact" unless the active one has Heritage.
        if (player.active && !player.active->tiles.has(TileKind::Heritage)) {
            for (AreaIndex area : activeProvinces) {
                for (AreaIndex next : state.board->neighbours(area)) {
                    // Online: "You can be adjacent to your declined provinces as long as any of
                    // the provinces (active or decline) is a river."
                    const bool river = isRiverLike(state.board->area(area).terrain) ||
                                       isRiverLike(state.board->area(next).terrain);
                    if (isOnline(state) && river)
                        continue;
                    if (state.at(next).holder == Holder::Declining && state.at(next).player == p)
                        return QStringLiteral("player %1: active %2 touches declining %3")
                            .arg(p)
                            .arg(area)
                            .arg(next);
                }
            }
        }
        // Diplomacy: "one opponent" (two when doubled), active empires only.
        const int diplomacy = player.active ? player.active->tiles.level(TileKind::Diplomacy) : 0;
        if (static_cast<int>(player.peaceWith.size()) > diplomacy)
            return QStringLiteral("player %1 has more peace than Diplomacy allows").arg(p);
    }
    if (const auto &active = state.player(state.currentPlayer).active; active && ownTurnMidway) {
        // Espionage "may only be used once per turn"; "Only one fortress may be placed per turn"
        // (each doubled by Specialization).
        if (state.turn.espionageUsed > active->tiles.level(TileKind::Espionage))
            return QStringLiteral("Espionage used too often");
        if (state.turn.fortsBuilt > active->tiles.level(TileKind::Fortification))
            return QStringLiteral("too many forts this turn");
        // Legions: the pawns still to leave are in hand.
        if (state.turn.fieldGeneralPawns >
            active->hand + pawnsOnBoard(state, state.currentPlayer, Holder::Active))
            return QStringLiteral("more Legions to remove than pawns");
    }
    for (AreaIndex area : state.board->landAreas()) {
        const ProvinceState &province = state.at(area);
        if (province.fort && province.holder != Holder::Active &&
            province.holder != Holder::Declining)
            return QStringLiteral("a fort stands in province %1 of no civilization").arg(area);
    }
    // Online: the last round is the one numbered as the rounds the game lasts.
    if (isOnline(state) && !state.isOver() && state.lastRound != (state.round >= state.roundLimit))
        return QStringLiteral("round %1 of %2 with lastRound %3")
            .arg(state.round)
            .arg(state.roundLimit)
            .arg(state.lastRound);
    if (state.isOver()) {
        // "Each player will therefore have the same number of turns."
        if (state.turnNumber % state.playerCount() != 0)
            return QStringLiteral("the game ended in the middle of a round");
        // Online: "The game ends when the game reaches a fixed number of rounds".
        if (isOnline(state) && (state.round != state.roundLimit ||
                                state.turnNumber != state.roundLimit * state.playerCount()))
            return QStringLiteral("the game ended after %1 rounds, not %2")
                .arg(state.round)
                .arg(state.roundLimit);
        int best = 0;
        bool reached = false;
        for (const PlayerState &player : state.players) {
            best = std::max(best, player.score);
            reached = reached || player.score >= state.victoryTarget;
        }
        if (!reached && !isOnline(state))
            return QStringLiteral("the game ended before anyone reached the target");
        for (int winner : state.winners) {
            if (state.player(winner).score != best)
                return QStringLiteral("a winner without the most points");
        }
    }
    return {};
}

/** The action with the fields its type ignores cleared, as legalActions() lists it. */
Action canonical(const Action &action)
{
    switch (action.type) {
    case ActionType::ChooseCivilization:
    case ActionType::DeclarePeace:
        return {action.type, -1, action.value, false};
    case ActionType::Conquer:
        return {action.type, action.area, 0, action.espionage};
    case ActionType::Abandon:
    case ActionType::PlacePawn:
    case ActionType::LiftPawn:
    case ActionType::KeepPart:
    case ActionType::BuildFort:
    case ActionType::Redeploy:
        return {action.type, action.area, 0, false};
    default:
        return {action.type, -1, 0, false};
    }
}

/**
 * What one conquest may change, checked against the state before it: "the defending
 * civilization loses just one token permanently", the rest wait to be moved; "Attacking
 * civilizations never lose tokens." Returns the first breach.
 */
QString conquestBreach(const GameState &before, const GameState &after, AreaIndex target,
                       const std::vector<GameEvent> &events)
{
    const int me = before.currentPlayer;
    const ProvinceState defender = before.at(target);
    // Online: Legions "are removed from board after get control of the province"; Religion
    // places "a new pawn of your color" and converts the defender's.
    const int legions =
        isOnline(before) ? before.turn.fieldGeneralPawns - after.turn.fieldGeneralPawns : 0;
    const bool converted = after.turn.religionConverted != before.turn.religionConverted;
    if (activeCivilizationPawns(after, me) !=
        activeCivilizationPawns(before, me) - legions + (converted ? 1 : 0))
        return QStringLiteral("the attacker lost pawns");
    int cleared = 0;
    for (const GameEvent &event : events) {
        if (event.kind == EventKind::DecliningCleared)
            cleared += event.amount;
    }
    const bool ownDeclining = defender.holder == Holder::Declining && defender.player == me;
    if (after.player(me).pawnsRemoved - before.player(me).pawnsRemoved !=
        cleared + (ownDeclining ? 1 : 0) + legions)
        return QStringLiteral("the attacker's stock changed unexpectedly");
    if (defender.holder == Holder::Neutral &&
        after.neutralPawnsRemoved != before.neutralPawnsRemoved + defender.pawns)
        return QStringLiteral("neutral pawns not returned to the brown stock");
    if ((defender.holder == Holder::Active || defender.holder == Holder::Declining) &&
        defender.player != me) {
        const PlayerState &was = before.player(defender.player);
        const PlayerState &now = after.player(defender.player);
        // "Nomadic. No pawn lost when conquered." Drakkar: "No pawn lost when conquered on a
        // river province."
        const auto &owner = was.active;
        const bool keepsAll = !converted && defender.holder == Holder::Active && owner &&
                              (owner->tiles.has(TileKind::Nomadic) ||
                               (owner->tiles.has(TileKind::Drakkar) &&
                                isRiverLike(before.board->area(target).terrain)));
        const int lost = keepsAll ? 0 : 1;
        if (now.pawnsRemoved != was.pawnsRemoved + lost)
            return QStringLiteral("the defender did not lose exactly %1 pawn").arg(lost);
        const auto pending = [&](const PlayerState &seat) {
            return defender.holder == Holder::Active ? seat.active->pendingRedeploy
                                                     : seat.declining->pendingRedeploy;
        };
        if (pending(now) != pending(was) + (converted ? 0 : defender.pawns - lost))
            return QStringLiteral("the defender's survivors were not kept for redeployment");
    }
    return {};
}

/** Everything that must hold after every action; returns a description of the first breach. */
/**
 * The shortcuts of the legal-move queries against their plain answers: each type's list is
 * legalActions()' actions of that type, in its order (the random player draws from it), and the
 * conquest costs worked out together are those of one target at a time, for every player.
 */
QString listingBreach(const GameState &state)
{
    const auto legal = legalActions(state);
    std::vector<Action> ofType;
    for (int t = 0; t <= static_cast<int>(ActionType::ReorganizeBeforeDecline); ++t) {
        const auto type = static_cast<ActionType>(t);
        legalActionsOfType(state, type, ofType);
        std::vector<Action> expected;
        std::copy_if(legal.begin(), legal.end(), std::back_inserter(expected),
                     [type](const Action &action) { return action.type == type; });
        if (ofType != expected)
            return QStringLiteral("the legal actions of type %1 are not legalActions()'s").arg(t);
    }
    for (int player = 0; player < state.playerCount(); ++player) {
        const ConquestTotals totals(state, player);
        for (AreaIndex area : state.board->landAreas()) {
            for (const bool espionage : {false, true}) {
                if (totals.total(area, espionage) !=
                    cheapestConquestTotal(state, player, area, espionage))
                    return QStringLiteral("player %1's cost for %2 (espionage %3) differs")
                        .arg(player)
                        .arg(area)
                        .arg(espionage);
            }
        }
    }
    return {};
}

QString invariantBreach(const GameState &state)
{
    // Pawn accounting: "on board + in hand + removed = ever received".
    for (int p = 0; p < state.playerCount(); ++p) {
        const PlayerState &player = state.player(p);
        int held =
            pawnsOnBoard(state, p, Holder::Active) + pawnsOnBoard(state, p, Holder::Declining);
        if (player.active)
            held += player.active->hand + player.active->pendingRedeploy;
        if (player.declining)
            held += player.declining->pendingRedeploy;
        if (held + player.pawnsRemoved != player.pawnsReceived)
            return QStringLiteral("player %1: %2 held + %3 removed != %4 received")
                .arg(p)
                .arg(held)
                .arg(player.pawnsRemoved)
                .arg(player.pawnsReceived);
        if (player.active && player.active->hand < 0)
            return QStringLiteral("player %1 has a negative hand").arg(p);
    }
    int neutral = 0;
    for (AreaIndex area : state.board->landAreas()) {
        const ProvinceState &province = state.at(area);
        switch (province.holder) {
        case Holder::Empty:
            if (province.player != -1 || province.pawns != 0 || province.fort)
                return QStringLiteral("empty province %1 is not empty").arg(area);
            break;
        case Holder::Neutral:
            neutral += province.pawns;
            if (province.player != -1 || province.pawns < 1)
                return QStringLiteral("neutral province %1 is malformed").arg(area);
            break;
        case Holder::Active: {
            // One holder per province by construction; its player must have that civilization.
            if (province.player < 0 || province.player >= state.playerCount() ||
                !state.player(province.player).active)
                return QStringLiteral("province %1 held by a missing active civilization")
                    .arg(area);
            const bool midTurn =
                province.player == state.currentPlayer &&
                (state.phase == Phase::Conquest || state.phase == Phase::Reorganization);
            if (province.pawns < (midTurn ? 0 : 1))
                return QStringLiteral("active province %1 has no pawn").arg(area);
            break;
        }
        case Holder::Declining:
            if (province.player < 0 || province.player >= state.playerCount() ||
                !state.player(province.player).declining || province.pawns < 1)
                return QStringLiteral("declining province %1 is malformed").arg(area);
            break;
        }
    }
    if (neutral + state.neutralPawnsRemoved != state.neutralPawnsPlaced)
        return QStringLiteral("neutral pawns do not add up");
    if (QString breach = civilizationBreach(state); !breach.isEmpty())
        return breach;
    for (const ProvinceState &province : state.provinces) {
        if (province.pawns < 0)
            return QStringLiteral("negative pawns");
    }
    // Every tile is somewhere: the bag, the track, or a civilization.
    int tiles = static_cast<int>(state.bag.size());
    for (const TrackSlot &slot : state.track)
        tiles += slot.tiles.count;
    for (const PlayerState &player : state.players) {
        tiles += player.active ? player.active->tiles.count : 0;
        tiles += player.declining ? player.declining->tiles.count : 0;
        tiles += player.declinedTilesKept.count;
    }
    // Online: one of each of the 35 kinds, without Diplomacy at 2 players.
    const int expectedTiles = !isOnline(state) ? 52 : state.playerCount() >= 3 ? 35 : 34;
    if (tiles != expectedTiles)
        return QStringLiteral("%1 tiles instead of %2").arg(tiles).arg(expectedTiles);
    if (state.track.size() > 6)
        return QStringLiteral("more than six civilizations on the track");
    return {};
}

/** The rules-example board, the grid, and the Europe map the game ships with, in turn. */
std::shared_ptr<const ProvinceGraph> boardFor(quint64 seed, bool online)
{
    // Online games also play on a board with rivers, a controllable sea and a desert.
    if (online && seed % 4 == 3)
        return vinci::online::onlineBoard();
    static const auto example = testmaps::rulesExampleBoard();
    static const auto grid = testmaps::gridBoard(7, 6);
    static const auto europe = [] {
        const MapLoadResult loaded =
            MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"));
        return loaded.ok() ? loaded.map->graph : nullptr;
    }();
    switch (seed % 3) {
    case 0:
        return example;
    case 1:
        return grid;
    default:
        return europe; // a shipped map that does not load fails the test in newGame()
    }
}

} // namespace

/** Random legal games on two boards, with invariants after every action. */
class TestRandomGames : public QObject
{
    Q_OBJECT

private slots:
    void invariantsHoldThroughRandomGames_data()
    {
        // Batches of 100 games: each row stays far below Qt Test's per-function time limit even
        // under the sanitizers, and a failure names its batch.
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::addColumn<bool>("online");
        const auto count = [](const char *variable) {
            bool given = false;
            const int games = qEnvironmentVariableIntValue(variable, &given);
            return given && games >= 0 ? games : 1000;
        };
        const int games = count("VINCI_PROPERTY_GAMES");
        for (int first = 1; first <= games; first += gamesPerBatch) {
            const int last = std::min(games, first + gamesPerBatch - 1);
            QTest::addRow("games %d-%d", first, last) << first << last << false;
        }
        const int onlineGames = count("VINCI_PROPERTY_ONLINE_GAMES");
        for (int first = 1; first <= onlineGames; first += gamesPerBatch) {
            const int last = std::min(onlineGames, first + gamesPerBatch - 1);
            QTest::addRow("online games %d-%d", first, last) << first << last << true;
        }
    }
    void invariantsHoldThroughRandomGames()
    {
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(bool, online);
        for (int game = first; game <= last; ++game) {
            playOneGame(static_cast<quint64>(game), online);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void everyTileKindWasPlayed()
    {
        // "all tiles in play": every kind that was in a played game's bag was held by some
        // civilization across the run (each ctest entry plays one rule set, whose bag differs).
        for (int kind = 0; kind < allTileKindCount; ++kind) {
            const auto i = static_cast<std::size_t>(kind);
            if (m_tilesInBags[i])
                QVERIFY2(m_tilesPlayed[i] > 0, qPrintable(tileKey(static_cast<TileKind>(kind))));
        }
    }

private:
    void playOneGame(quint64 seed, bool online)
    {
        const auto board = boardFor(seed, online);
        const GameOptions options = online ? randomOnlineOptions(seed) : randomOptions(seed);
        for (const TileCount &tiles :
             ruleSet(options.ruleSet)
                 .tileMix(options.tileMix == TileMix::PrintedBox, options.playerCount))
            m_tilesInBags[static_cast<std::size_t>(tiles.kind)] |= tiles.copies > 0;
        QString error;
        auto start = newGame(board, options, &error);
        QVERIFY2(start, qPrintable(error));
        GameState state = *start;
        RandomPlayer player(seed);
        const auto programs = computerSeats() ? computerPlayers(seed, state.playerCount())
                                              : std::vector<std::unique_ptr<AiPlayer>>{};
        Rng noise(seed ^ 0xABCDEFULL);
        std::vector<Action> actions;
        std::vector<GameEvent> events;
        FirstRound firstRound(state.playerCount());
        const auto context = [&] {
            return QStringLiteral("seed %1, action %2").arg(seed).arg(actions.size());
        };

        while (!state.isOver()) {
            CHECK(actions.size() < maxActionsPerGame, context());
            // An illegal action is refused and changes nothing.
            // Every action type, the last being ReorganizeBeforeDecline.
            const int types = static_cast<int>(ActionType::ReorganizeBeforeDecline) + 1;
            const Action probe{static_cast<ActionType>(noise.below(types)),
                               noise.below(board->areaCount() + 2) - 1, noise.below(8) - 1,
                               noise.below(2) == 0};
            const GameState before = state;
            events.clear();
            if (applyInPlace(state, probe, &events)) {
                CHECK(state == before, context());
            } else {
                if (isOnline(before) && before.round == 1) {
                    const QString first = firstRound.breach(before, probe, events, state);
                    CHECK(first.isEmpty(), context() + QStringLiteral(": ") + first);
                }
                // An action the engine accepts is one legalActions() offered (KeepPart is
                // offered once per part, by its first province).
                const auto legal = legalActions(before);
                CHECK(probe.type == ActionType::KeepPart ||
                          std::find(legal.begin(), legal.end(), canonical(probe)) != legal.end(),
                      context() + QStringLiteral(": accepted but not listed"));
                actions.push_back(probe);
            }
            if (state.isOver())
                break;

            const Action action =
                programs.empty()
                    ? player.chooseAction(state)
                    : programs[std::size_t(state.actingPlayer())]->decide(state).action;
            const int mover = state.currentPlayer;
            const Phase phaseBefore = state.phase;
            std::vector<int> scoresBefore;
            for (const PlayerState &seat : state.players)
                scoresBefore.push_back(seat.score);
            events.clear();
            std::optional<GameState> beforeConquest;
            if (action.type == ActionType::Conquer)
                beforeConquest = state;
            const std::optional<GameState> inRoundOne = isOnline(state) && state.round == 1
                                                            ? std::optional<GameState>(state)
                                                            : std::nullopt;
            const auto refusal = applyInPlace(state, action, &events);
            CHECK(!refusal,
                  context() + QStringLiteral(": ") + (refusal ? refusal->message : QString()));
            actions.push_back(action);

            // Scores change only when a turn is scored or a civilization is chosen.
            std::vector<int> expected = scoresBefore;
            for (const GameEvent &event : events) {
                if (event.kind == EventKind::Scored)
                    expected[static_cast<std::size_t>(event.player)] += event.amount;
                if (event.kind == EventKind::CivilizationChosen) {
                    expected[static_cast<std::size_t>(event.player)] += event.value;
                    for (TileKind kind : event.tiles.tiles())
                        ++m_tilesPlayed[static_cast<std::size_t>(kind)];
                }
            }
            for (int p = 0; p < state.playerCount(); ++p)
                CHECK(state.player(p).score == expected[static_cast<std::size_t>(p)], context());

            // Cohesion "at the end of the expansion phase", unless Messengers or virtual.
            if (phaseBefore == Phase::Reorganization &&
                action.type == ActionType::EndReorganization && state.player(mover).active &&
                boundByCohesion(state, mover)) {
                const bool acrossSea = state.player(mover).active->tiles.has(TileKind::Astronomy);
                CHECK(isCohesive(*board, provincesOf(state, mover, Holder::Active), acrossSea),
                      context());
            }
            if (inRoundOne) {
                const QString first = firstRound.breach(*inRoundOne, action, events, state);
                CHECK(first.isEmpty(), context() + QStringLiteral(": ") + first);
            }
            if (beforeConquest) {
                const QString breach = conquestBreach(*beforeConquest, state, action.area, events);
                CHECK(breach.isEmpty(), context() + QStringLiteral(": ") + breach);
            }
            const QString breach = invariantBreach(state);
            CHECK(breach.isEmpty(), context() + QStringLiteral(": ") + breach);
            // Every few actions: the listings cost a few times an action.
            if (actions.size() % 4 == 0 && !state.isOver()) {
                const QString listing = listingBreach(state);
                CHECK(listing.isEmpty(), context() + QStringLiteral(": ") + listing);
            }
            // Every position play reaches is one the protocol's "setup" accepts, read back
            // whole from its JSON.
            if (actions.size() % 64 == 0 || state.isOver()) {
                QString setupError;
                const auto read = stateFromJson(stateToJson(state), board, options, &setupError);
                CHECK(read && *read == state, context() + QStringLiteral(": setup: ") + setupError);
            }
        }
        QVERIFY(!state.winners.empty());

        // A game is its options + seed + actions: replaying them gives the identical state.
        QString replayError;
        const auto replayed = replay(board, options, actions, &replayError);
        QVERIFY2(replayed, qPrintable(replayError));
        QVERIFY(*replayed == state);

        // Save -> load -> identical state (and every tenth game, mid-game too).
        checkSaveLoad(state, options, actions, board);
        if (seed % 10 == 0 && actions.size() > 2) {
            const std::vector<Action> half(actions.begin(),
                                           actions.begin() + static_cast<long>(actions.size() / 2));
            const auto midState = replay(board, options, half);
            QVERIFY(midState);
            checkSaveLoad(*midState, options, half, board);
        }
    }

    void checkSaveLoad(const GameState &state, const GameOptions &options,
                       const std::vector<Action> &actions,
                       const std::shared_ptr<const ProvinceGraph> &board)
    {
        const QByteArray saved = saveGameToJson(state, SavedGame{options, actions, {}});
        QString error;
        const auto loaded = readSaveGame(
            saved, QStringLiteral("property.vinci"),
            [&](const QString &, QString *) { return board; }, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(loaded->state == state);
        QCOMPARE(loaded->saved.actions.size(), actions.size());
        // The file keeps each action's meaningful fields (canonical() is what actionToJson()
        // writes).
        for (std::size_t i = 0; i < actions.size(); ++i)
            CHECK(canonical(loaded->saved.actions[i]) == canonical(actions[i]),
                  QStringLiteral("saved action %1 differs").arg(i));
    }

    std::array<int, allTileKindCount> m_tilesPlayed{};
    std::array<bool, allTileKindCount> m_tilesInBags{};
};

QTEST_APPLESS_MAIN(TestRandomGames)
#include "test_randomgames.moc"
