import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StreetCombobox, type StreetSuggestion } from '../../../src/index.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, server, routes } = setupReferenceServer();
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Street' });
const result = () => document.querySelector('.rae-combobox__message')?.textContent ?? '';
const form = () => document.querySelector('form') as HTMLFormElement;
const wilrijk = { country: 'BE', municipalityNisCode: 11002, postcode: 2610 } as const;

function renderStreet(props: Record<string, unknown> = {}) {
  const onSelectedItemChange = vi.fn<(street: StreetSuggestion | null) => void>();
  const onSubmit = vi.fn();
  function Harness() {
    // A button stands for the postal-area step: it moves the street search to postcode 2020.
    const [postcode, setPostcode] = useState<number | null | undefined>(undefined);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <StreetCombobox
          {...wilrijk}
          name="streetText"
          onSelectedItemChange={onSelectedItemChange}
          {...(props as object)}
          {...(postcode === undefined ? {} : { postcode })}
        />
        <button type="button" onClick={() => setPostcode(2020)}>
          Move to 2020
        </button>
      </form>
    );
  }
  const rendered = renderWithAddress(<Harness />, client());
  return { ...rendered, onSelectedItemChange, onSubmit };
}

describe('StreetCombobox', () => {
  it('suggests the streets of the area with their postcode, and chooses with the keyboard', async () => {
    const { user, onSelectedItemChange, onSubmit } = renderStreet();
    await user.type(input(), 'euro');
    await screen.findByRole('option', { name: 'Europalaan, postcode 2610' });
    expect(screen.getByRole('status')).toHaveTextContent('1 street found.');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveValue('Europalaan');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith({
      streetId: 824,
      streetName: 'Europalaan',
      postcode: 2610,
      municipalityName: 'Antwerpen',
      language: 'nl',
    });
    expect(result()).toBe('Europalaan, postcode 2610: chosen.');
    expect(input().validity.valid).toBe(true);
  });

  it('stops the form while the text is not a chosen street, saying what to do', async () => {
    const { user, onSubmit } = renderStreet({ required: true });
    expect(input().validationMessage).toBe('Enter a street.');
    await user.type(input(), 'Euro');
    await screen.findByRole('option', { name: 'Europalaan, postcode 2610' });
    expect(input().validationMessage).toBe('Choose a street from the list.');
    act(() => {
      form().requestSubmit();
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when no street of the area matches', async () => {
    const { user } = renderStreet();
    await user.type(input(), 'Rue de la');
    await waitFor(() => expect(result()).toBe('No street found here. Check the street or the postal area.'));
    expect(input().closest('.rae-combobox')).toHaveAttribute('data-state', 'empty');
    expect(input().validationMessage).toBe('No street found here. Check the street or the postal area.');
  });

  it('drops a chosen street when the postal area changes, keeping the text', async () => {
    const { user, onSelectedItemChange } = renderStreet();
    await user.type(input(), 'Euro');
    await screen.findByRole('option', { name: 'Europalaan, postcode 2610' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(expect.objectContaining({ streetId: 824 }));
    await user.click(screen.getByRole('button', { name: 'Move to 2020' }));
    await waitFor(() => expect(onSelectedItemChange).toHaveBeenLastCalledWith(null));
    expect(input()).toHaveValue('Europalaan');
    // The text is looked up again in the new area, where it is no street.
    await waitFor(() => expect(result()).toBe('No street found here. Check the street or the postal area.'));
  });

  it('does not select a typed name that two postcodes share: the person chooses which', async () => {
    const { user, onSelectedItemChange } = renderStreet({ postcode: null });
    await user.type(input(), 'Boomsesteenweg');
    await screen.findByRole('option', { name: 'Boomsesteenweg, postcode 2020' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(onSelectedItemChange).not.toHaveBeenCalled();
    expect(routes.at(-1)).toMatchObject({ elements: { postcode: '', streetName: 'Boomsesteenweg' } });
  });

  it('waits, out of the Tab order and asking nothing, until a postal area is chosen, yet takes what a browser fills in', async () => {
    const { user } = renderStreet({ municipalityNisCode: null });
    expect(input()).toBeEnabled();
    expect(input()).toHaveAttribute('aria-disabled', 'true');
    expect(input()).toHaveAttribute('tabindex', '-1');
    expect(input()).toHaveAttribute('autocomplete', 'address-line1');
    expect(result()).toBe('Choose the postcode or town first.');
    await user.type(input(), 'Euro');
    expect(routes).toEqual([]);
    expect(input().validity.valid).toBe(true);
  });

  it('says the search is unavailable when the service is down, keeping the text', async () => {
    server.use(http.get(`${BASE_URL}/de/v1/autocomplete/street/*`, () => HttpResponse.error()));
    const { user } = renderStreet({ country: 'DE', cityId: 14612000, postcode: '01219' });
    await user.type(input(), 'Eugen');
    await waitFor(() => expect(result()).toBe('The street search is unavailable. Try again in a moment.'));
    expect(input()).toHaveValue('Eugen');
  });
});
