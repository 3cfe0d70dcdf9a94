#pragma once

#include "queries/trackqueries.h"
#include "rules/civilizationtiles.h"
#include "rules/ruleset.h"

#include <QAbstractButton>
#include <QColor>

#include <vector>

namespace vinci {

class PartsFlow;
struct PaintedText;

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

/**
 * One place of the civilization track: a painted, clickable card (see TrackSlotView). It is
 * never narrower than its texts need in the language of the moment: every tile's name on at
 * most two lines, the pawns and the widest price beside them; a name wraps before the card
 * would cut it, and the card grows taller for it (height for width).
 */
class TrackSlotButton : public QAbstractButton
{
    Q_OBJECT

public:
    explicit TrackSlotButton(QWidget *parent = nullptr);

    void setView(const TrackSlotView &view);
    const TrackSlotView &view() const { return m_view; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

    /** The texts the card draws at its present size (tests measure them). */
    std::vector<PaintedText> texts() const;

    /** The Roman numeral of a place: "I" .. "VI". */
    static QString romanNumeral(int slot);

protected:
    void paintEvent(QPaintEvent *event) override;
    /** Enter picks the card, as Space does; once picked, Enter is the turn bar's "Take it". */
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    QFont nameFont() const;
    /** A line of a name, all of its height (lineHeight()). */
    int nameLineHeight() const;
    QFont pawnsFont() const;
    QFont scoreFont() const;
    /** Measures what the card must leave room for in the language and font of the moment. */
    void updateMetrics();
    /** A tile's name as words that wrap. */
    PartsFlow nameFlow(const QString &name) const;
    /** The name of the shown pair's tile `index` (0 or 1). */
    QString shownName(int index) const;
    /** The width of the names' column on a card `cardWidth` wide. */
    int namesWidth(int cardWidth) const;
    /** How many lines the two names take in a column `width` wide. */
    int nameLineCount(int width) const;
    QRect tileRect(int index) const;
    QRectF numeralRing() const;
    QRect pawnsRect() const;
    QRect coinStackRect() const;
    QString tileToolTip(int index) const;
    QString cardToolTip() const;
    void updateAccessibleText();

    TrackSlotView m_view;
    int m_namesMinWidth = 0;    ///< the longest tile name on two lines
    int m_rightColumnWidth = 0; ///< the pawns and the widest price or gain
};

} // namespace vinci
