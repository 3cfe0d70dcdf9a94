#include "session/appdataautosave.h"

#include "mapformat/mapdirectories.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** The session's folder in the data folder. */
const QString sessionFolderName = u"autosave"_s;

/** The game's payload in each copy: the engine's save file. */
QString saveFileIn(const QString &copyFolder)
{
    return QDir(copyFolder).filePath(u"autosave.vinci"_s);
}

/** In a copy's autosave.json: the file the game was last saved to or opened from. */
const QString gameFileKey = u"gameFile"_s;
/** In a copy's autosave.json: how the map was shown (zoom and centre). */
const QString viewKey = u"view"_s;

} // namespace

AppDataAutosave::AppDataAutosave(const QString &directory)
    : m_directory(directory)
    , m_session(QDir(directory).filePath(sessionFolderName))
{}

QString AppDataAutosave::defaultDirectory()
{
    return MapDirectories::dataFolder();
}

QString AppDataAutosave::legacyDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

bool AppDataAutosave::moveLegacyAutosave(const QString &legacy, const QString &directory)
{
    if (legacy.isEmpty() || directory.isEmpty())
        return false;
    const QString from = QDir(legacy).filePath(sessionFolderName);
    const QString to = QDir(directory).filePath(sessionFolderName);
    if (!QFileInfo(from).isDir() || QFileInfo::exists(to) ||
        QFileInfo(from).canonicalFilePath() == QFileInfo(to).canonicalFilePath())
        return false;
    {
        // An earlier version still running writes there: it stays until that one has quit.
        // (A lock its crashed owner left is stale, and taken.)
        QLockFile lock(QDir(from).filePath(u"session.lock"_s));
        if (!lock.tryLock(0))
            return false;
    }
    QDir().mkpath(directory);
    if (!QDir().rename(from, to))
        return false;
    QDir().rmdir(legacy); // only when nothing else is left in it
    return true;
}

QString AppDataAutosave::autosavePath() const
{
    if (const auto copy = AutosaveSession::newestWholeCopy(m_session.folder()))
        return saveFileIn(*copy);
    return saveFileIn(m_session.copyFolder(m_session.lastCopyNumber() + 1));
}

bool AppDataAutosave::shouldOfferRecovery() const
{
    return m_session.owns() &&
           (m_session.start() == SessionStart::AfterCrash ||
            m_session.start() == SessionStart::Kept) &&
           hasAutosave();
}

void AppDataAutosave::autosave(const QByteArray &saveJson)
{
    if (!m_session.owns())
        return;
    m_lastError.clear();
    const auto writeSave = [&saveJson](const QString &copyFolder, QString *error) {
        QSaveFile file(saveFileIn(copyFolder));
        if (file.open(QIODevice::WriteOnly) && file.write(saveJson) == saveJson.size() &&
            file.commit())
            return true;
        *error = QCoreApplication::translate("SaveGame", "%1: cannot be written (%2).")
                     .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
        return false;
    };
    QJsonObject about;
    if (!m_gameFile.isEmpty())
        about.insert(gameFileKey, m_gameFile);
    if (!m_view.isEmpty())
        about.insert(viewKey, m_view);
    m_session.writeCopy(writeSave, about, &m_lastError);
}

void AppDataAutosave::setGameFile(const QString &file)
{
    if (file == m_gameFile)
        return;
    m_gameFile = file;
    // The newest copy is the game as it stands (a Save writes no copy): written again with its
    // file.
    writeNewestAgain();
}

void AppDataAutosave::setView(const QJsonObject &view)
{
    if (view == m_view)
        return;
    m_view = view;
    // A zoom after the last move is the game's as it stands too (the s53 walk resumed at the
    // fitted map, having zoomed in).
    writeNewestAgain();
}

QJsonObject AppDataAutosave::view() const
{
    const auto copy = AutosaveSession::newestWholeCopy(m_session.folder());
    return copy ? AutosaveSession::about(*copy).value(viewKey).toObject() : QJsonObject();
}

void AppDataAutosave::writeNewestAgain()
{
    // A copy put off ("Not now") is another game's and stays as it is.
    if (!m_session.owns() || m_keptForNextStart)
        return;
    const auto copy = AutosaveSession::newestWholeCopy(m_session.folder());
    if (!copy)
        return;
    QFile saved(saveFileIn(*copy));
    if (saved.open(QIODevice::ReadOnly))
        autosave(saved.readAll());
}

QString AppDataAutosave::gameFile() const
{
    const auto copy = AutosaveSession::newestWholeCopy(m_session.folder());
    return copy ? AutosaveSession::about(*copy).value(gameFileKey).toString() : QString();
}

bool AppDataAutosave::save(const GameState &state, const SavedGame &game, QString *error)
{
    autosave(saveGameToJson(state, game));
    if (error)
        *error = m_lastError;
    return m_lastError.isEmpty();
}

void AppDataAutosave::endSession()
{
    if (m_keptForNextStart && hasAutosave())
        m_session.endKeeping();
    else
        m_session.end();
}

QString AppDataAutosave::keptGamesFolder() const
{
    return QDir(m_directory).filePath(u"interrupted games"_s);
}

QString AppDataAutosave::keepAsSavedGame(const QString &name, QString *error)
{
    const auto copy = AutosaveSession::newestWholeCopy(m_session.folder());
    if (!copy)
        return {};
    const QDateTime savedAt = AutosaveSession::savedAt(*copy);
    const QDir folder(keptGamesFolder());
    QDir().mkpath(folder.path());
    // The name alone, "(2)" after it for a second one: the recent games show when it was
    // played under it, from the file's date, set below. A date in the name was a second form
    // of it beside that one: no file name holds the language's "28/11/2026 14:55" (the s45
    // walk saw an ISO date over it, the s46 walk "28-11-2026 14.55").
    QString path = folder.filePath(name + u".vinci"_s);
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = folder.filePath(u"%1 (%2).vinci"_s.arg(name).arg(n));
    QFile source(saveFileIn(*copy));
    if (!source.copy(path)) {
        if (error)
            *error = QCoreApplication::translate("SaveGame", "%1: cannot be written (%2).")
                         .arg(QDir::toNativeSeparators(path), source.errorString());
        m_keptForNextStart = true;
        return {};
    }
    // Dated as the game was last played, not as the copy was made: the recent games say when.
    QFile kept(path);
    if (savedAt.isValid() && kept.open(QIODevice::ReadWrite))
        kept.setFileTime(savedAt, QFileDevice::FileModificationTime);
    discardAutosave();
    return path;
}

void AppDataAutosave::discardAutosave()
{
    m_keptForNextStart = false;
    m_session.discardCopies();
}

bool AppDataAutosave::hasAutosave() const
{
    return AutosaveSession::newestWholeCopy(m_session.folder()).has_value();
}

QDateTime AppDataAutosave::autosaveTime() const
{
    const auto copy = AutosaveSession::newestWholeCopy(m_session.folder());
    return copy ? AutosaveSession::savedAt(*copy) : QDateTime();
}

} // namespace vinci
