#include "board/provincetooltip.h"

#include "game/play.h"
#include "panels/panelstyle.h"
#include "panels/playershapes.h"
#include "panels/signednumber.h"
#include "queries/boardqueries.h"
#include "rules/scoring.h"

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString seatName(const std::vector<SeatSetup> &seats, int player)
{
    if (player >= 0 && static_cast<std::size_t>(player) < seats.size())
        return seats[static_cast<std::size_t>(player)].name;
    return defaultSeatName(player);
}

/** The player's shape in their colour (playerShape()): colour is not the only cue. */
QString swatch(const QColor &colour)
{
    return u"<span style=\"color:%1\">%2</span> "_s.arg(colour.name(),
                                                        playerShapeCharacter(playerShape(colour)));
}

} // namespace

QString ProvinceTooltip::holderText(const GameState &state, const std::vector<SeatSetup> &seats,
                                    const ProvinceState &province)
{
    Q_UNUSED(state);
    switch (province.holder) {
    case Holder::Empty:
        return tr("Nobody");
    case Holder::Neutral:
        return tr("Indigenous people (neutral)");
    case Holder::Active:
        return tr("%1 (active empire)").arg(seatName(seats, province.player));
    case Holder::Declining:
        return tr("%1 (declining empire)").arg(seatName(seats, province.player));
    }
    return {};
}

QString ProvinceTooltip::summary(const GameState &state, const std::vector<SeatSetup> &seats,
                                 AreaIndex area, QStringView language, bool espionage)
{
    if (area < 0 || area >= state.board->areaCount())
        return {};
    const Area &info = state.board->area(area);
    QStringList parts{info.names.in(language)};
    if (info.isSea())
        return parts.constFirst();
    parts << terrainName(info.terrain);
    if (info.mine)
        parts << tr("mine");
    if (info.port)
        parts << tr("port");
    const ProvinceState &province = state.at(area);
    parts << holderText(state, seats, province);
    if (province.holder != Holder::Empty)
        parts << tr("%n pawn(s)", nullptr, province.pawns);
    if (province.fort)
        parts << (state.rules().onlineTileWording
                      ? tr("fort (+1 defence)")
                      : tr("fort (+1 to conquer, -1 for attacks from it)"));
    const PlayerState &player = state.player(state.currentPlayer);
    if (!state.isOver() && player.active &&
        (state.phase == Phase::Conquest || state.phase == Phase::TurnStart)) {
        if (const ConquestPreview preview = conquestPreview(state, area, espionage); preview.cost)
            parts << tr("conquest costs %n pawn(s)", nullptr, preview.cost->total);
    }
    return parts.join(u", "_s);
}

QString ProvinceTooltip::html(const GameState &state, const std::vector<SeatSetup> &seats,
                              AreaIndex area, QStringView language, bool espionage, Reader reader,
                              Opened opened, const MoveAnswer &answer)
{
    const bool keys = opened == Opened::ByKeyboard;
    if (area < 0 || area >= state.board->areaCount())
        return {};
    const Area &info = state.board->area(area);
    QString text = u"<p style=\"white-space:nowrap\"><b style=\"font-size:large\">%1</b><br>"_s.arg(
        escaped(info.names.in(language)));
    if (info.isSea()) {
        text += tr("Sea zone: never occupied; crossed only to enter the board or with "
                   "Astronomy.");
        return text + u"</p>"_s;
    }
    QStringList facts{terrainName(info.terrain)};
    if (info.mine)
        facts << tr("mine");
    if (info.port)
        facts << tr("port");
    if (state.board->isStartArea(area))
        facts << tr("a new civilization may enter here");
    text += escaped(facts.join(u", "_s)) + u"</p>"_s;

    const ProvinceState &province = state.at(area);
    text += u"<p>"_s;
    QString holder = escaped(holderText(state, seats, province));
    if (province.holder == Holder::Active || province.holder == Holder::Declining) {
        const QColor colour = static_cast<std::size_t>(province.player) < seats.size()
                                  ? seats[static_cast<std::size_t>(province.player)].colour
                                  : PanelStyle::ink();
        holder = swatch(colour) + holder;
    }
    text += tr("Held by: %1").arg(holder) + u"<br>"_s;
    if (province.holder != Holder::Empty)
        text += tr("%n pawn(s)", nullptr, province.pawns);
    if (province.fort)
        text +=
            (province.holder != Holder::Empty ? u" · "_s : QString()) +
            (state.rules().onlineTileWording ? tr("fort (+1 defence)")
                                             : tr("fort (+1 to conquer, -1 for attacks from it)"));
    text += u"</p>"_s;

    // For the player who acts now (a defender placing survivors in another's turn, else the
    // player whose turn it is): value and cost, the numbers behind every decision.
    if (state.isOver() || reader == Reader::Anyone)
        return text;
    const int me = state.actingPlayer();
    const PlayerState &player = state.player(me);
    if (!player.active)
        return text;
    const int value = provincePoints(state, area, player.active->tiles);
    const QColor myColour = static_cast<std::size_t>(me) < seats.size()
                                ? seats[static_cast<std::size_t>(me)].colour
                                : PanelStyle::ink();
    text += u"<p>"_s + swatch(myColour) +
            tr("Worth %n victory point(s) a turn to %1.", nullptr, value)
                .arg(escaped(seatName(seats, me))) +
            u"</p>"_s;
    // The move offered, or what the lesson says instead of playing it.
    const auto answered = [&answer](const Action &action) {
        return answer ? answer(action) : std::nullopt;
    };
    if (const auto click = actionForClick(state, area, ClickKind::Primary, {});
        click && click->type == ActionType::Abandon) {
        const std::optional<QString> instead = answered(*click);
        text += u"<p><i>%1</i></p>"_s.arg(
            escaped(instead ? *instead
                    : keys  ? tr("Press Enter to abandon it and take its %n pawn(s) back into your "
                                  "hand.",
                                 nullptr, province.pawns)
                            : tr("Click to abandon it and take its %n pawn(s) back into your hand.",
                                 nullptr, province.pawns)));
    }
    if (state.phase == Phase::Reorganization && isActiveOf(province, me)) {
        text += u"<p><i>%1</i></p>"_s.arg(
            escaped(keys ? tr("Enter: place a pawn from your hand. Backspace: take one back.")
                         : tr("Left click: place a pawn from your hand. Right click: take one "
                              "back.")));
    }
    if (state.phase != Phase::Conquest && state.phase != Phase::TurnStart)
        return text;
    const ConquestPreview preview = conquestPreview(state, area, espionage);
    if (!preview.cost) {
        if (preview.refusal && *preview.refusal != RejectionCode::OwnProvince)
            text += u"<p><i>%1</i></p>"_s.arg(escaped(reject(*preview.refusal).message));
        return text;
    }
    const ConquestCost &cost = *preview.cost;
    text += u"<p><b>"_s + tr("Conquest costs %n pawn(s):", nullptr, cost.total) + u"</b>"_s;
    text += u"<table cellspacing=\"0\" cellpadding=\"1\">"_s;
    for (const CostPart &part : cost.parts) {
        text += u"<tr><td>%1</td><td align=\"right\">&nbsp;&nbsp;%2</td></tr>"_s.arg(
            escaped(costTermName(part.term, state.options.ruleSet)), signedNumber(part.pawns));
    }
    text += u"</table>"_s;
    if (state.phase == Phase::Conquest) {
        // Whether the rules let the player conquer it now (the hand covers the cost, and under
        // Online 2013 Legions' field general leaves a normal pawn).
        const Action conquer = Action::conquer(area, espionage);
        if (!checkAction(state, conquer)) {
            const std::optional<QString> instead = answered(conquer);
            text += u"<i>"_s +
                    (instead ? escaped(*instead)
                     : keys  ? tr("Press Enter to conquer.")
                             : tr("Click to conquer.")) +
                    u"</i>"_s;
        } else
            text +=
                u"<i>"_s + tr("You have %n pawn(s) in hand.", nullptr, preview.hand) + u"</i>"_s;
    }
    return text + u"</p>"_s;
}

} // namespace vinci
