#include "panels/playercolours.h"

#include <QCoreApplication>

#include <array>

namespace vinci {

namespace {

struct PlayerColourNames
{
    Q_DECLARE_TR_FUNCTIONS(PlayerColour)
};

struct NamedColour
{
    QRgb rgb;
    const char *name;
};

// resources/README.md, "Players": the Okabe-Ito palette without sky blue (too close to the
// map's coasts) and black (the outlines' ink).
constexpr std::array<NamedColour, playerColourCount> colours{{
    {0xD55E00, QT_TRANSLATE_NOOP("PlayerColour", "Vermillion")},
    {0x0072B2, QT_TRANSLATE_NOOP("PlayerColour", "Blue")},
    {0x009E73, QT_TRANSLATE_NOOP("PlayerColour", "Bluish green")},
    {0xE69F00, QT_TRANSLATE_NOOP("PlayerColour", "Orange")},
    {0xCC79A7, QT_TRANSLATE_NOOP("PlayerColour", "Reddish purple")},
    {0xF0E442, QT_TRANSLATE_NOOP("PlayerColour", "Yellow")},
}};

bool inRange(int index)
{
    return index >= 0 && index < playerColourCount;
}

} // namespace

QColor playerColour(int index)
{
    return inRange(index) ? QColor(colours[static_cast<std::size_t>(index)].rgb)
                          : neutralPawnColour();
}

QString playerColourName(int index)
{
    return inRange(index) ? PlayerColourNames::tr(colours[static_cast<std::size_t>(index)].name)
                          : QString();
}

int playerColourIndex(const QColor &colour)
{
    for (int i = 0; i < playerColourCount; ++i) {
        if (playerColour(i).rgb() == colour.rgb())
            return i;
    }
    return -1;
}

QColor neutralPawnColour()
{
    return QColor(0x6F4726);
}

QColor textColourOn(const QColor &background)
{
    // Relative luminance (sRGB weights, good enough for choosing between black and white).
    const double luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.55 ? QColor(0x2A1C12) : QColor(Qt::white);
}

} // namespace vinci
