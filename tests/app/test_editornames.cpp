// The editor names a map's provinces as the game does (the s37 walk: at the fit zoom the editor
// left Belgium, Luxembourg, Switzerland, Slovenia, Croatia, Bosnia, Montenegro, Kosovo and
// N. Macedonia unnamed, which ones depending on the language, while the game named Belgium,
// Switzerland and Croatia): the walk's europe-jittered opened in both windows, the editor's
// canvas as large as the game's board, at the fit zoom, in English, French and German. And the
// editor's names read as their own provinces' (the walk: "Rock" half under its small island with
// a tiny leader; at a 1024x768 start "United Kingdom" in the North Sea, Denmark over the sea).

#include "arealabelitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "boardfixture.h"
#include "canvas/linkitem.h"
#include "canvas/mapcanvas.h"
#include "document/mapdocument.h"
#include "editorwindow.h"
#include "gamefixture.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "mapscene.h"
#include "nameclearance.h"
#include "nameleaderitem.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMultiHash>
#include <QPainterPathStroker>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <tuple>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

QString jitteredMap()
{
    return QStringLiteral(VINCI_TEST_DATA "/maps/imported/europe-jittered");
}

/** The land provinces of `scene` whose name is not drawn at `zoom`, by id. */
QStringList unnamedAt(const MapScene &scene, const std::vector<AreaData> &areas, qreal zoom)
{
    QStringList unnamed;
    for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
        if (areas[static_cast<std::size_t>(area)].kind != AreaKind::Land)
            continue;
        const AreaLabelItem *label = scene.labelItem(area);
        const bool drawn = label && label->isVisible() && !label->textRect().isEmpty() &&
                           zoom >= label->layout().shownFromScale;
        if (!drawn)
            unnamed << areas[static_cast<std::size_t>(area)].id;
    }
    return unnamed;
}

/**
 * The names of `canvas` that do not read as their province's, at its zoom: on another province,
 * laid along the coast or set beside it over the sea (less than two thirds of their glyphs' box
 * on it, or a half of the box less than half on it: clearNames() keeps only the box's corners
 * over the coast). Measured on the scene's exact outlines, a view pixel apart.
 */
QStringList misreadNames(const MapCanvas &canvas, const std::vector<AreaData> &areas)
{
    const MapScene &scene = *canvas.mapScene();
    const qreal pixel = 1 / canvas.zoom();
    const auto isLand = [&](std::optional<AreaIndex> area) {
        return area && areas[static_cast<std::size_t>(*area)].kind == AreaKind::Land;
    };
    QStringList misread;
    for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
        const QString id = areas[static_cast<std::size_t>(area)].id;
        const AreaLabelItem *label = scene.labelItem(area);
        if (!isLand(area) || !label || !label->isVisible() || label->textRect().isEmpty() ||
            canvas.zoom() < label->layout().shownFromScale)
            continue;
        // The glyphs: the text's box without its halo, a pixel in (a traced border is ragged).
        const qreal halo = 0.2 * label->drawnFontSize() + pixel;
        const QRectF text =
            label->mapRectToScene(label->textRect()).adjusted(halo, halo, -halo, -halo);
        const QPointF middle = text.center();
        int own = 0;
        int samples = 0;
        std::array<int, 4> ownHalf{};
        std::array<int, 4> halfSamples{};
        std::vector<AreaIndex> others;
        for (qreal y = text.top(); y <= text.bottom(); y += pixel) {
            for (qreal x = text.left(); x <= text.right(); x += pixel) {
                const auto under = scene.areaAt({x, y});
                ++samples;
                own += under == area ? 1 : 0;
                if (isLand(under) && under != area &&
                    std::find(others.begin(), others.end(), *under) == others.end())
                    others.push_back(*under);
                const std::array<bool, 4> in{y < middle.y(), y >= middle.y(), x < middle.x(),
                                             x >= middle.x()};
                for (std::size_t h = 0; h < in.size(); ++h) {
                    halfSamples[h] += in[h] ? 1 : 0;
                    ownHalf[h] += in[h] && under == area ? 1 : 0;
                }
            }
        }
        qreal leastHalf = 1;
        for (std::size_t h = 0; h < ownHalf.size(); ++h)
            leastHalf =
                std::min(leastHalf, static_cast<qreal>(ownHalf[h]) / std::max(halfSamples[h], 1));
        const qreal share = static_cast<qreal>(own) / std::max(samples, 1);
        // A name beside its province, over the water or one neighbour's empty land (since
        // s42), is read as its own by its leader line, which ends inside the province (since
        // s41); without one it reads as the sea's, or the neighbour's.
        const auto &leader = label->layout().leaderTo;
        if (others.size() > (leader ? 1U : 0U))
            misread << id + u" (on another province)"_s;
        else if (leader && scene.areaAt(*leader) != area)
            misread << id + u" (its leader ends outside it)"_s;
        else if (!leader && (share < 0.65 || leastHalf < 0.45))
            misread << u"%1 (over the sea beside it: %2 % on it, a half %3 %)"_s.arg(id)
                           .arg(qRound(share * 100))
                           .arg(qRound(leastHalf * 100));
    }
    return misread;
}

/**
 * The leader lines of `scene` as drawn at `zoom` that do not join a name to its province: their
 * end at the name more than a few pixels (3, a fifth of the name's size if larger) from its
 * letters' ink (measured on the glyphs themselves, QFontMetricsF::tightBoundingRect), or their
 * end at the province outside it.
 */
QStringList loneLeaders(const MapScene &scene, const std::vector<AreaData> &areas, qreal zoom)
{
    QStringList lone;
    for (QGraphicsItem *item : scene.items()) {
        const auto *leader = qgraphicsitem_cast<const NameLeaderItem *>(item);
        const std::optional<QLineF> line = leader ? leader->line() : std::nullopt;
        if (!line)
            continue;
        // Its name: the label whose leader ends where this one does.
        const AreaLabelItem *label = nullptr;
        for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
            const AreaLabelItem *candidate = scene.labelItem(area);
            if (candidate && candidate->layout().leaderTo == line->p2())
                label = candidate;
        }
        if (!label)
            continue;
        const AreaData &data = areas[static_cast<std::size_t>(label->areaIndex())];
        const qreal size = label->drawnFontSize();
        const LabelBlock &block = label->layout().block;
        QFont font = areaNameFont(data.kind);
        font.setPixelSize(64);
        const QFontMetricsF metrics(font);
        QRectF ink;
        for (int i = 0; i < block.lines().size(); ++i) {
            const QPointF origin(-block.unitLineWidth(i) / 2, -block.unitSize().height() / 2 +
                                                                  i * block.unitLineHeight() +
                                                                  block.unitAscent());
            const QRectF glyphs = metrics.tightBoundingRect(block.lines().at(i));
            ink |= QRectF(glyphs.topLeft() / 64 + origin, glyphs.size() / 64);
        }
        ink = QRectF(label->scenePos() + ink.topLeft() * size, ink.size() * size);
        const QPointF from = line->p1();
        const qreal dx = std::max({ink.left() - from.x(), from.x() - ink.right(), 0.0});
        const qreal dy = std::max({ink.top() - from.y(), from.y() - ink.bottom(), 0.0});
        const qreal gap = std::hypot(dx, dy) * zoom;
        const qreal allowed = std::max(3.0, 0.2 * size * zoom);
        if (gap > allowed)
            lone << u"%1 (%2 px from its letters)"_s.arg(data.id).arg(gap, 0, 'f', 1);
        if (scene.areaAt(line->p2()) != label->areaIndex())
            lone << data.id + u" (its leader ends outside it)"_s;
    }
    return lone;
}

/** The texts two or more of `scene`'s names are drawn as (at some zoom), with their ids. */
QStringList namesAlike(const MapScene &scene, const std::vector<AreaData> &areas)
{
    QMultiHash<QString, QString> drawn;
    for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
        const AreaLabelItem *label = scene.labelItem(area);
        if (label && label->layout().fontSize > 0)
            drawn.insert(label->layout().block.lines().join(u' '),
                         areas[static_cast<std::size_t>(area)].id);
    }
    QStringList alike;
    for (const QString &text : drawn.uniqueKeys()) {
        if (drawn.count(text) > 1)
            alike << u"\"%1\" (%2)"_s.arg(text, drawn.values(text).join(u", "_s));
    }
    return alike;
}
/**
 * The names and badges of `scene` that a link's line or end dot is drawn over at `zoom`: the
 * link's mark (its line, a dot's width wide) meets the name's letters or a badge, and its item
 * is above the one that paints them (the name's label, or its leader for badges apart).
 */
QStringList namesUnderLinkMarks(const MapScene &scene, const std::vector<AreaData> &areas,
                                qreal zoom)
{
    struct Painted
    {
        QString what;
        QRectF rect;
        qreal z;
    };
    std::vector<Painted> painted;
    for (QGraphicsItem *item : scene.items()) {
        if (const auto *label = qgraphicsitem_cast<const AreaLabelItem *>(item)) {
            if (!label->isVisible() || zoom < label->layout().shownFromScale)
                continue;
            const QString id = areas[static_cast<std::size_t>(label->areaIndex())].id;
            if (!label->textRect().isEmpty())
                painted.push_back({id, label->mapRectToScene(label->textRect()), label->zValue()});
            if (label->badgesApartRect().isNull() && !label->badgesRect().isNull())
                painted.push_back({id + u"'s badges"_s, label->badgesRect(), label->zValue()});
        } else if (const auto *leader = qgraphicsitem_cast<const NameLeaderItem *>(item)) {
            const QRectF badges = leader->label().badgesApartRect();
            if (!badges.isNull() && leader->isVisible())
                painted.push_back({areas[static_cast<std::size_t>(leader->label().areaIndex())].id +
                                       u"'s badges (apart)"_s,
                                   badges, leader->zValue()});
        }
    }
    QStringList covered;
    for (QGraphicsItem *item : scene.items()) {
        const auto *link = qgraphicsitem_cast<const LinkItem *>(item);
        if (!link || !link->isVisible())
            continue;
        QPainterPath line;
        line.addPolygon(link->path());
        QPainterPathStroker stroker;
        stroker.setWidth(8 / zoom); // an end's dot, about 8 pixels wide
        const QPainterPath mark = stroker.createStroke(line);
        for (const Painted &under : painted) {
            if (link->zValue() > under.z && mark.intersects(under.rect))
                covered << u"%1 under %2-%3"_s.arg(under.what, link->pair().a, link->pair().b);
        }
    }
    covered.removeDuplicates();
    return covered;
}
} // namespace

class TestEditorNames : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
    }

    void editorNamesAsManyAsTheGame_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"fr"_s, u"de"_s})
            QTest::newRow(qPrintable(language)) << language;
    }
    /**
     * The game at 1366x768 in the person's language, then the editor on the same map with its
     * names in that language (View ▸ Names In) and its canvas as large as the game's board: at
     * the fit zoom the editor leaves no more provinces unnamed than the game.
     */
    void editorNamesAsManyAsTheGame()
    {
        QFETCH(QString, language);
        MapCatalog catalog(
            QStringList{testing::mapsFolder(), QStringLiteral(VINCI_TEST_DATA "/maps/imported")});
        auto game = std::make_unique<MainWindow>(&catalog);
        game->show();
        QVERIFY(QTest::qWaitForWindowExposed(game.get()));
        QVERIFY(game->languageSwitcher()->setLanguage(language));
        QString error;
        QVERIFY2(game->startGame(testing::peopleSetup(u"europe-jittered"_s, 3), &error),
                 qPrintable(error));
        game->resize(1366, 768);
        GameMapView *view = game->mapView();
        QVERIFY(QTest::qWaitFor([view] { return view->isDrawnAtRest(); }));
        QCoreApplication::processEvents();
        // The docks' width settles a turn of the event loop later (NarrowDocks::updateSoon()).
        QTest::qWait(50);
        QVERIFY(QTest::qWaitFor([view] { return view->isDrawnAtRest(); }));
        QCOMPARE(view->zoom(), view->fitScale());
        const QSize board = view->viewport()->size();
        const auto loaded = catalog.load(u"europe-jittered"_s, &error);
        QVERIFY2(loaded, qPrintable(error));
        const std::vector<AreaData> &areas = loaded->data.areas;
        const QStringList gameUnnamed = unnamedAt(*game->scene(), areas, view->zoom());
        game.reset();

        EditorWindow editor;
        editor.resize(1366, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        MapCanvas *canvas = editor.canvas();
        for (QAction *action : editor.findChildren<QAction *>()) {
            if (action->isCheckable() && action->data().toString() == language &&
                action->actionGroup())
                action->trigger();
        }
        // The window grown or shrunk until its canvas is as large as the game's board.
        for (int attempt = 0; attempt < 4 && canvas->viewport()->size() != board; ++attempt) {
            editor.resize(editor.size() + board - canvas->viewport()->size());
            QTest::qWait(50);
        }
        QCOMPARE(canvas->viewport()->size(), board);
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        const std::vector<AreaData> &edited = editor.document()->map().areas;
        const QStringList editorUnnamed = unnamedAt(*canvas->mapScene(), edited, canvas->zoom());
        const QStringList alike = namesAlike(*canvas->mapScene(), edited);
        QVERIFY2(alike.isEmpty(), qPrintable(u"names alike: "_s + alike.join(u"; "_s)));
        qInfo("game: %lld unnamed (%s); editor: %lld unnamed (%s)", gameUnnamed.size(),
              qPrintable(gameUnnamed.join(u", "_s)), editorUnnamed.size(),
              qPrintable(editorUnnamed.join(u", "_s)));
        QVERIFY2(editorUnnamed.size() <= gameUnnamed.size(),
                 qPrintable(u"the editor leaves %1 unnamed, the game %2"_s.arg(
                     editorUnnamed.join(u", "_s), gameUnnamed.join(u", "_s))));
    }

    void namesReadAsTheirProvinces_data()
    {
        QTest::addColumn<QString>("drawing");
        QTest::addColumn<QString>("map");
        QTest::addColumn<QSize>("window");
        // The walk's small drawing: "Rock", a small circle, at the size the walk saw it.
        QTest::newRow("rock-1366") << u"walk-rock.svg"_s << QString() << QSize(1366, 768);
        // The walk's 37 countries in a 1024x700 window, and in a larger one.
        QTest::newRow("europe-jittered-1024") << QString() << jitteredMap() << QSize(1024, 700);
        QTest::newRow("europe-jittered-1366") << QString() << jitteredMap() << QSize(1366, 768);
        // The s39 walk: Estonia, Lithuania, Denmark, Ireland and Albania beside their countries
        // over the sea on a 1024x768 screen, Basse-Egypte's leader line.
        QTest::newRow("europe-jittered-1024x768") << QString() << jitteredMap() << QSize(1024, 768);
        QTest::newRow("rock-1024") << u"walk-rock.svg"_s << QString() << QSize(1024, 768);
        for (const QString &shipped : {u"europe"_s, u"mediterranean"_s}) {
            for (const QSize window : {QSize(1024, 768), QSize(1366, 768)}) {
                QTest::addRow("%s-%d", qPrintable(shipped), window.width())
                    << QString() << testing::mapsFolder() + u'/' + shipped << window;
            }
        }
    }
    /**
     * A drawing imported (or a map opened) in an editor window of the walk's size, at the fit
     * zoom: every name shown lies inside its province (its box's corners over the coast at
     * most); none on another province, none beside it over the sea, none laid along a coast half
     * in the water.
     */
    void namesReadAsTheirProvinces()
    {
        QFETCH(QString, drawing);
        QFETCH(QString, map);
        QFETCH(QSize, window);
        EditorWindow editor;
        editor.resize(window);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        if (!drawing.isEmpty()) {
            QVERIFY(editor.importDrawing(QStringLiteral(VINCI_TEST_DATA "/editor/") + drawing));
            // The import report, closed as a person does.
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (widget != &editor && widget->isVisible())
                    widget->close();
            }
        } else {
            QVERIFY(editor.openMap(map));
        }
        // The walk's window (the editor sizes itself to the screen when shown).
        editor.resize(window);
        QTest::qWait(50);
        QCOMPARE(editor.size(), window);
        MapCanvas *canvas = editor.canvas();
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        testing::grabIfAsked(editor,
                             u"editor-names-"_s + QString::fromLatin1(QTest::currentDataTag()));
        const QStringList misread = misreadNames(*canvas, editor.document()->map().areas);
        QVERIFY2(misread.isEmpty(),
                 qPrintable(u"%1 names misread: "_s.arg(misread.size()) + misread.join(u", "_s)));
        // Two names never read the same (the s45 walk: Slovakia and Slovenia both "Slov.").
        const QStringList alike = namesAlike(*canvas->mapScene(), editor.document()->map().areas);
        QVERIFY2(alike.isEmpty(), qPrintable(u"names alike: "_s + alike.join(u"; "_s)));
    }

    /**
     * The s42 walk: the walk's europe-jittered in the editor at 1366x768, at the fit zoom. It
     * drew "Hung." and "Serb." although "Hungary" and "Serbia" fitted, left fourteen small
     * countries unnamed and Luxembourg's name over France. The whole name is tried on its
     * province at every size before a short form, the editor (no tokens) keeps no room for
     * tokens, and a small country's name is set beside it with a leader line where the sea or
     * a neighbour's empty land has room, at the readable 10 px; none reads as another's. Of 37
     * names: before 19 whole, 8 abbreviated (Alb., Hung., Irel., Lith., Neth., Port., Serb.,
     * Slov.), 10 unnamed; after 26, 5 (Alb., Hung., Luxemb., Serb., Slov.), 6. "Hungary" fits
     * Hungary alone but not beside the names around it, Serbia not at all (still open).
     */
    void wholeNamesWhereTheyFit()
    {
        EditorWindow editor;
        editor.resize(1366, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        // In English, the walk's language (View ▸ Names In).
        for (QAction *action : editor.findChildren<QAction *>()) {
            if (action->isCheckable() && action->data().toString() == u"en"_s &&
                action->actionGroup())
                action->trigger();
        }
        editor.resize(1366, 768);
        QTest::qWait(50);
        MapCanvas *canvas = editor.canvas();
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        testing::grabIfAsked(editor, u"editor-whole-names-1366"_s);
        const std::vector<AreaData> &areas = editor.document()->map().areas;
        const MapScene &scene = *canvas->mapScene();
        const QStringList unnamed = unnamedAt(scene, areas, canvas->zoom());
        const auto letters = [](QString text) { return text.remove(u' ').remove(u'-'); };
        QStringList whole;
        QStringList abbreviated;
        QStringList small;
        for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
            const AreaData &data = areas[static_cast<std::size_t>(area)];
            const AreaLabelItem *label = scene.labelItem(area);
            if (data.kind != AreaKind::Land || unnamed.contains(data.id) || !label)
                continue;
            if (letters(label->layout().block.lines().join(QString())) ==
                letters(data.names.in(scene.language())))
                whole << data.id;
            else
                abbreviated << data.id + u" ("_s + label->layout().block.lines().join(u' ') +
                                   u")"_s;
            // At the crowded 7.5 px at least: since s51 a name with no other place has a longer
            // leader, at the crowded sizes last (named small beats unnamed; "Mont." 5 px high was
            // the s42 walk's).
            if (label->layout().leaderTo &&
                label->drawnFontSize() * canvas->zoom() < NameScreenSize::crowdedPixels - 0.01)
                small << data.id;
        }
        qInfo("%lld whole, %lld abbreviated (%s), %lld unnamed (%s)", whole.size(),
              abbreviated.size(), qPrintable(abbreviated.join(u", "_s)), unnamed.size(),
              qPrintable(unnamed.join(u", "_s)));
        testing::Faults faults;
        QStringList shortened;
        for (const QString &id : {u"ireland"_s, u"lithuania"_s, u"netherlands"_s, u"portugal"_s}) {
            if (!whole.contains(id))
                shortened << id;
        }
        faults.add(u"names shortened though whole they fit"_s, shortened);
        QStringList left;
        // Since s51 also the Balkan countries with no room near (a longer leader, across other
        // land, on a map drawn without tokens): 28/6/3 (Croatia, Kosovo, Slovenia still open).
        for (const QString &id :
             {u"luxembourg"_s, u"moldova"_s, u"slovakia"_s, u"bosnia-and-herz"_s, u"macedonia"_s}) {
            if (unnamed.contains(id))
                left << id;
        }
        faults.add(u"small countries unnamed"_s, left);
        faults.add(u"leader-lined names under 7.5 px"_s, small);
        faults.add(u"names misread"_s, misreadNames(*canvas, areas));
        QVERIFY2(faults.isEmpty(), qPrintable(faults.text()));
    }

    /**
     * The s43 walk: Slovakia in the editor, Mine and Port ticked in the inspector: its name
     * left the map at the fit zoom (the badges' row under the name made the block too tall
     * for the province). The name stays, on its own land, shorter or without its badges at
     * that zoom if need be.
     */
    void aNameKeepsItsPlaceWithAMineAndAPort()
    {
        EditorWindow editor;
        editor.resize(1366, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        editor.resize(1366, 768);
        QTest::qWait(50);
        MapCanvas *canvas = editor.canvas();
        const std::vector<AreaData> &areas = editor.document()->map().areas;
        const auto slovakia = std::find_if(areas.begin(), areas.end(), [](const AreaData &area) {
            return area.id == u"slovakia"_s;
        });
        QVERIFY(slovakia != areas.end());
        const auto index = static_cast<AreaIndex>(slovakia - areas.begin());
        editor.document()->setSelectedAreas({index});
        QCoreApplication::processEvents();
        for (const QString &box : {u"mine"_s, u"port"_s}) {
            auto *tick = editor.findChild<QCheckBox *>(box);
            QVERIFY2(tick && tick->isVisible() && !tick->isChecked(), qPrintable(box));
            tick->click();
            QVERIFY(tick->isChecked());
        }
        QVERIFY(editor.document()->map().areas[static_cast<std::size_t>(index)].port);
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        testing::grabIfAsked(editor, u"editor-slovakia-mine-port"_s);
        const std::vector<AreaData> &edited = editor.document()->map().areas;
        const QStringList unnamed = unnamedAt(*canvas->mapScene(), edited, canvas->zoom());
        // Named without its badges it was, in s44, but the mine then showed at no zoom (the s44
        // editor walk): a name leaves its badges' row only where they are still drawn. Since s51
        // beside it with a longer leader, its badges at the leader's end.
        QVERIFY2(!unnamed.contains(u"slovakia"_s), qPrintable(unnamed.join(u", "_s)));
        const QStringList misread = misreadNames(*canvas, edited);
        QVERIFY2(misread.isEmpty(), qPrintable(misread.join(u", "_s)));
    }

    void leadersReachTheirNames_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::addColumn<int>("zoomSteps");
        QTest::newRow("1366-fit") << QSize(1366, 768) << 0;
        QTest::newRow("1366-zoomed") << QSize(1366, 768) << 2;
        QTest::newRow("1366-deep") << QSize(1366, 768) << 5;
    }
    /**
     * The s42 walk: "Belgium" and "Switzerland" over France in the editor at 1366x768, fit and
     * zoomed, their leader lines ending at a corner of the names' box, off their first or last
     * letters: nothing joined the name to its province. Every leader line starts against its
     * name's letters and ends inside its own province, at every zoom.
     */
    void leadersReachTheirNames()
    {
        QFETCH(QSize, window);
        QFETCH(int, zoomSteps);
        EditorWindow editor;
        editor.resize(window);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        for (QAction *action : editor.findChildren<QAction *>()) {
            if (action->isCheckable() && action->data().toString() == u"en"_s &&
                action->actionGroup())
                action->trigger();
        }
        editor.resize(window);
        QTest::qWait(50);
        MapCanvas *canvas = editor.canvas();
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        const MapScene &scene = *canvas->mapScene();
        int leaders = 0;
        for (AreaIndex area = 0; area < scene.areaCount(); ++area)
            leaders += scene.labelItem(area) && scene.labelItem(area)->layout().leaderTo ? 1 : 0;
        QVERIFY2(leaders > 0, "no leader line to look at");
        for (int step = 0; step < zoomSteps; ++step)
            canvas->zoomIn();
        QCoreApplication::processEvents();
        testing::grabIfAsked(editor,
                             u"editor-leaders-"_s + QString::fromLatin1(QTest::currentDataTag()));
        const QStringList lone = loneLeaders(scene, editor.document()->map().areas, canvas->zoom());
        QVERIFY2(lone.isEmpty(),
                 qPrintable(u"leaders not joining name and province: "_s + lone.join(u", "_s)));
    }

    /**
     * The s42 walk: "Montenegro" and "Kosovo" over each other in the editor at 1366x768 zoomed
     * in (both without room at the fit zoom, both drawn from a closer one where they were
     * planned). At the fit zoom and at each zoom step in from it, no name's letters meet
     * another's.
     */
    void namesNeverOverlap()
    {
        EditorWindow editor;
        editor.resize(1366, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        for (QAction *action : editor.findChildren<QAction *>()) {
            if (action->isCheckable() && action->data().toString() == u"en"_s &&
                action->actionGroup())
                action->trigger();
        }
        editor.resize(1366, 768);
        QTest::qWait(50);
        MapCanvas *canvas = editor.canvas();
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        const MapScene &scene = *canvas->mapScene();
        const std::vector<AreaData> &areas = editor.document()->map().areas;
        QStringList overlaps;
        for (int step = 0; step <= 6; ++step) {
            if (step > 0)
                canvas->zoomIn();
            QCoreApplication::processEvents();
            std::vector<std::pair<QString, QRectF>> drawn;
            for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
                const AreaLabelItem *label = scene.labelItem(area);
                if (!label || !label->isVisible() || label->drawnFontSize() <= 0)
                    continue;
                const qreal halo = 0.2 * label->drawnFontSize();
                drawn.emplace_back(
                    areas[static_cast<std::size_t>(area)].id,
                    label->mapRectToScene(label->textRect()).adjusted(halo, halo, -halo, -halo));
            }
            for (std::size_t a = 0; a < drawn.size(); ++a) {
                for (std::size_t b = a + 1; b < drawn.size(); ++b) {
                    if (drawn[a].second.intersects(drawn[b].second))
                        overlaps << u"%1 and %2 (zoom step %3)"_s
                                        .arg(drawn[a].first, drawn[b].first)
                                        .arg(step);
                }
            }
        }
        QVERIFY2(overlaps.isEmpty(),
                 qPrintable(u"names over each other: "_s + overlaps.join(u", "_s)));
    }

    /**
     * The s39 walk: at the fit zoom small countries are unnamed (as in the game) and the
     * designer could not tell which was which. The pointer resting on any province shows its
     * name in a tooltip, in the canvas's language, an unnamed one's too.
     */
    void theTooltipNamesEveryProvince()
    {
        EditorWindow editor;
        editor.resize(1024, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        MapCanvas *canvas = editor.canvas();
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        const std::vector<AreaData> &areas = editor.document()->map().areas;
        const MapScene &scene = *canvas->mapScene();
        const QStringList unnamed = unnamedAt(scene, areas, canvas->zoom());
        QVERIFY2(!unnamed.isEmpty(), "every province named at 1024x768: nothing to hover");
        QStringList nameless;
        for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
            const AreaData &data = areas[static_cast<std::size_t>(area)];
            if (data.kind != AreaKind::Land)
                continue;
            const QPoint at = canvas->mapFromScene(scene.labelLayout(area)->pole.centre);
            QHelpEvent help(QEvent::ToolTip, at, canvas->viewport()->mapToGlobal(at));
            QCoreApplication::sendEvent(canvas->viewport(), &help);
            const QString shown = QToolTip::isVisible() ? QToolTip::text() : QString();
            if (shown != data.names.in(scene.language()))
                nameless << u"%1 (\"%2\")"_s.arg(data.id, shown);
            QToolTip::hideText();
        }
        qInfo("unnamed at fit: %s", qPrintable(unnamed.join(u", "_s)));
        QVERIFY2(nameless.isEmpty(), qPrintable(u"no tooltip naming "_s + nameless.join(u", "_s)));
    }

    /**
     * The s45 walk on europe-jittered at the fit zoom: a click on "Belgium" set in Germany, on
     * "Luxembourg" in France, on "Moldova", selected the province under the name. A click on a
     * name, at the middle of its letters, selects the province it names, at 1024x768 and
     * 1366x768 (about 2 s).
     */
    void aClickOnANameSelectsItsProvince()
    {
        for (const QSize window : {QSize(1024, 768), QSize(1366, 768)}) {
            EditorWindow editor;
            editor.resize(window);
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
            QVERIFY(editor.openMap(jitteredMap()));
            editor.resize(window);
            QTest::qWait(50);
            MapCanvas *canvas = editor.canvas();
            canvas->fitToWindow();
            QCoreApplication::processEvents();
            const std::vector<AreaData> &areas = editor.document()->map().areas;
            const MapScene &scene = *canvas->mapScene();
            QStringList wrong;
            for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
                const AreaLabelItem *label = scene.labelItem(area);
                if (areas[static_cast<std::size_t>(area)].kind != AreaKind::Land || !label ||
                    !label->isVisible() || label->textRect().isEmpty())
                    continue;
                const QRectF ink =
                    label->layout().block.inkRect(label->scenePos(), label->drawnFontSize());
                QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {},
                                  canvas->mapFromScene(ink.center()));
                const std::vector<AreaIndex> &selected = editor.document()->selectedAreas();
                if (selected != std::vector<AreaIndex>{area})
                    wrong << u"%1 (%2)"_s.arg(
                        areas[static_cast<std::size_t>(area)].id,
                        selected.empty() ? u"nothing"_s
                                         : areas[static_cast<std::size_t>(selected.front())].id);
            }
            QVERIFY2(
                wrong.isEmpty(),
                qPrintable(
                    u"%1x%2: names selecting another: "_s.arg(window.width()).arg(window.height()) +
                    wrong.join(u", "_s)));
        }
    }

    void noLinkMarkOverANameOrABadge_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }
    /**
     * The s47 editor walk at the fit zoom (1366x768): Albania's pickaxe, at its name's leader's
     * end, under link lines; Greece's anchor under a sea link's dot in German. With a mine for
     * Albania and a port for Greece, named in German as in the walk, no link's line or dot is drawn
     * over a name or a badge, in English and German (about 2 s).
     */
    void noLinkMarkOverANameOrABadge()
    {
        QFETCH(QString, language);
        EditorWindow editor;
        editor.resize(1366, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openMap(jitteredMap()));
        for (QAction *action : editor.findChildren<QAction *>()) {
            if (action->isCheckable() && action->data().toString() == language &&
                action->actionGroup())
                action->trigger();
        }
        editor.resize(1366, 768);
        QTest::qWait(50);
        const std::vector<AreaData> &areas = editor.document()->map().areas;
        // The walk's German names (the drawing has English ones only), then the badges.
        for (const auto &[id, box, german] :
             {std::tuple(u"albania"_s, u"mine"_s, u"Albanien"_s),
              std::tuple(u"greece"_s, u"port"_s, u"Griechenland"_s)}) {
            const auto area =
                std::find_if(areas.begin(), areas.end(),
                             [&wanted = id](const AreaData &data) { return data.id == wanted; });
            QVERIFY(area != areas.end());
            const auto index = static_cast<AreaIndex>(area - areas.begin());
            AreaData named = *area;
            named.names.de = german;
            editor.document()->setAreas({{index, named}});
            editor.document()->setSelectedAreas({index});
            QCoreApplication::processEvents();
            auto *tick = editor.findChild<QCheckBox *>(box);
            QVERIFY2(tick && tick->isVisible() && !tick->isChecked(), qPrintable(id));
            tick->click();
        }
        editor.document()->setSelectedAreas({});
        MapCanvas *canvas = editor.canvas();
        canvas->fitToWindow();
        QCoreApplication::processEvents();
        testing::grabIfAsked(editor, u"editor-link-marks-"_s + language);
        const QStringList covered = namesUnderLinkMarks(
            *canvas->mapScene(), editor.document()->map().areas, canvas->zoom());
        QVERIFY2(covered.isEmpty(), qPrintable(covered.join(u", "_s)));
    }
};

QTEST_MAIN(TestEditorNames)
#include "test_editornames.moc"
