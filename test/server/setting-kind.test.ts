import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingKind } from '../../src/server/setting-kind.ts';

describe('settingKind', () => {
  it.each([
    ['https://api.example/?token=abc', 'a string'],
    [42, 'a number'],
    [true, 'a boolean'],
    [() => undefined, 'a function'],
    [['abc'], 'a list'],
    [null, 'null'],
  ])('says what kind of value %j is', (value, kind) => {
    expect(settingKind(value)).toBe(kind);
  });

  it('tells a list and null from other objects', () => {
    expect(settingKind({ token: 'abc' })).toMatch(/object$/u);
    expect(settingKind(undefined)).toMatch(/undefined$/u);
  });

  it('never says the value itself', () => {
    fc.assert(
      // Upper case and digits: never a word of the kinds.
      fc.property(fc.stringMatching(/^[A-Z0-9]{3,12}$/u), (text) => {
        expect(settingKind(text)).not.toContain(text);
        expect(settingKind([text])).not.toContain(text);
        expect(settingKind({ [text]: text })).not.toContain(text);
      }),
    );
  });
});
