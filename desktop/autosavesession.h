#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QLockFile;

namespace vinci {

/**
 * Autosave and crash recovery, written once for both programs; each brings its own payload (the
 * game a saved game, the editor a map folder).
 *
 * A session is a folder holding
 * - a lock (QLockFile `session.lock`), held while the session runs, so that a living program's
 *   session is never taken for a crashed one and two programs never share one;
 * - a marker (`session-running`), written when the session begins and removed when it ends
 *   cleanly;
 * - a second marker (`session-kept`), written when the program quit on purpose but kept its
 *   unsaved work for the next start without asking (a logout's SIGTERM): offered again, and not
 *   as a crash;
 * - the copies, each in a numbered folder of its own (`1/`, `2/`, ...), whole once its
 *   `autosave.json` exists: every file of a copy is written with QSaveFile, autosave.json last,
 *   and only then are the older copies removed. A kill in the middle of a write (kill -9, a
 *   power cut) so always leaves the previous whole copy.
 *
 * The one crash check: a session whose running marker is there while no other living program
 * holds its lock ended without closing, and its newest whole copy is what the program offers
 * back. A session kept (endKeeping()) offers its copy too, saying it was closed, not that it
 * crashed.
 */
class AutosaveSession
{
public:
    /** How a session started. */
    enum class Start
    {
        Clean,      ///< the last session in this folder ended properly (or there was none)
        AfterCrash, ///< the last session left its marker behind
        Kept,       ///< the last session quit on purpose keeping its unsaved work (endKeeping())
        OtherInstanceRunning ///< another living program holds the session: stay out of the way
    };

    /** Writes the program's payload into `copyFolder` (created); false and why on failure. */
    using WritePayload = std::function<bool(const QString &copyFolder, QString *error)>;

    explicit AutosaveSession(QString folder);
    /** Releases the lock but leaves the marker: only end() says "clean". */
    ~AutosaveSession();
    AutosaveSession(const AutosaveSession &) = delete;
    AutosaveSession &operator=(const AutosaveSession &) = delete;

    const QString &folder() const { return m_folder; }
    QString markerPath() const;

    /** Takes the lock, notes whether the last session here crashed, writes the marker. */
    Start begin();
    /** Ends the session cleanly: removes the marker and releases the lock (copies stay). */
    void end();
    /**
     * Ends the session on purpose but keeps its copies for the next start, which finds it Kept:
     * the program quit without asking (SIGTERM at a logout) while its work was unsaved. Not a
     * crash: the running marker goes, the kept one says so.
     */
    void endKeeping();
    /** end(), and the whole folder with its copies goes. */
    void endAndRemove();
    /** Whether this object holds the session (begun, not ended, no other program holding it). */
    bool owns() const { return m_lock != nullptr; }
    /** How begin() found the folder. */
    Start start() const { return m_start; }

    /**
     * Writes the next numbered copy: `payload` into its folder, then autosave.json with `about`
     * and the time ("savedAt"), then removes the older copies. Returns the copy's folder, or
     * nothing (and why in `error`) when a write failed; the copy before stays the newest whole.
     * Begins the session when not begun; writes nothing (and says nothing) when another living
     * program holds it.
     */
    std::optional<QString> writeCopy(const WritePayload &payload, QJsonObject about,
                                     QString *error = nullptr);
    /** The number of the last copy written (or found at begin()); 0 when none. */
    int lastCopyNumber() const { return m_lastCopy; }
    /** The folder of copy `number`. */
    QString copyFolder(int number) const;
    /** Removes every copy (the work was saved, or declined after a crash). */
    void discardCopies();

    /** The newest whole copy of the session in `folder`, if any. */
    static std::optional<QString> newestWholeCopy(const QString &folder);
    /** What a whole copy says about itself (its autosave.json); empty when unreadable. */
    static QJsonObject about(const QString &copyFolder);
    /** When a whole copy was written (invalid when unknown). */
    static QDateTime savedAt(const QString &copyFolder);
    /**
     * The crash check, for a session folder found on disk: its running or kept marker is there
     * and no other living program holds its lock. (A session of this very program is not
     * another's.)
     */
    static bool isLeftOver(const QString &folder);
    /** Whether the session in `folder` was kept (endKeeping()) rather than cut short. */
    static bool wasKept(const QString &folder);

private:
    QString m_folder;
    std::unique_ptr<QLockFile> m_lock;
    Start m_start = Start::Clean;
    int m_lastCopy = 0;
};

} // namespace vinci
