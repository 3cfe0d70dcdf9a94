#include "session/savedgamedescription.h"

#include "session/newgamesetup.h"
#include "session/seatkind.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Between the parts of a description; the same in every language. */
constexpr QStringView separator = u" · ";

/** The kept games' file name of a game that had no file (keptFileStem()), in no language. */
constexpr QStringView unnamedKeptStem = u"interrupted";

/**
 * The names older versions gave kept games in their files' names, in the language of the
 * moment of keeping (the s48 change names them when shown): after a game's name, and for a game
 * in no file. Shown as they were, they read "nordic (interrupted) (interrupted)".
 */
constexpr std::array<QStringView, 3> oldKeptMarks = {u" (interrupted)", u" (interrompue)",
                                                     u" (unterbrochen)"};
constexpr std::array<QStringView, 3> oldUnnamedStems = {u"Interrupted game", u"Partie interrompue",
                                                        u"Unterbrochenes Spiel"};

bool isKeptFolderFile(const QFileInfo &file, const QString &keptFolder)
{
    return !keptFolder.isEmpty() && !file.filePath().isEmpty() &&
           QDir::cleanPath(file.absolutePath()) == QDir::cleanPath(QDir(keptFolder).absolutePath());
}

/** A kept game's file name read back: the game's name, and its number when kept again. */
struct KeptStem
{
    QString game; ///< unnamedKeptStem for a game in no file
    int number = 0;
};

/**
 * "nordic (2)" is nordic kept a second time (AppDataAutosave::keepAsSavedGame). A number or
 * mark already in the name is read once: an older version's "nordic (interrupted) (2)", and
 * "nordic (2) (2)" of a kept game kept again, are nordic's.
 */
KeptStem readKeptStem(QString stem)
{
    static const QRegularExpression numbered(u"^(.*) \\((\\d+)\\)$"_s);
    KeptStem kept;
    for (bool changed = true; changed;) {
        changed = false;
        if (const QRegularExpressionMatch match = numbered.match(stem); match.hasMatch()) {
            stem = match.captured(1);
            if (kept.number == 0)
                kept.number = match.captured(2).toInt();
            changed = true;
        }
        for (QStringView mark : oldKeptMarks) {
            if (stem.endsWith(mark) && stem.size() > mark.size()) {
                stem.chop(mark.size());
                changed = true;
            }
        }
    }
    for (QStringView old : oldUnnamedStems) {
        if (stem == old)
            stem = unnamedKeptStem.toString();
    }
    kept.game = stem;
    return kept;
}

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

QString SavedGameDescription::keptFileStem(const QString &gameFile, const QString &keptFolder)
{
    if (gameFile.isEmpty())
        return unnamedKeptStem.toString();
    // A kept game kept again is kept under its game's name: "nordic (2)" kept again was
    // "nordic (2) (2)".
    if (isKeptFolderFile(QFileInfo(gameFile), keptFolder))
        return readKeptStem(nameOf(gameFile)).game;
    return nameOf(gameFile);
}

QString SavedGameDescription::nameOf(const QString &fileName, const QString &keptFolder)
{
    const QFileInfo file(fileName);
    if (!isKeptFolderFile(file, keptFolder))
        return nameOf(fileName);
    const KeptStem kept = readKeptStem(file.completeBaseName());
    const bool unnamed = kept.game == unnamedKeptStem;
    // The words the crash prompt's Not now named the kept games with (in "main"), translated.
    if (kept.number == 0)
        return unnamed ? QCoreApplication::translate("main", "Interrupted game")
                       : QCoreApplication::translate("main", "%1 (interrupted)").arg(kept.game);
    return unnamed ? tr("Interrupted game %1").arg(kept.number)
                   : tr("%1 (interrupted, %2)").arg(kept.game).arg(kept.number);
}

} // namespace vinci
