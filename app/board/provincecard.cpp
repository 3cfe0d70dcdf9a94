#include "board/provincecard.h"

#include <QEvent>
#include <QSettings>
#include <QStyle>
#include <QToolTip>

#include <algorithm>
#include <tuple>
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
    m_keysKnown = QSettings().value(keysKnownKey(), false).toBool();
    hide();
}

QString ProvinceCard::keysKnownKey()
{
    return u"map/keysKnown"_s;
}

void ProvinceCard::setKeysKnown()
{
    if (m_keysKnown)
        return;
    m_keysKnown = true;
    QSettings().setValue(keysKnownKey(), true);
    updateText();
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
    // Once the person has acted with the keys, Tab and Esc only (setKeysKnown()).
    QString keys;
    if (m_keysKnown)
        keys = m_tabProvinces ? tr("Tab: the provinces you can act on · Esc: hide")
                              : tr("Tab: leave the map · Esc: hide");
    else
        keys = m_tabProvinces ? tr("Enter: left click · Backspace: right click · Arrows: other "
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

std::vector<QRect> ProvinceCard::placesBeside(const QRect &beside) const
{
    const QRect room = parentWidget()->rect();
    const QSize size = this->size();
    std::vector<QRect> places;
    // Right of it, left of it, below it, above it, each slid along its side into view.
    const int middleY = beside.center().y() - size.height() / 2;
    const int middleX = beside.center().x() - size.width() / 2;
    for (QRect place : {QRect(QPoint(beside.right() + cardGap, middleY), size),
                        QRect(QPoint(beside.left() - cardGap - size.width(), middleY), size),
                        QRect(QPoint(middleX, beside.bottom() + cardGap), size),
                        QRect(QPoint(middleX, beside.top() - cardGap - size.height()), size)}) {
        place.moveLeft(std::clamp(place.left(), room.left(), room.right() - size.width() + 1));
        place.moveTop(std::clamp(place.top(), room.top(), room.bottom() - size.height() + 1));
        places.push_back(place);
    }
    // The corners, the one farthest from it first.
    const int farX =
        beside.center().x() < room.center().x() ? room.right() - size.width() + 1 : room.left();
    const int nearX = room.right() - size.width() + 1 + room.left() - farX;
    const int farY =
        beside.center().y() < room.center().y() ? room.bottom() - size.height() + 1 : room.top();
    const int nearY = room.bottom() - size.height() + 1 + room.top() - farY;
    for (const QPoint corner :
         {QPoint(farX, farY), QPoint(farX, nearY), QPoint(nearX, farY), QPoint(nearX, nearY)})
        places.emplace_back(corner, size);
    return places;
}

void ProvinceCard::placeBeside(const QRect &clear, const QRect &province, const QRect &marked,
                               const std::vector<QRect> &inSight)
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
    // Never over the name and the click point. Then, most important first: clear of the
    // province a lesson marks (the s46 walk: the card hid Thrace, which the step asks for), of
    // the whole province where there is room for that (the s44 walk: the card hid the province
    // the cursor was on), of the provinces that can be acted on, nearest to the province.
    const QRect whole = clear.united(province & room);
    const QRect other = marked & room;
    std::optional<QRect> best;
    std::tuple<bool, bool, int> bestCost;
    for (const QRect &beside : {whole, clear}) {
        for (const QRect &place : placesBeside(beside)) {
            if (!room.contains(place) || place.intersects(clear))
                continue;
            const auto covered =
                std::count_if(inSight.begin(), inSight.end(),
                              [&place](const QRect &r) { return place.intersects(r); });
            const std::tuple<bool, bool, int> cost{place.intersects(other), place.intersects(whole),
                                                   static_cast<int>(covered)};
            if (!best || cost < bestCost) {
                best = place;
                bestCost = cost;
            }
        }
    }
    if (best) {
        move(best->topLeft());
        return;
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
