#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace vinci {

/** What a land province is made of; decides its defence, its value and some tile bonuses. */
enum class Terrain : quint8
{
    Farmland,        ///< yellow (Online 2013: "Plains")
    Prairie,         ///< light green (Online 2013: "Meadow")
    Forest,          ///< dark green
    Mountain,        ///< grey
    Normal,          ///< brown, Online 2013 maps only
    Desert,          ///< light yellow, Online 2013 maps only
    River,           ///< light blue, Online 2013 maps only
    ControllableSea, ///< light blue sea that can be held, Online 2013 maps only
};

inline constexpr int terrainCount = 8;

/** The key used in map files ("farmland", "prairie", ...). */
QString terrainKey(Terrain terrain);

/** Parses a map-file key; nothing for an unknown key. */
std::optional<Terrain> terrainFromKey(QStringView key);

/** The terrain's name for players, translated (context "Terrain"). */
QString terrainName(Terrain terrain);

} // namespace vinci
