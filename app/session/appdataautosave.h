#pragma once

#include "autosavesession.h"
#include "io/savegame.h"
#include "session/autosavestore.h"

#include <QDateTime>
#include <QString>

namespace vinci {

/**
 * The game's AutosaveStore: the game saved after every turn, and crash detection, through the
 * programs' shared AutosaveSession (desktop/). The session is the folder "autosave" in the
 * programs' data folder (MapDirectories::dataFolder(), `~/.local/share/vinci`, where the installed
 * maps are too); each autosave is a numbered copy
 * holding the engine's save file (autosave.vinci), whole once its autosave.json is written. A
 * session left running (its marker there, its lock free) is a crash, and the newest whole copy
 * can be offered back (RecoveryPrompt).
 *
 * A second copy of the game running at the same time (the session's lock is held) neither
 * autosaves nor offers recovery, so two windows never overwrite each other's game.
 */
class AppDataAutosave : public AutosaveStore
{
public:
    /** How a session started. */
    using SessionStart = AutosaveSession::Start;

    /** A store in `directory` (created when needed). */
    explicit AppDataAutosave(const QString &directory = defaultDirectory());

    /** The programs' data folder (MapDirectories::dataFolder()). */
    static QString defaultDirectory();
    /**
     * Where earlier versions kept it: the game's AppDataLocation, the organization's and the
     * program's names doubled (`~/.local/share/vinci/vinci`).
     */
    static QString legacyDirectory();
    /**
     * Moves the autosave session of `legacy` (its crash marker and copies) into `directory`,
     * unless one is there already or a living program of an earlier version holds it; then
     * removes `legacy` when it is left empty. main() calls it before the session begins, so
     * that a person's game to resume survives the update. Returns whether it moved.
     */
    static bool moveLegacyAutosave(const QString &legacy = legacyDirectory(),
                                   const QString &directory = defaultDirectory());
    QString directory() const { return m_directory; }
    /**
     * The saved game of the newest whole copy; before the first one, where the next copy's
     * will be.
     */
    QString autosavePath() const;
    QString markerPath() const { return m_session.markerPath(); }

    /** Starts a session: takes the lock, notes whether the last one crashed, writes the marker. */
    SessionStart beginSession() { return m_session.begin(); }
    /**
     * Ends the session cleanly: removes the marker and releases the lock. An autosave kept for
     * the next start (keepForNextStart()) is offered again then, as a game closed before it was
     * saved (SessionStart::Kept), not as a crash's.
     */
    void endSession();
    /** How beginSession() found the last session. */
    SessionStart sessionStart() const { return m_session.start(); }
    /** Whether this store holds the session (begun, not ended, no other copy running). */
    bool ownsSession() const { return m_session.owns(); }

    /** Whether the last session crashed, or quit keeping its game, and left a game to resume. */
    bool shouldOfferRecovery() const;

    /**
     * Keeps a whole save file (saveGameToJson()) as the game to resume, in a new numbered copy.
     * Without the session (another copy runs) nothing is written. A failure is noted in
     * lastError(); the game goes on.
     */
    void autosave(const QByteArray &saveJson) override;
    /** The game ended or was closed on purpose: deletes the autosave. */
    void discard() override { discardAutosave(); }
    /**
     * Kept in every copy from now on (its autosave.json's "gameFile"); the newest copy is written
     * again with it, so that a crash right after a Save still knows the file.
     */
    void setGameFile(const QString &file) override;
    /** The file of the newest whole copy's game (empty: none, or it was never saved). */
    QString gameFile() const;
    /** Kept in every copy from now on (its autosave.json's "view"); the newest written again. */
    void setView(const QJsonObject &view) override;
    /** How the newest whole copy's game was shown (empty: fitting the window, or unknown). */
    QJsonObject view() const;

    /** autosave() of this game; false (and why, naming the file) when it cannot be written. */
    bool save(const GameState &state, const SavedGame &game, QString *error = nullptr);
    /** Why the last write failed; empty after a success. */
    QString lastError() const { return m_lastError; }

    bool hasAutosave() const;
    /** When the autosave was written (invalid when there is none). */
    QDateTime autosaveTime() const;
    /** Deletes the autosave (the player declined to resume, or the game ended). */
    void discardAutosave();
    /**
     * The program quits without asking (SIGTERM, a logout) with a game whose turns are unsaved:
     * its autosave is offered again at the next start, unless it is discarded before.
     */
    void keepForNextStart() override { m_keptForNextStart = true; }
    /**
     * The player put off the question of a crash's game ("Not now"): the newest copy's game
     * becomes a saved game of its own, `name` (and "(2)" after it, so that two never meet) in
     * the folder "interrupted games" of the data folder, dated when it was autosaved, and the
     * autosave goes. Returns its path; empty (and why in `error`) when it could not be
     * written, and then the autosave stays, kept for the next start.
     */
    QString keepAsSavedGame(const QString &name, QString *error = nullptr);
    /** Where keepAsSavedGame() puts the games. */
    QString keptGamesFolder() const override;

private:
    /** The newest copy written again, with what is kept with it now (its file, its view). */
    void writeNewestAgain();

    QString m_directory;
    AutosaveSession m_session;
    QString m_lastError;
    QString m_gameFile; ///< the game's file, kept with each copy
    QJsonObject m_view; ///< how the game is shown, kept with each copy
    bool m_keptForNextStart = false;
};

} // namespace vinci
