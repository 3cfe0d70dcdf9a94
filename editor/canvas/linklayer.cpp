#include "linklayer.h"

#include "labellayout.h"
#include "labelplan.h"
#include "linkitem.h"
#include "mapart.h"
#include "mapscene.h"
#include "nameclearance.h"
#include "outlinegeometry.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace vinci {

namespace {

/** Links sit above the areas and under the names, badges and leaders (MapLayer::Links). */
constexpr qreal linkZ = MapLayer::Links;

/** Whether `segment` runs into `rect` (an end inside, or across an edge). */
bool crosses(const QLineF &segment, const QRectF &rect)
{
    if (rect.contains(segment.p1()) || rect.contains(segment.p2()))
        return true;
    const QLineF edges[] = {{rect.topLeft(), rect.topRight()},
                            {rect.topRight(), rect.bottomRight()},
                            {rect.bottomRight(), rect.bottomLeft()},
                            {rect.bottomLeft(), rect.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges), [&](const QLineF &edge) {
        return segment.intersects(edge, nullptr) == QLineF::BoundedIntersection;
    });
}

} // namespace

LinkLayer::LinkLayer(MapScene *scene)
    : m_scene(scene)
{}

void LinkLayer::updateAnchors(const MapData &map)
{
    m_anchors.clear();
    m_indices.clear();
    m_labels.clear();
    m_drawnNames.clear();
    m_drawnNameOf.clear();
    m_nameEndOf.clear();
    for (std::size_t i = 0; i < map.areas.size(); ++i)
        m_indices.insert(map.areas[i].id, static_cast<AreaIndex>(i));
    const MapArt *art = m_scene->mapArt();
    const QRectF page = art ? art->documentRect() : QRectF();
    m_diagonal = std::hypot(page.width(), page.height());
    // Every name moved (a new fit zoom: the window laid out after the map came, or resized):
    // each crossing is weighed again, for the names where they are now. One weighed for the
    // names of a window not yet laid out, which covered the drawing, stayed a stub at the
    // border (the s50 walks: veloria's Brun–Kestrel Reach after Recover).
    if (m_scene->labelPlan().scale() != m_crossingsNamesScale) {
        m_crossings.clear();
        m_crossingsNamesScale = m_scene->labelPlan().scale();
    }
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        // Where the name is planned inside the area (the map's label anchor, or its best inside
        // point), not where it is drawn: at the fit zoom a small country's name may sit beside
        // it, over the sea, and a link drawn there would join the wrong places.
        const LabelPlan &plan = m_scene->labelPlan();
        if (index < plan.count() && plan.fittedLayout(index).fontSize > 0) {
            const LabelLayout &fitted = plan.fittedLayout(index);
            m_anchors.insert(map.areas[i].id, fitted.anchor);
            m_labels.push_back({index, fitted.block.rect(fitted.anchor, fitted.fontSize)});
        } else if (art && index < art->outlines().count() &&
                   !art->outlines().outline(index).isEmpty()) {
            const OutlineGeometry geometry(art->outlines().outline(index));
            m_anchors.insert(map.areas[i].id, geometry.largestInscribedCircle().centre);
        }
        if (const LabelLayout *drawn = m_scene->labelLayout(index)) {
            // With its halo, and a little more: the view's zoom is a little above the names'.
            const QRectF rect = drawnNameRect(*drawn, m_scene->labelPlan().scale());
            const qreal halo = rect.height() / 3;
            if (!rect.isEmpty()) {
                m_drawnNames.push_back(rect.adjusted(-halo, -halo, halo, halo));
                // Its letters' halo only (AreaLabelItem), a line ending at it meets the name:
                // two seas' names may lie that near (the Aegean's, the Eastern Mediterranean's).
                const qreal letters = 0.25 * drawnNameSize(*drawn, m_scene->labelPlan().scale());
                m_drawnNameOf.insert(index, rect.adjusted(-letters, -letters, letters, letters));
                // A line ending at a name stops a little farther: its end's dot, a few pixels
                // wide, sat on the "M" of "Östliches Mittelmeer" (the s43 walk, in German).
                const qreal dot = 0.55 * drawnNameSize(*drawn, m_scene->labelPlan().scale());
                m_nameEndOf.insert(index, rect.adjusted(-dot, -dot, dot, dot));
            }
        }
    }
    // The coasts and borders change with the shapes and what is land or sea, not with names.
    std::vector<AreaKind> kinds;
    kinds.reserve(map.areas.size());
    for (const AreaData &area : map.areas)
        kinds.push_back(area.kind);
    if (!art) {
        m_borders = {};
        m_bordersArt = nullptr;
        m_crossings.clear();
    } else if (art != m_bordersArt || kinds != m_bordersKinds) {
        m_borders = AreaBorders(art->outlines(), map.areas);
        m_crossings.clear();
        m_bordersArt = art;
        m_bordersKinds = std::move(kinds);
    }
}

std::optional<LinkLayer::LinkLine> LinkLayer::lineOf(const MapData &map, const LinkData &link) const
{
    const auto anchor = m_anchors.constFind(link.a);
    const auto other = m_anchors.constFind(link.b);
    if (anchor == m_anchors.cend() || other == m_anchors.cend())
        return std::nullopt;
    const LinkLine centres{QPolygonF{*anchor, *other}, LinkItem::Ends::AtLabels};
    const AreaIndex a = m_indices.value(link.a, -1);
    const AreaIndex b = m_indices.value(link.b, -1);
    if (a < 0 || b < 0)
        return centres;
    const AreaKind kindA = map.areas[static_cast<std::size_t>(a)].kind;
    const AreaKind kindB = map.areas[static_cast<std::size_t>(b)].kind;
    // How many names drawn a line runs through, its ends' too: a line ending in a name seems to
    // point at it, one through a name strikes it out (the s42 walk: Greece–Italy's through
    // "Greece", North Italy–South Italy's through "Adriatic Sea").
    const auto namesUnder = [this](const QLineF &line) {
        return static_cast<qreal>(
            std::count_if(m_drawnNames.begin(), m_drawnNames.end(),
                          [&](const QRectF &name) { return crosses(line, name); }));
    };
    if (link.kind == LinkKind::Coast) {
        // A shared coast: across the water where the two face each other, as a sea link's mark
        // goes out over the water, not name to name over the land between them; through no
        // third area's name, its own two's where the coasts allow.
        if (kindA == AreaKind::Land && kindB == AreaKind::Land) {
            // A third area's name passed, ended in (that reads as pointing at it: worst), its
            // own two's passed.
            const auto cost = [&](const QLineF &line) {
                qreal total = 0;
                for (auto drawn = m_drawnNameOf.cbegin(); drawn != m_drawnNameOf.cend(); ++drawn) {
                    const bool own = drawn.key() == a || drawn.key() == b;
                    if (crosses(line, drawn.value()))
                        total += own ? 0.5 : 1;
                    for (const QPointF end : {line.p1(), line.p2()})
                        total += !own && drawn.value().contains(end) ? 10 : 0;
                }
                // An end where another of the province's shared coasts ends (the s43 walk: the
                // United Kingdom's to France, Belgium and the Netherlands all from Kent's corner):
                // less than a name, so that each meets the coast where it faces its neighbour.
                const qreal apart = m_diagonal / 100;
                for (const auto &[area, end] : m_coastEnds) {
                    if ((area == a && QLineF(end, line.p1()).length() < apart) ||
                        (area == b && QLineF(end, line.p2()).length() < apart))
                        total += 0.25;
                }
                return total;
            };
            // An end in a name (where every way across ends in one: North Italy–South Italy's
            // in "Mer Adriatique", Greece–Italy's in "Greece") stops at its edge: a line into
            // the letters strikes them out, its own province's too (the s50 walk).
            const auto nameAt = [&](QPointF end) {
                for (auto drawn = m_drawnNameOf.cbegin(); drawn != m_drawnNameOf.cend(); ++drawn) {
                    if (drawn.value().contains(end))
                        return drawn.key();
                }
                return AreaIndex(-1);
            };
            if (const auto across = m_borders.acrossWater(a, b, cost)) {
                m_coastEnds.emplace_back(a, across->p1());
                m_coastEnds.emplace_back(b, across->p2());
                const LinkLine coast{QPolygonF{across->p1(), across->p2()},
                                     LinkItem::Ends::AcrossCoast};
                const LinkLine clear =
                    outsideNames(coast, nameAt(across->p1()), nameAt(across->p2()));
                // Its own name's edge only where that is still on its coast's land.
                const auto third = [&](QPointF end) {
                    const AreaIndex name = nameAt(end);
                    return name == a || name == b ? AreaIndex(-1) : name;
                };
                return m_scene->areaAt(clear.path.constFirst()) == a &&
                               m_scene->areaAt(clear.path.constLast()) == b
                           ? clear
                           : outsideNames(coast, third(across->p1()), third(across->p2()));
            }
        }
        // Linked by hand across no water: name to name, from edge to edge (Albania–Serbia's
        // ended in "Serb." among Serbia's other links, the s50 walk).
        return outsideOwnNames(centres, a, b);
    }
    if (kindA == kindB) {
        // Two provinces, or two sea zones: through the middle of a stretch of the border they
        // share (AreaBorders::crossing), the way that crosses the least of the other kind (a land
        // border's line over the sea, a sea zone's over land), then passes the fewest other
        // areas' names, then the longest stretch, so that the line stays over its two areas and
        // plainly crosses their border rather than cutting across the sea, a third country's
        // name, or a corner of the border.
        const qreal overOther = m_diagonal / 20;
        const qreal overName = m_diagonal / 40;
        const auto extraCost = [&](const QLineF &first, const QLineF &second) {
            const auto names = std::count_if(m_labels.begin(), m_labels.end(), [&](const Label &l) {
                return l.area != a && l.area != b &&
                       (crosses(first, l.rect) || crosses(second, l.rect));
            });
            // A crossing under a third area's name as drawn (one set beside its province over
            // the water: "Magna Graecia" over the Strait of Messina at the fit zoom) leaves no
            // room for a mark: its line would be a dot in the letters.
            bool underName = false;
            for (auto drawn = m_drawnNameOf.cbegin(); drawn != m_drawnNameOf.cend(); ++drawn) {
                underName = underName || (drawn.key() != a && drawn.key() != b &&
                                          drawn.value().contains(first.p2()));
            }
            return overOther * (m_borders.pointsOverOther(first, kindA) +
                                m_borders.pointsOverOther(second, kindA)) +
                   overName * static_cast<qreal>(names) + (underName ? m_diagonal * 100 : 0);
        };
        // Weighed once for these two anchors: the layer is rebuilt after every edit (a name
        // typed key by key), and a link whose ends stay keeps its way; one is weighed again
        // once a name is drawn over it (the names in another language, or set for the fit
        // zoom: Lower Egypt's over the water, under the Libyan Sea's line), not again while
        // every way passes one.
        const QString key = link.a + u'|' + link.b;
        const auto known = m_crossings.constFind(key);
        const auto overAName = [&](const LinkLine &drawn) {
            return (drawn.ends == LinkItem::Ends::AcrossCoast && crossesAName(drawn.path)) ||
                   passesThirdName(drawn.path, a, b);
        };
        if (known != m_crossings.cend() && known->from == *anchor && known->to == *other &&
            (known->overName || !overAName(known->line)))
            return kindA == AreaKind::Sea ? outsideNames(known->line, a, b)
                                          : outsideOwnNames(known->line, a, b);
        // The straight line when it costs less (two sea zones meeting at a far strait): a link
        // drawn by hand across no shared border is straight too.
        const QLineF straight(*anchor, *other);
        const qreal straightCost = extraCost(straight, QLineF(*other, *other));
        const auto through = m_borders.crossing(a, b, *anchor, *other, extraCost);
        LinkLine line =
            through && through->cost <= straightCost
                ? LinkLine{QPolygonF{*anchor, through->point, *other}, LinkItem::Ends::AtLabels}
                : centres;
        // Two provinces whose straight way crosses a third (Norway's name to its border
        // with Finland, over Sweden): along their shapes, through the same point of the border.
        if (kindA == AreaKind::Land) {
            int third = 0;
            for (qsizetype i = 0; i + 1 < line.path.size(); ++i)
                third += m_borders.pointsOverThird(QLineF(line.path[i], line.path[i + 1]), a, b);
            const QPointF middle = line.path.size() > 2 ? line.path.at(1) : QPointF();
            const auto first = third > 0 && line.path.size() > 2
                                   ? m_borders.wayWithin(a, b, *anchor, middle)
                                   : std::nullopt;
            const auto second = first ? m_borders.wayWithin(a, b, middle, *other) : std::nullopt;
            if (second) {
                QPolygonF way = *first;
                way.removeLast();
                line.path = way + *second;
            } else if (third > 0) {
                if (const auto direct = m_borders.wayWithin(a, b, *anchor, *other))
                    line.path = *direct;
            }
        }
        // Two sea zones whose every way between their names crosses land (they meet at a
        // strait) or another area's name (the Ionian Sea's to the Eastern Mediterranean's under
        // the Aegean's), or two provinces whose every way crosses the sea (Ireland's border with
        // the United Kingdom is on Ireland's island, the UK's name on Great Britain): a short mark
        // across the border where they meet, over their own kind only, rather than a line over
        // the other kind.
        if (through && acrossOther(line.path, kindA)) {
            line = LinkLine{markAcross(through->point, *anchor, *other, a, b, kindA),
                            LinkItem::Ends::AcrossCoast};
        } else if (through && kindA == AreaKind::Land && passesThirdName(line.path, a, b)) {
            // Two provinces whose line between their names passes a third one's, drawn beside
            // its own small country (the s43 walk: Slovakia–Ukraine's through "Moldova", set over
            // Ukraine): a mark where the two shapes meet, through no name.
            const QPolygonF mark = markAcross(through->point, *anchor, *other, a, b, kindA);
            if (mark.constFirst() != mark.at(1) && mark.constLast() != mark.at(1) &&
                !passesThirdName(mark, a, b))
                line = LinkLine{mark, LinkItem::Ends::AcrossCoast};
        } else if (through && kindA == AreaKind::Sea && passesThirdName(line.path, a, b)) {
            // Past a name only where a mark would lie in one (their border under Lower Egypt's).
            const QPolygonF mark = markAcross(through->point, *anchor, *other, a, b, kindA);
            if (mark.constFirst() != mark.at(1) && mark.constLast() != mark.at(1))
                line = LinkLine{mark, LinkItem::Ends::AcrossCoast};
        }
        m_crossings.insert(key, {*anchor, *other, line, overAName(line)});
        // From name's edge to name's edge, for provinces as for seas: lines that met in a
        // province's name struck it out (the s50 walk at the fit zoom: Austria's name, the hub
        // of Serbia's links over "Serb."). Ending at the edge rather than passing under the
        // name keeps the letters whole at every zoom, where a halo under them would still show
        // the hub of dots and lines around the name's middle.
        return kindA == AreaKind::Sea ? outsideNames(line, a, b) : outsideOwnNames(line, a, b);
    }
    // A sea link, drawn from the province's side, whichever end of the link it is.
    const bool aIsLand = kindA == AreaKind::Land;
    // Over no name where the coast allows (a small country's own, or its neighbour's by the
    // coast).
    const auto mark = aIsLand ? m_borders.mark(a, b, *anchor, namesUnder)
                              : m_borders.mark(b, a, *other, namesUnder);
    if (!mark)
        return centres; // linked by hand across land: nothing better to show
    const QLineF across = aIsLand ? *mark : QLineF(mark->p2(), mark->p1());
    return LinkLine{QPolygonF{across.p1(), across.p2()}, LinkItem::Ends::AcrossCoast};
}

bool LinkLayer::acrossOther(const QPolygonF &path, AreaKind kind) const
{
    const AreaKind otherKind = kind == AreaKind::Land ? AreaKind::Sea : AreaKind::Land;
    int over = 0;
    int all = 0;
    for (qsizetype i = 0; i + 1 < path.size(); ++i) {
        const QLineF segment(path[i], path[i + 1]);
        const int here = m_borders.pointsOverOther(segment, kind);
        over += here;
        // Every point is over one kind or the other (a province's, or the sea's and none's).
        all += here + m_borders.pointsOverOther(segment, otherKind);
    }
    // Sweden–Finland's line clips the top of the Gulf of Bothnia: a land border's line may.
    const qreal allowed = kind == AreaKind::Land ? 0.1 : 0;
    return over > allowed * all;
}

LinkLayer::LinkLine LinkLayer::outsideNames(LinkLine line, AreaIndex a, AreaIndex b) const
{
    if (line.path.size() < 2)
        return line;
    // `path` from where it leaves `name`, if it starts inside it.
    const auto leaving = [](const QPolygonF &path, const QRectF &name) {
        if (name.isNull() || !name.contains(path.constFirst()))
            return path;
        for (qsizetype i = 0; i + 1 < path.size(); ++i) {
            if (name.contains(path[i + 1]))
                continue;
            // The segment leaves the name between its ends: where, to a hundredth of it.
            qreal inside = 0;
            qreal outside = 1;
            const QLineF segment(path[i], path[i + 1]);
            for (int k = 0; k < 7; ++k) {
                const qreal middle = (inside + outside) / 2;
                (name.contains(segment.pointAt(middle)) ? inside : outside) = middle;
            }
            QPolygonF rest{segment.pointAt(outside)};
            for (qsizetype j = i + 1; j < path.size(); ++j)
                rest << path[j];
            return rest;
        }
        return path; // wholly inside the name: nothing better to show
    };
    // Clear of the name with room for the end's dot where the line is long enough, else clear
    // of its letters (a strait's short mark beside a sea's name).
    const auto leavingName = [&](const QPolygonF &path, AreaIndex area) {
        QPolygonF clear = leaving(path, m_nameEndOf.value(area));
        if (clear.constFirst() != path.constFirst() ||
            !m_nameEndOf.value(area).contains(path.constFirst()))
            return clear;
        return leaving(path, m_drawnNameOf.value(area));
    };
    const QPolygonF fromA = leavingName(line.path, a);
    QPolygonF reversed(fromA.rbegin(), fromA.rend());
    reversed = leavingName(reversed, b);
    const QPolygonF path(reversed.rbegin(), reversed.rend());
    if (path != line.path)
        line = LinkLine{path, LinkItem::Ends::AcrossCoast};
    return line;
}

LinkLayer::LinkLine LinkLayer::outsideOwnNames(const LinkLine &line, AreaIndex a, AreaIndex b) const
{
    // Each end where it leaves its province's name, if that is still inside the province: a
    // name wider than its country (Czechia's, at 1024x768) would leave it in a neighbour's.
    LinkLine clipped = outsideNames(line, a, -1);
    if (m_scene->areaAt(clipped.path.constFirst()) != a)
        clipped = line;
    LinkLine both = outsideNames(clipped, -1, b);
    if (m_scene->areaAt(both.path.constLast()) != b)
        both = clipped;
    return both;
}

bool LinkLayer::passesThirdName(const QPolygonF &path, AreaIndex a, AreaIndex b) const
{
    for (qsizetype i = 0; i + 1 < path.size(); ++i) {
        const QLineF segment(path[i], path[i + 1]);
        for (auto drawn = m_drawnNameOf.cbegin(); drawn != m_drawnNameOf.cend(); ++drawn) {
            if (drawn.key() != a && drawn.key() != b && crosses(segment, drawn.value()))
                return true;
        }
    }
    return false;
}

bool LinkLayer::crossesAName(const QPolygonF &path) const
{
    for (qsizetype i = 0; i + 1 < path.size(); ++i) {
        const QLineF segment(path[i], path[i + 1]);
        if (std::any_of(m_drawnNames.begin(), m_drawnNames.end(),
                        [&](const QRectF &name) { return crosses(segment, name); }))
            return true;
    }
    return false;
}

QPolygonF LinkLayer::markAcross(QPointF middle, QPointF from, QPointF to, AreaIndex a, AreaIndex b,
                                AreaKind kind) const
{
    // Through no name, its own areas' neither: the Eastern Mediterranean's marks ran through
    // "orientale" (the s42 walk, in French), the strait's ended in Andalusia's name.
    const auto clear = [&](const QLineF &part) {
        return m_borders.pointsOverOther(part, kind) == 0 &&
               !crossesAName(QPolygonF{part.p1(), part.p2()});
    };
    // Next best, through its own areas' names but no third one's: where the border runs under
    // the two names (the s44 walk: Czechia–Germany's mark through "Luxemb.", set over Germany).
    const auto clearOfThird = [&](const QLineF &part) {
        return m_borders.pointsOverOther(part, kind) == 0 &&
               !passesThirdName(QPolygonF{part.p1(), part.p2()}, a, b);
    };
    // How clear of names a mark's end must be: of every name, of third ones, of none.
    enum class Names
    {
        All,
        Third,
        None
    };
    // From `middle` into `area`, towards its name, else turned as little as its shape asks
    // (Northern Ireland lies north of the border, the United Kingdom's name east of it).
    const auto towards = [&](QPointF end, AreaIndex area, Names names) {
        const QLineF way(middle, end);
        for (qreal reach = m_diagonal / 90; reach > m_diagonal / 800; reach /= 2) {
            for (int turn = 0; turn <= 8; ++turn) {
                for (const int side : {1, -1}) {
                    QLineF part(middle, way.pointAt(std::min(1.0, reach / way.length())));
                    part.setAngle(part.angle() + side * turn * 22.5);
                    const bool clearOfNames =
                        names == Names::None ||
                        (names == Names::All ? clear(part) : clearOfThird(part));
                    if (m_scene->areaAt(part.p2()) == area && clearOfNames &&
                        m_borders.pointsOverOther(part, kind) == 0)
                        return std::optional(part.p2());
                    if (turn == 0 || turn == 8)
                        break;
                }
            }
        }
        return std::optional<QPointF>();
    };
    // A land border's mark reaches into both provinces all the same, under a name if it must
    // (Northern Ireland is smaller than "Ireland" beside it), a third one's last; a sea zones'
    // mark keeps clear of every name.
    const auto end = [&](QPointF name, AreaIndex area) {
        for (const Names names : {Names::All, Names::Third, Names::None}) {
            if (names != Names::All && kind != AreaKind::Land)
                break;
            if (const auto found = towards(name, area, names))
                return *found;
        }
        return middle;
    };
    return QPolygonF{end(from, a), middle, end(to, b)};
}

void LinkLayer::clear()
{
    for (LinkItem *item : m_items) {
        m_scene->removeItem(item);
        delete item;
    }
    m_items.clear();
}

LinkItem *LinkLayer::addItem(const MapData &map, const LinkData &link, bool proposal)
{
    const std::optional<LinkLine> line = lineOf(map, link);
    if (!line)
        return nullptr;
    auto *item = new LinkItem(link, line->path, proposal, line->ends);
    item->setZValue(linkZ + (proposal ? 0 : 1));
    m_look.applyTo(item);
    m_scene->addItem(item);
    m_items.push_back(item);
    return item;
}

void LinkLayer::rebuild(const MapData &map)
{
    clear();
    m_coastEnds.clear();
    QSet<LinkPair> linked;
    for (const LinkData &link : map.links) {
        addItem(map, link, false);
        linked.insert(LinkPair::of(link));
    }
    for (const LinkData &proposal : m_proposals) {
        if (!linked.contains(LinkPair::of(proposal)))
            addItem(map, proposal, true);
    }
}

void LinkLayer::setProposals(std::vector<LinkData> proposals, const MapData &map)
{
    m_proposals = std::move(proposals);
    rebuild(map);
}

void LinkLayer::showSelection(const MapData &map, const std::vector<AreaIndex> &areas,
                              const std::optional<LinkPair> &link)
{
    QSet<QString> selected;
    for (AreaIndex index : areas)
        selected.insert(map.areas[static_cast<std::size_t>(index)].id);
    const bool anything = !selected.isEmpty() || link.has_value();
    for (LinkItem *item : m_items) {
        const LinkPair pair = item->pair();
        const bool chosen = link && pair == *link;
        const bool touches = selected.contains(pair.a) || selected.contains(pair.b);
        item->setChosen(chosen);
        if (!anything)
            item->setEmphasis(LinkItem::Emphasis::Normal);
        else
            item->setEmphasis(chosen || touches ? LinkItem::Emphasis::Strong
                                                : LinkItem::Emphasis::Faded);
    }
}

void LinkLayer::ItemLook::applyTo(LinkItem *item) const
{
    item->setViewScale(viewScale);
    item->setVisible(visible);
}

void LinkLayer::setVisible(bool visible)
{
    m_look.visible = visible;
    for (LinkItem *item : m_items)
        m_look.applyTo(item);
}

void LinkLayer::setViewScale(qreal scale)
{
    m_look.viewScale = scale;
    for (LinkItem *item : m_items)
        m_look.applyTo(item);
}

} // namespace vinci
