// Answers a modal dialog as a person would, once it is up, for the tests that open one through
// the real window (test_hintondemand, test_replayviewer).
#pragma once

#include <QApplication>
#include <QObject>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace vinci::testing {

/**
 * Once a modal dialog of type T is up, hands it to `answer` (from the event loop): the caller
 * then opens it, and the call that opens it returns once `answer` has closed it.
 */
template<typename T>
void answerNextDialog(std::function<void(T &)> answer)
{
    auto *poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        answer(*dialog);
    });
    poll->start(20);
}

} // namespace vinci::testing
