// The Mediterranean and Near East board: its projection, frame, name and rule-set tables.

/**
 * Lambert conformal conic centred on 30° E (standard parallels 28° and 40° N). The frame runs from
 * Carthage to the Caspian and from the Black Sea to Luxor; the parallels bend, so its corners lie
 * at about 44° N and 24.5° N.
 */
export const board = {
  rotate: [-30, 0],
  parallels: [28, 40],
  west: [[8.6, 36.5]],
  east: [[50, 37]],
  north: [[30, 45.5]],
  south: [[30, 25.6]],
  // Lakes (Van, Urmia, Tuz, Sevan, the Dead Sea …) are land of the province around them; the
  // Propontis (about 2000 square units) and the seas are far larger.
  fillLakes: 1200,
};

export const mapInfo = {
  id: 'mediterranean',
  names: { en: 'Mediterranean and Near East', fr: 'Méditerranée et Proche-Orient', de: 'Mittelmeer und Naher Osten' },
  // Online 2013 only: rivers, deserts, normal land and a controllable sea are Online terrains.
  // Why these numbers: README.md, "Rule sets".
  rules: {
    online2013: {
      playerCounts: [2, 3, 4, 5],
      extraPawns: { 2: 12, 3: 10, 4: 6, 5: 4 },
      rounds: { 2: 13, 3: 12, 4: 11, 5: 10 },
    },
  },
};
