#pragma once

#include <QObject>

class QSocketNotifier;

namespace vinci {

/**
 * SIGTERM, SIGINT and SIGHUP (a logout, `kill PID`, Ctrl+C in the terminal, the terminal
 * closed) as a request to quit, delivered in the event loop: killed by the default action, a
 * program left its autosave session's marker behind and the next start said it "did not close
 * properly". Qt's Unix-signal pattern: the handler only writes the signal's number to a socket
 * pair, whose other end a QSocketNotifier reads on the GUI thread.
 *
 * One per program; the program decides what a quit without questions keeps (the game its
 * unsaved turns, the editor its unsaved edits, for the next start to offer).
 */
class QuitSignals : public QObject
{
    Q_OBJECT

public:
    /** Installs the handlers (the previous ones are put back by the destructor). */
    explicit QuitSignals(QObject *parent = nullptr);
    ~QuitSignals() override;
    QuitSignals(const QuitSignals &) = delete;
    QuitSignals &operator=(const QuitSignals &) = delete;

    /** Whether the handlers are in place (a socket pair could be made). */
    bool isInstalled() const { return m_notifier != nullptr; }
    /** The signal received, 0 before any: a program checks it before its event loop starts. */
    int received() const { return m_received; }

signals:
    /** `signal` (SIGTERM, SIGINT or SIGHUP) arrived: quit now, asking nothing. */
    void quitRequested(int signal);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
    int m_received = 0;
};

} // namespace vinci
