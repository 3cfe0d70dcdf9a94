#pragma once

#include "session/missedturns.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <vector>

namespace vinci {

/**
 * The turns a person missed, shown one action after another before the person plays (hot seat:
 * the program seats and the other people played meanwhile): which action is shown, the clock
 * that moves on at the pace the player chose, and skipping. The window shows current() instead
 * of the game and takes no move of the person until finished().
 */
class CatchUp : public QObject
{
    Q_OBJECT

public:
    /** How fast the missed actions go by; Off shows none (the setting "Turns You Missed"). */
    enum class Pace
    {
        Off,
        Slow,
        Normal,
        Fast
    };
    /** How long one action stays shown at `pace`, in milliseconds (0 for Off). */
    static int intervalOf(Pace pace);
    /** The pace's key in the settings ("off", "slow", "normal", "fast"), and back (Normal). */
    static QString keyOf(Pace pace);
    static Pace paceOf(const QString &key);

    explicit CatchUp(QObject *parent = nullptr);

    Pace pace() const { return m_pace; }
    /** Off ends a catch-up being shown; another pace applies from the next action. */
    void setPace(Pace pace);

    /**
     * Shows `missed` to `seat`, the first action at once; false (nothing shown) when there is
     * none or the pace is Off.
     */
    bool start(std::vector<MissedAction> missed, int seat);
    bool isActive() const { return m_index >= 0; }
    /** The seat it is shown to; -1 when none. */
    int seat() const { return isActive() ? m_seat : -1; }
    /** The action shown, its index and how many there are. @pre isActive() */
    const MissedAction &current() const { return m_missed[static_cast<std::size_t>(m_index)]; }
    int index() const { return m_index; }
    int count() const { return static_cast<int>(m_missed.size()); }

    /** The next action, or the end after the last (what the clock does). */
    void advance();
    /** Ends at once: the person's turn. */
    void skip();
    /**
     * Holds the clock while a question is open (Quit's "Save it first?"): the moves shown wait
     * for the answer, as the computer seats do (the s41 walk saw them go on behind the box).
     */
    void setHeld(bool held);
    bool isHeld() const { return m_held; }

signals:
    /** Another action is shown (current()). */
    void shown();
    /** The catch-up ended (shown to its end, skipped or turned off). */
    void finished();

private:
    std::vector<MissedAction> m_missed;
    int m_index = -1;
    int m_seat = -1;
    Pace m_pace = Pace::Normal;
    bool m_held = false;
    QTimer m_clock;
};

} // namespace vinci
