// Turns the measured geometry into the map.json model: areas, links (each pair once), rules.
import { PARAMS } from './build.mjs';

const names = ([en, fr, de]) => ({ en, fr, de });

export function buildLinks(geo, m, { straitCoasts, straitSeaLinks, coastCorridors }) {
  const isSea = (id) => geo.seas.has(id);
  const isShallow = (id) => geo.shallows.has(id);
  const links = new Map(); // "a|b" (sorted) -> link
  const key = (a, b) => [a, b].sort().join('|');
  const add = (a, b, kind, manual) => {
    const k = key(a, b);
    if (links.has(k)) return;
    links.set(k, { between: [a, b].sort(), kind, ...(manual ? { manual: true } : {}) });
  };
  const contact = new Map(m.contacts.map((c) => [key(c.a, c.b), c.len]));
  for (const c of m.contacts) {
    const sa = isSea(c.a), sb = isSea(c.b);
    if (!sa && !sb) { if (c.len >= PARAMS.minLandBorder) add(c.a, c.b, 'land'); }
    else if (sa && sb) { if (c.len >= PARAMS.minSeaSeaContact) add(c.a, c.b, 'sea'); }
    else if (c.len >= PARAMS.minSeaContact) add(c.a, c.b, 'sea');
  }
  // Provinces around a shallow sea share its light-blue water: a coast between each pair.
  for (const [sid] of geo.shallows) {
    const shore = [...geo.provinces.keys()].filter((p) => (shallowContact(geo, m, sid, p) ?? 0) >= PARAMS.minSeaContact);
    for (let i = 0; i < shore.length; i++) for (let j = i + 1; j < shore.length; j++) {
      if (!links.has(key(shore[i], shore[j]))) add(shore[i], shore[j], 'coast', true);
    }
  }
  for (const [a, b] of straitCoasts) {
    if (links.has(key(a, b))) throw new Error(`strait coast ${a}–${b}: already linked by land`);
    add(a, b, 'coast', true);
  }
  for (const c of coastCorridors) {
    const [a, b] = c.windows.map((w) => w.to);
    if (links.has(key(a, b))) throw new Error(`corridor ${a}–${b}: they share a land border, not just a coast`);
    add(a, b, 'coast', true);
  }
  for (const [a, b] of straitSeaLinks) {
    if (!links.has(key(a, b))) add(a, b, 'sea', true);
  }
  void contact; void isShallow;
  return [...links.values()];
}

function shallowContact(geo, m, sid, pid) {
  return m.shallowContacts.get(`${sid}|${pid}`);
}

export function buildModel(geo, m, provinceDefs, seaDefs, links) {
  const edge = (id) => m.edge.get(id) > 0.5;
  const provinces = provinceDefs.map((p) => ({
    id: p.id,
    names: names(p.names),
    terrain: p.terrain,
    mine: !!p.mine,
    port: !!p.port,
    boardEdge: edge(p.id),
    label: m.labels.get(p.id),
  }));
  const seaZones = seaDefs.map((z) => ({
    id: z.id, names: names(z.names), boardEdge: edge(z.id), label: m.labels.get(z.id),
  }));
  const kindOrder = { land: 0, coast: 1, sea: 2 };
  const order = new Map([...provinceDefs, ...seaDefs].map((a, i) => [a.id, i]));
  links.sort((x, y) => kindOrder[x.kind] - kindOrder[y.kind]
    || order.get(x.between[0]) - order.get(y.between[0]) || order.get(x.between[1]) - order.get(y.between[1]));
  return {
    formatVersion: 1,
    id: 'europe',
    names: { en: 'Europe', fr: 'Europe', de: 'Europa' },
    svg: 'map.svg',
    provinces,
    seaZones,
    links: links.map((l) => ({ between: l.between.slice().sort((a, b) => order.get(a) - order.get(b)), kind: l.kind, ...(l.manual ? { manual: true } : {}) })),
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
}
