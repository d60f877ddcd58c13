import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState as useStateFor } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HouseNumberCombobox } from '../../../src/index.ts';
import { APARTMENT_BLOCK_STREET_ID } from '../../../src/testing/index.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import * as locales from '../../../src/locales.ts';

const { server, client, routes } = setupReferenceServer();
const routesSeen = () => routes.length;
const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;
const eugenBracht = { country: 'DE', cityId: 14612000, streetId: 1817, postcode: '01219' } as const;

const input = () => screen.getByRole('combobox', { name: 'House number' });

describe('HouseNumberCombobox (Belgium)', () => {
  it('is a labelled combobox that suggests house numbers with their status in words', async () => {
    const { user } = renderWithAddress(<HouseNumberCombobox {...europalaan} />, client());
    await user.type(input(), '3');
    expect(await screen.findByRole('option', { name: '36, needs a bis or box number' })).toHaveAttribute(
      'data-status',
      'incomplete',
    );
    expect(screen.getByRole('option', { name: '31, verified' })).toHaveAttribute('data-status', 'validated');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('drills an incomplete number down to its boxes and hands over the postcode', async () => {
    const onSelect = vi.fn();
    const onPostcodeChange = vi.fn();
    const { user } = renderWithAddress(
      <HouseNumberCombobox {...europalaan} onSelectedItemChange={onSelect} onPostcodeChange={onPostcodeChange} />,
      client(),
    );
    await user.type(input(), '3');
    await user.click(await screen.findByRole('option', { name: /^36,/ }));
    expect(input()).toHaveValue('36');
    expect(await screen.findByRole('option', { name: '36 bus 1, verified' })).toBeVisible();
    // '3' itself was a validated number, selected as typed; the drill-down to '36' left it.
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onPostcodeChange).toHaveBeenLastCalledWith(null);

    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '36 bus 1, verified' }).id,
    );
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('36 bus 1');
    expect(onSelect).toHaveBeenCalledWith({
      houseNumber: '36 bus 1',
      number: 36,
      bisNumber: null,
      boxNumber: '1',
      postcode: 2610,
      status: 'validated',
    });
    expect(onPostcodeChange).toHaveBeenCalledWith('2610');
  });

  it('shows the postcode of a house number in another postcode than the street', async () => {
    const onPostcodeChange = vi.fn();
    const { user } = renderWithAddress(
      <HouseNumberCombobox
        country="BE"
        municipalityNisCode={11002}
        streetId={1207}
        postcode={2610}
        onPostcodeChange={onPostcodeChange}
      />,
      client(),
    );
    await user.type(input(), '212');
    await user.click(await screen.findByRole('option', { name: '212, verified, postcode 2020' }));
    expect(onPostcodeChange).toHaveBeenCalledWith('2020');
  });

  it('writes box numbers in French for a French-speaking provider', async () => {
    const { user } = renderWithAddress(
      <HouseNumberCombobox country="BE" municipalityNisCode={62063} streetId={5410} postcode={4000} />,
      client(),
      { locale: locales.fr },
    );
    await user.type(screen.getByRole('combobox', { name: 'Numéro' }), '6/3');
    expect(await screen.findByRole('option', { name: '6/3 bte 0101, vérifié' })).toBeInTheDocument();
  });
});

describe('HouseNumberCombobox (Germany)', () => {
  it('hands over the postcode with its leading zero, also when it differs from the street', async () => {
    const onPostcodeChange = vi.fn();
    const onSelect = vi.fn();
    const { user } = renderWithAddress(
      <HouseNumberCombobox {...eugenBracht} onSelectedItemChange={onSelect} onPostcodeChange={onPostcodeChange} />,
      client(),
    );
    await user.type(input(), '36');
    const option = await screen.findByRole('option', { name: '36-2, verified, postcode 01217' });
    await user.click(option);
    expect(onPostcodeChange).toHaveBeenCalledWith('01217');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ houseNumber: '36-2', addition: '2', postcode: '01217' }),
    );
  });

  it('says an incomplete German number needs an addition', async () => {
    const { user } = renderWithAddress(<HouseNumberCombobox {...eugenBracht} validation="strict" />, client());
    await user.type(input(), '3');
    expect(await screen.findByRole('option', { name: '36, needs an addition, postcode 01217' })).toBeInTheDocument();
  });

  it('offers typed text that matches nothing as unknown, and accepts it', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithAddress(
      <HouseNumberCombobox {...eugenBracht} onSelectedItemChange={onSelect} />,
      client(),
    );
    await user.type(input(), '99');
    await user.click(await screen.findByRole('option', { name: '99, unknown, not verified' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ houseNumber: '99', status: 'unknown', postcode: '01219' }),
    );
  });
});

describe('HouseNumberCombobox: typing', () => {
  it('chooses the one validated number a browser’s autofill names, as if the person chose it', async () => {
    const onSelectedItemChange = vi.fn();
    renderWithAddress(<HouseNumberCombobox {...europalaan} onSelectedItemChange={onSelectedItemChange} />, client());
    fireEvent.change(input(), { target: { value: '12' } });
    expect(input()).toHaveValue('12');
    await waitFor(() =>
      expect(onSelectedItemChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ houseNumber: '12', status: 'validated' }),
      ),
    );
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the list of a filled number that names no one number (a number with boxes), choosing nothing', async () => {
    const onSelectedItemChange = vi.fn();
    renderWithAddress(<HouseNumberCombobox {...europalaan} onSelectedItemChange={onSelectedItemChange} />, client());
    fireEvent.change(input(), { target: { value: '36' } });
    expect(await screen.findByRole('option', { name: '36 bus 1, verified' })).toBeVisible();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(onSelectedItemChange).not.toHaveBeenCalled();
  });

  it('navigates 1000 suggestions by keyboard', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithAddress(
      <HouseNumberCombobox
        country="BE"
        municipalityNisCode={11002}
        streetId={APARTMENT_BLOCK_STREET_ID}
        postcode={2018}
        validation="strict"
        onSelectedItemChange={onSelect}
      />,
      client(),
    );
    await user.type(input(), '100');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1000));
    await user.keyboard('{ArrowDown}{ArrowDown}{PageDown}');
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '100 bus 12, verified' }).id,
    );
    await user.keyboard('{PageDown}{PageDown}{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ houseNumber: '100 bus 31' }));
  }, 20_000);
});

describe('HouseNumberCombobox: states and messages', () => {
  it('announces the number of suggestions in a polite live region', async () => {
    const { user } = renderWithAddress(<HouseNumberCombobox {...europalaan} validation="strict" />, client());
    await user.type(input(), '12');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '3 house numbers found. Use the up and down arrow keys to choose.',
      ),
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('says when no house number is found', async () => {
    const { user, container } = renderWithAddress(
      <HouseNumberCombobox {...europalaan} validation="strict" />,
      client(),
    );
    await user.type(input(), '99');
    expect(await screen.findByText('No house number found. Check the number.', { selector: 'p' })).toBeInTheDocument();
    expect(container.querySelector('.rae-combobox')).toHaveAttribute('data-state', 'empty');
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAccessibleDescription('');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('No house number found. Check the number.');
  });

  it('shows that it is searching, and announces nothing until the answer is in', async () => {
    server.use(http.get(`${BASE_URL}/*`, () => new Promise<Response>(() => undefined)));
    const { user } = renderWithAddress(<HouseNumberCombobox {...europalaan} />, client());
    await user.type(input(), '1');
    expect(await screen.findByText('Searching house numbers…', { selector: 'p' })).toBeInTheDocument();
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAccessibleDescription('');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('Searching house numbers…');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps the typed number when the service is down, says so, and accepts it unverified', async () => {
    server.use(http.get(`${BASE_URL}/*`, () => HttpResponse.error()));
    const onSelect = vi.fn();
    const onPostcodeChange = vi.fn();
    const { user } = renderWithAddress(
      <HouseNumberCombobox {...europalaan} onSelectedItemChange={onSelect} onPostcodeChange={onPostcodeChange} />,
      client(),
    );
    await user.type(input(), '36 BUS 4');
    const outage = 'The house number check is unavailable: choose “36 BUS 4” from the list to continue.';
    expect(await screen.findByText(outage, { selector: 'p' })).toBeInTheDocument();
    // The live region says the same, once: what happened and what to do.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(outage));
    expect(input()).toHaveValue('36 BUS 4');
    await user.click(screen.getByRole('option', { name: '36 bus 4, use as typed, not verified' }));
    expect(onSelect).toHaveBeenCalledWith({
      houseNumber: '36 bus 4',
      number: 36,
      bisNumber: null,
      boxNumber: '4',
      postcode: 2610,
      status: 'unknown',
    });
    expect(onPostcodeChange).toHaveBeenCalledWith('2610');
  });

  it.each([
    ['nl', 'Huisnummer', '31, gecontroleerd', '36, bisnummer of busnummer nodig'],
    ['fr', 'Numéro', '31, vérifié', '36, numéro bis ou de boîte requis'],
    ['de', 'Hausnummer', '31, geprüft', '36, Bis- oder Briefkastennummer nötig'],
    ['en', 'House number', '31, verified', '36, needs a bis or box number'],
  ] as const)('speaks %s', async (locale, label, validated, incomplete) => {
    const { user } = renderWithAddress(<HouseNumberCombobox {...europalaan} />, client(), { locale: locales[locale] });
    await user.type(screen.getByRole('combobox', { name: label }), '3');
    expect(await screen.findByRole('option', { name: validated })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: incomplete })).toBeInTheDocument();
  });

  it('takes message overrides from the provider and the component, the component winning', async () => {
    const { user } = renderWithAddress(
      <HouseNumberCombobox {...europalaan} messages={{ statusValidated: 'ok' }} />,
      client(),
      { messages: { statusValidated: 'checked', houseNumberLabel: 'Number' } },
    );
    await user.type(screen.getByRole('combobox', { name: 'Number' }), '31');
    expect(await screen.findByRole('option', { name: '31, ok' })).toBeInTheDocument();
  });

  it('renders custom option content, keeping the option and its status attribute', async () => {
    const { user } = renderWithAddress(
      <HouseNumberCombobox
        country="BE"
        municipalityNisCode={11002}
        streetId={824}
        postcode={2610}
        renderSuggestion={(s, state) => <b>{`${s.houseNumber} (${state.statusText})`}</b>}
      />,
      client(),
    );
    await user.type(input(), '31');
    expect(await screen.findByRole('option', { name: '31 (verified)' })).toHaveAttribute('data-status', 'validated');
  });

  it('is disabled and required like an input', () => {
    renderWithAddress(<HouseNumberCombobox {...europalaan} disabled required />, client());
    expect(input()).toBeDisabled();
    expect(input()).toBeRequired();
  });
});

describe('HouseNumberCombobox in a form', () => {
  it('posts the chosen house number and its postcode with a native submit', async () => {
    let posted: FormData | undefined;
    const { user } = renderWithAddress(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          posted = new FormData(e.currentTarget);
        }}
      >
        <HouseNumberCombobox {...europalaan} names={{ status: null }} />
        <button type="submit">Order</button>
      </form>,
      client(),
    );
    await user.type(input(), '36');
    await user.click(await screen.findByRole('option', { name: '36 bus 3, verified' }));
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(posted?.get('houseNumber')).toBe('36 bus 3');
    expect(posted?.get('postcode')).toBe('2610');
  });

  it('works controlled, with inputValue and onInputValueChange', async () => {
    function Controlled() {
      const [value, setValue] = useStateFor('12');
      return (
        <>
          <HouseNumberCombobox {...europalaan} inputValue={value} onInputValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const { user } = renderWithAddress(<Controlled />, client());
    expect(input()).toHaveValue('12');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 'B');
    expect(within(document.body).getByText('12B', { selector: 'output' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '12B, verified' })).toBeInTheDocument();
  });

  it('has no axe violations while suggesting', async () => {
    const { user, container } = renderWithAddress(<HouseNumberCombobox {...europalaan} />, client());
    await expectNoAxeViolations(container);
    await user.type(input(), '3');
    await screen.findByRole('option', { name: /^36,/ });
    await user.keyboard('{ArrowDown}');
    await expectNoAxeViolations(container);
  });
});

describe('HouseNumberCombobox after a choice', () => {
  it('asks nothing about the number it just chose', async () => {
    const { user } = renderWithAddress(<HouseNumberCombobox {...europalaan} />, client());
    await user.type(input(), '36');
    await user.click(await screen.findByRole('option', { name: '36 bus 3, verified' }));
    const requestsAfterChoice = routesSeen();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(routesSeen()).toBe(requestsAfterChoice);
    expect(input()).toHaveValue('36 bus 3');
  });
});

describe('HouseNumberCombobox when the street changes', () => {
  it('drops the choice made in the old street: its postcode does not post, and the typed text is looked up anew', async () => {
    let posted: FormData | undefined;
    function StreetSwitch() {
      const [streetId, setStreetId] = useStateFor(824);
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            posted = new FormData(e.currentTarget);
          }}
        >
          <HouseNumberCombobox
            country="BE"
            municipalityNisCode={11002}
            streetId={streetId}
            postcode={2610}
            names={{ status: null }}
          />
          <button type="button" onClick={() => setStreetId(1207)}>
            Boomsesteenweg
          </button>
          <button type="submit">Order</button>
        </form>
      );
    }
    const { user } = renderWithAddress(<StreetSwitch />, client());
    await user.type(input(), '31');
    await user.click(await screen.findByRole('option', { name: '31, verified' }));
    // The new street's answer takes a while (the handler waits, then falls through to the reference API).
    server.use(http.get(`${BASE_URL}/*`, () => delay(300)));
    await user.click(screen.getByRole('button', { name: 'Boomsesteenweg' }));
    expect(input()).toHaveValue('31');
    expect((document.querySelector('input[name="postcode"]') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(posted).toBeUndefined(); // '31' is not checked in the new street yet: the form does not go.
    // Looked up anew in the new street, where 31 is a verified number: typed exactly, it counts as chosen.
    await waitFor(() => expect(input()).toHaveAccessibleDescription('31, postcode 2610: verified.'));
    expect(routes.some((route) => route.operation === 'be-house-number' && route.elements.streetId === '1207')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(posted?.get('houseNumber')).toBe('31');
    expect(posted?.get('postcode')).toBe('2610');
  });
});
