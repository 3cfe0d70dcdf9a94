#pragma once

#include "map/provincegraph.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace vinci {

/** A map's model and art together: what a shape edit produces. */
struct MapContent
{
    MapData map;
    QByteArray svg;
};

/**
 * The edits that change the SVG along with map.json, computed as a new MapContent for a
 * ReplaceContent command. Each keeps the art looking the same and the two files agreeing.
 */
class ShapeEdits
{
    Q_DECLARE_TR_FUNCTIONS(ShapeEdits)

public:
    /**
     * Makes the areas land provinces or sea zones: each element moves to the matching layer
     * (created if the SVG has none) keeping its look; links change kind where they must
     * (two provinces: land; with a sea zone: sea). Sea zones lose mine and port.
     */
    static std::optional<MapContent> setKind(const MapContent &content,
                                             const std::vector<QString> &ids, AreaKind kind,
                                             QString *error);

    /** Renames an area in both files; links follow. Fails for an invalid or used id. */
    static std::optional<MapContent> renameArea(const MapContent &content, const QString &oldId,
                                                const QString &newId, QString *error);

    /**
     * Turns areas back into decoration: they leave map.json with their links, and their
     * elements stay where they are in the drawing, outside the area layers.
     */
    static std::optional<MapContent> removeAreas(const MapContent &content,
                                                 const std::vector<QString> &ids, QString *error);

    /**
     * Replaces the art with a new drawing, imported like a new map (SvgImporter): areas whose
     * id is in both keep everything the designer set; new shapes come in as the importer
     * guesses them; areas gone from the drawing leave with their links.
     */
    static std::optional<MapContent> replaceArt(const MapContent &content,
                                                const QByteArray &drawing, const QString &fileName,
                                                QString *error);
};

} // namespace vinci
