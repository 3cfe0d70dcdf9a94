#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {
const QString settingsKey = u"recentFiles"_s;
} // namespace

RecentFiles::RecentFiles(QObject *parent, int maximum)
    : QObject(parent)
    , m_maximum(std::max(1, maximum))
{}

QStringList RecentFiles::files() const
{
    return QSettings().value(settingsKey).toStringList();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > m_maximum)
        list.removeLast();
    store(list);
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList list = files();
    if (list.removeAll(QFileInfo(fileName).absoluteFilePath()) > 0)
        store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::attachTo(QMenu *menu)
{
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fill(menu); });
    fill(menu);
}

void RecentFiles::fill(QMenu *menu)
{
    menu->clear();
    int number = 0;
    for (const QString &path : files()) {
        if (!QFileInfo::exists(path))
            continue;
        ++number;
        // "&1" makes the number the keyboard accelerator for the first nine.
        const QString label = number < 10 ? u"&%1  %2"_s.arg(number).arg(QFileInfo(path).fileName())
                                          : QFileInfo(path).fileName();
        QAction *action = menu->addAction(label);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (number == 0) {
        QAction *none = menu->addAction(tr("No recent games"));
        none->setEnabled(false);
        return;
    }
    menu->addSeparator();
    connect(menu->addAction(tr("&Clear the list")), &QAction::triggered, this, &RecentFiles::clear);
}

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(settingsKey, files);
    emit changed();
}

} // namespace vinci
