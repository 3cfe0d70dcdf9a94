#include "mapdocument.h"

#include "historytexts.h"
#include "languageswitcher.h"
#include "mapart.h"
#include "mapformat/filecontents.h"
#include "mapformat/mapreader.h"
#include "mapformat/mapwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QStringList areaIds(const MapData &map)
{
    QStringList ids;
    for (const AreaData &area : map.areas)
        ids << area.id;
    return ids;
}

} // namespace

MapDocument::MapDocument(MapData map, QByteArray svg, QString folder, QObject *parent)
    : QObject(parent)
    , m_map(std::move(map))
    , m_svg(std::move(svg))
    , m_folder(std::move(folder))
    , m_undoStack(new QUndoStack(this))
    , m_history(new HistoryTexts(m_undoStack, this))
{
    rebuildArt();
    // After the step is on the stack (its own text too), before the History shows it.
    connect(m_undoStack, &QUndoStack::indexChanged, this, &MapDocument::renameHistory);
    for (const AreaData &area : m_map.areas)
        m_historyNames << areaName(area.id);
}

MapDocument::~MapDocument() = default;

std::unique_ptr<MapDocument> MapDocument::open(const QString &folder, QString *error)
{
    MapReader reader;
    std::optional<MapData> map = reader.readFolder(folder);
    if (!map) {
        if (error)
            *error = reader.errorString();
        return nullptr;
    }
    MapFileError svgError;
    const QString svgPath = QDir(folder).filePath(map->svgFile);
    const std::optional<QByteArray> svg =
        readFileContents(svgPath, SvgElementIndex::maxSvgBytes, &svgError);
    // A missing SVG still opens: the designer may be about to replace the art.
    return std::make_unique<MapDocument>(std::move(*map), svg.value_or(QByteArray()),
                                         QDir(folder).absolutePath());
}

void MapDocument::setFolder(const QString &folder)
{
    const QString absolute = folder.isEmpty() ? QString() : QDir(folder).absolutePath();
    if (absolute == m_folder)
        return;
    m_folder = absolute;
    // Validation messages name the SVG by its path.
    if (m_svgIndex)
        m_svgIndex = SvgElementIndex::fromData(m_svg, svgFileName(), nullptr);
    emit folderChanged();
}

QString MapDocument::displayName() const
{
    QString name = m_map.names.in(uiLanguage());
    if (!name.isEmpty())
        return name;
    if (!m_map.id.isEmpty())
        return m_map.id;
    return tr("Untitled map");
}

QString MapDocument::svgFileName() const
{
    return m_folder.isEmpty() ? m_map.svgFile : QDir(m_folder).filePath(m_map.svgFile);
}

std::optional<AreaIndex> MapDocument::indexOf(QStringView id) const
{
    for (std::size_t i = 0; i < m_map.areas.size(); ++i) {
        if (m_map.areas[i].id == id)
            return static_cast<AreaIndex>(i);
    }
    return std::nullopt;
}

QString MapDocument::areaName(QStringView id) const
{
    const std::optional<AreaIndex> index = indexOf(id);
    const QString name = index ? area(*index).names.in(uiLanguage()) : QString();
    return name.isEmpty() ? id.toString() : name;
}

void MapDocument::renameHistory()
{
    // Every step names its areas as they are called now, not as they were when it was made:
    // the s46 walk read "Set the French name of Poland" (no German name yet), then, once the
    // German name was given, "Set the terrain of Polen".
    QStringList names;
    names.reserve(areaCount());
    for (const AreaData &area : m_map.areas)
        names << areaName(area.id);
    if (names == m_historyNames)
        return;
    m_historyNames = std::move(names);
    m_history->retranslate();
}

QString MapDocument::linkName(const LinkPair &pair) const
{
    // One dash for a link wherever it is named (the s46 walk read an en dash in the status bar
    // and an em dash in the inspector).
    return tr("%1 – %2", "a link between two areas").arg(areaName(pair.a), areaName(pair.b));
}

int MapDocument::linkIndex(const LinkPair &pair) const
{
    for (std::size_t i = 0; i < m_map.links.size(); ++i) {
        if (LinkPair::of(m_map.links[i]) == pair)
            return static_cast<int>(i);
    }
    return -1;
}

const RuleSetTable &MapDocument::ruleTable(RuleSetId ruleSet) const
{
    return ruleSet == RuleSetId::Classic ? m_map.classic : m_map.online2013;
}

bool MapDocument::writeCopy(const QString &folder, QString *error) const
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!QDir().mkpath(folder))
        return fail(tr("%1: cannot create the folder").arg(folder));
    const QString svgPath = QDir(folder).filePath(m_map.svgFile);
    if (!QFileInfo(svgPath).absoluteDir().exists() && !QDir().mkpath(QFileInfo(svgPath).path()))
        return fail(tr("%1: cannot create the folder").arg(QFileInfo(svgPath).path()));
    QSaveFile svg(svgPath);
    if (!svg.open(QIODevice::WriteOnly) || svg.write(m_svg) != m_svg.size() || !svg.commit())
        return fail(tr("%1: cannot write the file: %2").arg(svgPath, svg.errorString()));
    MapWriter writer;
    if (!writer.writeFolder(m_map, folder))
        return fail(writer.errorString());
    return true;
}

bool MapDocument::save(const QString &folder, QString *error)
{
    if (!writeCopy(folder, error))
        return false;
    setFolder(folder);
    m_undoStack->setClean();
    return true;
}

void MapDocument::setAreas(const std::vector<std::pair<AreaIndex, AreaData>> &areas)
{
    MapChange change{MapChange::What::Areas, {}};
    for (const auto &[index, area] : areas) {
        if (index < 0 || idx(index) >= m_map.areas.size())
            continue;
        m_map.areas[idx(index)] = area;
        change.areas.push_back(index);
    }
    std::sort(change.areas.begin(), change.areas.end());
    emit changed(change);
}

void MapDocument::insertLink(int position, const LinkData &link)
{
    position = std::clamp(position, 0, static_cast<int>(m_map.links.size()));
    m_map.links.insert(m_map.links.begin() + position, link);
    emit changed({MapChange::What::Links, {}});
}

void MapDocument::removeLink(int position)
{
    if (position < 0 || static_cast<std::size_t>(position) >= m_map.links.size())
        return;
    if (m_selectedLink == LinkPair::of(m_map.links[static_cast<std::size_t>(position)]))
        setSelectedLink(std::nullopt);
    m_map.links.erase(m_map.links.begin() + position);
    emit changed({MapChange::What::Links, {}});
}

void MapDocument::replaceLink(int position, const LinkData &link)
{
    if (position < 0 || static_cast<std::size_t>(position) >= m_map.links.size())
        return;
    m_map.links[static_cast<std::size_t>(position)] = link;
    emit changed({MapChange::What::Links, {}});
}

void MapDocument::setRuleTable(RuleSetId ruleSet, const RuleSetTable &table)
{
    (ruleSet == RuleSetId::Classic ? m_map.classic : m_map.online2013) = table;
    emit changed({MapChange::What::Tables, {}});
}

void MapDocument::setMapInfo(const QString &id, const LocalizedName &names)
{
    m_map.id = id;
    m_map.names = names;
    emit changed({MapChange::What::MapInfo, {}});
}

QSet<LinkPair> MapDocument::rejectedLinks() const
{
    return {m_map.rejectedLinks.begin(), m_map.rejectedLinks.end()};
}

void MapDocument::setRejectedLinks(const QSet<LinkPair> &pairs)
{
    if (pairs == rejectedLinks())
        return;
    // Sorted, as map.json writes them: the model compares equal to what it saves.
    m_map.rejectedLinks.assign(pairs.begin(), pairs.end());
    std::sort(m_map.rejectedLinks.begin(), m_map.rejectedLinks.end());
    emit rejectedLinksChanged();
}

void MapDocument::setPaintTerrain(bool paint)
{
    m_map.paintTerrain = paint;
    emit changed({MapChange::What::MapInfo, {}});
}

void MapDocument::setMapCredit(const QString &author, const QString &licence)
{
    m_map.author = author;
    m_map.licence = licence;
    emit changed({MapChange::What::MapInfo, {}});
}

void MapDocument::replaceContent(const MapData &map, const QByteArray &svg)
{
    QStringList selected;
    for (AreaIndex index : m_selectedAreas)
        selected << area(index).id;
    const bool artChanged = svg != m_svg || areaIds(map) != areaIds(m_map);
    const bool rejectionsChanged = map.rejectedLinks != m_map.rejectedLinks;
    m_map = map;
    m_svg = svg;
    if (artChanged)
        rebuildArt();
    m_selectedAreas.clear();
    for (const QString &id : selected) {
        if (const auto index = indexOf(id))
            m_selectedAreas.push_back(*index);
    }
    if (m_selectedLink && linkIndex(*m_selectedLink) < 0)
        m_selectedLink.reset();
    emit changed({MapChange::What::Everything, {}});
    if (rejectionsChanged)
        emit rejectedLinksChanged();
    emit selectionChanged();
}

void MapDocument::setSelectedAreas(std::vector<AreaIndex> areas)
{
    std::sort(areas.begin(), areas.end());
    areas.erase(std::unique(areas.begin(), areas.end()), areas.end());
    std::erase_if(areas, [&](AreaIndex i) { return i < 0 || i >= areaCount(); });
    if (areas == m_selectedAreas && !m_selectedLink)
        return;
    m_selectedAreas = std::move(areas);
    m_selectedLink.reset();
    emit selectionChanged();
}

void MapDocument::setSelectedLink(const std::optional<LinkPair> &link)
{
    if (link == m_selectedLink && (!link || m_selectedAreas.empty()))
        return;
    m_selectedLink = link;
    if (link)
        m_selectedAreas.clear();
    emit selectionChanged();
}

void MapDocument::setSelectedLinkOfArea(const std::optional<LinkPair> &link)
{
    if (m_selectedAreas.size() != 1 || link == m_selectedLink)
        return;
    if (link && (!link->contains(area(m_selectedAreas.front()).id) || linkIndex(*link) < 0))
        return;
    m_selectedLink = link;
    emit selectionChanged();
}

void MapDocument::selectIds(const QStringList &ids)
{
    std::vector<AreaIndex> areas;
    for (const QString &id : ids) {
        if (const auto index = indexOf(id))
            areas.push_back(*index);
    }
    setSelectedAreas(std::move(areas));
}

void MapDocument::rebuildArt()
{
    m_art.reset();
    m_artError.clear();
    m_svgIndex.reset();
    if (m_svg.isEmpty()) {
        m_artError =
            tr("%1: the map has no art (the SVG file is missing or empty)").arg(svgFileName());
        return;
    }
    MapFileError indexError;
    m_svgIndex = SvgElementIndex::fromData(m_svg, svgFileName(), &indexError);
    if (!m_svgIndex) {
        m_artError = indexError.toString();
        return;
    }
    QString error;
    m_art = MapArt::fromData(m_svg, areaIds(m_map), svgFileName(), &error);
    if (!m_art)
        m_artError = error;
}

} // namespace vinci
