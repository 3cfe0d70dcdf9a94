#include "guide/guideoutline.h"

#include "panels/panelstyle.h"

#include <QPainter>

namespace vinci {

namespace {
constexpr int outlineMargin = 4;
constexpr int pen = 3;
} // namespace

GuideOutline::GuideOutline(QWidget *window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("guideOutline"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    m_follow.setInterval(200);
    connect(&m_follow, &QTimer::timeout, this, &GuideOutline::follow);
}

void GuideOutline::setTarget(QWidget *target)
{
    m_target = target;
    if (target)
        m_follow.start();
    else
        m_follow.stop();
    follow();
}

void GuideOutline::follow()
{
    QWidget *window = parentWidget();
    // A disabled control is not outlined: it cannot be pressed yet (Confirm and score before
    // the pawns are placed); the step's words say what comes first.
    if (!m_target || !m_target->isVisible() || !m_target->isEnabled() || !window) {
        hide();
        return;
    }
    // The part in sight only: the track's panel is taller than its scroll area at 768 pixels,
    // and outlined whole it went on down over the game log.
    QRect area(m_target->mapTo(window, QPoint(0, 0)), m_target->size());
    for (QWidget *up = m_target->parentWidget(); up && up != window; up = up->parentWidget())
        area &= QRect(up->mapTo(window, QPoint(0, 0)), up->size());
    if (area.isEmpty()) {
        hide();
        return;
    }
    const QRect wanted =
        area.adjusted(-outlineMargin, -outlineMargin, outlineMargin, outlineMargin);
    if (geometry() != wanted)
        setGeometry(wanted);
    show();
    raise();
}

void GuideOutline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(PanelStyle::gold(), pen));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(QRectF(rect()).adjusted(pen, pen, -pen, -pen), 6, 6);
}

} // namespace vinci
