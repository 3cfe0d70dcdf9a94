#include "panels/replaytimeline.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace vinci {

namespace {

constexpr int roundLabelHeight = 14;
constexpr int stripHeight = 14;
constexpr int timelineMargin = 6;

} // namespace

int turnInRound(const std::vector<TurnSpan> &turns, int index)
{
    int place = 1;
    for (int i = index - 1; i >= 0 && turns[static_cast<std::size_t>(i)].round ==
                                          turns[static_cast<std::size_t>(index)].round;
         --i)
        ++place;
    return place;
}

ReplayTimeline::ReplayTimeline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("replayTimeline"));
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ReplayTimeline::setTurns(std::vector<TurnSpan> turns, std::vector<QColor> colours)
{
    m_turns = std::move(turns);
    m_colours = std::move(colours);
    update();
}

void ReplayTimeline::setPosition(int position, int actionCount)
{
    m_position = position;
    m_actionCount = actionCount;
    update();
}

QSize ReplayTimeline::sizeHint() const
{
    return {400, roundLabelHeight + stripHeight + 2 * timelineMargin};
}

QSize ReplayTimeline::minimumSizeHint() const
{
    return {120, sizeHint().height()};
}

QRectF ReplayTimeline::strip() const
{
    return QRectF(timelineMargin, timelineMargin + roundLabelHeight,
                  std::max(1, width() - 2 * timelineMargin), stripHeight);
}

qreal ReplayTimeline::turnWidth() const
{
    return m_turns.empty() ? 0 : strip().width() / static_cast<qreal>(m_turns.size());
}

int ReplayTimeline::turnAt(int x) const
{
    if (m_turns.empty())
        return -1;
    const int index = static_cast<int>((x - strip().left()) / turnWidth());
    return std::clamp(index, 0, static_cast<int>(m_turns.size()) - 1);
}

QPoint ReplayTimeline::turnCentre(int index) const
{
    const QRectF band = strip();
    return QPointF(band.left() + (index + 0.5) * turnWidth(), band.center().y()).toPoint();
}

void ReplayTimeline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF band = strip();
    painter.fillRect(band, palette().color(QPalette::Mid));
    if (m_turns.empty())
        return;
    const qreal step = turnWidth();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    const QFontMetricsF metrics(small);
    qreal lastLabelEnd = -1e9;
    for (std::size_t i = 0; i < m_turns.size(); ++i) {
        const TurnSpan &turn = m_turns[i];
        const QRectF cell(band.left() + static_cast<qreal>(i) * step, band.top(), step,
                          band.height());
        const auto player = static_cast<std::size_t>(turn.player);
        QColor colour =
            player < m_colours.size() ? m_colours[player] : palette().color(QPalette::Mid);
        // Turns not played yet are shown faded.
        if (turn.firstAction >= m_position && m_position < m_actionCount)
            colour.setAlpha(90);
        painter.fillRect(cell.adjusted(0, 0, step > 3 ? -1 : 0, 0), colour);
        if (i == 0 || m_turns[i - 1].round != turn.round) {
            painter.setPen(QPen(palette().color(QPalette::WindowText), 1.5));
            painter.drawLine(QPointF(cell.left(), band.top() - 4),
                             QPointF(cell.left(), band.bottom()));
            const QString label = QString::number(turn.round);
            // A round's number where there is room for it (the first always).
            if (cell.left() >= lastLabelEnd) {
                painter.drawText(QPointF(cell.left() + 2, band.top() - 4 - metrics.descent()),
                                 label);
                lastLabelEnd = cell.left() + metrics.horizontalAdvance(label) + 6;
            }
        }
    }
    // The marker: where the shown action lies within its turn.
    qreal x = band.right();
    if (m_position < m_actionCount) {
        const auto turn = std::find_if(m_turns.begin(), m_turns.end(), [this](const TurnSpan &t) {
            return m_position <= t.lastAction;
        });
        if (turn != m_turns.end()) {
            const auto index = static_cast<qreal>(turn - m_turns.begin());
            const qreal within = static_cast<qreal>(m_position - turn->firstAction) /
                                 static_cast<qreal>(turn->lastAction - turn->firstAction + 1);
            x = band.left() + (index + std::max(0.0, within)) * step;
        }
    }
    const QColor marker = palette().color(QPalette::Highlight);
    painter.setPen(QPen(palette().color(QPalette::Base), 4));
    painter.drawLine(QPointF(x, band.top() - 2), QPointF(x, band.bottom() + 2));
    painter.setPen(QPen(marker, 2));
    painter.drawLine(QPointF(x, band.top() - 2), QPointF(x, band.bottom() + 2));
    QPolygonF head;
    head << QPointF(x - 5, band.bottom() + 6) << QPointF(x + 5, band.bottom() + 6)
         << QPointF(x, band.bottom() + 1);
    painter.setBrush(marker);
    painter.setPen(Qt::NoPen);
    painter.drawPolygon(head);
}

void ReplayTimeline::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_turns.empty())
        return QWidget::mousePressEvent(event);
    m_pressedTurn = turnAt(event->position().toPoint().x());
    emit turnClicked(m_pressedTurn);
}

void ReplayTimeline::mouseMoveEvent(QMouseEvent *event)
{
    // A drag along the strip scrubs through the turns.
    if (!(event->buttons() & Qt::LeftButton) || m_turns.empty())
        return QWidget::mouseMoveEvent(event);
    const int turn = turnAt(event->position().toPoint().x());
    if (turn != m_pressedTurn) {
        m_pressedTurn = turn;
        emit turnClicked(turn);
    }
}

bool ReplayTimeline::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && !m_turns.empty()) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = turnAt(help->pos().x());
        const TurnSpan &turn = m_turns[static_cast<std::size_t>(index)];
        QToolTip::showText(help->globalPos(),
                           tr("Round %1, turn %2: click to watch it from its start")
                               .arg(turn.round)
                               .arg(turnInRound(m_turns, index)),
                           this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace vinci
