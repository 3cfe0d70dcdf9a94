#include "panels/gamelogpanel.h"

#include "game/pawnmoves.h"
#include "languageswitcher.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/playershapes.h"
#include "session/logsteps.h"
#include "session/seatkind.h"
#include "textsize.h"
#include "windowplacement.h"

#include <QEvent>
#include <QFocusFrame>
#include <QLabel>
#include <QPalette>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QVBoxLayout>
#include <QtMath>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

GameLogPanel::GameLogPanel(QWidget *parent)
    : QWidget(parent)
{
    m_title = PanelStyle::makeTitle(this);
    QVBoxLayout *layout = PanelStyle::makeColumn(this, {m_title});
    m_view = new QTextBrowser(this);
    m_view->setOpenLinks(false);
    m_view->setFrameShape(QFrame::StyledPanel);
    m_view->document()->setDocumentMargin(6);
    // Lines are rewritten as a step grows (one more pawn placed): nothing to undo, keep nothing.
    m_view->document()->setUndoRedoEnabled(false);
    layout->addWidget(m_view, 1);
    // The reader keeps their place, the newest line or the one at the top, as lines come and
    // the view changes size (a dock resized, the text size): after the window was laid out the
    // log was left a few lines over its newest one.
    QScrollBar *bar = m_view->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this] {
        if (!m_holdingPlace)
            rememberReadingPlace();
    });
    connect(bar, &QScrollBar::rangeChanged, this, [this] {
        if (!m_holdingPlace)
            restoreReadingPlace();
    });
    // Tab stops on the lines (a reader scrolls them by keys), but their frame draws no focus in
    // Fusion: one Tab after Undo the keyboard seemed lost (the s54 walk). A ring around them
    // while they have it, in the selection's colour as a field's focus (eventFilter()).
    m_ring = new QFocusFrame(this);
    QPalette ring = m_ring->palette();
    ring.setColor(QPalette::WindowText, ring.color(QPalette::Highlight));
    m_ring->setPalette(ring);
    m_ring->hide();
    // A new font lays the lines out again, the range shrinking for a while: held until then.
    m_view->installEventFilter(this);
    keepTwoLines();
    retranslate();
}

void GameLogPanel::keepTwoLines()
{
    // A scroll area's own least height (its scroll bars', some three lines at Normal) does not
    // shrink as the lines grow: beside the turn bar and the players at Larger text the docks'
    // column needed 2 pixels more than a 1366x768 screen at the scale factor 1.5 leaves (the
    // s46 check, in German). Three lines at Normal, two at Larger: as high as the scroll bars
    // were at Normal, where the players' cards and the log share the column as before.
    const int line = m_view->fontMetrics().lineSpacing();
    const int normalLine = qCeil(line / TextSize::factor());
    const int margins = 2 * qCeil(m_view->document()->documentMargin()) + 2 * m_view->frameWidth();
    // One line on a low screen, where the lesson's bar takes the room (isLowScreen()).
    const int least = isLowScreen(*this) ? line : std::max(2 * line, 3 * normalLine);
    m_view->setMinimumHeight(least + margins);
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

namespace {

/** The background of the replay viewer's current action's lines: a light amber. */
const QColor markColour(0xFF, 0xE3, 0x9A);

} // namespace

void GameLogPanel::setEntries(const std::vector<LoggedEvent> &entries)
{
    m_entries = entries;
    rebuild();
}

void GameLogPanel::appendEntries(const std::vector<LoggedEvent> &entries)
{
    // The new entries may continue the last step (one more pawn of a reorganization): its lines
    // are written again with them.
    std::size_t from = m_entries.size();
    bool rewritesToldStep = false; // the step written again was told already: not again
    if (!m_steps.empty()) {
        from = m_steps.back().step.begin;
        rewritesToldStep = !m_steps.back().step.pawnMoves;
        QTextCursor cursor(m_view->document());
        cursor.setPosition(m_steps.back().position);
        cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        m_steps.pop_back();
    }
    m_entries.insert(m_entries.end(), entries.begin(), entries.end());
    std::vector<std::vector<Line>> written;
    writeSteps(from, &written);
    scrollToBottom();
    QStringList finished;
    QStringList growing;
    for (std::size_t i = rewritesToldStep ? 1 : 0; i < written.size(); ++i) {
        // Only pawn moves join a step already written (logSteps).
        const bool last = i + 1 == written.size();
        QStringList &lines = last && m_steps.back().step.pawnMoves ? growing : finished;
        for (const Line &line : written[i]) {
            if (line.style != LineStyle::Explanation && !line.plain.isEmpty())
                lines << line.plain;
        }
    }
    if (!finished.isEmpty() || !growing.isEmpty())
        emit linesAdded(finished, growing);
}

void GameLogPanel::appendEvents(const std::vector<GameEvent> &events)
{
    std::vector<LoggedEvent> entries;
    entries.reserve(events.size());
    for (const GameEvent &event : events)
        entries.push_back({event});
    appendEntries(entries);
}

void GameLogPanel::clear()
{
    m_entries.clear();
    m_steps.clear();
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

bool GameLogPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::FocusIn)
        m_ring->setWidget(m_view);
    if (watched == m_view && event->type() == QEvent::FocusOut)
        m_ring->setWidget(nullptr);
    // Before the browser lays its lines out in the new font: the scroll bar's range shrank
    // meanwhile and took the reader back to the first line (the s41 walk, Larger text).
    if (watched == m_view && event->type() == QEvent::FontChange)
        keepTwoLines();
    if (watched == m_view && event->type() == QEvent::FontChange && !m_holdingPlace) {
        m_holdingPlace = true;
        QTimer::singleShot(0, this, [this] {
            m_holdingPlace = false;
            restoreReadingPlace();
        });
    }
    return QWidget::eventFilter(watched, event);
}

void GameLogPanel::rememberReadingPlace()
{
    const QScrollBar *bar = m_view->verticalScrollBar();
    m_readingAtEnd = bar->value() >= bar->maximum();
    m_readingAt = m_view->cursorForPosition(QPoint(0, 0)).block().position();
}

void GameLogPanel::restoreReadingPlace()
{
    m_holdingPlace = true;
    QScrollBar *bar = m_view->verticalScrollBar();
    if (m_readingAtEnd) {
        bar->setValue(bar->maximum());
    } else {
        QTextCursor cursor(m_view->document());
        cursor.setPosition(std::min(m_readingAt, m_view->document()->characterCount() - 1));
        cursor.movePosition(QTextCursor::StartOfBlock);
        bar->setValue(bar->value() + m_view->cursorRect(cursor).top());
    }
    m_holdingPlace = false;
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

GameLogPanel::Line GameLogPanel::reasonLine(int player, const AiReason &reason) const
{
    const QString text = describeReason(reason, *m_board, playerNames(), uiLanguage(), m_rules);
    if (text.isEmpty())
        return {LineStyle::Explanation, {}, {}};
    QString who = playerName(player);
    if (player >= 0 && static_cast<std::size_t>(player) < m_seats.size())
        who +=
            u" ("_s + seatKindLabel(m_seats[static_cast<std::size_t>(player)].controller) + u")"_s;
    const QString thinks = tr("%1 thinks: %2").arg(who, text);
    return {LineStyle::Explanation, u"\u2192 %1"_s.arg(thinks.toHtmlEscaped()), thinks};
}

QString GameLogPanel::swatch(int player) const
{
    // The player's shape in their colour (playerShape()): colour is not the only cue.
    const QColor colour = colourOf(player);
    return u"<span style='color:%1'>%2</span>&nbsp;"_s.arg(
        colour.name(), player >= 0 ? playerShapeCharacter(playerShape(colour)) : u"\u25a0"_s);
}

GameLogPanel::Line GameLogPanel::eventLine(const GameEvent &event) const
{
    const QString plain = describeEvent(event, *m_board, playerNames(), uiLanguage(), m_rules);
    const QString text = plain.toHtmlEscaped();
    switch (event.kind) {
    case EventKind::TurnStarted:
        return {LineStyle::TurnHeader, swatch(event.player) + text, plain};
    case EventKind::GameEnded:
        return {LineStyle::GameEnd, u"\u2605 "_s + text, plain};
    default:
        return {LineStyle::Normal, swatch(event.player) + text, plain};
    }
}

std::vector<GameLogPanel::Line> GameLogPanel::linesOf(const LogStep &step) const
{
    if (!m_board)
        return {};
    if (!step.pawnMoves) {
        const LoggedEvent &entry = m_entries[step.begin];
        if (const LoggedReason *reason = entry.reason())
            return {reasonLine(reason->player, reason->reason)};
        return {eventLine(*entry.event())};
    }
    // A seat's pawn moves of one step: its reasons said once, then what it did as a whole.
    std::vector<AiReason> reasons;
    int reasoning = -1;
    PawnMoves moves;
    const GameEvent *onlyMove = nullptr;
    for (std::size_t i = step.begin; i < step.end; ++i) {
        if (const LoggedReason *reason = m_entries[i].reason()) {
            reasons.push_back(reason->reason);
            reasoning = reason->player;
        } else if (const GameEvent *event = m_entries[i].event()) {
            moves.add(*event);
            onlyMove = event;
        }
    }
    std::vector<Line> lines;
    if (!reasons.empty())
        lines.push_back(reasonLine(reasoning, mergeRepeatedMoves(reasons)));
    if (moves.eventCount() == 1) {
        lines.push_back(eventLine(*onlyMove));
    } else {
        const QString text = moves.describe(*m_board, playerNames(), uiLanguage());
        if (!text.isEmpty())
            lines.push_back(
                {LineStyle::Normal, swatch(moves.player()) + text.toHtmlEscaped(), text});
    }
    return lines;
}

void GameLogPanel::writeSteps(std::size_t from, std::vector<std::vector<Line>> *written)
{
    for (const LogStep &step : logSteps(m_entries, from)) {
        m_steps.push_back({step, m_view->document()->characterCount() - 1});
        const std::vector<Line> lines = linesOf(step);
        for (const Line &line : lines)
            writeLine(line);
        if (written)
            written->push_back(lines);
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
    m_steps.clear();
    writeSteps(0);
    markLastStep();
    scrollToBottom();
}

void GameLogPanel::setLastStepMarked(bool marked)
{
    if (marked == m_markLast)
        return;
    m_markLast = marked;
    rebuild();
}

QTextCursor GameLogPanel::lastStepLines() const
{
    // A step's first line is the block after its position (writeLine() inserts a block there),
    // except for the document's first line.
    const int position = m_steps.back().position;
    QTextCursor cursor(m_view->document());
    cursor.setPosition(position == 0 ? 0 : position + 1);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    return cursor;
}

void GameLogPanel::markLastStep()
{
    if (!m_markLast || m_steps.empty())
        return;
    QTextCursor cursor = lastStepLines();
    QTextBlockFormat marked;
    marked.setBackground(markColour);
    cursor.mergeBlockFormat(marked);
}

QString GameLogPanel::markedText() const
{
    // The lines as they are shown: those with the mark's background.
    QStringList lines;
    for (QTextBlock block = m_view->document()->begin(); block.isValid(); block = block.next()) {
        // Worded as toPlainText() words them (plainText()): no-break spaces as spaces.
        if (block.blockFormat().background().color() == markColour)
            lines.append(block.text().replace(QChar::Nbsp, u' '));
    }
    return lines.join(u'\n');
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
