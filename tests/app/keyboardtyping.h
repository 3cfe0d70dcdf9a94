// Keys as a person types them, for the tests that play with the keyboard alone
// (test_mapkeyboard, test_keyboardgame).
#pragma once

#include <QApplication>
#include <QTest>
#include <QWidget>

#include <functional>

namespace vinci::testing {

/**
 * `key` to the widget that has the keyboard, as a person types it; false when none has it.
 * `presses`, when given, counts the keys typed.
 */
inline bool typeKey(int key, Qt::KeyboardModifiers modifiers = {}, int *presses = nullptr)
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return false;
    if (presses)
        ++*presses;
    QTest::keyClick(focus, static_cast<Qt::Key>(key), modifiers);
    return true;
}

/** Tab (or Shift+Tab) until `wanted` has the keyboard, at most `limit` times. */
inline bool tabUntil(const std::function<bool(QWidget *)> &wanted, bool backwards, int limit,
                     int *presses = nullptr)
{
    for (int press = 0; press < limit; ++press) {
        if (QWidget *focus = QApplication::focusWidget(); focus && wanted(focus))
            return true;
        if (!typeKey(Qt::Key_Tab, backwards ? Qt::ShiftModifier : Qt::NoModifier, presses))
            return false;
    }
    return false;
}

} // namespace vinci::testing
