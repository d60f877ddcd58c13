import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { StrictMode, useState, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HouseNumberCombobox, useHouseNumberCombobox } from '../../../src/index.ts';
import type { BelgianHouseNumberComboboxProps, BelgianHouseNumberSuggestion } from '../../../src/types.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { de, nl } from '../../../src/locales.ts';

const { client, server } = setupReferenceServer();
const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'House number' });
const option = (name: string | RegExp) => screen.findByRole('option', { name });
const hidden = (name: string) =>
  (document.querySelector(`input[type="hidden"][name="${name}"]`) as HTMLInputElement).value;

function renderInForm(props: Partial<BelgianHouseNumberComboboxProps> & { ref?: Ref<HTMLInputElement> } = {}) {
  const posted: FormData[] = [];
  const onSelectedItemChange = vi.fn();
  const onPostcodeChange = vi.fn();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(new FormData(event.currentTarget));
      }}
    >
      <HouseNumberCombobox
        {...europalaan}
        names={{ status: 'status' }}
        onSelectedItemChange={onSelectedItemChange}
        onPostcodeChange={onPostcodeChange}
        {...props}
      />
      <button type="submit">Order</button>
    </form>,
    client(),
  );
  const order = () => rendered.user.click(screen.getByRole('button', { name: 'Order' }));
  return { ...rendered, posted, order, onSelectedItemChange, onPostcodeChange };
}

describe('HouseNumberCombobox: a choice holds only while the field shows it', () => {
  it('drops the choice on the edit that changes the text: nothing is posted as verified', async () => {
    const { user, posted, order, onSelectedItemChange, onPostcodeChange } = renderInForm();
    await user.type(input(), '36');
    await user.click(await option('36 bus 2, verified'));
    expect(hidden('postcode')).toBe('2610');
    expect(hidden('status')).toBe('validated');

    await user.type(input(), '{Backspace}');
    // The same keystroke cleared the choice: the hidden fields and both callbacks.
    expect(input()).toHaveValue('36 bus ');
    expect(hidden('postcode')).toBe('');
    expect(hidden('status')).toBe('');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(null);
    expect(onPostcodeChange).toHaveBeenLastCalledWith(null);
    await order();
    expect(posted).toHaveLength(0);
    expect(input().validity.customError).toBe(true);
  });

  it('counts text typed exactly as one validated suggestion as chosen, once its answer is in', async () => {
    const { user, posted, order, onSelectedItemChange } = renderInForm();
    await user.type(input(), '36 BUS 1');
    await waitFor(() => expect(hidden('postcode')).toBe('2610'));
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ houseNumber: '36 bus 1', status: 'validated' }),
    );
    // Changed while the field has the focus, the result line describes it again from the next focus on.
    expect(input()).toHaveAccessibleDescription('');
    // The list stays as it is.
    expect(await option('36 bus 1, verified')).toBeVisible();
    await user.tab();
    expect(input()).toHaveAccessibleDescription('36 bus 1, postcode 2610: verified.');
    await order();
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      houseNumber: '36 BUS 1',
      postcode: '2610',
      status: 'validated',
      houseNumberParts: 'number=36&box=1',
    });
  });

  it('never selects an incomplete suggestion, typed or clicked', async () => {
    const { user, order, posted, onSelectedItemChange } = renderInForm();
    await user.type(input(), '3');
    await user.click(await option(/^36, needs/));
    expect(input()).toHaveValue('36');
    await option('36 bus 1, verified');
    expect(hidden('postcode')).toBe('');
    expect(onSelectedItemChange).not.toHaveBeenCalledWith(expect.objectContaining({ houseNumber: '36' }));
    await order();
    expect(posted).toHaveLength(0);
    expect(input().validationMessage).toBe('Choose a house number from the list.');
  });

  it('marks the options of an older answer stale while the next loads, and they cannot be chosen', async () => {
    const { user, order, posted, onSelectedItemChange } = renderInForm();
    await user.type(input(), '3');
    await option(/^36,/);
    server.use(http.get(`${BASE_URL}/*`, () => delay(500)));
    await user.type(input(), '6');
    const stale = screen.getByRole('option', { name: /^31,/ });
    expect(stale).toHaveAttribute('data-stale');
    expect(stale).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await user.click(stale);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input()).toHaveValue('36');
    expect(onSelectedItemChange).not.toHaveBeenCalledWith(expect.objectContaining({ houseNumber: '31' }));
    expect(await option('36 bus 1, verified')).not.toHaveAttribute('data-stale');
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    await order();
    expect(posted).toHaveLength(0);
  });

  it('drops the choice when the street changes, and the old postcode never posts', async () => {
    let posted: FormData | undefined;
    function StreetSwitch() {
      const [postcode, setPostcode] = useState(2610);
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            posted = new FormData(e.currentTarget);
          }}
        >
          <HouseNumberCombobox {...europalaan} postcode={postcode} names={{ status: null }} />
          <button type="button" onClick={() => setPostcode(2020)}>
            Other postcode
          </button>
          <button type="submit">Order</button>
        </form>
      );
    }
    const { user } = renderWithAddress(<StreetSwitch />, client());
    await user.type(input(), '36');
    await user.click(await option('36 bus 2, verified'));
    server.use(http.get(`${BASE_URL}/*`, () => delay(300)));
    await user.click(screen.getByRole('button', { name: 'Other postcode' }));
    expect(hidden('postcode')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(posted).toBeUndefined();
  });
});

describe('HouseNumberCombobox controlled', () => {
  it('keeps the caret where the person types in a controlled text', async () => {
    function Controlled() {
      const [text, setText] = useState('12');
      return <HouseNumberCombobox {...europalaan} inputValue={text} onInputValueChange={setText} />;
    }
    const { user } = renderWithAddress(<Controlled />, client());
    await user.type(input(), '3', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input()).toHaveValue('132');
    expect(input().selectionStart).toBe(2);
    await user.type(input(), '{Backspace}', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input()).toHaveValue('32');
    expect(input().selectionStart).toBe(0);
  });

  it('follows a controlled selectedItem with its text, and reports null when the person edits it', async () => {
    const chosen: BelgianHouseNumberSuggestion = {
      houseNumber: '36 bus 3',
      number: 36,
      bisNumber: null,
      boxNumber: '3',
      postcode: 2610,
      status: 'validated',
    };
    const onSelectedItemChange = vi.fn();
    function Controlled() {
      const [item, setItem] = useState<BelgianHouseNumberSuggestion | null>(null);
      return (
        <>
          <HouseNumberCombobox
            {...europalaan}
            selectedItem={item}
            names={{ houseNumber: null, status: null }}
            onSelectedItemChange={(next: BelgianHouseNumberSuggestion | null) => {
              onSelectedItemChange(next);
              setItem(next);
            }}
          />
          <button type="button" onClick={() => setItem(chosen)}>
            Use the address book
          </button>
          <output>{item?.houseNumber ?? 'none'}</output>
        </>
      );
    }
    const { user } = renderWithAddress(<Controlled />, client());
    await user.click(screen.getByRole('button', { name: 'Use the address book' }));
    expect(input()).toHaveValue('36 bus 3');
    expect(hidden('postcode')).toBe('2610');
    expect(onSelectedItemChange).not.toHaveBeenCalled();
    await user.type(input(), '{Backspace}');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(hidden('postcode')).toBe('');
  });

  it('reports each change once under StrictMode', async () => {
    const onSelectedItemChange = vi.fn();
    const { user } = renderWithAddress(
      <StrictMode>
        <HouseNumberCombobox {...europalaan} onSelectedItemChange={onSelectedItemChange} />
      </StrictMode>,
      client(),
    );
    await user.type(input(), '36');
    await user.click(await option('36 bus 2, verified'));
    await user.type(input(), '{Backspace}');
    expect(onSelectedItemChange.mock.calls).toEqual([[expect.objectContaining({ houseNumber: '36 bus 2' })], [null]]);
  });
});

describe('useHouseNumberCombobox: the label for markup of your own', () => {
  function HeadlessLabel() {
    const box = useHouseNumberCombobox(europalaan);
    return (
      <>
        <label {...box.getLabelProps()}>{box.label}</label>
        <input {...box.getInputProps()} />
        <ul {...box.getMenuProps()} />
      </>
    );
  }

  it('gives the localized label, or the shop’s own text for it', () => {
    const { unmount } = renderWithAddress(<HeadlessLabel />, client(), { locale: nl });
    expect(screen.getByRole('combobox', { name: 'Huisnummer' })).toBeInTheDocument();
    unmount();
    renderWithAddress(<HeadlessLabel />, client(), { locale: de, messages: { houseNumberLabel: 'Hausnr.' } });
    expect(screen.getByRole('combobox', { name: 'Hausnr.' })).toBeInTheDocument();
  });
});
