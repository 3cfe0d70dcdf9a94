<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Action</name>
    <message>
        <source>Choose civilization %1</source>
        <translation>Choose civilization %1</translation>
    </message>
    <message>
        <source>Go into decline</source>
        <translation>Go into decline</translation>
    </message>
    <message>
        <source>Expand the empire</source>
        <translation>Expand the empire</translation>
    </message>
    <message>
        <source>Abandon %1</source>
        <translation>Abandon %1</translation>
    </message>
    <message>
        <source>Make peace with player %1</source>
        <translation>Make peace with player %1</translation>
    </message>
    <message>
        <source>Conquer %1</source>
        <translation>Conquer %1</translation>
    </message>
    <message>
        <source>End the conquests</source>
        <translation>End the conquests</translation>
    </message>
    <message>
        <source>Place a pawn in %1</source>
        <translation>Place a pawn in %1</translation>
    </message>
    <message>
        <source>Take a pawn from %1</source>
        <translation>Take a pawn from %1</translation>
    </message>
    <message>
        <source>Keep the part of the empire with %1</source>
        <translation>Keep the part of the empire with %1</translation>
    </message>
    <message>
        <source>Build a fort in %1</source>
        <translation>Build a fort in %1</translation>
    </message>
    <message>
        <source>End the reorganization</source>
        <translation>End the reorganization</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>End the turn</translation>
    </message>
    <message>
        <source>Redeploy a pawn to %1</source>
        <translation>Redeploy a pawn to %1</translation>
    </message>
    <message>
        <source>The action has no &quot;type&quot; string.</source>
        <translation>The action has no &quot;type&quot; string.</translation>
    </message>
    <message>
        <source>Unknown action type &quot;%1&quot;.</source>
        <translation>Unknown action type &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a &quot;province&quot; string.</source>
        <translation>The action &quot;%1&quot; needs a &quot;province&quot; string.</translation>
    </message>
    <message>
        <source>There is no land province &quot;%1&quot; on this map.</source>
        <translation>There is no land province &quot;%1&quot; on this map.</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a whole number &quot;%2&quot;.</source>
        <translation>The action &quot;%1&quot; needs a whole number &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>&quot;espionage&quot; must be true or false.</source>
        <translation>&quot;espionage&quot; must be true or false.</translation>
    </message>
</context>
<context>
    <name>CostTerm</name>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Forest or mountain</source>
        <translation>Forest or mountain</translation>
    </message>
    <message>
        <source>Defending pawns</source>
        <translation>Defending pawns</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Militia</translation>
    </message>
    <message>
        <source>Attacking from a mountain</source>
        <translation>Attacking from a mountain</translation>
    </message>
    <message>
        <source>Attacking from a fort</source>
        <translation>Attacking from a fort</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Weapons</translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation>Mountaineering</translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation>Ship Building</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Espionage</translation>
    </message>
    <message>
        <source>A conquest never costs less than this</source>
        <translation>A conquest never costs less than this</translation>
    </message>
</context>
<context>
    <name>GameEvent</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn.</source>
        <translation>Round %1: %2&apos;s turn.</translation>
    </message>
    <message>
        <source>%1 chooses %2 (%3 pawns, %4 victory points).</source>
        <translation>%1 chooses %2 (%3 pawns, %4 victory points).</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire goes into decline (%n province(s)).</source>
        <translation>
            <numerusform>%1&apos;s empire goes into decline (%n province).</numerusform>
            <numerusform>%1&apos;s empire goes into decline (%n provinces).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s older declining empire leaves the board (%n pawn(s)).</source>
        <translation>
            <numerusform>%1&apos;s older declining empire leaves the board (%n pawn).</numerusform>
            <numerusform>%1&apos;s older declining empire leaves the board (%n pawns).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n pawn(s).</source>
        <translation>
            <numerusform>%1 collects %n pawn.</numerusform>
            <numerusform>%1 collects %n pawns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n pawn(s) from %2.</source>
        <translation>
            <numerusform>%1 receives %n pawn from %2.</numerusform>
            <numerusform>%1 receives %n pawns from %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 abandons %2.</source>
        <translation>%1 abandons %2.</translation>
    </message>
    <message>
        <source>%1 is at peace with %2.</source>
        <translation>%1 is at peace with %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 from %3 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 conquers %2 from %3 for %n pawn.</numerusform>
            <numerusform>%1 conquers %2 from %3 for %n pawns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 conquers %2 for %n pawn.</numerusform>
            <numerusform>%1 conquers %2 for %n pawns.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s declining pawns leave %2 (contact with the active empire).</source>
        <translation>%1&apos;s declining pawns leave %2 (contact with the active empire).</translation>
    </message>
    <message numerus="yes">
        <source>The Field General&apos;s %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>The Field General&apos;s %n pawn leave %1&apos;s empire.</numerusform>
            <numerusform>The Field General&apos;s %n pawns leave %1&apos;s empire.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 empty.</source>
        <translation>%1 leaves %2 empty.</translation>
    </message>
    <message>
        <source>%1 builds a fort in %2.</source>
        <translation>%1 builds a fort in %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n victory point(s).</source>
        <translation>
            <numerusform>%1 scores %n victory point.</numerusform>
            <numerusform>%1 scores %n victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 redeploys a pawn to %2.</source>
        <translation>%1 redeploys a pawn to %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire has no province left: %n pawn(s) will re-enter the board.</source>
        <translation>
            <numerusform>%1&apos;s empire has no province left: %n pawn will re-enter the board.</numerusform>
            <numerusform>%1&apos;s empire has no province left: %n pawns will re-enter the board.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>The game is over: %1 share the victory.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>The game is over: %1 wins.</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>This version plays the Classic rules only.</source>
        <translation>This version plays the Classic rules only.</translation>
    </message>
    <message>
        <source>The Classic rules are for %1 to %2 players; %3 were asked for.</source>
        <translation>The Classic rules are for %1 to %2 players; %3 were asked for.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; does not support %2 players.</source>
        <translation>The map &quot;%1&quot; does not support %2 players.</translation>
    </message>
    <message>
        <source>There are %1 seats but %2 seat kinds.</source>
        <translation>There are %1 seats but %2 seat kinds.</translation>
    </message>
    <message>
        <source>The victory target cannot be negative.</source>
        <translation>The victory target cannot be negative.</translation>
    </message>
    <message>
        <source>Virtual players&apos; extra pawns must be between 0 and 50.</source>
        <translation>Virtual players&apos; extra pawns must be between 0 and 50.</translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score must be between 0 and 100.</source>
        <translation>Virtual players&apos; starting score must be between 0 and 100.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has no land province.</source>
        <translation>The map &quot;%1&quot; has no land province.</translation>
    </message>
    <message>
        <source>No map was given.</source>
        <translation>No map was given.</translation>
    </message>
</context>
<context>
    <name>MapArt</name>
    <message>
        <source>%1: cannot read the map art: %2</source>
        <translation>%1: cannot read the map art: %2</translation>
    </message>
    <message>
        <source>%1: not an SVG file Qt can render.</source>
        <translation>%1: not an SVG file Qt can render.</translation>
    </message>
    <message>
        <source>%1: the SVG has no size (no viewBox, width or height).</source>
        <translation>%1: the SVG has no size (no viewBox, width or height).</translation>
    </message>
</context>
<context>
    <name>MapImageRenderer</name>
    <message>
        <source>The image width must be between %1 and %2 pixels, not %3.</source>
        <translation>The image width must be between %1 and %2 pixels, not %3.</translation>
    </message>
    <message>
        <source>%1: unknown image format; use a name ending in .png.</source>
        <translation>%1: unknown image format; use a name ending in .png.</translation>
    </message>
    <message>
        <source>%1: the map is too tall to render at a width of %2 pixels.</source>
        <translation>%1: the map is too tall to render at a width of %2 pixels.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: cannot write: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the image: %2</source>
        <translation>%1: cannot write the image: %2</translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <source>Sea zone</source>
        <translation>Sea zone</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Board edge (a civilization may start here)</source>
        <translation>Board edge (a civilization may start here)</translation>
    </message>
</context>
<context>
    <name>MapReader</name>
    <message>
        <source>is a folder, not a file</source>
        <translation>is a folder, not a file</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>cannot be opened: %1</translation>
    </message>
    <message>
        <source>is larger than %1 MB</source>
        <translation>is larger than %1 MB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>cannot be read: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true or false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>expected %1, found %2</translation>
    </message>
    <message>
        <source>this required key is missing</source>
        <translation>this required key is missing</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>expected a whole number, found %1</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>the number is too large</translation>
    </message>
    <message>
        <source>unknown key, ignored</source>
        <translation>unknown key, ignored</translation>
    </message>
    <message>
        <source>this map needs a newer version of Vinci (format version %1; this version reads up to %2)</source>
        <translation>this map needs a newer version of Vinci (format version %1; this version reads up to %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>must be 1 or more</translation>
    </message>
    <message>
        <source>must name a file inside the map folder</source>
        <translation>must name a file inside the map folder</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</translation>
    </message>
    <message numerus="yes">
        <source>expected [x, y], found %n number(s)</source>
        <translation>
            <numerusform>expected [x, y], found %n number</numerusform>
            <numerusform>expected [x, y], found %n numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; (known: %2)</source>
        <translation>unknown terrain &quot;%1&quot; (known: %2)</translation>
    </message>
    <message numerus="yes">
        <source>expected two ids, found %n value(s)</source>
        <translation>
            <numerusform>expected two ids, found %n value</numerusform>
            <numerusform>expected two ids, found %n values</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown link kind &quot;%1&quot; (known: land, coast, sea)</source>
        <translation>unknown link kind &quot;%1&quot; (known: land, coast, sea)</translation>
    </message>
    <message>
        <source>lists no player count (leave the rule set out instead)</source>
        <translation>lists no player count (leave the rule set out instead)</translation>
    </message>
    <message>
        <source>the key must be a player count such as &quot;4&quot;</source>
        <translation>the key must be a player count such as &quot;4&quot;</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>the top level must be a JSON object</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>cannot be read</translation>
    </message>
</context>
<context>
    <name>MapValidator</name>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>French</source>
        <translation>French</translation>
    </message>
    <message>
        <source>German</source>
        <translation>German</translation>
    </message>
    <message>
        <source>the map supports no rule set (add &quot;classic&quot; or &quot;online2013&quot; with its player counts)</source>
        <translation>the map supports no rule set (add &quot;classic&quot; or &quot;online2013&quot; with its player counts)</translation>
    </message>
    <message>
        <source>no name in %1</source>
        <translation>no name in %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</translation>
    </message>
    <message>
        <source>the map id &quot;%1&quot; differs from its folder name &quot;%2&quot;; rename one of them</source>
        <translation>the map id &quot;%1&quot; differs from its folder name &quot;%2&quot;; rename one of them</translation>
    </message>
    <message>
        <source>not a valid id (use a-z, 0-9 and -)</source>
        <translation>not a valid id (use a-z, 0-9 and -)</translation>
    </message>
    <message>
        <source>the id is already used by %1</source>
        <translation>the id is already used by %1</translation>
    </message>
    <message>
        <source>terrain &quot;%1&quot; exists only in Online 2013, but the map supports Classic</source>
        <translation>terrain &quot;%1&quot; exists only in Online 2013, but the map supports Classic</translation>
    </message>
    <message>
        <source>the map has no land province</source>
        <translation>the map has no land province</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a province or sea zone of this map</source>
        <translation>&quot;%1&quot; is not a province or sea zone of this map</translation>
    </message>
    <message>
        <source>links &quot;%1&quot; to itself</source>
        <translation>links &quot;%1&quot; to itself</translation>
    </message>
    <message>
        <source>the pair is already linked by %1</source>
        <translation>the pair is already linked by %1</translation>
    </message>
    <message>
        <source>a land or coast link must join two provinces; use a sea link for a sea zone</source>
        <translation>a land or coast link must join two provinces; use a sea link for a sea zone</translation>
    </message>
    <message>
        <source>a sea link must touch a sea zone; use a land or coast link between two provinces</source>
        <translation>a sea link must touch a sea zone; use a land or coast link between two provinces</translation>
    </message>
    <message>
        <source>no province or sea zone touches the edge of the board (set &quot;boardEdge&quot;), so no civilization can enter</source>
        <translation>no province or sea zone touches the edge of the board (set &quot;boardEdge&quot;), so no civilization can enter</translation>
    </message>
    <message>
        <source>no province touches the board edge or a sea zone on the edge, so no civilization can start</source>
        <translation>no province touches the board edge or a sea zone on the edge, so no civilization can start</translation>
    </message>
    <message>
        <source>has no link to any province or sea zone</source>
        <translation>has no link to any province or sea zone</translation>
    </message>
    <message>
        <source>has a port but no coast (no coast or sea link)</source>
        <translation>has a port but no coast (no coast or sea link)</translation>
    </message>
    <message>
        <source>no civilization can reach it: it is not a start province and no chain of links leads to it from one</source>
        <translation>no civilization can reach it: it is not a start province and no chain of links leads to it from one</translation>
    </message>
    <message>
        <source>only Astronomy can reach it: it is not a start province and no chain of land or coast links leads to it from one</source>
        <translation>only Astronomy can reach it: it is not a start province and no chain of land or coast links leads to it from one</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 is listed twice</translation>
    </message>
    <message>
        <source>%1 players: this rule set is played by %2 to %3 players</source>
        <translation>%1 players: this rule set is played by %2 to %3 players</translation>
    </message>
    <message>
        <source>no entry for %1 players</source>
        <translation>no entry for %1 players</translation>
    </message>
    <message>
        <source>entry for %1 players, a player count the map does not list</source>
        <translation>entry for %1 players, a player count the map does not list</translation>
    </message>
    <message>
        <source>%1 for %2 players; it must be at least %3</source>
        <translation>%1 for %2 players; it must be at least %3</translation>
    </message>
    <message>
        <source>drawn in the %1 layer, but map.json has no area with this id</source>
        <translation>drawn in the %1 layer, but map.json has no area with this id</translation>
    </message>
    <message>
        <source>the id is used by more than one element</source>
        <translation>the id is used by more than one element</translation>
    </message>
    <message>
        <source>no group named &quot;provinces&quot; or &quot;seas&quot;, so areas drawn but missing from map.json cannot be detected</source>
        <translation>no group named &quot;provinces&quot; or &quot;seas&quot;, so areas drawn but missing from map.json cannot be detected</translation>
    </message>
    <message>
        <source>no element has the id &quot;%1&quot; of a %2 in map.json</source>
        <translation>no element has the id &quot;%1&quot; of a %2 in map.json</translation>
    </message>
    <message>
        <source>province</source>
        <translation>province</translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation>sea zone</translation>
    </message>
    <message>
        <source>the id of an area is used by more than one element; Qt draws only the last</source>
        <translation>the id of an area is used by more than one element; Qt draws only the last</translation>
    </message>
    <message>
        <source>an area must be a path, polygon, rect, circle, ellipse, use or a group of them</source>
        <translation>an area must be a path, polygon, rect, circle, ellipse, use or a group of them</translation>
    </message>
    <message>
        <source>expected directly in the %1 layer</source>
        <translation>expected directly in the %1 layer</translation>
    </message>
    <message>
        <source>uses %1 (on the element, inside it or on a group around it), which Qt 6.4 does not render as designed</source>
        <translation>uses %1 (on the element, inside it or on a group around it), which Qt 6.4 does not render as designed</translation>
    </message>
    <message>
        <source>contains text; names come from map.json in the player&apos;s language, so the art must not carry them</source>
        <translation>contains text; names come from map.json in the player&apos;s language, so the art must not carry them</translation>
    </message>
    <message>
        <source>contains a raster image, which has no outline to pick or highlight and blurs when zoomed</source>
        <translation>contains a raster image, which has no outline to pick or highlight and blurs when zoomed</translation>
    </message>
    <message>
        <source>is hidden (display:none, visibility:hidden, or inside &lt;defs&gt;), so the board does not show it</source>
        <translation>is hidden (display:none, visibility:hidden, or inside &lt;defs&gt;), so the board does not show it</translation>
    </message>
    <message>
        <source>is inside a nested &lt;svg&gt;, where Qt 6.4 cannot find it by id</source>
        <translation>is inside a nested &lt;svg&gt;, where Qt 6.4 cannot find it by id</translation>
    </message>
</context>
<context>
    <name>MapWriter</name>
    <message>
        <source>The label of &quot;%1&quot; is not a finite number.</source>
        <translation>The label of &quot;%1&quot; is not a finite number.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: cannot be written: %2</translation>
    </message>
</context>
<context>
    <name>NewGameSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Virtual player %1</source>
        <translation>Virtual player %1</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <source>Vermillion</source>
        <translation>Vermillion</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Bluish green</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Reddish purple</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
</context>
<context>
    <name>ProvinceGraph</name>
    <message>
        <source>An area has an empty id.</source>
        <translation>An area has an empty id.</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used twice.</source>
        <translation>The id &quot;%1&quot; is used twice.</translation>
    </message>
    <message>
        <source>The link %1 - %2 names an unknown id &quot;%3&quot;.</source>
        <translation>The link %1 - %2 names an unknown id &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>The area &quot;%1&quot; is linked to itself.</source>
        <translation>The area &quot;%1&quot; is linked to itself.</translation>
    </message>
    <message>
        <source>The link %1 - %2 has a kind that does not fit the areas it joins.</source>
        <translation>The link %1 - %2 has a kind that does not fit the areas it joins.</translation>
    </message>
    <message>
        <source>The areas %1 and %2 are linked twice.</source>
        <translation>The areas %1 and %2 are linked twice.</translation>
    </message>
</context>
<context>
    <name>Rejection</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>That is not possible at this point of the turn.</translation>
    </message>
    <message>
        <source>That is not a land province of this map.</source>
        <translation>That is not a land province of this map.</translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation>There is no civilization in that place.</translation>
    </message>
    <message>
        <source>A virtual player always chooses the first civilization.</source>
        <translation>A virtual player always chooses the first civilization.</translation>
    </message>
    <message>
        <source>You have too few victory points to pass over that many civilizations (%1 needed).</source>
        <translation>You have too few victory points to pass over that many civilizations (%1 needed).</translation>
    </message>
    <message>
        <source>You have no active civilization.</source>
        <translation>You have no active civilization.</translation>
    </message>
    <message>
        <source>A civilization with Rebirth declares its decline at the end of a normal turn, after scoring.</source>
        <translation>A civilization with Rebirth declares its decline at the end of a normal turn, after scoring.</translation>
    </message>
    <message>
        <source>That province is not held by your active empire.</source>
        <translation>That province is not held by your active empire.</translation>
    </message>
    <message>
        <source>Provinces are abandoned when collecting pawns, before the first conquest.</source>
        <translation>Provinces are abandoned when collecting pawns, before the first conquest.</translation>
    </message>
    <message>
        <source>Peace is declared at the start of the turn, before the first conquest.</source>
        <translation>Peace is declared at the start of the turn, before the first conquest.</translation>
    </message>
    <message>
        <source>Only a civilization with Diplomacy can declare peace.</source>
        <translation>Only a civilization with Diplomacy can declare peace.</translation>
    </message>
    <message>
        <source>Choose an opponent to be at peace with.</source>
        <translation>Choose an opponent to be at peace with.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>There is no such player.</translation>
    </message>
    <message>
        <source>You have already declared all the peace your Diplomacy allows this turn.</source>
        <translation>You have already declared all the peace your Diplomacy allows this turn.</translation>
    </message>
    <message>
        <source>Your active empire already holds that province.</source>
        <translation>Your active empire already holds that province.</translation>
    </message>
    <message>
        <source>That province is not adjacent to your empire.</source>
        <translation>That province is not adjacent to your empire.</translation>
    </message>
    <message>
        <source>A new civilization enters on a province at the edge of the board or one sea zone away from it.</source>
        <translation>A new civilization enters on a province at the edge of the board or one sea zone away from it.</translation>
    </message>
    <message>
        <source>Only an empire with Heritage may conquer its own declining empire.</source>
        <translation>Only an empire with Heritage may conquer its own declining empire.</translation>
    </message>
    <message>
        <source>You are at peace with that player (Diplomacy).</source>
        <translation>You are at peace with that player (Diplomacy).</translation>
    </message>
    <message>
        <source>Only a civilization with Espionage can use spies.</source>
        <translation>Only a civilization with Espionage can use spies.</translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation>Espionage has already been used this turn.</translation>
    </message>
    <message>
        <source>That conquest costs %1 pawns; you have %2.</source>
        <translation>That conquest costs %1 pawns; you have %2.</translation>
    </message>
    <message>
        <source>You have no pawn left in hand.</source>
        <translation>You have no pawn left in hand.</translation>
    </message>
    <message>
        <source>That province has no pawn to take.</source>
        <translation>That province has no pawn to take.</translation>
    </message>
    <message>
        <source>Your empire is in one piece.</source>
        <translation>Your empire is in one piece.</translation>
    </message>
    <message>
        <source>Only a civilization with Fortification builds forts.</source>
        <translation>Only a civilization with Fortification builds forts.</translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation>You have built all the forts allowed this turn.</translation>
    </message>
    <message>
        <source>That province already has a fort.</source>
        <translation>That province already has a fort.</translation>
    </message>
    <message>
        <source>All pawns must be placed on the board (%1 left).</source>
        <translation>All pawns must be placed on the board (%1 left).</translation>
    </message>
    <message>
        <source>Every province needs at least one pawn: %1 has none.</source>
        <translation>Every province needs at least one pawn: %1 has none.</translation>
    </message>
    <message>
        <source>With fewer pawns than provinces, put one pawn per province: %1 has more than one.</source>
        <translation>With fewer pawns than provinces, put one pawn per province: %1 has more than one.</translation>
    </message>
    <message>
        <source>Your empire must be in one piece (rule of cohesion): choose the part to keep.</source>
        <translation>Your empire must be in one piece (rule of cohesion): choose the part to keep.</translation>
    </message>
    <message>
        <source>No surviving pawn is waiting to be placed there.</source>
        <translation>No surviving pawn is waiting to be placed there.</translation>
    </message>
</context>
<context>
    <name>RenderMapCommand</name>
    <message>
        <source>Draw the map in &lt;folder&gt; to the image file given after it (PNG), with names, symbols and a legend, and exit. Needs no display.</source>
        <translation>Draw the map in &lt;folder&gt; to the image file given after it (PNG), with names, symbols and a legend, and exit. Needs no display.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>Names in &lt;language&gt;: en, fr or de (default en).</source>
        <translation>Names in &lt;language&gt;: en, fr or de (default en).</translation>
    </message>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>Width of the image in pixels (default %1).</source>
        <translation>Width of the image in pixels (default %1).</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>With --render-map: the image to write.</source>
        <translation>With --render-map: the image to write.</translation>
    </message>
    <message>
        <source>--render-map needs the map folder and one image file, as in: vinci --render-map maps/europe europe.png</source>
        <translation>--render-map needs the map folder and one image file, as in: vinci --render-map maps/europe europe.png</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, fr or de.</source>
        <translation>Unknown language &quot;%1&quot;: use en, fr or de.</translation>
    </message>
    <message>
        <source>The width must be a number of pixels from %1 to %2, not &quot;%3&quot;.</source>
        <translation>The width must be a number of pixels from %1 to %2, not &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>Classic (1999)</source>
        <translation>Classic (1999)</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1: cannot be written (%2).</translation>
    </message>
    <message>
        <source>cannot be opened (%1).</source>
        <translation>cannot be opened (%1).</translation>
    </message>
    <message>
        <source>not a readable save (line %1, column %2: %3); the file may be truncated or damaged.</source>
        <translation>not a readable save (line %1, column %2: %3); the file may be truncated or damaged.</translation>
    </message>
    <message>
        <source>not a Vinci saved game.</source>
        <translation>not a Vinci saved game.</translation>
    </message>
    <message>
        <source>the save has no format version.</source>
        <translation>the save has no format version.</translation>
    </message>
    <message>
        <source>saved by a newer version of Vinci (format %1; this version reads up to %2).</source>
        <translation>saved by a newer version of Vinci (format %1; this version reads up to %2).</translation>
    </message>
    <message>
        <source>the save&apos;s format version is not valid.</source>
        <translation>the save&apos;s format version is not valid.</translation>
    </message>
    <message>
        <source>the save does not name its map.</source>
        <translation>the save does not name its map.</translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; cannot be loaded: %2</source>
        <translation>the map &quot;%1&quot; cannot be loaded: %2</translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; has changed since this game was saved.</source>
        <translation>the map &quot;%1&quot; has changed since this game was saved.</translation>
    </message>
    <message>
        <source>the save has no list of actions.</source>
        <translation>the save has no list of actions.</translation>
    </message>
    <message>
        <source>action %1 cannot be read: %2</source>
        <translation>action %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>action %1 (%2) is not legal: %3</source>
        <translation>action %1 (%2) is not legal: %3</translation>
    </message>
    <message>
        <source>the saved position does not match its moves; the file was changed or made by an incompatible version.</source>
        <translation>the saved position does not match its moves; the file was changed or made by an incompatible version.</translation>
    </message>
    <message>
        <source>The game options have a missing or wrong &quot;%1&quot;.</source>
        <translation>The game options have a missing or wrong &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Virtual player (rulebook)</source>
        <translation>Virtual player (rulebook)</translation>
    </message>
    <message>
        <source>Virtual player (rulebook, both variants)</source>
        <translation>Virtual player (rulebook, both variants)</translation>
    </message>
    <message>
        <source>Computer: Strategist, easy</source>
        <translation>Computer: Strategist, easy</translation>
    </message>
    <message>
        <source>Computer: Strategist, normal</source>
        <translation>Computer: Strategist, normal</translation>
    </message>
    <message>
        <source>Computer: Strategist, hard</source>
        <translation>Computer: Strategist, hard</translation>
    </message>
    <message>
        <source>Virtual player</source>
        <translation>Virtual player</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>SvgElementIndex</name>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>not an SVG file: the top element is &lt;%1&gt;</source>
        <translation>not an SVG file: the top element is &lt;%1&gt;</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Farmland</source>
        <translation>Farmland</translation>
    </message>
    <message>
        <source>Prairie</source>
        <translation>Prairie</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forest</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Normal land</source>
        <translation>Normal land</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Desert</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Controllable sea</source>
        <translation>Controllable sea</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>Agriculture</source>
        <translation>Agriculture</translation>
    </message>
    <message>
        <source>Agriculture (decline)</source>
        <translation>Agriculture (decline)</translation>
    </message>
    <message>
        <source>Livestock Breeding</source>
        <translation>Livestock Breeding</translation>
    </message>
    <message>
        <source>Livestock Breeding (decline)</source>
        <translation>Livestock Breeding (decline)</translation>
    </message>
    <message>
        <source>Mining</source>
        <translation>Mining</translation>
    </message>
    <message>
        <source>Mining (decline)</source>
        <translation>Mining (decline)</translation>
    </message>
    <message>
        <source>Port Building</source>
        <translation>Port Building</translation>
    </message>
    <message>
        <source>Port Building (decline)</source>
        <translation>Port Building (decline)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Slavery</source>
        <translation>Slavery</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Espionage</translation>
    </message>
    <message>
        <source>Field General</source>
        <translation>Field General</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortification</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Militia</translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation>Mountaineering</translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation>Ship Building</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Weapons</translation>
    </message>
    <message>
        <source>Astronomy</source>
        <translation>Astronomy</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbarians</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>Heritage</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medicine</translation>
    </message>
    <message>
        <source>Messengers</source>
        <translation>Messengers</translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation>Rebirth</translation>
    </message>
    <message>
        <source>Revolutionaries</source>
        <translation>Revolutionaries</translation>
    </message>
    <message>
        <source>Specialization</source>
        <translation>Specialization</translation>
    </message>
</context>
<context>
    <name>TileEffect</name>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point.</source>
        <translation>Farmland provinces (yellow) earn +1 victory point.</translation>
    </message>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Farmland provinces (yellow) earn +1 victory point, also while the civilization is in decline.</translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point.</source>
        <translation>Prairie provinces (light green) earn +1 victory point.</translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Prairie provinces (light green) earn +1 victory point, also while the civilization is in decline.</translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points.</source>
        <translation>Provinces with a mine (pickaxe) earn +2 victory points.</translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points, also while the civilization is in decline.</source>
        <translation>Provinces with a mine (pickaxe) earn +2 victory points, also while the civilization is in decline.</translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point.</source>
        <translation>Provinces with a port (anchor) earn +1 victory point.</translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Provinces with a port (anchor) earn +1 victory point, also while the civilization is in decline.</translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains included.</source>
        <translation>Each province of the empire earns +1 victory point, mountains included.</translation>
    </message>
    <message>
        <source>Each enemy or neutral pawn eliminated from a province earns +1 victory point (forts do not count).</source>
        <translation>Each enemy or neutral pawn eliminated from a province earns +1 victory point (forts do not count).</translation>
    </message>
    <message>
        <source>Once per turn, conquer a province for exactly two pawns, however it is defended; every other modifier is ignored.</source>
        <translation>Once per turn, conquer a province for exactly two pawns, however it is defended; every other modifier is ignored.</translation>
    </message>
    <message>
        <source>Receive 7 extra pawns at the start of each turn, for expansion only; they are removed before cohesion and scoring.</source>
        <translation>Receive 7 extra pawns at the start of each turn, for expansion only; they are removed before cohesion and scoring.</translation>
    </message>
    <message>
        <source>At the end of each turn, build a fort in one of your provinces: +1 pawn to conquer it, -1 to attack from it. Forts stay in decline.</source>
        <translation>At the end of each turn, build a fort in one of your provinces: +1 pawn to conquer it, -1 to attack from it. Forts stay in decline.</translation>
    </message>
    <message>
        <source>Conquering a province of this civilization costs other players one pawn more.</source>
        <translation>Conquering a province of this civilization costs other players one pawn more.</translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains earn +1 victory point.</source>
        <translation>Conquering a mountain province costs one pawn less; mountains earn +1 victory point.</translation>
    </message>
    <message>
        <source>Conquering costs one pawn less from a province sharing a coast, across the sea with Astronomy, or when entering the board on a coast.</source>
        <translation>Conquering costs one pawn less from a province sharing a coast, across the sea with Astronomy, or when entering the board on a coast.</translation>
    </message>
    <message>
        <source>Each conquest costs one pawn less.</source>
        <translation>Each conquest costs one pawn less.</translation>
    </message>
    <message>
        <source>Expand across one or more sea zones; provinces joined by sea count as adjacent for cohesion.</source>
        <translation>Expand across one or more sea zones; provinces joined by sea count as adjacent for cohesion.</translation>
    </message>
    <message>
        <source>No special ability, but there are a lot of them.</source>
        <translation>No special ability, but there are a lot of them.</translation>
    </message>
    <message>
        <source>At the start of your turn, choose an opponent to be at peace with: neither active empire may attack the other until your next turn.</source>
        <translation>At the start of your turn, choose an opponent to be at peace with: neither active empire may attack the other until your next turn.</translation>
    </message>
    <message>
        <source>Your active empire may border your declining empire without clearing it, and may conquer its provinces.</source>
        <translation>Your active empire may border your declining empire without clearing it, and may conquer its provinces.</translation>
    </message>
    <message>
        <source>Receive one extra pawn at the start of each turn, the first one included.</source>
        <translation>Receive one extra pawn at the start of each turn, the first one included.</translation>
    </message>
    <message>
        <source>This civilization ignores the rule of cohesion.</source>
        <translation>This civilization ignores the rule of cohesion.</translation>
    </message>
    <message>
        <source>Decline is declared at the end of a normal turn, after scoring, and the new civilization is chosen at once.</source>
        <translation>Decline is declared at the end of a normal turn, after scoring, and the new civilization is chosen at once.</translation>
    </message>
    <message>
        <source>This civilization may start in any province, not only on the edge of the board.</source>
        <translation>This civilization may start in any province, not only on the edge of the board.</translation>
    </message>
    <message>
        <source>Counts as a second copy of the other tile: doubles its effect where it can be doubled; pawns are the other tile&apos;s number plus one.</source>
        <translation>Counts as a second copy of the other tile: doubles its effect where it can be doubled; pawns are the other tile&apos;s number plus one.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Vinci - The Rise and Fall of Civilizations</source>
        <translation>Vinci - The Rise and Fall of Civilizations</translation>
    </message>
</context>
<context>
    <name>vinci::AboutDialog</name>
    <message>
        <source>About Vinci</source>
        <translation>About Vinci</translation>
    </message>
    <message>
        <source>The Rise and Fall of Civilizations</source>
        <translation>The Rise and Fall of Civilizations</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vinci&lt;/b&gt; is a board game by Philippe Keyaerts, published in 1999 by Jeux Descartes.</source>
        <translation>&lt;b&gt;Vinci&lt;/b&gt; is a board game by Philippe Keyaerts, published in 1999 by Jeux Descartes.</translation>
    </message>
    <message>
        <source>This program is an unofficial fan implementation for playing it on a computer. It is not affiliated with or endorsed by the author or the publishers. Its rules follow the 1999 rulebook in French, English and German and the designer&apos;s errata.</source>
        <translation>This program is an unofficial fan implementation for playing it on a computer. It is not affiliated with or endorsed by the author or the publishers. Its rules follow the 1999 rulebook in French, English and German and the designer&apos;s errata.</translation>
    </message>
    <message>
        <source>The Europe map is drawn from &lt;a href=&quot;https://www.naturalearthdata.com&quot;&gt;Natural Earth&lt;/a&gt; data (public domain). Its provinces, the tile and symbol art and the icons are original work of this project.</source>
        <translation>The Europe map is drawn from &lt;a href=&quot;https://www.naturalearthdata.com&quot;&gt;Natural Earth&lt;/a&gt; data (public domain). Its provinces, the tile and symbol art and the icons are original work of this project.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</source>
        <translation>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</translation>
    </message>
</context>
<context>
    <name>vinci::CivilizationTrackPanel</name>
    <message>
        <source>Civilizations</source>
        <translation>Civilizations</translation>
    </message>
    <message>
        <source>Passing over a civilization costs 2 victory points and leaves a coin worth 2 points on it.</source>
        <translation>Passing over a civilization costs 2 victory points and leaves a coin worth 2 points on it.</translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation>There is no civilization in that place.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>A civilization is chosen at the start of the game and after a decline.</source>
        <translation>A civilization is chosen at the start of the game and after a decline.</translation>
    </message>
    <message>
        <source>Another player is choosing.</source>
        <translation>Another player is choosing.</translation>
    </message>
</context>
<context>
    <name>vinci::EndOfGameDialog</name>
    <message numerus="yes">
        <source>%1 wins with %n victory point(s)!</source>
        <translation>
            <numerusform>%1 wins with %n victory point!</numerusform>
            <numerusform>%1 wins with %n victory points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 share the victory with %n victory point(s)!</source>
        <translation>
            <numerusform>%1 and %2 share the victory with %n victory point!</numerusform>
            <numerusform>%1 and %2 share the victory with %n victory points!</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s); the target was %1 victory points.</source>
        <translation>
            <numerusform>After %n round; the target was %1 victory points.</numerusform>
            <numerusform>After %n rounds; the target was %1 victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>Civilizations</source>
        <translation>Civilizations</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1 (shared)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
</context>
<context>
    <name>vinci::GameLogPanel</name>
    <message>
        <source>%1 thinks: %2</source>
        <translation>%1 thinks: %2</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>What happens in the game is written here.</source>
        <translation>What happens in the game is written here.</translation>
    </message>
</context>
<context>
    <name>vinci::HowToPlayDialog</name>
    <message>
        <source>The aim of the game</source>
        <translation>The aim of the game</translation>
    </message>
    <message>
        <source>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</source>
        <translation>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</translation>
    </message>
    <message>
        <source>The game ends in the round in which a player reaches the victory target: 150 points with 3 players, 120 with 4, 100 with 5 or 6 (a map or the new game options may set another target). The player with the most points wins.</source>
        <translation>The game ends in the round in which a player reaches the victory target: 150 points with 3 players, 120 with 4, 100 with 5 or 6 (a map or the new game options may set another target). The player with the most points wins.</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Setting up</translation>
    </message>
    <message>
        <source>Every player starts with 10 victory points. A neutral pawn stands in every province except the mountains: the early peoples, who defend their land. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random; on their first turn each player only chooses a civilization.</source>
        <translation>Every player starts with 10 victory points. A neutral pawn stands in every province except the mountains: the early peoples, who defend their land. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random; on their first turn each player only chooses a civilization.</translation>
    </message>
    <message>
        <source>Choosing a civilization</source>
        <translation>Choosing a civilization</translation>
    </message>
    <message>
        <source>Civilization I costs nothing. Each place further along costs 2 victory points more (II costs 2, III costs 4, and so on), and a coin is left on every civilization passed over. Whoever later chooses a civilization with coins on it gains 2 victory points per coin. The pairs behind move up and a new pair is drawn into place VI.</source>
        <translation>Civilization I costs nothing. Each place further along costs 2 victory points more (II costs 2, III costs 4, and so on), and a coin is left on every civilization passed over. Whoever later chooses a civilization with coins on it gains 2 victory points per coin. The pairs behind move up and a new pair is drawn into place VI.</translation>
    </message>
    <message>
        <source>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players (8 with 3 players, 6 with 4, 4 with 5, 3 with 6). These pawns are all it will ever have, unless a tile (Medicine, Field General) says otherwise.</source>
        <translation>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players (8 with 3 players, 6 with 4, 4 with 5, 3 with 6). These pawns are all it will ever have, unless a tile (Medicine, Field General) says otherwise.</translation>
    </message>
    <message>
        <source>Your turn: expand or decline</source>
        <translation>Your turn: expand or decline</translation>
    </message>
    <message>
        <source>At the start of each turn you decide: expand your active civilization, or put it into decline and choose a new one.</source>
        <translation>At the start of each turn you decide: expand your active civilization, or put it into decline and choose a new one.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Expansion turn:&lt;/b&gt; collect pawns or enter the board, conquer provinces, reorganize your pawns, score.</source>
        <translation>&lt;b&gt;Expansion turn:&lt;/b&gt; collect pawns or enter the board, conquer provinces, reorganize your pawns, score.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decline turn:&lt;/b&gt; the civilization goes into decline, you score, then choose a new civilization, which enters the board on your next turn.</source>
        <translation>&lt;b&gt;Decline turn:&lt;/b&gt; the civilization goes into decline, you score, then choose a new civilization, which enters the board on your next turn.</translation>
    </message>
    <message>
        <source>1. Collecting pawns or entering the board</source>
        <translation>1. Collecting pawns or entering the board</translation>
    </message>
    <message>
        <source>Take all your active civilization&apos;s pawns back into your hand except one in each province. Before your first conquest you may also abandon provinces completely and take their last pawn as well: an abandoned province belongs to no one.</source>
        <translation>Take all your active civilization&apos;s pawns back into your hand except one in each province. Before your first conquest you may also abandon provinces completely and take their last pawn as well: an abandoned province belongs to no one.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board: its first province must touch the edge of the board, or be reachable from the edge across a single sea zone. Sea zones are never occupied. The first province is conquered like any other.</source>
        <translation>A new civilization enters from the edge of the board: its first province must touch the edge of the board, or be reachable from the edge across a single sea zone. Sea zones are never occupied. The first province is conquered like any other.</translation>
    </message>
    <message>
        <source>2. Conquest</source>
        <translation>2. Conquest</translation>
    </message>
    <message>
        <source>Conquer provinces next to your empire (provinces are next to each other when they share a border or a coast) by placing pawns from your hand in them. A new province can at once be the base of the next conquest.</source>
        <translation>Conquer provinces next to your empire (provinces are next to each other when they share a border or a coast) by placing pawns from your hand in them. A new province can at once be the base of the next conquest.</translation>
    </message>
    <message>
        <source>Every conquest costs (pawns)</source>
        <translation>Every conquest costs (pawns)</translation>
    </message>
    <message>
        <source>in a forest or mountain province</source>
        <translation>in a forest or mountain province</translation>
    </message>
    <message>
        <source>for each pawn defending the province</source>
        <translation>for each pawn defending the province</translation>
    </message>
    <message>
        <source>when attacking from a mountain province next to it</source>
        <translation>when attacking from a mountain province next to it</translation>
    </message>
    <message>
        <source>Civilization tiles and forts change the cost; it is never below 0. The defender loses only one pawn for good; the other defending pawns survive and are placed by their owner in their other provinces at the end of your turn. An attacker never loses pawns. A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</source>
        <translation>Civilization tiles and forts change the cost; it is never below 0. The defender loses only one pawn for good; the other defending pawns survive and are placed by their owner in their other provinces at the end of your turn. An attacker never loses pawns. A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</translation>
    </message>
    <message>
        <source>The game window shows the cost of each province before you click and explains why a conquest is not allowed.</source>
        <translation>The game window shows the cost of each province before you click and explains why a conquest is not allowed.</translation>
    </message>
    <message>
        <source>3. Reorganization</source>
        <translation>3. Reorganization</translation>
    </message>
    <message>
        <source>When you stop conquering, spread all the pawns of your active civilization freely over its provinces to defend them. Every pawn must be on the board, and every province must keep at least one pawn if you have enough; an empty province belongs to no one.</source>
        <translation>When you stop conquering, spread all the pawns of your active civilization freely over its provinces to defend them. Every pawn must be on the board, and every province must keep at least one pawn if you have enough; an empty province belongs to no one.</translation>
    </message>
    <message>
        <source>Cohesion</source>
        <translation>Cohesion</translation>
    </message>
    <message>
        <source>At the end of your turn your active empire must be in one piece: you must be able to go from any of its provinces to any other through its own provinces. If other players have cut it apart, you may join it again by conquest during your turn; otherwise, at reorganization, you keep one part and take the pawns of the others into the part you keep.</source>
        <translation>At the end of your turn your active empire must be in one piece: you must be able to go from any of its provinces to any other through its own provinces. If other players have cut it apart, you may join it again by conquest during your turn; otherwise, at reorganization, you keep one part and take the pawns of the others into the part you keep.</translation>
    </message>
    <message>
        <source>Cohesion does not apply to civilizations in decline, to the Messengers tile, nor to virtual players.</source>
        <translation>Cohesion does not apply to civilizations in decline, to the Messengers tile, nor to virtual players.</translation>
    </message>
    <message>
        <source>4. Scoring</source>
        <translation>4. Scoring</translation>
    </message>
    <message>
        <source>At the end of your turn you score 1 victory point for each province of your active and of your declining civilization; mountains score nothing. Yellow tiles add points, and some of them keep doing so in decline.</source>
        <translation>At the end of your turn you score 1 victory point for each province of your active and of your declining civilization; mountains score nothing. Yellow tiles add points, and some of them keep doing so in decline.</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>At the start of a turn, instead of expanding, you may put your active civilization into decline:</source>
        <translation>At the start of a turn, instead of expanding, you may put your active civilization into decline:</translation>
    </message>
    <message>
        <source>its tiles go back into the bag, except those with the broken column;</source>
        <translation>its tiles go back into the bag, except those with the broken column;</translation>
    </message>
    <message>
        <source>you may have only one civilization in decline: an older one leaves the board;</source>
        <translation>you may have only one civilization in decline: an older one leaves the board;</translation>
    </message>
    <message>
        <source>one pawn stays in each of its provinces, under a decline marker;</source>
        <translation>one pawn stays in each of its provinces, under a decline marker;</translation>
    </message>
    <message>
        <source>you score, then choose a new civilization, which enters the board on your next turn.</source>
        <translation>you score, then choose a new civilization, which enters the board on your next turn.</translation>
    </message>
    <message>
        <source>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage). With Rebirth, the decline is declared at the end of a normal turn, after scoring.</source>
        <translation>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage). With Rebirth, the decline is declared at the end of a normal turn, after scoring.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>When a player reaches the victory target, the round is still finished, so that everyone has played the same number of turns. Then the player with the most victory points wins; players with the same score share the victory.</source>
        <translation>When a player reaches the victory target, the round is still finished, so that everyone has played the same number of turns. Then the player with the most victory points wins; players with the same score share the victory.</translation>
    </message>
    <message>
        <source>Playing alone or with two: virtual players</source>
        <translation>Playing alone or with two: virtual players</translation>
    </message>
    <message>
        <source>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at 150 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</source>
        <translation>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at 150 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</translation>
    </message>
    <message>
        <source>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</source>
        <translation>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</translation>
    </message>
    <message>
        <source>The civilization tiles</source>
        <translation>The civilization tiles</translation>
    </message>
    <message>
        <source>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up; a conquest never costs fewer than 0 pawns.</source>
        <translation>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up; a conquest never costs fewer than 0 pawns.</translation>
    </message>
    <message>
        <source>How to play Vinci</source>
        <translation>How to play Vinci</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>A summary of the Classic rules (1999) with the designer&apos;s errata.</source>
        <translation>A summary of the Classic rules (1999) with the designer&apos;s errata.</translation>
    </message>
</context>
<context>
    <name>vinci::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Classic (1999 rules with the errata)</source>
        <translation>Classic (1999 rules with the errata)</translation>
    </message>
    <message>
        <source>Online 2013</source>
        <translation>Online 2013</translation>
    </message>
    <message>
        <source>The Online 2013 rules (new tiles and terrains, a fixed number of rounds) are not available yet.</source>
        <translation>The Online 2013 rules (new tiles and terrains, a fixed number of rounds) are not available yet.</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Solo: 1 + 3 virtual players</source>
        <translation>Solo: 1 + 3 virtual players</translation>
    </message>
    <message>
        <source>2 players + 2 virtual players</source>
        <translation>2 players + 2 virtual players</translation>
    </message>
    <message>
        <source>The rulebook&apos;s game for one or two: virtual players complete the table, always take civilization I, and the game ends at 150 points.</source>
        <translation>The rulebook&apos;s game for one or two: virtual players complete the table, always take civilization I, and the game ends at 150 points.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Civilization tiles in the bag:</source>
        <translation>Civilization tiles in the bag:</translation>
    </message>
    <message>
        <source>As the designer intended: 3 Barbarians, 1 Specialization</source>
        <translation>As the designer intended: 3 Barbarians, 1 Specialization</translation>
    </message>
    <message>
        <source>As printed in the box: 2 Barbarians, 2 Specialization</source>
        <translation>As printed in the box: 2 Barbarians, 2 Specialization</translation>
    </message>
    <message>
        <source>Draw again a pair of two identical tiles (German rules)</source>
        <translation>Draw again a pair of two identical tiles (German rules)</translation>
    </message>
    <message>
        <source>Place the defenders&apos; surviving pawns automatically</source>
        <translation>Place the defenders&apos; surviving pawns automatically</translation>
    </message>
    <message>
        <source>Otherwise each defender places their surviving pawns at the end of the attacker&apos;s turn.</source>
        <translation>Otherwise each defender places their surviving pawns at the end of the attacker&apos;s turn.</translation>
    </message>
    <message>
        <source>&amp;Victory target:</source>
        <translation>&amp;Victory target:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>The same seed, players and options give the same tiles and starting player again.</source>
        <translation>The same seed, players and options give the same tiles and starting player again.</translation>
    </message>
    <message>
        <source>Virtual players&apos; strength</source>
        <translation>Virtual players&apos; strength</translation>
    </message>
    <message>
        <source>Starting &amp;victory points:</source>
        <translation>Starting &amp;victory points:</translation>
    </message>
    <message>
        <source>The rulebook: 10; 15 to make them stronger.</source>
        <translation>The rulebook: 10; 15 to make them stronger.</translation>
    </message>
    <message>
        <source>&amp;Extra pawns per civilization:</source>
        <translation>&amp;Extra pawns per civilization:</translation>
    </message>
    <message>
        <source>The rulebook: 8; 9 or more to make them stronger.</source>
        <translation>The rulebook: 8; 9 or more to make them stronger.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <source>No map was found (looked in: %1).</source>
        <translation>No map was found (looked in: %1).</translation>
    </message>
    <message>
        <source>no folder</source>
        <translation>no folder</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; cannot be read: %2</source>
        <translation>The map &quot;%1&quot; cannot be read: %2</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Player %1 needs a name.</translation>
    </message>
    <message>
        <source>Two players are called &quot;%1&quot;.</source>
        <translation>Two players are called &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Players %1 and %2 have the same colour.</source>
        <translation>Players %1 and %2 have the same colour.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>At least one seat must be played by a person.</translation>
    </message>
    <message>
        <source>default (%1 points)</source>
        <translation>default (%1 points)</translation>
    </message>
</context>
<context>
    <name>vinci::PlayerCard</name>
    <message>
        <source>No active civilization</source>
        <translation>No active civilization</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on the board</source>
        <translation>
            <numerusform>%n on the board</numerusform>
            <numerusform>%n on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n province</numerusform>
            <numerusform>%n provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>No civilization in decline</source>
        <translation>No civilization in decline</translation>
    </message>
    <message numerus="yes">
        <source>In decline: %n province(s)</source>
        <translation>
            <numerusform>In decline: %n province</numerusform>
            <numerusform>In decline: %n provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message numerus="yes">
        <source>%n to place again</source>
        <translation>
            <numerusform>%n to place again</numerusform>
            <numerusform>%n to place again</numerusform>
        </translation>
    </message>
    <message>
        <source>stays in decline</source>
        <translation>stays in decline</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message>
        <source>Active: %1 + %2</source>
        <translation>Active: %1 + %2</translation>
    </message>
    <message>
        <source>At peace with %1 (Diplomacy)</source>
        <translation>At peace with %1 (Diplomacy)</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn.</source>
        <translation>It is this player&apos;s turn.</translation>
    </message>
    <message>
        <source>This player is placing surviving pawns.</source>
        <translation>This player is placing surviving pawns.</translation>
    </message>
</context>
<context>
    <name>vinci::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Round %1, the last: a player has reached %2 victory points.</source>
        <translation>Round %1, the last: a player has reached %2 victory points.</translation>
    </message>
    <message>
        <source>Round %1 · the game ends in the round a player reaches %2 victory points.</source>
        <translation>Round %1 · the game ends in the round a player reaches %2 victory points.</translation>
    </message>
</context>
<context>
    <name>vinci::RecentFiles</name>
    <message>
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Clear the list</translation>
    </message>
</context>
<context>
    <name>vinci::RecoveryPrompt</name>
    <message>
        <source>Resume the last game?</source>
        <translation>Resume the last game?</translation>
    </message>
    <message>
        <source>Vinci did not close properly last time.</source>
        <translation>Vinci did not close properly last time.</translation>
    </message>
    <message>
        <source>The game in progress was saved automatically on %1 at %2.</source>
        <translation>The game in progress was saved automatically on %1 at %2.</translation>
    </message>
    <message>
        <source>Do you want to resume it?</source>
        <translation>Do you want to resume it?</translation>
    </message>
    <message>
        <source>&amp;Resume the game</source>
        <translation>&amp;Resume the game</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Discard it</translation>
    </message>
</context>
<context>
    <name>vinci::ScoreChartView</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>Victory target (%1)</source>
        <translation>Victory target (%1)</translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Scores over the game</translation>
    </message>
</context>
<context>
    <name>vinci::SeatRow</name>
    <message>
        <source>Colour of player %1</source>
        <translation>Colour of player %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name of player %1</translation>
    </message>
    <message>
        <source>Who plays seat %1: a person at this computer, a virtual player following the rulebook, or a computer opponent</source>
        <translation>Who plays seat %1: a person at this computer, a virtual player following the rulebook, or a computer opponent</translation>
    </message>
</context>
<context>
    <name>vinci::TileHelpDialog</name>
    <message>
        <source>Yellow tiles: victory points</source>
        <translation>Yellow tiles: victory points</translation>
    </message>
    <message>
        <source>Pink tiles: combat</source>
        <translation>Pink tiles: combat</translation>
    </message>
    <message>
        <source>Blue tiles: special abilities</source>
        <translation>Blue tiles: special abilities</translation>
    </message>
    <message>
        <source>They earn more victory points, or earn them in other ways.</source>
        <translation>They earn more victory points, or earn them in other ways.</translation>
    </message>
    <message>
        <source>An advantage in combat, to expand an empire or to defend it.</source>
        <translation>An advantage in combat, to expand an empire or to defend it.</translation>
    </message>
    <message>
        <source>Various special abilities.</source>
        <translation>Various special abilities.</translation>
    </message>
    <message>
        <source>number from the rules</source>
        <translation>number from the rules</translation>
    </message>
    <message>
        <source>number from a published review</source>
        <translation>number from a published review</translation>
    </message>
    <message>
        <source>number estimated for this game</source>
        <translation>number estimated for this game</translation>
    </message>
    <message>
        <source>Civilization tiles</source>
        <translation>Civilization tiles</translation>
    </message>
    <message>
        <source>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. Tiles with the broken column stay in play when the civilization goes into decline.</source>
        <translation>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. Tiles with the broken column stay in play when the civilization goes into decline.</translation>
    </message>
    <message>
        <source>Filter by name or effect</source>
        <translation>Filter by name or effect</translation>
    </message>
    <message>
        <source>Pawns: the other tile&apos;s number + 1</source>
        <translation>Pawns: the other tile&apos;s number + 1</translation>
    </message>
    <message>
        <source>Pawns: %1 (%2)</source>
        <translation>Pawns: %1 (%2)</translation>
    </message>
    <message>
        <source>stays in decline</source>
        <translation>stays in decline</translation>
    </message>
    <message>
        <source>leaves at decline</source>
        <translation>leaves at decline</translation>
    </message>
    <message>
        <source>doubled by Specialization</source>
        <translation>doubled by Specialization</translation>
    </message>
    <message numerus="yes">
        <source>%n in the bag</source>
        <translation>
            <numerusform>%n in the bag</numerusform>
            <numerusform>%n in the bag</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile matches &quot;%1&quot;.</source>
        <translation>No tile matches &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>vinci::TrackSlotButton</name>
    <message>
        <source>The bag is empty.</source>
        <translation>The bag is empty.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization %1: %2 + %3</source>
        <translation>Civilization %1: %2 + %3</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s): the tiles&apos; %1 and %2 for the number of players.</source>
        <translation>
            <numerusform>%n pawn: the tiles&apos; %1 and %2 for the number of players.</numerusform>
            <numerusform>%n pawns: the tiles&apos; %1 and %2 for the number of players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on it, worth 2 victory points each.</source>
        <translation>
            <numerusform>%n coin on it, worth 2 victory points each.</numerusform>
            <numerusform>%n coins on it, worth 2 victory points each.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choosing it costs nothing.</source>
        <translation>Choosing it costs nothing.</translation>
    </message>
    <message numerus="yes">
        <source>Choosing it earns %n victory point(s).</source>
        <translation>
            <numerusform>Choosing it earns %n victory point.</numerusform>
            <numerusform>Choosing it earns %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s).</source>
        <translation>
            <numerusform>Choosing it costs %n victory point.</numerusform>
            <numerusform>Choosing it costs %n victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points gained or paid, with their sign: &quot;+2 VP&quot;, &quot;-4 VP&quot;</extracomment>
        <translation>%1 VP</translation>
    </message>
</context>
</TS>
