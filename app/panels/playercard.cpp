#include "panels/playercard.h"

#include "panels/panelstyle.h"
#include "panels/tileart.h"
#include "rules/tiletable.h"
#include "session/seatkind.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// Where things stand on a card, in pixels.
struct CardLayout
{
    int height = 104;
    int margin = 10;
    int accent = 5; ///< the player's colour down the left edge
    int tileSize = 24;
    int nameTop = 8;     ///< the row of the name, the score and the victory track
    int activeTop = 48;  ///< the row of the active civilization's tiles
    int declineTop = 76; ///< the row of the civilizations in decline and the peace
};
constexpr CardLayout cardLayout;

QColor tint(const QColor &colour, qreal amount)
{
    // Mix the player's colour into the card's face: enough to see whose turn it is.
    const QColor face = PanelStyle::cardFace();
    return QColor::fromRgbF(face.redF() * (1 - amount) + colour.redF() * amount,
                            face.greenF() * (1 - amount) + colour.greenF() * amount,
                            face.blueF() * (1 - amount) + colour.blueF() * amount);
}

} // namespace

PlayerCard::PlayerCard(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_Hover);
}

void PlayerCard::setView(const PlayerView &view)
{
    if (view == m_view)
        return;
    m_view = view;
    setAccessibleName(view.name);
    update();
}

QSize PlayerCard::sizeHint() const
{
    return {320, cardLayout.height};
}

QSize PlayerCard::minimumSizeHint() const
{
    return {240, cardLayout.height};
}

std::vector<PlayerCard::TileSpot> PlayerCard::tileSpots() const
{
    std::vector<TileSpot> spots;
    const int left = cardLayout.margin + cardLayout.accent + 4;
    if (m_view.active) {
        int x = left;
        for (TileKind kind : m_view.active->tiles()) {
            spots.push_back(
                {QRect(x, cardLayout.activeTop, cardLayout.tileSize, cardLayout.tileSize), kind,
                 false});
            x += cardLayout.tileSize + 3;
        }
    }
    if (m_view.declining) {
        int x = left;
        for (TileKind kind : m_view.declining->tiles()) {
            spots.push_back(
                {QRect(x, cardLayout.declineTop, cardLayout.tileSize, cardLayout.tileSize), kind,
                 true});
            x += cardLayout.tileSize + 3;
        }
    }
    return spots;
}

QString PlayerCard::activeLine() const
{
    if (!m_view.active)
        return tr("No active civilization");
    QString line = tr("%n in hand", nullptr, m_view.hand) + u" \u00b7 "_s +
                   tr("%n on the board", nullptr, m_view.activePawns) + u" \u00b7 "_s +
                   tr("%n province(s)", nullptr, m_view.activeProvinces);
    return line;
}

QString PlayerCard::decliningLine() const
{
    if (!m_view.declining)
        return tr("No civilization in decline");
    return tr("In decline: %n province(s)", nullptr, m_view.decliningProvinces);
}

void PlayerCard::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal ratio = devicePixelRatioF();
    const QRectF card = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);

    // The card, tinted and outlined in the player's colour while it is their turn.
    QPainterPath outline;
    outline.addRoundedRect(card, 8, 8);
    painter.setPen(m_view.acting ? QPen(m_view.colour.darker(115), 2.0)
                                 : QPen(PanelStyle::cardBorder(), 1.0));
    painter.setBrush(m_view.acting ? tint(m_view.colour, 0.16) : PanelStyle::cardFace());
    painter.drawPath(outline);
    painter.save();
    painter.setClipPath(outline);
    painter.fillRect(QRectF(card.left(), card.top(), cardLayout.accent, card.height()),
                     m_view.colour);
    painter.restore();

    const int left = cardLayout.margin + cardLayout.accent;
    const int right = width() - cardLayout.margin;

    // Row 1: pawn, name, program marker; the score on the right with a bar towards the target.
    painter.drawPixmap(left, cardLayout.nameTop + 1,
                       TileArt::pawn(m_view.colour, 24, false, ratio));
    QFont nameFont = font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(font().pointSizeF() * 1.1);
    QFont scoreFont = font();
    scoreFont.setBold(true);
    scoreFont.setPointSizeF(font().pointSizeF() * 1.6);
    const QString score = QString::number(m_view.score);
    const int scoreWidth = QFontMetrics(scoreFont).horizontalAdvance(score);
    QFont smallFont = font();
    smallFont.setPointSizeF(font().pointSizeF() * 0.85);
    const QString vp = tr("VP");
    const int vpWidth = QFontMetrics(smallFont).horizontalAdvance(vp);

    const int nameLeft = left + 30;
    int nameRight = right - scoreWidth - vpWidth - 12;
    const QString tag = seatKindTag(m_view.controller);
    if (!tag.isEmpty()) {
        const int tagWidth = QFontMetrics(smallFont).horizontalAdvance(tag) + 12;
        const QRectF pill(nameRight - tagWidth, cardLayout.nameTop + 5, tagWidth, 17);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xE8DFD0));
        painter.drawRoundedRect(pill, 8.5, 8.5);
        painter.setFont(smallFont);
        painter.setPen(PanelStyle::muted());
        painter.drawText(pill, Qt::AlignCenter, tag);
        nameRight = static_cast<int>(pill.left()) - 6;
    }
    painter.setFont(nameFont);
    painter.setPen(PanelStyle::ink());
    QString name = m_view.name;
    if (m_view.winner)
        name = u"\u2605 "_s + name;
    painter.drawText(QRect(nameLeft, cardLayout.nameTop, nameRight - nameLeft, 26),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetrics(nameFont).elidedText(name, Qt::ElideRight, nameRight - nameLeft));

    painter.setFont(scoreFont);
    painter.drawText(
        QRect(right - scoreWidth - vpWidth - 4, cardLayout.nameTop - 2, scoreWidth, 30),
        Qt::AlignRight | Qt::AlignVCenter, score);
    painter.setFont(smallFont);
    painter.setPen(PanelStyle::muted());
    painter.drawText(QRect(right - vpWidth, cardLayout.nameTop + 6, vpWidth, 20),
                     Qt::AlignLeft | Qt::AlignVCenter, vp);

    // Progress towards the victory target.
    if (m_view.victoryTarget > 0) {
        const QRectF track(nameLeft, cardLayout.nameTop + 30, right - nameLeft, 5);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xEDE6DA));
        painter.drawRoundedRect(track, 2.5, 2.5);
        const qreal share =
            std::clamp(static_cast<qreal>(m_view.score) / m_view.victoryTarget, 0.0, 1.0);
        if (share > 0) {
            painter.setBrush(m_view.colour);
            painter.drawRoundedRect(QRectF(track.left(), track.top(),
                                           std::max(5.0, track.width() * share), track.height()),
                                    2.5, 2.5);
        }
    }

    // Rows 2 and 3: the active and the declining civilization.
    for (const TileSpot &spot : tileSpots())
        painter.drawPixmap(spot.rect.topLeft(),
                           TileArt::tile(spot.kind, cardLayout.tileSize, ratio));
    painter.setFont(smallFont);
    const int activeText = left + 4 + (m_view.active ? 2 * (cardLayout.tileSize + 3) + 4 : 0);
    painter.setPen(m_view.active ? PanelStyle::ink() : PanelStyle::muted());
    painter.drawText(
        QRect(activeText, cardLayout.activeTop, right - activeText, cardLayout.tileSize),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(smallFont).elidedText(activeLine(), Qt::ElideRight, right - activeText));

    int declineText = left + 4;
    if (m_view.declining) {
        declineText += std::max(1, m_view.declining->count) * (cardLayout.tileSize + 3) + 4;
        if (m_view.declining->count == 0) {
            // No tile stays in decline: the decline marker stands for the civilization.
            painter.drawPixmap(left + 4, cardLayout.declineTop,
                               TileArt::symbol(u"decline"_s, cardLayout.tileSize, ratio));
        }
    }
    QString declining = decliningLine();
    int declineRight = right;
    if (!m_view.peaceWith.isEmpty()) {
        // Diplomacy: a dove and the names of those at peace.
        const QString peace = m_view.peaceWith.join(u", "_s);
        const int peaceWidth =
            std::min(QFontMetrics(smallFont).horizontalAdvance(peace), (right - declineText) / 2);
        const int doveLeft = right - peaceWidth - 20;
        painter.drawPixmap(doveLeft, cardLayout.declineTop + 4,
                           TileArt::tile(TileKind::Diplomacy, 16, ratio));
        painter.setPen(PanelStyle::ink());
        painter.drawText(
            QRect(doveLeft + 20, cardLayout.declineTop, peaceWidth, cardLayout.tileSize),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(smallFont).elidedText(peace, Qt::ElideRight, peaceWidth));
        declineRight = doveLeft - 6;
    }
    if (m_view.survivors > 0)
        declining += u" \u00b7 "_s + tr("%n to place again", nullptr, m_view.survivors);
    painter.setPen(m_view.declining ? PanelStyle::ink() : PanelStyle::muted());
    painter.drawText(
        QRect(declineText, cardLayout.declineTop, declineRight - declineText, cardLayout.tileSize),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(smallFont).elidedText(declining, Qt::ElideRight, declineRight - declineText));
}

bool PlayerCard::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QString text = cardToolTip();
        for (const TileSpot &spot : tileSpots()) {
            if (spot.rect.contains(help->pos())) {
                text = u"<p style='white-space:pre'><b>%1</b>%2</p><p>%3</p>"_s.arg(
                    tileName(spot.kind, m_view.rules).toHtmlEscaped(),
                    spot.declining ? u" \u2014 "_s + tr("stays in decline") : QString(),
                    tileEffect(spot.kind, m_view.rules).toHtmlEscaped());
            }
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString PlayerCard::cardToolTip() const
{
    QString text = u"<p style='white-space:pre'><b>%1</b>"_s.arg(m_view.name.toHtmlEscaped());
    if (isProgramSeat(m_view.controller))
        text += u" \u2014 "_s + seatKindLabel(m_view.controller).toHtmlEscaped();
    text += u"</p><p>"_s + tr("%n victory point(s)", nullptr, m_view.score);
    if (m_view.victoryTarget > 0)
        text += u" / "_s + QString::number(m_view.victoryTarget);
    text += u"</p><p>"_s;
    if (m_view.active) {
        text += tr("Active: %1 + %2")
                    .arg(tileName(m_view.active->kinds[0], m_view.rules),
                         tileName(m_view.active->kinds[1], m_view.rules))
                    .toHtmlEscaped();
        text += u"<br>"_s + activeLine().toHtmlEscaped();
    } else {
        text += activeLine().toHtmlEscaped();
    }
    text += u"<br>"_s + decliningLine().toHtmlEscaped();
    if (!m_view.peaceWith.isEmpty())
        text +=
            u"<br>"_s +
            tr("At peace with %1 (Diplomacy)").arg(m_view.peaceWith.join(u", "_s)).toHtmlEscaped();
    if (m_view.acting)
        text += u"<br><b>"_s +
                (m_view.current ? tr("It is this player's turn.")
                                : tr("This player is placing surviving pawns.")) +
                u"</b>"_s;
    return text + u"</p>"_s;
}

} // namespace vinci
