#pragma once

#include "undotext.h"

#include <QObject>

#include <optional>
#include <utility>
#include <vector>

class QUndoStack;

namespace vinci {

/**
 * Keeps an undo stack's texts in the language of the moment. Commands keep their own text
 * (TranslatedCommand); a macro is a plain QUndoCommand that QUndoStack makes, so its text is
 * kept here, from beginMacro() to the last command that holds it.
 */
class HistoryTexts : public QObject
{
    Q_OBJECT

public:
    explicit HistoryTexts(QUndoStack *stack, QObject *parent = nullptr);

    /** QUndoStack::beginMacro() with a text that follows the language. */
    void beginMacro(UndoText text);
    void endMacro();

    /** Sets the text of every command on the stack again, in the current language. */
    void retranslate();

private:
    /** Forgets the macros the stack deleted (a new edit after undos drops the redo tail). */
    void forgetDeleted();

    QUndoStack *m_stack;
    std::optional<UndoText> m_openMacro;
    std::vector<std::pair<const QUndoCommand *, UndoText>> m_macros;
};

} // namespace vinci
