#include "session/catchup.h"

using namespace Qt::StringLiterals;

namespace vinci {

int CatchUp::intervalOf(Pace pace)
{
    // Long enough at Slow to read the log line beside each; Fast still shows where each went.
    switch (pace) {
    case Pace::Off:
        return 0;
    case Pace::Slow:
        return 2000;
    case Pace::Normal:
        return 1000;
    case Pace::Fast:
        return 400;
    }
    return 1000;
}

QString CatchUp::keyOf(Pace pace)
{
    switch (pace) {
    case Pace::Off:
        return u"off"_s;
    case Pace::Slow:
        return u"slow"_s;
    case Pace::Normal:
        return u"normal"_s;
    case Pace::Fast:
        return u"fast"_s;
    }
    return u"normal"_s;
}

CatchUp::Pace CatchUp::paceOf(const QString &key)
{
    for (const Pace pace : {Pace::Off, Pace::Slow, Pace::Normal, Pace::Fast}) {
        if (keyOf(pace) == key)
            return pace;
    }
    return Pace::Normal;
}

CatchUp::CatchUp(QObject *parent)
    : QObject(parent)
{
    m_clock.setSingleShot(true);
    connect(&m_clock, &QTimer::timeout, this, &CatchUp::advance);
}

void CatchUp::setPace(Pace pace)
{
    m_pace = pace;
    if (pace == Pace::Off)
        skip();
}

bool CatchUp::start(std::vector<MissedAction> missed, int seat)
{
    skip();
    if (missed.empty() || m_pace == Pace::Off)
        return false;
    m_missed = std::move(missed);
    m_seat = seat;
    m_index = 0;
    if (!m_held)
        m_clock.start(intervalOf(m_pace));
    emit shown();
    return true;
}

void CatchUp::advance()
{
    if (!isActive())
        return;
    if (m_index + 1 >= count()) {
        skip();
        return;
    }
    ++m_index;
    if (!m_held)
        m_clock.start(intervalOf(m_pace));
    emit shown();
}

void CatchUp::setHeld(bool held)
{
    if (held == m_held)
        return;
    m_held = held;
    if (held)
        m_clock.stop();
    else if (isActive())
        m_clock.start(intervalOf(m_pace)); // the action shown gets its whole time again
}

void CatchUp::skip()
{
    m_clock.stop();
    if (!isActive())
        return;
    m_index = -1;
    m_seat = -1;
    m_missed.clear();
    emit finished();
}

} // namespace vinci
