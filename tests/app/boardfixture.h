#pragma once

// Shared by the tests of the board's tokens and names: where a row is drawn, a game brought to
// its first conquest.

#include "game/play.h"
#include "session/gamecontroller.h"

#include <QGraphicsItem>
#include <QGraphicsView>
#include <QRectF>
#include <QStringList>

namespace vinci::testing {

/**
 * Where `item` is drawn in `view`, in scene units: for an item that keeps its size on screen (a
 * province's row of tokens, ItemIgnoresTransformations), its box as the view shows it.
 */
inline QRectF drawnInScene(const QGraphicsItem &item, const QGraphicsView &view)
{
    const QTransform toView = view.viewportTransform();
    const QRectF pixels = item.deviceTransform(toView).mapRect(item.boundingRect());
    return toView.inverted().mapRect(pixels);
}

/**
 * Plays a new game's first steps (a civilization taken from the track, Expand) until a player
 * conquers: the first turn's start province, every target highlighted with its cost.
 */
inline bool playToFirstConquest(GameController &controller)
{
    for (int step = 0; step < 8 && controller.state().phase != Phase::Conquest; ++step) {
        const Action action =
            controller.state().phase == Phase::TurnStart ? Action::expand() : Action::choose(0);
        if (controller.play(action))
            return false;
    }
    return controller.state().phase == Phase::Conquest;
}

/** Every shortfall of a check at once, each kind counted and named ("3 tokens over names: ..."). */
struct Faults
{
    QStringList lines;

    void add(const QString &what, const QStringList &which)
    {
        if (!which.isEmpty())
            lines << QStringLiteral("%1 %2: %3")
                         .arg(which.size())
                         .arg(what, which.join(QStringLiteral(", ")));
    }
    bool isEmpty() const { return lines.isEmpty(); }
    QString text() const { return lines.join(QStringLiteral("; ")); }
};

} // namespace vinci::testing
