// The game window on a laptop's 1024x768 screen, a real one: the offscreen platform is given a
// screen of that size (its configfile), so that QScreen::availableGeometry() is what a person's
// would be. The walk: New Game, the Mediterranean (Online 2013), the seats from 5 to 3, Start:
// the window became 1024x1069 once, its bottom off the screen.

#include "app/gamefixture.h"
#include "dialogs/newgamedialog.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "nextdialog.h"
#include "startview.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFrame>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

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

} // namespace

class TestSmallScreen : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MapCatalog> m_catalog;

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        testing::keepSettingsIn(m_settings);
        m_catalog = testing::shippedMaps();
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1024, 768));
    }

    /**
     * The walk's steps, the window maximized as on a first start at 1024x768: it never grows
     * past the screen, and the docks share what there is.
     */
    /**
     * The s42 walk: under the New Game dialog a strip of the welcome page's card (its buttons)
     * showed below the dialog, which is smaller than the card. Behind the dialog the page
     * shows its background alone; the card is back once the dialog is gone.
     */
    void theWelcomeCardStaysOutOfSightBehindNewGame()
    {
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
        window.showNewGame();
        QVERIFY(asked);
        QVERIFY2(peeking.isEmpty(), qPrintable(peeking));
        QVERIFY(card->isVisible());
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
    // A 1024x768 screen for the offscreen platform, before the application starts.
    QTemporaryDir config;
    const QString file = config.filePath(u"screen.json"_s);
    QFile json(file);
    if (!json.open(QIODevice::WriteOnly))
        return 2;
    json.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 768,
                   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    json.close();
    qputenv("QT_QPA_PLATFORM", (u"offscreen:configfile="_s + file).toLocal8Bit());
    QApplication app(argc, argv);
    TestSmallScreen test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_smallscreen.moc"
