#pragma once

#include "rules/civilizationtiles.h"
#include "rules/ruleset.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>

namespace vinci {

/** What one player's card shows: values taken from the game state and the seat. */
struct PlayerView
{
    int index = 0;
    QString name;
    QColor colour;
    QString controller = QStringLiteral("human"); ///< a SeatKind key
    int score = 0;
    int victoryTarget = 0;
    bool current = false; ///< whose turn it is
    bool acting = false;  ///< must act now (the current player, or a defender redeploying)
    bool winner = false;
    std::optional<CivilizationTiles> active;
    int hand = 0;
    int activePawns = 0;
    int activeProvinces = 0;
    std::optional<CivilizationTiles> declining;
    int decliningPawns = 0;
    int decliningProvinces = 0;
    int survivors = 0;     ///< pawns waiting to be placed again (both civilizations)
    QStringList peaceWith; ///< names of the players at peace with this one (Diplomacy)
    RuleSetId rules = RuleSetId::Classic; ///< names and words the tiles (Online 2013: Legions)

    bool operator==(const PlayerView &) const = default;
};

/** One player in the players panel: a painted card. */
class PlayerCard : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerCard(QWidget *parent = nullptr);

    void setView(const PlayerView &view);
    const PlayerView &view() const { return m_view; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct TileSpot
    {
        QRect rect;
        TileKind kind;
        bool declining;
    };
    std::vector<TileSpot> tileSpots() const;
    QString activeLine() const;
    QString decliningLine() const;
    QString cardToolTip() const;

    PlayerView m_view;
};

} // namespace vinci
