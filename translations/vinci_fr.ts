<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Action</name>
    <message>
        <source>Choose civilization %1</source>
        <translation>Choisir le peuple %1</translation>
    </message>
    <message>
        <source>Go into decline</source>
        <translation>Passer en déclin</translation>
    </message>
    <message>
        <source>Expand the empire</source>
        <translation>Étendre l&apos;empire</translation>
    </message>
    <message>
        <source>Abandon %1</source>
        <translation>Abandonner la province %1</translation>
    </message>
    <message>
        <source>Make peace with player %1</source>
        <translation>Faire la paix avec le joueur %1</translation>
    </message>
    <message>
        <source>Conquer %1</source>
        <translation>Conquérir la province %1</translation>
    </message>
    <message>
        <source>End the conquests</source>
        <translation>Terminer les conquêtes</translation>
    </message>
    <message>
        <source>Place a pawn in %1</source>
        <translation>Placer un pion en %1</translation>
    </message>
    <message>
        <source>Take a pawn from %1</source>
        <translation>Reprendre un pion de la province %1</translation>
    </message>
    <message>
        <source>Keep the part of the empire with %1</source>
        <translation>Garder la partie de l&apos;empire avec %1</translation>
    </message>
    <message>
        <source>Build a fort in %1</source>
        <translation>Construire un fort en %1</translation>
    </message>
    <message>
        <source>End the reorganization</source>
        <translation>Terminer la réorganisation</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>Redeploy a pawn to %1</source>
        <translation>Replacer un pion en %1</translation>
    </message>
    <message>
        <source>The action has no &quot;type&quot; string.</source>
        <translation>L&apos;action n&apos;a pas de chaîne « type ».</translation>
    </message>
    <message>
        <source>Unknown action type &quot;%1&quot;.</source>
        <translation>Type d&apos;action inconnu « %1 ».</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a &quot;province&quot; string.</source>
        <translation>L&apos;action « %1 » demande une chaîne « province ».</translation>
    </message>
    <message>
        <source>There is no land province &quot;%1&quot; on this map.</source>
        <translation>Il n&apos;y a pas de province terrestre « %1 » sur cette carte.</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; needs a whole number &quot;%2&quot;.</source>
        <translation>L&apos;action « %1 » demande un nombre entier « %2 ».</translation>
    </message>
    <message>
        <source>&quot;espionage&quot; must be true or false.</source>
        <translation>« espionage » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>Reorganize before going into decline</source>
        <translation>Réorganiser avant de passer en déclin</translation>
    </message>
    <message>
        <source>The action &quot;%1&quot; takes no field &quot;%2&quot;.</source>
        <translation>L&apos;action « %1 » ne prend pas de champ « %2 ».</translation>
    </message>
</context>
<context>
    <name>ActionMarks</name>
    <message>
        <source>On the map, what the action shown did: the province conquered, outlined in its player&apos;s colour (−2: the defender&apos;s pawns lost there); dashed outlines where pawns were taken up, an arrow to where they went; a red ✕ on each province left empty. The marks go with the action.</source>
        <translation>Sur la carte, ce qu&apos;a fait l&apos;action montrée : la province conquise, bordée de la couleur de son joueur (−2 : les pions que le défenseur y a perdus) ; en pointillés, les provinces d&apos;où des pions ont été retirés, une flèche vers celles où ils sont allés ; une ✕ rouge sur chaque province laissée vide. Les marques s&apos;effacent avec l&apos;action.</translation>
    </message>
</context>
<context>
    <name>AddLink</name>
    <message>
        <source>Link %1 and %2</source>
        <translation>Relier %1 et %2</translation>
    </message>
</context>
<context>
    <name>AdjacencyFinder</name>
    <message>
        <source>draws no shape: it cannot be linked by geometry</source>
        <translation>aucune forme dessinée : pas de lien possible d&apos;après la géométrie</translation>
    </message>
    <message>
        <source>its outline crosses itself near (%1, %2): check the links proposed for it</source>
        <translation>son contour se croise lui-même près de (%1, %2) : vérifiez les liens proposés pour cette zone</translation>
    </message>
    <message>
        <source>its outline crosses itself: check the links proposed for it</source>
        <translation>son contour se croise lui-même : vérifiez les liens proposés pour cette zone</translation>
    </message>
    <message>
        <source>its outline is not a clean polygon (holes outside it, or too few points): check the links proposed for it</source>
        <translation>son contour n&apos;est pas un polygone propre (des trous hors de lui, ou trop peu de points) : vérifiez les liens proposés pour cette zone</translation>
    </message>
</context>
<context>
    <name>AdjacencyRun</name>
    <message numerus="yes">
        <source>Apply %n adjacency change(s)</source>
        <translation>
            <numerusform>Appliquer %n modification d&apos;adjacence</numerusform>
            <numerusform>Appliquer %n modifications d&apos;adjacence</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AiExplanation</name>
    <message>
        <source>A random legal move.</source>
        <translation>Un coup légal au hasard.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand: no province it can afford; the conquests end.</source>
        <translation>
            <numerusform>%n pion en main : aucune province à sa portée ; les conquêtes s&apos;arrêtent.</numerusform>
            <numerusform>%n pions en main : aucune province à sa portée ; les conquêtes s&apos;arrêtent.</numerusform>
        </translation>
    </message>
    <message>
        <source>No province within reach: the conquests end.</source>
        <translation>Aucune province à portée : les conquêtes s&apos;arrêtent.</translation>
    </message>
    <message>
        <source>Espionage makes it cost 2.</source>
        <translation>Grâce aux Espions, elle coûte 2.</translation>
    </message>
    <message>
        <source>Lowest cost - 2 x value: %1.</source>
        <translation>Plus petit coût - 2 × valeur : %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Rebirth: the decline is considered at the end of the turn.</source>
        <translation>Renaissance : le déclin est envisagé à la fin du tour.</translation>
    </message>
    <message>
        <source>Diplomacy: a virtual player always declares peace with a real player; the die (%1) chooses %2.</source>
        <translation>Diplomatie : un joueur fictif déclare toujours la paix avec un vrai joueur ; le dé (%1) désigne %2.</translation>
    </message>
    <message>
        <source>Diplomacy: a virtual player always declares peace with a real player (%1).</source>
        <translation>Diplomatie : un joueur fictif déclare toujours la paix avec un vrai joueur (%1).</translation>
    </message>
    <message>
        <source>A surviving pawn goes to %1, the weakest defended border province (defence %2).</source>
        <translation>Un pion survivant va en %1, la province frontalière la moins défendue (défense %2).</translation>
    </message>
    <message>
        <source>Keeps the part of its split empire with %1, worth most.</source>
        <translation>Garde la partie de son empire divisé qui contient %1, celle qui rapporte le plus.</translation>
    </message>
    <message>
        <source>Fort in %1: a virtual player places its forts offensively, in the province next to the most opposing or neutral provinces.</source>
        <translation>Fort en %1 : un joueur fictif place ses forts de façon offensive, dans la province voisine du plus grand nombre de provinces adverses ou neutres.</translation>
    </message>
    <message>
        <source>Places a pawn in %1: one pawn in every province.</source>
        <translation>Place un pion en %1 : un pion dans chaque province.</translation>
    </message>
    <message>
        <source>Its pawns are in place: the reorganization ends.</source>
        <translation>Ses pions sont en place : fin de la réorganisation.</translation>
    </message>
    <message>
        <source>Diplomacy: peace with %1, the greatest threat to its provinces it does not attack.</source>
        <translation>Diplomatie : paix avec %1, la plus grande menace pour ses provinces parmi ceux qu&apos;il n&apos;attaque pas.</translation>
    </message>
    <message>
        <source>The conquests of its plan are done.</source>
        <translation>Les conquêtes de son plan sont terminées.</translation>
    </message>
    <message>
        <source>The only civilization it may take.</source>
        <translation>Le seul peuple qu&apos;il peut prendre.</translation>
    </message>
    <message>
        <source>Expands.</source>
        <translation>S&apos;étend.</translation>
    </message>
    <message>
        <source>The conquests end.</source>
        <translation>Les conquêtes s&apos;arrêtent.</translation>
    </message>
    <message>
        <source>Fort in %1, where the next players threaten most.</source>
        <translation>Fort en %1, là où les joueurs suivants menacent le plus.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <source>%n worth more</source>
        <translation>
            <numerusform>%n plus rentable</numerusform>
            <numerusform>%n plus rentables</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The rulebook&apos;s virtual player always takes civilization I.</source>
        <translation>Le joueur fictif de la règle prend toujours le peuple I.</translation>
    </message>
    <message>
        <source>Takes %1: the rulebook&apos;s virtual player always takes civilization I.</source>
        <translation>Prend %1 : le joueur fictif de la règle prend toujours le peuple I.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a place of the civilization track: its tiles</comment>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes %1: %2, and collects %3.</source>
        <translation>Prend %1 : %2, et gagne %3.</translation>
    </message>
    <message>
        <source>Takes %1: %2.</source>
        <translation>Prend %1 : %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n cheaper to conquer</source>
        <translation>
            <numerusform>%n moins chère à conquérir</numerusform>
            <numerusform>%n moins chères à conquérir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its tiles change none of the %n province(s) it can enter.</source>
        <translation>
            <numerusform>Ses cartes ne changent rien à la province où il peut entrer.</numerusform>
            <numerusform>Ses cartes ne changent rien aux %n provinces où il peut entrer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the %n province(s) it can enter, its tiles make %1.</source>
        <translation>
            <numerusform>De la province où il peut entrer, ses cartes en rendent %1.</numerusform>
            <numerusform>Des %n provinces où il peut entrer, ses cartes en rendent %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by expanding with %n conquest(s)</source>
        <translation>
            <numerusform>s&apos;il s&apos;étend avec %n conquête</numerusform>
            <numerusform>s&apos;il s&apos;étend avec %n conquêtes</numerusform>
        </translation>
    </message>
    <message>
        <source>by expanding without conquest</source>
        <translation>s&apos;il s&apos;étend sans conquête</translation>
    </message>
    <message>
        <source>by declining for %1</source>
        <translation>s&apos;il décline pour %1</translation>
    </message>
    <message>
        <source>by keeping its empire</source>
        <translation>s&apos;il garde son empire</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>s&apos;il prend %1</translation>
    </message>
    <message>
        <source>It expects about as many points as %1.</source>
        <translation>Il en attend à peu près autant de points que %1.</translation>
    </message>
    <message numerus="yes">
        <source>It expects about %n more point(s) than %1.</source>
        <translation>
            <numerusform>Il en attend environ %n point de plus que %1.</numerusform>
            <numerusform>Il en attend environ %n points de plus que %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>the die shows %1</source>
        <translation>le dé fait %1</translation>
    </message>
    <message>
        <source>The empire would score %1 (fewer than 10) and has %2 to expand (fewer than %3);</source>
        <translation>L&apos;empire marquerait %1 (moins de 10) et a %2 pour s&apos;étendre (moins de %3) ;</translation>
    </message>
    <message numerus="yes">
        <source>%1, more than %n: it declines.</source>
        <translation>
            <numerusform>%1, plus que %n : il décline.</numerusform>
            <numerusform>%1, plus que %n : il décline.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, not more than %n: no decline.</source>
        <translation>
            <numerusform>%1, pas plus que %n : pas de déclin.</numerusform>
            <numerusform>%1, pas plus que %n : pas de déclin.</numerusform>
        </translation>
    </message>
    <message>
        <source>a leftover pawn goes to the board&apos;s edge while new empires are entering</source>
        <translation>un pion restant va au bord du plateau tant que de nouveaux empires entrent</translation>
    </message>
    <message>
        <source>a leftover pawn goes next to an active empire</source>
        <translation>un pion restant va à côté d&apos;un empire actif</translation>
    </message>
    <message>
        <source>a leftover pawn goes to the province worth more</source>
        <translation>un pion restant va dans la province qui rapporte le plus</translation>
    </message>
    <message numerus="yes">
        <source>a leftover pawn; the die (%1) chose among %n equal provinces</source>
        <translation>
            <numerusform>un pion restant ; le dé (%1) a choisi parmi %n province équivalente</numerusform>
            <numerusform>un pion restant ; le dé (%1) a choisi parmi %n provinces équivalentes</numerusform>
        </translation>
    </message>
    <message>
        <source>an even defence along its borders</source>
        <translation>une défense homogène de ses frontières</translation>
    </message>
    <message>
        <source>Declines: expanding would give it %1 for its %2; the decline scores %3 now.</source>
        <translation>Décline : s&apos;étendre lui donnerait %1 pour %2 ; le déclin rapporte %3 maintenant.</translation>
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
        <translation>S&apos;étend sans conquête en vue.</translation>
    </message>
    <message numerus="yes">
        <source>Expands with %n conquest(s) in view.</source>
        <translation>
            <numerusform>S&apos;étend avec %n conquête en vue.</numerusform>
            <numerusform>S&apos;étend avec %n conquêtes en vue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rebirth:</source>
        <translation>Renaissance :</translation>
    </message>
    <message>
        <source>Rebirth: declines now.</source>
        <translation>Renaissance : décline maintenant.</translation>
    </message>
    <message>
        <source>Rebirth: keeps its empire.</source>
        <translation>Renaissance : garde son empire.</translation>
    </message>
    <message>
        <source>The empire would score %1 (not fewer than 10): no decline.</source>
        <translation>L&apos;empire marquerait %1 (pas moins de 10) : pas de déclin.</translation>
    </message>
    <message>
        <source>The empire has %1 to expand (not fewer than %2): no decline.</source>
        <translation>L&apos;empire a %1 pour s&apos;étendre (pas moins de %2) : pas de déclin.</translation>
    </message>
    <message>
        <source>Enters the board in %1: worth %2, it costs %3.</source>
        <translation>Entrée sur le plateau par la province %1 : rapporte %2, coûte %3.</translation>
    </message>
    <message>
        <source>Conquers %1: worth %2, it costs %3.</source>
        <translation>Conquête de la province %1 : rapporte %2, coûte %3.</translation>
    </message>
    <message>
        <source>Conquers %1 for %2 (worth %3): the one conquest it plans.</source>
        <translation>Conquête de la province %1 pour %2 (rapporte %3) : la seule qu&apos;il prévoit.</translation>
    </message>
    <message>
        <source>Conquers %1 for %2 (worth %3): conquest %4 of the %5 it plans.</source>
        <translation>Conquête de la province %1 pour %2 (rapporte %3) : conquête %4 sur les %5 qu&apos;il prévoit.</translation>
    </message>
    <message numerus="yes">
        <source>(Counting the %n point(s) its declining empire loses.)</source>
        <translation>
            <numerusform>(En comptant le %n point que perd son peuple en déclin.)</numerusform>
            <numerusform>(En comptant les %n points que perd son peuple en déclin.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(Slavery adds %n point(s).)</source>
        <translation>
            <numerusform>(L&apos;Esclavage ajoute %n point.)</numerusform>
            <numerusform>(L&apos;Esclavage ajoute %n points.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: it settles on a coast of the open sea.</source>
        <translation>%1 : il s&apos;installe sur une côte donnant sur la haute mer.</translation>
    </message>
    <message>
        <source>%1 would be preferred but costs %2; it has %3.</source>
        <translation>%1 serait préférable mais coûte %2 ; il a %3.</translation>
    </message>
    <message numerus="yes">
        <source>The die (%1) chose among %n equal provinces.</source>
        <translation>
            <numerusform>Le dé (%1) a choisi parmi %n province équivalente.</numerusform>
            <numerusform>Le dé (%1) a choisi parmi %n provinces équivalentes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A surviving pawn goes to %1, the weakest defended border province (defence %2); the die (%3) chose among %n equal provinces.</source>
        <translation>
            <numerusform>Un pion survivant va en %1, la province frontalière la moins défendue (défense %2) ; le dé (%3) a choisi parmi %n province équivalente.</numerusform>
            <numerusform>Un pion survivant va en %1, la province frontalière la moins défendue (défense %2) ; le dé (%3) a choisi parmi %n provinces équivalentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its move was refused; it plays the first legal move instead.</source>
        <translation>Son coup a été refusé ; il joue à la place le premier coup légal.</translation>
    </message>
    <message>
        <source>the die shows %1, %2 with %3</source>
        <translation>le dé fait %1, %2 avec %3</translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1, which it gives up.</source>
        <translation>
            <numerusform>Abandonne la province %1 : en retire un pion.</numerusform>
            <numerusform>Abandonne la province %1 : en retire %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1 (%2 wanted there) to even out its border.</source>
        <translation>
            <numerusform>Retire un pion de la province %1 (objectif : %2) pour équilibrer sa frontière.</numerusform>
            <numerusform>Retire %n pions de la province %1 (objectif : %2) pour équilibrer sa frontière.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lifts %n pawn(s) from %1 (%2 wanted there).</source>
        <translation>
            <numerusform>Retire un pion de la province %1 (objectif : %2).</numerusform>
            <numerusform>Retire %n pions de la province %1 (objectif : %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Places %n pawn(s) in %1 (%2 in all): %3.</source>
        <translation>
            <numerusform>Place un pion en %1 (%2 en tout) : %3.</numerusform>
            <numerusform>Place %n pions en %1 (%2 en tout) : %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Places %n pawn(s) in %1 (%2 in all): it puts the risk of losing it at %3%.</source>
        <translation>
            <numerusform>Place un pion en %1 (%2 en tout) : il estime le risque de la perdre à %3 %.</numerusform>
            <numerusform>Place %n pions en %1 (%2 en tout) : il estime le risque de la perdre à %3 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surviving pawn(s) go to %1, where they lower the risk most.</source>
        <translation>
            <numerusform>Un pion survivant va en %1, où il réduit le plus le risque.</numerusform>
            <numerusform>%n pions survivants vont en %1, où ils réduisent le plus le risque.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its first turn goes on into the conquests, with none in view.</source>
        <translation>Son premier tour se poursuit par les conquêtes, sans aucune en vue.</translation>
    </message>
    <message numerus="yes">
        <source>Enters the board at once, in this first turn: %n conquest(s) in view.</source>
        <translation>
            <numerusform>Entre aussitôt sur le plateau, dès ce premier tour : %n conquête en vue.</numerusform>
            <numerusform>Entre aussitôt sur le plateau, dès ce premier tour : %n conquêtes en vue.</numerusform>
        </translation>
    </message>
    <message>
        <source>It expects to finish the game about as far ahead of its best rival as %1.</source>
        <translation>Il compte finir la partie avec à peu près la même avance sur son meilleur rival que %1.</translation>
    </message>
    <message numerus="yes">
        <source>It expects to finish the game about %n point(s) further ahead of its best rival than %1.</source>
        <translation>
            <numerusform>Il compte finir la partie avec environ %n point d&apos;avance de plus sur son meilleur rival que %1.</numerusform>
            <numerusform>Il compte finir la partie avec environ %n points d&apos;avance de plus sur son meilleur rival que %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes %1: %2, at a cost of %3.</source>
        <translation>Prend %1 : %2, au prix de %3.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Virtual player, as the rulebook plays it</source>
        <translation>Joueur fictif, comme dans la règle du jeu</translation>
    </message>
    <message>
        <source>Virtual player, choosing by cost - 2 x value</source>
        <translation>Joueur fictif, choix selon coût - 2 × valeur</translation>
    </message>
    <message>
        <source>Virtual player, attacking real players on ties</source>
        <translation>Joueur fictif, attaquant les vrais joueurs en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>Virtual player with both of the rulebook&apos;s variants</source>
        <translation>Joueur fictif avec les deux variantes de la règle du jeu</translation>
    </message>
    <message>
        <source>Strategist, easy</source>
        <translation>Stratège, facile</translation>
    </message>
    <message>
        <source>Strategist, normal</source>
        <translation>Stratège, normal</translation>
    </message>
    <message>
        <source>Strategist, hard</source>
        <translation>Stratège, difficile</translation>
    </message>
    <message>
        <source>Strategist (normal)</source>
        <translation>Stratège (normal)</translation>
    </message>
    <message>
        <source>Random legal moves (for tests)</source>
        <translation>Coups légaux au hasard (pour les tests)</translation>
    </message>
    <message>
        <source>Unknown player kind &quot;%1&quot;; known kinds: %2.</source>
        <translation>Type de joueur inconnu « %1 » ; types connus : %2.</translation>
    </message>
</context>
<context>
    <name>AreaClassifier</name>
    <message>
        <source>its name “%1”</source>
        <translation>son nom « %1 »</translation>
    </message>
    <message>
        <source>the group “%1” around it</source>
        <translation>le groupe « %1 » qui l&apos;entoure</translation>
    </message>
    <message>
        <source>its blue fill %1</source>
        <translation>son remplissage bleu %1</translation>
    </message>
    <message>
        <source>its fill %1 is not blue</source>
        <translation>son remplissage %1, qui n&apos;est pas bleu</translation>
    </message>
    <message>
        <source>no hint: land by default</source>
        <translation>l&apos;absence d&apos;indice (terre par défaut)</translation>
    </message>
    <message numerus="yes">
        <source>the blue fill %1 of its %n shape(s)</source>
        <translation>
            <numerusform>le remplissage bleu %1 de ses formes (%n)</numerusform>
            <numerusform>le remplissage bleu %1 de ses formes (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the fill %1 of its %n shape(s), not blue</source>
        <translation>
            <numerusform>le remplissage %1 de ses formes (%n), qui n&apos;est pas bleu</numerusform>
            <numerusform>le remplissage %1 de ses formes (%n), qui n&apos;est pas bleu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autoplay</name>
    <message>
        <source>Seat %1 (%2) made an illegal move: %3</source>
        <translation>La place %1 (%2) a joué un coup interdit : %3</translation>
    </message>
    <message numerus="yes">
        <source>The game did not end within %n action(s).</source>
        <translation>
            <numerusform>La partie ne s&apos;est pas terminée en %n action.</numerusform>
            <numerusform>La partie ne s&apos;est pas terminée en %n actions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CanvasContextMenu</name>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Éditeur de cartes Vinci</translation>
    </message>
    <message>
        <source>Set by hand (kept when adjacency runs again)</source>
        <translation>Fixé à la main (conservé quand l&apos;adjacence est recalculée)</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Supprimer le lien</translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message>
        <source>Make province</source>
        <translation>En faire une province</translation>
    </message>
    <message>
        <source>Make sea zone</source>
        <translation>En faire une zone de mer</translation>
    </message>
    <message>
        <source>Select neighbours</source>
        <translation>Sélectionner les zones voisines</translation>
    </message>
    <message>
        <source>Not an area (keep as decoration)</source>
        <translation>Pas une zone (garder comme décor)</translation>
    </message>
</context>
<context>
    <name>ChangeLink</name>
    <message>
        <source>Make %1 – %2 a %3</source>
        <translation>Changer %1 – %2 en %3</translation>
    </message>
    <message>
        <source>Keep %1 – %2 as set by hand</source>
        <translation>Fixer %1 – %2 à la main</translation>
    </message>
    <message>
        <source>Let adjacency runs change %1 – %2</source>
        <translation>Laisser l&apos;adjacence automatique modifier %1 – %2</translation>
    </message>
</context>
<context>
    <name>CostTerm</name>
    <message>
        <source>Conquest</source>
        <translation>Conquête</translation>
    </message>
    <message>
        <source>Forest or mountain</source>
        <translation>Forêt ou montagne</translation>
    </message>
    <message>
        <source>Defending pawns</source>
        <translation>Pions défenseurs</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Attacking from a mountain</source>
        <translation>Attaque depuis une montagne</translation>
    </message>
    <message>
        <source>Attacking from a fort</source>
        <translation>Attaque depuis un fort</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation>Montagnards</translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation>Galères</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Espions</translation>
    </message>
    <message>
        <source>A conquest never costs less than this</source>
        <translation>Une conquête ne coûte jamais moins</translation>
    </message>
    <message>
        <source>Drakkar</source>
        <translation>Drakkars</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Camels</source>
        <translation>Chameaux</translation>
    </message>
    <message>
        <source>Religion: the pawn is converted</source>
        <translation>Religion : le pion est converti</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>An area cannot be linked to itself.</source>
        <translation>Une zone ne peut pas être reliée à elle-même.</translation>
    </message>
    <message>
        <source>%1 and %2 are already linked.</source>
        <translation>%1 et %2 sont déjà reliées.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n link(s)</source>
        <translation>
            <numerusform>Supprimer %n lien</numerusform>
            <numerusform>Supprimer %n liens</numerusform>
        </translation>
    </message>
    <message>
        <source>Two provinces are linked by a land border or a shared coast.</source>
        <translation>Deux provinces sont reliées par une frontière terrestre ou une côte commune.</translation>
    </message>
    <message>
        <source>A link with a sea zone is a sea link.</source>
        <translation>Un lien avec une zone de mer est un lien maritime.</translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) sea zones</source>
        <translation>
            <numerusform>Transformer %n zone en zone de mer</numerusform>
            <numerusform>Transformer %n zones en zones de mer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) provinces</source>
        <translation>
            <numerusform>Transformer %n zone en province</numerusform>
            <numerusform>Transformer %n zones en provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message numerus="yes">
        <source>Make %n area(s) decoration</source>
        <translation>
            <numerusform>Transformer %n zone en décor</numerusform>
            <numerusform>Transformer %n zones en décor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 sea zone(s)</source>
        <translation>
            <numerusform>Faire de %1 une zone maritime</numerusform>
            <numerusform>Faire de %1 des zones maritimes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 province(s)</source>
        <translation>
            <numerusform>Faire de %1 une province</numerusform>
            <numerusform>Faire de %1 des provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the terrain of %1 to %2</source>
        <translation>
            <numerusform>Terrain de %1 : %2</numerusform>
            <numerusform>Terrain de %1 : %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the terrain of %n provinces to %1</source>
        <translation>
            <numerusform>Terrain de %n province : %1</numerusform>
            <numerusform>Terrain de %n provinces : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %1 decoration</source>
        <translation>
            <numerusform>Faire de %1 une décoration</numerusform>
            <numerusform>Faire de %1 des décorations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorLanguage</name>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Éditeur de cartes Vinci</translation>
    </message>
</context>
<context>
    <name>EngineCommand</name>
    <message>
        <source>Speak the JSON-lines engine protocol on standard input and output (docs/protocol.md).</source>
        <translation>Dialoguer selon le protocole moteur JSON Lines sur l&apos;entrée et la sortie standard (docs/protocol.md).</translation>
    </message>
</context>
<context>
    <name>EngineProtocol</name>
    <message>
        <source>The line is not valid JSON: %1 at character %2.</source>
        <translation>La ligne n&apos;est pas du JSON valide : %1 au caractère %2.</translation>
    </message>
    <message>
        <source>A request must be a JSON object.</source>
        <translation>Une requête doit être un objet JSON.</translation>
    </message>
    <message>
        <source>A request needs a &quot;cmd&quot; string naming the command.</source>
        <translation>Une requête demande une chaîne « cmd » qui nomme la commande.</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object.</source>
        <translation>« options » doit être un objet.</translation>
    </message>
    <message>
        <source>Unknown option &quot;%1&quot;.</source>
        <translation>Option inconnue « %1 ».</translation>
    </message>
    <message>
        <source>&quot;apply&quot; needs an &quot;action&quot; object.</source>
        <translation>« apply » demande un objet « action ».</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a whole number of at least 1.</source>
        <translation>« count » doit être un nombre entier d&apos;au moins 1.</translation>
    </message>
    <message>
        <source>&quot;save&quot; needs a &quot;file&quot; string.</source>
        <translation>« save » demande une chaîne « file ».</translation>
    </message>
    <message>
        <source>&quot;load&quot; needs a &quot;file&quot; string.</source>
        <translation>« load » demande une chaîne « file ».</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number.</source>
        <translation>« seed » doit être un nombre entier.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n action(s) can be undone.</source>
        <translation>
            <numerusform>On ne peut annuler que %n action.</numerusform>
            <numerusform>On ne peut annuler que %n actions.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>« %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;; known commands: hello, new, setup, state, legal, apply, undo, ai, save, load, quit.</source>
        <translation>Commande inconnue « %1 » ; commandes connues : hello, new, setup, state, legal, apply, undo, ai, save, load, quit.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes no field &quot;%2&quot;.</source>
        <translation>« %1 » ne prend pas de champ « %2 ».</translation>
    </message>
    <message>
        <source>There is no game yet: send &quot;new&quot;, &quot;setup&quot; or &quot;load&quot; first.</source>
        <translation>Aucune partie pour l&apos;instant : envoyez d&apos;abord « new », « setup » ou « load ».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a &quot;map&quot; string.</source>
        <translation>« %1 » demande une chaîne « map ».</translation>
    </message>
    <message>
        <source>&quot;setup&quot; needs a &quot;state&quot; object.</source>
        <translation>« setup » demande un objet « state ».</translation>
    </message>
    <message>
        <source>A game begun with &quot;setup&quot; cannot be saved: a save replays its actions from the first position.</source>
        <translation>Une partie commencée par « setup » ne peut pas être sauvegardée : une sauvegarde rejoue ses actions depuis la position de départ.</translation>
    </message>
    <message>
        <source>&quot;kind&quot; must be a string.</source>
        <translation>« kind » doit être une chaîne.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; applies only to virtual players, and no seat is virtual.</source>
        <translation>« %1 » ne concerne que les joueurs fictifs, et aucune place n&apos;est fictive.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not apply under the Online 2013 rules (one tile of each kind).</source>
        <translation>« %1 » ne s&apos;applique pas aux règles en ligne 2013 (une carte de chaque sorte).</translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>Map id</source>
        <translation>Identifiant de la carte</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
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
        <translation>Règles</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <source>Online 2013 rules</source>
        <translation>Règles en ligne 2013</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>extra pawns</source>
        <translation>pions supplémentaires</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>points de victoire</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>tours de table</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a rule table and its column</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what a finding is about, then what is wrong</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Liens</translation>
    </message>
    <message>
        <source>%1 (double-click to fill it in)</source>
        <comment>a missing name&apos;s finding</comment>
        <translation>%1 (double-cliquez pour le remplir)</translation>
    </message>
</context>
<context>
    <name>GameEvent</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn.</source>
        <translation>Tour de table %1 : %2 joue.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire goes into decline (%n province(s)).</source>
        <translation>
            <numerusform>%1 : l&apos;empire entre en déclin (%n province).</numerusform>
            <numerusform>%1 : l&apos;empire entre en déclin (%n provinces).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s older declining empire leaves the board (%n pawn(s)).</source>
        <translation>
            <numerusform>%1 : l&apos;ancien peuple en déclin quitte le plateau (%n pion).</numerusform>
            <numerusform>%1 : l&apos;ancien peuple en déclin quitte le plateau (%n pions).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n pawn(s).</source>
        <translation>
            <numerusform>%1 reprend %n pion en main.</numerusform>
            <numerusform>%1 reprend %n pions en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n pawn(s) from %2.</source>
        <translation>
            <numerusform>%1 reçoit %n pion grâce à %2.</numerusform>
            <numerusform>%1 reçoit %n pions grâce à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 abandons %2.</source>
        <translation>%1 abandonne la province %2.</translation>
    </message>
    <message>
        <source>%1 is at peace with %2.</source>
        <translation>%1 est en paix avec %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 from %3 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 conquiert la province %2 sur %3 pour %n pion.</numerusform>
            <numerusform>%1 conquiert la province %2 sur %3 pour %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 conquiert la province %2 pour %n pion.</numerusform>
            <numerusform>%1 conquiert la province %2 pour %n pions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s declining pawns leave %2 (contact with the active empire).</source>
        <translation>%1 : les pions en déclin quittent la province %2 (contact avec le peuple actif).</translation>
    </message>
    <message numerus="yes">
        <source>The Field General&apos;s %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>%1 : %n pion du Général quitte l&apos;empire.</numerusform>
            <numerusform>%1 : %n pions du Général quittent l&apos;empire.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 empty.</source>
        <translation>%1 laisse la province %2 vide.</translation>
    </message>
    <message>
        <source>%1 builds a fort in %2.</source>
        <translation>%1 construit un fort en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n victory point(s).</source>
        <translation>
            <numerusform>%1 marque %n point de victoire.</numerusform>
            <numerusform>%1 marque %n points de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 redeploys a pawn to %2.</source>
        <translation>%1 replace un pion en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire has no province left: %n pawn(s) will re-enter the board.</source>
        <translation>
            <numerusform>%1 n&apos;a plus de province : %n pion repartira du bord du plateau.</numerusform>
            <numerusform>%1 n&apos;a plus de province : %n pions repartiront du bord du plateau.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>La partie est terminée : %1 se partagent la victoire.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partie est terminée : %1 gagne.</translation>
    </message>
    <message>
        <source>A surviving pawn of %1 is placed automatically in %2.</source>
        <translation>%1 : un pion survivant est replacé automatiquement en %2.</translation>
    </message>
    <message>
        <source>%1 reorganizes the empire before it goes into decline (Philosophy).</source>
        <translation>%1 réorganise son empire avant qu&apos;il ne passe en déclin (Philosophie).</translation>
    </message>
    <message>
        <source>%1 chooses %2 (%3, %4).</source>
        <translation>%1 choisit %2 (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n victory point(s)</source>
        <translation>
            <numerusform>+%n point de victoire</numerusform>
            <numerusform>+%n points de victoire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 places %n pawn(s) in %2.</source>
        <translation>
            <numerusform>%1 place %n pion dans la province %2.</numerusform>
            <numerusform>%1 place %n pions dans la province %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n pawn(s) from %2.</source>
        <translation>
            <numerusform>%1 retire %n pion de la province %2.</numerusform>
            <numerusform>%1 retire %n pions de la province %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the provinces of a list of moves</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 redeploys %2.</source>
        <translation>%1 replace %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) to %1</source>
        <translation>
            <numerusform>%n pion dans la province %1</numerusform>
            <numerusform>%n pions dans la province %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 dans la province %2</translation>
    </message>
    <message numerus="yes">
        <source>%n surviving pawn(s) of %1 placed automatically: %2.</source>
        <translation>
            <numerusform>%1 : %n pion survivant replacé automatiquement : %2.</numerusform>
            <numerusform>%1 : %n pions survivants replacés automatiquement : %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in %1</source>
        <translation>
            <numerusform>%n pion dans la province %1</numerusform>
            <numerusform>%n pions dans la province %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 dans la province %2</translation>
    </message>
    <message numerus="yes">
        <source>places %n pawn(s) in %1</source>
        <translation>
            <numerusform>place %n pion dans la province %1</numerusform>
            <numerusform>place %n pions dans la province %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lifts %n pawn(s) from %1</source>
        <translation>
            <numerusform>retire %n pion de la province %1</numerusform>
            <numerusform>retire %n pions de la province %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de la province %2</translation>
    </message>
    <message>
        <source>%1 reorganizes: %2.</source>
        <translation>%1 réorganise : %2.</translation>
    </message>
    <message>
        <source>%1 reorganizes: %2; %3.</source>
        <translation>%1 réorganise : %2 ; %3.</translation>
    </message>
    <message>
        <source>%1 converts %2 from %3 (Religion): a pawn of %1&apos;s takes the place of theirs.</source>
        <translation>%1 convertit %2 sur %3 (Religion) : un de ses pions prend la place du pion converti.</translation>
    </message>
    <message numerus="yes">
        <source>The Legions&apos; %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>%1 : %n pion des Légions quitte l&apos;empire.</numerusform>
            <numerusform>%1 : %n pions des Légions quittent l&apos;empire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>The victory target cannot be negative.</source>
        <translation>Le total de points pour la victoire ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>Virtual players&apos; extra pawns must be between 0 and 50.</source>
        <translation>Les pions supplémentaires des joueurs fictifs doivent être entre 0 et 50.</translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score must be between 0 and 100.</source>
        <translation>Les points de départ des joueurs fictifs doivent être entre 0 et 100.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has no land province.</source>
        <translation>La carte « %1 » n&apos;a aucune province terrestre.</translation>
    </message>
    <message>
        <source>No map was given.</source>
        <translation>Aucune carte n&apos;a été indiquée.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; is for the Online 2013 rules only.</source>
        <translation>La carte « %1 » ne se joue qu&apos;avec les règles Online 2013.</translation>
    </message>
    <message>
        <source>The Online 2013 rules have no virtual players.</source>
        <translation>Les règles en ligne 2013 n&apos;ont pas de joueurs fictifs.</translation>
    </message>
    <message numerus="yes">
        <source>The Classic rules are for %1 to %2 players, not %n.</source>
        <translation>
            <numerusform>Les règles classiques se jouent de %1 à %2 joueurs, pas à %n.</numerusform>
            <numerusform>Les règles classiques se jouent de %1 à %2 joueurs, pas à %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Online 2013 rules are for %1 to %2 players, not %n.</source>
        <translation>
            <numerusform>Les règles en ligne 2013 se jouent de %1 à %2 joueurs, pas à %n.</numerusform>
            <numerusform>Les règles en ligne 2013 se jouent de %1 à %2 joueurs, pas à %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map &quot;%1&quot; does not support %n player(s).</source>
        <translation>
            <numerusform>La carte « %1 » ne se joue pas à %n joueur.</numerusform>
            <numerusform>La carte « %1 » ne se joue pas à %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>There are %1 but %2.</source>
        <translation>Il y a %1 mais %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n place</numerusform>
            <numerusform>%n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat kind(s)</source>
        <translation>
            <numerusform>%n type de place</numerusform>
            <numerusform>%n types de place</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: click its card, then Take it (or press 1, then Enter).</source>
        <translation>La place I : Agriculture et Ports, avec le nombre de pions qu&apos;elles apportent, et sans prix. Prenez-la : cliquez sur sa carte, puis sur Le prendre (ou appuyez sur 1, puis Entrée).</translation>
    </message>
    <message>
        <source>For this game, take place %1: click its card, then Take it.</source>
        <translation>Pour cette partie, prenez la place %1 : cliquez sur sa carte, puis sur Le prendre.</translation>
    </message>
    <message>
        <source>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press Expand, outlined in gold.</source>
        <translation>Les joueurs de l&apos;ordinateur ont choisi aussi : c&apos;est de nouveau votre tour. Chaque tour commence par un choix : s&apos;étendre, ou décliner. Appuyez sur S&apos;étendre, entouré d&apos;or.</translation>
    </message>
    <message>
        <source>Press Expand, outlined in gold, for now.</source>
        <translation>Appuyez d&apos;abord sur S&apos;étendre, entouré d&apos;or.</translation>
    </message>
    <message>
        <source>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then click Scotland.</source>
        <translation>Depuis l&apos;Angleterre, vous atteignez ses voisines. L&apos;Écosse est une forêt : forêts et montagnes coûtent un pion de plus. Regardez sa pastille, puis cliquez sur l&apos;Écosse.</translation>
    </message>
    <message>
        <source>One more: the Low Countries, which England reaches too. Click them.</source>
        <translation>Encore une : les Pays-Bas, que l&apos;Angleterre atteint aussi. Cliquez dessus.</translation>
    </message>
    <message>
        <source>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press End conquest.</source>
        <translation>Vous pourriez continuer tant que votre main paie, mais un empire trop étiré est une proie facile. Appuyez sur Fin des conquêtes.</translation>
    </message>
    <message>
        <source>Press End conquest, outlined in gold, for now.</source>
        <translation>Appuyez d&apos;abord sur Fin des conquêtes, entouré d&apos;or.</translation>
    </message>
    <message>
        <source>Place your pawns on your provinces, then press Confirm and score.</source>
        <translation>Posez vos pions sur vos provinces, puis appuyez sur Valider et compter.</translation>
    </message>
    <message>
        <source>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press Decline.</source>
        <translation>À vous. D&apos;habitude, vous vous étendriez encore quelques tours ; pour voir tout le cycle, déclinez maintenant. Un empire en déclin reste sur la carte et continue de marquer, et vous choisissez un nouveau peuple. Appuyez sur Décliner.</translation>
    </message>
    <message>
        <source>Press Decline, outlined in gold, for now.</source>
        <translation>Appuyez d&apos;abord sur Décliner, entouré d&apos;or.</translation>
    </message>
    <message>
        <source>+%1 for %2</source>
        <translation>+%1 pour %2</translation>
    </message>
    <message>
        <source>%1 for your provinces</source>
        <translation>%1 pour vos provinces</translation>
    </message>
    <message>
        <source>%1 for your provinces in decline</source>
        <translation>%1 pour vos provinces en déclin</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Lisez d&apos;abord cette étape, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Click its card, then Take it.</source>
        <translation>La place I : Agriculture et Esclavage, avec le nombre de pions qu&apos;elles apportent, et sans prix. Selon ces règles, le peuple que vous prenez entre sur la carte aussitôt, dans ce tour. Cliquez sur sa carte, puis sur Le prendre.</translation>
    </message>
    <message>
        <source>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then click Macedonia.</source>
        <translation>Depuis la Thrace, vous atteignez ses voisines. La Macédoine est une forêt : forêts et montagnes coûtent un pion de plus. Regardez sa pastille, puis cliquez sur la Macédoine.</translation>
    </message>
    <message>
        <source>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then click it.</source>
        <translation>Selon ces règles, certaines mers se tiennent comme des provinces. La Propontide, à côté de la Thrace, en est une : regardez sa pastille, puis cliquez dessus.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Hover over England, outlined in violet: its tooltip gives the cost term by term. Then click England to conquer it.</source>
        <translation>Un nouveau peuple entre par le bord du plateau ou une côte. Chaque province que vous pouvez prendre montre son coût sur une pastille. Survolez l&apos;Angleterre, entourée de violet : son infobulle détaille le coût. Puis cliquez sur l&apos;Angleterre pour la conquérir.</translation>
    </message>
    <message>
        <source>Conquer %1 first: it is outlined in violet on the map.</source>
        <translation>Conquérez d&apos;abord la province %1 : elle est entourée de violet sur la carte.</translation>
    </message>
    <message>
        <source>Conquer %1 now: it is outlined in violet on the map.</source>
        <translation>Conquérez maintenant la province %1 : elle est entourée de violet sur la carte.</translation>
    </message>
    <message>
        <source>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Hover over Thrace, outlined in violet: its tooltip gives the cost term by term. Then click Thrace to conquer it.</source>
        <translation>Un nouveau peuple entre au bord du plateau ou à une zone de mer de lui. Chaque province que vous pouvez prendre montre son coût sur une pastille. Survolez la Thrace, entourée de violet : son infobulle détaille le coût. Puis cliquez sur la Thrace pour la conquérir.</translation>
    </message>
    <message>
        <source>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Left-click a province to place a pawn, right-click to take one back, or press Auto-distribute. Once they are all placed, Confirm and score is outlined: press it.</source>
        <translation>Réorganisation : les pions restés dans votre main vont sur vos provinces, au moins un sur chacune. Clic gauche sur une province pour poser un pion, clic droit pour en reprendre un, ou appuyez sur Répartir pour moi. Une fois tous posés, Valider et compter est entouré d&apos;or : appuyez dessus.</translation>
    </message>
    <message>
        <source>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Click place I, then Take it.</source>
        <translation>Choisissez à nouveau. Quand une place est prise, les places en dessous avancent d&apos;un cran, et les jetons laissés sur une place vont avec elle à qui la prend. Cliquez sur la place I, puis sur Le prendre.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board or a coast. Every province you can take shows its cost on a badge. Move the ring to England, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</source>
        <translation>Un nouveau peuple entre par le bord du plateau ou une côte. Chaque province que vous pouvez prendre montre son coût sur une pastille. Amenez l&apos;anneau sur l&apos;Angleterre, entourée de violet, avec les flèches ou Tab, puis appuyez sur Entrée pour la conquérir.</translation>
    </message>
    <message>
        <source>From England you reach its neighbours. Scotland is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Scotland and press Enter.</source>
        <translation>Depuis l&apos;Angleterre, vous atteignez ses voisines. L&apos;Écosse est une forêt : forêts et montagnes coûtent un pion de plus. Regardez sa pastille, puis amenez l&apos;anneau sur l&apos;Écosse et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>One more: the Low Countries, which England reaches too. Move the ring to them and press Enter.</source>
        <translation>Encore une : les Pays-Bas, que l&apos;Angleterre atteint aussi. Amenez l&apos;anneau dessus et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Place I: Agriculture and Slavery, with the number of pawns they bring, and no price. Under these rules the civilization you take enters the map at once, this turn. Press 1, then Enter.</source>
        <translation>La place I : Agriculture et Esclavage, avec le nombre de pions qu&apos;elles apportent, et sans prix. Selon ces règles, le peuple que vous prenez entre sur la carte aussitôt, dans ce tour. Appuyez sur 1, puis sur Entrée.</translation>
    </message>
    <message>
        <source>A new civilization enters at the edge of the board or one sea zone away. Every province you can take shows its cost on a badge. Move the ring to Thrace, outlined in violet, with the arrow keys or Tab, then press Enter to conquer it.</source>
        <translation>Un nouveau peuple entre au bord du plateau ou à une zone de mer de lui. Chaque province que vous pouvez prendre montre son coût sur une pastille. Amenez l&apos;anneau sur la Thrace, entourée de violet, avec les flèches ou Tab, puis appuyez sur Entrée pour la conquérir.</translation>
    </message>
    <message>
        <source>From Thrace you reach its neighbours. Macedonia is a forest: forests and mountains cost one pawn more. Look at its badge, then move the ring to Macedonia and press Enter.</source>
        <translation>Depuis la Thrace, vous atteignez ses voisines. La Macédoine est une forêt : forêts et montagnes coûtent un pion de plus. Regardez sa pastille, puis amenez l&apos;anneau sur la Macédoine et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Under these rules some seas can be held like provinces. The Propontis, next to Thrace, is one: look at its badge, then move the ring to it and press Enter.</source>
        <translation>Selon ces règles, certaines mers se tiennent comme des provinces. La Propontide, à côté de la Thrace, en est une : regardez sa pastille, puis amenez l&apos;anneau dessus et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Reorganization: the pawns left in your hand go onto your provinces, at least one on each. Enter on a province places a pawn, Backspace takes one back (the arrow keys or Tab move the ring), or press A to auto-distribute them. Once they are all placed, press S (Confirm and score).</source>
        <translation>Réorganisation : les pions restés dans votre main vont sur vos provinces, au moins un sur chacune. Entrée sur une province y pose un pion, Retour arrière en reprend un (les flèches ou Tab déplacent l&apos;anneau), ou appuyez sur A pour les répartir automatiquement. Une fois tous posés, appuyez sur S (Valider et compter).</translation>
    </message>
    <message>
        <source>Choose again. When a place is taken, the places below it move up, and the coins left on a place go with it to whoever takes it. Press 1 for place I, then Enter.</source>
        <translation>Choisissez à nouveau. Quand une place est prise, les places en dessous avancent d&apos;un cran, et les jetons laissés sur une place vont avec elle à qui la prend. Appuyez sur 1 pour la place I, puis sur Entrée.</translation>
    </message>
    <message>
        <source>Welcome to Vinci. You are Player 1, in orange, against two computer players. Civilizations rise and fall: you lead one, conquer provinces with its pawns, score victory points for them at the end of each of your turns, and when it can grow no more, put it into decline and choose another. Each step points at what to look at.</source>
        <translation>Bienvenue dans Vinci. Vous êtes le joueur 1, en orange, contre deux joueurs de l&apos;ordinateur. Les peuples naissent et déclinent : vous en menez un, conquérez des provinces avec ses pions, marquez des points de victoire pour elles à la fin de chacun de vos tours et, quand il ne peut plus grandir, le faites passer en déclin pour en choisir un autre. Chaque étape montre ce qu&apos;il faut regarder.</translation>
    </message>
    <message>
        <source>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free. Each place further down costs victory points, as its card says: you leave a coin on every place you pass over, and whoever takes a place later takes its coins and their points.</source>
        <translation>Voici les peuples à choisir, entourés d&apos;or : six peuples l&apos;un sous l&apos;autre (faites défiler la piste pour les voir tous), chacun une paire de cartes qui lui donne ses pions et ses capacités. La place I est gratuite. Chaque place plus loin coûte des points de victoire, comme l&apos;indique sa carte : vous laissez un jeton sur chaque place que vous sautez, et qui prend cette place plus tard prend ses jetons et leurs points.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is %2 (everyone starts with 10).</source>
        <translation>
            <numerusform>Vous avez pris le peuple %1 : %n pion dans votre main. Votre score est de %2 (chacun commence avec 10).</numerusform>
            <numerusform>Vous avez pris le peuple %1 : %n pions dans votre main. Votre score est de %2 (chacun commence avec 10).</numerusform>
        </translation>
    </message>
    <message>
        <source>Place I: Agriculture and Port Building, with the number of pawns they bring, and no price. Take it: press 1, then Enter.</source>
        <translation>La place I : Agriculture et Ports, avec le nombre de pions qu&apos;elles apportent, et sans prix. Prenez-la : appuyez sur 1, puis sur Entrée.</translation>
    </message>
    <message>
        <source>For this game, take place %1: press %2, then Enter.</source>
        <translation>Pour cette partie, prenez la place %1 : appuyez sur %2, puis sur Entrée.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n pawn(s) in hand to conquer with.</source>
        <translation>
            <numerusform>Vous avez %n pion en main pour conquérir.</numerusform>
            <numerusform>Vous avez %n pions en main pour conquérir.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer players have chosen too: it is your turn again. Each turn begins with a choice: expand, or decline. Press E (Expand, outlined in gold).</source>
        <translation>Les joueurs de l&apos;ordinateur ont choisi aussi : c&apos;est de nouveau votre tour. Chaque tour commence par un choix : s&apos;étendre, ou décliner. Appuyez sur E (S&apos;étendre, entouré d&apos;or).</translation>
    </message>
    <message>
        <source>Press E (Expand, outlined in gold) for now.</source>
        <translation>Appuyez d&apos;abord sur E (S&apos;étendre, entouré d&apos;or).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cost you %n pawn(s): %2.</source>
        <translation>
            <numerusform>La conquête de la province %1 vous a coûté %n pion : %2.</numerusform>
            <numerusform>La conquête de la province %1 vous a coûté %n pions : %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your score is on your card, with a bar towards the victory target. Now the computer players take their turns: watch them enter the map.</source>
        <translation>Votre score est sur votre fiche, avec une barre vers l&apos;objectif de victoire. Les joueurs de l&apos;ordinateur jouent maintenant leurs tours : regardez-les entrer sur la carte.</translation>
    </message>
    <message>
        <source>Press Enter (Continue against the computer) to play this game on, or Tab, then Space, to Start the lesson again.</source>
        <translation>Appuyez sur Entrée (Continuer contre l&apos;ordinateur) pour poursuivre cette partie, ou sur Tab, puis Espace, pour Recommencer la leçon.</translation>
    </message>
    <message>
        <source>Press Continue against the computer to play this game on, or Start the lesson again to take it from step 1.</source>
        <translation>Appuyez sur Continuer contre l&apos;ordinateur pour poursuivre cette partie, ou sur Recommencer la leçon pour la reprendre à l&apos;étape 1.</translation>
    </message>
    <message>
        <source>Press Enter (Next).</source>
        <translation>Appuyez sur Entrée (Suivant).</translation>
    </message>
    <message>
        <source>Press Next.</source>
        <translation>Appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Read this step first, then press Enter (Next).</source>
        <translation>Lisez d&apos;abord cette étape, puis appuyez sur Entrée (Suivant).</translation>
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
        <translation>Bienvenue dans Vinci selon les règles en ligne 2013. Vous êtes le joueur 1, en orange, contre un joueur de l&apos;ordinateur sur la Méditerranée. Vous menez un peuple, conquérez des provinces avec ses pions, marquez des points de victoire pour elles à la fin de chacun de vos tours et, quand il ne peut plus grandir, le faites passer en déclin pour en choisir un autre.</translation>
    </message>
    <message>
        <source>This is the civilization track, outlined in gold: six civilizations one under the other (scroll the track to see them all), each a pair of tiles that gives its pawns and its special abilities. Place I is free; a place further down costs victory points, as its card says, and leaves coins on the places passed over for whoever takes them later.</source>
        <translation>Voici les peuples à choisir, entourés d&apos;or : six peuples l&apos;un sous l&apos;autre (faites défiler la piste pour les voir tous), chacun une paire de cartes qui lui donne ses pions et ses capacités. La place I est gratuite ; une place plus loin coûte des points de victoire, comme l&apos;indique sa carte, et laisse des jetons sur les places sautées pour qui les prendra ensuite.</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is %2.</source>
        <translation>
            <numerusform>Vous avez pris le peuple %1 : %n pion dans votre main. Votre score est de %2.</numerusform>
            <numerusform>Vous avez pris le peuple %1 : %n pions dans votre main. Votre score est de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your score is on your card, with a bar towards the victory target. Now the computer player takes its turn: watch it enter the map.</source>
        <translation>Votre score est sur votre fiche, avec une barre vers l&apos;objectif de victoire. Le joueur de l&apos;ordinateur joue maintenant son tour : regardez-le entrer sur la carte.</translation>
    </message>
    <message>
        <source>You could go on while your hand pays for it, but an empire spread thin is easy prey. Press C (End conquest).</source>
        <translation>Vous pourriez continuer tant que votre main paie, mais un empire trop étiré est une proie facile. Appuyez sur C (Fin des conquêtes).</translation>
    </message>
    <message>
        <source>Press C (End conquest, outlined in gold) for now.</source>
        <translation>Appuyez d&apos;abord sur C (Fin des conquêtes, entouré d&apos;or).</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s): %1. Your score is now %2.</source>
        <translation>
            <numerusform>Vous avez marqué %n point : %1. Votre score est maintenant de %2.</numerusform>
            <numerusform>Vous avez marqué %n points : %1. Votre score est maintenant de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place your pawns on your provinces (Enter on a province, or A for all of them), then press S (Confirm and score).</source>
        <translation>Posez vos pions sur vos provinces (Entrée sur une province, ou A pour tous), puis appuyez sur S (Valider et compter).</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s) of yours went into decline, scoring %1 at once; your score is now %2.</source>
        <translation>
            <numerusform>%n province à vous est passée en déclin et a marqué %1 aussitôt ; votre score est maintenant de %2.</numerusform>
            <numerusform>%n provinces à vous sont passées en déclin et ont marqué %1 aussitôt ; votre score est maintenant de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn. You would usually expand again for a few turns; to see the whole cycle, decline now. An empire in decline stays on the map and keeps scoring, and you choose a new civilization. Press D (Decline).</source>
        <translation>À vous. D&apos;habitude, vous vous étendriez encore quelques tours ; pour voir tout le cycle, déclinez maintenant. Un empire en déclin reste sur la carte et continue de marquer, et vous choisissez un nouveau peuple. Appuyez sur D (Décliner).</translation>
    </message>
    <message>
        <source>Press D (Decline, outlined in gold) for now.</source>
        <translation>Appuyez d&apos;abord sur D (Décliner, entouré d&apos;or).</translation>
    </message>
    <message numerus="yes">
        <source>You took civilization %1: %n pawn(s) in your hand. Your score is now %2.</source>
        <translation>
            <numerusform>Vous avez pris le peuple %1 : %n pion dans votre main. Votre score est maintenant de %2.</numerusform>
            <numerusform>Vous avez pris le peuple %1 : %n pions dans votre main. Votre score est maintenant de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your new civilization waits in your hand: it enters the map the next time you expand. That is the game: expand while you can, decline when your empire can grow no more, and choose the next civilization well. The first to the victory target wins.</source>
        <translation>Votre nouveau peuple attend dans votre main : il entre sur la carte la prochaine fois que vous vous étendez. Voilà le jeu : étendez-vous tant que vous le pouvez, passez en déclin quand votre empire ne peut plus grandir, et choisissez bien le peuple suivant. Le premier à atteindre l&apos;objectif de victoire gagne.</translation>
    </message>
    <message>
        <source>Conquer %1 first: move the ring to it, then press Enter.</source>
        <translation>Conquérez d&apos;abord la province %1 : amenez-y l&apos;anneau, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Conquer %1 now: move the ring to it, then press Enter.</source>
        <translation>Conquérez maintenant la province %1 : amenez-y l&apos;anneau, puis appuyez sur Entrée.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Hint: thinking...</source>
        <translation>Conseil : réflexion...</translation>
    </message>
    <message numerus="yes">
        <source>The hard computer player is looking at your position (%n second(s) at most).</source>
        <translation>
            <numerusform>L&apos;ordinateur difficile étudie votre position (%n seconde au plus).</numerusform>
            <numerusform>L&apos;ordinateur difficile étudie votre position (%n secondes au plus).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place your %n surviving pawn(s) as shown</source>
        <translation>
            <numerusform>Replacer votre pion survivant comme indiqué</numerusform>
            <numerusform>Replacer vos %n pions survivants comme indiqué</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reorganize in %n step(s) as shown</source>
        <translation>
            <numerusform>Réorganiser en %n étape comme indiqué</numerusform>
            <numerusform>Réorganiser en %n étapes comme indiqué</numerusform>
        </translation>
    </message>
    <message>
        <source>Take civilization %1</source>
        <translation>Prendre le peuple %1</translation>
    </message>
    <message>
        <source>Declare peace with %1</source>
        <translation>Faire la paix avec %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
    <message>
        <source>The hard computer player would do this.</source>
        <translation>L&apos;ordinateur difficile jouerait ainsi.</translation>
    </message>
    <message>
        <source>The hard computer player would do this. %1</source>
        <translation>L&apos;ordinateur difficile jouerait ainsi. %1</translation>
    </message>
</context>
<context>
    <name>HowToPlayText</name>
    <message numerus="yes">
        <source>%1 with %n player(s)</source>
        <translation>
            <numerusform>%1 à %n joueur</numerusform>
            <numerusform>%1 à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Neutral pawn</source>
        <translation>Pion neutre</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
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
            <numerusform>%1 seulement à partir de %n joueur</numerusform>
            <numerusform>%1 seulement à partir de %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of each kind</source>
        <translation>
            <numerusform>%n de chaque sorte</numerusform>
            <numerusform>%n de chaque sorte</numerusform>
        </translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>sans %1</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>nouvelles : %1</translation>
    </message>
    <message>
        <source>The aim of the game</source>
        <translation>Le but du jeu</translation>
    </message>
    <message>
        <source>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</source>
        <translation>Vous menez un peuple après l&apos;autre à travers la carte. Chaque province que tiennent vos pions rapporte des points de victoire à la fin de votre tour. Quand un peuple ne peut plus grandir, vous le mettez en déclin et en choisissez un nouveau ; les provinces du peuple en déclin continuent de rapporter des points tant que d&apos;autres peuples ne les ont pas prises.</translation>
    </message>
    <message>
        <source>The game lasts a fixed number of rounds: %1 (a map or the new game options may set another number). The player with the most points wins; equal scores share the victory.</source>
        <translation>La partie dure un nombre fixe de tours de table : %1 (un plateau ou les options de la nouvelle partie peuvent en fixer un autre). Le joueur qui a le plus de points gagne ; des joueurs à égalité se partagent la victoire.</translation>
    </message>
    <message>
        <source>The game ends in the round in which a player reaches the victory target in points: %1 (a map or the new game options may set another target). The player with the most points wins.</source>
        <translation>La partie s&apos;achève au tour de table où un joueur atteint le total de points requis pour la victoire : %1 (un plateau ou les options de la nouvelle partie peuvent fixer un autre total). Le joueur qui a le plus de points gagne.</translation>
    </message>
    <message>
        <source>Players and setting up</source>
        <translation>Joueurs et mise en place</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players. Every player starts with %n victory point(s).</source>
        <translation>
            <numerusform>De %1 à %2 joueurs. Chaque joueur commence avec %n point de victoire.</numerusform>
            <numerusform>De %1 à %2 joueurs. Chaque joueur commence avec %n points de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>One or two people play with virtual players (see below).</source>
        <translation>À un ou deux, on joue avec des joueurs fictifs (voir plus bas).</translation>
    </message>
    <message>
        <source>There are no virtual players.</source>
        <translation>Il n&apos;y a pas de joueurs fictifs.</translation>
    </message>
    <message>
        <source>A neutral pawn (the early peoples, who defend their land) stands in every province whose terrain says so in the terrain table below. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random.</source>
        <translation>Un pion neutre (les peuples précédents, qui défendent leur terre) se trouve dans chaque province dont le terrain en reçoit un d&apos;après le tableau des terrains plus bas. Six peuples, chacun une paire de cartes de civilisation tirées du sac, attendent sur les cases I à VI. Le premier joueur est tiré au sort.</translation>
    </message>
    <message>
        <source>On their first turn each player chooses a civilization and at once conquers with it, reorganizes and scores, as in any expansion turn.</source>
        <translation>À son premier tour, chaque joueur choisit un peuple et, aussitôt, conquiert avec lui, réorganise ses pions et compte ses points, comme dans tout tour d&apos;expansion.</translation>
    </message>
    <message>
        <source>On their first turn each player only chooses a civilization; it enters the board on their next turn.</source>
        <translation>À son premier tour, chaque joueur ne fait que choisir un peuple ; celui-ci entre en jeu à son tour suivant.</translation>
    </message>
    <message>
        <source>Choosing a civilization</source>
        <translation>Choix d&apos;un peuple</translation>
    </message>
    <message numerus="yes">
        <source>Civilization I costs nothing. Each place further along costs %n victory point(s) more, and a coin is left on every civilization passed over.</source>
        <translation>
            <numerusform>Le peuple I ne coûte rien. Chaque case plus loin coûte %n point de victoire de plus, et un jeton est laissé sur chaque peuple passé.</numerusform>
            <numerusform>Le peuple I ne coûte rien. Chaque case plus loin coûte %n points de victoire de plus, et un jeton est laissé sur chaque peuple passé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whoever later chooses a civilization with coins on it gains %n victory point(s) per coin.</source>
        <translation>
            <numerusform>Qui choisit plus tard un peuple portant des jetons gagne %n point de victoire par jeton.</numerusform>
            <numerusform>Qui choisit plus tard un peuple portant des jetons gagne %n points de victoire par jeton.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pairs behind move up and a new pair is drawn into place VI.</source>
        <translation>Les paires suivantes se décalent et une nouvelle paire est tirée sur la case VI.</translation>
    </message>
    <message>
        <source>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players: %1. The map may give its own numbers. These pawns are all it will ever have, unless a tile says otherwise.</source>
        <translation>Un nouveau peuple reçoit autant de pions que le total des chiffres rouges de ses deux cartes, plus des pions supplémentaires selon le nombre de joueurs : %1. Le plateau peut donner ses propres nombres. Il n&apos;en recevra pas d&apos;autres, sauf si une carte le dit.</translation>
    </message>
    <message>
        <source>Your turn: expand or decline</source>
        <translation>Votre tour : expansion ou déclin</translation>
    </message>
    <message>
        <source>At the start of each turn you decide: expand your active civilization, or put it into decline and choose a new one.</source>
        <translation>Au début de chaque tour, vous décidez : poursuivre l&apos;expansion de votre peuple actif, ou le mettre en déclin et en choisir un nouveau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Expansion turn:&lt;/b&gt; collect pawns or enter the board, conquer provinces, reorganize your pawns, score.</source>
        <translation>&lt;b&gt;Tour d&apos;expansion :&lt;/b&gt; ramasser ses pions ou entrer en jeu, conquérir des provinces, réorganiser ses pions, compter ses points.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decline turn:&lt;/b&gt; the civilization goes into decline, you score, then choose a new civilization, which enters the board on your next turn.</source>
        <translation>&lt;b&gt;Tour de déclin :&lt;/b&gt; le peuple entre en déclin, vous comptez vos points, puis choisissez un nouveau peuple, qui entrera en jeu à votre tour suivant.</translation>
    </message>
    <message>
        <source>1. Collecting pawns or entering the board</source>
        <translation>1. Ramasser ses pions ou entrer en jeu</translation>
    </message>
    <message>
        <source>Take all your active civilization&apos;s pawns back into your hand except one in each province. Before your first conquest you may also abandon provinces completely and take their last pawn as well: an abandoned province belongs to no one.</source>
        <translation>Reprenez en main tous les pions de votre peuple actif, sauf un par province. Avant votre première conquête, vous pouvez aussi vider complètement des provinces et reprendre leur dernier pion : une province abandonnée n&apos;appartient plus à personne.</translation>
    </message>
    <message>
        <source>A new civilization enters from the edge of the board: its first province must touch the edge of the board, or be reachable from the edge across a single sea zone. Sea zones are never occupied. The first province is conquered like any other.</source>
        <translation>Un nouveau peuple entre par le bord du plateau : sa première province doit toucher le bord du plateau, ou être atteignable depuis ce bord en traversant une seule zone de mer. Les zones de mer ne sont jamais occupées. La première province se conquiert comme n&apos;importe quelle autre.</translation>
    </message>
    <message>
        <source>2. Conquest</source>
        <translation>2. Expansion</translation>
    </message>
    <message>
        <source>Conquer provinces next to your empire (provinces are next to each other when they share a border or a coast) by placing pawns from your hand in them. A new province can at once be the base of the next conquest.</source>
        <translation>Conquérez les provinces voisines de votre empire (deux provinces sont adjacentes si elles ont une frontière ou une côte commune) en y posant des pions de votre main. Une province nouvellement conquise peut aussitôt servir de base à la conquête suivante.</translation>
    </message>
    <message numerus="yes">
        <source>A conquest costs the terrain&apos;s number of pawns, +1 for each pawn defending the province, +1 for a fort, −1 when you attack from a mountain province next to it. Civilization tiles change the cost too; it is never below %n.</source>
        <translation>
            <numerusform>Une conquête coûte le nombre de pions de son terrain, +1 par pion qui défend la province, +1 pour un fort, −1 si vous attaquez depuis une province de montagne adjacente. Les cartes de civilisation modifient aussi le coût, qui n&apos;est jamais inférieur à %n.</numerusform>
            <numerusform>Une conquête coûte le nombre de pions de son terrain, +1 par pion qui défend la province, +1 pour un fort, −1 si vous attaquez depuis une province de montagne adjacente. Les cartes de civilisation modifient aussi le coût, qui n&apos;est jamais inférieur à %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender loses only one pawn for good; an attacker never loses pawns.</source>
        <translation>Le défenseur ne perd définitivement qu&apos;un pion ; l&apos;attaquant ne perd jamais de pion.</translation>
    </message>
    <message>
        <source>The other defending pawns survive: at the end of your turn the game places them one by one in the defender&apos;s province with the fewest pawns.</source>
        <translation>Les autres pions défenseurs survivent : à la fin de votre tour, le jeu les place un à un dans la province du défenseur qui a le moins de pions.</translation>
    </message>
    <message>
        <source>The other defending pawns survive and are placed by their owner in their other provinces at the end of your turn.</source>
        <translation>Les autres pions défenseurs survivent et leur propriétaire les replace dans ses autres provinces à la fin de votre tour.</translation>
    </message>
    <message>
        <source>A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</source>
        <translation>Un peuple qui a perdu toutes ses provinces rentre en jeu à son tour suivant avec ses pions survivants.</translation>
    </message>
    <message>
        <source>The game window shows the cost of each province before you click and explains why a conquest is not allowed.</source>
        <translation>La fenêtre du jeu affiche le coût de chaque province avant que vous cliquiez et explique pourquoi une conquête n&apos;est pas permise.</translation>
    </message>
    <message>
        <source>3. Reorganization</source>
        <translation>3. Réorganisation</translation>
    </message>
    <message>
        <source>When you stop conquering, spread all the pawns of your active civilization freely over its provinces to defend them. Every pawn must be on the board, and every province must keep at least one pawn if you have enough; an empty province belongs to no one.</source>
        <translation>Quand vous avez fini vos conquêtes, répartissez librement tous les pions de votre peuple actif entre ses provinces pour les défendre. Tous les pions doivent être sur le plateau, et chaque province doit garder au moins un pion si vous en avez assez ; une province vide n&apos;appartient à personne.</translation>
    </message>
    <message>
        <source>Cohesion</source>
        <translation>Cohésion</translation>
    </message>
    <message>
        <source>At the end of your turn your active empire must be in one piece: you must be able to go from any of its provinces to any other through its own provinces. If other players have cut it apart, you may join it again by conquest during your turn; otherwise, at reorganization, you keep one part and take the pawns of the others into the part you keep.</source>
        <translation>À la fin de votre tour, votre peuple actif doit être d&apos;un seul tenant : on doit pouvoir aller de n&apos;importe laquelle de ses provinces à n&apos;importe quelle autre en passant par ses propres provinces. Si d&apos;autres joueurs l&apos;ont coupé, vous pouvez le réunir par des conquêtes pendant votre tour ; sinon, lors de la réorganisation, vous gardez une partie et y ramenez les pions des autres.</translation>
    </message>
    <message>
        <source>Cohesion does not apply to civilizations in decline, to the Messengers tile, nor to virtual players.</source>
        <translation>La cohésion ne s&apos;applique ni aux peuples en déclin, ni à la carte Messages, ni aux joueurs fictifs.</translation>
    </message>
    <message>
        <source>Cohesion does not apply to civilizations in decline, nor to the Messengers tile.</source>
        <translation>La cohésion ne s&apos;applique ni aux peuples en déclin, ni à la carte Messages.</translation>
    </message>
    <message>
        <source>4. Scoring</source>
        <translation>4. Les points</translation>
    </message>
    <message>
        <source>At the end of your turn each province of your active and of your declining civilization scores the points the terrain table gives its terrain. Yellow tiles add points, and some of them keep doing so in decline.</source>
        <translation>À la fin de votre tour, chaque province de votre peuple actif et de votre peuple en déclin rapporte les points que le tableau des terrains donne à son terrain. Les cartes jaunes ajoutent des points, et certaines continuent pendant le déclin.</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Déclin</translation>
    </message>
    <message>
        <source>At the start of a turn, instead of expanding, you may put your active civilization into decline:</source>
        <translation>Au début d&apos;un tour, au lieu de vous étendre, vous pouvez mettre votre peuple actif en déclin :</translation>
    </message>
    <message>
        <source>its tiles stay with it until your next decline, but only those with the broken column still act;</source>
        <translation>ses cartes restent avec lui jusqu&apos;à votre déclin suivant, mais seules celles marquées d&apos;une colonne brisée agissent encore ;</translation>
    </message>
    <message>
        <source>its tiles go back into the bag, except those with the broken column;</source>
        <translation>ses cartes retournent dans le sac, sauf celles marquées d&apos;une colonne brisée ;</translation>
    </message>
    <message>
        <source>you may have only one civilization in decline: an older one leaves the board;</source>
        <translation>on ne peut avoir qu&apos;un seul peuple en déclin : un ancien peuple en déclin quitte le plateau ;</translation>
    </message>
    <message>
        <source>one pawn stays in each of its provinces, under a decline marker;</source>
        <translation>un pion reste dans chacune de ses provinces, avec un marqueur « déclin » ;</translation>
    </message>
    <message>
        <source>you score, then choose a new civilization, which enters the board on your next turn.</source>
        <translation>vous comptez vos points, puis choisissez un nouveau peuple, qui entrera en jeu à votre tour suivant.</translation>
    </message>
    <message>
        <source>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage).</source>
        <translation>Votre peuple en déclin ne s&apos;étend plus mais continue de rapporter des points. Votre peuple actif et votre peuple en déclin ne peuvent pas être en contact : si vous conquérez à côté de vos provinces en déclin, celles-ci sont vidées (sauf avec Héritage).</translation>
    </message>
    <message>
        <source>This does not apply when either of the two provinces is a river or a controllable sea.</source>
        <translation>Cela ne vaut pas quand l&apos;une des deux provinces est un fleuve ou une mer contrôlable.</translation>
    </message>
    <message>
        <source>With Rebirth, the decline is declared at the end of a normal turn, after scoring.</source>
        <translation>Avec Renaissance, le déclin est déclaré à la fin d&apos;un tour normal, après le compte des points.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game ends after the last player&apos;s turn of the last round. The player with the most victory points wins; players with the same score share the victory: there is no tie-break.</source>
        <translation>La partie s&apos;achève après le tour du dernier joueur au dernier tour de table. Le joueur qui a le plus de points de victoire gagne ; des joueurs à égalité se partagent la victoire : rien ne les départage.</translation>
    </message>
    <message>
        <source>When a player reaches the victory target, the round is still finished, so that everyone has played the same number of turns. Then the player with the most victory points wins; players with the same score share the victory.</source>
        <translation>Quand un joueur atteint le total requis, on termine quand même le tour de table, pour que chacun ait joué le même nombre de tours. Le joueur qui a le plus de points de victoire gagne alors ; des joueurs à égalité se partagent la victoire.</translation>
    </message>
    <message>
        <source>Playing alone or with two: virtual players</source>
        <translation>Jeu en solitaire ou à deux : les joueurs fictifs</translation>
    </message>
    <message>
        <source>These rules have no virtual players: play with %1 to %2 seats, people or computer players.</source>
        <translation>Ces règles n&apos;ont pas de joueurs fictifs : jouez à %1 à %2 places, personnes ou joueurs de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at %1 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</source>
        <translation>À un ou deux, des joueurs fictifs complètent la table : seul, on joue contre trois joueurs fictifs, à deux contre deux. La partie se joue alors en %1 points. Un joueur fictif prend toujours le peuple I, reçoit 8 pions supplémentaires au lieu du nombre de la table, n&apos;est pas soumis à la cohésion et conquiert d&apos;abord les provinces qui rapportent le plus.</translation>
    </message>
    <message>
        <source>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</source>
        <translation>Pour corser la difficulté, donnez-leur 15 points de victoire au lieu de 10 au départ, ou 9 pions supplémentaires ou plus.</translation>
    </message>
    <message>
        <source>The civilization tiles</source>
        <translation>Les cartes de civilisation</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n civilization tile(s) (%1).</source>
        <translation>
            <numerusform>Le sac contient %n carte de civilisation (%1).</numerusform>
            <numerusform>Le sac contient %n cartes de civilisation (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is called %2</source>
        <translation>%1 s&apos;appelle %2</translation>
    </message>
    <message>
        <source>Here %1.</source>
        <translation>Ici, %1.</translation>
    </message>
    <message>
        <source>%1 work differently.</source>
        <translation>%1 agissent autrement.</translation>
    </message>
    <message>
        <source>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up.</source>
        <translation>L&apos;effet de chaque carte est décrit dans Aide ▸ Cartes de civilisation, et s&apos;affiche quand on pointe une carte. Tous les modificateurs sont cumulatifs.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Jouer au clavier</translation>
    </message>
    <message>
        <source>Tab goes from control to control: the civilization track (Space picks a civilization, Enter takes it), the buttons over the map (Space presses one) and the map itself. On the map a white ring marks the province the keys act on, and a card beside it says what its tooltip says: who holds it and what conquering it costs.</source>
        <translation>Tab passe d&apos;une commande à l&apos;autre : les peuples à choisir (Espace en désigne un, Entrée le prend), les boutons au-dessus de la carte (Espace en presse un) et la carte elle-même. Sur la carte, un anneau blanc entoure la province sur laquelle agissent les touches, et une fiche à côté dit ce que dit son infobulle : qui l&apos;occupe et ce que coûte sa conquête.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arrow keys:&lt;/b&gt; the next province in that direction.</source>
        <translation>&lt;b&gt;Flèches :&lt;/b&gt; la province voisine dans cette direction.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab, Shift+Tab:&lt;/b&gt; the provinces you can act on now (highlighted, or with their − and + buttons), then on to the next control.</source>
        <translation>&lt;b&gt;Tab, Maj+Tab :&lt;/b&gt; les provinces sur lesquelles vous pouvez agir maintenant (en surbrillance, ou avec leurs boutons − et +), puis la commande suivante.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter or Space:&lt;/b&gt; as a left click: conquer the province, place a pawn in it, keep this part of the empire, build the fort.</source>
        <translation>&lt;b&gt;Entrée ou Espace :&lt;/b&gt; comme un clic gauche : conquérir la province, y poser un pion, garder cette partie de l&apos;empire, construire le fort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift+Enter, Backspace or Delete:&lt;/b&gt; as a right click: take a pawn back from the province.</source>
        <translation>&lt;b&gt;Maj+Entrée, Retour arrière ou Suppr :&lt;/b&gt; comme un clic droit : reprendre un pion de la province.</translation>
    </message>
    <message>
        <source>&lt;b&gt;+, −, 0:&lt;/b&gt; zoom in, zoom out, the whole map.</source>
        <translation>&lt;b&gt;+, −, 0 :&lt;/b&gt; zoom avant, zoom arrière, toute la carte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H:&lt;/b&gt; a hint: what the hard computer player would do in your place, and why, marked on the map; Enter plays it, Escape dismisses it.</source>
        <translation>&lt;b&gt;H :&lt;/b&gt; un conseil : ce que l&apos;ordinateur difficile jouerait à votre place, et pourquoi, marqué sur la carte ; Entrée le joue, Échap l&apos;ignore.</translation>
    </message>
    <message>
        <source>%1 but %2</source>
        <translation>%1, sauf %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;E, D, C, A, S:&lt;/b&gt; Expand, Decline, End conquest, Auto-distribute, Confirm and score, wherever the keys are (the Turn menu lists them; Help ▸ Keyboard lists every key).</source>
        <translation>&lt;b&gt;E, D, C, A, S :&lt;/b&gt; S&apos;étendre, Décliner, Fin des conquêtes, Répartir pour moi, Valider et compter, où que soient les touches (le menu Tour les donne ; Aide ▸ Clavier donne toutes les touches).</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Make a new map folder from an SVG drawing.</source>
        <translation>Créer un nouveau dossier de carte à partir d&apos;un dessin SVG.</translation>
    </message>
    <message>
        <source>drawing.svg</source>
        <translation>dessin.svg</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Gaps up to this wide still make a shared border.</source>
        <translation>Les écarts jusqu&apos;à cette largeur forment encore une frontière commune.</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>Shorter contacts are corner-only touches (default 3 x tolerance).</source>
        <translation>Les contacts plus courts ne sont que des contacts par un coin (par défaut 3 × la tolérance).</translation>
    </message>
    <message>
        <source>Widest water a shared coast crosses.</source>
        <translation>Plus grande largeur d&apos;eau que peut franchir une côte commune.</translation>
    </message>
    <message>
        <source>Replace a map already in the --out folder.</source>
        <translation>Remplacer une carte déjà présente dans le dossier --out.</translation>
    </message>
    <message>
        <source>--import needs --out MAPDIR, the new map folder</source>
        <translation>--import demande --out MAPDIR, le nouveau dossier de carte</translation>
    </message>
    <message>
        <source>%1 already holds a map; add --force to replace it</source>
        <translation>%1 contient déjà une carte ; ajoutez --force pour la remplacer</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1 : impossible de lire le fichier : %2</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>avertissement : %1 : %2</translation>
    </message>
    <message>
        <source>--tolerance, --minimum-border and --coast-gap take a distance in SVG units</source>
        <translation>--tolerance, --minimum-border et --coast-gap prennent une distance en unités SVG</translation>
    </message>
    <message>
        <source>corner-only touch (not linked): %1 – %2</source>
        <translation>contact par un coin (non relié) : %1 – %2</translation>
    </message>
    <message>
        <source>shape: %1: %2</source>
        <translation>forme : %1 : %2</translation>
    </message>
    <message>
        <source>%1: written; the game can load it</source>
        <translation>%1 : carte écrite ; le jeu peut la charger</translation>
    </message>
    <message>
        <source>%1: written; fix the errors above before playing it</source>
        <translation>%1 : carte écrite ; corrigez les erreurs ci-dessus avant d&apos;y jouer</translation>
    </message>
    <message>
        <source>%1: %2; %3 (tolerance %4, coast gap %5)</source>
        <translation>%1 : %2 ; %3 (tolérance %4, écart côtier %5)</translation>
    </message>
    <message numerus="yes">
        <source>overlap: %1 and %2 are drawn over each other (%n square unit(s))</source>
        <translation>
            <numerusform>chevauchement : %1 et %2 sont dessinées l&apos;une sur l&apos;autre (%n unité carrée)</numerusform>
            <numerusform>chevauchement : %1 et %2 sont dessinées l&apos;une sur l&apos;autre (%n unités carrées)</numerusform>
        </translation>
    </message>
    <message>
        <source>--id %1 is not the name of the --out folder (%2): the game finds a map by its folder, whose name is the map&apos;s id. Use --out %3, or leave out --id</source>
        <translation>--id %1 n&apos;est pas le nom du dossier --out (%2) : le jeu trouve une carte par son dossier, dont le nom est l&apos;identifiant de la carte. Utilisez --out %3, ou omettez --id</translation>
    </message>
    <message>
        <source>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes</source>
        <translation>« %1 » ne peut pas être un dossier de carte : son nom est l&apos;identifiant de la carte, fait de lettres minuscules a-z, de chiffres et de tirets</translation>
    </message>
    <message>
        <source>The map&apos;s id. It must be the name of the --out folder, as the game finds a map by its folder: another id is refused.</source>
        <translation>L&apos;identifiant de la carte. Il doit être le nom du dossier --out, car le jeu trouve une carte par son dossier : un autre identifiant est refusé.</translation>
    </message>
</context>
<context>
    <name>LanguageOption</name>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use %2.</source>
        <translation>Langue inconnue « %1 » : utilisez %2.</translation>
    </message>
</context>
<context>
    <name>LinkKind</name>
    <message>
        <source>land border</source>
        <translation>frontière terrestre</translation>
    </message>
    <message>
        <source>shared coast</source>
        <translation>côte commune</translation>
    </message>
    <message>
        <source>sea link</source>
        <translation>lien maritime</translation>
    </message>
</context>
<context>
    <name>MapAccessible</name>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
</context>
<context>
    <name>MapArt</name>
    <message>
        <source>%1: cannot read the map art: %2</source>
        <translation>%1 : impossible de lire le dessin de la carte : %2</translation>
    </message>
    <message>
        <source>%1: not an SVG file Qt can render.</source>
        <translation>%1 : ce n&apos;est pas un fichier SVG que Qt sait afficher.</translation>
    </message>
    <message>
        <source>%1: the SVG has no size (no viewBox, width or height).</source>
        <translation>%1 : le SVG n&apos;a pas de taille (ni viewBox, ni width, ni height).</translation>
    </message>
</context>
<context>
    <name>MapCatalog</name>
    <message>
        <source>No map &quot;%1&quot; was found (looked in: %2).</source>
        <translation>Aucune carte « %1 » n&apos;a été trouvée (cherché dans : %2).</translation>
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
            <numerusform>%n zone de mer</numerusform>
            <numerusform>%n zones de mer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n lien</numerusform>
            <numerusform>%n liens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n land border(s)</source>
        <translation>
            <numerusform>%n frontière terrestre</numerusform>
            <numerusform>%n frontières terrestres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared coast(s)</source>
        <translation>
            <numerusform>%n côte commune</numerusform>
            <numerusform>%n côtes communes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea link(s)</source>
        <translation>
            <numerusform>%n lien maritime</numerusform>
            <numerusform>%n liens maritimes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapFolderDialog</name>
    <message>
        <source>%1 holds no map. Save the map in a new folder %2 inside it?</source>
        <translation>%1 ne contient aucune carte. Enregistrer la carte dans un nouveau dossier %2 à l&apos;intérieur ?</translation>
    </message>
</context>
<context>
    <name>MapImageRenderer</name>
    <message>
        <source>The image width must be between %1 and %2 pixels, not %3.</source>
        <translation>La largeur de l&apos;image doit être entre %1 et %2 pixels, pas %3.</translation>
    </message>
    <message>
        <source>%1: unknown image format; use a name ending in .png.</source>
        <translation>%1 : format d&apos;image inconnu ; utilisez un nom finissant par .png.</translation>
    </message>
    <message>
        <source>%1: the map is too tall to render at a width of %2 pixels.</source>
        <translation>%1 : la carte est trop haute pour être dessinée sur une largeur de %2 pixels.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1 : écriture impossible : %2</translation>
    </message>
    <message>
        <source>%1: cannot write the image: %2</source>
        <translation>%1 : impossible d&apos;écrire l&apos;image : %2</translation>
    </message>
</context>
<context>
    <name>MapInstaller</name>
    <message>
        <source>%1: the folder cannot be created.</source>
        <translation>%1 : le dossier ne peut pas être créé.</translation>
    </message>
    <message>
        <source>%1: no temporary folder can be made there (%2).</source>
        <translation>%1 : impossible d&apos;y créer un dossier temporaire (%2).</translation>
    </message>
    <message>
        <source>%1 is not a map the game can play:
%2</source>
        <translation>%1 n&apos;est pas une carte jouable :
%2</translation>
    </message>
    <message>
        <source>No map package was prepared.</source>
        <translation>Aucun paquet de carte n&apos;a été préparé.</translation>
    </message>
    <message>
        <source>%1: the installed map cannot be replaced.</source>
        <translation>%1 : la carte installée ne peut pas être remplacée.</translation>
    </message>
    <message>
        <source>%1: the map cannot be installed there.</source>
        <translation>%1 : la carte ne peut pas y être installée.</translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <source>Sea zone</source>
        <translation>Zone de mer</translation>
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
        <translation>Bord du plateau (un peuple peut entrer ici)</translation>
    </message>
</context>
<context>
    <name>MapPackage</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1 : écriture impossible : %2</translation>
    </message>
    <message>
        <source>%1: not a map package: it holds no %2</source>
        <translation>%1 : pas un paquet de carte : il ne contient pas de %2</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is not part of a map package (%3, the SVG it names and %4)</source>
        <translation>%1 : l&apos;entrée « %2 » ne fait pas partie d&apos;un paquet de carte (%3, le SVG qu&apos;il nomme et %4)</translation>
    </message>
    <message>
        <source>%1: holds no %2, the drawing its map.json names</source>
        <translation>%1 : ne contient pas %2, le dessin que nomme son map.json</translation>
    </message>
    <message>
        <source>%1: cannot extract the map &quot;%2&quot;: %3 already exists</source>
        <translation>%1 : impossible d&apos;extraire la carte « %2 » : %3 existe déjà</translation>
    </message>
    <message>
        <source>%1: cannot extract it: %2</source>
        <translation>%1 : extraction impossible : %2</translation>
    </message>
    <message>
        <source>%1: cannot be packaged, the map has errors:
%2</source>
        <translation>%1 : impossible d&apos;en faire un paquet, la carte a des erreurs :
%2</translation>
    </message>
    <message>
        <source>%1: the preview is larger than %2 MB</source>
        <translation>%1 : l&apos;aperçu fait plus de %2 Mo</translation>
    </message>
    <message>
        <source>the archive is damaged</source>
        <translation>l&apos;archive est endommagée</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a link, not a file</source>
        <translation>%1 : l&apos;entrée « %2 » est un lien, pas un fichier</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a symbolic link, not a file</source>
        <translation>%1 : l&apos;entrée « %2 » est un lien symbolique, pas un fichier</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a folder, not a file</source>
        <translation>%1 : l&apos;entrée « %2 » est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is a device or another special file, not a file</source>
        <translation>%1 : l&apos;entrée « %2 » est un périphérique ou un autre fichier spécial, pas un fichier</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; cannot be read: %3</source>
        <translation>%1 : l&apos;entrée « %2 » est illisible : %3</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is larger than %3</source>
        <translation>%1 : l&apos;entrée « %2 » fait plus de %3</translation>
    </message>
    <message>
        <source>%1: not a map package (a zip file): %2</source>
        <translation>%1 : pas un paquet de carte (un fichier zip) : %2</translation>
    </message>
    <message>
        <source>%1: not a readable map package: %2</source>
        <translation>%1 : paquet de carte illisible : %2</translation>
    </message>
    <message>
        <source>%1: holds more than %2 files (map.json, its SVG and %3)</source>
        <translation>%1 : contient plus de %2 fichiers (map.json, son SVG et %3)</translation>
    </message>
    <message>
        <source>%1: an entry&apos;s name is not readable text</source>
        <translation>%1 : le nom d&apos;une entrée n&apos;est pas un texte lisible</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is not a plain relative path (an absolute path, &quot;..&quot; or a drive)</source>
        <translation>%1 : l&apos;entrée « %2 » n&apos;est pas un simple chemin relatif (un chemin absolu, « .. » ou un lecteur)</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; is encrypted</source>
        <translation>%1 : l&apos;entrée « %2 » est chiffrée</translation>
    </message>
    <message>
        <source>%1: the entry &quot;%2&quot; appears twice</source>
        <translation>%1 : l&apos;entrée « %2 » apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: its files are larger than %2 together</source>
        <translation>%1 : ses fichiers font ensemble plus de %2</translation>
    </message>
</context>
<context>
    <name>MapPackagePrompt</name>
    <message>
        <source>Open Map Package</source>
        <translation>Ouvrir un paquet de carte</translation>
    </message>
    <message>
        <source>There is already a map &quot;%1&quot; (%2). Replace it with the one in %3?</source>
        <translation>Il existe déjà une carte « %1 » (%2). La remplacer par celle de %3 ?</translation>
    </message>
    <message>
        <source>That map came with the game: it stays, and the one you install is played in its place.</source>
        <translation>Cette carte est fournie avec le jeu : elle reste, et celle que vous installez est jouée à sa place.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
</context>
<context>
    <name>MapReader</name>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>ne peut pas être ouvert : %1</translation>
    </message>
    <message>
        <source>is larger than %1 MB</source>
        <translation>fait plus de %1 Mo</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>this required key is missing</source>
        <translation>cette clé obligatoire manque</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>nombre entier attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>le nombre est trop grand</translation>
    </message>
    <message>
        <source>unknown key, ignored</source>
        <translation>clé inconnue, ignorée</translation>
    </message>
    <message>
        <source>this map needs a newer version of Vinci (format version %1; this version reads up to %2)</source>
        <translation>cette carte demande une version plus récente de Vinci (format %1 ; cette version lit jusqu&apos;au format %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>must name a file inside the map folder</source>
        <translation>doit nommer un fichier du dossier de la carte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation>« %1 » n&apos;est pas un identifiant valide (utilisez a-z, 0-9 et -)</translation>
    </message>
    <message numerus="yes">
        <source>expected [x, y], found %n number(s)</source>
        <translation>
            <numerusform>[x, y] attendu, %n nombre trouvé</numerusform>
            <numerusform>[x, y] attendu, %n nombres trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; (known: %2)</source>
        <translation>terrain inconnu « %1 » (connus : %2)</translation>
    </message>
    <message numerus="yes">
        <source>expected two ids, found %n value(s)</source>
        <translation>
            <numerusform>deux identifiants attendus, %n valeur trouvée</numerusform>
            <numerusform>deux identifiants attendus, %n valeurs trouvées</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown link kind &quot;%1&quot; (known: land, coast, sea)</source>
        <translation>type de lien inconnu « %1 » (connus : land, coast, sea)</translation>
    </message>
    <message>
        <source>lists no player count (leave the rule set out instead)</source>
        <translation>n&apos;indique aucun nombre de joueurs (omettez plutôt ces règles)</translation>
    </message>
    <message>
        <source>the key must be a player count such as &quot;4&quot;</source>
        <translation>la clé doit être un nombre de joueurs, comme « 4 »</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>le premier niveau doit être un objet JSON</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>ne peut pas être lu</translation>
    </message>
    <message>
        <source>expected two ids, as in [&quot;alps&quot;, &quot;danube&quot;]</source>
        <translation>deux identifiants attendus, comme dans [&quot;alps&quot;, &quot;danube&quot;]</translation>
    </message>
</context>
<context>
    <name>MapValidator</name>
    <message>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>the map supports no rule set (add &quot;classic&quot; or &quot;online2013&quot; with its player counts)</source>
        <translation>la carte n&apos;accepte aucunes règles (ajoutez « classic » ou « online2013 » avec leurs nombres de joueurs)</translation>
    </message>
    <message>
        <source>no name in %1</source>
        <translation>pas de nom en %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use a-z, 0-9 and -)</source>
        <translation>« %1 » n&apos;est pas un identifiant valide (utilisez a-z, 0-9 et -)</translation>
    </message>
    <message>
        <source>the map id &quot;%1&quot; differs from its folder name &quot;%2&quot;; rename one of them</source>
        <translation>l&apos;identifiant de la carte « %1 » diffère du nom de son dossier « %2 » ; renommez l&apos;un des deux</translation>
    </message>
    <message>
        <source>not a valid id (use a-z, 0-9 and -)</source>
        <translation>identifiant non valide (utilisez a-z, 0-9 et -)</translation>
    </message>
    <message>
        <source>the id is already used by %1</source>
        <translation>l&apos;identifiant est déjà pris par %1</translation>
    </message>
    <message>
        <source>terrain &quot;%1&quot; exists only in Online 2013, but the map supports Classic</source>
        <translation>le terrain « %1 » n&apos;existe que dans Online 2013, mais la carte accepte les règles classiques</translation>
    </message>
    <message>
        <source>the map has no land province</source>
        <translation>la carte n&apos;a aucune province terrestre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a province or sea zone of this map</source>
        <translation>« %1 » n&apos;est ni une province ni une zone de mer de cette carte</translation>
    </message>
    <message>
        <source>links &quot;%1&quot; to itself</source>
        <translation>relie « %1 » à lui-même</translation>
    </message>
    <message>
        <source>the pair is already linked by %1</source>
        <translation>la paire est déjà reliée par %1</translation>
    </message>
    <message>
        <source>a land or coast link must join two provinces; use a sea link for a sea zone</source>
        <translation>un lien terrestre ou côtier doit joindre deux provinces ; utilisez un lien maritime pour une zone de mer</translation>
    </message>
    <message>
        <source>a sea link must touch a sea zone; use a land or coast link between two provinces</source>
        <translation>un lien maritime doit toucher une zone de mer ; utilisez un lien terrestre ou côtier entre deux provinces</translation>
    </message>
    <message>
        <source>no province or sea zone touches the edge of the board (set &quot;boardEdge&quot;), so no civilization can enter</source>
        <translation>aucune province ni zone de mer ne touche le bord du plateau (réglez « boardEdge ») : aucun peuple ne peut entrer en jeu</translation>
    </message>
    <message>
        <source>no province touches the board edge or a sea zone on the edge, so no civilization can start</source>
        <translation>aucune province ne touche le bord du plateau ni une zone de mer du bord : aucun peuple ne peut commencer</translation>
    </message>
    <message>
        <source>has no link to any province or sea zone</source>
        <translation>n&apos;est reliée à aucune province ni zone de mer</translation>
    </message>
    <message>
        <source>has a port but no coast (no coast or sea link)</source>
        <translation>a un port mais pas de côte (aucun lien côtier ou maritime)</translation>
    </message>
    <message>
        <source>no civilization can reach it: it is not a start province and no chain of links leads to it from one</source>
        <translation>aucun peuple ne peut l&apos;atteindre : ce n&apos;est pas une province de départ et aucune suite de liens n&apos;y mène depuis l&apos;une d&apos;elles</translation>
    </message>
    <message>
        <source>only Astronomy can reach it: it is not a start province and no chain of land or coast links leads to it from one</source>
        <translation>seule l&apos;Astronomie peut l&apos;atteindre : ce n&apos;est pas une province de départ et aucune suite de liens terrestres ou côtiers n&apos;y mène depuis l&apos;une d&apos;elles</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois</translation>
    </message>
    <message>
        <source>drawn in the %1 layer, but map.json has no area with this id</source>
        <translation>dessiné dans le calque %1, mais map.json n&apos;a aucune zone de cet identifiant</translation>
    </message>
    <message>
        <source>the id is used by more than one element</source>
        <translation>l&apos;identifiant est pris par plusieurs éléments</translation>
    </message>
    <message>
        <source>no group named &quot;provinces&quot; or &quot;seas&quot;, so areas drawn but missing from map.json cannot be detected</source>
        <translation>aucun groupe nommé « provinces » ou « seas » : les zones dessinées mais absentes de map.json ne peuvent pas être détectées</translation>
    </message>
    <message>
        <source>no element has the id &quot;%1&quot; of a %2 in map.json</source>
        <translation>aucun élément ne porte l&apos;identifiant « %1 » d&apos;une %2 de map.json</translation>
    </message>
    <message>
        <source>province</source>
        <translation>province</translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation>zone de mer</translation>
    </message>
    <message>
        <source>the id of an area is used by more than one element; Qt draws only the last</source>
        <translation>l&apos;identifiant d&apos;une zone est pris par plusieurs éléments ; Qt ne dessine que le dernier</translation>
    </message>
    <message>
        <source>an area must be a path, polygon, rect, circle, ellipse, use or a group of them</source>
        <translation>une zone doit être un path, polygon, rect, circle, ellipse, use ou un groupe de ceux-ci</translation>
    </message>
    <message>
        <source>expected directly in the %1 layer</source>
        <translation>attendu directement dans le calque %1</translation>
    </message>
    <message>
        <source>uses %1 (on the element, inside it or on a group around it), which Qt 6.4 does not render as designed</source>
        <translation>utilise %1 (sur l&apos;élément, à l&apos;intérieur ou sur un groupe autour), que Qt 6.4 n&apos;affiche pas comme prévu</translation>
    </message>
    <message>
        <source>contains text; names come from map.json in the player&apos;s language, so the art must not carry them</source>
        <translation>contient du texte ; les noms viennent de map.json dans la langue du joueur, le dessin ne doit donc pas en porter</translation>
    </message>
    <message>
        <source>contains a raster image, which has no outline to pick or highlight and blurs when zoomed</source>
        <translation>contient une image matricielle, qui n&apos;a pas de contour à désigner ni à surligner et devient floue au zoom</translation>
    </message>
    <message>
        <source>is hidden (display:none, visibility:hidden, or inside &lt;defs&gt;), so the board does not show it</source>
        <translation>est caché (display:none, visibility:hidden ou dans &lt;defs&gt;) : le plateau ne l&apos;affiche pas</translation>
    </message>
    <message>
        <source>is inside a nested &lt;svg&gt;, where Qt 6.4 cannot find it by id</source>
        <translation>est dans un &lt;svg&gt; imbriqué, où Qt 6.4 ne le trouve pas par son identifiant</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): this rule set is played by %1 to %2 players</source>
        <translation>
            <numerusform>%n joueur : ces règles se jouent de %1 à %2 joueurs</numerusform>
            <numerusform>%n joueurs : ces règles se jouent de %1 à %2 joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no entry for %n player(s)</source>
        <translation>
            <numerusform>aucune valeur pour %n joueur</numerusform>
            <numerusform>aucune valeur pour %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>entry for %n player(s), a player count the map does not list</source>
        <translation>
            <numerusform>valeur pour %n joueur, un nombre de joueurs que la carte ne prévoit pas</numerusform>
            <numerusform>valeur pour %n joueurs, un nombre de joueurs que la carte ne prévoit pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n player(s); it must be at least %2</source>
        <translation>
            <numerusform>%1 pour %n joueur ; il faut au moins %2</numerusform>
            <numerusform>%1 pour %n joueurs ; il faut au moins %2</numerusform>
        </translation>
    </message>
    <message>
        <source>must be one line of text</source>
        <translation>doit tenir sur une seule ligne</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>fait plus de %1 caractères</translation>
    </message>
    <message>
        <source>rejects a link of &quot;%1&quot; to itself</source>
        <translation>refuse une liaison de « %1 » avec lui-même</translation>
    </message>
    <message>
        <source>the pair is listed twice</source>
        <translation>la paire figure deux fois</translation>
    </message>
    <message>
        <source>no links yet: no province or sea zone is linked to another (in the map editor, use Find links and accept the links it proposes)</source>
        <translation>pas encore de liens : aucune province ni zone de mer n&apos;est reliée à une autre (dans l&apos;éditeur de cartes, utilisez Chercher les liens et acceptez les liens proposés)</translation>
    </message>
</context>
<context>
    <name>MapWriter</name>
    <message>
        <source>The label of &quot;%1&quot; is not a finite number.</source>
        <translation>L&apos;étiquette de « %1 » n&apos;est pas un nombre fini.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1 : écriture impossible : %2</translation>
    </message>
</context>
<context>
    <name>NewGameSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Virtual player %1</source>
        <translation>Joueur fictif %1</translation>
    </message>
</context>
<context>
    <name>PackageBoards</name>
    <message>
        <source>%1 is not a map the game can play:
%2</source>
        <translation>%1 n&apos;est pas une carte jouable :
%2</translation>
    </message>
</context>
<context>
    <name>PackageCommand</name>
    <message>
        <source>Write the map folder as a map package (.vincimap) to --out.</source>
        <translation>Écrire le dossier de carte en paquet de carte (.vincimap) dans --out.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>--package needs --out FILE, the package to write, e.g. vinci-editor --package maps/europe --out europe.vincimap</source>
        <translation>--package demande --out FICHIER, le paquet à écrire, par ex. vinci-editor --package maps/europe --out europe.vincimap</translation>
    </message>
    <message>
        <source>%1: not packaged: the map has errors (above)</source>
        <translation>%1 : aucun paquet écrit : la carte a des erreurs (ci-dessus)</translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation>%1 : écrit</translation>
    </message>
</context>
<context>
    <name>PackageExport</name>
    <message>
        <source>%1: the preview cannot be drawn</source>
        <translation>%1 : l&apos;aperçu ne peut pas être dessiné</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <source>Vermillion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Vert bleuté</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Pourpre</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
</context>
<context>
    <name>PlayerShape</name>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croix</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message numerus="yes">
        <source>The position has %n player(s); the options say %1.</source>
        <translation>
            <numerusform>La position a %n joueur ; les options en donnent %1.</numerusform>
            <numerusform>La position a %n joueurs ; les options en donnent %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>players[%1] is virtual in the position but not in the options, or the reverse.</source>
        <translation>players[%1] est fictif dans la position mais pas dans les options, ou l&apos;inverse.</translation>
    </message>
    <message>
        <source>The current or first player is not a player of the game.</source>
        <translation>Le joueur courant ou le premier joueur n&apos;est pas un joueur de la partie.</translation>
    </message>
    <message>
        <source>The round and the turn number start at 1.</source>
        <translation>Le tour de jeu et le numéro de tour commencent à 1.</translation>
    </message>
    <message>
        <source>The victory target or the round limit is not the one the options give.</source>
        <translation>L&apos;objectif de points de victoire ou le nombre de tours n&apos;est pas celui que donnent les options.</translation>
    </message>
    <message>
        <source>In the redeploy phase the acting player must have pawns to place.</source>
        <translation>Pendant le redéploiement, le joueur qui agit doit avoir des pions à placer.</translation>
    </message>
    <message>
        <source>The current player has no active civilization to conquer or reorganize with.</source>
        <translation>Le joueur courant n&apos;a pas de peuple actif pour conquérir ou se réorganiser.</translation>
    </message>
    <message>
        <source>A finished game names its winners, and only a finished game does.</source>
        <translation>Une partie terminée nomme ses vainqueurs, et seule une partie terminée le fait.</translation>
    </message>
    <message>
        <source>A winner is not a player of the game.</source>
        <translation>Un vainqueur n&apos;est pas un joueur de la partie.</translation>
    </message>
    <message>
        <source>Province &quot;%1&quot; does not fit its holder: a player&apos;s province needs that player&apos;s civilization and pawns, an empty one nothing.</source>
        <translation>La province « %1 » ne correspond pas à son occupant : la province d&apos;un joueur demande son peuple et des pions, une province vide rien.</translation>
    </message>
    <message>
        <source>The neutral pawns do not add up: %1 on the board and %2 removed, but %3 placed.</source>
        <translation>Les pions neutres ne tombent pas juste : %1 sur le plateau et %2 retirés, mais %3 posés.</translation>
    </message>
    <message>
        <source>players[%1] has a negative count, or an active civilization without its two tiles.</source>
        <translation>players[%1] a un compte négatif, ou un peuple actif sans ses deux cartes.</translation>
    </message>
    <message>
        <source>players[%1]: the pawns do not add up: %2 held and %3 removed, but %4 received.</source>
        <translation>players[%1] : les pions ne tombent pas juste : %2 en jeu et %3 retirés, mais %4 reçus.</translation>
    </message>
    <message>
        <source>players[%1] is at peace with a seat that is not another player.</source>
        <translation>players[%1] est en paix avec une place qui n&apos;est pas un autre joueur.</translation>
    </message>
    <message>
        <source>The track has more than six civilizations.</source>
        <translation>La piste a plus de six peuples.</translation>
    </message>
    <message>
        <source>A civilization of the track has a negative number of coins.</source>
        <translation>Un peuple de la piste porte un nombre négatif de jetons.</translation>
    </message>
    <message>
        <source>The tiles of the bag, the track and the players are not the game&apos;s set of tiles.</source>
        <translation>Les cartes du sac, de la piste et des joueurs ne sont pas le jeu de cartes de la partie.</translation>
    </message>
    <message>
        <source>A counter of the turn is out of range.</source>
        <translation>Un compteur du tour est hors limites.</translation>
    </message>
    <message>
        <source>The position does not list the map&apos;s provinces.</source>
        <translation>La position ne donne pas les provinces de la carte.</translation>
    </message>
</context>
<context>
    <name>ProvinceGraph</name>
    <message>
        <source>An area has an empty id.</source>
        <translation>Une zone a un identifiant vide.</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used twice.</source>
        <translation>L&apos;identifiant « %1 » est pris deux fois.</translation>
    </message>
    <message>
        <source>The link %1 - %2 names an unknown id &quot;%3&quot;.</source>
        <translation>Le lien %1 - %2 nomme un identifiant inconnu « %3 ».</translation>
    </message>
    <message>
        <source>The area &quot;%1&quot; is linked to itself.</source>
        <translation>La zone « %1 » est reliée à elle-même.</translation>
    </message>
    <message>
        <source>The link %1 - %2 has a kind that does not fit the areas it joins.</source>
        <translation>Le lien %1 - %2 a un type qui ne convient pas aux zones qu&apos;il joint.</translation>
    </message>
    <message>
        <source>The areas %1 and %2 are linked twice.</source>
        <translation>Les zones %1 et %2 sont reliées deux fois.</translation>
    </message>
</context>
<context>
    <name>ProvinceTooltip</name>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Indigenous people (neutral)</source>
        <translation>Peuple indigène (neutre)</translation>
    </message>
    <message>
        <source>%1 (active empire)</source>
        <translation>%1 (empire actif)</translation>
    </message>
    <message>
        <source>%1 (declining empire)</source>
        <translation>%1 (empire en déclin)</translation>
    </message>
    <message>
        <source>Sea zone: never occupied; crossed only to enter the board or with Astronomy.</source>
        <translation>Zone de mer : jamais occupée ; on ne la traverse que pour entrer sur le plateau ou avec Astronomie.</translation>
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
        <translation>un nouveau peuple peut entrer ici</translation>
    </message>
    <message>
        <source>Held by: %1</source>
        <translation>Tenue par : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>fort (+1 to conquer, -1 for attacks from it)</source>
        <translation>fort (+1 pour la conquérir, -1 pour les attaques qui en partent)</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n victory point(s) a turn to %1.</source>
        <translation>
            <numerusform>%1 : rapporte %n point de victoire par tour.</numerusform>
            <numerusform>%1 : rapporte %n points de victoire par tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click to abandon it and take its %n pawn(s) back into your hand.</source>
        <translation>
            <numerusform>Cliquez pour l&apos;abandonner et reprendre son %n pion en main.</numerusform>
            <numerusform>Cliquez pour l&apos;abandonner et reprendre ses %n pions en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left click: place a pawn from your hand. Right click: take one back.</source>
        <translation>Clic gauche : poser un pion de votre main. Clic droit : en reprendre un.</translation>
    </message>
    <message numerus="yes">
        <source>Conquest costs %n pawn(s):</source>
        <translation>
            <numerusform>La conquête coûte %n pion :</numerusform>
            <numerusform>La conquête coûte %n pions :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Vous avez %n pion en main.</numerusform>
            <numerusform>Vous avez %n pions en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to conquer.</source>
        <translation>Cliquez pour conquérir.</translation>
    </message>
    <message>
        <source>fort (+1 defence)</source>
        <translation>fort (+1 en défense)</translation>
    </message>
    <message numerus="yes">
        <source>conquest costs %n pawn(s)</source>
        <translation>
            <numerusform>la conquête coûte %n pion</numerusform>
            <numerusform>la conquête coûte %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press Enter to abandon it and take its %n pawn(s) back into your hand.</source>
        <translation>
            <numerusform>Appuyez sur Entrée pour l&apos;abandonner et reprendre son %n pion en main.</numerusform>
            <numerusform>Appuyez sur Entrée pour l&apos;abandonner et reprendre ses %n pions en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter: place a pawn from your hand. Backspace: take one back.</source>
        <translation>Entrée : poser un pion de votre main. Retour arrière : en reprendre un.</translation>
    </message>
    <message>
        <source>Press Enter to conquer.</source>
        <translation>Appuyez sur Entrée pour conquérir.</translation>
    </message>
</context>
<context>
    <name>ProvinceWords</name>
    <message>
        <source>Conquer with Espionage</source>
        <translation>Conquérir avec les Espions</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Conquérir</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Place a pawn</source>
        <translation>Placer un pion</translation>
    </message>
    <message>
        <source>Take a pawn back</source>
        <translation>Reprendre un pion</translation>
    </message>
    <message>
        <source>Keep this part</source>
        <translation>Garder cette partie</translation>
    </message>
    <message>
        <source>Build a fort</source>
        <translation>Construire un fort</translation>
    </message>
    <message>
        <source>Place a surviving pawn</source>
        <translation>Replacer un pion survivant</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>other + 1</source>
        <translation>l&apos;autre + 1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour de jeu</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Déclin</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Coûts</translation>
    </message>
    <message>
        <source>Scoring and the end</source>
        <translation>Les points et la fin de la partie</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>Les cartes de civilisation</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>In decline</source>
        <translation>En déclin</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Vinci: quick reference</source>
        <translation>Vinci : aide-mémoire</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Vinci quick reference</source>
        <translation>Vinci aide-mémoire</translation>
    </message>
</context>
<context>
    <name>Rejection</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Ce n&apos;est pas possible à ce moment du tour.</translation>
    </message>
    <message>
        <source>That is not a land province of this map.</source>
        <translation>Ce n&apos;est pas une province terrestre de cette carte.</translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation>Il n&apos;y a pas de peuple à cette place.</translation>
    </message>
    <message>
        <source>A virtual player always chooses the first civilization.</source>
        <translation>Un joueur fictif prend toujours le premier peuple.</translation>
    </message>
    <message>
        <source>You have too few victory points to pass over that many civilizations (%1 needed).</source>
        <translation>Vous n&apos;avez pas assez de points de victoire pour passer autant de peuples (il en faut %1).</translation>
    </message>
    <message>
        <source>You have no active civilization.</source>
        <translation>Vous n&apos;avez pas de peuple actif.</translation>
    </message>
    <message>
        <source>A civilization with Rebirth declares its decline at the end of a normal turn, after scoring.</source>
        <translation>Un peuple avec Renaissance déclare son déclin à la fin d&apos;un tour normal, après le compte des points.</translation>
    </message>
    <message>
        <source>That province is not held by your active empire.</source>
        <translation>Cette province n&apos;appartient pas à votre peuple actif.</translation>
    </message>
    <message>
        <source>Provinces are abandoned when collecting pawns, before the first conquest.</source>
        <translation>On abandonne des provinces en reprenant ses pions, avant la première conquête.</translation>
    </message>
    <message>
        <source>Peace is declared at the start of the turn, before the first conquest.</source>
        <translation>La paix se déclare au début du tour, avant la première conquête.</translation>
    </message>
    <message>
        <source>Only a civilization with Diplomacy can declare peace.</source>
        <translation>Seul un peuple avec Diplomatie peut déclarer la paix.</translation>
    </message>
    <message>
        <source>Choose an opponent to be at peace with.</source>
        <translation>Choisissez un adversaire avec qui faire la paix.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ce joueur n&apos;existe pas.</translation>
    </message>
    <message>
        <source>You have already declared all the peace your Diplomacy allows this turn.</source>
        <translation>Vous avez déjà déclaré toute la paix que votre Diplomatie permet ce tour-ci.</translation>
    </message>
    <message>
        <source>Your active empire already holds that province.</source>
        <translation>Votre peuple actif occupe déjà cette province.</translation>
    </message>
    <message>
        <source>That province is not adjacent to your empire.</source>
        <translation>Cette province n&apos;est pas adjacente à votre empire.</translation>
    </message>
    <message>
        <source>A new civilization enters on a province at the edge of the board or one sea zone away from it.</source>
        <translation>Un nouveau peuple entre par une province du bord du plateau ou située à une zone de mer de ce bord.</translation>
    </message>
    <message>
        <source>Only an empire with Heritage may conquer its own declining empire.</source>
        <translation>Seul un peuple avec Héritage peut conquérir son propre peuple en déclin.</translation>
    </message>
    <message>
        <source>You are at peace with that player (Diplomacy).</source>
        <translation>Vous êtes en paix avec ce joueur (Diplomatie).</translation>
    </message>
    <message>
        <source>Only a civilization with Espionage can use spies.</source>
        <translation>Seul un peuple avec Espions peut utiliser des espions.</translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation>Les Espions ont déjà servi ce tour-ci.</translation>
    </message>
    <message>
        <source>You have no pawn left in hand.</source>
        <translation>Vous n&apos;avez plus de pion en main.</translation>
    </message>
    <message>
        <source>That province has no pawn to take.</source>
        <translation>Cette province n&apos;a pas de pion à reprendre.</translation>
    </message>
    <message>
        <source>Your empire is in one piece.</source>
        <translation>Votre empire est d&apos;un seul tenant.</translation>
    </message>
    <message>
        <source>Only a civilization with Fortification builds forts.</source>
        <translation>Seul un peuple avec Forts construit des forts.</translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation>Vous avez construit tous les forts permis ce tour-ci.</translation>
    </message>
    <message>
        <source>That province already has a fort.</source>
        <translation>Cette province a déjà un fort.</translation>
    </message>
    <message>
        <source>All pawns must be placed on the board (%1 left).</source>
        <translation>Tous les pions doivent être sur le plateau (il en reste %1).</translation>
    </message>
    <message>
        <source>Every province needs at least one pawn: %1 has none.</source>
        <translation>Chaque province doit avoir au moins un pion : %1 n&apos;en a aucun.</translation>
    </message>
    <message>
        <source>With fewer pawns than provinces, put one pawn per province: %1 has more than one.</source>
        <translation>Avec moins de pions que de provinces, mettez un pion par province : %1 en a plus d&apos;un.</translation>
    </message>
    <message>
        <source>Your empire must be in one piece (rule of cohesion): choose the part to keep.</source>
        <translation>Votre empire doit être d&apos;un seul tenant (règle de cohésion) : choisissez la partie à garder.</translation>
    </message>
    <message>
        <source>No surviving pawn is waiting to be placed there.</source>
        <translation>Aucun pion survivant n&apos;attend d&apos;être replacé là.</translation>
    </message>
    <message>
        <source>Only a civilization with Philosophy may reorganize before going into decline.</source>
        <translation>Seul un peuple possédant la Philosophie peut se réorganiser avant de passer en déclin.</translation>
    </message>
    <message>
        <source>Your empire holds no province to reorganize.</source>
        <translation>Votre empire n&apos;a aucune province à réorganiser.</translation>
    </message>
    <message>
        <source>You are reorganizing before the decline: go into decline to end it.</source>
        <translation>Vous vous réorganisez avant le déclin : passez en déclin pour la terminer.</translation>
    </message>
    <message>
        <source>That conquest costs %1; you have %2.</source>
        <translation>Cette conquête coûte %1 ; vous avez %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Religion converts this province for no pawn: spies cannot be used on it.</source>
        <translation>La Religion convertit cette province sans pion : les Espions ne peuvent pas y servir.</translation>
    </message>
</context>
<context>
    <name>RemoveLink</name>
    <message>
        <source>Unlink %1 and %2</source>
        <translation>Supprimer le lien entre %1 et %2</translation>
    </message>
</context>
<context>
    <name>RenderMapCommand</name>
    <message>
        <source>Draw the map in &lt;folder&gt; to the image file given after it (PNG), with names, symbols and a legend, and exit. Needs no display.</source>
        <translation>Dessine la carte du &lt;dossier&gt; dans le fichier image donné ensuite (PNG), avec noms, symboles et légende, puis quitte. Ne demande pas d&apos;écran.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Width of the image in pixels (default %1).</source>
        <translation>Largeur de l&apos;image en pixels (par défaut %1).</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>With --render-map: the image to write.</source>
        <translation>Avec --render-map : l&apos;image à écrire.</translation>
    </message>
    <message>
        <source>--render-map needs the map folder and one image file, as in: vinci --render-map maps/europe europe.png</source>
        <translation>--render-map demande le dossier de la carte et un fichier image, par exemple : vinci --render-map maps/europe europe.png</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, fr or de.</source>
        <translation>Langue inconnue « %1 » : utilisez en, fr ou de.</translation>
    </message>
    <message>
        <source>The width must be a number of pixels from %1 to %2, not &quot;%3&quot;.</source>
        <translation>La largeur doit être un nombre de pixels de %1 à %2, pas « %3 ».</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
</context>
<context>
    <name>ResultFiles</name>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1 : écriture impossible (%2).</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>Classic (1999)</source>
        <translation>Classique (1999)</translation>
    </message>
    <message>
        <source>Online 2013</source>
        <translation>En ligne 2013</translation>
    </message>
</context>
<context>
    <name>RulesDecisionsGuide</name>
    <message>
        <source>The 1999 rules, English translation</source>
        <translation>Les règles de 1999, traduction anglaise</translation>
    </message>
    <message>
        <source>The 1999 rules, French original</source>
        <translation>Les règles de 1999, original français</translation>
    </message>
    <message>
        <source>The designer&apos;s errata and clarifications, 1999</source>
        <translation>Les errata et précisions de l&apos;auteur, 1999</translation>
    </message>
    <message>
        <source>The online rules of 2013 (Vinci II)</source>
        <translation>Les règles en ligne de 2013 (Vinci II)</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n player(s)</source>
        <translation>
            <numerusform>%1 à %n joueur</numerusform>
            <numerusform>%1 à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>You cannot pass over civilizations you cannot pay for: choosing may not leave your score below 0.</source>
        <translation>Vous ne pouvez pas passer des peuples que vous ne pouvez pas payer : votre choix ne peut pas faire descendre votre score sous 0.</translation>
    </message>
    <message>
        <source>The bag holds the designer&apos;s mix unless you choose the printed box&apos;s mix in New Game. A pair is never two Specializations: the second is replaced. Two identical tiles are drawn again only with the option for it.</source>
        <translation>Le sac contient le mélange voulu par l&apos;auteur, sauf si vous choisissez celui de la boîte dans Nouvelle partie. Une paire n&apos;a jamais deux Spécialisations : la seconde est remplacée. Deux cartes identiques ne sont retirées qu&apos;avec l&apos;option prévue pour cela.</translation>
    </message>
    <message>
        <source>The extra pawns and the victory target are the map&apos;s; the rulebook&apos;s numbers are what a map that says nothing gets. New Game may set another target.</source>
        <translation>Les pions supplémentaires et le total requis sont ceux du plateau ; les nombres de la règle valent pour un plateau qui n&apos;en dit rien. Nouvelle partie peut fixer un autre total.</translation>
    </message>
    <message>
        <source>Virtual players may sit at any table. They always take civilization I, receive more extra pawns, ignore cohesion, and with one at the table the game ends at %1 points.</source>
        <translation>Des joueurs fictifs peuvent prendre place à toute table. Ils prennent toujours le peuple I, reçoivent plus de pions supplémentaires, ignorent la cohésion, et avec un joueur fictif à la table la partie se joue en %1 points.</translation>
    </message>
    <message>
        <source>When your expansion turn starts, all your pawns but one per province come into your hand at once. You may abandon provinces only before your first conquest of the turn.</source>
        <translation>Au début de votre tour d&apos;expansion, tous vos pions sauf un par province reviennent d&apos;un coup dans votre main. Vous ne pouvez abandonner des provinces qu&apos;avant votre première conquête du tour.</translation>
    </message>
    <message>
        <source>A start province touches the board&apos;s edge or lies one sea zone away from it. Astronomy does not widen the start; Revolutionaries may start anywhere. A civilization left without a province enters again the same way.</source>
        <translation>Une première province touche le bord du plateau ou s&apos;en trouve à une zone de mer. Astronomie n&apos;élargit pas l&apos;entrée en jeu ; Révolution peut commencer n&apos;importe où. Un peuple resté sans province entre de nouveau en jeu de la même façon.</translation>
    </message>
    <message>
        <source>Ship Building&apos;s −1 needs a shared coast: a coast link, or two neighbours on the shore of the same sea zone. When a civilization enters the board it applies only if it comes by sea.</source>
        <translation>Le −1 des Galères demande une côte commune : un lien de côte, ou deux voisines sur le rivage d&apos;une même zone de mer. À l&apos;entrée en jeu d&apos;un peuple, il ne vaut que si celle-ci se fait par mer.</translation>
    </message>
    <message>
        <source>When you could attack a province from several of yours, you always pay the cheapest way (from a mountain, a fort, along a coast). A conquest never costs less than nothing.</source>
        <translation>Quand vous pourriez attaquer une province depuis plusieurs des vôtres, vous payez toujours au moins cher (depuis une montagne, un fort, le long d&apos;une côte). Une conquête ne coûte jamais moins que rien.</translation>
    </message>
    <message>
        <source>A conquest that costs nothing gives you the province at once, as a base for the next one; if it still has no pawn when you finish reorganizing, it is lost.</source>
        <translation>Une conquête qui ne coûte rien vous donne aussitôt la province, comme base pour la suivante ; si elle n&apos;a toujours pas de pion à la fin de votre réorganisation, elle est perdue.</translation>
    </message>
    <message>
        <source>The defender&apos;s surviving pawns wait beside the board; when your turn is over, each defender places them on provinces of the same civilization (or the game does, if New Game says so). A civilization with no province left keeps them to enter again, without new pawns.</source>
        <translation>Les pions survivants du défenseur attendent à côté du plateau ; quand votre tour est fini, chaque défenseur les place dans des provinces du même peuple (ou le jeu le fait, si Nouvelle partie le demande). Un peuple qui n&apos;a plus de province les garde pour entrer de nouveau en jeu, sans nouveaux pions.</translation>
    </message>
    <message>
        <source>You may conquer next to your declining civilization: its provinces next to the new one are emptied at once, unless you have Heritage, which also lets you attack them. (The German edition forbids the conquest; the errata allow it.)</source>
        <translation>Vous pouvez conquérir à côté de votre peuple en déclin : ses provinces voisines de la nouvelle sont aussitôt vidées, sauf avec Héritage, qui permet aussi de les attaquer. (L&apos;édition allemande interdit la conquête ; les errata la permettent.)</translation>
    </message>
    <message>
        <source>Cohesion is checked when you finish reorganizing: if your empire is in pieces, you choose the part to keep and the pawns of the others join it.</source>
        <translation>La cohésion est vérifiée à la fin de votre réorganisation : si votre empire est en morceaux, vous choisissez la partie à garder et les pions des autres la rejoignent.</translation>
    </message>
    <message>
        <source>After reorganizing, every province you keep needs a pawn if you have enough; with fewer pawns than provinces, no province may hold two. No pawn stays in your hand.</source>
        <translation>Après la réorganisation, chaque province que vous gardez doit avoir un pion si vous en avez assez ; avec moins de pions que de provinces, aucune province ne peut en avoir deux. Aucun pion ne reste dans votre main.</translation>
    </message>
    <message>
        <source>The rules print only a few tiles&apos; red numbers; the others are our estimates, and Help ▸ Civilization Tiles says which is which.</source>
        <translation>La règle ne donne les chiffres rouges que de quelques cartes ; les autres sont nos estimations, et Aide ▸ Cartes de civilisation dit lesquels sont lesquels.</translation>
    </message>
    <message>
        <source>Specialization doubles its partner: yellow bonuses, Slavery, Espionage (twice a turn), Field General, Fortification (two forts), Militia, Mountaineering, Ship Building, Weapons, Medicine and Diplomacy (two opponents).</source>
        <translation>Spécialisation double l&apos;autre carte : les bonus jaunes, Esclavage, Espions (deux fois par tour), Général, Forts (deux forts), Milice, Montagnards, Galères, Armes, Médecine et Diplomatie (deux adversaires).</translation>
    </message>
    <message>
        <source>Field General&apos;s pawns come at the start of every expansion turn, the entering one too, and leave when your conquests end, from your hand first.</source>
        <translation>Les pions du Général arrivent au début de chaque tour d&apos;expansion, celui de l&apos;entrée en jeu compris, et repartent à la fin de vos conquêtes, d&apos;abord de votre main.</translation>
    </message>
    <message>
        <source>Espionage&apos;s conquest at a fixed price still needs a province you can reach, and does not break a peace.</source>
        <translation>La conquête à prix fixe des Espions demande quand même une province que vous pouvez atteindre, et ne rompt pas une paix.</translation>
    </message>
    <message>
        <source>Diplomacy&apos;s peace is declared before your first conquest, holds between both players&apos; active civilizations, and lasts until your next turn starts; you may choose a player who is not on the board.</source>
        <translation>La paix de Diplomatie se déclare avant votre première conquête, vaut entre les peuples actifs des deux joueurs et dure jusqu&apos;au début de votre tour suivant ; vous pouvez choisir un joueur qui n&apos;est pas sur le plateau.</translation>
    </message>
    <message>
        <source>Forts are built while you reorganize, one a turn. A fort goes when its province is conquered, abandoned, emptied or cleared; attacking from it across the sea gets no −1.</source>
        <translation>Les forts se construisent pendant la réorganisation, un par tour. Un fort disparaît quand sa province est conquise, abandonnée ou vidée ; une attaque qui en part par la mer n&apos;a pas de −1.</translation>
    </message>
    <message>
        <source>With Rebirth you cannot decline at the start of a turn: after scoring you choose to decline (no second scoring, a new civilization at once) or to end the turn.</source>
        <translation>Avec Renaissance, vous ne pouvez pas décliner au début d&apos;un tour : après le compte des points, vous choisissez de décliner (sans second compte, un nouveau peuple aussitôt) ou de finir le tour.</translation>
    </message>
    <message>
        <source>Slavery earns a point for each conquest of a province held by neutral or other players&apos; pawns; your own declining pawns cleared by contact do not count.</source>
        <translation>Esclavage rapporte un point par conquête d&apos;une province tenue par des pions neutres ou d&apos;autres joueurs ; vos propres pions en déclin retirés par contact ne comptent pas.</translation>
    </message>
    <message>
        <source>Medicine&apos;s pawn comes at the start of every expansion turn, the entering one too.</source>
        <translation>Le pion de Médecine arrive au début de chaque tour d&apos;expansion, celui de l&apos;entrée en jeu compris.</translation>
    </message>
    <message>
        <source>An expansion turn scores your active civilization after reorganizing, your declining one with the tiles it kept, and Slavery; a decline turn scores the declining one only; choosing your first civilization scores nothing.</source>
        <translation>Un tour d&apos;expansion compte votre peuple actif après la réorganisation, votre peuple en déclin avec les cartes qu&apos;il a gardées, et Esclavage ; un tour de déclin ne compte que le peuple en déclin ; le choix de votre premier peuple ne rapporte rien.</translation>
    </message>
    <message>
        <source>Only the four yellow tiles with the broken column stay in decline (with a Specialization paired with one); Heritage and Fortification do not.</source>
        <translation>Seules les quatre cartes jaunes à la colonne brisée restent pendant le déclin (avec une Spécialisation qui les accompagne) ; Héritage et Forts non.</translation>
    </message>
    <message>
        <source>Once someone reaches the target the round is finished: the player before the first player plays the last turn, and equal scores share the victory. Touching the target while declining and dropping below it when paying for the new civilization does not end the game.</source>
        <translation>Dès qu&apos;un joueur atteint le total requis, on termine le tour de table : le joueur placé avant le premier joueur joue le dernier tour, et des joueurs à égalité se partagent la victoire. Toucher le total pendant un déclin puis repasser en dessous en payant le nouveau peuple ne termine pas la partie.</translation>
    </message>
    <message>
        <source>If attacks leave your active civilization without a province, nothing happens by itself: on your turn you enter again with its pawns, or you decline it.</source>
        <translation>Si des attaques laissent votre peuple actif sans province, rien ne se passe de lui-même : à votre tour, vous rentrez en jeu avec ses pions, ou vous le mettez en déclin.</translation>
    </message>
    <message>
        <source>A virtual player declines only when its civilization would score under 10 points and has fewer than 5 pawns to expand with, and then only if a die beats its pawns (with Field General: fewer than 3, the die minus 2).</source>
        <translation>Un joueur fictif ne décline que si son peuple marquerait moins de 10 points et dispose de moins de 5 pions pour s&apos;étendre, et alors seulement si un dé dépasse ses pions (avec Général : moins de 3, le dé moins 2).</translation>
    </message>
    <message>
        <source>A virtual player takes first the province worth most (less the declining provinces it would clear, plus Slavery&apos;s point), then the cheapest (Espionage counted), then one by die.</source>
        <translation>Un joueur fictif prend d&apos;abord la province qui rapporte le plus (moins les provinces en déclin qu&apos;elle ferait vider, plus le point d&apos;Esclavage), puis la moins chère (Espions compris), puis une au dé.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s variants for virtual players (cost minus twice the value; attacking a real player rather than rolling the die) are kinds of player in New Game.</source>
        <translation>Les variantes de la règle pour les joueurs fictifs (le coût moins deux fois la valeur ; attaquer un vrai joueur plutôt que lancer le dé) sont des sortes de joueurs dans Nouvelle partie.</translation>
    </message>
    <message>
        <source>A virtual player expands while it can pay and never empties a province.</source>
        <translation>Un joueur fictif s&apos;étend tant qu&apos;il peut payer et ne vide jamais de province.</translation>
    </message>
    <message>
        <source>A virtual player with Ship Building enters on a coast of the open sea, never of an inland sea.</source>
        <translation>Un joueur fictif avec Galères entre en jeu sur une côte de la haute mer, jamais d&apos;une mer intérieure.</translation>
    </message>
    <message>
        <source>A virtual player spreads its pawns for an even defence along its borders; the pawns left over go to the board&apos;s edge when new civilizations are coming, else next to active civilizations.</source>
        <translation>Un joueur fictif répartit ses pions pour une défense homogène le long de ses frontières ; les pions restants vont au bord du plateau si de nouveaux peuples sont annoncés, sinon à côté des peuples actifs.</translation>
    </message>
    <message>
        <source>A virtual player builds its fort where it touches the most neutral or other players&apos; provinces.</source>
        <translation>Un joueur fictif construit son fort là où il touche le plus de provinces neutres ou d&apos;autres joueurs.</translation>
    </message>
    <message>
        <source>A virtual player with Diplomacy always makes peace with a real player (by die when there are two).</source>
        <translation>Un joueur fictif avec Diplomatie fait toujours la paix avec un vrai joueur (au dé s&apos;il y en a deux).</translation>
    </message>
    <message>
        <source>%1 to %2 players, no virtual players. You start with %3 victory points; each civilization passed over costs %4 and each coin is worth %5.</source>
        <translation>De %1 à %2 joueurs, sans joueurs fictifs. Vous commencez avec %3 points de victoire ; chaque peuple passé coûte %4 et chaque jeton vaut %5.</translation>
    </message>
    <message>
        <source>The game lasts the map&apos;s number of rounds (else the rules&apos; own) and ends after the last player of the last round; equal scores share the victory.</source>
        <translation>La partie dure le nombre de tours de table du plateau (sinon celui de la règle) et s&apos;achève après le dernier joueur du dernier tour ; des joueurs à égalité se partagent la victoire.</translation>
    </message>
    <message>
        <source>Extra pawns: %1. The rules give the numbers for 3 and 4 players only; the others are the Europe map&apos;s, and every map may give its own.</source>
        <translation>Pions supplémentaires : %1. La règle ne donne les nombres que pour 3 et 4 joueurs ; les autres sont ceux du plateau Europe, et chaque plateau peut donner les siens.</translation>
    </message>
    <message numerus="yes">
        <source>Controllable seas count as rivers. A conquest costs at least %n pawn(s); the terrain table says what scores and where neutral pawns stand.</source>
        <translation>
            <numerusform>Les mers contrôlables comptent comme des fleuves. Une conquête coûte au moins %n pion ; le tableau des terrains dit ce qui rapporte des points et où se trouvent les pions neutres.</numerusform>
            <numerusform>Les mers contrôlables comptent comme des fleuves. Une conquête coûte au moins %n pions ; le tableau des terrains dit ce qui rapporte des points et où se trouvent les pions neutres.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender&apos;s survivors go one at a time to its province with the fewest pawns; among equals, to the first in the map&apos;s order.</source>
        <translation>Les survivants du défenseur vont un à un dans sa province qui a le moins de pions ; à égalité, dans la première dans l&apos;ordre du plateau.</translation>
    </message>
    <message>
        <source>A declining civilization keeps all its tiles until your next decline, only those with the broken column acting. Conquering next to your declining province clears it only when neither of the two is a river.</source>
        <translation>Un peuple en déclin garde toutes ses cartes jusqu&apos;à votre déclin suivant, seules celles à la colonne brisée agissant. Conquérir à côté de votre province en déclin ne la vide que si aucune des deux n&apos;est un fleuve.</translation>
    </message>
    <message>
        <source>The bag holds one tile of each kind, without Specialization, and without Diplomacy when two play.</source>
        <translation>Le sac contient une carte de chaque sorte, sans Spécialisation, et sans Diplomatie à deux joueurs.</translation>
    </message>
    <message>
        <source>%1&apos;s pawn comes when you reorganize; %2&apos;s pawns help each conquest, which needs one of your own pawns too, and leave the province at once; %3 and %4 put a fort on every non-river province; %5 take one pawn off next to a river or a sea.</source>
        <translation>Le pion de %1 arrive à la réorganisation ; les pions de %2 aident chaque conquête, qui demande aussi un de vos pions, et quittent aussitôt la province ; %3 et %4 posent un fort sur chaque province qui n&apos;est pas un fleuve ; %5 retirent un pion du coût à côté d&apos;un fleuve ou d&apos;une mer.</translation>
    </message>
    <message>
        <source>The new tiles as the game plays them: %1 lets you reorganize before declining; %2 gives a second conquest phase but scores once; %3 converts a lone pawn of another player&apos;s active civilization; %4 counts other players&apos; pawns over the whole turn.</source>
        <translation>Les nouvelles cartes telles que le jeu les applique : %1 permet de réorganiser avant le déclin ; %2 donne une seconde phase de conquête mais ne compte qu&apos;une fois ; %3 convertit un pion seul du peuple actif d&apos;un autre joueur ; %4 compte les pions des autres joueurs sur tout le tour.</translation>
    </message>
    <message>
        <source>The rules give only %1&apos;s and %2&apos;s red numbers; the new tiles&apos; numbers are our estimates, and Help ▸ Civilization Tiles says which is which.</source>
        <translation>La règle ne donne que les chiffres rouges de %1 et de %2 ; ceux des nouvelles cartes sont nos estimations, et Aide ▸ Cartes de civilisation dit lesquels sont lesquels.</translation>
    </message>
    <message>
        <source>Your first turn: you choose a civilization and at once conquer, reorganize and score with it (you may also end the conquests at once). A civilization chosen after a decline waits for your next turn.</source>
        <translation>Votre premier tour : vous choisissez un peuple et, aussitôt, conquérez, réorganisez et comptez vos points avec lui (vous pouvez aussi arrêter tout de suite les conquêtes). Un peuple choisi après un déclin attend votre tour suivant.</translation>
    </message>
    <message>
        <source>A civilization you have just taken may be declined at the start of your next turn, before it enters the board: it scores nothing, and its pawns leave the game.</source>
        <translation>Un peuple que vous venez de prendre peut être mis en déclin au début de votre tour suivant, avant d&apos;entrer sur le plateau : il ne rapporte rien, et ses pions quittent la partie.</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1 : écriture impossible (%2).</translation>
    </message>
    <message>
        <source>not a readable save (line %1, column %2: %3); the file may be truncated or damaged.</source>
        <translation>sauvegarde illisible (ligne %1, colonne %2 : %3) ; le fichier est peut-être tronqué ou abîmé.</translation>
    </message>
    <message>
        <source>not a Vinci saved game.</source>
        <translation>ce n&apos;est pas une partie sauvegardée de Vinci.</translation>
    </message>
    <message>
        <source>the save has no format version.</source>
        <translation>la sauvegarde n&apos;a pas de version de format.</translation>
    </message>
    <message>
        <source>saved by a newer version of Vinci (format %1; this version reads up to %2).</source>
        <translation>sauvegardée par une version plus récente de Vinci (format %1 ; cette version lit jusqu&apos;au format %2).</translation>
    </message>
    <message>
        <source>the save&apos;s format version is not valid.</source>
        <translation>la version de format de la sauvegarde n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>the save does not name its map.</source>
        <translation>la sauvegarde ne nomme pas sa carte.</translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; cannot be loaded: %2</source>
        <translation>la carte « %1 » ne peut pas être chargée : %2</translation>
    </message>
    <message>
        <source>the map &quot;%1&quot; has changed since this game was saved.</source>
        <translation>la carte « %1 » a changé depuis la sauvegarde de cette partie.</translation>
    </message>
    <message>
        <source>the save has no list of actions.</source>
        <translation>la sauvegarde n&apos;a pas de liste d&apos;actions.</translation>
    </message>
    <message>
        <source>action %1 cannot be read: %2</source>
        <translation>l&apos;action %1 est illisible : %2</translation>
    </message>
    <message>
        <source>action %1 (%2) is not legal: %3</source>
        <translation>l&apos;action %1 (%2) n&apos;est pas permise : %3</translation>
    </message>
    <message>
        <source>the saved position does not match its moves; the file was changed or made by an incompatible version.</source>
        <translation>la position sauvegardée ne correspond pas à ses coups ; le fichier a été modifié ou créé par une version incompatible.</translation>
    </message>
    <message>
        <source>The game options have a missing or wrong &quot;%1&quot;.</source>
        <translation>Les options de la partie ont un « %1 » manquant ou erroné.</translation>
    </message>
    <message>
        <source>this Online 2013 game was saved by an earlier version of Vinci (save format %1), whose first turn did not go on into the conquests as the online rules say; it cannot be continued. Start a new game.</source>
        <translation>cette partie Online 2013 a été sauvegardée par une version antérieure de Vinci (format de sauvegarde %1), dont le premier tour ne se poursuivait pas par les conquêtes comme le disent les règles en ligne ; elle ne peut pas être continuée. Commencez une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>SaveGameTexts</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>SavedGameDescription</name>
    <message numerus="yes">
        <source>%n virtual player(s)</source>
        <translation>
            <numerusform>%n joueur fictif</numerusform>
            <numerusform>%n joueurs fictifs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n ordinateur</numerusform>
            <numerusform>%n ordinateurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour de table %1</translation>
    </message>
    <message>
        <source>Finished game</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Interrupted game %1</source>
        <translation>Partie interrompue %1</translation>
    </message>
    <message>
        <source>%1 (interrupted, %2)</source>
        <translation>%1 (interrompue, %2)</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Virtual player (rulebook)</source>
        <translation>Joueur fictif (règle du jeu)</translation>
    </message>
    <message>
        <source>Virtual player (rulebook, both variants)</source>
        <translation>Joueur fictif (règle du jeu, 2 variantes)</translation>
    </message>
    <message>
        <source>Computer: Strategist, easy</source>
        <translation>Ordinateur : Stratège, facile</translation>
    </message>
    <message>
        <source>Computer: Strategist, normal</source>
        <translation>Ordinateur : Stratège, normal</translation>
    </message>
    <message>
        <source>Computer: Strategist, hard</source>
        <translation>Ordinateur : Stratège, difficile</translation>
    </message>
    <message>
        <source>Virtual player</source>
        <translation>Joueur fictif</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Computer, easy</source>
        <translation>Ordinateur, facile</translation>
    </message>
    <message>
        <source>Computer, normal</source>
        <translation>Ordinateur, normal</translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation>Ordinateur, difficile</translation>
    </message>
    <message>
        <source>Virtual, with variants</source>
        <translation>Fictif, avec variantes</translation>
    </message>
</context>
<context>
    <name>SetPaintTerrain</name>
    <message>
        <source>Paint terrain in the game</source>
        <translation>Peindre le terrain dans le jeu</translation>
    </message>
    <message>
        <source>Show the drawing&apos;s colours</source>
        <translation>Montrer les couleurs du dessin</translation>
    </message>
</context>
<context>
    <name>SetRejectedLinks</name>
    <message>
        <source>Forget rejected links</source>
        <translation>Oublier les liens rejetés</translation>
    </message>
</context>
<context>
    <name>ShapeEdits</name>
    <message>
        <source>the map&apos;s SVG cannot be read: %1</source>
        <translation>le SVG de la carte est illisible : %1</translation>
    </message>
    <message>
        <source>“%1” is not a valid id: use lower-case letters a-z, digits and dashes</source>
        <translation>« %1 » n&apos;est pas un identifiant valide : utilisez des minuscules a-z, des chiffres et des tirets</translation>
    </message>
    <message>
        <source>the id “%1” is already used in the map</source>
        <translation>l&apos;identifiant « %1 » est déjà pris dans la carte</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas « %4 ».</translation>
    </message>
    <message>
        <source>Play games between program players, no window, and print their results.</source>
        <translation>Jouer des parties entre joueurs de l&apos;ordinateur, sans fenêtre, et afficher leurs résultats.</translation>
    </message>
    <message>
        <source>Players per game (simulate; default: the --ai list&apos;s length).</source>
        <translation>Joueurs par partie (simulation ; par défaut : la longueur de la liste --ai).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Comma-separated player kinds by seat (simulate): rulebook, rulebook-formula, rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, strategist-hard, strategist, random.</source>
        <translation>Types de joueur par place, séparés par des virgules (simulation) : rulebook, rulebook-formula, rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, strategist-hard, strategist, random.</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>types</translation>
    </message>
    <message>
        <source>Games to play (simulate).</source>
        <translation>Parties à jouer (simulation).</translation>
    </message>
    <message>
        <source>Seed of the whole run (simulate).</source>
        <translation>Graine de toute la série (simulation).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>map</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>règles</translation>
    </message>
    <message>
        <source>Threads to play on (simulate; default: every core).</source>
        <translation>Fils d&apos;exécution à utiliser (simulation ; par défaut : tous les cœurs).</translation>
    </message>
    <message>
        <source>Extra pawns of the virtual players&apos; civilizations (simulate; rulebook: 8, harder: 9 or more).</source>
        <translation>Pions supplémentaires des peuples des joueurs fictifs (simulation ; règle du jeu : 8, plus difficile : 9 ou plus).</translation>
    </message>
    <message>
        <source>Virtual players&apos; starting score (simulate; rulebook: 10, harder: 15).</source>
        <translation>Points de départ des joueurs fictifs (simulation ; règle du jeu : 10, plus difficile : 15).</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Milliseconds per decision for the players that search (simulate; strategist-hard; default: its own count of look-aheads).</source>
        <translation>Millisecondes par décision pour les joueurs qui cherchent (simulate ; strategist-hard ; par défaut : son propre nombre d&apos;anticipations).</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>millisecondes</translation>
    </message>
    <message>
        <source>Rule set (simulate): classic or online (Online 2013).</source>
        <translation>Règles (simulation) : classic ou online (en ligne 2013).</translation>
    </message>
    <message>
        <source>Unknown rule set &quot;%1&quot;: classic or online.</source>
        <translation>Règles « %1 » inconnues : classic ou online.</translation>
    </message>
    <message numerus="yes">
        <source>--ai names %n seat(s) but --players asks for %1.</source>
        <translation>
            <numerusform>--ai indique %n place, mais --players en demande %1.</numerusform>
            <numerusform>--ai indique %n places, mais --players en demande %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points that end the game (simulate; default: %1 with virtual players, else the map&apos;s).</source>
        <translation>Points de victoire qui terminent la partie (simulation ; par défaut : %1 avec des joueurs fictifs, sinon ceux de la carte).</translation>
    </message>
    <message>
        <source>Map name, folder or map package file (.vincimap): the map of the simulation (a package read, not installed), or the window&apos;s new game on it (a package installed first).</source>
        <translation>Nom, dossier ou fichier de paquet (.vincimap) de la carte : celle de la simulation (un paquet lu, non installé), ou celle d&apos;une nouvelle partie dans la fenêtre (un paquet installé d&apos;abord).</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>game %1: %2</source>
        <translation>partie %1 : %2</translation>
    </message>
    <message>
        <source>No map to play on.</source>
        <translation>Aucune carte sur laquelle jouer.</translation>
    </message>
    <message>
        <source>The number of games must be at least 1.</source>
        <translation>Le nombre de parties doit être d&apos;au moins 1.</translation>
    </message>
    <message>
        <source>Mean length: %1 rounds, %2 turns</source>
        <translation>Durée moyenne : %1 tours de table, %2 tours</translation>
    </message>
    <message>
        <source>seat  player              wins    share   95% Wilson interval   mean score</source>
        <translation>place joueur            victoires part    IC de Wilson à 95 %   score moyen</translation>
    </message>
    <message>
        <source>A game won by k tied players counts 1/k of a win for each; the interval treats those fractions as successes.</source>
        <translation>Une partie gagnée par k joueurs à égalité compte pour 1/k de victoire pour chacun ; l&apos;intervalle traite ces fractions comme des succès.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>%1 on %2 (%3, seed %4) in %5 s on %6: %7 games/s</source>
        <translation>%1 sur %2 (%3, graine %4) en %5 s sur %6 : %7 parties/s</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n fil d&apos;exécution</numerusform>
            <numerusform>%n fils d&apos;exécution</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateReader</name>
    <message>
        <source>not a field of the state</source>
        <translation>pas un champ de l&apos;état</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>valeur inconnue « %1 »</translation>
    </message>
    <message>
        <source>is not the current player (-1 once the game is over) outside the redeploy phase</source>
        <translation>n&apos;est pas le joueur courant (-1 une fois la partie finie) hors du redéploiement</translation>
    </message>
    <message>
        <source>there is no land province &quot;%1&quot; on this map</source>
        <translation>il n&apos;y a pas de province terrestre « %1 » sur cette carte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>« %1 » figure deux fois</translation>
    </message>
    <message>
        <source>the province &quot;%1&quot; is missing</source>
        <translation>la province « %1 » manque</translation>
    </message>
    <message numerus="yes">
        <source>more than %n tile(s)</source>
        <translation>
            <numerusform>plus de %n carte</numerusform>
            <numerusform>plus de %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot;</source>
        <translation>carte inconnue « %1 »</translation>
    </message>
    <message>
        <source>expected four hexadecimal words, not all zero</source>
        <translation>quatre mots hexadécimaux attendus, pas tous nuls</translation>
    </message>
    <message>
        <source>written only when true</source>
        <translation>écrit seulement quand il vaut true</translation>
    </message>
</context>
<context>
    <name>SvgElementIndex</name>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>not an SVG file: the top element is &lt;%1&gt;</source>
        <translation>ce n&apos;est pas un fichier SVG : l&apos;élément de premier niveau est &lt;%1&gt;</translation>
    </message>
</context>
<context>
    <name>SvgElementMover</name>
    <message>
        <source>the drawing cannot be rendered by Qt</source>
        <translation>Qt ne peut pas afficher le dessin</translation>
    </message>
</context>
<context>
    <name>SvgFeatureScan</name>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (ligne %2)</translation>
    </message>
</context>
<context>
    <name>SvgImporter</name>
    <message>
        <source>it is in the layer “%1”</source>
        <translation>sa présence dans le calque « %1 »</translation>
    </message>
    <message>
        <source>hidden: left out</source>
        <translation>caché : ignoré</translation>
    </message>
    <message>
        <source>a raster image is kept as decoration: it has no outline to become an area</source>
        <translation>une image matricielle est gardée comme décor : elle n&apos;a pas de contour pour devenir une zone</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) without fill (lines, frames) kept as decoration</source>
        <translation>
            <numerusform>%n forme sans remplissage (lignes, cadres) gardée comme décor</numerusform>
            <numerusform>%n formes sans remplissage (lignes, cadres) gardées comme décor</numerusform>
        </translation>
    </message>
    <message>
        <source>given the id “%1”</source>
        <translation>reçoit l&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>id “%1” changed to “%2”</source>
        <translation>identifiant « %1 » changé en « %2 »</translation>
    </message>
    <message>
        <source>Qt 6.4 does not render %1 as drawn: the board will show this element without it</source>
        <translation>Qt 6.4 n&apos;affiche pas %1 tel que dessiné : le plateau montrera cet élément sans en tenir compte</translation>
    </message>
    <message>
        <source>%1: the drawing is larger than %2 MB</source>
        <translation>%1 : le dessin fait plus de %2 Mo</translation>
    </message>
    <message>
        <source>%1: not an SVG file: the top element is &lt;%2&gt;</source>
        <translation>%1 : ce n&apos;est pas un fichier SVG : l&apos;élément de premier niveau est &lt;%2&gt;</translation>
    </message>
    <message>
        <source>draws no shape: kept as decoration</source>
        <translation>ne dessine aucune forme : gardé comme décor</translation>
    </message>
    <message>
        <source>covers the whole drawing and is not blue: kept as the background</source>
        <translation>couvre tout le dessin et n&apos;est pas bleu : gardé comme fond</translation>
    </message>
    <message>
        <source>%1: the drawing has no closed, filled shape to make a province of</source>
        <translation>%1 : le dessin n&apos;a aucune forme fermée et remplie dont faire une province</translation>
    </message>
    <message>
        <source>the areas were moved into new layers “provinces” and “seas”, each keeping its look</source>
        <translation>les zones ont été déplacées dans de nouveaux calques « provinces » et « seas », chacune gardant son apparence</translation>
    </message>
    <message>
        <source>sea zone</source>
        <translation>zone de mer</translation>
    </message>
    <message>
        <source>province</source>
        <translation>province</translation>
    </message>
    <message>
        <source>%1, because of %2</source>
        <translation>%1, d&apos;après %2</translation>
    </message>
    <message>
        <source>named “%1”: “%2” does not name a sea</source>
        <translation>nommée « %1 » : « %2 » ne nomme pas une mer</translation>
    </message>
    <message>
        <source>a &lt;use&gt; of “%1”, which is not a shape: kept as decoration</source>
        <translation>un &lt;use&gt; de « %1 », qui n&apos;est pas une forme : gardé comme décor</translation>
    </message>
    <message>
        <source>lies inside %1: kept as the drawing&apos;s art (a lake), not a sea zone</source>
        <translation>se trouve à l&apos;intérieur de %1 : gardé comme dessin (un lac), pas comme zone de mer</translation>
    </message>
    <message>
        <source>named “%1” after the text %2 on it, which is hidden: the board writes the name</source>
        <translation>nommé « %1 » d&apos;après le texte %2 posé dessus, qui est masqué : le plateau écrit le nom</translation>
    </message>
    <message>
        <source>named “%1”: the shape has no id or name</source>
        <translation>nommée « %1 » : la forme n&apos;a ni identifiant ni nom</translation>
    </message>
</context>
<context>
    <name>SvgTree</name>
    <message>
        <source>elements nested more than %1 deep</source>
        <translation>éléments imbriqués sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>the file has no element</source>
        <translation>le fichier n&apos;a aucun élément</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Farmland</source>
        <translation>Terre agricole</translation>
    </message>
    <message>
        <source>Prairie</source>
        <translation>Prairie</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Normal land</source>
        <translation>Terre ordinaire</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Désert</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fleuve</translation>
    </message>
    <message>
        <source>Controllable sea</source>
        <translation>Mer contrôlable</translation>
    </message>
</context>
<context>
    <name>TerrainChoice</name>
    <message>
        <source>%1 (Online 2013 only)</source>
        <translation>%1 (en ligne 2013 seulement)</translation>
    </message>
    <message>
        <source>This map supports the Classic rules, whose provinces are farmland, prairie, forest or mountain. To use %1, untick “Classic rules” in Rule tables (the map is then for Online 2013 only).</source>
        <translation>Cette carte accepte les règles classiques, dont les provinces sont terre agricole, prairie, forêt ou montagne. Pour utiliser %1, décochez « Règles classiques » dans Règles (la carte est alors pour les règles en ligne 2013 seulement).</translation>
    </message>
    <message>
        <source>%1 (not with Classic rules)</source>
        <translation>%1 (pas avec les règles classiques)</translation>
    </message>
</context>
<context>
    <name>TerrainInSentence</name>
    <message>
        <source>farmland</source>
        <translation>terre agricole</translation>
    </message>
    <message>
        <source>prairie</source>
        <translation>prairie</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>normal land</source>
        <translation>terre ordinaire</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>désert</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fleuve</translation>
    </message>
    <message>
        <source>controllable sea</source>
        <translation>mer contrôlable</translation>
    </message>
</context>
<context>
    <name>TestPlay</name>
    <message>
        <source>No temporary folder to write the map to: %1</source>
        <translation>Aucun dossier temporaire où écrire la carte : %1</translation>
    </message>
    <message>
        <source>The game (vinci) was not found next to the editor or on the PATH; set VINCI_GAME to its path.</source>
        <translation>Le jeu (vinci) est introuvable à côté de l&apos;éditeur ou dans le PATH ; indiquez son chemin dans VINCI_GAME.</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 n&apos;a pas pu être lancé.</translation>
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
        <translation>Agriculture (déclin)</translation>
    </message>
    <message>
        <source>Livestock Breeding</source>
        <translation>Élevage</translation>
    </message>
    <message>
        <source>Livestock Breeding (decline)</source>
        <translation>Élevage (déclin)</translation>
    </message>
    <message>
        <source>Mining</source>
        <translation>Mines</translation>
    </message>
    <message>
        <source>Mining (decline)</source>
        <translation>Mines (déclin)</translation>
    </message>
    <message>
        <source>Port Building</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>Port Building (decline)</source>
        <translation>Ports (déclin)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Slavery</source>
        <translation>Esclavage</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Espions</translation>
    </message>
    <message>
        <source>Field General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Forts</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Mountaineering</source>
        <translation>Montagnards</translation>
    </message>
    <message>
        <source>Ship Building</source>
        <translation>Galères</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Astronomy</source>
        <translation>Astronomie</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbares</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>Héritage</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Médecine</translation>
    </message>
    <message>
        <source>Messengers</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation>Renaissance</translation>
    </message>
    <message>
        <source>Revolutionaries</source>
        <translation>Révolution</translation>
    </message>
    <message>
        <source>Specialization</source>
        <translation>Spécialisation</translation>
    </message>
    <message>
        <source>Nomadic</source>
        <translation>Nomades</translation>
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
        <translation>Drakkars</translation>
    </message>
    <message>
        <source>Philosophy</source>
        <translation>Philosophie</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Pêche</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Horde</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Camels</source>
        <translation>Chameaux</translation>
    </message>
    <message>
        <source>Legions</source>
        <translation>Légions</translation>
    </message>
    <message>
        <source>Galleys</source>
        <translation>Galères</translation>
    </message>
</context>
<context>
    <name>TileEffect</name>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point.</source>
        <translation>Les provinces agricoles (jaunes) rapportent +1 point de victoire.</translation>
    </message>
    <message>
        <source>Farmland provinces (yellow) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Les provinces agricoles (jaunes) rapportent +1 point de victoire, même pendant le déclin du peuple.</translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point.</source>
        <translation>Les provinces d&apos;élevage (vert clair) rapportent +1 point de victoire.</translation>
    </message>
    <message>
        <source>Prairie provinces (light green) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Les provinces d&apos;élevage (vert clair) rapportent +1 point de victoire, même pendant le déclin du peuple.</translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points.</source>
        <translation>Les provinces minières (pioche) rapportent +2 points de victoire.</translation>
    </message>
    <message>
        <source>Provinces with a mine (pickaxe) earn +2 victory points, also while the civilization is in decline.</source>
        <translation>Les provinces minières (pioche) rapportent +2 points de victoire, même pendant le déclin du peuple.</translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point.</source>
        <translation>Les provinces portuaires (ancre) rapportent +1 point de victoire.</translation>
    </message>
    <message>
        <source>Provinces with a port (anchor) earn +1 victory point, also while the civilization is in decline.</source>
        <translation>Les provinces portuaires (ancre) rapportent +1 point de victoire, même pendant le déclin du peuple.</translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains included.</source>
        <translation>Chaque province de l&apos;empire rapporte +1 point de victoire, montagnes comprises.</translation>
    </message>
    <message>
        <source>Each enemy or neutral pawn eliminated from a province earns +1 victory point (forts do not count).</source>
        <translation>Chaque pion adverse ou neutre éliminé d&apos;une province rapporte +1 point de victoire (les forts ne comptent pas).</translation>
    </message>
    <message>
        <source>Once per turn, conquer a province for exactly two pawns, however it is defended; every other modifier is ignored.</source>
        <translation>Une fois par tour, conquérir une province pour exactement deux pions, quels que soient ses défenseurs ; tous les autres modificateurs sont ignorés.</translation>
    </message>
    <message>
        <source>Receive 7 extra pawns at the start of each turn, for expansion only; they are removed before cohesion and scoring.</source>
        <translation>Recevez 7 pions supplémentaires au début de chaque tour, pour l&apos;expansion seulement ; ils sont retirés avant la cohésion et le compte des points.</translation>
    </message>
    <message>
        <source>At the end of each turn, build a fort in one of your provinces: +1 pawn to conquer it, -1 to attack from it. Forts stay in decline.</source>
        <translation>À la fin de chaque tour, construisez un fort dans une de vos provinces : +1 pion pour la conquérir, -1 pour attaquer depuis elle. Les forts restent pendant le déclin.</translation>
    </message>
    <message>
        <source>Conquering a province of this civilization costs other players one pawn more.</source>
        <translation>Conquérir une province de ce peuple coûte un pion de plus aux autres joueurs.</translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains earn +1 victory point.</source>
        <translation>Conquérir une province de montagne coûte un pion de moins ; les montagnes rapportent +1 point de victoire.</translation>
    </message>
    <message>
        <source>Conquering costs one pawn less from a province sharing a coast, across the sea with Astronomy, or when entering the board on a coast.</source>
        <translation>Une conquête coûte un pion de moins depuis une province à côte commune, par mer avec l&apos;Astronomie, ou à l&apos;entrée en jeu sur une côte.</translation>
    </message>
    <message>
        <source>Each conquest costs one pawn less.</source>
        <translation>Chaque conquête coûte un pion de moins.</translation>
    </message>
    <message>
        <source>Expand across one or more sea zones; provinces joined by sea count as adjacent for cohesion.</source>
        <translation>S&apos;étendre par une ou plusieurs zones de mer ; les provinces reliées par la mer sont adjacentes pour la cohésion.</translation>
    </message>
    <message>
        <source>No special ability, but there are a lot of them.</source>
        <translation>Pas de caractéristique spéciale, mais ils sont nombreux.</translation>
    </message>
    <message>
        <source>At the start of your turn, choose an opponent to be at peace with: neither active empire may attack the other until your next turn.</source>
        <translation>Au début de votre tour, choisissez un adversaire avec qui être en paix : aucun des deux peuples actifs ne peut attaquer l&apos;autre jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <source>Your active empire may border your declining empire without clearing it, and may conquer its provinces.</source>
        <translation>Votre peuple actif peut toucher votre peuple en déclin sans le vider, et peut conquérir ses provinces.</translation>
    </message>
    <message>
        <source>Receive one extra pawn at the start of each turn, the first one included.</source>
        <translation>Recevez un pion supplémentaire au début de chaque tour, premier tour compris.</translation>
    </message>
    <message>
        <source>This civilization ignores the rule of cohesion.</source>
        <translation>Ce peuple ne tient pas compte de la règle de cohésion.</translation>
    </message>
    <message>
        <source>Decline is declared at the end of a normal turn, after scoring, and the new civilization is chosen at once.</source>
        <translation>Le déclin est déclaré à la fin d&apos;un tour normal, après le compte des points, et le nouveau peuple est choisi aussitôt.</translation>
    </message>
    <message>
        <source>This civilization may start in any province, not only on the edge of the board.</source>
        <translation>Ce peuple peut apparaître dans n&apos;importe quelle province, pas seulement au bord du plateau.</translation>
    </message>
    <message>
        <source>Counts as a second copy of the other tile: doubles its effect where it can be doubled; pawns are the other tile&apos;s number plus one.</source>
        <translation>Compte comme un second exemplaire de l&apos;autre carte : double son effet quand il peut l&apos;être ; les pions sont ceux de l&apos;autre carte plus un.</translation>
    </message>
    <message>
        <source>Loses no pawn when one of its provinces is conquered: every defender survives and is redeployed.</source>
        <translation>Ne perd aucun pion quand l&apos;une de ses provinces est conquise : tous les défenseurs survivent et sont redéployés.</translation>
    </message>
    <message>
        <source>At the start of reorganization, one new pawn for every two enemy pawns eliminated this turn (rounded down).</source>
        <translation>Au début de la réorganisation, un nouveau pion pour deux pions ennemis éliminés pendant ce tour (arrondi vers le bas).</translation>
    </message>
    <message>
        <source>Once a turn against each other player, convert a province of an active empire held by a single pawn: it is yours for 0 pawns, with a new pawn of your colour.</source>
        <translation>Une fois par tour contre chaque autre joueur, convertir une province d&apos;un peuple actif tenue par un seul pion : elle est à vous pour 0 pion, avec un nouveau pion de votre couleur.</translation>
    </message>
    <message>
        <source>Conquering a river province costs one pawn less; a river province of this civilization that is conquered loses no pawn.</source>
        <translation>Conquérir une province fluviale coûte un pion de moins ; une province fluviale de ce peuple qui est conquise ne perd aucun pion.</translation>
    </message>
    <message>
        <source>Going into decline keeps every pawn on the board instead of one per province.</source>
        <translation>Au déclin, tous les pions restent sur le plateau au lieu d’un par province.</translation>
    </message>
    <message>
        <source>Half a victory point (rounded down in total) for each province next to a river or a sea.</source>
        <translation>Un demi-point de victoire (total arrondi vers le bas) pour chaque province voisine d’un fleuve ou d’une mer.</translation>
    </message>
    <message>
        <source>A second conquest phase each turn, after a first reorganization; the turn scores once.</source>
        <translation>Une seconde phase de conquête à chaque tour, après une première réorganisation ; le tour ne compte les points qu’une fois.</translation>
    </message>
    <message>
        <source>Reorganization leaves one pawn in each province; the other pawns stay off the board until the next turn.</source>
        <translation>La réorganisation laisse un pion dans chaque province ; les autres pions restent hors du plateau jusqu’au tour suivant.</translation>
    </message>
    <message>
        <source>Conquering a plains, meadow or normal province costs one pawn less.</source>
        <translation>Conquérir une province de plaine, de prairie ou normale coûte un pion de moins.</translation>
    </message>
    <message>
        <source>Conquering a desert province costs one pawn less; each desert province earns +1 victory point.</source>
        <translation>Conquérir une province de désert coûte un pion de moins ; chaque province de désert rapporte +1 point de victoire.</translation>
    </message>
    <message>
        <source>Receive one extra pawn during each turn&apos;s reorganization.</source>
        <translation>Un pion supplémentaire pendant la réorganisation de chaque tour.</translation>
    </message>
    <message>
        <source>Receive 7 extra pawns for the conquests of each turn: each conquest needs at least one pawn of your own, and the Legions used leave the province at once.</source>
        <translation>7 pions supplémentaires pour les conquêtes de chaque tour : chaque conquête demande au moins un pion à vous, et les Légions utilisées quittent aussitôt la province.</translation>
    </message>
    <message>
        <source>A fort (+1 defence) on each non-river province; the forts stay in decline.</source>
        <translation>Un fort (+1 en défense) dans chaque province qui n’est pas un fleuve ; les forts restent au déclin.</translation>
    </message>
    <message>
        <source>A fort (+1 defence) on each non-river province; the forts go when the civilization declines.</source>
        <translation>Un fort (+1 en défense) dans chaque province qui n’est pas un fleuve ; les forts disparaissent quand le peuple passe en déclin.</translation>
    </message>
    <message>
        <source>Conquering a province next to a river or a sea costs one pawn less.</source>
        <translation>Conquérir une province voisine d’un fleuve ou d’une mer coûte un pion de moins.</translation>
    </message>
    <message>
        <source>Each province of the empire earns +1 victory point, mountains and deserts included, rivers not.</source>
        <translation>Chaque province de l’empire rapporte +1 point de victoire, montagnes et déserts compris, fleuves exclus.</translation>
    </message>
    <message>
        <source>Conquering a mountain province costs one pawn less; mountains, which otherwise score nothing, earn 1 victory point.</source>
        <translation>Absorber une province de montagne coûte un pion de moins ; les montagnes, qui sinon ne rapportent rien, rapportent 1 point de victoire.</translation>
    </message>
</context>
<context>
    <name>TurnGuidance</name>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>%1 share the victory. Start a new game from the Game menu.</source>
        <translation>%1 se partagent la victoire. Lancez une nouvelle partie depuis le menu Partie.</translation>
    </message>
    <message>
        <source>%1 wins. Start a new game from the Game menu.</source>
        <translation>%1 gagne. Lancez une nouvelle partie depuis le menu Partie.</translation>
    </message>
    <message>
        <source>%1 places surviving pawns</source>
        <translation>%1 replace des pions survivants</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>The computer plays this seat. Watch the map, or skip to the end of its turn.</source>
        <translation>L&apos;ordinateur joue cette place. Suivez la carte, ou passez à la fin de son tour.</translation>
    </message>
    <message>
        <source>%1, choose a civilization</source>
        <translation>%1, choisissez un peuple</translation>
    </message>
    <message>
        <source>Your empire is now in decline. </source>
        <translation>Votre empire est maintenant en déclin. </translation>
    </message>
    <message>
        <source>%1, expand or decline?</source>
        <translation>%1, s&apos;étendre ou décliner ?</translation>
    </message>
    <message numerus="yes">
        <source>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn(s) you will have in hand.</source>
        <translation>
            <numerusform>S&apos;étendre : reprenez vos pions en en laissant un dans chaque province, et conquérez avec le %n pion que vous aurez en main.</numerusform>
            <numerusform>S&apos;étendre : reprenez vos pions en en laissant un dans chaque province, et conquérez avec les %n pions que vous aurez en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: your %n pawn(s) enter the board from its edge.</source>
        <translation>
            <numerusform>S&apos;étendre : votre %n pion entre sur le plateau par son bord.</numerusform>
            <numerusform>S&apos;étendre : vos %n pions entrent sur le plateau par son bord.</numerusform>
        </translation>
    </message>
    <message>
        <source>With Rebirth you may decline at the end of this turn instead.</source>
        <translation>Avec Renaissance, vous pouvez décliner plutôt à la fin de ce tour.</translation>
    </message>
    <message numerus="yes">
        <source>Decline: your empire goes into decline and scores %n victory point(s) now; then you choose a new civilization.</source>
        <translation>
            <numerusform>Décliner : votre empire entre en déclin et marque %n point de victoire maintenant ; puis vous choisissez un nouveau peuple.</numerusform>
            <numerusform>Décliner : votre empire entre en déclin et marque %n points de victoire maintenant ; puis vous choisissez un nouveau peuple.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, choose a start province</source>
        <translation>%1, choisissez une province de départ</translation>
    </message>
    <message numerus="yes">
        <source>Click a highlighted province at the edge of the board (or one sea zone away) to enter it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Cliquez sur une province en surbrillance au bord du plateau (ou à une zone de mer de lui) pour y entrer ; son coût en pions est indiqué dessus. Vous avez %n pion en main.</numerusform>
            <numerusform>Cliquez sur une province en surbrillance au bord du plateau (ou à une zone de mer de lui) pour y entrer ; son coût en pions est indiqué dessus. Vous avez %n pions en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, conquer</source>
        <translation>%1, conquérez</translation>
    </message>
    <message numerus="yes">
        <source>Click a highlighted province to conquer it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Cliquez sur une province en surbrillance pour la conquérir ; son coût en pions est indiqué dessus. Vous avez %n pion en main.</numerusform>
            <numerusform>Cliquez sur une province en surbrillance pour la conquérir ; son coût en pions est indiqué dessus. Vous avez %n pions en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your first conquest you may click one of your provinces to abandon it and take its pawns back.</source>
        <translation>Avant votre première conquête, vous pouvez cliquer sur l&apos;une de vos provinces pour l&apos;abandonner et reprendre ses pions.</translation>
    </message>
    <message>
        <source>Click End conquest when you are done.</source>
        <translation>Cliquez sur Fin des conquêtes quand vous avez fini.</translation>
    </message>
    <message>
        <source>Espionage is on: the next conquest costs 2 pawns, whatever defends the province.</source>
        <translation>Les Espions sont actifs : la prochaine conquête coûte 2 pions, quelle que soit la défense de la province.</translation>
    </message>
    <message>
        <source>%1, keep one part of your empire</source>
        <translation>%1, gardez une partie de votre empire</translation>
    </message>
    <message numerus="yes">
        <source>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Click a province of the part you keep: the pawns of the other parts return to your hand.</source>
        <translation>
            <numerusform>Votre empire est en %n partie, et il doit être d&apos;un seul tenant (règle de cohésion). Cliquez sur une province de la partie que vous gardez : les pions des autres parties reviennent dans votre main.</numerusform>
            <numerusform>Votre empire est en %n parties, et il doit être d&apos;un seul tenant (règle de cohésion). Cliquez sur une province de la partie que vous gardez : les pions des autres parties reviennent dans votre main.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, reorganize your pawns</source>
        <translation>%1, réorganisez vos pions</translation>
    </message>
    <message>
        <source>Left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another. Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</source>
        <translation>Clic gauche sur une province pour y poser un pion de votre main, clic droit pour en reprendre un, ou faites glisser des pions d&apos;une province à l&apos;autre. Chaque province doit garder un pion ; tous les pions doivent être sur le plateau. Pions en main : %1.</translation>
    </message>
    <message>
        <source>Click one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</source>
        <translation>Cliquez sur l&apos;une de vos provinces pour y construire un fort : +1 pour la conquérir, -1 pour les attaques qui en partent.</translation>
    </message>
    <message numerus="yes">
        <source>Confirm to score %n victory point(s).</source>
        <translation>
            <numerusform>Validez pour marquer %n point de victoire.</numerusform>
            <numerusform>Validez pour marquer %n points de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, Rebirth: decline now?</source>
        <translation>%1, Renaissance : décliner maintenant ?</translation>
    </message>
    <message>
        <source>Your turn is scored. With Rebirth you may put your empire into decline now (no second scoring) and choose a new civilization at once, or end your turn and keep it.</source>
        <translation>Votre tour est compté. Avec Renaissance, vous pouvez mettre votre empire en déclin maintenant (sans second compte des points) et choisir aussitôt un nouveau peuple, ou finir votre tour et le garder.</translation>
    </message>
    <message>
        <source>Defender %1: place your surviving pawns</source>
        <translation>Défenseur %1 : replacez vos pions survivants</translation>
    </message>
    <message>
        <source>With Philosophy you may first move your pawns between your provinces: all of them stay on the board in decline.</source>
        <translation>Avec la Philosophie, vous pouvez d&apos;abord déplacer vos pions entre vos provinces : tous restent sur le plateau pendant le déclin.</translation>
    </message>
    <message>
        <source>%1, reorganize before the decline</source>
        <translation>%1, réorganisez avant le déclin</translation>
    </message>
    <message>
        <source>Philosophy: left click a province to place a pawn from your hand, right click to take one back, or drag pawns from one province to another; every pawn stays on the board when your empire declines. Pawns in hand: %1.</source>
        <translation>Philosophie : clic gauche sur une province pour y poser un pion de votre main, clic droit pour le reprendre, ou faites glisser des pions d&apos;une province à l&apos;autre ; tous les pions restent sur le plateau quand votre empire passe en déclin. Pions en main : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decline to score %n victory point(s) and choose a new civilization.</source>
        <translation>
            <numerusform>Passez en déclin pour marquer %n point de victoire et choisir un nouveau peuple.</numerusform>
            <numerusform>Passez en déclin pour marquer %n points de victoire et choisir un nouveau peuple.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
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
        <translation>%1, prendre le peuple %2 ?</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message numerus="yes">
        <source>it costs you %n victory point(s)</source>
        <translation>
            <numerusform>il vous coûte %n point de victoire</numerusform>
            <numerusform>il vous coûte %n points de victoire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you collect %n victory point(s) from its coins</source>
        <translation>
            <numerusform>ses jetons vous rapportent %n point de victoire</numerusform>
            <numerusform>ses jetons vous rapportent %n points de victoire</numerusform>
        </translation>
    </message>
    <message>
        <source>it is free</source>
        <translation>il est gratuit</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pawn(s), and %2. Once you take it, a new civilization is drawn for place VI: the choice cannot be taken back.</source>
        <translation>
            <numerusform>%1 : %n pion, et %2. Une fois pris, un nouveau peuple est tiré pour la place VI : ce choix ne peut pas être annulé.</numerusform>
            <numerusform>%1 : %n pions, et %2. Une fois pris, un nouveau peuple est tiré pour la place VI : ce choix ne peut pas être annulé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick one of the civilizations on the track. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</source>
        <translation>Prenez l&apos;un des peuples de la piste. Le peuple I est gratuit ; chaque place plus loin coûte %1, et chaque jeton posé sur celui que vous prenez vous rend %2.</translation>
    </message>
    <message>
        <source>This is your first turn: your civilization enters the board at once, and you conquer, reorganize and score in this same turn.</source>
        <translation>C&apos;est votre premier tour : votre peuple entre aussitôt sur le plateau, et vous conquérez, réorganisez et comptez vos points dans ce même tour.</translation>
    </message>
    <message>
        <source>Your new civilization enters the board on your next turn.</source>
        <translation>Votre nouveau peuple entre sur le plateau à votre prochain tour.</translation>
    </message>
    <message>
        <source>Your first turn goes on: your new civilization conquers now.</source>
        <translation>Votre premier tour se poursuit : votre nouveau peuple conquiert maintenant.</translation>
    </message>
    <message>
        <source>%1: your second conquest phase of this turn. Your pawns came back to your hand, one left in each of your provinces; the turn scores once, after it.</source>
        <translation>%1 : votre seconde phase de conquête de ce tour. Vos pions sont revenus dans votre main, un seul restant dans chacune de vos provinces ; le tour ne marque qu&apos;une fois, après elle.</translation>
    </message>
    <message>
        <source>Your decline becomes final with it: Undo cannot bring the empire back after that.</source>
        <translation>Votre déclin devient alors définitif : « Annuler le coup » ne pourra plus ramener l&apos;empire.</translation>
    </message>
    <message>
        <source>%1 in hand</source>
        <translation>%1 en main</translation>
    </message>
    <message>
        <source>%1 collected</source>
        <translation>%1 repris</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>pawns from a tile: 7 Field General</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, abandon %2?</source>
        <translation>%1, abandonner %2 ?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n pawn(s) would come back to your hand, and %1 would belong to no one. Abandon it (Enter), or keep it (Escape). Undo brings it back until you confirm your turn.</source>
        <translation>
            <numerusform>Son %n pion reviendrait dans votre main, et %1 n&apos;appartiendrait plus à personne. Abandonnez-la (Entrée) ou gardez-la (Échap). « Annuler le coup » la rend jusqu&apos;à ce que vous confirmiez votre tour.</numerusform>
            <numerusform>Ses %n pions reviendraient dans votre main, et %1 n&apos;appartiendrait plus à personne. Abandonnez-la (Entrée) ou gardez-la (Échap). « Annuler le coup » la rend jusqu&apos;à ce que vous confirmiez votre tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played their first turn.</source>
        <translation>
            <numerusform>%1 a joué son premier tour.</numerusform>
            <numerusform>%1 ont joué leur premier tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: collect your pawns, leaving one in each province, and conquer with the %n pawn(s) you will have in hand (%1).</source>
        <translation>
            <numerusform>S&apos;étendre : reprenez vos pions en en laissant un dans chaque province, et conquérez avec le %n pion que vous aurez en main (%1).</numerusform>
            <numerusform>S&apos;étendre : reprenez vos pions en en laissant un dans chaque province, et conquérez avec les %n pions que vous aurez en main (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand: your %n pawn(s) (%1) enter the board from its edge.</source>
        <translation>
            <numerusform>S&apos;étendre : votre %n pion (%1) entre sur le plateau par son bord.</numerusform>
            <numerusform>S&apos;étendre : vos %n pions (%1) entrent sur le plateau par son bord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expand: each of your provinces keeps its one pawn, so no pawn comes to your hand: to conquer, first abandon provinces of yours and take their pawns back.</source>
        <translation>S&apos;étendre : chacune de vos provinces garde son pion, aucun ne revient donc dans votre main : pour conquérir, abandonnez d&apos;abord certaines de vos provinces et reprenez leurs pions.</translation>
    </message>
    <message numerus="yes">
        <source>it costs you %n victory point(s), which its coins give back</source>
        <translation>
            <numerusform>il vous coûte %n point de victoire, que ses jetons vous rendent</numerusform>
            <numerusform>il vous coûte %n points de victoire, que ses jetons vous rendent</numerusform>
        </translation>
    </message>
    <message>
        <source>Defender %1: your last pawn to %2?</source>
        <translation>Défenseur %1 : votre dernier pion dans %2 ?</translation>
    </message>
    <message>
        <source>With it your pawns are all placed and the turn goes on: nothing can be moved back after that. Place it in %1 (Enter), or choose another province (Escape); Undo takes back a pawn you placed before.</source>
        <translation>Avec lui, tous vos pions sont replacés et le tour continue : plus rien ne pourra être repris ensuite. Placez-le dans %1 (Entrée), ou choisissez une autre province (Échap) ; « Annuler le coup » reprend un pion que vous avez placé avant.</translation>
    </message>
    <message numerus="yes">
        <source>Move the ring to a highlighted province at the edge of the board (or one sea zone away) with the arrow keys or Tab, and press Enter to enter it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Amenez l&apos;anneau sur une province en surbrillance au bord du plateau (ou à une zone de mer de lui) avec les flèches ou Tab, et appuyez sur Entrée pour y entrer ; son coût en pions est indiqué dessus. Vous avez %n pion en main.</numerusform>
            <numerusform>Amenez l&apos;anneau sur une province en surbrillance au bord du plateau (ou à une zone de mer de lui) avec les flèches ou Tab, et appuyez sur Entrée pour y entrer ; son coût en pions est indiqué dessus. Vous avez %n pions en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the ring to a highlighted province with the arrow keys or Tab and press Enter to conquer it; its cost in pawns is shown on it. You have %n pawn(s) in hand.</source>
        <translation>
            <numerusform>Amenez l&apos;anneau sur une province en surbrillance avec les flèches ou Tab et appuyez sur Entrée pour la conquérir ; son coût en pions est indiqué dessus. Vous avez %n pion en main.</numerusform>
            <numerusform>Amenez l&apos;anneau sur une province en surbrillance avec les flèches ou Tab et appuyez sur Entrée pour la conquérir ; son coût en pions est indiqué dessus. Vous avez %n pions en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your first conquest you may press Enter on one of your provinces to abandon it and take its pawns back.</source>
        <translation>Avant votre première conquête, vous pouvez appuyer sur Entrée sur l&apos;une de vos provinces pour l&apos;abandonner et reprendre ses pions.</translation>
    </message>
    <message>
        <source>Press C (End conquest) when you are done.</source>
        <translation>Appuyez sur C (Fin des conquêtes) quand vous avez fini.</translation>
    </message>
    <message numerus="yes">
        <source>Your empire is in %n parts, and it must be in one piece (rule of cohesion). Press Enter on a province of the part you keep (the arrow keys or Tab move the ring): the pawns of the other parts return to your hand.</source>
        <translation>
            <numerusform>Votre empire est en %n partie, et il doit être d&apos;un seul tenant (règle de cohésion). Appuyez sur Entrée sur une province de la partie que vous gardez (les flèches ou Tab déplacent l&apos;anneau) : les pions des autres parties reviennent dans votre main.</numerusform>
            <numerusform>Votre empire est en %n parties, et il doit être d&apos;un seul tenant (règle de cohésion). Appuyez sur Entrée sur une province de la partie que vous gardez (les flèches ou Tab déplacent l&apos;anneau) : les pions des autres parties reviennent dans votre main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring). Every province needs a pawn; all pawns must be on the board. Pawns in hand: %1.</source>
        <translation>Entrée sur une province y pose un pion de votre main, Retour arrière en reprend un (les flèches ou Tab déplacent l&apos;anneau). Chaque province doit garder un pion ; tous les pions doivent être sur le plateau. Pions en main : %1.</translation>
    </message>
    <message>
        <source>Press Enter on one of your provinces to build a fort there: +1 to conquer it, -1 for attacks made from it.</source>
        <translation>Appuyez sur Entrée sur l&apos;une de vos provinces pour y construire un fort : +1 pour la conquérir, -1 pour les attaques qui en partent.</translation>
    </message>
    <message>
        <source>Philosophy: Enter on a province places a pawn from your hand, Backspace takes one back (the arrow keys or Tab move the ring); every pawn stays on the board when your empire declines. Pawns in hand: %1.</source>
        <translation>Philosophie : Entrée sur une province y pose un pion de votre main, Retour arrière en reprend un (les flèches ou Tab déplacent l&apos;anneau) ; tous les pions restent sur le plateau quand votre empire passe en déclin. Pions en main : %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquered provinces of yours. Place your %n surviving pawn(s) on your own highlighted provinces: move the ring to one with the arrow keys or Tab and press Enter for each pawn. Undo takes one back; the last one is placed when you confirm it.</source>
        <translation>
            <numerusform>%1 a conquis certaines de vos provinces. Replacez votre %n pion survivant sur vos provinces en surbrillance : amenez l&apos;anneau sur l&apos;une d&apos;elles avec les flèches ou Tab et appuyez sur Entrée pour chaque pion. « Annuler le coup » en reprend un ; le dernier n&apos;est placé qu&apos;une fois confirmé.</numerusform>
            <numerusform>%1 a conquis certaines de vos provinces. Replacez vos %n pions survivants sur vos provinces en surbrillance : amenez l&apos;anneau sur l&apos;une d&apos;elles avec les flèches ou Tab et appuyez sur Entrée pour chaque pion. « Annuler le coup » en reprend un ; le dernier n&apos;est placé qu&apos;une fois confirmé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquered provinces of yours. Place your %n surviving pawn(s) on your own highlighted provinces: click one for each pawn. Undo takes one back; the last one is placed when you confirm it.</source>
        <translation>
            <numerusform>%1 a conquis certaines de vos provinces. Replacez votre %n pion survivant sur vos provinces en surbrillance : cliquez sur l&apos;une d&apos;elles pour chaque pion. « Annuler le coup » en reprend un ; le dernier n&apos;est placé qu&apos;une fois confirmé.</numerusform>
            <numerusform>%1 a conquis certaines de vos provinces. Replacez vos %n pions survivants sur vos provinces en surbrillance : cliquez sur l&apos;une d&apos;elles pour chaque pion. « Annuler le coup » en reprend un ; le dernier n&apos;est placé qu&apos;une fois confirmé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter takes it; Escape, or another place&apos;s number, chooses another.</source>
        <translation>Entrée le prend ; Échap, ou le numéro d&apos;une autre place, en choisit un autre.</translation>
    </message>
    <message>
        <source>Press the number of a place on the track, 1 to 6, and Enter to take it. Civilization I is free; each place further costs %1, and every coin on the one you take gives you %2 back.</source>
        <translation>Appuyez sur le numéro d&apos;une place de la piste, de 1 à 6, puis sur Entrée pour la prendre. Le peuple I est gratuit ; chaque place plus loin coûte %1, et chaque jeton posé sur celui que vous prenez vous rend %2.</translation>
    </message>
    <message>
        <source>Press E to expand.</source>
        <translation>Appuyez sur E pour vous étendre.</translation>
    </message>
    <message>
        <source>Press E to expand, D to decline, or R to reorganize first.</source>
        <translation>Appuyez sur E pour vous étendre, sur D pour passer en déclin, ou sur R pour réorganiser d&apos;abord.</translation>
    </message>
    <message>
        <source>Press E to expand or D to decline.</source>
        <translation>Appuyez sur E pour vous étendre ou sur D pour passer en déclin.</translation>
    </message>
    <message numerus="yes">
        <source>Press S (Confirm and score) to score %n victory point(s).</source>
        <translation>
            <numerusform>Appuyez sur S (Valider et compter) pour marquer %n point de victoire.</numerusform>
            <numerusform>Appuyez sur S (Valider et compter) pour marquer %n points de victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Press D (Decline) to score %n victory point(s) and choose a new civilization.</source>
        <translation>
            <numerusform>Appuyez sur D (Décliner) pour marquer %n point de victoire et choisir un nouveau peuple.</numerusform>
            <numerusform>Appuyez sur D (Décliner) pour marquer %n points de victoire et choisir un nouveau peuple.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press N to decline now, or T to end your turn.</source>
        <translation>Appuyez sur N pour décliner maintenant, ou sur T pour finir votre tour.</translation>
    </message>
    <message>
        <source>No province can be conquered now: you have no pawns in hand.</source>
        <translation>Aucune province ne peut être conquise maintenant : vous n&apos;avez aucun pion en main.</translation>
    </message>
    <message>
        <source>No province can be conquered now: the cheapest one in reach costs %1, and you have %2 in hand.</source>
        <translation>Aucune province ne peut être conquise maintenant : la moins chère à votre portée coûte %1, et vous avez %2 en main.</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>No province can be conquered now: those in reach belong to %1, at peace with you through Diplomacy. Neither of you may attack the other&apos;s active empire until the next turn of the one who made the peace.</source>
        <translation>Aucune province ne peut être conquise maintenant : celles à votre portée appartiennent à %1, en paix avec vous par la Diplomatie. Aucun de vous deux ne peut attaquer l&apos;empire actif de l&apos;autre jusqu&apos;au prochain tour de celui qui a fait la paix.</translation>
    </message>
    <message>
        <source>No province can be conquered now: none that you may attack borders your empire.</source>
        <translation>Aucune province ne peut être conquise maintenant : aucune de celles que vous pouvez attaquer ne touche votre empire.</translation>
    </message>
    <message>
        <source>No province can be conquered now: %1</source>
        <translation>Aucune province ne peut être conquise maintenant : %1</translation>
    </message>
    <message>
        <source>But nothing could be conquered: the cheapest province in reach costs %1.</source>
        <translation>Mais rien ne pourrait être conquis : la province la moins chère à votre portée coûte %1.</translation>
    </message>
    <message>
        <source>But nothing could be conquered: the provinces in reach belong to %1, at peace with you through Diplomacy.</source>
        <translation>Mais rien ne pourrait être conquis : les provinces à votre portée appartiennent à %1, en paix avec vous par la Diplomatie.</translation>
    </message>
    <message>
        <source>But nothing could be conquered: no province in reach may be attacked.</source>
        <translation>Mais rien ne pourrait être conquis : aucune province à votre portée ne peut être attaquée.</translation>
    </message>
    <message>
        <source>%1, nothing to conquer</source>
        <translation>%1, rien à conquérir</translation>
    </message>
    <message>
        <source>Press C (End conquest) to go on to the reorganization and the score.</source>
        <translation>Appuyez sur C (Fin des conquêtes) pour passer à la réorganisation et au décompte.</translation>
    </message>
    <message>
        <source>Click End conquest to go on to the reorganization and the score.</source>
        <translation>Cliquez sur Fin des conquêtes pour passer à la réorganisation et au décompte.</translation>
    </message>
    <message>
        <source>While your empire cannot grow, you may decline at the start of your next turn: it scores, and you choose a new civilization.</source>
        <translation>Tant que votre empire ne peut pas grandir, vous pouvez décliner au début de votre prochain tour : il marque des points, et vous choisissez un nouveau peuple.</translation>
    </message>
    <message>
        <source>Diplomacy: before your first conquest you may declare peace with an opponent (Tab to Declare peace, then Space); neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomatie : avant votre première conquête, vous pouvez déclarer la paix à un adversaire (Tab jusqu&apos;à Déclarer la paix, puis Espace) ; aucun de vous deux ne peut attaquer l&apos;empire actif de l&apos;autre jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <source>Diplomacy: before your first conquest you may declare peace with an opponent (Declare peace); neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomatie : avant votre première conquête, vous pouvez déclarer la paix à un adversaire (Déclarer la paix) ; aucun de vous deux ne peut attaquer l&apos;empire actif de l&apos;autre jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <source>%1, keep your empire or decline it?</source>
        <translation>%1, garder votre empire ou le mettre en déclin ?</translation>
    </message>
    <message>
        <source>Your empire has no province and no pawn left. Expand keeps it as it is: it has nothing to do this turn.</source>
        <translation>Votre empire n&apos;a plus ni province ni pion. S&apos;étendre le garde tel quel : il n&apos;a rien à faire ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>Your older empire in decline then leaves the board (%n province(s)).</source>
        <translation>
            <numerusform>Votre ancien empire en déclin quitte alors le plateau (%n province).</numerusform>
            <numerusform>Votre ancien empire en déclin quitte alors le plateau (%n provinces).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>%1: valid (%2)</source>
        <translation>%1 : valide (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1 : %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the map folders or map packages (.vincimap) given as arguments, print every finding; exit code 0 when none has an error.</source>
        <translation>Vérifier les dossiers de carte ou paquets de carte (.vincimap) donnés en arguments, afficher chaque constat ; code de sortie 0 si aucun n&apos;a d&apos;erreur.</translation>
    </message>
    <message>
        <source>--validate needs at least one map folder or package, e.g. vinci-editor --validate maps/europe</source>
        <translation>--validate demande au moins un dossier ou paquet de carte, par ex. vinci-editor --validate maps/europe</translation>
    </message>
    <message>
        <source>%1: not a valid map package</source>
        <translation>%1 : paquet de carte non valide</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Vinci - The Rise and Fall of Civilizations</source>
        <translation>Vinci - Apogée et déclin des civilisations</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Vinci map editor: make a board from an SVG drawing, set what the rules need, check it.</source>
        <translation>Éditeur de cartes Vinci : créer un plateau à partir d&apos;un dessin SVG, régler ce dont les règles ont besoin, le vérifier.</translation>
    </message>
    <message>
        <source>The editor&apos;s language: en, fr or de (default: the system&apos;s).</source>
        <translation>La langue de l&apos;éditeur : en, fr ou de (par défaut : celle du système).</translation>
    </message>
    <message>
        <source>The language: en, fr or de (default: the one last chosen in the Language menu, else the system&apos;s; with --render-map, the map&apos;s names in it, default en).</source>
        <translation>La langue : en, fr ou de (par défaut : celle choisie en dernier dans le menu Langue, sinon celle du système ; avec --render-map, celle des noms de la carte, en par défaut).</translation>
    </message>
    <message>
        <source>A trial game for the map editor&apos;s Test Play (with --map): the player&apos;s settings are read but left as they are, and the game is autosaved apart from theirs.</source>
        <translation>Une partie d&apos;essai pour « Tester en jeu » de l&apos;éditeur de cartes (avec --map) : les réglages du joueur sont lus mais laissés tels quels, et la partie est sauvegardée automatiquement à part de la sienne.</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2).</source>
        <translation>%1 : lecture impossible (%2).</translation>
    </message>
    <message>
        <source>%1 was not opened: the interrupted game was resumed. It is in Game &gt; Open Recent.</source>
        <translation>%1 n&apos;a pas été ouvert : la partie interrompue a été reprise. Vous le trouverez dans Partie &gt; Ouvrir une partie récente.</translation>
    </message>
    <message>
        <source>A saved game to open, or a map package to install and start a new game on.</source>
        <translation>Une partie enregistrée à ouvrir, ou un paquet de carte à installer pour commencer une nouvelle partie dessus.</translation>
    </message>
    <message>
        <source>%1 was not opened: the interrupted game was resumed.</source>
        <translation>%1 n&apos;a pas été ouvert : la partie interrompue a été reprise.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>A map folder or a map package (.vincimap) to open (or to --validate).</source>
        <translation>Un dossier ou un paquet de carte (.vincimap) à ouvrir (ou à vérifier avec --validate).</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>Partie interrompue</translation>
    </message>
    <message>
        <source>%1 (interrupted)</source>
        <translation>%1 (interrompue)</translation>
    </message>
    <message>
        <source>Kept as “%1”, in Game &gt; Open Recent.</source>
        <translation>Gardée sous « %1 », dans Partie &gt; Ouvrir une partie récente.</translation>
    </message>
    <message>
        <source>Resumed where %1 was to act: moves made after that, before Vinci closed, were not saved.</source>
        <translation>Repris là où %1 devait jouer : les coups joués ensuite, avant la fermeture de Vinci, n&apos;ont pas été enregistrés.</translation>
    </message>
    <message>
        <source>With --import: the new map&apos;s folder, made by the import (its name is the map&apos;s id), e.g. maps/my-map. With --package: the package file to write, e.g. my-map.vincimap.</source>
        <translation>Avec --import : le dossier de la nouvelle carte, créé par l&apos;import (son nom est l&apos;identifiant de la carte), p. ex. maps/ma-carte. Avec --package : le fichier paquet à écrire, p. ex. ma-carte.vincimap.</translation>
    </message>
    <message>
        <source>%1 was not opened: the recovered map was opened instead.</source>
        <translation>%1 n&apos;a pas été ouverte : la carte récupérée a été ouverte à sa place.</translation>
    </message>
    <message>
        <source>Resumed as Vinci left it, in %1&apos;s turn: Undo takes its moves back as before.</source>
        <translation>Partie reprise telle que Vinci l&apos;a laissée, au tour de %1 : « Annuler le coup » reprend ses coups comme avant.</translation>
    </message>
    <message>
        <source>Resumed at the start of %1&apos;s turn.</source>
        <translation>Partie reprise au début du tour de %1.</translation>
    </message>
</context>
<context>
    <name>vinci::AboutDialog</name>
    <message>
        <source>About Vinci</source>
        <translation>À propos de Vinci</translation>
    </message>
    <message>
        <source>The Rise and Fall of Civilizations</source>
        <translation>Apogée et déclin des civilisations</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vinci&lt;/b&gt; is a board game by Philippe Keyaerts, published in 1999 by Jeux Descartes.</source>
        <translation>&lt;b&gt;Vinci&lt;/b&gt; est un jeu de plateau de Philippe Keyaerts, publié en 1999 par Jeux Descartes.</translation>
    </message>
    <message>
        <source>This program is an unofficial fan implementation for playing it on a computer. It is not affiliated with or endorsed by the author or the publishers. Its rules follow the 1999 rulebook in French, English and German and the designer&apos;s errata.</source>
        <translation>Ce programme est une adaptation non officielle, faite par des amateurs du jeu, pour y jouer sur ordinateur. Il n&apos;est ni lié à l&apos;auteur ni aux éditeurs, ni approuvé par eux. Ses règles suivent le livret de 1999 en français, en anglais et en allemand, ainsi que les errata de l&apos;auteur.</translation>
    </message>
    <message>
        <source>The Europe map is drawn from &lt;a href=&quot;https://www.naturalearthdata.com&quot;&gt;Natural Earth&lt;/a&gt; data (public domain). Its provinces, the tile and symbol art and the icons are original work of this project.</source>
        <translation>La carte de l&apos;Europe est dessinée d&apos;après les données &lt;a href=&quot;https://www.naturalearthdata.com&quot;&gt;Natural Earth&lt;/a&gt; (domaine public). Ses provinces, les dessins des cartes et des symboles et les icônes sont des créations originales de ce projet.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</source>
        <translation>Construit avec Qt %1 (GNU LGPL version 3) et Boost (Boost Software License 1.0).</translation>
    </message>
</context>
<context>
    <name>vinci::AdjacencyDock</name>
    <message>
        <source>Automatic adjacency</source>
        <translation>Adjacence</translation>
    </message>
    <message>
        <source>Gaps and overlaps up to this wide, in SVG units, still count as a shared border (hand-drawn maps).</source>
        <translation>Les écarts et chevauchements jusqu&apos;à cette largeur, en unités SVG, comptent encore comme une frontière commune (cartes dessinées à la main).</translation>
    </message>
    <message>
        <source>A contact shorter than this is a corner-only touch, listed for you to decide. Auto: three times the tolerance.</source>
        <translation>Un contact plus court n&apos;est qu&apos;un contact par un coin, listé pour que vous décidiez. Auto : trois fois la tolérance.</translation>
    </message>
    <message>
        <source>Provinces facing each other across at most this much water get a shared-coast proposal.</source>
        <translation>Les provinces qui se font face de part et d&apos;autre d&apos;au plus cette largeur d&apos;eau reçoivent une proposition de côte commune.</translation>
    </message>
    <message>
        <source>Find links</source>
        <translation>Chercher les liens</translation>
    </message>
    <message>
        <source>Accept checked</source>
        <translation>Accepter les cochés</translation>
    </message>
    <message>
        <source>Reject checked</source>
        <translation>Rejeter les cochés</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposition</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Tolérance</translation>
    </message>
    <message>
        <source>Minimum border</source>
        <translation>Frontière minimale</translation>
    </message>
    <message>
        <source>Coast across water</source>
        <translation>Écart côtier</translation>
    </message>
    <message>
        <source>The map&apos;s shapes changed: find links again.</source>
        <translation>Les formes de la carte ont changé : cherchez à nouveau les liens.</translation>
    </message>
    <message>
        <source>(%1 ms)</source>
        <translation>(%1 ms)</translation>
    </message>
    <message>
        <source>Find links proposes borders, coasts and sea links from the shapes. Links you set by hand are never changed.</source>
        <translation>« Chercher les liens » propose des frontières, des côtes et des liens maritimes d&apos;après les formes. Les liens que vous avez fixés à la main ne sont jamais modifiés.</translation>
    </message>
    <message>
        <source>New links</source>
        <translation>Nouveaux liens</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Changement de type</translation>
    </message>
    <message>
        <source>No longer found</source>
        <translation>Plus trouvés</translation>
    </message>
    <message>
        <source>remove the %1</source>
        <translation>à supprimer : %1</translation>
    </message>
    <message>
        <source>Corner-only touches: link them?</source>
        <translation>Contacts par un coin : les relier ?</translation>
    </message>
    <message>
        <source>Overlaps</source>
        <translation>Chevauchements</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formes</translation>
    </message>
    <message>
        <source>Set by hand, kept as they are</source>
        <translation>Fixés à la main, gardés tels quels</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>fixé à la main</translation>
    </message>
    <message numerus="yes">
        <source>drawn over each other (%n square unit(s))</source>
        <translation>
            <numerusform>dessinées l&apos;une sur l&apos;autre (%n unité carrée)</numerusform>
            <numerusform>dessinées l&apos;une sur l&apos;autre (%n unités carrées)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2; %3.</source>
        <translation>%1 ; %2 ; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) confirmed by the shapes</source>
        <translation>
            <numerusform>%n lien confirmé par les formes</numerusform>
            <numerusform>%n liens confirmés par les formes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proposed change(s)</source>
        <translation>
            <numerusform>%n modification proposée</numerusform>
            <numerusform>%n modifications proposées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corner touch(es) to decide</source>
        <translation>
            <numerusform>%n contact par un coin à trancher</numerusform>
            <numerusform>%n contacts par un coin à trancher</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Forget rejections</source>
        <translation>Oublier les rejets</translation>
    </message>
    <message>
        <source>Finding links… %p%</source>
        <translation>Recherche des liens… %p %</translation>
    </message>
    <message>
        <source>Stop the search; the map stays as it is.</source>
        <translation>Arrêter la recherche ; la carte reste telle quelle.</translation>
    </message>
    <message>
        <source>Propose again the links you removed or rejected.</source>
        <translation>Proposer à nouveau les liens que vous avez supprimés ou rejetés.</translation>
    </message>
    <message>
        <source>Finding links from the shapes…</source>
        <translation>Recherche des liens d’après les formes…</translation>
    </message>
    <message>
        <source>The search was cancelled; the map is as it was.</source>
        <translation>La recherche a été annulée ; la carte est restée telle quelle.</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected, not proposed again.</source>
        <translation>
            <numerusform>%n rejeté, plus proposé.</numerusform>
            <numerusform>%n rejetés, plus proposés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejetés</translation>
    </message>
    <message>
        <source>You removed these links or turned them down: Find links does not propose them again. Check one and accept it to link them after all.</source>
        <translation>Vous avez supprimé ou refusé ces liens : « Chercher les liens » ne les propose plus. Cochez-en un et acceptez-le pour les relier malgré tout.</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>rejeté : %1</translation>
    </message>
    <message>
        <source>%1 (%2 – %3): rejected. Check it and accept to link them after all.</source>
        <translation>%1 (%2 – %3) : rejeté. Cochez-le et acceptez pour les relier malgré tout.</translation>
    </message>
    <message numerus="yes">
        <source>%1 across %n unit(s) of water</source>
        <translation>
            <numerusform>%1, %n unité d&apos;eau entre elles</numerusform>
            <numerusform>%1, %n unités d&apos;eau entre elles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n unit(s) long</source>
        <translation>
            <numerusform>%1, %n unité de long</numerusform>
            <numerusform>%1, %n unités de long</numerusform>
        </translation>
    </message>
    <message>
        <source>meet in a corner: check to link them (%1)</source>
        <translation>se touchent par un coin : cochez pour les relier (%1)</translation>
    </message>
</context>
<context>
    <name>vinci::AdjacencyProposals</name>
    <message numerus="yes">
        <source>Reject %n proposal(s)</source>
        <translation>
            <numerusform>Rejeter %n proposition</numerusform>
            <numerusform>Rejeter %n propositions</numerusform>
        </translation>
    </message>
    <message>
        <source>Reject linking %1 and %2</source>
        <translation>Refuser de relier %1 et %2</translation>
    </message>
</context>
<context>
    <name>vinci::AreaInspector</name>
    <message>
        <source>Mine (pickaxe)</source>
        <translation>Mine (pioche)</translation>
    </message>
    <message>
        <source>Port (anchor)</source>
        <translation>Port (ancre)</translation>
    </message>
    <message>
        <source>On the board edge</source>
        <translation>Au bord du plateau</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Liens</translation>
    </message>
    <message>
        <source>Unlink</source>
        <translation>Supprimer le lien</translation>
    </message>
    <message>
        <source>The area&apos;s id in map.json and in the SVG: lower-case letters, digits and dashes. Renaming changes both files.</source>
        <translation>L&apos;identifiant de la zone dans map.json et dans le SVG : minuscules, chiffres et tirets. Le renommer modifie les deux fichiers.</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Sea zone</source>
        <translation>Zone de mer</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(mixte)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message numerus="yes">
        <source>%n areas selected</source>
        <translation>
            <numerusform>%n zone sélectionnée</numerusform>
            <numerusform>%n zones sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>(one id per area)</source>
        <translation>(un identifiant par zone)</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(manquant)</translation>
    </message>
    <message>
        <source>(several values)</source>
        <translation>(plusieurs valeurs)</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>fixé à la main</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Double-click to select %1</source>
        <translation>Double-cliquez pour sélectionner %1</translation>
    </message>
    <message>
        <source>Links (%1)</source>
        <translation>Liens (%1)</translation>
    </message>
    <message>
        <source>A sea zone has no terrain, mine or port.</source>
        <translation>Une zone de mer n&apos;a ni terrain, ni mine, ni port.</translation>
    </message>
    <message>
        <source>Sea zones have no terrain, mines or ports.</source>
        <translation>Les zones de mer n&apos;ont ni terrain, ni mines, ni ports.</translation>
    </message>
    <message numerus="yes">
        <source>Terrain, mine and port: the %n province(s) selected only.</source>
        <translation>
            <numerusform>Terrain, mine et port : pour la province sélectionnée seulement.</numerusform>
            <numerusform>Terrain, mine et port : pour les %n provinces sélectionnées seulement.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the English name of %1</source>
        <translation>Définir le nom anglais de %1</translation>
    </message>
    <message>
        <source>Set the French name of %1</source>
        <translation>Définir le nom français de %1</translation>
    </message>
    <message>
        <source>Set the German name of %1</source>
        <translation>Définir le nom allemand de %1</translation>
    </message>
    <message numerus="yes">
        <source>Set the English name of %n areas</source>
        <translation>
            <numerusform>Définir le nom anglais de %n zone</numerusform>
            <numerusform>Définir le nom anglais de %n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the French name of %n areas</source>
        <translation>
            <numerusform>Définir le nom français de %n zone</numerusform>
            <numerusform>Définir le nom français de %n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the German name of %n areas</source>
        <translation>
            <numerusform>Définir le nom allemand de %n zone</numerusform>
            <numerusform>Définir le nom allemand de %n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the mine of %1</source>
        <translation>
            <numerusform>Retirer la mine de %1</numerusform>
            <numerusform>Retirer les mines de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the mines of %n provinces</source>
        <translation>
            <numerusform>Retirer la mine de %n province</numerusform>
            <numerusform>Retirer les mines de %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a mine to %1</source>
        <translation>
            <numerusform>Ajouter une mine à %1</numerusform>
            <numerusform>Ajouter une mine à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a mine to %n provinces</source>
        <translation>
            <numerusform>Ajouter une mine à %n province</numerusform>
            <numerusform>Ajouter une mine à %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the port of %1</source>
        <translation>
            <numerusform>Retirer le port de %1</numerusform>
            <numerusform>Retirer les ports de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the ports of %n provinces</source>
        <translation>
            <numerusform>Retirer le port de %n province</numerusform>
            <numerusform>Retirer les ports de %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a port to %1</source>
        <translation>
            <numerusform>Ajouter un port à %1</numerusform>
            <numerusform>Ajouter un port à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add a port to %n provinces</source>
        <translation>
            <numerusform>Ajouter un port à %n province</numerusform>
            <numerusform>Ajouter un port à %n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %1 off the board edge</source>
        <translation>
            <numerusform>Retirer %1 du bord du plateau</numerusform>
            <numerusform>Retirer %1 du bord du plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n area(s) off the board edge</source>
        <translation>
            <numerusform>Retirer %n zone du bord du plateau</numerusform>
            <numerusform>Retirer %n zones du bord du plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %1 on the board edge</source>
        <translation>
            <numerusform>Placer %1 au bord du plateau</numerusform>
            <numerusform>Placer %1 au bord du plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n area(s) on the board edge</source>
        <translation>
            <numerusform>Placer %n zone au bord du plateau</numerusform>
            <numerusform>Placer %n zones au bord du plateau</numerusform>
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
        <translation>Modifications récupérées</translation>
    </message>
</context>
<context>
    <name>vinci::ButtonAction</name>
    <message>
        <source>Key: %1</source>
        <translation>Touche : %1</translation>
    </message>
</context>
<context>
    <name>vinci::CatchUpBar</name>
    <message>
        <source>Round %1 · %2 · %3 of %4</source>
        <extracomment>The catch-up of missed turns: &quot;Round 3 · Bruno · 4 of 12&quot; (the action shown of all)</extracomment>
        <translation>Tour de table %1 · %2 · %3 sur %4</translation>
    </message>
    <message>
        <source>Showing the turns you missed — Space to skip</source>
        <translation>Les tours que vous avez manqués — Espace pour passer</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Skip to your turn (Space or Escape)</source>
        <translation>Passer directement à votre tour (Espace ou Échap)</translation>
    </message>
    <message>
        <source>Skip to your turn</source>
        <translation>Passer directement à votre tour</translation>
    </message>
</context>
<context>
    <name>vinci::CivilizationTrackPanel</name>
    <message>
        <source>Civilizations</source>
        <translation>Peuples</translation>
    </message>
    <message>
        <source>There is no civilization in that place.</source>
        <translation>Il n&apos;y a pas de peuple à cette place.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>A civilization is chosen at the start of the game and after a decline.</source>
        <translation>On choisit un peuple au début de la partie et après un déclin.</translation>
    </message>
    <message>
        <source>Another player is choosing.</source>
        <translation>Un autre joueur choisit.</translation>
    </message>
    <message>
        <source>Passing over a civilization costs %1 and leaves a coin worth %2 on it.</source>
        <translation>Passer un peuple coûte %1 et laisse dessus un jeton qui vaut %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
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
        <translation>Peuple %1</translation>
    </message>
</context>
<context>
    <name>vinci::ContinueDialog</name>
    <message>
        <source>Continue from Here</source>
        <translation>Continuer d&apos;ici</translation>
    </message>
    <message>
        <source>A new game goes on from this moment (%1), the same up to here. Who plays each seat from now on? A virtual player stays one.</source>
        <translation>Une nouvelle partie continue à partir de ce moment (%1), identique jusqu&apos;ici. Qui joue chaque place désormais ? Un joueur fictif le reste.</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Jouer la suite</translation>
    </message>
    <message>
        <source>A virtual player plays by the rulebook&apos;s rules, which made this game: it stays one.</source>
        <translation>Un joueur fictif joue selon les règles du livret, qui ont fait cette partie : il le reste.</translation>
    </message>
</context>
<context>
    <name>vinci::EditorGuide</name>
    <message>
        <source>Vinci Map Editor Guide</source>
        <translation>Guide de l&apos;éditeur de cartes Vinci</translation>
    </message>
    <message>
        <source>&lt;b&gt;File ▸ New Map from SVG…&lt;/b&gt; reads a drawing: every closed, filled shape becomes a province or a sea zone (a blue fill or a word such as “sea” in its name makes it a sea zone). The report lists what became what.</source>
        <translation>&lt;b&gt;Fichier ▸ Nouvelle carte depuis un SVG…&lt;/b&gt; lit un dessin : chaque forme fermée et remplie devient une province ou une zone de mer (un remplissage bleu ou un mot comme « mer » dans son nom en fait une zone de mer). Le rapport dit ce que devient chaque forme.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-click&lt;/b&gt; an area to make it a province or a sea zone, or to keep it as decoration (&lt;b&gt;Not an area&lt;/b&gt;).</source>
        <translation>Un &lt;b&gt;clic droit&lt;/b&gt; sur une zone en fait une province ou une zone de mer, ou la garde comme décor (&lt;b&gt;Pas une zone&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>Click, Ctrl+click, drag</source>
        <translation>Clic, Ctrl+clic, tirer</translation>
    </message>
    <message>
        <source>select areas; a click on a line selects the link</source>
        <translation>sélectionner des zones ; un clic sur une ligne sélectionne le lien</translation>
    </message>
    <message>
        <source>L, then drag from area to area</source>
        <translation>L, puis tirer d&apos;une zone à l&apos;autre</translation>
    </message>
    <message>
        <source>link them by hand (S: back to selecting)</source>
        <translation>les lier à la main (S : retour à la sélection)</translation>
    </message>
    <message>
        <source>P, W, 1–8</source>
        <translation>P, W, 1–8</translation>
    </message>
    <message>
        <source>Wheel, +, -, 0</source>
        <translation>Molette, +, -, 0</translation>
    </message>
    <message>
        <source>zoom at the pointer, in, out, fit</source>
        <translation>zoomer sous le pointeur, avant, arrière, carte entière</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Bouton du milieu ou Espace+tirer</translation>
    </message>
    <message>
        <source>pan</source>
        <translation>déplacer la vue</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Suppr</translation>
    </message>
    <message>
        <source>delete the selected link</source>
        <translation>supprimer le lien sélectionné</translation>
    </message>
    <message>
        <source>undo, redo (every edit, see History)</source>
        <translation>annuler, rétablir (chaque modification, voir Historique)</translation>
    </message>
    <message>
        <source>From a drawing to a map</source>
        <translation>D&apos;un dessin à une carte</translation>
    </message>
    <message>
        <source>Mouse and keys</source>
        <translation>Souris et touches</translation>
    </message>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Éditeur de cartes Vinci</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Makes boards for Vinci from SVG drawings: provinces, sea zones, links and the rule tables, checked as the game checks them.</source>
        <translation>Fait des plateaux pour Vinci à partir de dessins SVG : provinces, zones de mer, liens et tableaux des règles, vérifiés comme le jeu les vérifie.</translation>
    </message>
    <message>
        <source>An unofficial fan project, not affiliated with or endorsed by the author or the publishers of the board game.</source>
        <translation>Un projet de fans non officiel, sans lien avec l&apos;auteur ni les éditeurs du jeu de plateau, ni approuvé par eux.</translation>
    </message>
    <message>
        <source>Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software License 1.0).</source>
        <translation>Construit avec Qt %1 (GNU LGPL version 3) et Boost (Boost Software License 1.0).</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>drop the link being drawn; then select nothing</source>
        <translation>abandonner la liaison en cours de tracé ; puis tout désélectionner</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Z, Ctrl+Maj+Z ou Ctrl+Y</translation>
    </message>
    <message>
        <source>%1 proposes the links the shapes show: check or uncheck them, then &lt;b&gt;Accept checked&lt;/b&gt;. Links you draw or change yourself are never changed by a later &lt;b&gt;Find links&lt;/b&gt;.</source>
        <translation>%1 propose les liens que montrent les formes : cochez-les ou décochez-les, puis &lt;b&gt;Accepter les cochés&lt;/b&gt;. Les liens que vous tracez ou modifiez vous-même ne sont jamais changés par un nouveau &lt;b&gt;Chercher les liens&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1: select provinces (click, Ctrl+click, drag a rectangle) and set their terrain, mine, port, board edge and names in three languages.</source>
        <translation>%1 : sélectionnez des provinces (clic, Ctrl+clic, rectangle tiré) et donnez-leur terrain, mine, port, bord du plateau et noms en trois langues.</translation>
    </message>
    <message>
        <source>%1: the player counts the map supports, the extra pawns of a new civilization and the victory points or rounds.</source>
        <translation>%1 : les nombres de joueurs de la carte, les pions supplémentaires d&apos;un nouveau peuple et les points de victoire ou les tours de table.</translation>
    </message>
    <message>
        <source>%1 is the game&apos;s own check of the map: when it lists no error, &lt;b&gt;File ▸ Save As…&lt;/b&gt; writes the map folder (its name is the map&apos;s id) and &lt;b&gt;Test Play&lt;/b&gt; (F5) starts the game on it.</source>
        <translation>%1 est la vérification de la carte par le jeu lui-même : quand il ne liste aucune erreur, &lt;b&gt;Fichier ▸ Enregistrer sous…&lt;/b&gt; écrit le dossier de la carte (son nom est l&apos;identifiant de la carte) et &lt;b&gt;Tester en jeu&lt;/b&gt; (F5) lance le jeu sur elle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;File ▸ Export Map Package…&lt;/b&gt; makes one &lt;i&gt;.vincimap&lt;/i&gt; file holding the map, its drawing and a preview: send it to a friend, whose game installs it when they open it. Fill in &lt;b&gt;Author&lt;/b&gt; and &lt;b&gt;Licence&lt;/b&gt; on the map&apos;s page of the %1 panel first.</source>
        <translation>&lt;b&gt;Fichier ▸ Exporter un paquet de carte…&lt;/b&gt; crée un seul fichier &lt;i&gt;.vincimap&lt;/i&gt; qui contient la carte, son dessin et un aperçu : envoyez-le à un ami, dont le jeu l&apos;installe à l&apos;ouverture. Remplissez d&apos;abord &lt;b&gt;Auteur&lt;/b&gt; et &lt;b&gt;Licence&lt;/b&gt; sur la page de la carte du panneau %1.</translation>
    </message>
    <message>
        <source>The panels beside the map are named by their titles: on a narrow window they share a side as tabs; View shows or hides each.</source>
        <translation>Les panneaux à côté de la carte sont nommés par leur titre : dans une fenêtre étroite, ils partagent un côté en onglets ; Affichage montre ou cache chacun d&apos;eux.</translation>
    </message>
    <message>
        <source>Links on the map: red a land border, teal a shared coast, blue a sea link (a short mark across the province&apos;s coast facing that sea zone); solid set by hand, dashed automatic, dotted with hollow ends proposed (not links until accepted).</source>
        <translation>Liens sur la carte : rouge une frontière terrestre, bleu-vert une côte commune, bleu un lien maritime (un court trait en travers de la côte de la province qui fait face à cette zone de mer) ; plein posé à la main, tirets automatique, pointillés aux bouts creux proposé (pas encore un lien avant d&apos;être accepté).</translation>
    </message>
    <message>
        <source>Ctrl+A</source>
        <translation>Ctrl+A</translation>
    </message>
    <message>
        <source>select every area</source>
        <translation>sélectionner toutes les zones</translation>
    </message>
    <message>
        <source>make the selection provinces, sea zones; set a terrain (S, L, P, W and 1–8 act while the map has the keyboard: click it first)</source>
        <translation>faire de la sélection des provinces, des zones maritimes ; choisir un terrain (S, L, P, W et 1–8 agissent quand la carte a le clavier : cliquez d&apos;abord dessus)</translation>
    </message>
</context>
<context>
    <name>vinci::EditorWindow</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Sélectionner</translation>
    </message>
    <message>
        <source>Select areas and links (S): click, Ctrl+click, drag a rectangle</source>
        <translation>Sélectionner des zones et des liens (S) : clic, Ctrl+clic, tracer un rectangle</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>&amp;Relier</translation>
    </message>
    <message>
        <source>Link two areas (L): drag from one to the other</source>
        <translation>Relier deux zones (L) : faire glisser de l&apos;une à l&apos;autre</translation>
    </message>
    <message>
        <source>Drag from one area to another to link them.</source>
        <translation>Faites glisser d&apos;une zone à une autre pour les relier.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Map from SVG…</source>
        <translation>&amp;Nouvelle carte depuis un SVG…</translation>
    </message>
    <message>
        <source>&amp;Open Map…</source>
        <translation>&amp;Ouvrir une carte…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir une carte &amp;récente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Replace Art from SVG…</source>
        <translation>Remplacer le dessin depuis un SVG…</translation>
    </message>
    <message>
        <source>&amp;Test Play</source>
        <translation>&amp;Tester en jeu</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>Select &amp;All Areas</source>
        <translation>Sélectionner &amp;toutes les zones</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Désélectionner tout</translation>
    </message>
    <message>
        <source>&amp;Delete Link</source>
        <translation>&amp;Supprimer le lien</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>A&amp;juster la carte</translation>
    </message>
    <message>
        <source>Show &amp;Links</source>
        <translation>Afficher les &amp;liens</translation>
    </message>
    <message>
        <source>Show &amp;Names</source>
        <translation>Afficher les &amp;noms</translation>
    </message>
    <message>
        <source>Names &amp;In</source>
        <translation>Lan&amp;gue des noms</translation>
    </message>
    <message>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Find Links from Shapes</source>
        <translation>&amp;Chercher les liens d&apos;après les formes</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Map valid</source>
        <translation>Carte valide</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Ouvrir une carte</translation>
    </message>
    <message>
        <source>The map cannot be opened:
%1</source>
        <translation>La carte ne peut pas être ouverte :
%1</translation>
    </message>
    <message>
        <source>New Map from SVG</source>
        <translation>Nouvelle carte depuis un SVG</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1 : impossible de lire le fichier : %2</translation>
    </message>
    <message>
        <source>The drawing cannot be imported:
%1</source>
        <translation>Le dessin ne peut pas être importé :
%1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Enregistrer la carte</translation>
    </message>
    <message>
        <source>“%1” cannot be a map folder: its name is the map&apos;s id, made of lower-case letters a-z, digits and dashes.</source>
        <translation>« %1 » ne peut pas être un dossier de carte : son nom est l&apos;identifiant de la carte, fait de minuscules a-z, de chiffres et de tirets.</translation>
    </message>
    <message>
        <source>Set map id to its folder&apos;s name</source>
        <translation>Prendre le nom du dossier comme identifiant de la carte</translation>
    </message>
    <message numerus="yes">
        <source>The map has %n error(s) (see Issues). The game will not load it until they are fixed. Save it anyway?</source>
        <translation>
            <numerusform>La carte a %n erreur (voir Problèmes). Le jeu ne la chargera pas tant qu&apos;elle ne sera pas corrigée. L&apos;enregistrer quand même ?</numerusform>
            <numerusform>La carte a %n erreurs (voir Problèmes). Le jeu ne la chargera pas tant qu&apos;elles ne seront pas corrigées. L&apos;enregistrer quand même ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The map was not saved:
%1

Your edits are still here.</source>
        <translation>La carte n&apos;a pas été enregistrée :
%1

Vos modifications sont toujours là.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Carte enregistrée dans %1</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>Enregistrer la carte sous</translation>
    </message>
    <message>
        <source>%1 already holds a map. Replace it?</source>
        <translation>%1 contient déjà une carte. La remplacer ?</translation>
    </message>
    <message>
        <source>Vinci Map Editor</source>
        <translation>Éditeur de cartes Vinci</translation>
    </message>
    <message>
        <source>“%1” has unsaved edits. Save them?</source>
        <translation>« %1 » a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Replace Art from SVG</source>
        <translation>Remplacer le dessin depuis un SVG</translation>
    </message>
    <message>
        <source>Replace Art</source>
        <translation>Remplacer le dessin</translation>
    </message>
    <message>
        <source>The art was not replaced:
%1</source>
        <translation>Le dessin n&apos;a pas été remplacé :
%1</translation>
    </message>
    <message>
        <source>Replace art</source>
        <translation>Remplacer le dessin</translation>
    </message>
    <message>
        <source>Test Play</source>
        <translation>Tester en jeu</translation>
    </message>
    <message>
        <source>The game refuses a map with errors. Fix the errors listed under Issues first.</source>
        <translation>Le jeu refuse une carte qui a des erreurs. Corrigez d&apos;abord les erreurs listées dans Problèmes.</translation>
    </message>
    <message>
        <source>The game is starting on this map.</source>
        <translation>Le jeu démarre sur cette carte.</translation>
    </message>
    <message>
        <source>an unnamed map</source>
        <translation>une carte sans nom</translation>
    </message>
    <message>
        <source>Recover Map</source>
        <translation>Récupérer la carte</translation>
    </message>
    <message>
        <source>The map editor did not close properly. Unsaved edits of %1 were autosaved on %2. Recover them?</source>
        <translation>L&apos;éditeur de cartes ne s&apos;est pas fermé correctement. Les modifications non enregistrées (%1) ont été sauvegardées automatiquement le %2. Les récupérer ?</translation>
    </message>
    <message>
        <source>&amp;Area</source>
        <translation>&amp;Zone</translation>
    </message>
    <message>
        <source>Make &amp;Provinces</source>
        <translation>En &amp;provinces</translation>
    </message>
    <message>
        <source>Make Sea &amp;Zones</source>
        <translation>En zones de &amp;mer</translation>
    </message>
    <message>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <source>Finding links… %p%</source>
        <translation>Recherche des liens… %p %</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Editor &amp;Guide</source>
        <translation>&amp;Guide de l&apos;éditeur</translation>
    </message>
    <message>
        <source>&amp;About Vinci Map Editor</source>
        <translation>À &amp;propos de l&apos;éditeur de cartes Vinci</translation>
    </message>
    <message>
        <source>About Vinci Map Editor</source>
        <translation>À propos de l&apos;éditeur de cartes Vinci</translation>
    </message>
    <message>
        <source>&amp;Export Map Package…</source>
        <translation>E&amp;xporter un paquet de carte…</translation>
    </message>
    <message>
        <source>Vinci maps (map.json *.vincimap)</source>
        <translation>Cartes Vinci (map.json *.vincimap)</translation>
    </message>
    <message>
        <source>The map package cannot be opened:
%1</source>
        <translation>Le paquet de carte ne peut pas être ouvert :
%1</translation>
    </message>
    <message>
        <source>Opened %1; Save puts the map in a folder you choose.</source>
        <translation>%1 ouvert ; Enregistrer place la carte dans un dossier de votre choix.</translation>
    </message>
    <message>
        <source>Export Map Package</source>
        <translation>Exporter un paquet de carte</translation>
    </message>
    <message numerus="yes">
        <source>The map has %n error(s); the game would refuse it. Fix them first (they are listed under Issues):</source>
        <translation>
            <numerusform>La carte a %n erreur ; le jeu la refuserait. Corrigez-la d&apos;abord (elle figure sous Problèmes) :</numerusform>
            <numerusform>La carte a %n erreurs ; le jeu la refuserait. Corrigez-les d&apos;abord (elles figurent sous Problèmes) :</numerusform>
        </translation>
    </message>
    <message>
        <source>The map package was not written:
%1</source>
        <translation>Le paquet de carte n&apos;a pas été écrit :
%1</translation>
    </message>
    <message>
        <source>Vinci map packages (*.vincimap)</source>
        <translation>Paquets de carte Vinci (*.vincimap)</translation>
    </message>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;vide&gt;</translation>
    </message>
    <message>
        <source>“%1” has unsaved edits. Save the map before exporting?</source>
        <translation>« %1 » a des modifications non enregistrées. Enregistrer la carte avant de l’exporter ?</translation>
    </message>
    <message>
        <source>The package holds the map with its edits either way; without saving, the map&apos;s folder keeps the version saved last.</source>
        <translation>Le paquet contient la carte avec ses modifications dans les deux cas ; sans enregistrer, le dossier de la carte garde la dernière version enregistrée.</translation>
    </message>
    <message>
        <source>Export &amp;Without Saving</source>
        <translation>Exporter &amp;sans enregistrer</translation>
    </message>
    <message>
        <source>Text Si&amp;ze</source>
        <translation>Taille du &amp;texte</translation>
    </message>
    <message>
        <source>Recovered. Undo goes back to the map as last saved.</source>
        <translation>Récupérée. Annuler revient à la carte telle qu&apos;enregistrée la dernière fois.</translation>
    </message>
    <message>
        <source>Recovered. The map was never saved: its history was not kept.</source>
        <translation>Récupérée. La carte n&apos;a jamais été enregistrée : son historique n&apos;a pas été conservé.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>Keeps the copy: it is offered again the next time the map editor starts.</source>
        <translation>Garde la copie : elle sera proposée à nouveau au prochain démarrage de l&apos;éditeur de cartes.</translation>
    </message>
    <message>
        <source>&amp;Discard the Copy</source>
        <translation>&amp;Supprimer la copie</translation>
    </message>
    <message>
        <source>The map editor was closed before the edits of %1 were saved. They were autosaved on %2. Recover them?</source>
        <translation>L&apos;éditeur de cartes a été fermé avant l&apos;enregistrement des modifications (%1). Elles ont été sauvegardées automatiquement le %2. Les récupérer ?</translation>
    </message>
    <message>
        <source>Map package written: %1</source>
        <translation>Paquet de carte écrit : %1</translation>
    </message>
    <message>
        <source>The map package is written:
%1</source>
        <translation>Le paquet de carte est écrit :
%1</translation>
    </message>
    <message>
        <source>Players open it in the game with Game ▸ Open…, or drop it on the game&apos;s window.</source>
        <translation>Les joueurs l’ouvrent dans le jeu par Partie ▸ Ouvrir…, ou en le déposant sur la fenêtre du jeu.</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Afficher dans le &amp;dossier</translation>
    </message>
    <message>
        <source>No file manager could show %1.</source>
        <translation>Aucun gestionnaire de fichiers n’a pu afficher %1.</translation>
    </message>
    <message>
        <source>Folder (the map&apos;s id):</source>
        <translation>Dossier (identifiant de la carte) :</translation>
    </message>
    <message>
        <source>Export</source>
        <comment>the title of a message about an export</comment>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Package (one file to share):</source>
        <translation>Paquet (un fichier à partager) :</translation>
    </message>
    <message>
        <source>%1: done. Undo (%2) takes it back.</source>
        <translation>%1 : fait. Annuler (%2) le reprend.</translation>
    </message>
    <message>
        <source>The map has no author: players who get the package will not know who made it. Fill it in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>La carte n&apos;a pas d&apos;auteur : les joueurs qui recevront le paquet ne sauront pas qui l&apos;a faite. Renseignez-le sur la page de la carte de l&apos;inspecteur (rien de sélectionné).</translation>
    </message>
    <message>
        <source>The map has no licence: players who get the package will not know whether they may share it. Fill it in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>La carte n&apos;a pas de licence : les joueurs qui recevront le paquet ne sauront pas s&apos;ils peuvent le partager. Renseignez-la sur la page de la carte de l&apos;inspecteur (rien de sélectionné).</translation>
    </message>
    <message>
        <source>The map has no author and no licence: players who get the package will not know who made it or whether they may share it. Fill them in on the map&apos;s page of the inspector (nothing selected).</source>
        <translation>La carte n&apos;a ni auteur ni licence : les joueurs qui recevront le paquet ne sauront ni qui l&apos;a faite ni s&apos;ils peuvent le partager. Renseignez-les sur la page de la carte de l&apos;inspecteur (rien de sélectionné).</translation>
    </message>
    <message>
        <source>Export it anyway?</source>
        <translation>L&apos;exporter quand même ?</translation>
    </message>
    <message>
        <source>Show &amp;Terrain</source>
        <translation>Afficher le &amp;terrain</translation>
    </message>
    <message>
        <source>Saved %1. The map&apos;s id is now “%2”, its folder&apos;s name (it was “%3”).</source>
        <translation>Carte enregistrée dans %1. Son identifiant est maintenant « %2 », le nom de son dossier (c&apos;était « %3 »).</translation>
    </message>
</context>
<context>
    <name>vinci::EndOfGameDialog</name>
    <message numerus="yes">
        <source>%1 wins with %n victory point(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n point de victoire !</numerusform>
            <numerusform>%1 gagne avec %n points de victoire !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 share the victory with %n victory point(s)!</source>
        <translation>
            <numerusform>%1 et %2 se partagent la victoire avec %n point de victoire !</numerusform>
            <numerusform>%1 et %2 se partagent la victoire avec %n points de victoire !</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Civilizations</source>
        <translation>Peuples</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1 (ex æquo)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s); the target was %1.</source>
        <translation>
            <numerusform>Après %n tour de table ; l&apos;objectif était de %1.</numerusform>
            <numerusform>Après %n tours de table ; l&apos;objectif était de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>Conseils : %1</translation>
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
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Save Table as CSV</source>
        <translation>Enregistrer le tableau en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Save Chart as PNG...</source>
        <translation>Enregistrer le graphique en PNG...</translation>
    </message>
    <message>
        <source>Save Table as CSV...</source>
        <translation>Enregistrer le tableau en CSV...</translation>
    </message>
    <message>
        <source>Watch Again</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Watch this game again from its start, action by action</source>
        <translation>Revoir cette partie depuis le début, action par action</translation>
    </message>
    <message numerus="yes">
        <source>After the %n round(s) set for this game.</source>
        <translation>
            <numerusform>Après le %n tour de table prévu pour cette partie.</numerusform>
            <numerusform>Après les %n tours de table prévus pour cette partie.</numerusform>
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
        <translation>points</translation>
    </message>
    <message>
        <source>statistics</source>
        <comment>a file name&apos;s part: the statistics table</comment>
        <translation>statistiques</translation>
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
        <translation>Une partie a besoin de joueurs.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n&apos;y a pas de partie à enregistrer.</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: the computer plays it.</source>
        <translation>%1 a la main : c&apos;est l&apos;ordinateur qui joue ce tour.</translation>
    </message>
    <message>
        <source>No game is being watched.</source>
        <translation>Aucune partie n&apos;est en cours de visionnage.</translation>
    </message>
    <message numerus="yes">
        <source>The game goes on with its %n player(s).</source>
        <translation>
            <numerusform>La partie continue avec %n joueur.</numerusform>
            <numerusform>La partie continue avec %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a virtual player in this game and stays one; the others may be played by anyone.</source>
        <translation>%1 est un joueur fictif dans cette partie et le reste ; les autres places peuvent être jouées par n&apos;importe qui.</translation>
    </message>
    <message>
        <source>A game being watched is not saved: Continue from Here plays it on as a new game.</source>
        <translation>Une partie que l&apos;on regarde n&apos;est pas enregistrée : « Continuer d&apos;ici » la poursuit en nouvelle partie.</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Visionnage — rien ne peut être joué.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>A recorded game is being watched.</source>
        <translation>Une partie enregistrée est en cours de visionnage.</translation>
    </message>
    <message>
        <source>%1&apos;s turn is played by the computer, whose moves cannot be undone.</source>
        <translation>Le tour de %1 est joué par l&apos;ordinateur, dont les coups ne peuvent pas être annulés.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The civilization taken cannot be given back.</source>
        <translation>Le peuple choisi ne peut pas être rendu.</translation>
    </message>
    <message>
        <source>Nothing has been played in this turn yet.</source>
        <translation>Rien n&apos;a encore été joué ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 is placing the pawns that survived %2&apos;s conquests: %2&apos;s turn can no longer be undone.</source>
        <translation>%1 place les pions qui ont survécu aux conquêtes de %2 : le tour de %2 ne peut plus être annulé.</translation>
    </message>
    <message>
        <source>The moves made in this turn before the game was opened cannot be undone.</source>
        <translation>Les coups joués dans ce tour avant l&apos;ouverture de la partie ne peuvent pas être annulés.</translation>
    </message>
</context>
<context>
    <name>vinci::GameLogPanel</name>
    <message>
        <source>%1 thinks: %2</source>
        <translation>%1 réfléchit : %2</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>What happens in the game is written here.</source>
        <translation>Ce qui se passe dans la partie s&apos;inscrit ici.</translation>
    </message>
</context>
<context>
    <name>vinci::GuidePanel</name>
    <message>
        <source>Learn to play — step %1 of %2</source>
        <translation>Apprendre à jouer — étape %1 sur %2</translation>
    </message>
    <message>
        <source>Continue against the computer</source>
        <translation>Continuer contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Leave (resume later)</source>
        <translation>Quitter (reprendre plus tard)</translation>
    </message>
    <message>
        <source>Wait: the computer is playing; watch the map. This step begins when it is your turn.</source>
        <translation>Patientez : l&apos;ordinateur joue ; regardez la carte. Cette étape commence quand c&apos;est votre tour.</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <translation>Recommencer la leçon</translation>
    </message>
</context>
<context>
    <name>vinci::GuideRunner</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>A guided first game: about ten minutes</source>
        <translation>Une première partie guidée : une dizaine de minutes</translation>
    </message>
    <message>
        <source>%1: resume at step %2 of %3</source>
        <translation>%1 : reprendre à l&apos;étape %2 sur %3</translation>
    </message>
    <message>
        <source>The guided game resumes at the step you left it at</source>
        <translation>La partie guidée reprend à l&apos;étape où vous l&apos;avez quittée</translation>
    </message>
    <message>
        <source>Resume the lesson: %1, step %2 of %3</source>
        <translation>Reprendre la leçon : %1, étape %2 sur %3</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Leave the lesson of %1 for the lesson of %2?</source>
        <translation>Quitter la leçon %1 pour la leçon %2 ?</translation>
    </message>
    <message>
        <source>This lesson is kept at step %1 of %2: Game &gt; Learn to Play resumes it there.</source>
        <translation>Cette leçon est gardée à l&apos;étape %1 sur %2 : Partie &gt; Apprendre à jouer la reprend là.</translation>
    </message>
    <message>
        <source>Start the other lesson</source>
        <translation>Commencer l&apos;autre leçon</translation>
    </message>
</context>
<context>
    <name>vinci::HowToPlayDialog</name>
    <message>
        <source>How to play Vinci</source>
        <translation>Comment jouer à Vinci</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>A summary of the Classic rules (1999) with the designer&apos;s errata.</source>
        <translation>Un résumé des règles classiques (1999) avec les errata de l&apos;auteur.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>Les deux, côte à côte</translation>
    </message>
    <message>
        <source>A summary of the online rules of 2013 (Vinci II); where they are silent, the Classic rules apply.</source>
        <translation>Un résumé des règles en ligne de 2013 (Vinci II) ; là où elles ne disent rien, les règles classiques s&apos;appliquent.</translation>
    </message>
    <message>
        <source>The Classic rules (1999, with the designer&apos;s errata) and the online rules of 2013: where they differ, each has its column.</source>
        <translation>Les règles classiques (1999, avec les errata de l&apos;auteur) et les règles en ligne de 2013 : là où elles diffèrent, chacune a sa colonne.</translation>
    </message>
    <message>
        <source>Where the rule texts are unclear or disagree, the game decided as follows. Each answer quotes the sentence it rests on, with the text and its section; a quotation keeps the language of its text.</source>
        <translation>Là où les textes des règles sont flous ou se contredisent, le jeu a tranché comme suit. Chaque réponse cite la phrase sur laquelle elle repose, avec le texte et sa section ; une citation garde la langue de son texte.</translation>
    </message>
    <message>
        <source>Where the online rules are silent, the Classic rules apply, with the answers listed under %1.</source>
        <translation>Là où les règles en ligne ne disent rien, les règles classiques s&apos;appliquent, avec les réponses données sous %1.</translation>
    </message>
    <message>
        <source>Rules questions answered</source>
        <translation>Questions de règles tranchées</translation>
    </message>
</context>
<context>
    <name>vinci::ImportReportDialog</name>
    <message>
        <source>Show every decision (kinds, ids)</source>
        <translation>Afficher chaque décision (types, identifiants)</translation>
    </message>
    <message>
        <source>Import report — %1</source>
        <translation>Rapport d&apos;importation — %1</translation>
    </message>
    <message>
        <source>Nothing in it needs attention.</source>
        <translation>Rien n&apos;y demande votre attention.</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) need attention:</source>
        <translation>
            <numerusform>%n élément demande votre attention :</numerusform>
            <numerusform>%n éléments demandent votre attention :</numerusform>
        </translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>(the drawing)</source>
        <translation>(le dessin)</translation>
    </message>
    <message>
        <source>Found in the drawing: %1. %2 Ids are made of lower-case letters, digits and dashes; shapes without one got one. Check the kinds in the inspector (select shapes, then Kind), then the proposed links.</source>
        <translation>Trouvé dans le dessin : %1. %2 Les identifiants sont faits de minuscules, de chiffres et de tirets ; les formes qui n&apos;en avaient pas en ont reçu un. Vérifiez les types dans l&apos;inspecteur (sélectionnez des formes, puis Type), puis les liens proposés.</translation>
    </message>
</context>
<context>
    <name>vinci::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
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
        <translation>Alt et une lettre</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined</source>
        <translation>Ouvre le menu dont le titre a cette lettre soulignée</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Close the menu: the keys go back where they were</source>
        <translation>Ferme le menu : les touches agissent à nouveau là où elles agissaient</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Sur la carte</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>The next province in that direction</source>
        <translation>La province suivante dans cette direction</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>The provinces you can act on now, then the next control</source>
        <translation>Les provinces où vous pouvez agir maintenant, puis la commande suivante</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>As a left click: conquer, place a pawn, keep a part, build the fort</source>
        <translation>Comme un clic gauche : conquérir, placer un pion, garder une partie, construire le fort</translation>
    </message>
    <message>
        <source>Shift+Enter, Backspace, Delete</source>
        <translation>Maj+Entrée, Retour arrière, Suppr</translation>
    </message>
    <message>
        <source>As a right click: take a pawn back</source>
        <translation>Comme un clic droit : reprendre un pion</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, the whole map</source>
        <translation>Zoom avant, zoom arrière, toute la carte</translation>
    </message>
    <message>
        <source>Put the ring and its card away</source>
        <translation>Range l&apos;anneau et sa fiche</translation>
    </message>
    <message>
        <source>On the civilization track</source>
        <translation>Parmi les peuples à choisir</translation>
    </message>
    <message>
        <source>From card to card</source>
        <translation>D&apos;une carte à l&apos;autre</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Pick the civilization</source>
        <translation>Désigne le peuple</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Take the civilization picked</source>
        <translation>Prend le peuple désigné</translation>
    </message>
    <message>
        <source>Choose another one</source>
        <translation>En choisir un autre</translation>
    </message>
    <message>
        <source>While a hint is shown</source>
        <translation>Pendant qu&apos;un conseil est affiché</translation>
    </message>
    <message>
        <source>Play the hint</source>
        <translation>Jouer le conseil</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>Oublier le conseil</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce qu&apos;elles font</translation>
    </message>
</context>
<context>
    <name>vinci::LinkInspector</name>
    <message>
        <source>Select both areas</source>
        <translation>Sélectionner les deux zones</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Supprimer le lien</translation>
    </message>
    <message>
        <source>Automatic links are drawn dashed and may be changed or removed when the automatic adjacency runs again; links set by hand are solid and never touched.</source>
        <translation>Les liens automatiques sont tracés en pointillés et peuvent être modifiés ou supprimés quand l&apos;adjacence automatique est recalculée ; les liens fixés à la main sont tracés en trait plein et ne sont jamais touchés.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>Fixé à la main</translation>
    </message>
    <message>
        <source>Find links leaves a link set by hand as it is.</source>
        <translation>« Chercher les liens » laisse tel quel un lien fixé à la main.</translation>
    </message>
</context>
<context>
    <name>vinci::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Nouvelle partie...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir une partie &amp;récente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Civilization Tiles</source>
        <translation>&amp;Cartes de civilisation</translation>
    </message>
    <message>
        <source>&amp;About Vinci</source>
        <translation>À &amp;propos de Vinci</translation>
    </message>
    <message>
        <source>Civilizations</source>
        <translation>Peuples</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Vinci</source>
        <translation>Vinci</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>%1 joue.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>game.vinci</source>
        <translation>partie.vinci</translation>
    </message>
    <message>
        <source>Vinci games (*.vinci)</source>
        <translation>Parties Vinci (*.vinci)</translation>
    </message>
    <message>
        <source>The game in progress has unsaved turns. Save it first?</source>
        <translation>La partie en cours a des tours non enregistrés. L&apos;enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>No map &quot;%1&quot; was found.</source>
        <translation>Aucune carte « %1 » n&apos;a été trouvée.</translation>
    </message>
    <message>
        <source>Resumed game</source>
        <translation>Partie reprise</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; is installed.</source>
        <translation>La carte « %1 » est installée.</translation>
    </message>
    <message>
        <source>Vinci games and maps (*.vinci *.vincimap);;Vinci games (*.vinci);;Vinci map packages (*.vincimap);;All files (*)</source>
        <translation>Parties et cartes Vinci (*.vinci *.vincimap);;Parties Vinci (*.vinci);;Paquets de carte Vinci (*.vincimap);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Turns You Missed</source>
        <translation>&amp;Tours manqués</translation>
    </message>
    <message>
        <source>Before a person plays, show on the map what the other seats did since their turn</source>
        <translation>Avant qu’un joueur humain joue, montrer sur la carte ce que les autres joueurs ont fait depuis son tour</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Désactivé</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>Showing the turns you missed — Space to skip</source>
        <translation>Les tours que vous avez manqués — Espace pour passer</translation>
    </message>
    <message>
        <source>&amp;Watch a Game...</source>
        <translation>&amp;Regarder une partie...</translation>
    </message>
    <message>
        <source>Watch a saved or finished game again, action by action</source>
        <translation>Revoir une partie enregistrée ou terminée, action par action</translation>
    </message>
    <message>
        <source>Scores and S&amp;tatistics...</source>
        <translation>Points et s&amp;tatistiques...</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Visionnage — rien ne peut être joué.</translation>
    </message>
    <message>
        <source>Watching %1</source>
        <translation>Visionnage de %1</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Regarder une partie</translation>
    </message>
    <message>
        <source>Vinci games (*.vinci);;All files (*)</source>
        <translation>Parties Vinci (*.vinci);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Watch Again</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Continue from Here</source>
        <translation>Continuer d&apos;ici</translation>
    </message>
    <message>
        <source>Watching the game just played</source>
        <translation>Visionnage de la partie qui vient d&apos;être jouée</translation>
    </message>
    <message>
        <source>The finished game has unsaved turns. Save it first?</source>
        <translation>La partie terminée a des tours non enregistrés. L&apos;enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Game menu</source>
        <translation>Menu Partie</translation>
    </message>
    <message>
        <source>View menu</source>
        <translation>Menu Affichage</translation>
    </message>
    <message>
        <source>Help menu</source>
        <translation>Menu Aide</translation>
    </message>
    <message>
        <source>While watching a game</source>
        <translation>En regardant une partie</translation>
    </message>
    <message>
        <source>While the turns you missed are shown</source>
        <translation>Pendant que les tours manqués sont montrés</translation>
    </message>
    <message>
        <source>Choose a &amp;Civilization</source>
        <translation>Choisir un &amp;peuple</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>Cla&amp;vier</translation>
    </message>
    <message>
        <source>Every key of the game window</source>
        <translation>Toutes les touches de la fenêtre de jeu</translation>
    </message>
    <message>
        <source>Not saved: the game still has unsaved turns.</source>
        <translation>Non enregistrée : la partie a toujours des tours non enregistrés.</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Non enregistrée.</translation>
    </message>
    <message>
        <source>Text Si&amp;ze</source>
        <translation>Taille du &amp;texte</translation>
    </message>
    <message>
        <source>How large the panels&apos; text and the map&apos;s names are drawn</source>
        <translation>La taille des textes de la fenêtre et des noms de la carte</translation>
    </message>
    <message>
        <source>%1 — Game over</source>
        <translation>%1 — Partie terminée</translation>
    </message>
    <message>
        <source>%1 — Round %2</source>
        <translation>%1 — Tour de table %2</translation>
    </message>
    <message>
        <source>The finished game “%1” has unsaved turns. Save it first?</source>
        <translation>La partie terminée « %1 » a des tours non enregistrés. L&apos;enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>The game in progress “%1” has unsaved turns. Save it first?</source>
        <translation>La partie en cours « %1 » a des tours non enregistrés. L&apos;enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Learn to play: %1, step %2 of %3</source>
        <translation>Apprendre à jouer : %1, étape %2 sur %3</translation>
    </message>
    <message>
        <source>Turn menu</source>
        <translation>Menu Tour</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>leave a game without saving it</comment>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Discard deletes its autosave as well: these unsaved turns cannot be resumed later. Saved games stay in Game &gt; Open Recent.</source>
        <translation>Sans l&apos;enregistrer, sa sauvegarde automatique est supprimée aussi : ces tours non enregistrés ne pourront pas être repris plus tard. Les parties enregistrées restent dans Partie &gt; Ouvrir une partie récente.</translation>
    </message>
    <message>
        <source>Discard deletes its autosave as well: the turns played since “%1” was saved are lost; the file stays as it was saved.</source>
        <translation>Sans l&apos;enregistrer, sa sauvegarde automatique est supprimée aussi : les tours joués depuis le dernier enregistrement de la partie « %1 » sont perdus ; le fichier reste tel qu&apos;il a été enregistré.</translation>
    </message>
    <message>
        <source>Not now: %1</source>
        <translation>Pas maintenant. %1</translation>
    </message>
</context>
<context>
    <name>vinci::MapCanvas</name>
    <message>
        <source>Start with File ▸ New Map from SVG… to make a map from a drawing, or File ▸ Open Map… to edit one.</source>
        <translation>Commencez par Fichier ▸ Nouvelle carte depuis un SVG… pour créer une carte à partir d&apos;un dessin, ou par Fichier ▸ Ouvrir une carte… pour en modifier une.</translation>
    </message>
    <message>
        <source>%1 and %2 are already linked: the link is selected.</source>
        <translation>%1 et %2 sont déjà reliées : le lien est sélectionné.</translation>
    </message>
    <message>
        <source>Linked %1 and %2.</source>
        <translation>%1 et %2 reliées.</translation>
    </message>
    <message>
        <source>%1 selected (%2 of %3 here): click again on the same spot for %4.</source>
        <translation>Sélection : %1 (%2 sur %3 ici) ; cliquez de nouveau au même endroit pour %4.</translation>
    </message>
</context>
<context>
    <name>vinci::MapDocument</name>
    <message>
        <source>Untitled map</source>
        <translation>Carte sans titre</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1 : impossible d&apos;écrire le fichier : %2</translation>
    </message>
    <message>
        <source>%1: the map has no art (the SVG file is missing or empty)</source>
        <translation>%1 : la carte n&apos;a pas de dessin (le fichier SVG manque ou est vide)</translation>
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
        <translation>La carte</translation>
    </message>
    <message>
        <source>The map&apos;s id: the name of its folder under maps/.</source>
        <translation>L&apos;identifiant de la carte : le nom de son dossier dans maps/.</translation>
    </message>
    <message>
        <source>Click an area to edit it; Ctrl+click or drag a rectangle to edit several at once. Click a link to change its kind.</source>
        <translation>Cliquez sur une zone pour la modifier ; Ctrl+clic ou tracez un rectangle pour en modifier plusieurs à la fois. Cliquez sur un lien pour changer son type.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Set map id</source>
        <translation>Modifier l&apos;identifiant de la carte</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(manquant)</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Your name, as players will see it</source>
        <translation>Votre nom, tel que les joueurs le verront</translation>
    </message>
    <message>
        <source>Who made the map: shown with it in the game&apos;s New Game list.</source>
        <translation>Qui a fait la carte : affiché avec elle dans la liste Nouvelle partie du jeu.</translation>
    </message>
    <message>
        <source>e.g. CC BY 4.0</source>
        <translation>par ex. CC BY 4.0</translation>
    </message>
    <message>
        <source>The terms under which others may share and change the map.</source>
        <translation>Les conditions auxquelles d&apos;autres peuvent partager et modifier la carte.</translation>
    </message>
    <message>
        <source>Set map author</source>
        <translation>Modifier l&apos;auteur de la carte</translation>
    </message>
    <message>
        <source>Set map licence</source>
        <translation>Modifier la licence de la carte</translation>
    </message>
    <message>
        <source>Paint terrain in the game</source>
        <translation>Peindre le terrain dans le jeu</translation>
    </message>
    <message>
        <source>The game paints each province in its terrain&apos;s colours and marks, and the sea zones in sea blue, over the drawing, keeping its outlines and the names. For a drawing whose colours do not show the terrain (on for an imported drawing).</source>
        <translation>Le jeu peint chaque province aux couleurs et aux marques de son terrain, et les zones de mer en bleu, par-dessus le dessin, en gardant ses contours et les noms. Pour un dessin dont les couleurs ne montrent pas le terrain (coché pour un dessin importé).</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) proposed, not accepted yet (dotted on the map).</source>
        <translation>
            <numerusform>%n lien proposé, pas encore accepté (en pointillés sur la carte).</numerusform>
            <numerusform>%n liens proposés, pas encore acceptés (en pointillés sur la carte).</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the map&apos;s English name</source>
        <translation>Définir le nom anglais de la carte</translation>
    </message>
    <message>
        <source>Set the map&apos;s French name</source>
        <translation>Définir le nom français de la carte</translation>
    </message>
    <message>
        <source>Set the map&apos;s German name</source>
        <translation>Définir le nom allemand de la carte</translation>
    </message>
</context>
<context>
    <name>vinci::MapPictureDialog</name>
    <message>
        <source>Picture of the map %1</source>
        <translation>Image de la carte %1</translation>
    </message>
</context>
<context>
    <name>vinci::MapValidation</name>
    <message>
        <source>not given: players who get the map will not know who made it (double-click to fill it in)</source>
        <translation>non renseigné : les joueurs qui reçoivent la carte ne sauront pas qui l’a faite (double-cliquez pour le remplir)</translation>
    </message>
    <message>
        <source>not given: players who get the map will not know whether they may share it (double-click to fill it in)</source>
        <translation>non renseignée : les joueurs qui reçoivent la carte ne sauront pas s’ils peuvent la partager (double-cliquez pour la remplir)</translation>
    </message>
</context>
<context>
    <name>vinci::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>C&amp;arte :</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Solo: 1 + 3 virtual players</source>
        <translation>Solitaire : 1 + 3 joueurs fictifs</translation>
    </message>
    <message>
        <source>2 players + 2 virtual players</source>
        <translation>2 joueurs + 2 joueurs fictifs</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Civilization tiles in the bag:</source>
        <translation>Cartes de civilisation dans le sac :</translation>
    </message>
    <message>
        <source>Draw again a pair of two identical tiles (German rules)</source>
        <translation>Retirer une paire de deux cartes identiques (règles allemandes)</translation>
    </message>
    <message>
        <source>Place the defenders&apos; surviving pawns automatically</source>
        <translation>Replacer automatiquement les pions survivants des défenseurs</translation>
    </message>
    <message>
        <source>Otherwise each defender places their surviving pawns at the end of the attacker&apos;s turn.</source>
        <translation>Sinon, chaque défenseur replace lui-même ses pions survivants à la fin du tour de l&apos;attaquant.</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>The same seed, players and options give the same tiles and starting player again.</source>
        <translation>La même graine, avec les mêmes joueurs et options, redonne les mêmes cartes et le même premier joueur.</translation>
    </message>
    <message>
        <source>Virtual players&apos; strength</source>
        <translation>Force des joueurs fictifs</translation>
    </message>
    <message>
        <source>Starting &amp;victory points:</source>
        <translation>Points de &amp;victoire au départ :</translation>
    </message>
    <message>
        <source>The rulebook: 10; 15 to make them stronger.</source>
        <translation>La règle : 10 ; 15 pour corser la difficulté.</translation>
    </message>
    <message>
        <source>&amp;Extra pawns per civilization:</source>
        <translation>Pions &amp;supplémentaires par peuple :</translation>
    </message>
    <message>
        <source>The rulebook: 8; 9 or more to make them stronger.</source>
        <translation>La règle : 8 ; 9 ou plus pour corser la difficulté.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>No map was found (looked in: %1).</source>
        <translation>Aucune carte trouvée (cherché dans : %1).</translation>
    </message>
    <message>
        <source>no folder</source>
        <translation>aucun dossier</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; cannot be read: %2</source>
        <translation>La carte « %1 » est illisible : %2</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Le joueur %1 doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players are called &quot;%1&quot;.</source>
        <translation>Deux joueurs s&apos;appellent « %1 ».</translation>
    </message>
    <message>
        <source>Players %1 and %2 have the same colour.</source>
        <translation>Les joueurs %1 et %2 ont la même couleur.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>Au moins une place doit être tenue par une personne.</translation>
    </message>
    <message>
        <source>This map is for the Online 2013 rules only.</source>
        <translation>Cette carte est réservée aux règles en ligne 2013.</translation>
    </message>
    <message>
        <source>This map has no table for the Online 2013 rules.</source>
        <translation>Cette carte n&apos;a pas de table pour les règles en ligne 2013.</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> tours</translation>
    </message>
    <message numerus="yes">
        <source>default (%n round(s))</source>
        <translation>
            <numerusform>par défaut (%n tour)</numerusform>
            <numerusform>par défaut (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>default (%n point(s))</source>
        <translation>
            <numerusform>par défaut (%n point)</numerusform>
            <numerusform>par défaut (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players, no virtual players; this game ends after %n round(s).</source>
        <translation>
            <numerusform>De %1 à %2 joueurs, sans joueur fictif ; cette partie s&apos;achève après %n tour de table.</numerusform>
            <numerusform>De %1 à %2 joueurs, sans joueur fictif ; cette partie s&apos;achève après %n tours de table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat(s) %1 had a virtual player; now played by %2.</source>
        <translation>
            <numerusform>La place %1 avait un joueur fictif ; elle est maintenant jouée par %2.</numerusform>
            <numerusform>Les places %1 avaient des joueurs fictifs ; elles sont maintenant jouées par %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <source>By %1 (licence: %2)</source>
        <translation>Par %1 (licence : %2)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s game for one or two: virtual players complete the table and always take civilization I.</source>
        <translation>Le jeu à un ou deux de la règle : des joueurs fictifs complètent la table et prennent toujours le peuple I.</translation>
    </message>
    <message numerus="yes">
        <source>You and three virtual players; the game ends at %n point(s).</source>
        <translation>
            <numerusform>Vous et trois joueurs fictifs ; la partie se joue en %n point.</numerusform>
            <numerusform>Vous et trois joueurs fictifs ; la partie se joue en %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Two people and two virtual players; the game ends at %n point(s).</source>
        <translation>
            <numerusform>Deux joueurs et deux joueurs fictifs ; la partie se joue en %n point.</numerusform>
            <numerusform>Deux joueurs et deux joueurs fictifs ; la partie se joue en %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 players; this game ends at %n point(s).</source>
        <translation>
            <numerusform>De %1 à %2 joueurs ; cette partie se joue en %n point.</numerusform>
            <numerusform>De %1 à %2 joueurs ; cette partie se joue en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>&amp;Tours de table :</translation>
    </message>
    <message>
        <source>Victory &amp;target:</source>
        <translation>&amp;Points pour la victoire :</translation>
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
            <numerusform>%n Barbare</numerusform>
            <numerusform>%n Barbares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Specialization(s)</source>
        <comment>tiles in the bag</comment>
        <translation>
            <numerusform>%n Spécialisation</numerusform>
            <numerusform>%n Spécialisations</numerusform>
        </translation>
    </message>
    <message>
        <source>As the designer intended: %1</source>
        <translation>Comme l&apos;a voulu l&apos;auteur : %1</translation>
    </message>
    <message>
        <source>As printed in the box: %1</source>
        <translation>Comme dans la boîte : %1</translation>
    </message>
    <message>
        <source>The 1999 rules with the errata</source>
        <translation>Les règles de 1999 avec les errata</translation>
    </message>
    <message>
        <source>Picture of the map</source>
        <translation>Image de la carte</translation>
    </message>
    <message>
        <source>Click, or press Space, to see the map larger.</source>
        <translation>Cliquez, ou appuyez sur Espace, pour voir la carte en plus grand.</translation>
    </message>
</context>
<context>
    <name>vinci::PlayerCard</name>
    <message>
        <source>No active civilization</source>
        <translation>Aucun peuple actif</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on the board</source>
        <translation>
            <numerusform>%n sur le plateau</numerusform>
            <numerusform>%n sur le plateau</numerusform>
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
        <translation>Aucun peuple en déclin</translation>
    </message>
    <message numerus="yes">
        <source>In decline: %n province(s)</source>
        <translation>
            <numerusform>En déclin : %n province</numerusform>
            <numerusform>En déclin : %n provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message numerus="yes">
        <source>%n to place again</source>
        <translation>
            <numerusform>%n à replacer</numerusform>
            <numerusform>%n à replacer</numerusform>
        </translation>
    </message>
    <message>
        <source>stays in decline</source>
        <translation>reste pendant le déclin</translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n point de victoire</numerusform>
            <numerusform>%n points de victoire</numerusform>
        </translation>
    </message>
    <message>
        <source>Active: %1 + %2</source>
        <translation>Actif : %1 + %2</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn.</source>
        <translation>C&apos;est au tour de ce joueur.</translation>
    </message>
    <message>
        <source>This player is placing surviving pawns.</source>
        <translation>Ce joueur replace des pions survivants.</translation>
    </message>
    <message>
        <source>Tokens: %1, %2</source>
        <translation>Pions : %1, %2</translation>
    </message>
    <message>
        <source>At peace with %1 through Diplomacy (the dove): neither may attack the other&apos;s active empire until the next turn of the player who made the peace. Empires in decline may still be attacked.</source>
        <translation>En paix avec %1 par la Diplomatie (la colombe) : aucun des deux ne peut attaquer l&apos;empire actif de l&apos;autre jusqu&apos;au prochain tour du joueur qui a fait la paix. Les empires en déclin peuvent toujours être attaqués.</translation>
    </message>
    <message>
        <source>In decline: no province left</source>
        <translation>En déclin : plus aucune province</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand (%1)</source>
        <comment>16 in hand (9 + 7 Field General)</comment>
        <translation>
            <numerusform>%n en main (%1)</numerusform>
            <numerusform>%n en main (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::PlayerInput</name>
    <message>
        <source>Wait: the computer is playing this turn.</source>
        <translation>Patientez : l&apos;ordinateur joue ce tour.</translation>
    </message>
    <message>
        <source>First choose a civilization on the track.</source>
        <translation>Choisissez d&apos;abord un peuple sur la piste.</translation>
    </message>
    <message>
        <source>First choose: Expand or Decline.</source>
        <translation>Choisissez d&apos;abord : S&apos;étendre ou Décliner.</translation>
    </message>
    <message>
        <source>First choose: Decline now or End turn.</source>
        <translation>Choisissez d&apos;abord : Décliner maintenant ou Finir le tour.</translation>
    </message>
    <message>
        <source>Watching — nothing can be played.</source>
        <translation>Visionnage — rien ne peut être joué.</translation>
    </message>
    <message>
        <source>Nothing was conquered this turn. Undo (%1) takes End conquest back.</source>
        <translation>Rien n&apos;a été conquis ce tour-ci. Annuler le coup (%1) reprend Fin des conquêtes.</translation>
    </message>
    <message>
        <source>Nothing was conquered this turn.</source>
        <translation>Rien n&apos;a été conquis ce tour-ci.</translation>
    </message>
    <message>
        <source>Drop the pawn on one of your provinces.</source>
        <translation>Déposez le pion sur l&apos;une de vos provinces.</translation>
    </message>
</context>
<context>
    <name>vinci::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Round %1 of %2, the last.</source>
        <translation>Tour de table %1 sur %2, le dernier.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Tour de table %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, the last: a player has reached %n victory point(s).</source>
        <translation>
            <numerusform>Tour de table %1, le dernier : un joueur a atteint %n point de victoire.</numerusform>
            <numerusform>Tour de table %1, le dernier : un joueur a atteint %n points de victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · the game ends in the round a player reaches %n victory point(s).</source>
        <translation>
            <numerusform>Tour de table %1 · la partie s&apos;achève au tour de table où un joueur atteint %n point de victoire.</numerusform>
            <numerusform>Tour de table %1 · la partie s&apos;achève au tour de table où un joueur atteint %n points de victoire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::ProvinceCard</name>
    <message>
        <source>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: the provinces you can act on · Esc: hide</source>
        <translation>Entrée : clic gauche · Retour arrière : clic droit · Flèches : autres provinces · Tab : les provinces où vous pouvez agir · Échap : masquer</translation>
    </message>
    <message>
        <source>Enter: left click · Backspace: right click · Arrows: other provinces · Tab: leave the map · Esc: hide</source>
        <translation>Entrée : clic gauche · Retour arrière : clic droit · Flèches : autres provinces · Tab : quitter la carte · Échap : masquer</translation>
    </message>
    <message>
        <source>Tab: the provinces you can act on · Esc: hide</source>
        <translation>Tab : les provinces où vous pouvez agir · Échap : masquer</translation>
    </message>
    <message>
        <source>Tab: leave the map · Esc: hide</source>
        <translation>Tab : quitter la carte · Échap : masquer</translation>
    </message>
</context>
<context>
    <name>vinci::ProvinceChartView</name>
    <message>
        <source>Round</source>
        <translation>Tour de table</translation>
    </message>
    <message>
        <source>Provinces</source>
        <translation>Provinces</translation>
    </message>
    <message>
        <source>Provinces held at the end of each round</source>
        <translation>Provinces tenues à la fin de chaque tour de table</translation>
    </message>
</context>
<context>
    <name>vinci::QuickReferenceActions</name>
    <message>
        <source>&amp;Print Quick Reference...</source>
        <translation>&amp;Imprimer l&apos;aide-mémoire...</translation>
    </message>
    <message>
        <source>E&amp;xport Quick Reference as PDF...</source>
        <translation>E&amp;xporter l&apos;aide-mémoire en PDF...</translation>
    </message>
    <message>
        <source>Print Quick Reference</source>
        <translation>Imprimer l&apos;aide-mémoire</translation>
    </message>
    <message>
        <source>Export Quick Reference as PDF</source>
        <translation>Exporter l&apos;aide-mémoire en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>vinci::RecentFiles</name>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>No recent maps</source>
        <translation>Aucune carte récente</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (dans %2)</translation>
    </message>
</context>
<context>
    <name>vinci::RecoveryPrompt</name>
    <message>
        <source>Resume the last game?</source>
        <translation>Reprendre la dernière partie ?</translation>
    </message>
    <message>
        <source>Vinci did not close properly last time.</source>
        <translation>Vinci ne s&apos;est pas fermé correctement la dernière fois.</translation>
    </message>
    <message>
        <source>The game in progress was saved automatically on %1 at %2.</source>
        <translation>La partie en cours a été sauvegardée automatiquement le %1 à %2.</translation>
    </message>
    <message>
        <source>&amp;Resume the game</source>
        <translation>&amp;Reprendre la partie</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;L&apos;abandonner</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>Pas &amp;maintenant</translation>
    </message>
    <message>
        <source>Vinci was closed last time before the game in progress was saved.</source>
        <translation>La dernière fois, Vinci a été fermé avant que la partie en cours ne soit enregistrée.</translation>
    </message>
    <message>
        <source>Do you want to resume it? &quot;Not now&quot; keeps it as a saved game in Game &gt; Open Recent.</source>
        <translation>Voulez-vous la reprendre ? « Pas maintenant » la garde comme partie enregistrée dans Partie &gt; Ouvrir une partie récente.</translation>
    </message>
    <message>
        <source>“%1” as last saved: %2.</source>
        <translation>« %1 » tel qu&apos;enregistré la dernière fois : %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) further than “%1” as last saved (%2).</source>
        <translation>
            <numerusform>%n coup de plus que « %1 » tel qu&apos;enregistré la dernière fois (%2).</numerusform>
            <numerusform>%n coups de plus que « %1 » tel qu&apos;enregistré la dernière fois (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The same moves as “%1” as last saved (%2).</source>
        <translation>Les mêmes coups que « %1 » tel qu&apos;enregistré la dernière fois (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) behind “%1” as last saved (%2).</source>
        <translation>
            <numerusform>%n coup de retard sur « %1 » tel qu&apos;enregistré la dernière fois (%2).</numerusform>
            <numerusform>%n coups de retard sur « %1 » tel qu&apos;enregistré la dernière fois (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in progress “%1” was saved automatically on %2 at %3.</source>
        <translation>La partie en cours « %1 » a été sauvegardée automatiquement le %2 à %3.</translation>
    </message>
</context>
<context>
    <name>vinci::ReplayBar</name>
    <message>
        <source>The game has no action yet.</source>
        <translation>La partie n&apos;a encore aucune action.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · Turn %2 · %3 (%4) · action %5 of %n</source>
        <translation>
            <numerusform>Tour de table %1 · Tour %2 · %3 (%4) · action %5 sur %n</numerusform>
            <numerusform>Tour de table %1 · Tour %2 · %3 (%4) · action %5 sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Start of the Game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>To the start of the game</source>
        <translation>Au début de la partie</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Back to the start of the turn, or of the one before</source>
        <translation>Retour au début du tour, ou du précédent</translation>
    </message>
    <message>
        <source>Previous Action</source>
        <translation>Action précédente</translation>
    </message>
    <message>
        <source>Back one action</source>
        <translation>Une action en arrière</translation>
    </message>
    <message>
        <source>Next Action</source>
        <translation>Action suivante</translation>
    </message>
    <message>
        <source>Forward one action</source>
        <translation>Une action en avant</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Forward to the start of the next turn</source>
        <translation>Au début du tour suivant</translation>
    </message>
    <message>
        <source>End of the Game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>À la fin de la partie</translation>
    </message>
    <message>
        <source>Continue from Here...</source>
        <translation>Continuer d&apos;ici...</translation>
    </message>
    <message>
        <source>Start a new game from this moment: the same game up to here, the seats kept or changed</source>
        <translation>Commencer une nouvelle partie à partir de ce moment : la même partie jusqu&apos;ici, les places gardées ou changées</translation>
    </message>
    <message>
        <source>Stop Watching</source>
        <translation>Arrêter le visionnage</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Quitter le visionnage</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>How fast Play goes through the actions</source>
        <translation>La vitesse à laquelle la lecture enchaîne les actions</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>Timeline of the game&apos;s turns</source>
        <translation>Frise des tours de la partie</translation>
    </message>
    <message>
        <source>Click a turn to watch it from its start</source>
        <translation>Cliquer sur un tour pour le regarder depuis son début</translation>
    </message>
    <message>
        <source>Watching — nothing can be played</source>
        <translation>Visionnage — rien ne peut être joué</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Visionnage</translation>
    </message>
</context>
<context>
    <name>vinci::ReplayTimeline</name>
    <message>
        <source>Round %1, turn %2: click to watch it from its start</source>
        <translation>Tour de table %1, tour %2 : cliquer pour le regarder depuis son début</translation>
    </message>
</context>
<context>
    <name>vinci::ScoreChartView</name>
    <message>
        <source>Round</source>
        <translation>Tour de table</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Victory target (%1)</source>
        <translation>Points pour la victoire (%1)</translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Les points au fil de la partie</translation>
    </message>
</context>
<context>
    <name>vinci::SeatRow</name>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Who plays seat %1: a person at this computer, a virtual player following the rulebook, or a computer opponent</source>
        <translation>Qui tient la place %1 : une personne devant cet ordinateur, un joueur fictif selon la règle du jeu, ou un adversaire joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>How long the computer player of seat %1 may think about each move: standard (a fixed number of look-aheads, about a tenth of a second), or a time per move in which it plays out as many look-aheads as it can.</source>
        <translation>Combien de temps l&apos;ordinateur de la place %1 peut réfléchir à chaque coup : standard (un nombre fixe de prévisions, environ un dixième de seconde), ou une durée par coup pendant laquelle il joue autant de prévisions qu&apos;il peut.</translation>
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
        <translation>Temps de réflexion par coup</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Un nom compte au plus %1 caractères.</translation>
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
        <translation>L&apos;essor et le déclin des civilisations</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Nouvelle partie...</translation>
    </message>
    <message>
        <source>Open a saved game...</source>
        <translation>Ouvrir une partie enregistrée...</translation>
    </message>
    <message>
        <source>Continue a recent game</source>
        <translation>Reprendre une partie récente</translation>
    </message>
    <message>
        <source>&lt;p&gt;Lead one civilization after another across the map. Each takes its pawns and two special abilities from the track, enters at the edge of the board and conquers province after province.&lt;/p&gt;&lt;p&gt;Every turn you choose: &lt;b&gt;expand&lt;/b&gt; your empire once more, or let it fall into &lt;b&gt;decline&lt;/b&gt; and choose a new one. Your provinces, active and declining, score victory points at the end of each of your turns.&lt;/p&gt;&lt;p&gt;The map shows what every conquest costs and why; the bar above it tells you what to do next. Hover over a province for its details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Menez un peuple après l&apos;autre à travers la carte. Chacun prend ses pions et deux capacités spéciales sur la piste, entre par le bord du plateau et conquiert province après province.&lt;/p&gt;&lt;p&gt;À chaque tour, vous choisissez : &lt;b&gt;étendre&lt;/b&gt; encore votre empire, ou le laisser tomber en &lt;b&gt;déclin&lt;/b&gt; et en choisir un nouveau. Vos provinces, actives et en déclin, rapportent des points de victoire à la fin de chacun de vos tours.&lt;/p&gt;&lt;p&gt;La carte indique ce que coûte chaque conquête et pourquoi ; la barre au-dessus vous dit quoi faire ensuite. Survolez une province pour ses détails.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>First time? Learn to play in ten minutes</source>
        <translation>Première fois ? Apprenez à jouer en dix minutes</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>The lesson stays in the Game menu, under Learn to Play</source>
        <translation>La leçon reste dans le menu Partie, sous Apprendre à jouer</translation>
    </message>
    <message>
        <source>An older state of the interrupted game: its automatic save (%1), offered now, is newer.</source>
        <translation>Un état plus ancien de la partie interrompue : sa sauvegarde automatique (%1), proposée maintenant, est plus récente.</translation>
    </message>
    <message>
        <source>The interrupted game: its automatic save (%1) is offered now.</source>
        <translation>La partie interrompue : sa sauvegarde automatique (%1) est proposée maintenant.</translation>
    </message>
    <message>
        <source>The interrupted game: its automatic save (%1), offered now, holds the same moves.</source>
        <translation>La partie interrompue : sa sauvegarde automatique (%1), proposée maintenant, contient les mêmes coups.</translation>
    </message>
    <message numerus="yes">
        <source>The interrupted game, %n move(s) further than its automatic save (%1) offered now.</source>
        <translation>
            <numerusform>La partie interrompue, en avance d&apos;un coup sur sa sauvegarde automatique (%1) proposée maintenant.</numerusform>
            <numerusform>La partie interrompue, en avance de %n coups sur sa sauvegarde automatique (%1) proposée maintenant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::StatisticsTable</name>
    <message>
        <source>Virtual player</source>
        <translation>Joueur fictif</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistique</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>The victory points at the end: the sum of the rows below.</source>
        <translation>Les points de victoire à la fin : la somme des lignes ci-dessous.</translation>
    </message>
    <message>
        <source>Starting score</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <source>The victory points the player started with (a virtual player has its own).</source>
        <translation>Les points de victoire de départ du joueur (un joueur fictif a les siens).</translation>
    </message>
    <message>
        <source>From provinces</source>
        <translation>Des provinces</translation>
    </message>
    <message>
        <source>The provinces of the active civilizations, at the end of each turn.</source>
        <translation>Les provinces des peuples actifs, à la fin de chaque tour.</translation>
    </message>
    <message>
        <source>From civilization tiles</source>
        <translation>Des cartes de civilisation</translation>
    </message>
    <message>
        <source>The active civilizations&apos; bonuses: Agriculture, Mining, Slavery...</source>
        <translation>Les bonus des peuples actifs : Agriculture, Mines, Esclavage...</translation>
    </message>
    <message>
        <source>Paid to pass civilizations over</source>
        <translation>Payé pour passer des peuples</translation>
    </message>
    <message>
        <source>From declining civilizations</source>
        <translation>Des peuples en déclin</translation>
    </message>
    <message>
        <source>The provinces of the civilizations in decline, with the tiles they kept.</source>
        <translation>Les provinces des peuples en déclin, avec les cartes qu&apos;ils ont gardées.</translation>
    </message>
    <message>
        <source>Civilizations taken</source>
        <translation>Peuples pris</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Déclins</translation>
    </message>
    <message>
        <source>Pawns lost</source>
        <translation>Pions perdus</translation>
    </message>
    <message>
        <source>Pawns that went back to the stock. A reorganization loses none: the pawns taken up go to the hand.</source>
        <translation>Les pions retournés à la réserve. Une réorganisation n&apos;en perd aucun : les pions repris vont dans la main.</translation>
    </message>
    <message>
        <source>To the others&apos; conquests</source>
        <translation>Aux conquêtes des autres</translation>
    </message>
    <message>
        <source>One pawn per province conquered, and the survivors with no province left.</source>
        <translation>Un pion par province conquise, et les survivants sans province où aller.</translation>
    </message>
    <message>
        <source>At declines</source>
        <translation>Aux déclins</translation>
    </message>
    <message>
        <source>All but one pawn per province, the hand, and the older declining civilization.</source>
        <translation>Tous les pions sauf un par province, la main, et l&apos;ancien peuple en déclin.</translation>
    </message>
    <message>
        <source>In their own turns</source>
        <translation>Pendant leurs propres tours</translation>
    </message>
    <message>
        <source>Declining provinces cleared by contact with the new civilization, Field General&apos;s or Legions&apos; pawns leaving.</source>
        <translation>Provinces en déclin vidées au contact du nouveau peuple, pions du Général ou des Légions qui repartent.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>A human, the Strategist at its level, or the rulebook&apos;s virtual player.</source>
        <translation>Un humain, le Stratège à son niveau, ou le joueur fictif de la règle.</translation>
    </message>
    <message>
        <source>From choosing civilizations</source>
        <translation>Du choix des peuples</translation>
    </message>
    <message>
        <source>The coins received with the civilizations taken, less the victory points paid to pass civilizations over: what choosing moved on the score track.</source>
        <translation>Les jetons reçus avec les peuples pris, moins les points de victoire payés pour passer des peuples : ce que le choix a changé sur la piste des points.</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Jetons reçus</translation>
    </message>
    <message>
        <source>The coins that lay on the civilizations taken, at their value.</source>
        <translation>Les jetons posés sur les peuples pris, à leur valeur.</translation>
    </message>
    <message>
        <source>The victory points paid for the places passed over on the track.</source>
        <translation>Les points de victoire payés pour les cases passées sur la piste.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <source>The hints the person of the seat asked for.</source>
        <translation>Les conseils demandés par la personne à cette place.</translation>
    </message>
</context>
<context>
    <name>vinci::TablesDock</name>
    <message>
        <source>Rule tables</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Online 2013 rules</source>
        <translation>Règles en ligne 2013</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours de table</translation>
    </message>
    <message>
        <source>Classic defaults</source>
        <translation>Valeurs classiques</translation>
    </message>
    <message>
        <source>Whether the map can be played with these rules.</source>
        <translation>Indique si la carte peut se jouer avec ces règles.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Extra pawns</source>
        <translation>Pions supplémentaires</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Support %1</source>
        <translation>Activer « %1 »</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>Désactiver « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>Support %n players</source>
        <translation>
            <numerusform>Autoriser les parties à %n joueur</numerusform>
            <numerusform>Autoriser les parties à %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop %n players</source>
        <translation>
            <numerusform>Retirer les parties à %n joueur</numerusform>
            <numerusform>Retirer les parties à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Classic default tables</source>
        <translation>Tableaux classiques par défaut</translation>
    </message>
    <message>
        <source>Sets the Classic table to the rule book&apos;s extra pawns and victory targets for %1 to %2 players.</source>
        <translation>Remplit le tableau classique avec les pions supplémentaires et les points pour la victoire de la règle du jeu, de %1 à %2 joueurs.</translation>
    </message>
    <message>
        <source>Propose Online 2013 values</source>
        <translation>Proposer les valeurs en ligne 2013</translation>
    </message>
    <message numerus="yes">
        <source>Fills the Online 2013 table: the rules&apos; rounds, and extra pawns from the published table for the original map of %n provinces, scaled to this map&apos;s. Change any value after.</source>
        <translation>
            <numerusform>Remplit le tableau en ligne 2013 : les tours de table des règles, et les pions supplémentaires du tableau publié pour la carte originale de %n province, à l&apos;échelle de cette carte. Chaque valeur reste modifiable.</numerusform>
            <numerusform>Remplit le tableau en ligne 2013 : les tours de table des règles, et les pions supplémentaires du tableau publié pour la carte originale de %n provinces, à l&apos;échelle de cette carte. Chaque valeur reste modifiable.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Online 2013 table already holds the values proposed for %n province(s).</source>
        <translation>
            <numerusform>Le tableau en ligne 2013 contient déjà les valeurs proposées pour %n province.</numerusform>
            <numerusform>Le tableau en ligne 2013 contient déjà les valeurs proposées pour %n provinces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proposed %1 for %n province(s).</source>
        <translation>
            <numerusform>Proposé : %1 pour %n province.</numerusform>
            <numerusform>Proposé : %1 pour %n provinces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Online 2013 value(s)</source>
        <translation>
            <numerusform>%n valeur en ligne 2013</numerusform>
            <numerusform>%n valeurs en ligne 2013</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: set the table for %n players</source>
        <translation>
            <numerusform>%1 : modifier le tableau pour %n joueur</numerusform>
            <numerusform>%1 : modifier le tableau pour %n joueurs</numerusform>
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
        <translation>&amp;Grande</translation>
    </message>
    <message>
        <source>L&amp;arger</source>
        <translation>&amp;Très grande</translation>
    </message>
</context>
<context>
    <name>vinci::TileHelpDialog</name>
    <message>
        <source>Yellow tiles: victory points</source>
        <translation>Cartes jaunes : points de victoire</translation>
    </message>
    <message>
        <source>Pink tiles: combat</source>
        <translation>Cartes roses : combat</translation>
    </message>
    <message>
        <source>Blue tiles: special abilities</source>
        <translation>Cartes bleues : capacités spéciales</translation>
    </message>
    <message>
        <source>They earn more victory points, or earn them in other ways.</source>
        <translation>Elles rapportent plus de points de victoire, ou d&apos;autres façons d&apos;en marquer.</translation>
    </message>
    <message>
        <source>An advantage in combat, to expand an empire or to defend it.</source>
        <translation>Un avantage lors de la conquête de nouvelles provinces ou de la défense de son peuple.</translation>
    </message>
    <message>
        <source>Various special abilities.</source>
        <translation>Des capacités spéciales diverses.</translation>
    </message>
    <message>
        <source>number from the rules</source>
        <translation>chiffre tiré des règles</translation>
    </message>
    <message>
        <source>number from a published review</source>
        <translation>chiffre tiré d&apos;une critique publiée</translation>
    </message>
    <message>
        <source>number estimated for this game</source>
        <translation>chiffre estimé pour ce jeu</translation>
    </message>
    <message>
        <source>Civilization tiles</source>
        <translation>Cartes de civilisation</translation>
    </message>
    <message>
        <source>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. Tiles with the broken column stay in play when the civilization goes into decline.</source>
        <translation>Chaque peuple a deux cartes. Il reçoit autant de pions que le total de leurs chiffres rouges, plus des pions supplémentaires selon le nombre de joueurs. Les cartes marquées d&apos;une colonne brisée restent en jeu quand le peuple entre en déclin.</translation>
    </message>
    <message>
        <source>Filter by name or effect</source>
        <translation>Filtrer par nom ou par effet</translation>
    </message>
    <message>
        <source>Pawns: the other tile&apos;s number + 1</source>
        <translation>Pions : le chiffre de l&apos;autre carte + 1</translation>
    </message>
    <message>
        <source>Pawns: %1 (%2)</source>
        <translation>Pions : %1 (%2)</translation>
    </message>
    <message>
        <source>stays in decline</source>
        <translation>reste pendant le déclin</translation>
    </message>
    <message>
        <source>leaves at decline</source>
        <translation>retirée au déclin</translation>
    </message>
    <message>
        <source>doubled by Specialization</source>
        <translation>doublée par Spécialisation</translation>
    </message>
    <message numerus="yes">
        <source>%n in the bag</source>
        <translation>
            <numerusform>%n dans le sac</numerusform>
            <numerusform>%n dans le sac</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile matches &quot;%1&quot;.</source>
        <translation>Aucune carte ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>Civilization tiles (Online 2013)</source>
        <translation>Cartes de civilisation (en ligne 2013)</translation>
    </message>
    <message>
        <source>Each civilization has two tiles. It receives the sum of their red numbers in pawns, plus extra pawns for the number of players. A declining civilization keeps its tiles until the next decline; only those with the broken column still act.</source>
        <translation>Chaque peuple a deux cartes. Il reçoit autant de pions que le total de leurs chiffres rouges, plus des pions supplémentaires selon le nombre de joueurs. Un peuple en déclin garde ses cartes jusqu&apos;au déclin suivant ; seules celles marquées d&apos;une colonne brisée agissent encore.</translation>
    </message>
    <message>
        <source>acts in decline</source>
        <translation>agit pendant le déclin</translation>
    </message>
    <message numerus="yes">
        <source>not with %n players</source>
        <translation>
            <numerusform>pas à %n joueur</numerusform>
            <numerusform>pas à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>its forts remain in decline</source>
        <translation>ses forts restent pendant le déclin</translation>
    </message>
    <message>
        <source>its forts go at decline</source>
        <translation>ses forts disparaissent au déclin</translation>
    </message>
    <message>
        <source>acts as the empire declines</source>
        <translation>agit au passage en déclin</translation>
    </message>
    <message>
        <source>kept in decline, without effect</source>
        <translation>conservée pendant le déclin, sans effet</translation>
    </message>
</context>
<context>
    <name>vinci::TrackSlotButton</name>
    <message>
        <source>The bag is empty.</source>
        <translation>Le sac est vide.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization %1: %2 + %3</source>
        <translation>Peuple %1 : %2 + %3</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s): the tiles&apos; %1 and %2 for the number of players.</source>
        <translation>
            <numerusform>%n pion : %1 des cartes et %2 pour le nombre de joueurs.</numerusform>
            <numerusform>%n pions : %1 des cartes et %2 pour le nombre de joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choosing it costs nothing.</source>
        <translation>Le choisir ne coûte rien.</translation>
    </message>
    <message numerus="yes">
        <source>Choosing it earns %n victory point(s).</source>
        <translation>
            <numerusform>Le choisir rapporte %n point de victoire.</numerusform>
            <numerusform>Le choisir rapporte %n points de victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s).</source>
        <translation>
            <numerusform>Le choisir coûte %n point de victoire.</numerusform>
            <numerusform>Le choisir coûte %n points de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points gained or paid, with their sign: &quot;+2 VP&quot;, &quot;-4 VP&quot;</extracomment>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on it: %1.</source>
        <translation>
            <numerusform>%n jeton dessus : %1.</numerusform>
            <numerusform>%n jetons dessus : %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory point(s) each</source>
        <translation>
            <numerusform>%n point de victoire chacun</numerusform>
            <numerusform>%n points de victoire chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>±0 VP</source>
        <extracomment>A place whose coins give back what it costs: the score stays as it is</extracomment>
        <translation>±0 PV</translation>
    </message>
    <message numerus="yes">
        <source>Choosing it costs %n victory point(s), which its coins give back.</source>
        <translation>
            <numerusform>Le choisir coûte %n point de victoire, que ses jetons vous rendent.</numerusform>
            <numerusform>Le choisir coûte %n points de victoire, que ses jetons vous rendent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::TurnBar</name>
    <message>
        <source>Expand</source>
        <translation>S&apos;étendre</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Décliner</translation>
    </message>
    <message>
        <source>Espionage</source>
        <translation>Espions</translation>
    </message>
    <message>
        <source>Declare peace</source>
        <translation>Déclarer la paix</translation>
    </message>
    <message>
        <source>End conquest</source>
        <translation>Fin des conquêtes</translation>
    </message>
    <message>
        <source>Auto-distribute</source>
        <translation>Répartir pour moi</translation>
    </message>
    <message>
        <source>Build a fort</source>
        <translation>Construire un fort</translation>
    </message>
    <message>
        <source>Confirm and score</source>
        <translation>Valider et compter</translation>
    </message>
    <message>
        <source>Decline now</source>
        <translation>Décliner maintenant</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Place them for me</source>
        <translation>Les replacer pour moi</translation>
    </message>
    <message>
        <source>Skip to end of turn</source>
        <translation>Aller à la fin du tour</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler le coup</translation>
    </message>
    <message>
        <source>Take back the last step of this turn (Ctrl+Z). A turn cannot be undone once another player acts.</source>
        <translation>Reprendre la dernière étape de ce tour (Ctrl+Z). Un tour ne peut plus être annulé dès qu&apos;un autre joueur agit.</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Vitesse de l&apos;ordinateur :</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Immédiate</translation>
    </message>
    <message>
        <source>Not now: %1</source>
        <translation>Pas maintenant. %1</translation>
    </message>
    <message numerus="yes">
        <source>In hand:
%n pawn(s)</source>
        <translation>
            <numerusform>En main :
%n pion</numerusform>
            <numerusform>En main :
%n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To place:
%n pawn(s)</source>
        <translation>
            <numerusform>À replacer :
%n pion</numerusform>
            <numerusform>À replacer :
%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the rest of this computer player&apos;s turn at once.</source>
        <translation>Jouer d&apos;un coup le reste du tour de ce joueur de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Collect your pawns (one stays in each province) and conquer.</source>
        <translation>Reprendre vos pions (un reste dans chaque province) et conquérir.</translation>
    </message>
    <message numerus="yes">
        <source>Put your empire into decline; it scores %n victory point(s) now, and you choose a new civilization.</source>
        <translation>
            <numerusform>Mettre votre empire en déclin ; il marque %n point de victoire maintenant, et vous choisissez un nouveau peuple.</numerusform>
            <numerusform>Mettre votre empire en déclin ; il marque %n points de victoire maintenant, et vous choisissez un nouveau peuple.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop conquering and reorganize your pawns.</source>
        <translation>Arrêter les conquêtes et réorganiser vos pions.</translation>
    </message>
    <message>
        <source>Espionage: your next conquest costs 2 pawns, whatever defends the province.</source>
        <translation>Espions : votre prochaine conquête coûte 2 pions, quelle que soit la défense de la province.</translation>
    </message>
    <message>
        <source>Espionage has already been used this turn.</source>
        <translation>Les Espions ont déjà servi ce tour-ci.</translation>
    </message>
    <message>
        <source>Diplomacy: choose an opponent; neither of you may attack the other&apos;s active empire until your next turn.</source>
        <translation>Diplomatie : choisissez un adversaire ; aucun de vous deux ne peut attaquer l&apos;empire actif de l&apos;autre jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <source>Spread your pawns for you: one in each province, the rest along your borders. You can still change them.</source>
        <translation>Répartit vos pions pour vous : un dans chaque province, le reste le long de vos frontières. Vous pouvez encore les changer.</translation>
    </message>
    <message numerus="yes">
        <source>End your turn and score %n victory point(s).</source>
        <translation>
            <numerusform>Finir votre tour et marquer %n point de victoire.</numerusform>
            <numerusform>Finir votre tour et marquer %n points de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>End your turn and score.</source>
        <translation>Finir votre tour et compter les points.</translation>
    </message>
    <message>
        <source>Fortification: click a province to build a fort (+1 to conquer it, -1 for attacks from it).</source>
        <translation>Forts : cliquez sur une province pour y construire un fort (+1 pour la conquérir, -1 pour les attaques qui en partent).</translation>
    </message>
    <message>
        <source>You have built all the forts allowed this turn.</source>
        <translation>Vous avez construit tous les forts permis ce tour-ci.</translation>
    </message>
    <message>
        <source>Rebirth: your empire goes into decline now and you choose a new civilization.</source>
        <translation>Renaissance : votre empire entre en déclin maintenant et vous choisissez un nouveau peuple.</translation>
    </message>
    <message>
        <source>Keep your empire and end your turn.</source>
        <translation>Garder votre empire et finir votre tour.</translation>
    </message>
    <message>
        <source>Place each surviving pawn on your province with the fewest pawns.</source>
        <translation>Replacer chaque pion survivant sur votre province qui a le moins de pions.</translation>
    </message>
    <message>
        <source>Reorganize, then decline</source>
        <translation>Réorganiser, puis décliner</translation>
    </message>
    <message>
        <source>Philosophy: move your pawns between your provinces first, then put your empire into decline with all of them on the board.</source>
        <translation>Philosophie : déplacez d&apos;abord vos pions entre vos provinces, puis faites passer votre empire en déclin avec tous ses pions sur le plateau.</translation>
    </message>
    <message numerus="yes">
        <source>Put your empire into decline with its pawns where they stand; it scores %n victory point(s) now, and you choose a new civilization.</source>
        <translation>
            <numerusform>Faites passer votre empire en déclin avec ses pions là où ils sont ; il marque %n point de victoire maintenant, et vous choisissez un nouveau peuple.</numerusform>
            <numerusform>Faites passer votre empire en déclin avec ses pions là où ils sont ; il marque %n points de victoire maintenant, et vous choisissez un nouveau peuple.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 réfléchit...</translation>
    </message>
    <message>
        <source>Take it</source>
        <translation>Le prendre</translation>
    </message>
    <message>
        <source>Take this civilization (Enter). A new one is then drawn for place VI: the choice cannot be taken back.</source>
        <translation>Prendre ce peuple (Entrée). Un nouveau est alors tiré pour la place VI : ce choix ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose another civilization (Escape, or click another one).</source>
        <translation>Choisir un autre peuple (Échap, ou cliquez sur un autre).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What the hard computer player would do in your place, and why (H). Hints are counted on the end-of-game page.</source>
        <translation>Ce que l&apos;ordinateur difficile jouerait à votre place, et pourquoi (H). Les conseils sont comptés sur la page de fin de partie.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play the hint (Enter).</source>
        <translation>Jouer le conseil (Entrée).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Forget the hint and play on your own (Escape).</source>
        <translation>Oublier le conseil et jouer vous-même (Échap).</translation>
    </message>
    <message>
        <source>Stop waiting for the hint (Escape).</source>
        <translation>Ne plus attendre le conseil (Échap).</translation>
    </message>
    <message>
        <source>What %1 did</source>
        <translation>Ce qu&apos;a fait %1</translation>
    </message>
    <message>
        <source>Before %1&apos;s turn: what the others did since %1 last played.</source>
        <translation>Avant que %1 joue : ce que les autres ont fait depuis son dernier tour.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>Give the province up and take its pawns back into your hand (Enter). Undo brings it back.</source>
        <translation>Abandonner la province et reprendre ses pions en main (Entrée). « Annuler le coup » la rend.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Keep the province as it is (Escape).</source>
        <translation>Garder la province telle quelle (Échap).</translation>
    </message>
    <message>
        <source>Place it</source>
        <translation>Le placer</translation>
    </message>
    <message>
        <source>Place your last pawn there (Enter): your redeploy is then over.</source>
        <translation>Placer votre dernier pion ici (Entrée) : vos pions sont alors tous replacés.</translation>
    </message>
    <message>
        <source>Another province</source>
        <translation>Une autre province</translation>
    </message>
    <message>
        <source>Keep the pawn and choose another province (Escape).</source>
        <translation>Garder le pion et choisir une autre province (Échap).</translation>
    </message>
    <message numerus="yes">
        <source>Enter the board from its edge with your %n pawn(s) and conquer.</source>
        <translation>
            <numerusform>Entrer sur le plateau par son bord avec votre pion et conquérir.</numerusform>
            <numerusform>Entrer sur le plateau par son bord avec vos %n pions et conquérir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your empire as it is: with no province and no pawn, it has nothing to do this turn.</source>
        <translation>Garder votre empire tel quel : sans province ni pion, il n&apos;a rien à faire ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>Put your civilization into decline while it holds no province: its %n pawn(s) in hand leave the game, and you choose a new civilization.</source>
        <translation>
            <numerusform>Mettre votre peuple en déclin alors qu&apos;il n&apos;a aucune province : son pion en main quitte la partie, et vous choisissez un nouveau peuple.</numerusform>
            <numerusform>Mettre votre peuple en déclin alors qu&apos;il n&apos;a aucune province : ses %n pions en main quittent la partie, et vous choisissez un nouveau peuple.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vinci::ValidationDock</name>
    <message>
        <source>Issues</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No problems: the game can load this map.</source>
        <translation>Aucun problème : le jeu peut charger cette carte.</translation>
    </message>
    <message>
        <source>Issues (%1, %2)</source>
        <translation>Problèmes (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) not given in every language</source>
        <translation>
            <numerusform>%n nom manquant dans une langue</numerusform>
            <numerusform>%n noms manquants dans une langue</numerusform>
        </translation>
    </message>
    <message>
        <source>Fixed. The line goes when the pointer leaves the list.</source>
        <translation>Corrigé. La ligne disparaît quand le pointeur quitte la liste.</translation>
    </message>
</context>
</TS>
