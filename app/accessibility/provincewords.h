#pragma once

#include "queries/boardqueries.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace vinci {

struct GameState;
class PlayerInput;
struct SeatSetup;

/** What a click (or Enter, Shift+Enter) on a province does now, named for a screen reader. */
struct ProvinceAction
{
    ClickKind click = ClickKind::Primary;
    QString id;   ///< "Conquer", "Place a pawn"…: the untranslated name, for programs
    QString name; ///< the same, translated
};

/**
 * A province as assistive technology tells it (the map's accessible children,
 * app/accessibility/mapaccessible.h): in the words of its tooltip and card.
 */
struct ProvinceWords
{
    /** One line: "Bavaria, forest, Anna (active empire), 2 pawns, conquest costs 3 pawns". */
    QString summary;
    /** The tooltip's other lines, as plain text. */
    QString description;
    /** What a click does now, the left click's first; none while nothing can be played here. */
    std::vector<ProvinceAction> actions;
    /** Whether the rules allow one of `actions` now (else the province reads as unavailable). */
    bool available = false;
};

/** The words of a province for the player whose turn it is, and what their clicks would do. */
class ProvinceWordsBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ProvinceWords)

public:
    /** `input` says what a click means now (PlayerInput::actionFor, the map's own path). */
    static ProvinceWords of(const GameState &state, const std::vector<SeatSetup> &seats,
                            AreaIndex area, QStringView language, const PlayerInput &input);

    /**
     * "Conquer", "Abandon", "Place a pawn", "Take a pawn back"… for a province's action,
     * untranslated (QCoreApplication::translate() in the "ProvinceWords" context translates it).
     */
    static const char *actionId(const Action &action);
};

} // namespace vinci
