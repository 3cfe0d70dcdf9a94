// Writes a map's README.md from the model, so every count it states is the files' own.
const TERRAIN_ORDER = ['farmland', 'prairie', 'normal', 'forest', 'mountain', 'desert', 'river', 'controllableSea'];
const TERRAIN_TEXT = {
  farmland: 'farmland (yellow)', prairie: 'prairie (light green)', forest: 'forest (dark green)', mountain: 'mountain (grey)',
  normal: 'normal (brown)', desert: 'desert (pale sand)', river: 'river (river blue)', controllableSea: 'controllable sea (mid blue)',
};

/** A lookup of a note by a pair of area ids, in either order ("a|b" keys). */
export const pairNote = (table) => (pair) => table[pair.join('|')] ?? table[[...pair].reverse().join('|')] ?? '';

/** "A", "A and B", "A, B and C". */
export const listOf = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** How the provinces' areas compare: median, largest, smallest, for the design notes. */
function sizeSummary(model, areas) {
  const sorted = model.provinces.map((p) => [p.names.en, areas.get(p.id)]).sort((a, b) => a[1] - b[1]);
  const median = sorted[Math.floor(sorted.length / 2)][1];
  const [largest, most] = sorted.at(-1);
  const [smallest, least] = sorted[0];
  return {
    largest, largestRatio: (most / median).toFixed(1), smallest, smallestRatio: (median / least).toFixed(1),
  };
}

/** Wraps each paragraph or bullet to about 100 columns, continuing bullets with two spaces. */
function wrap(lines) {
  return lines.flatMap((line) => {
    if (line.length <= 100) return [line];
    const indent = line.startsWith('- ') ? '  ' : '';
    const out = [];
    let current = '';
    for (const word of line.split(' ')) {
      if (current && current.length + 1 + word.length > 100) { out.push(current); current = indent + word; }
      else current = current ? `${current} ${word}` : word;
    }
    return [...out, current];
  });
}

export function writeReadme(model, { isStart, notes, areas }) {
  const P = model.provinces, Z = model.seaZones;
  const byId = new Map([...P, ...Z].map((a) => [a.id, a]));
  const en = (id) => byId.get(id).names.en;
  const isSea = new Set(Z.map((z) => z.id));
  const kinds = { land: 0, coast: 0, sea: 0 };
  for (const l of model.links) kinds[l.kind]++;
  const seaSea = model.links.filter((l) => isSea.has(l.between[0]) && isSea.has(l.between[1])).length;
  const edgeSeasOf = (id) => model.links.filter((l) => l.kind === 'sea' && l.between.includes(id))
    .map((l) => l.between.find((x) => x !== id)).filter((x) => isSea.has(x) && byId.get(x).boardEdge);
  const out = [];
  out.push(...notes.intro, '');

  out.push('## At a glance', '');
  out.push(`| what | count |`, `|---|---|`);
  const wet = P.filter((p) => p.terrain === 'river' || p.terrain === 'controllableSea').length;
  out.push(`| ${wet ? 'provinces (land, rivers and controllable seas)' : 'land provinces'} | ${P.length} |`);
  const terrains = TERRAIN_ORDER.filter((t) => P.some((p) => p.terrain === t));
  for (const t of terrains) out.push(`| ${TERRAIN_TEXT[t]} | ${P.filter((p) => p.terrain === t).length} |`);
  out.push(`| sea zones | ${Z.length} |`);
  out.push(`| sea zones at the board edge | ${Z.filter((z) => z.boardEdge).length} |`);
  out.push(`| provinces at the board edge | ${P.filter((p) => p.boardEdge).length} |`);
  out.push(`| start provinces | ${P.filter((p) => isStart(p.id)).length} |`);
  out.push(`| mines (pickaxe) | ${P.filter((p) => p.mine).length} |`);
  out.push(`| ports (anchor) | ${P.filter((p) => p.port).length} |`);
  out.push(`| links | ${model.links.length} |`);
  out.push(`| land links (white border) | ${kinds.land} |`);
  out.push(`| coast links (shared light-blue coast) | ${kinds.coast} |`);
  out.push(`| sea links | ${kinds.sea} (${kinds.sea - seaSea} province–sea zone, ${seaSea} sea zone–sea zone) |`, '');

  out.push('## Provinces by terrain', '');
  for (const t of terrains) {
    const list = P.filter((p) => p.terrain === t);
    out.push(`### ${TERRAIN_TEXT[t][0].toUpperCase() + TERRAIN_TEXT[t].slice(1)} — ${list.length}`, '');
    out.push('| id | English | French | German | mine | port | board edge | start |', '|---|---|---|---|---|---|---|---|');
    for (const p of list) {
      out.push(`| \`${p.id}\` | ${p.names.en} | ${p.names.fr} | ${p.names.de} | ${p.mine ? 'pickaxe' : ''} | ${p.port ? 'anchor' : ''} | ${p.boardEdge ? 'yes' : ''} | ${isStart(p.id) ? 'yes' : ''} |`);
    }
    out.push('');
  }

  out.push('## Sea zones', '');
  out.push('| id | English | French | German | board edge |', '|---|---|---|---|---|');
  for (const z of Z) out.push(`| \`${z.id}\` | ${z.names.en} | ${z.names.fr} | ${z.names.de} | ${z.boardEdge ? 'yes' : ''} |`);
  out.push('');

  out.push('## Start provinces', '');
  out.push('"The starting province can be a land province that touches any edge of the board, or a land',
    'province that can be reached from the edge of the board by crossing only one sea region."',
    'The frame of the board is its edge. A province is a start when it touches the frame, or touches',
    'a sea zone that touches the frame:', '');
  out.push('| province | why |', '|---|---|');
  for (const p of P.filter((q) => isStart(q.id))) {
    const why = [];
    if (p.boardEdge) why.push('touches the frame');
    const seas = edgeSeasOf(p.id);
    if (seas.length) why.push('on ' + seas.map(en).join(', '));
    out.push(`| ${p.names.en} | ${why.join('; ')} |`);
  }
  out.push('');
  out.push(`Not starts: ${P.filter((p) => !isStart(p.id)).map((p) => p.names.en).join(', ')}.`, '');

  out.push('## Coast links', '');
  out.push('Set by hand (`"manual": true`): provinces whose light-blue coasts meet without a land border.', '');
  out.push('| provinces | where |', '|---|---|');
  for (const l of model.links.filter((x) => x.kind === 'coast')) {
    out.push(`| ${en(l.between[0])} – ${en(l.between[1])} | ${notes.coast(l.between)} |`);
  }
  out.push('');
  const manualSea = model.links.filter((l) => l.kind === 'sea' && l.manual);
  if (manualSea.length) {
    out.push('Sea links set by hand through straits the geometry alone would miss: ' +
      manualSea.map((l) => `${en(l.between[0])} – ${en(l.between[1])}`).join(', ') + '.', '');
  }

  out.push('## Rule sets', '');
  out.push('| rule set | players | extra pawns | goal |', '|---|---|---|---|');
  const c = model.rules.classic, o = model.rules.online2013;
  const tab = (t) => Object.entries(t).map(([k, v]) => `${k}: ${v}`).join(', ');
  if (c) out.push(`| Classic | ${c.playerCounts.join(', ')} | ${tab(c.extraPawns)} | victory points ${tab(c.victoryPoints)} |`);
  if (o) out.push(`| Online 2013 | ${o.playerCounts.join(', ')} | ${tab(o.extraPawns)} | rounds ${tab(o.rounds)} |`);
  out.push('');
  out.push(...notes.rules, '');
  // The lists the design notes name, always the map's own.
  const mineNames = (f) => P.filter((p) => p.mine && f(p)).map((p) => p.names.en);
  const lists = {
    mountainMines: mineNames((p) => p.terrain === 'mountain'),
    rimMines: P.filter((p) => p.mine && p.terrain !== 'mountain').map((p) => `${p.names.en} (${notes.rimMines[p.id]})`),
    both: mineNames((p) => p.port),
    sides: Object.values(notes.startSides).map((side) => `${side.text}: ${listOf(side.ids.map(en))}`),
  };
  out.push(...wrap(notes.design({ model, en, list: listOf, sizes: sizeSummary(model, areas), ...lists })), '');
  return out.join('\n');
}
