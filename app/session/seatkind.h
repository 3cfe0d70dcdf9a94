#pragma once

#include <QString>
#include <QStringView>

#include <vector>

namespace vinci {

/**
 * Who plays a seat: a person at this computer, or a program player named as the engine's AI
 * factory names it (engine/ai: "rulebook", "rulebook-variant", "strategist-easy", ...). The
 * one list of names the window offers; keep it in step with the factory.
 */
struct SeatKind
{
    const char16_t *key = nullptr; ///< "human" or the AI factory's name
    const char *label = nullptr;   ///< QT_TRANSLATE_NOOP("SeatKind", ...)
    /** Searches for as long as it is given (AiPlayer::setThinkingTime): its time can be set. */
    bool thinkingTime = false;
    /**
     * The player card's tag, QT_TRANSLATE_NOOP("SeatKind", ...): short, with the strength chosen
     * in New Game ("Computer, hard"); nullptr for a person.
     */
    const char *tag = nullptr;
    /**
     * The New Game dialog's choice, QT_TRANSLATE_NOOP("SeatKind", ...): short, so that a seat
     * row fits a 1024-pixel screen at Larger text (the German label made the kind's box 425
     * pixels wide, s50); the label is its tooltip.
     */
    const char *choice = nullptr;
};

/** The key of a seat played by a person. */
inline constexpr const char16_t *humanSeatKey = u"human";

/** Every kind a seat can be, in the order the new game dialog lists them. */
const std::vector<SeatKind> &seatKinds();

/** The kind with this key, or nullptr. */
const SeatKind *findSeatKind(QStringView key);

/** The kind's label for players, translated; the key itself when unknown. */
QString seatKindLabel(QStringView key);

/** The kind's short name in the New Game dialog's list, translated; the label when it has none. */
QString seatKindChoice(QStringView key);

/**
 * A short tag for panels, translated: the kind and its strength ("Computer, easy", "Virtual
 * player"), "Computer" for a program player the list does not know; empty for a person.
 */
QString seatKindTag(QStringView key);

/** Whether the seat is played by the program. */
inline bool isProgramSeat(QStringView key)
{
    return key != QStringView(humanSeatKey);
}

/**
 * Whether the seat plays under the rulebook's virtual-player rules (GameOptions::virtualSeats):
 * the engine's AI factory says so of each of its players (AiKind::virtualSeat).
 */
bool isVirtualSeat(QStringView key);

/** Whether the seat's thinking time can be set (the Strategist's searching level). */
bool hasThinkingTime(QStringView key);

} // namespace vinci
