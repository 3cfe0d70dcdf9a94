#pragma once

#include "map/mapdata.h"
#include "map/provincegraph.h"
#include "mapfinding.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/** A map ready for play: its data, its board, where its art is. */
struct LoadedMap
{
    MapData data;
    std::shared_ptr<const ProvinceGraph> graph; ///< never null
    QString folder;                             ///< absolute path of the map folder
    QString svgPath;                            ///< absolute path of the SVG it names
};

/** What loading a map gave: the map when there was no error, and every finding either way. */
struct MapLoadResult
{
    std::optional<LoadedMap> map;     ///< set exactly when no finding is an error
    std::vector<MapFinding> findings; ///< errors and warnings, reading problems first

    bool ok() const { return map.has_value(); }
    /** The error messages, one a line (empty when the map loaded). */
    QString errorString() const;
};

/**
 * Loads a map folder for play: reads map.json (MapReader) and the SVG it names
 * (SvgElementIndex), validates both (MapValidator) and builds the ProvinceGraph. All or
 * nothing: any error leaves `map` empty and lists every error found, so a caller never holds
 * a half-loaded map. Warnings (unknown keys, SVG features) do not stop loading.
 */
class MapLoader
{
public:
    /** Loads the map in `folder` (its name is the map's id). */
    static MapLoadResult load(const QString &folder);

    /**
     * The same from file contents already in memory (the fuzzer and tests): `folder` names the
     * files in messages and gives the expected id (empty: plain file names, no id check);
     * `svg` stands for the SVG map.json names.
     */
    static MapLoadResult loadFromData(const QByteArray &json, const QByteArray &svg,
                                      const QString &folder);
};

} // namespace vinci
