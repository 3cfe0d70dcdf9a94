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
 * Where a guided game left is kept until Learn to play resumes it: the game in the program's
 * data folder (guide/<key>.vinci), as it was when the step it was left at began, and the step
 * with when each earlier one was done in the settings (group "guide/<key>"). Also whether the
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

/**
 * Whether the welcome page still offers Learn to play: until a lesson is begun or the offer is
 * dismissed (a game of one's own is no answer to it).
 */
bool offerOnWelcome();
/** A lesson begun, or the offer dismissed: the welcome page offers it no more. */
void setOffered();

} // namespace GuideStore

} // namespace vinci
