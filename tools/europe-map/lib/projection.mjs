// The board's projection: Lambert conformal conic centred on Europe, fitted so that the frame
// runs from the west of Ireland to the Don and from Lapland to the south of Crete.
import * as d3 from 'd3-geo';

export const BOARD_WIDTH = 1600; // the frame's width in SVG user units
export const MARGIN = 14; // room outside the frame for its border

export function makeProjection() {
  const proj = d3.geoConicConformal().rotate([-15, 0]).parallels([40, 62]).scale(1).translate([0, 0]);
  const x0 = Math.min(proj([-11.2, 53])[0], proj([-10.2, 36.5])[0]), x1 = proj([37.6, 53])[0];
  const y0 = proj([15, 64.0])[1], y1 = proj([15, 35.0])[1];
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
