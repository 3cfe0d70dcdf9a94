#pragma once

#include "dockfolding.h"

namespace vinci {

/**
 * The editor's side docks on a narrow window: the links (Automatic adjacency) join the
 * inspector's tabs on the right and the history the issues' under the map, so that the canvas
 * keeps two fifths of the window; given the room again, both go back to their column on the left
 * at the width it had (DockFolding, as the game's NarrowDocks). The final walk, from a maximized
 * 1366x768 window to 1024x700 and on a 1024x768 screen with the layout saved at 1366, found both
 * columns at full width and a canvas of about 340 pixels.
 */
class NarrowCanvasDocks : public DockFolding
{
    Q_OBJECT

public:
    NarrowCanvasDocks(QMainWindow *window, QDockWidget *adjacency, QDockWidget *history,
                      QDockWidget *inspector, QDockWidget *issues);

protected:
    /** Whether the canvas would keep less than two fifths of the window beside both columns. */
    bool tooNarrow() const override;
    void arrange(bool folded) override;
    void unchanged(bool folded) override;

private:
    QDockWidget *m_adjacency;
    QDockWidget *m_inspector;
    QDockWidget *m_issues;
    int m_leftWidth = 360; ///< the left column's width, side by side (fitDocks' usual width)
};

} // namespace vinci
