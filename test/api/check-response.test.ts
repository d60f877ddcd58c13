import { describe, expect, it } from 'vitest';
import { ANSWER_SHAPES, answerProblem, DUTCH_ADDRESS } from '../../src/api/check-response.ts';
import { OPERATIONS } from '../../src/api/operations.ts';

const julianastraat = {
  street: 'Julianastraat',
  houseNumber: 30,
  houseNumberAddition: '2',
  postcode: '2012 ES',
  city: 'Haarlem',
  municipality: 'Haarlem',
  province: 'Noord-Holland',
  rdX: 103_000.5,
  rdY: null,
  latitude: 52.38,
  longitude: 4.63,
  bagNumberDesignationId: '0392200000000001',
  bagAddressableObjectId: null,
  addressType: 'building',
  purposes: ['residency'],
  surfaceArea: 90,
  houseNumberAdditions: ['', '2'],
};
const germanHouse = { houseNumber: '205A', number: 205, addition: 'A', postcode: '50678', status: 'validated' };

describe('answerProblem', () => {
  it('holds for a Dutch address, short forms, token and unknown fields given or not', () => {
    expect(answerProblem(julianastraat, DUTCH_ADDRESS, false)).toBeUndefined();
    expect(
      answerProblem(
        { ...julianastraat, streetNen: 'Julianastr', cityShort: 'Haarlem', addressToken: 't', newField: {} },
        DUTCH_ADDRESS,
        false,
      ),
    ).toBeUndefined();
  });

  it('names the first wrong field of an address, and a field that may be left out but not null', () => {
    expect(answerProblem({ ...julianastraat, houseNumber: '30' }, DUTCH_ADDRESS, false)).toBe(
      'address.houseNumber must be a whole number',
    );
    expect(answerProblem({ ...julianastraat, latitude: Number.NaN }, DUTCH_ADDRESS, false)).toBe(
      'address.latitude must be a number',
    );
    expect(answerProblem({ ...julianastraat, purposes: ['residency', 3] }, DUTCH_ADDRESS, false)).toBe(
      'address.purposes must be a list of strings',
    );
    expect(answerProblem({ ...julianastraat, streetNen: null }, DUTCH_ADDRESS, false)).toBe(
      'address.streetNen must be a string',
    );
    expect(answerProblem({ ...julianastraat, houseNumberAdditions: undefined }, DUTCH_ADDRESS, false)).toBe(
      'address.houseNumberAdditions must be a list of strings',
    );
  });

  it('refuses an answer that is not an object, or a list of objects', () => {
    for (const answer of [null, [julianastraat], 'x', 3])
      expect(answerProblem(answer, DUTCH_ADDRESS, false)).toBe('address must be an object');
    expect(answerProblem({}, ANSWER_SHAPES['de-house-number'], true)).toBe('the answer must be a list');
    expect(answerProblem([germanHouse, null], ANSWER_SHAPES['de-house-number'], true)).toBe(
      'suggestion[1] must be an object',
    );
  });

  it('names the suggestion and field of a list, by the shape of its country', () => {
    expect(answerProblem([], ANSWER_SHAPES['de-house-number'], true)).toBeUndefined();
    expect(answerProblem([germanHouse, germanHouse], ANSWER_SHAPES['de-house-number'], true)).toBeUndefined();
    expect(
      answerProblem([germanHouse, { ...germanHouse, status: 'maybe' }], ANSWER_SHAPES['de-house-number'], true),
    ).toBe('suggestion[1].status must be one of validated, incomplete, unknown');
    expect(answerProblem([germanHouse], ANSWER_SHAPES['be-house-number'], true)).toBe(
      'suggestion[0].bisNumber must be a string',
    );
    expect(answerProblem([{ ...germanHouse, postcode: 50678 }], ANSWER_SHAPES['de-house-number'], true)).toBe(
      'suggestion[0].postcode must be a string',
    );
  });

  it('takes a postal area without postcode or matched name, or with them null', () => {
    const shape = ANSWER_SHAPES['be-postal-area'];
    expect(answerProblem([{ municipalityName: 'Antwerpen', municipalityNisCode: 11002 }], shape, true)).toBeUndefined();
    expect(
      answerProblem(
        [{ municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: null, matchedName: null }],
        shape,
        true,
      ),
    ).toBeUndefined();
    expect(
      answerProblem([{ municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: '2610' }], shape, true),
    ).toBe('suggestion[0].postcode must be a whole number');
  });
});

describe('ANSWER_SHAPES', () => {
  it('has the shape of every operation', () => {
    expect(Object.keys(ANSWER_SHAPES).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});
