#pragma once

#include <QPointer>
#include <QScrollArea>

namespace vinci {

/**
 * The scroll area a dock's panel sits in: it scrolls up and down only, and it is never
 * narrower than the panel needs. A plain QScrollArea says it can shrink to a few pixels, so a
 * QMainWindow squeezes its dock to that and cuts the panel's right side off (the panel keeps
 * its minimum width inside); this one takes its minimum width from the panel's minimum size
 * hint, with room for the vertical scroll bar, and tells the dock again whenever the panel's
 * needs change (a new language, longer names).
 */
class PanelScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit PanelScrollArea(QWidget *panel, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

    /**
     * Scrolls so that `child` (a widget of the panel) is wholly in sight, once the panel is laid
     * out, and again whenever the view or the panel changes size, until another is kept (the
     * acting player's card: the fourth of four was below the fold while its player played).
     */
    void keepInSight(QWidget *child);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void bringIntoSightSoon();

    QPointer<QWidget> m_kept;
    bool m_bringing = false; ///< a scroll to the kept widget is queued

    /** The width the panel needs beside it: the frame and the vertical scroll bar. */
    int chromeWidth() const;
};

} // namespace vinci
