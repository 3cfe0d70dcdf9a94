#include "autosavesession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QSaveFile>

#include <algorithm>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

QString lockPath(const QString &folder)
{
    return QDir(folder).filePath(u"session.lock"_s);
}

QString markerIn(const QString &folder)
{
    return QDir(folder).filePath(u"session-running"_s);
}

QString keptMarkerIn(const QString &folder)
{
    return QDir(folder).filePath(u"session-kept"_s);
}

QString aboutPath(const QString &copyFolder)
{
    return QDir(copyFolder).filePath(u"autosave.json"_s);
}

/** The numbered copies in a session folder, newest first, whole or not. */
std::vector<int> copyNumbers(const QString &folder)
{
    std::vector<int> numbers;
    for (const QString &entry : QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool isNumber = false;
        const int number = entry.toInt(&isNumber);
        if (isNumber && number > 0)
            numbers.push_back(number);
    }
    std::sort(numbers.rbegin(), numbers.rend());
    return numbers;
}

/** Whether another living program holds the lock of the session in `folder`. */
bool heldByAnotherProgram(const QString &folder)
{
    QLockFile probe(lockPath(folder));
    // tryLock() takes over the lock of a program that died (a crash) and fails while a living
    // one holds it.
    if (probe.tryLock(0)) {
        probe.unlock();
        return false;
    }
    qint64 pid = 0;
    QString host;
    QString application;
    return !probe.getLockInfo(&pid, &host, &application) ||
           pid != QCoreApplication::applicationPid();
}

} // namespace

AutosaveSession::AutosaveSession(QString folder)
    : m_folder(std::move(folder))
{}

AutosaveSession::~AutosaveSession()
{
    // A crash never reaches here; an orderly exit that forgot end() is taken for a crash next
    // time, which only costs an unneeded question.
    if (m_lock)
        m_lock->unlock();
}

QString AutosaveSession::markerPath() const
{
    return markerIn(m_folder);
}

AutosaveSession::Start AutosaveSession::begin()
{
    if (m_lock)
        return m_start;
    QDir().mkpath(m_folder);
    auto lock = std::make_unique<QLockFile>(lockPath(m_folder));
    if (!lock->tryLock(0)) {
        m_start = Start::OtherInstanceRunning;
        return m_start;
    }
    m_lock = std::move(lock);
    m_start = QFileInfo::exists(markerPath())             ? Start::AfterCrash
              : QFileInfo::exists(keptMarkerIn(m_folder)) ? Start::Kept
                                                          : Start::Clean;
    // From here the running marker speaks for this session: a crash is a crash.
    QFile::remove(keptMarkerIn(m_folder));
    const std::vector<int> numbers = copyNumbers(m_folder);
    m_lastCopy = numbers.empty() ? 0 : numbers.front();
    QSaveFile marker(markerPath());
    if (marker.open(QIODevice::WriteOnly)) {
        marker.write(QByteArray::number(QCoreApplication::applicationPid()) + '\n');
        marker.commit();
    }
    return m_start;
}

void AutosaveSession::end()
{
    if (!m_lock)
        return;
    QFile::remove(markerPath());
    m_lock->unlock();
    m_lock.reset();
}

void AutosaveSession::endKeeping()
{
    if (!m_lock)
        return;
    // The kept marker first: no moment without either marker.
    QSaveFile kept(keptMarkerIn(m_folder));
    if (kept.open(QIODevice::WriteOnly)) {
        kept.write(QByteArray::number(QCoreApplication::applicationPid()) + '\n');
        kept.commit();
    }
    end();
}

void AutosaveSession::endAndRemove()
{
    end();
    QDir(m_folder).removeRecursively();
    m_lastCopy = 0;
}

QString AutosaveSession::copyFolder(int number) const
{
    return QDir(m_folder).filePath(QString::number(number));
}

std::optional<QString> AutosaveSession::writeCopy(const WritePayload &payload, QJsonObject about,
                                                  QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<QString> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    // Another living program holds this folder: it is theirs to write (no message).
    if (!m_lock && begin() == Start::OtherInstanceRunning)
        return fail({});
    // A failed write before may have left part of this copy: each file is written again whole.
    const int number = m_lastCopy + 1;
    const QString copy = copyFolder(number);
    QDir().mkpath(copy); // when it cannot be made, the payload's write says so, naming its file
    QString why;
    if (!payload(copy, &why))
        return fail(why);
    about.insert(u"savedAt"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    QSaveFile file(aboutPath(copy));
    const QByteArray json = QJsonDocument(about).toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit())
        return fail(QCoreApplication::translate("SaveGame", "%1: cannot be written (%2).")
                        .arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
    // The new copy is whole: the older ones can go.
    m_lastCopy = number;
    for (int older : copyNumbers(m_folder)) {
        if (older < number)
            QDir(copyFolder(older)).removeRecursively();
    }
    return QDir(copy).absolutePath();
}

void AutosaveSession::discardCopies()
{
    for (int number : copyNumbers(m_folder))
        QDir(copyFolder(number)).removeRecursively();
}

std::optional<QString> AutosaveSession::newestWholeCopy(const QString &folder)
{
    for (int number : copyNumbers(folder)) {
        const QString copy = QDir(folder).filePath(QString::number(number));
        if (QFileInfo::exists(aboutPath(copy)))
            return QDir(copy).absolutePath();
    }
    return std::nullopt;
}

QJsonObject AutosaveSession::about(const QString &copyFolder)
{
    QFile file(aboutPath(copyFolder));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.read(1 << 20)).object();
}

QDateTime AutosaveSession::savedAt(const QString &copyFolder)
{
    return QDateTime::fromString(about(copyFolder).value(u"savedAt"_s).toString(), Qt::ISODate);
}

bool AutosaveSession::isLeftOver(const QString &folder)
{
    return (QFileInfo::exists(markerIn(folder)) || wasKept(folder)) &&
           !heldByAnotherProgram(folder);
}

bool AutosaveSession::wasKept(const QString &folder)
{
    return QFileInfo::exists(keptMarkerIn(folder)) && !QFileInfo::exists(markerIn(folder));
}

} // namespace vinci
