import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExactAddressLookup, type DutchAddress, type ExactAddressLookupProps } from '../../../src/index.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { server, routes, client } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const result = () => document.querySelector('.rae-lookup__result') as HTMLElement;

/** The lookup in a checkout form: every real submit records what the shop would receive. */
function renderCheckout(props: ExactAddressLookupProps & { ref?: React.Ref<HTMLInputElement> } = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <ExactAddressLookup legend="Shipping address" {...props} />
      <button type="submit">Place order</button>
    </form>,
    client(),
  );
  const type = async (city: string, street: string, number: string, addition = '') => {
    await rendered.user.type(field('City'), city);
    await rendered.user.type(field('Street'), street);
    await rendered.user.type(field('House number'), number);
    if (addition !== '') await rendered.user.type(field('Addition'), addition);
  };
  return { ...rendered, posted, type };
}

describe('ExactAddressLookup: submit gating', () => {
  it('is a fieldset with its legend', () => {
    renderCheckout();
    expect(screen.getByRole('group', { name: 'Shipping address' }).tagName).toBe('FIELDSET');
  });

  it('stops Enter while the check runs, and starts the check at once', async () => {
    server.use(http.get(`${BASE_URL}/*`, () => delay(300)));
    const { user, posted, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '30');
    expect(routes).toHaveLength(0); // Typing alone waits 750 ms.
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(0);
    expect(field('House number').validationMessage).toBe('Wait for the address check.');
    await waitFor(() => expect(routes).toHaveLength(1), { timeout: 500 });
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem'));
    await user.keyboard('{Enter}');
    expect(posted[0]).toMatchObject({ postcode: '2012ES', addressStatus: 'validated' });
  });

  it('stops Enter after "Address not found", saying what to do', async () => {
    const { user, posted, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '31');
    await user.tab(); // Leaving the number checks at once.
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
    await type('Haarlem', 'Julianastraat', '30x');
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(0);
    expect(field('House number')).toHaveValue('30x');
    expect(field('House number').validationMessage).toBe('Enter a house number from 1 to 99999.');
  });

  it('posts an unchecked address only as the person’s explicit choice, marked unverified', async () => {
    const { user, posted, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '31');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Enter the address without checking' }));
    expect(field('Postcode')).toHaveFocus();
    await user.type(field('Postcode'), '2012 ES{Enter}');
    expect(posted[0]).toMatchObject({
      city: 'Haarlem',
      houseNumber: '31',
      postcode: '2012 ES',
      addressStatus: 'unverified',
    });
  });

  it('checks after 750 ms without typing, not at every pause of a slow typist', async () => {
    const { user, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '1');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.type(field('House number'), '2');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(routes).toHaveLength(0);
    await waitFor(() => expect(routes).toHaveLength(1), { timeout: 1000 });
    expect(routes[0]?.elements).toMatchObject({ houseNumber: '12' });
  });

  it('speaks once per settled outcome', async () => {
    const { user, type } = renderCheckout();
    const spoken: string[] = [];
    const region = screen.getByRole('status');
    const observer = new MutationObserver(() => {
      if (region.textContent !== '') spoken.push(region.textContent);
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    await type('Haarlem', 'Julianastraat', '30');
    await user.tab();
    await waitFor(() => expect(spoken).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    expect(spoken).toEqual(['Julianastraat 30, 2012 ES Haarlem, Noord-Holland']);
  });
});

describe('ExactAddressLookup: additions and PO boxes', () => {
  it('requires a choice for Lasondersingel 129, the bare number among the options', async () => {
    const onAddressChange = vi.fn();
    const { user, posted, type } = renderCheckout({ onAddressChange });
    await type('Enschede', 'Lasondersingel', '129');
    await user.tab();
    const choice = await screen.findByRole('group', { name: 'Which house number do you mean?' });
    expect(screen.getByRole('button', { name: '129' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '129 A' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted).toHaveLength(0);
    expect(onAddressChange).not.toHaveBeenCalledWith(expect.objectContaining({ postcode: '7514BP' }));

    await user.click(screen.getByRole('button', { name: '129' }));
    expect(choice).not.toBeInTheDocument();
    await waitFor(() => expect(result()).toHaveTextContent('Lasondersingel 129, 7514 BP Enschede'));
    expect(onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ houseNumberAddition: '', purposes: ['assembly'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted[0]).toMatchObject({
      houseNumber: '129',
      houseNumberAddition: '',
      postcode: '7514BP',
      addressStatus: 'validated',
    });
  });

  it('fills the chosen addition in', async () => {
    const { user, type } = renderCheckout();
    await type('Enschede', 'Lasondersingel', '129', 'B');
    await user.tab();
    expect(await screen.findByText('129 B (unknown addition)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '129 A' }));
    expect(field('Addition')).toHaveValue('A');
    await waitFor(() => expect(result()).toHaveTextContent('Lasondersingel 129 A, 7514 BP Enschede'));
  });

  it('posts a PO box with the box number typed, never 0', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    const { user, posted, type } = renderCheckout({ onAddressChange });
    await type('Utrecht', 'Postbus', '1234');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('PO box, 3500 AB Utrecht'));
    expect(onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ houseNumber: 1234, addressType: 'PO box' }),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted[0]).toMatchObject({ houseNumber: '1234', postcode: '3500AB', addressStatus: 'validated' });
  });

  it('refuses a PO box with allowPoBox={false}, with the reason on the form', async () => {
    const { user, posted, type } = renderCheckout({ allowPoBox: false });
    await type('Utrecht', 'Postbus', '1234');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('Sorry, we cannot ship to a PO box address.'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted).toHaveLength(0);
    expect(field('House number').validationMessage).toBe('Sorry, we cannot ship to a PO box address.');
  });
});

describe('ExactAddressLookup: outages', () => {
  it('offers manual entry within 3 s against a service that never answers, with every typed value kept', async () => {
    let asked = 0;
    server.use(
      http.get(`${BASE_URL}/*`, async () => {
        asked = performance.now();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '30', 'B');
    await user.tab();
    await screen.findByText(/The address check is unavailable/, { selector: '.rae-lookup__result' }, { timeout: 3500 });
    expect(performance.now() - asked).toBeLessThan(3000);
    expect([field('City').value, field('Street').value, field('House number').value, field('Addition').value]).toEqual([
      'Haarlem',
      'Julianastraat',
      '30',
      'B',
    ]);
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(field('Postcode')).toHaveFocus();
  }, 10_000);

  it('keeps a postcode typed during an outage next to the one found later, and lets the person choose', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    const { user, posted, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '3');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('The address check is unavailable.'), { timeout: 3000 });
    await user.type(field('Postcode'), '2011 AA');
    server.resetHandlers(); // The service is back.
    await user.type(field('House number'), '0');
    await user.tab();
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'You typed postcode 2011 AA; the address check found 2012 ES. Which one is right?',
      ),
    );
    expect(field('Postcode')).toHaveValue('2011 AA');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use 2012 ES' }));
    await waitFor(() => expect(result()).toHaveTextContent('Julianastraat 30, 2012 ES Haarlem'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(posted[0]).toMatchObject({ houseNumber: '30', postcode: '2012ES', addressStatus: 'validated' });
  });

  it('has no axe violations in the states a person reaches', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    const { user, container, type } = renderCheckout();
    await type('Haarlem', 'Julianastraat', '30');
    await user.tab();
    await waitFor(() => expect(result()).toHaveTextContent('The address check is unavailable.'), { timeout: 3000 });
    await user.type(field('Postcode'), '2011 AA');
    await expectNoAxeViolations(container);
    server.resetHandlers();
    await user.type(field('Addition'), 'A{Backspace}');
    await user.tab();
    await screen.findByRole('button', { name: 'Use 2012 ES' });
    await expectNoAxeViolations(container);
  });
});

describe('ExactAddressLookup: form libraries', () => {
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
