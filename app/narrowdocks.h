#pragma once

#include "dockfolding.h"

namespace vinci {

/**
 * On a narrow window the civilization track joins the players' dock as a tab, so that the map
 * keeps a fair share of the width. Side by side, the two panels as wide as they need took about
 * 740 of a 1024-pixel window and left the map a strip of 260 pixels. The track and the players
 * are tabbed whenever the map would keep less than `minimumMapWidth` beside both (their needs
 * follow the language and the names); given the room again, the track goes back to its own
 * column on the left (DockFolding, shared with the editor). While tabbed, the track is raised
 * when a person must choose a civilization, and the players when the choice is made.
 *
 * Side by side, each column follows its panel's width as the language or the text size changes
 * (tabbed, the shared column follows the wider panel): QMainWindow widens a dock to a panel's
 * new minimum but never narrows it again, so after German and back the track kept German's
 * width, and after Larger text and back to Normal the tabbed column kept Larger's. A column the
 * person dragged wider than its panel asks stays.
 */
class NarrowDocks : public DockFolding
{
    Q_OBJECT

public:
    /** The narrowest map the window keeps beside both panels (logical pixels). */
    static constexpr int minimumMapWidth = 600;

    NarrowDocks(QMainWindow *window, QDockWidget *track, QDockWidget *players);

    /** Whether the track is a tab beside the players now. */
    bool isTabbed() const { return isFolded(); }
    /** A person is choosing a civilization (true) or not: while tabbed, the tab to show. */
    void setChoosing(bool choosing);
    /**
     * The docks were given back as the person left them (a window state restored): the tab in
     * front stays at the next setChoosing(), which is no choice beginning (a lesson resumed at
     * a choice showed the track where the person had left the players, the s47 walk).
     */
    void keepRestoredTabs();

signals:
    /** The track was tabbed beside the players, or given its own column again. */
    void tabbedChanged(bool tabbed);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /** Whether the map would keep less than minimumMapWidth beside both panels. */
    bool tooNarrow() const override;
    void arrange(bool folded) override;
    void unchanged(bool folded) override;

private:
    /** Each column as wide as its panel asks now, unless the person made it wider; tabbed,
     *  the one column as wide as the wider panel asks. */
    void followPanelWidths();
    /** The width the shared column asks for while the two are tabbed. */
    int tabbedWidth() const;

    QDockWidget *m_track;
    QDockWidget *m_players;
    int m_trackAsked = 0;   ///< the width the track's panel asked for last
    int m_playersAsked = 0; ///< the same for the players' column
    int m_tabbedAsked = 0;  ///< the same for the column the two share while tabbed
    bool m_choosing = false;
    bool m_keepRestored = false; ///< keepRestoredTabs(), until the next setChoosing()
};

} // namespace vinci
