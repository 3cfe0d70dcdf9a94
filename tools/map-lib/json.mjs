// map.json layout: one area or link per line, so a diff shows exactly what changed.
export function formatJson(model) {
  const line = (v) => JSON.stringify(v);
  const list = (items) => '[\n' + items.map((x) => '    ' + line(x)).join(',\n') + '\n  ]';
  return '{\n'
    + `  "formatVersion": ${model.formatVersion},\n`
    + `  "id": ${line(model.id)},\n`
    + `  "names": ${line(model.names)},\n`
    + `  "svg": ${line(model.svg)},\n`
    + `  "provinces": ${list(model.provinces)},\n`
    + `  "seaZones": ${list(model.seaZones)},\n`
    + `  "links": ${list(model.links)},\n`
    + (model.rejectedLinks?.length ? `  "rejectedLinks": ${list(model.rejectedLinks)},\n` : '')
    + `  "rules": ${JSON.stringify(model.rules, null, 2).replace(/\n/g, '\n  ')}\n`
    + '}\n';
}
