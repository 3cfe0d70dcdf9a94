// The board's projection: a Lambert conformal conic fitted so that the frame holds the points the
// board names (the westernmost, easternmost, northernmost and southernmost it must show).
import * as d3 from 'd3-geo';

export const BOARD_WIDTH = 1600; // the frame's width in SVG user units
export const MARGIN = 14; // room outside the frame for its border

/**
 * board: { rotate: [λ, φ], parallels: [φ1, φ2], west, east, north, south }, each side a list of
 * [lon, lat] points: the frame's side runs through the outermost of them.
 */
export function makeProjection(board) {
  const proj = d3.geoConicConformal().rotate(board.rotate).parallels(board.parallels).scale(1).translate([0, 0]);
  const xs = (pts) => pts.map((p) => proj(p)[0]), ys = (pts) => pts.map((p) => proj(p)[1]);
  const x0 = Math.min(...xs(board.west)), x1 = Math.max(...xs(board.east));
  const y0 = Math.min(...ys(board.north)), y1 = Math.max(...ys(board.south));
  const s = BOARD_WIDTH / (x1 - x0);
  proj.scale(s).translate([MARGIN - x0 * s, MARGIN - y0 * s]);
  const height = Math.round((y1 - y0) * s);
  const frame = [MARGIN, MARGIN, MARGIN + BOARD_WIDTH, MARGIN + height];
  return { proj, frame, viewBox: [0, 0, BOARD_WIDTH + 2 * MARGIN, height + 2 * MARGIN] };
}

/** Projects a GeoJSON object into rings of [x, y] points (clipped to the extent). */
export function projectRings(proj, geo, extent) {
  const clipped = proj.clipExtent(extent);
  const rings = [];
  let ring = null;
  const sink = {
    point(x, y) { ring.push([x, y]); },
    lineStart() { ring = []; },
    lineEnd() { if (ring.length > 2) rings.push(ring); },
    polygonStart() {}, polygonEnd() {}, sphere() {},
  };
  d3.geoStream(geo, clipped.stream(sink));
  clipped.clipExtent(null);
  return rings;
}
