#include "panels/playercard.h"

#include "panels/paintedtext.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/playerlinestyle.h"
#include "panels/playershapes.h"
#include "panels/tileart.h"
#include "panels/turnguidance.h"
#include "rules/tiletable.h"
#include "session/seatkind.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QTextDocumentFragment>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// Where things stand on a card, in pixels; the rows' heights come from the fonts
// (PlayerCard::rows()).
struct CardLayout
{
    int margin = 10;
    int accent = 7;         ///< the player's colour and line down the left edge
    qreal accentLine = 3.0; ///< the line's part of it, as the map draws a holder's
    int top = 8;
    int pawnIcon = 24;
    int tileSize = 24;
    int tileGap = 3;
    int barHeight = 5;
    int gap = 6;
    int doveSize = 16;
};
constexpr CardLayout cardLayout;
/** The holder line's pattern unit on the card, as on the map (ProvinceItem). */
constexpr qreal holderLineUnit = 2.5;

constexpr int contentLeft = cardLayout.margin + cardLayout.accent;
/** The peace's row starts where the tiles do: its dove stands for them. */
constexpr int peaceLeft = contentLeft + 4;
/** The rows' texts start after two tiles (a civilization's pair). */
constexpr int rowTextLeft = contentLeft + 4 + 2 * (cardLayout.tileSize + cardLayout.tileGap) + 4;
/** A number as wide as any the card shows, for the widths it keeps. */
constexpr int widestCount = 88;

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
    const bool otherWidths = view.name != m_view.name || view.opponents != m_view.opponents ||
                             view.controller != m_view.controller || view.winner != m_view.winner;
    // Compact, a row's words take as many lines as they need at the card's width: other words
    // (a decline, more digits) may take another line, and the card's height must follow. The
    // German card at Larger text lost "Im Niedergang: 3 Provinzen" under the next card after a
    // decline (the s49 walk).
    const int rowsBefore = rows().height;
    m_view = view;
    setAccessibleName(view.name);
    updateAccessibleDescription();
    if (otherWidths || rows().height != rowsBefore)
        updateGeometry();
    update();
}

QFont PlayerCard::nameFont() const
{
    QFont name = font();
    name.setBold(true);
    name.setPointSizeF(font().pointSizeF() * 1.1);
    return name;
}

QFont PlayerCard::scoreFont() const
{
    return scoreFont(m_density);
}

QFont PlayerCard::scoreFont(Density density) const
{
    QFont score = font();
    score.setBold(true);
    // Brief, about as tall as the pawn beside the name: the row no taller than the pawn's.
    score.setPointSizeF(font().pointSizeF() * (density == Density::Brief ? 1.25 : 1.6));
    return score;
}

QFont PlayerCard::smallFont() const
{
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    return small;
}

int PlayerCard::smallLineHeight() const
{
    return lineHeight(smallFont());
}

PlayerCard::Rows PlayerCard::rows() const
{
    return rowsAt(width(), m_density);
}

PlayerCard::Rows PlayerCard::rowsAt(int width, Density density) const
{
    Rows rows;
    const bool compact = density != Density::Full;
    rows.brief = density == Density::Brief;
    // Compact: the paddings tightened and each row's text on one line where it fits, so that
    // four players fit a 1024x768 window's column (they needed its scroll bar).
    rows.top = rows.brief ? 3 : compact ? 4 : cardLayout.top;
    // Brief, its score's whole line: the smaller font's accents and descenders take more of it.
    const QFont score = scoreFont(density);
    rows.nameHeight = std::max(cardLayout.pawnIcon + 2,
                               rows.brief ? lineHeight(score) : QFontMetrics(score).height());
    rows.barTop = rows.top + rows.nameHeight + (rows.brief ? 1 : compact ? 2 : 4);
    // Two lines of the small font: a row's text wraps rather than being cut.
    int lines = 2;
    if (rows.brief) {
        lines = 1; // the tiles, and what fits beside them on one line
    } else if (compact) {
        const int textWidth = width - cardLayout.margin - rowTextLeft;
        lines = static_cast<int>(
            std::max({activeFlow(false).lines(textWidth).size(),
                      decliningFlow(false).lines(textWidth).size(), std::size_t{1}}));
    }
    rows.textHeight = std::max(cardLayout.tileSize, lines * smallLineHeight());
    // The pawns to place again have a line of their own: beside the provinces the walk read
    // "3 provinces · 3 to place again" as one count (s52). Brief, they are left to the card's
    // tooltip and the turn bar, as the other counts are.
    const int survivorsLine = rows.brief ? 0 : smallLineHeight();
    rows.activeHeight = rows.textHeight + (m_view.activeSurvivors > 0 ? survivorsLine : 0);
    rows.declineHeight = rows.textHeight + (m_view.decliningSurvivors > 0 ? survivorsLine : 0);
    rows.activeTop = rows.barTop + cardLayout.barHeight +
                     (rows.brief ? 2
                      : compact  ? 3
                                 : cardLayout.gap);
    rows.declineTop =
        rows.brief ? rows.activeTop : rows.activeTop + rows.activeHeight + (compact ? 2 : 4);
    rows.peaceTop = rows.declineTop + rows.declineHeight + (compact ? 2 : 4);
    if (!m_view.peaceWith.isEmpty()) {
        const auto peaceLines = peaceFlow(false).lines(width - cardLayout.margin - peaceLeft);
        rows.peaceHeight =
            std::max(cardLayout.doveSize, static_cast<int>(peaceLines.size()) * smallLineHeight());
    }
    rows.height = rows.peaceHeight > 0 ? rows.peaceTop + rows.peaceHeight + rows.top
                                       : rows.declineTop + rows.declineHeight + rows.top;
    return rows;
}

void PlayerCard::setDensity(Density density)
{
    if (density == m_density)
        return;
    m_density = density;
    updateGeometry();
    update();
}

int PlayerCard::heightAt(Density density) const
{
    return rowsAt(width(), density).height;
}

bool PlayerCard::hasHeightForWidth() const
{
    // The peace's names wrap at the card's width, compact or not.
    return m_density == Density::Compact || !m_view.peaceWith.isEmpty();
}

int PlayerCard::heightForWidth(int width) const
{
    return rowsAt(width, m_density).height;
}

QString PlayerCard::shownName() const
{
    return m_view.winner ? u"\u2605 "_s + m_view.name : m_view.name;
}

int PlayerCard::tagWidth() const
{
    const QString tag = seatKindTag(m_view.controller);
    return tag.isEmpty() ? 0 : textWidth(smallFont(), tag) + 12;
}

int PlayerCard::scoreWidth(int score) const
{
    // In the full card's font at any density: the card keeps its width.
    return textWidth(scoreFont(Density::Full), QString::number(score)) + 4 +
           textWidth(smallFont(), tr("VP"));
}

PartsFlow PlayerCard::activeFlow(bool widest) const
{
    if (!m_view.active && !widest)
        return PartsFlow(smallFont(), u" \u00b7 "_s, QStringList{tr("No active civilization")});
    const int hand = widest ? widestCount : m_view.hand;
    const int pawns = widest ? widestCount : m_view.activePawns;
    const int provinces = widest ? widestCount : m_view.activeProvinces;
    const QStringList parts{handWords(hand, true), tr("%n on the board", nullptr, pawns),
                            tr("%n province(s)", nullptr, provinces)};
    return PartsFlow(smallFont(), u" \u00b7 "_s, parts);
}

QString PlayerCard::handWords(int hand, bool withSources) const
{
    int total = hand;
    QStringList terms{QString::number(hand)};
    for (const auto &[tile, pawns] : m_view.handReinforcements) {
        total += pawns;
        terms << TurnGuidance::tilePawns(tile, pawns, m_view.rules);
    }
    if (terms.size() == 1)
        return tr("%n in hand", nullptr, hand);
    if (!withSources)
        return tr("%n in hand", nullptr, total);
    return tr("%n in hand (%1)", "16 in hand (9 + 7 Field General)", total)
        .arg(terms.join(u" + "_s));
}

PartsFlow PlayerCard::survivorsFlow(int survivors) const
{
    return PartsFlow(smallFont(), u" \u00b7 "_s,
                     QStringList{tr("%n to place again", nullptr, survivors)});
}

PartsFlow PlayerCard::decliningFlow(bool widest) const
{
    std::vector<PartsFlow::Part> parts;
    if (!m_view.declining && !widest)
        parts.push_back({tr("No civilization in decline"), 0});
    else if (m_view.decliningProvinces == 0 && !widest)
        // Wrapped between its words within the width the counts keep: the card is not made
        // wider for a line it shows only once the empire is gone (minimumSizeHint()).
        return PartsFlow::words(smallFont(), decliningLine());
    else
        parts.push_back({tr("In decline: %n province(s)", nullptr,
                            widest ? widestCount : m_view.decliningProvinces),
                         0});
    return PartsFlow(smallFont(), u" \u00b7 "_s, std::move(parts));
}

PartsFlow PlayerCard::peaceFlow(bool widest) const
{
    // Diplomacy: a dove, then the names of those at peace, wrapped between names.
    QStringList names = m_view.peaceWith;
    if (widest) {
        QString longest;
        for (const QString &name : m_view.opponents) {
            if (textWidth(smallFont(), name) > textWidth(smallFont(), longest))
                longest = name;
        }
        names = QStringList{longest};
    }
    std::vector<PartsFlow::Part> parts;
    for (const QString &name : names)
        parts.push_back({name, parts.empty() ? cardLayout.doveSize + 4 : 0});
    return PartsFlow(smallFont(), u", "_s, std::move(parts));
}

QSize PlayerCard::minimumSizeHint() const
{
    // The widest of the rows: the name with its tag and a three-digit score; the active and the
    // declining civilization's lines on two lines each, with numbers as wide as any.
    const int nameRow = contentLeft + cardLayout.pawnIcon + cardLayout.gap +
                        textWidth(nameFont(), u"\u2605 "_s + m_view.name) +
                        (tagWidth() > 0 ? cardLayout.gap + tagWidth() : 0) + cardLayout.gap * 2 +
                        scoreWidth(888) + cardLayout.margin;
    const QString noActive = tr("No active civilization");
    const QString noDecline = tr("No civilization in decline");
    // On two lines, as the counts: whole, in French it made the card of every player wider from
    // the game's start, and the board's scale smaller (the Eastern Desert lost its name, s53).
    const PartsFlow declineGone = PartsFlow::words(smallFont(), tr("In decline: no province left"));
    const int text = std::max({activeFlow(true).widthFor(2), decliningFlow(true).widthFor(2),
                               textWidth(smallFont(), noActive), textWidth(smallFont(), noDecline),
                               declineGone.widthFor(2), survivorsFlow(widestCount).widthFor(1)});
    // The peace's row, with anyone's name.
    const int peace = m_view.opponents.isEmpty()
                          ? 0
                          : peaceLeft + peaceFlow(true).widthFor(1) + cardLayout.margin;
    return {std::max({nameRow, rowTextLeft + text + cardLayout.margin, peace}), rows().height};
}

QSize PlayerCard::sizeHint() const
{
    return minimumSizeHint();
}

std::vector<PlayerCard::TileSpot> PlayerCard::tileSpots() const
{
    std::vector<TileSpot> spots;
    const Rows rows = this->rows();
    const int left = contentLeft + 4;
    const int activeY = rows.activeTop + (rows.activeHeight - cardLayout.tileSize) / 2;
    const int declineY = rows.declineTop + (rows.declineHeight - cardLayout.tileSize) / 2;
    if (m_view.active) {
        int x = left;
        for (TileKind kind : m_view.active->tiles()) {
            spots.push_back(
                {QRect(x, activeY, cardLayout.tileSize, cardLayout.tileSize), kind, false});
            x += cardLayout.tileSize + cardLayout.tileGap;
        }
    }
    if (m_view.declining) {
        int x = declineLeft();
        for (TileKind kind : m_view.declining->tiles()) {
            spots.push_back(
                {QRect(x, declineY, cardLayout.tileSize, cardLayout.tileSize), kind, true});
            x += cardLayout.tileSize + cardLayout.tileGap;
        }
    }
    return spots;
}

int PlayerCard::declineLeft() const
{
    const int left = contentLeft + 4;
    if (!rows().brief)
        return left;
    // Brief: after the active tiles, behind the decline's marker.
    const int active = m_view.active ? static_cast<int>(m_view.active->tiles().size()) *
                                               (cardLayout.tileSize + cardLayout.tileGap) +
                                           cardLayout.gap
                                     : 0;
    return left + active +
           (m_view.declining && m_view.declining->count > 0
                ? cardLayout.tileSize + cardLayout.tileGap
                : 0);
}

QRect PlayerCard::briefDeclineMarker() const
{
    const Rows rows = this->rows();
    if (!rows.brief || !m_view.declining || m_view.declining->count == 0)
        return {};
    return {declineLeft() - cardLayout.tileSize - cardLayout.tileGap,
            rows.declineTop + (rows.textHeight - cardLayout.tileSize) / 2, cardLayout.tileSize,
            cardLayout.tileSize};
}

QString PlayerCard::activeLine() const
{
    if (!m_view.active)
        return tr("No active civilization");
    return handWords(m_view.hand, true) + u" \u00b7 "_s +
           tr("%n on the board", nullptr, m_view.activePawns) + u" \u00b7 "_s +
           tr("%n province(s)", nullptr, m_view.activeProvinces);
}

QString PlayerCard::decliningLine() const
{
    if (!m_view.declining)
        return tr("No civilization in decline");
    // Conquered to the last province, the empire scores nothing more: "In decline: 0 provinces"
    // read as if it were still there (the s52 walk).
    if (m_view.decliningProvinces == 0)
        return tr("In decline: no province left");
    return tr("In decline: %n province(s)", nullptr, m_view.decliningProvinces);
}

void PlayerCard::placeFlow(const PartsFlow &flow, int left, int top, int height,
                           const QColor &colour, std::vector<PaintedText> &texts,
                           std::vector<QPoint> *icons) const
{
    const QFont font = smallFont();
    const int lineHeight = smallLineHeight();
    const std::vector<PartsFlow::Line> lines = flow.lines(width() - cardLayout.margin - left);
    int y = top + (height - static_cast<int>(lines.size()) * lineHeight) / 2;
    for (const PartsFlow::Line &line : lines) {
        if (flow.wordsJoined() && !line.empty()) {
            // A sentence's line is one text, as it reads.
            QStringList words;
            for (const PartsFlow::Placed &placed : line)
                words << placed.text;
            const QString text = words.join(QString());
            texts.push_back(
                {text, font,
                 QRect(left + line.front().textLeft, y, textWidth(font, text), lineHeight),
                 colour});
            y += lineHeight;
            continue;
        }
        for (const PartsFlow::Placed &placed : line) {
            texts.push_back({placed.text, font,
                             QRect(left + placed.textLeft, y, placed.textWidth, lineHeight),
                             colour});
            if (icons && flow.part(placed.part).lead > 0)
                icons->push_back(
                    {left + placed.iconLeft, y + (lineHeight - cardLayout.doveSize) / 2});
        }
        y += lineHeight;
    }
}

void PlayerCard::placeRow(const PartsFlow &flow, int survivors, int left, int top, int height,
                          const QColor &colour, std::vector<PaintedText> &texts) const
{
    if (survivors <= 0) {
        placeFlow(flow, left, top, height, colour, texts, nullptr);
        return;
    }
    const int lineHeight = smallLineHeight();
    const int lines = static_cast<int>(flow.lines(width() - cardLayout.margin - left).size());
    const int first = top + (height - (lines + 1) * lineHeight) / 2;
    placeFlow(flow, left, first, lines * lineHeight, colour, texts, nullptr);
    placeFlow(survivorsFlow(survivors), left, first + lines * lineHeight, lineHeight, colour, texts,
              nullptr);
}

std::vector<PaintedText> PlayerCard::texts(std::vector<QPoint> *doves) const
{
    std::vector<PaintedText> texts;
    const Rows rows = this->rows();
    const int right = width() - cardLayout.margin;

    // Row 1: the name and the program marker; the score on the right.
    const QFont small = smallFont();
    const QString vp = tr("VP");
    const int vpWidth = textWidth(small, vp);
    const QString score = QString::number(m_view.score);
    const int scoreWidth = textWidth(scoreFont(), score);
    texts.push_back({vp, small, QRect(right - vpWidth, rows.top, vpWidth, rows.nameHeight),
                     PanelStyle::muted()});
    texts.push_back({score, scoreFont(),
                     QRect(right - vpWidth - 4 - scoreWidth, rows.top, scoreWidth, rows.nameHeight),
                     PanelStyle::ink(), Qt::AlignRight | Qt::AlignVCenter});
    const int nameLeft = contentLeft + cardLayout.pawnIcon + cardLayout.gap;
    int nameRight = right - vpWidth - 4 - scoreWidth - 2 * cardLayout.gap;
    const QString tag = seatKindTag(m_view.controller);
    if (!tag.isEmpty()) {
        texts.push_back({tag, small, tagRect(), PanelStyle::muted(), Qt::AlignCenter});
        nameRight = tagRect().left() - cardLayout.gap;
    }
    texts.push_back({shownName(), nameFont(),
                     QRect(nameLeft, rows.top, std::max(0, nameRight - nameLeft), rows.nameHeight),
                     PanelStyle::ink()});

    if (rows.brief) {
        briefTexts(rows, texts);
        if (rows.peaceHeight > 0)
            placeFlow(peaceFlow(false), peaceLeft, rows.peaceTop, rows.peaceHeight,
                      PanelStyle::ink(), texts, doves);
        return texts;
    }
    // Rows 2 and 3: the active and the declining civilization, each beside its tiles.
    const int activeLeft = m_view.active ? rowTextLeft : contentLeft + 4;
    placeRow(activeFlow(false), m_view.activeSurvivors, activeLeft, rows.activeTop,
             rows.activeHeight, m_view.active ? PanelStyle::ink() : PanelStyle::muted(), texts);
    int declineLeft = contentLeft + 4;
    if (m_view.declining)
        declineLeft +=
            std::max(1, m_view.declining->count) * (cardLayout.tileSize + cardLayout.tileGap) + 4;
    placeRow(decliningFlow(false), m_view.decliningSurvivors, declineLeft, rows.declineTop,
             rows.declineHeight, m_view.declining ? PanelStyle::ink() : PanelStyle::muted(), texts);
    // Row 4, while a peace lasts: the dove and the names.
    if (rows.peaceHeight > 0)
        placeFlow(peaceFlow(false), peaceLeft, rows.peaceTop, rows.peaceHeight, PanelStyle::ink(),
                  texts, doves);
    return texts;
}

void PlayerCard::briefTexts(const Rows &rows, std::vector<PaintedText> &texts) const
{
    const int step = cardLayout.tileSize + cardLayout.tileGap;
    int tilesEnd = contentLeft + 4;
    if (m_view.declining)
        tilesEnd = declineLeft() + std::max(1, m_view.declining->count) * step;
    else if (m_view.active)
        tilesEnd += static_cast<int>(m_view.active->tiles().size()) * step;
    const int left = tilesEnd + (tilesEnd > contentLeft + 4 ? 4 : 0);
    const int room = width() - cardLayout.margin - left;
    // Only words that fit whole: the first line of the active civilization's parts (the pawns
    // in hand come first), or that there is none.
    PartsFlow flow = activeFlow(false);
    std::vector<PartsFlow::Line> lines = flow.lines(room);
    const auto fitsWhole = [room](const std::vector<PartsFlow::Line> &flowLines) {
        if (flowLines.empty() || flowLines.front().empty())
            return false;
        const PartsFlow::Placed &last = flowLines.front().back();
        return last.textLeft + last.textWidth <= room;
    };
    // The pawns Expand adds now without saying where they come from, rather than no count.
    if (!fitsWhole(lines) && m_view.active && !m_view.handReinforcements.empty()) {
        flow = PartsFlow(smallFont(), u" \u00b7 "_s, QStringList{handWords(m_view.hand, false)});
        lines = flow.lines(room);
    }
    if (!fitsWhole(lines))
        return;
    const int lineHeight = smallLineHeight();
    const int y = rows.activeTop + (rows.textHeight - lineHeight) / 2;
    for (const PartsFlow::Placed &placed : lines.front())
        texts.push_back({placed.text, smallFont(),
                         QRect(left + placed.textLeft, y, placed.textWidth, lineHeight),
                         m_view.active ? PanelStyle::ink() : PanelStyle::muted()});
}

QRect PlayerCard::tagRect() const
{
    const int right = width() - cardLayout.margin - scoreWidth(m_view.score) - 2 * cardLayout.gap;
    const Rows rows = this->rows();
    // As tall as its words: a fixed 17 px cut "Computer, normal" at Larger text (19 px, s43).
    const int height = std::min(rows.nameHeight, std::max(17, QFontMetrics(smallFont()).height()));
    return {right - tagWidth(), rows.top + (rows.nameHeight - height) / 2, tagWidth(), height};
}

void PlayerCard::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal ratio = devicePixelRatioF();
    const QRectF card = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const Rows rows = this->rows();

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
    // The player's line inside the colour, as along the provinces they hold: the card is its
    // legend (#27).
    QPainterPath edge;
    const qreal lineX = card.left() + cardLayout.accent - cardLayout.accentLine / 2;
    edge.moveTo(lineX, card.top());
    edge.lineTo(lineX, card.bottom());
    strokeHolderLine(painter, edge, m_view.index, cardLayout.accentLine, holderLineUnit);
    painter.restore();

    const int right = width() - cardLayout.margin;
    painter.drawPixmap(contentLeft, rows.top + (rows.nameHeight - cardLayout.pawnIcon) / 2,
                       TileArt::pawn(m_view.colour, cardLayout.pawnIcon, false, ratio));
    if (!seatKindTag(m_view.controller).isEmpty()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xE8DFD0));
        const QRect tag = tagRect();
        painter.drawRoundedRect(tag, tag.height() / 2.0, tag.height() / 2.0);
    }

    // Progress towards the victory target.
    if (m_view.victoryTarget > 0) {
        const int nameLeft = contentLeft + cardLayout.pawnIcon + cardLayout.gap;
        const QRectF track(nameLeft, rows.barTop, right - nameLeft, cardLayout.barHeight);
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

    for (const TileSpot &spot : tileSpots())
        painter.drawPixmap(spot.rect.topLeft(),
                           TileArt::tile(spot.kind, cardLayout.tileSize, ratio));
    if (m_view.declining && m_view.declining->count == 0) {
        // No tile stays in decline: the decline marker stands for the civilization.
        painter.drawPixmap(declineLeft(),
                           rows.declineTop + (rows.declineHeight - cardLayout.tileSize) / 2,
                           TileArt::symbol(u"decline"_s, cardLayout.tileSize, ratio));
    }
    // Brief, the declining tiles share the active ones' row: the marker says which they are.
    if (const QRect marker = briefDeclineMarker(); !marker.isEmpty())
        painter.drawPixmap(marker.topLeft(),
                           TileArt::symbol(u"decline"_s, cardLayout.tileSize, ratio));

    std::vector<QPoint> doves;
    for (const PaintedText &text : texts(&doves)) {
        painter.setFont(text.font);
        painter.setPen(text.colour);
        painter.drawText(text.rect, text.flags, text.text);
    }
    for (const QPoint &dove : doves)
        painter.drawPixmap(dove, TileArt::tile(TileKind::Diplomacy, cardLayout.doveSize, ratio));
}

void PlayerCard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Compact, the rows' height follows the width, and so does the size hint, which the layout
    // keeps as the card's greatest height (its vertical policy is Fixed) until told it changed:
    // narrowed as the text went from Larger back to Large, the German cards kept the height of
    // their wider width, their words cut (96 px for 112 px of rows, the s47 walk).
    const int before = event->oldSize().width();
    if (hasHeightForWidth() && before > 0 && before != width() &&
        rowsAt(before, m_density).height != rows().height)
        updateGeometry();
}

bool PlayerCard::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QString text = cardToolTip();
        // The dove, and the names after it: what the peace means (a dove beside "Player 2"
        // said nothing of itself, the s47 walk).
        if (peaceSpot().contains(help->pos()))
            text = u"<p style='white-space:pre'><b>%1</b></p><p>%2</p>"_s.arg(
                tileName(TileKind::Diplomacy, m_view.rules).toHtmlEscaped(),
                peaceWords().toHtmlEscaped());
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
    // The texts' widths change with the language and the font, and the card's with them.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        updateGeometry();
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleDescription();
    return QWidget::event(event);
}

void PlayerCard::updateAccessibleDescription()
{
    // A screen reader hears the name, then what the tooltip says below it, then what the eye
    // reads from the card's token: the colour and the shape of this player's.
    setAccessibleDescription(
        QTextDocumentFragment::fromHtml(cardToolTip()).toPlainText().section(u'\n', 1).trimmed() +
        u'\n' +
        tr("Tokens: %1, %2")
            .arg(playerColourName(playerColourIndex(m_view.colour)),
                 playerShapeName(playerShape(m_view.colour))));
}

QString PlayerCard::peaceWords() const
{
    return tr("At peace with %1 through Diplomacy (the dove): neither may attack the other's "
              "active empire until the next turn of the player who made the peace. Empires in "
              "decline may still be attacked.")
        .arg(QLocale().createSeparatedList(m_view.peaceWith));
}

QRect PlayerCard::peaceSpot() const
{
    QRect spot;
    if (m_view.peaceWith.isEmpty())
        return spot;
    std::vector<QPoint> doves;
    const std::vector<PaintedText> drawn = texts(&doves);
    for (const QPoint &dove : doves)
        spot |= QRect(dove, QSize(cardLayout.doveSize, cardLayout.doveSize));
    // The names beside the dove: the texts of the peace's row.
    const int peaceTop = rows().peaceTop;
    for (const PaintedText &text : drawn) {
        if (text.rect.top() >= peaceTop)
            spot |= text.rect;
    }
    return spot;
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
        text += u"<br>"_s + peaceWords().toHtmlEscaped();
    if (m_view.acting)
        text += u"<br><b>"_s +
                (m_view.current ? tr("It is this player's turn.")
                                : tr("This player is placing surviving pawns.")) +
                u"</b>"_s;
    return text + u"</p>"_s;
}

} // namespace vinci
