// The rules' own examples, which must hold on the Europe board.
import { fail } from 'vinci-map-lib/checks.mjs';

export function checkRuleExamples({ isStart, acrossSea, linkKind }) {
  if (!isStart('scotland')) fail('Scotland must be a legal start');
  if (!isStart('ireland')) fail('Ireland must be a legal start');
  if (isStart('france')) fail('France must not be a legal start');
  if (isStart('north-italy')) fail('Northern Italy must not be a legal start');
  if (linkKind('ireland', 'scotland') !== 'coast') fail('Ireland and Scotland must share a coast');
  if (linkKind('north-italy', 'south-italy') !== 'coast') fail('Northern and Southern Italy must share a coast');
  if (linkKind('england', 'ireland') !== 'coast') fail('England and Ireland must share a coast');
  if (!acrossSea('ireland').has('norway')) fail('Norway must be reachable from Ireland across the sea');
  if (!acrossSea('norway').has('south-italy')) fail('Southern Italy must be reachable from Norway across the sea');
}
