#include "documentundofirst.h"

#include <QAbstractSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>

namespace vinci {

namespace {

/** Declines a field's claim on Undo/Redo so that the window's actions get the keys. */
class DocumentUndoFirst : public QObject
{
public:
    using QObject::QObject;

    static bool isUndoOrRedo(QEvent *event)
    {
        if (event->type() != QEvent::ShortcutOverride)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        return key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!isUndoOrRedo(event))
            return false;
        // What was typed becomes a document step first (or goes back to the shown value if
        // it is no number), so the line edit is left with nothing of its own to undo.
        static_cast<QAbstractSpinBox *>(watched)->interpretText();
        // Not accepted: the key goes on as a shortcut, to the window's Undo or Redo.
        event->ignore();
        return true;
    }
};

/** The same for a line edit: its typing is committed on each edit or when editing finishes. */
class DocumentUndoFirstInText : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!DocumentUndoFirst::isUndoOrRedo(event))
            return false;
        auto *edit = static_cast<QLineEdit *>(watched);
        if (edit->isModified()) {
            // A field that commits on editingFinished (an id) gets its step before the undo.
            edit->setModified(false);
            Q_EMIT edit->editingFinished();
        }
        event->ignore();
        return true;
    }
};

} // namespace

void leaveUndoToDocument(QAbstractSpinBox *spin)
{
    spin->installEventFilter(new DocumentUndoFirst(spin));
}

void leaveUndoToDocument(QLineEdit *edit)
{
    edit->installEventFilter(new DocumentUndoFirstInText(edit));
}

} // namespace vinci
