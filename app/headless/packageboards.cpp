#include "headless/packageboards.h"

#include "mapformat/maploader.h"
#include "mapinstaller.h"
#include "mappackage.h"

#include <QDir>
#include <QFileInfo>

namespace vinci {

BoardResolver PackageBoards::withPackages(BoardResolver folders)
{
    return [folders = std::move(folders)](const QString &name,
                                          QString *error) -> std::shared_ptr<const ProvinceGraph> {
        if (!MapInstaller::isPackageFile(name) || !QFileInfo(name).isFile())
            return folders(name, error);
        QString refusal;
        const MapLoadResult result = loadMapPackage(name, &refusal);
        if (result.ok())
            return result.map->graph;
        if (error) {
            const QString shown = QDir::toNativeSeparators(name);
            *error =
                !refusal.isEmpty()
                    ? refusal
                    : tr("%1 is not a map the game can play:\n%2").arg(shown, result.errorString());
        }
        return nullptr;
    };
}

} // namespace vinci
