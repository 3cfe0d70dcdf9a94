#pragma once

#include "mapformat/mapfinding.h"

#include <QCoreApplication>
#include <QString>

namespace vinci {

class MapDocument;

/**
 * A finding as the Issues dock says it to a designer: what it is about in their words and
 * language (the area's name, "Map name", "Classic rules: extra pawns"), then the fault. The
 * command line and the tooltip keep MapFinding::message, which names the file and the JSON path
 * (docs/map-format.md).
 */
class FindingText
{
    Q_DECLARE_TR_FUNCTIONS(FindingText)

public:
    /** "Albanie : pas de nom en allemand" for `provinces[0] "albania": no name in German`. */
    static QString of(const MapFinding &finding, const MapDocument &document);
    /** What `finding` is about, in the interface's language; empty when it is a whole file. */
    static QString subject(const MapFinding &finding, const MapDocument &document);
};

} // namespace vinci
