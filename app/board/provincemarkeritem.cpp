#include "board/provincemarkeritem.h"

#include "nameclearance.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/signednumber.h"
#include "panels/tileart.h"

#include <QHash>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QStaticText>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>

#include <cmath>
#include <functional>
#include <utility>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

// The tokens' sizes at full detail, in pixels; the small levels draw them at 3/4.
constexpr int pawnSize = 20;
constexpr int buttonSize = 18;
constexpr int costSize = 24;
constexpr int fortSize = 22;
constexpr int sealSize = 15;
constexpr qreal rowHeight = 26;
constexpr qreal tokenGap = 3;
constexpr qreal smallScale = 0.75;
/** The cost disc of the two smallest levels: just room for 10 px digits. */
constexpr int pillCostSize = 17;
/**
 * The two smallest levels' pawns (Count, Minimal) are the holder's shape in their colour (the
 * neutral pawns' figure), the count on a badge over its lower part: the silhouette's top shows,
 * so that the token tells its holder without colour (a greyscale screen, a colour-vision
 * deficiency). As large as the room the map's names leave every province for it, less the pixel
 * its antialiased edge reaches each side (the row's placed bounds): at 17 px it stood over the
 * names of Thrace, Ireland, Pontus... (test_mapnames).
 */
constexpr int minimalShapeSize = static_cast<int>(tightTokenRoomPixels) - 2;
/** The count's font: bold, 13 px at full size, 10 px (still readable) when small. */
constexpr int fontPixels = 13;
constexpr int smallFontPixels = 10;
/**
 * The count on the holder's shape (Count, Minimal): bold 12 px digits on a cream badge with an
 * ink rim over the shape's lower part, its top still showing whose it is. The s41 walk at
 * 2560x1440 read the 10 px digits, haloed on the shape, as 8 px smudges (Sicily, Latium, Lydia).
 */
constexpr int shapedCountPixels = 12;

const QColor gold(255, 214, 10);
const QColor cream(255, 250, 236);

QPixmap pawnPixmap(PawnSide side, const QColor &colour, int size, qreal dpr)
{
    if (side == PawnSide::Neutral)
        return TileArt::symbol(u"neutral-pawn"_s, size, dpr);
    return TileArt::pawn(colour, size, side == PawnSide::Declining, dpr);
}

qreal devicePixelRatioOf(const QPainter *painter)
{
    return painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
}

/**
 * The tokens' few short texts (counts, costs, "+3") laid out once per font and kept: laying
 * out and measuring a string anew costs more than drawing the whole token.
 */
const QStaticText &laidOut(const QString &text, const QFont &font)
{
    static QHash<std::pair<QString, int>, QStaticText> texts;
    const std::pair key(text, font.pixelSize());
    auto found = texts.find(key);
    if (found == texts.end()) {
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.prepare(QTransform(), font);
        found = texts.insert(key, laid);
    }
    return *found;
}

qreal widthOf(const QString &text, const QFont &font)
{
    return laidOut(text, font).size().width();
}

void drawCentred(QPainter *painter, const QRectF &rect, const QString &text, const QFont &font)
{
    const QStaticText &laid = laidOut(text, font);
    painter->setFont(font);
    painter->drawStaticText(rect.center() - QPointF(laid.size().width(), laid.size().height()) / 2,
                            laid);
}

/** How far antialiased pens reach beyond a token's rectangle, in pixels. */
constexpr int penReach = 2;

/**
 * A token's drawing (a pill, a disc, a button) made once per look, size and pixel ratio and
 * then copied: filling antialiased shapes costs more than the copy. `look` names everything
 * that changes the drawing besides the size. Drawn at `rect.topLeft() - (penReach, penReach)`.
 */
QPixmap tokenDrawing(const QString &look, QSizeF size, qreal dpr,
                     const std::function<void(QPainter &, const QRectF &)> &draw)
{
    const QString key =
        u"vinci-token/%1/%2x%3@%4"_s.arg(look).arg(size.width()).arg(size.height()).arg(dpr);
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    const QSizeF padded = size + QSizeF(2 * penReach, 2 * penReach);
    pixmap = QPixmap(QSize(static_cast<int>(std::ceil(padded.width() * dpr)),
                           static_cast<int>(std::ceil(padded.height() * dpr))));
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        draw(painter, QRectF(QPointF(penReach, penReach), size));
    }
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

void drawToken(QPainter *painter, const QRectF &rect, const QString &look,
               const std::function<void(QPainter &, const QRectF &)> &draw)
{
    painter->drawPixmap(rect.topLeft() - QPointF(penReach, penReach),
                        tokenDrawing(look, rect.size(), devicePixelRatioOf(painter), draw));
}

/**
 * The fort's keep (resources/symbols/fort.svg) filling `rect`, cropped to its walls: the art
 * leaves a quarter of its square empty above them.
 */
void drawKeep(QPainter &painter, const QRectF &rect)
{
    static QSvgRenderer keep(u":/symbols/fort.svg"_s);
    keep.setViewBox(QRectF(6, 14, 52, 48));
    const QSizeF walls = keep.viewBoxF().size().scaled(rect.size(), Qt::KeepAspectRatio);
    keep.render(&painter,
                QRectF(rect.center() - QPointF(walls.width(), walls.height()) / 2, walls));
}

/** A token's size in whole pixels at `scale`, so that its pixmap lands pixel for pixel. */
int scaled(int pixels, qreal scale)
{
    return static_cast<int>(std::lround(pixels * scale));
}

} // namespace

ProvinceMarkerItem::ProvinceMarkerItem(AreaIndex area, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_area(area)
{
    setFlag(ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
    // A row is drawn once per change of its marks or detail: pans and zooms move the pixmap
    // (the item keeps its size on screen, so its device transform is only ever a translation).
    setCacheMode(DeviceCoordinateCache);
    m_font.setBold(true);
    m_smallFont.setBold(true);
    m_countFont.setBold(true);
    relayout();
}

void ProvinceMarkerItem::setTextScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_textScale))
        return;
    prepareGeometryChange();
    m_textScale = scale;
    relayout();
    update();
}

void ProvinceMarkerItem::relayout()
{
    m_font.setPixelSize(scaled(fontPixels, m_textScale));
    m_smallFont.setPixelSize(scaled(smallFontPixels, m_textScale));
    m_countFont.setPixelSize(scaled(shapedCountPixels, m_textScale));
    for (int detail = 0; detail < detailCount; ++detail)
        m_geometry[static_cast<std::size_t>(detail)] = layout(static_cast<MarkerDetail>(detail));
}

void ProvinceMarkerItem::setMarks(const ProvinceMarks &marks)
{
    if (marks == m_marks)
        return;
    prepareGeometryChange();
    m_marks = marks;
    relayout();
    update();
}

void ProvinceMarkerItem::setDetail(MarkerDetail detail)
{
    if (detail == m_detail)
        return;
    prepareGeometryChange();
    m_detail = detail;
    update();
}

bool ProvinceMarkerItem::isEmpty() const
{
    return !m_marks.held && !m_marks.fort && !m_marks.cost && m_marks.survivors == 0 &&
           m_marks.advisedChange == 0;
}

QRectF ProvinceMarkerItem::boundsAt(MarkerDetail detail) const
{
    return m_geometry[static_cast<std::size_t>(detail)].placed;
}

ProvinceMarkerItem::Geometry ProvinceMarkerItem::layout(MarkerDetail detail) const
{
    Geometry g;
    const bool adviceOnly = detail == MarkerDetail::Advice;
    if (isEmpty() || detail == MarkerDetail::Hidden || (adviceOnly && m_marks.advisedChange == 0))
        return g;
    g.scale = (detail == MarkerDetail::Full ? 1.0 : smallScale) * m_textScale;
    // The two smallest levels' pixel sizes, at the text's scale.
    const qreal t = m_textScale;
    g.pawnIcon = detail <= MarkerDetail::Pawns;
    const bool everything = detail <= MarkerDetail::Small;
    // Below Small, only what matters most: the pawns, the cost and the fort; with nobody
    // holding the province, its survivors unless it has a cost. The smallest level of a province
    // the player may conquer now shows its cost rather than its pawns, which the cost counts
    // and the tooltip tells (the s39 walk: at 1024x768 the United Kingdom, Belgium, Portugal,
    // each with a neutral pawn, showed a "1" and no cost to click).
    const bool targetFirst = detail == MarkerDetail::Minimal && m_marks.cost && m_marks.costLegal;
    const bool chip = m_marks.held && !adviceOnly && !targetFirst;
    const bool cost =
        m_marks.cost && !adviceOnly && (everything || detail < MarkerDetail::Minimal || !chip);
    const bool survivors =
        m_marks.survivors > 0 && !adviceOnly && (everything || (!chip && !m_marks.cost));
    // A fort at every level: it adds to every conquest's cost, so the +1 defences must be
    // seen at the zoom the map is played at (the s53 walk: a fort built in England showed only
    // five zoom steps in, and nobody could see the others' forts).
    const bool fort = m_marks.fort && !adviceOnly;
    const bool minus = everything && m_marks.canLift && chip;
    const bool plus = everything && m_marks.canPlace && chip;

    const qreal s = g.scale;
    const int pawn = scaled(pawnSize, s);
    // Laid out left to right around y = 0, then centred on x = 0, on whole pixels: each
    // token's drawing is then copied from a pixmap made once (tokenDrawing()).
    const qreal space = std::round(tokenGap * s);
    qreal x = 0;
    auto place = [&](qreal w, qreal h) {
        const QRectF rect(x, -std::floor(std::round(h) / 2), std::ceil(w), std::round(h));
        x += rect.width() + space;
        return rect;
    };
    if (fort) {
        // Beside the holder's shape, as tall as it (a smaller castle read as a smudge).
        const int size = g.pawnIcon ? scaled(fortSize, s) : scaled(minimalShapeSize, t);
        g.fort = place(size, size);
    }
    if (minus)
        g.minus = place(scaled(buttonSize, s), scaled(buttonSize, s));
    if (chip) {
        const qreal height = (rowHeight - 2) * s;
        const qreal countWidth = widthOf(QString::number(m_marks.pawns), fontFor(g));
        if (g.pawnIcon) {
            g.chip = place(4 * s + pawn + 2 * s + countWidth + 7 * s, height);
            g.pawn = QRectF(g.chip.left() + std::round(4 * s), -std::floor(pawn / 2.0), pawn, pawn);
            g.count = QRectF(g.pawn.right() + 2 * s, g.chip.top(),
                             g.chip.right() - g.pawn.right() - 4 * s, g.chip.height());
        } else {
            // Count and Minimal: the count on the holder's shape (the neutral pawns': their
            // pawn), so that colour is not the only cue at the zoom most provinces are seen at
            // (in a pill, a shape small enough to leave the count room was a dot in grey); two
            // digits widen it.
            const qreal digits = widthOf(QString::number(m_marks.pawns), m_countFont);
            const qreal badgeHeight = std::round(shapedCountPixels * t);
            const qreal badgeWidth = std::max(badgeHeight, std::ceil(digits) + std::round(5 * t));
            const qreal box = std::max<qreal>(scaled(minimalShapeSize, t), badgeWidth);
            g.chip = place(box, box);
            g.pawn = g.chip;
            g.count = QRectF(g.chip.center().x() - badgeWidth / 2, g.chip.bottom() - badgeHeight,
                             badgeWidth, badgeHeight);
            g.shaped = true;
        }
        // The smallest level leaves the decline marker to the hatched band: it would stand
        // above the shape, taller than the shape itself.
        if (m_marks.declining && detail != MarkerDetail::Minimal) {
            const int seal = scaled(sealSize, s);
            g.seal = QRectF(g.chip.right() - std::round(9 * s), g.chip.top() - std::round(7 * s),
                            seal, seal);
        }
    }
    if (plus)
        g.plus = place(scaled(buttonSize, s), scaled(buttonSize, s));
    if (survivors) {
        const qreal text = widthOf(u"+%1"_s.arg(m_marks.survivors), fontFor(g));
        g.survivors = place(pawn + 4 * s + text, (rowHeight - 4) * s);
    }
    if (cost) {
        const int size = g.pawnIcon ? scaled(costSize, s) : scaled(pillCostSize, t);
        g.cost = place(size, size);
    }
    // The hint's change at every level that draws anything: the person asked to see it.
    if (m_marks.advisedChange != 0) {
        const qreal text = widthOf(adviceText(m_marks.advisedChange), fontFor(g));
        g.advice = place(text + 10 * s, (rowHeight - 4) * s);
    }
    const qreal shift = std::round(-(x - space) / 2);
    QRectF drawn;
    QRectF placed;
    for (QRectF *rect : {&g.chip, &g.pawn, &g.count, &g.fort, &g.seal, &g.cost, &g.minus, &g.plus,
                         &g.survivors, &g.advice}) {
        if (!rect->isNull()) {
            rect->translate(shift, 0);
            drawn |= *rect;
            if (rect != &g.advice)
                placed |= *rect;
        }
    }
    // Pens and antialiasing reach a pixel beyond the shapes.
    g.bounds = drawn.adjusted(-1, -1, 1, 1);
    g.placed = placed.isNull() ? g.bounds : placed.adjusted(-1, -1, 1, 1);
    return g;
}

ProvinceMarkerItem::Button ProvinceMarkerItem::buttonAt(QPointF itemPos) const
{
    // A little slack around the buttons: they are small targets.
    const Geometry &g = geometry();
    if (!g.minus.isNull() && g.minus.adjusted(-2, -4, 2, 4).contains(itemPos))
        return Button::Minus;
    if (!g.plus.isNull() && g.plus.adjusted(-2, -4, 2, 4).contains(itemPos))
        return Button::Plus;
    return Button::None;
}

QRectF ProvinceMarkerItem::countRect() const
{
    return geometry().count;
}

int ProvinceMarkerItem::countPixels() const
{
    const Geometry &g = geometry();
    if (g.count.isNull())
        return 0;
    return g.shaped ? m_countFont.pixelSize() : fontFor(g).pixelSize();
}

QRectF ProvinceMarkerItem::buttonRect(Button button) const
{
    switch (button) {
    case Button::Minus:
        return geometry().minus;
    case Button::Plus:
        return geometry().plus;
    case Button::None:
        break;
    }
    return {};
}

QRectF ProvinceMarkerItem::adviceRect() const
{
    return geometry().advice;
}

QString ProvinceMarkerItem::adviceText(int change)
{
    return signedNumber(change);
}

QRectF ProvinceMarkerItem::badgeRect() const
{
    return geometry().cost;
}

QRectF ProvinceMarkerItem::fortRect() const
{
    return geometry().fort;
}

QRectF ProvinceMarkerItem::boundingRect() const
{
    return geometry().bounds;
}

void ProvinceMarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const Geometry &g = geometry();
    if (g.bounds.isNull())
        return;
    const qreal dpr = devicePixelRatioOf(painter);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    if (!g.fort.isNull())
        paintFort(painter, g);
    if (!g.chip.isNull())
        paintChip(painter, g, dpr);
    if (!g.minus.isNull())
        paintButton(painter, g.minus, false);
    if (!g.plus.isNull())
        paintButton(painter, g.plus, true);
    if (!g.survivors.isNull())
        paintSurvivors(painter, g, dpr);
    if (!g.cost.isNull())
        paintCost(painter, g);
    if (!g.advice.isNull())
        paintAdvice(painter, g);
}

void ProvinceMarkerItem::paintAdvice(QPainter *painter, const Geometry &g) const
{
    // In the hint's violet (GameScene::advisedColour()), white on it: the hint's own mark.
    const qreal corner = 6 * g.scale;
    drawToken(painter, g.advice, u"advice/%1"_s.arg(corner),
              [corner](QPainter &p, const QRectF &r) {
                  p.setPen(QPen(PanelStyle::ink(), 1));
                  p.setBrush(QColor(190, 60, 220));
                  p.drawRoundedRect(r, corner, corner);
              });
    painter->setPen(Qt::white);
    drawCentred(painter, g.advice, adviceText(m_marks.advisedChange), fontFor(g));
}

void ProvinceMarkerItem::paintShapedChip(QPainter *painter, const Geometry &g, qreal dpr) const
{
    painter->drawPixmap(g.pawn.topLeft(), pawnPixmap(m_marks.side, m_marks.colour,
                                                     static_cast<int>(g.pawn.width()), dpr));
    const QString count = QString::number(m_marks.pawns);
    drawToken(painter, g.count, u"shaped-count/%1/%2"_s.arg(count).arg(m_countFont.pixelSize()),
              [&](QPainter &p, const QRectF &r) {
                  const qreal corner = r.height() / 2;
                  p.setPen(QPen(PanelStyle::ink(), 1));
                  p.setBrush(cream);
                  p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), corner, corner);
                  // The digits centred by their own outline: a badge this tight shows any
                  // offset of the font's line box.
                  QPainterPath digits;
                  digits.addText(0, 0, m_countFont, count);
                  digits.translate(r.center() - digits.boundingRect().center());
                  p.setPen(Qt::NoPen);
                  p.fillPath(digits, PanelStyle::ink());
              });
}

void ProvinceMarkerItem::paintChip(QPainter *painter, const Geometry &g, qreal dpr) const
{
    if (g.shaped) {
        paintShapedChip(painter, g, dpr);
        return;
    }
    const QRectF &chip = g.chip;
    const bool neutral = m_marks.side == PawnSide::Neutral;
    // Players' pawns sit in a cream pill with a thick rim of their colour; the indigenous
    // pawns in a stone-grey pill with a thin brown rim, so vermillion and brown never meet.
    const QColor rim = neutral ? neutralPawnColour() : m_marks.colour;
    const qreal rimWidth = (neutral ? 1.5 : 2.5) * std::max(g.scale, 0.8);
    QColor face = cream;
    if (neutral)
        face = QColor(226, 220, 208);
    else if (m_marks.side == PawnSide::Declining)
        face = QColor(236, 230, 218);
    const QString look =
        u"chip/%1/%2/%3"_s.arg(rim.name(QColor::HexArgb), face.name(QColor::HexArgb)).arg(rimWidth);
    drawToken(painter, chip, look, [&](QPainter &p, const QRectF &rect) {
        p.setPen(QPen(PanelStyle::ink(), 1));
        p.setBrush(rim);
        p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2);
        const QRectF inner = rect.adjusted(rimWidth, rimWidth, -rimWidth, -rimWidth);
        p.setPen(Qt::NoPen);
        p.setBrush(face);
        p.drawRoundedRect(inner, inner.height() / 2, inner.height() / 2);
    });
    if (!g.pawn.isNull()) {
        painter->drawPixmap(g.pawn.topLeft(), pawnPixmap(m_marks.side, m_marks.colour,
                                                         static_cast<int>(g.pawn.width()), dpr));
    }
    painter->setPen(PanelStyle::ink());
    drawCentred(painter, g.count, QString::number(m_marks.pawns), fontFor(g));
    if (!g.seal.isNull()) {
        painter->drawPixmap(g.seal.topLeft(),
                            TileArt::symbol(u"decline"_s, static_cast<int>(g.seal.width()), dpr));
    }
}

void ProvinceMarkerItem::paintFort(QPainter *painter, const Geometry &g) const
{
    // The light stone keep on an ink plaque in a cream rim: the plaque stands out on the light
    // colours and terrains (yellow, orange, farmland, desert), the rim on the dark ones (blue,
    // forest, the sea). Drawn bare, the keep was a faint grey smudge on yellow and cream (the
    // s54 brief; test_maptokens fortReadsOnEveryColour).
    drawToken(painter, g.fort, u"fort"_s, [](QPainter &p, const QRectF &r) {
        // Two pixels of rim at least: a thinner one, blended into its neighbours, was lost.
        const qreal rim = std::max(2.0, r.width() / 10);
        const qreal corner = r.width() / 5;
        p.setPen(Qt::NoPen);
        p.setBrush(cream);
        p.drawRoundedRect(r, corner, corner);
        const QRectF plaque = r.adjusted(rim, rim, -rim, -rim);
        p.setBrush(PanelStyle::ink());
        p.drawRoundedRect(plaque, corner - rim, corner - rim);
        const qreal margin = std::max(1.0, plaque.width() / 12);
        drawKeep(p, plaque.adjusted(margin, margin, -margin, -margin));
    });
}

void ProvinceMarkerItem::paintCost(QPainter *painter, const Geometry &g) const
{
    const qreal pen = 1.5 * g.scale;
    const QColor fill = m_marks.costLegal ? gold : QColor(205, 200, 192);
    drawToken(painter, g.cost, u"cost/%1/%2"_s.arg(fill.name()).arg(pen),
              [&](QPainter &p, const QRectF &rect) {
                  p.setPen(QPen(PanelStyle::ink(), pen));
                  p.setBrush(fill);
                  p.drawEllipse(rect);
              });
    painter->setPen(m_marks.costLegal ? PanelStyle::ink() : QColor(90, 84, 76));
    drawCentred(painter, g.cost, QString::number(*m_marks.cost), fontFor(g));
}

void ProvinceMarkerItem::paintButton(QPainter *painter, const QRectF &rect, bool plus) const
{
    drawToken(painter, rect, plus ? u"plus"_s : u"minus"_s, [plus](QPainter &p, const QRectF &r) {
        p.setPen(QPen(PanelStyle::ink(), 1.2));
        p.setBrush(cream);
        p.drawEllipse(r);
        QPen pen(PanelStyle::ink(), r.width() > 16 ? 2.2 : 1.8);
        pen.setCapStyle(Qt::RoundCap);
        p.setPen(pen);
        const QPointF c = r.center();
        const qreal arm = r.width() * 0.26;
        p.drawLine(QPointF(c.x() - arm, c.y()), QPointF(c.x() + arm, c.y()));
        if (plus)
            p.drawLine(QPointF(c.x(), c.y() - arm), QPointF(c.x(), c.y() + arm));
    });
}

void ProvinceMarkerItem::paintSurvivors(QPainter *painter, const Geometry &g, qreal dpr) const
{
    const QRectF &rect = g.survivors;
    const int pawn = scaled(pawnSize, g.scale);
    // Dashed: these pawns are not on the board yet; the defender places them after this turn.
    const qreal corner = 6 * g.scale;
    drawToken(painter, rect, u"survivors/%1"_s.arg(corner), [corner](QPainter &p, const QRectF &r) {
        p.setPen(QPen(PanelStyle::ink(), 1.2, Qt::DashLine));
        p.setBrush(QColor(255, 255, 255, 200));
        p.drawRoundedRect(r, corner, corner);
    });
    painter->drawPixmap(QPointF(rect.left() + 2 * g.scale, rect.center().y() - pawn / 2.0),
                        pawnPixmap(PawnSide::Declining, m_marks.survivorColour, pawn, dpr));
    painter->setPen(PanelStyle::ink());
    drawCentred(painter, rect.adjusted(pawn + 2 * g.scale, 0, -2 * g.scale, 0),
                u"+%1"_s.arg(m_marks.survivors), fontFor(g));
}

} // namespace vinci
