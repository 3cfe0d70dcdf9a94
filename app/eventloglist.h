#pragma once

#include <QListWidget>

namespace vinci {

class GameController;

/**
 * The game log as the window's own panel: one line per event (describeEvent()) in the window's
 * language, a heading per turn, and the computer players' reasons. It follows the controller:
 * new events are appended, an undo or a load shows the log again from the controller.
 */
class EventLogList : public QListWidget
{
    Q_OBJECT

public:
    explicit EventLogList(GameController *controller, QWidget *parent = nullptr);

    /** Rebuilds every line from the controller's log (language change, undo, load). */
    void reload();

protected:
    void changeEvent(QEvent *event) override;

private:
    void append(int from);
    void addExplanation(int seat, const QString &explanation);

    GameController *m_controller;
    int m_shown = 0; ///< events of the controller's log shown so far
};

} // namespace vinci
