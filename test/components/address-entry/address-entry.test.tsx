import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressEntry, useAddressEntry, type AddressEntryProps, type AddressEntryValue } from '../../../src/index.ts';
import type { AddressEntryAddress } from '../../../src/components/address-entry/address-entry-props.ts';
import { entryCountries } from '../../../src/components/address-entry/entry-countries.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
const form = () => document.querySelector('form') as HTMLFormElement;

function renderEntry(props: Partial<AddressEntryProps> = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onAddressChange = vi.fn<(address: AddressEntryAddress | null) => void>();
  const onValueChange = vi.fn<(value: AddressEntryValue) => void>();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressEntry
        legend="Shipping address"
        required
        onAddressChange={onAddressChange}
        onValueChange={onValueChange}
        {...props}
      />
      <button type="submit">Place order</button>
    </form>,
    client(),
  );
  const submit = () =>
    act(() => {
      form().requestSubmit();
    });
  return { ...rendered, posted, onAddressChange, onValueChange, submit };
}

/** Types into a step, waits for the option, and chooses it with the keyboard. */
async function choose(
  user: ReturnType<typeof renderEntry>['user'],
  input: HTMLInputElement,
  text: string,
  optionName: string | RegExp,
) {
  await user.click(input);
  await user.keyboard(text);
  const option = await screen.findByRole('option', { name: optionName });
  const options = screen.getAllByRole('option');
  for (let i = 0; i <= options.indexOf(option); i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

/** The Belgian chain: Wilrijk, Europalaan, then `number` chosen by its option's name. */
async function chooseBelgian(user: ReturnType<typeof renderEntry>['user'], number: string, option: string | RegExp) {
  await choose(user, combobox('Postcode or town'), 'Wilr', '2610 Wilrijk');
  await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
  await choose(user, combobox('Street'), 'Europa', 'Europalaan, postcode 2610');
  await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
  await user.click(combobox('House number'));
  await user.keyboard(number);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AddressEntry: one element for three countries', () => {
  it('offers the three countries by name in a field a saved address fills, the Netherlands first', () => {
    renderEntry();
    expect(country()).toHaveAttribute('autocomplete', 'country');
    expect(country()).toHaveValue('NL');
    expect([...country().options].map((option) => [option.value, option.text])).toEqual([
      ['NL', 'Netherlands'],
      ['BE', 'Belgium'],
      ['DE', 'Germany'],
    ]);
    expect(textbox('Postcode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look up by city and street' })).toBeInTheDocument();
  });

  it('offers the countries a shop ships to, in its order, and refuses a list it cannot show', () => {
    renderEntry({ countries: ['DE', 'BE'] });
    expect([...country().options].map((option) => option.value)).toEqual(['DE', 'BE']);
    expect(combobox('Postcode or town')).toBeInTheDocument();
    const names = new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'none' });
    expect(() => entryCountries([], names)).toThrow(
      /`countries` takes ISO 3166-1 alpha-2 codes such as "FR", each once; got \[\]/u,
    );
    expect(() => entryCountries(['NL', 'NL'], names)).toThrow(/each once; got \["NL","NL"\]/u);
    for (const code of ['XX', 'fr', 'FRA', 'ZZ', 'EU', 'QZ'])
      expect(() => entryCountries(['NL', code], names)).toThrow(`got "${code}"`);
    expect(entryCountries(['NL', 'FR', 'XK', 'US'], names)).toEqual(['NL', 'FR', 'XK', 'US']);
  });

  it('finds a Dutch address by postcode, hands it over with its parts and posts it with the country', async () => {
    const { user, posted, onAddressChange, onValueChange, submit } = renderEntry();
    await user.type(textbox('Postcode'), '2012 es');
    await user.type(textbox('House number'), '30');
    await user.tab();
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith({
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
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'NL', houseNumber: '30', status: 'validated' }),
      ),
    );
    submit();
    expect(posted).toEqual([
      expect.objectContaining({
        country: 'NL',
        postcode: '2012ES',
        street: 'Julianastraat',
        addressStatus: 'validated',
      }),
    ]);
  });

  it('switches to city and street with the texts kept, and checks the address found again at once', async () => {
    const { user, onAddressChange } = renderEntry();
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.tab();
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ street: 'Julianastraat' })),
    );
    const before = routes.length;
    await user.click(screen.getByRole('button', { name: 'Look up by city and street' }));
    // The lookup by city and street is a chunk of its own, loaded when first chosen.
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Haarlem');
    expect(textbox('Street')).toHaveValue('Julianastraat');
    expect(textbox('House number')).toHaveValue('30');
    await waitFor(() => expect(routes.length).toBe(before + 1));
    expect(routes.at(-1)?.operation).toBe('exact');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ street: 'Julianastraat', status: 'validated' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Look up by postcode' })).toBeInTheDocument();
  });

  it.each(['exact', 'street'] as const)(
    'shows the exact lookup first with dutchWay="%s" (street: its former name, deprecated)',
    async (dutchWay) => {
      const { user } = renderEntry({ dutchWay });
      expect(await screen.findByRole('textbox', { name: 'City' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Look up by postcode' }));
      expect(textbox('Postcode')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Look up by city and street' }));
      expect(textbox('City')).toBeInTheDocument();
    },
  );

  it.each(['exact', 'street'] as const)(
    'names the exact lookup exact in the hook’s result, given dutchWay="%s", and after the switch there and back',
    async (dutchWay) => {
      function Way() {
        const entry = useAddressEntry({ dutchWay });
        return (
          <>
            <output>{entry.dutchWay}</output>
            <button {...entry.getDutchWaySwitchProps()}>{entry.dutchWaySwitch.text}</button>
          </>
        );
      }
      const { user } = renderWithAddress(<Way />, client());
      expect(screen.getByRole('status')).toHaveTextContent(/^exact$/u);
      await user.click(screen.getByRole('button', { name: 'Look up by postcode' }));
      expect(screen.getByRole('status')).toHaveTextContent(/^postcode$/u);
      await user.click(screen.getByRole('button', { name: 'Look up by city and street' }));
      expect(screen.getByRole('status')).toHaveTextContent(/^exact$/u);
    },
  );

  it('enters a Belgian address in its three steps and hands over the box apart, as carriers ask', async () => {
    const { user, posted, onAddressChange, submit } = renderEntry();
    await user.selectOptions(country(), 'Belgium');
    await chooseBelgian(user, '36 bus 1', /^36 bus 1, /u);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith({
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '36 bus 1',
        houseNumberParts: { number: 36, box: '1' },
        status: 'validated',
      }),
    );
    submit();
    expect(posted).toEqual([
      expect.objectContaining({
        country: 'BE',
        postcode: '2610',
        houseNumber: '36 bus 1',
        houseNumberParts: 'number=36&box=1',
        addressStatus: 'validated',
      }),
    ]);
  });

  it('carries over what maps when the country changes: the house number and its addition, not a Dutch postcode', async () => {
    const { user, onValueChange } = renderEntry();
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.type(textbox('Addition'), 'A');
    await user.selectOptions(country(), 'Germany');
    expect(onValueChange).toHaveBeenLastCalledWith({
      country: 'DE',
      postcode: '',
      city: '',
      street: '',
      houseNumber: '30 A',
      houseNumberAddition: '',
      status: '',
    });
    await user.selectOptions(country(), 'Netherlands');
    expect(textbox('House number')).toHaveValue('30');
    expect(textbox('Addition')).toHaveValue('A');
  });

  it('gives each country its own texts back: the Netherlands, Belgium and the Netherlands again (issue 51, point 6)', async () => {
    const { user, onValueChange } = renderEntry();
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.selectOptions(country(), 'Belgium');
    // Shown for the first time: what maps is carried over (the number; a Dutch postcode does not fit).
    expect(combobox('House number')).toHaveValue('30');
    await user.type(combobox('Postcode or town'), 'Wilr');
    await user.selectOptions(country(), 'Netherlands');
    expect(textbox('Postcode')).toHaveValue('2012 ES');
    expect(textbox('House number')).toHaveValue('30');
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'NL', postcode: '2012 ES', houseNumber: '30', status: 'validated' }),
      ),
    );
    await user.selectOptions(country(), 'Belgium');
    expect(combobox('Postcode or town')).toHaveValue('Wilr');
    // A country shown for the first time still gets what maps.
    await user.selectOptions(country(), 'Germany');
    expect(combobox('House number')).toHaveValue('30');
  });

  it('switches at once on a person’s choice, even one by keys (a plain change event, as a fill’s)', () => {
    renderEntry();
    act(() => {
      const select = country();
      select.value = 'DE';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(combobox('Postcode or town')).toBeInTheDocument();
    expect(country()).toHaveValue('DE');
  });

  it('waits for a browser’s fill to finish before it switches countries, and carries over what the fill wrote', async () => {
    const { onValueChange } = renderEntry();
    // Chromium fills a saved Belgian address in one task: the country first, then the fields after it, each with a
    // plain `change` or `input` event (no InputEvent, no keys).
    // Chromium shows the country as filled (`:autofill`) when its `change` comes; jsdom knows no such state.
    const select = country();
    vi.spyOn(select, 'matches').mockImplementation((selector) => selector === ':autofill');
    act(() => {
      select.value = 'BE';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      fireEvent.input(textbox('Postcode'), { target: { value: '2610' } });
      fireEvent.input(textbox('House number'), { target: { value: '12' } });
    });
    await waitFor(() => expect(combobox('Postcode or town')).toBeInTheDocument());
    expect(onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'BE', postcode: '2610', houseNumber: '12' }),
    );
    // AddressFields resolves what it has: the postal area of 2610, then waits for the street with the number kept.
    await waitFor(() => expect(combobox('Postcode or town')).toHaveValue('2610 Wilrijk'));
    expect(combobox('House number')).toHaveValue('12');
  });

  it('keeps the focus in the field the fill was picked from when the fill switches the country', async () => {
    renderEntry();
    const select = country();
    vi.spyOn(select, 'matches').mockImplementation((selector) => selector === ':autofill');
    // The saved address was picked in the Dutch postcode field, which the switch to Belgium takes away.
    textbox('Postcode').focus();
    act(() => {
      select.value = 'BE';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      fireEvent.input(textbox('Postcode'), { target: { value: '2610' } });
    });
    await waitFor(() => expect(combobox('Postcode or town')).toBeInTheDocument());
    // Belgium's field of the same autofill token (postal-code) takes it, not the page.
    await waitFor(() => expect(combobox('Postcode or town')).toHaveFocus());
  });

  it('leaves the focus where it is when a fill switches the country from outside the element', async () => {
    render(<input aria-label="Full name" autoComplete="name" />);
    renderEntry();
    const select = country();
    vi.spyOn(select, 'matches').mockImplementation((selector) => selector === ':autofill');
    screen.getByRole('textbox', { name: 'Full name' }).focus();
    act(() => {
      select.value = 'BE';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(combobox('Postcode or town')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('starts afresh from a value given from outside, and looks it up', async () => {
    function Shop() {
      const [value, setValue] = useState<AddressEntryValue | undefined>(undefined);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setValue({
                country: 'BE',
                postcode: '2610',
                city: 'Wilrijk',
                street: 'Europalaan',
                houseNumber: '12',
                houseNumberAddition: '',
                status: '',
              })
            }
          >
            Use my saved address
          </button>
          {value === undefined ? null : <span data-testid="status">{value.status}</span>}
          <AddressEntry
            legend="Shipping address"
            {...(value === undefined ? {} : { value })}
            onValueChange={setValue}
          />
        </>
      );
    }
    const { user } = renderWithAddress(<Shop />, client());
    await user.click(screen.getByRole('button', { name: 'Use my saved address' }));
    expect(country()).toHaveValue('BE');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('validated'), { timeout: 3000 });
    expect(combobox('House number')).toHaveValue('12');
  });

  it('takes a saved address that keeps its street and number in one line, as an address book does', async () => {
    const { onAddressChange } = renderEntry({
      defaultValue: { country: 'BE', postcode: '2610', city: 'Wilrijk', street: 'Europalaan 36 bus 2' },
    });
    await waitFor(
      () =>
        expect(onAddressChange).toHaveBeenLastCalledWith(
          expect.objectContaining({
            street: 'Europalaan',
            houseNumber: '36 bus 2',
            houseNumberParts: { number: 36, box: '2' },
          }),
        ),
      { timeout: 3000 },
    );
    expect(combobox('Street')).toHaveValue('Europalaan');
  });

  it('takes a Dutch street line apart into street, number and addition', async () => {
    const { onAddressChange, onValueChange } = renderEntry({
      dutchWay: 'exact',
      defaultValue: { country: 'NL', city: 'Enschede', street: 'Lasondersingel 129-a' },
    });
    await waitFor(
      () =>
        expect(onAddressChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ street: 'Lasondersingel', houseNumber: '129', houseNumberAddition: 'A' }),
        ),
      { timeout: 3000 },
    );
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ street: 'Lasondersingel', houseNumber: '129' }),
    );
  });

  it('follows the shop’s own country field with countryField="none", and posts the country in a hidden field', async () => {
    function Shop() {
      const [shipTo, setShipTo] = useState<'NL' | 'BE' | 'DE'>('NL');
      return (
        <form>
          <label>
            Ship to
            <select value={shipTo} onChange={(event) => setShipTo(event.target.value as 'BE')}>
              <option>NL</option>
              <option>BE</option>
              <option>DE</option>
            </select>
          </label>
          <AddressEntry legend="Address" countryField="none" country={shipTo} names={{ country: 'shipTo' }} />
        </form>
      );
    }
    const { user } = renderWithAddress(<Shop />, client());
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(new FormData(form()).get('shipTo')).toBe('NL');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ship to' }), 'DE');
    expect(combobox('Postcode or town')).toBeInTheDocument();
    expect(new FormData(form()).get('shipTo')).toBe('DE');
  });

  it('comes back to its start on a form reset: the first country, the first texts, nothing confirmed', async () => {
    const { user, onAddressChange } = renderEntry({ defaultValue: { postcode: '2012 ES' } });
    await user.type(textbox('House number'), '30');
    await user.tab();
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ street: 'Julianastraat' })),
    );
    await user.selectOptions(country(), 'Belgium');
    await waitFor(() => expect(onAddressChange).toHaveBeenLastCalledWith(null));
    act(() => form().reset());
    await waitFor(() => expect(country()).toHaveValue('NL'));
    expect(textbox('Postcode')).toHaveValue('2012 ES');
    expect(textbox('House number')).toHaveValue('');
  });

  it('has no axe violations in each country', async () => {
    const { user, container } = renderEntry();
    await expectNoAxeViolations(container);
    await user.selectOptions(country(), 'Belgium');
    await expectNoAxeViolations(container);
  });
});
