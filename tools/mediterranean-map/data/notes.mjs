// The prose of maps/mediterranean/README.md; the generator adds the tables and counts.
import { pairNote } from 'vinci-map-lib/readme.mjs';
const COAST_WHERE = {
  'thrace|bithynia': 'Bosporus and Dardanelles, on either side of the Propontis',
  'sicily|magna-graecia': 'Strait of Messina',
  'magna-graecia|illyria': 'Strait of Otranto; Italy joins the Balkans beyond the frame, so this is its only way east',
  'cyprus|cilicia': 'Cape Kormakitis to Anamur',
  'crete|peloponnese': 'by way of Kythera; without it Crete could only be reached by Astronomy',
};

export const notes = {
  intro: [
    '# Mediterranean and Near East', '',
    'The second board Vinci ships with, for the Online 2013 rules only: the eastern Mediterranean and',
    'the Near East, from Carthage to the Caspian and from the Danube to Luxor, with the Nile, the',
    'Euphrates and the Tigris as river provinces, the deserts of Libya, Egypt and Arabia, and the',
    'Propontis (the Sea of Marmara) as a controllable sea. Drawn from Natural Earth coastlines and cut',
    'into provinces named after ancient regions. `map.json` is the model, `map.svg` the art (format:',
    '`docs/map-format.md`). Both files are **generated** — do not edit them by hand; change',
    '`tools/mediterranean-map/` (its data) or `tools/map-lib/` (the generator it shares with',
    '`tools/europe-map/`) and regenerate:', '',
    '```sh', 'cd tools/mediterranean-map && npm ci && node generate.mjs', '```', '',
    'The generator checks the links and the board (see "Checks" below) and rewrites this README, so',
    'the numbers here are always the files\' own. `node generate.mjs --debug overlay.svg` also writes',
    'a checking picture with every name and link drawn on the map.',
  ],
  coast: pairNote(COAST_WHERE),
  // Seas that touch no other sea zone: the Caspian is a lake, the Red Sea and the Persian Gulf open
  // beyond the frame, and the Black Sea's outlet is the Propontis, a province.
  landlockedSeas: ['caspian-sea', 'red-sea', 'persian-gulf', 'black-sea'],
  // Provinces that get a brown neutral pawn at set-up: all but mountains, deserts and water
  // ("except the gray mountain provinces, yellow desert provinces and in the blue water zones").
  // The generator checks this number against the map.
  neutralProvinces: 35,
  rules: [
    'Online 2013 only: rivers, deserts, normal land and a controllable sea are Online 2013 terrains,',
    'which a Classic map may not use. The rounds are the online rules\' own table. The online rules',
    'give the extra pawns of the original map only as an example ("10 because there are 3 players";',
    '14 pawns for a 4-player civilization, so 6 extra): the number depends on how crowded the board',
    'is. At set-up a brown pawn goes on "every province on the game board, except the gray mountain',
    'provinces, yellow desert provinces and in the blue water zones (rivers and seas)": 35 provinces',
    'here, against 33 on the original board (its 33 neutral pawns) and 37 on `maps/europe`. The',
    'room to grow is the same, so the table is the original map\'s: 3 players 10, 4 players 6. The',
    'text gives no number for 2 and 5 players; as on `maps/europe` we chose 12 for 2 players (a step',
    'of 2 above 3 players, so two civilizations still fill the board) and 4 for 5 players (the step',
    'from 3 to 4 players, halved). The 20 provinces without a neutral pawn do not change this: rivers',
    '(defence 1) and deserts (2) are cheap to cross but score nothing, so they speed a civilization',
    'through the board rather than feed it.',
  ],
  startSides: {
    west: { text: 'west (the frame and the Tyrrhenian Sea)', ids: ['latium', 'apennines', 'magna-graecia', 'sicily', 'carthage', 'tripolitania', 'fezzan'] },
    north: { text: 'north (the frame, the Adriatic and the Black Sea)', ids: ['illyria', 'moesia', 'thrace', 'propontis', 'bithynia', 'pontus', 'colchis', 'caucasus'] },
    east: { text: 'east (the frame, the Caspian Sea and the Persian Gulf)', ids: ['media', 'zagros', 'elam', 'sumer', 'lower-euphrates', 'hasa'] },
    south: { text: 'south (the frame and the Red Sea)', ids: ['upper-egypt', 'upper-nile', 'eastern-desert', 'sinai', 'nabataea', 'hejaz'] },
  },
  rimMines: {
    'eastern-desert': 'the gold of the pharaohs',
    sinai: 'turquoise and copper',
    nabataea: 'the copper of Faynan',
    pontus: 'the iron of the Chalybes',
    lydia: 'the gold of the Pactolus',
    macedonia: 'the gold of Mount Pangaion',
    cyprus: 'the copper that gave the island its name',
  },
  design: ({ model, list, sizes, mountainMines, rimMines, both, sides }) => {
    const P = model.provinces;
    const of = (t) => P.filter((p) => p.terrain === t);
    const names = (t) => list(of(t).map((p) => p.names.en));
    return [
      '## Design notes',
      '',
      '- **Geography.** Lambert conformal conic projection centred on 30° E (standard parallels 28° '
        + 'and 40° N); the frame runs from Tunisia to the Caspian and from the Danube to Luxor. Foreign '
        + 'land, drawn but not played, fills the deep Sahara and inner Arabia along the bottom and Dacia, '
        + 'the Crimea and the steppe north of the Caucasus along the top, so the played deserts are the '
        + 'fringes people crossed. Corsica and Sardinia, cut by the frame, are left out; lakes (Van, '
        + 'Urmia, the Dead Sea …) are land of the province around them.',
      '- **Provinces** are Voronoi cells of hand-placed seed points, their edges bent by a smooth noise '
        + 'field, clipped to the coastline and grouped per province (the generator `maps/europe` uses, '
        + 'shared in `tools/map-lib/`). Names are the regions of antiquity, in English, French and '
        + 'German as history atlases write them.',
      `- **Rivers** (${of('river').length}): ${names('river')}. Each is a band 13 units wide cut out `
        + 'of the land along its course, so it is a province of its own between the provinces of its two '
        + 'banks, with land borders to both (defence 1, scores 0; "You can be adjacent to your declined '
        + 'provinces as long as any of the provinces (active or decline) is a river"). The Nile and the '
        + 'Euphrates are cut in two where their character changes (the Nile at Minya, the Euphrates '
        + 'where it leaves the Syrian steppe at Hit); the Tigris joins the Lower Euphrates at Qurna. '
        + 'Only the Lower Euphrates reaches the Persian Gulf, so it is a start, as is the Upper Nile, '
        + 'which comes in at the bottom edge; the Tigris is not.',
      `- **Deserts** (${of('desert').length}): ${names('desert')}. Defence 2, score 0 (Currency and `
        + 'Camels make them pay). They are the largest provinces, as deserts are, and are marked with '
        + 'dunes.',
      '- **The Propontis** (the Sea of Marmara) is a controllable sea ("light blue regions that '
        + 'represent controllable seas. They have the same defence and rules as the rivers"): a province '
        + 'of water between Thrace and Bithynia, linked by sea to the Aegean and the Black Sea through '
        + 'the Dardanelles and the Bosporus. It touches the Black Sea, a sea zone on the board edge, so '
        + 'by the map format\'s start rule a civilization may start there. Thrace and Bithynia also '
        + 'share a coast across the two straits.',
      `- **Balance.** ${P.length} provinces, of which ${P.length - of('river').length - of('controllableSea').length} `
        + `are land. The largest, ${sizes.largest}, is ${sizes.largestRatio} times the median province; `
        + `the smallest, ${sizes.smallest}, ${sizes.smallestRatio} times smaller (the rivers are narrow `
        + 'bands, the islands small). Sea zones are regions of their own, never held ("new maps made '
        + 'them independent regions").',
      `- **Mountains** (${of('mountain').length} of ${P.length}) are walls: the Apennines down Italy, `
        + 'Epirus and the Balkan Mountains between Greece and the Danube, the Taurus between Anatolia '
        + 'and Syria, Armenia and the Caucasus in the north-east, the Zagros between Mesopotamia and '
        + 'Persia, the Hejaz between Arabia and the Red Sea.',
      `- **Terrain**: farmland (plains) in the river valleys and on the great grain lands (${names('farmland')}); `
        + `prairie (meadows) on the uplands and steppes (${names('prairie')}); normal land on the dry hills `
        + `and plateaus (${names('normal')}); forest on the wet coasts (${names('forest')}).`,
      `- **Mines** (+2 with Mining) lie in the mountains (${list(mountainMines)}) and in the ancient `
        + `mining lands: ${list(rimMines)}.`,
      `- **Ports** (+1 with Port Building) sit on long coasts, one per stretch of coast; only ${list(both)} `
        + 'have both a mine and a port.',
      `- **Start coasts on every side**: ${sides.join('; ')}. The Ionian, Aegean, Libyan and Levantine `
        + 'Seas and the Gulf of Sidra are inner seas, so Greece, Egypt, Cyrenaica and the Levant coast '
        + 'are not starts.',
      '- **Light blue**: every coastal land province has a light-blue strip along its coast; rivers and '
        + 'the Propontis, water themselves, have none and are edged in dark blue. Where two provinces '
        + 'share a coast across narrow water, a light-blue bank crosses it.',
      '- **Labels**: the program places names itself; map.json gives an anchor to the mountains and '
        + 'the deserts, whose relief and dune marks leave room for the name there.',
      '- **Land links** come from the geometry: two provinces are neighbours when they share more than '
        + '12 units of border; a province touches a sea zone along more than 6 units of coast.',
      '',
      '## Checks',
      '',
      'At every run the generator stops with a message unless: every link names two known areas, is',
      'stored once and has a kind that fits its ends; every province has a neighbouring province and all',
      'provinces form one connected land; every sea zone touches a province and another sea zone, except',
      'the four listed in `data/notes.mjs` (the Caspian, the Red Sea, the Persian Gulf and the Black Sea,',
      'whose outlet is the Propontis); every river borders land on both banks and the river segments',
      'join; the Propontis borders Thrace and Bithynia; Hellas, Lower Egypt, Phoenicia, Syria, Galatia',
      'and Babylonia are not starts; the number of provinces with a neutral pawn is the one "Rule sets"',
      'states; the start provinces by side and the mines outside the mountains in these notes are',
      'exactly the map\'s; the SVG has exactly one element per province (in `provinces`) and per sea',
      'zone (in `seas`), in map.json\'s order, unique ids, and no text, clipPath, mask, filter or style',
      'element. `vinci-editor --validate maps/mediterranean` passes without a finding.',
      '',
      '## Data source and licence',
      '',
      'Coastlines: Natural Earth 1:50m land (public domain, naturalearthdata.com), through the npm',
      'package `world-atlas` 2.0.2. River courses are hand-placed points. Province borders, names,',
      'terrain and art are this project\'s own. The generator uses `topojson-client`, `d3-geo`,',
      '`d3-delaunay`, `clipper-lib` and `polylabel` (authoring time only; the C++ build needs neither',
      'Node nor the network).',
      '',
      '## The SVG',
      '',
      'Groups in drawing order: `background` (the water under everything and the foreign lands),',
      '`seas` (one path per sea zone, id = its id), `provinces` (one path per province, id = its id,',
      'filled with its terrain colour), `coasts` (light-blue strips `coast-strip-<id>` and banks',
      '`shallows-<id>-<id>`), `decoration` (sea-zone borders, coastline, relief, dunes, white land',
      'borders, dark-blue river banks, frame). No text, no symbols (the program draws names, pickaxes and',
      'anchors from map.json), no clipPath, mask, filter or CSS. Palette: farmland `#ecd36f`, prairie',
      '`#b7d98a`, normal `#c9a27a`, forest `#4e8a4a`, mountain `#a4a29c`, desert `#faf0dc`, river',
      '`#4f98cf`, controllable sea `#3f84be`, sea `#1f4f7d`, light blue `#a3d3ec`.',
    ];
  },
};
