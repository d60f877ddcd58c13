import { describe, expect, it } from 'vitest';
import {
  belgianParts,
  dutchParts,
  germanParts,
  houseNumberPartsText,
  readHouseNumberParts,
  suggestionParts,
} from '../../src/api/house-number-parts.ts';
import type { HouseNumberParts } from '../../src/address.ts';

/*
 * Issue 38, point 4: a house number in the parts carriers take apart, from the service's own fields, and the one
 * canonical text a form posts them as (`houseNumberParts`), which the proxy's signature covers.
 */

describe('the canonical text of the parts', () => {
  it.each<[HouseNumberParts, string]>([
    [{ number: 36, box: '1' }, 'number=36&box=1'],
    [{ number: 1, bis: 'A' }, 'number=1&bis=A'],
    [{ number: 36, addition: '2' }, 'number=36&addition=2'],
    [{ number: 30 }, 'number=30'],
    [{ number: 6, bis: '3', box: '0101' }, 'number=6&bis=3&box=0101'],
    // The keys in their fixed order, whatever the object's; each value percent-encoded.
    [{ box: 'A 0402/1', bis: 'F', number: 18 }, 'number=18&bis=F&box=A%200402%2F1'],
    [{ number: 2, addition: '&=%+ü' }, 'number=2&addition=%26%3D%25%2B%C3%BC'],
    // An empty part is left out, as an absent one.
    [{ number: 7, addition: '', bis: '', box: '' }, 'number=7'],
  ])('%j is %s', (parts, text) => {
    expect(houseNumberPartsText(parts)).toBe(text);
  });

  it('writes a lone surrogate (no character) as U+FFFD instead of throwing', () => {
    expect(houseNumberPartsText({ number: 1, box: 'a\ud800' })).toBe('number=1&box=a%EF%BF%BD');
  });
});

describe('reading the text back: canonical text only', () => {
  it('reads what it writes', () => {
    expect(readHouseNumberParts('number=36&box=1')).toEqual({ number: 36, box: '1' });
    expect(readHouseNumberParts('number=1&bis=30')).toEqual({ number: 1, bis: '30' });
    expect(readHouseNumberParts('number=18&bis=F&box=A%200402%2F1')).toEqual({ number: 18, bis: 'F', box: 'A 0402/1' });
    expect(readHouseNumberParts('number=99999&addition=%26')).toEqual({ number: 99999, addition: '&' });
  });

  it.each([
    ['', 'empty'],
    ['box=1&number=36', 'keys out of order'],
    ['number=36&box=1&bis=A', 'bis after box'],
    ['number=36&box=1&box=2', 'a key twice'],
    ['number=36&floor=2', 'an unknown key'],
    ['number=36&box=', 'an empty part'],
    ['number=36&box', 'a key without a value'],
    ['number=36&', 'a trailing separator'],
    ['number=0', 'number 0'],
    ['number=100000', 'a number past 99999'],
    ['number=036', 'a leading zero'],
    ['number=-1', 'a sign'],
    ['number=1.5', 'a fraction'],
    ['number=1e3', 'an exponent'],
    ['number=%33%36', 'digits percent-encoded'],
    ['number=36&box=A 1', 'a space not encoded'],
    ['number=36&box=A+1', 'a space as +'],
    ['number=36&box=%2f', 'lower-case hex'],
    ['number=36&box=%41', 'a letter encoded that needs none'],
    ['number=36&box=%E0%A4%A', 'a broken escape'],
    ['number=36&box=%FF', 'an escape that is no UTF-8'],
    ['Number=36', 'another case'],
    [' number=36', 'white space'],
  ])('refuses %j (%s)', (text) => {
    expect(readHouseNumberParts(text)).toBeUndefined();
  });
});

describe('the parts from the service’s own fields', () => {
  it('a Belgian suggestion: number, bis number and box number; null left out', () => {
    expect(belgianParts({ number: 36, bisNumber: null, boxNumber: '1' })).toEqual({ number: 36, box: '1' });
    expect(belgianParts({ number: 1, bisNumber: '30', boxNumber: null })).toEqual({ number: 1, bis: '30' });
    expect(belgianParts({ number: 2, bisNumber: 'BIS', boxNumber: null })).toEqual({ number: 2, bis: 'BIS' });
    expect(belgianParts({ number: 18, bisNumber: 'F', boxNumber: 'A0402' })).toEqual({
      number: 18,
      bis: 'F',
      box: 'A0402',
    });
  });

  it('a German suggestion: number and addition; null left out', () => {
    expect(germanParts({ number: 36, addition: '2' })).toEqual({ number: 36, addition: '2' });
    expect(germanParts({ number: 205, addition: null })).toEqual({ number: 205 });
  });

  it('a suggestion of either country, by its fields', () => {
    const belgian = {
      houseNumber: '36 bus 1',
      number: 36,
      bisNumber: null,
      boxNumber: '1',
      postcode: 2610,
      status: 'validated',
    } as const;
    const german = { houseNumber: '36-2', number: 36, addition: '2', postcode: '01217', status: 'validated' } as const;
    expect(suggestionParts(belgian)).toEqual({ number: 36, box: '1' });
    expect(suggestionParts(german)).toEqual({ number: 36, addition: '2' });
  });

  it('a Dutch address: its number (or digits, as posted) and its addition, `` for none', () => {
    expect(dutchParts(30, '')).toEqual({ number: 30 });
    expect(dutchParts('30', 'A')).toEqual({ number: 30, addition: 'A' });
    expect(dutchParts('1234', '')).toEqual({ number: 1234 });
    for (const number of ['0', '030', '', ' 30', '100000', '3e1', 0, 100000, 1.5])
      expect(dutchParts(number, ''), String(number)).toBeUndefined();
  });
});

describe('a long posted text', () => {
  it('of separators is refused without splitting it all', () => {
    const separators = '&'.repeat(1024 * 1024);
    const text = `number=1${separators}`;
    expect(readHouseNumberParts(text)).toBeUndefined();
    expect(readHouseNumberParts(separators)).toBeUndefined();
    // Splitting 1 MB of `&` takes tens of milliseconds; the bounded split, microseconds. Each timed at its best of five
    // runs, against the split of it all on the same machine at the same moment, so a loaded machine slows both.
    const best = (run: () => unknown) => {
      let fastest = Infinity;
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        run();
        fastest = Math.min(fastest, performance.now() - start);
      }
      return fastest;
    };
    const bounded = best(() => [readHouseNumberParts(text), readHouseNumberParts(separators)]);
    const whole = best(() => text.split('&'));
    expect(bounded).toBeLessThan(whole / 4);
  });
});
