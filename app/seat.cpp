#include "seat.h"

#include <QJsonArray>

#include <array>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

struct PaletteEntry
{
    QRgb rgb;
    const char *name;
};

// Okabe & Ito, "Color Universal Design" (2008), as chosen in resources/README.md.
constexpr std::array<PaletteEntry, PlayerPalette::size> palette{{
    {0xD55E00, QT_TRANSLATE_NOOP("PlayerPalette", "Vermillion")},
    {0x0072B2, QT_TRANSLATE_NOOP("PlayerPalette", "Blue")},
    {0x009E73, QT_TRANSLATE_NOOP("PlayerPalette", "Bluish green")},
    {0xE69F00, QT_TRANSLATE_NOOP("PlayerPalette", "Orange")},
    {0xCC79A7, QT_TRANSLATE_NOOP("PlayerPalette", "Reddish purple")},
    {0xF0E442, QT_TRANSLATE_NOOP("PlayerPalette", "Yellow")},
}};

} // namespace

QColor PlayerPalette::colour(int index)
{
    return QColor::fromRgb(palette[static_cast<std::size_t>(qBound(0, index, size - 1))].rgb);
}

QString PlayerPalette::colourName(int index)
{
    if (index < 0 || index >= size)
        return tr("Custom colour");
    return tr(palette[static_cast<std::size_t>(index)].name);
}

int PlayerPalette::indexOf(const QColor &colour)
{
    for (int i = 0; i < size; ++i) {
        if (colour.rgb() == (palette[static_cast<std::size_t>(i)].rgb | 0xFF000000))
            return i;
    }
    return -1;
}

QColor PlayerPalette::neutral()
{
    return QColor(0x6F, 0x47, 0x26);
}

QColor PlayerPalette::ink()
{
    return QColor(0x2A, 0x1C, 0x12);
}

QColor PlayerPalette::textOn(const QColor &colour)
{
    // Relative luminance (sRGB approximation): the yellow and orange seats need dark text.
    const qreal luminance =
        0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF();
    return luminance > 0.55 ? ink() : QColor(Qt::white);
}

std::vector<Seat> defaultSeats(int count)
{
    std::vector<Seat> seats;
    for (int i = 0; i < count; ++i) {
        seats.push_back({QCoreApplication::translate("Seat", "Player %1").arg(i + 1),
                         PlayerPalette::colour(i % PlayerPalette::size),
                         QString::fromUtf16(humanController)});
    }
    return seats;
}

QJsonObject seatsToMetadata(const std::vector<Seat> &seats)
{
    QJsonArray list;
    for (const Seat &seat : seats) {
        list.append(QJsonObject{{u"name"_s, seat.name},
                                {u"colour"_s, seat.colour.name()},
                                {u"controller"_s, seat.controller}});
    }
    return QJsonObject{{u"seats"_s, list}};
}

std::vector<Seat> seatsFromMetadata(const QJsonObject &metadata, int count, QString *warning)
{
    std::vector<Seat> seats = defaultSeats(count);
    const QJsonArray list = metadata.value(u"seats"_s).toArray();
    int replaced = 0;
    for (int i = 0; i < count; ++i) {
        const QJsonObject entry = list.at(i).toObject();
        const QString name = entry.value(u"name"_s).toString().trimmed();
        const QColor colour = QColor::fromString(entry.value(u"colour"_s).toString());
        const QString controller = entry.value(u"controller"_s).toString();
        if (name.isEmpty() || !colour.isValid() || controller.isEmpty()) {
            ++replaced;
            continue;
        }
        auto &seat = seats[static_cast<std::size_t>(i)];
        seat.name = name.left(40);
        seat.colour = colour;
        seat.controller = controller;
    }
    if (warning) {
        *warning =
            replaced == 0
                ? QString()
                : QCoreApplication::translate("Seat",
                                              "The file does not name %n seat(s); default names, "
                                              "colours and human players are used for them.",
                                              nullptr, replaced);
    }
    return seats;
}

} // namespace vinci
