import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HouseNumberCombobox } from '../../../src/index.ts';
import type { BelgianHouseNumberComboboxProps } from '../../../src/types.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client } = setupReferenceServer();
const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'House number' });
const option = (name: string | RegExp) => screen.findByRole('option', { name });

/** The combobox in a form, as a checkout has it: what the form would post is recorded on each real submit. */
function renderInForm(props: Partial<BelgianHouseNumberComboboxProps> & { ref?: Ref<HTMLInputElement> } = {}) {
  const posted: FormData[] = [];
  const onSelectedItemChange = vi.fn();
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
        {...props}
      />
      <label>
        Remarks <input name="remarks" />
      </label>
      <button type="submit">Order</button>
    </form>,
    client(),
  );
  return { ...rendered, posted, onSelectedItemChange };
}

describe('HouseNumberCombobox keys (WAI-ARIA APG combobox with a list popup)', () => {
  it('opens and moves with Down and Up, pointing aria-activedescendant at the highlighted option', async () => {
    const { user } = renderInForm({ validation: 'strict' });
    await user.type(input(), '3');
    await option(/^36,/);
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', (await option(/^3,/)).id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', (await option(/^30,/)).id);
    expect(await option(/^30,/)).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses the highlighted option with Enter and never submits the form', async () => {
    const { user, posted, onSelectedItemChange } = renderInForm();
    await user.type(input(), '31');
    await option('31, verified');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ houseNumber: '31', status: 'validated' }),
    );
    expect(posted).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('drills down with Enter on an incomplete option: its text goes in, the list stays open, nothing is submitted', async () => {
    const { user, posted, onSelectedItemChange } = renderInForm();
    await user.type(input(), '3');
    await option(/^36,/);
    const place = screen.getAllByRole('option').indexOf(await option(/^36,/));
    await user.keyboard('{ArrowDown}'.repeat(place + 1));
    expect(input()).toHaveAttribute('aria-activedescendant', (await option(/^36,/)).id);
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('36');
    expect(await option('36 bus 1, verified')).toBeVisible();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(posted).toHaveLength(0);
    expect(onSelectedItemChange).not.toHaveBeenCalledWith(expect.objectContaining({ houseNumber: '36' }));
  });

  it('leaves Enter with nothing highlighted to the form, which does not submit text that is not chosen', async () => {
    const { user, posted } = renderInForm();
    await user.type(input(), '36'); // Not a house number yet: it needs a box number.
    await option('36 bus 1, verified');
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(0);
    expect(input()).toHaveFocus();
    expect(input().validationMessage).toBe('Choose a house number from the list.');
  });

  it('submits with Enter once the text is a chosen house number', async () => {
    const { user, posted } = renderInForm();
    await user.type(input(), '31');
    await user.click(await option('31, verified'));
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      houseNumber: '31',
      postcode: '2610',
      status: 'validated',
      houseNumberParts: 'number=31',
      remarks: '',
    });
  });

  it('closes the list with Escape, keeping the text, and clears the field with a second Escape', async () => {
    const onPostcodeChange = vi.fn();
    const { user, onSelectedItemChange } = renderInForm({ onPostcodeChange });
    await user.type(input(), '31');
    await user.click(await option('31, verified'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('31');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(null);
    expect(onPostcodeChange).toHaveBeenLastCalledWith(null);
  });

  it.each(['{ArrowLeft}', '{ArrowRight}', '{Home}', '{End}'])(
    'moves the caret with %s and takes the highlight off the options',
    async (key) => {
      const { user } = renderInForm({ validation: 'strict' });
      await user.type(input(), '36');
      await option('36 bus 1, verified');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(input()).toHaveAttribute('aria-activedescendant');
      await user.keyboard(key);
      expect(input()).not.toHaveAttribute('aria-activedescendant');
      expect(input()).toHaveValue('36');
      const caret = { '{ArrowLeft}': 1, '{ArrowRight}': 2, '{Home}': 0, '{End}': 2 }[key];
      expect(input().selectionStart).toBe(caret);
      // The list stays open; Down highlights again.
      await user.keyboard('{ArrowDown}');
      expect(input()).toHaveAttribute('aria-activedescendant');
    },
  );

  it('moves on with Tab to the next field and chooses nothing', async () => {
    const { user, onSelectedItemChange } = renderInForm();
    await user.type(input(), '3');
    await option(/^36,/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveFocus();
    expect(input()).toHaveValue('3');
    expect(onSelectedItemChange).not.toHaveBeenCalledWith(expect.objectContaining({ houseNumber: '30' }));
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('tabindex', '-1');
  });

  it('never chooses with Enter during IME composition', async () => {
    const { user, onSelectedItemChange, posted } = renderInForm();
    await user.type(input(), '36');
    await option('36 bus 1, verified');
    await user.keyboard('{ArrowDown}');
    fireEvent.compositionStart(input());
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 229, isComposing: true });
    // Safari ends the composition before the Enter's keydown, which only keyCode 229 tells apart.
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 229 });
    expect(onSelectedItemChange).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(posted).toHaveLength(0);
    fireEvent.compositionEnd(input());
    await user.keyboard('{Enter}');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: '36 bus 1' }));
  });

  it('says aria-expanded="false" while the list has no option to show', async () => {
    const { user } = renderInForm({ validation: 'strict' });
    await user.type(input(), '99');
    await screen.findByText('No house number found. Check the number.', { selector: 'p' });
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });
});
