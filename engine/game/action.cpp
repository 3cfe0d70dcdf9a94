#include "action.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <array>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

struct ActionText
{
    const char16_t *key;
    bool takesArea;
    const char *description; ///< %1: the area's name or the number
};

constexpr std::array<ActionText, 15> actionTexts{{
    {u"choose", false, QT_TRANSLATE_NOOP("Action", "Choose civilization %1")},
    {u"decline", false, QT_TRANSLATE_NOOP("Action", "Go into decline")},
    {u"expand", false, QT_TRANSLATE_NOOP("Action", "Expand the empire")},
    {u"abandon", true, QT_TRANSLATE_NOOP("Action", "Abandon %1")},
    {u"peace", false, QT_TRANSLATE_NOOP("Action", "Make peace with player %1")},
    {u"conquer", true, QT_TRANSLATE_NOOP("Action", "Conquer %1")},
    {u"endConquest", false, QT_TRANSLATE_NOOP("Action", "End the conquests")},
    {u"place", true, QT_TRANSLATE_NOOP("Action", "Place a pawn in %1")},
    {u"lift", true, QT_TRANSLATE_NOOP("Action", "Take a pawn from %1")},
    {u"keep", true, QT_TRANSLATE_NOOP("Action", "Keep the part of the empire with %1")},
    {u"fort", true, QT_TRANSLATE_NOOP("Action", "Build a fort in %1")},
    {u"endReorganization", false, QT_TRANSLATE_NOOP("Action", "End the reorganization")},
    {u"endTurn", false, QT_TRANSLATE_NOOP("Action", "End the turn")},
    {u"redeploy", true, QT_TRANSLATE_NOOP("Action", "Redeploy a pawn to %1")},
    {u"reorganizeBeforeDecline", false,
     QT_TRANSLATE_NOOP("Action", "Reorganize before going into decline")},
}};

const ActionText &textOf(ActionType type)
{
    return actionTexts[static_cast<std::size_t>(type)];
}

/** Translations of this file; lupdate reads the context from here, so call ActionTexts::tr(). */
struct ActionTexts
{
    Q_DECLARE_TR_FUNCTIONS(Action)
};

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

const QString romanNumerals[] = {u"I"_s, u"II"_s, u"III"_s, u"IV"_s, u"V"_s, u"VI"_s};

} // namespace

QString actionTypeKey(ActionType type)
{
    return QString::fromUtf16(textOf(type).key);
}

std::optional<ActionType> actionTypeFromKey(QStringView key)
{
    for (std::size_t i = 0; i < actionTexts.size(); ++i) {
        if (key == QStringView(actionTexts[i].key))
            return static_cast<ActionType>(i);
    }
    return std::nullopt;
}

QJsonObject actionToJson(const Action &action, const ProvinceGraph &board)
{
    QJsonObject json{{u"type"_s, actionTypeKey(action.type)}};
    if (textOf(action.type).takesArea && action.area >= 0 && action.area < board.areaCount())
        json.insert(u"province"_s, board.area(action.area).id);
    if (action.type == ActionType::ChooseCivilization)
        json.insert(u"slot"_s, action.value);
    if (action.type == ActionType::DeclarePeace)
        json.insert(u"player"_s, action.value);
    if (action.type == ActionType::Conquer && action.espionage)
        json.insert(u"espionage"_s, true);
    return json;
}

std::optional<Action> actionFromJson(const QJsonObject &json, const ProvinceGraph &board,
                                     QString *error)
{
    const QJsonValue typeValue = json.value(u"type"_s);
    if (!typeValue.isString()) {
        fail(error, ActionTexts::tr("The action has no \"type\" string."));
        return std::nullopt;
    }
    const auto type = actionTypeFromKey(typeValue.toString());
    if (!type) {
        fail(error, ActionTexts::tr("Unknown action type \"%1\".").arg(typeValue.toString()));
        return std::nullopt;
    }
    Action action;
    action.type = *type;
    // A field the type does not take is refused rather than ignored: a tool that sends one
    // expects it to mean something.
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString &key = it.key();
        const bool takes = key == u"type" || (key == u"province" && textOf(*type).takesArea) ||
                           (key == u"slot" && *type == ActionType::ChooseCivilization) ||
                           (key == u"player" && *type == ActionType::DeclarePeace) ||
                           (key == u"espionage" && *type == ActionType::Conquer);
        if (!takes) {
            fail(error, ActionTexts::tr("The action \"%1\" takes no field \"%2\".")
                            .arg(actionTypeKey(*type), key));
            return std::nullopt;
        }
    }
    if (textOf(*type).takesArea) {
        const QJsonValue province = json.value(u"province"_s);
        if (!province.isString()) {
            fail(error, ActionTexts::tr("The action \"%1\" needs a \"province\" string.")
                            .arg(actionTypeKey(*type)));
            return std::nullopt;
        }
        const auto index = board.indexOf(province.toString());
        if (!index || !board.area(*index).isLand()) {
            fail(error, ActionTexts::tr("There is no land province \"%1\" on this map.")
                            .arg(province.toString()));
            return std::nullopt;
        }
        action.area = *index;
    }
    auto readInt = [&](const QString &field) -> std::optional<int> {
        const QJsonValue value = json.value(field);
        if (!value.isDouble() || value.toDouble() != static_cast<double>(value.toInt())) {
            fail(error, ActionTexts::tr("The action \"%1\" needs a whole number \"%2\".")
                            .arg(actionTypeKey(action.type), field));
            return std::nullopt;
        }
        return value.toInt();
    };
    if (*type == ActionType::ChooseCivilization) {
        const auto slot = readInt(u"slot"_s);
        if (!slot)
            return std::nullopt;
        action.value = *slot;
    }
    if (*type == ActionType::DeclarePeace) {
        const auto player = readInt(u"player"_s);
        if (!player)
            return std::nullopt;
        action.value = *player;
    }
    if (*type == ActionType::Conquer) {
        const QJsonValue espionage = json.value(u"espionage"_s);
        if (!espionage.isUndefined() && !espionage.isBool()) {
            fail(error, ActionTexts::tr("\"espionage\" must be true or false."));
            return std::nullopt;
        }
        action.espionage = espionage.toBool(false);
    }
    return action;
}

QString describeAction(const Action &action, const ProvinceGraph &board, QStringView language)
{
    QString text = ActionTexts::tr(textOf(action.type).description);
    if (textOf(action.type).takesArea) {
        if (action.area < 0 || action.area >= board.areaCount())
            return text.arg(u"?"_s);
        return text.arg(board.area(action.area).names.in(language));
    }
    if (action.type == ActionType::ChooseCivilization)
        return text.arg(action.value >= 0 && action.value < 6 ? romanNumerals[action.value]
                                                              : QString::number(action.value + 1));
    if (action.type == ActionType::DeclarePeace)
        return text.arg(action.value + 1);
    return text;
}

} // namespace vinci
