#include "standardkeys.h"

namespace vinci {

QList<QKeySequence> standardKeys(QKeySequence::StandardKey key)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty() && key == QKeySequence::SaveAs)
        keys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    return keys;
}

} // namespace vinci
