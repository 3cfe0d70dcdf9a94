#include "board/provincecard.h"

#include <QEvent>
#include <QStyle>
#include <QToolTip>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Space between the card and the province's name, in pixels. */
constexpr int gap = 18;
/** The widest the card gets, in average characters of its font: longer lines wrap. */
constexpr int widestInCharacters = 46;

} // namespace

ProvinceCard::ProvinceCard(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(u"provinceCard"_s);
    // A tooltip's look: the style's own tooltip colours, font and frame.
    setPalette(QToolTip::palette());
    setFont(QToolTip::font());
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

void ProvinceCard::updateText()
{
    // Tab goes through the provinces that matter now, then on to the next control
    // (GameMapView::focusNextPrevChild): with none, straight out of the map.
    const QString keys = m_tabProvinces
                             ? tr("Enter: left click · Backspace: right click · Arrows: other "
                                  "provinces · Tab: the provinces you can act on")
                             : tr("Enter: left click · Backspace: right click · Arrows: other "
                                  "provinces · Tab: leave the map");
    setText(m_description + u"<p style='color:gray; margin-top:6px'><small>%1</small></p>"_s.arg(
                                keys.toHtmlEscaped()));
    // As wide as its lines, up to a width that keeps most of the map in sight: longer lines
    // wrap, but never narrower than a line that may not (the tooltip's lines without spaces
    // to break at).
    setWordWrap(false);
    QSize size = sizeHint();
    const int widest = fontMetrics().averageCharWidth() * widestInCharacters;
    if (size.width() > widest) {
        setWordWrap(true);
        const int width = std::max(widest, minimumSizeHint().width());
        size = QSize(width, heightForWidth(width));
    }
    resize(size);
}

void ProvinceCard::placeBeside(const QRect &clear)
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
    // Right of the name, left of it, below it, above it: the first wholly in view.
    const int middleY = clear.center().y() - size.height() / 2;
    const int middleX = clear.center().x() - size.width() / 2;
    const QRect places[] = {
        QRect(QPoint(clear.right() + gap, middleY), size),
        QRect(QPoint(clear.left() - gap - size.width(), middleY), size),
        QRect(QPoint(middleX, clear.bottom() + gap), size),
        QRect(QPoint(middleX, clear.top() - gap - size.height()), size),
    };
    for (QRect place : places) {
        // Slid along its side into view where that keeps it clear of the name.
        place.moveLeft(std::clamp(place.left(), room.left(), room.right() - size.width() + 1));
        place.moveTop(std::clamp(place.top(), room.top(), room.bottom() - size.height() + 1));
        if (room.contains(place) && !place.intersects(clear)) {
            move(place.topLeft());
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
