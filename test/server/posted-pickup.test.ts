import { describe, expect, it } from 'vitest';
import { postedPickup } from '../../src/server/posted-pickup.ts';

const packstation = { street: 'Packstation', houseNumber: '123', postNumber: '12345678' };
const postfiliale = { street: 'Postfiliale', houseNumber: '456', postNumber: '' };

describe('postedPickup', () => {
  it('gives a Packstation with its number and Postnummer', () => {
    expect(postedPickup('packstation', packstation)).toEqual({
      kind: 'packstation',
      number: 123,
      postNumber: '12345678',
    });
  });

  it('gives a Postfiliale with or without a Postnummer, and a Packstation only with one', () => {
    expect(postedPickup('postfiliale', postfiliale)).toEqual({ kind: 'postfiliale', number: 456 });
    expect(postedPickup('postfiliale', { ...postfiliale, postNumber: '123456' })).toEqual({
      kind: 'postfiliale',
      number: 456,
      postNumber: '123456',
    });
    expect(postedPickup('packstation', { ...packstation, postNumber: '' })).toBeUndefined();
  });

  it.each([
    ['the other kind’s word', { street: 'Postfiliale' }],
    ['the word in lower case', { street: 'packstation' }],
    ['a street', { street: 'Hauptstraße' }],
    ['a number with a leading zero', { houseNumber: '0123' }],
    ['a number with a space', { houseNumber: '123 ' }],
    ['a number with a letter', { houseNumber: '123a' }],
    ['a number below the range', { houseNumber: '99' }],
    ['a number above the range', { houseNumber: '1000' }],
    ['a Postnummer of five digits', { postNumber: '12345' }],
    ['a Postnummer of eleven digits', { postNumber: '12345678901' }],
    ['a Postnummer with a letter', { postNumber: '1234567a' }],
  ])('refuses a Packstation with %s', (_what, change) => {
    expect(postedPickup('packstation', { ...packstation, ...change })).toBeUndefined();
  });

  it('holds each kind to its own range of station numbers', () => {
    expect(postedPickup('packstation', { ...packstation, houseNumber: '100' })).toMatchObject({ number: 100 });
    expect(postedPickup('postfiliale', { ...postfiliale, houseNumber: '400' })).toBeUndefined();
    expect(postedPickup('postfiliale', { ...postfiliale, houseNumber: '401' })).toMatchObject({ number: 401 });
    expect(postedPickup('packstation', { ...packstation, houseNumber: '999', postNumber: '1234567890' })).toMatchObject(
      { number: 999 },
    );
  });
});
