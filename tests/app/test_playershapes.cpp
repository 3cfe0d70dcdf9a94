// Players told apart by more than colour (#27, "any eyes"): every player's tokens on the map have
// a shape of their own, the neutral pawns theirs; the shape follows the seat's colour, so it is
// kept through the game, its saves and its replays.

#include "ai/randomplayer.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincemarkeritem.h"
#include "game/play.h"
#include "gamefixture.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/playercolours.h"
#include "panels/playershapes.h"
#include "session/gamecontroller.h"

#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestPlayerShapes : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameScene *scene() { return m_window->scene(); }

    /**
     * A Classic game of `players` people on Europe, `actions` random legal moves into it (the
     * engine's), loaded as a saved game is.
     */
    bool loadPlayed(int players, int actions, quint64 seed)
    {
        const NewGameSetup setup = testing::peopleSetup(u"europe"_s, players, seed);
        auto game = newGame(m_catalog->load(u"europe"_s)->graph, setup.options);
        if (!game)
            return false;
        RandomPlayer player(seed);
        std::vector<Action> played;
        for (int step = 0; step < actions && !game->isOver(); ++step) {
            played.push_back(player.chooseAction(*game));
            if (applyInPlace(*game, played.back()))
                return false;
        }
        const LoadedGame loaded{SavedGame{setup.options, played, setup.toMetadata()}, *game};
        return m_window->controller()->loadGame(loaded);
    }

    /** The marker's row at full detail, painted on its own. */
    static QImage paintedAtFull(ProvinceMarkerItem *marker)
    {
        marker->setDetail(MarkerDetail::Full);
        const QRectF bounds = marker->boundingRect();
        QImage image(bounds.size().toSize() + QSize(2, 2), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.translate(-bounds.topLeft());
        QStyleOptionGraphicsItem option;
        marker->paint(&painter, &option, nullptr);
        return image;
    }

    /**
     * Where a row is drawn in anything but the chip's cream face: the holder's rim, the count,
     * the token's figure and its ink. Rows alike but for the holder differ there only by the
     * figure's silhouette (and the antialiased edges of the rim's colours).
     */
    static std::vector<bool> silhouette(const QImage &image)
    {
        const QColor cream(255, 250, 236); // ProvinceMarkerItem's chip face
        std::vector<bool> mask;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor pixel = image.pixelColor(x, y);
                const int apart = std::max({std::abs(pixel.red() - cream.red()),
                                            std::abs(pixel.green() - cream.green()),
                                            std::abs(pixel.blue() - cream.blue())});
                mask.push_back(pixel.alpha() > 200 && apart > 40);
            }
        }
        return mask;
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
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void everyTwoPlayersTokensDifferInShape()
    {
        QVERIFY(loadPlayed(6, 0, 4));
        const std::vector<SeatSetup> seats = m_window->controller()->seats();
        QCOMPARE(seats.size(), std::size_t(6));
        // The map as six players and the neutral pawns would hold it, ten pawns everywhere: the
        // rows are alike but for the holder.
        GameState shown = m_window->controller()->state();
        const auto land = shown.board->landAreas();
        std::map<int, AreaIndex> provinceOf; // a province of each holder (-1: neutral)
        for (std::size_t i = 0; i < land.size(); ++i) {
            const int holder = static_cast<int>(i % 7) - 1;
            shown.at(land[i]) = holder < 0 ? ProvinceState{Holder::Neutral, -1, 10, false}
                                           : ProvinceState{Holder::Active, holder, 10, false};
            provinceOf.emplace(holder, land[i]);
        }
        scene()->showState(shown, seats, {});
        QCOMPARE(provinceOf.size(), std::size_t(7));

        std::map<int, QImage> rows;
        for (const auto &[holder, area] : provinceOf) {
            ProvinceMarkerItem *marker = scene()->marker(area);
            QVERIFY(marker);
            const QColor colour =
                holder < 0 ? neutralPawnColour() : seats[static_cast<std::size_t>(holder)].colour;
            QCOMPARE(marker->marks().colour, colour);
            rows[holder] = paintedAtFull(marker);
        }
        // Two holders' rows, as silhouettes: the same silhouette would be the same token in
        // another colour.
        for (auto first = rows.begin(); first != rows.end(); ++first) {
            for (auto second = std::next(first); second != rows.end(); ++second) {
                QCOMPARE(first->second.size(), second->second.size());
                const std::vector<bool> a = silhouette(first->second);
                const std::vector<bool> b = silhouette(second->second);
                int differing = 0;
                for (std::size_t i = 0; i < a.size(); ++i)
                    differing += a[i] != b[i] ? 1 : 0;
                // Alike tokens in two colours: at most 18 pixels (antialiased edges); the
                // closest two shapes, the circle and the square: 39.
                QVERIFY2(differing >= 30,
                         qPrintable(u"holders %1 and %2: %3 pixels apart"_s.arg(first->first)
                                        .arg(second->first)
                                        .arg(differing)));
            }
        }
        std::set<PlayerShape> shapes;
        for (const SeatSetup &seat : seats)
            shapes.insert(playerShape(seat.colour));
        shapes.insert(playerShape(neutralPawnColour()));
        QCOMPARE(shapes.size(), std::size_t(7));
    }

    void fivePlayersKeepTheirShapesInAPlayedGame()
    {
        QVERIFY(loadPlayed(5, 260, 8));
        QTRY_VERIFY(m_window->mapView()->isDrawnAtRest());
        const GameState &state = m_window->controller()->state();
        const std::vector<SeatSetup> seats = m_window->controller()->seats();
        std::set<PlayerShape> onTheMap;
        for (AreaIndex area : state.board->landAreas()) {
            const ProvinceState &province = state.at(area);
            if (province.holder != Holder::Active && province.holder != Holder::Declining)
                continue;
            const ProvinceMarkerItem *marker = scene()->marker(area);
            QVERIFY(marker);
            const SeatSetup &seat = seats[static_cast<std::size_t>(province.player)];
            QCOMPARE(marker->marks().colour, seat.colour);
            onTheMap.insert(playerShape(marker->marks().colour));
        }
        QVERIFY2(onTheMap.size() >= 4, "most players hold provinces after 260 moves");
        testing::grabIfAsked(*m_window, u"shapes-5-players"_s);
    }
};

QTEST_MAIN(TestPlayerShapes)
#include "test_playershapes.moc"
