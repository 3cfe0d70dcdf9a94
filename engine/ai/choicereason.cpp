#include "choicereason.h"

#include "game/civilizationtrack.h"
#include "game/play.h"
#include "queries/phaseguidance.h"
#include "rules/conquestcost.h"
#include "rules/scoring.h"
#include "rules/tiletable.h"

#include <QCoreApplication>
#include <QStringList>

namespace vinci {

namespace {

/** The AI's reasons share one context (AiExplanation) across its files. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AiExplanation)
};

/** "III: Weapons + Mountaineering", as the track shows a place and its tiles. */
QString civilizationLabel(int slot, const CivilizationTiles &tiles, RuleSetId rules)
{
    static const char *const numerals[] = {"I", "II", "III", "IV", "V", "VI"};
    QStringList names;
    for (TileKind kind : tiles.tiles())
        names.append(tileName(kind, rules));
    const QString place = slot >= 0 && slot < static_cast<int>(std::size(numerals))
                              ? QString::fromLatin1(numerals[slot])
                              : QString::number(slot + 1);
    return place + QStringLiteral(": ") + names.join(QStringLiteral(" + "));
}

QString signedNumber(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace

CivilizationFacts civilizationFacts(const GameState &state, int slot)
{
    const int me = state.currentPlayer;
    CivilizationFacts facts;
    facts.slot = slot;
    facts.tiles = state.track[static_cast<std::size_t>(slot)].tiles;
    facts.pawns = civilizationPawns(state, me, facts.tiles);
    facts.scoreChange = choosingScoreChange(state, slot);
    // The new civilization on the board: where it could enter, with its tiles and without them.
    GameState after = state;
    if (applyInPlace(after, Action::choose(slot)) || !after.player(me).active)
        return facts;
    GameState bare = after;
    bare.player(me).active->tiles = CivilizationTiles{};
    for (AreaIndex area = 0; area < after.board->areaCount(); ++area) {
        if (!after.board->area(area).isLand() || targetRefusal(after, me, area))
            continue;
        // Entering is a conquest like any other: within its pawns.
        const auto cost = cheapestConquestTotal(after, me, area, false);
        if (!cost || *cost > after.player(me).active->hand)
            continue;
        ++facts.enterable;
        if (provincePoints(after, area, facts.tiles) >
            provincePoints(after, area, CivilizationTiles{}))
            ++facts.worthMore;
        const auto bareCost = cheapestConquestTotal(bare, me, area, false);
        if (bareCost && *cost < *bareCost)
            ++facts.cheaper;
    }
    return facts;
}

QString choiceReason(const CivilizationFacts &facts, RuleSetId rules)
{
    QString reason = Text::tr("Takes %1 (%n pawn(s), %2 victory points)", nullptr, facts.pawns)
                         .arg(civilizationLabel(facts.slot, facts.tiles, rules),
                              signedNumber(facts.scoreChange));
    if (facts.enterable == 0)
        return reason + QLatin1Char('.');
    QStringList helps;
    if (facts.worthMore > 0)
        helps.append(Text::tr("%n worth more", nullptr, facts.worthMore));
    if (facts.cheaper > 0)
        helps.append(Text::tr("%n cheaper", nullptr, facts.cheaper));
    if (helps.isEmpty())
        return reason + Text::tr("; its tiles change none of the %n province(s) it can enter.",
                                 nullptr, facts.enterable);
    return reason + Text::tr("; of the %n province(s) it can enter, its tiles make %1.", nullptr,
                             facts.enterable)
                        .arg(helps.join(Text::tr(" and ")));
}

QString rulebookChoiceReason(const GameState &state, int slot)
{
    // "A virtual player always chooses the first civilization available." (VINCI with One or
    // Two Players)
    if (slot < 0 || slot >= static_cast<int>(state.track.size()))
        return Text::tr("The rulebook's virtual player always takes civilization I.");
    const CivilizationTiles &tiles = state.track[static_cast<std::size_t>(slot)].tiles;
    return Text::tr("Takes %1: the rulebook's virtual player always takes civilization I.")
        .arg(civilizationLabel(slot, tiles, state.options.ruleSet));
}

DeclineFacts declineFacts(const GameState &state)
{
    DeclineFacts facts;
    facts.provinces =
        static_cast<int>(provincesOf(state, state.currentPlayer, Holder::Active).size());
    facts.expandPawns = expandPawnsPreview(state);
    facts.declineScore = declineScorePreview(state);
    return facts;
}

QString declineReason(const DeclineFacts &facts)
{
    return Text::tr("Declines: %1 for %2; the decline scores %3 now.")
        .arg(Text::tr("expanding would give it %n pawn(s)", nullptr, facts.expandPawns),
             Text::tr("its %n province(s)", nullptr, facts.provinces),
             Text::tr("%n victory point(s)", nullptr, facts.declineScore));
}

} // namespace vinci
