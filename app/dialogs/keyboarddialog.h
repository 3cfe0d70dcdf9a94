#pragma once

#include <QDialog>
#include <QList>
#include <QString>

#include <vector>

class QAction;
class QTreeWidget;

namespace vinci {

/** One line of Help ▸ Keyboard: the keys, and what they do. */
struct KeyboardLine
{
    QString keys;
    QString what;
};

/** A part of the window and its keys. */
struct KeyboardSection
{
    QString title;
    std::vector<KeyboardLine> lines;
};

/**
 * The keys of the actions in `actions` that have any (a menu's, a bar's), each with the
 * action's text: a menu's section made from the menu itself, so that it lists every key the
 * menu has. Submenus are walked; actions without keys are left out.
 */
KeyboardSection keyboardSectionOf(const QString &title, const QList<QAction *> &actions);

/** The menus' own keys: Alt and a title's letter, Escape. */
KeyboardSection menuKeys();
/** The map's keys while it has the keyboard (GameMapView). */
KeyboardSection mapKeys();
/** The track's cards' keys, and a civilization picked or a hint shown (the turn bar's). */
KeyboardSection trackKeys();
KeyboardSection hintKeys();

/**
 * Help ▸ Keyboard: every key of the game window, part by part, in a table (the window gives the
 * sections: its menus', its bars', the map's).
 */
class KeyboardDialog : public QDialog
{
    Q_OBJECT

public:
    explicit KeyboardDialog(const std::vector<KeyboardSection> &sections,
                            QWidget *parent = nullptr);

    /** The table: a row per section, its lines under it (keys, what they do). */
    QTreeWidget *table() const { return m_table; }

private:
    QTreeWidget *m_table;
};

} // namespace vinci
