#pragma once

#include <QList>
#include <QWidget>

#include <optional>

class QBoxLayout;
class QFrame;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace vinci {

class MapCatalog;
class RecentFiles;

/**
 * The welcome page shown when no game is open: the game's name, a few lines on how it plays, a
 * picture of the map, and the way in: a new game (the new game dialog), a saved game, or one of
 * the games played last, each by its file's name and which game it is (RecentFiles'
 * description: round, players, when it was saved).
 */
class StartView : public QWidget
{
    Q_OBJECT

public:
    /** `catalog` draws the map preview; `recent` (may be null) lists the last games. */
    StartView(MapCatalog *catalog, RecentFiles *recent, QWidget *parent = nullptr);
    /**
     * The page's look again, its texts in pixels at the text size chosen (View > Text Size):
     * a style sheet's fonts do not follow the application's.
     */
    void followTextSize();

    /**
     * Shows this map in the preview (the one the next new game will likely use): an id, or the
     * path of a map folder no catalogue lists (the editor's Test Play).
     */
    void setPreviewMap(const QString &mapId);

    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *openButton() const { return m_open; }
    /**
     * Learn to play (Classic) and No, thanks beside it: offered until a lesson is begun or the
     * offer dismissed (setLearnOffered).
     */
    QPushButton *learnButton() const { return m_learn; }
    QPushButton *dismissLearnButton() const { return m_dismissLearn; }
    void setLearnOffered(bool offered);
    /** One button per lesson left earlier, `labels` saying where it resumes (resumeRequested). */
    void setLessonsToResume(const QStringList &labels);
    QList<QPushButton *> resumeButtons() const { return m_resume; }
    /**
     * The game interrupted by a crash, whose automatic save (`autosave`: "Round 4 · 27/11/2026
     * 21:10") is offered: its file, among the recent games, says that it is an older state of
     * that game, and by the moves (`movesPast`, the automatic save's less the file's: nothing
     * when not known) which of the two is further (the walk saw "walk1, Round 4" under the
     * prompt offering walk1's round 5, then "Round 4" in both, and could not tell which was
     * newer). Empty: none.
     */
    void setInterruptedGame(const QString &file, const QString &autosave,
                            std::optional<int> movesPast);

    /**
     * Whether the page's card (its title, buttons and games) shows: not behind the New Game
     * dialog, which is smaller than the card and left a strip of its buttons in sight below
     * it (the s42 walk); the page's background stays.
     */
    void setCardShown(bool shown);
    bool isCardShown() const;

    /** As narrow as its narrowest arrangement (arrange()), not the one it has now. */
    QSize minimumSizeHint() const override;

signals:
    void newGameRequested();
    void openRequested();
    void learnRequested();
    /** No, thanks: the first lesson is not offered again. */
    void learnDismissed();
    /** The lesson `index` of setLessonsToResume() is to be resumed. */
    void resumeRequested(int index);
    void openFileRequested(const QString &fileName);

protected:
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    /**
     * Puts the map's picture and the recent games beside the words, or under them where the
     * page is too narrow for both side by side, and the lesson's offer beside "No, thanks" or
     * above it: so the page, and the window, never need more than the narrowest of them.
     */
    void arrange();
    /** The recent games over the map's picture (`columnsBeside`), else under the ways in. */
    void placeRecentGames(bool columnsBeside);
    /** arrange() at once, the layouts measured first, for the window's size. */
    void arrangeNow();
    void showMapPreview();
    void showRecentFiles();
    /** What the interrupted game's file is beside its automatic save, under its entry. */
    QString interruptedGameWords() const;

    MapCatalog *m_catalog;
    RecentFiles *m_recent;
    QString m_mapId;
    QString m_interruptedFile;     ///< the file of the game whose automatic save is offered
    QString m_interruptedAutosave; ///< its automatic save's round and time
    std::optional<int> m_interruptedMovesPast; ///< how many moves the save is past the file
    QFrame *m_card = nullptr;                  ///< the page's content, on its background
    QLabel *m_title;
    QLabel *m_subtitle = nullptr;
    QLabel *m_intro;
    QLabel *m_preview;
    QLabel *m_recentHeading;
    QVBoxLayout *m_recentList;
    QPushButton *m_newGame;
    QPushButton *m_open;
    QPushButton *m_learn;
    QPushButton *m_dismissLearn;
    QVBoxLayout *m_resumeList;
    QBoxLayout *m_columns = nullptr;  ///< the words, then the picture and games
    QBoxLayout *m_learnRow = nullptr; ///< the lesson's offer and "No, thanks"
    QVBoxLayout *m_words = nullptr;   ///< the left column (or the upper)
    QVBoxLayout *m_pictureAndGames = nullptr;
    /**
     * The recent games' heading and list: over the map's picture beside the words, under the
     * ways in where the page is one column (arrange()).
     */
    QVBoxLayout *m_recentGames = nullptr;
    int m_narrowest = 0; ///< the width of the narrowest arrangement, once laid out
    QList<QPushButton *> m_resume;
};

} // namespace vinci
