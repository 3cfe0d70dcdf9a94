// Players told apart by more than a colour, and by a colour any eye can tell: the six players'
// colours and the neutral pawns' brown, and the map's terrain colours, as a viewer with each
// dichromacy sees them (Machado et al. 2009, CIE76 ΔE; tests/app/colourvision.h). The report it
// prints is the one resources/README.md quotes (issue #27, "Any eyes").
#include "colourvision.h"
#include "map/terrain.h"
#include "mapsymbols.h"
#include "panels/playercolours.h"

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
