#include "guide/guidestore.h"

#include "game/play.h"
#include "guide/guidesession.h"
#include "session/gamecontroller.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace vinci::GuideStore {

namespace {

QString fileOf(const GuideScript &script)
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(u"guide/%1.vinci"_s.arg(QString::fromUtf16(script.key)));
}

QString groupOf(const GuideScript &script)
{
    return u"guide/"_s + QString::fromUtf16(script.key);
}

} // namespace

bool save(const GameController &controller, const GuideSession &session, QString *error)
{
    const GuideScript *script = session.script();
    if (!script || !controller.hasGame())
        return false;
    // The game as the step began: the moves made since (a reorganization half done, a computer
    // seat's turn under way) are made again after resuming, from the same position.
    SavedGame saved = controller.savedGame();
    const int kept = session.doneAt().empty() ? 0 : session.doneAt().back();
    saved.actions.resize(std::min(saved.actions.size(), static_cast<std::size_t>(kept)));
    const auto state = replay(controller.state().board, saved.options, saved.actions, error);
    if (!state)
        return false;
    const QString file = fileOf(*script);
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (!writeSaveGame(file, *state, saved, error))
        return false;
    QSettings settings;
    settings.beginGroup(groupOf(*script));
    settings.setValue(u"step"_s, session.stepIndex());
    QVariantList doneAt;
    for (int count : session.doneAt())
        doneAt << count;
    settings.setValue(u"doneAt"_s, doneAt);
    return true;
}

std::optional<Resume> load(const GuideScript &script, const BoardResolver &resolveBoard)
{
    const std::optional<int> step = keptStep(script);
    if (!step)
        return std::nullopt;
    auto game = readSaveGame(fileOf(script), resolveBoard);
    if (!game)
        return std::nullopt;
    Resume resume{std::move(*game), *step, {}};
    QSettings settings;
    settings.beginGroup(groupOf(script));
    for (const QVariant &count : settings.value(u"doneAt"_s).toList())
        resume.doneAt.push_back(count.toInt());
    return resume;
}

void clear(const GuideScript &script)
{
    QFile::remove(fileOf(script));
    QSettings().remove(groupOf(script));
}

std::optional<int> keptStep(const GuideScript &script)
{
    QSettings settings;
    settings.beginGroup(groupOf(script));
    if (!QFileInfo::exists(fileOf(script)) || !settings.contains(u"step"_s))
        return std::nullopt;
    return settings.value(u"step"_s).toInt();
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
