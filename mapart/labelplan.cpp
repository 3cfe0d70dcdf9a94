#include "labelplan.h"

#include "nameabbreviation.h"
#include "nameclearance.h"
#include "provinceoutlines.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace vinci {

namespace {

// Names raised towards this share of the median fitted size stay clearly smaller than the
// well-placed ones, so the eye still reads the large areas first.
constexpr qreal floorShareOfMedian = 0.7;
// Names are capped at this share of the median: a huge province should not shout its name
// over the whole board.
constexpr qreal ceilingShareOfMedian = 1.3;
// Raising tries sizes from the floor down in these steps.
constexpr qreal raiseStep = 0.93;
// Clearings kept for views met again: the fit and the larger and normal text, each with and
// without a step's marked provinces, and a bar's height or two.
constexpr std::size_t keptClearings = 6;
// A sea this share of whose inside lies on a province is drawn on it (a lake): under it, it
// would not show.
constexpr qreal lakeShare = 0.5;

/** Whether most of `inner`'s inside lies inside `outer` (sampled on a grid of its box). */
bool mostlyInside(const OutlineGeometry &inner, const OutlineGeometry &outer)
{
    constexpr int grid = 16;
    const QRectF box = inner.boundingRect();
    if (!outer.boundingRect().intersects(box))
        return false;
    int inside = 0;
    int covered = 0;
    for (int row = 0; row < grid; ++row) {
        for (int column = 0; column < grid; ++column) {
            const QPointF point(box.left() + (column + 0.5) * box.width() / grid,
                                box.top() + (row + 0.5) * box.height() / grid);
            if (!inner.contains(point))
                continue;
            ++inside;
            covered += outer.contains(point) ? 1 : 0;
        }
    }
    return inside > 0 && covered > lakeShare * inside;
}

} // namespace

LabelPlan::LabelPlan(const ProvinceOutlines &outlines, const std::vector<AreaData> &areas,
                     const QRectF &documentRect, QString language)
    : m_areas(areas)
    , m_documentRect(documentRect)
    , m_language(std::move(language))
{
    m_outlines.reserve(areas.size());
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        m_outlines.push_back(index < outlines.count() ? outlines.outline(index) : QPainterPath());
    }
    makeGeometry();
    planAll();
}

void LabelPlan::makeGeometry()
{
    // An area's name and marks go in what shows of it: its outline without the areas drawn
    // over it. The land lies over a sea drawn under it (a background rectangle); a sea lies over
    // a larger sea it overlaps (a sea drawn over the background: both names read in their own
    // water, not one in the other's); and a sea drawn on a province (a lake, or a shape made a
    // sea zone in the editor) lies over that province, whose name keeps off it (the s50 walk:
    // "Make sea zone" on a shape put the sea's name over the province's).
    const std::size_t count = m_areas.size();
    const auto isSea = [&](std::size_t i) { return m_areas[i].kind == AreaKind::Sea; };
    std::vector<OutlineGeometry> outlines;
    outlines.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        outlines.emplace_back(m_outlines[i]);
    std::vector<std::vector<QPainterPath>> cutOuts(count);
    for (std::size_t sea = 0; sea < count; ++sea) {
        if (!isSea(sea) || m_outlines[sea].isEmpty())
            continue;
        const QRectF bounds = outlines[sea].boundingRect();
        for (std::size_t other = 0; other < count; ++other) {
            if (other == sea || m_outlines[other].isEmpty() ||
                !outlines[other].boundingRect().intersects(bounds))
                continue;
            if (isSea(other)) {
                const QRectF theirs = outlines[other].boundingRect();
                if (theirs.width() * theirs.height() < bounds.width() * bounds.height())
                    cutOuts[sea].push_back(m_outlines[other]);
            } else if (mostlyInside(outlines[sea], outlines[other])) {
                cutOuts[other].push_back(m_outlines[sea]);
            } else {
                cutOuts[sea].push_back(m_outlines[other]);
            }
        }
    }
    m_geometry.clear();
    m_geometry.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        m_geometry.emplace_back(m_outlines[i], cutOuts[i]);
}

LabelSizeLimits LabelPlan::sizeLimits(const QRectF &documentRect)
{
    const qreal extent = std::min(documentRect.width(), documentRect.height());
    return {extent / 320, extent / 26};
}

void LabelPlan::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    planAll();
}

void LabelPlan::setArea(AreaIndex index, const AreaData &area)
{
    if (index < 0 || idx(index) >= m_areas.size())
        return;
    if (area.kind != m_areas[idx(index)].kind) {
        // Land became sea or the other way round: every sea's water changes.
        m_areas[idx(index)] = area;
        makeGeometry();
        planAll();
        return;
    }
    m_areas[idx(index)] = area;
    forgetClearings();
    m_fitted[idx(index)] = fit(index);
    m_planned[idx(index)] = m_fitted[idx(index)];
    m_planned[idx(index)].fontSize = std::min(m_planned[idx(index)].fontSize, m_ceiling);
    raise(index);
    clearNamesAtScale();
}

void LabelPlan::setScale(qreal scale, qreal textScale, bool roomForTokens)
{
    // Planned for a scale a little below the view's (steps of an eighth of an octave, 9 %):
    // what is clear at it stays clear at the view's, and a window resized by a few pixels
    // moves no name.
    const qreal planned = scale > 0 ? std::exp2(std::floor(std::log2(scale) * 8) / 8) : 0;
    if (qFuzzyCompare(planned + 1, m_scale + 1) && qFuzzyCompare(textScale, m_textScale) &&
        roomForTokens == m_roomForTokens)
        return;
    m_scale = planned;
    m_textScale = textScale;
    m_roomForTokens = roomForTokens;
    clearNamesAtScale();
}

void LabelPlan::setMarked(std::vector<AreaIndex> marked)
{
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    if (marked == m_marked)
        return;
    m_marked = std::move(marked);
    clearNamesAtScale();
}

void LabelPlan::clearNamesAtScale()
{
    if (m_scale <= 0) {
        m_layouts = m_planned;
        m_tokenRooms.assign(m_planned.size(), QRectF());
        m_moved.assign(m_planned.size(), false);
        m_hidden.assign(m_planned.size(), false);
        return;
    }
    const auto kept = std::find_if(m_clearings.begin(), m_clearings.end(), [&](const Clearing &c) {
        return qFuzzyCompare(c.scale, m_scale) && qFuzzyCompare(c.textScale, m_textScale) &&
               c.roomForTokens == m_roomForTokens && c.marked == m_marked;
    });
    if (kept != m_clearings.end()) {
        std::rotate(m_clearings.begin(), kept, kept + 1);
        useClearing(m_clearings.front().names);
        return;
    }
    std::vector<std::vector<LabelBlock>> blocks;
    std::vector<std::vector<LabelBlock>> shortBlocks;
    blocks.reserve(m_areas.size());
    shortBlocks.reserve(m_areas.size());
    // No two names cut to the same form: "Slov." would name neither Slovakia nor Slovenia.
    QStringList names;
    for (const AreaData &area : m_areas)
        names << area.names.in(m_language);
    const std::vector<QStringList> forms = distinctShortForms(names);
    for (std::size_t i = 0; i < m_areas.size(); ++i) {
        const AreaData &area = m_areas[i];
        const QString &name = names.at(static_cast<qsizetype>(i));
        const QFont font = areaNameFont(area.kind);
        const int badges = static_cast<int>(symbols(static_cast<AreaIndex>(i)).size());
        blocks.push_back(labelBlocks(name, font, badges));
        std::vector<LabelBlock> &shorter = shortBlocks.emplace_back();
        for (const QString &form : forms[i]) {
            for (LabelBlock &way : labelBlocks(form, font, badges))
                shorter.push_back(std::move(way));
        }
    }
    std::vector<std::size_t> marked;
    for (const AreaIndex index : m_marked) {
        if (index >= 0 && idx(index) < m_areas.size())
            marked.push_back(idx(index));
    }
    if (m_clearings.size() == keptClearings)
        m_clearings.pop_back();
    m_clearings.insert(m_clearings.begin(),
                       {m_scale, m_textScale, m_roomForTokens, m_marked,
                        clearNames(m_planned, blocks, shortBlocks, m_areas, m_outlines, m_geometry,
                                   m_documentRect, m_scale, m_textScale, m_roomForTokens, marked)});
    useClearing(m_clearings.front().names);
}

void LabelPlan::useClearing(const ClearedNames &cleared)
{
    m_layouts = cleared.layouts;
    m_tokenRooms = cleared.tokenRooms;
    m_moved = cleared.moved;
    m_hidden = cleared.hidden;
}

std::vector<MapSymbol> LabelPlan::symbols(AreaIndex index) const
{
    const AreaData &area = m_areas.at(idx(index));
    std::vector<MapSymbol> symbols;
    if (area.kind == AreaKind::Land && area.mine)
        symbols.push_back(MapSymbol::Mine);
    if (area.kind == AreaKind::Land && area.port)
        symbols.push_back(MapSymbol::Port);
    if (area.boardEdge)
        symbols.push_back(MapSymbol::BoardEdge);
    return symbols;
}

qreal LabelPlan::edgeAngle(AreaIndex index) const
{
    // From where the badge is drawn: under the name, or apart at its leader's end.
    const LabelLayout &drawn = layout(index);
    const QPointF point = drawn.badgesAt.value_or(drawn.anchor);
    const QRectF &board = m_documentRect;
    const std::array<std::pair<qreal, qreal>, 4> sides{{
        {point.x() - board.left(), 180},
        {board.right() - point.x(), 0},
        {point.y() - board.top(), -90},
        {board.bottom() - point.y(), 90},
    }};
    return std::min_element(sides.begin(), sides.end())->second;
}

void LabelPlan::planAll()
{
    forgetClearings();
    m_fitted.clear();
    for (std::size_t i = 0; i < m_areas.size(); ++i)
        m_fitted.push_back(fit(static_cast<AreaIndex>(i)));
    m_planned = m_fitted;

    std::vector<qreal> sizes;
    for (const LabelLayout &layout : m_fitted) {
        if (layout.fits)
            sizes.push_back(layout.fontSize);
    }
    const LabelSizeLimits limits = sizeLimits(m_documentRect);
    m_floor = limits.minimum;
    m_ceiling = limits.maximum;
    if (!sizes.empty()) {
        std::nth_element(sizes.begin(), sizes.begin() + static_cast<long>(sizes.size() / 2),
                         sizes.end());
        const qreal median = sizes[sizes.size() / 2];
        m_floor = std::max(limits.minimum, median * floorShareOfMedian);
        m_ceiling = std::min(limits.maximum, median * ceilingShareOfMedian);
    }
    for (LabelLayout &layout : m_planned)
        layout.fontSize = std::min(layout.fontSize, m_ceiling);
    // Smallest first: the names that need help most get the room.
    std::vector<AreaIndex> order;
    for (std::size_t i = 0; i < m_areas.size(); ++i)
        order.push_back(static_cast<AreaIndex>(i));
    std::stable_sort(order.begin(), order.end(), [&](AreaIndex a, AreaIndex b) {
        return m_fitted[idx(a)].fontSize < m_fitted[idx(b)].fontSize;
    });
    for (const AreaIndex index : order)
        raise(index);
    clearNamesAtScale();
}

LabelLayout LabelPlan::fit(AreaIndex index) const
{
    const AreaData &area = m_areas[idx(index)];
    const OutlineGeometry &geometry = m_geometry[idx(index)];
    if (geometry.isEmpty() && !area.label)
        return {};
    return layoutLabel(geometry, area.label, area.names.in(m_language), areaNameFont(area.kind),
                       static_cast<int>(symbols(index).size()), sizeLimits(m_documentRect));
}

void LabelPlan::raise(AreaIndex index)
{
    LabelLayout &layout = m_planned[idx(index)];
    if (layout.fontSize <= 0 || layout.fontSize >= m_floor)
        return;
    const qreal fitted = m_fitted[idx(index)].fontSize;
    for (qreal size = m_floor; size > fitted; size *= raiseStep) {
        const QRectF block = layout.block.rect(layout.anchor, size);
        if (!m_documentRect.contains(block))
            continue;
        bool clear = true;
        for (std::size_t other = 0; other < m_planned.size() && clear; ++other) {
            const LabelLayout &them = m_planned[other];
            clear = other == idx(index) || them.fontSize <= 0 ||
                    !block.intersects(them.block.rect(them.anchor, them.fontSize));
        }
        if (clear) {
            layout.fontSize = size;
            return;
        }
    }
}

} // namespace vinci
