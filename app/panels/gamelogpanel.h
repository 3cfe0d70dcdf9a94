#pragma once

#include "game/gameevent.h"
#include "session/loggedevent.h"
#include "session/logsteps.h"
#include "session/newgamesetup.h"

#include <QTextCursor>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QFocusFrame;
class QTextBrowser;

namespace vinci {

/**
 * The game log: what happened (the engine's events, worded by describeEvent() in the interface
 * language), newest at the bottom, each turn under a header in its player's colour; and, in a
 * quieter style, why a program player chose what it did (its reason, worded by
 * describeReason()). A seat's pawn moves of one step (a reorganization, a redeploy) read as one
 * line with their reasons said once (`logSteps`). It keeps the lines as data: switching
 * language rewrites all of it.
 */
class GameLogPanel : public QWidget
{
    Q_OBJECT

public:
    explicit GameLogPanel(QWidget *parent = nullptr);

    /** The game's board and rule set (which names the tiles: Legions under Online 2013). */
    void setBoard(std::shared_ptr<const ProvinceGraph> board, RuleSetId rules);
    /** Names and colours of the seats. */
    void setSeats(const std::vector<SeatSetup> &seats);

    /** Shows these lines instead of those it had (the controller's eventLog()). */
    void setEntries(const std::vector<LoggedEvent> &entries);
    /** Adds lines at the end (the controller's logExtended()). */
    void appendEntries(const std::vector<LoggedEvent> &entries);
    /** Adds events at the end. */
    void appendEvents(const std::vector<GameEvent> &events);
    /** Forgets everything (a new game). */
    void clear();

    /**
     * Marks the lines of the last step (the replay viewer's current action) with a background,
     * now and whenever the log is written again; false removes the mark.
     */
    void setLastStepMarked(bool marked);
    /** The text of the marked lines; empty when nothing is marked. */
    QString markedText() const;

    /** How many lines the log holds, and its text (for tests and copying). */
    int entryCount() const { return static_cast<int>(m_entries.size()); }
    QString plainText() const;

signals:
    /**
     * What appendEntries() wrote, as plain text, without the computer seats' reasons (they
     * stay in the log): what a screen reader is told (Announcer::tellLog). `finished`: the lines
     * of the steps that can no longer change, in order (a step that grew meanwhile and is now
     * followed by another, written whole again); `growing`: the lines of the last step while
     * more pawn moves may join it (a reorganization, pawn by pawn).
     */
    void linesAdded(const QStringList &finished, const QStringList &growing);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The view's least height: two lines at Larger text, three at Normal (keepTwoLines()). */
    void keepTwoLines();

    enum class LineStyle
    {
        Normal,
        TurnHeader,
        GameEnd,
        Explanation
    };
    struct Line
    {
        LineStyle style;
        QString html;
        QString plain; ///< the words alone, without the player's colour mark
    };

    /** Where a step's lines begin in the document, to write them again when it grows. */
    struct WrittenStep
    {
        LogStep step;
        int position = 0;
    };

    Line reasonLine(int player, const AiReason &reason) const;
    Line eventLine(const GameEvent &event) const;
    QString swatch(int player) const;
    /** A step's lines: an entry's, or a seat's moves (its reasons said once, then the moves). */
    std::vector<Line> linesOf(const LogStep &step) const;
    /** Writes the steps of the entries from `from` (the beginning of a step) on. */
    void writeSteps(std::size_t from, std::vector<std::vector<Line>> *written = nullptr);
    void writeLine(const Line &line);
    QString playerName(int player) const;
    QColor colourOf(int player) const;
    QStringList playerNames() const;
    void rebuild();
    void retranslate();
    void scrollToBottom();
    /** Where the reader is: at the newest line, or which line is at the top. */
    void rememberReadingPlace();
    /** Back there: the lines were laid out again (a new font, width or line). */
    void restoreReadingPlace();
    void markLastStep();
    /** The last step's lines selected. @pre a step is written */
    QTextCursor lastStepLines() const;

    QLabel *m_title = nullptr;
    QTextBrowser *m_view = nullptr;
    QFocusFrame *m_ring = nullptr; ///< around the lines while they have the keyboard
    std::shared_ptr<const ProvinceGraph> m_board;
    RuleSetId m_rules = RuleSetId::Classic;
    std::vector<SeatSetup> m_seats;
    std::vector<LoggedEvent> m_entries;
    std::vector<WrittenStep> m_steps;
    bool m_markLast = false;
    bool m_readingAtEnd = true;  ///< rememberReadingPlace(): at the newest line
    int m_readingAt = 0;         ///< rememberReadingPlace(): where the top line begins
    bool m_holdingPlace = false; ///< the scroll bar's moves are not the reader's
};

} // namespace vinci
