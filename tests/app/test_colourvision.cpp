// Players told apart by more than a colour, and by a colour any eye can tell: the six players'
// colours and the neutral pawns' brown, and the map's terrain colours, as a viewer with each
// dichromacy sees them (Machado et al. 2009, CIE76 ΔE; tests/app/colourvision.h). The report it
// prints is the one resources/README.md quotes (issue #27, "Any eyes").
#include "board/provinceitem.h"
#include "colourvision.h"
#include "map/terrain.h"
#include "mapsymbols.h"
#include "panels/playercard.h"
#include "panels/playercolours.h"

#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTest>

#include <limits>
#include <vector>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/**
 * The least ΔE between two players' colours. The Okabe–Ito palette's closest pairs sit at 17
 * (orange–yellow with deuteranopia, blue–bluish green with tritanopia); the classic confusion of
 * a red and a green with deuteranopia is 12, and ColorBrewer's Set1 blue and purple 10–11.5 with
 * the red-green dichromacies: 15 lets a palette as good as Okabe–Ito's through and stops the
 * pairs people are known to confuse. The pawns are small (a token's pawn is 12–20 pixels), so
 * the palette's margin matters more than on a chart.
 */
constexpr double playerThreshold = 15;
/**
 * Terrains are large areas and the ones players confuse carry patterns and symbols too (forest's
 * trees, mountain's peaks, river's ripples): 10 between any two.
 */
constexpr double terrainThreshold = 10;

constexpr std::array<ColourVision, 4> visions{ColourVision::Normal, ColourVision::Protanopia,
                                              ColourVision::Deuteranopia, ColourVision::Tritanopia};

struct Swatch
{
    QString name;
    QColor colour;
};

struct Closest
{
    double difference = std::numeric_limits<double>::infinity();
    QString first;
    QString second;
};

Closest closestPair(const std::vector<Swatch> &swatches, ColourVision vision)
{
    Closest closest;
    for (std::size_t i = 0; i < swatches.size(); ++i) {
        for (std::size_t j = i + 1; j < swatches.size(); ++j) {
            const double difference =
                colourDifference(swatches[i].colour, swatches[j].colour, vision);
            if (difference < closest.difference)
                closest = {difference, swatches[i].name, swatches[j].name};
        }
    }
    return closest;
}

std::vector<Swatch> pawnColours()
{
    std::vector<Swatch> swatches;
    swatches.reserve(playerColourCount + 1);
    for (int i = 0; i < playerColourCount; ++i)
        swatches.push_back({playerColourName(i), playerColour(i)});
    swatches.push_back({u"neutral pawns"_s, neutralPawnColour()});
    return swatches;
}

std::vector<Swatch> terrainColours()
{
    std::vector<Swatch> swatches;
    for (int i = 0; i < terrainCount; ++i) {
        const auto terrain = static_cast<Terrain>(i);
        // "...represent controllable seas ... have the same defence and rules as the rivers"
        // (docs/rules-decisions.md): drawn in a blue near the rivers' on purpose (ΔE 8).
        if (terrain != Terrain::ControllableSea)
            swatches.push_back({terrainName(terrain), terrainColor(terrain)});
    }
    swatches.push_back({u"sea zone"_s, seaZoneColor()});
    return swatches;
}

/** The side of the square province drawn, in pixels at zoom 1. */
constexpr int provincePixels = 80;
/** The margin around it. */
constexpr int marginPixels = 10;

/**
 * A square province of `terrain` at zoom 1 as the game draws it, held by `seat` (its colour and
 * pattern; -1: by nobody, as a neutral or empty province is drawn), in CIELAB lightness.
 */
std::vector<double> provinceLightness(const QColor &terrain, int seat, bool declining)
{
    ProvinceOutlines::Entry entry;
    entry.id = u"square"_s;
    entry.outline.addRect(0, 0, provincePixels, provincePixels);
    // The band's own width as on a map seen whole: under its least width on screen.
    ProvinceItem item(0, entry, 1);
    item.setTerrainFill(terrain);
    if (seat >= 0)
        item.setHolder(playerColour(seat), seat, declining);
    const int side = provincePixels + 2 * marginPixels;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(terrain);
    QPainter painter(&image);
    painter.translate(marginPixels, marginPixels);
    const QStyleOptionGraphicsItem option;
    item.paint(&painter, &option, nullptr);
    painter.end();
    std::vector<double> lightness;
    lightness.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x)
            lightness.push_back(seenAs(image.pixelColor(x, y), ColourVision::Normal).l);
    }
    return lightness;
}

/** The pixels of the strip inside the province's border where its holder's marks lie. */
bool inHoldersStrip(int x, int y)
{
    const int inside =
        std::min({x - marginPixels, y - marginPixels, marginPixels + provincePixels - 1 - x,
                  marginPixels + provincePixels - 1 - y});
    return inside >= 0 &&
           inside < static_cast<int>(ProvinceItem::bandPixels + ProvinceItem::patternPixels);
}

} // namespace

class TestColourVision : public QObject
{
    Q_OBJECT

private slots:
    /** The model gives the figures published with the palette (resources/README.md). */
    void theSimulationMatchesThePalettesFigures()
    {
        QCOMPARE(qRound(colourDifference(QColor(0xE69F00), QColor(0xF0E442),
                                         ColourVision::Deuteranopia) *
                        10),
                 170);
        QCOMPARE(
            qRound(colourDifference(QColor(0x0072B2), QColor(0x009E73), ColourVision::Tritanopia) *
                   10),
            170);
        // A grey is seen as itself with every dichromacy.
        for (const ColourVision vision : visions)
            QVERIFY(colourDifference(QColor(0x808080), QColor(0x808080), vision) < 0.5);
    }

    /** The pairs people confuse fall below the threshold: the check can fail. */
    void knownConfusionsFallBelowTheThreshold()
    {
        QVERIFY(colourDifference(QColor(0xFF0000), QColor(0x00A000), ColourVision::Deuteranopia) <
                playerThreshold);
        QVERIFY(colourDifference(QColor(0x377EB8), QColor(0x984EA3), ColourVision::Protanopia) <
                playerThreshold);
        QVERIFY(colourDifference(QColor(0x377EB8), QColor(0x984EA3), ColourVision::Deuteranopia) <
                playerThreshold);
    }

    /** Every two players' pawns, and each against the neutral pawns, with any eyes. */
    void everyTwoPlayersStayApart() { checkApart(u"players"_s, pawnColours(), playerThreshold); }

    void everyTwoTerrainsStayApart()
    {
        checkApart(u"terrains"_s, terrainColours(), terrainThreshold);
    }

    /**
     * A held province stands out from a neutral one in grey, whoever holds it and whatever its
     * terrain (the walk in grey at 1024x768 saw owned and neutral provinces alike): along the
     * strip inside its border where the band and the holder's patterned line lie, the
     * lightness L* (all a grey picture keeps) differs from the same province unheld by
     * heldLightnessStep on average. A step of ΔL* 15 is the least two players' pawns may
     * differ by (ΔE, above); a held province's mark is a line, not a pawn, so its average
     * over the strip must reach that step. With the band in colour only (s39) the blue
     * player's on a river, a forest or a controllable sea differed by ΔL* 3.3 to 3.8; with the
     * patterned line in ink alone, the bluish green player's dotted one on a river by 11.2.
     */
    void heldProvinceStandsOutInGrey()
    {
        constexpr double heldLightnessStep = playerThreshold;
        const int side = provincePixels + 2 * marginPixels;
        for (const bool declining : {false, true}) {
            double least = std::numeric_limits<double>::infinity();
            QString where;
            for (int t = 0; t < terrainCount; ++t) {
                const auto terrain = static_cast<Terrain>(t);
                const QColor ground = terrainColor(terrain);
                const std::vector<double> unheld = provinceLightness(ground, -1, false);
                for (int seat = 0; seat < playerColourCount; ++seat) {
                    const std::vector<double> held = provinceLightness(ground, seat, declining);
                    double sum = 0;
                    int count = 0;
                    for (int y = 0; y < side; ++y) {
                        for (int x = 0; x < side; ++x) {
                            if (!inHoldersStrip(x, y))
                                continue;
                            const std::size_t i =
                                static_cast<std::size_t>(y) * static_cast<std::size_t>(side) +
                                static_cast<std::size_t>(x);
                            sum += std::abs(held[i] - unheld[i]);
                            ++count;
                        }
                    }
                    const double step = sum / count;
                    if (step < least) {
                        least = step;
                        where = u"%1 on %2"_s.arg(playerColourName(seat), terrainName(terrain));
                    }
                }
            }
            qInfo("held (%s) against unheld in grey: the least step ΔL* %.1f (%s)",
                  declining ? "declining" : "active", least, qPrintable(where));
            QVERIFY2(least >= heldLightnessStep,
                     qPrintable(u"%1: ΔL* %2"_s.arg(where).arg(least, 0, 'f', 1)));
        }
    }

    /**
     * The players' cards are the legend of the lines along the provinces: each card carries its
     * seat's line down its edge. Two cards alike in all but the seat, in grey, differ there;
     * every two seats' do, the six of them.
     */
    void cardsCarryTheirSeatsLine()
    {
        const auto edge = [](int seat) {
            PlayerCard card;
            PlayerView view;
            view.index = seat;
            view.name = u"Ada"_s;
            view.colour = playerColour(0);
            card.setView(view);
            card.resize(card.sizeHint());
            QImage image(card.size(), QImage::Format_RGB32);
            card.render(&image);
            // The card's left edge, where its colour is.
            return image.copy(0, 0, 12, image.height()).convertToFormat(QImage::Format_Grayscale8);
        };
        std::vector<QImage> edges;
        edges.reserve(playerColourCount);
        for (int seat = 0; seat < playerColourCount; ++seat)
            edges.push_back(edge(seat));
        for (std::size_t i = 0; i < edges.size(); ++i) {
            for (std::size_t j = i + 1; j < edges.size(); ++j) {
                int differing = 0;
                for (int y = 0; y < edges[i].height(); ++y) {
                    for (int x = 0; x < edges[i].width(); ++x)
                        differing += std::abs(qGray(edges[i].pixel(x, y)) -
                                              qGray(edges[j].pixel(x, y))) > 40;
                }
                QVERIFY2(
                    differing >= 20,
                    qPrintable(u"seats %1 and %2: %3 pixels differ"_s.arg(i + 1).arg(j + 1).arg(
                        differing)));
            }
        }
    }

private:
    /** Reports each vision's closest pair of `swatches`, and fails under `threshold`. */
    static void checkApart(const QString &what, const std::vector<Swatch> &swatches,
                           double threshold)
    {
        for (const ColourVision vision : visions) {
            const Closest closest = closestPair(swatches, vision);
            qInfo("%s, %s: closest %s and %s, ΔE %.1f", qPrintable(what),
                  qPrintable(colourVisionName(vision)), qPrintable(closest.first),
                  qPrintable(closest.second), closest.difference);
            QVERIFY2(closest.difference >= threshold,
                     qPrintable(u"%1 and %2 with %3: ΔE %4"_s
                                    .arg(closest.first, closest.second, colourVisionName(vision))
                                    .arg(closest.difference, 0, 'f', 1)));
        }
    }
};

QTEST_MAIN(TestColourVision)
#include "test_colourvision.moc"
