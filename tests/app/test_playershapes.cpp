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

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
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

    /** The marker's row at `detail`, painted on its own. */
    static QImage paintedAt(ProvinceMarkerItem *marker, MarkerDetail detail)
    {
        marker->setDetail(detail);
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
     * Where a row is drawn, seen in grey, in anything but the chip's cream face: the holder's
     * rim, the count, the token's figure and its ink. Rows alike but for the holder differ there
     * only by the figure's silhouette (and the antialiased edges of the colours); the same
     * silhouette would be the same token in another colour, which a person who sees no colour
     * could not tell apart.
     */
    static std::vector<bool> silhouette(const QImage &image)
    {
        const int cream = qGray(QColor(255, 250, 236).rgb()); // ProvinceMarkerItem's chip face
        std::vector<bool> mask;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QRgb pixel = image.pixel(x, y);
                mask.push_back(qAlpha(pixel) > 200 && std::abs(qGray(pixel) - cream) > 8);
            }
        }
        return mask;
    }

    /** `image` centred on a transparent canvas of `size`. */
    static QImage centredIn(const QImage &image, QSize size)
    {
        QImage canvas(size, QImage::Format_ARGB32_Premultiplied);
        canvas.fill(Qt::transparent);
        QPainter painter(&canvas);
        painter.drawImage((size.width() - image.width()) / 2, (size.height() - image.height()) / 2,
                          image);
        return canvas;
    }

    /**
     * How many pixels two rows' silhouettes differ by, centred on each other, and how many the
     * one with fewer has.
     */
    static std::pair<int, int> silhouettesApart(const QImage &first, const QImage &second)
    {
        const QSize size = first.size().expandedTo(second.size());
        const std::vector<bool> a = silhouette(centredIn(first, size));
        const std::vector<bool> b = silhouette(centredIn(second, size));
        int differing = 0;
        int drawnA = 0;
        int drawnB = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            differing += a[i] != b[i] ? 1 : 0;
            drawnA += a[i] ? 1 : 0;
            drawnB += b[i] ? 1 : 0;
        }
        return {differing, std::min(drawnA, drawnB)};
    }

    /** The rows side by side in grey, 4 times their size, to look at (VINCI_GRAB_DIR). */
    static void saveInGreyIfAsked(const std::map<int, QImage> &rows, const QString &name)
    {
        const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR");
        if (dir.isEmpty())
            return;
        QImage strip(rows.size() * 40, 40, QImage::Format_ARGB32_Premultiplied);
        strip.fill(QColor(140, 170, 110)); // about the map's land
        QPainter painter(&strip);
        int x = 0;
        for (const auto &[holder, row] : rows) {
            painter.drawImage(x + (40 - row.width()) / 2, (40 - row.height()) / 2, row);
            x += 40;
        }
        painter.end();
        strip.convertToFormat(QImage::Format_Grayscale8)
            .scaled(strip.size() * 4)
            .save(QDir(dir).filePath(name + u".png"_s));
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

        // At every level that draws the holder's pawns: at the fit zoom of a small window most
        // provinces show the two smallest.
        for (const MarkerDetail detail :
             {MarkerDetail::Full, MarkerDetail::Count, MarkerDetail::Minimal}) {
            std::map<int, QImage> rows;
            for (const auto &[holder, area] : provinceOf) {
                ProvinceMarkerItem *marker = scene()->marker(area);
                QVERIFY(marker);
                const QColor colour = holder < 0 ? neutralPawnColour()
                                                 : seats[static_cast<std::size_t>(holder)].colour;
                QCOMPARE(marker->marks().colour, colour);
                rows[holder] = paintedAt(marker, detail);
            }
            saveInGreyIfAsked(rows, u"shapes-level-%1"_s.arg(static_cast<int>(detail)));
            // What alike tokens in two colours differ by, their antialiased edges: the first
            // player's token again in a colour of no player's (drawn as a circle, its shape).
            ProvinceMarkerItem *first = scene()->marker(provinceOf.at(0));
            const ProvinceMarks own = first->marks();
            ProvinceMarks recoloured = own;
            recoloured.colour = QColor(128, 128, 128);
            QCOMPARE(playerShape(recoloured.colour), playerShape(own.colour));
            first->setMarks(recoloured);
            const int alike = silhouettesApart(rows.at(0), paintedAt(first, detail)).first;
            first->setMarks(own);
            int closest = std::numeric_limits<int>::max();
            for (auto a = rows.begin(); a != rows.end(); ++a) {
                for (auto b = std::next(a); b != rows.end(); ++b) {
                    const int differing = silhouettesApart(a->second, b->second).first;
                    closest = std::min(closest, differing);
                    // Two shapes differ by twice what two colours do, and by a dozen pixels.
                    QVERIFY2(differing >= std::max(2 * alike, 12),
                             qPrintable(u"level %1, holders %2 and %3: %4 pixels apart in grey "
                                        "(alike tokens: %5)"_s.arg(static_cast<int>(detail))
                                            .arg(a->first)
                                            .arg(b->first)
                                            .arg(differing)
                                            .arg(alike)));
                }
            }
            qInfo("level %d: the closest two holders' tokens %d pixels apart in grey, alike "
                  "tokens in two colours %d",
                  static_cast<int>(detail), closest, alike);
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
