import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CityPicker, ExactAddressLookup, HouseNumberCombobox, type ExactAddressValues } from '../../src/index.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';
import { renderWithAddress } from '../support/render-address.tsx';

const { server, client } = setupReferenceServer();
const never = () => new Promise<Response>(() => undefined);
const down = () => HttpResponse.json({ exception: 'down', exceptionId: 'x' }, { status: 503 });

describe('ExactAddressLookup in every state', () => {
  const cases: [
    string,
    Partial<ExactAddressValues>,
    string,
    (() => Response | Promise<Response>) | undefined,
    boolean?,
  ][] = [
    ['checking', { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' }, 'Checking the address…', never],
    [
      'found',
      { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' },
      'Julianastraat 30, 2012 ES Haarlem',
      undefined,
    ],
    ['not-found', { city: 'Haarlem', street: 'Julianastraat', houseNumber: '31' }, 'Address not found.', undefined],
    [
      'choose-addition',
      { city: 'Enschede', street: 'Lasondersingel', houseNumber: '129', houseNumberAddition: 'Z' },
      'Which house number do you mean?',
      undefined,
    ],
    [
      'city-not-unique',
      { city: 'Bergen', street: 'Dorpsstraat', houseNumber: '2' },
      'There is more than one Bergen.',
      undefined,
    ],
    ['po-box', { city: 'Utrecht', street: 'Postbus', houseNumber: '12' }, 'PO box, 3500 AA Utrecht', undefined],
    [
      'po-box-refused',
      { city: 'Utrecht', street: 'Postbus', houseNumber: '12' },
      'Sorry, we cannot ship to a PO box address.',
      undefined,
      false,
    ],
    [
      'unavailable',
      { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' },
      'The address check is unavailable.',
      down,
    ],
  ];

  it.each(cases)(
    'is in state %s, says so, and has no axe violations',
    async (state, values, text, answer, allowPoBox = true) => {
      if (answer) server.use(http.get(`${BASE_URL}/*`, answer));
      const { container } = renderWithAddress(
        <ExactAddressLookup defaultValue={values} allowPoBox={allowPoBox} />,
        client(),
      );
      await waitFor(() => expect(container.querySelector('.rae-lookup')).toHaveAttribute('data-state', state), {
        timeout: 3000,
      });
      expect(container.querySelector('.rae-lookup__result')).toHaveTextContent(text);
      await expectNoAxeViolations(container);
    },
  );

  it('offers 1000 additions and reaches the last by keyboard', async () => {
    const additions = Array.from({ length: 1000 }, (_, i) => String(i + 1));
    server.use(
      http.get(`${BASE_URL}/nl/v1/addresses/exact/*`, () =>
        HttpResponse.json({
          street: 'Flatlaan',
          houseNumber: 1,
          houseNumberAddition: null,
          postcode: '1234AB',
          city: 'Almere',
          municipality: 'Almere',
          province: 'Flevoland',
          rdX: 1,
          rdY: 400000,
          latitude: 52,
          longitude: 5,
          bagNumberDesignationId: null,
          bagAddressableObjectId: null,
          addressType: 'building',
          purposes: ['residency'],
          surfaceArea: 50,
          houseNumberAdditions: additions,
        }),
      ),
    );
    const onChange = vi.fn();
    const { user } = renderWithAddress(
      <ExactAddressLookup
        defaultValue={{ city: 'Almere', street: 'Flatlaan', houseNumber: '1' }}
        onValueChange={onChange}
      />,
      client(),
    );
    const group = await screen.findByRole('group', { name: 'Which house number do you mean?' });
    const buttons = group.querySelectorAll('button');
    expect(buttons).toHaveLength(1000);
    buttons[998]?.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '1 1000' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumberAddition: '1000' }));
  }, 30_000); // 1000 buttons take their time in jsdom on a busy machine.
});

describe('HouseNumberCombobox in every state', () => {
  const europalaan = {
    country: 'BE',
    municipalityNisCode: 11002,
    streetId: 824,
    postcode: 2610,
    validation: 'strict',
  } as const;
  it.each<[string, string, (() => Response | Promise<Response>)?]>([
    ['idle', ''],
    ['searching', '1', never],
    ['results', '3'],
    ['empty', '99'],
    ['unavailable', '3', down],
  ])('is in state %s and has no axe violations', async (state, typed, answer) => {
    if (answer) server.use(http.get(`${BASE_URL}/*`, answer));
    const { user, container } = renderWithAddress(<HouseNumberCombobox {...europalaan} />, client());
    if (typed !== '') await user.type(screen.getByRole('combobox'), typed);
    await waitFor(() => expect(container.querySelector('.rae-combobox')).toHaveAttribute('data-state', state));
    await expectNoAxeViolations(container);
  });
});

describe('CityPicker with many candidates', () => {
  it('renders 1000 candidates and reaches the last by keyboard', async () => {
    const candidates = Array.from({ length: 1000 }, (_, i) => `Stad gem. Gemeente ${i + 1}`);
    const onPick = vi.fn();
    const { user } = renderWithAddress(<CityPicker candidates={candidates} onCityChange={onPick} />, client());
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1000);
    buttons[998]?.focus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('Stad gem. Gemeente 1000');
  }, 30_000); // 1000 buttons take their time in jsdom on a busy machine.
});
