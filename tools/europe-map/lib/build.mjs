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

/** Moves stray pieces of each owner's region to the neighbour they touch most. */
function tidyFragments(regions, { isLand, keepIsland }) {
  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    for (const [id, region] of regions) {
      const parts = g.pieces(region).sort((a, b) => g.area(b) - g.area(a));
      if (parts.length < 2) continue;
      const kept = [parts[0]];
      for (const part of parts.slice(1)) {
        let best = null, bestLen = 0;
        for (const [other, oreg] of regions) {
          if (other === id) continue;
          const len = g.contactLength(part, oreg, 0.8);
          if (len > bestLen) { bestLen = len; best = other; }
        }
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

export function buildGeometry(provinceDefs, foreignSeeds, droppedIslands, seaDefs) {
  const { proj, frame, viewBox } = makeProjection();
  const box = [frame[0] - 40, frame[1] - 40, frame[2] + 40, frame[3] + 40];
  const frameRect = g.rect(...frame);
  const land = landRegion(proj, frame, droppedIslands);

  // Land → provinces.
  const landSeeds = [];
  for (const p of provinceDefs) for (const s of p.seeds) landSeeds.push({ owner: p.id, point: proj(s) });
  for (const s of foreignSeeds) landSeeds.push({ owner: '__foreign', point: proj(s) });
  const warp = makeWarp([{ wavelength: 70, amplitude: 11 }, { wavelength: 19, amplitude: 3.5 }]);
  const cells = partition(landSeeds, box, { warp, step: 3 });
  const provinces = new Map();
  for (const [id, cell] of cells) provinces.set(id, g.intersect(cell, land));
  tidyFragments(provinces, {
    isLand: true,
    keepIsland: (id, part, main) => id !== '__foreign' && g.distance(part, main) <= PARAMS.maxIslandDistance,
  });
  const foreign = provinces.get('__foreign') ?? [];
  provinces.delete('__foreign');
  for (const [id, region] of provinces) provinces.set(id, g.dropSlivers(region));

  // Water → sea zones.
  const allLand = g.union([...provinces.values()].flat(), foreign);
  const water = g.difference(frameRect, allLand);
  const seaSeeds = [];
  for (const z of seaDefs) for (const s of z.seeds) seaSeeds.push({ owner: z.id, point: proj(s) });
  const seaWarp = makeWarp([{ wavelength: 90, amplitude: 6 }]);
  const seaCells = partition(seaSeeds, box, { warp: seaWarp, step: 6 });
  const seas = new Map();
  for (const [id, cell] of seaCells) seas.set(id, g.intersect(cell, water));
  tidyFragments(seas, { isLand: false });

  return { proj, frame, viewBox, land, provinces, foreign, seas, allLand, water };
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
  const eroded = g.offset(g.union(geo.allLand, outside), -width);
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
