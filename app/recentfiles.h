#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace vinci {

/**
 * The games opened or saved lately, newest first, kept in QSettings ("recentFiles") and shown
 * in a menu that rebuilds itself each time it opens. Files that no longer exist are left out of
 * the menu.
 */
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    explicit RecentFiles(QObject *parent = nullptr, int maximum = 8);

    /** The remembered files, newest first. */
    QStringList files() const;
    /** Puts `fileName` first (the absolute path), dropping the oldest beyond the maximum. */
    void add(const QString &fileName);
    void remove(const QString &fileName);
    void clear();

    /**
     * Fills `menu` with one action per existing file ("1 europe-game.vinci", its path as the
     * tooltip) and a "Clear the list" action; the menu refills itself before each showing.
     */
    void attachTo(QMenu *menu);

signals:
    /** A file in the menu was chosen. */
    void openRequested(const QString &fileName);
    void changed();

private:
    void fill(QMenu *menu);
    void store(const QStringList &files);

    int m_maximum;
};

} // namespace vinci
