#include "recentmaps.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QString key()
{
    return u"recentMaps"_s;
}

} // namespace

RecentMaps::RecentMaps(QObject *parent)
    : QObject(parent)
{}

QStringList RecentMaps::folders() const
{
    return QSettings().value(key()).toStringList();
}

void RecentMaps::add(const QString &folder)
{
    QStringList list = folders();
    const QString absolute = QDir(folder).absolutePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > maximum)
        list.removeLast();
    QSettings().setValue(key(), list);
}

void RecentMaps::fillMenu(QMenu *menu)
{
    menu->clear();
    int shown = 0;
    for (const QString &folder : folders()) {
        if (!QFileInfo::exists(QDir(folder).filePath(u"map.json"_s)))
            continue;
        ++shown;
        QAction *action =
            menu->addAction(u"&%1 %2"_s.arg(shown).arg(QDir::toNativeSeparators(folder)));
        connect(action, &QAction::triggered, this, [this, folder] { emit openRequested(folder); });
    }
    if (shown == 0)
        menu->addAction(tr("No recent maps"))->setEnabled(false);
    menu->addSeparator();
    connect(menu->addAction(tr("Clear the list")), &QAction::triggered, this,
            [] { QSettings().remove(key()); });
}

} // namespace vinci
