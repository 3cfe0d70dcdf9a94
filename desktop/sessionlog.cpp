#include "sessionlog.h"

namespace vinci {

// Quiet unless asked for: only warnings by default.
Q_LOGGING_CATEGORY(sessionLog, "vinci.session", QtWarningMsg)

} // namespace vinci
