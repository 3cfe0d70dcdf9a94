#include "gameoptions.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("GameOptions", text);
}
} // namespace

bool GameOptions::hasVirtualPlayers() const
{
    return std::find(virtualSeats.begin(), virtualSeats.end(), true) != virtualSeats.end();
}

std::optional<QString> checkOptions(const GameOptions &options, const ProvinceGraph &board)
{
    if (options.ruleSet != RuleSetId::Classic)
        return tr("This version plays the Classic rules only.");
    const RuleSet &rules = ruleSet(options.ruleSet);
    if (options.playerCount < rules.minPlayers || options.playerCount > rules.maxPlayers)
        return tr("The Classic rules are for %1 to %2 players; %3 were asked for.")
            .arg(rules.minPlayers)
            .arg(rules.maxPlayers)
            .arg(options.playerCount);
    const auto &supported = board.classicTable().playerCounts;
    if (!supported.empty() &&
        std::find(supported.begin(), supported.end(), options.playerCount) == supported.end())
        return tr("The map \"%1\" does not support %2 players.")
            .arg(board.mapId())
            .arg(options.playerCount);
    if (!options.virtualSeats.empty() &&
        options.virtualSeats.size() != static_cast<std::size_t>(options.playerCount))
        return tr("There are %1 seats but %2 seat kinds.")
            .arg(options.playerCount)
            .arg(options.virtualSeats.size());
    if (options.victoryTarget < 0)
        return tr("The victory target cannot be negative.");
    if (options.virtualExtraPawns < 0 || options.virtualExtraPawns > 50)
        return tr("Virtual players' extra pawns must be between 0 and 50.");
    if (options.virtualStartingScore < 0 || options.virtualStartingScore > 100)
        return tr("Virtual players' starting score must be between 0 and 100.");
    if (board.landAreas().empty())
        return tr("The map \"%1\" has no land province.").arg(board.mapId());
    return std::nullopt;
}

} // namespace vinci
