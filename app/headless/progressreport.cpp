#include "headless/progressreport.h"

#include <QFile>
#include <QTextStream>

#include <algorithm>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

bool isTerminalHandle(int handle)
{
#ifdef Q_OS_WIN
    return _isatty(handle) != 0;
#else
    return isatty(handle) != 0;
#endif
}

/** "[########................................] 60/300" */
QString bar(int done, int total)
{
    constexpr int width = 40;
    const int filled = total > 0 ? std::clamp(width * done / total, 0, width) : width;
    return u"[%1%2] %3/%4"_s.arg(QString(filled, u'#'), QString(width - filled, u'.'))
        .arg(done)
        .arg(total);
}

} // namespace

ProgressReport::ProgressReport(QTextStream &stream)
    : ProgressReport(stream, isTerminal(stream))
{}

ProgressReport::ProgressReport(QTextStream &stream, bool terminal)
    : m_stream(stream)
    , m_terminal(terminal)
{}

bool ProgressReport::isTerminal(const QTextStream &stream)
{
    // QTextStream(stderr) writes through a QFile opened on the handle; a string has no device.
    const auto *file = qobject_cast<const QFile *>(stream.device());
    return file && file->handle() >= 0 && isTerminalHandle(file->handle());
}

void ProgressReport::show(int done, int total)
{
    if (m_terminal) {
        if (done == m_shown)
            return;
        m_shown = done;
        m_stream << '\r' << bar(done, total) << Qt::flush;
        return;
    }
    // The same bar, a line per tenth reached: ten lines for any number of games.
    const int tenth = total > 0 ? 10 * done / total : 10;
    if (done <= 0 || tenth <= m_shown)
        return;
    m_shown = tenth;
    m_stream << bar(done, total) << Qt::endl;
}

void ProgressReport::finish()
{
    if (m_terminal && m_shown >= 0)
        m_stream << Qt::endl;
}

} // namespace vinci
