#include "autosaver.h"

#include "mapdocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QString originFileName()
{
    return u"autosave.json"_s;
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
    QString error;
    if (!m_document->writeCopy(m_folder, &error)) {
        qWarning("Autosave failed: %s", qPrintable(error));
        return;
    }
    const QJsonObject origin{{u"folder"_s, m_document->folder()},
                             {u"name"_s, m_document->displayName()},
                             {u"savedAt"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    QSaveFile file(QDir(m_folder).filePath(originFileName()));
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(origin).toJson());
        file.commit();
    }
    m_dirty = false;
    m_editsSinceSave = 0;
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
        const QDir folder(root.filePath(entry));
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
    // Only ever delete inside the autosave folder.
    if (QDir::cleanPath(map.autosaveFolder).startsWith(QDir::cleanPath(autosaveRoot()) + u'/'))
        QDir(map.autosaveFolder).removeRecursively();
}

} // namespace vinci
