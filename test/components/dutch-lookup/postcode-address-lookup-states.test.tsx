import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PostcodeAddressLookup, type PostcodeAddressValues } from '../../../src/index.ts';
import type { DutchLookupState } from '../../../src/types.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { server, client } = setupReferenceServer();
const never = () => new Promise<Response>(() => undefined);
const down = () => HttpResponse.json({ exception: 'down', exceptionId: 'x' }, { status: 503 });

type Case = [
  DutchLookupState,
  Partial<PostcodeAddressValues>,
  string,
  (() => Response | Promise<Response>) | undefined,
  boolean?,
];

describe('PostcodeAddressLookup in every state', () => {
  const cases: Case[] = [
    ['idle', { postcode: '2012' }, '', undefined],
    ['checking', { postcode: '2012 ES', houseNumber: '30' }, 'Checking the address…', never],
    ['found', { postcode: '2012 es', houseNumber: '30' }, 'Julianastraat 30, 2012 ES Haarlem', undefined],
    ['not-found', { postcode: '2012ES', houseNumber: '31' }, 'Address not found.', undefined],
    ['choose-addition', { postcode: '1011 AE', houseNumber: '36' }, 'Which house number do you mean?', undefined],
    ['po-box', { postcode: '3500 AB', houseNumber: '1234' }, 'PO box, 3500 AB Utrecht', undefined],
    [
      'po-box-refused',
      { postcode: '3500 AB', houseNumber: '1234' },
      'Sorry, we cannot ship to a PO box address.',
      undefined,
      false,
    ],
    ['unavailable', { postcode: '2012 ES', houseNumber: '30' }, 'The address check is unavailable.', down],
  ];

  it.each(cases)(
    'is in state %s, says so, and has no axe violations',
    async (state, values, text, answer, allowPoBox = true) => {
      if (answer) server.use(http.get(`${BASE_URL}/*`, answer));
      const { container } = renderWithAddress(
        <PostcodeAddressLookup legend="Address" defaultValue={values} allowPoBox={allowPoBox} />,
        client(),
      );
      await waitFor(() => expect(container.querySelector('.rae-lookup')).toHaveAttribute('data-state', state), {
        timeout: 3000,
      });
      const result = container.querySelector('.rae-lookup__result');
      if (text === '') expect(result).toBeEmptyDOMElement();
      else expect(result).toHaveTextContent(text);
      await expectNoAxeViolations(container);
    },
  );

  it('asks for the only addition of 1011 AE 36, B, when none was typed', async () => {
    renderWithAddress(<PostcodeAddressLookup defaultValue={{ postcode: '1011 AE', houseNumber: '36' }} />, client());
    const choice = await screen.findByRole('group', { name: 'Which house number do you mean?' });
    expect(choice).toHaveTextContent('36 B');
    expect(screen.queryByRole('button', { name: '36' })).toBeNull();
  });
});
