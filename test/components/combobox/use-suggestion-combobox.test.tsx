import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useHouseNumberCombobox } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/*
 * The prop getters chain the caller's handlers as Downshift's do: the caller's runs first, and ours (and Downshift's)
 * after it unless it set `preventDownshiftDefault`. An analytics or form-library handler always runs.
 */

const { client } = setupReferenceServer();

type Opt = { preventDownshiftDefault?: boolean; nativeEvent: Event & { preventDownshiftDefault?: boolean } };
interface Spies {
  change?: (event: ChangeEvent<HTMLInputElement>) => void;
  keyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  click?: (event: MouseEvent) => void;
  blur?: () => void;
  focus?: () => void;
  selected?: (item: unknown) => void;
}

function Custom({ spies }: { spies: Spies }) {
  const box = useHouseNumberCombobox({
    country: 'BE',
    municipalityNisCode: 11002,
    streetId: 824,
    postcode: 2610,
    ...(spies.selected ? { onSelectedItemChange: spies.selected } : {}),
  });
  return (
    <div>
      <label {...box.getLabelProps()}>House number</label>
      <input
        {...box.getInputProps({
          onChange: spies.change,
          onKeyDown: spies.keyDown,
          onBlur: spies.blur,
          onFocus: spies.focus,
        })}
      />
      <ul {...box.getMenuProps()}>
        {box.isOpen
          ? box.suggestions.map((option, index) => (
              <li
                key={option.suggestion.houseNumber}
                {...box.getItemProps({ item: option.suggestion, index, onClick: spies.click })}
              >
                {option.suggestion.houseNumber}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

const input = () => screen.getByRole('combobox', { name: 'House number' });
const optOut = (event: Opt) => {
  event.nativeEvent.preventDownshiftDefault = true;
};

describe('prop getters chain the caller’s handlers', () => {
  it('getInputProps: onChange, onKeyDown, onFocus and onBlur run, and the field still works', async () => {
    const spies = { change: vi.fn(), keyDown: vi.fn(), focus: vi.fn(), blur: vi.fn(), selected: vi.fn() };
    const { user } = renderWithAddress(<Custom spies={spies} />, client());
    await user.type(input(), '12');
    expect(spies.change).toHaveBeenCalledTimes(2);
    expect(spies.keyDown).toHaveBeenCalledTimes(2);
    expect(spies.focus).toHaveBeenCalled();
    expect(input()).toHaveValue('12');
    await screen.findByRole('option', { name: '12' }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(spies.selected).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: '12' })),
    );
    await user.tab();
    expect(spies.blur).toHaveBeenCalled();
  });

  it('getInputProps: a caller’s preventDownshiftDefault in onChange keeps the text, in onKeyDown the Enter', async () => {
    const keepsText = { change: vi.fn(optOut) };
    const first = renderWithAddress(<Custom spies={keepsText} />, client());
    fireEvent.change(input(), { target: { value: '12' } });
    expect(keepsText.change).toHaveBeenCalled();
    expect(input()).toHaveValue('');
    first.unmount();

    const spies = {
      keyDown: vi.fn((event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') optOut(event);
      }),
      selected: vi.fn(),
    };
    const { user } = renderWithAddress(<Custom spies={spies} />, client());
    // "1" is a house number of its own (typed exactly, it is chosen); the next option down is another one.
    await user.type(input(), '1');
    await screen.findByRole('option', { name: '12' }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}');
    if (document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent === '1')
      await user.keyboard('{ArrowDown}');
    const highlighted = document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
    expect(highlighted).not.toBe('1');
    await user.keyboard('{Enter}');
    expect(spies.selected).not.toHaveBeenCalledWith(expect.objectContaining({ houseNumber: highlighted }));
    expect(input()).toHaveValue('1');
  });

  it('getItemProps: the caller’s onClick runs and the option is chosen', async () => {
    const spies = { click: vi.fn(), selected: vi.fn() };
    const { user } = renderWithAddress(<Custom spies={spies} />, client());
    await user.type(input(), '12');
    await user.click(await screen.findByRole('option', { name: '12' }, { timeout: 3000 }));
    expect(spies.click).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(spies.selected).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: '12' })),
    );
  });

  it('getItemProps: a caller’s preventDownshiftDefault keeps the option from being chosen', async () => {
    const spies = { click: vi.fn(optOut), selected: vi.fn() };
    const { user } = renderWithAddress(<Custom spies={spies} />, client());
    await user.type(input(), '1');
    await user.click(await screen.findByRole('option', { name: '12' }, { timeout: 3000 }));
    expect(spies.click).toHaveBeenCalledTimes(1);
    expect(spies.selected).not.toHaveBeenCalledWith(expect.objectContaining({ houseNumber: '12' }));
    expect(input()).toHaveValue('1');
  });

  it('getMenuProps: the caller’s ref reaches the list (which the placement in the top layer needs too)', () => {
    const caller = vi.fn<(node: HTMLUListElement | null) => void>();
    function WithRef() {
      const box = useHouseNumberCombobox({ country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 });
      return (
        <>
          <label {...box.getLabelProps()}>House number</label>
          <input {...box.getInputProps()} />
          <ul {...box.getMenuProps({ ref: caller })} />
        </>
      );
    }
    renderWithAddress(<WithRef />, client());
    expect(caller).toHaveBeenCalledWith(screen.getByRole('listbox', { hidden: true }));
  });
});
