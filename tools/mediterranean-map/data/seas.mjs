// The sea zones (dark blue) and the seed points (lon, lat) whose Voronoi cells, clipped to the
// water, make up each zone. A zone is an edge zone when its water reaches the board frame; the
// generator finds that from the geometry.
export const seaZones = [
  { id: 'tyrrhenian-sea', names: ['Tyrrhenian Sea', 'Mer Tyrrhénienne', 'Tyrrhenisches Meer'],
    seeds: [[11.5, 40.0], [12.5, 39.0], [10.5, 38.5], [11.0, 41.5], [13.8, 39.6], [10.0, 40.0]] },
  { id: 'adriatic-sea', names: ['Adriatic Sea', 'Mer Adriatique', 'Adriatisches Meer'],
    seeds: [[15.5, 42.6], [17.5, 41.8], [14.5, 43.3], [18.8, 41.0], [16.5, 43.0]] },
  { id: 'ionian-sea', names: ['Ionian Sea', 'Mer Ionienne', 'Ionisches Meer'],
    seeds: [[18.5, 38.0], [17.0, 36.5], [20.0, 37.0], [19.5, 39.3], [15.5, 36.5], [16.6, 38.8], [12.6, 36.4], [11.6, 37.0], [21.5, 36.3]] },
  { id: 'gulf-of-sidra', names: ['Gulf of Sidra', 'Golfe de Syrte', 'Große Syrte'],
    seeds: [[18.0, 32.0], [16.5, 32.8], [19.5, 31.6], [14.0, 33.5], [12.5, 34.3], [11.0, 34.4]] },
  { id: 'aegean-sea', names: ['Aegean Sea', 'Mer Égée', 'Ägäisches Meer'],
    seeds: [[25.0, 38.5], [25.0, 40.0], [24.0, 37.0], [26.5, 37.0], [25.0, 36.3], [23.5, 39.5]] },
  { id: 'libyan-sea', names: ['Libyan Sea', 'Mer de Libye', 'Libysches Meer'],
    seeds: [[24.5, 34.0], [27.0, 33.5], [22.5, 34.0], [29.5, 32.2], [21.0, 33.5]] },
  { id: 'levantine-sea', names: ['Levantine Sea', 'Mer du Levant', 'Levantinisches Meer'],
    seeds: [[33.0, 33.5], [31.5, 33.0], [34.2, 34.5], [31.0, 36.0], [29.8, 35.0], [35.3, 36.3], [33.0, 32.0], [28.5, 36.4]] },
  { id: 'black-sea', names: ['Black Sea', 'Mer Noire', 'Schwarzes Meer'],
    seeds: [[31.0, 43.0], [34.0, 43.0], [37.0, 42.5], [29.5, 42.0], [39.5, 41.6], [40.5, 42.5], [29.5, 43.6]] },
  { id: 'caspian-sea', names: ['Caspian Sea', 'Mer Caspienne', 'Kaspisches Meer'],
    seeds: [[50.0, 40.0], [50.0, 38.0], [50.5, 42.0], [51.0, 41.0]] },
  { id: 'red-sea', names: ['Red Sea', 'Mer Rouge', 'Rotes Meer'],
    seeds: [[36.0, 25.0], [37.5, 23.5], [34.6, 27.0], [33.2, 28.6], [34.7, 28.6], [35.3, 26.0]] },
  { id: 'persian-gulf', names: ['Persian Gulf', 'Golfe Persique', 'Persischer Golf'],
    seeds: [[50.0, 27.0], [49.5, 28.5], [51.0, 26.5], [48.8, 29.4], [51.5, 25.0]] },
];
