#pragma once

#include "mapfinding.h"

#include <vector>

namespace vinci {

/** Where a finding is: a file (with its line and column when known) and an element in it. */
struct FindingPlace
{
    QString file;    ///< "map.json", "europe/map.json", "map.svg:12:3"
    QString element; ///< the JSON path or the SVG element as the file names it; may be empty
};

/** The findings MapValidator's checks add to, in the order they find them. */
struct FindingList
{
    std::vector<MapFinding> list;

    void error(MapFindingCode code, const FindingPlace &place, const QString &fault,
               const QStringList &ids = {})
    {
        add(MapSeverity::Error, code, place, fault, ids);
    }
    void warning(MapFindingCode code, const FindingPlace &place, const QString &fault,
                 const QStringList &ids = {})
    {
        add(MapSeverity::Warning, code, place, fault, ids);
    }

private:
    void add(MapSeverity severity, MapFindingCode code, const FindingPlace &place,
             const QString &fault, const QStringList &ids)
    {
        // "file: element: fault" for the command line and logs; the parts for the editor,
        // which names the element in the designer's words.
        QString message = place.file + QStringLiteral(": ");
        if (!place.element.isEmpty())
            message += place.element + QStringLiteral(": ");
        list.push_back(MapFinding{severity, code, message + fault, ids, place.element, fault});
    }
};

} // namespace vinci
