import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressApiError } from '../../../src/api/errors.ts';
import type { DutchAddress } from '../../../src/api/types.ts';
import {
  houseNumberParams,
  readOutcome,
  type ReadOutcomeInput,
} from '../../../src/components/dutch-lookup/dutch-lookup-outcome.ts';
import type { DutchAddressLookupResult } from '../../../src/hooks/use-dutch-address-lookup.ts';
import { dutchLookupMessages } from '../../../src/i18n/dutch-lookup-messages.ts';
import { translatorFor } from '../../../src/i18n/format-message.ts';

const t = translatorFor(dutchLookupMessages);
const julianastraat: DutchAddress = {
  street: 'Julianastraat',
  houseNumber: 30,
  houseNumberAddition: '',
  postcode: '2012ES',
  city: 'Haarlem',
  municipality: 'Haarlem',
  province: 'Noord-Holland',
  rdX: null,
  rdY: null,
  latitude: null,
  longitude: null,
  bagNumberDesignationId: null,
  bagAddressableObjectId: null,
  addressType: 'building',
  purposes: null,
  surfaceArea: null,
  houseNumberAdditions: [''],
};
const poBox: DutchAddress = { ...julianastraat, street: 'Postbus', houseNumber: 0, addressType: 'PO box' };

/** The few fields of a query's result that `readOutcome` reads; the rest of React Query's result is no part of it. */
interface LookupFields {
  address?: DutchAddress;
  error?: AddressApiError | null;
  additions?: string[];
  additionNotFound?: boolean;
  additionRequired?: boolean;
}
const lookup = ({
  address,
  error = null,
  additions = [],
  additionNotFound = false,
  additionRequired = false,
}: LookupFields) =>
  ({
    address,
    error,
    additions,
    additionNotFound,
    additionRequired,
    dataUpdatedAt: 1,
    errorUpdatedAt: 0,
  }) as unknown as DutchAddressLookupResult;

const values = { city: '', street: '', houseNumber: '30', houseNumberAddition: '', postcode: '2012 ES' };
const input = (over: Partial<ReadOutcomeInput>): ReadOutcomeInput => ({
  lookup: lookup({}),
  key: 'k',
  values,
  manual: false,
  bareChosen: null,
  allowPoBox: true,
  incomplete: '',
  cityNotUnique: '',
  ...over,
});

describe('houseNumberParams', () => {
  it('sends a house number from 1 to 99999, and the addition trimmed when one is typed', () => {
    expect(houseNumberParams({ ...values, houseNumber: ' 30 ', houseNumberAddition: ' A ' })).toEqual({
      houseNumber: 30,
      houseNumberAddition: 'A',
    });
    expect(houseNumberParams({ ...values, houseNumber: '30', houseNumberAddition: '  ' })).toEqual({ houseNumber: 30 });
  });

  it('sends nothing for any other number', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (typed) => {
        const params = houseNumberParams({ ...values, houseNumber: typed });
        const whole = /^\s*[1-9]\d{0,4}\s*$/u.test(typed);
        expect(params === null).toBe(!whole);
        if (params !== null) expect(params.houseNumber).toBe(Number(typed));
      }),
    );
    expect(houseNumberParams({ ...values, houseNumber: '0' })).toBeNull();
    expect(houseNumberParams({ ...values, houseNumber: '100000' })).toBeNull();
  });
});

describe('readOutcome', () => {
  it('is idle with nothing to look up, and says what is missing only once something is typed', () => {
    const idle = readOutcome(input({ key: null, incomplete: 'Enter the house number.' }), t);
    expect(idle).toMatchObject({
      state: 'idle',
      resultText: '',
      status: '',
      validationMessage: 'Enter the house number.',
      announcement: '',
    });
  });

  it('asks the person to wait while the check runs, and says nothing yet', () => {
    expect(readOutcome(input({}), t)).toMatchObject({
      state: 'checking',
      resultText: 'Checking the address…',
      validationMessage: 'Wait for the address check.',
      announcement: '',
    });
  });

  it('confirms an address found: its words, status validated, the form free', () => {
    const found = readOutcome(input({ lookup: lookup({ address: julianastraat }) }), t);
    expect(found).toMatchObject({
      state: 'found',
      status: 'validated',
      validationMessage: '',
      accepted: julianastraat,
    });
    expect(found.resultText).toBe('Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    expect(found.announcement).toBe(found.resultText);
  });

  it('asks which postcode is right when the one typed differs from the one found', () => {
    const differs = readOutcome(
      input({ lookup: lookup({ address: julianastraat }), values: { ...values, postcode: '2012 ET' } }),
      t,
    );
    expect(differs).toMatchObject({ state: 'choose-postcode', status: '', accepted: null });
    expect(differs.resultText).toBe('You typed postcode 2012 ET; the address check found 2012 ES. Which one is right?');
  });

  it('takes a PO box with the box number typed, the same object on every read, or refuses it when told to', () => {
    const box = input({ lookup: lookup({ address: poBox }), values: { ...values, houseNumber: '123' } });
    const first = readOutcome(box, t);
    expect(first).toMatchObject({ state: 'po-box', status: 'validated', resultText: 'PO box, 2012 ES Haarlem' });
    expect(first.accepted?.houseNumber).toBe(123);
    expect(readOutcome(box, t).accepted).toBe(first.accepted);
    expect(readOutcome({ ...box, allowPoBox: false }, t)).toMatchObject({
      state: 'po-box-refused',
      status: '',
      accepted: null,
      resultText: 'Sorry, we cannot ship to a PO box address.',
    });
  });

  it('asks for an addition among several unless the person chose the bare number for these parameters', () => {
    const several = input({ lookup: lookup({ address: julianastraat, additions: ['', 'A', 'B'] }) });
    expect(readOutcome(several, t)).toMatchObject({
      state: 'choose-addition',
      resultText: 'Which house number do you mean?',
      status: '',
    });
    expect(readOutcome({ ...several, bareChosen: 'k' }, t).state).toBe('found');
    expect(readOutcome({ ...several, bareChosen: 'other' }, t).state).toBe('choose-addition');
    expect(
      readOutcome(
        input({
          lookup: lookup({ address: julianastraat, additionNotFound: true }),
          values: { ...values, houseNumberAddition: 'Z' },
        }),
        t,
      ),
    ).toMatchObject({
      state: 'choose-addition',
      typedAddition: 'Z',
    });
  });

  it('names the way on without the check after not found and through an outage', () => {
    const notFound = readOutcome(input({ lookup: lookup({ error: new AddressApiError('not-found', 'x') }) }), t);
    expect(notFound).toMatchObject({ state: 'not-found', resultText: 'Address not found.' });
    expect(notFound.validationMessage).toBe(
      'Address not found. Check it, or choose “Enter the address without checking”.',
    );
    const down = readOutcome(input({ lookup: lookup({ error: new AddressApiError('network', 'x') }) }), t);
    expect(down).toMatchObject({
      state: 'unavailable',
      resultText: 'The address check is unavailable. Choose “Enter the address without checking” to continue.',
    });
    expect(
      readOutcome(
        input({
          lookup: lookup({ error: new AddressApiError('city-not-unique', 'x') }),
          cityNotUnique: 'Which Haarlem?',
        }),
        t,
      ),
    ).toMatchObject({
      state: 'city-not-unique',
      resultText: 'Which Haarlem?',
    });
  });

  it('posts unverified once the person chose to go on without the check, whatever the answer', () => {
    expect(
      readOutcome(input({ manual: true, lookup: lookup({ error: new AddressApiError('network', 'x') }) }), t),
    ).toMatchObject({
      state: 'manual',
      status: 'unverified',
      validationMessage: '',
      accepted: null,
      resultText: 'Entered without checking.',
    });
  });

  it('says first what is wrong with the typed number or addition', () => {
    const wrong = readOutcome(input({ key: null, values: { ...values, houseNumber: '30a' } }), t);
    expect(wrong.hints.houseNumber).toBe('Enter a house number from 1 to 99999.');
    expect(wrong.validationMessage).toBe('Enter a house number from 1 to 99999.');
    const long = readOutcome(
      input({
        lookup: lookup({ address: julianastraat, additionNotFound: true }),
        values: { ...values, houseNumberAddition: 'ABCDEFG' },
      }),
      t,
    );
    expect(long.hints.houseNumberAddition).toBe('An addition has at most 6 characters.');
    expect(long.validationMessage).toBe('An addition has at most 6 characters.');
  });
});
