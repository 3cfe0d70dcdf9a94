#include "dialogs/howtoplaytext.h"

#include "game/gameoptions.h"
#include "map/terrain.h"
#include "rules/rulesetname.h"
#include "rules/tiletable.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

QString paragraph(const QString &text)
{
    return u"<p>%1</p>"_s.arg(text);
}

QString list(const QStringList &items, bool numbered = false)
{
    QString html = numbered ? u"<ol>"_s : u"<ul>"_s;
    for (const QString &item : items)
        html += u"<li>%1</li>"_s.arg(item);
    return html + (numbered ? u"</ol>"_s : u"</ul>"_s);
}

/** A passage written once from each rule set's data. */
RulesPassage passage(const std::function<QString(const RuleSet &)> &write)
{
    return {write(classicRules()), write(online2013Rules())};
}

/** A passage the rule sets share word for word. */
RulesPassage same(const QString &html)
{
    return {html, html};
}

/** "8 with 3 players, 6 with 4, ..." from `value(players)` over the rule set's player counts. */
QString byPlayerCount(const RuleSet &rules, int (*value)(int))
{
    QStringList parts;
    for (int players = rules.minPlayers; players <= rules.maxPlayers; ++players)
        parts << HowToPlayText::tr("%1 with %n player(s)", nullptr, players).arg(value(players));
    return QLocale().createSeparatedList(parts);
}

/**
 * The terrains a rule set's boards are drawn with (terrain.h: normal land, deserts, rivers and
 * controllable seas are on Online 2013 maps only).
 */
std::vector<Terrain> boardTerrains(const RuleSet &rules)
{
    std::vector<Terrain> terrains;
    for (int t = 0; t < terrainCount; ++t) {
        const auto terrain = static_cast<Terrain>(t);
        const bool onlineOnly = terrain == Terrain::Normal || terrain == Terrain::Desert ||
                                terrain == Terrain::River || terrain == Terrain::ControllableSea;
        if (!onlineOnly || rules.id == RuleSetId::Online2013)
            terrains.push_back(terrain);
    }
    return terrains;
}

} // namespace

QString HowToPlayText::terrainTable(const RuleSet &rules)
{
    QString html = u"<table class='rule' cellspacing='0' width='100%'>"
                   u"<tr><th align='left' width='40%'>%1</th>"
                   u"<th align='right'>%2</th><th align='right'>%3</th><th align='right'>%4</th>"
                   u"</tr>"_s.arg(HowToPlayText::tr("Terrain"), HowToPlayText::tr("Cost"),
                                  HowToPlayText::tr("Points"), HowToPlayText::tr("Neutral pawn"));
    for (Terrain terrain : boardTerrains(rules))
        html +=
            u"<tr><td>%1</td><td align='right'><b>%2</b></td><td align='right'>%3</td>"
            u"<td align='right'>%4</td></tr>"_s.arg(
                terrainName(terrain).toHtmlEscaped(), QString::number(rules.terrainCost(terrain)),
                QString::number(rules.provinceValue(terrain)),
                rules.startsWithNeutral(terrain) ? HowToPlayText::tr("yes")
                                                 : HowToPlayText::tr("no"));
    return html + u"</table>"_s;
}

namespace {

int tileCount(const RuleSet &rules, int players)
{
    const std::vector<TileCount> mix = rules.tileMix(false, players);
    return std::accumulate(mix.begin(), mix.end(), 0,
                           [](int sum, const TileCount &count) { return sum + count.copies; });
}

int copiesOf(const std::vector<TileCount> &mix, TileKind kind)
{
    const auto found = std::find_if(mix.begin(), mix.end(),
                                    [kind](const TileCount &count) { return count.kind == kind; });
    return found == mix.end() ? 0 : found->copies;
}

/**
 * What the bag holds beyond its size: the copies that are not two (Classic's designer's mix),
 * the Classic tiles left out, the tiles of this rule set alone, and those a small table goes
 * without.
 */
QString bagDetails(const RuleSet &rules)
{
    const std::vector<TileCount> full = rules.tileMix(false, rules.maxPlayers);
    const std::vector<TileCount> smallest = rules.tileMix(false, rules.minPlayers);
    // The number of copies most kinds have; the kinds with another number are named.
    std::map<int, int> kindsByCopies;
    for (const TileCount &count : full)
        ++kindsByCopies[count.copies];
    const int usual =
        std::max_element(kindsByCopies.begin(), kindsByCopies.end(),
                         [](const auto &a, const auto &b) { return a.second < b.second; })
            ->first;
    QStringList others;
    QStringList leftOut;
    QStringList added;
    QStringList fromMore;
    for (int k = 0; k < allTileKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        const int count = copiesOf(full, kind);
        const QString name = tileName(kind, rules.id);
        if (k < tileKindCount && count == 0)
            leftOut << name;
        if (k >= tileKindCount && count > 0)
            added << name;
        if (count > 0 && count != usual)
            others << HowToPlayText::tr("%n %1", nullptr, count).arg(name);
        if (count > 0 && copiesOf(smallest, kind) == 0) {
            int players = rules.minPlayers;
            while (players < rules.maxPlayers && copiesOf(rules.tileMix(false, players), kind) == 0)
                ++players;
            fromMore
                << HowToPlayText::tr("%1 only with %n or more players", nullptr, players).arg(name);
        }
    }
    QStringList parts{HowToPlayText::tr("%n of each kind", nullptr, usual)};
    if (!others.isEmpty())
        parts.last() =
            HowToPlayText::tr("%1 but %2").arg(parts.last(), QLocale().createSeparatedList(others));
    if (!leftOut.isEmpty())
        parts << HowToPlayText::tr("without %1").arg(QLocale().createSeparatedList(leftOut));
    if (!added.isEmpty())
        parts << HowToPlayText::tr("new: %1").arg(QLocale().createSeparatedList(added));
    parts << fromMore;
    return parts.join(u"; "_s);
}

} // namespace

QString HowToPlayText::ruleSetTitle(RuleSetId rules)
{
    return ruleSetName(rules);
}

QString HowToPlayText::gameLength(const RuleSet &rules)
{
    if (rules.gameEnd == GameEnd::FixedRounds)
        return paragraph(tr("The game lasts a fixed number of rounds: %1 (a map or "
                            "the new game options may set another number). The player "
                            "with the most points wins; equal scores share the "
                            "victory.")
                             .arg(byPlayerCount(rules, rules.defaultGameLength)));
    return paragraph(tr("The game ends in the round in which a player reaches the "
                        "victory target in points: %1 (a map or the new game options "
                        "may set another target). The player with the most points "
                        "wins.")
                         .arg(byPlayerCount(rules, rules.defaultGameLength)));
}

QString HowToPlayText::players(const RuleSet &rules)
{
    QString players = tr("%1 to %2 players. Every player starts with %n victory "
                         "point(s).",
                         nullptr, rules.startingScore)
                          .arg(rules.minPlayers)
                          .arg(rules.maxPlayers);
    players +=
        u' ' + (rules.allowsVirtualPlayers ? tr("One or two people play with virtual players (see "
                                                "below).")
                                           : tr("There are no virtual players."));
    return paragraph(players);
}

QString HowToPlayText::firstTurn(const RuleSet &rules)
{
    if (rules.firstTurnConquers)
        return paragraph(tr("On their first turn each player chooses a civilization "
                            "and at once conquers with it, reorganizes and scores, as "
                            "in any expansion turn."));
    return paragraph(tr("On their first turn each player only chooses a "
                        "civilization; it enters the board on their next turn."));
}

QString HowToPlayText::price(const RuleSet &rules)
{
    return paragraph(tr("Civilization I costs nothing. Each place further along costs %n victory "
                        "point(s) more, and a coin is left on every civilization passed over.",
                        nullptr, rules.skipCost) +
                     u' ' +
                     tr("Whoever later chooses a civilization with coins on it gains %n victory "
                        "point(s) per coin.",
                        nullptr, rules.coinValue) +
                     u' ' + tr("The pairs behind move up and a new pair is drawn into place VI."));
}

QString HowToPlayText::newPawns(const RuleSet &rules)
{
    return paragraph(tr("A new civilization receives the sum of the red numbers on its two tiles "
                        "in pawns, plus extra pawns for the number of players: %1. The map may "
                        "give its own numbers. These pawns are all it will ever have, unless a "
                        "tile says otherwise.")
                         .arg(byPlayerCount(rules, rules.defaultExtraPawns)));
}

QString HowToPlayText::conquestCost(const RuleSet &rules)
{
    return paragraph(tr("A conquest costs the terrain's number of pawns, +1 for each "
                        "pawn defending the province, +1 for a fort, −1 when you "
                        "attack from a mountain province next to it. Civilization "
                        "tiles change the cost too; it is never below %n.",
                        nullptr, rules.minimumConquestCost));
}

QString HowToPlayText::cohesionExceptions(const RuleSet &rules)
{
    if (rules.allowsVirtualPlayers)
        return paragraph(tr("Cohesion does not apply to civilizations in decline, to "
                            "the Messengers tile, nor to virtual players."));
    return paragraph(tr("Cohesion does not apply to civilizations in decline, nor to "
                        "the Messengers tile."));
}

QString HowToPlayText::bag(const RuleSet &rules)
{
    QString text = tr("The bag holds %n civilization tile(s) (%1).", nullptr,
                      tileCount(rules, rules.maxPlayers))
                       .arg(bagDetails(rules));
    if (rules.onlineTileWording) {
        // The Classic tiles these rules rename, then those they word differently.
        QStringList renamed;
        for (int k = 0; k < tileKindCount; ++k) {
            const auto kind = static_cast<TileKind>(k);
            if (tileName(kind) != tileName(kind, rules.id))
                renamed << tr("%1 is called %2").arg(tileName(kind), tileName(kind, rules.id));
        }
        if (!renamed.isEmpty())
            text += u' ' + tr("Here %1.").arg(QLocale().createSeparatedList(renamed));
        text +=
            u' ' +
            tr("%1 work differently.")
                .arg(QLocale().createSeparatedList({tileName(TileKind::Medicine, rules.id),
                                                    tileName(TileKind::FieldGeneral, rules.id),
                                                    tileName(TileKind::Fortification, rules.id),
                                                    tileName(TileKind::Militia, rules.id),
                                                    tileName(TileKind::ShipBuilding, rules.id)}));
    }
    return paragraph(text);
}

QString HowToPlayText::declineSteps(const RuleSet &rules)
{
    const QString tiles =
        rules.decliningKeepsAllTiles
            ? tr("its tiles stay with it until your next decline, but only those with "
                 "the broken column still act;")
            : tr("its tiles go back into the bag, except those with the broken column;");
    return list({tiles,
                 tr("you may have only one civilization in decline: an older one "
                    "leaves the board;"),
                 tr("one pawn stays in each of its provinces, under a decline marker;"),
                 tr("you score, then choose a new civilization, which enters the "
                    "board on your next turn.")},
                true);
}

QString HowToPlayText::declineContact(const RuleSet &rules)
{
    QString text = tr("Your declining civilization no longer expands but keeps scoring. Your "
                      "active and your declining civilization must not touch: when you conquer "
                      "next to your declining provinces, those provinces are emptied (unless you "
                      "have Heritage).");
    if (!rules.contactClearsDeclining(Terrain::River, Terrain::Farmland))
        text += u' ' + tr("This does not apply when either of the two provinces is a "
                          "river or a controllable sea.");
    return paragraph(text + u' ' +
                     tr("With Rebirth, the decline is declared at the end of a normal "
                        "turn, after scoring."));
}

QString HowToPlayText::scoring()
{
    return paragraph(tr("At the end of your turn each province of your active and of your "
                        "declining civilization scores the points the terrain table gives its "
                        "terrain. Yellow tiles add points, and some of them keep doing so in "
                        "decline."));
}

QString HowToPlayText::turnKinds()
{
    return list({tr("<b>Expansion turn:</b> collect pawns or enter the board, conquer "
                    "provinces, reorganize your pawns, score."),
                 tr("<b>Decline turn:</b> the civilization goes into decline, you score, then "
                    "choose a new civilization, which enters the board on your next turn.")});
}

std::vector<HowToPlaySection> HowToPlayText::sections()
{
    std::vector<HowToPlaySection> result;

    result.push_back(
        {u"aim"_s,
         tr("The aim of the game"),
         {same(paragraph(tr("You lead one civilization after another across the map. Every "
                            "province your pawns hold earns victory points at the end of your "
                            "turn. When a civilization has grown as far as it can, you put it "
                            "into decline and choose a new one; the provinces of the declining "
                            "civilization keep scoring until other civilizations take them."))),
          passage(&HowToPlayText::gameLength)}});

    result.push_back(
        {u"setup"_s,
         tr("Players and setting up"),
         {passage(&HowToPlayText::players),
          same(paragraph(tr("A neutral pawn (the early peoples, who defend their land) stands in "
                            "every province whose terrain says so in the terrain table below. "
                            "Six civilizations, each a pair of civilization tiles drawn from the "
                            "bag, wait on the civilization track in places I to VI. The "
                            "starting player is drawn at random."))),
          passage(&HowToPlayText::firstTurn)}});

    result.push_back({u"choose"_s,
                      tr("Choosing a civilization"),
                      {passage(&HowToPlayText::price), passage(&HowToPlayText::newPawns)}});

    result.push_back(
        {u"turn"_s,
         tr("Your turn: expand or decline"),
         {same(paragraph(tr("At the start of each turn you decide: expand your active "
                            "civilization, or put it into decline and choose a new one.")) +
               turnKinds())}});

    result.push_back(
        {u"expand"_s,
         tr("1. Collecting pawns or entering the board"),
         {same(paragraph(tr("Take all your active civilization's pawns back into your hand "
                            "except one in each province. Before your first conquest you may "
                            "also abandon provinces completely and take their last pawn as "
                            "well: an abandoned province belongs to no one.")) +
               paragraph(tr("A new civilization enters from the edge of the board: its first "
                            "province must touch the edge of the board, or be reachable from "
                            "the edge across a single sea zone. Sea zones are never occupied. "
                            "The first province is conquered like any other.")))}});

    result.push_back(
        {u"conquest"_s,
         tr("2. Conquest"),
         {same(paragraph(tr("Conquer provinces next to your empire (provinces are next to each "
                            "other when they share a border or a coast) by placing pawns from "
                            "your hand in them. A new province can at once be the base of the "
                            "next conquest."))),
          passage(&HowToPlayText::conquestCost),
          {terrainTable(classicRules()), terrainTable(online2013Rules()), true},
          same(paragraph(tr("The defender loses only one pawn for good; an attacker never "
                            "loses pawns."))),
          passage([](const RuleSet &rules) {
              if (rules.defendersRedeployAutomatically)
                  return paragraph(tr("The other defending pawns survive: at the end of your "
                                      "turn the game places them one by one in the defender's "
                                      "province with the fewest pawns."));
              return paragraph(tr("The other defending pawns survive and are placed by their "
                                  "owner in their other provinces at the end of your turn."));
          }),
          same(paragraph(tr("A civilization that loses every province re-enters the board with "
                            "its surviving pawns on its next turn.")) +
               paragraph(tr("The game window shows the cost of each province before you click "
                            "and explains why a conquest is not allowed.")))}});

    result.push_back(
        {u"reorganize"_s,
         tr("3. Reorganization"),
         {same(paragraph(tr("When you stop conquering, spread all the pawns of your active "
                            "civilization freely over its provinces to defend them. Every pawn "
                            "must be on the board, and every province must keep at least one "
                            "pawn if you have enough; an empty province belongs to no one.")))}});

    result.push_back(
        {u"cohesion"_s,
         tr("Cohesion"),
         {same(paragraph(tr("At the end of your turn your active empire must be in one piece: "
                            "you must be able to go from any of its provinces to any other "
                            "through its own provinces. If other players have cut it apart, "
                            "you may join it again by conquest during your turn; otherwise, at "
                            "reorganization, you keep one part and take the pawns of the "
                            "others into the part you keep."))),
          passage(&HowToPlayText::cohesionExceptions)}});

    result.push_back({u"scoring"_s, tr("4. Scoring"), {same(scoring())}});

    result.push_back(
        {u"decline"_s,
         tr("Decline"),
         {same(paragraph(tr("At the start of a turn, instead of expanding, you may put your "
                            "active civilization into decline:"))),
          passage(&HowToPlayText::declineSteps), passage(&HowToPlayText::declineContact)}});

    result.push_back(
        {u"end"_s, tr("End of the game"), {passage([](const RuleSet &rules) {
             if (rules.gameEnd == GameEnd::FixedRounds)
                 return paragraph(tr("The game ends after the last player's turn of the last "
                                     "round. The player with the most victory points wins; "
                                     "players with the same score share the victory: there is "
                                     "no tie-break."));
             return paragraph(tr("When a player reaches the victory target, the round is still "
                                 "finished, so that everyone has played the same number of "
                                 "turns. Then the player with the most victory points wins; "
                                 "players with the same score share the victory."));
         })}});

    result.push_back(
        {u"virtual"_s,
         tr("Playing alone or with two: virtual players"),
         {passage([](const RuleSet &rules) {
             if (!rules.allowsVirtualPlayers)
                 return paragraph(tr("These rules have no virtual players: play with %1 to %2 "
                                     "seats, people or computer players.")
                                      .arg(rules.minPlayers)
                                      .arg(rules.maxPlayers));
             return paragraph(tr("With one or two people, virtual players complete the table: "
                                 "one person plays against three virtual players, two people "
                                 "against two. The game then ends at %1 points. A virtual "
                                 "player always takes civilization I, receives 8 extra pawns "
                                 "instead of the table's number, is not bound by cohesion, and "
                                 "conquers the provinces worth the most points first.")
                                  .arg(virtualPlayersVictoryTarget())) +
                    paragraph(tr("To make them stronger, let them start with 15 victory points "
                                 "instead of 10, or give them 9 or more extra pawns."));
         })}});

    result.push_back(
        {u"tiles"_s,
         tr("The civilization tiles"),
         {passage(&HowToPlayText::bag),
          same(paragraph(tr("Every tile's effect is listed under Help ▸ Civilization tiles, and "
                            "appears when you point at a tile. All modifiers add up.")))}});

    result.push_back(
        {u"keys"_s,
         tr("Playing with the keyboard"),
         {same(paragraph(tr("Tab goes from control to control: the civilization track (Space "
                            "picks a civilization, Enter takes it), the buttons over the map "
                            "(Space presses one) and the map itself. On the map a white ring "
                            "marks the province the keys act on, and a card beside it says what "
                            "its tooltip says: who holds it and what conquering it costs.")) +
               list({tr("<b>Arrow keys:</b> the next province in that direction."),
                     tr("<b>Tab, Shift+Tab:</b> the provinces you can act on now "
                        "(highlighted, or with their − and + buttons), then on to the next "
                        "control."),
                     tr("<b>Enter or Space:</b> as a left click: conquer the province, place a "
                        "pawn in it, keep this part of the empire, build the fort."),
                     tr("<b>Shift+Enter, Backspace or Delete:</b> as a right click: take a "
                        "pawn back from the province."),
                     tr("<b>+, −, 0:</b> zoom in, zoom out, the whole map."),
                     tr("<b>H:</b> a hint: what the hard computer player would do in your "
                        "place, and why, marked on the map; Enter plays it, Escape dismisses "
                        "it."),
                     tr("<b>E, D, C, A, S:</b> Expand, Decline, End conquest, Auto-distribute, "
                        "Confirm and score, wherever the keys are (the Turn menu lists them; "
                        "Help ▸ Keyboard lists every key).")}))}});
    return result;
}

} // namespace vinci
