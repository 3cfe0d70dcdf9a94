<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Action</name>
    <message>
        <source>Choose civilization %1</source>
        <translation>Zivilisation %1 wählen</translation>
    </message>
    <message>
        <source>Go into decline</source>
        <translation>Niedergang erklären</translation>
    </message>
    <message>
        <source>Expand the empire</source>
        <translation>Das Reich ausdehnen</translation>
    </message>
    <message>
        <source>Abandon %1</source>
        <translation>%1 räumen</translation>
    </message>
    <message>
        <source>Make peace with player %1</source>
        <translation>Frieden mit Spieler %1 schließen</translation>
    </message>
    <message>
        <source>Conquer %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>End the conquests</source>
        <translation>Die Übernahmen beenden</translation>
    </message>
    <message>
        <source>Place a pawn in %1</source>
        <translation>Einen Spielstein nach %1 setzen</translation>
    </message>
    <message>
        <source>Take a pawn from %1</source>
        <translation>Einen Spielstein aus %1 nehmen</translation>
    </message>
    <message>
        <source>Keep the part of the empire with %1</source>
        <translation>Den Teil des Reichs mit %1 behalten</translation>
    </message>
    <message>
        <source>Build a fort in %1</source>
        <translation>Eine Festung in %1 bauen</translation>
    </message>
    <message>
        <source>End the reorganization</source>
        <translation>Die Reorganisation beenden</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Den Zug beenden</translation>
    </message>
    <message>
        <source>Redeploy a pawn to %1</source>
        <translation>Einen Spielstein nach %1 zurücksetzen</translation>
    </message>
    <message>
        <source>The action has no &quot;type&quot; string.</source>
        <translation>Die Aktion hat keine Zeichenkette „type“.</translation>
    </message>
    <message>
        <source>Unknown action type &quot;%1&quot;.</source>
        <translation>Unbekannte Aktionsart „%1“.</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a &quot;province&quot; string.</source>
        <translation>Die Aktion „%1“ braucht eine Zeichenkette „province“.</translation>
    </message>
    <message>
        <source>There is no land province &quot;%1&quot; on this map.</source>
        <translation>Auf dieser Karte gibt es keine Landprovinz „%1“.</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a whole number &quot;%2&quot;.</source>
        <translation>Die Aktion „%1“ braucht eine ganze Zahl „%2“.</translation>
    </message>
    <message>
        <source>&quot;espionage&quot; must be true or false.</source>
        <translation>„espionage“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>Reorganize before going into decline</source>
        <translation>Vor dem Niedergang reorganisieren</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; takes no field &quot;%2&quot;.</source>
        <translation>Die Aktion „%1“ hat kein Feld „%2“.</translation>
    </message>
</context>
<context>
    <name>ActionMarks</name>
    <message>
        <source>On the map, what the action shown did: the province conquered, outlined in its player&apos;s colour (−2: the defender&apos;s pawns lost there); dashed outlines where pawns were taken up, an arrow to where they went; a red ✕ on each province left empty. The marks go with the action.</source>
        <translation>Auf der Karte, was die gezeigte Aktion getan hat: die eroberte Provinz, umrandet in der Farbe ihres Spielers (−2: die dort verlorenen Spielsteine des Verteidigers); gestrichelt, wo Spielsteine aufgenommen wurden, ein Pfeil dorthin, wo sie hingingen; ein rotes ✕ auf jeder leer gelassenen Provinz. Die Markierungen verschwinden mit der Aktion.</translation>
    </message>
</context>
<context>
    <name>AddLink</name>
    <message>
        <source>Link %1 and %2</source>
        <translation>%1 und %2 verbinden</translation>
    </message>
</context>
<context>
    <name>AdjacencyFinder</name>
    <message>
        <source>draws no shape: it cannot be linked by geometry</source>
        <translation>zeichnet keine Form: kann nicht über die Geometrie verbunden werden</translation>
    </message>
    <message>
        <source>its outline crosses itself near (%1, %2): check the links proposed for it</source>
        <translation>sein Umriss kreuzt sich selbst bei (%1, %2): Prüfen Sie die dafür vorgeschlagenen Verbindungen</translation>
    </message>
    <message>
        <source>its outline crosses itself: check the links proposed for it</source>
        <translation>sein Umriss kreuzt sich selbst: Prüfen Sie die dafür vorgeschlagenen Verbindungen</translation>
    </message>
    <message>
        <source>its outline is not a clean polygon (holes outside it, or too few points): check the links proposed for it</source>
        <translation>sein Umriss ist kein sauberes Polygon (Löcher außerhalb oder zu wenige Punkte): Prüfen Sie die dafür vorgeschlagenen Verbindungen</translation>
    </message>
</context>
<context>
    <name>AdjacencyRun</name>
    <message numerus="yes">
        <source>Apply %n adjacency change(s)</source>
        <translation>
            <numerusform>%n Nachbarschaftsänderung übernehmen</numerusform>
            <numerusform>%n Nachbarschaftsänderungen übernehmen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AiExplanation</name>
    <message>
        <source>A random legal move.</source>
        <translation>Ein zufälliger erlaubter Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand: no province it can afford; the conquests end.</source>
        <translation>
            <numerusform>%n Spielstein auf der Hand: keine bezahlbare Provinz; die Übernahmen enden.</numerusform>
            <numerusform>%n Spielsteine auf der Hand: keine bezahlbare Provinz; die Übernahmen enden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No province within reach: the conquests end.</source>
        <translation>Keine Provinz in Reichweite: Die Übernahmen enden.</translation>
    </message>
    <message>
        <source>Espionage makes it cost 2.</source>
        <translation>Mit Spionen kostet sie 2.</translation>
    </message>
    <message>
        <source>Lowest cost - 2 x value: %1.</source>
        <translation>Kosten - 2 x Wert am niedrigsten: %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Rebirth: the decline is considered at the end of the turn.</source>
        <translation>Renaissance: Der Niedergang wird am Ende des Zuges geprüft.</translation>
    </message>
    <message>
        <source>Diplomacy: a virtual player always declares peace with a real player; the die (%1) chooses %2.</source>
        <translation>Diplomatie: Ein fiktiver Spieler schließt immer Frieden mit einem echten Spieler; der Wurf (%1) wählt %2.</translation>
    </message>
    <message>
        <source>Diplomacy: a virtual player always declares peace with a real player (%1).</source>
        <translation>Diplomatie: Ein fiktiver Spieler schließt immer Frieden mit einem echten Spieler (%1).</translation>
    </message>
    <message>
        <source>A surviving pawn goes to %1, the weakest defended border province (defence %2).</source>
        <translation>Ein überlebender Spielstein kommt nach %1, in die am schwächsten verteidigte Grenzprovinz (Verteidigung %2).</translation>
    </message>
    <message>
        <source>Keeps the part of its split empire with %1, worth most.</source>
        <translation>Behält den wertvollsten Teil seines geteilten Reichs, den mit %1.</translation>
    </message>
    <message>
        <source>Fort in %1: a virtual player places its forts offensively, in the province next to the most opposing or neutral provinces.</source>
        <translation>Festung in %1: Ein fiktiver Spieler setzt seine Festungen offensiv ein, in die Provinz mit den meisten angrenzenden gegnerischen oder neutralen Provinzen.</translation>
    </message>
    <message>
        <source>Places a pawn in %1: one pawn in every province.</source>
        <translation>Setzt einen Spielstein nach %1: ein Spielstein in jede Provinz.</translation>
    </message>
    <message>
        <source>Its pawns are in place: the reorganization ends.</source>
        <translation>Seine Spielsteine stehen: Die Reorganisation endet.</translation>
    </message>
    <message>
        <source>Diplomacy: peace with %1, the greatest threat to its provinces it does not attack.</source>
        <translation>Diplomatie: Frieden mit %1, der größten Bedrohung seiner Provinzen unter denen, die er nicht angreift.</translation>
    </message>
    <message>
        <source>The conquests of its plan are done.</source>
        <translation>Die Übernahmen seines Plans sind erledigt.</translation>
    </message>
    <message>
        <source>The only civilization it may take.</source>
        <translation>Die einzige Zivilisation, die er nehmen darf.</translation>
    </message>
    <message>
        <source>Expands.</source>
        <translation>Dehnt sich aus.</translation>
    </message>
    <message>
        <source>The conquests end.</source>
        <translation>Die Übernahmen enden.</translation>
    </message>
    <message>
        <source>Fort in %1, where the next players threaten most.</source>
        <translation>Festung in %1, wo die nächsten Spieler am stärksten drohen.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message numerus="yes">
        <source>%n worth more</source>
        <translation>
            <numerusform>%n wertvoller</numerusform>
            <numerusform>%n wertvoller</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The rulebook&apos;s virtual player always takes civilization I.</source>
        <translation>Der fiktive Spieler der Spielregel nimmt immer Zivilisation I.</translation>
    </message>
    <message>
        <source>Takes %1: the rulebook&apos;s virtual player always takes civilization I.</source>
        <translation>Nimmt %1: Der fiktive Spieler der Spielregel nimmt immer Zivilisation I.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
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
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes %1: %2, and collects %3.</source>
        <translation>Nimmt %1: %2, und erhält %3.</translation>
    </message>
    <message>
        <source>Takes %1: %2.</source>
        <translation>Nimmt %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n cheaper to conquer</source>
        <translation>
            <numerusform>%n billiger zu übernehmen</numerusform>
            <numerusform>%n billiger zu übernehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its tiles change none of the %n province(s) it can enter.</source>
        <translation>
            <numerusform>Seine Kärtchen ändern nichts an der Provinz, in die er einziehen kann.</numerusform>
            <numerusform>Seine Kärtchen ändern nichts an den %n Provinzen, in die er einziehen kann.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the %n province(s) it can enter, its tiles make %1.</source>
        <translation>
            <numerusform>Von der Provinz, in die er einziehen kann, machen seine Kärtchen %1.</numerusform>
            <numerusform>Von den %n Provinzen, in die er einziehen kann, machen seine Kärtchen %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by expanding with %n conquest(s)</source>
        <translation>
            <numerusform>bei Ausdehnung mit %n Übernahme</numerusform>
            <numerusform>bei Ausdehnung mit %n Übernahmen</numerusform>
        </translation>
    </message>
    <message>
        <source>by expanding without conquest</source>
        <translation>bei Ausdehnung ohne Übernahme</translation>
    </message>
    <message>
        <source>by declining for %1</source>
        <translation>bei Niedergang für %1</translation>
    </message>
    <message>
        <source>by keeping its empire</source>
        <translation>wenn er sein Reich behält</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>It expects about as many points as %1.</source>
        <translation>Er erwartet etwa so viele Punkte wie %1.</translation>
    </message>
    <message numerus="yes">
        <source>It expects about %n more point(s) than %1.</source>
        <translation>
            <numerusform>Er erwartet etwa %n Punkt mehr als %1.</numerusform>
            <numerusform>Er erwartet etwa %n Punkte mehr als %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>the die shows %1</source>
        <translation>der Wurf zeigt %1</translation>
    </message>
    <message>
        <source>The empire would score %1 (fewer than 10) and has %2 to expand (fewer than %3);</source>
        <translation>Das Reich brächte %1 (weniger als 10) und hat %2 zur Ausdehnung (weniger als %3);</translation>
    </message>
    <message numerus="yes">
        <source>%1, more than %n: it declines.</source>
        <translation>
            <numerusform>%1, mehr als %n: Niedergang.</numerusform>
            <numerusform>%1, mehr als %n: Niedergang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, not more than %n: no decline.</source>
        <translation>
            <numerusform>%1, nicht mehr als %n: kein Niedergang.</numerusform>
            <numerusform>%1, nicht mehr als %n: kein Niedergang.</numerusform>
        </translation>
    </message>
    <message>
        <source>a leftover pawn goes to the board&apos;s edge while new empires are entering</source>
        <translation>ein übriger Spielstein kommt an den Rand des Spielplans, solange neue Reiche hereinkommen</translation>
    </message>
    <message>
        <source>a leftover pawn goes next to an active empire</source>
        <translation>ein übriger Spielstein kommt neben ein aktives Reich</translation>
    </message>
    <message>
        <source>a leftover pawn goes to the province worth more</source>
        <translation>ein übriger Spielstein kommt in die wertvollere Provinz</translation>
    </message>
    <message numerus="yes">
        <source>a leftover pawn; the die (%1) chose among %n equal provinces</source>
        <translation>
            <numerusform>ein übriger Spielstein; der Wurf (%1) entschied unter %n gleichwertigen Provinz</numerusform>
            <numerusform>ein übriger Spielstein; der Wurf (%1) entschied unter %n gleichwertigen Provinzen</numerusform>
        </translation>
    </message>
    <message>
        <source>an even defence along its borders</source>
        <translation>eine gleichmäßige Verteidigung seiner Grenzen</translation>
    </message>
    <message>
        <source>Declines: expanding would give it %1 for its %2; the decline scores %3 now.</source>
        <translation>Niedergang: Ausdehnen brächte ihm %1 für %2; der Niedergang bringt jetzt %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n Provinz</numerusform>
            <numerusform>%n Provinzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Expands without a conquest in view.</source>
        <translation>Dehnt sich aus, ohne Übernahme in Sicht.</translation>
    </message>
    <message numerus="yes">
        <source>Expands with %n conquest(s) in view.</source>
        <translation>
            <numerusform>Dehnt sich aus, mit %n Übernahme in Sicht.</numerusform>
            <numerusform>Dehnt sich aus, mit %n Übernahmen in Sicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rebirth:</source>
        <translation>Renaissance:</translation>
    </message>
    <message>
        <source>Rebirth: declines now.</source>
        <translation>Renaissance: geht jetzt in den Niedergang.</translation>
    </message>
    <message>
        <source>Rebirth: keeps its empire.</source>
        <translation>Renaissance: behält sein Reich.</translation>
    </message>
    <message>
        <source>The empire would score %1 (not fewer than 10): no decline.</source>
        <translation>Das Reich brächte %1 (nicht weniger als 10): kein Niedergang.</translation>
    </message>
    <message>
        <source>The empire has %1 to expand (not fewer than %2): no decline.</source>
        <translation>Das Reich hat %1 zur Ausdehnung (nicht weniger als %2): kein Niedergang.</translation>
    </message>
    <message>
        <source>Enters the board in %1: worth %2, it costs %3.</source>
        <translation>Betritt den Spielplan in %1: %2 wert, kostet %3.</translation>
    </message>
    <message>
        <source>Conquers %1: worth %2, it costs %3.</source>
        <translation>Übernimmt %1: %2 wert, kostet %3.</translation>
    </message>
    <message>
        <source>Conquers %1 for %2 (worth %3): the one conquest it plans.</source>
        <translation>Übernimmt %1 für %2 (%3 wert): die einzige Übernahme seines Plans.</translation>
    </message>
    <message>
        <source>Conquers %1 for %2 (worth %3): conquest %4 of the %5 it plans.</source>
        <translation>Übernimmt %1 für %2 (%3 wert): Übernahme %4 von %5 seines Plans.</translation>
    </message>
    <message numerus="yes">
        <source>(Counting the %n point(s) its declining empire loses.)</source>
        <translation>
            <numerusform>(Eingerechnet: %n Punkt, den sein niedergehendes Reich verliert.)</numerusform>
            <numerusform>(Eingerechnet: %n Punkte, die sein niedergehendes Reich verliert.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(Slavery adds %n point(s).)</source>
        <translation>
            <numerusform>(Sklaverei bringt %n Punkt mehr.)</numerusform>
            <numerusform>(Sklaverei bringt %n Punkte mehr.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: it settles on a coast of the open sea.</source>
        <translation>%1: Er lässt sich an einer Küste des offenen Meeres nieder.</translation>
    </message>
    <message>
        <source>%1 would be preferred but costs %2; it has %3.</source>
        <translation>%1 wäre besser, kostet aber %2; er hat %3.</translation>
    </message>
    <message numerus="yes">
        <source>The die (%1) chose among %n equal provinces.</source>
        <translation>
            <numerusform>Der Wurf (%1) entschied unter %n gleichwertigen Provinz.</numerusform>
            <numerusform>Der Wurf (%1) entschied unter %n gleichwertigen Provinzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A surviving pawn goes to %1, the weakest defended border province (defence %2); the die (%3) chose among %n equal provinces.</source>
        <translation>
            <numerusform>Ein überlebender Spielstein kommt nach %1, in die am schwächsten verteidigte Grenzprovinz (Verteidigung %2); der Wurf (%3) entschied unter %n gleichwertigen Provinz.</numerusform>
            <numerusform>Ein überlebender Spielstein kommt nach %1, in die am schwächsten verteidigte Grenzprovinz (Verteidigung %2); der Wurf (%3) entschied unter %n gleichwertigen Provinzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its move was refused; it plays the first legal move instead.</source>
        <translation>Sein Zug wurde abgelehnt; er spielt stattdessen den ersten erlaubten Zug.</translation>
    </message>
    <message>
        <source>the die shows %1, %2 with %3</source>
        <translation>der Wurf zeigt %1, %2 mit %3</translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1, which it gives up.</source>
        <translation>
            <numerusform>Nimmt einen Spielstein aus %1 und gibt die Provinz auf.</numerusform>
            <numerusform>Nimmt %n Spielsteine aus %1 und gibt die Provinz auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1 (%2 wanted there) to even out its border.</source>
        <translation>
            <numerusform>Nimmt einen Spielstein aus %1 (dort %2 gewünscht), um seine Grenze auszugleichen.</numerusform>
            <numerusform>Nimmt %n Spielsteine aus %1 (dort %2 gewünscht), um seine Grenze auszugleichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1 (%2 wanted there).</source>
        <translation>
            <numerusform>Nimmt einen Spielstein aus %1 (dort %2 gewünscht).</numerusform>
            <numerusform>Nimmt %n Spielsteine aus %1 (dort %2 gewünscht).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Places %n pawn(s) in %1 (%2 in all): %3.</source>
        <translation>
            <numerusform>Setzt einen Spielstein nach %1 (insgesamt %2): %3.</numerusform>
            <numerusform>Setzt %n Spielsteine nach %1 (insgesamt %2): %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Places %n pawn(s) in %1 (%2 in all): it puts the risk of losing it at %3%.</source>
        <translation>
            <numerusform>Setzt einen Spielstein nach %1 (insgesamt %2): Er schätzt das Risiko, die Provinz zu verlieren, auf %3 %.</numerusform>
            <numerusform>Setzt %n Spielsteine nach %1 (insgesamt %2): Er schätzt das Risiko, die Provinz zu verlieren, auf %3 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surviving pawn(s) go to %1, where they lower the risk most.</source>
        <translation>
            <numerusform>Ein überlebender Spielstein kommt nach %1, wo er das Risiko am stärksten senkt.</numerusform>
            <numerusform>%n überlebende Spielsteine kommen nach %1, wo sie das Risiko am stärksten senken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its first turn goes on into the conquests, with none in view.</source>
        <translation>Sein erster Zug geht mit den Übernahmen weiter, ohne Übernahme in Sicht.</translation>
    </message>
    <message numerus="yes">
        <source>Enters the board at once, in this first turn: %n conquest(s) in view.</source>
        <translation>
            <numerusform>Betritt den Spielplan sofort, in diesem ersten Zug: %n Übernahme in Sicht.</numerusform>
            <numerusform>Betritt den Spielplan sofort, in diesem ersten Zug: %n Übernahmen in Sicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>It expects to finish the game about as far ahead of its best rival as %1.</source>
        <translation>Er erwartet, das Spiel mit etwa demselben Vorsprung vor seinem stärksten Rivalen zu beenden wie %1.</translation>
    </message>
    <message numerus="yes">
        <source>It expects to finish the game about %n point(s) further ahead of its best rival than %1.</source>
        <translation>
            <numerusform>Er erwartet, das Spiel mit etwa %n Punkt mehr Vorsprung vor seinem stärksten Rivalen zu beenden als %1.</numerusform>
            <numerusform>Er erwartet, das Spiel mit etwa %n Punkten mehr Vorsprung vor seinem stärksten Rivalen zu beenden als %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes %1: %2, at a cost of %3.</source>
        <translation>Nimmt %1: %2, kostet %3.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Virtual player, as the rulebook plays it</source>
        <translation>Fiktiver Spieler nach der Spielregel</translation>
    </message>
    <message>
        <source>Virtual player, choosing by cost - 2 x value</source>
        <translation>Fiktiver Spieler, Wahl nach Kosten - 2 x Wert</translation>
    </message>
    <message>
        <source>Virtual player, attacking real players on ties</source>
        <translation>Fiktiver Spieler, greift bei Gleichstand echte Spieler an</translation>
    </message>
    <message>
        <source>Virtual player with both of the rulebook&apos;s variants</source>
        <translation>Fiktiver Spieler mit beiden Varianten der Spielregel</translation>
    </message>
    <message>
        <source>Strategist, easy</source>
        <translation>Stratege, leicht</translation>
    </message>
    <message>
        <source>Strategist, normal</source>
        <translation>Stratege, normal</translation>
    </message>
    <message>
        <source>Strategist, hard</source>
        <translation>Stratege, schwer</translation>
    </message>
    <message>
        <source>Strategist (normal)</source>
        <translation>Stratege (normal)</translation>
    </message>
    <message>
        <source>Random legal moves (for tests)</source>
        <translation>Zufällige erlaubte Züge (für Tests)</translation>
    </message>
    <message>
        <source>Unknown player kind &quot;%1&quot;; known kinds: %2.</source>
        <translation>Unbekannte Spielerart „%1“; bekannte Arten: %2.</translation>
    </message>
</context>
<context>
    <name>AreaClassifier</name>
    <message>
        <source>its name “%1”</source>
        <translation>sein Name „%1“</translation>
    </message>
    <message>
        <source>the group “%1” around it</source>
        <translation>die umgebende Gruppe „%1“</translation>
    </message>
    <message>
        <source>its blue fill %1</source>
        <translation>seine blaue Füllung %1</translation>
    </message>
    <message>
        <source>its fill %1 is not blue</source>
        <translation>seine Füllung %1 ist nicht blau</translation>
    </message>
    <message>
        <source>no hint: land by default</source>
        <translation>kein Hinweis, daher Land</translation>
    </message>
    <message numerus="yes">
        <source>the blue fill %1 of its %n shape(s)</source>
        <translation>
            <numerusform>die blaue Füllung %1 seiner Formen (%n)</numerusform>
            <numerusform>die blaue Füllung %1 seiner Formen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the fill %1 of its %n shape(s), not blue</source>
        <translation>
            <numerusform>die Füllung %1 seiner Formen (%n), nicht blau</numerusform>
            <numerusform>die Füllung %1 seiner Formen (%n), nicht blau</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autoplay</name>
    <message>
        <source>Seat %1 (%2) made an illegal move: %3</source>
        <translation>Platz %1 (%2) hat einen unerlaubten Zug gemacht: %3</translation>
    </message>
    <message numerus="yes">
        <source>The game did not end within %n action(s).</source>
        <translation>
            <numerusform>Das Spiel endete nicht innerhalb von %n Aktion.</numerusform>
            <numerusform>Das Spiel endete nicht innerhalb von %n Aktionen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CanvasContextMenu</name>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci-Karteneditor</translation>
    </message>
    <message>
        <source>Set by hand (kept when adjacency runs again)</source>
        <translation>Von Hand gesetzt (bleibt bei erneuter Nachbarschaftssuche erhalten)</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Verbindung löschen</translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n Gebiet</numerusform>
            <numerusform>%n Gebiete</numerusform>
        </translation>
    </message>
    <message>
        <source>Make province</source>
        <translation>Zur Provinz machen</translation>
    </message>
    <message>
        <source>Make sea zone</source>
        <translation>Zur Meereszone machen</translation>
    </message>
    <message>
        <source>Select neighbours</source>
        <translation>Nachbarn auswählen</translation>
    </message>
    <message>
        <source>Not an area (keep as decoration)</source>
        <translation>Kein Gebiet (als Dekoration behalten)</translation>
    </message>
</context>
<context>
    <name>ChangeLink</name>
    <message>
        <source>Make %1 – %2 a %3</source>
        <translation>%1 – %2 als %3 festlegen</translation>
    </message>
    <message>
        <source>Keep %1 – %2 as set by hand</source>
        <translation>%1 – %2 als von Hand gesetzt behalten</translation>
    </message>
    <message>
        <source>Let adjacency runs change %1 – %2</source>
        <translation>%1 – %2 für die Nachbarschaftssuche freigeben</translation>
    </message>
</context>
<context>
    <name>CostTerm</name>
    <message>
        <source>Conquest</source>
        <translation>Übernahme</translation>
    </message>
    <message>
        <source>Forest or mountain</source>
        <translation>Wald oder Gebirge</translation>
    </message>
    <message>
        <source>Defending pawns</source>
        <translation>Verteidigende Spielsteine</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Bürgerwehr</translation>
    </message>
    <message>
        <source>Attacking from a mountain</source>
        <translation>Angriff von einem Gebirge</translation>
    </message>
    <message>
        <source>Attacking from a fort</source>
        <translation>Angriff von einer Festung</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation>Bergvolk</translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation>Galeeren</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Spione</translation>
    </message>
    <message>
        <source>A conquest never costs less than this</source>
        <translation>Eine Übernahme kostet nie weniger</translation>
    </message>
    <message>
        <source>Drakkar</source>
        <translation>Drachenboote</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Reiterei</translation>
    </message>
    <message>
        <source>Camels</source>
        <translation>Kamele</translation>
    </message>
    <message>
        <source>Religion: the pawn is converted</source>
        <translation>Religion: der Spielstein wird bekehrt</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>An area cannot be linked to itself.</source>
        <translation>Ein Gebiet kann nicht mit sich selbst verbunden werden.</translation>
    </message>
    <message>
        <source>%1 and %2 are already linked.</source>
        <translation>%1 und %2 sind schon verbunden.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n link(s)</source>
        <translation>
            <numerusform>%n Verbindung entfernen</numerusform>
            <numerusform>%n Verbindungen entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Two provinces are linked by a land border or a shared coast.</source>
        <translation>Zwei Provinzen werden durch eine Landgrenze oder eine gemeinsame Küste verbunden.</translation>
    </message>
    <message>
        <source>A link with a sea zone is a sea link.</source>
        <translation>Eine Verbindung mit einer Meereszone ist eine Meeresverbindung.</translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) sea zones</source>
        <translation>
            <numerusform>%n Gebiet zur Meereszone machen</numerusform>
            <numerusform>%n Gebiete zu Meereszonen machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) provinces</source>
        <translation>
            <numerusform>%n Gebiet zur Provinz machen</numerusform>
            <numerusform>%n Gebiete zu Provinzen machen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) decoration</source>
        <translation>
            <numerusform>%n Gebiet zur Dekoration machen</numerusform>
            <numerusform>%n Gebiete zur Dekoration machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 sea zone(s)</source>
        <translation>
            <numerusform>%1 zur Meereszone machen</numerusform>
            <numerusform>%1 zu Meereszonen machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 province(s)</source>
        <translation>
            <numerusform>%1 zur Provinz machen</numerusform>
            <numerusform>%1 zu Provinzen machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the terrain of %1 to %2</source>
        <translation>
            <numerusform>Gelände von %1 auf %2 setzen</numerusform>
            <numerusform>Gelände von %1 auf %2 setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the terrain of %n provinces to %1</source>
        <translation>
            <numerusform>Gelände von %n Provinz auf %1 setzen</numerusform>
            <numerusform>Gelände von %n Provinzen auf %1 setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 decoration</source>
        <translation>
            <numerusform>%1 zur Dekoration machen</numerusform>
            <numerusform>%1 zur Dekoration machen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorLanguage</name>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci-Karteneditor</translation>
    </message>
</context>
<context>
    <name>EngineCommand</name>
    <message>
        <source>Speak the JSON-lines engine protocol on standard input and output (docs/protocol.md).</source>
        <translation>Spricht das Engine-Protokoll in JSON-Zeilen über Standardein- und -ausgabe (docs/protocol.md).</translation>
    </message>
</context>
<context>
    <name>EngineProtocol</name>
    <message>
        <source>The line is not valid JSON: %1 at character %2.</source>
        <translation>Die Zeile ist kein gültiges JSON: %1 bei Zeichen %2.</translation>
    </message>
    <message>
        <source>A request must be a JSON object.</source>
        <translation>Eine Anfrage muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>A request needs a &quot;cmd&quot; string naming the command.</source>
        <translation>Eine Anfrage braucht eine Zeichenkette „cmd“ mit dem Namen des Befehls.</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object.</source>
        <translation>„options“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>Unknown option &quot;%1&quot;.</source>
        <translation>Unbekannte Option „%1“.</translation>
    </message>
    <message>
        <source>&quot;apply&quot; needs an &quot;action&quot; object.</source>
        <translation>„apply“ braucht ein Objekt „action“.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a whole number of at least 1.</source>
        <translation>„count“ muss eine ganze Zahl von mindestens 1 sein.</translation>
    </message>
    <message>
        <source>&quot;save&quot; needs a &quot;file&quot; string.</source>
        <translation>„save“ braucht eine Zeichenkette „file“.</translation>
    </message>
    <message>
        <source>&quot;load&quot; needs a &quot;file&quot; string.</source>
        <translation>„load“ braucht eine Zeichenkette „file“.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number.</source>
        <translation>„seed“ muss eine ganze Zahl sein.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n action(s) can be undone.</source>
        <translation>
            <numerusform>Nur %n Aktion kann rückgängig gemacht werden.</numerusform>
            <numerusform>Nur %n Aktionen können rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>„%1“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;; known commands: hello, new, setup, state, legal, apply, undo, ai, save, load, quit.</source>
        <translation>Unbekannter Befehl „%1“; bekannte Befehle: hello, new, setup, state, legal, apply, undo, ai, save, load, quit.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes no field &quot;%2&quot;.</source>
        <translation>„%1“ hat kein Feld „%2“.</translation>
    </message>
    <message>
        <source>There is no game yet: send &quot;new&quot;, &quot;setup&quot; or &quot;load&quot; first.</source>
        <translation>Es gibt noch kein Spiel: Senden Sie zuerst „new“, „setup“ oder „load“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a &quot;map&quot; string.</source>
        <translation>„%1“ braucht eine Zeichenkette „map“.</translation>
    </message>
    <message>
        <source>&quot;setup&quot; needs a &quot;state&quot; object.</source>
        <translation>„setup“ braucht ein Objekt „state“.</translation>
    </message>
    <message>
        <source>A game begun with &quot;setup&quot; cannot be saved: a save replays its actions from the first position.</source>
        <translation>Ein mit „setup“ begonnenes Spiel kann nicht gespeichert werden: ein Spielstand spielt seine Aktionen von der Anfangsstellung an nach.</translation>
    </message>
    <message>
        <source>&quot;kind&quot; must be a string.</source>
        <translation>„kind“ muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; applies only to virtual players, and no seat is virtual.</source>
        <translation>„%1“ gilt nur für fiktive Spieler, und kein Platz ist fiktiv.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not apply under the Online 2013 rules (one tile of each kind).</source>
        <translation>„%1“ gilt nicht nach den Online-Regeln 2013 (ein Kärtchen jeder Art).</translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>Map id</source>
        <translation>Kennung der Karte</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Kartenname</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Provinces</source>
        <translation>Provinzen</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <source>Online 2013 rules</source>
        <translation>Regeln Online 2013</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>extra pawns</source>
        <translation>zusätzliche Spielsteine</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
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
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>%1 (double-click to fill it in)</source>
        <comment>a missing name&apos;s finding</comment>
        <translation>%1 (Doppelklick, um ihn einzutragen)</translation>
    </message>
</context>
<context>
    <name>GameEvent</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn.</source>
        <translation>Runde %1: %2 ist am Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire goes into decline (%n province(s)).</source>
        <translation>
            <numerusform>Das Reich von %1 geht in den Niedergang (%n Provinz).</numerusform>
            <numerusform>Das Reich von %1 geht in den Niedergang (%n Provinzen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s older declining empire leaves the board (%n pawn(s)).</source>
        <translation>
            <numerusform>Das ältere niedergehende Reich von %1 verlässt den Spielplan (%n Spielstein).</numerusform>
            <numerusform>Das ältere niedergehende Reich von %1 verlässt den Spielplan (%n Spielsteine).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n pawn(s).</source>
        <translation>
            <numerusform>%1 nimmt %n Spielstein auf die Hand.</numerusform>
            <numerusform>%1 nimmt %n Spielsteine auf die Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n pawn(s) from %2.</source>
        <translation>
            <numerusform>%1 erhält %n Spielstein durch %2.</numerusform>
            <numerusform>%1 erhält %n Spielsteine durch %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 abandons %2.</source>
        <translation>%1 räumt %2.</translation>
    </message>
    <message>
        <source>%1 is at peace with %2.</source>
        <translation>%1 hat Frieden mit %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 from %3 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 übernimmt %2 von %3 für %n Spielstein.</numerusform>
            <numerusform>%1 übernimmt %2 von %3 für %n Spielsteine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 übernimmt %2 für %n Spielstein.</numerusform>
            <numerusform>%1 übernimmt %2 für %n Spielsteine.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s declining pawns leave %2 (contact with the active empire).</source>
        <translation>Die niedergehenden Spielsteine von %1 verlassen %2 (Kontakt mit dem aktiven Reich).</translation>
    </message>
    <message numerus="yes">
        <source>The Field General&apos;s %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>%n Spielstein des Heerführers verlässt das Reich von %1.</numerusform>
            <numerusform>%n Spielsteine des Heerführers verlassen das Reich von %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 empty.</source>
        <translation>%1 lässt %2 leer.</translation>
    </message>
    <message>
        <source>%1 builds a fort in %2.</source>
        <translation>%1 baut eine Festung in %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n victory point(s).</source>
        <translation>
            <numerusform>%1 erhält %n Siegpunkt.</numerusform>
            <numerusform>%1 erhält %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 redeploys a pawn to %2.</source>
        <translation>%1 setzt einen Spielstein nach %2 zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire has no province left: %n pawn(s) will re-enter the board.</source>
        <translation>
            <numerusform>Das Reich von %1 hat keine Provinz mehr: %n Spielstein kommt wieder über den Spielplanrand ins Spiel.</numerusform>
            <numerusform>Das Reich von %1 hat keine Provinz mehr: %n Spielsteine kommen wieder über den Spielplanrand ins Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>Das Spiel ist zu Ende: %1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Das Spiel ist zu Ende: %1 gewinnt.</translation>
    </message>
    <message>
        <source>A surviving pawn of %1 is placed automatically in %2.</source>
        <translation>Ein überlebender Spielstein von %1 wird automatisch nach %2 gesetzt.</translation>
    </message>
    <message>
        <source>%1 reorganizes the empire before it goes into decline (Philosophy).</source>
        <translation>%1 reorganisiert das Reich, bevor es in den Niedergang geht (Philosophie).</translation>
    </message>
    <message>
        <source>%1 chooses %2 (%3, %4).</source>
        <translation>%1 wählt %2 (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n victory point(s)</source>
        <translation>
            <numerusform>+%n Siegpunkt</numerusform>
            <numerusform>+%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 places %n pawn(s) in %2.</source>
        <translation>
            <numerusform>%1 setzt %n Spielstein nach %2.</numerusform>
            <numerusform>%1 setzt %n Spielsteine nach %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n pawn(s) from %2.</source>
        <translation>
            <numerusform>%1 nimmt %n Spielstein aus %2.</numerusform>
            <numerusform>%1 nimmt %n Spielsteine aus %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the provinces of a list of moves</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 redeploys %2.</source>
        <translation>%1 setzt zurück: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) to %1</source>
        <translation>
            <numerusform>%n Spielstein nach %1</numerusform>
            <numerusform>%n Spielsteine nach %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message numerus="yes">
        <source>%n surviving pawn(s) of %1 placed automatically: %2.</source>
        <translation>
            <numerusform>%n überlebender Spielstein von %1 automatisch gesetzt: %2.</numerusform>
            <numerusform>%n überlebende Spielsteine von %1 automatisch gesetzt: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in %1</source>
        <translation>
            <numerusform>%n Spielstein nach %1</numerusform>
            <numerusform>%n Spielsteine nach %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message numerus="yes">
        <source>places %n pawn(s) in %1</source>
        <translation>
            <numerusform>setzt %n Spielstein nach %1</numerusform>
            <numerusform>setzt %n Spielsteine nach %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lifts %n pawn(s) from %1</source>
        <translation>
            <numerusform>nimmt %n Spielstein aus %1</numerusform>
            <numerusform>nimmt %n Spielsteine aus %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>%1 reorganizes: %2.</source>
        <translation>%1 reorganisiert: %2.</translation>
    </message>
    <message>
        <source>%1 reorganizes: %2; %3.</source>
        <translation>%1 reorganisiert: %2; %3.</translation>
    </message>
    <message>
        <source>%1 converts %2 from %3 (Religion): a pawn of %1&apos;s takes the place of theirs.</source>
        <translation>%1 bekehrt %2 von %3 (Religion): ein Spielstein von %1 tritt an die Stelle des seinen.</translation>
    </message>
    <message numerus="yes">
        <source>The Legions&apos; %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>%n Spielstein der Legionen verlässt das Reich von %1.</numerusform>
            <numerusform>%n Spielsteine der Legionen verlassen das Reich von %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>The victory target cannot be negative.</source>
        <translation>Die Siegpunktzahl darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>Virtual players&apos; extra pawns must be between 0 and 50.</source>
        <translation>Die zusätzlichen Spielsteine fiktiver Spieler müssen zwischen 0 und 50 liegen.</translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score must be between 0 and 100.</source>
        <translation>Die Anfangspunkte fiktiver Spieler müssen zwischen 0 und 100 liegen.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has no land province.</source>
        <translation>Die Karte „%1“ hat keine Landprovinz.</translation>
    </message>
    <message>
        <source>No map was given.</source>
        <translation>Es wurde keine Karte angegeben.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; is for the Online 2013 rules only.</source>
        <translation>Die Karte „%1“ ist nur für die Regeln Online 2013.</translation>
    </message>
    <message>
        <source>The Online 2013 rules have no virtual players.</source>
        <translation>Die Online-Regeln 2013 kennen keine fiktiven Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>The Classic rules are for %1 to %2 players, not %n.</source>
        <translation>
            <numerusform>Die klassischen Regeln sind für %1 bis %2 Spieler, nicht für %n.</numerusform>
            <numerusform>Die klassischen Regeln sind für %1 bis %2 Spieler, nicht für %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Online 2013 rules are for %1 to %2 players, not %n.</source>
        <translation>
            <numerusform>Die Online-Regeln 2013 sind für %1 bis %2 Spieler, nicht für %n.</numerusform>
            <numerusform>Die Online-Regeln 2013 sind für %1 bis %2 Spieler, nicht für %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map &quot;%1&quot; does not support %n player(s).</source>
        <translation>
            <numerusform>Die Karte „%1“ ist nicht für %n Spieler.</numerusform>
            <numerusform>Die Karte „%1“ ist nicht für %n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>There are %1 but %2.</source>
        <translation>Es gibt %1, aber %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n Platz</numerusform>
            <numerusform>%n Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat kind(s)</source>
        <translation>
            <numerusform>%n Platzart</numerusform>
            <numerusform>%n Platzarten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: click its card, then Take it (or press 1, then Enter).</source>
        <translation>Platz I: Landwirtschaft und Häfen, mit der Zahl der Spielsteine, die sie bringen, und ohne Preis. Nehmen Sie ihn: Klicken Sie auf seine Karte, dann auf Nehmen (oder drücken Sie 1, dann Eingabe).</translation>
    </message>
    <message>
        <source>For this game, take place %1: click its card, then Take it.</source>
        <translation>Nehmen Sie in diesem Spiel Platz %1: Klicken Sie auf seine Karte, dann auf Nehmen.</translation>
    </message>
    <message>
        <source>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press Expand, outlined in gold.</source>
        <translation>Die Computerspieler haben auch gewählt: Sie sind wieder am Zug. Jeder Zug beginnt mit einer Wahl: ausdehnen oder Niedergang. Drücken Sie Ausdehnen, golden umrandet.</translation>
    </message>
    <message>
        <source>Press Expand, outlined in gold, for now.</source>
        <translation>Drücken Sie jetzt Ausdehnen, golden umrandet.</translation>
    </message>
    <message>
        <source>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then click Scotland.</source>
        <translation>Von England aus erreichen Sie seine Nachbarn. Schottland ist Wald: Wald und Gebirge kosten einen Spielstein mehr. Sehen Sie sich sein Abzeichen an, dann klicken Sie auf Schottland.</translation>
    </message>
    <message>
        <source>One more: the Low Countries, which England reaches too. Click them.</source>
        <translation>Noch eine: die Niederlande, die England auch erreicht. Klicken Sie darauf.</translation>
    </message>
    <message>
        <source>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press End conquest.</source>
        <translation>Sie könnten weitermachen, solange Ihre Hand es bezahlt, aber ein dünn verteiltes Reich ist leichte Beute. Drücken Sie Übernahmen beenden.</translation>
    </message>
    <message>
        <source>Press End conquest, outlined in gold, for now.</source>
        <translation>Drücken Sie jetzt Übernahmen beenden, golden umrandet.</translation>
    </message>
    <message>
        <source>Place your pawns on your provinces, then press Confirm and score.</source>
        <translation>Setzen Sie Ihre Spielsteine auf Ihre Provinzen, dann drücken Sie Bestätigen und werten.</translation>
    </message>
    <message>
        <source>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press Decline.</source>
        <translation>Sie sind am Zug. Meist würden Sie sich noch einige Züge ausdehnen; um den ganzen Kreislauf zu sehen, gehen Sie jetzt in den Niedergang. Ein Reich im Niedergang bleibt auf der Karte und wertet weiter, und Sie wählen eine neue Zivilisation. Drücken Sie Niedergang.</translation>
    </message>
    <message>
        <source>Press Decline, outlined in gold, for now.</source>
        <translation>Drücken Sie jetzt Niedergang, golden umrandet.</translation>
    </message>
    <message>
        <source>+%1 for %2</source>
        <translation>+%1 für %2</translation>
    </message>
    <message>
        <source>%1 for your provinces</source>
        <translation>%1 für Ihre Provinzen</translation>
    </message>
    <message>
        <source>%1 for your provinces in decline</source>
        <translation>%1 für Ihre Provinzen im Niedergang</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Lesen Sie zuerst diesen Schritt, dann drücken Sie Weiter.</translation>
    </message>
    <message>
        <source>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Click its card, then Take it.</source>
        <translation>Platz I: Landwirtschaft und Sklaverei, mit der Zahl der Spielsteine, die sie bringen, und ohne Preis. Nach diesen Regeln kommt die Zivilisation, die Sie nehmen, sofort auf die Karte, noch in diesem Zug. Klicken Sie auf ihre Karte, dann auf Nehmen.</translation>
    </message>
    <message>
        <source>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then click Macedonia.</source>
        <translation>Von Thrakien aus erreichen Sie seine Nachbarn. Makedonien ist Wald: Wald und Gebirge kosten einen Spielstein mehr. Sehen Sie sich sein Abzeichen an, dann klicken Sie auf Makedonien.</translation>
    </message>
    <message>
        <source>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then click it.</source>
        <translation>Nach diesen Regeln kann man manche Meere wie Provinzen halten. Die Propontis neben Thrakien ist eines: Sehen Sie sich ihr Abzeichen an, dann klicken Sie darauf.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Hover over England, outlined in violet: its tooltip gives the cost term by term. Then click England to conquer it.</source>
        <translation>Eine neue Zivilisation kommt vom Rand des Spielplans oder von einer Küste. Jede Provinz, die Sie nehmen können, zeigt ihre Kosten auf einem Abzeichen. Zeigen Sie auf England, violett umrandet: Sein Tooltip nennt die Kosten Posten für Posten. Klicken Sie dann auf England, um es zu übernehmen.</translation>
    </message>
    <message>
        <source>Conquer %1 first: it is outlined in violet on the map.</source>
        <translation>Übernehmen Sie zuerst %1: violett umrandet auf der Karte.</translation>
    </message>
    <message>
        <source>Conquer %1 now: it is outlined in violet on the map.</source>
        <translation>Übernehmen Sie jetzt %1: violett umrandet auf der Karte.</translation>
    </message>
    <message>
        <source>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Hover over Thrace, outlined in violet: its tooltip gives the cost term by term. Then click Thrace to conquer it.</source>
        <translation>Eine neue Zivilisation kommt am Rand des Spielplans oder eine Meereszone davon entfernt. Jede Provinz, die Sie nehmen können, zeigt ihre Kosten auf einem Abzeichen. Zeigen Sie auf Thrakien, violett umrandet: Sein Tooltip nennt die Kosten Posten für Posten. Klicken Sie dann auf Thrakien, um es zu übernehmen.</translation>
    </message>
    <message>
        <source>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Left-click a province to place a pawn, right-click to take one back, or press Auto-distribute. Once they are all placed, Confirm and score is outlined: press it.</source>
        <translation>Reorganisation: Die Spielsteine auf Ihrer Hand kommen auf Ihre Provinzen, mindestens einer auf jede. Linksklick auf eine Provinz setzt einen Spielstein, Rechtsklick nimmt einen zurück, oder drücken Sie Automatisch verteilen. Sind alle gesetzt, ist Bestätigen und werten golden umrandet: Drücken Sie es.</translation>
    </message>
    <message>
        <source>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Click place I, then Take it.</source>
        <translation>Wählen Sie erneut. Wird ein Platz genommen, rücken die Plätze darunter auf, und Münzen auf einem Platz bekommt mit ihm, wer ihn nimmt. Klicken Sie auf Platz I, dann auf Nehmen.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Move the ring to England, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</source>
        <translation>Eine neue Zivilisation kommt vom Rand des Spielplans oder von einer Küste. Jede Provinz, die Sie nehmen können, zeigt ihre Kosten auf einem Abzeichen. Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf England, violett umrandet, und drücken Sie dann Eingabe, um es zu übernehmen.</translation>
    </message>
    <message>
        <source>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Scotland and press Enter.</source>
        <translation>Von England aus erreichen Sie seine Nachbarn. Schottland ist Wald: Wald und Gebirge kosten einen Spielstein mehr. Sehen Sie sich sein Abzeichen an, bewegen Sie dann den Ring auf Schottland und drücken Sie Eingabe.</translation>
    </message>
    <message>
        <source>One more: the Low Countries, which England reaches too. Move the ring to them and press Enter.</source>
        <translation>Noch eine: die Niederlande, die England auch erreicht. Bewegen Sie den Ring darauf und drücken Sie Eingabe.</translation>
    </message>
    <message>
        <source>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Press 1, then Enter.</source>
        <translation>Platz I: Landwirtschaft und Sklaverei, mit der Zahl der Spielsteine, die sie bringen, und ohne Preis. Nach diesen Regeln kommt die Zivilisation, die Sie nehmen, sofort auf die Karte, noch in diesem Zug. Drücken Sie 1, dann Eingabe.</translation>
    </message>
    <message>
        <source>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Move the ring to Thrace, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</source>
        <translation>Eine neue Zivilisation kommt am Rand des Spielplans oder eine Meereszone davon entfernt. Jede Provinz, die Sie nehmen können, zeigt ihre Kosten auf einem Abzeichen. Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf Thrakien, violett umrandet, und drücken Sie dann Eingabe, um es zu übernehmen.</translation>
    </message>
    <message>
        <source>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Macedonia and press Enter.</source>
        <translation>Von Thrakien aus erreichen Sie seine Nachbarn. Makedonien ist Wald: Wald und Gebirge kosten einen Spielstein mehr. Sehen Sie sich sein Abzeichen an, bewegen Sie dann den Ring auf Makedonien und drücken Sie Eingabe.</translation>
    </message>
    <message>
        <source>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then move the ring to it and press Enter.</source>
        <translation>Nach diesen Regeln kann man manche Meere wie Provinzen halten. Die Propontis neben Thrakien ist eines: Sehen Sie sich ihr Abzeichen an, bewegen Sie dann den Ring darauf und drücken Sie Eingabe.</translation>
    </message>
    <message>
        <source>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Enter on a province places a pawn, Backspace takes one back (the arrow keys or Tab move the ring), or press A to auto-distribute them. Once they are all placed, press S (Confirm and score).</source>
        <translation>Reorganisation: Die Spielsteine auf Ihrer Hand kommen auf Ihre Provinzen, mindestens einer auf jede. Eingabe auf einer Provinz setzt einen Spielstein, Rücktaste nimmt einen zurück (die Pfeiltasten oder Tab bewegen den Ring), oder drücken Sie A, um sie automatisch zu verteilen. Sind alle gesetzt, drücken Sie S (Bestätigen und werten).</translation>
    </message>
    <message>
        <source>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Press 1 for place I, then Enter.</source>
        <translation>Wählen Sie erneut. Wird ein Platz genommen, rücken die Plätze darunter auf, und Münzen auf einem Platz bekommt mit ihm, wer ihn nimmt. Drücken Sie 1 für Platz I, dann Eingabe.</translation>
    </message>
    <message>
        <source>Welcome to Vinci. You are Player 1, in orange, against two computer players. Civilizations rise and fall: you lead one, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another. Each step points at what to look at.</source>
        <translation>Willkommen bei Vinci. Sie sind Spieler 1, in Orange, gegen zwei Computerspieler. Zivilisationen steigen auf und gehen unter: Sie führen eine, übernehmen mit ihren Spielsteinen Provinzen, werten dafür am Ende jedes Ihrer Züge Siegpunkte und schicken sie, wenn sie nicht mehr wachsen kann, in den Niedergang und wählen eine neue. Jeder Schritt zeigt, wohin Sie schauen sollen.</translation>
    </message>
    <message>
        <source>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free. Each place further down costs victory points, as its card says: you leave a coin on every place you pass over, and whoever takes a place later takes its coins and their points.</source>
        <translation>Das ist die Leiste der Zivilisationen, golden umrandet: sechs Zivilisationen untereinander (scrollen Sie die Leiste, um alle zu sehen), jede ein Paar Kärtchen, das ihre Spielsteine und ihre Fähigkeiten gibt. Platz I ist kostenlos. Jeder Platz weiter unten kostet Siegpunkte, wie seine Karte zeigt: Sie lassen eine Münze auf jedem Platz, den Sie überspringen, und wer einen Platz später nimmt, nimmt seine Münzen und ihre Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is %2 (everyone starts with 10).</source>
        <translation>
            <numerusform>Sie haben die Zivilisation %1 genommen: %n Spielstein auf Ihrer Hand. Sie haben %2 Punkte (alle beginnen mit 10).</numerusform>
            <numerusform>Sie haben die Zivilisation %1 genommen: %n Spielsteine auf Ihrer Hand. Sie haben %2 Punkte (alle beginnen mit 10).</numerusform>
        </translation>
    </message>
    <message>
        <source>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: press 1, then Enter.</source>
        <translation>Platz I: Landwirtschaft und Häfen, mit der Zahl der Spielsteine, die sie bringen, und ohne Preis. Nehmen Sie ihn: Drücken Sie 1, dann Eingabe.</translation>
    </message>
    <message>
        <source>For this game, take place %1: press %2, then Enter.</source>
        <translation>Nehmen Sie in diesem Spiel Platz %1: Drücken Sie %2, dann Eingabe.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n pawn(s) in hand to conquer with.</source>
        <translation>
            <numerusform>Sie haben %n Spielstein auf der Hand für Ihre Übernahmen.</numerusform>
            <numerusform>Sie haben %n Spielsteine auf der Hand für Ihre Übernahmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press E (Expand, outlined in gold).</source>
        <translation>Die Computerspieler haben auch gewählt: Sie sind wieder am Zug. Jeder Zug beginnt mit einer Wahl: ausdehnen oder Niedergang. Drücken Sie E (Ausdehnen, golden umrandet).</translation>
    </message>
    <message>
        <source>Press E (Expand, outlined in gold) for now.</source>
        <translation>Drücken Sie jetzt E (Ausdehnen, golden umrandet).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cost you %n pawn(s): %2.</source>
        <translation>
            <numerusform>Die Übernahme von %1 hat Sie %n Spielstein gekostet: %2.</numerusform>
            <numerusform>Die Übernahme von %1 hat Sie %n Spielsteine gekostet: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your score is on your card, with a bar towards the victory target. Now the computer players take their turns: watch them enter the map.</source>
        <translation>Ihre Punkte stehen auf Ihrer Karte, mit einem Balken zum Siegziel. Jetzt spielen die Computerspieler ihre Züge: Sehen Sie zu, wie sie auf die Karte kommen.</translation>
    </message>
    <message>
        <source>Press Enter (Continue against the computer) to play this game on, or Tab, then Space, to Start the lesson again.</source>
        <translation>Eingabe (Gegen den Computer weiterspielen) setzt diese Partie fort; Tab, dann Leertaste beginnt die Lektion neu.</translation>
    </message>
    <message>
        <source>Press Continue against the computer to play this game on, or Start the lesson again to take it from step 1.</source>
        <translation>Gegen den Computer weiterspielen setzt diese Partie fort; Lektion neu beginnen fängt bei Schritt 1 an.</translation>
    </message>
    <message>
        <source>Press Enter (Next).</source>
        <translation>Drücken Sie Eingabe (Weiter).</translation>
    </message>
    <message>
        <source>Press Next.</source>
        <translation>Drücken Sie Weiter.</translation>
    </message>
    <message>
        <source>Read this step first, then press Enter (Next).</source>
        <translation>Lesen Sie zuerst diesen Schritt, dann drücken Sie Eingabe (Weiter).</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Welcome to Vinci under the Online 2013 rules. You are Player 1, in orange, against one computer player on the Mediterranean. You lead a civilization, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another.</source>
        <translation>Willkommen bei Vinci nach den Online-Regeln 2013. Sie sind Spieler 1, in Orange, gegen einen Computerspieler im Mittelmeer. Sie führen eine Zivilisation, übernehmen mit ihren Spielsteinen Provinzen, werten dafür am Ende jedes Ihrer Züge Siegpunkte und schicken sie, wenn sie nicht mehr wachsen kann, in den Niedergang und wählen eine neue.</translation>
    </message>
    <message>
        <source>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free; a place further down costs victory points, as its card says, and leaves coins on the places passed over for whoever takes them later.</source>
        <translation>Das ist die Leiste der Zivilisationen, golden umrandet: sechs Zivilisationen untereinander (scrollen Sie die Leiste, um alle zu sehen), jede ein Paar Kärtchen, das ihre Spielsteine und ihre Fähigkeiten gibt. Platz I ist kostenlos; ein Platz weiter unten kostet Siegpunkte, wie seine Karte zeigt, und lässt Münzen auf den übersprungenen Plätzen für den, der sie später nimmt.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is %2.</source>
        <translation>
            <numerusform>Sie haben die Zivilisation %1 genommen: %n Spielstein auf Ihrer Hand. Sie haben %2 Punkte.</numerusform>
            <numerusform>Sie haben die Zivilisation %1 genommen: %n Spielsteine auf Ihrer Hand. Sie haben %2 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your score is on your card, with a bar towards the victory target. Now the computer player takes its turn: watch it enter the map.</source>
        <translation>Ihre Punkte stehen auf Ihrer Karte, mit einem Balken zum Siegziel. Jetzt spielt der Computerspieler seinen Zug: Sehen Sie zu, wie er auf die Karte kommt.</translation>
    </message>
    <message>
        <source>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press C (End conquest).</source>
        <translation>Sie könnten weitermachen, solange Ihre Hand es bezahlt, aber ein dünn verteiltes Reich ist leichte Beute. Drücken Sie C (Übernahmen beenden).</translation>
    </message>
    <message>
        <source>Press C (End conquest, outlined in gold) for now.</source>
        <translation>Drücken Sie jetzt C (Übernahmen beenden, golden umrandet).</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s): %1. Your score is now %2.</source>
        <translation>
            <numerusform>Sie haben %n Punkt gewertet: %1. Sie haben jetzt %2 Punkte.</numerusform>
            <numerusform>Sie haben %n Punkte gewertet: %1. Sie haben jetzt %2 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place your pawns on your provinces (Enter on a province, or A for all of them), then press S (Confirm and score).</source>
        <translation>Setzen Sie Ihre Spielsteine auf Ihre Provinzen (Eingabe auf einer Provinz, oder A für alle), dann drücken Sie S (Bestätigen und werten).</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s) of yours went into decline, scoring %1 at once; your score is now %2.</source>
        <translation>
            <numerusform>%n Provinz von Ihnen ist in den Niedergang gegangen und hat sofort %1 gewertet; Sie haben jetzt %2 Punkte.</numerusform>
            <numerusform>%n Provinzen von Ihnen sind in den Niedergang gegangen und haben sofort %1 gewertet; Sie haben jetzt %2 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press D (Decline).</source>
        <translation>Sie sind am Zug. Meist würden Sie sich noch einige Züge ausdehnen; um den ganzen Kreislauf zu sehen, gehen Sie jetzt in den Niedergang. Ein Reich im Niedergang bleibt auf der Karte und wertet weiter, und Sie wählen eine neue Zivilisation. Drücken Sie D (Niedergang).</translation>
    </message>
    <message>
        <source>Press D (Decline, outlined in gold) for now.</source>
        <translation>Drücken Sie jetzt D (Niedergang, golden umrandet).</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is now %2.</source>
        <translation>
            <numerusform>Sie haben die Zivilisation %1 genommen: %n Spielstein auf Ihrer Hand. Sie haben jetzt %2 Punkte.</numerusform>
            <numerusform>Sie haben die Zivilisation %1 genommen: %n Spielsteine auf Ihrer Hand. Sie haben jetzt %2 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your new civilization waits in your hand: it enters the map the next time you expand. That is the game: expand while you can, decline when your empire can grow no more, and choose the next civilization well. The first to the victory target wins.</source>
        <translation>Ihre neue Zivilisation wartet auf Ihrer Hand und kommt beim nächsten Ausdehnen auf die Karte. So geht das Spiel: ausdehnen, solange es geht; Niedergang, wenn das Reich nicht mehr wächst; die nächste Zivilisation gut wählen. Wer zuerst das Siegziel erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>Conquer %1 first: move the ring to it, then press Enter.</source>
        <translation>Übernehmen Sie zuerst %1: Ring dorthin, dann Eingabe.</translation>
    </message>
    <message>
        <source>Conquer %1 now: move the ring to it, then press Enter.</source>
        <translation>Übernehmen Sie jetzt %1: Ring dorthin, dann Eingabe.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Hint: thinking...</source>
        <translation>Tipp: wird überlegt...</translation>
    </message>
    <message numerus="yes">
        <source>The hard computer player is looking at your position (%n second(s) at most).</source>
        <translation>
            <numerusform>Der schwere Computerspieler prüft Ihre Lage (höchstens %n Sekunde).</numerusform>
            <numerusform>Der schwere Computerspieler prüft Ihre Lage (höchstens %n Sekunden).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place your %n surviving pawn(s) as shown</source>
        <translation>
            <numerusform>Ihren überlebenden Spielstein wie markiert einsetzen</numerusform>
            <numerusform>Ihre %n überlebenden Spielsteine wie markiert einsetzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reorganize in %n step(s) as shown</source>
        <translation>
            <numerusform>In %n Schritt wie markiert reorganisieren</numerusform>
            <numerusform>In %n Schritten wie markiert reorganisieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Take civilization %1</source>
        <translation>Zivilisation %1 nehmen</translation>
    </message>
    <message>
        <source>Declare peace with %1</source>
        <translation>Frieden mit %1 schließen</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>The hard computer player would do this.</source>
        <translation>Der schwere Computerspieler würde so spielen.</translation>
    </message>
    <message>
        <source>The hard computer player would do this. %1</source>
        <translation>Der schwere Computerspieler würde so spielen. %1</translation>
    </message>
</context>
<context>
    <name>HowToPlayText</name>
    <message numerus="yes">
        <source>%1 with %n player(s)</source>
        <translation>
            <numerusform>%1 bei %n Spieler</numerusform>
            <numerusform>%1 bei %n Spielern</numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Neutral pawn</source>
        <translation>Neutraler Spielstein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
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
            <numerusform>%1 nur ab %n Spieler</numerusform>
            <numerusform>%1 nur ab %n Spielern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of each kind</source>
        <translation>
            <numerusform>%n von jeder Art</numerusform>
            <numerusform>%n von jeder Art</numerusform>
        </translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>ohne %1</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>neu: %1</translation>
    </message>
    <message>
        <source>The aim of the game</source>
        <translation>Spielziel</translation>
    </message>
    <message>
        <source>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</source>
        <translation>Sie führen eine Zivilisation nach der anderen über die Karte. Jede Provinz, die Ihre Spielsteine halten, bringt am Ende Ihres Zuges Siegpunkte. Kann eine Zivilisation nicht weiter wachsen, erklären Sie ihren Niedergang und wählen eine neue; die Provinzen des niedergehenden Reichs bringen weiter Siegpunkte, bis andere Zivilisationen sie übernehmen.</translation>
    </message>
    <message>
        <source>The game lasts a fixed number of rounds: %1 (a map or the new game options may set another number). The player with the most points wins; equal scores share the victory.</source>
        <translation>Das Spiel dauert eine feste Zahl von Runden: %1 (eine Karte oder die Optionen eines neuen Spiels können eine andere Zahl festlegen). Wer die meisten Punkte hat, gewinnt; bei Gleichstand teilen sich die Spieler den Sieg.</translation>
    </message>
    <message>
        <source>The game ends in the round in which a player reaches the victory target in points: %1 (a map or the new game options may set another target). The player with the most points wins.</source>
        <translation>Das Spiel endet in der Runde, in der ein Spieler die notwendige Siegpunktzahl erreicht: %1 (eine Karte oder die Optionen eines neuen Spiels können eine andere Zahl festlegen). Wer die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>Players and setting up</source>
        <translation>Spieler und Vorbereitung</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players. Every player starts with %n victory point(s).</source>
        <translation>
            <numerusform>%1 bis %2 Spieler. Jeder Spieler beginnt mit %n Siegpunkt.</numerusform>
            <numerusform>%1 bis %2 Spieler. Jeder Spieler beginnt mit %n Siegpunkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>One or two people play with virtual players (see below).</source>
        <translation>Allein oder zu zweit spielt man mit fiktiven Spielern (siehe unten).</translation>
    </message>
    <message>
        <source>There are no virtual players.</source>
        <translation>Es gibt keine fiktiven Spieler.</translation>
    </message>
    <message>
        <source>A neutral pawn (the early peoples, who defend their land) stands in every province whose terrain says so in the terrain table below. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random.</source>
        <translation>Ein neutraler Spielstein (die frühen Völker, die ihr Land verteidigen) steht in jeder Provinz, deren Gelände laut der Geländetabelle unten einen erhält. Sechs Zivilisationen, jede ein Paar Zivilisationskärtchen aus dem Säckchen, liegen auf den Feldern I bis VI bereit. Der Startspieler wird ausgelost.</translation>
    </message>
    <message>
        <source>On their first turn each player chooses a civilization and at once conquers with it, reorganizes and scores, as in any expansion turn.</source>
        <translation>In seinem ersten Zug wählt jeder Spieler eine Zivilisation und dehnt sich sofort mit ihr aus, reorganisiert und ermittelt seine Siegpunkte wie in jedem Zug der Ausdehnung.</translation>
    </message>
    <message>
        <source>On their first turn each player only chooses a civilization; it enters the board on their next turn.</source>
        <translation>In seinem ersten Zug wählt jeder Spieler nur eine Zivilisation; sie betritt den Spielplan in seinem nächsten Zug.</translation>
    </message>
    <message>
        <source>Choosing a civilization</source>
        <translation>Auswahl der Zivilisation</translation>
    </message>
    <message numerus="yes">
        <source>Civilization I costs nothing. Each place further along costs %n victory point(s) more, and a coin is left on every civilization passed over.</source>
        <translation>
            <numerusform>Zivilisation I kostet nichts. Jedes weitere Feld kostet %n Siegpunkt mehr, und auf jede übersprungene Zivilisation kommt eine Münze.</numerusform>
            <numerusform>Zivilisation I kostet nichts. Jedes weitere Feld kostet %n Siegpunkte mehr, und auf jede übersprungene Zivilisation kommt eine Münze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whoever later chooses a civilization with coins on it gains %n victory point(s) per coin.</source>
        <translation>
            <numerusform>Wer später eine Zivilisation mit Münzen wählt, erhält %n Siegpunkt pro Münze.</numerusform>
            <numerusform>Wer später eine Zivilisation mit Münzen wählt, erhält %n Siegpunkte pro Münze.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pairs behind move up and a new pair is drawn into place VI.</source>
        <translation>Die folgenden Paare rücken auf, und ein neues Paar wird auf Feld VI gezogen.</translation>
    </message>
    <message>
        <source>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players: %1. The map may give its own numbers. These pawns are all it will ever have, unless a tile says otherwise.</source>
        <translation>Eine neue Zivilisation erhält so viele Spielsteine, wie die roten Zahlen ihrer beiden Kärtchen zusammen ergeben, plus zusätzliche Spielsteine je nach Spielerzahl: %1. Die Karte kann eigene Zahlen angeben. Mehr bekommt sie nie, außer ein Kärtchen sagt etwas anderes.</translation>
    </message>
    <message>
        <source>Your turn: expand or decline</source>
        <translation>Ihr Zug: Ausdehnung oder Niedergang</translation>
    </message>
    <message>
        <source>At the start of each turn you decide: expand your active civilization, or put it into decline and choose a new one.</source>
        <translation>Zu Beginn jedes Zuges entscheiden Sie: Ihre aktive Zivilisation ausdehnen oder ihren Niedergang erklären und eine neue wählen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Expansion turn:&lt;/b&gt; collect pawns or enter the board, conquer provinces, reorganize your pawns, score.</source>
        <translation>&lt;b&gt;Ausdehnung:&lt;/b&gt; Spielsteine mobilisieren oder den Spielplan betreten, Provinzen übernehmen, Spielsteine reorganisieren, Siegpunkte ermitteln.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decline turn:&lt;/b&gt; the civilization goes into decline, you score, then choose a new civilization, which enters the board on your next turn.</source>
        <translation>&lt;b&gt;Niedergang:&lt;/b&gt; Die Zivilisation geht in den Niedergang, Sie erhalten Ihre Siegpunkte und wählen dann eine neue Zivilisation, die in Ihrem nächsten Zug den Spielplan betritt.</translation>
    </message>
    <message>
        <source>1. Collecting pawns or entering the board</source>
        <translation>1. Mobilisierung oder Start einer neuen Zivilisation</translation>
    </message>
    <message>
        <source>Take all your active civilization&apos;s pawns back into your hand except one in each province. Before your first conquest you may also abandon provinces completely and take their last pawn as well: an abandoned province belongs to no one.</source>
        <translation>Nehmen Sie alle Spielsteine Ihrer aktiven Zivilisation auf die Hand, bis auf einen in jeder Provinz. Vor Ihrer ersten Übernahme dürfen Sie Provinzen auch ganz räumen und ihren letzten Spielstein mitnehmen: Eine geräumte Provinz gehört niemandem.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board: its first province must touch the edge of the board, or be reachable from the edge across a single sea zone. Sea zones are never occupied. The first province is conquered like any other.</source>
        <translation>Eine neue Zivilisation betritt den Spielplan am Rand: Ihre erste Provinz muss am Spielplanrand liegen oder vom Rand aus über eine einzige Meereszone erreichbar sein. Meereszonen werden nie besetzt. Die erste Provinz wird wie jede andere übernommen.</translation>
    </message>
    <message>
        <source>2. Conquest</source>
        <translation>2. Ausdehnung eines Reiches</translation>
    </message>
    <message>
        <source>Conquer provinces next to your empire (provinces are next to each other when they share a border or a coast) by placing pawns from your hand in them. A new province can at once be the base of the next conquest.</source>
        <translation>Übernehmen Sie an Ihr Reich angrenzende Provinzen (Provinzen grenzen aneinander, wenn sie eine Grenze oder eine Küste teilen), indem Sie Spielsteine von Ihrer Hand hineinsetzen. Eine neue Provinz kann sofort Ausgangspunkt der nächsten Übernahme sein.</translation>
    </message>
    <message numerus="yes">
        <source>A conquest costs the terrain&apos;s number of pawns, +1 for each pawn defending the province, +1 for a fort, −1 when you attack from a mountain province next to it. Civilization tiles change the cost too; it is never below %n.</source>
        <translation>
            <numerusform>Eine Übernahme kostet so viele Spielsteine, wie das Gelände angibt, +1 für jeden verteidigenden Spielstein, +1 für eine Festung, −1 bei einem Angriff von einer angrenzenden Gebirgsprovinz aus. Auch Zivilisationskärtchen ändern die Kosten; sie sind nie kleiner als %n.</numerusform>
            <numerusform>Eine Übernahme kostet so viele Spielsteine, wie das Gelände angibt, +1 für jeden verteidigenden Spielstein, +1 für eine Festung, −1 bei einem Angriff von einer angrenzenden Gebirgsprovinz aus. Auch Zivilisationskärtchen ändern die Kosten; sie sind nie kleiner als %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender loses only one pawn for good; an attacker never loses pawns.</source>
        <translation>Der Verteidiger verliert nur einen Spielstein endgültig; der Angreifer verliert nie Spielsteine.</translation>
    </message>
    <message>
        <source>The other defending pawns survive: at the end of your turn the game places them one by one in the defender&apos;s province with the fewest pawns.</source>
        <translation>Die übrigen verteidigenden Spielsteine überleben: Am Ende Ihres Zuges setzt das Spiel sie einzeln in die Provinz des Verteidigers mit den wenigsten Spielsteinen.</translation>
    </message>
    <message>
        <source>The other defending pawns survive and are placed by their owner in their other provinces at the end of your turn.</source>
        <translation>Die übrigen verteidigenden Spielsteine überleben und werden am Ende Ihres Zuges von ihrem Besitzer auf seine anderen Provinzen verteilt.</translation>
    </message>
    <message>
        <source>A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</source>
        <translation>Eine Zivilisation, die alle Provinzen verloren hat, betritt in ihrem nächsten Zug mit ihren überlebenden Spielsteinen erneut den Spielplan.</translation>
    </message>
    <message>
        <source>The game window shows the cost of each province before you click and explains why a conquest is not allowed.</source>
        <translation>Das Spielfenster zeigt die Kosten jeder Provinz, bevor Sie klicken, und erklärt, warum eine Übernahme nicht erlaubt ist.</translation>
    </message>
    <message>
        <source>3. Reorganization</source>
        <translation>3. Reorganisation</translation>
    </message>
    <message>
        <source>When you stop conquering, spread all the pawns of your active civilization freely over its provinces to defend them. Every pawn must be on the board, and every province must keep at least one pawn if you have enough; an empty province belongs to no one.</source>
        <translation>Wenn Sie Ihre Ausdehnung beenden, verteilen Sie alle Spielsteine Ihrer aktiven Zivilisation frei auf ihre Provinzen, um sie zu verteidigen. Alle Spielsteine müssen auf dem Spielplan liegen, und jede Provinz muss mindestens einen Spielstein behalten, wenn Sie genug haben; eine leere Provinz gehört niemandem.</translation>
    </message>
    <message>
        <source>Cohesion</source>
        <translation>Zusammenhang</translation>
    </message>
    <message>
        <source>At the end of your turn your active empire must be in one piece: you must be able to go from any of its provinces to any other through its own provinces. If other players have cut it apart, you may join it again by conquest during your turn; otherwise, at reorganization, you keep one part and take the pawns of the others into the part you keep.</source>
        <translation>Am Ende Ihres Zuges muss Ihr aktives Reich zusammenhängen: Von jeder seiner Provinzen muss man über eigene Provinzen zu jeder anderen gelangen. Haben andere Spieler es getrennt, können Sie es in Ihrem Zug durch Übernahmen wieder verbinden; sonst behalten Sie bei der Reorganisation einen Teil und holen die Spielsteine der anderen Teile dorthin.</translation>
    </message>
    <message>
        <source>Cohesion does not apply to civilizations in decline, to the Messengers tile, nor to virtual players.</source>
        <translation>Der Zusammenhang gilt nicht für niedergehende Reiche, nicht für das Kärtchen Nachrichtenwesen und nicht für fiktive Spieler.</translation>
    </message>
    <message>
        <source>Cohesion does not apply to civilizations in decline, nor to the Messengers tile.</source>
        <translation>Der Zusammenhang gilt nicht für niedergehende Reiche und nicht für das Kärtchen Nachrichtenwesen.</translation>
    </message>
    <message>
        <source>4. Scoring</source>
        <translation>4. Ermittlung der Siegpunkte</translation>
    </message>
    <message>
        <source>At the end of your turn each province of your active and of your declining civilization scores the points the terrain table gives its terrain. Yellow tiles add points, and some of them keep doing so in decline.</source>
        <translation>Am Ende Ihres Zuges bringt jede Provinz Ihres aktiven und Ihres niedergehenden Reichs die Punkte, die die Geländetabelle für ihr Gelände angibt. Gelbe Kärtchen bringen zusätzliche Punkte, manche auch noch im Niedergang.</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Niedergang</translation>
    </message>
    <message>
        <source>At the start of a turn, instead of expanding, you may put your active civilization into decline:</source>
        <translation>Zu Beginn eines Zuges können Sie, statt sich auszudehnen, den Niedergang Ihrer aktiven Zivilisation erklären:</translation>
    </message>
    <message>
        <source>its tiles stay with it until your next decline, but only those with the broken column still act;</source>
        <translation>ihre Kärtchen bleiben bis zu Ihrem nächsten Niedergang bei ihr, aber nur die mit der zerbrochenen Säule wirken noch;</translation>
    </message>
    <message>
        <source>its tiles go back into the bag, except those with the broken column;</source>
        <translation>ihre Kärtchen kommen zurück ins Säckchen, außer denen mit der zerbrochenen Säule;</translation>
    </message>
    <message>
        <source>you may have only one civilization in decline: an older one leaves the board;</source>
        <translation>Sie dürfen nur ein niedergehendes Reich haben: ein älteres verlässt den Spielplan;</translation>
    </message>
    <message>
        <source>one pawn stays in each of its provinces, under a decline marker;</source>
        <translation>in jeder ihrer Provinzen bleibt ein Spielstein mit einem Marker „Niedergang“;</translation>
    </message>
    <message>
        <source>you score, then choose a new civilization, which enters the board on your next turn.</source>
        <translation>Sie erhalten Ihre Siegpunkte und wählen dann eine neue Zivilisation, die in Ihrem nächsten Zug den Spielplan betritt.</translation>
    </message>
    <message>
        <source>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage).</source>
        <translation>Ihr niedergehendes Reich dehnt sich nicht mehr aus, bringt aber weiter Siegpunkte. Ihr aktives und Ihr niedergehendes Reich dürfen nicht aneinandergrenzen: Übernehmen Sie eine Provinz neben Ihren niedergehenden Provinzen, werden diese geräumt (außer mit Erbe).</translation>
    </message>
    <message>
        <source>This does not apply when either of the two provinces is a river or a controllable sea.</source>
        <translation>Das gilt nicht, wenn eine der beiden Provinzen ein Fluss oder ein beherrschbares Meer ist.</translation>
    </message>
    <message>
        <source>With Rebirth, the decline is declared at the end of a normal turn, after scoring.</source>
        <translation>Mit Renaissance wird der Niedergang am Ende eines normalen Zuges erklärt, nach der Ermittlung der Siegpunkte.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game ends after the last player&apos;s turn of the last round. The player with the most victory points wins; players with the same score share the victory: there is no tie-break.</source>
        <translation>Das Spiel endet nach dem Zug des letzten Spielers in der letzten Runde. Wer die meisten Siegpunkte hat, gewinnt; bei Gleichstand teilen sich die Spieler den Sieg, nichts entscheidet zwischen ihnen.</translation>
    </message>
    <message>
        <source>When a player reaches the victory target, the round is still finished, so that everyone has played the same number of turns. Then the player with the most victory points wins; players with the same score share the victory.</source>
        <translation>Erreicht ein Spieler die notwendige Siegpunktzahl, wird die Runde trotzdem zu Ende gespielt, damit alle gleich viele Züge hatten. Dann gewinnt, wer die meisten Siegpunkte hat; bei Gleichstand teilen sich die Spieler den Sieg.</translation>
    </message>
    <message>
        <source>Playing alone or with two: virtual players</source>
        <translation>Spiel allein oder zu zweit: fiktive Spieler</translation>
    </message>
    <message>
        <source>These rules have no virtual players: play with %1 to %2 seats, people or computer players.</source>
        <translation>Diese Regeln kennen keine fiktiven Spieler: Spielen Sie mit %1 bis %2 Plätzen, Menschen oder Computerspielern.</translation>
    </message>
    <message>
        <source>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at %1 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</source>
        <translation>Allein oder zu zweit ergänzen fiktive Spieler die Runde: Allein spielt man gegen drei fiktive Spieler, zu zweit gegen zwei. Das Spiel endet dann bei %1 Punkten. Ein fiktiver Spieler nimmt immer Zivilisation I, erhält 8 zusätzliche Spielsteine statt der Zahl aus der Tabelle, muss den Zusammenhang nicht beachten und übernimmt zuerst die wertvollsten Provinzen.</translation>
    </message>
    <message>
        <source>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</source>
        <translation>Um den Schwierigkeitsgrad zu erhöhen, lassen Sie sie mit 15 statt 10 Siegpunkten beginnen oder geben Sie ihnen 9 oder mehr zusätzliche Spielsteine.</translation>
    </message>
    <message>
        <source>The civilization tiles</source>
        <translation>Die Zivilisationskärtchen</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n civilization tile(s) (%1).</source>
        <translation>
            <numerusform>Das Säckchen enthält %n Zivilisationskärtchen (%1).</numerusform>
            <numerusform>Das Säckchen enthält %n Zivilisationskärtchen (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is called %2</source>
        <translation>%1 heißt %2</translation>
    </message>
    <message>
        <source>Here %1.</source>
        <translation>Hier gilt: %1.</translation>
    </message>
    <message>
        <source>%1 work differently.</source>
        <translation>%1 wirken anders.</translation>
    </message>
    <message>
        <source>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up.</source>
        <translation>Die Eigenschaft jedes Kärtchens steht unter Hilfe ▸ Zivilisationskärtchen und erscheint, wenn Sie auf ein Kärtchen zeigen. Alle Modifikationen sind kumulativ.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Mit der Tastatur spielen</translation>
    </message>
    <message>
        <source>Tab goes from control to control: the civilization track (Space picks a civilization, Enter takes it), the buttons over the map (Space presses one) and the map itself. On the map a white ring marks the province the keys act on, and a card beside it says what its tooltip says: who holds it and what conquering it costs.</source>
        <translation>Tab geht von Bedienelement zu Bedienelement: die Zivilisationen zur Wahl (die Leertaste wählt eine, die Eingabetaste nimmt sie), die Schaltflächen über der Karte (die Leertaste drückt eine) und die Karte selbst. Auf der Karte markiert ein weißer Ring die Provinz, auf die die Tasten wirken, und ein Hinweisfeld daneben zeigt, was ihr Tooltip zeigt: wem sie gehört und was ihre Übernahme kostet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arrow keys:&lt;/b&gt; the next province in that direction.</source>
        <translation>&lt;b&gt;Pfeiltasten:&lt;/b&gt; die nächste Provinz in dieser Richtung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab, Shift+Tab:&lt;/b&gt; the provinces you can act on now (highlighted, or with their − and + buttons), then on to the next control.</source>
        <translation>&lt;b&gt;Tab, Umschalt+Tab:&lt;/b&gt; die Provinzen, mit denen Sie jetzt etwas tun können (hervorgehoben oder mit ihren Schaltflächen − und +), danach das nächste Bedienelement.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter or Space:&lt;/b&gt; as a left click: conquer the province, place a pawn in it, keep this part of the empire, build the fort.</source>
        <translation>&lt;b&gt;Eingabetaste oder Leertaste:&lt;/b&gt; wie ein Linksklick: die Provinz übernehmen, einen Spielstein hineinsetzen, diesen Teil des Reichs behalten, die Festung bauen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift+Enter, Backspace or Delete:&lt;/b&gt; as a right click: take a pawn back from the province.</source>
        <translation>&lt;b&gt;Umschalt+Eingabetaste, Rücktaste oder Entf:&lt;/b&gt; wie ein Rechtsklick: einen Spielstein aus der Provinz zurücknehmen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;+, −, 0:&lt;/b&gt; zoom in, zoom out, the whole map.</source>
        <translation>&lt;b&gt;+, −, 0:&lt;/b&gt; vergrößern, verkleinern, die ganze Karte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H:&lt;/b&gt; a hint: what the hard computer player would do in your place, and why, marked on the map; Enter plays it, Escape dismisses it.</source>
        <translation>&lt;b&gt;H:&lt;/b&gt; ein Tipp: was der schwere Computerspieler an Ihrer Stelle tun würde, und warum, auf der Karte markiert; die Eingabetaste spielt ihn, Esc verwirft ihn.</translation>
    </message>
    <message>
        <source>%1 but %2</source>
        <translation>%1, aber %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;E, D, C, A, S:&lt;/b&gt; Expand, Decline, End conquest, Auto-distribute, Confirm and score, wherever the keys are (the Turn menu lists them; Help ▸ Keyboard lists every key).</source>
        <translation>&lt;b&gt;E, D, C, A, S:&lt;/b&gt; Ausdehnen, Niedergang, Übernahmen beenden, Automatisch verteilen, Bestätigen und werten, wo auch immer die Tasten gerade wirken (das Menü Zug nennt sie; Hilfe ▸ Tastatur nennt alle Tasten).</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Make a new map folder from an SVG drawing.</source>
        <translation>Erstellt einen neuen Kartenordner aus einer SVG-Zeichnung.</translation>
    </message>
    <message>
        <source>drawing.svg</source>
        <translation>zeichnung.svg</translation>
    </message>
    <message>
        <source>id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Gaps up to this wide still make a shared border.</source>
        <translation>Lücken bis zu dieser Breite ergeben noch eine gemeinsame Grenze.</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Shorter contacts are corner-only touches (default 3 x tolerance).</source>
        <translation>Kürzere Kontakte sind bloße Eckberührungen (Vorgabe: 3 x Toleranz).</translation>
    </message>
    <message>
        <source>Widest water a shared coast crosses.</source>
        <translation>Größte Wasserbreite, über die eine gemeinsame Küste reicht.</translation>
    </message>
    <message>
        <source>Replace a map already in the --out folder.</source>
        <translation>Ersetzt eine Karte, die schon im Ordner von --out liegt.</translation>
    </message>
    <message>
        <source>--import needs --out MAPDIR, the new map folder</source>
        <translation>--import braucht --out ORDNER, den neuen Kartenordner</translation>
    </message>
    <message>
        <source>%1 already holds a map; add --force to replace it</source>
        <translation>%1 enthält schon eine Karte; fügen Sie --force hinzu, um sie zu ersetzen</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>Warnung: %1: %2</translation>
    </message>
    <message>
        <source>--tolerance, --minimum-border and --coast-gap take a distance in SVG units</source>
        <translation>--tolerance, --minimum-border und --coast-gap erwarten einen Abstand in SVG-Einheiten</translation>
    </message>
    <message>
        <source>corner-only touch (not linked): %1 – %2</source>
        <translation>bloße Eckberührung (nicht verbunden): %1 – %2</translation>
    </message>
    <message>
        <source>shape: %1: %2</source>
        <translation>Form: %1: %2</translation>
    </message>
    <message>
        <source>%1: written; the game can load it</source>
        <translation>%1: geschrieben; das Spiel kann sie laden</translation>
    </message>
    <message>
        <source>%1: written; fix the errors above before playing it</source>
        <translation>%1: geschrieben; beheben Sie die obigen Fehler, bevor Sie darauf spielen</translation>
    </message>
    <message>
        <source>%1: %2; %3 (tolerance %4, coast gap %5)</source>
        <translation>%1: %2; %3 (Toleranz %4, Küstenabstand %5)</translation>
    </message>
    <message numerus="yes">
        <source>overlap: %1 and %2 are drawn over each other (%n square unit(s))</source>
        <translation>
            <numerusform>Überlappung: %1 und %2 sind übereinander gezeichnet (%n Quadrateinheit)</numerusform>
            <numerusform>Überlappung: %1 und %2 sind übereinander gezeichnet (%n Quadrateinheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>--id %1 is not the name of the --out folder (%2): the game finds a map by its folder, whose name is the map&apos;s id. Use --out %3, or leave out --id</source>
        <translation>--id %1 ist nicht der Name des --out-Ordners (%2): Das Spiel findet eine Karte über ihren Ordner, dessen Name die Kennung der Karte ist. Verwenden Sie --out %3 oder lassen Sie --id weg</translation>
    </message>
    <message>
        <source>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes</source>
        <translation>„%1“ kann kein Kartenordner sein: Sein Name ist die Kennung der Karte, aus Kleinbuchstaben a–z, Ziffern und Bindestrichen</translation>
    </message>
    <message>
        <source>The map&apos;s id. It must be the name of the --out folder, as the game finds a map by its folder: another id is refused.</source>
        <translation>Die Kennung der Karte. Sie muss der Name des --out-Ordners sein, denn das Spiel findet eine Karte über ihren Ordner: Eine andere Kennung wird abgelehnt.</translation>
    </message>
</context>
<context>
    <name>LanguageOption</name>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use %2.</source>
        <translation>Unbekannte Sprache „%1“: %2 verwenden.</translation>
    </message>
</context>
<context>
    <name>LinkKind</name>
    <message>
        <source>land border</source>
        <translation>Landgrenze</translation>
    </message>
    <message>
        <source>shared coast</source>
        <translation>gemeinsame Küste</translation>
    </message>
    <message>
        <source>sea link</source>
        <translation>Meeresverbindung</translation>
    </message>
</context>
<context>
    <name>MapAccessible</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
</context>
<context>
    <name>MapArt</name>
    <message>
        <source>%1: cannot read the map art: %2</source>
        <translation>%1: Die Kartengrafik kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not an SVG file Qt can render.</source>
        <translation>%1: keine SVG-Datei, die Qt darstellen kann.</translation>
    </message>
    <message>
        <source>%1: the SVG has no size (no viewBox, width or height).</source>
        <translation>%1: Das SVG hat keine Größe (weder viewBox noch width oder height).</translation>
    </message>
</context>
<context>
    <name>MapCatalog</name>
    <message>
        <source>No map &quot;%1&quot; was found (looked in: %2).</source>
        <translation>Keine Karte „%1“ gefunden (gesucht in: %2).</translation>
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
            <numerusform>%n Provinz</numerusform>
            <numerusform>%n Provinzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea zone(s)</source>
        <translation>
            <numerusform>%n Meereszone</numerusform>
            <numerusform>%n Meereszonen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n land border(s)</source>
        <translation>
            <numerusform>%n Landgrenze</numerusform>
            <numerusform>%n Landgrenzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared coast(s)</source>
        <translation>
            <numerusform>%n gemeinsame Küste</numerusform>
            <numerusform>%n gemeinsame Küsten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea link(s)</source>
        <translation>
            <numerusform>%n Meeresverbindung</numerusform>
            <numerusform>%n Meeresverbindungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapFolderDialog</name>
    <message>
        <source>%1 holds no map. Save the map in a new folder %2 inside it?</source>
        <translation>%1 enthält keine Karte. Möchten Sie die Karte in einem neuen Ordner %2 darin speichern?</translation>
    </message>
</context>
<context>
    <name>MapImageRenderer</name>
    <message>
        <source>The image width must be between %1 and %2 pixels, not %3.</source>
        <translation>Die Bildbreite muss zwischen %1 und %2 Pixeln liegen, nicht %3.</translation>
    </message>
    <message>
        <source>%1: unknown image format; use a name ending in .png.</source>
        <translation>%1: unbekanntes Bildformat; verwenden Sie einen Namen, der auf .png endet.</translation>
    </message>
    <message>
        <source>%1: the map is too tall to render at a width of %2 pixels.</source>
        <translation>%1: Die Karte ist zu hoch, um sie mit einer Breite von %2 Pixeln zu zeichnen.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the image: %2</source>
        <translation>%1: Das Bild kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MapInstaller</name>
    <message>
        <source>%1: the folder cannot be created.</source>
        <translation>%1: Der Ordner kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1: no temporary folder can be made there (%2).</source>
        <translation>%1: Dort kann kein temporärer Ordner angelegt werden (%2).</translation>
    </message>
    <message>
        <source>%1 is not a map the game can play:
%2</source>
        <translation>%1 ist keine spielbare Karte:
%2</translation>
    </message>
    <message>
        <source>No map package was prepared.</source>
        <translation>Es wurde kein Kartenpaket vorbereitet.</translation>
    </message>
    <message>
        <source>%1: the installed map cannot be replaced.</source>
        <translation>%1: Die installierte Karte kann nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>%1: the map cannot be installed there.</source>
        <translation>%1: Die Karte kann dort nicht installiert werden.</translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <source>Sea zone</source>
        <translation>Meereszone</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Board edge (a civilization may start here)</source>
        <translation>Spielplanrand (hier kann eine Zivilisation beginnen)</translation>
    </message>
</context>
<context>
    <name>MapPackage</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: not a map package: it holds no %2</source>
        <translation>%1: kein Kartenpaket: es enthält keine %2</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is not part of a map package (%3, the SVG it names and %4)</source>
        <translation>%1: der Eintrag „%2“ gehört nicht in ein Kartenpaket (%3, das darin genannte SVG und %4)</translation>
    </message>
    <message>
        <source>%1: holds no %2, the drawing its map.json names</source>
        <translation>%1: enthält nicht %2, die Zeichnung, die seine map.json nennt</translation>
    </message>
    <message>
        <source>%1: cannot extract the map &quot;%2&quot;: %3 already exists</source>
        <translation>%1: die Karte „%2“ kann nicht entpackt werden: %3 gibt es schon</translation>
    </message>
    <message>
        <source>%1: cannot extract it: %2</source>
        <translation>%1: kann nicht entpackt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot be packaged, the map has errors:
%2</source>
        <translation>%1: kann nicht verpackt werden, die Karte hat Fehler:
%2</translation>
    </message>
    <message>
        <source>%1: the preview is larger than %2 MB</source>
        <translation>%1: die Vorschau ist größer als %2 MB</translation>
    </message>
    <message>
        <source>the archive is damaged</source>
        <translation>das Archiv ist beschädigt</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a link, not a file</source>
        <translation>%1: der Eintrag „%2“ ist ein Verweis, keine Datei</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a symbolic link, not a file</source>
        <translation>%1: der Eintrag „%2“ ist ein symbolischer Link, keine Datei</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a folder, not a file</source>
        <translation>%1: der Eintrag „%2“ ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a device or another special file, not a file</source>
        <translation>%1: der Eintrag „%2“ ist ein Gerät oder eine andere Spezialdatei, keine Datei</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; cannot be read: %3</source>
        <translation>%1: der Eintrag „%2“ kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is larger than %3</source>
        <translation>%1: der Eintrag „%2“ ist größer als %3</translation>
    </message>
    <message>
        <source>%1: not a map package (a zip file): %2</source>
        <translation>%1: kein Kartenpaket (eine ZIP-Datei): %2</translation>
    </message>
    <message>
        <source>%1: not a readable map package: %2</source>
        <translation>%1: kein lesbares Kartenpaket: %2</translation>
    </message>
    <message>
        <source>%1: holds more than %2 files (map.json, its SVG and %3)</source>
        <translation>%1: enthält mehr als %2 Dateien (map.json, ihr SVG und %3)</translation>
    </message>
    <message>
        <source>%1: an entry&apos;s name is not readable text</source>
        <translation>%1: der Name eines Eintrags ist kein lesbarer Text</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is not a plain relative path (an absolute path, &quot;..&quot; or a drive)</source>
        <translation>%1: der Eintrag „%2“ ist kein einfacher relativer Pfad (ein absoluter Pfad, „..“ oder ein Laufwerk)</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is encrypted</source>
        <translation>%1: der Eintrag „%2“ ist verschlüsselt</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; appears twice</source>
        <translation>%1: der Eintrag „%2“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: its files are larger than %2 together</source>
        <translation>%1: seine Dateien sind zusammen größer als %2</translation>
    </message>
</context>
<context>
    <name>MapPackagePrompt</name>
    <message>
        <source>Open Map Package</source>
        <translation>Kartenpaket öffnen</translation>
    </message>
    <message>
        <source>There is already a map &quot;%1&quot; (%2). Replace it with the one in %3?</source>
        <translation>Es gibt bereits eine Karte „%1“ (%2). Durch die aus %3 ersetzen?</translation>
    </message>
    <message>
        <source>That map came with the game: it stays, and the one you install is played in its place.</source>
        <translation>Diese Karte gehört zum Spiel: Sie bleibt erhalten, und die installierte wird an ihrer Stelle gespielt.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
</context>
<context>
    <name>MapReader</name>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>is larger than %1 MB</source>
        <translation>ist größer als %1 MB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>this required key is missing</source>
        <translation>dieser Pflichtschlüssel fehlt</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>die Zahl ist zu groß</translation>
    </message>
    <message>
        <source>unknown key, ignored</source>
        <translation>unbekannter Schlüssel, ignoriert</translation>
    </message>
    <message>
        <source>this map needs a newer version of Vinci (format version %1; this version reads up to %2)</source>
        <translation>diese Karte braucht eine neuere Version von Vinci (Formatversion %1; diese Version liest bis %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>must name a file inside the map folder</source>
        <translation>muss eine Datei im Kartenordner nennen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation>„%1“ ist keine gültige Kennung (verwenden Sie a-z, 0-9 und -)</translation>
    </message>
    <message numerus="yes">
        <source>expected [x, y], found %n number(s)</source>
        <translation>
            <numerusform>[x, y] erwartet, %n Zahl gefunden</numerusform>
            <numerusform>[x, y] erwartet, %n Zahlen gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Gelände „%1“ (bekannt: %2)</translation>
    </message>
    <message numerus="yes">
        <source>expected two ids, found %n value(s)</source>
        <translation>
            <numerusform>zwei Kennungen erwartet, %n Wert gefunden</numerusform>
            <numerusform>zwei Kennungen erwartet, %n Werte gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown link kind &quot;%1&quot; (known: land, coast, sea)</source>
        <translation>unbekannte Verbindungsart „%1“ (bekannt: land, coast, sea)</translation>
    </message>
    <message>
        <source>lists no player count (leave the rule set out instead)</source>
        <translation>nennt keine Spielerzahl (lassen Sie das Regelwerk stattdessen weg)</translation>
    </message>
    <message>
        <source>the key must be a player count such as &quot;4&quot;</source>
        <translation>der Schlüssel muss eine Spielerzahl sein, etwa „4“</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>die oberste Ebene muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>expected two ids, as in [&quot;alps&quot;, &quot;danube&quot;]</source>
        <translation>zwei IDs erwartet, wie in [&quot;alps&quot;, &quot;danube&quot;]</translation>
    </message>
</context>
<context>
    <name>MapValidator</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>the map supports no rule set (add &quot;classic&quot; or &quot;online2013&quot; with its player counts)</source>
        <translation>die Karte unterstützt kein Regelwerk (fügen Sie „classic“ oder „online2013“ mit den Spielerzahlen hinzu)</translation>
    </message>
    <message>
        <source>no name in %1</source>
        <translation>kein Name auf %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation>„%1“ ist keine gültige Kennung (verwenden Sie a-z, 0-9 und -)</translation>
    </message>
    <message>
        <source>the map id &quot;%1&quot; differs from its folder name &quot;%2&quot;; rename one of them</source>
        <translation>die Kartenkennung „%1“ weicht vom Ordnernamen „%2“ ab; benennen Sie eines von beiden um</translation>
    </message>
    <message>
        <source>not a valid id (use a-z, 0-9 and -)</source>
        <translation>keine gültige Kennung (verwenden Sie a-z, 0-9 und -)</translation>
    </message>
    <message>
        <source>the id is already used by %1</source>
        <translation>die Kennung wird schon von %1 verwendet</translation>
    </message>
    <message>
        <source>terrain &quot;%1&quot; exists only in Online 2013, but the map supports Classic</source>
        <translation>das Gelände „%1“ gibt es nur in Online 2013, die Karte unterstützt aber die klassischen Regeln</translation>
    </message>
    <message>
        <source>the map has no land province</source>
        <translation>die Karte hat keine Landprovinz</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a province or sea zone of this map</source>
        <translation>„%1“ ist weder Provinz noch Meereszone dieser Karte</translation>
    </message>
    <message>
        <source>links &quot;%1&quot; to itself</source>
        <translation>verbindet „%1“ mit sich selbst</translation>
    </message>
    <message>
        <source>the pair is already linked by %1</source>
        <translation>das Paar ist schon durch %1 verbunden</translation>
    </message>
    <message>
        <source>a land or coast link must join two provinces; use a sea link for a sea zone</source>
        <translation>eine Land- oder Küstenverbindung muss zwei Provinzen verbinden; für eine Meereszone eine Meeresverbindung verwenden</translation>
    </message>
    <message>
        <source>a sea link must touch a sea zone; use a land or coast link between two provinces</source>
        <translation>eine Meeresverbindung muss eine Meereszone berühren; zwischen zwei Provinzen eine Land- oder Küstenverbindung verwenden</translation>
    </message>
    <message>
        <source>no province or sea zone touches the edge of the board (set &quot;boardEdge&quot;), so no civilization can enter</source>
        <translation>keine Provinz und keine Meereszone berührt den Spielplanrand („boardEdge“ setzen), also kann keine Zivilisation ins Spiel kommen</translation>
    </message>
    <message>
        <source>no province touches the board edge or a sea zone on the edge, so no civilization can start</source>
        <translation>keine Provinz berührt den Spielplanrand oder eine Meereszone am Rand, also kann keine Zivilisation beginnen</translation>
    </message>
    <message>
        <source>has no link to any province or sea zone</source>
        <translation>ist mit keiner Provinz und keiner Meereszone verbunden</translation>
    </message>
    <message>
        <source>has a port but no coast (no coast or sea link)</source>
        <translation>hat einen Hafen, aber keine Küste (keine Küsten- oder Meeresverbindung)</translation>
    </message>
    <message>
        <source>no civilization can reach it: it is not a start province and no chain of links leads to it from one</source>
        <translation>keine Zivilisation kann sie erreichen: sie ist keine Startprovinz, und keine Kette von Verbindungen führt von einer dorthin</translation>
    </message>
    <message>
        <source>only Astronomy can reach it: it is not a start province and no chain of land or coast links leads to it from one</source>
        <translation>nur Astronomie kann sie erreichen: sie ist keine Startprovinz, und keine Kette von Land- oder Küstenverbindungen führt von einer dorthin</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 steht doppelt in der Liste</translation>
    </message>
    <message>
        <source>drawn in the %1 layer, but map.json has no area with this id</source>
        <translation>in der Ebene %1 gezeichnet, aber map.json hat kein Gebiet mit dieser Kennung</translation>
    </message>
    <message>
        <source>the id is used by more than one element</source>
        <translation>die Kennung wird von mehr als einem Element verwendet</translation>
    </message>
    <message>
        <source>no group named &quot;provinces&quot; or &quot;seas&quot;, so areas drawn but missing from map.json cannot be detected</source>
        <translation>keine Gruppe namens „provinces“ oder „seas“, daher lassen sich gezeichnete, aber in map.json fehlende Gebiete nicht erkennen</translation>
    </message>
    <message>
        <source>no element has the id &quot;%1&quot; of a %2 in map.json</source>
        <translation>kein Element hat die Kennung „%1“ einer %2 aus map.json</translation>
    </message>
    <message>
        <source>province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation>Meereszone</translation>
    </message>
    <message>
        <source>the id of an area is used by more than one element; Qt draws only the last</source>
        <translation>die Kennung eines Gebiets wird von mehreren Elementen verwendet; Qt zeichnet nur das letzte</translation>
    </message>
    <message>
        <source>an area must be a path, polygon, rect, circle, ellipse, use or a group of them</source>
        <translation>ein Gebiet muss ein path, polygon, rect, circle, ellipse, use oder eine Gruppe davon sein</translation>
    </message>
    <message>
        <source>expected directly in the %1 layer</source>
        <translation>direkt in der Ebene %1 erwartet</translation>
    </message>
    <message>
        <source>uses %1 (on the element, inside it or on a group around it), which Qt 6.4 does not render as designed</source>
        <translation>verwendet %1 (am Element, darin oder an einer umgebenden Gruppe), was Qt 6.4 nicht wie gedacht darstellt</translation>
    </message>
    <message>
        <source>contains text; names come from map.json in the player&apos;s language, so the art must not carry them</source>
        <translation>enthält Text; die Namen kommen aus map.json in der Sprache des Spielers, die Grafik darf sie also nicht enthalten</translation>
    </message>
    <message>
        <source>contains a raster image, which has no outline to pick or highlight and blurs when zoomed</source>
        <translation>enthält ein Rasterbild, das keinen Umriss zum Anklicken oder Hervorheben hat und beim Vergrößern verschwimmt</translation>
    </message>
    <message>
        <source>is hidden (display:none, visibility:hidden, or inside &lt;defs&gt;), so the board does not show it</source>
        <translation>ist verborgen (display:none, visibility:hidden oder in &lt;defs&gt;), daher zeigt der Spielplan es nicht</translation>
    </message>
    <message>
        <source>is inside a nested &lt;svg&gt;, where Qt 6.4 cannot find it by id</source>
        <translation>liegt in einem verschachtelten &lt;svg&gt;, wo Qt 6.4 es nicht über die Kennung findet</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): this rule set is played by %1 to %2 players</source>
        <translation>
            <numerusform>%n Spieler: dieses Regelwerk wird von %1 bis %2 Spielern gespielt</numerusform>
            <numerusform>%n Spieler: dieses Regelwerk wird von %1 bis %2 Spielern gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no entry for %n player(s)</source>
        <translation>
            <numerusform>kein Eintrag für %n Spieler</numerusform>
            <numerusform>kein Eintrag für %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>entry for %n player(s), a player count the map does not list</source>
        <translation>
            <numerusform>Eintrag für %n Spieler, eine Spielerzahl, die die Karte nicht nennt</numerusform>
            <numerusform>Eintrag für %n Spieler, eine Spielerzahl, die die Karte nicht nennt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n player(s); it must be at least %2</source>
        <translation>
            <numerusform>%1 für %n Spieler; es müssen mindestens %2 sein</numerusform>
            <numerusform>%1 für %n Spieler; es müssen mindestens %2 sein</numerusform>
        </translation>
    </message>
    <message>
        <source>must be one line of text</source>
        <translation>muss eine einzige Textzeile sein</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>rejects a link of &quot;%1&quot; to itself</source>
        <translation>lehnt eine Verbindung von „%1“ mit sich selbst ab</translation>
    </message>
    <message>
        <source>the pair is listed twice</source>
        <translation>das Paar steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>no links yet: no province or sea zone is linked to another (in the map editor, use Find links and accept the links it proposes)</source>
        <translation>noch keine Verbindungen: keine Provinz und keine Meereszone ist mit einer anderen verbunden (im Karteneditor „Verbindungen finden“ verwenden und die vorgeschlagenen Verbindungen annehmen)</translation>
    </message>
</context>
<context>
    <name>MapWriter</name>
    <message>
        <source>The label of &quot;%1&quot; is not a finite number.</source>
        <translation>Die Beschriftung von „%1“ ist keine endliche Zahl.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>NewGameSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Virtual player %1</source>
        <translation>Fiktiver Spieler %1</translation>
    </message>
</context>
<context>
    <name>PackageBoards</name>
    <message>
        <source>%1 is not a map the game can play:
%2</source>
        <translation>%1 ist keine spielbare Karte:
%2</translation>
    </message>
</context>
<context>
    <name>PackageCommand</name>
    <message>
        <source>Write the map folder as a map package (.vincimap) to --out.</source>
        <translation>Den Kartenordner als Kartenpaket (.vincimap) nach --out schreiben.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>--package needs --out FILE, the package to write, e.g. vinci-editor --package maps/europe --out europe.vincimap</source>
        <translation>--package braucht --out DATEI, das zu schreibende Paket, z. B. vinci-editor --package maps/europe --out europe.vincimap</translation>
    </message>
    <message>
        <source>%1: not packaged: the map has errors (above)</source>
        <translation>%1: nicht verpackt: die Karte hat Fehler (siehe oben)</translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation>%1: geschrieben</translation>
    </message>
</context>
<context>
    <name>PackageExport</name>
    <message>
        <source>%1: the preview cannot be drawn</source>
        <translation>%1: die Vorschau kann nicht gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <source>Vermillion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Purpur</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
</context>
<context>
    <name>PlayerShape</name>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Spielstein</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message numerus="yes">
        <source>The position has %n player(s); the options say %1.</source>
        <translation>
            <numerusform>Die Stellung hat %n Spieler; die Optionen nennen %1.</numerusform>
            <numerusform>Die Stellung hat %n Spieler; die Optionen nennen %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>players[%1] is virtual in the position but not in the options, or the reverse.</source>
        <translation>players[%1] ist in der Stellung fiktiv, in den Optionen aber nicht, oder umgekehrt.</translation>
    </message>
    <message>
        <source>The current or first player is not a player of the game.</source>
        <translation>Der aktuelle oder der erste Spieler ist kein Spieler dieses Spiels.</translation>
    </message>
    <message>
        <source>The round and the turn number start at 1.</source>
        <translation>Die Runde und die Zugnummer beginnen bei 1.</translation>
    </message>
    <message>
        <source>The victory target or the round limit is not the one the options give.</source>
        <translation>Das Siegpunktziel oder die Rundenzahl ist nicht die aus den Optionen.</translation>
    </message>
    <message>
        <source>In the redeploy phase the acting player must have pawns to place.</source>
        <translation>Beim Umverteilen muss der handelnde Spieler Spielsteine zu setzen haben.</translation>
    </message>
    <message>
        <source>The current player has no active civilization to conquer or reorganize with.</source>
        <translation>Der aktuelle Spieler hat keine aktive Zivilisation, um zu erobern oder neu zu ordnen.</translation>
    </message>
    <message>
        <source>A finished game names its winners, and only a finished game does.</source>
        <translation>Ein beendetes Spiel nennt seine Sieger, und nur ein beendetes Spiel.</translation>
    </message>
    <message>
        <source>A winner is not a player of the game.</source>
        <translation>Ein Sieger ist kein Spieler dieses Spiels.</translation>
    </message>
    <message>
        <source>Province &quot;%1&quot; does not fit its holder: a player&apos;s province needs that player&apos;s civilization and pawns, an empty one nothing.</source>
        <translation>Die Provinz „%1“ passt nicht zu ihrem Besitzer: die Provinz eines Spielers braucht dessen Zivilisation und Spielsteine, eine leere nichts.</translation>
    </message>
    <message>
        <source>The neutral pawns do not add up: %1 on the board and %2 removed, but %3 placed.</source>
        <translation>Die neutralen Spielsteine gehen nicht auf: %1 auf dem Spielplan und %2 entfernt, aber %3 gesetzt.</translation>
    </message>
    <message>
        <source>players[%1] has a negative count, or an active civilization without its two tiles.</source>
        <translation>players[%1] hat eine negative Zahl oder eine aktive Zivilisation ohne ihre zwei Kärtchen.</translation>
    </message>
    <message>
        <source>players[%1]: the pawns do not add up: %2 held and %3 removed, but %4 received.</source>
        <translation>players[%1]: die Spielsteine gehen nicht auf: %2 im Spiel und %3 entfernt, aber %4 erhalten.</translation>
    </message>
    <message>
        <source>players[%1] is at peace with a seat that is not another player.</source>
        <translation>players[%1] hat Frieden mit einem Platz, der kein anderer Spieler ist.</translation>
    </message>
    <message>
        <source>The track has more than six civilizations.</source>
        <translation>Die Leiste hat mehr als sechs Zivilisationen.</translation>
    </message>
    <message>
        <source>A civilization of the track has a negative number of coins.</source>
        <translation>Eine Zivilisation der Leiste trägt eine negative Zahl von Münzen.</translation>
    </message>
    <message>
        <source>The tiles of the bag, the track and the players are not the game&apos;s set of tiles.</source>
        <translation>Die Kärtchen im Säckchen, auf der Leiste und bei den Spielern sind nicht der Kärtchensatz des Spiels.</translation>
    </message>
    <message>
        <source>A counter of the turn is out of range.</source>
        <translation>Ein Zähler des Zuges liegt außerhalb seines Bereichs.</translation>
    </message>
    <message>
        <source>The position does not list the map&apos;s provinces.</source>
        <translation>Die Stellung nennt nicht die Provinzen der Karte.</translation>
    </message>
</context>
<context>
    <name>ProvinceGraph</name>
    <message>
        <source>An area has an empty id.</source>
        <translation>Ein Gebiet hat eine leere Kennung.</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used twice.</source>
        <translation>Die Kennung „%1“ wird zweimal verwendet.</translation>
    </message>
    <message>
        <source>The link %1 - %2 names an unknown id &quot;%3&quot;.</source>
        <translation>Die Verbindung %1 - %2 nennt eine unbekannte Kennung „%3“.</translation>
    </message>
    <message>
        <source>The area &quot;%1&quot; is linked to itself.</source>
        <translation>Das Gebiet „%1“ ist mit sich selbst verbunden.</translation>
    </message>
    <message>
        <source>The link %1 - %2 has a kind that does not fit the areas it joins.</source>
        <translation>Die Verbindung %1 - %2 hat eine Art, die nicht zu den verbundenen Gebieten passt.</translation>
    </message>
    <message>
        <source>The areas %1 and %2 are linked twice.</source>
        <translation>Die Gebiete %1 und %2 sind zweimal verbunden.</translation>
    </message>
</context>
<context>
    <name>ProvinceTooltip</name>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Indigenous people (neutral)</source>
        <translation>Ureinwohner (neutral)</translation>
    </message>
    <message>
        <source>%1 (active empire)</source>
        <translation>%1 (aktives Reich)</translation>
    </message>
    <message>
        <source>%1 (declining empire)</source>
        <translation>%1 (Reich im Niedergang)</translation>
    </message>
    <message>
        <source>Sea zone: never occupied; crossed only to enter the board or with Astronomy.</source>
        <translation>Meereszone: nie besetzt; sie wird nur beim Betreten des Spielplans oder mit Astronomie überquert.</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>a new civilization may enter here</source>
        <translation>eine neue Zivilisation darf hier beginnen</translation>
    </message>
    <message>
        <source>Held by: %1</source>
        <translation>Gehalten von: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>fort (+1 to conquer, -1 for attacks from it)</source>
        <translation>Festung (+1 für ihre Übernahme, -1 für Angriffe von ihr aus)</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n victory point(s) a turn to %1.</source>
        <translation>
            <numerusform>Bringt %1 pro Zug %n Siegpunkt.</numerusform>
            <numerusform>Bringt %1 pro Zug %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click to abandon it and take its %n pawn(s) back into your hand.</source>
        <translation>
            <numerusform>Klicken, um sie zu räumen und ihren %n Spielstein auf die Hand zu nehmen.</numerusform>
            <numerusform>Klicken, um sie zu räumen und ihre %n Spielsteine auf die Hand zu nehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left click: place a pawn from your hand. Right click: take one back.</source>
        <translation>Linksklick: einen Spielstein von der Hand setzen. Rechtsklick: einen zurücknehmen.</translation>
    </message>
    <message numerus="yes">
        <source>Conquest costs %n pawn(s):</source>
        <translation>
            <numerusform>Die Übernahme kostet %n Spielstein:</numerusform>
            <numerusform>Die Übernahme kostet %n Spielsteine:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Sie haben %n Spielstein auf der Hand.</numerusform>
            <numerusform>Sie haben %n Spielsteine auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to conquer.</source>
        <translation>Klicken, um zu übernehmen.</translation>
    </message>
    <message>
        <source>fort (+1 defence)</source>
        <translation>Festung (+1 Verteidigung)</translation>
    </message>
    <message numerus="yes">
        <source>conquest costs %n pawn(s)</source>
        <translation>
            <numerusform>die Übernahme kostet %n Spielstein</numerusform>
            <numerusform>die Übernahme kostet %n Spielsteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press Enter to abandon it and take its %n pawn(s) back into your hand.</source>
        <translation>
            <numerusform>Eingabe drücken, um sie zu räumen und ihren %n Spielstein auf die Hand zu nehmen.</numerusform>
            <numerusform>Eingabe drücken, um sie zu räumen und ihre %n Spielsteine auf die Hand zu nehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter: place a pawn from your hand. Backspace: take one back.</source>
        <translation>Eingabe: einen Spielstein von der Hand setzen. Rücktaste: einen zurücknehmen.</translation>
    </message>
    <message>
        <source>Press Enter to conquer.</source>
        <translation>Eingabe drücken, um zu übernehmen.</translation>
    </message>
</context>
<context>
    <name>ProvinceWords</name>
    <message>
        <source>Conquer with Espionage</source>
        <translation>Mit Spionen übernehmen</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Räumen</translation>
    </message>
    <message>
        <source>Place a pawn</source>
        <translation>Einen Spielstein setzen</translation>
    </message>
    <message>
        <source>Take a pawn back</source>
        <translation>Einen Spielstein zurücknehmen</translation>
    </message>
    <message>
        <source>Keep this part</source>
        <translation>Diesen Teil behalten</translation>
    </message>
    <message>
        <source>Build a fort</source>
        <translation>Festung bauen</translation>
    </message>
    <message>
        <source>Place a surviving pawn</source>
        <translation>Einen überlebenden Spielstein zurücksetzen</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>other + 1</source>
        <translation>das andere + 1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Der Spielzug</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Niedergang</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Scoring and the end</source>
        <translation>Siegpunkte und Spielende</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>Die Zivilisationskärtchen</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kärtchen</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>In decline</source>
        <translation>Im Nieder­gang</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Vinci: quick reference</source>
        <translation>Vinci: Kurzübersicht</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Vinci quick reference</source>
        <translation>Vinci Kurzübersicht</translation>
    </message>
</context>
<context>
    <name>Rejection</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Das ist an dieser Stelle des Zuges nicht möglich.</translation>
    </message>
    <message>
        <source>That is not a land province of this map.</source>
        <translation>Das ist keine Landprovinz dieser Karte.</translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation>Auf diesem Feld liegt keine Zivilisation.</translation>
    </message>
    <message>
        <source>A virtual player always chooses the first civilization.</source>
        <translation>Ein fiktiver Spieler wählt immer die erste Zivilisation.</translation>
    </message>
    <message>
        <source>You have too few victory points to pass over that many civilizations (%1 needed).</source>
        <translation>Sie haben zu wenige Siegpunkte, um so viele Zivilisationen zu überspringen (%1 nötig).</translation>
    </message>
    <message>
        <source>You have no active civilization.</source>
        <translation>Sie haben keine aktive Zivilisation.</translation>
    </message>
    <message>
        <source>A civilization with Rebirth declares its decline at the end of a normal turn, after scoring.</source>
        <translation>Eine Zivilisation mit Renaissance erklärt ihren Niedergang am Ende eines normalen Zuges, nach der Ermittlung der Siegpunkte.</translation>
    </message>
    <message>
        <source>That province is not held by your active empire.</source>
        <translation>Diese Provinz gehört nicht zu Ihrem aktiven Reich.</translation>
    </message>
    <message>
        <source>Provinces are abandoned when collecting pawns, before the first conquest.</source>
        <translation>Provinzen werden bei der Mobilisierung geräumt, vor der ersten Übernahme.</translation>
    </message>
    <message>
        <source>Peace is declared at the start of the turn, before the first conquest.</source>
        <translation>Frieden wird zu Beginn des Zuges geschlossen, vor der ersten Übernahme.</translation>
    </message>
    <message>
        <source>Only a civilization with Diplomacy can declare peace.</source>
        <translation>Nur eine Zivilisation mit Diplomatie kann Frieden schließen.</translation>
    </message>
    <message>
        <source>Choose an opponent to be at peace with.</source>
        <translation>Wählen Sie einen Gegner, mit dem Sie Frieden schließen.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>You have already declared all the peace your Diplomacy allows this turn.</source>
        <translation>Sie haben in diesem Zug schon so viel Frieden geschlossen, wie Ihre Diplomatie erlaubt.</translation>
    </message>
    <message>
        <source>Your active empire already holds that province.</source>
        <translation>Ihr aktives Reich hält diese Provinz schon.</translation>
    </message>
    <message>
        <source>That province is not adjacent to your empire.</source>
        <translation>Diese Provinz grenzt nicht an Ihr Reich.</translation>
    </message>
    <message>
        <source>A new civilization enters on a province at the edge of the board or one sea zone away from it.</source>
        <translation>Eine neue Zivilisation betritt den Spielplan in einer Provinz am Spielplanrand oder eine Meereszone davon entfernt.</translation>
    </message>
    <message>
        <source>Only an empire with Heritage may conquer its own declining empire.</source>
        <translation>Nur ein Reich mit Erbe darf das eigene niedergehende Reich übernehmen.</translation>
    </message>
    <message>
        <source>You are at peace with that player (Diplomacy).</source>
        <translation>Sie haben Frieden mit diesem Spieler (Diplomatie).</translation>
    </message>
    <message>
        <source>Only a civilization with Espionage can use spies.</source>
        <translation>Nur eine Zivilisation mit Spionen kann Spione einsetzen.</translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation>Die Spione wurden in diesem Zug schon eingesetzt.</translation>
    </message>
    <message>
        <source>You have no pawn left in hand.</source>
        <translation>Sie haben keinen Spielstein mehr auf der Hand.</translation>
    </message>
    <message>
        <source>That province has no pawn to take.</source>
        <translation>In dieser Provinz gibt es keinen Spielstein zu nehmen.</translation>
    </message>
    <message>
        <source>Your empire is in one piece.</source>
        <translation>Ihr Reich hängt zusammen.</translation>
    </message>
    <message>
        <source>Only a civilization with Fortification builds forts.</source>
        <translation>Nur eine Zivilisation mit Festungen baut Festungen.</translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation>Sie haben in diesem Zug schon alle erlaubten Festungen gebaut.</translation>
    </message>
    <message>
        <source>That province already has a fort.</source>
        <translation>Diese Provinz hat schon eine Festung.</translation>
    </message>
    <message>
        <source>All pawns must be placed on the board (%1 left).</source>
        <translation>Alle Spielsteine müssen auf den Spielplan (noch %1).</translation>
    </message>
    <message>
        <source>Every province needs at least one pawn: %1 has none.</source>
        <translation>Jede Provinz braucht mindestens einen Spielstein: %1 hat keinen.</translation>
    </message>
    <message>
        <source>With fewer pawns than provinces, put one pawn per province: %1 has more than one.</source>
        <translation>Bei weniger Spielsteinen als Provinzen kommt ein Spielstein in jede Provinz: %1 hat mehr als einen.</translation>
    </message>
    <message>
        <source>Your empire must be in one piece (rule of cohesion): choose the part to keep.</source>
        <translation>Ihr Reich muss zusammenhängen (Regel des Zusammenhangs): Wählen Sie den Teil, den Sie behalten.</translation>
    </message>
    <message>
        <source>No surviving pawn is waiting to be placed there.</source>
        <translation>Dort wartet kein überlebender Spielstein darauf, gesetzt zu werden.</translation>
    </message>
    <message>
        <source>Only a civilization with Philosophy may reorganize before going into decline.</source>
        <translation>Nur eine Zivilisation mit Philosophie darf sich vor dem Niedergang reorganisieren.</translation>
    </message>
    <message>
        <source>Your empire holds no province to reorganize.</source>
        <translation>Ihr Reich hat keine Provinz, die es reorganisieren könnte.</translation>
    </message>
    <message>
        <source>You are reorganizing before the decline: go into decline to end it.</source>
        <translation>Sie reorganisieren vor dem Niedergang: Gehen Sie in den Niedergang, um sie zu beenden.</translation>
    </message>
    <message>
        <source>That conquest costs %1; you have %2.</source>
        <translation>Diese Übernahme kostet %1; Sie haben %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>Religion converts this province for no pawn: spies cannot be used on it.</source>
        <translation>Religion bekehrt diese Provinz ohne Spielstein: Spione können dort nicht eingesetzt werden.</translation>
    </message>
</context>
<context>
    <name>RemoveLink</name>
    <message>
        <source>Unlink %1 and %2</source>
        <translation>Verbindung zwischen %1 und %2 lösen</translation>
    </message>
</context>
<context>
    <name>RenderMapCommand</name>
    <message>
        <source>Draw the map in &lt;folder&gt; to the image file given after it (PNG), with names, symbols and a legend, and exit. Needs no display.</source>
        <translation>Zeichnet die Karte aus &lt;Ordner&gt; mit Namen, Symbolen und Legende in die danach genannte Bilddatei (PNG) und beendet sich. Braucht keinen Bildschirm.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Width of the image in pixels (default %1).</source>
        <translation>Breite des Bildes in Pixeln (Vorgabe %1).</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>With --render-map: the image to write.</source>
        <translation>Mit --render-map: das zu schreibende Bild.</translation>
    </message>
    <message>
        <source>--render-map needs the map folder and one image file, as in: vinci --render-map maps/europe europe.png</source>
        <translation>--render-map braucht den Kartenordner und eine Bilddatei, etwa: vinci --render-map maps/europe europe.png</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, fr or de.</source>
        <translation>Unbekannte Sprache „%1“: en, fr oder de verwenden.</translation>
    </message>
    <message>
        <source>The width must be a number of pixels from %1 to %2, not &quot;%3&quot;.</source>
        <translation>Die Breite muss eine Pixelzahl von %1 bis %2 sein, nicht „%3“.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>ResultFiles</name>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1: kann nicht geschrieben werden (%2).</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>Classic (1999)</source>
        <translation>Klassisch (1999)</translation>
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
        <translation>Die Regeln von 1999, englische Übersetzung</translation>
    </message>
    <message>
        <source>The 1999 rules, French original</source>
        <translation>Die Regeln von 1999, französisches Original</translation>
    </message>
    <message>
        <source>The designer&apos;s errata and clarifications, 1999</source>
        <translation>Die Errata und Klarstellungen des Autors, 1999</translation>
    </message>
    <message>
        <source>The online rules of 2013 (Vinci II)</source>
        <translation>Die Online-Regeln von 2013 (Vinci II)</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n player(s)</source>
        <translation>
            <numerusform>%1 bei %n Spieler</numerusform>
            <numerusform>%1 bei %n Spielern</numerusform>
        </translation>
    </message>
    <message>
        <source>You cannot pass over civilizations you cannot pay for: choosing may not leave your score below 0.</source>
        <translation>Sie können keine Zivilisationen überspringen, die Sie nicht bezahlen können: Ihre Wahl darf Ihre Siegpunkte nicht unter 0 bringen.</translation>
    </message>
    <message>
        <source>The bag holds the designer&apos;s mix unless you choose the printed box&apos;s mix in New Game. A pair is never two Specializations: the second is replaced. Two identical tiles are drawn again only with the option for it.</source>
        <translation>Das Säckchen enthält die vom Autor gewollte Mischung, außer Sie wählen unter Neues Spiel die der Schachtel. Ein Paar hat nie zwei Spezialisierungen: Die zweite wird ersetzt. Zwei gleiche Kärtchen werden nur mit der Option dafür neu gezogen.</translation>
    </message>
    <message>
        <source>The extra pawns and the victory target are the map&apos;s; the rulebook&apos;s numbers are what a map that says nothing gets. New Game may set another target.</source>
        <translation>Die zusätzlichen Spielsteine und die notwendige Siegpunktzahl gibt die Karte vor; die Zahlen der Regel gelten für eine Karte, die nichts angibt. Unter Neues Spiel lässt sich eine andere Siegpunktzahl festlegen.</translation>
    </message>
    <message>
        <source>Virtual players may sit at any table. They always take civilization I, receive more extra pawns, ignore cohesion, and with one at the table the game ends at %1 points.</source>
        <translation>Fiktive Spieler können an jedem Tisch sitzen. Sie nehmen immer Zivilisation I, erhalten mehr zusätzliche Spielsteine, beachten den Zusammenhang nicht, und mit einem fiktiven Spieler am Tisch endet das Spiel bei %1 Punkten.</translation>
    </message>
    <message>
        <source>When your expansion turn starts, all your pawns but one per province come into your hand at once. You may abandon provinces only before your first conquest of the turn.</source>
        <translation>Zu Beginn Ihres Zuges der Ausdehnung kommen alle Ihre Spielsteine bis auf einen je Provinz auf einmal auf Ihre Hand. Provinzen räumen dürfen Sie nur vor Ihrer ersten Übernahme im Zug.</translation>
    </message>
    <message>
        <source>A start province touches the board&apos;s edge or lies one sea zone away from it. Astronomy does not widen the start; Revolutionaries may start anywhere. A civilization left without a province enters again the same way.</source>
        <translation>Eine Startprovinz liegt am Spielplanrand oder eine Meereszone davon entfernt. Astronomie erweitert den Start nicht; Revolution darf überall beginnen. Eine Zivilisation ohne Provinz betritt den Spielplan auf dieselbe Weise erneut.</translation>
    </message>
    <message>
        <source>Ship Building&apos;s −1 needs a shared coast: a coast link, or two neighbours on the shore of the same sea zone. When a civilization enters the board it applies only if it comes by sea.</source>
        <translation>Das −1 der Galeeren verlangt eine gemeinsame Küste: eine Küstenverbindung oder zwei Nachbarn am Ufer derselben Meereszone. Betritt eine Zivilisation den Spielplan, gilt es nur, wenn sie über das Meer kommt.</translation>
    </message>
    <message>
        <source>When you could attack a province from several of yours, you always pay the cheapest way (from a mountain, a fort, along a coast). A conquest never costs less than nothing.</source>
        <translation>Können Sie eine Provinz von mehreren Ihrer Provinzen aus angreifen, zahlen Sie immer den günstigsten Weg (von einem Gebirge, einer Festung, entlang einer Küste). Eine Übernahme kostet nie weniger als nichts.</translation>
    </message>
    <message>
        <source>A conquest that costs nothing gives you the province at once, as a base for the next one; if it still has no pawn when you finish reorganizing, it is lost.</source>
        <translation>Eine Übernahme, die nichts kostet, gibt Ihnen die Provinz sofort, als Ausgangspunkt für die nächste; steht am Ende Ihrer Reorganisation noch kein Spielstein darin, ist sie verloren.</translation>
    </message>
    <message>
        <source>The defender&apos;s surviving pawns wait beside the board; when your turn is over, each defender places them on provinces of the same civilization (or the game does, if New Game says so). A civilization with no province left keeps them to enter again, without new pawns.</source>
        <translation>Die überlebenden Spielsteine des Verteidigers warten neben dem Spielplan; ist Ihr Zug vorbei, setzt jeder Verteidiger sie in Provinzen derselben Zivilisation (oder das Spiel tut es, wenn Neues Spiel es so festlegt). Eine Zivilisation ohne Provinz behält sie, um den Spielplan erneut zu betreten, ohne neue Spielsteine.</translation>
    </message>
    <message>
        <source>You may conquer next to your declining civilization: its provinces next to the new one are emptied at once, unless you have Heritage, which also lets you attack them. (The German edition forbids the conquest; the errata allow it.)</source>
        <translation>Sie dürfen neben Ihrem niedergehenden Reich übernehmen: Seine Provinzen neben der neuen werden sofort geräumt, außer mit Erbe, das sie auch angreifen darf. (Die deutsche Ausgabe verbietet die Übernahme; die Errata erlauben sie.)</translation>
    </message>
    <message>
        <source>Cohesion is checked when you finish reorganizing: if your empire is in pieces, you choose the part to keep and the pawns of the others join it.</source>
        <translation>Der Zusammenhang wird am Ende Ihrer Reorganisation geprüft: Ist Ihr Reich zerteilt, wählen Sie den Teil, den Sie behalten, und die Spielsteine der anderen Teile kommen dorthin.</translation>
    </message>
    <message>
        <source>After reorganizing, every province you keep needs a pawn if you have enough; with fewer pawns than provinces, no province may hold two. No pawn stays in your hand.</source>
        <translation>Nach der Reorganisation braucht jede Provinz, die Sie behalten, einen Spielstein, wenn Sie genug haben; mit weniger Spielsteinen als Provinzen darf keine Provinz zwei haben. Kein Spielstein bleibt auf der Hand.</translation>
    </message>
    <message>
        <source>The rules print only a few tiles&apos; red numbers; the others are our estimates, and Help ▸ Civilization Tiles says which is which.</source>
        <translation>Die Regel nennt die roten Zahlen nur weniger Kärtchen; die übrigen sind unsere Schätzungen, und Hilfe ▸ Zivilisationskärtchen sagt, welche welche sind.</translation>
    </message>
    <message>
        <source>Specialization doubles its partner: yellow bonuses, Slavery, Espionage (twice a turn), Field General, Fortification (two forts), Militia, Mountaineering, Ship Building, Weapons, Medicine and Diplomacy (two opponents).</source>
        <translation>Spezialisierung verdoppelt das andere Kärtchen: gelbe Boni, Sklaverei, Spione (zweimal pro Zug), Heerführer, Festungen (zwei Festungen), Bürgerwehr, Bergvolk, Galeeren, Waffen, Medizin und Diplomatie (zwei Gegner).</translation>
    </message>
    <message>
        <source>Field General&apos;s pawns come at the start of every expansion turn, the entering one too, and leave when your conquests end, from your hand first.</source>
        <translation>Die Spielsteine des Heerführers kommen zu Beginn jedes Zuges der Ausdehnung, auch im Zug des Starts, und gehen, wenn Ihre Übernahmen enden, zuerst von der Hand.</translation>
    </message>
    <message>
        <source>Espionage&apos;s conquest at a fixed price still needs a province you can reach, and does not break a peace.</source>
        <translation>Die Übernahme der Spione zum festen Preis braucht trotzdem eine erreichbare Provinz und bricht keinen Frieden.</translation>
    </message>
    <message>
        <source>Diplomacy&apos;s peace is declared before your first conquest, holds between both players&apos; active civilizations, and lasts until your next turn starts; you may choose a player who is not on the board.</source>
        <translation>Der Frieden der Diplomatie wird vor Ihrer ersten Übernahme erklärt, gilt zwischen den aktiven Zivilisationen beider Spieler und dauert bis zum Beginn Ihres nächsten Zuges; Sie dürfen einen Spieler wählen, der nicht auf dem Spielplan ist.</translation>
    </message>
    <message>
        <source>Forts are built while you reorganize, one a turn. A fort goes when its province is conquered, abandoned, emptied or cleared; attacking from it across the sea gets no −1.</source>
        <translation>Festungen werden während der Reorganisation gebaut, eine pro Zug. Eine Festung verschwindet, wenn ihre Provinz übernommen, aufgegeben oder geräumt wird; ein Angriff von ihr aus über das Meer bekommt kein −1.</translation>
    </message>
    <message>
        <source>With Rebirth you cannot decline at the start of a turn: after scoring you choose to decline (no second scoring, a new civilization at once) or to end the turn.</source>
        <translation>Mit Renaissance können Sie den Niedergang nicht zu Beginn eines Zuges erklären: Nach der Ermittlung der Siegpunkte wählen Sie den Niedergang (ohne zweite Wertung, sofort eine neue Zivilisation) oder das Ende des Zuges.</translation>
    </message>
    <message>
        <source>Slavery earns a point for each conquest of a province held by neutral or other players&apos; pawns; your own declining pawns cleared by contact do not count.</source>
        <translation>Sklaverei bringt einen Punkt für jede Übernahme einer Provinz mit neutralen Spielsteinen oder denen anderer Spieler; Ihre eigenen niedergehenden Spielsteine, die durch Berührung geräumt werden, zählen nicht.</translation>
    </message>
    <message>
        <source>Medicine&apos;s pawn comes at the start of every expansion turn, the entering one too.</source>
        <translation>Der Spielstein der Medizin kommt zu Beginn jedes Zuges der Ausdehnung, auch im Zug des Starts.</translation>
    </message>
    <message>
        <source>An expansion turn scores your active civilization after reorganizing, your declining one with the tiles it kept, and Slavery; a decline turn scores the declining one only; choosing your first civilization scores nothing.</source>
        <translation>Ein Zug der Ausdehnung wertet Ihre aktive Zivilisation nach der Reorganisation, Ihr niedergehendes Reich mit den Kärtchen, die es behalten hat, und Sklaverei; ein Zug des Niedergangs wertet nur das niedergehende Reich; die Wahl Ihrer ersten Zivilisation bringt nichts.</translation>
    </message>
    <message>
        <source>Only the four yellow tiles with the broken column stay in decline (with a Specialization paired with one); Heritage and Fortification do not.</source>
        <translation>Nur die vier gelben Kärtchen mit der zerbrochenen Säule bleiben im Niedergang (mit einer Spezialisierung, die zu einem von ihnen gehört); Erbe und Festungen nicht.</translation>
    </message>
    <message>
        <source>Once someone reaches the target the round is finished: the player before the first player plays the last turn, and equal scores share the victory. Touching the target while declining and dropping below it when paying for the new civilization does not end the game.</source>
        <translation>Sobald jemand die notwendige Siegpunktzahl erreicht, wird die Runde zu Ende gespielt: Der Spieler vor dem Startspieler hat den letzten Zug, und bei Gleichstand teilen sich die Spieler den Sieg. Wer die Zahl im Niedergang berührt und beim Bezahlen der neuen Zivilisation wieder darunter fällt, beendet das Spiel nicht.</translation>
    </message>
    <message>
        <source>If attacks leave your active civilization without a province, nothing happens by itself: on your turn you enter again with its pawns, or you decline it.</source>
        <translation>Lassen Angriffe Ihre aktive Zivilisation ohne Provinz, geschieht nichts von selbst: In Ihrem Zug betreten Sie mit ihren Spielsteinen erneut den Spielplan, oder Sie erklären ihren Niedergang.</translation>
    </message>
    <message>
        <source>A virtual player declines only when its civilization would score under 10 points and has fewer than 5 pawns to expand with, and then only if a die beats its pawns (with Field General: fewer than 3, the die minus 2).</source>
        <translation>Ein fiktiver Spieler erklärt den Niedergang nur, wenn seine Zivilisation unter 10 Punkte bringen würde und weniger als 5 Spielsteine zur Ausdehnung hat, und dann nur, wenn ein Würfel seine Spielsteine übertrifft (mit Heerführer: weniger als 3, der Würfel minus 2).</translation>
    </message>
    <message>
        <source>A virtual player takes first the province worth most (less the declining provinces it would clear, plus Slavery&apos;s point), then the cheapest (Espionage counted), then one by die.</source>
        <translation>Ein fiktiver Spieler nimmt zuerst die wertvollste Provinz (abzüglich der niedergehenden Provinzen, die sie räumen würde, zuzüglich des Punktes der Sklaverei), dann die billigste (Spione mitgerechnet), dann eine per Würfel.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s variants for virtual players (cost minus twice the value; attacking a real player rather than rolling the die) are kinds of player in New Game.</source>
        <translation>Die Varianten der Regel für fiktive Spieler (Kosten minus doppelter Wert; einen echten Spieler angreifen statt zu würfeln) sind Spielerarten unter Neues Spiel.</translation>
    </message>
    <message>
        <source>A virtual player expands while it can pay and never empties a province.</source>
        <translation>Ein fiktiver Spieler dehnt sich aus, solange er bezahlen kann, und räumt nie eine Provinz.</translation>
    </message>
    <message>
        <source>A virtual player with Ship Building enters on a coast of the open sea, never of an inland sea.</source>
        <translation>Ein fiktiver Spieler mit Galeeren startet an einer Küste des offenen Meeres, nie eines Binnenmeeres.</translation>
    </message>
    <message>
        <source>A virtual player spreads its pawns for an even defence along its borders; the pawns left over go to the board&apos;s edge when new civilizations are coming, else next to active civilizations.</source>
        <translation>Ein fiktiver Spieler verteilt seine Spielsteine für eine gleichmäßige Verteidigung entlang seiner Grenzen; übrige Spielsteine kommen an den Spielplanrand, wenn neue Zivilisationen kommen, sonst neben aktive Zivilisationen.</translation>
    </message>
    <message>
        <source>A virtual player builds its fort where it touches the most neutral or other players&apos; provinces.</source>
        <translation>Ein fiktiver Spieler baut seine Festung dort, wo er an die meisten neutralen Provinzen oder Provinzen anderer Spieler grenzt.</translation>
    </message>
    <message>
        <source>A virtual player with Diplomacy always makes peace with a real player (by die when there are two).</source>
        <translation>Ein fiktiver Spieler mit Diplomatie schließt immer Frieden mit einem echten Spieler (per Würfel, wenn es zwei sind).</translation>
    </message>
    <message>
        <source>%1 to %2 players, no virtual players. You start with %3 victory points; each civilization passed over costs %4 and each coin is worth %5.</source>
        <translation>%1 bis %2 Spieler, keine fiktiven Spieler. Sie beginnen mit %3 Siegpunkten; jede übersprungene Zivilisation kostet %4, und jede Münze ist %5 wert.</translation>
    </message>
    <message>
        <source>The game lasts the map&apos;s number of rounds (else the rules&apos; own) and ends after the last player of the last round; equal scores share the victory.</source>
        <translation>Das Spiel dauert so viele Runden, wie die Karte angibt (sonst die der Regel), und endet nach dem letzten Spieler der letzten Runde; bei Gleichstand teilen sich die Spieler den Sieg.</translation>
    </message>
    <message>
        <source>Extra pawns: %1. The rules give the numbers for 3 and 4 players only; the others are the Europe map&apos;s, and every map may give its own.</source>
        <translation>Zusätzliche Spielsteine: %1. Die Regel nennt die Zahlen nur für 3 und 4 Spieler; die übrigen sind die der Europakarte, und jede Karte kann eigene angeben.</translation>
    </message>
    <message numerus="yes">
        <source>Controllable seas count as rivers. A conquest costs at least %n pawn(s); the terrain table says what scores and where neutral pawns stand.</source>
        <translation>
            <numerusform>Beherrschbare Meere zählen als Flüsse. Eine Übernahme kostet mindestens %n Spielstein; die Geländetabelle sagt, was Punkte bringt und wo neutrale Spielsteine stehen.</numerusform>
            <numerusform>Beherrschbare Meere zählen als Flüsse. Eine Übernahme kostet mindestens %n Spielsteine; die Geländetabelle sagt, was Punkte bringt und wo neutrale Spielsteine stehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender&apos;s survivors go one at a time to its province with the fewest pawns; among equals, to the first in the map&apos;s order.</source>
        <translation>Die Überlebenden des Verteidigers kommen einzeln in seine Provinz mit den wenigsten Spielsteinen; bei Gleichstand in die erste in der Reihenfolge der Karte.</translation>
    </message>
    <message>
        <source>A declining civilization keeps all its tiles until your next decline, only those with the broken column acting. Conquering next to your declining province clears it only when neither of the two is a river.</source>
        <translation>Ein niedergehendes Reich behält alle seine Kärtchen bis zu Ihrem nächsten Niedergang, nur die mit der zerbrochenen Säule wirken. Eine Übernahme neben Ihrer niedergehenden Provinz räumt sie nur, wenn keine der beiden ein Fluss ist.</translation>
    </message>
    <message>
        <source>The bag holds one tile of each kind, without Specialization, and without Diplomacy when two play.</source>
        <translation>Das Säckchen enthält ein Kärtchen jeder Art, ohne Spezialisierung und zu zweit ohne Diplomatie.</translation>
    </message>
    <message>
        <source>%1&apos;s pawn comes when you reorganize; %2&apos;s pawns help each conquest, which needs one of your own pawns too, and leave the province at once; %3 and %4 put a fort on every non-river province; %5 take one pawn off next to a river or a sea.</source>
        <translation>Der Spielstein von %1 kommt bei der Reorganisation; die Spielsteine von %2 helfen bei jeder Übernahme, die auch einen eigenen Spielstein braucht, und verlassen die Provinz sofort; %3 und %4 setzen eine Festung auf jede Provinz, die kein Fluss ist; %5 senken die Kosten neben einem Fluss oder Meer um einen Spielstein.</translation>
    </message>
    <message>
        <source>The new tiles as the game plays them: %1 lets you reorganize before declining; %2 gives a second conquest phase but scores once; %3 converts a lone pawn of another player&apos;s active civilization; %4 counts other players&apos; pawns over the whole turn.</source>
        <translation>Die neuen Kärtchen, wie das Spiel sie anwendet: %1 erlaubt eine Reorganisation vor dem Niedergang; %2 gibt eine zweite Ausdehnungsphase, wertet aber nur einmal; %3 bekehrt einen einzelnen Spielstein der aktiven Zivilisation eines anderen Spielers; %4 zählt die Spielsteine anderer Spieler über den ganzen Zug.</translation>
    </message>
    <message>
        <source>The rules give only %1&apos;s and %2&apos;s red numbers; the new tiles&apos; numbers are our estimates, and Help ▸ Civilization Tiles says which is which.</source>
        <translation>Die Regel nennt nur die roten Zahlen von %1 und %2; die der neuen Kärtchen sind unsere Schätzungen, und Hilfe ▸ Zivilisationskärtchen sagt, welche welche sind.</translation>
    </message>
    <message>
        <source>Your first turn: you choose a civilization and at once conquer, reorganize and score with it (you may also end the conquests at once). A civilization chosen after a decline waits for your next turn.</source>
        <translation>Ihr erster Zug: Sie wählen eine Zivilisation und dehnen sich sofort mit ihr aus, reorganisieren und ermitteln Ihre Siegpunkte (Sie dürfen die Übernahmen auch gleich beenden). Eine nach einem Niedergang gewählte Zivilisation wartet auf Ihren nächsten Zug.</translation>
    </message>
    <message>
        <source>A civilization you have just taken may be declined at the start of your next turn, before it enters the board: it scores nothing, and its pawns leave the game.</source>
        <translation>Eine soeben gewählte Zivilisation kann zu Beginn Ihres nächsten Zuges in den Niedergang geschickt werden, bevor sie den Spielplan betritt: Sie bringt nichts ein, und ihre Spielsteine verlassen das Spiel.</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1: kann nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>not a readable save (line %1, column %2: %3); the file may be truncated or damaged.</source>
        <translation>kein lesbarer Spielstand (Zeile %1, Spalte %2: %3); die Datei ist vielleicht abgeschnitten oder beschädigt.</translation>
    </message>
    <message>
        <source>not a Vinci saved game.</source>
        <translation>kein gespeichertes Vinci-Spiel.</translation>
    </message>
    <message>
        <source>the save has no format version.</source>
        <translation>der Spielstand hat keine Formatversion.</translation>
    </message>
    <message>
        <source>saved by a newer version of Vinci (format %1; this version reads up to %2).</source>
        <translation>von einer neueren Version von Vinci gespeichert (Format %1; diese Version liest bis %2).</translation>
    </message>
    <message>
        <source>the save&apos;s format version is not valid.</source>
        <translation>die Formatversion des Spielstands ist ungültig.</translation>
    </message>
    <message>
        <source>the save does not name its map.</source>
        <translation>der Spielstand nennt seine Karte nicht.</translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; cannot be loaded: %2</source>
        <translation>die Karte „%1“ kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; has changed since this game was saved.</source>
        <translation>die Karte „%1“ hat sich geändert, seit das Spiel gespeichert wurde.</translation>
    </message>
    <message>
        <source>the save has no list of actions.</source>
        <translation>der Spielstand hat keine Liste von Aktionen.</translation>
    </message>
    <message>
        <source>action %1 cannot be read: %2</source>
        <translation>Aktion %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>action %1 (%2) is not legal: %3</source>
        <translation>Aktion %1 (%2) ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <source>the saved position does not match its moves; the file was changed or made by an incompatible version.</source>
        <translation>die gespeicherte Stellung passt nicht zu ihren Zügen; die Datei wurde verändert oder von einer inkompatiblen Version erstellt.</translation>
    </message>
    <message>
        <source>The game options have a missing or wrong &quot;%1&quot;.</source>
        <translation>In den Spieloptionen fehlt „%1“ oder ist falsch.</translation>
    </message>
    <message>
        <source>this Online 2013 game was saved by an earlier version of Vinci (save format %1), whose first turn did not go on into the conquests as the online rules say; it cannot be continued. Start a new game.</source>
        <translation>diese Online-2013-Partie wurde von einer früheren Version von Vinci gespeichert (Speicherformat %1), deren erster Zug nicht wie in den Online-Regeln mit den Übernahmen weiterging; sie kann nicht fortgesetzt werden. Beginnen Sie eine neue Partie.</translation>
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
            <numerusform>%n fiktiver Spieler</numerusform>
            <numerusform>%n fiktive Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n Computer</numerusform>
            <numerusform>%n Computer</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Finished game</source>
        <translation>Beendetes Spiel</translation>
    </message>
    <message>
        <source>Interrupted game %1</source>
        <translation>Unterbrochenes Spiel %1</translation>
    </message>
    <message>
        <source>%1 (interrupted, %2)</source>
        <translation>%1 (unterbrochen, %2)</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Virtual player (rulebook)</source>
        <translation>Fiktiver Spieler (Spielregel)</translation>
    </message>
    <message>
        <source>Virtual player (rulebook, both variants)</source>
        <translation>Fiktiver Spieler (Spielregel, beide Varianten)</translation>
    </message>
    <message>
        <source>Computer: Strategist, easy</source>
        <translation>Computer: Stratege, leicht</translation>
    </message>
    <message>
        <source>Computer: Strategist, normal</source>
        <translation>Computer: Stratege, normal</translation>
    </message>
    <message>
        <source>Computer: Strategist, hard</source>
        <translation>Computer: Stratege, schwer</translation>
    </message>
    <message>
        <source>Virtual player</source>
        <translation>Fiktiver Spieler</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer, easy</source>
        <translation>Computer, leicht</translation>
    </message>
    <message>
        <source>Computer, normal</source>
        <translation>Computer, normal</translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation>Computer, schwer</translation>
    </message>
    <message>
        <source>Virtual, with variants</source>
        <translation>Fiktiv, mit Varianten</translation>
    </message>
</context>
<context>
    <name>SetPaintTerrain</name>
    <message>
        <source>Paint terrain in the game</source>
        <translation>Gelände im Spiel malen</translation>
    </message>
    <message>
        <source>Show the drawing&apos;s colours</source>
        <translation>Die Farben der Zeichnung zeigen</translation>
    </message>
</context>
<context>
    <name>SetRejectedLinks</name>
    <message>
        <source>Forget rejected links</source>
        <translation>Abgelehnte Verbindungen vergessen</translation>
    </message>
</context>
<context>
    <name>ShapeEdits</name>
    <message>
        <source>the map&apos;s SVG cannot be read: %1</source>
        <translation>das SVG der Karte kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>“%1” is not a valid id: use lower-case letters a-z, digits and dashes</source>
        <translation>„%1“ ist keine gültige Kennung: Verwenden Sie Kleinbuchstaben a-z, Ziffern und Bindestriche</translation>
    </message>
    <message>
        <source>the id “%1” is already used in the map</source>
        <translation>die Kennung „%1“ wird in der Karte schon verwendet</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“.</translation>
    </message>
    <message>
        <source>Play games between program players, no window, and print their results.</source>
        <translation>Spielt Partien zwischen Programmspielern ohne Fenster und gibt die Ergebnisse aus.</translation>
    </message>
    <message>
        <source>Players per game (simulate; default: the --ai list&apos;s length).</source>
        <translation>Spieler pro Partie (simulate; Vorgabe: Länge der Liste --ai).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Comma-separated player kinds by seat (simulate): rulebook, rulebook-formula, rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, strategist-hard, strategist, random.</source>
        <translation>Spielerarten je Platz, durch Kommas getrennt (simulate): rulebook, rulebook-formula, rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, strategist-hard, strategist, random.</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>Arten</translation>
    </message>
    <message>
        <source>Games to play (simulate).</source>
        <translation>Zahl der Partien (simulate).</translation>
    </message>
    <message>
        <source>Seed of the whole run (simulate).</source>
        <translation>Startwert des ganzen Laufs (simulate).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Threads to play on (simulate; default: every core).</source>
        <translation>Zahl der Threads (simulate; Vorgabe: alle Kerne).</translation>
    </message>
    <message>
        <source>Extra pawns of the virtual players&apos; civilizations (simulate; rulebook: 8, harder: 9 or more).</source>
        <translation>Zusätzliche Spielsteine der Zivilisationen fiktiver Spieler (simulate; Spielregel: 8, schwerer: 9 oder mehr).</translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score (simulate; rulebook: 10, harder: 15).</source>
        <translation>Anfangspunkte fiktiver Spieler (simulate; Spielregel: 10, schwerer: 15).</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Milliseconds per decision for the players that search (simulate; strategist-hard; default: its own count of look-aheads).</source>
        <translation>Millisekunden je Entscheidung für die suchenden Spieler (simulate; strategist-hard; Standard: seine eigene Zahl an Vorausschauen).</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>Rule set (simulate): classic or online (Online 2013).</source>
        <translation>Regelwerk (Simulation): classic oder online (Online 2013).</translation>
    </message>
    <message>
        <source>Unknown rule set &quot;%1&quot;: classic or online.</source>
        <translation>Unbekanntes Regelwerk „%1“: classic oder online.</translation>
    </message>
    <message numerus="yes">
        <source>--ai names %n seat(s) but --players asks for %1.</source>
        <translation>
            <numerusform>--ai nennt %n Platz, aber --players verlangt %1.</numerusform>
            <numerusform>--ai nennt %n Plätze, aber --players verlangt %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points that end the game (simulate; default: %1 with virtual players, else the map&apos;s).</source>
        <translation>Siegpunkte, die das Spiel beenden (simulate; Vorgabe: %1 mit fiktiven Spielern, sonst die der Karte).</translation>
    </message>
    <message>
        <source>Map name, folder or map package file (.vincimap): the map of the simulation (a package read, not installed), or the window&apos;s new game on it (a package installed first).</source>
        <translation>Name, Ordner oder Kartenpaket-Datei (.vincimap) der Karte: die Karte der Simulation (ein Paket wird gelesen, nicht installiert) oder eines neuen Spiels im Fenster (ein Paket wird zuerst installiert).</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>game %1: %2</source>
        <translation>Partie %1: %2</translation>
    </message>
    <message>
        <source>No map to play on.</source>
        <translation>Keine Karte zum Spielen.</translation>
    </message>
    <message>
        <source>The number of games must be at least 1.</source>
        <translation>Die Zahl der Partien muss mindestens 1 sein.</translation>
    </message>
    <message>
        <source>Mean length: %1 rounds, %2 turns</source>
        <translation>Mittlere Länge: %1 Runden, %2 Züge</translation>
    </message>
    <message>
        <source>seat  player              wins    share   95% Wilson interval   mean score</source>
        <translation>Platz Spieler            Siege   Anteil   95%-Wilson-Intervall  Punkteschnitt</translation>
    </message>
    <message>
        <source>A game won by k tied players counts 1/k of a win for each; the interval treats those fractions as successes.</source>
        <translation>Eine Partie, die k Spieler gleichauf gewinnen, zählt für jeden als 1/k Sieg; das Intervall wertet diese Bruchteile als Erfolge.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 on %2 (%3, seed %4) in %5 s on %6: %7 games/s</source>
        <translation>%1 auf %2 (%3, Startwert %4) in %5 s mit %6: %7 Partien/s</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateReader</name>
    <message>
        <source>not a field of the state</source>
        <translation>kein Feld des Zustands</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>unbekannter Wert „%1“</translation>
    </message>
    <message>
        <source>is not the current player (-1 once the game is over) outside the redeploy phase</source>
        <translation>ist außerhalb des Umverteilens nicht der aktuelle Spieler (-1 nach Spielende)</translation>
    </message>
    <message>
        <source>there is no land province &quot;%1&quot; on this map</source>
        <translation>auf dieser Karte gibt es keine Landprovinz „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>the province &quot;%1&quot; is missing</source>
        <translation>die Provinz „%1“ fehlt</translation>
    </message>
    <message numerus="yes">
        <source>more than %n tile(s)</source>
        <translation>
            <numerusform>mehr als %n Kärtchen</numerusform>
            <numerusform>mehr als %n Kärtchen</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot;</source>
        <translation>unbekanntes Kärtchen „%1“</translation>
    </message>
    <message>
        <source>expected four hexadecimal words, not all zero</source>
        <translation>vier hexadezimale Wörter erwartet, nicht alle null</translation>
    </message>
    <message>
        <source>written only when true</source>
        <translation>nur geschrieben, wenn true</translation>
    </message>
</context>
<context>
    <name>SvgElementIndex</name>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not an SVG file: the top element is &lt;%1&gt;</source>
        <translation>keine SVG-Datei: das oberste Element ist &lt;%1&gt;</translation>
    </message>
</context>
<context>
    <name>SvgElementMover</name>
    <message>
        <source>the drawing cannot be rendered by Qt</source>
        <translation>Qt kann die Zeichnung nicht darstellen</translation>
    </message>
</context>
<context>
    <name>SvgFeatureScan</name>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
</context>
<context>
    <name>SvgImporter</name>
    <message>
        <source>it is in the layer “%1”</source>
        <translation>es liegt in der Ebene „%1“</translation>
    </message>
    <message>
        <source>hidden: left out</source>
        <translation>verborgen: ausgelassen</translation>
    </message>
    <message>
        <source>a raster image is kept as decoration: it has no outline to become an area</source>
        <translation>ein Rasterbild bleibt Dekoration: Es hat keinen Umriss, der ein Gebiet werden könnte</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) without fill (lines, frames) kept as decoration</source>
        <translation>
            <numerusform>%n Form ohne Füllung (Linien, Rahmen) als Dekoration behalten</numerusform>
            <numerusform>%n Formen ohne Füllung (Linien, Rahmen) als Dekoration behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>given the id “%1”</source>
        <translation>erhält die Kennung „%1“</translation>
    </message>
    <message>
        <source>id “%1” changed to “%2”</source>
        <translation>Kennung „%1“ in „%2“ geändert</translation>
    </message>
    <message>
        <source>Qt 6.4 does not render %1 as drawn: the board will show this element without it</source>
        <translation>Qt 6.4 stellt %1 nicht wie gezeichnet dar: Der Spielplan zeigt dieses Element ohne %1</translation>
    </message>
    <message>
        <source>%1: the drawing is larger than %2 MB</source>
        <translation>%1: Die Zeichnung ist größer als %2 MB</translation>
    </message>
    <message>
        <source>%1: not an SVG file: the top element is &lt;%2&gt;</source>
        <translation>%1: keine SVG-Datei: Das oberste Element ist &lt;%2&gt;</translation>
    </message>
    <message>
        <source>draws no shape: kept as decoration</source>
        <translation>zeichnet keine Form: bleibt Dekoration</translation>
    </message>
    <message>
        <source>covers the whole drawing and is not blue: kept as the background</source>
        <translation>bedeckt die ganze Zeichnung und ist nicht blau: bleibt Hintergrund</translation>
    </message>
    <message>
        <source>%1: the drawing has no closed, filled shape to make a province of</source>
        <translation>%1: Die Zeichnung hat keine geschlossene, gefüllte Form, aus der eine Provinz werden könnte</translation>
    </message>
    <message>
        <source>the areas were moved into new layers “provinces” and “seas”, each keeping its look</source>
        <translation>die Gebiete wurden in die neuen Ebenen „provinces“ und „seas“ verschoben, jedes mit seinem Aussehen</translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation>Meereszone</translation>
    </message>
    <message>
        <source>province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>%1, because of %2</source>
        <translation>%1, Grund: %2</translation>
    </message>
    <message>
        <source>named “%1”: “%2” does not name a sea</source>
        <translation>„%1“ genannt: „%2“ ist kein Name für ein Meer</translation>
    </message>
    <message>
        <source>a &lt;use&gt; of “%1”, which is not a shape: kept as decoration</source>
        <translation>ein &lt;use&gt; von „%1“, das keine Form ist: bleibt Dekoration</translation>
    </message>
    <message>
        <source>lies inside %1: kept as the drawing&apos;s art (a lake), not a sea zone</source>
        <translation>liegt innerhalb von %1: bleibt Teil der Zeichnung (ein See), keine Meereszone</translation>
    </message>
    <message>
        <source>named “%1” after the text %2 on it, which is hidden: the board writes the name</source>
        <translation>„%1“ genannt, nach dem Text %2 darauf, der ausgeblendet ist: der Spielplan schreibt den Namen</translation>
    </message>
    <message>
        <source>named “%1”: the shape has no id or name</source>
        <translation>„%1“ genannt: Die Form hat weder eine ID noch einen Namen</translation>
    </message>
</context>
<context>
    <name>SvgTree</name>
    <message>
        <source>elements nested more than %1 deep</source>
        <translation>Elemente mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the file has no element</source>
        <translation>die Datei hat kein Element</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Farmland</source>
        <translation>Ackerland</translation>
    </message>
    <message>
        <source>Prairie</source>
        <translation>Weideland</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Normal land</source>
        <translation>Gewöhnliches Land</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Controllable sea</source>
        <translation>Beherrschbares Meer</translation>
    </message>
</context>
<context>
    <name>TerrainChoice</name>
    <message>
        <source>%1 (Online 2013 only)</source>
        <translation>%1 (nur Online 2013)</translation>
    </message>
    <message>
        <source>This map supports the Classic rules, whose provinces are farmland, prairie, forest or mountain. To use %1, untick “Classic rules” in Rule tables (the map is then for Online 2013 only).</source>
        <translation>Diese Karte unterstützt die klassischen Regeln, deren Provinzen Ackerland, Weideland, Wald oder Gebirge sind. Um %1 zu verwenden, wählen Sie „Klassische Regeln“ unter Regeltabellen ab (die Karte ist dann nur für Online 2013).</translation>
    </message>
    <message>
        <source>%1 (not with Classic rules)</source>
        <translation>%1 (nicht mit klassischen Regeln)</translation>
    </message>
</context>
<context>
    <name>TerrainInSentence</name>
    <message>
        <source>farmland</source>
        <translation>Ackerland</translation>
    </message>
    <message>
        <source>prairie</source>
        <translation>Weideland</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>normal land</source>
        <translation>gewöhnliches Land</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>controllable sea</source>
        <translation>beherrschbares Meer</translation>
    </message>
</context>
<context>
    <name>TestPlay</name>
    <message>
        <source>No temporary folder to write the map to: %1</source>
        <translation>Kein temporärer Ordner, in den die Karte geschrieben werden kann: %1</translation>
    </message>
    <message>
        <source>The game (vinci) was not found next to the editor or on the PATH; set VINCI_GAME to its path.</source>
        <translation>Das Spiel (vinci) wurde weder neben dem Editor noch im PATH gefunden; setzen Sie VINCI_GAME auf seinen Pfad.</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 konnte nicht gestartet werden.</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>Agriculture</source>
        <translation>Landwirtschaft</translation>
    </message>
    <message>
        <source>Agriculture (decline)</source>
        <translation>Landwirtschaft (Niedergang)</translation>
    </message>
    <message>
        <source>Livestock Breeding</source>
        <translation>Tierzucht</translation>
    </message>
    <message>
        <source>Livestock Breeding (decline)</source>
        <translation>Tierzucht (Niedergang)</translation>
    </message>
    <message>
        <source>Mining</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>Mining (decline)</source>
        <translation>Minen (Niedergang)</translation>
    </message>
    <message>
        <source>Port Building</source>
        <translation>Häfen</translation>
    </message>
    <message>
        <source>Port Building (decline)</source>
        <translation>Häfen (Niedergang)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Geldwirtschaft</translation>
    </message>
    <message>
        <source>Slavery</source>
        <translation>Sklaverei</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Spione</translation>
    </message>
    <message>
        <source>Field General</source>
        <translation>Heerführer</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Festungen</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Bürgerwehr</translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation>Bergvolk</translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation>Galeeren</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Astronomy</source>
        <translation>Astronomie</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbaren</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>Erbe</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medizin</translation>
    </message>
    <message>
        <source>Messengers</source>
        <translation>Nachrichtenwesen</translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation>Renaissance</translation>
    </message>
    <message>
        <source>Revolutionaries</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <source>Specialization</source>
        <translation>Spezialisierung</translation>
    </message>
    <message>
        <source>Nomadic</source>
        <translation>Nomaden</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Kultur</translation>
    </message>
    <message>
        <source>Religion</source>
        <translation>Religion</translation>
    </message>
    <message>
        <source>Drakkar</source>
        <translation>Drachenboote</translation>
    </message>
    <message>
        <source>Philosophy</source>
        <translation>Philosophie</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Fischerei</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Reiterei</translation>
    </message>
    <message>
        <source>Camels</source>
        <translation>Kamele</translation>
    </message>
    <message>
        <source>Legions</source>
        <translation>Legionen</translation>
    </message>
    <message>
        <source>Galleys</source>
        <translation>Galeeren</translation>
    </message>
</context>
<context>
    <name>TileEffect</name>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point.</source>
        <translation>Ackerland-Provinzen (gelb) bringen +1 Siegpunkt.</translation>
    </message>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Ackerland-Provinzen (gelb) bringen +1 Siegpunkt, auch während des Niedergangs der Zivilisation.</translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point.</source>
        <translation>Weideland-Provinzen (hellgrün) bringen +1 Siegpunkt.</translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Weideland-Provinzen (hellgrün) bringen +1 Siegpunkt, auch während des Niedergangs der Zivilisation.</translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points.</source>
        <translation>Provinzen mit Mine (Spitzhacke) bringen +2 Siegpunkte.</translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points, also while the civilization is in decline.</source>
        <translation>Provinzen mit Mine (Spitzhacke) bringen +2 Siegpunkte, auch während des Niedergangs der Zivilisation.</translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point.</source>
        <translation>Provinzen mit Hafen (Anker) bringen +1 Siegpunkt.</translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Provinzen mit Hafen (Anker) bringen +1 Siegpunkt, auch während des Niedergangs der Zivilisation.</translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains included.</source>
        <translation>Jede Provinz des Reichs bringt +1 Siegpunkt, Gebirge eingeschlossen.</translation>
    </message>
    <message>
        <source>Each enemy or neutral pawn eliminated from a province earns +1 victory point (forts do not count).</source>
        <translation>Jeder gegnerische oder neutrale Spielstein, der aus einer Provinz entfernt wird, bringt +1 Siegpunkt (Festungen zählen nicht).</translation>
    </message>
    <message>
        <source>Once per turn, conquer a province for exactly two pawns, however it is defended; every other modifier is ignored.</source>
        <translation>Einmal pro Zug eine Provinz für genau zwei Spielsteine übernehmen, egal wie sie verteidigt wird; alle anderen Modifikationen bleiben unberücksichtigt.</translation>
    </message>
    <message>
        <source>Receive 7 extra pawns at the start of each turn, for expansion only; they are removed before cohesion and scoring.</source>
        <translation>Zu Beginn jedes Zuges 7 zusätzliche Spielsteine, nur für die Ausdehnung; sie werden vor Zusammenhang und Siegpunkten entfernt.</translation>
    </message>
    <message>
        <source>At the end of each turn, build a fort in one of your provinces: +1 pawn to conquer it, -1 to attack from it. Forts stay in decline.</source>
        <translation>Am Ende jedes Zuges eine Festung in eine Ihrer Provinzen setzen: +1 Spielstein, um sie zu übernehmen, -1 für Angriffe von dort. Festungen bleiben im Niedergang.</translation>
    </message>
    <message>
        <source>Conquering a province of this civilization costs other players one pawn more.</source>
        <translation>Eine Provinz dieser Zivilisation zu übernehmen kostet andere Spieler einen Spielstein mehr.</translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains earn +1 victory point.</source>
        <translation>Die Übernahme einer Gebirgsprovinz kostet einen Spielstein weniger; Gebirge bringen +1 Siegpunkt.</translation>
    </message>
    <message>
        <source>Conquering costs one pawn less from a province sharing a coast, across the sea with Astronomy, or when entering the board on a coast.</source>
        <translation>Eine Übernahme kostet einen Spielstein weniger von einer Provinz an derselben Küste aus, über das Meer mit Astronomie oder beim Betreten des Spielplans an einer Küste.</translation>
    </message>
    <message>
        <source>Each conquest costs one pawn less.</source>
        <translation>Jede Übernahme kostet einen Spielstein weniger.</translation>
    </message>
    <message>
        <source>Expand across one or more sea zones; provinces joined by sea count as adjacent for cohesion.</source>
        <translation>Ausdehnung über eine oder mehrere Meereszonen; über das Meer verbundene Provinzen gelten für den Zusammenhang als angrenzend.</translation>
    </message>
    <message>
        <source>No special ability, but there are a lot of them.</source>
        <translation>Keine spezielle Eigenschaft, aber es sind viele.</translation>
    </message>
    <message>
        <source>At the start of your turn, choose an opponent to be at peace with: neither active empire may attack the other until your next turn.</source>
        <translation>Zu Beginn Ihres Zuges einen Gegner wählen, mit dem Frieden herrscht: Keines der beiden aktiven Reiche darf das andere bis zu Ihrem nächsten Zug angreifen.</translation>
    </message>
    <message>
        <source>Your active empire may border your declining empire without clearing it, and may conquer its provinces.</source>
        <translation>Ihr aktives Reich darf an Ihr niedergehendes Reich grenzen, ohne es zu räumen, und darf seine Provinzen übernehmen.</translation>
    </message>
    <message>
        <source>Receive one extra pawn at the start of each turn, the first one included.</source>
        <translation>Zu Beginn jedes Zuges einen zusätzlichen Spielstein, den ersten Zug eingeschlossen.</translation>
    </message>
    <message>
        <source>This civilization ignores the rule of cohesion.</source>
        <translation>Diese Zivilisation muss die Regel des Zusammenhangs nicht berücksichtigen.</translation>
    </message>
    <message>
        <source>Decline is declared at the end of a normal turn, after scoring, and the new civilization is chosen at once.</source>
        <translation>Der Niedergang wird am Ende eines normalen Zuges erklärt, nach der Ermittlung der Siegpunkte, und die neue Zivilisation sofort gewählt.</translation>
    </message>
    <message>
        <source>This civilization may start in any province, not only on the edge of the board.</source>
        <translation>Diese Zivilisation darf in jeder Provinz beginnen, nicht nur am Spielplanrand.</translation>
    </message>
    <message>
        <source>Counts as a second copy of the other tile: doubles its effect where it can be doubled; pawns are the other tile&apos;s number plus one.</source>
        <translation>Zählt als zweites Exemplar des anderen Kärtchens: verdoppelt dessen Eigenschaft, wo das geht; Spielsteine: die Zahl des anderen Kärtchens plus eins.</translation>
    </message>
    <message>
        <source>Loses no pawn when one of its provinces is conquered: every defender survives and is redeployed.</source>
        <translation>Verliert keinen Spielstein, wenn eine seiner Provinzen erobert wird: alle Verteidiger überleben und werden neu verteilt.</translation>
    </message>
    <message>
        <source>At the start of reorganization, one new pawn for every two enemy pawns eliminated this turn (rounded down).</source>
        <translation>Zu Beginn der Reorganisation ein neuer Spielstein für je zwei in diesem Zug vernichtete gegnerische Spielsteine (abgerundet).</translation>
    </message>
    <message>
        <source>Once a turn against each other player, convert a province of an active empire held by a single pawn: it is yours for 0 pawns, with a new pawn of your colour.</source>
        <translation>Einmal pro Zug gegen jeden anderen Spieler eine Provinz einer aktiven Zivilisation bekehren, die nur ein Spielstein hält: sie gehört Ihnen für 0 Spielsteine, mit einem neuen Spielstein Ihrer Farbe.</translation>
    </message>
    <message>
        <source>Conquering a river province costs one pawn less; a river province of this civilization that is conquered loses no pawn.</source>
        <translation>Eine Flussprovinz zu erobern kostet einen Spielstein weniger; wird eine Flussprovinz dieser Zivilisation erobert, verliert sie keinen Spielstein.</translation>
    </message>
    <message>
        <source>Going into decline keeps every pawn on the board instead of one per province.</source>
        <translation>Beim Niedergang bleiben alle Spielsteine auf dem Plan statt einem je Provinz.</translation>
    </message>
    <message>
        <source>Half a victory point (rounded down in total) for each province next to a river or a sea.</source>
        <translation>Ein halber Siegpunkt (in der Summe abgerundet) für jede Provinz an einem Fluss oder Meer.</translation>
    </message>
    <message>
        <source>A second conquest phase each turn, after a first reorganization; the turn scores once.</source>
        <translation>Eine zweite Eroberungsphase in jedem Zug, nach einer ersten Reorganisation; der Zug wird nur einmal gewertet.</translation>
    </message>
    <message>
        <source>Reorganization leaves one pawn in each province; the other pawns stay off the board until the next turn.</source>
        <translation>Die Reorganisation lässt einen Spielstein in jeder Provinz; die übrigen bleiben bis zum nächsten Zug neben dem Plan.</translation>
    </message>
    <message>
        <source>Conquering a plains, meadow or normal province costs one pawn less.</source>
        <translation>Eine Ebenen-, Wiesen- oder normale Provinz zu erobern kostet einen Spielstein weniger.</translation>
    </message>
    <message>
        <source>Conquering a desert province costs one pawn less; each desert province earns +1 victory point.</source>
        <translation>Eine Wüstenprovinz zu erobern kostet einen Spielstein weniger; jede Wüstenprovinz bringt +1 Siegpunkt.</translation>
    </message>
    <message>
        <source>Receive one extra pawn during each turn&apos;s reorganization.</source>
        <translation>Ein zusätzlicher Spielstein während der Reorganisation jedes Zuges.</translation>
    </message>
    <message>
        <source>Receive 7 extra pawns for the conquests of each turn: each conquest needs at least one pawn of your own, and the Legions used leave the province at once.</source>
        <translation>7 zusätzliche Spielsteine für die Eroberungen jedes Zuges: jede Eroberung braucht mindestens einen eigenen Spielstein, und die eingesetzten Legionen verlassen die Provinz sofort.</translation>
    </message>
    <message>
        <source>A fort (+1 defence) on each non-river province; the forts stay in decline.</source>
        <translation>Eine Festung (+1 Verteidigung) in jeder Provinz, die kein Fluss ist; die Festungen bleiben im Niedergang.</translation>
    </message>
    <message>
        <source>A fort (+1 defence) on each non-river province; the forts go when the civilization declines.</source>
        <translation>Eine Festung (+1 Verteidigung) in jeder Provinz, die kein Fluss ist; die Festungen verschwinden, wenn die Zivilisation in den Niedergang geht.</translation>
    </message>
    <message>
        <source>Conquering a province next to a river or a sea costs one pawn less.</source>
        <translation>Eine Provinz an einem Fluss oder Meer zu erobern kostet einen Spielstein weniger.</translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains and deserts included, rivers not.</source>
        <translation>Jede Provinz des Reichs bringt +1 Siegpunkt, Gebirge und Wüsten eingeschlossen, Flüsse nicht.</translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains, which otherwise score nothing, earn 1 victory point.</source>
        <translation>Die Übernahme einer Gebirgsprovinz kostet einen Spielstein weniger; Gebirge, die sonst nichts bringen, bringen 1 Siegpunkt.</translation>
    </message>
</context>
<context>
    <name>TurnGuidance</name>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>%1 share the victory. Start a new game from the Game menu.</source>
        <translation>%1 teilen sich den Sieg. Ein neues Spiel beginnt im Menü Spiel.</translation>
    </message>
    <message>
        <source>%1 wins. Start a new game from the Game menu.</source>
        <translation>%1 gewinnt. Ein neues Spiel beginnt im Menü Spiel.</translation>
    </message>
    <message>
        <source>%1 places surviving pawns</source>
        <translation>%1 verteilt überlebende Spielsteine</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>The computer plays this seat. Watch the map, or skip to the end of its turn.</source>
        <translation>Der Computer spielt diesen Platz. Verfolgen Sie die Karte oder springen Sie ans Ende seines Zuges.</translation>
    </message>
    <message>
        <source>%1, choose a civilization</source>
        <translation>%1, wählen Sie eine Zivilisation</translation>
    </message>
    <message>
        <source>Your empire is now in decline. </source>
        <translation>Ihr Reich ist jetzt im Niedergang. </translation>
    </message>
    <message>
        <source>%1, expand or decline?</source>
        <translation>%1, ausdehnen oder Niedergang?</translation>
    </message>
    <message numerus="yes">
        <source>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn(s) you will have in hand.</source>
        <translation>
            <numerusform>Ausdehnen: Nehmen Sie Ihre Spielsteine auf, einer bleibt in jeder Provinz, und übernehmen Sie mit dem %n Spielstein auf der Hand.</numerusform>
            <numerusform>Ausdehnen: Nehmen Sie Ihre Spielsteine auf, einer bleibt in jeder Provinz, und übernehmen Sie mit den %n Spielsteinen auf der Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: your %n pawn(s) enter the board from its edge.</source>
        <translation>
            <numerusform>Ausdehnen: Ihr %n Spielstein betritt den Spielplan von seinem Rand aus.</numerusform>
            <numerusform>Ausdehnen: Ihre %n Spielsteine betreten den Spielplan von seinem Rand aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>With Rebirth you may decline at the end of this turn instead.</source>
        <translation>Mit Renaissance können Sie stattdessen am Ende dieses Zuges in den Niedergang gehen.</translation>
    </message>
    <message numerus="yes">
        <source>Decline: your empire goes into decline and scores %n victory point(s) now; then you choose a new civilization.</source>
        <translation>
            <numerusform>Niedergang: Ihr Reich geht in den Niedergang und bringt jetzt %n Siegpunkt; dann wählen Sie eine neue Zivilisation.</numerusform>
            <numerusform>Niedergang: Ihr Reich geht in den Niedergang und bringt jetzt %n Siegpunkte; dann wählen Sie eine neue Zivilisation.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, choose a start province</source>
        <translation>%1, wählen Sie eine Startprovinz</translation>
    </message>
    <message numerus="yes">
        <source>Click a highlighted province at the edge of the board (or one sea zone away) to enter it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Klicken Sie auf eine hervorgehobene Provinz am Rand des Spielplans (oder eine Meereszone davon entfernt), um dort zu beginnen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielstein auf der Hand.</numerusform>
            <numerusform>Klicken Sie auf eine hervorgehobene Provinz am Rand des Spielplans (oder eine Meereszone davon entfernt), um dort zu beginnen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielsteine auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, conquer</source>
        <translation>%1, übernehmen Sie Provinzen</translation>
    </message>
    <message numerus="yes">
        <source>Click a highlighted province to conquer it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Klicken Sie auf eine hervorgehobene Provinz, um sie zu übernehmen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielstein auf der Hand.</numerusform>
            <numerusform>Klicken Sie auf eine hervorgehobene Provinz, um sie zu übernehmen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielsteine auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your first conquest you may click one of your provinces to abandon it and take its pawns back.</source>
        <translation>Vor Ihrer ersten Übernahme können Sie auf eine Ihrer Provinzen klicken, um sie zu räumen und ihre Spielsteine zurückzunehmen.</translation>
    </message>
    <message>
        <source>Click End conquest when you are done.</source>
        <translation>Klicken Sie auf Übernahmen beenden, wenn Sie fertig sind.</translation>
    </message>
    <message>
        <source>Espionage is on: the next conquest costs 2 pawns, whatever defends the province.</source>
        <translation>Die Spione sind aktiv: Die nächste Übernahme kostet 2 Spielsteine, wie auch immer die Provinz verteidigt wird.</translation>
    </message>
    <message>
        <source>%1, keep one part of your empire</source>
        <translation>%1, behalten Sie einen Teil Ihres Reichs</translation>
    </message>
    <message numerus="yes">
        <source>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Click a province of the part you keep: the pawns of the other parts return to your hand.</source>
        <translation>
            <numerusform>Ihr Reich besteht aus %n Teil und muss zusammenhängen (Regel des Zusammenhangs). Klicken Sie auf eine Provinz des Teils, den Sie behalten: Die Spielsteine der anderen Teile kommen auf Ihre Hand zurück.</numerusform>
            <numerusform>Ihr Reich besteht aus %n Teilen und muss zusammenhängen (Regel des Zusammenhangs). Klicken Sie auf eine Provinz des Teils, den Sie behalten: Die Spielsteine der anderen Teile kommen auf Ihre Hand zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, reorganize your pawns</source>
        <translation>%1, reorganisieren Sie Ihre Spielsteine</translation>
    </message>
    <message>
        <source>Left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another. Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</source>
        <translation>Linksklick auf eine Provinz setzt einen Spielstein von der Hand, Rechtsklick nimmt einen zurück, oder ziehen Sie Spielsteine von einer Provinz in eine andere. Jede Provinz braucht einen Spielstein; alle Spielsteine müssen auf dem Spielplan stehen. Spielsteine auf der Hand: %1.</translation>
    </message>
    <message>
        <source>Click one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</source>
        <translation>Klicken Sie auf eine Ihrer Provinzen, um dort eine Festung zu bauen: +1 für ihre Übernahme, -1 für Angriffe von ihr aus.</translation>
    </message>
    <message numerus="yes">
        <source>Confirm to score %n victory point(s).</source>
        <translation>
            <numerusform>Bestätigen Sie, um %n Siegpunkt zu erhalten.</numerusform>
            <numerusform>Bestätigen Sie, um %n Siegpunkte zu erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, Rebirth: decline now?</source>
        <translation>%1, Renaissance: jetzt in den Niedergang?</translation>
    </message>
    <message>
        <source>Your turn is scored. With Rebirth you may put your empire into decline now (no second scoring) and choose a new civilization at once, or end your turn and keep it.</source>
        <translation>Ihr Zug ist gewertet. Mit Renaissance können Sie Ihr Reich jetzt in den Niedergang schicken (ohne zweite Wertung) und sofort eine neue Zivilisation wählen, oder Ihren Zug beenden und es behalten.</translation>
    </message>
    <message>
        <source>Defender %1: place your surviving pawns</source>
        <translation>Verteidiger %1: Verteilen Sie Ihre überlebenden Spielsteine</translation>
    </message>
    <message>
        <source>With Philosophy you may first move your pawns between your provinces: all of them stay on the board in decline.</source>
        <translation>Mit Philosophie dürfen Sie zuerst Ihre Spielsteine zwischen Ihren Provinzen umsetzen: Im Niedergang bleiben alle auf dem Spielplan.</translation>
    </message>
    <message>
        <source>%1, reorganize before the decline</source>
        <translation>%1, reorganisieren Sie vor dem Niedergang</translation>
    </message>
    <message>
        <source>Philosophy: left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another; every pawn stays on the board when your empire declines. Pawns in hand: %1.</source>
        <translation>Philosophie: Linksklick auf eine Provinz setzt einen Spielstein aus der Hand ein, Rechtsklick nimmt einen zurück, oder ziehen Sie Spielsteine von einer Provinz zur anderen; im Niedergang bleiben alle Spielsteine auf dem Spielplan. Spielsteine auf der Hand: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decline to score %n victory point(s) and choose a new civilization.</source>
        <translation>
            <numerusform>Gehen Sie in den Niedergang, um %n Siegpunkt zu erhalten und eine neue Zivilisation zu wählen.</numerusform>
            <numerusform>Gehen Sie in den Niedergang, um %n Siegpunkte zu erhalten und eine neue Zivilisation zu wählen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, take civilization %2?</source>
        <translation>%1, Zivilisation %2 nehmen?</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message numerus="yes">
        <source>it costs you %n victory point(s)</source>
        <translation>
            <numerusform>sie kostet Sie %n Siegpunkt</numerusform>
            <numerusform>sie kostet Sie %n Siegpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you collect %n victory point(s) from its coins</source>
        <translation>
            <numerusform>ihre Münzen bringen Ihnen %n Siegpunkt</numerusform>
            <numerusform>ihre Münzen bringen Ihnen %n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>it is free</source>
        <translation>sie ist kostenlos</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pawn(s), and %2. Once you take it, a new civilization is drawn for place VI: the choice cannot be taken back.</source>
        <translation>
            <numerusform>%1: %n Spielstein, und %2. Sobald Sie sie nehmen, wird für Platz VI eine neue Zivilisation gezogen: Die Wahl kann nicht zurückgenommen werden.</numerusform>
            <numerusform>%1: %n Spielsteine, und %2. Sobald Sie sie nehmen, wird für Platz VI eine neue Zivilisation gezogen: Die Wahl kann nicht zurückgenommen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick one of the civilizations on the track. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</source>
        <translation>Nehmen Sie eine der Zivilisationen der Leiste. Zivilisation I ist kostenlos; jeder Platz weiter kostet %1, und jede Münze auf der gewählten bringt Ihnen %2 zurück.</translation>
    </message>
    <message>
        <source>This is your first turn: your civilization enters the board at once, and you conquer, reorganize and score in this same turn.</source>
        <translation>Dies ist Ihr erster Zug: Ihre Zivilisation betritt den Spielplan sofort, und Sie übernehmen Provinzen, reorganisieren und erhalten Ihre Siegpunkte in diesem selben Zug.</translation>
    </message>
    <message>
        <source>Your new civilization enters the board on your next turn.</source>
        <translation>Ihre neue Zivilisation betritt den Spielplan in Ihrem nächsten Zug.</translation>
    </message>
    <message>
        <source>Your first turn goes on: your new civilization conquers now.</source>
        <translation>Ihr erster Zug geht weiter: Ihre neue Zivilisation übernimmt jetzt Provinzen.</translation>
    </message>
    <message>
        <source>%1: your second conquest phase of this turn. Your pawns came back to your hand, one left in each of your provinces; the turn scores once, after it.</source>
        <translation>%1: Ihre zweite Übernahmephase in diesem Zug. Ihre Spielsteine sind zurück auf Ihrer Hand, einer bleibt in jeder Ihrer Provinzen; der Zug wird nur einmal gewertet, danach.</translation>
    </message>
    <message>
        <source>Your decline becomes final with it: Undo cannot bring the empire back after that.</source>
        <translation>Damit wird Ihr Niedergang endgültig: Rückgängig kann das Reich danach nicht mehr zurückholen.</translation>
    </message>
    <message>
        <source>%1 in hand</source>
        <translation>%1 auf der Hand</translation>
    </message>
    <message>
        <source>%1 collected</source>
        <translation>%1 aufgenommen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>pawns from a tile: 7 Field General</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, abandon %2?</source>
        <translation>%1, %2 räumen?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n pawn(s) would come back to your hand, and %1 would belong to no one. Abandon it (Enter), or keep it (Escape). Undo brings it back until you confirm your turn.</source>
        <translation>
            <numerusform>Ihr %n Spielstein käme auf Ihre Hand zurück, und %1 gehörte niemandem mehr. Räumen Sie sie (Eingabe) oder behalten Sie sie (Esc). Rückgängig holt sie zurück, bis Sie Ihren Zug bestätigen.</numerusform>
            <numerusform>Ihre %n Spielsteine kämen auf Ihre Hand zurück, und %1 gehörte niemandem mehr. Räumen Sie sie (Eingabe) oder behalten Sie sie (Esc). Rückgängig holt sie zurück, bis Sie Ihren Zug bestätigen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played their first turn.</source>
        <translation>
            <numerusform>%1 hat den ersten Zug gespielt.</numerusform>
            <numerusform>%1 haben ihren ersten Zug gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn(s) you will have in hand (%1).</source>
        <translation>
            <numerusform>Ausdehnen: Nehmen Sie Ihre Spielsteine auf, einer bleibt in jeder Provinz, und übernehmen Sie mit dem %n Spielstein auf der Hand (%1).</numerusform>
            <numerusform>Ausdehnen: Nehmen Sie Ihre Spielsteine auf, einer bleibt in jeder Provinz, und übernehmen Sie mit den %n Spielsteinen auf der Hand (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: your %n pawn(s) (%1) enter the board from its edge.</source>
        <translation>
            <numerusform>Ausdehnen: Ihr %n Spielstein (%1) betritt den Spielplan von seinem Rand aus.</numerusform>
            <numerusform>Ausdehnen: Ihre %n Spielsteine (%1) betreten den Spielplan von seinem Rand aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expand: each of your provinces keeps its one pawn, so no pawn comes to your hand: to conquer, first abandon provinces of yours and take their pawns back.</source>
        <translation>Ausdehnen: Jede Ihrer Provinzen behält ihren einen Spielstein, es kommt also keiner auf Ihre Hand: Um zu übernehmen, räumen Sie zuerst Provinzen und nehmen ihre Spielsteine zurück.</translation>
    </message>
    <message numerus="yes">
        <source>it costs you %n victory point(s), which its coins give back</source>
        <translation>
            <numerusform>sie kostet Sie %n Siegpunkt, den Ihnen ihre Münzen zurückgeben</numerusform>
            <numerusform>sie kostet Sie %n Siegpunkte, die Ihnen ihre Münzen zurückgeben</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender %1: your last pawn to %2?</source>
        <translation>Verteidiger %1: Ihr letzter Spielstein in %2?</translation>
    </message>
    <message>
        <source>With it your pawns are all placed and the turn goes on: nothing can be moved back after that. Place it in %1 (Enter), or choose another province (Escape); Undo takes back a pawn you placed before.</source>
        <translation>Damit sind alle Ihre Spielsteine verteilt und der Zug geht weiter: Danach kann nichts mehr zurückgenommen werden. Setzen Sie ihn in %1 (Eingabe) oder wählen Sie eine andere Provinz (Esc); Rückgängig nimmt einen zuvor gesetzten Spielstein zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Move the ring to a highlighted province at the edge of the board (or one sea zone away) with the arrow keys or Tab, and press Enter to enter it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf eine hervorgehobene Provinz am Rand des Spielplans (oder eine Meereszone davon entfernt) und drücken Sie Eingabe, um dort zu beginnen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielstein auf der Hand.</numerusform>
            <numerusform>Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf eine hervorgehobene Provinz am Rand des Spielplans (oder eine Meereszone davon entfernt) und drücken Sie Eingabe, um dort zu beginnen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielsteine auf der Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the ring to a highlighted province with the arrow keys or Tab and press Enter to conquer it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf eine hervorgehobene Provinz und drücken Sie Eingabe, um sie zu übernehmen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielstein auf der Hand.</numerusform>
            <numerusform>Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf eine hervorgehobene Provinz und drücken Sie Eingabe, um sie zu übernehmen; ihre Kosten in Spielsteinen stehen darauf. Sie haben %n Spielsteine auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your first conquest you may press Enter on one of your provinces to abandon it and take its pawns back.</source>
        <translation>Vor Ihrer ersten Übernahme können Sie auf einer Ihrer Provinzen Eingabe drücken, um sie zu räumen und ihre Spielsteine zurückzunehmen.</translation>
    </message>
    <message>
        <source>Press C (End conquest) when you are done.</source>
        <translation>Drücken Sie C (Übernahmen beenden), wenn Sie fertig sind.</translation>
    </message>
    <message numerus="yes">
        <source>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Press Enter on a province of the part you keep (the arrow keys or Tab move the ring): the pawns of the other parts return to your hand.</source>
        <translation>
            <numerusform>Ihr Reich besteht aus %n Teil und muss zusammenhängen (Regel des Zusammenhangs). Drücken Sie Eingabe auf einer Provinz des Teils, den Sie behalten (die Pfeiltasten oder Tab bewegen den Ring): Die Spielsteine der anderen Teile kommen auf Ihre Hand zurück.</numerusform>
            <numerusform>Ihr Reich besteht aus %n Teilen und muss zusammenhängen (Regel des Zusammenhangs). Drücken Sie Eingabe auf einer Provinz des Teils, den Sie behalten (die Pfeiltasten oder Tab bewegen den Ring): Die Spielsteine der anderen Teile kommen auf Ihre Hand zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring). Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</source>
        <translation>Eingabe auf einer Provinz setzt einen Spielstein von der Hand, Rücktaste nimmt einen zurück (die Pfeiltasten oder Tab bewegen den Ring). Jede Provinz braucht einen Spielstein; alle Spielsteine müssen auf dem Spielplan stehen. Spielsteine auf der Hand: %1.</translation>
    </message>
    <message>
        <source>Press Enter on one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</source>
        <translation>Drücken Sie Eingabe auf einer Ihrer Provinzen, um dort eine Festung zu bauen: +1 für ihre Übernahme, -1 für Angriffe von ihr aus.</translation>
    </message>
    <message>
        <source>Philosophy: Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring); every pawn stays on the board when your empire declines. Pawns in hand: %1.</source>
        <translation>Philosophie: Eingabe auf einer Provinz setzt einen Spielstein aus der Hand ein, Rücktaste nimmt einen zurück (die Pfeiltasten oder Tab bewegen den Ring); im Niedergang bleiben alle Spielsteine auf dem Spielplan. Spielsteine auf der Hand: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquered provinces of yours. Place your %n surviving pawn(s) on your own highlighted provinces: move the ring to one with the arrow keys or Tab and press Enter for each pawn. Undo takes one back; the last one is placed when you confirm it.</source>
        <translation>
            <numerusform>%1 hat Provinzen von Ihnen übernommen. Setzen Sie Ihren %n überlebenden Spielstein auf Ihre hervorgehobenen Provinzen: Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf eine davon und drücken Sie für jeden Spielstein Eingabe. Rückgängig nimmt einen zurück; der letzte wird erst gesetzt, wenn Sie ihn bestätigen.</numerusform>
            <numerusform>%1 hat Provinzen von Ihnen übernommen. Setzen Sie Ihre %n überlebenden Spielsteine auf Ihre hervorgehobenen Provinzen: Bewegen Sie den Ring mit den Pfeiltasten oder Tab auf eine davon und drücken Sie für jeden Spielstein Eingabe. Rückgängig nimmt einen zurück; der letzte wird erst gesetzt, wenn Sie ihn bestätigen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquered provinces of yours. Place your %n surviving pawn(s) on your own highlighted provinces: click one for each pawn. Undo takes one back; the last one is placed when you confirm it.</source>
        <translation>
            <numerusform>%1 hat Provinzen von Ihnen übernommen. Setzen Sie Ihren %n überlebenden Spielstein auf Ihre hervorgehobenen Provinzen: Klicken Sie für jeden Spielstein auf eine davon. Rückgängig nimmt einen zurück; der letzte wird erst gesetzt, wenn Sie ihn bestätigen.</numerusform>
            <numerusform>%1 hat Provinzen von Ihnen übernommen. Setzen Sie Ihre %n überlebenden Spielsteine auf Ihre hervorgehobenen Provinzen: Klicken Sie für jeden Spielstein auf eine davon. Rückgängig nimmt einen zurück; der letzte wird erst gesetzt, wenn Sie ihn bestätigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter takes it; Escape, or another place&apos;s number, chooses another.</source>
        <translation>Eingabe nimmt sie; Esc oder die Nummer eines anderen Platzes wählt eine andere.</translation>
    </message>
    <message>
        <source>Press the number of a place on the track, 1 to 6, and Enter to take it. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</source>
        <translation>Drücken Sie die Nummer eines Platzes der Leiste, 1 bis 6, und Eingabe, um ihn zu nehmen. Zivilisation I ist kostenlos; jeder Platz weiter kostet %1, und jede Münze auf der gewählten bringt Ihnen %2 zurück.</translation>
    </message>
    <message>
        <source>Press E to expand.</source>
        <translation>Drücken Sie E, um sich auszudehnen.</translation>
    </message>
    <message>
        <source>Press E to expand, D to decline, or R to reorganize first.</source>
        <translation>Drücken Sie E zum Ausdehnen, D für den Niedergang oder R, um zuerst zu reorganisieren.</translation>
    </message>
    <message>
        <source>Press E to expand or D to decline.</source>
        <translation>Drücken Sie E zum Ausdehnen oder D für den Niedergang.</translation>
    </message>
    <message numerus="yes">
        <source>Press S (Confirm and score) to score %n victory point(s).</source>
        <translation>
            <numerusform>Drücken Sie S (Bestätigen und werten), um %n Siegpunkt zu erhalten.</numerusform>
            <numerusform>Drücken Sie S (Bestätigen und werten), um %n Siegpunkte zu erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press D (Decline) to score %n victory point(s) and choose a new civilization.</source>
        <translation>
            <numerusform>Drücken Sie D (Niedergang), um %n Siegpunkt zu erhalten und eine neue Zivilisation zu wählen.</numerusform>
            <numerusform>Drücken Sie D (Niedergang), um %n Siegpunkte zu erhalten und eine neue Zivilisation zu wählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press N to decline now, or T to end your turn.</source>
        <translation>Drücken Sie N für jetzt Niedergang oder T, um Ihren Zug zu beenden.</translation>
    </message>
    <message>
        <source>No province can be conquered now: you have no pawns in hand.</source>
        <translation>Jetzt kann keine Provinz übernommen werden: Sie haben keine Spielsteine auf der Hand.</translation>
    </message>
    <message>
        <source>No province can be conquered now: the cheapest one in reach costs %1, and you have %2 in hand.</source>
        <translation>Jetzt kann keine Provinz übernommen werden: Die billigste in Reichweite kostet %1, und Sie haben %2 auf der Hand.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>No province can be conquered now: those in reach belong to %1, at peace with you through Diplomacy. Neither of you may attack the other&apos;s active empire until the next turn of the one who made the peace.</source>
        <translation>Jetzt kann keine Provinz übernommen werden: Die Provinzen in Reichweite gehören %1; durch Diplomatie herrscht Frieden zwischen Ihnen. Keiner von Ihnen darf das aktive Reich des anderen angreifen, bis der, der den Frieden geschlossen hat, wieder am Zug ist.</translation>
    </message>
    <message>
        <source>No province can be conquered now: none that you may attack borders your empire.</source>
        <translation>Jetzt kann keine Provinz übernommen werden: Keine Provinz, die Sie angreifen dürfen, grenzt an Ihr Reich.</translation>
    </message>
    <message>
        <source>No province can be conquered now: %1</source>
        <translation>Jetzt kann keine Provinz übernommen werden: %1</translation>
    </message>
    <message>
        <source>But nothing could be conquered: the cheapest province in reach costs %1.</source>
        <translation>Aber nichts könnte übernommen werden: Die billigste Provinz in Reichweite kostet %1.</translation>
    </message>
    <message>
        <source>But nothing could be conquered: the provinces in reach belong to %1, at peace with you through Diplomacy.</source>
        <translation>Aber nichts könnte übernommen werden: Die Provinzen in Reichweite gehören %1; durch Diplomatie herrscht Frieden zwischen Ihnen.</translation>
    </message>
    <message>
        <source>But nothing could be conquered: no province in reach may be attacked.</source>
        <translation>Aber nichts könnte übernommen werden: Keine Provinz in Reichweite darf angegriffen werden.</translation>
    </message>
    <message>
        <source>%1, nothing to conquer</source>
        <translation>%1, nichts zu übernehmen</translation>
    </message>
    <message>
        <source>Press C (End conquest) to go on to the reorganization and the score.</source>
        <translation>Drücken Sie C (Übernahmen beenden), um zur Reorganisation und zur Wertung überzugehen.</translation>
    </message>
    <message>
        <source>Click End conquest to go on to the reorganization and the score.</source>
        <translation>Klicken Sie auf Übernahmen beenden, um zur Reorganisation und zur Wertung überzugehen.</translation>
    </message>
    <message>
        <source>While your empire cannot grow, you may decline at the start of your next turn: it scores, and you choose a new civilization.</source>
        <translation>Solange Ihr Reich nicht wachsen kann, können Sie zu Beginn Ihres nächsten Zuges in den Niedergang gehen: Es bringt Punkte, und Sie wählen eine neue Zivilisation.</translation>
    </message>
    <message>
        <source>Diplomacy: before your first conquest you may declare peace with an opponent (Tab to Declare peace, then Space); neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomatie: Vor Ihrer ersten Eroberung können Sie mit einem Gegner Frieden schließen (mit Tab zu „Frieden schließen“, dann Leertaste); keiner von Ihnen darf das aktive Reich des anderen bis zu Ihrem nächsten Zug angreifen.</translation>
    </message>
    <message>
        <source>Diplomacy: before your first conquest you may declare peace with an opponent (Declare peace); neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomatie: Vor Ihrer ersten Eroberung können Sie mit einem Gegner Frieden schließen („Frieden schließen“); keiner von Ihnen darf das aktive Reich des anderen bis zu Ihrem nächsten Zug angreifen.</translation>
    </message>
    <message>
        <source>%1, keep your empire or decline it?</source>
        <translation>%1, Ihr Reich behalten oder in den Niedergang schicken?</translation>
    </message>
    <message>
        <source>Your empire has no province and no pawn left. Expand keeps it as it is: it has nothing to do this turn.</source>
        <translation>Ihr Reich hat keine Provinz und keinen Spielstein mehr. „Ausdehnen“ behält es, wie es ist: In diesem Zug hat es nichts zu tun.</translation>
    </message>
    <message numerus="yes">
        <source>Your older empire in decline then leaves the board (%n province(s)).</source>
        <translation>
            <numerusform>Ihr älteres Reich im Niedergang verlässt dann den Spielplan (%n Provinz).</numerusform>
            <numerusform>Ihr älteres Reich im Niedergang verlässt dann den Spielplan (%n Provinzen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>%1: valid (%2)</source>
        <translation>%1: gültig (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the map folders or map packages (.vincimap) given as arguments, print every finding; exit code 0 when none has an error.</source>
        <translation>Die als Argumente angegebenen Kartenordner oder Kartenpakete (.vincimap) prüfen und jeden Befund ausgeben; Exit-Code 0, wenn keiner einen Fehler hat.</translation>
    </message>
    <message>
        <source>--validate needs at least one map folder or package, e.g. vinci-editor --validate maps/europe</source>
        <translation>--validate braucht mindestens einen Kartenordner oder ein Kartenpaket, z. B. vinci-editor --validate maps/europe</translation>
    </message>
    <message>
        <source>%1: not a valid map package</source>
        <translation>%1: kein gültiges Kartenpaket</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Vinci - The Rise and Fall of Civilizations</source>
        <translation>Vinci - Aufstieg und Niedergang der Zivilisationen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Vinci map editor: make a board from an SVG drawing, set what the rules need, check it.</source>
        <translation>Vinci-Karteneditor: aus einer SVG-Zeichnung einen Spielplan machen, festlegen, was die Regeln brauchen, und es prüfen.</translation>
    </message>
    <message>
        <source>The editor&apos;s language: en, fr or de (default: the system&apos;s).</source>
        <translation>Sprache des Editors: en, fr oder de (Vorgabe: die des Systems).</translation>
    </message>
    <message>
        <source>The language: en, fr or de (default: the one last chosen in the Language menu, else the system&apos;s; with --render-map, the map&apos;s names in it, default en).</source>
        <translation>Die Sprache: en, fr oder de (Vorgabe: die zuletzt im Menü Sprache gewählte, sonst die des Systems; mit --render-map die Sprache der Namen auf der Karte, Vorgabe en).</translation>
    </message>
    <message>
        <source>A trial game for the map editor&apos;s Test Play (with --map): the player&apos;s settings are read but left as they are, and the game is autosaved apart from theirs.</source>
        <translation>Eine Probepartie für das Testspiel des Karteneditors (mit --map): Die Einstellungen des Spielers werden gelesen, aber nicht verändert, und die automatische Sicherung wird getrennt von seiner abgelegt.</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2).</source>
        <translation>%1: kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>%1 was not opened: the interrupted game was resumed. It is in Game &gt; Open Recent.</source>
        <translation>%1 wurde nicht geöffnet: Das unterbrochene Spiel wurde fortgesetzt. Sie finden die Datei unter Spiel &gt; Zuletzt geöffnet.</translation>
    </message>
    <message>
        <source>A saved game to open, or a map package to install and start a new game on.</source>
        <translation>Ein gespeichertes Spiel zum Öffnen oder ein Kartenpaket, das installiert und auf dem ein neues Spiel begonnen wird.</translation>
    </message>
    <message>
        <source>%1 was not opened: the interrupted game was resumed.</source>
        <translation>%1 wurde nicht geöffnet: Das unterbrochene Spiel wurde fortgesetzt.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>A map folder or a map package (.vincimap) to open (or to --validate).</source>
        <translation>Ein Kartenordner oder Kartenpaket (.vincimap) zum Öffnen (oder für --validate).</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>Unterbrochenes Spiel</translation>
    </message>
    <message>
        <source>%1 (interrupted)</source>
        <translation>%1 (unterbrochen)</translation>
    </message>
    <message>
        <source>Kept as “%1”, in Game &gt; Open Recent.</source>
        <translation>Als „%1“ aufbewahrt, unter Spiel &gt; Zuletzt geöffnet.</translation>
    </message>
    <message>
        <source>Resumed where %1 was to act: moves made after that, before Vinci closed, were not saved.</source>
        <translation>Fortgesetzt, wo %1 am Zug war: Danach gemachte Schritte wurden nicht gespeichert.</translation>
    </message>
    <message>
        <source>With --import: the new map&apos;s folder, made by the import (its name is the map&apos;s id), e.g. maps/my-map. With --package: the package file to write, e.g. my-map.vincimap.</source>
        <translation>Mit --import: der Ordner der neuen Karte, den der Import anlegt (sein Name ist die Kennung der Karte), z. B. maps/meine-karte. Mit --package: die zu schreibende Paketdatei, z. B. meine-karte.vincimap.</translation>
    </message>
    <message>
        <source>%1 was not opened: the recovered map was opened instead.</source>
        <translation>%1 wurde nicht geöffnet: Stattdessen wurde die wiederhergestellte Karte geöffnet.</translation>
    </message>
    <message>
        <source>Resumed as Vinci left it, in %1&apos;s turn: Undo takes its moves back as before.</source>
        <translation>Fortgesetzt, wie Vinci es verlassen hat, im Zug von %1: „Rückgängig“ nimmt seine Schritte wie zuvor zurück.</translation>
    </message>
    <message>
        <source>Resumed at the start of %1&apos;s turn.</source>
        <translation>Fortgesetzt zu Beginn des Zuges von %1.</translation>
    </message>
</context>
<context>
    <name>vinci::AboutDialog</name>
    <message>
        <source>About Vinci</source>
        <translation>Über Vinci</translation>
    </message>
    <message>
        <source>The Rise and Fall of Civilizations</source>
        <translation>Aufstieg und Niedergang der Zivilisationen</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vinci&lt;/b&gt; is a board game by Philippe Keyaerts, published in 1999 by Jeux Descartes.</source>
        <translation>&lt;b&gt;Vinci&lt;/b&gt; ist ein Brettspiel von Philippe Keyaerts, 1999 bei Jeux Descartes erschienen.</translation>
    </message>
    <message>
        <source>This program is an unofficial fan implementation for playing it on a computer. It is not affiliated with or endorsed by the author or the publishers. Its rules follow the 1999 rulebook in French, English and German and the designer&apos;s errata.</source>
        <translation>Dieses Programm ist eine inoffizielle Umsetzung von Fans, um es am Computer zu spielen. Es steht in keiner Verbindung zum Autor oder zu den Verlagen und wird von ihnen nicht unterstützt. Seine Regeln folgen der Spielregel von 1999 auf Französisch, Englisch und Deutsch und den Errata des Autors.</translation>
    </message>
    <message>
        <source>The Europe map is drawn from &lt;a href=&quot;https://www.naturalearthdata.com&quot;&gt;Natural Earth&lt;/a&gt; data (public domain). Its provinces, the tile and symbol art and the icons are original work of this project.</source>
        <translation>Die Europakarte ist nach Daten von &lt;a href=&quot;https://www.naturalearthdata.com&quot;&gt;Natural Earth&lt;/a&gt; (gemeinfrei) gezeichnet. Ihre Provinzen, die Grafiken der Kärtchen und Symbole und die Icons sind eigene Arbeit dieses Projekts.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</source>
        <translation>Erstellt mit Qt %1 (GNU LGPL Version 3) und Boost (Boost Software License 1.0).</translation>
    </message>
</context>
<context>
    <name>vinci::AdjacencyDock</name>
    <message>
        <source>Automatic adjacency</source>
        <translation>Nachbarschaft</translation>
    </message>
    <message>
        <source>Gaps and overlaps up to this wide, in SVG units, still count as a shared border (hand-drawn maps).</source>
        <translation>Lücken und Überlappungen bis zu dieser Breite (in SVG-Einheiten) zählen noch als gemeinsame Grenze (handgezeichnete Karten).</translation>
    </message>
    <message>
        <source>A contact shorter than this is a corner-only touch, listed for you to decide. Auto: three times the tolerance.</source>
        <translation>Ein kürzerer Kontakt ist eine bloße Eckberührung, über die Sie entscheiden. Automatisch: dreimal die Toleranz.</translation>
    </message>
    <message>
        <source>Provinces facing each other across at most this much water get a shared-coast proposal.</source>
        <translation>Provinzen, die sich über höchstens so viel Wasser gegenüberliegen, erhalten den Vorschlag einer gemeinsamen Küste.</translation>
    </message>
    <message>
        <source>Find links</source>
        <translation>Verbindungen finden</translation>
    </message>
    <message>
        <source>Accept checked</source>
        <translation>Markierte annehmen</translation>
    </message>
    <message>
        <source>Reject checked</source>
        <translation>Markierte ablehnen</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>Minimum border</source>
        <translation>Mindestlänge einer Grenze</translation>
    </message>
    <message>
        <source>Coast across water</source>
        <translation>Küste über Wasser</translation>
    </message>
    <message>
        <source>The map&apos;s shapes changed: find links again.</source>
        <translation>Die Formen der Karte haben sich geändert: Suchen Sie die Verbindungen erneut.</translation>
    </message>
    <message>
        <source>(%1 ms)</source>
        <translation>(%1 ms)</translation>
    </message>
    <message>
        <source>Find links proposes borders, coasts and sea links from the shapes. Links you set by hand are never changed.</source>
        <translation>„Verbindungen finden“ schlägt aus den Formen Grenzen, Küsten und Meeresverbindungen vor. Von Hand gesetzte Verbindungen werden nie geändert.</translation>
    </message>
    <message>
        <source>New links</source>
        <translation>Neue Verbindungen</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Art ändern</translation>
    </message>
    <message>
        <source>No longer found</source>
        <translation>Nicht mehr gefunden</translation>
    </message>
    <message>
        <source>remove the %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Corner-only touches: link them?</source>
        <translation>Bloße Eckberührungen: verbinden?</translation>
    </message>
    <message>
        <source>Overlaps</source>
        <translation>Überlappungen</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formen</translation>
    </message>
    <message>
        <source>Set by hand, kept as they are</source>
        <translation>Von Hand gesetzt, bleiben unverändert</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>von Hand gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>drawn over each other (%n square unit(s))</source>
        <translation>
            <numerusform>übereinander gezeichnet (%n Quadrateinheit)</numerusform>
            <numerusform>übereinander gezeichnet (%n Quadrateinheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2; %3.</source>
        <translation>%1; %2; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) confirmed by the shapes</source>
        <translation>
            <numerusform>%n Verbindung von den Formen bestätigt</numerusform>
            <numerusform>%n Verbindungen von den Formen bestätigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proposed change(s)</source>
        <translation>
            <numerusform>%n vorgeschlagene Änderung</numerusform>
            <numerusform>%n vorgeschlagene Änderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corner touch(es) to decide</source>
        <translation>
            <numerusform>%n Eckberührung zu entscheiden</numerusform>
            <numerusform>%n Eckberührungen zu entscheiden</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Forget rejections</source>
        <translation>Ablehnungen vergessen</translation>
    </message>
    <message>
        <source>Finding links… %p%</source>
        <translation>Verbindungen werden gesucht … %p %</translation>
    </message>
    <message>
        <source>Stop the search; the map stays as it is.</source>
        <translation>Die Suche abbrechen; die Karte bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Propose again the links you removed or rejected.</source>
        <translation>Die Verbindungen, die Sie entfernt oder abgelehnt haben, wieder vorschlagen.</translation>
    </message>
    <message>
        <source>Finding links from the shapes…</source>
        <translation>Verbindungen werden aus den Formen gesucht …</translation>
    </message>
    <message>
        <source>The search was cancelled; the map is as it was.</source>
        <translation>Die Suche wurde abgebrochen; die Karte ist unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected, not proposed again.</source>
        <translation>
            <numerusform>%n abgelehnt, nicht mehr vorgeschlagen.</numerusform>
            <numerusform>%n abgelehnt, nicht mehr vorgeschlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>You removed these links or turned them down: Find links does not propose them again. Check one and accept it to link them after all.</source>
        <translation>Sie haben diese Verbindungen entfernt oder abgelehnt: „Verbindungen finden“ schlägt sie nicht mehr vor. Markieren und annehmen, um sie doch zu verbinden.</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 (%2 – %3): rejected. Check it and accept to link them after all.</source>
        <translation>%1 (%2 – %3): abgelehnt. Markieren und annehmen, um sie doch zu verbinden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 across %n unit(s) of water</source>
        <translation>
            <numerusform>%1 über %n Einheit Wasser</numerusform>
            <numerusform>%1 über %n Einheiten Wasser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n unit(s) long</source>
        <translation>
            <numerusform>%1, %n Einheit lang</numerusform>
            <numerusform>%1, %n Einheiten lang</numerusform>
        </translation>
    </message>
    <message>
        <source>meet in a corner: check to link them (%1)</source>
        <translation>treffen sich in einer Ecke: zum Verbinden markieren (%1)</translation>
    </message>
</context>
<context>
    <name>vinci::AdjacencyProposals</name>
    <message numerus="yes">
        <source>Reject %n proposal(s)</source>
        <translation>
            <numerusform>%n Vorschlag ablehnen</numerusform>
            <numerusform>%n Vorschläge ablehnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Reject linking %1 and %2</source>
        <translation>%1 und %2 nicht verbinden</translation>
    </message>
</context>
<context>
    <name>vinci::AreaInspector</name>
    <message>
        <source>Mine (pickaxe)</source>
        <translation>Mine (Spitzhacke)</translation>
    </message>
    <message>
        <source>Port (anchor)</source>
        <translation>Hafen (Anker)</translation>
    </message>
    <message>
        <source>On the board edge</source>
        <translation>Am Spielplanrand</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Unlink</source>
        <translation>Verbindung lösen</translation>
    </message>
    <message>
        <source>The area&apos;s id in map.json and in the SVG: lower-case letters, digits and dashes. Renaming changes both files.</source>
        <translation>Die Kennung des Gebiets in map.json und im SVG: Kleinbuchstaben, Ziffern und Bindestriche. Umbenennen ändert beide Dateien.</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>Sea zone</source>
        <translation>Meereszone</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message numerus="yes">
        <source>%n areas selected</source>
        <translation>
            <numerusform>%n Gebiet ausgewählt</numerusform>
            <numerusform>%n Gebiete ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>(one id per area)</source>
        <translation>(eine Kennung je Gebiet)</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>(several values)</source>
        <translation>(mehrere Werte)</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>von Hand gesetzt</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Double-click to select %1</source>
        <translation>Doppelklick wählt %1 aus</translation>
    </message>
    <message>
        <source>Links (%1)</source>
        <translation>Verbindungen (%1)</translation>
    </message>
    <message>
        <source>A sea zone has no terrain, mine or port.</source>
        <translation>Eine Meereszone hat kein Gelände, keine Mine und keinen Hafen.</translation>
    </message>
    <message>
        <source>Sea zones have no terrain, mines or ports.</source>
        <translation>Meereszonen haben kein Gelände, keine Minen und keine Häfen.</translation>
    </message>
    <message numerus="yes">
        <source>Terrain, mine and port: the %n province(s) selected only.</source>
        <translation>
            <numerusform>Gelände, Mine und Hafen: nur für die ausgewählte Provinz.</numerusform>
            <numerusform>Gelände, Mine und Hafen: nur für die %n ausgewählten Provinzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the English name of %1</source>
        <translation>Englischen Namen von %1 setzen</translation>
    </message>
    <message>
        <source>Set the French name of %1</source>
        <translation>Französischen Namen von %1 setzen</translation>
    </message>
    <message>
        <source>Set the German name of %1</source>
        <translation>Deutschen Namen von %1 setzen</translation>
    </message>
    <message numerus="yes">
        <source>Set the English name of %n areas</source>
        <translation>
            <numerusform>Englischen Namen von %n Gebiet setzen</numerusform>
            <numerusform>Englischen Namen von %n Gebieten setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the French name of %n areas</source>
        <translation>
            <numerusform>Französischen Namen von %n Gebiet setzen</numerusform>
            <numerusform>Französischen Namen von %n Gebieten setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the German name of %n areas</source>
        <translation>
            <numerusform>Deutschen Namen von %n Gebiet setzen</numerusform>
            <numerusform>Deutschen Namen von %n Gebieten setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the mine of %1</source>
        <translation>
            <numerusform>Mine von %1 entfernen</numerusform>
            <numerusform>Minen von %1 entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the mines of %n provinces</source>
        <translation>
            <numerusform>Mine von %n Provinz entfernen</numerusform>
            <numerusform>Minen von %n Provinzen entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a mine to %1</source>
        <translation>
            <numerusform>Mine zu %1 hinzufügen</numerusform>
            <numerusform>Minen zu %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a mine to %n provinces</source>
        <translation>
            <numerusform>Mine zu %n Provinz hinzufügen</numerusform>
            <numerusform>Minen zu %n Provinzen hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the port of %1</source>
        <translation>
            <numerusform>Hafen von %1 entfernen</numerusform>
            <numerusform>Häfen von %1 entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the ports of %n provinces</source>
        <translation>
            <numerusform>Hafen von %n Provinz entfernen</numerusform>
            <numerusform>Häfen von %n Provinzen entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a port to %1</source>
        <translation>
            <numerusform>Hafen zu %1 hinzufügen</numerusform>
            <numerusform>Häfen zu %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a port to %n provinces</source>
        <translation>
            <numerusform>Hafen zu %n Provinz hinzufügen</numerusform>
            <numerusform>Häfen zu %n Provinzen hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %1 off the board edge</source>
        <translation>
            <numerusform>%1 vom Spielplanrand nehmen</numerusform>
            <numerusform>%1 vom Spielplanrand nehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n area(s) off the board edge</source>
        <translation>
            <numerusform>%n Gebiet vom Spielplanrand nehmen</numerusform>
            <numerusform>%n Gebiete vom Spielplanrand nehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %1 on the board edge</source>
        <translation>
            <numerusform>%1 an den Spielplanrand setzen</numerusform>
            <numerusform>%1 an den Spielplanrand setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n area(s) on the board edge</source>
        <translation>
            <numerusform>%n Gebiet an den Spielplanrand setzen</numerusform>
            <numerusform>%n Gebiete an den Spielplanrand setzen</numerusform>
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
        <translation>Wiederhergestellte Änderungen</translation>
    </message>
</context>
<context>
    <name>vinci::ButtonAction</name>
    <message>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
</context>
<context>
    <name>vinci::CatchUpBar</name>
    <message>
        <source>Round %1 · %2 · %3 of %4</source>
        <extracomment>The catch-up of missed turns: &quot;Round 3 · Bruno · 4 of 12&quot; (the action shown of all)</extracomment>
        <translation>Runde %1 · %2 · %3 von %4</translation>
    </message>
    <message>
        <source>Showing the turns you missed — Space to skip</source>
        <translation>Verpasste Züge — Leertaste überspringt</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Skip to your turn (Space or Escape)</source>
        <translation>Direkt zu Ihrem Zug (Leertaste oder Esc)</translation>
    </message>
    <message>
        <source>Skip to your turn</source>
        <translation>Direkt zu Ihrem Zug</translation>
    </message>
</context>
<context>
    <name>vinci::CivilizationTrackPanel</name>
    <message>
        <source>Civilizations</source>
        <translation>Zivilisationen</translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation>Auf diesem Feld liegt keine Zivilisation.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>A civilization is chosen at the start of the game and after a decline.</source>
        <translation>Eine Zivilisation wird zu Spielbeginn und nach einem Niedergang gewählt.</translation>
    </message>
    <message>
        <source>Another player is choosing.</source>
        <translation>Ein anderer Spieler wählt.</translation>
    </message>
    <message>
        <source>Passing over a civilization costs %1 and leaves a coin worth %2 on it.</source>
        <translation>Wer eine Zivilisation überspringt, gibt %1 ab und legt eine Münze darauf, die %2 wert ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization %1</source>
        <translation>Zivilisation %1</translation>
    </message>
</context>
<context>
    <name>vinci::ContinueDialog</name>
    <message>
        <source>Continue from Here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>A new game goes on from this moment (%1), the same up to here. Who plays each seat from now on? A virtual player stays one.</source>
        <translation>Ein neues Spiel geht ab diesem Moment weiter (%1), bis hierher dasselbe. Wer spielt ab jetzt welchen Platz? Ein fiktiver Spieler bleibt einer.</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>A virtual player plays by the rulebook&apos;s rules, which made this game: it stays one.</source>
        <translation>Ein fiktiver Spieler spielt nach den Regeln der Spielanleitung, die dieses Spiel geprägt haben: Er bleibt einer.</translation>
    </message>
</context>
<context>
    <name>vinci::EditorGuide</name>
    <message>
        <source>Vinci Map Editor Guide</source>
        <translation>Anleitung zum Vinci-Karteneditor</translation>
    </message>
    <message>
        <source>&lt;b&gt;File ▸ New Map from SVG…&lt;/b&gt; reads a drawing: every closed, filled shape becomes a province or a sea zone (a blue fill or a word such as “sea” in its name makes it a sea zone). The report lists what became what.</source>
        <translation>&lt;b&gt;Datei ▸ Neue Karte aus SVG…&lt;/b&gt; liest eine Zeichnung: Jede geschlossene, gefüllte Form wird eine Provinz oder eine Meereszone (eine blaue Füllung oder ein Wort wie „Meer“ im Namen macht sie zur Meereszone). Der Bericht zeigt, was woraus wurde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-click&lt;/b&gt; an area to make it a province or a sea zone, or to keep it as decoration (&lt;b&gt;Not an area&lt;/b&gt;).</source>
        <translation>Ein &lt;b&gt;Rechtsklick&lt;/b&gt; auf ein Gebiet macht es zur Provinz oder Meereszone oder behält es als Dekoration (&lt;b&gt;Kein Gebiet&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Click, Ctrl+click, drag</source>
        <translation>Klick, Strg+Klick, Ziehen</translation>
    </message>
    <message>
        <source>select areas; a click on a line selects the link</source>
        <translation>Gebiete auswählen; ein Klick auf eine Linie wählt die Verbindung</translation>
    </message>
    <message>
        <source>L, then drag from area to area</source>
        <translation>L, dann von Gebiet zu Gebiet ziehen</translation>
    </message>
    <message>
        <source>link them by hand (S: back to selecting)</source>
        <translation>sie von Hand verbinden (S: zurück zum Auswählen)</translation>
    </message>
    <message>
        <source>P, W, 1–8</source>
        <translation>P, W, 1–8</translation>
    </message>
    <message>
        <source>Wheel, +, -, 0</source>
        <translation>Mausrad, +, -, 0</translation>
    </message>
    <message>
        <source>zoom at the pointer, in, out, fit</source>
        <translation>am Zeiger zoomen, hinein, heraus, ganze Karte</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Mittlere Taste oder Leertaste+Ziehen</translation>
    </message>
    <message>
        <source>pan</source>
        <translation>Ansicht verschieben</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Entf</translation>
    </message>
    <message>
        <source>delete the selected link</source>
        <translation>die ausgewählte Verbindung löschen</translation>
    </message>
    <message>
        <source>undo, redo (every edit, see History)</source>
        <translation>rückgängig, wiederholen (jede Änderung, siehe Verlauf)</translation>
    </message>
    <message>
        <source>From a drawing to a map</source>
        <translation>Von der Zeichnung zur Karte</translation>
    </message>
    <message>
        <source>Mouse and keys</source>
        <translation>Maus und Tasten</translation>
    </message>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci-Karteneditor</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Makes boards for Vinci from SVG drawings: provinces, sea zones, links and the rule tables, checked as the game checks them.</source>
        <translation>Macht Spielpläne für Vinci aus SVG-Zeichnungen: Provinzen, Meereszonen, Verbindungen und Regeltabellen, geprüft wie das Spiel sie prüft.</translation>
    </message>
    <message>
        <source>An unofficial fan project, not affiliated with or endorsed by the author or the publishers of the board game.</source>
        <translation>Ein inoffizielles Fanprojekt, weder mit dem Autor noch mit den Verlagen des Brettspiels verbunden oder von ihnen unterstützt.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</source>
        <translation>Erstellt mit Qt %1 (GNU LGPL Version 3) und Boost (Boost Software License 1.0).</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>drop the link being drawn; then select nothing</source>
        <translation>die gerade gezogene Verbindung verwerfen; danach Auswahl aufheben</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Strg+Z, Strg+Umschalt+Z oder Strg+Y</translation>
    </message>
    <message>
        <source>%1 proposes the links the shapes show: check or uncheck them, then &lt;b&gt;Accept checked&lt;/b&gt;. Links you draw or change yourself are never changed by a later &lt;b&gt;Find links&lt;/b&gt;.</source>
        <translation>%1 schlägt die Verbindungen vor, die die Formen zeigen: Markieren oder abwählen, dann &lt;b&gt;Markierte annehmen&lt;/b&gt;. Verbindungen, die Sie selbst ziehen oder ändern, ändert ein späteres &lt;b&gt;Verbindungen finden&lt;/b&gt; nie.</translation>
    </message>
    <message>
        <source>%1: select provinces (click, Ctrl+click, drag a rectangle) and set their terrain, mine, port, board edge and names in three languages.</source>
        <translation>%1: Provinzen auswählen (Klick, Strg+Klick, Rechteck ziehen) und Gelände, Mine, Hafen, Spielplanrand und Namen in drei Sprachen setzen.</translation>
    </message>
    <message>
        <source>%1: the player counts the map supports, the extra pawns of a new civilization and the victory points or rounds.</source>
        <translation>%1: die Spielerzahlen der Karte, die zusätzlichen Spielsteine einer neuen Zivilisation und die Siegpunkte oder Runden.</translation>
    </message>
    <message>
        <source>%1 is the game&apos;s own check of the map: when it lists no error, &lt;b&gt;File ▸ Save As…&lt;/b&gt; writes the map folder (its name is the map&apos;s id) and &lt;b&gt;Test Play&lt;/b&gt; (F5) starts the game on it.</source>
        <translation>%1 ist die Prüfung der Karte durch das Spiel selbst: Wenn sie keinen Fehler nennt, schreibt &lt;b&gt;Datei ▸ Speichern unter…&lt;/b&gt; den Kartenordner (sein Name ist die Kennung der Karte) und &lt;b&gt;Testspiel&lt;/b&gt; (F5) startet das Spiel darauf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File ▸ Export Map Package…&lt;/b&gt; makes one &lt;i&gt;.vincimap&lt;/i&gt; file holding the map, its drawing and a preview: send it to a friend, whose game installs it when they open it. Fill in &lt;b&gt;Author&lt;/b&gt; and &lt;b&gt;Licence&lt;/b&gt; on the map&apos;s page of the %1 panel first.</source>
        <translation>&lt;b&gt;Datei ▸ Kartenpaket exportieren…&lt;/b&gt; erstellt eine einzige &lt;i&gt;.vincimap&lt;/i&gt;-Datei mit der Karte, ihrer Zeichnung und einer Vorschau: Schicken Sie sie einem Freund, dessen Spiel sie beim Öffnen installiert. Füllen Sie vorher &lt;b&gt;Autor&lt;/b&gt; und &lt;b&gt;Lizenz&lt;/b&gt; auf der Kartenseite des Bereichs %1 aus.</translation>
    </message>
    <message>
        <source>The panels beside the map are named by their titles: on a narrow window they share a side as tabs; View shows or hides each.</source>
        <translation>Die Bereiche neben der Karte werden mit ihrem Titel genannt: In einem schmalen Fenster teilen sie sich eine Seite als Reiter; Ansicht zeigt oder verbirgt jeden.</translation>
    </message>
    <message>
        <source>Links on the map: red a land border, teal a shared coast, blue a sea link (a short mark across the province&apos;s coast facing that sea zone); solid set by hand, dashed automatic, dotted with hollow ends proposed (not links until accepted).</source>
        <translation>Verbindungen auf der Karte: rot eine Landgrenze, türkis eine gemeinsame Küste, blau eine Seeverbindung (ein kurzer Strich quer über die Küste der Provinz, die dieser Meereszone gegenüberliegt); durchgezogen von Hand gesetzt, gestrichelt automatisch, gepunktet mit hohlen Enden vorgeschlagen (erst nach dem Annehmen eine Verbindung).</translation>
    </message>
    <message>
        <source>Ctrl+A</source>
        <translation>Strg+A</translation>
    </message>
    <message>
        <source>select every area</source>
        <translation>alle Gebiete auswählen</translation>
    </message>
    <message>
        <source>make the selection provinces, sea zones; set a terrain (S, L, P, W and 1–8 act while the map has the keyboard: click it first)</source>
        <translation>die Auswahl zu Provinzen, zu Meereszonen machen; ein Gelände setzen (S, L, P, W und 1–8 wirken, solange die Karte die Tastatur hat: klicken Sie zuerst auf sie)</translation>
    </message>
</context>
<context>
    <name>vinci::EditorWindow</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>Select areas and links (S): click, Ctrl+click, drag a rectangle</source>
        <translation>Gebiete und Verbindungen auswählen (S): Klick, Strg+Klick, Rechteck aufziehen</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Link two areas (L): drag from one to the other</source>
        <translation>Zwei Gebiete verbinden (L): vom einen zum anderen ziehen</translation>
    </message>
    <message>
        <source>Drag from one area to another to link them.</source>
        <translation>Ziehen Sie von einem Gebiet zu einem anderen, um sie zu verbinden.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Map from SVG…</source>
        <translation>&amp;Neue Karte aus SVG…</translation>
    </message>
    <message>
        <source>&amp;Open Map…</source>
        <translation>Karte ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Replace Art from SVG…</source>
        <translation>Grafik aus SVG ersetzen…</translation>
    </message>
    <message>
        <source>&amp;Test Play</source>
        <translation>&amp;Testspiel</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Select &amp;All Areas</source>
        <translation>&amp;Alle Gebiete auswählen</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Aus&amp;wahl aufheben</translation>
    </message>
    <message>
        <source>&amp;Delete Link</source>
        <translation>Verbindung &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>Karte &amp;einpassen</translation>
    </message>
    <message>
        <source>Show &amp;Links</source>
        <translation>&amp;Verbindungen zeigen</translation>
    </message>
    <message>
        <source>Show &amp;Names</source>
        <translation>&amp;Namen zeigen</translation>
    </message>
    <message>
        <source>Names &amp;In</source>
        <translation>&amp;Sprache der Namen</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Find Links from Shapes</source>
        <translation>Verbindungen aus &amp;Formen finden</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Map valid</source>
        <translation>Karte gültig</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>The map cannot be opened:
%1</source>
        <translation>Die Karte kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <source>New Map from SVG</source>
        <translation>Neue Karte aus SVG</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The drawing cannot be imported:
%1</source>
        <translation>Die Zeichnung kann nicht importiert werden:
%1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Karte speichern</translation>
    </message>
    <message>
        <source>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes.</source>
        <translation>„%1“ kann kein Kartenordner sein: Sein Name ist die Kennung der Karte und besteht aus Kleinbuchstaben a-z, Ziffern und Bindestrichen.</translation>
    </message>
    <message>
        <source>Set map id to its folder&apos;s name</source>
        <translation>Kartenkennung auf den Ordnernamen setzen</translation>
    </message>
    <message numerus="yes">
        <source>The map has %n error(s) (see Issues). The game will not load it until they are fixed. Save it anyway?</source>
        <translation>
            <numerusform>Die Karte hat %n Fehler (siehe Probleme). Das Spiel lädt sie erst, wenn er behoben ist. Trotzdem speichern?</numerusform>
            <numerusform>Die Karte hat %n Fehler (siehe Probleme). Das Spiel lädt sie erst, wenn sie behoben sind. Trotzdem speichern?</numerusform>
        </translation>
    </message>
    <message>
        <source>The map was not saved:
%1

Your edits are still here.</source>
        <translation>Die Karte wurde nicht gespeichert:
%1

Ihre Änderungen sind noch da.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>Karte speichern unter</translation>
    </message>
    <message>
        <source>%1 already holds a map. Replace it?</source>
        <translation>%1 enthält schon eine Karte. Ersetzen?</translation>
    </message>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Vinci-Karteneditor</translation>
    </message>
    <message>
        <source>“%1” has unsaved edits. Save them?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Replace Art from SVG</source>
        <translation>Grafik aus SVG ersetzen</translation>
    </message>
    <message>
        <source>Replace Art</source>
        <translation>Grafik ersetzen</translation>
    </message>
    <message>
        <source>The art was not replaced:
%1</source>
        <translation>Die Grafik wurde nicht ersetzt:
%1</translation>
    </message>
    <message>
        <source>Replace art</source>
        <translation>Grafik ersetzen</translation>
    </message>
    <message>
        <source>Test Play</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>The game refuses a map with errors. Fix the errors listed under Issues first.</source>
        <translation>Das Spiel lehnt eine Karte mit Fehlern ab. Beheben Sie zuerst die unter Probleme aufgeführten Fehler.</translation>
    </message>
    <message>
        <source>The game is starting on this map.</source>
        <translation>Das Spiel startet mit dieser Karte.</translation>
    </message>
    <message>
        <source>an unnamed map</source>
        <translation>eine unbenannte Karte</translation>
    </message>
    <message>
        <source>Recover Map</source>
        <translation>Karte wiederherstellen</translation>
    </message>
    <message>
        <source>The map editor did not close properly. Unsaved edits of %1 were autosaved on %2. Recover them?</source>
        <translation>Der Karteneditor wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen für %1 wurden am %2 automatisch gesichert. Wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Area</source>
        <translation>&amp;Gebiet</translation>
    </message>
    <message>
        <source>Make &amp;Provinces</source>
        <translation>Zu &amp;Provinzen machen</translation>
    </message>
    <message>
        <source>Make Sea &amp;Zones</source>
        <translation>Zu &amp;Meereszonen machen</translation>
    </message>
    <message>
        <source>&amp;Terrain</source>
        <translation>&amp;Gelände</translation>
    </message>
    <message>
        <source>Finding links… %p%</source>
        <translation>Verbindungen werden gesucht … %p %</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Editor &amp;Guide</source>
        <translation>&amp;Anleitung zum Editor</translation>
    </message>
    <message>
        <source>&amp;About Vinci Map Editor</source>
        <translation>Ü&amp;ber den Vinci-Karteneditor</translation>
    </message>
    <message>
        <source>About Vinci Map Editor</source>
        <translation>Über den Vinci-Karteneditor</translation>
    </message>
    <message>
        <source>&amp;Export Map Package…</source>
        <translation>Karten&amp;paket exportieren…</translation>
    </message>
    <message>
        <source>Vinci maps (map.json *.vincimap)</source>
        <translation>Vinci-Karten (map.json *.vincimap)</translation>
    </message>
    <message>
        <source>The map package cannot be opened:
%1</source>
        <translation>Das Kartenpaket kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <source>Opened %1; Save puts the map in a folder you choose.</source>
        <translation>%1 geöffnet; Speichern legt die Karte in einem Ordner Ihrer Wahl ab.</translation>
    </message>
    <message>
        <source>Export Map Package</source>
        <translation>Kartenpaket exportieren</translation>
    </message>
    <message numerus="yes">
        <source>The map has %n error(s); the game would refuse it. Fix them first (they are listed under Issues):</source>
        <translation>
            <numerusform>Die Karte hat %n Fehler; das Spiel würde sie ablehnen. Beheben Sie ihn zuerst (er steht unter Probleme):</numerusform>
            <numerusform>Die Karte hat %n Fehler; das Spiel würde sie ablehnen. Beheben Sie sie zuerst (sie stehen unter Probleme):</numerusform>
        </translation>
    </message>
    <message>
        <source>The map package was not written:
%1</source>
        <translation>Das Kartenpaket wurde nicht geschrieben:
%1</translation>
    </message>
    <message>
        <source>Vinci map packages (*.vincimap)</source>
        <translation>Vinci-Kartenpakete (*.vincimap)</translation>
    </message>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;leer&gt;</translation>
    </message>
    <message>
        <source>“%1” has unsaved edits. Save the map before exporting?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Die Karte vor dem Exportieren speichern?</translation>
    </message>
    <message>
        <source>The package holds the map with its edits either way; without saving, the map&apos;s folder keeps the version saved last.</source>
        <translation>Das Paket enthält die Karte in jedem Fall mit ihren Änderungen; ohne Speichern behält der Kartenordner die zuletzt gespeicherte Fassung.</translation>
    </message>
    <message>
        <source>Export &amp;Without Saving</source>
        <translation>&amp;Ohne Speichern exportieren</translation>
    </message>
    <message>
        <source>Text Si&amp;ze</source>
        <translation>Text&amp;größe</translation>
    </message>
    <message>
        <source>Recovered. Undo goes back to the map as last saved.</source>
        <translation>Wiederhergestellt. Rückgängig kehrt zur zuletzt gespeicherten Karte zurück.</translation>
    </message>
    <message>
        <source>Recovered. The map was never saved: its history was not kept.</source>
        <translation>Wiederhergestellt. Die Karte wurde nie gespeichert, ihr Verlauf wurde daher nicht behalten.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>Keeps the copy: it is offered again the next time the map editor starts.</source>
        <translation>Behält die Kopie: Sie wird beim nächsten Start des Karteneditors erneut angeboten.</translation>
    </message>
    <message>
        <source>&amp;Discard the Copy</source>
        <translation>Kopie &amp;verwerfen</translation>
    </message>
    <message>
        <source>The map editor was closed before the edits of %1 were saved. They were autosaved on %2. Recover them?</source>
        <translation>Der Karteneditor wurde beendet, bevor die Änderungen für %1 gespeichert waren. Sie wurden am %2 automatisch gesichert. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Map package written: %1</source>
        <translation>Kartenpaket geschrieben: %1</translation>
    </message>
    <message>
        <source>The map package is written:
%1</source>
        <translation>Das Kartenpaket ist geschrieben:
%1</translation>
    </message>
    <message>
        <source>Players open it in the game with Game ▸ Open…, or drop it on the game&apos;s window.</source>
        <translation>Spieler öffnen es im Spiel mit Spiel ▸ Öffnen … oder ziehen es auf das Spielfenster.</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Im &amp;Ordner zeigen</translation>
    </message>
    <message>
        <source>No file manager could show %1.</source>
        <translation>Kein Dateimanager konnte %1 zeigen.</translation>
    </message>
    <message>
        <source>Folder (the map&apos;s id):</source>
        <translation>Ordner (Kennung der Karte):</translation>
    </message>
    <message>
        <source>Export</source>
        <comment>the title of a message about an export</comment>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Package (one file to share):</source>
        <translation>Paket (eine Datei zum Weitergeben):</translation>
    </message>
    <message>
        <source>%1: done. Undo (%2) takes it back.</source>
        <translation>%1: erledigt. Rückgängig (%2) nimmt es zurück.</translation>
    </message>
    <message>
        <source>The map has no author: players who get the package will not know who made it. Fill it in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>Die Karte hat keinen Autor: Wer das Paket bekommt, weiß nicht, wer sie gemacht hat. Tragen Sie ihn auf der Kartenseite des Inspektors ein (nichts ausgewählt).</translation>
    </message>
    <message>
        <source>The map has no licence: players who get the package will not know whether they may share it. Fill it in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>Die Karte hat keine Lizenz: Wer das Paket bekommt, weiß nicht, ob er es weitergeben darf. Tragen Sie sie auf der Kartenseite des Inspektors ein (nichts ausgewählt).</translation>
    </message>
    <message>
        <source>The map has no author and no licence: players who get the package will not know who made it or whether they may share it. Fill them in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>Die Karte hat weder Autor noch Lizenz: Wer das Paket bekommt, weiß weder, wer sie gemacht hat, noch, ob er es weitergeben darf. Tragen Sie beides auf der Kartenseite des Inspektors ein (nichts ausgewählt).</translation>
    </message>
    <message>
        <source>Export it anyway?</source>
        <translation>Trotzdem exportieren?</translation>
    </message>
    <message>
        <source>Show &amp;Terrain</source>
        <translation>&amp;Gelände anzeigen</translation>
    </message>
    <message>
        <source>Saved %1. The map&apos;s id is now “%2”, its folder&apos;s name (it was “%3”).</source>
        <translation>%1 gespeichert. Die Kennung der Karte ist jetzt „%2“, der Name ihres Ordners (sie war „%3“).</translation>
    </message>
</context>
<context>
    <name>vinci::EndOfGameDialog</name>
    <message numerus="yes">
        <source>%1 wins with %n victory point(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Siegpunkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Siegpunkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 share the victory with %n victory point(s)!</source>
        <translation>
            <numerusform>%1 und %2 teilen sich den Sieg mit %n Siegpunkt!</numerusform>
            <numerusform>%1 und %2 teilen sich den Sieg mit %n Siegpunkten!</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Civilizations</source>
        <translation>Zivilisationen</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1 (geteilt)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s); the target was %1.</source>
        <translation>
            <numerusform>Nach %n Runde; das Ziel waren %1.</numerusform>
            <numerusform>Nach %n Runden; das Ziel waren %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>Tipps: %1</translation>
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
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save Table as CSV</source>
        <translation>Tabelle als CSV speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Save Chart as PNG...</source>
        <translation>Diagramm als PNG speichern...</translation>
    </message>
    <message>
        <source>Save Table as CSV...</source>
        <translation>Tabelle als CSV speichern...</translation>
    </message>
    <message>
        <source>Watch Again</source>
        <translation>Noch einmal ansehen</translation>
    </message>
    <message>
        <source>Watch this game again from its start, action by action</source>
        <translation>Dieses Spiel noch einmal von Anfang an ansehen, Aktion für Aktion</translation>
    </message>
    <message numerus="yes">
        <source>After the %n round(s) set for this game.</source>
        <translation>
            <numerusform>Nach der %n Runde, die für dieses Spiel vorgesehen war.</numerusform>
            <numerusform>Nach den %n Runden, die für dieses Spiel vorgesehen waren.</numerusform>
        </translation>
    </message>
    <message>
        <source>provinces</source>
        <comment>a file name&apos;s part: the provinces chart</comment>
        <translation>provinzen</translation>
    </message>
    <message>
        <source>scores</source>
        <comment>a file name&apos;s part: the score chart</comment>
        <translation>siegpunkte</translation>
    </message>
    <message>
        <source>statistics</source>
        <comment>a file name&apos;s part: the statistics table</comment>
        <translation>statistik</translation>
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
        <translation>Ein Spiel braucht Spieler.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: the computer plays it.</source>
        <translation>%1 ist am Zug: Der Computer spielt ihn.</translation>
    </message>
    <message>
        <source>No game is being watched.</source>
        <translation>Es wird kein Spiel angesehen.</translation>
    </message>
    <message numerus="yes">
        <source>The game goes on with its %n player(s).</source>
        <translation>
            <numerusform>Das Spiel geht mit %n Spieler weiter.</numerusform>
            <numerusform>Das Spiel geht mit %n Spielern weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a virtual player in this game and stays one; the others may be played by anyone.</source>
        <translation>%1 ist in diesem Spiel ein fiktiver Spieler und bleibt einer; die anderen Plätze kann jeder spielen.</translation>
    </message>
    <message>
        <source>A game being watched is not saved: Continue from Here plays it on as a new game.</source>
        <translation>Ein angesehenes Spiel wird nicht gespeichert: „Von hier weiterspielen“ setzt es als neues Spiel fort.</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Ansicht — hier kann nichts gespielt werden.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <source>A recorded game is being watched.</source>
        <translation>Eine aufgezeichnete Partie wird angesehen.</translation>
    </message>
    <message>
        <source>%1&apos;s turn is played by the computer, whose moves cannot be undone.</source>
        <translation>%1 ist am Zug und wird vom Computer gespielt; seine Schritte können nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>The civilization taken cannot be given back.</source>
        <translation>Die gewählte Zivilisation kann nicht zurückgegeben werden.</translation>
    </message>
    <message>
        <source>Nothing has been played in this turn yet.</source>
        <translation>In diesem Zug wurde noch nichts gespielt.</translation>
    </message>
    <message>
        <source>%1 is placing the pawns that survived %2&apos;s conquests: %2&apos;s turn can no longer be undone.</source>
        <translation>%1 setzt die Spielsteine, die die Übernahmen von %2 überlebt haben: Der Zug von %2 kann nicht mehr rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The moves made in this turn before the game was opened cannot be undone.</source>
        <translation>Die Schritte dieses Zuges vor dem Öffnen des Spiels können nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>vinci::GameLogPanel</name>
    <message>
        <source>%1 thinks: %2</source>
        <translation>%1 überlegt: %2</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>What happens in the game is written here.</source>
        <translation>Hier steht, was im Spiel geschieht.</translation>
    </message>
</context>
<context>
    <name>vinci::GuidePanel</name>
    <message>
        <source>Learn to play — step %1 of %2</source>
        <translation>Spielen lernen — Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Continue against the computer</source>
        <translation>Gegen den Computer weiterspielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Leave (resume later)</source>
        <translation>Verlassen (später fortsetzen)</translation>
    </message>
    <message>
        <source>Wait: the computer is playing; watch the map. This step begins when it is your turn.</source>
        <translation>Warten Sie: Der Computer spielt; sehen Sie auf die Karte. Dieser Schritt beginnt, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <translation>Lektion neu beginnen</translation>
    </message>
</context>
<context>
    <name>vinci::GuideRunner</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>A guided first game: about ten minutes</source>
        <translation>Ein geführtes erstes Spiel: etwa zehn Minuten</translation>
    </message>
    <message>
        <source>%1: resume at step %2 of %3</source>
        <translation>%1: bei Schritt %2 von %3 fortsetzen</translation>
    </message>
    <message>
        <source>The guided game resumes at the step you left it at</source>
        <translation>Das geführte Spiel geht bei dem Schritt weiter, bei dem Sie es verlassen haben</translation>
    </message>
    <message>
        <source>Resume the lesson: %1, step %2 of %3</source>
        <translation>Lektion fortsetzen: %1, Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Leave the lesson of %1 for the lesson of %2?</source>
        <translation>Die Lektion %1 für die Lektion %2 verlassen?</translation>
    </message>
    <message>
        <source>This lesson is kept at step %1 of %2: Game &gt; Learn to Play resumes it there.</source>
        <translation>Diese Lektion bleibt bei Schritt %1 von %2: Spiel &gt; Spielen lernen setzt sie dort fort.</translation>
    </message>
    <message>
        <source>Start the other lesson</source>
        <translation>Die andere Lektion beginnen</translation>
    </message>
</context>
<context>
    <name>vinci::HowToPlayDialog</name>
    <message>
        <source>How to play Vinci</source>
        <translation>So spielt man Vinci</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>A summary of the Classic rules (1999) with the designer&apos;s errata.</source>
        <translation>Eine Zusammenfassung der klassischen Regeln (1999) mit den Errata des Autors.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>Beide nebeneinander</translation>
    </message>
    <message>
        <source>A summary of the online rules of 2013 (Vinci II); where they are silent, the Classic rules apply.</source>
        <translation>Eine Zusammenfassung der Online-Regeln von 2013 (Vinci II); wo sie nichts sagen, gelten die klassischen Regeln.</translation>
    </message>
    <message>
        <source>The Classic rules (1999, with the designer&apos;s errata) and the online rules of 2013: where they differ, each has its column.</source>
        <translation>Die klassischen Regeln (1999, mit den Errata des Autors) und die Online-Regeln von 2013: Wo sie sich unterscheiden, hat jede ihre Spalte.</translation>
    </message>
    <message>
        <source>Where the rule texts are unclear or disagree, the game decided as follows. Each answer quotes the sentence it rests on, with the text and its section; a quotation keeps the language of its text.</source>
        <translation>Wo die Regeltexte unklar sind oder einander widersprechen, hat das Spiel wie folgt entschieden. Jede Antwort zitiert den Satz, auf dem sie beruht, mit dem Text und seinem Abschnitt; ein Zitat behält die Sprache seines Textes.</translation>
    </message>
    <message>
        <source>Where the online rules are silent, the Classic rules apply, with the answers listed under %1.</source>
        <translation>Wo die Online-Regeln nichts sagen, gelten die klassischen Regeln mit den Antworten unter %1.</translation>
    </message>
    <message>
        <source>Rules questions answered</source>
        <translation>Entschiedene Regelfragen</translation>
    </message>
</context>
<context>
    <name>vinci::ImportReportDialog</name>
    <message>
        <source>Show every decision (kinds, ids)</source>
        <translation>Jede Entscheidung zeigen (Arten, Kennungen)</translation>
    </message>
    <message>
        <source>Import report — %1</source>
        <translation>Importbericht — %1</translation>
    </message>
    <message>
        <source>Nothing in it needs attention.</source>
        <translation>Nichts davon erfordert Aufmerksamkeit.</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) need attention:</source>
        <translation>
            <numerusform>%n Element erfordert Aufmerksamkeit:</numerusform>
            <numerusform>%n Elemente erfordern Aufmerksamkeit:</numerusform>
        </translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>(the drawing)</source>
        <translation>(die Zeichnung)</translation>
    </message>
    <message>
        <source>Found in the drawing: %1. %2 Ids are made of lower-case letters, digits and dashes; shapes without one got one. Check the kinds in the inspector (select shapes, then Kind), then the proposed links.</source>
        <translation>In der Zeichnung gefunden: %1. %2 Kennungen bestehen aus Kleinbuchstaben, Ziffern und Bindestrichen; Formen ohne Kennung haben eine erhalten. Prüfen Sie die Arten im Inspektor (Formen auswählen, dann Art), danach die vorgeschlagenen Verbindungen.</translation>
    </message>
</context>
<context>
    <name>vinci::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
</context>
<context>
    <name>vinci::KeyboardDialog</name>
    <message>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <source>Alt and a letter</source>
        <translation>Alt und ein Buchstabe</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined</source>
        <translation>Öffnet das Menü, in dessen Titel dieser Buchstabe unterstrichen ist</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the menu: the keys go back where they were</source>
        <translation>Schließt das Menü: die Tasten wirken wieder dort, wo sie vorher wirkten</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Auf der Karte</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>The next province in that direction</source>
        <translation>Die nächste Provinz in dieser Richtung</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>The provinces you can act on now, then the next control</source>
        <translation>Die Provinzen, in denen Sie jetzt handeln können, dann das nächste Bedienelement</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <source>As a left click: conquer, place a pawn, keep a part, build the fort</source>
        <translation>Wie ein Linksklick: übernehmen, einen Spielstein setzen, einen Teil behalten, die Festung bauen</translation>
    </message>
    <message>
        <source>Shift+Enter, Backspace, Delete</source>
        <translation>Umschalt+Eingabe, Rücktaste, Entf</translation>
    </message>
    <message>
        <source>As a right click: take a pawn back</source>
        <translation>Wie ein Rechtsklick: einen Spielstein zurücknehmen</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, the whole map</source>
        <translation>Vergrößern, verkleinern, die ganze Karte</translation>
    </message>
    <message>
        <source>Put the ring and its card away</source>
        <translation>Blendet den Ring und sein Hinweisfeld aus</translation>
    </message>
    <message>
        <source>On the civilization track</source>
        <translation>Bei den Zivilisationen zur Wahl</translation>
    </message>
    <message>
        <source>From card to card</source>
        <translation>Von Karte zu Karte</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Pick the civilization</source>
        <translation>Wählt die Zivilisation</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Take the civilization picked</source>
        <translation>Nimmt die gewählte Zivilisation</translation>
    </message>
    <message>
        <source>Choose another one</source>
        <translation>Eine andere wählen</translation>
    </message>
    <message>
        <source>While a hint is shown</source>
        <translation>Während ein Tipp angezeigt wird</translation>
    </message>
    <message>
        <source>Play the hint</source>
        <translation>Den Tipp spielen</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>Den Tipp verwerfen</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Was sie bewirken</translation>
    </message>
</context>
<context>
    <name>vinci::LinkInspector</name>
    <message>
        <source>Select both areas</source>
        <translation>Beide Gebiete auswählen</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Verbindung löschen</translation>
    </message>
    <message>
        <source>Automatic links are drawn dashed and may be changed or removed when the automatic adjacency runs again; links set by hand are solid and never touched.</source>
        <translation>Automatische Verbindungen sind gestrichelt und können sich ändern oder wegfallen, wenn die automatische Nachbarschaftssuche erneut läuft; von Hand gesetzte Verbindungen sind durchgezogen und bleiben unberührt.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>Von Hand gesetzt</translation>
    </message>
    <message>
        <source>Find links leaves a link set by hand as it is.</source>
        <translation>„Verbindungen finden“ lässt eine von Hand gesetzte Verbindung unverändert.</translation>
    </message>
</context>
<context>
    <name>vinci::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neues Spiel...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;Civilization Tiles</source>
        <translation>&amp;Zivilisationskärtchen</translation>
    </message>
    <message>
        <source>&amp;About Vinci</source>
        <translation>Ü&amp;ber Vinci</translation>
    </message>
    <message>
        <source>Civilizations</source>
        <translation>Zivilisationen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Vinci</source>
        <translation>Vinci</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>game.vinci</source>
        <translation>spiel.vinci</translation>
    </message>
    <message>
        <source>Vinci games (*.vinci)</source>
        <translation>Vinci-Spiele (*.vinci)</translation>
    </message>
    <message>
        <source>The game in progress has unsaved turns. Save it first?</source>
        <translation>Das laufende Spiel hat ungespeicherte Züge. Zuerst speichern?</translation>
    </message>
    <message>
        <source>No map &quot;%1&quot; was found.</source>
        <translation>Keine Karte „%1“ gefunden.</translation>
    </message>
    <message>
        <source>Resumed game</source>
        <translation>Fortgesetztes Spiel</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; is installed.</source>
        <translation>Die Karte „%1“ ist installiert.</translation>
    </message>
    <message>
        <source>Vinci games and maps (*.vinci *.vincimap);;Vinci games (*.vinci);;Vinci map packages (*.vincimap);;All files (*)</source>
        <translation>Vinci-Spiele und -Karten (*.vinci *.vincimap);;Vinci-Spiele (*.vinci);;Vinci-Kartenpakete (*.vincimap);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Turns You Missed</source>
        <translation>&amp;Verpasste Züge</translation>
    </message>
    <message>
        <source>Before a person plays, show on the map what the other seats did since their turn</source>
        <translation>Bevor ein Mensch spielt, auf der Karte zeigen, was die anderen Spieler seit seinem Zug getan haben</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>Showing the turns you missed — Space to skip</source>
        <translation>Verpasste Züge — Leertaste überspringt</translation>
    </message>
    <message>
        <source>&amp;Watch a Game...</source>
        <translation>Spiel &amp;ansehen...</translation>
    </message>
    <message>
        <source>Watch a saved or finished game again, action by action</source>
        <translation>Ein gespeichertes oder beendetes Spiel noch einmal ansehen, Aktion für Aktion</translation>
    </message>
    <message>
        <source>Scores and S&amp;tatistics...</source>
        <translation>Punkte und S&amp;tatistik...</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Ansicht — hier kann nichts gespielt werden.</translation>
    </message>
    <message>
        <source>Watching %1</source>
        <translation>Ansicht von %1</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Spiel ansehen</translation>
    </message>
    <message>
        <source>Vinci games (*.vinci);;All files (*)</source>
        <translation>Vinci-Spiele (*.vinci);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Watch Again</source>
        <translation>Noch einmal ansehen</translation>
    </message>
    <message>
        <source>Continue from Here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Watching the game just played</source>
        <translation>Ansicht des eben gespielten Spiels</translation>
    </message>
    <message>
        <source>The finished game has unsaved turns. Save it first?</source>
        <translation>Das beendete Spiel hat ungespeicherte Züge. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Game menu</source>
        <translation>Menü Spiel</translation>
    </message>
    <message>
        <source>View menu</source>
        <translation>Menü Ansicht</translation>
    </message>
    <message>
        <source>Help menu</source>
        <translation>Menü Hilfe</translation>
    </message>
    <message>
        <source>While watching a game</source>
        <translation>Beim Ansehen eines Spiels</translation>
    </message>
    <message>
        <source>While the turns you missed are shown</source>
        <translation>Während die verpassten Züge gezeigt werden</translation>
    </message>
    <message>
        <source>Choose a &amp;Civilization</source>
        <translation>Zivilisation &amp;wählen</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>Every key of the game window</source>
        <translation>Alle Tasten des Spielfensters</translation>
    </message>
    <message>
        <source>Not saved: the game still has unsaved turns.</source>
        <translation>Nicht gespeichert: Das Spiel hat weiterhin ungespeicherte Züge.</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Nicht gespeichert.</translation>
    </message>
    <message>
        <source>Text Si&amp;ze</source>
        <translation>Text&amp;größe</translation>
    </message>
    <message>
        <source>How large the panels&apos; text and the map&apos;s names are drawn</source>
        <translation>Wie groß die Texte des Fensters und die Namen der Karte gezeichnet werden</translation>
    </message>
    <message>
        <source>%1 — Game over</source>
        <translation>%1 — Spiel beendet</translation>
    </message>
    <message>
        <source>%1 — Round %2</source>
        <translation>%1 — Runde %2</translation>
    </message>
    <message>
        <source>The finished game “%1” has unsaved turns. Save it first?</source>
        <translation>Das beendete Spiel „%1“ hat ungespeicherte Züge. Zuerst speichern?</translation>
    </message>
    <message>
        <source>The game in progress “%1” has unsaved turns. Save it first?</source>
        <translation>Das laufende Spiel „%1“ hat ungespeicherte Züge. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Learn to play: %1, step %2 of %3</source>
        <translation>Spielen lernen: %1, Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Turn menu</source>
        <translation>Menü Zug</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>leave a game without saving it</comment>
        <translation>Nicht speichern</translation>
    </message>
    <message>
        <source>Discard deletes its autosave as well: these unsaved turns cannot be resumed later. Saved games stay in Game &gt; Open Recent.</source>
        <translation>Ohne Speichern wird auch die automatische Sicherung gelöscht: Diese ungespeicherten Züge können später nicht fortgesetzt werden. Gespeicherte Spiele bleiben unter Spiel &gt; Zuletzt geöffnet.</translation>
    </message>
    <message>
        <source>Discard deletes its autosave as well: the turns played since “%1” was saved are lost; the file stays as it was saved.</source>
        <translation>Ohne Speichern wird auch die automatische Sicherung gelöscht: Die Züge seit dem letzten Speichern von „%1“ gehen verloren; die Datei bleibt, wie sie gespeichert wurde.</translation>
    </message>
    <message>
        <source>Not now: %1</source>
        <translation>Jetzt nicht: %1</translation>
    </message>
</context>
<context>
    <name>vinci::MapCanvas</name>
    <message>
        <source>Start with File ▸ New Map from SVG… to make a map from a drawing, or File ▸ Open Map… to edit one.</source>
        <translation>Beginnen Sie mit Datei ▸ Neue Karte aus SVG…, um aus einer Zeichnung eine Karte zu machen, oder mit Datei ▸ Karte öffnen…, um eine zu bearbeiten.</translation>
    </message>
    <message>
        <source>%1 and %2 are already linked: the link is selected.</source>
        <translation>%1 und %2 sind schon verbunden: Die Verbindung ist ausgewählt.</translation>
    </message>
    <message>
        <source>Linked %1 and %2.</source>
        <translation>%1 und %2 verbunden.</translation>
    </message>
    <message>
        <source>%1 selected (%2 of %3 here): click again on the same spot for %4.</source>
        <translation>Ausgewählt: %1 (%2 von %3 hier); klicken Sie erneut auf dieselbe Stelle für %4.</translation>
    </message>
</context>
<context>
    <name>vinci::MapDocument</name>
    <message>
        <source>Untitled map</source>
        <translation>Unbenannte Karte</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: Die Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: the map has no art (the SVG file is missing or empty)</source>
        <translation>%1: Die Karte hat keine Grafik (die SVG-Datei fehlt oder ist leer)</translation>
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
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>The map&apos;s id: the name of its folder under maps/.</source>
        <translation>Die Kennung der Karte: der Name ihres Ordners unter maps/.</translation>
    </message>
    <message>
        <source>Click an area to edit it; Ctrl+click or drag a rectangle to edit several at once. Click a link to change its kind.</source>
        <translation>Klicken Sie auf ein Gebiet, um es zu bearbeiten; mit Strg+Klick oder einem aufgezogenen Rechteck bearbeiten Sie mehrere zugleich. Klicken Sie auf eine Verbindung, um ihre Art zu ändern.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Set map id</source>
        <translation>Kartenkennung setzen</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Your name, as players will see it</source>
        <translation>Ihr Name, wie ihn die Spieler sehen</translation>
    </message>
    <message>
        <source>Who made the map: shown with it in the game&apos;s New Game list.</source>
        <translation>Wer die Karte gemacht hat: wird mit ihr in der Liste „Neues Spiel“ angezeigt.</translation>
    </message>
    <message>
        <source>e.g. CC BY 4.0</source>
        <translation>z. B. CC BY 4.0</translation>
    </message>
    <message>
        <source>The terms under which others may share and change the map.</source>
        <translation>Die Bedingungen, unter denen andere die Karte weitergeben und ändern dürfen.</translation>
    </message>
    <message>
        <source>Set map author</source>
        <translation>Kartenautor setzen</translation>
    </message>
    <message>
        <source>Set map licence</source>
        <translation>Kartenlizenz setzen</translation>
    </message>
    <message>
        <source>Paint terrain in the game</source>
        <translation>Gelände im Spiel malen</translation>
    </message>
    <message>
        <source>The game paints each province in its terrain&apos;s colours and marks, and the sea zones in sea blue, over the drawing, keeping its outlines and the names. For a drawing whose colours do not show the terrain (on for an imported drawing).</source>
        <translation>Das Spiel malt jede Provinz in den Farben und Zeichen ihres Geländes und die Meereszonen in Meeresblau über die Zeichnung, mit ihren Umrissen und den Namen. Für eine Zeichnung, deren Farben das Gelände nicht zeigen (bei einer importierten Zeichnung an).</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) proposed, not accepted yet (dotted on the map).</source>
        <translation>
            <numerusform>%n Verbindung vorgeschlagen, noch nicht angenommen (gepunktet auf der Karte).</numerusform>
            <numerusform>%n Verbindungen vorgeschlagen, noch nicht angenommen (gepunktet auf der Karte).</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the map&apos;s English name</source>
        <translation>Englischen Namen der Karte setzen</translation>
    </message>
    <message>
        <source>Set the map&apos;s French name</source>
        <translation>Französischen Namen der Karte setzen</translation>
    </message>
    <message>
        <source>Set the map&apos;s German name</source>
        <translation>Deutschen Namen der Karte setzen</translation>
    </message>
</context>
<context>
    <name>vinci::MapPictureDialog</name>
    <message>
        <source>Picture of the map %1</source>
        <translation>Bild der Karte %1</translation>
    </message>
</context>
<context>
    <name>vinci::MapValidation</name>
    <message>
        <source>not given: players who get the map will not know who made it (double-click to fill it in)</source>
        <translation>nicht angegeben: Wer die Karte erhält, weiß nicht, wer sie gemacht hat (Doppelklick, um ihn einzutragen)</translation>
    </message>
    <message>
        <source>not given: players who get the map will not know whether they may share it (double-click to fill it in)</source>
        <translation>nicht angegeben: Wer die Karte erhält, weiß nicht, ob er sie weitergeben darf (Doppelklick, um sie einzutragen)</translation>
    </message>
</context>
<context>
    <name>vinci::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Solo: 1 + 3 virtual players</source>
        <translation>Solo: 1 + 3 fiktive Spieler</translation>
    </message>
    <message>
        <source>2 players + 2 virtual players</source>
        <translation>2 Spieler + 2 fiktive Spieler</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Civilization tiles in the bag:</source>
        <translation>Zivilisationskärtchen im Säckchen:</translation>
    </message>
    <message>
        <source>Draw again a pair of two identical tiles (German rules)</source>
        <translation>Zwei gleiche Kärtchen neu ziehen (deutsche Regel)</translation>
    </message>
    <message>
        <source>Place the defenders&apos; surviving pawns automatically</source>
        <translation>Überlebende Spielsteine automatisch verteilen</translation>
    </message>
    <message>
        <source>Otherwise each defender places their surviving pawns at the end of the attacker&apos;s turn.</source>
        <translation>Sonst verteilt jeder Verteidiger seine überlebenden Spielsteine am Ende des Zuges des Angreifers selbst.</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed, players and options give the same tiles and starting player again.</source>
        <translation>Derselbe Startwert mit denselben Spielern und Optionen ergibt wieder dieselben Kärtchen und denselben Startspieler.</translation>
    </message>
    <message>
        <source>Virtual players&apos; strength</source>
        <translation>Stärke der fiktiven Spieler</translation>
    </message>
    <message>
        <source>Starting &amp;victory points:</source>
        <translation>Siegpunkte zu Be&amp;ginn:</translation>
    </message>
    <message>
        <source>The rulebook: 10; 15 to make them stronger.</source>
        <translation>Spielregel: 10; 15 für einen höheren Schwierigkeitsgrad.</translation>
    </message>
    <message>
        <source>&amp;Extra pawns per civilization:</source>
        <translation>&amp;Zusätzliche Spielsteine je Zivilisation:</translation>
    </message>
    <message>
        <source>The rulebook: 8; 9 or more to make them stronger.</source>
        <translation>Spielregel: 8; 9 oder mehr für einen höheren Schwierigkeitsgrad.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel &amp;beginnen</translation>
    </message>
    <message>
        <source>No map was found (looked in: %1).</source>
        <translation>Keine Karte gefunden (gesucht in: %1).</translation>
    </message>
    <message>
        <source>no folder</source>
        <translation>keinem Ordner</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; cannot be read: %2</source>
        <translation>Die Karte „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Spieler %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players are called &quot;%1&quot;.</source>
        <translation>Zwei Spieler heißen „%1“.</translation>
    </message>
    <message>
        <source>Players %1 and %2 have the same colour.</source>
        <translation>Die Spieler %1 und %2 haben dieselbe Farbe.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>Mindestens ein Platz muss von einem Menschen gespielt werden.</translation>
    </message>
    <message>
        <source>This map is for the Online 2013 rules only.</source>
        <translation>Diese Karte ist nur für die Online-Regeln 2013.</translation>
    </message>
    <message>
        <source>This map has no table for the Online 2013 rules.</source>
        <translation>Diese Karte hat keine Tabelle für die Online-Regeln 2013.</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> Runden</translation>
    </message>
    <message numerus="yes">
        <source>default (%n round(s))</source>
        <translation>
            <numerusform>Vorgabe (%n Runde)</numerusform>
            <numerusform>Vorgabe (%n Runden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>default (%n point(s))</source>
        <translation>
            <numerusform>Vorgabe (%n Punkt)</numerusform>
            <numerusform>Vorgabe (%n Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players, no virtual players; this game ends after %n round(s).</source>
        <translation>
            <numerusform>%1 bis %2 Spieler, keine fiktiven Spieler; dieses Spiel endet nach %n Runde.</numerusform>
            <numerusform>%1 bis %2 Spieler, keine fiktiven Spieler; dieses Spiel endet nach %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat(s) %1 had a virtual player; now played by %2.</source>
        <translation>
            <numerusform>Platz %1 hatte einen fiktiven Spieler; jetzt spielt ihn %2.</numerusform>
            <numerusform>Plätze %1 hatten fiktive Spieler; jetzt spielt sie %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Von %1</translation>
    </message>
    <message>
        <source>By %1 (licence: %2)</source>
        <translation>Von %1 (Lizenz: %2)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s game for one or two: virtual players complete the table and always take civilization I.</source>
        <translation>Das Spiel allein oder zu zweit nach der Spielregel: Fiktive Spieler ergänzen die Runde und nehmen immer Zivilisation I.</translation>
    </message>
    <message numerus="yes">
        <source>You and three virtual players; the game ends at %n point(s).</source>
        <translation>
            <numerusform>Sie und drei fiktive Spieler; das Spiel endet bei %n Punkt.</numerusform>
            <numerusform>Sie und drei fiktive Spieler; das Spiel endet bei %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Two people and two virtual players; the game ends at %n point(s).</source>
        <translation>
            <numerusform>Zwei Personen und zwei fiktive Spieler; das Spiel endet bei %n Punkt.</numerusform>
            <numerusform>Zwei Personen und zwei fiktive Spieler; das Spiel endet bei %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players; this game ends at %n point(s).</source>
        <translation>
            <numerusform>%1 bis %2 Spieler; dieses Spiel endet bei %n Punkt.</numerusform>
            <numerusform>%1 bis %2 Spieler; dieses Spiel endet bei %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>R&amp;unden:</translation>
    </message>
    <message>
        <source>Victory &amp;target:</source>
        <translation>Sieg&amp;punktzahl:</translation>
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
            <numerusform>%n Barbaren</numerusform>
            <numerusform>%n Barbaren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Specialization(s)</source>
        <comment>tiles in the bag</comment>
        <translation>
            <numerusform>%n Spezialisierung</numerusform>
            <numerusform>%n Spezialisierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>As the designer intended: %1</source>
        <translation>Wie vom Autor gedacht: %1</translation>
    </message>
    <message>
        <source>As printed in the box: %1</source>
        <translation>Wie in der Schachtel: %1</translation>
    </message>
    <message>
        <source>The 1999 rules with the errata</source>
        <translation>Die Regeln von 1999 mit Errata</translation>
    </message>
    <message>
        <source>Picture of the map</source>
        <translation>Bild der Karte</translation>
    </message>
    <message>
        <source>Click, or press Space, to see the map larger.</source>
        <translation>Klicken Sie oder drücken Sie die Leertaste, um die Karte größer zu sehen.</translation>
    </message>
</context>
<context>
    <name>vinci::PlayerCard</name>
    <message>
        <source>No active civilization</source>
        <translation>Keine aktive Zivilisation</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n auf der Hand</numerusform>
            <numerusform>%n auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on the board</source>
        <translation>
            <numerusform>%n auf dem Brett</numerusform>
            <numerusform>%n auf dem Brett</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n Provinz</numerusform>
            <numerusform>%n Provinzen</numerusform>
        </translation>
    </message>
    <message>
        <source>No civilization in decline</source>
        <translation>Kein Reich im Niedergang</translation>
    </message>
    <message numerus="yes">
        <source>In decline: %n province(s)</source>
        <translation>
            <numerusform>Im Niedergang: %n Provinz</numerusform>
            <numerusform>Im Niedergang: %n Provinzen</numerusform>
        </translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message numerus="yes">
        <source>%n to place again</source>
        <translation>
            <numerusform>%n neu zu setzen</numerusform>
            <numerusform>%n neu zu setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>stays in decline</source>
        <translation>bleibt im Niedergang</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Active: %1 + %2</source>
        <translation>Aktiv: %1 + %2</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn.</source>
        <translation>Dieser Spieler ist am Zug.</translation>
    </message>
    <message>
        <source>This player is placing surviving pawns.</source>
        <translation>Dieser Spieler verteilt überlebende Spielsteine.</translation>
    </message>
    <message>
        <source>Tokens: %1, %2</source>
        <translation>Spielsteine: %1, %2</translation>
    </message>
    <message>
        <source>At peace with %1 through Diplomacy (the dove): neither may attack the other&apos;s active empire until the next turn of the player who made the peace. Empires in decline may still be attacked.</source>
        <translation>Frieden mit %1 durch Diplomatie (die Taube): Keiner darf das aktive Reich des anderen angreifen, bis der Spieler, der den Frieden geschlossen hat, wieder am Zug ist. Reiche im Niedergang dürfen weiter angegriffen werden.</translation>
    </message>
    <message>
        <source>In decline: no province left</source>
        <translation>Im Niedergang: keine Provinz mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand (%1)</source>
        <comment>16 in hand (9 + 7 Field General)</comment>
        <translation>
            <numerusform>%n auf der Hand (%1)</numerusform>
            <numerusform>%n auf der Hand (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::PlayerInput</name>
    <message>
        <source>Wait: the computer is playing this turn.</source>
        <translation>Bitte warten: Der Computer spielt diesen Zug.</translation>
    </message>
    <message>
        <source>First choose a civilization on the track.</source>
        <translation>Wählen Sie zuerst eine Zivilisation auf der Leiste.</translation>
    </message>
    <message>
        <source>First choose: Expand or Decline.</source>
        <translation>Wählen Sie zuerst: Ausdehnen oder Niedergang.</translation>
    </message>
    <message>
        <source>First choose: Decline now or End turn.</source>
        <translation>Wählen Sie zuerst: Jetzt Niedergang oder Zug beenden.</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Ansicht — hier kann nichts gespielt werden.</translation>
    </message>
    <message>
        <source>Nothing was conquered this turn. Undo (%1) takes End conquest back.</source>
        <translation>In diesem Zug wurde nichts übernommen. Rückgängig (%1) nimmt „Übernahmen beenden“ zurück.</translation>
    </message>
    <message>
        <source>Nothing was conquered this turn.</source>
        <translation>In diesem Zug wurde nichts übernommen.</translation>
    </message>
    <message>
        <source>Drop the pawn on one of your provinces.</source>
        <translation>Legen Sie den Spielstein auf eine Ihrer Provinzen.</translation>
    </message>
</context>
<context>
    <name>vinci::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Round %1 of %2, the last.</source>
        <translation>Runde %1 von %2, die letzte.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, the last: a player has reached %n victory point(s).</source>
        <translation>
            <numerusform>Runde %1, die letzte: Ein Spieler hat %n Siegpunkt erreicht.</numerusform>
            <numerusform>Runde %1, die letzte: Ein Spieler hat %n Siegpunkte erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · the game ends in the round a player reaches %n victory point(s).</source>
        <translation>
            <numerusform>Runde %1 · das Spiel endet in der Runde, in der ein Spieler %n Siegpunkt erreicht.</numerusform>
            <numerusform>Runde %1 · das Spiel endet in der Runde, in der ein Spieler %n Siegpunkte erreicht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::ProvinceCard</name>
    <message>
        <source>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: the provinces you can act on · Esc: hide</source>
        <translation>Eingabe: Linksklick · Rücktaste: Rechtsklick · Pfeile: andere Provinzen · Tab: die Provinzen, mit denen Sie etwas tun können · Esc: ausblenden</translation>
    </message>
    <message>
        <source>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: leave the map · Esc: hide</source>
        <translation>Eingabe: Linksklick · Rücktaste: Rechtsklick · Pfeile: andere Provinzen · Tab: die Karte verlassen · Esc: ausblenden</translation>
    </message>
    <message>
        <source>Tab: the provinces you can act on · Esc: hide</source>
        <translation>Tab: die Provinzen, mit denen Sie etwas tun können · Esc: ausblenden</translation>
    </message>
    <message>
        <source>Tab: leave the map · Esc: hide</source>
        <translation>Tab: die Karte verlassen · Esc: ausblenden</translation>
    </message>
</context>
<context>
    <name>vinci::ProvinceChartView</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Provinces</source>
        <translation>Provinzen</translation>
    </message>
    <message>
        <source>Provinces held at the end of each round</source>
        <translation>Gehaltene Provinzen am Ende jeder Runde</translation>
    </message>
</context>
<context>
    <name>vinci::QuickReferenceActions</name>
    <message>
        <source>&amp;Print Quick Reference...</source>
        <translation>Kurzübersicht &amp;drucken...</translation>
    </message>
    <message>
        <source>E&amp;xport Quick Reference as PDF...</source>
        <translation>Kurzübersicht als PDF e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Print Quick Reference</source>
        <translation>Kurzübersicht drucken</translation>
    </message>
    <message>
        <source>Export Quick Reference as PDF</source>
        <translation>Kurzübersicht als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
</context>
<context>
    <name>vinci::RecentFiles</name>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>No recent maps</source>
        <translation>Keine zuletzt geöffneten Karten</translation>
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
        <translation>Das letzte Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Vinci did not close properly last time.</source>
        <translation>Vinci wurde beim letzten Mal nicht ordnungsgemäß beendet.</translation>
    </message>
    <message>
        <source>The game in progress was saved automatically on %1 at %2.</source>
        <translation>Das laufende Spiel wurde am %1 um %2 automatisch gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Resume the game</source>
        <translation>Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>Vinci was closed last time before the game in progress was saved.</source>
        <translation>Vinci wurde beim letzten Mal beendet, bevor das laufende Spiel gespeichert war.</translation>
    </message>
    <message>
        <source>Do you want to resume it? &quot;Not now&quot; keeps it as a saved game in Game &gt; Open Recent.</source>
        <translation>Möchten Sie es fortsetzen? „Nicht jetzt“ behält es als gespeichertes Spiel unter Spiel &gt; Zuletzt geöffnet.</translation>
    </message>
    <message>
        <source>“%1” as last saved: %2.</source>
        <translation>„%1“, wie zuletzt gespeichert: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) further than “%1” as last saved (%2).</source>
        <translation>
            <numerusform>%n Schritt weiter als „%1“, wie zuletzt gespeichert (%2).</numerusform>
            <numerusform>%n Schritte weiter als „%1“, wie zuletzt gespeichert (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The same moves as “%1” as last saved (%2).</source>
        <translation>Dieselben Schritte wie „%1“, wie zuletzt gespeichert (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) behind “%1” as last saved (%2).</source>
        <translation>
            <numerusform>%n Schritt weniger als „%1“, wie zuletzt gespeichert (%2).</numerusform>
            <numerusform>%n Schritte weniger als „%1“, wie zuletzt gespeichert (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in progress “%1” was saved automatically on %2 at %3.</source>
        <translation>Das laufende Spiel „%1“ wurde am %2 um %3 automatisch gespeichert.</translation>
    </message>
</context>
<context>
    <name>vinci::ReplayBar</name>
    <message>
        <source>The game has no action yet.</source>
        <translation>Das Spiel hat noch keine Aktion.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · Turn %2 · %3 (%4) · action %5 of %n</source>
        <translation>
            <numerusform>Runde %1 · Zug %2 · %3 (%4) · Aktion %5 von %n</numerusform>
            <numerusform>Runde %1 · Zug %2 · %3 (%4) · Aktion %5 von %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Start of the Game</source>
        <translation>Spielbeginn</translation>
    </message>
    <message>
        <source>To the start of the game</source>
        <translation>Zum Beginn des Spiels</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>Voriger Zug</translation>
    </message>
    <message>
        <source>Back to the start of the turn, or of the one before</source>
        <translation>Zurück zum Beginn des Zuges oder des vorigen</translation>
    </message>
    <message>
        <source>Previous Action</source>
        <translation>Vorige Aktion</translation>
    </message>
    <message>
        <source>Back one action</source>
        <translation>Eine Aktion zurück</translation>
    </message>
    <message>
        <source>Next Action</source>
        <translation>Nächste Aktion</translation>
    </message>
    <message>
        <source>Forward one action</source>
        <translation>Eine Aktion vor</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Forward to the start of the next turn</source>
        <translation>Vor zum Beginn des nächsten Zuges</translation>
    </message>
    <message>
        <source>End of the Game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>Zum Ende des Spiels</translation>
    </message>
    <message>
        <source>Continue from Here...</source>
        <translation>Von hier weiterspielen...</translation>
    </message>
    <message>
        <source>Start a new game from this moment: the same game up to here, the seats kept or changed</source>
        <translation>Ein neues Spiel ab diesem Moment beginnen: bis hierher dasselbe Spiel, die Plätze behalten oder geändert</translation>
    </message>
    <message>
        <source>Stop Watching</source>
        <translation>Ansicht beenden</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Die Wiederholung verlassen</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>How fast Play goes through the actions</source>
        <translation>Wie schnell das Abspielen die Aktionen durchgeht</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Timeline of the game&apos;s turns</source>
        <translation>Zeitleiste der Züge des Spiels</translation>
    </message>
    <message>
        <source>Click a turn to watch it from its start</source>
        <translation>Einen Zug anklicken, um ihn von seinem Beginn an anzusehen</translation>
    </message>
    <message>
        <source>Watching — nothing can be played</source>
        <translation>Ansicht — hier kann nichts gespielt werden</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
</context>
<context>
    <name>vinci::ReplayTimeline</name>
    <message>
        <source>Round %1, turn %2: click to watch it from its start</source>
        <translation>Runde %1, Zug %2: anklicken, um ihn von seinem Beginn an anzusehen</translation>
    </message>
</context>
<context>
    <name>vinci::ScoreChartView</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Victory target (%1)</source>
        <translation>Siegpunktzahl (%1)</translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Siegpunkte im Lauf des Spiels</translation>
    </message>
</context>
<context>
    <name>vinci::SeatRow</name>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Who plays seat %1: a person at this computer, a virtual player following the rulebook, or a computer opponent</source>
        <translation>Wer Platz %1 spielt: ein Mensch an diesem Computer, ein fiktiver Spieler nach der Spielregel oder ein Computergegner</translation>
    </message>
    <message>
        <source>How long the computer player of seat %1 may think about each move: standard (a fixed number of look-aheads, about a tenth of a second), or a time per move in which it plays out as many look-aheads as it can.</source>
        <translation>Wie lange der Computerspieler auf Platz %1 über jeden Zug nachdenken darf: Standard (eine feste Zahl an Vorausschauen, etwa eine Zehntelsekunde) oder eine Zeit je Zug, in der er so viele Vorausschauen durchspielt, wie er kann.</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>a computer player&apos;s thinking time per move</comment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a computer player&apos;s thinking time per move, in seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation>Bedenkzeit je Schritt</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Ein Name hat höchstens %1 Zeichen.</translation>
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
        <translation>Aufstieg und Niedergang der Zivilisationen</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Neues Spiel...</translation>
    </message>
    <message>
        <source>Open a saved game...</source>
        <translation>Ein gespeichertes Spiel öffnen...</translation>
    </message>
    <message>
        <source>Continue a recent game</source>
        <translation>Ein letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Lead one civilization after another across the map. Each takes its pawns and two special abilities from the track, enters at the edge of the board and conquers province after province.&lt;/p&gt;&lt;p&gt;Every turn you choose: &lt;b&gt;expand&lt;/b&gt; your empire once more, or let it fall into &lt;b&gt;decline&lt;/b&gt; and choose a new one. Your provinces, active and declining, score victory points at the end of each of your turns.&lt;/p&gt;&lt;p&gt;The map shows what every conquest costs and why; the bar above it tells you what to do next. Hover over a province for its details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Führen Sie eine Zivilisation nach der anderen über die Karte. Jede nimmt ihre Spielsteine und zwei besondere Fähigkeiten von der Leiste, betritt den Spielplan an seinem Rand und übernimmt Provinz um Provinz.&lt;/p&gt;&lt;p&gt;In jedem Zug wählen Sie: Ihr Reich noch einmal &lt;b&gt;ausdehnen&lt;/b&gt; oder es in den &lt;b&gt;Niedergang&lt;/b&gt; gehen lassen und eine neue Zivilisation wählen. Ihre Provinzen, aktive wie niedergehende, bringen am Ende jedes Ihrer Züge Siegpunkte.&lt;/p&gt;&lt;p&gt;Die Karte zeigt, was jede Übernahme kostet und warum; die Leiste darüber sagt, was als Nächstes zu tun ist. Fahren Sie über eine Provinz, um Einzelheiten zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>First time? Learn to play in ten minutes</source>
        <translation>Zum ersten Mal? Lernen Sie das Spiel in zehn Minuten</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>The lesson stays in the Game menu, under Learn to Play</source>
        <translation>Die Lektion bleibt im Menü Spiel unter Spielen lernen</translation>
    </message>
    <message>
        <source>An older state of the interrupted game: its automatic save (%1), offered now, is newer.</source>
        <translation>Ein älterer Stand des unterbrochenen Spiels: Seine automatische Sicherung (%1), die jetzt angeboten wird, ist neuer.</translation>
    </message>
    <message>
        <source>The interrupted game: its automatic save (%1) is offered now.</source>
        <translation>Das unterbrochene Spiel: Seine automatische Sicherung (%1) wird jetzt angeboten.</translation>
    </message>
    <message>
        <source>The interrupted game: its automatic save (%1), offered now, holds the same moves.</source>
        <translation>Das unterbrochene Spiel: Seine automatische Sicherung (%1), die jetzt angeboten wird, enthält dieselben Schritte.</translation>
    </message>
    <message numerus="yes">
        <source>The interrupted game, %n move(s) further than its automatic save (%1) offered now.</source>
        <translation>
            <numerusform>Das unterbrochene Spiel, %n Schritt weiter als seine jetzt angebotene automatische Sicherung (%1).</numerusform>
            <numerusform>Das unterbrochene Spiel, %n Schritte weiter als seine jetzt angebotene automatische Sicherung (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::StatisticsTable</name>
    <message>
        <source>Virtual player</source>
        <translation>Fiktiver Spieler</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>The victory points at the end: the sum of the rows below.</source>
        <translation>Die Siegpunkte am Ende: die Summe der Zeilen darunter.</translation>
    </message>
    <message>
        <source>Starting score</source>
        <translation>Startpunkte</translation>
    </message>
    <message>
        <source>The victory points the player started with (a virtual player has its own).</source>
        <translation>Die Siegpunkte, mit denen der Spieler begann (ein fiktiver Spieler hat eigene).</translation>
    </message>
    <message>
        <source>From provinces</source>
        <translation>Aus Provinzen</translation>
    </message>
    <message>
        <source>The provinces of the active civilizations, at the end of each turn.</source>
        <translation>Die Provinzen der aktiven Zivilisationen, am Ende jedes Zuges.</translation>
    </message>
    <message>
        <source>From civilization tiles</source>
        <translation>Aus Zivilisationskärtchen</translation>
    </message>
    <message>
        <source>The active civilizations&apos; bonuses: Agriculture, Mining, Slavery...</source>
        <translation>Die Boni der aktiven Zivilisationen: Landwirtschaft, Minen, Sklaverei...</translation>
    </message>
    <message>
        <source>Paid to pass civilizations over</source>
        <translation>Bezahlt, um Zivilisationen zu überspringen</translation>
    </message>
    <message>
        <source>From declining civilizations</source>
        <translation>Aus Zivilisationen im Niedergang</translation>
    </message>
    <message>
        <source>The provinces of the civilizations in decline, with the tiles they kept.</source>
        <translation>Die Provinzen der Zivilisationen im Niedergang, mit den Kärtchen, die sie behalten haben.</translation>
    </message>
    <message>
        <source>Civilizations taken</source>
        <translation>Gewählte Zivilisationen</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Niedergänge</translation>
    </message>
    <message>
        <source>Pawns lost</source>
        <translation>Verlorene Spielsteine</translation>
    </message>
    <message>
        <source>Pawns that went back to the stock. A reorganization loses none: the pawns taken up go to the hand.</source>
        <translation>Spielsteine, die in den Vorrat zurückgingen. Eine Reorganisation verliert keine: die aufgenommenen Spielsteine gehen in die Hand.</translation>
    </message>
    <message>
        <source>To the others&apos; conquests</source>
        <translation>Durch Eroberungen der anderen</translation>
    </message>
    <message>
        <source>One pawn per province conquered, and the survivors with no province left.</source>
        <translation>Ein Spielstein je eroberter Provinz, und die Überlebenden ohne verbleibende Provinz.</translation>
    </message>
    <message>
        <source>At declines</source>
        <translation>Beim Niedergang</translation>
    </message>
    <message>
        <source>All but one pawn per province, the hand, and the older declining civilization.</source>
        <translation>Alle Spielsteine bis auf einen je Provinz, die Hand und die ältere Zivilisation im Niedergang.</translation>
    </message>
    <message>
        <source>In their own turns</source>
        <translation>In eigenen Zügen</translation>
    </message>
    <message>
        <source>Declining provinces cleared by contact with the new civilization, Field General&apos;s or Legions&apos; pawns leaving.</source>
        <translation>Provinzen im Niedergang, geräumt bei Kontakt mit der neuen Zivilisation, abziehende Spielsteine von Heerführer oder Legionen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A human, the Strategist at its level, or the rulebook&apos;s virtual player.</source>
        <translation>Ein Mensch, der Stratege auf seiner Stufe oder der fiktive Spieler der Regel.</translation>
    </message>
    <message>
        <source>From choosing civilizations</source>
        <translation>Aus der Wahl der Zivilisationen</translation>
    </message>
    <message>
        <source>The coins received with the civilizations taken, less the victory points paid to pass civilizations over: what choosing moved on the score track.</source>
        <translation>Die Münzen, die mit den gewählten Zivilisationen erhalten wurden, abzüglich der Siegpunkte, die für das Überspringen abgegeben wurden: was die Wahl auf der Siegpunktleiste bewegt hat.</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Erhaltene Münzen</translation>
    </message>
    <message>
        <source>The coins that lay on the civilizations taken, at their value.</source>
        <translation>Die Münzen, die auf den gewählten Zivilisationen lagen, zu ihrem Wert.</translation>
    </message>
    <message>
        <source>The victory points paid for the places passed over on the track.</source>
        <translation>Die Siegpunkte, die für die übersprungenen Plätze der Leiste abgegeben wurden.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>The hints the person of the seat asked for.</source>
        <translation>Die Tipps, um die die Person auf diesem Platz gebeten hat.</translation>
    </message>
</context>
<context>
    <name>vinci::TablesDock</name>
    <message>
        <source>Rule tables</source>
        <translation>Regeltabellen</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Online 2013 rules</source>
        <translation>Regeln Online 2013</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Classic defaults</source>
        <translation>Klassische Vorgaben</translation>
    </message>
    <message>
        <source>Whether the map can be played with these rules.</source>
        <translation>Ob die Karte mit diesen Regeln gespielt werden kann.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Extra pawns</source>
        <translation>Zusätzliche Spielsteine</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Support %1</source>
        <translation>%1 unterstützen</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>%1 nicht mehr unterstützen</translation>
    </message>
    <message numerus="yes">
        <source>Support %n players</source>
        <translation>
            <numerusform>%n Spieler unterstützen</numerusform>
            <numerusform>%n Spieler unterstützen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop %n players</source>
        <translation>
            <numerusform>%n Spieler nicht mehr unterstützen</numerusform>
            <numerusform>%n Spieler nicht mehr unterstützen</numerusform>
        </translation>
    </message>
    <message>
        <source>Classic default tables</source>
        <translation>Klassische Vorgabetabellen</translation>
    </message>
    <message>
        <source>Sets the Classic table to the rule book&apos;s extra pawns and victory targets for %1 to %2 players.</source>
        <translation>Setzt die klassische Tabelle auf die zusätzlichen Spielsteine und Siegpunktzahlen der Spielregel für %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>Propose Online 2013 values</source>
        <translation>Werte für Online 2013 vorschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Fills the Online 2013 table: the rules&apos; rounds, and extra pawns from the published table for the original map of %n provinces, scaled to this map&apos;s. Change any value after.</source>
        <translation>
            <numerusform>Füllt die Tabelle für Online 2013: die Runden der Regeln und zusätzliche Spielsteine aus der veröffentlichten Tabelle für die Originalkarte mit %n Provinz, auf diese Karte umgerechnet. Jeder Wert bleibt änderbar.</numerusform>
            <numerusform>Füllt die Tabelle für Online 2013: die Runden der Regeln und zusätzliche Spielsteine aus der veröffentlichten Tabelle für die Originalkarte mit %n Provinzen, auf diese Karte umgerechnet. Jeder Wert bleibt änderbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Online 2013 table already holds the values proposed for %n province(s).</source>
        <translation>
            <numerusform>Die Tabelle für Online 2013 enthält schon die für %n Provinz vorgeschlagenen Werte.</numerusform>
            <numerusform>Die Tabelle für Online 2013 enthält schon die für %n Provinzen vorgeschlagenen Werte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proposed %1 for %n province(s).</source>
        <translation>
            <numerusform>Vorgeschlagen: %1 für %n Provinz.</numerusform>
            <numerusform>Vorgeschlagen: %1 für %n Provinzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Online 2013 value(s)</source>
        <translation>
            <numerusform>%n Wert für Online 2013</numerusform>
            <numerusform>%n Werte für Online 2013</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: set the table for %n players</source>
        <translation>
            <numerusform>%1: Tabelle für %n Spieler setzen</numerusform>
            <numerusform>%1: Tabelle für %n Spieler setzen</numerusform>
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
        <translation>&amp;Groß</translation>
    </message>
    <message>
        <source>L&amp;arger</source>
        <translation>Se&amp;hr groß</translation>
    </message>
</context>
<context>
    <name>vinci::TileHelpDialog</name>
    <message>
        <source>Yellow tiles: victory points</source>
        <translation>Gelbe Kärtchen: Siegpunkte</translation>
    </message>
    <message>
        <source>Pink tiles: combat</source>
        <translation>Rosa Kärtchen: Kampf</translation>
    </message>
    <message>
        <source>Blue tiles: special abilities</source>
        <translation>Blaue Kärtchen: besondere Fähigkeiten</translation>
    </message>
    <message>
        <source>They earn more victory points, or earn them in other ways.</source>
        <translation>Sie bringen mehr Siegpunkte oder Siegpunkte auf andere Weise.</translation>
    </message>
    <message>
        <source>An advantage in combat, to expand an empire or to defend it.</source>
        <translation>Vorteile bei der Übernahme neuer Provinzen oder der Verteidigung des eigenen Reichs.</translation>
    </message>
    <message>
        <source>Various special abilities.</source>
        <translation>Verschiedene besondere Fähigkeiten.</translation>
    </message>
    <message>
        <source>number from the rules</source>
        <translation>Zahl aus der Spielregel</translation>
    </message>
    <message>
        <source>number from a published review</source>
        <translation>Zahl aus einer veröffentlichten Rezension</translation>
    </message>
    <message>
        <source>number estimated for this game</source>
        <translation>für dieses Spiel geschätzte Zahl</translation>
    </message>
    <message>
        <source>Civilization tiles</source>
        <translation>Zivilisationskärtchen</translation>
    </message>
    <message>
        <source>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. Tiles with the broken column stay in play when the civilization goes into decline.</source>
        <translation>Jede Zivilisation hat zwei Kärtchen. Sie erhält so viele Spielsteine, wie ihre roten Zahlen zusammen ergeben, plus zusätzliche Spielsteine je nach Spielerzahl. Kärtchen mit der zerbrochenen Säule bleiben im Spiel, wenn die Zivilisation in den Niedergang geht.</translation>
    </message>
    <message>
        <source>Filter by name or effect</source>
        <translation>Nach Name oder Eigenschaft filtern</translation>
    </message>
    <message>
        <source>Pawns: the other tile&apos;s number + 1</source>
        <translation>Spielsteine: Zahl des anderen Kärtchens + 1</translation>
    </message>
    <message>
        <source>Pawns: %1 (%2)</source>
        <translation>Spielsteine: %1 (%2)</translation>
    </message>
    <message>
        <source>stays in decline</source>
        <translation>bleibt im Niedergang</translation>
    </message>
    <message>
        <source>leaves at decline</source>
        <translation>entfällt im Niedergang</translation>
    </message>
    <message>
        <source>doubled by Specialization</source>
        <translation>durch Spezialisierung verdoppelt</translation>
    </message>
    <message numerus="yes">
        <source>%n in the bag</source>
        <translation>
            <numerusform>%n im Säckchen</numerusform>
            <numerusform>%n im Säckchen</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile matches &quot;%1&quot;.</source>
        <translation>Kein Kärtchen passt zu „%1“.</translation>
    </message>
    <message>
        <source>Civilization tiles (Online 2013)</source>
        <translation>Zivilisationskärtchen (Online 2013)</translation>
    </message>
    <message>
        <source>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. A declining civilization keeps its tiles until the next decline; only those with the broken column still act.</source>
        <translation>Jede Zivilisation hat zwei Kärtchen. Sie erhält so viele Spielsteine, wie ihre roten Zahlen zusammen ergeben, plus zusätzliche Spielsteine je nach Spielerzahl. Eine Zivilisation im Niedergang behält ihre Kärtchen bis zum nächsten Niedergang; nur die mit der zerbrochenen Säule wirken weiter.</translation>
    </message>
    <message>
        <source>acts in decline</source>
        <translation>wirkt im Niedergang</translation>
    </message>
    <message numerus="yes">
        <source>not with %n players</source>
        <translation>
            <numerusform>nicht bei %n Spieler</numerusform>
            <numerusform>nicht bei %n Spielern</numerusform>
        </translation>
    </message>
    <message>
        <source>its forts remain in decline</source>
        <translation>ihre Festungen bleiben im Niedergang</translation>
    </message>
    <message>
        <source>its forts go at decline</source>
        <translation>ihre Festungen verschwinden beim Niedergang</translation>
    </message>
    <message>
        <source>acts as the empire declines</source>
        <translation>wirkt beim Übergang in den Niedergang</translation>
    </message>
    <message>
        <source>kept in decline, without effect</source>
        <translation>im Niedergang behalten, ohne Wirkung</translation>
    </message>
</context>
<context>
    <name>vinci::TrackSlotButton</name>
    <message>
        <source>The bag is empty.</source>
        <translation>Das Säckchen ist leer.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization %1: %2 + %3</source>
        <translation>Zivilisation %1: %2 + %3</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s): the tiles&apos; %1 and %2 for the number of players.</source>
        <translation>
            <numerusform>%n Spielstein: %1 von den Kärtchen und %2 für die Spielerzahl.</numerusform>
            <numerusform>%n Spielsteine: %1 von den Kärtchen und %2 für die Spielerzahl.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choosing it costs nothing.</source>
        <translation>Die Wahl kostet nichts.</translation>
    </message>
    <message numerus="yes">
        <source>Choosing it earns %n victory point(s).</source>
        <translation>
            <numerusform>Die Wahl bringt %n Siegpunkt.</numerusform>
            <numerusform>Die Wahl bringt %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s).</source>
        <translation>
            <numerusform>Die Wahl kostet %n Siegpunkt.</numerusform>
            <numerusform>Die Wahl kostet %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points gained or paid, with their sign: &quot;+2 VP&quot;, &quot;-4 VP&quot;</extracomment>
        <translation>%1 SP</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on it: %1.</source>
        <translation>
            <numerusform>%n Münze darauf: %1.</numerusform>
            <numerusform>%n Münzen darauf: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) each</source>
        <translation>
            <numerusform>je %n Siegpunkt wert</numerusform>
            <numerusform>je %n Siegpunkte wert</numerusform>
        </translation>
    </message>
    <message>
        <source>±0 VP</source>
        <extracomment>A place whose coins give back what it costs: the score stays as it is</extracomment>
        <translation>±0 SP</translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s), which its coins give back.</source>
        <translation>
            <numerusform>Die Wahl kostet %n Siegpunkt, den Ihnen ihre Münzen zurückgeben.</numerusform>
            <numerusform>Die Wahl kostet %n Siegpunkte, die Ihnen ihre Münzen zurückgeben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::TurnBar</name>
    <message>
        <source>Expand</source>
        <translation>Ausdehnen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Niedergang</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Spione</translation>
    </message>
    <message>
        <source>Declare peace</source>
        <translation>Frieden schließen</translation>
    </message>
    <message>
        <source>End conquest</source>
        <translation>Übernahmen beenden</translation>
    </message>
    <message>
        <source>Auto-distribute</source>
        <translation>Automatisch verteilen</translation>
    </message>
    <message>
        <source>Build a fort</source>
        <translation>Festung bauen</translation>
    </message>
    <message>
        <source>Confirm and score</source>
        <translation>Bestätigen und werten</translation>
    </message>
    <message>
        <source>Decline now</source>
        <translation>Jetzt Niedergang</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Place them for me</source>
        <translation>Für mich verteilen</translation>
    </message>
    <message>
        <source>Skip to end of turn</source>
        <translation>Zum Ende des Zuges</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last step of this turn (Ctrl+Z). A turn cannot be undone once another player acts.</source>
        <translation>Den letzten Schritt dieses Zuges zurücknehmen (Strg+Z). Ein Zug kann nicht mehr zurückgenommen werden, sobald ein anderer Spieler handelt.</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Tempo des Computers:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Not now: %1</source>
        <translation>Jetzt nicht: %1</translation>
    </message>
    <message numerus="yes">
        <source>In hand:
%n pawn(s)</source>
        <translation>
            <numerusform>Auf der Hand:
%n Spielstein</numerusform>
            <numerusform>Auf der Hand:
%n Spielsteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To place:
%n pawn(s)</source>
        <translation>
            <numerusform>Zu verteilen:
%n Spielstein</numerusform>
            <numerusform>Zu verteilen:
%n Spielsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the rest of this computer player&apos;s turn at once.</source>
        <translation>Den Rest des Zuges dieses Computerspielers auf einmal spielen.</translation>
    </message>
    <message>
        <source>Collect your pawns (one stays in each province) and conquer.</source>
        <translation>Ihre Spielsteine aufnehmen (einer bleibt in jeder Provinz) und Provinzen übernehmen.</translation>
    </message>
    <message numerus="yes">
        <source>Put your empire into decline; it scores %n victory point(s) now, and you choose a new civilization.</source>
        <translation>
            <numerusform>Ihr Reich in den Niedergang schicken; es bringt jetzt %n Siegpunkt, und Sie wählen eine neue Zivilisation.</numerusform>
            <numerusform>Ihr Reich in den Niedergang schicken; es bringt jetzt %n Siegpunkte, und Sie wählen eine neue Zivilisation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop conquering and reorganize your pawns.</source>
        <translation>Die Übernahmen beenden und Ihre Spielsteine reorganisieren.</translation>
    </message>
    <message>
        <source>Espionage: your next conquest costs 2 pawns, whatever defends the province.</source>
        <translation>Spione: Ihre nächste Übernahme kostet 2 Spielsteine, wie auch immer die Provinz verteidigt wird.</translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation>Die Spione wurden in diesem Zug schon eingesetzt.</translation>
    </message>
    <message>
        <source>Diplomacy: choose an opponent; neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomatie: Wählen Sie einen Gegner; keiner von Ihnen darf das aktive Reich des anderen bis zu Ihrem nächsten Zug angreifen.</translation>
    </message>
    <message>
        <source>Spread your pawns for you: one in each province, the rest along your borders. You can still change them.</source>
        <translation>Verteilt Ihre Spielsteine für Sie: einen in jede Provinz, den Rest entlang Ihrer Grenzen. Sie können sie danach noch ändern.</translation>
    </message>
    <message numerus="yes">
        <source>End your turn and score %n victory point(s).</source>
        <translation>
            <numerusform>Ihren Zug beenden und %n Siegpunkt erhalten.</numerusform>
            <numerusform>Ihren Zug beenden und %n Siegpunkte erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>End your turn and score.</source>
        <translation>Ihren Zug beenden und werten.</translation>
    </message>
    <message>
        <source>Fortification: click a province to build a fort (+1 to conquer it, -1 for attacks from it).</source>
        <translation>Festungen: Klicken Sie auf eine Provinz, um eine Festung zu bauen (+1 für ihre Übernahme, -1 für Angriffe von ihr aus).</translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation>Sie haben in diesem Zug schon alle erlaubten Festungen gebaut.</translation>
    </message>
    <message>
        <source>Rebirth: your empire goes into decline now and you choose a new civilization.</source>
        <translation>Renaissance: Ihr Reich geht jetzt in den Niedergang, und Sie wählen eine neue Zivilisation.</translation>
    </message>
    <message>
        <source>Keep your empire and end your turn.</source>
        <translation>Ihr Reich behalten und den Zug beenden.</translation>
    </message>
    <message>
        <source>Place each surviving pawn on your province with the fewest pawns.</source>
        <translation>Jeden überlebenden Spielstein auf Ihre Provinz mit den wenigsten Spielsteinen setzen.</translation>
    </message>
    <message>
        <source>Reorganize, then decline</source>
        <translation>Reorganisieren, dann Niedergang</translation>
    </message>
    <message>
        <source>Philosophy: move your pawns between your provinces first, then put your empire into decline with all of them on the board.</source>
        <translation>Philosophie: Setzen Sie zuerst Ihre Spielsteine zwischen Ihren Provinzen um, dann geht Ihr Reich mit allen Spielsteinen auf dem Spielplan in den Niedergang.</translation>
    </message>
    <message numerus="yes">
        <source>Put your empire into decline with its pawns where they stand; it scores %n victory point(s) now, and you choose a new civilization.</source>
        <translation>
            <numerusform>Ihr Reich geht mit seinen Spielsteinen, wo sie stehen, in den Niedergang; es bringt jetzt %n Siegpunkt, und Sie wählen eine neue Zivilisation.</numerusform>
            <numerusform>Ihr Reich geht mit seinen Spielsteinen, wo sie stehen, in den Niedergang; es bringt jetzt %n Siegpunkte, und Sie wählen eine neue Zivilisation.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 denkt nach...</translation>
    </message>
    <message>
        <source>Take it</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Take this civilization (Enter). A new one is then drawn for place VI: the choice cannot be taken back.</source>
        <translation>Diese Zivilisation nehmen (Eingabe). Dann wird für Platz VI eine neue gezogen: Die Wahl kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose another civilization (Escape, or click another one).</source>
        <translation>Eine andere Zivilisation wählen (Esc, oder eine andere anklicken).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What the hard computer player would do in your place, and why (H). Hints are counted on the end-of-game page.</source>
        <translation>Was der schwere Computerspieler an Ihrer Stelle tun würde, und warum (H). Tipps werden am Spielende gezählt.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Play the hint (Enter).</source>
        <translation>Den Tipp spielen (Eingabe).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Forget the hint and play on your own (Escape).</source>
        <translation>Den Tipp verwerfen und selbst spielen (Esc).</translation>
    </message>
    <message>
        <source>Stop waiting for the hint (Escape).</source>
        <translation>Nicht mehr auf den Tipp warten (Esc).</translation>
    </message>
    <message>
        <source>What %1 did</source>
        <translation>Was %1 getan hat</translation>
    </message>
    <message>
        <source>Before %1&apos;s turn: what the others did since %1 last played.</source>
        <translation>Bevor %1 am Zug ist: was die anderen seit dem letzten Zug von %1 getan haben.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Räumen</translation>
    </message>
    <message>
        <source>Give the province up and take its pawns back into your hand (Enter). Undo brings it back.</source>
        <translation>Die Provinz aufgeben und ihre Spielsteine auf die Hand nehmen (Eingabe). Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep the province as it is (Escape).</source>
        <translation>Die Provinz so lassen, wie sie ist (Esc).</translation>
    </message>
    <message>
        <source>Place it</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Place your last pawn there (Enter): your redeploy is then over.</source>
        <translation>Ihren letzten Spielstein dort setzen (Eingabe): Damit ist das Verteilen beendet.</translation>
    </message>
    <message>
        <source>Another province</source>
        <translation>Andere Provinz</translation>
    </message>
    <message>
        <source>Keep the pawn and choose another province (Escape).</source>
        <translation>Den Spielstein behalten und eine andere Provinz wählen (Esc).</translation>
    </message>
    <message numerus="yes">
        <source>Enter the board from its edge with your %n pawn(s) and conquer.</source>
        <translation>
            <numerusform>Mit Ihrem %n Spielstein vom Rand aus den Spielplan betreten und Provinzen übernehmen.</numerusform>
            <numerusform>Mit Ihren %n Spielsteinen vom Rand aus den Spielplan betreten und Provinzen übernehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your empire as it is: with no province and no pawn, it has nothing to do this turn.</source>
        <translation>Ihr Reich so behalten: Ohne Provinz und ohne Spielstein hat es in diesem Zug nichts zu tun.</translation>
    </message>
    <message numerus="yes">
        <source>Put your civilization into decline while it holds no province: its %n pawn(s) in hand leave the game, and you choose a new civilization.</source>
        <translation>
            <numerusform>Ihre Zivilisation in den Niedergang schicken, solange sie keine Provinz hält: Ihr %n Spielstein auf der Hand verlässt das Spiel, und Sie wählen eine neue Zivilisation.</numerusform>
            <numerusform>Ihre Zivilisation in den Niedergang schicken, solange sie keine Provinz hält: Ihre %n Spielsteine auf der Hand verlassen das Spiel, und Sie wählen eine neue Zivilisation.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::ValidationDock</name>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No problems: the game can load this map.</source>
        <translation>Keine Probleme: Das Spiel kann diese Karte laden.</translation>
    </message>
    <message>
        <source>Issues (%1, %2)</source>
        <translation>Probleme (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) not given in every language</source>
        <translation>
            <numerusform>%n Name fehlt in einer Sprache</numerusform>
            <numerusform>%n Namen fehlen in einer Sprache</numerusform>
        </translation>
    </message>
    <message>
        <source>Fixed. The line goes when the pointer leaves the list.</source>
        <translation>Behoben. Die Zeile verschwindet, sobald der Mauszeiger die Liste verlässt.</translation>
    </message>
</context>
</TS>
