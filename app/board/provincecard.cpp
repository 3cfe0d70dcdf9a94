#include "board/provincecard.h"

#include <QEvent>
#include <QStyle>
#include <QToolTip>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Space between the card and the province's name, in pixels. */
constexpr int cardGap = 18;
/** The widest the card gets, in average characters of its font: longer lines wrap. */
constexpr int widestInCharacters = 46;
/** The widest it gets as a share of the map's width, and the largest share of its area. */
constexpr qreal widestShareOfRoom = 0.45;
constexpr qreal largestShareOfRoom = 0.22;
/** A font step smaller each time it covers more, down to this share of the tooltip's font. */
constexpr qreal fontStep = 0.08;
constexpr qreal smallestFontScale = 0.76;

} // namespace

ProvinceCard::ProvinceCard(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(u"provinceCard"_s);
    // A tooltip's look: the style's own tooltip colours, font and frame.
    setPalette(QToolTip::palette());
    setAutoFillBackground(true);
    setFrameStyle(QFrame::Box | QFrame::Plain);
    setMargin(1 + style()->pixelMetric(QStyle::PM_ToolTipLabelFrameWidth, nullptr, this));
    setTextFormat(Qt::RichText);
    setWordWrap(false);
    // The pointer goes through it to the map underneath.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

void ProvinceCard::setDescription(const QString &html, bool tabProvinces)
{
    m_description = html;
    m_tabProvinces = tabProvinces;
    updateText();
}

void ProvinceCard::setRoom(const QSize &room)
{
    if (room == m_room)
        return;
    m_room = room;
    updateText();
}

void ProvinceCard::updateText()
{
    // Tab goes through the provinces that matter now, then on to the next control
    // (GameMapView::focusNextPrevChild): with none, straight out of the map. Escape puts the
    // card away (GameMapView::keyPressEvent): said, since nobody guessed it (the s44 walk).
    const QString keys = m_tabProvinces
                             ? tr("Enter: left click · Backspace: right click · Arrows: other "
                                  "provinces · Tab: the provinces you can act on · Esc: hide")
                             : tr("Enter: left click · Backspace: right click · Arrows: other "
                                  "provinces · Tab: leave the map · Esc: hide");
    setText(m_description + u"<p style='color:gray; margin-top:6px'><small>%1</small></p>"_s.arg(
                                keys.toHtmlEscaped()));
    // As wide as its lines, up to a width that keeps most of the map in sight: longer lines
    // wrap. On a small map, narrower still and, while it covers too much of the map, in a
    // smaller font, down to a floor that stays readable.
    const QFont tooltipFont = QToolTip::font();
    QSize size;
    for (int step = 0;; ++step) {
        const qreal scale = 1.0 - fontStep * step;
        QFont font = tooltipFont;
        if (tooltipFont.pointSizeF() > 0)
            font.setPointSizeF(tooltipFont.pointSizeF() * scale);
        else
            font.setPixelSize(std::max(1, qRound(tooltipFont.pixelSize() * scale)));
        setFont(font);
        int widest = fontMetrics().averageCharWidth() * widestInCharacters;
        if (!m_room.isEmpty())
            widest = std::min(widest, static_cast<int>(m_room.width() * widestShareOfRoom));
        size = sizeWrappedAt(widest);
        const qreal area = qreal(size.width()) * size.height();
        if (m_room.isEmpty() || area <= largestShareOfRoom * m_room.width() * m_room.height() ||
            scale - fontStep < smallestFontScale - 0.001)
            break;
    }
    resize(size);
}

QSize ProvinceCard::sizeWrappedAt(int widest)
{
    setWordWrap(false);
    const QSize size = sizeHint();
    if (size.width() <= widest)
        return size;
    // Never narrower than a line that may not wrap (the tooltip's lines without spaces).
    setWordWrap(true);
    const int width = std::max(widest, minimumSizeHint().width());
    return {width, heightForWidth(width)};
}

std::optional<QPoint> ProvinceCard::placeClearOf(const QRect &clear, const QRect &alsoClear) const
{
    const auto keepsClear = [&](const QRect &place) {
        return !place.intersects(clear) && !place.intersects(alsoClear);
    };
    const QRect room = parentWidget()->rect();
    const QSize size = this->size();
    // Right of it, left of it, below it, above it: the first wholly in view.
    const int middleY = clear.center().y() - size.height() / 2;
    const int middleX = clear.center().x() - size.width() / 2;
    const QRect places[] = {
        QRect(QPoint(clear.right() + cardGap, middleY), size),
        QRect(QPoint(clear.left() - cardGap - size.width(), middleY), size),
        QRect(QPoint(middleX, clear.bottom() + cardGap), size),
        QRect(QPoint(middleX, clear.top() - cardGap - size.height()), size),
    };
    for (QRect place : places) {
        // Slid along its side into view where that keeps it clear.
        place.moveLeft(std::clamp(place.left(), room.left(), room.right() - size.width() + 1));
        place.moveTop(std::clamp(place.top(), room.top(), room.bottom() - size.height() + 1));
        if (room.contains(place) && keepsClear(place))
            return place.topLeft();
    }
    // The corners, the one farthest from it first.
    const int farX =
        clear.center().x() < room.center().x() ? room.right() - size.width() + 1 : room.left();
    const int nearX = room.right() - size.width() + 1 + room.left() - farX;
    const int farY =
        clear.center().y() < room.center().y() ? room.bottom() - size.height() + 1 : room.top();
    const int nearY = room.bottom() - size.height() + 1 + room.top() - farY;
    for (const QPoint corner :
         {QPoint(farX, farY), QPoint(farX, nearY), QPoint(nearX, farY), QPoint(nearX, nearY)}) {
        if (keepsClear(QRect(corner, size)))
            return corner;
    }
    return std::nullopt;
}

void ProvinceCard::placeBeside(const QRect &clear, const QRect &province, const QRect &marked)
{
    const QWidget *host = parentWidget();
    if (!host)
        return;
    const QRect room = host->rect();
    const QSize size = this->size();
    if (size.width() > room.width() || size.height() > room.height()) {
        move(room.topLeft()); // a view smaller than the card: as much of it as fits
        return;
    }
    // Clear of the whole province where there is room for that (the s44 walk: the card hid
    // the province the cursor was on), else of its name and click point; clear of the province
    // a lesson marks first (the s46 walk: the card hid Thrace, which the step asks for).
    const QRect whole = clear.united(province & room);
    const QRect other = marked & room;
    for (const auto &[beside, also] :
         {std::pair{whole, other}, {clear, other}, {whole, QRect()}, {clear, QRect()}}) {
        if (const auto at = placeClearOf(beside, also)) {
            move(*at);
            return;
        }
    }
    // No side of the name has room: in the corner farthest from it.
    move(clear.center().x() < room.center().x() ? room.right() - size.width() + 1 : room.left(),
         clear.center().y() < room.center().y() ? room.bottom() - size.height() + 1 : room.top());
}

void ProvinceCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateText();
    QLabel::changeEvent(event);
}

} // namespace vinci
