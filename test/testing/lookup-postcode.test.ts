import { describe, expect, it } from 'vitest';
import { referenceDataset } from '../../src/testing/index.ts';
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
      expect(body).toMatchObject({ street: record.street, houseNumberAddition: record.houseNumberAddition, postcode: record.postcode });
    }
  });

  it('answers an unknown addition with null and the additions that exist', async () => {
    expect((await lookup('7514BP/129/B')).body).toMatchObject({ houseNumberAddition: null, houseNumberAdditions: ['', 'A'] });
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
