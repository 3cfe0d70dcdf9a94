#pragma once

#include "map/mapdata.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QTemporaryDir;

namespace vinci {

/**
 * Installs a map package (`name.vincimap`, mappackage/) into the player's maps folder
 * (MapDirectories::userMapsFolder()), all or nothing. prepare() unpacks the package into a
 * temporary folder beside the maps folder (the package reader checks every entry: it is
 * untrusted input), then loads it as the game would (MapLoader: read, validated, board built);
 * a package with an error is refused with the findings, its file named. install() then moves
 * the map into place with renames on one file system, so that a crash or a failure leaves the
 * old map or the new one, never half of either; an installed map of the same id is replaced
 * (the caller asks first: installedFolder()). Nothing here shows a widget.
 */
class MapInstaller
{
    Q_DECLARE_TR_FUNCTIONS(MapInstaller)

public:
    /** Whether `path` names a map package, by its suffix (`.vincimap`, in any case). */
    static bool isPackageFile(const QString &path);

    /** Installs into `mapsFolder` (created when needed), one folder per map id. */
    explicit MapInstaller(QString mapsFolder);
    ~MapInstaller();
    MapInstaller(const MapInstaller &) = delete;
    MapInstaller &operator=(const MapInstaller &) = delete;

    /**
     * Unpacks and checks `packageFile`. False with a translated message naming the file (the
     * package's faults, or the map's errors one a line) when it cannot be installed.
     */
    bool prepare(const QString &packageFile, QString *error);

    /** The prepared map's data (its id, names, author); valid after prepare() succeeded. */
    const MapData &map() const { return m_map; }

    /** The installed folder of the prepared map's id, or empty when none is installed. */
    QString installedFolder() const;

    /**
     * Whether the installed map of that id holds exactly the prepared files (the same package
     * opened again): installing would change nothing.
     */
    bool sameAsInstalled() const;

    /**
     * Moves the prepared map into the maps folder, replacing an installed map of its id.
     * Returns the installed folder, or empty with a message (the old map then stays as it was).
     */
    QString install(QString *error);

private:
    QString m_mapsFolder;
    std::unique_ptr<QTemporaryDir> m_staging; ///< beside the maps folder: renames stay cheap
    QString m_staged;                         ///< the prepared map folder inside it
    MapData m_map;
};

} // namespace vinci
