#include "mappackageprompt.h"

#include "languageswitcher.h"
#include "mapformat/mapdirectories.h"
#include "mapinstaller.h"
#include "sessionlog.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace vinci {

QString MapPackagePrompt::title()
{
    return tr("Open Map Package");
}

QString MapPackagePrompt::install(const QString &packageFile, const QString &mapsFolder,
                                  const QStringList &mapPaths, QWidget *parent)
{
    MapInstaller installer(mapsFolder);
    QString error;
    if (!installer.prepare(packageFile, &error)) {
        qCInfo(sessionLog).noquote() << "map package refused:" << error;
        QMessageBox::warning(parent, title(), error);
        return {};
    }
    QString id = installer.map().id; // returned: not const, so it moves
    if (installer.sameAsInstalled())
        return id; // opened again: already there as it is
    const bool installedByPlayer = !installer.installedFolder().isEmpty();
    if (const auto existing = MapDirectories::find(id, QStringList{mapsFolder} + mapPaths);
        existing && !confirmReplacing(*existing, packageFile, installedByPlayer, parent))
        return {};
    const QString folder = installer.install(&error);
    if (folder.isEmpty()) {
        QMessageBox::warning(parent, title(), error);
        return {};
    }
    qCInfo(sessionLog).noquote() << "installed map" << id << "from"
                                 << QDir::toNativeSeparators(packageFile) << "in"
                                 << QDir::toNativeSeparators(folder);
    return id;
}

bool MapPackagePrompt::confirmReplacing(const MapEntry &existing, const QString &packageFile,
                                        bool installedByPlayer, QWidget *parent)
{
    QMessageBox box(QMessageBox::Question, title(),
                    tr("There is already a map \"%1\" (%2). Replace it with the one in %3?")
                        .arg(existing.name(uiLanguage()), QDir::toNativeSeparators(existing.folder),
                             QFileInfo(packageFile).fileName()),
                    QMessageBox::Yes | QMessageBox::Cancel, parent);
    // A shipped map is not overwritten: the player's copy shadows it (MapDirectories).
    if (!installedByPlayer)
        box.setInformativeText(tr("That map came with the game: it stays, and the one you "
                                  "install is played in its place."));
    box.button(QMessageBox::Yes)->setText(tr("&Replace"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

} // namespace vinci
