// The prose of maps/europe/README.md; the generator adds the tables and counts.
import { pairNote } from 'vinci-map-lib/readme.mjs';
const COAST_WHERE = {
  'ireland|scotland': 'North Channel (rules: "Ireland is adjacent to Scotland")',
  'ireland|england': 'St George\'s Channel (rules, Ship Building: "England and Ireland")',
  'north-italy|south-italy': 'the Adriatic coastal strip in front of the Apennines, which stop short of the sea (rules, Ship Building: "Northern Italy and Southern Italy")',
  'sicily|south-italy': 'Strait of Messina',
  'denmark|sweden': 'Øresund',
  'england|low-countries': 'Strait of Dover',
  'thrace|anatolia': 'Bosporus and Dardanelles',
  'sardinia-corsica|apennines': 'Corsica to Tuscany by way of Elba; without it the island could only be reached by Astronomy',
};

export const notes = {
  intro: [
    '# Europe', '',
    'The board Vinci ships with: an original Europe drawn from Natural Earth coastlines, cut into',
    'provinces named after historical regions. `map.json` is the model, `map.svg` the art (format:',
    '`docs/map-format.md`). Both files are **generated** — do not edit them by hand; change',
    '`tools/europe-map/` and regenerate:', '',
    '```sh', 'cd tools/europe-map && npm ci && node generate.mjs', '```', '',
    'The generator checks the rules\' examples and the links (see "Checks" below) and rewrites this',
    'README, so the numbers here are always the files\' own. `node generate.mjs --debug overlay.svg`',
    'also writes a checking picture with every name and link drawn on the map.',
  ],
  coast: pairNote(COAST_WHERE),
  rules: [
    'Classic values are the 1999 rules\' tables. Online 2013: the rounds are the online rules\' own table;',
    'the extra pawns for 3 and 4 players (10 and 6) come from the online rules\' example for the',
    'original map ("10 because there are 3 players", "14 pawns" with 4 players). The rules give no',
    'number for 2 and 5 players on this map; we chose 12 for 2 players (a step of 2 above the',
    '3-player value, as in the Classic table, so a two-player game still fills a board this size) and',
    '4 for 5 players (the Classic value, the table falling as it does from 3 to 4).',
  ],
  // Which side of the board each start province opens on; the generator checks that these are
  // exactly the map's start provinces.
  startSides: {
    west: { text: 'west (the Atlantic)', ids: ['ireland', 'scotland', 'england', 'portugal', 'andalusia'] },
    north: { text: 'north (the frame, the Norwegian Sea and the Gulf of Bothnia)', ids: ['norway', 'scandinavian-mountains', 'sweden', 'finland'] },
    east: { text: 'east (the frame and the Black Sea)', ids: ['novgorod', 'muscovy', 'crimea', 'wallachia', 'thrace', 'anatolia'] },
    south: { text: 'south (the Ionian Sea and the Eastern Mediterranean)', ids: ['sicily', 'south-italy', 'greece'] },
  },
  /** Mines outside the mountains, and why they are there; checked against the model. */
  rimMines: { england: 'Cornwall', andalusia: 'Rio Tinto', 'sardinia-corsica': 'its silver mines' },
  /**
   * The design notes: one string per paragraph or bullet (the README wraps them). Lists of areas
   * come from the model, so they always match the files.
   */
  design: ({ model, list, sizes, mountainMines, rimMines, both, sides }) => {
    const P = model.provinces;
    const mountains = P.filter((p) => p.terrain === 'mountain');
    return [
      '## Design notes',
      '',
      '- **Geography.** Lambert conformal conic projection centred on 15° E (standard parallels 40° '
        + 'and 62° N); the frame runs from the west of Ireland to Moscow and from the middle of '
        + 'Scandinavia (64° N) to the south of Crete. North Africa is drawn as foreign land (not '
        + 'played), so the Western Mediterranean is an inner sea.',
      '- **Provinces** are Voronoi cells of hand-placed seed points (several per province), their '
        + 'edges bent by a smooth noise field so borders meander, clipped to the coastline and grouped '
        + 'per province. Islands smaller than about 250 km² are dropped (and the Isle of Man, which '
        + 'would blur the shallows between Ireland and England); larger ones join the province whose '
        + 'cell holds them (Crete with Greece, the Balearics with Aragon, Gotland with Sweden).',
      `- **Balance.** ${P.length} provinces, close to the box's 45, of comparable weight. Where Europe `
        + 'is crowded, historical neighbours share a province (Brittany with Lower Normandy, the Low '
        + 'Countries from Artois to Frisia, Portugal with Galicia, Greece with Epirus, the Dinaric Alps '
        + 'with the Dalmatian coast); the wide east is cut finer (Smolensk between Lithuania and '
        + `Muscovy) and the frame stops at 64° N. The largest province, ${sizes.largest}, is `
        + `${sizes.largestRatio} times the median one; the smallest, ${sizes.smallest}, is `
        + `${sizes.smallestRatio} times smaller.`,
      `- **Mountains as walls** (${mountains.length} of ${P.length}, about a quarter): the Scandinavian `
        + 'Mountains between Norway and Sweden, the Pyrenees between France and Spain, the Alps from '
        + 'Provence to Austria, the Apennines down Italy, the highlands of Bohemia (ringed by the Ore '
        + 'Mountains, the Sudetes and the Bohemian Forest) between the German plain and the Danube, '
        + 'the Dinaric Alps and Balkan Mountains across the Balkans, the Carpathians and Transylvania '
        + "around Hungary, the Massif Central in France and Anatolia's highlands.",
      '- **Terrain**: farmland on the great plains (northern France, the Rhineland, Saxony, Poland, '
        + "the Po valley, Wallachia, Ruthenia's black earth), prairie on the Atlantic pastures, the "
        + 'meseta, the puszta and the steppe, forest in Scandinavia, the Baltic lands, Russia and the '
        + 'German and Portuguese hills.',
      `- **Mines** (+2 with Mining) lie mostly in the mountains (${list(mountainMines)}), plus `
        + `historic mining lands: ${list(rimMines)}. Every side of the board has at least one.`,
      '- **Ports** (+1 with Port Building) sit on long coasts, about one per coastline, none on an '
        + `island (islands already have the sea). Only ${list(both)}, with long coasts on two seas, `
        + 'have both a mine and a port.',
      `- **Start coasts on every side**: ${sides.join('; ')}. The seas in the middle (North Sea, `
        + 'English Channel, Bay of Biscay, Baltic, Western Mediterranean, Tyrrhenian, Adriatic, '
        + 'Aegean) are inner seas, so France (on the English Channel only) and Northern Italy (on the '
        + 'Tyrrhenian and Adriatic only) are not starts, as the rules say.',
      '- **Light blue**: every coastal province has a light-blue strip along its coast (the `coasts` '
        + 'layer); small islands get a thinner one so they keep their colour. Where two provinces '
        + 'share a coast across narrow water (the coast links above), a light-blue bank crosses it: '
        + 'the water from which both shores are near, so it fills a narrow channel and narrows '
        + 'across a wide one. In front of the Apennines the coastal strip belongs to Northern and '
        + 'Southern Italy and is drawn without a white border, so their light-blue coasts meet.',
      '- **Labels**: the program places names itself (at the roomiest point of each area, on one or '
        + 'two lines). map.json gives an anchor only to the mountains, whose relief marks leave room '
        + 'for the name there, and to the Atlantic Ocean, whose roomiest point lies up in the corner.',
      '- **Land links** come from the geometry: two provinces are neighbours when they share more than '
        + '12 units of border (corner touches are not borders); a province touches a sea zone along '
        + 'more than 6 units of coast.',
      '',
      '## Checks',
      '',
      'At every run the generator stops with a message unless: Scotland and Ireland are starts and France',
      'and Northern Italy are not; Ireland–Scotland, England–Ireland and Northern–Southern Italy are',
      'coast links; Norway is reachable from Ireland, and Southern Italy from Norway, across chains of',
      'sea zones; every link names two known areas, is stored once and has a kind that fits its ends;',
      'every province has a neighbouring province and all provinces form one connected land; every sea',
      'zone touches a province and another sea zone; the start provinces by side and the mines outside',
      'the mountains in these notes are exactly the map\'s; the SVG has exactly one element per',
      'province (in `provinces`) and per sea zone (in `seas`), in map.json\'s order, unique ids, and no',
      'text, clipPath, mask, filter or style element. `tests/engine/test_europemap.cpp` checks the',
      'same examples on the engine\'s own board and that the counts at the top of this file are the',
      'files\' own.',
      '',
      '## Data source and licence',
      '',
      'Coastlines: Natural Earth 1:50m land (public domain, naturalearthdata.com), through the npm',
      'package `world-atlas` 2.0.2. Province borders, names, terrain and art are this project\'s own.',
      'The generator uses `topojson-client`, `d3-geo`, `d3-delaunay`, `clipper-lib` and `polylabel`',
      '(authoring time only; the C++ build needs neither Node nor the network).',
      '',
      '## The SVG',
      '',
      'Groups in drawing order: `background` (the water under everything and the foreign lands),',
      '`seas` (one path per sea zone, id = its id), `provinces` (one path per province, id = its id,',
      'filled with its terrain colour), `coasts` (light-blue strips `coast-strip-<id>` and banks',
      '`shallows-<id>-<id>`), `decoration` (sea-zone borders, coastline, relief, white land borders,',
      'frame). No text, no symbols (the program draws names, pickaxes and anchors from map.json), no',
      'clipPath, mask, filter or CSS. Palette: farmland `#ecd36f`, prairie `#b7d98a`, forest `#4e8a4a`,',
      'mountain `#a4a29c`, sea `#1f4f7d`, light blue `#a3d3ec`.',
    ];
  },
};
