import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPickupLine } from '../../src/resolve/pickup-line.ts';
import { splitStreetLine } from '../../src/resolve/street-line.ts';

describe('a street line that names a DHL pickup', () => {
  it.each([
    ['Packstation 123', 'packstation', 123],
    ['Packstation123', 'packstation', 123],
    ['PACKSTATION 123', 'packstation', 123],
    ['packstation 123', 'packstation', 123],
    ['Pack Station 123', 'packstation', 123],
    ['Pack-Station 123', 'packstation', 123],
    ['Packstation Nr. 123', 'packstation', 123],
    ['Packstation Nr.123', 'packstation', 123],
    ['Packstation #123', 'packstation', 123],
    ['  Packstation\u00a0 123 ', 'packstation', 123],
    ['Postfiliale 456', 'postfiliale', 456],
    ['Postfiliale Nr. 456', 'postfiliale', 456],
    ['Postfiliale Nummer 456', 'postfiliale', 456],
    ['POST-FILIALE 456', 'postfiliale', 456],
    ['Post Filiale 456', 'postfiliale', 456],
  ])('reads %j as a %s with number %i', (line, kind, number) => {
    expect(readPickupLine(line)).toEqual({ kind, number });
  });

  it('reads a number out of the kind’s range, so that a form can say what is wrong with it', () => {
    expect(readPickupLine('Packstation 42')).toEqual({ kind: 'packstation', number: 42 });
    expect(readPickupLine('Postfiliale 123')).toEqual({ kind: 'postfiliale', number: 123 });
    expect(readPickupLine('Packstation 0123')).toEqual({ kind: 'packstation', number: 123 });
  });

  it.each([
    'Filiale 456',
    'Paketstation 123',
    'Paketshop 123',
    'Postfach 1234',
    'Packstation',
    'Postfiliale',
    'Packstation 123 Bonn',
    'Packstation 123, 12345678',
    '12345678 Packstation 123',
    'Packstationweg 3',
    'Am Packstation 3a',
    'Packstation 12345678',
    'Packstation 123a',
    'Severinstr. 205',
    '',
  ])('leaves %j a street', (line) => {
    expect(readPickupLine(line)).toBeNull();
  });

  it('never reads a street of letters, spaces and a house number as a pickup unless it is DHL’s word', () => {
    const word = fc
      .stringMatching(/^[A-Za-zÄÖÜäöüß.-]{1,14}$/u)
      .filter((w) => !/^(?:pack-?station|post-?filiale|pack|post)$/iu.test(w));
    const line = fc
      .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 9999 }))
      .map(([words, n]) => `${words.join(' ')} ${n}`);
    fc.assert(
      fc.property(line, (text) => {
        expect(readPickupLine(text)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('reads every pickup line as the street splitter sees it: the word as the street, the number as the house number', () => {
    // What the shop modules write: street = "Packstation", houseNumber = the station's number.
    expect(splitStreetLine('Packstation 123')).toEqual({ street: 'Packstation', houseNumber: '123' });
    const kind = fc.constantFrom('Packstation', 'Postfiliale');
    fc.assert(
      fc.property(kind, fc.integer({ min: 100, max: 999 }), (word, number) => {
        const split = splitStreetLine(`${word} ${number}`);
        expect(readPickupLine(`${split?.street ?? ''} ${split?.houseNumber ?? ''}`)).toEqual({
          kind: word.toLowerCase(),
          number,
        });
      }),
    );
  });
});
