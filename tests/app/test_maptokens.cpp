// The game map's tokens, badges and clicks, through the real window: on both shipped maps, at
// a laptop's and a desktop's window size, at every zoom from fit to the maximum, with the widest
// rows the game draws, every row lies inside its own province and over no other row; a click on
// a badge, a pawn or a -/+ button reaches the province it belongs to; the thin river provinces
// are easy to hit.

#include "areaitem.h"
#include "arealabelitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincemarkeritem.h"
#include "boardfixture.h"
#include "game/action.h"
#include "game/play.h"
#include "gamefixture.h"
#include "mainwindow.h"
#include "mapart.h"
#include "mapformat/mapcatalog.h"
#include "mapviewzoom.h"
#include "outlinegeometry.h"
#include "panels/playercolours.h"
#include "session/gamecontroller.h"

#include <QAction>
#include <QDir>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <memory>
#include <numbers>
#include <optional>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The widest rows the game draws, in one of two kinds of crowded position. */
enum class Crowd : quint8
{
    /** Every province the current player's, reorganizing: fort, -, pawns, +, survivors, cost. */
    Reorganizing,
    /** Every province a declining empire's: fort, pawns with the decline marker, survivors,
       cost. */
    Declining,
};

} // namespace

class TestMapTokens : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameScene *scene() const { return m_window->scene(); }
    GameMapView *view() const { return m_window->mapView(); }

    /** A new 3-player game on `map` in a window of `size`, still choosing civilizations (a click
     * on the map does nothing then, so the crowded positions the tests show stay shown). */
    bool startOn(const QString &map, QSize size)
    {
        return startWith(testing::peopleSetup(map, 3), size);
    }

    /** The game `setup` in a window of `size`, still choosing civilizations. */
    bool startWith(const NewGameSetup &setup, QSize size)
    {
        QString error;
        if (!m_window->startGame(setup, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        m_window->resize(size);
        // Drawn at rest at the new size; what that first layout and paint post (a second pass of
        // the layout: the map a few pixels narrower, fitted again) handled, and drawn again.
        const auto drawnAtRest = [this] {
            return QTest::qWaitFor([this] { return view()->isDrawnAtRest(); });
        };
        const bool drawn = drawnAtRest();
        QCoreApplication::processEvents();
        if (!drawn || !drawnAtRest()) {
            qWarning("the map was not drawn at its new size");
            return false;
        }
        return m_window->controller()->state().phase == Phase::ChooseCivilization;
    }

    /** Shows the crowded position on the map (the game itself is not changed). */
    void showCrowd(Crowd crowd)
    {
        GameState crowded = m_window->controller()->state();
        const auto landAreas = crowded.board->landAreas();
        BoardHints hints;
        for (AreaIndex area : landAreas) {
            if (crowd == Crowd::Reorganizing)
                crowded.at(area) = ProvinceState{Holder::Active, 0, 10, true};
            else
                crowded.at(area) = ProvinceState{Holder::Declining, 1, 10, true};
            hints.targets.push_back({area, 12, ConquestCost{}, true});
            hints.survivors[area] = {2, 3};
        }
        crowded.player(0).active = ActiveCivilization{
            CivilizationTiles::pair(TileKind::Barbarians, TileKind::Weapons), 5, 0};
        // Player 0 reorganizing: the rules let them lift and place anywhere (the -/+ buttons).
        crowded.phase = Phase::Reorganization;
        crowded.currentPlayer = 0;
        hints.editablePlayer = 0;
        scene()->showState(crowded, m_window->controller()->seats(), hints);
    }

    /** Where a row is drawn, in scene units: its bounding rectangle as the view shows it. */
    QRectF drawnRect(const ProvinceMarkerItem &marker) const
    {
        return testing::drawnInScene(marker, *view());
    }

    static bool shown(const ProvinceMarkerItem &marker)
    {
        return marker.isVisible() && !marker.boundingRect().isEmpty();
    }

    /**
     * Whether `rect`, where `marker` is drawn, lies on its province: inside its outline; a row
     * with no room inside clear of the names, above them (a province thinner than a token at
     * this zoom), centred inside it, its box reaching over the border (MarkerPlacement).
     */
    static bool onItsProvince(const ProvinceMarkerItem &marker, const QRectF &rect,
                              const OutlineGeometry &outline)
    {
        return marker.zValue() > MapLayer::Labels ? outline.contains(rect.center())
                                                  : outline.contains(rect);
    }

    /** The scales from fit to the maximum, by a key press's step. */
    std::vector<qreal> zoomLevels() const
    {
        const qreal fit = view()->fitScale();
        std::vector<qreal> levels;
        for (qreal zoom = 1; zoom < MapViewZoom::maximumOfFit; zoom *= MapViewZoom::keyStep)
            levels.push_back(fit * zoom);
        levels.push_back(fit * MapViewZoom::maximumOfFit);
        return levels;
    }

    /** WCAG 2.1's contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05), L1 the lighter. */
    static qreal contrastRatio(QRgb a, QRgb b)
    {
        const auto luminance = [](QRgb rgb) {
            const auto linear = [](int channel) {
                const qreal c = channel / 255.0;
                return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * linear(qRed(rgb)) + 0.7152 * linear(qGreen(rgb)) +
                   0.0722 * linear(qBlue(rgb));
        };
        const qreal la = luminance(a);
        const qreal lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    }

    /**
     * How well `marker`'s fort stands out: along 32 ways out from the middle of the fort's
     * square, the best contrast of a pixel in the way's outer half against the map just past
     * the square's edge there (drawn without the row); the weakest way's. At 3:1 a closed
     * outline that reads against the map around it rings the fort.
     */
    qreal fortOutlineContrast(ProvinceMarkerItem &marker) const
    {
        const QImage with = view()->viewport()->grab().toImage();
        marker.setVisible(false);
        const QImage without = view()->viewport()->grab().toImage();
        marker.setVisible(true);
        const qreal dpr = with.devicePixelRatio();
        const QRectF fort =
            marker.deviceTransform(view()->viewportTransform()).mapRect(marker.fortRect());
        if (!QRectF(view()->viewport()->rect()).adjusted(2, 2, -2, -2).contains(fort))
            return 0; // off the view
        const auto pixel = [dpr](const QImage &image, QPointF at) {
            return image.pixel(static_cast<int>(at.x() * dpr), static_cast<int>(at.y() * dpr));
        };
        qreal weakest = 100;
        for (int way = 0; way < 32; ++way) {
            const qreal angle = way * 2 * std::numbers::pi / 32;
            const QPointF step(std::cos(angle) * 0.5, std::sin(angle) * 0.5);
            std::vector<QRgb> drawn;
            QPointF at = fort.center();
            for (; fort.contains(at); at += step)
                drawn.push_back(pixel(with, at));
            // The map next to the fort there (its row's other tokens hidden).
            const QRgb beside = pixel(without, at + 3 * step);
            qreal best = 1;
            for (auto p = drawn.begin() + static_cast<qsizetype>(drawn.size() / 2);
                 p != drawn.end(); ++p)
                best = std::max(best, contrastRatio(*p, beside));
            weakest = std::min(weakest, best);
        }
        return weakest;
    }

    void grabIfAsked(const QString &name)
    {
        const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        if (qEnvironmentVariableIsSet("GRAB_TRANSIENT"))
            m_window->grab().save(QDir(dir).filePath(name + u"-transient.png"_s));
        view()->finishZoom();
        m_window->grab().save(QDir(dir).filePath(name + u".png"_s));
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
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void rowsInsideTheirProvinces_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QSize>("size");
        for (const QString &map : {u"europe"_s, u"mediterranean"_s}) {
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                const QString tag = u"%1 %2x%3"_s.arg(map).arg(size.width()).arg(size.height());
                QTest::newRow(qPrintable(tag)) << map << size;
            }
        }
    }
    /**
     * With the widest rows, at every zoom from fit to the maximum: every row shown lies inside
     * its own province's outline (one with no room there centred inside it), over no other row
     * and no name, its own either; at the maximum zoom every province shows its row.
     */
    void rowsInsideTheirProvinces()
    {
        QFETCH(QString, map);
        QFETCH(QSize, size);
        QVERIFY(startOn(map, size));
        const MapArt *art = scene()->mapArt();
        QVERIFY(art);
        const GameState &game = m_window->controller()->state();
        const auto landAreas = game.board->landAreas();
        AreaVector<OutlineGeometry> outlines(game.board->areaCount(),
                                             OutlineGeometry(QPainterPath()));
        for (const AreaIndex area : outlines.areas())
            outlines[area] = OutlineGeometry(art->outlines().outline(area));

        for (const Crowd crowd : {Crowd::Reorganizing, Crowd::Declining}) {
            showCrowd(crowd);
            const std::vector<qreal> levels = zoomLevels();
            for (const qreal zoom : levels) {
                view()->zoomTo(zoom, view()->viewport()->rect().center());
                if (crowd == Crowd::Reorganizing && (zoom == levels.front() || zoom == levels[4])) {
                    grabIfAsked(u"%1-%2x%3-%4"_s.arg(map)
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(zoom == levels.front() ? u"fit"_s : u"zoomed"_s));
                }
                const QString at = u" at %1 x fit"_s.arg(zoom / view()->fitScale(), 0, 'f', 2);
                std::vector<std::pair<AreaIndex, QRectF>> names;
                for (AreaIndex area = 0; area < game.board->areaCount(); ++area) {
                    const AreaLabelItem *label = scene()->labelItem(area);
                    if (label && label->isVisible() && !label->boundingRect().isEmpty())
                        names.emplace_back(area, label->mapRectToScene(label->boundingRect()));
                }
                std::vector<std::pair<AreaIndex, QRectF>> rows;
                QStringList hidden;
                for (AreaIndex area : landAreas) {
                    const ProvinceMarkerItem *marker = scene()->marker(area);
                    QVERIFY(marker);
                    const QString id = game.board->area(area).id;
                    if (!shown(*marker)) {
                        hidden << id;
                        continue;
                    }
                    const QRectF rect = drawnRect(*marker);
                    QVERIFY2(onItsProvince(*marker, rect, outlines[area]),
                             qPrintable(id + u"'s row leaves its province"_s + at));
                    for (const auto &[other, otherRect] : rows) {
                        QVERIFY2(!rect.intersects(otherRect),
                                 qPrintable(id + u"'s row lies over "_s +
                                            game.board->area(other).id + u"'s"_s + at));
                    }
                    // No row lies over a name, its own either: where a row has no room
                    // clear of its own name, the name gives way to it (GameScene).
                    for (const auto &[other, name] : names) {
                        QVERIFY2(!rect.intersects(name),
                                 qPrintable(id + u"'s row lies over the name of "_s +
                                            game.board->area(other).id + at));
                    }
                    rows.emplace_back(area, rect);
                }
                if (zoom == levels.front())
                    qInfo("%s at fit: no room for %s",
                          crowd == Crowd::Reorganizing ? "reorganizing" : "declining",
                          qPrintable(hidden.join(u", "_s)));
                if (zoom == levels.back())
                    QVERIFY2(hidden.isEmpty(),
                             qPrintable(u"no row at the maximum zoom: "_s + hidden.join(u", "_s)));
            }
        }
    }

    void everyTargetShowsItsCost_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QSize>("size");
        // The s39 walk: the map the editor's screenshots are made of (docs/editor), exported
        // as a package and played at 1024x768, showed no cost on the United Kingdom, Italy,
        // Belgium, Switzerland and Portugal; and the shipped maps, and the walk's 37 countries.
        for (const QString &map :
             {u"western-europe"_s, u"europe-jittered"_s, u"europe"_s, u"mediterranean"_s}) {
            for (const QSize size : {QSize(1024, 768), QSize(1366, 768)}) {
                const QString tag = u"%1 %2x%3"_s.arg(map).arg(size.width()).arg(size.height());
                QTest::newRow(qPrintable(tag)) << map << size;
            }
        }
    }
    /**
     * A game's first conquest at the fit zoom: every province the player may conquer shows its
     * cost badge, inside the province (centred inside it where it has no room) and in the view.
     */
    void everyTargetShowsItsCost()
    {
        QFETCH(QString, map);
        QFETCH(QSize, size);
        MapCatalog catalog(QStringList{testing::mapsFolder(),
                                       QStringLiteral(VINCI_SOURCE_DIR "/docs/editor"),
                                       QStringLiteral(VINCI_TEST_DATA "/maps/imported")});
        m_window = std::make_unique<MainWindow>(&catalog);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(startOn(map, size));
        GameController &controller = *m_window->controller();
        // Civilizations taken from the track until a player conquers.
        QVERIFY(testing::playToFirstConquest(controller));
        QVERIFY(QTest::qWaitFor([this] { return view()->isDrawnAtRest(); }));
        grabIfAsked(u"targets-%1-%2x%3"_s.arg(map).arg(size.width()).arg(size.height()));
        QCOMPARE(view()->zoom(), view()->fitScale());
        const MapArt *art = scene()->mapArt();
        QVERIFY(art);
        const ProvinceGraph &board = *controller.state().board;
        QStringList targets;
        QStringList missing;
        for (AreaIndex area = 0; area < board.areaCount(); ++area) {
            const ProvinceMarkerItem *marker = scene()->marker(area);
            if (!marker || !marker->marks().cost || !marker->marks().costLegal)
                continue;
            const QString id = board.area(area).id;
            targets << id;
            const QRectF badge = marker->badgeRect();
            // Every target, a province thinner than the badge too (the s40 walk: Portugal,
            // Belgium, the Netherlands, Denmark, Croatia on europe-jittered showed none).
            if (!shown(*marker) || badge.isNull()) {
                missing << id + u" (no badge)"_s;
                continue;
            }
            // The badge as the view draws it, in scene units.
            const QRectF pixels =
                marker->deviceTransform(view()->viewportTransform()).mapRect(badge);
            const QRectF drawn = view()->viewportTransform().inverted().mapRect(pixels);
            if (!onItsProvince(*marker, drawn, OutlineGeometry(art->outlines().outline(area))))
                missing << id + u" (its badge leaves it)"_s;
            else if (!view()->mapToScene(view()->viewport()->rect()).boundingRect().contains(drawn))
                missing << id + u" (its badge off the view)"_s;
        }
        qInfo("%lld targets: %s", targets.size(), qPrintable(targets.join(u", "_s)));
        QVERIFY(!targets.isEmpty());
        QVERIFY2(missing.isEmpty(),
                 qPrintable(u"targets without their cost: "_s + missing.join(u", "_s)));
        m_window.reset(); // before its catalog
    }

    void fortShowsAtEveryZoom_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("larger");
        QTest::newRow("europe 1366x768") << QSize(1366, 768) << false;
        QTest::newRow("europe 1024x768 Larger") << QSize(1024, 768) << true;
    }
    /**
     * Forts, the player's own and the others', show on the map at every zoom from fit to the
     * maximum: each adds to a conquest's cost (the s53 walk built one in England, which the log
     * and the tooltip told, and the map showed only five zoom steps in).
     */
    void fortShowsAtEveryZoom()
    {
        QFETCH(QSize, size);
        QFETCH(bool, larger);
        const auto textSize = [this](const QString &level) {
            auto *action = m_window->findChild<QAction *>(u"textSize-"_s + level);
            QVERIFY(action);
            action->trigger();
        };
        // The level is kept in the settings the next tests' windows read.
        const auto normalAgain = qScopeGuard([&] {
            if (larger && m_window)
                textSize(u"normal"_s);
        });
        if (larger)
            textSize(u"larger"_s);
        QVERIFY(startOn(u"europe"_s, size));
        GameState state = m_window->controller()->state();
        const ProvinceGraph &board = *state.board;
        // England the player's own, France another's (a target of the player's), Hungary a
        // declining empire's, each with a fort.
        const std::vector<std::pair<QString, ProvinceState>> forts{
            {u"england"_s, ProvinceState{Holder::Active, 0, 3, true}},
            {u"france"_s, ProvinceState{Holder::Active, 1, 2, true}},
            {u"hungary"_s, ProvinceState{Holder::Declining, 2, 1, true}},
        };
        BoardHints hints;
        for (const auto &[id, province] : forts) {
            const std::optional<AreaIndex> area = board.indexOf(id);
            QVERIFY(area);
            state.at(*area) = province;
            if (id == u"france"_s)
                hints.targets.push_back({*area, 4, ConquestCost{}, true});
        }
        scene()->showState(state, m_window->controller()->seats(), hints);
        QStringList missing;
        for (const qreal zoom : zoomLevels()) {
            view()->zoomTo(zoom, view()->viewport()->rect().center());
            if (zoom == view()->fitScale())
                grabIfAsked(u"forts-%1x%2%3"_s.arg(size.width())
                                .arg(size.height())
                                .arg(larger ? u"-larger"_s : QString()));
            for (const auto &[id, province] : forts) {
                const ProvinceMarkerItem *marker = scene()->marker(*board.indexOf(id));
                QVERIFY(marker && marker->marks().fort);
                if (!shown(*marker) || marker->fortRect().isNull())
                    missing << u"%1 at %2 x fit"_s.arg(id).arg(zoom / view()->fitScale(), 0, 'f',
                                                               2);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(u"no fort: "_s + missing.join(u", "_s)));
    }

    /**
     * Every player sees every fort: in each of the six players' colours on each of the
     * Mediterranean's six land terrains, at the fit zoom and zoomed in, a closed outline that
     * contrasts with the map under it rings the fort. Drawn bare, the keep's light
     * grey walls and thin ink line were a faint smudge on yellow and on the light terrains (the
     * s54 brief).
     */
    void fortReadsOnEveryColour()
    {
        QVERIFY(startOn(u"mediterranean"_s, QSize(1366, 768)));
        GameState state = m_window->controller()->state();
        const ProvinceGraph &board = *state.board;
        // Farmland, prairie, forest, mountain, normal, desert: large enough for a token at fit.
        const std::array<QString, 6> provinces{u"carthage"_s,     u"cyrenaica"_s,
                                               u"pontus"_s,       u"zagros"_s,
                                               u"tripolitania"_s, u"syrian-desert"_s};
        for (const QString &id : provinces) {
            const std::optional<AreaIndex> area = board.indexOf(id);
            QVERIFY(area);
            state.at(*area) = ProvinceState{Holder::Active, 0, 2, true};
        }
        QStringList faint;
        qreal weakest = 100;
        // The first player in each of the six colours in turn.
        for (int colour = 0; colour < playerColourCount; ++colour) {
            std::vector<SeatSetup> seats = m_window->controller()->seats();
            seats.front().colour = playerColour(colour);
            scene()->showState(state, seats, {});
            for (const qreal zoom : {view()->fitScale(), zoomLevels().back()}) {
                const bool fit = zoom == view()->fitScale();
                view()->zoomTo(zoom, view()->viewport()->rect().center());
                for (int k = 0; k < 6; ++k) {
                    ProvinceMarkerItem *marker = scene()->marker(*board.indexOf(provinces[k]));
                    view()->centerOn(marker->scenePos());
                    view()->finishZoom();
                    if (k == 0)
                        grabIfAsked(
                            u"fort-colours-%1-%2"_s.arg(colour).arg(fit ? u"fit"_s : u"zoomed"_s));
                    QVERIFY2(shown(*marker) && !marker->fortRect().isNull(),
                             qPrintable(provinces[k] + u" shows no fort"_s));
                    const qreal contrast = fortOutlineContrast(*marker);
                    weakest = std::min(weakest, contrast);
                    // WCAG 2.1's least contrast for the graphics a page is understood by
                    // (1.4.11 Non-text Contrast): 3:1 against the colours next to them.
                    if (contrast < 3)
                        faint << u"%1 in %2 %3 (%4:1)"_s
                                     .arg(provinces[k], playerColourName(colour),
                                          fit ? u"at fit"_s : u"zoomed"_s)
                                     .arg(contrast, 0, 'f', 2);
                }
            }
        }
        qInfo("the fort's outline against the map: %.2f:1 at least", weakest);
        QVERIFY2(faint.isEmpty(), qPrintable(u"faint forts: "_s + faint.join(u", "_s)));
    }

    void clickOnARowReachesItsProvince_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("europe") << u"europe"_s;
        QTest::newRow("mediterranean") << u"mediterranean"_s;
    }
    /**
     * In a laptop's window, at the fit zoom and zoomed in (where the -/+ buttons show), a click
     * anywhere on a row reaches the row's province, a click on a cost badge the province the
     * badge labels, and a click on a -/+ button that province's button.
     */
    void clickOnARowReachesItsProvince()
    {
        QFETCH(QString, map);
        QVERIFY(startOn(map, QSize(1366, 768)));
        const GameState &game = m_window->controller()->state();
        QSignalSpy clicks(view(), &GameMapView::areaClicked);
        QSignalSpy buttons(view(), &GameMapView::pawnButtonClicked);
        showCrowd(Crowd::Reorganizing);
        QWidget *viewport = view()->viewport();
        const auto nameOf = [&](const QList<QVariant> &signal) {
            return game.board->area(signal.first().toInt()).id;
        };
        int badges = 0;
        int plusMinus = 0;
        for (const qreal zoom : {1.0, 2.5}) {
            view()->zoomTo(view()->fitScale() * zoom, viewport->rect().center());
            for (AreaIndex area : game.board->landAreas()) {
                const ProvinceMarkerItem *marker = scene()->marker(area);
                if (!shown(*marker))
                    continue;
                const QString id = game.board->area(area).id;
                const QTransform toView = marker->deviceTransform(view()->viewportTransform());
                // Anywhere on the row, even where a thin neighbour reaches over: its province.
                const QRectF row = marker->boundingRect().adjusted(3, 3, -3, -3);
                for (const QPointF end : {row.topLeft(), row.bottomRight(), row.center()}) {
                    const QPoint point = toView.map(end).toPoint();
                    if (!viewport->rect().contains(point))
                        continue;
                    clicks.clear();
                    buttons.clear();
                    QTest::mouseClick(viewport, Qt::LeftButton, {}, point);
                    const auto &signal = clicks.isEmpty() ? buttons : clicks;
                    QCOMPARE(signal.size(), 1);
                    QVERIFY2(signal.first().first().toInt() == area,
                             qPrintable(id + u"'s row reached "_s + nameOf(signal.first())));
                }
                const QPoint badge = toView.map(marker->badgeRect().center()).toPoint();
                if (!marker->badgeRect().isNull() && viewport->rect().contains(badge)) {
                    clicks.clear();
                    QTest::mouseClick(viewport, Qt::LeftButton, {}, badge);
                    QCOMPARE(clicks.size(), 1);
                    QVERIFY2(clicks.first().first().toInt() == area,
                             qPrintable(id + u"'s badge reached "_s + nameOf(clicks.first())));
                    ++badges;
                }
                for (const auto button :
                     {ProvinceMarkerItem::Button::Minus, ProvinceMarkerItem::Button::Plus}) {
                    const QRectF rect = marker->buttonRect(button);
                    const QPoint point = toView.map(rect.center()).toPoint();
                    if (rect.isNull() || !viewport->rect().contains(point))
                        continue;
                    buttons.clear();
                    QTest::mouseClick(viewport, Qt::LeftButton, {}, point);
                    QCOMPARE(buttons.size(), 1);
                    QVERIFY2(buttons.first().first().toInt() == area,
                             qPrintable(id + u"'s button reached "_s + nameOf(buttons.first())));
                    QCOMPARE(buttons.first().at(1).toBool(),
                             button == ProvinceMarkerItem::Button::Plus);
                    ++plusMinus;
                }
            }
        }
        qInfo("%d badges and %d -/+ buttons clicked", badges, plusMinus);
        QVERIFY(badges > 0);
        QVERIFY(plusMinus > 0);
    }

    /**
     * A zoom by the keyboard shows the map as a picture taken at rest while the tokens are
     * placed for the new scale at once; once the scale rests, the map is drawn afresh (its
     * layers paint again) and a new zoom takes a new picture.
     */
    void zoomShowsAPictureUntilItRests()
    {
        QVERIFY(startOn(u"europe"_s, QSize(1366, 768)));
        showCrowd(Crowd::Reorganizing);
        // At rest, drawn (the fit to the window's size was a zoom too); waited for, not timed,
        // since a loaded machine may run the rest timer late.
        QTRY_VERIFY_WITH_TIMEOUT(!view()->isShowingZoomPicture(), GameMapView::zoomRestMs * 20);
        const qreal before = view()->zoom();
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Plus);
        QVERIFY(view()->zoom() > before);
        QVERIFY(view()->isShowingZoomPicture());
        QVERIFY(scene()->areBaseLayersFrozen());
        // The rows already follow the new scale.
        QCOMPARE(scene()->zoom(), view()->zoom());
        const MapArt *art = scene()->mapArt();
        for (AreaIndex area : m_window->controller()->state().board->landAreas()) {
            const ProvinceMarkerItem *marker = scene()->marker(area);
            if (shown(*marker))
                QVERIFY(onItsProvince(*marker, drawnRect(*marker),
                                      OutlineGeometry(art->outlines().outline(area))));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!view()->isShowingZoomPicture(), GameMapView::zoomRestMs * 20);
        QVERIFY(!scene()->areBaseLayersFrozen());
        QTRY_VERIFY(view()->isDrawnAtRest()); // the map drawn afresh, at rest
        QTest::keyClick(view(), Qt::Key_Minus);
        QVERIFY(view()->isShowingZoomPicture());
    }

    void thinProvincesAreEasyToHit_data() { rowsInsideTheirProvinces_data(); }
    /**
     * At the fit zoom, on an empty board, a province narrower than a target (the rivers) takes
     * the clicks within a target's radius of its deepest point, and the pointer there lights
     * it (two thin ones side by side share the ground between them: each takes what lies
     * nearer to it); a click well inside any province (a target's radius from its border) is
     * always its own.
     */
    void thinProvincesAreEasyToHit()
    {
        QFETCH(QString, map);
        QFETCH(QSize, size);
        QVERIFY(startOn(map, size));
        scene()->clearState();
        const MapArt *art = scene()->mapArt();
        const GameState &game = m_window->controller()->state();
        // The docks' width settles a turn of the event loop after the first layout (the narrow
        // window's tabs, NarrowDocks::updateSoon()), and the fit zoom with it.
        QTest::qWait(50);
        QVERIFY(QTest::qWaitFor([this] { return view()->isDrawnAtRest(); }));
        const qreal zoom = view()->zoom();
        const qreal radius = GameScene::clickRadius;
        AreaVector<OutlineGeometry> outlines(game.board->areaCount(),
                                             OutlineGeometry(QPainterPath()));
        AreaVector<InscribedCircle> poles(game.board->areaCount());
        // The poles the scene measures thinness by (the label plan's, worked out once per
        // map): a province at the edge of thin at this zoom is thin to both or to neither.
        for (const AreaIndex area : outlines.areas()) {
            outlines[area] = OutlineGeometry(art->outlines().outline(area));
            poles[area] = scene()->labelPlan().fittedLayout(area).pole;
        }
        const auto isThin = [&](AreaIndex area) {
            return game.board->area(area).isLand() && poles[area].radius * zoom < radius;
        };
        QSignalSpy clicks(view(), &GameMapView::areaClicked);
        QWidget *viewport = view()->viewport();
        const auto clickAt = [&](QPoint point) -> std::optional<AreaIndex> {
            clicks.clear();
            QTest::mouseClick(viewport, Qt::LeftButton, {}, point);
            if (clicks.size() != 1)
                return std::nullopt;
            return clicks.first().first().toInt();
        };
        const auto nameOf = [&](std::optional<AreaIndex> area) {
            return area ? game.board->area(*area).id : u"nothing"_s;
        };
        // Whether `point` lies on another province's name set there with a leader line: a
        // click on a name is its province's (since s46: "Belgium" in Germany selects Belgium).
        const auto onANameSetBeside = [&](QPointF point, AreaIndex area) {
            for (AreaIndex other : game.board->landAreas()) {
                const AreaLabelItem *label = scene()->labelItem(other);
                if (other != area && label && label->isVisible() && label->layout().leaderTo &&
                    label->mapRectToScene(label->textRect()).contains(point))
                    return true;
            }
            return false;
        };
        int thin = 0;
        for (AreaIndex area : game.board->landAreas()) {
            const QString id = game.board->area(area).id;
            const OutlineGeometry &outline = outlines[area];
            const InscribedCircle &pole = poles[area];
            const QPointF centre = view()->viewportPoint(pole.centre);
            thin += isThin(area) ? 1 : 0;
            for (int step = 0; step < 8 && isThin(area); ++step) {
                const qreal angle = step * M_PI / 4;
                const QPointF offset = QPointF(std::cos(angle), std::sin(angle)) * (radius - 1);
                const QPoint point = (centre + offset).toPoint();
                // Nearer another thin province than this one: that one's ground.
                const QPointF scenePoint = view()->mapToScene(point);
                const qreal distance = -outline.signedDistance(scenePoint);
                bool nearerAnother = false;
                for (AreaIndex other : game.board->landAreas()) {
                    nearerAnother |= other != area && isThin(other) &&
                                     -outlines[other].signedDistance(scenePoint) < distance;
                }
                if (nearerAnother)
                    continue;
                QTest::mouseMove(viewport, point);
                QVERIFY2(scene()->areaItem(area)->isHovered(),
                         qPrintable(id + u" is not lit with the pointer near its middle"_s));
                const auto hit = clickAt(point);
                QVERIFY2(hit == area,
                         qPrintable(id + u": a click near its middle reached "_s + nameOf(hit)));
            }
            // Its deepest point and a few others well inside: never another province's.
            const QRectF box = outline.boundingRect();
            for (int row = 0; row < 6; ++row) {
                for (int column = 1; column < 6; ++column) {
                    const QPointF inside = row == 0 ? pole.centre
                                                    : QPointF(box.left() + box.width() * column / 6,
                                                              box.top() + box.height() * row / 6);
                    if (outline.signedDistance(inside) * zoom <= radius + 1 ||
                        onANameSetBeside(inside, area))
                        continue;
                    const auto hit = clickAt(view()->viewportPoint(inside));
                    QVERIFY2(hit == area, qPrintable(u"a click well inside "_s + id +
                                                     u" reached "_s + nameOf(hit)));
                }
            }
        }
        qInfo("%d provinces narrower than a target at this zoom", thin);
    }
};

QTEST_MAIN(TestMapTokens)
#include "test_maptokens.moc"
