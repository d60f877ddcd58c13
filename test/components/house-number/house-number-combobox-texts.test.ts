import { describe, expect, it } from 'vitest';
import { AddressApiError } from '../../../src/api/errors.ts';
import type {
  BelgianHouseNumberSuggestion,
  GermanHouseNumberSuggestion,
  HouseNumberSuggestion,
} from '../../../src/api/types.ts';
import { stepAnswer } from '../../../src/components/combobox/step-answer.ts';
import type { AddressComboboxTextsInput } from '../../../src/components/combobox/use-address-combobox.ts';
import {
  houseNumberTexts,
  partsOf,
  postcodeOf,
  statusOf,
  statusText,
} from '../../../src/components/house-number/house-number-combobox-texts.ts';
import type { DebouncedAutocompleteResult } from '../../../src/hooks/use-debounced-autocomplete.ts';
import { translatorFor } from '../../../src/i18n/format-message.ts';
import { houseNumberMessages } from '../../../src/i18n/house-number-messages.ts';

const t = translatorFor(houseNumberMessages);

const belgian = (
  houseNumber: string,
  more: Partial<BelgianHouseNumberSuggestion> = {},
): BelgianHouseNumberSuggestion => ({
  houseNumber,
  number: Number.parseInt(houseNumber, 10),
  bisNumber: null,
  boxNumber: null,
  postcode: 2610,
  status: 'validated',
  ...more,
});
const german: GermanHouseNumberSuggestion = {
  houseNumber: '36-2',
  number: 36,
  addition: '2',
  postcode: '01219',
  status: 'unknown',
};

/** A query's result as the autocomplete hooks give it, in one of its moments. */
function query(
  moment: Partial<DebouncedAutocompleteResult<HouseNumberSuggestion>>,
): DebouncedAutocompleteResult<HouseNumberSuggestion> {
  const base = {
    data: undefined,
    error: null,
    status: 'pending',
    isSuccess: false,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    isDebouncing: false,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
  };
  return { ...base, ...moment } as unknown as DebouncedAutocompleteResult<HouseNumberSuggestion>;
}
const answered = (data: HouseNumberSuggestion[]) =>
  query({ data, status: 'success', isSuccess: true, dataUpdatedAt: 1 });
const outage = query({
  error: new AddressApiError('server', 'down'),
  status: 'error',
  isError: true,
  errorUpdatedAt: 1,
});

/** The words of the field for a typed text and a moment of its query. */
function words(
  inputValue: string,
  moment: DebouncedAutocompleteResult<HouseNumberSuggestion>,
  more: Partial<AddressComboboxTextsInput<HouseNumberSuggestion>> = {},
) {
  const answer = stepAnswer(moment, {
    text: inputValue,
    sendable: inputValue.trim() !== '',
    typedItem: (text) => belgian(text, { status: 'unknown' }),
  });
  return houseNumberTexts(
    {
      inputValue,
      answer,
      selection: null,
      error: moment.error,
      disabled: false,
      required: false,
      fallbackAction: null,
      earlierGaveUp: '',
      ...more,
    },
    t,
  );
}

describe('statusText', () => {
  it('says each status in words, an incomplete one by what its country misses', () => {
    expect(statusText(t, 'validated', 'BE')).toBe('verified');
    expect(statusText(t, 'unknown', 'DE')).toBe('unknown, not verified');
    expect(statusText(t, 'unverified', 'BE')).toBe('use as typed, not verified');
    expect(statusText(t, 'incomplete', 'BE')).toBe('needs a bis or box number');
    expect(statusText(t, 'incomplete', 'DE')).toBe('needs an addition');
  });
});

describe('statusOf, postcodeOf and partsOf', () => {
  it('give nothing while nothing is chosen', () => {
    expect([statusOf(null), postcodeOf(null), partsOf(null)]).toEqual([null, null, null]);
  });

  it('post a validated choice as validated, any other as unknown, and one taken without the check as unverified', () => {
    expect(statusOf({ item: belgian('36'), unverified: false })).toBe('validated');
    expect(statusOf({ item: german, unverified: false })).toBe('unknown');
    expect(statusOf({ item: belgian('36'), unverified: true })).toBe('unverified');
  });

  it('post the choice’s own postcode as text, a German one with its leading zero', () => {
    expect(postcodeOf({ item: belgian('36', { postcode: 2020 }), unverified: false })).toBe('2020');
    expect(postcodeOf({ item: german, unverified: false })).toBe('01219');
  });

  it('give the chosen suggestion’s parts from its own fields, and none for a number taken without the check', () => {
    expect(partsOf({ item: belgian('36 bus 1', { number: 36, boxNumber: '1' }), unverified: false })).toEqual({
      number: 36,
      box: '1',
    });
    expect(partsOf({ item: german, unverified: false })).toEqual({ number: 36, addition: '2' });
    expect(partsOf({ item: belgian('36'), unverified: true })).toBeNull();
  });
});

describe('houseNumberTexts', () => {
  it('asks for a number only when required and empty, and says nothing of an empty field', () => {
    expect(words('', query({}))).toEqual({ validationMessage: '', resultText: '', announcement: '' });
    expect(words('', query({}), { required: true }).validationMessage).toBe('Enter a house number.');
  });

  it('says to wait while the check runs, and that it is searching', () => {
    expect(words('36', query({ isFetching: true }))).toMatchObject({
      validationMessage: 'Wait for the check, then choose from the list.',
      resultText: 'Searching house numbers…',
      announcement: '',
    });
  });

  it('asks to choose from the list and counts the suggestions aloud once the answer is in', () => {
    expect(words('3', answered([belgian('3'), belgian('36')]))).toEqual({
      validationMessage: 'Choose a house number from the list.',
      resultText: '',
      announcement: '2 house numbers found. Use the up and down arrow keys to choose.',
    });
    expect(words('36', answered([belgian('36')])).announcement).toBe(
      '1 house number found. Use the up and down arrow keys to choose.',
    );
  });

  it('says no number was found, on the result line, aloud and as the field’s validity', () => {
    const text = 'No house number found. Check the number.';
    expect(words('999', answered([]))).toEqual({ validationMessage: text, resultText: text, announcement: text });
  });

  it('says in one text during an outage that the typed number can be chosen unverified', () => {
    const text = 'The house number check is unavailable: choose “36” from the list to continue.';
    expect(words(' 36 ', outage)).toEqual({ validationMessage: text, resultText: text, announcement: text });
  });

  it('states a choice with its postcode and status, and lets the form post it', () => {
    const selection = { item: belgian('36', { postcode: 2020 }), unverified: false };
    expect(words('36', answered([selection.item]), { selection })).toMatchObject({
      validationMessage: '',
      resultText: '36, postcode 2020: verified.',
    });
  });

  it('asks nothing of a disabled field', () => {
    expect(words('36', answered([belgian('36')]), { disabled: true }).validationMessage).toBe('');
  });
});
