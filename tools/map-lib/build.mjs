// Builds the board's geometry: land from Natural Earth cut into provinces, water cut into sea
// zones, then the facts the model needs (contacts, board edge, label points).
import { createRequire } from 'node:module';
import * as topojson from 'topojson-client';
import polylabel from 'polylabel';
import * as g from './geom.mjs';
import { makeProjection, projectRings } from './projection.mjs';
import { partition, makeWarp } from './partition.mjs';

const require = createRequire(import.meta.url);

export const PARAMS = {
  simplifyTolerance: 0.45, // user units; coastline detail kept
  minIsland: 60, // square user units; smaller islands are dropped
  maxIslandDistance: 90, // an island farther than this from its province's mainland is dropped
  minLandBorder: 12, // shared border length below which two provinces only touch at a corner
  minSeaContact: 6, // coast length below which a province does not touch a sea zone
  minSeaSeaContact: 4, // sea zones meeting on less than this are not linked (unless set by hand)
  stripWidth: 5, // width of the light-blue coastal strip
};

function landRegion(proj, frame, droppedIslands) {
  const topo = require('world-atlas/land-50m.json');
  const land = topojson.feature(topo, topo.objects.land);
  const extent = [[frame[0] - 60, frame[1] - 60], [frame[2] + 60, frame[3] + 60]];
  const rings = projectRings(proj, land, extent)
    .map((r) => g.simplifyRing(r, PARAMS.simplifyTolerance))
    .filter((r) => r.length >= 3)
    .map(g.toPath);
  const all = g.intersect(g.unionEvenOdd(rings), g.rect(...frame));
  const dropped = droppedIslands.map((pt) => proj(pt));
  return g.pieces(all)
    .filter((p) => g.area(p) >= PARAMS.minIsland && !dropped.some((pt) => g.contains(p, pt)))
    .flat();
}

/**
 * Moves stray pieces of each owner's region to the neighbour they touch most. Fixed regions (the
 * rivers) keep their pieces and take a stray piece only when it touches nothing else.
 */
function tidyFragments(regions, { isLand, keepIsland, fixed = new Set() }) {
  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    for (const [id, region] of regions) {
      if (fixed.has(id)) continue;
      const parts = g.pieces(region).sort((a, b) => g.area(b) - g.area(a));
      if (parts.length < 2) continue;
      const kept = [parts[0]];
      for (const part of parts.slice(1)) {
        let best = null, bestLen = 0, bestFixed = null, bestFixedLen = 0;
        for (const [other, oreg] of regions) {
          if (other === id) continue;
          const len = g.contactLength(part, oreg, 0.8);
          if (fixed.has(other)) { if (len > bestFixedLen) { bestFixedLen = len; bestFixed = other; } }
          else if (len > bestLen) { bestLen = len; best = other; }
        }
        if (!(best && bestLen > 1.5) && bestFixedLen > 1.5) { best = bestFixed; bestLen = bestFixedLen; }
        if (best && bestLen > 1.5) {
          regions.set(best, g.union(regions.get(best), part));
          moved = true;
        } else if (!isLand || keepIsland(id, part, parts[0])) {
          kept.push(part);
        } else {
          moved = true; // dropped: a far island becomes sea
        }
      }
      regions.set(id, kept.flat());
    }
    if (!moved) break;
  }
}

/**
 * A river's band: its course (lon/lat points, running on into the sea at its mouth), bent a little
 * so it meanders, widened to its width and cut to the land.
 */
function riverBand(proj, def, land) {
  const warp = makeWarp([{ wavelength: 23, amplitude: 2.2 }]);
  const pts = def.course.map((p) => proj(p));
  const dense = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 3));
    for (let k = 0; k < n; k++) dense.push(warp([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]));
  }
  dense.push(warp(pts.at(-1)));
  return g.intersect(g.thickLine(dense, def.width / 2), land);
}

/**
 * board: the projection and frame (projection.mjs). Provinces with a `course` are rivers: bands
 * cut out of the land after it is divided. Provinces of terrain `controllableSea` are water: their
 * seeds divide the water with the sea zones'.
 */
export function buildGeometry(board, provinceDefs, foreignSeeds, droppedIslands, seaDefs) {
  const { proj, frame, viewBox } = makeProjection(board);
  const box = [frame[0] - 40, frame[1] - 40, frame[2] + 40, frame[3] + 40];
  const frameRect = g.rect(...frame);
  const land = landRegion(proj, frame, droppedIslands);

  // Land → provinces.
  const landSeeds = [];
  const riverDefs = provinceDefs.filter((p) => p.course);
  const waterDefs = provinceDefs.filter((p) => p.terrain === 'controllableSea');
  for (const p of provinceDefs) {
    if (p.course || p.terrain === 'controllableSea') continue;
    for (const s of p.seeds) landSeeds.push({ owner: p.id, point: proj(s) });
  }
  // Foreign land: a list of seeds (one region), or of groups { seeds } (one region each while the
  // fragments are tidied, so that separate foreign lands are not handed to the provinces around).
  const foreignGroups = foreignSeeds.length && foreignSeeds[0].seeds ? foreignSeeds.map((f) => f.seeds) : [foreignSeeds];
  const foreignIds = foreignGroups.map((_, i) => (i ? `__foreign${i}` : '__foreign'));
  foreignGroups.forEach((group, i) => { for (const s of group) landSeeds.push({ owner: foreignIds[i], point: proj(s) }); });
  const warp = makeWarp([{ wavelength: 70, amplitude: 11 }, { wavelength: 19, amplitude: 3.5 }]);
  const cells = partition(landSeeds, box, { warp, step: 3 });
  const provinces = new Map();
  for (const [id, cell] of cells) provinces.set(id, g.intersect(cell, land));
  // Rivers are cut out of the provinces they cross, each segment from what the earlier left.
  let riverLand = [];
  for (const r of riverDefs) {
    const band = g.difference(riverBand(proj, r, land), riverLand);
    riverLand = g.union(riverLand, band);
    provinces.set(r.id, band);
  }
  if (riverDefs.length) {
    for (const [id, region] of provinces) if (!riverDefs.some((r) => r.id === id)) provinces.set(id, g.difference(region, riverLand));
  }
  tidyFragments(provinces, {
    isLand: true,
    keepIsland: (id, part, main) => !foreignIds.includes(id) && g.distance(part, main) <= PARAMS.maxIslandDistance,
    fixed: new Set(riverDefs.map((r) => r.id)),
  });
  let foreign = provinces.get('__foreign') ?? [];
  provinces.delete('__foreign');
  for (const id of foreignIds.slice(1)) { foreign = g.union(foreign, provinces.get(id) ?? []); provinces.delete(id); }
  for (const [id, region] of provinces) provinces.set(id, g.dropSlivers(region));

  // Lakes (water pieces smaller than board.fillLakes square units, clear of the frame) join the
  // province they touch most: inland water is no sea zone.
  if (board.fillLakes) {
    for (const lake of g.pieces(g.difference(frameRect, g.union([...provinces.values()].flat(), foreign)))) {
      const inner = g.rect(frame[0] + 1, frame[1] + 1, frame[2] - 1, frame[3] - 1);
      if (g.area(lake) >= board.fillLakes || g.area(g.difference(lake, inner)) > 0) continue; // a sea cut by the frame
      let best = null, bestLen = 0;
      for (const [id, region] of provinces) {
        if (riverDefs.some((r) => r.id === id)) continue;
        const len = g.contactLength(lake, region, 0.8);
        if (len > bestLen) { bestLen = len; best = id; }
      }
      if (best) provinces.set(best, g.union(provinces.get(best), lake));
    }
  }

  // Water → sea zones.
  const allLand = g.union([...provinces.values()].flat(), foreign);
  const water = g.difference(frameRect, allLand);
  const seaSeeds = [];
  for (const z of [...seaDefs, ...waterDefs]) for (const s of z.seeds) seaSeeds.push({ owner: z.id, point: proj(s) });
  const seaWarp = makeWarp([{ wavelength: 90, amplitude: 6 }]);
  const seaCells = partition(seaSeeds, box, { warp: seaWarp, step: 6 });
  const seas = new Map();
  for (const [id, cell] of seaCells) seas.set(id, g.intersect(cell, water));
  tidyFragments(seas, { isLand: false });
  // Controllable seas are provinces: water that is held like land. The coast runs around them.
  let shore = allLand;
  for (const w of waterDefs) {
    provinces.set(w.id, seas.get(w.id));
    seas.delete(w.id);
    shore = g.union(shore, provinces.get(w.id));
  }
  const watery = new Set([...riverDefs, ...waterDefs].map((p) => p.id));

  return { proj, frame, viewBox, land, provinces, foreign, seas, allLand, water, shore, watery };
}

/** Contacts between areas, whether each touches the frame, and a label point for each. */
export function measure(geo) {
  const frameBand = g.difference(g.rect(...geo.frame), g.rect(geo.frame[0] + 1, geo.frame[1] + 1, geo.frame[2] - 1, geo.frame[3] - 1));
  const entries = [...geo.provinces, ...geo.seas];
  const bb = new Map(entries.map(([id, r]) => [id, g.bounds(r)]));
  const near = (a, b) => {
    const A = bb.get(a), B = bb.get(b);
    return A[0] <= B[2] + 4 && B[0] <= A[2] + 4 && A[1] <= B[3] + 4 && B[1] <= A[3] + 4;
  };
  const contacts = [];
  for (let i = 0; i < entries.length; i++) for (let j = i + 1; j < entries.length; j++) {
    const [a, ra] = entries[i], [b, rb] = entries[j];
    if (!near(a, b)) continue;
    const len = g.contactLength(ra, rb, 1.0);
    if (len > 1) contacts.push({ a, b, len });
  }
  const edge = new Map(entries.map(([id, r]) => [id, g.area(g.intersect(r, frameBand))]));
  const labels = new Map(entries.map(([id, r]) => {
    const main = g.pieces(r).sort((x, y) => g.area(y) - g.area(x))[0];
    const pt = polylabel(main.map(g.fromPath), 0.5);
    return [id, [Math.round(pt[0] * 10) / 10, Math.round(pt[1] * 10) / 10]];
  }));
  const areas = new Map(entries.map(([id, r]) => [id, g.area(r)]));
  const pieceCount = new Map(entries.map(([id, r]) => [id, g.pieces(r).length]));
  return { contacts, edge, labels, areas, pieceCount };
}

/** The light-blue band of land along every coast (not along the frame). */
export function coastBand(geo, width) {
  const [x0, y0, x1, y1] = geo.frame;
  const outside = g.difference(g.rect(x0 - 50, y0 - 50, x1 + 50, y1 + 50), g.rect(x0, y0, x1, y1));
  const eroded = g.offset(g.union(geo.shore, outside), -width);
  let band = g.difference(geo.allLand, eroded);
  // An island hardly wider than two strips would be all light blue: it gets a thinner strip,
  // so it keeps its province's colour.
  for (const piece of g.pieces(geo.allLand)) {
    if (g.area(g.offset(piece, -width)) > 0.35 * g.area(piece)) continue;
    const thin = g.difference(piece, g.offset(piece, -width * 0.45));
    band = g.union(g.difference(band, piece), thin);
  }
  return band;
}

/**
 * Hands the coastal strip of a province inside each window to another province. Returns the
 * strips handed over, which carry no white border: they read as one light-blue coast.
 */
export function applyCorridors(geo, corridors, band) {
  let moved = [];
  for (const c of corridors) {
    for (const w of c.windows) {
      const win = [g.toPath(w.poly.map((p) => geo.proj(p)))];
      const part = g.intersect(g.intersect(geo.provinces.get(c.from), band), win);
      if (g.area(part) < 1) throw new Error(`corridor ${c.from} → ${w.to}: no coastal strip in the window`);
      geo.provinces.set(c.from, g.dropSlivers(g.difference(geo.provinces.get(c.from), part)));
      geo.provinces.set(w.to, g.union(geo.provinces.get(w.to), part));
      moved = g.union(moved, part);
    }
  }
  return moved;
}

/**
 * Light-blue shallows joining two provinces across a strait, shaped like a sandbank: the water
 * from which both shores are near, that is where the distances to the two coasts add up to little
 * more than the strait's width. Along a narrow channel that is the whole channel; between two
 * capes it is a bank that is widest at the shores and narrows towards the middle.
 */
export function straitShallows(geo, a, b, width) {
  const { distance: gap, a: pa, b: pb } = g.closestPoints(geo.provinces.get(a), geo.provinces.get(b));
  // Only the coasts near the strait matter; cutting them out keeps the offsets cheap.
  // For two points facing each other the bank is an ellipse; its waist is about 2.6 strips wide.
  const waist = width * 2.6;
  const reach = Math.sqrt(gap * gap + waist * waist);
  const mid = [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2], r = reach * 2 + 10;
  const win = g.rect(mid[0] - r, mid[1] - r, mid[0] + r, mid[1] + r);
  const ra = g.intersect(geo.provinces.get(a), win), rb = g.intersect(geo.provinces.get(b), win);
  const steps = Math.max(6, Math.ceil(reach / 1.5));
  let bank = g.capsule(pa, pb, width * 0.6);
  for (let i = 0; i <= steps; i++) {
    const t = (reach * i) / steps;
    bank = g.union(bank, g.intersect(g.offset(ra, Math.max(t, 0.01)), g.offset(rb, Math.max(reach - t, 0.01))));
  }
  // Rounded: closed (small bays filled), then opened (slivers along the coast dropped). Where the
  // coasts face each other in several places, only the bank across the narrowest one is kept.
  const smooth = g.offset(g.offset(g.offset(g.offset(bank, 3), -3), -1.5), 1.5);
  const across = g.capsule(pa, pb, width * 0.6);
  const banks = g.pieces(g.intersect(g.union(smooth, across), geo.water));
  const mid2 = g.capsule(mid, mid, 0.5);
  const region = banks.filter((piece) => g.area(g.intersect(piece, g.union(across, mid2))) > 0).flat();
  return { gap, region };
}
