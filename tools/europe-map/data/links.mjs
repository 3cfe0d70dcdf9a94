// Links a designer sets by hand: coasts shared across narrow water (the rules' "adjacent
// coastline"), the coastal corridor that gives Northern and Southern Italy a shared coast, and
// sea links through straits too narrow for the geometry to see.

/** Province pairs facing each other across a strait: light-blue shallows join their coasts. */
export const straitCoasts = [
  ['sicily', 'south-italy'], // Strait of Messina
  ['denmark', 'sweden'], // Øresund
  ['england', 'flanders'], // Strait of Dover
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
    { to: 'north-italy', poly: [[12.0, 44.6], [13.2, 45.4], [14.6, 43.4], [13.85, 42.95]] },
    { to: 'south-italy', poly: [[13.85, 42.95], [14.6, 43.4], [15.6, 42.0], [14.0, 41.6]] },
  ] },
];

/** Sea zones joined through straits (kept even where the water is a pixel wide). */
export const straitSeaLinks = [
  ['atlantic-ocean', 'western-mediterranean'], // Strait of Gibraltar
  ['aegean-sea', 'black-sea'], // Bosporus and Dardanelles
  ['north-sea', 'baltic-sea'], // Skagerrak and Kattegat
  ['tyrrhenian-sea', 'ionian-sea'], // Strait of Messina
];
