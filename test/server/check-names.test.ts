import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTED_NAMES } from '../../src/api/posted-names.ts';
import { checkNames } from '../../src/server/check-names.ts';

describe('checkNames', () => {
  it('reads every key from its default field when no names are given', () => {
    expect(checkNames(undefined)).toEqual(POSTED_NAMES);
    expect(checkNames({})).toEqual(POSTED_NAMES);
  });

  it('takes a given name, and the default for a key left out or undefined (an unset environment variable)', () => {
    const names = checkNames({ postcode: 'zip', city: undefined, token: 'checkout[addressToken]' });
    expect(names).toEqual({ ...POSTED_NAMES, postcode: 'zip', token: 'checkout[addressToken]' });
  });

  it.each([
    ['a Map', new Map([['postcode', 'zip']]), /`names` must be an object of field names; got \[object Map\]/u],
    ['a list', [['postcode', 'zip']], /got \[object Array\]/u],
    ['a text', 'zip', /got a string/u],
    ['null', null, /`names` must be an object of field names/u],
  ])('refuses %s for names, which would be silently ignored', (_what, names, message) => {
    expect(() => checkNames(names)).toThrow(TypeError);
    expect(() => checkNames(names)).toThrow(message);
  });

  it('refuses a key that is not a posted key, and lists the keys', () => {
    expect(() => checkNames({ postCode: 'zip' })).toThrow(
      /^verifyAddress: `names` has no key "postCode"; the keys are postcode, city, street, /u,
    );
  });

  it.each([
    ['an empty name', ''],
    ['a number', 7],
    ['null', null],
  ])('refuses %s as a field name, naming the key’s default', (_what, name) => {
    expect(() => checkNames({ houseNumber: name })).toThrow(
      /`names.houseNumber` must be a field name \(a non-empty text\), or left out for "houseNumber"/u,
    );
  });

  it('refuses two keys that read one field, given or by default', () => {
    expect(() => checkNames({ postcode: 'zip', city: 'zip' })).toThrow(
      /`names.postcode` and `names.city` both read one field/u,
    );
    expect(() => checkNames({ street: 'city' })).toThrow(/`names.city` and `names.street` both read one field/u);
    // A key renamed away frees its default for another.
    expect(checkNames({ city: 'town', street: 'city' })).toMatchObject({ city: 'town', street: 'city' });
  });

  it('never puts a given name into its message', () => {
    const key = fc.constantFrom(...(Object.keys(POSTED_NAMES) as (keyof typeof POSTED_NAMES)[]));
    // Upper case, digits and signs: never a word of the messages.
    const name = fc.stringMatching(/^[A-Z0-9_-]{4,20}$/u);
    fc.assert(
      fc.property(key, key, name, (first, second, field) => {
        fc.pre(first !== second);
        expect(() => checkNames({ [first]: field, [second]: field })).toThrow(
          expect.objectContaining({ message: expect.not.stringContaining(field) as unknown }) as Error,
        );
      }),
    );
  });
});
