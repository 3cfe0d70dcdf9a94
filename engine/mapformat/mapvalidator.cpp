#include "mapvalidator.h"

#include "findinglist.h"
#include "jsonfieldreader.h"
#include "linkkindrule.h"
#include "map/breadthfirst.h"
#include "map/classicterrain.h"
#include "mapid.h"
#include "mapreader.h"
#include "rules/ruleset.h"
#include "svgareacheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/filtered_graph.hpp>

#include <algorithm>
#include <functional>
#include <set>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

/** Translations of this file; lupdate reads the context from here, so call MapValidatorTexts::tr().
 */
struct MapValidatorTexts
{
    Q_DECLARE_TR_FUNCTIONS(MapValidator)
};

QString languageName(int language)
{
    switch (language) {
    case 0:
        return MapValidatorTexts::tr("English");
    case 1:
        return MapValidatorTexts::tr("French");
    default:
        return MapValidatorTexts::tr("German");
    }
}

/** A usable link of the map, as the reachability search walks it. */
struct LinkEdge
{
    LinkKind kind = LinkKind::Land;
};

/** The model checks, run once over a map; SVG checks live in svgareacheck.cpp. */
class ModelCheck
{
public:
    ModelCheck(const MapData &map, FindingList &out, const QString &folder)
        : m_map(map)
        , m_out(out)
        , m_json(folder.isEmpty() ? MapReader::jsonFileName()
                                  : QDir(folder).filePath(MapReader::jsonFileName()))
    {
        // Provinces and sea zones are separate arrays in the file, numbered separately.
        int land = 0;
        int sea = 0;
        m_positionInKind.reserve(map.areas.size());
        for (const AreaData &area : map.areas)
            m_positionInKind.push_back(area.kind == AreaKind::Land ? land++ : sea++);
    }

    void run(const QString &folderName)
    {
        checkMap(folderName);
        checkAreas();
        checkLinks();
        checkRejectedLinks();
        checkBoard();
        checkRuleSet(m_map.classic, u"classic"_s, rulesPlayerCounts(RuleSetId::Classic),
                     u"victoryPoints"_s, m_map.classic.victoryPoints, 1);
        checkRuleSet(m_map.online2013, u"online2013"_s, rulesPlayerCounts(RuleSetId::Online2013),
                     u"rounds"_s, m_map.online2013.rounds, 1);
        if (m_map.classic.isEmpty() && m_map.online2013.isEmpty())
            m_out.error(MapFindingCode::NoRuleSet, at(u"rules"_s),
                        MapValidatorTexts::tr("the map supports no rule set (add \"classic\" or "
                                              "\"online2013\" with its player counts)"));
    }

private:
    /** map.json and the element as the file names it. */
    FindingPlace at(const QString &element) const { return {m_json, element}; }

    /** "provinces[3] "alps"" - the element as the file names it. */
    QString areaElement(std::size_t index) const
    {
        const AreaData &area = m_map.areas[index];
        return QStringLiteral("%1[%2] \"%3\"")
            .arg(area.kind == AreaKind::Land ? u"provinces"_s : u"seaZones"_s)
            .arg(m_positionInKind[index])
            .arg(area.id);
    }

    QString linkElement(std::size_t index) const
    {
        const LinkData &link = m_map.links[index];
        return QStringLiteral("links[%1] (%2 - %3)").arg(index).arg(link.a, link.b);
    }

    /** `owner` the element whose names these are (an area's), empty for the map's own. */
    void checkNames(const LocalizedName &names, const QString &owner, const QStringList &ids)
    {
        const QString *texts[] = {&names.en, &names.fr, &names.de};
        const QStringView codes[] = {u"en", u"fr", u"de"};
        for (int language = 0; language < 3; ++language) {
            if (!texts[language]->trimmed().isEmpty())
                continue;
            const QString fault =
                MapValidatorTexts::tr("no name in %1").arg(languageName(language));
            // The missing name itself (provinces[3] "alps".names.fr): the editor takes the
            // designer to that language's field.
            const QString element =
                JsonFieldReader::member(JsonFieldReader::member(owner, u"names"), codes[language]);
            // The program falls back to English, so only an English gap leaves a blank.
            if (language == 0)
                m_out.error(MapFindingCode::MissingName, at(element), fault, ids);
            else
                m_out.warning(MapFindingCode::MissingName, at(element), fault, ids);
        }
    }

    void checkMap(const QString &folderName)
    {
        if (!isValidMapId(m_map.id))
            m_out.error(MapFindingCode::InvalidId, at(u"id"_s),
                        MapValidatorTexts::tr("\"%1\" is not a valid id (use a-z, 0-9 and -)")
                            .arg(m_map.id));
        else if (!folderName.isEmpty() && m_map.id != folderName)
            m_out.error(
                MapFindingCode::MapIdMismatch, at(u"id"_s),
                MapValidatorTexts::tr("the map id \"%1\" differs from its folder name \"%2\"; "
                                      "rename one of them")
                    .arg(m_map.id, folderName));
        checkNames(m_map.names, {}, {});
        checkCredit(m_map.author, u"author"_s);
        checkCredit(m_map.licence, u"licence"_s);
    }

    /** The author and licence show on one line beside the map's name (New Game, a package). */
    void checkCredit(const QString &text, const QString &element)
    {
        const bool severalLines = std::any_of(text.begin(), text.end(), [](QChar c) {
            return c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
                   c == QChar::ParagraphSeparator;
        });
        if (severalLines)
            m_out.error(MapFindingCode::InvalidCredit, at(element),
                        MapValidatorTexts::tr("must be one line of text"));
        else if (text.size() > MapValidator::maxCreditLength)
            m_out.error(MapFindingCode::InvalidCredit, at(element),
                        MapValidatorTexts::tr("is longer than %1 characters")
                            .arg(MapValidator::maxCreditLength));
    }

    void checkAreas()
    {
        const bool classic = !m_map.classic.isEmpty();
        for (std::size_t i = 0; i < m_map.areas.size(); ++i) {
            const AreaData &area = m_map.areas[i];
            const QString element = areaElement(i);
            if (!isValidMapId(area.id))
                m_out.error(MapFindingCode::InvalidId, at(element),
                            MapValidatorTexts::tr("not a valid id (use a-z, 0-9 and -)"),
                            {area.id});
            const auto first = m_indexById.constFind(area.id);
            if (first != m_indexById.constEnd()) {
                m_out.error(MapFindingCode::DuplicateAreaId, at(element),
                            MapValidatorTexts::tr("the id is already used by %1")
                                .arg(areaElement(std::size_t(*first))),
                            {area.id});
            } else {
                m_indexById.insert(area.id, static_cast<int>(i));
            }
            checkNames(area.names, element, {area.id});
            if (area.kind == AreaKind::Land && classic && !isClassicTerrain(area.terrain))
                m_out.error(MapFindingCode::TerrainNotInRuleSet, at(element),
                            MapValidatorTexts::tr("terrain \"%1\" exists only in Online 2013, but "
                                                  "the map supports Classic")
                                .arg(terrainKey(area.terrain)),
                            {area.id});
            m_hasLand = m_hasLand || area.kind == AreaKind::Land;
        }
        if (!m_hasLand)
            m_out.error(MapFindingCode::NoLandProvince, at(u"provinces"_s),
                        MapValidatorTexts::tr("the map has no land province"));
    }

    void checkLinks()
    {
        m_adjacent.assign(m_map.areas.size(), {});
        m_linkCount.assign(m_map.areas.size(), 0);
        QHash<std::pair<QString, QString>, std::size_t> seen;
        for (std::size_t i = 0; i < m_map.links.size(); ++i) {
            const LinkData &link = m_map.links[i];
            const QString element = linkElement(i);
            const auto a = m_indexById.constFind(link.a);
            const auto b = m_indexById.constFind(link.b);
            bool usable = true;
            for (const auto &[found, id] : {std::pair{a, link.a}, std::pair{b, link.b}}) {
                if (found == m_indexById.constEnd()) {
                    m_out.error(
                        MapFindingCode::LinkToUnknownArea, at(element),
                        MapValidatorTexts::tr("\"%1\" is not a province or sea zone of this map")
                            .arg(id),
                        {link.a, link.b});
                    usable = false;
                }
            }
            if (link.a == link.b) {
                m_out.error(MapFindingCode::SelfLink, at(element),
                            MapValidatorTexts::tr("links \"%1\" to itself").arg(link.a), {link.a});
                continue;
            }
            const auto pair =
                link.a < link.b ? std::pair{link.a, link.b} : std::pair{link.b, link.a};
            const auto twin = seen.constFind(pair);
            if (twin != seen.constEnd()) {
                m_out.error(MapFindingCode::DuplicateLink, at(element),
                            MapValidatorTexts::tr("the pair is already linked by %1")
                                .arg(linkElement(*twin)),
                            {link.a, link.b});
                continue;
            }
            seen.insert(pair, i);
            if (!usable)
                continue;
            const AreaKind kindA = m_map.areas[std::size_t(*a)].kind;
            const AreaKind kindB = m_map.areas[std::size_t(*b)].kind;
            if (!linkKindFits(link.kind, kindA, kindB)) {
                m_out.error(
                    MapFindingCode::LinkKindMismatch, at(element),
                    (link.kind == LinkKind::Sea
                         ? MapValidatorTexts::tr("a sea link must touch a sea zone; use a land or "
                                                 "coast link between two provinces")
                         : MapValidatorTexts::tr("a land or coast link must join two provinces; "
                                                 "use a sea link for a sea zone")),
                    {link.a, link.b});
                continue;
            }
            m_adjacent[std::size_t(*a)].push_back({*b, link.kind});
            m_adjacent[std::size_t(*b)].push_back({*a, link.kind});
            ++m_linkCount[std::size_t(*a)];
            ++m_linkCount[std::size_t(*b)];
        }
    }

    /**
     * The editor's memory of the pairs the designer turned down: the game ignores them, so a
     * bad entry is only a warning that names it (Find links never meets such a pair, and
     * Forget rejections clears them all).
     */
    void checkRejectedLinks()
    {
        QSet<LinkPair> seen;
        for (std::size_t i = 0; i < m_map.rejectedLinks.size(); ++i) {
            const LinkPair &pair = m_map.rejectedLinks[i];
            const QString element =
                QStringLiteral("rejectedLinks[%1] (%2 - %3)").arg(i).arg(pair.a, pair.b);
            QString fault;
            if (pair.a == pair.b)
                fault = MapValidatorTexts::tr("rejects a link of \"%1\" to itself").arg(pair.a);
            else if (seen.contains(pair))
                fault = MapValidatorTexts::tr("the pair is listed twice");
            for (const QString &id : {pair.a, pair.b}) {
                if (fault.isEmpty() && !m_indexById.contains(id))
                    fault =
                        MapValidatorTexts::tr("\"%1\" is not a province or sea zone of this map")
                            .arg(id);
            }
            seen.insert(pair);
            if (!fault.isEmpty())
                m_out.warning(MapFindingCode::InvalidRejectedLink, at(element), fault,
                              {pair.a, pair.b});
        }
    }

    /**
     * What a civilization entering at the start provinces reaches, through provinces only or
     * through seas too: Boost.Graph's breadth-first search over the usable links, filtered to
     * the land and coast links for the first.
     */
    std::vector<bool> reach(const std::vector<bool> &start, bool acrossSeas) const
    {
        using LinkGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS,
                                                boost::no_property, LinkEdge>;
        LinkGraph links(m_adjacent.size());
        for (std::size_t v = 0; v < m_adjacent.size(); ++v) {
            for (const auto &[other, kind] : m_adjacent[v])
                boost::add_edge(v, std::size_t(other), LinkEdge{kind}, links);
        }
        std::vector<std::size_t> sources;
        for (std::size_t v = 0; v < start.size(); ++v) {
            if (start[v])
                sources.push_back(v);
        }
        if (acrossSeas)
            return reachedFrom(links, sources);
        const auto byLand = [&links](const LinkGraph::edge_descriptor &edge) {
            return links[edge].kind != LinkKind::Sea;
        };
        return reachedFrom(boost::make_filtered_graph(links, std::function(byLand)), sources);
    }

    void checkBoard()
    {
        const std::size_t n = m_map.areas.size();
        // Only the first of duplicated ids takes part in the graph checks.
        std::vector<bool> counted(n, false);
        for (const int index : std::as_const(m_indexById))
            counted[std::size_t(index)] = true;

        bool anyEdge = false;
        std::vector<bool> start(n, false);
        // "The starting province can be a land province that touches any edge of the board, or
        // a land province that can be reached from the edge of the board by crossing only one
        // sea (dark blue) region." (1999 rules, English)
        for (std::size_t v = 0; v < n; ++v) {
            const AreaData &area = m_map.areas[v];
            anyEdge = anyEdge || (counted[v] && area.boardEdge);
            if (!counted[v] || area.kind != AreaKind::Land)
                continue;
            bool isStart = area.boardEdge;
            for (const auto &[other, kind] : m_adjacent[v]) {
                const AreaData &neighbour = m_map.areas[std::size_t(other)];
                isStart = isStart || (neighbour.kind == AreaKind::Sea && neighbour.boardEdge);
            }
            start[v] = isStart;
        }
        // A map just drawn has no links: say so once, not through what follows from it (no
        // start province, every area isolated or unreachable), which names no cause.
        const bool noLinks = m_map.links.empty() && n > 1;
        if (noLinks)
            m_out.error(
                MapFindingCode::NoLinks, at(u"links"_s),
                MapValidatorTexts::tr("no links yet: no province or sea zone is linked to "
                                      "another (in the map editor, use Find links and accept "
                                      "the links it proposes)"));
        if (!anyEdge) {
            m_out.error(
                MapFindingCode::NoBoardEdge, at(u"provinces"_s),
                MapValidatorTexts::tr("no province or sea zone touches the edge of the board "
                                      "(set \"boardEdge\"), so no civilization can enter"));
        } else if (!noLinks && m_hasLand &&
                   std::find(start.begin(), start.end(), true) == start.end()) {
            m_out.error(MapFindingCode::NoStartProvince, at(u"provinces"_s),
                        MapValidatorTexts::tr(
                            "no province touches the board edge or a sea zone on the edge, so "
                            "no civilization can start"));
        }
        if (noLinks)
            return;

        const std::vector<bool> byLand = reach(start, false);
        const std::vector<bool> atAll = reach(start, true);
        const bool anyStart = std::find(start.begin(), start.end(), true) != start.end();
        for (std::size_t v = 0; v < n; ++v) {
            const AreaData &area = m_map.areas[v];
            if (!counted[v])
                continue;
            const QString element = areaElement(v);
            if (m_linkCount[v] == 0)
                m_out.warning(MapFindingCode::IsolatedArea, at(element),
                              MapValidatorTexts::tr("has no link to any province or sea zone"),
                              {area.id});
            if (area.kind != AreaKind::Land)
                continue;
            if (area.port && !hasCoast(v))
                m_out.warning(
                    MapFindingCode::PortInland, at(element),
                    MapValidatorTexts::tr("has a port but no coast (no coast or sea link)"),
                    {area.id});
            if (!anyStart)
                continue;
            // Revolutionaries "may appear in any province", so strictly every province can be
            // entered; a province only they could ever take is still a map fault.
            if (!atAll[v])
                m_out.error(MapFindingCode::UnreachableProvince, at(element),
                            MapValidatorTexts::tr(
                                "no civilization can reach it: it is not a start province and "
                                "no chain of links leads to it from one"),
                            {area.id});
            else if (!byLand[v])
                m_out.warning(MapFindingCode::ReachableOnlyAcrossSea, at(element),
                              MapValidatorTexts::tr(
                                  "only Astronomy can reach it: it is not a start province and "
                                  "no chain of land or coast links leads to it from one"),
                              {area.id});
        }
    }

    bool hasCoast(std::size_t v) const
    {
        const auto &links = m_adjacent[v];
        return std::any_of(links.begin(), links.end(), [](const auto &entry) {
            return entry.second == LinkKind::Coast || entry.second == LinkKind::Sea;
        });
    }

    void checkRuleSet(const RuleSetTable &table, const QString &key, PlayerCountRange range,
                      const QString &endKey, const std::map<int, int> &endTable, int minEnd)
    {
        if (table.isEmpty())
            return;
        const QString path = u"rules."_s + key;
        std::set<int> counts;
        for (const int count : table.playerCounts) {
            if (!counts.insert(count).second)
                m_out.error(MapFindingCode::DuplicatePlayerCount, at(path + u".playerCounts"_s),
                            MapValidatorTexts::tr("%1 is listed twice").arg(count));
            else if (!range.contains(count))
                m_out.error(
                    MapFindingCode::PlayerCountOutOfRange, at(path + u".playerCounts"_s),
                    MapValidatorTexts::tr("%n player(s): this rule set is played by %1 to %2 "
                                          "players",
                                          nullptr, count)
                        .arg(range.min)
                        .arg(range.max));
        }
        checkTable(path + u".extraPawns"_s, counts, table.extraPawns, 0);
        checkTable(path + u'.' + endKey, counts, endTable, minEnd);
    }

    void checkTable(const QString &path, const std::set<int> &counts,
                    const std::map<int, int> &table, int minValue)
    {
        for (const int count : counts) {
            if (!table.contains(count))
                m_out.error(MapFindingCode::MissingTableEntry, at(path),
                            MapValidatorTexts::tr("no entry for %n player(s)", nullptr, count));
        }
        for (const auto &[count, value] : table) {
            if (!counts.contains(count))
                m_out.warning(MapFindingCode::UnusedTableEntry, at(path),
                              MapValidatorTexts::tr("entry for %n player(s), a player count the "
                                                    "map does not list",
                                                    nullptr, count));
            else if (value < minValue)
                m_out.error(MapFindingCode::InvalidTableValue, at(path),
                            MapValidatorTexts::tr("%1 for %n player(s); it must be at least %2",
                                                  nullptr, count)
                                .arg(value)
                                .arg(minValue));
        }
    }

    const MapData &m_map;
    FindingList &m_out;
    const QString m_json;
    QHash<QString, int> m_indexById;                               ///< the first area with each id
    std::vector<std::vector<std::pair<int, LinkKind>>> m_adjacent; ///< usable links only
    std::vector<int> m_linkCount;
    std::vector<int> m_positionInKind; ///< index of each area in its JSON array
    bool m_hasLand = false;
};

} // namespace

std::vector<MapFinding> MapValidator::validate(const MapData &map, const SvgElementIndex *svg,
                                               const QString &folder)
{
    FindingList findings;
    const QString folderName =
        folder.isEmpty() ? QString()
                         : QFileInfo(QDir::cleanPath(QDir(folder).absolutePath())).fileName();
    ModelCheck(map, findings, folder).run(folderName);
    if (svg)
        checkSvgAreas(map, *svg, findings);
    return std::move(findings.list);
}

} // namespace vinci
