#include "turnguidance.h"

#include "game/play.h"
#include "rules/conquestcost.h"

namespace vinci {

namespace {

QString nameOf(const std::vector<SeatSetup> &seats, int player)
{
    if (player >= 0 && static_cast<std::size_t>(player) < seats.size())
        return seats[static_cast<std::size_t>(player)].name;
    return defaultSeatName(player);
}

int scoredIn(const std::vector<GameEvent> &events, int player)
{
    int points = 0;
    for (const GameEvent &event : events) {
        if (event.kind == EventKind::Scored && event.player == player)
            points += event.amount;
    }
    return points;
}

} // namespace

int TurnGuidance::declineScorePreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::decline());
    return result.accepted() ? scoredIn(result.events, state.currentPlayer) : 0;
}

int TurnGuidance::expandPawnsPreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::expand());
    if (!result.accepted())
        return 0;
    return result.state.player(state.currentPlayer).active->hand;
}

std::optional<int> TurnGuidance::reorganizationScorePreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::endReorganization());
    if (!result.accepted())
        return std::nullopt;
    return scoredIn(result.events, state.currentPlayer);
}

TurnGuidance TurnGuidance::describe(const GameState &state, const std::vector<SeatSetup> &seats,
                                    const InteractionModes &modes, bool computerActing)
{
    TurnGuidance guidance;
    const int me = state.currentPlayer;
    const QString who = nameOf(seats, state.actingPlayer());
    const PlayerState &player = state.player(me);
    if (state.isOver()) {
        QStringList winners;
        for (int winner : state.winners)
            winners << nameOf(seats, winner);
        guidance.title = tr("The game is over");
        guidance.detail =
            winners.size() > 1
                ? tr("%1 share the victory. Start a new game from the Game menu.")
                      .arg(winners.join(QStringLiteral(", ")))
                : tr("%1 wins. Start a new game from the Game menu.").arg(winners.value(0));
        return guidance;
    }
    if (computerActing) {
        guidance.title = state.phase == Phase::Redeploy ? tr("%1 places surviving pawns").arg(who)
                                                        : tr("%1 is playing").arg(who);
        guidance.detail = tr("The computer plays this seat. Watch the map, or skip to the end "
                             "of its turn.");
        return guidance;
    }

    const int hand = player.active ? player.active->hand : 0;
    switch (state.phase) {
    case Phase::ChooseCivilization:
        guidance.title = tr("%1, choose a civilization").arg(who);
        guidance.detail =
            (player.declining && state.turn.declined ? tr("Your empire is now in decline. ")
                                                     : QString()) +
            tr("Pick one of the civilizations on the track. Civilization I is free; each place "
               "further costs 2 victory points, and every coin on the one you take gives you 2 "
               "back. Your new civilization enters the board on your next turn.");
        break;
    case Phase::TurnStart: {
        guidance.title = tr("%1, expand or decline?").arg(who);
        const bool onBoard = !isEntering(state, me);
        QString expand = onBoard
                             ? tr("Expand: collect your pawns, leaving one in each province, and "
                                  "conquer with the %n pawn(s) you will have in hand.",
                                  nullptr, expandPawnsPreview(state))
                             : tr("Expand: your %n pawn(s) enter the board from its edge.", nullptr,
                                  expandPawnsPreview(state));
        QString decline;
        if (currentHasTile(state, TileKind::Rebirth))
            decline = tr("With Rebirth you may decline at the end of this turn instead.");
        else
            decline = tr("Decline: your empire goes into decline and scores %n victory "
                         "point(s) now; then you choose a new civilization.",
                         nullptr, declineScorePreview(state));
        guidance.detail = expand + QLatin1Char(' ') + decline;
        break;
    }
    case Phase::Conquest:
        if (isEntering(state, me)) {
            guidance.title = tr("%1, choose a start province").arg(who);
            guidance.detail = tr("Click a highlighted province at the edge of the board (or one "
                                 "sea zone away) to enter it; its cost in pawns is shown on it. "
                                 "You have %n pawn(s) in hand.",
                                 nullptr, hand);
        } else {
            guidance.title = tr("%1, conquer").arg(who);
            guidance.detail = tr("Click a highlighted province to conquer it; its cost in pawns "
                                 "is shown on it. You have %n pawn(s) in hand.",
                                 nullptr, hand);
            if (state.turn.conquests == 0)
                guidance.detail +=
                    QLatin1Char(' ') + tr("Before your first conquest you may click one of your "
                                          "provinces to abandon it and take its pawns back.");
            guidance.detail += QLatin1Char(' ') + tr("Click End conquest when you are done.");
        }
        if (modes.espionage)
            guidance.detail += QLatin1Char(' ') + tr("Espionage is on: the next conquest costs 2 "
                                                     "pawns, whatever defends the province.");
        break;
    case Phase::Reorganization: {
        const auto parts = partsToChooseFrom(state);
        if (!parts.empty()) {
            guidance.title = tr("%1, keep one part of your empire").arg(who);
            guidance.detail =
                tr("Your empire is in %n parts, and it must be in one piece (rule of cohesion). "
                   "Click a province of the part you keep: the pawns of the other parts return "
                   "to your hand.",
                   nullptr, static_cast<int>(parts.size()));
            break;
        }
        guidance.title = tr("%1, reorganize your pawns").arg(who);
        guidance.detail = tr("Left click a province to place a pawn from your hand, right click "
                             "to take one back, or drag pawns from one province to another. "
                             "Every province needs a pawn; all pawns must be on the board. "
                             "Pawns in hand: %1.")
                              .arg(hand);
        if (modes.buildFort)
            guidance.detail = tr("Click one of your provinces to build a fort there: +1 to "
                                 "conquer it, -1 for attacks made from it.");
        if (const auto refusal = checkAction(state, Action::endReorganization()))
            guidance.blocker = refusal->message;
        else if (const auto points = reorganizationScorePreview(state))
            guidance.detail +=
                QLatin1Char(' ') + tr("Confirm to score %n victory point(s).", nullptr, *points);
        break;
    }
    case Phase::RebirthDecision:
        guidance.title = tr("%1, Rebirth: decline now?").arg(who);
        guidance.detail = tr("Your turn is scored. With Rebirth you may put your empire into "
                             "decline now (no second scoring) and choose a new civilization at "
                             "once, or end your turn and keep it.");
        break;
    case Phase::Redeploy: {
        guidance.title = tr("Defender %1: place your surviving pawns").arg(who);
        guidance.detail =
            tr("%1 conquered provinces of yours. Place your %n surviving pawn(s) "
               "on your own highlighted provinces: click a province or its + button for each pawn.",
               nullptr, survivorsToPlace(state))
                .arg(nameOf(seats, me));
        break;
    }
    case Phase::GameOver:
        break;
    }
    return guidance;
}

} // namespace vinci
