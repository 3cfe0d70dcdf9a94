#pragma once

#include "rules/civilizationtiles.h"
#include "rules/ruleset.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

namespace vinci {

class PartsFlow;
struct PaintedText;

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
    /**
     * The pawns the tiles add to the hand at the Expand the player may choose now (Field
     * General's), by tile: the turn bar counts them ("your 16 pawns (9 + 7 Field General)"),
     * and so does the card. Empty at any other time.
     */
    std::vector<std::pair<TileKind, int>> handReinforcements;
    int activePawns = 0;
    int activeProvinces = 0;
    std::optional<CivilizationTiles> declining;
    int decliningPawns = 0;
    int decliningProvinces = 0;
    int activeSurvivors = 0;    ///< the active civilization's pawns to place again
    int decliningSurvivors = 0; ///< the declining civilization's pawns to place again
    QStringList peaceWith;      ///< names of the players at peace with this one (Diplomacy)
    QStringList opponents;      ///< the others' names: the card keeps room for peace with any
    RuleSetId rules = RuleSetId::Classic; ///< names and words the tiles (Online 2013: Legions)

    bool operator==(const PlayerView &) const = default;
};

/**
 * One player in the players panel: a painted card. It is never narrower than its texts need in
 * the language of the moment: the name, its tag and a three-digit score on the first row, and
 * the active and declining civilizations' lines, which wrap between their parts onto two lines
 * (with numbers as wide as any, so that the card keeps its width as the game goes on). Each row
 * says one thing: a civilization's pawns to place again are on that civilization's row, and a
 * peace (Diplomacy's dove and the names) has a row of its own under them while it lasts.
 */
class PlayerCard : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerCard(QWidget *parent = nullptr);

    void setView(const PlayerView &view);
    const PlayerView &view() const { return m_view; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

    /** How much of the card is laid out, from the most to the least room it takes. */
    enum class Density : quint8
    {
        Full,    ///< every row, each row's words on up to two lines
        Compact, ///< tighter paddings, each row's words on one line where the width allows
        /**
         * The name, the score and the civilizations' tiles on one row (the decline's behind
         * its marker), with the pawns in hand where they fit; the rest is in the tooltip. Four
         * or five players' cards at Larger text on a 1366x768 screen fit only so (s52).
         */
        Brief,
    };
    /** PlayersPanel chooses the fullest density at which its cards all fit. */
    void setDensity(Density density);
    Density density() const { return m_density; }
    bool isCompact() const { return m_density == Density::Compact; }
    /** The card's height laid out at `density`, whatever its own. */
    int heightAt(Density density) const;
    int fullHeight() const { return heightAt(Density::Full); }
    int compactHeight() const { return heightAt(Density::Compact); }

    /**
     * The texts the card draws at its present size (tests measure them); `doves` receives
     * where the Diplomacy doves go.
     */
    std::vector<PaintedText> texts(std::vector<QPoint> *doves = nullptr) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct TileSpot
    {
        QRect rect;
        TileKind kind = TileKind::Agriculture;
        bool declining = false;
    };
    /** The rows' heights and tops, from the fonts. */
    struct Rows
    {
        int top = 0; ///< above the name and under the last row
        int nameHeight = 0;
        int barTop = 0;
        int textHeight = 0;
        int activeTop = 0;
        int activeHeight = 0; ///< textHeight, and a line for the pawns to place again if any
        int declineTop = 0;
        int declineHeight = 0; ///< the same for the civilization in decline
        int peaceTop = 0;      ///< the peace's row, under the decline's
        int peaceHeight = 0;   ///< 0: no peace, no row
        int height = 0;
        bool brief = false; ///< the declining civilization on the active one's row
    };
    Rows rows() const;
    Rows rowsAt(int width, Density density) const;
    QFont nameFont() const;
    /** The score's font at the card's density, or at `density`. */
    QFont scoreFont() const;
    QFont scoreFont(Density density) const;
    QFont smallFont() const;
    /** A line of the small font, all of its height (lineHeight()). */
    int smallLineHeight() const;
    QString shownName() const;
    int tagWidth() const;
    QRect tagRect() const;
    /** The width of a score and "VP" after it. */
    int scoreWidth(int score) const;
    /** The lines' parts as shown, or (`widest`) with numbers and names as wide as any. */
    PartsFlow activeFlow(bool widest) const;
    PartsFlow decliningFlow(bool widest) const;
    /** "3 to place again": a civilization's survivors, on a line of their own under its row. */
    PartsFlow survivorsFlow(int survivors) const;
    /** The dove and the names of those at peace with the player (widest: the longest name). */
    PartsFlow peaceFlow(bool widest) const;
    /** Sets a flow's lines in a row from `left`, centred in the row's height. */
    void placeFlow(const PartsFlow &flow, int left, int top, int height, const QColor &colour,
                   std::vector<PaintedText> &texts, std::vector<QPoint> *icons) const;
    /** A civilization's row: its flow, then its survivors' line if any, centred together. */
    void placeRow(const PartsFlow &flow, int survivors, int left, int top, int height,
                  const QColor &colour, std::vector<PaintedText> &texts) const;
    std::vector<TileSpot> tileSpots() const;
    /** Brief: after the tiles, the active civilization's words that fit on the row's line. */
    void briefTexts(const Rows &rows, std::vector<PaintedText> &texts) const;
    /** Where the declining civilization's tiles (or its marker) begin. */
    int declineLeft() const;
    /** Brief: where the decline's marker stands before the declining tiles; else empty. */
    QRect briefDeclineMarker() const;
    /**
     * "9 in hand"; with the pawns Expand adds now, what the turn bar counts: "16 in hand (9 + 7
     * Field General)", or (`withSources` false, where those words have no room) "16 in hand".
     */
    QString handWords(int hand, bool withSources) const;
    QString activeLine() const;
    QString decliningLine() const;
    QString cardToolTip() const;
    /** What the peace shown by the dove means, with whom (its tooltip, the description). */
    QString peaceWords() const;
    /** Where the dove and the names beside it are drawn; empty without peace. */
    QRect peaceSpot() const;
    /** The tooltip's words below the name, for assistive technology. */
    void updateAccessibleDescription();

    PlayerView m_view;
    Density m_density = Density::Full;
};

} // namespace vinci
