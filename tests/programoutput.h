#pragma once

// Running the real programs (or a child of a test) and reading what they log, for the tests
// that start them from outside: Test Play, the kill -9 tests.

#include <QByteArray>
#include <QDeadlineTimer>
#include <QProcess>
#include <QString>

#include <algorithm>
#include <chrono>
#include <optional>
#include <string_view>

namespace vinci::testing {

/** A program's merged output, read until `deadline`, or until it contains `line` if given. */
inline QByteArray readOutput(QProcess &process, QDeadlineTimer deadline,
                             const std::optional<QByteArray> &line = std::nullopt)
{
    QByteArray output;
    while (!deadline.hasExpired() && process.state() == QProcess::Running &&
           !(line && output.contains(*line))) {
        process.waitForReadyRead(int(std::clamp<qint64>(deadline.remainingTime(), 1, 200)));
        output += process.readAll();
    }
    return output;
}

/**
 * Starts `program` with `arguments` and waits until its output contains `line` (bounded, so a
 * program that never says it cannot hang the suite), then kills it. Returns the output.
 */
inline QByteArray outputUntil(const QString &program, const QStringList &arguments,
                              const QProcessEnvironment &environment, const QByteArray &line)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {};
    QByteArray output = readOutput(process, QDeadlineTimer(std::chrono::minutes(1)), line);
    process.kill();
    process.waitForFinished();
    return output + process.readAll();
}

/** What a run that ended in a SIGKILL said, and whether it was still running to be killed. */
struct KilledRun
{
    QByteArray output;
    bool wasRunning = false;
};

/**
 * Starts `program`, lets it run until its output contains `line` (however slow the machine: at
 * most two minutes), then `milliseconds` more, then kills it with SIGKILL (no cleanup).
 */
inline KilledRun killAfter(const QString &program, const QStringList &arguments,
                           const QProcessEnvironment &environment, const QByteArray &line,
                           int milliseconds)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {process.errorString().toUtf8(), false};
    KilledRun run;
    run.output = readOutput(process, QDeadlineTimer(std::chrono::minutes(2)), line);
    run.output += readOutput(process, QDeadlineTimer(milliseconds));
    run.wasRunning = process.state() == QProcess::Running;
    process.kill();
    process.waitForFinished();
    run.output += process.readAll();
    return run;
}

/**
 * Why the tests on a virtual display cannot run on this machine, or nothing: Xvfb and xdotool are
 * optional at configure (tests/CMakeLists.txt gives their paths, empty when it found none).
 */
inline std::optional<QByteArray> virtualDisplayToolsMissing(std::string_view xvfb,
                                                            std::string_view xdotool)
{
    if (!xvfb.empty() && !xdotool.empty())
        return std::nullopt;
    return QByteArray("Xvfb and xdotool are needed; the configure found none "
                      "(tools/ensure-packages.sh installs them)");
}

/**
 * Starts Xvfb (`xvfb`, its path) in `display` with one screen of `screen` ("1366x768x24") on a
 * display number it finds free, and returns that display's name (":N"); nothing when it does
 * not start, with what it said in `error`.
 */
inline std::optional<QString> startVirtualDisplay(QProcess &display, const QString &xvfb,
                                                  const QString &screen, QByteArray *error)
{
    // Xvfb picks a free display and says which on the descriptor given (its output).
    display.start(xvfb, {QStringLiteral("-displayfd"), QStringLiteral("1"),
                         QStringLiteral("-screen"), QStringLiteral("0"), screen,
                         QStringLiteral("-nolisten"), QStringLiteral("tcp")});
    if (!display.waitForStarted()) {
        *error = display.errorString().toUtf8();
        return std::nullopt;
    }
    QByteArray number;
    const QDeadlineTimer deadline(std::chrono::seconds(30));
    while (!number.contains('\n') && !deadline.hasExpired() &&
           display.state() == QProcess::Running) {
        display.waitForReadyRead(200);
        number += display.readAllStandardOutput();
    }
    if (!number.contains('\n')) {
        *error = display.readAllStandardError();
        return std::nullopt;
    }
    return QStringLiteral(":") + QString::fromLatin1(number.trimmed());
}

} // namespace vinci::testing
