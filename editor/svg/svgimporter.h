#pragma once

#include "map/mapdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace vinci {

/** One line of the import report. */
struct ImportNote
{
    enum class Level : quint8
    {
        Info,    ///< what the importer decided (kind guesses, ids given)
        Warning, ///< something the board will not show as drawn, or a shape left out
    };

    Level level = Level::Info;
    QString element; ///< the element, as "<path id="x"> (line 12)"
    QString areaId;  ///< the area it concerns, if any (for selecting it)
    QString message; ///< translated

    bool operator==(const ImportNote &) const = default;
};

/** A new map made from a drawing: its model, its art (with ids and layers), the report. */
struct ImportedMap
{
    MapData map;
    QByteArray svg;
    std::vector<ImportNote> notes;
};

/**
 * Makes a new map from a designer's SVG drawing. Every closed, filled shape (or group of
 * shapes with an id, or `<use>` of either) becomes a province or a sea zone, except water lying
 * inside one province (a lake: the province's art): the drawing's own `provinces`/`seas`
 * layers decide when it has them; otherwise names, groups and fill colours are the hints
 * (guessAreaKind), and the areas are moved into new `seas` and `provinces` layers at the place
 * of the first area, each keeping its look (SvgElementMover). Missing and invalid ids are made
 * from the shape's label or title and written into the SVG; English names come from the label
 * or title, else from the drawing's text written on the area. Shapes touching the edge of the
 * drawing are marked board edge. The report warns, element by element, about features Qt 6.4
 * does not render and says every decision.
 */
class SvgImporter
{
    Q_DECLARE_TR_FUNCTIONS(SvgImporter)

public:
    /**
     * Imports `drawing`; `fileName` names it in messages, `mapId` is the new map's id. Returns
     * nothing with `error` set when the drawing is not an SVG Qt can render or has no shape.
     */
    static std::optional<ImportedMap> import(const QByteArray &drawing, const QString &fileName,
                                             const QString &mapId, QString *error = nullptr);

    /** The tables a new map starts with: Classic, 3-6 players, the rule set's defaults. */
    static RuleSetTable defaultClassicTable();
};

} // namespace vinci
