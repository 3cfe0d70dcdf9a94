#pragma once

#include <QStatusBar>

namespace vinci {

/**
 * The window's status bar: a message wider than the bar is drawn cut with an ellipsis, and the
 * whole message is the bar's tooltip while it shows. A plain QStatusBar draws its message on one
 * line and cuts it at the window's edge: at 1366x768 in German at Larger text the message after
 * Undo lost its end, with nothing to read it whole (the s52 walk). currentMessage() is the whole
 * message, as given to showMessage(); the announcer reads it whole too.
 */
class ElidingStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    explicit ElidingStatusBar(QWidget *parent = nullptr);

    /** The message as it is drawn: whole where it fits, else its beginning and an ellipsis. */
    QString shownMessage() const;
    /** Where the message is drawn, as QStatusBar draws it (beside the size grip). */
    QRect messageRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /** The whole message as the tooltip while it is cut; none otherwise. */
    void updateToolTip();
};

} // namespace vinci
