import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { AddressEntry, AddressEntryProvider, createAddressClient, type AddressEntryProps } from 'react-address-entry';
import type { ServiceCountry } from 'react-address-entry/address';
import { nl } from 'react-address-entry/locales';
import { expect, fn, waitFor } from 'storybook/test';
import { API } from './story-network.ts';

/**
 * One element for three countries: a country field, then the Dutch postcode lookup (the city-and-street lookup one
 * click away) or the Belgian and German postal area, street and house number. One value, one address out with its
 * house number in the parts carriers take, and one set of posted fields, the country among them.
 */
const meta = {
  title: 'Components/AddressEntry',
  component: AddressEntry,
  args: {
    legend: 'Shipping address',
    required: true,
    onAddressChange: fn(),
    onValueChange: fn(),
    onCountryChange: fn(),
  },
  argTypes: {
    countryField: { control: 'inline-radio', options: ['select', 'none'] },
    dutchWay: { control: 'inline-radio', options: ['postcode', 'exact'] },
  },
  render: (args) => (
    <form aria-label="Checkout" onSubmit={(event) => event.preventDefault()}>
      <AddressEntry {...args} />
    </form>
  ),
} satisfies Meta<AddressEntryProps>;

export default meta;
type Story = StoryObj<AddressEntryProps>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const country = (canvas: Canvas, name = 'Country') => canvas.getByRole<HTMLSelectElement>('combobox', { name });
const textbox = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('combobox', { name });
/** What the form would post now, field by field. */
const posted = (canvas: Canvas) =>
  Object.fromEntries(new FormData(canvas.getByRole<HTMLFormElement>('form', { name: 'Checkout' })));
/** The names of the countries the field offers, in order. */
const offered = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

/** Each step of a Belgian or German address: type into the field once it is open, then pick the option. */
async function chooseSteps(
  canvas: Canvas,
  userEvent: UserEvent,
  steps: [field: string, text: string, option: string | RegExp][],
) {
  for (const [field, text, option] of steps) {
    const input = combobox(canvas, field);
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
    await userEvent.type(input, text);
    await userEvent.click(await canvas.findByRole('option', { name: option }, { timeout: 4000 }));
  }
}

/** Types a Dutch postcode and house number and leaves the field, as a shopper does; waits for the address found. */
async function findDutchAddress(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(textbox(canvas, 'Postcode'), '2012 es');
  await userEvent.type(textbox(canvas, 'House number'), '30');
  await userEvent.tab();
  await waitFor(
    () => expect(canvas.getByRole('status')).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem, Noord-Holland'),
    { timeout: 4000 },
  );
}

/** The Netherlands first: the country field, the postcode lookup, and the way to the city-and-street lookup. */
export const DutchByPostcode: Story = {
  play: async ({ canvas }) => {
    await expect(country(canvas)).toHaveValue('NL');
    await expect(country(canvas)).toHaveAttribute('autocomplete', 'country');
    await expect(offered(country(canvas))).toEqual(['Netherlands', 'Belgium', 'Germany']);
    await expect(canvas.getByRole('group', { name: 'Shipping address' })).toBeVisible();
    await expect(textbox(canvas, 'Postcode')).toBeVisible();
    await expect(textbox(canvas, 'House number')).toBeVisible();
    await expect(textbox(canvas, 'Addition')).toBeVisible();
    await expect(canvas.getByText(/No postcode at hand\?/u)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Look up by city and street' })).toBeVisible();
  },
};

/** Postcode and house number: the address found, handed over with its house number in parts, posted with the country. */
export const AddressFound: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await findDutchAddress(canvas, userEvent);
    await expect(canvas.getByRole('group', { name: 'Street and city found' })).toHaveTextContent(
      /Julianastraat.*Haarlem/u,
    );
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith({
        country: 'NL',
        postcode: '2012ES',
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '30',
        houseNumberAddition: '',
        houseNumberParts: { number: 30 },
        status: 'validated',
      }),
    );
    await expect(posted(canvas)).toMatchObject({
      country: 'NL',
      postcode: '2012ES',
      street: 'Julianastraat',
      city: 'Haarlem',
      houseNumber: '30',
      addressStatus: 'validated',
    });
  },
};

/** The switch to city and street: the texts of the address found are kept, and it is checked again at once. */
export const CityAndStreetAfterTheSwitch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await findDutchAddress(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Look up by city and street' }));
    // The lookup by city and street is a chunk of its own, loaded when first chosen.
    await expect(await canvas.findByRole('textbox', { name: 'City' })).toHaveValue('Haarlem');
    await expect(textbox(canvas, 'Street')).toHaveValue('Julianastraat');
    await expect(textbox(canvas, 'House number')).toHaveValue('30');
    await expect(canvas.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    await expect(canvas.getByText(/Know the postcode\?/u)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Look up by postcode' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Julianastraat 30, 2012 ES Haarlem/u), {
      timeout: 4000,
    });
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ street: 'Julianastraat', status: 'validated' }),
      ),
    );
    await expect(posted(canvas)).toMatchObject({ country: 'NL', addressStatus: 'validated' });
  },
};

/** Belgium chosen: postal area, street and house number; the box comes out apart, as bpost takes it. */
export const BelgiumAddressFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(country(canvas), 'Belgium');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('BE');
    await expect(canvas.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    await expect(combobox(canvas, 'Street')).toHaveAttribute('aria-disabled', 'true');
    await chooseSteps(canvas, userEvent, [
      ['Postcode or town', 'Wilr', '2610 Wilrijk'],
      ['Street', 'Europa', 'Europalaan, postcode 2610'],
      ['House number', '36 bus 1', /^36 bus 1, verified/u],
    ]);
    await expect(canvas.getByText('36 bus 1, postcode 2610: verified.')).toBeVisible();
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith({
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '36 bus 1',
        houseNumberParts: { number: 36, box: '1' },
        status: 'validated',
      }),
    );
    await expect(posted(canvas)).toMatchObject({
      country: 'BE',
      postcode: '2610',
      houseNumber: '36 bus 1',
      houseNumberParts: 'number=36&box=1',
      addressStatus: 'validated',
    });
  },
};

/** Germany chosen: Dresden, Eugen-Bracht-Str. 36-2, which lies in 01217; the addition comes out apart. */
export const Germany: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(country(canvas), 'Germany');
    await chooseSteps(canvas, userEvent, [
      ['Postcode or town', '01219', '01219 Strehlen'],
      ['Street', 'Eugen', 'Eugen-Bracht-Str., postcode 01219'],
      ['House number', '36-2', /^36-2, verified/u],
    ]);
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith({
        country: 'DE',
        postcode: '01217',
        city: 'Dresden',
        street: 'Eugen-Bracht-Str.',
        houseNumber: '36-2',
        houseNumberParts: { number: 36, addition: '2' },
        status: 'validated',
      }),
    );
    await expect(posted(canvas)).toMatchObject({
      country: 'DE',
      postcode: '01217',
      houseNumberParts: 'number=36&addition=2',
      addressStatus: 'validated',
    });
  },
};

/** A shop that ships to Belgium and Germany only: those two countries, in the shop's order, the first one shown. */
export const BelgiumAndGermanyOnly: Story = {
  args: { countries: ['BE', 'DE'] },
  play: async ({ canvas, userEvent }) => {
    await expect(offered(country(canvas))).toEqual(['Belgium', 'Germany']);
    await expect(country(canvas)).toHaveValue('BE');
    await expect(combobox(canvas, 'Postcode or town')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Look up by city and street' })).toBeNull();
    await userEvent.selectOptions(country(canvas), 'Germany');
    await expect(posted(canvas)).toMatchObject({ country: 'DE' });
  },
};

/** The labels of the fields the element shows now, in order. */
const fieldLabels = (canvas: Canvas) =>
  [...canvas.getByRole('group', { name: 'Shipping address' }).querySelectorAll('label')].map(
    (label) => label.textContent,
  );

/**
 * Every other country a shop ships to, in its own format (Google's address metadata, loaded the first time such a
 * country is chosen): France's postcode before the city, posted unverified and without a token.
 */
export const France: Story = {
  args: { countries: ['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'GB', 'US'], defaultCountry: 'FR' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(offered(country(canvas))).toEqual([
      'Netherlands',
      'Belgium',
      'Germany',
      'France',
      'Luxembourg',
      'Austria',
      'United Kingdom',
      'United States',
    ]);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }), '12 rue de la Paix');
    await expect(fieldLabels(canvas)).toEqual(['Address', 'Address line 2 (optional)', 'Postal code', 'City']);
    await userEvent.type(textbox(canvas, 'Postal code'), '7500');
    await userEvent.tab();
    await expect(textbox(canvas, 'Postal code')).toHaveAccessibleDescription(
      'Postal code: not in this country’s form. For example: 33380.',
    );
    await userEvent.type(textbox(canvas, 'Postal code'), '2');
    await userEvent.type(textbox(canvas, 'City'), 'Paris');
    await expect(posted(canvas)).toEqual({
      country: 'FR',
      street: '12 rue de la Paix',
      addressLine2: '',
      postcode: '75002',
      city: 'Paris',
      addressStatus: 'unverified',
    });
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'FR', postcode: '75002', status: 'unverified' }),
      ),
    );
  },
};

/** The United States: a ZIP code, a list of states (the code posted), the city, state and ZIP on one line. */
export const UnitedStates: Story = {
  args: { countries: ['NL', 'US', 'GB'], defaultCountry: 'US' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: 'ZIP code' });
    await expect(fieldLabels(canvas)).toEqual(['Address', 'Address line 2 (optional)', 'City', 'State', 'ZIP code']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'California');
    await expect(posted(canvas)).toMatchObject({ region: 'CA' });
    // The United Kingdom names its town the post town, and has no region.
    await userEvent.selectOptions(country(canvas), 'United Kingdom');
    await canvas.findByRole('textbox', { name: 'Post town' });
    await expect(fieldLabels(canvas)).toEqual(['Address', 'Address line 2 (optional)', 'Post town', 'Postal code']);
  },
};

/** A checkout with a country field of its own, above the name: the element follows it and shows none. */
function ShopCountryField(props: AddressEntryProps) {
  const [shipTo, setShipTo] = useState<ServiceCountry>('NL');
  return (
    <form
      aria-label="Checkout"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      <label>
        Ship to{' '}
        <select
          name="shipTo"
          autoComplete="country"
          value={shipTo}
          onChange={(event) => setShipTo(event.target.value as ServiceCountry)}
        >
          <option value="NL">Netherlands</option>
          <option value="BE">Belgium</option>
          <option value="DE">Germany</option>
        </select>
      </label>
      {/* The shop's own field posts the country: the element posts none (`names.country: null`). */}
      <AddressEntry {...props} countryField="none" country={shipTo} names={{ country: null }} />
    </form>
  );
}

/** `countryField="none"`: the shop's own country field drives `country`; the element's fields follow it. */
export const DrivenByTheShopsCountryField: Story = {
  render: (args) => <ShopCountryField {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Country' })).toBeNull();
    await expect(textbox(canvas, 'Postcode')).toBeVisible();
    await userEvent.type(textbox(canvas, 'House number'), '36');
    await userEvent.selectOptions(country(canvas, 'Ship to'), 'Germany');
    await expect(combobox(canvas, 'Postcode or town')).toBeVisible();
    // The house number typed in the Dutch field is kept for the German one.
    await expect(combobox(canvas, 'House number')).toHaveValue('36');
    await expect(posted(canvas)).toMatchObject({ shipTo: 'DE', houseNumber: '36' });
    await expect(posted(canvas)).not.toHaveProperty('country');
  },
};

/** The address service answers 503 to everything. */
const serviceUnavailable = http.get(`${API}/*`, () =>
  HttpResponse.json({ exception: 'Service unavailable' }, { status: 503 }),
);

/** An outage: the check says it is unavailable, every text is kept, and the shopper goes on without it (posted unverified). */
export const ServiceUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(serviceUnavailable);
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(textbox(canvas, 'Postcode'), '2012 es');
    await userEvent.type(textbox(canvas, 'House number'), '30');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/The address check is unavailable/u), {
      timeout: 4000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the address without checking' }));
    await expect(textbox(canvas, 'Street')).toHaveFocus();
    await userEvent.type(textbox(canvas, 'Street'), 'Julianastraat');
    await userEvent.type(textbox(canvas, 'City'), 'Haarlem');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Entered without checking.'));
    await expect(textbox(canvas, 'House number')).toHaveValue('30');
    await expect(posted(canvas)).toMatchObject({
      country: 'NL',
      street: 'Julianastraat',
      city: 'Haarlem',
      houseNumber: '30',
      addressStatus: 'unverified',
      addressToken: '',
    });
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'unverified' }));
    // Entered without the check: no address is handed over, only what the form posts holds it.
    await expect(args.onAddressChange).not.toHaveBeenCalledWith(expect.objectContaining({ country: 'NL' }));
  },
};

/** The client of the Dutch shop below: the stories' proxy address, answered by the reference API. */
const dutchShopClient = createAddressClient({ baseUrl: API });

/**
 * A saved address given as `defaultValue`, in a Dutch shop (`locale={nl}`): a Belgian address, looked up again and
 * chosen step by step once the service confirms it; the country's name and every text in Dutch.
 */
export const SavedAddressInDutch: Story = {
  args: {
    legend: 'Verzendadres',
    defaultValue: { country: 'BE', postcode: '2610', city: 'Wilrijk', street: 'Europalaan', houseNumber: '12' },
  },
  render: (args) => (
    <AddressEntryProvider client={dutchShopClient} locale={nl}>
      <form aria-label="Checkout" onSubmit={(event) => event.preventDefault()}>
        <AddressEntry {...args} />
      </form>
    </AddressEntryProvider>
  ),
  play: async ({ canvas, args }) => {
    await expect(country(canvas, 'Land')).toHaveValue('BE');
    await expect(offered(country(canvas, 'Land'))).toEqual(['Nederland', 'België', 'Duitsland']);
    await expect(canvas.getByRole('group', { name: 'Verzendadres' })).toBeVisible();
    await expect(await canvas.findByText('12, postcode 2610: gecontroleerd.', {}, { timeout: 4000 })).toBeVisible();
    await expect(combobox(canvas, 'Postcode of plaats')).toHaveValue('2610 Wilrijk');
    await expect(combobox(canvas, 'Straat')).toHaveValue('Europalaan');
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'BE', street: 'Europalaan', houseNumber: '12', status: 'validated' }),
      ),
    );
    await expect(posted(canvas)).toMatchObject({
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      houseNumberParts: 'number=12',
      addressStatus: 'validated',
    });
  },
};
