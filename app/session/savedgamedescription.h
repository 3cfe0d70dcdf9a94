#pragma once

#include "io/savegame.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace vinci {

/**
 * A saved game in a few words, so that a person tells their games apart without opening them:
 * "Round 4 · Anna, Bruno and 2 computers". The people by name, the program's seats counted
 * (virtual players and computers), translated; read from the save's summary (readSaveSummary),
 * never by replaying it. Used by the recent games (Game > Open Recent, the welcome page) and the
 * prompt offering the game back after a crash.
 */
class SavedGameDescription
{
    Q_DECLARE_TR_FUNCTIONS(SavedGameDescription)

public:
    /** "Round 4 · Anna, Bruno and 2 computers" ("Finished game · ..." for an ended one). */
    static QString of(const SaveSummary &summary);
    /** Who plays: "Anna, Bruno and 2 computers". */
    static QString players(const SaveSummary &summary);
    /** of() and when the game was saved, in the locale's short format: "... · 26/11/2024 14:02". */
    static QString of(const SaveSummary &summary, const QDateTime &savedAt);
    /** The description of a save file and its last change; empty when it is no readable save. */
    static QString ofFile(const QString &fileName);
    /**
     * The game's name, its file's without the extension ("walk1" for walk1.vinci): as the
     * welcome page lists it, in the window's title and the questions about it (the s46 walk read
     * "walk1.vinci" in the title and "walk1" on the page).
     */
    static QString nameOf(const QString &fileName);
    /**
     * As nameOf(), and a game the program kept in `keptFolder` (the crash prompt's Not now,
     * stored under its game's name alone: keptFileStem()) is named in the language of the
     * moment, "nordic (interrupted)", its number after it when the same game was kept more
     * than once, "nordic (interrupted, 2)". A name made in the language of the moment of
     * keeping read "(interrupted)" in a German window (the s48 walk).
     */
    static QString nameOf(const QString &fileName, const QString &keptFolder);
    /**
     * The file name (without ".vinci") under which the game of `gameFile` is kept in the
     * kept games' folder, in no language: its name, or a fixed word for a game in no file. A
     * game already kept in `keptFolder` is kept again under its game's name, not its number's.
     */
    static QString keptFileStem(const QString &gameFile, const QString &keptFolder);
};

} // namespace vinci
