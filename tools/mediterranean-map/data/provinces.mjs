// The land provinces of the Mediterranean and Near East map: names, terrain, symbols, and the seed
// points (lon, lat) whose Voronoi cells, clipped to the land, make up each province. Rivers have a
// `course` (lon, lat points from source to mouth, running on into the sea) and a `width` in SVG
// units instead: the generator cuts their band out of the land; a `label` (lon, lat) on the river
// puts its name where the banks' names leave room. The controllable sea's seeds
// divide the water with the sea zones' seeds.
export const provinces = [
  // Italy and Sicily
  { id: 'latium', names: ['Latium', 'Latium', 'Latium'], terrain: 'farmland', port: true,
    seeds: [[12.6, 41.8], [12.0, 42.3], [13.8, 41.2], [14.6, 40.9], [11.4, 42.5], [11.0, 43.3], [10.6, 43.7]] },
  { id: 'apennines', names: ['Apennines', 'Apennins', 'Apennin'], terrain: 'mountain',
    seeds: [[13.5, 42.2], [14.3, 41.7], [15.3, 40.9], [13.0, 42.6], [14.2, 42.3], [12.3, 43.3], [11.6, 43.8]] },
  { id: 'magna-graecia', names: ['Magna Graecia', 'Grande-Grèce', 'Großgriechenland'], terrain: 'prairie', port: true,
    seeds: [[16.5, 40.6], [16.3, 39.3], [17.6, 40.5], [16.0, 41.2], [16.0, 38.5], [15.6, 41.6]] },
  { id: 'sicily', names: ['Sicily', 'Sicile', 'Sizilien'], terrain: 'farmland',
    seeds: [[14.1, 37.6], [13.0, 37.8], [15.0, 37.4]] },
  // North Africa
  { id: 'carthage', names: ['Carthage', 'Carthage', 'Karthago'], terrain: 'farmland', port: true,
    seeds: [[10.2, 36.6], [10.5, 35.6], [9.6, 36.0], [10.9, 36.8], [10.6, 34.9], [9.3, 35.0], [9.0, 36.8]] },
  { id: 'tripolitania', names: ['Tripolitania', 'Tripolitaine', 'Tripolitanien'], terrain: 'normal', port: true,
    seeds: [[10.6, 33.6], [12.0, 32.8], [13.2, 32.4], [14.6, 32.1], [15.6, 31.5], [11.2, 32.2], [9.8, 33.0]] },
  { id: 'fezzan', names: ['Fezzan', 'Fezzan', 'Fessan'], terrain: 'desert',
    seeds: [[12.5, 30.0], [14.5, 29.0], [16.5, 29.5], [17.5, 30.3], [18.6, 30.2], [11.2, 30.5]] },
  { id: 'cyrenaica', names: ['Cyrenaica', 'Cyrénaïque', 'Kyrenaika'], terrain: 'prairie', port: true,
    seeds: [[21.5, 32.5], [20.3, 31.9], [22.8, 32.4], [21.8, 31.4], [20.2, 31.0]] },
  { id: 'libyan-desert', names: ['Libyan Desert', 'Désert libyque', 'Libysche Wüste'], terrain: 'desert',
    seeds: [[22.0, 29.5], [24.5, 29.5], [26.0, 28.3], [25.0, 31.3], [27.5, 30.5], [20.5, 29.0], [28.8, 29.0]] },
  // Egypt and Sinai
  { id: 'lower-egypt', names: ['Lower Egypt', 'Basse-Égypte', 'Unterägypten'], terrain: 'farmland', port: true,
    seeds: [[30.5, 30.8], [29.8, 31.0], [30.9, 30.3], [30.8, 29.5], [30.2, 30.2]] },
  { id: 'upper-egypt', names: ['Upper Egypt', 'Haute-Égypte', 'Oberägypten'], terrain: 'farmland',
    seeds: [[31.0, 27.0], [30.4, 28.0], [31.8, 26.6], [30.6, 28.8], [32.4, 26.3], [32.2, 25.6]] },
  { id: 'eastern-desert', names: ['Eastern Desert', 'Désert oriental', 'Östliche Wüste'], terrain: 'desert', mine: true,
    seeds: [[33.0, 27.0], [32.4, 28.5], [33.6, 26.0], [32.2, 29.5], [34.2, 25.7]] },
  { id: 'sinai', names: ['Sinai', 'Sinaï', 'Sinai'], terrain: 'desert', mine: true,
    seeds: [[33.8, 29.5], [33.6, 30.5], [34.2, 28.6], [32.5, 30.8], [34.4, 30.3]] },
  // The Levant and Arabia
  { id: 'judea', names: ['Judea', 'Judée', 'Judäa'], terrain: 'normal', port: true,
    seeds: [[35.2, 31.7], [34.8, 31.2], [35.0, 32.3], [35.5, 32.0]] },
  { id: 'phoenicia', names: ['Phoenicia', 'Phénicie', 'Phönizien'], terrain: 'forest', port: true,
    seeds: [[35.5, 33.6], [35.9, 34.4], [35.3, 33.0], [36.0, 35.2]] },
  { id: 'syria', names: ['Syria', 'Syrie', 'Syrien'], terrain: 'prairie',
    seeds: [[36.3, 33.5], [36.7, 34.8], [36.7, 35.8], [36.3, 36.3], [37.2, 36.3], [37.5, 34.2], [37.9, 35.5]] },
  { id: 'nabataea', names: ['Nabataea', 'Nabatène', 'Nabatäa'], terrain: 'normal', mine: true,
    seeds: [[35.5, 30.3], [35.8, 29.3], [36.2, 31.0], [35.2, 28.6], [36.6, 30.0]] },
  { id: 'syrian-desert', names: ['Syrian Desert', 'Désert de Syrie', 'Syrische Wüste'], terrain: 'desert',
    seeds: [[38.5, 33.0], [40.0, 32.2], [37.5, 32.3], [39.5, 34.2], [41.6, 33.0], [38.8, 31.3], [42.2, 31.8]] },
  { id: 'nafud', names: ['Nafud', 'Néfoud', 'Nefud'], terrain: 'desert',
    seeds: [[40.5, 28.5], [41.5, 27.3], [38.6, 28.8], [43.5, 27.6], [39.8, 27.2], [41.5, 29.8], [37.6, 29.8], [45.0, 28.6]] },
  { id: 'hejaz', names: ['Hejaz', 'Hedjaz', 'Hedschas'], terrain: 'mountain', mine: true,
    seeds: [[37.5, 26.4], [38.4, 25.6], [36.6, 27.4], [35.6, 28.0], [39.3, 25.3]] },
  { id: 'hasa', names: ['Al-Hasa', 'Al-Hassa', 'al-Hasa'], terrain: 'normal',
    seeds: [[49.0, 26.5], [48.0, 27.5], [47.6, 26.0], [46.5, 26.8], [48.6, 25.6]] },
  // Mesopotamia, the Zagros and the Caucasus
  { id: 'upper-euphrates', names: ['Upper Euphrates', 'Haut-Euphrate', 'Oberer Euphrat'], terrain: 'river', width: 13, label: [39.5, 35.65],
    course: [[39.6, 39.1], [38.8, 38.6], [38.3, 38.3], [38.0, 37.6], [38.0, 36.8], [38.4, 36.2], [39.0, 35.95], [40.1, 35.3], [40.9, 34.45], [41.5, 34.4], [42.1, 34.1]] },
  { id: 'lower-euphrates', names: ['Lower Euphrates', 'Bas-Euphrate', 'Unterer Euphrat'], terrain: 'river', width: 13, label: [43.3, 33.5],
    course: [[42.1, 34.1], [42.8, 33.6], [43.8, 33.35], [44.3, 32.8], [44.4, 32.5], [44.9, 32.0], [45.3, 31.3], [46.25, 31.05], [47.0, 31.0], [47.4, 31.0], [47.8, 30.5], [48.3, 30.05], [48.8, 29.6]] },
  { id: 'tigris', names: ['Tigris', 'Tigre', 'Tigris'], terrain: 'river', width: 13, label: [43.35, 35.4],
    course: [[40.0, 38.4], [40.2, 37.9], [41.0, 37.6], [42.2, 37.3], [42.6, 36.9], [43.1, 36.35], [43.3, 35.5], [43.7, 34.6], [44.2, 33.9], [44.4, 33.3], [44.9, 33.0], [45.8, 32.5], [46.6, 32.2], [47.15, 31.8], [47.4, 31.05]] },
  { id: 'assyria', names: ['Assyria', 'Assyrie', 'Assyrien'], terrain: 'farmland',
    seeds: [[43.7, 36.6], [44.0, 35.5], [44.6, 34.6], [43.2, 37.0], [44.4, 36.2]] },
  { id: 'upper-mesopotamia', names: ['Upper Mesopotamia', 'Haute-Mésopotamie', 'Obermesopotamien'], terrain: 'prairie',
    seeds: [[40.5, 36.8], [41.5, 36.3], [39.6, 37.0], [42.2, 35.6], [41.2, 35.2], [40.2, 37.6]] },
  { id: 'babylonia', names: ['Babylonia', 'Babylonie', 'Babylonien'], terrain: 'farmland',
    seeds: [[44.2, 33.0], [45.0, 32.6], [45.8, 31.9], [43.4, 33.8], [46.6, 31.5]] },
  { id: 'sumer', names: ['Sumer', 'Sumer', 'Sumer'], terrain: 'farmland', port: true,
    seeds: [[46.2, 30.6], [47.2, 30.2], [45.3, 30.8], [47.7, 29.3], [44.6, 31.5]] },
  { id: 'elam', names: ['Elam', 'Élam', 'Elam'], terrain: 'normal',
    seeds: [[48.3, 32.0], [48.7, 31.2], [47.6, 32.4], [49.3, 30.6], [48.2, 30.8]] },
  { id: 'zagros', names: ['Zagros Mountains', 'Monts Zagros', 'Zagros-Gebirge'], terrain: 'mountain', mine: true,
    seeds: [[46.5, 34.0], [47.5, 33.4], [45.8, 35.2], [49.0, 32.8], [48.5, 33.8], [45.3, 36.2], [50.0, 31.5]] },
  { id: 'media', names: ['Media', 'Médie', 'Medien'], terrain: 'normal',
    seeds: [[48.5, 35.5], [48.5, 37.0], [47.5, 36.5], [48.8, 38.5], [47.0, 37.8], [50.2, 36.0], [46.5, 38.8]] },
  { id: 'armenia', names: ['Armenia', 'Arménie', 'Armenien'], terrain: 'mountain', mine: true,
    seeds: [[43.0, 39.5], [44.5, 40.0], [41.5, 39.8], [43.5, 38.5], [45.5, 39.3], [42.0, 38.7], [44.8, 41.0]] },
  { id: 'caucasus', names: ['Caucasus', 'Caucase', 'Kaukasus'], terrain: 'mountain',
    seeds: [[44.0, 42.6], [45.5, 42.0], [42.5, 43.0], [47.5, 41.6], [46.8, 42.6], [48.8, 41.2], [41.0, 43.6], [44.5, 43.6]] },
  { id: 'colchis', names: ['Colchis', 'Colchide', 'Kolchis'], terrain: 'forest', port: true,
    seeds: [[42.0, 42.0], [41.8, 41.5], [42.8, 41.9], [41.3, 42.4]] },
  // Anatolia and the Propontis
  { id: 'propontis', names: ['Propontis', 'Propontide', 'Propontis'], terrain: 'controllableSea',
    seeds: [[28.0, 40.7], [28.8, 40.7], [27.5, 40.6]] },
  { id: 'bithynia', names: ['Bithynia', 'Bithynie', 'Bithynien'], terrain: 'forest', port: true,
    seeds: [[30.0, 40.5], [31.5, 40.9], [28.6, 40.1], [27.0, 39.9], [32.6, 41.3], [29.6, 41.0]] },
  { id: 'pontus', names: ['Pontus', 'Pont', 'Pontos'], terrain: 'forest', mine: true, port: true,
    seeds: [[36.0, 41.0], [37.8, 40.8], [34.5, 41.4], [39.7, 40.8], [40.8, 40.8], [33.6, 41.5]] },
  { id: 'galatia', names: ['Galatia', 'Galatie', 'Galatien'], terrain: 'prairie',
    seeds: [[32.8, 39.8], [33.5, 38.7], [34.5, 39.6], [31.5, 39.3], [30.4, 39.0], [31.4, 38.3], [33.2, 40.6]] },
  { id: 'cappadocia', names: ['Cappadocia', 'Cappadoce', 'Kappadokien'], terrain: 'normal',
    seeds: [[35.5, 38.7], [36.5, 39.4], [37.6, 39.0], [38.6, 39.5], [35.6, 39.9]] },
  { id: 'taurus', names: ['Taurus Mountains', 'Monts Taurus', 'Taurusgebirge'], terrain: 'mountain', mine: true,
    seeds: [[34.0, 37.4], [35.5, 37.7], [36.8, 37.9], [32.5, 37.3], [33.2, 36.9], [38.2, 38.4]] },
  { id: 'cilicia', names: ['Cilicia', 'Cilicie', 'Kilikien'], terrain: 'farmland', port: true,
    seeds: [[35.2, 36.95], [34.4, 36.7], [35.9, 36.8], [33.6, 36.3]] },
  { id: 'lycia', names: ['Lycia', 'Lycie', 'Lykien'], terrain: 'forest',
    seeds: [[30.5, 36.9], [29.5, 36.6], [31.5, 37.0], [28.3, 36.9], [30.1, 37.6], [32.2, 36.6]] },
  { id: 'lydia', names: ['Lydia', 'Lydie', 'Lydien'], terrain: 'farmland', mine: true, port: true,
    seeds: [[27.5, 38.5], [28.5, 38.5], [27.4, 37.8], [29.3, 38.2], [27.2, 39.2], [28.2, 39.3]] },
  // The Balkans and Greece
  { id: 'thrace', names: ['Thrace', 'Thrace', 'Thrakien'], terrain: 'farmland', port: true,
    seeds: [[26.7, 41.7], [27.9, 41.3], [25.5, 41.2], [26.8, 42.3], [28.5, 41.2], [27.8, 42.6], [28.5, 43.6]] },
  { id: 'macedonia', names: ['Macedonia', 'Macédoine', 'Makedonien'], terrain: 'forest', mine: true,
    seeds: [[22.5, 40.8], [23.5, 41.0], [21.6, 41.3], [24.3, 41.1], [22.1, 40.3], [23.5, 40.4]] },
  { id: 'hellas', names: ['Hellas', 'Hellade', 'Hellas'], terrain: 'normal', port: true,
    seeds: [[23.0, 38.6], [22.2, 39.3], [23.7, 38.1], [22.4, 38.6], [23.8, 38.8], [22.6, 39.7]] },
  { id: 'peloponnese', names: ['Peloponnese', 'Péloponnèse', 'Peloponnes'], terrain: 'prairie',
    seeds: [[22.2, 37.5], [22.0, 37.0], [21.7, 37.8], [22.8, 37.4]] },
  { id: 'epirus', names: ['Epirus', 'Épire', 'Epirus'], terrain: 'mountain',
    seeds: [[20.8, 39.8], [21.2, 39.2], [20.4, 40.4], [21.4, 40.2], [20.9, 38.8]] },
  { id: 'illyria', names: ['Illyria', 'Illyrie', 'Illyrien'], terrain: 'forest', port: true,
    seeds: [[19.8, 41.3], [19.5, 42.0], [18.6, 42.6], [20.0, 42.6], [17.5, 43.2], [19.7, 40.6], [19.0, 43.8], [16.5, 43.8]] },
  { id: 'moesia', names: ['Moesia', 'Mésie', 'Mösien'], terrain: 'farmland',
    seeds: [[22.5, 43.9], [24.5, 43.7], [26.5, 43.8], [27.8, 43.7], [20.6, 44.1], [21.5, 43.4]] },
  { id: 'haemus', names: ['Balkan Mountains', 'Balkans', 'Balkangebirge'], terrain: 'mountain',
    seeds: [[23.5, 42.7], [25.0, 42.7], [26.4, 42.9], [22.5, 42.5], [21.3, 42.4], [24.3, 41.9]] },
  // Islands
  { id: 'crete', names: ['Crete', 'Crète', 'Kreta'], terrain: 'prairie',
    seeds: [[24.9, 35.25], [23.8, 35.3], [25.8, 35.1]] },
  { id: 'cyprus', names: ['Cyprus', 'Chypre', 'Zypern'], terrain: 'forest', mine: true,
    seeds: [[33.0, 35.0], [33.8, 35.2], [32.6, 34.9]] },
  // The Nile
  { id: 'upper-nile', names: ['Upper Nile', 'Nil supérieur', 'Oberer Nil'], terrain: 'river', width: 13, label: [30.8, 28.3],
    course: [[32.9, 24.6], [32.9, 24.9], [32.6, 25.7], [32.75, 26.15], [32.2, 26.05], [31.7, 26.55], [31.2, 27.2], [30.75, 28.1]] },
  { id: 'lower-nile', names: ['Lower Nile', 'Nil inférieur', 'Unterer Nil'], terrain: 'river', width: 13, label: [31.05, 29.6],
    course: [[30.75, 28.1], [30.9, 28.9], [31.1, 29.3], [31.25, 30.05], [31.18, 30.46], [31.38, 31.04], [31.8, 31.42], [31.9, 31.8]] },
];

// Land that is drawn but not played: the deep Sahara and the sands of inner Arabia along the bottom
// of the frame, Dacia beyond the Danube and the Crimea and the steppe north of the Caucasus along its top. Their seeds keep the played
// provinces' cells from spilling into them.
export const foreignSeeds = [
  { seeds: [[12.5, 26.5], [15.0, 27.0], [18.0, 27.0], [21.0, 27.0], [24.0, 27.0], [27.0, 26.8], [13.5, 28.0]] }, // Sahara
  { seeds: [[41.0, 26.0], [43.5, 26.3], [45.8, 26.2], [39.0, 25.4]] }, // inner Arabia
  { seeds: [[22.0, 44.6], [24.0, 44.3], [26.0, 44.3], [28.0, 44.6], [29.0, 45.0], [20.0, 45.2]] }, // Dacia
  { seeds: [[34.0, 45.0], [33.5, 45.3], [35.3, 45.1]] }, // the Crimea
  { seeds: [[41.0, 45.0], [44.0, 44.9], [46.8, 44.6]] }, // the steppe north of the Caucasus
];

// Islands the frame would cut: Corsica and Sardinia lie on the western edge, and a sliver of each
// would only clutter the Tyrrhenian Sea.
export const droppedIslands = [[9.3, 40.5], [9.2, 42.2], [8.6, 39.2]];
