#include "dialogs/recoveryprompt.h"

#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace vinci {

RecoveryPrompt::RecoveryPrompt(const QDateTime &savedAt, const QString &description,
                               const QString &gameFile, QWidget *parent)
    : RecoveryPrompt(Offer{savedAt, description, gameFile, {}, true}, parent)
{}

QString RecoveryPrompt::comparedWithItsFile(const Offer &offer)
{
    // The file's name in quotes, as the other messages name a game (the s53 walk read it
    // unquoted here, as part of the sentence).
    const QString file = QFileInfo(offer.gameFile).fileName();
    if (!offer.movesPastGameFile)
        return tr("“%1” as last saved: %2.").arg(file, offer.gameFileDescription);
    const int past = *offer.movesPastGameFile;
    if (past > 0)
        return tr("%n move(s) further than “%1” as last saved (%2).", nullptr, past)
            .arg(file, offer.gameFileDescription);
    if (past == 0)
        return tr("The same moves as “%1” as last saved (%2).")
            .arg(file, offer.gameFileDescription);
    // Moves taken back after the file was saved, or a computer's turn to be played again: the
    // automatic save keeps every step a person plays, so "it keeps whole turns" no longer holds.
    return tr("%n move(s) behind “%1” as last saved (%2).", nullptr, -past)
        .arg(file, offer.gameFileDescription);
}

RecoveryPrompt::RecoveryPrompt(const Offer &offer, QWidget *parent)
    : QMessageBox(parent)
{
    const QString &gameFile = offer.gameFile;
    setIcon(QMessageBox::Question);
    setWindowTitle(tr("Resume the last game?"));
    // A quit that kept the game (a logout) is not called a crash.
    setText(offer.crashed ? tr("Vinci did not close properly last time.")
                          : tr("Vinci was closed last time before the game in progress was "
                               "saved."));
    // In the program's language's short format, as the file's description below and the
    // recent games say a moment: a long date here beside a short one there read as two kinds
    // of moment (the s43 walk).
    const QLocale locale;
    const QDateTime local = offer.savedAt.toLocalTime();
    const QString date = locale.toString(local.date(), QLocale::ShortFormat);
    const QString time = locale.toString(local.time(), QLocale::ShortFormat);
    QString info =
        gameFile.isEmpty()
            ? tr("The game in progress was saved automatically on %1 at %2.").arg(date, time)
            : tr("The game in progress “%1” was saved automatically on %2 at %3.")
                  .arg(QFileInfo(gameFile).fileName(), date, time);
    // Which game, on a line of its own: "Round 4 · Anna, Bruno and 2 computers".
    if (!offer.description.isEmpty())
        info += u"\n"_s + offer.description;
    // Which is further, when its file is among the recent games too: by the moves, never by
    // the times, which may be the same minute (the s48 walk read "Newer than" beside the same
    // time twice).
    if (!offer.gameFileDescription.isEmpty())
        info += u"\n"_s + comparedWithItsFile(offer);
    info += u"\n\n"_s + tr("Do you want to resume it? \"Not now\" keeps it as a saved game in "
                           "Game > Open Recent.");
    setInformativeText(info);
    m_resume = addButton(tr("&Resume the game"), QMessageBox::AcceptRole);
    m_discard = addButton(tr("&Discard it"), QMessageBox::DestructiveRole);
    m_notNow = addButton(tr("&Not now"), QMessageBox::RejectRole);
    setDefaultButton(qobject_cast<QPushButton *>(m_resume));
    // Escape and the close button: never the destructive answer.
    setEscapeButton(m_notNow);
}

RecoveryPrompt::Answer RecoveryPrompt::answer() const
{
    if (clickedButton() == m_resume)
        return Answer::Resume;
    return clickedButton() == m_discard ? Answer::Discard : Answer::NotNow;
}

RecoveryPrompt::Answer RecoveryPrompt::ask(const Offer &offer, QWidget *parent)
{
    RecoveryPrompt prompt(offer, parent);
    prompt.exec();
    return prompt.answer();
}

} // namespace vinci
