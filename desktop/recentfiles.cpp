#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

QString settingsKey(RecentFiles::Kind kind)
{
    return kind == RecentFiles::Kind::Games ? u"recentFiles"_s : u"recentMaps"_s;
}

} // namespace

RecentFiles::RecentFiles(QObject *parent, int maximum, Kind kind)
    : QObject(parent)
    , m_maximum(std::max(1, maximum))
    , m_kind(kind)
{}

QStringList RecentFiles::files() const
{
    return QSettings().value(settingsKey(m_kind)).toStringList();
}

QString RecentFiles::absolute(const QString &path) const
{
    return m_kind == Kind::Games ? QFileInfo(path).absoluteFilePath() : QDir(path).absolutePath();
}

bool RecentFiles::stillThere(const QString &path) const
{
    return m_kind == Kind::Games ? QFileInfo::exists(path)
                                 : QFileInfo::exists(QDir(path).filePath(u"map.json"_s));
}

QString RecentFiles::label(const QString &path) const
{
    // A game by its name, as the welcome page and the window's title say it: "Partie
    // interrompue.vinci" read as a file, not a game (the s47 walk).
    if (m_kind == Kind::Maps)
        return QDir::toNativeSeparators(path);
    return m_namer ? m_namer(path) : QFileInfo(path).completeBaseName();
}

QStringList RecentFiles::names(const QStringList &paths) const
{
    QStringList names;
    for (const QString &path : paths)
        names << label(path);
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (names.count(names.at(i)) < 2)
            continue;
        const QString name = names.at(i);
        for (qsizetype j = i; j < names.size(); ++j) {
            if (names.at(j) == name)
                names[j] = tr("%1 (in %2)").arg(name, QFileInfo(paths.at(j)).dir().dirName());
        }
    }
    return names;
}

QString RecentFiles::description(const QString &path) const
{
    return m_describer ? m_describer(path) : QString();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = absolute(fileName);
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
    if (list.removeAll(absolute(fileName)) > 0)
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
    QStringList shown;
    for (const QString &path : files()) {
        if (stillThere(path))
            shown << path;
    }
    const QStringList shownNames = names(shown);
    int number = 0;
    for (const QString &path : std::as_const(shown)) {
        QString entry = shownNames.at(number);
        ++number;
        if (const QString about = description(path); !about.isEmpty())
            entry = u"%1 — %2"_s.arg(entry, about);
        // A "&" of a name is shown, not taken for an accelerator; "&1" makes the number the
        // keyboard accelerator for the first nine.
        entry.replace(u'&', u"&&"_s);
        const QString text = number < 10 ? u"&%1  %2"_s.arg(number).arg(entry) : entry;
        QAction *action = menu->addAction(text);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (number == 0) {
        QAction *none =
            menu->addAction(m_kind == Kind::Games ? tr("No recent games") : tr("No recent maps"));
        none->setEnabled(false);
        return;
    }
    menu->addSeparator();
    connect(menu->addAction(tr("&Clear the list")), &QAction::triggered, this, &RecentFiles::clear);
}

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(settingsKey(m_kind), files);
    emit changed();
}

} // namespace vinci
