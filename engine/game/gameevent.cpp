#include "gameevent.h"

#include "rules/tiletable.h"

#include <QCoreApplication>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call GameEventTexts::tr(). */
struct GameEventTexts
{
    Q_DECLARE_TR_FUNCTIONS(GameEvent)
};

QString nameOf(int player, const QStringList &names)
{
    if (player >= 0 && player < names.size() && !names.at(player).isEmpty())
        return names.at(player);
    return GameEventTexts::tr("Player %1").arg(player + 1);
}

QString tilesOf(const CivilizationTiles &tiles, RuleSetId rules)
{
    QStringList parts;
    for (TileKind kind : tiles.tiles())
        parts << tileName(kind, rules);
    return parts.join(QStringLiteral(" + "));
}

} // namespace

QString describeEvent(const GameEvent &event, const ProvinceGraph &board,
                      const QStringList &playerNames, QStringView language, RuleSetId rules)
{
    const QString who = nameOf(event.player, playerNames);
    const QString where = event.area >= 0 && event.area < board.areaCount()
                              ? board.area(event.area).names.in(language)
                              : QString();
    switch (event.kind) {
    case EventKind::TurnStarted:
        return GameEventTexts::tr("Round %1: %2's turn.").arg(event.amount).arg(who);
    case EventKind::CivilizationChosen: {
        // A price with the minus sign, as the track's cards write it ("−4", not "-4"), in every
        // language: before the number, as all three write it.
        const QString points =
            event.value > 0   ? GameEventTexts::tr("+%n victory point(s)", nullptr, event.value)
            : event.value < 0 ? QStringLiteral("\u2212") +
                                    GameEventTexts::tr("%n victory point(s)", nullptr, -event.value)
                              : GameEventTexts::tr("%n victory point(s)", nullptr, 0);
        return GameEventTexts::tr("%1 chooses %2 (%3, %4).")
            .arg(who, tilesOf(event.tiles, rules),
                 GameEventTexts::tr("%n pawn(s)", nullptr, event.amount2), points);
    }
    case EventKind::Declined:
        return GameEventTexts::tr("%1's empire goes into decline (%n province(s)).", nullptr,
                                  event.amount)
            .arg(who);
    case EventKind::OldDecliningRemoved:
        return GameEventTexts::tr("%1's older declining empire leaves the board (%n pawn(s)).",
                                  nullptr, event.amount)
            .arg(who);
    case EventKind::PawnsCollected:
        return GameEventTexts::tr("%1 collects %n pawn(s).", nullptr, event.amount).arg(who);
    case EventKind::Reinforcements:
        return GameEventTexts::tr("%1 receives %n pawn(s) from %2.", nullptr, event.amount)
            .arg(who, tileName(event.tiles.kinds[0], rules));
    case EventKind::ProvinceAbandoned:
        return GameEventTexts::tr("%1 abandons %2.").arg(who, where);
    case EventKind::PeaceDeclared:
        return GameEventTexts::tr("%1 is at peace with %2.")
            .arg(who, nameOf(event.other, playerNames));
    case EventKind::Conquered:
        if (event.conversion)
            return GameEventTexts::tr(
                       "%1 converts %2 from %3 (Religion): a pawn of %1's takes the place of "
                       "theirs.")
                .arg(who, where, nameOf(event.other, playerNames));
        if (event.other >= 0)
            return GameEventTexts::tr("%1 conquers %2 from %3 for %n pawn(s).", nullptr,
                                      event.amount)
                .arg(who, where, nameOf(event.other, playerNames));
        return GameEventTexts::tr("%1 conquers %2 for %n pawn(s).", nullptr, event.amount)
            .arg(who, where);
    case EventKind::DecliningCleared:
        return GameEventTexts::tr("%1's declining pawns leave %2 (contact with the active empire).")
            .arg(who, where);
    case EventKind::FieldGeneralLeft:
        // The same tile is Legions under Online 2013, whose log names it so.
        if (rules == RuleSetId::Online2013)
            return GameEventTexts::tr("The Legions' %n pawn(s) leave %1's empire.", nullptr,
                                      event.amount)
                .arg(who);
        return GameEventTexts::tr("The Field General's %n pawn(s) leave %1's empire.", nullptr,
                                  event.amount)
            .arg(who);
    case EventKind::ProvinceLost:
        return GameEventTexts::tr("%1 leaves %2 empty.").arg(who, where);
    case EventKind::FortBuilt:
        return GameEventTexts::tr("%1 builds a fort in %2.").arg(who, where);
    case EventKind::Scored:
        return GameEventTexts::tr("%1 scores %n victory point(s).", nullptr, event.amount).arg(who);
    case EventKind::Redeployed:
        return event.value == 1
                   ? GameEventTexts::tr("A surviving pawn of %1 is placed automatically in %2.")
                         .arg(who, where)
                   : GameEventTexts::tr("%1 redeploys a pawn to %2.").arg(who, where);
    case EventKind::SurvivorsToHand:
        return GameEventTexts::tr(
                   "%1's empire has no province left: %n pawn(s) will re-enter the board.", nullptr,
                   event.amount)
            .arg(who);
    case EventKind::ReorganizingBeforeDecline:
        return GameEventTexts::tr(
                   "%1 reorganizes the empire before it goes into decline (Philosophy).")
            .arg(who);
    case EventKind::PawnsPlaced:
        return GameEventTexts::tr("%1 places %n pawn(s) in %2.", nullptr, event.amount)
            .arg(who, where);
    case EventKind::PawnsLifted:
        return GameEventTexts::tr("%1 lifts %n pawn(s) from %2.", nullptr, event.amount)
            .arg(who, where);
    case EventKind::GameEnded: {
        QStringList winners;
        for (int player : event.players)
            winners << nameOf(player, playerNames);
        if (winners.size() > 1)
            return GameEventTexts::tr("The game is over: %1 share the victory.")
                .arg(winners.join(QStringLiteral(", ")));
        return GameEventTexts::tr("The game is over: %1 wins.").arg(winners.value(0));
    }
    }
    return {};
}

} // namespace vinci
