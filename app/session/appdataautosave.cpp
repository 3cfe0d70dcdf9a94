#include "session/appdataautosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

AppDataAutosave::AppDataAutosave(const QString &directory)
    : m_directory(directory)
{}

AppDataAutosave::~AppDataAutosave()
{
    // A crash never reaches here; an orderly exit that forgot endSession() is treated as a
    // crash next time, which only costs an unneeded question.
    if (m_lock)
        m_lock->unlock();
}

QString AppDataAutosave::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString AppDataAutosave::autosavePath() const
{
    return QDir(m_directory).filePath(u"autosave.vinci"_s);
}

QString AppDataAutosave::markerPath() const
{
    return QDir(m_directory).filePath(u"session-running"_s);
}

AppDataAutosave::SessionStart AppDataAutosave::beginSession()
{
    if (m_session)
        return m_start;
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(QDir(m_directory).filePath(u"session.lock"_s));
    // tryLock() takes over a lock whose process has died (a crash), and fails while another
    // copy of the program is alive.
    if (!m_lock->tryLock(0)) {
        m_lock.reset();
        m_start = SessionStart::OtherInstanceRunning;
        return m_start;
    }
    m_session = true;
    m_start = QFileInfo::exists(markerPath()) ? SessionStart::AfterCrash : SessionStart::Clean;
    QSaveFile marker(markerPath());
    if (marker.open(QIODevice::WriteOnly)) {
        marker.write(QByteArray::number(QCoreApplication::applicationPid()) + '\n');
        marker.commit();
    }
    return m_start;
}

void AppDataAutosave::endSession()
{
    if (!m_session)
        return;
    QFile::remove(markerPath());
    m_lock->unlock();
    m_lock.reset();
    m_session = false;
}

bool AppDataAutosave::ownsSession() const
{
    return m_session;
}

bool AppDataAutosave::shouldOfferRecovery() const
{
    return m_session && m_start == SessionStart::AfterCrash && hasAutosave();
}

void AppDataAutosave::autosave(const QByteArray &saveJson)
{
    if (!m_session)
        return;
    m_lastError.clear();
    QDir().mkpath(m_directory);
    QSaveFile file(autosavePath());
    if (!file.open(QIODevice::WriteOnly) || file.write(saveJson) != saveJson.size() ||
        !file.commit()) {
        m_lastError = QCoreApplication::translate("SaveGame", "%1: cannot be written (%2).")
                          .arg(QDir::toNativeSeparators(autosavePath()), file.errorString());
    }
}

bool AppDataAutosave::save(const GameState &state, const SavedGame &game, QString *error)
{
    autosave(saveGameToJson(state, game));
    if (error)
        *error = m_lastError;
    return m_lastError.isEmpty();
}

bool AppDataAutosave::hasAutosave() const
{
    return QFileInfo(autosavePath()).isFile();
}

QDateTime AppDataAutosave::autosaveTime() const
{
    const QFileInfo info(autosavePath());
    return info.isFile() ? info.lastModified() : QDateTime();
}

void AppDataAutosave::discardAutosave()
{
    QFile::remove(autosavePath());
}

} // namespace vinci
