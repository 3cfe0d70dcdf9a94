#include "guide/guidewords.h"

#include "languageswitcher.h"
#include "panels/signednumber.h"
#include "panels/trackslotbutton.h"
#include "queries/boardqueries.h"
#include "rules/tiletable.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vinci::GuideWords {

namespace {

/**
 * A text of the script's (QT_TRANSLATE_NOOP("Guide", ...)) in the interface's language; one
 * with a count (QT_TRANSLATE_N_NOOP) in the count's plural form, its %n the count.
 */
QString translated(const char *text, int count = -1)
{
    return QCoreApplication::translate("Guide", text, nullptr, count);
}

const GameEvent *findEvent(const std::vector<GameEvent> &events, EventKind kind)
{
    for (const GameEvent &event : events) {
        if (event.kind == kind)
            return &event;
    }
    return nullptr;
}

} // namespace

QString scoreWords(const ScoreBreakdown &score, RuleSetId rules)
{
    const auto bonus = [rules](int points, TileKind tile) {
        return QCoreApplication::translate("Guide", "+%1 for %2")
            .arg(points)
            .arg(tileName(tile, rules));
    };
    // A sum: the first term as it is, every later one with its sign. The declining empire's
    // provinces read "3 for your provinces, +1 for Agriculture, 2 for your provinces in
    // decline", one term of the sum without its "+" (the s50 walk).
    QStringList lines;
    const auto provinces = [&lines](const char *words, int points) {
        return translated(words).arg(lines.isEmpty() ? unsignedNumber(points)
                                                     : signedNumber(points));
    };
    for (const ScoreLine &line : score.active) {
        lines << (line.tile ? bonus(line.points, *line.tile)
                            : provinces(QT_TRANSLATE_NOOP("Guide", "%1 for your provinces"),
                                        line.points));
    }
    for (const ScoreLine &line : score.declining) {
        lines << (line.tile
                      ? bonus(line.points, *line.tile)
                      : provinces(QT_TRANSLATE_NOOP("Guide", "%1 for your provinces in decline"),
                                  line.points));
    }
    // The pawns Slavery took this turn score too: unsaid, the parts did not add up to the total.
    if (score.slavery > 0)
        lines << bonus(score.slavery, TileKind::Slavery);
    return lines.join(u", "_s);
}

QString text(const GuideStep &step, bool keys, bool last)
{
    QString words = translated(keys && step.keysText ? step.keysText : step.text);
    if (step.action)
        return words;
    // Enter presses Next (its shortcut while it shows: GuidePanel).
    QString press;
    if (last) {
        press = keys ? QCoreApplication::translate(
                           "Guide", "Press Enter (Continue against the computer) to play this "
                                    "game on, or Tab, then Space, to Start the lesson again.")
                     : QCoreApplication::translate(
                           "Guide", "Press Continue against the computer to play this game on, "
                                    "or Start the lesson again to take it from step 1.");
    } else {
        press = keys ? QCoreApplication::translate("Guide", "Press Enter (Next).")
                     : QCoreApplication::translate("Guide", "Press Next.");
    }
    return words + u' ' + press;
}

QString readFirst(bool keys)
{
    return keys ? QCoreApplication::translate("Guide",
                                              "Read this step first, then press Enter (Next).")
                : QCoreApplication::translate("Guide", "Read this step first, then press Next.");
}

QString provinceName(const ProvinceGraph &board, AreaIndex area)
{
    return board.area(area).names.in(uiLanguage());
}

QString wrongMove(const GuideStep &step, const ProvinceGraph &board, bool keys)
{
    QString answer = translated(keys && step.keysWrongMove ? step.keysWrongMove : step.wrongMove);
    // End conquest's and Decline's answers name nothing.
    if (step.province) {
        if (const auto area = board.indexOf(QStringView(step.province)))
            answer = answer.arg(provinceName(board, *area));
    } else if (step.slot >= 0) {
        // The place, and for the keys its number: "take place I: press 1, then Enter".
        answer = answer.arg(TrackSlotButton::romanNumeral(step.slot));
        if (keys && step.keysWrongMove)
            answer = answer.arg(step.slot + 1);
    }
    return answer;
}

QString costWords(const ConquestCost &cost, RuleSetId rules)
{
    // As the province's tooltip lists them: "Conquest 2, Defending pawns +1, Ship Building −1",
    // a sum: its first term as it is, every later one with its sign (the minus sign, as the
    // cards have it: "-1" read as a dash).
    QStringList parts;
    for (const CostPart &part : cost.parts) {
        const QString pawns =
            parts.isEmpty() ? unsignedNumber(part.pawns) : signedNumber(part.pawns);
        parts << u"%1 %2"_s.arg(costTermName(part.term, rules), pawns);
    }
    return parts.join(u", "_s);
}

GuideExplanation explain(const GuideStep &step, const GameState &before, const GameState &after,
                         const std::vector<GameEvent> &events)
{
    // Each explanation's count is its %n: "1 pawn", "2 pawns" (it said "1 pawns": the s44 walk).
    const auto counted = [&step](int count) { return translated(step.explanation, count); };
    const int me = before.currentPlayer;
    const RuleSetId rules = before.options.ruleSet;
    switch (step.numbers) {
    case GuideNumbers::None:
        return {translated(step.explanation), {}};
    case GuideNumbers::Choice:
        if (const GameEvent *chosen = findEvent(events, EventKind::CivilizationChosen)) {
            return {counted(chosen->amount2)
                        .arg(TrackSlotButton::romanNumeral(chosen->amount))
                        .arg(after.player(me).score),
                    {chosen->amount2, after.player(me).score}};
        }
        break;
    case GuideNumbers::Expand: {
        // The first expansion collects nothing: the civilization's pawns are in hand already.
        const int hand = after.player(me).active ? after.player(me).active->hand : 0;
        return {counted(hand), {hand}};
    }
    case GuideNumbers::Conquest:
        if (const GameEvent *conquered = findEvent(events, EventKind::Conquered)) {
            // The cost as the tooltip showed it before the click, term by term.
            const auto cost = cheapestConquest(before, me, conquered->area, false);
            if (!cost)
                break;
            return {counted(conquered->amount)
                        .arg(provinceName(*before.board, conquered->area))
                        .arg(costWords(*cost, rules)),
                    {conquered->amount, cost->total}};
        }
        break;
    case GuideNumbers::Score:
        if (const GameEvent *scored = findEvent(events, EventKind::Scored)) {
            return {counted(scored->amount)
                        .arg(scoreWords(scored->score, rules))
                        .arg(after.player(me).score),
                    {scored->amount, after.player(me).score}};
        }
        break;
    case GuideNumbers::Decline:
        if (const GameEvent *declined = findEvent(events, EventKind::Declined)) {
            const GameEvent *scored = findEvent(events, EventKind::Scored);
            const int points = scored ? scored->amount : 0;
            return {counted(declined->amount)
                        .arg(QCoreApplication::translate("Guide", "%n point(s)", nullptr, points))
                        .arg(after.player(me).score),
                    {declined->amount, points, after.player(me).score}};
        }
        break;
    }
    return {translated(step.explanation), {}};
}

} // namespace vinci::GuideWords
