#pragma once

class QTextStream;

namespace vinci {

/**
 * The progress of a long headless run (`vinci --simulate`), written to a stream. On a terminal
 * a bar redrawn in place ("\r[########......] 120/300"); into a file or a pipe, where every
 * redraw would stay, the bar on a line of its own at each tenth of the way and nothing between.
 */
class ProgressReport
{
public:
    /** Reports to `stream`, as a bar when it is a terminal (isTerminal()). */
    explicit ProgressReport(QTextStream &stream);
    ProgressReport(QTextStream &stream, bool terminal);

    /** Whether `stream` writes to a terminal (a QFile on one: the program's stderr at a prompt). */
    static bool isTerminal(const QTextStream &stream);

    /** `done` of `total` finished; called as often as the caller likes. */
    void show(int done, int total);
    /** Ends the bar's line, so that what follows starts on a line of its own. */
    void finish();

private:
    QTextStream &m_stream;
    bool m_terminal;
    int m_shown = -1; ///< the bar's count, or the tenth of the last line
};

} // namespace vinci
