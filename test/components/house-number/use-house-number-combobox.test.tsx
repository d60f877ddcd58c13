import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHouseNumberCombobox, type UseHouseNumberComboboxOptions } from '../../../src/index.ts';
import * as locales from '../../../src/locales.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;

/** A shop's own markup from the hook alone; the hook's latest result is kept for the test to read. */
let box: ReturnType<typeof useHouseNumberCombobox>;
const keep = (latest: typeof box) => {
  box = latest;
};
function OwnMarkup(props: { options: UseHouseNumberComboboxOptions }) {
  const box = useHouseNumberCombobox(props.options);
  keep(box);
  return (
    <>
      <label {...box.getLabelProps()}>{box.label}</label>
      <input {...box.getInputProps()} />
      <ul {...box.getMenuProps()}>
        {box.isOpen &&
          box.suggestions.map((option, index) => (
            <li key={option.suggestion.houseNumber} {...box.getItemProps({ item: option.suggestion, index })}>
              {[option.suggestion.houseNumber, option.statusText, option.otherPostcode].filter(Boolean).join(', ')}
            </li>
          ))}
      </ul>
    </>
  );
}
const input = (name = 'House number') => screen.getByRole('combobox', { name });

describe('useHouseNumberCombobox', () => {
  it('labels the field in the provider’s language', () => {
    renderWithAddress(<OwnMarkup options={europalaan} />, client(), { locale: locales.nl });
    expect(input('Huisnummer')).toBeInTheDocument();
  });

  it('waits, asking nothing, until it is given its street', async () => {
    const { user } = renderWithAddress(<OwnMarkup options={{ ...europalaan, streetId: null }} />, client());
    await user.type(input(), '36');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(box.waiting).toBe(true);
    expect(box.state).toBe('idle');
    expect(routes).toHaveLength(0);
  });

  it('asks nothing for a text that cannot be a house number', async () => {
    const { user } = renderWithAddress(<OwnMarkup options={europalaan} />, client());
    await user.type(input(), 'bus');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(box.state).toBe('idle');
    expect(routes).toHaveLength(0);
  });

  it('gives each option its status in words, and its postcode where it differs from the street’s', async () => {
    const { user } = renderWithAddress(<OwnMarkup options={{ ...europalaan, streetId: 1207 }} />, client());
    await user.type(input(), '212');
    expect(await screen.findByRole('option', { name: '212, verified, postcode 2020' })).toBeInTheDocument();
    expect(box.suggestions[0]).toMatchObject({
      status: 'validated',
      statusText: 'verified',
      otherPostcode: 'postcode 2020',
    });
  });

  it('tells the choice’s postcode and status, and null for both when the text leaves it', async () => {
    const onPostcodeChange = vi.fn();
    const onStatusChange = vi.fn();
    const { user } = renderWithAddress(
      <OwnMarkup options={{ ...europalaan, onPostcodeChange, onStatusChange }} />,
      client(),
    );
    await user.type(input(), '36 bus 1');
    await user.click(await screen.findByRole('option', { name: '36 bus 1, verified' }));
    await waitFor(() => expect(onStatusChange).toHaveBeenLastCalledWith('validated'));
    expect(onPostcodeChange).toHaveBeenLastCalledWith('2610');
    expect(box).toMatchObject({ postcode: '2610', status: 'validated', houseNumberParts: { number: 36, box: '1' } });
    await user.type(input(), '0');
    await waitFor(() => expect(onStatusChange).toHaveBeenLastCalledWith(null));
    expect(onPostcodeChange).toHaveBeenLastCalledWith(null);
    expect(box).toMatchObject({ postcode: null, status: null, houseNumberParts: null });
  });

  it('asks in the provider’s Belgian language, unless the options name one', async () => {
    const liege = { country: 'BE', municipalityNisCode: 62063, streetId: 5410, postcode: 4000 } as const;
    const french = renderWithAddress(<OwnMarkup options={liege} />, client(), { locale: locales.fr });
    await french.user.type(input('Numéro'), '6/3');
    expect(await screen.findByRole('option', { name: /^6\/3 bte 0101/ })).toBeInTheDocument();
    french.unmount();
    const dutch = renderWithAddress(<OwnMarkup options={{ ...liege, language: 'nl' }} />, client(), {
      locale: locales.fr,
    });
    await dutch.user.type(input('Numéro'), '6/3');
    expect(await screen.findByRole('option', { name: /^6\/3 bus 0101/ })).toBeInTheDocument();
  });
});
