#include "session/turnmessage.h"

#include "session/gamecontroller.h"

#include <QStatusBar>

#include <memory>

namespace vinci {

void sayUntilTheTurnIsOver(QStatusBar &bar, const GameController &controller,
                           const QString &message, int timeoutMs)
{
    bar.showMessage(message, timeoutMs);
    if (!controller.hasGame())
        return;
    const int turn = controller.state().turnNumber;
    auto said = std::make_shared<QMetaObject::Connection>();
    *said = QObject::connect(&controller, &GameController::stateChanged, &bar,
                             [&controller, &bar, message, turn, said] {
                                 if (controller.hasGame() && controller.state().turnNumber == turn)
                                     return;
                                 if (bar.currentMessage() == message)
                                     bar.clearMessage();
                                 QObject::disconnect(*said);
                             });
}

} // namespace vinci
