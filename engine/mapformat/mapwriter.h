#pragma once

#include "map/mapdata.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace vinci {

/**
 * Writes MapData as map.json (docs/map-format.md), in one canonical order and layout so that
 * saving twice gives the same bytes and an edit changes only the lines it touches. Files are
 * replaced atomically through QSaveFile. read(write(x)) == canonical(x).
 */
class MapWriter
{
public:
    /**
     * `map` in the order the writer uses: provinces then sea zones, each sorted by id; each link
     * with its two ids in order and the links sorted by them (automatic adjacency may produce
     * them in any order); player counts ascending; fields the file does not carry for an area or
     * rule set (terrain/mine/port of a sea zone, rounds in Classic, victory points in Online
     * 2013, a rule set with no player count) reset.
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
