#pragma once

#include <QObject>

class QAbstractSpinBox;

namespace vinci {

/**
 * Lets Ctrl+Z / Ctrl+Shift+Z reach the document's Undo and Redo while `spin` has the keyboard
 * focus. A spin box's line edit claims those keys for its own text even when every value it
 * shows is already a step in the document's history, so the map's Undo did nothing there.
 * Before the document undoes, the spin box commits what was typed in it (one more step), so
 * nothing typed is lost and Undo takes back the person's last change.
 */
void leaveUndoToDocument(QAbstractSpinBox *spin);

} // namespace vinci
