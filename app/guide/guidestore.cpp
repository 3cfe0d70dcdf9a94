#include "guide/guidestore.h"

#include "game/play.h"
#include "guide/guidesession.h"
#include "mapformat/folderpath.h"
#include "mapformat/mapdirectories.h"
#include "session/gamecontroller.h"
#include "session/seatkind.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSettings>
#include <QStandardPaths>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace vinci::GuideStore {

namespace {

/** The lesson's own entry in its file's metadata: {"step": 6, "doneAt": [0, 0, 3, ...]}. */
const QString metadataKey = u"guide"_s;

QString folder()
{
    const QString data = MapDirectories::dataFolder();
    return data.isEmpty() ? QString() : QDir(data).filePath(u"guide"_s);
}

/** Where earlier versions kept the lessons: the application's own folder in the data folder. */
QString legacyFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : QDir(data).filePath(u"guide"_s);
}

/** The settings' group of an earlier version's kept lesson: its step, apart from its game. */
QString legacyGroupOf(const GuideScript &script)
{
    return u"guide/"_s + QString::fromUtf16(script.key);
}

/** The step and its dones, from the file's metadata, or else (an earlier version's) settings. */
std::optional<int> stepIn(const QJsonObject &metadata, const GuideScript &script,
                          std::vector<int> *doneAt = nullptr)
{
    const QJsonObject kept = metadata.value(metadataKey).toObject();
    if (kept.contains(u"step"_s)) {
        if (doneAt) {
            for (const auto &count : kept.value(u"doneAt"_s).toArray())
                doneAt->push_back(count.toInt());
        }
        return kept.value(u"step"_s).toInt();
    }
    QSettings settings;
    settings.beginGroup(legacyGroupOf(script));
    if (!settings.contains(u"step"_s))
        return std::nullopt;
    if (doneAt) {
        for (const QVariant &count : settings.value(u"doneAt"_s).toList())
            doneAt->push_back(count.toInt());
    }
    return settings.value(u"step"_s).toInt();
}

/**
 * How many of `saved`'s actions to keep: all of them, or, when they end within a computer seat's
 * turn, those before that turn. A computer seat plans its turn at its first move and follows the
 * plan; resumed in the middle, it planned afresh from there, and played other moves than the
 * lesson's (Next pressed at step 10 while the computers played, then left: the s45 walk).
 */
int computerTurnStart(const GameController &controller, const SavedGame &saved)
{
    auto start = newGame(controller.state().board, saved.options);
    if (!start)
        return static_cast<int>(saved.actions.size());
    // Each position's turn and whether a computer seat acts there, from the start on.
    std::vector<std::pair<int, bool>> turns{{start->turnNumber, false}};
    const auto computerActs = [&controller](const GameState &state) {
        const int acting = state.isOver() ? -1 : state.actingPlayer();
        return acting >= 0 && acting < static_cast<int>(controller.seats().size()) &&
               isProgramSeat(controller.seats()[static_cast<std::size_t>(acting)].controller);
    };
    turns.front().second = computerActs(*start);
    ActionVisitor visitor;
    visitor.after = [&](int, const GameState &after, const std::vector<GameEvent> &) {
        turns.emplace_back(after.turnNumber, computerActs(after));
    };
    if (!replay(*start, saved.actions, visitor))
        return static_cast<int>(saved.actions.size());
    int kept = static_cast<int>(turns.size()) - 1;
    if (!turns[static_cast<std::size_t>(kept)].second)
        return kept;
    while (kept > 0 && turns[static_cast<std::size_t>(kept - 1)].first ==
                           turns[static_cast<std::size_t>(kept)].first)
        --kept;
    return kept;
}

} // namespace

QString fileOf(const GuideScript &script)
{
    return QDir(folder()).filePath(QString::fromUtf16(script.key) + u".vinci"_s);
}

bool save(const GameController &controller, const GuideSession &session, QString *error)
{
    const GuideScript *script = session.script();
    if (!script || !controller.hasGame())
        return false;
    // The game as the step began: the moves made since (a reorganization half done, a computer
    // seat's turn under way) are made again after resuming, from the same position.
    SavedGame saved = controller.savedGame();
    const int done = session.doneAt().empty() ? 0 : session.doneAt().back();
    saved.actions.resize(std::min(saved.actions.size(), static_cast<std::size_t>(done)));
    const int kept = computerTurnStart(controller, saved);
    saved.actions.resize(static_cast<std::size_t>(kept));
    const auto state = replay(controller.state().board, saved.options, saved.actions, error);
    if (!state)
        return false;
    QJsonArray doneAt;
    for (int count : session.doneAt())
        doneAt.append(std::min(count, kept));
    saved.metadata[metadataKey] =
        QJsonObject{{u"step"_s, session.stepIndex()}, {u"doneAt"_s, doneAt}};
    const QString file = fileOf(*script);
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (!writeSaveGame(file, *state, saved, error))
        return false;
    // An earlier version's step, kept apart, is the file's now.
    QSettings().remove(legacyGroupOf(*script));
    return true;
}

std::optional<Resume> load(const GuideScript &script, const BoardResolver &resolveBoard)
{
    auto game = readSaveGame(fileOf(script), resolveBoard);
    if (!game)
        return std::nullopt;
    std::vector<int> doneAt;
    const std::optional<int> step = stepIn(game->saved.metadata, script, &doneAt);
    if (!step)
        return std::nullopt;
    // The lesson's entry is the file's, not the game's.
    game->saved.metadata.remove(metadataKey);
    return Resume{std::move(*game), *step, std::move(doneAt)};
}

void clear(const GuideScript &script)
{
    QFile::remove(fileOf(script));
    QSettings().remove(legacyGroupOf(script));
}

std::optional<int> keptStep(const GuideScript &script)
{
    const std::optional<SaveSummary> summary = readSaveSummary(fileOf(script));
    if (!summary)
        return std::nullopt;
    return stepIn(summary->metadata, script);
}

int moveLegacyLessons()
{
    // A lesson kept in the new folder since is the newer one.
    const QString legacy = legacyFolder();
    const int moved = moveEntriesOnce(legacy, folder(), {u"*.vinci"_s}, QDir::Files);
    if (!legacy.isEmpty())
        QDir().rmdir(QFileInfo(legacy).absolutePath()); // the doubled folder, when left empty
    return moved;
}

bool offerOnWelcome()
{
    return !QSettings().value(u"guide/offered"_s, false).toBool();
}

void setOffered()
{
    QSettings().setValue(u"guide/offered"_s, true);
}

} // namespace vinci::GuideStore
