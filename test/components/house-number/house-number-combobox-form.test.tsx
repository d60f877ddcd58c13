import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HouseNumberCombobox } from '../../../src/index.ts';
import type { BelgianHouseNumberComboboxProps } from '../../../src/types.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, server, routes } = setupReferenceServer();
const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'House number' });
const option = (name: string | RegExp) => screen.findByRole('option', { name });
const form = () => document.querySelector('form') as HTMLFormElement;

/** Records each text the live region gets, as a screen reader hears it: `observer.disconnect()` ends the recording. */
function recordSpoken() {
  const spoken: string[] = [];
  const region = screen.getByRole('status');
  const observer = new MutationObserver(() => {
    if (region.textContent !== '') spoken.push(region.textContent);
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return { spoken, observer };
}

function renderInForm(props: Partial<BelgianHouseNumberComboboxProps> & { ref?: Ref<HTMLInputElement> } = {}) {
  const posted: FormData[] = [];
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(new FormData(event.currentTarget));
      }}
    >
      <HouseNumberCombobox {...europalaan} names={{ status: 'status' }} {...props} />
      <button type="submit">Order</button>
    </form>,
    client(),
  );
  return { ...rendered, posted };
}

describe('HouseNumberCombobox: the form cannot post an unverified number by accident', () => {
  it('is acceptable while empty, and says what to do when required', () => {
    renderInForm();
    expect(input().validity.valid).toBe(true);
  });

  it('asks for a house number when required and empty', () => {
    renderInForm({ required: true });
    expect(input().validationMessage).toBe('Enter a house number.');
    act(() => {
      form().requestSubmit();
    });
    expect(input().validity.valid).toBe(false);
  });

  it('says to wait while the check runs, to choose once it is in, and that nothing matched', async () => {
    const { user } = renderInForm({ validation: 'strict' });
    await user.type(input(), '3');
    expect(input().validationMessage).toBe('Wait for the check, then choose from the list.');
    await user.clear(input());
    await user.type(input(), '36');
    await option('36 bus 1, verified');
    expect(input().validationMessage).toBe('Choose a house number from the list.');
    await user.clear(input());
    await user.type(input(), '99');
    await screen.findByText('No house number found. Check the number.', { selector: 'p' });
    expect(input().validationMessage).toBe('No house number found. Check the number.');
  });

  it('stops requestSubmit() until the text is chosen, then posts it with its postcode and status', async () => {
    const { user, posted } = renderInForm();
    await user.type(input(), '36');
    await user.click(await option(/^36 bus 2,/));
    await user.type(input(), '{Backspace}');
    act(() => {
      form().requestSubmit();
    });
    expect(posted).toHaveLength(0);
    await user.type(input(), '2');
    await waitFor(() => expect(input().validity.valid).toBe(true));
    act(() => {
      form().requestSubmit();
    });
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      houseNumber: '36 bus 2',
      postcode: '2610',
      status: 'validated',
      houseNumberParts: 'number=36&box=2',
    });
  });

  it.each([
    ['network', () => HttpResponse.error()],
    ['5xx', () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })],
    ['401', () => HttpResponse.json({ exception: 'No', exceptionId: 'X' }, { status: 401 })],
    ['429', () => HttpResponse.json({ exception: 'Slow down', exceptionId: 'X' }, { status: 429 })],
  ])(
    'offers the typed text as an explicit unverified choice when the service fails (%s), and posts it as such',
    async (_kind, answer) => {
      server.use(http.get(`${BASE_URL}/*`, answer));
      const { user, posted } = renderInForm();
      await user.type(input(), '36 bus 40');
      await option('36 bus 40, use as typed, not verified');
      expect(input().validationMessage).toBe(
        'The house number check is unavailable: choose “36 bus 40” from the list to continue.',
      );
      await user.click(screen.getByRole('button', { name: 'Order' }));
      expect(posted).toHaveLength(0);
      await user.click(input());
      await user.keyboard('{ArrowDown}');
      await user.click(await option('36 bus 40, use as typed, not verified'));
      // Changed while the field has the focus, the result line describes it again from the next focus on.
      expect(input()).toHaveAccessibleDescription('');
      await user.tab();
      expect(input()).toHaveAccessibleDescription('36 bus 40, postcode 2610: use as typed, not verified.');
      await user.click(screen.getByRole('button', { name: 'Order' }));
      expect(Object.fromEntries(posted[0] ?? [])).toEqual({
        houseNumber: '36 bus 40',
        postcode: '2610',
        status: 'unverified',
        houseNumberParts: '',
      });
    },
  );

  it('posts status unknown for a number the service does not know but offers', async () => {
    const { user, posted } = renderInForm();
    await user.type(input(), '37');
    await user.click(await option('37, unknown, not verified'));
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAccessibleDescription('');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('37, postcode 2610: unknown, not verified.');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      houseNumber: '37',
      postcode: '2610',
      status: 'unknown',
      houseNumberParts: 'number=37',
    });
  });
});

describe('HouseNumberCombobox: what the person sees and hears', () => {
  it('states the chosen number with its postcode, even the street’s own, and its status', async () => {
    const { user } = renderInForm();
    await user.type(input(), '36');
    await user.click(await option('36 bus 2, verified'));
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAccessibleDescription('');
    await user.tab();
    expect(screen.getByText('36 bus 2, postcode 2610: verified.', { selector: 'p' })).toHaveAttribute(
      'id',
      input().getAttribute('aria-describedby'),
    );
  });

  it('speaks once per settled answer, not per keystroke, menu toggle or re-render', async () => {
    const { user } = renderInForm({ validation: 'strict' });
    const { spoken, observer } = recordSpoken();
    await user.type(input(), '12'); // Typed within the debounce: one answer.
    await waitFor(() => expect(spoken).toHaveLength(1));
    await user.keyboard('{Escape}{ArrowDown}{ArrowDown}{ArrowUp}');
    await user.type(input(), 'A');
    await waitFor(() => expect(spoken).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    expect(spoken).toEqual([
      '3 house numbers found. Use the up and down arrow keys to choose.',
      '1 house number found. Use the up and down arrow keys to choose.',
    ]);
  });
});

describe('HouseNumberCombobox: spaces around the text ask nothing new (issue 42, point 2)', () => {
  it('sends no request and speaks no announcement for a trailing or leading space', async () => {
    const { user } = renderInForm({ validation: 'strict' });
    const { spoken, observer } = recordSpoken();
    await user.type(input(), '36');
    await waitFor(() => expect(spoken).toHaveLength(1));
    const asked = routes.length;
    await user.type(input(), ' ');
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the debounce and any answer
    await user.type(input(), '{Home} ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    expect(input()).toHaveValue(' 36 ');
    expect(routes).toHaveLength(asked);
    expect(spoken).toEqual(['12 house numbers found. Use the up and down arrow keys to choose.']);
    expect(await screen.findAllByRole('option')).toHaveLength(12);
  });
});

describe('HouseNumberCombobox: one announcement per answer with news (issue 42, point 2)', () => {
  it('says a count once while a slow typist narrows within it, and again after a choice', async () => {
    const { user } = renderInForm({ validation: 'strict' });
    const { spoken, observer } = recordSpoken();
    const asked = routes.length;
    // 300 ms between keys, past the debounce: each text is asked and answered.
    for (const key of ['3', '6', ' ', 'b', 'u', 's', ' ', '1']) {
      await user.type(input(), key);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(routes.length - asked).toBe(6); // 3, 36, 36 b, 36 bu, 36 bus, 36 bus 1: not 36 and 36 bus with a space
    expect(spoken).toEqual([
      '8 house numbers found. Use the up and down arrow keys to choose.',
      '12 house numbers found. Use the up and down arrow keys to choose.',
      '4 house numbers found. Use the up and down arrow keys to choose.',
    ]);
    await user.click(await option('36 bus 10, verified'));
    // The choice is confirmed aloud, with its postcode and status (issue 42, point 3).
    await waitFor(() => expect(spoken).toHaveLength(4));
    expect(spoken[3]).toBe('36 bus 10, postcode 2610: verified.');
    await user.clear(input());
    await user.type(input(), '36 bus 1');
    await waitFor(() => expect(spoken).toHaveLength(5));
    observer.disconnect();
    expect(spoken[4]).toBe('4 house numbers found. Use the up and down arrow keys to choose.');
  }, 15_000);
});

describe('HouseNumberCombobox: form libraries', () => {
  it('hands its ref to the input, as an object or a callback', () => {
    const ref = createRef<HTMLInputElement>();
    const callback = vi.fn();
    renderInForm({ ref });
    expect(ref.current).toBe(input());
    renderWithAddress(<HouseNumberCombobox {...europalaan} label="Second" ref={callback} />, client());
    expect(callback).toHaveBeenCalledWith(screen.getByRole('combobox', { name: 'Second' }));
  });

  it('calls onFocus and onBlur, and merges aria-describedby with its own result line', async () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const { user } = renderInForm({ onFocus, onBlur, 'aria-describedby': 'shop-hint' });
    expect(input()).toHaveAttribute('aria-describedby', 'shop-hint');
    await user.click(input());
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.type(input(), '36');
    await user.click(await option('36 bus 1, verified'));
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAttribute('aria-describedby', 'shop-hint');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
    expect(input().getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText(/postcode 2610: verified/, { selector: 'p' }).id,
      'shop-hint',
    ]);
    await user.click(input());
    expect(input().getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText(/postcode 2610: verified/, { selector: 'p' }).id,
      'shop-hint',
    ]);
  });

  it('shows a form library’s error and marks the field invalid', () => {
    renderInForm({ isInvalid: true, errorMessage: 'Choose your house number' });
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Choose your house number');
  });

  it('keeps the caret and the choice honest in a controlled form state', async () => {
    function Shop() {
      const [text, setText] = useState('');
      const [postcode, setPostcode] = useState<string | null>(null);
      return (
        <>
          <HouseNumberCombobox
            {...europalaan}
            inputValue={text}
            onInputValueChange={setText}
            onPostcodeChange={setPostcode}
          />
          <output>{postcode ?? 'no postcode'}</output>
        </>
      );
    }
    const { user } = renderWithAddress(<Shop />, client());
    await user.type(input(), '36');
    await user.click(await option('36 bus 2, verified'));
    expect(screen.getByText('2610')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '36 bus 3' } });
    expect(screen.getByText('no postcode')).toBeInTheDocument();
  });
});
