#include "documentundofirst.h"

#include <QAbstractSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>

namespace vinci {

namespace {

/** Declines the spin box's claim on Undo/Redo so that the window's actions get the keys. */
class DocumentUndoFirst : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ShortcutOverride)
            return false;
        auto *key = static_cast<QKeyEvent *>(event);
        if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo))
            return false;
        // What was typed becomes a document step first (or goes back to the shown value if
        // it is no number), so the line edit is left with nothing of its own to undo.
        static_cast<QAbstractSpinBox *>(watched)->interpretText();
        // Not accepted: the key goes on as a shortcut, to the window's Undo or Redo.
        event->ignore();
        return true;
    }
};

} // namespace

void leaveUndoToDocument(QAbstractSpinBox *spin)
{
    spin->installEventFilter(new DocumentUndoFirst(spin));
}

} // namespace vinci
