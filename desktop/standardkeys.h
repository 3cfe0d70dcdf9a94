#pragma once

#include <QKeySequence>
#include <QList>

namespace vinci {

/**
 * The platform's keys for a standard action, or the common ones where the platform has none:
 * without a desktop environment's theme (a plain X session, offscreen) Qt binds no key to
 * Save As, so Ctrl+Shift+S did nothing. Redo answers both Ctrl+Shift+Z and Ctrl+Y.
 */
QList<QKeySequence> standardKeys(QKeySequence::StandardKey key);

} // namespace vinci
