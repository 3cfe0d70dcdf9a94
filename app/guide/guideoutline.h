#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace vinci {

/**
 * A gold outline drawn over the widget a guided step points at (a track card, a turn bar
 * button, a player's card), on top of the window, letting every click through. It follows the
 * widget wherever the docks, the scroll areas and the window's size put it, around the part of
 * it in sight (a panel scrolled in its dock: not past the dock), and hides with it (or while it
 * is disabled: nothing to press yet).
 */
class GuideOutline : public QWidget
{
    Q_OBJECT

public:
    explicit GuideOutline(QWidget *window);

    /** Outlines `target` (null: none). */
    void setTarget(QWidget *target);
    QWidget *target() const { return m_target; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void follow();

    QPointer<QWidget> m_target;
    /** A dock moved or a panel scrolled moves the target without an event of its own. */
    QTimer m_follow;
};

} // namespace vinci
