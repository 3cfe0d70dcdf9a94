#pragma once

#include <QLoggingCategory>

namespace vinci {

/**
 * What a program opens, starts and autosaves, for people and tests following a session from
 * outside (the kill -9 tests): QT_LOGGING_RULES="vinci.session.info=true" prints it on standard
 * error.
 */
Q_DECLARE_LOGGING_CATEGORY(sessionLog)

} // namespace vinci
