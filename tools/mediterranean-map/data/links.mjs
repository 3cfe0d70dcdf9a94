// Links a designer sets by hand: coasts shared across narrow water, and sea links through straits
// too narrow for the geometry to see.

/** Province pairs facing each other across a strait: light-blue shallows join their coasts. */
export const straitCoasts = [
  ['thrace', 'bithynia'], // Bosporus and Dardanelles, on either side of the Propontis
  ['sicily', 'magna-graecia'], // Strait of Messina
  ['magna-graecia', 'illyria'], // Strait of Otranto: Italy's only way east inside the frame
  ['cyprus', 'cilicia'], // Cape Kormakitis to Anamur
  ['crete', 'peloponnese'], // by way of Kythera; without it Crete could only be reached by Astronomy
];

/** No coastal corridors on this board. */
export const coastCorridors = [];

/**
 * Links the editor's Find links proposes (docs/editor.md) that this board does not have: coasts
 * across narrow seas where a sea zone lies between, two land contacts the board keeps apart and
 * two corner-only touches (a point is no border).
 * Written as map.json's "rejectedLinks", so that a designer opening the map is not offered them
 * as new.
 */
export const declined = [
  ['armenia', 'zagros'],
  ['bithynia', 'macedonia'],
  ['crete', 'hellas'],
  ['crete', 'lydia'],
  ['cyprus', 'lycia'],
  ['epirus', 'magna-graecia'],
  ['hellas', 'lydia'],
  ['judea', 'syria'],
  ['lydia', 'macedonia'],
  ['macedonia', 'propontis'],
  ['babylonia', 'upper-euphrates'], // a corner
  ['lower-euphrates', 'upper-mesopotamia'], // a corner
];

/** Sea zones (and the controllable sea) joined through straits. */
export const straitSeaLinks = [
  ['aegean-sea', 'propontis'], // Dardanelles
  ['propontis', 'black-sea'], // Bosporus
];
