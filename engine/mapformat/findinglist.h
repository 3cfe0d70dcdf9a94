#pragma once

#include "mapfinding.h"

#include <vector>

namespace vinci {

/** The findings MapValidator's checks add to, in the order they find them. */
struct FindingList
{
    std::vector<MapFinding> list;

    void error(MapFindingCode code, const QString &message, const QStringList &ids = {})
    {
        list.push_back(MapFinding{MapSeverity::Error, code, message, ids});
    }
    void warning(MapFindingCode code, const QString &message, const QStringList &ids = {})
    {
        list.push_back(MapFinding{MapSeverity::Warning, code, message, ids});
    }
};

} // namespace vinci
