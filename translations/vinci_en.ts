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
    <message>
        <source>Reorganize before going into decline</source>
        <translation>Reorganize before going into decline</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; takes no field &quot;%2&quot;.</source>
        <translation>The action &quot;%1&quot; takes no field &quot;%2&quot;.</translation>
    </message>
</context>
<context>
    <name>ActionMarks</name>
    <message>
        <source>On the map, what the action shown did: the province conquered, outlined in its player&apos;s colour (−2: the defender&apos;s pawns lost there); dashed outlines where pawns were taken up, an arrow to where they went; a red ✕ on each province left empty. The marks go with the action.</source>
        <translation>On the map, what the action shown did: the province conquered, outlined in its player&apos;s colour (−2: the defender&apos;s pawns lost there); dashed outlines where pawns were taken up, an arrow to where they went; a red ✕ on each province left empty. The marks go with the action.</translation>
    </message>
</context>
<context>
    <name>AddLink</name>
    <message>
        <source>Link %1 and %2</source>
        <translation>Link %1 and %2</translation>
    </message>
</context>
<context>
    <name>AdjacencyFinder</name>
    <message>
        <source>draws no shape: it cannot be linked by geometry</source>
        <translation>draws no shape: it cannot be linked by geometry</translation>
    </message>
    <message>
        <source>its outline crosses itself near (%1, %2): check the links proposed for it</source>
        <translation>its outline crosses itself near (%1, %2): check the links proposed for it</translation>
    </message>
    <message>
        <source>its outline crosses itself: check the links proposed for it</source>
        <translation>its outline crosses itself: check the links proposed for it</translation>
    </message>
    <message>
        <source>its outline is not a clean polygon (holes outside it, or too few points): check the links proposed for it</source>
        <translation>its outline is not a clean polygon (holes outside it, or too few points): check the links proposed for it</translation>
    </message>
</context>
<context>
    <name>AdjacencyRun</name>
    <message numerus="yes">
        <source>Apply %n adjacency change(s)</source>
        <translation>
            <numerusform>Apply %n adjacency change</numerusform>
            <numerusform>Apply %n adjacency changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AiExplanation</name>
    <message>
        <source>A random legal move.</source>
        <translation>A random legal move.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand: no province it can afford; the conquests end.</source>
        <translation>
            <numerusform>%n pawn in hand: no province it can afford; the conquests end.</numerusform>
            <numerusform>%n pawns in hand: no province it can afford; the conquests end.</numerusform>
        </translation>
    </message>
    <message>
        <source>No province within reach: the conquests end.</source>
        <translation>No province within reach: the conquests end.</translation>
    </message>
    <message>
        <source>Espionage makes it cost 2.</source>
        <translation>Espionage makes it cost 2.</translation>
    </message>
    <message>
        <source>Lowest cost - 2 x value: %1.</source>
        <translation>Lowest cost - 2 x value: %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Rebirth: the decline is considered at the end of the turn.</source>
        <translation>Rebirth: the decline is considered at the end of the turn.</translation>
    </message>
    <message>
        <source>Diplomacy: a virtual player always declares peace with a real player; the die (%1) chooses %2.</source>
        <translation>Diplomacy: a virtual player always declares peace with a real player; the die (%1) chooses %2.</translation>
    </message>
    <message>
        <source>Diplomacy: a virtual player always declares peace with a real player (%1).</source>
        <translation>Diplomacy: a virtual player always declares peace with a real player (%1).</translation>
    </message>
    <message>
        <source>A surviving pawn goes to %1, the weakest defended border province (defence %2).</source>
        <translation>A surviving pawn goes to %1, the weakest defended border province (defence %2).</translation>
    </message>
    <message>
        <source>Keeps the part of its split empire with %1, worth most.</source>
        <translation>Keeps the part of its split empire with %1, worth most.</translation>
    </message>
    <message>
        <source>Fort in %1: a virtual player places its forts offensively, in the province next to the most opposing or neutral provinces.</source>
        <translation>Fort in %1: a virtual player places its forts offensively, in the province next to the most opposing or neutral provinces.</translation>
    </message>
    <message>
        <source>Places a pawn in %1: one pawn in every province.</source>
        <translation>Places a pawn in %1: one pawn in every province.</translation>
    </message>
    <message>
        <source>Its pawns are in place: the reorganization ends.</source>
        <translation>Its pawns are in place: the reorganization ends.</translation>
    </message>
    <message>
        <source>Diplomacy: peace with %1, the greatest threat to its provinces it does not attack.</source>
        <translation>Diplomacy: peace with %1, the greatest threat to its provinces it does not attack.</translation>
    </message>
    <message>
        <source>The conquests of its plan are done.</source>
        <translation>The conquests of its plan are done.</translation>
    </message>
    <message>
        <source>The only civilization it may take.</source>
        <translation>The only civilization it may take.</translation>
    </message>
    <message>
        <source>Expands.</source>
        <translation>Expands.</translation>
    </message>
    <message>
        <source>The conquests end.</source>
        <translation>The conquests end.</translation>
    </message>
    <message>
        <source>Fort in %1, where the next players threaten most.</source>
        <translation>Fort in %1, where the next players threaten most.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message numerus="yes">
        <source>%n worth more</source>
        <translation>
            <numerusform>%n worth more</numerusform>
            <numerusform>%n worth more</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>The rulebook&apos;s virtual player always takes civilization I.</source>
        <translation>The rulebook&apos;s virtual player always takes civilization I.</translation>
    </message>
    <message>
        <source>Takes %1: the rulebook&apos;s virtual player always takes civilization I.</source>
        <translation>Takes %1: the rulebook&apos;s virtual player always takes civilization I.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a place of the civilization track: its tiles</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes %1: %2, and collects %3.</source>
        <translation>Takes %1: %2, and collects %3.</translation>
    </message>
    <message>
        <source>Takes %1: %2.</source>
        <translation>Takes %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n cheaper to conquer</source>
        <translation>
            <numerusform>%n cheaper to conquer</numerusform>
            <numerusform>%n cheaper to conquer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its tiles change none of the %n province(s) it can enter.</source>
        <translation>
            <numerusform>Its tiles change none of the %n province it can enter.</numerusform>
            <numerusform>Its tiles change none of the %n provinces it can enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the %n province(s) it can enter, its tiles make %1.</source>
        <translation>
            <numerusform>Of the %n province it can enter, its tiles make %1.</numerusform>
            <numerusform>Of the %n provinces it can enter, its tiles make %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by expanding with %n conquest(s)</source>
        <translation>
            <numerusform>by expanding with %n conquest</numerusform>
            <numerusform>by expanding with %n conquests</numerusform>
        </translation>
    </message>
    <message>
        <source>by expanding without conquest</source>
        <translation>by expanding without conquest</translation>
    </message>
    <message>
        <source>by declining for %1</source>
        <translation>by declining for %1</translation>
    </message>
    <message>
        <source>by keeping its empire</source>
        <translation>by keeping its empire</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>with %1</translation>
    </message>
    <message>
        <source>It expects about as many points as %1.</source>
        <translation>It expects about as many points as %1.</translation>
    </message>
    <message numerus="yes">
        <source>It expects about %n more point(s) than %1.</source>
        <translation>
            <numerusform>It expects about %n more point than %1.</numerusform>
            <numerusform>It expects about %n more points than %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>the die shows %1</source>
        <translation>the die shows %1</translation>
    </message>
    <message>
        <source>The empire would score %1 (fewer than 10) and has %2 to expand (fewer than %3);</source>
        <translation>The empire would score %1 (fewer than 10) and has %2 to expand (fewer than %3);</translation>
    </message>
    <message numerus="yes">
        <source>%1, more than %n: it declines.</source>
        <translation>
            <numerusform>%1, more than %n: it declines.</numerusform>
            <numerusform>%1, more than %n: it declines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, not more than %n: no decline.</source>
        <translation>
            <numerusform>%1, not more than %n: no decline.</numerusform>
            <numerusform>%1, not more than %n: no decline.</numerusform>
        </translation>
    </message>
    <message>
        <source>a leftover pawn goes to the board&apos;s edge while new empires are entering</source>
        <translation>a leftover pawn goes to the board&apos;s edge while new empires are entering</translation>
    </message>
    <message>
        <source>a leftover pawn goes next to an active empire</source>
        <translation>a leftover pawn goes next to an active empire</translation>
    </message>
    <message>
        <source>a leftover pawn goes to the province worth more</source>
        <translation>a leftover pawn goes to the province worth more</translation>
    </message>
    <message numerus="yes">
        <source>a leftover pawn; the die (%1) chose among %n equal provinces</source>
        <translation>
            <numerusform>a leftover pawn; the die (%1) chose among %n equal provinces</numerusform>
            <numerusform>a leftover pawn; the die (%1) chose among %n equal provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>an even defence along its borders</source>
        <translation>an even defence along its borders</translation>
    </message>
    <message>
        <source>Declines: expanding would give it %1 for its %2; the decline scores %3 now.</source>
        <translation>Declines: expanding would give it %1 for its %2; the decline scores %3 now.</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n province</numerusform>
            <numerusform>%n provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>Expands without a conquest in view.</source>
        <translation>Expands without a conquest in view.</translation>
    </message>
    <message numerus="yes">
        <source>Expands with %n conquest(s) in view.</source>
        <translation>
            <numerusform>Expands with %n conquest in view.</numerusform>
            <numerusform>Expands with %n conquests in view.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rebirth:</source>
        <translation>Rebirth:</translation>
    </message>
    <message>
        <source>Rebirth: declines now.</source>
        <translation>Rebirth: declines now.</translation>
    </message>
    <message>
        <source>Rebirth: keeps its empire.</source>
        <translation>Rebirth: keeps its empire.</translation>
    </message>
    <message>
        <source>The empire would score %1 (not fewer than 10): no decline.</source>
        <translation>The empire would score %1 (not fewer than 10): no decline.</translation>
    </message>
    <message>
        <source>The empire has %1 to expand (not fewer than %2): no decline.</source>
        <translation>The empire has %1 to expand (not fewer than %2): no decline.</translation>
    </message>
    <message>
        <source>Enters the board in %1: worth %2, it costs %3.</source>
        <translation>Enters the board in %1: worth %2, it costs %3.</translation>
    </message>
    <message>
        <source>Conquers %1: worth %2, it costs %3.</source>
        <translation>Conquers %1: worth %2, it costs %3.</translation>
    </message>
    <message>
        <source>Conquers %1 for %2 (worth %3): the one conquest it plans.</source>
        <translation>Conquers %1 for %2 (worth %3): the one conquest it plans.</translation>
    </message>
    <message>
        <source>Conquers %1 for %2 (worth %3): conquest %4 of the %5 it plans.</source>
        <translation>Conquers %1 for %2 (worth %3): conquest %4 of the %5 it plans.</translation>
    </message>
    <message numerus="yes">
        <source>(Counting the %n point(s) its declining empire loses.)</source>
        <translation>
            <numerusform>(Counting the %n point its declining empire loses.)</numerusform>
            <numerusform>(Counting the %n points its declining empire loses.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(Slavery adds %n point(s).)</source>
        <translation>
            <numerusform>(Slavery adds %n point.)</numerusform>
            <numerusform>(Slavery adds %n points.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: it settles on a coast of the open sea.</source>
        <translation>%1: it settles on a coast of the open sea.</translation>
    </message>
    <message>
        <source>%1 would be preferred but costs %2; it has %3.</source>
        <translation>%1 would be preferred but costs %2; it has %3.</translation>
    </message>
    <message numerus="yes">
        <source>The die (%1) chose among %n equal provinces.</source>
        <translation>
            <numerusform>The die (%1) chose among %n equal provinces.</numerusform>
            <numerusform>The die (%1) chose among %n equal provinces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A surviving pawn goes to %1, the weakest defended border province (defence %2); the die (%3) chose among %n equal provinces.</source>
        <translation>
            <numerusform>A surviving pawn goes to %1, the weakest defended border province (defence %2); the die (%3) chose among %n equal provinces.</numerusform>
            <numerusform>A surviving pawn goes to %1, the weakest defended border province (defence %2); the die (%3) chose among %n equal provinces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its move was refused; it plays the first legal move instead.</source>
        <translation>Its move was refused; it plays the first legal move instead.</translation>
    </message>
    <message>
        <source>the die shows %1, %2 with %3</source>
        <translation>the die shows %1, %2 with %3</translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1, which it gives up.</source>
        <translation>
            <numerusform>Lifts a pawn from %1, which it gives up.</numerusform>
            <numerusform>Lifts %n pawns from %1, which it gives up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1 (%2 wanted there) to even out its border.</source>
        <translation>
            <numerusform>Lifts a pawn from %1 (%2 wanted there) to even out its border.</numerusform>
            <numerusform>Lifts %n pawns from %1 (%2 wanted there) to even out its border.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1 (%2 wanted there).</source>
        <translation>
            <numerusform>Lifts a pawn from %1 (%2 wanted there).</numerusform>
            <numerusform>Lifts %n pawns from %1 (%2 wanted there).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Places %n pawn(s) in %1 (%2 in all): %3.</source>
        <translation>
            <numerusform>Places a pawn in %1 (%2 in all): %3.</numerusform>
            <numerusform>Places %n pawns in %1 (%2 in all): %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Places %n pawn(s) in %1 (%2 in all): it puts the risk of losing it at %3%.</source>
        <translation>
            <numerusform>Places a pawn in %1 (%2 in all): it puts the risk of losing it at %3%.</numerusform>
            <numerusform>Places %n pawns in %1 (%2 in all): it puts the risk of losing it at %3%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surviving pawn(s) go to %1, where they lower the risk most.</source>
        <translation>
            <numerusform>A surviving pawn goes to %1, where it lowers the risk most.</numerusform>
            <numerusform>%n surviving pawns go to %1, where they lower the risk most.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its first turn goes on into the conquests, with none in view.</source>
        <translation>Its first turn goes on into the conquests, with none in view.</translation>
    </message>
    <message numerus="yes">
        <source>Enters the board at once, in this first turn: %n conquest(s) in view.</source>
        <translation>
            <numerusform>Enters the board at once, in this first turn: %n conquest in view.</numerusform>
            <numerusform>Enters the board at once, in this first turn: %n conquests in view.</numerusform>
        </translation>
    </message>
    <message>
        <source>It expects to finish the game about as far ahead of its best rival as %1.</source>
        <translation>It expects to finish the game about as far ahead of its best rival as %1.</translation>
    </message>
    <message numerus="yes">
        <source>It expects to finish the game about %n point(s) further ahead of its best rival than %1.</source>
        <translation>
            <numerusform>It expects to finish the game about %n point further ahead of its best rival than %1.</numerusform>
            <numerusform>It expects to finish the game about %n points further ahead of its best rival than %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes %1: %2, at a cost of %3.</source>
        <translation>Takes %1: %2, at a cost of %3.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Virtual player, as the rulebook plays it</source>
        <translation>Virtual player, as the rulebook plays it</translation>
    </message>
    <message>
        <source>Virtual player, choosing by cost - 2 x value</source>
        <translation>Virtual player, choosing by cost - 2 x value</translation>
    </message>
    <message>
        <source>Virtual player, attacking real players on ties</source>
        <translation>Virtual player, attacking real players on ties</translation>
    </message>
    <message>
        <source>Virtual player with both of the rulebook&apos;s variants</source>
        <translation>Virtual player with both of the rulebook&apos;s variants</translation>
    </message>
    <message>
        <source>Strategist, easy</source>
        <translation>Strategist, easy</translation>
    </message>
    <message>
        <source>Strategist, normal</source>
        <translation>Strategist, normal</translation>
    </message>
    <message>
        <source>Strategist, hard</source>
        <translation>Strategist, hard</translation>
    </message>
    <message>
        <source>Strategist (normal)</source>
        <translation>Strategist (normal)</translation>
    </message>
    <message>
        <source>Random legal moves (for tests)</source>
        <translation>Random legal moves (for tests)</translation>
    </message>
    <message>
        <source>Unknown player kind &quot;%1&quot;; known kinds: %2.</source>
        <translation>Unknown player kind &quot;%1&quot;; known kinds: %2.</translation>
    </message>
</context>
<context>
    <name>AreaClassifier</name>
    <message>
        <source>its name “%1”</source>
        <translation>its name “%1”</translation>
    </message>
    <message>
        <source>the group “%1” around it</source>
        <translation>the group “%1” around it</translation>
    </message>
    <message>
        <source>its blue fill %1</source>
        <translation>its blue fill %1</translation>
    </message>
    <message>
        <source>its fill %1 is not blue</source>
        <translation>its fill %1 is not blue</translation>
    </message>
    <message>
        <source>no hint: land by default</source>
        <translation>no hint: land by default</translation>
    </message>
    <message numerus="yes">
        <source>the blue fill %1 of its %n shape(s)</source>
        <translation>
            <numerusform>the blue fill %1 of its %n shape</numerusform>
            <numerusform>the blue fill %1 of its %n shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the fill %1 of its %n shape(s), not blue</source>
        <translation>
            <numerusform>the fill %1 of its %n shape, not blue</numerusform>
            <numerusform>the fill %1 of its %n shapes, not blue</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autoplay</name>
    <message>
        <source>Seat %1 (%2) made an illegal move: %3</source>
        <translation>Seat %1 (%2) made an illegal move: %3</translation>
    </message>
    <message numerus="yes">
        <source>The game did not end within %n action(s).</source>
        <translation>
            <numerusform>The game did not end within %n action.</numerusform>
            <numerusform>The game did not end within %n actions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CanvasContextMenu</name>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci Map Editor</translation>
    </message>
    <message>
        <source>Set by hand (kept when adjacency runs again)</source>
        <translation>Set by hand (kept when adjacency runs again)</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Delete link</translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n area</numerusform>
            <numerusform>%n areas</numerusform>
        </translation>
    </message>
    <message>
        <source>Make province</source>
        <translation>Make province</translation>
    </message>
    <message>
        <source>Make sea zone</source>
        <translation>Make sea zone</translation>
    </message>
    <message>
        <source>Select neighbours</source>
        <translation>Select neighbours</translation>
    </message>
    <message>
        <source>Not an area (keep as decoration)</source>
        <translation>Not an area (keep as decoration)</translation>
    </message>
</context>
<context>
    <name>ChangeLink</name>
    <message>
        <source>Make %1 – %2 a %3</source>
        <translation>Make %1 – %2 a %3</translation>
    </message>
    <message>
        <source>Keep %1 – %2 as set by hand</source>
        <translation>Keep %1 – %2 as set by hand</translation>
    </message>
    <message>
        <source>Let adjacency runs change %1 – %2</source>
        <translation>Let adjacency runs change %1 – %2</translation>
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
    <message>
        <source>Drakkar</source>
        <translation>Drakkar</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalry</translation>
    </message>
    <message>
        <source>Camels</source>
        <translation>Camels</translation>
    </message>
    <message>
        <source>Religion: the pawn is converted</source>
        <translation>Religion: the pawn is converted</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>An area cannot be linked to itself.</source>
        <translation>An area cannot be linked to itself.</translation>
    </message>
    <message>
        <source>%1 and %2 are already linked.</source>
        <translation>%1 and %2 are already linked.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n link(s)</source>
        <translation>
            <numerusform>Remove %n link</numerusform>
            <numerusform>Remove %n links</numerusform>
        </translation>
    </message>
    <message>
        <source>Two provinces are linked by a land border or a shared coast.</source>
        <translation>Two provinces are linked by a land border or a shared coast.</translation>
    </message>
    <message>
        <source>A link with a sea zone is a sea link.</source>
        <translation>A link with a sea zone is a sea link.</translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) sea zones</source>
        <translation>
            <numerusform>Make %n area sea zones</numerusform>
            <numerusform>Make %n areas sea zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) provinces</source>
        <translation>
            <numerusform>Make %n area provinces</numerusform>
            <numerusform>Make %n areas provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Rename %1 to %2</translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) decoration</source>
        <translation>
            <numerusform>Make %n area decoration</numerusform>
            <numerusform>Make %n areas decoration</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 sea zone(s)</source>
        <translation>
            <numerusform>Make %1 a sea zone</numerusform>
            <numerusform>Make %1 sea zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 province(s)</source>
        <translation>
            <numerusform>Make %1 a province</numerusform>
            <numerusform>Make %1 provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the terrain of %1 to %2</source>
        <translation>
            <numerusform>Set the terrain of %1 to %2</numerusform>
            <numerusform>Set the terrain of %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the terrain of %n provinces to %1</source>
        <translation>
            <numerusform>Set the terrain of %n provinces to %1</numerusform>
            <numerusform>Set the terrain of %n provinces to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 decoration</source>
        <translation>
            <numerusform>Make %1 decoration</numerusform>
            <numerusform>Make %1 decoration</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorLanguage</name>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci Map Editor</translation>
    </message>
</context>
<context>
    <name>EngineCommand</name>
    <message>
        <source>Speak the JSON-lines engine protocol on standard input and output (docs/protocol.md).</source>
        <translation>Speak the JSON-lines engine protocol on standard input and output (docs/protocol.md).</translation>
    </message>
</context>
<context>
    <name>EngineProtocol</name>
    <message>
        <source>The line is not valid JSON: %1 at character %2.</source>
        <translation>The line is not valid JSON: %1 at character %2.</translation>
    </message>
    <message>
        <source>A request must be a JSON object.</source>
        <translation>A request must be a JSON object.</translation>
    </message>
    <message>
        <source>A request needs a &quot;cmd&quot; string naming the command.</source>
        <translation>A request needs a &quot;cmd&quot; string naming the command.</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object.</source>
        <translation>&quot;options&quot; must be an object.</translation>
    </message>
    <message>
        <source>Unknown option &quot;%1&quot;.</source>
        <translation>Unknown option &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;apply&quot; needs an &quot;action&quot; object.</source>
        <translation>&quot;apply&quot; needs an &quot;action&quot; object.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a whole number of at least 1.</source>
        <translation>&quot;count&quot; must be a whole number of at least 1.</translation>
    </message>
    <message>
        <source>&quot;save&quot; needs a &quot;file&quot; string.</source>
        <translation>&quot;save&quot; needs a &quot;file&quot; string.</translation>
    </message>
    <message>
        <source>&quot;load&quot; needs a &quot;file&quot; string.</source>
        <translation>&quot;load&quot; needs a &quot;file&quot; string.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number.</source>
        <translation>&quot;seed&quot; must be a whole number.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n action(s) can be undone.</source>
        <translation>
            <numerusform>Only %n action can be undone.</numerusform>
            <numerusform>Only %n actions can be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>&quot;%1&quot; must be true or false.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;; known commands: hello, new, setup, state, legal, apply, undo, ai, save, load, quit.</source>
        <translation>Unknown command &quot;%1&quot;; known commands: hello, new, setup, state, legal, apply, undo, ai, save, load, quit.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes no field &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; takes no field &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>There is no game yet: send &quot;new&quot;, &quot;setup&quot; or &quot;load&quot; first.</source>
        <translation>There is no game yet: send &quot;new&quot;, &quot;setup&quot; or &quot;load&quot; first.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a &quot;map&quot; string.</source>
        <translation>&quot;%1&quot; needs a &quot;map&quot; string.</translation>
    </message>
    <message>
        <source>&quot;setup&quot; needs a &quot;state&quot; object.</source>
        <translation>&quot;setup&quot; needs a &quot;state&quot; object.</translation>
    </message>
    <message>
        <source>A game begun with &quot;setup&quot; cannot be saved: a save replays its actions from the first position.</source>
        <translation>A game begun with &quot;setup&quot; cannot be saved: a save replays its actions from the first position.</translation>
    </message>
    <message>
        <source>&quot;kind&quot; must be a string.</source>
        <translation>&quot;kind&quot; must be a string.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; applies only to virtual players, and no seat is virtual.</source>
        <translation>&quot;%1&quot; applies only to virtual players, and no seat is virtual.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not apply under the Online 2013 rules (one tile of each kind).</source>
        <translation>&quot;%1&quot; does not apply under the Online 2013 rules (one tile of each kind).</translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>Map id</source>
        <translation>Map id</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Map name</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Provinces</source>
        <translation>Provinces</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Rule sets</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Classic rules</translation>
    </message>
    <message>
        <source>Online 2013 rules</source>
        <translation>Online 2013 rules</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <source>extra pawns</source>
        <translation>extra pawns</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>victory points</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rounds</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a rule table and its column</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what a finding is about, then what is wrong</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>%1 (double-click to fill it in)</source>
        <comment>a missing name&apos;s finding</comment>
        <translation>%1 (double-click to fill it in)</translation>
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
            <numerusform>The Field General&apos;s %n pawn leaves %1&apos;s empire.</numerusform>
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
    <message>
        <source>A surviving pawn of %1 is placed automatically in %2.</source>
        <translation>A surviving pawn of %1 is placed automatically in %2.</translation>
    </message>
    <message>
        <source>%1 reorganizes the empire before it goes into decline (Philosophy).</source>
        <translation>%1 reorganizes the empire before it goes into decline (Philosophy).</translation>
    </message>
    <message>
        <source>%1 chooses %2 (%3, %4).</source>
        <translation>%1 chooses %2 (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n victory point(s)</source>
        <translation>
            <numerusform>+%n victory point</numerusform>
            <numerusform>+%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 places %n pawn(s) in %2.</source>
        <translation>
            <numerusform>%1 places %n pawn in %2.</numerusform>
            <numerusform>%1 places %n pawns in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n pawn(s) from %2.</source>
        <translation>
            <numerusform>%1 lifts %n pawn from %2.</numerusform>
            <numerusform>%1 lifts %n pawns from %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the provinces of a list of moves</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 redeploys %2.</source>
        <translation>%1 redeploys %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) to %1</source>
        <translation>
            <numerusform>%n pawn to %1</numerusform>
            <numerusform>%n pawns to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message numerus="yes">
        <source>%n surviving pawn(s) of %1 placed automatically: %2.</source>
        <translation>
            <numerusform>%n surviving pawn of %1 placed automatically: %2.</numerusform>
            <numerusform>%n surviving pawns of %1 placed automatically: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in %1</source>
        <translation>
            <numerusform>%n pawn in %1</numerusform>
            <numerusform>%n pawns in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message numerus="yes">
        <source>places %n pawn(s) in %1</source>
        <translation>
            <numerusform>places %n pawn in %1</numerusform>
            <numerusform>places %n pawns in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lifts %n pawn(s) from %1</source>
        <translation>
            <numerusform>lifts %n pawn from %1</numerusform>
            <numerusform>lifts %n pawns from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 from %2</translation>
    </message>
    <message>
        <source>%1 reorganizes: %2.</source>
        <translation>%1 reorganizes: %2.</translation>
    </message>
    <message>
        <source>%1 reorganizes: %2; %3.</source>
        <translation>%1 reorganizes: %2; %3.</translation>
    </message>
    <message>
        <source>%1 converts %2 from %3 (Religion): a pawn of %1&apos;s takes the place of theirs.</source>
        <translation>%1 converts %2 from %3 (Religion): a pawn of %1&apos;s takes the place of theirs.</translation>
    </message>
    <message numerus="yes">
        <source>The Legions&apos; %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>The Legions&apos; %n pawn leaves %1&apos;s empire.</numerusform>
            <numerusform>The Legions&apos; %n pawns leave %1&apos;s empire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
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
    <message>
        <source>The map &quot;%1&quot; is for the Online 2013 rules only.</source>
        <translation>The map &quot;%1&quot; is for the Online 2013 rules only.</translation>
    </message>
    <message>
        <source>The Online 2013 rules have no virtual players.</source>
        <translation>The Online 2013 rules have no virtual players.</translation>
    </message>
    <message numerus="yes">
        <source>The Classic rules are for %1 to %2 players, not %n.</source>
        <translation>
            <numerusform>The Classic rules are for %1 to %2 players, not %n.</numerusform>
            <numerusform>The Classic rules are for %1 to %2 players, not %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Online 2013 rules are for %1 to %2 players, not %n.</source>
        <translation>
            <numerusform>The Online 2013 rules are for %1 to %2 players, not %n.</numerusform>
            <numerusform>The Online 2013 rules are for %1 to %2 players, not %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map &quot;%1&quot; does not support %n player(s).</source>
        <translation>
            <numerusform>The map &quot;%1&quot; does not support %n player.</numerusform>
            <numerusform>The map &quot;%1&quot; does not support %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>There are %1 but %2.</source>
        <translation>There are %1 but %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat kind(s)</source>
        <translation>
            <numerusform>%n seat kind</numerusform>
            <numerusform>%n seat kinds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: click its card, then Take it (or press 1, then Enter).</source>
        <translation>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: click its card, then Take it (or press 1, then Enter).</translation>
    </message>
    <message>
        <source>For this game, take place %1: click its card, then Take it.</source>
        <translation>For this game, take place %1: click its card, then Take it.</translation>
    </message>
    <message>
        <source>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press Expand, outlined in gold.</source>
        <translation>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press Expand, outlined in gold.</translation>
    </message>
    <message>
        <source>Press Expand, outlined in gold, for now.</source>
        <translation>Press Expand, outlined in gold, for now.</translation>
    </message>
    <message>
        <source>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then click Scotland.</source>
        <translation>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then click Scotland.</translation>
    </message>
    <message>
        <source>One more: the Low Countries, which England reaches too. Click them.</source>
        <translation>One more: the Low Countries, which England reaches too. Click them.</translation>
    </message>
    <message>
        <source>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press End conquest.</source>
        <translation>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press End conquest.</translation>
    </message>
    <message>
        <source>Press End conquest, outlined in gold, for now.</source>
        <translation>Press End conquest, outlined in gold, for now.</translation>
    </message>
    <message>
        <source>Place your pawns on your provinces, then press Confirm and score.</source>
        <translation>Place your pawns on your provinces, then press Confirm and score.</translation>
    </message>
    <message>
        <source>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press Decline.</source>
        <translation>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press Decline.</translation>
    </message>
    <message>
        <source>Press Decline, outlined in gold, for now.</source>
        <translation>Press Decline, outlined in gold, for now.</translation>
    </message>
    <message>
        <source>+%1 for %2</source>
        <translation>+%1 for %2</translation>
    </message>
    <message>
        <source>%1 for your provinces</source>
        <translation>%1 for your provinces</translation>
    </message>
    <message>
        <source>%1 for your provinces in decline</source>
        <translation>%1 for your provinces in decline</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Read this step first, then press Next.</translation>
    </message>
    <message>
        <source>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Click its card, then Take it.</source>
        <translation>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Click its card, then Take it.</translation>
    </message>
    <message>
        <source>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then click Macedonia.</source>
        <translation>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then click Macedonia.</translation>
    </message>
    <message>
        <source>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then click it.</source>
        <translation>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then click it.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Hover over England, outlined in violet: its tooltip gives the cost term by term. Then click England to conquer it.</source>
        <translation>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Hover over England, outlined in violet: its tooltip gives the cost term by term. Then click England to conquer it.</translation>
    </message>
    <message>
        <source>Conquer %1 first: it is outlined in violet on the map.</source>
        <translation>Conquer %1 first: it is outlined in violet on the map.</translation>
    </message>
    <message>
        <source>Conquer %1 now: it is outlined in violet on the map.</source>
        <translation>Conquer %1 now: it is outlined in violet on the map.</translation>
    </message>
    <message>
        <source>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Hover over Thrace, outlined in violet: its tooltip gives the cost term by term. Then click Thrace to conquer it.</source>
        <translation>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Hover over Thrace, outlined in violet: its tooltip gives the cost term by term. Then click Thrace to conquer it.</translation>
    </message>
    <message>
        <source>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Left-click a province to place a pawn, right-click to take one back, or press Auto-distribute. Once they are all placed, Confirm and score is outlined: press it.</source>
        <translation>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Left-click a province to place a pawn, right-click to take one back, or press Auto-distribute. Once they are all placed, Confirm and score is outlined: press it.</translation>
    </message>
    <message>
        <source>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Click place I, then Take it.</source>
        <translation>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Click place I, then Take it.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Move the ring to England, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</source>
        <translation>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Move the ring to England, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</translation>
    </message>
    <message>
        <source>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Scotland and press Enter.</source>
        <translation>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Scotland and press Enter.</translation>
    </message>
    <message>
        <source>One more: the Low Countries, which England reaches too. Move the ring to them and press Enter.</source>
        <translation>One more: the Low Countries, which England reaches too. Move the ring to them and press Enter.</translation>
    </message>
    <message>
        <source>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Press 1, then Enter.</source>
        <translation>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Press 1, then Enter.</translation>
    </message>
    <message>
        <source>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Move the ring to Thrace, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</source>
        <translation>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Move the ring to Thrace, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</translation>
    </message>
    <message>
        <source>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Macedonia and press Enter.</source>
        <translation>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Macedonia and press Enter.</translation>
    </message>
    <message>
        <source>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then move the ring to it and press Enter.</source>
        <translation>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then move the ring to it and press Enter.</translation>
    </message>
    <message>
        <source>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Enter on a province places a pawn, Backspace takes one back (the arrow keys or Tab move the ring), or press A to auto-distribute them. Once they are all placed, press S (Confirm and score).</source>
        <translation>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Enter on a province places a pawn, Backspace takes one back (the arrow keys or Tab move the ring), or press A to auto-distribute them. Once they are all placed, press S (Confirm and score).</translation>
    </message>
    <message>
        <source>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Press 1 for place I, then Enter.</source>
        <translation>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Press 1 for place I, then Enter.</translation>
    </message>
    <message>
        <source>Welcome to Vinci. You are Player 1, in orange, against two computer players. Civilizations rise and fall: you lead one, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another. Each step points at what to look at.</source>
        <translation>Welcome to Vinci. You are Player 1, in orange, against two computer players. Civilizations rise and fall: you lead one, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another. Each step points at what to look at.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is %2 (everyone starts with 10).</source>
        <translation>
            <numerusform>You took civilization %1: %n pawn in your hand. Your score is %2 (everyone starts with 10).</numerusform>
            <numerusform>You took civilization %1: %n pawns in your hand. Your score is %2 (everyone starts with 10).</numerusform>
        </translation>
    </message>
    <message>
        <source>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: press 1, then Enter.</source>
        <translation>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: press 1, then Enter.</translation>
    </message>
    <message>
        <source>For this game, take place %1: press %2, then Enter.</source>
        <translation>For this game, take place %1: press %2, then Enter.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n pawn(s) in hand to conquer with.</source>
        <translation>
            <numerusform>You have %n pawn in hand to conquer with.</numerusform>
            <numerusform>You have %n pawns in hand to conquer with.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press E (Expand, outlined in gold).</source>
        <translation>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press E (Expand, outlined in gold).</translation>
    </message>
    <message>
        <source>Press E (Expand, outlined in gold) for now.</source>
        <translation>Press E (Expand, outlined in gold) for now.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cost you %n pawn(s): %2.</source>
        <translation>
            <numerusform>%1 cost you %n pawn: %2.</numerusform>
            <numerusform>%1 cost you %n pawns: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your score is on your card, with a bar towards the victory target. Now the computer players take their turns: watch them enter the map.</source>
        <translation>Your score is on your card, with a bar towards the victory target. Now the computer players take their turns: watch them enter the map.</translation>
    </message>
    <message>
        <source>Press Enter (Continue against the computer) to play this game on, or Tab, then Space, to Start the lesson again.</source>
        <translation>Press Enter (Continue against the computer) to play this game on, or Tab, then Space, to Start the lesson again.</translation>
    </message>
    <message>
        <source>Press Continue against the computer to play this game on, or Start the lesson again to take it from step 1.</source>
        <translation>Press Continue against the computer to play this game on, or Start the lesson again to take it from step 1.</translation>
    </message>
    <message>
        <source>Press Enter (Next).</source>
        <translation>Press Enter (Next).</translation>
    </message>
    <message>
        <source>Press Next.</source>
        <translation>Press Next.</translation>
    </message>
    <message>
        <source>Read this step first, then press Enter (Next).</source>
        <translation>Read this step first, then press Enter (Next).</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Welcome to Vinci under the Online 2013 rules. You are Player 1, in orange, against one computer player on the Mediterranean. You lead a civilization, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another.</source>
        <translation>Welcome to Vinci under the Online 2013 rules. You are Player 1, in orange, against one computer player on the Mediterranean. You lead a civilization, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is %2.</source>
        <translation>
            <numerusform>You took civilization %1: %n pawn in your hand. Your score is %2.</numerusform>
            <numerusform>You took civilization %1: %n pawns in your hand. Your score is %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your score is on your card, with a bar towards the victory target. Now the computer player takes its turn: watch it enter the map.</source>
        <translation>Your score is on your card, with a bar towards the victory target. Now the computer player takes its turn: watch it enter the map.</translation>
    </message>
    <message>
        <source>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press C (End conquest).</source>
        <translation>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press C (End conquest).</translation>
    </message>
    <message>
        <source>Press C (End conquest, outlined in gold) for now.</source>
        <translation>Press C (End conquest, outlined in gold) for now.</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s): %1. Your score is now %2.</source>
        <translation>
            <numerusform>You scored %n point: %1. Your score is now %2.</numerusform>
            <numerusform>You scored %n points: %1. Your score is now %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place your pawns on your provinces (Enter on a province, or A for all of them), then press S (Confirm and score).</source>
        <translation>Place your pawns on your provinces (Enter on a province, or A for all of them), then press S (Confirm and score).</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s) of yours went into decline, scoring %1 at once; your score is now %2.</source>
        <translation>
            <numerusform>%n province of yours went into decline, scoring %1 at once; your score is now %2.</numerusform>
            <numerusform>%n provinces of yours went into decline, scoring %1 at once; your score is now %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press D (Decline).</source>
        <translation>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press D (Decline).</translation>
    </message>
    <message>
        <source>Press D (Decline, outlined in gold) for now.</source>
        <translation>Press D (Decline, outlined in gold) for now.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is now %2.</source>
        <translation>
            <numerusform>You took civilization %1: %n pawn in your hand. Your score is now %2.</numerusform>
            <numerusform>You took civilization %1: %n pawns in your hand. Your score is now %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your new civilization waits in your hand: it enters the map the next time you expand. That is the game: expand while you can, decline when your empire can grow no more, and choose the next civilization well. The first to the victory target wins.</source>
        <translation>Your new civilization waits in your hand: it enters the map the next time you expand. That is the game: expand while you can, decline when your empire can grow no more, and choose the next civilization well. The first to the victory target wins.</translation>
    </message>
    <message>
        <source>Conquer %1 first: move the ring to it, then press Enter.</source>
        <translation>Conquer %1 first: move the ring to it, then press Enter.</translation>
    </message>
    <message>
        <source>Conquer %1 now: move the ring to it, then press Enter.</source>
        <translation>Conquer %1 now: move the ring to it, then press Enter.</translation>
    </message>
    <message>
        <source>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free. Each place further down costs victory points, as its card says: you leave a coin on every place you pass over, and whoever takes a place later takes its coins and their points.</source>
        <translation>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free. Each place further down costs victory points, as its card says: you leave a coin on every place you pass over, and whoever takes a place later takes its coins and their points.</translation>
    </message>
    <message>
        <source>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free; a place further down costs victory points, as its card says, and leaves coins on the places passed over for whoever takes them later.</source>
        <translation>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free; a place further down costs victory points, as its card says, and leaves coins on the places passed over for whoever takes them later.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Hint: thinking...</source>
        <translation>Hint: thinking...</translation>
    </message>
    <message numerus="yes">
        <source>The hard computer player is looking at your position (%n second(s) at most).</source>
        <translation>
            <numerusform>The hard computer player is looking at your position (%n second at most).</numerusform>
            <numerusform>The hard computer player is looking at your position (%n seconds at most).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place your %n surviving pawn(s) as shown</source>
        <translation>
            <numerusform>Place your %n surviving pawn as shown</numerusform>
            <numerusform>Place your %n surviving pawns as shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reorganize in %n step(s) as shown</source>
        <translation>
            <numerusform>Reorganize in %n step as shown</numerusform>
            <numerusform>Reorganize in %n steps as shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Take civilization %1</source>
        <translation>Take civilization %1</translation>
    </message>
    <message>
        <source>Declare peace with %1</source>
        <translation>Declare peace with %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <source>The hard computer player would do this.</source>
        <translation>The hard computer player would do this.</translation>
    </message>
    <message>
        <source>The hard computer player would do this. %1</source>
        <translation>The hard computer player would do this. %1</translation>
    </message>
</context>
<context>
    <name>HowToPlayText</name>
    <message numerus="yes">
        <source>%1 with %n player(s)</source>
        <translation>
            <numerusform>%1 with %n player</numerusform>
            <numerusform>%1 with %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Neutral pawn</source>
        <translation>Neutral pawn</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <source>%n %1</source>
        <translation>
            <numerusform>%n %1</numerusform>
            <numerusform>%n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 only with %n or more players</source>
        <translation>
            <numerusform>%1 only with %n or more players</numerusform>
            <numerusform>%1 only with %n or more players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of each kind</source>
        <translation>
            <numerusform>%n of each kind</numerusform>
            <numerusform>%n of each kind</numerusform>
        </translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>without %1</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>new: %1</translation>
    </message>
    <message>
        <source>The aim of the game</source>
        <translation>The aim of the game</translation>
    </message>
    <message>
        <source>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</source>
        <translation>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</translation>
    </message>
    <message>
        <source>The game lasts a fixed number of rounds: %1 (a map or the new game options may set another number). The player with the most points wins; equal scores share the victory.</source>
        <translation>The game lasts a fixed number of rounds: %1 (a map or the new game options may set another number). The player with the most points wins; equal scores share the victory.</translation>
    </message>
    <message>
        <source>The game ends in the round in which a player reaches the victory target in points: %1 (a map or the new game options may set another target). The player with the most points wins.</source>
        <translation>The game ends in the round in which a player reaches the victory target in points: %1 (a map or the new game options may set another target). The player with the most points wins.</translation>
    </message>
    <message>
        <source>Players and setting up</source>
        <translation>Players and setting up</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players. Every player starts with %n victory point(s).</source>
        <translation>
            <numerusform>%1 to %2 players. Every player starts with %n victory point.</numerusform>
            <numerusform>%1 to %2 players. Every player starts with %n victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>One or two people play with virtual players (see below).</source>
        <translation>One or two people play with virtual players (see below).</translation>
    </message>
    <message>
        <source>There are no virtual players.</source>
        <translation>There are no virtual players.</translation>
    </message>
    <message>
        <source>A neutral pawn (the early peoples, who defend their land) stands in every province whose terrain says so in the terrain table below. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random.</source>
        <translation>A neutral pawn (the early peoples, who defend their land) stands in every province whose terrain says so in the terrain table below. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random.</translation>
    </message>
    <message>
        <source>On their first turn each player chooses a civilization and at once conquers with it, reorganizes and scores, as in any expansion turn.</source>
        <translation>On their first turn each player chooses a civilization and at once conquers with it, reorganizes and scores, as in any expansion turn.</translation>
    </message>
    <message>
        <source>On their first turn each player only chooses a civilization; it enters the board on their next turn.</source>
        <translation>On their first turn each player only chooses a civilization; it enters the board on their next turn.</translation>
    </message>
    <message>
        <source>Choosing a civilization</source>
        <translation>Choosing a civilization</translation>
    </message>
    <message numerus="yes">
        <source>Civilization I costs nothing. Each place further along costs %n victory point(s) more, and a coin is left on every civilization passed over.</source>
        <translation>
            <numerusform>Civilization I costs nothing. Each place further along costs %n victory point more, and a coin is left on every civilization passed over.</numerusform>
            <numerusform>Civilization I costs nothing. Each place further along costs %n victory points more, and a coin is left on every civilization passed over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whoever later chooses a civilization with coins on it gains %n victory point(s) per coin.</source>
        <translation>
            <numerusform>Whoever later chooses a civilization with coins on it gains %n victory point per coin.</numerusform>
            <numerusform>Whoever later chooses a civilization with coins on it gains %n victory points per coin.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pairs behind move up and a new pair is drawn into place VI.</source>
        <translation>The pairs behind move up and a new pair is drawn into place VI.</translation>
    </message>
    <message>
        <source>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players: %1. The map may give its own numbers. These pawns are all it will ever have, unless a tile says otherwise.</source>
        <translation>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players: %1. The map may give its own numbers. These pawns are all it will ever have, unless a tile says otherwise.</translation>
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
    <message numerus="yes">
        <source>A conquest costs the terrain&apos;s number of pawns, +1 for each pawn defending the province, +1 for a fort, −1 when you attack from a mountain province next to it. Civilization tiles change the cost too; it is never below %n.</source>
        <translation>
            <numerusform>A conquest costs the terrain&apos;s number of pawns, +1 for each pawn defending the province, +1 for a fort, −1 when you attack from a mountain province next to it. Civilization tiles change the cost too; it is never below %n.</numerusform>
            <numerusform>A conquest costs the terrain&apos;s number of pawns, +1 for each pawn defending the province, +1 for a fort, −1 when you attack from a mountain province next to it. Civilization tiles change the cost too; it is never below %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender loses only one pawn for good; an attacker never loses pawns.</source>
        <translation>The defender loses only one pawn for good; an attacker never loses pawns.</translation>
    </message>
    <message>
        <source>The other defending pawns survive: at the end of your turn the game places them one by one in the defender&apos;s province with the fewest pawns.</source>
        <translation>The other defending pawns survive: at the end of your turn the game places them one by one in the defender&apos;s province with the fewest pawns.</translation>
    </message>
    <message>
        <source>The other defending pawns survive and are placed by their owner in their other provinces at the end of your turn.</source>
        <translation>The other defending pawns survive and are placed by their owner in their other provinces at the end of your turn.</translation>
    </message>
    <message>
        <source>A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</source>
        <translation>A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</translation>
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
        <source>Cohesion does not apply to civilizations in decline, nor to the Messengers tile.</source>
        <translation>Cohesion does not apply to civilizations in decline, nor to the Messengers tile.</translation>
    </message>
    <message>
        <source>4. Scoring</source>
        <translation>4. Scoring</translation>
    </message>
    <message>
        <source>At the end of your turn each province of your active and of your declining civilization scores the points the terrain table gives its terrain. Yellow tiles add points, and some of them keep doing so in decline.</source>
        <translation>At the end of your turn each province of your active and of your declining civilization scores the points the terrain table gives its terrain. Yellow tiles add points, and some of them keep doing so in decline.</translation>
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
        <source>its tiles stay with it until your next decline, but only those with the broken column still act;</source>
        <translation>its tiles stay with it until your next decline, but only those with the broken column still act;</translation>
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
        <source>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage).</source>
        <translation>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage).</translation>
    </message>
    <message>
        <source>This does not apply when either of the two provinces is a river or a controllable sea.</source>
        <translation>This does not apply when either of the two provinces is a river or a controllable sea.</translation>
    </message>
    <message>
        <source>With Rebirth, the decline is declared at the end of a normal turn, after scoring.</source>
        <translation>With Rebirth, the decline is declared at the end of a normal turn, after scoring.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>The game ends after the last player&apos;s turn of the last round. The player with the most victory points wins; players with the same score share the victory: there is no tie-break.</source>
        <translation>The game ends after the last player&apos;s turn of the last round. The player with the most victory points wins; players with the same score share the victory: there is no tie-break.</translation>
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
        <source>These rules have no virtual players: play with %1 to %2 seats, people or computer players.</source>
        <translation>These rules have no virtual players: play with %1 to %2 seats, people or computer players.</translation>
    </message>
    <message>
        <source>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at %1 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</source>
        <translation>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at %1 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</translation>
    </message>
    <message>
        <source>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</source>
        <translation>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</translation>
    </message>
    <message>
        <source>The civilization tiles</source>
        <translation>The civilization tiles</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n civilization tile(s) (%1).</source>
        <translation>
            <numerusform>The bag holds %n civilization tile (%1).</numerusform>
            <numerusform>The bag holds %n civilization tiles (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is called %2</source>
        <translation>%1 is called %2</translation>
    </message>
    <message>
        <source>Here %1.</source>
        <translation>Here %1.</translation>
    </message>
    <message>
        <source>%1 work differently.</source>
        <translation>%1 work differently.</translation>
    </message>
    <message>
        <source>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up.</source>
        <translation>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Playing with the keyboard</translation>
    </message>
    <message>
        <source>Tab goes from control to control: the civilization track (Space picks a civilization, Enter takes it), the buttons over the map (Space presses one) and the map itself. On the map a white ring marks the province the keys act on, and a card beside it says what its tooltip says: who holds it and what conquering it costs.</source>
        <translation>Tab goes from control to control: the civilization track (Space picks a civilization, Enter takes it), the buttons over the map (Space presses one) and the map itself. On the map a white ring marks the province the keys act on, and a card beside it says what its tooltip says: who holds it and what conquering it costs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arrow keys:&lt;/b&gt; the next province in that direction.</source>
        <translation>&lt;b&gt;Arrow keys:&lt;/b&gt; the next province in that direction.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab, Shift+Tab:&lt;/b&gt; the provinces you can act on now (highlighted, or with their − and + buttons), then on to the next control.</source>
        <translation>&lt;b&gt;Tab, Shift+Tab:&lt;/b&gt; the provinces you can act on now (highlighted, or with their − and + buttons), then on to the next control.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter or Space:&lt;/b&gt; as a left click: conquer the province, place a pawn in it, keep this part of the empire, build the fort.</source>
        <translation>&lt;b&gt;Enter or Space:&lt;/b&gt; as a left click: conquer the province, place a pawn in it, keep this part of the empire, build the fort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift+Enter, Backspace or Delete:&lt;/b&gt; as a right click: take a pawn back from the province.</source>
        <translation>&lt;b&gt;Shift+Enter, Backspace or Delete:&lt;/b&gt; as a right click: take a pawn back from the province.</translation>
    </message>
    <message>
        <source>&lt;b&gt;+, −, 0:&lt;/b&gt; zoom in, zoom out, the whole map.</source>
        <translation>&lt;b&gt;+, −, 0:&lt;/b&gt; zoom in, zoom out, the whole map.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H:&lt;/b&gt; a hint: what the hard computer player would do in your place, and why, marked on the map; Enter plays it, Escape dismisses it.</source>
        <translation>&lt;b&gt;H:&lt;/b&gt; a hint: what the hard computer player would do in your place, and why, marked on the map; Enter plays it, Escape dismisses it.</translation>
    </message>
    <message>
        <source>%1 but %2</source>
        <translation>%1 but %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;E, D, C, A, S:&lt;/b&gt; Expand, Decline, End conquest, Auto-distribute, Confirm and score, wherever the keys are (the Turn menu lists them; Help ▸ Keyboard lists every key).</source>
        <translation>&lt;b&gt;E, D, C, A, S:&lt;/b&gt; Expand, Decline, End conquest, Auto-distribute, Confirm and score, wherever the keys are (the Turn menu lists them; Help ▸ Keyboard lists every key).</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Make a new map folder from an SVG drawing.</source>
        <translation>Make a new map folder from an SVG drawing.</translation>
    </message>
    <message>
        <source>drawing.svg</source>
        <translation>drawing.svg</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Gaps up to this wide still make a shared border.</source>
        <translation>Gaps up to this wide still make a shared border.</translation>
    </message>
    <message>
        <source>units</source>
        <translation>units</translation>
    </message>
    <message>
        <source>Shorter contacts are corner-only touches (default 3 x tolerance).</source>
        <translation>Shorter contacts are corner-only touches (default 3 x tolerance).</translation>
    </message>
    <message>
        <source>Widest water a shared coast crosses.</source>
        <translation>Widest water a shared coast crosses.</translation>
    </message>
    <message>
        <source>Replace a map already in the --out folder.</source>
        <translation>Replace a map already in the --out folder.</translation>
    </message>
    <message>
        <source>--import needs --out MAPDIR, the new map folder</source>
        <translation>--import needs --out MAPDIR, the new map folder</translation>
    </message>
    <message>
        <source>%1 already holds a map; add --force to replace it</source>
        <translation>%1 already holds a map; add --force to replace it</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: cannot read the file: %2</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>warning: %1: %2</translation>
    </message>
    <message>
        <source>--tolerance, --minimum-border and --coast-gap take a distance in SVG units</source>
        <translation>--tolerance, --minimum-border and --coast-gap take a distance in SVG units</translation>
    </message>
    <message>
        <source>corner-only touch (not linked): %1 – %2</source>
        <translation>corner-only touch (not linked): %1 – %2</translation>
    </message>
    <message>
        <source>shape: %1: %2</source>
        <translation>shape: %1: %2</translation>
    </message>
    <message>
        <source>%1: written; the game can load it</source>
        <translation>%1: written; the game can load it</translation>
    </message>
    <message>
        <source>%1: written; fix the errors above before playing it</source>
        <translation>%1: written; fix the errors above before playing it</translation>
    </message>
    <message>
        <source>%1: %2; %3 (tolerance %4, coast gap %5)</source>
        <translation>%1: %2; %3 (tolerance %4, coast gap %5)</translation>
    </message>
    <message numerus="yes">
        <source>overlap: %1 and %2 are drawn over each other (%n square unit(s))</source>
        <translation>
            <numerusform>overlap: %1 and %2 are drawn over each other (%n square unit)</numerusform>
            <numerusform>overlap: %1 and %2 are drawn over each other (%n square units)</numerusform>
        </translation>
    </message>
    <message>
        <source>--id %1 is not the name of the --out folder (%2): the game finds a map by its folder, whose name is the map&apos;s id. Use --out %3, or leave out --id</source>
        <translation>--id %1 is not the name of the --out folder (%2): the game finds a map by its folder, whose name is the map&apos;s id. Use --out %3, or leave out --id</translation>
    </message>
    <message>
        <source>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes</source>
        <translation>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes</translation>
    </message>
    <message>
        <source>The map&apos;s id. It must be the name of the --out folder, as the game finds a map by its folder: another id is refused.</source>
        <translation>The map&apos;s id. It must be the name of the --out folder, as the game finds a map by its folder: another id is refused.</translation>
    </message>
</context>
<context>
    <name>LanguageOption</name>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use %2.</source>
        <translation>Unknown language &quot;%1&quot;: use %2.</translation>
    </message>
</context>
<context>
    <name>LinkKind</name>
    <message>
        <source>land border</source>
        <translation>land border</translation>
    </message>
    <message>
        <source>shared coast</source>
        <translation>shared coast</translation>
    </message>
    <message>
        <source>sea link</source>
        <translation>sea link</translation>
    </message>
</context>
<context>
    <name>MapAccessible</name>
    <message>
        <source>Map</source>
        <translation>Map</translation>
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
    <name>MapCatalog</name>
    <message>
        <source>No map &quot;%1&quot; was found (looked in: %2).</source>
        <translation>No map &quot;%1&quot; was found (looked in: %2).</translation>
    </message>
</context>
<context>
    <name>MapCounts</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n province</numerusform>
            <numerusform>%n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea zone(s)</source>
        <translation>
            <numerusform>%n sea zone</numerusform>
            <numerusform>%n sea zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n land border(s)</source>
        <translation>
            <numerusform>%n land border</numerusform>
            <numerusform>%n land borders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared coast(s)</source>
        <translation>
            <numerusform>%n shared coast</numerusform>
            <numerusform>%n shared coasts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea link(s)</source>
        <translation>
            <numerusform>%n sea link</numerusform>
            <numerusform>%n sea links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapFolderDialog</name>
    <message>
        <source>%1 holds no map. Save the map in a new folder %2 inside it?</source>
        <translation>%1 holds no map. Save the map in a new folder %2 inside it?</translation>
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
    <name>MapInstaller</name>
    <message>
        <source>%1: the folder cannot be created.</source>
        <translation>%1: the folder cannot be created.</translation>
    </message>
    <message>
        <source>%1: no temporary folder can be made there (%2).</source>
        <translation>%1: no temporary folder can be made there (%2).</translation>
    </message>
    <message>
        <source>%1 is not a map the game can play:
%2</source>
        <translation>%1 is not a map the game can play:
%2</translation>
    </message>
    <message>
        <source>No map package was prepared.</source>
        <translation>No map package was prepared.</translation>
    </message>
    <message>
        <source>%1: the installed map cannot be replaced.</source>
        <translation>%1: the installed map cannot be replaced.</translation>
    </message>
    <message>
        <source>%1: the map cannot be installed there.</source>
        <translation>%1: the map cannot be installed there.</translation>
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
    <name>MapPackage</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: cannot create the folder</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: cannot be written: %2</translation>
    </message>
    <message>
        <source>%1: not a map package: it holds no %2</source>
        <translation>%1: not a map package: it holds no %2</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is not part of a map package (%3, the SVG it names and %4)</source>
        <translation>%1: the entry &quot;%2&quot; is not part of a map package (%3, the SVG it names and %4)</translation>
    </message>
    <message>
        <source>%1: holds no %2, the drawing its map.json names</source>
        <translation>%1: holds no %2, the drawing its map.json names</translation>
    </message>
    <message>
        <source>%1: cannot extract the map &quot;%2&quot;: %3 already exists</source>
        <translation>%1: cannot extract the map &quot;%2&quot;: %3 already exists</translation>
    </message>
    <message>
        <source>%1: cannot extract it: %2</source>
        <translation>%1: cannot extract it: %2</translation>
    </message>
    <message>
        <source>%1: cannot be packaged, the map has errors:
%2</source>
        <translation>%1: cannot be packaged, the map has errors:
%2</translation>
    </message>
    <message>
        <source>%1: the preview is larger than %2 MB</source>
        <translation>%1: the preview is larger than %2 MB</translation>
    </message>
    <message>
        <source>the archive is damaged</source>
        <translation>the archive is damaged</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a link, not a file</source>
        <translation>%1: the entry &quot;%2&quot; is a link, not a file</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a symbolic link, not a file</source>
        <translation>%1: the entry &quot;%2&quot; is a symbolic link, not a file</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a folder, not a file</source>
        <translation>%1: the entry &quot;%2&quot; is a folder, not a file</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a device or another special file, not a file</source>
        <translation>%1: the entry &quot;%2&quot; is a device or another special file, not a file</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; cannot be read: %3</source>
        <translation>%1: the entry &quot;%2&quot; cannot be read: %3</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is larger than %3</source>
        <translation>%1: the entry &quot;%2&quot; is larger than %3</translation>
    </message>
    <message>
        <source>%1: not a map package (a zip file): %2</source>
        <translation>%1: not a map package (a zip file): %2</translation>
    </message>
    <message>
        <source>%1: not a readable map package: %2</source>
        <translation>%1: not a readable map package: %2</translation>
    </message>
    <message>
        <source>%1: holds more than %2 files (map.json, its SVG and %3)</source>
        <translation>%1: holds more than %2 files (map.json, its SVG and %3)</translation>
    </message>
    <message>
        <source>%1: an entry&apos;s name is not readable text</source>
        <translation>%1: an entry&apos;s name is not readable text</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is not a plain relative path (an absolute path, &quot;..&quot; or a drive)</source>
        <translation>%1: the entry &quot;%2&quot; is not a plain relative path (an absolute path, &quot;..&quot; or a drive)</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is encrypted</source>
        <translation>%1: the entry &quot;%2&quot; is encrypted</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; appears twice</source>
        <translation>%1: the entry &quot;%2&quot; appears twice</translation>
    </message>
    <message>
        <source>%1: its files are larger than %2 together</source>
        <translation>%1: its files are larger than %2 together</translation>
    </message>
</context>
<context>
    <name>MapPackagePrompt</name>
    <message>
        <source>Open Map Package</source>
        <translation>Open Map Package</translation>
    </message>
    <message>
        <source>There is already a map &quot;%1&quot; (%2). Replace it with the one in %3?</source>
        <translation>There is already a map &quot;%1&quot; (%2). Replace it with the one in %3?</translation>
    </message>
    <message>
        <source>That map came with the game: it stays, and the one you install is played in its place.</source>
        <translation>That map came with the game: it stays, and the one you install is played in its place.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Replace</translation>
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
    <message>
        <source>expected two ids, as in [&quot;alps&quot;, &quot;danube&quot;]</source>
        <translation>expected two ids, as in [&quot;alps&quot;, &quot;danube&quot;]</translation>
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
    <message numerus="yes">
        <source>%n player(s): this rule set is played by %1 to %2 players</source>
        <translation>
            <numerusform>%n player: this rule set is played by %1 to %2 players</numerusform>
            <numerusform>%n players: this rule set is played by %1 to %2 players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no entry for %n player(s)</source>
        <translation>
            <numerusform>no entry for %n player</numerusform>
            <numerusform>no entry for %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>entry for %n player(s), a player count the map does not list</source>
        <translation>
            <numerusform>entry for %n player, a player count the map does not list</numerusform>
            <numerusform>entry for %n players, a player count the map does not list</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n player(s); it must be at least %2</source>
        <translation>
            <numerusform>%1 for %n player; it must be at least %2</numerusform>
            <numerusform>%1 for %n players; it must be at least %2</numerusform>
        </translation>
    </message>
    <message>
        <source>must be one line of text</source>
        <translation>must be one line of text</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>is longer than %1 characters</translation>
    </message>
    <message>
        <source>rejects a link of &quot;%1&quot; to itself</source>
        <translation>rejects a link of &quot;%1&quot; to itself</translation>
    </message>
    <message>
        <source>the pair is listed twice</source>
        <translation>the pair is listed twice</translation>
    </message>
    <message>
        <source>no links yet: no province or sea zone is linked to another (in the map editor, use Find links and accept the links it proposes)</source>
        <translation>no links yet: no province or sea zone is linked to another (in the map editor, use Find links and accept the links it proposes)</translation>
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
    <name>PackageBoards</name>
    <message>
        <source>%1 is not a map the game can play:
%2</source>
        <translation>%1 is not a map the game can play:
%2</translation>
    </message>
</context>
<context>
    <name>PackageCommand</name>
    <message>
        <source>Write the map folder as a map package (.vincimap) to --out.</source>
        <translation>Write the map folder as a map package (.vincimap) to --out.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>--package needs --out FILE, the package to write, e.g. vinci-editor --package maps/europe --out europe.vincimap</source>
        <translation>--package needs --out FILE, the package to write, e.g. vinci-editor --package maps/europe --out europe.vincimap</translation>
    </message>
    <message>
        <source>%1: not packaged: the map has errors (above)</source>
        <translation>%1: not packaged: the map has errors (above)</translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation>%1: written</translation>
    </message>
</context>
<context>
    <name>PackageExport</name>
    <message>
        <source>%1: the preview cannot be drawn</source>
        <translation>%1: the preview cannot be drawn</translation>
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
    <name>PlayerShape</name>
    <message>
        <source>circle</source>
        <translation>circle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>square</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>diamond</translation>
    </message>
    <message>
        <source>star</source>
        <translation>star</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cross</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pawn</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message numerus="yes">
        <source>The position has %n player(s); the options say %1.</source>
        <translation>
            <numerusform>The position has %n player; the options say %1.</numerusform>
            <numerusform>The position has %n players; the options say %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>players[%1] is virtual in the position but not in the options, or the reverse.</source>
        <translation>players[%1] is virtual in the position but not in the options, or the reverse.</translation>
    </message>
    <message>
        <source>The current or first player is not a player of the game.</source>
        <translation>The current or first player is not a player of the game.</translation>
    </message>
    <message>
        <source>The round and the turn number start at 1.</source>
        <translation>The round and the turn number start at 1.</translation>
    </message>
    <message>
        <source>The victory target or the round limit is not the one the options give.</source>
        <translation>The victory target or the round limit is not the one the options give.</translation>
    </message>
    <message>
        <source>In the redeploy phase the acting player must have pawns to place.</source>
        <translation>In the redeploy phase the acting player must have pawns to place.</translation>
    </message>
    <message>
        <source>The current player has no active civilization to conquer or reorganize with.</source>
        <translation>The current player has no active civilization to conquer or reorganize with.</translation>
    </message>
    <message>
        <source>A finished game names its winners, and only a finished game does.</source>
        <translation>A finished game names its winners, and only a finished game does.</translation>
    </message>
    <message>
        <source>A winner is not a player of the game.</source>
        <translation>A winner is not a player of the game.</translation>
    </message>
    <message>
        <source>Province &quot;%1&quot; does not fit its holder: a player&apos;s province needs that player&apos;s civilization and pawns, an empty one nothing.</source>
        <translation>Province &quot;%1&quot; does not fit its holder: a player&apos;s province needs that player&apos;s civilization and pawns, an empty one nothing.</translation>
    </message>
    <message>
        <source>The neutral pawns do not add up: %1 on the board and %2 removed, but %3 placed.</source>
        <translation>The neutral pawns do not add up: %1 on the board and %2 removed, but %3 placed.</translation>
    </message>
    <message>
        <source>players[%1] has a negative count, or an active civilization without its two tiles.</source>
        <translation>players[%1] has a negative count, or an active civilization without its two tiles.</translation>
    </message>
    <message>
        <source>players[%1]: the pawns do not add up: %2 held and %3 removed, but %4 received.</source>
        <translation>players[%1]: the pawns do not add up: %2 held and %3 removed, but %4 received.</translation>
    </message>
    <message>
        <source>players[%1] is at peace with a seat that is not another player.</source>
        <translation>players[%1] is at peace with a seat that is not another player.</translation>
    </message>
    <message>
        <source>The track has more than six civilizations.</source>
        <translation>The track has more than six civilizations.</translation>
    </message>
    <message>
        <source>A civilization of the track has a negative number of coins.</source>
        <translation>A civilization of the track has a negative number of coins.</translation>
    </message>
    <message>
        <source>The tiles of the bag, the track and the players are not the game&apos;s set of tiles.</source>
        <translation>The tiles of the bag, the track and the players are not the game&apos;s set of tiles.</translation>
    </message>
    <message>
        <source>A counter of the turn is out of range.</source>
        <translation>A counter of the turn is out of range.</translation>
    </message>
    <message>
        <source>The position does not list the map&apos;s provinces.</source>
        <translation>The position does not list the map&apos;s provinces.</translation>
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
    <name>ProvinceTooltip</name>
    <message>
        <source>Nobody</source>
        <translation>Nobody</translation>
    </message>
    <message>
        <source>Indigenous people (neutral)</source>
        <translation>Indigenous people (neutral)</translation>
    </message>
    <message>
        <source>%1 (active empire)</source>
        <translation>%1 (active empire)</translation>
    </message>
    <message>
        <source>%1 (declining empire)</source>
        <translation>%1 (declining empire)</translation>
    </message>
    <message>
        <source>Sea zone: never occupied; crossed only to enter the board or with Astronomy.</source>
        <translation>Sea zone: never occupied; crossed only to enter the board or with Astronomy.</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>a new civilization may enter here</source>
        <translation>a new civilization may enter here</translation>
    </message>
    <message>
        <source>Held by: %1</source>
        <translation>Held by: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>fort (+1 to conquer, -1 for attacks from it)</source>
        <translation>fort (+1 to conquer, -1 for attacks from it)</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n victory point(s) a turn to %1.</source>
        <translation>
            <numerusform>Worth %n victory point a turn to %1.</numerusform>
            <numerusform>Worth %n victory points a turn to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click to abandon it and take its %n pawn(s) back into your hand.</source>
        <translation>
            <numerusform>Click to abandon it and take its %n pawn back into your hand.</numerusform>
            <numerusform>Click to abandon it and take its %n pawns back into your hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left click: place a pawn from your hand. Right click: take one back.</source>
        <translation>Left click: place a pawn from your hand. Right click: take one back.</translation>
    </message>
    <message numerus="yes">
        <source>Conquest costs %n pawn(s):</source>
        <translation>
            <numerusform>Conquest costs %n pawn:</numerusform>
            <numerusform>Conquest costs %n pawns:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>You have %n pawn in hand.</numerusform>
            <numerusform>You have %n pawns in hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to conquer.</source>
        <translation>Click to conquer.</translation>
    </message>
    <message>
        <source>fort (+1 defence)</source>
        <translation>fort (+1 defence)</translation>
    </message>
    <message numerus="yes">
        <source>conquest costs %n pawn(s)</source>
        <translation>
            <numerusform>conquest costs %n pawn</numerusform>
            <numerusform>conquest costs %n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press Enter to abandon it and take its %n pawn(s) back into your hand.</source>
        <translation>
            <numerusform>Press Enter to abandon it and take its %n pawn back into your hand.</numerusform>
            <numerusform>Press Enter to abandon it and take its %n pawns back into your hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter: place a pawn from your hand. Backspace: take one back.</source>
        <translation>Enter: place a pawn from your hand. Backspace: take one back.</translation>
    </message>
    <message>
        <source>Press Enter to conquer.</source>
        <translation>Press Enter to conquer.</translation>
    </message>
</context>
<context>
    <name>ProvinceWords</name>
    <message>
        <source>Conquer with Espionage</source>
        <translation>Conquer with Espionage</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Conquer</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Place a pawn</source>
        <translation>Place a pawn</translation>
    </message>
    <message>
        <source>Take a pawn back</source>
        <translation>Take a pawn back</translation>
    </message>
    <message>
        <source>Keep this part</source>
        <translation>Keep this part</translation>
    </message>
    <message>
        <source>Build a fort</source>
        <translation>Build a fort</translation>
    </message>
    <message>
        <source>Place a surviving pawn</source>
        <translation>Place a surviving pawn</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>other + 1</source>
        <translation>other + 1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>The turn</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Costs</translation>
    </message>
    <message>
        <source>Scoring and the end</source>
        <translation>Scoring and the end</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>The tiles</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pawns</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>In decline</source>
        <translation>In decline</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
    <message>
        <source>Vinci: quick reference</source>
        <translation>Vinci: quick reference</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Vinci quick reference</source>
        <translation>Vinci quick reference</translation>
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
    <message>
        <source>Only a civilization with Philosophy may reorganize before going into decline.</source>
        <translation>Only a civilization with Philosophy may reorganize before going into decline.</translation>
    </message>
    <message>
        <source>Your empire holds no province to reorganize.</source>
        <translation>Your empire holds no province to reorganize.</translation>
    </message>
    <message>
        <source>You are reorganizing before the decline: go into decline to end it.</source>
        <translation>You are reorganizing before the decline: go into decline to end it.</translation>
    </message>
    <message>
        <source>That conquest costs %1; you have %2.</source>
        <translation>That conquest costs %1; you have %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>Religion converts this province for no pawn: spies cannot be used on it.</source>
        <translation>Religion converts this province for no pawn: spies cannot be used on it.</translation>
    </message>
</context>
<context>
    <name>RemoveLink</name>
    <message>
        <source>Unlink %1 and %2</source>
        <translation>Unlink %1 and %2</translation>
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
    <name>ResultFiles</name>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1: cannot be written (%2).</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>Classic (1999)</source>
        <translation>Classic (1999)</translation>
    </message>
    <message>
        <source>Online 2013</source>
        <translation>Online 2013</translation>
    </message>
</context>
<context>
    <name>RulesDecisionsGuide</name>
    <message>
        <source>The 1999 rules, English translation</source>
        <translation>The 1999 rules, English translation</translation>
    </message>
    <message>
        <source>The 1999 rules, French original</source>
        <translation>The 1999 rules, French original</translation>
    </message>
    <message>
        <source>The designer&apos;s errata and clarifications, 1999</source>
        <translation>The designer&apos;s errata and clarifications, 1999</translation>
    </message>
    <message>
        <source>The online rules of 2013 (Vinci II)</source>
        <translation>The online rules of 2013 (Vinci II)</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n player(s)</source>
        <translation>
            <numerusform>%1 with %n player</numerusform>
            <numerusform>%1 with %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>You cannot pass over civilizations you cannot pay for: choosing may not leave your score below 0.</source>
        <translation>You cannot pass over civilizations you cannot pay for: choosing may not leave your score below 0.</translation>
    </message>
    <message>
        <source>The bag holds the designer&apos;s mix unless you choose the printed box&apos;s mix in New Game. A pair is never two Specializations: the second is replaced. Two identical tiles are drawn again only with the option for it.</source>
        <translation>The bag holds the designer&apos;s mix unless you choose the printed box&apos;s mix in New Game. A pair is never two Specializations: the second is replaced. Two identical tiles are drawn again only with the option for it.</translation>
    </message>
    <message>
        <source>The extra pawns and the victory target are the map&apos;s; the rulebook&apos;s numbers are what a map that says nothing gets. New Game may set another target.</source>
        <translation>The extra pawns and the victory target are the map&apos;s; the rulebook&apos;s numbers are what a map that says nothing gets. New Game may set another target.</translation>
    </message>
    <message>
        <source>Virtual players may sit at any table. They always take civilization I, receive more extra pawns, ignore cohesion, and with one at the table the game ends at %1 points.</source>
        <translation>Virtual players may sit at any table. They always take civilization I, receive more extra pawns, ignore cohesion, and with one at the table the game ends at %1 points.</translation>
    </message>
    <message>
        <source>When your expansion turn starts, all your pawns but one per province come into your hand at once. You may abandon provinces only before your first conquest of the turn.</source>
        <translation>When your expansion turn starts, all your pawns but one per province come into your hand at once. You may abandon provinces only before your first conquest of the turn.</translation>
    </message>
    <message>
        <source>A start province touches the board&apos;s edge or lies one sea zone away from it. Astronomy does not widen the start; Revolutionaries may start anywhere. A civilization left without a province enters again the same way.</source>
        <translation>A start province touches the board&apos;s edge or lies one sea zone away from it. Astronomy does not widen the start; Revolutionaries may start anywhere. A civilization left without a province enters again the same way.</translation>
    </message>
    <message>
        <source>Ship Building&apos;s −1 needs a shared coast: a coast link, or two neighbours on the shore of the same sea zone. When a civilization enters the board it applies only if it comes by sea.</source>
        <translation>Ship Building&apos;s −1 needs a shared coast: a coast link, or two neighbours on the shore of the same sea zone. When a civilization enters the board it applies only if it comes by sea.</translation>
    </message>
    <message>
        <source>When you could attack a province from several of yours, you always pay the cheapest way (from a mountain, a fort, along a coast). A conquest never costs less than nothing.</source>
        <translation>When you could attack a province from several of yours, you always pay the cheapest way (from a mountain, a fort, along a coast). A conquest never costs less than nothing.</translation>
    </message>
    <message>
        <source>A conquest that costs nothing gives you the province at once, as a base for the next one; if it still has no pawn when you finish reorganizing, it is lost.</source>
        <translation>A conquest that costs nothing gives you the province at once, as a base for the next one; if it still has no pawn when you finish reorganizing, it is lost.</translation>
    </message>
    <message>
        <source>The defender&apos;s surviving pawns wait beside the board; when your turn is over, each defender places them on provinces of the same civilization (or the game does, if New Game says so). A civilization with no province left keeps them to enter again, without new pawns.</source>
        <translation>The defender&apos;s surviving pawns wait beside the board; when your turn is over, each defender places them on provinces of the same civilization (or the game does, if New Game says so). A civilization with no province left keeps them to enter again, without new pawns.</translation>
    </message>
    <message>
        <source>You may conquer next to your declining civilization: its provinces next to the new one are emptied at once, unless you have Heritage, which also lets you attack them. (The German edition forbids the conquest; the errata allow it.)</source>
        <translation>You may conquer next to your declining civilization: its provinces next to the new one are emptied at once, unless you have Heritage, which also lets you attack them. (The German edition forbids the conquest; the errata allow it.)</translation>
    </message>
    <message>
        <source>Cohesion is checked when you finish reorganizing: if your empire is in pieces, you choose the part to keep and the pawns of the others join it.</source>
        <translation>Cohesion is checked when you finish reorganizing: if your empire is in pieces, you choose the part to keep and the pawns of the others join it.</translation>
    </message>
    <message>
        <source>After reorganizing, every province you keep needs a pawn if you have enough; with fewer pawns than provinces, no province may hold two. No pawn stays in your hand.</source>
        <translation>After reorganizing, every province you keep needs a pawn if you have enough; with fewer pawns than provinces, no province may hold two. No pawn stays in your hand.</translation>
    </message>
    <message>
        <source>The rules print only a few tiles&apos; red numbers; the others are our estimates, and Help ▸ Civilization Tiles says which is which.</source>
        <translation>The rules print only a few tiles&apos; red numbers; the others are our estimates, and Help ▸ Civilization Tiles says which is which.</translation>
    </message>
    <message>
        <source>Specialization doubles its partner: yellow bonuses, Slavery, Espionage (twice a turn), Field General, Fortification (two forts), Militia, Mountaineering, Ship Building, Weapons, Medicine and Diplomacy (two opponents).</source>
        <translation>Specialization doubles its partner: yellow bonuses, Slavery, Espionage (twice a turn), Field General, Fortification (two forts), Militia, Mountaineering, Ship Building, Weapons, Medicine and Diplomacy (two opponents).</translation>
    </message>
    <message>
        <source>Field General&apos;s pawns come at the start of every expansion turn, the entering one too, and leave when your conquests end, from your hand first.</source>
        <translation>Field General&apos;s pawns come at the start of every expansion turn, the entering one too, and leave when your conquests end, from your hand first.</translation>
    </message>
    <message>
        <source>Espionage&apos;s conquest at a fixed price still needs a province you can reach, and does not break a peace.</source>
        <translation>Espionage&apos;s conquest at a fixed price still needs a province you can reach, and does not break a peace.</translation>
    </message>
    <message>
        <source>Diplomacy&apos;s peace is declared before your first conquest, holds between both players&apos; active civilizations, and lasts until your next turn starts; you may choose a player who is not on the board.</source>
        <translation>Diplomacy&apos;s peace is declared before your first conquest, holds between both players&apos; active civilizations, and lasts until your next turn starts; you may choose a player who is not on the board.</translation>
    </message>
    <message>
        <source>Forts are built while you reorganize, one a turn. A fort goes when its province is conquered, abandoned, emptied or cleared; attacking from it across the sea gets no −1.</source>
        <translation>Forts are built while you reorganize, one a turn. A fort goes when its province is conquered, abandoned, emptied or cleared; attacking from it across the sea gets no −1.</translation>
    </message>
    <message>
        <source>With Rebirth you cannot decline at the start of a turn: after scoring you choose to decline (no second scoring, a new civilization at once) or to end the turn.</source>
        <translation>With Rebirth you cannot decline at the start of a turn: after scoring you choose to decline (no second scoring, a new civilization at once) or to end the turn.</translation>
    </message>
    <message>
        <source>Slavery earns a point for each conquest of a province held by neutral or other players&apos; pawns; your own declining pawns cleared by contact do not count.</source>
        <translation>Slavery earns a point for each conquest of a province held by neutral or other players&apos; pawns; your own declining pawns cleared by contact do not count.</translation>
    </message>
    <message>
        <source>Medicine&apos;s pawn comes at the start of every expansion turn, the entering one too.</source>
        <translation>Medicine&apos;s pawn comes at the start of every expansion turn, the entering one too.</translation>
    </message>
    <message>
        <source>An expansion turn scores your active civilization after reorganizing, your declining one with the tiles it kept, and Slavery; a decline turn scores the declining one only; choosing your first civilization scores nothing.</source>
        <translation>An expansion turn scores your active civilization after reorganizing, your declining one with the tiles it kept, and Slavery; a decline turn scores the declining one only; choosing your first civilization scores nothing.</translation>
    </message>
    <message>
        <source>Only the four yellow tiles with the broken column stay in decline (with a Specialization paired with one); Heritage and Fortification do not.</source>
        <translation>Only the four yellow tiles with the broken column stay in decline (with a Specialization paired with one); Heritage and Fortification do not.</translation>
    </message>
    <message>
        <source>Once someone reaches the target the round is finished: the player before the first player plays the last turn, and equal scores share the victory. Touching the target while declining and dropping below it when paying for the new civilization does not end the game.</source>
        <translation>Once someone reaches the target the round is finished: the player before the first player plays the last turn, and equal scores share the victory. Touching the target while declining and dropping below it when paying for the new civilization does not end the game.</translation>
    </message>
    <message>
        <source>If attacks leave your active civilization without a province, nothing happens by itself: on your turn you enter again with its pawns, or you decline it.</source>
        <translation>If attacks leave your active civilization without a province, nothing happens by itself: on your turn you enter again with its pawns, or you decline it.</translation>
    </message>
    <message>
        <source>A virtual player declines only when its civilization would score under 10 points and has fewer than 5 pawns to expand with, and then only if a die beats its pawns (with Field General: fewer than 3, the die minus 2).</source>
        <translation>A virtual player declines only when its civilization would score under 10 points and has fewer than 5 pawns to expand with, and then only if a die beats its pawns (with Field General: fewer than 3, the die minus 2).</translation>
    </message>
    <message>
        <source>A virtual player takes first the province worth most (less the declining provinces it would clear, plus Slavery&apos;s point), then the cheapest (Espionage counted), then one by die.</source>
        <translation>A virtual player takes first the province worth most (less the declining provinces it would clear, plus Slavery&apos;s point), then the cheapest (Espionage counted), then one by die.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s variants for virtual players (cost minus twice the value; attacking a real player rather than rolling the die) are kinds of player in New Game.</source>
        <translation>The rulebook&apos;s variants for virtual players (cost minus twice the value; attacking a real player rather than rolling the die) are kinds of player in New Game.</translation>
    </message>
    <message>
        <source>A virtual player expands while it can pay and never empties a province.</source>
        <translation>A virtual player expands while it can pay and never empties a province.</translation>
    </message>
    <message>
        <source>A virtual player with Ship Building enters on a coast of the open sea, never of an inland sea.</source>
        <translation>A virtual player with Ship Building enters on a coast of the open sea, never of an inland sea.</translation>
    </message>
    <message>
        <source>A virtual player spreads its pawns for an even defence along its borders; the pawns left over go to the board&apos;s edge when new civilizations are coming, else next to active civilizations.</source>
        <translation>A virtual player spreads its pawns for an even defence along its borders; the pawns left over go to the board&apos;s edge when new civilizations are coming, else next to active civilizations.</translation>
    </message>
    <message>
        <source>A virtual player builds its fort where it touches the most neutral or other players&apos; provinces.</source>
        <translation>A virtual player builds its fort where it touches the most neutral or other players&apos; provinces.</translation>
    </message>
    <message>
        <source>A virtual player with Diplomacy always makes peace with a real player (by die when there are two).</source>
        <translation>A virtual player with Diplomacy always makes peace with a real player (by die when there are two).</translation>
    </message>
    <message>
        <source>%1 to %2 players, no virtual players. You start with %3 victory points; each civilization passed over costs %4 and each coin is worth %5.</source>
        <translation>%1 to %2 players, no virtual players. You start with %3 victory points; each civilization passed over costs %4 and each coin is worth %5.</translation>
    </message>
    <message>
        <source>The game lasts the map&apos;s number of rounds (else the rules&apos; own) and ends after the last player of the last round; equal scores share the victory.</source>
        <translation>The game lasts the map&apos;s number of rounds (else the rules&apos; own) and ends after the last player of the last round; equal scores share the victory.</translation>
    </message>
    <message>
        <source>Extra pawns: %1. The rules give the numbers for 3 and 4 players only; the others are the Europe map&apos;s, and every map may give its own.</source>
        <translation>Extra pawns: %1. The rules give the numbers for 3 and 4 players only; the others are the Europe map&apos;s, and every map may give its own.</translation>
    </message>
    <message numerus="yes">
        <source>Controllable seas count as rivers. A conquest costs at least %n pawn(s); the terrain table says what scores and where neutral pawns stand.</source>
        <translation>
            <numerusform>Controllable seas count as rivers. A conquest costs at least %n pawn; the terrain table says what scores and where neutral pawns stand.</numerusform>
            <numerusform>Controllable seas count as rivers. A conquest costs at least %n pawns; the terrain table says what scores and where neutral pawns stand.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender&apos;s survivors go one at a time to its province with the fewest pawns; among equals, to the first in the map&apos;s order.</source>
        <translation>The defender&apos;s survivors go one at a time to its province with the fewest pawns; among equals, to the first in the map&apos;s order.</translation>
    </message>
    <message>
        <source>A declining civilization keeps all its tiles until your next decline, only those with the broken column acting. Conquering next to your declining province clears it only when neither of the two is a river.</source>
        <translation>A declining civilization keeps all its tiles until your next decline, only those with the broken column acting. Conquering next to your declining province clears it only when neither of the two is a river.</translation>
    </message>
    <message>
        <source>The bag holds one tile of each kind, without Specialization, and without Diplomacy when two play.</source>
        <translation>The bag holds one tile of each kind, without Specialization, and without Diplomacy when two play.</translation>
    </message>
    <message>
        <source>%1&apos;s pawn comes when you reorganize; %2&apos;s pawns help each conquest, which needs one of your own pawns too, and leave the province at once; %3 and %4 put a fort on every non-river province; %5 take one pawn off next to a river or a sea.</source>
        <translation>%1&apos;s pawn comes when you reorganize; %2&apos;s pawns help each conquest, which needs one of your own pawns too, and leave the province at once; %3 and %4 put a fort on every non-river province; %5 take one pawn off next to a river or a sea.</translation>
    </message>
    <message>
        <source>The new tiles as the game plays them: %1 lets you reorganize before declining; %2 gives a second conquest phase but scores once; %3 converts a lone pawn of another player&apos;s active civilization; %4 counts other players&apos; pawns over the whole turn.</source>
        <translation>The new tiles as the game plays them: %1 lets you reorganize before declining; %2 gives a second conquest phase but scores once; %3 converts a lone pawn of another player&apos;s active civilization; %4 counts other players&apos; pawns over the whole turn.</translation>
    </message>
    <message>
        <source>The rules give only %1&apos;s and %2&apos;s red numbers; the new tiles&apos; numbers are our estimates, and Help ▸ Civilization Tiles says which is which.</source>
        <translation>The rules give only %1&apos;s and %2&apos;s red numbers; the new tiles&apos; numbers are our estimates, and Help ▸ Civilization Tiles says which is which.</translation>
    </message>
    <message>
        <source>Your first turn: you choose a civilization and at once conquer, reorganize and score with it (you may also end the conquests at once). A civilization chosen after a decline waits for your next turn.</source>
        <translation>Your first turn: you choose a civilization and at once conquer, reorganize and score with it (you may also end the conquests at once). A civilization chosen after a decline waits for your next turn.</translation>
    </message>
    <message>
        <source>A civilization you have just taken may be declined at the start of your next turn, before it enters the board: it scores nothing, and its pawns leave the game.</source>
        <translation>A civilization you have just taken may be declined at the start of your next turn, before it enters the board: it scores nothing, and its pawns leave the game.</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1: cannot be written (%2).</translation>
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
    <message>
        <source>this Online 2013 game was saved by an earlier version of Vinci (save format %1), whose first turn did not go on into the conquests as the online rules say; it cannot be continued. Start a new game.</source>
        <translation>this Online 2013 game was saved by an earlier version of Vinci (save format %1), whose first turn did not go on into the conquests as the online rules say; it cannot be continued. Start a new game.</translation>
    </message>
</context>
<context>
    <name>SaveGameTexts</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SavedGameDescription</name>
    <message numerus="yes">
        <source>%n virtual player(s)</source>
        <translation>
            <numerusform>%n virtual player</numerusform>
            <numerusform>%n virtual players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n computer</numerusform>
            <numerusform>%n computers</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Finished game</source>
        <translation>Finished game</translation>
    </message>
    <message>
        <source>Interrupted game %1</source>
        <translation>Interrupted game %1</translation>
    </message>
    <message>
        <source>%1 (interrupted, %2)</source>
        <translation>%1 (interrupted, %2)</translation>
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
    <message>
        <source>Computer, easy</source>
        <translation>Computer, easy</translation>
    </message>
    <message>
        <source>Computer, normal</source>
        <translation>Computer, normal</translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation>Computer, hard</translation>
    </message>
    <message>
        <source>Virtual, with variants</source>
        <translation>Virtual, with variants</translation>
    </message>
</context>
<context>
    <name>SetPaintTerrain</name>
    <message>
        <source>Paint terrain in the game</source>
        <translation>Paint terrain in the game</translation>
    </message>
    <message>
        <source>Show the drawing&apos;s colours</source>
        <translation>Show the drawing&apos;s colours</translation>
    </message>
</context>
<context>
    <name>SetRejectedLinks</name>
    <message>
        <source>Forget rejected links</source>
        <translation>Forget rejected links</translation>
    </message>
</context>
<context>
    <name>ShapeEdits</name>
    <message>
        <source>the map&apos;s SVG cannot be read: %1</source>
        <translation>the map&apos;s SVG cannot be read: %1</translation>
    </message>
    <message>
        <source>“%1” is not a valid id: use lower-case letters a-z, digits and dashes</source>
        <translation>“%1” is not a valid id: use lower-case letters a-z, digits and dashes</translation>
    </message>
    <message>
        <source>the id “%1” is already used in the map</source>
        <translation>the id “%1” is already used in the map</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>Play games between program players, no window, and print their results.</source>
        <translation>Play games between program players, no window, and print their results.</translation>
    </message>
    <message>
        <source>Players per game (simulate; default: the --ai list&apos;s length).</source>
        <translation>Players per game (simulate; default: the --ai list&apos;s length).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>Comma-separated player kinds by seat (simulate): rulebook, rulebook-formula, rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, strategist-hard, strategist, random.</source>
        <translation>Comma-separated player kinds by seat (simulate): rulebook, rulebook-formula, rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, strategist-hard, strategist, random.</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>kinds</translation>
    </message>
    <message>
        <source>Games to play (simulate).</source>
        <translation>Games to play (simulate).</translation>
    </message>
    <message>
        <source>Seed of the whole run (simulate).</source>
        <translation>Seed of the whole run (simulate).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>number</translation>
    </message>
    <message>
        <source>map</source>
        <translation>map</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <source>Threads to play on (simulate; default: every core).</source>
        <translation>Threads to play on (simulate; default: every core).</translation>
    </message>
    <message>
        <source>Extra pawns of the virtual players&apos; civilizations (simulate; rulebook: 8, harder: 9 or more).</source>
        <translation>Extra pawns of the virtual players&apos; civilizations (simulate; rulebook: 8, harder: 9 or more).</translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score (simulate; rulebook: 10, harder: 15).</source>
        <translation>Virtual players&apos; starting score (simulate; rulebook: 10, harder: 15).</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Milliseconds per decision for the players that search (simulate; strategist-hard; default: its own count of look-aheads).</source>
        <translation>Milliseconds per decision for the players that search (simulate; strategist-hard; default: its own count of look-aheads).</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>milliseconds</translation>
    </message>
    <message>
        <source>Rule set (simulate): classic or online (Online 2013).</source>
        <translation>Rule set (simulate): classic or online (Online 2013).</translation>
    </message>
    <message>
        <source>Unknown rule set &quot;%1&quot;: classic or online.</source>
        <translation>Unknown rule set &quot;%1&quot;: classic or online.</translation>
    </message>
    <message numerus="yes">
        <source>--ai names %n seat(s) but --players asks for %1.</source>
        <translation>
            <numerusform>--ai names %n seat but --players asks for %1.</numerusform>
            <numerusform>--ai names %n seats but --players asks for %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points that end the game (simulate; default: %1 with virtual players, else the map&apos;s).</source>
        <translation>Victory points that end the game (simulate; default: %1 with virtual players, else the map&apos;s).</translation>
    </message>
    <message>
        <source>Map name, folder or map package file (.vincimap): the map of the simulation (a package read, not installed), or the window&apos;s new game on it (a package installed first).</source>
        <translation>Map name, folder or map package file (.vincimap): the map of the simulation (a package read, not installed), or the window&apos;s new game on it (a package installed first).</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>game %1: %2</source>
        <translation>game %1: %2</translation>
    </message>
    <message>
        <source>No map to play on.</source>
        <translation>No map to play on.</translation>
    </message>
    <message>
        <source>The number of games must be at least 1.</source>
        <translation>The number of games must be at least 1.</translation>
    </message>
    <message>
        <source>Mean length: %1 rounds, %2 turns</source>
        <translation>Mean length: %1 rounds, %2 turns</translation>
    </message>
    <message>
        <source>seat  player              wins    share   95% Wilson interval   mean score</source>
        <translation>seat  player              wins    share   95% Wilson interval   mean score</translation>
    </message>
    <message>
        <source>A game won by k tied players counts 1/k of a win for each; the interval treats those fractions as successes.</source>
        <translation>A game won by k tied players counts 1/k of a win for each; the interval treats those fractions as successes.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Failed: %1</translation>
    </message>
    <message>
        <source>%1 on %2 (%3, seed %4) in %5 s on %6: %7 games/s</source>
        <translation>%1 on %2 (%3, seed %4) in %5 s on %6: %7 games/s</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateReader</name>
    <message>
        <source>not a field of the state</source>
        <translation>not a field of the state</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>unknown value &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is not the current player (-1 once the game is over) outside the redeploy phase</source>
        <translation>is not the current player (-1 once the game is over) outside the redeploy phase</translation>
    </message>
    <message>
        <source>there is no land province &quot;%1&quot; on this map</source>
        <translation>there is no land province &quot;%1&quot; on this map</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>&quot;%1&quot; is listed twice</translation>
    </message>
    <message>
        <source>the province &quot;%1&quot; is missing</source>
        <translation>the province &quot;%1&quot; is missing</translation>
    </message>
    <message numerus="yes">
        <source>more than %n tile(s)</source>
        <translation>
            <numerusform>more than %n tile</numerusform>
            <numerusform>more than %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot;</source>
        <translation>unknown tile &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected four hexadecimal words, not all zero</source>
        <translation>expected four hexadecimal words, not all zero</translation>
    </message>
    <message>
        <source>written only when true</source>
        <translation>written only when true</translation>
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
    <name>SvgElementMover</name>
    <message>
        <source>the drawing cannot be rendered by Qt</source>
        <translation>the drawing cannot be rendered by Qt</translation>
    </message>
</context>
<context>
    <name>SvgFeatureScan</name>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (line %2)</translation>
    </message>
</context>
<context>
    <name>SvgImporter</name>
    <message>
        <source>it is in the layer “%1”</source>
        <translation>it is in the layer “%1”</translation>
    </message>
    <message>
        <source>hidden: left out</source>
        <translation>hidden: left out</translation>
    </message>
    <message>
        <source>a raster image is kept as decoration: it has no outline to become an area</source>
        <translation>a raster image is kept as decoration: it has no outline to become an area</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) without fill (lines, frames) kept as decoration</source>
        <translation>
            <numerusform>%n shape without fill (lines, frames) kept as decoration</numerusform>
            <numerusform>%n shapes without fill (lines, frames) kept as decoration</numerusform>
        </translation>
    </message>
    <message>
        <source>given the id “%1”</source>
        <translation>given the id “%1”</translation>
    </message>
    <message>
        <source>id “%1” changed to “%2”</source>
        <translation>id “%1” changed to “%2”</translation>
    </message>
    <message>
        <source>Qt 6.4 does not render %1 as drawn: the board will show this element without it</source>
        <translation>Qt 6.4 does not render %1 as drawn: the board will show this element without it</translation>
    </message>
    <message>
        <source>%1: the drawing is larger than %2 MB</source>
        <translation>%1: the drawing is larger than %2 MB</translation>
    </message>
    <message>
        <source>%1: not an SVG file: the top element is &lt;%2&gt;</source>
        <translation>%1: not an SVG file: the top element is &lt;%2&gt;</translation>
    </message>
    <message>
        <source>draws no shape: kept as decoration</source>
        <translation>draws no shape: kept as decoration</translation>
    </message>
    <message>
        <source>covers the whole drawing and is not blue: kept as the background</source>
        <translation>covers the whole drawing and is not blue: kept as the background</translation>
    </message>
    <message>
        <source>%1: the drawing has no closed, filled shape to make a province of</source>
        <translation>%1: the drawing has no closed, filled shape to make a province of</translation>
    </message>
    <message>
        <source>the areas were moved into new layers “provinces” and “seas”, each keeping its look</source>
        <translation>the areas were moved into new layers “provinces” and “seas”, each keeping its look</translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation>sea zone</translation>
    </message>
    <message>
        <source>province</source>
        <translation>province</translation>
    </message>
    <message>
        <source>%1, because of %2</source>
        <translation>%1, because of %2</translation>
    </message>
    <message>
        <source>named “%1”: “%2” does not name a sea</source>
        <translation>named “%1”: “%2” does not name a sea</translation>
    </message>
    <message>
        <source>a &lt;use&gt; of “%1”, which is not a shape: kept as decoration</source>
        <translation>a &lt;use&gt; of “%1”, which is not a shape: kept as decoration</translation>
    </message>
    <message>
        <source>lies inside %1: kept as the drawing&apos;s art (a lake), not a sea zone</source>
        <translation>lies inside %1: kept as the drawing&apos;s art (a lake), not a sea zone</translation>
    </message>
    <message>
        <source>named “%1” after the text %2 on it, which is hidden: the board writes the name</source>
        <translation>named “%1” after the text %2 on it, which is hidden: the board writes the name</translation>
    </message>
    <message>
        <source>named “%1”: the shape has no id or name</source>
        <translation>named “%1”: the shape has no id or name</translation>
    </message>
</context>
<context>
    <name>SvgTree</name>
    <message>
        <source>elements nested more than %1 deep</source>
        <translation>elements nested more than %1 deep</translation>
    </message>
    <message>
        <source>the file has no element</source>
        <translation>the file has no element</translation>
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
    <name>TerrainChoice</name>
    <message>
        <source>%1 (Online 2013 only)</source>
        <translation>%1 (Online 2013 only)</translation>
    </message>
    <message>
        <source>This map supports the Classic rules, whose provinces are farmland, prairie, forest or mountain. To use %1, untick “Classic rules” in Rule tables (the map is then for Online 2013 only).</source>
        <translation>This map supports the Classic rules, whose provinces are farmland, prairie, forest or mountain. To use %1, untick “Classic rules” in Rule tables (the map is then for Online 2013 only).</translation>
    </message>
    <message>
        <source>%1 (not with Classic rules)</source>
        <translation>%1 (not with Classic rules)</translation>
    </message>
</context>
<context>
    <name>TerrainInSentence</name>
    <message>
        <source>farmland</source>
        <translation>farmland</translation>
    </message>
    <message>
        <source>prairie</source>
        <translation>prairie</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forest</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <source>normal land</source>
        <translation>normal land</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>desert</translation>
    </message>
    <message>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <source>controllable sea</source>
        <translation>controllable sea</translation>
    </message>
</context>
<context>
    <name>TestPlay</name>
    <message>
        <source>No temporary folder to write the map to: %1</source>
        <translation>No temporary folder to write the map to: %1</translation>
    </message>
    <message>
        <source>The game (vinci) was not found next to the editor or on the PATH; set VINCI_GAME to its path.</source>
        <translation>The game (vinci) was not found next to the editor or on the PATH; set VINCI_GAME to its path.</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 could not be started.</translation>
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
    <message>
        <source>Nomadic</source>
        <translation>Nomadic</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Culture</translation>
    </message>
    <message>
        <source>Religion</source>
        <translation>Religion</translation>
    </message>
    <message>
        <source>Drakkar</source>
        <translation>Drakkar</translation>
    </message>
    <message>
        <source>Philosophy</source>
        <translation>Philosophy</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Fishing</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Army</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Warband</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalry</translation>
    </message>
    <message>
        <source>Camels</source>
        <translation>Camels</translation>
    </message>
    <message>
        <source>Legions</source>
        <translation>Legions</translation>
    </message>
    <message>
        <source>Galleys</source>
        <translation>Galleys</translation>
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
    <message>
        <source>Loses no pawn when one of its provinces is conquered: every defender survives and is redeployed.</source>
        <translation>Loses no pawn when one of its provinces is conquered: every defender survives and is redeployed.</translation>
    </message>
    <message>
        <source>At the start of reorganization, one new pawn for every two enemy pawns eliminated this turn (rounded down).</source>
        <translation>At the start of reorganization, one new pawn for every two enemy pawns eliminated this turn (rounded down).</translation>
    </message>
    <message>
        <source>Once a turn against each other player, convert a province of an active empire held by a single pawn: it is yours for 0 pawns, with a new pawn of your colour.</source>
        <translation>Once a turn against each other player, convert a province of an active empire held by a single pawn: it is yours for 0 pawns, with a new pawn of your colour.</translation>
    </message>
    <message>
        <source>Conquering a river province costs one pawn less; a river province of this civilization that is conquered loses no pawn.</source>
        <translation>Conquering a river province costs one pawn less; a river province of this civilization that is conquered loses no pawn.</translation>
    </message>
    <message>
        <source>Going into decline keeps every pawn on the board instead of one per province.</source>
        <translation>Going into decline keeps every pawn on the board instead of one per province.</translation>
    </message>
    <message>
        <source>Half a victory point (rounded down in total) for each province next to a river or a sea.</source>
        <translation>Half a victory point (rounded down in total) for each province next to a river or a sea.</translation>
    </message>
    <message>
        <source>A second conquest phase each turn, after a first reorganization; the turn scores once.</source>
        <translation>A second conquest phase each turn, after a first reorganization; the turn scores once.</translation>
    </message>
    <message>
        <source>Reorganization leaves one pawn in each province; the other pawns stay off the board until the next turn.</source>
        <translation>Reorganization leaves one pawn in each province; the other pawns stay off the board until the next turn.</translation>
    </message>
    <message>
        <source>Conquering a plains, meadow or normal province costs one pawn less.</source>
        <translation>Conquering a plains, meadow or normal province costs one pawn less.</translation>
    </message>
    <message>
        <source>Conquering a desert province costs one pawn less; each desert province earns +1 victory point.</source>
        <translation>Conquering a desert province costs one pawn less; each desert province earns +1 victory point.</translation>
    </message>
    <message>
        <source>Receive one extra pawn during each turn&apos;s reorganization.</source>
        <translation>Receive one extra pawn during each turn&apos;s reorganization.</translation>
    </message>
    <message>
        <source>Receive 7 extra pawns for the conquests of each turn: each conquest needs at least one pawn of your own, and the Legions used leave the province at once.</source>
        <translation>Receive 7 extra pawns for the conquests of each turn: each conquest needs at least one pawn of your own, and the Legions used leave the province at once.</translation>
    </message>
    <message>
        <source>A fort (+1 defence) on each non-river province; the forts stay in decline.</source>
        <translation>A fort (+1 defence) on each non-river province; the forts stay in decline.</translation>
    </message>
    <message>
        <source>A fort (+1 defence) on each non-river province; the forts go when the civilization declines.</source>
        <translation>A fort (+1 defence) on each non-river province; the forts go when the civilization declines.</translation>
    </message>
    <message>
        <source>Conquering a province next to a river or a sea costs one pawn less.</source>
        <translation>Conquering a province next to a river or a sea costs one pawn less.</translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains and deserts included, rivers not.</source>
        <translation>Each province of the empire earns +1 victory point, mountains and deserts included, rivers not.</translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains, which otherwise score nothing, earn 1 victory point.</source>
        <translation>Conquering a mountain province costs one pawn less; mountains, which otherwise score nothing, earn 1 victory point.</translation>
    </message>
</context>
<context>
    <name>TurnGuidance</name>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>%1 share the victory. Start a new game from the Game menu.</source>
        <translation>%1 share the victory. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <source>%1 wins. Start a new game from the Game menu.</source>
        <translation>%1 wins. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <source>%1 places surviving pawns</source>
        <translation>%1 places surviving pawns</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 is playing</translation>
    </message>
    <message>
        <source>The computer plays this seat. Watch the map, or skip to the end of its turn.</source>
        <translation>The computer plays this seat. Watch the map, or skip to the end of its turn.</translation>
    </message>
    <message>
        <source>%1, choose a civilization</source>
        <translation>%1, choose a civilization</translation>
    </message>
    <message>
        <source>Your empire is now in decline. </source>
        <translation>Your empire is now in decline. </translation>
    </message>
    <message>
        <source>%1, expand or decline?</source>
        <translation>%1, expand or decline?</translation>
    </message>
    <message numerus="yes">
        <source>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn(s) you will have in hand.</source>
        <translation>
            <numerusform>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn you will have in hand.</numerusform>
            <numerusform>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawns you will have in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: your %n pawn(s) enter the board from its edge.</source>
        <translation>
            <numerusform>Expand: your %n pawn enters the board from its edge.</numerusform>
            <numerusform>Expand: your %n pawns enter the board from its edge.</numerusform>
        </translation>
    </message>
    <message>
        <source>With Rebirth you may decline at the end of this turn instead.</source>
        <translation>With Rebirth you may decline at the end of this turn instead.</translation>
    </message>
    <message numerus="yes">
        <source>Decline: your empire goes into decline and scores %n victory point(s) now; then you choose a new civilization.</source>
        <translation>
            <numerusform>Decline: your empire goes into decline and scores %n victory point now; then you choose a new civilization.</numerusform>
            <numerusform>Decline: your empire goes into decline and scores %n victory points now; then you choose a new civilization.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, choose a start province</source>
        <translation>%1, choose a start province</translation>
    </message>
    <message numerus="yes">
        <source>Click a highlighted province at the edge of the board (or one sea zone away) to enter it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Click a highlighted province at the edge of the board (or one sea zone away) to enter it; its cost in pawns is shown on it. You have %n pawn in hand.</numerusform>
            <numerusform>Click a highlighted province at the edge of the board (or one sea zone away) to enter it; its cost in pawns is shown on it. You have %n pawns in hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, conquer</source>
        <translation>%1, conquer</translation>
    </message>
    <message numerus="yes">
        <source>Click a highlighted province to conquer it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Click a highlighted province to conquer it; its cost in pawns is shown on it. You have %n pawn in hand.</numerusform>
            <numerusform>Click a highlighted province to conquer it; its cost in pawns is shown on it. You have %n pawns in hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your first conquest you may click one of your provinces to abandon it and take its pawns back.</source>
        <translation>Before your first conquest you may click one of your provinces to abandon it and take its pawns back.</translation>
    </message>
    <message>
        <source>Click End conquest when you are done.</source>
        <translation>Click End conquest when you are done.</translation>
    </message>
    <message>
        <source>Espionage is on: the next conquest costs 2 pawns, whatever defends the province.</source>
        <translation>Espionage is on: the next conquest costs 2 pawns, whatever defends the province.</translation>
    </message>
    <message>
        <source>%1, keep one part of your empire</source>
        <translation>%1, keep one part of your empire</translation>
    </message>
    <message numerus="yes">
        <source>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Click a province of the part you keep: the pawns of the other parts return to your hand.</source>
        <translation>
            <numerusform>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Click a province of the part you keep: the pawns of the other parts return to your hand.</numerusform>
            <numerusform>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Click a province of the part you keep: the pawns of the other parts return to your hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, reorganize your pawns</source>
        <translation>%1, reorganize your pawns</translation>
    </message>
    <message>
        <source>Left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another. Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</source>
        <translation>Left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another. Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</translation>
    </message>
    <message>
        <source>Click one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</source>
        <translation>Click one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</translation>
    </message>
    <message numerus="yes">
        <source>Confirm to score %n victory point(s).</source>
        <translation>
            <numerusform>Confirm to score %n victory point.</numerusform>
            <numerusform>Confirm to score %n victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, Rebirth: decline now?</source>
        <translation>%1, Rebirth: decline now?</translation>
    </message>
    <message>
        <source>Your turn is scored. With Rebirth you may put your empire into decline now (no second scoring) and choose a new civilization at once, or end your turn and keep it.</source>
        <translation>Your turn is scored. With Rebirth you may put your empire into decline now (no second scoring) and choose a new civilization at once, or end your turn and keep it.</translation>
    </message>
    <message>
        <source>Defender %1: place your surviving pawns</source>
        <translation>Defender %1: place your surviving pawns</translation>
    </message>
    <message>
        <source>With Philosophy you may first move your pawns between your provinces: all of them stay on the board in decline.</source>
        <translation>With Philosophy you may first move your pawns between your provinces: all of them stay on the board in decline.</translation>
    </message>
    <message>
        <source>%1, reorganize before the decline</source>
        <translation>%1, reorganize before the decline</translation>
    </message>
    <message>
        <source>Philosophy: left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another; every pawn stays on the board when your empire declines. Pawns in hand: %1.</source>
        <translation>Philosophy: left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another; every pawn stays on the board when your empire declines. Pawns in hand: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decline to score %n victory point(s) and choose a new civilization.</source>
        <translation>
            <numerusform>Decline to score %n victory point and choose a new civilization.</numerusform>
            <numerusform>Decline to score %n victory points and choose a new civilization.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, take civilization %2?</source>
        <translation>%1, take civilization %2?</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message numerus="yes">
        <source>it costs you %n victory point(s)</source>
        <translation>
            <numerusform>it costs you %n victory point</numerusform>
            <numerusform>it costs you %n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you collect %n victory point(s) from its coins</source>
        <translation>
            <numerusform>you collect %n victory point from its coins</numerusform>
            <numerusform>you collect %n victory points from its coins</numerusform>
        </translation>
    </message>
    <message>
        <source>it is free</source>
        <translation>it is free</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pawn(s), and %2. Once you take it, a new civilization is drawn for place VI: the choice cannot be taken back.</source>
        <translation>
            <numerusform>%1: %n pawn, and %2. Once you take it, a new civilization is drawn for place VI: the choice cannot be taken back.</numerusform>
            <numerusform>%1: %n pawns, and %2. Once you take it, a new civilization is drawn for place VI: the choice cannot be taken back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick one of the civilizations on the track. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</source>
        <translation>Pick one of the civilizations on the track. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</translation>
    </message>
    <message>
        <source>This is your first turn: your civilization enters the board at once, and you conquer, reorganize and score in this same turn.</source>
        <translation>This is your first turn: your civilization enters the board at once, and you conquer, reorganize and score in this same turn.</translation>
    </message>
    <message>
        <source>Your new civilization enters the board on your next turn.</source>
        <translation>Your new civilization enters the board on your next turn.</translation>
    </message>
    <message>
        <source>Your first turn goes on: your new civilization conquers now.</source>
        <translation>Your first turn goes on: your new civilization conquers now.</translation>
    </message>
    <message>
        <source>%1: your second conquest phase of this turn. Your pawns came back to your hand, one left in each of your provinces; the turn scores once, after it.</source>
        <translation>%1: your second conquest phase of this turn. Your pawns came back to your hand, one left in each of your provinces; the turn scores once, after it.</translation>
    </message>
    <message>
        <source>Your decline becomes final with it: Undo cannot bring the empire back after that.</source>
        <translation>Your decline becomes final with it: Undo cannot bring the empire back after that.</translation>
    </message>
    <message>
        <source>%1 in hand</source>
        <translation>%1 in hand</translation>
    </message>
    <message>
        <source>%1 collected</source>
        <translation>%1 collected</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>pawns from a tile: 7 Field General</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, abandon %2?</source>
        <translation>%1, abandon %2?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n pawn(s) would come back to your hand, and %1 would belong to no one. Abandon it (Enter), or keep it (Escape). Undo brings it back until you confirm your turn.</source>
        <translation>
            <numerusform>Its %n pawn would come back to your hand, and %1 would belong to no one. Abandon it (Enter), or keep it (Escape). Undo brings it back until you confirm your turn.</numerusform>
            <numerusform>Its %n pawns would come back to your hand, and %1 would belong to no one. Abandon it (Enter), or keep it (Escape). Undo brings it back until you confirm your turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played their first turn.</source>
        <translation>
            <numerusform>%1 played their first turn.</numerusform>
            <numerusform>%1 played their first turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn(s) you will have in hand (%1).</source>
        <translation>
            <numerusform>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn you will have in hand (%1).</numerusform>
            <numerusform>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawns you will have in hand (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: your %n pawn(s) (%1) enter the board from its edge.</source>
        <translation>
            <numerusform>Expand: your %n pawn (%1) enter the board from its edge.</numerusform>
            <numerusform>Expand: your %n pawns (%1) enter the board from its edge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expand: each of your provinces keeps its one pawn, so no pawn comes to your hand: to conquer, first abandon provinces of yours and take their pawns back.</source>
        <translation>Expand: each of your provinces keeps its one pawn, so no pawn comes to your hand: to conquer, first abandon provinces of yours and take their pawns back.</translation>
    </message>
    <message numerus="yes">
        <source>it costs you %n victory point(s), which its coins give back</source>
        <translation>
            <numerusform>it costs you %n victory point, which its coins give back</numerusform>
            <numerusform>it costs you %n victory points, which its coins give back</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender %1: your last pawn to %2?</source>
        <translation>Defender %1: your last pawn to %2?</translation>
    </message>
    <message>
        <source>With it your pawns are all placed and the turn goes on: nothing can be moved back after that. Place it in %1 (Enter), or choose another province (Escape); Undo takes back a pawn you placed before.</source>
        <translation>With it your pawns are all placed and the turn goes on: nothing can be moved back after that. Place it in %1 (Enter), or choose another province (Escape); Undo takes back a pawn you placed before.</translation>
    </message>
    <message numerus="yes">
        <source>Move the ring to a highlighted province at the edge of the board (or one sea zone away) with the arrow keys or Tab, and press Enter to enter it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Move the ring to a highlighted province at the edge of the board (or one sea zone away) with the arrow keys or Tab, and press Enter to enter it; its cost in pawns is shown on it. You have %n pawn in hand.</numerusform>
            <numerusform>Move the ring to a highlighted province at the edge of the board (or one sea zone away) with the arrow keys or Tab, and press Enter to enter it; its cost in pawns is shown on it. You have %n pawns in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the ring to a highlighted province with the arrow keys or Tab and press Enter to conquer it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Move the ring to a highlighted province with the arrow keys or Tab and press Enter to conquer it; its cost in pawns is shown on it. You have %n pawn in hand.</numerusform>
            <numerusform>Move the ring to a highlighted province with the arrow keys or Tab and press Enter to conquer it; its cost in pawns is shown on it. You have %n pawns in hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your first conquest you may press Enter on one of your provinces to abandon it and take its pawns back.</source>
        <translation>Before your first conquest you may press Enter on one of your provinces to abandon it and take its pawns back.</translation>
    </message>
    <message>
        <source>Press C (End conquest) when you are done.</source>
        <translation>Press C (End conquest) when you are done.</translation>
    </message>
    <message numerus="yes">
        <source>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Press Enter on a province of the part you keep (the arrow keys or Tab move the ring): the pawns of the other parts return to your hand.</source>
        <translation>
            <numerusform>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Press Enter on a province of the part you keep (the arrow keys or Tab move the ring): the pawns of the other parts return to your hand.</numerusform>
            <numerusform>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Press Enter on a province of the part you keep (the arrow keys or Tab move the ring): the pawns of the other parts return to your hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring). Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</source>
        <translation>Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring). Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</translation>
    </message>
    <message>
        <source>Press Enter on one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</source>
        <translation>Press Enter on one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</translation>
    </message>
    <message>
        <source>Philosophy: Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring); every pawn stays on the board when your empire declines. Pawns in hand: %1.</source>
        <translation>Philosophy: Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring); every pawn stays on the board when your empire declines. Pawns in hand: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquered provinces of yours. Place your %n surviving pawn(s) on your own highlighted provinces: move the ring to one with the arrow keys or Tab and press Enter for each pawn. Undo takes one back; the last one is placed when you confirm it.</source>
        <translation>
            <numerusform>%1 conquered provinces of yours. Place your %n surviving pawn on your own highlighted provinces: move the ring to one with the arrow keys or Tab and press Enter for each pawn. Undo takes one back; the last one is placed when you confirm it.</numerusform>
            <numerusform>%1 conquered provinces of yours. Place your %n surviving pawns on your own highlighted provinces: move the ring to one with the arrow keys or Tab and press Enter for each pawn. Undo takes one back; the last one is placed when you confirm it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquered provinces of yours. Place your %n surviving pawn(s) on your own highlighted provinces: click one for each pawn. Undo takes one back; the last one is placed when you confirm it.</source>
        <translation>
            <numerusform>%1 conquered provinces of yours. Place your %n surviving pawn on your own highlighted provinces: click one for each pawn. Undo takes one back; the last one is placed when you confirm it.</numerusform>
            <numerusform>%1 conquered provinces of yours. Place your %n surviving pawns on your own highlighted provinces: click one for each pawn. Undo takes one back; the last one is placed when you confirm it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter takes it; Escape, or another place&apos;s number, chooses another.</source>
        <translation>Enter takes it; Escape, or another place&apos;s number, chooses another.</translation>
    </message>
    <message>
        <source>Press the number of a place on the track, 1 to 6, and Enter to take it. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</source>
        <translation>Press the number of a place on the track, 1 to 6, and Enter to take it. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</translation>
    </message>
    <message>
        <source>Press E to expand.</source>
        <translation>Press E to expand.</translation>
    </message>
    <message>
        <source>Press E to expand, D to decline, or R to reorganize first.</source>
        <translation>Press E to expand, D to decline, or R to reorganize first.</translation>
    </message>
    <message>
        <source>Press E to expand or D to decline.</source>
        <translation>Press E to expand or D to decline.</translation>
    </message>
    <message numerus="yes">
        <source>Press S (Confirm and score) to score %n victory point(s).</source>
        <translation>
            <numerusform>Press S (Confirm and score) to score %n victory point.</numerusform>
            <numerusform>Press S (Confirm and score) to score %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press D (Decline) to score %n victory point(s) and choose a new civilization.</source>
        <translation>
            <numerusform>Press D (Decline) to score %n victory point and choose a new civilization.</numerusform>
            <numerusform>Press D (Decline) to score %n victory points and choose a new civilization.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press N to decline now, or T to end your turn.</source>
        <translation>Press N to decline now, or T to end your turn.</translation>
    </message>
    <message>
        <source>No province can be conquered now: you have no pawns in hand.</source>
        <translation>No province can be conquered now: you have no pawns in hand.</translation>
    </message>
    <message>
        <source>No province can be conquered now: the cheapest one in reach costs %1, and you have %2 in hand.</source>
        <translation>No province can be conquered now: the cheapest one in reach costs %1, and you have %2 in hand.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>No province can be conquered now: those in reach belong to %1, at peace with you through Diplomacy. Neither of you may attack the other&apos;s active empire until the next turn of the one who made the peace.</source>
        <translation>No province can be conquered now: those in reach belong to %1, at peace with you through Diplomacy. Neither of you may attack the other&apos;s active empire until the next turn of the one who made the peace.</translation>
    </message>
    <message>
        <source>No province can be conquered now: none that you may attack borders your empire.</source>
        <translation>No province can be conquered now: none that you may attack borders your empire.</translation>
    </message>
    <message>
        <source>No province can be conquered now: %1</source>
        <translation>No province can be conquered now: %1</translation>
    </message>
    <message>
        <source>But nothing could be conquered: the cheapest province in reach costs %1.</source>
        <translation>But nothing could be conquered: the cheapest province in reach costs %1.</translation>
    </message>
    <message>
        <source>But nothing could be conquered: the provinces in reach belong to %1, at peace with you through Diplomacy.</source>
        <translation>But nothing could be conquered: the provinces in reach belong to %1, at peace with you through Diplomacy.</translation>
    </message>
    <message>
        <source>But nothing could be conquered: no province in reach may be attacked.</source>
        <translation>But nothing could be conquered: no province in reach may be attacked.</translation>
    </message>
    <message>
        <source>%1, nothing to conquer</source>
        <translation>%1, nothing to conquer</translation>
    </message>
    <message>
        <source>Press C (End conquest) to go on to the reorganization and the score.</source>
        <translation>Press C (End conquest) to go on to the reorganization and the score.</translation>
    </message>
    <message>
        <source>Click End conquest to go on to the reorganization and the score.</source>
        <translation>Click End conquest to go on to the reorganization and the score.</translation>
    </message>
    <message>
        <source>While your empire cannot grow, you may decline at the start of your next turn: it scores, and you choose a new civilization.</source>
        <translation>While your empire cannot grow, you may decline at the start of your next turn: it scores, and you choose a new civilization.</translation>
    </message>
    <message>
        <source>Diplomacy: before your first conquest you may declare peace with an opponent (Tab to Declare peace, then Space); neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomacy: before your first conquest you may declare peace with an opponent (Tab to Declare peace, then Space); neither of you may attack the other&apos;s active empire until your next turn.</translation>
    </message>
    <message>
        <source>Diplomacy: before your first conquest you may declare peace with an opponent (Declare peace); neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomacy: before your first conquest you may declare peace with an opponent (Declare peace); neither of you may attack the other&apos;s active empire until your next turn.</translation>
    </message>
    <message>
        <source>%1, keep your empire or decline it?</source>
        <translation>%1, keep your empire or decline it?</translation>
    </message>
    <message>
        <source>Your empire has no province and no pawn left. Expand keeps it as it is: it has nothing to do this turn.</source>
        <translation>Your empire has no province and no pawn left. Expand keeps it as it is: it has nothing to do this turn.</translation>
    </message>
    <message numerus="yes">
        <source>Your older empire in decline then leaves the board (%n province(s)).</source>
        <translation>
            <numerusform>Your older empire in decline then leaves the board (%n province).</numerusform>
            <numerusform>Your older empire in decline then leaves the board (%n provinces).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>%1: valid (%2)</source>
        <translation>%1: valid (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the map folders or map packages (.vincimap) given as arguments, print every finding; exit code 0 when none has an error.</source>
        <translation>Check the map folders or map packages (.vincimap) given as arguments, print every finding; exit code 0 when none has an error.</translation>
    </message>
    <message>
        <source>--validate needs at least one map folder or package, e.g. vinci-editor --validate maps/europe</source>
        <translation>--validate needs at least one map folder or package, e.g. vinci-editor --validate maps/europe</translation>
    </message>
    <message>
        <source>%1: not a valid map package</source>
        <translation>%1: not a valid map package</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Vinci - The Rise and Fall of Civilizations</source>
        <translation>Vinci - The Rise and Fall of Civilizations</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Open Game</translation>
    </message>
    <message>
        <source>Vinci map editor: make a board from an SVG drawing, set what the rules need, check it.</source>
        <translation>Vinci map editor: make a board from an SVG drawing, set what the rules need, check it.</translation>
    </message>
    <message>
        <source>The editor&apos;s language: en, fr or de (default: the system&apos;s).</source>
        <translation>The editor&apos;s language: en, fr or de (default: the system&apos;s).</translation>
    </message>
    <message>
        <source>The language: en, fr or de (default: the one last chosen in the Language menu, else the system&apos;s; with --render-map, the map&apos;s names in it, default en).</source>
        <translation>The language: en, fr or de (default: the one last chosen in the Language menu, else the system&apos;s; with --render-map, the map&apos;s names in it, default en).</translation>
    </message>
    <message>
        <source>A trial game for the map editor&apos;s Test Play (with --map): the player&apos;s settings are read but left as they are, and the game is autosaved apart from theirs.</source>
        <translation>A trial game for the map editor&apos;s Test Play (with --map): the player&apos;s settings are read but left as they are, and the game is autosaved apart from theirs.</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2).</source>
        <translation>%1: cannot be read (%2).</translation>
    </message>
    <message>
        <source>%1 was not opened: the interrupted game was resumed. It is in Game &gt; Open Recent.</source>
        <translation>%1 was not opened: the interrupted game was resumed. It is in Game &gt; Open Recent.</translation>
    </message>
    <message>
        <source>A saved game to open, or a map package to install and start a new game on.</source>
        <translation>A saved game to open, or a map package to install and start a new game on.</translation>
    </message>
    <message>
        <source>%1 was not opened: the interrupted game was resumed.</source>
        <translation>%1 was not opened: the interrupted game was resumed.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>path</translation>
    </message>
    <message>
        <source>A map folder or a map package (.vincimap) to open (or to --validate).</source>
        <translation>A map folder or a map package (.vincimap) to open (or to --validate).</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>Interrupted game</translation>
    </message>
    <message>
        <source>%1 (interrupted)</source>
        <translation>%1 (interrupted)</translation>
    </message>
    <message>
        <source>Kept as “%1”, in Game &gt; Open Recent.</source>
        <translation>Kept as “%1”, in Game &gt; Open Recent.</translation>
    </message>
    <message>
        <source>Resumed where %1 was to act: moves made after that, before Vinci closed, were not saved.</source>
        <translation>Resumed where %1 was to act: moves made after that, before Vinci closed, were not saved.</translation>
    </message>
    <message>
        <source>With --import: the new map&apos;s folder, made by the import (its name is the map&apos;s id), e.g. maps/my-map. With --package: the package file to write, e.g. my-map.vincimap.</source>
        <translation>With --import: the new map&apos;s folder, made by the import (its name is the map&apos;s id), e.g. maps/my-map. With --package: the package file to write, e.g. my-map.vincimap.</translation>
    </message>
    <message>
        <source>%1 was not opened: the recovered map was opened instead.</source>
        <translation>%1 was not opened: the recovered map was opened instead.</translation>
    </message>
    <message>
        <source>Resumed as Vinci left it, in %1&apos;s turn: Undo takes its moves back as before.</source>
        <translation>Resumed as Vinci left it, in %1&apos;s turn: Undo takes its moves back as before.</translation>
    </message>
    <message>
        <source>Resumed at the start of %1&apos;s turn.</source>
        <translation>Resumed at the start of %1&apos;s turn.</translation>
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
    <name>vinci::AdjacencyDock</name>
    <message>
        <source>Automatic adjacency</source>
        <translation>Automatic adjacency</translation>
    </message>
    <message>
        <source>Gaps and overlaps up to this wide, in SVG units, still count as a shared border (hand-drawn maps).</source>
        <translation>Gaps and overlaps up to this wide, in SVG units, still count as a shared border (hand-drawn maps).</translation>
    </message>
    <message>
        <source>A contact shorter than this is a corner-only touch, listed for you to decide. Auto: three times the tolerance.</source>
        <translation>A contact shorter than this is a corner-only touch, listed for you to decide. Auto: three times the tolerance.</translation>
    </message>
    <message>
        <source>Provinces facing each other across at most this much water get a shared-coast proposal.</source>
        <translation>Provinces facing each other across at most this much water get a shared-coast proposal.</translation>
    </message>
    <message>
        <source>Find links</source>
        <translation>Find links</translation>
    </message>
    <message>
        <source>Accept checked</source>
        <translation>Accept checked</translation>
    </message>
    <message>
        <source>Reject checked</source>
        <translation>Reject checked</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Areas</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposal</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Tolerance</translation>
    </message>
    <message>
        <source>Minimum border</source>
        <translation>Minimum border</translation>
    </message>
    <message>
        <source>Coast across water</source>
        <translation>Coast across water</translation>
    </message>
    <message>
        <source>The map&apos;s shapes changed: find links again.</source>
        <translation>The map&apos;s shapes changed: find links again.</translation>
    </message>
    <message>
        <source>(%1 ms)</source>
        <translation>(%1 ms)</translation>
    </message>
    <message>
        <source>Find links proposes borders, coasts and sea links from the shapes. Links you set by hand are never changed.</source>
        <translation>Find links proposes borders, coasts and sea links from the shapes. Links you set by hand are never changed.</translation>
    </message>
    <message>
        <source>New links</source>
        <translation>New links</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Change kind</translation>
    </message>
    <message>
        <source>No longer found</source>
        <translation>No longer found</translation>
    </message>
    <message>
        <source>remove the %1</source>
        <translation>remove the %1</translation>
    </message>
    <message>
        <source>Corner-only touches: link them?</source>
        <translation>Corner-only touches: link them?</translation>
    </message>
    <message>
        <source>Overlaps</source>
        <translation>Overlaps</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Shapes</translation>
    </message>
    <message>
        <source>Set by hand, kept as they are</source>
        <translation>Set by hand, kept as they are</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>set by hand</translation>
    </message>
    <message numerus="yes">
        <source>drawn over each other (%n square unit(s))</source>
        <translation>
            <numerusform>drawn over each other (%n square unit)</numerusform>
            <numerusform>drawn over each other (%n square units)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2; %3.</source>
        <translation>%1; %2; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) confirmed by the shapes</source>
        <translation>
            <numerusform>%n link confirmed by the shapes</numerusform>
            <numerusform>%n links confirmed by the shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proposed change(s)</source>
        <translation>
            <numerusform>%n proposed change</numerusform>
            <numerusform>%n proposed changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corner touch(es) to decide</source>
        <translation>
            <numerusform>%n corner touch to decide</numerusform>
            <numerusform>%n corner touches to decide</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Forget rejections</source>
        <translation>Forget rejections</translation>
    </message>
    <message>
        <source>Finding links… %p%</source>
        <translation>Finding links… %p%</translation>
    </message>
    <message>
        <source>Stop the search; the map stays as it is.</source>
        <translation>Stop the search; the map stays as it is.</translation>
    </message>
    <message>
        <source>Propose again the links you removed or rejected.</source>
        <translation>Propose again the links you removed or rejected.</translation>
    </message>
    <message>
        <source>Finding links from the shapes…</source>
        <translation>Finding links from the shapes…</translation>
    </message>
    <message>
        <source>The search was cancelled; the map is as it was.</source>
        <translation>The search was cancelled; the map is as it was.</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected, not proposed again.</source>
        <translation>
            <numerusform>%n rejected, not proposed again.</numerusform>
            <numerusform>%n rejected, not proposed again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejected</translation>
    </message>
    <message>
        <source>You removed these links or turned them down: Find links does not propose them again. Check one and accept it to link them after all.</source>
        <translation>You removed these links or turned them down: Find links does not propose them again. Check one and accept it to link them after all.</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>rejected: %1</translation>
    </message>
    <message>
        <source>%1 (%2 – %3): rejected. Check it and accept to link them after all.</source>
        <translation>%1 (%2 – %3): rejected. Check it and accept to link them after all.</translation>
    </message>
    <message numerus="yes">
        <source>%1 across %n unit(s) of water</source>
        <translation>
            <numerusform>%1 across %n unit of water</numerusform>
            <numerusform>%1 across %n units of water</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n unit(s) long</source>
        <translation>
            <numerusform>%1, %n unit long</numerusform>
            <numerusform>%1, %n units long</numerusform>
        </translation>
    </message>
    <message>
        <source>meet in a corner: check to link them (%1)</source>
        <translation>meet in a corner: check to link them (%1)</translation>
    </message>
</context>
<context>
    <name>vinci::AdjacencyProposals</name>
    <message numerus="yes">
        <source>Reject %n proposal(s)</source>
        <translation>
            <numerusform>Reject %n proposal</numerusform>
            <numerusform>Reject %n proposals</numerusform>
        </translation>
    </message>
    <message>
        <source>Reject linking %1 and %2</source>
        <translation>Reject linking %1 and %2</translation>
    </message>
</context>
<context>
    <name>vinci::AreaInspector</name>
    <message>
        <source>Mine (pickaxe)</source>
        <translation>Mine (pickaxe)</translation>
    </message>
    <message>
        <source>Port (anchor)</source>
        <translation>Port (anchor)</translation>
    </message>
    <message>
        <source>On the board edge</source>
        <translation>On the board edge</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Unlink</source>
        <translation>Unlink</translation>
    </message>
    <message>
        <source>The area&apos;s id in map.json and in the SVG: lower-case letters, digits and dashes. Renaming changes both files.</source>
        <translation>The area&apos;s id in map.json and in the SVG: lower-case letters, digits and dashes. Renaming changes both files.</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Sea zone</source>
        <translation>Sea zone</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(mixed)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
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
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message numerus="yes">
        <source>%n areas selected</source>
        <translation>
            <numerusform>%n areas selected</numerusform>
            <numerusform>%n areas selected</numerusform>
        </translation>
    </message>
    <message>
        <source>(one id per area)</source>
        <translation>(one id per area)</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(missing)</translation>
    </message>
    <message>
        <source>(several values)</source>
        <translation>(several values)</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>set by hand</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatic</translation>
    </message>
    <message>
        <source>Double-click to select %1</source>
        <translation>Double-click to select %1</translation>
    </message>
    <message>
        <source>Links (%1)</source>
        <translation>Links (%1)</translation>
    </message>
    <message>
        <source>A sea zone has no terrain, mine or port.</source>
        <translation>A sea zone has no terrain, mine or port.</translation>
    </message>
    <message>
        <source>Sea zones have no terrain, mines or ports.</source>
        <translation>Sea zones have no terrain, mines or ports.</translation>
    </message>
    <message numerus="yes">
        <source>Terrain, mine and port: the %n province(s) selected only.</source>
        <translation>
            <numerusform>Terrain, mine and port: the %n province selected only.</numerusform>
            <numerusform>Terrain, mine and port: the %n provinces selected only.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the English name of %1</source>
        <translation>Set the English name of %1</translation>
    </message>
    <message>
        <source>Set the French name of %1</source>
        <translation>Set the French name of %1</translation>
    </message>
    <message>
        <source>Set the German name of %1</source>
        <translation>Set the German name of %1</translation>
    </message>
    <message numerus="yes">
        <source>Set the English name of %n areas</source>
        <translation>
            <numerusform>Set the English name of %n areas</numerusform>
            <numerusform>Set the English name of %n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the French name of %n areas</source>
        <translation>
            <numerusform>Set the French name of %n areas</numerusform>
            <numerusform>Set the French name of %n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the German name of %n areas</source>
        <translation>
            <numerusform>Set the German name of %n areas</numerusform>
            <numerusform>Set the German name of %n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the mine of %1</source>
        <translation>
            <numerusform>Remove the mine of %1</numerusform>
            <numerusform>Remove the mines of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the mines of %n provinces</source>
        <translation>
            <numerusform>Remove the mines of %n provinces</numerusform>
            <numerusform>Remove the mines of %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a mine to %1</source>
        <translation>
            <numerusform>Add a mine to %1</numerusform>
            <numerusform>Add a mine to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a mine to %n provinces</source>
        <translation>
            <numerusform>Add a mine to %n provinces</numerusform>
            <numerusform>Add a mine to %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the port of %1</source>
        <translation>
            <numerusform>Remove the port of %1</numerusform>
            <numerusform>Remove the ports of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the ports of %n provinces</source>
        <translation>
            <numerusform>Remove the ports of %n provinces</numerusform>
            <numerusform>Remove the ports of %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a port to %1</source>
        <translation>
            <numerusform>Add a port to %1</numerusform>
            <numerusform>Add a port to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a port to %n provinces</source>
        <translation>
            <numerusform>Add a port to %n provinces</numerusform>
            <numerusform>Add a port to %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %1 off the board edge</source>
        <translation>
            <numerusform>Take %1 off the board edge</numerusform>
            <numerusform>Take %1 off the board edge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n area(s) off the board edge</source>
        <translation>
            <numerusform>Take %n area off the board edge</numerusform>
            <numerusform>Take %n areas off the board edge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %1 on the board edge</source>
        <translation>
            <numerusform>Put %1 on the board edge</numerusform>
            <numerusform>Put %1 on the board edge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n area(s) on the board edge</source>
        <translation>
            <numerusform>Put %n area on the board edge</numerusform>
            <numerusform>Put %n areas on the board edge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
</context>
<context>
    <name>vinci::Autosaver</name>
    <message>
        <source>Recovered changes</source>
        <translation>Recovered changes</translation>
    </message>
</context>
<context>
    <name>vinci::ButtonAction</name>
    <message>
        <source>Key: %1</source>
        <translation>Key: %1</translation>
    </message>
</context>
<context>
    <name>vinci::CatchUpBar</name>
    <message>
        <source>Round %1 · %2 · %3 of %4</source>
        <extracomment>The catch-up of missed turns: &quot;Round 3 · Bruno · 4 of 12&quot; (the action shown of all)</extracomment>
        <translation>Round %1 · %2 · %3 of %4</translation>
    </message>
    <message>
        <source>Showing the turns you missed — Space to skip</source>
        <translation>Showing the turns you missed — Space to skip</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Skip to your turn (Space or Escape)</source>
        <translation>Skip to your turn (Space or Escape)</translation>
    </message>
    <message>
        <source>Skip to your turn</source>
        <translation>Skip to your turn</translation>
    </message>
</context>
<context>
    <name>vinci::CivilizationTrackPanel</name>
    <message>
        <source>Civilizations</source>
        <translation>Civilizations</translation>
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
    <message>
        <source>Passing over a civilization costs %1 and leaves a coin worth %2 on it.</source>
        <translation>Passing over a civilization costs %1 and leaves a coin worth %2 on it.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization %1</source>
        <translation>Civilization %1</translation>
    </message>
</context>
<context>
    <name>vinci::ContinueDialog</name>
    <message>
        <source>Continue from Here</source>
        <translation>Continue from Here</translation>
    </message>
    <message>
        <source>A new game goes on from this moment (%1), the same up to here. Who plays each seat from now on? A virtual player stays one.</source>
        <translation>A new game goes on from this moment (%1), the same up to here. Who plays each seat from now on? A virtual player stays one.</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Play On</translation>
    </message>
    <message>
        <source>A virtual player plays by the rulebook&apos;s rules, which made this game: it stays one.</source>
        <translation>A virtual player plays by the rulebook&apos;s rules, which made this game: it stays one.</translation>
    </message>
</context>
<context>
    <name>vinci::EditorGuide</name>
    <message>
        <source>Vinci Map Editor Guide</source>
        <translation>Vinci Map Editor Guide</translation>
    </message>
    <message>
        <source>&lt;b&gt;File ▸ New Map from SVG…&lt;/b&gt; reads a drawing: every closed, filled shape becomes a province or a sea zone (a blue fill or a word such as “sea” in its name makes it a sea zone). The report lists what became what.</source>
        <translation>&lt;b&gt;File ▸ New Map from SVG…&lt;/b&gt; reads a drawing: every closed, filled shape becomes a province or a sea zone (a blue fill or a word such as “sea” in its name makes it a sea zone). The report lists what became what.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-click&lt;/b&gt; an area to make it a province or a sea zone, or to keep it as decoration (&lt;b&gt;Not an area&lt;/b&gt;).</source>
        <translation>&lt;b&gt;Right-click&lt;/b&gt; an area to make it a province or a sea zone, or to keep it as decoration (&lt;b&gt;Not an area&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Click, Ctrl+click, drag</source>
        <translation>Click, Ctrl+click, drag</translation>
    </message>
    <message>
        <source>select areas; a click on a line selects the link</source>
        <translation>select areas; a click on a line selects the link</translation>
    </message>
    <message>
        <source>L, then drag from area to area</source>
        <translation>L, then drag from area to area</translation>
    </message>
    <message>
        <source>link them by hand (S: back to selecting)</source>
        <translation>link them by hand (S: back to selecting)</translation>
    </message>
    <message>
        <source>P, W, 1–8</source>
        <translation>P, W, 1–8</translation>
    </message>
    <message>
        <source>Wheel, +, -, 0</source>
        <translation>Wheel, +, -, 0</translation>
    </message>
    <message>
        <source>zoom at the pointer, in, out, fit</source>
        <translation>zoom at the pointer, in, out, fit</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Middle button or Space+drag</translation>
    </message>
    <message>
        <source>pan</source>
        <translation>pan</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>delete the selected link</source>
        <translation>delete the selected link</translation>
    </message>
    <message>
        <source>undo, redo (every edit, see History)</source>
        <translation>undo, redo (every edit, see History)</translation>
    </message>
    <message>
        <source>From a drawing to a map</source>
        <translation>From a drawing to a map</translation>
    </message>
    <message>
        <source>Mouse and keys</source>
        <translation>Mouse and keys</translation>
    </message>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci Map Editor</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Makes boards for Vinci from SVG drawings: provinces, sea zones, links and the rule tables, checked as the game checks them.</source>
        <translation>Makes boards for Vinci from SVG drawings: provinces, sea zones, links and the rule tables, checked as the game checks them.</translation>
    </message>
    <message>
        <source>An unofficial fan project, not affiliated with or endorsed by the author or the publishers of the board game.</source>
        <translation>An unofficial fan project, not affiliated with or endorsed by the author or the publishers of the board game.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</source>
        <translation>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>drop the link being drawn; then select nothing</source>
        <translation>drop the link being drawn; then select nothing</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y</translation>
    </message>
    <message>
        <source>%1 proposes the links the shapes show: check or uncheck them, then &lt;b&gt;Accept checked&lt;/b&gt;. Links you draw or change yourself are never changed by a later &lt;b&gt;Find links&lt;/b&gt;.</source>
        <translation>%1 proposes the links the shapes show: check or uncheck them, then &lt;b&gt;Accept checked&lt;/b&gt;. Links you draw or change yourself are never changed by a later &lt;b&gt;Find links&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1: select provinces (click, Ctrl+click, drag a rectangle) and set their terrain, mine, port, board edge and names in three languages.</source>
        <translation>%1: select provinces (click, Ctrl+click, drag a rectangle) and set their terrain, mine, port, board edge and names in three languages.</translation>
    </message>
    <message>
        <source>%1: the player counts the map supports, the extra pawns of a new civilization and the victory points or rounds.</source>
        <translation>%1: the player counts the map supports, the extra pawns of a new civilization and the victory points or rounds.</translation>
    </message>
    <message>
        <source>%1 is the game&apos;s own check of the map: when it lists no error, &lt;b&gt;File ▸ Save As…&lt;/b&gt; writes the map folder (its name is the map&apos;s id) and &lt;b&gt;Test Play&lt;/b&gt; (F5) starts the game on it.</source>
        <translation>%1 is the game&apos;s own check of the map: when it lists no error, &lt;b&gt;File ▸ Save As…&lt;/b&gt; writes the map folder (its name is the map&apos;s id) and &lt;b&gt;Test Play&lt;/b&gt; (F5) starts the game on it.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File ▸ Export Map Package…&lt;/b&gt; makes one &lt;i&gt;.vincimap&lt;/i&gt; file holding the map, its drawing and a preview: send it to a friend, whose game installs it when they open it. Fill in &lt;b&gt;Author&lt;/b&gt; and &lt;b&gt;Licence&lt;/b&gt; on the map&apos;s page of the %1 panel first.</source>
        <translation>&lt;b&gt;File ▸ Export Map Package…&lt;/b&gt; makes one &lt;i&gt;.vincimap&lt;/i&gt; file holding the map, its drawing and a preview: send it to a friend, whose game installs it when they open it. Fill in &lt;b&gt;Author&lt;/b&gt; and &lt;b&gt;Licence&lt;/b&gt; on the map&apos;s page of the %1 panel first.</translation>
    </message>
    <message>
        <source>The panels beside the map are named by their titles: on a narrow window they share a side as tabs; View shows or hides each.</source>
        <translation>The panels beside the map are named by their titles: on a narrow window they share a side as tabs; View shows or hides each.</translation>
    </message>
    <message>
        <source>Links on the map: red a land border, teal a shared coast, blue a sea link (a short mark across the province&apos;s coast facing that sea zone); solid set by hand, dashed automatic, dotted with hollow ends proposed (not links until accepted).</source>
        <translation>Links on the map: red a land border, teal a shared coast, blue a sea link (a short mark across the province&apos;s coast facing that sea zone); solid set by hand, dashed automatic, dotted with hollow ends proposed (not links until accepted).</translation>
    </message>
    <message>
        <source>Ctrl+A</source>
        <translation>Ctrl+A</translation>
    </message>
    <message>
        <source>select every area</source>
        <translation>select every area</translation>
    </message>
    <message>
        <source>make the selection provinces, sea zones; set a terrain (S, L, P, W and 1–8 act while the map has the keyboard: click it first)</source>
        <translation>make the selection provinces, sea zones; set a terrain (S, L, P, W and 1–8 act while the map has the keyboard: click it first)</translation>
    </message>
</context>
<context>
    <name>vinci::EditorWindow</name>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Select</translation>
    </message>
    <message>
        <source>Select areas and links (S): click, Ctrl+click, drag a rectangle</source>
        <translation>Select areas and links (S): click, Ctrl+click, drag a rectangle</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>&amp;Link</translation>
    </message>
    <message>
        <source>Link two areas (L): drag from one to the other</source>
        <translation>Link two areas (L): drag from one to the other</translation>
    </message>
    <message>
        <source>Drag from one area to another to link them.</source>
        <translation>Drag from one area to another to link them.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New Map from SVG…</source>
        <translation>&amp;New Map from SVG…</translation>
    </message>
    <message>
        <source>&amp;Open Map…</source>
        <translation>&amp;Open Map…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>Replace Art from SVG…</source>
        <translation>Replace Art from SVG…</translation>
    </message>
    <message>
        <source>&amp;Test Play</source>
        <translation>&amp;Test Play</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Select &amp;All Areas</source>
        <translation>Select &amp;All Areas</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Select &amp;None</translation>
    </message>
    <message>
        <source>&amp;Delete Link</source>
        <translation>&amp;Delete Link</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;In</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;Out</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>&amp;Fit Map</translation>
    </message>
    <message>
        <source>Show &amp;Links</source>
        <translation>Show &amp;Links</translation>
    </message>
    <message>
        <source>Show &amp;Names</source>
        <translation>Show &amp;Names</translation>
    </message>
    <message>
        <source>Names &amp;In</source>
        <translation>Names &amp;In</translation>
    </message>
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
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Find Links from Shapes</source>
        <translation>&amp;Find Links from Shapes</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Undo %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Redo %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Map valid</source>
        <translation>Map valid</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Open Map</translation>
    </message>
    <message>
        <source>The map cannot be opened:
%1</source>
        <translation>The map cannot be opened:
%1</translation>
    </message>
    <message>
        <source>New Map from SVG</source>
        <translation>New Map from SVG</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: cannot read the file: %2</translation>
    </message>
    <message>
        <source>The drawing cannot be imported:
%1</source>
        <translation>The drawing cannot be imported:
%1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Save Map</translation>
    </message>
    <message>
        <source>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes.</source>
        <translation>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes.</translation>
    </message>
    <message>
        <source>Set map id to its folder&apos;s name</source>
        <translation>Set map id to its folder&apos;s name</translation>
    </message>
    <message numerus="yes">
        <source>The map has %n error(s) (see Issues). The game will not load it until they are fixed. Save it anyway?</source>
        <translation>
            <numerusform>The map has %n error (see Issues). The game will not load it until they are fixed. Save it anyway?</numerusform>
            <numerusform>The map has %n errors (see Issues). The game will not load it until they are fixed. Save it anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>The map was not saved:
%1

Your edits are still here.</source>
        <translation>The map was not saved:
%1

Your edits are still here.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>Save Map As</translation>
    </message>
    <message>
        <source>%1 already holds a map. Replace it?</source>
        <translation>%1 already holds a map. Replace it?</translation>
    </message>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci Map Editor</translation>
    </message>
    <message>
        <source>“%1” has unsaved edits. Save them?</source>
        <translation>“%1” has unsaved edits. Save them?</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG drawings (*.svg)</translation>
    </message>
    <message>
        <source>Replace Art from SVG</source>
        <translation>Replace Art from SVG</translation>
    </message>
    <message>
        <source>Replace Art</source>
        <translation>Replace Art</translation>
    </message>
    <message>
        <source>The art was not replaced:
%1</source>
        <translation>The art was not replaced:
%1</translation>
    </message>
    <message>
        <source>Replace art</source>
        <translation>Replace art</translation>
    </message>
    <message>
        <source>Test Play</source>
        <translation>Test Play</translation>
    </message>
    <message>
        <source>The game refuses a map with errors. Fix the errors listed under Issues first.</source>
        <translation>The game refuses a map with errors. Fix the errors listed under Issues first.</translation>
    </message>
    <message>
        <source>The game is starting on this map.</source>
        <translation>The game is starting on this map.</translation>
    </message>
    <message>
        <source>an unnamed map</source>
        <translation>an unnamed map</translation>
    </message>
    <message>
        <source>Recover Map</source>
        <translation>Recover Map</translation>
    </message>
    <message>
        <source>The map editor did not close properly. Unsaved edits of %1 were autosaved on %2. Recover them?</source>
        <translation>The map editor did not close properly. Unsaved edits of %1 were autosaved on %2. Recover them?</translation>
    </message>
    <message>
        <source>&amp;Area</source>
        <translation>&amp;Area</translation>
    </message>
    <message>
        <source>Make &amp;Provinces</source>
        <translation>Make &amp;Provinces</translation>
    </message>
    <message>
        <source>Make Sea &amp;Zones</source>
        <translation>Make Sea &amp;Zones</translation>
    </message>
    <message>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <source>Finding links… %p%</source>
        <translation>Finding links… %p%</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Editor &amp;Guide</source>
        <translation>Editor &amp;Guide</translation>
    </message>
    <message>
        <source>&amp;About Vinci Map Editor</source>
        <translation>&amp;About Vinci Map Editor</translation>
    </message>
    <message>
        <source>About Vinci Map Editor</source>
        <translation>About Vinci Map Editor</translation>
    </message>
    <message>
        <source>&amp;Export Map Package…</source>
        <translation>&amp;Export Map Package…</translation>
    </message>
    <message>
        <source>Vinci maps (map.json *.vincimap)</source>
        <translation>Vinci maps (map.json *.vincimap)</translation>
    </message>
    <message>
        <source>The map package cannot be opened:
%1</source>
        <translation>The map package cannot be opened:
%1</translation>
    </message>
    <message>
        <source>Opened %1; Save puts the map in a folder you choose.</source>
        <translation>Opened %1; Save puts the map in a folder you choose.</translation>
    </message>
    <message>
        <source>Export Map Package</source>
        <translation>Export Map Package</translation>
    </message>
    <message numerus="yes">
        <source>The map has %n error(s); the game would refuse it. Fix them first (they are listed under Issues):</source>
        <translation>
            <numerusform>The map has %n error; the game would refuse it. Fix them first (they are listed under Issues):</numerusform>
            <numerusform>The map has %n errors; the game would refuse it. Fix them first (they are listed under Issues):</numerusform>
        </translation>
    </message>
    <message>
        <source>The map package was not written:
%1</source>
        <translation>The map package was not written:
%1</translation>
    </message>
    <message>
        <source>Vinci map packages (*.vincimap)</source>
        <translation>Vinci map packages (*.vincimap)</translation>
    </message>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;empty&gt;</translation>
    </message>
    <message>
        <source>“%1” has unsaved edits. Save the map before exporting?</source>
        <translation>“%1” has unsaved edits. Save the map before exporting?</translation>
    </message>
    <message>
        <source>The package holds the map with its edits either way; without saving, the map&apos;s folder keeps the version saved last.</source>
        <translation>The package holds the map with its edits either way; without saving, the map&apos;s folder keeps the version saved last.</translation>
    </message>
    <message>
        <source>Export &amp;Without Saving</source>
        <translation>Export &amp;Without Saving</translation>
    </message>
    <message>
        <source>Text Si&amp;ze</source>
        <translation>Text Si&amp;ze</translation>
    </message>
    <message>
        <source>Recovered. Undo goes back to the map as last saved.</source>
        <translation>Recovered. Undo goes back to the map as last saved.</translation>
    </message>
    <message>
        <source>Recovered. The map was never saved: its history was not kept.</source>
        <translation>Recovered. The map was never saved: its history was not kept.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recover</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Not Now</translation>
    </message>
    <message>
        <source>Keeps the copy: it is offered again the next time the map editor starts.</source>
        <translation>Keeps the copy: it is offered again the next time the map editor starts.</translation>
    </message>
    <message>
        <source>&amp;Discard the Copy</source>
        <translation>&amp;Discard the Copy</translation>
    </message>
    <message>
        <source>The map editor was closed before the edits of %1 were saved. They were autosaved on %2. Recover them?</source>
        <translation>The map editor was closed before the edits of %1 were saved. They were autosaved on %2. Recover them?</translation>
    </message>
    <message>
        <source>Map package written: %1</source>
        <translation>Map package written: %1</translation>
    </message>
    <message>
        <source>The map package is written:
%1</source>
        <translation>The map package is written:
%1</translation>
    </message>
    <message>
        <source>Players open it in the game with Game ▸ Open…, or drop it on the game&apos;s window.</source>
        <translation>Players open it in the game with Game ▸ Open…, or drop it on the game&apos;s window.</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Show in &amp;Folder</translation>
    </message>
    <message>
        <source>No file manager could show %1.</source>
        <translation>No file manager could show %1.</translation>
    </message>
    <message>
        <source>Folder (the map&apos;s id):</source>
        <translation>Folder (the map&apos;s id):</translation>
    </message>
    <message>
        <source>Export</source>
        <comment>the title of a message about an export</comment>
        <translation>Export</translation>
    </message>
    <message>
        <source>Package (one file to share):</source>
        <translation>Package (one file to share):</translation>
    </message>
    <message>
        <source>%1: done. Undo (%2) takes it back.</source>
        <translation>%1: done. Undo (%2) takes it back.</translation>
    </message>
    <message>
        <source>The map has no author: players who get the package will not know who made it. Fill it in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>The map has no author: players who get the package will not know who made it. Fill it in on the map&apos;s page of the inspector (nothing selected).</translation>
    </message>
    <message>
        <source>The map has no licence: players who get the package will not know whether they may share it. Fill it in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>The map has no licence: players who get the package will not know whether they may share it. Fill it in on the map&apos;s page of the inspector (nothing selected).</translation>
    </message>
    <message>
        <source>The map has no author and no licence: players who get the package will not know who made it or whether they may share it. Fill them in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>The map has no author and no licence: players who get the package will not know who made it or whether they may share it. Fill them in on the map&apos;s page of the inspector (nothing selected).</translation>
    </message>
    <message>
        <source>Export it anyway?</source>
        <translation>Export it anyway?</translation>
    </message>
    <message>
        <source>Show &amp;Terrain</source>
        <translation>Show &amp;Terrain</translation>
    </message>
    <message>
        <source>Saved %1. The map&apos;s id is now “%2”, its folder&apos;s name (it was “%3”).</source>
        <translation>Saved %1. The map&apos;s id is now “%2”, its folder&apos;s name (it was “%3”).</translation>
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
    <message numerus="yes">
        <source>After %n round(s); the target was %1.</source>
        <translation>
            <numerusform>After %n round; the target was %1.</numerusform>
            <numerusform>After %n rounds; the target was %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>Hints: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player&apos;s name and the hints they asked for</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Save Chart as PNG</source>
        <translation>Save Chart as PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Save Table as CSV</source>
        <translation>Save Table as CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Save Chart as PNG...</source>
        <translation>Save Chart as PNG...</translation>
    </message>
    <message>
        <source>Save Table as CSV...</source>
        <translation>Save Table as CSV...</translation>
    </message>
    <message>
        <source>Watch Again</source>
        <translation>Watch Again</translation>
    </message>
    <message>
        <source>Watch this game again from its start, action by action</source>
        <translation>Watch this game again from its start, action by action</translation>
    </message>
    <message numerus="yes">
        <source>After the %n round(s) set for this game.</source>
        <translation>
            <numerusform>After the %n round set for this game.</numerusform>
            <numerusform>After the %n rounds set for this game.</numerusform>
        </translation>
    </message>
    <message>
        <source>provinces</source>
        <comment>a file name&apos;s part: the provinces chart</comment>
        <translation>provinces</translation>
    </message>
    <message>
        <source>scores</source>
        <comment>a file name&apos;s part: the score chart</comment>
        <translation>scores</translation>
    </message>
    <message>
        <source>statistics</source>
        <comment>a file name&apos;s part: the statistics table</comment>
        <translation>statistics</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <comment>a saved chart&apos;s title: the chart, the map, the day</comment>
        <translation>%1 — %2, %3</translation>
    </message>
</context>
<context>
    <name>vinci::GameController</name>
    <message>
        <source>A game needs players.</source>
        <translation>A game needs players.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>There is no game to save.</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>There is no game in progress.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: the computer plays it.</source>
        <translation>It is %1&apos;s turn: the computer plays it.</translation>
    </message>
    <message>
        <source>No game is being watched.</source>
        <translation>No game is being watched.</translation>
    </message>
    <message numerus="yes">
        <source>The game goes on with its %n player(s).</source>
        <translation>
            <numerusform>The game goes on with its %n player.</numerusform>
            <numerusform>The game goes on with its %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a virtual player in this game and stays one; the others may be played by anyone.</source>
        <translation>%1 is a virtual player in this game and stays one; the others may be played by anyone.</translation>
    </message>
    <message>
        <source>A game being watched is not saved: Continue from Here plays it on as a new game.</source>
        <translation>A game being watched is not saved: Continue from Here plays it on as a new game.</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Watching — nothing can be played.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>No game is being played.</translation>
    </message>
    <message>
        <source>A recorded game is being watched.</source>
        <translation>A recorded game is being watched.</translation>
    </message>
    <message>
        <source>%1&apos;s turn is played by the computer, whose moves cannot be undone.</source>
        <translation>%1&apos;s turn is played by the computer, whose moves cannot be undone.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The civilization taken cannot be given back.</source>
        <translation>The civilization taken cannot be given back.</translation>
    </message>
    <message>
        <source>Nothing has been played in this turn yet.</source>
        <translation>Nothing has been played in this turn yet.</translation>
    </message>
    <message>
        <source>%1 is placing the pawns that survived %2&apos;s conquests: %2&apos;s turn can no longer be undone.</source>
        <translation>%1 is placing the pawns that survived %2&apos;s conquests: %2&apos;s turn can no longer be undone.</translation>
    </message>
    <message>
        <source>The moves made in this turn before the game was opened cannot be undone.</source>
        <translation>The moves made in this turn before the game was opened cannot be undone.</translation>
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
    <name>vinci::GuidePanel</name>
    <message>
        <source>Learn to play — step %1 of %2</source>
        <translation>Learn to play — step %1 of %2</translation>
    </message>
    <message>
        <source>Continue against the computer</source>
        <translation>Continue against the computer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Leave (resume later)</source>
        <translation>Leave (resume later)</translation>
    </message>
    <message>
        <source>Wait: the computer is playing; watch the map. This step begins when it is your turn.</source>
        <translation>Wait: the computer is playing; watch the map. This step begins when it is your turn.</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <translation>Start the lesson again</translation>
    </message>
</context>
<context>
    <name>vinci::GuideRunner</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Learn to Play</translation>
    </message>
    <message>
        <source>A guided first game: about ten minutes</source>
        <translation>A guided first game: about ten minutes</translation>
    </message>
    <message>
        <source>%1: resume at step %2 of %3</source>
        <translation>%1: resume at step %2 of %3</translation>
    </message>
    <message>
        <source>The guided game resumes at the step you left it at</source>
        <translation>The guided game resumes at the step you left it at</translation>
    </message>
    <message>
        <source>Resume the lesson: %1, step %2 of %3</source>
        <translation>Resume the lesson: %1, step %2 of %3</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Learn to Play</translation>
    </message>
    <message>
        <source>Leave the lesson of %1 for the lesson of %2?</source>
        <translation>Leave the lesson of %1 for the lesson of %2?</translation>
    </message>
    <message>
        <source>This lesson is kept at step %1 of %2: Game &gt; Learn to Play resumes it there.</source>
        <translation>This lesson is kept at step %1 of %2: Game &gt; Learn to Play resumes it there.</translation>
    </message>
    <message>
        <source>Start the other lesson</source>
        <translation>Start the other lesson</translation>
    </message>
</context>
<context>
    <name>vinci::HowToPlayDialog</name>
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
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>Both, side by side</translation>
    </message>
    <message>
        <source>A summary of the online rules of 2013 (Vinci II); where they are silent, the Classic rules apply.</source>
        <translation>A summary of the online rules of 2013 (Vinci II); where they are silent, the Classic rules apply.</translation>
    </message>
    <message>
        <source>The Classic rules (1999, with the designer&apos;s errata) and the online rules of 2013: where they differ, each has its column.</source>
        <translation>The Classic rules (1999, with the designer&apos;s errata) and the online rules of 2013: where they differ, each has its column.</translation>
    </message>
    <message>
        <source>Where the rule texts are unclear or disagree, the game decided as follows. Each answer quotes the sentence it rests on, with the text and its section; a quotation keeps the language of its text.</source>
        <translation>Where the rule texts are unclear or disagree, the game decided as follows. Each answer quotes the sentence it rests on, with the text and its section; a quotation keeps the language of its text.</translation>
    </message>
    <message>
        <source>Where the online rules are silent, the Classic rules apply, with the answers listed under %1.</source>
        <translation>Where the online rules are silent, the Classic rules apply, with the answers listed under %1.</translation>
    </message>
    <message>
        <source>Rules questions answered</source>
        <translation>Rules questions answered</translation>
    </message>
</context>
<context>
    <name>vinci::ImportReportDialog</name>
    <message>
        <source>Show every decision (kinds, ids)</source>
        <translation>Show every decision (kinds, ids)</translation>
    </message>
    <message>
        <source>Import report — %1</source>
        <translation>Import report — %1</translation>
    </message>
    <message>
        <source>Nothing in it needs attention.</source>
        <translation>Nothing in it needs attention.</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) need attention:</source>
        <translation>
            <numerusform>%n element needs attention:</numerusform>
            <numerusform>%n elements need attention:</numerusform>
        </translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>(the drawing)</source>
        <translation>(the drawing)</translation>
    </message>
    <message>
        <source>Found in the drawing: %1. %2 Ids are made of lower-case letters, digits and dashes; shapes without one got one. Check the kinds in the inspector (select shapes, then Kind), then the proposed links.</source>
        <translation>Found in the drawing: %1. %2 Ids are made of lower-case letters, digits and dashes; shapes without one got one. Check the kinds in the inspector (select shapes, then Kind), then the proposed links.</translation>
    </message>
</context>
<context>
    <name>vinci::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
</context>
<context>
    <name>vinci::KeyboardDialog</name>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Alt and a letter</source>
        <translation>Alt and a letter</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined</source>
        <translation>Open the menu whose title has that letter underlined</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Close the menu: the keys go back where they were</source>
        <translation>Close the menu: the keys go back where they were</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>On the map</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <source>The next province in that direction</source>
        <translation>The next province in that direction</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>The provinces you can act on now, then the next control</source>
        <translation>The provinces you can act on now, then the next control</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>As a left click: conquer, place a pawn, keep a part, build the fort</source>
        <translation>As a left click: conquer, place a pawn, keep a part, build the fort</translation>
    </message>
    <message>
        <source>Shift+Enter, Backspace, Delete</source>
        <translation>Shift+Enter, Backspace, Delete</translation>
    </message>
    <message>
        <source>As a right click: take a pawn back</source>
        <translation>As a right click: take a pawn back</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, the whole map</source>
        <translation>Zoom in, zoom out, the whole map</translation>
    </message>
    <message>
        <source>Put the ring and its card away</source>
        <translation>Put the ring and its card away</translation>
    </message>
    <message>
        <source>On the civilization track</source>
        <translation>On the civilization track</translation>
    </message>
    <message>
        <source>From card to card</source>
        <translation>From card to card</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Pick the civilization</source>
        <translation>Pick the civilization</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Take the civilization picked</source>
        <translation>Take the civilization picked</translation>
    </message>
    <message>
        <source>Choose another one</source>
        <translation>Choose another one</translation>
    </message>
    <message>
        <source>While a hint is shown</source>
        <translation>While a hint is shown</translation>
    </message>
    <message>
        <source>Play the hint</source>
        <translation>Play the hint</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>Dismiss the hint</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>What they do</translation>
    </message>
</context>
<context>
    <name>vinci::LinkInspector</name>
    <message>
        <source>Select both areas</source>
        <translation>Select both areas</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Delete link</translation>
    </message>
    <message>
        <source>Automatic links are drawn dashed and may be changed or removed when the automatic adjacency runs again; links set by hand are solid and never touched.</source>
        <translation>Automatic links are drawn dashed and may be changed or removed when the automatic adjacency runs again; links set by hand are solid and never touched.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>Set by hand</translation>
    </message>
    <message>
        <source>Find links leaves a link set by hand as it is.</source>
        <translation>Find links leaves a link set by hand as it is.</translation>
    </message>
</context>
<context>
    <name>vinci::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;New Game...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;In</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;Out</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Fit to Window</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;How to Play</translation>
    </message>
    <message>
        <source>&amp;Civilization Tiles</source>
        <translation>&amp;Civilization Tiles</translation>
    </message>
    <message>
        <source>&amp;About Vinci</source>
        <translation>&amp;About Vinci</translation>
    </message>
    <message>
        <source>Civilizations</source>
        <translation>Civilizations</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>Game Log</translation>
    </message>
    <message>
        <source>Vinci</source>
        <translation>Vinci</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>%1 is playing.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Open Game</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Save Game</translation>
    </message>
    <message>
        <source>game.vinci</source>
        <translation>game.vinci</translation>
    </message>
    <message>
        <source>Vinci games (*.vinci)</source>
        <translation>Vinci games (*.vinci)</translation>
    </message>
    <message>
        <source>The game in progress has unsaved turns. Save it first?</source>
        <translation>The game in progress has unsaved turns. Save it first?</translation>
    </message>
    <message>
        <source>No map &quot;%1&quot; was found.</source>
        <translation>No map &quot;%1&quot; was found.</translation>
    </message>
    <message>
        <source>Resumed game</source>
        <translation>Resumed game</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>F&amp;ull Screen</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; is installed.</source>
        <translation>The map &quot;%1&quot; is installed.</translation>
    </message>
    <message>
        <source>Vinci games and maps (*.vinci *.vincimap);;Vinci games (*.vinci);;Vinci map packages (*.vincimap);;All files (*)</source>
        <translation>Vinci games and maps (*.vinci *.vincimap);;Vinci games (*.vinci);;Vinci map packages (*.vincimap);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Turns You Missed</source>
        <translation>&amp;Turns You Missed</translation>
    </message>
    <message>
        <source>Before a person plays, show on the map what the other seats did since their turn</source>
        <translation>Before a person plays, show on the map what the other seats did since their turn</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Off</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Slow</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Fast</translation>
    </message>
    <message>
        <source>Showing the turns you missed — Space to skip</source>
        <translation>Showing the turns you missed — Space to skip</translation>
    </message>
    <message>
        <source>&amp;Watch a Game...</source>
        <translation>&amp;Watch a Game...</translation>
    </message>
    <message>
        <source>Watch a saved or finished game again, action by action</source>
        <translation>Watch a saved or finished game again, action by action</translation>
    </message>
    <message>
        <source>Scores and S&amp;tatistics...</source>
        <translation>Scores and S&amp;tatistics...</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Watching — nothing can be played.</translation>
    </message>
    <message>
        <source>Watching %1</source>
        <translation>Watching %1</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Watch a Game</translation>
    </message>
    <message>
        <source>Vinci games (*.vinci);;All files (*)</source>
        <translation>Vinci games (*.vinci);;All files (*)</translation>
    </message>
    <message>
        <source>Watch Again</source>
        <translation>Watch Again</translation>
    </message>
    <message>
        <source>Continue from Here</source>
        <translation>Continue from Here</translation>
    </message>
    <message>
        <source>Watching the game just played</source>
        <translation>Watching the game just played</translation>
    </message>
    <message>
        <source>The finished game has unsaved turns. Save it first?</source>
        <translation>The finished game has unsaved turns. Save it first?</translation>
    </message>
    <message>
        <source>Game menu</source>
        <translation>Game menu</translation>
    </message>
    <message>
        <source>View menu</source>
        <translation>View menu</translation>
    </message>
    <message>
        <source>Help menu</source>
        <translation>Help menu</translation>
    </message>
    <message>
        <source>While watching a game</source>
        <translation>While watching a game</translation>
    </message>
    <message>
        <source>While the turns you missed are shown</source>
        <translation>While the turns you missed are shown</translation>
    </message>
    <message>
        <source>Choose a &amp;Civilization</source>
        <translation>Choose a &amp;Civilization</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Keyboard</translation>
    </message>
    <message>
        <source>Every key of the game window</source>
        <translation>Every key of the game window</translation>
    </message>
    <message>
        <source>Not saved: the game still has unsaved turns.</source>
        <translation>Not saved: the game still has unsaved turns.</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Not saved.</translation>
    </message>
    <message>
        <source>Text Si&amp;ze</source>
        <translation>Text Si&amp;ze</translation>
    </message>
    <message>
        <source>How large the panels&apos; text and the map&apos;s names are drawn</source>
        <translation>How large the panels&apos; text and the map&apos;s names are drawn</translation>
    </message>
    <message>
        <source>%1 — Game over</source>
        <translation>%1 — Game over</translation>
    </message>
    <message>
        <source>%1 — Round %2</source>
        <translation>%1 — Round %2</translation>
    </message>
    <message>
        <source>The finished game “%1” has unsaved turns. Save it first?</source>
        <translation>The finished game “%1” has unsaved turns. Save it first?</translation>
    </message>
    <message>
        <source>The game in progress “%1” has unsaved turns. Save it first?</source>
        <translation>The game in progress “%1” has unsaved turns. Save it first?</translation>
    </message>
    <message>
        <source>Learn to play: %1, step %2 of %3</source>
        <translation>Learn to play: %1, step %2 of %3</translation>
    </message>
    <message>
        <source>Turn menu</source>
        <translation>Turn menu</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turn</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Undone.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Undone: %1</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>leave a game without saving it</comment>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Discard deletes its autosave as well: these unsaved turns cannot be resumed later. Saved games stay in Game &gt; Open Recent.</source>
        <translation>Discard deletes its autosave as well: these unsaved turns cannot be resumed later. Saved games stay in Game &gt; Open Recent.</translation>
    </message>
    <message>
        <source>Discard deletes its autosave as well: the turns played since “%1” was saved are lost; the file stays as it was saved.</source>
        <translation>Discard deletes its autosave as well: the turns played since “%1” was saved are lost; the file stays as it was saved.</translation>
    </message>
    <message>
        <source>Not now: %1</source>
        <translation>Not now: %1</translation>
    </message>
</context>
<context>
    <name>vinci::MapCanvas</name>
    <message>
        <source>Start with File ▸ New Map from SVG… to make a map from a drawing, or File ▸ Open Map… to edit one.</source>
        <translation>Start with File ▸ New Map from SVG… to make a map from a drawing, or File ▸ Open Map… to edit one.</translation>
    </message>
    <message>
        <source>%1 and %2 are already linked: the link is selected.</source>
        <translation>%1 and %2 are already linked: the link is selected.</translation>
    </message>
    <message>
        <source>Linked %1 and %2.</source>
        <translation>Linked %1 and %2.</translation>
    </message>
    <message>
        <source>%1 selected (%2 of %3 here): click again on the same spot for %4.</source>
        <translation>%1 selected (%2 of %3 here): click again on the same spot for %4.</translation>
    </message>
</context>
<context>
    <name>vinci::MapDocument</name>
    <message>
        <source>Untitled map</source>
        <translation>Untitled map</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: cannot create the folder</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: cannot write the file: %2</translation>
    </message>
    <message>
        <source>%1: the map has no art (the SVG file is missing or empty)</source>
        <translation>%1: the map has no art (the SVG file is missing or empty)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a link between two areas</comment>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>vinci::MapInspector</name>
    <message>
        <source>The map</source>
        <translation>The map</translation>
    </message>
    <message>
        <source>The map&apos;s id: the name of its folder under maps/.</source>
        <translation>The map&apos;s id: the name of its folder under maps/.</translation>
    </message>
    <message>
        <source>Click an area to edit it; Ctrl+click or drag a rectangle to edit several at once. Click a link to change its kind.</source>
        <translation>Click an area to edit it; Ctrl+click or drag a rectangle to edit several at once. Click a link to change its kind.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
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
        <source>Set map id</source>
        <translation>Set map id</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(missing)</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Your name, as players will see it</source>
        <translation>Your name, as players will see it</translation>
    </message>
    <message>
        <source>Who made the map: shown with it in the game&apos;s New Game list.</source>
        <translation>Who made the map: shown with it in the game&apos;s New Game list.</translation>
    </message>
    <message>
        <source>e.g. CC BY 4.0</source>
        <translation>e.g. CC BY 4.0</translation>
    </message>
    <message>
        <source>The terms under which others may share and change the map.</source>
        <translation>The terms under which others may share and change the map.</translation>
    </message>
    <message>
        <source>Set map author</source>
        <translation>Set map author</translation>
    </message>
    <message>
        <source>Set map licence</source>
        <translation>Set map licence</translation>
    </message>
    <message>
        <source>Paint terrain in the game</source>
        <translation>Paint terrain in the game</translation>
    </message>
    <message>
        <source>The game paints each province in its terrain&apos;s colours and marks, and the sea zones in sea blue, over the drawing, keeping its outlines and the names. For a drawing whose colours do not show the terrain (on for an imported drawing).</source>
        <translation>The game paints each province in its terrain&apos;s colours and marks, and the sea zones in sea blue, over the drawing, keeping its outlines and the names. For a drawing whose colours do not show the terrain (on for an imported drawing).</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) proposed, not accepted yet (dotted on the map).</source>
        <translation>
            <numerusform>%n link proposed, not accepted yet (dotted on the map).</numerusform>
            <numerusform>%n links proposed, not accepted yet (dotted on the map).</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the map&apos;s English name</source>
        <translation>Set the map&apos;s English name</translation>
    </message>
    <message>
        <source>Set the map&apos;s French name</source>
        <translation>Set the map&apos;s French name</translation>
    </message>
    <message>
        <source>Set the map&apos;s German name</source>
        <translation>Set the map&apos;s German name</translation>
    </message>
</context>
<context>
    <name>vinci::MapPictureDialog</name>
    <message>
        <source>Picture of the map %1</source>
        <translation>Picture of the map %1</translation>
    </message>
</context>
<context>
    <name>vinci::MapValidation</name>
    <message>
        <source>not given: players who get the map will not know who made it (double-click to fill it in)</source>
        <translation>not given: players who get the map will not know who made it (double-click to fill it in)</translation>
    </message>
    <message>
        <source>not given: players who get the map will not know whether they may share it (double-click to fill it in)</source>
        <translation>not given: players who get the map will not know whether they may share it (double-click to fill it in)</translation>
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
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Civilization tiles in the bag:</source>
        <translation>Civilization tiles in the bag:</translation>
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
        <source> points</source>
        <translation> points</translation>
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
        <source>This map is for the Online 2013 rules only.</source>
        <translation>This map is for the Online 2013 rules only.</translation>
    </message>
    <message>
        <source>This map has no table for the Online 2013 rules.</source>
        <translation>This map has no table for the Online 2013 rules.</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> rounds</translation>
    </message>
    <message numerus="yes">
        <source>default (%n round(s))</source>
        <translation>
            <numerusform>default (%n round)</numerusform>
            <numerusform>default (%n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>default (%n point(s))</source>
        <translation>
            <numerusform>default (%n point)</numerusform>
            <numerusform>default (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players, no virtual players; this game ends after %n round(s).</source>
        <translation>
            <numerusform>%1 to %2 players, no virtual players; this game ends after %n round.</numerusform>
            <numerusform>%1 to %2 players, no virtual players; this game ends after %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat(s) %1 had a virtual player; now played by %2.</source>
        <translation>
            <numerusform>Seat %1 had a virtual player; it is now played by %2.</numerusform>
            <numerusform>Seats %1 had virtual players; they are now played by %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>By %1</translation>
    </message>
    <message>
        <source>By %1 (licence: %2)</source>
        <translation>By %1 (licence: %2)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s game for one or two: virtual players complete the table and always take civilization I.</source>
        <translation>The rulebook&apos;s game for one or two: virtual players complete the table and always take civilization I.</translation>
    </message>
    <message numerus="yes">
        <source>You and three virtual players; the game ends at %n point(s).</source>
        <translation>
            <numerusform>You and three virtual players; the game ends at %n point.</numerusform>
            <numerusform>You and three virtual players; the game ends at %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Two people and two virtual players; the game ends at %n point(s).</source>
        <translation>
            <numerusform>Two people and two virtual players; the game ends at %n point.</numerusform>
            <numerusform>Two people and two virtual players; the game ends at %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players; this game ends at %n point(s).</source>
        <translation>
            <numerusform>%1 to %2 players; this game ends at %n point.</numerusform>
            <numerusform>%1 to %2 players; this game ends at %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>See&amp;d:</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>R&amp;ounds:</translation>
    </message>
    <message>
        <source>Victory &amp;target:</source>
        <translation>Victory &amp;target:</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the tiles of a mix: 3 Barbarians, 1 Specialization</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Barbarian(s)</source>
        <comment>tiles in the bag</comment>
        <translation>
            <numerusform>%n Barbarian</numerusform>
            <numerusform>%n Barbarians</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Specialization(s)</source>
        <comment>tiles in the bag</comment>
        <translation>
            <numerusform>%n Specialization</numerusform>
            <numerusform>%n Specializations</numerusform>
        </translation>
    </message>
    <message>
        <source>As the designer intended: %1</source>
        <translation>As the designer intended: %1</translation>
    </message>
    <message>
        <source>As printed in the box: %1</source>
        <translation>As printed in the box: %1</translation>
    </message>
    <message>
        <source>The 1999 rules with the errata</source>
        <translation>The 1999 rules with the errata</translation>
    </message>
    <message>
        <source>Picture of the map</source>
        <translation>Picture of the map</translation>
    </message>
    <message>
        <source>Click, or press Space, to see the map larger.</source>
        <translation>Click, or press Space, to see the map larger.</translation>
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
        <source>It is this player&apos;s turn.</source>
        <translation>It is this player&apos;s turn.</translation>
    </message>
    <message>
        <source>This player is placing surviving pawns.</source>
        <translation>This player is placing surviving pawns.</translation>
    </message>
    <message>
        <source>Tokens: %1, %2</source>
        <translation>Tokens: %1, %2</translation>
    </message>
    <message>
        <source>At peace with %1 through Diplomacy (the dove): neither may attack the other&apos;s active empire until the next turn of the player who made the peace. Empires in decline may still be attacked.</source>
        <translation>At peace with %1 through Diplomacy (the dove): neither may attack the other&apos;s active empire until the next turn of the player who made the peace. Empires in decline may still be attacked.</translation>
    </message>
    <message>
        <source>In decline: no province left</source>
        <translation>In decline: no province left</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand (%1)</source>
        <comment>16 in hand (9 + 7 Field General)</comment>
        <translation>
            <numerusform>%n in hand (%1)</numerusform>
            <numerusform>%n in hand (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::PlayerInput</name>
    <message>
        <source>Wait: the computer is playing this turn.</source>
        <translation>Wait: the computer is playing this turn.</translation>
    </message>
    <message>
        <source>First choose a civilization on the track.</source>
        <translation>First choose a civilization on the track.</translation>
    </message>
    <message>
        <source>First choose: Expand or Decline.</source>
        <translation>First choose: Expand or Decline.</translation>
    </message>
    <message>
        <source>First choose: Decline now or End turn.</source>
        <translation>First choose: Decline now or End turn.</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Watching — nothing can be played.</translation>
    </message>
    <message>
        <source>Nothing was conquered this turn. Undo (%1) takes End conquest back.</source>
        <translation>Nothing was conquered this turn. Undo (%1) takes End conquest back.</translation>
    </message>
    <message>
        <source>Nothing was conquered this turn.</source>
        <translation>Nothing was conquered this turn.</translation>
    </message>
    <message>
        <source>Drop the pawn on one of your provinces.</source>
        <translation>Drop the pawn on one of your provinces.</translation>
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
        <source>Round %1 of %2, the last.</source>
        <translation>Round %1 of %2, the last.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, the last: a player has reached %n victory point(s).</source>
        <translation>
            <numerusform>Round %1, the last: a player has reached %n victory point.</numerusform>
            <numerusform>Round %1, the last: a player has reached %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · the game ends in the round a player reaches %n victory point(s).</source>
        <translation>
            <numerusform>Round %1 · the game ends in the round a player reaches %n victory point.</numerusform>
            <numerusform>Round %1 · the game ends in the round a player reaches %n victory points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::ProvinceCard</name>
    <message>
        <source>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: the provinces you can act on · Esc: hide</source>
        <translation>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: the provinces you can act on · Esc: hide</translation>
    </message>
    <message>
        <source>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: leave the map · Esc: hide</source>
        <translation>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: leave the map · Esc: hide</translation>
    </message>
    <message>
        <source>Tab: the provinces you can act on · Esc: hide</source>
        <translation>Tab: the provinces you can act on · Esc: hide</translation>
    </message>
    <message>
        <source>Tab: leave the map · Esc: hide</source>
        <translation>Tab: leave the map · Esc: hide</translation>
    </message>
</context>
<context>
    <name>vinci::ProvinceChartView</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Provinces</source>
        <translation>Provinces</translation>
    </message>
    <message>
        <source>Provinces held at the end of each round</source>
        <translation>Provinces held at the end of each round</translation>
    </message>
</context>
<context>
    <name>vinci::QuickReferenceActions</name>
    <message>
        <source>&amp;Print Quick Reference...</source>
        <translation>&amp;Print Quick Reference...</translation>
    </message>
    <message>
        <source>E&amp;xport Quick Reference as PDF...</source>
        <translation>E&amp;xport Quick Reference as PDF...</translation>
    </message>
    <message>
        <source>Print Quick Reference</source>
        <translation>Print Quick Reference</translation>
    </message>
    <message>
        <source>Export Quick Reference as PDF</source>
        <translation>Export Quick Reference as PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
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
    <message>
        <source>No recent maps</source>
        <translation>No recent maps</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (in %2)</translation>
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
        <source>&amp;Resume the game</source>
        <translation>&amp;Resume the game</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Discard it</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Not now</translation>
    </message>
    <message>
        <source>Vinci was closed last time before the game in progress was saved.</source>
        <translation>Vinci was closed last time before the game in progress was saved.</translation>
    </message>
    <message>
        <source>Do you want to resume it? &quot;Not now&quot; keeps it as a saved game in Game &gt; Open Recent.</source>
        <translation>Do you want to resume it? &quot;Not now&quot; keeps it as a saved game in Game &gt; Open Recent.</translation>
    </message>
    <message>
        <source>“%1” as last saved: %2.</source>
        <translation>“%1” as last saved: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) further than “%1” as last saved (%2).</source>
        <translation>
            <numerusform>%n move further than “%1” as last saved (%2).</numerusform>
            <numerusform>%n moves further than “%1” as last saved (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The same moves as “%1” as last saved (%2).</source>
        <translation>The same moves as “%1” as last saved (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) behind “%1” as last saved (%2).</source>
        <translation>
            <numerusform>%n move behind “%1” as last saved (%2).</numerusform>
            <numerusform>%n moves behind “%1” as last saved (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in progress “%1” was saved automatically on %2 at %3.</source>
        <translation>The game in progress “%1” was saved automatically on %2 at %3.</translation>
    </message>
</context>
<context>
    <name>vinci::ReplayBar</name>
    <message>
        <source>The game has no action yet.</source>
        <translation>The game has no action yet.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · Turn %2 · %3 (%4) · action %5 of %n</source>
        <translation>
            <numerusform>Round %1 · Turn %2 · %3 (%4) · action %5 of %n</numerusform>
            <numerusform>Round %1 · Turn %2 · %3 (%4) · action %5 of %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Start of the Game</source>
        <translation>Start of the Game</translation>
    </message>
    <message>
        <source>To the start of the game</source>
        <translation>To the start of the game</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>Previous Turn</translation>
    </message>
    <message>
        <source>Back to the start of the turn, or of the one before</source>
        <translation>Back to the start of the turn, or of the one before</translation>
    </message>
    <message>
        <source>Previous Action</source>
        <translation>Previous Action</translation>
    </message>
    <message>
        <source>Back one action</source>
        <translation>Back one action</translation>
    </message>
    <message>
        <source>Next Action</source>
        <translation>Next Action</translation>
    </message>
    <message>
        <source>Forward one action</source>
        <translation>Forward one action</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Next Turn</translation>
    </message>
    <message>
        <source>Forward to the start of the next turn</source>
        <translation>Forward to the start of the next turn</translation>
    </message>
    <message>
        <source>End of the Game</source>
        <translation>End of the Game</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>To the end of the game</translation>
    </message>
    <message>
        <source>Continue from Here...</source>
        <translation>Continue from Here...</translation>
    </message>
    <message>
        <source>Start a new game from this moment: the same game up to here, the seats kept or changed</source>
        <translation>Start a new game from this moment: the same game up to here, the seats kept or changed</translation>
    </message>
    <message>
        <source>Stop Watching</source>
        <translation>Stop Watching</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Leave the replay</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>How fast Play goes through the actions</source>
        <translation>How fast Play goes through the actions</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Playback speed</translation>
    </message>
    <message>
        <source>Timeline of the game&apos;s turns</source>
        <translation>Timeline of the game&apos;s turns</translation>
    </message>
    <message>
        <source>Click a turn to watch it from its start</source>
        <translation>Click a turn to watch it from its start</translation>
    </message>
    <message>
        <source>Watching — nothing can be played</source>
        <translation>Watching — nothing can be played</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
</context>
<context>
    <name>vinci::ReplayTimeline</name>
    <message>
        <source>Round %1, turn %2: click to watch it from its start</source>
        <translation>Round %1, turn %2: click to watch it from its start</translation>
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
    <message>
        <source>How long the computer player of seat %1 may think about each move: standard (a fixed number of look-aheads, about a tenth of a second), or a time per move in which it plays out as many look-aheads as it can.</source>
        <translation>How long the computer player of seat %1 may think about each move: standard (a fixed number of look-aheads, about a tenth of a second), or a time per move in which it plays out as many look-aheads as it can.</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>a computer player&apos;s thinking time per move</comment>
        <translation>standard</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a computer player&apos;s thinking time per move, in seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation>Thinking time per move</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>A name has at most %1 characters.</translation>
    </message>
</context>
<context>
    <name>vinci::StartView</name>
    <message>
        <source>Vinci</source>
        <translation>Vinci</translation>
    </message>
    <message>
        <source>The Rise and Fall of Civilizations</source>
        <translation>The Rise and Fall of Civilizations</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>New game...</translation>
    </message>
    <message>
        <source>Open a saved game...</source>
        <translation>Open a saved game...</translation>
    </message>
    <message>
        <source>Continue a recent game</source>
        <translation>Continue a recent game</translation>
    </message>
    <message>
        <source>&lt;p&gt;Lead one civilization after another across the map. Each takes its pawns and two special abilities from the track, enters at the edge of the board and conquers province after province.&lt;/p&gt;&lt;p&gt;Every turn you choose: &lt;b&gt;expand&lt;/b&gt; your empire once more, or let it fall into &lt;b&gt;decline&lt;/b&gt; and choose a new one. Your provinces, active and declining, score victory points at the end of each of your turns.&lt;/p&gt;&lt;p&gt;The map shows what every conquest costs and why; the bar above it tells you what to do next. Hover over a province for its details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lead one civilization after another across the map. Each takes its pawns and two special abilities from the track, enters at the edge of the board and conquers province after province.&lt;/p&gt;&lt;p&gt;Every turn you choose: &lt;b&gt;expand&lt;/b&gt; your empire once more, or let it fall into &lt;b&gt;decline&lt;/b&gt; and choose a new one. Your provinces, active and declining, score victory points at the end of each of your turns.&lt;/p&gt;&lt;p&gt;The map shows what every conquest costs and why; the bar above it tells you what to do next. Hover over a province for its details.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>First time? Learn to play in ten minutes</source>
        <translation>First time? Learn to play in ten minutes</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>No, thanks</translation>
    </message>
    <message>
        <source>The lesson stays in the Game menu, under Learn to Play</source>
        <translation>The lesson stays in the Game menu, under Learn to Play</translation>
    </message>
    <message>
        <source>An older state of the interrupted game: its automatic save (%1), offered now, is newer.</source>
        <translation>An older state of the interrupted game: its automatic save (%1), offered now, is newer.</translation>
    </message>
    <message>
        <source>The interrupted game: its automatic save (%1) is offered now.</source>
        <translation>The interrupted game: its automatic save (%1) is offered now.</translation>
    </message>
    <message>
        <source>The interrupted game: its automatic save (%1), offered now, holds the same moves.</source>
        <translation>The interrupted game: its automatic save (%1), offered now, holds the same moves.</translation>
    </message>
    <message numerus="yes">
        <source>The interrupted game, %n move(s) further than its automatic save (%1) offered now.</source>
        <translation>
            <numerusform>The interrupted game, %n move further than its automatic save (%1) offered now.</numerusform>
            <numerusform>The interrupted game, %n moves further than its automatic save (%1) offered now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::StatisticsTable</name>
    <message>
        <source>Virtual player</source>
        <translation>Virtual player</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistic</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>The victory points at the end: the sum of the rows below.</source>
        <translation>The victory points at the end: the sum of the rows below.</translation>
    </message>
    <message>
        <source>Starting score</source>
        <translation>Starting score</translation>
    </message>
    <message>
        <source>The victory points the player started with (a virtual player has its own).</source>
        <translation>The victory points the player started with (a virtual player has its own).</translation>
    </message>
    <message>
        <source>From provinces</source>
        <translation>From provinces</translation>
    </message>
    <message>
        <source>The provinces of the active civilizations, at the end of each turn.</source>
        <translation>The provinces of the active civilizations, at the end of each turn.</translation>
    </message>
    <message>
        <source>From civilization tiles</source>
        <translation>From civilization tiles</translation>
    </message>
    <message>
        <source>The active civilizations&apos; bonuses: Agriculture, Mining, Slavery...</source>
        <translation>The active civilizations&apos; bonuses: Agriculture, Mining, Slavery...</translation>
    </message>
    <message>
        <source>Paid to pass civilizations over</source>
        <translation>Paid to pass civilizations over</translation>
    </message>
    <message>
        <source>From declining civilizations</source>
        <translation>From declining civilizations</translation>
    </message>
    <message>
        <source>The provinces of the civilizations in decline, with the tiles they kept.</source>
        <translation>The provinces of the civilizations in decline, with the tiles they kept.</translation>
    </message>
    <message>
        <source>Civilizations taken</source>
        <translation>Civilizations taken</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Declines</translation>
    </message>
    <message>
        <source>Pawns lost</source>
        <translation>Pawns lost</translation>
    </message>
    <message>
        <source>Pawns that went back to the stock. A reorganization loses none: the pawns taken up go to the hand.</source>
        <translation>Pawns that went back to the stock. A reorganization loses none: the pawns taken up go to the hand.</translation>
    </message>
    <message>
        <source>To the others&apos; conquests</source>
        <translation>To the others&apos; conquests</translation>
    </message>
    <message>
        <source>One pawn per province conquered, and the survivors with no province left.</source>
        <translation>One pawn per province conquered, and the survivors with no province left.</translation>
    </message>
    <message>
        <source>At declines</source>
        <translation>At declines</translation>
    </message>
    <message>
        <source>All but one pawn per province, the hand, and the older declining civilization.</source>
        <translation>All but one pawn per province, the hand, and the older declining civilization.</translation>
    </message>
    <message>
        <source>In their own turns</source>
        <translation>In their own turns</translation>
    </message>
    <message>
        <source>Declining provinces cleared by contact with the new civilization, Field General&apos;s or Legions&apos; pawns leaving.</source>
        <translation>Declining provinces cleared by contact with the new civilization, Field General&apos;s or Legions&apos; pawns leaving.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A human, the Strategist at its level, or the rulebook&apos;s virtual player.</source>
        <translation>A human, the Strategist at its level, or the rulebook&apos;s virtual player.</translation>
    </message>
    <message>
        <source>From choosing civilizations</source>
        <translation>From choosing civilizations</translation>
    </message>
    <message>
        <source>The coins received with the civilizations taken, less the victory points paid to pass civilizations over: what choosing moved on the score track.</source>
        <translation>The coins received with the civilizations taken, less the victory points paid to pass civilizations over: what choosing moved on the score track.</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Coins received</translation>
    </message>
    <message>
        <source>The coins that lay on the civilizations taken, at their value.</source>
        <translation>The coins that lay on the civilizations taken, at their value.</translation>
    </message>
    <message>
        <source>The victory points paid for the places passed over on the track.</source>
        <translation>The victory points paid for the places passed over on the track.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>The hints the person of the seat asked for.</source>
        <translation>The hints the person of the seat asked for.</translation>
    </message>
</context>
<context>
    <name>vinci::TablesDock</name>
    <message>
        <source>Rule tables</source>
        <translation>Rule tables</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Classic rules</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>Online 2013 rules</source>
        <translation>Online 2013 rules</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Classic defaults</source>
        <translation>Classic defaults</translation>
    </message>
    <message>
        <source>Whether the map can be played with these rules.</source>
        <translation>Whether the map can be played with these rules.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Extra pawns</source>
        <translation>Extra pawns</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Support %1</source>
        <translation>Support %1</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>Drop %1</translation>
    </message>
    <message numerus="yes">
        <source>Support %n players</source>
        <translation>
            <numerusform>Support %n players</numerusform>
            <numerusform>Support %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop %n players</source>
        <translation>
            <numerusform>Drop %n players</numerusform>
            <numerusform>Drop %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Classic default tables</source>
        <translation>Classic default tables</translation>
    </message>
    <message>
        <source>Sets the Classic table to the rule book&apos;s extra pawns and victory targets for %1 to %2 players.</source>
        <translation>Sets the Classic table to the rule book&apos;s extra pawns and victory targets for %1 to %2 players.</translation>
    </message>
    <message>
        <source>Propose Online 2013 values</source>
        <translation>Propose Online 2013 values</translation>
    </message>
    <message numerus="yes">
        <source>Fills the Online 2013 table: the rules&apos; rounds, and extra pawns from the published table for the original map of %n provinces, scaled to this map&apos;s. Change any value after.</source>
        <translation>
            <numerusform>Fills the Online 2013 table: the rules&apos; rounds, and extra pawns from the published table for the original map of %n provinces, scaled to this map&apos;s. Change any value after.</numerusform>
            <numerusform>Fills the Online 2013 table: the rules&apos; rounds, and extra pawns from the published table for the original map of %n provinces, scaled to this map&apos;s. Change any value after.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Online 2013 table already holds the values proposed for %n province(s).</source>
        <translation>
            <numerusform>The Online 2013 table already holds the values proposed for %n province.</numerusform>
            <numerusform>The Online 2013 table already holds the values proposed for %n provinces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proposed %1 for %n province(s).</source>
        <translation>
            <numerusform>Proposed %1 for %n province.</numerusform>
            <numerusform>Proposed %1 for %n provinces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Online 2013 value(s)</source>
        <translation>
            <numerusform>%n Online 2013 value</numerusform>
            <numerusform>%n Online 2013 values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: set the table for %n players</source>
        <translation>
            <numerusform>%1: set the table for %n players</numerusform>
            <numerusform>%1: set the table for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Large</translation>
    </message>
    <message>
        <source>L&amp;arger</source>
        <translation>L&amp;arger</translation>
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
    <message>
        <source>Civilization tiles (Online 2013)</source>
        <translation>Civilization tiles (Online 2013)</translation>
    </message>
    <message>
        <source>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. A declining civilization keeps its tiles until the next decline; only those with the broken column still act.</source>
        <translation>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. A declining civilization keeps its tiles until the next decline; only those with the broken column still act.</translation>
    </message>
    <message>
        <source>acts in decline</source>
        <translation>acts in decline</translation>
    </message>
    <message numerus="yes">
        <source>not with %n players</source>
        <translation>
            <numerusform>not with %n players</numerusform>
            <numerusform>not with %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>its forts remain in decline</source>
        <translation>its forts remain in decline</translation>
    </message>
    <message>
        <source>its forts go at decline</source>
        <translation>its forts go at decline</translation>
    </message>
    <message>
        <source>acts as the empire declines</source>
        <translation>acts as the empire declines</translation>
    </message>
    <message>
        <source>kept in decline, without effect</source>
        <translation>kept in decline, without effect</translation>
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
    <message numerus="yes">
        <source>%n coin(s) on it: %1.</source>
        <translation>
            <numerusform>%n coin on it: %1.</numerusform>
            <numerusform>%n coins on it: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) each</source>
        <translation>
            <numerusform>%n victory point each</numerusform>
            <numerusform>%n victory points each</numerusform>
        </translation>
    </message>
    <message>
        <source>±0 VP</source>
        <extracomment>A place whose coins give back what it costs: the score stays as it is</extracomment>
        <translation>±0 VP</translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s), which its coins give back.</source>
        <translation>
            <numerusform>Choosing it costs %n victory point, which its coins give back.</numerusform>
            <numerusform>Choosing it costs %n victory points, which its coins give back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::TurnBar</name>
    <message>
        <source>Expand</source>
        <translation>Expand</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Espionage</translation>
    </message>
    <message>
        <source>Declare peace</source>
        <translation>Declare peace</translation>
    </message>
    <message>
        <source>End conquest</source>
        <translation>End conquest</translation>
    </message>
    <message>
        <source>Auto-distribute</source>
        <translation>Auto-distribute</translation>
    </message>
    <message>
        <source>Build a fort</source>
        <translation>Build a fort</translation>
    </message>
    <message>
        <source>Confirm and score</source>
        <translation>Confirm and score</translation>
    </message>
    <message>
        <source>Decline now</source>
        <translation>Decline now</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <source>Place them for me</source>
        <translation>Place them for me</translation>
    </message>
    <message>
        <source>Skip to end of turn</source>
        <translation>Skip to end of turn</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Take back the last step of this turn (Ctrl+Z). A turn cannot be undone once another player acts.</source>
        <translation>Take back the last step of this turn (Ctrl+Z). A turn cannot be undone once another player acts.</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Computer speed:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Not now: %1</source>
        <translation>Not now: %1</translation>
    </message>
    <message numerus="yes">
        <source>In hand:
%n pawn(s)</source>
        <translation>
            <numerusform>In hand:
%n pawn</numerusform>
            <numerusform>In hand:
%n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To place:
%n pawn(s)</source>
        <translation>
            <numerusform>To place:
%n pawn</numerusform>
            <numerusform>To place:
%n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the rest of this computer player&apos;s turn at once.</source>
        <translation>Play the rest of this computer player&apos;s turn at once.</translation>
    </message>
    <message>
        <source>Collect your pawns (one stays in each province) and conquer.</source>
        <translation>Collect your pawns (one stays in each province) and conquer.</translation>
    </message>
    <message numerus="yes">
        <source>Put your empire into decline; it scores %n victory point(s) now, and you choose a new civilization.</source>
        <translation>
            <numerusform>Put your empire into decline; it scores %n victory point now, and you choose a new civilization.</numerusform>
            <numerusform>Put your empire into decline; it scores %n victory points now, and you choose a new civilization.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop conquering and reorganize your pawns.</source>
        <translation>Stop conquering and reorganize your pawns.</translation>
    </message>
    <message>
        <source>Espionage: your next conquest costs 2 pawns, whatever defends the province.</source>
        <translation>Espionage: your next conquest costs 2 pawns, whatever defends the province.</translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation>Espionage has already been used this turn.</translation>
    </message>
    <message>
        <source>Diplomacy: choose an opponent; neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomacy: choose an opponent; neither of you may attack the other&apos;s active empire until your next turn.</translation>
    </message>
    <message>
        <source>Spread your pawns for you: one in each province, the rest along your borders. You can still change them.</source>
        <translation>Spread your pawns for you: one in each province, the rest along your borders. You can still change them.</translation>
    </message>
    <message numerus="yes">
        <source>End your turn and score %n victory point(s).</source>
        <translation>
            <numerusform>End your turn and score %n victory point.</numerusform>
            <numerusform>End your turn and score %n victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>End your turn and score.</source>
        <translation>End your turn and score.</translation>
    </message>
    <message>
        <source>Fortification: click a province to build a fort (+1 to conquer it, -1 for attacks from it).</source>
        <translation>Fortification: click a province to build a fort (+1 to conquer it, -1 for attacks from it).</translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation>You have built all the forts allowed this turn.</translation>
    </message>
    <message>
        <source>Rebirth: your empire goes into decline now and you choose a new civilization.</source>
        <translation>Rebirth: your empire goes into decline now and you choose a new civilization.</translation>
    </message>
    <message>
        <source>Keep your empire and end your turn.</source>
        <translation>Keep your empire and end your turn.</translation>
    </message>
    <message>
        <source>Place each surviving pawn on your province with the fewest pawns.</source>
        <translation>Place each surviving pawn on your province with the fewest pawns.</translation>
    </message>
    <message>
        <source>Reorganize, then decline</source>
        <translation>Reorganize, then decline</translation>
    </message>
    <message>
        <source>Philosophy: move your pawns between your provinces first, then put your empire into decline with all of them on the board.</source>
        <translation>Philosophy: move your pawns between your provinces first, then put your empire into decline with all of them on the board.</translation>
    </message>
    <message numerus="yes">
        <source>Put your empire into decline with its pawns where they stand; it scores %n victory point(s) now, and you choose a new civilization.</source>
        <translation>
            <numerusform>Put your empire into decline with its pawns where they stand; it scores %n victory point now, and you choose a new civilization.</numerusform>
            <numerusform>Put your empire into decline with its pawns where they stand; it scores %n victory points now, and you choose a new civilization.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 is thinking...</translation>
    </message>
    <message>
        <source>Take it</source>
        <translation>Take it</translation>
    </message>
    <message>
        <source>Take this civilization (Enter). A new one is then drawn for place VI: the choice cannot be taken back.</source>
        <translation>Take this civilization (Enter). A new one is then drawn for place VI: the choice cannot be taken back.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Choose another civilization (Escape, or click another one).</source>
        <translation>Choose another civilization (Escape, or click another one).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>What the hard computer player would do in your place, and why (H). Hints are counted on the end-of-game page.</source>
        <translation>What the hard computer player would do in your place, and why (H). Hints are counted on the end-of-game page.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Play the hint (Enter).</source>
        <translation>Play the hint (Enter).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
    <message>
        <source>Forget the hint and play on your own (Escape).</source>
        <translation>Forget the hint and play on your own (Escape).</translation>
    </message>
    <message>
        <source>Stop waiting for the hint (Escape).</source>
        <translation>Stop waiting for the hint (Escape).</translation>
    </message>
    <message>
        <source>What %1 did</source>
        <translation>What %1 did</translation>
    </message>
    <message>
        <source>Before %1&apos;s turn: what the others did since %1 last played.</source>
        <translation>Before %1&apos;s turn: what the others did since %1 last played.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Abandon it</translation>
    </message>
    <message>
        <source>Give the province up and take its pawns back into your hand (Enter). Undo brings it back.</source>
        <translation>Give the province up and take its pawns back into your hand (Enter). Undo brings it back.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Keep it</translation>
    </message>
    <message>
        <source>Keep the province as it is (Escape).</source>
        <translation>Keep the province as it is (Escape).</translation>
    </message>
    <message>
        <source>Place it</source>
        <translation>Place it</translation>
    </message>
    <message>
        <source>Place your last pawn there (Enter): your redeploy is then over.</source>
        <translation>Place your last pawn there (Enter): your redeploy is then over.</translation>
    </message>
    <message>
        <source>Another province</source>
        <translation>Another province</translation>
    </message>
    <message>
        <source>Keep the pawn and choose another province (Escape).</source>
        <translation>Keep the pawn and choose another province (Escape).</translation>
    </message>
    <message numerus="yes">
        <source>Enter the board from its edge with your %n pawn(s) and conquer.</source>
        <translation>
            <numerusform>Enter the board from its edge with your %n pawn and conquer.</numerusform>
            <numerusform>Enter the board from its edge with your %n pawns and conquer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your empire as it is: with no province and no pawn, it has nothing to do this turn.</source>
        <translation>Keep your empire as it is: with no province and no pawn, it has nothing to do this turn.</translation>
    </message>
    <message numerus="yes">
        <source>Put your civilization into decline while it holds no province: its %n pawn(s) in hand leave the game, and you choose a new civilization.</source>
        <translation>
            <numerusform>Put your civilization into decline while it holds no province: its %n pawn in hand leave the game, and you choose a new civilization.</numerusform>
            <numerusform>Put your civilization into decline while it holds no province: its %n pawns in hand leave the game, and you choose a new civilization.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::ValidationDock</name>
    <message>
        <source>Issues</source>
        <translation>Issues</translation>
    </message>
    <message>
        <source>No problems: the game can load this map.</source>
        <translation>No problems: the game can load this map.</translation>
    </message>
    <message>
        <source>Issues (%1, %2)</source>
        <translation>Issues (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) not given in every language</source>
        <translation>
            <numerusform>%n name not given in every language</numerusform>
            <numerusform>%n names not given in every language</numerusform>
        </translation>
    </message>
    <message>
        <source>Fixed. The line goes when the pointer leaves the list.</source>
        <translation>Fixed. The line goes when the pointer leaves the list.</translation>
    </message>
</context>
</TS>
