#pragma once

#include <QObject>

class QAbstractSpinBox;
class QLineEdit;

namespace vinci {

/**
 * Lets Ctrl+Z / Ctrl+Shift+Z reach the document's Undo and Redo while `spin` has the keyboard
 * focus. A spin box's line edit claims those keys for its own text even when every value it
 * shows is already a step in the document's history, so the map's Undo did nothing there.
 * Before the document undoes, the spin box commits what was typed in it (one more step), so
 * nothing typed is lost and Undo takes back the person's last change.
 */
void leaveUndoToDocument(QAbstractSpinBox *spin);

/**
 * The same for an inspector's text field: its own undo history holds typing that is already a
 * document step, so Ctrl+Z there emptied the field and recorded the emptying as one more step,
 * while the person's last change stayed (the s46 walk lost a map's licence that way). A field
 * that commits when editing finishes commits what was typed first.
 */
void leaveUndoToDocument(QLineEdit *edit);

} // namespace vinci
