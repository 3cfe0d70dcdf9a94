#pragma once

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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The width the panel needs beside it: the frame and the vertical scroll bar. */
    int chromeWidth() const;
};

} // namespace vinci
