#include "quitsignals.h"

#include "sessionlog.h"

#include <QSocketNotifier>

#include <array>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace vinci {

namespace {

/** The socket pair: the handler writes to [0], the notifier reads [1] (a handler reaches only
 * globals). */
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables)
std::array<int, 2> signalSockets{-1, -1};

constexpr std::array handledSignals{SIGTERM, SIGINT, SIGHUP};

/** Only async-signal-safe calls here: write(2) of one byte. */
void onSignal(int number)
{
    const char byte = static_cast<char>(number);
    [[maybe_unused]] const ssize_t written = ::write(signalSockets[0], &byte, 1);
}

void setHandler(int number, void (*handler)(int))
{
    struct sigaction action = {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(number, &action, nullptr);
}

} // namespace

QuitSignals::QuitSignals(QObject *parent)
    : QObject(parent)
{
    if (signalSockets[0] >= 0 || ::socketpair(AF_UNIX, SOCK_STREAM, 0, signalSockets.data()) != 0)
        return;
    m_notifier = new QSocketNotifier(signalSockets[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::readSignal);
    for (int number : handledSignals)
        setHandler(number, onSignal);
}

QuitSignals::~QuitSignals()
{
    if (!m_notifier)
        return;
    for (int number : handledSignals)
        setHandler(number, SIG_DFL);
    ::close(signalSockets[0]);
    ::close(signalSockets[1]);
    signalSockets = {-1, -1};
}

void QuitSignals::readSignal()
{
    char byte = 0;
    if (::read(signalSockets[1], &byte, 1) != 1)
        return;
    const bool first = m_received == 0;
    m_received = static_cast<unsigned char>(byte);
    qCInfo(sessionLog) << "signal" << m_received << "received: quitting";
    // A second signal while the first is handled changes nothing: one quit.
    if (first)
        emit quitRequested(m_received);
}

} // namespace vinci
