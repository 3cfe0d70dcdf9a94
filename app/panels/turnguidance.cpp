#include "panels/turnguidance.h"

#include "game/civilizationtrack.h"
#include "panels/trackslotbutton.h"
#include "queries/phaseguidance.h"
#include "rules/tiletable.h"

#include <QLocale>

#include <algorithm>

namespace vinci {

namespace {

QString nameOf(const std::vector<SeatSetup> &seats, int player)
{
    if (player >= 0 && static_cast<std::size_t>(player) < seats.size())
        return seats[static_cast<std::size_t>(player)].name;
    return defaultSeatName(player);
}

} // namespace

TurnGuidance TurnGuidance::confirmChoice(const GameState &state,
                                         const std::vector<SeatSetup> &seats, int slot, bool keys)
{
    TurnGuidance words;
    if (slot < 0 || static_cast<std::size_t>(slot) >= state.track.size())
        return words;
    const TrackSlot &place = state.track[static_cast<std::size_t>(slot)];
    const RuleSetId rules = state.options.ruleSet;
    words.title = tr("%1, take civilization %2?")
                      .arg(nameOf(seats, state.currentPlayer), TrackSlotButton::romanNumeral(slot));
    words.detail = choiceDetail(
        tileName(place.tiles.kinds[0], rules), tileName(place.tiles.kinds[1], rules),
        civilizationPawns(state, state.currentPlayer, place.tiles),
        choosingScoreChange(state, slot), state.rules().skipCost * slot, state.turn.declined, keys);
    return words;
}

QString TurnGuidance::expandSources(const PhaseGuidance &data)
{
    const ExpandSources &from = data.expandSources;
    QStringList terms;
    if (from.inHand > 0)
        terms << (data.onBoard ? tr("%1 in hand").arg(from.inHand) : QString::number(from.inHand));
    if (from.collected > 0)
        terms << tr("%1 collected").arg(from.collected);
    for (const auto &[tile, pawns] : from.tiles)
        terms << tilePawns(tile, pawns, from.ruleSet);
    // One source says nothing the number does not.
    return terms.size() > 1 ? terms.join(QStringLiteral(" + ")) : QString();
}

QString TurnGuidance::tilePawns(TileKind tile, int pawns, RuleSetId rules)
{
    return tr("%1 %2", "pawns from a tile: 7 Field General").arg(pawns).arg(tileName(tile, rules));
}

TurnGuidance TurnGuidance::confirmAbandon(const GameState &state,
                                          const std::vector<SeatSetup> &seats, AreaIndex area,
                                          const QString &language)
{
    TurnGuidance words;
    if (area < 0 || area >= state.board->areaCount())
        return words;
    const QString province = state.board->area(area).names.in(language);
    words.title = tr("%1, abandon %2?").arg(nameOf(seats, state.currentPlayer), province);
    words.detail = abandonDetail(province, state.at(area).pawns);
    return words;
}

QString TurnGuidance::abandonDetail(const QString &province, int pawns)
{
    return tr("Its %n pawn(s) would come back to your hand, and %1 would belong to no one. "
              "Abandon it (Enter), or keep it (Escape). Undo brings it back until you confirm "
              "your turn.",
              nullptr, pawns)
        .arg(province);
}

TurnGuidance TurnGuidance::confirmLastSurvivor(const GameState &state,
                                               const std::vector<SeatSetup> &seats,
                                               const QString &province)
{
    TurnGuidance words;
    words.title =
        tr("Defender %1: your last pawn to %2?").arg(nameOf(seats, state.actingPlayer()), province);
    words.detail = lastSurvivorDetail(province);
    return words;
}

QString TurnGuidance::lastSurvivorDetail(const QString &province)
{
    return tr("With it your pawns are all placed and the turn goes on: nothing can be moved back "
              "after that. Place it in %1 (Enter), or choose another province (Escape); Undo "
              "takes back a pawn you placed before.")
        .arg(province);
}

QString TurnGuidance::choiceDetail(const QString &first, const QString &second, int pawns,
                                   int scoreChange, int price, bool afterDecline, bool keys)
{
    const QString paid =
        scoreChange < 0 ? tr("it costs you %n victory point(s)", nullptr, -scoreChange)
        : scoreChange > 0
            ? tr("you collect %n victory point(s) from its coins", nullptr, scoreChange)
        : price > 0
            ? tr("it costs you %n victory point(s), which its coins give back", nullptr, price)
            : tr("it is free");
    return tr("%1: %n pawn(s), and %2. Once you take it, a new civilization is drawn for place VI: "
              "the choice cannot be taken back.",
              nullptr, pawns)
               .arg(tr("%1 + %2").arg(first, second), paid) +
           // Undo brings a decline back until the next civilization is taken (the sixth walk
           // declined by mistake and read only about the choice).
           (afterDecline ? u' ' + tr("Your decline becomes final with it: Undo cannot bring "
                                     "the empire back after that.")
                         : QString()) +
           (keys ? u' ' + tr("Enter takes it; Escape, or another place's number, chooses another.")
                 : QString());
}

QString TurnGuidance::peaceWords(const std::vector<int> &players,
                                 const std::vector<SeatSetup> &seats)
{
    QStringList names;
    for (int player : players)
        names << nameOf(seats, player);
    return QLocale().createSeparatedList(names);
}

QString TurnGuidance::nothingToConquer(const ConquestOutlook &outlook,
                                       const std::vector<SeatSetup> &seats)
{
    switch (outlook.reason) {
    case NoConquest::None:
        break;
    case NoConquest::HandEmpty:
        return tr("No province can be conquered now: you have no pawns in hand.");
    case NoConquest::TooFewPawns:
        return tr("No province can be conquered now: the cheapest one in reach costs %1, and you "
                  "have %2 in hand.")
            .arg(tr("%n pawn(s)", nullptr, outlook.cheapest),
                 tr("%n pawn(s)", nullptr, outlook.hand));
    case NoConquest::AtPeace:
        return tr("No province can be conquered now: those in reach belong to %1, at peace with "
                  "you through Diplomacy. Neither of you may attack the other's active empire "
                  "until the next turn of the one who made the peace.")
            .arg(peaceWords(outlook.atPeaceWith, seats));
    case NoConquest::NoneInReach:
        return tr("No province can be conquered now: none that you may attack borders your "
                  "empire.");
    case NoConquest::Refused:
        return tr("No province can be conquered now: %1")
            .arg(outlook.refusal ? outlook.refusal->message : QString());
    }
    return {};
}

QString TurnGuidance::nothingAfterExpand(const ConquestOutlook &outlook,
                                         const std::vector<SeatSetup> &seats)
{
    // No pawn in hand after Expand is said by the Expand sentence itself.
    switch (outlook.reason) {
    case NoConquest::None:
    case NoConquest::HandEmpty:
        break;
    case NoConquest::TooFewPawns:
        return tr("But nothing could be conquered: the cheapest province in reach costs %1.")
            .arg(tr("%n pawn(s)", nullptr, outlook.cheapest));
    case NoConquest::AtPeace:
        return tr("But nothing could be conquered: the provinces in reach belong to %1, at "
                  "peace with you through Diplomacy.")
            .arg(peaceWords(outlook.atPeaceWith, seats));
    case NoConquest::NoneInReach:
    case NoConquest::Refused:
        return tr("But nothing could be conquered: no province in reach may be attacked.");
    }
    return {};
}

TurnGuidance TurnGuidance::describe(const GameState &state, const std::vector<SeatSetup> &seats,
                                    const InteractionModes &modes, bool computerActing, bool keys)
{
    return word(phaseGuidance(state, computerActing), seats, modes, state.phase == Phase::Redeploy,
                keys);
}

QStringList TurnGuidance::longestDetails(const std::vector<SeatSetup> &seats)
{
    // Each step with every addition it can have and numbers as wide as any.
    constexpr int wide = 88;
    PhaseGuidance data;
    // The longest name at the table acts and plays.
    for (int seat = 0; seat < static_cast<int>(seats.size()); ++seat) {
        if (data.actor < 0 || seats[static_cast<std::size_t>(seat)].name.size() >
                                  seats[static_cast<std::size_t>(data.actor)].name.size())
            data.actor = seat;
    }
    data.current = data.actor;
    data.justDeclined = true;
    data.firstTurn = true;
    data.secondConquest = true;
    data.pointsPerSlotPassed = wide;
    data.pointsPerCoin = wide;
    data.onBoard = true;
    data.expandPawns = wide;
    data.expandSources = {wide, wide, {{TileKind::Medicine, wide}, {TileKind::FieldGeneral, wide}}};
    data.declineScore = wide;
    data.decliningCleared = wide;
    data.mayReorganizeFirst = true;
    data.hand = wide;
    data.mayAbandon = true;
    data.parts = wide;
    data.reorganizationScore = wide;
    data.survivors = wide;
    const InteractionModes espionage{true, false};
    // Diplomacy's peace open, with everyone (its words follow the conquest's).
    for (int seat = 0; seat < static_cast<int>(seats.size()); ++seat) {
        if (seat != data.actor)
            data.peacePossible.push_back(seat);
    }
    QStringList details;
    for (GuidanceStep step :
         {GuidanceStep::ChooseCivilization, GuidanceStep::ExpandOrDecline, GuidanceStep::EnterBoard,
          GuidanceStep::Conquer, GuidanceStep::KeepPart, GuidanceStep::Reorganize,
          GuidanceStep::ReorganizeBeforeDecline, GuidanceStep::RebirthDecision,
          GuidanceStep::PlaceSurvivors}) {
        data.step = step;
        for (bool keys : {false, true})
            details << word(data, seats, espionage, false, keys).detail;
    }
    // Rebirth's decline at the end of the turn, which takes the place of Decline's words.
    data.step = GuidanceStep::ExpandOrDecline;
    data.declineLater = true;
    for (bool keys : {false, true})
        details << word(data, seats, espionage, false, keys).detail;
    data.declineLater = false;
    // Nothing to conquer, peace with every other player the reason, now and after Expand.
    ConquestOutlook peace{NoConquest::AtPeace, wide, wide, {}, std::nullopt};
    for (int seat = 0; seat < static_cast<int>(seats.size()); ++seat) {
        if (seat != data.actor)
            peace.atPeaceWith.push_back(seat);
    }
    data.outlook = peace;
    data.afterExpand = peace;
    for (GuidanceStep step : {GuidanceStep::ExpandOrDecline, GuidanceStep::Conquer}) {
        data.step = step;
        for (bool keys : {false, true})
            details << word(data, seats, espionage, false, keys).detail;
    }
    data.outlook = {};
    data.afterExpand = {};
    // Online 2013's first choice, which no decline comes before, after everyone else's turn.
    data.step = GuidanceStep::ChooseCivilization;
    data.justDeclined = false;
    data.entersAtOnce = true;
    for (int seat = 0; seat < static_cast<int>(seats.size()); ++seat) {
        if (seat != data.actor)
            data.playedBefore.push_back(seat);
    }
    for (bool keys : {false, true})
        details << word(data, seats, espionage, false, keys).detail;
    // The question before a civilization is taken, with the two longest tile names.
    QStringList names;
    for (int kind = 0; kind < allTileKindCount; ++kind) {
        for (RuleSetId rules : {RuleSetId::Classic, RuleSetId::Online2013})
            names << tileName(static_cast<TileKind>(kind), rules);
    }
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (int change : {-wide, 0, wide}) {
        for (bool keys : {false, true})
            details << choiceDetail(names.value(0), names.value(1), wide, change, wide, true, keys);
    }
    // The question before a province is abandoned, with a long province name.
    details << abandonDetail(QString(28, u'W'), wide);
    details << lastSurvivorDetail(QString(28, u'W'));
    return details;
}

TurnGuidance TurnGuidance::word(const PhaseGuidance &data, const std::vector<SeatSetup> &seats,
                                const InteractionModes &modes, bool redeploying, bool keys)
{
    TurnGuidance guidance;
    const QString who = nameOf(seats, data.actor);
    // Said before the first conquest, whether or not anything can be conquered.
    const auto abandonWords = [keys] {
        return keys ? tr("Before your first conquest you may press Enter on one of your "
                         "provinces to abandon it and take its pawns back.")
                    : tr("Before your first conquest you may click one of your "
                         "provinces to abandon it and take its pawns back.");
    };
    switch (data.step) {
    case GuidanceStep::GameOver: {
        QStringList winners;
        for (int winner : data.winners)
            winners << nameOf(seats, winner);
        guidance.title = tr("The game is over");
        guidance.detail =
            winners.size() > 1
                ? tr("%1 share the victory. Start a new game from the Game menu.")
                      .arg(winners.join(QStringLiteral(", ")))
                : tr("%1 wins. Start a new game from the Game menu.").arg(winners.value(0));
        break;
    }
    case GuidanceStep::ComputerPlays:
        guidance.title =
            redeploying ? tr("%1 places surviving pawns").arg(who) : tr("%1 is playing").arg(who);
        guidance.detail = tr("The computer plays this seat. Watch the map, or skip to the end "
                             "of its turn.");
        break;
    case GuidanceStep::ChooseCivilization:
        guidance.title = tr("%1, choose a civilization").arg(who);
        if (!data.playedBefore.empty()) {
            // Their turns were played on the map before this one, with no word about it.
            QStringList names;
            for (int player : data.playedBefore)
                names << nameOf(seats, player);
            guidance.detail =
                tr("%1 played their first turn.", nullptr, static_cast<int>(names.size()))
                    .arg(QLocale().createSeparatedList(names)) +
                QLatin1Char(' ');
        }
        guidance.detail +=
            (data.justDeclined ? tr("Your empire is now in decline. ") : QString()) +
            (keys ? tr("Press the number of a place on the track, 1 to 6, and Enter to take it. "
                       "Civilization I is free; each place further costs %1, and every coin on "
                       "the one you take gives you %2 back.")
                  : tr("Pick one of the civilizations on the track. Civilization I is free; each "
                       "place further costs %1, and every coin on the one you take gives you %2 "
                       "back."))
                .arg(tr("%n victory point(s)", nullptr, data.pointsPerSlotPassed),
                     tr("%n point(s)", nullptr, data.pointsPerCoin)) +
            QLatin1Char(' ') +
            // Online 2013: "only in this first turn, the player must immediately start the
            // conquest phase".
            (data.entersAtOnce
                 ? tr("This is your first turn: your civilization enters the board at once, "
                      "and you conquer, reorganize and score in this same turn.")
                 : tr("Your new civilization enters the board on your next turn."));
        break;
    case GuidanceStep::ExpandOrDecline: {
        // An empire that attacks left with no province and no pawn: the rules' special case,
        // "The empire can be preserved ... or declared in decline" (1999 rules). "Your 0 pawns
        // enter the board" (the walk) said nothing true of it.
        const bool emptyEmpire = !data.onBoard && data.expandPawns == 0;
        guidance.title = emptyEmpire ? tr("%1, keep your empire or decline it?").arg(who)
                                     : tr("%1, expand or decline?").arg(who);
        // Where the number comes from, in the same sentence: the card says 15, the bar 22.
        const QString sources = expandSources(data);
        QString expand;
        if (emptyEmpire)
            expand = tr("Your empire has no province and no pawn left. Expand keeps it as it is: "
                        "it has nothing to do this turn.");
        // One pawn in each province and none in hand: "conquer with the 0 pawns" (the walk)
        // said nothing true; what can still be done is abandoning a province first.
        else if (data.onBoard && data.expandPawns == 0)
            expand = tr("Expand: each of your provinces keeps its one pawn, so no pawn comes to "
                        "your hand: to conquer, first abandon provinces of yours and take their "
                        "pawns back.");
        else if (data.onBoard && sources.isEmpty())
            expand = tr("Expand: collect your pawns, leaving one in each province, and conquer "
                        "with the %n pawn(s) you will have in hand.",
                        nullptr, data.expandPawns);
        else if (data.onBoard)
            expand = tr("Expand: collect your pawns, leaving one in each province, and conquer "
                        "with the %n pawn(s) you will have in hand (%1).",
                        nullptr, data.expandPawns)
                         .arg(sources);
        else if (sources.isEmpty())
            expand = tr("Expand: your %n pawn(s) enter the board from its edge.", nullptr,
                        data.expandPawns);
        else
            expand = tr("Expand: your %n pawn(s) (%1) enter the board from its edge.", nullptr,
                        data.expandPawns)
                         .arg(sources);
        // Expanding into nothing to conquer, said before the choice (the s47 walk expanded
        // every turn beside a neighbour at peace).
        if (const QString nothing = nothingAfterExpand(data.afterExpand, seats);
            !nothing.isEmpty() && !emptyEmpire)
            expand += QLatin1Char(' ') + nothing;
        QString decline = data.declineLater
                              ? tr("With Rebirth you may decline at the end of this turn instead.")
                              : tr("Decline: your empire goes into decline and scores %n victory "
                                   "point(s) now; then you choose a new civilization.",
                                   nullptr, data.declineScore);
        // "the previous declining empire is still removed from the board" (1999 rules).
        if (data.decliningCleared > 0)
            decline += QLatin1Char(' ') + tr("Your older empire in decline then leaves the board "
                                             "(%n province(s)).",
                                             nullptr, data.decliningCleared);
        guidance.detail = expand + QLatin1Char(' ') + decline;
        if (data.mayReorganizeFirst)
            guidance.detail +=
                QLatin1Char(' ') + tr("With Philosophy you may first move your pawns between your "
                                      "provinces: all of them stay on the board in decline.");
        if (keys)
            guidance.detail += QLatin1Char(' ') + (data.declineLater ? tr("Press E to expand.")
                                                   : data.mayReorganizeFirst
                                                       ? tr("Press E to expand, D to decline, "
                                                            "or R to reorganize first.")
                                                       : tr("Press E to expand or D to decline."));
        break;
    }
    case GuidanceStep::EnterBoard:
    case GuidanceStep::Conquer:
        if (data.outlook.reason != NoConquest::None) {
            // "Click a highlighted province" with none highlighted, every turn (the s47 walk):
            // why nothing can be conquered, and what to do instead.
            guidance.title = tr("%1, nothing to conquer").arg(who);
            guidance.detail = nothingToConquer(data.outlook, seats);
            // Abandoning a province gives pawns back: of use only when pawns are lacking.
            const bool pawnsLack = data.outlook.reason == NoConquest::HandEmpty ||
                                   data.outlook.reason == NoConquest::TooFewPawns;
            if (data.mayAbandon && pawnsLack && data.step == GuidanceStep::Conquer)
                guidance.detail += QLatin1Char(' ') + abandonWords();
            guidance.detail +=
                QLatin1Char(' ') +
                (keys ? tr("Press C (End conquest) to go on to the reorganization and the score.")
                      : tr("Click End conquest to go on to the reorganization and the score.")) +
                QLatin1Char(' ') +
                tr("While your empire cannot grow, you may decline at the start of your next "
                   "turn: it scores, and you choose a new civilization.");
        } else if (data.step == GuidanceStep::EnterBoard) {
            guidance.title = tr("%1, choose a start province").arg(who);
            guidance.detail =
                keys ? tr("Move the ring to a highlighted province at the edge of the board (or "
                          "one sea zone away) with the arrow keys or Tab, and press Enter to "
                          "enter it; its cost in pawns is shown on it. You have %n pawn(s) in "
                          "hand.",
                          nullptr, data.hand)
                     : tr("Click a highlighted province at the edge of the board (or one "
                          "sea zone away) to enter it; its cost in pawns is shown on it. "
                          "You have %n pawn(s) in hand.",
                          nullptr, data.hand);
        } else {
            guidance.title = tr("%1, conquer").arg(who);
            guidance.detail =
                keys ? tr("Move the ring to a highlighted province with the arrow keys or Tab and "
                          "press Enter to conquer it; its cost in pawns is shown on it. You have "
                          "%n pawn(s) in hand.",
                          nullptr, data.hand)
                     : tr("Click a highlighted province to conquer it; its cost in pawns "
                          "is shown on it. You have %n pawn(s) in hand.",
                          nullptr, data.hand);
            if (data.mayAbandon)
                guidance.detail += QLatin1Char(' ') + abandonWords();
            guidance.detail +=
                QLatin1Char(' ') + (keys ? tr("Press C (End conquest) when you are done.")
                                         : tr("Click End conquest when you are done."));
        }
        if (data.firstTurn && data.step == GuidanceStep::EnterBoard)
            guidance.detail = tr("Your first turn goes on: your new civilization conquers now.") +
                              QLatin1Char(' ') + guidance.detail;
        // Army's second conquest phase follows the reorganization: without a word the pawns
        // back in hand read as the turn starting over (the third walk). Said with nothing to
        // conquer too.
        if (data.secondConquest && data.step == GuidanceStep::Conquer)
            guidance.detail = tr("%1: your second conquest phase of this turn. Your pawns "
                                 "came back to your hand, one left in each of your "
                                 "provinces; the turn scores once, after it.")
                                  .arg(tileName(TileKind::Army, RuleSetId::Online2013)) +
                              QLatin1Char(' ') + guidance.detail;
        if (modes.espionage)
            guidance.detail += QLatin1Char(' ') + tr("Espionage is on: the next conquest costs 2 "
                                                     "pawns, whatever defends the province.");
        // Diplomacy's peace is open only before the first conquest: its button alone, beside
        // End conquest, went unseen (the s49 walk).
        if (!data.peacePossible.empty())
            guidance.detail +=
                QLatin1Char(' ') +
                (keys ? tr("Diplomacy: before your first conquest you may declare peace with an "
                           "opponent (Tab to Declare peace, then Space); neither of you may "
                           "attack the other's active empire until your next turn.")
                      : tr("Diplomacy: before your first conquest you may declare peace with an "
                           "opponent (Declare peace); neither of you may attack the other's "
                           "active empire until your next turn."));
        break;
    case GuidanceStep::KeepPart:
        guidance.title = tr("%1, keep one part of your empire").arg(who);
        guidance.detail =
            keys ? tr("Your empire is in %n parts, and it must be in one piece (rule of "
                      "cohesion). Press Enter on a province of the part you keep (the arrow keys "
                      "or Tab move the ring): the pawns of the other parts return to your hand.",
                      nullptr, data.parts)
                 : tr("Your empire is in %n parts, and it must be in one piece (rule of cohesion). "
                      "Click a province of the part you keep: the pawns of the other parts return "
                      "to your hand.",
                      nullptr, data.parts);
        break;
    case GuidanceStep::Reorganize: {
        guidance.title = tr("%1, reorganize your pawns").arg(who);
        guidance.detail =
            (keys ? tr("Enter on a province places a pawn from your hand, Backspace takes one "
                       "back (the arrow keys or Tab move the ring). Every province needs a pawn; "
                       "all pawns must be on the board. Pawns in hand: %1.")
                  : tr("Left click a province to place a pawn from your hand, right click "
                       "to take one back, or drag pawns from one province to another. "
                       "Every province needs a pawn; all pawns must be on the board. "
                       "Pawns in hand: %1."))
                .arg(data.hand);
        if (modes.buildFort)
            guidance.detail =
                keys ? tr("Press Enter on one of your provinces to build a fort there: +1 to "
                          "conquer it, -1 for attacks made from it.")
                     : tr("Click one of your provinces to build a fort there: +1 to "
                          "conquer it, -1 for attacks made from it.");
        const auto scoreWords = [keys](int points) {
            return QLatin1Char(' ') +
                   (keys ? tr("Press S (Confirm and score) to score %n victory point(s).", nullptr,
                              points)
                         : tr("Confirm to score %n victory point(s).", nullptr, points));
        };
        if (data.blocker) {
            guidance.blocker = data.blocker->message;
            // Its score is said once the pawns are placed: room for two digits of it.
            guidance.detailAtMost = guidance.detail + scoreWords(99);
        } else if (data.reorganizationScore) {
            guidance.detail += scoreWords(*data.reorganizationScore);
        }
        break;
    }
    case GuidanceStep::ReorganizeBeforeDecline: {
        guidance.title = tr("%1, reorganize before the decline").arg(who);
        guidance.detail =
            (keys ? tr("Philosophy: Enter on a province places a pawn from your hand, Backspace "
                       "takes one back (the arrow keys or Tab move the ring); every pawn stays "
                       "on the board when your empire declines. Pawns in hand: %1.")
                  : tr("Philosophy: left click a province to place a pawn from your hand, "
                       "right click to take one back, or drag pawns from one province to "
                       "another; every pawn stays on the board when your empire declines. "
                       "Pawns in hand: %1."))
                .arg(data.hand);
        const QString declineWords =
            QLatin1Char(' ') + (keys ? tr("Press D (Decline) to score %n victory point(s) and "
                                          "choose a new civilization.",
                                          nullptr, data.declineScore)
                                     : tr("Decline to score %n victory point(s) and "
                                          "choose a new civilization.",
                                          nullptr, data.declineScore));
        if (data.blocker) {
            guidance.blocker = data.blocker->message;
            guidance.detailAtMost = guidance.detail + declineWords;
        } else {
            guidance.detail += declineWords;
        }
        break;
    }
    case GuidanceStep::RebirthDecision:
        guidance.title = tr("%1, Rebirth: decline now?").arg(who);
        guidance.detail = tr("Your turn is scored. With Rebirth you may put your empire into "
                             "decline now (no second scoring) and choose a new civilization at "
                             "once, or end your turn and keep it.");
        if (keys)
            guidance.detail +=
                QLatin1Char(' ') + tr("Press N to decline now, or T to end your turn.");
        break;
    case GuidanceStep::PlaceSurvivors:
        guidance.title = tr("Defender %1: place your surviving pawns").arg(who);
        // The + buttons are drawn only when zoomed in: the words promised them at a zoom
        // that showed none (the s42 walk). The last pawn is asked about first
        // (confirmLastSurvivor()).
        guidance.detail =
            (keys ? tr("%1 conquered provinces of yours. Place your %n surviving pawn(s) on your "
                       "own highlighted provinces: move the ring to one with the arrow keys or "
                       "Tab and press Enter for each pawn. Undo takes one back; the last one is "
                       "placed when you confirm it.",
                       nullptr, data.survivors)
                  : tr("%1 conquered provinces of yours. Place your %n surviving pawn(s) on your "
                       "own highlighted provinces: click one for each pawn. Undo takes one "
                       "back; the last one is placed when you confirm it.",
                       nullptr, data.survivors))
                .arg(nameOf(seats, data.current));
        break;
    }
    return guidance;
}

} // namespace vinci
