#pragma once

// For the kill -9 tests (tests/app/test_crashrecovery.cpp, tests/editor/test_editorcrash.cpp):
// the real programs are started and watched through their session log (vinci.session).

#include <QByteArray>
#include <QDeadlineTimer>
#include <QProcess>

#include <chrono>

namespace vinci::testing {

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
    QByteArray output;
    if (!process.waitForStarted())
        return output;
    QDeadlineTimer deadline(std::chrono::minutes(1));
    while (!output.contains(line) && process.state() == QProcess::Running &&
           !deadline.hasExpired()) {
        process.waitForReadyRead(200);
        output += process.readAll();
    }
    process.kill();
    process.waitForFinished();
    return output + process.readAll();
}

} // namespace vinci::testing
