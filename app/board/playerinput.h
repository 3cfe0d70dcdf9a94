#pragma once

#include "queries/boardqueries.h"

#include <QObject>

#include <vector>

namespace vinci {

class CivilizationTrackPanel;
class GameController;
class GameMapView;
class TurnBar;

/**
 * Turns what the acting person does - clicks and drags on the map, the turn bar's buttons, the
 * track's Choose buttons - into actions for the GameController, and holds the switches that
 * change what a click means (Espionage, fort building). What is legal is the engine's call:
 * a refused action comes back as the controller's `rejected` message.
 */
class PlayerInput : public QObject
{
    Q_OBJECT

public:
    PlayerInput(GameController *controller, GameMapView *view, TurnBar *turnBar,
                CivilizationTrackPanel *track, QObject *parent = nullptr);

    const InteractionModes &modes() const { return m_modes; }
    /** Turns the switches off (a new step, a new game). */
    void resetModes();

signals:
    /** The switches changed: the map's hints and the guidance must be shown again. */
    void modesChanged();
    /** A click that means nothing now, with what to do instead (translated). */
    void hint(const QString &message);

private:
    void onAreaClicked(AreaIndex area, ClickKind click);
    void play(const std::vector<Action> &actions);
    QString idleClickHint() const;

    GameController *m_controller;
    InteractionModes m_modes;
};

} // namespace vinci
