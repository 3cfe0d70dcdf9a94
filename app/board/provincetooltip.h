#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "session/newgamesetup.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace vinci {

/**
 * The hover popup of a province: its name, terrain, mine and port, who holds it with how many
 * pawns, its fort; and for the player who acts (whose turn it is, or a defender placing
 * survivors), what it is worth to them and what
 * conquering it costs, line by line (ConquestCost::parts), or why it cannot be conquered.
 * Rich text, translated; names in `language`.
 */
class ProvinceTooltip
{
    Q_DECLARE_TR_FUNCTIONS(ProvinceTooltip)

public:
    /**
     * Whom the popup is for: the player whose turn it is (a person at the screen), or anyone
     * (a computer plays, or the game is watched): then it says only what the province is and
     * who holds it, since "worth 0 victory points a turn to Player 2... not adjacent to your
     * empire" spoke from a computer's side.
     */
    enum class Reader : quint8
    {
        ActingPlayer,
        Anyone,
    };

    /**
     * How the person came to the province: the pointer (a tooltip) or the keyboard (the card
     * beside the keyboard's cursor, a screen reader). Its lines on what to do name the means
     * at hand: "Click to conquer." for the one, "Press Enter to conquer." for the other (the
     * s42 walk was told to click on a card the keys had opened).
     */
    enum class Opened : quint8
    {
        ByPointer,
        ByKeyboard,
    };

    /**
     * What a move would be answered with instead of being played (a lesson's step that asks
     * for another, GuideSession::answerTo), or none: said where the popup would offer the move.
     */
    using MoveAnswer = std::function<std::optional<QString>(const Action &)>;

    static QString html(const GameState &state, const std::vector<SeatSetup> &seats, AreaIndex area,
                        QStringView language, bool espionage, Reader reader = Reader::ActingPlayer,
                        Opened opened = Opened::ByPointer, const MoveAnswer &answer = {});

    /**
     * The tooltip in one line of plain text, for a screen reader (the map's accessible
     * provinces): "Bavaria, forest, Anna (active empire), 2 pawns, conquest costs 3 pawns", in
     * the tooltip's own words.
     */
    static QString summary(const GameState &state, const std::vector<SeatSetup> &seats,
                           AreaIndex area, QStringView language, bool espionage);

    /** "Alice (active empire)", "Bob's declining empire", "Neutral", "Nobody". */
    static QString holderText(const GameState &state, const std::vector<SeatSetup> &seats,
                              const ProvinceState &province);
};

} // namespace vinci
