#pragma once

#include "io/savegame.h"
#include "session/autosavestore.h"

#include <QDateTime>
#include <QString>

#include <memory>

class QLockFile;

namespace vinci {

/**
 * The program's AutosaveStore: the game saved after every turn, and crash detection. The autosave
 * is the engine's save file (writeSaveGame, all or nothing through QSaveFile) in the program's data
 * folder (QStandardPaths::AppDataLocation). A "session running" marker is written when a session
 * begins and removed when it ends cleanly; finding it at the next start means the program did
 * not close properly, and the autosave can be offered back (RecoveryPrompt).
 *
 * A second copy of the program running at the same time (detected with a QLockFile) neither
 * autosaves nor offers recovery, so two windows never overwrite each other's game.
 */
class AppDataAutosave : public AutosaveStore
{
public:
    /** How a session started. */
    enum class SessionStart
    {
        Clean,               ///< the last session ended properly (or there was none)
        AfterCrash,          ///< the last session left its marker behind
        OtherInstanceRunning ///< another copy holds the session: this one stays out of the way
    };

    /** A store in `directory` (created when needed). */
    explicit AppDataAutosave(const QString &directory = defaultDirectory());
    /** Releases the session lock but leaves the marker: only endSession() says "clean". */
    ~AppDataAutosave() override;
    AppDataAutosave(const AppDataAutosave &) = delete;
    AppDataAutosave &operator=(const AppDataAutosave &) = delete;

    /** The program's data folder. */
    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    QString autosavePath() const;
    QString markerPath() const;

    /** Starts a session: takes the lock, notes whether the last one crashed, writes the marker. */
    SessionStart beginSession();
    /** Ends the session cleanly: removes the marker and releases the lock. */
    void endSession();
    /** Whether this store holds the session (begun, not ended, no other copy running). */
    bool ownsSession() const;

    /** Whether the last session crashed and left a game to resume. */
    bool shouldOfferRecovery() const;

    /**
     * Keeps a whole save file (saveGameToJson()) as the game to resume, with QSaveFile (all or
     * nothing). Without the session (another copy runs) nothing is written. A failure is noted
     * in lastError(); the game goes on.
     */
    void autosave(const QByteArray &saveJson) override;
    /** The game ended or was closed on purpose: deletes the autosave. */
    void discard() override { discardAutosave(); }

    /** autosave() of this game; false (and why, naming the file) when it cannot be written. */
    bool save(const GameState &state, const SavedGame &game, QString *error = nullptr);
    /** Why the last write failed; empty after a success. */
    QString lastError() const { return m_lastError; }

    bool hasAutosave() const;
    /** When the autosave was written (invalid when there is none). */
    QDateTime autosaveTime() const;
    /** Deletes the autosave (the player declined to resume, or the game ended). */
    void discardAutosave();

private:
    QString m_directory;
    std::unique_ptr<QLockFile> m_lock;
    bool m_session = false;
    SessionStart m_start = SessionStart::Clean;
    QString m_lastError;
};

} // namespace vinci
