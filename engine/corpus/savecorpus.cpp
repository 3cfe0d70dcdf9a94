#include "savecorpus.h"

#include "ai/aiplayer.h"
#include "ai/autoplay.h"
#include "game/play.h"
#include "io/statedigest.h"
#include "io/statejson.h"
#include "mapformat/filecontents.h"
#include "replay/replaymodel.h"
#include "rules/tiletable.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

quint64 corpusSeatSeed(quint64 gameSeed, int seat)
{
    return gameSeed * 1000 + quint64(seat) + 1;
}

std::optional<std::vector<TurnDigest>> turnDigests(std::shared_ptr<const ProvinceGraph> board,
                                                   const GameOptions &options,
                                                   const std::vector<Action> &actions,
                                                   QString *error)
{
    auto state = newGame(std::move(board), options, error);
    if (!state)
        return std::nullopt;
    std::vector<TurnDigest> turns;
    ActionVisitor visitor;
    visitor.before = [&turns](int, const GameState &before) {
        if (turns.empty() || turns.back().turnNumber != before.turnNumber)
            turns.push_back({before.round, before.turnNumber, before.currentPlayer, -1, {}});
    };
    visitor.after = [&turns, &actions](int i, const GameState &after,
                                       const std::vector<GameEvent> &) {
        // The turn ends when the next begins or the game ends; a save of a game in play ends
        // with an unfinished turn, recorded as it stands.
        turns.back().lastAction = i;
        if (after.turnNumber != turns.back().turnNumber || after.isOver() ||
            static_cast<std::size_t>(i) + 1 == actions.size())
            turns.back().digest = stateDigest(after);
    };
    QString refusal;
    int failed = -1;
    if (!replay(std::move(*state), actions, visitor, &refusal, &failed)) {
        if (error)
            *error = u"action %1 is not legal: %2"_s.arg(failed + 1).arg(refusal);
        return std::nullopt;
    }
    return turns;
}

QJsonObject turnDigestsToJson(const std::vector<TurnDigest> &turns)
{
    QJsonArray list;
    for (const TurnDigest &turn : turns)
        list.append(QJsonObject{{u"round"_s, turn.round},
                                {u"turn"_s, turn.turnNumber},
                                {u"player"_s, turn.player},
                                {u"lastAction"_s, turn.lastAction},
                                {u"sha256"_s, turn.digest}});
    return QJsonObject{
        {u"digest"_s, u"SHA-256 of the state's canonical compact JSON after each turn"_s},
        {u"turns"_s, list}};
}

std::vector<TurnDigest> turnDigestsFromJson(const QJsonObject &corpus)
{
    std::vector<TurnDigest> turns;
    for (const auto &value : corpus.value(u"turns"_s).toArray()) {
        const QJsonObject turn = value.toObject();
        turns.push_back({turn.value(u"round"_s).toInt(), turn.value(u"turn"_s).toInt(),
                         turn.value(u"player"_s).toInt(-1), turn.value(u"lastAction"_s).toInt(-1),
                         turn.value(u"sha256"_s).toString()});
    }
    return turns;
}

QString CorpusMismatch::message() const
{
    return u"%1: round %2, turn %3, player %4: %5"_s.arg(file)
        .arg(round)
        .arg(turnNumber)
        .arg(player + 1)
        .arg(fault);
}

std::optional<CorpusMismatch> checkCorpusGame(const QString &file, const SavedGame &game,
                                              const std::vector<TurnDigest> &recorded,
                                              std::shared_ptr<const ProvinceGraph> board)
{
    auto mismatch = [&](const TurnDigest &turn, const QString &fault) {
        return CorpusMismatch{file, turn.round, turn.turnNumber, turn.player, fault};
    };
    QString error;
    auto state = newGame(std::move(board), game.options, &error);
    if (!state)
        return CorpusMismatch{file, 0, 0, -1, u"the game cannot start: "_s + error};
    std::size_t next = 0; // the recorded turn the replay is in
    for (std::size_t i = 0; i < game.actions.size(); ++i) {
        const TurnDigest now{state->round, state->turnNumber, state->currentPlayer, -1, {}};
        if (next >= recorded.size())
            return mismatch(now, u"a turn the record does not have"_s);
        const TurnDigest &expected = recorded[next];
        if (expected.turnNumber != now.turnNumber || expected.round != now.round ||
            expected.player != now.player)
            return mismatch(
                now, u"the record has round %1, turn %2, player %3 here"_s.arg(expected.round)
                         .arg(expected.turnNumber)
                         .arg(expected.player + 1));
        if (const auto refusal = applyInPlace(*state, game.actions[i]))
            return mismatch(
                now, u"action %1 (%2) is no longer legal: %3"_s.arg(i + 1).arg(
                         describeAction(game.actions[i], *state->board, u"en"), refusal->message));
        const bool turnEnds =
            state->turnNumber != now.turnNumber || state->isOver() || i + 1 == game.actions.size();
        if (!turnEnds)
            continue;
        if (expected.lastAction != static_cast<int>(i))
            return mismatch(
                now, u"the turn ends at action %1, the record's at action %2"_s.arg(i + 1).arg(
                         expected.lastAction + 1));
        const QString digest = stateDigest(*state);
        if (digest != expected.digest)
            return mismatch(now,
                            u"the state after the turn differs from the record (SHA-256 "
                            u"%1, recorded %2)"_s.arg(digest.left(12), expected.digest.left(12)));
        ++next;
    }
    if (next < recorded.size())
        return mismatch(recorded[next], u"the record has more turns than the game"_s);
    return std::nullopt;
}

std::optional<std::vector<CorpusRecipe>> readCorpusManifest(const QString &fileName, QString *error)
{
    auto fail = [&](const QString &fault) -> std::optional<std::vector<CorpusRecipe>> {
        if (error)
            *error = fileName + u": "_s + fault;
        return std::nullopt;
    };
    MapFileError readError;
    const auto data = readFileContents(fileName, maxSaveBytes, &readError);
    if (!data)
        return fail(readError.fault);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(parseError.errorString());
    std::vector<CorpusRecipe> recipes;
    for (const auto &value : document.object().value(u"games"_s).toArray()) {
        const QJsonObject game = value.toObject();
        CorpusRecipe recipe;
        recipe.file = game.value(u"file"_s).toString();
        recipe.mapId = game.value(u"map"_s).toString();
        const auto rules = ruleSetFromKey(game.value(u"rules"_s).toString());
        if (recipe.file.isEmpty() || recipe.mapId.isEmpty() || !rules)
            return fail(u"a game without its file, map or rules"_s);
        recipe.options.ruleSet = *rules;
        recipe.options.seed = game.value(u"seed"_s).toString().toULongLong();
        recipe.options.victoryTarget = game.value(u"victoryTarget"_s).toInt();
        recipe.options.autoRedeploy = game.value(u"autoRedeploy"_s).toBool();
        recipe.options.redrawIdenticalPairs = game.value(u"redrawIdenticalPairs"_s).toBool();
        if (game.value(u"tileMix"_s).toString() == u"printedBox")
            recipe.options.tileMix = TileMix::PrintedBox;
        recipe.formatVersion = game.value(u"formatVersion"_s).toInt();
        bool anyVirtual = false;
        for (const auto &seat : game.value(u"seats"_s).toArray()) {
            const AiKind *kind = findAiKind(seat.toString());
            if (!kind)
                return fail(recipe.file + u": unknown player \""_s + seat.toString() + u'"');
            recipe.seats.append(seat.toString());
            recipe.options.virtualSeats.push_back(kind->virtualSeat);
            anyVirtual = anyVirtual || kind->virtualSeat;
        }
        if (!anyVirtual)
            recipe.options.virtualSeats.clear();
        recipe.options.playerCount = static_cast<int>(recipe.seats.size());
        recipes.push_back(recipe);
    }
    return recipes;
}

std::optional<LoadedGame> playCorpusGame(const CorpusRecipe &recipe,
                                         const std::shared_ptr<const ProvinceGraph> &board,
                                         QString *error)
{
    auto start = newGame(board, recipe.options, error);
    if (!start)
        return std::nullopt;
    std::vector<std::unique_ptr<AiPlayer>> players;
    std::vector<AiPlayer *> seats;
    QJsonArray seatMetadata;
    for (int seat = 0; seat < recipe.seats.size(); ++seat) {
        players.push_back(
            makeAiPlayer(recipe.seats.at(seat), corpusSeatSeed(recipe.options.seed, seat), error));
        if (!players.back())
            return std::nullopt;
        players.back()->setExplaining(false);
        seats.push_back(players.back().get());
        // As NewGameSetup::toMetadata() writes a seat, so that the game names it when opened.
        seatMetadata.append(
            QJsonObject{{u"name"_s, u"%1 (%2)"_s.arg(seat + 1).arg(recipe.seats.at(seat))},
                        {u"controller"_s, recipe.seats.at(seat)}});
    }
    LoadedGame game;
    game.saved.options = recipe.options;
    auto end = playToEnd(*start, seats, &game.saved.actions, error);
    if (!end)
        return std::nullopt;
    game.state = std::move(*end);
    const auto turns = turnDigests(board, recipe.options, game.saved.actions, error);
    if (!turns)
        return std::nullopt;
    QJsonObject corpus = turnDigestsToJson(*turns);
    corpus.insert(u"seats"_s, QJsonArray::fromStringList(recipe.seats));
    game.saved.metadata =
        QJsonObject{{u"seats"_s, seatMetadata}, {u"map"_s, recipe.mapId}, {u"corpus"_s, corpus}};
    return game;
}

QByteArray corpusSaveDocument(const CorpusRecipe &recipe, const LoadedGame &game)
{
    QByteArray current = saveGameToJson(game.state, game.saved);
    if (recipe.formatVersion == 0 || recipe.formatVersion == saveFormatVersion)
        return current;
    // An older format is the same document with its older number: what that version wrote
    // for a game these rules read the same way (docs/reliability.md).
    QJsonObject root = QJsonDocument::fromJson(current).object();
    root.insert(u"formatVersion"_s, recipe.formatVersion);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void addCoverage(CorpusCoverage &coverage, const LoadedGame &game)
{
    const auto rules = static_cast<std::size_t>(game.saved.options.ruleSet);
    auto state = newGame(game.state.board, game.saved.options);
    if (!state)
        return;
    std::vector<GameEvent> events;
    std::vector<TileKind> &tiles = coverage.tilesChosen[rules];
    for (const Action &action : game.saved.actions) {
        const Phase phase = state->phase;
        events.clear();
        if (applyInPlace(*state, action, &events))
            return;
        if (phase == Phase::TurnStart && action.type == ActionType::Expand)
            ++coverage.expansionTurns[rules];
        if (phase == Phase::TurnStart && (action.type == ActionType::Decline ||
                                          action.type == ActionType::ReorganizeBeforeDecline))
            ++coverage.declineTurns[rules];
        for (const GameEvent &event : events) {
            if (event.kind == EventKind::CivilizationChosen)
                tiles.insert(tiles.end(), event.tiles.tiles().begin(), event.tiles.tiles().end());
        }
    }
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    if (state->isOver())
        ++coverage.finishedGames[rules];
}

QStringList CorpusCoverage::missing() const
{
    QStringList missing;
    for (const RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
        const auto index = static_cast<std::size_t>(id);
        const RuleSet &rules = ruleSet(id);
        std::vector<TileKind> bag;
        for (int players = rules.minPlayers; players <= rules.maxPlayers; ++players) {
            for (const bool printed : {false, true}) {
                for (const TileCount &count : rules.tileMix(printed, players))
                    bag.push_back(count.kind);
            }
        }
        std::sort(bag.begin(), bag.end());
        bag.erase(std::unique(bag.begin(), bag.end()), bag.end());
        const QString name = ruleSetKey(id);
        for (const TileKind kind : bag) {
            if (!std::binary_search(tilesChosen[index].begin(), tilesChosen[index].end(), kind))
                missing.append(u"%1: the tile %2 is never chosen"_s.arg(name, tileKey(kind)));
        }
        if (expansionTurns[index] == 0)
            missing.append(u"%1: no expansion turn"_s.arg(name));
        if (declineTurns[index] == 0)
            missing.append(u"%1: no decline turn"_s.arg(name));
        if (finishedGames[index] == 0)
            missing.append(u"%1: no finished game"_s.arg(name));
    }
    return missing;
}

} // namespace vinci
