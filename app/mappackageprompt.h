#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace vinci {

struct MapEntry;

/**
 * Installs a map package for the player (MapInstaller), with the questions and messages of the
 * game's window.
 */
class MapPackagePrompt
{
    Q_DECLARE_TR_FUNCTIONS(MapPackagePrompt)

public:
    /**
     * Installs `packageFile` into `mapsFolder`: a package that cannot be played is refused with a
     * message naming the file; a map whose id is already there (installed before, or one of
     * `mapPaths`' maps, shipped with the game) is replaced only if the player says so (Cancel
     * leaves it as it was); the same package opened again is not installed twice. Returns the
     * map's id once it is there, else empty (nothing changed).
     */
    static QString install(const QString &packageFile, const QString &mapsFolder,
                           const QStringList &mapPaths, QWidget *parent);

    /** The title of its message boxes. */
    static QString title();

private:
    /** Whether the player agrees to put the package's map in place of `existing`. */
    static bool confirmReplacing(const MapEntry &existing, const QString &packageFile,
                                 bool installedByPlayer, QWidget *parent);
};

} // namespace vinci
