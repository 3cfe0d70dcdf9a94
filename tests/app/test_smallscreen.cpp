// The game window on a laptop's 1024x768 screen, a real one: the offscreen platform is given a
// screen of that size (its configfile), so that QScreen::availableGeometry() is what a person's
// would be. The walk: New Game, the Mediterranean (Online 2013), the seats from 5 to 3, Start:
// the window became 1024x1069 once, its bottom off the screen. ctest runs it again on a
// 1366x768 screen at QT_SCALE_FACTOR 1.5 (VINCI_TEST_SCREEN), 911x512 logical pixels: the
// window and the New Game dialog came up larger than that screen, their buttons off it (s42).

#include "app/gamefixture.h"
#include "areaitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincecard.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/seatrow.h"
#include "guide/guidepanel.h"
#include "guide/guiderunner.h"
#include "guide/guidesession.h"
#include "guide/guidestep.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "map/provincegraph.h"
#include "mapformat/mapcatalog.h"
#include "nextdialog.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "queries/pawndistribution.h"
#include "session/appdataautosave.h"
#include "session/gamecontroller.h"
#include "startupgame.h"
#include "startview.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFontInfo>
#include <QFrame>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <cmath>
#include <functional>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** Notes the tallest and the widest the window ever was. */
class LargestSize : public QObject
{
public:
    explicit LargestSize(QWidget *window) { window->installEventFilter(this); }

    QSize largest;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            largest = largest.expandedTo(static_cast<QWidget *>(watched)->size());
        return QObject::eventFilter(watched, event);
    }
};

void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

/** The screen given to the offscreen platform, in device pixels: VINCI_TEST_SCREEN, "WxH". */
QSize testScreen()
{
    const QStringList size = qEnvironmentVariable("VINCI_TEST_SCREEN").split(u'x');
    if (size.size() == 2 && size.at(0).toInt() > 0 && size.at(1).toInt() > 0)
        return {size.at(0).toInt(), size.at(1).toInt()};
    return {1024, 768};
}

QString rectText(const QRect &rect)
{
    return u"%1x%2 at %3,%4"_s.arg(rect.width()).arg(rect.height()).arg(rect.x()).arg(rect.y());
}

/** The window as a first start opens it (no settings kept), shown and laid out. */
void openAsAFirstStart(MainWindow &window)
{
    window.restoreWindowState();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
}

/**
 * `window` (its frame) lies on the screen's available room, and so does every button of it that
 * shows (a page that scrolls shows part of its buttons: that part); `whole` are seen whole.
 */
void checkOnTheScreen(QWidget &window, const QString &where, const QList<QWidget *> &whole = {})
{
    testing::grabIfAsked(window, where);
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(u"%1: the window is %2 on a screen of %3"_s.arg(
                 where, rectText(window.frameGeometry()), rectText(available))));
    for (const QPushButton *button : window.findChildren<QPushButton *>()) {
        if (!button->isVisible() || button->window() != &window)
            continue;
        const QRect shown = button->visibleRegion().boundingRect();
        const QRect seen(button->mapToGlobal(shown.topLeft()), shown.size());
        QVERIFY2(shown.isEmpty() || available.contains(seen),
                 qPrintable(u"%1: \"%2\" is %3 on a screen of %4"_s.arg(
                     where, button->text(), rectText(seen), rectText(available))));
    }
    for (const QWidget *widget : whole) {
        QVERIFY2(widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect(),
                 qPrintable(u"%1: %2 is not seen whole"_s.arg(where, widget->objectName())));
    }
}

/** `widget` is whole in the window and in every scroll area it lies in: seen without scrolling. */
void checkInSight(const QWidget &window, const QWidget *widget)
{
    QVERIFY2(widget->isVisible(), qPrintable(widget->objectName()));
    const QRect onScreen(widget->mapToGlobal(QPoint(0, 0)), widget->size());
    QRect seen = window.geometry();
    for (const QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(up))
            seen &= QRect(area->viewport()->mapToGlobal(QPoint(0, 0)), area->viewport()->size());
    }
    const auto *button = qobject_cast<const QPushButton *>(widget);
    QVERIFY2(seen.contains(onScreen),
             qPrintable(u"\"%1\" is %2, in sight %3"_s.arg(button ? button->text() : QString(),
                                                           rectText(onScreen), rectText(seen))));
}

} // namespace

class TestSmallScreen : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MapCatalog> m_catalog;

    /**
     * Opens the window `runs` times from the settings the last run left, `firstRun` shaping it
     * at the first; each run after the first lies on the screen (the first too if `firstToo`).
     */
    void reopenAfter(int runs, bool firstToo, const std::function<void(MainWindow &)> &firstRun)
    {
        QSettings().clear();
        for (int run = 0; run < runs; ++run) {
            MainWindow window(m_catalog.get());
            window.restoreWindowState();
            if (run == 0)
                window.setWindowState(Qt::WindowNoState);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            if (run == 0) {
                firstRun(window);
                if (QTest::currentTestFailed())
                    return;
            }
            settle();
            if (run > 0 || firstToo)
                checkOnTheScreen(window, u"opened %1 times"_s.arg(run + 1));
            QVERIFY(window.close());
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        testing::keepSettingsIn(m_settings);
        // The lessons' files too: kept in the data folder (the step in the file, not the
        // settings), a lesson one run left was resumed by the next.
        testing::keepDataIn(m_settings);
        m_catalog = testing::shippedMaps();
        const qreal scale = qEnvironmentVariableIsSet("QT_SCALE_FACTOR")
                                ? qEnvironmentVariable("QT_SCALE_FACTOR").toDouble()
                                : 1.0;
        const QSize logical = (QSizeF(testScreen()) / scale).toSize();
        const QSize seen = QGuiApplication::primaryScreen()->geometry().size();
        QVERIFY2(std::abs(seen.width() - logical.width()) <= 1 &&
                     std::abs(seen.height() - logical.height()) <= 1,
                 qPrintable(u"a screen of %1x%2"_s.arg(seen.width()).arg(seen.height())));
    }

    /**
     * The walk of s42 under Xvfb, with no window manager: the window as large as the screen,
     * quit, opened again: it came back at 0,20, its bottom off the screen. It lies on the
     * screen each time.
     */
    void reopenedOnTheScreen()
    {
        reopenAfter(3, true, [](MainWindow &window) {
            // As large as the screen, its frame included (the offscreen platform draws one).
            const QMargins frame(window.geometry().left() - window.frameGeometry().left(),
                                 window.geometry().top() - window.frameGeometry().top(),
                                 window.frameGeometry().right() - window.geometry().right(),
                                 window.frameGeometry().bottom() - window.geometry().bottom());
            window.setGeometry(window.screen()->availableGeometry() - frame);
            settle();
        });
    }

    /**
     * The s43 walk at 1024x768: a computer's turn at Larger text made the window 1,282 px wide,
     * and it was quit so. Opened again, it lies on the screen (the width kept is not).
     */
    void reopenedWiderThanTheScreen()
    {
        reopenAfter(2, false, [](MainWindow &window) {
            const QRect available = window.screen()->availableGeometry();
            window.setGeometry(QRect(window.geometry().topLeft(),
                                     QSize(available.width() * 5 / 4, available.height() * 3 / 4)));
            settle();
            QVERIFY(window.frameGeometry().width() > available.width());
        });
    }

    /**
     * The s43 walk under Xvfb with no window manager: the window, maximized on its first start
     * on a small screen, quit and opened again, came back at 0,20, its bottom off the screen
     * (no window manager maximized it: it kept the place Qt gave it for a title bar). Where
     * nobody maximizes it, the window reopened still lies on the screen.
     */
    void reopenedMaximizedOnTheScreen()
    {
        QSettings().clear();
        for (int run = 0; run < 2; ++run) {
            MainWindow window(m_catalog.get());
            window.restoreWindowState();
            QVERIFY2(window.isMaximized(), qPrintable(u"opened %1 times"_s.arg(run + 1)));
            const QRect available = window.screen()->availableGeometry();
            QVERIFY2(available.contains(window.geometry()),
                     qPrintable(u"opened %1 times: %2 on a screen of %3"_s.arg(run + 1).arg(
                         rectText(window.geometry()), rectText(available))));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            settle();
            QVERIFY(window.close());
        }
    }

    /**
     * The s47 walk under openbox at the scale factor 1.5: maximized on a small screen, then
     * un-maximized, the window went to the whole screen as its own rectangle, its title bar
     * above the screen where it cannot be grabbed; quit so and started again, it came back
     * there. Its normal place (where un-maximizing puts it) and its place before a window
     * manager has framed it leave room for the frame remembered from the last start (here
     * openbox's: a 20-pixel title bar, 1-pixel sides, a 5-pixel bottom); once framed (the
     * offscreen platform draws 2 pixels), its frame lies on the screen.
     */
    void theTitleBarStaysOnTheScreen()
    {
        QSettings().clear();
        const QMargins openbox(1, 20, 1, 5);
        const auto rememberFrame = [&openbox] {
            QSettings().setValue(
                u"window/frame"_s,
                QVariantList{openbox.left(), openbox.top(), openbox.right(), openbox.bottom()});
        };
        const auto checkFramed = [](const MainWindow &window, const QString &when) {
            const QRect available = window.screen()->availableGeometry();
            QVERIFY2(available.contains(window.frameGeometry()),
                     qPrintable(u"%1: the frame at %2 on a screen of %3"_s.arg(
                         when, rectText(window.frameGeometry()), rectText(available))));
        };
        rememberFrame();
        {
            MainWindow window(m_catalog.get());
            window.restoreWindowState();
            QVERIFY(window.isMaximized());
            // Un-maximized before it is framed, it leaves room for the frame remembered.
            QVERIFY2(window.screen()->availableGeometry().contains(
                         window.normalGeometry().marginsAdded(openbox)),
                     qPrintable(rectText(window.normalGeometry())));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            settle();
            window.showNormal();
            settle();
            // Left as large as the screen, its title bar above it (as openbox showed it).
            window.setGeometry(window.screen()->availableGeometry());
            settle();
            QVERIFY(window.close());
        }
        rememberFrame(); // the offscreen frame was remembered
        MainWindow window(m_catalog.get());
        window.restoreWindowState();
        QVERIFY2(
            window.screen()->availableGeometry().contains(window.geometry().marginsAdded(openbox)),
            qPrintable(rectText(window.geometry())));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle();
        checkFramed(window, u"started again"_s);
    }

    /**
     * The newcomer's walk of s42 at 911x512 logical pixels (1366x768 at the scale factor 1.5):
     * the window on a first start, the New Game dialog with six seats of computer players (their
     * thinking times shown) under both rule sets, and the game it starts: each lies on the
     * screen, its buttons with it (the window came up 920x561, the dialog 997x587).
     */
    void everyWindowFitsTheScreen()
    {
        QSettings().clear();
        MainWindow window(m_catalog.get());
        // A first start: maximized on a small screen.
        openAsAFirstStart(window);
        checkOnTheScreen(window, u"the welcome page"_s, {window.startView()->learnButton()});
        QVERIFY(window.startView()->learnButton()->isVisible());

        bool answered = false;
        testing::answerNextDialog<NewGameDialog>([&answered](NewGameDialog &dialog) {
            settle();
            const QList<QWidget *> buttons{dialog.startButton()};
            checkOnTheScreen(dialog, u"New Game"_s, buttons);
            dialog.playerCountBox()->setValue(dialog.playerCountBox()->maximum());
            settle();
            for (int i = 0; SeatRow *row = dialog.seatRow(i); ++i) {
                QComboBox *kind = row->controllerBox();
                kind->setCurrentIndex(std::max(0, kind->findData(u"strategist-hard"_s)));
            }
            settle();
            checkOnTheScreen(dialog, u"New Game, six computer seats"_s, buttons);
            QComboBox *rules = dialog.ruleSetBox();
            rules->setCurrentIndex(rules->findData(static_cast<int>(RuleSetId::Online2013)));
            settle();
            checkOnTheScreen(dialog, u"New Game, Online 2013"_s, buttons);
            rules->setCurrentIndex(rules->findData(static_cast<int>(RuleSetId::Classic)));
            dialog.playerCountBox()->setValue(3);
            settle();
            for (int i = 0; SeatRow *row = dialog.seatRow(i); ++i)
                row->controllerBox()->setCurrentIndex(0);
            settle();
            answered = !QTest::currentTestFailed();
            QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
        });
        window.showNewGame();
        QVERIFY(answered);
        QVERIFY(window.controller()->hasGame());
        settle();
        QTest::qWait(0);
        settle();
        checkOnTheScreen(window, u"a game"_s);
    }

    /**
     * Learn to play from the welcome page at 911x512 logical pixels: the lesson needed 526 (the
     * turn bar 104, the guide's bar 123, the docks' least, the status bar), the window's bottom
     * off the screen and the map left about 250 pixels. The window lies on the screen and the
     * map keeps at least half of its height.
     */
    void theLessonFitsTheScreen()
    {
        QSettings().clear();
        MainWindow window(m_catalog.get());
        openAsAFirstStart(window);
        QTest::mouseClick(window.startView()->learnButton(), Qt::LeftButton);
        QTRY_VERIFY(window.guide()->session()->isActive());
        settle();
        QTest::qWait(0);
        settle();
        checkOnTheScreen(window, u"Learn to play"_s);
        const int screenHeight = window.screen()->availableGeometry().height();
        const int map = window.mapView()->height();
        const QString heights =
            u"the map %1 px high under the turn bar's %2 and the guide's %3, on a screen of %4"_s
                .arg(map)
                .arg(window.turnBar()->height())
                .arg(window.guide()->host()->height())
                .arg(screenHeight);
        qInfo("%s", qPrintable(heights));
        QVERIFY2(2 * map >= screenHeight, qPrintable(heights));
    }

    /**
     * The s48 walk at 911x512 logical pixels (1366x768 at the scale factor 1.5), in French at
     * Larger text: Learn to play made the window 946 pixels high on the 768 of the screen, openbox
     * un-maximized it and the map ran off the bottom. What the lesson's bar, the turn bar and the
     * docks need at least fits the screen, and the window never grew past it on the way.
     */
    void theLessonAtLargerTextFitsTheScreen()
    {
        if (testScreen() == QSize(1024, 768))
            QSKIP("at 911x512 logical pixels (test_smallscreen_scale15)");
        QSettings().clear();
        LanguageSwitcher switcher;
        QVERIFY(switcher.setLanguage(u"fr"_s, false));
        const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
        MainWindow window(m_catalog.get(), &switcher);
        openAsAFirstStart(window);
        const auto normal = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
        settle();
        LargestSize largest(&window);
        QTest::mouseClick(window.startView()->learnButton(), Qt::LeftButton);
        QTRY_VERIFY(window.guide()->session()->isActive());
        settle();
        QTest::qWait(0);
        settle();
        const QRect available = window.screen()->availableGeometry();
        const QSize least = window.minimumSizeHint().expandedTo(window.minimumSize());
        const QString sizes =
            u"the window at least %1x%2, at most %3x%4 (the turn bar %5, the guide's %6, the "
            "map %7), on a screen of %8"_s.arg(least.width())
                .arg(least.height())
                .arg(largest.largest.width())
                .arg(largest.largest.height())
                .arg(window.turnBar()->minimumSizeHint().height())
                .arg(window.guide()->host()->minimumSizeHint().height())
                .arg(window.mapView()->height())
                .arg(rectText(available));
        qInfo("%s", qPrintable(sizes));
        // And under openbox's title bar, 13 logical pixels at 1.5 (wholeFrame()).
        QVERIFY2(least.height() + 13 <= available.height() && least.width() <= available.width(),
                 qPrintable(sizes));
        QVERIFY2(largest.largest.height() <= available.height() &&
                     largest.largest.width() <= available.width(),
                 qPrintable(sizes));
        checkOnTheScreen(window, u"Learn to play in French at Larger text"_s);
    }

    /**
     * The s43 walk at 1024x768: Learn to play, then View ▸ Text Size ▸ Larger. The lesson's
     * words, its title and its buttons stayed at Normal's size while the rest grew, and the map
     * was left about 430x370. The lesson's words grow as the turn bar's do, and the map keeps
     * nearly half of the screen's height; the step is read whole without scrolling (3.5 lines
     * of it were shown, issue #28). Left, the lesson offered to resume, the welcome page lies on
     * the screen.
     */
    void theLessonFollowsLargerText()
    {
        QSettings().clear();
        MainWindow window(m_catalog.get());
        openAsAFirstStart(window);
        QTest::mouseClick(window.startView()->learnButton(), Qt::LeftButton);
        QTRY_VERIFY(window.guide()->session()->isActive());
        settle();
        GuidePanel *panel = window.guide()->panel();
        const QList<QWidget *> words{panel->textLabel(), panel->explanationLabel(),
                                     panel->findChild<QLabel *>(u"guideTitle"_s),
                                     panel->leaveButton()};
        const auto pixelSizes = [&words] {
            QList<int> sizes;
            for (const QWidget *widget : words)
                sizes.append(QFontInfo(widget->font()).pixelSize());
            return sizes;
        };
        const QList<int> normal = pixelSizes();
        const int normalDetail = QFontInfo(window.turnBar()->detailLabel()->font()).pixelSize();
        window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
        settle();
        QTest::qWait(0);
        settle();
        const QList<int> larger = pixelSizes();
        // Restored before any check can fail: the next test starts at Normal.
        const auto restore = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        const int largerDetail = QFontInfo(window.turnBar()->detailLabel()->font()).pixelSize();
        QVERIFY2(largerDetail >= normalDetail * 1.4,
                 qPrintable(
                     u"the turn bar's words %1 px, then %2"_s.arg(normalDetail).arg(largerDetail)));
        for (qsizetype i = 0; i < words.size(); ++i) {
            QVERIFY2(
                larger.at(i) >= normal.at(i) * 1.4,
                qPrintable(u"%1: %2 px at Normal, %3 at Larger"_s.arg(words.at(i)->objectName())
                               .arg(normal.at(i))
                               .arg(larger.at(i))));
        }
        checkOnTheScreen(window, u"Learn to play at Larger text"_s);
        const int screenHeight = window.screen()->availableGeometry().height();
        const QSize map = window.mapView()->size();
        const QString sizes =
            u"the map %1x%2 under the turn bar's %3 and the guide's %4, on a screen %5 high"_s
                .arg(map.width())
                .arg(map.height())
                .arg(window.turnBar()->height())
                .arg(window.guide()->host()->height())
                .arg(screenHeight);
        qInfo("%s", qPrintable(sizes));
        // Nearly half of it: the step read whole comes first (the map 356 px high at 768).
        QVERIFY2(100 * map.height() >= 45 * screenHeight, qPrintable(sizes));
        // The step is read whole, with no scrolling: 3.5 lines were shown, its words 129 px high
        // in 88 (the s43 walk, issue #28). The guide's bar may take the room the rest of the
        // window leaves (GuidePanel::heightCap(): 192 px at 768), 172 px here.
        const auto *lesson = panel->findChild<QScrollArea *>(u"guideWords"_s);
        QVERIFY2(lesson->verticalScrollBar()->maximum() == 0,
                 qPrintable(u"the lesson's words are %1 px high, %2 shown"_s
                                .arg(lesson->widget()->height())
                                .arg(lesson->viewport()->height())));
        // The next step keeps the bar's height (its buttons widened at the second step only,
        // and the bar grew by 18 px).
        const int guideHeight = window.guide()->host()->height();
        QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QTRY_COMPARE(window.guide()->session()->stepIndex(), 1);
        settle();
        QCOMPARE(window.guide()->host()->height(), guideHeight);
        QCOMPARE(lesson->verticalScrollBar()->maximum(), 0);

        // Left, to resume later: the welcome page, its offer to resume the lesson on one line,
        // made the window 1038 pixels wide (its subtitle on one line too).
        QTest::mouseClick(panel->leaveButton(), Qt::LeftButton);
        QTRY_VERIFY(window.startView()->isVisible());
        settle();
        checkOnTheScreen(window, u"the welcome page at Larger text, a lesson to resume"_s);
    }

    /**
     * The s44 walk at 1024x768, Larger text: with two lessons to resume, the welcome page put
     * New game below the fold (its buttons came after the lessons'). New game is in sight.
     */
    void theWelcomePageShowsNewGameWithLessonsToResume()
    {
        QSettings().clear();
        MainWindow window(m_catalog.get());
        openAsAFirstStart(window);
        window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
        const auto normal = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        StartView *page = window.startView();
        // A lesson begun is no longer offered (StartView::setLearnOffered).
        page->setLearnOffered(false);
        page->setLessonsToResume({u"Resume the lesson: Classic (1999), step 5 of 13"_s,
                                  u"Resume the lesson: Online 2013, step 12 of 12"_s});
        settle();
        QTest::qWait(0);
        settle();
        checkInSight(window, page->newGameButton());
    }

    void theWelcomePageShowsItsWaysIn_data()
    {
        QTest::addColumn<QSize>("screen"); // in device pixels, as VINCI_TEST_SCREEN gives it
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("textSize");
        QTest::addColumn<bool>("learnOffered");
        QTest::addColumn<int>("lessons");
        QTest::addRow("1024x768, de, large, a lesson to resume")
            << QSize(1024, 768) << u"de"_s << u"large"_s << false << 1;
        QTest::addRow("1366x768 at 1.5, fr, larger, the lesson offered")
            << QSize(1366, 768) << u"fr"_s << u"larger"_s << true << 0;
        // The s48 walk: "First time? Learn to play in ten m", cut, beside "No, thanks".
        QTest::addRow("1366x768 at 1.5, en, larger, the lesson offered")
            << QSize(1366, 768) << u"en"_s << u"larger"_s << true << 0;
    }

    /**
     * The s46 walk: the welcome page had to be scrolled for its ways in, "Resume the lesson"
     * at Large text in German on 1024x768, New game at Larger in French at the scale factor 1.5
     * (911x512 logical pixels). Every button of the page but the recent games is in sight.
     */
    void theWelcomePageShowsItsWaysIn()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, language);
        QFETCH(QString, textSize);
        QFETCH(bool, learnOffered);
        QFETCH(int, lessons);
        if (testScreen() != screen)
            QSKIP("on another screen (test_smallscreen_scale15 has 1366x768)");
        QSettings().clear();
        LanguageSwitcher switcher;
        QVERIFY(switcher.setLanguage(language, false));
        const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
        MainWindow window(m_catalog.get(), &switcher);
        openAsAFirstStart(window);
        // The room the walk's window had: openbox's title bar takes 20 pixels of the screen's
        // height (the offscreen platform's frame 2).
        const QRect available = window.screen()->availableGeometry();
        const int titleBar = qRound(20 / window.devicePixelRatioF()) - 2;
        window.setWindowState(Qt::WindowNoState);
        window.setGeometry(available.adjusted(0, titleBar, 0, 0));
        window.findChild<QAction *>(u"textSize-"_s + textSize)->trigger();
        const auto normal = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        StartView *page = window.startView();
        page->setLearnOffered(learnOffered);
        QStringList labels;
        for (int lesson = 0; lesson < lessons; ++lesson)
            labels << u"Lektion fortsetzen: Klassisch (1999), Schritt 5 von 13"_s;
        page->setLessonsToResume(labels);
        settle();
        QTest::qWait(0);
        settle();
        QList<QWidget *> buttons{page->newGameButton(), page->openButton()};
        if (learnOffered)
            buttons << page->learnButton() << page->dismissLearnButton();
        for (QPushButton *button : page->resumeButtons())
            buttons << button;
        for (const QWidget *button : std::as_const(buttons)) {
            checkInSight(window, button);
            // In sight and whole: a button narrower than its words cuts them.
            QVERIFY2(button->width() >= button->sizeHint().width(),
                     qPrintable(u"\"%1\" is %2 px wide, its words need %3"_s
                                    .arg(qobject_cast<const QPushButton *>(button)->text())
                                    .arg(button->width())
                                    .arg(button->sizeHint().width())));
        }
        if (learnOffered)
            QVERIFY2(
                !page->learnButton()->geometry().intersects(page->dismissLearnButton()->geometry()),
                "the lesson's offer lies under its \"No, thanks\"");
    }

    /**
     * The s44 walk at 1024x768 with Larger text: the turn bar took a fourth line at the
     * reorganization, and the map moved down 21 pixels for the rest of the lesson (in French
     * and German the lesson's bar lost a line at the last step, at Normal too: the map moved up
     * 14). Through each lesson the map's top stays where it was at the first step.
     */
    void theMapStaysStillThroughTheLesson_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("larger");
        QTest::addColumn<bool>("online");
        QTest::newRow("en, Larger") << u"en"_s << true << false;
        QTest::newRow("de, Larger") << u"de"_s << true << false;
        // The s47 walk: Large text, then Larger from step 6 on; the last step's words still
        // scrolled, the turn bar above blank in part.
        QTest::newRow("de, Large then Larger, Online 2013") << u"de"_s << true << true;
    }

    void theMapStaysStillThroughTheLesson()
    {
        QFETCH(QString, language);
        QFETCH(bool, larger);
        QFETCH(bool, online);
        if (testScreen() != QSize(1024, 768))
            QSKIP("at 1024x768");
        QSettings().clear();
        LanguageSwitcher switcher;
        QVERIFY(switcher.setLanguage(language, false));
        const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
        MainWindow window(m_catalog.get(), &switcher);
        openAsAFirstStart(window);
        window.controller()->setAiDelay(0);
        if (larger)
            window.findChild<QAction *>(online ? u"textSize-large"_s : u"textSize-larger"_s)
                ->trigger();
        const auto normal = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        if (online)
            window.guide()->onlineAction()->trigger();
        else
            QTest::mouseClick(window.startView()->learnButton(), Qt::LeftButton);
        GuideSession *session = window.guide()->session();
        GameController *controller = window.controller();
        QTRY_VERIFY(session->isActive());
        int top = -1;
        while (session->isActive()) {
            QTRY_VERIFY_WITH_TIMEOUT(controller->isHumanToAct(), 60000);
            settle();
            if (online && session->stepIndex() == 5 &&
                !window.findChild<QAction *>(u"textSize-larger"_s)->isChecked()) {
                // Larger from here: the map's top is the one Larger text gives.
                window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
                settle();
                QTest::qWait(300); // the turn bar's height settles (GuideRunner)
                settle();
                top = -1;
            }
            const int now = window.mapView()->mapTo(&window, QPoint(0, 0)).y();
            if (top < 0)
                top = now;
            QVERIFY2(now == top, qPrintable(u"step %1: the map's top went from %2 to %3"_s
                                                .arg(session->stepIndex() + 1)
                                                .arg(top)
                                                .arg(now)));
            // The step's words whole in the bar (the last step's scrolled in a small box at
            // Large text in German, the s46 walk).
            const auto *box = window.guide()->panel()->findChild<QScrollArea *>(u"guideWords"_s);
            const QWidget *words = window.guide()->panel()->textLabel();
            QVERIFY2(
                QRect(QPoint(0, 0), box->viewport()->size())
                    .contains(QRect(words->mapTo(box->viewport(), QPoint(0, 0)), words->size())),
                qPrintable(
                    u"step %1: its words %2 px high, %3 shown"_s.arg(session->stepIndex() + 1)
                        .arg(box->widget()->height())
                        .arg(box->viewport()->height())));
            const int step = session->stepIndex();
            if (session->isLastStep())
                testing::grabIfAsked(window, u"lesson-last-step-"_s +
                                                 QString::fromLatin1(QTest::currentDataTag()));
            if (session->waitsForNext()) {
                QTest::mouseClick(window.guide()->panel()->nextButton(), Qt::LeftButton);
            } else {
                // The step's move, as test_learntoplay makes it with the mouse; the pawns placed
                // as Auto-distribute places them.
                const GameState &state = controller->state();
                if (session->step().action == ActionType::EndReorganization &&
                    state.phase == Phase::Reorganization)
                    QVERIFY(!controller->playAll(distributionActions(state)));
                QVERIFY(!controller->play(
                    *session->script()->expectedAction(step, *controller->state().board)));
            }
            QTRY_VERIFY(!session->isActive() || session->stepIndex() != step);
        }
    }

    /**
     * The s46 walk at 1024x768, Larger text, in German, the Online 2013 lesson: at step 2, which
     * speaks of the six civilizations on the track, the tabbed track showed its title, its
     * caption's three lines and one card (25, 75 and 65 of the dock's 160 pixels); two whole
     * cards at least are in sight, under the title and caption that are (not scrolled away). At
     * step 4 the answer to a wrong province pushed the step's last line out of sight: the step's
     * words are read whole. The map's keyboard card, on the province the walk had the ring on,
     * covered Thrace, which the step marks: it keeps off it.
     */
    void theLessonShowsWhatItSpeaksOfAtLargerText()
    {
        if (testScreen() != QSize(1024, 768))
            QSKIP("at 1024x768");
        QSettings().clear();
        LanguageSwitcher switcher;
        QVERIFY(switcher.setLanguage(u"de"_s, false));
        const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
        MainWindow window(m_catalog.get(), &switcher);
        openAsAFirstStart(window);
        window.controller()->setAiDelay(0);
        window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
        const auto normal = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        window.guide()->onlineAction()->trigger();
        GuideSession *session = window.guide()->session();
        QTRY_VERIFY(session->isActive());
        GuidePanel *panel = window.guide()->panel();
        QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QTRY_COMPARE(session->stepIndex(), 1);
        QCOMPARE(session->step().target, GuideTarget::Track);
        settle();
        QTest::qWait(0);
        settle();
        testing::grabIfAsked(window, u"lesson-track-de-larger"_s);
        const auto *track = window.civilizationPanel();
        const auto *scroll = track->parentWidget()->parentWidget();
        const QRect view(scroll->mapTo(&window, QPoint(0, 0)), scroll->size());
        int whole = 0;
        for (int slot = 0; slot < 6; ++slot) {
            const QWidget *card = track->slotButton(slot);
            if (card->isVisible() &&
                view.contains(QRect(card->mapTo(&window, QPoint(0, 0)), card->size())))
                ++whole;
        }
        const QString layout =
            u"%1 whole cards in a view %2 px high under a header %3 px high"_s.arg(whole)
                .arg(view.height())
                .arg(track->header()->height());
        qInfo("%s", qPrintable(layout));
        QVERIFY2(whole >= 2, qPrintable(layout));
        QVERIFY(track->header()->visibleRegion().boundingRect() == track->header()->rect());
        // The step speaks of six civilizations where two are in sight: it says to scroll for
        // the others (the s47 walk promised six and showed two).
        QVERIFY2(whole == 6 || panel->textLabel()->text().contains(
                                   u"scrollen Sie die Leiste, um alle zu sehen"_s),
                 qPrintable(panel->textLabel()->text()));

        // Step 3: place I taken; step 4: Thrace, a wrong province answered.
        QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QTRY_COMPARE(session->stepIndex(), 2);
        GameController *controller = window.controller();
        QVERIFY(
            !controller->play(*session->script()->expectedAction(2, *controller->state().board)));
        QTRY_COMPARE(session->stepIndex(), 3);
        settle();
        const ProvinceGraph &board = *controller->state().board;
        const auto thrace = board.indexOf(u"thrace");
        const auto apennines = board.indexOf(u"apennines");
        QVERIFY(thrace && apennines);
        GameMapView *map = window.mapView();
        map->setFocus();
        // The ring to the Apennines as the walk moved it there, and Enter: the step's answer.
        for (int i = 0; i < 40 && map->keyboardCursor() != apennines; ++i)
            QTest::keyClick(map, Qt::Key_Tab);
        QCOMPARE(map->keyboardCursor(), apennines);
        QTest::keyClick(map, Qt::Key_Return);
        QTRY_VERIFY(panel->answerLabel()->isVisible());
        settle();
        testing::grabIfAsked(window, u"lesson-answer-de-larger"_s);
        const auto *words = panel->findChild<QScrollArea *>(u"guideWords"_s);
        const QWidget *text = panel->textLabel();
        const QRect shown(words->viewport()->mapTo(&window, QPoint(0, 0)),
                          words->viewport()->size());
        QVERIFY2(
            shown.contains(QRect(text->mapTo(&window, QPoint(0, 0)), text->size())) &&
                panel->answerLabel()->visibleRegion().boundingRect() ==
                    panel->answerLabel()->rect(),
            qPrintable(u"the step's words %1 px high, %2 shown"_s.arg(words->widget()->height())
                           .arg(words->viewport()->height())));
        // At Normal text the map has room for the ring's card clear of Thrace, whichever
        // province the ring is on (at Larger its 358x248 pixels cannot keep off it in a map of
        // 530x310).
        window.findChild<QAction *>(u"textSize-normal"_s)->trigger();
        settle();
        QTest::qWait(0);
        settle();
        QStringList over;
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(map, Qt::Key_Tab);
            const QRect marked =
                map->mapFromScene(window.scene()->areaItem(*thrace)->sceneBoundingRect())
                    .boundingRect();
            const ProvinceCard *card = map->provinceCard();
            if (map->keyboardCursor() != thrace && card->isVisible() &&
                card->geometry().intersects(marked))
                over << board.area(*map->keyboardCursor()).id;
        }
        QVERIFY2(over.isEmpty(), qPrintable(u"the card over Thrace from "_s + over.join(u", ")));
    }

    /**
     * The s43 walk at 911x512 logical pixels (1366x768 at the scale factor 1.5): the Game menu
     * was taller than the screen and put Quit in a second column. Every menu of the bar is one
     * column on the screen, at Normal and at Larger text (their entries are there with a game or
     * without, disabled).
     */
    void everyMenuIsOneColumn()
    {
        QSettings().clear();
        MainWindow window(m_catalog.get());
        openAsAFirstStart(window);
        const auto restore = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        const int screenHeight = window.screen()->availableGeometry().height();
        for (const QString &size : {u"normal"_s, u"larger"_s}) {
            window.findChild<QAction *>(u"textSize-"_s + size)->trigger();
            settle();
            for (QAction *entry : window.menuBar()->actions()) {
                QMenu *menu = entry->menu();
                if (!menu)
                    continue;
                const QString where = u"%1 at %2 text"_s.arg(menu->title(), size);
                const int height = menu->sizeHint().height();
                QVERIFY2(
                    height <= screenHeight,
                    qPrintable(u"%1: %2 px high on a screen %3 high"_s.arg(where).arg(height).arg(
                        screenHeight)));
                for (QAction *action : menu->actions()) {
                    QVERIFY2(
                        menu->actionGeometry(action).left() ==
                            menu->actionGeometry(menu->actions().constFirst()).left(),
                        qPrintable(u"%1: \"%2\" in a second column"_s.arg(where, action->text())));
                }
            }
        }
    }

    /**
     * The s42 walk: under the New Game dialog a strip of the welcome page's card (its buttons)
     * showed below the dialog, which is smaller than the card. Behind the dialog the page
     * shows its background alone; the card is back once the dialog is gone. Both ways to the
     * dialog: Game ▸ New Game from the welcome page, and a map on the command line, as the
     * editor's Test Play starts the game (`vinci --map FOLDER --test-play`), which the s42
     * editor walk still saw the card around.
     */
    void theWelcomeCardStaysOutOfSightBehindNewGame_data()
    {
        QTest::addColumn<bool>("fromCommandLine");
        QTest::addRow("Game > New Game") << false;
        QTest::addRow("Test Play's --map") << true;
    }

    void theWelcomeCardStaysOutOfSightBehindNewGame()
    {
        QFETCH(bool, fromCommandLine);
        QSettings().clear();
        MainWindow window(m_catalog.get());
        window.setWindowState(Qt::WindowNoState);
        // The walk's laptop, wider than this screen: the card is wider than the dialog there.
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *card = window.startView()->findChild<QFrame *>(u"card"_s);
        QVERIFY(card && card->isVisible());
        bool asked = false;
        QString peeking;
        testing::answerNextDialog<NewGameDialog>([&](NewGameDialog &dialog) {
            asked = true;
            settle();
            const QRect cardOnScreen(card->mapToGlobal(QPoint(0, 0)), card->size());
            if (card->isVisible() && !dialog.frameGeometry().contains(cardOnScreen)) {
                peeking = u"card %1,%2 %3x%4 around the dialog %5,%6 %7x%8"_s.arg(cardOnScreen.x())
                              .arg(cardOnScreen.y())
                              .arg(cardOnScreen.width())
                              .arg(cardOnScreen.height())
                              .arg(dialog.frameGeometry().x())
                              .arg(dialog.frameGeometry().y())
                              .arg(dialog.frameGeometry().width())
                              .arg(dialog.frameGeometry().height());
            }
            dialog.reject();
        });
        if (fromCommandLine) {
            QTemporaryDir autosaveFolder;
            AppDataAutosave autosave(autosaveFolder.path());
            autosave.beginSession();
            const QString map = testing::mapsFolder() + u"/europe"_s;
            QCOMPARE(openStartupGame(window, autosave, LaunchRequest::fromCommandLine({}, map)),
                     StartupGame::NewGameOnMap);
            QTRY_VERIFY(asked);
            autosave.endSession();
        } else {
            window.showNewGame();
        }
        QVERIFY(asked);
        QVERIFY2(peeking.isEmpty(), qPrintable(peeking));
        QVERIFY(card->isVisible());
    }

    void everyTextSizeFitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("size");
        // Large in English, Larger in the longer languages: each made the window too wide.
        QTest::addRow("en, large") << u"en"_s << u"large"_s;
        QTest::addRow("fr, larger") << u"fr"_s << u"larger"_s;
        QTest::addRow("de, larger") << u"de"_s << u"larger"_s;
    }

    /**
     * The s45 walk at 911x512 logical pixels (1366x768 at the scale factor 1.5), in French: View
     * ▸ Text Size ▸ Larger on the welcome page, and the window became 1,072 pixels wide (1,608
     * on the screen), its title bar off the screen, and opened so again (and in German at
     * Larger text a game needed 2 pixels more than the screen's height). In each language: the
     * welcome page, a game and the window opened again lie on the screen, never larger than it
     * on the way.
     */
    void everyTextSizeFitsTheScreen()
    {
        QFETCH(QString, language);
        QFETCH(QString, size);
        if (testScreen() == QSize(1024, 768))
            QSKIP("at 911x512 logical pixels (test_smallscreen_scale15)");
        QSettings().clear();
        LanguageSwitcher switcher;
        QVERIFY(switcher.setLanguage(language, false));
        const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        const auto checkNeverLarger = [&available](const LargestSize &largest,
                                                   const QString &where) {
            QVERIFY2(largest.largest.width() <= available.width() &&
                         largest.largest.height() <= available.height(),
                     qPrintable(u"%1: the window was %2x%3 on a screen of %4"_s.arg(where)
                                    .arg(largest.largest.width())
                                    .arg(largest.largest.height())
                                    .arg(rectText(available))));
        };
        {
            MainWindow window(m_catalog.get(), &switcher);
            openAsAFirstStart(window);
            LargestSize largest(&window);
            window.findChild<QAction *>(u"textSize-"_s + size)->trigger();
            settle();
            checkNeverLarger(largest, u"the welcome page"_s);
            checkOnTheScreen(window, u"the welcome page"_s);
            testing::answerNextDialog<NewGameDialog>([](NewGameDialog &dialog) {
                QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
            });
            window.showNewGame();
            QVERIFY(window.controller()->hasGame());
            settle();
            QTest::qWait(0);
            settle();
            checkNeverLarger(largest, u"a game"_s);
            checkOnTheScreen(window, u"a game"_s);
            window.controller()->closeGame();
            settle();
            checkOnTheScreen(window, u"the game closed"_s);
            QVERIFY(window.close());
        }
        MainWindow window(m_catalog.get(), &switcher);
        const auto normal = qScopeGuard(
            [&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
        LargestSize largest(&window);
        openAsAFirstStart(window);
        checkNeverLarger(largest, u"opened again"_s);
        checkOnTheScreen(window, u"opened again"_s);
    }

    /**
     * The walk: the seat count's arrow pressed, the dialog grew by a seat around its centre and
     * went up by half a seat, the arrow away from the pointer; the next press missed it. The
     * seats' room is kept: the dialog, its corner and the spin box stay as they were, by the
     * keys too. Here, as the screen is a laptop's 768 pixels high: on the 800x800 screen of
     * the other tests the dialog was already as tall as the screen, so it could not grow.
     */
    void theSeatCountStaysUnderThePointer()
    {
        QSettings().clear();
        QWidget window;
        window.resize(testScreen());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        NewGameDialog dialog(&window, {QStringLiteral(VINCI_SOURCE_DIR "/maps")});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        settle();
        QSpinBox *count = dialog.playerCountBox();
        count->setFocus();
        const QPoint corner = dialog.frameGeometry().topLeft();
        const QPoint box = count->mapToGlobal(QPoint(0, 0));
        const QSize size = dialog.size();
        const QPoint start = dialog.startButton()->mapToGlobal(QPoint(0, 0));
        const auto checkPut = [&](const QString &where) {
            settle();
            QCOMPARE(dialog.size(), size);
            QCOMPARE(dialog.startButton()->mapToGlobal(QPoint(0, 0)), start);
            QVERIFY2(dialog.frameGeometry().topLeft() == corner &&
                         count->mapToGlobal(QPoint(0, 0)) == box,
                     qPrintable(u"%1 (%2 seats): the dialog at %3,%4 (was %5,%6), the box at %7,%8 "
                                "(was %9,%10)"_s.arg(where)
                                    .arg(count->value())
                                    .arg(dialog.frameGeometry().x())
                                    .arg(dialog.frameGeometry().y())
                                    .arg(corner.x())
                                    .arg(corner.y())
                                    .arg(count->mapToGlobal(QPoint(0, 0)).x())
                                    .arg(count->mapToGlobal(QPoint(0, 0)).y())
                                    .arg(box.x())
                                    .arg(box.y())));
        };
        while (count->value() < count->maximum()) {
            QTest::keyClick(count, Qt::Key_Up);
            checkPut(u"a seat more"_s);
            if (QTest::currentTestFailed())
                return;
        }
        while (count->value() > count->minimum()) {
            QTest::keyClick(count, Qt::Key_Down);
            checkPut(u"a seat less"_s);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void theNewGameDialogFitsAtLargerText_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "fr", "de"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    /**
     * New Game at Larger text on a 1024x768 screen (the s49 walk, in German): its options
     * scrolled, a strip of the page under them. The whole dialog shows, no scroll bar needed:
     * the columns stand side by side (they were stacked, 1176 px for the page's 707: a German
     * seat row needed 737 px, its kind's box 425 of them, the options 538 px, s50). The s51
     * walk: with 4 to 6 seats it scrolled again (an empty line under each seat, kept for a
     * computer's thinking time), and under Online 2013 a virtual seat replaced by a computer
     * added a note that grew it; neither does.
     */
    void theNewGameDialogFitsAtLargerText()
    {
        QFETCH(QString, language);
        QSettings().clear();
        MainWindow window(m_catalog.get());
        QVERIFY(window.languageSwitcher()->setLanguage(language));
        const auto english = qScopeGuard([&window] {
            window.findChild<QAction *>(u"textSize-normal"_s)->trigger();
            window.languageSwitcher()->setLanguage(u"en"_s);
        });
        window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
        openAsAFirstStart(window);
        QStringList scrolls;
        testing::answerNextDialog<NewGameDialog>([&scrolls, &language](NewGameDialog &dialog) {
            const auto *page = dialog.findChild<QScrollArea *>();
            const QWidget *content = page->widget();
            const auto check = [&](const QString &where) {
                settle();
                testing::grabIfAsked(dialog, u"new-game-larger-%1-%2"_s.arg(language, where));
                if (content->height() > page->viewport()->height())
                    scrolls << u"%1: the page shows %2 of its %3 pixels (dialog %4x%5)"_s.arg(where)
                                   .arg(page->viewport()->height())
                                   .arg(content->height())
                                   .arg(dialog.width())
                                   .arg(dialog.height());
            };
            for (int seats = 3; seats <= dialog.playerCountBox()->maximum(); ++seats) {
                dialog.playerCountBox()->setValue(seats);
                check(u"%1-seats"_s.arg(seats));
            }
            // A virtual seat under Classic, then Online 2013 (at most 5 seats): the dialog
            // says which seat a computer took over, then the seat's kind is changed by hand.
            // Its height stays as the two rule sets had it.
            QComboBox *rules = dialog.ruleSetBox();
            const auto rulesTo = [rules](RuleSetId chosen) {
                rules->setCurrentIndex(rules->findData(static_cast<int>(chosen)));
                settle();
            };
            rulesTo(RuleSetId::Online2013);
            rulesTo(RuleSetId::Classic);
            QComboBox *second = dialog.seatRow(1)->controllerBox();
            second->setCurrentIndex(second->findData(u"rulebook"_s));
            settle();
            const int height = dialog.height();
            rulesTo(RuleSetId::Online2013);
            QVERIFY(!dialog.replacedSeatsNoteLabel()->text().isEmpty());
            const auto checkHeight = [&](const QString &where) {
                if (dialog.height() != height)
                    scrolls << u"%1: %2 pixels high, were %3"_s.arg(where)
                                   .arg(dialog.height())
                                   .arg(height);
            };
            check(u"online-replaced"_s);
            checkHeight(u"a virtual seat replaced"_s);
            second->setCurrentIndex(second->findData(u"strategist-hard"_s));
            check(u"online-kind-changed"_s);
            checkHeight(u"the seat's kind changed"_s);
            dialog.reject();
        });
        window.showNewGame();
        QVERIFY2(scrolls.isEmpty(), qPrintable(scrolls.join(u'\n')));
    }

    void aNewGameFitsTheScreen_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<bool>("maximized");
        for (const bool maximized : {true, false}) {
            const char *how = maximized ? "maximized" : "as large as the screen";
            QTest::addRow("5 to 3, %s", how) << 5 << 3 << maximized;
            QTest::addRow("3 to 5, %s", how) << 3 << 5 << maximized;
            QTest::addRow("2 to 5, %s", how) << 2 << 5 << maximized;
        }
    }

    /**
     * The walk's steps, the window maximized as on a first start at 1024x768: it never grows
     * past the screen, and the docks share what there is.
     */
    void aNewGameFitsTheScreen()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(bool, maximized);
        QSettings().clear();
        MainWindow window(m_catalog.get());
        window.restoreWindowState();
        if (!maximized) {
            // Without a window manager (Xvfb, as the walk ran) nothing keeps a window maximized.
            window.setWindowState(Qt::WindowNoState);
            window.resize(window.screen()->availableGeometry().size());
        }
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        LargestSize largest(&window);
        testing::answerNextDialog<NewGameDialog>([from, to](NewGameDialog &dialog) {
            QComboBox *rules = dialog.ruleSetBox();
            rules->setCurrentIndex(rules->findData(static_cast<int>(RuleSetId::Online2013)));
            dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"mediterranean"_s));
            dialog.playerCountBox()->setValue(from);
            settle();
            dialog.playerCountBox()->setValue(to);
            settle();
            QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
        });
        window.showNewGame();
        QVERIFY(window.controller()->hasGame());
        QCOMPARE(window.controller()->state().playerCount(), to);
        // The first split of the docks comes from the event loop.
        settle();
        QTest::qWait(0);
        settle();
        const QSize seen = largest.largest.expandedTo(window.size());
        QVERIFY2(seen.height() <= available.height() && seen.width() <= available.width(),
                 qPrintable(u"the window was %1x%2 on a screen of %3x%4"_s.arg(seen.width())
                                .arg(seen.height())
                                .arg(available.width())
                                .arg(available.height())));
        testing::grabIfAsked(window, u"smallscreen-%1-to-%2"_s.arg(from).arg(to));
    }
};

int main(int argc, char **argv)
{
    // A 1024x768 screen (or VINCI_TEST_SCREEN's) for the offscreen platform, before the application
    // starts.
    QTemporaryDir config;
    if (!testing::useOffscreenScreen(testScreen(), config))
        return 2;
    QApplication app(argc, argv);
    TestSmallScreen test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_smallscreen.moc"
