#include "pawnmoves.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

namespace {

/** Translations of this file: the log's sentences, with describeEvent()'s. */
struct PawnMovesTexts
{
    Q_DECLARE_TR_FUNCTIONS(GameEvent)
};

/**
 * "3 pawns in Andalusia, 2 in Castile": the first count with its noun, the others bare, as one
 * says a list. `first` has %n (the pawns) and %1 (the province); `next` has %1 and %2.
 */
QString listOf(const std::vector<std::pair<AreaIndex, int>> &moves, const char *first,
               const char *next, const ProvinceGraph &board, QStringView language)
{
    QStringList items;
    for (const auto &[area, pawns] : moves) {
        const QString where = board.area(area).names.in(language);
        items << (items.isEmpty() ? PawnMovesTexts::tr(first, nullptr, pawns).arg(where)
                                  : PawnMovesTexts::tr(next).arg(pawns).arg(where));
    }
    return items.join(PawnMovesTexts::tr(", ", "between the provinces of a list of moves"));
}

} // namespace

std::optional<PawnMoves::Step> PawnMoves::stepOf(const GameEvent &event)
{
    switch (event.kind) {
    case EventKind::PawnsPlaced:
    case EventKind::PawnsLifted:
        return Step::Reorganization;
    case EventKind::Redeployed:
        return event.value == 1 ? Step::AutomaticRedeploy : Step::Redeploy;
    default:
        return std::nullopt;
    }
}

void PawnMoves::add(const GameEvent &event)
{
    const auto step = stepOf(event);
    if (!step)
        return;
    m_player = event.player;
    m_step = *step;
    ++m_events;
    const int pawns = event.kind == EventKind::PawnsLifted   ? -event.amount
                      : event.kind == EventKind::PawnsPlaced ? event.amount
                                                             : 1;
    const auto it = std::find_if(m_net.begin(), m_net.end(),
                                 [&](const auto &entry) { return entry.first == event.area; });
    if (it == m_net.end())
        m_net.emplace_back(event.area, pawns);
    else
        it->second += pawns;
}

std::vector<std::pair<AreaIndex, int>> PawnMoves::placed() const
{
    std::vector<std::pair<AreaIndex, int>> moves;
    for (const auto &[area, pawns] : m_net) {
        if (pawns > 0)
            moves.emplace_back(area, pawns);
    }
    return moves;
}

std::vector<std::pair<AreaIndex, int>> PawnMoves::lifted() const
{
    std::vector<std::pair<AreaIndex, int>> moves;
    for (const auto &[area, pawns] : m_net) {
        if (pawns < 0)
            moves.emplace_back(area, -pawns);
    }
    return moves;
}

QString PawnMoves::describe(const ProvinceGraph &board, const QStringList &playerNames,
                            QStringView language) const
{
    const QString who =
        m_player >= 0 && m_player < playerNames.size() && !playerNames.at(m_player).isEmpty()
            ? playerNames.at(m_player)
            : PawnMovesTexts::tr("Player %1").arg(m_player + 1);
    const auto put = placed();
    const auto taken = lifted();
    if (put.empty() && taken.empty())
        return {};
    switch (m_step) {
    case Step::Redeploy:
        return PawnMovesTexts::tr("%1 redeploys %2.")
            .arg(who, listOf(put, QT_TRANSLATE_N_NOOP("GameEvent", "%n pawn(s) to %1"),
                             QT_TRANSLATE_NOOP("GameEvent", "%1 to %2"), board, language));
    case Step::AutomaticRedeploy: {
        int pawns = 0;
        for (const auto &move : put)
            pawns += move.second;
        return PawnMovesTexts::tr("%n surviving pawn(s) of %1 placed automatically: %2.", nullptr,
                                  pawns)
            .arg(who, listOf(put, QT_TRANSLATE_N_NOOP("GameEvent", "%n pawn(s) in %1"),
                             QT_TRANSLATE_NOOP("GameEvent", "%1 in %2"), board, language));
    }
    case Step::Reorganization:
        break;
    }
    const QString places = listOf(put, QT_TRANSLATE_N_NOOP("GameEvent", "places %n pawn(s) in %1"),
                                  QT_TRANSLATE_NOOP("GameEvent", "%1 in %2"), board, language);
    const QString lifts =
        listOf(taken, QT_TRANSLATE_N_NOOP("GameEvent", "lifts %n pawn(s) from %1"),
               QT_TRANSLATE_NOOP("GameEvent", "%1 from %2"), board, language);
    if (taken.empty())
        return PawnMovesTexts::tr("%1 reorganizes: %2.").arg(who, places);
    if (put.empty())
        return PawnMovesTexts::tr("%1 reorganizes: %2.").arg(who, lifts);
    return PawnMovesTexts::tr("%1 reorganizes: %2; %3.").arg(who, places, lifts);
}

} // namespace vinci
