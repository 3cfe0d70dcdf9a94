// Cuts the plane into regions, one per owner, from seed points: the Voronoi cells of the seeds,
// their edges densified and pushed about by a smooth noise field so borders meander like real
// ones, and the cells of each owner united. The warp is a function of position only, so the two
// cells on either side of an edge get the very same bent edge: no gaps, no overlaps.
import { Delaunay } from 'd3-delaunay';
import { toPath, union } from './geom.mjs';

function hash(ix, iy, seed) {
  let h = (ix * 374761393 + iy * 668265263 + seed * 2246822519) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967295;
}

function valueNoise(x, y, seed) {
  const ix = Math.floor(x), iy = Math.floor(y);
  const fx = x - ix, fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
  const a = hash(ix, iy, seed), b = hash(ix + 1, iy, seed);
  const c = hash(ix, iy + 1, seed), d = hash(ix + 1, iy + 1, seed);
  return (a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy) * 2 - 1;
}

/** A smooth displacement field: a few octaves of value noise. */
export function makeWarp(octaves) {
  return ([x, y]) => {
    let dx = 0, dy = 0;
    octaves.forEach(({ wavelength, amplitude }, i) => {
      dx += amplitude * valueNoise(x / wavelength, y / wavelength, 11 + 2 * i);
      dy += amplitude * valueNoise(x / wavelength, y / wavelength, 12 + 2 * i);
    });
    return [x + dx, y + dy];
  };
}

function densify(a, b, step) {
  // Interpolate from the lexicographically smaller end so both cells get identical points.
  const swap = a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  const [p, q] = swap ? [b, a] : [a, b];
  const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / step));
  const pts = [];
  for (let i = 0; i < n; i++) pts.push([p[0] + ((q[0] - p[0]) * i) / n, p[1] + ((q[1] - p[1]) * i) / n]);
  pts.push(q);
  if (swap) pts.reverse();
  return pts.slice(0, -1);
}

/**
 * seeds: [{ owner, point: [x, y] }]; box: [x0, y0, x1, y1].
 * Returns Map owner -> region (Clipper paths).
 */
export function partition(seeds, box, { warp = null, step = 3 } = {}) {
  const delaunay = Delaunay.from(seeds.map((s) => s.point));
  const voronoi = delaunay.voronoi(box);
  const byOwner = new Map();
  seeds.forEach((s, i) => {
    const cell = voronoi.cellPolygon(i);
    if (!cell) return;
    let ring = [];
    for (let k = 0; k + 1 < cell.length; k++) ring.push(...densify(cell[k], cell[k + 1], warp ? step : 1e9));
    if (warp) ring = ring.map(warp);
    if (!byOwner.has(s.owner)) byOwner.set(s.owner, []);
    byOwner.get(s.owner).push(toPath(ring));
  });
  const result = new Map();
  for (const [owner, cells] of byOwner) result.set(owner, union(cells));
  return result;
}
