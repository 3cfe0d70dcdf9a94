#include "panels/trackslotbutton.h"

#include "panels/panelstyle.h"
#include "panels/tileart.h"
#include "panels/tilebadge.h"
#include "rules/tiletable.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// Where things stand on a slot's card, in pixels: the place's numeral in its ring on the left,
// then the two tiles, and a column on the right for the pawns and the score change.
struct SlotLayout
{
    int height = 66;
    int margin = 8;
    int numeralSize = 26;
    int tileSize = 40;
    int tileGap = 6;
    int rightColumn = 52;
    int coinSize = 14;
};
constexpr SlotLayout slotLayout;

} // namespace

TrackSlotButton::TrackSlotButton(QWidget *parent)
    : QAbstractButton(parent)
{
    setAttribute(Qt::WA_Hover);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void TrackSlotButton::setView(const TrackSlotView &view)
{
    m_view = view;
    setEnabled(view.refusal.isEmpty() && view.tiles.count == 2);
    updateAccessibleText();
    update();
}

QSize TrackSlotButton::sizeHint() const
{
    return {320, slotLayout.height};
}

QSize TrackSlotButton::minimumSizeHint() const
{
    return {slotLayout.margin * 2 + slotLayout.numeralSize + 2 * slotLayout.tileSize +
                slotLayout.tileGap + slotLayout.rightColumn + 60,
            slotLayout.height};
}

QString TrackSlotButton::romanNumeral(int slot)
{
    static const char *const numerals[] = {"I", "II", "III", "IV", "V", "VI"};
    return slot >= 0 && slot < 6 ? QString::fromLatin1(numerals[slot]) : QString::number(slot + 1);
}

QRect TrackSlotButton::tileRect(int index) const
{
    const int left = slotLayout.margin + slotLayout.numeralSize + 8 +
                     index * (slotLayout.tileSize + slotLayout.tileGap);
    return {left, (height() - slotLayout.tileSize) / 2, slotLayout.tileSize, slotLayout.tileSize};
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
    if (!active)
        painter.setOpacity(0.55);

    // The place's numeral in a gold ring.
    // Coins left by players who passed this civilization over lie under the numeral, as the
    // tokens lie on the board's track.
    const qreal ringTop = m_view.coins > 0 ? 7.0 : (height() - slotLayout.numeralSize) / 2.0;
    const QRectF ring(slotLayout.margin, ringTop, slotLayout.numeralSize, slotLayout.numeralSize);
    painter.setPen(QPen(PanelStyle::gold(), 1.6));
    painter.setBrush(QColor(0xFFF6E0));
    painter.drawEllipse(ring);
    QFont numeralFont = font();
    numeralFont.setBold(true);
    numeralFont.setPointSizeF(font().pointSizeF() * (m_view.slot >= 3 ? 0.8 : 0.9));
    painter.setFont(numeralFont);
    painter.setPen(PanelStyle::ink());
    painter.drawText(ring, Qt::AlignCenter, romanNumeral(m_view.slot));

    if (m_view.tiles.count < 2) {
        painter.setFont(font());
        painter.drawText(rect().adjusted(slotLayout.margin + slotLayout.numeralSize + 8, 0,
                                         -slotLayout.margin, 0),
                         Qt::AlignVCenter | Qt::AlignLeft, tr("The bag is empty."));
        return;
    }

    // The two tiles with their red pawn numbers.
    for (int i = 0; i < 2; ++i) {
        const TileKind kind = m_view.tiles.kinds[static_cast<std::size_t>(i)];
        const QRect area = tileRect(i);
        painter.drawPixmap(area.topLeft(), TileArt::tile(kind, slotLayout.tileSize, ratio));
        TileBadge::paintPawnNumber(painter, area, tilePawns(m_view.tiles, i, m_view.rules));
    }

    // Names, one a line.
    const int textLeft = tileRect(1).right() + 12;
    const int textRight = width() - slotLayout.margin - slotLayout.rightColumn;
    const QRect names(textLeft, 8, std::max(10, textRight - textLeft), height() - 16);
    painter.setPen(PanelStyle::ink());
    QFont nameFont = font();
    nameFont.setWeight(QFont::DemiBold);
    painter.setFont(nameFont);
    const QFontMetrics metrics(nameFont);
    const int lineHeight = metrics.height();
    const int top = names.center().y() - lineHeight;
    for (int i = 0; i < 2; ++i) {
        // Long names ("Livestock Breeding (decline)") shrink a little before they are elided.
        const QString full =
            tileName(m_view.tiles.kinds[static_cast<std::size_t>(i)], m_view.rules);
        QFont lineFont = nameFont;
        for (qreal scale = 0.95;
             scale > 0.78 && QFontMetrics(lineFont).horizontalAdvance(full) > names.width();
             scale -= 0.05)
            lineFont.setPointSizeF(nameFont.pointSizeF() * scale);
        painter.setFont(lineFont);
        const QString name = QFontMetrics(lineFont).elidedText(full, Qt::ElideRight, names.width());
        painter.drawText(QRect(names.left(), top + i * lineHeight, names.width(), lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, name);
    }

    // Right column: the pawns the chooser would receive, then the score change.
    const QRect right(width() - slotLayout.margin - slotLayout.rightColumn, 0,
                      slotLayout.rightColumn, height());
    const int pawnIcon = 18;
    QFont bigFont = font();
    bigFont.setBold(true);
    bigFont.setPointSizeF(font().pointSizeF() * 1.3);
    painter.setFont(bigFont);
    const QString pawnsText = QString::number(m_view.pawns);
    const int pawnsWidth = QFontMetrics(bigFont).horizontalAdvance(pawnsText);
    const QRect pawnsRow(right.left(), 9, right.width(), 24);
    painter.drawPixmap(pawnsRow.right() - pawnsWidth - pawnIcon - 3,
                       pawnsRow.center().y() - pawnIcon / 2,
                       TileArt::pawn(m_view.pawnColour, pawnIcon, false, ratio));
    painter.drawText(pawnsRow, Qt::AlignRight | Qt::AlignVCenter, pawnsText);

    QFont smallFont = font();
    smallFont.setPointSizeF(font().pointSizeF() * 0.9);
    painter.setFont(smallFont);
    const QRect scoreRow(right.left() - 12, pawnsRow.bottom() + 3, right.width() + 12, 18);
    QString scoreText;
    if (m_view.scoreChange == 0) {
        painter.setPen(PanelStyle::muted());
        scoreText = tr("free");
    } else {
        painter.setPen(m_view.scoreChange > 0 ? PanelStyle::gain() : PanelStyle::loss());
        // A real minus sign, not a hyphen.
        const QString number = m_view.scoreChange > 0 ? u"+%1"_s.arg(m_view.scoreChange)
                                                      : u"\u2212%1"_s.arg(-m_view.scoreChange);
        //: Victory points gained or paid, with their sign: "+2 VP", "-4 VP"
        scoreText = tr("%1 VP").arg(number);
    }
    painter.drawText(scoreRow, Qt::AlignRight | Qt::AlignVCenter, scoreText);

    if (m_view.coins > 0) {
        const int shown = std::min(m_view.coins, 3);
        const int step = slotLayout.coinSize - 6;
        const int stackWidth = slotLayout.coinSize + (shown - 1) * step;
        const bool counted = m_view.coins > shown;
        QFont countFont = smallFont;
        countFont.setBold(true);
        const QString count = QString::number(m_view.coins);
        const int countWidth = counted ? QFontMetrics(countFont).horizontalAdvance(count) + 2 : 0;
        int x = static_cast<int>(ring.center().x()) - (stackWidth + countWidth) / 2;
        const int y = static_cast<int>(ring.bottom()) + 5;
        for (int i = 0; i < shown; ++i)
            painter.drawPixmap(x + i * step, y,
                               TileArt::symbol(u"coin"_s, slotLayout.coinSize, ratio));
        if (counted) {
            painter.setFont(countFont);
            painter.setPen(PanelStyle::gold());
            painter.drawText(
                QRect(x + stackWidth + 2, y - 2, countWidth + 4, slotLayout.coinSize + 4),
                Qt::AlignLeft | Qt::AlignVCenter, count);
        }
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
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleText();
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
        text += m_view.scoreChange == 0 ? tr("Choosing it costs nothing.")
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
