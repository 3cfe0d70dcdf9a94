// Polygon boolean operations and offsets on Clipper's integer coordinates. A "region" is an array
// of closed paths ([{X, Y}, ...]) read with the non-zero fill rule; coordinates are SVG user
// units times SCALE, so every shared border is shared exactly, vertex for vertex.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const ClipperLib = require('clipper-lib');

export const SCALE = 100;
const { Clipper, ClipperOffset, ClipType, PolyType, PolyFillType, JoinType, EndType } = ClipperLib;
const NZ = PolyFillType.pftNonZero;

function run(type, subject, clip, fill = NZ) {
  const c = new Clipper();
  c.AddPaths(subject, PolyType.ptSubject, true);
  if (clip) c.AddPaths(clip, PolyType.ptClip, true);
  const out = new ClipperLib.Paths();
  c.Execute(type, out, fill, NZ);
  return out;
}

export const union = (a, b = []) => run(ClipType.ctUnion, a, b);
export const intersect = (a, b) => run(ClipType.ctIntersection, a, b);
export const difference = (a, b) => run(ClipType.ctDifference, a, b);
/** Unites rings whose orientation is not to be trusted (outer rings and holes alike). */
export const unionEvenOdd = (a) => run(ClipType.ctUnion, a, null, PolyFillType.pftEvenOdd);

/** Grows (delta > 0) or shrinks (delta < 0) a region by delta user units, with round joins. */
export function offset(region, delta) {
  const co = new ClipperOffset(2, 0.1 * SCALE);
  co.AddPaths(region, JoinType.jtRound, EndType.etClosedPolygon);
  const out = new ClipperLib.Paths();
  co.Execute(out, delta * SCALE);
  return out;
}

/** Area in square user units. */
export function area(region) {
  let s = 0;
  for (const p of region) s += Clipper.Area(p);
  return Math.abs(s) / (SCALE * SCALE);
}

/** The region without pieces smaller than minArea (slivers left by boolean operations). */
export function dropSlivers(region, minArea = 0.5) {
  return pieces(region).filter((p) => area(p) >= minArea).flat();
}

/** Splits a region into connected pieces, each an outer ring with its holes. */
export function pieces(region) {
  const c = new Clipper();
  c.AddPaths(region, PolyType.ptSubject, true);
  const tree = new ClipperLib.PolyTree();
  c.Execute(ClipType.ctUnion, tree, NZ, NZ);
  const result = [];
  const visit = (node) => {
    for (const child of node.Childs()) {
      if (!child.IsHole()) {
        result.push([child.Contour(), ...child.Childs().map((h) => h.Contour())]);
      }
      for (const h of child.Childs()) visit(h);
    }
  };
  visit(tree);
  return result;
}

/** Length of the boundary two regions share, estimated from the overlap of thin dilations. */
export function contactLength(a, b, tol = 1.0) {
  return area(intersect(offset(a, tol), offset(b, tol))) / (2 * tol);
}

/** The parts of the open polylines that lie inside a region. */
export function clipLines(lines, region) {
  const c = new Clipper();
  for (const l of lines) c.AddPath(l, PolyType.ptSubject, false);
  c.AddPaths(region, PolyType.ptClip, true);
  const tree = new ClipperLib.PolyTree();
  c.Execute(ClipType.ctIntersection, tree, NZ, NZ);
  return Clipper.OpenPathsFromPolyTree(tree);
}

/** The parts of the open polylines that lie outside a region. */
export function clipLinesOutside(lines, region) {
  const c = new Clipper();
  for (const l of lines) c.AddPath(l, PolyType.ptSubject, false);
  c.AddPaths(region, PolyType.ptClip, true);
  const tree = new ClipperLib.PolyTree();
  c.Execute(ClipType.ctDifference, tree, NZ, NZ);
  return Clipper.OpenPathsFromPolyTree(tree);
}

/** The outline of a region as closed polylines (each ring repeated back to its start). */
export function outlines(region) {
  return region.map((p) => [...p, p[0]]);
}

export function bounds(region) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of region) for (const q of p) {
    if (q.X < x0) x0 = q.X; if (q.Y < y0) y0 = q.Y; if (q.X > x1) x1 = q.X; if (q.Y > y1) y1 = q.Y;
  }
  return [x0 / SCALE, y0 / SCALE, x1 / SCALE, y1 / SCALE];
}

export const toPath = (pts) => pts.map(([x, y]) => ({ X: Math.round(x * SCALE), Y: Math.round(y * SCALE) }));
export const fromPath = (p) => p.map((q) => [q.X / SCALE, q.Y / SCALE]);
export const rect = (x0, y0, x1, y1) => [toPath([[x0, y0], [x1, y0], [x1, y1], [x0, y1]])];

/** Shortest distance between two regions' vertices (user units); good enough to rank islands. */
export function distance(a, b) {
  return closestPoints(a, b).distance;
}

/** The closest pair of vertices of two regions and their distance (user units). */
export function closestPoints(a, b) {
  let best = Infinity, pa = null, pb = null;
  for (const p of a) for (const q of p) for (const r of b) for (const s of r) {
    const d = (q.X - s.X) ** 2 + (q.Y - s.Y) ** 2;
    if (d < best) { best = d; pa = q; pb = s; }
  }
  return { distance: Math.sqrt(best) / SCALE, a: [pa.X / SCALE, pa.Y / SCALE], b: [pb.X / SCALE, pb.Y / SCALE] };
}

/** A capsule (thick segment) around the segment from a to b. */
export function capsule(a, b, halfWidth) {
  return thickLine([a, b], halfWidth);
}

/** A band of halfWidth either side of an open polyline of [x, y] points, with round ends. */
export function thickLine(points, halfWidth) {
  const c = new ClipperOffset(2, 0.1 * SCALE);
  c.AddPath(toPath(points), JoinType.jtRound, EndType.etOpenRound);
  const out = new ClipperLib.Paths();
  c.Execute(out, halfWidth * SCALE);
  return out;
}

/** Douglas–Peucker simplification of a closed ring given as [x, y] points. */
export function simplifyRing(pts, tol) {
  if (pts.length < 8) return pts;
  const keep = new Uint8Array(pts.length);
  const t2 = tol * tol;
  const stack = [[0, pts.length - 1]];
  keep[0] = keep[pts.length - 1] = 1;
  // split at the farthest point from the first so the closed ring keeps its extent
  let far = 0, fd = -1;
  for (let i = 1; i < pts.length; i++) {
    const d = (pts[i][0] - pts[0][0]) ** 2 + (pts[i][1] - pts[0][1]) ** 2;
    if (d > fd) { fd = d; far = i; }
  }
  keep[far] = 1;
  stack.length = 0;
  stack.push([0, far], [far, pts.length - 1]);
  while (stack.length) {
    const [i, j] = stack.pop();
    const [ax, ay] = pts[i], [bx, by] = pts[j];
    const dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
    let best = -1, bi = -1;
    for (let k = i + 1; k < j; k++) {
      const [px, py] = pts[k];
      let t = len2 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
      t = Math.max(0, Math.min(1, t));
      const d = (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
      if (d > best) { best = d; bi = k; }
    }
    if (best > t2) { keep[bi] = 1; stack.push([i, bi], [bi, j]); }
  }
  return pts.filter((_, i) => keep[i]);
}

/** Whether a point lies inside a region (non-zero rule). */
export function contains(region, [x, y]) {
  const pt = { X: Math.round(x * SCALE), Y: Math.round(y * SCALE) };
  let winding = 0;
  for (const path of region) {
    const r = Clipper.PointInPolygon(pt, path);
    if (r !== 0) winding += Clipper.Orientation(path) ? 1 : -1;
  }
  return winding !== 0;
}
