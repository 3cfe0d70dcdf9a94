#include "session/savedgamedescription.h"

#include "session/newgamesetup.h"
#include "session/seatkind.h"

#include <QFileInfo>
#include <QLocale>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Between the parts of a description; the same in every language. */
constexpr QStringView separator = u" · ";

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

} // namespace vinci
