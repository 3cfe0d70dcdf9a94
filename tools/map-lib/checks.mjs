// Checks run at generation time: every link is stored once and names areas that exist, the land is
// one, and the SVG and the JSON agree on the ids. checkModel returns the derived facts (starts,
// reach across the sea, link kinds) each map's generator checks its own examples with.

function fail(msg) { throw new Error(`map check failed: ${msg}`); }

/** landlockedSeas: sea zones that touch no other sea zone on this board (a lake, a gulf whose
 * outlet lies beyond the frame). */
export function checkModel(model, svgText, { landlockedSeas = [] } = {}) {
  const areas = [...model.provinces, ...model.seaZones];
  const ids = new Set();
  for (const a of areas) {
    if (!/^[a-z0-9-]+$/.test(a.id)) fail(`bad id ${a.id}`);
    if (ids.has(a.id)) fail(`duplicate id ${a.id}`);
    ids.add(a.id);
    for (const lang of ['en', 'fr', 'de']) if (!a.names[lang]) fail(`${a.id}: no ${lang} name`);
  }
  const isSea = new Set(model.seaZones.map((z) => z.id));
  const seen = new Set();
  const adj = new Map([...ids].map((id) => [id, []]));
  for (const l of model.links) {
    const [a, b] = l.between;
    if (!ids.has(a) || !ids.has(b)) fail(`link ${a}–${b} names an unknown area`);
    if (a === b) fail(`link ${a}–${a} to itself`);
    const k = [a, b].sort().join('|');
    if (seen.has(k)) fail(`pair ${a}–${b} linked twice`);
    seen.add(k);
    if ((l.kind === 'land' || l.kind === 'coast') && (isSea.has(a) || isSea.has(b))) fail(`${l.kind} link ${a}–${b} with a sea zone`);
    if (l.kind === 'sea' && !isSea.has(a) && !isSea.has(b)) fail(`sea link ${a}–${b} between two provinces`);
    adj.get(a).push({ to: b, kind: l.kind });
    adj.get(b).push({ to: a, kind: l.kind });
  }

  // The SVG holds exactly one element per area, in the right group, and nothing else there.
  const groupIds = (name) => {
    const m = svgText.match(new RegExp(`<g id="${name}">([\\s\\S]*?)</g>`));
    if (!m) fail(`SVG has no group ${name}`);
    return [...m[1].matchAll(/ id="([^"]+)"/g)].map((x) => x[1]);
  };
  const svgProvinces = groupIds('provinces'), svgSeas = groupIds('seas');
  const same = (x, y) => x.length === y.length && x.every((v, i) => v === y[i]);
  if (!same(svgProvinces, model.provinces.map((p) => p.id))) fail('SVG provinces differ from map.json');
  if (!same(svgSeas, model.seaZones.map((z) => z.id))) fail('SVG sea zones differ from map.json');
  const allSvgIds = [...svgText.matchAll(/ id="([^"]+)"/g)].map((x) => x[1]);
  if (new Set(allSvgIds).size !== allSvgIds.length) fail('SVG has duplicate ids');
  if (/<clipPath|<mask|<filter|<style|<text/.test(svgText)) fail('SVG uses an element Qt 6.4 does not render or text');

  // Derived facts, computed the way the engine does.
  const byId = new Map(areas.map((a) => [a.id, a]));
  const isStart = (id) => byId.get(id).boardEdge || adj.get(id).some((e) => isSea.has(e.to) && byId.get(e.to).boardEdge);
  const acrossSea = (id) => {
    const seenSea = new Set(), reach = new Set(), queue = adj.get(id).filter((e) => isSea.has(e.to)).map((e) => e.to);
    queue.forEach((s) => seenSea.add(s));
    while (queue.length) {
      const s = queue.shift();
      for (const e of adj.get(s)) {
        if (isSea.has(e.to)) { if (!seenSea.has(e.to)) { seenSea.add(e.to); queue.push(e.to); } } else if (e.to !== id) reach.add(e.to);
      }
    }
    return reach;
  };
  const linkKind = (a, b) => adj.get(a).find((e) => e.to === b)?.kind;

  for (const p of model.provinces) {
    if (!adj.get(p.id).some((e) => !isSea.has(e.to))) fail(`${p.id} has no neighbouring province`);
  }
  for (const z of model.seaZones) {
    const linked = adj.get(z.id).some((e) => isSea.has(e.to));
    if (!linked && !landlockedSeas.includes(z.id)) fail(`${z.id} touches no other sea zone`);
    if (linked && landlockedSeas.includes(z.id)) fail(`${z.id} is listed as landlocked but touches another sea zone`);
    if (!adj.get(z.id).some((e) => !isSea.has(e.to))) fail(`${z.id} touches no province`);
  }
  // All land is one graph (land borders and coasts), so every civilization can grow anywhere.
  const start = model.provinces[0].id, reached = new Set([start]), q = [start];
  while (q.length) for (const e of adj.get(q.shift())) if (!isSea.has(e.to) && !reached.has(e.to)) { reached.add(e.to); q.push(e.to); }
  if (reached.size !== model.provinces.length) {
    fail(`the provinces do not form one connected land: ${model.provinces.filter((p) => !reached.has(p.id)).map((p) => p.id).join(', ')} apart`);
  }
  return { isStart, acrossSea, linkKind };
}

export { fail };

/** The README explains every mine outside the mountains: the list must be exactly those. */
export function checkRimMines(model, rimMines) {
  const mines = model.provinces.filter((p) => p.mine && p.terrain !== 'mountain').map((p) => p.id).sort();
  const explained = Object.keys(rimMines).sort();
  if (mines.join() !== explained.join()) fail(`mines outside the mountains are ${mines.join(', ')}, data/notes.mjs explains ${explained.join(', ')}`);
}

/** The README groups the start provinces by side: the groups must be exactly the starts. */
export function checkStartSides(model, isStart, sides) {
  const listed = Object.values(sides).flatMap((side) => side.ids);
  const starts = model.provinces.filter((p) => isStart(p.id)).map((p) => p.id);
  const missing = starts.filter((id) => !listed.includes(id));
  const extra = listed.filter((id) => !starts.includes(id));
  if (missing.length || extra.length || new Set(listed).size !== listed.length) {
    fail(`start sides in data/notes.mjs: missing ${missing.join(', ') || 'none'}, not starts ${extra.join(', ') || 'none'}`);
  }
}
