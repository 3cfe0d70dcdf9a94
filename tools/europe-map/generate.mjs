// Generates maps/europe/map.json and maps/europe/map.svg.
// Usage: cd tools/europe-map && npm ci && node generate.mjs [--debug overlay.svg]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { provinces, foreignSeeds, droppedIslands } from './data/provinces.mjs';
import { seaZones } from './data/seas.mjs';
import { straitCoasts, coastCorridors, straitSeaLinks } from './data/links.mjs';
import { PARAMS, buildGeometry, coastBand, applyCorridors, straitShallows, measure } from './lib/build.mjs';
import { buildLinks, buildModel } from './lib/model.mjs';
import { writeSvg } from './lib/svg.mjs';
import { checkModel, checkStartSides, checkRimMines } from './lib/checks.mjs';
import { writeOverlay } from './lib/overlay.mjs';
import { formatJson } from './lib/json.mjs';
import { writeReadme } from './lib/readme.mjs';
import { notes } from './data/notes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../maps/europe');
const debugAt = process.argv.indexOf('--debug');

const geo = buildGeometry(provinces, foreignSeeds, droppedIslands, seaZones);
const band = coastBand(geo, PARAMS.stripWidth);
const corridorStrips = applyCorridors(geo, coastCorridors, band);
const m = measure(geo);
const links = buildLinks(geo, m, { straitCoasts, straitSeaLinks, coastCorridors });
const model = buildModel(geo, m, provinces, seaZones, links);

const shallows = new Map();
const gaps = [];
for (const [a, b] of straitCoasts) {
  const { gap, region } = straitShallows(geo, a, b, PARAMS.stripWidth);
  if (gap > 45) throw new Error(`strait ${a}–${b} is ${gap.toFixed(1)} units wide: too wide for a shared coast`);
  shallows.set(`${a}-${b}`, region);
  gaps.push(`${a}–${b} ${gap.toFixed(1)}`);
}
const svg = writeSvg({ geo, model, provinceDefs: provinces, seaDefs: seaZones, band, shallows, corridorStrips });
if (debugAt > 0) fs.writeFileSync(process.argv[debugAt + 1], writeOverlay(svg, model, m));
const { isStart } = checkModel(model, svg);
checkStartSides(model, isStart, notes.startSides);
checkRimMines(model, notes.rimMines);

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'map.json'), formatJson(model));
fs.writeFileSync(path.join(outDir, 'map.svg'), svg);
fs.writeFileSync(path.join(outDir, 'README.md'), writeReadme(model, { isStart, notes, areas: m.areas }));

// A summary to paste into maps/europe/README.md (and to compare with it).
const count = (f) => model.provinces.filter(f).length;
const kinds = {};
for (const l of model.links) kinds[l.kind] = (kinds[l.kind] ?? 0) + 1;
const terrains = {};
for (const p of model.provinces) terrains[p.terrain] = (terrains[p.terrain] ?? 0) + 1;
console.log(`provinces ${model.provinces.length}`, terrains);
console.log(`sea zones ${model.seaZones.length}, edge: ${model.seaZones.filter((z) => z.boardEdge).map((z) => z.id).join(', ')}`);
console.log(`board-edge provinces ${count((p) => p.boardEdge)}: ${model.provinces.filter((p) => p.boardEdge).map((p) => p.id).join(', ')}`);
console.log(`start provinces ${count((p) => isStart(p.id))}: ${model.provinces.filter((p) => isStart(p.id)).map((p) => p.id).join(', ')}`);
console.log(`straits (units of water between the coasts): ${gaps.join(', ')}`);
console.log(`mines ${count((p) => p.mine)}, ports ${count((p) => p.port)}, links`, kinds);
console.log(`map.json ${fs.statSync(path.join(outDir, 'map.json')).size} bytes, map.svg ${fs.statSync(path.join(outDir, 'map.svg')).size} bytes`);
const sizes = [...m.areas].filter(([id]) => geo.provinces.has(id)).sort((a, b) => a[1] - b[1]);
console.log('smallest', sizes.slice(0, 4).map(([id, a]) => `${id} ${Math.round(a)}`).join(', '),
  '| largest', sizes.slice(-4).map(([id, a]) => `${id} ${Math.round(a)}`).join(', '));
