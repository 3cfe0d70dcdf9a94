#pragma once

#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace vinci {

/**
 * Side docks that fold into another dock's tabs when the window's centre (the map) would keep
 * too little width beside them, and unfold into a column of their own again once there is room:
 * what the game (NarrowDocks: the civilization track beside the players) and the editor (the
 * links and the history beside the inspector and the issues) both do on a narrow window. The
 * window's resizes are watched; a subclass says when it is too narrow (tooNarrow()) and arranges
 * the docks after a fold or an unfold (arrange()).
 *
 * Docks the person floated, closed or moved out of their home area are theirs: nothing is folded
 * or moved while the first fold's docks are so (the others follow when they are docked and shown).
 */
class DockFolding : public QObject
{
    Q_OBJECT

public:
    /** A dock that leaves its column for a tab beside `into` when the window is narrow. */
    struct Fold
    {
        QDockWidget *dock = nullptr;
        QDockWidget *into = nullptr;
    };

    /** Unfolded, the docks of `folds` go back to `home`, tabbed together, the first in front. */
    DockFolding(QMainWindow *window, QList<Fold> folds, Qt::DockWidgetArea home);

    /** Whether the first fold's dock is a tab beside its host now (asked of the window: a
     *  window state given back, restoreState, may have tabbed them). */
    bool isFolded() const;
    /** Folds or unfolds as tooNarrow() says, now. */
    void update();
    /** Soon, once the layouts have settled (a resize, a new language). */
    void updateSoon();
    /**
     * The window's docks were given back by restoreState(): a fold's dock that is a tab of
     * another then stays where it is. Qt 6.4 frees the layout item of a restored tab taken out
     * of its group and reads it again (the editor crashed at start on a smaller screen).
     */
    void setRestoredLayout(bool restored) { m_restored = restored; }

signals:
    /** The docks were folded into their hosts' tabs, or given their own column again (or found
     *  so at an update, a window state given back having folded them). */
    void foldedChanged(bool folded);

protected:
    /** Whether the centre would keep too little width with the docks in their own column. */
    virtual bool tooNarrow() const = 0;
    /** Just folded (the tab to show) or unfolded (the columns' widths). */
    virtual void arrange(bool folded) { Q_UNUSED(folded) }
    /** update() changed nothing (`folded` as before): a column may follow its panel. */
    virtual void unchanged(bool folded) { Q_UNUSED(folded) }
    bool eventFilter(QObject *watched, QEvent *event) override;

    QMainWindow *window() const { return m_window; }
    const QList<Fold> &folds() const { return m_folds; }
    /** The width of the separators between the centre and two side columns. */
    int separators() const;

private:
    QMainWindow *m_window;
    QList<Fold> m_folds;
    Qt::DockWidgetArea m_home;
    bool m_updating = false; ///< an update is queued
    bool m_restored = false; ///< setRestoredLayout()
    bool m_told = false;     ///< the folded state foldedChanged() last told
};

} // namespace vinci
