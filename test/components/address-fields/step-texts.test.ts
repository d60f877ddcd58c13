import { describe, expect, it } from 'vitest';
import { AddressApiError } from '../../../src/api/errors.ts';
import type { AddressComboboxTextsInput } from '../../../src/components/combobox/use-address-combobox.ts';
import { stepTextsOf } from '../../../src/components/address-fields/step-texts.ts';
import { addressFieldsMessages } from '../../../src/i18n/address-fields-messages.ts';
import { houseNumberMessages } from '../../../src/i18n/house-number-messages.ts';
import { translatorFor } from '../../../src/i18n/format-message.ts';

const t = translatorFor({ ...houseNumberMessages, ...addressFieldsMessages });
interface Street {
  name: string;
  postcode: number;
}
const street = stepTextsOf<Street>(t, 'street', (item) => ({ street: item.name, postcode: String(item.postcode) }));
const area = stepTextsOf<Street>(t, 'postalArea', (item) => ({
  postalArea: `${item.postcode} ${item.name}`,
  place: item.name,
}));

type Answer = AddressComboboxTextsInput<Street>['answer'];
const answer = (over: Partial<Answer>): Answer => ({
  items: [],
  unverifiedItem: null,
  unavailable: false,
  isLoading: false,
  isStale: false,
  settled: false,
  settledItems: null,
  state: 'idle',
  announcementKey: '',
  ...over,
});
const input = (over: Partial<AddressComboboxTextsInput<Street>>): AddressComboboxTextsInput<Street> => ({
  inputValue: '',
  answer: answer({}),
  selection: null,
  error: null,
  disabled: false,
  required: false,
  fallbackAction: null,
  earlierGaveUp: '',
  ...over,
});
const europalaan = { name: 'Europalaan', postcode: 2610 };

describe('stepTextsOf', () => {
  it('stops a required empty field with the step’s own words, and lets an optional one go', () => {
    expect(street(input({ required: true })).validationMessage).toBe('Enter a street.');
    expect(area(input({ required: true })).validationMessage).toBe('Enter a postcode or town.');
    expect(street(input({})).validationMessage).toBe('');
  });

  it('says what to do with a typed text: wait for the search, then choose from the list', () => {
    expect(street(input({ inputValue: 'Eur', answer: answer({ isLoading: true, state: 'searching' }) }))).toMatchObject(
      {
        validationMessage: 'Wait for the search, then choose from the list.',
        resultText: 'Searching streets…',
        announcement: '',
      },
    );
    expect(
      street(input({ inputValue: 'Eur', answer: answer({ items: [europalaan], state: 'results', settled: true }) })),
    ).toMatchObject({
      validationMessage: 'Choose a street from the list.',
      resultText: '',
      announcement: '1 street found. Use the up and down arrow keys to choose.',
    });
    expect(
      area(
        input({
          inputValue: '26',
          answer: answer({ items: [europalaan, europalaan], state: 'results', settled: true }),
        }),
      ).announcement,
    ).toBe('2 postal areas found. Use the up and down arrow keys to choose.');
  });

  it('lets the form go once a choice holds, and names the choice', () => {
    expect(
      street(input({ inputValue: 'Europalaan', required: true, selection: { item: europalaan, unverified: false } })),
    ).toMatchObject({
      validationMessage: '',
      resultText: 'Europalaan, postcode 2610: chosen.',
    });
  });

  it('says nothing matches on an empty answer or a failed one', () => {
    const empty = street(input({ inputValue: 'Xyz', answer: answer({ state: 'empty', settled: true }) }));
    expect(empty).toMatchObject({
      validationMessage: 'No street found here. Check the street or the postal area.',
      announcement: 'No street found here. Check the street or the postal area.',
    });
    expect(empty.resultText).toBe(empty.validationMessage);
  });

  it('says a postal area is too short, where a street text too short finds no street', () => {
    expect(area(input({ inputValue: '2', answer: answer({ state: 'too-short', settled: true }) })).resultText).toBe(
      'Too short: type more of the postcode or town.',
    );
    expect(street(input({ inputValue: 'E', answer: answer({ state: 'too-short', settled: true }) })).resultText).toBe(
      'No street found here. Check the street or the postal area.',
    );
  });

  it('names the way on through an outage when the composition has one', () => {
    const down = input({
      inputValue: 'Eur',
      error: new AddressApiError('network', 'down'),
      answer: answer({ state: 'unavailable', settled: true, unavailable: true }),
    });
    expect(street(down).announcement).toBe('The street search is unavailable. Try again in a moment.');
    expect(street({ ...down, fallbackAction: 'Enter the address without checking' }).resultText).toBe(
      'The street search is unavailable. Choose “Enter the address without checking” to continue.',
    );
  });

  it('says a waiting street waits for its postal area, or what the earlier step that gave up says', () => {
    expect(street(input({ disabled: true, required: true })).resultText).toBe(t('streetNeedsPostalArea'));
    expect(street(input({ disabled: true, required: true })).validationMessage).toBe('');
    expect(street(input({ disabled: true, earlierGaveUp: 'The postcode search is unavailable.' })).resultText).toBe(
      'The postcode search is unavailable.',
    );
  });
});
