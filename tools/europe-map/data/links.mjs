// Links a designer sets by hand: coasts shared across narrow water (the rules' "adjacent
// coastline"), the coastal corridor that gives Northern and Southern Italy a shared coast, and
// sea links through straits too narrow for the geometry to see.

/** Province pairs facing each other across a strait: light-blue shallows join their coasts. */
export const straitCoasts = [
  ['ireland', 'scotland'], // North Channel (rules: "Ireland is adjacent to Scotland")
  ['ireland', 'england'], // St George's Channel (rules, Ship Building: "England and Ireland")
  ['sicily', 'south-italy'], // Strait of Messina
  ['denmark', 'sweden'], // Øresund
  ['england', 'low-countries'], // Strait of Dover
  ['thrace', 'anatolia'], // Bosporus and Dardanelles
  ['sardinia-corsica', 'apennines'], // Corsica to Tuscany by way of Elba
];

/**
 * Where a mountain province stops just short of the sea, the coastal strip in front of it belongs
 * to the provinces on either side, which then share a coast without sharing a land border
 * (original rules: "Northern Italy and Southern Italy" share a coast). Windows are lon/lat
 * polygons; the strip of `from` inside each window goes to `to`.
 */
export const coastCorridors = [
  { from: 'apennines', windows: [
    { to: 'north-italy', poly: [[11.2, 44.6], [12.2, 45.3], [13.6, 45.0], [14.5, 43.3], [13.3, 42.6], [12.0, 43.5]] },
    { to: 'south-italy', poly: [[13.3, 42.6], [14.5, 43.3], [16.2, 42.3], [15.4, 41.2], [13.8, 41.5]] },
  ] },
];

/**
 * What the editor's Find links proposes (docs/editor.md) that this board does not have: coasts
 * across narrow seas, where a sea zone lies between and the crossings are the straits above, and
 * two corner-only touches (a point is no border). Written as map.json's "rejectedLinks", so that
 * a designer opening the map is not offered them as new.
 */
export const declined = [
  ['anatolia', 'greece'], // across the Aegean Sea
  ['brittany', 'england'], // the Channel
  ['denmark', 'norway'], // the Skagerrak
  ['denmark', 'prussia'], // the western Baltic
  ['dinaric-alps', 'south-italy'], // the Adriatic
  ['england', 'france'], // the Channel
  ['finland', 'sweden'], // the Gulf of Bothnia
  ['greece', 'south-italy'], // the Strait of Otranto and the Ionian Sea
  ['north-italy', 'sardinia-corsica'], // the Ligurian Sea
  ['prussia', 'sweden'], // the Baltic
  ['crimea', 'smolensk'], // a corner
  ['muscovy', 'ruthenia'], // a corner
];

/** Sea zones joined through straits (kept even where the water is a pixel wide). */
export const straitSeaLinks = [
  ['atlantic-ocean', 'western-mediterranean'], // Strait of Gibraltar
  ['aegean-sea', 'black-sea'], // Bosporus and Dardanelles
  ['north-sea', 'baltic-sea'], // Skagerrak and Kattegat
  ['tyrrhenian-sea', 'ionian-sea'], // Strait of Messina
];
