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
 *
 * Another language mid-game keeps the arrangement the person had (followNewWords()): the
 * arrangement is chosen anew at a resize, a text size or a game, not for the words' width
 * alone. With three players at Larger text on 1366x768 the cards went from their column to
 * tabs and the map moved 215 pixels; at 2560x1440 the narrower French track moved it 30. A
 * column widens as far as the new words need and never gets narrower than it was when the
 * arrangement was chosen; back in the first language it is as wide as it was.
 */
class NarrowDocks : public DockFolding
{
    Q_OBJECT

public:
    /** The narrowest map the window keeps beside both panels (logical pixels). */
    static constexpr int minimumMapWidth = 600;
    /** The share of the width the map keeps, tabbed, in a window snapped to half a laptop's
     *  screen (810 pixels) at Normal text (per cent). */
    static constexpr int leastMapShare = 50;
    /** Side by side, kept through another language while the map keeps this much. */
    static constexpr int leastMapWidthKept = 400;

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
    /**
     * The panels' words changed (another language): tabbed or side by side stays as it is
     * (unless side by side would leave the map less than leastMapWidthKept), and each column
     * keeps at least the width it had.
     */
    void followNewWords();
    /** The panels' needs changed for good (a text size, a game): arranged anew, soon. */
    void chooseAnew();
    /**
     * How much narrower the window's layout could be with the track tabbed than as it is now
     * (0 when tabbed already, or the docks are not in their columns). The window's least width
     * is the tabbed arrangement's: side by side, the track's column made it wider, and a window
     * snapped to half a 1366 screen (810 pixels) stayed 960 wide, or had its map cut to a strip
     * beside the docks (the s54 walk). Narrower than side by side allows, the track is tabbed.
     */
    int widthSavedByTabbing() const;

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
    /** The width a column is given for its panel's `asked`: not narrower than `kept` while
     *  only the words changed. */
    int widthFor(int asked, int kept) const;

    QDockWidget *m_track;
    QDockWidget *m_players;
    int m_trackAsked = 0;     ///< the width the track's panel asked for last
    int m_playersAsked = 0;   ///< the same for the players' column
    int m_tabbedAsked = 0;    ///< the same for the column the two share while tabbed
    int m_trackKept = 0;      ///< the track's column's width when the arrangement was chosen
    int m_playersKept = 0;    ///< the same for the players' column
    int m_tabbedKept = 0;     ///< the same for the shared column
    bool m_wordsOnly = false; ///< only the words changed since the arrangement was chosen
    bool m_choosing = false;
    bool m_keepRestored = false; ///< keepRestoredTabs(), until the next setChoosing()
};

} // namespace vinci
