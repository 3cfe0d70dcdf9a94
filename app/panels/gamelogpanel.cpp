#include "panels/gamelogpanel.h"

#include "languageswitcher.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "session/seatkind.h"

#include <QEvent>
#include <QLabel>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vinci {

GameLogPanel::GameLogPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);
    m_title = PanelStyle::makeTitle(this);
    layout->addWidget(m_title);
    m_view = new QTextBrowser(this);
    m_view->setOpenLinks(false);
    m_view->setFrameShape(QFrame::StyledPanel);
    m_view->document()->setDocumentMargin(6);
    layout->addWidget(m_view, 1);
    retranslate();
}

void GameLogPanel::setBoard(std::shared_ptr<const ProvinceGraph> board, RuleSetId rules)
{
    m_board = std::move(board);
    m_rules = rules;
    rebuild();
}

void GameLogPanel::setSeats(const std::vector<SeatSetup> &seats)
{
    m_seats = seats;
    rebuild();
}

void GameLogPanel::setEntries(const std::vector<LoggedEvent> &entries)
{
    m_entries = entries;
    rebuild();
}

void GameLogPanel::appendEntries(const std::vector<LoggedEvent> &entries)
{
    for (const LoggedEvent &entry : entries) {
        m_entries.push_back(entry);
        writeLine(lineOf(entry));
    }
    scrollToBottom();
}

void GameLogPanel::appendEvents(const std::vector<GameEvent> &events)
{
    std::vector<LoggedEvent> entries;
    for (const GameEvent &event : events)
        entries.push_back({event});
    appendEntries(entries);
}

void GameLogPanel::clear()
{
    m_entries.clear();
    m_view->clear();
}

QString GameLogPanel::plainText() const
{
    return m_view->toPlainText();
}

void GameLogPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString GameLogPanel::playerName(int player) const
{
    if (player >= 0 && static_cast<std::size_t>(player) < m_seats.size())
        return m_seats[static_cast<std::size_t>(player)].name;
    return defaultSeatName(player);
}

QColor GameLogPanel::colourOf(int player) const
{
    if (player >= 0 && static_cast<std::size_t>(player) < m_seats.size())
        return m_seats[static_cast<std::size_t>(player)].colour;
    return player >= 0 ? playerColour(player) : neutralPawnColour();
}

QStringList GameLogPanel::playerNames() const
{
    QStringList names;
    for (int seat = 0; seat < static_cast<int>(m_seats.size()); ++seat)
        names << playerName(seat);
    return names;
}

GameLogPanel::Line GameLogPanel::lineOf(const LoggedEvent &entry) const
{
    if (!m_board)
        return {LineStyle::Normal, {}};
    if (const LoggedReason *reason = entry.reason()) {
        const QString text =
            describeReason(reason->reason, *m_board, playerNames(), uiLanguage(), m_rules);
        if (text.isEmpty())
            return {LineStyle::Explanation, {}};
        QString who = playerName(reason->player);
        if (reason->player >= 0 && static_cast<std::size_t>(reason->player) < m_seats.size())
            who += u" ("_s +
                   seatKindLabel(m_seats[static_cast<std::size_t>(reason->player)].controller) +
                   u")"_s;
        return {LineStyle::Explanation,
                u"\u2192 %1"_s.arg(tr("%1 thinks: %2").arg(who, text).toHtmlEscaped())};
    }
    const GameEvent &event = *entry.event();
    const QString swatch =
        u"<span style='color:%1'>\u25a0</span>&nbsp;"_s.arg(colourOf(event.player).name());
    const QString text =
        describeEvent(event, *m_board, playerNames(), uiLanguage(), m_rules).toHtmlEscaped();
    switch (event.kind) {
    case EventKind::TurnStarted:
        return {LineStyle::TurnHeader, swatch + text};
    case EventKind::GameEnded:
        return {LineStyle::GameEnd, u"\u2605 "_s + text};
    default:
        return {LineStyle::Normal, swatch + text};
    }
}

void GameLogPanel::writeLine(const Line &line)
{
    if (line.html.isEmpty())
        return;
    // Block formats are set through the cursor: HTML inserted into a document keeps the text's
    // styles but drops a paragraph's background and margins.
    QTextBlockFormat block;
    block.setLeftMargin(16);
    block.setTextIndent(-16);
    block.setTopMargin(1);
    block.setBottomMargin(1);
    QTextCharFormat chars;
    switch (line.style) {
    case LineStyle::TurnHeader:
        block.setBackground(QColor(0xF3EAD9));
        block.setTopMargin(6);
        chars.setFontWeight(QFont::Bold);
        break;
    case LineStyle::GameEnd:
        block.setTopMargin(6);
        chars.setFontWeight(QFont::Bold);
        break;
    case LineStyle::Explanation:
        block.setLeftMargin(28);
        chars.setForeground(PanelStyle::muted());
        chars.setFontItalic(true);
        break;
    case LineStyle::Normal:
        break;
    }
    QTextCursor cursor(m_view->document());
    cursor.movePosition(QTextCursor::End);
    if (m_view->document()->isEmpty())
        cursor.setBlockFormat(block);
    else
        cursor.insertBlock(block);
    cursor.setCharFormat(chars);
    cursor.insertHtml(u"<span style='%1'>%2</span>"_s.arg(
        line.style == LineStyle::TurnHeader || line.style == LineStyle::GameEnd
            ? u"font-weight:bold"_s
        : line.style == LineStyle::Explanation ? u"font-style:italic; color:#6b5a48"_s
                                               : QString(),
        line.html));
}

void GameLogPanel::rebuild()
{
    m_view->clear();
    for (const LoggedEvent &entry : m_entries)
        writeLine(lineOf(entry));
    scrollToBottom();
}

void GameLogPanel::retranslate()
{
    m_title->setText(tr("Game log"));
    m_view->setPlaceholderText(tr("What happens in the game is written here."));
    rebuild();
}

void GameLogPanel::scrollToBottom()
{
    m_view->moveCursor(QTextCursor::End);
    m_view->ensureCursorVisible();
    QScrollBar *bar = m_view->verticalScrollBar();
    bar->setValue(bar->maximum());
}

} // namespace vinci
