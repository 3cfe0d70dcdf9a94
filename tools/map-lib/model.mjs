// Turns the measured geometry into the map.json model: areas, links (each pair once), rules.
import { PARAMS } from './build.mjs';

const names = ([en, fr, de]) => ({ en, fr, de });

export function buildLinks(geo, m, { straitCoasts, straitSeaLinks, coastCorridors }) {
  const isSea = (id) => geo.seas.has(id);
  const links = new Map(); // "a|b" (sorted) -> link
  const key = (a, b) => [a, b].sort().join('|');
  const add = (a, b, kind, manual) => {
    const k = key(a, b);
    if (links.has(k)) return;
    links.set(k, { between: [a, b].sort(), kind, ...(manual ? { manual: true } : {}) });
  };
  for (const c of m.contacts) {
    const sa = isSea(c.a), sb = isSea(c.b);
    if (!sa && !sb) { if (c.len >= PARAMS.minLandBorder) add(c.a, c.b, 'land'); }
    else if (sa && sb) { if (c.len >= PARAMS.minSeaSeaContact) add(c.a, c.b, 'sea'); }
    else if (c.len >= PARAMS.minSeaContact) add(c.a, c.b, 'sea');
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
  return [...links.values()];
}

/** The declined pairs, each sorted by id and the list by pair (as the editor writes them). */
function declinedPairs(declined, links, order) {
  const linked = new Set(links.map((l) => l.between.slice().sort().join('|')));
  return declined.map(([a, b]) => {
    if (!order.has(a) || !order.has(b)) throw new Error(`declined ${a}–${b}: no such area`);
    if (linked.has([a, b].sort().join('|'))) throw new Error(`declined ${a}–${b}: linked`);
    return [a, b].sort();
  }).sort(([a1, b1], [a2, b2]) => (a1 !== a2 ? (a1 < a2 ? -1 : 1) : (b1 < b2 ? -1 : b1 > b2 ? 1 : 0)));
}

/**
 * mapInfo: { id, names, rules } (the map's id, its names in three languages, its rule-set tables).
 * declined: pairs the editor's Find links proposes that the designer did not take, written as
 * map.json's "rejectedLinks" so that the editor lists them as decided, not as new (#25).
 */
export function buildModel(geo, m, provinceDefs, seaDefs, links, mapInfo, declined = []) {
  const edge = (id) => m.edge.get(id) > 0.5;
  // map.json gives a label anchor only where the program's own placement (the roomiest point
  // inside the shape, on one or two lines) would not do: where the data places a name by hand,
  // and on mountains and deserts, whose relief and dune marks leave room for the name at the pole
  // of inaccessibility.
  const label = (def) => {
    if (def.label) {
      const [x, y] = geo.proj(def.label);
      return { label: [Math.round(x * 10) / 10, Math.round(y * 10) / 10] };
    }
    return def.terrain === 'mountain' || def.terrain === 'desert' ? { label: m.labels.get(def.id) } : {};
  };
  const provinces = provinceDefs.map((p) => ({
    id: p.id,
    names: names(p.names),
    terrain: p.terrain,
    mine: !!p.mine,
    port: !!p.port,
    boardEdge: edge(p.id),
    ...label(p),
  }));
  const seaZones = seaDefs.map((z) => ({
    id: z.id, names: names(z.names), boardEdge: edge(z.id), ...label(z),
  }));
  const kindOrder = { land: 0, coast: 1, sea: 2 };
  const order = new Map([...provinceDefs, ...seaDefs].map((a, i) => [a.id, i]));
  links.sort((x, y) => kindOrder[x.kind] - kindOrder[y.kind]
    || order.get(x.between[0]) - order.get(y.between[0]) || order.get(x.between[1]) - order.get(y.between[1]));
  return {
    formatVersion: 1,
    id: mapInfo.id,
    names: mapInfo.names,
    svg: 'map.svg',
    provinces,
    seaZones,
    links: links.map((l) => ({ between: l.between.slice().sort((a, b) => order.get(a) - order.get(b)), kind: l.kind, ...(l.manual ? { manual: true } : {}) })),
    rejectedLinks: declinedPairs(declined, links, order),
    rules: mapInfo.rules,
  };
}
