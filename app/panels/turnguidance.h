#pragma once

#include "game/gamestate.h"
#include "queries/boardqueries.h"
#include "queries/phaseguidance.h"
#include "session/newgamesetup.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace vinci {

/**
 * What the acting player must do now, in words (the engine's phaseGuidance() worded): a short title
 * ("Conquer"), what the clicks do and what each choice costs, and, when the step cannot be finished
 * yet, why (the engine's Rejection message). The turn bar shows it, so nobody needs the rulebook
 * open.
 */
struct TurnGuidance
{
    Q_DECLARE_TR_FUNCTIONS(TurnGuidance)

public:
    QString title;
    QString detail;
    QString blocker; ///< why the step cannot be confirmed yet; empty when it can
    /**
     * The longest `detail` may grow to as the step is played, when longer (a reorganization's
     * words, once its pawns are all placed, add what it scores): the turn bar keeps room for it,
     * so its buttons stay where they are. Empty: `detail`.
     */
    QString detailAtMost;

    /**
     * The guidance for `state`; `computerActing` when a program-played seat must act; `keys`
     * when the person plays with the keys (KeyboardUse): the words name the keys, not clicks.
     */
    static TurnGuidance describe(const GameState &state, const std::vector<SeatSetup> &seats,
                                 const InteractionModes &modes, bool computerActing,
                                 bool keys = false);
    /**
     * The words of the engine's guidance `data` (phaseGuidance()); `redeploying` in
     * Phase::Redeploy, when a computer acting is a defender placing survivors; `keys` as for
     * describe().
     */
    static TurnGuidance word(const PhaseGuidance &data, const std::vector<SeatSetup> &seats,
                             const InteractionModes &modes, bool redeploying, bool keys = false);
    /**
     * The question before a defender's last survivor goes down in `province`: with it the
     * redeploy is over and the turn passes, so the person confirms it (the s42 walk: the last
     * pawn placed committed at once, with no way back).
     */
    static TurnGuidance confirmLastSurvivor(const GameState &state,
                                            const std::vector<SeatSetup> &seats,
                                            const QString &province);
    /**
     * The question before a civilization is taken: the place `slot` (0 = I) picked by the
     * choosing player, its tiles, the pawns it brings and what it costs or brings in points;
     * with `keys`, the keys that take it or choose another.
     */
    static TurnGuidance confirmChoice(const GameState &state, const std::vector<SeatSetup> &seats,
                                      int slot, bool keys = false);
    /**
     * The question before an own province is abandoned (a click on it before the first
     * conquest): the province (named in `language`), its pawns back in hand, and that Undo
     * brings it back. One click abandoned a province with only a log line to say so (the
     * walk of 2026-11-27).
     */
    static TurnGuidance confirmAbandon(const GameState &state, const std::vector<SeatSetup> &seats,
                                       AreaIndex area, const QString &language);

    /**
     * The longest words of each step, with every addition it can have and numbers as wide as
     * any, in the language of the moment: the turn bar keeps room for them.
     */
    static QStringList longestDetails(const std::vector<SeatSetup> &seats);
    /** Pawns a tile gives, as a term of Expand's sums: "7 Field General" (the bar, the cards). */
    static QString tilePawns(TileKind tile, int pawns, RuleSetId rules);

private:
    /**
     * The question's words: the tiles' names, the pawns, the price (< 0) or the coins' gain;
     * `price`: the points paid for the places passed over, which coins may give back (only
     * civilization I is free); `afterDecline`: the turn declined, which taking a civilization
     * makes final; `keys`: the keys that take it or choose another said.
     */
    static QString choiceDetail(const QString &first, const QString &second, int pawns,
                                int scoreChange, int price, bool afterDecline, bool keys);
    /** The question's words before `province` and its `pawns` are given up. */
    static QString abandonDetail(const QString &province, int pawns);
    /** The question's words before the last survivor goes down in `province`. */
    static QString lastSurvivorDetail(const QString &province);
    /** Why nothing can be conquered now (`outlook` of the Conquest phase), in a sentence. */
    static QString nothingToConquer(const ConquestOutlook &outlook,
                                    const std::vector<SeatSetup> &seats);
    /** The same said of Expand's look-ahead, after its own words; empty when it finds some. */
    static QString nothingAfterExpand(const ConquestOutlook &outlook,
                                      const std::vector<SeatSetup> &seats);
    /** The players at peace named as a list ("Player 2 and Player 3"). */
    static QString peaceWords(const std::vector<int> &players, const std::vector<SeatSetup> &seats);
    /** The pawns Expand gives, by source: "15 + 7 Field General", "6 collected + 1 Medicine". */
    static QString expandSources(const PhaseGuidance &data);
};

} // namespace vinci
