#include "panels/trackslotbutton.h"

#include "game/civilizationtrack.h"
#include "panels/paintedtext.h"
#include "panels/panelstyle.h"
#include "panels/signednumber.h"
#include "panels/tileart.h"
#include "panels/tilebadge.h"
#include "rules/tiletable.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <array>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// Where things stand on a slot's card, in pixels: the place's numeral in its ring on the left,
// then the two tiles, the names, and a column on the right for the pawns and the score change.
// The widths of the texts come from the fonts (TrackSlotButton::updateMetrics()).
struct SlotLayout
{
    int minHeight = 66;
    int margin = 8;
    int numeralSize = 26;
    int tileSize = 40;
    int tileGap = 6;
    int columnGap = 10;
    int pawnIcon = 18;
    int coinSize = 14;
};
constexpr SlotLayout slotLayout;

/** Coins drawn in the stack under the numeral; more are counted beside it. */
constexpr int maxCoinsShown = 3;

/** Where the names begin: after the numeral and the two tiles. */
constexpr int namesLeft = slotLayout.margin + slotLayout.numeralSize + 8 + 2 * slotLayout.tileSize +
                          slotLayout.tileGap + slotLayout.columnGap;

/**
 * A price or gain as the card writes it: "free" (place I, nothing to pay), "+2 VP", "-4 VP" (a
 * real minus sign), "±0 VP" (a place further on whose coins pay its price back: not free, as
 * the rule says only civilization I is).
 */
QString scoreChangeText(int change, int slot)
{
    if (change == 0 && slot == 0)
        return TrackSlotButton::tr("free");
    if (change == 0)
        //: A place whose coins give back what it costs: the score stays as it is
        return TrackSlotButton::tr("±0 VP");
    const QString number = signedNumber(change);
    //: Victory points gained or paid, with their sign: "+2 VP", "-4 VP"
    return TrackSlotButton::tr("%1 VP").arg(number);
}

} // namespace

TrackSlotButton::TrackSlotButton(QWidget *parent)
    : QAbstractButton(parent)
{
    setAttribute(Qt::WA_Hover);
    setCursor(Qt::PointingHandCursor);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateMetrics();
}

void TrackSlotButton::setView(const TrackSlotView &view)
{
    const int linesBefore = nameLineCount(namesWidth(width()));
    m_view = view;
    setEnabled(view.refusal.isEmpty() && view.tiles.count == 2);
    updateAccessibleText();
    // Names that take another number of lines make the card taller or shorter.
    if (nameLineCount(namesWidth(width())) != linesBefore)
        updateGeometry();
    update();
}

QFont TrackSlotButton::nameFont() const
{
    QFont name = font();
    name.setWeight(QFont::DemiBold);
    return name;
}

int TrackSlotButton::nameLineHeight() const
{
    return lineHeight(nameFont());
}

QFont TrackSlotButton::pawnsFont() const
{
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(font().pointSizeF() * 1.3);
    return big;
}

QFont TrackSlotButton::scoreFont() const
{
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    return small;
}

void TrackSlotButton::updateMetrics()
{
    // Every tile's name under both rule sets, in the language of the moment, on at most two
    // lines: the card keeps its width whatever the bag draws, so the map beside it stays put.
    int names = 0;
    for (int kind = 0; kind < allTileKindCount; ++kind) {
        for (RuleSetId rules : {RuleSetId::Classic, RuleSetId::Online2013})
            names =
                std::max(names, nameFlow(tileName(static_cast<TileKind>(kind), rules)).widthFor(2));
    }
    m_namesMinWidth = names;
    // The right column: the pawns ("88" beside the pawn) over the widest price or gain.
    int column = slotLayout.pawnIcon + 3 + textWidth(pawnsFont(), u"88"_s);
    for (int change : {0, -10, 88}) {
        for (int slot : {0, 1})
            column = std::max(column, textWidth(scoreFont(), scoreChangeText(change, slot)));
    }
    m_rightColumnWidth = column;
    updateGeometry();
}

PartsFlow TrackSlotButton::nameFlow(const QString &name) const
{
    // A name wraps between its words ("Livestock Breeding" / "(decline)").
    return PartsFlow(nameFont(), u" "_s, name.split(u' ', Qt::SkipEmptyParts));
}

QString TrackSlotButton::shownName(int index) const
{
    return tileName(m_view.tiles.kinds[static_cast<std::size_t>(index)], m_view.rules);
}

int TrackSlotButton::namesWidth(int cardWidth) const
{
    return std::max(m_namesMinWidth, cardWidth - namesLeft - slotLayout.columnGap -
                                         m_rightColumnWidth - slotLayout.margin);
}

int TrackSlotButton::nameLineCount(int width) const
{
    if (m_view.tiles.count < 2)
        return 1;
    int lines = 0;
    for (int i = 0; i < 2; ++i)
        lines += static_cast<int>(nameFlow(shownName(i)).lines(width).size());
    return lines;
}

QSize TrackSlotButton::minimumSizeHint() const
{
    const int width =
        namesLeft + m_namesMinWidth + slotLayout.columnGap + m_rightColumnWidth + slotLayout.margin;
    return {width, heightForWidth(width)};
}

QSize TrackSlotButton::sizeHint() const
{
    return minimumSizeHint();
}

bool TrackSlotButton::hasHeightForWidth() const
{
    return true;
}

int TrackSlotButton::heightForWidth(int width) const
{
    const int lineHeight = nameLineHeight();
    return std::max(slotLayout.minHeight,
                    nameLineCount(namesWidth(width)) * lineHeight + 2 * slotLayout.margin);
}

QString TrackSlotButton::romanNumeral(int slot)
{
    // The track's places as the board prints them.
    static constexpr std::array<const char *, civilizationTrackLength> numerals = {
        "I", "II", "III", "IV", "V", "VI"};
    return slot >= 0 && slot < civilizationTrackLength
               ? QString::fromLatin1(numerals[static_cast<std::size_t>(slot)])
               : QString::number(slot + 1);
}

QRect TrackSlotButton::tileRect(int index) const
{
    const int left = slotLayout.margin + slotLayout.numeralSize + 8 +
                     index * (slotLayout.tileSize + slotLayout.tileGap);
    return {left, (height() - slotLayout.tileSize) / 2, slotLayout.tileSize, slotLayout.tileSize};
}

QRectF TrackSlotButton::numeralRing() const
{
    // Coins left by players who passed this civilization over lie under the numeral, as the
    // tokens lie on the board's track.
    const qreal top = m_view.coins > 0 ? 7.0 : (height() - slotLayout.numeralSize) / 2.0;
    return {static_cast<qreal>(slotLayout.margin), top, static_cast<qreal>(slotLayout.numeralSize),
            static_cast<qreal>(slotLayout.numeralSize)};
}

std::vector<PaintedText> TrackSlotButton::texts() const
{
    std::vector<PaintedText> texts;
    QFont numeralFont = font();
    numeralFont.setBold(true);
    numeralFont.setPointSizeF(font().pointSizeF() * (m_view.slot >= 3 ? 0.8 : 0.9));
    texts.push_back({romanNumeral(m_view.slot), numeralFont, numeralRing().toAlignedRect(),
                     PanelStyle::ink(), Qt::AlignCenter});

    const int right = width() - slotLayout.margin;
    if (m_view.tiles.count < 2) {
        const QRect rest(slotLayout.margin + slotLayout.numeralSize + 8, 0,
                         right - slotLayout.margin - slotLayout.numeralSize - 8, height());
        texts.push_back({tr("The bag is empty."), font(), rest, PanelStyle::ink(),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap});
        return texts;
    }

    // Names, each on one line or, when the card is narrow, on two.
    const int names = namesWidth(width());
    const QFont nameFont = this->nameFont();
    const int lineHeight = nameLineHeight();
    int y = (height() - nameLineCount(names) * lineHeight) / 2;
    for (int i = 0; i < 2; ++i) {
        for (const PartsFlow::Line &line : nameFlow(shownName(i)).lines(names)) {
            QString text;
            for (const PartsFlow::Placed &word : line)
                text += word.text;
            texts.push_back(
                {text, nameFont, QRect(namesLeft, y, names, lineHeight), PanelStyle::ink()});
            y += lineHeight;
        }
    }

    // Right column: the pawns the chooser would receive, then the score change.
    texts.push_back({QString::number(m_view.pawns), pawnsFont(), pawnsRect(), PanelStyle::ink(),
                     Qt::AlignRight | Qt::AlignVCenter});
    const QRect pawns = pawnsRect();
    texts.push_back(
        {scoreChangeText(m_view.scoreChange, m_view.slot), scoreFont(),
         QRect(pawns.left(), pawns.bottom() + 3, pawns.width(), vinci::lineHeight(scoreFont())),
         m_view.scoreChange == 0  ? PanelStyle::muted()
         : m_view.scoreChange > 0 ? PanelStyle::gain()
                                  : PanelStyle::loss(),
         Qt::AlignRight | Qt::AlignVCenter});

    if (m_view.coins > maxCoinsShown) {
        // More coins than the stack shows: their number beside it.
        QFont countFont = scoreFont();
        countFont.setBold(true);
        const QRect stack = coinStackRect();
        const QString count = QString::number(m_view.coins);
        // Centred on the stack, as tall as the font's line (larger than the stack in a larger
        // text size).
        const int height = std::max(stack.height() + 4, vinci::lineHeight(countFont));
        texts.push_back({count, countFont,
                         QRect(stack.right() + 3, stack.center().y() - (height - 1) / 2,
                               textWidth(countFont, count) + 2, height),
                         PanelStyle::gold()});
    }
    return texts;
}

QRect TrackSlotButton::pawnsRect() const
{
    // The pawns' row and the score's under it, centred together in the card's height.
    // As the painter lays them out (lineHeight()): a larger font has a leading its height leaves
    // out (View > Text Size > Larger cut the pawns' number by 2 pixels).
    const int pawnsHeight = lineHeight(pawnsFont());
    const int both = pawnsHeight + 3 + lineHeight(scoreFont());
    return {width() - slotLayout.margin - m_rightColumnWidth, (height() - both) / 2,
            m_rightColumnWidth, pawnsHeight};
}

QRect TrackSlotButton::coinStackRect() const
{
    const int shown = std::min(m_view.coins, maxCoinsShown);
    const int step = slotLayout.coinSize - 6;
    const int stackWidth = slotLayout.coinSize + (shown - 1) * step;
    QFont countFont = scoreFont();
    countFont.setBold(true);
    const int countWidth =
        m_view.coins > maxCoinsShown ? textWidth(countFont, QString::number(m_view.coins)) + 2 : 0;
    const QRectF ring = numeralRing();
    return {static_cast<int>(ring.center().x()) - (stackWidth + countWidth) / 2,
            static_cast<int>(ring.bottom()) + 5, stackWidth, slotLayout.coinSize};
}

void TrackSlotButton::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        event->modifiers() == Qt::NoModifier) {
        if (!event->isAutoRepeat())
            click();
        event->accept();
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void TrackSlotButton::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal ratio = devicePixelRatioF();
    const bool active = isEnabled();
    const bool hovered = active && underMouse();

    // The card.
    const QRectF card = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    // The place clicked and waiting to be taken: a thick ring in the chooser's colour.
    painter.setPen(m_view.pending ? QPen(m_view.pawnColour, 3.0)
                   : hovered      ? QPen(PanelStyle::gold(), 2.0)
                                  : QPen(PanelStyle::cardBorder(), 1.0));
    painter.setBrush(isDown()  ? PanelStyle::cardHover().darker(104)
                     : hovered ? PanelStyle::cardHover()
                               : PanelStyle::cardFace());
    painter.drawRoundedRect(card, 8, 8);
    // The card Tab brought the keyboard to (Space picks it): a ring inside its border, in the
    // style's colour for the focus.
    if (hasFocus() && window()->testAttribute(Qt::WA_KeyboardFocusChange)) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(card.adjusted(3, 3, -3, -3), 6, 6);
    }
    if (!active)
        painter.setOpacity(0.55);

    // The place's numeral in a gold ring.
    painter.setPen(QPen(PanelStyle::gold(), 1.6));
    painter.setBrush(QColor(0xFFF6E0));
    painter.drawEllipse(numeralRing());

    if (m_view.tiles.count == 2) {
        // The two tiles with their red pawn numbers.
        for (int i = 0; i < 2; ++i) {
            const TileKind kind = m_view.tiles.kinds[static_cast<std::size_t>(i)];
            const QRect area = tileRect(i);
            painter.drawPixmap(area.topLeft(), TileArt::tile(kind, slotLayout.tileSize, ratio));
            TileBadge::paintPawnNumber(painter, area, tilePawns(m_view.tiles, i, m_view.rules));
        }
    }

    const std::vector<PaintedText> texts = this->texts();
    for (const PaintedText &text : texts) {
        painter.setFont(text.font);
        painter.setPen(text.colour);
        painter.drawText(text.rect, text.flags, text.text);
    }
    if (m_view.tiles.count < 2)
        return;

    // The pawn beside the number of pawns.
    const QRect pawns = pawnsRect();
    const int pawnsWidth = textWidth(pawnsFont(), QString::number(m_view.pawns));
    painter.drawPixmap(pawns.right() - pawnsWidth - slotLayout.pawnIcon - 3,
                       pawns.center().y() - slotLayout.pawnIcon / 2,
                       TileArt::pawn(m_view.pawnColour, slotLayout.pawnIcon, false, ratio));

    if (m_view.coins > 0) {
        const QRect stack = coinStackRect();
        const int step = slotLayout.coinSize - 6;
        for (int i = 0; i < std::min(m_view.coins, maxCoinsShown); ++i)
            painter.drawPixmap(stack.left() + i * step, stack.top(),
                               TileArt::symbol(u"coin"_s, slotLayout.coinSize, ratio));
    }
}

bool TrackSlotButton::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QString text = cardToolTip();
        for (int i = 0; i < m_view.tiles.count; ++i) {
            if (tileRect(i).contains(help->pos()))
                text = tileToolTip(i);
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibleText();
        updateMetrics();
    } else if (event->type() == QEvent::FontChange) {
        updateMetrics();
    }
    return QAbstractButton::event(event);
}

QString TrackSlotButton::tileToolTip(int index) const
{
    const TileKind kind = m_view.tiles.kinds[static_cast<std::size_t>(index)];
    return u"<p style='white-space:pre'><b>%1</b> \u2014 %2</p><p>%3</p>"_s.arg(
        tileName(kind, m_view.rules).toHtmlEscaped(),
        tr("%n pawn(s)", nullptr, tilePawns(m_view.tiles, index, m_view.rules)),
        tileEffect(kind, m_view.rules).toHtmlEscaped());
}

QString TrackSlotButton::cardToolTip() const
{
    if (m_view.tiles.count < 2)
        return tr("The bag is empty.");
    QString text = u"<p style='white-space:pre'><b>%1</b></p>"_s.arg(
        tr("Civilization %1: %2 + %3")
            .arg(romanNumeral(m_view.slot), tileName(m_view.tiles.kinds[0], m_view.rules),
                 tileName(m_view.tiles.kinds[1], m_view.rules))
            .toHtmlEscaped());
    text += u"<p>"_s +
            tr("%n pawn(s): the tiles' %1 and %2 for the number of players.", nullptr, m_view.pawns)
                .arg(m_view.pawnParts.tiles)
                .arg(m_view.pawnParts.extra);
    if (m_view.slot > 0 || m_view.coins > 0) {
        text += u"<br>"_s;
        if (m_view.coins > 0)
            text +=
                tr("%n coin(s) on it: %1.", nullptr, m_view.coins)
                    .arg(tr("%n victory point(s) each", nullptr, ruleSet(m_view.rules).coinValue)) +
                u" "_s;
        const int price = ruleSet(m_view.rules).skipCost * m_view.slot;
        text += m_view.scoreChange == 0
                    ? (price > 0 ? tr("Choosing it costs %n victory point(s), which its coins "
                                      "give back.",
                                      nullptr, price)
                                 : tr("Choosing it costs nothing."))
                : m_view.scoreChange > 0
                    ? tr("Choosing it earns %n victory point(s).", nullptr, m_view.scoreChange)
                    : tr("Choosing it costs %n victory point(s).", nullptr, -m_view.scoreChange);
    }
    text += u"</p>"_s;
    for (int i = 0; i < 2; ++i) {
        const TileKind kind = m_view.tiles.kinds[static_cast<std::size_t>(i)];
        text += u"<p><b>%1</b>: %2</p>"_s.arg(tileName(kind, m_view.rules).toHtmlEscaped(),
                                              tileEffect(kind, m_view.rules).toHtmlEscaped());
    }
    if (!m_view.refusal.isEmpty())
        text += u"<p><i>%1</i></p>"_s.arg(m_view.refusal.toHtmlEscaped());
    return text;
}

void TrackSlotButton::updateAccessibleText()
{
    if (m_view.tiles.count < 2) {
        setText(romanNumeral(m_view.slot));
        return;
    }
    setText(tr("Civilization %1: %2 + %3")
                .arg(romanNumeral(m_view.slot), tileName(m_view.tiles.kinds[0], m_view.rules),
                     tileName(m_view.tiles.kinds[1], m_view.rules)));
    setAccessibleDescription(m_view.refusal);
}

} // namespace vinci
