#include "gameoptions.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace vinci {

namespace {
/** Translations of this file; lupdate reads the context from here, so call GameOptionsTexts::tr().
 */
struct GameOptionsTexts
{
    Q_DECLARE_TR_FUNCTIONS(GameOptions)
};
} // namespace

bool GameOptions::hasVirtualPlayers() const
{
    return std::find(virtualSeats.begin(), virtualSeats.end(), true) != virtualSeats.end();
}

int virtualPlayersVictoryTarget()
{
    return 150;
}

namespace {

/** The game's length for `options`, by the map's `table` when one is known. */
int gameLength(const GameOptions &options, const RuleSetTable *table)
{
    const RuleSet &rules = ruleSet(options.ruleSet);
    const bool fixedRounds = rules.gameEnd == GameEnd::FixedRounds;
    // "The game ends at 150 points" with virtual players (Classic).
    if (!fixedRounds && options.hasVirtualPlayers())
        return virtualPlayersVictoryTarget();
    // "The game ends when the game reaches a fixed number of rounds" (Online 2013), or at the
    // victory points of the map's table by player count (Classic); else the text's numbers.
    if (table) {
        const auto &lengths = fixedRounds ? table->rounds : table->victoryPoints;
        if (const auto it = lengths.find(options.playerCount); it != lengths.end())
            return it->second;
    }
    return rules.defaultGameLength(options.playerCount);
}

} // namespace

int defaultGameLength(const GameOptions &options, const ProvinceGraph &board)
{
    return gameLength(options, &mapTable(board, options.ruleSet));
}

int defaultGameLength(const GameOptions &options)
{
    return gameLength(options, nullptr);
}

BoardFit boardFit(const ProvinceGraph &board, RuleSetId ruleSet)
{
    // A map that gives tables only for Online 2013 uses its terrains (rivers, deserts …), which
    // the Classic rules do not know (docs/map-format.md, terrain-not-in-rule-set).
    if (ruleSet == RuleSetId::Classic)
        return board.classicTable().isEmpty() && !board.online2013Table().isEmpty()
                   ? BoardFit::Unplayable
                   : BoardFit::Suited;
    // A map without Online 2013 tables gives no rounds or extra pawns for them.
    return board.online2013Table().isEmpty() ? BoardFit::NoTable : BoardFit::Suited;
}

PlayerCountRange playerCountRange(const ProvinceGraph &board, RuleSetId ruleSet)
{
    PlayerCountRange range = rulesPlayerCounts(ruleSet);
    const auto &listed = mapTable(board, ruleSet).playerCounts;
    if (!listed.empty()) {
        const auto [fewest, most] = std::minmax_element(listed.begin(), listed.end());
        range.min = std::max(range.min, *fewest);
        range.max = std::max(range.min, std::min(range.max, *most));
    }
    return range;
}

namespace {

/** The map as a person knows it: its name in the program's language, else its folder's id. */
QString mapNameOf(const ProvinceGraph &board)
{
    // Messages follow the program's language (QLocale::setDefault by the window).
    const QString name = board.mapNames().in(QLocale().name().left(2));
    return name.isEmpty() ? board.mapId() : name;
}

} // namespace

std::optional<QString> checkOptions(const GameOptions &options, const ProvinceGraph &board)
{
    const RuleSet &rules = ruleSet(options.ruleSet);
    if (options.playerCount < rules.minPlayers || options.playerCount > rules.maxPlayers)
        return options.ruleSet == RuleSetId::Classic
                   ? GameOptionsTexts::tr("The Classic rules are for %1 to %2 players, not %n.",
                                          nullptr, options.playerCount)
                         .arg(rules.minPlayers)
                         .arg(rules.maxPlayers)
                   : GameOptionsTexts::tr("The Online 2013 rules are for %1 to %2 players, not %n.",
                                          nullptr, options.playerCount)
                         .arg(rules.minPlayers)
                         .arg(rules.maxPlayers);
    if (!rules.allowsVirtualPlayers && options.hasVirtualPlayers())
        return GameOptionsTexts::tr("The Online 2013 rules have no virtual players.");
    if (boardFit(board, options.ruleSet) == BoardFit::Unplayable)
        return GameOptionsTexts::tr("The map \"%1\" is for the Online 2013 rules only.")
            .arg(mapNameOf(board));
    const auto &supported = mapTable(board, options.ruleSet).playerCounts;
    if (!supported.empty() &&
        std::find(supported.begin(), supported.end(), options.playerCount) == supported.end())
        return GameOptionsTexts::tr("The map \"%1\" does not support %n player(s).", nullptr,
                                    options.playerCount)
            .arg(mapNameOf(board));
    if (!options.virtualSeats.empty() &&
        options.virtualSeats.size() != static_cast<std::size_t>(options.playerCount))
        return GameOptionsTexts::tr("There are %1 but %2.")
            .arg(GameOptionsTexts::tr("%n seat(s)", nullptr, options.playerCount),
                 GameOptionsTexts::tr("%n seat kind(s)", nullptr,
                                      static_cast<int>(options.virtualSeats.size())));
    if (options.victoryTarget < 0)
        return GameOptionsTexts::tr("The victory target cannot be negative.");
    if (options.virtualExtraPawns < 0 || options.virtualExtraPawns > 50)
        return GameOptionsTexts::tr("Virtual players' extra pawns must be between 0 and 50.");
    if (options.virtualStartingScore < 0 || options.virtualStartingScore > 100)
        return GameOptionsTexts::tr("Virtual players' starting score must be between 0 and 100.");
    if (board.landAreas().empty())
        return GameOptionsTexts::tr("The map \"%1\" has no land province.").arg(mapNameOf(board));
    return std::nullopt;
}

} // namespace vinci
