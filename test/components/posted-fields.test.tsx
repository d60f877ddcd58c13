import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressFields, ExactAddressLookup, HouseNumberCombobox, PostcodeAddressLookup } from '../../src/index.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { renderWithAddress } from '../support/render-address.tsx';

/*
 * What a checkout posts: the same keys under the same default names from every address component, read with
 * `new FormData(form)` as the shop's server gets them, in the three outcomes a shop must tell apart: confirmed by the
 * service, typed but not confirmed, and entered without checking (the service down, the person's own choice).
 * The service is behind a signing proxy, so a confirmed address also posts the token that `verifyAddress` checks.
 */

const { client, server, routes } = setupReferenceServer({ signingKey: SIGNING_KEY });
/** A token the proxy signed: a Dutch one, or a street's and a house number's joined. */
const TOKEN = expect.stringMatching(
  /^v3\.(n\.[\da-z]+|b\.[\da-z]+\.824\.[\w-]{16}~v3\.c\.[\da-z]+\.824)\.[\w-]{16}$/u,
) as unknown as string;
const serviceDown = () =>
  server.use(
    http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
  );

const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const form = () => document.querySelector('form') as HTMLFormElement;
const posted = () => Object.fromEntries(new FormData(form()));

async function chooseOption(user: UserEvent, field: HTMLElement, text: string, option: string) {
  await user.type(field, text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

async function enterWithoutChecking(user: UserEvent, fields: [label: string, text: string][]) {
  await user.click(
    await screen.findByRole('button', { name: 'Enter the address without checking' }, { timeout: 3500 }),
  );
  for (const [label, text] of fields) {
    await user.clear(textbox(label));
    await user.type(textbox(label), text);
  }
}

interface Component {
  name: string;
  ui: ReactElement;
  confirmed: (user: UserEvent) => Promise<void>;
  typed: (user: UserEvent) => Promise<void>;
  /** Typed while the service is down, then entered without checking. */
  unchecked: (user: UserEvent) => Promise<void>;
  expected: Record<'confirmed' | 'typed' | 'unchecked', Record<string, string>>;
}

const typeDutchPostcode = async (user: UserEvent, number: string) => {
  await user.type(textbox('Postcode'), '2012 es');
  await user.type(textbox('House number'), number);
  await user.tab();
};
const typeDutchExact = async (user: UserEvent, number: string) => {
  await user.type(textbox('City'), 'Haarlem');
  await user.type(textbox('Street'), 'Julianastraat');
  await user.type(textbox('House number'), number);
  await user.tab();
};
const found = () => screen.findByRole('group', { name: 'Street and city found' }, { timeout: 3000 });
const notFound = () => screen.findByText(/Address not found/u, { selector: '.rae-lookup__result' }, { timeout: 3000 });
const unavailable = () => screen.findAllByText(/unavailable/u, { selector: 'p' }, { timeout: 3500 });

const BELGIAN_STREET = { municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;

const COMPONENTS: Component[] = [
  {
    name: 'PostcodeAddressLookup',
    ui: <PostcodeAddressLookup legend="Address" />,
    confirmed: async (user) => {
      await typeDutchPostcode(user, '30');
      await found();
    },
    typed: async (user) => {
      await typeDutchPostcode(user, '9999');
      await notFound();
    },
    unchecked: async (user) => {
      await typeDutchPostcode(user, '30');
      await enterWithoutChecking(user, [
        ['Street', 'Julianastraat'],
        ['City', 'Haarlem'],
      ]);
    },
    expected: {
      confirmed: {
        postcode: '2012ES',
        houseNumber: '30',
        houseNumberAddition: '',
        street: 'Julianastraat',
        city: 'Haarlem',
        addressStatus: 'validated',
        addressToken: TOKEN,
      },
      typed: {
        postcode: '2012 ES',
        houseNumber: '9999',
        houseNumberAddition: '',
        street: '',
        city: '',
        addressStatus: '',
        addressToken: '',
      },
      unchecked: {
        postcode: '2012 ES',
        houseNumber: '30',
        houseNumberAddition: '',
        street: 'Julianastraat',
        city: 'Haarlem',
        addressStatus: 'unverified',
        addressToken: '',
      },
    },
  },
  {
    name: 'ExactAddressLookup',
    ui: <ExactAddressLookup legend="Address" />,
    confirmed: async (user) => {
      await typeDutchExact(user, '30');
      await waitFor(
        () => expect(screen.getByText(/2012 ES Haarlem/u, { selector: '.rae-lookup__result' })).toBeInTheDocument(),
        { timeout: 3000 },
      );
    },
    typed: async (user) => {
      await typeDutchExact(user, '9999');
      await notFound();
    },
    unchecked: async (user) => {
      await typeDutchExact(user, '30');
      await enterWithoutChecking(user, [['Postcode', '2012ES']]);
    },
    expected: {
      confirmed: {
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '30',
        houseNumberAddition: '',
        postcode: '2012ES',
        addressStatus: 'validated',
        addressToken: TOKEN,
      },
      typed: {
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '9999',
        houseNumberAddition: '',
        postcode: '',
        addressStatus: '',
        addressToken: '',
      },
      unchecked: {
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '30',
        houseNumberAddition: '',
        postcode: '2012ES',
        addressStatus: 'unverified',
        addressToken: '',
      },
    },
  },
  {
    name: 'AddressFields',
    ui: <AddressFields country="BE" legend="Address" />,
    confirmed: async (user) => {
      await chooseOption(user, combobox('Postcode or town'), '2610', '2610 Wilrijk');
      await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
      await chooseOption(user, combobox('Street'), 'Europa', 'Europalaan, postcode 2610');
      await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
      await chooseOption(user, combobox('House number'), '12', '12, verified');
    },
    typed: async (user) => {
      await user.type(combobox('Postcode or town'), '2610');
      await screen.findByRole('option', { name: '2610 Wilrijk' }, { timeout: 3000 });
    },
    unchecked: async (user) => {
      await user.type(combobox('Postcode or town'), '2610');
      await unavailable();
      await enterWithoutChecking(user, [
        ['Postcode', '2610'],
        ['City', 'Wilrijk'],
        ['Street', 'Europalaan'],
        ['House number', '12'],
      ]);
    },
    expected: {
      // The city is the street's, as the service confirmed it with the street: the municipality of Wilrijk.
      // The house number's parts, for carriers: the canonical text of the suggestion's own fields.
      confirmed: {
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '12',
        houseNumberParts: 'number=12',
        addressStatus: 'validated',
        addressToken: TOKEN,
      },
      // What the fields show: the postal area's postcode as typed, nothing chosen.
      typed: {
        postcode: '2610',
        city: '',
        street: '',
        houseNumber: '',
        houseNumberParts: '',
        addressStatus: '',
        addressToken: '',
      },
      // Entered by hand: plain fields, nothing confirmed (the manual entry posts no parts field).
      unchecked: {
        postcode: '2610',
        city: 'Wilrijk',
        street: 'Europalaan',
        houseNumber: '12',
        houseNumberParts: '',
        addressStatus: 'unverified',
        addressToken: '',
      },
    },
  },
  {
    name: 'HouseNumberCombobox',
    ui: <HouseNumberCombobox country="BE" {...BELGIAN_STREET} />,
    confirmed: (user) => chooseOption(user, combobox('House number'), '12', '12, verified'),
    typed: async (user) => {
      // An incomplete number (36 has boxes): its boxes are offered, nothing is chosen.
      await user.type(combobox('House number'), '36');
      await screen.findByRole('option', { name: '36 bus 1, verified' }, { timeout: 3000 });
    },
    unchecked: (user) => chooseOption(user, combobox('House number'), '12', '12, use as typed, not verified'),
    expected: {
      confirmed: { houseNumber: '12', postcode: '2610', addressStatus: 'validated', houseNumberParts: 'number=12' },
      typed: { houseNumber: '36', postcode: '', addressStatus: '', houseNumberParts: '' },
      // Taken as typed, without the check: the service gave no parts for it.
      unchecked: { houseNumber: '12', postcode: '2610', addressStatus: 'unverified', houseNumberParts: '' },
    },
  },
];

describe('what a checkout posts: one set of fields from every address component', () => {
  describe.each(COMPONENTS)('$name', (component) => {
    it.each(['confirmed', 'typed', 'unchecked'] as const)(
      '%s: posts the shared keys under their default names',
      async (outcome) => {
        if (outcome === 'unchecked') serviceDown();
        const { user } = renderWithAddress(
          <form>
            {component.ui}
            <button type="submit">Order</button>
          </form>,
          client(),
        );
        await component[outcome](user);
        await waitFor(() => expect(posted()).toEqual(component.expected[outcome]), { timeout: 3000 });
        // What the shop's server makes of it: the confirmed address verifies as posted, the others are not trusted.
        const verified = await verifyAddress(new FormData(form()), { signingKey: SIGNING_KEY });
        if (outcome === 'confirmed' && 'addressToken' in component.expected.confirmed) {
          const { addressStatus: _s, addressToken: _t, houseNumberParts: _p, ...address } = posted();
          // Julianastraat 30, Europalaan 12: the parts are the number alone (a Dutch one's, its number and addition).
          const houseNumberParts = { number: Number(address.houseNumber) };
          expect(verified).toEqual({
            ok: true,
            address: { country: 'houseNumberAddition' in address ? 'NL' : 'BE', ...address, houseNumberParts },
          });
        } else {
          expect(verified).toEqual({ ok: false, reason: outcome === 'confirmed' ? 'no-token' : 'unverified' });
        }
      },
      15_000,
    );
  });

  it.each([
    ['PostcodeAddressLookup', 'House number', '1'],
    ['ExactAddressLookup', 'House number', '1'],
    ['AddressFields', 'House number', '{Backspace}'],
  ])(
    '%s posts no token (and no status) as soon as the confirmed choice no longer holds',
    async (name, label, keys) => {
      const component = COMPONENTS.find((c) => c.name === name);
      if (component === undefined) throw new Error(name);
      const { user } = renderWithAddress(<form>{component.ui}</form>, client());
      await component.confirmed(user);
      await waitFor(() => expect(posted()).toMatchObject({ addressToken: TOKEN, addressStatus: 'validated' }), {
        timeout: 3000,
      });
      const field = screen.queryByRole('combobox', { name: label }) ?? textbox(label);
      await user.type(field, keys);
      await waitFor(() => expect(posted()).toMatchObject({ addressToken: '', addressStatus: '' }));
    },
    15_000,
  );

  it('HouseNumberCombobox posts the whole address’s token when given the chosen street’s (streetToken)', async () => {
    const streets = await client().autocompleteStreet({
      country: 'BE',
      municipalityNisCode: 11002,
      postcode: 2610,
      streetName: 'Europalaan',
    });
    const street = streets.find((s) => s.streetId === 824);
    expect(street?.addressToken).toMatch(/^v3\.b\./u);
    const { user } = renderWithAddress(
      <form>
        <input name="street" defaultValue="Europalaan" />
        <input name="city" defaultValue="Antwerpen" />
        <HouseNumberCombobox country="BE" {...BELGIAN_STREET} streetToken={street?.addressToken ?? null} />
      </form>,
      client(),
    );
    expect(posted()).toMatchObject({ addressToken: '' });
    await chooseOption(user, combobox('House number'), '12', '12, verified');
    await waitFor(() =>
      expect(posted()).toMatchObject({
        houseNumber: '12',
        postcode: '2610',
        houseNumberParts: 'number=12',
        addressToken: TOKEN,
      }),
    );
    expect(await verifyAddress(new FormData(form()), { signingKey: SIGNING_KEY })).toEqual({
      ok: true,
      address: {
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '12',
        houseNumberParts: { number: 12 },
      },
    });
    // Another number typed: the choice no longer holds, and no token is posted.
    await user.type(combobox('House number'), '0');
    await waitFor(() => expect(posted()).toMatchObject({ addressToken: '', addressStatus: '', houseNumberParts: '' }));
  }, 15_000);

  it('gives every component the same name for each key it posts', () => {
    const names = COMPONENTS.flatMap((c) => Object.keys(c.expected.confirmed));
    for (const name of names) {
      expect([
        'postcode',
        'city',
        'street',
        'houseNumber',
        'houseNumberAddition',
        'houseNumberParts',
        'addressStatus',
        'addressToken',
      ]).toContain(name);
    }
    // The status is posted by every one of them, under one name.
    for (const c of COMPONENTS) expect(Object.keys(c.expected.confirmed)).toContain('addressStatus');
  });
});

/** Every key a component posts, empty: what a reset form posts when the component has no default value. */
const emptied = (component: Component) =>
  Object.fromEntries(Object.keys(component.expected.confirmed).map((key) => [key, '']));
/** The result lines and errors the component shows; a reset form shows those of a fresh one (a guide, never an error). */
const shownMessages = () =>
  [
    ...document.querySelectorAll(
      '.rae-lookup__result, .rae-combobox__message, .rae-lookup__error, .rae-combobox__error',
    ),
  ]
    .filter((element) => !(element as HTMLElement).hidden)
    .map((element) => element.textContent)
    .filter((text) => text !== '');

describe('reset with the form: back to empty, nothing confirmed posted, no error, no request', () => {
  describe.each(COMPONENTS)('$name', (component) => {
    it.each([
      [
        'form.reset()',
        () => {
          act(() => {
            form().reset();
          });
        },
      ],
      ['a reset button', (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Start again' }))],
    ] as const)(
      '%s',
      async (_how, reset) => {
        const { user } = renderWithAddress(
          <form>
            {component.ui}
            <button type="submit">Order</button>
            <button type="reset">Start again</button>
          </form>,
          client(),
        );
        const fresh = shownMessages();
        await component.confirmed(user);
        await waitFor(() => expect(posted()).toEqual(component.expected.confirmed), { timeout: 3000 });
        const asked = routes.length;
        await reset(user);
        await waitFor(() => expect(posted()).toEqual(emptied(component)));
        expect(shownMessages()).toEqual(fresh);
        expect(screen.queryAllByRole('option')).toEqual([]);
        // Nothing is asked of the service for the emptied fields, also after the lookups' waits.
        await new Promise((resolve) => setTimeout(resolve, 900));
        expect(routes.length).toBe(asked);
        expect(posted()).toEqual(emptied(component));
      },
      15_000,
    );

    it('React 19’s reset after a form action', async () => {
      const received: Record<string, FormDataEntryValue>[] = [];
      const action = async (data: FormData) => {
        received.push(Object.fromEntries(data));
        await Promise.resolve();
      };
      const { user } = renderWithAddress(
        <form action={action}>
          {component.ui}
          <button type="submit">Order</button>
        </form>,
        client(),
      );
      const fresh = shownMessages();
      await component.confirmed(user);
      await waitFor(() => expect(posted()).toEqual(component.expected.confirmed), { timeout: 3000 });
      await user.click(screen.getByRole('button', { name: 'Order' }));
      await waitFor(() => expect(received).toEqual([component.expected.confirmed]));
      await waitFor(() => expect(posted()).toEqual(emptied(component)));
      expect(shownMessages()).toEqual(fresh);
    }, 15_000);
  });
});
