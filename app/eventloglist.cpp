#include "eventloglist.h"

#include "gamecontroller.h"

#include <QEvent>
#include <QLocale>

namespace vinci {

namespace {

QString language()
{
    const QString name = QLocale().name().left(2);
    return name == u"fr" || name == u"de" ? name : QStringLiteral("en");
}

} // namespace

EventLogList::EventLogList(GameController *controller, QWidget *parent)
    : QListWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("eventLog"));
    setWordWrap(true);
    setUniformItemSizes(false);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideNone);
    setStyleSheet(QStringLiteral("#eventLog { background: #FBF6EA; border: none; color: #2A1C12; }"
                                 "#eventLog::item { padding: 2px 4px; }"));
    connect(controller, &GameController::logReset, this, &EventLogList::reload);
    connect(controller, &GameController::eventsHappened, this, [this] { append(m_shown); });
    connect(controller, &GameController::aiMoved, this, &EventLogList::addExplanation);
}

void EventLogList::reload()
{
    clear();
    m_shown = 0;
    append(0);
}

void EventLogList::append(int from)
{
    if (!m_controller->hasGame())
        return;
    const auto &log = m_controller->eventLog();
    const ProvinceGraph &board = *m_controller->state().board;
    const QStringList names = m_controller->playerNames();
    const QString lang = language();
    for (int i = from; i < static_cast<int>(log.size()); ++i) {
        const LoggedEvent &entry = log[static_cast<std::size_t>(i)];
        auto *item = new QListWidgetItem(describeEvent(entry.event, board, names, lang));
        if (entry.event.kind == EventKind::TurnStarted) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
            item->setBackground(QColor(0xF1, 0xE6, 0xCC));
        }
        if (entry.event.player >= 0 &&
            entry.event.player < static_cast<int>(m_controller->seats().size())) {
            QPixmap dot(10, 10);
            dot.fill(m_controller->seat(entry.event.player).colour);
            item->setIcon(QIcon(dot));
        }
        addItem(item);
    }
    m_shown = static_cast<int>(log.size());
    scrollToBottom();
}

void EventLogList::addExplanation(int seat, const QString &explanation)
{
    if (explanation.isEmpty())
        return;
    auto *item = new QListWidgetItem(
        tr("%1 (computer): %2").arg(m_controller->seat(seat).name, explanation));
    QFont font = item->font();
    font.setItalic(true);
    item->setFont(font);
    item->setForeground(QColor(0x6B, 0x5D, 0x4C));
    addItem(item);
    scrollToBottom();
}

void EventLogList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        reload();
    QListWidget::changeEvent(event);
}

} // namespace vinci
