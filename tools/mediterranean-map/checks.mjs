// What must hold on the Mediterranean board, checked at every run: the rivers run where the
// online rules' terrain table needs them (each river province borders land on both banks and the
// river segments join up), the Propontis joins Thrace and Bithynia, and the inner coasts are not
// starts.
import { fail } from 'vinci-map-lib/checks.mjs';

export function checkBoard(model, { isStart, linkKind }, notes) {
  const neutral = model.provinces.filter((p) => !['mountain', 'desert', 'river', 'controllableSea'].includes(p.terrain)).length;
  if (neutral !== notes.neutralProvinces) fail(`${neutral} provinces get a neutral pawn, data/notes.mjs says ${notes.neutralProvinces}`);
  const rivers = model.provinces.filter((p) => p.terrain === 'river').map((p) => p.id);
  const landNeighbours = (id) => model.links.filter((l) => l.kind === 'land' && l.between.includes(id))
    .map((l) => l.between.find((x) => x !== id));
  for (const r of rivers) {
    if (landNeighbours(r).filter((n) => !rivers.includes(n)).length < 2) fail(`${r} borders fewer than two land provinces`);
  }
  for (const [a, b] of [['upper-nile', 'lower-nile'], ['upper-euphrates', 'lower-euphrates'], ['tigris', 'lower-euphrates']]) {
    if (linkKind(a, b) !== 'land') fail(`${a} and ${b} must join`);
  }
  for (const id of ['thrace', 'bithynia']) if (linkKind('propontis', id) !== 'land') fail(`the Propontis must border ${id}`);
  for (const id of ['hellas', 'lower-egypt', 'phoenicia', 'syria', 'galatia', 'babylonia']) {
    if (isStart(id)) fail(`${id} must not be a start: it lies on an inner sea or inland`);
  }
}
