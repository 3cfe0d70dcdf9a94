#pragma once

#include <QObject>

class QWidget;

namespace vinci {

/**
 * Whether the person plays the window with the keys: their last press in it was a key (a step's
 * letter, a place's number, Enter, the map's arrows or Tab), not a mouse button. The turn bar's
 * words name the keys then, and the clicks otherwise. Only the map's cursor told it before, so
 * that a civilization chosen with 2 and Enter, then E for Expand, read "Click a highlighted
 * province" (the s43 walk).
 *
 * Keys with Ctrl, Alt or Meta (Ctrl+S, Ctrl+Z, a menu's Alt+letter) and the function keys are
 * the program's commands, not the play: they leave it as it is; so do the dialogs' and menus'
 * keys and clicks (another window).
 */
class KeyboardUse : public QObject
{
    Q_OBJECT

public:
    /** Watches the presses in `window` (through an event filter on the application). */
    explicit KeyboardUse(QWidget *window);

    bool inUse() const { return m_inUse; }

signals:
    void changed(bool inUse);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setInUse(bool inUse);

    QWidget *m_window;
    bool m_inUse = false;
};

} // namespace vinci
