<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Action</name>
    <message>
        <source>Choose civilization %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go into decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand the empire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make peace with player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the conquests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a pawn in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a pawn from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the part of the empire with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a fort in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the reorganization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeploy a pawn to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action has no &quot;type&quot; string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a &quot;province&quot; string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no land province &quot;%1&quot; on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a whole number &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;espionage&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostTerm</name>
    <message>
        <source>Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest or mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking from a mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking from a fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A conquest never costs less than this</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEvent</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses %2 (%3 pawns, %4 victory points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire goes into decline (%n province(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s older declining empire leaves the board (%n pawn(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n pawn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n pawn(s) from %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 abandons %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at peace with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 from %3 for %n pawn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 for %n pawn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s declining pawns leave %2 (contact with the active empire).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The Field General&apos;s %n pawn(s) leave %1&apos;s empire.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds a fort in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n victory point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 redeploys a pawn to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire has no province left: %n pawn(s) will re-enter the board.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>This version plays the Classic rules only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Classic rules are for %1 to %2 players; %3 were asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; does not support %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are %1 seats but %2 seat kinds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The victory target cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual players&apos; extra pawns must be between 0 and 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score must be between 0 and 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has no land province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map was given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapArt</name>
    <message>
        <source>%1: cannot read the map art: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an SVG file Qt can render.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the SVG has no size (no viewBox, width or height).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapImageRenderer</name>
    <message>
        <source>The image width must be between %1 and %2 pixels, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown image format; use a name ending in .png.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the map is too tall to render at a width of %2 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the image: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <source>Sea zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board edge (a civilization may start here)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapReader</name>
    <message>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this required key is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this map needs a newer version of Vinci (format version %1; this version reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name a file inside the map folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>expected [x, y], found %n number(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>expected two ids, found %n value(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>unknown link kind &quot;%1&quot; (known: land, coast, sea)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists no player count (leave the rule set out instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key must be a player count such as &quot;4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapValidator</name>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map supports no rule set (add &quot;classic&quot; or &quot;online2013&quot; with its player counts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no name in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map id &quot;%1&quot; differs from its folder name &quot;%2&quot;; rename one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid id (use a-z, 0-9 and -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id is already used by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain &quot;%1&quot; exists only in Online 2013, but the map supports Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no land province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a province or sea zone of this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links &quot;%1&quot; to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair is already linked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a land or coast link must join two provinces; use a sea link for a sea zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sea link must touch a sea zone; use a land or coast link between two provinces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no province or sea zone touches the edge of the board (set &quot;boardEdge&quot;), so no civilization can enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no province touches the board edge or a sea zone on the edge, so no civilization can start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no link to any province or sea zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a port but no coast (no coast or sea link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no civilization can reach it: it is not a start province and no chain of links leads to it from one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only Astronomy can reach it: it is not a start province and no chain of land or coast links leads to it from one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players: this rule set is played by %2 to %3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no entry for %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry for %1 players, a player count the map does not list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2 players; it must be at least %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn in the %1 layer, but map.json has no area with this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id is used by more than one element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group named &quot;provinces&quot; or &quot;seas&quot;, so areas drawn but missing from map.json cannot be detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no element has the id &quot;%1&quot; of a %2 in map.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id of an area is used by more than one element; Qt draws only the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an area must be a path, polygon, rect, circle, ellipse, use or a group of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected directly in the %1 layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses %1 (on the element, inside it or on a group around it), which Qt 6.4 does not render as designed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains text; names come from map.json in the player&apos;s language, so the art must not carry them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains a raster image, which has no outline to pick or highlight and blurs when zoomed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is hidden (display:none, visibility:hidden, or inside &lt;defs&gt;), so the board does not show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is inside a nested &lt;svg&gt;, where Qt 6.4 cannot find it by id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapWriter</name>
    <message>
        <source>The label of &quot;%1&quot; is not a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameSetup</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <source>Vermillion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvinceGraph</name>
    <message>
        <source>An area has an empty id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link %1 - %2 names an unknown id &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The area &quot;%1&quot; is linked to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link %1 - %2 has a kind that does not fit the areas it joins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The areas %1 and %2 are linked twice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rejection</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a land province of this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A virtual player always chooses the first civilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have too few victory points to pass over that many civilizations (%1 needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no active civilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A civilization with Rebirth declares its decline at the end of a normal turn, after scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That province is not held by your active empire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provinces are abandoned when collecting pawns, before the first conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peace is declared at the start of the turn, before the first conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a civilization with Diplomacy can declare peace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an opponent to be at peace with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already declared all the peace your Diplomacy allows this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your active empire already holds that province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That province is not adjacent to your empire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new civilization enters on a province at the edge of the board or one sea zone away from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an empire with Heritage may conquer its own declining empire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are at peace with that player (Diplomacy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a civilization with Espionage can use spies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That conquest costs %1 pawns; you have %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no pawn left in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That province has no pawn to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your empire is in one piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a civilization with Fortification builds forts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That province already has a fort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All pawns must be placed on the board (%1 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every province needs at least one pawn: %1 has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fewer pawns than provinces, put one pawn per province: %1 has more than one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your empire must be in one piece (rule of cohesion): choose the part to keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No surviving pawn is waiting to be placed there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenderMapCommand</name>
    <message>
        <source>Draw the map in &lt;folder&gt; to the image file given after it (PNG), with names, symbols and a legend, and exit. Needs no display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names in &lt;language&gt;: en, fr or de (default en).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the image in pixels (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --render-map: the image to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--render-map needs the map folder and one image file, as in: vinci --render-map maps/europe europe.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, fr or de.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The width must be a number of pixels from %1 to %2, not &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>Classic (1999)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable save (line %1, column %2: %3); the file may be truncated or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Vinci saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save has no format version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved by a newer version of Vinci (format %1; this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save&apos;s format version is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save does not name its map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; cannot be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; has changed since this game was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save has no list of actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 (%2) is not legal: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved position does not match its moves; the file was changed or made by an incompatible version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game options have a missing or wrong &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual player (rulebook)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual player (rulebook, both variants)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Strategist, easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Strategist, normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Strategist, hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SvgElementIndex</name>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an SVG file: the top element is &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Farmland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prairie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controllable sea</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>Agriculture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agriculture (decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Livestock Breeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Livestock Breeding (decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining (decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port Building (decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slavery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astronomy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messengers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolutionaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialization</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileEffect</name>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point, also while the civilization is in decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point, also while the civilization is in decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points, also while the civilization is in decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point, also while the civilization is in decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each enemy or neutral pawn eliminated from a province earns +1 victory point (forts do not count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn, conquer a province for exactly two pawns, however it is defended; every other modifier is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive 7 extra pawns at the start of each turn, for expansion only; they are removed before cohesion and scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of each turn, build a fort in one of your provinces: +1 pawn to conquer it, -1 to attack from it. Forts stay in decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquering a province of this civilization costs other players one pawn more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains earn +1 victory point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquering costs one pawn less from a province sharing a coast, across the sea with Astronomy, or when entering the board on a coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each conquest costs one pawn less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand across one or more sea zones; provinces joined by sea count as adjacent for cohesion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No special ability, but there are a lot of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of your turn, choose an opponent to be at peace with: neither active empire may attack the other until your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your active empire may border your declining empire without clearing it, and may conquer its provinces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive one extra pawn at the start of each turn, the first one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This civilization ignores the rule of cohesion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline is declared at the end of a normal turn, after scoring, and the new civilization is chosen at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This civilization may start in any province, not only on the edge of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts as a second copy of the other tile: doubles its effect where it can be doubled; pawns are the other tile&apos;s number plus one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Vinci - The Rise and Fall of Civilizations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vinci::CivilizationTrackPanel</name>
    <message>
        <source>Civilizations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing over a civilization costs 2 victory points and leaves a coin worth 2 points on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A civilization is chosen at the start of the game and after a decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player is choosing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vinci::TrackSlotButton</name>
    <message>
        <source>The bag is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization %1: %2 + %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s): the tiles&apos; %1 and %2 for the number of players.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on it, worth 2 victory points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choosing it costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choosing it earns %n victory point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
