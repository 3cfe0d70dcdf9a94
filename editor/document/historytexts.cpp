#include "historytexts.h"

#include <QUndoStack>

#include <algorithm>

namespace vinci {

HistoryTexts::HistoryTexts(QUndoStack *stack, QObject *parent)
    : QObject(parent)
    , m_stack(stack)
{
    // The stack deletes commands only on a push, a clear or an undo of an obsolete command,
    // each of which changes its index: forgetting them then keeps no dangling pointer that a
    // new macro could reuse.
    connect(stack, &QUndoStack::indexChanged, this, &HistoryTexts::forgetDeleted);
}

void HistoryTexts::beginMacro(UndoText text)
{
    const QString translated = text.translated();
    m_openMacro = std::move(text);
    m_stack->beginMacro(translated);
}

void HistoryTexts::endMacro()
{
    m_stack->endMacro();
    // The macro just closed is the command before the index (an empty one is dropped).
    const int index = m_stack->index();
    if (m_openMacro && index > 0)
        m_macros.emplace_back(m_stack->command(index - 1), std::move(*m_openMacro));
    m_openMacro.reset();
}

void HistoryTexts::retranslate()
{
    forgetDeleted();
    for (int i = 0; i < m_stack->count(); ++i) {
        // The stack hands its commands out const; they are its own, made non-const by the
        // editor, and only their text changes here.
        auto *command = const_cast<QUndoCommand *>( // NOLINT(cppcoreguidelines-pro-type-const-cast)
            m_stack->command(i));
        if (auto *translated = dynamic_cast<TranslatedCommand *>(command)) {
            translated->retranslate();
            continue;
        }
        const auto macro =
            std::find_if(m_macros.begin(), m_macros.end(),
                         [command](const auto &entry) { return entry.first == command; });
        if (macro != m_macros.end())
            command->setText(macro->second.translated());
    }
}

void HistoryTexts::forgetDeleted()
{
    std::erase_if(m_macros, [this](const auto &entry) {
        for (int i = 0; i < m_stack->count(); ++i) {
            if (m_stack->command(i) == entry.first)
                return false;
        }
        return true;
    });
}

} // namespace vinci
