#include "session/savedreasons.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace vinci::savedreasons {

namespace {

QJsonArray intArray(const auto &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

QJsonObject partToJson(const ReasonPart &part)
{
    // Only what differs from a new part: most sentences use one or two of the fields.
    const ReasonPart blank(part.kind);
    QJsonObject json{{u"kind"_s, static_cast<int>(part.kind)}};
    if (part.area != blank.area)
        json[u"area"_s] = part.area;
    if (part.player != blank.player)
        json[u"player"_s] = part.player;
    if (part.slot != blank.slot)
        json[u"slot"_s] = part.slot;
    if (part.tiles.count > 0) {
        QJsonArray tiles;
        for (TileKind tile : part.tiles.tiles())
            tiles.append(static_cast<int>(tile));
        json[u"tiles"_s] = tiles;
    }
    if (!part.dice.empty())
        json[u"dice"_s] = intArray(part.dice);
    if (part.numbers != blank.numbers)
        json[u"numbers"_s] = intArray(part.numbers);
    if (part.times != blank.times)
        json[u"times"_s] = part.times;
    return json;
}

ReasonPart partFromJson(const QJsonObject &json)
{
    ReasonPart part(static_cast<ReasonKind>(json.value(u"kind"_s).toInt()));
    part.area = json.value(u"area"_s).toInt(part.area);
    part.player = json.value(u"player"_s).toInt(part.player);
    part.slot = json.value(u"slot"_s).toInt(part.slot);
    const QJsonArray tiles = json.value(u"tiles"_s).toArray();
    for (qsizetype i = 0; i < tiles.size() && i < 2; ++i)
        part.tiles.kinds[static_cast<std::size_t>(i)] = static_cast<TileKind>(tiles[i].toInt());
    part.tiles.count = static_cast<int>(std::min<qsizetype>(tiles.size(), 2));
    for (const QJsonValue die : json.value(u"dice"_s).toArray())
        part.dice.push_back(die.toInt());
    const QJsonArray numbers = json.value(u"numbers"_s).toArray();
    for (qsizetype i = 0; i < numbers.size() && i < qsizetype(part.numbers.size()); ++i)
        part.numbers[static_cast<std::size_t>(i)] = numbers[i].toInt();
    part.times = json.value(u"times"_s).toInt(part.times);
    return part;
}

} // namespace

QJsonArray toJson(const std::vector<LoggedEvent> &log)
{
    QJsonArray array;
    for (const LoggedEvent &entry : log) {
        const LoggedReason *reason = entry.reason();
        if (!reason || reason->action < 0)
            continue;
        QJsonArray parts;
        for (const ReasonPart &part : reason->reason.parts)
            parts.append(partToJson(part));
        array.append(QJsonObject{
            {u"action"_s, reason->action}, {u"player"_s, reason->player}, {u"parts"_s, parts}});
    }
    return array;
}

std::multimap<std::size_t, LoggedReason> fromJson(const QJsonArray &json)
{
    std::multimap<std::size_t, LoggedReason> reasons;
    for (const QJsonValue value : json) {
        const QJsonObject entry = value.toObject();
        const int action = entry.value(u"action"_s).toInt(-1);
        const QJsonArray parts = entry.value(u"parts"_s).toArray();
        if (action < 0 || parts.isEmpty())
            continue;
        LoggedReason reason{entry.value(u"player"_s).toInt(-1), {}, action};
        for (const QJsonValue part : parts)
            reason.reason.parts.push_back(partFromJson(part.toObject()));
        reasons.emplace(static_cast<std::size_t>(action), std::move(reason));
    }
    return reasons;
}

} // namespace vinci::savedreasons
