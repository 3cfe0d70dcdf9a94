#pragma once

#include <QObject>
#include <QString>

#include <vector>

class QAction;
class QMenu;
class QTimer;
class QToolBar;
class QWidget;

namespace vinci {

class GuideOutline;
class GuidePanel;
class GuideSession;
class MainWindow;
class MapCatalog;
struct BoardHints;
struct GuideScript;

/**
 * The guided first game in the window (Game > Learn to Play): starts it from its script or
 * resumes it where it was left, shows its panel under the turn bar, outlines the widget its
 * step points at (a province is marked on the map as a hint's is, and brought into view),
 * keeps it at each step (so that it resumes there however the program went away: Leave, Quit,
 * a closed window, SIGTERM, a crash), and hands the game over at the end.
 */
class GuideRunner : public QObject
{
    Q_OBJECT

public:
    /** A guided game left earlier, offered on the welcome page at the step it was left at. */
    struct Kept
    {
        const GuideScript *script = nullptr;
        int step = 0;  ///< 0 = the first
        QString label; ///< "Resume the lesson: Classic (1999), step 7 of 13"
    };

    GuideRunner(MainWindow *window, MapCatalog *catalog);

    GuideSession *session() const { return m_session; }
    GuidePanel *panel() const { return m_panel; }
    QToolBar *host() const { return m_host; }
    GuideOutline *outline() const { return m_outline; }
    /** Game > Learn to Play, with one entry per rule set. */
    QMenu *menu() const { return m_menu; }
    QAction *classicAction() const { return m_classic; }
    QAction *onlineAction() const { return m_online; }

    bool isActive() const;
    /** The guided games left and not finished (none under way), Classic first. */
    std::vector<Kept> keptGames() const;
    /**
     * Starts `script`'s guided game, or resumes it where it was left (unless `fromTheStart`);
     * false with a message when its map cannot be loaded. (The window has asked about the game
     * on the table.)
     */
    bool learn(const GuideScript &script, QString *error = nullptr, bool fromTheStart = false);
    /** Keeps the guided game and its step for Learn to Play, and stops guiding. */
    void keepForLater();
    /**
     * Whether the lesson under way may give way to `script`'s (the other rule set's, from Game >
     * Learn to Play): asked, as New Game asks about a game of one's own. True without asking
     * with no lesson under way, or for the same lesson (resumed where it is).
     */
    bool mayLeaveFor(const GuideScript &script);
    /** The widget the step points at (the outlined one), none without a lesson or between. */
    QWidget *stepTarget() const;
    /** The step's province, marked as a hint's is (none shown). */
    void addToHints(BoardHints &hints) const;
    /** The panel and outline as the window stands (a page or a game shown, the step). */
    void refresh(bool gameShown);
    void retranslate();

signals:
    /** The menu or the welcome page asked for a guided game. */
    void learnRequested(const vinci::GuideScript *script);
    /** Leave: kept for later; the window shows the welcome page. */
    void leaveRequested();
    /** The last step's Start the lesson again: `script`'s lesson from step 1. */
    void startAgainRequested(const vinci::GuideScript *script);
    /** The step changed: the map's marks and the outline follow. */
    void stepShown();
    /** A guided game was left, resumed or finished: keptGames() and the menu changed. */
    void keptChanged();

protected:
    /** The turn bar's height followed: the lesson's bar gives up what it grows by. */
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The turn bar's height, once settled, is the one the lesson's bar makes room beside. */
    void measureTurnBarFromHere();
    QWidget *targetWidget() const;
    void showStep();
    /** The menu's entries say where a kept game resumes; keptChanged(). */
    void showKept();

    MainWindow *m_window;
    MapCatalog *m_catalog;
    GuideSession *m_session;
    QToolBar *m_host;
    GuidePanel *m_panel;
    GuideOutline *m_outline;
    QMenu *m_menu;
    QAction *m_classic;
    QAction *m_online;
    const GuideScript *m_script = nullptr; ///< the last one learnt: kept, or cleared at its end
    /** The turn bar's height (-1: settling) and width the lesson's bar makes room beside. */
    int m_turnBarHeight = -1;
    int m_turnBarWidth = -1;
    QTimer *m_settling;      ///< measures m_turnBarHeight once the turn bar's layout is quiet
    bool m_resuming = false; ///< a kept lesson is taken up again: the window is as it was left
};

} // namespace vinci
