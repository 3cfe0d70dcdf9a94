#include "mapreader.h"

#include "filecontents.h"
#include "folderpath.h"
#include "jsonfieldreader.h"
#include "linkkindrule.h"
#include "mapid.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QStringList>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;
using Presence = JsonFieldReader::Presence;

/** Translations of this file; lupdate reads the context from here, so call MapReaderTexts::tr(). */
struct MapReaderTexts
{
    Q_DECLARE_TR_FUNCTIONS(MapReader)
};

/** Line and column (1-based, in characters) of a byte offset in UTF-8 text. */
std::pair<int, int> lineAndColumn(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++column;
        }
    }
    return {line, column};
}

/** Walks the parsed document into MapData; the JsonFieldReader records the first fault. */
class MapJsonShape
{
public:
    explicit MapJsonShape(JsonFieldReader &in)
        : m_in(in)
    {}

    std::optional<MapData> read(const QJsonObject &root)
    {
        MapData map;
        // The version first: a newer file may have any shape, and deserves the version message.
        if (!m_in.get(root, {}, "formatVersion"_L1, &map.formatVersion))
            return std::nullopt;
        if (map.formatVersion > MapReader::currentFormatVersion) {
            m_in.fail(u"formatVersion"_s,
                      MapReaderTexts::tr(
                          "this map needs a newer version of Vinci (format version %1; this "
                          "version reads up to %2)")
                          .arg(map.formatVersion)
                          .arg(MapReader::currentFormatVersion),
                      MapFindingCode::NewerFormatVersion);
            return std::nullopt;
        }
        if (map.formatVersion < 1) {
            m_in.fail(u"formatVersion"_s, MapReaderTexts::tr("must be 1 or more"));
            return std::nullopt;
        }
        m_in.warnUnknownKeys(root, {},
                             {"formatVersion"_L1, "id"_L1, "names"_L1, "svg"_L1, "author"_L1,
                              "licence"_L1, "paintTerrain"_L1, "provinces"_L1, "seaZones"_L1,
                              "links"_L1, "rejectedLinks"_L1, "rules"_L1});
        if (!readId(root, {}, &map.id) || !readNames(root, {}, &map.names, {}))
            return std::nullopt;
        if (!m_in.get(root, {}, "svg"_L1, &map.svgFile, Presence::Optional))
            return std::nullopt;
        if (!staysInsideFolder(map.svgFile)) {
            m_in.fail(u"svg"_s, MapReaderTexts::tr("must name a file inside the map folder"));
            return std::nullopt;
        }
        if (!m_in.get(root, {}, "author"_L1, &map.author, Presence::Optional) ||
            !m_in.get(root, {}, "licence"_L1, &map.licence, Presence::Optional) ||
            !m_in.get(root, {}, "paintTerrain"_L1, &map.paintTerrain, Presence::Optional))
            return std::nullopt;
        if (!readAreas(root, "provinces"_L1, AreaKind::Land, Presence::Required, &map) ||
            !readAreas(root, "seaZones"_L1, AreaKind::Sea, Presence::Optional, &map) ||
            !readLinks(root, &map) || !readRejectedLinks(root, &map) || !readRules(root, &map))
            return std::nullopt;
        return map;
    }

private:
    bool readId(const QJsonObject &object, const QString &path, QString *id)
    {
        if (!m_in.get(object, path, "id"_L1, id))
            return false;
        if (!isValidMapId(*id))
            return m_in.fail(
                JsonFieldReader::member(path, u"id"),
                MapReaderTexts::tr("\"%1\" is not a valid id (use a-z, 0-9 and -)").arg(*id));
        return true;
    }

    bool readNames(const QJsonObject &object, const QString &path, LocalizedName *names,
                   const QStringList &ids)
    {
        QJsonObject inner;
        if (!m_in.get(object, path, "names"_L1, &inner))
            return false;
        const QString namesPath = JsonFieldReader::member(path, u"names");
        m_in.warnUnknownKeys(inner, namesPath, {"en"_L1, "fr"_L1, "de"_L1}, ids);
        // A missing language is the validator's MissingName, not a shape fault.
        return m_in.get(inner, namesPath, "en"_L1, &names->en, Presence::Optional) &&
               m_in.get(inner, namesPath, "fr"_L1, &names->fr, Presence::Optional) &&
               m_in.get(inner, namesPath, "de"_L1, &names->de, Presence::Optional);
    }

    bool readLabel(const QJsonObject &object, const QString &path, std::optional<QPointF> *label)
    {
        QJsonArray point;
        if (!m_in.get(object, path, "label"_L1, &point, Presence::Optional))
            return false;
        if (!object.contains("label"_L1))
            return true;
        const QString labelPath = JsonFieldReader::member(path, u"label");
        if (point.size() != 2)
            return m_in.fail(labelPath,
                             MapReaderTexts::tr("expected [x, y], found %n number(s)", nullptr,
                                                static_cast<int>(point.size())));
        const auto x = m_in.toNumber(point.at(0), JsonFieldReader::item(labelPath, 0));
        const auto y = m_in.toNumber(point.at(1), JsonFieldReader::item(labelPath, 1));
        if (!x || !y)
            return false;
        *label = QPointF(*x, *y);
        return true;
    }

    bool readAreas(const QJsonObject &root, QLatin1StringView key, AreaKind kind, Presence presence,
                   MapData *map)
    {
        QJsonArray list;
        if (!m_in.get(root, {}, key, &list, presence))
            return false;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = JsonFieldReader::item(QString(key), i);
            const auto object = m_in.toObject(list.at(i), path);
            if (!object)
                return false;
            AreaData area;
            area.kind = kind;
            if (!readId(*object, path, &area.id) ||
                !readNames(*object, path, &area.names, {area.id}) ||
                !m_in.get(*object, path, "boardEdge"_L1, &area.boardEdge, Presence::Optional) ||
                !readLabel(*object, path, &area.label))
                return false;
            if (kind == AreaKind::Land) {
                m_in.warnUnknownKeys(*object, path,
                                     {"id"_L1, "names"_L1, "terrain"_L1, "mine"_L1, "port"_L1,
                                      "boardEdge"_L1, "label"_L1},
                                     {area.id});
                if (!readTerrain(*object, path, &area.terrain) ||
                    !m_in.get(*object, path, "mine"_L1, &area.mine, Presence::Optional) ||
                    !m_in.get(*object, path, "port"_L1, &area.port, Presence::Optional))
                    return false;
            } else {
                m_in.warnUnknownKeys(*object, path,
                                     {"id"_L1, "names"_L1, "boardEdge"_L1, "label"_L1}, {area.id});
            }
            map->areas.push_back(std::move(area));
        }
        return true;
    }

    bool readTerrain(const QJsonObject &object, const QString &path, Terrain *terrain)
    {
        QString key;
        if (!m_in.get(object, path, "terrain"_L1, &key))
            return false;
        const auto parsed = terrainFromKey(key);
        if (!parsed) {
            QStringList known;
            for (int i = 0; i < terrainCount; ++i)
                known << terrainKey(static_cast<Terrain>(i));
            return m_in.fail(JsonFieldReader::member(path, u"terrain"),
                             MapReaderTexts::tr("unknown terrain \"%1\" (known: %2)")
                                 .arg(key, known.join(QStringLiteral(", "))));
        }
        *terrain = *parsed;
        return true;
    }

    bool readLinks(const QJsonObject &root, MapData *map)
    {
        QJsonArray list;
        if (!m_in.get(root, {}, "links"_L1, &list, Presence::Optional))
            return false;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = JsonFieldReader::item(u"links"_s, i);
            const auto object = m_in.toObject(list.at(i), path);
            if (!object)
                return false;
            QJsonArray between;
            QString kind;
            LinkData link;
            if (!m_in.get(*object, path, "between"_L1, &between))
                return false;
            const QString betweenPath = JsonFieldReader::member(path, u"between");
            if (between.size() != 2)
                return m_in.fail(betweenPath,
                                 MapReaderTexts::tr("expected two ids, found %n value(s)", nullptr,
                                                    static_cast<int>(between.size())));
            const auto a = m_in.toString(between.at(0), JsonFieldReader::item(betweenPath, 0));
            const auto b = m_in.toString(between.at(1), JsonFieldReader::item(betweenPath, 1));
            if (!a || !b || !m_in.get(*object, path, "kind"_L1, &kind) ||
                !m_in.get(*object, path, "manual"_L1, &link.manual, Presence::Optional))
                return false;
            m_in.warnUnknownKeys(*object, path, {"between"_L1, "kind"_L1, "manual"_L1}, {*a, *b});
            link.a = *a;
            link.b = *b;
            if (const std::optional<LinkKind> known = linkKindFromKey(kind))
                link.kind = *known;
            else
                return m_in.fail(
                    JsonFieldReader::member(path, u"kind"),
                    MapReaderTexts::tr("unknown link kind \"%1\" (known: land, coast, sea)")
                        .arg(kind));
            map->links.push_back(std::move(link));
        }
        return true;
    }

    /** [["a", "b"], …]: the ids are the validator's to check (InvalidRejectedLink). */
    bool readRejectedLinks(const QJsonObject &root, MapData *map)
    {
        QJsonArray list;
        if (!m_in.get(root, {}, "rejectedLinks"_L1, &list, Presence::Optional))
            return false;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = JsonFieldReader::item(u"rejectedLinks"_s, i);
            if (!list.at(i).isArray() || list.at(i).toArray().size() != 2)
                return m_in.fail(
                    path, MapReaderTexts::tr("expected two ids, as in [\"alps\", \"danube\"]"));
            const QJsonArray pair = list.at(i).toArray();
            const auto a = m_in.toString(pair.at(0), JsonFieldReader::item(path, 0));
            const auto b = m_in.toString(pair.at(1), JsonFieldReader::item(path, 1));
            if (!a || !b)
                return false;
            map->rejectedLinks.emplace_back(*a, *b);
        }
        return true;
    }

    bool readRules(const QJsonObject &root, MapData *map)
    {
        QJsonObject rules;
        if (!m_in.get(root, {}, "rules"_L1, &rules, Presence::Optional))
            return false;
        m_in.warnUnknownKeys(rules, u"rules"_s, {"classic"_L1, "online2013"_L1});
        return readRuleSet(rules, "classic"_L1, "victoryPoints"_L1, &map->classic,
                           &map->classic.victoryPoints) &&
               readRuleSet(rules, "online2013"_L1, "rounds"_L1, &map->online2013,
                           &map->online2013.rounds);
    }

    bool readRuleSet(const QJsonObject &rules, QLatin1StringView key, QLatin1StringView endKey,
                     RuleSetTable *table, std::map<int, int> *endTable)
    {
        if (!rules.contains(key))
            return true;
        const QString path = JsonFieldReader::member(u"rules"_s, QString(key));
        QJsonObject object;
        QJsonArray counts;
        if (!m_in.get(rules, u"rules"_s, key, &object) ||
            !m_in.get(object, path, "playerCounts"_L1, &counts))
            return false;
        m_in.warnUnknownKeys(object, path, {"playerCounts"_L1, "extraPawns"_L1, endKey});
        const QString countsPath = JsonFieldReader::member(path, u"playerCounts");
        if (counts.isEmpty())
            return m_in.fail(
                countsPath,
                MapReaderTexts::tr("lists no player count (leave the rule set out instead)"));
        for (qsizetype i = 0; i < counts.size(); ++i) {
            const auto count = m_in.toInt(counts.at(i), JsonFieldReader::item(countsPath, i));
            if (!count)
                return false;
            table->playerCounts.push_back(*count);
        }
        // Missing tables are the validator's MissingTableEntry, with the player count named.
        return readCountTable(object, path, "extraPawns"_L1, &table->extraPawns) &&
               readCountTable(object, path, endKey, endTable);
    }

    bool readCountTable(const QJsonObject &object, const QString &path, QLatin1StringView key,
                        std::map<int, int> *table)
    {
        QJsonObject entries;
        if (!m_in.get(object, path, key, &entries, Presence::Optional))
            return false;
        const QString tablePath = JsonFieldReader::member(path, QString(key));
        for (auto it = entries.constBegin(); it != entries.constEnd(); ++it) {
            const QString entryPath = JsonFieldReader::member(tablePath, it.key());
            bool isNumber = false;
            const int count = it.key().toInt(&isNumber);
            if (!isNumber || QString::number(count) != it.key())
                return m_in.fail(
                    entryPath, MapReaderTexts::tr("the key must be a player count such as \"4\""));
            const auto value = m_in.toInt(it.value(), entryPath);
            if (!value)
                return false;
            (*table)[count] = *value;
        }
        return true;
    }

    JsonFieldReader &m_in;
};

} // namespace

std::optional<MapData> MapReader::readFolder(const QString &folder)
{
    return readFile(QDir(folder).filePath(jsonFileName()));
}

std::optional<MapData> MapReader::readFile(const QString &fileName)
{
    m_warnings.clear();
    m_error = MapFileError{};
    const auto json = readFileContents(fileName, maxJsonBytes, &m_error);
    if (!json) {
        m_error.code = MapFindingCode::JsonUnreadable;
        return std::nullopt;
    }
    return read(*json, fileName);
}

std::optional<MapData> MapReader::read(const QByteArray &json, const QString &fileName)
{
    m_warnings.clear();
    m_error = MapFileError{};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        m_error = MapFileError{MapFindingCode::JsonUnreadable, fileName, line, column, {},
                               parseError.errorString()};
        return std::nullopt;
    }
    if (!document.isObject()) {
        m_error = MapFileError{MapFindingCode::JsonInvalid,
                               fileName,
                               0,
                               0,
                               {},
                               MapReaderTexts::tr("the top level must be a JSON object")};
        return std::nullopt;
    }
    JsonFieldReader in(fileName);
    auto map = MapJsonShape(in).read(document.object());
    if (!map || in.failed()) {
        m_error = in.failed()
                      ? in.error()
                      : MapFileError{MapFindingCode::JsonInvalid,         fileName, 0, 0, {},
                                     MapReaderTexts::tr("cannot be read")};
        return std::nullopt;
    }
    m_warnings = in.warnings();
    return map;
}

} // namespace vinci
