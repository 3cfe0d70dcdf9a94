#pragma once

#include "linkpair.h"
#include "localizedname.h"
#include "terrain.h"

#include <QPointF>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace vinci {

/** A land province (occupied by pawns) or a dark-blue sea zone (never occupied). */
enum class AreaKind : quint8
{
    Land,
    Sea
};

/** What an adjacency link stands for on the board. */
enum class LinkKind : quint8
{
    Land,  ///< a white land border between two land provinces
    Coast, ///< two land provinces whose light-blue coastal strips touch ("share a coast")
    Sea,   ///< a land province touching a sea zone, or two sea zones touching
};

/** One province or sea zone as a map file describes it. */
struct AreaData
{
    QString id; ///< stable id; also the id of its element in map.svg
    AreaKind kind = AreaKind::Land;
    LocalizedName names;
    Terrain terrain = Terrain::Farmland; ///< land provinces only
    bool mine = false;                   ///< pickaxe symbol (land only)
    bool port = false;                   ///< anchor symbol (land only)
    bool boardEdge = false;              ///< touches the edge of the board
    std::optional<QPointF> label;        ///< where its name is drawn, in SVG user units

    bool operator==(const AreaData &) const = default;
};

/** An undirected adjacency between two areas, stored once. */
struct LinkData
{
    QString a;
    QString b;
    LinkKind kind = LinkKind::Land;
    bool manual = false; ///< set by a designer by hand; automatic proposals never remove it

    bool operator==(const LinkData &) const = default;
};

inline LinkPair LinkPair::of(const LinkData &link)
{
    return {link.a, link.b};
}

/** What a map says about one rule set: who can play on it and how long. */
struct RuleSetTable
{
    std::vector<int> playerCounts;    ///< the player counts the map supports
    std::map<int, int> extraPawns;    ///< extra pawns per new civilization, by player count
    std::map<int, int> victoryPoints; ///< Classic: the target, by player count
    std::map<int, int> rounds;        ///< Online 2013: the number of rounds, by player count

    bool isEmpty() const { return playerCounts.empty(); }
    bool operator==(const RuleSetTable &) const = default;
};

/** The whole content of a map's map.json, as plain values (what the editor edits). */
struct MapData
{
    int formatVersion = 1;
    QString id;
    LocalizedName names;
    QString svgFile = QStringLiteral("map.svg");
    QString author;  ///< who made the map, as they want to be credited; may be empty
    QString licence; ///< the terms others may share it under ("CC BY 4.0"); may be empty
    /**
     * The programs paint each area in its terrain's style (mapart's terrainBrush) over the
     * art, keeping its outline and name: for a map drawn flat, whose colours say nothing of
     * terrain (the editor sets it on a map made by importing a drawing).
     */
    bool paintTerrain = false;
    std::vector<AreaData> areas; ///< land provinces and sea zones, in file order
    std::vector<LinkData> links;
    /**
     * Pairs the designer decided are not linked: a link they removed or a proposal they turned
     * down. The editor's Find links lists them as rejected instead of proposing them again; the
     * game ignores them. Kept with the map so that a rejection outlives the editing session.
     */
    std::vector<LinkPair> rejectedLinks;
    RuleSetTable classic;
    RuleSetTable online2013;

    bool operator==(const MapData &) const = default;
};

} // namespace vinci
