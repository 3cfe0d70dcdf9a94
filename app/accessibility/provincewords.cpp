#include "accessibility/provincewords.h"

#include "board/playerinput.h"
#include "board/provincetooltip.h"
#include "game/play.h"

#include <QTextDocumentFragment>

namespace vinci {

ProvinceWords ProvinceWordsBuilder::of(const GameState &state, const std::vector<SeatSetup> &seats,
                                       AreaIndex area, QStringView language,
                                       const PlayerInput &input)
{
    ProvinceWords words;
    const bool espionage = input.modes().espionage;
    words.summary = ProvinceTooltip::summary(state, seats, area, language, espionage);
    // The tooltip without its first line, the province's name, which the summary begins with;
    // in the keyboard's words, as the map's cursor card says it (a screen reader's user moves
    // through the provinces with the keys).
    const QString tooltip = ProvinceTooltip::html(state, seats, area, language, espionage,
                                                  ProvinceTooltip::Reader::ActingPlayer,
                                                  ProvinceTooltip::Opened::ByKeyboard);
    words.description =
        QTextDocumentFragment::fromHtml(tooltip).toPlainText().trimmed().section(u'\n', 1);
    for (const ClickKind click : {ClickKind::Primary, ClickKind::Secondary}) {
        const std::optional<Action> action = input.actionFor(area, click);
        if (!action || *actionId(*action) == 0)
            continue;
        const char *id = actionId(*action);
        words.actions.push_back({click, QString::fromLatin1(id), tr(id)});
        if (!checkAction(state, *action))
            words.available = true;
    }
    return words;
}

const char *ProvinceWordsBuilder::actionId(const Action &action)
{
    switch (action.type) {
    case ActionType::Conquer:
        return action.espionage ? QT_TR_NOOP("Conquer with Espionage") : QT_TR_NOOP("Conquer");
    case ActionType::Abandon:
        return QT_TR_NOOP("Abandon");
    case ActionType::PlacePawn:
        return QT_TR_NOOP("Place a pawn");
    case ActionType::LiftPawn:
        return QT_TR_NOOP("Take a pawn back");
    case ActionType::KeepPart:
        return QT_TR_NOOP("Keep this part");
    case ActionType::BuildFort:
        return QT_TR_NOOP("Build a fort");
    case ActionType::Redeploy:
        return QT_TR_NOOP("Place a surviving pawn");
    case ActionType::ChooseCivilization:
    case ActionType::Decline:
    case ActionType::Expand:
    case ActionType::DeclarePeace:
    case ActionType::EndConquest:
    case ActionType::EndReorganization:
    case ActionType::EndTurn:
    case ActionType::ReorganizeBeforeDecline:
        break; // not a province's
    }
    return "";
}

} // namespace vinci
