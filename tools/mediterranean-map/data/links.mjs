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

/** Sea zones (and the controllable sea) joined through straits. */
export const straitSeaLinks = [
  ['aegean-sea', 'propontis'], // Dardanelles
  ['propontis', 'black-sea'], // Bosporus
];
