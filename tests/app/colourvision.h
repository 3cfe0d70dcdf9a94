// Colour-vision deficiencies simulated on sRGB colours, and the difference a viewer sees between
// two colours: the measure behind the players' palette (resources/README.md, "Players") and its
// check, test_colourvision.
#pragma once

#include <QColor>
#include <QString>

#include <algorithm>
#include <array>
#include <cmath>

namespace vinci::testing {

enum class ColourVision
{
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia
};

inline QString colourVisionName(ColourVision vision)
{
    switch (vision) {
    case ColourVision::Normal:
        return QStringLiteral("normal vision");
    case ColourVision::Protanopia:
        return QStringLiteral("protanopia");
    case ColourVision::Deuteranopia:
        return QStringLiteral("deuteranopia");
    case ColourVision::Tritanopia:
        return QStringLiteral("tritanopia");
    }
    return {};
}

/** A colour in CIELAB (D65 white). */
struct Lab
{
    double l = 0;
    double a = 0;
    double b = 0;
};

namespace detail {

using Matrix = std::array<std::array<double, 3>, 3>;

/**
 * Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision
 * Deficiency" (IEEE TVCG 2009), severity 1.0: the dichromacies, applied to linear RGB.
 */
inline const Matrix &machado(ColourVision vision)
{
    static const Matrix identity{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    static const Matrix protanopia{{{0.152286, 1.052583, -0.204868},
                                    {0.114503, 0.786281, 0.099216},
                                    {-0.003882, -0.048116, 1.051998}}};
    static const Matrix deuteranopia{{{0.367322, 0.860646, -0.227968},
                                      {0.280085, 0.672501, 0.047413},
                                      {-0.011820, 0.042940, 0.968881}}};
    static const Matrix tritanopia{{{1.255528, -0.076749, -0.178779},
                                    {-0.078411, 0.930809, 0.147602},
                                    {0.004733, 0.691367, 0.303900}}};
    switch (vision) {
    case ColourVision::Protanopia:
        return protanopia;
    case ColourVision::Deuteranopia:
        return deuteranopia;
    case ColourVision::Tritanopia:
        return tritanopia;
    case ColourVision::Normal:
        break;
    }
    return identity;
}

inline double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

inline double labF(double t)
{
    return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0;
}

} // namespace detail

/** How `colour` looks with `vision`, in CIELAB. */
inline Lab seenAs(const QColor &colour, ColourVision vision)
{
    const std::array<double, 3> rgb{detail::linear(colour.redF()), detail::linear(colour.greenF()),
                                    detail::linear(colour.blueF())};
    const detail::Matrix &m = detail::machado(vision);
    std::array<double, 3> seen{};
    for (std::size_t i = 0; i < 3; ++i)
        seen[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    // Linear sRGB to XYZ (D65), then to CIELAB.
    const double x = 0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2];
    const double y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2];
    const double z = 0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2];
    const double fx = detail::labF(x / 0.95047);
    const double fy = detail::labF(y);
    const double fz = detail::labF(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

/** CIE76 ΔE between two colours as a viewer with `vision` sees them. */
inline double colourDifference(const QColor &first, const QColor &second, ColourVision vision)
{
    const Lab a = seenAs(first, vision);
    const Lab b = seenAs(second, vision);
    return std::hypot(a.l - b.l, a.a - b.a, a.b - b.b);
}

} // namespace vinci::testing
