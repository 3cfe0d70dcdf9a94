#pragma once

#include <QGraphicsItem>

#include <array>
#include <cstddef>

/**
 * QGraphicsItem::type() of every item class of the game, the editor and the map drawing they
 * share, in one place so that no two collide: qgraphicsitem_cast and the views' type() tests
 * tell the items apart by it.
 */
namespace vinci::GraphicsItemType {
enum : int
{
    MapArt = QGraphicsItem::UserType + 0x5601,         ///< MapArtItem: the map's drawing
    Area = QGraphicsItem::UserType + 0x5602,           ///< AreaItem (and the game's ProvinceItem)
    AreaLabel = QGraphicsItem::UserType + 0x5603,      ///< AreaLabelItem: a name and its badges
    NameLeader = QGraphicsItem::UserType + 0x5604,     ///< NameLeaderItem: a name's leader line
    ProvinceMarker = QGraphicsItem::UserType + 0x5610, ///< the game's pawns, fort and buttons
    Link = QGraphicsItem::UserType + 0x5611,           ///< the editor's adjacency line
};

inline constexpr std::array all{MapArt, Area, AreaLabel, NameLeader, ProvinceMarker, Link};

constexpr bool allDistinct()
{
    for (std::size_t i = 0; i < all.size(); ++i) {
        for (std::size_t j = i + 1; j < all.size(); ++j) {
            if (all[i] == all[j])
                return false;
        }
    }
    return true;
}
static_assert(allDistinct(), "two QGraphicsItem classes share a type id");
} // namespace vinci::GraphicsItemType
