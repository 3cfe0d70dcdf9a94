#include "labellayout.h"

#include "outlinegeometry.h"

#include <QFontMetricsF>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// Metrics are taken at this pixel size and divided down: text width scales linearly with size
// to well under a percent at the sizes names are drawn.
constexpr qreal referencePixelSize = 64;

/** The name broken at the space or hyphen that best balances two lines, if it has one. */
std::optional<QStringList> twoLines(const QString &name)
{
    qsizetype bestBreak = -1;
    qsizetype bestImbalance = name.size();
    for (qsizetype i = 1; i + 1 < name.size(); ++i) {
        if (name[i] != u' ' && name[i] != u'-')
            continue;
        const qsizetype left = name[i] == u'-' ? i + 1 : i;
        const qsizetype imbalance = std::abs(left - (name.size() - i - 1));
        if (imbalance < bestImbalance) {
            bestImbalance = imbalance;
            bestBreak = i;
        }
    }
    if (bestBreak < 0)
        return std::nullopt;
    const bool hyphen = name[bestBreak] == u'-';
    return QStringList{name.left(hyphen ? bestBreak + 1 : bestBreak).trimmed(),
                       name.mid(bestBreak + 1).trimmed()};
}

/** The largest font size in `limits` at which `block` centred on `anchor` lies inside. */
qreal largestFittingSize(const OutlineGeometry &outline, const LabelBlock &block, QPointF anchor,
                         LabelSizeLimits limits)
{
    if (!outline.contains(block.rect(anchor, limits.minimum)))
        return 0;
    if (outline.contains(block.rect(anchor, limits.maximum)))
        return limits.maximum;
    qreal low = limits.minimum;
    qreal high = limits.maximum;
    // About 0.5% steps: finer gains nothing visible.
    while (high - low > limits.maximum / 200) {
        const qreal middle = (low + high) / 2;
        if (outline.contains(block.rect(anchor, middle)))
            low = middle;
        else
            high = middle;
    }
    return low;
}

/** Inside points worth trying as the label's centre, the pole of inaccessibility first. */
std::vector<QPointF> candidateAnchors(const OutlineGeometry &outline, const InscribedCircle &pole)
{
    std::vector<QPointF> anchors{pole.centre};
    // A long thin area fits a name best where it is long, not necessarily where it is widest:
    // try points on a coarse grid that are nearly as deep inside as the pole.
    constexpr int steps = 9;
    const QRectF box = outline.boundingRect();
    std::vector<std::pair<qreal, QPointF>> deep;
    for (int i = 1; i < steps; ++i) {
        for (int j = 1; j < steps; ++j) {
            const QPointF p(box.left() + box.width() * i / steps,
                            box.top() + box.height() * j / steps);
            const qreal depth = outline.signedDistance(p);
            if (depth > pole.radius * 0.6)
                deep.emplace_back(depth, p);
        }
    }
    std::sort(deep.begin(), deep.end(),
              [](const auto &a, const auto &b) { return a.first > b.first; });
    for (std::size_t i = 0; i < deep.size() && i < 6; ++i)
        anchors.push_back(deep[i].second);
    return anchors;
}

} // namespace

QFont areaNameFont(AreaKind kind)
{
    QFont font;
    if (kind == AreaKind::Sea) {
        font.setFamilies({u"DejaVu Serif Condensed"_s, u"DejaVu Serif"_s, u"Noto Serif"_s,
                          u"Liberation Serif"_s, u"Times New Roman"_s});
        font.setStyleHint(QFont::Serif);
        font.setItalic(true);
        font.setLetterSpacing(QFont::PercentageSpacing, 104);
    } else {
        font.setFamilies({u"DejaVu Sans Condensed"_s, u"DejaVu Sans"_s, u"Noto Sans"_s,
                          u"Liberation Sans Narrow"_s, u"Arial Narrow"_s, u"Arial"_s});
        font.setStyleHint(QFont::SansSerif);
        font.setWeight(QFont::DemiBold);
    }
    font.setPixelSize(static_cast<int>(referencePixelSize));
    return font;
}

LabelBlock::LabelBlock(const QStringList &lines, const QFont &font, int symbolCount)
    : m_lines(lines)
    , m_symbolCount(symbolCount)
{
    QFont reference = font;
    reference.setPixelSize(static_cast<int>(referencePixelSize));
    const QFontMetricsF metrics(reference);
    m_unitLineHeight = metrics.height() / referencePixelSize;
    m_unitAscent = metrics.ascent() / referencePixelSize;
    m_unitCapHeight = metrics.capHeight() / referencePixelSize;
    qreal width = 0;
    for (const QString &line : lines) {
        m_unitLineWidths.push_back(metrics.horizontalAdvance(line) / referencePixelSize);
        width = std::max(width, m_unitLineWidths.back());
    }
    qreal height = m_unitLineHeight * static_cast<qreal>(lines.size());
    if (symbolCount > 0) {
        width =
            std::max(width, symbolCount * unitSymbolDiameter + (symbolCount - 1) * unitSymbolGap);
        height += unitSymbolGap + unitSymbolDiameter;
    }
    m_unitSize = {width, height};
}

QRectF LabelBlock::rect(QPointF anchor, qreal fontSize) const
{
    const QSizeF size = m_unitSize * fontSize;
    return {anchor.x() - size.width() / 2, anchor.y() - size.height() / 2, size.width(),
            size.height()};
}

QRectF LabelBlock::inkRect(QPointF anchor, qreal fontSize) const
{
    qreal width = 0;
    for (const qreal line : m_unitLineWidths)
        width = std::max(width, line);
    const QRectF block = rect(anchor, fontSize);
    const qreal top = block.top() + (m_unitAscent - m_unitCapHeight) * fontSize;
    const qreal baseline =
        block.top() +
        (static_cast<qreal>(std::max<qsizetype>(m_lines.size(), 1) - 1) * m_unitLineHeight +
         m_unitAscent) *
            fontSize;
    return {anchor.x() - width * fontSize / 2, top, width * fontSize, baseline - top};
}

QSizeF LabelBlock::unitSymbolRowSize(int count)
{
    if (count <= 0)
        return {};
    return {count * unitSymbolDiameter + (count - 1) * unitSymbolGap, unitSymbolDiameter};
}

QRectF LabelBlock::symbolRowRect(QPointF anchor, qreal fontSize) const
{
    if (m_symbolCount <= 0)
        return {};
    const QRectF block = rect(anchor, fontSize);
    const QSizeF row = unitSymbolRowSize(m_symbolCount) * fontSize;
    return {anchor.x() - row.width() / 2, block.bottom() - row.height(), row.width(), row.height()};
}

std::vector<QPointF> LabelBlock::symbolCentres(const QRectF &row, int count)
{
    std::vector<QPointF> centres;
    if (count <= 0 || row.isNull())
        return centres;
    const qreal diameter = row.height();
    const qreal gap = diameter * unitSymbolGap / unitSymbolDiameter;
    for (int k = 0; k < count; ++k)
        centres.emplace_back(row.left() + diameter / 2 + k * (diameter + gap), row.center().y());
    return centres;
}

LabelBlock LabelBlock::withoutSymbols() const
{
    LabelBlock block = *this;
    if (m_symbolCount <= 0)
        return block;
    block.m_symbolCount = 0;
    qreal width = 0;
    for (const qreal line : m_unitLineWidths)
        width = std::max(width, line);
    block.m_unitSize = {width, m_unitLineHeight * static_cast<qreal>(m_lines.size())};
    return block;
}

LabelLayout layoutAtScale(const LabelLayout &layout, qreal scale)
{
    if (layout.homeFromScale <= 0 || scale < layout.homeFromScale)
        return layout;
    LabelLayout home = layout;
    home.anchor = layout.homeAnchor;
    home.block = layout.homeBlock;
    home.fontSize = layout.homeFontSize;
    home.screenFloor = LabelLayout{}.screenFloor;
    home.shownFromScale = 0;
    home.leaderTo.reset();
    home.badgesAt.reset();
    home.homeFromScale = 0;
    return home;
}

std::vector<LabelBlock> labelBlocks(const QString &name, const QFont &font, int symbolCount)
{
    std::vector<LabelBlock> blocks{LabelBlock({name}, font, symbolCount)};
    if (const auto split = twoLines(name))
        blocks.emplace_back(*split, font, symbolCount);
    return blocks;
}

LabelLayout layoutLabel(const OutlineGeometry &outline, std::optional<QPointF> fixedAnchor,
                        const QString &name, const QFont &font, int symbolCount,
                        LabelSizeLimits limits)
{
    LabelLayout layout;
    const std::vector<LabelBlock> blocks = labelBlocks(name, font, symbolCount);

    const InscribedCircle pole = outline.largestInscribedCircle();
    const std::vector<QPointF> anchors =
        fixedAnchor ? std::vector<QPointF>{*fixedAnchor} : candidateAnchors(outline, pole);

    qreal bestSize = 0;
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        for (const QPointF anchor : anchors) {
            qreal size = largestFittingSize(outline, blocks[b], anchor, limits);
            // Two lines read worse than one: only take them for a clearly larger name.
            if (b > 0)
                size /= 1.15;
            if (size > bestSize) {
                bestSize = size;
                layout.anchor = anchor;
                layout.block = blocks[b];
            }
        }
    }
    layout.fits = bestSize > 0;
    if (!layout.fits) {
        layout.anchor = fixedAnchor.value_or(pole.centre);
        layout.block = blocks.back();
        layout.fontSize = limits.minimum;
    } else {
        layout.fontSize = layout.block.lines().size() > 1 ? bestSize * 1.15 : bestSize;
    }
    layout.radius = std::max<qreal>(outline.signedDistance(layout.anchor), 0);
    layout.pole = pole;
    return layout;
}

} // namespace vinci
