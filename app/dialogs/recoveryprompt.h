#pragma once

#include <QDateTime>
#include <QMessageBox>

#include <optional>

namespace vinci {

/**
 * Asked at start when the last session did not end properly (or quit without asking, a logout,
 * keeping its unsaved turns) and a game was saved automatically: resume it, discard it (the
 * caller deletes the autosave), or not now: Escape and the window's close button keep it as a
 * saved game of its own in Game > Open Recent, so a key pressed by mistake never deletes a game.
 */
class RecoveryPrompt : public QMessageBox
{
    Q_OBJECT

public:
    /** What is offered. */
    struct Offer
    {
        QDateTime savedAt;   ///< when the autosave was written
        QString description; ///< which game: "Round 4 · Anna, Bruno and 2 computers"
        QString gameFile;    ///< the file the game was saved as, if it was
        /**
         * That file as it was last saved ("Round 4 · ... · 27/11/2026 21:02"): the walk saw
         * "Round 4" twice, in the prompt and in the recent game under it, and could not tell
         * which was newer.
         */
        QString gameFileDescription;
        /**
         * How many moves the autosave holds past that file: the two said the same round and
         * the same minute, and "Newer than" read as wrong (the s42 walk). 0: the same moves;
         * fewer than 0: the file is further (saved within a turn the autosave, which keeps
         * whole turns, had not reached: the s48 walk read "Newer than" there); nothing: not
         * known, and nothing is claimed.
         */
        std::optional<int> movesPastGameFile;
        bool crashed = true; ///< false: the program quit keeping the game (a logout's SIGTERM)
    };
    explicit RecoveryPrompt(const Offer &offer, QWidget *parent = nullptr);

    /**
     * `savedAt`: when the autosave was written; `description`: which game
     * (SavedGameDescription: "Round 4 · Anna, Bruno and 2 computers"), on a line of its own;
     * `gameFile`: the file the game was saved as, if it was (named: the walk could not tell
     * the game offered from the recent game of the same name under the prompt).
     */
    RecoveryPrompt(const QDateTime &savedAt, const QString &description = {},
                   const QString &gameFile = {}, QWidget *parent = nullptr);

    /** What the player answered. */
    enum class Answer
    {
        Resume,
        Discard,
        NotNow, ///< keep the autosave, resume nothing now
    };

    /** Shows the prompt and says what the player answered. */
    static Answer ask(const Offer &offer, QWidget *parent = nullptr);
    /** The answer of a prompt that was shown and closed. */
    Answer answer() const;

    QAbstractButton *resumeButton() const { return m_resume; }
    QAbstractButton *discardButton() const { return m_discard; }
    QAbstractButton *notNowButton() const { return m_notNow; }

private:
    /** The autosave beside its file as last saved: by how many moves it is further. */
    static QString comparedWithItsFile(const Offer &offer);

    QAbstractButton *m_resume = nullptr;
    QAbstractButton *m_discard = nullptr;
    QAbstractButton *m_notNow = nullptr;
};

} // namespace vinci
