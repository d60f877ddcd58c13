import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PostcodeAddressLookup } from '../../../src/index.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/**
 * A 404 that is not the service's address-not-found (issue 41, point 10): a retired or misrouted endpoint, or a
 * gateway's page. It is an outage, with the way on without a check, never "Address not found."
 */
const { server, client } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const lookup = () => document.querySelector('.rae-lookup') as HTMLElement;
const result = () => document.querySelector('.rae-lookup__result') as HTMLElement;

describe('PostcodeAddressLookup: a 404 that is not address-not-found', () => {
  it.each([
    [
      'a JSON 404 of an unknown route',
      () =>
        HttpResponse.json(
          { exception: 'Unknown operation.', exceptionId: 'PostcodeNl_React_Controller_RouteNotFoundException' },
          { status: 404 },
        ),
    ],
    [
      "a gateway's HTML 404 page",
      () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('shows %s as an outage and offers to enter the address without checking', async (_name, answer) => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/*`, () => {
        calls++;
        return answer();
      }),
    );
    const posted: Record<string, FormDataEntryValue>[] = [];
    const { user } = renderWithAddress(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          posted.push(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      >
        <PostcodeAddressLookup
          legend="Shipping address"
          required
          defaultValue={{ postcode: '2012 ES', houseNumber: '30' }}
        />
        <button type="submit">Place order</button>
      </form>,
      client(),
    );
    await waitFor(() => expect(lookup()).toHaveAttribute('data-state', 'unavailable'), { timeout: 3000 });
    expect(result()).toHaveTextContent('The address check is unavailable.');
    expect(result()).not.toHaveTextContent('Address not found.');
    expect(field('House number').validationMessage).not.toMatch(/Address not found/u);
    // The form offers the way on at once: the lookups of the components try no retry (their interactive time limit).
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(field('Street')).toHaveFocus();
    await user.type(field('Street'), 'Julianastraat');
    await user.type(field('City'), 'Haarlem');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted[0]).toMatchObject({
      postcode: '2012 ES',
      houseNumber: '30',
      street: 'Julianastraat',
      city: 'Haarlem',
      addressStatus: 'unverified',
    });
  });
});
