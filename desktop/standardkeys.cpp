#include "standardkeys.h"

namespace vinci {

QList<QKeySequence> standardKeys(QKeySequence::StandardKey key)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty() && key == QKeySequence::SaveAs)
        keys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    // Redo is Ctrl+Shift+Z in some desktops' programs and Ctrl+Y in others (GIMP, Office):
    // people reach for either, so both redo whatever the theme binds.
    if (key == QKeySequence::Redo) {
        for (const QKeySequence &common :
             {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
            if (!keys.contains(common))
                keys.append(common);
        }
    }
    return keys;
}

} // namespace vinci
