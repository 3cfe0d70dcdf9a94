#pragma once

#include "map/mapdata.h"
#include "mapfinding.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace vinci {

/**
 * Reads a map's map.json into MapData (the format is docs/map-format.md). Accepts exactly what
 * the format describes: JSON of the wrong shape is refused with the file, the element path
 * (`provinces[3].terrain`) and the fault; broken JSON with the file, line and column. Never
 * returns a half-read map. Checks shape only; MapValidator checks meaning.
 *
 * Reading the SVG the map names is SvgElementIndex's job; MapLoader does both.
 */
class MapReader
{
public:
    /** The newest formatVersion this program reads. */
    static constexpr int currentFormatVersion = 1;
    /** A larger map.json is refused rather than read into memory. */
    static constexpr qint64 maxJsonBytes = qint64(16) * 1024 * 1024;
    /** The model file's name in a map folder. */
    static QString jsonFileName() { return QStringLiteral("map.json"); }

    /** Reads `folder`/map.json. */
    std::optional<MapData> readFolder(const QString &folder);
    /** Reads a map.json file. */
    std::optional<MapData> readFile(const QString &fileName);
    /** Reads map.json content; `fileName` only names it in messages. */
    std::optional<MapData> read(const QByteArray &json, const QString &fileName);

    /** Why the last read failed (code JsonUnreadable, JsonInvalid or NewerFormatVersion). */
    const MapFileError &error() const { return m_error; }
    QString errorString() const { return m_error.toString(); }
    /** Unknown keys in the last successful read (UnknownJsonKey warnings; often typos). */
    const std::vector<MapFinding> &warnings() const { return m_warnings; }

private:
    MapFileError m_error;
    std::vector<MapFinding> m_warnings;
};

} // namespace vinci
