#pragma once

#include "queries/trackqueries.h"
#include "rules/civilizationtiles.h"
#include "rules/ruleset.h"

#include <QAbstractButton>
#include <QColor>

namespace vinci {

/** What one place I-VI of the civilization track shows. */
struct TrackSlotView
{
    int slot = 0; ///< 0 = civilization I
    CivilizationTiles tiles;
    int coins = 0;
    int pawns = 0;                        ///< pawns the acting player would receive
    CivilizationPawnParts pawnParts;      ///< `pawns` from the tiles and the player count
    int scoreChange = 0;                  ///< coins collected minus the price
    QString refusal;                      ///< why it cannot be chosen now; empty when it can
    QColor pawnColour;                    ///< the chooser's colour
    RuleSetId rules = RuleSetId::Classic; ///< names and words the tiles (Online 2013: Legions)
    bool pending = false;                 ///< clicked, waiting to be taken (TurnBar's Take it)
};

/** One place of the civilization track: a painted, clickable card (see TrackSlotView). */
class TrackSlotButton : public QAbstractButton
{
    Q_OBJECT

public:
    explicit TrackSlotButton(QWidget *parent = nullptr);

    void setView(const TrackSlotView &view);
    const TrackSlotView &view() const { return m_view; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /** The Roman numeral of a place: "I" .. "VI". */
    static QString romanNumeral(int slot);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect tileRect(int index) const;
    QString tileToolTip(int index) const;
    QString cardToolTip() const;
    void updateAccessibleText();

    TrackSlotView m_view;
};

} // namespace vinci
