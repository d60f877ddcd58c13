import fc from 'fast-check';
import type { HouseNumberParts } from '../../../src/api/house-number-parts.ts';

/** A part's text: what the service writes (letters, digits) and what breaks a query string, in any script. */
const partText = fc.oneof(
  fc.stringMatching(/^[A-Z0-9]{1,6}$/u),
  fc.constantFrom(
    'BIS',
    'A0402',
    '0101',
    '&',
    '=',
    '%',
    '%41',
    '+',
    ' ',
    '/',
    '?',
    '#',
    'ü',
    'ß',
    '🏠',
    'e\u0301',
    '\u00a0',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
);
/** Parts as the service's fields give them: a number from 1 to 99999 and any of the other parts, none empty. */
export const anyParts: fc.Arbitrary<HouseNumberParts> = fc.record(
  { number: fc.integer({ min: 1, max: 99999 }), addition: partText, bis: partText, box: partText },
  { requiredKeys: ['number'] },
);
