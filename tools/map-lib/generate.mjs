// The whole run of a map generator: geometry, links, model, art, checks, then map.json, map.svg
// and README.md written to the map's folder, and a summary printed. Each map's generate.mjs
// passes its own data (tools/europe-map, tools/mediterranean-map).
import fs from 'node:fs';
import path from 'node:path';
import { PARAMS, buildGeometry, coastBand, applyCorridors, straitShallows, measure } from './build.mjs';
import { buildLinks, buildModel } from './model.mjs';
import { writeSvg } from './svg.mjs';
import { checkModel, checkStartSides, checkRimMines } from './checks.mjs';
import { writeOverlay } from './overlay.mjs';
import { formatJson } from './json.mjs';
import { writeReadme } from './readme.mjs';

/**
 * spec: { outDir, board, mapInfo, provinces, foreignSeeds, droppedIslands, seaZones,
 * links: { straitCoasts, coastCorridors, straitSeaLinks, declined }, notes, meta: { title, desc },
 * maxStrait (the widest water a shared coast may cross, in units), checks(model, facts) (the
 * map's own examples), debugOverlay (a path for the checking picture, or nothing) }.
 */
export function generateMap(spec) {
  const { board, mapInfo, provinces, seaZones, notes } = spec;
  const { straitCoasts, coastCorridors, straitSeaLinks } = spec.links;
  const geo = buildGeometry(board, provinces, spec.foreignSeeds, spec.droppedIslands, seaZones);
  const band = coastBand(geo, PARAMS.stripWidth);
  const corridorStrips = applyCorridors(geo, coastCorridors, band);
  const m = measure(geo);
  const links = buildLinks(geo, m, { straitCoasts, straitSeaLinks, coastCorridors });
  const model = buildModel(geo, m, provinces, seaZones, links, mapInfo, spec.links.declined ?? []);

  const shallows = new Map();
  const gaps = [];
  for (const [a, b] of straitCoasts) {
    const { gap, region } = straitShallows(geo, a, b, PARAMS.stripWidth);
    if (gap > spec.maxStrait) throw new Error(`strait ${a}–${b} is ${gap.toFixed(1)} units wide: too wide for a shared coast`);
    shallows.set(`${a}-${b}`, region);
    gaps.push(`${a}–${b} ${gap.toFixed(1)}`);
  }
  const svg = writeSvg({ geo, model, provinceDefs: provinces, seaDefs: seaZones, band, shallows, corridorStrips, meta: spec.meta });
  if (spec.debugOverlay) fs.writeFileSync(spec.debugOverlay, writeOverlay(svg, model, m));
  const facts = checkModel(model, svg, { landlockedSeas: notes.landlockedSeas ?? [] });
  spec.checks(model, facts);
  const { isStart } = facts;
  checkStartSides(model, isStart, notes.startSides);
  checkRimMines(model, notes.rimMines);

  const outDir = spec.outDir;
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'map.json'), formatJson(model));
  fs.writeFileSync(path.join(outDir, 'map.svg'), svg);
  fs.writeFileSync(path.join(outDir, 'README.md'), writeReadme(model, { isStart, notes, areas: m.areas }));

  // A summary to compare with the README.
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
  return model;
}

/** The path given after --debug on the command line, if any. */
export function debugOverlayArgument(argv) {
  const at = argv.indexOf('--debug');
  return at > 0 ? argv[at + 1] : undefined;
}
