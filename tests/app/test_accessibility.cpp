// The game as assistive technology meets it, through Qt's accessibility API in the real window
// (the AT-SPI test, tests/app/test_atspi.py, reads the same through the desktop's bus): the map's
// provinces as items with their tooltip's words, their state and the actions of their clicks,
// played through those actions; the keyboard's cursor told as the focused province; what
// happens told by the announcer.

#include "accessibility/announcer.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincetooltip.h"
#include "game/play.h"
#include "gamefixture.h"
#include "keyboardtyping.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/playercard.h"
#include "panels/turnbar.h"
#include "session/gamecontroller.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestAccessibility : public QObject
{
    Q_OBJECT

    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    GameMapView *view() { return m_window->mapView(); }
    QAccessibleInterface *map() { return QAccessible::queryAccessibleInterface(view()); }

    /** The map's item for `area`, found by the name a screen reader hears. */
    QAccessibleInterface *provinceNamed(const QString &name)
    {
        QAccessibleInterface *list = map();
        for (int i = 0; i < list->childCount(); ++i) {
            QAccessibleInterface *item = list->child(i);
            if (item->text(QAccessible::Name).startsWith(name + u", "_s))
                return item;
        }
        return nullptr;
    }

    QString nameOf(AreaIndex area) { return state().board->area(area).names.in(u"en"); }

    /** Every seat chooses the first civilization on the track; the first to play expands. */
    void chooseCivilization()
    {
        for (int seat = 0; seat < 3 && state().phase == Phase::ChooseCivilization; ++seat)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        if (state().phase == Phase::TurnStart)
            QVERIFY(!controller().playAll({Action::expand()}));
        QCOMPARE(state().phase, Phase::Conquest);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QString error;
        QVERIFY2(m_window->startGame(testing::peopleSetup(u"europe"_s, 3, 11), &error),
                 qPrintable(error));
    }

    void cleanup() { m_window.reset(); }

    /**
     * The map is a list of its land provinces, each named with its tooltip's words and
     * described with the rest of them; before a civilization is chosen nothing can be done on
     * it, so every province is unavailable, without an action.
     */
    void provincesAreTheMapsItems()
    {
        QAccessibleInterface *list = map();
        QVERIFY(list);
        QCOMPARE(list->role(), QAccessible::List);
        QCOMPARE(list->text(QAccessible::Name), u"Map"_s);
        const std::vector<AreaIndex> provinces = view()->accessibleProvinces();
        QCOMPARE(list->childCount(), static_cast<int>(state().board->landAreas().size()));
        QCOMPARE(list->childCount(), static_cast<int>(provinces.size()));
        for (int i = 0; i < list->childCount(); ++i) {
            QAccessibleInterface *item = list->child(i);
            QVERIFY(item && item->isValid());
            QCOMPARE(item, list->child(i)); // the same item each time (Qt's cache keeps it)
            QCOMPARE(list->indexOfChild(item), i);
            QCOMPARE(item->parent(), list);
            QCOMPARE(item->role(), QAccessible::ListItem);
            const AreaIndex area = provinces[static_cast<std::size_t>(i)];
            QCOMPARE(item->text(QAccessible::Name),
                     ProvinceTooltip::summary(state(), controller().seats(), area, u"en", false));
            QVERIFY(item->text(QAccessible::Name).startsWith(nameOf(area) + u", "_s));
            QVERIFY(!item->text(QAccessible::Description).isEmpty());
            QVERIFY(item->state().disabled);
            QVERIFY(item->actionInterface()->actionNames().isEmpty());
            QVERIFY(view()->viewport()->rect().intersects(QRect(
                view()->viewport()->mapFromGlobal(item->rect().topLeft()), item->rect().size())));
        }
    }

    /**
     * A conquest played through a province's accessible action, as Enter plays it, then told:
     * the province's name says what it costs, its action conquers it, and the announcer tells
     * it as a Notification shown; the province then reads as the player's.
     */
    void conquerThroughTheAccessibleAction()
    {
        chooseCivilization();
        const std::vector<ConquestTarget> targets = conquestTargets(state(), false);
        const auto legal = std::find_if(targets.begin(), targets.end(),
                                        [](const ConquestTarget &target) { return target.legal; });
        QVERIFY(legal != targets.end());
        const QString name = nameOf(legal->area);
        QAccessibleInterface *item = provinceNamed(name);
        QVERIFY(item);
        QVERIFY(!item->state().disabled);
        QVERIFY2(item->text(QAccessible::Name).contains(u"conquest costs"_s),
                 qPrintable(item->text(QAccessible::Name)));
        QCOMPARE(item->actionInterface()->actionNames(), QStringList{u"Conquer"_s});
        QCOMPARE(item->actionInterface()->keyBindingsForAction(u"Conquer"_s).size(), 1);

        const QString player =
            controller().seats()[static_cast<std::size_t>(state().currentPlayer)].name;
        QSignalSpy announced(m_window->announcer(), &Announcer::announced);
        const std::size_t before = controller().actions().size();
        item->actionInterface()->doAction(u"Conquer"_s);
        QCOMPARE(controller().actions().size(), before + 1);
        QCOMPARE(controller().actions().back().type, ActionType::Conquer);
        QCOMPARE(controller().actions().back().area, legal->area);
        // Told, by a notification named with the conquest's words (test_atspi hears it shown),
        // in the window's tree, where a screen reader finds it again.
        QCOMPARE(announced.size(), 1);
        const QString told = m_window->announcer()->lastAnnouncement();
        QVERIFY2(told.contains(name), qPrintable(told));
        QAccessibleInterface *announcer =
            QAccessible::queryAccessibleInterface(m_window->announcer());
        QVERIFY(announcer->parent() && announcer->parent()->indexOfChild(announcer) >= 0);
        QAccessibleInterface *latest = announcer->child(announcer->childCount() - 1);
        QVERIFY(latest);
        QCOMPARE(latest->role(), QAccessible::Notification);
        QCOMPARE(latest->text(QAccessible::Name), told);
        QVERIFY2(item->text(QAccessible::Name).contains(player),
                 qPrintable(item->text(QAccessible::Name)));
    }

    /**
     * A reorganization, pawn by pawn, is told once it rests, not at every pawn; when the next
     * step finishes it, what was told of it is not told again.
     */
    void growingStepIsToldOnceItRests()
    {
        Announcer *announcer = m_window->announcer();
        QSignalSpy told(announcer, &Announcer::announced);
        announcer->tellLog({u"Anna conquers Bavaria for 2 pawns."_s},
                           {u"Anna reorganizes: places 1 pawn in Bavaria."_s});
        QCOMPARE(told.size(), 1);
        QCOMPARE(told.at(0).at(0).toString(), u"Anna conquers Bavaria for 2 pawns."_s);
        announcer->tellLog({}, {u"Anna reorganizes: places 2 pawns in Bavaria."_s});
        QCOMPARE(told.size(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(told.size(), 2, 10 * Announcer::growingRestMs);
        QCOMPARE(told.at(1).at(0).toString(), u"Anna reorganizes: places 2 pawns in Bavaria."_s);
        announcer->tellLog(
            {u"Anna reorganizes: places 2 pawns in Bavaria."_s, u"Anna scores 4 victory points."_s},
            {});
        QCOMPARE(told.size(), 3);
        QCOMPARE(told.at(2).at(0).toString(), u"Anna scores 4 victory points."_s);
    }

    /**
     * Each announcement is a notification of its own, so that a screen reader reading it late
     * still reads its words; the last `kept` stay.
     */
    void eachAnnouncementIsItsOwnNotification()
    {
        Announcer *announcer = m_window->announcer();
        for (int i = 0; i < Announcer::kept + 5; ++i)
            announcer->announce(u"Line %1."_s.arg(i));
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(announcer);
        QCOMPARE(list->childCount(), Announcer::kept);
        for (int i = 0; i < Announcer::kept; ++i) {
            QCOMPARE(list->child(i)->role(), QAccessible::Notification);
            QCOMPARE(list->child(i)->text(QAccessible::Name), u"Line %1."_s.arg(i + 5));
        }
    }

    /** A player's card is heard by its name, with its tooltip's words. */
    void playerCardsSayWhatTheyShow()
    {
        const QList<PlayerCard *> cards = m_window->findChildren<PlayerCard *>();
        QCOMPARE(cards.size(), 3);
        for (PlayerCard *card : cards) {
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(card);
            QVERIFY(!iface->text(QAccessible::Name).isEmpty());
            QVERIFY2(iface->text(QAccessible::Description).contains(u"victory point"_s),
                     qPrintable(iface->text(QAccessible::Description)));
        }
    }

    /** A move the rules refuse, asked through the action, is told with the refusal. */
    void refusalIsTold()
    {
        chooseCivilization();
        const std::vector<AreaIndex> provinces = view()->accessibleProvinces();
        const auto refused = std::find_if(provinces.begin(), provinces.end(), [this](AreaIndex a) {
            return checkAction(state(), Action::conquer(a)).has_value();
        });
        QVERIFY(refused != provinces.end());
        QAccessibleInterface *item = provinceNamed(nameOf(*refused));
        QVERIFY(item);
        QVERIFY(item->state().disabled);
        const std::size_t before = controller().actions().size();
        item->actionInterface()->doAction(u"Conquer"_s);
        QCOMPARE(controller().actions().size(), before);
        const QString told = m_window->announcer()->lastAnnouncement();
        QCOMPARE(told, checkAction(state(), Action::conquer(*refused))->message);
    }

    /**
     * The keyboard's cursor is the map's focused and selected item, with its province's words
     * (test_atspi hears the focus event as a screen reader does).
     */
    void cursorIsTheFocusedProvince()
    {
        chooseCivilization();
        QVERIFY(!map()->focusChild());
        view()->setFocus(Qt::TabFocusReason);
        QVERIFY(testing::typeKey(Qt::Key_Right));
        QVERIFY(view()->isKeyboardCursorShown());
        const AreaIndex cursor = *view()->keyboardCursor();
        QAccessibleInterface *focused = map()->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused, provinceNamed(nameOf(cursor)));
        QVERIFY(focused->state().focused);
        QVERIFY(focused->state().selected);
        // Elsewhere in the window the province stays the selected one, no longer focused.
        m_window->turnBar()->setFocus(Qt::TabFocusReason);
        QVERIFY(!map()->focusChild());
        QVERIFY(!focused->state().focused);
        QVERIFY(focused->state().selected);
    }
};

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
