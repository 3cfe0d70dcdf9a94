#pragma once

#include "autosavesession.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <vector>

namespace vinci {

class MapDocument;

/** A map autosaved by an editor that did not close properly, offered for recovery. */
struct RecoverableMap
{
    QString autosaveFolder; ///< the newest whole copy (map.json + SVG + autosave.json)
    QString originalFolder; ///< where the map was saved before; empty for a new map
    QString name;           ///< the map's name when it was autosaved
    QDateTime savedAt;
    int edits = -1; ///< the undo history's index when the copy was written; -1 when unknown
    /** false: the editor quit without asking (a logout's SIGTERM) and kept it, no crash. */
    bool crashed = true;
};

/**
 * Keeps a copy of a document with unsaved edits in the application's data folder
 * (QStandardPaths::AppDataLocation/autosave/<session>), written `quietMs` after the last edit
 * and, while edits keep coming without a pause, no later than `longestWaitMs` after the first
 * one not yet copied: a crash loses at most the last second or so of work, as the game loses no
 * confirmed turn. The copy is removed when the document is saved or closed normally; one left
 * behind is a crash, and the editor offers it at the next start (recoverable()).
 *
 * The copies and the crash check are the programs' shared AutosaveSession (desktop/): each copy
 * goes to a new numbered folder (<session>/<n>/), marked whole by its autosave.json written last,
 * and only then are the older ones removed, so a kill in the middle of a write (kill -9, a power
 * cut) leaves the previous whole copy. A session whose marker is left while no other living
 * editor holds its lock is a crash's, and its newest whole copy is offered.
 */
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(MapDocument *document, QObject *parent = nullptr);
    ~Autosaver() override;

    /** A copy this long after the last edit... */
    static constexpr int quietMs = 1000;
    /** ...and, while the edits come without a pause, this long after the first not copied. */
    static constexpr int longestWaitMs = 3000;

    void setDelays(int quiet, int longestWait);
    /** Writes the copy now if there are edits since the last one. */
    void saveNow();
    /** The autosave folder of this document (its copies are numbered folders inside). */
    const QString &folder() const { return m_session.folder(); }
    /** Removes the copy (the document was saved or closed on purpose). */
    void discard();
    /**
     * The editor quits without asking (SIGTERM: a logout, `kill`): unsaved edits are copied now
     * and kept for the next start, which offers them as a map closed before it was saved, not as
     * a crash's (AutosaveSession::endKeeping()); without unsaved edits nothing is left.
     */
    void keepForNextStart();

    /** The folder holding every autosave. */
    static QString autosaveRoot();
    /** Autosaves left by editors that did not close properly, newest first. */
    static std::vector<RecoverableMap> recoverable();
    /**
     * Opens a recovered map: its edits are unsaved, and it saves to its original folder. When
     * that folder still holds the map as last saved, the document is that map with the
     * recovered edits as one undo step ("Recovered changes"); else the edits alone, no history.
     */
    static MapDocument *recover(const RecoverableMap &map, QString *error);
    /** Deletes an autosave the designer does not want. */
    static void remove(const RecoverableMap &map);

private:
    void onEdit();

    MapDocument *m_document;
    AutosaveSession m_session;
    QTimer m_quiet;       ///< restarted by every edit
    QTimer m_longestWait; ///< started by the first edit after a copy
    /**
     * Since the first edit not copied: an edit arriving after the longest wait writes the copy
     * itself, the timer's event being starved while the edits' input keeps the loop busy (keys
     * every 30 ms on a loaded machine: no copy in a minute).
     */
    QElapsedTimer m_sinceFirstUncopied;
    int m_loggedIndex = 0; ///< the undo index the session log last reported
    bool m_dirty = false;
    bool m_kept = false; ///< keepForNextStart(): the copy outlives this object
};

} // namespace vinci
