#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace vinci {

/**
 * The second click of a double click goes to the button that pressed it, never to a button that
 * took its place: a turn's buttons change with every step, and a person who double-clicks
 * "Confirm and score" must not press the "Decline now" that appears under the pointer (nor
 * Expand, then the End conquest that replaces it). Watches buttons through an event filter and
 * eats a press (and its double click) that comes within the double-click interval of a press on
 * another of them, by the events' timestamps, as the platform tells double clicks.
 */
class DoubleClickGuard : public QObject
{
public:
    explicit DoubleClickGuard(QObject *parent = nullptr);

    void watch(QWidget *button);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QObject> m_lastPressed;
    quint64 m_lastPress = 0;
};

} // namespace vinci
