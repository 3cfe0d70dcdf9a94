#include "svgimporter.h"

#include "areaclassifier.h"
#include "mapart.h"
#include "mapformat/mapid.h"
#include "mapformat/mapwriter.h"
#include "mapformat/svgelementfeatures.h"
#include "rules/ruleset.h"
#include "svgarealayers.h"
#include "svgelementmover.h"
#include "svgfeaturescan.h"
#include "svgtextlabels.h"
#include "svgtree.h"

#include <QSet>

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Elements whose content is never drawn where it stands (the engine's list), or is not SVG. */
bool isNeverDrawn(const SvgNode &node)
{
    const QStringView tag = node.tag();
    return tag.contains(u':') || isSvgNeverDrawn(tag);
}

bool isHidden(const SvgNode &node)
{
    return node.property(u"display").trimmed() == u"none" ||
           node.property(u"visibility").trimmed() == u"hidden";
}

bool isInkscapeLayer(const SvgNode &node)
{
    return node.attribute(u"inkscape:groupmode") == u"layer";
}

/**
 * A group that draws one area in several pieces: an id, and only shapes without ids inside
 * (shapes with their own ids are areas of their own, the group a container).
 */
bool isMultiPartArea(const SvgNode &group)
{
    if (group.tag() != u"g" || isInkscapeLayer(group) || group.attribute(u"id").isEmpty())
        return false;
    int shapes = 0;
    for (const auto &child : group.children) {
        if (!child->isElement() || child->tag() == u"title" || child->tag() == u"desc")
            continue;
        if (!isSvgShapeTag(child->tag()) || child->hasAttribute(u"id"))
            return false;
        ++shapes;
    }
    return shapes > 0;
}

/**
 * A `<use>` that shows a shape, or a group of shapes drawing one area: the area it shows
 * where it stands (QSvgRenderer draws and outlines it like any shape).
 */
bool showsAShape(const SvgNode &use)
{
    const SvgNode *target = svgUseTarget(use);
    return target && (isSvgShapeTag(target->tag()) || isMultiPartArea(*target));
}

struct Candidate
{
    SvgNode *node = nullptr;
    AreaKindGuess guess;
    QString name;
};

/** Finds the areas of a drawing and why each is what it is. */
class CandidateFinder
{
public:
    explicit CandidateFinder(std::vector<ImportNote> &notes)
        : m_notes(notes)
    {}

    std::vector<Candidate> inLayers(const SvgTree &tree)
    {
        std::vector<Candidate> found;
        tree.forEachElement([&](SvgNode &node) {
            const auto kind = SvgAreaLayers::layerKind(node);
            if (!kind)
                return true;
            for (const auto &child : node.children) {
                if (child->isElement() && !isNeverDrawn(*child)) {
                    const QString reason = SvgImporter::tr("it is in the layer “%1”")
                                               .arg(node.attribute(u"inkscape:label").isEmpty()
                                                        ? node.attribute(u"id")
                                                        : node.attribute(u"inkscape:label"));
                    found.push_back({child.get(), {*kind, reason}, elementLabel(*child)});
                }
            }
            return false;
        });
        return found;
    }

    std::vector<Candidate> anywhere(const SvgTree &tree)
    {
        std::vector<Candidate> found;
        tree.forEachElement([&](SvgNode &node) {
            if (isNeverDrawn(node))
                return false;
            if (isHidden(node)) {
                m_notes.push_back({ImportNote::Level::Info,
                                   describeSvgElement(node),
                                   {},
                                   SvgImporter::tr("hidden: left out")});
                return false;
            }
            const QStringView tag = node.tag();
            if (tag == u"use" && !showsAShape(node)) {
                m_notes.push_back({ImportNote::Level::Warning,
                                   describeSvgElement(node),
                                   {},
                                   SvgImporter::tr("a <use> of “%1”, which is not a shape: kept "
                                                   "as decoration")
                                       .arg(node.attribute(u"xlink:href").isEmpty()
                                                ? node.attribute(u"href")
                                                : node.attribute(u"xlink:href"))});
                return false;
            }
            if (isSvgShapeTag(tag) || isMultiPartArea(node) || tag == u"use") {
                const QStringList fills = areaFills(node);
                if (std::all_of(fills.begin(), fills.end(),
                                [](const QString &fill) { return fill == u"none"; })) {
                    ++m_unfilled;
                } else {
                    found.push_back({&node, guessAreaKind(node), elementLabel(node)});
                }
                return false;
            }
            if (tag == u"image") {
                m_notes.push_back({ImportNote::Level::Warning,
                                   describeSvgElement(node),
                                   {},
                                   SvgImporter::tr("a raster image is kept as decoration: it "
                                                   "has no outline to become an area")});
            }
            return tag == u"g" || tag == u"a" || tag == u"switch" || tag == u"svg";
        });
        if (m_unfilled > 0) {
            m_notes.push_back({ImportNote::Level::Info,
                               {},
                               {},
                               SvgImporter::tr("%n shape(s) without fill (lines, frames) kept "
                                               "as decoration",
                                               nullptr, m_unfilled)});
        }
        return found;
    }

private:
    std::vector<ImportNote> &m_notes;
    int m_unfilled = 0;
};

/** An id the importer gave, kept until the shape is known to be an area. */
struct GivenId
{
    QString old; ///< empty: the element had none
    QString given;
};

/**
 * Gives every candidate a valid id unique in the document, renaming references, and returns
 * what it gave, one entry per candidate (nothing for those whose id was kept).
 */
std::vector<std::optional<GivenId>> assignIds(SvgTree &tree, std::vector<Candidate> &candidates)
{
    QSet<QString> used;
    QHash<QString, int> uses;
    for (const QString &id : tree.ids()) {
        used.insert(id);
        ++uses[id];
    }
    std::vector<std::optional<GivenId>> given;
    for (Candidate &candidate : candidates) {
        SvgNode &node = *candidate.node;
        const QString old = node.attribute(u"id");
        if (candidate.name.isEmpty() && !old.isEmpty())
            candidate.name = displayNameFromId(old);
        if (!old.isEmpty() && isValidMapId(old) && uses.value(old) == 1) {
            given.emplace_back();
            continue;
        }
        QString base = areaIdFromName(old.isEmpty() ? candidate.name : old);
        if (base.isEmpty())
            base = areaIdFromName(candidate.name);
        if (base.isEmpty())
            base = candidate.guess.kind == AreaKind::Sea ? u"sea"_s : u"province"_s;
        const QString id = SvgAreaLayers::uniqueId(base, used);
        used.insert(id);
        node.setAttribute(u"id"_s, id);
        if (!old.isEmpty() && uses.value(old) == 1)
            tree.renameReferences(old, id);
        if (!old.isEmpty())
            --uses[old];
        given.push_back(GivenId{old, id});
    }
    return given;
}

/**
 * The name of a sea zone the drawing does not name, in the game's three languages: "Sea",
 * then "Sea 2", "Sea 3"… for the next ones, skipping names already in use.
 */
LocalizedName genericSeaName(int number, const QSet<QString> &used)
{
    for (;; ++number) {
        // The map's names are data in English, French and German (the rule books' "mer" and
        // "Meer"), not the editor's own language.
        const QString suffix = number == 1 ? QString() : u" %1"_s.arg(number);
        LocalizedName name{u"Sea"_s + suffix, u"Mer"_s + suffix, u"Meer"_s + suffix};
        if (!used.contains(name.en))
            return name;
    }
}

/**
 * The name of the `number`th province the drawing neither names nor gives an id, in the game's
 * three languages ("Province 1", "Province 1", "Provinz 1"), skipping names already in use.
 */
LocalizedName genericProvinceName(int &number, const QSet<QString> &used)
{
    for (;; ++number) {
        const QString suffix = u" %1"_s.arg(number);
        LocalizedName name{u"Province"_s + suffix, u"Province"_s + suffix, u"Provinz"_s + suffix};
        if (!used.contains(name.en))
            return name;
    }
}

/**
 * Puts shapes in reading order: rows from the top, each left to right. A shape joins the row
 * of the topmost shape not yet placed when it starts above that shape's middle, so that hand
 * drawn shapes a little higher or lower still read as one row.
 */
void sortInReadingOrder(std::vector<std::pair<std::size_t, QRectF>> &shapes)
{
    std::stable_sort(shapes.begin(), shapes.end(),
                     [](const auto &a, const auto &b) { return a.second.top() < b.second.top(); });
    for (auto row = shapes.begin(); row != shapes.end();) {
        const qreal middle = row->second.center().y();
        const auto end = std::find_if(row, shapes.end(), [middle](const auto &shape) {
            return shape.second.top() >= middle;
        });
        std::stable_sort(row, end, [](const auto &a, const auto &b) {
            return a.second.left() < b.second.left();
        });
        row = end;
    }
}

/** Takes back an id given to a shape that turned out not to be an area. */
void restoreId(SvgTree &tree, SvgNode &node, const GivenId &given)
{
    if (given.old.isEmpty()) {
        node.removeAttribute(u"id");
        return;
    }
    node.setAttribute(u"id"_s, given.old);
    if (!tree.findById(given.old) || tree.findById(given.old) == &node)
        tree.renameReferences(given.given, given.old);
}

QString givenIdMessage(const GivenId &given)
{
    return given.old.isEmpty()
               ? SvgImporter::tr("given the id “%1”").arg(given.given)
               : SvgImporter::tr("id “%1” changed to “%2”").arg(given.old, given.given);
}

void reportFeatures(const SvgTree &tree, const std::vector<Candidate> &candidates,
                    std::vector<ImportNote> &notes)
{
    QHash<const SvgNode *, QString> areaOf;
    for (const Candidate &candidate : candidates) {
        areaOf.insert(candidate.node, candidate.node->attribute(u"id"));
    }
    const SvgFeatureScan scan(tree);
    tree.forEachElement([&](SvgNode &node) {
        const SvgFeatures features = scan.ownFeatures(node) & svgFeaturesNotRendered;
        if (!features)
            return true;
        QStringList names;
        for (int bit = 0; bit < 16; ++bit) {
            const auto feature = static_cast<SvgFeature>(1U << bit);
            if (features.testFlag(feature))
                names << svgFeatureName(feature);
        }
        QString area;
        for (const SvgNode *up = &node; up && up->isElement() && area.isEmpty(); up = up->parent)
            area = areaOf.value(up);
        notes.push_back({ImportNote::Level::Warning, describeSvgElement(node), area,
                         SvgImporter::tr("Qt 6.4 does not render %1 as drawn: the board will "
                                         "show this element without it")
                             .arg(names.join(u", "_s))});
        return true;
    });
}

/** What becomes of a candidate once its outline is known. */
enum class Kept : quint8
{
    Area,
    Empty,      ///< draws nothing with an inside: decoration
    Background, ///< a land-coloured page: the background
};

struct Fate
{
    Kept kept = Kept::Area;
    std::optional<std::size_t> lakeIn; ///< the province a water shape lies inside, drawn on it
};

/**
 * Which candidates become areas. A water shape lying wholly inside one province (a lake drawn
 * over it) is the province's art, not a sea zone: as a sea zone it would move under the land,
 * out of sight and out of reach, its name floating in the sea beside it.
 */
std::vector<Fate> decideFates(const std::vector<Candidate> &candidates,
                              const std::vector<QPainterPath> &outlines, const QRectF &page,
                              bool layered)
{
    std::vector<Fate> fates(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const QRectF bounds = outlines[i].boundingRect();
        const qreal cover =
            (bounds & page).width() * (bounds & page).height() / (page.width() * page.height());
        if (bounds.isEmpty())
            fates[i].kept = Kept::Empty;
        else if (!layered && cover > 0.9 && candidates[i].guess.kind == AreaKind::Land)
            fates[i].kept = Kept::Background;
    }
    if (layered)
        return fates; // the designer's layers say what is a sea zone
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (fates[i].kept != Kept::Area || candidates[i].guess.kind != AreaKind::Sea)
            continue;
        for (std::size_t land = 0; land < candidates.size(); ++land) {
            if (fates[land].kept == Kept::Area && candidates[land].guess.kind == AreaKind::Land &&
                outlines[land].contains(outlines[i])) {
                fates[i].lakeIn = land;
                break;
            }
        }
    }
    return fates;
}

/**
 * Hides a text the importer made an area's name: the board writes every name itself, in the
 * player's language and where it fits, so the drawing's own would stand beside it ("Roundhill"
 * twice, "Highcrag" under "Hautroc"). Hidden in the art rather than removed: the drawing keeps
 * it for the designer, a save and reopen keeps it hidden, and importing the map's art again
 * names the area after it again (findSvgTextLabels reads hidden texts too).
 */
void hideNameText(SvgNode &text)
{
    text.setAttribute(u"display"_s, u"none"_s);
    // A display in the style attribute would win over the attribute.
    const QString style = text.attribute(u"style");
    if (!style.isEmpty() && text.property(u"display").trimmed() != u"none")
        text.setAttribute(u"style"_s, style + u";display:none"_s);
}

/**
 * Names the areas after the drawing's texts: a text lying on one area (areaNamedBy) is its
 * English name, unless the area has a label or title of its own, or several texts lie on it;
 * the text is then hidden (hideNameText). Returns the candidates so named.
 */
QSet<std::size_t> nameAfterTexts(SvgTree &tree, std::vector<Candidate> &candidates,
                                 const std::vector<QPainterPath> &outlines,
                                 const std::vector<Fate> &fates, std::vector<ImportNote> &notes)
{
    std::vector<QPainterPath> areaOutlines = outlines;
    for (std::size_t i = 0; i < fates.size(); ++i) {
        if (fates[i].kept != Kept::Area || fates[i].lakeIn)
            areaOutlines[i] = {};
    }
    std::map<std::size_t, QList<const SvgTextLabel *>> texts;
    const std::vector<SvgTextLabel> labels = findSvgTextLabels(tree);
    for (const SvgTextLabel &label : labels) {
        if (const auto area = areaNamedBy(label, areaOutlines))
            texts[*area] << &label;
    }
    QSet<std::size_t> named;
    for (const auto &[index, onIt] : texts) {
        Candidate &candidate = candidates[index];
        if (onIt.size() != 1 || !elementLabel(*candidate.node).isEmpty())
            continue;
        const SvgTextLabel &label = *onIt.front();
        candidate.name = label.text;
        named.insert(index);
        notes.push_back({ImportNote::Level::Info, describeSvgElement(*candidate.node),
                         candidate.node->attribute(u"id"),
                         SvgImporter::tr("named “%1” after the text %2 on it, which is hidden: "
                                         "the board writes the name")
                             .arg(label.text, describeSvgElement(*label.node))});
        hideNameText(*label.node);
    }
    return named;
}

} // namespace

RuleSetTable SvgImporter::defaultClassicTable()
{
    const RuleSet &rules = ruleSet(RuleSetId::Classic);
    RuleSetTable table;
    for (int players = rules.minPlayers; players <= rules.maxPlayers; ++players) {
        table.playerCounts.push_back(players);
        table.extraPawns[players] = rules.defaultExtraPawns(players);
        table.victoryPoints[players] = rules.defaultGameLength(players);
    }
    return table;
}

std::optional<ImportedMap> SvgImporter::import(const QByteArray &drawing, const QString &fileName,
                                               const QString &mapId, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (drawing.size() > SvgElementIndex::maxSvgBytes) {
        return fail(tr("%1: the drawing is larger than %2 MB")
                        .arg(fileName)
                        .arg(SvgElementIndex::maxSvgBytes / (qint64(1024) * 1024)));
    }
    QString parseError;
    std::optional<SvgTree> tree = SvgTree::parse(drawing, &parseError);
    if (!tree)
        return fail(u"%1:%2"_s.arg(fileName, parseError));
    if (tree->root()->tag() != u"svg")
        return fail(
            tr("%1: not an SVG file: the top element is <%2>").arg(fileName, tree->root()->name));

    ImportedMap result;
    std::vector<ImportNote> &notes = result.notes;
    CandidateFinder finder(notes);
    const bool layered =
        SvgAreaLayers::find(*tree, AreaKind::Land) || SvgAreaLayers::find(*tree, AreaKind::Sea);
    std::vector<Candidate> candidates = layered ? finder.inLayers(*tree) : finder.anywhere(*tree);
    reportFeatures(*tree, candidates, notes);
    const std::vector<std::optional<GivenId>> given = assignIds(*tree, candidates);

    // The outlines as Qt draws them: shapes that draw nothing or cover the whole drawing
    // without being water are decoration.
    QStringList ids;
    for (const Candidate &candidate : candidates)
        ids << candidate.node->attribute(u"id");
    QString artError;
    const std::shared_ptr<MapArt> art =
        MapArt::fromData(tree->serialize(), ids, fileName, &artError);
    if (!art)
        return fail(artError);
    const QRectF page = art->documentRect();
    const qreal edgeTolerance = std::max(page.width(), page.height()) * 0.01;
    std::vector<QPainterPath> outlines;
    for (qsizetype i = 0; i < ids.size(); ++i)
        outlines.push_back(art->outlines().outline(static_cast<AreaIndex>(i)));
    std::vector<Fate> fates = decideFates(candidates, outlines, page, layered);
    QSet<std::size_t> namedByText = nameAfterTexts(*tree, candidates, outlines, fates, notes);
    std::vector<Candidate> areas;
    std::vector<bool> areaNamedByText;
    std::vector<bool> boardEdge;
    // Provinces with no id and no name, by their place in `areas`, and where each is drawn.
    std::vector<std::pair<std::size_t, QRectF>> nameless;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const auto n = static_cast<std::size_t>(i);
        const Candidate &candidate = candidates[n];
        const QRectF bounds = outlines[n].boundingRect();
        if (fates[n].lakeIn) {
            if (given[n])
                restoreId(*tree, *candidate.node, *given[n]);
            const Candidate &province = candidates[*fates[n].lakeIn];
            // A shape left out of the areas: a warning, shown without asking.
            notes.push_back({ImportNote::Level::Warning, describeSvgElement(*candidate.node),
                             province.node->attribute(u"id"),
                             tr("lies inside %1: kept as the drawing's art (a lake), not a sea "
                                "zone")
                                 .arg(province.name.isEmpty()
                                          ? displayNameFromId(province.node->attribute(u"id"))
                                          : province.name)});
            continue;
        }
        if (fates[n].kept == Kept::Empty || fates[n].kept == Kept::Background) {
            const bool background = fates[n].kept == Kept::Background;
            if (given[n])
                restoreId(*tree, *candidate.node, *given[n]);
            notes.push_back({background ? ImportNote::Level::Info : ImportNote::Level::Warning,
                             describeSvgElement(*candidate.node),
                             {},
                             background ? tr("covers the whole drawing and is not blue: "
                                             "kept as the background")
                                        : tr("draws no shape: kept as decoration")});
            continue;
        }
        if (given[n]) {
            notes.push_back({ImportNote::Level::Info, describeSvgElement(*candidate.node),
                             given[n]->given, givenIdMessage(*given[n])});
        }
        if (candidate.guess.kind == AreaKind::Land && candidate.name.isEmpty() && given[n] &&
            given[n]->old.isEmpty())
            nameless.emplace_back(areas.size(), bounds);
        areas.push_back(candidate);
        areaNamedByText.push_back(namedByText.contains(n));
        boardEdge.push_back(bounds.left() <= page.left() + edgeTolerance ||
                            bounds.top() <= page.top() + edgeTolerance ||
                            bounds.right() >= page.right() - edgeTolerance ||
                            bounds.bottom() >= page.bottom() - edgeTolerance);
    }
    if (areas.empty())
        return fail(
            tr("%1: the drawing has no closed, filled shape to make a province of").arg(fileName));

    if (!layered) {
        const auto [seas, provinces] = SvgAreaLayers::createAt(*tree, areas.front().node);
        std::vector<SvgElementMove> moves;
        moves.reserve(areas.size());
        for (const Candidate &area : areas)
            moves.push_back({area.node, area.guess.kind == AreaKind::Sea ? seas : provinces, -1});
        QString moveError;
        if (!SvgElementMover::move(*tree, moves, &moveError))
            return fail(u"%1: %2"_s.arg(fileName, moveError));
        notes.push_back({ImportNote::Level::Info,
                         {},
                         {},
                         tr("the areas were moved into new layers “provinces” and “seas”, each "
                            "keeping its look")});
    }

    MapData &map = result.map;
    map.id = mapId;
    const QString title = elementLabel(*tree->root());
    map.names.en = title.isEmpty() ? displayNameFromId(mapId) : title;
    map.classic = defaultClassicTable();
    // A drawing's colours are the designer's, not the terrain the editor sets: the game paints
    // the terrain over them (the designer may turn it off in the map's properties).
    map.paintTerrain = true;
    QSet<QString> namesUsed;
    for (const Candidate &candidate : areas)
        namesUsed.insert(candidate.name);
    int seas = 0;
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const Candidate &candidate = areas[i];
        AreaData area;
        area.id = candidate.node->attribute(u"id");
        area.kind = candidate.guess.kind;
        area.names.en = candidate.name.isEmpty() ? displayNameFromId(area.id) : candidate.name;
        area.boardEdge = boardEdge[i];
        const QString label = elementLabel(*candidate.node);
        if (area.kind == AreaKind::Sea && !areaNamedByText[i] &&
            isPlaceholderName(label.isEmpty() ? area.id : label)) {
            // "Background" or "Rect12" would be a sea zone's name on the board.
            const QString before = area.names.en;
            area.names = genericSeaName(++seas, namesUsed);
            namesUsed.insert(area.names.en);
            notes.push_back(
                {ImportNote::Level::Info, describeSvgElement(*candidate.node), area.id,
                 tr("named “%1”: “%2” does not name a sea").arg(area.names.en, before)});
        }
        map.areas.push_back(area);
        const QString kind = area.kind == AreaKind::Sea ? tr("sea zone") : tr("province");
        notes.push_back({ImportNote::Level::Info, describeSvgElement(*candidate.node), area.id,
                         tr("%1, because of %2").arg(kind, candidate.guess.reason)});
    }
    // Each would be "Province" (from its given id): numbered in reading order instead, so that
    // two of them are told apart on the board and in the inspector.
    sortInReadingOrder(nameless);
    int provinces = 1;
    for (const auto &shape : nameless) {
        const std::size_t index = shape.first;
        AreaData &area = map.areas[index];
        area.names = genericProvinceName(provinces, namesUsed);
        namesUsed.insert(area.names.en);
        ++provinces;
        notes.push_back({ImportNote::Level::Info, describeSvgElement(*areas[index].node), area.id,
                         tr("named “%1”: the shape has no id or name").arg(area.names.en)});
    }
    // Land first, by id, not in the drawing's order: a new map's file reads as a list, and the
    // writer keeps this order from then on (the map reopened after saving is the one imported,
    // its Issues and its names' layout in the same order).
    map = MapWriter::canonical(map);
    std::stable_sort(map.areas.begin(), map.areas.end(),
                     [](const AreaData &left, const AreaData &right) {
                         if (left.kind != right.kind)
                             return left.kind == AreaKind::Land;
                         return left.id < right.id;
                     });
    for (LinkData &link : map.links) {
        if (link.b < link.a)
            std::swap(link.a, link.b);
    }
    std::stable_sort(map.links.begin(), map.links.end(),
                     [](const LinkData &left, const LinkData &right) {
                         return std::tie(left.a, left.b) < std::tie(right.a, right.b);
                     });
    result.svg = tree->serialize();
    return result;
}

} // namespace vinci
