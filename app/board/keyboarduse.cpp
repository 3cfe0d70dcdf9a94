#include "board/keyboarduse.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace vinci {

namespace {

/** A key that plays: no modifier alone, no command (Ctrl, Alt, Meta), no function key. */
bool playsTheGame(const QKeyEvent &key)
{
    switch (key.key()) {
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_AltGr:
    case Qt::Key_Meta:
    case Qt::Key_CapsLock:
    case Qt::Key_NumLock:
    case Qt::Key_unknown:
        return false;
    default:
        break;
    }
    if (key.key() >= Qt::Key_F1 && key.key() <= Qt::Key_F35)
        return false;
    return !(key.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
}

} // namespace

KeyboardUse::KeyboardUse(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

bool KeyboardUse::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    const bool key = type == QEvent::KeyPress || type == QEvent::ShortcutOverride;
    const bool mouse = type == QEvent::MouseButtonPress || type == QEvent::MouseButtonDblClick;
    if (key || mouse) {
        // A key's shortcut (E, 1, Enter on Take it) is tried before the key is delivered: its
        // ShortcutOverride is all the window sees of it.
        const auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && widget->window() == m_window) {
            if (mouse)
                setInUse(false);
            else if (!static_cast<QKeyEvent *>(event)->isAutoRepeat() &&
                     playsTheGame(*static_cast<QKeyEvent *>(event)))
                setInUse(true);
        }
    }
    return QObject::eventFilter(watched, event);
}

void KeyboardUse::setInUse(bool inUse)
{
    if (inUse == m_inUse)
        return;
    m_inUse = inUse;
    emit changed(inUse);
}

} // namespace vinci
