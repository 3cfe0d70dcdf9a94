#include "session/autosavedview.h"

#include "mapview.h"

#include <QEvent>
#include <QScrollBar>

namespace vinci {

namespace {

/** How long the view stays still before it is kept: a drag or a wheel's turn writes once. */
constexpr int settledMs = 1000;

} // namespace

AutosavedView::AutosavedView(MapView *view, std::function<void(const QJsonObject &)> keep)
    : QObject(view)
    , m_view(view)
    , m_keep(std::move(keep))
{
    m_settled.setSingleShot(true);
    m_settled.setInterval(settledMs);
    connect(&m_settled, &QTimer::timeout, this, [this] { m_keep(m_view->shown()); });
    // A zoom moves the scroll bars too (their range, their value).
    for (QScrollBar *bar : {m_view->horizontalScrollBar(), m_view->verticalScrollBar()}) {
        connect(bar, &QScrollBar::valueChanged, &m_settled, qOverload<>(&QTimer::start));
        connect(bar, &QScrollBar::rangeChanged, &m_settled, qOverload<>(&QTimer::start));
    }
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
}

void AutosavedView::resume(const QJsonObject &shown)
{
    m_resumed = shown;
    m_view->restoreShown(shown);
}

bool AutosavedView::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_resumed.isEmpty()) {
        switch (event->type()) {
        case QEvent::Resize:
            // After the layout's resize (a filter sees the event before the view does).
            if (watched == m_view->viewport())
                QMetaObject::invokeMethod(
                    this,
                    [this] {
                        if (!m_resumed.isEmpty())
                            m_view->restoreShown(m_resumed);
                    },
                    Qt::QueuedConnection);
            break;
        case QEvent::Wheel:
        case QEvent::MouseButtonPress:
        case QEvent::KeyPress:
            m_resumed = {};
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace vinci
