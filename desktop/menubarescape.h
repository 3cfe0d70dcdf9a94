#pragma once

#include <QObject>

class QMenuBar;

namespace vinci {

/**
 * One Escape closes a menu of the menu bar and gives the keyboard back to the widget that had
 * it, as menus do in KDE's and GNOME's programs. Qt's QMenu, closed by Escape, leaves the bar in
 * its keyboard mode with the menu's title lit, whatever the style (the Windows way, where a
 * second Escape leaves the bar): there Tab walked the menus' titles and Enter opened one, while
 * the person thought the menu closed (the final walk opened Help so). The bar's menus, as they
 * are added, are watched; an Escape that closes one of them closes the bar's keyboard mode too.
 * Escape in a submenu still closes only the submenu.
 */
class MenuBarEscape : public QObject
{
public:
    /** Watches `bar`'s menus (now and added later); parented to the bar. */
    explicit MenuBarEscape(QMenuBar *bar);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMenuBar *m_bar;
    bool m_forwarding = false; ///< the menu is handling the Escape passed on to it
};

} // namespace vinci
