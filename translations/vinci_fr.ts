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
        <translation>Abandonner %1</translation>
    </message>
    <message>
        <source>Make peace with player %1</source>
        <translation>Faire la paix avec le joueur %1</translation>
    </message>
    <message>
        <source>Conquer %1</source>
        <translation>Conquérir %1</translation>
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
        <translation>Reprendre un pion de %1</translation>
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
</context>
<context>
    <name>GameEvent</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn.</source>
        <translation>Tour de table %1 : au tour de %2.</translation>
    </message>
    <message>
        <source>%1 chooses %2 (%3 pawns, %4 victory points).</source>
        <translation>%1 choisit %2 (%3 pions, %4 points de victoire).</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s empire goes into decline (%n province(s)).</source>
        <translation>
            <numerusform>L&apos;empire de %1 entre en déclin (%n province).</numerusform>
            <numerusform>L&apos;empire de %1 entre en déclin (%n provinces).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s older declining empire leaves the board (%n pawn(s)).</source>
        <translation>
            <numerusform>L&apos;ancien peuple en déclin de %1 quitte le plateau (%n pion).</numerusform>
            <numerusform>L&apos;ancien peuple en déclin de %1 quitte le plateau (%n pions).</numerusform>
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
        <translation>%1 abandonne %2.</translation>
    </message>
    <message>
        <source>%1 is at peace with %2.</source>
        <translation>%1 est en paix avec %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 from %3 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 conquiert %2 sur %3 pour %n pion.</numerusform>
            <numerusform>%1 conquiert %2 sur %3 pour %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 conquers %2 for %n pawn(s).</source>
        <translation>
            <numerusform>%1 conquiert %2 pour %n pion.</numerusform>
            <numerusform>%1 conquiert %2 pour %n pions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s declining pawns leave %2 (contact with the active empire).</source>
        <translation>Les pions en déclin de %1 quittent %2 (contact avec le peuple actif).</translation>
    </message>
    <message numerus="yes">
        <source>The Field General&apos;s %n pawn(s) leave %1&apos;s empire.</source>
        <translation>
            <numerusform>%n pion du Général quitte l&apos;empire de %1.</numerusform>
            <numerusform>%n pions du Général quittent l&apos;empire de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 empty.</source>
        <translation>%1 laisse %2 vide.</translation>
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
            <numerusform>L&apos;empire de %1 n&apos;a plus de province : %n pion repartira du bord du plateau.</numerusform>
            <numerusform>L&apos;empire de %1 n&apos;a plus de province : %n pions repartiront du bord du plateau.</numerusform>
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
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>This version plays the Classic rules only.</source>
        <translation>Cette version ne joue que les règles classiques.</translation>
    </message>
    <message>
        <source>The Classic rules are for %1 to %2 players; %3 were asked for.</source>
        <translation>Les règles classiques se jouent de %1 à %2 joueurs ; %3 ont été demandés.</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; does not support %2 players.</source>
        <translation>La carte « %1 » ne se joue pas à %2 joueurs.</translation>
    </message>
    <message>
        <source>There are %1 seats but %2 seat kinds.</source>
        <translation>Il y a %1 places mais %2 types de place.</translation>
    </message>
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
        <source>%1 players: this rule set is played by %2 to %3 players</source>
        <translation>%1 joueurs : ces règles se jouent de %2 à %3 joueurs</translation>
    </message>
    <message>
        <source>no entry for %1 players</source>
        <translation>aucune valeur pour %1 joueurs</translation>
    </message>
    <message>
        <source>entry for %1 players, a player count the map does not list</source>
        <translation>valeur pour %1 joueurs, un nombre de joueurs que la carte ne prévoit pas</translation>
    </message>
    <message>
        <source>%1 for %2 players; it must be at least %3</source>
        <translation>%1 pour %2 joueurs ; il faut au moins %3</translation>
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
        <source>That conquest costs %1 pawns; you have %2.</source>
        <translation>Cette conquête coûte %1 pions ; vous en avez %2.</translation>
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
        <source>Names in &lt;language&gt;: en, fr or de (default en).</source>
        <translation>Noms dans la &lt;langue&gt; : en, fr ou de (par défaut en).</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
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
    <name>RuleSet</name>
    <message>
        <source>Classic (1999)</source>
        <translation>Classique (1999)</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2).</source>
        <translation>%1 : écriture impossible (%2).</translation>
    </message>
    <message>
        <source>cannot be opened (%1).</source>
        <translation>ne peut pas être ouvert (%1).</translation>
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
        <translation>Joueur fictif (règle du jeu, avec les deux variantes)</translation>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>Vinci - The Rise and Fall of Civilizations</source>
        <translation>Vinci - Apogée et déclin des civilisations</translation>
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
    <name>vinci::CivilizationTrackPanel</name>
    <message>
        <source>Civilizations</source>
        <translation>Peuples</translation>
    </message>
    <message>
        <source>Passing over a civilization costs 2 victory points and leaves a coin worth 2 points on it.</source>
        <translation>Passer un peuple coûte 2 points de victoire et laisse dessus un jeton qui en vaut 2.</translation>
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
    <message numerus="yes">
        <source>After %n round(s); the target was %1 victory points.</source>
        <translation>
            <numerusform>Après %n tour de table ; l&apos;objectif était de %1 points de victoire.</numerusform>
            <numerusform>Après %n tours de table ; l&apos;objectif était de %1 points de victoire.</numerusform>
        </translation>
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
    <name>vinci::HowToPlayDialog</name>
    <message>
        <source>The aim of the game</source>
        <translation>Le but du jeu</translation>
    </message>
    <message>
        <source>You lead one civilization after another across the map. Every province your pawns hold earns victory points at the end of your turn. When a civilization has grown as far as it can, you put it into decline and choose a new one; the provinces of the declining civilization keep scoring until other civilizations take them.</source>
        <translation>Vous menez un peuple après l&apos;autre à travers la carte. Chaque province que tiennent vos pions rapporte des points de victoire à la fin de votre tour. Quand un peuple ne peut plus grandir, vous le mettez en déclin et en choisissez un nouveau ; les provinces du peuple en déclin continuent de rapporter des points tant que d&apos;autres peuples ne les ont pas prises.</translation>
    </message>
    <message>
        <source>The game ends in the round in which a player reaches the victory target: 150 points with 3 players, 120 with 4, 100 with 5 or 6 (a map or the new game options may set another target). The player with the most points wins.</source>
        <translation>La partie s&apos;achève au tour de table où un joueur atteint le total requis pour la victoire : 150 points à 3 joueurs, 120 à 4, 100 à 5 ou 6 (une carte ou les options de la nouvelle partie peuvent fixer un autre total). Le joueur qui a le plus de points gagne.</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Every player starts with 10 victory points. A neutral pawn stands in every province except the mountains: the early peoples, who defend their land. Six civilizations, each a pair of civilization tiles drawn from the bag, wait on the civilization track in places I to VI. The starting player is drawn at random; on their first turn each player only chooses a civilization.</source>
        <translation>Chaque joueur commence avec 10 points de victoire. Un pion neutre se trouve dans chaque province, sauf les montagnes : ce sont les peuples précédents, qui défendent leur terre. Six peuples, chacun une paire de cartes de civilisation tirées du sac, attendent sur les cases I à VI. Le premier joueur est tiré au sort ; à son premier tour, chaque joueur ne fait que choisir un peuple.</translation>
    </message>
    <message>
        <source>Choosing a civilization</source>
        <translation>Choix d&apos;un peuple</translation>
    </message>
    <message>
        <source>Civilization I costs nothing. Each place further along costs 2 victory points more (II costs 2, III costs 4, and so on), and a coin is left on every civilization passed over. Whoever later chooses a civilization with coins on it gains 2 victory points per coin. The pairs behind move up and a new pair is drawn into place VI.</source>
        <translation>Le peuple I ne coûte rien. Chaque case plus loin coûte 2 points de victoire de plus (II coûte 2, III coûte 4, etc.), et un jeton est laissé sur chaque peuple passé. Qui choisit plus tard un peuple portant des jetons gagne 2 points de victoire par jeton. Les paires suivantes se décalent et une nouvelle paire est tirée sur la case VI.</translation>
    </message>
    <message>
        <source>A new civilization receives the sum of the red numbers on its two tiles in pawns, plus extra pawns for the number of players (8 with 3 players, 6 with 4, 4 with 5, 3 with 6). These pawns are all it will ever have, unless a tile (Medicine, Field General) says otherwise.</source>
        <translation>Un nouveau peuple reçoit autant de pions que le total des chiffres rouges de ses deux cartes, plus des pions supplémentaires selon le nombre de joueurs (8 à 3 joueurs, 6 à 4, 4 à 5, 3 à 6). Il n&apos;en recevra pas d&apos;autres, sauf si une carte (Médecine, Général) le dit.</translation>
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
    <message>
        <source>Every conquest costs (pawns)</source>
        <translation>Chaque conquête coûte (en pions)</translation>
    </message>
    <message>
        <source>in a forest or mountain province</source>
        <translation>pour une province de forêt ou de montagne</translation>
    </message>
    <message>
        <source>for each pawn defending the province</source>
        <translation>par pion qui défend la province</translation>
    </message>
    <message>
        <source>when attacking from a mountain province next to it</source>
        <translation>si l&apos;on attaque depuis une province de montagne adjacente</translation>
    </message>
    <message>
        <source>Civilization tiles and forts change the cost; it is never below 0. The defender loses only one pawn for good; the other defending pawns survive and are placed by their owner in their other provinces at the end of your turn. An attacker never loses pawns. A civilization that loses every province re-enters the board with its surviving pawns on its next turn.</source>
        <translation>Les cartes de civilisation et les forts modifient le coût, qui n&apos;est jamais inférieur à 0. Le défenseur ne perd définitivement qu&apos;un pion ; les autres pions défenseurs survivent et leur propriétaire les replace dans ses autres provinces à la fin de votre tour. L&apos;attaquant ne perd jamais de pion. Un peuple qui a perdu toutes ses provinces repart du bord du plateau à son tour suivant avec ses pions survivants.</translation>
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
        <source>4. Scoring</source>
        <translation>4. Les points</translation>
    </message>
    <message>
        <source>At the end of your turn you score 1 victory point for each province of your active and of your declining civilization; mountains score nothing. Yellow tiles add points, and some of them keep doing so in decline.</source>
        <translation>À la fin de votre tour, vous marquez 1 point de victoire par province de votre peuple actif et de votre peuple en déclin ; les montagnes ne rapportent rien. Les cartes jaunes ajoutent des points, et certaines continuent pendant le déclin.</translation>
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
        <source>Your declining civilization no longer expands but keeps scoring. Your active and your declining civilization must not touch: when you conquer next to your declining provinces, those provinces are emptied (unless you have Heritage). With Rebirth, the decline is declared at the end of a normal turn, after scoring.</source>
        <translation>Votre peuple en déclin ne s&apos;étend plus mais continue de rapporter des points. Votre peuple actif et votre peuple en déclin ne peuvent pas être en contact : si vous conquérez à côté de vos provinces en déclin, celles-ci sont vidées (sauf avec Héritage). Avec Renaissance, le déclin est déclaré à la fin d&apos;un tour normal, après le compte des points.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
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
        <source>With one or two people, virtual players complete the table: one person plays against three virtual players, two people against two. The game then ends at 150 points. A virtual player always takes civilization I, receives 8 extra pawns instead of the table&apos;s number, is not bound by cohesion, and conquers the provinces worth the most points first.</source>
        <translation>À un ou deux, des joueurs fictifs complètent la table : seul, on joue contre trois joueurs fictifs, à deux contre deux. La partie se joue alors en 150 points. Un joueur fictif prend toujours le peuple I, reçoit 8 pions supplémentaires au lieu du nombre de la table, n&apos;est pas soumis à la cohésion et conquiert d&apos;abord les provinces qui rapportent le plus.</translation>
    </message>
    <message>
        <source>To make them stronger, let them start with 15 victory points instead of 10, or give them 9 or more extra pawns.</source>
        <translation>Pour corser la difficulté, donnez-leur 15 points de victoire au lieu de 10 au départ, ou 9 pions supplémentaires ou plus.</translation>
    </message>
    <message>
        <source>The civilization tiles</source>
        <translation>Les cartes de civilisation</translation>
    </message>
    <message>
        <source>Every tile&apos;s effect is listed under Help ▸ Civilization tiles, and appears when you point at a tile. All modifiers add up; a conquest never costs fewer than 0 pawns.</source>
        <translation>L&apos;effet de chaque carte est décrit dans Aide ▸ Cartes de civilisation, et s&apos;affiche quand on pointe une carte. Tous les modificateurs sont cumulatifs ; une conquête ne coûte jamais moins de 0 pion.</translation>
    </message>
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
        <source>Classic (1999 rules with the errata)</source>
        <translation>Classiques (règles de 1999 avec les errata)</translation>
    </message>
    <message>
        <source>Online 2013</source>
        <translation>En ligne 2013</translation>
    </message>
    <message>
        <source>The Online 2013 rules (new tiles and terrains, a fixed number of rounds) are not available yet.</source>
        <translation>Les règles en ligne de 2013 (nouvelles cartes et terrains, nombre fixe de tours de table) ne sont pas encore disponibles.</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Carte :</translation>
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
        <source>The rulebook&apos;s game for one or two: virtual players complete the table, always take civilization I, and the game ends at 150 points.</source>
        <translation>Le jeu à un ou deux de la règle : des joueurs fictifs complètent la table, prennent toujours le peuple I, et la partie se joue en 150 points.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Civilization tiles in the bag:</source>
        <translation>Cartes de civilisation dans le sac :</translation>
    </message>
    <message>
        <source>As the designer intended: 3 Barbarians, 1 Specialization</source>
        <translation>Comme l&apos;a voulu l&apos;auteur : 3 Barbares, 1 Spécialisation</translation>
    </message>
    <message>
        <source>As printed in the box: 2 Barbarians, 2 Specialization</source>
        <translation>Comme dans la boîte : 2 Barbares, 2 Spécialisation</translation>
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
        <source>&amp;Victory target:</source>
        <translation>&amp;Points pour la victoire :</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
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
        <source>default (%1 points)</source>
        <translation>par défaut (%1 points)</translation>
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
        <source>At peace with %1 (Diplomacy)</source>
        <translation>En paix avec %1 (Diplomatie)</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn.</source>
        <translation>C&apos;est au tour de ce joueur.</translation>
    </message>
    <message>
        <source>This player is placing surviving pawns.</source>
        <translation>Ce joueur replace des pions survivants.</translation>
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
        <source>Round %1, the last: a player has reached %2 victory points.</source>
        <translation>Tour de table %1, le dernier : un joueur a atteint %2 points de victoire.</translation>
    </message>
    <message>
        <source>Round %1 · the game ends in the round a player reaches %2 victory points.</source>
        <translation>Tour de table %1 · la partie s&apos;achève au tour de table où un joueur atteint %2 points de victoire.</translation>
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
        <source>Do you want to resume it?</source>
        <translation>Voulez-vous la reprendre ?</translation>
    </message>
    <message>
        <source>&amp;Resume the game</source>
        <translation>&amp;Reprendre la partie</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;L&apos;abandonner</translation>
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
    <message numerus="yes">
        <source>%n coin(s) on it, worth 2 victory points each.</source>
        <translation>
            <numerusform>%n jeton dessus, qui vaut 2 points de victoire.</numerusform>
            <numerusform>%n jetons dessus, qui valent 2 points de victoire chacun.</numerusform>
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
</context>
</TS>
