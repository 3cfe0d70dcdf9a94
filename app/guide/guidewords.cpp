#include "guide/guidewords.h"

#include "languageswitcher.h"
#include "panels/trackslotbutton.h"
#include "queries/boardqueries.h"
#include "rules/tiletable.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vinci::GuideWords {

namespace {

/** A text of the script's (QT_TRANSLATE_NOOP("Guide", ...)) in the interface's language. */
QString translated(const char *text)
{
    return QCoreApplication::translate("Guide", text);
}

const GameEvent *findEvent(const std::vector<GameEvent> &events, EventKind kind)
{
    for (const GameEvent &event : events) {
        if (event.kind == kind)
            return &event;
    }
    return nullptr;
}

/** "12 for your provinces, +2 for Commerce": a score line by line. */
QString scoreWords(const ScoreBreakdown &score, RuleSetId rules)
{
    QStringList lines;
    for (const ScoreLine &line : score.active) {
        lines << (line.tile ? QCoreApplication::translate("Guide", "+%1 for %2")
                                  .arg(line.points)
                                  .arg(tileName(*line.tile, rules))
                            : QCoreApplication::translate("Guide", "%1 for your provinces")
                                  .arg(line.points));
    }
    for (const ScoreLine &line : score.declining) {
        lines << (line.tile
                      ? QCoreApplication::translate("Guide", "+%1 for %2")
                            .arg(line.points)
                            .arg(tileName(*line.tile, rules))
                      : QCoreApplication::translate("Guide", "%1 for your provinces in decline")
                            .arg(line.points));
    }
    return lines.join(u", "_s);
}

} // namespace

QString text(const GuideStep &step, bool keys)
{
    return translated(keys && step.keysText ? step.keysText : step.text);
}

QString readFirst()
{
    return QCoreApplication::translate("Guide", "Read this step first, then press Next.");
}

QString provinceName(const ProvinceGraph &board, AreaIndex area)
{
    return board.area(area).names.in(uiLanguage());
}

QString wrongMove(const GuideStep &step, const ProvinceGraph &board)
{
    QString target;
    if (step.province) {
        if (const auto area = board.indexOf(QStringView(step.province)))
            target = provinceName(board, *area);
    } else if (step.slot >= 0) {
        target = TrackSlotButton::romanNumeral(step.slot);
    }
    // End conquest's and Decline's answers name nothing.
    const QString answer = translated(step.wrongMove);
    return target.isEmpty() ? answer : answer.arg(target);
}

QString costWords(const ConquestCost &cost, RuleSetId rules)
{
    // As the province's tooltip lists them: "Conquest 2, Defending pawns +1".
    QStringList parts;
    for (const CostPart &part : cost.parts) {
        const QString pawns = part.term == CostTerm::Base || part.pawns < 0
                                  ? QString::number(part.pawns)
                                  : u"+%1"_s.arg(part.pawns);
        parts << u"%1 %2"_s.arg(costTermName(part.term, rules), pawns);
    }
    return parts.join(u", "_s);
}

GuideExplanation explain(const GuideStep &step, const GameState &before, const GameState &after,
                         const std::vector<GameEvent> &events)
{
    const QString text = translated(step.explanation);
    const int me = before.currentPlayer;
    const RuleSetId rules = before.options.ruleSet;
    switch (step.numbers) {
    case GuideNumbers::None:
        return {text, {}};
    case GuideNumbers::Choice:
        if (const GameEvent *chosen = findEvent(events, EventKind::CivilizationChosen)) {
            return {text.arg(TrackSlotButton::romanNumeral(chosen->amount))
                        .arg(chosen->amount2)
                        .arg(after.player(me).score),
                    {chosen->amount2, after.player(me).score}};
        }
        break;
    case GuideNumbers::Expand: {
        // The first expansion collects nothing: the civilization's pawns are in hand already.
        const int hand = after.player(me).active ? after.player(me).active->hand : 0;
        return {text.arg(hand), {hand}};
    }
    case GuideNumbers::Conquest:
        if (const GameEvent *conquered = findEvent(events, EventKind::Conquered)) {
            // The cost as the tooltip showed it before the click, term by term.
            const auto cost = cheapestConquest(before, me, conquered->area, false);
            if (!cost)
                break;
            return {text.arg(provinceName(*before.board, conquered->area))
                        .arg(conquered->amount)
                        .arg(costWords(*cost, rules)),
                    {conquered->amount, cost->total}};
        }
        break;
    case GuideNumbers::Score:
        if (const GameEvent *scored = findEvent(events, EventKind::Scored)) {
            return {text.arg(scored->amount)
                        .arg(scoreWords(scored->score, rules))
                        .arg(after.player(me).score),
                    {scored->amount, after.player(me).score}};
        }
        break;
    case GuideNumbers::Decline:
        if (const GameEvent *declined = findEvent(events, EventKind::Declined)) {
            const GameEvent *scored = findEvent(events, EventKind::Scored);
            const int points = scored ? scored->amount : 0;
            return {text.arg(declined->amount).arg(points).arg(after.player(me).score),
                    {declined->amount, points, after.player(me).score}};
        }
        break;
    }
    return {text, {}};
}

} // namespace vinci::GuideWords
