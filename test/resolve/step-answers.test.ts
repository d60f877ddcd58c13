import { describe, expect, it } from 'vitest';
import { AddressApiError } from '../../src/api/errors.ts';
import { failure, ofCountry, onlyMatch } from '../../src/resolve/step-answers.ts';

describe('failure', () => {
  it('gives a reason alone, or with its candidates each once in their order', () => {
    expect(failure('not-found')).toEqual({ ok: false, reason: 'not-found' });
    expect(failure('not-found')).not.toHaveProperty('candidates');
    expect(failure('ambiguous', ['Kirchweg', 'Bahnhofstr.', 'Kirchweg'])).toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates: ['Kirchweg', 'Bahnhofstr.'],
    });
    expect(failure('incomplete', [])).toEqual({ ok: false, reason: 'incomplete', candidates: [] });
  });
});

describe('ofCountry', () => {
  const belgian = { streetId: 5, streetName: 'Europalaan', municipalityName: 'Antwerpen' };
  const german = { streetId: 7, streetName: 'Severinstr.', cityName: 'Köln' };

  it("gives back an item of the asked country's shape", () => {
    expect(ofCountry('BE', belgian, 'municipalityName')).toBe(belgian);
    expect(ofCountry('DE', german, 'municipalityName')).toBe(german);
  });

  it("refuses an item of the other country's shape as an invalid answer", () => {
    for (const [country, item] of [
      ['BE', german],
      ['DE', belgian],
    ] as const) {
      let thrown: unknown;
      try {
        ofCountry(country, item, 'municipalityName');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AddressApiError);
      expect(thrown).toMatchObject({ kind: 'invalid-response' });
    }
  });
});

describe('onlyMatch', () => {
  const nameOf = (item: { name: string }) => item.name;
  const a = { name: 'A' };
  const b = { name: 'B' };
  const c = { name: 'C' };

  it('gives the one item the text means', () => {
    expect(onlyMatch([a], [a, b, c], nameOf)).toBe(a);
  });

  it('is ambiguous between the matches when several fit, else between all answered', () => {
    expect(onlyMatch([a, b], [a, b, c], nameOf)).toEqual({ ok: false, reason: 'ambiguous', candidates: ['A', 'B'] });
    expect(onlyMatch([], [b, c], nameOf)).toEqual({ ok: false, reason: 'ambiguous', candidates: ['B', 'C'] });
  });

  it('is not found when nothing was answered', () => {
    expect(onlyMatch([], [], nameOf)).toEqual({ ok: false, reason: 'not-found' });
  });
});
