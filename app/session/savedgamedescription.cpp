#include "session/savedgamedescription.h"

#include "session/newgamesetup.h"
#include "session/seatkind.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Between the parts of a description; the same in every language. */
constexpr QStringView separator = u" · ";

/** The kept games' file name of a game that had no file (keptFileStem()), in no language. */
constexpr QStringView unnamedKeptStem = u"interrupted";

} // namespace

QString SavedGameDescription::players(const SaveSummary &summary)
{
    QStringList parts;
    int virtualPlayers = 0;
    int computers = 0;
    for (const SeatSetup &seat :
         NewGameSetup::seatsFromMetadata(summary.metadata, summary.playerCount)) {
        if (!isProgramSeat(seat.controller))
            parts << seat.name;
        else if (isVirtualSeat(seat.controller))
            ++virtualPlayers;
        else
            ++computers;
    }
    if (virtualPlayers > 0)
        parts << tr("%n virtual player(s)", nullptr, virtualPlayers);
    if (computers > 0)
        parts << tr("%n computer(s)", nullptr, computers);
    // "Anna, Bruno and 2 computers", "Anna, Bruno et 2 ordinateurs": the locale's own list.
    return QLocale().createSeparatedList(parts);
}

QString SavedGameDescription::of(const SaveSummary &summary)
{
    QStringList parts;
    // A file's state, as the recent games list it: "Game over" there read as an alert about a
    // game the person had only watched.
    if (summary.over)
        parts << tr("Finished game");
    else if (summary.round > 0)
        parts << tr("Round %1").arg(summary.round);
    if (const QString who = players(summary); !who.isEmpty())
        parts << who;
    return parts.join(separator);
}

QString SavedGameDescription::of(const SaveSummary &summary, const QDateTime &savedAt)
{
    QString text = of(summary);
    if (savedAt.isValid())
        text +=
            separator.toString() + QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat);
    return text;
}

QString SavedGameDescription::ofFile(const QString &fileName)
{
    const std::optional<SaveSummary> summary = readSaveSummary(fileName);
    if (!summary)
        return {};
    return of(*summary, QFileInfo(fileName).lastModified());
}

QString SavedGameDescription::nameOf(const QString &fileName)
{
    return QFileInfo(fileName).completeBaseName();
}

QString SavedGameDescription::keptFileStem(const QString &gameFile)
{
    return gameFile.isEmpty() ? unnamedKeptStem.toString() : nameOf(gameFile);
}

QString SavedGameDescription::nameOf(const QString &fileName, const QString &keptFolder)
{
    const QFileInfo file(fileName);
    if (keptFolder.isEmpty() || fileName.isEmpty() ||
        QDir::cleanPath(file.absolutePath()) != QDir::cleanPath(QDir(keptFolder).absolutePath()))
        return nameOf(fileName);
    // "nordic (2)": the second game kept of nordic (AppDataAutosave::keepAsSavedGame).
    static const QRegularExpression numbered(u"^(.*) \\((\\d+)\\)$"_s);
    QString stem = file.completeBaseName();
    int number = 0;
    if (const QRegularExpressionMatch match = numbered.match(stem); match.hasMatch()) {
        stem = match.captured(1);
        number = match.captured(2).toInt();
    }
    const bool unnamed = stem == unnamedKeptStem;
    // The words the crash prompt's Not now named the kept games with (in "main"), translated.
    if (number == 0)
        return unnamed ? QCoreApplication::translate("main", "Interrupted game")
                       : QCoreApplication::translate("main", "%1 (interrupted)").arg(stem);
    return unnamed ? tr("Interrupted game %1").arg(number)
                   : tr("%1 (interrupted, %2)").arg(stem).arg(number);
}

} // namespace vinci
