import { act, screen, waitFor } from '@testing-library/react';
import { useActionState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressEntry } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

// React 19's form actions: the react18 project runs the other form tests, not this one.
const { client } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('AddressEntry in a form with a server action', () => {
  it('a server action (React 19 form action) gets the address and the country, and the form resets after it', async () => {
    const received: FormData[] = [];
    function Checkout() {
      const [placed, action] = useActionState((_previous: number, form: FormData) => {
        received.push(form);
        return _previous + 1;
      }, 0);
      return (
        <form action={action}>
          <AddressEntry legend="Shipping address" required />
          <button type="submit">Place order</button>
          <output>{placed} placed</output>
        </form>
      );
    }
    const { user } = renderWithAddress(<Checkout />, client());
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.tab();
    await waitFor(() =>
      expect(document.querySelector('.rae-lookup__result')).toHaveTextContent(/Julianastraat 30, 2012 ES Haarlem/u),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('1 placed');
    expect(Object.fromEntries(received[0] ?? new FormData())).toMatchObject({
      country: 'NL',
      postcode: '2012ES',
      houseNumber: '30',
      addressStatus: 'validated',
    });
    // React resets a form after its action: the element starts afresh.
    await waitFor(() => expect(textbox('House number')).toHaveValue(''));
    expect(textbox('Postcode')).toHaveValue('');
    act(() => undefined);
  });
});
