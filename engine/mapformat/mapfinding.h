#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace vinci {

/** How bad a finding is: an error keeps a map from being played, a warning does not. */
enum class MapSeverity : quint8
{
    Warning,
    Error
};

/**
 * What a finding is about. The numbers are stable (tools and tests may keep them): append new
 * codes, never renumber. docs/map-format.md lists each code with its severity and meaning.
 */
enum class MapFindingCode : quint16
{
    // Reading the files
    JsonUnreadable = 1,     ///< map.json missing, too large, or not JSON (line:column)
    JsonInvalid = 2,        ///< JSON of the wrong shape (element path)
    NewerFormatVersion = 3, ///< written for a newer program
    UnknownJsonKey = 4,     ///< a key the format does not know (often a typo)
    SvgUnreadable = 5,      ///< the SVG missing, too large, or not well-formed XML (line:column)
                            // Ids and names
    InvalidId = 20,         ///< an id that is not [a-z0-9-]+
    MapIdMismatch = 21,     ///< map id differs from its folder name
    DuplicateAreaId = 22,   ///< two areas share an id
    MissingName = 23,       ///< a name is empty in a language (error for English)
    InvalidCredit = 24,     ///< author or licence too long for one line, or on several lines
    MissingCredit = 25,     ///< no author or no licence (the editor's warning: a map to share)
                            // Links
    LinkToUnknownArea = 40,
    SelfLink = 41,
    DuplicateLink = 42,       ///< a pair linked twice, in either order
    LinkKindMismatch = 43,    ///< land/coast not between two provinces, or sea without a sea zone
    IsolatedArea = 44,        ///< an area with no link at all
    InvalidRejectedLink = 45, ///< a rejected pair naming an unknown area, itself, or twice
    NoLinks = 46,             ///< no two areas linked (a map just drawn): instead of 44, 62-65
                              // The board as a whole
    NoLandProvince = 60,
    NoBoardEdge = 61,
    NoStartProvince = 62,
    UnreachableProvince = 63,    ///< no civilization but Revolutionaries could ever get there
    ReachableOnlyAcrossSea = 64, ///< only Astronomy (or Revolutionaries) can get there
    PortInland = 65,             ///< an anchor on a province with no coast
    TerrainNotInRuleSet = 66,    ///< an Online 2013 terrain on a map that supports Classic
                                 // Rule-set tables
    NoRuleSet = 80,
    PlayerCountOutOfRange = 81,
    DuplicatePlayerCount = 82,
    MissingTableEntry = 83,
    UnusedTableEntry = 84,
    InvalidTableValue = 85,
    // The SVG
    AreaMissingFromSvg = 100,
    SvgAreaMissingFromJson = 101,
    DuplicateSvgId = 102,
    AreaElementNotShape = 103,
    NoAreaLayers = 104,
    AreaInWrongLayer = 105,
    SvgFeatureNotRendered = 106,
    AreaHasText = 107,
    AreaHasImage = 108,
    AreaHidden = 109,
    AreaInNestedSvg = 110,
    // Building the board
    GraphRejected = 120, ///< the province graph refused what the validator let through
};

/** The code's stable name for logs and the command line ("area-missing-from-svg"). */
QString mapFindingKey(MapFindingCode code);

/** One problem found in a map: what, how bad, a message for people, and the areas involved. */
struct MapFinding
{
    MapSeverity severity = MapSeverity::Error;
    MapFindingCode code = MapFindingCode::JsonInvalid;
    QString message; ///< translated; names the file, the element and the fault
    QStringList ids; ///< ids of the areas involved, for the editor to select; may be empty
    /** The element as the file names it ("provinces[3] \"alps\"", "rules.classic.extraPawns",
     *  "<path id=\"alps\">"); empty when the finding is about a whole file. */
    QString element;
    QString fault; ///< translated; the message without the file and the element

    bool isError() const { return severity == MapSeverity::Error; }
    /** "error [code-key]: message", one line, for logs and the command line. */
    QString toString() const;
    bool operator==(const MapFinding &) const = default;
};

/** Whether any finding is an error. */
bool hasErrors(const std::vector<MapFinding> &findings);

/** Where and why reading a map file failed, as precisely as the file format allows. */
struct MapFileError
{
    MapFindingCode code = MapFindingCode::JsonUnreadable;
    QString file;    ///< the file's path as it was given
    int line = 0;    ///< 1-based; 0 when not known
    int column = 0;  ///< 1-based, in characters; 0 when not known
    QString element; ///< JSON path such as provinces[3].terrain, or an SVG element; may be empty
    QString fault;   ///< translated description of what is wrong

    /** "file:line:column: fault" or "file: element: fault". */
    QString toString() const;
    /** The same as an error finding (code, message). */
    MapFinding toFinding() const;
    bool operator==(const MapFileError &) const = default;
};

} // namespace vinci
