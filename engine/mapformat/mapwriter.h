#pragma once

#include "map/mapdata.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace vinci {

/**
 * Writes MapData as map.json (docs/map-format.md) in the layout tools/map-lib writes the shipped
 * maps in: one area or link per line, in the order the map holds them, so that saving twice
 * gives the same bytes, a hand-written or shipped file saved unchanged keeps its bytes, and an
 * edit changes only the lines it touches. Files are replaced atomically through QSaveFile.
 * read(write(x)) == canonical(x).
 */
class MapWriter
{
public:
    /**
     * `map` as the file carries it: provinces before sea zones (each in the map's order); the
     * links in the map's order, each pair as given; rejected pairs sorted, each once; player
     * counts ascending; fields the file does not carry for an area or rule set (terrain/mine/
     * port of a sea zone, rounds in Classic, victory points in Online 2013, a rule set with no
     * player count) reset.
     */
    static MapData canonical(const MapData &map);

    /**
     * The map.json text (UTF-8) of canonical(map), or nothing when the map holds a value JSON
     * cannot carry (a label that is not a finite number); `error` then says which.
     */
    static std::optional<QByteArray> toJson(const MapData &map, QString *error = nullptr);

    /** Writes `folder`/map.json (the folder must exist). */
    bool writeFolder(const MapData &map, const QString &folder);
    /** Writes the map to a file, replacing it only once the whole text is written. */
    bool writeFile(const MapData &map, const QString &fileName);

    /** Why the last write failed. */
    QString errorString() const { return m_error; }

private:
    QString m_error;
};

} // namespace vinci
