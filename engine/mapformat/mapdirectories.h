#pragma once

#include "map/localizedname.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace vinci {

/** A map folder found on disk, described from its map.json (not yet loaded for play). */
struct MapEntry
{
    QString id;     ///< the folder's name and the map's id ("europe")
    QString folder; ///< absolute path of the map folder
    LocalizedName names;
    std::vector<int> classicPlayerCounts; ///< empty when the map does not say
    QString author;                       ///< map.json's author; may be empty
    QString licence;                      ///< map.json's licence; may be empty

    /** The map's name in `language` ("en", "fr", "de"), its id when it has none. */
    QString name(QStringView language) const;
};

/**
 * Where the game finds maps: `maps/` beside the program (a build tree), the installed data
 * folder (`<prefix>/share/vinci/maps`, also through the XDG data folders), the current folder's
 * `maps/` and, in a developer's build, the source tree's `maps/`. The first folder holding a
 * map id wins, so a map a user installs in their own data folder shadows a shipped one.
 */
class MapDirectories
{
public:
    /**
     * The folders searched, in order; only those that exist. `programDir` is where the program
     * is (QCoreApplication::applicationDirPath() when empty).
     */
    static QStringList searchPaths(const QString &programDir = {});

    /**
     * Every map in `paths` whose map.json reads, sorted by id; the first of an id wins. A path
     * is a folder of map folders, or a map folder itself.
     */
    static std::vector<MapEntry> availableMaps(const QStringList &paths = searchPaths());

    /** The map with this id in `paths`, or nothing. */
    static std::optional<MapEntry> find(const QString &id,
                                        const QStringList &paths = searchPaths());
};

} // namespace vinci
