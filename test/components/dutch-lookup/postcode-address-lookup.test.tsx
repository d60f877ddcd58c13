import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PostcodeAddressLookup, type DutchAddress, type PostcodeAddressLookupProps } from '../../../src/index.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { nl, type AddressLocale } from '../../../src/locales.ts';

const { server, routes, client } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const result = () => document.querySelector('.rae-lookup__result') as HTMLElement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lookup in a checkout form: every real submit records what the shop would receive. */
function renderCheckout(
  props: PostcodeAddressLookupProps & { ref?: React.Ref<HTMLInputElement> } = {},
  locale?: AddressLocale,
) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <PostcodeAddressLookup legend="Shipping address" {...props} />
      <button type="submit">Place order</button>
    </form>,
    client(),
    locale === undefined ? {} : { locale },
  );
  const type = async (postcode: string, number: string, addition = '') => {
    await rendered.user.type(field('Postcode'), postcode);
    await rendered.user.type(field('House number'), number);
    if (addition !== '') await rendered.user.type(field('Addition'), addition);
  };
  const placeOrder = () => rendered.user.click(screen.getByRole('button', { name: 'Place order' }));
  return { ...rendered, posted, type, placeOrder };
}

describe('PostcodeAddressLookup: finding the address', () => {
  it('finds the address of a postcode typed in lower case with a space, shows street and city, and posts them', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    const { user, posted, type, placeOrder } = renderCheckout({ onAddressChange });
    expect(screen.getByRole('group', { name: 'Shipping address' }).tagName).toBe('FIELDSET');
    await type('2012 es', '30');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem, Noord-Holland'));
    expect(routes.map((route) => (route.operation === 'postcode' ? route.elements.postcode : route.operation))).toEqual(
      ['2012ES'],
    );
    const found = screen.getByRole('group', { name: 'Street and city found' });
    expect(within(found).getByText('Julianastraat')).toBeInTheDocument();
    expect(within(found).getByText('Haarlem')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street' })).toBeNull();
    expect(field('Postcode')).toHaveValue('2012 ES'); // Written as people write it once left.
    expect(onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ postcode: '2012ES', street: 'Julianastraat' }),
    );
    await placeOrder();
    // The postcode posted is the service's, as every lookup posts it, whatever was typed.
    expect(posted[0]).toEqual({
      postcode: '2012ES',
      houseNumber: '30',
      houseNumberAddition: '',
      street: 'Julianastraat',
      city: 'Haarlem',
      addressStatus: 'validated',
      addressToken: '',
    });
  });

  it('posts under the names it is given', async () => {
    const { user, posted, type, placeOrder } = renderCheckout({
      names: { postcode: 'zip', street: 'line1', city: 'town', status: 'checked' },
    });
    await type('2012ES', '30');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30'));
    await placeOrder();
    expect(posted[0]).toMatchObject({ zip: '2012ES', line1: 'Julianastraat', town: 'Haarlem', checked: 'validated' });
  });

  it('looks up what the browser autofilled at once, without the person leaving a field or the typing pause', async () => {
    renderCheckout();
    fireEvent.change(field('Postcode'), { target: { value: '2012ES' } });
    fireEvent.change(field('House number'), { target: { value: '30' } });
    // A fill is no typing: it is checked once its task is over, not 750 ms later.
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem'), { timeout: 500 });
    expect(routes).toHaveLength(1);
  });

  it('makes one request for a typical session: postcode and number typed, left, and the order placed', async () => {
    const { user, posted, type, placeOrder } = renderCheckout();
    await type('2012 ES', '30');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30'));
    await placeOrder();
    expect(posted).toHaveLength(1);
    expect(routes.map((route) => route.operation)).toEqual(['postcode']);
  });

  it('speaks once per settled outcome', async () => {
    const { user, type } = renderCheckout();
    const spoken: string[] = [];
    const region = screen.getByRole('status');
    const observer = new MutationObserver(() => {
      if (region.textContent !== '') spoken.push(region.textContent);
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    await type('2012ES', '30');
    await user.tab();
    await waitFor(() => expect(spoken).toHaveLength(1));
    await sleep(300);
    observer.disconnect();
    expect(spoken).toEqual(['Julianastraat 30, 2012 ES Haarlem, Noord-Holland']);
  });
});

describe('PostcodeAddressLookup: what stops the form', () => {
  it('refuses a postcode that is never issued, keeping the text and sending nothing', async () => {
    const { user, posted, type, placeOrder } = renderCheckout();
    await type('1234 SA', '5');
    await user.tab();
    expect(field('Postcode')).toHaveValue('1234 SA');
    expect(field('Postcode')).toHaveAccessibleDescription(
      'Postcode 1234 SA does not exist: no Dutch postcode ends in SA, SD or SS.',
    );
    expect(field('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await placeOrder();
    expect(posted).toHaveLength(0);
    expect(field('Postcode').validationMessage).toBe(
      'Postcode 1234 SA does not exist: no Dutch postcode ends in SA, SD or SS.',
    );
    expect(routes).toHaveLength(0);
  });

  it('says what a Dutch postcode looks like once the text is judged, not while it is typed', async () => {
    const { user, posted, placeOrder } = renderCheckout();
    await user.type(field('Postcode'), '0123');
    expect(field('Postcode')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Postcode'), ' AB');
    expect(field('Postcode')).toHaveAccessibleDescription(
      'Enter a Dutch postcode: four digits and two letters, such as 2012 ES.',
    );
    await placeOrder();
    expect(posted).toHaveLength(0);
    expect(field('Postcode')).toHaveValue('0123 AB');
  });

  it('stops Enter while the check runs, and starts the check at once', async () => {
    server.use(http.get(`${BASE_URL}/*`, () => delay(300)));
    const { user, posted, type } = renderCheckout();
    await type('2012ES', '30');
    expect(routes).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(0);
    expect(field('House number').validationMessage).toBe('Wait for the address check.');
    await waitFor(() => expect(routes).toHaveLength(1), { timeout: 500 });
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem'));
    await user.keyboard('{Enter}');
    expect(posted[0]).toMatchObject({ street: 'Julianastraat', addressStatus: 'validated' });
  });

  it('stops Enter after "Address not found", saying what to do', async () => {
    const { user, posted, type } = renderCheckout();
    await type('2012ES', '31');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('Address not found.'));
    await user.click(field('House number'));
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(0);
    expect(field('House number').validationMessage).toBe(
      'Address not found. Check it, or choose “Enter the address without checking”.',
    );
  });

  it('stops Enter with an invalid house number, keeping what was typed', async () => {
    const { user, posted, type } = renderCheckout();
    await type('2012ES', '30x');
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(0);
    expect(field('House number')).toHaveValue('30x');
    expect(field('House number').validationMessage).toBe('Enter a house number from 1 to 99999.');
  });

  it('asks for the rest while only part is typed', async () => {
    const { user, posted, placeOrder } = renderCheckout();
    await user.type(field('House number'), '30');
    await placeOrder();
    expect(posted).toHaveLength(0);
    expect(field('House number').validationMessage).toBe('Enter the postcode and house number.');
  });
});

describe('PostcodeAddressLookup: additions and PO boxes', () => {
  it('requires a choice for 7514 BP 129 (Lasondersingel), the bare number among the options', async () => {
    const onAddressChange = vi.fn();
    const { user, posted, type, placeOrder } = renderCheckout({ onAddressChange });
    await type('7514 BP', '129');
    await user.tab();
    const choice = await screen.findByRole('group', { name: 'Which house number do you mean?' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['129', '129 A']);
    await placeOrder();
    expect(posted).toHaveLength(0);
    expect(onAddressChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '129' }));
    expect(choice).not.toBeInTheDocument();
    await waitFor(() => expect(result()).toHaveTextContent('Lasondersingel 129, 7514 BP Enschede'));
    expect(routes).toHaveLength(1); // The bare number is in the answer already: no second request.
    await placeOrder();
    expect(posted[0]).toMatchObject({
      houseNumber: '129',
      houseNumberAddition: '',
      street: 'Lasondersingel',
      addressStatus: 'validated',
    });
  });

  it('fills the chosen addition in, the unknown one shown as such', async () => {
    const { user, type } = renderCheckout();
    await type('7514BP', '129', 'B');
    await user.tab();
    expect(await screen.findByText('129 B (unknown addition)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '129 A' }));
    expect(field('Addition')).toHaveValue('A');
    expect(field('Addition')).toHaveFocus();
    await waitFor(() => expect(result()).toHaveTextContent('Lasondersingel 129 A, 7514 BP Enschede'));
  });

  it('posts a PO box with the box number typed, never 0', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    const { user, posted, type, placeOrder } = renderCheckout({ onAddressChange });
    await type('3500 AB', '1234');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('PO box, 3500 AB Utrecht'));
    expect(onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ houseNumber: 1234, addressType: 'PO box' }),
    );
    await placeOrder();
    expect(posted[0]).toMatchObject({
      houseNumber: '1234',
      street: 'Postbus',
      city: 'Utrecht',
      addressStatus: 'validated',
    });
  });

  it('hands a PO box over once, to a shop that keeps it in its state', async () => {
    const heard = vi.fn();
    function Shop() {
      const [, setAddress] = useState<DutchAddress | null>(null);
      return (
        <PostcodeAddressLookup
          defaultValue={{ postcode: '3500 AB', houseNumber: '1234' }}
          onAddressChange={(address) => {
            heard(address);
            setAddress(address);
          }}
        />
      );
    }
    renderWithAddress(<Shop />, client());
    await screen.findByText('PO box, 3500 AB Utrecht', { selector: '.rae-lookup__result' });
    await sleep(200);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('refuses a PO box with allowPoBox={false}, with the reason on the form', async () => {
    const { user, posted, type, placeOrder } = renderCheckout({ allowPoBox: false });
    await type('3500 AB', '1234');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('Sorry, we cannot ship to a PO box address.'));
    await placeOrder();
    expect(posted).toHaveLength(0);
    expect(field('House number').validationMessage).toBe('Sorry, we cannot ship to a PO box address.');
  });
});

describe('PostcodeAddressLookup: outages and the unverified choice', () => {
  it('offers manual entry within 3 s against a service that never answers, with every typed value kept', async () => {
    let asked = 0;
    server.use(
      http.get(`${BASE_URL}/*`, async () => {
        asked = performance.now();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user, posted, type } = renderCheckout({ required: true });
    await type('2012 ES', '30', 'B');
    await user.tab();
    await screen.findByText(/The address check is unavailable/, { selector: '.rae-lookup__result' }, { timeout: 3500 });
    expect(performance.now() - asked).toBeLessThan(3000);
    expect([field('Postcode').value, field('House number').value, field('Addition').value]).toEqual([
      '2012 ES',
      '30',
      'B',
    ]);
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(field('Street')).toHaveFocus();
    await user.type(field('Street'), 'Julianastraat');
    await user.type(field('City'), 'Haarlem{Enter}');
    expect(posted[0]).toEqual({
      postcode: '2012 ES',
      houseNumber: '30',
      houseNumberAddition: 'B',
      street: 'Julianastraat',
      city: 'Haarlem',
      addressStatus: 'unverified',
      addressToken: '',
    });
  }, 10_000);

  it('goes on unverified only by the person’s choice after "Address not found"', async () => {
    const { user, posted, type, placeOrder } = renderCheckout({ required: true });
    await type('2012ES', '31');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Enter the address without checking' }));
    expect(field('Street')).toHaveFocus();
    await placeOrder();
    expect(posted).toHaveLength(0); // Street and city are required now.
    await user.type(field('Street'), 'Julianastraat');
    await user.type(field('City'), 'Haarlem');
    await placeOrder();
    expect(posted[0]).toMatchObject({ houseNumber: '31', street: 'Julianastraat', addressStatus: 'unverified' });
    expect(result()).toHaveTextContent('Entered without checking.');
  });

  it('has no axe violations in the states a person reaches', async () => {
    const { user, container, type } = renderCheckout();
    await type('7514 BP', '129');
    await user.tab();
    await screen.findByRole('group', { name: 'Which house number do you mean?' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '129 A' }));
    await waitFor(() => expect(result()).toHaveTextContent('Lasondersingel 129 A'));
    await expectNoAxeViolations(container);
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '1234 SS');
    await expectNoAxeViolations(container);
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '2012 ES');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('The address check is unavailable.'), { timeout: 3000 });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    await expectNoAxeViolations(container);
  });

  it('speaks Dutch', async () => {
    const { user } = renderCheckout({}, nl);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1234 sd');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'Postcode 1234 sd bestaat niet: geen Nederlandse postcode eindigt op SA, SD of SS.',
    );
  });
});

describe('PostcodeAddressLookup: form libraries', () => {
  it('hands its ref, onBlur, isInvalid and errorMessage to the house-number field', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { user } = renderCheckout({ ref, onBlur, isInvalid: true, errorMessage: 'Check the address' });
    expect(ref.current).toBe(field('House number'));
    expect(field('House number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('House number')).toHaveAccessibleDescription('Check the address');
    await user.click(field('House number'));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    act(() => {
      ref.current?.focus();
    });
    expect(field('House number')).toHaveFocus();
  });
});
