#include "autosaver.h"

#include "mapdocument.h"
#include "sessionlog.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>
#include <optional>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QString originFileName()
{
    return u"autosave.json"_s;
}

/** Whether a copy is whole: its autosave.json is written after the map. */
bool isWholeCopy(const QDir &copy)
{
    return QFileInfo::exists(copy.filePath(originFileName()));
}

/** The numbered copies in a session folder, newest first. */
std::vector<int> copyNumbers(const QDir &session)
{
    std::vector<int> numbers;
    for (const QString &entry : session.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool isNumber = false;
        const int number = entry.toInt(&isNumber);
        if (isNumber && number > 0)
            numbers.push_back(number);
    }
    std::sort(numbers.rbegin(), numbers.rend());
    return numbers;
}

/** The newest whole copy of a session (or the session itself, as older editors wrote it). */
std::optional<QString> newestWholeCopy(const QDir &session)
{
    for (int number : copyNumbers(session)) {
        const QDir copy(session.filePath(QString::number(number)));
        if (isWholeCopy(copy))
            return copy.absolutePath();
    }
    if (isWholeCopy(session))
        return session.absolutePath();
    return std::nullopt;
}

} // namespace

Autosaver::Autosaver(MapDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_folder(QDir(autosaveRoot()).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces)))
{
    m_dirty = !document->undoStack()->isClean();
    m_timer.setInterval(defaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    m_timer.start();
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::onEdit);
    connect(document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discard();
    });
}

Autosaver::~Autosaver()
{
    // The owner closes the document on purpose: nothing to recover.
    discard();
}

void Autosaver::onEdit()
{
    m_dirty = !m_document->undoStack()->isClean();
    if (m_dirty && ++m_editsSinceSave >= editsBetweenSaves)
        saveNow();
}

void Autosaver::saveNow()
{
    if (!m_dirty)
        return;
    const QDir session(m_folder);
    const QString copy = session.filePath(QString::number(m_copies + 1));
    QDir(copy).removeRecursively(); // a half-written copy of a killed write, if any
    QString error;
    if (!m_document->writeCopy(copy, &error)) {
        qWarning("Autosave failed: %s", qPrintable(error));
        return;
    }
    const QJsonObject origin{{u"folder"_s, m_document->folder()},
                             {u"name"_s, m_document->displayName()},
                             {u"savedAt"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    QSaveFile file(QDir(copy).filePath(originFileName()));
    if (!file.open(QIODevice::WriteOnly) || !file.write(QJsonDocument(origin).toJson()) ||
        !file.commit()) {
        qWarning("Autosave failed: %s", qPrintable(file.errorString()));
        return;
    }
    // The new copy is whole: the older ones can go.
    ++m_copies;
    for (int number : copyNumbers(session)) {
        if (number < m_copies)
            QDir(session.filePath(QString::number(number))).removeRecursively();
    }
    m_dirty = false;
    m_editsSinceSave = 0;
    qCInfo(sessionLog) << "autosaved copy" << m_copies << "after"
                       << m_document->undoStack()->index() << "edits";
}

void Autosaver::discard()
{
    m_dirty = false;
    m_editsSinceSave = 0;
    if (QDir(m_folder).exists())
        QDir(m_folder).removeRecursively();
}

QString Autosaver::autosaveRoot()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(u"autosave"_s);
}

std::vector<RecoverableMap> Autosaver::recoverable()
{
    std::vector<RecoverableMap> maps;
    const QDir root(autosaveRoot());
    for (const QString &entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const auto copy = newestWholeCopy(QDir(root.filePath(entry)));
        if (!copy)
            continue;
        const QDir folder(*copy);
        QFile file(folder.filePath(originFileName()));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject origin = QJsonDocument::fromJson(file.read(1 << 20)).object();
        maps.push_back({folder.absolutePath(), origin.value(u"folder"_s).toString(),
                        origin.value(u"name"_s).toString(),
                        QDateTime::fromString(origin.value(u"savedAt"_s).toString(), Qt::ISODate)});
    }
    std::sort(maps.begin(), maps.end(), [](const RecoverableMap &a, const RecoverableMap &b) {
        return a.savedAt > b.savedAt;
    });
    return maps;
}

MapDocument *Autosaver::recover(const RecoverableMap &map, QString *error)
{
    std::unique_ptr<MapDocument> document = MapDocument::open(map.autosaveFolder, error);
    if (!document)
        return nullptr;
    document->setFolder(map.originalFolder);
    // Recovered edits are not saved where the designer keeps the map.
    document->undoStack()->resetClean();
    return document.release();
}

void Autosaver::remove(const RecoverableMap &map)
{
    // The whole session folder (the copy's parent, or the copy itself in the old layout), and
    // only ever inside the autosave folder.
    const QString root = QDir::cleanPath(autosaveRoot());
    QString session = QDir::cleanPath(map.autosaveFolder);
    if (QFileInfo(session).path() != root)
        session = QFileInfo(session).path();
    if (session.startsWith(root + u'/') && QFileInfo(session).path() == root)
        QDir(session).removeRecursively();
}

} // namespace vinci
