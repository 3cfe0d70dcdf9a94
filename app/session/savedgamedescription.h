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
};

} // namespace vinci
