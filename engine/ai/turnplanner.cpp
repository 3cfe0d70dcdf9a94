#include "turnplanner.h"

#include "conquestoption.h"
#include "game/play.h"

#include <algorithm>
#include <set>

namespace vinci {

namespace {

struct Node
{
    GameState state;
    std::vector<Action> actions;
    double value = 0.0;
};

/** Two sequences reaching the same provinces with the same pawns left are the same position. */
std::vector<int> positionKey(const Node &node, int player)
{
    std::vector<int> key;
    for (const Action &action : node.actions)
        key.push_back(action.area);
    std::sort(key.begin(), key.end());
    key.push_back(node.state.player(player).active->hand);
    key.push_back(node.state.turn.espionageUsed);
    return key;
}

double noiseValue(Rng &noise, double spread)
{
    if (spread <= 0.0)
        return 0.0;
    // A sum of three uniforms: a cheap bell curve with the given spread.
    double sum = 0.0;
    for (int i = 0; i < 3; ++i)
        sum += noise.below(2001) / 1000.0 - 1.0;
    return sum * spread;
}

} // namespace

std::vector<ConquestPlan> planConquests(const GameState &state, const PlannerSettings &settings,
                                        const ValueWeights &weights, Rng &noise, int keep)
{
    const int me = state.currentPlayer;
    const TurnRoot root = turnRoot(state, me);
    std::vector<Node> beam;
    beam.push_back({state, {}, conquestEndValue(state, me, root, weights)});
    std::vector<ConquestPlan> found;
    found.push_back({{}, beam.front().value});
    std::set<std::vector<int>> seen;

    for (int depth = 0; depth < settings.maxConquests && !beam.empty(); ++depth) {
        std::vector<Node> children;
        for (const Node &node : beam) {
            const int hand = node.state.player(me).active->hand;
            if (!canHoldOneMore(node.state, me))
                continue;
            std::vector<ConquestOption> options = conquestOptions(node.state, me);
            options.erase(std::remove_if(options.begin(), options.end(),
                                         [&](const ConquestOption &o) { return o.cost > hand; }),
                          options.end());
            // The most promising first: points gained for the pawns spent.
            std::sort(options.begin(), options.end(),
                      [](const ConquestOption &a, const ConquestOption &b) {
                          const int qa = 3 * a.value() - a.cost;
                          const int qb = 3 * b.value() - b.cost;
                          return qa != qb ? qa > qb : a.area < b.area;
                      });
            if (static_cast<int>(options.size()) > settings.branching)
                options.resize(static_cast<std::size_t>(settings.branching));
            for (const ConquestOption &option : options) {
                Node child{node.state, node.actions, 0.0};
                const Action action = Action::conquer(option.area, option.espionage);
                if (applyInPlace(child.state, action))
                    continue;
                child.actions.push_back(action);
                if (!seen.insert(positionKey(child, me)).second)
                    continue;
                child.value = conquestEndValue(child.state, me, root, weights) +
                              noiseValue(noise, settings.noise);
                children.push_back(std::move(child));
            }
        }
        std::sort(children.begin(), children.end(),
                  [](const Node &a, const Node &b) { return a.value > b.value; });
        if (static_cast<int>(children.size()) > settings.beamWidth)
            children.resize(static_cast<std::size_t>(settings.beamWidth));
        for (const Node &child : children)
            found.push_back({child.actions, child.value});
        beam = std::move(children);
    }
    std::stable_sort(found.begin(), found.end(), [](const ConquestPlan &a, const ConquestPlan &b) {
        return a.value > b.value;
    });
    if (static_cast<int>(found.size()) > keep)
        found.resize(static_cast<std::size_t>(keep));
    return found;
}

} // namespace vinci
