#include "dialogs/recoveryprompt.h"

#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace vinci {

RecoveryPrompt::RecoveryPrompt(const QDateTime &savedAt, const QString &description,
                               const QString &gameFile, QWidget *parent)
    : QMessageBox(parent)
{
    setIcon(QMessageBox::Question);
    setWindowTitle(tr("Resume the last game?"));
    setText(tr("Vinci did not close properly last time."));
    const QLocale locale;
    const QDateTime local = savedAt.toLocalTime();
    const QString date = locale.toString(local.date(), QLocale::LongFormat);
    const QString time = locale.toString(local.time(), QLocale::ShortFormat);
    QString info =
        gameFile.isEmpty()
            ? tr("The game in progress was saved automatically on %1 at %2.").arg(date, time)
            : tr("The game in progress, %1, was saved automatically on %2 at %3.")
                  .arg(QFileInfo(gameFile).fileName(), date, time);
    // Which game, on a line of its own: "Round 4 · Anna, Bruno and 2 computers".
    if (!description.isEmpty())
        info += u"\n"_s + description;
    info += u"\n\n"_s + tr("Do you want to resume it? \"Not now\" keeps it until you start or "
                           "open another game.");
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

RecoveryPrompt::Answer RecoveryPrompt::ask(const QDateTime &savedAt, const QString &description,
                                           const QString &gameFile, QWidget *parent)
{
    RecoveryPrompt prompt(savedAt, description, gameFile, parent);
    prompt.exec();
    return prompt.answer();
}

} // namespace vinci
