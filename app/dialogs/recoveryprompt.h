#pragma once

#include <QDateTime>
#include <QMessageBox>

namespace vinci {

/**
 * Asked at start when the last session did not end properly and a game was saved
 * automatically: resume it, or start afresh (the autosave is then discarded by the caller).
 */
class RecoveryPrompt : public QMessageBox
{
    Q_OBJECT

public:
    /**
     * `savedAt`: when the autosave was written; `description`: which game
     * (SavedGameDescription: "Round 4 · Anna, Bruno and 2 computers"), on a line of its own.
     */
    RecoveryPrompt(const QDateTime &savedAt, const QString &description = {},
                   QWidget *parent = nullptr);

    /** Shows the prompt; true when the player chose to resume. */
    static bool askToResume(const QDateTime &savedAt, const QString &description = {},
                            QWidget *parent = nullptr);

    QAbstractButton *resumeButton() const { return m_resume; }
    QAbstractButton *discardButton() const { return m_discard; }

private:
    QAbstractButton *m_resume = nullptr;
    QAbstractButton *m_discard = nullptr;
};

} // namespace vinci
