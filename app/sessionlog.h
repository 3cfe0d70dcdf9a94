#pragma once

#include <QLoggingCategory>

namespace vinci {

/**
 * What the game opens and starts (maps, games), for people and tests following a session from
 * outside: QT_LOGGING_RULES="vinci.session.info=true" prints it on standard error.
 */
Q_DECLARE_LOGGING_CATEGORY(sessionLog)

} // namespace vinci
