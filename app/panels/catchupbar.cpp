#include "panels/catchupbar.h"

#include "panels/actionmarks.h"
#include "session/catchup.h"
#include "session/gamecontroller.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

CatchUpBar::CatchUpBar(const CatchUp *catchUp, const GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_catchUp(catchUp)
    , m_controller(controller)
{
    setObjectName(u"catchUpBar"_s);
    m_skip = new QAction(this);
    m_skip->setObjectName(u"catchUpSkip"_s);
    m_skip->setShortcuts({QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Escape)});
    // Wherever the keyboard is in the window: the map, the log or the bar.
    m_skip->setShortcutContext(Qt::WindowShortcut);
    m_skip->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_skip->setEnabled(false);
    connect(m_skip, &QAction::triggered, this, &CatchUpBar::skipRequested);

    m_message = new QLabel(this);
    m_message->setObjectName(u"catchUpMessage"_s);
    QFont bold = m_message->font();
    bold.setBold(true);
    m_message->setFont(bold);
    // Over a narrow map (1024 pixels wide, the docks beside it) the words wrap, never cut.
    m_message->setWordWrap(true);
    m_where = new QLabel(this);
    m_where->setObjectName(u"catchUpWhere"_s);
    m_skipButton = new QToolButton(this);
    m_skipButton->setObjectName(u"catchUpSkipButton"_s);
    m_skipButton->setDefaultAction(m_skip);
    m_skipButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_message, 2);
    layout->addSpacing(12);
    layout->addWidget(m_where, 1);
    layout->addWidget(m_skipButton);
    if (parent)
        parent->installEventFilter(this);
    hide();
    retranslate();
}

void CatchUpBar::placeOverParent()
{
    QWidget *parent = parentWidget();
    if (!parent)
        return;
    // Over what a scroll area shows (its viewport), not over its scroll bars.
    QRect area = parent->rect();
    if (auto *scrollArea = qobject_cast<QAbstractScrollArea *>(parent))
        area = scrollArea->viewport()->geometry();
    const int height = hasHeightForWidth() ? heightForWidth(area.width()) : sizeHint().height();
    setGeometry(area.left(), area.top(), area.width(), std::max(height, sizeHint().height()));
    raise();
}

bool CatchUpBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && !isHidden())
        placeOverParent();
    return QWidget::eventFilter(watched, event);
}

void CatchUpBar::paintEvent(QPaintEvent *)
{
    // The window's own colour, nearly opaque: the map shows faintly through, the words read.
    QPainter painter(this);
    QColor background = palette().color(QPalette::Window);
    background.setAlpha(235);
    painter.fillRect(rect(), background);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(rect().bottomLeft(), rect().bottomRight());
}

void CatchUpBar::showCurrent()
{
    m_skip->setEnabled(m_catchUp->isActive());
    if (!m_catchUp->isActive()) {
        m_where->clear();
        hide();
        return;
    }
    if (isHidden()) {
        show();
        placeOverParent();
    }
    const MissedAction &shown = m_catchUp->current();
    const int actor = shown.highlight.player;
    const QString who = actor >= 0 && actor < static_cast<int>(m_controller->seats().size())
                            ? m_controller->seat(actor).name
                            : QString();
    //: The catch-up of missed turns: "Round 3 · Bruno · 4 of 12" (the action shown of all)
    m_where->setText(tr("Round %1 · %2 · %3 of %4")
                         .arg(shown.after.round)
                         .arg(who)
                         .arg(m_catchUp->index() + 1)
                         .arg(m_catchUp->count()));
}

void CatchUpBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CatchUpBar::retranslate()
{
    m_message->setText(tr("Showing the turns you missed — Space to skip"));
    m_message->setToolTip(actionMarksLegend());
    m_where->setToolTip(actionMarksLegend());
    m_skip->setText(tr("Skip"));
    m_skip->setToolTip(tr("Skip to your turn (Space or Escape)"));
    m_skipButton->setAccessibleName(tr("Skip to your turn"));
    showCurrent();
}

} // namespace vinci
