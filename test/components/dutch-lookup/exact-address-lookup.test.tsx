import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExactAddressLookup, type ExactAddressValues } from '../../../src/index.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import * as locales from '../../../src/locales.ts';

const { server, routes, client } = setupReferenceServer();
const field = (name: string) => screen.getByRole('textbox', { name });
/** The result line: what the lookup says, the house-number field's description. */
const result = () => document.querySelector('.rae-lookup__result') as HTMLElement;

async function typeAddress(
  user: ReturnType<typeof renderWithAddress>['user'],
  city: string,
  street: string,
  number: string,
  addition = '',
) {
  await user.type(field('City'), city);
  await user.type(field('Street'), street);
  await user.type(field('House number'), number);
  if (addition !== '') await user.type(field('Addition'), addition);
}

describe('ExactAddressLookup: fields', () => {
  it('has labelled fields with autocomplete tokens per autofill section, and posts each key under its name', async () => {
    const { user } = renderWithAddress(
      <form>
        <ExactAddressLookup autoCompleteSection="shipping" names={{ city: 'shipping_city' }} />
      </form>,
      client(),
    );
    expect(field('City')).toHaveAttribute('autocomplete', 'section-shipping address-level2');
    expect(field('Street')).toHaveAttribute('autocomplete', 'section-shipping address-line1');
    expect(field('House number')).toHaveAttribute('inputmode', 'numeric');
    // The visible fields post nothing themselves: hidden fields post the confirmed address, or else what is typed.
    for (const label of ['City', 'Street', 'House number', 'Addition'])
      expect(field(label)).not.toHaveAttribute('name');
    await user.type(field('City'), 'Haarlem');
    await user.type(field('Addition'), 'b');
    const posted = Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement));
    expect(posted).toEqual({
      shipping_city: 'Haarlem',
      street: '',
      houseNumber: '',
      houseNumberAddition: 'b',
      postcode: '',
      addressStatus: '',
      addressToken: '',
    });
  });

  it('keeps what was typed in a bad house number, says what is wrong, and looks nothing up', async () => {
    const { user } = renderWithAddress(<ExactAddressLookup />, client());
    await typeAddress(user, 'Haarlem', 'Julianastraat', '30a');
    expect(field('House number')).toHaveValue('30a');
    expect(field('House number')).toBeInvalid();
    expect(field('House number')).toHaveAccessibleDescription('Enter a house number from 1 to 99999.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(routes).toHaveLength(0);
  });
});

describe('ExactAddressLookup: results', () => {
  it('finds the address, says it in words, hands over the postcode and posts the address as the service spells it', async () => {
    const onAddressChange = vi.fn();
    let posted: FormData | undefined;
    const { user } = renderWithAddress(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          posted = new FormData(e.currentTarget);
        }}
      >
        <ExactAddressLookup debounceMs={0} onAddressChange={onAddressChange} />
        <button type="submit">Order</button>
      </form>,
      client(),
    );
    await typeAddress(user, 'haarlem', 'julianastraat', '30');
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem, Noord-Holland'));
    expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ postcode: '2012ES' }));
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(Object.fromEntries(posted?.entries() ?? [])).toEqual({
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
      postcode: '2012ES',
      addressStatus: 'validated',
      addressToken: '',
    });
    // What the person typed stays in the fields.
    expect(field('City')).toHaveValue('haarlem');
  });

  it('matches without diacritics and shows the official name', async () => {
    const { user } = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client());
    await typeAddress(user, 'Zoetermeer', 'Cesar Franckrode', '1');
    await waitFor(() => expect(result()).toHaveTextContent('César Franckrode 1, 2717 BA Zoetermeer, Zuid-Holland'));
  });

  it('checks prefilled values on mount, once', async () => {
    renderWithAddress(
      <ExactAddressLookup defaultValue={{ city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' }} />,
      client(),
    );
    await waitFor(() => expect(result()).toHaveTextContent('2012 ES'));
    expect(routes).toHaveLength(1);
  });

  it('says when the address is not found, and lets the person go on without the check', async () => {
    const { user } = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client());
    await typeAddress(user, 'Haarlem', 'Julianastraat', '31');
    await waitFor(() => expect(result()).toHaveTextContent('Address not found.'));
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(field('Postcode')).toHaveFocus();
    await user.type(field('Postcode'), '2012 ES');
    expect(field('Postcode')).toHaveValue('2012 ES');
    expect(result()).toHaveTextContent('Entered without checking.');
  });

  it('asks which addition is meant, shows the typed one as unknown, and blocks the form until chosen', async () => {
    const onAddressChange = vi.fn();
    const { user, container } = renderWithAddress(
      <form>
        <ExactAddressLookup debounceMs={0} onAddressChange={onAddressChange} />
      </form>,
      client(),
    );
    await typeAddress(user, 'Enschede', 'Lasondersingel', '129', 'B');
    const group = await screen.findByRole('group', { name: 'Which house number do you mean?' });
    expect(screen.getByText('129 B (unknown addition)')).toBeInTheDocument();
    expect(container.querySelector('form')?.checkValidity()).toBe(false);
    expect((field('House number') as HTMLInputElement).validationMessage).toBe('Which house number do you mean?');
    await user.click(screen.getByRole('button', { name: '129 A' }));
    expect(field('Addition')).toHaveValue('A');
    await waitFor(() => expect(result()).toHaveTextContent('Lasondersingel 129 A, 7514 BP Enschede'));
    expect(group).not.toBeInTheDocument();
    expect(container.querySelector('form')?.checkValidity()).toBe(true);
    expect(onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ houseNumberAddition: 'A', surfaceArea: 119 }),
    );
  });

  it('asks for an addition where the address exists only with one', async () => {
    const { user } = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client());
    await typeAddress(user, 'Amsterdam', 'Oudezijds Kolk', '36');
    await user.click(await screen.findByRole('button', { name: '36 B' }));
    await waitFor(() => expect(result()).toHaveTextContent('Oudezijds Kolk 36 B, 1011 AE Amsterdam'));
  });

  it('lets the person pick the city on a 409, by keyboard, and looks up again', async () => {
    const { user, container } = renderWithAddress(
      <form>
        <ExactAddressLookup debounceMs={0} />
      </form>,
      client(),
    );
    await typeAddress(user, 'Hengelo', 'Kerkstraat', '1');
    const picker = await screen.findByRole('group', { name: 'There is more than one Hengelo. Which one do you mean?' });
    expect(container.querySelector('form')?.checkValidity()).toBe(false);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hengelo, municipality of Bronckhorst' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field('City')).toHaveValue('Hengelo gem. Bronckhorst');
    expect(field('City')).toHaveFocus();
    await waitFor(() => expect(result()).toHaveTextContent('Kerkstraat 1, 7255 BA Hengelo, Gelderland'));
    expect(picker).not.toBeInTheDocument();
  });

  it('offers the twelve provinces when the 409 names no candidate it can read', async () => {
    server.use(
      http.get(`${BASE_URL}/nl/v1/addresses/exact/Bergen/*`, () =>
        HttpResponse.json(
          {
            exception: 'City name is not unique.',
            exceptionId: 'Vendor_Service_PostcodeAddress_CityNotUniqueException',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client());
    await typeAddress(user, 'Bergen', 'Dorpsstraat', '2');
    const picker = await screen.findByRole('group', { name: /more than one Bergen/ });
    expect(picker.querySelectorAll('button')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Bergen, Limburg' }));
    expect(field('City')).toHaveValue('Bergen LB');
    await waitFor(() => expect(result()).toHaveTextContent('Dorpsstraat 2, 5854 AG Bergen, Limburg'));
  });

  it('accepts a PO box, or refuses it with a clear message when told to', async () => {
    const first = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client());
    await typeAddress(first.user, 'Utrecht', 'Postbus', '1234');
    await waitFor(() => expect(result()).toHaveTextContent('PO box, 3500 AB Utrecht'));
    first.unmount();

    const onAddressChange = vi.fn();
    const second = renderWithAddress(
      <form>
        <ExactAddressLookup debounceMs={0} allowPoBox={false} onAddressChange={onAddressChange} />
      </form>,
      client(),
    );
    await typeAddress(second.user, 'Utrecht', 'Postbus', '1234');
    await waitFor(() => expect(result()).toHaveTextContent('Sorry, we cannot ship to a PO box address.'));
    expect(field('House number')).toBeInvalid();
    expect(onAddressChange).not.toHaveBeenCalled();
  });

  it('keeps the form usable when the service is down: typed values stay, the postcode can be entered', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'down', exceptionId: 'x' }, { status: 503 })),
    );
    const { user, container } = renderWithAddress(
      <form>
        <ExactAddressLookup debounceMs={0} required />
      </form>,
      client(),
    );
    await typeAddress(user, 'Haarlem', 'Julianastraat', '30');
    await waitFor(() => expect(result()).toHaveTextContent('The address check is unavailable.'), { timeout: 3000 });
    expect(field('City')).toHaveValue('Haarlem');
    await user.type(field('Postcode'), '2012ES');
    // Going on without the check is the person's own choice.
    expect(container.querySelector('form')?.checkValidity()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(container.querySelector('form')?.checkValidity()).toBe(true);
  });

  it('clears the old result and error at once when an input is corrected', async () => {
    const { user } = renderWithAddress(<ExactAddressLookup />, client());
    await typeAddress(user, 'Haarlem', 'Julianastraat', '31');
    await waitFor(() => expect(result()).toHaveTextContent('Address not found.'));
    await user.type(field('House number'), '{Backspace}0');
    expect(result()).not.toHaveTextContent('Address not found.');
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30'));
    await user.type(field('House number'), '0');
    expect(result()).not.toHaveTextContent('Julianastraat 30');
  });

  it('works controlled, with value and onValueChange', async () => {
    function Controlled() {
      const [values, setValues] = useState<ExactAddressValues>({
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '3',
        houseNumberAddition: '',
        postcode: '',
      });
      return <ExactAddressLookup debounceMs={0} value={values} onValueChange={setValues} />;
    }
    const { user } = renderWithAddress(<Controlled />, client());
    await user.type(field('House number'), '0');
    expect(field('House number')).toHaveValue('30');
    await waitFor(() => expect(result()).toHaveTextContent('2012 ES'));
  });

  it.each([
    ['nl', ['Plaats', 'Straat', 'Huisnummer', 'Toevoeging'], 'Adres niet gevonden.'],
    ['fr', ['Localité', 'Rue', 'Numéro', 'Complément'], 'Adresse introuvable.'],
    ['de', ['Ort', 'Straße', 'Hausnummer', 'Zusatz'], 'Adresse nicht gefunden.'],
  ] as const)('speaks %s', async (locale, [city, street, number], notFound) => {
    const { user } = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client(), { locale: locales[locale] });
    await user.type(field(city), 'Haarlem');
    await user.type(field(street), 'Julianastraat');
    await user.type(field(number), '31');
    await waitFor(() => expect(result()).toHaveTextContent(notFound));
  });
});

describe('ExactAddressLookup: accessibility', () => {
  it('has no axe violations when found, when asking for an addition, and when picking a city', async () => {
    const { user, container } = renderWithAddress(<ExactAddressLookup debounceMs={0} />, client());
    await expectNoAxeViolations(container);
    await typeAddress(user, 'Enschede', 'Lasondersingel', '129', 'B');
    await screen.findByRole('group', { name: 'Which house number do you mean?' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '129 A' }));
    await waitFor(() => expect(result()).toHaveTextContent('7514 BP'));
    await expectNoAxeViolations(container);
    await user.clear(field('City'));
    await user.type(field('City'), 'Rijswijk');
    await user.clear(field('Street'));
    await user.type(field('Street'), 'Molenstraat');
    await user.clear(field('House number'));
    await user.type(field('House number'), '10');
    await user.clear(field('Addition'));
    await screen.findByRole('group', { name: /more than one Rijswijk/ });
    await expectNoAxeViolations(container);
  });
});
