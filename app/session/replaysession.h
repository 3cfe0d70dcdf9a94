#pragma once

#include "io/savegame.h"
#include "replay/replaymodel.h"
#include "session/loggedevent.h"
#include "session/newgamesetup.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace vinci {

/**
 * A recorded game being watched: the replay model (any moment, by action or by turn), the seats
 * the save names, the game's log told once for the whole game, and the playback's clock (play
 * and pause at three speeds). The controller shows its moment; nothing in it can be played.
 */
class ReplaySession : public QObject
{
    Q_OBJECT

public:
    /** Playback speeds: how long each action stays shown. */
    enum class Speed
    {
        Slow,
        Normal,
        Fast
    };

    /**
     * The game `loaded` read from a save, shown at its start. Nothing, with the replay's
     * message (naming the action), when it cannot be replayed.
     */
    static std::unique_ptr<ReplaySession> watch(const LoadedGame &loaded, QString *error);

    const ReplayModel &model() const { return m_model; }
    /** The whole recorded game (options, every action, the seats as metadata). */
    const SavedGame &saved() const { return m_saved; }
    const std::vector<SeatSetup> &seats() const { return m_seats; }
    /** The game as the save ends it (over, for a finished game), whatever moment is shown. */
    const GameState &lastState() const { return m_lastState; }
    int position() const { return m_model.position(); }
    /** The log up to the shown moment: the opening and every event of its actions. */
    std::vector<LoggedEvent> logNow() const;
    /** The actions played up to the shown moment. */
    std::vector<Action> actionsNow() const;

    void seek(int position);
    void stepForward() { seek(position() + 1); }
    void stepBack() { seek(position() - 1); }
    void nextTurn();
    void previousTurn();
    void jumpToTurn(int index);
    void toStart() { seek(0); }
    void toEnd() { seek(m_model.actionCount()); }

    bool isPlaying() const { return m_clock.isActive(); }
    /** Plays one action every speed's interval to the end (from the start when at the end). */
    void setPlaying(bool playing);
    Speed speed() const { return m_speed; }
    void setSpeed(Speed speed);
    /** How long an action stays shown while playing at `speed`, in milliseconds. */
    static int intervalOf(Speed speed);

signals:
    /** The shown moment changed. */
    void moved();
    void playingChanged(bool playing);

private:
    explicit ReplaySession(ReplayModel model);
    void afterMove(int before);

    ReplayModel m_model;
    SavedGame m_saved;
    std::vector<SeatSetup> m_seats;
    GameState m_lastState;
    std::vector<LoggedEvent> m_log;     ///< the whole game's
    std::vector<std::size_t> m_logEnds; ///< m_logEnds[p]: log lines after p actions
    QTimer m_clock;
    Speed m_speed = Speed::Normal;
};

} // namespace vinci
