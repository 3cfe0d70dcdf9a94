#include "autosavestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

AutosaveStore::AutosaveStore(const QString &directory)
    : m_directory(directory)
{}

AutosaveStore::~AutosaveStore()
{
    // A crash never reaches here; an orderly exit that forgot endSession() is treated as a
    // crash next time, which only costs an unneeded question.
    if (m_lock)
        m_lock->unlock();
}

QString AutosaveStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString AutosaveStore::autosavePath() const
{
    return QDir(m_directory).filePath(u"autosave.vinci"_s);
}

QString AutosaveStore::markerPath() const
{
    return QDir(m_directory).filePath(u"session-running"_s);
}

AutosaveStore::SessionStart AutosaveStore::beginSession()
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

void AutosaveStore::endSession()
{
    if (!m_session)
        return;
    QFile::remove(markerPath());
    m_lock->unlock();
    m_lock.reset();
    m_session = false;
}

bool AutosaveStore::ownsSession() const
{
    return m_session;
}

bool AutosaveStore::shouldOfferRecovery() const
{
    return m_session && m_start == SessionStart::AfterCrash && hasAutosave();
}

bool AutosaveStore::save(const GameState &state, const SavedGame &game, QString *error)
{
    if (!m_session)
        return true;
    QDir().mkpath(m_directory);
    return writeSaveGame(autosavePath(), state, game, error);
}

bool AutosaveStore::hasAutosave() const
{
    return QFileInfo(autosavePath()).isFile();
}

QDateTime AutosaveStore::autosaveTime() const
{
    const QFileInfo info(autosavePath());
    return info.isFile() ? info.lastModified() : QDateTime();
}

void AutosaveStore::discardAutosave()
{
    QFile::remove(autosavePath());
}

} // namespace vinci
