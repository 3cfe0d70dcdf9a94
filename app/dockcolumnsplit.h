#pragma once

#include <QList>
#include <QObject>
#include <QSize>

#include <functional>

class QDockWidget;
class QMainWindow;

namespace vinci {

/**
 * Two docks stacked in one column (the players over the log) keep the share of the column they
 * were given while the window is resized. QMainWindow squeezes them to their minimums in a small
 * window and, grown again, gives all the height back to one of them: after a shrink the players'
 * dock kept one card and the log took the rest. The share is what the player last left: the
 * first split of a session, the docks as a saved window state gave them back, or a drag of the
 * separator between them (measured when the mouse is released over the window). A resize of the
 * window never changes it; it is given back once the window's layout has settled.
 *
 * Whatever the share, the upper dock (the players) is given its content's whole height when the
 * column has room for it beside the lower dock's least: the lower one (the log) gives way first.
 * At 1024x768 the players were squeezed to a sliver under the log, one card in sight and the
 * caption's second line under it.
 */
class DockColumnSplit : public QObject
{
public:
    DockColumnSplit(QMainWindow *window, QDockWidget *upper, QDockWidget *lower);

    /**
     * The upper dock's content can be laid out tighter, `saving(lacking)` pixels lower for
     * `lacking` pixels it does not have (the players' compact or brief cards): where its full
     * height does not fit, it asks for the tighter one, and the lower dock keeps the rest (it
     * was left empty under the compact cards, s41).
     */
    void setUpperTightening(std::function<int(int)> saving) { m_tightening = std::move(saving); }
    /** The height the upper dock asks for in a column `column` high, with the dock's frame. */
    int upperNeedsIn(int column) const;
    /** Gives the upper dock `upperHeight` of the column (the lower one the rest). */
    void split(int upperHeight);
    /** Takes the docks' present heights as the share to keep (once the layout has settled). */
    void rememberSoon() const;
    /** Gives the share back now (the docks were moved, and the window laid out again). */
    void restore();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The height the upper dock's content asks for at its present width, with the dock's. */
    int upperNeeds() const;
    /** The upper dock's height in a column `column` high for a share `wanted` high. */
    int upperHeight(int column, int wanted) const;
    /** Both docks shown, docked, one over the other. */
    bool stacked() const;
    void remember();
    /** Gives the upper dock `upper` of a column `column` high. */
    void resizeUpper(int upper, int column);
    /** restore() once the layout has settled. */
    void restoreSoon();

    QMainWindow *m_window;
    QDockWidget *m_upper;
    QDockWidget *m_lower;
    double m_share = -1;        ///< the upper dock's share of the column; -1 until known
    bool m_restoring = false;   ///< a restore is queued
    QList<QWidget *> m_watched; ///< the upper dock's content and its scrolled panels
    std::function<int(int)> m_tightening;
};

} // namespace vinci
