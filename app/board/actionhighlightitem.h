#pragma once

#include "replay/replaymodel.h"

#include <QColor>
#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <vector>

namespace vinci {

class GameScene;

/**
 * What one action did, drawn over the map (the replay viewer's current action; the catch-up of
 * missed turns will show each conquest with it): the conquered province ringed and washed in the
 * actor's colour with the defender's pawns lost there on a badge in the defender's colour ("−2"),
 * the provinces pawns came from ringed in dashes with arrows to where they went, the provinces
 * where pawns were placed or redeployed ringed thin, and a cross on each province emptied (a
 * declining empire cleared, a province lost). Outlines are cosmetic and the marks drawn in
 * device pixels, so all keep their size at every zoom; the item takes no clicks.
 */
class ActionHighlightItem : public QGraphicsItem
{
public:
    ActionHighlightItem();

    /**
     * Shows `highlight` on `scene`'s provinces, each player in their colour (`colours`, by
     * player index); an empty highlight shows nothing.
     */
    void show(const ActionHighlight &highlight, const GameScene &scene,
              const std::vector<QColor> &colours);
    /** Shows nothing. */
    void clear();

    /** What is shown, for tests: the areas as show() was given them. */
    const ActionHighlight &shown() const { return m_shown; }
    bool isEmpty() const
    {
        return m_conquered.isEmpty() && m_to.isEmpty() && m_from.isEmpty() && m_lostAt.empty();
    }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ActionHighlight m_shown;
    QColor m_colour;         ///< the actor's
    QColor m_defenderColour; ///< the defender's, for the badge of pawns lost
    QPointF m_lossAt;        ///< where that badge goes (the conquered province's middle)
    QPainterPath m_conquered;
    QPainterPath m_to;   ///< placed or redeployed, besides the conquered province
    QPainterPath m_from; ///< where pawns were taken up
    std::vector<QLineF> m_arrows;
    std::vector<QPointF> m_lostAt;
    QRectF m_bounds;
};

} // namespace vinci
