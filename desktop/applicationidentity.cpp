#include "applicationidentity.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Moves `from` to `to` unless `to` exists; true when it moved. */
bool moveUnlessPresent(const QString &from, const QString &to)
{
    const QFileInfo source(from);
    if (!source.exists() || QFileInfo::exists(to))
        return false;
    // Where names ignore case ("Vinci" and "vinci" are one folder) there is nothing to move.
    if (source.canonicalFilePath() == QFileInfo(to).canonicalFilePath())
        return false;
    QDir().mkpath(QFileInfo(to).absolutePath());
    return QDir().rename(from, to);
}

} // namespace

QString ApplicationIdentity::organizationName()
{
    return u"vinci"_s;
}

void ApplicationIdentity::apply() const
{
    // Before the first QSettings: earlier builds of the editor kept its files under "Vinci",
    // the game's under "vinci": two settings folders.
    migrateFromLegacyOrganization(applicationName, u"Vinci"_s);
    QCoreApplication::setOrganizationName(organizationName());
    QCoreApplication::setApplicationName(applicationName);
    QCoreApplication::setApplicationVersion(version);
    QGuiApplication::setApplicationDisplayName(displayName);
    // Desktops match the window to its menu entry and icon by this name.
    QGuiApplication::setDesktopFileName(desktopFileName);
}

int ApplicationIdentity::migrateFromLegacyOrganization(const QString &applicationName,
                                                       const QString &legacyOrganization)
{
    int moved = 0;
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString file = applicationName + u".conf"_s;
    if (!config.isEmpty()) {
        const QDir legacy(QDir(config).filePath(legacyOrganization));
        if (moveUnlessPresent(legacy.filePath(file),
                              QDir(config).filePath(organizationName() + u'/' + file)))
            ++moved;
        legacy.rmdir(legacy.absolutePath()); // only when nothing else is left in it
    }
    if (!data.isEmpty()) {
        const QDir legacy(QDir(data).filePath(legacyOrganization));
        if (moveUnlessPresent(legacy.filePath(applicationName),
                              QDir(data).filePath(organizationName() + u'/' + applicationName)))
            ++moved;
        legacy.rmdir(legacy.absolutePath());
    }
    return moved;
}

} // namespace vinci
