#include "aireason.h"

#include "rules/tiletable.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call AiReasonTexts::tr(). */
struct AiReasonTexts
{
    Q_DECLARE_TR_FUNCTIONS(AiExplanation)
};

/** What a sentence needs besides its part: the names of the table, in the language asked. */
struct Wording
{
    const ProvinceGraph &board;
    const QStringList &playerNames;
    QStringView language;
    RuleSetId rules = RuleSetId::Classic;

    QString province(AreaIndex area) const
    {
        return area >= 0 && area < board.areaCount() ? board.area(area).names.in(language)
                                                     : QString();
    }

    QString player(int seat) const
    {
        if (seat >= 0 && seat < playerNames.size() && !playerNames.at(seat).isEmpty())
            return playerNames.at(seat);
        return AiReasonTexts::tr("Player %1").arg(seat + 1);
    }

    QString tiles(const CivilizationTiles &pair) const
    {
        QStringList names;
        for (TileKind kind : pair.tiles())
            names.append(tileName(kind, rules));
        return names.join(QStringLiteral(" + "));
    }

    /** "III: Weapons + Mountaineering", as the track shows a place and its tiles. */
    QString civilization(int slot, const CivilizationTiles &pair) const
    {
        static const char *const numerals[] = {"I", "II", "III", "IV", "V", "VI"};
        const QString place = slot >= 0 && slot < static_cast<int>(std::size(numerals))
                                  ? QString::fromLatin1(numerals[slot])
                                  : QString::number(slot + 1);
        return AiReasonTexts::tr("%1: %2", "a place of the civilization track: its tiles")
            .arg(place, tiles(pair));
    }
};

QString pawns(int count)
{
    return AiReasonTexts::tr("%n pawn(s)", nullptr, count);
}

QString victoryPoints(int count)
{
    return AiReasonTexts::tr("%n victory point(s)", nullptr, count);
}

QString diceText(const std::vector<int> &rolls)
{
    QStringList faces;
    for (int face : rolls)
        faces.append(QString::number(face));
    return faces.join(QStringLiteral(", "));
}

QString takesCivilization(const ReasonPart &part, const Wording &words)
{
    const QString civilization = words.civilization(part.slot, part.tiles);
    const int brought = part.numbers[0];
    const int points = part.numbers[1];
    QString text = points > 0 ? AiReasonTexts::tr("Takes %1: %2, and collects %3.")
                                    .arg(civilization, pawns(brought), victoryPoints(points))
                   // A cost, said as one ("for 3 victory points" read as a gain).
                   : points < 0
                       ? AiReasonTexts::tr("Takes %1: %2, at a cost of %3.")
                             .arg(civilization, pawns(brought), victoryPoints(-points))
                       : AiReasonTexts::tr("Takes %1: %2.").arg(civilization, pawns(brought));
    const int enterable = part.numbers[2];
    if (enterable == 0)
        return text;
    QStringList helps;
    if (part.numbers[3] > 0)
        helps.append(AiReasonTexts::tr("%n worth more", nullptr, part.numbers[3]));
    if (part.numbers[4] > 0)
        helps.append(AiReasonTexts::tr("%n cheaper to conquer", nullptr, part.numbers[4]));
    if (helps.isEmpty())
        return text + QLatin1Char(' ') +
               AiReasonTexts::tr("Its tiles change none of the %n province(s) it can enter.",
                                 nullptr, enterable);
    return text + QLatin1Char(' ') +
           AiReasonTexts::tr("Of the %n province(s) it can enter, its tiles make %1.", nullptr,
                             enterable)
               .arg(helps.join(AiReasonTexts::tr(" and ")));
}

QString alternative(const ReasonPart &part, const Wording &words)
{
    switch (static_cast<ReasonAlternative>(part.numbers[1])) {
    case ReasonAlternative::Expanding:
        return part.numbers[2] > 0
                   ? AiReasonTexts::tr("by expanding with %n conquest(s)", nullptr, part.numbers[2])
                   : AiReasonTexts::tr("by expanding without conquest");
    case ReasonAlternative::Declining:
        return AiReasonTexts::tr("by declining for %1").arg(words.tiles(part.tiles));
    case ReasonAlternative::KeepingEmpire:
        return AiReasonTexts::tr("by keeping its empire");
    case ReasonAlternative::OtherCivilization:
        return AiReasonTexts::tr("with %1").arg(words.civilization(part.slot, part.tiles));
    }
    return {};
}

QString expectsMore(const ReasonPart &part, const Wording &words)
{
    const int more = part.numbers[0];
    if (part.numbers[3] != 0) {
        // The hard level plays each option to the game's end: what it compares is its lead over
        // the best other player then, not points scored over the next turns.
        if (more <= 0)
            return AiReasonTexts::tr(
                       "It expects to finish the game about as far ahead of its best rival "
                       "as %1.")
                .arg(alternative(part, words));
        return AiReasonTexts::tr(
                   "It expects to finish the game about %n point(s) further ahead of its "
                   "best rival than %1.",
                   nullptr, more)
            .arg(alternative(part, words));
    }
    if (more <= 0)
        return AiReasonTexts::tr("It expects about as many points as %1.")
            .arg(alternative(part, words));
    return AiReasonTexts::tr("It expects about %n more point(s) than %1.", nullptr, more)
        .arg(alternative(part, words));
}

QString declineTestDie(const ReasonPart &part, const Wording &words)
{
    const int points = part.numbers[0];
    const int available = part.numbers[1];
    const int threshold = part.numbers[2];
    const int die = part.numbers[3];
    const int modifier = part.numbers[4];
    const QString roll = modifier != 0 ? AiReasonTexts::tr("the die shows %1, %2 with %3")
                                             .arg(die)
                                             .arg(die + modifier)
                                             .arg(tileName(TileKind::FieldGeneral, words.rules))
                                       : AiReasonTexts::tr("the die shows %1").arg(die);
    const QString situation =
        AiReasonTexts::tr(
            "The empire would score %1 (fewer than 10) and has %2 to expand (fewer than %3);")
            .arg(victoryPoints(points), pawns(available))
            .arg(threshold);
    if (part.numbers[5] != 0)
        return situation + QLatin1Char(' ') +
               AiReasonTexts::tr("%1, more than %n: it declines.", nullptr, available).arg(roll);
    return situation + QLatin1Char(' ') +
           AiReasonTexts::tr("%1, not more than %n: no decline.", nullptr, available).arg(roll);
}

QString leftoverRule(const ReasonPart &part)
{
    switch (static_cast<LeftoverRule>(part.numbers[1])) {
    case LeftoverRule::BorderDefence:
        break;
    case LeftoverRule::BoardEdge:
        return AiReasonTexts::tr(
            "a leftover pawn goes to the board's edge while new empires are entering");
    case LeftoverRule::NextToActiveEmpire:
        return AiReasonTexts::tr("a leftover pawn goes next to an active empire");
    case LeftoverRule::WorthMore:
        return AiReasonTexts::tr("a leftover pawn goes to the province worth more");
    case LeftoverRule::Die:
        return AiReasonTexts::tr("a leftover pawn; the die (%1) chose among %n equal provinces",
                                 nullptr, part.numbers[2])
            .arg(diceText(part.dice));
    }
    return AiReasonTexts::tr("an even defence along its borders");
}

QString describePart(const ReasonPart &part, const Wording &words)
{
    const QString where = words.province(part.area);
    const auto &n = part.numbers;
    switch (part.kind) {
    case ReasonKind::TakesCivilization:
        return takesCivilization(part, words);
    case ReasonKind::TakesFirstCivilization:
        // "A virtual player always chooses the first civilization available." (VINCI with One
        // or Two Players)
        if (part.tiles.tiles().empty())
            return AiReasonTexts::tr("The rulebook's virtual player always takes civilization I.");
        return AiReasonTexts::tr(
                   "Takes %1: the rulebook's virtual player always takes civilization I.")
            .arg(words.civilization(part.slot, part.tiles));
    case ReasonKind::OnlyCivilization:
        return AiReasonTexts::tr("The only civilization it may take.");
    case ReasonKind::ConquersAtOnce:
        // "only in this first turn, the player must immediately start the conquest phase"
        // (Online 2013): the worth below counts these conquests.
        if (n[0] == 0)
            return AiReasonTexts::tr(
                "Its first turn goes on into the conquests, with none in view.");
        return AiReasonTexts::tr(
            "Enters the board at once, in this first turn: %n conquest(s) in view.", nullptr, n[0]);
    case ReasonKind::Declines:
        return AiReasonTexts::tr(
                   "Declines: expanding would give it %1 for its %2; the decline scores %3 "
                   "now.")
            .arg(pawns(n[1]), AiReasonTexts::tr("%n province(s)", nullptr, n[0]),
                 victoryPoints(n[2]));
    case ReasonKind::Expands:
        if (n[0] < 0)
            return AiReasonTexts::tr("Expands.");
        if (n[0] == 0)
            return AiReasonTexts::tr("Expands without a conquest in view.");
        return AiReasonTexts::tr("Expands with %n conquest(s) in view.", nullptr, n[0]);
    case ReasonKind::ExpectsMore:
        return expectsMore(part, words);
    case ReasonKind::RebirthLater:
        return AiReasonTexts::tr("Rebirth: the decline is considered at the end of the turn.");
    case ReasonKind::RebirthPrefix:
        return AiReasonTexts::tr("Rebirth:");
    case ReasonKind::RebirthDeclines:
        return AiReasonTexts::tr("Rebirth: declines now.");
    case ReasonKind::RebirthKeeps:
        return AiReasonTexts::tr("Rebirth: keeps its empire.");
    case ReasonKind::DeclineTestPoints:
        return AiReasonTexts::tr("The empire would score %1 (not fewer than 10): no decline.")
            .arg(victoryPoints(n[0]));
    case ReasonKind::DeclineTestPawns:
        return AiReasonTexts::tr("The empire has %1 to expand (not fewer than %2): no decline.")
            .arg(pawns(n[0]))
            .arg(n[1]);
    case ReasonKind::DeclineTestDie:
        return declineTestDie(part, words);
    case ReasonKind::PeaceWithRealPlayer:
        if (!part.dice.empty())
            return AiReasonTexts::tr(
                       "Diplomacy: a virtual player always declares peace with a real "
                       "player; the die (%1) chooses %2.")
                .arg(diceText(part.dice), words.player(part.player));
        return AiReasonTexts::tr(
                   "Diplomacy: a virtual player always declares peace with a real player "
                   "(%1).")
            .arg(words.player(part.player));
    case ReasonKind::PeaceWithGreatestThreat:
        return AiReasonTexts::tr(
                   "Diplomacy: peace with %1, the greatest threat to its provinces it does "
                   "not attack.")
            .arg(words.player(part.player));
    case ReasonKind::NoProvinceInReach:
        return AiReasonTexts::tr("No province within reach: the conquests end.");
    case ReasonKind::NoneAffordable:
        return AiReasonTexts::tr(
            "%n pawn(s) in hand: no province it can afford; the conquests end.", nullptr, n[0]);
    case ReasonKind::EntersBoard:
        return AiReasonTexts::tr("Enters the board in %1: worth %2, it costs %3.")
            .arg(where, victoryPoints(n[0]), pawns(n[1]));
    case ReasonKind::ConquersBest:
        return AiReasonTexts::tr("Conquers %1: worth %2, it costs %3.")
            .arg(where, victoryPoints(n[0]), pawns(n[1]));
    case ReasonKind::ConquersPlanned:
        if (n[3] <= 1)
            return AiReasonTexts::tr("Conquers %1 for %2 (worth %3): the one conquest it plans.")
                .arg(where, pawns(n[0]), victoryPoints(n[1]));
        return AiReasonTexts::tr("Conquers %1 for %2 (worth %3): conquest %4 of the %5 it plans.")
            .arg(where, pawns(n[0]), victoryPoints(n[1]))
            .arg(n[2])
            .arg(n[3]);
    case ReasonKind::DecliningLossCounted:
        return AiReasonTexts::tr("(Counting the %n point(s) its declining empire loses.)", nullptr,
                                 n[0]);
    case ReasonKind::SlaveryBonus:
        return AiReasonTexts::tr("(Slavery adds %n point(s).)", nullptr, n[0]);
    case ReasonKind::EspionageCostsTwo:
        return AiReasonTexts::tr("Espionage makes it cost 2.");
    case ReasonKind::CostMinusTwiceValue:
        return AiReasonTexts::tr("Lowest cost - 2 x value: %1.").arg(n[0]);
    case ReasonKind::ShipBuildingCoast:
        return AiReasonTexts::tr("%1: it settles on a coast of the open sea.")
            .arg(tileName(TileKind::ShipBuilding, words.rules));
    case ReasonKind::PreferredTooDear:
        return AiReasonTexts::tr("%1 would be preferred but costs %2; it has %3.")
            .arg(where, pawns(n[0]), pawns(n[1]));
    case ReasonKind::DieAmongEqual:
        return AiReasonTexts::tr("The die (%1) chose among %n equal provinces.", nullptr, n[0])
            .arg(diceText(part.dice));
    case ReasonKind::PlanDone:
        return AiReasonTexts::tr("The conquests of its plan are done.");
    case ReasonKind::ConquestsEnd:
        return AiReasonTexts::tr("The conquests end.");
    case ReasonKind::KeepsPart:
        return AiReasonTexts::tr("Keeps the part of its split empire with %1, worth most.")
            .arg(where);
    case ReasonKind::FortOffensive:
        return AiReasonTexts::tr(
                   "Fort in %1: a virtual player places its forts offensively, in the "
                   "province next to the most opposing or neutral provinces.")
            .arg(where);
    case ReasonKind::FortThreatened:
        return AiReasonTexts::tr("Fort in %1, where the next players threaten most.").arg(where);
    case ReasonKind::LiftsGivingUp:
        return AiReasonTexts::tr("Lifts %n pawn(s) from %1, which it gives up.", nullptr,
                                 part.times)
            .arg(where);
    case ReasonKind::LiftsToEvenOut:
        return AiReasonTexts::tr(
                   "Lifts %n pawn(s) from %1 (%2 wanted there) to even out its border.", nullptr,
                   part.times)
            .arg(where, pawns(n[0]));
    case ReasonKind::LiftsSurplus:
        return AiReasonTexts::tr("Lifts %n pawn(s) from %1 (%2 wanted there).", nullptr, part.times)
            .arg(where, pawns(n[0]));
    case ReasonKind::PlacesOneEach:
        return AiReasonTexts::tr("Places a pawn in %1: one pawn in every province.").arg(where);
    case ReasonKind::PlacesForDefence:
        return AiReasonTexts::tr("Places %n pawn(s) in %1 (%2 in all): %3.", nullptr, part.times)
            .arg(where, pawns(n[0]), leftoverRule(part));
    case ReasonKind::PlacesAgainstRisk:
        return AiReasonTexts::tr(
                   "Places %n pawn(s) in %1 (%2 in all): it puts the risk of losing it at "
                   "%3%.",
                   nullptr, part.times)
            .arg(where, pawns(n[0]))
            .arg(n[1]);
    case ReasonKind::PawnsInPlace:
        return AiReasonTexts::tr("Its pawns are in place: the reorganization ends.");
    case ReasonKind::SurvivorToWeakest:
        if (!part.dice.empty())
            return AiReasonTexts::tr(
                       "A surviving pawn goes to %1, the weakest defended border province "
                       "(defence %2); the die (%3) chose among %n equal provinces.",
                       nullptr, n[1])
                .arg(where)
                .arg(n[0])
                .arg(diceText(part.dice));
        return AiReasonTexts::tr(
                   "A surviving pawn goes to %1, the weakest defended border province "
                   "(defence %2).")
            .arg(where)
            .arg(n[0]);
    case ReasonKind::SurvivorLowersRisk:
        return AiReasonTexts::tr("%n surviving pawn(s) go to %1, where they lower the risk most.",
                                 nullptr, part.times)
            .arg(where);
    case ReasonKind::RandomMove:
        return AiReasonTexts::tr("A random legal move.");
    case ReasonKind::GameOver:
        return AiReasonTexts::tr("The game is over.");
    case ReasonKind::MoveRefused:
        return AiReasonTexts::tr("Its move was refused; it plays the first legal move instead.");
    }
    return {};
}

/** Whether a kind's sentence counts the pawns it stands for (`ReasonPart::times`). */
bool countsMoves(ReasonKind kind)
{
    switch (kind) {
    case ReasonKind::LiftsGivingUp:
    case ReasonKind::LiftsToEvenOut:
    case ReasonKind::LiftsSurplus:
    case ReasonKind::PlacesForDefence:
    case ReasonKind::PlacesAgainstRisk:
    case ReasonKind::SurvivorLowersRisk:
        return true;
    default:
        return false;
    }
}

} // namespace

AiReason mergeRepeatedMoves(const std::vector<AiReason> &reasons)
{
    AiReason merged;
    for (const AiReason &reason : reasons) {
        for (const ReasonPart &part : reason.parts) {
            // Sentences that differ in their numbers (a defence before each pawn, another die)
            // stay apart; the same sentence again is the same reason for one more pawn.
            const auto same =
                std::find_if(merged.parts.begin(), merged.parts.end(), [&](const ReasonPart &kept) {
                    ReasonPart once = kept;
                    once.times = part.times;
                    return once == part;
                });
            if (same == merged.parts.end())
                merged.parts.push_back(part);
            else if (countsMoves(part.kind))
                same->times += part.times;
        }
    }
    return merged;
}

void AiReason::append(const AiReason &other)
{
    parts.insert(parts.end(), other.parts.begin(), other.parts.end());
}

QString describeReason(const AiReason &reason, const ProvinceGraph &board,
                       const QStringList &playerNames, QStringView language, RuleSetId rules)
{
    const Wording words{board, playerNames, language, rules};
    QStringList sentences;
    for (const ReasonPart &part : reason.parts)
        sentences.append(describePart(part, words));
    return sentences.join(QLatin1Char(' '));
}

} // namespace vinci
