#pragma once

#include "io/savegame.h"

#include <QString>

#include <optional>
#include <vector>

namespace vinci {

class GameController;
class GuideSession;
struct GuideScript;

/**
 * Where a guided game left is kept until Learn to play resumes it: one file in the program's
 * data folder (guide/<key>.vinci, beside the autosave sessions), the game as it was when the
 * step it was left at began, with the step and when each earlier one was done in its metadata
 * ("guide"). One write keeps both: kept as two (the game, then the step in the settings), a
 * kill between them left a game and a step that disagreed (the s44 walk). Also whether the
 * welcome page still offers a first lesson.
 */
namespace GuideStore {

struct Resume
{
    LoadedGame game;
    int step = 0;
    std::vector<int> doneAt;
};

/** Keeps the session's game and step; false with a message when the file cannot be written. */
bool save(const GameController &controller, const GuideSession &session, QString *error = nullptr);
/** The guided game of `script` left earlier, or nothing (none, or it cannot be read). */
std::optional<Resume> load(const GuideScript &script, const BoardResolver &resolveBoard);
/** Forgets it (finished, or started again). */
void clear(const GuideScript &script);
/** The step (0 = the first) the guided game of `script` was left at, or nothing kept. */
std::optional<int> keptStep(const GuideScript &script);
/** The file a guided game of `script` is kept in. */
QString fileOf(const GuideScript &script);

/**
 * Moves the lessons an earlier version kept in the application's own folder
 * (~/.local/share/vinci/vinci/guide) to the data folder's, once; their steps stay in the
 * settings, where load() still reads them. Returns how many moved.
 */
int moveLegacyLessons();

/**
 * Whether the welcome page still offers Learn to play: until a lesson is begun or the offer is
 * dismissed (a game of one's own is no answer to it).
 */
bool offerOnWelcome();
/** A lesson begun, or the offer dismissed: the welcome page offers it no more. */
void setOffered();

} // namespace GuideStore

} // namespace vinci
