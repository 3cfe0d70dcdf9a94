#include "dialogs/rulesdecisionsguide.h"

#include "game/gameoptions.h"
#include "rules/tiletable.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

constexpr auto classic = RuleSetId::Classic;
constexpr auto online = RuleSetId::Online2013;
constexpr auto english = RulesText::Rules1999English;
constexpr auto french = RulesText::Rules1999French;
constexpr auto errata = RulesText::Errata1999;
constexpr auto onlineText = RulesText::Online2013;

} // namespace

QString RulesDecisionsGuide::textTitle(RulesText text)
{
    switch (text) {
    case RulesText::Rules1999English:
        return tr("The 1999 rules, English translation");
    case RulesText::Rules1999French:
        return tr("The 1999 rules, French original");
    case RulesText::Errata1999:
        return tr("The designer's errata and clarifications, 1999");
    case RulesText::Online2013:
        return tr("The online rules of 2013 (Vinci II)");
    }
    return {};
}

QString RulesDecisionsGuide::html(const RulesDecision &decision)
{
    return u"<p><span class='id'>%1</span> %2<br><span class='quote'>“%3”</span> "
           u"<span class='source'>— %4, %5</span></p>"_s.arg(
               decision.id, decision.answer, decision.quote.toHtmlEscaped(),
               textTitle(decision.text).toHtmlEscaped(), decision.section.toHtmlEscaped());
}

std::vector<RulesDecision> RulesDecisionsGuide::decisions()
{
    const RuleSet &onlineRules = online2013Rules();
    QStringList onlineExtra;
    for (int players = onlineRules.minPlayers; players <= onlineRules.maxPlayers; ++players)
        onlineExtra << tr("%1 with %n player(s)", nullptr, players)
                           .arg(onlineRules.defaultExtraPawns(players));
    return {
        {u"D1"_s, classic,
         tr("You cannot pass over civilizations you cannot pay for: choosing may not leave your "
            "score below 0."),
         u"the player must pay 2 victory points (move their scoring marker back two spaces)"_s,
         english, u"Choose a new Civilization"_s},
        {u"D2"_s, classic,
         tr("The bag holds the designer's mix unless you choose the printed box's mix in New "
            "Game. A pair is never two Specializations: the second is replaced. Two identical "
            "tiles are drawn again only with the option for it."),
         u"There were supposed to be 3 Barbarian counters and 1 Specialization counter in the "
         u"mix"_s,
         errata, u"Errata"_s},
        {u"D3"_s, classic,
         tr("The extra pawns and the victory target are the map's; the rulebook's numbers are "
            "what a map that says nothing gets. New Game may set another target."),
         u"This number is the sum of the two red numbers on the civilization tiles for that "
         u"civilization plus extra tokens depending on the number of players."_s,
         english, u"Tokens of a new Civilization"_s},
        {u"D4"_s, classic,
         tr("Virtual players may sit at any table. They always take civilization I, receive "
            "more extra pawns, ignore cohesion, and with one at the table the game ends at %1 "
            "points.")
             .arg(virtualPlayersVictoryTarget()),
         u"A virtual player always chooses the first civilization available. The virtual "
         u"player receives 8 extra tokens instead of the 6 tokens which a real player receives."_s,
         english, u"VINCI with One or Two Players"_s},
        {u"D5"_s, classic,
         tr("When your expansion turn starts, all your pawns but one per province come into your "
            "hand at once. You may abandon provinces only before your first conquest of the "
            "turn."),
         u"The player may remove all of the tokens from a province, but in doing so gives up "
         u"control of the province."_s,
         english, u"Collecting tokens"_s},
        {u"D6"_s, classic,
         tr("A start province touches the board's edge or lies one sea zone away from it. "
            "Astronomy does not widen the start; Revolutionaries may start anywhere. A "
            "civilization left without a province enters again the same way."),
         u"The starting province can be a land province that touches any edge of the board, or "
         u"a land province that can be reached from the edge of the board by crossing only one "
         u"sea (dark blue) region."_s,
         english, u"Choosing a starting province"_s},
        {u"D7"_s, classic,
         tr("Ship Building's −1 needs a shared coast: a coast link, or two neighbours on the "
            "shore of the same sea zone. When a civilization enters the board it applies only if "
            "it comes by sea."),
         u"Absorber une province coûte un pion de moins si la province de départ et la province "
         u"absorbée ont une côte commune (partagent une même zone bleu clair). [...] ainsi que "
         u"lors de l'entrée en jeu d'un peuple, si celle-ci se fait par mer."_s,
         french, u"Cartes de civilisation"_s},
        {u"D8"_s, classic,
         tr("When you could attack a province from several of yours, you always pay the "
            "cheapest way (from a mountain, a fort, along a coast). A conquest never costs less "
            "than nothing."),
         u"Cost of expanding into a province = 2 tokens (+1 for forest or mountain) +1 per "
         u"defending token -1 if attacking from an adjacent mountain province."_s,
         english, u"Expansion Turn"_s},
        {u"D9"_s, classic,
         tr("A conquest that costs nothing gives you the province at once, as a base for the "
            "next one; if it still has no pawn when you finish reorganizing, it is lost."),
         u"It is still possible to have an attack cost no pawns, in which case you must move a "
         u"piece into the conquered province during Reorganization"_s,
         errata, u"Errata"_s},
        {u"D10"_s, classic,
         tr("The defender's surviving pawns wait beside the board; when your turn is over, each "
            "defender places them on provinces of the same civilization (or the game does, if "
            "New Game says so). A civilization with no province left keeps them to enter again, "
            "without new pawns."),
         u"Any additional tokens of the vanquished civilization are moved by the defender to "
         u"other provinces controlled by the defender's civilization at the end of the expanding "
         u"player's turn."_s,
         english, u"Expansion Turn"_s},
        {u"D11"_s, classic,
         tr("You may conquer next to your declining civilization: its provinces next to the new "
            "one are emptied at once, unless you have Heritage, which also lets you attack them. "
            "(The German edition forbids the conquest; the errata allow it.)"),
         u"A player may conquer a province adjacent to his declining empire, but the adjacent "
         u"provinces of the declining empire must be immediately cleared"_s,
         english, u"Declining Turn"_s},
        {u"D12"_s, classic,
         tr("Cohesion is checked when you finish reorganizing: if your empire is in pieces, you "
            "choose the part to keep and the pawns of the others join it."),
         u"Players must choose which portion of their non-cohesive empire to abandon, remove the "
         u"tokens from that portion, and place them back anywhere in a cohesive portion."_s,
         english, u"Rule of Cohesion"_s},
        {u"D13"_s, classic,
         tr("After reorganizing, every province you keep needs a pawn if you have enough; with "
            "fewer pawns than provinces, no province may hold two. No pawn stays in your hand."),
         u"You may NOT leave a province empty during the Reorganization phase at the END of your "
         u"turn, unless you have more provinces than pieces"_s,
         errata, u"Errata"_s},
        {u"D14"_s, classic,
         tr("The rules print only a few tiles' red numbers; the others are our estimates, and "
            "Help ▸ Civilization Tiles says which is which."),
         u"the civilization 'Astronomy + Mountaineering' will give a player 13 tokens: 5 for "
         u"Astronomy + 4 for Mountaineering + 4 because there are 5 players."_s,
         english, u"Tokens of a new Civilization"_s},
        {u"D15"_s, classic,
         tr("Specialization doubles its partner: yellow bonuses, Slavery, Espionage (twice a "
            "turn), Field General, Fortification (two forts), Militia, Mountaineering, Ship "
            "Building, Weapons, Medicine and Diplomacy (two opponents)."),
         u"all blue counters except Medicine and Diplomacy - these and all yellow and pink "
         u"counters can be doubled"_s,
         errata, u"Clarifications"_s},
        {u"D16"_s, classic,
         tr("Field General's pawns come at the start of every expansion turn, the entering one "
            "too, and leave when your conquests end, from your hand first."),
         u"These 7 tokens are removed before counting victory points and before checking for "
         u"cohesion."_s,
         english, u"Civilization Tiles"_s},
        {u"D17"_s, classic,
         tr("Espionage's conquest at a fixed price still needs a province you can reach, and "
            "does not break a peace."),
         u"Once per turn, a province can be conquered at the cost of two tokens, regardless of "
         u"how heavily it is defended."_s,
         english, u"Civilization Tiles"_s},
        {u"D18"_s, classic,
         tr("Diplomacy's peace is declared before your first conquest, holds between both "
            "players' active civilizations, and lasts until your next turn starts; you may choose "
            "a player who is not on the board."),
         u"Neither player may attack the other until the start of the Diplomacy player's next "
         u"turn."_s,
         english, u"Civilization Tiles"_s},
        {u"D19"_s, classic,
         tr("Forts are built while you reorganize, one a turn. A fort goes when its province is "
            "conquered, abandoned, emptied or cleared; attacking from it across the sea gets no "
            "−1."),
         u"The fortress disappears if the province is conquered or abandoned in any way."_s,
         english, u"Civilization Tiles"_s},
        {u"D20"_s, classic,
         tr("With Rebirth you cannot decline at the start of a turn: after scoring you choose to "
            "decline (no second scoring, a new civilization at once) or to end the turn."),
         u"The decline for this civilization is declared at the end of a normal game turn, "
         u"after counting victory points (instead of at the beginning of the next)."_s,
         english, u"Civilization Tiles"_s},
        {u"D21"_s, classic,
         tr("Slavery earns a point for each conquest of a province held by neutral or other "
            "players' pawns; your own declining pawns cleared by contact do not count."),
         u"Each enemy or neutral token eliminated from a province (except Fortification tokens) "
         u"earns +1 victory point."_s,
         english, u"Civilization Tiles"_s},
        {u"D22"_s, classic,
         tr("Medicine's pawn comes at the start of every expansion turn, the entering one too."),
         u"The civilization receives an extra token at the beginning of each turn, including the "
         u"turn in which it enters the board."_s,
         english, u"Civilization Tiles"_s},
        {u"D23"_s, classic,
         tr("An expansion turn scores your active civilization after reorganizing, your declining "
            "one with the tiles it kept, and Slavery; a decline turn scores the declining one "
            "only; choosing your first civilization scores nothing."),
         u"the player scores one point for each province controlled by their civilizations "
         u"(including their declining civilization, if any)."_s,
         english, u"Counting Victory Points"_s},
        {u"D24"_s, classic,
         tr("Only the four yellow tiles with the broken column stay in decline (with a "
            "Specialization paired with one); Heritage and Fortification do not."),
         u"this is not true of the Heritage and Fortification counters"_s, errata, u"Errata"_s},
        {u"D25"_s, classic,
         tr("Once someone reaches the target the round is finished: the player before the first "
            "player plays the last turn, and equal scores share the victory. Touching the target "
            "while declining and dropping below it when paying for the new civilization does not "
            "end the game."),
         u"When a player reaches the required point total, the round of turns is still "
         u"concluded."_s,
         english, u"End of the Game"_s},
        {u"D26"_s, classic,
         tr("If attacks leave your active civilization without a province, nothing happens by "
            "itself: on your turn you enter again with its pawns, or you decline it."),
         u"The empire can be preserved (perhaps to keep an existing declining empire intact) or "
         u"declared in decline."_s,
         english, u"Declining Turn"_s},
        {u"D27"_s, classic,
         tr("A civilization you have just taken may be declined at the start of your next turn, "
            "before it enters the board: it scores nothing, and its pawns leave the game."),
         u"At the beginning of any turn, a player may abandon their current empire and declare "
         u"it to be in decline."_s,
         english, u"Declining Turn"_s},
        {u"V1"_s, classic,
         tr("A virtual player declines only when its civilization would score under 10 points "
            "and has fewer than 5 pawns to expand with, and then only if a die beats its pawns "
            "(with Field General: fewer than 3, the die minus 2)."),
         u"only if the empire would score fewer than 10 points before expansion AND the empire "
         u"has fewer than 5 tokens available to expand"_s,
         english, u"VINCI with One or Two Players"_s},
        {u"V2"_s, classic,
         tr("A virtual player takes first the province worth most (less the declining provinces "
            "it would clear, plus Slavery's point), then the cheapest (Espionage counted), then "
            "one by die."),
         u"the one that is worth the most victory points (including subtracting points for "
         u"moving adjacent to the virtual player's declining civilization), then the cheapest "
         u"province to take, and finally by rolling a die"_s,
         english, u"VINCI with One or Two Players"_s},
        {u"V3"_s, classic,
         tr("The rulebook's variants for virtual players (cost minus twice the value; attacking "
            "a real player rather than rolling the die) are kinds of player in New Game."),
         u"instead of rolling a die ..., whenever possible, choose a province that will invade "
         u"one of the real player's civilizations"_s,
         english, u"VINCI with One or Two Players"_s},
        {u"V4"_s, classic,
         tr("A virtual player expands while it can pay and never empties a province."),
         u"Un peuple fictif s'étend tant qu'il dispose de pions pour le faire et ne vide jamais "
         u"de province."_s,
         french, u"Jeu en solitaire ou à deux"_s},
        {u"V5"_s, classic,
         tr("A virtual player with Ship Building enters on a coast of the open sea, never of an "
            "inland sea."),
         u"On its first turn, a civilization with Ship Building will always settle along a "
         u"coastline that is not part of an inland sea."_s,
         english, u"VINCI with One or Two Players"_s},
        {u"V6"_s, classic,
         tr("A virtual player spreads its pawns for an even defence along its borders; the pawns "
            "left over go to the board's edge when new civilizations are coming, else next to "
            "active civilizations."),
         u"A virtual player distributes tokens so as to have a homogeneous defense along their "
         u"borders (taking into account mountains, forests, and fortresses)."_s,
         english, u"VINCI with One or Two Players"_s},
        {u"V7"_s, classic,
         tr("A virtual player builds its fort where it touches the most neutral or other "
            "players' provinces."),
         u"The Fort will always be placed in the province which is adjacent to the most "
         u"opposing or neutral civilizations."_s,
         english, u"VINCI with One or Two Players"_s},
        {u"V8"_s, classic,
         tr("A virtual player with Diplomacy always makes peace with a real player (by die when "
            "there are two)."),
         u"An imaginary empire always declares peace with a real player."_s, english,
         u"VINCI with One or Two Players"_s},
        {u"O1"_s, online,
         tr("%1 to %2 players, no virtual players. You start with %3 victory points; each "
            "civilization passed over costs %4 and each coin is worth %5.")
             .arg(onlineRules.minPlayers)
             .arg(onlineRules.maxPlayers)
             .arg(onlineRules.startingScore)
             .arg(onlineRules.skipCost)
             .arg(onlineRules.coinValue),
         u"Each player chooses a color and starts with 5 victory points."_s, onlineText,
         u"Setting Up"_s},
        {u"O2"_s, online,
         tr("The game lasts the map's number of rounds (else the rules' own) and ends after the "
            "last player of the last round; equal scores share the victory."),
         u"The player with the most points wins the game. If you finish on equal points, it is "
         u"a tie. There are no tiebreakers."_s,
         onlineText, u"End of the Game"_s},
        {u"O3"_s, online,
         tr("Extra pawns: %1. The rules give the numbers for 3 and 4 players only; the others "
            "are the Europe map's, and every map may give its own.")
             .arg(QLocale().createSeparatedList(onlineExtra)),
         u"4 for Galleys + 4 for Mountaineering + 10 because there are 3 players. In a 4 player "
         u"game, the civilization would start with 14 pawns."_s,
         onlineText, u"Pawns of a new Civilization"_s},
        {u"O4"_s, online,
         tr("Controllable seas count as rivers. A conquest costs at least %n pawn(s); the "
            "terrain table says what scores and where neutral pawns stand.",
            nullptr, onlineRules.minimumConquestCost),
         u"light blue regions that represent controllable seas ... have the same defence and "
         u"rules as the rivers."_s,
         onlineText, u"Base Defense from Terrain"_s},
        {u"O5"_s, online,
         tr("The defender's survivors go one at a time to its province with the fewest pawns; "
            "among equals, to the first in the map's order."),
         u"pawns sent to the defender's stock are distributed automatically by the game to "
         u"provinces with less pawns at the end of the expanding player's turn."_s,
         onlineText, u"Expansion"_s},
        {u"O6"_s, online,
         tr("A declining civilization keeps all its tiles until your next decline, only those "
            "with the broken column acting. Conquering next to your declining province clears "
            "it only when neither of the two is a river."),
         u"You can be adjacent to your declined provinces as long as any of the provinces "
         u"(active or decline) is a river."_s,
         onlineText, u"Declining Turn"_s},
        {u"O7"_s, online,
         tr("The bag holds one tile of each kind, without Specialization, and without Diplomacy "
            "when two play."),
         u"Civilization token Specialization has been removed. Diplomacy is used with 3 or more "
         u"players."_s,
         onlineText, u"Changes on the base game"_s},
        {u"O8"_s, online,
         tr("%1's pawn comes when you reorganize; %2's pawns help each conquest, which needs one "
            "of your own pawns too, and leave the province at once; %3 and %4 put a fort on every "
            "non-river province; %5 take one pawn off next to a river or a sea.")
             .arg(tileName(TileKind::Medicine, online), tileName(TileKind::FieldGeneral, online),
                  tileName(TileKind::Fortification, online), tileName(TileKind::Militia, online),
                  tileName(TileKind::ShipBuilding, online)),
         u"Civilization token Medicine gives an extra pawn only in the reorganization phase."_s,
         onlineText, u"Changes on the base game"_s},
        {u"O9"_s, online,
         tr("The new tiles as the game plays them: %1 lets you reorganize before declining; %2 "
            "gives a second conquest phase but scores once; %3 converts a lone pawn of another "
            "player's active civilization; %4 counts other players' pawns over the whole turn.")
             .arg(tileName(TileKind::Philosophy, online), tileName(TileKind::Army, online),
                  tileName(TileKind::Religion, online), tileName(TileKind::Culture, online)),
         u"Keep all pawns on the board when going in decline (may reorganize before going to "
         u"decline)."_s,
         onlineText, u"Civilization Tiles"_s},
        {u"O10"_s, online,
         tr("The rules give only %1's and %2's red numbers; the new tiles' numbers are our "
            "estimates, and Help ▸ Civilization Tiles says which is which.")
             .arg(tileName(TileKind::ShipBuilding, online),
                  tileName(TileKind::Mountaineering, online)),
         u"4 for Galleys + 4 for Mountaineering + 10 because there are 3 players."_s, onlineText,
         u"Pawns of a new Civilization"_s},
        {u"O11"_s, online,
         tr("Your first turn: you choose a civilization and at once conquer, reorganize and "
            "score with it (you may also end the conquests at once). A civilization chosen after "
            "a decline waits for your next turn."),
         u"only in this first turn, the player must immediately start the conquest phase."_s,
         onlineText, u"Setting Up"_s},
    };
}

} // namespace vinci
