#include "savegame.h"

#include "game/play.h"
#include "mapformat/filecontents.h"
#include "statejson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Translations of this file; lupdate reads the context from here, so call SaveGameTexts::tr(). */
struct SaveGameTexts
{
    Q_DECLARE_TR_FUNCTIONS(SaveGame)
};

const QString formatName = u"vinci-save"_s;

/** Line and column of a byte offset, for parse errors people can find. */
std::pair<int, int> lineAndColumn(const QByteArray &data, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < data.size(); ++i) {
        if (data.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

/** Says why `fileName` cannot be read; converts to any empty optional. */
std::nullopt_t fail(QString *error, const QString &fileName, const QString &fault)
{
    if (error)
        *error = SaveGameTexts::tr("%1: %2").arg(QFileInfo(fileName).fileName(), fault);
    return std::nullopt;
}

} // namespace

QByteArray saveGameToJson(const GameState &state, const SavedGame &game)
{
    QJsonArray actions;
    for (const Action &action : game.actions)
        actions.append(actionToJson(action, *state.board));
    const QJsonObject document{
        {u"format"_s, formatName},
        {u"formatVersion"_s, saveFormatVersion},
        {u"map"_s,
         QJsonObject{{u"id"_s, state.board->mapId()}, {u"digest"_s, boardDigest(*state.board)}}},
        {u"options"_s, optionsToJson(game.options)},
        {u"actions"_s, actions},
        {u"metadata"_s, game.metadata},
        {u"snapshot"_s, stateToJson(state)},
    };
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

bool writeSaveGame(const QString &fileName, const GameState &state, const SavedGame &game,
                   QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error =
                SaveGameTexts::tr("%1: cannot be written (%2).").arg(fileName, file.errorString());
        return false;
    }
    file.write(saveGameToJson(state, game));
    if (!file.commit()) {
        if (error)
            *error =
                SaveGameTexts::tr("%1: cannot be written (%2).").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

std::optional<LoadedGame> readSaveGame(const QString &fileName, const BoardResolver &resolveBoard,
                                       QString *error)
{
    MapFileError readError;
    const auto data = readFileContents(fileName, maxSaveBytes, &readError);
    if (!data)
        return fail(error, fileName, readError.fault + u'.');
    return readSaveGame(*data, fileName, resolveBoard, error);
}

std::optional<ParsedSave> parseSaveGame(const QByteArray &data, const QString &fileName,
                                        const BoardResolver &resolveBoard, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(data, parseError.offset);
        return fail(error, fileName,
                    SaveGameTexts::tr(
                        "not a readable save (line %1, column %2: %3); the file may be truncated "
                        "or damaged.")
                        .arg(line)
                        .arg(column)
                        .arg(parseError.errorString()));
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(u"format"_s).toString() != formatName)
        return fail(error, fileName, SaveGameTexts::tr("not a Vinci saved game."));
    const QJsonValue version = root.value(u"formatVersion"_s);
    if (!version.isDouble())
        return fail(error, fileName, SaveGameTexts::tr("the save has no format version."));
    if (version.toInt() > saveFormatVersion)
        return fail(error, fileName,
                    SaveGameTexts::tr(
                        "saved by a newer version of Vinci (format %1; this version reads up to "
                        "%2).")
                        .arg(version.toInt())
                        .arg(saveFormatVersion));
    if (version.toInt() < 1)
        return fail(error, fileName, SaveGameTexts::tr("the save's format version is not valid."));

    const QJsonObject map = root.value(u"map"_s).toObject();
    const QString mapId = map.value(u"id"_s).toString();
    if (mapId.isEmpty())
        return fail(error, fileName, SaveGameTexts::tr("the save does not name its map."));
    QString boardError;
    const std::shared_ptr<const ProvinceGraph> board = resolveBoard(mapId, &boardError);
    if (!board)
        return fail(
            error, fileName,
            SaveGameTexts::tr("the map \"%1\" cannot be loaded: %2").arg(mapId, boardError));
    if (map.value(u"digest"_s).toString() != boardDigest(*board))
        return fail(
            error, fileName,
            SaveGameTexts::tr("the map \"%1\" has changed since this game was saved.").arg(mapId));

    QString optionsError;
    const auto options = optionsFromJson(root.value(u"options"_s).toObject(), &optionsError);
    if (!options)
        return fail(error, fileName, optionsError);
    // Its moves were played under the old reading of the Online 2013 first turn (the choice
    // alone): they do not replay under the rule, and the old reading is not kept to play them
    // (docs/rules-decisions.md O11).
    if (options->ruleSet == RuleSetId::Online2013 && version.toInt() < onlineFirstTurnFormat)
        return fail(
            error, fileName,
            SaveGameTexts::tr("this Online 2013 game was saved by an earlier version of Vinci "
                              "(save format %1), whose first turn did not go on into the "
                              "conquests as the online rules say; it cannot be continued. Start "
                              "a new game.")
                .arg(version.toInt()));

    const QJsonValue actionsValue = root.value(u"actions"_s);
    if (!actionsValue.isArray())
        return fail(error, fileName, SaveGameTexts::tr("the save has no list of actions."));
    ParsedSave parsed;
    parsed.board = board;
    parsed.formatVersion = version.toInt();
    parsed.hasSnapshot = root.contains(u"snapshot"_s);
    parsed.snapshot = root.value(u"snapshot"_s).toObject();
    parsed.saved.options = *options;
    parsed.saved.metadata = root.value(u"metadata"_s).toObject();
    const QJsonArray actions = actionsValue.toArray();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        QString actionError;
        const auto action = actionFromJson(actions.at(i).toObject(), *board, &actionError);
        if (!action)
            return fail(
                error, fileName,
                SaveGameTexts::tr("action %1 cannot be read: %2").arg(i + 1).arg(actionError));
        parsed.saved.actions.push_back(*action);
    }
    return parsed;
}

std::optional<LoadedGame> readSaveGame(const QByteArray &data, const QString &fileName,
                                       const BoardResolver &resolveBoard, QString *error)
{
    auto parsed = parseSaveGame(data, fileName, resolveBoard, error);
    if (!parsed)
        return std::nullopt;
    const std::shared_ptr<const ProvinceGraph> &board = parsed->board;
    LoadedGame loaded;
    loaded.saved = std::move(parsed->saved);
    QString replayError;
    int failedAction = -1;
    auto state =
        replay(board, loaded.saved.options, loaded.saved.actions, &replayError, &failedAction);
    if (!state) {
        if (failedAction < 0)
            return fail(error, fileName, replayError);
        return fail(
            error, fileName,
            SaveGameTexts::tr("action %1 (%2) is not legal: %3")
                .arg(failedAction + 1)
                .arg(describeAction(loaded.saved.actions[static_cast<std::size_t>(failedAction)],
                                    *board, u"en"))
                .arg(replayError));
    }
    if (parsed->hasSnapshot && parsed->snapshot != stateToJson(*state))
        return fail(error, fileName,
                    SaveGameTexts::tr(
                        "the saved position does not match its moves; the file was changed or "
                        "made by an incompatible version."));
    loaded.state = std::move(*state);
    return loaded;
}

std::optional<SaveSummary> readSaveSummary(const QByteArray &data)
{
    const QJsonDocument document = QJsonDocument::fromJson(data);
    const QJsonObject root = document.object();
    if (root.value(u"format"_s).toString() != formatName)
        return std::nullopt;
    SaveSummary summary;
    summary.mapId = root.value(u"map"_s).toObject().value(u"id"_s).toString();
    summary.playerCount = root.value(u"options"_s).toObject().value(u"playerCount"_s).toInt();
    const QJsonObject position = root.value(u"snapshot"_s).toObject();
    summary.round = position.value(u"round"_s).toInt();
    summary.over = position.value(u"phase"_s).toString() == phaseKey(Phase::GameOver);
    summary.moves = static_cast<int>(root.value(u"actions"_s).toArray().size());
    summary.metadata = root.value(u"metadata"_s).toObject();
    return summary;
}

std::optional<SaveSummary> readSaveSummary(const QString &fileName)
{
    const auto data = readFileContents(fileName, maxSaveBytes, nullptr);
    if (!data)
        return std::nullopt;
    return readSaveSummary(*data);
}

} // namespace vinci
