// Any screen (#27): the game window drawn at the screen's device pixel ratio, so that it is crisp
// at the scale factors of high-density screens (ctest runs this at QT_SCALE_FACTOR 1.5 and 2, and
// at 1). The window, a game in progress on it, is rendered into a paint device of the screen's
// pixel ratio that records every picture drawn on it (TileArt's pawns and symbols, the track's
// and the players' cards, the map's art and tokens, the icons): none may be stretched, that is
// drawn over more device pixels than it has. A picture made at a ratio of 1 and drawn at 2 is.

#include "ai/randomplayer.h"
#include "app/gamefixture.h"
#include "board/gamemapview.h"
#include "game/play.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/playercolours.h"
#include "panels/playerspanel.h"
#include "panels/tileart.h"
#include "panels/turnbar.h"
#include "session/gamecontroller.h"

#include <QApplication>
#include <QMap>
#include <QPaintEngine>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** A picture drawn: its own pixels and the device pixels it was drawn over. */
struct DrawnPicture
{
    QSizeF pixels;
    QSizeF drawnOver;
    qreal ratio = 1;
    QString kind;

    /** Drawn over more device pixels than it has, by more than the rounding of a pixel. */
    bool isStretched() const
    {
        return drawnOver.width() > pixels.width() + 1.5 ||
               drawnOver.height() > pixels.height() + 1.5;
    }
};

/** A paint engine that draws nothing and keeps what pictures were drawn where. */
class PictureRecorder : public QPaintEngine
{
public:
    PictureRecorder()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {}

    std::vector<DrawnPicture> drawn;

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState &changed) override
    {
        if (changed.state() & QPaintEngine::DirtyTransform)
            m_transform = changed.transform();
    }
    void drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source) override
    {
        record(rect, source.size(), pixmap.devicePixelRatio(), u"pixmap"_s);
    }
    void drawImage(const QRectF &rect, const QImage &image, const QRectF &source,
                   Qt::ImageConversionFlags) override
    {
        record(rect, source.size(), image.devicePixelRatio(), u"image"_s);
    }
    void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    void drawTextItem(const QPointF &, const QTextItem &) override {}

private:
    void record(const QRectF &rect, QSizeF source, qreal ratio, const QString &kind)
    {
        // The painter's transform holds the device's pixel ratio (QPainter scales to it).
        const QRectF onDevice = m_transform.mapRect(rect);
        drawn.push_back({source, onDevice.size(), ratio, kind});
    }

    QTransform m_transform;
};

/** A device of `size` logical pixels at `ratio`, as a screen of that ratio is. */
class RecordingDevice : public QPaintDevice
{
public:
    RecordingDevice(QSize size, qreal ratio)
        : m_size(size)
        , m_ratio(ratio)
    {}

    QPaintEngine *paintEngine() const override { return &m_engine; }
    std::vector<DrawnPicture> &drawn() { return m_engine.drawn; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return m_size.width() * 254 / 960;
        case PdmHeightMM:
            return m_size.height() * 254 / 960;
        case PdmNumColors:
            return 0;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return static_cast<int>(m_ratio);
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(m_ratio * devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    qreal m_ratio;
    mutable PictureRecorder m_engine;
};

} // namespace

class TestPixelRatio : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;

    static qreal screenRatio() { return qApp->devicePixelRatio(); }

    /** The pictures `widget` draws, rendered at the screen's ratio. */
    static std::vector<DrawnPicture> picturesOf(QWidget *widget)
    {
        RecordingDevice device(widget->size(), screenRatio());
        widget->render(&device);
        return device.drawn();
    }

    /** A Europe game of four people in its third round, opened as a saved one is. */
    void startMidGame()
    {
        const NewGameSetup setup = testing::peopleSetup(u"europe"_s, 4, 5);
        auto game = newGame(m_catalog->load(u"europe"_s)->graph, setup.options);
        QVERIFY(game);
        RandomPlayer player(5);
        std::vector<Action> actions;
        while (!(game->round >= 3 && game->phase == Phase::Conquest)) {
            QVERIFY(!game->isOver());
            actions.push_back(player.chooseAction(*game));
            QVERIFY(!applyInPlace(*game, actions.back()));
        }
        const LoadedGame loaded{SavedGame{setup.options, actions, setup.toMetadata()}, *game};
        QVERIFY(m_window->controller()->loadGame(loaded));
        QTRY_VERIFY(m_window->mapView()->isDrawnAtRest());
    }

    static QString describe(const DrawnPicture &picture)
    {
        return u"a %1 of %2x%3 pixels (ratio %4) drawn over %5x%6 device pixels"_s.arg(picture.kind)
            .arg(picture.pixels.width())
            .arg(picture.pixels.height())
            .arg(picture.ratio)
            .arg(picture.drawnOver.width())
            .arg(picture.drawnOver.height());
    }

    /** No picture `widget` draws is stretched; returns how many it draws. */
    static int checkNoneStretched(QWidget *widget, const QString &what)
    {
        const std::vector<DrawnPicture> pictures = picturesOf(widget);
        QMap<QString, int> byRatio;
        for (const DrawnPicture &picture : pictures)
            ++byRatio[u"%1 at %2"_s.arg(picture.kind).arg(picture.ratio)];
        QStringList counts;
        for (auto it = byRatio.cbegin(); it != byRatio.cend(); ++it)
            counts << u"%1 %2"_s.arg(it.value()).arg(it.key());
        qInfo("%s: %s", qPrintable(what), qPrintable(counts.join(u", "_s)));
        for (const DrawnPicture &picture : pictures) {
            if (picture.isStretched()) {
                QTest::qFail(qPrintable(what + u": "_s + describe(picture)), __FILE__, __LINE__);
                return -1;
            }
        }
        return static_cast<int>(pictures.size());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
        qInfo("screen's device pixel ratio: %g", screenRatio());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    /** The recorder sees a stretched picture: one made at a ratio of 1, drawn at 2. */
    void aStretchedPictureIsSeen()
    {
        QPixmap lowResolution(20, 20);
        lowResolution.fill(Qt::red);
        RecordingDevice device({100, 100}, 2);
        {
            QPainter painter(&device);
            painter.drawPixmap(QPointF(10, 10), lowResolution);
            painter.drawPixmap(QPointF(40, 40), TileArt::pawn(playerColour(0), 20, false, 2));
        }
        QCOMPARE(device.drawn().size(), std::size_t(2));
        QVERIFY2(device.drawn()[0].isStretched(), qPrintable(describe(device.drawn()[0])));
        QVERIFY2(!device.drawn()[1].isStretched(), qPrintable(describe(device.drawn()[1])));
    }

    /**
     * A game in progress: the turn bar, the track's cards, the players' cards, the log and the
     * map (its art, its tokens, its names) draw every picture at the screen's pixel ratio.
     */
    void theGameWindowIsDrawnAtTheScreensRatio()
    {
        startMidGame();
        QCOMPARE(m_window->devicePixelRatio(), screenRatio());
        QVERIFY(checkNoneStretched(m_window->turnBar(), u"the turn bar"_s) >= 0);
        QVERIFY(checkNoneStretched(m_window->civilizationPanel(), u"the track"_s) > 0);
        QVERIFY(checkNoneStretched(m_window->playersPanel(), u"the players' cards"_s) > 0);
        QVERIFY(checkNoneStretched(m_window->mapView()->viewport(), u"the map"_s) > 0);
        QVERIFY(checkNoneStretched(m_window.get(), u"the window"_s) > 0);
        testing::grabIfAsked(*m_window, u"window-scale-%1"_s.arg(screenRatio()));
    }
};

QTEST_MAIN(TestPixelRatio)
#include "test_pixelratio.moc"
