// The sea zones (dark blue) and the seed points (lon, lat) whose Voronoi cells, clipped to the
// water, make up each zone. A zone is an edge zone when its water reaches the board frame; the
// generator finds that from the geometry.
export const seaZones = [
  { id: 'atlantic-ocean', names: ['Atlantic Ocean', 'Océan Atlantique', 'Atlantischer Ozean'], label: [-10.4, 48.0],
    seeds: [[-11, 53], [-10.5, 49], [-11, 45], [-10.5, 41], [-9.5, 37], [-7.5, 35.5], [-12.5, 57], [-7.5, 49.5], [-8.2, 56.3], [-6.8, 51.3], [-9.8, 55.6], [-5.5, 50.6],
      // the Irish Sea, open to the ocean through the North Channel and St George's Channel
      [-5, 53.8], [-4.6, 54.6], [-5.5, 52.8], [-5.8, 55.3], [-3.8, 53.7]] },
  { id: 'norwegian-sea', names: ['Norwegian Sea', 'Mer de Norvège', 'Europäisches Nordmeer'],
    seeds: [[-4, 61.5], [2, 63.5], [8, 65.5], [-10, 60], [1, 61], [-8, 63]] },
  { id: 'north-sea', names: ['North Sea', 'Mer du Nord', 'Nordsee'],
    seeds: [[3, 56], [5.5, 57.5], [1, 54], [3, 52.5], [7, 54.5], [-1, 57.5], [9.5, 58.3], [11.4, 57.3]] },
  { id: 'english-channel', names: ['English Channel', 'Manche', 'Ärmelkanal'],
    seeds: [[-2.5, 50], [0, 50.2], [-4.5, 49.6], [1.5, 51.0]] },
  { id: 'bay-of-biscay', names: ['Bay of Biscay', 'Golfe de Gascogne', 'Golf von Biskaya'],
    seeds: [[-4, 45.5], [-2, 44.5], [-6, 44.3], [-3.5, 47]] },
  { id: 'baltic-sea', names: ['Baltic Sea', 'Mer Baltique', 'Ostsee'],
    seeds: [[18.5, 56], [16, 55.2], [20.3, 57.5], [13, 54.7], [21, 59.2], [25, 59.8], [19.5, 58.5], [23.0, 57.7], [11, 54.5], [12.7, 56.0]] },
  { id: 'gulf-of-bothnia', names: ['Gulf of Bothnia', 'Golfe de Botnie', 'Bottnischer Meerbusen'],
    seeds: [[20, 61.5], [21, 63.5], [23.5, 65], [19.3, 60.5]] },
  { id: 'western-mediterranean', names: ['Western Mediterranean', 'Méditerranée occidentale', 'Westliches Mittelmeer'],
    seeds: [[4, 40], [6, 38.5], [1, 38], [5, 42], [-3, 36.3], [8, 37.8], [10, 37.5], [7, 41.3]] },
  { id: 'tyrrhenian-sea', names: ['Tyrrhenian Sea', 'Mer Tyrrhénienne', 'Tyrrhenisches Meer'],
    seeds: [[12, 40], [13, 39], [9, 43.8], [10.5, 42.5], [11.3, 41.5], [15, 39.2]] },
  { id: 'adriatic-sea', names: ['Adriatic Sea', 'Mer Adriatique', 'Adriatisches Meer'],
    seeds: [[15, 43], [13.5, 44.3], [17, 42], [18.5, 41.3], [12.8, 45.2]] },
  { id: 'ionian-sea', names: ['Ionian Sea', 'Mer Ionienne', 'Ionisches Meer'],
    seeds: [[18, 38], [19.5, 36], [16, 36], [20, 39], [14, 35.5], [12, 36.2]] },
  { id: 'aegean-sea', names: ['Aegean Sea', 'Mer Égée', 'Ägäisches Meer'],
    seeds: [[25, 38.5], [25, 40], [24, 37], [26.5, 37], [28, 40.7]] },
  { id: 'eastern-mediterranean', names: ['Eastern Mediterranean', 'Méditerranée orientale', 'Östliches Mittelmeer'],
    seeds: [[25, 34.5], [28, 35.5], [22, 35], [31, 35.5]] },
  { id: 'black-sea', names: ['Black Sea', 'Mer Noire', 'Schwarzes Meer'],
    seeds: [[31, 43], [34, 43], [35, 44.5], [30, 44.8], [37, 42.5], [29.5, 41.8], [36, 46]] },
];

