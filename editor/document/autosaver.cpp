#include "autosaver.h"

#include "mapcommands.h"
#include "mapdocument.h"
#include "sessionlog.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

Autosaver::Autosaver(MapDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_session(QDir(autosaveRoot()).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces)))
{
    m_dirty = !document->undoStack()->isClean();
    m_loggedIndex = document->undoStack()->index();
    for (QTimer *timer : {&m_quiet, &m_longestWait}) {
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, &Autosaver::saveNow);
    }
    setDelays(quietMs, longestWaitMs);
    if (m_dirty)
        m_longestWait.start();
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::onEdit);
    connect(document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean && !m_kept)
            discard();
    });
}

Autosaver::~Autosaver()
{
    // The owner closes the document on purpose: nothing to recover (unless kept for later).
    if (!m_kept)
        discard();
}

void Autosaver::keepForNextStart()
{
    if (m_document->undoStack()->isClean()) {
        discard();
        return;
    }
    m_dirty = true; // the last edits, whether or not a copy holds them already
    saveNow();
    m_quiet.stop();
    m_longestWait.stop();
    m_session.endKeeping();
    m_kept = true;
}

void Autosaver::setDelays(int quiet, int longestWait)
{
    m_quiet.setInterval(quiet);
    m_longestWait.setInterval(longestWait);
}

void Autosaver::onEdit()
{
    // Each edit in the session log, before any copy that holds it: a copy's "edits" can then be
    // read back as the very edits it holds (the kill -9 test replays them).
    const QUndoStack *stack = m_document->undoStack();
    if (stack->index() > m_loggedIndex)
        qCInfo(sessionLog).noquote() << "edit" << stack->index() << stack->text(stack->index() - 1);
    else
        qCInfo(sessionLog).noquote() << "undone to edit" << stack->index();
    m_loggedIndex = stack->index();
    m_dirty = !stack->isClean();
    if (!m_dirty)
        return;
    if (!m_sinceFirstUncopied.isValid())
        m_sinceFirstUncopied.start();
    else if (m_sinceFirstUncopied.hasExpired(m_longestWait.interval())) {
        saveNow();
        return;
    }
    m_quiet.start();
    if (!m_longestWait.isActive())
        m_longestWait.start();
}

void Autosaver::saveNow()
{
    if (!m_dirty)
        return;
    const QJsonObject origin{{u"folder"_s, m_document->folder()},
                             {u"name"_s, m_document->displayName()},
                             {u"edits"_s, m_document->undoStack()->index()}};
    const MapDocument *document = m_document;
    const auto writeMap = [document](const QString &copy, QString *error) {
        return document->writeCopy(copy, error);
    };
    QString error;
    m_quiet.stop();
    if (!m_session.writeCopy(writeMap, origin, &error)) {
        qWarning("Autosave failed: %s", qPrintable(error));
        m_longestWait.start(); // tried again, not at every edit
        return;
    }
    m_longestWait.stop();
    m_sinceFirstUncopied.invalidate();
    m_dirty = false;
    qCInfo(sessionLog) << "autosaved copy" << m_session.lastCopyNumber() << "after"
                       << m_document->undoStack()->index() << "edits";
}

void Autosaver::discard()
{
    m_dirty = false;
    m_quiet.stop();
    m_longestWait.stop();
    m_sinceFirstUncopied.invalidate();
    m_session.endAndRemove();
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
        const QString session = root.filePath(entry);
        if (!AutosaveSession::isLeftOver(session))
            continue;
        const auto copy = AutosaveSession::newestWholeCopy(session);
        if (!copy)
            continue;
        const QJsonObject origin = AutosaveSession::about(*copy);
        maps.push_back({*copy, origin.value(u"folder"_s).toString(),
                        origin.value(u"name"_s).toString(), AutosaveSession::savedAt(*copy),
                        origin.value(u"edits"_s).toInt(-1), !AutosaveSession::wasKept(session)});
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
    // The map as last saved, with the recovered edits one undo step on top: the history itself
    // died with the editor, but the person can still go back to their file (the walk found
    // Undo greyed after recovering). A map never saved, or whose file is gone, has no such step.
    QString unreadable;
    std::unique_ptr<MapDocument> saved =
        map.originalFolder.isEmpty() ? nullptr : MapDocument::open(map.originalFolder, &unreadable);
    if (saved) {
        saved->undoStack()->push(new ReplaceContent(
            saved.get(), document->map(), document->svg(),
            UndoText(staticMetaObject.className(), QT_TR_NOOP("Recovered changes"))));
        return saved.release();
    }
    document->setFolder(map.originalFolder);
    // Recovered edits are not saved where the designer keeps the map.
    document->undoStack()->resetClean();
    return document.release();
}

void Autosaver::remove(const RecoverableMap &map)
{
    // The whole session folder (the copy's parent), and only ever inside the autosave folder.
    const QString root = QDir::cleanPath(autosaveRoot());
    const QString session = QFileInfo(QDir::cleanPath(map.autosaveFolder)).path();
    if (session.startsWith(root + u'/') && QFileInfo(session).path() == root)
        QDir(session).removeRecursively();
}

} // namespace vinci
