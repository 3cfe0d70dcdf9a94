#pragma once

#include <QDateTime>
#include <QMessageBox>

namespace vinci {

/**
 * Asked at start when the last session did not end properly and a game was saved
 * automatically: resume it, discard it (the caller deletes the autosave), or not now: Escape and
 * the window's close button keep it until another game is started or opened, so a key pressed
 * by mistake never deletes a game.
 */
class RecoveryPrompt : public QMessageBox
{
    Q_OBJECT

public:
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
    static Answer ask(const QDateTime &savedAt, const QString &description = {},
                      const QString &gameFile = {}, QWidget *parent = nullptr);
    /** The answer of a prompt that was shown and closed. */
    Answer answer() const;

    QAbstractButton *resumeButton() const { return m_resume; }
    QAbstractButton *discardButton() const { return m_discard; }
    QAbstractButton *notNowButton() const { return m_notNow; }

private:
    QAbstractButton *m_resume = nullptr;
    QAbstractButton *m_discard = nullptr;
    QAbstractButton *m_notNow = nullptr;
};

} // namespace vinci
