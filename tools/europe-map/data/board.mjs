// The Europe board: its projection, frame, name and rule-set tables.

/** Lambert conformal conic centred on 15° E; the frame runs from the west of Ireland to the Don
 * and from Lapland to the south of Crete. */
export const board = {
  rotate: [-15, 0],
  parallels: [40, 62],
  west: [[-11.2, 53], [-10.2, 36.5]],
  east: [[37.6, 53]],
  north: [[15, 64.0]],
  south: [[15, 35.0]],
};

export const mapInfo = {
  id: 'europe',
  names: { en: 'Europe', fr: 'Europe', de: 'Europa' },
  rules: {
    classic: {
      playerCounts: [3, 4, 5, 6],
      extraPawns: { 3: 8, 4: 6, 5: 4, 6: 3 },
      victoryPoints: { 3: 150, 4: 120, 5: 100, 6: 100 },
    },
    online2013: {
      playerCounts: [2, 3, 4, 5],
      extraPawns: { 2: 12, 3: 10, 4: 6, 5: 4 },
      rounds: { 2: 13, 3: 12, 4: 11, 5: 10 },
    },
  },
};
