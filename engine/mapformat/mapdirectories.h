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
    QString svgPath;                      ///< absolute path of its art (map.json's `svg`)

    /** The map's name in `language` ("en", "fr", "de"), its id when it has none. */
    QString name(QStringView language) const;
};

/**
 * Where the game finds maps: first the maps the player installed (userMapsFolder(), the map
 * packages the game opened), then `maps/` beside the program (a build tree), the installed data
 * folder (`<prefix>/share/vinci/maps`, also through the XDG data folders), never the current
 * folder's `maps/` (a designer's own maps there are not the game's). The first folder holding a map
 * id wins, so a map the player installed shadows a shipped one of the same id: the player asked for
 * it (the game asks before it installs a map whose id is taken), and a designer's corrected copy of
 * a map is played instead of the old one.
 */
class MapDirectories
{
public:
    /**
     * The folders searched, in order: userMapsFolder() always (a map installed later in the
     * session is found there), the others only when they exist. `programDir` is where the
     * program is (QCoreApplication::applicationDirPath() when empty).
     */
    static QStringList searchPaths(const QString &programDir = {});

    /**
     * The programs' one data folder, the organization's (`~/.local/share/vinci`): the maps the
     * player installs and the game's autosave are in it. Not AppDataLocation, which adds the
     * program's name (`~/.local/share/vinci/vinci`). Empty when there is no data location.
     */
    static QString dataFolder();

    /**
     * Where the maps the player installs go, one folder per map id: `maps` in dataFolder()
     * (`~/.local/share/vinci/maps`), for the game and the editor. It may not exist yet.
     */
    static QString userMapsFolder();

    /** Where earlier versions of the game installed maps: `~/.local/share/vinci/vinci/maps`
     *  (QStandardPaths::AppDataLocation of the program asking). */
    static QString legacyUserMapsFolder();

    /**
     * Moves the maps of legacyUserMapsFolder() into userMapsFolder(), each unless a map of its
     * id is there already (that one is newer), and removes the old folder when it is left
     * empty. The game calls it once at start, before it searches for maps. Returns how many
     * maps moved.
     */
    static int moveLegacyUserMaps();

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
