#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace vinci {

/** The controller name of a seat played by a person at the computer (hot seat). */
inline constexpr char16_t humanController[] = u"human";

/**
 * One seat at the table as the window knows it: who sits there, the colour of their pawns and
 * who plays it ("human", or an AI kind's factory name). The engine knows seats by number only;
 * this is the program's own data and goes into SavedGame::metadata.
 */
struct Seat
{
    QString name;
    QColor colour;
    QString controller = QString::fromUtf16(humanController);

    bool isHuman() const { return controller == QStringView(humanController); }
    bool operator==(const Seat &) const = default;
};

/**
 * The six colour-blind-safe player colours (Okabe-Ito, resources/README.md), in seat order, and
 * the neutral brown. Colour is never the only cue: the window names the player next to it.
 */
class PlayerPalette
{
    Q_DECLARE_TR_FUNCTIONS(PlayerPalette)

public:
    static constexpr int size = 6;
    /** The colour of palette entry `index` (0-5). */
    static QColor colour(int index);
    /** The colour's name for players ("Vermillion"), translated. */
    static QString colourName(int index);
    /** The palette index of a colour, or -1. */
    static int indexOf(const QColor &colour);
    /** The indigenous (neutral) pawns' brown. */
    static QColor neutral();
    /** Ink for outlines and text on light backgrounds. */
    static QColor ink();
    /** A readable text colour on a background of `colour` (ink or white). */
    static QColor textOn(const QColor &colour);
};

/** Seats "Player 1".."Player n", all human, in palette order. */
std::vector<Seat> defaultSeats(int count);

/** The seats as save-file metadata: {"seats":[{"name","colour","controller"}...]}. */
QJsonObject seatsToMetadata(const std::vector<Seat> &seats);

/**
 * The seats from save-file metadata for a game of `count` players. Missing or unusable entries
 * (an old or hand-edited file) fall back to the default seat, so a save without metadata still
 * opens; `warning` says what was replaced (translated), empty when nothing was.
 */
std::vector<Seat> seatsFromMetadata(const QJsonObject &metadata, int count,
                                    QString *warning = nullptr);

} // namespace vinci
