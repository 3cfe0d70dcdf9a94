// Draws a handful of Western European countries from Natural Earth data (public domain, via
// the npm package world-atlas) as a plain SVG: countries as paths named after the country,
// three seas as water polygons, the other countries in one background shape. It is the kind
// of drawing a designer exports from a GIS or draws in Inkscape, and what docs/editor.md
// turns into a Vinci map with the editor. Nothing here knows Vinci's map format.
//
// Usage: cd tools/natural-earth-drawing && npm ci && node make-drawing.mjs [out.svg]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as d3 from 'd3-geo';
import * as topojson from 'topojson-client';
import ClipperLib from 'clipper-lib';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? path.join(here, 'western-europe.svg');
const atlas = JSON.parse(fs.readFileSync(path.join(here, 'node_modules/world-atlas/countries-50m.json')));
const countries = topojson.feature(atlas, atlas.objects.countries).features;

// The countries that become provinces, and their fill (pastels, as a GIS export would have).
const chosen = new Map([
  ['Portugal', '#f2c57c'], ['Spain', '#e9d8a6'], ['France', '#c9e4ca'], ['Belgium', '#f6bd60'],
  ['Netherlands', '#f7d6a0'], ['Luxembourg', '#d4a373'], ['Germany', '#e5d4ed'],
  ['Switzerland', '#f28482'], ['Austria', '#f5cac3'], ['Italy', '#b5e48c'],
  ['United Kingdom', '#ffd6a5'], ['Ireland', '#caffbf'], ['Denmark', '#fdffb6'],
]);
// Three seas, as regions in longitude/latitude; the water in each becomes a sea zone.
// The outer corners lie well outside the frame, which the conic projection makes wider at
// the top than the longitudes at its edges.
const seas = [
  ['Atlantic Ocean', [[-30, 25], [-5.6, 25], [-5.6, 43.5], [2, 43.5], [2, 50.5], [-2, 50.5], [-2, 70], [-30, 70]]],
  ['Mediterranean Sea', [[-5.6, 25], [40, 25], [40, 46.5], [2, 46.5], [2, 43.5], [-5.6, 43.5]]],
  ['North Sea', [[-2, 50.5], [40, 50.5], [40, 70], [-2, 70]]],
];

const WIDTH = 900;
const projection = d3.geoConicConformal().rotate([-4, 0]).parallels([38, 54]);
const frameOutline = { type: 'Polygon', coordinates: [[[-10.5, 35.8], [18.5, 35.8], [18.5, 57.5], [-10.5, 57.5], [-10.5, 35.8]].reverse()] };
projection.fitWidth(WIDTH, frameOutline);
const [[x0, y0], [x1, y1]] = d3.geoPath(projection).bounds(frameOutline);
projection.translate([projection.translate()[0] - x0, projection.translate()[1] - y0]);
const height = Math.round(y1 - y0);
projection.clipExtent([[0, 0], [WIDTH, height]]);
const toPath = d3.geoPath(projection).digits(1);

// Clipper works on integer coordinates: a tenth of a unit.
const SCALE = 10;
function rings(geo) {
  const result = [];
  let ring = null;
  d3.geoStream(geo, projection.stream({
    point(x, y) { ring.push({ X: Math.round(x * SCALE), Y: Math.round(y * SCALE) }); },
    lineStart() { ring = []; }, lineEnd() { if (ring.length > 2) result.push(ring); },
    polygonStart() {}, polygonEnd() {}, sphere() {},
  }));
  return result;
}
function clip(type, subject, clipRings) {
  const clipper = new ClipperLib.Clipper();
  clipper.AddPaths(subject, ClipperLib.PolyType.ptSubject, true);
  clipper.AddPaths(clipRings, ClipperLib.PolyType.ptClip, true);
  const solution = new ClipperLib.Paths();
  clipper.Execute(type, solution, ClipperLib.PolyFillType.pftNonZero, ClipperLib.PolyFillType.pftNonZero);
  return solution;
}
const pathOf = (paths) => paths.map((ring) => 'M' + ring.map((p) => `${(p.X / SCALE).toFixed(1)} ${(p.Y / SCALE).toFixed(1)}`).join('L') + 'Z').join('');

const inFrame = countries.filter((c) => d3.geoPath(projection).area(c) > 0);
const land = inFrame.flatMap((c) => rings(c));
const frame = [[{ X: 0, Y: 0 }, { X: WIDTH * SCALE, Y: 0 }, { X: WIDTH * SCALE, Y: height * SCALE }, { X: 0, Y: height * SCALE }]];
const water = clip(ClipperLib.ClipType.ctDifference, frame, land);

let svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">
<title>Western Europe</title>
<desc>Drawn by tools/natural-earth-drawing/make-drawing.mjs from Natural Earth data (public domain).</desc>
<g id="water">
`;
// Region edges follow parallels and meridians (d3 would join far corners by great circles).
function densified(corners) {
  const points = [];
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length];
    const steps = Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / 0.5);
    for (let k = 0; k < steps; ++k) points.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]);
  });
  points.push(points[0]);
  return points;
}
for (const [name, corners] of seas) {
  const region = rings({ type: 'Polygon', coordinates: [densified(corners).reverse()] });
  const part = clip(ClipperLib.ClipType.ctIntersection, water, region);
  // Stroked in their own colour, so no hairline shows where two seas meet.
  svg += `<path id="${name}" fill="#4a7fb5" stroke="#4a7fb5" stroke-width="1" d="${pathOf(part)}"/>\n`;
}
svg += `</g>
<g id="countries" stroke="#ffffff" stroke-width="0.8">
<path id="other countries" fill="#d9d4c7" d="${inFrame.filter((c) => !chosen.has(c.properties.name)).map((c) => toPath(c)).join('')}"/>
`;
for (const [name, fill] of chosen) {
  const country = inFrame.find((c) => c.properties.name === name);
  if (!country) throw new Error(`${name} is not in the frame`);
  svg += `<path id="${name}" fill="${fill}" d="${toPath(country)}"><title>${name}</title></path>\n`;
}
svg += `</g>
<rect x="1" y="1" width="${WIDTH - 2}" height="${height - 2}" fill="none" stroke="#333333" stroke-width="2"/>
</svg>
`;
fs.writeFileSync(out, svg);
console.log(`${out}: ${chosen.size} countries, ${seas.length} seas, ${WIDTH}x${height}, ${svg.length} bytes`);
