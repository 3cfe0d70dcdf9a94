#include "mapwriter.h"

#include "linkkindrule.h"
#include "mapreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

/** Translations of this file; lupdate reads the context from here, so call MapWriterTexts::tr(). */
struct MapWriterTexts
{
    Q_DECLARE_TR_FUNCTIONS(MapWriter)
};

/**
 * A JSON string literal, escaped as JSON.stringify does (tools/map-lib writes the shipped maps).
 * Lone surrogates are escaped so that they survive a round trip.
 */
QString quoted(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        const bool pairedHigh =
            c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
        if (pairedHigh) {
            out += c;
            out += text.at(++i);
        } else if (u == u'"' || u == u'\\') {
            out += u'\\';
            out += c;
        } else if (u == u'\n') {
            out += "\\n"_L1;
        } else if (u == u'\t') {
            out += "\\t"_L1;
        } else if (u == u'\r') {
            out += "\\r"_L1;
        } else if (u == u'\b') {
            out += "\\b"_L1;
        } else if (u == u'\f') {
            out += "\\f"_L1;
        } else if (u < 0x20 || c.isSurrogate()) {
            out += QStringLiteral("\\u%1").arg(static_cast<int>(u), 4, 16, QChar(u'0'));
        } else {
            out += c;
        }
    }
    out += u'"';
    return out;
}

/** The shortest text that reads back as the same double. */
QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString boolean(bool value)
{
    return value ? u"true"_s : u"false"_s;
}

QString names(const LocalizedName &name)
{
    return QStringLiteral("{\"en\":%1,\"fr\":%2,\"de\":%3}")
        .arg(quoted(name.en), quoted(name.fr), quoted(name.de));
}

/** A table of counts as the rules' block writes it, one entry per line at `indent`. */
QString countTable(const std::map<int, int> &table, const QString &indent)
{
    QStringList entries;
    for (const auto &[count, value] : table)
        entries << QStringLiteral("%1  \"%2\": %3").arg(indent).arg(count).arg(value);
    return entries.isEmpty() ? u"{}"_s
                             : u"{\n"_s + entries.join(u",\n"_s) + u"\n"_s + indent + u'}';
}

QString area(const AreaData &data)
{
    QStringList fields;
    fields << u"\"id\":"_s + quoted(data.id);
    fields << u"\"names\":"_s + names(data.names);
    if (data.kind == AreaKind::Land) {
        fields << u"\"terrain\":"_s + quoted(terrainKey(data.terrain));
        fields << u"\"mine\":"_s + boolean(data.mine);
        fields << u"\"port\":"_s + boolean(data.port);
    }
    fields << u"\"boardEdge\":"_s + boolean(data.boardEdge);
    if (data.label)
        fields << QStringLiteral("\"label\":[%1,%2]")
                      .arg(number(data.label->x()), number(data.label->y()));
    return u"    {"_s + fields.join(u',') + u'}';
}

QString ruleSet(const RuleSetTable &table, const QString &endKey, const std::map<int, int> &end)
{
    const QString indent = u"      "_s;
    QStringList counts;
    for (const int count : table.playerCounts)
        counts << indent + u"  "_s + QString::number(count);
    const QString countList =
        counts.isEmpty() ? u"[]"_s : u"[\n"_s + counts.join(u",\n"_s) + u"\n"_s + indent + u']';
    return QStringLiteral("{\n%1\"playerCounts\": %2,\n%1\"extraPawns\": %3,\n%1\"%4\": %5\n    }")
        .arg(indent, countList, countTable(table.extraPawns, indent), endKey,
             countTable(end, indent));
}

QString arrayOf(const QStringList &items)
{
    return items.isEmpty() ? u"[]"_s : u"[\n"_s + items.join(u",\n"_s) + u"\n  ]"_s;
}

} // namespace

MapData MapWriter::canonical(const MapData &map)
{
    MapData out = map;
    for (AreaData &data : out.areas) {
        if (data.kind == AreaKind::Sea) {
            data.terrain = AreaData{}.terrain;
            data.mine = false;
            data.port = false;
        }
    }
    // Land first, as the file holds provinces before sea zones; otherwise the designer's order
    // (a hand-written file's, or the drawing's), so that a save changes only what was edited.
    std::stable_partition(out.areas.begin(), out.areas.end(),
                          [](const AreaData &data) { return data.kind == AreaKind::Land; });
    std::sort(out.rejectedLinks.begin(), out.rejectedLinks.end());
    out.rejectedLinks.erase(std::unique(out.rejectedLinks.begin(), out.rejectedLinks.end()),
                            out.rejectedLinks.end());
    out.classic.rounds.clear();
    out.online2013.victoryPoints.clear();
    for (RuleSetTable *table : {&out.classic, &out.online2013}) {
        if (table->playerCounts.empty())
            *table = RuleSetTable{};
        std::sort(table->playerCounts.begin(), table->playerCounts.end());
    }
    return out;
}

std::optional<QByteArray> MapWriter::toJson(const MapData &map, QString *error)
{
    const MapData data = canonical(map);
    QStringList provinces;
    QStringList seaZones;
    for (const AreaData &item : data.areas) {
        if (item.label && (!std::isfinite(item.label->x()) || !std::isfinite(item.label->y()))) {
            if (error)
                *error =
                    MapWriterTexts::tr("The label of \"%1\" is not a finite number.").arg(item.id);
            return std::nullopt;
        }
        (item.kind == AreaKind::Land ? provinces : seaZones) << area(item);
    }
    QStringList links;
    for (const LinkData &link : data.links) {
        links << QStringLiteral("    {\"between\":[%1,%2],\"kind\":\"%3\"%4}")
                     .arg(quoted(link.a), quoted(link.b), linkKindKey(link.kind),
                          link.manual ? u",\"manual\":true"_s : QString());
    }
    QStringList rejected;
    for (const LinkPair &pair : data.rejectedLinks)
        rejected << QStringLiteral("    [%1,%2]").arg(quoted(pair.a), quoted(pair.b));
    QStringList rules;
    if (!data.classic.isEmpty())
        rules << u"    \"classic\": "_s +
                     ruleSet(data.classic, u"victoryPoints"_s, data.classic.victoryPoints);
    if (!data.online2013.isEmpty())
        rules << u"    \"online2013\": "_s +
                     ruleSet(data.online2013, u"rounds"_s, data.online2013.rounds);

    QString text;
    text += u"{\n"_s;
    text += QStringLiteral("  \"formatVersion\": %1,\n").arg(data.formatVersion);
    text += QStringLiteral("  \"id\": %1,\n").arg(quoted(data.id));
    text += QStringLiteral("  \"names\": %1,\n").arg(names(data.names));
    text += QStringLiteral("  \"svg\": %1,\n").arg(quoted(data.svgFile));
    // Only when set, so that maps without them keep their bytes.
    if (!data.author.isEmpty())
        text += QStringLiteral("  \"author\": %1,\n").arg(quoted(data.author));
    if (!data.licence.isEmpty())
        text += QStringLiteral("  \"licence\": %1,\n").arg(quoted(data.licence));
    // Only when set, like a link's "manual": the shipped maps' files stay as they are.
    if (data.paintTerrain)
        text += u"  \"paintTerrain\": true,\n"_s;
    text += QStringLiteral("  \"provinces\": %1,\n").arg(arrayOf(provinces));
    text += QStringLiteral("  \"seaZones\": %1,\n").arg(arrayOf(seaZones));
    text += QStringLiteral("  \"links\": %1,\n").arg(arrayOf(links));
    // Only when the designer rejected a link: the shipped maps' files stay as they are.
    if (!rejected.isEmpty())
        text += QStringLiteral("  \"rejectedLinks\": %1,\n").arg(arrayOf(rejected));
    text += rules.isEmpty() ? u"  \"rules\": {}\n"_s
                            : u"  \"rules\": {\n"_s + rules.join(u",\n"_s) + u"\n  }\n"_s;
    text += u"}\n"_s;
    return text.toUtf8();
}

bool MapWriter::writeFolder(const MapData &map, const QString &folder)
{
    return writeFile(map, QDir(folder).filePath(MapReader::jsonFileName()));
}

bool MapWriter::writeFile(const MapData &map, const QString &fileName)
{
    m_error.clear();
    QString fault;
    const auto json = toJson(map, &fault);
    if (!json) {
        m_error = fileName + u": "_s + fault;
        return false;
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(*json) != json->size() || !file.commit()) {
        m_error = MapWriterTexts::tr("%1: cannot be written: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

} // namespace vinci
