#pragma once

/** Merge ids of the editor's undo commands, in one place so that no two collide. */
namespace vinci::UndoCommandId {
enum : int
{
    ChangeAreaProperty = 1, ///< typing in a name field
    ChangeRuleTable = 2,    ///< stepping a table value
    ChangeMapInfo = 3,      ///< typing the map's names
    ChangeMapCredit = 4,    ///< typing the map's author or licence
};
} // namespace vinci::UndoCommandId
