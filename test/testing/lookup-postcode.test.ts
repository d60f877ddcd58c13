import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceDataset } from '../../src/testing/index.ts';
import { lookupPostcode } from '../../src/testing/lookup-postcode.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();

describe('Dutch postcode lookup', () => {
  const lookup = (path: string) => call(`/nl/v1/addresses/postcode/${path}`);

  it('answers the address of a postcode and number as matchExact does, the documented one included', async () => {
    const byPostcode = await lookup('2012ES/30');
    const exact = await call('/nl/v1/addresses/exact/Haarlem/Julianastraat/30');
    expect(byPostcode.status).toBe(200);
    expect(byPostcode.body).toEqual(exact.body);
  });

  it('reads a postcode with a space or in lower case', async () => {
    expect((await lookup('2012%20es/30')).body).toMatchObject({ postcode: '2012ES', houseNumber: 30 });
  });

  it('answers every Dutch record by its postcode, PO boxes included', async () => {
    for (const record of referenceDataset.nl) {
      const number = record.poBoxRange?.from ?? record.houseNumber;
      const addition = record.houseNumberAddition === '' ? '' : `/${encodeURIComponent(record.houseNumberAddition)}`;
      const { status, body } = await lookup(`${record.postcode}/${number}${addition}`);
      expect(status, `${record.postcode} ${number}${addition}`).toBe(200);
      expect(body).toMatchObject({
        street: record.street,
        houseNumberAddition: record.houseNumberAddition,
        postcode: record.postcode,
      });
    }
  });

  it('answers an unknown addition with null and the additions that exist', async () => {
    expect((await lookup('7514BP/129/B')).body).toMatchObject({
      houseNumberAddition: null,
      houseNumberAdditions: ['', 'A'],
    });
  });

  it.each([
    ['2012ES/31', 404, 'Service_PostcodeAddress_AddressNotFoundException'],
    ['2012E/30', 400, 'Controller_Address_PostcodeTooShortException'],
    ['2012ESX/30', 400, 'Controller_Address_PostcodeTooLongException'],
    ['%20/30', 400, 'Controller_Address_NoPostcodeSpecifiedException'],
    ['0123AB/30', 400, 'Controller_Address_InvalidPostcodeException'],
    ['2012SS/30', 400, 'Controller_Address_InvalidPostcodeException'],
    ['2012ES/-3', 400, 'Controller_Address_NegativeHouseNumberException'],
    ['2012ES/3.5', 400, 'Controller_Address_HouseNumberIsNotAnIntegerException'],
    ['2012ES/100000', 400, 'Controller_Address_HouseNumberTooLargeException'],
    ['2012ES/0', 400, 'Controller_Address_InvalidHouseNumberException'],
    ['2012ES', 400, 'Controller_Address_NoHouseNumberSpecifiedException'],
  ])('answers %s with %i %s', async (path, status, exceptionId) => {
    const answer = await lookup(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ exceptionId: `Service_${exceptionId}` });
  });
});

describe('lookupPostcode', () => {
  const records = referenceDataset.nl;
  const exceptionId = (answer: { body: unknown }) => (answer.body as { exceptionId?: string }).exceptionId;
  const postcodes = [...new Set(records.map((r) => r.postcode))];

  it('reads a postcode of the dataset however it is spaced or cased', () => {
    const spacing = fc.array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(fc.constantFrom(...postcodes), spacing, fc.boolean(), (postcode, spaces, lower) => {
        const typed =
          postcode.replace(/./gu, (char: string, i: number) => `${spaces[i] ?? ''}${char}`) + (spaces[6] ?? '');
        const record = records.find((r) => r.postcode === postcode);
        const houseNumber = String(record?.poBoxRange?.from ?? record?.houseNumber);
        const answer = lookupPostcode(records, { postcode: lower ? typed.toLowerCase() : typed, houseNumber });
        expect(answer.status, typed).toBe(200);
        expect(answer.body).toMatchObject({ postcode });
      }),
    );
  });

  it('answers a well-formed postcode with an address or 404, never a 400', () => {
    const wellFormed = fc.stringMatching(/^[1-9][0-9]{3}[A-Z]{2}$/u).filter((postcode) => !/S[ADS]$/u.test(postcode));
    fc.assert(
      fc.property(wellFormed, fc.integer({ min: 1, max: 99999 }), (postcode, number) => {
        const answer = lookupPostcode(records, { postcode, houseNumber: String(number) });
        expect([200, 404]).toContain(answer.status);
      }),
    );
  });

  it('refuses every postcode with the letters SA, SD or SS, which are never issued', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{3}$/u),
        fc.constantFrom('SA', 'SD', 'SS', 'sa', 'Sd'),
        (digits, letters) => {
          expect(exceptionId(lookupPostcode(records, { postcode: `${digits}${letters}`, houseNumber: '1' }))).toBe(
            'Service_Controller_Address_InvalidPostcodeException',
          );
        },
      ),
    );
  });

  it('checks the postcode before the house number', () => {
    expect(exceptionId(lookupPostcode(records, { postcode: '2012E', houseNumber: '0' }))).toBe(
      'Service_Controller_Address_PostcodeTooShortException',
    );
  });

  it('finds a PO box by any number in its range, bounds included', () => {
    for (const [number, postcode] of [
      [1, '3500AA'],
      [999, '3500AA'],
      [1000, '3500AB'],
      [1999, '3500AB'],
    ] as const) {
      expect(lookupPostcode(records, { postcode, houseNumber: String(number) }).body).toMatchObject({
        street: 'Postbus',
        houseNumber: 0,
        postcode,
      });
    }
    expect(lookupPostcode(records, { postcode: '3500AA', houseNumber: '1000' }).status).toBe(404);
  });
});
