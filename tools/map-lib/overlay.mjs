// A checking picture for the designer (not shipped): the map with every area's id at its label
// point and every link drawn between label points — land white, coast cyan, sea dashed.
export function writeOverlay(svg, model, m) {
  const pos = new Map([...model.provinces, ...model.seaZones].map((a) => [a.id, a.label ?? m.labels.get(a.id)]));
  const sea = new Set(model.seaZones.map((z) => z.id));
  let extra = '<g id="overlay">';
  for (const l of model.links) {
    const [a, b] = l.between.map((id) => pos.get(id));
    const style = l.kind === 'land' ? 'stroke="#c00000" stroke-width="1.6"'
      : l.kind === 'coast' ? 'stroke="#00e0ff" stroke-width="2.2"' : 'stroke="#ff9900" stroke-width="0.8" stroke-dasharray="4 3"';
    extra += `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" ${style}/>`;
  }
  for (const a of [...model.provinces, ...model.seaZones]) {
    const [x, y] = pos.get(a.id);
    const tags = [a.boardEdge ? 'E' : '', a.mine ? 'M' : '', a.port ? 'P' : ''].join('');
    const fill = sea.has(a.id) ? '#ffffff' : '#000000';
    extra += `<text x="${x}" y="${y - 3}" font-size="12" font-family="sans-serif" text-anchor="middle" fill="${fill}">${a.names.en}</text>`;
    extra += `<text x="${x}" y="${y + 10}" font-size="9" font-family="sans-serif" text-anchor="middle" fill="${fill}">${tags} ${Math.round(m.areas.get(a.id))}</text>`;
  }
  extra += '</g>';
  return svg.replace('</svg>', extra + '</svg>');
}
