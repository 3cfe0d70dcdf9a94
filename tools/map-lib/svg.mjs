// Writes map.svg: SVG 1.2 Tiny shapes only (no text, no clipPath/mask/filter, no CSS), one element
// per province and sea zone with its map.json id, the rest decoration in its own groups.
import * as g from './geom.mjs';

export const PALETTE = {
  farmland: '#ecd36f',
  prairie: '#b7d98a',
  forest: '#4e8a4a',
  mountain: '#a4a29c',
  // Online 2013 terrains (resources/README.md's palette)
  normal: '#c9a27a',
  desert: '#faf0dc',
  river: '#4f98cf',
  controllableSea: '#3f84be',
  dunes: '#d9c49a',
  riverBank: '#2a5f8f',
  sea: '#1f4f7d',
  seaBorder: '#5d8cbb',
  shallow: '#a3d3ec',
  coastline: '#163b60',
  border: '#ffffff',
  foreign: '#d3cab3',
  frame: '#2d2720',
  frameLine: '#c8a55e',
  relief: '#7d7b75',
};

/**
 * Marks scattered on a staggered grid over some provinces, clear of their borders (inset), of the
 * name (keepOut, a half-width and half-height around the label) and of the coast (fits).
 */
function scatterMarks(geo, labels, ids, { inset, dx, dy, jitter, keepOut: [kx, ky], fits, mark }) {
  let d = '';
  let k = 0;
  for (const id of ids) {
    const inner = g.offset(geo.provinces.get(id), -inset);
    if (!inner.length) continue;
    const [x0, y0, x1, y1] = g.bounds(inner);
    const label = labels.get(id);
    for (let row = 0, y = y0 + dy / 2; y < y1; y += dy, row++) {
      for (let x = x0 + ((row % 2) * dx) / 2; x < x1; x += dx) {
        k++;
        const jx = x + (((k * 7919) % 11) - 5) * jitter, jy = y + (((k * 104729) % 9) - 4) * jitter;
        if (label && Math.abs(jx - label[0]) < kx && Math.abs(jy - label[1]) < ky) continue; // room for name and symbols
        if (!fits(inner, jx, jy)) continue;
        d += mark(jx, jy, k);
      }
    }
  }
  return d;
}

/** Small peaks scattered over the mountain provinces, clear of borders, coasts and the label. */
function reliefMarks(geo, model, provinceDefs) {
  const labels = new Map(model.provinces.map((p) => [p.id, p.label]));
  return scatterMarks(geo, labels, provinceDefs.filter((q) => q.terrain === 'mountain').map((q) => q.id), {
    inset: 9, dx: 26, dy: 20, jitter: 0.8, keepOut: [66, 32],
    fits: (inner, x, y) => g.contains(inner, [x, y - 3]) && g.contains(inner, [x - 6, y + 3]) && g.contains(inner, [x + 6, y + 3]),
    mark: (x, y, k) => {
      const w = 5 + (k % 3);
      return `M${num(x - w)} ${num(y + 3)}l${num(w)}-7 ${num(w)} 7`;
    },
  });
}

/** Little dunes scattered over the desert provinces, clear of borders, coasts and the label. */
function duneMarks(geo, model, provinceDefs) {
  const labels = new Map(model.provinces.map((p) => [p.id, p.label]));
  return scatterMarks(geo, labels, provinceDefs.filter((q) => q.terrain === 'desert').map((q) => q.id), {
    inset: 8, dx: 30, dy: 22, jitter: 0.9, keepOut: [70, 34],
    fits: (inner, x, y) => g.contains(inner, [x - 7, y]) && g.contains(inner, [x + 7, y]),
    mark: (x, y, k) => {
      const w = 6 + (k % 3);
      return `M${num(x - w)} ${num(y)}q${num(w)}-5 ${num(2 * w)} 0`;
    },
  });
}

const num = (v) => {
  const r = Math.round(v * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
};

/** Path data with relative moves after the first point: compact and exact to 0.1 unit. */
function pathData(rings, closed = true) {
  let out = '';
  for (const ring of rings) {
    const pts = ring.map((q) => [Math.round(q.X / 10), Math.round(q.Y / 10)]); // tenths of a unit
    const clean = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1][0] || p[1] !== pts[i - 1][1]);
    if (clean.length < (closed ? 3 : 2)) continue;
    out += `M${num(clean[0][0] / 10)} ${num(clean[0][1] / 10)}`;
    let s = 'l';
    for (let i = 1; i < clean.length; i++) {
      const dx = (clean[i][0] - clean[i - 1][0]) / 10, dy = (clean[i][1] - clean[i - 1][1]) / 10;
      const a = num(dx), b = num(dy);
      s += (i > 1 && !a.startsWith('-') ? ' ' : '') + a + (b.startsWith('-') ? '' : ' ') + b;
    }
    out += s + (closed ? 'z' : '');
  }
  return out;
}

/** Internal borders between regions, each drawn once (by the earlier region of the pair). */
function sharedBorders(regions) {
  const lines = [];
  for (let i = 0; i < regions.length; i++) {
    const later = regions.slice(i + 1);
    if (!later.length) continue;
    const near = g.offset(g.union(later.flat()), 0.6);
    lines.push(...g.clipLines(g.outlines(regions[i]), near));
  }
  return lines;
}

/**
 * meta: { title, desc } for the SVG's own title and description. Provinces in geo.watery (rivers,
 * controllable seas) get no coastal strip and are edged in dark blue instead of white.
 */
export function writeSvg({ geo, model, provinceDefs, seaDefs, band, shallows, corridorStrips, meta }) {
  const [vx, vy, vw, vh] = geo.viewBox;
  const [fx0, fy0, fx1, fy1] = geo.frame;
  const P = PALETTE;
  const out = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="${vx} ${vy} ${vw} ${vh}" width="${vw}" height="${vh}">`);
  out.push(`<title>${meta.title}</title>`);
  out.push(`<desc>${meta.desc}</desc>`);
  const watery = geo.watery ?? new Set();

  out.push('<g id="background">');
  out.push(`<rect id="board-water" x="${fx0}" y="${fy0}" width="${fx1 - fx0}" height="${fy1 - fy0}" fill="${P.sea}"/>`);
  out.push(`<path id="foreign-lands" fill="${P.foreign}" d="${pathData(geo.foreign)}"/>`);
  out.push('</g>');

  out.push('<g id="seas">');
  for (const z of seaDefs) out.push(`<path id="${z.id}" fill="${P.sea}" d="${pathData(geo.seas.get(z.id))}"/>`);
  out.push('</g>');

  out.push('<g id="provinces">');
  for (const p of provinceDefs) out.push(`<path id="${p.id}" fill="${P[p.terrain]}" d="${pathData(geo.provinces.get(p.id))}"/>`);
  out.push('</g>');

  out.push('<g id="coasts">');
  for (const [id, region] of shallows) out.push(`<path id="shallows-${id}" fill="${P.shallow}" d="${pathData(region)}"/>`);
  for (const p of provinceDefs) {
    if (watery.has(p.id)) continue;
    const strip = g.intersect(geo.provinces.get(p.id), band);
    if (g.area(strip) > 0.5) out.push(`<path id="coast-strip-${p.id}" fill="${P.shallow}" d="${pathData(strip)}"/>`);
  }
  out.push('</g>');

  out.push('<g id="decoration">');
  const seaBorders = sharedBorders(seaDefs.map((z) => geo.seas.get(z.id)));
  out.push(`<path id="sea-borders" fill="none" stroke="${P.seaBorder}" stroke-width="1.4" stroke-dasharray="5 3" stroke-linecap="round" d="${pathData(seaBorders, false)}"/>`);
  const inner = g.rect(fx0 + 0.5, fy0 + 0.5, fx1 - 0.5, fy1 - 0.5);
  const coast = g.clipLines(g.outlines(g.union(geo.allLand)), inner);
  out.push(`<path id="coastline" fill="none" stroke="${P.coastline}" stroke-width="1" stroke-linejoin="round" d="${pathData(coast, false)}"/>`);
  out.push(`<path id="relief" fill="none" stroke="${P.relief}" stroke-width="1.3" stroke-linejoin="round" stroke-linecap="round" d="${reliefMarks(geo, model, provinceDefs)}"/>`);
  if (provinceDefs.some((p) => p.terrain === 'desert')) {
    out.push(`<path id="dunes" fill="none" stroke="${P.dunes}" stroke-width="1.4" stroke-linecap="round" d="${duneMarks(geo, model, provinceDefs)}"/>`);
  }
  const dry = provinceDefs.filter((p) => !watery.has(p.id));
  const borders = g.clipLinesOutside(sharedBorders(dry.map((p) => geo.provinces.get(p.id))), g.offset(corridorStrips, 0.4));
  out.push(`<path id="land-borders" fill="none" stroke="${P.border}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round" d="${pathData(borders, false)}"/>`);
  if (watery.size) {
    // Rivers and controllable seas: dark-blue banks; white where two of them meet.
    const wet = provinceDefs.filter((p) => watery.has(p.id));
    const banks = g.clipLines(g.outlines(g.union(wet.flatMap((p) => geo.provinces.get(p.id)))), inner);
    const landBanks = g.clipLines(banks, g.offset(geo.allLand, 0.3));
    out.push(`<path id="river-banks" fill="none" stroke="${P.riverBank}" stroke-width="1.3" stroke-linejoin="round" stroke-linecap="round" d="${pathData(landBanks, false)}"/>`);
    out.push(`<path id="river-borders" fill="none" stroke="${P.border}" stroke-width="1.5" stroke-linecap="round" d="${pathData(sharedBorders(wet.map((p) => geo.provinces.get(p.id))), false)}"/>`);
  }
  out.push(`<path id="frame" fill="${P.frame}" fill-rule="evenodd" d="M${vx} ${vy}H${vw}V${vh}H${vx}Z M${fx0} ${fy0}V${fy1}H${fx1}V${fy0}Z"/>`);
  out.push(`<rect id="frame-line" x="${fx0 - 3}" y="${fy0 - 3}" width="${fx1 - fx0 + 6}" height="${fy1 - fy0 + 6}" fill="none" stroke="${P.frameLine}" stroke-width="1.5"/>`);
  out.push(`<rect id="frame-edge" x="${fx0}" y="${fy0}" width="${fx1 - fx0}" height="${fy1 - fy0}" fill="none" stroke="#000000" stroke-width="1"/>`);
  out.push('</g>');
  out.push('</svg>');
  return out.join('\n') + '\n';
}
